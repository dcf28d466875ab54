"""Prometheus metrics; multiprocess mode under gunicorn (``PROMETHEUS_MULTIPROC_DIR``).

In multiprocess mode each worker keeps its figures in memory-mapped files of the metrics folder
(``prometheus_client``'s ``MmapedDict``). Those files grow by ``truncate``, which on a full disk
makes a sparse file whose first write to a new page kills the process with SIGBUS, every
replacement worker too (issue 43, finding 1). Here every page is given its disk block
(``posix_fallocate``) before it is mapped, so a full or read-only disk raises ``OSError``
instead, and the worker degrades: the figure is kept in its memory (not in ``/metrics``), the
fault is named by ``/readyz`` and alarmed by ``folnn_worker_fault`` in ``/metrics``
(:class:`MetricFiles`).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
    values,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.mmap_dict import MmapedDict, mmap_key

__all__ = ["CONTENT_TYPE_LATEST", "METHODS", "MetricFiles", "Metrics", "method_label"]

log = logging.getLogger(__name__)

_FIRST_BYTES = 1 << 16  # prometheus_client's first size of a file (mmap_dict._INITIAL_MMAP_SIZE)

_LATENCY_BUCKETS = (
    0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
)  # fmt: skip


METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Request methods counted under their own name; any other is counted as ``other``."""


def method_label(method: str) -> str:
    """The ``method`` label of a request: one of :data:`METHODS` or ``other``. A label never
    takes client text as is (each distinct value is a new series in every worker's file)."""
    return method if method in METHODS else "other"


class _AllocatedDict(MmapedDict):
    """``MmapedDict`` whose file has a disk block for every byte it maps: grown with
    ``posix_fallocate`` before ``mmap`` sees the new size, so a full disk raises ``OSError``
    (ENOSPC) where a sparse file would have raised SIGBUS at the first write."""

    def __init__(self, filename: str) -> None:
        fd = os.open(filename, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            if os.fstat(fd).st_size == 0:
                try:
                    os.posix_fallocate(fd, 0, _FIRST_BYTES)
                except OSError:
                    os.unlink(filename)  # an empty file would break every worker's /metrics
                    raise
        finally:
            os.close(fd)
        super().__init__(filename)

    def _init_value(self, key: str) -> None:
        encoded = key.encode("utf-8")
        size = 4 + len(encoded) + (8 - (len(encoded) + 4) % 8) + 16  # as MmapedDict packs it
        capacity = self._capacity
        while self._used + size > capacity:
            capacity *= 2
        if capacity > self._capacity:  # the parent's truncate then keeps the allocated size
            os.posix_fallocate(self._f.fileno(), 0, capacity)
        super()._init_value(key)


class MetricFiles:
    """This process's multiprocess files in ``folder`` (one per kind of metric, named as
    ``prometheus_client`` names them, so its collector and ``mark_process_dead`` read them) and
    the first fault met writing them (:attr:`fault`). A value that cannot be written keeps
    counting in memory; nothing raises to the caller. Opened in the worker (after gunicorn's
    fork), once per process."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.fault: str | None = None
        """Why this process's figures are (partly) missing from ``/metrics``: the first
        ``OSError`` met, e.g. ``No space left on device``; None while every write went in."""
        self.fault_since: float | None = None
        self._files: dict[str, _AllocatedDict | None] = {}
        self._lock = threading.Lock()

    def _failed(self, exc: OSError) -> None:
        if self.fault is None:
            self.fault, self.fault_since = exc.strerror or str(exc), time.time()
            log.error(
                "metrics: cannot write the multiprocess files (%s); this worker's figures are"
                " kept in memory only",
                self.fault,
            )

    def _file(self, prefix: str) -> _AllocatedDict | None:
        if prefix not in self._files:
            path = self.folder / f"{prefix}_{os.getpid()}.db"
            try:
                self._files[prefix] = _AllocatedDict(str(path))
            except OSError as exc:
                self._failed(exc)
                return None  # tried again at the next new series
        return self._files[prefix]

    def value_class(self) -> type:
        """The value class ``prometheus_client`` builds each series with (its ``ValueClass``)."""
        files = self

        class FileValue:
            """A series' value: in memory, and in this process's file while the disk takes it."""

            _multiprocess = True

            def __init__(
                self,
                typ: str,
                metric_name: str,
                name: str,
                labelnames: list[str],
                labelvalues: list[str],
                help_text: str,
                multiprocess_mode: str = "",
                **kwargs: object,
            ) -> None:
                self._prefix = f"{typ}_{multiprocess_mode}" if typ == "gauge" else typ
                self._key = mmap_key(metric_name, name, labelnames, labelvalues, help_text)
                self._value = self._timestamp = 0.0
                with files._lock:
                    self._write()

            def _write(self) -> None:
                file = files._file(self._prefix)
                if file is None:
                    return
                try:
                    file.write_value(self._key, self._value, self._timestamp)
                except OSError as exc:
                    files._failed(exc)

            def inc(self, amount: float) -> None:
                with files._lock:
                    self._value += amount
                    self._timestamp = 0.0
                    self._write()

            def set(self, value: float, timestamp: float | None = None) -> None:
                with files._lock:
                    self._value, self._timestamp = value, timestamp or 0.0
                    self._write()

            def set_exemplar(self, exemplar: object) -> None:
                return

            def get(self) -> float:
                with files._lock:
                    return self._value

            def get_exemplar(self) -> None:
                return None

        return FileValue


class Metrics:
    """The service's metrics, registered in a private registry (one per app). With a
    ``multiproc_dir``, every series made from here on in this process is kept in
    :class:`MetricFiles` there (``prometheus_client``'s ``ValueClass`` is set to theirs)."""

    def __init__(self, multiproc_dir: Path | None) -> None:
        self.multiproc_dir = multiproc_dir
        self.files = MetricFiles(multiproc_dir) if multiproc_dir is not None else None
        if self.files is not None:
            values.ValueClass = self.files.value_class()
        self.faults: dict[str, str] = {}
        """This worker's faults other than the metrics files' (``journal``: why it stops
        journaling), set by their owners; ``/metrics`` alarms each (``folnn_worker_fault``)."""
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter(
            "folnn_http_requests_total",
            "HTTP requests by route, method and status.",
            ["route", "method", "status"],
            registry=r,
        )
        self.latency = Histogram(
            "folnn_http_request_duration_seconds",
            "Time spent answering a request, by route.",
            ["route"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.blocked = Counter(
            "folnn_blocked_actions_total",
            "Candidate actions blocked (enforce) or flagged (dryrun) by a constraint.",
            ["constraint_id", "mode"],
            registry=r,
        )
        self.decisions = Counter(
            "folnn_decisions_total",
            "Decisions answered by /v1/act, by action.",
            ["action"],
            registry=r,
        )
        self.active_policy = Gauge(
            "folnn_active_policy",
            "1 for the policy version a worker serves.",
            ["version", "sha256"],
            multiprocess_mode="livemax",
            registry=r,
        )
        self.constraint_revision = Gauge(
            "folnn_constraint_revision",
            "Constraint revision applied by the workers.",
            multiprocess_mode="livemax",
            registry=r,
        )
        self.audit_dropped = Counter(
            "folnn_audit_dropped_total",
            "Decisions not written to the audit log (queue full, write refused, not journaled"
            " and still queued at exit during an outage, a journal line cut short by a power"
            " loss).",
            ["reason"],
            registry=r,
        )
        self.audit_journal = Counter(
            "folnn_audit_journal_total",
            "Decisions of the audit journal, by event: replayed (from the journal of a worker"
            " that died, or the queue's spilled ones), already_logged (found in the store on"
            " replay), unjournaled (answered while the journal could not be written: lost if"
            " the worker is killed before the store takes it), spilled (dropped from a full"
            " queue but kept in the journal, written from there once the store is back).",
            ["event"],
            registry=r,
        )
        self.audit_pruned = Counter(
            "folnn_audit_pruned_total",
            "Decisions removed from the audit log by retention (max rows, max age).",
            registry=r,
        )
        self.audit_evicted_early = Counter(
            "folnn_audit_evicted_early_total",
            "Decisions the row cap removed from the audit log while the age limit would still"
            " have kept them (a flood, or more traffic than FOLNN_AUDIT_MAX_ROWS holds).",
            registry=r,
        )
        self.policy_load_failures = Counter(
            "folnn_policy_load_failures_total",
            "Policy versions refused because their artifact did not verify.",
            registry=r,
        )

    def set_active_policy(
        self, version: str, sha256: str, previous: tuple[str, str] | None
    ) -> None:
        """Mark ``version`` as served (and the previous one as not)."""
        if previous is not None:
            self.active_policy.labels(*previous).set(0)
        self.active_policy.labels(version, sha256).set(1)

    @property
    def file_fault(self) -> str | None:
        """Why this worker's figures are missing from ``/metrics`` (None: they are all there)."""
        return self.files.fault if self.files is not None else None

    def _registry_view(self) -> CollectorRegistry:
        if self.multiproc_dir is not None:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry, path=str(self.multiproc_dir))
            registry.register(_FaultCollector(self))
            return registry
        return self.registry

    def total(self, sample: str) -> float:
        """The sum of every sample named ``sample`` (e.g. ``folnn_audit_dropped_total``), over
        all label values and, in multiprocess mode, all workers, dead ones included."""
        return sum(
            s.value for family in self._registry_view().collect() for s in family.samples
            if s.name == sample
        )  # fmt: skip

    def exposition(self) -> bytes:
        """The text exposition: aggregated over workers in multiprocess mode."""
        return generate_latest(self._registry_view())


class _FaultCollector:
    """``folnn_worker_fault{part, reason}`` 1 for each fault of the worker that answers the
    scrape (kept in its memory: the files may be what is at fault)."""

    def __init__(self, metrics: Metrics) -> None:
        self._metrics = metrics

    def collect(self) -> list[GaugeMetricFamily]:
        family = GaugeMetricFamily(
            "folnn_worker_fault",
            "1 for each part the worker answering this scrape cannot write to its data folder"
            " (metrics_files: its figures are missing here; journal: decisions are answered"
            " unjournaled); /readyz names each.",
            labels=["part", "reason"],
        )
        faults = dict(self._metrics.faults)
        if self._metrics.file_fault is not None:
            faults["metrics_files"] = self._metrics.file_fault
        for part, reason in sorted(faults.items()):
            family.add_metric([part, reason[:200]], 1)
        return [family]
