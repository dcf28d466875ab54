"""Shared fixtures: a few small real Coin-Collector games, cached under var/test-games/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import torch

from converter.converter import FOLConverter
from tests.random_play import record_play
from training.actor import Actor
from training.env import CoinCollectorEnv
from training.games import GameSpec, ensure_games, game_paths
from training.methods import MethodSettings, make_method
from training.replay import PrioritizedReplay

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


@pytest.fixture(scope="session")
def fact_replay(small_games: dict[str, Path]) -> PrioritizedReplay:
    """Transitions of random play (ε = 1, the coin found in some) on four small real games, in
    the fact fields every LNN method replays (``training.methods.base.fact_fields``)."""
    converter = FOLConverter()
    method = make_method("fol-lnn", converter.vocabulary, 0, MethodSettings())
    memory = PrioritizedReplay(10_000, method.fields, len(method.actions), 0.25, seed=0)
    actor = Actor(converter, method, "found", epsilon=1.0, seed=0)
    for name in ("easy3", "medium5", "hard3", "hard5"):
        with CoinCollectorEnv(small_games[name], 30, 1.0, "fast") as env:
            record_play(actor, memory, env, 3, method.actions)
    assert memory.prior.size > 0 and memory.regular.size > 0
    return memory


@pytest.fixture
def one_torch_thread() -> Iterator[None]:
    """The trainer's one torch thread (tiny tensors: a second thread only waits)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
