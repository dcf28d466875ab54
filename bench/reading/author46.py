"""The reading set's forty-sixth round (bench/reading/README.md, "The forty-sixth round"): items
written by a forty-sixth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); its emphasis is the turns of a game: what games print back to moves,
opens and takes, in every style and in the wordings of many systems and authors: refusals of every
kind (walls, closed and locked doors, things in the way, no exit) and what clears them (a door
opened by its name, its kind or its direction, a room printed again), doors opened, unlocked or
found already open, coins taken and gone, moves that worked and moves that did not, with histories
of 2-8 turns that return to rooms. Each source module ``bench/reading/items46_<style>.py`` holds one
style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is derived by
:func:`bench.reading.author4.derive4` (the map facts and the person's actions are never typed by
hand).

``python -m bench.reading.author46`` writes ``dev46.jsonl`` and ``heldout46.jsonl`` (the first
round(0.5 n) of each style to dev46); an observation text that repeats one of rounds 1 to 45 is
refused. (The forty-fifth round was written at the same time in another checkout, where this one did
not exist; this round was checked against it at the merge.)"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270701
"""The forty-sixth round's split seed."""

ROUND = Round(
    number=46,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(46),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
