"""The Gymnasium environment on real small games: Gymnasium's own checker, the reward with and
without the discovery bonus, the end of an episode, and ``info`` holding the facts the converter
(and so the service) computes for the same history (issue 23, item 2)."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from converter.converter import FOLConverter, Turn
from training.games import textworld_game_set
from training.gymnasium_env import ENV_IDS, CoinCollector, FactVectors, register_envs


def test_a_game_file_passes_gymnasiums_checker(small_games):
    env = CoinCollector(small_games["hard5"])
    check_env(env, skip_render_check=True)
    env.close()


def test_a_registered_id_passes_the_checker_through_make(test_cache):
    assert "folnn/CoinCollector-easy-v0" in register_envs()
    assert register_envs(["folnn/CoinCollector-easy-v0"]) == ["folnn/CoinCollector-easy-v0"]
    options = {"games": 2, "games_dir": test_cache / "protocol"}
    env = gymnasium.make("folnn/CoinCollector-easy-v0", **options)
    first = textworld_game_set("easy", "train")[:2]
    assert [str(p) for p in env.unwrapped.games] == [
        str((test_cache / "protocol" / s.path).resolve()) for s in first
    ]
    assert env.unwrapped.max_steps == 50  # the training games' limit
    assert env.spec.max_episode_steps == 50
    check_env(env)
    env.close()


def test_every_id_states_its_step_limit():
    register_envs()
    assert gymnasium.spec("folnn/CoinCollector-easy-v0").max_episode_steps == 50
    assert gymnasium.spec("folnn/CoinCollector-hard-L15-v0").max_episode_steps == 100
    assert gymnasium.spec("folnn/CoinCollector-deep4-L5-v0").max_episode_steps == 200


def test_the_ids_cover_every_family_and_the_validation_levels():
    assert ENV_IDS["folnn/CoinCollector-hard-L15-v0"] == {
        "difficulty": "hard",
        "split": "valid",
        "level": 15,
    }
    assert {o["split"] for o in ENV_IDS.values()} == {"train", "valid"}  # never the test set
    assert ENV_IDS["folnn/CoinCollector-twx-L11-v0"] == {
        "difficulty": "twx",
        "split": "valid",
        "level": 11,
    }
    assert len(ENV_IDS) == 5 * (1 + 5) + (1 + 10)  # TextWorldExpress: train, sizes 2..11
    with pytest.raises(ValueError, match="unknown id"):
        register_envs(["folnn/CoinCollector-easy-v9"])


@pytest.mark.parametrize("bonus", [1.0, 0.0])
def test_the_walkthrough_earns_the_coin_and_the_discovery_bonus(small_games, walkthroughs, bonus):
    env = CoinCollector(small_games["medium5"], discovery_bonus=bonus)
    observation, info = env.reset(seed=0)
    assert info["steps"] == 0 and info["score"] == 0.0 and not info["won"]
    rooms = {info["room"]}
    total, history = 0.0, []
    for k, command in enumerate(walkthroughs["medium5"]):
        assert info["action_mask"][env.actions.index(command)] == 1  # the facts find its word
        previous = observation
        observation, reward, terminated, truncated, info = env.step(command)
        history.append(Turn(previous, command))
        total += reward
        new_room = info["room"] not in rooms
        rooms.add(info["room"])
        last = k == len(walkthroughs["medium5"]) - 1
        assert reward == pytest.approx((1.0 if last else 0.0) + bonus * new_room)
        assert (terminated, truncated) == (last, False)
    assert info["won"] and info["score"] == 1.0
    assert total == pytest.approx(1.0 + bonus * (len(rooms) - 1))
    # info's facts are the converter's (the service's) for the same observation and history
    table = FOLConverter().convert(observation, history)
    truth = {str(f): t for f, t in table.facts(env.vocabulary)}
    assert info["facts"] == [f for f, t in truth.items() if t >= 0.5]
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    env.close()


def test_an_episode_is_truncated_at_the_step_limit(small_games):
    env = CoinCollector(small_games["hard5"], max_steps=3)
    env.reset()
    ends = [env.step("take coin")[2:4] for _ in range(3)]
    assert ends == [(False, False), (False, False), (False, True)]
    env.close()


def test_bad_actions_and_options_are_refused(small_games, tmp_path):
    env = CoinCollector(small_games["easy3"])
    env.reset()
    with pytest.raises(ValueError, match="unknown action"):
        env.step("dance")
    with pytest.raises(ValueError, match="action must be in"):
        env.step(99)
    env.close()
    with pytest.raises(ValueError, match="either a game file or a difficulty"):
        CoinCollector()
    with pytest.raises(ValueError, match="no game file"):
        CoinCollector(tmp_path / "absent.z8")
    with pytest.raises(ValueError, match="discovery_bonus"):
        CoinCollector(small_games["easy3"], discovery_bonus=-1)


def test_a_seeded_reset_draws_the_same_game(test_cache):
    env = CoinCollector(difficulty="easy", games=2, games_dir=test_cache / "protocol")
    firsts = [env.reset(seed=s)[1]["game"] for s in (1, 2, 1, 2)]
    assert firsts[:2] == firsts[2:]
    assert env.reset(options={"game": 1})[1]["game"] == str(env.games[1])
    assert isinstance(env.action_space.sample(), np.integer)
    env.close()


def test_the_twx_family_plays_in_its_own_spelling_with_facts_and_valid_actions():
    register_envs(["folnn/CoinCollector-twx-L3-v0"])
    env = gymnasium.make("folnn/CoinCollector-twx-L3-v0", discovery_bonus=0.0)
    observation, info = env.reset(seed=0)
    assert observation.startswith("You are in the kitchen.")
    assert info["game"].startswith("twx/valid/rooms03-") and "look around" in info["valid_actions"]
    assert env.unwrapped.max_steps == 100 and env.unwrapped.spelling["go north"] == "move north"
    direction = next(a for a in info["valid_actions"] if a.startswith("move "))
    _, reward, terminated, truncated, info = env.step(direction.replace("move", "go"))
    assert not terminated and not truncated and reward == 0.0
    env.close()


def test_a_twx_game_passes_the_env_checker_and_takes_the_game_s_own_commands():
    from training.twx import TwxSpec

    env = CoinCollector(TwxSpec("train", 0, 5, True, 2))  # the pantry behind a closed door north
    check_env(env)
    _, info = env.reset(seed=0)
    assert "open door to north" in info["valid_actions"]
    observation, *_ = env.step("open door to north")  # the game's command, not the vocabulary's
    assert "revealing the pantry" in observation
    _, reward, *_ = env.step("go north")  # the vocabulary's, spelled move north
    assert reward == 1.0  # a new room
    with pytest.raises(ValueError, match="unknown action"):
        env.step("xyzzy")


def test_fact_vectors_give_the_facts_as_the_observation(small_games):
    env = FactVectors(CoinCollector(small_games["easy5"]))
    check_env(env, skip_render_check=True)
    vector, info = env.reset(seed=0)
    assert vector.dtype == np.float32 and vector.shape == env.observation_space.shape
    assert env.names[0] == "find(north)" and env.names[-1] == "all_visited"
    for _ in range(4):
        true = {name for name, truth in zip(env.names, vector, strict=True) if truth == 1.0}
        assert true == set(info["facts"]) and info["text"].strip()
        action = int(np.flatnonzero(info["action_mask"])[0])
        vector, _, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break
    env.close()


def test_the_twx_action_space_holds_every_verb_of_its_family():
    # issue 40, item 8: Discrete(5) had no `open`, so a door could not be opened through it
    from training.twx import TwxSpec

    env = CoinCollector(TwxSpec("train", 0, 5, True, 2))  # the pantry behind a closed door north
    actions = env.actions
    assert {a.split()[0] for a in actions} == {"go", "open", "take"}
    assert env.action_space.n == len(actions) and "open north" in actions
    _, info = env.reset(seed=0)
    assert "closed(north)" in info["facts"]
    assert len(info["action_mask"]) == env.action_space.n  # one entry per action
    found = {a for a, m in zip(actions, info["action_mask"], strict=True) if m}
    assert {"go north", "open north"} <= found
    _, _, _, _, info = env.step(actions.index("open north"))  # as an index of the space
    assert "closed(north)" not in info["facts"]
    env.close()
    assert CoinCollector(difficulty="easy", split="valid", level=5, games=1).action_space.n == 5


def test_register_envs_names_what_it_expected():
    with pytest.raises(TypeError, match="register_envs: ids must be None or a list of ids"):
        register_envs("folnn/CoinCollector-easy-v0")
    with pytest.raises(ValueError, match="register_envs: unknown id 'nope'; ids: folnn/"):
        register_envs(["nope"])
