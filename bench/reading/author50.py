"""The reading set's fiftieth round (bench/reading/README.md, "The fiftieth round"): items written
by a fiftieth author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); its emphasis is how rooms are named and how ways are listed, in every
style (the engine styles keeping their manners): headers in every form a game prints (a title line,
"You are in / standing in X", "[X]", "== X ==", "Room: X", "Location: X", status lines and status
bars, a prompt that names the room, a room named only in a sentence, a room told by its heading
alone in brief mode, a text that names none and keeps the room), exit lists of every shape ("Exits:
north, east", "[ Exits: n e w ]", "Obvious exits:" blocks, tables, a compass cross of labels,
letters and abbreviations, doors and their states inside the list), and histories whose facts depend
on those names (walks that return to a room, the same room printed in two ways, refusals cleared by
an open that worked), on an organ builder's works, a courthouse, a funfair, a clockwork toy factory
told by a hypnotist, a match factory in TextWorld's manner, a house in TextWorldExpress's, a sugar
refinery, a priory and a hat factory. Each source module ``bench/reading/items50_<style>.py`` holds
one style's items as ``ITEMS``, written with :func:`bench.reading.author.item`,
:class:`~bench.reading.author.R` and :class:`~bench.reading.author.K` (and
:class:`bench.reading.author4.Both` for a refusal and the room in one text); the gold is derived by
:func:`bench.reading.author4.derive4` (the map facts and the person's actions are never typed by
hand).

``python -m bench.reading.author50`` writes ``dev50.jsonl`` and ``heldout50.jsonl`` (the first
round(0.5 n) of each style to dev50); an observation text that repeats one of rounds 1 to 48 is
refused. A forty-ninth round was written at the same time by another author in another checkout,
where this round does not exist (and which does not exist here): this round was written against
rounds 1 to 48 (``parts_before(49)``), and checked at the merge against the forty-ninth as well
(``parts_before(50)``)."""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270729
"""The fiftieth round's split seed."""

ROUND = Round(
    number=50,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(50),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
