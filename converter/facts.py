"""First-order facts as values, the vocabulary they range over, and the per-observation table.

This module is the contract between the converter (which fills a :class:`FactTable`) and every
policy (which reads one). It holds no parsing logic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

UNARY_PREDICATES: tuple[str, ...] = ("find", "visited", "initial")
NULLARY_PREDICATES: tuple[str, ...] = ("all_visited",)
CONVERTER_UNARY_PREDICATES: tuple[str, ...] = (*UNARY_PREDICATES, "closed", "refused")
"""Every unary predicate the converter can ground (docs/converter.md): a vocabulary names the
ones its policy reads (the default: the paper's three), and a fact table holds only those."""


@dataclass(frozen=True, slots=True)
class Fact:
    """A grounded predicate, e.g. ``find(north)`` or ``all_visited``."""

    predicate: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.predicate}({', '.join(self.args)})" if self.args else self.predicate


@dataclass(frozen=True, slots=True)
class WordClass:
    """A ConceptNet-derived word class, the verbs whose actions it scores (direction: ``go``,
    and ``open`` where a family has doors) and its grounding words. A single ``str`` given as
    ``verbs`` is read as the one verb."""

    name: str
    verbs: tuple[str, ...]
    words: tuple[str, ...]

    def __post_init__(self) -> None:
        verbs = (self.verbs,) if isinstance(self.verbs, str) else tuple(self.verbs)
        if not verbs or len(set(verbs)) != len(verbs):
            raise ValueError(f"class {self.name!r} needs distinct verbs, got {verbs}")
        object.__setattr__(self, "verbs", verbs)
        object.__setattr__(self, "words", tuple(self.words))

    @property
    def verb(self) -> str:
        """The class's verb when it has exactly one (the paper's one network per class); a class
        of several verbs raises ValueError (code reading ``verb`` scores one verb per class: it
        reads :attr:`Vocabulary.heads` to score several)."""
        if len(self.verbs) != 1:
            raise ValueError(f"class {self.name!r} has several verbs {self.verbs}; read heads")
        return self.verbs[0]


class Head(NamedTuple):
    """One (word class, verb) pair: the actions ``verb x`` for every word x of the class, scored
    by one AND-OR network (the paper's "one LNN per word class", per verb)."""

    word_class: int  # index into Vocabulary.classes
    class_name: str
    verb: str
    rows: tuple[int, ...]  # the FactTable rows of the class's words, in word order


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """The predicates, word classes and actions a policy is defined over.

    The fact table has one row per (class, word) (:attr:`words`); the actions are every verb of
    a class on every word of that class, head by head (:attr:`heads`). With one verb per class
    (the paper's vocabulary, every shipped policy's) action i is on row i.
    """

    classes: tuple[WordClass, ...]
    unary_predicates: tuple[str, ...] = UNARY_PREDICATES
    nullary_predicates: tuple[str, ...] = NULLARY_PREDICATES
    # Derived from the fields above in __post_init__, once: a request reads them a dozen times
    # (docs/profile.md), and the vocabulary is frozen.
    words: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """Every grounding word, class by class, in lexicon order (the rows of a FactTable)."""
    heads: tuple[Head, ...] = field(init=False, repr=False, compare=False)
    """The (class, verb) pairs, class by class and each class's verbs in order."""
    actions: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """Every class-consistent action ``verb word``, head by head (:attr:`heads`), each head's
    words in row order: with one verb per class, the order of :attr:`words`."""
    action_rows: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """The FactTable row of each action's word (the identity with one verb per class)."""
    action_heads: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """The index into :attr:`heads` of each action."""
    _groundings: tuple[tuple[str, tuple[str, ...]], ...] = field(
        init=False, repr=False, compare=False
    )  # (predicate, args), as facts() lists them

    def __post_init__(self) -> None:
        words = tuple(w for c in self.classes for w in c.words)
        heads, start = [], 0
        for c, cls in enumerate(self.classes):
            rows = tuple(range(start, start + len(cls.words)))
            heads.extend(Head(c, cls.name, verb, rows) for verb in cls.verbs)
            start += len(cls.words)
        derived = {
            "words": words,
            "heads": tuple(heads),
            "actions": tuple(f"{h.verb} {words[r]}" for h in heads for r in h.rows),
            "action_rows": tuple(r for h in heads for r in h.rows),
            "action_heads": tuple(k for k, h in enumerate(heads) for _ in h.rows),
            "_groundings": (
                *((p, (w,)) for p in self.unary_predicates for w in words),
                *((p, ()) for p in self.nullary_predicates),
            ),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    def action_index(self, verb: str, word: str) -> int | None:
        """The index of action ``verb word`` (canonical words), or None when it is no action."""
        try:
            return self.actions.index(f"{verb} {word}")
        except ValueError:
            return None

    def word_class(self, word: str) -> WordClass | None:
        """The class of a grounding word, or None."""
        for c in self.classes:
            if word in c.words:
                return c
        return None

    def to_dict(self) -> dict:
        """JSON form, as stored in policy manifests: a class of one verb keeps the original
        ``"verb": str`` field (every manifest written before classes had several verbs reads
        the same); a class of several verbs writes ``"verbs": [str, ...]``."""
        return {
            "classes": [
                {"name": c.name, **_verbs_field(c.verbs), "words": list(c.words)}
                for c in self.classes
            ],
            "unary_predicates": list(self.unary_predicates),
            "nullary_predicates": list(self.nullary_predicates),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Vocabulary:
        """Inverse of :meth:`to_dict` (reads ``"verb"`` or ``"verbs"``)."""
        return cls(
            classes=tuple(
                WordClass(c["name"], read_verbs(c), tuple(c["words"])) for c in data["classes"]
            ),
            unary_predicates=tuple(data["unary_predicates"]),
            nullary_predicates=tuple(data["nullary_predicates"]),
        )


def _verbs_field(verbs: tuple[str, ...]) -> dict:
    return {"verb": verbs[0]} if len(verbs) == 1 else {"verbs": list(verbs)}


def read_verbs(data: dict) -> tuple[str, ...]:
    """The verbs of a class's JSON form: ``"verbs": [...]``, or the one-verb ``"verb": str``."""
    if "verbs" in data:
        verbs = data["verbs"]
        if isinstance(verbs, str) or not all(isinstance(v, str) for v in verbs):
            raise TypeError(f"class {data.get('name')!r}: verbs must be a list of strings")
        return tuple(verbs)
    verb = data["verb"]
    if not isinstance(verb, str):
        raise TypeError(f"class {data.get('name')!r}: verb must be a string")
    return (verb,)


class FactTable(NamedTuple):
    """Every grounding of every predicate for one observation, as truth values in {0, 1}."""

    room: str | None
    unary: np.ndarray  # (n_words, n_unary_predicates) float32, rows = Vocabulary.words
    nullary: np.ndarray  # (n_nullary_predicates,) float32
    unread: tuple[str, ...] = ()
    """The observation's sentences that named a word the policy acts on (a direction, a coin, a
    door) and that the reader did not read: the facts may be partial; and the game opening's
    sentences that say something it did not read while no goal is read: the task may be
    another (docs/converter.md)."""
    goal: str | None = None
    """The game's goal when it stated one that is not the policy's kind of task (moving,
    opening and taking over ways, doors, rooms and coins), else None."""
    ended: bool = False
    """The game said it is over: no action is answered."""

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
        """The ``folnn facts`` / ``POST /v1/facts`` line (docs/architecture.md §3): every fact
        of :meth:`facts`, in its order, with its truth as a float (the audit record of every
        decision holds it, so it is built from the vocabulary's groundings in one pass)."""
        n_words, n_unary = len(vocabulary.words), len(vocabulary.unary_predicates)
        truths = [
            *np.asarray(self.unary[:n_words, :n_unary], dtype=np.float64).T.ravel().tolist(),
            *np.asarray(self.nullary, dtype=np.float64).tolist(),
        ]
        return {
            "room": self.room,
            "unread": list(self.unread),
            "facts": [
                {"predicate": p, "args": list(args), "truth": t}
                for (p, args), t in zip(vocabulary._groundings, truths, strict=True)
            ],
        }
