"""A text's sentences (docs/converter.md, "The reader"): split at sentence ends and line
breaks, a quotation on one line kept whole, a line a MUD's width cut (or a line of verse)
joined to the next. Plain string work, before any parse."""

from __future__ import annotations

import re

# Sentence ends: . ! ? ; followed by blanks, or line breaks (a run of punctuation stays whole).
_SENTENCE_END = re.compile(
    r"(?<=[.!?;])[ \t]+|(?<=[.!?]['’\"”])[ \t]+|\n+|(?<![ \t])(?:[ \t]{41,}+|[ \t]{4,40}+(?!\())"
)
"""(and at a run of four blanks or more: columns, as a status line's "Score: 0/1"; not before a
note in brackets, forty blanks or fewer, which is of the column before it: "east : Scullery
(door open)")"""
_NOTE_GAP = re.compile(r"(?<![ \t])[ \t]{2,40}+(?=\()")
"""The blanks a column's note in brackets is set off by ("Coal House    (open)"): one."""
_WRAP = 40
"""The shortest line a game's width may have cut inside a sentence (MUDs wrap at 70 to 80)."""
_GOES_ON = frozenset(
    {"is", "are", "was", "were", "and", "but", "or", "nor", "to", "of", "as", "than", "that"}
    | {"which", "who", "whose", "where", "while"}
)
"""Words a line of verse or a short cut line goes on with ("The window's shade\nis drawn on
the south"): a sentence cut there, however short its first line."""


def sentences(text: str) -> list[str]:
    """The sentences of ``text``: split at ``.``, ``!``, ``?``, ``;`` before blanks and at line
    breaks, but not inside a quotation on one line (what someone says is one sentence: "Brannoc
    says, 'anyone seen him? he went west'"); blank ones dropped. Linear in the text: each part
    is counted once, and a quotation left open ends with its line."""
    out: list[list[str]] = []  # each sentence's parts
    wrapped = cut = False  # the last line was cut by the game's width (or short, mid-phrase)
    for line in text.split("\n"):
        open_quotes = 0  # quotations the line has opened and not closed so far
        for k, part in enumerate(_SENTENCE_END.split(line)):
            part = _NOTE_GAP.sub(" ", part.strip())
            if not part:
                continue
            if (
                open_quotes > 0
                and out
                or k == 0
                and part[0].islower()
                and (wrapped or cut and part.split(maxsplit=1)[0] in _GOES_ON)
            ):
                out[-1].append(part)  # (a MUD's line wrapped: "... cold to the\nsouth.")
            else:
                out.append([part])
            if "'" in part or "‘" in part or '"' in part or "“" in part or "”" in part:
                opened = len(_OPENING.findall(part)) - len(_CLOSING.findall(part))
                open_quotes = max(open_quotes + opened, 0)
        end = line.rstrip()
        cut = bool(end) and (end[-1].isalpha() or end[-1] == ",") and bool(out)
        wrapped = cut and len(end) >= _WRAP
        cut = cut and len(out[-1][-1].split()) >= 2  # (a phrase, not a list's one word)
    return [" ".join(parts) for parts in out]


_OPENING = re.compile(r"(?:^|(?<=[\s(\[,:;—–-]))['‘\"“](?=\w)")
_CLOSING = re.compile(r"(?<=[\w.,!?;:…—–-])['’\"”](?=$|[\s.,!?;:)\]—–-])")
