"""cProfile of one real gunicorn worker (gevent, the served configuration) under the service
bench's memo-off load: ``/v1/act`` with a 50-turn history, 4 connections, the load generator in
its own process (docs/profile.md).

``python -m bench.worker_profile [SECONDS] [healthz]`` prints the worker's profile by own time
and by cumulative time (its main thread: the greenlets that serve requests; the audit writer
thread is not in it) and the worker's CPU a request.
"""

from __future__ import annotations

import multiprocessing
import os
import pstats
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.service_bench import (
    POLICY_NAME,
    REPO,
    _free_port,
    _healthz_bytes,
    _load,
    _policies_root,
    _request_bytes,
    _stop,
    _transcript,
    _workers_cpu_s,
)

_CONF = """
from service.gunicorn_conf import *  # noqa: F403
from service.gunicorn_conf import worker_exit as _flush

workers = 1


def post_worker_init(worker):
    import cProfile
    worker._profile = cProfile.Profile()
    worker._profile.enable()


def worker_exit(server, worker):
    worker._profile.disable()
    worker._profile.dump_stats({out!r})
    _flush(server, worker)
"""


def main(seconds: float = 5.0, route: str = "act") -> None:
    turns = _transcript(50)
    with tempfile.TemporaryDirectory(prefix="folnn-wprof-") as name:
        tmp = Path(name)
        policies, _ = _policies_root(tmp)
        out = tmp / "worker.prof"
        conf = tmp / "conf.py"
        conf.write_text(_CONF.format(out=str(out)))
        port = _free_port()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("FOLNN_", "PROMETHEUS_"))}
        env.update(
            HOST="127.0.0.1",
            PORT=str(port),
            WORKERS="1",
            FOLNN_DATA_DIR=str(tmp / "data"),
            FOLNN_POLICIES_DIR=str(policies),
            FOLNN_POLICY_NAME=POLICY_NAME,
            FOLNN_POLICY_MEMO_SIZE="0",
            FOLNN_WORKER_CLASS=os.environ.get("PROFILE_WORKER_CLASS", "gevent"),
            PYTHONPATH=str(REPO),
        )
        (tmp / "data").mkdir()
        log = (tmp / "server.log").open("wb")
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(conf), "service:create_app()"],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=log,
        )
        try:
            time.sleep(8)
            history = [{"observation": o, "action": a} for o, a in turns[:50]]
            request = (
                _request_bytes(port, {"observation": turns[50][0], "history": history})
                if route == "act"
                else _healthz_bytes(port)
            )
            ctx = multiprocessing.get_context("spawn")
            with ctx.Pool(1) as pool:
                pool.apply(_load, (port, request, 4, 1.0))
                cpu0 = _workers_cpu_s(proc)
                figures = pool.apply(_load, (port, request, 4, seconds))
                cpu = _workers_cpu_s(proc) - cpu0
        finally:
            _stop(proc)
        print((tmp / "server.log").read_text()[-500:] if not out.exists() else "")
        n = figures["requests"]
        cpu_ms = cpu / n * 1e3
        print(f"{route}: {n} requests, {figures['errors']} errors, worker CPU {cpu_ms:.3f} ms")
        stats = pstats.Stats(str(out))
        stats.sort_stats("tottime").print_stats(25)
        stats.sort_stats("cumulative").print_stats(40)


if __name__ == "__main__":
    main(
        float(sys.argv[1]) if len(sys.argv) > 1 else 5.0,
        sys.argv[2] if len(sys.argv) > 2 else "act",
    )
