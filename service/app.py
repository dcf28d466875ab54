"""The Flask app factory and its routes (thin: validate, call the runtime, serialise)."""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import os
import re
import time
import uuid
from pathlib import Path

from flask import Flask, Response, g, request

from converter.converter import FOLConverter
from service.audit import DecisionLog, Retention
from service.body import read_body
from service.console import console_blueprint
from service.errors import ApiError, clip, error_response, redact_paths, register_error_handlers
from service.metrics import CONTENT_TYPE_LATEST, Metrics, method_label
from service.policies import ArtifactError, InvalidVersion, PolicyRegistry, VersionNotFound
from service.review import (
    decision_query,
    export_csv,
    export_jsonl,
    preview_constraint,
    rule_diff,
)
from service.runtime import Runtime
from service.schemas import ActivateRequest, ActRequest, ConstraintCreate, ConstraintPreview
from service.settings import Settings
from service.store import DecisionQuery, LimitReached, NotFound, StoreError, open_store

__all__ = ["create_app"]

_REQUEST_ID_RE = re.compile(r"[A-Za-z0-9._:-]{1,128}")
_SPEC_PATH = Path(__file__).with_name("openapi.yaml")
_EXPORT_PAGE = 500  # decisions read from the store per query while an export streams


def _json(obj: object, status: int = 200) -> Response:
    return Response(json.dumps(obj), status=status, mimetype="application/json")


def create_app(settings: Settings | None = None) -> Flask:
    """Build the app: store, converter, policy and metrics are created once per worker."""
    settings = settings or Settings()
    app = Flask("service", static_folder=None)  # the console blueprint serves its own assets
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes
    app.config["PROVIDE_AUTOMATIC_OPTIONS"] = False  # OPTIONS is a 405 envelope like any other
    app.url_map.merge_slashes = False  # `//` is a 404, never a redirect
    metrics = Metrics(settings.prometheus_multiproc_dir)
    store = open_store(settings.store_url, settings.sqlite_path)
    retention = Retention(
        settings.audit_max_rows, settings.audit_max_age_s, settings.audit_prune_interval_s
    )
    decisions = DecisionLog(
        store, metrics, settings.audit_flush_interval_s, settings.audit_queue_size, retention
    )
    converter = FOLConverter(text_budget=settings.max_request_text_chars)
    runtime = Runtime(
        store=store,
        registry=PolicyRegistry(
            settings.policies_dir,
            settings.policy_name,
            converter.vocabulary,
            settings.max_policy_parameters,
        ),
        converter=converter,
        metrics=metrics,
        decisions=decisions,
        default_version=settings.default_version,
        memo_size=settings.policy_memo_size,
        audit_observation_chars=settings.audit_text_chars,
    )
    runtime.start()
    app.extensions["folnn"] = runtime
    register_error_handlers(app)
    _register_hooks(app, settings, metrics, runtime)
    _register_client_routes(app, settings, runtime)
    _register_operator_routes(app, settings, runtime)
    _register_review_routes(app, settings, runtime)
    _register_ops_routes(app, runtime, metrics)
    app.register_blueprint(console_blueprint())
    return app


# --- hooks ---------------------------------------------------------------------------------------


def _register_hooks(app: Flask, settings: Settings, metrics: Metrics, runtime: Runtime) -> None:
    served_by = str(os.getpid()) if settings.expose_worker_id else None

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
        )
        if request.path.startswith("/v1/"):
            runtime.sync()

    @app.after_request
    def _end(resp: Response) -> Response:
        # The client's valid X-Request-ID is echoed (its correlation id), else the server's.
        resp.headers["X-Request-ID"] = g.get("client_request_id") or g.get("request_id", "")
        if served_by is not None:
            resp.headers["X-Served-By"] = served_by
        rule = request.url_rule.rule if request.url_rule is not None else "unmatched"
        t0 = g.get("t0")
        if t0 is not None:
            metrics.latency.labels(rule).observe(time.perf_counter() - t0)
        metrics.requests.labels(rule, method_label(request.method), str(resp.status_code)).inc()
        return resp


# --- body and auth helpers --------------------------------------------------------------------


def _json_body() -> bytes:
    if request.mimetype != "application/json":
        raise ApiError(
            415,
            "unsupported_media_type",
            "the body must be application/json",
            {"content_type": clip(request.content_type or "")},
        )
    return g.body


def _check_sizes(req: ActRequest, settings: Settings) -> None:
    limit = settings.max_observation_chars
    if len(req.history) > settings.max_history:
        raise ApiError(
            422,
            "history_too_long",
            f"history has more than {settings.max_history} turns",
            {"max_history": settings.max_history, "got": len(req.history)},
        )
    total = len(req.observation) + sum(len(t.observation) for t in req.history)
    if total > settings.max_request_text_chars:
        raise ApiError(
            422,
            "request_text_too_long",
            f"observation and history hold more than {settings.max_request_text_chars} characters",
            {"max_request_text_chars": settings.max_request_text_chars, "got": total},
        )
    if len(req.observation) > limit:
        raise ApiError(
            422,
            "observation_too_long",
            f"observation longer than {limit} characters",
            {"max_observation_chars": limit, "loc": ["observation"]},
        )
    for i, turn in enumerate(req.history):
        if len(turn.observation) > limit:
            raise ApiError(
                422,
                "observation_too_long",
                f"history observation longer than {limit} characters",
                {"max_observation_chars": limit, "loc": ["history", i, "observation"]},
            )


def _operator(settings: Settings) -> None:
    token = settings.operator_token.get_secret_value() if settings.operator_token else ""
    if not token:
        raise ApiError(
            403,
            "operator_disabled",
            "operator routes are disabled: no FOLNN_OPERATOR_TOKEN is configured",
        )
    header = request.headers.get("Authorization", "")
    scheme, _, given = header.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(
        given.strip().encode(), token.encode()
    ):
        raise ApiError(401, "unauthorized", "a valid operator bearer token is required")


def _int_arg(name: str, default: int | None, lo: int, hi: int) -> int | None:
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ApiError(
            422,
            "validation_error",
            f"{name} must be an integer",
            [{"loc": ["query", name], "msg": "not an integer"}],
        ) from None
    if not lo <= value <= hi:
        raise ApiError(
            422,
            "validation_error",
            f"{name} must be in [{lo}, {hi}]",
            [{"loc": ["query", name], "msg": "out of range"}],
        )
    return value


# --- client routes ----------------------------------------------------------------------------


def _register_client_routes(app: Flask, settings: Settings, runtime: Runtime) -> None:
    @app.post("/v1/act")
    def act() -> Response:
        body = _json_body()
        req = ActRequest.model_validate_json(body)
        _check_sizes(req, settings)
        decision = runtime.decide(
            req.observation,
            [(t.observation, t.action) for t in req.history],
            req.candidates,
            g.request_id,
            hashlib.sha256(body).hexdigest(),
            g.client_request_id,
        )
        if settings.audit_enabled:
            runtime.decisions.record(decision.record)
        return _json(decision.body, decision.status)

    @app.post("/v1/facts")
    def facts() -> Response:
        req = ActRequest.model_validate_json(_json_body())
        _check_sizes(req, settings)
        table = runtime.facts(req.observation, [(t.observation, t.action) for t in req.history])
        return _json(table.to_json(runtime.vocabulary))

    @app.get("/v1/rules")
    def rules() -> Response:
        active = runtime.require_policy()
        manifest = _manifest_dict(active.artifact)
        return _json(
            {
                "policy_version": active.version,
                "policy_sha256": active.sha256,
                "provenance": _provenance(manifest),
                "rules": [r.to_dict() for r in active.model.rules()],
            }
        )


def _manifest_dict(artifact: object) -> dict:
    manifest = getattr(artifact, "manifest", None)
    if isinstance(manifest, dict):
        return manifest
    to_dict = getattr(manifest, "to_dict", None)
    return to_dict() if callable(to_dict) else {}


def _provenance(manifest: dict) -> dict:
    keys = (
        "name",
        "version",
        "method",
        "created",
        "code_revision",
        "training",
        "seed",
        "evaluation",
    )
    return {k: manifest.get(k) for k in keys if k in manifest}


# --- operator routes --------------------------------------------------------------------------


def _register_operator_routes(app: Flask, settings: Settings, runtime: Runtime) -> None:
    @app.get("/v1/policies")
    def policies() -> Response:
        _operator(settings)
        active = runtime.active
        return _json(
            {
                "active_version": active.version if active else None,
                "policies": [runtime.registry.describe(v) for v in runtime.registry.versions()],
            }
        )

    @app.post("/v1/policies/<version>/activate")
    def activate(version: str) -> Response:
        _operator(settings)
        raw = g.body
        body = ActivateRequest()
        if raw.strip():
            if request.mimetype != "application/json":
                raise ApiError(415, "unsupported_media_type", "the body must be application/json")
            body = ActivateRequest.model_validate_json(raw)
        try:
            artifact = runtime.registry.load(version)
        except InvalidVersion as exc:
            raise ApiError(422, "invalid_version", str(exc)) from None
        except VersionNotFound:
            raise ApiError(404, "version_not_found", f"no policy version {version!r}") from None
        except (ArtifactError, ValueError, OSError) as exc:
            runtime.metrics.policy_load_failures.inc()
            raise ApiError(
                409,
                "artifact_refused",
                "the artifact does not verify; the running policy keeps serving",
                str(exc),
            ) from None
        previous = runtime.active.version if runtime.active else None
        _store_call(runtime.store.set_active_version, version, body.author, body.reason)
        runtime.sync()
        return _json({"active_version": version, "sha256": artifact.sha256, "previous": previous})

    @app.get("/v1/constraints")
    def list_constraints() -> Response:
        _operator(settings)
        state = _store_call(runtime.store.state)
        return _json(
            {
                "revision": state.constraint_revision,
                "constraints": [c.to_dict() for c in _store_call(runtime.store.constraints)],
                "changes": [c.to_dict() for c in _store_call(runtime.store.changes, 100)],
            }
        )

    @app.post("/v1/constraints")
    def create_constraint() -> Response:
        _operator(settings)
        body = ConstraintCreate.model_validate_json(_json_body())
        from service.constraints import ConstraintError, compile_constraint

        try:
            compile_constraint(body.text, runtime.vocabulary, mode=body.mode)
        except ConstraintError as exc:
            raise ApiError(422, "invalid_constraint", exc.message, exc.to_detail()) from None
        try:
            record = _store_call(
                runtime.store.add_constraint,
                body.text,
                body.mode,
                body.author,
                body.reason,
                settings.max_constraints,
            )
        except LimitReached as exc:
            raise ApiError(
                409,
                "too_many_constraints",
                f"at most {settings.max_constraints} constraints can be active; delete one first",
                {"max_constraints": settings.max_constraints, "message": str(exc)},
            ) from None
        runtime.sync()
        return _json(record.to_dict(), 201)

    @app.delete("/v1/constraints/<int:constraint_id>")
    def delete_constraint(constraint_id: int) -> Response:
        _operator(settings)
        if constraint_id > 2**63 - 1:  # beyond SQLite's INTEGER: no such constraint
            raise ApiError(404, "constraint_not_found", f"no active constraint {constraint_id}")
        author = request.args.get("author", "operator")[:200]
        reason = request.args.get("reason", "")[:2000]
        try:
            revision = _store_call(runtime.store.delete_constraint, constraint_id, author, reason)
        except NotFound:
            raise ApiError(
                404, "constraint_not_found", f"no active constraint {constraint_id}"
            ) from None
        runtime.sync()
        return _json({"deleted": constraint_id, "revision": revision})

    @app.get("/v1/decisions")
    def decisions() -> Response:
        _operator(settings)
        limit = _int_arg("limit", 50, 1, 500)
        query = decision_query(request.args, limit)
        runtime.decisions.flush()
        rows = _store_call(runtime.store.query_decisions, query)
        next_cursor = rows[-1][0] if len(rows) == limit else None
        return _json(
            {"items": [rec.to_dict(row_id) for row_id, rec in rows], "next_cursor": next_cursor}
        )


# --- review routes (what the console reads) ---------------------------------------------------


def _network_of(model: object) -> list[dict]:
    network = getattr(model, "network", None)
    if not callable(network):
        raise ApiError(409, "no_network", "this policy has no AND-OR network to draw")
    return network()


def _load_version(runtime: Runtime, version: str):  # noqa: ANN202 - LoadedArtifact
    try:
        return runtime.registry.load(version)
    except InvalidVersion as exc:
        raise ApiError(422, "invalid_version", str(exc)) from None
    except VersionNotFound:
        raise ApiError(404, "version_not_found", f"no policy version {version!r}") from None
    except (ArtifactError, ValueError, OSError) as exc:
        raise ApiError(409, "artifact_refused", "the artifact does not verify", str(exc)) from None


def _register_review_routes(app: Flask, settings: Settings, runtime: Runtime) -> None:
    @app.get("/v1/rules/network")
    def rules_network() -> Response:
        active = runtime.require_policy()
        return _json(
            {
                "policy_version": active.version,
                "alpha": float(getattr(active.model, "alpha", 0.0)),
                "classes": _network_of(active.model),
            }
        )

    @app.get("/v1/decisions/<int:decision_id>")
    def decision_detail(decision_id: int) -> Response:
        _operator(settings)
        runtime.decisions.flush()
        try:
            rec = _store_call(runtime.store.decision, min(decision_id, 2**63 - 1))
        except NotFound:
            raise ApiError(404, "decision_not_found", f"no decision {decision_id}") from None
        ids = [b["constraint_id"] for b in [*rec.blocked, *rec.dryrun_blocked]]
        constraints = _store_call(runtime.store.constraints_by_id, ids)
        return _json(
            {
                **rec.to_dict(decision_id, with_table=True),
                "constraints": [c.to_dict() for c in constraints],
            }
        )

    @app.get("/v1/decisions/export")
    def decisions_export() -> Response:
        _operator(settings)
        fmt = request.args.get("format", "jsonl")
        if fmt not in ("csv", "jsonl"):
            raise ApiError(
                422,
                "validation_error",
                "format must be csv or jsonl",
                [{"loc": ["query", "format"], "msg": "must be csv or jsonl"}],
            )
        total = _int_arg("limit", 10_000, 1, 100_000)
        query = decision_query(request.args, min(total, _EXPORT_PAGE))
        runtime.decisions.flush()
        first = _store_call(runtime.store.query_decisions, query)

        def rows():  # noqa: ANN202 - store pages, newest first, until ``total``
            page, sent = first, 0
            while page:
                take = page[: total - sent]
                yield from take
                sent += len(take)
                if sent >= total or len(page) < query.limit:
                    return
                page = runtime.store.query_decisions(dataclasses.replace(query, before=page[-1][0]))

        lines = export_csv(rows()) if fmt == "csv" else export_jsonl(rows())
        mimetype = "text/csv" if fmt == "csv" else "application/x-ndjson"
        name = f"decisions.{'csv' if fmt == 'csv' else 'jsonl'}"
        return Response(
            lines,
            mimetype=mimetype,
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    @app.post("/v1/constraints/preview")
    def constraint_preview() -> Response:
        _operator(settings)
        body = ConstraintPreview.model_validate_json(_json_body())
        from service.constraints import ConstraintError, compile_constraint

        try:
            compiled = compile_constraint(body.text, runtime.vocabulary)
        except ConstraintError as exc:  # the check ran: its answer is where the text is wrong
            return _json({"text": body.text, "valid": False, "error": exc.to_detail()})
        runtime.decisions.flush()
        rows = _store_call(runtime.store.query_decisions, DecisionQuery(limit=body.limit))
        return _json(
            {
                "text": body.text,
                "valid": True,
                "last": body.limit,
                **preview_constraint(compiled, rows, runtime.vocabulary),
            }
        )

    @app.get("/v1/policies/<version>")
    def policy_detail(version: str) -> Response:
        _operator(settings)
        artifact = _load_version(runtime, version)
        manifest = _manifest_dict(artifact)
        active = runtime.active
        return _json(
            {
                "version": version,
                "sha256": artifact.sha256,
                "active": active is not None and active.version == version,
                "provenance": _provenance(manifest),
                "rules": [r.to_dict() for r in artifact.model.rules()],
                "network": _network_of(artifact.model),
            }
        )

    @app.get("/v1/policies/<base>/diff/<head>")
    def policy_diff(base: str, head: str) -> Response:
        _operator(settings)
        rules = {
            v: [r.to_dict() for r in _load_version(runtime, v).model.rules()] for v in (base, head)
        }
        classes = rule_diff(rules[base], rules[head], runtime.vocabulary)
        return _json(
            {
                "base": base,
                "head": head,
                "same": all(c["same"] for c in classes),
                "classes": classes,
            }
        )


def _store_call(fn, *args):  # noqa: ANN001, ANN202 - thin wrapper mapping store errors to 503
    try:
        return fn(*args)
    except (NotFound, ApiError, LimitReached):
        raise
    except Exception as exc:
        raise ApiError(503, "store_unavailable", "the store cannot be used", str(exc)) from None


# --- ops routes -------------------------------------------------------------------------------


def _register_ops_routes(app: Flask, runtime: Runtime, metrics: Metrics) -> None:
    spec = _SPEC_PATH.read_bytes()

    @app.get("/healthz")
    def healthz() -> Response:
        return _json({"status": "ok"})

    @app.get("/readyz")
    def readyz() -> Response:
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
            "policy_error": runtime.public_policy_error,
        }
        if not ready:
            return error_response(
                503,
                "not_ready",
                "the service is not ready",
                {**body, "store_error": redact_paths(runtime.store_error)},
            )
        return _json(body)

    @app.get("/metrics")
    def metrics_route() -> Response:
        return Response(
            metrics.exposition(),
            mimetype=CONTENT_TYPE_LATEST.split(";")[0],
            headers={"Content-Type": CONTENT_TYPE_LATEST},
        )

    @app.get("/openapi.yaml")
    def openapi() -> Response:
        return Response(spec, mimetype="application/yaml")
