"""What a worker serves, and what the policy routes accept (issue 31, the third round: findings
1, 2c, 5 and 7), in-process (Flask's test client on a real SQLite store; two apps on one store
are two workers, a new app a restarted one). The same findings on a real gunicorn with two
workers, and the concurrent activations (finding 4), are tests/reliability/test_policies.py."""

from __future__ import annotations

import json

import pytest
import torch

from reliability.policies import rewritten_archive, strict_json
from tests.service.conftest import TOKEN, app_settings, pack, save_policy

H = {"Authorization": f"Bearer {TOKEN}"}
GZ = {**H, "Content-Type": "application/gzip"}


def publish(client, data: bytes, **query):
    return client.post("/v1/policies", query_string=query, data=data, headers=GZ)


@pytest.fixture
def one_shipped(tmp_path):
    """A policy folder holding one version, v1 (the shipped default)."""
    root = tmp_path / "shipped"
    save_policy(root, "v1", seed=1)
    return root


@pytest.fixture
def apps(tmp_path, one_shipped):
    """``apps(**settings)``: a new app (a worker) on one shared SQLite store, no configured
    default version; every app made is closed afterwards."""
    from service import create_app

    made = []

    def make(**extra):
        values = {"default_version": None, "store_url": f"sqlite:///{tmp_path / 'shared.db'}"}
        app = create_app(
            app_settings(tmp_path / f"worker{len(made)}", one_shipped, **{**values, **extra})
        )
        made.append(app)
        return app

    yield make
    for app in made:
        app.extensions["folnn"].decisions.close()


def trail(client) -> list[tuple[str, str, str]]:
    changes = client.get("/v1/constraints", headers=H).get_json()["changes"]
    return [(c["change"], c["text"], c["author"]) for c in reversed(changes)]


# --- finding 1: a publication is never a release ----------------------------------------------


def test_a_publication_is_not_served_by_a_restarted_worker(apps, tmp_path, body_of):
    """Before: a worker started after a publication served ``registry.latest()``, the
    publication, while the others served the shipped version."""
    first = apps().test_client()
    assert trail(first) == [("activate", "v1", "system")]  # recorded at first start
    upload = pack(save_policy(tmp_path / "uploads", "newer", seed=5))
    assert publish(first, upload).status_code == 201
    restarted = apps().test_client()
    for client in (first, restarted):
        assert client.post("/v1/act", json=body_of(3)).get_json()["policy_version"] == "v1"
        assert client.get("/readyz").get_json()["policy_version"] == "v1"
        assert client.get("/v1/policies", headers=H).get_json()["active_version"] == "v1"
    assert trail(restarted) == [("activate", "v1", "system"), ("publish", "newer", "operator")]
    forced = restarted.post(
        "/v1/policies/newer/activate", json={"force": True, "reason": "try it"}, headers=H
    )
    assert forced.status_code == 200  # only an activation moves the pointer
    assert first.post("/v1/act", json=body_of(3)).get_json()["policy_version"] == "newer"
    assert apps().test_client().get("/readyz").get_json()["policy_version"] == "newer"


def test_a_default_that_does_not_verify_is_not_recorded(tmp_path, one_shipped):
    """The newest shipped folder is tampered: nothing is recorded, every worker serves the
    newest shipped version that verifies and says why (never a publication)."""
    from service import create_app

    bad = save_policy(one_shipped, "w-tampered", seed=3)
    weights = bad / "weights.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0xFF
    weights.write_bytes(bytes(data))
    app = create_app(app_settings(tmp_path / "a", one_shipped, default_version=None))
    try:
        client = app.test_client()
        ready = client.get("/readyz").get_json()
        assert ready["policy_version"] == "v1" and "w-tampered" in ready["policy_error"]
        assert app.extensions["folnn"].store.state().active_version is None
        assert trail(client) == []
    finally:
        app.extensions["folnn"].decisions.close()


# --- finding 2c: the listing, the cap, deletion ----------------------------------------------


def test_the_listing_checks_each_version_once(apps, tmp_path, monkeypatch):
    """Before: every listing loaded and test-decided every version."""
    from service.policies import PolicyRegistry

    client = apps().test_client()
    for i in range(3):
        archive = pack(save_policy(tmp_path / "uploads", f"p{i}", seed=10 + i))
        assert publish(client, archive).status_code == 201
    loads = []
    real = PolicyRegistry.load_path
    monkeypatch.setattr(
        PolicyRegistry, "load_path", lambda self, path: loads.append(path) or real(self, path)
    )
    first = client.get("/v1/policies", headers=H).get_json()
    assert [p["version"] for p in first["policies"]] == ["v1", "p0", "p1", "p2"]
    assert all(p["verified"] for p in first["policies"])
    checked = len(loads)
    again = client.get("/v1/policies", headers=H).get_json()
    assert len(loads) == checked  # nothing loaded again
    assert again["policies"] == first["policies"]


def test_published_versions_are_capped_and_deleted_unless_in_use(apps, tmp_path):
    worker = apps(max_published_versions=2)
    other = apps(max_published_versions=2)  # another worker (or replica) with its own cache
    client = worker.test_client()
    archives = [pack(save_policy(tmp_path / "uploads", f"p{i}", seed=20 + i)) for i in range(3)]
    assert [publish(client, a).status_code for a in archives[:2]] == [201, 201]
    full = publish(client, archives[2])
    assert full.status_code == 409
    error = full.get_json()["error"]
    assert error["code"] == "too_many_versions" and "DELETE /v1/policies/" in error["message"]
    assert error["detail"]["max_published_versions"] == 2
    listed = other.test_client().get("/v1/policies", headers=H).get_json()
    assert listed["max_published_versions"] == 2
    cache = tmp_path / "worker1" / "artifacts"
    assert sorted(p.name.split("-")[0] for p in cache.iterdir()) == ["p0", "p1"]

    ops = {"author": "carol", "reason": "make room"}
    client.post("/v1/policies/p1/activate", json={"force": True, "reason": "x"}, headers=H)
    client.post("/v1/policies/p0/shadow", headers=H)
    for version, role in (("p1", "active"), ("p0", "shadow"), ("v1", "shipped")):
        refused = client.delete(f"/v1/policies/{version}", query_string=ops, headers=H)
        assert refused.status_code == 409, version
        assert refused.get_json()["error"]["detail"] == {"version": version, "role": role}
    assert client.delete("/v1/policies/nope", headers=H).status_code == 404
    assert client.delete("/v1/policies/..%2F..", headers=H).status_code in (404, 422)
    assert client.delete("/v1/shadow", headers=H).status_code == 200
    gone = client.delete("/v1/policies/p0", query_string=ops, headers=H)
    assert (gone.status_code, gone.get_json()) == (200, {"deleted": "p0"})
    assert trail(client)[-1] == ("unpublish", "p0", "carol")
    assert publish(client, archives[2]).status_code == 201  # room again
    versions = [
        p["version"] for p in other.test_client().get("/v1/policies", headers=H).json["policies"]
    ]
    assert versions == ["v1", "p1", "p2"]
    # the other worker's unpacked copy of the deleted version is gone with its listing
    assert sorted(p.name.split("-")[0] for p in cache.iterdir()) == ["p1", "p2"]


# --- issue 43, finding 5: one name, one policy -----------------------------------------------


def test_a_deleted_name_is_never_published_again(apps, tmp_path, body_of):
    """Before: delete ``p``, publish other bytes as ``p``, activate it: workers reload only when
    the pointer's name changes, so a worker that had served the old ``p`` kept its weights (21
    of 40 answers from the old weights, 19 from the new, all labelled ``p``). Now a name, once
    published, always means the same bytes: publishing it again is 409 ``version_exists``, the
    same bytes included, and every worker serves what the name first meant."""
    first, second = apps(), apps()  # two workers on one store
    client = first.test_client()
    old = pack(save_policy(tmp_path / "old", "p", seed=40))
    new = pack(save_policy(tmp_path / "new", "p", seed=41))
    assert publish(client, old).status_code == 201
    activate = {"force": True, "reason": "release p"}
    assert client.post("/v1/policies/p/activate", json=activate, headers=H).status_code == 200
    assert second.test_client().post("/v1/act", json=body_of(0)).status_code == 200  # serves p
    assert client.post("/v1/policies/v1/activate", json=activate, headers=H).status_code == 200
    ops = {"author": "carol", "reason": "retire p"}
    assert client.delete("/v1/policies/p", query_string=ops, headers=H).status_code == 200
    for data in (new, old):  # other bytes, and the very same bytes: the name is spent
        again = publish(client, data)
        assert again.status_code == 409, again.get_json()
        error = again.get_json()["error"]
        assert error["code"] == "version_exists", error
        assert "published before" in error["message"]
    assert client.post("/v1/policies/p/activate", json=activate, headers=H).status_code == 404


def test_an_activation_racing_a_deletion_answers_404(apps, tmp_path, monkeypatch):
    """Issue 43, finding 9: the version was deleted (its unpacked copy pruned) while the
    activation read it, and the activation answered 409 ``artifact_refused``: a version that
    is gone is 404, whatever step of the read found it gone."""
    from model.artifact import ArtifactError
    from service.policies import PolicyRegistry

    app = apps()
    client = app.test_client()
    assert publish(client, pack(save_policy(tmp_path / "up", "gone", seed=60))).status_code == 201
    store = app.extensions["folnn"].store
    real = PolicyRegistry.load_path

    def deleted_meanwhile(self, path):  # noqa: ANN001, ANN202
        if "gone" in str(path):
            store.delete_artifact("gone", "other", "deleted meanwhile")
            raise ArtifactError("manifest.json cannot be read (No such file or directory)")
        return real(self, path)

    monkeypatch.setattr(PolicyRegistry, "load_path", deleted_meanwhile)
    answer = client.post(
        "/v1/policies/gone/activate", json={"force": True, "reason": "x"}, headers=H
    )
    assert answer.status_code == 404, answer.get_json()


# --- issue 43, finding 4: every number of a manifest finite and in range ---------------------

BAD_NUMBERS = {
    "a NaN reward": (("evaluation", "reported", "200", "reward"), float("nan")),
    "an infinite steps": (("evaluation", "reported", "200", "steps"), float("inf")),
    "a -Infinity in the training config": (("training", "lr"), -float("inf")),
    "a 4,000-digit reward": (("evaluation", "reported", "200", "reward"), 10**3999),
    "a 1e300 oracle": (("evaluation", "oracle_steps"), 1e300),
}


def _set(manifest: dict, path: tuple[str, ...], value: object) -> None:
    node = manifest
    for key in path[:-1]:
        node = node.setdefault(key, {})
    node[path[-1]] = value


@pytest.mark.parametrize("name", sorted(BAD_NUMBERS))
def test_a_manifest_number_that_is_not_finite_or_in_range_is_refused_before_storing(
    apps, tmp_path, name
):
    """Before: publish answered 500 but stored the version; the listing, its detail and its
    check answered 500 until it was deleted (a NaN reward, an infinite figure, a 4,000-digit
    integer through OverflowError). Now 409 ``artifact_refused`` naming the field, nothing
    stored, the listing 200."""
    path, value = BAD_NUMBERS[name]
    client = apps().test_client()
    version = "num-" + str(sorted(BAD_NUMBERS).index(name))
    archive = rewritten_archive(
        tmp_path / "uploads", version, 50, lambda t: t, lambda m: _set(m, path, value)
    )
    refused = publish(client, archive)
    assert refused.status_code == 409, refused.get_data(as_text=True)[:300]
    error = refused.get_json()["error"]
    assert error["code"] == "artifact_refused"
    assert ".".join(path) in error["detail"], error["detail"]
    listing = client.get("/v1/policies", headers=H)
    assert listing.status_code == 200
    assert version not in [p["version"] for p in listing.get_json()["policies"]]


def test_no_read_of_a_stored_version_with_bad_numbers_answers_500(apps, tmp_path, body_of):
    """A version stored before the check (a store written by an older server): every read of
    it answers, none 500; the public rules too while another version is active."""
    import hashlib
    import time

    from service.store import ArtifactRecord

    app = apps()
    client = app.test_client()
    path, value = BAD_NUMBERS["a NaN reward"]
    archive = rewritten_archive(
        tmp_path / "uploads", "old-nan", 51, lambda t: t, lambda m: _set(m, path, value)
    )
    record = ArtifactRecord(
        "old-nan", "0" * 64, hashlib.sha256(archive).hexdigest(), len(archive), "old", "x",
        time.time(),
    )  # fmt: skip
    app.extensions["folnn"].store.put_artifact(record, archive)
    for route in ("/v1/policies", "/v1/policies/old-nan", "/v1/policies/old-nan/check"):
        answer = client.get(route, headers=H)
        assert answer.status_code in (200, 409), (route, answer.get_data(as_text=True)[:300])
        strict_json(answer.get_data())
    activate = {"force": True, "reason": "x"}
    answer = client.post("/v1/policies/old-nan/activate", json=activate, headers=H)
    assert answer.status_code == 409, answer.get_data(as_text=True)[:300]
    assert client.get("/v1/rules").status_code == 200


# --- finding 5: weights that are not finite, strict JSON ---------------------------------------

TENSORS = ("and_weight", "and_bias", "or_weight", "or_bias", "priority")


@pytest.mark.parametrize("value", [float("inf"), -float("inf"), float("nan")])
@pytest.mark.parametrize("tensor", TENSORS)
def test_weights_that_are_not_finite_are_refused_at_publish(apps, tmp_path, tensor, value):
    """Before: an AND bias of -inf passed every check (201), was activated, and two routes
    answered ``-Infinity``."""

    def change(tensors: dict) -> dict:
        out = dict(tensors)
        flat = out[tensor].clone().reshape(-1)
        flat[0] = value
        out[tensor] = flat.reshape(out[tensor].shape)
        return out

    client = apps().test_client()
    archive = rewritten_archive(tmp_path / "uploads", f"bad-{tensor}", 30, change)
    refused = publish(client, archive)
    assert refused.status_code == 409
    error = refused.get_json()["error"]
    assert error["code"] == "artifact_refused" and "not finite" in error["detail"]
    assert tensor in error["detail"]


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float64, torch.int8])
def test_weights_of_another_type_than_float32_are_refused(apps, tmp_path, dtype):
    """f16 weights were converted on the way in and served; they are refused now (the
    trainer writes float32), as int8 and the others."""
    client = apps().test_client()
    name = f"typed-{str(dtype).split('.')[-1]}"
    archive = rewritten_archive(
        tmp_path / "uploads", name, 31, lambda t: {k: v.to(dtype) for k, v in t.items()}
    )
    refused = publish(client, archive)
    assert refused.status_code == 409
    assert "float32" in refused.get_json()["error"]["detail"]


def test_a_folder_version_that_is_not_finite_is_refused_at_activation(tmp_path, one_shipped):
    from service import create_app

    rewritten_archive(
        one_shipped, "inf-bias", 32, lambda t: {**t, "and_bias": t["and_bias"] - float("inf")}
    )  # written as a folder of the policy folder, as a volume could hold it
    app = create_app(app_settings(tmp_path / "a", one_shipped, default_version="v1"))
    try:
        client = app.test_client()
        out = client.post(
            "/v1/policies/inf-bias/activate", json={"force": True, "reason": "x"}, headers=H
        )
        assert out.status_code == 409 and "not finite" in out.get_json()["error"]["detail"]
        listed = {p["version"]: p for p in client.get("/v1/policies", headers=H).json["policies"]}
        assert not listed["inf-bias"]["verified"] and "not finite" in listed["inf-bias"]["error"]
        assert client.get("/v1/policies/inf-bias", headers=H).status_code == 409
    finally:
        app.extensions["folnn"].decisions.close()


def test_no_route_can_answer_a_number_that_is_not_json(tmp_path, one_shipped, body_of):
    """Every GET route of the app, the -inf version its default, answers strict JSON; the
    app's encoders refuse NaN and infinities (a view that tried would get the 500 envelope;
    an error detail that held one is left out of its envelope)."""
    from service import create_app
    from service.errors import error_response
    from service.errors import strict_json as dumps

    rewritten_archive(
        one_shipped, "inf-bias", 33, lambda t: {**t, "and_bias": t["and_bias"] - float("inf")}
    )
    app = create_app(app_settings(tmp_path / "a", one_shipped, default_version="inf-bias"))
    try:
        client = app.test_client()
        client.post("/v1/act", json=body_of(3))
        answered = 0
        for rule in app.url_map.iter_rules():
            if "GET" not in rule.methods or "<" in rule.rule and "version" not in rule.rule:
                continue
            path = rule.rule.replace("<version>", "inf-bias").replace("<path:name>", "x")
            resp = client.get(path, headers=H)
            if resp.mimetype == "application/json":
                strict_json(resp.data)
                answered += 1
        assert answered >= 10
        with pytest.raises(ValueError):
            dumps({"x": float("nan")})
        with pytest.raises(ValueError):
            app.json.dumps({"x": -float("inf")})
        with app.app_context():
            envelope = json.loads(error_response(409, "c", "m", {"x": float("inf")}).data)
        assert envelope == {"error": {"code": "c", "message": "m", "detail": None}}

        from service.web import json_response

        with app.test_request_context(), pytest.raises(ValueError):  # a 500 envelope then
            json_response({"x": float("nan")})
    finally:
        app.extensions["folnn"].decisions.close()


# --- finding 7: a manifest's file names ------------------------------------------------------


def test_a_manifest_naming_host_files_is_refused_before_any_file_is_looked_at(apps, tmp_path):
    """Before: the size check ran first, and the answer told whether a host file existed (and
    how large it was)."""
    big = tmp_path / "host" / "big.bin"
    big.parent.mkdir()
    big.write_bytes(b"\0" * (2 * 2**20))
    client = apps(max_policy_parameters=1000).test_client()
    details = {}
    for i, name in enumerate(
        [str(big), str(big.parent / "none.bin"), "../" * 12 + str(big).lstrip("/"), "a/b"]
    ):

        def add(manifest: dict, name: str = name) -> None:
            manifest["files"][name] = "0" * 64

        archive = rewritten_archive(tmp_path / "uploads", f"names-{i}", 40 + i, lambda t: t, add)
        out = publish(client, archive)
        assert out.status_code == 409
        details[name] = out.get_json()["error"]["detail"]
    assert len(set(details.values())) == 1, details  # the same answer, whatever the name
    assert "plain names" in next(iter(details.values()))
