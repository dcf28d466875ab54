"""The operator routes (docs/architecture.md §7, bearer token): policy versions (published
through the API, checked, guarded at activation, shadowed, promoted), constraints, the decision
log with its export and its games, constraint previews and rule diffs.

Every route needs ``Authorization: Bearer <FOLNN_OPERATOR_TOKEN>`` (checked before the view);
without a configured token the routes are refused (403)."""

from __future__ import annotations

import dataclasses
import hmac
import itertools
import re
from collections.abc import Iterator

from flask import Blueprint, Response, g, request

from service.errors import ErrorAnswer
from service.reads import read_pages
from service.review import (
    decision_query,
    export_csv,
    export_jsonl,
    network_of,
    preview,
    provenance,
    rule_diff,
)
from service.rollout import SHADOW_WINDOW, agreement, episode_summary, episode_view
from service.schemas import (
    EPISODE_ID_PATTERN,
    ActivateRequest,
    ConstraintCreate,
    ConstraintPreview,
    ShadowRequest,
)
from service.store import EPISODE_SCAN, DecisionQuery, DecisionRecord
from service.web import (
    current_runtime,
    current_settings,
    int_arg,
    json_body,
    json_response,
    validated,
)

__all__ = ["blueprint", "require_operator"]

_MAX_ROW_ID = 2**63 - 1  # the stores' integer ids; a larger id names no row
_ARCHIVE_TYPES = (
    "application/gzip",
    "application/x-gzip",
    "application/x-tar",
    "application/x-xz",
    "application/x-bzip2",
    "application/octet-stream",
)
_EPISODE_STEPS = 1000  # most decisions of one game read back
_EPISODE_RE = re.compile(EPISODE_ID_PATTERN)


def require_operator() -> None:
    """403 without a configured token; 401 without the right bearer token."""
    secret = current_settings().operator_token
    token = secret.get_secret_value() if secret else ""
    if not token:
        raise ErrorAnswer(
            403,
            "operator_disabled",
            "operator routes are disabled: no FOLNN_OPERATOR_TOKEN is configured",
        )
    header = request.headers.get("Authorization", "")
    scheme, _, given = header.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(
        given.strip().encode(), token.encode()
    ):
        raise ErrorAnswer(401, "unauthorized", "a valid operator bearer token is required")


def _no_store(resp: Response) -> Response:
    """Operator answers (the decision log, its exports, constraints) are kept by no cache: not
    the browser's, not a shared proxy's (refusals included)."""
    resp.headers["Cache-Control"] = "no-store"
    return resp


blueprint = Blueprint("operator", __name__)
blueprint.before_request(require_operator)
blueprint.after_request(_no_store)

# --- policies -----------------------------------------------------------------------------


@blueprint.get("/v1/policies")
def policies() -> Response:
    runtime = current_runtime()
    active = runtime.active
    return json_response(
        {
            "active_version": active.version if active else None,
            "shadow_version": runtime.shadow_version,
            "shadow_error": runtime.shadow_error,
            "max_artifact_bytes": runtime.registry.max_archive_bytes,
            "max_published_versions": runtime.registry.max_published,
            "policies": runtime.registry.listing(runtime.time_slice.pauser()),
        }
    )


@blueprint.post("/v1/policies")
def publish() -> Response:
    if request.mimetype not in _ARCHIVE_TYPES:
        raise ErrorAnswer(
            415,
            "unsupported_media_type",
            "the body must be a tar archive (application/gzip or application/x-tar)",
        )
    if not g.body:
        raise ErrorAnswer(422, "validation_error", "the body holds no archive")
    author = request.args.get("author", "operator")[:200] or "operator"
    reason = request.args.get("reason", "")[:2000]
    runtime = current_runtime()
    record = runtime.registry.publish(g.body, author, reason)
    return json_response(runtime.registry.describe(record.version), 201)


@blueprint.delete("/v1/policies/<version>")
def unpublish(version: str) -> Response:
    author = request.args.get("author", "operator")[:200] or "operator"
    reason = request.args.get("reason", "")[:2000]
    current_runtime().delete_version(version, author, reason)
    return json_response({"deleted": version})


def _diff_of(runtime, base: str, head: str) -> list[dict]:  # noqa: ANN001 - a Runtime
    """:func:`~service.review.rule_diff` of two published versions, each read in its own
    vocabulary."""
    models = [runtime.registry.load(v).model for v in (base, head)]
    rules = [[r.to_dict() for r in m.rules()] for m in models]
    return rule_diff(rules[0], rules[1], models[0].vocabulary, models[1].vocabulary)


@blueprint.get("/v1/policies/<version>/check")
def activation_check(version: str) -> Response:
    runtime = current_runtime()
    check = runtime.activation_check(version)
    base = check["active_version"]
    classes = []
    if base is not None:
        classes = _diff_of(runtime, base, version)
    return json_response({**check, "diff": classes})


@blueprint.post("/v1/policies/<version>/activate")
def activate(version: str) -> Response:
    body = _optional_body(ActivateRequest)
    activation = current_runtime().activate(version, body.author, body.reason, body.force)
    return json_response(activation.to_dict())


# --- shadow -------------------------------------------------------------------------------


@blueprint.post("/v1/policies/<version>/shadow")
def shadow_start(version: str) -> Response:
    body = _optional_body(ShadowRequest)
    return json_response(current_runtime().set_shadow(version, body.author, body.reason))


@blueprint.delete("/v1/shadow")
def shadow_drop() -> Response:
    author = request.args.get("author", "operator")[:200] or "operator"
    reason = request.args.get("reason", "")[:2000]
    return json_response(current_runtime().set_shadow(None, author, reason))


@blueprint.get("/v1/shadow")
def shadow_status() -> Response:
    limit = int_arg("limit", 500, 1, SHADOW_WINDOW)
    runtime = current_runtime()
    state = runtime.store.state()
    out = {
        "shadow_version": state.shadow_version,
        "active_version": state.active_version or (runtime.active and runtime.active.version),
        "shadow_error": runtime.shadow_error,
        "last": limit,
    }
    if state.shadow_version is None:
        return json_response({**out, **agreement([], "", None)})
    runtime.decisions.flush_for_read()
    query = DecisionQuery(limit=limit, shadow_version=state.shadow_version)
    rows = list(read_pages(runtime.store, query, limit, runtime.time_slice.pauser()))
    return json_response({**out, **agreement(rows, state.shadow_version, out["active_version"])})


@blueprint.post("/v1/shadow/promote")
def shadow_promote() -> Response:
    body = _optional_body(ActivateRequest)
    runtime = current_runtime()
    version = runtime.store.state().shadow_version
    if version is None:
        raise ErrorAnswer(409, "no_shadow", "no version is in shadow: put one in shadow first")
    activation = runtime.activate(version, body.author, body.reason, body.force)
    return json_response(activation.to_dict())


@blueprint.get("/v1/policies/<version>")
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


@blueprint.get("/v1/policies/<base>/diff/<head>")
def policy_diff(base: str, head: str) -> Response:
    runtime = current_runtime()
    classes = _diff_of(runtime, base, head)
    return json_response(
        {
            "base": base,
            "head": head,
            "same": all(c["same"] for c in classes),
            "classes": classes,
        }
    )


# --- constraints --------------------------------------------------------------------------


@blueprint.get("/v1/constraints")
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


@blueprint.post("/v1/constraints")
def create_constraint() -> Response:
    body = validated(ConstraintCreate, json_body())
    record = current_runtime().add_constraint(body.text, body.mode, body.author, body.reason)
    return json_response(record.to_dict(), 201)


@blueprint.delete("/v1/constraints/<int:constraint_id>")
def delete_constraint(constraint_id: int) -> Response:
    if constraint_id > _MAX_ROW_ID:
        raise ErrorAnswer(404, "constraint_not_found", f"no active constraint {constraint_id}")
    author = request.args.get("author", "operator")[:200]
    reason = request.args.get("reason", "")[:2000]
    revision = current_runtime().delete_constraint(constraint_id, author, reason)
    return json_response({"deleted": constraint_id, "revision": revision})


@blueprint.post("/v1/constraints/preview")
def constraint_preview() -> Response:
    body = validated(ConstraintPreview, json_body())
    runtime = current_runtime()

    def rows() -> Iterator[tuple[int, DecisionRecord]]:
        runtime.decisions.flush_for_read()
        query = DecisionQuery(limit=body.limit)
        return read_pages(runtime.store, query, body.limit, runtime.time_slice.pauser())

    return json_response(preview(body.text, runtime.vocabulary, body.limit, rows))


# --- the decision log ---------------------------------------------------------------------


@blueprint.get("/v1/decisions")
def decisions() -> Response:
    limit = int_arg("limit", 50, 1, 500)
    query = decision_query(request.args, limit)
    runtime = current_runtime()
    runtime.decisions.flush_for_read()
    # the log as it stands at `last`: what commits later is the next poll's (docs/api.md)
    last = runtime.store.last_seq()
    if query.after is not None and query.after > last:
        raise ErrorAnswer(
            422,
            "validation_error",
            f"after: beyond the last seq of the log ({last}); pass a next_after",
            [{"loc": ["query", "after"], "msg": f"beyond the last seq of the log ({last})"}],
        )
    pause = runtime.time_slice.pauser()
    rows = list(read_pages(runtime.store, dataclasses.replace(query, upto=last), limit, pause))
    full = len(rows) == limit
    if query.after is None:
        next_cursor, next_after = (rows[-1][0] if full else None), last
    else:  # commit order: a full page goes on from its last seq
        next_cursor, next_after = None, (rows[-1][1].seq if full else last)
    return json_response(
        {
            "items": [rec.to_dict(row_id) for row_id, rec in rows],
            "next_cursor": next_cursor,
            "next_after": next_after,
        }
    )


@blueprint.get("/v1/decisions/<int:decision_id>")
def decision_detail(decision_id: int) -> Response:
    runtime = current_runtime()
    runtime.decisions.flush_for_read()
    rec = runtime.store.decision(min(decision_id, _MAX_ROW_ID))
    ids = [b["constraint_id"] for b in [*rec.blocked, *rec.dryrun_blocked]]
    constraints = runtime.store.constraints_by_id(ids)
    return json_response(
        {
            **rec.to_dict(decision_id, with_table=True),
            "constraints": [c.to_dict() for c in constraints],
        }
    )


# --- games --------------------------------------------------------------------------------


@blueprint.get("/v1/episodes")
def episodes() -> Response:
    limit = int_arg("limit", 50, 1, 200)
    cursor = int_arg("cursor", None, 1, _MAX_ROW_ID)
    runtime = current_runtime()
    runtime.decisions.flush_for_read()
    found = runtime.store.episodes(limit, cursor, EPISODE_SCAN)  # aggregated in SQL
    items = [{**episode_summary(summary), "last_id": summary.last_id} for summary in found]
    next_cursor = found[-1].last_id if len(found) == limit else None
    return json_response({"items": items, "next_cursor": next_cursor, "scan": EPISODE_SCAN})


@blueprint.get("/v1/episodes/<episode_id>")
def episode(episode_id: str) -> Response:
    if not _EPISODE_RE.fullmatch(episode_id):
        raise ErrorAnswer(404, "episode_not_found", "no such episode")
    runtime = current_runtime()
    runtime.decisions.flush_for_read()
    query = DecisionQuery(limit=_EPISODE_STEPS, episode_id=episode_id)
    pause = runtime.time_slice.pauser()
    rows = list(read_pages(runtime.store, query, _EPISODE_STEPS, pause))
    summary = rows and runtime.store.episode_summary(episode_id, rows[-1][0])
    if not summary:
        raise ErrorAnswer(404, "episode_not_found", "no decision of that episode in the log")
    rows.reverse()  # oldest first: time order, as ids are
    return json_response(episode_view(summary, rows, _directions(runtime)))


@blueprint.get("/v1/decisions/export")
def decisions_export() -> Response:
    fmt = request.args.get("format", "jsonl")
    if fmt not in ("csv", "jsonl"):
        raise ErrorAnswer(
            422,
            "validation_error",
            "format must be csv or jsonl",
            [{"loc": ["query", "format"], "msg": "must be csv or jsonl"}],
        )
    total = int_arg("limit", 10_000, 1, 100_000)
    query = decision_query(request.args, total)
    runtime = current_runtime()
    runtime.decisions.flush_for_read()
    # streamed page by page, yielding to the worker's other requests and its heartbeat
    pages = read_pages(runtime.store, query, total, runtime.time_slice.pauser())
    head = list(itertools.islice(pages, 1))  # the first page now: a store error is a 503
    rows = itertools.chain(head, pages)
    lines = export_csv(rows) if fmt == "csv" else export_jsonl(rows)
    mimetype = "text/csv" if fmt == "csv" else "application/x-ndjson"
    name = f"decisions.{'csv' if fmt == 'csv' else 'jsonl'}"
    return Response(
        lines,
        mimetype=mimetype,
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


def _optional_body(model):  # noqa: ANN001, ANN202 - a pydantic model class and its instance
    """An optional JSON body validated by ``model`` (its defaults when there is none)."""
    if not g.body.strip():
        return model()
    return validated(model, json_body())


def _directions(runtime) -> list[str]:  # noqa: ANN001 - a Runtime
    """The words of the class whose verb is ``go`` (the map's exits)."""
    vocabulary = runtime.vocabulary
    return [a.split(" ", 1)[1] for a in vocabulary.actions if a.startswith("go ")]
