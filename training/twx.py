"""TextWorldExpress's coin game: the second game family's games and its engine.

TextWorldExpress (``textworld-express`` on PyPI, a Scala game server on a JVM reached through
py4j) makes a coin game from a seed, a fold and its parameters (``numLocations`` 1..11 rooms on
a grid, so maps may have cycles; ``includeDoors``: closed doors between rooms that must be
opened; ``numDistractorItems`` 0..10 takeable objects). Nothing is compiled or stored: a game is
its :class:`TwxSpec`, and "the cache" of this family is only the protocol's list of specs
(:func:`twx_game_set`).

The engine is the game's own Python binding. :class:`TwxGame` plays one game on a
``PythonInterface`` of the binding's server (``textworld_express.TextWorldExpressEnv().server``),
exactly as ``TextWorldExpressEnv.reset``/``step`` do (same server calls, same observation, score
and end of game; tests/training/test_twx.py compares them step by step), without the binding's
second call per step (the task description, which no agent reads) and sharing one JVM between
all the games of a process: every game is its own ``PythonInterface`` object in that JVM, loaded
once with its parameters, so a reset costs one call (about 1 ms) instead of a reload (about
50 ms) and a training run or an evaluation starts one JVM, not one per game (docs/engine.md).
"""

from __future__ import annotations

import atexit
import functools
import json
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

GAME_NAME = "coin"
MAX_LOCATIONS = 11
"""TextWorldExpress refuses more rooms ("Number of locations must be less than or equal to 11")."""
MAX_DISTRACTORS = 10
"""... and more distractor items."""
DIRECTIONS: tuple[str, ...] = ("north", "south", "east", "west")

Split = Literal["train", "valid", "test"]
FOLDS: dict[str, str] = {"train": "train", "valid": "dev", "test": "test"}
"""The game's fold for each split of the protocol: validation plays TextWorldExpress's dev fold."""
FOLD_SEED_BASE: dict[str, int] = {"train": 0, "dev": 10_000, "test": 20_000}
"""The first of each fold's 1,000 seeds (``getValidSeedsTrain/Dev/Test``: 0-999, 10000-10999,
20000-20999)."""
FOLD_SEEDS = 1_000

# The protocol (docs/protocol.md, "TextWorldExpress"): train small, choose and report on every
# size, doors on and off, every number of distractors.
TRAIN_LOCATIONS = 5
"""Rooms of every training game (TextWorld's protocol trains at level 5 too)."""
TRAIN_GAMES = 50
TEST_LOCATIONS: tuple[int, ...] = tuple(range(2, MAX_LOCATIONS + 1))
"""Sizes of the validation and test games: every size with a room to explore (a 1-room game
holds the coin in its only room)."""
TEST_GAMES_PER_SIZE = 10
"""... half with doors, half without."""

_ROOM = re.compile(r"You are in the ([^.]+)\.")


@dataclass(frozen=True, slots=True)
class TwxSpec:
    """One TextWorldExpress coin game: what the server makes it from."""

    split: Split
    seed: int
    locations: int
    """``numLocations``: rooms in the map (the level of the game in per-level tables)."""
    doors: bool
    """``includeDoors``: closed doors between rooms."""
    distractors: int
    """``numDistractorItems``: takeable objects that are not the coin."""

    def __post_init__(self) -> None:
        if self.split not in FOLDS:
            raise ValueError(f"unknown split {self.split!r}; expected one of {tuple(FOLDS)}")
        base = FOLD_SEED_BASE[self.fold]
        if not base <= self.seed < base + FOLD_SEEDS:
            raise ValueError(
                f"seed {self.seed} is not one of the {self.fold} fold's seeds"
                f" [{base}, {base + FOLD_SEEDS})"
            )
        if not 1 <= self.locations <= MAX_LOCATIONS:
            raise ValueError(f"locations must be in [1, {MAX_LOCATIONS}], got {self.locations}")
        if not 0 <= self.distractors <= MAX_DISTRACTORS:
            raise ValueError(
                f"distractors must be in [0, {MAX_DISTRACTORS}], got {self.distractors}"
            )

    @property
    def fold(self) -> str:
        """TextWorldExpress's fold of the game (``train``, ``dev``, ``test``)."""
        return FOLDS[self.split]

    @property
    def level(self) -> int:
        """The game's size, as TextWorld's level in per-level tables: its rooms."""
        return self.locations

    @property
    def params(self) -> str:
        """The ``gameParams`` string of the game."""
        return (
            f"numLocations={self.locations},includeDoors={int(self.doors)},"
            f"numDistractorItems={self.distractors}"
        )

    @property
    def name(self) -> str:
        """A readable unique name: ``twx/test/rooms11-doors1-items3-seed20003``."""
        return (
            f"twx/{self.split}/rooms{self.locations:02d}-doors{int(self.doors)}"
            f"-items{self.distractors:02d}-seed{self.seed}"
        )

    def __str__(self) -> str:
        return self.name


def twx_game_set(split: Split) -> tuple[TwxSpec, ...]:
    """The games of one split of the protocol, on the split's fold with its first seeds.

    ``train``: 50 games of :data:`TRAIN_LOCATIONS` rooms on the train fold (seeds 0-49);
    ``valid`` (the dev fold, seeds 10000-10099) and ``test`` (the test fold, 20000-20099): 10
    games of each size in :data:`TEST_LOCATIONS`. Game i has doors when i is odd and ``(i // 2)
    % 11`` distractors, so every size meets doors on and off and a spread of distractors.
    """
    if split not in FOLDS:
        raise ValueError(f"unknown split {split!r}; expected one of {tuple(FOLDS)}")
    if split == "train":
        sizes = [TRAIN_LOCATIONS] * TRAIN_GAMES
    else:
        sizes = [n for n in TEST_LOCATIONS for _ in range(TEST_GAMES_PER_SIZE)]
    base = FOLD_SEED_BASE[FOLDS[split]]
    return tuple(
        TwxSpec(split, base + i, n, i % 2 == 1, (i // 2) % (MAX_DISTRACTORS + 1))
        for i, n in enumerate(sizes)
    )


class TwxState(NamedTuple):
    """What one command (or a reset) returns, as the binding reports it."""

    feedback: str
    """The observation text (``infos["observation"]``)."""
    score: float
    """The game's normalised score (1.0 once the coin is taken)."""
    won: bool
    done: bool
    """As ``TextWorldExpressEnv.step`` says it (score >= 1, task success or failure), without
    the binding's own step limit (the env caps episodes)."""
    room: str | None
    """The room the player is in, read from the game's free look (``infos["look"]``)."""
    valid_actions: tuple[str, ...]
    """The game's valid actions in the new state, in the game's order."""


class TwxMap(NamedTuple):
    """A game's map as the game holds it: rooms by name (names are unique in a game)."""

    exits: dict[str, dict[str, str]]
    """``exits[room][direction]`` is the room that way."""
    start: str
    coin_room: str
    closed: frozenset[tuple[str, str]]
    """``(room, direction)`` for each side of each closed door."""


def read_map(java_game: Any) -> TwxMap:  # noqa: ANN401 - a py4j proxy of the game's CoinGame
    """The rooms, exits, closed doors, the player's room and the coin's room of a running game,
    read from the game object in the JVM (the game's own truth; a few hundred py4j calls)."""
    exits: dict[str, dict[str, str]] = {}
    closed: set[tuple[str, str]] = set()
    coin_room = None
    for room in java_game.locations():
        name = room.name()
        exits[name] = {}
        for direction in DIRECTIONS:
            title = direction.title()
            there = getattr(room, f"location{title}")()
            if there is None:
                continue
            exits[name][direction] = there.name()
            door = getattr(room, f"door{title}")()
            if door is not None and not door.isOpen():
                closed.add((name, direction))
        contents = room.contents()
        if any(contents.apply(i).name() == "coin" for i in range(contents.size())):
            coin_room = name
    if coin_room is None:
        raise ValueError("no coin on the floor of any room")
    return TwxMap(exits, java_game.agentLocation().name(), coin_room, frozenset(closed))


class TwxServer:
    """The process's TextWorldExpress binding: one JVM, and the ``PythonInterface`` objects of
    the games played in it, kept loaded by parameters for the next game that needs them."""

    def __init__(self) -> None:
        from textworld_express import TextWorldExpressEnv

        self._env = TextWorldExpressEnv(envStepLimit=10**9)
        self._free: dict[str, list[Any]] = defaultdict(list)
        self.loads = 0
        """Interfaces loaded so far (each costs 25-50 ms; a reused one costs nothing)."""
        atexit.register(self.close)  # before the binding's __del__ meets a half-torn interpreter

    def interface(self, params: str) -> Any:  # noqa: ANN401 - a py4j proxy
        """A ``PythonInterface`` loaded with the coin game and ``params`` (a free one if any)."""
        if self._free[params]:
            return self._free[params].pop()
        interface = self._env._gateway.jvm.textworldexpress.runtime.PythonInterface()
        error = interface.load(GAME_NAME, params)
        if error:
            raise ValueError(f"TextWorldExpress refused {params}: {error}")
        self.loads += 1
        return interface

    def release(self, params: str, interface: Any) -> None:  # noqa: ANN401 - a py4j proxy
        """Give an interface back for the next game with the same parameters."""
        self._free[params].append(interface)

    def close(self) -> None:
        """Stop the JVM (idempotent)."""
        if self._env is not None:
            env, self._env = self._env, None
            self._free.clear()
            env.close()


@functools.cache
def shared_server() -> TwxServer:
    """The process's TextWorldExpress server, started on first use (about 0.3 s) and stopped
    when the process exits."""
    return TwxServer()


class TwxGame:
    """One TextWorldExpress game on its own ``PythonInterface`` in the shared JVM."""

    def __init__(self, spec: TwxSpec) -> None:
        self.spec = spec
        self._server = shared_server().interface(spec.params)

    def reset(self) -> TwxState:
        """Start the game's episode (the binding's ``reset(seed, fold)`` with the spec's)."""
        return self._state(self._server.generateNewGameJSON(self.spec.seed, self.spec.fold, False))

    def step(self, command: str) -> TwxState:
        """Play one command in the game's own spelling (``move north``, ``take coin``)."""
        return self._state(self._server.stepJSON(command))

    def game_map(self) -> TwxMap:
        """The current game's map as the JVM holds it (call after :meth:`reset`)."""
        return read_map(self._server.game())

    def closed_doors(self) -> frozenset[str]:
        """The directions of the player's room whose door is closed now (a few py4j calls)."""
        room = self._server.game().agentLocation()
        closed = set()
        for direction in DIRECTIONS:
            door = getattr(room, f"door{direction.title()}")()
            if door is not None and not door.isOpen():
                closed.add(direction)
        return frozenset(closed)

    def close(self) -> None:
        """Give the game's interface back to the shared server (idempotent)."""
        if self._server is not None:
            shared_server().release(self.spec.params, self._server)
            self._server = None

    def _state(self, response: str) -> TwxState:
        infos = json.loads(response)
        score = float(infos["score"])
        won, failed = bool(infos["tasksuccess"]), bool(infos["taskfailure"])
        match = _ROOM.match(infos["look"])
        return TwxState(
            feedback=infos["observation"],
            score=score,
            won=won,
            done=score >= 1.0 or won or failed,
            room=match.group(1) if match else None,
            valid_actions=tuple(infos["validActions"]),
        )


__all__ = [
    "DIRECTIONS",
    "FOLDS",
    "FOLD_SEED_BASE",
    "MAX_DISTRACTORS",
    "MAX_LOCATIONS",
    "TwxGame",
    "TwxMap",
    "TwxServer",
    "TwxSpec",
    "TwxState",
    "read_map",
    "shared_server",
    "twx_game_set",
]
