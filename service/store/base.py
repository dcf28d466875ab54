"""The :class:`Store` protocol the service codes against, which SQLite and PostgreSQL implement
over :mod:`service.store.queries`, and :class:`SqlReads`, the reads both answer with the same
SQL, written once: the stores inherit them. What the SQL differs by between them is a
:class:`Dialect` (the parameter mark, the tables' prefix, the column lists); how a connection is
had, and the driver's errors raised as the store's, is each store's ``_reading``."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from service.store.errors import NotFound
from service.store.queries import (
    decision_filters,
    decision_from_row,
    decision_order,
    list_episodes,
    log_extent_of,
    prune_log,
    summarise_episodes,
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

__all__ = ["PRUNE_BATCH", "Dialect", "SqlReads", "Store"]


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


PRUNE_BATCH = 10_000
"""Decisions deleted per statement by retention (short write locks)."""


@dataclass(frozen=True)
class Dialect:
    """What the shared reads' SQL differs by from one store to the other."""

    mark: str  # the driver's parameter placeholder
    prefix: str  # before each table's name
    artifact_select: str  # an artifact's row without its archive, from its table
    constraint_select: str  # a constraint's row, from its table
    decision_select: str  # a decision's row in DECISION_COLUMNS order, from its table


class SqlReads:
    """The reads of the :class:`Store` protocol that SQLite and PostgreSQL
    answer alike (their docstrings there); a store gives its :attr:`dialect` and
    :meth:`_reading`."""

    dialect: ClassVar[Dialect]

    def _reading(self) -> AbstractContextManager[Any]:
        """A connection to read through (a DB-API one: ``execute`` returns a cursor), the
        driver's errors raised as the store's."""
        raise NotImplementedError

    def artifacts(self) -> list[ArtifactRecord]:
        """Published artifacts, oldest first."""
        with self._reading() as conn:
            rows = conn.execute(self.dialect.artifact_select + " ORDER BY created_at").fetchall()
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
        sql = self.dialect.constraint_select + " WHERE deleted_at IS NULL ORDER BY id"
        with self._reading() as conn:
            rows = conn.execute(sql).fetchall()
        return [ConstraintRecord(*row) for row in rows]

    def changes(self, limit: int) -> list[ConstraintChange]:
        """Newest first."""
        sql = (
            "SELECT revision, at, change, constraint_id, text, mode, author, reason"
            f" FROM {self.dialect.prefix}changes ORDER BY id DESC LIMIT {self.dialect.mark}"
        )
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
        sql = self.dialect.decision_select + (" WHERE " + " AND ".join(where) if where else "")
        sql += decision_order(query) + f" LIMIT {mark}"
        with self._reading() as conn:
            rows = conn.execute(sql, (*params, query.limit)).fetchall()
        return [decision_from_row(row) for row in rows]

    def decision(self, decision_id: int) -> DecisionRecord:
        """One decision by id (:class:`NotFound` if there is none)."""
        sql = self.dialect.decision_select + f" WHERE id = {self.dialect.mark}"
        with self._reading() as conn:
            row = conn.execute(sql, (decision_id,)).fetchone()
        if row is None:
            raise NotFound("decision", decision_id, f"no decision {decision_id}")
        return decision_from_row(row)[1]

    def prune_decisions(self, max_rows: int | None, older_than: float | None) -> Pruned:
        """Retention (:func:`~service.store.queries.prune_log`), deleted in batches of
        :data:`PRUNE_BATCH` (in SQLite, freed pages are reused: the file stops growing)."""
        table, mark = self.dialect.prefix + "decisions", self.dialect.mark
        with self._reading() as conn:
            return prune_log(conn, table, mark, max_rows, older_than, PRUNE_BATCH)

    def log_extent(self) -> LogExtent:
        """The first and last seqs and the oldest decision's time (index ends)."""
        with self._reading() as conn:
            return log_extent_of(conn, self.dialect.prefix + "decisions")
