"""The reading set's forty-fifth round (bench/reading/README.md, "The forty-fifth round"): items
written by a forty-fifth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); no emphasis beyond a hidden test of the same kind as the earlier
rounds, in all ten styles, choosing the settings, systems and wordings the earlier rounds used least
(a whaling station, a bookbinder's workshop, a salt mine, a flooded farmhouse, a toffee works, a
zeppelin, a bus garage at night, a fire station; a loss adjuster's dictation, a play-by-email game's
turn reports, a voice game on a smart speaker, a game show's live commentary). Each source module
``bench/reading/items45_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the
room in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and
the person's actions are never typed by hand).

``python -m bench.reading.author45`` writes ``dev45.jsonl`` and ``heldout45.jsonl`` (the first
round(0.5 n) of each style to dev45); an observation text that repeats one of rounds 1 to 44 is
refused. (The forty-sixth round was written at the same time in another checkout, where this one
did not exist.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270624
"""The forty-fifth round's split seed."""

ROUND = Round(
    number=45,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(45),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
