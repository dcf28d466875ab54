"""What a program leaves in the text it prints, made plain before a text is laid out
(docs/converter.md, "The reader"): a client's markup tags left raw (MXP's ``<RName>Bus
Station</RName>``), a web client's HTML, a log's time stamps and a chat's speakers before each
line, a chat bot's markdown, pictographs and arrows for the compass points, the lists and
dictionaries of a game written in Python, printed as Python prints them (``Exits: ['north',
'west']``, ``Items: []``, ``exits = {'south': 'Tunnel'}``), and a game's state printed as
records (JSON, Python dictionaries, JavaScript objects, Python dataclasses, Lua tables, XML
elements, a CSV table). Linear in the text's length; nothing here reads words (a record's true
values become "yes", the one word it writes)."""

from __future__ import annotations

import ast
import html
import json
import re

_CLOSING = re.compile(r"</([A-Za-z][\w-]{0,20})>")
"""A closing tag: the names a text closes are its markup (a prompt ``<12hp 5m>`` closes none)."""

_QUOTED = r"""(?:'[^'\n]{0,60}'|"[^"\n]{0,60}")"""
_LABEL = r"^([^\S\n]*[A-Za-z][\w ]{0,30}:[^\S\n]*)"
_GAP = r"[^\S\n]*"
_LIST = re.compile(rf"{_LABEL}\[((?:{_QUOTED}(?:,{_GAP})?)*)\]{_GAP}$", re.M)
"""A labelled Python list of strings on a line of its own ("Exits: ['north', 'west']")."""
_DICT = re.compile(rf"{_LABEL}\{{((?:{_QUOTED}:{_GAP}{_QUOTED}(?:,{_GAP})?)*)\}}{_GAP}$", re.M)
"""A labelled Python dictionary of strings ("Exits: {'north': 'Kitchen', 'east': 'Yard'}")."""
_STRING = re.compile(_QUOTED)


_BLOCKS = frozenset(
    {"p", "div", "br", "li", "ul", "ol", "tr", "table", "pre", "blockquote", "section", "article"}
    | {f"h{n}" for n in range(1, 7)}
)
"""HTML's elements that set their text on a line of its own (a heading, a paragraph, an item)."""


_ELEMENT = re.compile(
    r'<([A-Za-z][\w-]{0,20})((?:[ \t]+[A-Za-z][\w-]{0,20}="[^"<>\n]{0,80}"){1,8})[ \t]*/?>'
)
"""An element with attributes ('<room name="Roof Walk">', '<exit dir="east" door="closed"/>')."""
_ATTRIBUTE = re.compile(r'([A-Za-z][\w-]{0,20})="([^"]*)"')
_INLINE = frozenset({"a", "b", "i", "u", "em", "strong", "span", "img", "font", "small", "code"})
"""HTML's elements inside a line (a link, emphasis): a web page's, no game state."""


def _elements(text: str) -> str:
    """A game's state printed as XML, each element with attributes a labelled line ('<exit
    dir="east" door="closed"/>' -> "Exit: east (door closed)"; '<room name="Roof Walk">' ->
    "Room: Roof Walk"): the values of its first attribute, the others as notes, numbers left
    out; a web page's elements (HTML's names) are left to :func:`strip_tags`."""
    names = {m[1].lower() for m in _ELEMENT.finditer(text)}
    if not names or names & (_BLOCKS | _INLINE):
        return text

    def line(m: re.Match) -> str:
        values = [(k, v) for k, v in _ATTRIBUTE.findall(m[2]) if v and not v.isdigit()]
        if not values:
            return f"\n{_words(m[1]).capitalize()}\n"
        notes = ", ".join(f"{_words(k)} {_words(v)}" for k, v in values[1:])
        said = _words(values[0][1]) + (f" ({notes})" if notes else "")
        return f"\n{_words(m[1]).capitalize()}: {said}\n"

    return _ELEMENT.sub(line, text)


_OVERLONG_REFERENCE = re.compile(r"&#(?:[xX][0-9a-fA-F]{7,}|[0-9]{8,});?")
"""A numeric character reference past any character (html.unescape turns a 4,300-digit one into
a ValueError): dropped."""


def strip_tags(text: str) -> str:
    """The text without the markup tags it closes (``<RName>Hall</RName>`` -> ``Hall``); a web
    page's blocks (``<h3>Hall</h3><p>...</p>``, ``<br>``) each on a line of its own, its
    entities (``&amp;``) as the characters they stand for."""
    names = {m.group(1).lower() for m in _CLOSING.finditer(text)}
    if not names:
        return text
    web = bool(names & _BLOCKS)
    names |= {"br"} if web else set()
    tag = re.compile(
        r"</?(" + "|".join(map(re.escape, sorted(names))) + r")(?:\s[^<>\n]{0,80})?/?>", re.I
    )
    text = tag.sub(lambda m: "\n" if web and m[1].lower() in _BLOCKS else "", text)
    return html.unescape(_OVERLONG_REFERENCE.sub("", text)) if web else text


def plain(text: str) -> str:
    """The text with its markup tags, a chat's markdown and pictographs, printed records and
    printed lists made plain."""
    if '="' in text and "<" in text:  # a game's state as XML ('<exit dir="east" door="closed"/>')
        text = _elements(text)
    if "</" in text:  # a client's markup left raw ("<RName>Bus Station</RName>")
        text = strip_tags(text)
    if ":" in text or "<" in text:  # a log's time stamps, a chat's speakers ("<innbot> Hall")
        text = _LINE_PREFIX.sub("", text)
    if not text.isascii():  # arrows for the compass points ("Ways: ⬆️ Egg Room · ➡️ Yard")
        text = _compass_arrows(text)
    if "*" in text or "_" in text or not text.isascii():  # a chat bot's ("**📍 Workshop**",
        text = _PICTOGRAPH.sub("", _EMPHASIS.sub("", text))  # "🚪 **Exits:** south")
    if "," in text:  # a table printed as CSV ("room,exits,items" and a row under it)
        text = _CSV_TABLE.sub(_csv_rows, text)
    if "|" in text and "--" in text:  # a table drawn with bars (markdown's, psql's)
        text = _BAR_TABLE.sub(_bar_rows, text)
    if "=" in text:  # a value printed by its name ("exits = {'north': 'Lamp Room', 'east': None}")
        text = _ASSIGNED.sub(_assigned, text)
    if "/" in text:  # a way printed as a folder ("exits: north/ -> Oar Loft")
        text = _FOLDER.sub(r"\1", text)
    if "..." in text:  # a readout's label and its value ("Debris ..... fluff, 1 x coin")
        text = _DOTTED_LABEL.sub(r"\1: ", text)
    if "|" in text:  # "Doorways: N open | E door CLOSED": each point's state, as its note
        text = _BARRED_LIST.sub(lambda m: m[1] + _POINT_STATE.sub(r"\1\2 (\3)\4", m[2]), text)
    if "STOP" in text:  # a telegram's: "EXITS NORTH PLATFORM STOP EAST BUFFET STOP"
        text = _telegram(text)
    return plain_lists(plain_record(text))


_STOP = re.compile(r"(?<![ \t])[ \t]+STOP\b[ \t]*")
"""A telegram's full stop: the word STOP after a word, in capitals."""
_STOP_LINE = re.compile(r"^([ \t]*[A-Z][A-Z' -]{0,40}?)[ \t]+STOP[ \t]*$", re.M)
"""A line of a few words and one STOP: a heading."""


def _telegram(text: str) -> str:
    """A text written as a telegram (in capitals, its sentences ended by STOP, twice or more,
    or once at its end) with full stops for its STOPs ("KOPEK TAKEN STOP COLD AS ICE STOP" ->
    "KOPEK TAKEN. COLD AS ICE."); any other text as it is ("a sign reads STOP")."""
    letters = [c for c in text if c.isalpha()]
    capitals = sum(c.isupper() for c in letters)
    stops = len(_STOP.findall(text))
    if stops < 2 and not _STOP.search(text.rstrip()[-6:]) or capitals < 0.9 * len(letters):
        return text  # (one STOP, ending the text: "KOPEK TAKEN STOP", a reply)
    if "\n" in text.strip():  # "STATION HALL STOP" alone on a line above others: a room's name
        text = _STOP_LINE.sub(r"\1", text)
    return _STOP.sub(". ", text).replace(". \n", ".\n")


_DOTTED_LABEL = re.compile(r"^([ \t]*[A-Za-z]{3,20})[ \t]+\.{3,}[ \t]*(?=\S)", re.M)
"""A one-word label, a dot leader, then its value: a readout's line ("Battery .... 94%"); an
exit's entry ("West .... Library") is the exit lists' to read (its value, where it leads)."""
_BARRED_LIST = re.compile(r"^([^:|\n]{1,30}:)([^\n]{1,400}\|[^\n]{0,400})$", re.M)
"""A labelled line of entries parted by bars."""
_POINT_STATE = re.compile(
    r"(^|\|)([ \t]*(?:north|south|east|west|up|down|[nsewud]|[ns][ew])(?:-?(?:east|west))?)"
    r"[ \t]+([A-Za-z][A-Za-z' ]{0,40}?)([ \t]*)(?=\||$)",
    re.I,
)
"""An entry of a compass point and words, no dash nor bracket: the words its note."""


_FOLDER = re.compile(
    r"\b(north|south|east|west|(?:north|south)-?(?:east|west)|up|down|[nsewud]|[ns][ew])/(?=[ \t])",
    re.I,
)
"""A compass point printed as a folder's name, a slash after it and a blank ("south/ -> Office");
not "north/south", a way both ways."""


_ASSIGNED = re.compile(
    r"^[ \t]*([A-Za-z_]\w{0,30})[ \t]*=[ \t]*([\[{][^\n]{0,4000}[\]}])[ \t]*$", re.M
)
"""A line printing a list or a dictionary by its name ("items = []")."""


def _assigned(m: re.Match) -> str:
    value = _literal(m[2], (ast.literal_eval,))
    if isinstance(value, dict) and _whole(value):  # room = { name = "Cold Store", exits = {
        return _labelled(value, _words(m[1]).capitalize()) or m[0]  # ... } }: a record
    if isinstance(value, list | dict):
        return f"{_words(m[1]).capitalize()}: {_plain(value) or 'none'}"
    return m[0]


_POINTS = frozenset({"north", "south", "east", "west", "n", "s", "e", "w"})


def _whole(value: dict) -> bool:
    """Whether a dictionary printed by its name is a whole record (a room's: some of its values
    lists or dictionaries), not one list of ways keyed by their points."""
    return any(isinstance(v, list | dict | set) for v in value.values()) and not any(
        str(k).lower() in _POINTS for k in value
    )


_LOAD_ERRORS = (ValueError, SyntaxError, TypeError, RecursionError, MemoryError)


def _literal(text: str, loads: tuple) -> object | None:
    """The value a printed literal holds, read as it is or with a JavaScript object's unquoted
    keys quoted, by the first of ``loads`` that reads it (bounded by the callers' lengths), or
    None; a run of digits too long for a game's state reads as nothing."""
    if _LONG_NUMBER.search(text):
        return None
    for form in (
        text,
        _JS_KEY.sub(lambda m: f'{m[1]}"{m[2]}":', text),
        _LUA_KEY.sub(lambda m: f'{m[1]}"{m[2]}":', text),
    ):
        for load in loads:
            try:
                return load(form)
            except _LOAD_ERRORS:
                continue
    return None


_EMPHASIS = re.compile(
    r"(?<!\*)\*\*(?!\*)|(?<!_)__(?!_)|(?<![\w*])\*(?=[^\s*])|(?<=[^\s*])\*(?![\w*])"
)
"""Markdown's emphasis marks (``**bold**``, ``__bold__``, ``*italic*``), not a lone star nor a
run of three ("*** The End ***")."""
_CSV_TABLE = re.compile(
    r"^([a-z_]{1,20}(?:,[a-z_]{1,20}){2,9})[ \t]*\n((?:[^,\n]{0,80}(?:,[^,\n]{0,80}){2,9}[ \t]*"
    r"(?:\n|$)){1,5})",
    re.M,
)
"""A table printed as CSV: a header of field names ("room,exits,doors,items"), then rows."""


def _csv_rows(m: re.Match) -> str:
    """Each row of a CSV table as labelled lines ("Exits: north, west"; a field's "a;b" a list,
    "west=closed" a note), where every row has the header's number of fields."""
    names = m[1].split(",")
    rows = [r.split(",") for r in m[2].splitlines() if r.strip()]
    if any(len(r) != len(names) for r in rows):
        return m[0]
    lines = [
        f"{_words(n).capitalize()}: {', '.join(_words(v).replace('=', ' ') for v in f.split(';'))}"
        for r in rows
        for n, f in zip(names, r, strict=True)
        if f.strip()
    ]
    return "\n".join(lines) + "\n"


_CELLS = r"[ \t]*\|?([^|\n]{1,80}(?:\|[^|\n]{0,80}){1,9})\|?[ \t]*"
_RULE = r"[ \t]*[|+]?[ \t]*:?-{3,}:?[ \t]*(?:[|+][ \t]*:?-{3,}:?[ \t]*){1,9}[|+]?[ \t]*"
_BAR_TABLE = re.compile(
    rf"^{_CELLS}\n{_RULE}\n((?:{_CELLS}(?:\n|\Z)){{1,8}})",
    re.M,
)
"""A table drawn with bars: a header of field names, a rule of dashes ("|---|---|",
"------+------"), then rows ("| Hall | north, east |", psql's " Hall | north, east")."""
_FIELD_NAME = re.compile(r"[A-Za-z][A-Za-z _]{0,24}")


def _bar_rows(m: re.Match) -> str:
    """A table's rows as a person reads them, where the header's cells are field names and
    every row has their number of cells: a row led by a compass point as an exit's entry ("N
    -> Canal Path"), any other as labelled lines ("Ways: north (door shut), east")."""
    framed = m[0].lstrip().startswith("|")  # (markdown's bars round each row: not psql's)
    names = [c.strip() for c in _unframed(m[1], framed).split("|")]
    rows = [[c.strip() for c in _unframed(r, framed).split("|")] for r in m[2].splitlines()]
    rows = [r for r in rows if any(r)]
    if not all(_FIELD_NAME.fullmatch(n) for n in names) or any(len(r) != len(names) for r in rows):
        return m[0]
    lines = [
        f"{r[0]} -> {r[1]}"
        + "".join(f" ({n.lower()}: {v})" for n, v in zip(names[2:], r[2:], strict=True) if v)
        if r[0].lower() in _POINTS
        else "\n".join(f"{_words(n).capitalize()}: {v}" for n, v in zip(names, r, strict=True) if v)
        for r in rows
    ]
    return "\n".join(lines) + "\n"


def _unframed(row: str, framed: bool) -> str:
    """A table's row without the bars round it, where the table has them."""
    row = row.strip()
    return row.removeprefix("|").removesuffix("|") if framed else row


_LINE_PREFIX = re.compile(
    r"^[ \t]*(?:\[\d{1,2}:\d\d(?::\d\d)?\]|<[A-Za-z][\w.-]{3,20}>)[ \t]+(?=\S)", re.M
)
"""What a log or a chat puts before each line: a time stamp ("[21:04:12] "), the speaker's
name ("<innbot> ", four characters or more); never a prompt ("<12hp 5m>", blanks inside) nor an
exit's key ("<N> Great Hall")."""
_ARROWS = {"\u2b06": "north", "\u27a1": "east", "\u2b07": "south", "\u2b05": "west"} | {
    "\u2191": "north",
    "\u2192": "east",
    "\u2193": "south",
    "\u2190": "west",
}
_ARROWED = re.compile(
    "([\u2b06\u27a1\u2b07\u2b05\u2191\u2192\u2193\u2190])\ufe0f?[ \t]*"
    "(?:(north|east|south|west)\\b|[NESW][ \t]+(?=[A-Za-z])|(?=[A-Za-z]))",
    re.I,
)
"""An arrow (a pictograph or a plain one) before a compass point ("[⬅️ West]": the arrow goes)
or before a place, its point's letter between them or not ("⬆️ Egg Room", "↓ S  Gate": that
way, "north -> Egg Room", where the line lists two ways or more, or is one of a column of such
lines)."""


def _compass_arrows(text: str) -> str:
    """Each arrow pictograph as its compass point: dropped before the point's word ("[⬅️
    West]"); before a place's name ("⬆️ Egg Room") as "north -> ", where its line lists two ways
    or more or follows a label ("Ways: ⬅️ Yard"; a lone arrow in a sentence is left to go with
    the pictographs)."""
    lines = text.split("\n")
    led = [line.lstrip()[:1] in _ARROWS for line in lines]  # a line an arrow opens
    marks = {line.lstrip()[:1] for line, arrow in zip(lines, led, strict=True) if arrow}
    if len(marks) == 1 and sum(led) >= 2:  # every line led by the one arrow: bullets ("→ Go
        led = [False] * len(lines)  # south", "→ Go west": a choice's links), no compass
    for k, line in enumerate(lines):
        if any(a in line for a in _ARROWS):
            first = min(i for i in (line.find(a) for a in _ARROWS) if i >= 0)
            many = (
                sum(line.count(a) for a in _ARROWS) >= 2
                or ":" in line[:first]  # "Ways: ⬅️ Yard": a list's one way
                or led[k]
                and any(led[j] for j in (k - 1, k + 1) if 0 <= j < len(lines))  # a column
            )
            lines[k] = _ARROWED.sub(
                lambda m, many=many: m[2] or (f"{_ARROWS[m[1]]} -> " if many else m[0]), line
            )
    return "\n".join(lines)


_PICTOGRAPH = re.compile(
    "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0e\ufe0f\u200d][ \t]?"
)
"""Pictographs (emoji) and their joiners and selectors, with the blank after one."""


MAX_RECORD_CHARS = 4096
"""Longest text read as one printed record (a JSON object or a Python dictionary)."""


def plain_record(text: str) -> str:
    """A game's state printed as records, each as labelled lines: a JSON object, a Python
    dictionary, a JavaScript object (``{ room: 'Hub', exits: [ 'north' ] }``), a Perl variable
    dumped (``$VAR1 = { 'room' => 'Hub' };``) or a Python dataclass (``Room(name='Hub',
    exits={'north': 'Galley'})``), each starting a line, on one line or several (``{"room":
    "Kitchen", "exits": ["north"]}`` -> ``Room: Kitchen`` and ``Exits: north``); what is
    false, empty or none is left out (``"coin_present": false`` states no coin); the other
    lines as they are."""
    if "{" not in text and "(" not in text:
        return text
    out, k = [], 0
    for start, end in _records(text):
        lines = _record_lines(text[start:end])
        if text.startswith("$", start) and text.startswith(";", end):
            end += 1  # ("$VAR1 = { ... };": the statement's end)
        if lines is not None:
            out += [text[k:start], lines]
            k = end
    return "".join(out) + text[k:] if out else text


def _records(text: str) -> list[tuple[int, int]]:
    """(start, end) of each bracketed block that opens a line ("{ ... }", "Room( ... )"),
    brackets counted outside quotes; one pass over the text."""
    blocks, depth, start, quote = [], 0, -1, ""
    line_begin, line_start = 0, True  # where the line begins; nothing but blanks on it yet
    for k, ch in enumerate(text):
        if quote:
            quote = "" if ch in (quote, "\n") else quote
        elif ch in "'\"" and depth:
            quote = ch
        elif ch in "{(" and depth:
            depth += 1
        elif ch == "{" and line_start:
            start, depth = k, 1
        elif ch == "{" and not line_start and k - line_begin <= 40:
            if _VARIABLE.fullmatch(text, line_begin, k + 1):  # Perl's "$VAR1 = {"
                start, depth = line_begin, 1
        elif ch == "(" and not line_start and k - line_begin <= 32:
            if _OPENER.fullmatch(text, line_begin, k + 1):  # "Room(" opening the line
                start, depth = line_begin, 1
        elif ch in "})" and depth:
            depth -= 1
            if depth == 0:
                blocks.append((start, k + 1))
        if ch == "\n":
            line_begin, line_start = k + 1, True
        elif ch not in " \t":
            line_start = False
        if depth and k - start > MAX_RECORD_CHARS:
            depth = 0  # too long to be one: none
    return blocks


_OPENER = re.compile(r"[ \t]*[A-Z][A-Za-z_]{0,30}\(")
"""A dataclass's name and its bracket opening a line ("Room(")."""
_VARIABLE = re.compile(r"[ \t]*\$[A-Za-z_]\w{0,30}[ \t]*=[ \t]*\{")
"""A variable's record opening a line, as Perl's Data::Dumper prints one ("$VAR1 = {")."""
_ARROW = re.compile(r"""(['"])[ \t\n]*=>""")
"""A quoted key's arrow (Perl's and Ruby's ``'room' => 'Hall'``): a colon."""
_JS_KEY = re.compile(r"([{,][ \t\n]*)([A-Za-z_]\w{0,30})[ \t]*:")
"""A JavaScript object's unquoted key ("{ room: 'Hub'")."""
_LUA_KEY = re.compile(r"([{,][ \t\n]*)([A-Za-z_]\w{0,30})[ \t]*=(?!=)")
"""A Lua table's key ("{ name = 'Cold Store'"): its list part is read as a set."""
_FIELD = re.compile(r"(^|,[ \t\n]*)([A-Za-z_]\w{0,30})=")
"""A dataclass's field ("name='Hub', exits=...")."""


_LONG_NUMBER = re.compile(r"[0-9a-fA-F]{24}")
"""A run of digits too long for a game's state: a record holding one is read as text (turning
digits into a number costs time quadratic in their count)."""


def _record_lines(block: str) -> str | None:
    """One record as labelled lines, or None where it is none."""
    name = ""
    if block.lstrip().startswith("$"):  # $VAR1 = { 'room' => 'Hall', ... }: the record
        block = _ARROW.sub(r"\1:", block[block.index("{") :])
    if not block.startswith("{"):  # Room(name='Hub', ...): its fields, the name under its class
        name, _, inner = block.partition("(")
        name = name.strip()
        block = "{" + _FIELD.sub(lambda m: f"{m[1]}'{m[2]}':", inner[:-1]) + "}"
    record = _literal(block, (json.loads, ast.literal_eval))  # (bounded by MAX_RECORD_CHARS)
    if not isinstance(record, dict):
        return None
    if len(record) == 1 and isinstance(message := next(iter(record.values())), str):
        return _words(message)  # { msg: 'Picked up: coin' }: a message, as it reads
    return _labelled(record, name)


def _labelled(record: dict, name: str = "") -> str | None:
    """A record's keys as labelled lines ("Exits: north (open)"), its name under its class's
    (a dataclass's ``name``), or None where it states nothing."""
    lines = [
        f"{name if k == 'name' and name else _words(k).capitalize()}: {said}"
        for k, v in record.items()
        if (said := _plain(v)) is not None
    ]
    return "\n".join(lines) if lines else None


def _plain(value: object, depth: int = 0) -> str | None:
    """A record's value as a person writes it, or None where it states nothing (false, none,
    empty, too deep, a number: a count or a score is a status)."""
    if value is True:
        return "yes"
    if not value or depth > 3:
        return None
    if isinstance(value, int | float):
        return None  # a count or a score ("coins_carried": 3, "hp": 40): a status, no thing
    if isinstance(value, list | tuple | set):  # (a set, as a Lua table's list part reads, in
        values = sorted(value, key=str) if isinstance(value, set) else value  # a fixed order)
        said = [x for v in values if (x := _plain(v, depth + 1)) is not None]
        return ", ".join(said) or None
    if isinstance(value, dict):  # {"north": "Kitchen", "east": {"locked": true}}
        said = []
        for k, v in value.items():
            x = _plain(v, depth + 1)
            if x == "yes" or x is None and isinstance(v, dict):
                said.append(_words(k))  # {"locked": true}: locked; {"north": {}}: north
            elif x is not None:  # ({"north": "Hall"}: north (Hall); deeper, no brackets)
                x = x.replace("(", "; ").replace(")", "")  # ("Store (door: locked)": one note)
                said.append(f"{_words(k)} ({x})" if depth == 0 else f"{_words(k)} {x}")
        return ", ".join(said) or None
    return _words(value)


def _words(value: object) -> str:
    """A key or a string of a record on one line, its underscores spaces."""
    return " ".join(str(value).replace("_", " ").split())


def plain_lists(text: str) -> str:
    """Python's printed lists and dictionaries of strings as a person writes a list: ``Exits:
    ['north', 'west']`` -> ``Exits: north, west``; ``Items: []`` -> ``Items: none``; a
    dictionary's keys, each with its value as a note (``Exits: {'south': 'Tunnel'}`` ->
    ``Exits: south (Tunnel)``)."""
    if "['" not in text and '["' not in text and "[]" not in text and "{" not in text:
        return text
    text = _LIST.sub(lambda m: m.group(1) + (", ".join(_strings(m.group(2))) or "none"), text)
    return _DICT.sub(lambda m: m.group(1) + (_entries(m.group(2)) or "none"), text)


def _strings(inner: str) -> list[str]:
    return [s[1:-1].strip() for s in _STRING.findall(inner)]


def _entries(inner: str) -> str:
    strings = _strings(inner)
    return ", ".join(f"{k} ({v})" for k, v in zip(strings[::2], strings[1::2], strict=False))
