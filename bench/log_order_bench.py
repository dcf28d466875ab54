"""Whether the decision log's ids follow time order, and whether a live reader misses rows.

Real servers on loopback: one gunicorn (2 workers) on SQLite, then two replicas (2 workers
each) on one PostgreSQL. Four client threads send ``/v1/act`` (spread over the replicas) while
a reader polls ``GET /v1/decisions`` as the console's live view does: with ``after`` = the
answer's ``next_after`` (or, on servers older than it, the newest id seen). Reported per
backend:

- ``out_of_order``: adjacent pairs of the log, in id order, whose times go backwards (of
  ``pairs``), and ``max_late_ms``, the most a decision's time lies before its predecessor's;
- ``missed_by_live``: decisions of the run the polling reader never received.

The store's design is in docs/api.md ("Ids and time"); ``python -m bench.log_order_bench``
prints the figures.
"""

from __future__ import annotations

import json
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import requests

__all__ = ["run"]


def _measure(servers: list, bodies: list[dict], n: int) -> dict:
    """``n`` acts from 4 threads over ``servers`` while a reader polls the last one."""
    run_id = uuid.uuid4().hex[:8]
    headers = servers[-1].op_headers()
    seen: set[int] = set()
    stop = threading.Event()

    def poll() -> None:
        cursor = None
        while not stop.is_set():
            params = {"limit": 500} if cursor is None else {"limit": 500, "after": cursor}
            page = requests.get(
                f"{servers[-1].url}/v1/decisions", params=params, headers=headers, timeout=10
            ).json()
            seen.update(d["id"] for d in page["items"])
            if "next_after" in page:
                cursor = page["next_after"]
            elif page["items"]:
                cursor = max([cursor or 0, *(d["id"] for d in page["items"])])
            time.sleep(0.02)

    def act(i: int) -> None:
        server = servers[i % len(servers)]
        r = requests.post(
            f"{server.url}/v1/act",
            json=bodies[i % len(bodies)],
            headers={"X-Request-ID": f"order-{run_id}-{i}"},
            timeout=30,
        )
        r.raise_for_status()

    reader = threading.Thread(target=poll)
    reader.start()
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(act, range(n)))
    mine: list[dict] = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # every worker has flushed its batches
        log = requests.get(
            f"{servers[-1].url}/v1/decisions/export",
            params={"format": "jsonl", "limit": 100_000},
            headers=headers,
            timeout=60,
        )
        rows = [json.loads(line) for line in log.text.splitlines() if line]
        mine = [d for d in rows if (d["client_request_id"] or "").startswith(f"order-{run_id}-")]
        if len(mine) == n:
            break
        time.sleep(0.2)
    time.sleep(0.3)  # two more polls
    stop.set()
    reader.join()
    mine.sort(key=lambda d: d["id"])
    late = [
        _seconds(a["at"]) - _seconds(b["at"])
        for a, b in zip(mine, mine[1:], strict=False)
        if _seconds(b["at"]) < _seconds(a["at"])
    ]
    return {
        "decisions": len(mine),
        "pairs": max(0, len(mine) - 1),
        "out_of_order": len(late),
        "max_late_ms": round(max(late, default=0.0) * 1000, 1),
        "missed_by_live": sum(1 for d in mine if d["id"] not in seen),
    }


def _seconds(iso: str) -> float:
    from datetime import datetime

    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def run(quick: bool = False) -> dict:
    """Both backends (docstring); ``quick``: 200 decisions each instead of 600."""
    from reliability import outage
    from reliability.harness import (
        LiveServer,
        bodies_from_transcripts,
        policies_dir,
        real_transcripts,
    )
    from reliability.pgserver import PgServer

    n = 200 if quick else 600
    bodies = bodies_from_transcripts(real_transcripts(1, 40), tuple(range(0, 40, 3)))
    out: dict = {"decisions_per_backend": n, "client_threads": 4}
    with tempfile.TemporaryDirectory() as tmp:
        root = policies_dir(Path(tmp) / "policies")
        with LiveServer(Path(tmp) / "sqlite", root, FOLNN_AUDIT_FLUSH_INTERVAL_S="0.05") as one:
            out["sqlite_2_workers"] = _measure([one], bodies, n)
        with (
            PgServer() as pg,
            outage.two_replicas(
                Path(tmp) / "pg", root, pg, "log_order", FOLNN_AUDIT_FLUSH_INTERVAL_S="0.05"
            ) as (a, b, _),
        ):
            out["postgresql_2_replicas"] = _measure([a, b], bodies, n)
    return out


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
