"""The reading set's thirty-seventh round (bench/reading/README.md, "The thirty-seventh round"):
items written by a thirty-seventh author, blind to the reader, with the mechanism of the earlier
rounds (:mod:`bench.reading.rounds`). Each source module ``bench/reading/items37_<style>.py``
holds one style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is derived
by :func:`bench.reading.author4.derive4` (the map facts and the person's actions are never typed
by hand).

``python -m bench.reading.author37`` writes ``dev37.jsonl`` and ``heldout37.jsonl`` (the first
round(0.5 n) of each style to dev37); an observation text that repeats one of rounds 1 to 36 is
refused. (A thirty-eighth round is being written at the same time in another checkout; the merge
checks it against this one.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270429
"""The thirty-seventh round's split seed."""

ROUND = Round(
    number=37,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(37),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
