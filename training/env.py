"""A Coin-Collector game as an RL environment: raw feedback text in, shaped reward out.

Reward per step = change of the game score (1 when the coin is taken) + ``discovery_bonus`` the
first time in the episode the player is in a room state not seen before (docs/architecture.md §5).
The room
state is the room the player is in, read from the status line TextWorld appends to every feedback
(``... -= Vault =-0/5``): it is the game's own record of the location, present after failed
commands and after the end too, and costs a string search rather than TextWorld's fact tracking.
Room names are unique within a coin-collector game. The start room is counted at reset, so
returning to it never earns the bonus.

The game is played by TextWorld (the reference) or, where the conformance check has proven it
byte-identical on this game, by the fast engine (``engine="fast"``; docs/engine.md). A game the
fast engine is not proven on plays on TextWorld: ``engine`` says which one is in use.

A TextWorldExpress game (a :class:`training.twx.TwxSpec` instead of a ``.z8`` path) plays on its
own engine (``engine == "textworld-express"``), whatever ``engine`` asks: the observation is the
game's text as its binding gives it, the room state is the room its free look names ("You are
in the kitchen."), the score is its normalised score, and :attr:`valid_actions` lists the game's
valid actions. Commands are in the game's own spelling (``move north``, ``open door to north``).
"""

from __future__ import annotations

from pathlib import Path
from types import TracebackType
from typing import NamedTuple

from training.conformance import Engine, engine_for
from training.engine import CoinGame, EngineState, FastGame, TextWorldGame
from training.twx import TwxGame, TwxSpec, TwxState

TWX_ENGINE = "textworld-express"


class Step(NamedTuple):
    """What one command did: the new raw feedback, its reward and whether the episode is over."""

    observation: str
    reward: float
    done: bool
    won: bool
    steps: int
    score: float = 0.0
    """The game-score part of ``reward`` (the rest is the discovery bonus)."""


def state_room(state: EngineState | TwxState) -> str | None:
    """The room state of the discovery bonus: named by TextWorldExpress's game, read from the
    status line of TextWorld's feedback."""
    return state.room if isinstance(state, TwxState) else room_of(state.feedback)


def room_of(feedback: str) -> str | None:
    """The room named in the status line at the end of a raw TextWorld feedback, or None."""
    end = feedback.rfind(" =-")
    if end < 0:
        return None
    start = feedback.rfind("-= ", 0, end)
    if start < 0:
        return None
    return feedback[start + 3 : end]


class CoinCollectorEnv:
    """One Coin-Collector game (a compiled TextWorld game or a TextWorldExpress spec), episodes
    capped at ``max_steps`` commands."""

    def __init__(
        self,
        path: Path | str | TwxSpec,
        max_steps: int,
        discovery_bonus: float = 1.0,
        engine: Engine = "textworld",
    ) -> None:
        if max_steps < 1:
            raise ValueError(f"max_steps must be >= 1, got {max_steps}")
        self.path: Path | TwxSpec = path if isinstance(path, TwxSpec) else Path(path)
        """The game: its ``.z8`` file, or its TextWorldExpress spec."""
        self.max_steps = max_steps
        self.discovery_bonus = discovery_bonus
        self.engine: str
        """The engine that plays this game: ``fast`` only where proven, else ``textworld``;
        ``textworld-express`` for a TextWorldExpress game."""
        self._env: FastGame | TextWorldGame | TwxGame
        if isinstance(self.path, TwxSpec):
            self.engine, self._env = TWX_ENGINE, TwxGame(self.path)
        else:
            self.engine = engine_for(self.path, engine)
            self._env = (
                FastGame(CoinGame.load(self.path))
                if self.engine == "fast"
                else TextWorldGame(self.path)
            )
        self._valid: tuple[str, ...] | None = None
        self._seen: set[str] = set()
        self._room: str | None = None
        self._score = 0
        self._steps = 0
        self._done = True

    @property
    def room(self) -> str | None:
        """The room the player is in (the room state of the discovery bonus)."""
        return self._room

    @property
    def valid_actions(self) -> tuple[str, ...] | None:
        """The game's valid actions in the current state, where its engine lists them
        (TextWorldExpress); None on TextWorld."""
        return self._valid

    @property
    def steps(self) -> int:
        """Commands issued in the current episode."""
        return self._steps

    @property
    def done(self) -> bool:
        """Whether the current episode is over (or none was started)."""
        return self._done

    def reset(self) -> str:
        """Start a new episode; return the raw feedback (banner, objective, first room)."""
        state = self._env.reset()
        feedback, self._score = state.feedback, state.score
        self._valid = state.valid_actions if isinstance(state, TwxState) else None
        self._room = state_room(state)
        self._seen = {self._room} if self._room is not None else set()
        self._steps = 0
        self._done = False
        return feedback

    def step(self, command: str) -> Step:
        """Issue one command; the episode ends when the game is won or ``max_steps`` is reached."""
        if self._done:
            raise RuntimeError("episode is over: call reset() first")
        state = self._env.step(command)
        feedback, score, won, game_over = state.feedback, state.score, state.won, state.done
        self._valid = state.valid_actions if isinstance(state, TwxState) else None
        self._steps += 1
        reward = gained = float(score - self._score)
        self._score = score
        room = state_room(state)
        if room is not None:
            self._room = room
            if room not in self._seen:
                self._seen.add(room)
                reward += self.discovery_bonus
        self._done = won or game_over or self._steps >= self.max_steps
        return Step(feedback, reward, self._done, won, self._steps, gained)

    def close(self) -> None:
        """Stop the game interpreter."""
        self._env.close()

    def __enter__(self) -> CoinCollectorEnv:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
