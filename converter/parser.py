"""Rule-based semantic parser: ONE observation text -> room, exits, objects and kind of text.

spaCy's blank English pipeline (tokenizer only, no statistical model) plus ``Matcher`` and
``PhraseMatcher`` rules written against TextWorld's coin-collector grammar (see docs/converter.md
for the template list). Which tokens are directions or objects is asked of the :class:`Lexicon`;
the rules name only the function words of the templates.

Speed: the room header and the status line are found with two regular expressions, the ASCII-art
banner and the objective (everything before the header) are dropped, and only the sentences that
contain a lexicon word or a message key word are tokenized. Parsed observations are cached in an
LRU keyed by the text.

Tokens (issue 20, findings 1 and 2): the text is cut into tokens by one linear regular expression
(:func:`tokens`: runs of letters and digits, one token per other non-blank character, runs of line
breaks), and each token is mapped onto the closed set of words the rules name (lower-cased), or
onto one of two placeholders (``w`` for any other alphabetic word, ``0`` for anything else) before
the ``Doc`` is built. spaCy's own tokenizer is not used: it strips leading and trailing
punctuation one character at a time, quadratic in a run's length (8,000 ``)`` beside ``coin``
cost seconds), and it interns every new word in the shared vocabulary, which never forgets
(unbounded memory per worker). The rules read only ``LOWER``, ``IS_ALPHA`` and sentence ends,
which the placeholders keep, so the matches are the same.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from collections.abc import Callable
from enum import StrEnum
from typing import NamedTuple

import spacy
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokens import Doc

from converter.lexicon import Lexicon

MAX_OBSERVATION_CHARS = 32_768
"""Longest observation text accepted (characters); TextWorld's longest feedback is ~3,000."""
MAX_ROOM_CHARS = 128
"""Longest room name kept as it is; a longer one is cut and suffixed with a digest of the whole
name (still one name per room, bounded in memory). TextWorld's room names are a few words."""


class ConverterInputError(ValueError):
    """Input the converter refuses: not a string, over a size limit, or a malformed history."""


class TextKind(StrEnum):
    """What an observation text reports."""

    ROOM = "room"  # a room description (header, or exits without header), after a move or `look`
    FAILED_MOVE = "failed_move"  # "You can't go that way.", "You can't move there, the door ..."
    REFUSED = "refused"  # "Unknown action: I'm not sure what you mean." (TextWorldExpress)
    OPENED = "opened"  # "You open the wooden door, revealing the pantry.", "That is already open."
    SHUT = "shut"  # "You close the wooden door to the pantry.", "That is already closed."
    TAKEN = "taken"  # "You pick up the coin from the ground."
    DROPPED = "dropped"  # "You drop the coin on the ground."
    OTHER = "other"  # anything else ("You can't see any such thing.", end-of-game prompt, ...)


class ParsedObservation(NamedTuple):
    """What one observation text says, in canonical lexicon words."""

    kind: TextKind
    header: str | None  # room name of a `-= Name =-` header line (a room description)
    status_room: str | None  # room name of TextWorld's status line `>  -= Name =-0/5`
    exits: frozenset[str]  # canonical direction words of the exits described
    objects: frozenset[str]  # canonical object words described as present
    moved_objects: frozenset[str]  # objects picked up (TAKEN) or dropped (DROPPED)
    closed: frozenset[str] = frozenset()  # exits described as a closed door (TextWorldExpress)
    neighbours: frozenset[tuple[str, str]] = frozenset()  # (direction, room) the text names
    revealed: str | None = None  # the room an opened or closed door leads to (OPENED, SHUT)

    @property
    def room(self) -> str | None:
        """The room the text is in: the header's (TextWorld's ``-= Name =-``, TextWorldExpress's
        ``You are in the name.``), else the status line's, else None."""
        return self.header if self.header is not None else self.status_room


# Header candidates, found in linear time: a header line holds `-=` after optional blanks (a
# status line starts with `>`: split_status searches it from the end). Whether a candidate is
# framed as `-= Name =-` is decided by plain string operations on that one line (see
# _framed_name), never by a backtracking pattern: the previous patterns
# (`-=[ \t]*(?P<name>[^\n]*?)[ \t]*=-...`) cost the cube of a line's length.
_HEADER_CANDIDATE = re.compile(r"^[ \t]*-=[^\n]*", re.M)
_BLANKS = " \t"
_ASCII_DIGITS = "0123456789"
_SENTENCE_END = re.compile(r"(?<=[.!?])[ \t]+|\n+")


def _framed_name(line: str) -> str | None:
    """``Name`` of a line that is exactly ``-= Name =-`` (blanks around allowed), "" for ``-==-``,
    None when the line is not framed so."""
    line = line.strip(_BLANKS)
    if len(line) < 4 or not line.startswith("-=") or not line.endswith("=-"):
        return None
    return room_name(line[2:-2].strip(_BLANKS))


def _digest(text: str, size: int = 16) -> bytes:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=size).digest()


def room_name(name: str) -> str:
    """``name`` itself, or, past :data:`MAX_ROOM_CHARS`, its start and a digest of the whole."""
    if len(name) <= MAX_ROOM_CHARS:
        return name
    return name[: MAX_ROOM_CHARS - 33] + "…" + _digest(name).hex()


def _rstrip_digits(text: str) -> str:
    text = text.rstrip(_ASCII_DIGITS)
    end = len(text)
    while end and text[end - 1].isdecimal():  # what `\d` matches in a str pattern
        end -= 1
    return text[:end]


def _status_name(line: str) -> str | None:
    """Room name of TextWorld's status line ``>  -= Name =-score/moves``, else None."""
    rest = line[1:].lstrip(_BLANKS)  # after the `>` prompt
    if not rest.startswith("-="):
        return None
    tail = _rstrip_digits(rest.rstrip(_BLANKS))
    if tail.endswith("/"):
        tail = _rstrip_digits(tail[:-1])
    return _framed_name(tail)


def split_status(text: str) -> tuple[str, str | None]:
    """(the text before TextWorld's status line, the room the line names): the line's move
    count changes every step, the rest is what the game said. No status line: (text, None).
    The status line is the last line that starts with ``>`` and reads as one (it is normally
    the text's last line, so the search runs from the end). Linear in the text's length."""
    end = len(text)
    while True:
        start = text.rfind("\n>", 0, end) + 1  # 0: none left but perhaps the first line
        if start == 0 and not text.startswith(">"):
            return text, None
        stop = text.find("\n", start)
        name = _status_name(text[start : stop if stop >= 0 else len(text)])
        if name is not None:
            return text[:start], name or None
        if start == 0:
            return text, None
        end = start  # the next candidate ends before this one's `>`


def find_header(text: str) -> tuple[str | None, int] | None:
    """(room name or None when empty, end of its line) of the last room header line
    ``-= Name =-`` (both in `feedback` and in `description`), or None. Linear in the text."""
    found = None
    for line in _HEADER_CANDIDATE.finditer(text):
        name = _framed_name(line.group())
        if name is not None:
            found = (name or None, line.end())
    return found


# TextWorldExpress's room sentence, the first of a room description: "You are in the kitchen."
# (found in linear time: one anchored match, the name up to the first full stop or line break).
_TWX_ROOM = re.compile(r"[ \t\n]*You are in the ([^.\n]{1,200})\.")


# The room behind a door the agent opened or closed (anchored: one start position, linear).
_DOOR_ROOM = (
    re.compile(rf"[ \t\n]*You open the [^.\n]*, revealing the ([^.\n]{{1,{MAX_ROOM_CHARS}}})\."),
    re.compile(rf"[ \t\n]*You close the [^.\n]* to the ([^.\n]{{1,{MAX_ROOM_CHARS}}})\."),
)


def find_door_room(text: str) -> str | None:
    """The room TextWorldExpress names when a door opens ("You open the wooden door, revealing
    the pantry.") or closes ("You close the wooden door to the pantry."), else None."""
    for pattern in _DOOR_ROOM:
        match = pattern.match(text)
        if match is not None:
            return room_name(match.group(1).strip(_BLANKS)) or None
    return None


def find_room_sentence(text: str) -> tuple[str | None, int] | None:
    """(room name, end of the sentence) of TextWorldExpress's opening ``You are in the X.``,
    or None when the text does not open so."""
    match = _TWX_ROOM.match(text)
    if match is None:
        return None
    return room_name(match.group(1).strip(_BLANKS)) or None, match.end()


# Message phrases (Inform 7 / TextWorld / TextWorldExpress replies), on lower-cased tokens.
_KIND_PHRASES: dict[TextKind, tuple[str, ...]] = {
    TextKind.FAILED_MOVE: (
        "you can't go that way",
        "you cannot go that way",
        "you can't move there",
    ),
    TextKind.REFUSED: ("unknown action",),
    TextKind.OPENED: ("you open the", "that is already open"),
    TextKind.SHUT: ("you close the", "that is already closed"),
}
# Exit rules: token patterns that END on the first direction word of a list of directions
# ("north", "north and south", "north, south and east"); `DIR` stands for the lexicon's exit words.
_EXIT_RULES: dict[str, list[list[dict | str]]] = {
    # "There is an unblocked exit to the D", "Exits unguarded lie to the D", "you can exit to the
    # D", "there is a door to the D of you", "The exit to the D is going through a door"
    "exit_to_the": [
        [
            {"LOWER": {"IN": ["exit", "exits", "door", "doors"]}},
            {"IS_ALPHA": True, "OP": "?"},
            {"IS_ALPHA": True, "OP": "?"},
            {"LOWER": "to"},
            {"LOWER": "the"},
            "DIR",
        ]
    ],
    # "try going D", "You can go D from here", "Why not go D", "if you go D"
    "go": [[{"LOWER": {"IN": ["go", "going"]}}, "DIR"]],
    # "you could leave by the D"
    "leave_by": [[{"LOWER": "leave"}, {"LOWER": "by"}, {"LOWER": "the"}, "DIR"]],
    # "There is a closed wooden door leading D", "a wooden door leads D"
    "leading": [[{"LOWER": {"IN": ["leading", "leads", "facing", "heading"]}}, "DIR"]],
    # "a door at the D exit", "blocking the D and E exits", "The D exit has a door blocking it"
    # (the list must be followed by "exit"/"exits": checked after the match)
    "the_d_exit": [[{"LOWER": "the"}, "DIR"]],
    # TextWorldExpress: "To the D you see the corridor.", "To the D you see a closed wooden
    # door.", "Through an open wooden door, to the D you see the pantry." (the list must be
    # followed by "you see": checked after the match; "a closed" next says the door is closed)
    "to_the_d_you_see": [[{"LOWER": "to"}, {"LOWER": "the"}, "DIR"]],
}
_YOU_SEE = ("you", "see")
_ARTICLES = frozenset({"a", "an"})
_CLOSED = "closed"
_OBJECT_RULE = "object"  # an object word; its sentence decides: present, taken or dropped
# Denials (red-team review): "There is no exit to the D", "There is not a door leading D", "You
# can't go D", "There is no coin here" state that there is none. A noun anchor (exit, door,
# leading) is denied by a negator among the few tokens before it in its sentence; a verb anchor
# (go, leave by) only by a negated modal right before it ("can't go", "cannot go", "do not
# go"), as the grammar's own "Why not go D" and "not a fan of the doors?" invite to go.
_NEGATORS = frozenset({"no", "not", "never"})
_NOUN_RULES = {"exit_to_the": 3, "leading": 5}  # rule -> tokens looked at before its anchor
_VERB_RULES = frozenset({"go", "leave_by"})
_MODALS = frozenset({"can", "do", "does", "did", "must", "should", "could", "would", "will"})
_APOSTROPHES = frozenset({"'", "\u2019"})
_LIST_JOINERS = frozenset({",", "and", "or"})
_FLOOR_ENDINGS = (("on", "the", "floor"), ("on", "the", "ground"), ("here",))
_SENTENCE_PUNCT = frozenset({".", "!", "?"})
_ROLE_WORDS = frozenset({"there", "is", "are", "pick", "up", "you", "take", "drop", "see", "also"})
_WORD_PLACEHOLDER = "w"  # any alphabetic word the rules do not name (IS_ALPHA, LOWER "w")
_OTHER_PLACEHOLDER = "0"  # any other token the rules do not name (digits, symbols, emoji)
# Runs of line breaks (sentence ends), runs of letters and digits, one token per other character.
_TOKEN = re.compile(r"\n+|[^\W_]+|[^\s]")


def tokens(text: str) -> list[str]:
    """``text`` cut into tokens, in time linear in its length (blanks other than line breaks
    separate tokens and are dropped)."""
    return _TOKEN.findall(text)


def _pattern_words(patterns: list[list[dict | str]]) -> set[str]:
    words: set[str] = set()
    for pattern in patterns:
        for token in pattern:
            if isinstance(token, dict) and "LOWER" in token:
                lower = token["LOWER"]
                words.update(lower["IN"] if isinstance(lower, dict) else [lower])
    return words


class ObservationParser:
    """Parses observation texts with spaCy rules; results are cached per text (LRU)."""

    def __init__(self, lexicon: Lexicon, cache_size: int = 4096) -> None:
        self.lexicon = lexicon
        self._nlp = spacy.blank("en")
        self._exit_words = frozenset(lexicon.surface_words("exit"))
        self._object_words = frozenset(lexicon.surface_words("object"))
        self._matcher = Matcher(self._nlp.vocab)
        dir_token = {"LOWER": {"IN": sorted(self._exit_words)}}
        for name, patterns in _EXIT_RULES.items():
            self._matcher.add(
                name, [[dir_token if t == "DIR" else t for t in pattern] for pattern in patterns]
            )
        self._matcher.add(_OBJECT_RULE, [[{"LOWER": {"IN": sorted(self._object_words)}}]])
        # The closed set of words a Doc may hold: what any rule, phrase or role test names.
        self._known = frozenset(
            self._exit_words
            | self._object_words
            | {w for patterns in _EXIT_RULES.values() for w in _pattern_words(patterns)}
            | {t.lower() for ps in _KIND_PHRASES.values() for p in ps for t in tokens(p)}
            | {w for ending in _FLOOR_ENDINGS for w in ending}
            | _LIST_JOINERS
            | _SENTENCE_PUNCT
            | _ROLE_WORDS
            | _NEGATORS
            | _MODALS
            | _APOSTROPHES
            | _ARTICLES
            | {"cannot", "t", "exit", "exits", _CLOSED}
        )
        # Every word a Doc may hold enters the vocabulary now; nothing does afterwards.
        Doc(
            self._nlp.vocab,
            words=[*sorted(self._known), "\n", _WORD_PLACEHOLDER, _OTHER_PLACEHOLDER],
        )
        self._phrases = PhraseMatcher(self._nlp.vocab, attr="LOWER")
        for kind, phrases in _KIND_PHRASES.items():
            self._phrases.add(kind.value, [self._doc(p) for p in phrases])
        # A sentence can only match a rule if it holds one of these key words (lower case).
        self._keys = tuple(
            sorted(
                self._exit_words
                | self._object_words
                | {"can't", "cannot", "pick up", "drop"}
                | {p for ps in _KIND_PHRASES.values() for p in ps}
            )
        )
        # one search per sentence (C speed), linear in the sentence times the keys, as before
        self._key_pattern = re.compile("|".join(re.escape(k) for k in self._keys))
        # TextWorldExpress names the room an open way leads to: "To the D you see the X."
        ways = "|".join(re.escape(w) for w in sorted(self._exit_words))
        self._neighbour = re.compile(
            rf"\bto the ({ways}) you see the ([^.\n]{{1,{MAX_ROOM_CHARS}}})\.", re.IGNORECASE
        )
        self._by_text = _DigestCache(cache_size)
        self._by_body = _DigestCache(cache_size)

    def parse(self, text: str) -> ParsedObservation:
        """Parse one observation text (cached); raise ConverterInputError for bad input.

        Two bounded caches: by the whole text (a client resends its history with every request,
        the same texts each time), and by the text without TextWorld's status line (room, score
        and move count): the move count changes every step, the text before it seldom does.
        """
        return self._by_text.get(check_text(text), self._parse_text)

    def _parse_text(self, text: str) -> ParsedObservation:
        body, status_room = split_status(text)
        parsed = self._by_body.get(body, self._parse)
        if status_room is None:
            return parsed
        return parsed._replace(status_room=status_room)

    def _parse(self, text: str) -> ParsedObservation:
        """Parse a text without its status line."""
        status_room = None
        header = find_header(text)
        if header is None:
            header = find_room_sentence(text)
        if header is not None:
            header_name, end = header
            body = text[end:]  # banner and objective come before the header: dropped
        else:
            body, header_name = text, None
        doc = self._doc(self._relevant(body))
        exits, objects, moved, kind, closed = self._read(doc)
        if header_name is not None or (kind is TextKind.OTHER and exits):
            kind = TextKind.ROOM  # a headerless text that lists exits describes the current room
        neighbours = frozenset(
            (self.lexicon.lookup(m.group(1)).canonical, room_name(m.group(2).strip(_BLANKS)))
            for m in self._neighbour.finditer(body)
        )
        revealed = find_door_room(body) if kind in (TextKind.OPENED, TextKind.SHUT) else None
        return ParsedObservation(
            kind, header_name, status_room, exits, objects, moved, closed, neighbours, revealed
        )

    @property
    def interned(self) -> tuple[int, int]:
        """(strings, lexemes) the spaCy vocabulary holds: fixed once the parser is built, as
        texts enter it only as words of the closed set or placeholders."""
        return len(self._nlp.vocab.strings), len(self._nlp.vocab)

    def _doc(self, text: str) -> Doc:
        """A ``Doc`` of ``text``'s tokens, each a word of the closed set (lower case) or a
        placeholder: linear in the text, and nothing new enters the shared vocabulary."""
        words = []
        for token in tokens(text):
            low = token.lower()
            if low in self._known or token[0] == "\n":
                words.append("\n" if token[0] == "\n" else low)
            else:
                words.append(_WORD_PLACEHOLDER if token.isalpha() else _OTHER_PLACEHOLDER)
        return Doc(self._nlp.vocab, words=words)

    def _relevant(self, body: str) -> str:
        """The sentences of ``body`` that contain a key word, one per line."""
        keep = []
        for sentence in _SENTENCE_END.split(body):
            low = sentence.lower()
            if self._key_pattern.search(low):
                keep.append(sentence)
        return "\n".join(keep)

    def _read(
        self, doc: Doc
    ) -> tuple[frozenset[str], frozenset[str], frozenset[str], TextKind, frozenset[str]]:
        exits: set[str] = set()
        objects: set[str] = set()
        moved: set[str] = set()
        closed: set[str] = set()
        kind = TextKind.OTHER
        strings = self._nlp.vocab.strings
        sentences = _Sentences(doc)
        for match_id, _start, _end in self._phrases(doc):
            kind = TextKind(strings[match_id])
        for match_id, start, end in self._matcher(doc):
            rule = strings[match_id]
            if rule == _OBJECT_RULE:
                role = sentences.object_role(start)
                word = self.lexicon.lookup(doc[start].lower_).canonical
                if role == "present":
                    objects.add(word)
                elif role in ("taken", "dropped"):
                    moved.add(word)
                    kind = TextKind.TAKEN if role == "taken" else TextKind.DROPPED
                continue
            if _denied(doc, start, rule):
                continue
            directions, after = self._direction_list(doc, end - 1)
            if rule == "the_d_exit" and (
                after >= len(doc) or doc[after].lower_ not in ("exit", "exits")
            ):
                continue
            if rule == "to_the_d_you_see":
                if tuple(t.lower_ for t in doc[after : after + 2]) != _YOU_SEE:
                    continue
                seen = tuple(t.lower_ for t in doc[after + 2 : after + 4])
                if len(seen) == 2 and seen[0] in _ARTICLES and seen[1] == _CLOSED:
                    closed.update(directions)
            exits.update(directions)
        return frozenset(exits), frozenset(objects), frozenset(moved), kind, frozenset(closed)

    def _direction_list(self, doc: Doc, i: int) -> tuple[list[str], int]:
        """Canonical directions of a list "D", "D and D", "D, D and D" starting at token i."""
        found: list[str] = []
        while i < len(doc) and doc[i].lower_ in self._exit_words:
            found.append(self.lexicon.lookup(doc[i].lower_).canonical)
            j = i + 1
            while j < len(doc) and doc[j].lower_ in _LIST_JOINERS:
                j += 1
            if j == i + 1 or j >= len(doc) or doc[j].lower_ not in self._exit_words:
                return found, i + 1
            i = j
        return found, i


def _denied(doc: Doc, start: int, rule: str) -> bool:
    """Whether the exit a rule matched at token ``start`` is denied (:data:`_NEGATORS`)."""
    if rule in _NOUN_RULES:
        for i in range(start - 1, max(start - 1 - _NOUN_RULES[rule], -1), -1):
            if _is_boundary(doc[i]):
                return False
            if doc[i].lower_ in _NEGATORS:
                return True
        return False
    if rule not in _VERB_RULES or start == 0:
        return False
    before = [t.lower_ for t in doc[max(start - 3, 0) : start]]
    if before[-1:] in (["cannot"], ["never"]):
        return True
    if before[-2:-1] and before[-1] == "not" and before[-2] in _MODALS:
        return True
    return len(before) >= 2 and before[-1] == "t" and before[-2] in _APOSTROPHES


class _DigestCache:
    """An LRU of parsed texts keyed by a 16-byte digest of the text, never the text itself: its
    memory is bounded by the number of entries (each value holds a few words and room names of
    at most :data:`MAX_ROOM_CHARS`), whatever the texts' length."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[bytes, ParsedObservation] = OrderedDict()

    def get(self, text: str, compute: Callable[[str], ParsedObservation]) -> ParsedObservation:
        """The cached value of ``text``, or ``compute(text)`` (then cached)."""
        if self._size <= 0:
            return compute(text)
        key = _digest(text)
        hit = self._items.get(key)
        if hit is not None:
            self._items.move_to_end(key)
            return hit
        value = self._items[key] = compute(text)
        if len(self._items) > self._size:
            self._items.popitem(last=False)
        return value

    def __len__(self) -> int:
        return len(self._items)


class _Sentences:
    """The sentences of a doc (split at ``.``, ``!``, ``?`` and line breaks) and what each says of
    the objects in it, computed once per sentence: a text repeating an object word thousands of
    times costs one pass, not one pass per occurrence."""

    def __init__(self, doc: Doc) -> None:
        self._doc = doc
        self._spans: tuple[list[int], list[int]] | None = None  # token -> (start, end) of sentence
        self._roles: dict[int, str] = {}  # sentence start -> role

    def _bounds(self, i: int) -> tuple[int, int]:
        if self._spans is None:  # one pass each way, on the first object word
            n = len(self._doc)
            boundary = [_is_boundary(t) for t in self._doc]
            starts, first = [0] * n, 0
            for j in range(n):
                starts[j] = first
                if boundary[j]:
                    first = j + 1
            ends, last = [n] * n, n
            for j in range(n - 1, -1, -1):
                if boundary[j]:
                    last = j
                ends[j] = last
            self._spans = (starts, ends)
        return self._spans[0][i], self._spans[1][i]

    def object_role(self, i: int) -> str:
        """What the sentence around the object word at token i says of it: "present" for "There
        is a coin on the floor." (or "... here."), "taken" for "You pick up the coin ...",
        "dropped" for "You drop the coin ...", else ""."""
        start, end = self._bounds(i)
        role = self._roles.get(start)
        if role is None:
            role = self._roles[start] = _sentence_role(
                tuple(t.lower_ for t in self._doc[start:end])
            )
        return role


def _sentence_role(words: tuple[str, ...]) -> str:
    if words[:2] in (("there", "is"), ("there", "are")) and any(
        words[-len(e) :] == e for e in _FLOOR_ENDINGS
    ):
        return "" if _NEGATORS.intersection(words) else "present"  # "There is no coin here."
    if len(words) >= 3 and words[-3] in ("see", "also") and words[-2] in _ARTICLES:
        # TextWorldExpress: "There is also a coin.", "You also see a coin.", "In one part of
        # the room you see a coin." (the object word ends the sentence)
        return "" if _NEGATORS.intersection(words) else "present"
    pairs = set(zip(words, words[1:], strict=False))
    if ("pick", "up") in pairs or words[:2] == ("you", "take"):
        return "taken"
    if words[:2] == ("you", "drop"):
        return "dropped"
    return ""


def _is_boundary(token) -> bool:
    return token.text in _SENTENCE_PUNCT or "\n" in token.text


def check_text(text: object, what: str = "observation") -> str:
    """Return ``text`` if it is an acceptable observation/action string, else raise."""
    if not isinstance(text, str):
        raise ConverterInputError(f"{what} must be a string, got {type(text).__name__}")
    if len(text) > MAX_OBSERVATION_CHARS:
        raise ConverterInputError(
            f"{what} has {len(text)} characters; the limit is {MAX_OBSERVATION_CHARS}"
        )
    return text
