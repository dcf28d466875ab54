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
