"""One decision, from a fact table to the answer of ``POST /v1/act``: the code the service's
runtime and the Python agent API (:class:`folnn.Agent`) both run, so they cannot drift.

Pure: no Flask, no store, no metrics, no audit log. The runtime adds what only the service has
(the request ids, the policy version it serves, the constraint revision, the log); the agent
API returns :class:`Answer` as is. The steps, in order (docs/architecture.md §7,
:mod:`service.choice`):

1. the requested candidates as action indices, read in the game's spelling
   (:func:`service.commands.read_commands`; :class:`UnknownCandidates` when none reads as an
   action; those that do not are ignored);
2. those on a word the facts find (:func:`service.choice.supported`), less the moves the game
   refused in this state; none: status 422;
3. the shield's constraints over them (enforced ones block, dryrun ones are only reported);
   every one blocked: status 409;
4. the policy's choice among the allowed ones, a fired rule first
   (:func:`service.choice.choose`), with its firing facts, rule and rule id.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import asdict, dataclass
from typing import Protocol

from converter.facts import FactTable, Vocabulary
from model.numpy_policy import Evaluation
from model.policy import Explanation
from service.choice import Choice, choose, supported
from service.constraints import Shield, ShieldResult

__all__ = [
    "Answer",
    "Outcome",
    "PolicyForward",
    "UnknownCandidates",
    "choose_among",
    "decide",
    "justification",
]


class PolicyForward(Protocol):
    """What a decision needs from a policy: its evaluation of a table and the explanation of an
    action (:class:`~model.numpy_policy.NumpyPolicy`, or the runtime's memoised wrapper)."""

    def evaluate(self, table: FactTable) -> Evaluation: ...

    def explain(
        self, table: FactTable, action: str, evaluation: Evaluation | None = None
    ) -> Explanation: ...


class UnknownCandidates(ValueError):
    """Candidates that are not policy actions (only their number is reported back)."""

    def __init__(self, count: int, actions: Sequence[str]) -> None:
        super().__init__(f"candidates must be policy actions; {count} are not")
        self.count = count
        self.actions = list(actions)


@dataclass(frozen=True, slots=True)
class Answer:
    """The policy's part of the ``POST /v1/act`` answer (its first nine fields, in order)."""

    action: str
    facts: list[dict]
    """The firing facts: ``{predicate, args, negated, truth}`` of the gate that fired."""
    rule: str | None
    """The grounded rule that fired, ``find(east) ∧ ¬visited(east) → go(east)``; None when no
    rule fired."""
    rule_id: str | None
    """The gate that fired, ``<class>/<gate>``; None when no rule fired."""
    fired: bool
    """Whether a rule justifies the action."""
    fallback: str | None
    """None when a rule fired, else how the action was chosen (``highest_score``)."""
    scores: dict[str, float]
    """The policy's score of every candidate on a word the facts find."""
    blocked: list[dict]
    """``{action, constraint_id}`` of candidates an enforced constraint blocked."""
    dryrun_blocked: list[dict]
    """``{action, constraint_id}`` of candidates a dryrun constraint would have blocked."""

    def to_dict(self) -> dict:
        """The fields as ``POST /v1/act`` answers them."""
        return asdict(self)


@dataclass(frozen=True, slots=True)
class Outcome:
    """Everything a decision computed: the answer (None when there is none to give) and what
    the service logs and reports either way."""

    table: FactTable
    candidates: tuple[int, ...]
    """The requested candidates (action indices)."""
    found: tuple[int, ...]
    """The candidates on a word the facts find."""
    shield: ShieldResult
    scores: dict[str, float]
    blocked: list[dict]
    dryrun_blocked: list[dict]
    answer: Answer | None

    @property
    def status(self) -> int:
        """200 with an answer; 422 when no candidate is on a word the facts find; 409 when the
        constraints block every one."""
        if self.answer is not None:
            return 200
        return 422 if not self.found else 409


def decide(
    policy: PolicyForward,
    table: FactTable,
    vocabulary: Vocabulary,
    candidates: Sequence[int],
    shield: Shield,
    refused: Collection[int] = (),
) -> Outcome:
    """The decision for ``table`` among ``candidates`` (action indices) under ``shield``.
    ``refused``: moves the game refused in this state (:func:`service.commands.refused_moves`),
    never answered again, as an action on a word the facts do not find is never answered."""
    actions = vocabulary.actions
    evaluation = policy.evaluate(table)
    found = tuple(a for a in supported(table, vocabulary, candidates) if a not in refused)
    result = shield.apply(table, found)
    blocked = [{"action": actions[a], "constraint_id": c} for a, c in result.blocked]
    dryrun = [{"action": actions[a], "constraint_id": c} for a, c in result.dryrun]
    scores = {actions[a]: float(evaluation.scores[a]) for a in found}
    answer = None
    if result.allowed:
        choice = choose_among(policy, table, vocabulary, result.allowed, evaluation)
        facts, rule, rule_id = justification(choice)
        answer = Answer(
            actions[choice.action],
            facts,
            rule,
            rule_id,
            choice.fired,
            choice.fallback,
            scores,
            blocked,
            dryrun,
        )
    return Outcome(table, tuple(candidates), found, result, scores, blocked, dryrun, answer)


def choose_among(
    policy: PolicyForward,
    table: FactTable,
    vocabulary: Vocabulary,
    allowed: Sequence[int],
    evaluation: Evaluation | None = None,
) -> Choice:
    """The policy's choice among ``allowed`` (non-empty): :func:`service.choice.choose` over its
    ranking, explained by it. The path of every version that decides a request (the active one,
    a version in shadow, the agent API's)."""
    evaluation = evaluation if evaluation is not None else policy.evaluate(table)
    return choose(
        allowed,
        evaluation.ranking,
        lambda a: policy.explain(table, vocabulary.actions[a], evaluation),
    )


def justification(choice: Choice) -> tuple[list[dict], str | None, str | None]:
    """(firing facts, grounded rule, rule id) of a choice; empty and None when no rule fired."""
    why = choice.explanation
    if why is None:
        return [], None, None
    facts = [
        {
            "predicate": lit.fact.predicate,
            "args": list(lit.fact.args),
            "negated": bool(lit.negated),
            "truth": float(lit.truth),
        }
        for lit in why.literals
    ]
    return facts, why.rule_text, why.rule_id
