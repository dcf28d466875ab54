"""The rules read off a FOL-LNN policy, as values: literals, conjunctions, one rule per
(class, verb) network, and the explanation of a decision (the gate that fired and its literals).

Pure data, no tensors: :mod:`model.policy` builds them from its weights, the service and the
Python API show them (``str()`` gives the FOL text, ``to_dict()`` the JSON the API answers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from converter.facts import Fact, Vocabulary

__all__ = [
    "Conjunction",
    "Explanation",
    "FiringLiteral",
    "Literal",
    "Rule",
    "RuleStructure",
    "literal_set",
    "network_names",
    "rule_structure",
]

RuleStructure = dict[str, frozenset[frozenset[tuple[str, bool]]]]
"""Per network name (:func:`network_names`: the class's for its first verb), the set of
conjunctions, each a set of (predicate, negated)."""


@dataclass(frozen=True, slots=True)
class Literal:
    """A possibly negated predicate over the class variable x: ``¬visited(x)``, ``all_visited``."""

    predicate: str
    negated: bool
    arity: int = 1

    def __str__(self) -> str:
        atom = f"{self.predicate}(x)" if self.arity else self.predicate
        return f"¬{atom}" if self.negated else atom

    def ground(self, word: str) -> Fact:
        """The fact this literal reads at grounding ``word``."""
        return Fact(self.predicate, (word,) if self.arity else ())

    def to_dict(self) -> dict:
        """``{"predicate", "negated"}`` as in ``rules[].conjunctions[][]``
        (docs/architecture.md §7)."""
        return {"predicate": self.predicate, "negated": self.negated}


def literal_set(vocabulary: Vocabulary) -> tuple[Literal, ...]:
    """The literals every network of ``vocabulary`` reads, in the order of a literal row
    (:func:`model.kernel.literal_rows`): the unary atoms, the nullary ones, then their
    negations in the same order."""
    atoms = vocabulary.unary_predicates + vocabulary.nullary_predicates
    n_unary = len(vocabulary.unary_predicates)
    return tuple(
        Literal(p, negated, 1 if i < n_unary else 0)
        for negated in (False, True)
        for i, p in enumerate(atoms)
    )


def network_names(vocabulary: Vocabulary) -> tuple[str, ...]:
    """Each network's name (``Vocabulary.heads`` order): its class's name for the class's first
    verb (the one network a class of one verb has, as before classes had several), and
    ``class:verb`` for a further verb (``direction:open``). Rule ids and rule structures are
    keyed by it."""
    first = {cls.name: cls.verbs[0] for cls in vocabulary.classes}
    return tuple(
        h.class_name if h.verb == first[h.class_name] else f"{h.class_name}:{h.verb}"
        for h in vocabulary.heads
    )


@dataclass(frozen=True, slots=True)
class Conjunction:
    """The decisive literals of one AND gate that the rule's OR relies on."""

    rule_id: str  # "<network>/<gate index>": "direction/0", "direction:open/1"
    literals: tuple[Literal, ...]

    @property
    def text(self) -> str:
        """``find(x) ∧ ¬visited(x)``; ``⊤`` for a gate with no decisive literal."""
        return " ∧ ".join(str(lit) for lit in self.literals) or "⊤"


@dataclass(frozen=True, slots=True)
class Rule:
    """The learned rule of one network (a word class and one of its verbs): a disjunction of
    conjunctions implies ``verb(x)``; ``priority`` (in [-1, 1]) orders networks whose rules fire
    at once: the higher acts first (:mod:`model.program` runs the published rules so)."""

    class_name: str
    verb: str
    conjunctions: tuple[Conjunction, ...]
    priority: float = 0.0
    network: str = ""
    """The network's name (:func:`network_names`) when it is not the class's."""

    @property
    def key(self) -> str:
        """What rule structures key it by: the network's name."""
        return self.network or self.class_name

    @property
    def text(self) -> str:
        """Readable FOL, e.g. ``∃x∈W_money: find(x) → take(x)``."""
        texts = list(dict.fromkeys(c.text for c in self.conjunctions))  # two gates, one text
        if not texts:
            body = "⊥"
        elif len(texts) == 1:
            body = texts[0]
        else:
            body = " ∨ ".join(f"({t})" for t in texts)
        return f"∃x∈W_{self.class_name}: {body} → {self.verb}(x)"

    def to_dict(self) -> dict:
        """The ``GET /v1/rules`` item (docs/architecture.md §7)."""
        return {
            "action": self.verb,
            "class": self.class_name,
            "text": self.text,
            "conjunctions": [[lit.to_dict() for lit in c.literals] for c in self.conjunctions],
            "rule_ids": [c.rule_id for c in self.conjunctions],
            "priority": self.priority,
        }


def rule_structure(rules: Sequence[Rule]) -> RuleStructure:
    """Rule sets as sets, to compare rules regardless of gate and literal order."""
    return {
        r.key: frozenset(
            frozenset((lit.predicate, lit.negated) for lit in c.literals) for c in r.conjunctions
        )
        for r in rules
    }


@dataclass(frozen=True, slots=True)
class FiringLiteral:
    """A grounded literal of the explaining gate and its truth value (after negation)."""

    fact: Fact
    negated: bool
    truth: float

    def __str__(self) -> str:
        return f"¬{self.fact}" if self.negated else str(self.fact)

    def to_dict(self) -> dict:
        """``{"predicate", "args", "negated", "truth"}``."""
        return {
            "predicate": self.fact.predicate,
            "args": list(self.fact.args),
            "negated": self.negated,
            "truth": self.truth,
        }


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why an action scored as it did: the AND gate that made its OR true (or came closest)."""

    action: str
    score: float
    fired: bool
    rule_id: str
    rule_text: str  # grounded: "find(north) ∧ ¬visited(north) → go(north)"
    literals: tuple[FiringLiteral, ...]

    def to_dict(self) -> dict:
        """JSON form."""
        return {
            "action": self.action,
            "score": self.score,
            "fired": self.fired,
            "rule_id": self.rule_id,
            "rule": self.rule_text,
            "literals": [lit.to_dict() for lit in self.literals],
        }
