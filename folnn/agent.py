"""The agent API: a published FOL-LNN policy deciding in-process, answering exactly what
``POST /v1/act`` answers.

:meth:`Agent.act` runs the service's own decision code (:func:`service.decision.decide`: the
converter's facts, candidates on words the facts find, the constraints, a fired rule first), on a
policy loaded and verified as the service loads it (:class:`service.policies.PolicyRegistry`:
hashes, method, shapes, a test decision). Its :class:`~service.decision.Answer` is the first
nine fields of the service's answer (action, facts, rule, rule_id, fired, fallback, scores,
blocked, dryrun_blocked); the rest of the service's body is about the request (ids, version,
constraint revision). :meth:`Agent.predict` is Stable-Baselines3's ``predict``: one observation or a
batch; :meth:`Agent.save` and :meth:`Agent.load` write and read a policy folder.

    >>> from folnn import Agent
    >>> agent = Agent.load()  # the shipped default: the newest version of policies/fol-rules
    >>> agent = Agent.load("policies/fol-rules/critic-hard-s0-e200")  # one version
    >>> answer = agent.act("-= Kitchen =-\\nThere is an exit to the north.")
    >>> answer.action, answer.rule
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from converter.converter import FOLConverter, Turn
from model.artifact import ArtifactError, LoadedArtifact
from model.versions import resolve_version
from service.commands import read_commands, refused_moves
from service.constraints import Shield, compile_constraint
from service.decision import Answer, Outcome, decide
from service.policies import InvalidVersion, PolicyRegistry, VersionNotFound

__all__ = ["Agent", "DecisionRefused", "History", "State", "DEFAULT_POLICY"]

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


class DecisionRefused(RuntimeError):
    """No action to answer, as the service refuses it: ``status`` 422 when no candidate is on
    a word the facts find (``found``: the words they do find), 409 when the constraints block
    every candidate (``blocked``)."""

    def __init__(self, outcome: Outcome, found: list[str]) -> None:
        self.status = outcome.status
        self.outcome = outcome
        self.found = found
        self.blocked = outcome.blocked
        message = (
            "no candidate action is on a word the facts find"
            if self.status == 422
            else "every candidate action is blocked by a constraint"
        )
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
        verifies it; :class:`~model.artifact.ArtifactError` when it is refused."""
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
        (:class:`~service.commands.UnknownCandidates`) or on input the converter refuses."""
        turns = _turns(history)
        commands = read_commands(
            self.converter.families, self.vocabulary, observation, turns, candidates
        )
        tracker = self.converter.track(observation, turns)
        table = self.converter.facts_of(tracker)
        refused = refused_moves(tracker, self.vocabulary, commands.indices)
        outcome = decide(self.forward, table, self.vocabulary, commands, self.shield, refused)
        if outcome.answer is None:
            raise DecisionRefused(outcome, outcome.found_words)
        return outcome.answer

    def predict(
        self,
        observation: str | State | Sequence[str | State | tuple],
        history: History = (),
    ) -> Answer | list[Answer]:
        r"""Stable-Baselines3's ``model.predict``: one observation (the text a Gymnasium step
        returns, or a :class:`State`) gives one :class:`~service.decision.Answer`; a batch (a
        list of observations, :class:`State`\ s or ``(observation, history)`` tuples) gives a
        list, one per state. ``history`` belongs to one observation (in a batch each state
        carries its own). Refusals raise as :meth:`act` raises them."""
        if isinstance(observation, str):
            return self.act(observation, history)
        if isinstance(observation, State):
            return self.act(*observation)
        if history:
            raise ValueError("history goes with one observation; in a batch each State has its own")
        states = [State(s) if isinstance(s, str) else State(*s) for s in observation]
        return [self.act(*s) for s in states]

    def save(self, path: Path | str) -> Path:
        """Write this policy to the folder ``path`` (created; refused when it holds anything):
        the artifact's files as published, so :meth:`load` (and the service, as a version
        folder) reads it back, verified. Constraints are not part of a policy."""
        target = Path(path)
        if target.exists() and (not target.is_dir() or any(target.iterdir())):
            raise FileExistsError(f"{target} exists and is not an empty folder")
        target.mkdir(parents=True, exist_ok=True)
        for name in sorted(self.artifact.manifest["files"]) + ["manifest.json"]:
            shutil.copyfile(self.artifact.path / name, target / name)
        return target


def _turns(history: History) -> list[Turn]:
    turns = []
    for k, turn in enumerate(history):
        if isinstance(turn, Mapping):
            if set(turn) != {"observation", "action"}:
                raise ValueError(f'history[{k}] must be {{"observation": str, "action": str}}')
            turns.append(Turn(turn["observation"], turn["action"]))
        else:
            observation, action = turn
            turns.append(Turn(observation, action))
    return turns
