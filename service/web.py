"""What the blueprints share: the app's runtime and settings, JSON answers, and the checks of a
request's body and query that do not fit a pydantic model."""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable, Sequence

import pydantic_core
from flask import Response, current_app, g, request
from flask.json.provider import DefaultJSONProvider
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from pydantic.types import FailFast

from service.errors import MAX_ERRORS, ErrorAnswer, clip, strict_json
from service.runtime import Runtime
from service.settings import Settings

__all__ = [
    "RUNTIME_KEY",
    "SETTINGS_KEY",
    "StrictJSONProvider",
    "current_runtime",
    "current_settings",
    "int_arg",
    "json_body",
    "json_response",
    "validated",
]

M = typing.TypeVar("M", bound=BaseModel)

RUNTIME_KEY = "folnn"
SETTINGS_KEY = "folnn.settings"


def current_runtime() -> Runtime:
    """The worker's :class:`Runtime` (built once by ``create_app``)."""
    return current_app.extensions[RUNTIME_KEY]


def current_settings() -> Settings:
    """The settings the app was built with."""
    return current_app.extensions[SETTINGS_KEY]


def json_response(obj: object, status: int = 200) -> Response:
    """``obj`` as an ``application/json`` answer, strict JSON (ValueError for a number that is
    not finite: the 500 envelope answers instead)."""
    return Response(strict_json(obj), status=status, mimetype="application/json")


class StrictJSONProvider(DefaultJSONProvider):
    """Flask's JSON (``jsonify``, a view returning a dict) as strict as :func:`json_response`:
    a number that is not finite raises ValueError instead of being written as ``NaN`` or
    ``Infinity``."""

    def dumps(self, obj: object, **kwargs: typing.Any) -> str:
        """``obj`` as strict JSON."""
        return super().dumps(obj, **{**kwargs, "allow_nan": False})


def json_body() -> bytes:
    """The request body (read and size-checked before the view), which must be JSON (415)."""
    if request.mimetype != "application/json":
        raise ErrorAnswer(
            415,
            "unsupported_media_type",
            "the body must be application/json",
            {"content_type": clip(request.content_type or "")},
        )
    coding = request.headers.get("Content-Encoding", "").strip().lower()
    if coding not in ("", "identity"):  # a coded body is not decoded here: refused, not misread
        raise ErrorAnswer(
            415,
            "unsupported_media_type",
            "the body must not be content-coded (no Content-Encoding)",
            {"content_encoding": clip(coding)},
        )
    return g.body


def validated(model: type[M], body: bytes, check: Callable[[object], None] | None = None) -> M:
    """``body`` validated by ``model``, with at most a few dozen errors whatever it holds.

    pydantic reports every error of a body, each costing memory and time: 900,000 bad history
    items in a 1.8 MB body were 5.5 s of one worker's CPU (no yield: other requests waited) and
    1.1 GB of its memory. The lists of the request models stop at their first bad item
    (``fail_fast``); the keys a model does not know are counted here first, on the parsed body
    (a linear walk), and an object with more than :data:`MAX_ERRORS` of them is refused at once
    with the first of them, as pydantic would have listed them (docs/security.md). ``check``,
    when given, sees the parsed body first: a route's limits that cost nothing to check there
    (a list's length) are checked before pydantic builds anything."""
    try:
        value = pydantic_core.from_json(body)
    except ValueError:
        pass  # not JSON: pydantic's own json_invalid error below, one error
    else:
        if check is not None:
            check(value)
        _refuse_unknown_keys(model, value, [])
    return model.model_validate_json(body)


class _Shape(typing.NamedTuple):
    """What :func:`_refuse_unknown_keys` reads of a model, computed once per model."""

    fields: frozenset[str]
    forbid: bool  # extra="forbid": unknown keys are errors
    nested: tuple[tuple[str, type[BaseModel], bool, bool], ...]  # name, model, list, fail_fast


@functools.cache
def _shape(model: type[BaseModel]) -> _Shape:
    nested = []
    for name, field in model.model_fields.items():
        inner, many = _nested_model(field.annotation)
        if inner is not None:
            nested.append((name, inner, many, _fails_fast(field)))
    forbid = model.model_config.get("extra") == "forbid"
    return _Shape(frozenset(model.model_fields), forbid, tuple(nested))


def _refuse_unknown_keys(model: type[BaseModel], value: object, loc: list) -> None:
    """422 when an object of ``value`` (validated by ``model`` at ``loc``) holds more than
    :data:`MAX_ERRORS` keys its model forbids; its nested models are checked the same way."""
    if not isinstance(value, dict):
        return
    shape = _shape(model)
    if shape.forbid and not value.keys() <= shape.fields:
        unknown = [k for k in value if k not in shape.fields]
        if len(unknown) > MAX_ERRORS:
            raise ErrorAnswer(
                422,
                "validation_error",
                "request body is invalid",
                [
                    {
                        "loc": [*loc, clip(k)],
                        "msg": "Extra inputs are not permitted",
                        "type": "extra_forbidden",
                    }
                    for k in unknown[:MAX_ERRORS]
                ],
            )
    for name, inner, many, fails_fast in shape.nested:
        if name not in value:
            continue
        if not many:
            _refuse_unknown_keys(inner, value[name], [*loc, name])
        elif isinstance(value[name], list):
            allowed = _shape(inner).fields
            for i, item in enumerate(value[name]):
                if isinstance(item, dict) and item.keys() <= allowed:
                    if _shape(inner).nested:
                        _refuse_unknown_keys(inner, item, [*loc, name, i])
                    continue
                _refuse_unknown_keys(inner, item, [*loc, name, i])
                if fails_fast:
                    break  # the list's validation stops at its first bad item


def _fails_fast(field: FieldInfo) -> bool:
    """Whether a list field stops at its first bad item (``Field(fail_fast=True)``)."""
    return any(isinstance(m, FailFast) and m.fail_fast for m in field.metadata)


def _nested_model(annotation: object) -> tuple[type[BaseModel] | None, bool]:
    """The model a field's annotation holds (``M``, ``M | None``, ``list[M]``) and whether it
    is a list of them; (None, False) for any other field."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation, False
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin in (list, Sequence) and args:
        inner, _ = _nested_model(args[0])
        return inner, True
    for arg in args:  # an optional field, M | None
        inner, many = _nested_model(arg)
        if inner is not None:
            return inner, many
    return None, False


def int_arg(name: str, default: int | None, lo: int, hi: int) -> int | None:
    """Query parameter ``name`` as an integer in ``[lo, hi]`` (422 otherwise)."""
    raw = request.args.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ErrorAnswer(
            422,
            "validation_error",
            f"{name} must be an integer",
            [{"loc": ["query", name], "msg": "not an integer"}],
        ) from None
    if not lo <= value <= hi:
        raise ErrorAnswer(
            422,
            "validation_error",
            f"{name} must be in [{lo}, {hi}]",
            [{"loc": ["query", name], "msg": "out of range"}],
        )
    return value
