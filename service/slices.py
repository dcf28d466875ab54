"""A CPU time slice per request for the gevent worker (issue 20, finding 3).

A gevent worker runs all its requests in one thread and switches between them only when one
waits for I/O; a request that converts a long history computes for up to a second and a half
without waiting, and every other request of that worker, ``/healthz`` included, waited behind it.
:meth:`TimeSlice.pauser` gives each request a ``pause`` the converter calls after each text: once
the request has computed for ``slice_s`` since it last let others run, it yields with
``gevent.idle()``: the hub polls its sockets and timers (accepts ``/healthz``, reads other
bodies) and the other requests run their own slice before this one resumes.
(``gevent.sleep(0)`` is not enough: it runs other ready greenlets, but while requests keep
yielding that way the loop never polls for I/O, and a new connection waits as long as before.)
A request shorter than one slice never yields. Under the sync worker (one request at a time)
and outside gunicorn, ``pause`` does nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["TimeSlice"]


def _cooperative() -> bool:
    """Whether this process runs gevent's patched sockets (the gevent worker)."""
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency of the service
        return False
    return bool(monkey.is_module_patched("socket"))


def _nothing() -> None:
    return None


class TimeSlice:
    """Hands out per-request ``pause`` callables that yield after ``slice_s`` of computing."""

    def __init__(self, slice_s: float, cooperative: bool | None = None) -> None:
        """``cooperative``: whether requests share a gevent hub; None asks whether gevent has
        patched this process's sockets (the gevent worker does, before the app is built)."""
        self.slice_s = slice_s
        self.cooperative = _cooperative() if cooperative is None else cooperative
        self.yields = 0  # how often requests of this worker let others run

    def pauser(self) -> Callable[[], None]:
        """A ``pause`` for one request (a no-op outside a gevent worker)."""
        if self.slice_s <= 0 or not self.cooperative:
            return _nothing
        import gevent

        began = [time.perf_counter()]

        def pause() -> None:
            if time.perf_counter() - began[0] >= self.slice_s:
                self.yields += 1
                gevent.idle()
                began[0] = time.perf_counter()

        return pause
