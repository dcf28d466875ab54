"""The :class:`Store` protocol the service codes against (SQLite and PostgreSQL implement it
over :mod:`service.store.queries`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

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

__all__ = [
    "Store",
]


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
