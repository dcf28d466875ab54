"""The query layer both backends share: the column lists, how a record becomes a row and back,
the decision log's filters and order, episode summaries, pruning and the log's extent (each
backend supplies its connection and its placeholder mark)."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from service.store.records import (
    ArtifactRecord,
    DecisionQuery,
    DecisionRecord,
    EpisodeSummary,
    LogExtent,
)

__all__ = [
    "ARTIFACT_COLUMNS",
    "ARTIFACT_LISTED",
    "CHANGE_COLUMNS",
    "CONSTRAINT_COLUMNS",
    "DECISION_COLUMNS",
    "EPISODE_SCAN",
    "FILTER_INDEXES",
    "ID_PER_SECOND",
    "artifact_values",
    "decision_filters",
    "decision_from_row",
    "decision_order",
    "decision_values",
    "list_episodes",
    "log_extent_of",
    "PruneProgress",
    "prune_log",
    "summarise_episodes",
    "time_id",
    "time_ids",
]


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
ARTIFACT_LISTED = tuple(c for c in ARTIFACT_COLUMNS if c != "data")
"""An artifact's columns but its archive, in :class:`ArtifactRecord`'s field order."""
CONSTRAINT_COLUMNS = ("id", "text", "mode", "author", "reason", "created_at", "revision")
"""A constraint's columns, in :class:`ConstraintRecord`'s field order."""
CHANGE_COLUMNS = ("revision", "at", "change", "constraint_id", "text", "mode", "author", "reason")
"""A line of the change trail, in :class:`ConstraintChange`'s field order."""


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


@dataclass
class PruneProgress:
    """What a retention pass has deleted so far (:func:`prune_log` adds to it batch by batch,
    so a caller still knows after the pass raised)."""

    deleted: int = 0
    early: int = 0


def prune_log(
    conn: Any,
    table: str,
    mark: str,
    max_rows: int | None,
    older_than: float | None,
    batch: int,
    progress: PruneProgress,
) -> None:
    """Retention over ``table`` through ``conn`` (a DB-API connection in autocommit whose
    ``execute`` returns a cursor; ``mark`` its placeholder), in statements of at most ``batch``
    rows: the row cap keeps the ``max_rows`` decisions logged last (seqs are dense), the age
    limit deletes ids below the microsecond ``older_than`` (ids are times). Counts the rows the
    row cap deletes while the age limit would have kept them: from the ids its own ``DELETE
    ... RETURNING`` gives back, so of several workers pruning the same log at once each row is
    counted once, by the one whose statement deleted it (issue 31, finding 6: counted before
    deleting, both workers of a replica counted the same rows). Each statement commits alone
    and is added to ``progress`` as it returns: a pass the store stops midway raises, and what
    it deleted before is in ``progress`` (:meth:`~service.store.base.SqlStore.prune_decisions`
    counts it)."""
    low, high = conn.execute(f"SELECT MIN(seq), MAX(seq) FROM {table}").fetchone()
    if high is None:
        return
    by_rows = low if max_rows is None else max(low, high - max_rows + 1)  # seqs below go
    by_age = None if older_than is None else time_id(older_than)  # ids below go
    while low < by_rows:
        upto = min(by_rows, low + batch)
        gone = conn.execute(f"DELETE FROM {table} WHERE seq < {mark} RETURNING id", (upto,))
        ids = [row[0] for row in gone.fetchall()]
        progress.deleted += len(ids)
        if by_age is not None:  # the cap cut these; the age limit would have kept the young
            progress.early += sum(1 for i in ids if i >= by_age)
        low = upto
    while by_age is not None:
        gone = conn.execute(
            f"DELETE FROM {table} WHERE id IN"
            f" (SELECT id FROM {table} WHERE id < {mark} ORDER BY id LIMIT {mark})",
            (by_age, batch),
        ).rowcount
        progress.deleted += gone
        if gone < batch:
            break


def log_extent_of(conn: Any, table: str) -> LogExtent:
    """The first and last seqs of ``table`` and the oldest row's time (index ends)."""
    first, last = conn.execute(f"SELECT MIN(seq), MAX(seq) FROM {table}").fetchone()
    if first is None:
        return LogExtent(None, None, None)
    (oldest,) = conn.execute(f"SELECT at FROM {table} ORDER BY id LIMIT 1").fetchone()
    return LogExtent(first, last, oldest)
