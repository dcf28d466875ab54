"""The one JSON error envelope: ``{"error": {"code", "message", "detail"}}``.

Every failure the service answers, validation included, goes through :class:`ErrorAnswer` or the
handlers registered by :func:`register_error_handlers`, so clients parse a single shape. The
exception families of the parts a route calls are mapped here, once; routes catch nothing:

- request checks: :class:`ErrorAnswer`, its own status and code; pydantic ``ValidationError``:
  422 ``validation_error``; werkzeug ``HTTPException``: its status.
- converter: ``ConverterInputError``: 422 ``invalid_observation``; constraint language:
  ``ConstraintError``: 422 ``invalid_constraint`` with line and column.
- policy registry: ``InvalidVersion`` 422 ``invalid_version``, ``VersionNotFound`` 404
  ``version_not_found``, ``ArtifactError`` 409 ``artifact_refused``.
- runtime: ``UnknownCandidates`` 422 ``unknown_candidate``, ``NoCandidates`` 422
  ``no_candidates``, ``AllCandidatesBlocked`` 409
  ``all_candidates_blocked``, ``PolicyRefused`` 409 ``artifact_refused``, ``PolicyUnavailable``
  503 ``policy_unavailable``, ``ActivationRefused`` 409 ``activation_refused``.
- store: ``NotFound`` 404 ``<kind>_not_found``, ``LimitReached`` 409 ``too_many_constraints``
  (``too_many_versions`` for published versions), ``AlreadyExists`` 409 ``<kind>_exists``,
  ``StateChanged`` 409 ``state_changed`` (a compare-and-set of the active or shadow pointer
  lost: the detail names the version that won and who set it), ``VersionInUse`` 409
  ``version_in_use``,
  ``StoreError`` (``StoreUnavailable`` included) 503 ``store_unavailable``, with
  ``Retry-After`` for ``StoreUnavailable`` (a database away, a table locked past the lock
  timeout: the same call may succeed later).
- anything else: 500 ``internal_error`` (logged).

Every answer is strict JSON (:func:`strict_json`): a number that is not finite is never
written.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from flask import Flask, Response
from pydantic import ValidationError
from werkzeug.exceptions import HTTPException

from converter.parser import ConverterInputError
from model.artifact import ArtifactError
from service.commands import UnknownCandidates
from service.constraints import ConstraintError
from service.policies import InvalidVersion, VersionNotFound
from service.refusals import (
    ActivationRefused,
    AllCandidatesBlocked,
    NoCandidates,
    PolicyRefused,
    PolicyUnavailable,
    UnknownTask,
)
from service.store import (
    AlreadyExists,
    LimitReached,
    NotFound,
    StateChanged,
    StoreError,
    StoreUnavailable,
    VersionInUse,
)

__all__ = [
    "ErrorAnswer",
    "clip",
    "error_response",
    "redact_paths",
    "register_error_handlers",
    "strict_json",
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
RETRY_AFTER_S = 1
"""Seconds a 503 ``store_unavailable`` asks a client to wait (``Retry-After``) when the store
may answer later: a database outage is probed every 0.2 s, and a locked table is tried again by
the next request."""
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


class ErrorAnswer(Exception):
    """An error answered to the client as the JSON envelope with ``status`` (the HTTP client's
    error, raised where such an answer is read, is :class:`folnn.errors.ApiError`)."""

    def __init__(self, status: int, code: str, message: str, detail: Any = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.detail = detail


def strict_json(obj: object) -> str:
    """``obj`` as strict JSON, the one encoding of every answer of the service: a number
    that is not finite (``NaN``, ``Infinity``, ``-Infinity``: not JSON, and a browser's
    ``JSON.parse`` refuses the whole answer) raises ValueError instead of being written
    (issue 31, finding 5: a policy's -inf bias reached two routes this way)."""
    return json.dumps(obj, allow_nan=False)


def error_response(
    status: int, code: str, message: str, detail: Any = None, headers: dict | None = None
) -> Response:
    """Build the envelope response (a detail that is not strict JSON is left out, logged:
    the envelope itself always is)."""
    try:
        body = strict_json({"error": {"code": code, "message": message, "detail": detail}})
    except ValueError:
        log.error("the detail of a %d %s is not strict JSON: left out", status, code)
        body = strict_json({"error": {"code": code, "message": message, "detail": None}})
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
    """Route every exception raised by a view into the envelope (the table above)."""

    @app.errorhandler(ErrorAnswer)
    def _api_error(exc: ErrorAnswer) -> Response:
        headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
        if exc.status == 503:  # busy: the same request may be served in a moment
            headers = {"Retry-After": str(RETRY_AFTER_S)}
        if exc.status == 408:  # the rest of the body may still come: never read as a request
            headers = {"Connection": "close"}
        return error_response(exc.status, exc.code, exc.message, exc.detail, headers)

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError) -> Response:
        return error_response(
            422, "validation_error", "request body is invalid", validation_detail(exc)
        )

    # --- the converter and the constraint language ------------------------------------------

    @app.errorhandler(ConverterInputError)
    def _converter_input(exc: ConverterInputError) -> Response:
        return error_response(422, "invalid_observation", str(exc))

    @app.errorhandler(ConstraintError)
    def _constraint(exc: ConstraintError) -> Response:
        return error_response(422, "invalid_constraint", exc.message, exc.to_detail())

    # --- the policy registry ------------------------------------------------------------------

    @app.errorhandler(InvalidVersion)
    def _invalid_version(exc: InvalidVersion) -> Response:
        return error_response(422, "invalid_version", str(exc))

    @app.errorhandler(VersionNotFound)
    def _version_not_found(exc: VersionNotFound) -> Response:
        version = exc.args[0] if exc.args else ""
        return error_response(404, "version_not_found", f"no policy version {version!r}")

    @app.errorhandler(ArtifactError)
    def _artifact(exc: ArtifactError) -> Response:
        return error_response(409, "artifact_refused", "the artifact does not verify", str(exc))

    # --- the runtime --------------------------------------------------------------------------

    @app.errorhandler(UnknownCandidates)
    def _unknown_candidates(exc: UnknownCandidates) -> Response:
        detail = {"unknown_count": exc.count, "actions": exc.actions}
        return error_response(422, "unknown_candidate", str(exc), detail)

    @app.errorhandler(NoCandidates)
    def _no_candidates(exc: NoCandidates) -> Response:
        return error_response(422, "no_candidates", str(exc), exc.detail)

    @app.errorhandler(UnknownTask)
    def _unknown_task(exc: UnknownTask) -> Response:
        return error_response(422, "unknown_task", str(exc), exc.detail)

    @app.errorhandler(AllCandidatesBlocked)
    def _all_blocked(exc: AllCandidatesBlocked) -> Response:
        return error_response(409, "all_candidates_blocked", str(exc), exc.detail)

    @app.errorhandler(PolicyRefused)
    def _policy_refused(exc: PolicyRefused) -> Response:
        message = "the artifact does not verify; the running policy keeps serving"
        return error_response(409, "artifact_refused", message, exc.reason)

    @app.errorhandler(ActivationRefused)
    def _activation_refused(exc: ActivationRefused) -> Response:
        detail = {"version": exc.version, "refusals": exc.refusals}
        return error_response(409, "activation_refused", str(exc), detail)

    @app.errorhandler(PolicyUnavailable)
    def _policy_unavailable(exc: PolicyUnavailable) -> Response:
        message = "no verified policy is loaded"
        return error_response(503, "policy_unavailable", message, redact_paths(exc.reason))

    # --- the store ----------------------------------------------------------------------------

    @app.errorhandler(NotFound)
    def _not_found(exc: NotFound) -> Response:
        return error_response(404, f"{exc.kind}_not_found", exc.message)

    @app.errorhandler(AlreadyExists)
    def _exists(exc: AlreadyExists) -> Response:
        return error_response(409, f"{exc.kind}_exists", f"{str(exc)}: versions are immutable")

    @app.errorhandler(LimitReached)
    def _limit(exc: LimitReached) -> Response:
        if exc.kind == "versions":
            message = (
                f"at most {exc.limit} versions can be published (FOLNN_MAX_PUBLISHED_VERSIONS);"
                " delete one first: DELETE /v1/policies/{version} (not the active version, not"
                " the one in shadow, not a shipped one)"
            )
            detail = {"max_published_versions": exc.limit, "message": str(exc)}
            return error_response(409, "too_many_versions", message, detail)
        message = f"at most {exc.limit} constraints can be active; delete one first"
        detail = {"max_constraints": exc.limit, "message": str(exc)}
        return error_response(409, "too_many_constraints", message, detail)

    @app.errorhandler(StateChanged)
    def _state_changed(exc: StateChanged) -> Response:
        detail = {
            "pointer": exc.pointer,
            "expected": exc.expected,
            "current": exc.current,
            "by": exc.by,
        }
        return error_response(409, "state_changed", str(exc), detail)

    @app.errorhandler(VersionInUse)
    def _version_in_use(exc: VersionInUse) -> Response:
        detail = {"version": exc.version, "role": exc.role}
        return error_response(409, "version_in_use", str(exc), detail)

    @app.errorhandler(StoreError)
    def _store(exc: StoreError) -> Response:
        headers = {"Retry-After": str(RETRY_AFTER_S)} if isinstance(exc, StoreUnavailable) else None
        return error_response(
            503, "store_unavailable", "the store cannot be used", str(exc), headers
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
