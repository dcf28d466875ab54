"""The reading set's fifteenth round (bench/reading/README.md, "The fifteenth round"): items
written by a fifteenth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`). Each source module ``bench/reading/items15_<style>.py`` holds
one style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is
derived by :func:`bench.reading.author4.derive4` (the map facts and the person's actions are
never typed by hand).

``python -m bench.reading.author15`` writes ``dev15.jsonl`` and ``heldout15.jsonl`` (the first
round(0.5 n) of each style to dev15); an observation text that repeats one of rounds 1 to 14
is refused.
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270402
"""The fifteenth round's split seed."""

ROUND = Round(
    number=15,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(15),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
