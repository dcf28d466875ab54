"""Coin-Collector games as a Gymnasium environment (``gymnasium.Env``): text observations in,
the project's actions and reward out, the first-order facts in ``info``.

- **Observation**: the raw game text (TextWorld's feedback, banner and objective at reset;
  TextWorldExpress's observation), a :class:`gymnasium.spaces.Text` over printable ASCII, as
  ``POST /v1/act`` takes it.
- **Action**: ``Discrete(n)`` over the vocabulary's actions (``go north`` ... ``take coin``,
  :attr:`CoinCollector.actions`), played in the family's spelling (``move north`` on
  TextWorldExpress); :meth:`CoinCollector.step` also takes the command text (an action, its
  spelling, or one of the game's valid actions on TextWorldExpress), so an agent's answer
  (:class:`training.agent.Agent`) plays as is.
- **Reward**: the game score's change (1 when the coin is taken) plus ``discovery_bonus`` the
  first time in the episode a room is entered (docs/architecture.md §5; default β = 1.0, the
  trainer's; 0 gives
  the game's own reward).
- **End**: ``terminated`` when the coin is taken, ``truncated`` at ``max_steps`` commands.
- **info**: ``facts`` (the true facts, ``find(north)``...), ``action_mask`` (1 where ``find(x)``
  holds for the action's word: the actions the facts support), ``room``, ``score``, ``won``,
  ``steps``, ``game`` (the file played, or the TextWorldExpress game's name) and
  ``valid_actions`` (the game's own list on TextWorldExpress; None on TextWorld).

One environment plays one game (a file, or a :class:`training.twx.TwxSpec`), or draws a game of
a family's set at each reset
(``difficulty``/``split``, seeded by ``reset(seed=...)``). :func:`register_envs` registers the ids
``folnn/CoinCollector-<family>-v0`` (the family's training set, level 5) and
``folnn/CoinCollector-<family>-L<level>-v0`` (the validation set's games at that level:
own seeds, never the test set) for every family (easy, medium, hard, deep3, deep4; twx with the
levels L2..L11, its rooms).
"""

from __future__ import annotations

import string
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from converter.converter import Episode, FOLConverter
from converter.facts import FactTable
from training.conformance import Engine
from training.env import CoinCollectorEnv
from training.families import (
    FAMILIES,
    Family,
    Game,
    default_vocabulary,
    family,
    family_spelling,
    game_set,
    ready_games,
    run_vocabulary,
)
from training.games import DEFAULT_CACHE_DIR, Split
from training.options import check_type
from training.twx import TwxSpec

__all__ = ["CoinCollector", "ENV_IDS", "FactVectors", "register_envs"]

MAX_OBSERVATION_CHARS = 16_384
"""Longest observation the space admits (a level-25 hard feedback is under 1,000 characters)."""
CHARSET = frozenset(string.printable)
"""Characters of TextWorld's feedback: printable ASCII with tabs and newlines."""
TRAIN_MAX_STEPS = 50
"""Step limit of the training set's games (the trainer's ``max_steps_train``)."""


class CoinCollector(gymnasium.Env[str, np.int64]):
    """A Coin-Collector game (or a set of them) with the project's actions, reward and facts."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: Path | str | TwxSpec | None = None,
        *,
        difficulty: Family | None = None,
        split: Split = "train",
        level: int | None = None,
        games: int | None = None,
        games_dir: Path | str = DEFAULT_CACHE_DIR,
        max_steps: int | None = None,
        discovery_bonus: float = 1.0,
        engine: Engine = "textworld",
        render_mode: str | None = None,
        converter: FOLConverter | None = None,
    ) -> None:
        """Play ``game`` (a ``.z8`` file), or the games of ``difficulty``'s ``split`` set
        (``level``: only that level's; ``games``: only the first N), generated into
        ``games_dir`` on first use. ``max_steps`` defaults to 50 on the training set, else the
        family's test limit (100; 200 deep) or 100 for a file."""
        where = "CoinCollector"
        check_type(where, "game", game, Path | str | TwxSpec | None)
        check_type(where, "difficulty", difficulty, Family | None)
        check_type(where, "split", split, Split)
        check_type(where, "level", level, int | None)
        check_type(where, "games", games, int | None)
        check_type(where, "games_dir", games_dir, Path)
        check_type(where, "max_steps", max_steps, int | None)
        check_type(where, "discovery_bonus", discovery_bonus, float)
        check_type(where, "engine", engine, Engine)
        if (game is None) == (difficulty is None):
            raise ValueError("give either a game file or a difficulty")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        if discovery_bonus < 0:
            raise ValueError(f"discovery_bonus must be >= 0, got {discovery_bonus}")
        if isinstance(game, TwxSpec):
            self.games: list[Game] = [game]
            self.family = family("twx")
            default_steps = self.family.max_steps
        elif game is not None:
            if not Path(game).is_file():
                raise ValueError(f"no game file at {game}")
            self.games = [Path(game)]
            self.family = family("easy")
            default_steps = self.family.max_steps
        else:
            self.family = family(difficulty)
            specs = [s for s in game_set(difficulty, split) if level in (None, s.level)]
            if not specs:
                raise ValueError(f"no {difficulty} {split} game at level {level}")
            specs = specs[:games]
            # made here, in this process (workers=1): no process pool, so a script that makes an env
            # needs no `if __name__ == "__main__":` guard (`folnn games` makes whole sets faster)
            self.games = ready_games(specs, Path(games_dir), workers=1, progress=False)
            default_steps = TRAIN_MAX_STEPS if split == "train" else self.family.max_steps
        self.max_steps = max_steps or default_steps
        self.discovery_bonus = discovery_bonus
        self.engine: Engine = engine
        self.render_mode = render_mode
        # the family's vocabulary, as a run on it trains with (training.families): every verb the
        # family gives a class (TextWorldExpress: go, open, take), every predicate it reads
        converter = converter or FOLConverter()
        vocabulary = run_vocabulary(default_vocabulary(self.family.name), converter)
        self.converter = converter.for_vocabulary(vocabulary)
        self.vocabulary = self.converter.vocabulary
        self.actions: tuple[str, ...] = self.vocabulary.actions
        """The actions of the action space, in index order (the vocabulary's ``go north``; on
        TextWorldExpress also ``open north``...: every verb of the family, issue 40)."""
        self.spelling = family_spelling(self.family.name, self.actions)
        """Each action as the family's games spell it (``go north`` -> ``move north`` on
        TextWorldExpress); :meth:`step` plays an action in this spelling."""
        self.observation_space = spaces.Text(
            max_length=MAX_OBSERVATION_CHARS, min_length=1, charset=CHARSET
        )
        self.action_space = spaces.Discrete(len(self.actions))
        self._game: CoinCollectorEnv | None = None
        self._episode: Episode | None = None
        self.table: FactTable | None = None
        """The current state's facts (every grounding, truths in {0, 1}): what
        :class:`FactVectors` gives as the observation."""
        self._observation = ""
        self._score = 0.0

    # --- the Gymnasium API ---------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        """Start an episode on the next game (drawn with the env's seeded generator when the env
        holds several; ``options={"game": i}`` picks game i)."""
        super().reset(seed=seed)
        index = (options or {}).get("game")
        if index is None:
            index = int(self.np_random.integers(len(self.games))) if len(self.games) > 1 else 0
        if not 0 <= index < len(self.games):
            raise ValueError(f"options['game'] must be in [0, {len(self.games) - 1}]")
        path = self.games[index]
        if self._game is None or self._game.path != path:
            self.close()
            with warnings.catch_warnings():  # Jericho: "unsupported game" (it knows no .z8 of ours)
                warnings.filterwarnings("ignore", category=UserWarning, module="jericho")
                self._game = CoinCollectorEnv(
                    path, self.max_steps, self.discovery_bonus, self.engine
                )
        self._observation = self._game.reset()
        self._episode = self.converter.start(self._observation)
        self._score = 0.0
        self.table = self._episode.facts
        return self._observation, self._info(self.table, won=False)

    def step(self, action: int | np.integer | str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Issue an action (its index, or its command text); the reward is the score change plus
        the discovery bonus."""
        if self._game is None or self._episode is None or self._game.done:
            raise RuntimeError("the episode is over (or not started): call reset()")
        command = self._command(action)
        step = self._game.step(command)
        self._observation = step.observation
        table = self.table = self._episode.step(command, step.observation)
        self._score += step.score
        terminated = step.won
        truncated = step.done and not terminated
        info = self._info(table, won=step.won)
        return step.observation, float(step.reward), terminated, truncated, info

    def render(self) -> str | None:
        """``ansi``: the last observation text."""
        return self._observation if self.render_mode == "ansi" else None

    def close(self) -> None:
        """Stop the game interpreter."""
        if self._game is not None:
            self._game.close()
            self._game = None

    # --- helpers -------------------------------------------------------------------------------

    def _command(self, action: int | np.integer | str) -> str:
        """The game's command for an action index, an action (``go north``), the command as
        the family spells it (``move north``) or any of the game's valid actions where its
        engine lists them (``open door to north`` on TextWorldExpress)."""
        if isinstance(action, str):
            valid = self._game.valid_actions if self._game is not None else None
            if action in self.spelling.values() or (valid is not None and action in valid):
                return action
            if action not in self.actions:
                raise ValueError(f"unknown action {action!r}; actions: {', '.join(self.actions)}")
            return self.spelling.get(action, action)
        if not self.action_space.contains(np.int64(action)):
            raise ValueError(f"action must be in [0, {len(self.actions) - 1}], got {action}")
        action = self.actions[int(action)]
        return self.spelling.get(action, action)

    def _info(self, table: FactTable, won: bool) -> dict[str, Any]:
        return {
            "facts": [str(f) for f, truth in table.facts(self.vocabulary) if truth >= 0.5],
            "action_mask": self.action_mask(table),
            "room": table.room,
            "score": self._score,
            "won": won,
            "steps": self._game.steps if self._game is not None else 0,
            "game": str(self._game.path) if self._game is not None else None,
            "valid_actions": self._game.valid_actions if self._game is not None else None,
        }

    def action_mask(self, table: FactTable) -> np.ndarray:
        """(n_actions,) int8: 1 where the facts find the action's word."""
        column = self.vocabulary.unary_predicates.index("find")
        rows = np.asarray(self.vocabulary.action_rows)  # each action's word (open north: north)
        return (table.unary[rows, column] >= 0.5).astype(np.int8)


class FactVectors(gymnasium.ObservationWrapper):
    """The facts as the observation, for Stable-Baselines3 and CleanRL-style code: a
    ``Box(0, 1, (n,), float32)`` vector of every grounded fact's truth (unary predicates first,
    predicate-major, then the nullary ones: the order of :attr:`names`, ``find(north)`` ...
    ``all_visited``), computed by the converter the service uses. The text is still in
    ``info`` (``info["text"]``), beside ``action_mask``.

        env = FactVectors(gymnasium.make("folnn/CoinCollector-easy-v0"))
    """

    def __init__(self, env: gymnasium.Env) -> None:
        super().__init__(env)
        vocabulary = env.unwrapped.vocabulary
        self.names: list[str] = [
            f"{p}({w})" for p in vocabulary.unary_predicates for w in vocabulary.words
        ] + list(vocabulary.nullary_predicates)
        """What each position of the vector is."""
        self.observation_space = spaces.Box(0.0, 1.0, (len(self.names),), np.float32)

    def reset(self, **kwargs: Any) -> tuple[np.ndarray, dict[str, Any]]:
        text, info = self.env.reset(**kwargs)
        return self.observation(text), {**info, "text": text}

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        text, reward, terminated, truncated, info = self.env.step(action)
        return self.observation(text), reward, terminated, truncated, {**info, "text": text}

    def observation(self, observation: str) -> np.ndarray:
        """(n,) float32 truths of the current state's facts (``observation`` is its text)."""
        table = self.env.unwrapped.table
        return np.concatenate([table.unary.T.ravel(), table.nullary]).astype(np.float32)


def _env_ids() -> dict[str, dict[str, Any]]:
    ids: dict[str, dict[str, Any]] = {}
    for name, record in FAMILIES.items():
        ids[f"folnn/CoinCollector-{name}-v0"] = {"difficulty": name, "split": "train"}
        for level in record.levels:
            ids[f"folnn/CoinCollector-{name}-L{level}-v0"] = {
                "difficulty": name,
                "split": "valid",
                "level": level,
            }
    return ids


def _max_episode_steps(options: dict[str, Any]) -> int:
    """The step limit an id's games are played to (its ``spec.max_episode_steps``)."""
    if options["split"] == "train":
        return TRAIN_MAX_STEPS
    return family(options["difficulty"]).max_steps


ENV_IDS: dict[str, dict[str, Any]] = _env_ids()
"""Registered ids and the constructor options each stands for."""


def register_envs(ids: Sequence[str] | None = None) -> list[str]:
    """Register the Coin-Collector ids with Gymnasium (all of :data:`ENV_IDS` by default;
    idempotent); returns the ids. Then ``gymnasium.make("folnn/CoinCollector-easy-v0")``."""
    if ids is not None and (isinstance(ids, str) or not isinstance(ids, Sequence)):
        raise TypeError(f"register_envs: ids must be None or a list of ids, got {ids!r}")
    chosen = list(ENV_IDS) if ids is None else list(ids)
    for env_id in chosen:
        if env_id not in ENV_IDS:
            raise ValueError(
                f"register_envs: unknown id {env_id!r}; ids: folnn/CoinCollector-<family>-v0 and"
                f" -L<level>-v0, for instance {', '.join(list(ENV_IDS)[:3])}"
            )
        if env_id not in gymnasium.registry:
            gymnasium.register(
                env_id,
                entry_point="training.gymnasium_env:CoinCollector",
                kwargs=ENV_IDS[env_id],
                max_episode_steps=_max_episode_steps(ENV_IDS[env_id]),
            )
    return chosen
