"""What the store holds, as values: the shared state, published artifacts, constraints and
their changes, decisions and the query over them, episodes, and what a prune removed."""

from __future__ import annotations

import time
from dataclasses import dataclass, field, fields
from typing import NamedTuple

__all__ = [
    "ArtifactRecord",
    "ConstraintChange",
    "ConstraintRecord",
    "DecisionQuery",
    "DecisionRecord",
    "EpisodeSummary",
    "LogExtent",
    "Pruned",
    "State",
    "iso_time",
]


class Pruned(NamedTuple):
    """What one retention pass deleted: ``deleted`` decisions in all, of which ``early`` were
    deleted by the row cap while the age limit would still have kept them; ``stopped``: why the
    pass stopped before its end, after deleting these (None: it ran to its end)."""

    deleted: int
    early: int
    stopped: str | None = None


class LogExtent(NamedTuple):
    """The decision log's commit sequence and age, read from its ends (cheap: indexed)."""

    first_seq: int | None  # None: the log is empty
    last_seq: int | None
    oldest_at: float | None  # when the oldest kept decision was made


@dataclass(frozen=True, slots=True)
class State:
    """What every worker checks on each request."""

    active_version: str | None
    constraint_revision: int
    shadow_version: str | None = None


@dataclass(frozen=True, slots=True)
class ArtifactRecord:
    """A policy artifact published through the API: its archive lives in the store, so every
    replica serves it without copying files (``sha256`` is the manifest's, ``archive_sha256``
    the uploaded archive's)."""

    version: str
    sha256: str
    archive_sha256: str
    size: int
    author: str
    reason: str
    created_at: float

    def to_dict(self) -> dict:
        """JSON form for the API: the fields, ``created_at`` as ``published_at`` (ISO)."""
        out = _fields(self)
        out["published_at"] = iso_time(out.pop("created_at"))
        return out


@dataclass(frozen=True, slots=True)
class EpisodeSummary:
    """One game of the decision log as ``GET /v1/episodes`` lists it: the aggregate of its rows
    (:func:`summarise_episodes`, in SQL) and its newest row, whose outcome
    :mod:`service.rollout` reads."""

    episode_id: str
    decisions: int
    first_id: int
    last_id: int
    first_at: float
    last_at: float
    last_step: int | None
    fallback: int = 0  # answered 200 by the fallback (no rule fired)
    blocked: int = 0  # decisions where a constraint blocked an action
    refused: int = 0  # decisions not answered 200
    rooms: int = 0  # rooms the converter recognised
    rules: tuple[tuple[str | None, str, int], ...] = ()  # (rule_id, rule, steps), most used first
    policy_versions: tuple[str, ...] = ()
    last: DecisionRecord | None = None  # the newest decision (its outcome)


@dataclass(frozen=True, slots=True)
class ConstraintRecord:
    """A stored constraint (active while ``deleted_at`` is None)."""

    id: int
    text: str
    mode: str
    author: str
    reason: str
    created_at: float
    revision: int

    def to_dict(self) -> dict:
        """JSON form for the API: the fields, the time in ISO."""
        return {**_fields(self), "created_at": iso_time(self.created_at)}


@dataclass(frozen=True, slots=True)
class ConstraintChange:
    """One line of the constraint audit trail: who changed what, when and why."""

    revision: int
    at: float
    change: str  # "create" | "delete" | "activate" | "force-activate" | "shadow" | "unshadow"
    #  | "publish" | "unpublish"
    constraint_id: int | None
    text: str
    mode: str | None
    author: str
    reason: str

    def to_dict(self) -> dict:
        """JSON form for the API: the fields, the time in ISO."""
        return {**_fields(self), "at": iso_time(self.at)}


@dataclass(frozen=True, slots=True)
class DecisionRecord:
    """One decision of ``POST /v1/act`` as the audit log keeps it."""

    request_id: str
    at: float
    policy_version: str
    policy_sha256: str
    constraint_revision: int
    input_sha256: str
    facts: list
    rule: str | None
    rule_id: str | None
    action: str | None
    blocked: list
    status: int
    room: str | None = None
    observation: str | None = None  # bounded; None when only its hash is kept
    observation_sha256: str = ""
    scores: dict = field(default_factory=dict)  # action -> score, the candidates only
    fact_table: list = field(default_factory=list)  # the `folnn facts` list (all groundings)
    candidates: list | None = None  # the request's candidates; None means every action
    dryrun_blocked: list = field(default_factory=list)
    client_request_id: str | None = None  # the client's X-Request-ID, when it sent a valid one
    fired: bool | None = None  # a rule justifies the action; None: no action, or logged before
    episode_id: str | None = None  # the client's, or derived from the game's first observation
    step: int | None = None  # turns of history before this decision (0: the game's first)
    moved: str | None = None  # the history's last action: the move that led here
    shadow_version: str | None = None  # the version deciding in shadow, when one was
    shadow: dict | None = None  # what it decided: {action, rule, rule_id, fired, agree}
    seq: int | None = None  # its place in the log's commit order; set when read from the store

    def to_dict(self, row_id: int | None = None, with_table: bool = False) -> dict:
        """JSON form for the API (the fact table only with ``with_table``)."""
        out = {
            "request_id": self.request_id,
            "client_request_id": self.client_request_id,
            "at": iso_time(self.at),
            "policy_version": self.policy_version,
            "policy_sha256": self.policy_sha256,
            "constraint_revision": self.constraint_revision,
            "input_sha256": self.input_sha256,
            "facts": self.facts,
            "rule": self.rule,
            "rule_id": self.rule_id,
            "action": self.action,
            "fired": self.fired,
            "blocked": self.blocked,
            "status": self.status,
            "room": self.room,
            "observation": self.observation,
            "observation_sha256": self.observation_sha256,
            "scores": self.scores,
            "candidates": self.candidates,
            "dryrun_blocked": self.dryrun_blocked,
            "episode_id": self.episode_id,
            "step": self.step,
            "moved": self.moved,
            "shadow_version": self.shadow_version,
            "shadow": self.shadow,
            "seq": self.seq,
        }
        if with_table:
            out["fact_table"] = self.fact_table
        if row_id is not None:
            out["id"] = row_id
        return out


@dataclass(frozen=True, slots=True)
class DecisionQuery:
    """Which decisions to read: newest first (by id, that is by time), or with ``after`` in
    commit order (by seq); every filter is optional and they combine."""

    limit: int = 50
    before: int | None = None  # ids below (the paging cursor)
    after: int | None = None  # seqs above, oldest committed first (what a live view has not seen)
    upto: int | None = None  # seqs up to this one: the log as it stood when that one committed
    action: str | None = None
    rule_id: str | None = None
    blocked: bool | None = None  # some candidate was blocked by an enforced constraint
    fired: bool | None = None  # a rule justified the action (false: the fallback answered)
    policy_version: str | None = None
    since: float | None = None  # unix time, inclusive
    until: float | None = None  # unix time, exclusive
    episode_id: str | None = None
    shadow_version: str | None = None  # decided with this version in shadow


def iso_time(ts: float) -> str:
    """A unix time as the API writes it (ISO 8601, UTC, milliseconds)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ts)) + f".{int(ts % 1 * 1000):03d}Z"


def _fields(record: object) -> dict:
    """A flat record's fields by name, in their order (no copy, unlike ``asdict``)."""
    return {f.name: getattr(record, f.name) for f in fields(record)}
