"""The :class:`Store` protocol the service codes against, which SQLite and PostgreSQL implement
over :mod:`service.store.queries`, and :class:`SqlStore`, what both answer with the same SQL
(the reads and the pointer changes), written once: the stores inherit it. What their SQL differs
by is a :class:`Dialect` (the parameter mark, the tables' prefix, the state row's lock); how a
connection is had, and the driver's errors raised as the store's, is each store's ``_reading``
and ``_writing``."""

from __future__ import annotations

import time
from collections.abc import Sequence
from contextlib import AbstractContextManager, closing
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from service.store.errors import (
    POINTER_CHANGES,
    NotFound,
    StoreError,
    pointer_changed,
    shadow_of_active,
)
from service.store.queries import (
    ARTIFACT_LISTED,
    CHANGE_COLUMNS,
    CONSTRAINT_COLUMNS,
    DECISION_COLUMNS,
    PruneProgress,
    decision_filters,
    decision_from_row,
    decision_order,
    decision_values,
    list_episodes,
    log_extent_of,
    prune_log,
    summarise_episodes,
    time_ids,
)
from service.store.records import (
    ArtifactRecord,
    ConstraintChange,
    ConstraintRecord,
    DecisionQuery,
    DecisionRecord,
    EpisodeSummary,
    LogExtent,
    Pruned,
    State,
)

__all__ = ["PRUNE_BATCH", "Dialect", "SqlStore", "Store"]


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
        stored already, or was and was deleted: a name is never published twice;
        :class:`LimitReached` when ``max_published`` versions are stored,
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

    def append_decisions(self, records: Sequence[DecisionRecord]) -> int:
        """Write a batch of decisions in one transaction: each gets the next seq (commit
        order) and the id of its time (:func:`time_ids`), its ``at`` then read from that id.
        The log is unique by ``request_id``: a record it holds already, or that the batch
        holds before, is not written again; returns how many were written."""

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


PRUNE_BATCH = 10_000
"""Decisions deleted per statement by retention (short write locks)."""


@dataclass(frozen=True)
class Dialect:
    """What the SQL of the two stores differs by."""

    mark: str  # the driver's parameter placeholder
    prefix: str  # before each table's name
    row_lock: str  # after a writer's read of the state row: "" where its transaction holds
    #  the write lock from its start (SQLite's BEGIN IMMEDIATE), " FOR UPDATE" in PostgreSQL

    def select(self, columns: Sequence[str], table: str) -> str:
        """``SELECT columns FROM table``."""
        return f"SELECT {', '.join(columns)} FROM {self.prefix}{table}"

    def insert(self, columns: Sequence[str], table: str) -> str:
        """``INSERT INTO table (columns) VALUES (...)``, one mark a column."""
        marks = ", ".join([self.mark] * len(columns))
        return f"INSERT INTO {self.prefix}{table} ({', '.join(columns)}) VALUES ({marks})"


class SqlStore:
    """What SQLite and PostgreSQL answer with the same SQL, written once (the docstrings of
    the :class:`Store` protocol say what each method does): the reads and the pointer changes.
    A store gives its :attr:`dialect`, :meth:`_reading` and :meth:`_writing`."""

    dialect: ClassVar[Dialect]
    _request_ids_unique = False
    """Whether this handle has brought the schema up to date (:meth:`init_schema` set it), so
    the log's unique index on ``request_id`` exists and an insert may name it in ``ON
    CONFLICT``. Before (a migration that failed or waits for another replica's lock), the
    insert is plain: it would be refused outright on the older schema, the batch dropped."""

    def _reading(self) -> AbstractContextManager[Any]:
        """A connection to read through (a DB-API one: ``execute`` returns a cursor), the
        driver's errors raised as the store's. In autocommit: each statement commits alone,
        which the retention's batches rely on (:meth:`prune_decisions`)."""
        raise NotImplementedError

    def _writing(self) -> AbstractContextManager[Any]:
        """A connection in one transaction (committed when the block ends, rolled back when
        it raises), the driver's errors raised as the store's."""
        raise NotImplementedError

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
        """Check and write in one transaction that first locks the state row (SQLite: the
        transaction's write lock), so they see the row and the publications as the last
        writer of any worker or replica left them."""
        d, m = self.dialect, self.dialect.mark
        with self._writing() as conn:
            (current,) = conn.execute(
                f"SELECT active_version FROM {d.prefix}state WHERE id = 1{d.row_lock}"
            ).fetchone()
            if current != expected:
                by = self._last_author(conn, "active_version")
                raise pointer_changed("active_version", expected, current, by)
            if published:
                self._require_artifact(conn, version)
            revision, shadow = conn.execute(
                f"UPDATE {d.prefix}state SET active_version = {m}, shadow_version = CASE WHEN"
                f" shadow_version = {m} THEN NULL ELSE shadow_version END WHERE id = 1"
                " RETURNING constraint_revision, shadow_version",
                (version, version),
            ).fetchone()
            self._trail(conn, revision, time.time(), change, version, author, reason)
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
        """One transaction, the state row locked first, as for the active version."""
        d, m = self.dialect, self.dialect.mark
        with self._writing() as conn:
            active, old = conn.execute(
                f"SELECT active_version, shadow_version FROM {d.prefix}state WHERE id = 1"
                + d.row_lock
            ).fetchone()
            if version is not None and version == active:
                raise shadow_of_active(version, self._last_author(conn, "active_version"))
            if old != expected:
                by = self._last_author(conn, "shadow_version")
                raise pointer_changed("shadow_version", expected, old, by)
            if published and version is not None:
                self._require_artifact(conn, version)
            (revision,) = conn.execute(
                f"UPDATE {d.prefix}state SET shadow_version = {m} WHERE id = 1"
                " RETURNING constraint_revision",
                (version,),
            ).fetchone()
            change, text = ("shadow", version) if version is not None else ("unshadow", old)
            self._trail(conn, revision, time.time(), change, text or "", author, reason)
        return State(active, revision, version)

    def append_decisions(self, records: Sequence[DecisionRecord]) -> int:
        """One transaction per batch: the state row locked first (its lock orders the batches
        of every worker and replica), the records the log holds already left out (under that
        lock no other batch commits meanwhile, so none is written twice and no seq is spent
        on a repeat), then the next seqs from the state row and the ids of their times. The
        insert also does nothing on a ``request_id`` the unique index holds (a belt for a
        writer that does not take the lock), once the schema is current."""
        unique = list({r.request_id: r for r in reversed(records)}.values())[::-1]
        if not unique:
            return 0
        d, m = self.dialect, self.dialect.mark
        with self._writing() as conn:
            conn.execute(f"SELECT decision_seq FROM {d.prefix}state WHERE id = 1{d.row_lock}")
            known = set()
            wanted = [r.request_id for r in unique]
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                sql = (
                    f"SELECT request_id FROM {d.prefix}decisions"
                    f" WHERE request_id IN ({', '.join([m] * len(chunk))})"
                )
                known.update(row[0] for row in conn.execute(sql, chunk))
            fresh = [r for r in unique if r.request_id not in known]
            if not fresh:
                return 0
            (last,) = conn.execute(
                f"UPDATE {d.prefix}state SET decision_seq = decision_seq + {m} WHERE id = 1"
                " RETURNING decision_seq",
                (len(fresh),),
            ).fetchone()

            def taken(low: int, high: int) -> list[int]:
                sql = f"SELECT id FROM {d.prefix}decisions WHERE id BETWEEN {m} AND {m}"
                return [row[0] for row in conn.execute(sql, (low, high))]

            ids = time_ids([r.at for r in fresh], taken)
            seqs = range(last - len(fresh) + 1, last + 1)
            with closing(conn.cursor()) as cur:
                rows = list(map(decision_values, fresh, ids, seqs))
                insert = d.insert(DECISION_COLUMNS, "decisions")
                if self._request_ids_unique:
                    insert += " ON CONFLICT (request_id) DO NOTHING"
                cur.executemany(insert, rows)
        return len(fresh)

    def _trail(
        self, conn: Any, revision: int, at: float, change: str, text: str, author: str, reason: str
    ) -> None:
        """Append a line of a version's change (no constraint's) to the change trail."""
        conn.execute(
            self.dialect.insert(CHANGE_COLUMNS, "changes"),
            (revision, at, change, None, text, None, author, reason),
        )

    def _published_before(self, conn: Any, version: str) -> bool:
        """Whether the change trail has ever recorded ``version``'s publication (a name is
        spent once published: it always means the same bytes, deleted or not)."""
        d = self.dialect
        sql = f"SELECT 1 FROM {d.prefix}changes WHERE change = {d.mark} AND text = {d.mark} LIMIT 1"
        return conn.execute(sql, ("publish", version)).fetchone() is not None

    def _require_artifact(self, conn: Any, version: str) -> None:
        """:class:`NotFound` unless ``version`` is a stored publication."""
        d = self.dialect
        sql = f"SELECT 1 FROM {d.prefix}artifacts WHERE version = {d.mark}"
        if conn.execute(sql, (version,)).fetchone() is None:
            raise NotFound("version", 0, f"no published version {version!r} (deleted meanwhile)")

    def _last_author(self, conn: Any, pointer: str) -> str | None:
        """The author of the change trail's newest line that set ``pointer``."""
        d = self.dialect
        row = conn.execute(
            f"SELECT author FROM {d.prefix}changes WHERE change IN ({d.mark}, {d.mark})"
            " ORDER BY id DESC LIMIT 1",
            POINTER_CHANGES[pointer],
        ).fetchone()
        return row[0] if row else None

    def artifacts(self) -> list[ArtifactRecord]:
        """Published artifacts, oldest first."""
        with self._reading() as conn:
            rows = conn.execute(
                self.dialect.select(ARTIFACT_LISTED, "artifacts") + " ORDER BY created_at"
            ).fetchall()
        return [ArtifactRecord(*row) for row in rows]

    def artifact_data(self, version: str) -> bytes:
        """A published archive (:class:`NotFound` if there is none)."""
        sql = f"SELECT data FROM {self.dialect.prefix}artifacts WHERE version = {self.dialect.mark}"
        with self._reading() as conn:
            row = conn.execute(sql, (version,)).fetchone()
        if row is None:
            raise NotFound("artifact", 0, f"no published version {version!r}")
        return bytes(row[0])

    def episodes(self, limit: int, before: int | None, scan: int = 20_000) -> list[EpisodeSummary]:
        """Games among the newest ``scan`` decisions, newest first (aggregated in SQL)."""
        table, mark = self.dialect.prefix + "decisions", self.dialect.mark
        with self._reading() as conn:
            return list_episodes(conn, table, mark, limit, before, scan)

    def episode_summary(self, episode_id: str, first_id: int) -> EpisodeSummary | None:
        """One game over its decisions from ``first_id`` on (aggregated in SQL)."""
        table, mark = self.dialect.prefix + "decisions", self.dialect.mark
        where, params = (f"episode_id = {mark}", f"id >= {mark}"), (episode_id, first_id)
        with self._reading() as conn:
            found = summarise_episodes(conn, table, mark, where, params, 1)
        return found[0] if found else None

    def constraints(self) -> list[ConstraintRecord]:
        """Active constraints, oldest first."""
        sql = self.dialect.select(CONSTRAINT_COLUMNS, "constraints")
        sql += " WHERE deleted_at IS NULL ORDER BY id"
        with self._reading() as conn:
            rows = conn.execute(sql).fetchall()
        return [ConstraintRecord(*row) for row in rows]

    def changes(self, limit: int) -> list[ConstraintChange]:
        """Newest first."""
        sql = self.dialect.select(CHANGE_COLUMNS, "changes")
        sql += f" ORDER BY id DESC LIMIT {self.dialect.mark}"
        with self._reading() as conn:
            rows = conn.execute(sql, (limit,)).fetchall()
        return [ConstraintChange(*row) for row in rows]

    def last_seq(self) -> int:
        """The seq of the decision committed last (the state row's counter)."""
        sql = f"SELECT decision_seq FROM {self.dialect.prefix}state WHERE id = 1"
        with self._reading() as conn:
            return conn.execute(sql).fetchone()[0]

    def decisions(self, limit: int, before: int | None) -> list[tuple[int, DecisionRecord]]:
        """Newest first; ``before`` is the cursor (an id) from the previous page."""
        return self.query_decisions(DecisionQuery(limit=limit, before=before))

    def query_decisions(self, query: DecisionQuery) -> list[tuple[int, DecisionRecord]]:
        """Newest first, every given filter applied (all indexed by id or cheap to scan)."""
        mark = self.dialect.mark
        where, params = decision_filters(query, mark)
        sql = self.dialect.select(DECISION_COLUMNS, "decisions")
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += decision_order(query) + f" LIMIT {mark}"
        with self._reading() as conn:
            rows = conn.execute(sql, (*params, query.limit)).fetchall()
        return [decision_from_row(row) for row in rows]

    def decision(self, decision_id: int) -> DecisionRecord:
        """One decision by id (:class:`NotFound` if there is none)."""
        d = self.dialect
        sql = d.select(DECISION_COLUMNS, "decisions") + f" WHERE id = {d.mark}"
        with self._reading() as conn:
            row = conn.execute(sql, (decision_id,)).fetchone()
        if row is None:
            raise NotFound("decision", decision_id, f"no decision {decision_id}")
        return decision_from_row(row)[1]

    def prune_decisions(self, max_rows: int | None, older_than: float | None) -> Pruned:
        """Retention (:func:`~service.store.queries.prune_log`), deleted in batches of
        :data:`PRUNE_BATCH` (in SQLite, freed pages are reused: the file stops growing)."""
        table, mark = self.dialect.prefix + "decisions", self.dialect.mark
        progress = PruneProgress()
        try:
            with self._reading() as conn:
                prune_log(conn, table, mark, max_rows, older_than, PRUNE_BATCH, progress)
        except StoreError as exc:  # translated by the store, which marked itself down if so
            if not progress.deleted:
                raise
            # each batch committed alone: what was deleted before the stop stays deleted
            return Pruned(progress.deleted, progress.early, f"{type(exc).__name__}: {exc}")
        return Pruned(progress.deleted, progress.early)

    def log_extent(self) -> LogExtent:
        """The first and last seqs and the oldest decision's time (index ends)."""
        with self._reading() as conn:
            return log_extent_of(conn, self.dialect.prefix + "decisions")
