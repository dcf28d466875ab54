"""Which version of a policy family a folder holds, and the one order of a family's versions.

A family folder (``policies/<family>``) holds one folder per version, each with its
``manifest.json`` (docs/artifacts.md). Its versions are ordered oldest first by the time the
manifest says it was created (an ISO time with a zone), else the manifest's file time, then the
file time, then the name: the manifest's time decides, because a fresh clone gives every file
about the same time. Everything that picks "the newest version" picks it here: the server with
nothing configured (``service.policies.PolicyRegistry.shipped_default``), ``folnn.Agent.load``
and ``folnn evaluate --policy`` on a family folder (:func:`resolve_version`).
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

from model.artifact import ArtifactError

__all__ = [
    "MAX_MANIFEST_BYTES",
    "VERSION_NAME",
    "resolve_version",
    "version_folders",
    "version_key",
]

MANIFEST = "manifest.json"
VERSION_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
"""A version folder's name (a server refuses any other, so it never reaches outside the family
folder)."""
MAX_MANIFEST_BYTES = 4 * 2**20
"""A larger manifest is not read (its version is ordered by its file time)."""

VersionKey = tuple[float, float, str]


def version_key(folder: Path) -> VersionKey | None:
    """``(created, file time, name)``: where the version in ``folder`` stands among its family's
    (seconds since the epoch; ``created`` is the file time when the manifest states no time with
    a zone); None when ``folder`` holds no version (no manifest, or a name no version has)."""
    manifest = folder / MANIFEST
    if not VERSION_NAME.fullmatch(folder.name):
        return None
    try:
        if not folder.is_dir() or not manifest.is_file():
            return None
        stat = manifest.stat()
    except OSError:
        return None
    return _created(manifest, stat.st_size, stat.st_mtime), stat.st_mtime, folder.name


def version_folders(family: Path | str) -> list[Path]:
    """The version folders of the family folder ``family``, oldest first (:func:`version_key`)."""
    family = Path(family)
    if not family.is_dir():
        return []
    keyed = [(key, child) for child in family.iterdir() if (key := version_key(child))]
    return [child for _, child in sorted(keyed)]


def resolve_version(path: Path | str) -> Path:
    """The version folder ``path`` names, absolute: a folder holding a manifest as it is; a
    family folder its newest version (:func:`version_folders`). ArtifactError when it names
    neither."""
    path = Path(path).resolve()
    if (path / MANIFEST).is_file():
        return path
    versions = version_folders(path)
    if not versions:
        raise ArtifactError(f"no policy artifact ({MANIFEST}) in {path} nor in a version below")
    return versions[-1]


def _created(manifest: Path, size: int, default: float) -> float:
    """The manifest's ``created`` time, or ``default`` when it states none that reads as an ISO
    time with a zone (or cannot be read)."""
    if size > MAX_MANIFEST_BYTES:
        return default
    try:
        created = datetime.fromisoformat(json.loads(manifest.read_bytes())["created"])
    except (OSError, ValueError, RecursionError, KeyError, TypeError):
        return default
    return created.timestamp() if created.tzinfo is not None else default
