"""Disk faults (issue 43, findings 1 and 3): a real gunicorn whose data folder is a small tmpfs
(:mod:`reliability.disks`) filled to the last byte, or made read-only, while clients play; and
the journal's bound during a store outage. What must hold: ``/healthz`` and ``/v1/act`` keep
answering, no worker dies, ``/readyz`` says degraded and why, ``/metrics`` alarms, and every
decision answered is in the log once the disk is back, or counted as dropped."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path

import psutil
import requests

from reliability.disks import can_mount, fill, remount, small_disk
from reliability.harness import LiveServer

__all__ = ["full_disk", "journal_bound", "outage_spill", "read_only_disk", "run"]

DISK_BYTES = 48 * 2**20  # the SQLite store, the journal and the metrics files of one server
WAIT_S = 60.0


def _acts(server: LiveServer, bodies: list[dict], tag: str, n: int) -> dict[str, int]:
    """``n`` decisions, each with its own X-Request-ID; status by request id (0: no answer)."""
    statuses = {}
    for i in range(n):
        rid = f"{tag}-{i}"
        try:
            r = requests.post(
                f"{server.url}/v1/act",
                json=bodies[i % len(bodies)],
                headers={"X-Request-ID": rid},
                timeout=10,
            )
            statuses[rid] = r.status_code
        except requests.RequestException:
            statuses[rid] = 0
    return statuses


def _new_series(server: LiveServer) -> None:
    """Routes, methods and statuses not seen yet: new series in every worker's metrics files
    (the write that raised SIGBUS on a full disk)."""
    for path in ("/v1/rules", "/v1/policies", "/v1/constraints", "/openapi.yaml", "/nope"):
        for method in ("GET", "PUT", "PATCH"):
            with contextlib.suppress(requests.RequestException):
                requests.request(method, server.url + path, timeout=10)


def _healthz(server: LiveServer, n: int = 30) -> int:
    answered = 0
    for _ in range(n):
        with contextlib.suppress(requests.RequestException):
            answered += requests.get(f"{server.url}/healthz", timeout=5).status_code == 200
    return answered


def _readyz(server: LiveServer) -> dict:
    try:
        r = requests.get(f"{server.url}/readyz", timeout=10)
        body = r.json()
        body = body.get("error", {}).get("detail", body) if r.status_code != 200 else body
        return {"status_code": r.status_code, **body}
    except (requests.RequestException, ValueError) as exc:
        return {"status_code": 0, "error": type(exc).__name__}


def _fault_alarms(server: LiveServer, scrapes: int = 10) -> list[str]:
    """The ``folnn_worker_fault`` lines of several scrapes (each is the answering worker's own,
    and a worker that journaled nothing since the disk filled has no journal fault)."""
    lines: set[str] = set()
    for _ in range(scrapes):
        with contextlib.suppress(requests.RequestException):
            text = requests.get(f"{server.url}/metrics", timeout=10).text
            lines |= {ln for ln in text.splitlines() if ln.startswith("folnn_worker_fault{")}
    return sorted(lines)


def _reasons(server: LiveServer, calls: int = 6) -> list[str]:
    """The degraded reasons of several ``/readyz`` calls (each worker says its own)."""
    reasons: list[str] = []
    for _ in range(calls):
        for reason in _readyz(server).get("degraded") or []:
            if reason not in reasons:
                reasons.append(reason)
    return reasons


def _dropped(readyz: dict) -> int:
    return int(readyz.get("audit", {}).get("dropped_total", 0))


def _logged(db: Path, ids: list[str]) -> int:
    """How many of ``ids`` (client request ids) the log holds."""
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)) as c:
        rows = c.execute("SELECT client_request_id FROM decisions").fetchall()
    return len({r[0] for r in rows} & set(ids))


def _wait_logged(db: Path, ids: list[str], dropped: Callable[[], int]) -> tuple[int, float]:
    """Wait until every id is logged or counted as dropped; (logged, seconds)."""
    t0 = time.monotonic()
    logged = 0
    while time.monotonic() - t0 < WAIT_S:
        logged = _logged(db, ids)
        if logged + dropped() >= len(ids):
            break
        time.sleep(0.5)
    return logged, round(time.monotonic() - t0, 1)


def _disk_fault(
    tmp: Path, policy_root: Path, bodies: list[dict], kind: str, acts: int, kill_worker: bool
) -> dict:
    disk = tmp / f"{kind}-disk"
    with small_disk(disk, DISK_BYTES):
        server = LiveServer(disk / "data", policy_root, log_dir=tmp / f"{kind}-logs")
        with server:
            _acts(server, bodies, f"{kind}-warm", 10)
            before = sorted(server.worker_pids())
            filled = fill(disk) if kind == "full" else 0
            if kind == "read_only":
                remount(disk, read_only=True)
            t0 = time.monotonic()
            statuses = _acts(server, bodies, kind, acts)
            act_s = time.monotonic() - t0
            _new_series(server)
            replaced = None
            if kill_worker:  # the master must outlive a worker's death (finding 3)
                victim = before[0]
                psutil.Process(victim).kill()
                deadline = time.monotonic() + WAIT_S
                while time.monotonic() < deadline:
                    now = server.worker_pids()
                    if victim not in now and len(now) == len(before):
                        break
                    time.sleep(0.2)
                replaced = {
                    "master_alive": server.proc.poll() is None,
                    "workers": len(server.worker_pids()),
                    "act_after": _acts(server, bodies, f"{kind}-after-kill", 10),
                }
            healthz = _healthz(server)
            ready_during = _readyz(server)
            reasons = _reasons(server)
            alarms = _fault_alarms(server)
            after = sorted(server.worker_pids())
            if kind == "full":
                (disk / "filler").unlink()
            else:
                remount(disk, read_only=False)
            recover = _acts(server, bodies, f"{kind}-recovered", 10)
            ids = [rid for rid, status in statuses.items() if status == 200]
            logged, waited = _wait_logged(
                disk / "data" / "folnn.sqlite3", ids, lambda: _dropped(_readyz(server))
            )
            ready_after = _readyz(server)
        answered = sum(1 for s in statuses.values() if s == 200)
        return {
            "disk_bytes": DISK_BYTES,
            "filler_bytes": filled,
            "acts": acts,
            "acts_answered_200": answered,
            "act_seconds": round(act_s, 2),
            "healthz_answered_of_30": healthz,
            "workers_died": kill_worker is False and before != after,
            "worker_kill": replaced,
            "readyz_during": {k: ready_during.get(k) for k in ("status_code", "status")},
            "degraded_reasons_during": reasons,
            "worker_fault_alarms": alarms,
            "after_recovery_acts_200": sum(1 for s in recover.values() if s == 200),
            "logged_after_recovery": logged,
            "dropped_counted": _dropped(ready_after),
            "seconds_to_log_backlog": waited,
            "readyz_after": {k: ready_after.get(k) for k in ("status", "degraded")},
            "passed": answered == acts
            and healthz == 30
            and (kill_worker or before == after)
            and (
                replaced is None
                or (
                    replaced["master_alive"]
                    and replaced["workers"] == len(before)
                    and all(s == 200 for s in replaced["act_after"].values())
                )
            )
            and ready_during.get("status") == "degraded"
            and any("journal" in r for r in reasons)
            and any("journal" in a or "metrics_files" in a for a in alarms)
            and logged + _dropped(ready_after) == len(ids)
            and all(s == 200 for s in recover.values()),
        }


def full_disk(tmp: Path, policy_root: Path, bodies: list[dict], acts: int = 200) -> dict:
    """The data disk filled to its last byte while clients play, then given back."""
    return _disk_fault(tmp, policy_root, bodies, "full", acts, kill_worker=False)


def read_only_disk(tmp: Path, policy_root: Path, bodies: list[dict], acts: int = 30) -> dict:
    """Finding 3: a server played on, stopped, its data disk made read-only, started again on
    it; then a worker killed. Before: the restart failed (the metrics folder could not be
    emptied) and, on an unwritable folder, the master exited at the next worker death
    (``mark_process_dead`` raised). Pass: the restart answers ``/healthz``; ``/readyz`` and
    ``/v1/act`` answer with their envelope, naming the store (SQLite cannot open a WAL
    database on a read-only disk at all: no state to serve from); the master outlives the
    worker's death and its replacement answers ``/healthz``."""
    disk = tmp / "read-only-disk"
    with small_disk(disk, DISK_BYTES):
        server = LiveServer(disk / "data", policy_root, log_dir=tmp / "read-only-logs")
        with server:
            _acts(server, bodies, "ro-warm", 10)
        remount(disk, read_only=True)
        try:
            server.start(ready_path="/healthz")
            started, error = True, None
        except RuntimeError as exc:
            started, error = False, str(exc)[-300:]
        out: dict = {"restarted_on_read_only": started, "start_error": error}
        if started:
            try:
                before = sorted(server.worker_pids())
                statuses = _acts(server, bodies, "ro", acts)
                ready = _readyz(server)
                psutil.Process(before[0]).kill()
                deadline = time.monotonic() + WAIT_S
                while time.monotonic() < deadline:
                    now = server.worker_pids()
                    if before[0] not in now and len(now) == len(before):
                        break
                    time.sleep(0.2)
                time.sleep(1.0)
                master_alive = server.proc.poll() is None
                out.update(
                    act_statuses=sorted(set(statuses.values())),
                    acts=acts,
                    readyz={k: ready.get(k) for k in ("status_code", "status", "store_error")},
                    master_alive_after_worker_kill=master_alive,
                    workers_after=len(server.worker_pids()),
                    healthz_answered_of_30=_healthz(server),
                )
            finally:
                server.stop()
                remount(disk, read_only=False)
        out["passed"] = started and (
            0 not in out["act_statuses"]
            and all(s in (200, 503) for s in out["act_statuses"])
            and out["readyz"]["status_code"] in (200, 503)
            and out["healthz_answered_of_30"] == 30
            and out["master_alive_after_worker_kill"]
            and out["workers_after"] == 2
        )
        return out


def journal_bound(
    tmp: Path,
    policy_root: Path,
    bodies: list[dict],
    seconds: float = 6.0,
    bound: int = 2**21,
    queue_size: int | None = None,
) -> dict:
    """A store outage (another session holds SQLite's write lock) under 4 clients: the journal
    folder stays within ``FOLNN_JOURNAL_MAX_BYTES`` (plus one segment per worker), /readyz names
    the stop, and once the store is back every answered decision is logged or counted."""
    env = {"FOLNN_JOURNAL_MAX_BYTES": str(bound)}
    if queue_size is not None:
        env["FOLNN_AUDIT_QUEUE_SIZE"] = str(queue_size)
    name = "journal-bound" if queue_size is None else f"journal-spill-{queue_size}"
    with LiveServer(tmp / name, policy_root, **env) as server:
        _acts(server, bodies, "bound-warm", 4)
        db = server.data_dir / "folnn.sqlite3"
        journal = server.data_dir / "journal"
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute("BEGIN IMMEDIATE")  # writers wait, readers go on: the store is away
        statuses: dict[str, int] = {}
        peak = 0
        stop = threading.Event()

        def client(k: int) -> None:
            i = 0
            while not stop.is_set():
                statuses.update(_acts(server, bodies[k:], f"bound-{k}-{i}", 1))
                i += 1

        threads = [threading.Thread(target=client, args=(k,)) for k in range(4)]
        for t in threads:
            t.start()
        t0 = time.monotonic()
        reasons: list[str] = []
        stopped = queue_size is not None  # the spill probe needs no stop of the journal
        while time.monotonic() - t0 < seconds or (not stopped and time.monotonic() - t0 < 60):
            peak = max(peak, sum(p.stat().st_size for p in journal.glob("*") if p.is_file()))
            time.sleep(0.1)
            if not stopped and time.monotonic() - t0 >= seconds:  # a slow machine: go on
                reasons = _reasons(server, 2)  # until the journal stops (at most 60 s)
                stopped = any("journal stopped" in r for r in reasons)
        reasons = reasons or _reasons(server, 4)
        stop.set()
        for t in threads:
            t.join()
        holder.execute("ROLLBACK")
        holder.close()
        ids = [rid for rid, status in statuses.items() if status == 200]
        logged, waited = _wait_logged(db, ids, lambda: _dropped(_readyz(server)))
        ready_after = _readyz(server)
    segment = min(4 * 2**20, max(bound // 16, 4096))
    return {
        "bound_bytes": bound,
        "journal_peak_bytes": peak,
        "decisions": len(statuses),
        "answered_200": len(ids),
        "readyz_during": reasons,
        "logged_after": logged,
        "dropped_counted": _dropped(ready_after),
        "seconds_to_log_backlog": waited,
        "passed": peak <= bound + 2 * segment
        and len(ids) == len(statuses)
        and any("journal stopped" in r for r in reasons)
        and logged + _dropped(ready_after) == len(ids),
    }


def outage_spill(tmp: Path, policy_root: Path, bodies: list[dict], seconds: float = 6.0) -> dict:
    """Finding 6: the same outage with a queue of 200 decisions a worker and room in the
    journal (64 MiB). Before: the queue dropped its oldest and, at recovery, their segments were
    deleted unwritten (counted as dropped). Pass: every decision answered is in the log once
    the store is back, none counted as dropped."""
    out = journal_bound(tmp, policy_root, bodies, seconds, bound=64 * 2**20, queue_size=200)
    out["passed"] = out["logged_after"] == out["answered_200"] and out["dropped_counted"] == 0
    return out


def run(tmp: Path, policy_root: Path, bodies: list[dict], quick: bool) -> dict:
    """Every disk probe; the full and read-only ones only where a tmpfs can be mounted."""
    seconds = 3.0 if quick else 6.0
    out = {
        "journal_bound": journal_bound(tmp, policy_root, bodies, seconds),
        "outage_spill": outage_spill(tmp, policy_root, bodies, seconds),
    }
    if not can_mount() or os.environ.get("FOLNN_NO_MOUNT"):
        out["skipped"] = "cannot mount a tmpfs here (needs root): full and read-only disks"
        return out
    out["full_disk"] = full_disk(tmp, policy_root, bodies, 60 if quick else 200)
    out["read_only_disk"] = read_only_disk(tmp, policy_root, bodies)
    return out
