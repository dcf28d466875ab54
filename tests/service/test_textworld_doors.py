"""TextWorld opens a door by its name (``open teak door``; converter/data/families.json's
``{door}`` slot): the service spells the policy's ``open(x)`` so, where the room names one door
at x by a name no other of its doors has, and reads such a command back (a candidate, a history's
action) by the room's doors. A real TextWorld game with a closed door between the player and the
coin, made with TextWorld's GameMaker, is won through the agent (the service's decision code)
with and without its admissible commands, and answered so by the app."""

from __future__ import annotations

import pytest

from service.commands import door_names

TWO_DOORS = (
    "-= Garden Shed =-\nYou arrive in a garden shed.\n\nThere is a closed wicker door leading"
    " north. There is a closed wicker door leading east.\n\n"
)
NAMED = "-= Pump House =-\nYou are in a pump house.\n\nThere is a closed teak door leading south."
GAME_SEED = 20261130
"""The GameMaker's and the compiler's seed: the same game on every run."""


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    """A two-room TextWorld game: a closed teak door south of the start, the coin beyond it, its
    objective the coin collector's wording."""
    textworld = pytest.importorskip("textworld")
    from textworld.generator import compile_game

    seeded = textworld.GameOptions()
    seeded.seeds = GAME_SEED  # TextWorld names the start room from its grammar at random: unseeded,
    # it sometimes drew "cellar" too and Inform 7 refused the game (two rooms of one name)
    maker = textworld.GameMaker(seeded)
    start, cellar = maker.new_room("Pump House"), maker.new_room("Cellar")
    door = maker.new_door(maker.connect(start.south, cellar.north), name="teak door")
    maker.add_fact("closed", door)
    maker.set_player(start)
    cellar.add(maker.new(type="o", name="coin"))
    maker.set_quest_from_commands(["open teak door", "go south", "take coin"])
    built = maker.build()
    built.objective = "Your objective is to pick up the coin from the floor of the cellar."
    options = textworld.GameOptions()
    options.seeds = GAME_SEED
    options.path = str(tmp_path_factory.mktemp("tw-door") / "door.z8")
    return compile_game(built, options)


@pytest.fixture(scope="module")
def agent(policy_root):
    from folnn import Agent

    if not (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file():
        pytest.skip("no trained default policy is shipped under policies/fol-rules/")
    return Agent.load(policy_root / "fol-rules" / "shipped")


@pytest.mark.parametrize("with_candidates", [False, True])
def test_a_textworld_game_with_a_closed_door_is_won(game, agent, with_candidates):
    import textworld

    env = textworld.start(game, request_infos=textworld.EnvInfos(admissible_commands=True))
    state, history, done, answers = env.reset(), [], False, []
    for _ in range(6):
        candidates = state.admissible_commands if with_candidates else None
        answer = agent.act(state.feedback, history, candidates)
        answers.append((answer.action, answer.rule))
        history.append((state.feedback, answer.action))
        state, _, done = env.step(answer.action)
        if done:
            break
    env.close()
    assert done and state.score == 1, answers
    assert answers[0] == ("open teak door", "closed(south) → open(south)")
    assert [a for a, _ in answers] == ["open teak door", "go south", "take coin"]


def test_the_app_spells_and_reads_a_door_by_its_name(tmp_path, settings_for, policy_root):
    from service import create_app

    if not (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file():
        pytest.skip("no trained default policy is shipped under policies/fol-rules/")
    client = create_app(settings_for(tmp_path, default_version="shipped")).test_client()
    plain = client.post("/v1/act", json={"observation": NAMED, "history": []}).get_json()
    assert (plain["action"], plain["fired"]) == ("open teak door", True)
    assert plain["scores"].keys() >= {"open teak door", "go south"}
    sent = ["examine teak door", "open teak door", "inventory"]
    asked = client.post(
        "/v1/act", json={"observation": NAMED, "history": [], "candidates": sent}
    ).get_json()
    assert (asked["action"], asked["fired"]) == ("open teak door", True)


def test_two_doors_of_one_name_are_not_opened_by_it(agent):
    """ "open wicker door" would ask the game which one is meant: no command names either, and
    the answer claims no rule it cannot carry out."""
    tracker = agent.converter.track(TWO_DOORS, [])
    assert door_names(tracker) == {}
    answer = agent.act(TWO_DOORS)
    assert not answer.action.startswith("open") and answer.fired is False
