"""Issue 31, "the decision log": no answered decision lost (a journal replayed after kill -9),
no read of the log that stalls or kills its worker (reads in pages that yield; the games listing
aggregated in SQL), and the evicted-early metric counted once."""

from __future__ import annotations

import threading
import time

from service.store import DecisionRecord


def _decision(i: int, at: float, **extra) -> DecisionRecord:
    return DecisionRecord(
        f"r{i}", at, "v1", "a" * 64, 0, "b" * 64, [], None, None, None, [], 200, **extra
    )


# --- finding 6: evicted rows counted once -------------------------------------------------------


def test_two_workers_pruning_at_once_count_each_evicted_decision_once(any_store, tmp_path):
    """Issue 31, finding 6: both workers of a replica prune the same log; each counted the rows
    the cap would evict before deleting them, so lowering the cap on a 125,000-row log counted
    250,908. Here both prunes read the log while a third session holds the write lock, then
    both delete: the evicted-early counts of the two must add up to the rows deleted."""
    import sqlite3

    from service.store import SQLiteStore
    from service.store.postgres import PostgresStore

    store = any_store
    now = time.time()
    store.append_decisions([_decision(i, now - 100 + i * 0.01) for i in range(1000)])
    if isinstance(store, SQLiteStore):
        other = SQLiteStore(store.path)
        holder = sqlite3.connect(store.path, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # readers go on, writers wait (busy timeout 5 s)
        release = lambda: holder.execute("COMMIT")  # noqa: E731
    else:
        import psycopg

        other = PostgresStore(store.url)
        holder = psycopg.connect(store.url, autocommit=False)
        holder.execute("LOCK TABLE folnn_decisions IN SHARE MODE")  # reads go on, deletes wait
        release = holder.commit
    results = []

    def prune(s) -> None:
        results.append(s.prune_decisions(max_rows=100, older_than=now - 3600))

    threads = [threading.Thread(target=prune, args=(s,)) for s in (store, other)]
    for t in threads:
        t.start()
    time.sleep(0.4)  # both have read the log and wait for the lock
    release()
    for t in threads:
        t.join(10)
    holder.close()
    other.close()
    assert len(results) == 2
    assert sum(p.deleted for p in results) == 900
    assert sum(p.early for p in results) == 900  # each row counted by the prune that deleted it
