"""Policy artifacts: round trip, tamper detection, unsafe names, registry."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from model.artifact import ArtifactError, canonical_manifest, list_artifacts, safe_version
from model.policy import FolLnnPolicy, PolicyConfig
from model.registry import (
    build_model,
    legacy_builder,
    load_artifact,
    network_kind,
    networks,
    save_artifact,
)

_EMPTY = {"training": {}, "evaluation": {}, "rules": []}
SHIPPED_CRITIC = Path(__file__).resolve().parents[2] / "policies/fol-rules/critic-hard-s0-e200"


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
        network="lnn-and-or",
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
            policy, tmp_path, "coin", "v1", method="fol-lnn", network="lnn-and-or", **_EMPTY
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


def _rewrite(path: Path, edit) -> None:  # noqa: ANN001 - edit(manifest) in place
    """Edit the manifest and hash it again, as a producer of another format would write it."""
    manifest = json.loads((path / "manifest.json").read_text())
    edit(manifest)
    del manifest["manifest_sha256"]
    manifest["manifest_sha256"] = hashlib.sha256(canonical_manifest(manifest)).hexdigest()
    (path / "manifest.json").write_text(json.dumps(manifest))


def test_unknown_network_is_refused(saved) -> None:
    _, path = saved
    _rewrite(path, lambda m: m["model"].update(network="mystery"))
    with pytest.raises(ArtifactError, match="unknown network 'mystery'"):
        load_artifact(path)


def test_the_manifest_names_method_network_and_family_apart(saved) -> None:
    """Three names, three things: the training method, the network kind, the policy family
    (the folder); ``model.method`` keeps the builder's older name for older readers."""
    _, path = saved
    manifest = load_artifact(path).manifest
    assert manifest["method"] == "fol-lnn"  # how the weights were learned
    assert manifest["model"]["network"] == "lnn-and-or"  # what they fill
    assert manifest["model"]["method"] == "fol-lnn"  # format 1's name of that builder
    assert manifest["name"] == "coin" == path.parent.name  # the family


@pytest.mark.parametrize(
    ("older", "network"), [("fol-lnn", "lnn-and-or"), ("critic", "grounding-critic")]
)
def test_a_manifest_of_the_older_format_still_loads(older, network) -> None:
    """Before the network kind had its own name, ``model.method`` named the builder."""
    assert network_kind({"method": older, "config": {}}) == network
    assert network_kind({"network": network, "method": older}) == network
    assert legacy_builder(network) == older


def test_a_manifest_without_model_network_loads_from_model_method(saved) -> None:
    policy, path = saved
    _rewrite(path, lambda m: m["model"].pop("network"))
    loaded = load_artifact(path)
    assert isinstance(loaded.model, FolLnnPolicy) and loaded.model.config == policy.config


def test_the_shipped_critic_artifact_of_the_older_format_loads() -> None:
    """``fol-lnn-critic``'s artifact was written before the names were apart: published in the
    family ``fol-lnn``, its network named by ``model.method: fol-lnn``; it loads unchanged."""
    loaded = load_artifact(SHIPPED_CRITIC)
    assert "network" not in loaded.manifest["model"]
    assert loaded.manifest["model"]["method"] == "fol-lnn"
    assert loaded.manifest["method"] == "fol-lnn-critic" and loaded.manifest["name"] == "fol-lnn"
    assert isinstance(loaded.model, FolLnnPolicy)
    assert [r.to_dict() for r in loaded.model.rules()] == loaded.manifest["rules"]


def test_an_unknown_network_is_not_written(saved, tmp_path) -> None:
    policy, _ = saved
    with pytest.raises(ArtifactError, match="unknown network"):
        save_artifact(policy, tmp_path, "coin", "v9", method="fol-lnn", network="fol-lnn", **_EMPTY)


@pytest.mark.parametrize("name", ["..", "../x", "a/b", "", ".hidden", "a..b", "x" * 65, "a b"])
def test_unsafe_names_are_rejected(name, tmp_path, saved) -> None:
    policy, _ = saved
    with pytest.raises(ArtifactError):
        safe_version(name)
    with pytest.raises(ArtifactError):
        save_artifact(
            policy, tmp_path, "coin", name, method="fol-lnn", network="lnn-and-or", **_EMPTY
        )
    assert not any(p.name.startswith(".") for p in (tmp_path / "coin").iterdir())


def test_safe_names_pass() -> None:
    assert safe_version("v1.2_rc-3") == "v1.2_rc-3"


def test_list_artifacts(saved, tmp_path) -> None:
    policy, _ = saved
    save_artifact(policy, tmp_path, "coin", "v2", method="fol-lnn", network="lnn-and-or", **_EMPTY)
    listed = list_artifacts(tmp_path)
    assert [(a.name, a.version, a.method, a.network) for a in listed] == [
        ("coin", "v1", "fol-lnn", "lnn-and-or"),
        ("coin", "v2", "fol-lnn", "lnn-and-or"),
    ]
    assert list_artifacts(tmp_path, "other") == []
    assert list_artifacts(tmp_path / "nowhere") == []


def test_registry_builds_the_lnn_and_or_network(vocabulary) -> None:
    assert "lnn-and-or" in networks() and "fol-lnn" not in networks()  # a method, not a network
    model = build_model("lnn-and-or", PolicyConfig(vocabulary.to_dict()).to_dict())
    assert isinstance(model, FolLnnPolicy)
    with pytest.raises(KeyError):
        build_model("mystery", {})


def test_code_revision_is_the_pinned_one_where_set(saved, tmp_path, monkeypatch) -> None:
    policy, _ = saved
    monkeypatch.setenv("FOLNN_CODE_REVISION", "c0644a6")
    path = save_artifact(
        policy, tmp_path, "coin", "v2", method="fol-lnn", network="lnn-and-or", **_EMPTY
    )
    assert load_artifact(path).manifest["code_revision"] == "c0644a6"
