"""The Flask app factory (Flask's tutorial ``create_app``): the per-worker runtime, the request
hooks, the error envelope and the blueprints (:mod:`service.routes`: game, operator, health;
and the console)."""

from __future__ import annotations

import os
import re
import time
import uuid

from flask import Flask, Response, g, request

from converter.converter import FOLConverter
from service.audit import DecisionLog, Retention
from service.body import BodyBudget, read_body
from service.console import console_blueprint
from service.errors import register_error_handlers
from service.journal import Journal
from service.metrics import Metrics, method_label
from service.policies import PolicyRegistry, served_family
from service.routes import game, health, operator
from service.runtime import Runtime
from service.settings import Settings
from service.slices import TimeSlice
from service.store import open_store
from service.web import RUNTIME_KEY, SETTINGS_KEY, StrictJSONProvider

__all__ = ["create_app"]

_REQUEST_ID_RE = re.compile(r"[A-Za-z0-9._:-]{1,128}")


def create_app(settings: Settings | None = None) -> Flask:
    """Build the app: store, converter, policy and metrics are created once per worker."""
    settings = settings or Settings()
    app = Flask("service", static_folder=None)  # the console blueprint serves its own assets
    app.json = StrictJSONProvider(app)  # every answer strict JSON, as json_response writes it
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.config["PROVIDE_AUTOMATIC_OPTIONS"] = False  # OPTIONS is a 405 envelope like any other
    app.url_map.merge_slashes = False  # `//` is a 404, never a redirect
    metrics = Metrics(settings.prometheus_multiproc_dir)
    store = open_store(
        settings.store_url, settings.sqlite_path, settings.postgres_bounds(before_workers=False)
    )
    retention = Retention(
        settings.audit_max_rows, settings.audit_max_age_s, settings.audit_prune_interval_s
    )
    decisions = DecisionLog(
        store,
        metrics,
        settings.audit_flush_interval_s,
        settings.audit_queue_size,
        retention,
        journal=Journal(settings.journal_dir, max_bytes=settings.journal_max_bytes),
    )
    converter = FOLConverter(
        text_budget=settings.max_request_text_chars, map_cache_bytes=settings.map_cache_bytes
    )
    runtime = Runtime(
        store=store,
        registry=PolicyRegistry(
            settings.policies_dir,
            served_family(settings.policies_dir, settings.policy_name),
            converter,
            settings.max_policy_parameters,
            store=store,
            cache_dir=settings.data_dir / "artifacts",
            max_archive_bytes=settings.max_artifact_bytes,
            max_published=settings.max_published_versions,
        ),
        converter=converter,
        metrics=metrics,
        decisions=decisions,
        default_version=settings.default_version,
        memo_size=settings.policy_memo_size,
        audit_observation_chars=settings.audit_text_chars,
        audit_enabled=settings.audit_enabled,
        max_constraints=settings.max_constraints,
        time_slice=TimeSlice(settings.cpu_slice_ms / 1000),
    )
    runtime.start()
    app.extensions[RUNTIME_KEY] = runtime
    app.extensions[SETTINGS_KEY] = settings
    register_error_handlers(app)
    _register_hooks(app, settings, metrics, runtime)
    app.register_blueprint(game.blueprint)
    app.register_blueprint(operator.blueprint)
    app.register_blueprint(health.blueprint)
    app.register_blueprint(console_blueprint())
    return app


# --- hooks ---------------------------------------------------------------------------------------


def _register_hooks(app: Flask, settings: Settings, metrics: Metrics, runtime: Runtime) -> None:
    served_by = str(os.getpid()) if settings.expose_worker_id else None
    bodies = BodyBudget(settings.body_bytes_in_flight)

    @app.before_request
    def _begin() -> None:
        g.t0 = time.perf_counter()
        g.request_id = uuid.uuid4().hex  # the server's: unique, stored with the decision
        incoming = request.headers.get("X-Request-ID")
        g.client_request_id = incoming if incoming and _REQUEST_ID_RE.fullmatch(incoming) else None
        g.body = read_body(
            request.environ,
            settings.max_body_bytes,
            settings.body_drain_bytes,
            settings.body_timeout_s,
            bodies,
        )
        if request.path.startswith("/v1/"):
            runtime.sync()

    @app.teardown_request
    def _release_body(exc: BaseException | None) -> None:
        bodies.give_back(len(g.pop("body", b"")))

    @app.after_request
    def _end(resp: Response) -> Response:
        # The client's valid X-Request-ID is echoed (its correlation id), else the server's.
        resp.headers["X-Request-ID"] = g.get("client_request_id") or g.get("request_id", "")
        # Every answer, JSON, CSV, scripts and the spec included: its type is what it says.
        resp.headers["X-Content-Type-Options"] = "nosniff"
        if served_by is not None:
            resp.headers["X-Served-By"] = served_by
        rule = request.url_rule.rule if request.url_rule is not None else "unmatched"
        t0 = g.get("t0")
        if t0 is not None:
            metrics.latency.labels(rule).observe(time.perf_counter() - t0)
        metrics.requests.labels(rule, method_label(request.method), str(resp.status_code)).inc()
        return resp
