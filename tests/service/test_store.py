"""The SQLite store: state row, constraint revisions and trail, decision log pages."""

from __future__ import annotations

import sqlite3
import time

import pytest

from service.store import DecisionRecord, NotFound, SQLiteStore, StoreError, open_store


@pytest.fixture
def store(tmp_path) -> SQLiteStore:
    s = SQLiteStore(tmp_path / "store.sqlite3")
    s.init_schema()
    return s


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
    assert store.state().active_version is None
    assert store.state().constraint_revision == 0
    mode = sqlite3.connect(tmp_path / "store.sqlite3").execute("PRAGMA journal_mode").fetchone()
    assert mode[0] == "wal"
    store.init_schema()  # idempotent
    assert store.state().constraint_revision == 0


def test_constraint_changes_bump_the_revision_and_leave_a_trail(store):
    a = store.add_constraint("forbid take(coin)", "enforce", "alice", "testing")
    b = store.add_constraint("forbid go(x) when visited(x)", "dryrun", "bob", "watch loops")
    assert (a.revision, b.revision) == (1, 2)
    assert [c.id for c in store.constraints()] == [a.id, b.id]
    assert store.delete_constraint(a.id, "carol", "done") == 3
    assert [c.id for c in store.constraints()] == [b.id]
    with pytest.raises(NotFound):
        store.delete_constraint(a.id, "carol", "again")
    trail = store.changes(10)
    assert [(c.change, c.author, c.reason) for c in trail] == [
        ("delete", "carol", "done"),
        ("create", "bob", "watch loops"),
        ("create", "alice", "testing"),
    ]
    assert store.state().constraint_revision == 3


def test_a_second_connection_sees_changes_at_once(store):
    other = SQLiteStore(store.path)
    store.set_active_version("v2", "ops", "promote")
    store.add_constraint("forbid take(coin)", "enforce", "ops", "x")
    assert other.state().active_version == "v2"
    assert other.state().constraint_revision == 1
    assert store.changes(1)[0].change == "create"


def test_decisions_are_paged_newest_first(store):
    store.append_decisions([decision(i) for i in range(5)])
    page = store.decisions(2, None)
    assert [r.request_id for _, r in page] == ["req-4", "req-3"]
    page2 = store.decisions(2, page[-1][0])
    assert [r.request_id for _, r in page2] == ["req-2", "req-1"]
    row_id, rec = page2[0]
    assert rec.facts[0]["predicate"] == "find"
    assert rec.to_dict(row_id)["id"] == row_id


def test_open_store_picks_sqlite_and_refuses_unknown_urls(tmp_path):
    s = open_store(f"sqlite:///{tmp_path}/x.sqlite3", tmp_path / "default.sqlite3")
    assert isinstance(s, SQLiteStore) and s.path.name == "x.sqlite3"
    assert open_store(None, tmp_path / "d.sqlite3").path.name == "d.sqlite3"
    with pytest.raises(StoreError, match="PostgreSQL"):
        open_store("postgresql://db/folnn", tmp_path / "d.sqlite3")
    with pytest.raises(StoreError, match="unsupported"):
        open_store("mysql://db", tmp_path / "d.sqlite3")


def test_unusable_path_raises_store_error(tmp_path):
    (tmp_path / "file").write_text("x")
    s = SQLiteStore(tmp_path / "file" / "sub" / "db.sqlite3")
    with pytest.raises(StoreError):
        s.ping()


def test_decisions_are_filtered_by_action_rule_blocked_version_and_time(store):
    import dataclasses

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


def test_a_decision_keeps_what_the_agent_saw_and_reads_back(store):
    import dataclasses

    rec = dataclasses.replace(
        decision(1),
        room="Kitchen",
        observation="-= Kitchen =-",
        observation_sha256="ef" * 32,
        scores={"go north": 1.0, "take coin": 0.0},
        fact_table=[{"predicate": "find", "args": ["north"], "truth": 1.0}],
        candidates=["go north", "take coin"],
        dryrun_blocked=[{"action": "take coin", "constraint_id": 3}],
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
    store.append_decisions([decision(2)])
    assert [r.request_id for _, r in store.decisions(5, None)] == ["req-2", "old"]


def test_constraints_by_id_include_retired_ones(store):
    a = store.add_constraint("forbid take(coin)", "enforce", "alice", "testing")
    b = store.add_constraint("forbid go(north)", "dryrun", "bob", "testing")
    store.delete_constraint(a.id, "carol", "done")
    assert [c.id for c in store.constraints_by_id([b.id, a.id, a.id, 999])] == [a.id, b.id]
    assert store.constraints_by_id([]) == []
