"""One decision, from a fact table to the answer of ``POST /v1/act``: the code the service's
runtime and the Python agent API (:class:`folnn.Agent`) both run, so they cannot drift
(docs/architecture.md §7, honest answers).

Pure: no Flask, no store, no metrics, no audit log. The runtime adds what only the service has
(the request ids, the policy version it serves, the constraint revision, the log); the agent
API returns :class:`Answer` as is. The steps, in order:

1. **Candidates.** The requested candidates as action indices, read in the game's spelling
   (:func:`service.commands.read_commands`, before this module).
2. **Support.** An action ``verb x`` is a candidate only when the facts contain its word:
   ``find(x)`` is true (an exit in direction x, or an object x, in the current room)
   (:func:`supported`), less the moves the game refused in this state; none left: status 422,
   never a guess.
3. **Shield.** The constraints over them: enforced ones block, dryrun ones are only reported;
   every one blocked: status 409.
4. **Rule first.** Among the allowed candidates, one whose explaining gate fired (its truth
   reached α and the gate is part of the rule) is preferred; between several, the policy's
   ranking (score plus class priority) decides, ties to the first in vocabulary order
   (:func:`choose`).
5. **Fallback.** When no allowed candidate's rule fires, the answer says so: ``fired: false``,
   no rule, and :data:`FALLBACK`: the allowed candidate the policy ranks highest. It is an
   action the facts support, chosen by the policy's own scores, but no rule justifies it.
6. **Spelling.** Every action the answer names is spelled as the game spells it (the client's
   candidate verbatim, else the family's spelling: :class:`service.commands.Commands`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, fields
from typing import Protocol

import numpy as np

from converter.facts import FactTable, Vocabulary
from model.numpy_policy import Evaluation
from model.rules import Explanation
from service.commands import Commands
from service.constraints import Shield, ShieldResult
from service.enums import FALLBACK, PARTIAL

__all__ = [
    "FALLBACK",
    "Answer",
    "Choice",
    "Outcome",
    "PolicyForward",
    "choose",
    "choose_among",
    "decide",
    "justification",
    "supported",
]


_SUPPORT_PREDICATE = "find"


class PolicyForward(Protocol):
    """What a decision needs from a policy: its evaluation of a table and the explanation of an
    action (:class:`~model.numpy_policy.NumpyPolicy`, or the runtime's memoised wrapper)."""

    def evaluate(self, table: FactTable) -> Evaluation: ...

    def explain(
        self, table: FactTable, action: str, evaluation: Evaluation | None = None
    ) -> Explanation: ...


@dataclass(frozen=True, slots=True)
class Choice:
    """The chosen action (an index into :attr:`Vocabulary.actions`) and why it was chosen."""

    action: int
    explanation: Explanation | None  # the fired gate; None when no rule fired
    fallback: str | None  # None when a rule fired, else :data:`FALLBACK`

    @property
    def fired(self) -> bool:
        """Whether a rule justifies the action."""
        return self.explanation is not None


@dataclass(frozen=True, slots=True)
class Answer:
    """The policy's part of the ``POST /v1/act`` answer (its first nine fields, in order), in
    the game's spelling."""

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
    unread: list[str]
    """The observation's sentences naming a word the policy acts on that were not read; when
    there is any, no rule is claimed (``fired: false``, ``fallback``: :data:`PARTIAL`)."""

    def to_dict(self) -> dict:
        """The fields as ``POST /v1/act`` answers them (shallow: the answer is frozen)."""
        return {name: getattr(self, name) for name in _ANSWER_FIELDS}


_ANSWER_FIELDS = tuple(f.name for f in fields(Answer))


@dataclass(frozen=True, slots=True)
class Outcome:
    """Everything a decision computed, in the game's spelling: the answer (None when there is
    none to give) and what the service logs and reports either way."""

    table: FactTable
    candidates: tuple[int, ...]
    """The requested candidates (action indices)."""
    found: tuple[int, ...]
    """The candidates on a word the facts find, less the moves the game refused."""
    found_words: list[str]
    """Every word the facts find an action on (the 422 answer's ``found``)."""
    shield: ShieldResult
    scores: dict[str, float]
    blocked: list[dict]
    dryrun_blocked: list[dict]
    answer: Answer | None
    policy_action: str | None
    """The answer's action as the policy names it (``go north``; None without an answer)."""
    other_goal: str | None = None
    """The goal the game states when it is not the policy's task (then no answer: 422)."""

    @property
    def status(self) -> int:
        """200 with an answer; 422 when the game states another task or no candidate is on a
        word the facts find; 409 when the constraints block every one."""
        if self.answer is not None:
            return 200
        return 422 if not self.found or self.other_goal is not None else 409


def decide(
    policy: PolicyForward,
    table: FactTable,
    vocabulary: Vocabulary,
    commands: Commands,
    shield: Shield,
    refused: Collection[int] = (),
) -> Outcome:
    """The decision for ``table`` among the request's ``commands`` under ``shield``.
    ``refused``: moves the game refused in this state (:func:`service.commands.refused_moves`),
    never answered again, as an action on a word the facts do not find is never answered."""
    actions, words, rows = vocabulary.actions, vocabulary.words, vocabulary.action_rows

    def spelled(a: int) -> str:
        return commands.spell(a, actions)

    evaluation = policy.evaluate(table)
    anywhere = supported(table, vocabulary, range(len(actions))) if not table.ended else []
    on_words = set(anywhere)
    found = tuple(a for a in commands.indices if a in on_words and a not in refused)
    result = shield.apply(table, found)
    blocked = [{"action": spelled(a), "constraint_id": c} for a, c in result.blocked]
    dryrun = [{"action": spelled(a), "constraint_id": c} for a, c in result.dryrun]
    scores = {spelled(a): float(evaluation.scores[a]) for a in found}
    answer = policy_action = None
    other_goal = table.goal
    if other_goal is None and commands.foreign:
        other_goal = "the game's commands hold actions of another task: " + ", ".join(
            commands.foreign
        )
    if result.allowed and other_goal is None:
        choice = choose_among(policy, table, vocabulary, result.allowed, evaluation)
        facts, rule, rule_id = justification(choice)
        fired, fallback = choice.fired, choice.fallback
        if table.unread:  # the facts may be partial: no rule is claimed
            facts, rule, rule_id, fired, fallback = [], None, None, False, PARTIAL
        policy_action = actions[choice.action]
        answer = Answer(
            action=spelled(choice.action),
            facts=facts,
            rule=rule,
            rule_id=rule_id,
            fired=fired,
            fallback=fallback,
            scores=scores,
            blocked=blocked,
            dryrun_blocked=dryrun,
            unread=list(table.unread),
        )
    return Outcome(
        table=table,
        candidates=commands.indices,
        found=found,
        found_words=list(dict.fromkeys(words[rows[a]] for a in anywhere)),
        shield=result,
        scores=scores,
        blocked=blocked,
        dryrun_blocked=dryrun,
        answer=answer,
        policy_action=policy_action,
        other_goal=other_goal,
    )


def supported(table: FactTable, vocabulary: Vocabulary, candidates: Sequence[int]) -> list[int]:
    """The ``candidates`` (action indices) whose word the facts find: ``find(x)`` true on the
    action's row (:attr:`Vocabulary.action_rows`). A vocabulary without ``find`` reads any true
    unary fact of the word as support."""
    unary = table.unary
    rows = vocabulary.action_rows
    if _SUPPORT_PREDICATE in vocabulary.unary_predicates:
        column = vocabulary.unary_predicates.index(_SUPPORT_PREDICATE)
        found = unary[:, column] >= 0.5
    else:
        found = (unary >= 0.5).any(axis=1)
    return [a for a in candidates if bool(found[rows[a]])]


def choose_among(
    policy: PolicyForward,
    table: FactTable,
    vocabulary: Vocabulary,
    allowed: Sequence[int],
    evaluation: Evaluation | None = None,
) -> Choice:
    """The policy's choice among ``allowed`` (non-empty): :func:`choose` over its ranking,
    explained by it. The path of every version that decides a request (the active one, a
    version in shadow, the agent API's)."""
    evaluation = evaluation if evaluation is not None else policy.evaluate(table)
    return choose(
        allowed,
        evaluation.ranking,
        lambda a: policy.explain(table, vocabulary.actions[a], evaluation),
    )


def choose(
    allowed: Sequence[int],
    ranking: np.ndarray,
    explain: Callable[[int], Explanation],
) -> Choice:
    """The answer among ``allowed`` (non-empty): the best-ranked candidate whose rule fired,
    else the :data:`FALLBACK`. ``ranking`` is the policy's (n_actions,) ranking, ``explain``
    gives the explanation of one action index."""
    if not allowed:
        raise ValueError("choose needs at least one allowed candidate")
    order = sorted(allowed, key=lambda a: (-float(ranking[a]), a))
    for a in order:
        why = explain(a)
        if why.fired:
            return Choice(a, why, None)
    return Choice(order[0], None, FALLBACK)


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
