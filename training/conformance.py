"""The conformance check: the fast engine against TextWorld on the same game, transition by
transition (docs/engine.md).

A walk is a list of episodes, each a list of commands played after a reset. The walks of a game
cover every way the protocol's agents can play it:

- a depth-first exploration that tries, in every room, each command that leaves the player
  there (``go`` into a wall, ``take`` a direction, ``go coin``; ``take coin`` where there is no
  coin), walks every exit both ways, then takes the coin and keeps typing after the end;
- the walkthrough (the shortest win), then a reset in mid-episode;
- seeded random episodes over the ten commands (so invalid ones: ``take north``, ``go coin``,
  walls), and over the five commands an agent that acts only on found words issues, each ending
  in a win or after its length, some cut short by a reset.

Both engines play the same walks; every transition's feedback, score, ``won`` and end of game
must be equal, byte for byte. :func:`check_game` says how many transitions matched and where the
first difference is.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Literal

from tqdm import tqdm

from training.atomic import write_json
from training.engine import (
    COIN,
    DIRECTIONS,
    ENGINE_VERSION,
    VERBS,
    CoinGame,
    EngineState,
    FastGame,
    TextWorldGame,
)

ALL_COMMANDS: tuple[str, ...] = tuple(f"{v} {n}" for v in VERBS for n in (*DIRECTIONS, COIN))
"""The ten commands of the baselines (every verb with every noun)."""
FOUND_COMMANDS: tuple[str, ...] = (*(f"go {d}" for d in DIRECTIONS), f"take {COIN}")
"""The five typed commands FOL-LNN issues."""

Walk = list[list[str]]
Engine = Literal["textworld", "fast"]
ENGINES: tuple[Engine, ...] = ("textworld", "fast")
WALKS_VERSION = 2
"""Bumped whenever :func:`walks` changes: records made with other walks are stale."""
RECORD_SUFFIX = ".conformance.json"

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Conformance:
    """The outcome of replaying a game's walks on both engines."""

    ok: bool
    transitions: int
    """Transitions compared (resets included)."""
    mismatch: str | None = None
    """Where the engines first differ: episode, command and both answers (None when ok)."""
    fingerprint: str = ""
    """What was compared: the game's files, the engine's and the walks' versions."""

    def to_json(self) -> dict:
        """The record written beside the game."""
        return asdict(self)


def walks(game: CoinGame, seed: int, random_episodes: int = 6, episode_length: int = 60) -> Walk:
    """The episodes replayed on a game (module docstring); deterministic given ``seed``."""
    rng = random.Random(seed)
    episodes = [_exploration(game), _walkthrough(game) + ["reset"]]
    for i in range(random_episodes):
        commands = ALL_COMMANDS if i % 2 == 0 else FOUND_COMMANDS
        episode = [rng.choice(commands) for _ in range(episode_length)]
        if i % 3 == 2:  # cut short by a reset in mid-episode
            episode = episode[: episode_length // 3] + ["reset"]
        episodes.append(episode)
    return episodes


def replay(engine: TextWorldGame | FastGame, walk: Walk) -> list[EngineState]:
    """Every transition of ``walk`` on one engine: a reset before each episode, then its
    commands (a ``reset`` command in an episode is a reset)."""
    out = []
    for episode in walk:
        out.append(engine.reset())
        for command in episode:
            out.append(engine.reset() if command == "reset" else engine.step(command))
    return out


def check_game(path: Path | str, seed: int = 0) -> Conformance:
    """Replay :func:`walks` of the game at ``path`` on TextWorld and on the fast engine."""
    stamp = fingerprint(path)
    try:
        game = CoinGame.load(path)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return Conformance(False, 0, f"the fast engine cannot read the game: {exc}", stamp)
    walk = walks(game, seed)
    reference_game = TextWorldGame(path)
    try:
        reference = replay(reference_game, walk)
    finally:
        reference_game.close()
    fast = replay(FastGame(game), walk)
    labels = [c for episode in walk for c in ("(reset)", *episode)]
    for n, (label, want, got) in enumerate(zip(labels, reference, fast, strict=True)):
        if want != got:
            where = f"transition {n} ({label}): {_difference(want, got)}"
            return Conformance(False, n + 1, where, stamp)
    return Conformance(True, len(reference), None, stamp)


def fingerprint(path: Path | str) -> str:
    """sha256 over the game's ``.z8`` and ``.json`` and the engine's and walks' versions."""
    digest = hashlib.sha256(f"engine {ENGINE_VERSION} walks {WALKS_VERSION}\n".encode())
    for suffix in (".z8", ".json"):
        digest.update(Path(path).with_suffix(suffix).read_bytes())
    return digest.hexdigest()


def record_path(path: Path | str) -> Path:
    """Where the conformance record of a game lies: beside it, ``<game>.conformance.json``."""
    return Path(path).with_suffix(RECORD_SUFFIX)


def load_record(path: Path | str) -> Conformance | None:
    """The game's conformance record, or None when missing, unreadable or stale."""
    try:
        doc = json.loads(record_path(path).read_text(encoding="utf-8"))
        record = Conformance(
            ok=bool(doc["ok"]),
            transitions=int(doc["transitions"]),
            mismatch=doc.get("mismatch"),
            fingerprint=str(doc["fingerprint"]),
        )
        current = fingerprint(path)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return record if record.fingerprint == current else None


def proven(path: Path | str) -> bool:
    """Whether the fast engine is proven equal to TextWorld on this game (a current record)."""
    record = load_record(path)
    return record is not None and record.ok


def engine_for(path: Path | str, engine: Engine) -> Engine:
    """The engine a game is played with: ``fast`` only where :func:`proven`, else TextWorld."""
    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}; expected one of {ENGINES}")
    if engine == "fast" and not proven(path):
        log.warning("%s: fast engine not proven on this game; playing it on TextWorld", path)
        return "textworld"
    return engine


@dataclass(frozen=True, slots=True)
class ConformanceReport:
    """The conformance of a set of games after :func:`ensure_conformance`."""

    games: int
    checked_now: int
    transitions_now: int
    differing: dict[str, str]
    """Games the fast engine does not reproduce (played on TextWorld): path -> first mismatch."""

    @property
    def proven(self) -> int:
        """Games the fast engine plays."""
        return self.games - len(self.differing)

    def summary(self) -> str:
        """One line for logs and the CLI."""
        line = (
            f"fast engine proven on {self.proven}/{self.games} games"
            f" ({self.checked_now} checked now, {self.transitions_now} transitions)"
        )
        if self.differing:
            line += f"; {len(self.differing)} differ and play on TextWorld: " + ", ".join(
                sorted(self.differing)
            )
        return line


def ensure_conformance(
    paths: Sequence[Path | str], workers: int = 1, progress: bool = False
) -> ConformanceReport:
    """Check every game without a current record (in ``workers`` processes), write its record
    beside it, and report; a game that differs is logged and plays on TextWorld."""
    records: dict[str, Conformance] = {}
    todo = []
    for path in dict.fromkeys(str(p) for p in paths):
        record = load_record(path)
        if record is None:
            todo.append(path)
        else:
            records[path] = record
    checked = 0
    transitions = 0
    # nothing to check, no bar: a run whose games all have records says nothing here
    shown = progress and bool(todo)
    with tqdm(total=len(todo), desc="conformance", unit="game", disable=not shown) as bar:
        for path, record in _check_all(todo, workers):
            _write_record(path, record)
            records[path] = record
            checked += 1
            transitions += record.transitions
            if not record.ok:
                log.warning("fast engine differs from TextWorld on %s: %s", path, record.mismatch)
            bar.update(1)
    differing = {p: r.mismatch or "" for p, r in records.items() if not r.ok}
    return ConformanceReport(len(records), checked, transitions, differing)


def _check_all(todo: list[str], workers: int) -> Iterable[tuple[str, Conformance]]:
    if workers <= 1 or len(todo) <= 1:
        for path in todo:
            yield path, check_game(path)
        return
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("spawn")) as pool:
        yield from zip(todo, pool.map(check_game, todo, chunksize=4), strict=True)


def _write_record(path: str, record: Conformance) -> None:
    write_json(record_path(path), record.to_json())


def _difference(want: EngineState, got: EngineState) -> str:
    """The first field that differs, with some context around the first differing character."""
    if want.feedback == got.feedback:
        return f"TextWorld {want[1:]!r}, fast {got[1:]!r} (score, won, done)"
    at = next(
        (i for i, (a, b) in enumerate(zip(want.feedback, got.feedback, strict=False)) if a != b),
        min(len(want.feedback), len(got.feedback)),
    )
    start = max(0, at - 60)
    return (
        f"feedback differs at character {at}: TextWorld {want.feedback[start : at + 60]!r},"
        f" fast {got.feedback[start : at + 60]!r}"
    )


def _exploration(game: CoinGame) -> list[str]:
    """Depth-first over the map trying every command in every room, then the coin, then more."""
    commands: list[str] = []
    seen: set[str] = set()

    def visit(room: str) -> None:
        seen.add(room)
        # every command that keeps the player here: walls, taking a direction, going to the coin
        walls = [f"go {d}" for d in DIRECTIONS if d not in game.exits[room]]
        commands.extend([*walls, *(f"take {d}" for d in DIRECTIONS), f"go {COIN}"])
        if room != game.coin_room:
            commands.append(f"take {COIN}")
        for direction, there in sorted(game.exits[room].items()):
            if there not in seen:
                commands.append(f"go {direction}")
                visit(there)
                back = next(d for d, r in game.exits[there].items() if r == room)
                commands.append(f"go {back}")

    visit(game.start)
    return (
        commands + _route(game, game.start, game.coin_room) + ["take coin", "go north", "take coin"]
    )


def _walkthrough(game: CoinGame) -> list[str]:
    return _route(game, game.start, game.coin_room) + ["take coin"]


def _route(game: CoinGame, start: str, goal: str) -> list[str]:
    """The moves of the shortest path from ``start`` to ``goal`` (breadth-first)."""
    previous: dict[str, tuple[str, str] | None] = {start: None}
    frontier = [start]
    while frontier and goal not in previous:
        nxt = []
        for room in frontier:
            for direction, there in sorted(game.exits[room].items()):
                if there not in previous:
                    previous[there] = (room, direction)
                    nxt.append(there)
        frontier = nxt
    if goal not in previous:
        raise ValueError(f"{goal} is unreachable from {start}")
    moves = []
    while (link := previous[goal]) is not None:
        goal, direction = link
        moves.append(f"go {direction}")
    return moves[::-1]


def check_games(paths: Sequence[Path | str], seed: int = 0) -> dict[str, Conformance]:
    """:func:`check_game` on each game, by path."""
    return {str(p): check_game(p, seed) for p in paths}
