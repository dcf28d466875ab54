"""LNN neurons, the FOL-LNN policy, and versioned policy artifacts."""

from model.policy import (
    Conjunction,
    Explanation,
    FactBatch,
    FiringLiteral,
    FolLnnPolicy,
    Literal,
    PolicyConfig,
    Rule,
    collate,
    rule_structure,
)

__all__ = [
    "Conjunction",
    "Explanation",
    "FactBatch",
    "FiringLiteral",
    "FolLnnPolicy",
    "Literal",
    "PolicyConfig",
    "Rule",
    "collate",
    "rule_structure",
]
