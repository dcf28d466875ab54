"""One resolution of "the newest version" of a policy family (issue 34): the server's default,
``folnn.Agent.load`` and ``folnn evaluate --policy`` on a family folder pick the same folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from model.artifact import ArtifactError
from model.versions import resolve_version, version_folders
from service.policies import PolicyRegistry


def _version(family: Path, name: str, created: object, mtime: float) -> None:
    folder = family / name
    folder.mkdir(parents=True)
    manifest = folder / "manifest.json"
    manifest.write_text(json.dumps({"created": created} if created is not None else {}))
    os.utime(manifest, (mtime, mtime))


@pytest.fixture
def family(tmp_path) -> Path:
    """Versions whose order only the manifests' zoned times give: ``east`` was created at
    10:00+05:00 (05:00 UTC), ``west`` at 06:00+00:00; ``plain`` states no time (its file time,
    the newest, decides); ``naive`` a time with no zone (its file time too)."""
    family = tmp_path / "policies" / "fam"
    _version(family, "west", "2026-01-01T06:00:00+00:00", 1_000.0)
    _version(family, "east", "2026-01-01T10:00:00+05:00", 2_000.0)
    _version(family, "plain", None, 3_000.0)
    _version(family, "naive", "2026-02-01T00:00:00", 500.0)
    (family / ".hidden").mkdir()
    (family / "no-manifest").mkdir()
    return family


def test_the_versions_are_ordered_by_the_manifests_zoned_times(family):
    names = [p.name for p in version_folders(family)]
    assert names == ["naive", "plain", "east", "west"]
    assert resolve_version(family) == (family / "west").resolve()


def test_the_server_and_the_python_agent_pick_the_same_newest_version(family):
    registry = PolicyRegistry(family.parent, family.name)
    assert registry.shipped() == [p.name for p in version_folders(family)]
    assert registry.shipped_default() == registry.latest() == resolve_version(family).name


def test_evaluate_resolves_a_family_folder_as_the_server_does(family):
    """``folnn evaluate`` read a family folder in its own order before (the manifests'
    ``created`` strings, ``east`` last); it now asks :func:`resolve_version`."""
    import model.artifact as artifact
    import training.policy_eval as policy_eval

    assert policy_eval.resolve_version is resolve_version
    assert not hasattr(policy_eval, "resolve_artifact")
    assert not hasattr(artifact, "resolve_artifact")  # the second resolution is gone


def test_a_version_folder_resolves_to_itself_and_nothing_else_is_refused(family, tmp_path):
    assert resolve_version(family / "east") == (family / "east").resolve()
    with pytest.raises(ArtifactError):
        resolve_version(tmp_path / "nowhere")
    with pytest.raises(ArtifactError):
        resolve_version(family / "no-manifest")
