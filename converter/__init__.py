"""Observation text + history -> first-order facts (docs/architecture.md §3)."""

from converter.converter import MAX_HISTORY_TURNS, Episode, FOLConverter, Turn
from converter.facts import Fact, FactTable, Vocabulary, WordClass
from converter.lexicon import Lexicon, LexiconEntry, LexiconError
from converter.parser import (
    MAX_OBSERVATION_CHARS,
    ConverterInputError,
    ObservationParser,
    ParsedObservation,
    TextKind,
)
from converter.tracker import MapTracker, RoomView

__all__ = [
    "MAX_HISTORY_TURNS",
    "MAX_OBSERVATION_CHARS",
    "ConverterInputError",
    "Episode",
    "FOLConverter",
    "Fact",
    "FactTable",
    "Lexicon",
    "LexiconEntry",
    "LexiconError",
    "MapTracker",
    "ObservationParser",
    "ParsedObservation",
    "RoomView",
    "TextKind",
    "Turn",
    "Vocabulary",
    "WordClass",
]
