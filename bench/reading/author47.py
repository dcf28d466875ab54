"""The reading set's forty-seventh round (bench/reading/README.md, "The forty-seventh round"): items
written by a forty-seventh author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); no emphasis beyond a hidden test of the same kind as the earlier
rounds, in all ten styles, choosing the settings, systems and wordings the earlier rounds used least
(a cable ship, a Sicilian marionette theatre, a saltworks, a natural history museum on a ghost tour,
a sardine cannery, a base on the Moon, a museum of clocks, a menagerie; home computers' and
mainframes' manners, MUD families the README never named, mission control's voice loop, a heist
crew's earpiece, a handheld console's text boxes). Each source module
``bench/reading/items47_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the room
in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and the
person's actions are never typed by hand).

``python -m bench.reading.author47`` writes ``dev47.jsonl`` and ``heldout47.jsonl`` (the first
round(0.5 n) of each style to dev47); an observation text that repeats one of rounds 1 to 46 is
refused. (The forty-eighth round was written at the same time in another checkout, where this one
did not exist.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270708
"""The forty-seventh round's split seed."""

ROUND = Round(
    number=47,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(47),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
