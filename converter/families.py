"""Game families as data (docs/architecture.md §3b, ``converter/data/families.json``): each
family's command grammar and the verbs its word classes have.

A verb is abstract (``go``, ``open``, ``take``); a family's grammar spells it (TextWorld ``go
north``, TextWorldExpress ``move north``, ``open door to north``) and reads a command in its
spelling back to (verb, canonical word). The word classes and their words are the lexicon's; a
family says which verbs each class has in its games (direction: ``go``, and ``open`` where there
are doors). Nothing here parses observation text (that is :mod:`converter.parser`).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from converter.facts import NULLARY_PREDICATES, UNARY_PREDICATES, Vocabulary, WordClass
from converter.lexicon import Lexicon, LexiconError

DEFAULT_FAMILIES_PATH = Path(__file__).parent / "data" / "families.json"
MOVE_VERB = "go"
"""The verb the map tracker reads as a move (every family spells it its own way)."""
OPEN_VERB, CLOSE_VERB = "open", "close"
"""The verbs the map tracker reads as opening and closing a door."""
_READERS_CACHE = 4096
_SLOT = re.compile(r"\{(\w+)\}")
DOOR_SLOT = "door"
"""A template's slot for the name the room gives the door at a compass point (TextWorld's
``open {door}`` -> ``open wooden door``): spelled only where the room names that door, read
back only by the room's doors (:meth:`converter.tracker.MapTracker.named_door`)."""


class Command(NamedTuple):
    """A command read back to its abstract verb and canonical word: ``move north`` -> (go,
    north)."""

    verb: str
    word: str


@dataclass(frozen=True, slots=True)
class Family:
    """One game family: its name, engine, grammar and the verbs of its word classes."""

    name: str
    title: str
    engine: str
    package: str
    verbs: tuple[tuple[str, tuple[str, ...]], ...]  # (class name, its verbs in this family)
    commands: tuple[tuple[str, tuple[str, ...]], ...]  # (verb, templates; the first spells it)
    markers: tuple[str, ...]  # phrases only this family's texts hold (recognition)

    def spell(self, verb: str, word: str, door: str | None = None) -> str:
        """The command for ``verb word`` in this family's spelling (``go north`` -> ``move
        north``; ``open north`` -> ``open wooden door`` where the family names doors by name and
        ``door`` is the name of the door at ``word``); KeyError when the family has no such verb
        or spells it by a door's name and none is given."""
        template = dict(self.commands)[verb][0]
        if "{" + DOOR_SLOT + "}" in template:
            if not door:
                raise KeyError(f"{self.name} spells {verb!r} by the door's name; none given")
            return template.replace("{" + DOOR_SLOT + "}", door)
        return _SLOT.sub(word, template)

    def by_door(self, verb: str) -> bool:
        """Whether this family spells ``verb`` by the name of a door (``open {door}``), not by a
        word of a class."""
        return verb in self.door_verbs

    @property
    def door_verbs(self) -> frozenset[str]:
        """The verbs this family spells by the name of a door (TextWorld's ``open``)."""
        return frozenset(
            v for v, spellings in self.commands if "{" + DOOR_SLOT + "}" in spellings[0]
        )

    def class_verbs(self, class_name: str) -> tuple[str, ...]:
        """The verbs of a word class in this family (empty when the family has none)."""
        return dict(self.verbs).get(class_name, ())


class Families:
    """Every known family, in data order, the default one (the family of a request nothing
    else tells), and the command reader they share."""

    def __init__(
        self, families: Sequence[Family], lexicon: Lexicon, default: str | None = None
    ) -> None:
        if not families:
            raise LexiconError("no game family")
        names = [f.name for f in families]
        if len(set(names)) != len(names):
            raise LexiconError("a family is listed twice")
        if default is not None and default not in names:
            raise LexiconError(f"the default family {default!r} is not listed; listed: {names}")
        self.families = tuple(families)
        self._default = names.index(default) if default is not None else 0
        self.lexicon = lexicon
        classes = {c.name for c in lexicon.classes}
        patterns: dict[str, tuple[str, str]] = {}  # normalised template -> (family, verb)
        readers: list[tuple[re.Pattern[str], str, str, str]] = []
        for family in families:
            for name, _ in family.verbs:
                if name not in classes:
                    raise LexiconError(f"family {family.name!r}: unknown word class {name!r}")
            for verb, templates in family.commands:
                for template in templates:
                    key = " ".join(template.lower().split())
                    slots = _SLOT.findall(key)
                    if len(slots) != 1 or slots[0] not in {*classes, DOOR_SLOT}:
                        raise LexiconError(
                            f"template {template!r} needs one {{class}} or {{{DOOR_SLOT}}} slot"
                        )
                    seen = patterns.setdefault(key, (family.name, verb))
                    if seen[1] != verb:
                        raise LexiconError(
                            f"{template!r} reads as {seen[1]!r} in {seen[0]!r} and as {verb!r}"
                            f" in {family.name!r}"
                        )
                    if slots[0] == DOOR_SLOT:  # read back by the room's doors, not here
                        continue
                    before, after = _SLOT.split(key)[0], _SLOT.split(key)[2]
                    regex = r"\s+".join(
                        [*(re.escape(w) for w in before.split()), r"(?P<word>\S+)"]
                        + [re.escape(w) for w in after.split()]
                    )
                    readers.append((re.compile(regex, re.I), family.name, verb, slots[0]))
        self._readers = tuple(readers)
        self._readers_cache: dict[str, frozenset[str]] = {}
        self._read_cache: dict[tuple[str, str | None], Command | None] = {}

    @classmethod
    def load(cls, lexicon: Lexicon | None = None, path: Path | None = None) -> Families:
        """Read a families JSON file (the shipped one when ``path`` is None) against ``lexicon``
        (the shipped one when None); :class:`LexiconError` when it is malformed."""
        if lexicon is None and path is None:
            return _shipped()
        lexicon = lexicon if lexicon is not None else Lexicon.load()
        data = json.loads(Path(path or DEFAULT_FAMILIES_PATH).read_text(encoding="utf-8"))
        try:
            families = [
                Family(
                    name=f["name"],
                    title=f["title"],
                    engine=f["engine"],
                    package=f["package"],
                    verbs=tuple((k, tuple(v)) for k, v in f["verbs"].items()),
                    commands=tuple((k, tuple(v)) for k, v in f["commands"].items()),
                    markers=tuple(f.get("markers", ())),
                )
                for f in data["families"]
            ]
            default = data.get("default")
        except (KeyError, TypeError, AttributeError) as exc:
            raise LexiconError(f"malformed families file: {exc!r}") from exc
        return cls(families, lexicon, default)

    @property
    def default(self) -> Family:
        """The family assumed when nothing tells them apart (the data's ``default``, else the
        first; shipped: interactive fiction, the common parser grammar)."""
        return self.families[self._default]

    def get(self, name: str) -> Family:
        """The family called ``name`` (KeyError when there is none)."""
        for family in self.families:
            if family.name == name:
                return family
        raise KeyError(f"unknown game family {name!r}; known: {[f.name for f in self.families]}")

    def read(self, command: str | None, family: Family | None = None) -> Command | None:
        """``command`` (any family's spelling, or only ``family``'s) read back to (verb,
        canonical word), or None when no grammar reads it with a lexicon word (remembered for
        the last :data:`_READERS_CACHE` commands)."""
        if not command:
            return None
        key = (command, family.name if family is not None else None)
        if key in self._read_cache:
            return self._read_cache[key]
        found = self._read(command, family)
        if len(self._read_cache) >= _READERS_CACHE:
            self._read_cache.clear()
        self._read_cache[key] = found
        return found

    def _read(self, command: str, family: Family | None) -> Command | None:
        text = command.strip()
        for regex, name, verb, word_class in self._readers:
            if family is not None and name != family.name:
                continue
            match = regex.fullmatch(text)
            if match is None:
                continue
            entry = self.lexicon.lookup(match.group("word"))
            if entry is not None and entry.word_class == word_class:
                return Command(verb, entry.canonical)
        return None

    def readers_of(self, command: str) -> frozenset[str]:
        """The names of the families whose grammar reads ``command`` (remembered for the last
        :data:`_READERS_CACHE` commands: a history repeats a few commands)."""
        found = self._readers_cache.get(command)
        if found is None:
            found = frozenset(f.name for f in self.families if self.read(command, f) is not None)
            if len(self._readers_cache) >= _READERS_CACHE:
                self._readers_cache.clear()
            self._readers_cache[command] = found
        return found

    def recognise(
        self, observation: str, history_texts: Iterable[str], commands: Iterable[str]
    ) -> Family:
        """The family a request comes from (docs/api.md, "Game families"): first by commands
        (a client's candidates and its history's actions): each command some families' grammars
        read and others do not is a vote for each that reads it, and the family with the most
        wins; a tie goes to the one whose markers occur in the most texts (the observation and
        the history's), then to the default family, then to data order; without a vote, the
        family whose markers occur in the most texts; else the default family."""
        votes = dict.fromkeys((f.name for f in self.families), 0)
        for command in commands:
            readers = self.readers_of(command)
            if 0 < len(readers) < len(self.families):
                for name in readers:
                    votes[name] += 1
        marks = dict.fromkeys(votes, 0)
        for text in (observation, *history_texts):
            for family in self.families:
                if any(m in text for m in family.markers):
                    marks[family.name] += 1
        tied = [n for n in votes if votes[n] == max(votes.values())]
        if len(tied) > 1:  # "east" is TextWorld's spelling and the common parser's: the texts
            best = max(marks[n] for n in tied)  # decide, then the default, then data order
            tied = [n for n in tied if marks[n] == best]
            if self.default.name in tied and not best:
                return self.default
        if any(votes.values()) or any(marks.values()):
            return self.get(tied[0] if any(votes.values()) else max(marks, key=marks.__getitem__))
        return self.default

    def vocabulary(
        self,
        names: Sequence[str],
        unary_predicates: Sequence[str] = UNARY_PREDICATES,
        nullary_predicates: Sequence[str] = NULLARY_PREDICATES,
    ) -> Vocabulary:
        """The vocabulary of a policy that plays the families ``names``: the lexicon's classes,
        each with every verb it has in one of them (in family order), over the given
        predicates. A class no family gives a verb is left out."""
        chosen = [self.get(n) for n in names]
        classes = []
        for cls in self.lexicon.classes:
            verbs = tuple(dict.fromkeys(v for f in chosen for v in f.class_verbs(cls.name)))
            if verbs:
                classes.append(WordClass(cls.name, verbs, cls.words))
        return Vocabulary(tuple(classes), tuple(unary_predicates), tuple(nullary_predicates))


@functools.cache
def _shipped() -> Families:
    """The shipped families over the shipped lexicon, read once per process."""
    return Families.load(Lexicon.load(), DEFAULT_FAMILIES_PATH)
