"""The stores, SQLite and PostgreSQL, on the same tests (``any_store`` runs each test on both):
state row, constraint revisions and trail, decision log pages and filters; then what only one
backend has (SQLite's WAL and old files, PostgreSQL's migrations and concurrent replicas)."""

from __future__ import annotations

import sqlite3
import time

import pytest

from service.store import (
    DecisionQuery,
    DecisionRecord,
    NotFound,
    SQLiteStore,
    StoreError,
    open_store,
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
        store.set_active_version("v2", "ops", "promote")
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
    with pytest.raises(StoreError, match="unsupported"):
        open_store("mysql://db", tmp_path / "d.sqlite3")


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
    first = store.query_decisions(DecisionQuery(limit=1))[0][0]
    assert ids(after=first - 2) == ["d", "c"]


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
    assert store.decision(row_id) == rec
    with pytest.raises(NotFound):
        store.decision(row_id + 1)


def test_a_log_written_before_the_console_gains_its_columns(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE decisions (id INTEGER PRIMARY KEY AUTOINCREMENT, request_id TEXT NOT NULL,"
        " at REAL NOT NULL, policy_version TEXT NOT NULL, policy_sha256 TEXT NOT NULL,"
        " constraint_revision INTEGER NOT NULL, input_sha256 TEXT NOT NULL, facts TEXT NOT NULL,"
        " rule TEXT, rule_id TEXT, action TEXT, blocked TEXT NOT NULL, status INTEGER NOT NULL);"
        " INSERT INTO decisions (request_id, at, policy_version, policy_sha256,"
        " constraint_revision, input_sha256, facts, rule, rule_id, action, blocked, status)"
        " VALUES ('old', 1.0, 'v1', 'x', 0, 'y', '[]', NULL, NULL, 'go north', '[]', 200);"
    )
    conn.close()
    store = SQLiteStore(path)
    store.init_schema()
    store.init_schema()  # a second worker: nothing left to add
    ((row_id, old),) = store.decisions(5, None)
    assert (old.request_id, old.observation, old.fact_table, old.scores) == ("old", None, [], {})
    assert old.fired is None  # logged before `fired` existed: unknown, not false
    store.append_decisions([decision(2)])
    assert [r.request_id for _, r in store.decisions(5, None)] == ["req-2", "old"]


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


# --- PostgreSQL only: migrations, replicas writing at once, an outage ------------------------


def test_migrations_run_once_in_order_and_are_recorded(pg_url):
    import psycopg

    from service.store.postgres import MIGRATIONS, PostgresStore

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


def test_a_database_at_an_older_schema_gains_the_newer_steps(pg_url):
    import psycopg

    from service.store.postgres import MIGRATIONS, PostgresStore

    with psycopg.connect(pg_url, autocommit=True) as conn:  # what a version-1 server left
        conn.execute(
            "CREATE TABLE folnn_schema (version integer PRIMARY KEY, description text NOT NULL,"
            " applied_at double precision NOT NULL)"
        )
        for statement in MIGRATIONS[0].statements:
            conn.execute(statement)
        conn.execute("INSERT INTO folnn_schema VALUES (1, 'v1', 0)")
        conn.execute(
            "INSERT INTO folnn_decisions (request_id, at, policy_version, policy_sha256,"
            " constraint_revision, input_sha256, facts, blocked, status, client_request_id)"
            " VALUES ('old', 1.0, 'v1', 'x', 0, 'y', '[]', '[]', 200, 'c-old')"
        )
    store = PostgresStore(pg_url)
    try:
        store.init_schema()
        assert store.schema_version() == MIGRATIONS[-1].version
        ((_, old),) = store.decisions(5, None)
        assert (old.request_id, old.client_request_id, old.fact_table) == ("old", "c-old", [])
        assert old.fired is None  # migration 3: logged before `fired` existed
        with psycopg.connect(pg_url) as conn:
            indexes = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes")}
        assert "folnn_decisions_client_request_id" in indexes
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


def test_replicas_starting_together_migrate_once(pg_url):
    from concurrent.futures import ThreadPoolExecutor

    from service.store.postgres import MIGRATIONS, PostgresStore

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


def test_decision_ids_follow_commit_order_across_replicas(pg_url):
    """A reader polling ``after=<newest id seen>`` must miss nothing: ids are taken under a
    lock, so a batch committed later never gets ids below one committed earlier."""
    from concurrent.futures import ThreadPoolExecutor

    from service.store import DecisionQuery
    from service.store.postgres import PostgresStore

    a, b = PostgresStore(pg_url), PostgresStore(pg_url)
    try:
        a.init_schema()
        seen: list[int] = []
        stop = time.monotonic() + 2.0

        def write(store) -> None:
            i = 0
            while time.monotonic() < stop:
                store.append_decisions([decision(i + k) for k in range(20)])
                i += 20

        with ThreadPoolExecutor(2) as pool:
            writers = [pool.submit(write, s) for s in (a, b)]
            newest = 0
            while not all(w.done() for w in writers):  # a live view polling for new rows
                rows = b.query_decisions(DecisionQuery(limit=10_000, after=newest))
                seen += [row_id for row_id, _ in rows]
                newest = max([newest, *seen])
            for w in writers:
                w.result()
        rows = b.query_decisions(DecisionQuery(limit=100_000, after=newest))
        seen += [row_id for row_id, _ in rows]
        everything = [row_id for row_id, _ in b.query_decisions(DecisionQuery(limit=100_000))]
        assert len(everything) > 100
        assert sorted(seen) == sorted(everything)  # no row was skipped by the poller
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
        store = PostgresStore(server.url(), probe_interval_s=0.05)
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


def test_the_shadow_version_is_shared_and_ends_when_it_is_activated(any_store):
    store = any_store
    store.set_active_version("v1", "t", "start")
    assert store.set_shadow_version("v2", "t", "compare").shadow_version == "v2"
    other = reopen(store)
    try:
        assert other.state().shadow_version == "v2"
    finally:
        other.close()
    store.set_shadow_version(None, "t", "stop")
    assert store.state().shadow_version is None
    store.set_shadow_version("v2", "t", "again")
    assert store.set_active_version("v3", "t", "other").shadow_version == "v2"  # still there
    promoted = store.set_active_version("v2", "t", "promote", change="force-activate")
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
