"""One service, both families (issue 32): a TextWorldExpress game played through a real gunicorn
with its text unchanged and its valid actions as candidates, answered in its own spelling; the
candidates the policy cannot score are ignored; a move the game refused is never answered again
in the same state."""

from __future__ import annotations

import shutil

import pytest

from tests.service.conftest import Server, free_port, server_env, start_server, stop_server

KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also a fridge "
    "that is closed. \nTo the North you see a closed frosted-glass door. To the West you see the "
    "corridor. "
)
REFUSED = "You can't move there, the door is closed. "
CANDIDATES = [
    "close door to north",
    "inventory",
    "look around",
    "move north",
    "move west",
    "open door to north",
    "take brown cap",
]


@pytest.fixture(scope="module")
def shipped(tmp_path_factory, policy_root) -> Server:
    """gunicorn serving the shipped default policy (the paper's method, trained on
    TextWorldExpress: go, open and take)."""
    if not (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file():
        pytest.skip("no trained default policy is shipped under policies/fol-rules/")
    data_dir = tmp_path_factory.mktemp("twx-data")
    env = server_env(data_dir, policy_root, free_port(), FOLNN_DEFAULT_VERSION="shipped")
    proc = start_server(env, data_dir / "server.log")
    yield Server(f"http://127.0.0.1:{env['PORT']}", proc, data_dir)
    stop_server(proc)


@pytest.fixture(scope="module")
def twx():
    if shutil.which("java") is None:
        pytest.skip("TextWorldExpress needs Java (make setup installs it)")
    from textworld_express import TextWorldExpressEnv

    env = TextWorldExpressEnv(envStepLimit=110)
    yield env
    env.close()


def test_the_answer_is_one_of_the_games_commands_verbatim(shipped):
    out = shipped.post("/v1/act", {"observation": KITCHEN, "candidates": CANDIDATES})
    assert out.status_code == 200, out.text
    body = out.json()
    assert body["action"] in CANDIDATES and body["action"].startswith("move ")
    assert body["fired"] and body["rule"].endswith(")")
    # scored: the candidates the policy reads, in the game's spelling (close is no verb of it)
    assert set(body["scores"]) == {"move north", "move west", "open door to north"}


def test_without_candidates_the_answer_is_in_the_games_spelling(shipped):
    body = shipped.post("/v1/act", {"observation": KITCHEN}).json()
    assert body["action"] in {"move north", "move west"}
    textworld = "-= Attic =-\nThere is an unblocked exit to the north."
    assert shipped.post("/v1/act", {"observation": textworld}).json()["action"] == "go north"


def test_a_refused_move_is_never_answered_again_in_the_same_state(shipped):
    refused = {
        "observation": REFUSED,
        "history": [{"observation": KITCHEN, "action": "move north"}],
    }
    body = shipped.post("/v1/act", {**refused, "candidates": CANDIDATES}).json()
    assert body["action"] == "move west" and "move north" not in body["scores"]
    only = shipped.post("/v1/act", {**refused, "candidates": ["move north", "look around"]})
    assert only.status_code == 422 and only.json()["error"]["code"] == "no_candidates"
    opened = {
        "observation": "You open the frosted-glass door, revealing the pantry. ",
        "history": [*refused["history"], {"observation": REFUSED, "action": "open door to north"}],
        "candidates": ["move north", "look around"],
    }
    after = shipped.post("/v1/act", opened)
    assert after.status_code == 200 and after.json()["action"] == "move north"  # a new state


def test_only_unscorable_candidates_are_refused_as_before(shipped):
    out = shipped.post("/v1/act", {"observation": KITCHEN, "candidates": ["look around"]})
    assert out.status_code == 422 and out.json()["error"]["code"] == "unknown_candidate"


@pytest.mark.parametrize("rooms", range(2, 12))
def test_a_game_without_doors_is_won_through_the_service(shipped, twx, rooms):
    from bench.twx_act import play

    seed = twx.getValidSeedsTest()[rooms]

    def post(body):
        resp = shipped.post("/v1/act", body)
        return resp.status_code, resp.json()

    params = f"numLocations={rooms},includeDoors=0,numDistractorItems=2"
    result = play(post, twx, seed, "test", params, max_steps=100)
    assert result["won"], result
    assert result["fired"] == result["steps"]  # a rule justified every answer


@pytest.mark.parametrize("rooms", range(2, 12))
def test_a_game_with_doors_is_won_through_the_service(shipped, twx, rooms):
    """The shipped policy (trained on TextWorldExpress: go, open and take learned) opens the
    doors it needs: every size won, every answer a fired rule, no refused move answered."""
    from bench.twx_act import play

    seed = twx.getValidSeedsTest()[rooms]
    answers = []

    def post(body):
        resp = shipped.post("/v1/act", body)
        answers.append((body, resp.json()))
        return resp.status_code, resp.json()

    params = f"numLocations={rooms},includeDoors=1,numDistractorItems=2"
    result = play(post, twx, seed, "test", params, max_steps=100)
    assert result["won"], result
    assert result["fired"] == result["steps"]
    for body, answer in answers:  # never the move the game refused just before
        if body["observation"] == REFUSED:
            assert answer["action"] != body["history"][-1]["action"]


def test_a_client_that_opens_doors_itself_is_answered_from_its_history(shipped, twx):
    """The client opens the first closed door it meets itself (its history holds its own
    ``open door to D``) and asks the service for every other step: the games are won (the
    policy shipped before, trained on TextWorld without ``closed``, walked back and forth
    between two rooms there until the step limit)."""
    seeds = twx.getValidSeedsTest()
    for rooms in (4, 6, 7):
        obs, info = twx.reset(
            seed=seeds[rooms + 24],
            gameFold="test",
            gameName="coin",
            gameParams=f"numLocations={rooms},includeDoors=1,numDistractorItems=2",
        )
        history, opened, won = [], False, False
        for _ in range(100):
            valid = sorted(info["validActions"])
            doors = [a for a in valid if a.startswith("open door to ")]
            if doors and not opened:
                action, opened = doors[0], True
            else:
                body = {"observation": obs, "history": history, "candidates": valid}
                out = shipped.post("/v1/act", body)
                assert out.status_code == 200, out.text
                action = out.json()["action"]
            new_obs, _, done, info = twx.step(action)
            history.append({"observation": obs, "action": action})
            obs = new_obs
            if done:
                won = info["score"] >= 1.0
                break
        assert opened and won, (rooms, [h["action"] for h in history])


def _policy_over(root, version: str, vocabulary) -> None:
    """A freshly initialised FOL-LNN policy over ``vocabulary`` saved as fol-rules/<version>."""
    from model.policy import FolLnnPolicy, PolicyConfig
    from model.registry import save_artifact

    policy = FolLnnPolicy(PolicyConfig(vocabulary=vocabulary.to_dict(), seed=4))
    save_artifact(
        policy,
        root,
        "fol-rules",
        version,
        method="fol-lnn",
        network="lnn-and-or",
        training={"seed": 4, "note": "freshly initialised: a vocabulary with the new predicates"},
        evaluation={},
        rules=[r.to_dict() for r in policy.rules()],
    )


def test_a_policy_that_reads_the_new_predicates_is_served_with_them(tmp_path, settings_for):
    from converter.converter import FOLConverter
    from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES, Vocabulary
    from service import create_app

    paper = FOLConverter().vocabulary  # the paper's verbs (go, take) over every predicate
    vocabulary = Vocabulary(paper.classes, CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES)
    _policy_over(tmp_path / "p", "doors", vocabulary)
    client = create_app(
        settings_for(tmp_path, policies_dir=tmp_path / "p", default_version="doors")
    ).test_client()
    body = {"observation": REFUSED, "history": [{"observation": KITCHEN, "action": "move north"}]}
    facts = client.post("/v1/facts", json=body).get_json()["facts"]
    true = {f"{f['predicate']}({','.join(f['args'])})" for f in facts if f["truth"] == 1.0}
    assert {"refused(north)", "closed(north)", "find(west)"} <= true
    assert len(facts) == 5 * 5 + 1
    out = client.post("/v1/act", json={**body, "candidates": CANDIDATES})
    assert out.status_code == 200 and out.get_json()["action"] == "move west"


def test_a_vocabulary_the_converter_cannot_ground_is_refused(tmp_path):
    from converter import FOLConverter
    from converter.facts import Vocabulary
    from model.artifact import ArtifactError
    from service.policies import PolicyRegistry

    base = FOLConverter().vocabulary
    smelly = Vocabulary(base.classes, ("find", "smells"), base.nullary_predicates)
    _policy_over(tmp_path, "smelly", smelly)
    with pytest.raises(ArtifactError, match="cannot be served.*smells"):
        PolicyRegistry(tmp_path, "fol-rules", FOLConverter()).load("smelly")


def test_the_act_bench_plays_the_test_folds_games_beside_the_one_oracle(twx):
    """``bench.twx_act`` had a depth-first explorer of its own beside ``training.oracle``'s
    (issue 34): its reference is now the oracle's, on the same games as before, and its
    expectation over the oracle's exit orders (issue 42)."""
    from bench import twx_act
    from training import oracle

    seeds = twx.getValidSeedsTest()
    assert [(spec.seed, spec.params) for spec in twx_act.games(2, 0)] == [
        (seeds[n], f"numLocations={n},includeDoors={doors},numDistractorItems=2")
        for doors in (0, 1)
        for n in range(2, 12)
    ]
    assert twx_act.expected_oracle_steps is oracle.expected_oracle_steps
    assert twx_act.ActArgs().explorer_orders == oracle.EXIT_ORDERS
    assert not hasattr(twx_act, "depth_first")
