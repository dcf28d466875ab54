"""Load: many concurrent clients on ``POST /v1/act`` with real histories; errors, throughput,
latency percentiles, and each worker's memory in the first and last window of the run."""

from __future__ import annotations

import time
from pathlib import Path

import psutil

from reliability.harness import LiveServer, load_report, run_load

__all__ = ["run"]

MAX_MEMORY_GROWTH = 0.10


def _sample_memory(server: LiveServer, duration_s: float, every_s: float) -> dict[int, list]:
    """RSS of every worker, ``[(t, bytes), ...]`` per pid, sampled for ``duration_s``."""
    samples: dict[int, list] = {}
    t0 = time.monotonic()
    while time.monotonic() - t0 < duration_s:
        for pid in server.worker_pids():
            try:
                rss = psutil.Process(pid).memory_info().rss
            except psutil.NoSuchProcess:
                continue
            samples.setdefault(pid, []).append((time.monotonic() - t0, rss))
        time.sleep(every_s)
    return samples


def _growth(samples: dict[int, list], duration_s: float, window_s: float) -> dict[str, dict]:
    out = {}
    for pid, rows in samples.items():
        first = [m for t, m in rows if t <= window_s]
        last = [m for t, m in rows if t >= duration_s - window_s]
        if not first or not last:
            continue
        a, b = sum(first) / len(first), sum(last) / len(last)
        out[str(pid)] = {
            "first_window_mib": round(a / 2**20, 1),
            "last_window_mib": round(b / 2**20, 1),
            "growth": round(b / a - 1, 4),
        }
    return out


def run(
    data_dir: Path,
    policy_root: Path,
    bodies: list[dict],
    clients: int = 32,
    duration_s: float = 60.0,
    window_s: float = 10.0,
) -> dict:
    """``clients`` clients for ``duration_s`` on a fresh server; pass = 0 errors and every
    worker's mean RSS over the last ``window_s`` within 10% of its first ``window_s``."""
    with LiveServer(data_dir / "load", policy_root) as server:
        run_load(server.port, bodies, 4, 1.0, processes=1)  # warm both workers
        samples: dict[int, list] = {}

        def during() -> None:
            samples.update(_sample_memory(server, duration_s, 0.5))

        outcomes = run_load(
            server.port, bodies, clients, duration_s, processes=min(4, clients), during=during
        )
    figures = load_report(outcomes, duration_s)
    memory = _growth(samples, duration_s, window_s)
    histories = sorted(len(b["history"]) for b in bodies)
    passed = figures["errors"] == 0 and all(
        m["growth"] < MAX_MEMORY_GROWTH for m in memory.values()
    )
    return {
        "clients": clients,
        "duration_s": duration_s,
        "workers": 2,
        "distinct_bodies": len(bodies),
        "history_turns": {"min": histories[0], "max": histories[-1]},
        **figures,
        "memory_window_s": window_s,
        "worker_memory": memory,
        "max_memory_growth": MAX_MEMORY_GROWTH,
        "passed": passed and bool(memory),
    }
