"""The PostgreSQL store's connections: a pool whose waits block the worker's thread, each
session bounded (lock and statement timeouts), psycopg's errors as the store's, and the outage
mark with the watcher thread that swaps in a fresh pool when the server answers again (the
module docstring of :mod:`service.store.postgres`; docs/replicas.md)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Literal

import psycopg
from psycopg import waiting
from psycopg_pool import ConnectionPool, PoolTimeout

from service.store.bounds import PostgresBounds
from service.store.errors import StoreError, StoreUnavailable

__all__ = ["Connections", "cancel_cause", "cancelled_by", "ms", "error_reason"]

MIN_CONNECTIONS, MAX_CONNECTIONS = 2, 4
"""A worker's pool: the connections it keeps open and the most it opens."""
ACQUIRE_TIMEOUT_S = 2.0
"""Longest wait for a free connection of the pool before the store is marked unavailable."""
CONNECT_TIMEOUT_S = 3
"""Longest wait for a new connection to open (libpq's ``connect_timeout``)."""


class _BlockingConnection(psycopg.Connection):
    """A connection whose waits block the calling thread (libpq's poll in C), also where
    gevent has patched ``select``: a greenlet holding it never yields to another (see the
    module docstring). Connecting (in the pool's threads) keeps psycopg's own wait."""

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        return waiting.wait_c(gen, self.pgconn.socket, interval, timeout)


class Connections:
    """The pool of one store, marked unavailable (every call refused at once, without touching
    the network) from the first broken connection until the watcher reaches the server."""

    def __init__(self, url: str, bounds: PostgresBounds) -> None:
        self.url = url
        self.bounds = bounds
        self._pool: ConnectionPool | None = None
        self._lock = threading.Lock()
        self._down: str | None = None  # why the store is unavailable; None while usable
        self._watcher: threading.Thread | None = None
        self._closed = threading.Event()

    @property
    def unavailable(self) -> str | None:
        """Why the store is unavailable now (None while it is usable)."""
        return self._down

    def _new_pool(self) -> ConnectionPool:
        return ConnectionPool(
            self.url,
            connection_class=_BlockingConnection,
            kwargs={
                "autocommit": True,
                "connect_timeout": CONNECT_TIMEOUT_S,
                "application_name": "folnn",
            },
            configure=self._configure,
            min_size=MIN_CONNECTIONS,
            max_size=MAX_CONNECTIONS,
            timeout=ACQUIRE_TIMEOUT_S,
            name="folnn",
            open=True,
        )

    def _configure(self, conn: psycopg.Connection) -> None:
        """A new pooled connection's session bounds (module docstring)."""
        conn.execute(
            "SELECT set_config('lock_timeout', %s, false),"
            " set_config('statement_timeout', %s, false)",
            (ms(self.bounds.lock_timeout_s), ms(self.bounds.statement_timeout_s)),
        )

    def _current_pool(self) -> ConnectionPool:
        with self._lock:
            if self._closed.is_set():
                raise StoreUnavailable("the store is closed")
            if self._pool is None:
                self._pool = self._new_pool()
            return self._pool

    @contextmanager
    def connection(self, lock_wait_s: float | None = None) -> Iterator[psycopg.Connection]:
        """A pooled connection; psycopg's errors as the store's (module docstring).
        ``lock_wait_s``: the lock wait the caller sets for its statements, when not the
        session's ``lock_timeout_s`` (for the error's message)."""
        down = self._down
        if down is not None:
            raise StoreUnavailable(down)
        broken = False
        try:
            with self._current_pool().connection() as conn:
                try:
                    yield conn
                except (psycopg.OperationalError, psycopg.InterfaceError):
                    broken = conn.broken or conn.closed
                    raise
        except PoolTimeout as exc:  # no connection in time: the server is away or saturated
            self.mark_down(f"no database connection within {ACQUIRE_TIMEOUT_S} s")
            raise StoreUnavailable(str(exc)) from exc
        except psycopg.errors.LockNotAvailable as exc:  # 55P03: lock_timeout
            setting = " (FOLNN_LOCK_TIMEOUT_S)" if lock_wait_s is None else ""
            raise StoreUnavailable(
                f"a table this call needs stayed locked by another session for more than"
                f" {lock_wait_s or self.bounds.lock_timeout_s:g} s (a replica migrating,"
                f" a LOCK TABLE); its transaction was rolled back, to be tried again{setting}"
            ) from exc
        except psycopg.errors.QueryCanceled as exc:  # 57014: statement_timeout, or cancelled
            run_s = self.bounds.statement_timeout_s
            bound = f"a statement may run {run_s:g} s (half of FOLNN_TIMEOUT_S)"
            why = cancel_cause(exc, bound)
            raise StoreUnavailable(
                f"{error_reason(exc)}: {why}; its transaction was rolled back, to be tried again"
            ) from exc
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            if broken:
                self.mark_down(error_reason(exc))
            raise StoreUnavailable(error_reason(exc)) from exc
        except psycopg.Error as exc:
            raise StoreError(error_reason(exc)) from exc

    def mark_down(self, reason: str) -> None:
        with self._lock:
            if self._down is None:
                self._down = f"database unavailable: {reason}"
            if self._closed.is_set() or (self._watcher is not None and self._watcher.is_alive()):
                return
            self._watcher = threading.Thread(target=self._watch, name="folnn-pg-watch", daemon=True)
            self._watcher.start()

    def _watch(self) -> None:
        """Try the server until it answers, then swap in a fresh pool and clear the mark."""
        while not self._closed.is_set():
            try:
                with psycopg.connect(
                    self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S
                ) as probe:
                    probe.execute("SELECT 1")
                fresh = self._new_pool()
                fresh.wait(timeout=max(1.0, CONNECT_TIMEOUT_S))
            except psycopg.Error as exc:  # PoolTimeout included (wait closes its pool)
                self._down = f"database unavailable: {error_reason(exc)}"
                self._closed.wait(self.bounds.probe_interval_s)
                continue
            with self._lock:
                old, self._pool = self._pool, fresh
                self._down = None
            if old is not None:
                old.close(timeout=1.0)
            return

    def close(self) -> None:
        """Stop the watcher and close the pool (this process's connections)."""
        self._closed.set()
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close(timeout=1.0)


def ms(seconds: float) -> str:
    """A duration for PostgreSQL's timeout settings (``'1500ms'``)."""
    return f"{max(1, round(seconds * 1000))}ms"


def cancelled_by(exc: psycopg.errors.QueryCanceled) -> Literal["timeout", "request"] | None:
    """Who cancelled a statement (SQLSTATE 57014 either way), from the server's message: its
    statement timeout (``"timeout"``), or a cancel request (``"request"``: ``pg_cancel_backend``
    from another session); None when the message says neither (a server whose ``lc_messages``
    is not English words it otherwise)."""
    primary = exc.diag.message_primary or ""
    if primary.endswith("due to statement timeout"):
        return "timeout"
    if primary.endswith("due to user request"):
        return "request"
    return None


def cancel_cause(exc: psycopg.errors.QueryCanceled, bound: str) -> str:
    """Who cancelled a statement, in words; ``bound`` says which statement timeout applied."""
    by = cancelled_by(exc)
    if by == "timeout":
        return bound
    if by == "request":
        return "another session cancelled it (pg_cancel_backend), not a bound of this server"
    return f"either its bound ({bound}) or another session (pg_cancel_backend) cancelled it"


def error_reason(exc: BaseException) -> str:
    """An exception as one short line (libpq's messages span lines)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text[:300]
