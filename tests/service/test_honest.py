"""Honest answers (issue 20, finding 7): never an action on a word the facts do not find; 422
``no_candidates`` when no candidate is left; ``fired: false``, no rule and the named fallback
when no rule fires; and ``fired`` carried by the log, its filter, the detail and the exports."""

from __future__ import annotations

import csv
import io
import json

import numpy as np
import pytest

from converter.converter import FOLConverter
from model.policy import Explanation
from service.decision import FALLBACK, choose, supported
from service.enums import PARTIAL
from tests.service.conftest import EXPLORED, START_ROOM

OP = {"Authorization": "Bearer test-operator-token"}
VAULT = "-= Vault =-\nThere is a coin on the floor. There is an exit to the west. "


@pytest.fixture(scope="module")
def shipped(tmp_path_factory, settings_for, policy_root):
    """The app in-process, serving the shipped (trained) policy."""
    from service import create_app

    if not (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file():
        pytest.skip("no trained default policy is shipped under policies/fol-rules/")
    app = create_app(settings_for(tmp_path_factory.mktemp("honest"), default_version="shipped"))
    return app


def _newest(app, client) -> dict:
    app.extensions["folnn"].decisions.flush()
    return client.get("/v1/decisions?limit=1", headers=OP).get_json()["items"][0]


def test_no_found_word_is_422_no_candidates_and_logged(shipped):
    client = shipped.test_client()
    resp = client.post("/v1/act", json={"observation": "hello world"})
    assert resp.status_code == 422
    err = resp.get_json()["error"]
    assert err["code"] == "no_candidates"
    # nothing names the game's family: the default, interactive fiction, whose grammar spells
    # every verb of the shipped policy (go, open, take: 9 actions; TextWorld's spells 5)
    assert err["detail"]["found"] == [] and err["detail"]["candidates"] == 9
    logged = _newest(shipped, client)
    assert logged["request_id"] == err["detail"]["request_id"]
    assert logged["status"] == 422 and logged["action"] is None and logged["fired"] is None


def test_candidates_on_words_the_facts_do_not_find_are_422(shipped):
    client = shipped.test_client()
    resp = client.post("/v1/act", json={"observation": START_ROOM, "candidates": ["take coin"]})
    assert resp.status_code == 422
    assert resp.get_json()["error"]["detail"]["found"] == ["north"]


def test_no_rule_firing_says_so_and_names_the_fallback(shipped):
    client = shipped.test_client()
    out = client.post("/v1/act", json=EXPLORED).get_json()
    # before: "take coin" in a room without a coin, shown as find(coin) → take(coin)
    assert out["action"] == "go north"
    assert out["fired"] is False and out["fallback"] == FALLBACK
    assert out["rule"] is None and out["rule_id"] is None and out["facts"] == []
    assert set(out["scores"]) == {"go north"}


def test_a_fired_rule_is_answered_with_its_gate(shipped):
    client = shipped.test_client()
    out = client.post("/v1/act", json={"observation": VAULT}).get_json()
    assert out["action"] == "take coin" and out["fired"] is True and out["fallback"] is None
    assert out["rule"].endswith("→ take(coin)") and out["facts"]


def test_the_enforced_constraint_game_never_answers_an_unsupported_take(shipped):
    """The reviewer's game: with `forbid take(x) when find(x)` enforced, the coin can never be
    taken; back in the explored start room the answer is a move the facts support, never
    `take coin` in a room without a coin."""
    client = shipped.test_client()
    made = client.post(
        "/v1/constraints",
        json={"text": "forbid take(x) when find(x)", "author": "t", "reason": "test"},
        headers=OP,
    ).get_json()
    try:
        out = client.post("/v1/act", json=EXPLORED).get_json()
        assert out["action"] == "go north" and out["fired"] is False
        vault = client.post("/v1/act", json={"observation": VAULT}).get_json()
        assert vault["action"] == "go west" and vault["blocked"][0]["action"] == "take coin"
    finally:
        client.delete(f"/v1/constraints/{made['id']}", headers=OP)


def test_fired_is_in_the_log_its_filter_the_detail_and_the_exports(shipped):
    client = shipped.test_client()
    fell_back = client.post("/v1/act", json=EXPLORED).get_json()
    fired = client.post("/v1/act", json={"observation": VAULT}).get_json()
    shipped.extensions["folnn"].decisions.flush()
    by_request = {}
    for flag in ("true", "false"):
        items = client.get(f"/v1/decisions?fired={flag}&limit=500", headers=OP).get_json()
        assert items["items"] and {d["fired"] for d in items["items"]} == {flag == "true"}
        by_request.update({d["request_id"]: d for d in items["items"]})
    assert by_request[fell_back["request_id"]]["rule"] is None
    assert by_request[fired["request_id"]]["rule"] == fired["rule"]
    detail = client.get(
        f"/v1/decisions/{by_request[fell_back['request_id']]['id']}", headers=OP
    ).get_json()
    assert detail["fired"] is False and detail["facts"] == []
    bad = client.get("/v1/decisions?fired=maybe", headers=OP)
    assert bad.status_code == 422
    jsonl = client.get("/v1/decisions/export?format=jsonl&fired=false", headers=OP)
    lines = [json.loads(line) for line in jsonl.get_data(as_text=True).split("\n") if line]
    assert lines and all(line["fired"] is False for line in lines)
    text = client.get("/v1/decisions/export?format=csv", headers=OP).get_data(as_text=True)
    rows = {r["request_id"]: r for r in csv.DictReader(io.StringIO(text))}
    assert rows[fell_back["request_id"]]["fired"] == "false"
    assert rows[fired["request_id"]]["fired"] == "true"


# --- the choice itself -------------------------------------------------------------------------


def _why(fired: bool) -> Explanation:
    return Explanation("go north", 0.5, fired, "direction/0", "⊤ → go(north)", ())


def test_choose_prefers_a_fired_rule_over_a_higher_ranked_unfired_one():
    ranking = np.array([0.9, 0.4, 0.1], np.float32)
    choice = choose([0, 1, 2], ranking, lambda a: _why(a == 1))
    assert choice.action == 1 and choice.fired and choice.fallback is None


def test_choose_falls_back_to_the_highest_ranked_then_first_candidate():
    ranking = np.array([0.2, 0.7, 0.7], np.float32)
    choice = choose([0, 1, 2], ranking, lambda a: _why(False))
    assert choice.action == 1 and not choice.fired and choice.fallback == FALLBACK
    with pytest.raises(ValueError):
        choose([], ranking, lambda a: _why(False))


def test_supported_keeps_the_candidates_whose_word_is_found():
    conv = FOLConverter()
    table = conv.convert(VAULT, [])
    words = conv.vocabulary.words
    kept = supported(table, conv.vocabulary, range(len(words)))
    assert {words[a] for a in kept} == {"coin", "west"}


# --- denials (the red-team review): a text that says there is none is no fact ---------------

DENIALS = {
    "-= Hall =-\nThere is no exit to the north. There is an exit to the east.": {"east"},
    "-= Hall =-\nThere is not a wooden door leading west. You can't go south.": set(),
    "-= Hall =-\nThere is no coin here. You cannot go north. Why not go east?": {"east"},
    "-= Hall =-\nThere are no coins on the floor. There is a coin on the floor.": {"coin"},
}


@pytest.mark.parametrize("text", sorted(DENIALS))
def test_a_denied_exit_or_coin_is_never_found_nor_answered(server, text):
    """Before, every word of these texts was found: "There is no exit to the north" answered
    `go north` with find(north) → go(north) as if the text said so."""
    facts = server.post("/v1/facts", {"observation": text}).json()["facts"]
    found = {f["args"][0] for f in facts if f["predicate"] == "find" and f["truth"] >= 0.5}
    assert found == DENIALS[text]
    resp = server.post("/v1/act", {"observation": text})
    if not found:
        assert resp.status_code == 422 and resp.json()["error"]["code"] == "no_candidates"
        return
    out = resp.json()
    assert resp.status_code == 200 and out["action"].split()[1] in found
    assert all(f["args"][0] in found for f in out["facts"] if f["predicate"] == "find")


# --- every answer against its own facts (the red-team review's probe, kept) ------------------

_PIECES = (
    "There is an exit to the east.",
    "There is an exit to the north.",
    "exits to the west and south",
    "There is a coin on the floor.",
    "You pick up the coin from the ground.",
    "You drop the coin.",
    "You can't go that way.",
    "coin",
    "north",
    "go south",
    "There are coins here.",
    "There is no exit to the west.",
    ">  -= Attic =-3/7",
    "\n",
    "The door leads east.",
    "the north exit",
)
_HEADERS = ("-= Hall =-", "-= Kitchen =-", "-= Attic =-")
ACTIONS = ("go north", "go south", "go east", "go west", "take coin")
_MOVES = (
    "go north",
    "go south",
    "go east",
    "go west",
    "take coin",
    "north",
    "look",
    "",
    "drop coin",
)


def _random_body(rng) -> dict:
    def text() -> str:
        return " ".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 5)))

    history = [
        {"observation": rng.choice(_HEADERS) + "\n" + text(), "action": rng.choice(_MOVES)}
        for _ in range(rng.randint(0, 6))
    ]
    body = {"observation": rng.choice(_HEADERS) + "\n" + text(), "history": history}
    if rng.random() < 0.3:
        body["candidates"] = rng.sample(sorted(ACTIONS), rng.randint(1, 3))
    return body


def test_every_answer_is_justified_by_the_facts_it_reports(shipped):
    """300 random requests (headers, exits, the coin, take, drop, failed moves, status lines,
    denials, random histories and candidates), each answer checked against ``/v1/facts`` of the
    same input: the action's word is found and among the candidates, every firing fact has the
    table's truth, a fired rule has only true literals, and an unfired answer names no rule.
    The live review sent 1,500 such requests: 0 answers failed any check."""
    import random

    rng, client, answered = random.Random(20), shipped.test_client(), 0
    for _ in range(300):
        body = _random_body(rng)
        table = client.post("/v1/facts", json={k: body[k] for k in ("observation", "history")})
        truth = {(f["predicate"], tuple(f["args"])): f["truth"] for f in table.get_json()["facts"]}
        found = {a for a in body.get("candidates", ACTIONS) if truth[("find", (a.split()[1],))]}
        resp = client.post("/v1/act", json=body)
        if not found:
            assert resp.status_code == 422, body
            continue
        out, answered = resp.get_json(), answered + 1
        assert resp.status_code == 200 and out["action"] in found, body
        for lit in out["facts"]:
            t = truth[(lit["predicate"], tuple(lit["args"]))]
            assert lit["truth"] == pytest.approx(1 - t if lit["negated"] else t), body
            assert lit["args"] in ([], [out["action"].split()[1]]), body
        if out["fired"]:
            assert out["rule"] and out["facts"] and out["fallback"] is None, body
            assert all(lit["truth"] >= 0.5 for lit in out["facts"]), body
        else:
            # unfired: the policy's rules did not fire, or the reading was partial (unread)
            expected = PARTIAL if out["unread"] else FALLBACK
            assert out["rule"] is None and out["facts"] == [] and out["fallback"] == expected
    assert answered > 150  # most requests name a found word
