"""The decision audit log writer: decisions are queued and written in batches by a background
thread, so logging never fails (and barely slows) a decision."""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from dataclasses import dataclass

from service.metrics import Metrics
from service.store import DecisionRecord, Store

__all__ = ["DecisionLog", "Retention"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Retention:
    """How much of the audit log is kept: the newest ``max_rows`` decisions of the last
    ``max_age_s`` seconds (None: no limit of that kind), applied every ``interval_s``."""

    max_rows: int | None = None
    max_age_s: float | None = None
    interval_s: float = 10.0


class DecisionLog:
    """Per-process batching writer of :class:`DecisionRecord` into the store.

    The thread starts on the first record (after gunicorn forks, never at import) and flushes
    every ``interval_s`` seconds. A full queue drops the oldest record; a failed write drops the
    batch; both are counted in ``folnn_audit_dropped_total`` and never raised to the caller.
    Every ``retention.interval_s`` the same thread prunes the log to the retention (counted in
    ``folnn_audit_pruned_total``), so anonymous clients cannot grow the store without bound.
    """

    def __init__(
        self,
        store: Store,
        metrics: Metrics,
        interval_s: float,
        max_queue: int,
        retention: Retention | None = None,
    ) -> None:
        self._store = store
        self._retention = retention or Retention()
        self._pruned_at = 0.0
        self._metrics = metrics
        self._interval_s = interval_s
        self._queue: deque[DecisionRecord] = deque()
        self._max_queue = max_queue
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def record(self, decision: DecisionRecord) -> None:
        """Queue a decision; never raises."""
        try:
            with self._lock:
                if len(self._queue) >= self._max_queue:
                    self._queue.popleft()
                    self._metrics.audit_dropped.labels("queue_full").inc()
                self._queue.append(decision)
                if self._thread is None or not self._thread.is_alive():
                    self._start()
        except Exception:  # the decision must not fail because of its log
            log.exception("cannot queue decision for the audit log")

    def _start(self) -> None:
        self._stopped.clear()
        self._thread = threading.Thread(target=self._run, name="folnn-audit", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stopped.is_set():
            self._wake.wait(self._interval_s)
            self._wake.clear()
            self.flush()
            if time.monotonic() - self._pruned_at >= self._retention.interval_s:
                self.prune()
        self.flush()

    def prune(self) -> int:
        """Apply the retention now; returns how many decisions were deleted (never raises)."""
        self._pruned_at = time.monotonic()
        r = self._retention
        if r.max_rows is None and r.max_age_s is None:
            return 0
        older_than = None if r.max_age_s is None else time.time() - r.max_age_s
        try:
            deleted = self._store.prune_decisions(r.max_rows, older_than)
        except Exception:
            log.exception("audit log retention failed; will retry")
            return 0
        if deleted:
            self._metrics.audit_pruned.inc(deleted)
        return deleted

    def flush(self) -> int:
        """Write everything queued now; returns how many records were written."""
        with self._lock:
            batch = list(self._queue)
            self._queue.clear()
        if not batch:
            return 0
        try:
            self._store.append_decisions(batch)
        except Exception:
            log.exception("audit log write failed; %d decisions dropped", len(batch))
            self._metrics.audit_dropped.labels("write_failed").inc(len(batch))
            return 0
        return len(batch)

    def close(self) -> None:
        """Stop the thread after a last flush (gunicorn ``worker_exit``)."""
        self._stopped.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self.flush()
