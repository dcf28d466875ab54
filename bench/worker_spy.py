"""Where a real gunicorn worker's time goes under the service bench's memo-off load, sampled
with py-spy (not a dependency of the project: ``pip install py-spy``), by part of a request.

``python -m bench.worker_spy [SECONDS] [act|healthz] [KEY=VALUE ...] [--tree PATH]`` starts the
service bench's server (2 gevent workers, ``FOLNN_POLICY_MEMO_SIZE=0``, SQLite; ``KEY=VALUE``
adds to its environment; the code of the checkout at PATH, this one by default), loads it with
``/v1/act`` (50 turns) or ``/healthz`` from 4 connections in another process, samples the first
worker's threads at 500 Hz for SECONDS - 1 seconds, and prints the workers' CPU a request
(psutil) and each part's share of the samples (docs/profile.md). A sample counts a thread that
is not waiting in the kernel, so a part that is preempted often (the ``send`` that wakes the
client) reads larger than its CPU; the shares say where to look, the CPU a request what it
costs.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from bench import service_bench as sb

# A sample goes to the part whose pattern matches its deepest frame (the audit writer's thread
# by its name); the order breaks ties between patterns matching the same frame.
PARTS = [
    ("converter: track (history -> map)", r"FOLConverter\.track|check_history"),
    ("converter: facts_of", r"FOLConverter\.facts_of"),
    ("read_commands, refused_moves", r"read_commands|refused_moves"),
    ("decision: policy forward and explanation", r"ServedPolicy\.(evaluate|explain)"),
    ("decision: support, shield, choice", r"service/decision\.py"),
    ("audit: journal line and queue", r"DecisionLog\.record|Journal\."),
    ("audit: record built (fact line, hashes)", r"Runtime\.decide"),
    ("body: JSON, unknown keys, pydantic, sizes", r"_act_request|validated"),
    ("body: read", r"read_body"),
    ("store: state read (sync)", r"Runtime\.sync"),
    ("request id, metrics, headers (app hooks)", r"service/app\.py"),
    ("route: input hash, history pairs, answer", r"^act \(service/routes/game\.py"),
    ("flask and werkzeug", r"flask/|werkzeug/"),
    ("gunicorn: parse request", r"gunicorn/http/(message|parser|unreader|body)"),
    ("socket send (wakes the client)", r"SocketMixin\.send|_sendall|__send_chunk"),
    ("gunicorn and gevent: accept, spawn, close", r"gunicorn|gevent"),
]


def parts(raw: str) -> tuple[collections.Counter, int]:
    """Samples by part of py-spy's ``raw`` (collapsed stacks) output; and their total."""
    out: collections.Counter = collections.Counter()
    total = 0
    for line in raw.splitlines():
        if not line.strip():
            continue
        stack, count = line.rsplit(" ", 1)
        frames, n = stack.split(";"), int(count)
        total += n
        if "folnn-audit" in frames[0]:
            out["audit: store write (writer thread)"] += n
            continue
        best, depth = "other (the hub's loop, interpreter)", -1
        for name, pattern in PARTS:
            for d, frame in enumerate(frames[1:]):
                if d > depth and re.search(pattern, frame):
                    best, depth = name, d
        out[best] += n
    return out, total


def main(
    seconds: float, route: str, env: list[str], tree: Path | None, keep: Path | None = None
) -> None:
    spy = shutil.which("py-spy")
    if spy is None:
        raise SystemExit("py-spy is not on PATH (pip install py-spy)")
    turns = sb._transcript(50)
    extra = dict(kv.split("=", 1) for kv in env)
    if tree is not None:
        sb.REPO = tree.resolve()  # the server runs that checkout's code
    with tempfile.TemporaryDirectory(prefix="folnn-spy-") as name:
        tmp = Path(name)
        policies, _ = sb._policies_root(tmp)
        port = sb._free_port()
        proc = sb._start_server(port, tmp / "data", policies, FOLNN_POLICY_MEMO_SIZE="0", **extra)
        try:
            import psutil

            worker = psutil.Process(proc.pid).children()[0].pid
            history = [{"observation": o, "action": a} for o, a in turns[:50]]
            body = {"observation": turns[50][0], "history": history}
            request = sb._request_bytes(port, body) if route == "act" else sb._healthz_bytes(port)
            out = tmp / "spy.txt"
            with multiprocessing.get_context("spawn").Pool(1) as pool:
                pool.apply(sb._load, (port, request, 4, 1.0))
                cpu0 = sb._workers_cpu_s(proc)
                pending = pool.apply_async(sb._load, (port, request, 4, seconds))
                time.sleep(0.5)
                subprocess.run(
                    [spy, "record", "--pid", str(worker), "--rate", "500", "--duration",
                     str(int(seconds - 1)), "--format", "raw", "--output", str(out),
                     "--threads", "--nonblocking"],
                    check=True, capture_output=True,
                )  # fmt: skip
                figures = pending.get()
                cpu = sb._workers_cpu_s(proc) - cpu0
            raw = out.read_text()
            if keep is not None:
                keep.write_text(raw)
        finally:
            sb._stop(proc)
    n = figures["requests"]
    print(f"{route}: {n} requests, {figures['errors']} errors, {figures['requests_per_s']}/s,")
    print(f"worker CPU {cpu / n * 1e3:.3f} ms a request")
    counts, total = parts(raw)
    for part, k in counts.most_common():
        print(f"{100 * k / total:5.1f}%  {part}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench.worker_spy", description=__doc__)
    parser.add_argument("seconds", nargs="?", type=float, default=6.0)
    parser.add_argument("route", nargs="?", choices=["act", "healthz"], default="act")
    parser.add_argument("env", nargs="*", help="KEY=VALUE for the server")
    parser.add_argument("--tree", type=Path, default=None, help="another checkout's server")
    parser.add_argument("--raw", type=Path, default=None, help="keep py-spy's samples here")
    args = parser.parse_args()
    main(args.seconds, args.route, args.env, args.tree, args.raw)
