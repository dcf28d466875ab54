"""Policy versions on disk: ``<policies_dir>/<policy_name>/<version>/``.

Version names are checked against a strict pattern and the resolved folder must lie inside the
policy folder, so no name (``..``, absolute paths, symlinks out) reaches anything else.
Artifacts are loaded with :func:`model.artifact.load_artifact`, which verifies the sha256 of
every file and never unpickles.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from model.artifact import ArtifactError, LoadedArtifact, load_artifact

__all__ = ["ArtifactError", "InvalidVersion", "PolicyRegistry", "VersionNotFound"]

_VERSION_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")


class InvalidVersion(ValueError):
    """A version name that could reach outside the policy folder (or is malformed)."""


class VersionNotFound(LookupError):
    """No artifact folder of that version."""


class PolicyRegistry:
    """The versions of one policy family, read from disk on demand."""

    def __init__(self, policies_dir: Path, policy_name: str) -> None:
        self.root = Path(policies_dir) / policy_name

    def path_of(self, version: str) -> Path:
        """The folder of ``version``; raises InvalidVersion / VersionNotFound."""
        if not _VERSION_RE.fullmatch(version) or version in {".", ".."} or ".." in version:
            raise InvalidVersion(f"invalid version name {version!r}")
        root = self.root.resolve()
        path = (root / version).resolve()
        if path.parent != root:
            raise InvalidVersion(f"version {version!r} resolves outside the policy folder")
        if not (path / "manifest.json").is_file():
            raise VersionNotFound(version)
        return path

    def versions(self) -> list[str]:
        """Version folders holding a manifest, oldest first (by manifest time, then name)."""
        if not self.root.is_dir():
            return []
        found = []
        for child in self.root.iterdir():
            if child.is_dir() and _VERSION_RE.fullmatch(child.name):
                manifest = child / "manifest.json"
                if manifest.is_file():
                    found.append((manifest.stat().st_mtime, child.name))
        return [name for _, name in sorted(found)]

    def latest(self) -> str | None:
        """The newest version, or None when there is none."""
        versions = self.versions()
        return versions[-1] if versions else None

    def load(self, version: str) -> LoadedArtifact:
        """Load and verify ``version`` (ArtifactError when a hash does not match)."""
        return load_artifact(self.path_of(version))

    def describe(self, version: str) -> dict:
        """Listing entry: manifest summary, file hashes, evaluation, and whether it verifies."""
        path = self.path_of(version)
        try:
            manifest = json.loads((path / "manifest.json").read_text())
        except (OSError, ValueError) as exc:
            return {"version": version, "verified": False, "error": f"manifest unreadable: {exc}"}
        entry = {
            "version": version,
            "name": manifest.get("name"),
            "method": manifest.get("method"),
            "created": manifest.get("created"),
            "code_revision": manifest.get("code_revision"),
            "files": manifest.get("files") or manifest.get("sha256"),
            "evaluation": manifest.get("evaluation"),
        }
        try:
            loaded = load_artifact(path)
        except ArtifactError as exc:
            entry.update(verified=False, sha256=None, error=str(exc))
        else:
            entry.update(verified=True, sha256=loaded.sha256, error=None)
        return entry
