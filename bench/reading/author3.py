"""The reading set's third round (bench/reading/README.md, "The third round"): items written by
a third author, blind to the reader (:mod:`bench.reading.rounds`). ``python -m
bench.reading.author3`` writes ``dev3.jsonl`` and ``heldout3.jsonl`` (the first round(0.5 n) of
each style to dev3)."""

from __future__ import annotations

from bench.reading.rounds import Round

ROUND = Round(
    number=3, seed=20261130, dev_share=0.5, earlier=("dev", "heldout", "dev2", "heldout2")
)

if __name__ == "__main__":
    ROUND.main()
