"""The decision audit log writer: decisions are journaled before the answer (:mod:`service.journal`,
so kill -9 of a worker loses none it answered), queued and written in batches by a background
thread, so logging never fails (and barely slows) a decision."""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from dataclasses import dataclass

from service.journal import Journal, JournalStopped
from service.metrics import Metrics
from service.store import DecisionRecord, LogExtent, Store, StoreUnavailable

__all__ = ["DecisionLog", "Retention", "retention_alarm"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Retention:
    """How much of the audit log is kept: the newest ``max_rows`` decisions of the last
    ``max_age_s`` seconds (None: no limit of that kind), applied every ``interval_s``."""

    max_rows: int | None = None
    max_age_s: float | None = None
    interval_s: float = 10.0


def retention_alarm(retention: Retention, extent: LogExtent, now: float) -> str | None:
    """Why the log holds less than its age limit because of its row cap, or None.

    The alarm holds while decisions have been deleted (the first seq is above 1), the log is at
    its row cap, and its oldest decision is younger than the age limit: the cap, not the age,
    decides what is kept, so every new decision evicts one the age limit would have kept (an
    anonymous flood erasing the trail, or more traffic than the cap holds). Read from the store,
    so every worker of every replica says the same."""
    if retention.max_rows is None or retention.max_age_s is None or extent.first_seq is None:
        return None
    if extent.first_seq <= 1 or extent.last_seq - extent.first_seq + 1 < retention.max_rows:
        return None
    kept_s = now - extent.oldest_at
    if kept_s >= retention.max_age_s:
        return None
    return (
        f"audit retention: the row cap ({retention.max_rows} decisions) keeps only the last"
        f" {kept_s:.0f} s of decisions, less than the age limit ({retention.max_age_s:.0f} s):"
        " decisions are evicted before their age limit"
    )


class DecisionLog:
    """Per-process batching writer of :class:`DecisionRecord` into the store.

    With a ``journal``, :meth:`record` appends the decision to it before queuing it (before
    the answer goes out), the journal's segments are deleted once their records are in the
    store, and the thread replays the segments of workers that died
    (:meth:`~service.journal.Journal.adopt`, at its start and at each retention pass): a
    decision answered is in the log after kill -9 of its worker. A record the journal cannot
    take (a full disk) is still queued and counted in ``folnn_audit_journal_total{event=
    "unjournaled"}``: that one is lost if the worker is killed before the store takes it.

    The thread starts on the first record (after gunicorn forks, never at import) and flushes
    every ``interval_s`` seconds, in batches of at most ``batch_size``. While the store is
    unavailable (:class:`StoreUnavailable`: a database outage, a locked file) the batch goes
    back to the front of the queue and is written once the store answers again, so decisions
    answered meanwhile reach the log; the queue holds at most ``max_queue`` decisions and a full
    queue drops the oldest from memory: a journaled one stays in its journal segment and is
    written from there once the store is back (``spilled``; issue 43, finding 6), an
    unjournaled one is lost (``queue_full``). A write the store refuses (any other error)
    drops its batch. Both drops are counted in ``folnn_audit_dropped_total`` and in
    :attr:`dropped` (``/readyz`` reports them), never raised to the caller. Every
    ``retention.interval_s`` the same thread prunes the log to the retention (counted in
    ``folnn_audit_pruned_total``), so anonymous clients cannot grow the store without bound.
    """

    def __init__(
        self,
        store: Store,
        metrics: Metrics,
        interval_s: float,
        max_queue: int,
        retention: Retention | None = None,
        batch_size: int = 1000,
        journal: Journal | None = None,
    ) -> None:
        self._store = store
        self._journal = journal
        self._batch_size = batch_size
        self._retention = retention or Retention()
        self._pruned_at = 0.0
        self._metrics = metrics
        self._interval_s = interval_s
        self._queue: deque[tuple[DecisionRecord, int]] = deque()  # (record, journal segment)
        self._max_queue = max_queue
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()  # one batch in flight at a time: ids in queue order
        self._prune_lock = threading.Lock()  # one retention pass at a time, counted before the next
        self._in_flight = 0
        self.dropped: dict[str, int] = {
            "queue_full": 0,
            "write_failed": 0,
            "shutdown": 0,
            "journal_torn": 0,
        }
        """Decisions this process could not log, by reason (also in the metric)."""
        self.waiting_since: float | None = None
        """When the store last refused a batch as unavailable (None once a batch is written)."""
        self._spilled: int | None = None  # the first segment of a record the queue dropped
        self.journal_fault: str | None = None
        """Why decisions are answered unjournaled now (None while the journal takes them)."""
        self.journal_fault_since: float | None = None
        self._refused: tuple[float, StoreUnavailable] | None = None  # (monotonic time, refusal)
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def retention(self) -> Retention:
        """What this log keeps."""
        return self._retention

    @property
    def pending(self) -> int:
        """Decisions queued or being written, not yet in the store."""
        return len(self._queue) + self._in_flight

    def _drop(self, reason: str, count: int) -> None:
        self.dropped[reason] += count
        self._metrics.audit_dropped.labels(reason).inc(count)

    def record(self, decision: DecisionRecord) -> None:
        """Journal a decision and queue it; never raises."""
        try:
            with self._lock:
                segment = -1  # not journaled
                if self._journal is not None:
                    segment = self._journal_append(decision)
                if len(self._queue) >= self._max_queue:
                    self._spill(*self._queue.popleft())
                self._queue.append((decision, segment))
                if self._thread is None or not self._thread.is_alive():
                    self._start()
        except Exception:  # the decision must not fail because of its log
            log.exception("cannot queue decision for the audit log")

    def _journal_append(self, decision: DecisionRecord) -> int:
        """Journal ``decision`` (its segment), or count it unjournaled (-1); says once when
        the journal stops and once when it resumes (under ``_lock``)."""
        try:
            segment = self._journal.append(decision)
        except JournalStopped as exc:
            self._metrics.audit_journal.labels("unjournaled").inc()
            if self.journal_fault is None:
                self.journal_fault, self.journal_fault_since = exc.reason, time.time()
                self._metrics.faults["journal"] = exc.reason
                log.error(
                    "audit journal: stopped journaling (%s); decisions are answered unjournaled"
                    " (in memory only until the store takes them)",
                    exc.reason,
                )
            return -1
        if self.journal_fault is not None:
            log.warning("audit journal: journaling again (it had stopped: %s)", self.journal_fault)
            self.journal_fault = self.journal_fault_since = None
            self._metrics.faults.pop("journal", None)
        return segment

    def _spill(self, record: DecisionRecord, segment: int) -> None:
        """A record leaves the full queue (under ``_lock``): a journaled one stays in its
        segment, kept on disk and written from there once the store is back
        (:meth:`_replay_spilled`); an unjournaled one is lost, counted ``queue_full``."""
        if segment < 0:
            self._drop("queue_full", 1)
            return
        self._spilled = segment if self._spilled is None else min(self._spilled, segment)
        self._metrics.audit_journal.labels("spilled").inc()

    def _replay_spilled(self) -> None:
        """Write the journaled records the queue dropped (under ``_write_lock``, the queue just
        written): the current segment is closed to appends, then every own segment from the
        first spilled one to it is read and written, but the records the store holds already or
        that wait in the queue; raising :class:`StoreUnavailable` leaves them for the next try."""
        with self._lock:
            first, self._spilled = self._spilled, None
            if first is None:
                return
            last = self._journal.rotate()
            queued = {record.request_id for record, _ in self._queue}
        try:
            for number in self._journal.numbers:
                if first <= number <= last:
                    records = self._journal.read(number)
                    self._replay([r for r in records if r.request_id not in queued], 0)
        except Exception:
            with self._lock:  # spilled meanwhile too, maybe: the lowest of both waits
                self._spilled = first if self._spilled is None else min(first, self._spilled)
            raise
        log.warning("audit log: wrote the decisions the queue had left in the journal")

    def _start(self) -> None:
        self._stopped.clear()
        self._thread = threading.Thread(target=self._run, name="folnn-audit", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self.adopt()
        while not self._stopped.is_set():
            self._wake.wait(self._interval_s)
            self._wake.clear()
            self.flush()
            if time.monotonic() - self._pruned_at >= self._retention.interval_s:
                self.adopt()
                self.prune()
        self.flush()

    def adopt(self) -> int:
        """Replay the journal segments of workers that died into the store (never raises: a
        store that cannot take them now leaves them for the next pass); returns how many
        segments were replayed."""
        if self._journal is None:
            return 0
        try:
            return self._journal.adopt(self._replay)
        except StoreUnavailable as exc:
            log.warning("audit journal: a dead worker's decisions wait for the store (%s)", exc)
        except Exception:
            log.exception("audit journal: replay failed; will retry")
        return 0

    def _replay(self, records: list[DecisionRecord], torn: int) -> None:
        """Write a dead worker's journaled decisions, but those the store holds already (it
        may have died between its write and the journal's release); counted by outcome."""
        replayed = known_total = 0
        unique = list({r.request_id: r for r in reversed(records)}.values())[::-1]  # idempotent
        known_total += len(records) - len(unique)
        for start in range(0, len(unique), self._batch_size):
            chunk = unique[start : start + self._batch_size]
            known = self._store.logged_request_ids([r.request_id for r in chunk])
            fresh = [r for r in chunk if r.request_id not in known]
            written = self._append_each_alone_if_refused(fresh)
            replayed += written
            known_total += len(known) + len(fresh) - written  # another writer's meanwhile
        self._metrics.audit_journal.labels("replayed").inc(replayed)
        self._metrics.audit_journal.labels("already_logged").inc(known_total)
        if torn:
            self._drop("journal_torn", torn)

    def _append_each_alone_if_refused(self, records: list[DecisionRecord]) -> int:
        """Write ``records`` in one batch; a batch the store refuses (not unavailable: a record
        it cannot take) is written record by record, so a bad record costs itself only;
        returns how many were written (a record the log holds already is not written again:
        the store is unique by ``request_id``)."""
        try:
            return self._store.append_decisions(records)
        except StoreUnavailable:
            raise
        except Exception:
            log.warning("audit journal: a batch of %d refused; writing each alone", len(records))
        written = 0
        for record in records:
            try:
                written += self._store.append_decisions([record])
            except StoreUnavailable:
                raise
            except Exception:
                log.exception("audit journal: replayed decision %s refused", record.request_id)
                self._drop("write_failed", 1)
        return written

    @property
    def journal_skipped(self) -> dict[str, str]:
        """Entries of the journal folder named like segments that are not, left alone."""
        return dict(self._journal.skipped) if self._journal is not None else {}

    def prune(self) -> int:
        """Apply the retention now; returns how many decisions were deleted (never raises).

        A pass waits for the one in flight (the background thread's), which may have deleted
        rows and not yet counted them: when this returns, every decision this process evicted
        is in ``folnn_audit_pruned_total`` and ``folnn_audit_evicted_early_total``."""
        with self._prune_lock:
            return self._prune()

    def _prune(self) -> int:
        self._pruned_at = time.monotonic()
        r = self._retention
        if r.max_rows is None and r.max_age_s is None:
            return 0
        older_than = None if r.max_age_s is None else time.time() - r.max_age_s
        try:
            pruned = self._store.prune_decisions(r.max_rows, older_than)
        except Exception:
            log.exception("audit log retention failed; will retry")
            return 0
        if pruned.stopped is not None:
            log.error(
                "audit log retention stopped after %d deletions (%s); will retry",
                pruned.deleted,
                pruned.stopped,
            )
        if pruned.deleted:
            self._metrics.audit_pruned.inc(pruned.deleted)
        if pruned.early:
            self._metrics.audit_evicted_early.inc(pruned.early)
            log.warning(
                "audit retention: the row cap (%s) deleted %d decisions younger than the age"
                " limit (%s s)",
                r.max_rows,
                pruned.early,
                r.max_age_s,
            )
        return pruned.deleted

    def flush(self) -> int:
        """Write everything queued now, batch after batch; returns how many records were
        written (it stops at the first batch the store cannot take now, which stays queued)."""
        with self._write_lock:
            written, _ = self._write_queued()
        return written

    def flush_for_read(self) -> int:
        """Write every decision this process answered so far, before a read of the log that
        must show them; returns how many records were written. Raises
        :class:`StoreUnavailable` when the store cannot take them now (they stay queued): the
        read would miss them, and where the store is held it would wait for it a second time,
        so the caller answers 503 after one wait, not two. A write already in flight (the
        background thread's) is waited for, since it holds decisions answered before this
        call; when the store refused it meanwhile, that refusal is raised without a second
        try, the store having been waited for once already."""
        called = time.monotonic()
        with self._write_lock:
            refused = self._refused
            if refused is not None and refused[0] >= called:
                raise self._unreadable(refused[1]) from refused[1]
            written, refusal = self._write_queued()
        if refusal is not None:
            raise self._unreadable(refusal) from refusal
        return written

    def _unreadable(self, refusal: StoreUnavailable) -> StoreUnavailable:
        return StoreUnavailable(
            f"the log cannot show this worker's latest decisions ({self.pending} wait in"
            f" memory): {refusal}"
        )

    def _write_queued(self) -> tuple[int, StoreUnavailable | None]:
        """Write what is queued, batch after batch, under ``_write_lock``: how many records
        were written, and the refusal of the first batch the store could not take now (put
        back in front), if any."""
        written = 0
        while True:
            with self._lock:
                take = min(len(self._queue), self._batch_size)
                items = [self._queue.popleft() for _ in range(take)]
                self._in_flight = take
            if not items:
                if self._spilled is not None:
                    try:
                        self._replay_spilled()
                    except StoreUnavailable as exc:
                        return written, exc
                    except Exception:
                        log.exception("audit journal: the queue's spilled decisions not written")
                    self._release_journal()
                return written, None
            batch = [record for record, _ in items]
            try:
                self._store.append_decisions(batch)
            except StoreUnavailable as exc:
                self._requeue(items, exc)
                self._refused = (time.monotonic(), exc)
                return written, exc
            except Exception:
                log.exception("audit log write failed; %d decisions dropped", len(batch))
                self._drop("write_failed", len(batch))
            else:
                written += len(batch)
                self._refused = None
                if self.waiting_since is not None:
                    log.warning("audit log: the store answers again; writing the backlog")
                    self.waiting_since = None
            finally:
                self._in_flight = 0
            self._release_journal()

    def _needed_segment(self) -> int | None:
        """The oldest journal segment still needed: of the oldest queued record, or of the
        first record the queue spilled (None: nothing journaled waits); under ``_lock``."""
        queued = next((segment for _, segment in self._queue if segment >= 0), None)
        if self._spilled is None:
            return queued
        return self._spilled if queued is None else min(queued, self._spilled)

    def _release_journal(self) -> None:
        """Delete the journal segments whose records are all in the store (or dropped, and
        counted); under ``_write_lock``, so no batch is in flight."""
        if self._journal is None:
            return
        with self._lock:
            try:
                self._journal.release(self._needed_segment())
            except OSError:
                log.exception("audit journal: cannot release written segments")

    def _requeue(self, batch: list[tuple[DecisionRecord, int]], exc: Exception) -> None:
        """Put an unwritten batch back in front (oldest first); the queue stays bounded."""
        if self.waiting_since is None:
            self.waiting_since = time.time()
            log.warning("audit log: store unavailable (%s); decisions wait in memory", exc)
        with self._lock:
            self._queue.extendleft(reversed(batch))
            over = len(self._queue) - self._max_queue
            for _ in range(max(0, over)):
                self._spill(*self._queue.popleft())

    def close(self) -> None:
        """Stop the thread after a last flush (gunicorn ``worker_exit``). What the store still
        cannot take stays in the journal for the next worker to replay; what is not journaled
        is counted as dropped (``shutdown``), loudly."""
        self._stopped.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self.flush()
        with self._write_lock, self._lock:
            journaled = sum(1 for _, segment in self._queue if segment >= 0)
            left = len(self._queue) - journaled
            if self._journal is not None:
                try:
                    self._journal.close(self._needed_segment())
                except OSError:
                    log.exception("audit journal: cannot close")
            self._queue.clear()
        if journaled:
            log.warning(
                "audit log: %d decisions not written before exit (store unavailable) stay in"
                " the journal for the next worker",
                journaled,
            )
        if left:
            log.error("audit log: %d decisions not written before exit (store unavailable)", left)
            self._drop("shutdown", left)
