"""Prometheus metrics; multiprocess mode under gunicorn (``PROMETHEUS_MULTIPROC_DIR``)."""

from __future__ import annotations

from pathlib import Path

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

__all__ = ["CONTENT_TYPE_LATEST", "METHODS", "Metrics", "method_label"]

_LATENCY_BUCKETS = (
    0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
)  # fmt: skip


METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""Request methods counted under their own name; any other is counted as ``other``."""


def method_label(method: str) -> str:
    """The ``method`` label of a request: one of :data:`METHODS` or ``other``. A label never
    takes client text as is (each distinct value is a new series in every worker's file)."""
    return method if method in METHODS else "other"


class Metrics:
    """The service's metrics, registered in a private registry (one per app)."""

    def __init__(self, multiproc_dir: Path | None) -> None:
        self.multiproc_dir = multiproc_dir
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
            " that died), already_logged (found in the store on replay), unjournaled (answered"
            " while the journal could not be written: lost if the worker is killed before the"
            " store takes it).",
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

    def _registry_view(self) -> CollectorRegistry:
        if self.multiproc_dir is not None:
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry, path=str(self.multiproc_dir))
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
