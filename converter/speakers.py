"""Labels, codes and quotation marks around a text's words (docs/converter.md, "The reader"): a
speaker's or a caption's label in capitals before a sentence ("CAPTION: You're in the lantern
workshop."), dropped so the sentence reads as written; a text that is one quotation from end to
end, the game's own voice; and a MUD Sound Protocol trigger a client left raw ("!!SOUND(surf.wav
V=60)"), which says nothing."""

from __future__ import annotations

import re

from converter.wordclasses import WordClasses

_SPEAKER = re.compile(
    r"^([ \t]*)([A-Z][A-Z'.-]{1,15}(?:[ \t]+[A-Z][A-Z'.-]{1,15}){0,2})[ \t]*:[ \t]+"
    r"(?=[\"'“‘]?[A-Z][^\n]*[a-z])",
    re.M,
)
"""A speaker's or a caption's label in capitals before a sentence ("CAPTION: You're in the
lantern workshop.", "CHORUS: Behold, stranger: you stand in the courtyard!"): the words that
follow are the text (the label is dropped unless it names a thing the reader reads: "EXITS:",
"ROOM:", "GOLD:")."""
_LIST_LABELS = frozenset(
    {"exits", "exit", "room", "location", "loc", "items", "contents", "objects", "goal", "quest"}
    | {"task", "objective", "score", "moves", "inventory", "here", "ways", "you", "obvious"}
)
"""Label words that say what the line lists, kept with it."""
_CLIENT_CODE = re.compile(r"^!!(?:SOUND|MUSIC)\([^()\n]{0,200}\)$", re.I)
"""A MUD Sound Protocol trigger a client left raw ("!!SOUND(surf.wav V=60)"): no text."""


_TAG = re.compile(r"^[ \t]*\[([A-Za-z][\w -]{0,15})\][ \t]+(?=\S)")
"""A line's source tag in brackets ("[GAME] == The Lot ==", "[CHAT] moth_queen: spooky")."""
_QUOTES = {'"': '"', "“": "”", "'": "'", "‘": "’"}
"""Quotation marks, opening to closing."""


def tagged(text: str) -> str:
    """``text`` as the game wrote it where its lines carry source tags ("[GAME] ...", "[CHAT]
    ...", "[BOT] ...": a stream's overlay): the lines of the tag most lines carry, without it;
    the other tags' lines (a chat, a bot) dropped. Unchanged where no tag is on two lines or
    more, or on half the lines or more."""
    lines = text.split("\n")
    tags = [m.group(1).upper() if (m := _TAG.match(line)) else None for line in lines]
    named = [t for t in tags if t is not None]
    if not named:
        return text
    main = max(set(named), key=named.count)
    if named.count(main) < 2 or 2 * named.count(main) < sum(1 for x in lines if x.strip()):
        return text
    kept = [
        _TAG.sub("", line, count=1) if tag == main else line
        for line, tag in zip(lines, tags, strict=True)
        if tag is None or tag == main
    ]
    return "\n".join(kept)


def unquoted(text: str) -> str:
    """``text`` without the quotation marks around it where the whole text is one quotation
    (a narrator who speaks the room: "\"Right, new kid. You're in the kitchen now. Walk-in's
    north.\""): the game's own voice, read as any room is."""
    body = text.strip()
    close = _QUOTES.get(body[:1])
    if close is None or len(body) < 3 or body[-1] != close:
        return text
    inner = body[1:-1]
    if body[:1] in inner or close in inner and close != "'":
        return text  # more than one quotation ('"Stop," she says. "Go back."')
    return inner


def unlabelled(text: str, classes: WordClasses) -> str:
    """``text`` with each speaker's label dropped before its sentence, unless a word of the label
    is one the reader reads (a way, a room, a door, a coin, a direction) or says what the line
    lists ("EXITS:", "ROOM:")."""

    def drop(m: re.Match) -> str:
        words = m.group(2).lower().replace(".", " ").split()
        kept = any(
            w in _LIST_LABELS
            or any(classes.may_be(w, k) for k in ("direction", "way", "room", "door", "money"))
            for w in words
        )
        return m.group(0) if kept else m.group(1)

    return _SPEAKER.sub(drop, text)


def client_code(line: str) -> bool:
    """Whether a line is a client's sound trigger ("!!SOUND(surf.wav V=60)")."""
    return _CLIENT_CODE.match(line) is not None
