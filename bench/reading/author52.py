"""The reading set's fifty-second round (bench/reading/README.md, "The fifty-second round"): items
written by a fifty-second author, blind to the reader, with the mechanism of the earlier rounds
(:mod:`bench.reading.rounds`); its emphasis is the game's replies and the history, in every style
(the engine styles keeping their manners): walks whose facts depend on what the game answered
(refusals in many wordings, doors opened, unlocked but still shut, shut again, coins taken and gone,
a look and a wait that keep the room), rooms entered again and told in fewer words, narrators and
characters who speak the room or the reply, and replies that name no room; on a linen mill, a flying
club's aerodrome, a White Sea salt works, a sleeping-car train told by its conductor, TextWorld's
and TextWorldExpress's own houses, a glass works with a robot companion, a coaching inn told in one
line on a return and a Cold War bunker spoken over the intercom. Each source module
``bench/reading/items52_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K` (and :class:`bench.reading.author4.Both` for a refusal and the room
in one text); the gold is derived by :func:`bench.reading.author4.derive4` (the map facts and the
person's actions are never typed by hand).

``python -m bench.reading.author52`` writes ``dev52.jsonl`` and ``heldout52.jsonl`` (the first
round(0.5 n) of each style to dev52); an observation text that repeats one of rounds 1 to 50 is
refused (written against ``parts_before(51)``). A fifty-first round was written at the same time
by another author in another checkout, where this round did not exist (and which did not exist in
this one's), as the forty-ninth and fiftieth were; this round's files were checked against the
fifty-first's at the merge (``earlier=parts_before(52)``): no repeat."""

from __future__ import annotations

from bench.reading.author4 import derive4
from bench.reading.rounds import Round, parts_before

SEED = 20270812
"""The fifty-second round's split seed."""

ROUND = Round(
    number=52,
    seed=SEED,
    dev_share=0.5,
    earlier=parts_before(52),
    derive=derive4,
)

if __name__ == "__main__":
    ROUND.main()
