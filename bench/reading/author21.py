"""The reading set's twenty-first round (bench/reading/README.md, "The twenty-first round"):
items written by a twenty-first author, blind to the reader, with the mechanism of the earlier
rounds (:mod:`bench.reading.rounds`). Each source module ``bench/reading/items21_<style>.py``
holds one style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is
derived by :func:`bench.reading.author4.derive4` (the map facts and the person's actions are
never typed by hand).

``python -m bench.reading.author21`` writes ``dev21.jsonl`` and ``heldout21.jsonl`` (the first
round(0.5 n) of each style to dev21); an observation text that repeats one of rounds 1 to 20
is refused. (The twenty-second round is being written at the same time on another branch; at
the merge its parts are checked against this round's.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20261231
"""The twenty-first round's split seed."""

ROUND = Round(
    number=21,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(21),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
