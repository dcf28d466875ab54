"""Checks of command-line options: what a bad option is, and the range and file checks the
subcommands' option dataclasses run in ``__post_init__``.

A check raises :class:`UsageError` (a ``ValueError``) whose message names the option as it is
typed (``--epochs must be in [1, 1000000], got -5``); ``folnn`` prints it as one line and exits
with status 2 (:mod:`folnn.cli`). The same checks guard the Python API: ``TrainArgs(epochs=-5)``
raises before anything runs.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

__all__ = ["UsageError", "check_choice", "check_dir", "check_file", "check_range", "flag"]

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


def _number(value: float) -> str:
    return str(value) if isinstance(value, int) else f"{value:g}"
