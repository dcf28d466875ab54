"""The oracle: a seeded depth-first explorer that solves games, optimally on easy ones."""

from __future__ import annotations

import random

import pytest

from training.oracle import (
    DepthFirstExplorer,
    GameMap,
    oracle_mean_steps,
    oracle_steps,
    planned_steps,
    shortest_path_steps,
)


def _tree() -> GameMap:
    #   d - a - b       start a; dead end d (west), coin in c
    #           |
    #           c
    exits = {
        "a": {"west": "d", "east": "b"},
        "d": {"east": "a"},
        "b": {"west": "a", "south": "c"},
        "c": {"north": "b"},
    }
    return GameMap(exits=exits, start="a", coin_room="c")


def _play(game_map: GameMap, rng: random.Random) -> list[str]:
    explorer, room, commands = DepthFirstExplorer(rng), game_map.start, []
    while len(commands) < 20:
        command = explorer.act(room, game_map.exits[room], room == game_map.coin_room)
        commands.append(command)
        if command == "take coin":
            return commands
        room = game_map.exits[room][command.split()[1]]
    raise AssertionError(f"no coin after {commands}")


def test_explorer_backtracks_from_dead_ends_and_takes_the_coin():
    runs = {tuple(_play(_tree(), random.Random(seed))) for seed in range(20)}
    assert runs == {
        ("go east", "go south", "take coin"),
        ("go west", "go east", "go east", "go south", "take coin"),
    }


def test_game_map_from_the_stored_game_matches_its_walkthrough(small_games, walkthroughs):
    for name, path in small_games.items():
        game_map = GameMap.load(path)
        assert shortest_path_steps(game_map) == len(walkthroughs[name])
        level = int(name[-1])
        distractors = {"easy": 0, "medium": 1, "hard": 2}[name[:-1]]
        assert len(game_map.exits) == level * (1 + distractors)


@pytest.mark.parametrize("name", ["easy3", "easy5"])
def test_oracle_is_optimal_on_easy_games(small_games, name):
    level = int(name[-1])
    assert {oracle_steps(small_games[name], seed) for seed in range(3)} == {level}


@pytest.mark.parametrize("name", ["medium3", "medium5", "hard3", "hard5"])
def test_oracle_solves_distractor_games_with_whole_detours(small_games, name):
    shortest = shortest_path_steps(GameMap.load(small_games[name]))
    for seed in range(3):
        steps = oracle_steps(small_games[name], seed)
        assert shortest <= steps < 100
        assert (steps - shortest) % 2 == 0  # each detour is a dead end walked in and out
    assert oracle_steps(small_games[name], 7) == oracle_steps(small_games[name], 7)


def test_oracle_mean_seeds_game_i_with_seed_plus_i(small_games):
    paths = [small_games["medium5"], small_games["hard5"]]
    expected = (oracle_steps(paths[0], 40) + oracle_steps(paths[1], 41)) / 2
    assert oracle_mean_steps(paths, 40) == expected


def test_planned_steps_on_the_map_agree_with_real_play(small_games):
    for path in small_games.values():
        game_map = GameMap.load(path)
        for seed in (0, 1):
            assert planned_steps(game_map, seed) == oracle_steps(path, seed)


def test_oracle_gives_up_at_the_cap(small_games):
    assert oracle_steps(small_games["easy5"], 0, max_steps=3) == 3
    assert planned_steps(GameMap.load(small_games["easy5"]), 0, max_steps=3) == 3
