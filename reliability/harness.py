"""Shared pieces of the reliability suite: a real gunicorn on loopback (started with the helpers of
``tests/service/conftest.py``), realistic request bodies from real Coin-Collector play, and a
bounded load generator that records every request's outcome."""

from __future__ import annotations

import contextlib
import importlib.util
import json
import multiprocessing
import random
import signal
import socket
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import psutil

__all__ = [
    "REPO",
    "Outcome",
    "LiveServer",
    "bodies_from_transcripts",
    "exchange",
    "load_report",
    "percentiles",
    "policies_dir",
    "real_transcripts",
    "run_load",
    "service_helpers",
]

REPO = Path(__file__).resolve().parents[1]
GAMES_DIR = REPO / "var" / "test-games"


def service_helpers() -> ModuleType:
    """``tests/service/conftest.py`` as a module (its server launcher and policy helpers)."""
    path = REPO / "tests" / "service" / "conftest.py"
    spec = importlib.util.spec_from_file_location("folnn_service_conftest", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def policies_dir(root: Path) -> Path:
    """Fresh policies under ``root``: v1, v2 and a tampered copy (as the service tests make)."""
    helpers = service_helpers()
    helpers.save_policy(root, "v1", seed=1)
    helpers.save_policy(root, "v2", seed=2)
    bad = helpers.save_policy(root, "tampered", seed=3)
    weights = bad / "weights.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0xFF
    weights.write_bytes(bytes(data))
    return root


class LiveServer:
    """``python -m service.serve`` (gunicorn, 2 sync workers) on a free loopback port."""

    def __init__(
        self, data_dir: Path, policy_root: Path, log_dir: Path | None = None, **env: str
    ) -> None:
        self._helpers = service_helpers()
        self.data_dir = data_dir
        self.log_dir = log_dir or data_dir  # elsewhere when the data disk is made to fail
        self.policy_root = policy_root
        self.port = self._helpers.free_port()
        self.env = self._helpers.server_env(data_dir, policy_root, self.port, **env)
        self.url = f"http://127.0.0.1:{self.port}"
        self.token = self._helpers.TOKEN
        self.proc = None

    def start(self, timeout_s: float = 90.0, ready_path: str = "/readyz") -> LiveServer:
        """Start and wait for ``ready_path`` (``/readyz``) to answer 200."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        log = self.log_dir / f"server-{int(time.time() * 1000)}.log"
        self.log_path = log
        self.proc = self._helpers.start_server(self.env, log, timeout_s, ready_path)
        return self

    def stop(self) -> None:
        """Graceful stop (SIGTERM, then SIGKILL if it hangs)."""
        if self.proc is not None:
            self._helpers.stop_server(self.proc)

    def kill_all(self) -> None:
        """SIGKILL the master and every worker at once (a crash, nothing flushed)."""
        procs = [psutil.Process(p) for p in [self.proc.pid, *self.worker_pids()]]
        for p in procs:
            with contextlib.suppress(psutil.NoSuchProcess):
                p.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        psutil.wait_procs(procs, timeout=10)

    def worker_pids(self) -> list[int]:
        """Pids of the live gunicorn workers (children of the master)."""
        try:
            return [c.pid for c in psutil.Process(self.proc.pid).children() if c.is_running()]
        except psutil.NoSuchProcess:
            return []

    def op_headers(self) -> dict[str, str]:
        """The operator's bearer header."""
        return {"Authorization": f"Bearer {self.token}"}

    def __enter__(self) -> LiveServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


# --- realistic histories ----------------------------------------------------------------------


def real_transcripts(n_games: int = 3, turns: int = 100, seed: int = 0) -> list[list[list[str]]]:
    """Transcripts of real play on hard level-5 test games (seeds 900+i): ``[[obs, action], ...]``.

    Game i is played by the depth-first oracle when i is even and by uniformly random moves
    otherwise (episodes restart when they end), so histories hold successful moves, refused ones
    (``You can't go that way.``), revisits and coin pick-ups. The last pair has action ``""``.
    """
    from training.env import CoinCollectorEnv
    from training.games import GameSpec, ensure_games
    from training.oracle import OracleActor

    specs = [GameSpec.make("hard", 5, 900 + i, "test") for i in range(n_games)]
    ensure_games(specs, GAMES_DIR, workers=1, progress=False)
    rng = random.Random(seed)
    actions = ["go north", "go south", "go east", "go west", "take coin"]
    out = []
    for i, spec in enumerate(specs):
        path = GAMES_DIR / spec.path
        oracle = OracleActor([path], seed + i) if i % 2 == 0 else None
        pairs: list[list[str]] = []
        with CoinCollectorEnv(path, max_steps=200) as env:
            obs = env.reset()
            if oracle is not None:
                oracle.reset([obs])
            while len(pairs) < turns:
                action = oracle.act([0])[0] if oracle is not None else rng.choice(actions)
                step = env.step(action)
                pairs.append([obs, action])
                obs = step.observation
                if oracle is not None:
                    oracle.observe([0], [action], [obs])
                if step.done:
                    obs = env.reset()
                    if oracle is not None:
                        oracle.reset([obs])
        pairs.append([obs, ""])
        out.append(pairs)
    return out


def bodies_from_transcripts(
    transcripts: list[list[list[str]]], lengths: tuple[int, ...] = tuple(range(0, 101, 4))
) -> list[dict]:
    """``/v1/act`` bodies: the observation after k real turns with those k turns as history."""
    bodies = []
    for pairs in transcripts:
        for k in lengths:
            if k < len(pairs):
                history = [{"observation": o, "action": a} for o, a in pairs[:k]]
                bodies.append({"observation": pairs[k][0], "history": history})
    return bodies


# --- load generator ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """One request as the client saw it.

    ``stage`` is where it ended: ``ok`` (a full HTTP answer), ``refused`` (connect failed: the
    server was not accepting), or ``dropped`` (connected and sent, but no full answer came).
    """

    t_start: float  # time.time() when the request started
    latency_s: float
    status: int  # HTTP status, 0 when no answer
    stage: str
    served_by: int  # X-Served-By pid, 0 when unknown
    request_id: str  # sent as X-Request-ID (the audit log records it as client_request_id)


def _request_bytes(port: int, payload: bytes, request_id: str) -> bytes:
    head = (
        f"POST /v1/act HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(payload)}\r\nX-Request-ID: {request_id}\r\n"
        "Connection: close\r\n\r\n"
    ).encode()
    return head + payload


def exchange(sock: socket.socket, request: bytes) -> bytes:
    """Send ``request`` on ``sock`` and read the reply until the server closes the connection
    (a request sent with ``Connection: close``): the raw HTTP reply, head and body."""
    sock.sendall(request)
    chunks = []
    while chunk := sock.recv(65536):
        chunks.append(chunk)
    return b"".join(chunks)


def _one(port: int, request: bytes, timeout_s: float) -> tuple[int, str, int]:
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=timeout_s)
    except OSError:
        return 0, "refused", 0
    try:
        with s:
            data = exchange(s, request)
    except OSError:
        return 0, "dropped", 0
    head, sep, body = data.partition(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1.1 ") or not sep:
        return 0, "dropped", 0
    status = int(head[9:12])
    length = served = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
        elif name.lower() == b"x-served-by":
            served = int(value)
    if len(body) < length:
        return status, "dropped", served
    return status, "ok", served


def _client_process(
    port: int,
    bodies: list[dict],
    threads: int,
    duration_s: float,
    offset: int,
    timeout_s: float,
    run_id: str,
) -> list[tuple]:
    """One client process: ``threads`` threads doing request after request until the deadline."""
    payloads = [json.dumps(b).encode() for b in bodies]
    results: list[list[tuple]] = [[] for _ in range(threads)]
    stop = time.perf_counter() + duration_s

    def loop(i: int) -> None:
        k = offset + i * 7
        while True:
            t0 = time.perf_counter()
            if t0 >= stop:
                return
            wall = time.time()
            rid = f"rel-{run_id}-{offset}-{i}-{k}"
            request = _request_bytes(port, payloads[k % len(payloads)], rid)
            status, stage, served = _one(port, request, timeout_s)
            k += 1
            results[i].append((wall, time.perf_counter() - t0, status, stage, served, rid))
            if stage == "refused":
                time.sleep(0.01)  # bounded retry rate while the server is not listening

    pool = [threading.Thread(target=loop, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return [r for rs in results for r in rs]


def run_load(
    port: int,
    bodies: list[dict],
    clients: int,
    duration_s: float,
    processes: int = 2,
    timeout_s: float = 30.0,
    during=None,  # noqa: ANN001 - optional callable run in this process while the load runs
) -> list[Outcome]:
    """``clients`` concurrent clients (threads over ``processes`` spawned processes) for
    ``duration_s``; ``during()`` runs meanwhile in the caller (fault injection, sampling)."""
    processes = max(1, min(processes, clients))
    per = [clients // processes + (1 if i < clients % processes else 0) for i in range(processes)]
    ctx = multiprocessing.get_context("spawn")
    run_id = uuid.uuid4().hex[:12]  # request ids unique across runs (the audit log keys on them)
    with ctx.Pool(processes) as pool:
        pending = [
            pool.apply_async(
                _client_process, (port, bodies, n, duration_s, 101 * i, timeout_s, run_id)
            )
            for i, n in enumerate(per)
        ]
        if during is not None:
            during()
        rows = [r for p in pending for r in p.get(timeout=duration_s + timeout_s + 60)]
    return sorted((Outcome(*r) for r in rows), key=lambda o: o.t_start)


def percentiles(values: list[float], qs: tuple[float, ...] = (0.5, 0.9, 0.99, 0.999)) -> dict:
    """Nearest-rank percentiles in milliseconds, keyed ``p50_ms`` ..."""
    ordered = sorted(values)
    out = {}
    for q in qs:
        key = f"p{q * 100:g}".replace(".", "_") + "_ms"
        out[key] = round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2)
    return out


def load_report(outcomes: list[Outcome], duration_s: float) -> dict:
    """Totals, status counts, throughput and latency percentiles of a load run."""
    statuses: dict[str, int] = {}
    for o in outcomes:
        key = str(o.status) if o.stage == "ok" else o.stage
        statuses[key] = statuses.get(key, 0) + 1
    ok = [o for o in outcomes if o.stage == "ok" and o.status == 200]
    return {
        "requests": len(outcomes),
        "ok_200": len(ok),
        "errors": len(outcomes) - len(ok),
        "outcomes": statuses,
        "requests_per_s": round(len(ok) / duration_s, 1),
        **(percentiles([o.latency_s for o in ok]) if ok else {}),
    }
