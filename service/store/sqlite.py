"""The embedded store: one SQLite file in WAL mode, which every gunicorn worker of a host opens.

A single-row ``state`` table holds what each worker compares on every request (active version,
constraint revision), so picking up a change costs one indexed read, and the decision log's
commit counter (``decision_seq``).

Decisions: the id is the microsecond of the decision's time
(:func:`~service.store.queries.time_ids`), so ids follow time order, and ``seq`` numbers
batches' rows in commit order (the live view's cursor). A batch takes its seqs from the state
row inside its write transaction, so a reader that has seen seq n has seen every decision
committed before it. Files from before (ids in commit order, ``AUTOINCREMENT``) are rebuilt
once by :meth:`SQLiteStore.init_schema`: each old id becomes the row's seq, and the row gets
the id of its time.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from service.store.base import SqlStore
from service.store.errors import (
    AlreadyExists,
    LimitReached,
    NotFound,
    StoreError,
    StoreUnavailable,
    VersionInUse,
)
from service.store.queries import (
    ARTIFACT_COLUMNS,
    CONSTRAINT_COLUMNS,
    DECISION_COLUMNS,
    artifact_values,
)
from service.store.records import (
    ArtifactRecord,
    ConstraintRecord,
    State,
)
from service.store.sqlite_schema import (
    DECISION_COLUMNS_V2,
    DECISIONS_TABLE,
    DIALECT,
    INDEXES,
    SCHEMA,
    STATE_COLUMNS_V2,
    STATE_SELECT,
    TIME_ID_REBUILD,
    UNIQUE_REQUEST_IDS,
)

__all__ = ["SQLiteStore"]

log = logging.getLogger(__name__)


@contextmanager
def _errors() -> Iterator[None]:
    """sqlite3's exceptions as the store's: an operational error (locked, unreadable, disk
    I/O) may pass, anything else is a refusal."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        raise StoreUnavailable(str(exc)) from exc
    except sqlite3.Error as exc:
        raise StoreError(str(exc)) from exc


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (the write lock is taken at once), rolled back on any
    exception, the store's own (NotFound, LimitReached) included."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


class SQLiteStore(SqlStore):
    """The embedded store: one SQLite file in WAL mode, one connection per thread (the reads
    both stores answer alike are :class:`~service.store.base.SqlStore`')."""

    dialect = DIALECT

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
                # created private (audit data: observations): SQLite gives its WAL and
                # shared-memory files the database file's mode (issue 43, finding 9)
                if not self.path.exists():
                    with contextlib.suppress(FileExistsError):  # another worker's, meanwhile
                        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC
                        os.close(os.open(self.path, flags, 0o600))
                conn = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
                conn.execute(f"PRAGMA busy_timeout = {int(self._busy_timeout_ms)}")
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = NORMAL")
                # the WAL is cut back to this size after each checkpoint (bounded bytes on disk)
                conn.execute(f"PRAGMA journal_size_limit = {int(self._wal_limit_bytes)}")
            except (sqlite3.Error, OSError) as exc:
                raise StoreUnavailable(f"cannot open {self.path}: {exc}") from exc
            self._local.conn = conn
        return conn

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        """This thread's connection, sqlite3's errors raised as the store's."""
        with _errors():
            yield self._conn()

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """This thread's connection in one transaction under the write lock (``BEGIN
        IMMEDIATE``), sqlite3's errors raised as the store's."""
        with _errors():
            conn = self._conn()
            with _transaction(conn):
                yield conn

    def init_schema(self) -> None:
        """Create the tables if missing (safe to run from every worker at once)."""
        with _errors():
            conn = self._conn()
            conn.executescript(SCHEMA + DECISIONS_TABLE.format(table="decisions") + ";")
            for table, columns in (
                ("decisions", DECISION_COLUMNS_V2),
                ("state", STATE_COLUMNS_V2),
            ):
                have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
                for name, decl in columns:
                    if name not in have:
                        try:
                            conn.execute(f"ALTER TABLE {table} ADD COLUMN {name} {decl}")
                        except sqlite3.OperationalError as exc:  # another worker added it first
                            if "duplicate column" not in str(exc):
                                raise
            self._rebuild_to_time_ids(conn)
            self._unique_request_ids(conn)
            for statement in INDEXES:
                conn.execute(statement)
        self._request_ids_unique = True

    @staticmethod
    def _rebuild_to_time_ids(conn: sqlite3.Connection) -> None:
        """Rebuild a decision log of ids in commit order (no ``seq``) to time ids, once: under
        the write lock, so of workers starting together one rebuilds and the others find it
        done."""
        with _transaction(conn):
            have = {row[1] for row in conn.execute("PRAGMA table_info(decisions)")}
            if "seq" in have:
                return
            kept = [c for c in DECISION_COLUMNS if c not in ("id", "seq", "at")]
            create, insert, *rest = TIME_ID_REBUILD
            conn.execute(create)
            conn.execute(
                insert.format(
                    columns=", ".join(["id", "seq", "at", *kept]),
                    values=", ".join(["new_id", "id", "new_id / 1000000.0", *kept]),
                )
            )
            for statement in rest:
                conn.execute(statement)

    def _unique_request_ids(self, conn: sqlite3.Connection) -> None:
        """Make the decision log unique by ``request_id``, once (under the write lock: of
        workers starting together one does it): a decision a file holds twice keeps its first
        committed row, and how many rows went is logged."""
        with _transaction(conn):
            if conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'index'"
                " AND name = 'decisions_request_id_unique'"
            ).fetchone():
                return
            delete, *rest = UNIQUE_REQUEST_IDS
            repeats = conn.execute(delete).rowcount
            for statement in rest:
                conn.execute(statement)
        if repeats:
            log.warning(
                "decision log %s: %d rows repeated a request_id already logged (a decision"
                " stored twice before the log was unique by request_id); the first of each"
                " kept, the repeats deleted",
                self.path,
                repeats,
            )

    def ping(self) -> None:
        """Raise :class:`StoreUnavailable` when the file cannot be read."""
        with _errors():
            self._conn().execute("SELECT 1 FROM state").fetchone()

    def state(self) -> State:
        """One-row read of what workers compare on every request."""
        with _errors():
            return State(*self._conn().execute(STATE_SELECT).fetchone())

    def put_artifact(
        self, record: ArtifactRecord, data: bytes, max_published: int | None = None
    ) -> None:
        """Store a published archive (:class:`AlreadyExists` for a stored version,
        :class:`LimitReached` past ``max_published``, counted under the write lock)."""
        with _errors():
            conn = self._conn()
            with _transaction(conn):
                if conn.execute(
                    "SELECT 1 FROM artifacts WHERE version = ?", (record.version,)
                ).fetchone():
                    raise AlreadyExists("version", record.version)
                if self._published_before(conn, record.version):
                    raise AlreadyExists("version", record.version, deleted=True)
                if max_published is not None:
                    (stored,) = conn.execute("SELECT COUNT(*) FROM artifacts").fetchone()
                    if stored >= max_published:
                        raise LimitReached(max_published, stored, "versions")
                conn.execute(
                    self.dialect.insert(ARTIFACT_COLUMNS, "artifacts"),
                    artifact_values(record, data),
                )
                revision = conn.execute("SELECT constraint_revision FROM state").fetchone()[0]
                r = record
                self._trail(conn, revision, r.created_at, "publish", r.version, r.author, r.reason)

    def delete_artifact(self, version: str, author: str, reason: str) -> None:
        """Delete a published version that is neither active nor in shadow (one transaction
        under the write lock, so no activation slips in between)."""
        with _errors():
            conn = self._conn()
            with _transaction(conn):
                active, revision, shadow = conn.execute(STATE_SELECT).fetchone()
                if version in (active, shadow):
                    raise VersionInUse(version, "active" if version == active else "shadow")
                gone = conn.execute("DELETE FROM artifacts WHERE version = ?", (version,))
                if gone.rowcount == 0:
                    raise NotFound("version", 0, f"no published version {version!r}")
                self._trail(conn, revision, time.time(), "unpublish", version, author, reason)

    def add_constraint(
        self, text: str, mode: str, author: str, reason: str, max_active: int | None = None
    ) -> ConstraintRecord:
        """Insert a constraint, bump the revision, record the change; all in one transaction
        (:class:`LimitReached` when ``max_active`` constraints are active already)."""
        now = time.time()
        with _errors():
            conn = self._conn()
            with _transaction(conn):
                if max_active is not None:
                    active = conn.execute(
                        "SELECT COUNT(*) FROM constraints WHERE deleted_at IS NULL"
                    ).fetchone()[0]
                    if active >= max_active:
                        raise LimitReached(max_active, active)
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
        return ConstraintRecord(cid, text, mode, author, reason, now, revision)

    def delete_constraint(self, constraint_id: int, author: str, reason: str) -> int:
        """Retire an active constraint; returns the new revision."""
        now = time.time()
        with _errors():
            conn = self._conn()
            with _transaction(conn):
                row = conn.execute(
                    "SELECT text, mode FROM constraints WHERE id = ? AND deleted_at IS NULL",
                    (constraint_id,),
                ).fetchone()
                if row is None:
                    raise _no_constraint(constraint_id)
                conn.execute("UPDATE state SET constraint_revision = constraint_revision + 1")
                revision = conn.execute("SELECT constraint_revision FROM state").fetchone()[0]
                conn.execute(
                    "UPDATE constraints SET deleted_at = ? WHERE id = ?", (now, constraint_id)
                )
                conn.execute(
                    "INSERT INTO changes (revision, at, change, constraint_id, text, mode, author,"
                    " reason) VALUES (?, ?, 'delete', ?, ?, ?, ?, ?)",
                    (revision, now, constraint_id, row[0], row[1], author, reason),
                )
        return revision

    def logged_request_ids(self, request_ids: Sequence[str]) -> set[str]:
        """Which of ``request_ids`` the log holds (indexed)."""
        found: set[str] = set()
        wanted = list(dict.fromkeys(request_ids))
        with _errors():
            conn = self._conn()
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                marks = ", ".join("?" * len(chunk))
                rows = conn.execute(
                    f"SELECT request_id FROM decisions WHERE request_id IN ({marks})", chunk
                )
                found.update(row[0] for row in rows)
        return found

    def constraints_by_id(self, ids: Sequence[int]) -> list[ConstraintRecord]:
        """The constraints with these ids, retired ones included, by id."""
        wanted = sorted({int(i) for i in ids})
        if not wanted:
            return []
        sql = self.dialect.select(CONSTRAINT_COLUMNS, "constraints")
        sql += f" WHERE id IN ({', '.join('?' * len(wanted))}) ORDER BY id"
        with _errors():
            rows = self._conn().execute(sql, wanted).fetchall()
        return [ConstraintRecord(*row) for row in rows]

    def close(self) -> None:
        """Close this thread's connection."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None


def _no_constraint(constraint_id: int) -> NotFound:
    return NotFound("constraint", constraint_id, f"no active constraint {constraint_id}")
