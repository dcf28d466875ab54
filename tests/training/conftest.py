"""Shared fixtures: a few small real Coin-Collector games, cached under var/test-games/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from training.games import GameSpec, ensure_games, game_paths

TEST_CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games"

# Seeds below 10000 never collide with the protocol's sets.
SMALL_SPECS: dict[str, GameSpec] = {
    "easy3": GameSpec.make("easy", 3, 101, "test"),
    "easy5": GameSpec.make("easy", 5, 102, "test"),
    "medium3": GameSpec.make("medium", 3, 103, "test"),
    "medium5": GameSpec.make("medium", 5, 104, "test"),
    "hard3": GameSpec.make("hard", 3, 105, "test"),
    "hard5": GameSpec.make("hard", 5, 106, "test"),
}
# Deep maps (TextWorld's random distractor mode); these seeds give side branches 4 rooms deep
# and branching rooms off the path (checked in test_games.py).
DEEP_SPECS: dict[str, GameSpec] = {
    "deep3_5": GameSpec.make("deep3", 5, 126, "test"),
    "deep4_5": GameSpec.make("deep4", 5, 102, "test"),
}


@pytest.fixture(scope="session")
def test_cache() -> Path:
    """The cache directory of the small test games."""
    return TEST_CACHE


@pytest.fixture(scope="session")
def small_games() -> dict[str, Path]:
    """Absolute .z8 paths of small real games by name (generated once, then reused)."""
    specs = list(SMALL_SPECS.values())
    ensure_games(specs, TEST_CACHE, workers=2, progress=False)
    return dict(zip(SMALL_SPECS, game_paths(specs, TEST_CACHE), strict=True))


@pytest.fixture(scope="session")
def deep_games() -> dict[str, Path]:
    """Absolute .z8 paths of two small deep-map games by name (generated once, then reused)."""
    specs = list(DEEP_SPECS.values())
    ensure_games(specs, TEST_CACHE, workers=2, progress=False)
    return dict(zip(DEEP_SPECS, game_paths(specs, TEST_CACHE), strict=True))


@pytest.fixture(scope="session")
def walkthroughs(small_games: dict[str, Path]) -> dict[str, list[str]]:
    """Each small game's own shortest solution (the moves, then ``take coin``), from its .json."""
    out = {}
    for name, path in small_games.items():
        doc = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        out[name] = list(doc["metadata"]["walkthrough"])
    return out
