"""Observation text + history -> first-order facts (docs/architecture.md §3)."""

import importlib

_HOMES = {
    "MAX_HISTORY_TURNS": "converter.converter",
    "Episode": "converter.converter",
    "FOLConverter": "converter.converter",
    "Turn": "converter.converter",
    "Fact": "converter.facts",
    "FactTable": "converter.facts",
    "Vocabulary": "converter.facts",
    "WordClass": "converter.facts",
    "Lexicon": "converter.lexicon",
    "LexiconEntry": "converter.lexicon",
    "LexiconError": "converter.lexicon",
    "MAX_OBSERVATION_CHARS": "converter.inputs",
    "ConverterInputError": "converter.inputs",
    "ObservationParser": "converter.parser",
    "ParsedObservation": "converter.parser",
    "TextKind": "converter.parser",
    "MapTracker": "converter.tracker",
    "RoomView": "converter.tracker",
}
"""Where each name of the API lives: imported on first use (PEP 562), so that a command that
only parses its options (``folnn facts --help``) does not load spaCy's pipeline."""


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'converter' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)


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
