"""How a sentence is written out before the statistical parser reads it (docs/converter.md, "The
reader"): a sentence in capitals in sentence case, the one the parser was trained on, and a
point's "'s" before a door's state, or a place's before a point, as "is". Nothing here reads
words' classes."""

from __future__ import annotations

import re

_POINT_IS = re.compile(
    r"\b(north|south|east|west)['’]s(?=[ \t]+(?:shut|open|closed|locked|ajar|bolted|barred)\b)",
    re.I,
)
"""A point's "'s" before a door's state: "is" ("the door to the north's shut"), no possessive."""
_IS_POINT = re.compile(
    r"(?<=[a-z])['’]s(?=[ \t]+(?:north|south|east|west|up|down)(?:-?(?:east|west))?"
    r"(?:[ \t]*[,.;!]|[ \t]+and\b|[ \t]*$))",
    re.I,
)
"""A place's "'s" before a point that ends its clause: "is" ("The cloakroom's north, and the
bar's east."), no possessive ("the castle's north tower" stays)."""


_STATE_CAPS = re.compile(
    r"(?<=, )(?:SHUT|OPEN|CLOSED|LOCKED|UNLOCKED|AJAR|BOLTED|BARRED)(?=[ \t]*(?:[(\[;.]|$))"
)
"""A door's state in capitals ending an entry among words in lower case ("door to the magazine,
LOCKED (the manager has the key)"): the parser tags it a name unless written in lower case (not
a word written up: "the word OPEN across the door")."""


def written_out(sentence: str) -> str:
    """A sentence written in capitals ("THERE IS A GOLD DOUBLOON HERE.", as the oldest games
    print) in sentence case, which the statistical parser was trained on; others as they are
    (a point's "'s" before a door's state written out: "the door to the north is shut"; a
    door's state in capitals in lower case: "door to the magazine, LOCKED")."""
    if "'" in sentence or "’" in sentence:
        sentence = _IS_POINT.sub(" is", _POINT_IS.sub(r"\1 is", sentence))
    letters = [c for c in sentence if c.isalpha()]
    if len(letters) < 4 or any(c.islower() for c in letters):
        return _STATE_CAPS.sub(lambda m: m[0].lower(), sentence)
    low = sentence.lower()
    start = next((i for i, c in enumerate(low) if c.isalpha()), 0)
    return low[:start] + low[start:].capitalize()[:1] + low[start + 1 :]
