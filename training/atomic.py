"""A JSON file written whole or not at all: beside its target, then renamed over it, so a reader
(another run sharing the game cache, a stopped process) never sees half a file."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

__all__ = ["write_json"]


def write_json(path: Path, doc: object) -> None:
    """Write ``doc`` as JSON (indent 1) to ``path`` atomically."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=path.suffix)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
