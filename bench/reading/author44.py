"""The reading set's forty-fourth round (bench/reading/README.md, "The forty-fourth round"): items
written by a forty-fourth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); its emphasis is busy rooms, descriptions as real games write them
when a room is full: several sentences or paragraphs of scenery, people, furniture and objects with
their histories, the exits, doors and coins told among them (early, late, in passing, in a list
after the prose), and the things that only look like them (pictures, carvings, names, prices,
memories, windows, views, sounds from elsewhere). Each source module
``bench/reading/items44_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the
room in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and
the person's actions are never typed by hand).

``python -m bench.reading.author44`` writes ``dev44.jsonl`` and ``heldout44.jsonl`` (the first
round(0.5 n) of each style to dev44); an observation text that repeats one of rounds 1 to 43 is
refused. (The forty-third round was written at the same time in another checkout, where this one
did not exist; this round was checked against it at the merge.)
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270617
"""The forty-fourth round's split seed."""

ROUND = Round(
    number=44,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(44),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
