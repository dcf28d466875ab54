"""Policy artifacts: round trip, tamper detection, unsafe names, registry."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from model.artifact import (
    ArtifactError,
    _canonical,
    list_artifacts,
    load_artifact,
    safe_version,
    save_artifact,
)
from model.policy import FolLnnPolicy, PolicyConfig
from model.registry import build_model, methods


@pytest.fixture
def saved(tmp_path, vocabulary) -> tuple[FolLnnPolicy, Path]:
    policy = FolLnnPolicy(PolicyConfig(vocabulary.to_dict(), gates=(1, 1), seed=5))
    policy.add_gate("direction")
    path = save_artifact(
        policy,
        tmp_path,
        "coin",
        "v1",
        method="fol-lnn",
        training={"seed": 5, "epochs": 3},
        evaluation={"reward": 0.5},
        rules=[r.to_dict() for r in policy.rules()],
    )
    return policy, path


def test_round_trip_rebuilds_the_same_policy(saved, vocabulary, make_table) -> None:
    policy, path = saved
    assert path == path.parent.parent / "coin" / "v1"
    assert sorted(p.name for p in path.iterdir()) == ["manifest.json", "weights.safetensors"]
    loaded = load_artifact(path)
    assert isinstance(loaded.model, FolLnnPolicy)
    assert loaded.model.config == policy.config and loaded.model.config.gates == (2, 1)
    table = make_table(vocabulary, {"find": {"north", "coin"}, "visited": {"north"}})
    assert np.array_equal(loaded.model.scores(table), policy.scores(table))
    manifest = loaded.manifest
    assert manifest["name"] == "coin" and manifest["version"] == "v1"
    assert manifest["method"] == "fol-lnn" and manifest["seed"] == 5
    assert manifest["vocabulary"]["actions"] == list(vocabulary.actions)
    assert manifest["shapes"]["and_weight"] == [3, 8]
    assert len(manifest["files"]["weights.safetensors"]) == 64
    assert manifest["code_revision"]
    assert len(loaded.sha256) == 64


def test_versions_are_immutable(saved, tmp_path) -> None:
    policy, _ = saved
    with pytest.raises(ArtifactError, match="exists"):
        save_artifact(
            policy, tmp_path, "coin", "v1", method="fol-lnn", training={}, evaluation={}, rules=[]
        )


def test_flipped_byte_in_weights_is_refused(saved) -> None:
    _, path = saved
    weights = path / "weights.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0x01
    weights.write_bytes(bytes(data))
    with pytest.raises(ArtifactError, match="sha256 mismatch"):
        load_artifact(path)


def test_truncated_weights_are_refused(saved) -> None:
    _, path = saved
    weights = path / "weights.safetensors"
    weights.write_bytes(weights.read_bytes()[:100])
    with pytest.raises(ArtifactError, match="sha256"):
        load_artifact(path)


def test_missing_weights_are_refused(saved) -> None:
    _, path = saved
    (path / "weights.safetensors").unlink()
    with pytest.raises(ArtifactError, match="missing"):
        load_artifact(path)


def test_edited_manifest_is_refused(saved) -> None:
    _, path = saved
    manifest = json.loads((path / "manifest.json").read_text())
    manifest["evaluation"]["reward"] = 1.0
    (path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ArtifactError, match="modified"):
        load_artifact(path)


def test_bad_json_is_refused(saved) -> None:
    _, path = saved
    (path / "manifest.json").write_text("{not json")
    with pytest.raises(ArtifactError, match="JSON"):
        load_artifact(path)


def test_unknown_method_is_refused(saved) -> None:
    _, path = saved
    manifest = json.loads((path / "manifest.json").read_text())
    manifest["model"]["method"] = "mystery"
    del manifest["manifest_sha256"]

    manifest["manifest_sha256"] = hashlib.sha256(_canonical(manifest)).hexdigest()
    (path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ArtifactError, match="unknown method"):
        load_artifact(path)


@pytest.mark.parametrize("name", ["..", "../x", "a/b", "", ".hidden", "a..b", "x" * 65, "a b"])
def test_unsafe_names_are_rejected(name, tmp_path, saved) -> None:
    policy, _ = saved
    with pytest.raises(ArtifactError):
        safe_version(name)
    with pytest.raises(ArtifactError):
        save_artifact(
            policy, tmp_path, "coin", name, method="fol-lnn", training={}, evaluation={}, rules=[]
        )
    assert not any(p.name.startswith(".") for p in (tmp_path / "coin").iterdir())


def test_safe_names_pass() -> None:
    assert safe_version("v1.2_rc-3") == "v1.2_rc-3"


def test_list_artifacts(saved, tmp_path) -> None:
    policy, _ = saved
    save_artifact(
        policy, tmp_path, "coin", "v2", method="fol-lnn", training={}, evaluation={}, rules=[]
    )
    listed = list_artifacts(tmp_path)
    assert [(a.name, a.version, a.method) for a in listed] == [
        ("coin", "v1", "fol-lnn"),
        ("coin", "v2", "fol-lnn"),
    ]
    assert list_artifacts(tmp_path, "other") == []
    assert list_artifacts(tmp_path / "nowhere") == []


def test_registry_builds_fol_lnn(vocabulary) -> None:
    assert "fol-lnn" in methods()
    model = build_model("fol-lnn", PolicyConfig(vocabulary.to_dict()).to_dict())
    assert isinstance(model, FolLnnPolicy)
    with pytest.raises(KeyError):
        build_model("mystery", {})
