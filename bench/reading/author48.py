"""The reading set's forty-eighth round (bench/reading/README.md, "The forty-eighth round"): items
written by a forty-eighth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); its emphasis is negations, distractors and door states in every
style: things a person does not read as a fact (no way, a wall, a window, water, a painting, carving
or sign of a coin, a coin slot, a coin gone, "you don't see any coin", a cupboard's door, a compass
word in a name) beside those they do, and every state a door can be said to be in (shut, closed,
locked, bolted, barred, ajar, open, propped, unlocked but shut, its state unsaid), in prose, lists
and replies, in the wordings of many systems and voices (a porcelain works in a Spectrum manner, a
hospital ship in Inform 7's defaults, a tea estate's "Routes:", a chatbot in a town hall, a
waterworks in TextWorld's manner, a moon base's mission control, a gamebook app, a table printed
each turn). Each source module ``bench/reading/items48_<style>.py`` holds one style's items as
``ITEMS``, written with :func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the room
in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and the
person's actions are never typed by hand).

``python -m bench.reading.author48`` writes ``dev48.jsonl`` and ``heldout48.jsonl`` (the first
round(0.5 n) of each style to dev48); an observation text that repeats one of rounds 1 to 47 is
refused; written against rounds 1 to 46 (``parts_before(47)``), while the forty-seventh round
was written at the same time in another checkout where this one did not exist, and checked at the
merge against the forty-seventh as well (``parts_before(48)``)."""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270715
"""The forty-eighth round's split seed."""

ROUND = Round(
    number=48,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(48),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
