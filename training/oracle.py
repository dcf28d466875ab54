"""The ``oracle``: a scripted depth-first explorer, the reference for the best possible steps.

It decides with what an agent could know locally: the exits of the current room, the rooms it
has been in, and the direction it first came from. Among exits to rooms it has not been in, it
picks uniformly at random (seeded); from a dead end it goes back the way it first came; it takes
the coin when the coin is in the room. It reads the room graph from TextWorld's game facts (it is
a reference, not a learner). Coin-Collector maps are trees in both of TextWorld's distractor
modes (every room after the first is connected to exactly one room placed before it), so "this
exit leads to a room I have been in" is exactly what an agent knows from the edges it has walked:
reading it off the map gives no advantage beyond what local memory gives. (On a map with cycles
the rule would still be depth-first search and still find the coin; only that equivalence would
not hold.)

On TextWorldExpress (maps with cycles, closed doors) the map is read from the game in the JVM
(:meth:`training.twx.TwxGame.game_map`), and the oracle knows what the game's text tells: an open
exit names the room beyond it, so "leads to a room I have been in" is local knowledge there too;
a closed door hides its room until it is opened, so the explorer treats it as an exit to a new
room, opens it when drawn (``open d``, spelled ``open door to d`` by the family's grammar), and
walks through only if the room revealed is new.

Steps are counted as in the evaluation protocol: commands until the game ends, the ``take``
included, capped at ``max_steps`` (100 by default: the protocol's test games; a deep set's cap
is ``training.games.family_protocol(family).max_steps``).

The reference is the oracle's expectation, not one draw (issue 42, item 4): one exit order's
mean over a set swings with the draw (±0.2 steps of 5.8 on TextWorldExpress's test fold, ±0.6
of 29 on medium), so a ratio against one draw measures the draw as much as the agent.
:func:`expected_oracle_steps` plays every game in :data:`EXIT_ORDERS` fixed exit orders (order
k plays game i with seed ``k + i``: order k is the single draw a run of seed k was compared with
before) and reports the mean over orders with the spread of one order's mean: the same figure
for every run on the same games, whatever its seed.
"""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import textworld

from training.twx import TwxGame, TwxSpec

MAX_STEPS = 100
EXIT_ORDERS = 256
"""Exit orders the reference oracle averages over (:func:`expected_oracle_steps`): the mean's
standard error is the spread / 16, a few hundredths of a step on the protocol sets."""
DIRECTIONS: tuple[str, ...] = ("north", "south", "east", "west")
_REVERSE = {"north": "south", "south": "north", "east": "west", "west": "east"}
_ORACLE_ACTIONS: tuple[str, ...] = (
    *(f"{verb} {d}" for verb in ("go", "open") for d in DIRECTIONS),
    "take coin",
)
"""Every command the oracle gives, in the vocabulary's spelling."""
_FactRow = tuple[str, tuple[str, ...], tuple[str, ...]]  # predicate, argument names, types


@dataclass(frozen=True, slots=True)
class GameMap:
    """The room graph of a game: ``exits[room][direction]`` is the neighbouring room;
    ``closed`` holds the ``(room, direction)`` sides of the doors closed at the start (both
    sides of a door; TextWorld's coin collector has none)."""

    exits: Mapping[str, Mapping[str, str]]
    start: str
    coin_room: str
    closed: frozenset[tuple[str, str]] = frozenset()

    @classmethod
    def from_facts(cls, facts: Iterable[_FactRow]) -> GameMap:
        """Build from ``(predicate, names, types)`` rows, e.g. ``north_of(a: r, b: r)``."""
        exits: dict[str, dict[str, str]] = {}
        start = coin_room = None
        for predicate, names, types in facts:
            if predicate == "at" and types == ("P", "r"):
                start = names[1]
            elif predicate == "at" and types == ("o", "r"):
                coin_room = names[1]
            elif predicate.endswith("_of") and predicate[:-3] in _REVERSE:
                # north_of(a, b): a is north of b, so b has an exit north to a.
                exits.setdefault(names[1], {})[predicate[:-3]] = names[0]
                exits.setdefault(names[0], {})
        if start is None or coin_room is None:
            raise ValueError("facts name no player or no coin location")
        return cls(exits=exits, start=start, coin_room=coin_room)

    @classmethod
    def load(cls, game_path: Path | str | TwxSpec) -> GameMap:
        """The initial map stored in the ``.json`` beside a compiled game (room ids as names),
        or, for a TextWorldExpress game, its map as the game makes it (room names)."""
        if isinstance(game_path, TwxSpec):
            game = TwxGame(game_path)
            game.reset()
            exits, start, coin_room, closed = game.game_map()
            game.close()
            return cls(exits=exits, start=start, coin_room=coin_room, closed=closed)
        doc = json.loads(Path(game_path).with_suffix(".json").read_text(encoding="utf-8"))
        return cls.from_facts(
            (
                f["name"],
                tuple(a["name"] for a in f["arguments"]),
                tuple(a["type"] for a in f["arguments"]),
            )
            for f in doc["world"]
        )


def shortest_path_steps(game_map: GameMap) -> int:
    """Commands of the shortest solution: moves from the start to the coin, plus the ``take``."""
    frontier, dist = deque([game_map.start]), {game_map.start: 0}
    while frontier:
        room = frontier.popleft()
        if room == game_map.coin_room:
            return dist[room] + 1
        for nxt in game_map.exits[room].values():
            if nxt not in dist:
                dist[nxt] = dist[room] + 1
                frontier.append(nxt)
    raise ValueError("the coin is unreachable")


class DepthFirstExplorer:
    """One episode of the oracle's decision rule, fed the current room and its exits each step.

    Its commands are the vocabulary's (``go north``, ``open north``, ``take coin``); a family's
    grammar spells them for its game. Behind a closed door it does not know the room (the game
    does not name it until the door is opened): a closed door counts as an exit to a room not
    yet visited; when it draws one, it opens it (``open d``) and goes through at once if the
    room it reveals is new, else draws again. Without doors (TextWorld) that is the plain
    depth-first search, with the same random draws.
    """

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._visited: set[str] = set()
        self._back: dict[str, str] = {}  # room -> direction to the room it was first entered from
        self._last_move: str | None = None
        self._opened: str | None = None  # the door just opened, to go through if it is new

    def act(
        self,
        room: str,
        exits: Mapping[str, str],
        coin_here: bool,
        closed: Collection[str] = (),
    ) -> str:
        """The next command in ``room`` whose exits lead (direction -> neighbour) as given,
        ``closed`` the directions whose door is closed."""
        if room not in self._visited:
            self._visited.add(room)
            if self._last_move is not None:
                self._back[room] = _REVERSE[self._last_move]
        opened, self._opened = self._opened, None
        if coin_here:
            self._last_move = None
            return "take coin"
        if opened is not None and opened not in closed and exits[opened] not in self._visited:
            direction = opened
        else:
            fresh = sorted(d for d, nxt in exits.items() if d in closed or nxt not in self._visited)
            if fresh:
                direction = self._rng.choice(fresh)
            elif room in self._back:
                direction = self._back[room]
            else:  # explored everything reachable: cannot happen in a solvable game
                direction = sorted(exits)[0] if exits else "north"
            if direction in closed:
                self._opened = direction
                return f"open {direction}"
        self._last_move = direction
        return f"go {direction}"


def oracle_steps(path: Path | str | TwxSpec, seed: int, max_steps: int = MAX_STEPS) -> int:
    """Steps the oracle needs in the game at ``path`` (``max_steps`` if it does not finish).

    Plays the real game; the player's room and the coin's place are read from TextWorld's facts.
    A TextWorldExpress game is played on its valid actions: the room is the game's, the coin is
    here when ``take coin`` is valid, a door is closed as the game holds it now, and every
    command (in the game's spelling) must be one of the game's valid actions.
    """
    if isinstance(path, TwxSpec):
        return _twx_oracle_steps(path, seed, max_steps)
    env = textworld.start(str(path), textworld.EnvInfos(facts=True, won=True))
    try:
        state = env.reset()
        game_map = GameMap.from_facts(_rows(state.facts))
        explorer = DepthFirstExplorer(random.Random(seed))
        for step in range(1, max_steps + 1):
            rows = list(_rows(state.facts))
            room = next(n[1] for p, n, t in rows if p == "at" and t == ("P", "r"))
            coin_here = any(p == "at" and t == ("o", "r") and n[1] == room for p, n, t in rows)
            command = explorer.act(room, game_map.exits[room], coin_here)
            state, _, done = env.step(command)
            if state.won or done:
                return step
        return max_steps
    finally:
        env.close()


def _twx_oracle_steps(spec: TwxSpec, seed: int, max_steps: int) -> int:
    from training.families import family_spelling  # families imports this module's siblings

    game = TwxGame(spec)
    try:
        state = game.reset()
        exits = game.game_map().exits
        explorer = DepthFirstExplorer(random.Random(seed))
        spelling = family_spelling("twx", _ORACLE_ACTIONS)
        for step in range(1, max_steps + 1):
            room = state.room
            shut = [d for d in exits[room] if d in game.closed_doors()]
            command = spelling[
                explorer.act(room, exits[room], "take coin" in state.valid_actions, shut)
            ]
            if command not in state.valid_actions:
                raise RuntimeError(f"{spec}: {command!r} is not a valid action here")
            state = game.step(command)
            if state.won or state.done:
                return step
        return max_steps
    finally:
        game.close()


def planned_steps(game_map: GameMap, seed: int, max_steps: int = MAX_STEPS) -> int:
    """The oracle's steps computed on the stored map, without running the game.

    Same decisions as playing the game with the same seed (the tests check that it agrees with
    real play, TextWorld's and TextWorldExpress's): ``go d`` lands where the map says unless
    the door that way is closed; ``open d`` opens both sides of the door.
    """
    explorer, room = DepthFirstExplorer(random.Random(seed)), game_map.start
    closed = set(game_map.closed)
    for step in range(1, max_steps + 1):
        exits = game_map.exits[room]
        shut = [d for d in exits if (room, d) in closed]
        command = explorer.act(room, exits, room == game_map.coin_room, shut)
        verb, _, direction = command.partition(" ")
        if verb == "take":
            return step
        if verb == "open":
            closed -= {(room, direction), (exits[direction], _REVERSE[direction])}
        elif (room, direction) not in closed:
            room = exits.get(direction, room)
    return max_steps


def oracle_game_steps(
    paths: Sequence[Path | str | TwxSpec], seed: int, max_steps: int = MAX_STEPS
) -> list[int]:
    """The oracle's steps in each game; game i is played with seed ``seed + i``.

    Computed on the games' stored maps (:func:`planned_steps`), milliseconds for a whole set.
    """
    return [planned_steps(GameMap.load(p), seed + i, max_steps) for i, p in enumerate(paths)]


def oracle_mean_steps(
    paths: Sequence[Path | str | TwxSpec], seed: int, max_steps: int = MAX_STEPS
) -> float:
    """Mean of :func:`oracle_game_steps` over the games."""
    if not paths:
        raise ValueError("no games")
    return sum(oracle_game_steps(paths, seed, max_steps)) / len(paths)


@dataclass(frozen=True, slots=True)
class OracleSteps:
    """The oracle's steps on a set of games in several exit orders: ``steps[k][i]`` is game i's
    in order k (seed ``k + i``)."""

    steps: tuple[tuple[int, ...], ...]

    @property
    def orders(self) -> int:
        """How many exit orders were played."""
        return len(self.steps)

    @property
    def mean(self) -> float:
        """The reference: mean steps over the games and the orders."""
        return float(np.mean(self.steps))

    @property
    def spread(self) -> float:
        """How much one order's mean over the games swings: population std over the orders."""
        return float(np.mean(self.steps, axis=1).std())

    @property
    def per_game(self) -> tuple[float, ...]:
        """Each game's mean over the orders."""
        return tuple(float(v) for v in np.mean(self.steps, axis=0))

    def part(self, games: Sequence[int]) -> OracleSteps:
        """The same orders on the games ``games`` (indices into the set) only."""
        return OracleSteps(tuple(tuple(row[i] for i in games) for row in self.steps))

    def to_dict(self) -> dict[str, float | int]:
        """``{"steps": mean, "spread": spread, "orders": orders}`` (what records and reports
        hold)."""
        return {"steps": self.mean, "spread": self.spread, "orders": self.orders}


def expected_oracle_steps(
    paths: Sequence[Path | str | TwxSpec],
    orders: int = EXIT_ORDERS,
    max_steps: int = MAX_STEPS,
) -> OracleSteps:
    """The oracle's steps on every game in ``orders`` exit orders, on the games' stored maps
    (:func:`planned_steps`; each map read once): order k is :func:`oracle_game_steps` with seed
    k."""
    return planned_orders([GameMap.load(p) for p in paths], orders, max_steps)


def planned_orders(
    maps: Sequence[GameMap], orders: int = EXIT_ORDERS, max_steps: int = MAX_STEPS
) -> OracleSteps:
    """:func:`planned_steps` on every map in ``orders`` exit orders (map i in order k: seed
    ``k + i``)."""
    if not maps:
        raise ValueError("no games")
    if orders < 1:
        raise ValueError(f"orders must be >= 1, got {orders}")
    return OracleSteps(
        tuple(
            tuple(planned_steps(m, k + i, max_steps) for i, m in enumerate(maps))
            for k in range(orders)
        )
    )


class OracleActor:
    """The oracle as a batched :class:`training.evaluate.Actor` (slot i = ``game_paths[i]``).

    It tracks each slot's room (and its doors) on the game's stored map from its own commands
    (``go d`` moves where the map says unless the door that way is closed; ``open d`` opens the
    door). Slot i's explorer is seeded ``seed + i``, as in :func:`oracle_mean_steps`. Commands
    are given in ``spelling`` (the family's: :func:`training.families.family_spelling` over the
    oracle's commands; TextWorld's spelling is the vocabulary's own, the default).
    """

    def __init__(
        self,
        game_paths: Sequence[Path | str | TwxSpec],
        seed: int,
        spelling: Mapping[str, str] | None = None,
    ) -> None:
        self._maps = [GameMap.load(p) for p in game_paths]
        self._seed = seed
        self._spelling = dict(spelling or {})
        self._rooms = [m.start for m in self._maps]
        self._closed = [set(m.closed) for m in self._maps]
        self._last = [""] * len(self._maps)
        self._explorers: list[DepthFirstExplorer] = []

    def reset(self, observations: Sequence[str]) -> None:
        """Start one episode per slot."""
        if len(observations) != len(self._maps):
            raise ValueError(f"{len(observations)} observations for {len(self._maps)} games")
        self._rooms = [m.start for m in self._maps]
        self._closed = [set(m.closed) for m in self._maps]
        self._explorers = [
            DepthFirstExplorer(random.Random(self._seed + i)) for i in range(len(self._maps))
        ]

    def act(self, slots: Sequence[int]) -> list[str]:
        """The oracle's command for each running slot."""
        out = []
        for i in slots:
            room, game_map = self._rooms[i], self._maps[i]
            exits = game_map.exits[room]
            shut = [d for d in exits if (room, d) in self._closed[i]]
            command = self._explorers[i].act(room, exits, room == game_map.coin_room, shut)
            self._last[i] = command
            out.append(self._spelling.get(command, command))
        return out

    def observe(
        self, slots: Sequence[int], commands: Sequence[str], observations: Sequence[str]
    ) -> None:
        """Move each slot's tracked room along its command (the one :meth:`act` gave)."""
        for i in slots:
            verb, _, direction = self._last[i].partition(" ")
            room, exits = self._rooms[i], self._maps[i].exits[self._rooms[i]]
            if verb == "open" and direction in exits:
                self._closed[i] -= {(room, direction), (exits[direction], _REVERSE[direction])}
            elif verb == "go" and (room, direction) not in self._closed[i]:
                self._rooms[i] = exits.get(direction, room)


def _rows(facts: Iterable[textworld.logic.Proposition]) -> Iterable[_FactRow]:
    for f in facts:
        yield f.name, tuple(v.name for v in f.arguments), tuple(v.type for v in f.arguments)
