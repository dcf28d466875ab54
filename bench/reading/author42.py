"""The reading set's forty-second round (bench/reading/README.md, "The forty-second round"): items
written by a forty-second author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); its emphasis is paraphrase, the same rooms, exits, doors, coins,
refusals and goals told in the many wordings people use for the same meaning. Each source module
``bench/reading/items42_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the
room in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and
the person's actions are never typed by hand).

``python -m bench.reading.author42`` writes ``dev42.jsonl`` and ``heldout42.jsonl`` (the first
round(0.5 n) of each style to dev42); an observation text that repeats one of rounds 1 to 41 is
refused. (The forty-first round was written at the same time in another checkout, where this one
did not exist; at the merge this round was checked against it, and rebuilt the same.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270603
"""The forty-second round's split seed."""

ROUND = Round(
    number=42,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(42),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
