"""The layout of an observation text: where the room is named, which lines are lists of exits,
and the sentences left to read (docs/converter.md, "The reader").

Layout, not wording: a room is named by a header line in any of the frames people use (``-=
Kitchen =-``, ``[Kitchen]``, ``== Kitchen ==``, ``Room: Kitchen``, a title line above the
description), and a list of exits is a label naming a way out followed by directions (``Exits:
north, east``, ``[ Exits: n e s w ]``). Everything here is linear in the text's length; nothing
here knows a word of English beyond what :class:`~converter.wordclasses.WordClasses` says.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from converter.archaic import modern
from converter.exit_lists import (
    LEADING_EXITS,
    ROOM_LABEL_WORDS,
    TRAILING_EXITS,
    ExitLists,
    marked_closed,
)
from converter.frame import GOAL_LINE, GOALS_HEADING, NO_TITLE, find_header, room_name
from converter.goals import GOAL_NOUNS
from converter.markup import plain
from converter.sentences import sentences
from converter.speakers import client_code, tagged, unechoed, unlabelled, unquoted, unstamped
from converter.todo import CHECKBOX, todo_list
from converter.wordclasses import WordClasses

MAX_TITLE_WORDS = 8
"""A title line (a room's name above its description) has at most this many words."""

_FRAMES = (
    ("[", "]"),
    ("==", "=="),
    ("<", ">"),
    ("--", "--"),
    ("{", "}"),
    ("~~", "~~"),
)
_BOX_DRAWING = "".join(map(chr, range(0x2500, 0x2580)))
"""Unicode's box-drawing characters."""
_YOU_ARE = re.compile(r"^(?:you are|you're|i am|i'm) (?:in|at|on|inside)\b", re.I)
_ENDED = re.compile(r"^\*{2,}[^*\n]+\*{2,}$")
"""Inform's end-of-game banner: a line framed by asterisks."""
_GOAL_WORDS = re.compile(r"\b(task|objective|goal|quest|mission|welcome)\b", re.I)
_CALLED = re.compile(
    rf"^({'|'.join(ROOM_LABEL_WORDS)})\(\s*['\"]?([^'\"()\n]{{1,60}})['\"]?\s*\)\.?$", re.I
)
"""A room's label written as a term: "location('Throne Room')."."""
_LABELS = (*ROOM_LABEL_WORDS, "you are in", "current room", "you are here", "you are at")
_COLOUR = re.compile(r"\x1b?\[[0-9;]{1,12}m")
"""ANSI colour codes, bounded (a run of digits costs linear time)."""
_AMP_COLOUR = re.compile(r"&[A-Za-z](?=[A-Z&])|(?<=[a-z.,!?])&[A-Za-z]\b")
"""SMAUG's colour codes: ``&Y`` before a capital, ``&n`` after a word."""
_AT_COLOUR = re.compile(r"@[A-Za-z](?=[A-Z@\[(])|(?<=[A-Za-z.,!?\])])@[A-Za-z]\b")
"""Aardwolf's: ``@W`` before a capital or a bracket, ``@w`` after a word or a bracket."""
_BRACE_COLOUR = re.compile(r"\{[A-Za-z](?=[A-Z{])|(?<=[A-Za-z.,!?])\{[A-Za-z](?=\s|$)")
"""SMAUG's other codes: ``{w`` before a capital, ``{x`` after a word ("{wThe Salt Store{x")."""
_PIPE_COLOUR = re.compile(r"\|[A-Za-z](?=[A-Z|\[(])|(?<=[A-Za-z.,!?:\])])\|[A-Za-z]\b|\|\d{3}")
"""Evennia's: ``|c`` before a capital, ``|n`` after a word or a colon, ``|555`` (xterm)."""
_LINK = re.compile(r"\[\[([^\[\]\n]{1,200}?)(?:(?:->|\|)[^\[\]\n]{0,200})?\]\]")
"""A hypertext game's link, a choice the player can make: Twine's ``[[Go north->Wine Store]]``,
``[[Go north|Wine Store]]``, ``[[Walk east]]``; its words are read as a sentence."""
_CARRIED = re.compile(
    r"^[ \t]*(?:(?:you are carrying|you're carrying|you carry|you are holding|inventory"
    r"|you are (?:using|wearing|wielding)|you're wearing|equipment)"
    r"\b[^\n:]{0,40}:[^\n]*|you have:[^\n]*|you have\b[^\n:]{0,40}:[ \t]*)"
    r"(?:\n(?:[ \t]+|[ \t]*[-*•][ \t]*|[ \t]*<[^<>\n]{1,30}>[ \t]*)\S[^\n]*)*",
    re.I | re.M,
)
"""An inventory or what you wear ("You are using:", "Equipment:"): its label, what follows it on
the line ("You are carrying: a torch and two gold coins.") and the lines listed under it, what you
hold and not what lies in the room ("You have ...:" keeps its line's rest: "You have come to the
hall: ...")."""
_CHANNEL = re.compile(
    r"^[ \t]*(?:\[[A-Za-z][\w -]{0,20}\]|([A-Z][a-z]{2,15}):)[ \t]*([A-Z][\w'-]{0,20}):[^\n]*$",
    re.M,
)
"""A MUD channel's line ("[Newbie] Rook: how do i get gold coins??", "Gossip: Thrain: anyone
know where the gold coin quest is?"): a player's chat (unbracketed, neither label may be a
room's or an exit list's, nor the second a direction: "Exits: North: the kitchen" stays)."""
_CHOICE = re.compile(r"^(?:\d{1,2}[:.)]|[→➜▶►»›])[ \t]+(?=[A-Za-z])")
"""A numbered choice (Ink's ``1: Head east``, ``2) Follow the lane``) or one an arrow marks (``→ Go
south``: a bullet, no way east): its words are read."""
_NEXT_CHOICE = re.compile(r"(?<![ \t])[ \t]++(?=[→➜▶►»›][ \t]+[A-Za-z])")
"""The blanks before a second choice an arrow marks on its line ("» Go west  » Go north")."""
_POINT_MARK = re.compile(r"(?<=\w) ?\(([NSEWnsew]{1,2})\)(?=[\s,.;:!?]|$)")
"""A compass point marked in brackets after a thing ("the yard gate (S)", "the shed (E)")."""
_DASHED = re.compile(r"(?<![\w-])-(?=\w)|(?<=\w)-(?![\w-])")
"""A dash that frames a word (Scott Adams' "-SILVER PENNY-"), not one inside it ("north-west")."""
_LEADER = re.compile(r"\w[ \t]*(?:\.[ \t]?){4,}[ \t]*\S")
"""A dot leader between an entry and its value ("a steel helm ........ 40 coins"): a row of a
table (a shop's prices, a score card), whose words put nothing in the room."""
_BANNER = re.compile(
    r"^(?:Release \d+\b|Serial number \d+|Revision \d+\b|Inform \d|An Interactive \w+"
    r"|(?:\w+ )?interactive fiction\b|An? (?:\w+ )?(?:text|interactive) (?:adventure|game)\b)"
    r"|\bcopyright\s*(?:\(c\)|©)?\s*(?:19|20)\d\d|©\s*(?:19|20)\d\d|\ball rights reserved\b"
    r"|\bis a registered trademark\b|\bserial number \d+",
    re.I,
)
"""A game's opening banner (Inform's "Release 2 / Serial number 260101", Infocom's "Infocom
interactive fiction - a fantasy story", "Copyright (c) 1981"): the lines before it are the
game's title, not a room; the title line after it names the room."""
_PRESS_KEY = re.compile(r"^\W*(?:press|hit|strike) (?:any key|return|enter|space)\b", re.I)
"""A pause in the game's opening ("[Press RETURN]"): what came before it is the opening."""
_SERIAL = re.compile(r"\bserial number \d{4,}", re.I)
"""A banner's serial number: a banner after any opening words (the others follow only titles)."""
DIVISION = re.compile(
    r"^(?:(?:chapter|part|book|act|scene|episode)\s+(?:\d{1,3}|[ivxlc]{1,6}|one|two|three|four"
    r"|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|fourth|fifth|last|final)"
    r"|prologue|epilogue|interlude)\b\s*(?:[:.\-–—]\W*(?:\w.*)?)?$"
    r"|^[~*=#\s-]*(?:title card|intertitle)\s*(?:\d{1,3}\s*)?[~*=#\s-]*$",
    re.I,
)
"""A division of the story ("CHAPTER ONE: THE APPRENTICE", "Part II", "Prologue"), or a silent
film's card ("~ TITLE CARD ~"): a heading over the opening words or the title, not a room
("Chapter House", "Book Room" are rooms: no numeral)."""
_ARROW = re.compile(r"^\s*[A-Za-z]{1,10}\s*(?:->|-->|=>|→)\s*\S")
"""A way and where it leads after an arrow ("N -> Chapter House", "west  -> Ossuary")."""
_SPACED = re.compile(r"[ \t]{2,}")
"""Entries of an exit list's line set apart by spaces ("Stairs <D>  North <N>")."""
_COLUMNS = re.compile(r"(?<![ \t])(?:[ \t]{41,}+|[ \t]{4,40}+(?!\())")
"""Columns of one line ("Ice House          Exits: N W"): each read as a line of its own (a note
in brackets forty blanks or fewer away is of the column before it: "east : Scullery      (door
open)")."""
_VNUM = re.compile(r"^\[\s*#?\d+\s*\]\s*(?=\S)")
"""A room's number before its name, as CircleMUD shows it to builders ("[ 3127] The Ropery")."""
_ROOM_FLAGS = re.compile(r"(?:\s*\[\s*[A-Z][A-Z0-9_]*(?:\s+[A-Z][A-Z0-9_]*)*\s*\])+$")
"""Room flags in capitals after a name ("The Ropery [ NOBITS ] [ CITY ]")."""
_SENTENCE_END = re.compile(r"[a-z]{2}[.!?][ \t]+[A-Z]")  # one sentence ends, another starts
_SMALL = "of|the|a|an|in|on|at|by|to|and|under|over|near|beyond"
_STOPPED_TITLE = re.compile(
    r"^(?!(?i:You|I|It|This|That|There|Here|We|He|She|They|Game|Well|Welcome|Chapter|Part)\b"
    r"|(?i:The End)\b)"
    rf"[A-Z][\w'-]*(?: (?:(?:{_SMALL})(?= )|[A-Z][\w'-]*))+\.$"
)
"""A title of two or more capitalised words (small words between) stopped by a full stop."""
_COUNTER = re.compile(r"\w:[ \t]*\d")
"""A counter on a line ("Score: 10   Moves: 4", "Platform 3: 18:42"): never a room's title."""
_COUNT = re.compile(r"\d[ \t]*/[ \t]*\d|\b\d{1,5}[ \t]+(?:of|out of)[ \t]+\d{1,5}\b", re.I)
"""A count against its total ("Eggs 0/3", "(0/5 rats)", "Room 3 of 5"): a tally or a status
line, never a room's title."""
_PROMPT = re.compile(r"^(?:\d+[A-Za-z]{1,4}\b[\s/|]*)+$|^(?:\d+[A-Za-z]{1,4}\b[\s/|]*){2,}\S")
"""A MUD's prompt in brackets ("<41hp 12m 60mv>", "<150hp 210mv 12 days to Carnaval>"): numbers
with their units, no room (two of them first, and whatever the game adds after)."""
_STATUS = re.compile(
    r"^\W*(?:[A-Za-z][A-Za-z' ]{0,20}:[ \t]*\d[\w/.%]*(?:[ \t]*(?:of|/|out of)[ \t]*\d+)?"
    r"(?:[ \t]+[A-Za-z]+){0,2}[ \t]*\W*)+$"
)
"""A line of counters alone ("Score: 10   Moves: 4", "HP: 24/30"): a status line above the
room (not "The clock reads 3:15.", a sentence)."""


class Layout(NamedTuple):
    """What the layout of one text says, before any sentence is parsed."""

    header: str | None  # the room a header names (any frame, a title line), else None
    sentences: tuple[str, ...]  # the text's sentences after the header, in order
    listed: tuple[str, ...]  # directions an exit list names (compass points)
    lists: int  # how many exit lists the text holds
    preface: tuple[str, ...] = ()  # sentences before the header (TextWorld's objective)
    listed_closed: tuple[str, ...] = ()  # listed exits marked closed ("east - (closed door)")
    ended: bool = False  # the game says it is over ("*** The End ***", "*** You have won ***")
    whole: bool = False  # the exit lists were lines of compass points alone: the game's own
    # list of its ways, complete ("[Exits: north west]")
    blocked: tuple[str, ...] = ()  # points a list says blocked, by no door ("north (BLOCKED)")
    listed_locked: tuple[str, ...] = ()  # of the listed closed, those noted locked ("(locked)")


_ROOM_LABEL_LINE = re.compile(
    r"^([ \t]*(?:room|location|place|current room)[ \t]*:[ \t]*[^.|\n]{1,60}?)[ \t]*(?:\.|\|)"
    r"[ \t]+(?=\S)",
    re.I | re.M,
)
"""A room's label and name ending a sentence or a sidebar's cell, with more on its line ("Room:
Pump House. Exits: north, east. No coin.", "Location: Orchard | Exits: N, E")."""


_LABEL_AFTER = re.compile(r"(?<=[.!?])[ \t]++(?=(?:room|location|current room)[ \t]*:)", re.I)
"""The blanks between a sentence and a room's label after it on its line ("POLICE REPORT,
continued. Location: rear stockroom.")."""


def _labelled_room_apart(text: str) -> str:
    """``text`` with a labelled room's name on a line of its own (the rest of its line after
    it, and the sentence before it on its line apart), so that the name ends where its sentence
    does."""
    if ":" not in text:
        return text
    return _ROOM_LABEL_LINE.sub(lambda m: m.group(1) + ".\n", _LABEL_AFTER.sub("\n", text))


class Segmenter(ExitLists):
    """Cuts a text into its header, its exit lists and its sentences."""

    def __init__(self, classes: WordClasses) -> None:
        self.classes = classes
        self.shut = classes.shut_words()  # words that say a door is shut
        self._points = classes.class_words("direction")

    def layout(self, text: str) -> Layout:
        """The layout of a text without its status line."""
        header_name: str | None = None
        preface: tuple[str, ...] = ()
        text = plain(text)  # markup, markdown, printed lists and records (converter.markup)
        if "[" in text:  # a MUD's colour codes ("\x1b[1;36m", or "[1;36m" once ESC is lost)
            text = _COLOUR.sub("", text)
        if "&" in text:  # SMAUG's ("&YA gold coin&n lies here.")
            text = _AMP_COLOUR.sub("", text)
        if "@" in text:  # Aardwolf's ("@YA gold coin@w is here.")
            text = _AT_COLOUR.sub("", text)
        if "{" in text:  # SMAUG's braces ("{wThe Salt Store{x")
            text = _BRACE_COLOUR.sub("", text)
        if "|" in text:  # Evennia's ("|cHarbour Wall|n", "|wExits:|n north")
            text = _PIPE_COLOUR.sub("", text)
        if "[" in text:  # "[Kitchen] A small kitchen. [Exits: N W]": its cells on lines
            text = self._cells_apart(text)
        text = self.bar_apart(text)  # "[Room: Crane Office | Exits: N E | HP 40/40]"
        text = unlabelled(tagged(unstamped(text)), self.classes)  # "09:50 ...", "[GAME] ..."
        text = unquoted(text, self.classes)  # a text all in quotations: the game's voice
        text = modern(text, self.classes.knows)  # "Thou takest the penny": you take it
        if ":" in text:  # an inventory's list, a channel's chat: nothing in the room
            said: list[str] = []  # a channel's line that sets a task (read for the goal only)
            text = _CHANNEL.sub(lambda m: self._chat(m, said), _CARRIED.sub("", text))
            preface = tuple(said)
        text = unechoed(text)  # ">GO EAST", "$ curl ...", "HTTP/1.1 404 Not Found": not the game's
        if "(" in text:  # "Ferry Terminal (n, e, s)": the name, then the exit list
            text = TRAILING_EXITS.sub(r"\1\nExits: \2", text)
        if "[" in text:  # "[E W] Tanner's Yard": the name, then the exit list
            m = LEADING_EXITS.search(text)  # (the room's line is the first: "[S] Study
            if m is not None and not text[: m.start()].strip():  # (locked)" under "Exits:" is
                text = text[: m.start()] + self._leading_exits(m) + text[m.end() :]  # an entry
        todo: tuple[str, ...] = ()
        if "[" in text or "☐" in text or "☑" in text:  # a to-do list: the goal, stated
            text, todo = todo_list(text)
        framed = find_header(text)
        if framed is not None:
            header_name, end = framed
            # banner and objective come before the header: no fact, read for a goal only
            preface += tuple(sentences(text[: text.rfind("\n", 0, max(end - 1, 0)) + 1]))
            text = text[end:]
        if "[[" in text:
            text = _LINK.sub(lambda m: m.group(1).strip() + ".", text)
        if "-" in text:
            text = _DASHED.sub(" ", text)
        if "(" in text:
            text = _POINT_MARK.sub(self._point_mark, text)
        lines, columns = [], set()  # columns: the lines that were one column of several
        for line in _labelled_room_apart(text).split("\n"):
            split = _COLUMNS.split(line.strip()) if line.strip() else [""]
            if len(split) > 1:
                columns.update(range(len(lines), len(lines) + len(split)))
            split = [x for c in split for x in _choices(c.strip())]
            lines.extend(_CHOICE.sub("", CHECKBOX.sub("", c)) for c in split)
        last = max((k for k, line in enumerate(lines) if line), default=-1)  # last non-blank
        body: list[str] = []
        listed: list[str] = []
        listed_closed: list[str] = []
        keyed_locked: list[str] = []  # listed ways a list's key marks locked ("W#  (# locked)")
        listing: list[str] = []  # the lines read as exit lists (their notes: "(door: locked)")
        blocked: list[str] = []
        itemised = False  # a list's entries on lines of their own ("Obvious exits:\nNorth - ...")
        lists = 0
        first = True
        in_list = False  # after a label alone ("Obvious exits:"), one exit a line
        ended = False
        banner: str | None = None  # a framed line read as the title ("*** Kitchen ***")
        goals = False  # in the lines under a heading of goals
        title: str | None = None  # the title line that named the room, while it may be a heading
        for k, line in enumerate(lines):
            goals = goals and bool(line)
            if not line:
                continue
            if (
                line[0] in "<[{"
                and line[-1] in ">]}"
                and (_PROMPT.match(line[1:-1].strip()) or _COUNT.search(line))
                and not (_GOAL_WORDS.search(line) and len(line.split()) > 3)  # ("[Objective:
            ):  # Wind every clock (2/9).]": a goal)
                continue  # a MUD's prompt ("<112hp 64m 130mv>", "[HP 39/40]", "{312hp 140mv}")
            if client_code(line):
                continue  # "!!SOUND(surf.wav V=60)": a sound a client left raw
            if line.rstrip()[-1:] == ">" and _STATUS.match(line):
                continue  # a prompt of counters ("Gold: 150  Coins:  42 >"): no coin lies here
            if goals and (
                self._header_line(line, more=k < last) is not None
                or self._exit_list(line) is not None
            ):
                goals = False  # the room's title or exits end the goals ("Quest Log\nFind the
                # lost ring\nKitchen")
            if framed is None and header_name is None and not body and goals:
                preface += tuple(sentences(line))  # a goal under "QUEST LOG"
                continue
            if framed is None and header_name is None and not body and GOAL_LINE.match(line):
                preface += tuple(sentences(line[1:-1].strip()))  # "[Quest added: ...]"
                continue
            if framed is None and header_name is None and not body and GOALS_HEADING.match(line):
                goals = True  # (the heading itself states no goal: its lines do)
                continue
            if framed is None and header_name is None and not body and DIVISION.match(line):
                preface += (line,)  # the story's heading: the title under it may name the room
                continue
            if (
                framed is None
                and header_name is None
                and not body
                and _STATUS.match(line)
                and not self._taking(line)  # ("Pocketed: 20p coin.": a taking, no counter)
            ):
                preface += tuple(sentences(line))  # a status line ("Score: 10   Moves: 4")
                continue
            if framed is None and header_name is None:
                name = self._header_line(line, more=k < last, column=k in columns)
                if name is not None and (
                    first
                    or self._is_preface(body)
                    or self._after_reply(lines, k, body)
                    or line.partition(":")[0].strip().lower() in _LABELS  # a label names the
                ):  # room wherever it stands ("Room: Great Kitchen" under a psql prompt)
                    header_name, title = name, line
                    preface, body = preface + tuple(sentences("\n".join(body))), []
                    first = False
                    continue
            if title is not None and not body and line.partition(":")[0].lower() in _LABELS:
                name = self._header_line(line, more=k < last, column=k in columns)
                if name is not None:  # "SITREP\nLOC: Gatehouse": the label names the room, the
                    preface, header_name, title = (*preface, title), name, None  # line a header
                    continue
            if (  # a heading, its paragraph, then a title over the room's text ("WORD HUNT\n
                framed is None  # Find the four tiles ...\n\nSchoolroom\nDesks in rows."):
                and title is not None  # the first two are the game's opening
                and 0 < len(body) <= 4
                and not lines[k - 1]
                and not listed
                and not self.classes.words_of(" ".join(body)) & self._points
            ):  # (a room's own text names its ways: "Village Hall\nThe door is south.\n\n
                # Notice Board\n...", a title-like line in the room, keeps the hall)
                name = self._header_line(line, more=k < last, column=k in columns)
                if name is not None and name != header_name:  # (not Inform's status line)
                    preface += tuple(sentences("\n".join([title, *body])))
                    header_name, title, body = name, None, []
                    continue
            first = False
            if (  # the title above was the game's (a banner follows only titles and banner;
                framed is None  # a serial number is one wherever it stands)
                and _BANNER.match(line)
                and (_SERIAL.search(line) or all(_BANNER.search(b) for b in body))
            ):
                words = ([header_name] if header_name else []) + body + [line]
                said = tuple(x for x in sentences("\n".join(words)) if not _BANNER.search(x))
                preface, body, header_name = preface + said, [], None  # (the banner says nothing)
                title = None
                first = True  # the room's title may follow ("Release 1 ...\n\nParlour")
                continue
            if framed is None and _PRESS_KEY.match(line):  # "[Press RETURN]": the opening ends,
                preface, body, header_name = preface + tuple(sentences("\n".join(body))), [], None
                title = None
                first = True  # the room's title may follow
                continue
            leader = self._leader_item(line)  # "(W)est .... Library": an exit list's entry
            if _LEADER.search(line) and leader is None:  # (a table's row: no way)
                continue
            told = len(line.split()) > 14 or "," in line and len(line.split()) > 8  # (not "***
            if _ENDED.match(line) and not told:  # The ship rolls, and a mug smashes ... ***")
                inner = self._header_line(line.strip(" *"), more=True)
                if framed is None and header_name is None and not body and k < last and inner:
                    header_name = banner = inner  # "*** Kitchen ***" above the room's text and
                    continue  # its exit list: a title framed so (kept only with a list, below)
                ended = True
                continue
            entries = ":" in line and (self.first_entries(line) or self.compass_entries(line))
            if entries:  # "EXITS: N - Crane Office (door: OPEN) / E - Reefer Stack": a list,
                listed.extend(p for p, _ in entries if p)  # more entries maybe below; "S: —"
                listed_closed.extend(p for p, shut in entries if shut and p)
                in_list = itemised = True
                listing.append(line)
                continue
            if in_list or _ARROW.match(line) or leader:  # ("N -> Chapel": anywhere)
                whole = self._list_item(line)
                items = [whole] if whole is not None else []
                if in_list:  # entries side by side ("North <N>  West <W>", "Stairs <D>  North
                    apart = [i for i in map(self._list_item, _SPACED.split(line)) if i]  # <N>"),
                    items = apart if len(apart) > len(items) else items  # where more read so
                itemised = itemised or bool(items)
                for point, shut in items:
                    if point is not None:  # ("North - (blocked by rubble)": no way)
                        listed.append(point)
                    if shut and point is not None:
                        listed_closed.append(point)
                if items:
                    listing.append(line)
                    continue
                in_list = False
            line = self.point_notes(line)  # "Exits: north [south: door closed]"
            bare = self._bare_arrows(line) or self._buttons(line)  # "S > Security | E > Gate
            # 7 (door: LOCKED)", "[ North ] [ East ]"
            if bare is not None:
                listed.extend(p for p, _ in bare if p is not None)
                listed_closed.extend(p for p, shut in bare if shut and p is not None)
                lists += 1
                listing.append(line)
                continue
            exits = self._exit_list(line)
            if exits is not None:
                closed_by_key, locked_by_key = self._keyed(line)  # "E+ W# (+ door closed, ...)":
                listed_closed.extend(closed_by_key)  # the key read, its words no entry's note
                keyed_locked.extend(locked_by_key)
                line = self.unkeyed(line)
                listed.extend(exits)
                blocked.extend(self._blocked_points(line))
                listed_closed.extend(  # (of the listed ways: "north (BLOCKED)" is none)
                    p
                    for p in marked_closed(line, self.classes, abbreviated=True, shut=self.shut)
                    if p in exits
                )
                listed_closed.extend(self._bracketed(line) + self._closed_entries(line))
                lists += 1
                in_list = not exits
                listing.append(line)
                continue
            parts = sentences(line)
            if len(parts) > 1:  # "You're in the lounge. Exits: south, west." on one line
                kept = []
                for part in parts:
                    inline = self._exit_list(part)
                    if inline is None:
                        kept.append(part)
                    else:
                        listed.extend(inline)
                        listed_closed.extend(  # "Exits: north (through the door, which is shut)"
                            marked_closed(part, self.classes, abbreviated=True, shut=self.shut)
                        )
                        lists += 1
                        listing.append(part)
                line = " ".join(kept)
                if not line:
                    continue
            body.append(line)
        if banner is not None and not lists and header_name == banner:  # no exit list: an
            header_name, ended = None, True  # end banner ("*** GAME OVER ***\nYou scored 10")
        return Layout(
            header_name,
            tuple(sentences("\n".join(body))),
            tuple(listed),
            lists,
            todo + preface,
            tuple(listed_closed),
            ended,
            bool(listed) and not itemised and not in_list,
            tuple(blocked),
            tuple(dict.fromkeys(self._locked_points(listing, listed_closed) + keyed_locked)),
        )

    @staticmethod
    def _leading_exits(match: re.Match) -> str:
        """ "[E W] Tanner's Yard" -> the line moved after its name: "Tanner's Yard\nExits: E W";
        a line whose words are not a title's is left as it is (a menu's "[S] Sell your loot")."""
        words = [w for w in match.group(3).split() if len(w) > 3]
        if not words or not all(w[0].isupper() for w in words):
            return match.group(0)
        return f"{match.group(1)}{match.group(3)}\nExits: {match.group(2).strip()}"

    def _point_mark(self, match: re.Match) -> str:
        """ "the yard gate (S)" -> "the yard gate to the south"; another bracket kept."""
        point = self.classes.direction(match.group(1).lower(), abbreviated=True)
        return f" to the {point}" if point is not None else match.group(0)

    def _chat(self, match: re.Match, said: list[str]) -> str:
        """A channel's line removed (its sentences added to ``said`` where they set you a task:
        "[OOC] GM: Your job tonight: get the letter to the harbourmaster"); a label line that
        only looks like one kept."""
        channel, speaker = match.group(1), match.group(2)
        if channel is not None and (
            channel.lower() in _LABELS
            or self._is_exit_label(channel)
            or self.classes.direction(speaker) is not None
            or speaker.lower() in _LABELS
        ):
            return match.group(0)
        words = match.group(0).partition(f"{speaker}:")[2].strip()
        heard = self.classes.words_of(words)  # (to you: not "anyone know where the quest is?")
        if GOAL_NOUNS & heard and heard & {"you", "your"} and not words.endswith("?"):
            said.extend(sentences(words))
        return ""

    @staticmethod
    def _after_reply(lines: list[str], k: int, body: list[str]) -> bool:
        """Whether a title line comes after a reply of a line or two and a blank line ("You
        can't go that way.\n\nLanding\n..."), or right after a one-line reply ("Can't go
        w.\nToll House\nExits: n s"): the game prints the room after its message."""
        if (
            k == 1
            and len(body) == 1
            and body[0].endswith((".", "!"))
            and len(body[0]) <= 60
            and ":" not in body[0] + lines[k]  # (not "I'm in a meadow. Obvious exits: ...")
            and not _YOU_ARE.match(body[0])  # ("YOU ARE IN THE ATTIC.": the room itself)
        ):
            return True
        return 0 < len(body) <= 4 and k > 0 and not lines[k - 1]

    @staticmethod
    def _is_preface(body: list[str]) -> bool:
        """Whether the lines before a title line are a game's opening words (a task stated in a
        paragraph of its own), so that the title still names the room."""
        return (
            bool(body)
            and len(body) <= 6
            and (
                bool(_GOAL_WORDS.search(" ".join(body)))
                or all(_COUNT.search(b) and b[-1] not in ".!?" for b in body)
            )  # (a tally over the room: "Eggs 0/3\n\nHayloft\n...")
        )

    def _taking(self, line: str) -> bool:
        """Whether a line's label is a verb of taking done ("Pocketed: 20p coin.")."""
        label = line.partition(":")[0].strip().lower()
        return label.endswith("ed") and any(
            self.classes.is_a(verb, kind)
            for verb in (label[:-1], label[:-2])
            for kind in ("acquire", "removal")
        )

    def _header_line(self, line: str, more: bool, column: bool = False) -> str | None:
        """The room a header line names: ``[Kitchen]``, ``== Kitchen ==``, ``Room: Kitchen``, or
        a title line (short, no end punctuation, capitalised) above more text; else None."""
        if line[:1] in _BOX_DRAWING:  # "╔══ BACK KITCHEN ══╗": a title drawn in a box
            line = line.strip(_BOX_DRAWING + " \t")
        if NO_TITLE.match(line.strip(" \t=*~#-[]<>")):
            return None  # a message's subject or sender, a document's part ("Chapter Four: ...")
        bare = _ROOM_FLAGS.sub("", _VNUM.sub("", line))  # "[ 3127] The Ropery [ NOBITS ]"
        line = bare if bare != line and bare.strip() else line
        for left, right in _FRAMES:
            if (
                line.startswith(left)
                and line.endswith(right)
                and len(line) > len(left) + len(right)
                and right
                not in line[len(left) : -len(right)].strip(f"{left}{right} ")  # ("[N] [E]")
            ):
                inner = line[len(left) : len(line) - len(right)].strip(" =*~-[]<>\t")
                if (
                    inner
                    and not _PROMPT.match(inner)
                    and not _COUNTER.search(inner)  # ("[HP:220/220 SP:80/80 Gold:340]")
                    and not self._is_exit_label(inner)
                    and len(inner.split()) <= MAX_TITLE_WORDS
                    and inner[-1] not in ".!?"
                ):  # "[Your score has just gone up by one point.]" is a notice, not a room
                    return room_name(inner)
        if DIVISION.match(line):
            return None
        label, colon, rest = line.partition(":")
        if not colon and _SPACED.search(line):  # a card's label set off by spaces
            label, rest = _SPACED.split(line, 1)  # ("LOCATION  Locker Room")
            colon = " "
        if colon and label.strip().lower() in _LABELS and rest.strip(" .\t"):
            return room_name(rest.strip(" .\t"))  # "Room: Cobbler's Yard."
        called = _CALLED.match(line.strip())
        if called is not None:  # "location('Throne Room')." (a game that prints its facts)
            return room_name(called.group(2).strip())
        if _COUNT.search(line):
            return None
        if line.endswith(")") and "(" in line:  # "Walled Garden (on the bench)"
            line = line[: line.rindex("(")].rstrip()
        while line.endswith("]") and "[" in line[1:]:  # "Bone Pit [dark]", "Ginnel [outdoors]
            line = line[: line.rindex("[")].rstrip()  # [lit]": states, not the name
        alone = line[:-1] if line.endswith(".") and line[:-1].isalpha() else ""  # "Parlour."
        if more and (_STOPPED_TITLE.match(line) or self.classes.is_a(alone.lower(), "room")):
            line = line[:-1]  # "The Ferry Stage.": a title stopped as LPMuds and Achaea stop it
        words = line.split()
        if (
            more
            and 0 < len(words) <= MAX_TITLE_WORDS
            and line[-1] not in ".!?:;,\"'"
            and not _SENTENCE_END.search(line)  # ("Deckchair. Bucket and spade. GOLD COIN": a list)
            and (line[0].isupper() or line[0].isdigit())
            and not line.startswith(">")
            and not _COUNTER.search(line)
            and not (column and ": " in line)  # a status line's "Area: Old Rectory": a label
            and not (colon and self.classes.direction(label.strip(), abbreviated=True))  # ("N:
            # none", "S: —": a compass's entries)
            and sum(w[0].isupper() for w in words if w[0].isalpha()) * 2 >= len(words)
            and self._exit_list(line) is None
            and not (  # a choice's words ("Walk east", "Go north"), no title
                self.classes.is_a(words[0].lower(), "motion")
                and self.classes.direction(words[-1]) is not None
            )
        ):
            return room_name(line)
        return None


def _choices(line: str) -> list[str]:
    """A line's choices an arrow marks, each apart ("» Go west  » Go north"); else the line."""
    return _NEXT_CHOICE.split(line) if _CHOICE.match(line) else [line]
