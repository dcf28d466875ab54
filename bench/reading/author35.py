"""The reading set's thirty-fifth round (bench/reading/README.md, "The thirty-fifth round"): items
written by a thirty-fifth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`). Each source module ``bench/reading/items35_<style>.py`` holds one
style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is derived by
:func:`bench.reading.author4.derive4` (the map facts and the person's actions are never typed by
hand).

``python -m bench.reading.author35`` writes ``dev35.jsonl`` and ``heldout35.jsonl`` (the first
round(0.5 n) of each style to dev35); an observation text that repeats one of rounds 1 to 34 is
refused. (A thirty-sixth round is being written at the same time in another checkout; it does not
exist in this one.)"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270415
"""The thirty-fifth round's split seed."""

ROUND = Round(
    number=35,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(35),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
