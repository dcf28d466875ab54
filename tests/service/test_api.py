"""The live service: gunicorn with 2 workers on loopback, every answer checked against
openapi.yaml."""

from __future__ import annotations

import hashlib
import json
import re
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from converter.converter import FOLConverter, Turn
from tests.service.conftest import act_while_following, assert_time_order_and_nothing_missed


def test_ops_routes_answer_as_documented(server, check):
    check("GET", "/healthz", server.get("/healthz"))
    ready = check("GET", "/readyz", server.get("/readyz"))
    assert ready["checks"] == {"policy": True, "store": True}
    assert ready["policy_version"] == "v1"
    spec = server.get("/openapi.yaml")
    check("GET", "/openapi.yaml", spec)
    assert spec.text.startswith("openapi: 3.1")
    docs = server.get("/docs")
    check("GET", "/docs", docs)
    assert "swagger-ui-bundle.js" in docs.text and "//cdn" not in docs.text
    asset = server.get("/console/static/vendor/swagger-ui-dist/swagger-ui-bundle.js")
    assert asset.status_code == 200 and len(asset.content) > 100_000


def test_act_answers_action_rule_and_firing_facts(server, check, body_of):
    body = body_of(10)
    resp = server.post("/v1/act", body, headers={"X-Request-ID": "trace-123"})
    out = check("POST", "/v1/act", resp)
    assert resp.status_code == 200
    # the client's id is echoed; the server's own (unique) id is the decision's
    assert resp.headers["X-Request-ID"] == out["client_request_id"] == "trace-123"
    assert re.fullmatch(r"[0-9a-f]{32}", out["request_id"])
    vocab = FOLConverter().vocabulary
    assert out["action"] in vocab.actions
    facts = server.post("/v1/facts", body).json()["facts"]
    found = {f["args"][0] for f in facts if f["predicate"] == "find" and f["truth"] == 1.0}
    # scores and the action only on the words the facts find
    assert set(out["scores"]) == {a for a in vocab.actions if a.split()[1] in found}
    if out["fired"]:
        assert out["fallback"] is None
        assert out["rule"].endswith(f"→ {out['action'].split()[0]}({out['action'].split()[1]})")
    else:
        assert out["fallback"] == "highest_score"
        assert out["rule"] is None and out["rule_id"] is None and out["facts"] == []
    assert out["policy_version"] == "v1" and out["blocked"] == []
    for fact in out["facts"]:
        assert fact["args"] in ([out["action"].split()[1]], [])


def test_candidates_restrict_the_choice(server, check, body_of):
    body = body_of(3, candidates=["go west", "go east", "take coin"])
    facts = server.post("/v1/facts", body).json()["facts"]
    found = {f["args"][0] for f in facts if f["predicate"] == "find" and f["truth"] == 1.0}
    asked = {a for a in body["candidates"] if a.split()[1] in found}
    assert asked, "the fixture's room has an exit to the west or the east"
    out = check("POST", "/v1/act", server.post("/v1/act", body))
    assert out["action"] in asked
    assert set(out["scores"]) == asked
    bad = server.post("/v1/act", body_of(3, candidates=["fly away"]))
    err = check("POST", "/v1/act", bad)
    assert bad.status_code == 422 and err["error"]["code"] == "unknown_candidate"


def test_facts_are_the_converters_line(server, check, body_of):
    body = body_of(20)
    out = check("POST", "/v1/facts", server.post("/v1/facts", body))
    conv = FOLConverter()
    turns = [Turn(t["observation"], t["action"]) for t in body["history"]]
    assert out == json.loads(
        json.dumps(conv.convert(body["observation"], turns).to_json(conv.vocabulary))
    )
    assert len(out["facts"]) == 3 * 5 + 1


def test_rules_show_the_policy_and_its_provenance(server, check, policy_root):
    from model.registry import load_artifact

    out = check("GET", "/v1/rules", server.get("/v1/rules"))
    loaded = load_artifact(policy_root / "fol-rules" / "v1")
    assert out["policy_version"] == "v1"
    assert out["policy_sha256"] == loaded.sha256
    assert out["rules"] == [r.to_dict() for r in loaded.model.rules()]
    assert {r["action"] for r in out["rules"]} == {"go", "take"}


@pytest.mark.parametrize(
    ("make", "status", "code"),
    [
        (lambda t: {"data": "x", "headers": {"Content-Type": "text/plain"}}, 415, None),
        (
            lambda t: {"data": "{not json", "headers": {"Content-Type": "application/json"}},
            422,
            "validation_error",
        ),
        (lambda t: {"json": {"history": []}}, 422, "validation_error"),
        (lambda t: {"json": {"observation": "x", "extra": 1}}, 422, "validation_error"),
        (lambda t: {"json": {"observation": 5}}, 422, "validation_error"),
        (
            lambda t: {"json": {"observation": "x" * (t["observation"] + 1)}},
            422,
            "observation_too_long",
        ),
        (
            lambda t: {
                "json": {
                    "observation": "x",
                    "history": [
                        {"observation": "y" * (t["observation"] + 1), "action": "go north"}
                    ],
                }
            },
            422,
            "observation_too_long",
        ),
        (
            lambda t: {
                "json": {
                    "observation": "x",
                    "history": [{"observation": "o", "action": "go north"}] * (t["history"] + 1),
                }
            },
            422,
            "history_too_long",
        ),
        (
            lambda t: {
                "data": "x" * (t["body"] + 10),
                "headers": {"Content-Type": "application/json"},
            },
            413,
            "payload_too_large",
        ),
        (lambda t: {"json": [1, 2]}, 422, "validation_error"),
        (
            lambda t: {"json": {"observation": "-= Hall =-\n" + "\x00\ud7ff" * 10 + " Go north."}},
            200,
            None,
        ),
    ],
)
def test_bad_input_gets_one_envelope_never_500(server, check, limits, make, status, code):
    for route in ("/v1/act", "/v1/facts"):
        resp = requests.post(server.url + route, timeout=10, **make(limits))
        out = check("POST", route, resp)
        assert resp.status_code == status, resp.text
        if code is not None:
            assert out["error"]["code"] == code
        elif status >= 400:
            assert set(out["error"]) == {"code", "message", "detail"}


def test_unknown_routes_and_methods_use_the_envelope(server):
    for resp, status in [
        (server.get("/v1/nope"), 404),
        (server.get("/v1/act"), 405),
        (requests.put(server.url + "/v1/constraints", timeout=10), 405),
    ]:
        assert resp.status_code == status
        assert set(resp.json()["error"]) == {"code", "message", "detail"}


def test_operator_routes_need_the_bearer_token(server, check):
    for path in ("/v1/policies", "/v1/constraints", "/v1/decisions"):
        missing = server.get(path)
        wrong = server.get(path, headers={"Authorization": "Bearer nope"})
        assert missing.status_code == wrong.status_code == 401
        check("GET", path, missing)
        assert check("GET", path, server.get(path, operator=True)) is not None
    resp = requests.post(server.url + "/v1/policies/v1/activate", timeout=10)
    assert resp.status_code == 401


def test_policies_list_versions_hashes_and_verification(server, check):
    out = check("GET", "/v1/policies", server.get("/v1/policies", operator=True))
    by_version = {p["version"]: p for p in out["policies"]}
    assert {"v1", "v2", "tampered"} <= set(by_version)
    assert by_version["v1"]["verified"] and by_version["v1"]["sha256"]
    assert not by_version["tampered"]["verified"] and by_version["tampered"]["error"]
    assert out["active_version"] == "v1"


def _served_by_both(server, fn, rounds: int = 40) -> set[str]:
    pids = set()
    for _ in range(rounds):
        pids.add(fn())
    assert len(pids) == 2, f"expected both workers to answer, got {pids}"
    return pids


def _concurrent_acts(server, body: dict, n: int) -> list:
    """``n`` /v1/act requests from 4 threads at once: an idle sync worker that just answered
    tends to win the next accept(), so only concurrent requests reach both workers reliably."""
    with ThreadPoolExecutor(4) as pool:
        return list(pool.map(lambda _: server.post("/v1/act", body), range(n)))


def test_constraint_applies_on_the_next_request_whichever_worker(server, check, body_of):
    body = body_of(5)
    seen = set()
    rounds = 0
    # at least 12 rounds, more until both workers have answered (the kernel picks the worker)
    while rounds < 12 or (len(seen) < 2 and rounds < 80):
        i, rounds = rounds, rounds + 1
        created = server.post(
            "/v1/constraints",
            {
                "text": "forbid go(x) when not visited(x)",
                "author": "tester",
                "reason": f"round {i}",
            },
            operator=True,
        )
        rec = check("POST", "/v1/constraints", created)
        assert created.status_code == 201
        for resp in _concurrent_acts(server, body, 4):  # the very next requests, any worker
            out = check("POST", "/v1/act", resp)
            seen.add(resp.headers["X-Served-By"])
            assert out["constraint_revision"] == rec["revision"]
            assert {b["constraint_id"] for b in out["blocked"]} <= {rec["id"]}
            assert out["action"] not in {b["action"] for b in out["blocked"]}
        gone = server.delete(
            f"/v1/constraints/{rec['id']}", params={"author": "tester", "reason": "cleanup"}
        )
        after = check("DELETE", "/v1/constraints/{id}", gone)
        resp = server.post("/v1/act", body)
        seen.add(resp.headers["X-Served-By"])
        out = resp.json()
        assert out["constraint_revision"] == after["revision"] and out["blocked"] == []
    assert len(seen) == 2, f"both workers should have answered, saw {seen}"
    trail = check("GET", "/v1/constraints", server.get("/v1/constraints", operator=True))
    assert trail["changes"][0]["change"] == "delete" and trail["changes"][0]["author"] == "tester"
    assert trail["constraints"] == []


def test_every_candidate_blocked_is_409_with_the_list(server, check, body_of):
    rec = server.post(
        "/v1/constraints",
        {"text": "forbid go(east)", "author": "t", "reason": "not east"},
        operator=True,
    ).json()
    try:  # body_of(2): a room with exits east and west
        resp = server.post("/v1/act", body_of(2, candidates=["go east", "take coin"]))
        out = check("POST", "/v1/act", resp)
        assert resp.status_code == 409
        assert out["error"]["detail"]["blocked"] == [
            {"action": "go east", "constraint_id": rec["id"]}
        ]
    finally:
        server.delete(f"/v1/constraints/{rec['id']}")


def test_dryrun_constraints_report_without_blocking(server, check, body_of):
    rec = server.post(
        "/v1/constraints",
        {"text": "forbid go(x)", "mode": "dryrun", "author": "t", "reason": "watch"},
        operator=True,
    ).json()
    try:
        out = check("POST", "/v1/act", server.post("/v1/act", body_of(2)))
        assert out["blocked"] == []
        # only the candidates on words the facts find: body_of(2)'s exits east and west
        assert {d["action"] for d in out["dryrun_blocked"]} == {"go east", "go west"}
    finally:
        server.delete(f"/v1/constraints/{rec['id']}")


def test_invalid_constraints_are_422_with_line_and_column(server, check):
    resp = server.post(
        "/v1/constraints",
        {"text": "forbid go(x) when\n  visited(y)", "author": "t", "reason": "r"},
        operator=True,
    )
    out = check("POST", "/v1/constraints", resp)
    assert resp.status_code == 422 and out["error"]["code"] == "invalid_constraint"
    assert out["error"]["detail"] == {"message": "unbound variable 'y'", "line": 2, "column": 11}
    resp = server.post(
        "/v1/constraints",
        {"text": "forbid go(x)", "mode": "sometimes", "author": "t", "reason": "r"},
        operator=True,
    )
    assert check("POST", "/v1/constraints", resp)["error"]["code"] == "validation_error"
    missing = server.delete("/v1/constraints/99999")
    assert check("DELETE", "/v1/constraints/{id}", missing)["error"]["code"] == (
        "constraint_not_found"
    )


FORCE = {"force": True, "reason": "test: back to the fresh policy v1"}


def test_activation_switches_both_workers_and_refuses_bad_artifacts(server, check, body_of):
    body = body_of(4)
    try:
        guarded = server.post("/v1/policies/v2/activate", {"author": "ops"}, operator=True)
        err = check("POST", "/v1/policies/{version}/activate", guarded)
        assert err["error"]["code"] == "activation_refused"  # a fresh policy reads no fact
        assert [r["code"] for r in err["error"]["detail"]["refusals"]] == ["rules_read_nothing"]
        resp = server.post(
            "/v1/policies/v2/activate",
            {"author": "ops", "reason": "promote", "force": True},
            operator=True,
        )
        out = check("POST", "/v1/policies/{version}/activate", resp)
        assert out == {
            "active_version": "v2",
            "sha256": out["sha256"],
            "previous": "v1",
            "forced": err["error"]["detail"]["refusals"],
        }
        workers = set()
        for r in _concurrent_acts(server, body, 24):
            workers.add(r.headers["X-Served-By"])
            assert r.json()["policy_version"] == "v2"
        assert server.get("/v1/rules").json()["policy_version"] == "v2"
        assert len(workers) == 2
        refused = server.post("/v1/policies/tampered/activate", operator=True)
        err = check("POST", "/v1/policies/{version}/activate", refused)
        assert refused.status_code == 409 and err["error"]["code"] == "artifact_refused"
        for _ in range(6):
            assert server.post("/v1/act", body).json()["policy_version"] == "v2"
        for name, status in [
            ("nope", {404}),
            ("..", {404, 422}),
            ("%2e%2e", {422}),
            ("..%2f..%2fetc", {404, 422}),
            ("v1..", {422}),
            (".hidden", {422}),
            ("a" * 150, {422}),
        ]:
            r = server.post(f"/v1/policies/{name}/activate", operator=True)
            assert r.status_code in status, (name, r.text)
            assert set(r.json()["error"]) == {"code", "message", "detail"}
    finally:
        server.post("/v1/policies/v1/activate", FORCE, operator=True)
    assert server.post("/v1/act", body).json()["policy_version"] == "v1"


def test_decisions_are_logged_with_hashes_and_paged(server, check, body_of):
    body = body_of(6)
    raw = json.dumps(body).encode()
    r = requests.post(
        server.url + "/v1/act",
        data=raw,
        timeout=10,
        headers={"Content-Type": "application/json", "X-Request-ID": "audit-me"},
    )
    decided = r.json()
    found = None
    deadline = time.monotonic() + 5
    while found is None and time.monotonic() < deadline:
        page = check("GET", "/v1/decisions", server.get("/v1/decisions?limit=200", operator=True))
        found = next((d for d in page["items"] if d["client_request_id"] == "audit-me"), None)
        time.sleep(0.05)
    assert found is not None, "decision not in the audit log"
    assert found["input_sha256"] == hashlib.sha256(raw).hexdigest()
    assert found["request_id"] == decided["request_id"] != "audit-me"
    assert found["action"] == decided["action"] and found["rule"] == decided["rule"]
    assert found["facts"] == decided["facts"] and found["policy_version"] == "v1"
    for _ in range(2):  # paging needs more than one page, whatever ran before this test
        requests.post(server.url + "/v1/act", json=body, timeout=10).raise_for_status()
    deadline = time.monotonic() + 5
    while len(server.get("/v1/decisions?limit=3", operator=True).json()["items"]) < 3:
        assert time.monotonic() < deadline, "decisions not in the audit log"
        time.sleep(0.05)
    first = server.get("/v1/decisions?limit=2", operator=True).json()
    assert len(first["items"]) == 2 and first["next_cursor"] == first["items"][-1]["id"]
    second = server.get(f"/v1/decisions?limit=2&cursor={first['next_cursor']}", operator=True)
    assert all(d["id"] < first["next_cursor"] for d in second.json()["items"])
    bad = server.get("/v1/decisions?limit=0", operator=True)
    assert check("GET", "/v1/decisions", bad)["error"]["code"] == "validation_error"


def test_decision_ids_follow_time_order_and_the_live_cursor_misses_nothing(server, check, body_of):
    """Each worker logs its decisions in its own batches, so one decision can be committed
    after a later one of the other worker: its id still follows its time, and a reader polling
    with ``after`` = the last ``next_after`` (the console's live view) gets every decision, in
    commit order, once."""
    mine, seen, cursor = act_while_following([server.url], [body_of(k) for k in range(8)], 160)
    assert_time_order_and_nothing_missed(mine, seen, 160)
    beyond = server.get(f"/v1/decisions?after={cursor + 10**15}", operator=True)
    assert check("GET", "/v1/decisions", beyond)["error"]["code"] == "validation_error"


def test_metrics_aggregate_both_workers(server, check, body_of):
    rec = server.post(
        "/v1/constraints",
        {"text": "forbid go(x)", "author": "t", "reason": "metrics"},
        operator=True,
    ).json()
    try:
        server.post("/v1/act", body_of(1))
    finally:
        server.delete(f"/v1/constraints/{rec['id']}")
    resp = server.get("/metrics")
    check("GET", "/metrics", resp)
    text = resp.text
    assert 'folnn_http_requests_total{method="POST",route="/v1/act",status="200"}' in text
    assert "folnn_http_request_duration_seconds_bucket" in text
    assert f'folnn_blocked_actions_total{{constraint_id="{rec["id"]}",mode="enforce"}}' in text
    assert 'folnn_active_policy{sha256="' in text and 'version="v1"' in text


def test_every_route_is_in_the_spec(app, spec):
    routes = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint.endswith("static"):  # the app's and the console's static files
            continue
        path = re.sub(r"<[^>]+>", "{}", rule.rule).rstrip("/") or "/"
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            routes.add((method.lower(), path))
    documented = {
        (method, re.sub(r"\{[^}]+\}", "{}", path))
        for path, ops in spec["paths"].items()
        for method in ops
    }
    assert routes == documented


def test_play_client_takes_the_coin_with_the_shipped_policy(server, policy_root, game_path):
    import io

    from folnn.play import PlayArgs, run_play

    if not (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file():
        pytest.skip("no trained default policy is shipped under policies/fol-rules/ yet")
    assert server.post("/v1/policies/shipped/activate", operator=True).status_code == 200
    try:
        out = io.StringIO()
        code = run_play(PlayArgs(game=game_path, server=server.url, max_steps=100), out)
        transcript = out.getvalue()
        assert code == 0, transcript
        assert "take coin" in transcript and "because" in transcript
    finally:
        server.post("/v1/policies/v1/activate", FORCE, operator=True)


def test_play_client_reports_api_errors(game_path):
    import io

    from folnn.play import PlayArgs, run_play

    out = io.StringIO()
    code = run_play(PlayArgs(game=game_path, server="http://127.0.0.1:9", timeout_s=1), out)
    assert code == 2 and "cannot reach" in out.getvalue()
