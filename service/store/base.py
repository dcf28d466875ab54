"""What every store backend shares: the records, the query, the errors and the :class:`Store`
protocol the service codes against (SQLite and PostgreSQL implement it)."""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

__all__ = [
    "ARTIFACT_COLUMNS",
    "DECISION_COLUMNS",
    "EPISODE_SCAN",
    "ID_PER_SECOND",
    "AlreadyExists",
    "ArtifactRecord",
    "ConstraintChange",
    "ConstraintRecord",
    "DecisionQuery",
    "DecisionRecord",
    "LimitReached",
    "LogExtent",
    "NotFound",
    "Pruned",
    "State",
    "StateChanged",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionInUse",
    "EpisodeSummary",
    "POINTER_CHANGES",
    "artifact_values",
    "pointer_changed",
    "shadow_of_active",
    "decision_filters",
    "decision_from_row",
    "decision_order",
    "decision_values",
    "iso_time",
    "list_episodes",
    "summarise_episodes",
    "time_id",
    "time_ids",
]


class StoreError(RuntimeError):
    """The store refused an operation (a failure that retrying the same call will not fix)."""


class StoreUnavailable(StoreError):
    """The store cannot be reached now (file locked or unreadable, database server away):
    the same call may succeed later."""


class SchemaLocked(StoreUnavailable):
    """A schema migration gave up waiting for a lock (another worker or replica migrating, or a
    session holding a table it alters): nothing was applied, and a later try may succeed."""


class NotFound(LookupError):
    """No active row of that kind with that id (``kind``: ``constraint``, ``decision``)."""

    def __init__(self, kind: str, key: int, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.key = key
        self.message = message


class LimitReached(RuntimeError):
    """A write refused because it would pass a configured limit: ``kind`` ``constraints``
    (active constraints) or ``versions`` (published policy versions)."""

    def __init__(self, limit: int, active: int, kind: str = "constraints") -> None:
        held = "are active" if kind == "constraints" else "are published"
        super().__init__(f"{active} {kind} {held}; the limit is {limit}")
        self.limit = limit
        self.active = active
        self.kind = kind


class StateChanged(RuntimeError):
    """A compare-and-set of a pointer refused: ``pointer`` (``active_version`` or
    ``shadow_version``) is not what the caller read (``expected``) but ``current``, set by
    ``by`` (the author of the change trail's line that set it, when known); or a shadow of the
    version that is active (``current`` then names it). Nothing was written."""

    def __init__(
        self, pointer: str, expected: str | None, current: str | None, by: str | None, message: str
    ) -> None:
        super().__init__(message)
        self.pointer = pointer
        self.expected = expected
        self.current = current
        self.by = by


POINTER_CHANGES = {
    "active_version": ("activate", "force-activate"),
    "shadow_version": ("shadow", "unshadow"),
}
"""The change trail's lines that set each pointer (who set it is read from the newest)."""


def pointer_changed(
    pointer: str, expected: str | None, current: str | None, by: str | None
) -> StateChanged:
    """The :class:`StateChanged` of a compare-and-set that found ``current`` where the caller
    read ``expected``."""
    who = f" (set by {by})" if by else ""
    if pointer == "active_version":
        message = (
            f"the active version changed meanwhile: {current!r} is active{who}, not {expected!r}"
            " as this activation read; check it against the new one and try again"
        )
    else:
        message = (
            f"the shadow changed meanwhile: {current!r} is in shadow{who}, not {expected!r}"
            " as this request read; try again"
        )
    return StateChanged(pointer, expected, current, by, message)


def shadow_of_active(version: str, by: str | None) -> StateChanged:
    """The :class:`StateChanged` of a shadow of the version that is active (nothing to
    compare; it may have been activated meanwhile)."""
    who = f" (activated by {by})" if by else ""
    message = f"{version!r} is the active version{who}: nothing to compare in shadow"
    return StateChanged("shadow_version", None, version, by, message)


class VersionInUse(RuntimeError):
    """A version that cannot be deleted: it is ``role``: ``active``, ``shadow`` or
    ``shipped`` (a folder of the read-only policy folder, not a publication)."""

    def __init__(self, version: str, role: str) -> None:
        what = {
            "active": "the active version",
            "shadow": "the version in shadow",
            "shipped": "shipped in the policy folder (read-only), not published",
        }.get(role, role)
        super().__init__(f"version {version!r} is {what}: it cannot be deleted")
        self.version = version
        self.role = role


class Pruned(NamedTuple):
    """What one retention pass deleted: ``deleted`` decisions in all, of which ``early`` were
    deleted by the row cap while the age limit would still have kept them."""

    deleted: int
    early: int


class LogExtent(NamedTuple):
    """The decision log's commit sequence and age, read from its ends (cheap: indexed)."""

    first_seq: int | None  # None: the log is empty
    last_seq: int | None
    oldest_at: float | None  # when the oldest kept decision was made


class AlreadyExists(RuntimeError):
    """A write refused because a row with that key exists (a published version is immutable)."""

    def __init__(self, kind: str, key: str) -> None:
        super().__init__(f"{kind} {key!r} already exists")
        self.kind = kind
        self.key = key


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
        """JSON form for the API."""
        return {
            "version": self.version,
            "sha256": self.sha256,
            "archive_sha256": self.archive_sha256,
            "size": self.size,
            "author": self.author,
            "reason": self.reason,
            "published_at": iso_time(self.created_at),
        }


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
        """JSON form for the API."""
        return {
            "id": self.id,
            "text": self.text,
            "mode": self.mode,
            "author": self.author,
            "reason": self.reason,
            "created_at": iso_time(self.created_at),
            "revision": self.revision,
        }


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
        """JSON form for the API."""
        return {
            "revision": self.revision,
            "at": iso_time(self.at),
            "change": self.change,
            "constraint_id": self.constraint_id,
            "text": self.text,
            "mode": self.mode,
            "author": self.author,
            "reason": self.reason,
        }


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


class Store(Protocol):
    """What the service needs from a store; SQLite and PostgreSQL implement it.

    Every method raises :class:`StoreUnavailable` when the store cannot be reached and
    :class:`StoreError` when it refuses the operation, never a driver's own exception."""

    def init_schema(self) -> None:
        """Create or migrate the tables (safe to run from every worker at once)."""

    def ping(self) -> None:
        """Raise :class:`StoreUnavailable` when the store cannot be used."""

    def state(self) -> State:
        """The active version and constraint revision (cheap: called on every request)."""

    def set_active_version(
        self,
        version: str,
        author: str,
        reason: str,
        change: str = "activate",
        *,
        expected: str | None,
        published: bool = False,
    ) -> State:
        """Point every worker at ``version`` if the pointer is still ``expected`` (what the
        caller read, None: no version was ever recorded), else :class:`StateChanged` naming
        the version that is active and who set it; with ``published``, only while the store
        holds that publication (:class:`NotFound` once it is deleted). Check and write are one
        transaction. A shadow of that version ends (it is promoted). Recorded in the change
        trail as ``change`` (``activate`` or ``force-activate``)."""

    def set_shadow_version(
        self,
        version: str | None,
        author: str,
        reason: str,
        *,
        expected: str | None,
        published: bool = False,
    ) -> State:
        """Put ``version`` in shadow on every worker (None drops the shadow) if the shadow is
        still ``expected``, and ``version`` is not the active version, else
        :class:`StateChanged`; with ``published``, only while the store holds that publication
        (:class:`NotFound`). One transaction, as for the active pointer; recorded in the change
        trail as ``shadow`` / ``unshadow``."""

    def put_artifact(
        self, record: ArtifactRecord, data: bytes, max_published: int | None = None
    ) -> None:
        """Store a published artifact's archive (:class:`AlreadyExists` when the version is
        stored already, :class:`LimitReached` when ``max_published`` versions are stored,
        counted in the same transaction); recorded in the change trail as ``publish``."""

    def delete_artifact(self, version: str, author: str, reason: str) -> None:
        """Delete a published version (:class:`NotFound` if it is not stored,
        :class:`VersionInUse` while it is the active or the shadow version, checked in the same
        transaction); recorded in the change trail as ``unpublish``."""

    def artifacts(self) -> list[ArtifactRecord]:
        """The published artifacts, oldest first (without their archives)."""

    def artifact_data(self, version: str) -> bytes:
        """The archive of a published version (:class:`NotFound` if there is none)."""

    def episodes(self, limit: int, before: int | None, scan: int = 20_000) -> list[EpisodeSummary]:
        """Games among the ``scan`` decisions logged last, the one with the newest decision
        first; ``before``: only games whose newest decision id is below it (the paging
        cursor). Aggregated in SQL over that window (:func:`list_episodes`): the cost is
        bounded by ``scan``, not by the games' lengths."""

    def episode_summary(self, episode_id: str, first_id: int) -> EpisodeSummary | None:
        """One game aggregated over its decisions of ids from ``first_id`` on (the steps a
        game view shows), None when it has none."""

    def constraints(self) -> list[ConstraintRecord]:
        """Active constraints, oldest first."""

    def add_constraint(
        self, text: str, mode: str, author: str, reason: str, max_active: int | None = None
    ) -> ConstraintRecord:
        """Store a new constraint and bump the revision; :class:`LimitReached` when
        ``max_active`` constraints are active already (checked in the same transaction)."""

    def delete_constraint(self, constraint_id: int, author: str, reason: str) -> int:
        """Retire a constraint and bump the revision (:class:`NotFound` if not active)."""

    def changes(self, limit: int) -> list[ConstraintChange]:
        """The newest ``limit`` lines of the change trail, newest first."""

    def append_decisions(self, records: Sequence[DecisionRecord]) -> None:
        """Write a batch of decisions in one transaction: each gets the next seq (commit
        order) and the id of its time (:func:`time_ids`), its ``at`` then read from that id."""

    def logged_request_ids(self, request_ids: Sequence[str]) -> set[str]:
        """Which of ``request_ids`` the log holds (a journal's replay skips them)."""

    def last_seq(self) -> int:
        """The seq of the decision committed last (0 before any): every decision up to it is
        committed and readable, none after it is."""

    def decisions(self, limit: int, before: int | None) -> list[tuple[int, DecisionRecord]]:
        """Decisions newest first, with ids below ``before`` when given."""

    def query_decisions(self, query: DecisionQuery) -> list[tuple[int, DecisionRecord]]:
        """Decisions matching ``query``, newest first."""

    def decision(self, decision_id: int) -> DecisionRecord:
        """One decision (:class:`NotFound` if absent)."""

    def constraints_by_id(self, ids: Sequence[int]) -> list[ConstraintRecord]:
        """The constraints with these ids, retired ones included (for explaining old decisions)."""

    def prune_decisions(self, max_rows: int | None, older_than: float | None) -> Pruned:
        """Delete all but the newest ``max_rows`` decisions and those decided before the time
        ``older_than``; says how many were deleted, and how many of them only by the row cap."""

    def log_extent(self) -> LogExtent:
        """The first and last seqs of the log and the oldest decision's time."""

    def close(self) -> None:
        """Release connections held by this process."""


DECISION_COLUMNS = (
    "id",
    "seq",
    "request_id",
    "at",
    "policy_version",
    "policy_sha256",
    "constraint_revision",
    "input_sha256",
    "facts",
    "rule",
    "rule_id",
    "action",
    "blocked",
    "status",
    "room",
    "observation",
    "observation_sha256",
    "scores",
    "fact_table",
    "candidates",
    "dryrun_blocked",
    "client_request_id",
    "fired",
    "episode_id",
    "step",
    "moved",
    "shadow_version",
    "shadow",
)
"""The columns of a decision row, in :func:`decision_values` order (lists and objects are
stored as JSON text, so every backend filters and returns them alike)."""


ARTIFACT_COLUMNS = (
    "version", "sha256", "archive_sha256", "size", "data", "author", "reason", "created_at"
)  # fmt: skip
"""The columns of a published artifact's row, in :func:`artifact_values` order."""


def artifact_values(record: ArtifactRecord, data: bytes) -> tuple:
    """The row of a published artifact in :data:`ARTIFACT_COLUMNS` order."""
    r = record
    return (r.version, r.sha256, r.archive_sha256, r.size, data, r.author, r.reason, r.created_at)


ID_PER_SECOND = 1_000_000
"""A decision's id is the microsecond of its time (unix epoch): ids follow time order, and
every id a client may hold stays below 2^53 (exact in JavaScript) until the year 2255."""


def time_id(at: float) -> int:
    """The id of a decision made at unix time ``at`` when no other holds that microsecond."""
    return round(at * ID_PER_SECOND)


def time_ids(ats: Sequence[float], taken: Callable[[int, int], Iterable[int]]) -> list[int]:
    """Ids for a batch of decisions made at ``ats`` (in the batch's order): each the
    microsecond of its time, or the first free one after it when that one is taken, by a
    decision of the log (``taken(low, high)``: the ids the log holds in ``[low, high]``, read
    under the batch's write lock) or of this batch (an earlier time, or the same time earlier
    in the batch, comes first). A decision moved to the next free microsecond is logged as
    made then: its ``at`` is read from its id, so the log's times and ids never disagree."""
    wanted = [time_id(at) for at in ats]
    if not wanted:
        return []
    low, high = min(wanted), max(wanted) + len(wanted)
    used = set(taken(low, high))
    out = [0] * len(wanted)
    for i in sorted(range(len(wanted)), key=lambda i: (wanted[i], i)):
        x = wanted[i]
        while True:
            if x > high:  # a run of taken ids longer than the batch: read further
                used.update(taken(high + 1, x + len(wanted)))
                high = x + len(wanted)
            if x not in used:
                break
            x += 1
        used.add(x)
        out[i] = x
    return out


def decision_values(r: DecisionRecord, row_id: int, seq: int) -> tuple:
    """The row of ``r`` in :data:`DECISION_COLUMNS` order, with its id, its seq and the time
    its id says (:func:`time_ids`)."""
    return (
        row_id,
        seq,
        r.request_id,
        row_id / ID_PER_SECOND,
        r.policy_version,
        r.policy_sha256,
        r.constraint_revision,
        r.input_sha256,
        json.dumps(r.facts),
        r.rule,
        r.rule_id,
        r.action,
        json.dumps(r.blocked),
        r.status,
        r.room,
        r.observation,
        r.observation_sha256,
        json.dumps(r.scores),
        json.dumps(r.fact_table),
        json.dumps(r.candidates) if r.candidates is not None else None,
        json.dumps(r.dryrun_blocked),
        r.client_request_id,
        None if r.fired is None else int(r.fired),
        r.episode_id,
        r.step,
        r.moved,
        r.shadow_version,
        json.dumps(r.shadow) if r.shadow is not None else None,
    )


def decision_from_row(row: Sequence) -> tuple[int, DecisionRecord]:
    """``(id, record)`` of a row selected as :data:`DECISION_COLUMNS`."""
    v = dict(zip(DECISION_COLUMNS, row, strict=True))
    return v["id"], DecisionRecord(
        request_id=v["request_id"],
        at=v["at"],
        policy_version=v["policy_version"],
        policy_sha256=v["policy_sha256"],
        constraint_revision=v["constraint_revision"],
        input_sha256=v["input_sha256"],
        facts=json.loads(v["facts"]),
        rule=v["rule"],
        rule_id=v["rule_id"],
        action=v["action"],
        blocked=json.loads(v["blocked"]),
        status=v["status"],
        room=v["room"],
        observation=v["observation"],
        observation_sha256=v["observation_sha256"],
        scores=json.loads(v["scores"]),
        fact_table=json.loads(v["fact_table"]),
        candidates=json.loads(v["candidates"]) if v["candidates"] is not None else None,
        dryrun_blocked=json.loads(v["dryrun_blocked"]),
        client_request_id=v["client_request_id"],
        fired=None if v["fired"] is None else bool(v["fired"]),
        episode_id=v["episode_id"],
        step=v["step"],
        moved=v["moved"],
        shadow_version=v["shadow_version"],
        shadow=json.loads(v["shadow"]) if v["shadow"] is not None else None,
        seq=v["seq"],
    )


def decision_filters(query: DecisionQuery, mark: str) -> tuple[list[str], list]:
    """SQL conditions of ``query`` with ``mark`` as the parameter placeholder (``?`` for
    SQLite, ``%s`` for PostgreSQL), and their parameters."""
    where: list[str] = []
    params: list = []
    for column, op, value in (
        ("id", "<", query.before),
        ("seq", ">", query.after),
        ("seq", "<=", query.upto),
        ("action", "=", query.action),
        ("rule_id", "=", query.rule_id),
        ("policy_version", "=", query.policy_version),
        ("at", ">=", query.since),
        ("at", "<", query.until),
        ("episode_id", "=", query.episode_id),
        ("shadow_version", "=", query.shadow_version),
    ):
        if value is not None:
            where.append(f"{column} {op} {mark}")
            params.append(value)
    if query.fired is not None:
        where.append(f"fired = {mark}")
        params.append(int(query.fired))
    if query.blocked is not None:
        where.append("blocked != '[]'" if query.blocked else "blocked = '[]'")
    # a decision's time is its id's (``at`` = id / ID_PER_SECOND, :func:`decision_values`): the
    # id bounds a time bound implies (a microsecond of slack each way for the float's rounding;
    # the exact ``at`` test above decides) let the read walk the key instead of the table
    if query.since is not None:
        where.append(f"id >= {mark}")
        params.append(math.floor(query.since * ID_PER_SECOND) - 1)
    if query.until is not None:
        where.append(f"id <= {mark}")
        params.append(math.ceil(query.until * ID_PER_SECOND) + 1)
    return where, params


FILTER_INDEXES: tuple[str, ...] = tuple(
    f"CREATE INDEX IF NOT EXISTS {{table}}_{name} ON {{table}} {columns}"
    for name, columns in (
        ("action", "(action, id)"),
        ("rule_id", "(rule_id, id)"),
        ("policy_version", "(policy_version, id)"),
        ("fired", "(fired, id)"),
        ("blocked", "(id) WHERE blocked != '[]'"),  # the rare side; the common one scans
    )
)
"""The indexes of the log's filters (:func:`decision_filters`), ``{table}`` the log's table:
a filter matching few rows reads them from an index instead of scanning the log (300,000
decisions on SQLite: a filter matching none took 0.35-2.4 s of a worker, docs/security.md)."""


def decision_order(query: DecisionQuery) -> str:
    """The ``ORDER BY`` of ``query``: newest first, or commit order after a seq."""
    return " ORDER BY seq" if query.after is not None else " ORDER BY id DESC"


EPISODE_SCAN = 20_000
"""Decisions (the last logged) ``GET /v1/episodes`` groups into games: a bounded read."""


_EPISODE_AGGREGATES = (
    "episode_id, COUNT(*), MIN(id), MAX(id), MIN(at), MAX(at), MAX(step),"
    " SUM(CASE WHEN status = 200 AND rule IS NULL THEN 1 ELSE 0 END),"  # the fallback answered
    " SUM(CASE WHEN blocked != '[]' THEN 1 ELSE 0 END),"
    " SUM(CASE WHEN status != 200 THEN 1 ELSE 0 END),"
    " COUNT(DISTINCT NULLIF(room, ''))"
)


def summarise_episodes(
    conn: Any,
    table: str,
    mark: str,
    where: Sequence[str],
    params: Sequence,
    limit: int,
    before: int | None = None,
) -> list[EpisodeSummary]:
    """Games of ``table`` aggregated in SQL over the rows matching ``where`` (conditions with
    ``mark`` placeholders, their ``params``): the ``limit`` whose newest such row is newest
    (below ``before`` when given), each with its counts, rules, policy versions and its newest
    row. Four statements whatever the games' lengths (issue 31, finding 2b: the listing read up
    to 1,000 whole steps of every game it listed); ``conn`` is a DB-API connection whose
    ``execute`` returns a cursor."""
    cond = " AND ".join(["episode_id IS NOT NULL", *where])
    having = f" HAVING MAX(id) < {mark}" if before is not None else ""
    rows = conn.execute(
        f"SELECT {_EPISODE_AGGREGATES} FROM {table} WHERE {cond}"
        f" GROUP BY episode_id{having} ORDER BY MAX(id) DESC LIMIT {mark}",
        (*params, *([before] if before is not None else []), limit),
    ).fetchall()
    if not rows:
        return []
    # the rules and versions of every game of the same rows, kept for the listed ones: a
    # filter on the listed ids would read each game's rows through its index, all its steps
    # (cost by the games' lengths again: 1.1 s for 200 games of 600 steps on SQLite)
    ids = [row[0] for row in rows]
    rules: dict[str, list[tuple[str | None, str, int]]] = {i: [] for i in ids}
    for episode_id, rule_id, rule, steps in conn.execute(
        f"SELECT episode_id, MIN(rule_id), MIN(rule), COUNT(*) FROM {table}"
        f" WHERE {cond} AND rule IS NOT NULL"
        " GROUP BY episode_id, COALESCE(NULLIF(rule_id, ''), rule)"
        " ORDER BY episode_id, COUNT(*) DESC, MIN(id)",
        params,
    ).fetchall():
        if episode_id in rules:
            rules[episode_id].append((rule_id, rule, int(steps)))
    versions: dict[str, list[str]] = {i: [] for i in ids}
    for episode_id, version in conn.execute(
        f"SELECT DISTINCT episode_id, policy_version FROM {table} WHERE {cond}", params
    ).fetchall():
        if episode_id in versions:
            versions[episode_id].append(version)
    last_ids = [row[3] for row in rows]
    last = dict(
        decision_from_row(row)
        for row in conn.execute(
            f"SELECT {', '.join(DECISION_COLUMNS)} FROM {table}"
            f" WHERE id IN ({', '.join([mark] * len(last_ids))})",
            last_ids,
        ).fetchall()
    )
    return [
        EpisodeSummary(
            *row[:7],
            *(int(n or 0) for n in row[7:11]),
            rules=tuple(rules[row[0]]),
            policy_versions=tuple(sorted(versions[row[0]])),
            last=last.get(row[3]),
        )
        for row in rows
    ]


def list_episodes(
    conn: Any, table: str, mark: str, limit: int, before: int | None, scan: int
) -> list[EpisodeSummary]:
    """Games among the ``scan`` decisions of ``table`` logged last (one window of seqs, read
    once, so every statement sees the same rows), the one with the newest decision first; a
    game's figures count its decisions in that window."""
    (top,) = conn.execute(f"SELECT COALESCE(MAX(seq), 0) FROM {table}").fetchone()
    where = [f"seq > {mark}", f"seq <= {mark}"]
    return summarise_episodes(conn, table, mark, where, (top - scan, top), limit, before)


def prune_log(
    conn: Any,
    table: str,
    mark: str,
    max_rows: int | None,
    older_than: float | None,
    batch: int,
) -> Pruned:
    """Retention over ``table`` through ``conn`` (a DB-API connection whose ``execute`` returns
    a cursor; ``mark`` its placeholder), in statements of at most ``batch`` rows: the row cap
    keeps the ``max_rows`` decisions logged last (seqs are dense), the age limit deletes ids
    below the microsecond ``older_than`` (ids are times). Counts the rows the row cap deletes
    while the age limit would have kept them: from the ids its own ``DELETE ... RETURNING``
    gives back, so of several workers pruning the same log at once each row is counted once,
    by the one whose statement deleted it (issue 31, finding 6: counted before deleting, both
    workers of a replica counted the same rows)."""
    low, high = conn.execute(f"SELECT MIN(seq), MAX(seq) FROM {table}").fetchone()
    if high is None:
        return Pruned(0, 0)
    by_rows = low if max_rows is None else max(low, high - max_rows + 1)  # seqs below go
    by_age = None if older_than is None else time_id(older_than)  # ids below go
    early = deleted = 0
    while low < by_rows:
        upto = min(by_rows, low + batch)
        gone = conn.execute(f"DELETE FROM {table} WHERE seq < {mark} RETURNING id", (upto,))
        ids = [row[0] for row in gone.fetchall()]
        deleted += len(ids)
        if by_age is not None:  # the cap cut these; the age limit would have kept the young
            early += sum(1 for i in ids if i >= by_age)
        low = upto
    while by_age is not None:
        gone = conn.execute(
            f"DELETE FROM {table} WHERE id IN"
            f" (SELECT id FROM {table} WHERE id < {mark} ORDER BY id LIMIT {mark})",
            (by_age, batch),
        ).rowcount
        deleted += gone
        if gone < batch:
            break
    return Pruned(deleted, early)


def log_extent_of(conn: Any, table: str) -> LogExtent:
    """The first and last seqs of ``table`` and the oldest row's time (index ends)."""
    first, last = conn.execute(f"SELECT MIN(seq), MAX(seq) FROM {table}").fetchone()
    if first is None:
        return LogExtent(None, None, None)
    (oldest,) = conn.execute(f"SELECT at FROM {table} ORDER BY id LIMIT 1").fetchone()
    return LogExtent(first, last, oldest)
