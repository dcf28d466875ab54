"""The reading set's second round (bench/reading/README.md, "The second round"): items written
by a second author, blind to the reader, with the first round's mechanism
(:mod:`bench.reading.rounds`). ``python -m bench.reading.author2`` writes ``dev2.jsonl`` and
``heldout2.jsonl`` (the first round(0.6 n) of each style to dev2)."""

from __future__ import annotations

from bench.reading.rounds import Round

ROUND = Round(number=2, seed=20261129, dev_share=0.6, earlier=("dev", "heldout"))

if __name__ == "__main__":
    ROUND.main()
