"""What the converter accepts as text: a string within a size bound; anything else is refused
with :class:`ConverterInputError` before it reaches a parse."""

from __future__ import annotations

MAX_OBSERVATION_CHARS = 32_768
"""Longest observation text accepted (characters); TextWorld's longest feedback is ~3,000."""


class ConverterInputError(ValueError):
    """Input the converter refuses: not a string, over a size limit, or a malformed history."""


def check_text(text: object, what: str = "observation") -> str:
    """Return ``text`` if it is an acceptable observation/action string, else raise."""
    if not isinstance(text, str):
        raise ConverterInputError(f"{what} must be a string, got {type(text).__name__}")
    if len(text) > MAX_OBSERVATION_CHARS:
        raise ConverterInputError(
            f"{what} has {len(text)} characters; the limit is {MAX_OBSERVATION_CHARS}"
        )
    return text
