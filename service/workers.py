"""gunicorn worker classes for the service (``service.gunicorn_conf`` picks one).

Three changes to gunicorn's own classes, nothing else:

- Errors gunicorn answers itself, before the app sees a request (a malformed request line, a
  URI or header over gunicorn's limits, a broken chunk), are the service's JSON envelope with an
  ``X-Request-ID``, like every other answer, instead of gunicorn's HTML page; the message is
  fixed per status and never repeats the client's bytes (issue 12, finding 6). The connection
  is then closed gracefully (:func:`linger`), so the client reads the whole answer and an end
  of stream, never a reset (issue 20, finding 8).
- An answer 408 closes its connection (:class:`CloseAfter408`).
- A worker exits with its master (:func:`exit_with_master`, :func:`stop_listening`; issue 43,
  finding 9): the kernel sends it SIGTERM the moment the master dies (kill -9 included), so it
  stops at once, gracefully, instead of noticing at its next poll; and it closes its listening
  sockets before its last audit flush, so a master restarted at once can bind the port however
  long that flush waits for the store.
- The gevent worker patches sockets, ``time`` and ``select`` but not ``threading`` nor
  ``queue``: the audit writer stays a real thread, so its SQLite writes and retention never
  pause the greenlets that answer requests (a patched thread would be a greenlet blocking the
  whole worker while SQLite waits for its lock), and so do the PostgreSQL pool's threads, whose
  queues must then stay the standard library's (gevent's queue cannot pass items between real
  threads).
"""

from __future__ import annotations

import ctypes
import json
import os
import signal
import socket as std_socket
import sys
import time
import uuid
from ssl import SSLError

from gevent import monkey, socket
from gunicorn import util
from gunicorn.http.errors import (
    ConfigurationProblem,
    ExpectationFailed,
    ForbiddenProxyRequest,
    InvalidResponseHeader,
    InvalidResponseHeaderName,
    LimitRequestHeaders,
    LimitRequestLine,
    ParseException,
    UnsupportedTransferCoding,
)
from gunicorn.workers.ggevent import GeventWorker as _GeventWorker
from gunicorn.workers.sync import SyncWorker as _SyncWorker

__all__ = [
    "CloseAfter408",
    "GeventWorker",
    "SyncWorker",
    "envelope_answer",
    "exit_with_master",
    "linger",
    "stop_listening",
]

PR_SET_PDEATHSIG = 1  # linux/prctl.h

# (exception, status, reason, code, message); the first match wins; other parse errors are 400.
_CLIENT_ERRORS = (
    (LimitRequestLine, 414, "URI Too Long", "uri_too_long", "the request line is too long"),
    (
        LimitRequestHeaders,
        431,
        "Request Header Fields Too Large",
        "header_fields_too_large",
        "too many request headers, or one too long",
    ),
    (
        UnsupportedTransferCoding,
        501,
        "Not Implemented",
        "not_implemented",
        "unsupported transfer coding",
    ),
    (ExpectationFailed, 417, "Expectation Failed", "expectation_failed", "unsupported Expect"),
    (ForbiddenProxyRequest, 403, "Forbidden", "forbidden", "request forbidden"),
    (SSLError, 403, "Forbidden", "forbidden", "TLS error"),
)


def envelope_answer(status: int, reason: str, code: str, message: str) -> bytes:
    """A complete HTTP/1.1 answer carrying the error envelope, closing the connection."""
    body = json.dumps({"error": {"code": code, "message": message, "detail": None}}).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"X-Request-ID: {uuid.uuid4().hex}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def _classify(exc: BaseException) -> tuple[int, str, str, str]:
    if isinstance(exc, InvalidResponseHeader | InvalidResponseHeaderName | ConfigurationProblem):
        return 500, "Internal Server Error", "internal_error", "internal server error"
    for kind, status, reason, code, message in _CLIENT_ERRORS:
        if isinstance(exc, kind):
            return status, reason, code, message
    if isinstance(exc, ParseException):
        return 400, "Bad Request", "bad_request", "the request could not be parsed"
    return 500, "Internal Server Error", "internal_error", "internal server error"


LINGER_BYTES = 1 << 20
"""Most bytes of a refused request read and dropped after its error answer."""
LINGER_S = 2.0
"""Longest time spent reading them."""


def linger(client: std_socket.socket, max_bytes: int = LINGER_BYTES, timeout_s: float = LINGER_S):
    """Close gracefully after an error answer (issue 20, finding 8): half-close (the answer is
    followed by a FIN), then read and drop what the client still sends, up to ``max_bytes`` or
    ``timeout_s``, until it closes too. Closing a socket with unread bytes makes the kernel send
    a reset, which can cut the answer the client is still reading, or make its still-running
    send fail before it reads anything (a 9 KB request line got its 414, then a reset)."""
    deadline = time.monotonic() + timeout_s
    try:
        client.shutdown(std_socket.SHUT_WR)
        while max_bytes > 0:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            client.settimeout(left)
            data = client.recv(min(65536, max_bytes))
            if not data:
                return
            max_bytes -= len(data)
    except OSError:  # the client is gone, or timed out: nothing more to save
        return


def exit_with_master(master_pid: int) -> bool:
    """Ask the kernel for SIGTERM when this process's parent (the gunicorn master) dies; a
    master already gone by now (it died between the fork and this call) is told by SIGTERM at
    once. SIGTERM is gunicorn's graceful stop: the worker stops accepting, finishes what it is
    answering within the graceful timeout, and flushes its audit log. Without it an orphaned
    worker notices only at its next poll of its parent (every second under gevent, when no
    greenlet blocks the loop; up to half the worker timeout under sync) and the gevent worker
    then leaves by ``sys.exit``, its requests in hand cut. Linux only (``prctl``); elsewhere
    returns False and the poll stays."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    if os.getppid() != master_pid:  # the master died before the request was made
        os.kill(os.getpid(), signal.SIGTERM)
    return True


def stop_listening(worker) -> int:  # noqa: ANN001 - a gunicorn worker
    """Close the worker's listening sockets (its copies of the master's); returns how many.
    Run first when a worker exits, before anything that may wait (the audit log's last flush
    against a locked or unreachable store): while any process holds a listening socket on the
    port, a new master cannot bind it (gunicorn tries 5 times, a second apart, then exits), and
    connections queued there are reset when the process finally exits."""
    closed = 0
    for sock in getattr(worker, "sockets", None) or ():
        try:
            sock.close()
            closed += 1
        except OSError:
            pass
    return closed


class _EnvelopeErrors:
    """Replaces gunicorn's ``Worker.handle_error`` (which writes an HTML page); mixed in before
    a gunicorn worker class, whose ``log`` it uses."""

    def handle_error(self, req, client, addr, exc) -> None:  # noqa: ANN001 - gunicorn's hook
        status, reason, code, message = _classify(exc)
        if status >= 500:
            self.log.exception("Error handling request")
        else:
            ip = addr[0] if isinstance(addr, tuple) and addr else "?"
            self.log.warning("Invalid request from ip=%s: %s (%d)", ip, type(exc).__name__, status)
        try:
            util.write_nonblock(client, envelope_answer(status, reason, code, message))
        except Exception:
            self.log.debug("Failed to send error message.")
            return
        linger(client)


class CloseAfter408:
    """The app as the worker calls it (``worker.wsgi``; the Flask app is :attr:`app`): an
    answer 408 (a body that did not arrive within ``FOLNN_BODY_TIMEOUT_S``) closes its
    connection, ``Connection: close`` said (issue 43, finding 2). gunicorn ignores an app's
    ``Connection`` header and would read the rest of the body, at the client's pace, to reach
    the next request; the request it is answering is marked ``must_close`` instead, found by
    its socket (``gunicorn.socket``) among those the worker is answering."""

    def __init__(self, app: object) -> None:
        self.app = app
        self.requests: dict[int, object] = {}  # id(socket) -> gunicorn Request being answered

    def __call__(self, environ: dict, start_response):  # noqa: ANN204 - WSGI
        def start(status: str, headers: list, exc_info=None):  # noqa: ANN001, ANN202
            if status.startswith("408"):
                req = self.requests.get(id(environ.get("gunicorn.socket")))
                if req is not None:
                    req.must_close = True
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


class _Closing:
    """Mixed in before a gunicorn worker class: the app wrapped in :class:`CloseAfter408`."""

    def load_wsgi(self) -> None:
        super().load_wsgi()
        self.wsgi = CloseAfter408(self.wsgi)

    def handle_request(self, listener_name, req, sock, addr):  # noqa: ANN001, ANN201 - gunicorn's
        self.wsgi.requests[id(sock)] = req
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            self.wsgi.requests.pop(id(sock), None)


class SyncWorker(_EnvelopeErrors, _Closing, _SyncWorker):
    """gunicorn's sync worker (one request at a time): only behind a buffering proxy."""


class GeventWorker(_EnvelopeErrors, _Closing, _GeventWorker):
    """gunicorn's gevent worker (a greenlet per connection), threads left unpatched."""

    def patch(self) -> None:
        monkey.patch_all(thread=False, queue=False)
        self.sockets = [
            socket.socket(s.FAMILY, socket.SOCK_STREAM, fileno=s.sock.detach())
            for s in self.sockets
        ]
