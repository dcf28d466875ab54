"""Load test of ``POST /v1/act`` on a real gunicorn (2 workers) over loopback.

Measures p50, p99, requests/s and errors at 1, 4 and 16 connections with 0- and 50-turn
histories of a real Coin-Collector game, and ``GET /healthz`` on the same server in the same run
(the ratio act / healthz is the figure that travels between machines). The load generator runs
in its own process (threads over raw sockets, pre-encoded requests), so the client's GIL never
shares a process with the server. Targets: issue 5, >= 1,500 requests/s with p99 <= 10 ms at 4
connections, 50 turns; issue 15, >= 2,000 requests/s at 4 connections, 50 turns, with the
policy memo off (every request runs the policy's forward: the numpy forward of
model/numpy_policy.py). The memo-off case is measured on SQLite and on a PostgreSQL store (a
throwaway server, reliability/pgserver.py): the per-request state read of several replicas.

Issue 12 adds two comparisons, each measured in this one run:

- ``worker_classes``: the same load with gunicorn's ``sync`` and ``gevent`` workers, then again
  while 64 stalled clients are held open (half stopped in their headers, half in their body,
  reopened when the server closes them): /healthz latency and /v1/act throughput under attack.
- ``constraint_churn``: /v1/act latency with 200 active constraints while 8 operator threads
  add and delete constraints (about 20 changes/s, then as fast as they can; each change is a
  new revision every worker applies on its next request), against the same load without churn,
  and in-process what one revision costs a worker (compiling every constraint, as before, or
  only the new one).
- ``request_budget``: one /v1/act holding FOLNN_MAX_REQUEST_TEXT_CHARS characters of the
  converter's slowest text, and one just over it (422).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from reliability.harness import exchange

if TYPE_CHECKING:
    from converter.facts import Vocabulary

REPO = Path(__file__).resolve().parents[1]
POLICY_NAME = "fol-rules"
TARGET_RPS = 1500.0
TARGET_P99_MS = 10.0
TARGET_NO_MEMO_RPS = 2000.0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _policies_root(tmp: Path) -> tuple[Path, str]:
    """The shipped policies/ when it holds a policy, else a fresh (untrained) one in ``tmp``."""
    shipped = REPO / "policies" / POLICY_NAME
    if shipped.is_dir() and any((p / "manifest.json").is_file() for p in shipped.iterdir()):
        return REPO / "policies", "shipped"
    from converter.converter import FOLConverter

    note = "freshly initialised for the benchmark"
    save_fresh_policy(tmp, "bench", FOLConverter().vocabulary, seed=0, note=note)
    return tmp, "fresh (untrained; no policy shipped yet)"


def save_fresh_policy(
    root: Path, version: str, vocabulary: Vocabulary, seed: int, note: str
) -> Path:
    """A freshly initialised FOL-LNN policy over ``vocabulary`` (a
    :class:`~converter.facts.Vocabulary`) saved as ``<root>/fol-rules/<version>``, ``note`` in
    its training record."""
    from model.policy import FolLnnPolicy, PolicyConfig
    from model.registry import save_artifact

    policy = FolLnnPolicy(PolicyConfig(vocabulary=vocabulary.to_dict(), seed=seed))
    return save_artifact(
        policy,
        root,
        POLICY_NAME,
        version,
        method="fol-lnn",
        network="lnn-and-or",
        training={"seed": seed, "note": note},
        evaluation={},
        rules=[r.to_dict() for r in policy.rules()],
    )


def _transcript(n_turns: int) -> list[tuple[str, str]]:
    """(observation, action) pairs of a real game walked by a fixed move cycle."""
    import textworld
    from textworld.challenges.tw_coin_collector import coin_collector
    from textworld.generator import compile_game

    from training.env import CoinCollectorEnv

    path = REPO / "var" / "bench-games" / "medium-level10-seed424242.z8"
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        options = textworld.GameOptions()
        options.seeds = 424242
        options.grammar.only_last_action = True
        options.path = str(path)
        options.file_ext = ".z8"
        options.force_recompile = True
        compile_game(coin_collector.make({"level": 110}, options), options)
    moves = ["go north", "go east", "go south", "go west", "go east", "go north", "go west"]
    turns: list[tuple[str, str]] = []
    with CoinCollectorEnv(path, max_steps=10 * n_turns + 10) as env:
        obs = env.reset()
        i = 0
        while len(turns) < n_turns + 1:
            action = moves[i % len(moves)]
            i += 1
            step = env.step(action)
            turns.append((obs, action))
            obs = step.observation
            if step.done:
                obs = env.reset()
    return turns


def _healthz_bytes(port: int) -> bytes:
    return f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode()


def _request_bytes(port: int, body: dict) -> bytes:
    payload = json.dumps(body).encode()
    head = (
        f"POST /v1/act HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(payload)}\r\nConnection: close\r\n\r\n"
    ).encode()
    return head + payload


def _load(port: int, request: bytes, connections: int, duration_s: float) -> dict:
    """Client process: ``connections`` threads each doing request after request for a while."""
    latencies: list[list[float]] = [[] for _ in range(connections)]
    errors = [0] * connections
    stop = time.perf_counter() + duration_s

    def worker(i: int) -> None:
        lat, perf = latencies[i], time.perf_counter
        while True:
            t0 = perf()
            if t0 >= stop:
                return
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
                    ok = exchange(s, request)[9:12] == b"200"
            except OSError:
                ok = False
            lat.append(perf() - t0)
            if not ok:
                errors[i] += 1

    started = time.perf_counter()
    threads = [threading.Thread(target=worker, args=(i,)) for i in range(connections)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - started
    all_lat = sorted(x for lat in latencies for x in lat)
    n = len(all_lat)

    def pct(q: float) -> float:
        return round(all_lat[min(n - 1, int(q * n))] * 1000, 3) if n else float("nan")

    return {
        "requests": n,
        "errors": sum(errors),
        "requests_per_s": round(n / elapsed, 1),
        "p50_ms": pct(0.50),
        "p99_ms": pct(0.99),
        "duration_s": round(elapsed, 2),
    }


def _start_server(port: int, data_dir: Path, policies: Path, **extra_env: str) -> subprocess.Popen:
    data_dir.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FOLNN_", "PROMETHEUS_"))}
    env.update(extra_env)
    env.update(
        HOST="127.0.0.1",
        PORT=str(port),
        WORKERS="2",
        FOLNN_DATA_DIR=str(data_dir),
        FOLNN_POLICIES_DIR=str(policies),
        FOLNN_POLICY_NAME=POLICY_NAME,
    )
    log = (data_dir / "server.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.serve"], cwd=REPO, env=env, stdout=log, stderr=log
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError((data_dir / "server.log").read_text()[-2000:])
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(b"GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                if s.recv(64)[9:12] == b"200":
                    return proc
        except OSError:
            pass
        time.sleep(0.3)
    proc.kill()
    raise RuntimeError("server not ready")


def _stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()


def _measure(pool, port: int, request: bytes, connections: int, duration: float) -> dict:
    pool.apply(_load, (port, request, connections, 0.5))  # warm up both workers
    return pool.apply(_load, (port, request, connections, duration))


def _workers_cpu_s(proc: subprocess.Popen) -> float:
    """CPU seconds (user + system) the server's workers have used so far."""
    import psutil

    total = 0.0
    for child in psutil.Process(proc.pid).children():
        times = child.cpu_times()
        total += times.user + times.system
    return total


def _interleaved(
    pool,
    proc: subprocess.Popen,
    port: int,
    cases: dict[str, bytes],
    connections: int,
    slice_s: float,
    rounds: int,
) -> dict:
    """Each case in turn for ``slice_s``, ``rounds`` times: slow drifts of a shared machine's
    load hit every case alike. Per case: the pooled figures, the workers' CPU time per request
    (what a request costs the server whatever else runs on the machine), and
    ``act_to_healthz``: the median over rounds of each round's ratio against ``healthz`` (of
    an even number of rounds, the mean of the middle two)."""
    for request in cases.values():
        pool.apply(_load, (port, request, connections, 0.5))  # warm up both workers
    runs: dict[str, list[dict]] = {name: [] for name in cases}
    cpu: dict[str, float] = dict.fromkeys(cases, 0.0)
    for _ in range(rounds):
        for name, request in cases.items():
            before = _workers_cpu_s(proc)
            runs[name].append(pool.apply(_load, (port, request, connections, slice_s)))
            cpu[name] += _workers_cpu_s(proc) - before
    out = {}
    for name, figures in runs.items():
        seconds = sum(f["duration_s"] for f in figures)
        requests = sum(f["requests"] for f in figures)
        out[name] = {
            "requests": requests,
            "errors": sum(f["errors"] for f in figures),
            "requests_per_s": round(requests / seconds, 1),
            "requests_per_s_by_round": [f["requests_per_s"] for f in figures],
            "p50_ms": sorted(f["p50_ms"] for f in figures)[len(figures) // 2],
            "p99_ms": max(f["p99_ms"] for f in figures),
            "server_cpu_ms_per_request": round(cpu[name] / max(1, requests) * 1000, 3),
        }
        if name != "healthz":
            ratios = sorted(  # a slice /healthz got no answer in (a stalled machine) is left out
                a["requests_per_s"] / h["requests_per_s"]
                for a, h in zip(figures, runs["healthz"], strict=True)
                if h["requests_per_s"] > 0
            )
            out[name]["act_to_healthz"] = (
                round(statistics.median(ratios), 3) if ratios else float("nan")
            )
    return out


def _no_memo_case(
    ctx,
    tmp: Path,
    policies: Path,
    turns: list,
    slice_s: float,
    rounds: int,
    name: str,
    then=None,  # noqa: ANN001 - optional callable(port) -> dict, run on the server at the end
    **env: str,
) -> dict:
    """``/v1/act`` with 50 turns and the memo off, interleaved with ``/healthz``, on a fresh
    server (4 connections); ``then(port)``'s result under ``then``."""
    (tmp / name).mkdir()
    port = _free_port()
    proc = _start_server(port, tmp / name, policies, FOLNN_POLICY_MEMO_SIZE="0", **env)
    try:
        with ctx.Pool(1) as pool:
            history = [{"observation": o, "action": a} for o, a in turns[:50]]
            request = _request_bytes(port, {"observation": turns[50][0], "history": history})
            cases = {"healthz": _healthz_bytes(port), "act": request}
            figures = _interleaved(pool, proc, port, cases, 4, slice_s, rounds)
        extra = then(port) if then is not None else None
    finally:
        _stop(proc)
    out = {
        "connections": 4,
        "history_turns": 50,
        "policy_memo": False,
        "slice_s": slice_s,
        "rounds": rounds,
        **figures["act"],
        "healthz": figures["healthz"],
    }
    print(json.dumps({name: out}), flush=True)
    if then is not None:
        out["then"] = extra
    return out


def _healthz_while_stalled(port: int, pool, request: bytes, duration: float) -> dict:  # noqa: ANN001
    """/healthz latency and /v1/act load while 64 stalled clients are held open."""
    from reliability.hostile import SlowClients, send_raw

    probe = b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    with SlowClients(port, 64):
        pending = pool.apply_async(_load, (port, request, 4, duration))
        latencies = []
        stop = time.monotonic() + duration
        while time.monotonic() < stop:
            answer = send_raw(port, probe, timeout_s=10)
            latencies.append(answer.seconds if answer.status == 200 else 10.0)
            time.sleep(0.2)
        act = pending.get(timeout=duration + 60)
    latencies.sort()
    return {
        "stalled_clients": 64,
        "healthz_probes": len(latencies),
        "healthz_p50_ms": round(latencies[len(latencies) // 2] * 1000, 2),
        "healthz_max_ms": round(latencies[-1] * 1000, 2),
        "act_under_attack": act,
    }


def _worker_classes(tmp: Path, policies: Path, request: bytes, duration: float, ctx) -> dict:  # noqa: ANN001
    """Both worker classes up at once, loaded in alternation (4 rounds each, so a change in the
    machine's other load hits both alike), then each under 64 stalled clients."""
    servers = {}
    try:
        for worker_class in ("sync", "gevent"):
            port = _free_port()
            servers[worker_class] = (
                port,
                _start_server(
                    port, tmp / f"wc-{worker_class}", policies, FOLNN_WORKER_CLASS=worker_class
                ),
            )
        rounds: dict[str, list[dict]] = {name: [] for name in servers}
        with ctx.Pool(1) as pool:
            for port, _ in servers.values():
                pool.apply(_load, (port, request, 4, 0.5))
            for _ in range(4):
                for name, (port, _) in servers.items():
                    rounds[name].append(pool.apply(_load, (port, request, 4, duration / 2)))
            out = {}
            for name, (port, _) in servers.items():
                rps = [r["requests_per_s"] for r in rounds[name]]
                out[name] = {
                    "load_4_connections_rounds_rps": rps,
                    "load_4_connections_mean_rps": round(sum(rps) / len(rps), 1),
                    "errors": sum(r["errors"] for r in rounds[name]),
                    **_healthz_while_stalled(port, pool, request, duration),
                }
                print(json.dumps({name: out[name]}), flush=True)
    finally:
        for _, proc in servers.values():
            _stop(proc)
    out["gevent_over_sync_rps"] = round(
        out["gevent"]["load_4_connections_mean_rps"]
        / max(out["sync"]["load_4_connections_mean_rps"], 1e-9),
        2,
    )
    return out


def _churn(
    url: str, token: str, stop: threading.Event, counts: list[int], pause_s: float = 0.0
) -> None:
    import requests

    headers = {"Authorization": f"Bearer {token}"}
    body = {"text": "forbid go(x) when visited(x)", "mode": "dryrun", "author": "b", "reason": "c"}
    with requests.Session() as s:
        while not stop.wait(pause_s):
            r = s.post(f"{url}/v1/constraints", json=body, headers=headers, timeout=30)
            if r.status_code == 201:
                s.delete(f"{url}/v1/constraints/{r.json()['id']}", headers=headers, timeout=30)
                counts.append(2)


def _churned_load(pool, port: int, url: str, token: str, request: bytes, duration: float,  # noqa: ANN001
                  pause_s: float) -> dict:  # fmt: skip
    """/v1/act load while 8 threads each create and delete a constraint every ``pause_s``."""
    stop, counts = threading.Event(), []
    writers = [
        threading.Thread(target=_churn, args=(url, token, stop, counts, pause_s)) for _ in range(8)
    ]
    for t in writers:
        t.start()
    figures = pool.apply(_load, (port, request, 4, duration))
    stop.set()
    for t in writers:
        t.join(timeout=60)
    return {**figures, "constraint_changes_per_s": round(sum(counts) / duration, 1)}


def _budget_request(port: int) -> dict:
    """The costliest text one request may hold: FOLNN_MAX_REQUEST_TEXT_CHARS (default 400,000)
    characters of the converter's slowest text (object sentences, all tokenized), and one turn
    more (refused)."""
    from reliability.hostile import send_raw
    from service.settings import Settings

    budget = Settings().max_request_text_chars
    unit = "There is a coin on the floor. "
    text = (unit * (8000 // len(unit)))[:8000]
    turns = budget // len(text) - 1
    out = {"max_request_text_chars": budget}
    for name, n in (("at_budget", turns), ("over_budget", turns + 2)):
        history = [{"observation": f"{i}{text}"[:8000], "action": "go north"} for i in range(n)]
        body = {"observation": text, "history": history}
        payload = json.dumps(body).encode()
        answer = send_raw(port, _request_bytes(port, body), timeout_s=60)
        out[name] = {
            "text_chars": len(text) * (n + 1),
            "body_bytes": len(payload),
            "status": answer.status,
            "seconds": round(answer.seconds, 3),
        }
    return out


def _reload_cost(policies: Path, tmp: Path, n: int = 200, rounds: int = 15) -> dict:
    """In this process: what one worker spends on a new revision with ``n`` active constraints,
    compiling every one (what each worker did on each revision before issue 12) against the
    sync that now compiles only the new one."""
    from service import create_app
    from service.constraints import compile_constraint
    from service.settings import Settings

    app = create_app(
        Settings(data_dir=tmp, policies_dir=policies, policy_name=POLICY_NAME, audit_enabled=False)
    )
    runtime = app.extensions["folnn"]
    for i in range(n):
        text = f"forbid go(x) when visited(x) and not initial(x) or {'not ' * (i % 7)}find(x)"
        runtime.store.add_constraint(text, "dryrun", "bench", "reload", None)
    runtime.sync()
    every, incremental = [], []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for rec in runtime.store.constraints():
            compile_constraint(rec.text, runtime.vocabulary, constraint_id=rec.id, mode=rec.mode)
        every.append(time.perf_counter() - t0)
        runtime.store.add_constraint("forbid take(coin)", "dryrun", "bench", "one more", None)
        t0 = time.perf_counter()
        runtime.sync()
        incremental.append(time.perf_counter() - t0)
    every.sort()
    incremental.sort()
    return {
        "active_constraints": n,
        "compile_all_ms": round(every[rounds // 2] * 1000, 2),
        "sync_after_one_change_ms": round(incremental[rounds // 2] * 1000, 2),
    }


def _constraint_churn(tmp: Path, policies: Path, request: bytes, duration: float, ctx) -> dict:  # noqa: ANN001
    """/v1/act with 200 active constraints, without and with 8 threads changing them."""
    import requests

    token = "bench-token"
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    proc = _start_server(
        port, tmp / "churn", policies, FOLNN_OPERATOR_TOKEN=token, FOLNN_MAX_CONSTRAINTS="1000"
    )
    words = ["north", "south", "east", "west"]
    try:
        for i in range(200):
            w = words[i % 4]
            text = f"forbid go({w}) when visited({w}) and not initial({w}) or {'not ' * (i % 7)}"
            requests.post(
                f"{url}/v1/constraints",
                json={"text": text + "all_visited", "mode": "dryrun", "author": "b", "reason": "r"},
                headers={"Authorization": f"Bearer {token}"},
                timeout=30,
            ).raise_for_status()
        with ctx.Pool(1) as pool:
            pool.apply(_load, (port, request, 4, 0.5))
            quiet = pool.apply(_load, (port, request, 4, duration))
            paced = _churned_load(pool, port, url, token, request, duration, 0.8)
            churned = _churned_load(pool, port, url, token, request, duration, 0.0)
    finally:
        _stop(proc)
    result = {
        "active_constraints": 200,
        "writers": 8,
        "without_churn": quiet,
        "with_churn_20_per_s": paced,
        "with_churn_as_fast_as_possible": churned,
        "p50_ratio_20_per_s": round(paced["p50_ms"] / max(quiet["p50_ms"], 1e-9), 2),
        "p50_ratio_as_fast_as_possible": round(churned["p50_ms"] / max(quiet["p50_ms"], 1e-9), 2),
        "reload": _reload_cost(policies, tmp / "reload"),
    }
    print(json.dumps({"constraint_churn": result}), flush=True)
    return result


def run(quick: bool = False) -> dict:
    """Measure /v1/act at 1, 4, 16 connections x 0, 50 history turns beside /healthz, then the
    memo-off case on SQLite and on PostgreSQL; returns the figures."""
    from reliability.pgserver import PgServer

    duration = 2.0 if quick else 6.0
    slice_s, rounds = (1.0, 2) if quick else (1.5, 5)
    turns = _transcript(50)
    ctx = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory(prefix="folnn-bench-") as tmp_name:
        tmp = Path(tmp_name)
        policies, policy_note = _policies_root(tmp)
        port = _free_port()
        proc = _start_server(port, tmp, policies)
        results = []
        try:
            with ctx.Pool(1) as pool:
                requests_of = {
                    n: _request_bytes(
                        port,
                        {
                            "observation": turns[n][0],
                            "history": [{"observation": o, "action": a} for o, a in turns[:n]],
                        },
                    )
                    for n in (0, 50)
                }
                side_by_side = _interleaved(
                    pool,
                    proc,
                    port,
                    {"healthz": _healthz_bytes(port), "act_0": requests_of[0],
                     "act_50": requests_of[50]},
                    4,
                    slice_s,
                    rounds,
                )  # fmt: skip
                print(json.dumps({"memo_on_side_by_side": side_by_side}), flush=True)
                for n_history in (0, 50):
                    history = [{"observation": o, "action": a} for o, a in turns[:n_history]]
                    body = {"observation": turns[n_history][0], "history": history}
                    request = _request_bytes(port, body)
                    pool.apply(_load, (port, request, 4, 0.5))  # warm up both workers' caches
                    for connections in (1, 4, 16):
                        figures = pool.apply(_load, (port, request, connections, duration))
                        results.append(
                            {
                                "connections": connections,
                                "history_turns": n_history,
                                "body_bytes": len(request),
                                **figures,
                            }
                        )
                        print(json.dumps(results[-1]), flush=True)
        finally:
            _stop(proc)
        # The same request repeats, so every request after the first hits each worker's memo of
        # policy decisions; measure the key case once more with that memo off: every request
        # runs the policy's forward, on SQLite (and the request budget on that server) and on
        # PostgreSQL. The converter's map cache still holds the repeated history (a client's
        # next turn folds one turn more; docs/profile.md, "games turn by turn").
        uncached = _no_memo_case(
            ctx, tmp, policies, turns, slice_s, rounds, "sqlite", then=_budget_request
        )
        budget = uncached.pop("then")
        print(json.dumps({"request_budget": budget}), flush=True)
        with PgServer() as pg:
            url = pg.create_database("bench")
            on_postgres = _no_memo_case(
                ctx, tmp, policies, turns, slice_s, rounds, "postgresql", FOLNN_STORE_URL=url
            )
        history = [{"observation": o, "action": a} for o, a in turns[:50]]
        request = _request_bytes(0, {"observation": turns[50][0], "history": history})
        worker_classes = _worker_classes(tmp, policies, request, duration, ctx)
        churn = _constraint_churn(tmp, policies, request, duration, ctx)
    key = next(r for r in results if r["connections"] == 4 and r["history_turns"] == 50)
    return {
        "benchmark": "service /v1/act",
        "workers": 2,
        "worker_class": "gevent",
        "cpu_count": os.cpu_count(),
        "policy": policy_note,
        "quick": quick,
        "load_generator": "separate process, threads over raw sockets (Connection: close)",
        "memo_on_side_by_side": side_by_side,
        "results": results,
        "without_policy_memo": uncached,
        "without_policy_memo_postgresql_store": on_postgres,
        "request_budget": budget,
        "worker_classes": worker_classes,
        "constraint_churn": churn,
        "target": {
            "connections": 4,
            "history_turns": 50,
            "min_requests_per_s": TARGET_RPS,
            "max_p99_ms": TARGET_P99_MS,
            "requests_per_s": key["requests_per_s"],
            "p99_ms": key["p99_ms"],
            "met": key["requests_per_s"] >= TARGET_RPS
            and key["p99_ms"] <= TARGET_P99_MS
            and key["errors"] == 0,
        },
        "target_without_memo": {
            "connections": 4,
            "history_turns": 50,
            "min_requests_per_s": TARGET_NO_MEMO_RPS,
            "requests_per_s": uncached["requests_per_s"],
            "healthz_requests_per_s": uncached["healthz"]["requests_per_s"],
            "act_to_healthz": uncached["act_to_healthz"],
            "met": uncached["requests_per_s"] >= TARGET_NO_MEMO_RPS and uncached["errors"] == 0,
        },
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
