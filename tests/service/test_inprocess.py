"""App-level behaviour checked in-process with Flask's test client (no gunicorn needed)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.policies import InvalidVersion, PolicyRegistry, VersionNotFound, served_family


def test_operator_routes_are_refused_without_a_configured_token(tmp_path, settings_for):
    from service import create_app

    app = create_app(settings_for(tmp_path, operator_token=None))
    client = app.test_client()
    resp = client.get("/v1/constraints", headers={"Authorization": "Bearer anything"})
    assert resp.status_code == 403
    assert resp.get_json()["error"]["code"] == "operator_disabled"


def test_a_failing_audit_log_never_fails_the_decision(app, body_of, monkeypatch):
    runtime = app.extensions["folnn"]

    def broken(records):
        raise OSError("disk full")

    monkeypatch.setattr(runtime.store, "append_decisions", broken)
    client = app.test_client()
    resp = client.post("/v1/act", json=body_of(3))
    assert resp.status_code == 200
    assert runtime.decisions.flush() == 0  # the write failed, quietly
    resp = client.post("/v1/act", json=body_of(4))
    assert resp.status_code == 200
    assert b'folnn_audit_dropped_total{reason="write_failed"}' in client.get("/metrics").data


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)
_bodies = st.one_of(
    _json_values,
    st.fixed_dictionaries(
        {"observation": st.text(max_size=200)},
        optional={
            "history": st.lists(
                st.fixed_dictionaries(
                    {"observation": st.text(max_size=80), "action": st.text(max_size=20)}
                ),
                max_size=4,
            ),
            "candidates": st.lists(st.text(max_size=12), max_size=3),
        },
    ),
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=_bodies)
def test_no_input_yields_a_500(app, body):
    client = app.test_client()
    for route in ("/v1/act", "/v1/facts"):
        resp = client.post(route, data=json.dumps(body), content_type="application/json")
        assert resp.status_code in {200, 409, 422}, resp.data
        if resp.status_code != 200:
            assert set(resp.get_json()["error"]) == {"code", "message", "detail"}


@pytest.mark.parametrize("name", ["..", "../v1", "/etc", "v1/../../x", ".", "a/b", "v1\x00"])
def test_version_names_never_leave_the_policy_folder(policy_root, name):
    registry = PolicyRegistry(policy_root, "fol-rules")
    with pytest.raises((InvalidVersion, VersionNotFound)):
        registry.path_of(name)
    assert registry.path_of("v1") == (policy_root / "fol-rules" / "v1").resolve()


def test_symlinked_version_pointing_outside_is_refused(policy_root, tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "manifest.json").write_text("{}")
    link = policy_root / "fol-rules" / "escape"
    link.symlink_to(outside)
    try:
        with pytest.raises(InvalidVersion):
            PolicyRegistry(policy_root, "fol-rules").path_of("escape")
    finally:
        link.unlink()


def test_policy_memo_gives_the_models_own_answers(app, transcript):
    import numpy as np

    from converter.converter import Turn
    from model.registry import load_artifact
    from tests import lnn_oracle

    runtime = app.extensions["folnn"]
    active = runtime.active
    network = load_artifact(active.artifact.path).model  # the torch network of the version
    for n in (0, 7, 30):
        history = [Turn(o, a) for o, a in transcript[:n]]
        table = runtime.converter.convert(transcript[n][0], history)
        for _ in range(2):  # miss, then hit: the served forward's own answers
            assert np.array_equal(active.scores(table), active.forward.scores(table))
            assert active.explain(table, "go east") == active.forward.explain(table, "go east")
        # and the torch network's, to float32 rounding (tests/model/test_numpy_policy.py)
        np.testing.assert_allclose(active.scores(table), network.scores(table), atol=1e-6)
        torch_why = lnn_oracle.explain(network, table, "go east")
        assert active.explain(table, "go east").rule_text == torch_why.rule_text
    assert 0 < len(active._evaluated) <= active.memo_size


def test_a_fresh_worker_facing_a_refused_pointer_serves_the_default_and_says_why(
    tmp_path, settings_for, body_of
):
    import sqlite3

    from service import create_app

    create_app(settings_for(tmp_path))  # creates the store, serving v1
    with sqlite3.connect(tmp_path / "folnn.sqlite3") as conn:
        conn.execute("UPDATE state SET active_version = 'tampered'")
    fresh = create_app(settings_for(tmp_path)).test_client()  # a worker (re)started now
    resp = fresh.post("/v1/act", json=body_of(3))
    assert resp.status_code == 200
    assert resp.get_json()["policy_version"] == "v1"
    ready = fresh.get("/readyz").get_json()
    assert "tampered" in json.dumps(ready)


def test_the_listing_and_the_rules_name_family_method_and_network_apart(app):
    """``GET /v1/policies`` and ``GET /v1/rules`` say which family is served, which method
    trained each version and which network kind it is (docs/artifacts.md)."""
    client = app.test_client()
    headers = {"Authorization": "Bearer test-operator-token"}
    listed = client.get("/v1/policies", headers=headers).get_json()["policies"]
    v1 = next(p for p in listed if p["version"] == "v1")
    assert (v1["family"], v1["name"], v1["method"], v1["network"]) == (
        "fol-rules",
        "fol-rules",
        "fol-lnn",
        "lnn-and-or",
    )
    provenance = client.get("/v1/rules").get_json()["provenance"]
    assert provenance["network"] == "lnn-and-or" and provenance["method"] in {
        "fol-lnn",
        "fol-lnn-critic",
    }


def test_a_network_the_service_cannot_explain_is_refused_by_its_kind(tmp_path):
    from converter.converter import FOLConverter
    from model.baselines import NnDqn, NnDqnConfig
    from model.registry import save_artifact

    vocab = FOLConverter().vocabulary
    net = NnDqn(NnDqnConfig(vocabulary=vocab.to_dict()))
    save_artifact(net, tmp_path, "fol-rules", "mlp", method="nn-dqn", network="nn-dqn", **EMPTY)
    entry = PolicyRegistry(tmp_path, "fol-rules").describe("mlp")
    assert not entry["verified"] and entry["network"] == "nn-dqn"
    assert "network 'nn-dqn' is not served" in entry["error"]


def test_the_default_family_falls_back_to_its_older_folder(tmp_path):
    assert served_family(tmp_path, "fol-rules") == "fol-rules"  # neither folder: as named
    (tmp_path / "fol-lnn").mkdir()
    assert served_family(tmp_path, "fol-rules") == "fol-lnn"  # a volume written before
    assert served_family(tmp_path, "mine") == "mine"  # another family is never replaced
    (tmp_path / "fol-rules").mkdir()
    assert served_family(tmp_path, "fol-rules") == "fol-rules"


def test_the_newest_version_is_the_newest_manifest_not_the_newest_file(tmp_path, policy_root):
    """A fresh clone writes every file at about the same time: the manifest's ``created``
    decides which version is the newest (the one served by default), then the file time."""
    import hashlib
    import os
    import shutil

    from model.artifact import canonical_manifest

    family = tmp_path / "fol-rules"
    for version, created, mtime in (("b-older", "2026-01-01", 3e9), ("a-newer", "2026-06-01", 1e9)):
        shutil.copytree(policy_root / "fol-rules" / "v1", family / version)
        path = family / version / "manifest.json"
        manifest = json.loads(path.read_text())
        manifest.update(version=version, created=f"{created}T00:00:00+00:00")
        del manifest["manifest_sha256"]
        manifest["manifest_sha256"] = hashlib.sha256(canonical_manifest(manifest)).hexdigest()
        path.write_text(json.dumps(manifest))
        os.utime(path, (mtime, mtime))  # the older manifest is the newer file
    registry = PolicyRegistry(tmp_path, "fol-rules")
    assert registry.versions() == ["b-older", "a-newer"]
    assert registry.latest() == "a-newer" and registry.describe("a-newer")["verified"]


EMPTY = {"training": {}, "evaluation": {}, "rules": []}


def test_the_repository_serves_the_paper_s_method_by_default(tmp_path):
    """``make serve`` on a fresh clone: the shipped family's default is the ``fol-lnn``
    artifact, and ``GET /v1/rules`` publishes the rules its weights read with the class
    priority the network learned (the manifest's, and the network's own ``tanh(priority)``)."""
    from pathlib import Path

    import torch

    from folnn.agent import DEFAULT_POLICY
    from model.registry import load_artifact
    from model.versions import resolve_version
    from service import create_app
    from service.settings import Settings

    repo = Path(__file__).resolve().parents[2]
    app = create_app(Settings(data_dir=tmp_path, policies_dir=repo / "policies"))
    body = app.test_client().get("/v1/rules").get_json()
    default = resolve_version(DEFAULT_POLICY)
    loaded = load_artifact(default)
    assert body["policy_version"] == default.name == "fol-lnn-twx-s4-e200"
    assert body["provenance"]["method"] == "fol-lnn"
    assert body["provenance"]["network"] == "lnn-and-or"
    assert body["rules"] == loaded.manifest["rules"]
    priority = torch.tanh(loaded.model.priority).tolist()
    assert [r["priority"] for r in body["rules"]] == pytest.approx(priority)
    by_head = {(r["class"], r["action"]): r for r in body["rules"]}
    assert set(by_head) == {("direction", "go"), ("direction", "open"), ("money", "take")}
    go, opening, take = (by_head[h]["priority"] for h in sorted(by_head, key=lambda h: h[1]))
    assert take > 0.5 > -0.5 > go > opening  # take first, then go, then open
    assert by_head["money", "take"]["text"] == "∃x∈W_money: find(x) → take(x)"


def test_every_route_is_a_module_level_function_of_its_blueprint(app):
    """Issue 34: routes are found and tested one by one (no closure holds them)."""
    from service.routes import game, health, operator

    for module in (game, health, operator):
        mine = {
            e: v for e, v in app.view_functions.items() if e.startswith(f"{module.blueprint.name}.")
        }
        assert mine
        for endpoint, view in mine.items():
            assert getattr(module, endpoint.split(".", 1)[1]) is view, endpoint
    assert len([e for e in app.view_functions if e.startswith("operator.")]) == 20


def test_the_console_answers_at_slash_console_too(app):
    client = app.test_client()
    page, alias = client.get("/"), client.get("/console")
    assert alias.status_code == 200 and alias.mimetype == "text/html"
    assert alias.get_data() == page.get_data()
