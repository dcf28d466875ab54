"""Two replicas on one PostgreSQL (each its own gunicorn master, workers, data folder and
port), and a database outage under load: the server stopped for ``outage_s`` seconds while
clients keep calling ``/v1/act`` on both replicas, then started again.

What must hold (docs/replicas.md): every ``/v1/act`` answers 200 from the last state the
replica read (the constraint enforced before the outage still blocks, the answer carries its
revision); ``/readyz`` answers 200 ``degraded`` with the reason; operator writes answer 503
``store_unavailable`` in the envelope; after the restart both replicas are ready again, a
constraint posted then applies on every worker of both replicas within a second, and every
decision answered meanwhile reaches the log (request ids kept), none dropped.
"""

from __future__ import annotations

import contextlib
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import requests

from reliability.harness import LiveServer, percentiles
from reliability.pgserver import PgServer

__all__ = ["ActOutcome", "run", "scenario", "two_replicas"]

CANDIDATES = ["go east", "go west"]
BLOCKED_BEFORE = "forbid go(east)"  # enforced before the outage: every answer is "go west"
POSTED_AFTER = "forbid go(west)"  # dry-run, posted after the restart: seen in dryrun_blocked
MAX_APPLY_S = 1.0


@contextlib.contextmanager
def two_replicas(
    tmp: Path, policy_root: Path, pg: PgServer, database: str, **env: str
) -> Iterator[tuple[LiveServer, LiveServer, str]]:
    """Replicas ``a`` and ``b`` (2 workers each, own data folders and ports) on a fresh
    ``database`` of ``pg``; yields them with the store URL."""
    url = pg.create_database(database)
    servers: list[LiveServer] = []
    try:
        for name in ("replica-a", "replica-b"):
            servers.append(LiveServer(tmp / name, policy_root, FOLNN_STORE_URL=url, **env).start())
        yield servers[0], servers[1], url
    finally:
        for server in servers:
            server.stop()


@dataclass(frozen=True)
class ActOutcome:
    """One ``/v1/act`` as a load client saw it."""

    t0: float
    t1: float
    replica: str
    status: int
    action: str | None
    revision: int | None
    dryrun_ids: tuple[int, ...]
    served_by: str
    request_id: str


def _act(server: LiveServer, body: dict, rid: str, name: str) -> ActOutcome:
    t0 = time.time()
    try:
        r = requests.post(
            f"{server.url}/v1/act", json=body, headers={"X-Request-ID": rid}, timeout=10
        )
        out = r.json() if r.headers.get("Content-Type", "").startswith("application/json") else {}
        status = r.status_code
        served = r.headers.get("X-Served-By", "")
    except requests.RequestException:
        out, status, served = {}, 0, ""
    return ActOutcome(
        t0,
        time.time(),
        name,
        status,
        out.get("action"),
        out.get("constraint_revision"),
        tuple(b["constraint_id"] for b in out.get("dryrun_blocked", [])),
        served,
        rid,
    )


def _offering_candidates(bodies: list[dict]) -> list[dict]:
    """The bodies whose room has an exit for every one of :data:`CANDIDATES` (the service only
    answers actions on words the facts find), so each answer is the one the scenario expects."""
    from converter.converter import FOLConverter, Turn

    converter = FOLConverter()
    words = {c.split()[1] for c in CANDIDATES}
    find = converter.vocabulary.unary_predicates.index("find")
    kept = []
    for body in bodies:
        history = [Turn(t["observation"], t["action"]) for t in body.get("history", [])]
        table = converter.convert(body["observation"], history)
        found = {w for i, w in enumerate(converter.vocabulary.words) if table.unary[i, find]}
        if words <= found:
            kept.append(body)
    if not kept:
        raise ValueError(f"no body offers every candidate of {CANDIDATES}")
    return kept


class _Load:
    """``threads`` clients per replica, each request with its own X-Request-ID."""

    def __init__(self, replicas: dict[str, LiveServer], bodies: list[dict], threads: int) -> None:
        self.replicas = replicas
        self.bodies = [{**b, "candidates": CANDIDATES} for b in _offering_candidates(bodies)]
        self.outcomes: list[ActOutcome] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        run = uuid.uuid4().hex[:8]
        self._threads = [
            threading.Thread(target=self._loop, args=(name, i, f"out-{run}-{name}-{i}"))
            for name in replicas
            for i in range(threads)
        ]

    def _loop(self, name: str, i: int, prefix: str) -> None:
        k = i
        while not self._stop.is_set():
            body = self.bodies[k % len(self.bodies)]
            outcome = _act(self.replicas[name], body, f"{prefix}-{k}", name)
            with self._lock:
                self.outcomes.append(outcome)
            k += 1

    def __enter__(self) -> _Load:
        for t in self._threads:
            t.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(timeout=30)


def _ready_on_every_worker(server: LiveServer, workers: int, timeout_s: float) -> float | None:
    """Seconds until ``/readyz`` said ``ready`` from ``workers`` distinct workers (asked 4 at
    a time: an idle worker that just answered tends to win the next accept)."""

    def ask(_: int) -> str | None:
        try:
            r = requests.get(f"{server.url}/readyz", timeout=5)
        except requests.RequestException:
            return None
        ok = r.status_code == 200 and r.json()["status"] == "ready"
        return r.headers.get("X-Served-By") if ok else None

    t0, seen = time.monotonic(), set()
    with ThreadPoolExecutor(4) as pool:
        while time.monotonic() - t0 < timeout_s:
            seen.update(pid for pid in pool.map(ask, range(4)) if pid)
            if len(seen) >= workers:
                return time.monotonic() - t0
            time.sleep(0.02)
    return None


def _readyz(server: LiveServer) -> dict:
    r = requests.get(f"{server.url}/readyz", timeout=10)
    body = r.json()
    return {
        "http": r.status_code,
        "status": body.get("status"),
        "degraded": body.get("degraded"),
        "pending": (body.get("audit") or {}).get("pending"),
        "dropped_total": (body.get("audit") or {}).get("dropped_total"),
    }


def _logged_ids(url: str) -> set[str]:
    import psycopg

    with psycopg.connect(url, connect_timeout=10) as conn:
        rows = conn.execute("SELECT client_request_id FROM folnn_decisions").fetchall()
    return {r[0] for r in rows}


def _percentiles_ms(rows: list[ActOutcome]) -> dict:
    return percentiles([o.t1 - o.t0 for o in rows], (0.5, 0.99)) if rows else {}


def run(
    tmp: Path,
    policy_root: Path,
    bodies: list[dict],
    outage_s: float = 10.0,
    threads: int = 2,
    pg: PgServer | None = None,
) -> dict:
    """The scenario of the module docstring; returns its figures and ``passed``."""
    own = pg is None
    pg = pg or PgServer().start()
    try:
        with two_replicas(tmp, policy_root, pg, f"outage_{uuid.uuid4().hex[:8]}") as (a, b, url):
            return scenario(a, b, url, pg, bodies, outage_s, threads)
    finally:
        if own:
            pg.close()


def _post_constraint(server: LiveServer, text: str, mode: str, reason: str) -> requests.Response:
    """``POST /v1/constraints`` on ``server`` as the operator ``rel``."""
    body = {"text": text, "mode": mode, "author": "rel", "reason": reason}
    return requests.post(
        f"{server.url}/v1/constraints", json=body, headers=server.op_headers(), timeout=10
    )


def scenario(
    a: LiveServer,
    b: LiveServer,
    url: str,
    pg: PgServer,
    bodies: list[dict],
    outage_s: float,
    threads: int,
) -> dict:
    """The outage on running replicas ``a`` and ``b`` of the store at ``url`` on ``pg`` (which
    must hold no constraint yet); ``pg`` is running again when this returns."""
    h = a.op_headers()
    c1 = _post_constraint(a, BLOCKED_BEFORE, "enforce", "before").json()
    revision_before = c1["revision"]
    during: dict = {"readyz": {}, "writes": {}}
    with _Load({"a": a, "b": b}, bodies, threads) as load:
        time.sleep(2.0)  # the load settles; both replicas answer from the database
        t_stop = time.time()
        pg.stop()
        t_stopped = time.time()
        time.sleep(min(1.0, outage_s / 3))
        for name, server in (("a", a), ("b", b)):
            during["readyz"][name] = _readyz(server)
        write = _post_constraint(a, POSTED_AFTER, "dryrun", "during")
        delete = requests.delete(f"{b.url}/v1/constraints/{c1['id']}", headers=h, timeout=10)
        log_read = requests.get(f"{a.url}/v1/decisions", headers=h, timeout=10)
        during["writes"] = {
            "post_constraint": [write.status_code, write.json()["error"]["code"]],
            "delete_constraint": [delete.status_code, delete.json()["error"]["code"]],
            "read_decisions": [log_read.status_code, log_read.json()["error"]["code"]],
        }
        time.sleep(max(0.0, outage_s - (time.time() - t_stop)))
        for name, server in (("a", a), ("b", b)):
            during["readyz_late"] = during.get("readyz_late", {})
            during["readyz_late"][name] = _readyz(server)
        t_start = time.time()
        pg.start()  # raises if the server cannot come back: nothing below would hold
        t_started = time.time()
        ready_s = {
            name: _ready_on_every_worker(server, 2, 20.0) for name, server in (("a", a), ("b", b))
        }
        t_post = time.time()
        c2 = _post_constraint(a, POSTED_AFTER, "dryrun", "after")
        c2_id = c2.json().get("id") if c2.status_code == 201 else None
        time.sleep(1.5)  # the load keeps running: each worker of each replica answers a few
    t_end = time.time()
    outcomes = sorted(load.outcomes, key=lambda o: o.t0)
    ok = [o for o in outcomes if o.status == 200]
    in_outage = [o for o in outcomes if o.t0 >= t_stopped and o.t1 <= t_start]
    before = [o for o in outcomes if o.t1 <= t_stop]
    # the first answer of each worker showing the constraint posted after the restart
    first_seen: dict[str, float] = {}
    for o in outcomes:
        if o.t0 >= t_post and c2_id in o.dryrun_ids and o.served_by:
            first_seen.setdefault(f"{o.replica}/{o.served_by}", o.t1)
    workers_after = {f"{o.replica}/{o.served_by}" for o in outcomes if o.t0 >= t_post}
    apply_s = (
        round(max(first_seen.values()) - t_post, 3)
        if c2_id and workers_after and set(first_seen) == workers_after
        else None
    )
    stale_after = [
        o for o in outcomes if c2_id and o.t0 >= t_post + MAX_APPLY_S and c2_id not in o.dryrun_ids
    ]
    # every decision answered (during the outage too) reaches the log
    deadline = time.monotonic() + 30
    answered = {o.request_id for o in ok}
    while True:
        missing = answered - _logged_ids(url)
        if not missing or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    after = {name: _readyz(server) for name, server in (("a", a), ("b", b))}
    figures = {
        "outage_s": round(t_start - t_stop, 2),
        "pg_stop_s": round(t_stopped - t_stop, 2),
        "pg_start_s": round(t_started - t_start, 2),
        "threads_per_replica": len(load._threads) // 2,
        "requests": len(outcomes),
        "requests_during_outage": len(in_outage),
        "errors": len(outcomes) - len(ok),
        "during_outage_statuses": sorted({o.status for o in in_outage}),
        "during_outage_actions": sorted({str(o.action) for o in in_outage}),
        "during_outage_revisions": sorted(
            {o.revision for o in in_outage if o.revision is not None}
        ),
        "revision_before": revision_before,
        "latency_before_ms": _percentiles_ms(before),
        "latency_during_outage_ms": _percentiles_ms(in_outage),
        "requests_per_s_before": round(len(before) / max(1e-9, t_stop - outcomes[0].t0), 1),
        "requests_per_s_during_outage": round(len(in_outage) / max(1e-9, t_start - t_stopped), 1),
        **during,
        "ready_on_every_worker_after_start_s": {
            k: (None if v is None else round(v, 3)) for k, v in ready_s.items()
        },
        "post_after_restart_status": c2.status_code,
        "new_constraint_on_every_worker_of_both_s": apply_s,
        "answers_without_it_later_than_1s": len(stale_after),
        "decisions_answered": len(answered),
        "decisions_answered_during_outage": len({o.request_id for o in in_outage}),
        "decisions_missing_from_log": len(missing),
        "readyz_after": after,
        "seconds": round(t_end - t_stop, 1),
    }
    figures["passed"] = bool(
        outcomes
        and in_outage
        and figures["errors"] == 0
        and figures["during_outage_actions"] == ["go west"]
        and figures["during_outage_revisions"] == [revision_before]
        and all(
            r["http"] == 200
            and r["status"] == "degraded"
            and any("store unavailable" in line for line in r["degraded"])
            for r in during["readyz"].values()
        )
        and all(v[0] == 503 and v[1] == "store_unavailable" for v in during["writes"].values())
        and all(v is not None for v in ready_s.values())
        and c2.status_code == 201
        and apply_s is not None
        and apply_s <= MAX_APPLY_S
        and not stale_after
        and not missing
        and all(r["status"] == "ready" and r["dropped_total"] == 0 for r in after.values())
    )
    return figures
