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
  (:func:`~service.store.base.time_ids`, the taken ones read under that lock), so ids follow
  time order however late a batch commits.
- **Outages**: a connection found broken (or no connection in time) marks the store
  unavailable: every call then raises :class:`StoreUnavailable` at once, without touching the
  network, and a watcher thread tries the server every ``probe_interval_s``. When it answers,
  the watcher replaces the pool by a fresh one (the old one's connections are dead and
  psycopg_pool would wait out its reconnect backoff of 1, 2, 4, 8 s ...) and the store is
  usable again (docs/replicas.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal

import psycopg
from psycopg import waiting
from psycopg_pool import ConnectionPool, PoolTimeout

from service.store.base import (
    ARTIFACT_COLUMNS,
    DECISION_COLUMNS,
    FILTER_INDEXES,
    POINTER_CHANGES,
    AlreadyExists,
    ArtifactRecord,
    ConstraintChange,
    ConstraintRecord,
    DecisionQuery,
    DecisionRecord,
    EpisodeSummary,
    LimitReached,
    LogExtent,
    NotFound,
    Pruned,
    SchemaLocked,
    State,
    StoreError,
    StoreUnavailable,
    VersionInUse,
    artifact_values,
    decision_filters,
    decision_from_row,
    decision_order,
    decision_values,
    list_episodes,
    log_extent_of,
    pointer_changed,
    prune_log,
    shadow_of_active,
    summarise_episodes,
    time_ids,
)

__all__ = ["MIGRATIONS", "STATE_LOCK_WAIT_S", "Migration", "PostgresStore"]

STATE_LOCK_WAIT_S = 0.01
"""Longest the per-request state read waits for a lock (module docstring): a plain read waits
only on a table lock, which no ordinary write takes, so anything longer is a migration or a
``LOCK TABLE``, and a gevent worker would wait with all its requests."""


@dataclass(frozen=True)
class Migration:
    """One step of the schema: applied once, in order, recorded in ``folnn_schema``."""

    version: int
    description: str
    statements: tuple[str, ...]


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "state row, constraints, change trail, decision log",
        (
            "CREATE TABLE folnn_state (id smallint PRIMARY KEY CHECK (id = 1),"
            " active_version text, constraint_revision bigint NOT NULL)",
            "INSERT INTO folnn_state (id, active_version, constraint_revision) VALUES (1, NULL, 0)",
            "CREATE TABLE folnn_constraints"
            " (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, text text NOT NULL,"
            " mode text NOT NULL, author text NOT NULL, reason text NOT NULL,"
            " created_at double precision NOT NULL, revision bigint NOT NULL,"
            " deleted_at double precision)",
            "CREATE TABLE folnn_changes (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,"
            " revision bigint NOT NULL, at double precision NOT NULL, change text NOT NULL,"
            " constraint_id bigint, text text NOT NULL, mode text, author text NOT NULL,"
            " reason text NOT NULL)",
            "CREATE TABLE folnn_decisions (id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,"
            " request_id text NOT NULL, at double precision NOT NULL, policy_version text NOT NULL,"
            " policy_sha256 text NOT NULL, constraint_revision bigint NOT NULL,"
            " input_sha256 text NOT NULL, facts text NOT NULL, rule text, rule_id text,"
            " action text, blocked text NOT NULL, status integer NOT NULL, room text,"
            " observation text, observation_sha256 text NOT NULL DEFAULT '',"
            " scores text NOT NULL DEFAULT '{}', fact_table text NOT NULL DEFAULT '[]',"
            " candidates text, dryrun_blocked text NOT NULL DEFAULT '[]', client_request_id text)",
            "CREATE INDEX folnn_decisions_request_id ON folnn_decisions (request_id)",
        ),
    ),
    Migration(
        2,
        "decisions found by the client's X-Request-ID",
        ("CREATE INDEX folnn_decisions_client_request_id ON folnn_decisions (client_request_id)",),
    ),
    Migration(
        3,
        "whether a rule fired for each decision (1 a rule, 0 the fallback, NULL no action)",
        ("ALTER TABLE folnn_decisions ADD COLUMN fired smallint",),
    ),
    Migration(
        4,
        "published artifacts, the shadow version, episodes and shadow decisions in the log",
        (
            "CREATE TABLE folnn_artifacts (version text PRIMARY KEY, sha256 text NOT NULL,"
            " archive_sha256 text NOT NULL, size bigint NOT NULL, data bytea NOT NULL,"
            " author text NOT NULL, reason text NOT NULL, created_at double precision NOT NULL)",
            "ALTER TABLE folnn_state ADD COLUMN shadow_version text",
            "ALTER TABLE folnn_decisions ADD COLUMN episode_id text, ADD COLUMN step integer,"
            " ADD COLUMN moved text, ADD COLUMN shadow_version text, ADD COLUMN shadow text",
            "CREATE INDEX folnn_decisions_episode ON folnn_decisions (episode_id, id)",
            "CREATE INDEX folnn_decisions_shadow ON folnn_decisions (shadow_version, id)",
        ),
    ),
    Migration(
        5,
        "decision ids in time order (the decision's microsecond); commit order kept as seq",
        (
            # the old ids (commit order) become the seqs; the counter goes on after the
            # highest id ever given, so a live cursor held over the upgrade still holds
            "ALTER TABLE folnn_state ADD COLUMN decision_seq bigint NOT NULL DEFAULT 0",
            "UPDATE folnn_state SET decision_seq = GREATEST("
            " (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM folnn_decisions_id_seq),"
            " (SELECT COALESCE(MAX(id), 0) FROM folnn_decisions))",
            "ALTER TABLE folnn_decisions ADD COLUMN seq bigint, ALTER COLUMN id DROP IDENTITY,"
            " DROP CONSTRAINT folnn_decisions_pkey",
            # each row's id: its microsecond, the first free one after it in time order (a
            # running maximum, as time_ids gives them); one pass, the key rebuilt after it
            "UPDATE folnn_decisions d SET seq = d.id, id = n.id,"
            " at = n.id::double precision / 1000000"
            " FROM (SELECT old, rn + MAX(us - rn) OVER (ORDER BY rn) AS id FROM (SELECT id AS old,"
            " round(at * 1000000)::bigint AS us, row_number() OVER (ORDER BY at, id) AS rn"
            " FROM folnn_decisions) r) n WHERE d.id = n.old",
            "ALTER TABLE folnn_decisions ALTER COLUMN seq SET NOT NULL, ADD PRIMARY KEY (id)",
            "CREATE UNIQUE INDEX folnn_decisions_seq ON folnn_decisions (seq)",
        ),
    ),
    Migration(
        6,
        "the log's filters indexed (action, rule, policy version, fired, blocked), newest first",
        tuple(index.format(table="folnn_decisions") for index in FILTER_INDEXES),
    ),
)
"""The schema, step by step; a new step is appended, never edited."""

_STATE_READ = (
    f"SET LOCAL lock_timeout = '{round(STATE_LOCK_WAIT_S * 1000)}ms';"
    " SELECT active_version, constraint_revision, shadow_version FROM folnn_state WHERE id = 1"
)
_SCHEMA_LOCK = 0x666F6C6E6E01  # advisory lock key ("folnn" + 1)
_PRUNE_BATCH = 10_000
_DECISION_SELECT = "SELECT " + ", ".join(DECISION_COLUMNS) + " FROM folnn_decisions"
_DECISION_INSERT = (
    f"INSERT INTO folnn_decisions ({', '.join(DECISION_COLUMNS)})"
    f" VALUES ({', '.join(['%s'] * len(DECISION_COLUMNS))})"
)
_CONSTRAINT_SELECT = (
    "SELECT id, text, mode, author, reason, created_at, revision FROM folnn_constraints"
)
_ARTIFACT_SELECT = (
    "SELECT version, sha256, archive_sha256, size, author, reason, created_at FROM folnn_artifacts"
)
_CHANGE_INSERT = (
    "INSERT INTO folnn_changes (revision, at, change, constraint_id, text, mode, author, reason)"
    " VALUES (%s, %s, %s, %s, %s, %s, %s, %s)"
)
_BUMP = (
    "UPDATE folnn_state SET constraint_revision = constraint_revision + 1"
    " RETURNING constraint_revision"
)


class _BlockingConnection(psycopg.Connection):
    """A connection whose waits block the calling thread (libpq's poll in C), also where
    gevent has patched ``select``: a greenlet holding it never yields to another (see the
    module docstring). Connecting (in the pool's threads) keeps psycopg's own wait."""

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        return waiting.wait_c(gen, self.pgconn.socket, interval, timeout)


class PostgresStore:
    """The :class:`~service.store.base.Store` on PostgreSQL (see the module docstring)."""

    def __init__(
        self,
        url: str,
        *,
        min_connections: int = 2,
        max_connections: int = 4,
        acquire_timeout_s: float = 2.0,
        connect_timeout_s: int = 3,
        probe_interval_s: float = 0.2,
        lock_timeout_s: float = 1.0,
        statement_timeout_s: float = 15.0,
        migration_lock_timeout_s: float = 5.0,
        migration_statement_timeout_s: float = 15.0,
    ) -> None:
        self.url = url
        self.lock_timeout_s = lock_timeout_s
        self.statement_timeout_s = statement_timeout_s
        self.migration_lock_timeout_s = migration_lock_timeout_s
        self.migration_statement_timeout_s = migration_statement_timeout_s
        self._min = min_connections
        self._max = max_connections
        self._acquire_timeout_s = acquire_timeout_s
        self._connect_timeout_s = connect_timeout_s
        self._probe_interval_s = probe_interval_s
        self._pool: ConnectionPool | None = None
        self._lock = threading.Lock()
        self._down: str | None = None  # why the store is unavailable; None while usable
        self._watcher: threading.Thread | None = None
        self._closed = threading.Event()

    # --- connections and availability ---------------------------------------------------------

    @property
    def unavailable(self) -> str | None:
        """Why the store is unavailable now (None while it is usable)."""
        return self._down

    def _new_pool(self) -> ConnectionPool:
        return ConnectionPool(
            self.url,
            connection_class=_BlockingConnection,
            kwargs={
                "autocommit": True,
                "connect_timeout": self._connect_timeout_s,
                "application_name": "folnn",
            },
            configure=self._configure,
            min_size=self._min,
            max_size=self._max,
            timeout=self._acquire_timeout_s,
            name="folnn",
            open=True,
        )

    def _configure(self, conn: psycopg.Connection) -> None:
        """A new pooled connection's session bounds (module docstring)."""
        conn.execute(
            "SELECT set_config('lock_timeout', %s, false),"
            " set_config('statement_timeout', %s, false)",
            (_ms(self.lock_timeout_s), _ms(self.statement_timeout_s)),
        )

    def _current_pool(self) -> ConnectionPool:
        with self._lock:
            if self._closed.is_set():
                raise StoreUnavailable("the store is closed")
            if self._pool is None:
                self._pool = self._new_pool()
            return self._pool

    @contextmanager
    def _connection(self, lock_wait_s: float | None = None) -> Iterator[psycopg.Connection]:
        """A pooled connection; psycopg's errors as the store's (module docstring).
        ``lock_wait_s``: the lock wait the caller sets for its statements, when not the
        session's ``lock_timeout_s`` (for the error's message)."""
        down = self._down
        if down is not None:
            raise StoreUnavailable(down)
        broken = False
        try:
            with self._current_pool().connection() as conn:
                try:
                    yield conn
                except (psycopg.OperationalError, psycopg.InterfaceError):
                    broken = conn.broken or conn.closed
                    raise
        except PoolTimeout as exc:  # no connection in time: the server is away or saturated
            self._mark_down(f"no database connection within {self._acquire_timeout_s} s")
            raise StoreUnavailable(str(exc)) from exc
        except psycopg.errors.LockNotAvailable as exc:  # 55P03: lock_timeout
            setting = " (FOLNN_LOCK_TIMEOUT_S)" if lock_wait_s is None else ""
            raise StoreUnavailable(
                f"a table this call needs stayed locked by another session for more than"
                f" {lock_wait_s or self.lock_timeout_s:g} s (a replica migrating, a LOCK TABLE);"
                f" its transaction was rolled back, to be tried again{setting}"
            ) from exc
        except psycopg.errors.QueryCanceled as exc:  # 57014: statement_timeout, or cancelled
            bound = f"a statement may run {self.statement_timeout_s:g} s (half of FOLNN_TIMEOUT_S)"
            why = _cancel_cause(exc, bound)
            raise StoreUnavailable(
                f"{_reason(exc)}: {why}; its transaction was rolled back, to be tried again"
            ) from exc
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            if broken:
                self._mark_down(_reason(exc))
            raise StoreUnavailable(_reason(exc)) from exc
        except psycopg.Error as exc:
            raise StoreError(_reason(exc)) from exc

    def _mark_down(self, reason: str) -> None:
        with self._lock:
            if self._down is None:
                self._down = f"database unavailable: {reason}"
            if self._closed.is_set() or (self._watcher is not None and self._watcher.is_alive()):
                return
            self._watcher = threading.Thread(target=self._watch, name="folnn-pg-watch", daemon=True)
            self._watcher.start()

    def _watch(self) -> None:
        """Try the server until it answers, then swap in a fresh pool and clear the mark."""
        while not self._closed.is_set():
            try:
                with psycopg.connect(
                    self.url, autocommit=True, connect_timeout=self._connect_timeout_s
                ) as probe:
                    probe.execute("SELECT 1")
                fresh = self._new_pool()
                fresh.wait(timeout=max(1.0, self._connect_timeout_s))
            except psycopg.Error as exc:  # PoolTimeout included (wait closes its pool)
                self._down = f"database unavailable: {_reason(exc)}"
                self._closed.wait(self._probe_interval_s)
                continue
            with self._lock:
                old, self._pool = self._pool, fresh
                self._down = None
            if old is not None:
                old.close(timeout=1.0)
            return

    # --- schema -------------------------------------------------------------------------------

    def init_schema(self) -> None:
        """Apply the migrations this database lacks (one transaction, under an advisory lock,
        so replicas and workers starting together apply each step once), each wait for a lock
        and each statement bounded (module docstring): :class:`SchemaLocked` when a lock was
        not free in time, :class:`StoreError` when a statement ran out of time; either way the
        transaction is rolled back and nothing is applied."""
        step = "the schema lock"
        try:
            with self._connection() as conn, conn.transaction():
                conn.execute(
                    "SELECT set_config('lock_timeout', %s, true),"
                    " set_config('statement_timeout', %s, true)",
                    (_ms(self.migration_lock_timeout_s), _ms(self.migration_statement_timeout_s)),
                )
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK,))
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
                    for statement in migration.statements:
                        conn.execute(statement)
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
                    f" {self.migration_lock_timeout_s:g} s for a lock (another worker or replica"
                    " is migrating, or a session holds a table it alters); nothing was applied,"
                    " to be tried again (FOLNN_MIGRATION_LOCK_TIMEOUT_S)"
                ) from cause
            if isinstance(cause, psycopg.errors.QueryCanceled):
                if _cancelled_by(cause) == "timeout":
                    raise StoreError(
                        f"schema not migrated: {step} ran longer than"
                        f" {self.migration_statement_timeout_s:g} s and was rolled back, nothing"
                        " applied (FOLNN_MIGRATION_STATEMENT_TIMEOUT_S; docs/replicas.md)"
                    ) from cause
                bound = (
                    f"a migration statement may run {self.migration_statement_timeout_s:g} s,"
                    " FOLNN_MIGRATION_STATEMENT_TIMEOUT_S"
                )
                raise StoreError(
                    f"schema not migrated: {step} was cancelled ({_reason(cause)}:"
                    f" {_cancel_cause(cause, bound)}) and rolled back, nothing applied"
                ) from cause
            raise

    def schema_version(self) -> int:
        """The newest migration applied to this database (0 before any)."""
        with self._connection() as conn:
            row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM folnn_schema").fetchone()
        return row[0]

    def ping(self) -> None:
        """Raise :class:`StoreUnavailable` when the database cannot be used."""
        with self._connection() as conn:
            conn.execute("SELECT 1 FROM folnn_state").fetchone()

    # --- state and constraints ----------------------------------------------------------------

    def state(self) -> State:
        """One-row read of what workers compare on every request, waiting at most
        :data:`STATE_LOCK_WAIT_S` for a lock: one round trip, the wait set for this statement
        only (two statements in one message are one transaction)."""
        with self._connection(STATE_LOCK_WAIT_S) as conn:
            cur = conn.execute(_STATE_READ)
            cur.nextset()  # past the SET
            row = cur.fetchone()
        return State(row[0], row[1], row[2])

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
        """Switch the active policy version for every worker of every replica if it is still
        ``expected`` (and, with ``published``, while that publication is stored; a shadow of it
        ends): the state row is locked first, so the checks and the write see the row (and
        the publications) as the last writer of any replica left them."""
        with self._connection() as conn, conn.transaction():
            (current,) = conn.execute(
                "SELECT active_version FROM folnn_state WHERE id = 1 FOR UPDATE"
            ).fetchone()
            if current != expected:
                by = _last_author(conn, "active_version")
                raise pointer_changed("active_version", expected, current, by)
            if published:
                _require_artifact(conn, version)
            revision, shadow = conn.execute(
                "UPDATE folnn_state SET active_version = %s, shadow_version = CASE WHEN"
                " shadow_version = %s THEN NULL ELSE shadow_version END WHERE id = 1"
                " RETURNING constraint_revision, shadow_version",
                (version, version),
            ).fetchone()
            conn.execute(
                _CHANGE_INSERT,
                (revision, time.time(), change, None, version, None, author, reason),
            )
        return State(version, revision, shadow)

    def set_shadow_version(
        self,
        version: str | None,
        author: str,
        reason: str,
        *,
        expected: str | None,
        published: bool = False,
    ) -> State:
        """Put ``version`` in shadow for every worker of every replica (None drops it) if the
        shadow is still ``expected`` and ``version`` is not active (and, with ``published``,
        while that publication is stored); the state row locked first, as for activation."""
        with self._connection() as conn, conn.transaction():
            active, old = conn.execute(
                "SELECT active_version, shadow_version FROM folnn_state WHERE id = 1 FOR UPDATE"
            ).fetchone()
            if version is not None and version == active:
                raise shadow_of_active(version, _last_author(conn, "active_version"))
            if old != expected:
                raise pointer_changed(
                    "shadow_version", expected, old, _last_author(conn, "shadow_version")
                )
            if published and version is not None:
                _require_artifact(conn, version)
            (revision,) = conn.execute(
                "UPDATE folnn_state SET shadow_version = %s WHERE id = 1"
                " RETURNING constraint_revision",
                (version,),
            ).fetchone()
            change, text = ("shadow", version) if version is not None else ("unshadow", old)
            conn.execute(
                _CHANGE_INSERT,
                (revision, time.time(), change, None, text or "", None, author, reason),
            )
        return State(active, revision, version)

    def put_artifact(
        self, record: ArtifactRecord, data: bytes, max_published: int | None = None
    ) -> None:
        """Store a published archive (:class:`AlreadyExists` for a stored version,
        :class:`LimitReached` past ``max_published``: counted after locking the state row,
        which orders every replica's publications)."""
        with self._connection() as conn, conn.transaction():
            (revision,) = conn.execute(
                "SELECT constraint_revision FROM folnn_state WHERE id = 1 FOR UPDATE"
            ).fetchone()
            if max_published is not None:
                (stored,) = conn.execute("SELECT COUNT(*) FROM folnn_artifacts").fetchone()
                exists = conn.execute(
                    "SELECT 1 FROM folnn_artifacts WHERE version = %s", (record.version,)
                ).fetchone()
                if stored >= max_published and exists is None:
                    raise LimitReached(max_published, stored, "versions")
            inserted = conn.execute(
                f"INSERT INTO folnn_artifacts ({', '.join(ARTIFACT_COLUMNS)})"
                f" VALUES ({', '.join(['%s'] * len(ARTIFACT_COLUMNS))})"
                " ON CONFLICT (version) DO NOTHING RETURNING version",
                artifact_values(record, data),
            ).fetchone()
            if inserted is None:
                raise AlreadyExists("version", record.version)
            conn.execute(
                _CHANGE_INSERT,
                (
                    revision,
                    record.created_at,
                    "publish",
                    None,
                    record.version,
                    None,
                    record.author,
                    record.reason,
                ),
            )

    def delete_artifact(self, version: str, author: str, reason: str) -> None:
        """Delete a published version that is neither active nor in shadow (the state row
        locked first, so no activation of it slips in between)."""
        with self._connection() as conn, conn.transaction():
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
            conn.execute(
                _CHANGE_INSERT,
                (revision, time.time(), "unpublish", None, version, None, author, reason),
            )

    def artifacts(self) -> list[ArtifactRecord]:
        """Published artifacts, oldest first."""
        with self._connection() as conn:
            rows = conn.execute(_ARTIFACT_SELECT + " ORDER BY created_at").fetchall()
        return [ArtifactRecord(*row) for row in rows]

    def artifact_data(self, version: str) -> bytes:
        """A published archive (:class:`NotFound` if there is none)."""
        with self._connection() as conn:
            row = conn.execute(
                "SELECT data FROM folnn_artifacts WHERE version = %s", (version,)
            ).fetchone()
        if row is None:
            raise NotFound("artifact", 0, f"no published version {version!r}")
        return bytes(row[0])

    def episodes(self, limit: int, before: int | None, scan: int = 20_000) -> list[EpisodeSummary]:
        """Games among the newest ``scan`` decisions, newest first (aggregated in SQL)."""
        with self._connection() as conn:
            return list_episodes(conn, "folnn_decisions", "%s", limit, before, scan)

    def episode_summary(self, episode_id: str, first_id: int) -> EpisodeSummary | None:
        """One game over its decisions from ``first_id`` on (aggregated in SQL)."""
        where, params = ("episode_id = %s", "id >= %s"), (episode_id, first_id)
        with self._connection() as conn:
            found = summarise_episodes(conn, "folnn_decisions", "%s", where, params, 1)
        return found[0] if found else None

    def constraints(self) -> list[ConstraintRecord]:
        """Active constraints, oldest first."""
        with self._connection() as conn:
            rows = conn.execute(
                _CONSTRAINT_SELECT + " WHERE deleted_at IS NULL ORDER BY id"
            ).fetchall()
        return [ConstraintRecord(*row) for row in rows]

    def add_constraint(
        self, text: str, mode: str, author: str, reason: str, max_active: int | None = None
    ) -> ConstraintRecord:
        """Bump the revision (locking the state row), check the cap, insert the constraint and
        its change; one transaction (:class:`LimitReached` rolls it back)."""
        now = time.time()
        with self._connection() as conn, conn.transaction():
            (revision,) = conn.execute(_BUMP).fetchone()
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
            conn.execute(_CHANGE_INSERT, (revision, now, "create", cid, text, mode, author, reason))
        return ConstraintRecord(cid, text, mode, author, reason, now, revision)

    def delete_constraint(self, constraint_id: int, author: str, reason: str) -> int:
        """Retire an active constraint; returns the new revision (:class:`NotFound` rolls the
        transaction back)."""
        now = time.time()
        with self._connection() as conn, conn.transaction():
            (revision,) = conn.execute(_BUMP).fetchone()
            row = conn.execute(
                "UPDATE folnn_constraints SET deleted_at = %s WHERE id = %s AND deleted_at IS NULL"
                " RETURNING text, mode",
                (now, constraint_id),
            ).fetchone()
            if row is None:
                raise NotFound("constraint", constraint_id, f"no active constraint {constraint_id}")
            conn.execute(
                _CHANGE_INSERT,
                (revision, now, "delete", constraint_id, row[0], row[1], author, reason),
            )
        return revision

    def changes(self, limit: int) -> list[ConstraintChange]:
        """Newest first."""
        with self._connection() as conn:
            rows = conn.execute(
                "SELECT revision, at, change, constraint_id, text, mode, author, reason"
                " FROM folnn_changes ORDER BY id DESC LIMIT %s",
                (limit,),
            ).fetchall()
        return [ConstraintChange(*row) for row in rows]

    def constraints_by_id(self, ids: Sequence[int]) -> list[ConstraintRecord]:
        """The constraints with these ids, retired ones included, by id."""
        wanted = sorted({int(i) for i in ids if 0 < int(i) < 2**63})
        if not wanted:
            return []
        with self._connection() as conn:
            rows = conn.execute(
                _CONSTRAINT_SELECT + " WHERE id = ANY(%s) ORDER BY id", (wanted,)
            ).fetchall()
        return [ConstraintRecord(*row) for row in rows]

    # --- the decision log ---------------------------------------------------------------------

    def append_decisions(self, records: Sequence[DecisionRecord]) -> None:
        """One transaction per batch: the next seqs from the state row (its lock orders the
        batches of every replica), then the ids of their times."""
        if not records:
            return
        with self._connection() as conn, conn.transaction():
            (last,) = conn.execute(
                "UPDATE folnn_state SET decision_seq = decision_seq + %s WHERE id = 1"
                " RETURNING decision_seq",
                (len(records),),
            ).fetchone()

            def taken(low: int, high: int) -> list[int]:
                return [
                    row[0]
                    for row in conn.execute(
                        "SELECT id FROM folnn_decisions WHERE id BETWEEN %s AND %s", (low, high)
                    )
                ]

            ids = time_ids([r.at for r in records], taken)
            seqs = range(last - len(records) + 1, last + 1)
            with conn.cursor() as cur:
                cur.executemany(_DECISION_INSERT, list(map(decision_values, records, ids, seqs)))

    def logged_request_ids(self, request_ids: Sequence[str]) -> set[str]:
        """Which of ``request_ids`` the log holds (indexed)."""
        wanted = list(dict.fromkeys(request_ids))
        if not wanted:
            return set()
        with self._connection() as conn:
            rows = conn.execute(
                "SELECT request_id FROM folnn_decisions WHERE request_id = ANY(%s)", (wanted,)
            )
            return {row[0] for row in rows}

    def last_seq(self) -> int:
        """The seq of the decision committed last (the state row's counter)."""
        with self._connection() as conn:
            return conn.execute("SELECT decision_seq FROM folnn_state WHERE id = 1").fetchone()[0]

    def decisions(self, limit: int, before: int | None) -> list[tuple[int, DecisionRecord]]:
        """Newest first; ``before`` is the cursor (an id) from the previous page."""
        return self.query_decisions(DecisionQuery(limit=limit, before=before))

    def query_decisions(self, query: DecisionQuery) -> list[tuple[int, DecisionRecord]]:
        """Newest first, every given filter applied."""
        where, params = decision_filters(query, "%s")
        sql = _DECISION_SELECT + (" WHERE " + " AND ".join(where) if where else "")
        sql += decision_order(query) + " LIMIT %s"
        with self._connection() as conn:
            rows = conn.execute(sql, (*params, query.limit))
            return [decision_from_row(row) for row in rows.fetchall()]

    def decision(self, decision_id: int) -> DecisionRecord:
        """One decision by id (:class:`NotFound` if there is none)."""
        with self._connection() as conn:
            row = conn.execute(_DECISION_SELECT + " WHERE id = %s", (decision_id,)).fetchone()
        if row is None:
            raise NotFound("decision", decision_id, f"no decision {decision_id}")
        return decision_from_row(row)[1]

    def prune_decisions(self, max_rows: int | None, older_than: float | None) -> Pruned:
        """Retention as in SQLite (:func:`~service.store.base.prune_log`), in batches."""
        with self._connection() as conn:
            return prune_log(conn, "folnn_decisions", "%s", max_rows, older_than, _PRUNE_BATCH)

    def log_extent(self) -> LogExtent:
        """The first and last seqs and the oldest decision's time (index ends)."""
        with self._connection() as conn:
            return log_extent_of(conn, "folnn_decisions")

    def close(self) -> None:
        """Stop the watcher and close the pool (this process's connections)."""
        self._closed.set()
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close(timeout=1.0)


def _require_artifact(conn: psycopg.Connection, version: str) -> None:
    """:class:`NotFound` unless ``version`` is a stored publication."""
    found = conn.execute("SELECT 1 FROM folnn_artifacts WHERE version = %s", (version,)).fetchone()
    if found is None:
        raise NotFound("version", 0, f"no published version {version!r} (deleted meanwhile)")


def _last_author(conn: psycopg.Connection, pointer: str) -> str | None:
    """The author of the change trail's newest line that set ``pointer``."""
    row = conn.execute(
        "SELECT author FROM folnn_changes WHERE change = ANY(%s) ORDER BY id DESC LIMIT 1",
        (list(POINTER_CHANGES[pointer]),),
    ).fetchone()
    return row[0] if row else None


def _ms(seconds: float) -> str:
    """A duration for PostgreSQL's timeout settings (``'1500ms'``)."""
    return f"{max(1, round(seconds * 1000))}ms"


def _cancelled_by(exc: psycopg.errors.QueryCanceled) -> Literal["timeout", "request"] | None:
    """Who cancelled a statement (SQLSTATE 57014 either way), from the server's message: its
    statement timeout (``"timeout"``), or a cancel request (``"request"``: ``pg_cancel_backend``
    from another session); None when the message says neither (a server whose ``lc_messages``
    is not English words it otherwise)."""
    primary = exc.diag.message_primary or ""
    if primary.endswith("due to statement timeout"):
        return "timeout"
    if primary.endswith("due to user request"):
        return "request"
    return None


def _cancel_cause(exc: psycopg.errors.QueryCanceled, bound: str) -> str:
    """Who cancelled a statement, in words; ``bound`` says which statement timeout applied."""
    by = _cancelled_by(exc)
    if by == "timeout":
        return bound
    if by == "request":
        return "another session cancelled it (pg_cancel_backend), not a bound of this server"
    return f"either its bound ({bound}) or another session (pg_cancel_backend) cancelled it"


def _reason(exc: BaseException) -> str:
    """An exception as one short line (libpq's messages span lines)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:300]
