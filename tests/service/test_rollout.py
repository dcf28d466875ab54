"""Safe rollouts and whole games, in-process (Flask's test client on a real SQLite store):
publishing an artifact archive through the API, the activation guard, shadow decisions with
their agreement, and the decision log grouped into games with their maps."""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import tarfile

import pytest

from model.registry import load_artifact
from service.rollout import MIN_SHADOW_DECISIONS, activation_refusals
from service.store import DecisionQuery
from tests.service.conftest import (
    POLICY_NAME,
    TOKEN,
    pack,
    play_game,
    retrained_policy,
    save_policy,
    shipped_policy,
)

H = {"Authorization": f"Bearer {TOKEN}"}
GZ = {**H, "Content-Type": "application/gzip"}


@pytest.fixture(scope="module")
def uploads_root(tmp_path_factory):
    """Where the uploaded versions were saved (``<root>/fol-rules/<version>``)."""
    return tmp_path_factory.mktemp("uploads")


@pytest.fixture(scope="module")
def uploads(uploads_root) -> dict[str, bytes]:
    """Archives to publish: a fresh policy, a retrained copy of the shipped one (the same
    evaluation), one evaluated worse on the same games, one evaluated on other games, and a
    tampered one."""
    shipped = shipped_policy()
    assert shipped is not None, "no shipped policy"
    root = uploads_root
    worse = json.loads((shipped / "manifest.json").read_text())["evaluation"]
    for figures in worse["reported"].values():
        figures["reward"] = figures["reward"] - 0.5
    out = {
        # untrained, over the shipped policy's vocabulary (so it may shadow it)
        "fresh": pack(
            save_policy(root, "fresh", seed=7, vocab=load_artifact(shipped).model.vocabulary)
        ),
        "same": pack(retrained_policy(root, "same", shipped), top="same"),
        "worse": pack(retrained_policy(root, "worse", shipped, evaluation=worse)),
        "easy": pack(retrained_policy(root, "easy", shipped, evaluation=worse, difficulty="easy")),
    }
    bad = save_policy(root, "bad", seed=8)
    weights = bad / "weights.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0xFF  # the weights changed after hashing
    weights.write_bytes(bytes(data))
    out["bad"] = pack(bad)
    return out


@pytest.fixture
def served(tmp_path, policy_root):
    """An app serving the shipped policy (v1, v2, tampered and shipped on disk)."""
    from service import create_app
    from tests.service.conftest import app_settings

    app = create_app(app_settings(tmp_path / "a", policy_root, default_version="shipped"))
    yield app
    app.extensions["folnn"].decisions.close()


def publish(client, data: bytes, **query):
    qs = "&".join(f"{k}={v}" for k, v in query.items())
    return client.post(f"/v1/policies?{qs}", data=data, headers=GZ)


# --- publishing -------------------------------------------------------------------------------


def test_a_published_archive_is_checked_stored_and_listed(served, uploads):
    client = served.test_client()
    made = publish(client, uploads["same"], author="alice", reason="retrained")
    assert made.status_code == 201, made.get_json()
    entry = made.get_json()
    assert entry["verified"] and entry["source"] == "store"
    assert entry["published"]["author"] == "alice" and entry["published"]["reason"] == "retrained"
    assert entry["published"]["archive_sha256"] == hashlib.sha256(uploads["same"]).hexdigest()
    trained_on = json.loads((shipped_policy() / "manifest.json").read_text())["training"]
    assert entry["figures"]["game_set"]["difficulty"] == trained_on["config"]["difficulty"]
    listed = {p["version"]: p for p in client.get("/v1/policies", headers=H).get_json()["policies"]}
    assert listed["same"]["source"] == "store" and listed["shipped"]["source"] == "folder"
    again = publish(client, uploads["same"])
    assert again.status_code == 409 and again.get_json()["error"]["code"] == "version_exists"
    trail = client.get("/v1/constraints", headers=H).get_json()["changes"]
    assert (trail[0]["change"], trail[0]["text"], trail[0]["author"]) == (
        "publish",
        "same",
        "alice",
    )


def test_an_archive_is_refused_with_the_reason_it_would_be_refused_at_load(
    served, uploads, tmp_path, policy_root
):
    client = served.test_client()
    bad = publish(client, uploads["bad"])
    assert bad.status_code == 409
    assert bad.get_json()["error"]["code"] == "artifact_refused"
    assert "sha256 mismatch" in bad.get_json()["error"]["detail"]
    assert str(tmp_path) not in bad.get_data(as_text=True)  # no server path in the answer

    def tar_of(*members) -> bytes:
        buf = io.BytesIO()
        with tarfile.open(fileobj=buf, mode="w:gz") as tar:
            for info, data in members:
                tar.addfile(info, io.BytesIO(data) if data is not None else None)
        return buf.getvalue()

    def file(name: str, data: bytes = b"{}") -> tuple:
        info = tarfile.TarInfo(name)
        info.size = len(data)
        return info, data

    link = tarfile.TarInfo("manifest.json")
    link.type, link.linkname = tarfile.SYMTYPE, "/etc/passwd"
    cases = {
        "not an archive": b"plain text, not a tar",
        "a link": tar_of((link, None)),
        "a parent path": tar_of(file("../manifest.json")),
        "an absolute path": tar_of(file("/tmp/manifest.json")),
        "two folders": tar_of(file("a/manifest.json"), file("b/weights.safetensors")),
        "no manifest": tar_of(file("weights.safetensors", b"x")),
        "a folder's version": pack(policy_root / POLICY_NAME / "v2"),
    }
    for case, data in cases.items():
        out = publish(client, data)
        assert out.status_code == 409, (case, out.get_json())
        assert out.get_json()["error"]["code"] in ("artifact_refused", "version_exists"), case
    assert publish(client, b"").status_code == 422
    assert (
        client.post(
            "/v1/policies", data=uploads["same"], headers={**H, "Content-Type": "text/plain"}
        ).status_code
        == 415
    )
    assert client.post("/v1/policies", data=uploads["same"], headers=GZ).status_code == 201
    listed = [p["version"] for p in client.get("/v1/policies", headers=H).get_json()["policies"]]
    assert "bad" not in listed and "same" in listed


def test_a_size_limit_bounds_the_archive_packed_and_unpacked(tmp_path, policy_root, uploads):
    from service import create_app
    from tests.service.conftest import app_settings

    app = create_app(app_settings(tmp_path, policy_root, max_artifact_bytes=4096))
    client = app.test_client()
    big = io.BytesIO()
    with tarfile.open(fileobj=big, mode="w:gz") as tar:  # 5000 zero bytes pack to ~60
        info = tarfile.TarInfo("manifest.json")
        info.size = 5000
        tar.addfile(info, io.BytesIO(b"\0" * 5000))
    out = publish(client, big.getvalue())
    assert out.status_code == 409 and "at most 4096" in out.get_json()["error"]["detail"]
    assert publish(client, uploads["fresh"]).status_code == 201  # a real artifact fits
    app.extensions["folnn"].decisions.close()


def test_a_published_version_is_served_by_a_replica_that_never_saw_its_files(
    served, uploads, tmp_path, body_of
):
    """A second app on the same store with an empty policies folder: it unpacks the stored
    archive into its own cache, checks it as at load, and serves it."""
    from service import create_app
    from tests.service.conftest import app_settings

    assert publish(served.test_client(), uploads["same"]).status_code == 201
    empty = tmp_path / "no-policies"
    (empty / POLICY_NAME).mkdir(parents=True)
    store_url = f"sqlite:///{tmp_path / 'a' / 'folnn.sqlite3'}"
    replica = create_app(
        app_settings(tmp_path / "b", empty, default_version=None, store_url=store_url)
    )
    client = replica.test_client()
    try:
        assert client.post("/v1/policies/same/activate", headers=H).status_code == 200
        out = client.post("/v1/act", json=body_of(2)).get_json()
        assert out["policy_version"] == "same"
        # the first app follows the shared pointer; the same network decides alike there
        there = served.test_client().post("/v1/act", json=body_of(2)).get_json()
        assert there["policy_version"] == "same"
        assert (there["action"], there["rule"]) == (out["action"], out["rule"])
        assert (tmp_path / "b" / "artifacts").is_dir()
        shutil.rmtree(tmp_path / "b" / "artifacts")  # the cache is only a cache
        assert client.get("/v1/policies/same", headers=H).status_code == 200
    finally:
        replica.extensions["folnn"].decisions.close()


# --- the activation guard ---------------------------------------------------------------------


def test_activation_is_refused_for_rules_that_read_nothing_or_a_worse_evaluation(served, uploads):
    client = served.test_client()
    for name in ("fresh", "same", "worse", "easy"):
        assert publish(client, uploads[name]).status_code == 201
    check = client.get("/v1/policies/worse/check", headers=H).get_json()
    assert check["active_version"] == "shipped"
    assert check["figures"]["game_set"] == check["active_figures"]["game_set"]
    assert check["figures"]["reward"] < check["active_figures"]["reward"]
    assert [r["code"] for r in check["refusals"]] == ["worse_evaluation"]
    assert all(c["same"] for c in check["diff"])  # the same network: the same rules

    for version, codes in (
        ("fresh", ["rules_read_nothing", "not_comparable"]),  # untrained: measured nowhere
        ("worse", ["worse_evaluation"]),
    ):
        refused = client.post(f"/v1/policies/{version}/activate", headers=H)
        assert refused.status_code == 409
        error = refused.get_json()["error"]
        assert error["code"] == "activation_refused"
        assert [r["code"] for r in error["detail"]["refusals"]] == codes
    # figures on other games are never compared, and are no pass either (issue 33): the check
    # names both game sets and asks for a shadow comparison or force
    easy = client.get("/v1/policies/easy/check", headers=H).get_json()
    assert easy["figures"]["game_set"]["difficulty"] == "easy"
    assert [r["code"] for r in easy["refusals"]] == ["not_comparable"]
    message = easy["refusals"][0]["message"]
    assert easy["figures"]["game_set"]["label"] in message
    assert easy["active_figures"]["game_set"]["label"] in message
    assert "shadow" in message and "force" in message
    assert client.post("/v1/policies/easy/activate", headers=H).status_code == 409
    assert client.post("/v1/policies/same/activate", headers=H).status_code == 200

    no_reason = client.post("/v1/policies/fresh/activate", json={"force": True}, headers=H)
    assert no_reason.status_code == 422
    forced = client.post(
        "/v1/policies/fresh/activate",
        json={"force": True, "reason": "incident 7: try the untrained net", "author": "bob"},
        headers=H,
    )
    assert forced.status_code == 200
    forced_codes = [r["code"] for r in forced.get_json()["forced"]]
    assert forced_codes == ["rules_read_nothing", "not_comparable"]
    trail = client.get("/v1/constraints", headers=H).get_json()["changes"][0]
    assert (trail["change"], trail["text"], trail["author"]) == ("force-activate", "fresh", "bob")
    assert trail["reason"].startswith("incident 7") and "rules_read_nothing" in trail["reason"]


def test_figures_on_other_games_pass_only_after_a_shadow_comparison():
    rules = [{"class": "direction", "conjunctions": [[{"predicate": "find", "negated": False}]]}]

    def figures(difficulty: str) -> dict:
        label = f"{difficulty} test games (50, at most 100 steps)"
        game_set = {"difficulty": difficulty, "label": label}
        return {"reward": 1.0, "steps": 20.0, "epoch": 200, "game_set": game_set}

    easy, medium = figures("easy"), figures("medium")
    assert activation_refusals(rules, medium, medium) == []
    refused = activation_refusals(rules, easy, medium)
    assert [r["code"] for r in refused] == ["not_comparable"]
    assert "easy test games" in refused[0]["message"]
    assert "medium test games" in refused[0]["message"]
    unmeasured = activation_refusals(rules, None, medium)
    assert [r["code"] for r in unmeasured] == ["not_comparable"]
    assert "on no game set" in unmeasured[0]["message"]
    few = {"considered": MIN_SHADOW_DECISIONS - 1}
    assert [r["code"] for r in activation_refusals(rules, easy, medium, few)] == ["not_comparable"]
    assert activation_refusals(rules, easy, medium, {"considered": MIN_SHADOW_DECISIONS}) == []
    assert activation_refusals(rules, easy, None) == []  # nothing to compare against


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf")])
def test_a_figure_that_cannot_be_compared_is_a_refusal_not_a_pass(value):
    """Issue 43, finding 4: a NaN reward passed the guard without force (every comparison with
    NaN is false, so it was never "worse"), where a reward of 0.1 is refused."""
    rules = [{"class": "direction", "conjunctions": [[{"predicate": "find", "negated": False}]]}]
    game_set = {"difficulty": "easy", "label": "easy test games (50, at most 100 steps)"}
    active = {"reward": 1.0, "steps": 20.0, "epoch": 200, "game_set": game_set}
    for field in ("reward", "steps"):
        odd = {**active, field: value}
        codes = [r["code"] for r in activation_refusals(rules, odd, active)]
        assert codes == ["not_comparable"], (field, codes)


def test_a_shadow_comparison_on_live_decisions_lets_figures_on_other_games_pass(
    served, uploads, body_of
):
    client = served.test_client()
    assert publish(client, uploads["easy"]).status_code == 201
    assert client.post("/v1/policies/easy/shadow", headers=H).status_code == 200
    codes = [
        r["code"] for r in client.get("/v1/policies/easy/check", headers=H).get_json()["refusals"]
    ]
    assert codes == ["not_comparable"]  # in shadow, but on no live decision yet
    for n in range(MIN_SHADOW_DECISIONS):
        assert client.post("/v1/act", json=body_of(n % 8)).status_code == 200
    check = client.get("/v1/policies/easy/check", headers=H).get_json()
    assert check["refusals"] == []  # compared beside the active version on the same requests
    promote = client.post("/v1/shadow/promote", headers=H)
    assert promote.status_code == 200 and promote.get_json()["active_version"] == "easy"
    assert promote.get_json()["forced"] == []  # the guard let it through, no force needed


# --- shadow -----------------------------------------------------------------------------------


def test_a_shadow_decides_the_same_requests_and_its_agreement_is_counted(
    served, uploads, uploads_root, tmp_path, body_of, hard_game
):
    from service import create_app
    from tests.service.conftest import app_settings

    client = served.test_client()
    assert publish(client, uploads["fresh"]).status_code == 201
    assert client.post("/v1/policies/shipped/shadow", headers=H).status_code == 409  # active
    put = client.post("/v1/policies/fresh/shadow", json={"reason": "compare"}, headers=H)
    assert put.get_json() == {"shadow_version": "fresh", "active_version": "shipped"}
    steps, _ = play_game(lambda body: client.post("/v1/act", json=body).get_json(), hard_game)
    answers = [answer for _, answer in steps]
    assert all(a["policy_version"] == "shipped" for a in answers)  # the active one answers
    status = client.get("/v1/shadow", headers=H).get_json()
    assert status["shadow_version"] == "fresh" and status["considered"] == len(answers)
    runtime = served.extensions["folnn"]
    logged = {rec.request_id: rec for _, rec in runtime.store.query_decisions(DecisionQuery())}
    # the shadow's choice is what "fresh" answers as the active version of another server
    other = create_app(
        app_settings(tmp_path / "other", uploads_root, default_version="fresh")
    ).test_client()
    for body, answer in steps:
        shadow = logged[answer["request_id"]].shadow
        alone = other.post("/v1/act", json=body).get_json()
        assert (shadow["action"], shadow["rule"]) == (alone["action"], alone["rule"])
        assert shadow["agree"] == (shadow["action"] == answer["action"])
    agreed = sum(logged[a["request_id"]].shadow["action"] == a["action"] for a in answers)
    assert status["agreed"] == agreed
    assert status["agreement"] == pytest.approx(agreed / len(answers))
    assert len(status["disagreements"]) == min(20, len(answers) - agreed) > 0
    first = status["disagreements"][0]
    assert first["active"]["rule"] and first["shadow"]["fired"] is False  # fresh reads nothing
    assert first["active"]["action"] != first["shadow"]["action"]

    promote = client.post("/v1/shadow/promote", headers=H)
    assert promote.status_code == 409  # the guard holds for a promotion too
    dropped = client.delete("/v1/shadow?reason=done", headers=H).get_json()
    assert dropped == {"shadow_version": None, "active_version": "shipped"}
    after = client.post("/v1/act", json=body_of(3)).get_json()
    runtime.decisions.flush()
    ((_, newest),) = runtime.store.query_decisions(DecisionQuery(limit=1))
    assert newest.request_id == after["request_id"] and newest.shadow is None
    changes = [c["change"] for c in client.get("/v1/constraints", headers=H).get_json()["changes"]]
    assert changes[:2] == ["unshadow", "shadow"]


# --- games ------------------------------------------------------------------------------------


def play(client, transcript, n: int, episode_id: str | None = None) -> list[dict]:
    """Steps 0..n-1 of the real transcript through /v1/act (the history the game gave)."""
    out = []
    for k in range(n):
        body = {
            "observation": transcript[k][0],
            "history": [{"observation": o, "action": a} for o, a in transcript[:k]],
        }
        if episode_id:
            body["episode_id"] = episode_id
        resp = client.post("/v1/act", json=body)
        assert resp.status_code == 200
        out.append(resp.get_json())
    return out


def test_every_decision_carries_its_game_and_games_are_listed_with_their_maps(served, transcript):
    client = served.test_client()
    derived = play(client, transcript, 12)
    expected = "h-" + hashlib.sha256(transcript[0][0].encode()).hexdigest()[:16]
    assert {d["episode_id"] for d in derived} == {expected}
    mine = play(client, transcript, 5, episode_id="client-game-1")
    assert {d["episode_id"] for d in mine} == {"client-game-1"}

    listed = client.get("/v1/episodes", headers=H).get_json()
    by_id = {g["episode_id"]: g for g in listed["items"]}
    assert list(by_id)[0] == "client-game-1"  # the game with the newest decision first
    game = by_id[expected]
    assert (game["decisions"], game["length"]) == (12, 12)
    used = {r["rule_id"]: r["steps"] for r in game["rules"]}
    fired = [d["rule_id"] for d in derived if d["fired"]]
    assert used == {rid: fired.count(rid) for rid in set(fired)}
    assert game["fallback"] == 12 - len(fired)
    assert game["blocked"] == 0 and game["policy_versions"] == ["shipped"]

    detail = client.get(f"/v1/episodes/{expected}", headers=H).get_json()
    assert [s["step"] for s in detail["steps"]] == list(range(12))
    assert [s["action"] for s in detail["steps"]] == [d["action"] for d in derived]
    assert [s["moved"] for s in detail["steps"]] == [None] + [a for _, a in transcript[:11]]
    # the map: every room the converter recognised, an edge per move that changed the room
    facts = [
        client.post(
            "/v1/facts",
            json={
                "observation": transcript[k][0],
                "history": [{"observation": o, "action": a} for o, a in transcript[:k]],
            },
        ).get_json()["room"]
        for k in range(12)
    ]
    assert detail["map"]["path"] == facts
    assert {r["id"] for r in detail["map"]["rooms"]} == set(facts)
    moves = {
        (facts[k - 1], facts[k], transcript[k - 1][1])
        for k in range(1, 12)
        if facts[k] != facts[k - 1]
    }
    assert {(e["source"], e["target"], e["action"]) for e in detail["map"]["edges"]} == moves
    assert len(moves) >= 2  # the walk does move between rooms
    assert client.get("/v1/episodes/no-such-game", headers=H).status_code == 404
    assert client.get("/v1/episodes/" + "x" * 200, headers=H).status_code == 404


def test_a_games_map_shows_its_doors_from_the_facts_and_the_history(tmp_path, settings_for):
    """A policy that reads ``closed`` (issue 32): the door the facts find closed, the move the
    game refused toward it and the history's ``open door to north`` are on the game's map."""
    from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    from converter.families import Families
    from service import create_app
    from tests.service.test_twx import CANDIDATES, KITCHEN, REFUSED, _policy_over

    vocabulary = Families.load().vocabulary(
        ["textworld"], CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    )
    _policy_over(tmp_path / "p", "doors", vocabulary)
    settings = settings_for(tmp_path, policies_dir=tmp_path / "p", default_version="doors")
    client = create_app(settings).test_client()
    opened = "You open the frosted-glass door, revealing the pantry. "
    turns = [(KITCHEN, "move north"), (REFUSED, "open door to north")]
    for k, observation in enumerate([KITCHEN, REFUSED, opened]):
        history = [{"observation": o, "action": a} for o, a in turns[:k]]
        body = {"observation": observation, "history": history, "candidates": CANDIDATES}
        resp = client.post("/v1/act", json={**body, "episode_id": "doors-1"})
        assert resp.status_code == 200, resp.get_json()
    game = client.get("/v1/episodes/doors-1", headers=H).get_json()
    steps = game["steps"]
    assert [s["room"] for s in steps] == ["kitchen"] * 3
    assert steps[0]["closed"] == ["north"] and steps[0]["refused"] == []
    assert steps[1]["refused"] == ["north"] and steps[2]["opened"] == ["north"]
    assert game["map"]["doors"] == [
        {"room": "kitchen", "direction": "north", "closed_steps": [0, 1], "opened_steps": [2]}
    ]
    (kitchen,) = game["map"]["rooms"]
    assert (kitchen["closed"], kitchen["opened"], kitchen["refused"]) == (
        ["north"],
        ["north"],
        ["north"],
    )
    assert game["map"]["edges"] == []  # no move changed the room
