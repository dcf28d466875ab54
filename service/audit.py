"""The decision audit log writer: decisions are queued and written in batches by a background
thread, so logging never fails (and barely slows) a decision."""

from __future__ import annotations

import logging
import threading
from collections import deque

from service.metrics import Metrics
from service.store import DecisionRecord, Store

__all__ = ["DecisionLog"]

log = logging.getLogger(__name__)


class DecisionLog:
    """Per-process batching writer of :class:`DecisionRecord` into the store.

    The thread starts on the first record (after gunicorn forks, never at import) and flushes
    every ``interval_s`` seconds. A full queue drops the oldest record; a failed write drops the
    batch; both are counted in ``folnn_audit_dropped_total`` and never raised to the caller.
    """

    def __init__(self, store: Store, metrics: Metrics, interval_s: float, max_queue: int) -> None:
        self._store = store
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
        self.flush()

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
