"""The game routes (docs/architecture.md §7, game clients and auditors, no token): ``POST /v1/act``,
``POST /v1/facts``, ``GET /v1/rules`` and ``GET /v1/rules/network``."""

from __future__ import annotations

import hashlib

from flask import Blueprint, Response, g

from service.errors import ErrorAnswer
from service.review import network_of, provenance
from service.schemas import ActRequest
from service.settings import Settings
from service.web import current_runtime, current_settings, json_body, json_response, validated

__all__ = ["blueprint"]


def _too_long(code: str, message: str, **detail: object) -> ErrorAnswer:
    """The 422 of a request past a size limit, ``detail`` naming the limit and where."""
    return ErrorAnswer(422, code, message, detail)


def check_turns(turns: int, settings: Settings) -> None:
    """422 ``history_too_long`` above ``max_history`` turns."""
    most = settings.max_history
    if turns > most:
        message = f"history has more than {most} turns"
        raise _too_long("history_too_long", message, max_history=most, got=turns)


def check_sizes(req: ActRequest, settings: Settings) -> None:
    """The limits that depend on settings: history turns, total text, each observation
    (422 with the limit and where it was passed)."""
    limit = settings.max_observation_chars
    check_turns(len(req.history), settings)
    total = len(req.observation) + sum(len(t.observation) for t in req.history)
    most = settings.max_request_text_chars
    if total > most:
        message = f"observation and history hold more than {most} characters"
        raise _too_long("request_text_too_long", message, max_request_text_chars=most, got=total)
    if len(req.observation) > limit:
        message = f"observation longer than {limit} characters"
        raise _too_long(
            "observation_too_long", message, max_observation_chars=limit, loc=["observation"]
        )
    for i, turn in enumerate(req.history):
        if len(turn.observation) > limit:
            message = f"history observation longer than {limit} characters"
            where = ["history", i, "observation"]
            raise _too_long("observation_too_long", message, max_observation_chars=limit, loc=where)


def _act_request() -> tuple[ActRequest, bytes]:
    body = json_body()
    settings = current_settings()

    def turns_first(value: object) -> None:
        # before pydantic builds every turn: 64,000 empty turns (2 MB) cost 0.5 s of a worker
        # that way, without yielding, for a 422 (docs/security.md, red-team finding 6)
        history = value.get("history") if isinstance(value, dict) else None
        if isinstance(history, list):
            check_turns(len(history), settings)

    req = validated(ActRequest, body, turns_first)
    check_sizes(req, settings)
    return req, body


blueprint = Blueprint("game", __name__)


@blueprint.post("/v1/act")
def act() -> Response:
    req, body = _act_request()
    decision = current_runtime().decide(
        req.observation,
        [(t.observation, t.action) for t in req.history],
        req.candidates,
        g.request_id,
        hashlib.sha256(body).hexdigest(),
        g.client_request_id,
        req.episode_id,
    )
    return json_response(decision.body)


@blueprint.post("/v1/facts")
def facts() -> Response:
    req, _ = _act_request()
    runtime = current_runtime()
    table = runtime.facts(req.observation, [(t.observation, t.action) for t in req.history])
    return json_response(table.to_json(runtime.vocabulary))


@blueprint.get("/v1/rules")
def rules() -> Response:
    active = current_runtime().require_policy()
    return json_response(
        {
            "policy_version": active.version,
            "policy_sha256": active.sha256,
            "provenance": provenance(active.artifact),
            "rules": [r.to_dict() for r in active.model.rules()],
        }
    )


@blueprint.get("/v1/rules/network")
def rules_network() -> Response:
    active = current_runtime().require_policy()
    return json_response(
        {
            "policy_version": active.version,
            "alpha": float(getattr(active.model, "alpha", 0.0)),
            "classes": network_of(active.model),
        }
    )
