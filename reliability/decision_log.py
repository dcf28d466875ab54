"""The decision log under attack (issue 31, "the decision log"): the red-team review's probes of
findings 2, 2b, 3 and 6, each on a real gunicorn (2 gevent workers, SQLite, an operator token,
as ``make serve``), with its figure:

- ``kill9``: 8 clients call ``/v1/act`` while one worker is killed with SIGKILL, then again while
  the master and every worker are; the server is started again on the same data folder:
  decisions answered 200 against decisions in the log.
- ``export``: a CSV export of 100,000 rows on a log of 123,000 decisions: does it complete, is
  its worker killed, and how long ``/v1/act`` waits meanwhile on each worker's kept-alive
  connections.
- ``episodes``: ``GET /v1/episodes`` on 200 games of 600 steps at ``limit`` 50, 100 and 200.
- ``evicted``: the row cap lowered on a 125,000-row log: ``folnn_audit_evicted_early_total``
  against the rows the cap deleted.

The logs are filled before the server starts, with copies of a real decision of that server (a
real 50-turn game's request), through the store's own batch write.

``python -m reliability --only log`` runs it; ``python -m reliability.decision_log`` runs it
alone (``--quick`` for CI sizes).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import signal
import sqlite3
import subprocess
import threading
import time
import uuid
from pathlib import Path

import psutil
import requests

from reliability.harness import LiveServer, load_report, run_load

__all__ = ["run"]

_SERVE = {"FOLNN_AUDIT_FLUSH_INTERVAL_S": "0.05"}  # make serve's writer interval (the default)


def _template(data_dir: Path, policy_root: Path, body: dict):  # noqa: ANN202 - a DecisionRecord
    """One real decision of this server (``body`` answered once), read back from its log."""
    from service.store import SQLiteStore

    with LiveServer(data_dir / "template", policy_root, **_SERVE) as server:
        requests.post(f"{server.url}/v1/act", json=body, timeout=30).raise_for_status()
        time.sleep(0.5)
    store = SQLiteStore(data_dir / "template" / "folnn.sqlite3")
    ((_, rec),) = store.decisions(1, None)
    store.close()
    return dataclasses.replace(rec, seq=None)


def _fill(db: Path, template, n: int, games: int | None = None) -> float:  # noqa: ANN001
    """``n`` copies of ``template`` in the SQLite file ``db``, one a millisecond up to now (in
    ``games`` games of n/games steps, or in no game); returns the seconds it took."""
    from service.store import SQLiteStore

    t0 = time.monotonic()
    store = SQLiteStore(db)
    store.init_schema()
    start = time.time() - n * 0.001
    batch = []
    for i in range(n):
        game = {} if games is None else {"episode_id": f"game-{i % games}", "step": i // games}
        batch.append(
            dataclasses.replace(template, request_id=uuid.uuid4().hex, at=start + i * 0.001, **game)
        )
        if len(batch) == 5000:
            store.append_decisions(batch)
            batch = []
    store.append_decisions(batch)
    store.close()
    return round(time.monotonic() - t0, 1)


def _logged(db: Path, client_ids: list[str]) -> set[str]:
    found: set[str] = set()
    with sqlite3.connect(db) as conn:
        for start in range(0, len(client_ids), 500):
            chunk = client_ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            found.update(
                row[0]
                for row in conn.execute(
                    f"SELECT client_request_id FROM decisions WHERE client_request_id IN ({marks})",
                    chunk,
                )
            )
    return found


def _metric(url: str, name: str) -> float:
    text = requests.get(f"{url}/metrics", timeout=30).text
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in text.splitlines()
        if line.startswith(name) and not line.startswith("#")
    )


def _both_workers_answer(server: LiveServer, body: dict, timeout_s: float = 90.0) -> None:
    """Call /v1/act until both workers have answered (each has booted and decided)."""
    seen: set[str] = set()
    deadline = time.monotonic() + timeout_s
    while len(seen) < 2 and time.monotonic() < deadline:
        r = requests.post(f"{server.url}/v1/act", json=body, timeout=30)
        seen.add(r.headers.get("X-Served-By", ""))


def kill9(data_dir: Path, policy_root: Path, bodies: list[dict], seconds: float) -> dict:
    """Answered 200 against logged, after kill -9 of one worker, then of every process."""
    out = {}
    for case in ("one_worker", "master_and_workers"):
        server = LiveServer(data_dir / f"kill9-{case}", policy_root, **_SERVE).start()
        db = server.data_dir / "folnn.sqlite3"
        _both_workers_answer(server, bodies[0])

        def kill(server: LiveServer = server, case: str = case) -> None:
            if case == "one_worker":  # three times a worker, a quarter of the burst apart
                for _ in range(3):
                    time.sleep(seconds / 4)
                    psutil.Process(server.worker_pids()[0]).send_signal(signal.SIGKILL)
            else:
                time.sleep(seconds / 2)
                server.kill_all()

        outcomes = run_load(server.port, bodies, 8, seconds, processes=2, during=kill)
        answered = [o.request_id for o in outcomes if o.stage == "ok" and o.status == 200]
        replayed_before = 0.0
        if case == "one_worker":
            time.sleep(2.0)  # the live worker's writer: its batches, and its retention pass
            lost_before_restart = len(set(answered) - _logged(db, answered))
            replayed_before = _metric(server.url, 'folnn_audit_journal_total{event="replayed"}')
            server.stop()  # graceful: every live worker flushes
        else:
            lost_before_restart = len(set(answered) - _logged(db, answered))
        server.start()  # again on the same data folder
        requests.post(f"{server.url}/v1/act", json=bodies[0], timeout=30)  # a writer starts
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and set(answered) - _logged(db, answered):
            time.sleep(0.5)
        replayed = _metric(server.url, 'folnn_audit_journal_total{event="replayed"}')
        dropped = _metric(server.url, "folnn_audit_dropped_total")
        server.stop()
        lost = len(set(answered) - _logged(db, answered))
        out[case] = {
            "clients": 8,
            "answered_200": len(answered),
            "missing_before_restart": lost_before_restart,
            "missing_after_restart": lost,
            "replayed_from_journal": replayed_before + replayed,
            "dropped_counted_after_restart": dropped,
            "load": load_report(outcomes, seconds),
            "passed": bool(answered) and lost == 0,
        }
    return out


def export(data_dir: Path, policy_root: Path, template, body: dict, n: int, rows: int) -> dict:  # noqa: ANN001
    """A CSV export of ``rows`` decisions on a log of ``n``, downloaded as fast as ``curl``
    reads, and ``/v1/act`` meanwhile on kept-alive connections of the same worker (one
    worker, so that every request shares the export's)."""
    folder = data_dir / "export"
    folder.mkdir(parents=True, exist_ok=True)
    filled = _fill(folder / "folnn.sqlite3", template, n)
    with LiveServer(folder, policy_root, WORKERS="1", **_SERVE) as server:
        (worker,) = server.worker_pids()
        done = threading.Event()
        waits: list[float] = []
        answered = {"ok": 0, "failed": 0}
        sessions = [requests.Session() for _ in range(4)]
        for session in sessions:  # connections opened (and kept) before the export starts
            session.post(f"{server.url}/v1/act", json=body, timeout=30)

        def client(session: requests.Session) -> None:
            while not done.is_set():
                t0 = time.monotonic()
                try:
                    r = session.post(f"{server.url}/v1/act", json=body, timeout=120)
                    answered["ok" if r.status_code == 200 else "failed"] += 1
                except requests.RequestException:
                    answered["failed"] += 1
                    continue
                waits.append(time.monotonic() - t0)
                time.sleep(0.05)

        clients = [threading.Thread(target=client, args=(s,)) for s in sessions]
        t0 = time.monotonic()
        curl = subprocess.Popen(
            [
                "curl", "-s", "-o", "/dev/null", "-H",
                f"Authorization: Bearer {server.token}",
                "-w", "%{http_code} %{size_download}",
                f"{server.url}/v1/decisions/export?format=csv&limit={rows}",
            ],
            stdout=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        for t in clients:
            t.start()
        out, _ = curl.communicate(timeout=600)
        seconds = round(time.monotonic() - t0, 1)
        done.set()
        for t in clients:
            t.join(130)
        for session in sessions:
            session.close()
        alive = worker in server.worker_pids()
    status, size = (out.split() + ["0", "0"])[:2]
    complete = curl.returncode == 0 and status == "200"
    waits.sort()
    return {
        "log_decisions": n,
        "export_rows": rows,
        "fill_seconds": filled,
        "workers": 1,
        "complete": complete,
        "curl_exit": curl.returncode,
        "status": int(status),
        "bytes": int(size),
        "seconds": seconds,
        "worker_killed": not alive,
        "act_answered": answered,
        "act_p50_s": _rounded(waits[len(waits) // 2] if waits else None),
        "act_longest_wait_s": _rounded(waits[-1] if waits else None),
        "passed": complete and alive and bool(waits) and waits[-1] < 2.0,
    }


def _rounded(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds, 3)


def episodes(data_dir: Path, policy_root: Path, template, games: int, steps: int) -> dict:  # noqa: ANN001
    """``GET /v1/episodes`` at limit 50, 100, 200 over ``games`` games of ``steps`` steps."""
    folder = data_dir / "episodes"
    folder.mkdir(parents=True, exist_ok=True)
    filled = _fill(folder / "folnn.sqlite3", template, games * steps, games=games)
    out: dict = {"games": games, "steps": steps, "fill_seconds": filled}
    with LiveServer(folder, policy_root, **_SERVE) as server:
        for limit in (50, 100, 200):
            t0 = time.monotonic()
            try:
                r = requests.get(
                    f"{server.url}/v1/episodes?limit={limit}",
                    headers=server.op_headers(),
                    timeout=120,
                )
                listed = len(r.json()["items"]) if r.status_code == 200 else r.status_code
            except requests.RequestException as exc:
                listed = type(exc).__name__
            out[f"limit_{limit}"] = {"seconds": round(time.monotonic() - t0, 2), "listed": listed}
    out["passed"] = all(
        out[f"limit_{n}"]["seconds"] < 2.0 and out[f"limit_{n}"]["listed"] == min(n, games)
        for n in (50, 100, 200)
    )
    return out


def evicted(data_dir: Path, policy_root: Path, template, body: dict, n: int, cap: int) -> dict:  # noqa: ANN001
    """The row cap lowered to ``cap`` on a log of ``n``: the metric against the rows deleted."""
    folder = data_dir / "evicted"
    folder.mkdir(parents=True, exist_ok=True)
    filled = _fill(folder / "folnn.sqlite3", template, n)
    env = {**_SERVE, "FOLNN_AUDIT_MAX_ROWS": str(cap), "FOLNN_AUDIT_PRUNE_INTERVAL_S": "1"}
    with LiveServer(folder, policy_root, **env) as server:
        fired = threading.Barrier(8)

        def act() -> None:  # both workers' writers start (and prune) at once
            fired.wait()
            requests.post(f"{server.url}/v1/act", json=body, timeout=60)

        threads = [threading.Thread(target=act) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            with sqlite3.connect(folder / "folnn.sqlite3") as conn:
                kept = conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
            if kept <= cap:
                break
            time.sleep(1.0)
        time.sleep(2.0)
        counted = _metric(server.url, "folnn_audit_evicted_early_total")
        pruned = _metric(server.url, "folnn_audit_pruned_total")
    deleted = n + 8 - kept
    return {
        "log_decisions": n,
        "cap": cap,
        "fill_seconds": filled,
        "kept": kept,
        "deleted": deleted,
        "evicted_early_total": counted,
        "pruned_total": pruned,
        "passed": kept <= cap and counted == deleted and pruned == deleted,
    }


PROBES = ("kill9", "export", "episodes", "evicted")


def run(
    data_dir: Path,
    policy_root: Path,
    bodies: list[dict],
    quick: bool,
    only: tuple[str, ...] = PROBES,
) -> dict:
    """The probes named in ``only`` (every one by default); ``quick``: smaller logs and shorter
    bursts (the figures of docs/security.md are the full sizes)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    body = max(bodies, key=lambda b: len(b["history"]))
    template = _template(data_dir, policy_root, body)
    sizes = (
        {"burst": 4.0, "log": 20_000, "export": 15_000, "games": 50, "steps": 100, "cap": 1000}
        if quick
        else {
            "burst": 8.0,
            "log": 123_000,
            "export": 100_000,
            "games": 200,
            "steps": 600,
            "cap": 1000,
        }
    )
    probes = {
        "kill9": lambda: kill9(data_dir, policy_root, bodies, sizes["burst"]),
        "export": lambda: export(
            data_dir, policy_root, template, body, sizes["log"], sizes["export"]
        ),
        "episodes": lambda: episodes(
            data_dir, policy_root, template, sizes["games"], sizes["steps"]
        ),
        "evicted": lambda: evicted(
            data_dir, policy_root, template, body, sizes["log"] + 2000, sizes["cap"]
        ),
    }
    out = {}
    for name in only:
        t0 = time.monotonic()
        out[name] = probes[name]()
        out[name]["seconds"] = round(time.monotonic() - t0, 1)
        print(json.dumps({name: out[name]}), flush=True)
    return out


def main() -> None:
    from reliability.harness import bodies_from_transcripts, policies_dir, real_transcripts

    parser = argparse.ArgumentParser(prog="python -m reliability.decision_log")
    parser.add_argument("--out", type=Path, default=Path("reliability/results/decision_log.json"))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", nargs="*", default=list(PROBES), choices=PROBES)
    parser.add_argument("--data", type=Path, default=None, help="keep the data here")
    args = parser.parse_args()
    import tempfile

    with tempfile.TemporaryDirectory(prefix="folnn-log-") as tmp_name:
        tmp = args.data or Path(tmp_name)
        root = policies_dir(tmp / "policies")
        bodies = bodies_from_transcripts(real_transcripts())
        result = run(tmp / "log", root, bodies, args.quick, tuple(args.only))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
