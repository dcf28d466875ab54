"""The operator blueprint (DESIGN §7, bearer token): policy versions and their activation,
constraints, the decision log with its export, constraint previews and rule diffs.

Every route needs ``Authorization: Bearer <FOLNN_OPERATOR_TOKEN>`` (checked before the view);
without a configured token the routes are refused (403)."""

from __future__ import annotations

import dataclasses
import hmac

from flask import Blueprint, Response, g, request

from service.errors import ApiError
from service.review import (
    decision_query,
    export_csv,
    export_jsonl,
    network_of,
    preview,
    provenance,
    rule_diff,
)
from service.schemas import ActivateRequest, ConstraintCreate, ConstraintPreview
from service.store import DecisionQuery
from service.web import current_runtime, current_settings, int_arg, json_body, json_response

__all__ = ["operator_blueprint"]

_EXPORT_PAGE = 500  # decisions read from the store per query while an export streams
_MAX_ROW_ID = 2**63 - 1  # the stores' integer ids; a larger id names no row


def require_operator() -> None:
    """403 without a configured token; 401 without the right bearer token."""
    secret = current_settings().operator_token
    token = secret.get_secret_value() if secret else ""
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


def _no_store(resp: Response) -> Response:
    """Operator answers (the decision log, its exports, constraints) are kept by no cache: not
    the browser's, not a shared proxy's (refusals included)."""
    resp.headers["Cache-Control"] = "no-store"
    return resp


def operator_blueprint() -> Blueprint:
    """The routes operators call (token checked for every one of them)."""
    bp = Blueprint("operator", __name__)
    bp.before_request(require_operator)
    bp.after_request(_no_store)

    # --- policies -----------------------------------------------------------------------------

    @bp.get("/v1/policies")
    def policies() -> Response:
        runtime = current_runtime()
        active = runtime.active
        return json_response(
            {
                "active_version": active.version if active else None,
                "policies": [runtime.registry.describe(v) for v in runtime.registry.versions()],
            }
        )

    @bp.post("/v1/policies/<version>/activate")
    def activate(version: str) -> Response:
        body = ActivateRequest()
        if g.body.strip():
            if request.mimetype != "application/json":
                raise ApiError(415, "unsupported_media_type", "the body must be application/json")
            body = ActivateRequest.model_validate_json(g.body)
        activation = current_runtime().activate(version, body.author, body.reason)
        return json_response(activation.to_dict())

    @bp.get("/v1/policies/<version>")
    def policy_detail(version: str) -> Response:
        runtime = current_runtime()
        artifact = runtime.registry.load(version)
        active = runtime.active
        return json_response(
            {
                "version": version,
                "sha256": artifact.sha256,
                "active": active is not None and active.version == version,
                "provenance": provenance(artifact),
                "rules": [r.to_dict() for r in artifact.model.rules()],
                "network": network_of(artifact.model),
            }
        )

    @bp.get("/v1/policies/<base>/diff/<head>")
    def policy_diff(base: str, head: str) -> Response:
        runtime = current_runtime()
        rules = {
            v: [r.to_dict() for r in runtime.registry.load(v).model.rules()] for v in (base, head)
        }
        classes = rule_diff(rules[base], rules[head], runtime.vocabulary)
        return json_response(
            {
                "base": base,
                "head": head,
                "same": all(c["same"] for c in classes),
                "classes": classes,
            }
        )

    # --- constraints --------------------------------------------------------------------------

    @bp.get("/v1/constraints")
    def list_constraints() -> Response:
        store = current_runtime().store
        state = store.state()
        return json_response(
            {
                "revision": state.constraint_revision,
                "constraints": [c.to_dict() for c in store.constraints()],
                "changes": [c.to_dict() for c in store.changes(100)],
            }
        )

    @bp.post("/v1/constraints")
    def create_constraint() -> Response:
        body = ConstraintCreate.model_validate_json(json_body())
        record = current_runtime().add_constraint(body.text, body.mode, body.author, body.reason)
        return json_response(record.to_dict(), 201)

    @bp.delete("/v1/constraints/<int:constraint_id>")
    def delete_constraint(constraint_id: int) -> Response:
        if constraint_id > _MAX_ROW_ID:
            raise ApiError(404, "constraint_not_found", f"no active constraint {constraint_id}")
        author = request.args.get("author", "operator")[:200]
        reason = request.args.get("reason", "")[:2000]
        revision = current_runtime().delete_constraint(constraint_id, author, reason)
        return json_response({"deleted": constraint_id, "revision": revision})

    @bp.post("/v1/constraints/preview")
    def constraint_preview() -> Response:
        body = ConstraintPreview.model_validate_json(json_body())
        runtime = current_runtime()

        def rows() -> list:
            runtime.decisions.flush()
            return runtime.store.query_decisions(DecisionQuery(limit=body.limit))

        return json_response(preview(body.text, runtime.vocabulary, body.limit, rows))

    # --- the decision log ---------------------------------------------------------------------

    @bp.get("/v1/decisions")
    def decisions() -> Response:
        limit = int_arg("limit", 50, 1, 500)
        query = decision_query(request.args, limit)
        runtime = current_runtime()
        runtime.decisions.flush()
        rows = runtime.store.query_decisions(query)
        next_cursor = rows[-1][0] if len(rows) == limit else None
        return json_response(
            {"items": [rec.to_dict(row_id) for row_id, rec in rows], "next_cursor": next_cursor}
        )

    @bp.get("/v1/decisions/<int:decision_id>")
    def decision_detail(decision_id: int) -> Response:
        runtime = current_runtime()
        runtime.decisions.flush()
        rec = runtime.store.decision(min(decision_id, _MAX_ROW_ID))
        ids = [b["constraint_id"] for b in [*rec.blocked, *rec.dryrun_blocked]]
        constraints = runtime.store.constraints_by_id(ids)
        return json_response(
            {
                **rec.to_dict(decision_id, with_table=True),
                "constraints": [c.to_dict() for c in constraints],
            }
        )

    @bp.get("/v1/decisions/export")
    def decisions_export() -> Response:
        fmt = request.args.get("format", "jsonl")
        if fmt not in ("csv", "jsonl"):
            raise ApiError(
                422,
                "validation_error",
                "format must be csv or jsonl",
                [{"loc": ["query", "format"], "msg": "must be csv or jsonl"}],
            )
        total = int_arg("limit", 10_000, 1, 100_000)
        query = decision_query(request.args, min(total, _EXPORT_PAGE))
        store = current_runtime().store
        current_runtime().decisions.flush()
        first = store.query_decisions(query)

        def rows():  # noqa: ANN202 - store pages, newest first, until ``total``
            page, sent = first, 0
            while page:
                take = page[: total - sent]
                yield from take
                sent += len(take)
                if sent >= total or len(page) < query.limit:
                    return
                page = store.query_decisions(dataclasses.replace(query, before=page[-1][0]))

        lines = export_csv(rows()) if fmt == "csv" else export_jsonl(rows())
        mimetype = "text/csv" if fmt == "csv" else "application/x-ndjson"
        name = f"decisions.{'csv' if fmt == 'csv' else 'jsonl'}"
        return Response(
            lines,
            mimetype=mimetype,
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    return bp
