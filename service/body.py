"""Request bodies read to a limit, whatever their framing (issue 12, finding 5).

Werkzeug's own limit cuts a chunked body at ``MAX_CONTENT_LENGTH`` and hands the app the cut
body; here every body, ``Content-Length`` or ``Transfer-Encoding: chunked``, is read to at most
``max_bytes`` and one byte more, and a body over the limit is refused with 413. So the client
receives that 413 instead of a connection reset, the rest of an over-limit body is read and
thrown away up to ``drain_bytes`` (a client sending more than that may still see a reset).

The whole body has one deadline (``timeout_s``; issue 43, finding 2): under the gevent worker a
``gevent.Timeout`` bounds the read from its first byte to its last, so a body dripped a byte a
second is answered 408 at the deadline, its connection closed (before, the deadline bounded each
socket read, and a 49-byte body at 1 byte/s was answered 200 after 49 s). Under the sync worker a
``SIGALRM`` timer does the same (it bounded each read only, and a dripped body held the worker
until gunicorn's worker timeout killed it); each read is bounded by the time left as well, on
both. A body takes
from the worker's :class:`BodyBudget` the bytes it has sent, as they arrive, never the length it
declares: connections promising the largest body and sending nothing hold one piece each
(16 KiB, what gunicorn buffers until a read is whole).

After :func:`read_body` the WSGI environ holds the body as a seekable stream with its length, so
anything downstream (Flask's ``request.get_data``, ``get_json``) sees exactly what was checked.
"""

from __future__ import annotations

import contextlib
import io
import signal
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import gevent
from gevent import monkey

from service.errors import ErrorAnswer, clip

__all__ = ["BodyBudget", "read_body"]

_PIECE = 16384
"""Bytes read (and taken from the budget) at a time: what a connection that promises a body
and stalls holds, at most."""


class BodyBudget:
    """The body bytes one worker holds at once, over all its requests (red-team review: a
    gevent worker holds up to ``worker_connections`` requests, and 200 connections each sending
    a 2 MB body, never its last byte, grew two workers by 390 MB, kept after they left). A body
    takes its bytes as it is read and gives them back when its request ends
    (:func:`read_body`, the app's teardown); one that does not fit is refused with 503."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.held = 0
        self._lock = threading.Lock()  # greenlets switch only on I/O; threads, if any, may not

    def take(self, n: int) -> bool:
        """Hold ``n`` more bytes, if they fit."""
        with self._lock:
            if self.held + n > self.limit:
                return False
            self.held += n
            return True

    def give_back(self, n: int) -> None:
        """Release ``n`` bytes a body held."""
        with self._lock:
            self.held = max(self.held - n, 0)


def read_body(
    environ: dict[str, Any],
    max_bytes: int,
    drain_bytes: int,
    timeout_s: float,
    budget: BodyBudget | None = None,
) -> bytes:
    """The request body (b"" when there is none); 413 above ``max_bytes``, 408 past the
    deadline, 400 when the framing is broken, 503 when ``budget`` cannot hold it. Replaces
    ``wsgi.input`` with the bytes read. The body's bytes stay taken from ``budget`` until the
    caller gives back ``len`` of what is returned."""
    chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
    length = _content_length(environ)
    if length is None and not chunked:
        return b""
    stream = environ["wsgi.input"]
    deadline = time.monotonic() + timeout_s
    sock = environ.get("gunicorn.socket")
    prior = _timeout(sock)
    held = 0

    def take(n: int) -> None:  # n < 0 gives bytes back
        nonlocal held
        if budget is not None:
            if n > 0 and not budget.take(n):
                raise _busy(budget.limit)
            if n < 0:
                budget.give_back(-n)
            held += n

    try:
        with _whole_body_deadline(timeout_s, sock):
            data = _read_within(stream, length, max_bytes, drain_bytes, deadline, sock, take)
        coding = environ.get("HTTP_TRANSFER_ENCODING", "")
        if chunked and [c.strip() for c in coding.lower().split(",")] != ["chunked"]:
            # gunicorn passes `gzip, chunked` on as it came: the body would be read still coded
            raise ErrorAnswer(
                501,
                "not_implemented",
                "the only transfer coding accepted is chunked",
                {"transfer_encoding": clip(coding)},
            )
    except BaseException:
        if budget is not None:
            budget.give_back(held)
        raise
    finally:
        _set_timeout(sock, prior)
    if budget is not None:
        budget.give_back(held - len(data))
    environ["wsgi.input"] = io.BytesIO(data)
    environ["CONTENT_LENGTH"] = str(len(data))
    environ.pop("HTTP_TRANSFER_ENCODING", None)
    environ["wsgi.input_terminated"] = True
    return data


def _read_within(
    stream: Any,
    length: int | None,
    max_bytes: int,
    drain_bytes: int,
    deadline: float,
    sock: socket.socket | None,
    take: Callable[[int], None],
) -> bytes:
    """The body's bytes, each piece taken from the budget as it arrives; 413 above
    ``max_bytes`` (what follows read and dropped up to ``drain_bytes``), 503 when the budget
    cannot hold the next piece (the rest read out the same way)."""
    if length is not None and length > max_bytes:
        _discard(stream, min(length, drain_bytes), deadline, sock)
        raise _too_large(max_bytes, length)
    try:
        data = _read(stream, max_bytes + 1 if length is None else length, deadline, sock, take)
    except ErrorAnswer as exc:
        if exc.status == 503:  # the client is still sending: read it out, answer 503
            _discard(stream, drain_bytes, deadline, sock)
        raise
    if len(data) > max_bytes:  # chunked: one byte past the limit is enough to know
        _discard(stream, drain_bytes, deadline, sock)
        raise _too_large(max_bytes, None)
    return data


@contextlib.contextmanager
def _whole_body_deadline(timeout_s: float, sock: socket.socket | None) -> Iterator[None]:
    """408 once ``timeout_s`` has passed, wherever the read is. Under gevent (sockets
    patched) a ``gevent.Timeout``; under the sync worker (one request at a time, in the
    process's main thread) a ``SIGALRM`` timer, whose handler raises the 408 into the read
    the signal interrupts: gunicorn's body reader loops over socket reads until a piece is
    whole, so each read's own bound (the time left, set before each piece) let a client
    dripping a byte within it hold the worker until gunicorn's worker timeout killed it (a 500;
    the docs said the sync worker kept the per-read bound only). Elsewhere (not under gunicorn,
    or off the main thread) each read's own bound."""
    if monkey.is_module_patched("socket"):
        with gevent.Timeout(timeout_s, _timed_out()):
            yield
        return
    if sock is None or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise _timed_out()

    started = time.monotonic()
    prior_handler = signal.signal(signal.SIGALRM, expire)
    prior_delay, prior_interval = signal.setitimer(signal.ITIMER_REAL, timeout_s)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, prior_handler)
        if prior_delay > 0:  # someone else's timer: given back, less the time spent here
            left = max(prior_delay - (time.monotonic() - started), 1e-3)
            signal.setitimer(signal.ITIMER_REAL, left, prior_interval)


def _content_length(environ: dict[str, Any]) -> int | None:
    raw = environ.get("CONTENT_LENGTH")
    if raw in (None, ""):
        return None
    try:
        length = int(raw)
    except ValueError:
        raise ErrorAnswer(400, "bad_request", "Content-Length is not a number") from None
    if length < 0:
        raise ErrorAnswer(400, "bad_request", "Content-Length is negative")
    return length


def _too_large(max_bytes: int, length: int | None) -> ErrorAnswer:
    return ErrorAnswer(
        413,
        "payload_too_large",
        f"the body is larger than {max_bytes} bytes",
        {"max_body_bytes": max_bytes, "content_length": length},
    )


def _read(
    stream: Any,
    want: int,
    deadline: float,
    sock: socket.socket | None,
    take: Callable[[int], None],
) -> bytes:
    parts, got = [], 0
    while got < want:
        size = min(_PIECE, want - got)
        take(size)  # before the read: gunicorn buffers a piece until it is whole
        piece = _read_piece(stream, size, deadline, sock)
        take(len(piece) - size)
        if not piece:
            break
        parts.append(piece)
        got += len(piece)
    return b"".join(parts)


def _discard(stream: Any, budget: int, deadline: float, sock: socket.socket | None) -> None:
    """Read and drop up to ``budget`` more bytes, so the client is not reset mid-send; a client
    that is slow or sends more than that simply stops being read (its 413 still goes out)."""
    left = budget
    try:
        while left > 0:
            piece = _read_piece(stream, min(_PIECE, left), deadline, sock)
            if not piece:
                return
            left -= len(piece)
    except ErrorAnswer:
        pass


def _read_piece(stream: Any, size: int, deadline: float, sock: socket.socket | None) -> bytes:
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise _timed_out()
    _set_timeout(sock, remaining)
    try:
        return stream.read(size)
    except TimeoutError:  # socket.timeout
        raise _timed_out() from None
    except ErrorAnswer:  # the whole body's deadline, raised into the read by gevent
        raise
    except Exception as exc:  # a broken chunk, a client gone mid-body: the framing is unusable
        raise ErrorAnswer(400, "bad_request", "the request body could not be read") from exc


def _busy(limit: int) -> ErrorAnswer:
    return ErrorAnswer(
        503,
        "busy",
        "the server holds too many request bodies at once; try again",
        {"body_bytes_in_flight": limit},
    )


def _timed_out() -> ErrorAnswer:
    return ErrorAnswer(408, "request_timeout", "the request body did not arrive in time")


def _timeout(sock: socket.socket | None) -> float | None:
    try:
        return sock.gettimeout() if sock is not None else None
    except OSError:
        return None


def _set_timeout(sock: socket.socket | None, value: float | None) -> None:
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.settimeout(value)
