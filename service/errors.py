"""The one JSON error envelope: ``{"error": {"code", "message", "detail"}}``.

Every failure the service answers, validation included, goes through :class:`ApiError` or the
handlers registered by :func:`register_error_handlers`, so clients parse a single shape.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from flask import Flask, Response
from pydantic import ValidationError
from werkzeug.exceptions import HTTPException

__all__ = ["ApiError", "error_response", "register_error_handlers", "validation_detail"]

log = logging.getLogger(__name__)

_HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    500: "internal_error",
    503: "unavailable",
}


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
    """JSON-safe list of pydantic errors: ``[{loc, msg, type}]``."""
    return [
        {"loc": list(e["loc"]), "msg": e["msg"], "type": e["type"]}
        for e in exc.errors(include_url=False, include_context=False, include_input=False)
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
