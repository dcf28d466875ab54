"""A game's exit lists, line by line (docs/converter.md, "The reader"): ``Exits: north, east``,
``[ Exits: n e s w ]``, ``Obvious exits: North, East.``, one exit a line under a label
(``North - Market Street``, ``east  - (closed door)``, a MUSH's ``Bank <N>``), and their notes
(``(east)`` and ``(closed door)``: behind a closed door; ``(blocked by rubble)``: no way).
:class:`converter.segment.Segmenter` reads a text's lines with them."""

from __future__ import annotations

import re
from collections.abc import Iterable

from converter.wordclasses import WordClasses

_DENIED_NOTE = re.compile(r":[ \t]*(?:no|not|never|cannot|can't)\b", re.I)
"""A note that denies the entry before it ("north: no such exit")."""
_NO_WAY = re.compile(r"\bno (?:way|exit|passage|path|route)\b", re.I)
"""An entry's words that say its point is no way ("south | quarry edge: no way")."""
_ARROW_ENTRY = re.compile(r"(?:^|(?<=[|;,]))\s*([A-Za-z]{1,10})\s*(?:->|=>|>)\s*(\S[^|;,]*)")
"""An exit list's entry naming where its way leads: "N > Observation", "east -> Quay"."""
_ENTRY_SPLIT = re.compile(r"\s*[|;,·•]\s*")
_SHUT_MARK = re.compile(r"\b(?:closed|locked|shut)\b", re.I)
_LIST_SPLIT = re.compile(r"[\s,;/|·•]+|\band\b|\bor\b", re.I)

_BRACKETED_NOTE = re.compile(r"[\[(]([^\[\]()\n]{1,40})[\])]")
"""A note in brackets after an entry ("(closed)", "[door shut]", "(padlocked)")."""

_NOT_COMPASS = frozenset({"up", "down", "u", "d", "in", "out", "enter", "exit", "leave"})
"""Ways out an exit list may name that are no compass point: read past, no fact."""

_BULLET = re.compile(r"^(?:\d{1,3}[.)]|[-*•])\s+")

_NOTE = re.compile(r"\([^()\n]{0,40}\)|(?<=\w)[ \t]{0,2}\[[^\[\]\n]{0,40}\]")
"""A note in an exit list: in parentheses, or in brackets after a word ("south [locked]"; not a
list framed so, "[ Exits: n e ]")."""

_NOTED = re.compile(r"\b([A-Za-z]{1,10})\s*(\([^()\n]{0,40}\))")
"""An exit list's entry and its note ("north (blocked by rubble)")."""

_KEYED = re.compile(r"^\s*[A-Za-z][\w' -]{0,30}?\s*<([A-Za-z]{1,3})>\s*$")
"""An exit named with its key in angle brackets ("Bank <N>", "Old Ford <E>")."""

_CHOICES = re.compile(r"\(\s*([A-Za-z]{1,10}(?:\s*[/|,]\s*[A-Za-z]{1,10}){1,9})\s*\)\s*[?:>]?\s*$")
"""Options offered after a question, in brackets ("Which way? (north/south/east)")."""

_NAMED_ROW = re.compile(r"^[^\S\n]*\[[^\n]*[^\S\n]\[[^\S\n]*[A-Za-z][\w ]{0,20}:[^\n]*$", re.M)
"""A line that opens with a cell and holds a labelled one (a room told on one line, a chat)."""
_NAME_CELL = re.compile(
    r"^([^\S\n]*\[[^\S\n]*(?=[^\]\n]{0,40}[A-Za-z]{3})[A-Za-z][A-Za-z' -]{0,40}\])"
    r"[^\S\n]+(?=[A-Z])",
)
"""The name in brackets opening such a line ("[Kitchen] A small kitchen."; not "[E W] Tanner's
Yard", exits before a name, nor "[ 4410] The Ropery", a number)."""
_CELL = re.compile(r"(?<![^\S\n])[^\S\n]+(?=\[[^\S\n]*[A-Za-z][\w ]{0,20}:)")
"""The blanks before a labelled cell within such a line ("... [Exits: N W] [Items: coin]");
from the start of a run of blanks only (linear)."""

_KEY_LETTER = re.compile(r"[\[(<](\w)[\])>](\w+)")
"""A word whose first letter is marked as its key ("[n]orth", "(e)ast")."""

_RULE = " \t=*~#_-"
"""The characters of a rule framing a line ("=== Exits: E ===")."""

_KEY_FIRST = re.compile(r"^\s*[\[(<]([A-Za-z]{1,3})[\])>]\s+(?=\S)")
"""An exit's key in brackets before its name ("[N] Hall", "(S) Study")."""

_KEY_ENTRY = re.compile(
    r"(?<![^ \t])[\[(<]([NSEWnsew]{1,2})[\])>][ \t]+"
    r"(?=[A-Za-z])(?!(?:north|south|east|west|up|down|[nsewud]{1,2})\b)",
    re.I,
)
"""An entry of a list led by its key in brackets ("Exits: (N) radio room [door shut]  (E)
balloon shed"), after a blank or at the start (bounded: linear)."""

_ENTRY_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
"""A word of an exit list's entry ("door's" one word: its "s" no south)."""

_BUTTONS = re.compile(
    r"^[ \t]*(?:\[[ \t]*[A-Za-z](?:[A-Za-z ]{0,13}[A-Za-z])?[ \t]*\][ \t]*){2,8}$"
)
"""A row of buttons ("[ North ] [ East ] [ Bag ]"): two to eight cells of a word or two."""
_BUTTON = re.compile(r"\[[ \t]*([A-Za-z](?:[A-Za-z ]{0,13}[A-Za-z])?)[ \t]*\]")

_NAMED_LEADER = re.compile(
    r"^[ \t]*([A-Za-z]{1,10})[ \t]{2,}([^.\n]{1,60}?)[ \t]*(?:\.[ \t]?){2,}[ \t]*(\S[^\n]{0,40})$"
)
"""An exit's entry in a table of ways: its point, the way's name, a dot leader, its state ("NORTH
cell door ......... SHUT", "SOUTH  window, cliff ..... NO WAY")."""
_LEADER_ENTRY = re.compile(r"^\s*((?:[\[(<]\w[\])>])?\w{1,10})[ \t]*(?:\.[ \t]?){2,}(?=[ \t]*\S)")
"""An exit's entry with a dot leader to where it leads (a BBS menu's "(N)orth .... Tournament
Hall", "West ...... Library [door shut]")."""

LEADING_EXITS = re.compile(
    r"^([ \t]*)\[((?:[ \t]*(?:[NSEWnsew]{1,2}|[UDud])[ \t,]*){1,10})\][ \t]+([A-Z][^\n]*)$", re.M
)
"""Exits in brackets before the room's name on its line ("[E W] Tanner's Yard"), as some MUDs
print them: the name, then its exits."""
TRAILING_EXITS = re.compile(
    r"^([ \t]*[A-Z][^\n()]{0,60}?)[ \t]*\(((?:[ \t]*(?:[NSEWnsew]{1,2}|[UDud])[ \t]*,){1,9}"
    r"[ \t]*(?:[NSEWnsew]{1,2}|[UDud])[ \t]*)\)[ \t]*$",
    re.M,
)
"""A brief mode's title with its exits in brackets after it ("Ferry Terminal (n, e, s)"): the
name, then its exits (two or more, so "Walled Garden (E)" stays a name and its note)."""
_ENTRIES = re.compile(r",|;|\band\b|\bor\b", re.I)
"""An exit list's entries, a destination each ("north to the kitchen, east to the car park")."""
_LED = re.compile(r"^([A-Za-z]{1,10})(?:\s+(?:to|into|towards?|for)\s+[\w' -]{1,40})?$", re.I)
"""One entry: a point and where it leads."""
_LED_NOTE = re.compile(
    r"^\W*([A-Za-z]{1,10})\s+(?:to|into|towards?|for)\s[^()]{1,60}\(([^()]{1,80})\)"
)
"""A led entry and its note ("south to Winding House (locked)")."""
_SLASHED = re.compile(r"(?<=[ \t])[/+](?=[ \t])")
"""Entries of a list on one line set apart by slashes ("N - Crane Office / E - Reefer Stack"),
or by the centre of a compass drawn with its points ("W: library door   +   E: cloister")."""
_NOTHING = frozenset({"", "none", "nothing", "n/a", "nil"})
"""What an entry says of a point that has no way ("S: —", "N: none")."""
ROOM_LABEL_WORDS = ("room", "location", "loc", "place")
"""Words a label names the room by ("Room: Crane Office", "location('Throne Room')")."""
_ROOM_CELL = re.compile(rf"(?:{'|'.join(ROOM_LABEL_WORDS)})[ \t]*:[ \t]*\S", re.I)
"""A status bar's cell that names the room ("Room: Crane Office")."""
_POINT_NOTE = re.compile(r"[\[(][ \t]*([A-Za-z]{1,10})[ \t]*:[ \t]*([^\[\]()\n:]{1,40})[\])]")
"""An exit list's entry in brackets, its point first: "[south: door closed]"."""
_PARENS_POINT = re.compile(r"\(([^\W\d_]{1,10})\)(?!\w)")
"""``(east)`` in an exit list: a way behind a closed door (ROM's ``[Exits: north (east)]``); not
a word's key letter (``(N)orth``)."""

_LEGEND = re.compile(r"[(\[][ \t]*[^\w\s()\[\]][ \t]*[A-Za-z][^()\[\]\n]{0,60}[)\]]")
"""A list's key to its marks ("(+ door closed, # door locked)")."""
_LEGEND_ENTRY = re.compile(r"(?:^|[,;])[ \t]*([^\w\s,;])[ \t]*([^,;]{1,30})")
_SHUT = frozenset({"closed", "locked", "shut"})
_DENYING = frozenset({"not", "no", "never", "un", "nor"})
_MARKED = re.compile(r"\b([^\W\d_]{1,24})\s*(?:\(([^()]{1,80})\)|\[([^\[\]]{1,80})\])")
"""``north (closed)``, ``south [locked]``: bounded repetitions, so a run of letters costs linear
time."""


def marked_closed(
    sentence: str, classes: WordClasses, abbreviated: bool = False, shut: frozenset = frozenset()
) -> list[str]:
    """Compass points a sentence marks closed in parentheses or brackets: ``north (closed)``,
    ``south(gate: locked)``, ``south [locked]``, ``E (door, bolted this side)`` (a word of
    ``shut``, the classes' shut words, or closed, locked, shut; not denied); abbreviations (``s
    (closed)``) only when ``abbreviated`` (an exit list)."""
    out = []
    if "(" not in sentence and "[" not in sentence:
        return out
    for match in _MARKED.finditer(sentence):
        if not _says_shut(match.group(2) or match.group(3), shut):
            continue
        point = classes.direction(match.group(1), abbreviated=abbreviated)
        if point is not None:
            out.append(point)
    return out


def _says_shut(note: str, shut: frozenset[str]) -> bool:
    """Whether a note's words say shut: a word of ``shut`` (or closed, locked, shut) not denied
    ("shut, but not locked": shut; "not closed or locked": not)."""
    said = re.findall(r"[a-z']+", note.lower())
    return any(
        w in shut | _SHUT and (k == 0 or said[k - 1] not in _DENYING) for k, w in enumerate(said)
    ) and not (said and said[0] in _DENYING)


class ExitLists:
    """The exit-list readings of a segmenter (mixed into :class:`converter.segment.Segmenter`)."""

    classes: WordClasses
    shut: frozenset[str]  # the words that say a door is shut

    def bar_apart(self, text: str) -> str:
        """``text`` with each status bar of cells ("[Room: Crane Office | Exits: N E | HP 40/40
        | Gold 12]", "SITREP // LOC: Gatehouse") written one cell a line, where a cell is a
        room's label: the room and its ways apart from the counters beside them."""
        if "|" not in text and " // " not in text:
            return text
        lines = text.split("\n")
        for k, line in enumerate(lines):
            if "|" not in line and " // " not in line or len(line) > 400:
                continue
            cells = re.split(r"\|| // ", line.strip().strip("[]<>{}"))  # ("SITREP // LOC: X")
            cells = [c.strip(" \t[]<>{}") for c in cells]
            points = sum(  # ("BLOCKING ROOM | N: shut door | E: open | turn 8")
                self.classes.direction(c.partition(":")[0], abbreviated=True) is not None
                for c in cells
                if ":" in c
            )
            if len(cells) >= 2 and (any(_ROOM_CELL.match(c) for c in cells) or points >= 2):
                lines[k] = "\n".join(c for c in cells if c)
        return "\n".join(lines)

    def first_entries(self, line: str) -> list[tuple[str, bool]] | None:
        """(compass point, marked closed) of an exit list's entries on its label's line, one or
        more set apart by slashes, the rest maybe on lines of their own ("EXITS: N - Crane Office
        (door: OPEN) / E - Reefer Stack"), or None where the line is no such list."""
        label, colon, rest = line.partition(":")
        if (
            not colon
            or not rest.strip()
            or any(c in rest for c in ",;|")
            or _DENIED_NOTE.search(rest)
        ):
            return None  # (whole lists: "north (Corridor), east (Tea Room)"; "no such exit")
        if self._exit_list(f"{label}:") != [] or self._exit_list(line) is not None:
            return None
        items = [self._list_item(part.strip()) for part in _SLASHED.split(rest.strip())]
        if not items or any(i is None or i[0] is None for i in items):
            return None
        return [(p, shut) for p, shut in items if p is not None]

    def compass_entries(self, line: str) -> list[tuple[str | None, bool]] | None:
        """(compass point or None, marked closed) of a line of a compass drawn with its entries
        ("W: library door (locked)   +   E: cloister walk", "S: —": a point with no way), or None
        where the line is none: one entry alone that names a way is a sentence ("North: a
        closed wooden door.")."""
        parts = [p.strip() for p in _SLASHED.split(line.strip())]
        items = [
            self._list_item(p)
            if self.classes.direction(p.partition(":")[0], abbreviated=True) and ":" in p
            else None
            for p in parts
        ]
        if any(i is None for i in items) or len(items) < 2 and items[0][0] is not None:
            return None
        return items

    def point_notes(self, line: str) -> str:
        """``line`` with each bracketed entry that names its point first written as the point
        and its note ("Exits: north east [south: door closed]" -> "... south (door closed)")."""
        if ":" not in line or "[" not in line and "(" not in line:
            return line
        return _POINT_NOTE.sub(
            lambda m: (
                f" {m.group(1)} ({m.group(2).strip()})"
                if self.classes.direction(m.group(1), abbreviated=True)
                else m.group()
            ),
            line,
        )

    def _list_item(self, line: str) -> tuple[str | None, bool] | None:
        """(compass point, marked closed) of one line of an exit list (``North - Market
        Street``, ``east  - (closed door)``; no point for ``North - (blocked by rubble)``: no
        way), or None when the line is none."""
        line = _BULLET.sub("", line)  # "1. north - Quayside", "- north", "* north"
        leader = self._leader_item(line)
        if leader is not None:
            return leader
        # a MUSH's "Bank <N>" (the exit's name, its key the point), or the key first, then the
        # name ("[S] Study (locked)")
        for keyed in (_KEYED.match(line), _KEY_FIRST.match(line)):
            point = keyed and self.classes.direction(keyed.group(1), abbreviated=True)
            if point:
                return point, self._noted_shut(line[keyed.end() :])
        first, _, rest = line.partition(" ")
        point = self.classes.direction(first.strip(":-").lower(), abbreviated=True)
        labelled = first.endswith((":", "-")) and len(first) > 1  # "North: Hall" as "North : Hall"
        if point is None or not (
            labelled or rest.strip().startswith(("-", ":", "(", "<")) or not rest.strip()
        ):
            return None
        if self._blocked_by_no_door(rest) or (
            rest.strip() and rest.strip(" \t:.-\u2013\u2014").lower() in _NOTHING
        ):
            return None, False  # an entry, and no way ("S: —", "N: none")
        words = self.classes.words_of(rest)  # ("east - A closed door": what is that way; not
        # "north - the Sealed Vault": a name)
        said = (
            bool(words & self.shut)
            and any(self.classes.may_be(w, "door") for w in words)
            and not words & {"not", "no", "never"}
            or rest.strip(" -:\t.").lower() in self.shut  # "east  - closed": its state alone
        )
        return point, self._noted_shut(rest) or said

    def _leader_item(self, line: str) -> tuple[str | None, bool] | None:
        """(compass point, marked closed) of an entry with a dot leader to where its way leads
        ("(W)est .... Library [door shut]"), or None: a row of a table ("a steel helm ........
        40 coins") names no point first."""
        m = _LEADER_ENTRY.match(line)
        point = m and self.classes.direction(_KEY_LETTER.sub(r"\1\2", m[1]), abbreviated=True)
        if point:
            return point, self._noted_shut(line[m.end() :])
        m = _NAMED_LEADER.match(line)  # "WEST   well house door .......... LOCKED": the way's
        point = m and self.classes.direction(m[1], abbreviated=True)  # name, then its state
        if not point:
            return None
        if self._blocked_by_no_door(m[3]):  # "SOUTH  window, cliff ........ NO WAY"
            return None, False
        state = m[3].strip(" .").lower()
        return point, state in self.shut or self._noted_shut(m[3])

    def _noted_shut(self, text: str) -> bool:
        """Whether a note in brackets says the entry's door is shut ("(closed)", "[door
        shut]", "(padlocked)"; not "(not locked)")."""
        return any(_says_shut(m[1], self.shut) for m in _BRACKETED_NOTE.finditer(text))

    def _locked_points(self, lines: Iterable[str], closed: Iterable[str]) -> list[str]:
        """The points among ``closed`` (an exit list's ways marked closed) whose entry in one of
        the list's ``lines`` says its door is locked ("north (door: locked)", "east: Galley (door
        locked)", "(N)orth ... Vault [locked]"; not "unlocked", "not locked"): an entry's words
        run from its point to the next point the line names."""
        closed, out = set(closed), []
        for line in lines if closed else ():
            words = _ENTRY_WORD.findall(_KEY_LETTER.sub(r"\1\2", line).lower())
            point = None
            for k, word in enumerate(words):
                named = self.classes.direction(word, abbreviated=True)
                point = named or point
                if named or point not in closed or k and words[k - 1] in _DENYING:
                    continue
                if any(self.classes.is_a(v, "locking") for v in _stem(word)):
                    out.append(point)
        return list(dict.fromkeys(out))

    @staticmethod
    def _legend(line: str) -> dict[str, str]:
        """The marks a list's key explains, and what each says ("Exits: N E+ W#  (+ door closed,
        # door locked)": + door closed, # door locked)."""
        key = _LEGEND.search(line)
        return {m[1]: m[2].strip() for m in _LEGEND_ENTRY.finditer(key[0][1:-1])} if key else {}

    def unkeyed(self, line: str) -> str:
        """``line`` without its key to the marks ("Exits: W  (+ door closed, # door locked)":
        "Exits: W"), where one explains a mark."""
        return _LEGEND.sub(" ", line) if self._legend(line) else line

    def _keyed(self, line: str) -> tuple[list[str], list[str]]:
        """The points of a list whose entries carry a mark its key says shut, and those whose
        mark it says locked ("E+ W#  (+ door closed, # door locked)": east and west; west)."""
        legend = self._legend(line)
        shut = "".join(k for k, note in legend.items() if _says_shut(note, self.shut))
        locked = "".join(
            k
            for k in shut
            if any(
                self.classes.is_a(v, "locking") for w in legend[k].lower().split() for v in _stem(w)
            )
        )
        closed: list[str] = []
        locks: list[str] = []
        for w in _LEGEND.sub(" ", line.partition(":")[2]).split() if shut else ():
            for marks, out in ((shut, closed), (locked, locks)):
                point = self.classes.direction(w.rstrip(marks), abbreviated=True)
                if marks and w[-1] in marks and point is not None:
                    out.append(point)
        return closed, locks

    def _bracketed(self, line: str) -> list[str]:
        """Compass points an exit list puts in parentheses alone (``(east)``): behind a door
        that is closed, by the convention of the MUDs that write them so."""
        return [
            point
            for m in _PARENS_POINT.finditer(_keys_as_arrows(line))  # (not a key: "(N) hall")
            if (point := self.classes.direction(m.group(1), abbreviated=True)) is not None
        ]

    def _blocked_by_no_door(self, note: str) -> bool:
        """Whether a list's note says its way is blocked by no door ("blocked by rubble") or is
        no way at all ("quarry edge, a sixty-foot drop: no way")."""
        if _NO_WAY.search(note):
            return True
        words = self.classes.words_of(note)
        verbs = {v for w in words for v in _stem(w)}
        blocked = any(self.classes.is_a(v, "blocking") for v in verbs) and not any(
            self.classes.is_a(v, "locking")
            for v in verbs  # ("(barred)": a door barred shut)
        )
        return blocked and not any(self.classes.may_be(w, "door") for w in words)

    def _cells_apart(self, text: str) -> str:
        """A room told on one line of cells ("[Kitchen] A small kitchen. [Exits: N W] [Items:
        coin]"): its name, its text and each labelled cell on a line of their own, where one of
        the cells is an exit list (not a channel's "[newbie] Kelric: ... [Quest: X]")."""
        return _NAMED_ROW.sub(self._row_apart, text)

    def _row_apart(self, row: re.Match) -> str:
        cells = _CELL.split(row[0])
        if not any(self._exit_list(c) is not None for c in cells[1:]):
            return row[0]
        return "\n".join([_NAME_CELL.sub(r"\1\n", cells[0]), *cells[1:]])

    def _blocked_points(self, line: str) -> list[str]:
        """The points an exit list names with a note that blocks them by no door ("north
        (BLOCKED)", "north (blocked by rubble)"): no way, whatever the prose says of them."""
        return [
            point
            for m in _NOTED.finditer(line)
            if (point := self.classes.direction(m.group(1), abbreviated=True)) is not None
            and self._blocked_by_no_door(m.group(2))
        ]

    def _arrow_entries(self, rest: str) -> list[tuple[str | None, bool]] | None:
        """(point, marked closed) of each entry of a list that names where each way leads
        ("N > Observation | S > Galley | E > Suit Room [hatch: CLOSED]"), or None when it is
        not one (an up or down entry gives no point)."""
        if not _ARROW_ENTRY.search(rest):
            return None
        out: list[tuple[str | None, bool]] = []
        for entry in filter(None, (e.strip() for e in _ENTRY_SPLIT.split(rest))):
            m = _ARROW_ENTRY.match(entry)
            if m is None:
                return None
            point = self.classes.direction(m.group(1), abbreviated=True)
            if point is None and m.group(1).lower() not in _NOT_COMPASS:
                return None
            out.append((point, _entry_shut(m.group(2))))
        return out or None

    def _bare_arrows(self, line: str) -> list[tuple[str | None, bool]] | None:
        """The entries of a list of ways and where they lead printed with no label, two or more
        on the line ("S > Security | E > Gate 7 (door: LOCKED)"), or None."""
        if not _ENTRY_SPLIT.search(line) or ":" in line.partition(">")[0]:
            return None
        entries = self._arrow_entries(line.strip())
        if entries is None or len(entries) < 2 or not any(p for p, _ in entries):
            return None
        return entries

    def _buttons(self, line: str) -> list[tuple[str, bool]] | None:
        """The compass points of a row of buttons a chat bot or a web client shows for the
        moves it offers ("[ North ] [ East ] [ Bag ]": north, east), or None (a row of no
        point)."""
        if not _BUTTONS.match(line):
            return None
        cells = [self.classes.direction(c.lower(), abbreviated=True) for c in _BUTTON.findall(line)]
        points = [(p, False) for p in dict.fromkeys(c for c in cells if c)]
        return points or None

    def _closed_entries(self, line: str) -> list[str]:
        """The points an exit list of entries marks closed ("E > Suit Room [hatch: CLOSED]")."""
        rest = _keys_as_arrows(line).partition(":")[2]
        if not self._exit_list(line):
            return []
        entries = self._arrow_entries(rest)
        if entries is None:  # "south to Winding House (locked)": a led entry's note
            entries = [
                (self.classes.direction(m.group(1), abbreviated=True), True)
                for e in _ENTRIES.split(rest)
                if (m := _LED_NOTE.match(e)) is not None and _says_shut(m.group(2), self.shut)
            ]
        return [p for p, shut in entries if shut and p is not None]

    def _is_exit_label(self, text: str) -> bool:
        return self._exit_list(text) is not None

    def _exit_list(self, line: str) -> list[str] | None:
        """The compass points of an exit list (``Exits: north, east``, ``[ Exits: n e s w ]``,
        ``Obvious exits: North, East.``), or None when the line is not one: a label holding a
        word for a way out, a colon, then only directions (abbreviations allowed)."""
        choice = _CHOICES.search(line)
        if choice is not None and "?" in line[: choice.start()]:
            options = re.split(r"\s*[/|,]\s*", choice.group(1).lower())  # "Where do you want
            points = [self.classes.direction(w, abbreviated=True) for w in options]  # to go?
            whole = any(self.classes.direction(w) for w in options)  # (a point spelled out:
            if whole and all(p or w in _NOT_COMPASS for p, w in zip(points, options, strict=True)):
                return [p for p in points if p]  # (north/south/east)": the ways offered; not
                # "Save your game? (n/d)")
        line = _keys_as_arrows(line)  # "(N) radio room  (E) balloon shed"
        line = _KEY_LETTER.sub(r"\1\2", line)  # "[n]orth [e]ast": the key letter marked
        line = _PARENS_POINT.sub(  # "(east)": a listed way (closed); "(open)" is a note
            lambda m: f" {m.group(1)} " if self.classes.direction(m.group(1), True) else m.group(),
            line,
        )
        line = _NOTED.sub(  # "north (blocked by rubble)": no way; "(blocked by a door)" is
            lambda m: " " if self._blocked_by_no_door(m.group(2)) else m.group(),
            line,  # a closed door's
        )
        stripped = _NOTE.sub(" ", line).strip(" \t[]()<>{}.")  # notes: "north(door: open)"
        stripped = stripped.strip(_RULE)  # a frame: "=== Exits: E ==="
        label, colon, rest = stripped.partition(":")
        if not colon or len(label) > 40 or any(c in label for c in ".!?;"):
            return None  # no label, or a sentence before it ("You're in the lounge. Exits:")
        label_words = [w for w in re.split(r"[^\w'-]+", label.lower()) if w]
        if not any(
            self.classes.is_a(_singular(w), "way")
            or self.classes.is_a(w, "motion")
            or _singular(w) == "direction"  # ("[ Directions: N S ]")
            for w in label_words
        ):  # "Exits:", "Obvious paths:", "You can go:"
            return None
        if _DENIED_NOTE.search(rest):
            return None  # "go: north: no such exit": a shell's error, no list
        entries = self._arrow_entries(rest)
        if entries is not None:  # "EXITS: N > Observation | E > Suit Room [hatch: CLOSED]"
            return [p for p, _ in entries if p is not None]
        marks = "".join(self._legend(line))  # "E+ W#": an entry's mark, the key to it after
        items = [w.strip("[](){}").rstrip(marks) for w in _LIST_SPLIT.split(rest.strip(" \t.[]"))]
        items = [w for w in items if w]
        if not items:
            return [] if rest.strip(" \t.").lower() in ("", "none") else None
        items = [w for w in items if w.lower().strip("()") not in _NOT_COMPASS]
        points = [self.classes.direction(w, abbreviated=True) for w in items]
        if any(p is None for p in points) and not all(
            w.lower() in ("none", "nothing") for w in items
        ):
            return self._led_entries(rest)
        return [p for p in points if p is not None]

    def _led_entries(self, rest: str) -> list[str] | None:
        """The points of a list whose entries say where each leads ("north to the kitchen, east
        to the car park"), or None where an entry is no point so followed."""
        entries = [e.strip() for e in _ENTRIES.split(rest.strip(" \t.[]()")) if e.strip()]
        points = []
        for entry in entries:
            m = _LED.match(entry)
            point = self.classes.direction(m.group(1), abbreviated=True) if m else None
            if point is None:
                return None
            points.append(point)
        return points or None


def _keys_as_arrows(line: str) -> str:
    """An exit list whose entries lead with their keys ("Exits: (N) radio room [door shut]
    (E) balloon shed") written as one whose entries name where each leads ("N > radio room [door
    shut] | E > balloon shed"); any other line as it is."""
    label, colon, rest = line.partition(":")
    if not colon or _KEY_ENTRY.match(rest.lstrip()) is None:
        return line
    return label + ":" + _KEY_ENTRY.sub(r"| \1 > ", rest)


def _entry_shut(text: str) -> bool:
    """Whether an exit list's entry is marked closed ("Suit Room [hatch: CLOSED]")."""
    return bool(_SHUT_MARK.search(text))


def _stem(word: str) -> tuple[str, ...]:
    """A past participle's possible verbs ("blocked": block, "choked": choke, "barred": bar);
    the segmenter reads lines before any parse, so it has no lemmatiser's."""
    if not word.endswith("ed"):
        return (word,)
    doubled = word[:-3] if len(word) > 4 and word[-3] == word[-4] else word[:-2]
    return (word, word[:-1], word[:-2], doubled)


def _singular(word: str) -> str:
    """A plural's naive singular ("exits" -> "exit"; "access", "pass" stay)."""
    return word[:-1] if word.endswith("s") and len(word) > 3 and not word.endswith("ss") else word
