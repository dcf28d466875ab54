"""The reading set's eighteenth round (bench/reading/README.md, "The eighteenth round"): items
written by an eighteenth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`). Each source module ``bench/reading/items18_<style>.py`` holds
one style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is
derived by :func:`bench.reading.author4.derive4` (the map facts and the person's actions are
never typed by hand).

``python -m bench.reading.author18`` writes ``dev18.jsonl`` and ``heldout18.jsonl`` (the first
round(0.5 n) of each style to dev18); an observation text that repeats one of rounds 1 to 17
is refused. (The seventeenth round was written at the same time on another branch; at the merge
``earlier`` took in its parts and the files were rebuilt byte for byte the same.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270517
"""The eighteenth round's split seed."""

ROUND = Round(
    number=18,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(18),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
