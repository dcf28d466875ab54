"""How replicas learn of a change: the per-request state read against LISTEN/NOTIFY.

Measures, on a throwaway PostgreSQL server (reliability/pgserver.py) and a SQLite file:

- ``state_read_us``: the read every worker makes before each ``/v1/*`` request
  (``Store.state()``), per backend: what the per-request read costs a request;
- ``notify_delay_ms``: from a committed ``NOTIFY`` to its arrival in a listening process (what
  a replica would wait for instead): the window in which another replica still answers from the
  state before the change.

The service keeps the read (docs/replicas.md): the contract (docs/architecture.md §7) is that a
change applies "from
the next request on" on every worker, which only a read made by that request guarantees.
"""

from __future__ import annotations

import json
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path

__all__ = ["run"]


def _listen(url: str, ready, n: int, out) -> None:  # noqa: ANN001 - multiprocessing objects
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("LISTEN folnn_bench")
        ready.set()
        got = {}
        for note in conn.notifies(timeout=60, stop_after=n):
            got[note.payload] = time.time()
            if len(got) >= n:
                break
    out.put(got)


def _notify_delays(url: str, n: int) -> list[float]:
    import psycopg

    ctx = multiprocessing.get_context("spawn")
    ready, out = ctx.Event(), ctx.Queue()
    listener = ctx.Process(target=_listen, args=(url, ready, n, out))
    listener.start()
    ready.wait(60)
    sent = {}
    with psycopg.connect(url, autocommit=True) as conn:
        for i in range(n):
            sent[str(i)] = time.time()
            conn.execute("SELECT pg_notify('folnn_bench', %s)", (str(i),))
            time.sleep(0.005)
    got = out.get(timeout=60)
    listener.join(timeout=10)
    return sorted(got[k] - sent[k] for k in sent if k in got)


def _state_us(store, n: int) -> float:  # noqa: ANN001 - a Store
    store.state()
    t0 = time.perf_counter()
    for _ in range(n):
        store.state()
    return (time.perf_counter() - t0) / n * 1e6


def _pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))]


def run(quick: bool = False) -> dict:
    """The figures of the module docstring."""
    from reliability.pgserver import PgServer
    from service.store import SQLiteStore
    from service.store.postgres import PostgresStore

    reads, notes = (1000, 100) if quick else (5000, 400)
    with PgServer() as pg, tempfile.TemporaryDirectory(prefix="folnn-store-bench-") as tmp:
        url = pg.create_database("bench")
        pg_store, lite = PostgresStore(url), SQLiteStore(Path(tmp) / "s.sqlite3")
        for store in (pg_store, lite):
            store.init_schema()
        try:
            state = {
                "sqlite": round(_state_us(lite, reads), 1),
                "postgresql": round(_state_us(pg_store, reads), 1),
            }
        finally:
            pg_store.close()
            lite.close()
        delays = _notify_delays(url, notes)
    ms = [d * 1000 for d in delays]
    return {
        "benchmark": "replica sync: per-request state read vs LISTEN/NOTIFY",
        "quick": quick,
        "state_read_us": state,
        "state_reads": reads,
        "notify_delay_ms": {
            "n": len(ms),
            "p50": round(_pct(ms, 0.5), 3),
            "p90": round(_pct(ms, 0.9), 3),
            "p99": round(_pct(ms, 0.99), 3),
            "max": round(ms[-1], 3),
        },
        "choice": "per-request state read (a change applies from every worker's next request)",
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
