"""What a program leaves in the text it prints, made plain before a text is laid out
(docs/converter.md, "The reader"): a client's markup tags left raw (MXP's ``<RName>Bus
Station</RName>``) and the lists and dictionaries of a game written in Python, printed as Python
prints them (``Exits: ['north', 'west']``, ``Items: []``, ``Exits: {'south': 'Tunnel'}``).
Linear in the text's length; nothing here reads words."""

from __future__ import annotations

import ast
import json
import re

_CLOSING = re.compile(r"</([A-Za-z][\w-]{0,20})>")
"""A closing tag: the names a text closes are its markup (a prompt ``<12hp 5m>`` closes none)."""

_QUOTED = r"""(?:'[^'\n]{0,60}'|"[^"\n]{0,60}")"""
_LABEL = r"^([^\S\n]*[A-Za-z][\w ]{0,30}:[^\S\n]*)"
_GAP = r"[^\S\n]*"
_LIST = re.compile(rf"{_LABEL}\[((?:{_QUOTED}(?:,{_GAP})?)*)\]{_GAP}$", re.M)
"""A labelled Python list of strings on a line of its own ("Exits: ['north', 'west']")."""
_DICT = re.compile(rf"{_LABEL}\{{((?:{_QUOTED}:{_GAP}{_QUOTED}(?:,{_GAP})?)*)\}}{_GAP}$", re.M)
"""A labelled Python dictionary of strings ("Exits: {'north': 'Kitchen', 'east': 'Yard'}")."""
_STRING = re.compile(_QUOTED)


def strip_tags(text: str) -> str:
    """The text without the markup tags it closes (``<RName>Hall</RName>`` -> ``Hall``)."""
    names = {m.group(1).lower() for m in _CLOSING.finditer(text)}
    if not names:
        return text
    tag = re.compile(
        r"</?(?:" + "|".join(map(re.escape, sorted(names))) + r")(?:\s[^<>\n]{0,80})?/?>", re.I
    )
    return tag.sub("", text)


def plain(text: str) -> str:
    """The text with its markup tags, printed lists and printed records made plain, and its
    bracketed cells on lines of their own."""
    if "</" in text:  # a client's markup left raw ("<RName>Bus Station</RName>")
        text = strip_tags(text)
    if "[" in text:  # "[Kitchen] A small kitchen. [Exits: N W] [Items: coin]"
        text = _NAMED_ROW.sub(lambda m: _CELL.sub("\n", _NAME_CELL.sub(r"\1\n", m[0])), text)
    return plain_lists(plain_record(text))


_NAMED_ROW = re.compile(r"^[^\S\n]*\[[^\n]*[^\S\n]\[[^\S\n]*[A-Za-z][\w ]{0,20}:[^\n]*$", re.M)
"""A line that opens with a cell and holds a labelled one: the room told on one line (not a
channel's "[newbie] Kelric: ...", nor an exit list's note "E > Suit Room [hatch: CLOSED]")."""
_NAME_CELL = re.compile(
    r"^([^\S\n]*\[[^\S\n]*(?=[^\]\n]{0,40}[A-Za-z]{3})[A-Za-z][A-Za-z' -]{0,40}\])"
    r"[^\S\n]+(?=[A-Z])",
)
"""The name in brackets opening such a line ("[Kitchen] A small kitchen."): the room's name,
then its text (not "[E W] Tanner's Yard", exits, nor "[ 4410] The Ropery", a number)."""
_CELL = re.compile(r"[^\S\n]+(?=\[[^\S\n]*[A-Za-z][\w ]{0,20}:)")
"""A labelled cell within such a line ("... [Exits: N W] [Items: coin]"): on a line of its own."""


MAX_RECORD_CHARS = 4096
"""Longest text read as one printed record (a JSON object or a Python dictionary)."""


def plain_record(text: str) -> str:
    """A game's state printed whole as one JSON object or Python dictionary, as labelled lines
    (``{"room": "Kitchen", "exits": ["north"]}`` -> ``Room: Kitchen`` and ``Exits: north``);
    any other text as it is."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")) or len(body) > MAX_RECORD_CHARS:
        return text
    record = None
    for load in (json.loads, ast.literal_eval):  # (both bounded by the length above)
        try:
            record = load(body)
            break
        except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
            continue
    if not isinstance(record, dict):
        return text
    lines = [f"{str(k).replace('_', ' ').capitalize()}: {_plain(v)}" for k, v in record.items()]
    return "\n".join(lines)


def _plain(value: object, depth: int = 0) -> str:
    if isinstance(value, bool) or value is None or depth > 2:
        return "yes" if value is True else "none" if value in (None, False) else str(value)
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v, depth + 1) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{k} ({_plain(v, depth + 1)})" for k, v in value.items()) or "none"
    return str(value)


def plain_lists(text: str) -> str:
    """Python's printed lists and dictionaries of strings as a person writes a list: ``Exits:
    ['north', 'west']`` -> ``Exits: north, west``; ``Items: []`` -> ``Items: none``; a
    dictionary's keys, each with its value as a note (``Exits: {'south': 'Tunnel'}`` ->
    ``Exits: south (Tunnel)``)."""
    if "['" not in text and '["' not in text and "[]" not in text and "{" not in text:
        return text
    text = _LIST.sub(lambda m: m.group(1) + (", ".join(_strings(m.group(2))) or "none"), text)
    return _DICT.sub(lambda m: m.group(1) + (_entries(m.group(2)) or "none"), text)


def _strings(inner: str) -> list[str]:
    return [s[1:-1].strip() for s in _STRING.findall(inner)]


def _entries(inner: str) -> str:
    strings = _strings(inner)
    return ", ".join(f"{k} ({v})" for k, v in zip(strings[::2], strings[1::2], strict=False))
