"""First-order facts as values, the vocabulary they range over, and the per-observation table.

This module is the contract between the converter (which fills a :class:`FactTable`) and every
policy (which reads one). It holds no parsing logic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

UNARY_PREDICATES: tuple[str, ...] = ("find", "visited", "initial")
NULLARY_PREDICATES: tuple[str, ...] = ("all_visited",)


@dataclass(frozen=True, slots=True)
class Fact:
    """A grounded predicate, e.g. ``find(north)`` or ``all_visited``."""

    predicate: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.predicate}({', '.join(self.args)})" if self.args else self.predicate


@dataclass(frozen=True, slots=True)
class WordClass:
    """A ConceptNet-derived word class and the verb whose actions it scores (``go`` x direction)."""

    name: str
    verb: str
    words: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The predicates, word classes and actions a policy is defined over."""

    classes: tuple[WordClass, ...]
    unary_predicates: tuple[str, ...] = UNARY_PREDICATES
    nullary_predicates: tuple[str, ...] = NULLARY_PREDICATES

    @property
    def words(self) -> tuple[str, ...]:
        """Every grounding word, class by class, in lexicon order (the rows of a FactTable)."""
        return tuple(w for c in self.classes for w in c.words)

    @property
    def actions(self) -> tuple[str, ...]:
        """Every class-consistent action ``verb word``, in the order of :attr:`words`."""
        return tuple(f"{c.verb} {w}" for c in self.classes for w in c.words)

    def word_class(self, word: str) -> WordClass | None:
        """The class of a grounding word, or None."""
        for c in self.classes:
            if word in c.words:
                return c
        return None

    def to_dict(self) -> dict:
        """JSON form, as stored in policy manifests."""
        return {
            "classes": [
                {"name": c.name, "verb": c.verb, "words": list(c.words)} for c in self.classes
            ],
            "unary_predicates": list(self.unary_predicates),
            "nullary_predicates": list(self.nullary_predicates),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Vocabulary:
        """Inverse of :meth:`to_dict`."""
        return cls(
            classes=tuple(
                WordClass(c["name"], c["verb"], tuple(c["words"])) for c in data["classes"]
            ),
            unary_predicates=tuple(data["unary_predicates"]),
            nullary_predicates=tuple(data["nullary_predicates"]),
        )


class FactTable(NamedTuple):
    """Every grounding of every predicate for one observation, as truth values in {0, 1}."""

    room: str | None
    unary: np.ndarray  # (n_words, n_unary_predicates) float32, rows = Vocabulary.words
    nullary: np.ndarray  # (n_nullary_predicates,) float32

    def facts(self, vocabulary: Vocabulary) -> list[tuple[Fact, float]]:
        """Every grounded fact with its truth value, unary predicates first (predicate-major)."""
        out: list[tuple[Fact, float]] = []
        for j, pred in enumerate(vocabulary.unary_predicates):
            for i, word in enumerate(vocabulary.words):
                out.append((Fact(pred, (word,)), float(self.unary[i, j])))
        for j, pred in enumerate(vocabulary.nullary_predicates):
            out.append((Fact(pred), float(self.nullary[j])))
        return out

    def to_json(self, vocabulary: Vocabulary) -> dict:
        """The ``folnn facts`` / ``POST /v1/facts`` line (docs/architecture.md §3)."""
        return {
            "room": self.room,
            "facts": [
                {"predicate": f.predicate, "args": list(f.args), "truth": t}
                for f, t in self.facts(vocabulary)
            ],
        }
