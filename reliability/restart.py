"""An immediate restart after kill -9 of the master (issue 43, finding 9), and a journal replayed
twice (finding 7): part ``faults`` of ``make reliability``; ``tests/reliability`` runs it too.

While clients call ``/v1/act``, another session takes the SQLite store's write lock (the store
away: answered decisions wait in the workers' queues, journaled), the journal's segments are
copied under other names (each decision then waits in two segments), and the master alone is
killed with SIGKILL: its workers are orphans whose last audit flush waits for the lock. A new
server is started at once on the same port and data folder, as a supervisor restarts a crashed
service; the lock is released ``lock_s`` after the kill. Before the fix the orphans held the
port through their flush and the new master's bind gave up (gunicorn's 5 tries a second
apart); a journal segment adopted by two workers at once could be stored twice.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import requests

from reliability.harness import REPO, LiveServer, run_load

__all__ = ["kill_master_restart"]

WAIT_S = 120.0
"""Longest wait for the restarted server, or for the log to hold every answered decision."""


def _served_by(url: str) -> tuple[int, int]:
    """(status, X-Served-By pid) of ``GET /readyz``; (0, 0) when nothing answered."""
    try:
        r = requests.get(url + "/readyz", timeout=2)
    except requests.RequestException:
        return 0, 0
    return r.status_code, int(r.headers.get("X-Served-By", 0))


def _rows_by_client_id(db: Path, ids: list[str]) -> dict[str, int]:
    """How many rows of the log each client request id has (absent: none)."""
    counts: dict[str, int] = {}
    with sqlite3.connect(db, timeout=30) as conn:
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ", ".join("?" * len(chunk))
            rows = conn.execute(
                "SELECT client_request_id, COUNT(*) FROM decisions"
                f" WHERE client_request_id IN ({marks}) GROUP BY client_request_id",
                chunk,
            )
            counts.update(dict(rows.fetchall()))
    return counts


def kill_master_restart(
    data_dir: Path,
    policy_root: Path,
    bodies: list[dict],
    lock_s: float = 6.0,
    clients: int = 4,
    seconds: float = 3.0,
) -> dict:
    """Kill -9 the master while the store is locked, restart at once on the same port: the
    new master binds (no ``Connection in use``), its own workers answer ``/readyz`` 200 once
    the lock is released, the orphans exit, and every decision answered before the kill is in
    the log exactly once (its journal copied twice)."""
    folder = data_dir / "kill-master"
    server = LiveServer(folder, policy_root).start()
    db = folder / "folnn.sqlite3"
    holder = sqlite3.connect(db, isolation_level=None, timeout=30, check_same_thread=False)

    def lock_midway() -> None:
        time.sleep(seconds / 2)
        holder.execute("BEGIN IMMEDIATE")  # the store away: decisions wait, journaled

    outcomes = run_load(server.port, bodies, clients, seconds, processes=1, during=lock_midway)
    answered = [o.request_id for o in outcomes if o.stage == "ok" and o.status == 200]
    journal = folder / "journal"
    copies = 0
    for segment in sorted(journal.glob("*.jsonl")):
        shutil.copyfile(segment, segment.with_name(f"copy-{segment.name}"))
        copies += 1
    orphans = server.worker_pids()
    os.kill(server.proc.pid, signal.SIGKILL)
    killed_at = time.monotonic()
    server.proc.wait(timeout=30)
    release = threading.Timer(lock_s, holder.close)
    release.start()
    gone: dict[int, float] = {}

    def watch_orphans() -> None:
        while len(gone) < len(orphans) and time.monotonic() - killed_at < WAIT_S:
            for pid in orphans:
                if pid not in gone and not _alive(pid):
                    gone[pid] = round(time.monotonic() - killed_at, 2)
            time.sleep(0.02)

    watcher = threading.Thread(target=watch_orphans)
    watcher.start()
    again = LiveServer(folder, policy_root)
    again.port, again.url, again.env["PORT"] = server.port, server.url, str(server.port)
    _start_at_once(again)
    ready_s = None
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline and again.proc.poll() is None:
        status, pid = _served_by(again.url)
        if status == 200 and pid in again.worker_pids():
            ready_s = round(time.monotonic() - killed_at, 2)
            break
        time.sleep(0.05)
    release.join()
    watcher.join()
    counts: dict[str, int] = {}
    deadline = time.monotonic() + WAIT_S
    while ready_s is not None and time.monotonic() < deadline:
        counts = _rows_by_client_id(db, answered)
        if len(counts) == len(answered):
            break
        time.sleep(0.2)
    log = again.log_path.read_text(errors="replace")
    alive_after = again.proc.poll() is None
    again.stop()
    for pid in orphans:  # none should be left; never leave one behind
        if _alive(pid):
            os.kill(pid, signal.SIGKILL)
    bind_failures = log.count("Connection in use")
    missing = len(answered) - len(counts)
    twice = sum(1 for n in counts.values() if n > 1)
    return {
        "clients": clients,
        "seconds": seconds,
        "store_locked_after_kill_s": lock_s,
        "answered_200": len(answered),
        "journal_segments_copied": copies,
        "new_master_bind_failures": bind_failures,
        "serve_waited_for_the_port": "in use (workers of a master" in log,
        "new_master_running": alive_after,
        "ready_on_new_workers_s_after_kill": ready_s,
        "orphans_exited_s_after_kill": sorted(gone.values()),
        "orphans_left": len(orphans) - len(gone),
        "answered_missing_from_log": missing,
        "answered_logged_twice": twice,
        "passed": alive_after
        and bind_failures == 0
        and ready_s is not None
        and len(gone) == len(orphans)
        and bool(answered)
        and missing == 0
        and twice == 0,
    }


def _alive(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def _start_at_once(server: LiveServer) -> None:
    """Start ``server`` without waiting for readiness (the orphans may still answer
    ``/readyz`` on the port)."""
    server.data_dir.mkdir(parents=True, exist_ok=True)
    server.log_path = server.data_dir / f"server-{int(time.time() * 1000)}.log"
    with server.log_path.open("wb") as log:
        server.proc = subprocess.Popen(
            [sys.executable, "-m", "service.serve"],
            cwd=REPO,
            env=server.env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
