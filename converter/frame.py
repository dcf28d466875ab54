"""TextWorld's frame around a room, and room names kept bounded (docs/converter.md, "The
reader"): the ``-= Name =-`` header line, whose last occurrence names the room (everything
before it, the banner and the objective, is no room), and the status line ``>  -= Name
=-score/moves`` a client appends after the text; the lines that head a message or a document's
part, never a room's title (:data:`NO_TITLE`), and the lines over a game's goals or stating one
(:data:`GOALS_HEADING`, :data:`GOAL_LINE`). Linear in the text's length."""

from __future__ import annotations

import hashlib
import re

MAX_ROOM_CHARS = 128
"""Longest room name kept as it is (longer: cut and suffixed with a digest, :func:`room_name`)."""

_BLANKS = " \t"
_ASCII_DIGITS = "0123456789"
NO_TITLE = re.compile(
    r"(?:(?:re|fwd?|subject|from|to|cc|attn|sent|date)[ \t]*:|post(?:ed)?[ \t]+by\b"
    r"|(?:walkthrough|introduction|prologue|epilogue|contents|solution)\b"
    r"|(?:chapter|part|step|section|page|act|scene|turn|round|day|episode)[ \t]+"
    r"(?:\d+|[ivxlc]+|one|two|three|four|five"
    r"|six|seven|eight|nine|ten)\b"
    r"|(?:new[ \t]+)?(?:quest|task|objective|goal|mission)s?[ \t]+(?:updated|complete|completed"
    r"|added|failed|received|accepted|started)\W*$)",
    re.I,
)
"""A line that heads a message or a document's part, never a room ("Re: [IC] Ashes - Chapter
4", "Post by GM_Wren >> Tue", "WALKTHROUGH, PART 2", "Chapter Four: In Which ...", a game's
notice "OBJECTIVE UPDATED", a turn's number "TURN 19 RESULTS")."""
_HEADER_CANDIDATE = re.compile(r"^[ \t]*-=[^\n]*", re.M)


def digest(text: str, size: int = 16) -> bytes:
    """A ``size``-byte digest of a text (cache keys, anonymous rooms' identities)."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=size).digest()


def room_name(name: str) -> str:
    """``name`` itself, or, past :data:`MAX_ROOM_CHARS`, its start and a digest of the whole."""
    if len(name) <= MAX_ROOM_CHARS:
        return name
    return name[: MAX_ROOM_CHARS - 33] + "…" + digest(name).hex()


def _framed_name(line: str) -> str | None:
    """``Name`` of a line that is exactly ``-= Name =-``, "" for ``-==-``, else None."""
    line = line.strip(_BLANKS)
    if len(line) < 4 or not line.startswith("-=") or not line.endswith("=-"):
        return None
    return room_name(line[2:-2].strip(_BLANKS))


def _rstrip_digits(text: str) -> str:
    text = text.rstrip(_ASCII_DIGITS)
    end = len(text)
    while end and text[end - 1].isdecimal():
        end -= 1
    return text[:end]


def _status_name(line: str) -> str | None:
    rest = line[1:].lstrip(_BLANKS)
    if not rest.startswith("-="):
        return None
    tail = _rstrip_digits(rest.rstrip(_BLANKS))
    if tail.endswith("/"):
        tail = _rstrip_digits(tail[:-1])
    return _framed_name(tail)


def split_status(text: str) -> tuple[str, str | None]:
    """(the text before TextWorld's status line ``>  -= Name =-score/moves``, the room it names);
    (text, None) without one. Linear in the text's length."""
    end = len(text)
    while True:
        start = text.rfind("\n>", 0, end) + 1
        if start == 0 and not text.startswith(">"):
            return text, None
        stop = text.find("\n", start)
        name = _status_name(text[start : stop if stop >= 0 else len(text)])
        if name is not None:
            return text[:start], name or None
        if start == 0:
            return text, None
        end = start


def find_header(text: str) -> tuple[str | None, int] | None:
    """(room name or None when empty, end of its line) of the last ``-= Name =-`` line, or
    None. Everything before it (TextWorld's banner and objective) is not the room."""
    found = None
    for line in _HEADER_CANDIDATE.finditer(text):
        name = _framed_name(line.group())
        if name is not None:
            found = (name or None, line.end())
    return found


GOALS_HEADING = re.compile(
    r"^\W*(?:(?:current|active|open|your|my|today's)\s+)?(?:(?:quest|task|objective|goal|mission"
    r"|chore|errand)(?:s|\s+(?:log|list|journal|book))|to[ -]?do(?:\s+list)?)\W*$",
    re.I,
)
"""A heading over the game's goals ("QUEST LOG", "Objectives", "TO DO"): its lines, to the next
blank line, state the goal; the title under them may name the room."""
GOAL_LINE = re.compile(
    r"^[\[(]\s*(?:(?:new|current|active|main|side)\s+)?(?:quest|task|objective|goal|mission)"
    r"(?:\s+(?:added|started|begun|updated|accepted|received|unlocked))?\s*:[ \t]*"
    r"[^\[\]()\s][^\[\]()]{0,199}[\])]$",
    re.I,
)
"""A game's notice of a goal in brackets over the room ("[Quest added: The Lost Hymn Book]",
"(Objective: find the ledger)"): read for the goal, never the room's title."""
