"""The error envelope of the service, ``{"error": {code, message, detail}}``, as typed exceptions:
:class:`ApiError` and the subclass of its status or code (:func:`error_of`)."""

from __future__ import annotations

from typing import Any

import httpx

__all__ = [
    "AllCandidatesBlocked",
    "ApiError",
    "BadRequest",
    "Conflict",
    "Forbidden",
    "Invalid",
    "NoCandidates",
    "NotFound",
    "RateLimited",
    "ServiceUnavailable",
    "ServiceUnreachable",
    "TooLarge",
    "Unauthorized",
    "error_of",
]


class ApiError(Exception):
    """The service's error envelope: ``status``, ``code``, ``message``, ``detail``, and the
    ``request_id`` of the answer (its ``X-Request-ID``)."""

    def __init__(
        self, status: int, code: str, message: str, detail: Any, request_id: str | None
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.detail = detail
        self.request_id = request_id


class BadRequest(ApiError):
    """400: the request could not be read."""


class Unauthorized(ApiError):
    """401: an operator route without a valid token."""


class Forbidden(ApiError):
    """403: operator routes are disabled on this server (no token configured)."""


class NotFound(ApiError):
    """404: no such decision, constraint, version or route."""


class Conflict(ApiError):
    """409: a refused activation, too many constraints, or every candidate blocked."""


class AllCandidatesBlocked(Conflict):
    """409 ``all_candidates_blocked``: ``detail`` lists which constraint blocked what."""


class TooLarge(ApiError):
    """413, 414 or 431: a body, URL or header over the server's limits."""


class Invalid(ApiError):
    """422: the body, a candidate, a constraint or a query is invalid."""


class NoCandidates(Invalid):
    """422 ``no_candidates``: no candidate is on a word the facts find (``detail["found"]``)."""


class RateLimited(ApiError):
    """429: too many requests from this address (behind the compose front)."""


class ServiceUnavailable(ApiError):
    """503: not ready (no verified policy, store never read) or down."""


class ServiceUnreachable(ApiError):
    """No HTTP answer at all: connection refused, reset, timed out (status 0)."""

    def __init__(self, message: str) -> None:
        super().__init__(0, "unreachable", message, None, None)


_BY_CODE: dict[str, type[ApiError]] = {
    "no_candidates": NoCandidates,
    "all_candidates_blocked": AllCandidatesBlocked,
}
_BY_STATUS: dict[int, type[ApiError]] = {
    400: BadRequest,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    413: TooLarge,
    414: TooLarge,
    422: Invalid,
    429: RateLimited,
    431: TooLarge,
    503: ServiceUnavailable,
}


def error_of(response: httpx.Response) -> ApiError:
    """The typed exception of a non-2xx answer (its envelope, or the bare status)."""
    request_id = response.headers.get("X-Request-ID")
    try:
        error = response.json()["error"]
        code, message, detail = str(error["code"]), str(error["message"]), error.get("detail")
    except (ValueError, KeyError, TypeError):
        code, message, detail = "http_error", response.reason_phrase or "error", None
    cls = _BY_CODE.get(code) or _BY_STATUS.get(response.status_code, ApiError)
    return cls(response.status_code, code, message, detail, request_id)
