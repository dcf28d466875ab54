"""The reading set's forty-first round (bench/reading/README.md, "The forty-first round"): items
written by a forty-first author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`). Each source module ``bench/reading/items41_<style>.py`` holds one
style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is derived
by :func:`bench.reading.author4.derive4` (the map facts and the person's actions are never typed
by hand).

``python -m bench.reading.author41`` writes ``dev41.jsonl`` and ``heldout41.jsonl`` (the first
round(0.5 n) of each style to dev41); an observation text that repeats one of rounds 1 to 40 is
refused. (The forty-second round was written at the same time in another checkout, where this
round did not exist.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270527
"""The forty-first round's split seed."""

ROUND = Round(
    number=41,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(41),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
