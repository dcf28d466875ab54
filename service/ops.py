"""The ops blueprint (DESIGN §7, no token): liveness, readiness, Prometheus metrics and the
OpenAPI document."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response

from service.errors import error_response, redact_paths
from service.metrics import CONTENT_TYPE_LATEST, Metrics
from service.store import StoreError
from service.web import current_runtime, json_response

__all__ = ["ops_blueprint"]

SPEC_PATH = Path(__file__).with_name("openapi.yaml")


def ops_blueprint(metrics: Metrics) -> Blueprint:
    """``/healthz``, ``/readyz``, ``/metrics`` (aggregated over workers) and ``/openapi.yaml``."""
    bp = Blueprint("ops", __name__)
    spec = SPEC_PATH.read_bytes()

    @bp.get("/healthz")
    def healthz() -> Response:
        return json_response({"status": "ok"})

    @bp.get("/readyz")
    def readyz() -> Response:
        runtime = current_runtime()
        runtime.sync()
        checks = {
            "policy": runtime.active is not None,
            "store": False,
        }
        try:
            runtime.store.ping()
            checks["store"] = True
        except StoreError:
            pass
        ready = all(checks.values())
        body = {
            "status": "ready" if ready else "not_ready",
            "checks": checks,
            "policy_version": runtime.active.version if runtime.active else None,
            "constraint_revision": runtime.shield.revision,
            # Why the shared pointer's version is not the one served (null when it is); file
            # paths are left out: anyone may read this route.
            "policy_error": redact_paths(runtime.policy_error),
        }
        if not ready:
            return error_response(
                503,
                "not_ready",
                "the service is not ready",
                {**body, "store_error": redact_paths(runtime.store_error)},
            )
        return json_response(body)

    @bp.get("/metrics")
    def metrics_route() -> Response:
        return Response(
            metrics.exposition(),
            mimetype=CONTENT_TYPE_LATEST.split(";")[0],
            headers={"Content-Type": CONTENT_TYPE_LATEST},
        )

    @bp.get("/openapi.yaml")
    def openapi() -> Response:
        return Response(spec, mimetype="application/yaml")

    return bp
