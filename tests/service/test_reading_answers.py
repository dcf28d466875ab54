"""What was not read, and which task (issue 41, items 3 and 4; contract): ``/v1/facts`` and
``/v1/act`` list the unread sentences, an answer over unread text claims no rule, and a game of
another task is answered 422 ``unknown_task``, whether its text states the goal or its commands
show it. Against the app serving the shipped policy, the answers checked against openapi.yaml."""

from __future__ import annotations

import pytest

PORCH = "-= Porch =-\nThere is an exit to the north. To the west you see the zorblat."
CLEAR = "-= Porch =-\nThere is an exit to the north."


@pytest.fixture(scope="module")
def client(tmp_path_factory, settings_for, policy_root):
    from service import create_app

    if not (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file():
        pytest.skip("no trained default policy is shipped under policies/fol-rules/")
    app = create_app(settings_for(tmp_path_factory.mktemp("reading"), default_version="shipped"))
    return app.test_client()


def test_facts_list_the_unread_sentences(client):
    body = client.post("/v1/facts", json={"observation": PORCH, "history": []}).get_json()
    assert body["unread"] == ["To the west you see the zorblat."]
    assert (
        client.post("/v1/facts", json={"observation": CLEAR, "history": []}).get_json()["unread"]
        == []
    )


def test_an_answer_over_unread_text_claims_no_rule(client):
    clear = client.post("/v1/act", json={"observation": CLEAR, "history": []}).get_json()
    assert clear["fired"] is True and clear["unread"] == [] and clear["action"] == "go north"
    partial = client.post("/v1/act", json={"observation": PORCH, "history": []}).get_json()
    assert partial["action"] == "go north"  # what the rules rank first on what was read
    assert partial["fired"] is False and partial["rule"] is None and partial["facts"] == []
    assert partial["fallback"] == "partial_reading" and partial["unread"]


def test_a_stated_goal_of_another_task_is_422_unknown_task(client):
    text = (
        "Your objective is to find the brass key and put it in the wooden chest.\n\n"
        "-= Study =-\nThere is a coin on the desk. There is an exit to the west."
    )
    r = client.post("/v1/act", json={"observation": text, "history": []})
    assert r.status_code == 422
    error = r.get_json()["error"]
    assert error["code"] == "unknown_task" and "brass key" in error["detail"]["goal"]
    assert error["detail"]["task"].startswith("coin")  # the manifest's task (DEFAULT_TASK)
    later = client.post(
        "/v1/act",
        json={"observation": CLEAR, "history": [{"observation": text, "action": "go west"}]},
    )
    assert later.status_code == 422  # the game's goal stays stated for the whole game


def test_commands_of_another_task_are_422_unknown_task(client):
    room = (
        "You are in the chamber. In one part of the room you see a box. To the North you see"
        " the pantry. "
    )
    mapreader = ["inventory", "look around", "move north", "put map in box", "read map"]
    r = client.post("/v1/act", json={"observation": room, "history": [], "candidates": mapreader})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "unknown_task"
    coin = ["inventory", "look around", "move north", "take apple"]
    ok = client.post("/v1/act", json={"observation": room, "history": [], "candidates": coin})
    assert ok.status_code == 200 and ok.get_json()["action"] == "move north"


def test_the_end_of_the_game_answers_no_action(client):
    vault = "-= Vault =-\nThere is a coin on the floor. There is an exit to the west."
    end = "\nYou pick up the coin from the ground.\n\n*** The End ***\n"
    r = client.post(
        "/v1/act",
        json={"observation": end, "history": [{"observation": vault, "action": "take coin"}]},
    )
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "no_candidates"


def test_a_game_opening_the_reader_did_not_read_claims_no_rule(client):
    """Words before the game's first room that say something the reader does not read (no
    goal, no reply) may set the game's goal: the answers claim no rule until a goal is read,
    and list those words as unread, whether they open this text or the history's first."""
    opening = "The ring has vanished from its box the night before the wedding.\n\n"
    first = client.post("/v1/act", json={"observation": opening + CLEAR, "history": []})
    body = first.get_json()
    assert first.status_code == 200 and body["action"] == "go north"
    assert body["fired"] is False and body["fallback"] == "partial_reading"
    assert body["unread"] == [opening.strip()]
    hall = "-= Hall =-\nThere is an exit to the south. There is an exit to the east."
    later = client.post(
        "/v1/act",
        json={
            "observation": hall,
            "history": [{"observation": opening + CLEAR, "action": "go north"}],
        },
    ).get_json()
    assert later["fired"] is False and later["unread"] == [opening.strip()]
    told = "Your task is to find the coin and take it.\n\n"
    clear = client.post("/v1/act", json={"observation": told + CLEAR, "history": []}).get_json()
    assert clear["fired"] is True and clear["unread"] == []
