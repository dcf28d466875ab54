"""Game sets of the protocol, generation, the manifest and its recovery."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import tyro

from training.families import GamesArgs
from training.games import (
    DIFFICULTIES,
    FAMILIES,
    MANIFEST_NAME,
    SHAPES,
    SPLITS,
    TEST_LEVELS,
    GameEntry,
    GameSpec,
    ensure_games,
    family_protocol,
    game_paths,
    is_valid,
    level_code,
    load_manifest,
    textworld_game_set,
)
from training.oracle import GameMap, shortest_path_steps


def test_level_codes_follow_textworld_encoding():
    assert level_code("easy", 5) == 5
    assert level_code("medium", 10) == 110
    assert level_code("hard", 25) == 225
    with pytest.raises(ValueError):
        level_code("nightmare", 5)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        level_code("easy", 0)


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_train_set_is_fifty_level_five_games(difficulty):
    specs = textworld_game_set(difficulty, "train")
    assert len(specs) == 50
    assert {s.level for s in specs} == {5}
    assert all(s.split == "train" and s.difficulty == difficulty for s in specs)
    assert all(s.code == level_code(difficulty, 5) for s in specs)


@pytest.mark.parametrize("split", ["valid", "test"])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_validation_and_test_sets_are_ten_games_per_test_level(difficulty, split):
    specs = textworld_game_set(difficulty, split)
    assert len(specs) == 50
    assert all(s.split == split for s in specs)
    levels = [s.level for s in specs]
    assert {lv: levels.count(lv) for lv in set(levels)} == {5: 10, 10: 10, 15: 10, 20: 10, 25: 10}
    assert all(s.code == level_code(difficulty, s.level) for s in specs)


def test_seeds_and_paths_are_disjoint_across_all_sets_and_fixed():
    assert SPLITS == ("train", "valid", "test")
    assert FAMILIES == ("easy", "medium", "hard", "deep3", "deep4")
    sets = [textworld_game_set(d, sp) for d in FAMILIES for sp in SPLITS]
    seeds = [s.seed for specs in sets for s in specs]
    paths = [s.path for specs in sets for s in specs]
    assert len(seeds) == len(set(seeds)) == 750
    assert len(paths) == len(set(paths)) == 750
    assert min(seeds) >= 10_000  # test fixtures use seeds below
    assert textworld_game_set("medium", "test") == textworld_game_set("medium", "test")
    assert [textworld_game_set(d, "valid")[0].seed for d in DIFFICULTIES] == [
        16_000,
        17_000,
        18_000,
    ]
    bases = [textworld_game_set(d, sp)[0].seed for d in SHAPES for sp in SPLITS]
    assert bases == [20_000, 21_000, 22_000, 23_000, 24_000, 25_000]


@pytest.mark.parametrize("split", SPLITS)
@pytest.mark.parametrize("shape", SHAPES)
def test_deep_sets_are_random_mode_games_at_the_protocol_levels(shape, split):
    specs = textworld_game_set(shape, split)
    factor = {"deep3": 3, "deep4": 4}[shape]
    levels = [s.level for s in specs]
    assert len(specs) == 50
    if split == "train":
        assert set(levels) == {5}
    else:
        assert {lv: levels.count(lv) for lv in set(levels)} == {lv: 10 for lv in TEST_LEVELS}
    assert all(s.mode == "random" and s.code is None for s in specs)
    assert all(s.rooms == factor * s.level for s in specs)
    assert all(s.path.startswith(f"{shape}/{split}/") for s in specs)


def test_every_family_has_its_protocol():
    assert [family_protocol(d).mode for d in DIFFICULTIES] == ["simple"] * 3
    assert [family_protocol(d).max_steps for d in DIFFICULTIES] == [100] * 3
    assert GameSpec.make("hard", 25, 1, "test").rooms == 75
    with pytest.raises(ValueError, match="difficulty"):
        family_protocol("deep5")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"\[1, 25\]"):
        GameSpec.make("deep4", 26, 1, "test")  # 104 rooms: more than TextWorld compiles


@pytest.mark.parametrize("shape", SHAPES)
def test_deep_step_limit_lets_depth_first_search_finish_every_game(shape):
    # Depth-first search walks every edge of a tree at most twice and the path to the coin
    # once: at most 2(R - 1) - (L - 1) moves plus the take = 2R - L steps.
    protocol = family_protocol(shape)
    worst = max(
        2 * s.rooms - s.level for sp in ("valid", "test") for s in textworld_game_set(shape, sp)
    )
    assert worst <= protocol.max_steps
    assert max(s.rooms for s in textworld_game_set(shape, "test")) == protocol.rooms_per_level * 25


def test_manifest_rows_written_before_deep_games_still_match_their_specs():
    spec = textworld_game_set("hard", "test")[0]
    old_row = {k: v for k, v in GameEntry(spec, "u", "s").to_json().items()}
    del old_row["mode"], old_row["rooms"]
    assert GameEntry.from_json(old_row).spec == spec
    deep = textworld_game_set("deep4", "test")[-1]
    assert GameEntry.from_json(GameEntry(deep, "u", "s").to_json()).spec == deep


@pytest.mark.parametrize("split", ["train", "test"])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_train_and_test_seeds_are_the_ones_cached_games_were_made_with(difficulty, split):
    # 10000 + 1000 * (2d + s) + i since the first protocol; the validation split changed none.
    d, s = DIFFICULTIES.index(difficulty), ("train", "test").index(split)
    seeds = [spec.seed for spec in textworld_game_set(difficulty, split)]
    assert seeds == [10_000 + 1_000 * (2 * d + s) + i for i in range(50)]


def test_unknown_sets_are_refused():
    with pytest.raises(ValueError, match="split"):
        textworld_game_set("easy", "holdout")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="difficulty"):
        textworld_game_set("nightmare", "test")  # type: ignore[arg-type]


def test_game_paths_are_absolute_under_the_cache(tmp_path):
    spec = GameSpec.make("easy", 2, 7, "test")
    (path,) = game_paths([spec], tmp_path)
    assert path.is_absolute() and path == tmp_path.resolve() / spec.path
    assert path.suffix == ".z8"


def test_generation_writes_manifest_and_skips_valid_games(tmp_path):
    spec = GameSpec.make("easy", 2, 7, "test")
    manifest = ensure_games([spec], tmp_path, workers=1, progress=False)
    (z8,) = game_paths([spec], tmp_path)
    assert z8.exists() and z8.with_suffix(".json").exists()
    entry = manifest.entry(spec)
    assert entry is not None and entry.uuid.startswith("tw-coin_collector-")
    rows = json.loads((tmp_path / MANIFEST_NAME).read_text())["games"]
    assert rows == [entry.to_json()]
    assert {"difficulty", "level", "code", "seed", "split", "path", "uuid"} <= set(rows[0])

    mtime = z8.stat().st_mtime_ns
    again = ensure_games([spec], tmp_path, workers=1, progress=False)
    assert again.entry(spec) == entry
    assert z8.stat().st_mtime_ns == mtime  # skipped, not regenerated


def test_ready_games_makes_them_ready_then_gives_one_path_per_spec_in_order(tmp_path):
    from training.families import ready_games

    a, b = GameSpec.make("easy", 1, 8, "test"), GameSpec.make("easy", 2, 7, "test")
    paths = ready_games([b, a, b], tmp_path, workers=1, progress=False)
    assert paths == game_paths([b, a, b], tmp_path)
    assert all(p.exists() for p in paths)
    assert load_manifest(tmp_path).entry(a) is not None


def test_corrupt_manifest_and_damaged_files_are_regenerated(tmp_path):
    spec = GameSpec.make("easy", 1, 8, "test")
    entry = ensure_games([spec], tmp_path, workers=1, progress=False).entry(spec)
    (z8,) = game_paths([spec], tmp_path)
    manifest_file = tmp_path / MANIFEST_NAME

    manifest_file.write_text("{not json")
    assert load_manifest(tmp_path).entries == ()
    assert ensure_games([spec], tmp_path, workers=1, progress=False).entry(spec) == entry
    assert load_manifest(tmp_path).entry(spec) == entry

    z8.write_bytes(z8.read_bytes()[:1000])  # truncated game file
    assert not is_valid(entry, tmp_path)
    assert ensure_games([spec], tmp_path, workers=1, progress=False).entry(spec) == entry
    assert is_valid(entry, tmp_path)

    z8.unlink()
    assert ensure_games([spec], tmp_path, workers=1, progress=False).entry(spec) == entry
    assert z8.exists()


def test_parallel_generation_lists_every_game_with_valid_files(small_games, test_cache):
    # The session fixture generated these with 2 worker processes.
    manifest = load_manifest(test_cache)
    by_path = {str(test_cache / e.spec.path): e for e in manifest.entries}
    for path in small_games.values():
        entry = by_path[str(path)]
        assert is_valid(entry, test_cache)
        doc = json.loads(Path(path).with_suffix(".json").read_text())
        assert doc["metadata"]["quest_length"] == entry.spec.level
        assert doc["metadata"]["world_size"] == entry.spec.level * (1 + entry.spec.code // 100)


def test_games_cli_options_parse_as_the_makefile_spells_them():
    args = tyro.cli(GamesArgs, args=["--difficulty", "easy", "hard", "--workers", "3"])
    assert args.difficulty == ("easy", "hard") and args.splits == ("train", "valid", "test")
    assert args.workers == 3 and args.cache_dir == Path("var/games")
    args = tyro.cli(GamesArgs, args=["--difficulty", "deep3", "deep4", "--splits", "test"])
    assert args.difficulty == ("deep3", "deep4") and args.splits == ("test",)


def _side_branches(game_map: GameMap) -> tuple[int, int, int]:
    """(rooms reachable from the start, rooms in the deepest branch off the path to the coin,
    off-path rooms with 3+ exits)."""
    parent, order = {game_map.start: ""}, [game_map.start]
    for room in order:
        for nxt in game_map.exits[room].values():
            if nxt not in parent:
                parent[nxt] = room
                order.append(nxt)
    path, room = set(), game_map.coin_room
    while room:
        path.add(room)
        room = parent[room]
    depth = {}
    for room in reversed(order):  # children before parents
        kids = [n for n in game_map.exits[room].values() if parent.get(n) == room]
        depth[room] = 1 + max((depth[k] for k in kids), default=0)
    deepest = max((depth[r] for r in order if r not in path and parent[r] in path), default=0)
    branching = sum(1 for r in order if r not in path and len(game_map.exits[r]) >= 3)
    return len(order), deepest, branching


def test_deep_games_are_trees_with_deep_dead_ends(deep_games, test_cache):
    manifest = load_manifest(test_cache)
    for name, path in deep_games.items():
        entry = next(e for e in manifest.entries if test_cache / e.spec.path == path)
        assert is_valid(entry, test_cache) and entry.spec.mode == "random"
        meta = json.loads(Path(path).with_suffix(".json").read_text())["metadata"]
        assert meta["mode"] == "random"
        assert (meta["world_size"], meta["quest_length"]) == (entry.spec.rooms, entry.spec.level)
        game_map = GameMap.load(path)
        edges = {(a, b) for a, exits in game_map.exits.items() for b in exits.values()}
        assert all((b, a) in edges for a, b in edges)  # every passage goes both ways
        reachable, deepest, branching = _side_branches(game_map)
        # connected with R - 1 passages: a tree
        assert len(game_map.exits) == reachable == entry.spec.rooms
        assert len(edges) == 2 * (entry.spec.rooms - 1)
        assert shortest_path_steps(game_map) == entry.spec.level
        assert deepest >= 3 and branching >= 1, (name, deepest, branching)


def test_room_names_are_unique_within_each_game(small_games):
    # The discovery bonus keys room states by name (docs/protocol.md).
    for path in small_games.values():
        infos = json.loads(Path(path).with_suffix(".json").read_text())["infos"]
        names = [info["name"] for key, info in infos if key.startswith("r_")]
        assert len(names) == len(set(names)) > 0
