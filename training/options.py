"""Checks of command-line options: what a bad option is, and the range and file checks the
subcommands' option dataclasses run in ``__post_init__``.

A check raises :class:`UsageError` (a ``ValueError``) whose message names the option as it is
typed (``--epochs must be in [1, 1000000], got -5``); ``folnn`` prints it as one line and exits
with status 2 (:mod:`folnn.cli`). The same checks guard the Python API: ``TrainArgs(epochs=-5)``
raises before anything runs.
"""

from __future__ import annotations

import dataclasses
import os
import types
import typing
from collections.abc import Collection
from pathlib import Path

__all__ = [
    "UsageError",
    "check_choice",
    "check_dir",
    "check_fields",
    "check_file",
    "check_range",
    "check_type",
    "flag",
]

SEED_MAX = 2**32 - 1
"""Largest seed numpy's and torch's generators take."""


class UsageError(ValueError):
    """An option or input file the command cannot use; the message is one line for the user."""


def flag(field: str) -> str:
    """The command-line spelling of a dataclass field: ``games_dir`` -> ``--games-dir``."""
    return "--" + field.replace("_", "-")


def check_range(
    field: str, value: float | None, low: float | None = None, high: float | None = None
) -> None:
    """Refuse ``value`` outside ``[low, high]`` (None: unbounded on that side; a None value is
    an unset option and passes)."""
    if value is None:
        return
    if (low is not None and value < low) or (high is not None and value > high):
        lo = "-inf" if low is None else _number(low)
        hi = "inf" if high is None else _number(high)
        raise UsageError(f"{flag(field)} must be in [{lo}, {hi}], got {_number(value)}")


def check_choice(field: str, value: str, known: Collection[str]) -> None:
    """Refuse a value that is not one of ``known``."""
    if value not in known:
        raise UsageError(f"{flag(field)}: unknown value {value!r}; known: {', '.join(known)}")


def check_file(field: str, path: Path | None) -> None:
    """Refuse a path that is not an existing file (None: an unset option, passes)."""
    if path is not None and not Path(path).is_file():
        raise UsageError(f"{flag(field)}: no file at {path}")


def check_dir(field: str, path: Path, *, must_exist: bool = False) -> None:
    """Refuse a path that exists but is not a folder, or (``must_exist``) that does not exist."""
    path = Path(path)
    if path.exists() and not path.is_dir():
        raise UsageError(f"{flag(field)}: {path} is not a folder")
    if must_exist and not path.exists():
        raise UsageError(f"{flag(field)}: no folder at {path}")


def check_fields(options: object) -> None:
    """Refuse a field of the options dataclass ``options`` whose value is not of its declared
    type, naming what it expected and what it got (``--epochs must be an int, got str
    'ten'``): the Python API's callers get what tyro checks for the command line (issue 40;
    ``TrainArgs(epochs="ten")`` failed later with ``'<' not supported``). A ``str`` is taken
    for a ``Path``; an ``int`` for a ``float``; never a ``bool`` for a number."""
    hints = typing.get_type_hints(type(options))
    for field in dataclasses.fields(options):  # type: ignore[arg-type]
        value = getattr(options, field.name)
        expected = hints.get(field.name)
        if expected is None or _matches(value, expected):
            continue
        choices = _choices(expected)
        if choices is not None and isinstance(value, str | int):
            raise UsageError(
                f"{flag(field.name)}: unknown value {value!r}; known: {', '.join(choices)}"
            )
        got = type(value).__name__
        shown = repr(value)
        raise UsageError(
            f"{flag(field.name)} must be {_describe(expected)}, got {got}"
            + (f" {shown}" if len(shown) <= 60 and not dataclasses.is_dataclass(value) else "")
        )


def check_type(where: str, name: str, value: object, expected: object) -> None:
    """Refuse an argument ``name`` of the public call ``where`` that is not of type ``expected``
    (``int | None``, a ``Literal``, ``Path``...), in one line: ``CoinCollector: level must be an
    int or None, got str 'five'`` (a ``TypeError``; a ``ValueError`` for a value outside a
    ``Literal``)."""
    if _matches(value, expected):
        return
    choices = _choices(expected)
    if choices is not None and isinstance(value, str | int):
        raise ValueError(f"{where}: {name}: unknown value {value!r}; known: {', '.join(choices)}")
    shown = repr(value)
    got = type(value).__name__ + (f" {shown}" if len(shown) <= 60 else "")
    raise TypeError(f"{where}: {name} must be {_describe(expected)}, got {got}")


def _matches(value: object, expected: object) -> bool:  # noqa: C901 - one case per kind of type
    origin = typing.get_origin(expected)
    if expected is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(_matches(value, arg) for arg in typing.get_args(expected))
    if origin is typing.Literal:
        return value in typing.get_args(expected)
    if origin is tuple:
        args = typing.get_args(expected)
        if not isinstance(value, tuple | list):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_matches(v, args[0]) for v in value)
        if len(args) != len(value):
            return False
        return all(_matches(v, a) for v, a in zip(value, args, strict=True))
    if expected is bool:
        return isinstance(value, bool)
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if expected is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if expected is Path:
        return isinstance(value, str | os.PathLike)
    if isinstance(expected, type):
        return isinstance(value, expected)
    return True  # a type this check does not know: left to the field's own checks


def _choices(expected: object) -> list[str] | None:
    """The values of a ``Literal`` (or an optional one), else None."""
    if typing.get_origin(expected) is typing.Literal:
        return [str(v) for v in typing.get_args(expected)]
    if typing.get_origin(expected) in (typing.Union, types.UnionType):
        found = [_choices(a) for a in typing.get_args(expected) if a is not type(None)]
        if len(found) == 1 and found[0] is not None:
            return found[0]
    return None


def _describe(expected: object) -> str:
    origin = typing.get_origin(expected)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(expected)
        kept = [a for a in args if a is not type(None) and not (a is str and Path in args)]
        named = [_describe(a) for a in kept]
        text = " or ".join(named)
        return f"{text} or None" if type(None) in args else text
    if origin is tuple:
        return f"a tuple of {_describe(typing.get_args(expected)[0])}"
    if origin is typing.Literal:
        return "one of " + ", ".join(str(v) for v in typing.get_args(expected))
    if expected is Path:
        return "a path (str or os.PathLike)"
    if expected is int:
        return "an int"
    if isinstance(expected, type):
        return f"a {expected.__name__}"
    return str(expected)


def _number(value: float) -> str:
    return str(value) if isinstance(value, int) else f"{value:g}"
