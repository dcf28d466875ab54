"""The Coin-Collector game sets of the protocol (docs/architecture.md §5), generated once and
cached on disk.

A game family is a protocol difficulty (``easy``, ``medium``, ``hard``: TextWorld's level codes)
or a deep-map shape (``deep3``, ``deep4``: TextWorld's generator in its ``random`` distractor
mode with 3 × or 4 × the level in rooms, the generalisation set). Per family: 50 training games
at level 5, 50 validation games and 50 unseen test games, the last two with 10 games at each of
the levels 5, 10, 15, 20, 25. Designs and settings are chosen on the validation games; the test
games only report. Every game has its own fixed seed; the seeds of all sets are disjoint (see
:func:`textworld_game_set`). Games live under a cache directory beside a
``manifest.json`` that records, for every game, its spec, TextWorld's game uuid and the sha256 of
the compiled ``.z8``; a game is reused only when its files are present and match the manifest, and
regenerated otherwise. Every game is then checked for the fast engine
(:func:`training.conformance.ensure_conformance`): a record beside the game says whether the fast
engine plays it byte-identical to TextWorld; a game that differs is reported and plays on
TextWorld.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Literal

from tqdm import tqdm

from training.atomic import write_json
from training.conformance import ensure_conformance

Difficulty = Literal["easy", "medium", "hard"]
Shape = Literal["deep3", "deep4"]
Family = Literal["easy", "medium", "hard", "deep3", "deep4"]
Split = Literal["train", "valid", "test"]

DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "medium", "hard")
SHAPES: tuple[Shape, ...] = ("deep3", "deep4")
FAMILIES: tuple[Family, ...] = (*DIFFICULTIES, *SHAPES)
SPLITS: tuple[Split, ...] = ("train", "valid", "test")
TRAIN_LEVEL = 5
TRAIN_GAMES = 50
TEST_LEVELS: tuple[int, ...] = (5, 10, 15, 20, 25)
TEST_GAMES_PER_LEVEL = 10
DEFAULT_CACHE_DIR = Path("var/games")
MANIFEST_NAME = "manifest.json"
MANIFEST_VERSION = 1
MAX_ROOMS = 100  # TextWorld 1.7 compiles no game with more rooms (Glulx support was removed)
# What generating a game costs here (one process on a 2-core machine shared with other jobs:
# a level-5 hard game 2.5 s, level 25 3.7 s, a 100-room deep game 5.3 s; docs/training.md), for
# the estimate printed before a generation; the bar then shows the measured rate.
GAME_SECONDS = 2.2
ROOM_SECONDS = 0.03
WORKER_START_SECONDS = 5.0


@dataclass(frozen=True, slots=True)
class FamilyProtocol:
    """How a family's games are made and played."""

    mode: Literal["simple", "random"]
    """TextWorld's distractor mode: ``simple`` puts each distractor room beside the path (a dead
    end one room deep), ``random`` hangs it off any room already placed (dead ends several rooms
    deep, branching rooms)."""
    rooms_per_level: int
    """Rooms in a level-L game: ``rooms_per_level * L`` (L of them on the path to the coin)."""
    max_steps: int
    """Step limit of the validation and test games (training games: the trainer's 50)."""


PROTOCOLS: dict[str, FamilyProtocol] = {
    "easy": FamilyProtocol("simple", 1, 100),
    "medium": FamilyProtocol("simple", 2, 100),
    "hard": FamilyProtocol("simple", 3, 100),
    # 200 >= 2R - L, the most steps depth-first search can need on a tree of R rooms with the
    # coin L - 1 moves away (every edge twice, the path's once, plus the take): 175 for the
    # largest deep game (R = 100, L = 25), so the oracle solves every deep game within the cap.
    "deep3": FamilyProtocol("random", 3, 200),
    "deep4": FamilyProtocol("random", 4, 200),
}

_LEVEL_OFFSET: dict[str, int] = {"easy": 0, "medium": 100, "hard": 200}
# Every set owns the seeds [base, base + 1000). Train and test keep the blocks they had before
# the validation split was added (10000 + 1000 * (2d + s)), so cached games and published
# figures stay valid; the validation sets come after them.
_SEED_BASE: dict[tuple[str, str], int] = {
    ("easy", "train"): 10_000,
    ("easy", "test"): 11_000,
    ("medium", "train"): 12_000,
    ("medium", "test"): 13_000,
    ("hard", "train"): 14_000,
    ("hard", "test"): 15_000,
    ("easy", "valid"): 16_000,
    ("medium", "valid"): 17_000,
    ("hard", "valid"): 18_000,
    ("deep3", "train"): 20_000,
    ("deep3", "valid"): 21_000,
    ("deep3", "test"): 22_000,
    ("deep4", "train"): 23_000,
    ("deep4", "valid"): 24_000,
    ("deep4", "test"): 25_000,
}

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of a set: what to generate, and where (``path`` is relative to the cache).

    ``difficulty`` is the game's family (a protocol difficulty or a deep shape). Protocol games
    are made by ``coin_collector.make({"level": code})``; deep games have no level code (None)
    and are made by ``coin_collector.make_game(mode, ...)`` with ``rooms`` rooms, ``level`` on
    the path.
    """

    difficulty: Family
    level: int
    code: int | None
    seed: int
    split: Split
    path: str
    mode: str
    rooms: int

    @classmethod
    def make(cls, difficulty: Family, level: int, seed: int, split: Split) -> GameSpec:
        """A spec with its level code (protocol games), mode, rooms and canonical path."""
        protocol = family_protocol(difficulty)
        rooms = protocol.rooms_per_level * level
        if level < 1 or rooms > MAX_ROOMS:
            raise ValueError(
                f"{difficulty} level must be in [1, {MAX_ROOMS // protocol.rooms_per_level}],"
                f" got {level}"
            )
        return cls(
            difficulty=difficulty,
            level=level,
            code=level_code(difficulty, level) if difficulty in DIFFICULTIES else None,
            seed=seed,
            split=split,
            path=f"{difficulty}/{split}/level{level:02d}-seed{seed}.z8",
            mode=protocol.mode,
            rooms=rooms,
        )


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A generated game as the manifest records it."""

    spec: GameSpec
    uuid: str
    sha256: str

    def to_json(self) -> dict:
        """The manifest row: the spec's fields plus ``uuid`` and ``sha256``."""
        return {**asdict(self.spec), "uuid": self.uuid, "sha256": self.sha256}

    @classmethod
    def from_json(cls, row: dict) -> GameEntry:
        """Inverse of :meth:`to_json`; raises KeyError/TypeError/ValueError on a malformed row.

        Rows written before deep games existed have no ``mode`` and ``rooms``: they are the
        family's (a protocol game's), so those rows keep matching their specs."""
        difficulty, level = str(row["difficulty"]), int(row["level"])
        protocol = family_protocol(difficulty)  # type: ignore[arg-type]
        spec = GameSpec(
            difficulty=difficulty,  # type: ignore[arg-type]
            level=level,
            code=None if row["code"] is None else int(row["code"]),
            seed=int(row["seed"]),
            split=str(row["split"]),  # type: ignore[arg-type]
            path=str(row["path"]),
            mode=str(row.get("mode", protocol.mode)),
            rooms=int(row.get("rooms", protocol.rooms_per_level * level)),
        )
        return cls(spec=spec, uuid=str(row["uuid"]), sha256=str(row["sha256"]))


@dataclass(frozen=True, slots=True)
class Manifest:
    """Every game generated under one cache directory."""

    cache_dir: Path
    entries: tuple[GameEntry, ...] = field(default=())

    def entry(self, spec: GameSpec) -> GameEntry | None:
        """The entry recorded for this exact spec, or None."""
        for e in self.entries:
            if e.spec == spec:
                return e
        return None

    def to_json(self) -> dict:
        """The ``manifest.json`` document."""
        return {"version": MANIFEST_VERSION, "games": [e.to_json() for e in self.entries]}


def family_protocol(family: Family) -> FamilyProtocol:
    """How the games of ``family`` are made (mode, rooms per level) and their step limit."""
    if family not in PROTOCOLS:
        raise ValueError(f"unknown difficulty {family!r}; expected one of {FAMILIES}")
    return PROTOCOLS[family]


def level_code(difficulty: Difficulty, level: int) -> int:
    """TextWorld's coin-collector level code: easy L, medium 100 + L, hard 200 + L."""
    if difficulty not in _LEVEL_OFFSET:
        raise ValueError(f"unknown difficulty {difficulty!r}; expected one of {DIFFICULTIES}")
    if not 1 <= level <= 100:
        raise ValueError(f"level must be in [1, 100], got {level}")
    return _LEVEL_OFFSET[difficulty] + level


def textworld_game_set(difficulty: Family, split: Split) -> tuple[GameSpec, ...]:
    """The 50 games of one set (a family's split), with fixed seeds disjoint across all sets.

    Game i (0..49) has seed ``base + i``; the bases are easy train 10000, easy test 11000,
    medium train 12000, medium test 13000, hard train 14000, hard test 15000, easy valid 16000,
    medium valid 17000, hard valid 18000; deep3 train 20000, valid 21000, test 22000; deep4
    train 23000, valid 24000, test 25000.
    """
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {SPLITS}")
    family_protocol(difficulty)
    base = _SEED_BASE[difficulty, split]
    if split == "train":
        levels = [TRAIN_LEVEL] * TRAIN_GAMES
    else:
        levels = [lv for lv in TEST_LEVELS for _ in range(TEST_GAMES_PER_LEVEL)]
    return tuple(GameSpec.make(difficulty, lv, base + i, split) for i, lv in enumerate(levels))


def game_paths(specs: Iterable[GameSpec], cache_dir: Path) -> list[Path]:
    """Absolute paths of the compiled ``.z8`` games of ``specs`` under ``cache_dir``."""
    root = Path(cache_dir).resolve()
    return [root / s.path for s in specs]


def load_manifest(cache_dir: Path) -> Manifest:
    """The manifest under ``cache_dir``; empty when missing, unreadable or malformed (logged)."""
    cache_dir = Path(cache_dir)
    path = cache_dir / MANIFEST_NAME
    if not path.exists():
        return Manifest(cache_dir)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("version") != MANIFEST_VERSION:
            raise ValueError(f"manifest version {doc.get('version')!r}")
        entries = tuple(GameEntry.from_json(row) for row in doc["games"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("ignoring corrupt game manifest %s (%s); games will be regenerated", path, exc)
        return Manifest(cache_dir)
    return Manifest(cache_dir, entries)


def is_valid(entry: GameEntry, cache_dir: Path) -> bool:
    """Whether the files of a manifest entry exist and match it (``.z8`` hash, ``.json`` uuid)."""
    z8 = Path(cache_dir) / entry.spec.path
    try:
        if _sha256(z8) != entry.sha256:
            return False
        doc = json.loads(z8.with_suffix(".json").read_text(encoding="utf-8"))
        return doc["metadata"]["uuid"] == entry.uuid
    except (OSError, ValueError, KeyError, TypeError):
        return False


def default_workers() -> int:
    """Generator processes when none are asked for: one per core this process may run on."""
    return max(1, len(os.sched_getaffinity(0)))


def describe(specs: Sequence[GameSpec]) -> str:
    """What a list of games holds, set by set: ``easy train 50, easy test 50``."""
    counts = Counter((s.difficulty, s.split) for s in specs)
    return ", ".join(f"{family} {split} {n}" for (family, split), n in counts.items())


def estimate_seconds(specs: Sequence[GameSpec], workers: int) -> float:
    """Rough wall seconds to generate ``specs`` in ``workers`` processes: each process pays its
    start-up (TextWorld's import) once, each game a fixed cost plus a cost per room (generation
    and Inform 7 compilation), measured on this project's 2-core machine (docs/training.md)."""
    work = sum(GAME_SECONDS + ROOM_SECONDS * s.rooms for s in specs)
    processes = max(1, min(workers, len(specs)))
    return WORKER_START_SECONDS + work / processes


def ensure_games(
    specs: Sequence[GameSpec],
    cache_dir: Path,
    workers: int | None = None,
    progress: bool = True,
) -> Manifest:
    """Generate the games of ``specs`` missing or invalid under ``cache_dir``; return the manifest.

    Valid games (files present, sha256 and uuid as the manifest records) are skipped. Only the
    entries of ``specs`` are checked (hashing every game of a large cache cost a training run
    about a second); entries for games outside ``specs`` are kept as they are. Generation runs
    in ``workers`` processes (default: one per core; inline when 1) with a tqdm bar, after one
    line saying what is generated and about how long it takes; the manifest is rewritten
    atomically after every finished game, so an interrupted run keeps what it finished. Then
    every game of ``specs`` without a current conformance record is checked (same workers).
    """
    cache_dir = Path(cache_dir)
    cache_dir.mkdir(parents=True, exist_ok=True)
    manifest = load_manifest(cache_dir)
    unique = list(dict.fromkeys(specs))
    wanted = set(unique)
    kept = {e.spec: e for e in manifest.entries if e.spec not in wanted or is_valid(e, cache_dir)}
    todo = [s for s in unique if s not in kept]
    if len(kept) != len(manifest.entries) or not (cache_dir / MANIFEST_NAME).exists():
        _write_manifest(Manifest(cache_dir, tuple(kept.values())))
    workers = workers or default_workers()
    if todo and progress:
        seconds = estimate_seconds(todo, workers)
        took = f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.0f} min"
        tqdm.write(
            f"generating {len(todo)} games ({describe(todo)}) into {cache_dir} with"
            f" {min(workers, len(todo))} processes: about {took} on an idle machine, once"
            " (cached games are checked by sha256 and reused)",
            file=sys.stderr,
        )
    with tqdm(total=len(todo), desc="games", unit="game", disable=not progress or not todo) as bar:
        for entry in _generate_all(todo, cache_dir, workers):
            kept[entry.spec] = entry
            _write_manifest(Manifest(cache_dir, tuple(kept.values())))
            bar.update(1)
    ready = [s for s in unique if s in kept]
    report = ensure_conformance(game_paths(ready, cache_dir), workers, progress)
    if report.checked_now:
        log.info("%s", report.summary())
    return Manifest(cache_dir, tuple(kept.values()))


def generate_game(spec: GameSpec, cache_dir: Path) -> GameEntry:
    """Generate and compile one game (overwriting its files) and return its manifest entry."""
    import textworld
    from textworld.challenges.tw_coin_collector import coin_collector
    from textworld.generator import compile_game
    from textworld.generator.data import KnowledgeBase

    z8 = Path(cache_dir).resolve() / spec.path
    z8.parent.mkdir(parents=True, exist_ok=True)
    options = textworld.GameOptions()
    options.seeds = spec.seed
    options.grammar.only_last_action = True
    options.path = str(z8)
    options.file_ext = ".z8"
    options.force_recompile = True
    if spec.code is not None:
        game = coin_collector.make({"level": spec.code}, options)
    else:  # what make() sets up, with the mode and the room count chosen here
        options.kb = KnowledgeBase.load(coin_collector.KB_PATH)
        options.grammar.allowed_variables_numbering = True
        options.quest_length = spec.level
        options.nb_rooms = spec.rooms
        game = coin_collector.make_game(spec.mode, options)
    compile_game(game, options)
    return GameEntry(spec=spec, uuid=str(game.metadata["uuid"]), sha256=_sha256(z8))


INFORM_SERIAL = slice(0x12, 0x18)
"""The story file's serial number (Z-machine header bytes 0x12-0x17): Inform writes the compile
date there (``261127``), so the same game compiled on another day differs in these bytes only.
The header's checksum covers bytes 0x40 onwards and does not include them."""
_UNORDERED = (("grammar", "names_to_exclude"),)
"""Lists of a game's ``.json`` that TextWorld writes from a set (their order is the process's
string hashing, not the game's)."""


_MACHINE = (("KB", "text_grammars_path"),)
"""Fields of a game's ``.json`` that name the generating machine (the installed TextWorld's
grammar folder, an absolute path), not the game."""


def game_identity(z8: Path) -> str:
    """sha256 of what a compiled game is, the same whichever day, process and folder made it:
    its ``.z8`` with the compile date blanked (:data:`INFORM_SERIAL`) and its ``.json`` with keys
    and TextWorld's sets (:data:`_UNORDERED`) in sorted order and the generating machine's paths
    (:data:`_MACHINE`) left out. Two games of one identity hold the
    same world, texts and code; the manifest's ``sha256`` is of the file's bytes as written."""
    story = bytearray(Path(z8).read_bytes())
    story[INFORM_SERIAL] = b"\0" * (INFORM_SERIAL.stop - INFORM_SERIAL.start)
    doc = json.loads(Path(z8).with_suffix(".json").read_text(encoding="utf-8"))
    for *parents, key in _UNORDERED:
        node = doc
        for name in parents:
            node = node.get(name, {}) if isinstance(node, dict) else {}
        if isinstance(node, dict) and isinstance(node.get(key), list):
            node[key] = sorted(node[key], key=lambda item: json.dumps(item, sort_keys=True))
    for *parents, key in _MACHINE:
        node = doc
        for name in parents:
            node = node.get(name, {}) if isinstance(node, dict) else {}
        if isinstance(node, dict):
            node.pop(key, None)
    digest = hashlib.sha256(bytes(story))
    digest.update(json.dumps(doc, sort_keys=True, ensure_ascii=False).encode("utf-8"))
    return digest.hexdigest()


def _generate_all(todo: list[GameSpec], cache_dir: Path, workers: int) -> Iterable[GameEntry]:
    workers = min(workers, len(todo))
    if workers <= 1 or len(todo) <= 1:
        for spec in todo:
            yield generate_game(spec, cache_dir)
        return
    # spawn, not fork: the parent may hold threads (torch, tqdm's monitor).
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("spawn")) as pool:
        futures = [pool.submit(generate_game, spec, cache_dir) for spec in todo]
        for future in as_completed(futures):
            yield future.result()


def _write_manifest(manifest: Manifest) -> None:
    write_json(manifest.cache_dir / MANIFEST_NAME, manifest.to_json())


def _sha256(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()
