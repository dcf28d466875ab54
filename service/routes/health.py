"""The health routes (docs/architecture.md §7, no token): liveness (``/healthz``), readiness
(``/readyz``), Prometheus metrics aggregated over workers (``/metrics``) and the OpenAPI document
(``/openapi.yaml``)."""

from __future__ import annotations

import functools
import time
from pathlib import Path

from flask import Blueprint, Response

from service.audit import retention_alarm
from service.errors import error_response, redact_paths
from service.metrics import CONTENT_TYPE_LATEST
from service.runtime import Runtime
from service.store import StoreError
from service.web import current_runtime, current_settings, json_response

__all__ = ["blueprint", "degraded_reasons"]

SPEC_PATH = Path(__file__).parents[1] / "openapi.yaml"


def _iso(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


def degraded_reasons(
    runtime: Runtime, dropped: int, store_ok: bool, retention: str | None = None
) -> list[str]:
    """Why a worker that answers ``/v1/act`` is not fully itself (empty when it is): the store
    is away and it serves the last state it read, decisions wait in memory for the store,
    decisions were dropped from the audit log (never silently), or the row cap evicts decisions
    before their age limit (``retention``). No driver message, host or path: anyone may read
    ``/readyz``."""
    reasons = []
    if runtime.store_error is not None or not store_ok:
        since = runtime.store_error_since
        reasons.append(
            "store unavailable"
            + (f" since {_iso(since)}" if since else "")
            + f": serving the last state read (policy {runtime.active and runtime.active.version},"
            f" constraint revision {runtime.shield.revision})"
        )
    pending, waiting = runtime.decisions.pending, runtime.decisions.waiting_since
    if waiting is not None:
        reasons.append(f"{pending} decisions wait in memory for the store (since {_iso(waiting)})")
    if dropped:
        reasons.append(f"{dropped} decisions were dropped from the audit log (see /metrics)")
    decisions = runtime.decisions
    if decisions.journal_fault is not None:
        reasons.append(
            f"audit journal stopped since {_iso(decisions.journal_fault_since)}:"
            f" {decisions.journal_fault}; decisions are answered unjournaled (a worker killed"
            " before the store takes them loses them)"
        )
    skipped = decisions.journal_skipped
    if skipped:
        names = ", ".join(sorted(skipped)[:5])
        reasons.append(
            f"audit journal: {len(skipped)} entries named like segments are not, left alone"
            f" ({names})"
        )
    files_fault = runtime.metrics.file_fault
    if files_fault is not None:
        reasons.append(
            f"metrics files not writable since {_iso(runtime.metrics.files.fault_since)}:"
            f" {files_fault}; this worker's figures are missing from /metrics"
        )
    if retention is not None:
        reasons.append(retention)
    return reasons


blueprint = Blueprint("health", __name__)


@blueprint.get("/healthz")
def healthz() -> Response:
    token = current_settings().operator_token
    configured = bool(token and token.get_secret_value())
    return json_response({"status": "ok", "operator_token_configured": configured})


@blueprint.get("/readyz")
def readyz() -> Response:
    runtime = current_runtime()
    runtime.sync()
    checks = {"policy": runtime.active is not None, "store": False}
    alarm, retained_s, now = None, None, time.time()
    try:
        if runtime.store_error is None:  # else the read just failed: no second wait for it
            runtime.store.ping()
            checks["store"] = True
            extent = runtime.store.log_extent()
            alarm = retention_alarm(runtime.decisions.retention, extent, now)
            retained_s = None if extent.oldest_at is None else round(now - extent.oldest_at, 1)
    except StoreError:
        pass
    metrics = runtime.metrics
    dropped = int(metrics.total("folnn_audit_dropped_total"))
    body = {
        "status": "ready",
        "checks": checks,
        "policy_version": runtime.active.version if runtime.active else None,
        "constraint_revision": runtime.shield.revision,
        # Why the shared pointer's version is not the one served (null when it is); file
        # paths are left out: anyone may read this route.
        "policy_error": redact_paths(runtime.policy_error),
        "degraded": degraded_reasons(runtime, dropped, checks["store"], alarm),
        "audit": {
            "pending": runtime.decisions.pending,
            "dropped": dict(runtime.decisions.dropped),
            "dropped_total": dropped,
            "retained_s": retained_s,
            "evicted_early_total": int(metrics.total("folnn_audit_evicted_early_total")),
        },
    }
    if not checks["policy"] or not runtime.state_known:
        return error_response(
            503,
            "not_ready",
            "the service is not ready",
            {**body, "status": "not_ready", "store_error": redact_paths(runtime.store_error)},
        )
    if body["degraded"]:
        body["status"] = "degraded"
    return json_response(body)


@blueprint.get("/metrics")
def metrics_route() -> Response:
    return Response(
        current_runtime().metrics.exposition(),
        mimetype=CONTENT_TYPE_LATEST.split(";")[0],
        headers={"Content-Type": CONTENT_TYPE_LATEST},
    )


@blueprint.get("/openapi.yaml")
def openapi() -> Response:
    return Response(_spec(), mimetype="application/yaml")


@functools.cache
def _spec() -> bytes:
    return SPEC_PATH.read_bytes()
