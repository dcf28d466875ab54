"""The reading set's gold format, as its tests read it (bench/reading/README.md, "Format"): the
styles, the vocabulary, the facts and the person's actions."""

from __future__ import annotations

import re
from pathlib import Path

SET_DIR = Path(__file__).resolve().parents[2] / "bench" / "reading"
STYLES = (
    "classic_if",
    "inform7",
    "mud",
    "prose",
    "textworld",
    "twx",
    "negation",
    "refusal",
    "history",
    "other_task",
)
WORDS = {"north", "south", "east", "west", "coin"}
DIRECTIONS = WORDS - {"coin"}
UNARY = {"find", "visited", "initial", "closed", "refused"}
FACT = re.compile(r"^(?P<pred>[a-z_]+)(?:\((?P<arg>[a-z]+)\))?$")
ACTION = re.compile(r"^(?P<verb>go|open|take) (?P<word>[a-z]+)$")
