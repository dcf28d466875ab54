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
"""

from __future__ import annotations

from pathlib import Path
from types import TracebackType
from typing import NamedTuple

from training.conformance import Engine, engine_for
from training.engine import CoinGame, FastGame, TextWorldGame


class Step(NamedTuple):
    """What one command did: the new raw feedback, its reward and whether the episode is over."""

    observation: str
    reward: float
    done: bool
    won: bool
    steps: int
    score: float = 0.0
    """The game-score part of ``reward`` (the rest is the discovery bonus)."""


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
    """One compiled Coin-Collector game, episodes capped at ``max_steps`` commands."""

    def __init__(
        self,
        path: Path | str,
        max_steps: int,
        discovery_bonus: float = 1.0,
        engine: Engine = "textworld",
    ) -> None:
        if max_steps < 1:
            raise ValueError(f"max_steps must be >= 1, got {max_steps}")
        self.path = Path(path)
        self.max_steps = max_steps
        self.discovery_bonus = discovery_bonus
        self.engine = engine_for(self.path, engine)
        """The engine that plays this game: ``fast`` only where proven, else ``textworld``."""
        self._env: FastGame | TextWorldGame = (
            FastGame(CoinGame.load(self.path))
            if self.engine == "fast"
            else TextWorldGame(self.path)
        )
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
    def steps(self) -> int:
        """Commands issued in the current episode."""
        return self._steps

    @property
    def done(self) -> bool:
        """Whether the current episode is over (or none was started)."""
        return self._done

    def reset(self) -> str:
        """Start a new episode; return the raw feedback (banner, objective, first room)."""
        feedback, self._score, _, _ = self._env.reset()
        self._room = room_of(feedback)
        self._seen = {self._room} if self._room is not None else set()
        self._steps = 0
        self._done = False
        return feedback

    def step(self, command: str) -> Step:
        """Issue one command; the episode ends when the game is won or ``max_steps`` is reached."""
        if self._done:
            raise RuntimeError("episode is over: call reset() first")
        feedback, score, won, game_over = self._env.step(command)
        self._steps += 1
        reward = gained = float(score - self._score)
        self._score = score
        room = room_of(feedback)
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
