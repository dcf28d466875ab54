"""Game sets of the protocol, generation, the manifest and its recovery."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import tyro

from training.games import (
    DIFFICULTIES,
    MANIFEST_NAME,
    SPLITS,
    GamesArgs,
    GameSpec,
    ensure_games,
    game_paths,
    game_set,
    is_valid,
    level_code,
    load_manifest,
)


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
    specs = game_set(difficulty, "train")
    assert len(specs) == 50
    assert {s.level for s in specs} == {5}
    assert all(s.split == "train" and s.difficulty == difficulty for s in specs)
    assert all(s.code == level_code(difficulty, 5) for s in specs)


@pytest.mark.parametrize("split", ["valid", "test"])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_validation_and_test_sets_are_ten_games_per_test_level(difficulty, split):
    specs = game_set(difficulty, split)
    assert len(specs) == 50
    assert all(s.split == split for s in specs)
    levels = [s.level for s in specs]
    assert {lv: levels.count(lv) for lv in set(levels)} == {5: 10, 10: 10, 15: 10, 20: 10, 25: 10}
    assert all(s.code == level_code(difficulty, s.level) for s in specs)


def test_seeds_and_paths_are_disjoint_across_all_sets_and_fixed():
    assert SPLITS == ("train", "valid", "test")
    sets = [game_set(d, sp) for d in DIFFICULTIES for sp in SPLITS]
    seeds = [s.seed for specs in sets for s in specs]
    paths = [s.path for specs in sets for s in specs]
    assert len(seeds) == len(set(seeds)) == 450
    assert len(paths) == len(set(paths)) == 450
    assert min(seeds) >= 10_000  # test fixtures use seeds below
    assert game_set("medium", "test") == game_set("medium", "test")
    assert [game_set(d, "valid")[0].seed for d in DIFFICULTIES] == [16_000, 17_000, 18_000]


@pytest.mark.parametrize("split", ["train", "test"])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_train_and_test_seeds_are_the_ones_cached_games_were_made_with(difficulty, split):
    # 10000 + 1000 * (2d + s) + i since the first protocol; the validation split changed none.
    d, s = DIFFICULTIES.index(difficulty), ("train", "test").index(split)
    seeds = [spec.seed for spec in game_set(difficulty, split)]
    assert seeds == [10_000 + 1_000 * (2 * d + s) + i for i in range(50)]


def test_unknown_sets_are_refused():
    with pytest.raises(ValueError, match="split"):
        game_set("easy", "holdout")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="difficulty"):
        game_set("nightmare", "test")  # type: ignore[arg-type]


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


def test_room_names_are_unique_within_each_game(small_games):
    # The discovery bonus keys room states by name (docs/protocol.md).
    for path in small_games.values():
        infos = json.loads(Path(path).with_suffix(".json").read_text())["infos"]
        names = [info["name"] for key, info in infos if key.startswith("r_")]
        assert len(names) == len(set(names)) > 0
