"""Shared state of all workers: active policy pointer, constraints with their audit trail, and
the decision audit log.

The default store is one SQLite file in WAL mode, which every gunicorn worker of a host opens.
A single-row ``state`` table holds what each worker compares on every request (active version,
constraint revision), so picking up a change costs one indexed read. :func:`open_store` is the
one place that chooses the backend from a URL; PostgreSQL (several replicas) plugs in behind the
same :class:`Store` protocol.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

__all__ = [
    "ConstraintChange",
    "ConstraintRecord",
    "DecisionQuery",
    "DecisionRecord",
    "LimitReached",
    "NotFound",
    "SQLiteStore",
    "State",
    "Store",
    "StoreError",
    "open_store",
]


class StoreError(RuntimeError):
    """The store cannot be reached or used."""


class NotFound(KeyError):
    """No row with that id."""


class LimitReached(RuntimeError):
    """A write refused because it would pass a configured limit (the number of constraints)."""


@dataclass(frozen=True, slots=True)
class State:
    """What every worker checks on each request."""

    active_version: str | None
    constraint_revision: int


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
            "created_at": _iso(self.created_at),
            "revision": self.revision,
        }


@dataclass(frozen=True, slots=True)
class ConstraintChange:
    """One line of the constraint audit trail: who changed what, when and why."""

    revision: int
    at: float
    change: str  # "create" | "delete" | "activate"
    constraint_id: int | None
    text: str
    mode: str | None
    author: str
    reason: str

    def to_dict(self) -> dict:
        """JSON form for the API."""
        return {
            "revision": self.revision,
            "at": _iso(self.at),
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

    def to_dict(self, row_id: int | None = None, with_table: bool = False) -> dict:
        """JSON form for the API (the fact table only with ``with_table``)."""
        out = {
            "request_id": self.request_id,
            "client_request_id": self.client_request_id,
            "at": _iso(self.at),
            "policy_version": self.policy_version,
            "policy_sha256": self.policy_sha256,
            "constraint_revision": self.constraint_revision,
            "input_sha256": self.input_sha256,
            "facts": self.facts,
            "rule": self.rule,
            "rule_id": self.rule_id,
            "action": self.action,
            "blocked": self.blocked,
            "status": self.status,
            "room": self.room,
            "observation": self.observation,
            "observation_sha256": self.observation_sha256,
            "scores": self.scores,
            "candidates": self.candidates,
            "dryrun_blocked": self.dryrun_blocked,
        }
        if with_table:
            out["fact_table"] = self.fact_table
        if row_id is not None:
            out["id"] = row_id
        return out


@dataclass(frozen=True, slots=True)
class DecisionQuery:
    """Which decisions to read, newest first: every filter is optional and they combine."""

    limit: int = 50
    before: int | None = None  # ids below (the paging cursor)
    after: int | None = None  # ids above (what a live view has not seen yet)
    action: str | None = None
    rule_id: str | None = None
    blocked: bool | None = None  # some candidate was blocked by an enforced constraint
    policy_version: str | None = None
    since: float | None = None  # unix time, inclusive
    until: float | None = None  # unix time, exclusive


def _iso(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ts)) + f".{int(ts % 1 * 1000):03d}Z"


class Store(Protocol):
    """What the service needs from a store; SQLite and PostgreSQL implement it."""

    def init_schema(self) -> None:
        """Create the tables if missing."""

    def ping(self) -> None:
        """Raise :class:`StoreError` when the store cannot be used."""

    def state(self) -> State:
        """The active version and constraint revision (cheap: called on every request)."""

    def set_active_version(self, version: str, author: str, reason: str) -> State:
        """Point every worker at ``version``; recorded in the change trail."""

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
        """Write a batch of decisions in one transaction."""

    def decisions(self, limit: int, before: int | None) -> list[tuple[int, DecisionRecord]]:
        """Decisions newest first, with ids below ``before`` when given."""

    def query_decisions(self, query: DecisionQuery) -> list[tuple[int, DecisionRecord]]:
        """Decisions matching ``query``, newest first."""

    def decision(self, decision_id: int) -> DecisionRecord:
        """One decision (:class:`NotFound` if absent)."""

    def constraints_by_id(self, ids: Sequence[int]) -> list[ConstraintRecord]:
        """The constraints with these ids, retired ones included (for explaining old decisions)."""

    def prune_decisions(self, max_rows: int | None, older_than: float | None) -> int:
        """Delete all but the newest ``max_rows`` decisions and those decided before the time
        ``older_than``; returns how many were deleted."""

    def close(self) -> None:
        """Release connections held by this process."""


_SCHEMA = """
CREATE TABLE IF NOT EXISTS state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    active_version TEXT,
    constraint_revision INTEGER NOT NULL
);
INSERT OR IGNORE INTO state (id, active_version, constraint_revision) VALUES (1, NULL, 0);
CREATE TABLE IF NOT EXISTS constraints (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text TEXT NOT NULL,
    mode TEXT NOT NULL,
    author TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at REAL NOT NULL,
    revision INTEGER NOT NULL,
    deleted_at REAL
);
CREATE TABLE IF NOT EXISTS changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    revision INTEGER NOT NULL,
    at REAL NOT NULL,
    change TEXT NOT NULL,
    constraint_id INTEGER,
    text TEXT NOT NULL,
    mode TEXT,
    author TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS decisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id TEXT NOT NULL,
    at REAL NOT NULL,
    policy_version TEXT NOT NULL,
    policy_sha256 TEXT NOT NULL,
    constraint_revision INTEGER NOT NULL,
    input_sha256 TEXT NOT NULL,
    facts TEXT NOT NULL,
    rule TEXT,
    rule_id TEXT,
    action TEXT,
    blocked TEXT NOT NULL,
    status INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS decisions_request_id ON decisions (request_id);
"""

# Decision columns added after the first schema (ALTER TABLE on older files), with defaults.
_DECISION_COLUMNS_V2 = (
    ("room", "TEXT"),
    ("observation", "TEXT"),
    ("observation_sha256", "TEXT NOT NULL DEFAULT ''"),
    ("scores", "TEXT NOT NULL DEFAULT '{}'"),
    ("fact_table", "TEXT NOT NULL DEFAULT '[]'"),
    ("candidates", "TEXT"),
    ("dryrun_blocked", "TEXT NOT NULL DEFAULT '[]'"),
    ("client_request_id", "TEXT"),
)
_PRUNE_BATCH = 10_000  # decisions deleted per transaction (short write locks)
_DECISION_SELECT = (
    "SELECT id, request_id, at, policy_version, policy_sha256, constraint_revision, input_sha256,"
    " facts, rule, rule_id, action, blocked, status, room, observation, observation_sha256,"
    " scores, fact_table, candidates, dryrun_blocked, client_request_id FROM decisions"
)


def _decision_from_row(row: Sequence) -> tuple[int, DecisionRecord]:
    candidates = json.loads(row[18]) if row[18] is not None else None
    return row[0], DecisionRecord(
        request_id=row[1],
        at=row[2],
        policy_version=row[3],
        policy_sha256=row[4],
        constraint_revision=row[5],
        input_sha256=row[6],
        facts=json.loads(row[7]),
        rule=row[8],
        rule_id=row[9],
        action=row[10],
        blocked=json.loads(row[11]),
        status=row[12],
        room=row[13],
        observation=row[14],
        observation_sha256=row[15],
        scores=json.loads(row[16]),
        fact_table=json.loads(row[17]),
        candidates=candidates,
        dryrun_blocked=json.loads(row[19]),
        client_request_id=row[20],
    )


class SQLiteStore:
    """The embedded store: one SQLite file in WAL mode, one connection per thread."""

    def __init__(
        self, path: Path, busy_timeout_ms: int = 5000, wal_limit_bytes: int = 64 * 2**20
    ) -> None:
        self.path = Path(path)
        self._busy_timeout_ms = busy_timeout_ms
        self._wal_limit_bytes = wal_limit_bytes
        self._local = threading.local()

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
                conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_ms)}")
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = NORMAL")
                # the WAL is cut back to this size after each checkpoint (bounded bytes on disk)
                conn.execute(f"PRAGMA journal_size_limit = {int(self._wal_limit_bytes)}")
            except (sqlite3.Error, OSError) as exc:
                raise StoreError(f"cannot open {self.path}: {exc}") from exc
            self._local.conn = conn
        return conn

    def init_schema(self) -> None:
        """Create the tables if missing (safe to run from every worker at once)."""
        try:
            conn = self._conn()
            conn.executescript(_SCHEMA)
            have = {row[1] for row in conn.execute("PRAGMA table_info(decisions)")}
            for name, decl in _DECISION_COLUMNS_V2:
                if name not in have:
                    try:
                        conn.execute(f"ALTER TABLE decisions ADD COLUMN {name} {decl}")
                    except sqlite3.OperationalError as exc:  # another worker added it first
                        if "duplicate column" not in str(exc):
                            raise
        except sqlite3.Error as exc:
            raise StoreError(str(exc)) from exc

    def ping(self) -> None:
        """Raise :class:`StoreError` when the file cannot be read."""
        try:
            self._conn().execute("SELECT 1 FROM state").fetchone()
        except sqlite3.Error as exc:
            raise StoreError(str(exc)) from exc

    def state(self) -> State:
        """One-row read of what workers compare on every request."""
        row = (
            self._conn()
            .execute("SELECT active_version, constraint_revision FROM state WHERE id = 1")
            .fetchone()
        )
        return State(row[0], row[1])

    def set_active_version(self, version: str, author: str, reason: str) -> State:
        """Switch the active policy version for every worker."""
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            revision = conn.execute("SELECT constraint_revision FROM state").fetchone()[0]
            conn.execute("UPDATE state SET active_version = ? WHERE id = 1", (version,))
            conn.execute(
                "INSERT INTO changes (revision, at, change, constraint_id, text, mode, author,"
                " reason) VALUES (?, ?, 'activate', NULL, ?, NULL, ?, ?)",
                (revision, time.time(), version, author, reason),
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return State(version, revision)

    def constraints(self) -> list[ConstraintRecord]:
        """Active constraints, oldest first."""
        rows = (
            self._conn()
            .execute(
                "SELECT id, text, mode, author, reason, created_at, revision FROM constraints"
                " WHERE deleted_at IS NULL ORDER BY id"
            )
            .fetchall()
        )
        return [ConstraintRecord(*row) for row in rows]

    def add_constraint(
        self, text: str, mode: str, author: str, reason: str, max_active: int | None = None
    ) -> ConstraintRecord:
        """Insert a constraint, bump the revision, record the change; all in one transaction
        (:class:`LimitReached` when ``max_active`` constraints are active already)."""
        conn = self._conn()
        now = time.time()
        conn.execute("BEGIN IMMEDIATE")
        try:
            if max_active is not None:
                active = conn.execute(
                    "SELECT COUNT(*) FROM constraints WHERE deleted_at IS NULL"
                ).fetchone()[0]
                if active >= max_active:
                    raise LimitReached(
                        f"{active} constraints are active; the limit is {max_active}"
                    )
            conn.execute("UPDATE state SET constraint_revision = constraint_revision + 1")
            revision = conn.execute("SELECT constraint_revision FROM state").fetchone()[0]
            cur = conn.execute(
                "INSERT INTO constraints (text, mode, author, reason, created_at, revision)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (text, mode, author, reason, now, revision),
            )
            cid = cur.lastrowid
            conn.execute(
                "INSERT INTO changes (revision, at, change, constraint_id, text, mode, author,"
                " reason) VALUES (?, ?, 'create', ?, ?, ?, ?, ?)",
                (revision, now, cid, text, mode, author, reason),
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return ConstraintRecord(cid, text, mode, author, reason, now, revision)

    def delete_constraint(self, constraint_id: int, author: str, reason: str) -> int:
        """Retire an active constraint; returns the new revision."""
        conn = self._conn()
        now = time.time()
        conn.execute("BEGIN IMMEDIATE")
        try:
            row = conn.execute(
                "SELECT text, mode FROM constraints WHERE id = ? AND deleted_at IS NULL",
                (constraint_id,),
            ).fetchone()
            if row is None:
                raise NotFound(constraint_id)
            conn.execute("UPDATE state SET constraint_revision = constraint_revision + 1")
            revision = conn.execute("SELECT constraint_revision FROM state").fetchone()[0]
            conn.execute("UPDATE constraints SET deleted_at = ? WHERE id = ?", (now, constraint_id))
            conn.execute(
                "INSERT INTO changes (revision, at, change, constraint_id, text, mode, author,"
                " reason) VALUES (?, ?, 'delete', ?, ?, ?, ?, ?)",
                (revision, now, constraint_id, row[0], row[1], author, reason),
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return revision

    def changes(self, limit: int) -> list[ConstraintChange]:
        """Newest first."""
        rows = (
            self._conn()
            .execute(
                "SELECT revision, at, change, constraint_id, text, mode, author, reason"
                " FROM changes ORDER BY id DESC LIMIT ?",
                (limit,),
            )
            .fetchall()
        )
        return [ConstraintChange(*row) for row in rows]

    def append_decisions(self, records: Sequence[DecisionRecord]) -> None:
        """One transaction per batch."""
        rows = [
            (
                r.request_id,
                r.at,
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
            )
            for r in records
        ]
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.executemany(
                "INSERT INTO decisions (request_id, at, policy_version, policy_sha256,"
                " constraint_revision, input_sha256, facts, rule, rule_id, action, blocked,"
                " status, room, observation, observation_sha256, scores, fact_table, candidates,"
                " dryrun_blocked, client_request_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                " ?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def decisions(self, limit: int, before: int | None) -> list[tuple[int, DecisionRecord]]:
        """Newest first; ``before`` is the cursor (an id) from the previous page."""
        return self.query_decisions(DecisionQuery(limit=limit, before=before))

    def query_decisions(self, query: DecisionQuery) -> list[tuple[int, DecisionRecord]]:
        """Newest first, every given filter applied (all indexed by id or cheap to scan)."""
        where, params = _decision_filters(query)
        sql = _DECISION_SELECT + (" WHERE " + " AND ".join(where) if where else "")
        rows = self._conn().execute(sql + " ORDER BY id DESC LIMIT ?", (*params, query.limit))
        return [_decision_from_row(row) for row in rows.fetchall()]

    def decision(self, decision_id: int) -> DecisionRecord:
        """One decision by id (:class:`NotFound` if there is none)."""
        row = self._conn().execute(_DECISION_SELECT + " WHERE id = ?", (decision_id,)).fetchone()
        if row is None:
            raise NotFound(decision_id)
        return _decision_from_row(row)[1]

    def constraints_by_id(self, ids: Sequence[int]) -> list[ConstraintRecord]:
        """The constraints with these ids, retired ones included, by id."""
        wanted = sorted({int(i) for i in ids})
        if not wanted:
            return []
        marks = ", ".join("?" * len(wanted))
        rows = (
            self._conn()
            .execute(
                "SELECT id, text, mode, author, reason, created_at, revision FROM constraints"
                f" WHERE id IN ({marks}) ORDER BY id",
                wanted,
            )
            .fetchall()
        )
        return [ConstraintRecord(*row) for row in rows]

    def prune_decisions(self, max_rows: int | None, older_than: float | None) -> int:
        """Retention: ids grow with time, so both limits cut the log at one id; deleted in
        batches of short transactions. Freed pages are reused, so the file stops growing."""
        conn = self._conn()
        low, high = conn.execute("SELECT MIN(id), MAX(id) FROM decisions").fetchone()
        if high is None:
            return 0
        cut = low  # delete ids below `cut`
        if max_rows is not None:
            cut = max(cut, high - max_rows + 1)
        if older_than is not None:
            row = conn.execute(
                "SELECT id FROM decisions WHERE at >= ? ORDER BY id LIMIT 1", (older_than,)
            ).fetchone()
            cut = max(cut, row[0] if row is not None else high + 1)
        deleted = 0
        while low < cut:
            upto = min(cut, low + _PRUNE_BATCH)
            deleted += conn.execute("DELETE FROM decisions WHERE id < ?", (upto,)).rowcount
            low = upto
        return deleted

    def close(self) -> None:
        """Close this thread's connection."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None


def _decision_filters(query: DecisionQuery) -> tuple[list[str], list]:
    """SQL conditions and parameters of ``query`` (shared by every SQL backend)."""
    where: list[str] = []
    params: list = []
    for column, op, value in (
        ("id", "<", query.before),
        ("id", ">", query.after),
        ("action", "=", query.action),
        ("rule_id", "=", query.rule_id),
        ("policy_version", "=", query.policy_version),
        ("at", ">=", query.since),
        ("at", "<", query.until),
    ):
        if value is not None:
            where.append(f"{column} {op} ?")
            params.append(value)
    if query.blocked is not None:
        where.append("blocked != '[]'" if query.blocked else "blocked = '[]'")
    return where, params


def open_store(url: str | None, default_path: Path) -> Store:
    """The store for ``url``: None or ``sqlite:///path`` gives SQLite; ``postgresql://`` needs
    the optional PostgreSQL backend, which this build does not include (StoreError)."""
    if url is None or url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///")) if url else default_path
        return SQLiteStore(path)
    if url.startswith(("postgresql://", "postgres://")):
        raise StoreError(
            "PostgreSQL store URLs need the optional PostgreSQL backend (psycopg), which is not"
            " installed in this build; use SQLite (leave FOLNN_STORE_URL unset)"
        )
    raise StoreError(f"unsupported store URL scheme: {url.split(':', 1)[0]!r}")
