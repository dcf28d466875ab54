"""The reading set's forty-third round (bench/reading/README.md, "The forty-third round"): items
written by a forty-third author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`), with no emphasis beyond a hidden test of the same kind as the earlier
rounds, in all ten styles, choosing the settings, systems and wordings the earlier rounds used
least. Each source module ``bench/reading/items43_<style>.py`` holds one style's items as ``ITEMS``,
written with :func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the room
in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and the
person's actions are never typed by hand).

``python -m bench.reading.author43`` writes ``dev43.jsonl`` and ``heldout43.jsonl`` (the first
round(0.5 n) of each style to dev43); an observation text that repeats one of rounds 1 to 42 is
refused. (The forty-fourth round was written at the same time in another checkout, where this one
did not exist.)"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270610
"""The forty-third round's split seed."""

ROUND = Round(
    number=43,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(43),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
