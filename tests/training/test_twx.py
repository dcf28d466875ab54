"""TextWorldExpress's coin game as the second family: its engine, env, protocol sets and oracle,
on real games played by the game's own server (one JVM per test process)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from folnn.cli import main
from model.registry import load_artifact
from training.env import CoinCollectorEnv
from training.evaluate import Evaluator
from training.families import FAMILIES, family, family_spelling, game_set, ready_games
from training.oracle import (
    DepthFirstExplorer,
    GameMap,
    OracleActor,
    oracle_game_steps,
    oracle_steps,
    planned_steps,
    shortest_path_steps,
)
from training.train import TrainArgs, train
from training.twx import (
    FOLD_SEED_BASE,
    FOLDS,
    MAX_DISTRACTORS,
    MAX_LOCATIONS,
    TwxGame,
    TwxSpec,
    shared_server,
    twx_game_set,
)

ORACLE_ACTIONS = [f"{v} {d}" for v in ("go", "open") for d in ("north", "south", "east", "west")]


def _shapes(split: str = "test", distractors: int = 3) -> list[TwxSpec]:
    """One game of every size and door setting (later seeds of the split's fold than the
    protocol's)."""
    base = FOLD_SEED_BASE[FOLDS[split]] + 500
    return [
        TwxSpec(split, base + 2 * n + doors, n, bool(doors), distractors)  # type: ignore[arg-type]
        for n in range(2, MAX_LOCATIONS + 1)
        for doors in (0, 1)
    ]


# --- the protocol sets ----------------------------------------------------------------------


def test_twx_is_a_family_of_its_own_engine_and_grammar():
    record = family("twx")
    assert record.engine == "textworld-express" and record.grammar == "twx"
    assert record.levels == tuple(range(2, 12)) and record.max_steps == 100
    assert {FAMILIES[n].engine for n in ("easy", "medium", "hard", "deep3", "deep4")} == {
        "textworld"
    }


def test_train_set_is_fifty_small_games_on_the_train_fold_doors_on_and_off():
    specs = game_set("twx", "train")
    assert len(specs) == 50 and len(set(specs)) == 50
    assert {s.locations for s in specs} == {5}
    assert {s.fold for s in specs} == {"train"} and all(0 <= s.seed < 1000 for s in specs)
    assert sum(s.doors for s in specs) == 25
    assert {s.distractors for s in specs} == set(range(MAX_DISTRACTORS + 1))


@pytest.mark.parametrize(
    ("split", "fold", "base"), [("valid", "dev", 10_000), ("test", "test", 20_000)]
)
def test_valid_and_test_sets_hold_every_size_doors_on_and_off(split, fold, base):
    specs = twx_game_set(split)
    assert len(specs) == 100 and {s.fold for s in specs} == {fold}
    assert [s.seed for s in specs] == list(range(base, base + 100))
    for size in range(2, MAX_LOCATIONS + 1):
        cell = [s for s in specs if s.locations == size]
        assert len(cell) == 10 and sum(s.doors for s in cell) == 5
    assert {s.distractors for s in specs} == set(range(MAX_DISTRACTORS + 1))


def test_a_spec_refuses_what_the_game_refuses_and_seeds_of_another_fold():
    with pytest.raises(ValueError, match="locations"):
        TwxSpec("test", 20_000, MAX_LOCATIONS + 1, True, 0)
    with pytest.raises(ValueError, match="distractors"):
        TwxSpec("test", 20_000, 5, True, MAX_DISTRACTORS + 1)
    with pytest.raises(ValueError, match="fold"):
        TwxSpec("test", 5, 5, True, 0)  # a train-fold seed in the test split
    spec = TwxSpec("valid", 10_003, 7, True, 4)
    assert spec.params == "numLocations=7,includeDoors=1,numDistractorItems=4"
    assert str(spec) == "twx/valid/rooms07-doors1-items04-seed10003"


def test_twx_games_are_ready_as_they_are():
    specs = game_set("twx", "test")[:3]
    assert ready_games(specs, cache_dir=None, progress=False) == list(specs)  # type: ignore[arg-type]


# --- the engine: the binding's own game ----------------------------------------------------


def _replay_on_the_binding(specs: list[TwxSpec], steps: int) -> None:
    """Random walks on the game's valid actions (and a few commands it refuses), replayed on
    TextWorldExpressEnv (the binding, its own JVM) and on TwxGame (the shared JVM, the games
    side by side): every step's observation, score, end and valid actions are the same."""
    from textworld_express import TextWorldExpressEnv

    reference = TextWorldExpressEnv(envStepLimit=10**6)
    rng = random.Random(0)
    games = [TwxGame(s) for s in specs]  # open together: one JVM, one interface each
    try:
        for spec, game in zip(specs, games, strict=True):
            obs, infos = reference.reset(
                seed=spec.seed, gameFold=spec.fold, gameName="coin", gameParams=spec.params
            )
            state = game.reset()
            assert state.feedback == obs and state.valid_actions == tuple(infos["validActions"])
            for _ in range(steps):
                command = rng.choice(state.valid_actions + ("move north", "take coin", "xyzzy"))
                obs, _, done, infos = reference.step(command)
                state = game.step(command)
                assert (state.feedback, state.score, state.done) == (obs, infos["score"], done)
                assert state.valid_actions == tuple(infos["validActions"])
                assert state.won == infos["tasksuccess"]
                if done:
                    break
    finally:
        for game in games:
            game.close()
        reference.close()


def test_the_shared_server_plays_exactly_what_the_binding_plays():
    _replay_on_the_binding([_shapes("train", 4)[19], twx_game_set("test")[-1]], 30)


@pytest.mark.slow  # every shape of two folds, and 20 protocol games
def test_the_shared_server_plays_exactly_what_the_binding_plays_on_every_shape():
    specs = _shapes("train", 10) + _shapes("valid", 0) + list(twx_game_set("test")[::5])
    _replay_on_the_binding(specs, 60)


def test_a_closed_game_gives_its_loaded_interface_to_the_next_game_with_its_parameters():
    spec = TwxSpec("train", 3, 4, True, 1)
    first = TwxGame(spec)
    first.reset()
    first.close()
    loads = shared_server().loads
    second = TwxGame(TwxSpec("train", 4, 4, True, 1))
    assert shared_server().loads == loads  # reused, not loaded again
    assert second.reset().room == "kitchen"
    second.close()


def test_the_game_map_is_the_game_s_own():
    game = TwxGame(TwxSpec("train", 0, 5, True, 2))
    state = game.reset()
    game_map = game.game_map()
    game.close()
    assert game_map.start == state.room == "kitchen"
    assert set(game_map.exits["kitchen"]) == {
        a.removeprefix("move ") for a in state.valid_actions if a.startswith("move ")
    }
    for room, exits in game_map.exits.items():  # every exit leads back the other way
        for direction, there in exits.items():
            back = {"north": "south", "south": "north", "east": "west", "west": "east"}
            assert game_map.exits[there][back[direction]] == room
            assert ((room, direction) in game_map.closed) == (
                (there, back[direction]) in game_map.closed
            )
    assert game_map.closed  # doors on: closed doors


# --- the env ----------------------------------------------------------------------------------


def test_env_gives_text_score_bonus_by_room_and_valid_actions():
    spec = TwxSpec("train", 0, 5, True, 2)  # coin in the kitchen; pantry behind a closed door
    with CoinCollectorEnv(spec, max_steps=10, discovery_bonus=1.0) as env:
        first = env.reset()
        assert env.engine == "textworld-express" and env.room == "kitchen"
        assert first.startswith("You are in the kitchen.") and "There is also a coin" in first
        assert "open door to north" in env.valid_actions and "take coin" in env.valid_actions
        refused = env.step("move north")
        assert refused.observation.startswith("You can't move there, the door is closed.")
        assert refused.reward == 0.0 and env.room == "kitchen" and not refused.done
        opened = env.step("open door to north")
        assert "revealing the pantry" in opened.observation and opened.reward == 0.0
        moved = env.step("move north")
        assert env.room == "pantry" and moved.reward == 1.0  # a new room: the bonus
        back = env.step("move south")
        assert env.room == "kitchen" and back.reward == 0.0  # the start is counted at reset
        won = env.step("take coin")
        assert won.won and won.done and won.score == 1.0 and won.reward == 1.0
        assert won.steps == 5
        env.reset()
        assert env.steps == 0 and env.room == "kitchen"


def test_env_caps_the_episode_at_max_steps():
    with CoinCollectorEnv(TwxSpec("train", 1, 5, False, 0), max_steps=2) as env:
        env.reset()
        assert not env.step("look around").done
        last = env.step("look around")
        assert last.done and not last.won


# --- the oracle ---------------------------------------------------------------------------------


def _door_map() -> GameMap:
    #   a -[door]- b - c      start a, coin c; the only way on is through a's closed door
    exits = {"a": {"east": "b"}, "b": {"west": "a", "east": "c"}, "c": {"west": "b"}}
    return GameMap(exits, "a", "c", frozenset({("a", "east"), ("b", "west")}))


def test_explorer_opens_a_closed_door_then_goes_through_it():
    explorer, game_map = DepthFirstExplorer(random.Random(0)), _door_map()
    assert explorer.act("a", game_map.exits["a"], False, ["east"]) == "open east"
    assert explorer.act("a", game_map.exits["a"], False, []) == "go east"
    assert planned_steps(game_map, 0) == 4  # open, go, go, take


def _walk(game_map: GameMap, seed: int) -> list[tuple[str, str]]:
    """(room, command) of each step of the explorer on the map, as planned_steps moves."""
    explorer, room, closed, walk = (
        DepthFirstExplorer(random.Random(seed)),
        game_map.start,
        set(game_map.closed),
        [],
    )
    while True:
        exits = game_map.exits[room]
        shut = [d for d in exits if (room, d) in closed]
        command = explorer.act(room, exits, room == game_map.coin_room, shut)
        walk.append((room, command))
        verb, _, d = command.partition(" ")
        if verb == "take":
            return walk
        if verb == "open":
            closed -= {(room, d), (exits[d], REVERSE[d])}
        elif (room, d) not in closed:
            room = exits[d]


REVERSE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def test_explorer_does_not_walk_through_a_door_that_reveals_a_visited_room():
    #   a - b - e    start a, coin in e; a closed door between a and d: a walk a, b, c, d opens
    #   |   |        it from d and finds a, where it has been: it does not walk in (it goes
    #   d - c        back the way it came instead)
    exits = {
        "a": {"east": "b", "south": "d"},
        "b": {"west": "a", "south": "c", "east": "e"},
        "c": {"north": "b", "west": "d"},
        "d": {"east": "c", "north": "a"},
        "e": {"west": "b"},
    }
    game_map = GameMap(exits, "a", "e", frozenset({("a", "south"), ("d", "north")}))
    peeked = 0
    for seed in range(20):
        walk = _walk(game_map, seed)
        seen = set()
        for (room, command), (_, after) in zip(walk, walk[1:], strict=False):
            seen.add(room)
            verb, _, d = command.partition(" ")
            if verb == "open" and exits[room][d] in seen:
                peeked += 1
                assert after != f"go {d}", walk
        assert len(walk) == planned_steps(game_map, seed)
    assert peeked  # some seed opened a's south door from d after coming round (or the other way)


def _oracle_wins(specs: list[TwxSpec], seeds: tuple[int, ...]) -> None:
    """Real play (the game's room, coin and doors; every command one of its valid actions)
    wins, in the steps planned on the game's map."""
    for spec in specs:
        game_map = GameMap.load(spec)
        for seed in seeds:
            steps = oracle_steps(spec, seed)
            assert steps < 100, spec  # won
            assert steps == planned_steps(game_map, seed), spec
            assert steps >= shortest_path_steps(game_map)


def test_oracle_wins_on_the_game_s_valid_actions_doors_on_and_off():
    _oracle_wins([s for s in _shapes() if s.locations in (3, 11)], (0,))


@pytest.mark.slow  # 20 games, 3 seeds each
def test_oracle_wins_every_shape_on_the_game_s_valid_actions():
    _oracle_wins(_shapes(), (0, 1, 2))


def test_oracle_actor_plays_the_evaluator_s_twx_games_as_planned():
    specs = _shapes()[::3]
    spelling = family_spelling("twx", [*ORACLE_ACTIONS, "take coin"])
    with Evaluator(specs, max_steps=100) as evaluator:
        result = evaluator.run(OracleActor(specs, seed=7, spelling=spelling))
    assert result.reward == 1.0
    assert [g.steps for g in result.per_game] == oracle_game_steps(specs, 7)


@pytest.mark.slow  # 200 games of the protocol's valid and test sets, real play
@pytest.mark.parametrize("split", ["valid", "test"])
def test_oracle_wins_every_game_of_the_protocol_sets(split):
    specs = twx_game_set(split)
    planned = oracle_game_steps(specs, 0)
    assert max(planned) < 100
    assert [oracle_steps(s, i) for i, s in enumerate(specs)] == planned


# --- the commands: evaluate and train on the family -------------------------------------------

SHIPPED = Path(__file__).resolve().parents[2] / "policies" / "fol-rules" / "fol-lnn-twx-s4-e200"


def test_evaluate_plays_the_shipped_policy_in_the_game_s_spelling(capsys):
    """The first 4 test games (2 rooms, doors off and on): the shipped rules win them at the
    oracle's pace (doors off), opening the door where one bars the way (doors on)."""
    argv = ["evaluate", "--policy", str(SHIPPED), "--difficulty", "twx", "--games", "4",
            "--trace", "1"]  # fmt: skip
    assert main(argv) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["games"] == 4 and result["max_steps"] == 100
    off, on = result["groups"]["doors off"], result["groups"]["doors on"]
    assert off["games"] == on["games"] == 2
    assert off["reward"] == 1.0 and off["steps"] <= 1.05 * off["oracle_steps"]
    assert on["reward"] == 1.0 and on["steps"] <= 1.05 * on["oracle_steps"]
    assert result["candidates"] == "all"  # as the policy was trained (its manifest says)
    assert set(result["groups"]) == {"level 2", "doors off", "doors on"}
    trace = captured.err.splitlines()
    assert trace[0] == "# twx/test/rooms02-doors0-items00-seed20000"
    assert all(": move " in line or ": take coin" in line for line in trace[1:-1])


@pytest.mark.slow  # a JVM's worth of games: about 10 s
def test_fol_lnn_trains_on_twx_end_to_end(tmp_path):
    args = TrainArgs(
        method="fol-lnn",
        difficulty="twx",
        epochs=2,
        eval_every=1,
        train_games=4,
        test_games=6,
        out=tmp_path,
        progress=False,
        tensorboard=False,
    )
    result = train(args)
    assert result.config["difficulty"] == "twx" and result.config["max_steps_test"] == 100
    assert result.timing["textworld_express_games"] > 0 and result.timing["game_steps"] > 0
    assert len(result.evaluations) == 2 and result.oracle_steps > 0
    metrics = json.loads((tmp_path / "metrics.json").read_text())
    assert {"rules", "reported", "oracle_steps", "config"} <= set(metrics)
    # the whole action space over the families' vocabulary: a network per (class, verb),
    # the direction class's open among them, and closed/refused among the literals
    assert result.config["candidates"] == "all" and result.config["vocabulary"] == "families"
    heads = [(r["class"], r["action"]) for r in metrics["rules"]]
    assert heads == [("direction", "go"), ("direction", "open"), ("money", "take")]
    network = load_artifact(Path(metrics["artifact"])).model
    assert {"closed", "refused"} <= set(network.vocabulary.unary_predicates)
    assert network.network_names == ("direction", "direction:open", "money")


@pytest.mark.slow  # a JVM's worth of games: about 15 s
def test_fol_lnn_critic_trains_on_twx_with_a_network_per_class_and_verb(tmp_path):
    """The critic variant over the families' vocabulary: its grounding critic scores every
    action (open too), its LNN has the direction class's open network, and the run writes its
    rules and artifact as fol-lnn's does."""
    args = TrainArgs(
        method="fol-lnn-critic",
        difficulty="twx",
        epochs=2,
        eval_every=1,
        train_games=4,
        test_games=6,
        out=tmp_path,
        progress=False,
        tensorboard=False,
    )
    result = train(args)
    assert result.config["vocabulary"] == "families" and result.timing["game_steps"] > 0
    assert len(result.evaluations) == 2 and result.oracle_steps > 0
    metrics = json.loads((tmp_path / "metrics.json").read_text())
    heads = [(r["class"], r["action"]) for r in metrics["rules"]]
    assert heads == [("direction", "go"), ("direction", "open"), ("money", "take")]
    loaded = load_artifact(Path(metrics["artifact"]))
    assert loaded.manifest["method"] == "fol-lnn-critic"
    assert loaded.model.network_names == ("direction", "direction:open", "money")
    assert result.final_loss is None or result.final_loss == result.final_loss  # not NaN


def test_games_checks_that_every_twx_game_starts_and_caches_nothing(tmp_path, capsys):
    argv = ["games", "--difficulty", "twx", "--splits", "train", "--cache-dir", str(tmp_path)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "50/50 TextWorldExpress games start" in out and "nothing to generate or cache" in out
    assert list(tmp_path.iterdir()) == []


def test_experiment_and_gymnasium_accept_the_family():
    from training.experiment import ExperimentArgs
    from training.gymnasium_env import ENV_IDS

    assert ExperimentArgs(difficulties=("twx",), test_games=100).difficulties == ("twx",)
    assert ENV_IDS["folnn/CoinCollector-twx-v0"] == {"difficulty": "twx", "split": "train"}


@pytest.mark.slow  # about 20 s: every engine timed
def test_the_cost_bench_times_every_engine_in_one_run():
    from bench.twx_bench import run

    result = run(quick=True)
    for engine in ("binding", "shared", "env", "fast", "textworld"):
        assert result[f"{engine}_steps_per_s"] > 0
    assert result["protocol_games_open_at_once"] == 250 and result["jvm_rss_mb_all_open"] > 0
    # a held game resets without the reload the binding pays for new parameters
    assert result["shared_reset_ms"] < result["binding_reset_new_params_ms"]
    assert result["pass_shared_again_s"] < result["pass_binding_reloading_s"]
