"""Labels, codes and quotation marks around a text's words (docs/converter.md, "The reader"): a
speaker's or a caption's label in capitals before a sentence ("CAPTION: You're in the lantern
workshop."), dropped so the sentence reads as written; a text that is one quotation from end to
end, the game's own voice; a MUD Sound Protocol trigger a client left raw ("!!SOUND(surf.wav
V=60)"), which says nothing; and the lines that say how a text came (an echoed command, a shell's
command line, an HTTP response's head)."""

from __future__ import annotations

import re

from converter.wordclasses import WordClasses

_SPEAKER = re.compile(
    r"^([ \t]*)([QA]|[A-Z][A-Z'.-]{1,15}(?:[ \t]+[A-Z][A-Z'.-]{1,15}){0,2})[ \t]*:[ \t]+"
    r"(?=[\"'“‘]?[A-Z][^\n]*[a-z])",
    re.M,
)
"""A speaker's or a caption's label in capitals before a sentence ("CAPTION: You're in the
lantern workshop.", "CHORUS: Behold, stranger: you stand in the courtyard!", a sheet's "Q:" and
"A:"): the words that follow are the text (the label is dropped unless it names a thing the
reader reads: "EXITS:", "ROOM:", "GOLD:")."""
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


_ECHO = re.compile(r"^[ \t]*>[ \t]*(?![^\n]{0,80}\(\d{1,3}/\d{1,3}\))[A-Za-z][^\n]{0,80}$", re.M)
"""An echoed command line: ``>GO EAST`` (TextWorld's status line starts ``>  -=`` and is split
off before); not a task counted ("> Find the lost coin (0/1)": an objective's)."""
_TOOL_NAME = re.compile(r"^[a-z]{2,12}:[ \t]+(?=[^:\n]{1,40}:[ \t]+\S)", re.M)
"""A shell tool's name before its message ("go: north: no such exit", "take: coin: taken")."""
_PROTOCOL = re.compile(
    r"^(?:\$[ \t]+[^\n]{1,200}|HTTP/\d(?:\.\d)?[ \t]+\d{3}\b[^\n]{0,80}"
    r"(?:\n[A-Za-z][A-Za-z0-9-]{0,40}:[^\n]{0,200}){0,20})$",
    re.M,
)
"""A shell's command line ("$ curl -i localhost:8000/go/east") and an HTTP response's head
(its status line and its header fields): how the text came, not the game's words."""


def unechoed(text: str) -> str:
    """``text`` without the lines that say how it came: a command the game echoes (">GO EAST":
    the player's, not the room's), a shell's command line, a tool's name before its message
    ("go: north: no such exit") and an HTTP response's head (a web game played from a shell)."""
    if ">" in text:
        text = _ECHO.sub("", text)
    if "$" in text or "HTTP/" in text:
        text = _TOOL_NAME.sub("", _PROTOCOL.sub("", text))
    return text


_STAMP = re.compile(
    r"^[ \t]*\[?(?:\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?)\]?"
    r"[ \t]+(?=\S)"
)
"""A log line's time stamp ("2027-07-22 09:50:14 LOC   Mine Office", "[09:50] ...")."""
_RECORD = re.compile(r"^([A-Z]{2,10})[ \t]{2,}(?=\S)")
"""A log record's kind in capitals, set off by blanks ("LOC   Mine Office"): its label."""
_ECHOED = frozenset({"CMD", "COMMAND", "INPUT", "IN", "SENT"})
"""The kinds of a log's records that echo the player's command ("CMD   OPEN DOOR WEST")."""


def unstamped(text: str) -> str:
    """``text`` without the time stamps its lines carry, where two or more and half the lines or
    more carry one (a game's log: "2027-07-22 09:50:14 EXIT  east   stamp mill, OPEN"), each
    record's kind a label ("EXIT: east   stamp mill, OPEN"), the commands echoed dropped."""
    lines = text.split("\n")
    stamped = sum(_STAMP.match(line) is not None for line in lines)
    if stamped < 2 or 2 * stamped < sum(1 for x in lines if x.strip()):
        return text
    out = []
    for line in lines:
        bare = _STAMP.sub("", line, count=1)
        if bare != line and (m := _RECORD.match(bare)) is not None:  # (a stamped line's)
            if m[1] in _ECHOED:
                continue
            bare = _RECORD.sub(r"\1: ", bare, count=1)
        out.append(bare)
    return "\n".join(out)


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


def unquoted(text: str, classes: WordClasses) -> str:
    """``text`` without the quotation marks where, under a title line (no sentence: not "You
    key your radio.", the player's own words after it) or none, the whole text is quoted
    speech (a narrator who speaks the room: "\"Right, new kid. You're in the kitchen now.
    Walk-in's north.\""), its quotations parted only by who says them ("'The hall is south,'
    he says, pointing, 'and the little door east is open.'"): the game's own voice, read as
    any room is."""
    announced = _ANNOUNCED.search(text)
    if announced is not None:  # '... "Announcing," he says, "you, in the Blue Drawing Room.
        return _DOUBLE.sub("", text)  # The library door, to the north, is open."': the room
    if _GESTURE_QUOTE.search(text):  # 'Hodges inclines his head. "The morning room is ..."'
        text = _GESTURE_QUOTE.sub(lambda m: _gesture_spoken(m, classes), text)
    title, _, body = text.strip().partition("\n")
    called = _CALLED.match(title.rstrip())  # "The Library, madam.": the room's name
    if title[:1] in _QUOTES or not body or title.rstrip()[-1:] in ".!?" and not called:
        title, body = "", text.strip()
    title = called[1] if called else title
    close = _QUOTES.get(body[:1])
    if close is None or len(body) < 3 or body[-1] != close:
        return text
    inner = body[1:-1]
    parts = _BETWEEN[close].split(inner) if close in _BETWEEN else [inner]
    if len(parts) == 1:  # one quotation (not '"Stop," she says. "Go back."')
        marks = _APOSTROPHE.sub("", inner) if close == "'" else inner  # ("lordship's")
        one = body[:1] not in marks and (close not in marks or close == "'")
        return (f"{title}\n{inner}" if title else inner) if one else text
    if len(parts) > 7 or not all(_attribution(a, classes) for a in parts[1::2]):
        return text  # (more than who speaks between them)
    spoken = " ".join(  # (a quotation ended where the words between end a sentence: "...,'
        p.strip().rstrip(",") + "." if a.rstrip().endswith(".") else p.strip()  # says the
        for p, a in zip(parts[::2], [*parts[1::2], ""], strict=True)  # babysitter. '...")
    )
    return f"{title}\n{spoken}" if title else spoken


_ANNOUNCED = re.compile(
    r"[\"“][^\"“”\n]{0,40}?\byou(?:'re| are|,)?[ \t]+(?:now[ \t]+)?(?:stand[ \t]+)?in[ \t]+the\b",
    re.I,
)
"""A quotation that puts the player in a room ('"you, in the Blue Drawing Room"', '"You're in
the den"'): a speaker who announces the room, the game's own voice."""
_DOUBLE = re.compile(r"[\"“”]")
_GESTURE_QUOTE = re.compile(
    r"^([A-Z][^\n\"“”‘’]{2,80}?[.!])[ \t]+([\"“‘'])([A-Z][^\n\"“”‘]{2,600}?[.!?])([\"”’'])[ \t]*$",
    re.M,
)
"""A line of one short sentence of narration and then a quotation to its end ("Hodges inclines
his head. 'The morning room is to the west, madam; the doors stand open.'"): a guide who speaks
the room, the game's own voice."""
_APOSTROPHE = re.compile(r"(?<=[A-Za-z])'(?=[A-Za-z])")
"""An apostrophe inside a word ("lordship's", "don't"), not a quotation mark."""
_CALLED = re.compile(
    r"^((?:The )?[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}), (?:madam|sir|miss|my lady|my lord)\.$"
)
"""A title line that names the room and calls the player ("The Library, madam."): a servant's
way of showing a room, the title still."""
_BETWEEN = {
    close: re.compile(
        rf"(?<=[\w.,!?;:]){re.escape(close)}[ \t]+([^\n\"“”‘’]{{1,60}}?)[ \t]+{re.escape(o)}(?=\w)"
    )
    for o, close in _QUOTES.items()
}
"""Two quotations and the words between them ("...through there,' he says, pointing, 'and
..."), by the closing mark."""


_SPEAKER_SELF = re.compile(r"\b(?:I|I'm|I've|I'll|I'd|me|my|mine|we|we're|our|us)\b")
"""Words a speaker says of herself or her own."""


def _gesture_spoken(m: re.Match, classes: WordClasses) -> str:
    """The line of ``m`` without its quotation marks where the narration before the quotation
    names nothing the reader reads (a gesture: "Hodges inclines his head.", not "The guard
    points north.") and the quotation holds no other (its apostrophes aside): else as it is."""
    narration, opening, inner, closing = m.group(1, 2, 3, 4)
    if _QUOTES[opening] != closing and not (opening == "‘" and closing == "’"):
        return m.group(0)
    marks = _APOSTROPHE.sub("", inner)
    if opening in marks or closing in marks or "'" in marks or _SPEAKER_SELF.search(inner):
        return m.group(0)  # (what the speaker says of herself: "I dropped my lucky penny")
    if not any(classes.direction(w) or classes.is_a(w, "money") for w in classes.words_of(inner)):
        return m.group(0)  # (no way nor coin named: an order, "Muck out all three stalls")
    words = narration.lower().replace(",", " ").rstrip(".!").split()
    if len(words) > 10 or any(
        any(classes.is_a(w, k) for k in ("direction", "way", "door", "money", "room"))
        for w in words
    ):  # (its words' first senses: "his head" is no ship's room)
        return m.group(0)
    return f"{narration} {inner}"


def _attribution(words: str, classes: WordClasses) -> bool:
    """Whether the words between two quotations only say who speaks ("he says, pointing,"):
    a few words, one a verb of saying (WordNet's), ending in a comma (or a full stop: "says the
    babysitter.")."""
    tokens = [w.lower() for w in words.replace(",", " ").replace(".", " ").split()]
    return (
        words.rstrip().endswith((",", "."))
        and len(tokens) <= 5
        and any(classes.is_a(stem, "saying") for w in tokens for stem in _stems(w))
    )


def _stems(word: str) -> set[str]:
    """The verbs an inflected form may be of ("says", "added", "replied", "said")."""
    stems = {word, word[:-1], word[:-2]}
    if word.endswith("ied") or word.endswith("aid"):
        stems.add(word[: -3 if word.endswith("ied") else -2] + "y")
    return stems


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
