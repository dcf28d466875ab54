"""Game families as data (docs/architecture.md §3b): what a ``--difficulty`` names.

A family names its engine (what plays its games), its grammar (how its games spell the agent's
verbs: the converter's family of the same name, ``converter/data/families.json``), the levels of
its validation and test games, and its step limits. Two engines today:

- ``textworld``: TextWorld 1.7's coin collector, compiled into ``.z8`` files and cached on disk
  (:mod:`training.games`; the fast engine plays them where proven equal): the protocol's
  difficulties ``easy``, ``medium``, ``hard`` and the deep-map shapes ``deep3``, ``deep4``;
- ``textworld-express``: TextWorldExpress's coin game (:mod:`training.twx`), made by the game
  from a seed and parameters, nothing cached: ``twx``.

A game of a set is a :class:`Game`: a ``.z8`` path, or a :class:`~training.twx.TwxSpec`;
:class:`training.env.CoinCollectorEnv`, the evaluator and the oracle take either. A third family
is a record here, its engine's game set and env (one module like :mod:`training.twx`) and its
grammar in the converter's data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from training import games, twx
from training.conformance import ensure_conformance
from training.games import GameSpec, Split
from training.options import check_choice, check_dir, check_fields, check_range
from training.shipped_games import unpack_shipped
from training.twx import TwxSpec

if TYPE_CHECKING:  # the converter imports spaCy: `folnn games --help` answers without it
    from converter.converter import FOLConverter
    from converter.facts import Vocabulary

Family = Literal["easy", "medium", "hard", "deep3", "deep4", "twx"]
FamilyEngine = Literal["textworld", "textworld-express"]
Game = Path | TwxSpec
"""A game to play: a compiled TextWorld game, or a TextWorldExpress spec."""
Spec = GameSpec | TwxSpec
"""What a protocol set lists (a TextWorld spec becomes a path once generated)."""


@dataclass(frozen=True, slots=True)
class GameFamily:
    """One family's record."""

    name: str
    engine: FamilyEngine
    grammar: str
    """The converter's family whose grammar spells the game's commands."""
    levels: tuple[int, ...]
    """Levels of the validation and test games (TextWorld: the level; TextWorldExpress: the
    rooms)."""
    max_steps: int
    """Step limit of the validation and test games."""
    train_max_steps: int = 50
    """Step limit of the training games (the trainer's default)."""


def _textworld(name: str) -> GameFamily:
    return GameFamily(
        name, "textworld", "textworld", games.TEST_LEVELS, games.family_protocol(name).max_steps
    )


FAMILIES: dict[str, GameFamily] = {
    **{name: _textworld(name) for name in games.FAMILIES},
    "twx": GameFamily("twx", "textworld-express", "twx", twx.TEST_LOCATIONS, 100),
}
FAMILY_NAMES: tuple[Family, ...] = tuple(FAMILIES)  # type: ignore[assignment]
MAX_SET_GAMES = max(
    len(twx.twx_game_set("test")), len(games.TEST_LEVELS) * games.TEST_GAMES_PER_LEVEL
)
"""The largest validation or test set of any family (for ``--games``-like options)."""


def family(name: str) -> GameFamily:
    """The record of ``name``; ValueError when unknown."""
    if name not in FAMILIES:
        raise ValueError(f"unknown difficulty {name!r}; expected one of {FAMILY_NAMES}")
    return FAMILIES[name]


VocabularyChoice = Literal["paper", "families"]
VOCABULARIES: tuple[VocabularyChoice, ...] = ("paper", "families")


def default_vocabulary(name: str) -> VocabularyChoice:
    """What a run on family ``name`` reads and plays unless it says: ``families`` on a family
    whose grammar gives a class more verbs than TextWorld's (TextWorldExpress: ``open``), the
    paper's elsewhere."""
    return "families" if family(name).grammar != "textworld" else "paper"


def run_vocabulary(choice: VocabularyChoice, converter: FOLConverter) -> Vocabulary:
    """The vocabulary a policy is trained over: ``paper``: the lexicon's (find, visited,
    initial, all_visited; go and take), the paper's; ``families``: every verb any family gives
    a class (go, open, take) over every predicate the converter grounds (closed and refused
    too), one vocabulary for both families (docs/architecture.md §3b)."""
    from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES

    if choice == "paper":
        return converter.vocabulary
    names = [f.name for f in converter.families.families]
    return converter.families.vocabulary(names, CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES)


def game_set(name: str, split: Split) -> tuple[Spec, ...]:
    """The games of one set of a family (its protocol: :func:`training.games.textworld_game_set` or
    :func:`training.twx.twx_game_set`)."""
    if family(name).engine == "textworld-express":
        return twx.twx_game_set(split)
    return games.textworld_game_set(name, split)  # type: ignore[arg-type]


def ready_games(
    specs: Sequence[Spec],
    cache_dir: Path,
    workers: int | None = None,
    progress: bool = True,
) -> list[Game]:
    """The games of ``specs`` ready to play, in order: TextWorld's unpacked from the shipped
    archive (:func:`training.shipped_games.unpack_shipped`) or generated under ``cache_dir``
    (:func:`training.games.ensure_games`: generated if missing or invalid, conformance-checked),
    as absolute ``.z8`` paths; TextWorldExpress's as they are."""
    compiled = [s for s in specs if isinstance(s, GameSpec)]
    if compiled:
        unpack_shipped(compiled, cache_dir)  # the protocol's games ship (not the deep maps)
        games.ensure_games(compiled, cache_dir, workers=workers, progress=progress)
    paths = iter(games.game_paths(compiled, cache_dir) if compiled else [])
    return [next(paths) if isinstance(s, GameSpec) else s for s in specs]


def game_group(game: Game | Spec) -> str | None:
    """The part of its set a game is reported in apart (TextWorldExpress: ``doors off`` or
    ``doors on``); None for a family whose sets have no parts (TextWorld's)."""
    if isinstance(game, TwxSpec):
        return "doors on" if game.doors else "doors off"
    return None


def group_means(
    games: Sequence[Game | Spec], outcomes: Sequence[tuple[float, float]]
) -> dict[str, dict[str, float]] | None:
    """Mean reward and steps of ``outcomes`` (one ``(reward, steps)`` per game of ``games``)
    within each :func:`game_group`, with its number of games; None when the games have no
    groups."""
    by_group: dict[str, list[tuple[float, float]]] = {}
    for game, outcome in zip(games, outcomes, strict=True):
        group = game_group(game)
        if group is not None:
            by_group.setdefault(group, []).append(outcome)
    if not by_group:
        return None
    return {
        group: {
            "reward": sum(r for r, _ in rows) / len(rows),
            "steps": sum(s for _, s in rows) / len(rows),
            "games": len(rows),
        }
        for group, rows in sorted(by_group.items())
    }


def family_spelling(name: str, actions: Sequence[str]) -> dict[str, str]:
    """Each of ``actions`` (the vocabulary's ``verb word``: ``go north``, ``open north``,
    ``take coin``) in the spelling of the family's games (``move north``, ``open door to
    north``): its grammar's (``converter/data/families.json``). An action whose verb the family
    has no command for is left out (the game would not understand it)."""
    from converter.families import Families

    grammar = Families.load().get(family(name).grammar)
    spelled = {}
    for action in actions:
        verb, _, word = action.partition(" ")
        try:
            spelled[action] = grammar.spell(verb, word)
        except KeyError:
            continue
    return spelled


@dataclass(frozen=True, slots=True)
class GamesArgs:
    """Generate (or check) the game sets of the protocol."""

    difficulty: tuple[Family, ...] = games.DIFFICULTIES
    """Game families whose sets to make ready: the protocol's difficulties (easy, medium, hard),
    the deep-map shapes (deep3, deep4), twx (TextWorldExpress: made by the game from seeds,
    nothing cached; each game is started once to check that the game runs)."""
    splits: tuple[Split, ...] = games.SPLITS
    """Splits to generate: train (50 games at level 5), valid and test (10 at each of 5..25;
    twx: 10 of each size 2..11)."""
    cache_dir: Path = games.DEFAULT_CACHE_DIR
    """Directory holding the games and their manifest.json."""
    workers: int | None = None
    """Parallel generator processes (default: one per core)."""
    progress: bool = True
    """Show a progress bar."""

    def __post_init__(self) -> None:
        check_fields(self)
        for name in self.difficulty:
            check_choice("difficulty", name, FAMILY_NAMES)
        for split in self.splits:
            check_choice("splits", split, games.SPLITS)
        check_dir("cache_dir", self.cache_dir)
        check_range("workers", self.workers, 1, 1024)


def run_games(args: GamesArgs) -> int:
    """CLI entry: make sure every requested set is ready; print a summary; exit code."""
    specs = [s for d in args.difficulty for sp in args.splits for s in game_set(d, sp)]
    compiled = [s for s in specs if isinstance(s, GameSpec)]
    made = [s for s in specs if isinstance(s, TwxSpec)]
    status = 0
    if compiled:
        manifest = games.ensure_games(
            compiled, args.cache_dir, workers=args.workers, progress=args.progress
        )
        missing = [s for s in compiled if manifest.entry(s) is None]
        print(f"{len(compiled) - len(missing)}/{len(compiled)} games ready under {args.cache_dir}")
        ready = [s for s in compiled if manifest.entry(s) is not None]
        paths = games.game_paths(ready, args.cache_dir)
        print(ensure_conformance(paths).summary())
        status = 1 if missing else 0
    if made:
        started = [s for s in made if _starts(s)]
        print(
            f"{len(started)}/{len(made)} TextWorldExpress games start (made by the game from"
            " their seeds and parameters: nothing to generate or cache)"
        )
        status = status or (0 if len(started) == len(made) else 1)
    return status


def _starts(spec: TwxSpec) -> bool:
    game = twx.TwxGame(spec)
    try:
        state = game.reset()
    except ValueError as exc:
        print(f"{spec}: {exc}")
        return False
    finally:
        game.close()
    return state.room is not None and not state.done


__all__ = [
    "FAMILIES",
    "FAMILY_NAMES",
    "MAX_SET_GAMES",
    "Family",
    "Game",
    "GameFamily",
    "GamesArgs",
    "Spec",
    "family",
    "family_spelling",
    "game_group",
    "game_set",
    "group_means",
    "ready_games",
    "run_games",
]
