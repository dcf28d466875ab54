"""The reading set's fifty-first round (bench/reading/README.md, "The fifty-first round"): items
written by a fifty-first author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); no emphasis beyond a hidden test of the same kind as the earlier
rounds, in all ten styles: rooms with and without headers in many forms, exits and doors in prose
and in lists, doors in every state, the coin wherever it lies, absence and negation, refusals in
any wording, histories whose visited, initial, refused and all_visited facts depend on the walk, and
goals of other tasks, in the settings, systems, voices and words the earlier rounds used least (a
picture palace, a stud farm, a Roman fort on the Wall, the Navy Office told by a Pepys-like
diarist, a gunpowder works in TextWorld's manner, the back of a house in TextWorldExpress's, a fish
cannery in a screenplay's scene headings, a sewage pumping station in a HyperCard-like stack, an
Antarctic base on the radio; home computers, terminals and MUD families the README never named;
voices such as an air traffic controller, a drill sergeant, a radio DJ and a horse race caller).
Each source module ``bench/reading/items51_<style>.py`` holds one style's items as ``ITEMS``,
written with :func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the room
in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and the
person's actions are never typed by hand).

``python -m bench.reading.author51`` writes ``dev51.jsonl`` and ``heldout51.jsonl`` (the first
round(0.5 n) of each style to dev51); an observation text that repeats one of rounds 1 to 50 is
refused (``earlier=parts_before(51)``). A fifty-second round was written at the same time by another
author in another checkout, where this round did not exist (and which did not exist in this one's),
as the forty-ninth and fiftieth were; the fifty-second's files were checked against this one's at
the merge (``python -m bench.reading.author52``, ``earlier=parts_before(52)``): no repeat.
"""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270805
"""The fifty-first round's split seed."""

ROUND = Round(
    number=51,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(51),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
