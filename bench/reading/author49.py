"""The reading set's forty-ninth round (bench/reading/README.md, "The forty-ninth round"): items
written by a forty-ninth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); no emphasis beyond a hidden test of the same kind as the earlier
rounds, in all ten styles, choosing the settings, systems, voices and words the earlier rounds used
least (a Spanish galleon, a steam locomotive works, a Foreign Legion fort, a Klondike gold-rush
store, a button factory, the street side of TextWorldExpress's locations, Baker Street, a gold
mine's play-by-mail turn reports, a halfling's burrow in an orc's voice; home computers and MUD
families the README never named; a satnav, a valet, a trucker's CB, a weather forecast, a yoga
teacher, a sermon, a cabin crew's announcement). Each source module
``bench/reading/items49_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the room
in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and the
person's actions are never typed by hand).

``python -m bench.reading.author49`` writes ``dev49.jsonl`` and ``heldout49.jsonl`` (the first
round(0.5 n) of each style to dev49); an observation text that repeats one of rounds 1 to 48 is
refused (``earlier=parts_before(49)``). A fiftieth round was written at the same time by another
author in another checkout, where this one did not exist (and which did not exist in this one's),
as the forty-seventh and forty-eighth were; the fiftieth's files were checked against this one's at
the merge.
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270722
"""The forty-ninth round's split seed."""

ROUND = Round(
    number=49,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(49),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
