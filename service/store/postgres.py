"""The shared store of several replicas: one PostgreSQL database (``FOLNN_STORE_URL=
postgresql://user@host:port/db``), the same behaviour as :mod:`service.store.sqlite`.

- **Connections**: a psycopg 3 pool per worker process, created on first use (after gunicorn's
  fork), ``autocommit`` connections (a read is one round trip; writes open explicit
  transactions). Queries block the calling thread for their round trip, like SQLite's, also in
  a gevent worker: a greenlet never switches away while it holds a pooled connection, so a
  few connections serve any number of greenlets and none waits on another's.
- **Bounded queries**: every pooled connection's session waits at most ``lock_timeout_s`` for a
  lock and runs a statement at most ``statement_timeout_s`` (PostgreSQL's ``lock_timeout`` and
  ``statement_timeout``, set once when the pool opens the connection), so a request meeting a
  table another session holds (a replica migrating, a ``LOCK TABLE``) gets
  :class:`StoreUnavailable` in bounded time, its transaction rolled back, instead of waiting
  until gunicorn kills its worker; the connection goes back to the pool clean (a statement
  cancelled by hand, ``pg_cancel_backend``, ends the same way, and the error says so). A migration's
  transaction sets its own bounds over these (``set_config(..., true)``: for that transaction
  only). The per-request state read waits at most :data:`STATE_LOCK_WAIT_S` (10 ms): only a
  table lock (a migration, ``LOCK TABLE``) can hold a plain read, and meanwhile the worker
  serves the last state it read rather than hold its other requests.
- **Schema**: versioned migrations (:data:`MIGRATIONS`), applied in one transaction under an
  advisory lock by whichever worker starts first; a database migrated by a newer server is
  refused rather than used. The transaction waits at most ``migration_lock_timeout_s`` for any
  lock (the advisory lock another worker or replica holds while it migrates, a table another
  session holds) and runs each statement at most ``migration_statement_timeout_s``; past
  either it is rolled back whole, nothing applied, and the error says which bound it met
  (:class:`SchemaLocked` for a lock, to be retried).
- **Transactions**: every change of the revision or the active version first updates the
  single ``folnn_state`` row, whose row lock orders concurrent writers of every replica; the
  constraint cap is counted after that lock. A decision batch takes its seqs (commit order)
  from the same row's ``decision_seq`` counter, whose lock orders the batches of every replica:
  a reader polling ``after=<seq>`` misses no row. Its ids are its decisions' microseconds
  (:func:`~service.store.queries.time_ids`, the taken ones read under that lock), so ids follow
  time order however late a batch commits.
- **Outages**: a connection found broken (or no connection in time) marks the store
  unavailable: every call then raises :class:`StoreUnavailable` at once, without touching the
  network, and a watcher thread tries the server every ``probe_interval_s``. When it answers,
  the watcher replaces the pool by a fresh one (the old one's connections are dead and
  psycopg_pool would wait out its reconnect backoff of 1, 2, 4, 8 s ...) and the store is
  usable again (docs/replicas.md).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager

import psycopg

from service.store.base import SqlStore
from service.store.bounds import PostgresBounds
from service.store.errors import (
    AlreadyExists,
    LimitReached,
    NotFound,
    SchemaLocked,
    StoreError,
    StoreUnavailable,
    VersionInUse,
)
from service.store.postgres_pool import Connections, cancel_cause, cancelled_by, error_reason, ms
from service.store.postgres_schema import (
    BUMP,
    CHANGE_INSERT,
    DIALECT,
    MIGRATIONS,
    SCHEMA_LOCK,
    STATE_LOCK_WAIT_S,
    STATE_READ,
)
from service.store.queries import (
    ARTIFACT_COLUMNS,
    CONSTRAINT_COLUMNS,
    artifact_values,
)
from service.store.records import (
    ArtifactRecord,
    ConstraintRecord,
    State,
)

__all__ = ["PostgresStore"]

log = logging.getLogger(__name__)


class PostgresStore(SqlStore):
    """The :class:`~service.store.base.Store` on PostgreSQL (see the module docstring; the reads
    both stores answer alike are :class:`~service.store.base.SqlStore`')."""

    dialect = DIALECT

    def __init__(self, url: str, bounds: PostgresBounds = PostgresBounds()) -> None:
        self.url = url
        self.bounds = bounds
        self._db = Connections(url, bounds)

    def _reading(self) -> AbstractContextManager[psycopg.Connection]:
        """A pooled connection, psycopg's errors raised as the store's."""
        return self._db.connection()

    @contextmanager
    def _writing(self) -> Iterator[psycopg.Connection]:
        """A pooled connection in one transaction, psycopg's errors raised as the store's."""
        with self._db.connection() as conn, conn.transaction():
            yield conn

    @property
    def unavailable(self) -> str | None:
        """Why the store is unavailable now (None while it is usable)."""
        return self._db.unavailable

    # --- schema -------------------------------------------------------------------------------

    def init_schema(self) -> None:
        """Apply the migrations this database lacks (one transaction, under an advisory lock,
        so replicas and workers starting together apply each step once), each wait for a lock
        and each statement bounded (module docstring): :class:`SchemaLocked` when a lock was
        not free in time, :class:`StoreError` when a statement ran out of time; either way the
        transaction is rolled back and nothing is applied."""
        step = "the schema lock"
        reports: list[str] = []  # logged once the migrations are committed
        lock_s = self.bounds.migration_lock_timeout_s
        statement_s = self.bounds.migration_statement_timeout_s
        try:
            with self._db.connection() as conn, conn.transaction():
                conn.execute(
                    "SELECT set_config('lock_timeout', %s, true),"
                    " set_config('statement_timeout', %s, true)",
                    (ms(lock_s), ms(statement_s)),
                )
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                conn.execute(
                    "CREATE TABLE IF NOT EXISTS folnn_schema (version integer PRIMARY KEY,"
                    " description text NOT NULL, applied_at double precision NOT NULL)"
                )
                done = {v for (v,) in conn.execute("SELECT version FROM folnn_schema")}
                known = {m.version for m in MIGRATIONS}
                if done - known:
                    raise StoreError(
                        f"the database has schema version {max(done)}; this server knows up to"
                        f" {max(known)} (a newer server migrated it)"
                    )
                for migration in MIGRATIONS:
                    if migration.version in done:
                        continue
                    step = f"migration {migration.version} ({migration.description})"
                    for n, statement in enumerate(migration.statements):
                        rows = conn.execute(statement).rowcount
                        if n == 0 and migration.report and rows > 0:
                            reports.append(f"schema {step}: " + migration.report.format(rows=rows))
                    conn.execute(
                        "INSERT INTO folnn_schema (version, description, applied_at)"
                        " VALUES (%s, %s, %s)",
                        (migration.version, migration.description, time.time()),
                    )
        except StoreUnavailable as exc:
            cause = exc.__cause__
            if isinstance(cause, psycopg.errors.LockNotAvailable):
                raise SchemaLocked(
                    f"schema not migrated: {step} waited more than"
                    f" {lock_s:g} s for a lock (another worker or replica"
                    " is migrating, or a session holds a table it alters); nothing was applied,"
                    " to be tried again (FOLNN_MIGRATION_LOCK_TIMEOUT_S)"
                ) from cause
            if isinstance(cause, psycopg.errors.QueryCanceled):
                if cancelled_by(cause) == "timeout":
                    raise StoreError(
                        f"schema not migrated: {step} ran longer than"
                        f" {statement_s:g} s and was rolled back, nothing"
                        " applied (FOLNN_MIGRATION_STATEMENT_TIMEOUT_S; docs/replicas.md)"
                    ) from cause
                bound = (
                    f"a migration statement may run {statement_s:g} s,"
                    " FOLNN_MIGRATION_STATEMENT_TIMEOUT_S"
                )
                raise StoreError(
                    f"schema not migrated: {step} was cancelled ({error_reason(cause)}:"
                    f" {cancel_cause(cause, bound)}) and rolled back, nothing applied"
                ) from cause
            raise
        self._request_ids_unique = True
        for report in reports:
            log.warning("%s", report)

    def schema_version(self) -> int:
        """The newest migration applied to this database (0 before any)."""
        with self._db.connection() as conn:
            row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM folnn_schema").fetchone()
        return row[0]

    def ping(self) -> None:
        """Raise :class:`StoreUnavailable` when the database cannot be used."""
        with self._db.connection() as conn:
            conn.execute("SELECT 1 FROM folnn_state").fetchone()

    # --- state and constraints ----------------------------------------------------------------

    def state(self) -> State:
        """One-row read of what workers compare on every request, waiting at most
        :data:`STATE_LOCK_WAIT_S` for a lock: one round trip, the wait set for this statement
        only (two statements in one message are one transaction)."""
        with self._db.connection(STATE_LOCK_WAIT_S) as conn:
            cur = conn.execute(STATE_READ)
            cur.nextset()  # past the SET
            row = cur.fetchone()
        return State(row[0], row[1], row[2])

    def put_artifact(
        self, record: ArtifactRecord, data: bytes, max_published: int | None = None
    ) -> None:
        """Store a published archive (:class:`AlreadyExists` for a stored version,
        :class:`LimitReached` past ``max_published``: counted after locking the state row,
        which orders every replica's publications)."""
        with self._db.connection() as conn, conn.transaction():
            (revision,) = conn.execute(
                "SELECT constraint_revision FROM folnn_state WHERE id = 1 FOR UPDATE"
            ).fetchone()
            if self._published_before(conn, record.version):  # the state row's lock orders it
                exists = conn.execute(
                    "SELECT 1 FROM folnn_artifacts WHERE version = %s", (record.version,)
                ).fetchone()
                raise AlreadyExists("version", record.version, deleted=exists is None)
            if max_published is not None:
                (stored,) = conn.execute("SELECT COUNT(*) FROM folnn_artifacts").fetchone()
                exists = conn.execute(
                    "SELECT 1 FROM folnn_artifacts WHERE version = %s", (record.version,)
                ).fetchone()
                if stored >= max_published and exists is None:
                    raise LimitReached(max_published, stored, "versions")
            inserted = conn.execute(
                self.dialect.insert(ARTIFACT_COLUMNS, "artifacts")
                + " ON CONFLICT (version) DO NOTHING RETURNING version",
                artifact_values(record, data),
            ).fetchone()
            if inserted is None:
                raise AlreadyExists("version", record.version)
            r = record
            self._trail(conn, revision, r.created_at, "publish", r.version, r.author, r.reason)

    def delete_artifact(self, version: str, author: str, reason: str) -> None:
        """Delete a published version that is neither active nor in shadow (the state row
        locked first, so no activation of it slips in between)."""
        with self._db.connection() as conn, conn.transaction():
            active, shadow, revision = conn.execute(
                "SELECT active_version, shadow_version, constraint_revision FROM folnn_state"
                " WHERE id = 1 FOR UPDATE"
            ).fetchone()
            if version in (active, shadow):
                raise VersionInUse(version, "active" if version == active else "shadow")
            gone = conn.execute(
                "DELETE FROM folnn_artifacts WHERE version = %s RETURNING version", (version,)
            ).fetchone()
            if gone is None:
                raise NotFound("version", 0, f"no published version {version!r}")
            self._trail(conn, revision, time.time(), "unpublish", version, author, reason)

    def add_constraint(
        self, text: str, mode: str, author: str, reason: str, max_active: int | None = None
    ) -> ConstraintRecord:
        """Bump the revision (locking the state row), check the cap, insert the constraint and
        its change; one transaction (:class:`LimitReached` rolls it back)."""
        now = time.time()
        with self._db.connection() as conn, conn.transaction():
            (revision,) = conn.execute(BUMP).fetchone()
            if max_active is not None:
                (active,) = conn.execute(
                    "SELECT COUNT(*) FROM folnn_constraints WHERE deleted_at IS NULL"
                ).fetchone()
                if active >= max_active:
                    raise LimitReached(max_active, active)
            (cid,) = conn.execute(
                "INSERT INTO folnn_constraints (text, mode, author, reason, created_at, revision)"
                " VALUES (%s, %s, %s, %s, %s, %s) RETURNING id",
                (text, mode, author, reason, now, revision),
            ).fetchone()
            conn.execute(CHANGE_INSERT, (revision, now, "create", cid, text, mode, author, reason))
        return ConstraintRecord(cid, text, mode, author, reason, now, revision)

    def delete_constraint(self, constraint_id: int, author: str, reason: str) -> int:
        """Retire an active constraint; returns the new revision (:class:`NotFound` rolls the
        transaction back)."""
        now = time.time()
        with self._db.connection() as conn, conn.transaction():
            (revision,) = conn.execute(BUMP).fetchone()
            row = conn.execute(
                "UPDATE folnn_constraints SET deleted_at = %s WHERE id = %s AND deleted_at IS NULL"
                " RETURNING text, mode",
                (now, constraint_id),
            ).fetchone()
            if row is None:
                raise NotFound("constraint", constraint_id, f"no active constraint {constraint_id}")
            conn.execute(
                CHANGE_INSERT,
                (revision, now, "delete", constraint_id, row[0], row[1], author, reason),
            )
        return revision

    def constraints_by_id(self, ids: Sequence[int]) -> list[ConstraintRecord]:
        """The constraints with these ids, retired ones included, by id."""
        wanted = sorted({int(i) for i in ids if 0 < int(i) < 2**63})
        if not wanted:
            return []
        sql = self.dialect.select(CONSTRAINT_COLUMNS, "constraints")
        with self._db.connection() as conn:
            rows = conn.execute(sql + " WHERE id = ANY(%s) ORDER BY id", (wanted,)).fetchall()
        return [ConstraintRecord(*row) for row in rows]

    # --- the decision log ---------------------------------------------------------------------

    def logged_request_ids(self, request_ids: Sequence[str]) -> set[str]:
        """Which of ``request_ids`` the log holds (indexed)."""
        wanted = list(dict.fromkeys(request_ids))
        if not wanted:
            return set()
        with self._db.connection() as conn:
            rows = conn.execute(
                "SELECT request_id FROM folnn_decisions WHERE request_id = ANY(%s)", (wanted,)
            )
            return {row[0] for row in rows}

    def close(self) -> None:
        """Stop the watcher and close the pool (this process's connections)."""
        self._db.close()
