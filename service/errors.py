"""The one JSON error envelope: ``{"error": {"code", "message", "detail"}}``.

Every failure the service answers, validation included, goes through :class:`ApiError` or the
handlers registered by :func:`register_error_handlers`, so clients parse a single shape.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from flask import Flask, Response
from pydantic import ValidationError
from werkzeug.exceptions import HTTPException

__all__ = [
    "ApiError",
    "clip",
    "error_response",
    "redact_paths",
    "register_error_handlers",
    "validation_detail",
]

log = logging.getLogger(__name__)

_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    408: "request_timeout",
    409: "conflict",
    413: "payload_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
    417: "expectation_failed",
    422: "validation_error",
    431: "header_fields_too_large",
    500: "internal_error",
    501: "not_implemented",
    503: "unavailable",
}
MAX_ERRORS = 20
"""Most validation errors listed in one 422 (a body can hold thousands of bad items)."""
MAX_ECHO_CHARS = 64
"""Longest piece of client input an error message or detail repeats (names, keys)."""
_ABSOLUTE_PATH = re.compile(r"(?<![\w.~:/-])/(?:[^\s/'\":]+/)*([^\s/'\":]*)")


def clip(text: object, limit: int = MAX_ECHO_CHARS) -> str:
    """``str(text)`` cut to ``limit`` characters (with an ellipsis when cut)."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def redact_paths(text: str | None) -> str | None:
    """``text`` with every absolute file path reduced to its last part: what an anonymous
    client may read of a server-side error (``/srv/x/policies/v1/weights.safetensors: sha256
    mismatch`` -> ``weights.safetensors: sha256 mismatch``)."""
    return None if text is None else _ABSOLUTE_PATH.sub(r"\1", text)


class ApiError(Exception):
    """An error answered to the client as the JSON envelope with ``status``."""

    def __init__(self, status: int, code: str, message: str, detail: Any = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.detail = detail


def error_response(
    status: int, code: str, message: str, detail: Any = None, headers: dict | None = None
) -> Response:
    """Build the envelope response."""
    body = json.dumps({"error": {"code": code, "message": message, "detail": detail}})
    resp = Response(body, status=status, mimetype="application/json")
    for key, value in (headers or {}).items():
        resp.headers[key] = value
    return resp


def validation_detail(exc: ValidationError) -> list[dict]:
    """JSON-safe list of pydantic errors: ``[{loc, msg, type}]``, at most :data:`MAX_ERRORS`,
    no input repeated (a location's key is cut to :data:`MAX_ECHO_CHARS`)."""
    errors = exc.errors(include_url=False, include_context=False, include_input=False)
    return [
        {
            "loc": [p if isinstance(p, int) else clip(p) for p in e["loc"]],
            "msg": clip(e["msg"], 200),
            "type": e["type"],
        }
        for e in errors[:MAX_ERRORS]
    ]


def register_error_handlers(app: Flask) -> None:
    """Route every exception raised by a view into the envelope."""

    @app.errorhandler(ApiError)
    def _api_error(exc: ApiError) -> Response:
        headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
        return error_response(exc.status, exc.code, exc.message, exc.detail, headers)

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError) -> Response:
        return error_response(
            422, "validation_error", "request body is invalid", validation_detail(exc)
        )

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        status = exc.code or 500
        headers = {}
        valid_methods = getattr(exc, "valid_methods", None)
        if status == 405 and valid_methods:
            headers["Allow"] = ", ".join(valid_methods)
        return error_response(
            status,
            _HTTP_CODES.get(status, "http_error"),
            exc.description or exc.name,
            None,
            headers,
        )

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        log.exception("unhandled error")
        return error_response(500, "internal_error", "internal server error")
