"""What makes an answered decision durable before its answer (issue 31, finding 3), per decision:
a line of the worker's journal (its JSON and one ``write``: what ``/v1/act`` pays now) against a
store commit of that one decision (what a synchronous write before each answer would pay), and
the batched commit the audit writer thread makes, on SQLite and on PostgreSQL.

A decision the size of a real one (its fact table, facts, scores, observation text).
"""

from __future__ import annotations

import dataclasses
import tempfile
import time
import uuid
from pathlib import Path

__all__ = ["run"]


def _record(at: float):  # noqa: ANN202 - a DecisionRecord
    from service.store import DecisionRecord

    words = ["north", "south", "east", "west", "coin"]
    table = [
        {"predicate": p, "args": [w], "truth": 1.0}
        for p in ("find", "visited", "initial")
        for w in words
    ] + [{"predicate": "all_visited", "args": [], "truth": 0.0}]
    return DecisionRecord(
        uuid.uuid4().hex,
        at,
        "fol-lnn-medium-s0-e200",
        "a" * 64,
        3,
        "b" * 64,
        [{"predicate": "find", "args": ["north"], "truth": 1.0}],
        "∃x∈W_direction: find(x) ∧ ¬visited(x) ∧ ¬initial(x) → go(x)",
        "direction/0",
        "go north",
        [],
        200,
        room="Kitchen",
        observation="-= Kitchen =-\n" + "You are in a kitchen. There is an exit to the north. " * 6,
        observation_sha256="c" * 64,
        scores={f"go {w}": 0.25 for w in words[:4]} | {"take coin": 0.0},
        fact_table=table,
        fired=True,
        episode_id="h-0123456789abcdef",
        step=12,
        moved="go west",
    )


def _per_record_us(action, n: int) -> float:  # noqa: ANN001
    t0 = time.perf_counter()
    action()
    return round((time.perf_counter() - t0) / n * 1e6, 1)


def _store_costs(store, n: int) -> dict:  # noqa: ANN001
    store.init_schema()
    fresh = lambda: dataclasses.replace(_record(time.time()), request_id=uuid.uuid4().hex)  # noqa: E731
    one = _per_record_us(lambda: [store.append_decisions([fresh()]) for _ in range(n)], n)
    batched = _per_record_us(
        lambda: [store.append_decisions([fresh() for _ in range(50)]) for _ in range(n // 50)],
        n // 50 * 50,
    )
    return {"commit_one_decision_us": one, "commit_in_batches_of_50_us_per_decision": batched}


def run(quick: bool = False) -> dict:
    """Microseconds per decision of each way, median of three passes."""
    from reliability.pgserver import PgServer
    from service.journal import Journal
    from service.store import SQLiteStore
    from service.store.postgres import PostgresStore

    n = 300 if quick else 2000
    out: dict = {"decisions_per_pass": n}
    with tempfile.TemporaryDirectory(prefix="folnn-journal-bench-") as tmp_name:
        tmp = Path(tmp_name)
        journal = Journal(tmp / "journal")
        records = [_record(time.time()) for _ in range(n)]
        passes = sorted(
            _per_record_us(lambda: [journal.append(r) for r in records], n) for _ in range(3)
        )
        journal.close(None)
        out["journal_line_us"] = passes[1]
        sqlite = [_store_costs(SQLiteStore(tmp / f"log-{i}.sqlite3"), n) for i in range(3)]
        with PgServer() as pg:
            postgres = []
            for i in range(3):
                store = PostgresStore(pg.create_database(f"journal_bench_{i}"))
                postgres.append(_store_costs(store, n))
                store.close()
    for name, runs in (("sqlite", sqlite), ("postgresql", postgres)):
        out[name] = {key: sorted(r[key] for r in runs)[1] for key in runs[0]}
    return out


if __name__ == "__main__":
    import json
    import sys

    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
