"""Does a learned rule set have the paper's structure (Kimura et al. 2021, §4)?

The paper's rules, learned on medium games::

    ∃x∈W_money:     find(x) → take(x)
    ∃x∈W_direction: (find(x) ∧ ¬visited(x) ∧ ¬initial(x)) ∨ (find(x) ∧ all_visited ∧ initial(x))
                    → go(x)

A conjunction is the *explore* one when it needs ``find(x)`` and ``¬visited(x)`` (and no positive
``visited(x)`` or ``initial(x)``), the *backtrack* one when it needs ``find(x)`` and
``all_visited`` (``initial(x)`` optional) and not ``¬visited(x)``. ``¬initial(x)`` in the explore
conjunction is implied by ``¬visited(x)`` (the way in was visited), and in Coin-Collector maps
every room whose exits are all visited before the coin is found is a dead end, whose one exit is
the initial one, so replayed experience cannot tell ``initial(x)`` from ``⊤`` there: neither
literal is required. The money rule must be exactly ``find(x) → take(x)``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from model.policy import RuleStructure

Conjunction = frozenset[tuple[str, bool]]  # (predicate, negated)


def is_explore(conjunction: Conjunction) -> bool:
    """``find(x) ∧ ¬visited(x) [∧ ¬initial(x)] ...`` without a positive visited/initial."""
    return (
        ("find", False) in conjunction
        and ("visited", True) in conjunction
        and ("visited", False) not in conjunction
        and ("initial", False) not in conjunction
    )


def is_backtrack(conjunction: Conjunction) -> bool:
    """``find(x) ∧ all_visited [∧ initial(x)] ...`` without ¬visited(x)."""
    return (
        ("find", False) in conjunction
        and ("all_visited", False) in conjunction
        and ("visited", True) not in conjunction
    )


@dataclass(frozen=True)
class PaperMatch:
    """Which of the paper's conjunctions a rule set has."""

    take: bool  # money: exactly find(x) → take(x)
    explore: bool  # direction: an explore conjunction
    backtrack: bool  # direction: a backtrack conjunction
    extra: int  # direction conjunctions that are neither

    @property
    def matches(self) -> bool:
        """The paper's two rules in structure, nothing else."""
        return self.take and self.explore and self.backtrack and self.extra == 0

    def to_dict(self) -> dict:
        """JSON form, with ``matches``."""
        return {**asdict(self), "matches": self.matches}


def paper_match(structure: RuleStructure) -> PaperMatch:
    """Compare :meth:`FolLnnPolicy.structure` with the paper's rules."""
    money = structure.get("money", frozenset())
    direction = structure.get("direction", frozenset())
    return PaperMatch(
        take=money == frozenset({frozenset({("find", False)})}),
        explore=any(is_explore(c) for c in direction),
        backtrack=any(is_backtrack(c) for c in direction),
        extra=sum(not (is_explore(c) or is_backtrack(c)) for c in direction),
    )
