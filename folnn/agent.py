"""The agent API: a published FOL-LNN policy deciding in-process, answering exactly what
``POST /v1/act`` answers.

:meth:`Agent.act` runs the service's own decision code (:func:`service.decision.decide`: the
converter's facts, candidates on words the facts find, the constraints, a fired rule first), on a
policy loaded and verified as the service loads it (:class:`service.policies.PolicyRegistry`:
hashes, method, shapes, a test decision). Its :class:`~service.decision.Answer` is the first
nine fields of the service's answer (action, facts, rule, rule_id, fired, fallback, scores,
blocked, dryrun_blocked); the rest of the service's body is about the request (ids, version,
constraint revision). :meth:`Agent.predict` has Stable-Baselines3's signature and returns
``(action, state)``, one observation or a batch; the state it returns holds the episode's history
and the full answer (``state.answer``). :meth:`Agent.save` and :meth:`Agent.load` write and read a
policy folder. Every public call checks its arguments and refuses a wrong one in one line that
says what it expected and what it got (issue 40).

    >>> from folnn import Agent
    >>> agent = Agent.load()  # the shipped default: the newest version of policies/fol-rules
    >>> agent = Agent.load("policies/fol-rules/critic-hard-s0-e200")  # one version
    >>> action, state = agent.predict("-= Kitchen =-\\nThere is an exit to the north.")
    >>> action, state.answer.rule
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from converter.converter import FOLConverter, Turn
from model.artifact import ArtifactError, LoadedArtifact, task_of
from model.versions import resolve_version
from service.commands import UnknownCandidates, read_commands, refused_moves
from service.constraints import Shield, compile_constraint
from service.decision import Answer, Outcome, decide
from service.policies import InvalidVersion, PolicyRegistry, VersionNotFound

__all__ = ["Agent", "AgentState", "DecisionRefused", "History", "State", "DEFAULT_POLICY"]

DEFAULT_POLICY = Path(__file__).resolve().parent / "policies" / "fol-rules"
"""The policy family the repository ships (``policies/fol-rules``; its newest version is what
``make serve`` serves, docs/artifacts.md), as package data of :mod:`folnn` (``folnn/policies``
links to ``policies/``): found in a checkout, an editable install and a wheel alike."""

History = Sequence[Turn | tuple[str, str] | Mapping[str, str]]
"""Earlier turns, oldest first: ``Turn``, ``(observation, action)`` pairs, or the JSON form
``{"observation": ..., "action": ...}`` that ``POST /v1/act`` takes."""


class State(NamedTuple):
    """One state to decide: what ``POST /v1/act`` takes."""

    observation: str
    history: History = ()
    candidates: Sequence[str] | None = None


class AgentState(NamedTuple):
    """What :meth:`Agent.predict` returns as Stable-Baselines3's ``state`` (a recurrent
    policy's memory): the episode's history so far, this step's turn included, to pass back with
    the next observation; and the full answer of this step (its rule, firing facts, scores)."""

    history: tuple[Turn, ...]
    answer: Answer


class DecisionRefused(RuntimeError):
    """No action to answer, as the service refuses it: ``status`` 422 when the game states
    another task (``code`` ``unknown_task``, ``goal``) or no candidate is on a word the facts
    find (``no_candidates``; ``found``: the words they do find), 409 when the constraints block
    every candidate (``blocked``)."""

    def __init__(self, outcome: Outcome, found: list[str], task: str | None = None) -> None:
        self.status = outcome.status
        self.outcome = outcome
        self.found = found
        self.blocked = outcome.blocked
        self.goal = outcome.other_goal
        if self.goal is not None:
            self.code = "unknown_task"
            message = (
                f"this policy's task is {task_of({'task': task})}; the game states another:"
                f" {self.goal!r}"
            )
        elif self.status == 422:
            self.code = "no_candidates"
            message = "no candidate action is on a word the facts find"
        else:
            self.code = "all_candidates_blocked"
            message = "every candidate action is blocked by a constraint"
        super().__init__(f"{self.status}: {message}")


class Agent:
    """A verified FOL-LNN policy with the service's converter, constraints and decision code."""

    def __init__(
        self,
        artifact: LoadedArtifact,
        constraints: Sequence[str] = (),
        converter: FOLConverter | None = None,
    ) -> None:
        """``constraints``: constraint texts (``forbid go(x) when visited(x)``), enforced as the
        service's shield enforces them, numbered 1, 2, ... in the answers' ``blocked``."""
        self.artifact = artifact
        self.converter = (converter or FOLConverter()).for_vocabulary(artifact.model.vocabulary)
        self.vocabulary = self.converter.vocabulary
        self.actions: tuple[str, ...] = self.vocabulary.actions
        self.forward = artifact.model  # the frozen policy (model.numpy_policy.load_policy)
        compiled = [
            compile_constraint(text, self.vocabulary, constraint_id=i)
            for i, text in enumerate(constraints, start=1)
        ]
        self.shield = Shield(compiled, revision=len(compiled))

    @classmethod
    def load(cls, policy: Path | str = DEFAULT_POLICY, constraints: Sequence[str] = ()) -> Agent:
        """The published policy in folder ``policy`` (``policies/<family>/<version>``, or a
        family folder for its newest version: :func:`model.versions.resolve_version`, the
        one the server serves when nothing else is configured), verified as the service
        verifies it; :class:`~model.artifact.ArtifactError` when it is refused. ``constraints``:
        constraint texts (a list of str), enforced as the service's shield enforces them."""
        _check_path("Agent.load", "policy", policy)
        _check_texts("Agent.load", "constraints", constraints, "a list of constraint texts")
        if not Path(policy).exists():  # a path relative to another folder than this one
            raise ArtifactError(
                f"Agent.load: no folder {policy} (looked in {Path(policy).resolve().parent});"
                " the shipped default loads from any folder: Agent.load()"
            )
        path = resolve_version(policy)
        registry = PolicyRegistry(path.parent.parent, path.parent.name)
        try:
            artifact = registry.load(path.name)
        except (InvalidVersion, VersionNotFound) as exc:
            raise ArtifactError(f"{path}: {exc}") from None
        return cls(artifact, constraints)

    @property
    def version(self) -> str:
        """The policy's version (its folder name, as the service reports it)."""
        return self.artifact.path.name

    @property
    def sha256(self) -> str:
        """sha256 of the policy's manifest (the service's ``policy_sha256``)."""
        return self.artifact.sha256

    def rules(self) -> list[dict]:
        """The policy's rules, as ``GET /v1/rules`` lists them."""
        return [r.to_dict() for r in self.artifact.model.rules()]

    def act(
        self,
        observation: str,
        history: History = (),
        candidates: Sequence[str] | None = None,
    ) -> Answer:
        """The action for ``observation`` after ``history``, with its firing facts and rule, as
        ``POST /v1/act`` answers it. Raises :class:`DecisionRefused` where the service answers
        422 ``no_candidates`` or 409, ``ValueError`` on a candidate that is no action
        (:class:`~service.commands.UnknownCandidates`, naming them and the policy's actions)
        or on input the converter refuses; ``TypeError`` on an argument of the wrong type."""
        _check_str("act", "observation", observation)
        turns = _turns("act", history)
        if candidates is not None:
            _check_texts("act", "candidates", candidates, "None or a list of str")
        tracker = self.converter.track(observation, turns)
        try:
            commands = read_commands(
                self.converter.families, self.vocabulary, observation, turns, candidates, tracker
            )
        except UnknownCandidates as exc:  # the service reports a count; here, the names
            named = ", ".join(repr(c) for c in candidates or ())
            exc.args = (
                f"act: no candidate is a policy action: {named}; the policy's actions:"
                f" {', '.join(exc.actions)} (or, on TextWorldExpress, the game's spelling)",
            )
            raise
        table = self.converter.facts_of(tracker)
        refused = refused_moves(tracker, self.vocabulary, commands.indices)
        outcome = decide(self.forward, table, self.vocabulary, commands, self.shield, refused)
        if outcome.answer is None:
            raise DecisionRefused(outcome, outcome.found_words, task_of(self.artifact.manifest))
        return outcome.answer

    def predict(
        self,
        observation: str | Sequence[str],
        state: AgentState | History | Sequence[AgentState | History | None] | None = None,
        episode_start: bool | Sequence[bool] | None = None,
        deterministic: bool = False,
    ) -> tuple[str, AgentState] | tuple[list[str], list[AgentState]]:
        """Stable-Baselines3's ``model.predict(observation, state, episode_start,
        deterministic)``: ``action, state = agent.predict(obs, state)``.

        One observation (a ``str``, what a Gymnasium step returns) gives its action (the
        command, as ``POST /v1/act`` answers it) and an :class:`AgentState`: the episode's
        history with this turn added, to pass back with the next observation (as a recurrent
        policy's state), and the full answer (``state.answer``: rule, firing facts, scores). A
        batch (a list of observations, with ``None`` or a list of states, one each) gives a list
        of actions and a list of states. ``state`` may also be a history of (observation,
        action) pairs; ``episode_start`` (a bool, a list of them for a batch) starts the
        episode afresh. The policy is deterministic (its rules, ranked): ``deterministic`` is
        taken for SB3's signature and changes nothing. Refusals raise as :meth:`act` raises
        them."""
        where = "predict"
        if not isinstance(deterministic, bool):
            raise TypeError(f"{where}: deterministic must be a bool, got {_got(deterministic)}")
        if isinstance(observation, str):
            if episode_start is not None and not isinstance(episode_start, bool):
                raise TypeError(
                    f"{where}: episode_start must be None or a bool, got {_got(episode_start)}"
                )
            return self._step(observation, _history_of(where, state), episode_start)
        if not isinstance(observation, list | tuple):
            raise TypeError(
                f"{where}: observation must be a str (one observation) or a list of str"
                f" (a batch), got {_got(observation)}"
            )
        n = len(observation)
        for i, text in enumerate(observation):
            _check_str(where, f"observation[{i}]", text)
        states = [None] * n if state is None else state
        if not isinstance(states, list | tuple) or len(states) != n:
            size = f"a list of {len(states)}" if isinstance(states, list | tuple) else _got(states)
            raise TypeError(
                f"{where}: state must be None or one state per observation ({n}), got {size}"
            )
        starts = [False] * n if episode_start is None else episode_start
        if (
            not isinstance(starts, list | tuple)
            or len(starts) != n
            or not all(isinstance(b, bool) for b in starts)
        ):
            raise TypeError(
                f"{where}: episode_start must be None or one bool per observation ({n}),"
                f" got {_got(starts)}"
            )
        steps = [
            self._step(text, _history_of(f"{where}: state[{i}]", s), start)
            for i, (text, s, start) in enumerate(zip(observation, states, starts, strict=True))
        ]
        return [a for a, _ in steps], [s for _, s in steps]

    def _step(
        self, observation: str, history: tuple[Turn, ...], start: bool | None
    ) -> tuple[str, AgentState]:
        """One state's action and the :class:`AgentState` after it."""
        if start:
            history = ()
        answer = self.act(observation, history)
        return answer.action, AgentState((*history, Turn(observation, answer.action)), answer)

    def save(self, path: Path | str) -> Path:
        """Write this policy to the folder ``path`` (created; refused when it holds anything):
        the artifact's files as published, so :meth:`load` (and the service, as a version
        folder) reads it back, verified. Constraints are not part of a policy."""
        _check_path("save", "path", path)
        target = Path(path)
        if target.exists() and (not target.is_dir() or any(target.iterdir())):
            raise FileExistsError(f"{target} exists and is not an empty folder")
        target.mkdir(parents=True, exist_ok=True)
        for name in sorted(self.artifact.manifest["files"]) + ["manifest.json"]:
            shutil.copyfile(self.artifact.path / name, target / name)
        return target


def _got(value: object) -> str:
    """What a wrong argument was, for the one-line message: its type and, when short, its
    value."""
    text = repr(value)
    kind = type(value).__name__
    return f"{kind} {text}" if len(text) <= 60 and not isinstance(value, tuple) else kind


def _check_str(where: str, name: str, value: object) -> None:
    if not isinstance(value, str):
        raise TypeError(f"{where}: {name} must be a str, got {_got(value)}")


def _check_path(where: str, name: str, value: object) -> None:
    if not isinstance(value, str | os.PathLike):
        raise TypeError(
            f"{where}: {name} must be a folder path (str or os.PathLike), got {_got(value)}"
        )


def _check_texts(where: str, name: str, value: object, expected: str) -> None:
    """A list (or tuple) of str; a bare str is refused (it would read as its characters)."""
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise TypeError(f"{where}: {name} must be {expected}, got {_got(value)}")
    for i, text in enumerate(value):
        if not isinstance(text, str):
            raise TypeError(f"{where}: {name}[{i}] must be a str, got {_got(text)}")


def _history_of(where: str, state: object) -> tuple[Turn, ...]:
    """The history a ``predict`` state stands for: None (a new episode), an
    :class:`AgentState`, or a history of (observation, action) pairs."""
    if state is None:
        return ()
    if isinstance(state, AgentState):
        return state.history
    if isinstance(state, str | bytes) or not isinstance(state, Sequence):
        prefix = where if ":" in where else f"{where}: state"
        raise TypeError(
            f"{prefix} must be None, the AgentState a predict returned or a history of"
            f" (observation, action) pairs, got {_got(state)}"
        )
    return tuple(_turns(where, state))


def _turns(where: str, history: object) -> list[Turn]:
    """``history`` as turns: ``Turn``\\ s, ``(observation, action)`` pairs or the JSON form."""
    if isinstance(history, str | bytes) or not isinstance(history, Sequence):
        raise TypeError(
            f"{where}: history must be a list of (observation, action) pairs, got {_got(history)}"
        )
    expected = 'an (observation, action) pair, a Turn or {"observation": str, "action": str}'
    turns = []
    for k, turn in enumerate(history):
        if isinstance(turn, Mapping):
            if set(turn) != {"observation", "action"}:
                raise ValueError(f"{where}: history[{k}] must be {expected}, got {_got(turn)}")
            pair = (turn["observation"], turn["action"])
        elif isinstance(turn, tuple | list) and len(turn) == 2:
            pair = tuple(turn)
        else:
            raise TypeError(f"{where}: history[{k}] must be {expected}, got {_got(turn)}")
        if not all(isinstance(x, str) for x in pair):
            raise TypeError(f"{where}: history[{k}] must hold two str, got {_got(pair)}")
        turns.append(Turn(*pair))
    return turns
