"""FOL converter: observation text + history -> every grounded fact of docs/architecture.md §3.

``FOLConverter.convert`` is stateless (the server rebuilds the map from the request's history,
starting from the map of the longest prefix of it that an earlier request folded: a bounded
cache keyed by the texts, :mod:`converter.map_cache`);
``FOLConverter.start`` opens an :class:`Episode` the trainer advances one step at a time.
``convert`` is defined as replaying the history through an Episode, so both give the same facts.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from itertools import chain
from typing import NamedTuple

import numpy as np

from converter.facts import CONVERTER_UNARY_PREDICATES, FactTable, Vocabulary
from converter.families import Families
from converter.lexicon import Lexicon
from converter.map_cache import MapCache
from converter.parser import (
    ANONYMOUS,
    MAX_OBSERVATION_CHARS,
    MAX_UNREAD,
    ConverterInputError,
    ObservationParser,
    ParsedObservation,
    check_text,
)
from converter.tracker import MapTracker

MAX_HISTORY_TURNS = 10_000
"""Longest history accepted (turns); longer ones raise :class:`ConverterInputError`."""
DEFAULT_MAP_CACHE_BYTES = 32 * 2**20
"""The default budget of the maps a converter keeps (:class:`~converter.map_cache.MapCache`):
about 450 histories of 50 TextWorld turns (the estimate is about 3x the memory they hold)."""


class Turn(NamedTuple):
    """One earlier step: the observation the agent saw and the action it then took."""

    observation: str
    action: str


class Episode:
    """An episode's map, advanced one (action, observation) step at a time."""

    def __init__(self, converter: FOLConverter, observation: str) -> None:
        self._converter = converter
        self.tracker = MapTracker(converter.lexicon, converter.families)
        self.tracker.observe(None, converter.parser.parse(observation))
        self.facts: FactTable = converter.facts_of(self.tracker)

    def step(self, action: str, observation: str) -> FactTable:
        """Fold in ``action`` and the observation it produced; return the new facts."""
        check_text(action, "action")
        self.tracker.observe(action, self._converter.parser.parse(observation))
        self.facts = self._converter.facts_of(self.tracker)
        return self.facts

    def fold(self, turns: Iterable[tuple[str, str]]) -> FactTable:
        """Fold in several (action, observation) steps in order and return the facts after the
        last: what :meth:`step` on each gives, the table computed once."""
        for action, observation in turns:
            check_text(action, "action")
            self.tracker.observe(action, self._converter.parser.parse(observation))
        self.facts = self._converter.facts_of(self.tracker)
        return self.facts


class FOLConverter:
    """Turns observation texts and their history into :class:`FactTable` s over the lexicon."""

    def __init__(
        self,
        lexicon: Lexicon | None = None,
        cache_size: int = 4096,
        text_budget: int | None = None,
        vocabulary: Vocabulary | None = None,
        map_cache_bytes: int = DEFAULT_MAP_CACHE_BYTES,
    ) -> None:
        """``cache_size``: parsed texts the parser keeps (per cache: by text and by text
        without its status line). ``map_cache_bytes``: the budget of the maps :meth:`track`
        keeps by the steps that built them (:class:`~converter.map_cache.MapCache`; 0 keeps
        none). ``text_budget``: most characters of text (observation and every history observation)
        one :meth:`convert` call accepts; None for no budget. Parsing is linear in the text, so
        the budget bounds the time of a call (docs/security.md gives the measured rate).
        ``vocabulary``: the predicates and words the tables hold (a policy's); the lexicon's
        (the paper's predicates over its classes) when None. The converter grounds every
        predicate of :data:`~converter.facts.CONVERTER_UNARY_PREDICATES` a vocabulary names."""
        self.text_budget = text_budget
        self.lexicon = lexicon if lexicon is not None else Lexicon.load()
        self.families = Families.load(lexicon)  # the shipped ones over the converter's lexicon
        self.vocabulary: Vocabulary = (
            vocabulary if vocabulary is not None else self.lexicon.vocabulary()
        )
        self.parser = ObservationParser(self.lexicon, cache_size)
        self._maps = MapCache(map_cache_bytes)  # shared by for_vocabulary's copies
        self._index(self.vocabulary)

    def _index(self, vocabulary: Vocabulary) -> None:
        """Set the vocabulary and the table's columns and rows of each predicate and word."""
        self.vocabulary = vocabulary
        unary = self.vocabulary.unary_predicates
        self._columns = {p: unary.index(p) for p in CONVERTER_UNARY_PREDICATES if p in unary}
        # the rows of each grounding word (a word of two classes has two)
        rows: dict[str, list[int]] = {}
        for i, word in enumerate(self.vocabulary.words):
            rows.setdefault(word, []).append(i)
        self._rows = rows
        self._shape = (len(self.vocabulary.words), len(unary))
        self._all_visited = (
            self.vocabulary.nullary_predicates.index("all_visited")
            if "all_visited" in self.vocabulary.nullary_predicates
            else None
        )

    def for_vocabulary(self, vocabulary: Vocabulary) -> FOLConverter:
        """A converter over ``vocabulary`` sharing this one's lexicon, families, parser (and its
        cache) and text budget (:class:`ConverterInputError` when it cannot ground it:
        :meth:`groundable`)."""
        if vocabulary == self.vocabulary:
            return self
        reason = self.groundable(vocabulary)
        if reason is not None:
            raise ConverterInputError(reason)
        other = copy.copy(self)  # shares the parser and its cache
        other._index(vocabulary)
        return other

    def groundable(self, vocabulary: Vocabulary) -> str | None:
        """Why this converter cannot fill tables over ``vocabulary`` (a predicate it does not
        ground, a class or word not in its lexicon, a verb no family spells), or None."""
        unknown = set(vocabulary.unary_predicates) - set(CONVERTER_UNARY_PREDICATES)
        unknown |= set(vocabulary.nullary_predicates) - {"all_visited"}
        if unknown:
            return f"the converter grounds no predicate {sorted(unknown)}"
        classes = {c.name: c for c in self.lexicon.classes}
        spelled = {verb for f in self.families.families for verb, _ in f.commands}
        for cls in vocabulary.classes:
            known = classes.get(cls.name)
            if known is None or not set(cls.words) <= set(known.words):
                return f"class {cls.name!r} or its words are not the lexicon's"
            if not set(cls.verbs) <= spelled:
                return (
                    f"class {cls.name!r}: no game family spells {sorted(set(cls.verbs) - spelled)}"
                )
        return None

    def start(self, observation: str) -> Episode:
        """A new episode whose first observation is ``observation``."""
        return Episode(self, observation)

    def convert(
        self,
        observation: str,
        history: Sequence[tuple[str, str]],
        pause: Callable[[], None] | None = None,
    ) -> FactTable:
        """Facts for ``observation`` after ``history`` (oldest first; (observation, action)
        pairs: :class:`Turn` s or plain tuples).

        The same fold as an :class:`Episode` stepping through the history (``MapTracker.observe``
        per turn), with the fact table built once at the end; the fold starts from the map of
        the longest prefix of the same steps an earlier call kept (:meth:`track`). ``pause`` is
        called after each text is parsed: a server that runs many requests in one thread lets
        the others run there (:class:`service.slices.TimeSlice`).
        """
        return self.facts_of(self.track(observation, history, pause))

    def track(
        self,
        observation: str,
        history: Sequence[tuple[str, str]],
        pause: Callable[[], None] | None = None,
    ) -> MapTracker:
        """The map after ``history`` and ``observation`` (:meth:`convert` before the table is
        built): what the texts say beyond a policy's predicates (a refused move) is read here.

        A client resends its whole history with every request: the map after the longest
        prefix of these steps that an earlier call folded is taken from the converter's
        :class:`~converter.map_cache.MapCache` (keyed by the texts themselves), and only the
        turns after it are parsed and folded; the map after all of them is kept in turn."""
        check_history(history)
        check_text(observation)
        if self.text_budget is not None:
            total = len(observation) + sum(len(turn[0]) for turn in history)
            if total > self.text_budget:
                raise ConverterInputError(
                    f"observation and history hold {total} characters; the budget of one"
                    f" conversion is {self.text_budget}"
                )
        steps = (*chain.from_iterable(history), observation)
        done, tracker = self._maps.longest(steps)
        if tracker is None:  # nothing cached: from the first observation
            tracker = MapTracker(self.lexicon, self.families)
            tracker.observe(None, self._parsed(steps[0], pause))
            done = 1
        for i in range(done, len(steps), 2):  # the turns after the cached ones
            tracker.observe(steps[i], self._parsed(steps[i + 1], pause))
        if done < len(steps):
            self._maps.put(steps, tracker)
        return tracker

    def _parsed(self, text: str, pause: Callable[[], None] | None) -> ParsedObservation:
        parsed = self.parser.parse(text)
        if pause is not None:
            pause()
        return parsed

    def facts_of(self, tracker: MapTracker) -> FactTable:
        """The fact table of the tracker's current room (every predicate x every word)."""
        unary = np.zeros(self._shape, dtype=np.float32)
        nullary = np.zeros(len(self.vocabulary.nullary_predicates), dtype=np.float32)
        view = tracker.view()
        find, visited, first, closed, refused = (
            self._columns.get(p) for p in CONVERTER_UNARY_PREDICATES
        )
        rows = self._rows
        if find is not None:
            for word in view.exits | view.objects:
                for i in rows.get(word, ()):
                    unary[i, find] = 1.0
        if visited is not None:
            for word in view.exits:
                if word in rows and tracker.leads_to_visited(word):
                    for i in rows[word]:
                        unary[i, visited] = 1.0
        if first is not None:
            for i in rows.get(tracker.initial_direction(), ()):
                unary[i, first] = 1.0
        if closed is not None:
            for word in view.closed:
                for i in rows.get(word, ()):
                    unary[i, closed] = 1.0
        if refused is not None:
            for word in rows:
                if tracker.refused(word):
                    for i in rows[word]:
                        unary[i, refused] = 1.0
        if self._all_visited is not None and tracker.current is not None:
            # Never of a room whose exits were not read (none read, or its description left a
            # sentence naming a way unread); false while no room is known.
            done = (
                bool(view.exits)
                and view.complete
                and all(tracker.leads_to_visited(x) for x in view.exits)
            )
            nullary[self._all_visited] = 1.0 if done else 0.0
        room = tracker.current
        if room is not None and room.startswith(ANONYMOUS):
            room = None  # an identity the map follows, not a name the text gave
        unread = tuple(dict.fromkeys((*tracker.unread, *tracker.opening)))[:MAX_UNREAD]
        return FactTable(room, unary, nullary, unread, tracker.other_goal, tracker.ended)


def check_history(history: object) -> Sequence[Turn]:
    """Return ``history`` if it is a sequence of (observation, action) string pairs, else raise."""
    if isinstance(history, str | bytes) or not isinstance(history, Sequence):
        raise ConverterInputError("history must be a list of (observation, action) turns")
    if len(history) > MAX_HISTORY_TURNS:
        raise ConverterInputError(
            f"history has {len(history)} turns; the limit is {MAX_HISTORY_TURNS}"
        )
    for k, turn in enumerate(history):
        if not isinstance(turn, tuple) or len(turn) != 2:
            raise ConverterInputError(f"history[{k}] must be an (observation, action) pair")
        observation, action = turn
        if not (  # check_text's tests, inline: a request checks 2 texts a turn
            isinstance(observation, str)
            and isinstance(action, str)
            and len(observation) <= MAX_OBSERVATION_CHARS
            and len(action) <= MAX_OBSERVATION_CHARS
        ):
            check_text(observation, f"history[{k}].observation")
            check_text(action, f"history[{k}].action")
    return history
