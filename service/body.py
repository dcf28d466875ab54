"""Request bodies read to a limit, whatever their framing (issue 12, finding 5).

Werkzeug's own limit cuts a chunked body at ``MAX_CONTENT_LENGTH`` and hands the app the cut
body; here every body, ``Content-Length`` or ``Transfer-Encoding: chunked``, is read to at most
``max_bytes`` and one byte more, and a body over the limit is refused with 413. So the client
receives that 413 instead of a connection reset, the rest of an over-limit body is read and
thrown away up to ``drain_bytes`` (a client sending more than that may still see a reset). The
whole read has a deadline (``timeout_s``): a client that stalls in its body gets 408.

After :func:`read_body` the WSGI environ holds the body as a seekable stream with its length, so
anything downstream (Flask's ``request.get_data``, ``get_json``) sees exactly what was checked.
"""

from __future__ import annotations

import contextlib
import io
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from service.errors import ErrorAnswer, clip

__all__ = ["BodyBudget", "read_body"]

_PIECE = 65536


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

    def take(n: int) -> None:
        nonlocal held
        if budget is not None:
            if not budget.take(n):
                raise _busy(budget.limit)
            held += n

    try:
        if length is not None and length > max_bytes:
            _discard(stream, min(length, drain_bytes), deadline, sock)
            raise _too_large(max_bytes, length)
        try:
            if length is not None:  # taken at once: a body that cannot fit is not read in
                take(length)
                data = _read(stream, length, deadline, sock, lambda n: None)
            else:  # chunked: taken piece by piece
                data = _read(stream, max_bytes + 1, deadline, sock, take)
        except ErrorAnswer as exc:
            if exc.status == 503:  # the client is still sending: read it out, answer 503
                _discard(stream, drain_bytes, deadline, sock)
            raise
        if len(data) > max_bytes:  # chunked: one byte past the limit is enough to know
            _discard(stream, drain_bytes, deadline, sock)
            raise _too_large(max_bytes, None)
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
        piece = _read_piece(stream, min(_PIECE, want - got), deadline, sock)
        if not piece:
            break
        take(len(piece))
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
