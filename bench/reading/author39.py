"""The reading set's thirty-ninth round (bench/reading/README.md, "The thirty-ninth round"):
items written by a thirty-ninth author, blind to the reader, with the mechanism of the earlier
rounds (:mod:`bench.reading.rounds`). Each source module ``bench/reading/items39_<style>.py``
holds one style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is derived
by :func:`bench.reading.author4.derive4` (the map facts and the person's actions are never typed
by hand).

``python -m bench.reading.author39`` writes ``dev39.jsonl`` and ``heldout39.jsonl`` (the first
round(0.5 n) of each style to dev39); an observation text that repeats one of rounds 1 to 38 is
refused. (The fortieth round was written at the same time in another checkout; at the merge it
was checked against this one.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270513
"""The thirty-ninth round's split seed."""

ROUND = Round(
    number=39,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(39),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
