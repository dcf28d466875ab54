"""Hostile clients (issue 12): every attack of the review as a scenario against a real gunicorn,
each with the bound it must stay within, measured as an attacker would measure it (raw sockets,
no operator token unless the scenario says so).

Each scenario returns plain JSON: what was sent, the figures (seconds per request, ``/healthz``
latency while attacked, metric series, rows and bytes stored), the bound and ``passed``.
``tests/reliability/test_hostile.py`` asserts them in CI; ``make reliability`` writes them to its
report (``hostile`` part).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
import re
import select
import socket
import sqlite3
import string
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import requests

from reliability.harness import LiveServer, service_helpers

__all__ = [
    "ENV",
    "HttpAnswer",
    "Drippers",
    "SlowClients",
    "artifact_refusals",
    "boot_skips_bad_newest",
    "chunked_body_limit",
    "constraint_cap",
    "drip_fed_bodies",
    "decision_retention",
    "envelope_everywhere",
    "error_answers_end_cleanly",
    "hostile_policies",
    "leaks",
    "maximal_body",
    "maximal_requests",
    "metric_labels",
    "object_sentences",
    "regex_backtracking",
    "run",
    "slowloris",
    "unique_words_memory",
]

# The server of the scenarios: small audit retention (so pruning shows within seconds) and a
# small constraint cap; everything else as tests/service/conftest.py sets it.
MAX_ROWS = 400
MAX_CONSTRAINTS = 12
ENV = {
    "FOLNN_AUDIT_MAX_ROWS": str(MAX_ROWS),
    "FOLNN_AUDIT_PRUNE_INTERVAL_S": "0.2",
    "FOLNN_MAX_CONSTRAINTS": str(MAX_CONSTRAINTS),
}
ATTIC = "-= Attic =-\nThere is an exit to the north."  # a room with a found word to act on
HUGE_GATES = 1_000_000  # a manifest asking for 1M AND gates (a minute of init, 32 MB)


# --- raw HTTP --------------------------------------------------------------------------------


@dataclass
class HttpAnswer:
    """What a raw-socket client got back: ``status`` 0 and ``error`` set when no full answer."""

    status: int = 0
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    seconds: float = 0.0
    error: str | None = None

    def envelope(self) -> bool:
        """A JSON error envelope with an ``X-Request-ID`` header."""
        if not self.headers.get("content-type", "").startswith("application/json"):
            return False
        try:
            error = json.loads(self.body)["error"]
        except (ValueError, KeyError, TypeError):
            return False
        return set(error) == {"code", "message", "detail"} and bool(
            self.headers.get("x-request-id")
        )

    def summary(self) -> dict:
        """Status, content type, envelope code and time (for reports)."""
        code = None
        with contextlib.suppress(ValueError, KeyError, TypeError):
            code = json.loads(self.body)["error"]["code"]
        return {
            "status": self.status,
            "content_type": self.headers.get("content-type"),
            "code": code,
            "x_request_id": bool(self.headers.get("x-request-id")),
            "seconds": round(self.seconds, 3),
            "error": self.error,
        }


def _read_answer(sock: socket.socket) -> HttpAnswer:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return HttpAnswer(error=f"closed after {len(data)} bytes")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return HttpAnswer(status, headers, body[:length])


def send_raw(port: int, payload: bytes | Callable[[socket.socket], None], timeout_s=30.0):
    """Send ``payload`` (or let a callable write it) on a fresh connection, read one answer.

    A write that fails because the server already answered (and closed) is not an error by
    itself: the answer is read anyway, as a careful client would."""
    t0 = time.perf_counter()
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=timeout_s)
    except OSError as exc:
        return HttpAnswer(error=f"connect: {exc}")
    with sock:
        write_error = None
        try:
            if callable(payload):
                payload(sock)
            else:
                sock.sendall(payload)
        except OSError as exc:
            write_error = f"write: {exc}"
        try:
            answer = _read_answer(sock)
        except OSError as exc:
            answer = HttpAnswer(
                error=f"read: {exc}" + (f" after {write_error}" if write_error else "")
            )
    answer.seconds = time.perf_counter() - t0
    return answer


def _post(port: int, path: str, body: bytes, extra: str = "") -> bytes:
    return (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n{extra}\r\n"
    ).encode() + body


def _healthz_latencies(port: int, probes: int, every_s: float, timeout_s: float = 5.0) -> list:
    """Seconds each ``GET /healthz`` took (``timeout_s`` when it did not answer)."""
    out = []
    for _ in range(probes):
        answer = send_raw(
            port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", timeout_s
        )
        out.append(answer.seconds if answer.status == 200 else timeout_s)
        time.sleep(every_s)
    return out


def _concurrently(fns: list[Callable[[], object]]) -> list:
    results: list = [None] * len(fns)

    def call(i: int) -> None:
        results[i] = fns[i]()

    threads = [threading.Thread(target=call, args=(i,)) for i in range(len(fns))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def _act_under_attack(server: LiveServer, bodies: list[bytes], bound_s: float) -> dict:
    """Send ``bodies`` to /v1/act at once while probing /healthz; pass when every answer is a
    fast 200/422 and /healthz stays fast."""
    port = server.port
    healthz: list = []
    calls = [lambda b=b: send_raw(port, _post(port, "/v1/act", b), timeout_s=60) for b in bodies]
    calls.append(lambda: healthz.extend(_healthz_latencies(port, 5, 0.1)))
    answers = [a for a in _concurrently(calls) if isinstance(a, HttpAnswer)]
    slowest = max(a.seconds for a in answers)
    return {
        "requests": len(answers),
        "body_bytes": [len(b) for b in bodies],
        "statuses": sorted({a.status for a in answers}),
        "slowest_request_s": round(slowest, 3),
        "healthz_max_s": round(max(healthz), 3),
        "bound_s": bound_s,
        "passed": slowest <= bound_s
        and max(healthz) <= bound_s
        and all(a.status in (200, 422) for a in answers),
    }


# --- 1, 2: converter cost --------------------------------------------------------------------


def regex_backtracking(server: LiveServer, chars: int = 5900, bound_s: float = 2.0) -> dict:
    """Two requests at once whose observation is a `-=` line of spaces (the room-header and
    status-line patterns were cubic in a line's length), varied to defeat the parse cache."""
    tag = random.randrange(10**9)
    bodies = [
        json.dumps({"observation": "-=" + " " * chars + f"x{tag}"}).encode(),
        json.dumps({"observation": ">-=" + " " * chars + f"y{tag}"}).encode(),
    ]
    return {"line_chars": chars, **_act_under_attack(server, bodies, bound_s)}


def object_sentences(
    server: LiveServer, coins: int = 1150, turns: int = 20, bound_s: float = 2.0
) -> dict:
    """``"x " + "coin " * n`` as observation and in every history turn (quadratic in n before)."""
    tag = random.randrange(10**9)
    text = "x " + "coin " * coins
    body = {
        "observation": text + f"{tag}",
        "history": [
            {"observation": f"{text}{tag}-{i}", "action": "go north"} for i in range(turns)
        ],
    }
    result = _act_under_attack(server, [json.dumps(body).encode()] * 2, bound_s)
    return {"coins_per_text": coins, "history_turns": turns, **result}


# --- issue 20, finding 3: ordinary maximal requests ----------------------------------------


def maximal_body(limits: dict, tag: str) -> bytes:
    """The largest valid /v1/act body under ``limits`` (``obs`` characters per text, ``history``
    turns, ``text`` characters in all, ``body`` bytes), of the costliest text the converter
    reads (a sentence of object words, every word a match), unique by ``tag`` so no cache helps."""
    turns = max(0, min(limits["history"], limits["text"] // limits["obs"] - 1))

    def text(i: int) -> str:
        head = f"-= Attic =-\nThere is an exit to the north. There is a {tag}-{i} "
        tail = " on the floor."
        fill = "coin " * ((limits["obs"] - len(head) - len(tail)) // 5)
        return head + fill + tail

    while True:
        body = json.dumps(
            {
                "observation": text(turns),
                "history": [{"observation": text(i), "action": "go north"} for i in range(turns)],
            }
        ).encode()
        if len(body) <= limits["body"] or turns == 0:
            return body
        turns -= 1


def _normal_body(tag: str) -> bytes:
    """A 10-turn game as a client resends it: ten known texts (cached after the first time)
    and a new observation."""
    rooms = ["Attic", "Hall", "Kitchen", "Cellar", "Study", "Garden"]
    turns = []
    for i in range(10):
        room = rooms[i % len(rooms)]
        text = f"-= {room} =-\nYou are in a {room.lower()}. There is an exit to the north."
        turns.append(
            {"observation": text + " There is an exit to the south.", "action": "go north"}
        )
    now = (
        f"-= Vault =-\nA vault ({tag}). There is a coin on the floor. There is an exit to the west."
    )
    return json.dumps({"observation": now, "history": turns}).encode()


def maximal_requests(
    server: LiveServer,
    limits: dict,
    clients: int = 4,
    seconds: float = 10.0,
    healthz_bound_s: float = 0.25,
    act_bound_s: float = 0.25,
) -> dict:
    """``clients`` send maximal valid requests back to back (each within every limit, unique
    text) for ``seconds``, while one probe asks ``/healthz`` every 50 ms and another plays a
    normal 10-turn game: /healthz p99 and the normal /v1/act p50 must stay within their bounds
    (before issue 20: /healthz p50 1.6 s with 2 such clients, 5 probes in 20 s with 4)."""
    from reliability.harness import percentiles

    port, stop = server.port, threading.Event()
    heavy: list[HttpAnswer] = []
    healthz: list[float] = []
    normal: list[HttpAnswer] = []
    run = random.randrange(10**9)

    def client(k: int) -> None:
        n = 0
        while not stop.is_set():
            body = maximal_body(limits, f"{run}-{k}-{n}")
            heavy.append(send_raw(port, _post(port, "/v1/act", body), timeout_s=60))
            n += 1

    def probe_healthz() -> None:
        time.sleep(1.0)  # the clients are all sending
        while not stop.is_set():
            answer = send_raw(
                port, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 5.0
            )
            healthz.append(answer.seconds if answer.status == 200 else 5.0)
            time.sleep(0.05)

    def play() -> None:
        time.sleep(1.0)
        n = 0
        while not stop.is_set():
            normal.append(send_raw(port, _post(port, "/v1/act", _normal_body(f"{run}-{n}")), 10.0))
            n += 1
            time.sleep(0.05)

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    threads += [threading.Thread(target=probe_healthz), threading.Thread(target=play)]
    for t in threads:
        t.start()
    time.sleep(seconds + 1.0)
    stop.set()
    for t in threads:
        t.join(timeout=90)
    act_s = [a.seconds if a.status == 200 else 10.0 for a in normal]
    heavy_s = [a.seconds for a in heavy if a.status in (200, 422)]
    figures = {
        "clients": clients,
        "seconds": seconds,
        "maximal_body_bytes": len(maximal_body(limits, "x")),
        "maximal_requests": len(heavy),
        "maximal_statuses": sorted({a.status for a in heavy}),
        "maximal_latency": percentiles(heavy_s, (0.5, 0.99)) if heavy_s else None,
        "healthz_probes": len(healthz),
        "healthz": percentiles(healthz, (0.5, 0.99)) if healthz else None,
        "normal_acts": len(normal),
        "normal_statuses": sorted({a.status for a in normal}),
        "normal_act": percentiles(act_s, (0.5, 0.99)) if act_s else None,
        "healthz_p99_bound_ms": healthz_bound_s * 1000,
        "act_p50_bound_ms": act_bound_s * 1000,
    }
    figures["passed"] = bool(
        healthz
        and act_s
        and heavy_s
        and figures["healthz"]["p99_ms"] <= healthz_bound_s * 1000
        and figures["normal_act"]["p50_ms"] <= act_bound_s * 1000
        and set(figures["normal_statuses"]) == {200}
        and set(figures["maximal_statuses"]) <= {200, 422}
    )
    return figures


def _unique_words_body(limits: dict, rng: random.Random) -> bytes:
    """A request as large as ``limits`` allow whose every text is a coin sentence of words
    never seen before (about 40,000 unique words at the tests' limits)."""
    turns = max(0, min(limits["history"], limits["text"] // limits["obs"] - 1))

    def text() -> str:
        words, size = [], 40
        while size < limits["obs"] - 8:
            words.append("".join(rng.choices(string.ascii_lowercase, k=7)))
            size += 8
        return "-= Attic =-\nThere is a coin " + " ".join(words) + " on the floor."

    while True:
        body = json.dumps(
            {
                "observation": text(),
                "history": [{"observation": text(), "action": "go north"} for _ in range(turns)],
            }
        ).encode()
        if len(body) <= limits["body"] or turns == 0:
            return body
        turns -= 1


def _worker_rss_mb(server: LiveServer) -> dict[int, float]:
    import psutil

    out = {}
    for pid in server.worker_pids():
        with contextlib.suppress(psutil.NoSuchProcess):
            out[pid] = psutil.Process(pid).memory_info().rss / 2**20
    return out


def unique_words_memory(
    server: LiveServer, limits: dict, warm: int = 6, requests_sent: int = 16, bound_mb: float = 20
) -> dict:
    """Issue 20, finding 2: anonymous requests of unique words beside a class word; each worker's
    resident memory may not grow by more than ``bound_mb`` over ``requests_sent`` of them, after
    ``warm`` (caches and allocator settled). Before, spaCy's vocabulary kept every word: about
    16 MB per 399 KB request, never freed."""
    rng = random.Random(20)
    port = server.port

    def send(body: bytes) -> Callable[[], int]:
        return lambda: send_raw(port, _post(port, "/v1/act", body), timeout_s=60).status

    def wave(n: int) -> list[int]:
        calls = [send(_unique_words_body(limits, rng)) for _ in range(n)]
        statuses = []
        for i in range(0, n, 2):  # two at a time: both workers get their share
            statuses += _concurrently(calls[i : i + 2])
        return statuses

    wave(warm)
    before = _worker_rss_mb(server)
    statuses = wave(requests_sent)
    after = _worker_rss_mb(server)
    grown = {pid: round(after[pid] - before[pid], 1) for pid in before if pid in after}
    return {
        "requests": requests_sent,
        "body_bytes": len(_unique_words_body(limits, random.Random(0))),
        "statuses": sorted(set(statuses)),
        "rss_before_mb": {pid: round(v, 1) for pid, v in before.items()},
        "grown_mb": grown,
        "bound_mb": bound_mb,
        "passed": bool(grown) and max(grown.values()) <= bound_mb and set(statuses) <= {200, 422},
    }


# --- 3: slow clients ---------------------------------------------------------------------------


class SlowClients:
    """Keeps ``n`` connections open that never finish their request: half of them stop in the
    headers, half after the headers of a body they never send. A connection the server closes
    is replaced at once (a persistent attacker)."""

    def __init__(self, port: int, n: int) -> None:
        self.port = port
        self.n = n
        self.socks: list[socket.socket] = []
        self.opened = 0
        self.replaced = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _open(self, i: int) -> socket.socket | None:
        try:
            s = socket.create_connection(("127.0.0.1", self.port), timeout=5)
            if i % 2:
                s.sendall(b"POST /v1/act HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n")
            else:
                s.sendall(
                    b"POST /v1/act HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    b'Content-Length: 100000\r\n\r\n{"observation": "'
                )
            self.opened += 1
            return s
        except OSError:
            return None

    def _run(self) -> None:
        self.socks = [s for i in range(self.n) if (s := self._open(i)) is not None]
        while not self._stop.wait(0.2):
            ready, _, _ = select.select(self.socks, [], [], 0)
            for s in ready:  # readable = answered or closed by the server: replace it
                self.socks.remove(s)
                s.close()
                fresh = self._open(self.replaced)
                self.replaced += 1
                if fresh is not None:
                    self.socks.append(fresh)

    def __enter__(self) -> SlowClients:
        self._thread.start()
        time.sleep(1.0)  # all of them connected and stalled
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        for s in self.socks:
            s.close()


def slowloris(server: LiveServer, connections: int = 64, bound_s: float = 1.0) -> dict:
    """``connections`` stalled clients held open (reopened when closed); /healthz and /v1/act
    must keep answering."""
    with SlowClients(server.port, connections) as attack:
        healthz = _healthz_latencies(server.port, 12, 0.25)
        body = json.dumps({"observation": ATTIC}).encode()
        act = send_raw(server.port, _post(server.port, "/v1/act", body), timeout_s=5)
        held = len(attack.socks)
    return {
        "stalled_connections": connections,
        "held_at_end": held,
        "reopened": attack.replaced,
        "healthz_probes": len(healthz),
        "healthz_max_s": round(max(healthz), 3),
        "healthz_p50_s": round(sorted(healthz)[len(healthz) // 2], 4),
        "act_status": act.status,
        "act_s": round(act.seconds, 3),
        "bound_s": bound_s,
        "passed": max(healthz) <= bound_s and act.status == 200 and act.seconds <= bound_s,
    }


class Drippers:
    """Issue 43, finding 2: ``n`` connections that each declare a ``declared``-byte body and
    send one byte of it every ``every_s`` seconds; a connection the server answers or closes
    is replaced at once (a persistent attacker). One thread, ``poll`` (more than 1,024 fds)."""

    def __init__(self, port: int, n: int, declared: int = 400_000, every_s: float = 2.0) -> None:
        self.port, self.n, self.declared, self.every_s = port, n, declared, every_s
        self.socks: dict[int, socket.socket] = {}
        self.opened = self.replaced = self.answered_408 = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _open(self) -> None:
        try:
            s = socket.create_connection(("127.0.0.1", self.port), timeout=5)
            s.sendall(
                b"POST /v1/act HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: %d\r\n\r\n{" % self.declared
            )
            s.setblocking(False)
        except OSError:
            return
        self.opened += 1
        self.socks[s.fileno()] = s

    def _close(self, fd: int, poller: select.poll) -> None:
        s = self.socks.pop(fd)
        poller.unregister(fd)
        with contextlib.suppress(OSError):
            if s.recv(12).startswith(b"HTTP/1.1 408"):
                self.answered_408 += 1
        s.close()

    def _run(self) -> None:
        poller = select.poll()
        while len(self.socks) < self.n and not self._stop.is_set():
            self._open()
        for fd in self.socks:
            poller.register(fd, select.POLLIN)
        next_drip = time.monotonic()
        while not self._stop.is_set():
            for fd, _ in poller.poll(100):  # answered (408) or closed: replace it
                self._close(fd, poller)
                self._open()
                self.replaced += 1
                fresh = max(self.socks)
                with contextlib.suppress(ValueError, OSError):
                    poller.register(fresh, select.POLLIN)
            if time.monotonic() >= next_drip:
                for s in list(self.socks.values()):
                    with contextlib.suppress(OSError):
                        s.send(b" ")
                next_drip += self.every_s

    def __enter__(self) -> Drippers:
        self._thread.start()
        deadline = time.monotonic() + 60
        while len(self.socks) < self.n and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)  # the last heads read by the workers
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=10)
        for s in self.socks.values():
            s.close()


def _act_latencies(server: LiveServer, n: int, timeout_s: float = 30.0) -> list[float]:
    """Seconds each of ``n`` normal /v1/act took, one after the other (``timeout_s`` when it
    was not answered 200)."""
    body = json.dumps({"observation": ATTIC}).encode()
    out = []
    for _ in range(n):
        answer = send_raw(server.port, _post(server.port, "/v1/act", body), timeout_s=timeout_s)
        out.append(answer.seconds if answer.status == 200 else timeout_s)
    return out


def drip_fed_bodies(server: LiveServer, connections: int = 2000, probes: int = 20) -> dict:
    """``connections`` drippers (each declaring a 400 KB body, a byte every 2 s, replaced when
    answered): normal /v1/act requests stay answered within their usual latency (every one 200,
    p50 under 4x and max under 1 s above the p50 without the attack), and each dripper is cut
    with a 408 at FOLNN_BODY_TIMEOUT_S."""
    before = _act_latencies(server, probes)
    with Drippers(server.port, connections) as attack:
        held = len(attack.socks)
        during = _act_latencies(server, probes)
        time.sleep(max(0.0, 12.0 - 2.0))  # past the body deadline (10 s) of the first ones
        cut = attack.answered_408
    p50_before = sorted(before)[len(before) // 2]
    p50_during = sorted(during)[len(during) // 2]
    return {
        "drippers": connections,
        "held": held,
        "replaced": attack.replaced,
        "answered_408": cut,
        "act_p50_before_s": round(p50_before, 4),
        "act_p50_during_s": round(p50_during, 4),
        "act_max_during_s": round(max(during), 3),
        "act_answered_during": sum(1 for t in during if t < 30.0),
        "probes": probes,
        "passed": all(t < 30.0 for t in during)
        and p50_during <= max(4 * p50_before, p50_before + 0.05)
        and max(during) <= p50_before + 1.0
        and cut > 0,
    }


# --- 4: metric labels ---------------------------------------------------------------------


def _series(text: str, metric: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith(metric + "{"))


def metric_labels(server: LiveServer, requests_sent: int = 300, max_new_series: int = 30) -> dict:
    """Made-up methods on made-up paths must not create a series each."""
    before = requests.get(f"{server.url}/metrics", timeout=10).text
    rng = random.Random(12)
    for i in range(requests_sent):
        method = "".join(rng.choice(string.ascii_uppercase) for _ in range(8))
        path = f"/nope/{i}-{rng.randrange(10**9)}"
        send_raw(
            server.port,
            f"{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode(),
            5,
        )
    after = requests.get(f"{server.url}/metrics", timeout=10).text
    new = _series(after, "folnn_http_requests_total") - _series(before, "folnn_http_requests_total")
    return {
        "requests": requests_sent,
        "new_request_series": new,
        "metrics_bytes_before": len(before),
        "metrics_bytes_after": len(after),
        "bound_new_series": max_new_series,
        "passed": new <= max_new_series,
    }


# --- 5: body limit -------------------------------------------------------------------------


def _padded_act(size: int) -> bytes:
    """A valid /v1/act body of ``size`` bytes: the JSON object, then blanks (valid JSON)."""
    head = json.dumps({"observation": "-= Attic =-\nThere is an exit to the north."}).encode()
    return head + b" " * max(0, size - len(head))


def _chunked_writer(body: bytes, piece: int = 65536) -> Callable[[socket.socket], None]:
    def write(sock: socket.socket) -> None:
        sock.sendall(
            b"POST /v1/act HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        )
        for i in range(0, len(body), piece):
            part = body[i : i + piece]
            sock.sendall(f"{len(part):x}\r\n".encode() + part + b"\r\n")
        sock.sendall(b"0\r\n\r\n")

    return write


def chunked_body_limit(server: LiveServer, limit: int) -> dict:
    """Over the limit: 413 received (chunked or Content-Length, 1.25x and 3x); at the limit: the
    whole body is read and its hash is the audit's input hash."""
    port = server.port
    cases = {
        "chunked_1.25x": send_raw(port, _chunked_writer(_padded_act(limit * 5 // 4))),
        "chunked_3x": send_raw(port, _chunked_writer(_padded_act(limit * 3))),
        "content_length_1.25x": send_raw(port, _post(port, "/v1/act", _padded_act(limit * 5 // 4))),
        "content_length_3x": send_raw(port, _post(port, "/v1/act", _padded_act(limit * 3))),
    }
    exact = _padded_act(limit - 10)
    at_limit = send_raw(port, _chunked_writer(exact))
    logged = None
    if at_limit.status == 200:
        request_id = json.loads(at_limit.body)["request_id"]
        logged = _find_decision(server, lambda d: d["request_id"] == request_id)
    return {
        "limit_bytes": limit,
        "over_limit": {k: v.summary() for k, v in cases.items()},
        "chunked_at_limit_status": at_limit.status,
        "chunked_at_limit_hash_is_whole_body": bool(
            logged and logged["input_sha256"] == hashlib.sha256(exact).hexdigest()
        ),
        "passed": all(a.status == 413 and a.envelope() for a in cases.values())
        and at_limit.status == 200
        and bool(logged and logged["input_sha256"] == hashlib.sha256(exact).hexdigest()),
    }


def _find_decision(server: LiveServer, match: Callable[[dict], bool], wait_s: float = 5.0):
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        page = requests.get(
            f"{server.url}/v1/decisions?limit=200", headers=server.op_headers(), timeout=10
        ).json()
        found = [d for d in page["items"] if match(d)]
        if found:
            return found[0]
        time.sleep(0.1)
    return None


# --- 6: one envelope everywhere -------------------------------------------------------------


def envelope_everywhere(server: LiveServer) -> dict:
    """Answers the app never saw (malformed line, URI and headers too large) and odd ones
    (OPTIONS, an encoded slash in a version) are the JSON envelope with X-Request-ID."""
    port = server.port
    token = server.token
    many_headers = "".join(f"X-H{i}: {i}\r\n" for i in range(150))
    cases = {
        "uri_too_long": b"GET /healthz?" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        "header_too_large": b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000
        + b"\r\n\r\n",
        "too_many_headers": f"GET /healthz HTTP/1.1\r\nHost: x\r\n{many_headers}\r\n".encode(),
        "malformed_request_line": b"GET\x01 /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
        "bad_http_version": b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n",
        "encoded_slash_version": (
            f"POST /v1/policies/%2fetc/activate HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {token}\r\nContent-Length: 0\r\n\r\n"
        ).encode(),
        "double_slash": b"GET //v1//rules HTTP/1.1\r\nHost: x\r\n\r\n",
        "options_act": b"OPTIONS /v1/act HTTP/1.1\r\nHost: x\r\n\r\n",
        "options_star": b"OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n",
        "trailing_slash": b"GET /v1/rules/ HTTP/1.1\r\nHost: x\r\n\r\n",
    }  # fmt: skip
    answers = {name: send_raw(port, raw, 10) for name, raw in cases.items()}
    return {
        "answers": {k: v.summary() for k, v in answers.items()},
        "passed": all(a.envelope() and 400 <= a.status < 500 for a in answers.values()),
    }


def _read_to_the_end(port: int, payload: bytes) -> str:
    """Send ``payload`` (a send the server cuts short is not an error by itself), then read
    until the server closes: ``ok`` (a whole envelope, then end of stream), ``reset`` (a
    connection reset, before or after the answer) or what else went wrong."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        with contextlib.suppress(OSError):
            sock.sendall(payload)
        time.sleep(0.1)  # a client busy elsewhere before it reads
        data = b""
        try:
            while chunk := sock.recv(65536):
                data += chunk
        except ConnectionResetError:
            return "reset"
        except OSError as exc:
            return type(exc).__name__
    head, _, body = data.partition(b"\r\n\r\n")
    answer = HttpAnswer(int(head.split(b" ")[1]) if head.startswith(b"HTTP/") else 0)
    answer.headers = {
        k.strip().lower(): v.strip()
        for k, _, v in (line.partition(":") for line in head.decode("latin-1").split("\r\n")[1:])
    }
    answer.body = body
    return "ok" if answer.envelope() and answer.status >= 400 else f"no envelope ({len(data)} B)"


def error_answers_end_cleanly(server: LiveServer, attempts: int = 5) -> dict:
    """Issue 20, finding 8: every error answer is read whole and followed by an end of stream,
    never a reset (a 9 KB request line got its 414, then a reset while the client still read)."""
    port = server.port
    body = b"x" * 3_000_000
    cases = {
        "414_line_9kb": b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        "414_line_1mb": b"GET /" + b"a" * 1_000_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
        "431_header_1mb": b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: " + b"b" * 1_000_000
        + b"\r\n\r\n",
        "413_body_3mb": (
            "POST /v1/act HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        ).encode() + body,
    }  # fmt: skip
    outcomes = {}
    for name, payload in cases.items():
        counts: dict[str, int] = {}
        for _ in range(attempts):
            outcome = _read_to_the_end(port, payload)
            counts[outcome] = counts.get(outcome, 0) + 1
        outcomes[name] = counts
    return {
        "attempts": attempts,
        "outcomes": outcomes,
        "passed": all(c == {"ok": attempts} for c in outcomes.values()),
    }


# --- 7: growth -----------------------------------------------------------------------------


def _store_figures(server: LiveServer) -> dict:
    """Rows, then the database's bytes after a checkpoint (the WAL's pages moved into it, the
    WAL cut back), and the WAL's bytes then: what the log occupies on disk for good."""
    db = server.data_dir / "folnn.sqlite3"
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    wal = db.with_name(db.name + "-wal")
    return {
        "rows": rows,
        "db_bytes": db.stat().st_size,
        "wal_bytes": wal.stat().st_size if wal.exists() else 0,
    }


def _flood_act(server: LiveServer, n: int, clients: int = 4) -> int:
    body = json.dumps({"observation": ATTIC}).encode()
    session_count = [0]

    def client(k: int) -> None:
        with requests.Session() as s:
            for _ in range(k):
                r = s.post(
                    f"{server.url}/v1/act",
                    data=body,
                    headers={"Content-Type": "application/json"},
                    timeout=10,
                )
                if r.status_code == 200:
                    session_count[0] += 1

    _concurrently([lambda: client(n // clients) for _ in range(clients)])
    return session_count[0]


def decision_retention(server: LiveServer, decisions: int = 3000) -> dict:
    """Anonymous clients decide ``decisions`` times in two waves; the log keeps at most
    ``FOLNN_AUDIT_MAX_ROWS`` rows, its database stops growing (freed pages are reused) and the
    WAL stays within the 64 MiB it is cut back to; and since the cap evicted decisions younger
    than the age limit, ``/readyz`` says so (degraded) and the metric counts them."""
    first = _flood_act(server, decisions // 2)
    time.sleep(1.0)  # a flush and a prune
    after_first = _store_figures(server)
    second = _flood_act(server, decisions // 2)
    time.sleep(1.0)
    after_second = _store_figures(server)
    slack = 200  # one flush interval of decisions per worker may sit above the cap
    ready = requests.get(f"{server.url}/readyz", timeout=10).json()
    alarm = [r for r in ready.get("degraded", []) if "before their age limit" in r]
    return {
        "decisions": first + second,
        "max_rows": MAX_ROWS,
        "after_first_wave": after_first,
        "after_second_wave": after_second,
        # issue 20, finding 5: the operator is told that the cap, not the age, now decides
        "readyz_status": ready.get("status"),
        "readyz_alarm": alarm,
        "evicted_early_total": ready.get("audit", {}).get("evicted_early_total"),
        "passed": bool(alarm)
        and ready.get("status") == "degraded"
        and (ready.get("audit", {}).get("evicted_early_total") or 0) > 0
        and after_second["rows"] <= MAX_ROWS + slack
        and after_second["db_bytes"] <= after_first["db_bytes"] * 1.1 + 256 * 1024
        and after_second["wal_bytes"] <= 64 * 2**20,
    }


def constraint_cap(server: LiveServer) -> dict:
    """Constraints beyond ``FOLNN_MAX_CONSTRAINTS`` are refused with a 409 envelope."""
    h = server.op_headers()
    created, refused = [], None
    for i in range(MAX_CONSTRAINTS + 2):
        r = requests.post(
            f"{server.url}/v1/constraints",
            json={"text": "forbid go(north)", "mode": "dryrun", "author": "cap", "reason": f"{i}"},
            headers=h,
            timeout=10,
        )
        if r.status_code == 201:
            created.append(r.json()["id"])
        else:
            refused = r
            break
    for cid in created:
        requests.delete(f"{server.url}/v1/constraints/{cid}", headers=h, timeout=10)
    code = refused.json()["error"]["code"] if refused is not None else None
    return {
        "cap": MAX_CONSTRAINTS,
        "created": len(created),
        "refused_status": refused.status_code if refused is not None else None,
        "refused_code": code,
        "passed": len(created) == MAX_CONSTRAINTS
        and refused is not None
        and refused.status_code == 409,
    }


# --- 8: artifacts --------------------------------------------------------------------------


def _rehash(folder: Path, edit: Callable[[dict], None]) -> None:
    """Edit a manifest and give it a matching ``manifest_sha256`` (what a careless or hostile
    publisher can do: the hash detects accidents, it is not a signature)."""
    path = folder / "manifest.json"
    manifest = json.loads(path.read_text())
    edit(manifest)
    body = {k: v for k, v in manifest.items() if k != "manifest_sha256"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    manifest["manifest_sha256"] = hashlib.sha256(canonical.encode()).hexdigest()
    path.write_text(json.dumps(manifest, indent=2))


def hostile_policies(root: Path, outside: Path) -> dict[str, str]:
    """Policies that pass the hash checks but cannot be served, and folder junk, under
    ``root/fol-rules``: returns ``{version: what it is}``."""
    from converter.converter import FOLConverter
    from model.baselines import NnDqn, NnDqnConfig
    from model.registry import save_artifact

    helpers = service_helpers()
    base = root / "fol-rules"
    vocab = FOLConverter().vocabulary
    if not (base / "baseline").exists():
        save_artifact(
            NnDqn(NnDqnConfig(vocabulary=vocab.to_dict())),
            root,
            "fol-rules",
            "baseline",
            method="nn-dqn",
            network="nn-dqn",
            training={"seed": 0},
            evaluation={},
            rules=[],
        )
    if not (base / "huge").exists():
        helpers.save_policy(root, "huge", seed=4)

        def grow(manifest: dict) -> None:
            manifest["model"]["config"]["gates"] = [HUGE_GATES, 1]
            manifest["model"]["config"]["max_gates"] = 10**9

        _rehash(base / "huge", grow)
    (base / "empty-list").mkdir(exist_ok=True)
    (base / "empty-list" / "manifest.json").write_text("[]")
    (base / "not-json").mkdir(exist_ok=True)
    (base / "not-json" / "manifest.json").write_bytes(b"\xff\xfe garbage")
    (base / "stray-file").write_text("not a folder")
    outside.mkdir(parents=True, exist_ok=True)
    (outside / "manifest.json").write_text("{}")
    if not (base / "linked-out").is_symlink():
        (base / "linked-out").symlink_to(outside)
    if not (base / "dangling").is_symlink():
        (base / "dangling").symlink_to(outside / "nowhere")
    return {
        "baseline": "nn-dqn saved by model.registry.save_artifact",
        "huge": f"fol-lnn manifest asking for {HUGE_GATES} gates, hashes matching",
        "empty-list": "manifest.json is []",
        "not-json": "manifest.json is not JSON",
        "stray-file": "a file, not a folder",
        "linked-out": "symlink to a folder outside the policy root",
        "dangling": "symlink to nothing",
    }


def artifact_refusals(server: LiveServer) -> dict:
    """Activating each hostile version: a clear 409/422/404, fast; the listing answers 200 with
    each listed as not verified; v1 keeps serving."""
    h = server.op_headers()
    out = {}
    for version in ("baseline", "huge", "empty-list", "not-json", "linked-out", "dangling"):
        t0 = time.perf_counter()
        try:
            r = requests.post(f"{server.url}/v1/policies/{version}/activate", headers=h, timeout=20)
            out[version] = {
                "status": r.status_code,
                "code": r.json()["error"]["code"] if r.status_code >= 400 else None,
                "seconds": round(time.perf_counter() - t0, 3),
            }
        except (requests.RequestException, ValueError) as exc:
            out[version] = {"status": 0, "error": type(exc).__name__, "seconds": 20.0}
    listed, listing_status = {}, 0
    try:
        listing = requests.get(f"{server.url}/v1/policies", headers=h, timeout=30)
        listing_status = listing.status_code
        if listing_status == 200:
            listed = {p["version"]: p.get("verified") for p in listing.json()["policies"]}
    except (requests.RequestException, ValueError):
        pass  # no answer within 30 s: reported as status 0
    act = requests.post(f"{server.url}/v1/act", json={"observation": ATTIC}, timeout=10)
    return {
        "activate": out,
        "listing_status": listing_status,
        "listed_verified": listed,
        "act_after": {"status": act.status_code, "version": act.json().get("policy_version")},
        "passed": all(v["status"] in (404, 409, 422) and v["seconds"] < 10 for v in out.values())
        and out["baseline"]["status"] == 409
        and out["huge"]["status"] == 409
        and listing_status == 200
        and listed.get("v1") is True
        and all(listed.get(v) is False for v in ("baseline", "huge", "empty-list", "not-json"))
        and act.status_code == 200
        and act.json().get("policy_version") == "v1",
    }


def boot_skips_bad_newest(data_dir: Path, good_root: Path, timeout_s: float = 90.0) -> dict:
    """A policy folder whose newest version asks for a huge network (and no default version):
    the server boots, serves the newest good version and says why."""
    import shutil

    root = data_dir / "boot-policies"
    if not root.exists():
        (root / "fol-rules").mkdir(parents=True)
        shutil.copytree(good_root / "fol-rules" / "v1", root / "fol-rules" / "v1")
        time.sleep(0.05)  # the huge one is newer (manifest mtime)
        shutil.copytree(good_root / "fol-rules" / "huge", root / "fol-rules" / "zz-huge")
        (root / "fol-rules" / "zz-huge" / "manifest.json").touch()
    t0 = time.perf_counter()
    server = LiveServer(data_dir / "boot", root, FOLNN_DEFAULT_VERSION="")
    try:
        server.start(timeout_s)
    except RuntimeError as exc:
        return {"booted": False, "error": str(exc)[-300:], "passed": False}
    try:
        ready = requests.get(f"{server.url}/readyz", timeout=10)
        body = ready.json()
    finally:
        server.stop()
    return {
        "booted": True,
        "boot_s": round(time.perf_counter() - t0, 1),
        "readyz_status": ready.status_code,
        "serving": body.get("policy_version"),
        "policy_error": body.get("policy_error"),
        "passed": ready.status_code == 200
        and body.get("policy_version") == "v1"
        and "zz-huge" in str(body.get("policy_error")),
    }


# --- 9: leaks ------------------------------------------------------------------------------

_ABSOLUTE_PATH = re.compile(r"(?<![\w.])/(?:tmp|home|root|var|work|app|data|usr)/")


def leaks(server: LiveServer) -> dict:
    """Unknown candidates are not echoed; /readyz (no token) names no file path; two requests
    with the same X-Request-ID are stored under two ids, the client's kept beside them."""
    url = server.url
    junk = ["z" * 1000 + str(i) for i in range(100)]
    r = requests.post(f"{url}/v1/act", json={"observation": "x", "candidates": junk}, timeout=10)
    echoed = sum(1 for j in junk if j[:200] in r.text)
    # a refused pointer (set behind the API's back) makes /readyz explain itself
    with sqlite3.connect(server.data_dir / "folnn.sqlite3") as conn:
        conn.execute("UPDATE state SET active_version = 'tampered'")
    try:
        ready = requests.get(f"{url}/readyz", timeout=10).text
    finally:
        requests.post(f"{url}/v1/policies/v1/activate", headers=server.op_headers(), timeout=30)
    paths = _ABSOLUTE_PATH.findall(ready) + [
        p for p in (str(server.data_dir), str(server.policy_root)) if p in ready
    ]
    client_id = f"dup-{random.randrange(10**9)}"
    answers = [
        requests.post(
            f"{url}/v1/act",
            json={"observation": ATTIC},
            headers={"X-Request-ID": client_id},
            timeout=10,
        ).json()
        for _ in range(2)
    ]
    stored = []
    deadline = time.monotonic() + 5
    while len(stored) < 2 and time.monotonic() < deadline:
        page = requests.get(
            f"{url}/v1/decisions?limit=200", headers=server.op_headers(), timeout=10
        ).json()
        stored = [d for d in page["items"] if d.get("client_request_id") == client_id]
        time.sleep(0.1)
    ids = {d["request_id"] for d in stored}
    answered = {a.get("request_id") for a in answers}
    return {
        "unknown_candidates_status": r.status_code,
        "unknown_candidates_answer_bytes": len(r.content),
        "unknown_candidates_echoed": echoed,
        "readyz_paths": paths,
        "same_client_id_stored": len(stored),
        "distinct_request_ids": len(ids),
        "stored_ids_are_the_answered_ones": ids == answered,
        "passed": r.status_code == 422
        and len(r.content) < 4096
        and echoed == 0
        and not paths
        and len(stored) == 2
        and len(ids) == 2
        and ids == answered,
    }


# --- all -----------------------------------------------------------------------------------


def run(data_dir: Path, policy_root: Path, limits: dict) -> dict:
    """Every scenario (one server for all but the boot scenario)."""
    hostile_policies(policy_root, data_dir / "outside-policy")
    report: dict = {}
    with LiveServer(data_dir / "hostile", policy_root, **ENV) as server:
        report["regex_backtracking"] = regex_backtracking(server)
        report["object_sentences"] = object_sentences(server)
        report["slowloris"] = slowloris(server)
        report["drip_fed_bodies"] = drip_fed_bodies(server)
        report["maximal_requests"] = maximal_requests(server, limits)
        report["unique_words_memory"] = unique_words_memory(server, limits)
        report["metric_labels"] = metric_labels(server)
        report["chunked_body_limit"] = chunked_body_limit(server, limits["body"])
        report["envelope_everywhere"] = envelope_everywhere(server)
        report["error_answers_end_cleanly"] = error_answers_end_cleanly(server)
        report["decision_retention"] = decision_retention(server)
        report["constraint_cap"] = constraint_cap(server)
        report["artifact_refusals"] = artifact_refusals(server)
        report["leaks"] = leaks(server)
    report["boot_skips_bad_newest"] = boot_skips_bad_newest(data_dir, policy_root)
    report["passed"] = all(v["passed"] for v in report.values() if isinstance(v, dict))
    return report
