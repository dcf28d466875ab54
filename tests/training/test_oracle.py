"""The oracle: a seeded depth-first explorer that solves games, optimally on easy ones."""

from __future__ import annotations

import random

import pytest

from training.games import load_manifest
from training.oracle import (
    EXIT_ORDERS,
    DepthFirstExplorer,
    GameMap,
    OracleActor,
    expected_oracle_steps,
    oracle_game_steps,
    oracle_mean_steps,
    oracle_steps,
    planned_orders,
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


def _deep_tree() -> GameMap:
    #   e - d - a - b - c      start a, coin in c; west of a a branch two rooms deep that forks
    #       |                  at d: from f the explorer must go back through d (every exit of d
    #       f                  visited) to a, then east
    exits = {
        "a": {"west": "d", "east": "b"},
        "d": {"east": "a", "west": "e", "south": "f"},
        "e": {"east": "d"},
        "f": {"north": "d"},
        "b": {"west": "a", "east": "c"},
        "c": {"west": "b"},
    }
    return GameMap(exits=exits, start="a", coin_room="c")


def test_explorer_backtracks_through_a_branching_room_whose_exits_are_all_visited():
    runs = {tuple(_play(_deep_tree(), random.Random(seed))) for seed in range(40)}
    west_first = {
        ("go west", "go west", "go east", "go south", "go north", "go east", "go east", "go east"),
        ("go west", "go south", "go north", "go west", "go east", "go east", "go east", "go east"),
    }
    assert runs == {("go east", "go east", "take coin")} | {r + ("take coin",) for r in west_first}


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


def test_oracle_solves_deep_games_within_the_depth_first_bound(deep_games, test_cache):
    specs = {test_cache / e.spec.path: e.spec for e in load_manifest(test_cache).entries}
    paths = list(deep_games.values())
    for path in paths:
        spec, game_map = specs[path], GameMap.load(path)
        shortest = shortest_path_steps(game_map)
        for seed in range(4):
            steps = oracle_steps(path, seed, max_steps=200)
            assert steps == planned_steps(game_map, seed, max_steps=200)
            assert shortest <= steps <= 2 * spec.rooms - spec.level
            assert (steps - shortest) % 2 == 0  # side branches walked in and out
    per_game = oracle_game_steps(paths, 5, max_steps=200)
    assert per_game == [planned_steps(GameMap.load(p), 5 + i, 200) for i, p in enumerate(paths)]
    assert oracle_mean_steps(paths, 5, max_steps=200) == sum(per_game) / len(per_game)


def test_oracle_actor_plays_deep_games_as_planned(deep_games):
    from training.evaluate import evaluate

    paths = list(deep_games.values())
    result = evaluate(OracleActor(paths, seed=3), paths, max_steps=200)
    assert result.reward == 1.0
    assert [g.steps for g in result.per_game] == oracle_game_steps(paths, 3, max_steps=200)


# -- the reference: the oracle's expectation over exit orders (issue 42, item 4) ---------------


def _star() -> GameMap:
    #   b - s - a - a2      start s; the coin north of s; branches east (2 rooms) and west (1)
    #       |
    #       c
    exits = {
        "s": {"north": "c", "east": "a", "west": "b"},
        "c": {"south": "s"},
        "a": {"west": "s", "east": "a2"},
        "a2": {"west": "a"},
        "b": {"east": "s"},
    }
    return GameMap(exits=exits, start="s", coin_room="c")


def test_the_reference_is_the_exact_expectation_of_the_random_exit_order():
    """On a tree each side branch of the way to the coin is walked (in and out: 2 moves a
    room) before the coin's exit with probability 1/2: expected steps 1 + 1 + 2 + 1 = 5 here,
    where one order gives 2, 4, 6 or 8 (std √(19/3) ≈ 2.52)."""
    oracle = planned_orders([_star()])
    assert oracle.orders == EXIT_ORDERS
    assert {row[0] for row in oracle.steps} == {2, 4, 6, 8}
    standard_error = (19 / 3) ** 0.5 / EXIT_ORDERS**0.5
    assert abs(oracle.mean - 5.0) < 3 * standard_error
    assert oracle.spread == pytest.approx((19 / 3) ** 0.5, rel=0.15)


def test_order_k_is_the_single_draw_a_run_of_seed_k_had_and_the_spread_is_its_swing(small_games):
    """The figure before issue 42 was one order (the run's seed): it is one row of the
    reference, and the spread reported is how much those rows' means swing."""
    paths = [small_games[name] for name in sorted(small_games)]
    oracle = expected_oracle_steps(paths, orders=6)
    means = [oracle_mean_steps(paths, k) for k in range(6)]
    for k in range(6):
        assert list(oracle.steps[k]) == oracle_game_steps(paths, k)
    assert oracle.mean == pytest.approx(sum(means) / 6)
    mean = sum(means) / 6
    assert oracle.spread == pytest.approx((sum((m - mean) ** 2 for m in means) / 6) ** 0.5)
    assert oracle.part([0]).steps == tuple((row[0],) for row in oracle.steps)
    assert oracle.to_dict() == {"steps": oracle.mean, "spread": oracle.spread, "orders": 6}


def test_the_reference_does_not_swing_with_the_run_seed(small_games):
    """Whatever seed a run or an evaluation has, its reference is the same number (a single
    draw's figure changed with it)."""
    paths = [small_games[name] for name in sorted(small_games)]
    assert len({oracle_mean_steps(paths, seed) for seed in range(8)}) > 1
    assert expected_oracle_steps(paths).mean == expected_oracle_steps(paths).mean
    with pytest.raises(ValueError, match="no games"):
        expected_oracle_steps([])
