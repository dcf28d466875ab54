"""The REST client (``folnn.Client``) against a real gunicorn: every operation of openapi.yaml,
typed results equal to the raw answers, the error envelope as typed exceptions, the operator
token from the environment, and retries only where a call has no side effects (issue 23)."""

from __future__ import annotations

import json
import time

import httpx
import pytest
import yaml

from folnn.client import Client
from folnn.errors import (
    AllCandidatesBlocked,
    ApiError,
    Conflict,
    Invalid,
    NoCandidates,
    NotFound,
    ServiceUnavailable,
    ServiceUnreachable,
    Unauthorized,
)
from folnn.results import ActResult
from tests.service.conftest import REPO, TOKEN, save_policy

# operationId -> the client's method
METHODS = {
    "act": "act",
    "facts": "facts",
    "rules": "rules",
    "rulesNetwork": "network",
    "listPolicies": "policies",
    "getPolicy": "policy",
    "diffPolicies": "diff_policies",
    "activatePolicy": "activate",
    "listConstraints": "constraints",
    "createConstraint": "add_constraint",
    "deleteConstraint": "delete_constraint",
    "previewConstraint": "preview_constraint",
    "listDecisions": "decisions",
    "getDecision": "decision",
    "exportDecisions": "export_decisions",
    "healthz": "healthz",
    "readyz": "readyz",
    "metrics": "metrics",
    "openapi": "openapi",
    "console": "console",
    "consoleAtConsole": "console",  # the same page as GET /
    "docs": "docs",
    "publishPolicy": "publish_policy",
    "deletePolicy": "delete_policy",
    "checkActivation": "check_activation",
    "shadowPolicy": "shadow",
    "shadowStatus": "shadow_status",
    "dropShadow": "drop_shadow",
    "promoteShadow": "promote_shadow",
    "listEpisodes": "episodes",
    "getEpisode": "episode",
}


@pytest.fixture()
def api(server, monkeypatch):
    """A client whose operator token comes from the environment, as a user's would."""
    monkeypatch.setenv("FOLNN_OPERATOR_TOKEN", TOKEN)
    with Client(server.url) as client:
        yield client


def test_every_operation_of_the_spec_has_a_method():
    spec = yaml.safe_load((REPO / "openapi.yaml").read_text())
    operations = {op["operationId"] for path in spec["paths"].values() for op in path.values()}
    assert operations == set(METHODS)
    assert all(callable(getattr(Client, m)) for m in METHODS.values())


def test_client_routes_answer_typed_results_equal_to_the_raw_answers(api, server, body_of):
    body = body_of(5)
    pairs = [(t["observation"], t["action"]) for t in body["history"]]
    result = api.act(body["observation"], pairs)
    assert isinstance(result, ActResult) and result.action in result.scores
    raw = server.post("/v1/act", body).json()
    ids = {"request_id", "client_request_id"}
    mine = result.model_dump(by_alias=True)
    assert {k: v for k, v in mine.items() if k not in ids} == {
        k: v for k, v in raw.items() if k not in ids
    }
    assert result.client_request_id is not None  # the client names every call
    facts = api.facts(body["observation"], body["history"])  # the JSON form of history works too
    assert facts.model_dump() == server.post("/v1/facts", body).json()
    rules = api.rules()
    assert rules.model_dump(by_alias=True) == server.get("/v1/rules").json()
    assert {r.word_class for r in rules.rules} == {"direction", "money"}
    network = api.network()
    assert network.policy_version == rules.policy_version and network.classes[0].gates
    assert api.healthz().status == "ok" and api.readyz().status in {"ready", "degraded"}
    assert "folnn_decisions_total" in api.metrics()
    assert api.openapi() == (REPO / "openapi.yaml").read_text()
    assert "<html" in api.console().lower() and "swagger" in api.docs().lower()


def test_operator_routes_with_the_token_from_the_environment(api, body_of):
    listed = api.policies()
    assert listed.active_version == "v1" and {"v1", "v2"} <= {p.version for p in listed.policies}
    assert api.policy("v2").version == "v2"
    diff = api.diff_policies("v1", "v2")
    assert (diff.base, diff.head) == ("v1", "v2") and diff.classes
    assert api.activate("v1", author="client test", reason="no change").active_version == "v1"
    text = "forbid go(x) when visited(x)"
    preview = api.preview_constraint(text)
    assert preview.valid and preview.error is None
    created = api.add_constraint(text, author="client test", reason="typed", mode="dryrun")
    try:
        assert created.text == text and created.mode == "dryrun"
        assert created.id in {c.id for c in api.constraints().constraints}
    finally:
        deleted = api.delete_constraint(created.id, author="client test", reason="done")
    assert deleted.deleted == created.id
    body = body_of(3)
    api.act(body["observation"], body["history"])
    page = api.decisions(limit=5)
    assert 1 <= len(page.items) <= 5
    api.act(body["observation"], body["history"], episode_id="after-cursor")
    fresh, cursor, deadline = [], page.next_after, time.monotonic() + 10
    while "after-cursor" not in {d.episode_id for d in fresh} and time.monotonic() < deadline:
        later = api.decisions(after=cursor)  # what was logged since, in commit order
        fresh, cursor = fresh + later.items, later.next_after
    assert "after-cursor" in {d.episode_id for d in fresh}
    assert [d.seq for d in fresh] == sorted(d.seq for d in fresh) and fresh[0].seq > page.next_after
    detail = api.decision(page.items[0].id)
    assert detail.id == page.items[0].id and detail.fact_table
    fired = api.decisions(limit=5, fired=True)
    assert all(d.fired for d in fired.items)
    lines = api.export_decisions("jsonl", limit=3).splitlines()
    assert len(lines) == 3 and "fact_table" in json.loads(lines[0])
    assert api.export_decisions("csv", limit=2).splitlines()[0].startswith("id,")


def test_the_error_envelope_is_raised_as_typed_exceptions(server, api, monkeypatch):
    monkeypatch.delenv("FOLNN_OPERATOR_TOKEN")
    with Client(server.url) as anonymous, pytest.raises(Unauthorized) as refused:
        anonymous.constraints()
    assert refused.value.status == 401 and refused.value.request_id
    with pytest.raises(NotFound):
        api.decision(10**9)
    with pytest.raises(Invalid) as invalid:
        api.add_constraint("forbid fly(x)", author="client test", reason="bad verb")
    assert invalid.value.code == "invalid_constraint" and invalid.value.detail["column"] >= 1
    with pytest.raises(Conflict) as conflict:
        api.activate("tampered")
    assert conflict.value.status == 409
    room = "-= Attic =-\nAn exit leads north."
    with pytest.raises(NoCandidates) as none:
        api.act(room, candidates=["take coin"])
    assert none.value.detail["found"] == ["north"]
    created = api.add_constraint("forbid go(north)", author="client test", reason="block all")
    try:
        with pytest.raises(AllCandidatesBlocked) as blocked:
            api.act(room)
        assert blocked.value.detail["blocked"][0]["action"] == "go north"
    finally:
        api.delete_constraint(created.id)
    nowhere = Client("http://127.0.0.1:9", retries=1, backoff_s=0.01)
    with nowhere, pytest.raises(ServiceUnreachable, match="cannot reach"):
        nowhere.healthz()


def _flaky(failures: list[int], seen: list[httpx.Request]) -> httpx.MockTransport:
    """A transport answering the statuses of ``failures`` first (0: a connection error), then
    200 ``{"status": "ok"}``."""

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if failures:
            status = failures.pop(0)
            if status == 0:
                raise httpx.ConnectError("refused", request=request)
            error = {"error": {"code": "down", "message": "try later", "detail": None}}
            return httpx.Response(status, json=error, headers={"Retry-After": "0"})
        return httpx.Response(200, json={"status": "ok"})

    return httpx.MockTransport(handle)


def test_calls_without_side_effects_are_retried_with_one_request_id():
    seen: list[httpx.Request] = []
    with Client("http://x", retries=3, backoff_s=0, transport=_flaky([0, 503, 502], seen)) as c:
        assert c.healthz().status == "ok"
    assert len(seen) == 4
    assert len({r.headers["X-Request-ID"] for r in seen}) == 1


def test_writes_are_sent_once_and_retries_end():
    seen: list[httpx.Request] = []
    c = Client("http://x", "t", retries=3, backoff_s=0, transport=_flaky([503], seen))
    with c, pytest.raises(ServiceUnavailable):
        c.add_constraint("forbid go(north)", author="a", reason="b")
    assert len(seen) == 1 and seen[0].headers["Authorization"] == "Bearer t"
    seen.clear()
    c = Client("http://x", retries=2, backoff_s=0, transport=_flaky([503] * 5, seen))
    with c, pytest.raises(ApiError) as failed:
        c.rules()
    assert len(seen) == 3 and failed.value.status == 503


def test_rollout_and_episode_routes(api, body_of, tmp_path):
    folder = save_policy(tmp_path, "client-published", seed=7)
    entry = api.publish_policy(folder, author="client test", reason="publish through the client")
    assert entry.version == "client-published" and entry.verified
    check = api.check_activation("v2")
    assert check.version == "v2" and check.active_version == "v1"
    assert api.shadow("v2", author="client test", reason="compare").shadow_version == "v2"
    try:
        body = body_of(4)
        decided = api.act(body["observation"], body["history"], episode_id="client-game-1")
        assert decided.episode_id == "client-game-1"
        assert api.shadow_status(limit=50).shadow_version == "v2"
        promoted = api.promote_shadow(author="client test", reason="try it", force=True)
        assert promoted.active_version == "v2" and promoted.previous == "v1"
    finally:
        api.activate("v1", author="client test", reason="restore", force=True)
        assert api.drop_shadow(author="client test").shadow_version is None
    assert api.delete_policy("client-published", reason="done").deleted == "client-published"
    assert "client-published" not in {p.version for p in api.policies().policies}
    page = api.episodes(limit=200)
    assert "client-game-1" in {e.episode_id for e in page.items}
    game = api.episode("client-game-1")
    assert game.episode_id == "client-game-1" and game.steps
