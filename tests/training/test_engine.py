"""The fast engine: byte-identical to TextWorld on real games, or not used at all."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from training.conformance import (
    ALL_COMMANDS,
    check_game,
    engine_for,
    ensure_conformance,
    load_record,
    proven,
    record_path,
    replay,
    walks,
)
from training.engine import CoinGame, FastGame, TextWorldGame, inform_quotes
from training.env import CoinCollectorEnv
from training.games import GameSpec, ensure_games, game_paths


def test_every_small_and_deep_game_plays_identically(small_games, deep_games):
    for path in [*small_games.values(), *deep_games.values()]:
        result = check_game(path)
        assert result.ok, (path, result.mismatch)
        assert result.transitions > 100


def test_the_walks_reach_every_room_every_command_a_win_and_resets(small_games):
    game = CoinGame.load(small_games["hard5"])
    walk = walks(game, seed=0)
    commands = {c for episode in walk for c in episode}
    assert set(ALL_COMMANDS) <= commands and "reset" in commands
    states = replay(FastGame(game), walk)
    assert any(s.won and s.done for s in states)
    rooms = {s.feedback.rpartition("-= ")[2].partition(" =-")[0] for s in states}
    assert len(rooms) == len(game.rooms)  # the exploration is in every room


def test_the_check_finds_a_difference_and_the_game_falls_back_to_textworld(small_games, tmp_path):
    source = small_games["easy5"]
    copy = tmp_path / source.name
    for suffix in (".z8", ".json"):
        shutil.copy(source.with_suffix(suffix), copy.with_suffix(suffix))
    doc = json.loads(copy.with_suffix(".json").read_text())
    room = next(info for _, info in doc["infos"] if info["type"] == "r")
    room["desc"] += " A draught."  # the .json no longer says what the compiled game prints
    copy.with_suffix(".json").write_text(json.dumps(doc))

    report = ensure_conformance([copy])
    assert report.checked_now == 1 and list(report.differing) == [str(copy)]
    assert "A draught." in report.differing[str(copy)]
    assert load_record(copy) is not None and not proven(copy)
    with CoinCollectorEnv(copy, max_steps=10, engine="fast") as env:
        assert env.engine == "textworld"


def test_a_record_is_stale_once_the_game_changes(small_games, tmp_path):
    source = small_games["easy3"]
    copy = tmp_path / source.name
    for suffix in (".z8", ".json"):
        shutil.copy(source.with_suffix(suffix), copy.with_suffix(suffix))
    assert ensure_conformance([copy]).checked_now == 1
    assert proven(copy) and engine_for(copy, "fast") == "fast"
    assert ensure_conformance([copy]).checked_now == 0  # current records are reused
    copy.with_suffix(".json").write_text(copy.with_suffix(".json").read_text() + "\n")
    assert load_record(copy) is None and engine_for(copy, "fast") == "textworld"
    assert ensure_conformance([copy]).checked_now == 1


def test_games_with_current_records_show_no_conformance_bar(small_games, capsys):
    """Issue 33: every run (and every ``gymnasium.make``) printed an empty ``conformance:
    0game`` bar; the bar shows only when there is a game to check."""
    report = ensure_conformance(list(small_games.values()), progress=True)
    assert report.checked_now == 0
    assert "conformance" not in capsys.readouterr().err


def test_generated_games_are_checked_with_a_record_beside_them(small_games):
    for path in small_games.values():  # ensure_games ran the check when it made them
        assert record_path(path).exists() and proven(path)


def test_both_engines_give_the_env_the_same_steps(small_games, walkthroughs):
    path = small_games["medium5"]
    moves = ["take north", "go coin", "go west", *walkthroughs["medium5"]]
    runs = []
    for engine in ("textworld", "fast"):
        with CoinCollectorEnv(path, max_steps=50, engine=engine) as env:
            assert env.engine == engine
            runs.append([env.reset()] + [env.step(m) for m in moves])
    assert runs[0] == runs[1]
    assert runs[1][-1].won and runs[1][-1].done


def test_the_fast_engine_refuses_commands_outside_the_protocol(small_games):
    game = FastGame(CoinGame.load(small_games["easy3"]))
    game.reset()
    for command in ("look", "go", "take the coin", "north", "go up"):
        with pytest.raises(ValueError, match="plays only"):
            game.step(command)


def test_unknown_engine_is_refused(small_games):
    with pytest.raises(ValueError, match="unknown engine"):
        engine_for(small_games["easy3"], "jericho")  # type: ignore[arg-type]


def test_inform_turns_single_quotes_into_double_ones_except_apostrophes():
    assert inform_quotes("you call 'looking.' Don't") == 'you call "looking." Don\'t'
    assert inform_quotes("'a' b's") == '"a" b\'s'


def test_not_a_coin_collector_game_is_refused(small_games):
    doc = json.loads(small_games["easy3"].with_suffix(".json").read_text())
    doc["world"].append({"name": "in", "arguments": [{"name": "o_0", "type": "o"}]})
    with pytest.raises(ValueError, match="not a coin-collector game"):
        CoinGame.from_json(doc)


BIG_SPECS = [  # the largest maps of the protocol's sets, one of each family
    GameSpec.make("easy", 25, 201, "test"),
    GameSpec.make("medium", 25, 202, "test"),
    GameSpec.make("hard", 25, 203, "test"),
    GameSpec.make("deep3", 25, 204, "test"),
    GameSpec.make("deep4", 25, 205, "test"),
]


@pytest.mark.slow
def test_the_largest_maps_of_every_family_play_identically(test_cache: Path):
    ensure_games(BIG_SPECS, test_cache, workers=2, progress=False)
    for path in game_paths(BIG_SPECS, test_cache):
        result = check_game(path)
        assert result.ok, (path, result.mismatch)
        reference = TextWorldGame(path)
        try:  # TextWorld agrees with the map the fast engine reads
            assert reference.reset() == FastGame(CoinGame.load(path)).reset()
        finally:
            reference.close()
