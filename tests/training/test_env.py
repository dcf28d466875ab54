"""CoinCollectorEnv: raw feedback, discovery bonus once per room, score change, done/won, caps."""

from __future__ import annotations

import pytest

from training.env import CoinCollectorEnv, Step, room_of

_BACK = {"north": "south", "south": "north", "east": "west", "west": "east"}


def test_room_of_reads_the_status_line():
    assert room_of("\nYou can't go that way.\n\n>        -= Laundry Place =-0/4") == "Laundry Place"
    assert room_of("-= Attic =-\nYou are in an attic.\n>   -= Vault =-1/5") == "Vault"
    assert room_of("no status line here") is None


def test_reset_returns_raw_feedback_and_counts_the_start_room(small_games):
    with CoinCollectorEnv(small_games["easy3"], max_steps=50) as env:
        text = env.reset()
        assert "coin" in text  # the objective
        assert room_of(text) == env.room is not None
        assert text.count(f"-= {env.room} =-") == 2  # the room description and the status line
        assert env.steps == 0 and not env.done


def test_walkthrough_earns_bonus_per_new_room_then_the_coin(small_games, walkthroughs):
    moves = walkthroughs["easy3"]  # e.g. ["go east", "go north", "take coin"]
    with CoinCollectorEnv(small_games["easy3"], max_steps=50) as env:
        env.reset()
        start = env.room
        first = env.step(moves[0])
        assert isinstance(first, Step)
        assert first.reward == 1.0 and not first.done and first.steps == 1
        assert env.room != start
        back = env.step("go " + _BACK[moves[0].split()[1]])
        assert back.reward == 0.0 and env.room == start  # the start was counted at reset
        again = env.step(moves[0])
        assert again.reward == 0.0  # seen already in this episode
        for move in moves[1:-1]:
            assert env.step(move).reward == 1.0
        end = env.step(moves[-1])
        assert end == Step(end.observation, 1.0, True, True, len(moves) + 2, 1.0)
        with pytest.raises(RuntimeError):
            env.step("go north")


def test_invalid_commands_earn_nothing_and_keep_the_room(small_games):
    with CoinCollectorEnv(small_games["easy5"], max_steps=50) as env:
        env.reset()
        room = env.room
        for command in ("go coin", "take north", "take coin"):
            step = env.step(command)
            assert step.reward == 0.0 and not step.done and env.room == room


def test_episode_ends_at_max_steps_and_reset_starts_over(small_games, walkthroughs):
    with CoinCollectorEnv(small_games["easy5"], max_steps=2, discovery_bonus=0.5) as env:
        env.reset()
        assert env.step("take coin").done is False
        last = env.step("take coin")
        assert last.done and not last.won and last.steps == 2
        env.reset()
        step = env.step(walkthroughs["easy5"][0])
        assert step.reward == 0.5 and step.steps == 1  # bonus scaled by beta, fresh episode


def test_a_new_episode_forgets_the_rooms_seen(small_games, walkthroughs):
    with CoinCollectorEnv(small_games["medium3"], max_steps=50) as env:
        for _ in range(2):
            env.reset()
            assert env.step(walkthroughs["medium3"][0]).reward == 1.0
