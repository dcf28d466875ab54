"""What the blueprints share: the app's runtime and settings, JSON answers, and the checks of a
request's body and query that do not fit a pydantic model."""

from __future__ import annotations

import json

from flask import Response, current_app, g, request

from service.errors import ApiError, clip
from service.runtime import Runtime
from service.settings import Settings

__all__ = [
    "RUNTIME_KEY",
    "SETTINGS_KEY",
    "current_runtime",
    "current_settings",
    "int_arg",
    "json_body",
    "json_response",
]

RUNTIME_KEY = "folnn"
SETTINGS_KEY = "folnn.settings"


def current_runtime() -> Runtime:
    """The worker's :class:`Runtime` (built once by ``create_app``)."""
    return current_app.extensions[RUNTIME_KEY]


def current_settings() -> Settings:
    """The settings the app was built with."""
    return current_app.extensions[SETTINGS_KEY]


def json_response(obj: object, status: int = 200) -> Response:
    """``obj`` as an ``application/json`` answer."""
    return Response(json.dumps(obj), status=status, mimetype="application/json")


def json_body() -> bytes:
    """The request body (read and size-checked before the view), which must be JSON (415)."""
    if request.mimetype != "application/json":
        raise ApiError(
            415,
            "unsupported_media_type",
            "the body must be application/json",
            {"content_type": clip(request.content_type or "")},
        )
    return g.body


def int_arg(name: str, default: int | None, lo: int, hi: int) -> int | None:
    """Query parameter ``name`` as an integer in ``[lo, hi]`` (422 otherwise)."""
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
