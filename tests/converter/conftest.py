"""Real TextWorld coin-collector games for the converter tests, cached under var/test-games/.

Kept separate from training/games.py on purpose: the converter's tests must not depend on the
trainer's game-set manager. A game is compiled once per (level, seed) and reused across runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from converter import FOLConverter, Turn
from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
from converter.families import Families

REPO_ROOT = Path(__file__).resolve().parents[2]
GAME_CACHE = REPO_ROOT / "var" / "test-games"


@dataclass(frozen=True)
class GameFile:
    """A compiled game on disk."""

    level: int
    seed: int
    path: Path


def make_game(level: int, seed: int, cache: Path = GAME_CACHE) -> GameFile:
    """Compile (or reuse) the coin-collector game for ``level`` and ``seed``."""
    import textworld
    from textworld.challenges.tw_coin_collector import coin_collector
    from textworld.generator.game import GameOptions

    path = cache / f"cc-l{level}-s{seed}.z8"
    if not (path.exists() and path.with_suffix(".json").exists()):
        cache.mkdir(parents=True, exist_ok=True)
        options = GameOptions()
        options.seeds = seed
        options.grammar.only_last_action = True
        options.path = str(path)
        options.force_recompile = True
        game = coin_collector.make({"level": level}, options)
        textworld.generator.compile_game(game, options)
    return GameFile(level, seed, path)


def make_deep_game(level: int, rooms: int, seed: int, cache: Path = GAME_CACHE) -> GameFile:
    """Compile (or reuse) a deep-map game: TextWorld's ``random`` distractor mode, ``rooms``
    rooms of which ``level`` on the path (what ``coin_collector.make`` sets up, other mode)."""
    import textworld
    from textworld.challenges.tw_coin_collector import coin_collector
    from textworld.generator.data import KnowledgeBase
    from textworld.generator.game import GameOptions

    path = cache / f"cc-random-l{level}-r{rooms}-s{seed}.z8"
    if not (path.exists() and path.with_suffix(".json").exists()):
        cache.mkdir(parents=True, exist_ok=True)
        options = GameOptions()
        options.seeds = seed
        options.grammar.only_last_action = True
        options.grammar.allowed_variables_numbering = True
        options.kb = KnowledgeBase.load(coin_collector.KB_PATH)
        options.quest_length = level
        options.nb_rooms = rooms
        options.path = str(path)
        options.force_recompile = True
        game = coin_collector.make_game("random", options)
        textworld.generator.compile_game(game, options)
    return GameFile(level, seed, path)


@pytest.fixture(scope="session")
def game_file() -> Callable[[int, int], GameFile]:
    """``game_file(level, seed)``: the cached compiled game (compiled on first use)."""
    return make_game


@pytest.fixture(scope="session")
def deep_game_file() -> Callable[[int, int, int], GameFile]:
    """``deep_game_file(level, rooms, seed)``: a cached deep-map game (random mode)."""
    return make_deep_game


@pytest.fixture(scope="session")
def converter() -> FOLConverter:
    """One converter (with its LRU) for the converter tests."""
    return FOLConverter()


@pytest.fixture(scope="module")
def full() -> FOLConverter:
    """A converter grounding every predicate it knows over both families' verbs."""
    vocab = Families.load().vocabulary(
        ["textworld", "twx"], CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    )
    return FOLConverter(vocabulary=vocab)


def true_facts(converter: FOLConverter, observation: str, history=()) -> set[str]:
    """The facts true after ``history`` ((observation, action) pairs) and ``observation``."""
    table = converter.convert(observation, [Turn(o, a) for o, a in history])
    return {str(f) for f, t in table.facts(converter.vocabulary) if t == 1.0}
