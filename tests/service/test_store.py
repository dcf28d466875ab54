"""The stores, SQLite and PostgreSQL, on the same tests (``any_store`` runs each test on both):
state row, constraint revisions and trail, decision log pages and filters; then what only one
backend has (SQLite's WAL and old files, PostgreSQL's migrations and concurrent replicas)."""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
import threading
import time
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path

import pytest

from service.store import (
    DecisionQuery,
    DecisionRecord,
    NotFound,
    PostgresBounds,
    SQLiteStore,
    StoreError,
    StoreUnavailable,
    is_postgres_url,
    open_store,
    sqlite_file,
)


@pytest.fixture
def store(tmp_path) -> SQLiteStore:
    s = SQLiteStore(tmp_path / "store.sqlite3")
    s.init_schema()
    return s


def reopen(store):
    """A second, independent handle on the same store (another worker or replica)."""
    from service.store.postgres import PostgresStore

    return SQLiteStore(store.path) if isinstance(store, SQLiteStore) else PostgresStore(store.url)


def decision(i: int) -> DecisionRecord:
    return DecisionRecord(
        f"req-{i}",
        time.time(),
        "v1",
        "ab" * 32,
        0,
        "cd" * 32,
        [{"predicate": "find", "args": ["north"], "negated": False, "truth": 1.0}],
        "find(north) → go(north)",
        "direction/0",
        "go north",
        [],
        200,
    )


def test_schema_is_wal_and_state_starts_empty(store, tmp_path):
    mode = sqlite3.connect(tmp_path / "store.sqlite3").execute("PRAGMA journal_mode").fetchone()
    assert mode[0] == "wal"


def test_state_starts_empty_and_init_is_idempotent(any_store):
    store = any_store
    assert store.state().active_version is None
    assert store.state().constraint_revision == 0
    store.init_schema()  # idempotent
    assert store.state().constraint_revision == 0
    store.ping()


def test_constraint_changes_bump_the_revision_and_leave_a_trail(any_store):
    store = any_store
    a = store.add_constraint("forbid take(coin)", "enforce", "alice", "testing")
    b = store.add_constraint("forbid go(x) when visited(x)", "dryrun", "bob", "watch loops")
    assert (a.revision, b.revision) == (1, 2)
    assert [c.id for c in store.constraints()] == [a.id, b.id]
    assert store.delete_constraint(a.id, "carol", "done") == 3
    assert [c.id for c in store.constraints()] == [b.id]
    with pytest.raises(NotFound) as missing:
        store.delete_constraint(a.id, "carol", "again")
    assert (missing.value.kind, missing.value.key) == ("constraint", a.id)
    trail = store.changes(10)
    assert [(c.change, c.author, c.reason) for c in trail] == [
        ("delete", "carol", "done"),
        ("create", "bob", "watch loops"),
        ("create", "alice", "testing"),
    ]
    assert store.state().constraint_revision == 3


def test_a_second_connection_sees_changes_at_once(any_store):
    store, other = any_store, reopen(any_store)
    try:
        assert other.state().active_version is None
        store.set_active_version("v2", "ops", "promote", expected=None)
        store.add_constraint("forbid take(coin)", "enforce", "ops", "x")
        assert other.state().active_version == "v2"
        assert other.state().constraint_revision == 1
        assert [c.change for c in other.changes(5)] == ["create", "activate"]
        assert other.changes(5)[1].text == "v2"
    finally:
        other.close()


def test_decisions_are_paged_newest_first(any_store):
    store = any_store
    store.append_decisions([decision(i) for i in range(5)])
    page = store.decisions(2, None)
    assert [r.request_id for _, r in page] == ["req-4", "req-3"]
    page2 = store.decisions(2, page[-1][0])
    assert [r.request_id for _, r in page2] == ["req-2", "req-1"]
    row_id, rec = page2[0]
    assert rec.facts[0]["predicate"] == "find"
    assert rec.to_dict(row_id)["id"] == row_id


def test_open_store_picks_the_backend_by_url_and_refuses_unknown_ones(tmp_path):
    from service.store.postgres import PostgresStore

    s = open_store(f"sqlite:///{tmp_path}/x.sqlite3", tmp_path / "default.sqlite3")
    assert isinstance(s, SQLiteStore) and s.path.name == "x.sqlite3"
    assert open_store(None, tmp_path / "d.sqlite3").path.name == "d.sqlite3"
    for url in ("postgresql://folnn@db:5432/folnn", "postgres://db/folnn"):
        pg = open_store(url, tmp_path / "d.sqlite3")  # nothing connects yet
        assert isinstance(pg, PostgresStore) and pg.url == url
    pg = open_store(
        url, tmp_path, PostgresBounds(migration_lock_timeout_s=2, migration_statement_timeout_s=9)
    )
    assert pg.bounds == PostgresBounds(migration_lock_timeout_s=2, migration_statement_timeout_s=9)
    with pytest.raises(StoreError, match="unsupported"):
        open_store("mysql://db", tmp_path / "d.sqlite3")


def test_the_settings_and_open_store_agree_on_which_urls_are_postgresql(tmp_path):
    """One test of the scheme (``is_postgres_url``): a URL the settings bound as PostgreSQL is
    the one ``open_store`` opens as PostgreSQL, and no other."""
    from service.settings import Settings
    from service.store.postgres import PostgresStore

    for url in (
        "postgresql://folnn@db:5432/folnn",
        "postgres://db/folnn",
        f"sqlite:///{tmp_path}/s.sqlite3",
        None,
    ):
        settings = Settings(data_dir=tmp_path, store_url=url)
        opened = open_store(url, tmp_path / "d.sqlite3")
        assert is_postgres_url(url) is settings.uses_postgres is isinstance(opened, PostgresStore)
    assert not is_postgres_url("postgresql:/db") and not is_postgres_url("mysql://db")


def test_the_settings_and_open_store_agree_on_the_sqlite_file(tmp_path):
    """One reading of ``sqlite:///`` (``sqlite_file``): the file the settings name is the one
    ``open_store`` opens (relative, absolute, or the data folder's when no URL is given)."""
    from service.settings import Settings

    for url, want in (
        (None, tmp_path / "folnn.sqlite3"),
        (f"sqlite:///{tmp_path}/s.sqlite3", tmp_path / "s.sqlite3"),
        ("sqlite:///var/rel.sqlite3", Path("var/rel.sqlite3")),
    ):
        settings = Settings(data_dir=tmp_path, store_url=url)
        opened = open_store(url, settings.sqlite_path)
        assert settings.sqlite_path == want and opened.path == want
    assert sqlite_file("postgresql://db/folnn", tmp_path) is None


def test_unusable_path_raises_store_error(tmp_path):
    (tmp_path / "file").write_text("x")
    s = SQLiteStore(tmp_path / "file" / "sub" / "db.sqlite3")
    with pytest.raises(StoreError):
        s.ping()


def test_decisions_are_filtered_by_action_rule_blocked_version_and_time(any_store):
    import dataclasses

    store = any_store

    from service.store import DecisionQuery

    base = decision(0)
    rows = [
        dataclasses.replace(base, request_id="a", at=100.0),
        dataclasses.replace(base, request_id="b", at=200.0, action="take coin", rule_id="money/0"),
        dataclasses.replace(
            base, request_id="c", at=300.0, blocked=[{"action": "go east", "constraint_id": 1}]
        ),
        dataclasses.replace(base, request_id="d", at=400.0, policy_version="v2"),
    ]
    store.append_decisions(rows)

    def ids(**kw) -> list[str]:
        return [r.request_id for _, r in store.query_decisions(DecisionQuery(**kw))]

    assert ids() == ["d", "c", "b", "a"]
    assert ids(action="take coin") == ["b"]
    assert ids(rule_id="direction/0") == ["d", "c", "a"]
    assert ids(blocked=True) == ["c"] and ids(blocked=False) == ["d", "b", "a"]
    assert ids(policy_version="v2") == ["d"]
    assert ids(since=200.0, until=400.0) == ["c", "b"]
    assert ids(after=2) == ["c", "d"]  # seqs above 2, in commit order
    assert ids(after=1, upto=3) == ["b", "c"]


def test_time_bounds_hold_to_the_microsecond(any_store):
    """``since`` (inclusive) and ``until`` (exclusive) on times one microsecond apart, where
    the float's rounding matters: the id bounds they imply never drop a decision they hold."""
    store = any_store
    t0 = 1_763_900_000.123457
    store.append_decisions(
        [dataclasses.replace(decision(k), at=t0 + k / 1_000_000) for k in range(6)]
    )
    ats = {r.request_id: r.at for _, r in store.query_decisions(DecisionQuery())}

    def ids(**kw) -> list[str]:
        return [r.request_id for _, r in store.query_decisions(DecisionQuery(**kw))]

    assert ids(since=ats["req-1"], until=ats["req-4"]) == ["req-3", "req-2", "req-1"]
    assert ids(since=ats["req-5"]) == ["req-5"] and ids(until=ats["req-1"]) == ["req-0"]
    assert ids(since=ats["req-2"], until=ats["req-2"]) == []


def test_every_selective_filter_reads_an_index_not_the_log(store):
    """A filter that matches few rows (or none) must not scan the log from its newest row:
    SQLite's plan for each query the store runs searches an index or the key."""
    store.append_decisions([decision(i) for i in range(3)])
    conn = store._conn()
    sent: list[str] = []
    conn.set_trace_callback(sent.append)
    for kw in (
        {"action": "take coin"},
        {"rule_id": "money/0"},
        {"policy_version": "v9"},
        {"fired": True},
        {"fired": False},
        {"blocked": True},
        {"since": 2e9},
        {"until": 1.0},
        {"action": "take coin", "before": 10**15},
    ):
        sent.clear()
        store.query_decisions(DecisionQuery(**kw))
        (sql,) = [q for q in sent if q.startswith("SELECT")]
        plan = [row[3] for row in conn.execute("EXPLAIN QUERY PLAN " + sql)]
        # a scan is allowed only of the partial index that holds the blocked decisions alone
        scans = [step for step in plan if step.startswith("SCAN")]
        assert all(step.endswith("INDEX decisions_blocked") for step in scans), (kw, plan)
        assert any(step.startswith(("SEARCH", "SCAN")) for step in plan), (kw, plan)
    conn.set_trace_callback(None)


def test_a_decision_keeps_what_the_agent_saw_and_reads_back(any_store):
    import dataclasses

    store = any_store
    rec = dataclasses.replace(
        decision(1),
        room="Kitchen",
        observation="-= Kitchen =-",
        observation_sha256="ef" * 32,
        scores={"go north": 1.0, "take coin": 0.0},
        fact_table=[{"predicate": "find", "args": ["north"], "truth": 1.0}],
        candidates=["go north", "take coin"],
        dryrun_blocked=[{"action": "take coin", "constraint_id": 3}],
        client_request_id="trace-1",
    )
    store.append_decisions([rec])
    (row_id, _), *_ = store.decisions(1, None)
    assert row_id == round(rec.at * 1_000_000)  # its id is its time's microsecond
    assert store.decision(row_id) == dataclasses.replace(rec, at=row_id / 1_000_000, seq=1)
    with pytest.raises(NotFound):
        store.decision(row_id + 1)


def test_a_log_written_before_the_console_gains_its_columns_and_time_ids(tmp_path):
    """A file of the first schema (ids in commit order, AUTOINCREMENT): it gains the newer
    columns, and its ids become the rows' times (a shared microsecond: the next one), each old
    id kept as the row's seq; new seqs go on after the highest id ever given."""
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE decisions (id INTEGER PRIMARY KEY AUTOINCREMENT, request_id TEXT NOT NULL,"
        " at REAL NOT NULL, policy_version TEXT NOT NULL, policy_sha256 TEXT NOT NULL,"
        " constraint_revision INTEGER NOT NULL, input_sha256 TEXT NOT NULL, facts TEXT NOT NULL,"
        " rule TEXT, rule_id TEXT, action TEXT, blocked TEXT NOT NULL, status INTEGER NOT NULL);"
    )
    for request_id, at in (("w1", 5.0), ("w2", 3.0), ("w3", 3.0), ("gone", 4.0)):
        conn.execute(
            "INSERT INTO decisions (request_id, at, policy_version, policy_sha256,"
            " constraint_revision, input_sha256, facts, rule, rule_id, action, blocked, status)"
            " VALUES (?, ?, 'v1', 'x', 0, 'y', '[]', NULL, NULL, 'go north', '[]', 200)",
            (request_id, at),
        )
    conn.execute("DELETE FROM decisions WHERE request_id = 'gone'")  # pruned: id 4 was given
    conn.commit()
    conn.close()
    store = SQLiteStore(path)
    store.init_schema()
    store.init_schema()  # a second worker: nothing left to add
    rows = store.decisions(5, None)
    assert [(row_id, r.request_id, r.seq) for row_id, r in rows] == [
        (5_000_000, "w1", 1), (3_000_001, "w3", 3), (3_000_000, "w2", 2)
    ]  # fmt: skip
    old = rows[0][1]
    assert (old.at, old.observation, old.fact_table, old.scores) == (5.0, None, [], {})
    assert old.fired is None  # logged before `fired` existed: unknown, not false
    assert store.last_seq() == 4
    store.append_decisions([decision(2)])
    assert [(r.request_id, r.seq) for _, r in store.decisions(5, None)][0] == ("req-2", 5)


def test_fired_reads_back_and_filters_on_both_backends(any_store):
    """Issue 20: whether a rule justified each decision is logged (True, False, None)."""
    import dataclasses

    from service.store import DecisionQuery

    store = any_store
    fell_back = dataclasses.replace(decision(2), rule=None, rule_id=None, facts=[], fired=False)
    no_action = dataclasses.replace(decision(3), action=None, status=422, fired=None)
    store.append_decisions([dataclasses.replace(decision(1), fired=True), fell_back, no_action])
    by_request = {r.request_id: r for _, r in store.decisions(10, None)}
    assert [by_request[f"req-{i}"].fired for i in (1, 2, 3)] == [True, False, None]
    for flag, wanted in ((True, ["req-1"]), (False, ["req-2"])):
        rows = store.query_decisions(DecisionQuery(fired=flag))
        assert [r.request_id for _, r in rows] == wanted
        assert rows[0][1].to_dict()["fired"] is flag


def test_constraints_by_id_include_retired_ones(any_store):
    store = any_store
    a = store.add_constraint("forbid take(coin)", "enforce", "alice", "testing")
    b = store.add_constraint("forbid go(north)", "dryrun", "bob", "testing")
    store.delete_constraint(a.id, "carol", "done")
    assert [c.id for c in store.constraints_by_id([b.id, a.id, a.id, 999])] == [a.id, b.id]
    assert store.constraints_by_id([]) == []


# --- ids in time order, commit order for the live view ---------------------------------------


def made_at(request_id: str, at: float) -> DecisionRecord:
    return dataclasses.replace(decision(0), request_id=request_id, at=at)


def test_a_batch_committed_late_gets_the_ids_of_its_times_and_the_live_cursor_sees_it(any_store):
    """Two workers: b flushes first, a's decisions were made earlier but commit later. Ids
    follow the times (a's go between b's); a live view that had seen b's (its cursor: the last
    seq then) gets a's next, in commit order."""
    store, other = any_store, reopen(any_store)
    try:
        t = time.time()
        other.append_decisions([made_at("b1", t + 0.002), made_at("b2", t + 0.004)])
        cursor = store.last_seq()
        store.append_decisions([made_at("a1", t + 0.001), made_at("a2", t + 0.003)])
        listed = store.query_decisions(DecisionQuery())
        assert [r.request_id for _, r in listed] == ["b2", "a2", "b1", "a1"]  # newest first
        assert [row_id for row_id, _ in listed] == sorted((i for i, _ in listed), reverse=True)
        fresh = store.query_decisions(DecisionQuery(after=cursor, upto=store.last_seq()))
        assert [(r.request_id, r.seq) for _, r in fresh] == [("a1", 3), ("a2", 4)]
    finally:
        other.close()


def test_decisions_of_one_microsecond_take_the_next_free_ones(any_store):
    store = any_store
    t = 1_795_000_000.25
    store.append_decisions([made_at("x", t), made_at("y", t)])
    store.append_decisions([made_at("z", t), made_at("w", t + 1e-6)])
    rows = store.query_decisions(DecisionQuery())[::-1]
    us = round(t * 1_000_000)
    assert [(i - us, r.request_id, r.seq) for i, r in rows] == [
        (0, "x", 1), (1, "y", 2), (2, "z", 3), (3, "w", 4)
    ]  # fmt: skip
    assert all(r.at == i / 1_000_000 for i, r in rows)  # the time its id says


def test_time_ids_read_past_a_run_of_taken_ids_longer_than_the_batch():
    from service.store.queries import time_ids

    log, asked = set(range(1000, 1010)), []

    def taken(low: int, high: int) -> list[int]:
        asked.append((low, high))
        return [i for i in log if low <= i <= high]

    assert time_ids([0.001, 0.000_999, 0.001], taken) == [1010, 999, 1011]
    assert len(asked) > 1 and time_ids([], taken) == []


def test_ids_follow_time_order_and_a_live_reader_misses_nothing(any_store):
    """Two writers (two workers, or two replicas on PostgreSQL) commit batches of decisions
    made up to 50 ms before (what waits in a worker's queue), while a reader polls as the
    console's live view does: every id follows its time, and the reader gets every decision
    once."""
    import random
    import threading

    store, other = any_store, reopen(any_store)
    seen: list[int] = []

    def write(handle, seed: int) -> None:
        rng = random.Random(seed)
        for n in range(40):
            now = time.time()
            handle.append_decisions(
                sorted(
                    (made_at(f"{seed}-{n}-{k}", now - rng.uniform(0, 0.05)) for k in range(5)),
                    key=lambda r: r.at,
                )
            )
            time.sleep(rng.uniform(0, 0.01))

    def poll(cursor: int = 0) -> int:
        last = store.last_seq()
        rows = store.query_decisions(DecisionQuery(limit=50, after=cursor, upto=last))
        seen.extend(i for i, _ in rows)
        return rows[-1][1].seq if len(rows) == 50 else last

    writers = [threading.Thread(target=write, args=h) for h in ((store, 1), (other, 2))]
    try:
        for w in writers:
            w.start()
        cursor = 0
        while any(w.is_alive() for w in writers):
            cursor = poll(cursor)
        while (cursor := poll(cursor)) < store.last_seq():
            pass
    finally:
        for w in writers:
            w.join()
        other.close()
    everything = store.query_decisions(DecisionQuery(limit=1000))[::-1]  # oldest first
    assert len(everything) == 400
    times = [r.at for _, r in everything]
    assert times == sorted(times) and len(set(times)) == 400  # ids in time order, no tie
    assert sorted(seen) == sorted(i for i, _ in everything)  # each seen once, none missed
    assert [r.seq for _, r in everything] != list(range(1, 401))  # commits were out of order


def test_a_decision_written_twice_is_stored_once(any_store):
    """Issue 43, finding 7: the log is unique by ``request_id``. A record written again (a
    journal segment replayed twice, adopted by two workers, a batch holding it twice) is
    stored once, the batch's other records are written, and no seq is spent on a repeat (the
    live cursor's and the retention's counts stay exact)."""
    store = any_store
    first = store.append_decisions([decision(1), decision(2)])
    again = store.append_decisions([decision(2), decision(3), decision(3), decision(1)])
    rows = store.query_decisions(DecisionQuery(limit=10))
    assert sorted(r.request_id for _, r in rows) == ["req-1", "req-2", "req-3"]
    assert sorted(r.seq for _, r in rows) == [1, 2, 3] and store.last_seq() == 3
    assert (first, again) == (2, 1)  # how many were new


def test_the_same_batch_from_two_workers_at_once_is_stored_once(any_store):
    """Two handles (two workers, or two replicas) write the same 200 records at the same
    moment, as a worker's queue and another's adoption of its segment can: each once."""
    store, other = any_store, reopen(any_store)
    batch = [made_at(f"same-{i}", time.time()) for i in range(200)]
    start = threading.Barrier(2)
    written: list[int] = []

    def write(handle) -> None:  # noqa: ANN001
        start.wait()
        written.append(handle.append_decisions(batch))

    threads = [threading.Thread(target=write, args=(h,)) for h in (store, other)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        other.close()
    rows = store.query_decisions(DecisionQuery(limit=1000))
    assert len(rows) == 200 and len({r.request_id for _, r in rows}) == 200
    assert sorted(written) == [0, 200]


def test_an_old_log_holding_a_decision_twice_keeps_the_first_and_says_so(tmp_path, caplog):
    """A SQLite file written before the log was unique by ``request_id`` may hold a decision
    twice (replayed twice): the upgrade keeps the first committed (lowest seq), deletes the
    others, says how many in the log, and from then on the store refuses a repeat."""
    path = tmp_path / "old.sqlite3"
    store = SQLiteStore(path)
    store.init_schema()
    store.append_decisions([made_at("twice", 1.0), made_at("once", 2.0)])
    conn = sqlite3.connect(path)
    conn.execute("DROP INDEX IF EXISTS decisions_request_id_unique")  # as the old schema was
    conn.execute("CREATE INDEX decisions_request_id ON decisions (request_id)")
    conn.execute(
        "INSERT INTO decisions SELECT id + 1, seq + 10, request_id, at + 1, policy_version,"
        " policy_sha256, constraint_revision, input_sha256, facts, rule, rule_id, action,"
        " blocked, status, room, observation, observation_sha256, scores, fact_table,"
        " candidates, dryrun_blocked, client_request_id, fired, episode_id, step, moved,"
        " shadow_version, shadow FROM decisions WHERE request_id = 'twice'"
    )
    conn.commit()
    conn.close()
    store.close()
    store = SQLiteStore(path)
    with caplog.at_level(logging.WARNING, logger="service.store"):
        store.init_schema()
        store.init_schema()  # a second worker: nothing left to do
    rows = store.query_decisions(DecisionQuery(limit=10))
    assert sorted((r.request_id, r.at) for _, r in rows) == [("once", 2.0), ("twice", 1.0)]
    said = [r.getMessage() for r in caplog.records if "request_id" in r.getMessage()]
    assert len(said) == 1 and "1 " in said[0], said
    indexes = {
        row[1]: row[2] for row in sqlite3.connect(path).execute("PRAGMA index_list(decisions)")
    }
    assert indexes.get("decisions_request_id_unique") == 1 and "decisions_request_id" not in indexes
    assert store.append_decisions([made_at("twice", 3.0)]) == 0
    store.close()


# --- PostgreSQL only: migrations, replicas writing at once, an outage ------------------------


def test_migrations_run_once_in_order_and_are_recorded(pg_url):
    import psycopg

    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS

    store = PostgresStore(pg_url)
    try:
        store.init_schema()
        store.init_schema()
        assert store.schema_version() == MIGRATIONS[-1].version
        with psycopg.connect(pg_url) as conn:
            rows = conn.execute("SELECT version, description FROM folnn_schema ORDER BY 1")
            assert [tuple(r) for r in rows] == [(m.version, m.description) for m in MIGRATIONS]
    finally:
        store.close()


def _database_at_version_1(url: str, decisions: Sequence[tuple[str, float]]) -> None:
    """What a version-1 server left: its tables, its schema row and ``(request_id, at)``
    decisions, in that order (ids 1, 2, ...), each with client request id ``c-old``."""
    import psycopg

    from service.store.postgres_schema import MIGRATIONS

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "CREATE TABLE folnn_schema (version integer PRIMARY KEY, description text NOT NULL,"
            " applied_at double precision NOT NULL)"
        )
        for statement in MIGRATIONS[0].statements:
            conn.execute(statement)
        conn.execute("INSERT INTO folnn_schema VALUES (1, 'v1', 0)")
        for request_id, at in decisions:
            conn.execute(
                "INSERT INTO folnn_decisions (request_id, at, policy_version, policy_sha256,"
                " constraint_revision, input_sha256, facts, blocked, status, client_request_id)"
                " VALUES (%s, %s, 'v1', 'x', 0, 'y', '[]', '[]', 200, 'c-old')",
                (request_id, at),
            )


def test_a_database_at_an_older_schema_gains_the_newer_steps(pg_url):
    import psycopg

    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS

    _database_at_version_1(pg_url, [("old", 5.0), ("w2", 3.0), ("w3", 3.0), ("gone", 4.0)])
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("DELETE FROM folnn_decisions WHERE request_id = 'gone'")  # id 4 was given
    store = PostgresStore(pg_url)
    try:
        store.init_schema()
        assert store.schema_version() == MIGRATIONS[-1].version
        rows = store.decisions(5, None)  # migration 5: ids of their times, old ids as seqs
        assert [(row_id, r.request_id, r.seq, r.at) for row_id, r in rows] == [
            (5_000_000, "old", 1, 5.0), (3_000_001, "w3", 3, 3.000001), (3_000_000, "w2", 2, 3.0)
        ]  # fmt: skip
        old = rows[0][1]
        assert (old.request_id, old.client_request_id, old.fact_table) == ("old", "c-old", [])
        assert old.fired is None  # migration 3: logged before `fired` existed
        store.append_decisions([decision(2)])  # seqs go on after the highest id given
        assert [(r.request_id, r.seq) for _, r in store.decisions(5, None)][0] == ("req-2", 5)
        with psycopg.connect(pg_url) as conn:
            indexes = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes")}
        assert "folnn_decisions_client_request_id" in indexes
    finally:
        store.close()


def test_an_older_database_holding_a_decision_twice_keeps_the_first_and_says_so(pg_url, caplog):
    """Migration 7 (the log unique by ``request_id``) on a database that holds a decision
    twice (replayed twice before): the first committed is kept, the repeat deleted and
    counted in the log; then a repeat is stored once."""
    from service.store.postgres import PostgresStore

    _database_at_version_1(pg_url, [("twice", 1.0), ("once", 2.0), ("twice", 3.0)])
    store = PostgresStore(pg_url)
    try:
        with caplog.at_level(logging.WARNING, logger="service.store"):
            store.init_schema()
        rows = store.decisions(5, None)
        assert sorted((r.request_id, r.at) for _, r in rows) == [("once", 2.0), ("twice", 1.0)]
        said = [r.getMessage() for r in caplog.records if "request_id" in r.getMessage()]
        assert len(said) == 1 and "1 " in said[0], said
        assert store.append_decisions([made_at("twice", 4.0), made_at("new", 5.0)]) == 1
        assert len(store.decisions(5, None)) == 3
    finally:
        store.close()


def test_a_worker_whose_migration_did_not_run_still_logs_each_decision_once(pg_url, monkeypatch):
    """A database still at schema 6 (migration 7 failed, or waits for another replica's
    lock): a worker's handle that has not migrated writes its decisions with a plain insert
    (``ON CONFLICT (request_id)`` needs the unique index: the batch would be refused and
    dropped), and a repeat is still left out under the state row's lock."""
    from service.store import postgres as postgres_store
    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS

    monkeypatch.setattr(postgres_store, "MIGRATIONS", MIGRATIONS[:6])
    older = PostgresStore(pg_url)
    try:
        older.init_schema()
    finally:
        older.close()
    store = PostgresStore(pg_url)  # this server's worker, its migration not run
    try:
        assert store.append_decisions([made_at("a", 1.0), made_at("b", 2.0)]) == 2
        assert store.append_decisions([made_at("a", 3.0)]) == 0
        assert sorted(r.request_id for _, r in store.decisions(5, None)) == ["a", "b"]
    finally:
        store.close()


def test_a_database_migrated_by_a_newer_server_is_refused(pg_url):
    import psycopg

    from service.store.postgres import PostgresStore

    store = PostgresStore(pg_url)
    try:
        store.init_schema()
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute("INSERT INTO folnn_schema VALUES (999, 'from the future', 0)")
        with pytest.raises(StoreError, match="schema version 999"):
            store.init_schema()
    finally:
        store.close()


def _in_thread(call, limit_s: float = 60.0) -> BaseException | None:  # noqa: ANN001
    """Run ``call`` in a thread; what it raised (None when it returned). A call still waiting
    after ``limit_s`` (a regression to waiting forever) fails the test instead of hanging it."""
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            call()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            outcome.append(exc)
        else:
            outcome.append(None)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit_s)
    assert outcome, f"still waiting after {limit_s} s"
    return outcome[0]


def test_a_migration_stuck_behind_a_table_lock_gives_up_and_applies_nothing(pg_url):
    """Another session reads folnn_decisions in a long transaction (an old replica's export):
    migration 3's ALTER TABLE needs the table to itself. The migration gives up after its lock
    timeout, rolls back migration 2 with it (schema still 1, no new index), and a later try,
    once the reader is done, applies every step over the same rows."""
    import psycopg

    from service.store import SchemaLocked
    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS

    _database_at_version_1(pg_url, [(f"old-{i}", 1.0 + i) for i in range(3)])
    store = PostgresStore(pg_url, PostgresBounds(migration_lock_timeout_s=0.3))
    try:
        with psycopg.connect(pg_url) as reader:
            reader.execute("SELECT COUNT(*) FROM folnn_decisions").fetchone()  # lock held
            err = _in_thread(store.init_schema)
            assert isinstance(err, SchemaLocked), err
            assert "migration 3" in str(err) and "waited more than 0.3 s for a lock" in str(err)
            assert store.unavailable is None  # a lock timeout is not an outage
            assert store.schema_version() == 1
            with psycopg.connect(pg_url) as conn:
                indexes = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes")}
            assert "folnn_decisions_client_request_id" not in indexes  # migration 2 undone
        store.init_schema()  # the reader committed: the step is tried again and applied
        assert store.schema_version() == MIGRATIONS[-1].version
        assert sorted(r.seq for _, r in store.decisions(10, None)) == [1, 2, 3]
    finally:
        store.close()


def test_a_worker_waits_a_bounded_time_for_another_replicas_migration(pg_url, caplog):
    """Another replica holds the schema lock (it is migrating): init_schema gives up after the
    lock timeout with SchemaLocked; `python -m service.serve`'s step before the workers tries
    again every second until that replica is done, then finds the schema current."""
    import psycopg

    from service.serve import migrate
    from service.settings import Settings
    from service.store import SchemaLocked
    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS, SCHEMA_LOCK

    store = PostgresStore(pg_url, PostgresBounds(migration_lock_timeout_s=0.2))
    settings = Settings(store_url=pg_url, migration_lock_timeout_s=0.2)
    try:
        with psycopg.connect(pg_url, autocommit=True) as other:
            other.execute("SELECT pg_advisory_lock(%s)", (SCHEMA_LOCK,))
            err = _in_thread(store.init_schema)
            assert isinstance(err, SchemaLocked) and "the schema lock waited" in str(err), err
            release = threading.Timer(1.5, other.execute, ("SELECT pg_advisory_unlock_all()",))
            release.start()
            with caplog.at_level(logging.WARNING, logger="service.serve"):
                done = migrate(settings)
            release.join()
        assert done and "trying again" in caplog.text
        assert store.schema_version() == MIGRATIONS[-1].version
    finally:
        store.close()


@pytest.mark.parametrize("ended_by", ["its bound", "pg_cancel_backend"])
def test_a_migration_step_ended_early_is_rolled_back_and_says_why(pg_url, monkeypatch, ended_by):
    """A step that runs past the statement timeout, or that another session cancels
    (pg_cancel_backend; SQLSTATE 57014 for both), is rolled back whole (the table it created
    first is gone, the schema stays at the last step), with an error naming the step and
    which of the two ended it."""
    import psycopg

    from service.store import postgres
    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS, Migration

    bounded = ended_by == "its bound"
    store = PostgresStore(
        pg_url, PostgresBounds(migration_statement_timeout_s=0.2 if bounded else 60)
    )
    try:
        store.init_schema()
        slow = Migration(
            99, "a slow step", ("CREATE TABLE folnn_probe (x int)", "SELECT pg_sleep(60)")
        )
        monkeypatch.setattr(postgres, "MIGRATIONS", (*MIGRATIONS, slow))
        with psycopg.connect(pg_url, autocommit=True) as admin:

            def cancel_when_sleeping() -> None:
                deadline = time.monotonic() + 10
                while time.monotonic() < deadline:
                    row = admin.execute(
                        "SELECT pg_cancel_backend(pid) FROM pg_stat_activity"
                        " WHERE datname = current_database() AND wait_event = 'PgSleep'"
                    ).fetchone()
                    if row is not None:
                        return
                    time.sleep(0.02)

            canceller = threading.Thread(target=cancel_when_sleeping)
            if not bounded:
                canceller.start()
            err = _in_thread(store.init_schema, limit_s=30)
            if not bounded:
                canceller.join(10)
        assert isinstance(err, StoreError) and not isinstance(err, StoreUnavailable), err
        if bounded:
            assert "migration 99 (a slow step) ran longer than 0.2 s" in str(err)
            assert "FOLNN_MIGRATION_STATEMENT_TIMEOUT_S" in str(err)
        else:
            assert "migration 99 (a slow step) was cancelled (canceling statement due to" in str(
                err
            )
            assert "user request: another session cancelled it (pg_cancel_backend)" in str(err)
            assert "ran longer" not in str(err)
        assert store.schema_version() == MIGRATIONS[-1].version
        with psycopg.connect(pg_url) as conn:
            assert conn.execute("SELECT to_regclass('folnn_probe')").fetchone()[0] is None
    finally:
        store.close()


def test_a_cancelled_statement_names_both_causes_when_the_message_says_neither():
    """PostgreSQL words 57014 in the server's language (lc_messages): a message that names
    neither a statement timeout nor a user request leaves both causes named."""
    from types import SimpleNamespace

    from service.store.postgres_pool import cancel_cause as _cancel_cause

    def cancelled(primary: str) -> SimpleNamespace:
        return SimpleNamespace(diag=SimpleNamespace(message_primary=primary))

    bound = "a statement may run 15 s (half of FOLNN_TIMEOUT_S)"
    assert _cancel_cause(cancelled("canceling statement due to statement timeout"), bound) == bound
    by_hand = _cancel_cause(cancelled("canceling statement due to user request"), bound)
    assert "another session" in by_hand and bound not in by_hand
    other = _cancel_cause(cancelled("storniere Anfrage wegen Benutzeranforderung"), bound)
    assert bound in other and "another session (pg_cancel_backend)" in other


def test_every_connection_is_bounded_and_a_migration_by_its_own_bounds(pg_url, monkeypatch):
    """Every pooled connection waits at most lock_timeout_s for a lock and runs a statement at
    most statement_timeout_s; a migration's transaction runs under its own bounds, and only it
    (the connection it ran on is back to the serving bounds after it)."""
    from service.store import postgres
    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS, Migration

    store = PostgresStore(
        pg_url,
        PostgresBounds(
            lock_timeout_s=0.25,
            statement_timeout_s=4,
            migration_lock_timeout_s=3,
            migration_statement_timeout_s=7,
        ),
    )
    try:
        store.init_schema()
        probe = Migration(
            99,
            "a step that keeps the bounds it ran under",
            (
                "CREATE TABLE folnn_probe AS SELECT current_setting('lock_timeout') AS wait,"
                " current_setting('statement_timeout') AS run",
            ),
        )
        monkeypatch.setattr(postgres, "MIGRATIONS", (*MIGRATIONS, probe))
        store.init_schema()
        with ExitStack() as stack:  # every connection of the pool at once (4)
            conns = [stack.enter_context(store._db.connection()) for _ in range(4)]
            assert conns[0].execute("SELECT wait, run FROM folnn_probe").fetchone() == ("3s", "7s")
            for conn in conns:
                bounds = (
                    "SELECT current_setting('lock_timeout'), current_setting('statement_timeout')"
                )
                assert conn.execute(bounds).fetchone() == ("250ms", "4s")
    finally:
        store.close()


def test_a_query_past_its_statement_bound_is_cancelled_and_the_store_stays_usable(pg_url):
    """Statement timeout (57014) before the lock timeout: the call raises StoreUnavailable
    naming the bound; the connection goes back clean and the store is not marked away."""
    import psycopg

    from service.store.postgres import PostgresStore

    store = PostgresStore(pg_url, PostgresBounds(lock_timeout_s=5, statement_timeout_s=0.3))
    try:
        store.init_schema()
        with psycopg.connect(pg_url) as holder:
            holder.execute("LOCK TABLE folnn_state IN ACCESS EXCLUSIVE MODE")
            for _ in range(5):  # more than the pool's connections
                with pytest.raises(StoreUnavailable, match="statement timeout") as err:
                    store.add_constraint("forbid take(coin)", "enforce", "t", "held")
                assert "a statement may run 0.3 s (half of FOLNN_TIMEOUT_S)" in str(err.value)
        assert store.unavailable is None
        assert store.add_constraint("forbid take(coin)", "enforce", "t", "free").revision == 1
    finally:
        store.close()


def test_the_per_request_state_read_waits_for_no_lock(pg_url):
    """Held folnn_state: the state read gives up at once (a worker serves its last state) while
    a write waits its full lock bound; the read's wait was for that statement only. A store
    whose session waits 30 s shows the read's own 10 ms wait applied (the error message names
    the bound the caller meant, so only the time tells)."""
    import psycopg

    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import STATE_LOCK_WAIT_S

    store = PostgresStore(pg_url, PostgresBounds(lock_timeout_s=0.4))
    patient = PostgresStore(pg_url, PostgresBounds(lock_timeout_s=30, statement_timeout_s=60))
    try:
        store.init_schema()
        patient.ping()  # its pool open before the lock is taken
        with psycopg.connect(pg_url) as holder:
            holder.execute("LOCK TABLE folnn_state IN ACCESS EXCLUSIVE MODE")
            with pytest.raises(StoreUnavailable, match=f"more than {STATE_LOCK_WAIT_S:g} s"):
                store.state()
            t0 = time.monotonic()
            with pytest.raises(StoreUnavailable, match=f"more than {STATE_LOCK_WAIT_S:g} s"):
                patient.state()
            assert time.monotonic() - t0 < 5  # 10 ms, not the session's 30 s
            with pytest.raises(StoreUnavailable, match="more than 0.4 s .*FOLNN_LOCK_TIMEOUT_S"):
                store.add_constraint("forbid take(coin)", "enforce", "t", "held")
        assert store.state().constraint_revision == 0
        with ExitStack() as stack:  # every connection keeps the session's bound
            conns = [stack.enter_context(store._db.connection()) for _ in range(4)]
            for conn in conns:
                assert conn.execute("SHOW lock_timeout").fetchone() == ("400ms",)
    finally:
        store.close()
        patient.close()


def test_a_worker_migrates_within_half_the_gunicorn_timeout(
    pg_url, tmp_path, policy_root, monkeypatch
):
    """A worker (create_app) bounds a migration statement by half of FOLNN_TIMEOUT_S, past which
    gunicorn would kill it mid-migration; `service.serve`'s step before the workers keeps the
    whole setting. Both take every other bound from the same settings."""
    from service import create_app, serve
    from service.web import RUNTIME_KEY
    from tests.service.conftest import app_settings

    settings = app_settings(tmp_path, policy_root, store_url=pg_url, timeout_s=30)
    assert settings.migration_statement_timeout_s == 600
    assert settings.worker_migration_statement_timeout_s == 15
    opened = []

    def recorded(*args, **kwargs):
        opened.append(open_store(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(serve, "open_store", recorded)
    assert serve.migrate(settings)
    (before,) = opened  # closed by migrate; its bounds stay readable
    assert (
        before.bounds.migration_lock_timeout_s,
        before.bounds.migration_statement_timeout_s,
    ) == (5, 600)
    assert (before.bounds.lock_timeout_s, before.bounds.statement_timeout_s) == (1, 15)
    app = create_app(settings)
    store = app.extensions[RUNTIME_KEY].store
    try:
        assert (
            store.bounds.migration_lock_timeout_s,
            store.bounds.migration_statement_timeout_s,
        ) == (5, 15)
        assert (store.bounds.lock_timeout_s, store.bounds.statement_timeout_s) == (
            1,
            15,
        )  # its queries'
        assert app.extensions[RUNTIME_KEY].state_known  # it migrated at its start
    finally:
        app.extensions[RUNTIME_KEY].decisions.close()
        store.close()


def test_a_lock_wait_at_or_past_the_statement_bound_is_refused_at_start(tmp_path):
    """On PostgreSQL only: SQLite has no lock or statement bound, so its settings keep every
    FOLNN_TIMEOUT_S they accepted before the bounds existed."""
    from pydantic import ValidationError

    from service.settings import Settings

    pg = "postgresql://folnn@127.0.0.1:5432/folnn"
    ok = Settings(data_dir=tmp_path, store_url=pg, timeout_s=4, lock_timeout_s=1.5)
    assert ok.statement_timeout_s == 2
    for url in (pg, pg.replace("postgresql:", "postgres:")):
        with pytest.raises(ValidationError, match="must be below half of timeout_s"):
            Settings(data_dir=tmp_path, store_url=url, timeout_s=4, lock_timeout_s=2)
    # SQLite has neither bound: a short gunicorn timeout with the default lock wait is valid
    for url in (None, f"sqlite:///{tmp_path / 's.sqlite3'}"):
        assert Settings(data_dir=tmp_path, store_url=url, timeout_s=1).lock_timeout_s == 1


def test_replicas_starting_together_migrate_once(pg_url):
    from concurrent.futures import ThreadPoolExecutor

    from service.store.postgres import PostgresStore
    from service.store.postgres_schema import MIGRATIONS

    stores = [PostgresStore(pg_url) for _ in range(4)]
    try:
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda s: s.init_schema(), stores))
        assert {s.schema_version() for s in stores} == {MIGRATIONS[-1].version}
        assert stores[0].state().constraint_revision == 0
    finally:
        for s in stores:
            s.close()


def test_concurrent_writers_of_two_replicas_get_contiguous_revisions_and_the_cap(pg_url):
    """Two replicas (two stores, two pools) writing at once: every revision is taken once,
    the trail is contiguous, and the cap holds across them (it is counted under the lock)."""
    from concurrent.futures import ThreadPoolExecutor

    from service.store import LimitReached
    from service.store.postgres import PostgresStore

    a, b = PostgresStore(pg_url), PostgresStore(pg_url)
    try:
        a.init_schema()

        def add(i: int) -> int | None:
            store = (a, b)[i % 2]
            try:
                return store.add_constraint("forbid go(x) when find(x)", "dryrun", "w", str(i), 12)
            except LimitReached:
                return None

        with ThreadPoolExecutor(6) as pool:
            results = list(pool.map(add, range(30)))
        made = [r for r in results if r is not None]
        assert len(made) == 12  # exactly the cap, from 30 attempts on two replicas
        assert sorted(r.revision for r in made) == list(range(1, 13))
        assert [c.revision for c in b.changes(100)] == list(range(12, 0, -1))
        assert b.state().constraint_revision == 12
        with ThreadPoolExecutor(4) as pool:  # deletes race too: each one retires once
            revisions = list(
                pool.map(lambda r: (a, b)[r.id % 2].delete_constraint(r.id, "w", "x"), made)
            )
        assert sorted(revisions) == list(range(13, 25))
        assert a.constraints() == []
    finally:
        a.close()
        b.close()


def test_an_unreachable_database_fails_fast_and_recovers(tmp_path):
    """The server stops: the first call fails, every later call fails at once without the
    network; the server comes back: the store is usable again without a restart."""
    from reliability.pgserver import PgServer
    from service.store import StoreUnavailable
    from service.store.postgres import PostgresStore

    with PgServer() as server:
        store = PostgresStore(server.url(), PostgresBounds(probe_interval_s=0.05))
        try:
            store.init_schema()
            store.add_constraint("forbid take(coin)", "enforce", "a", "b")
            server.stop()
            with pytest.raises(StoreUnavailable):
                store.state()
            assert "database unavailable" in store.unavailable
            t0 = time.perf_counter()
            for _ in range(100):
                with pytest.raises(StoreUnavailable, match="database unavailable"):
                    store.state()
            assert time.perf_counter() - t0 < 0.5  # no network: 100 calls in well under 5 ms each
            server.start()
            deadline = time.monotonic() + 10
            while store.unavailable and time.monotonic() < deadline:
                time.sleep(0.05)
            assert store.unavailable is None
            assert store.state().constraint_revision == 1
            store.add_constraint("forbid go(north)", "enforce", "a", "after")
            assert store.state().constraint_revision == 2
        finally:
            store.close()


# --- rollouts and games (issue 24) ------------------------------------------------------------


def test_published_archives_are_kept_once_and_read_back(any_store):
    from service.store import AlreadyExists, ArtifactRecord

    store = any_store
    record = ArtifactRecord("v9", "aa" * 32, "bb" * 32, 5, "alice", "new", time.time())
    store.put_artifact(record, b"\x00\x01tar")
    with pytest.raises(AlreadyExists):
        store.put_artifact(record, b"other")
    other = reopen(store)
    try:
        assert other.artifacts() == [record]
        assert other.artifact_data("v9") == b"\x00\x01tar"
        with pytest.raises(NotFound):
            other.artifact_data("v10")
    finally:
        other.close()
    assert [c.change for c in store.changes(5)] == ["publish"]


def test_a_deleted_version_name_is_never_stored_again(any_store):
    """Issue 43, finding 5: a name once published always means the same bytes."""
    from service.store import AlreadyExists, ArtifactRecord

    store = any_store
    record = ArtifactRecord("v9", "aa" * 32, "bb" * 32, 5, "alice", "new", time.time())
    store.put_artifact(record, b"\x00\x01tar")
    store.delete_artifact("v9", "alice", "retire")
    other = ArtifactRecord("v9", "cc" * 32, "dd" * 32, 5, "bob", "again", time.time())
    with pytest.raises(AlreadyExists, match="published before"):
        store.put_artifact(other, b"other bytes")
    assert store.artifacts() == []
    assert [c.change for c in store.changes(5)] == ["unpublish", "publish"]


def test_the_shadow_version_is_shared_and_ends_when_it_is_activated(any_store):
    store = any_store
    store.set_active_version("v1", "t", "start", expected=None)
    assert store.set_shadow_version("v2", "t", "compare", expected=None).shadow_version == "v2"
    other = reopen(store)
    try:
        assert other.state().shadow_version == "v2"
    finally:
        other.close()
    store.set_shadow_version(None, "t", "stop", expected="v2")
    assert store.state().shadow_version is None
    store.set_shadow_version("v2", "t", "again", expected=None)
    still = store.set_active_version("v3", "t", "other", expected="v1")
    assert still.shadow_version == "v2"  # still there
    promoted = store.set_active_version(
        "v2", "t", "promote", change="force-activate", expected="v3"
    )
    assert (promoted.active_version, promoted.shadow_version) == ("v2", None)
    assert [c.change for c in store.changes(10)] == [
        "force-activate", "activate", "shadow", "unshadow", "shadow", "activate"
    ]  # fmt: skip
    assert [c.text for c in store.changes(10)][3] == "v2"  # the version the unshadow ended


def test_decisions_group_into_games_newest_first(any_store):
    import dataclasses

    store = any_store
    games = ["g1", "g2", "g1", "g3", "g2", "g1", None]
    store.append_decisions(
        [
            dataclasses.replace(
                decision(i),
                episode_id=g,
                step=i,
                moved="go north" if i else None,
                shadow_version="v2",
                shadow={"action": "go east", "agree": False},
            )
            for i, g in enumerate(games)
        ]
    )
    found = store.episodes(10, None)
    assert [(e.episode_id, e.decisions, e.last_step) for e in found] == [
        ("g1", 3, 5), ("g2", 2, 4), ("g3", 1, 3)
    ]  # fmt: skip
    assert [e.episode_id for e in store.episodes(1, found[0].last_id)] == ["g2"]
    assert [e.episode_id for e in store.episodes(10, None, scan=3)] == ["g1", "g2"]
    rows = store.query_decisions(DecisionQuery(episode_id="g2"))
    assert [r.step for _, r in rows] == [4, 1]
    (_, rec) = rows[0]
    assert (rec.moved, rec.shadow_version, rec.shadow) == (
        "go north", "v2", {"action": "go east", "agree": False}
    )  # fmt: skip
    assert len(store.query_decisions(DecisionQuery(shadow_version="v2"))) == 7


# --- compare-and-set of the pointers (issue 31, finding 4) -------------------------------------


def test_an_activation_moves_the_pointer_only_from_the_version_it_read(any_store):
    """Two operators read v1 and activate at once: the second finds v2 and is refused with
    the winner and who set it; nothing of it is written (before: both succeeded, one lost)."""
    from service.store import StateChanged

    store = any_store
    store.set_active_version("v1", "system", "first start", expected=None)
    store.set_active_version("v2", "alice", "rollout", expected="v1")
    with pytest.raises(StateChanged) as lost:
        store.set_active_version("v3", "bob", "rollout", expected="v1")
    assert (lost.value.pointer, lost.value.current, lost.value.by) == (
        "active_version",
        "v2",
        "alice",
    )
    assert "'v2'" in str(lost.value) and "alice" in str(lost.value)
    assert store.state().active_version == "v2"
    assert [c.author for c in store.changes(10)] == ["alice", "system"]  # bob's not recorded
    with pytest.raises(StateChanged):  # a first start that lost to another worker
        store.set_active_version("v1", "system", "first start", expected=None)


def test_a_version_can_never_be_active_and_in_shadow(any_store):
    from service.store import StateChanged

    store = any_store
    store.set_active_version("v1", "t", "start", expected=None)
    with pytest.raises(StateChanged) as active:  # the shadow of the active version
        store.set_shadow_version("v1", "t", "compare", expected=None)
    assert active.value.current == "v1"
    store.set_shadow_version("v2", "alice", "compare", expected=None)
    with pytest.raises(StateChanged) as changed:  # another operator's shadow won
        store.set_shadow_version("v3", "bob", "compare", expected=None)
    assert (changed.value.current, changed.value.by) == ("v2", "alice")
    assert store.set_active_version("v2", "t", "promote", expected="v1").shadow_version is None
    assert store.state() == type(store.state())("v2", 0, None)


def test_concurrent_activations_from_many_connections_give_one_winner(any_store):
    """Eight connections activate eight versions at once from the same pointer: one wins,
    seven are refused, the pointer is the winner's."""
    import threading

    from service.store import StateChanged

    store = any_store
    store.set_active_version("v0", "t", "start", expected=None)
    stores = [reopen(store) for _ in range(8)]
    barrier, won, lost = threading.Barrier(8), [], []

    def go(i: int) -> None:
        barrier.wait()
        try:
            stores[i].set_active_version(f"w{i}", f"op{i}", "race", expected="v0")
            won.append(f"w{i}")
        except StateChanged as exc:
            lost.append(exc.current)

    threads = [threading.Thread(target=go, args=(i,)) for i in range(8)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        for other in stores:
            other.close()
    assert len(won) == 1 and len(lost) == 7
    assert store.state().active_version == won[0]
    assert set(lost) == {won[0]}  # every loser was told the winner


def test_published_versions_are_capped_and_deleted_unless_in_use(any_store):
    from service.store import ArtifactRecord, LimitReached, VersionInUse

    store = any_store

    def record(v: str) -> ArtifactRecord:
        return ArtifactRecord(v, "m" * 64, "a" * 64, 3, "alice", "up", time.time())

    for v in ("p1", "p2"):
        store.put_artifact(record(v), b"tar", max_published=2)
    with pytest.raises(LimitReached) as full:
        store.put_artifact(record("p3"), b"tar", max_published=2)
    assert (full.value.kind, full.value.limit, full.value.active) == ("versions", 2, 2)
    store.set_active_version("p1", "t", "go", expected=None)
    store.set_shadow_version("p2", "t", "compare", expected=None)
    for v, role in (("p1", "active"), ("p2", "shadow")):
        with pytest.raises(VersionInUse) as used:
            store.delete_artifact(v, "bob", "tidy")
        assert used.value.role == role
    with pytest.raises(NotFound):
        store.delete_artifact("p9", "bob", "tidy")
    store.set_shadow_version(None, "t", "done", expected="p2")
    store.delete_artifact("p2", "bob", "tidy")
    assert [a.version for a in store.artifacts()] == ["p1"]
    store.put_artifact(record("p3"), b"tar", max_published=2)  # room again
    # an activation or a shadow of a publication deleted meanwhile is refused in its write
    for move in (
        lambda: store.set_active_version("p2", "t", "late", expected="p1", published=True),
        lambda: store.set_shadow_version("p2", "t", "late", expected=None, published=True),
    ):
        with pytest.raises(NotFound):
            move()
    assert store.state().active_version == "p1" and store.state().shadow_version is None
    trail = store.changes(2)
    assert [(c.change, c.text, c.author, c.reason) for c in trail] == [
        ("publish", "p3", "alice", "up"),
        ("unpublish", "p2", "bob", "tidy"),
    ]
