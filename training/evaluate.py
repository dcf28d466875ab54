"""The evaluation protocol (docs/architecture.md §5): a greedy policy on every test game, played in
lockstep.

Per game: reward = 1 if the coin was taken, else 0; steps = commands until the game ends (the
``take`` included), or ``max_steps`` (100) when the game is not solved. The games of a set are
played as one batch: each step the actor gets the slots still running and answers with one command
each, so a policy can score all of them in one forward pass. The reported value at epoch E is the
mean of the evaluations at epochs in (E - window, E] (the paper's moving average, N = 100).

Loops end early. A greedy agent in a deterministic game that comes back to a state it was in
(same text but the move count, same map of the episode, no random tie-break since) goes round the
same loop until the step limit; the Evaluator stops such a game there and scores it unsolved
(reward 0, steps = max_steps), exactly what playing it out would give. An actor opts in with
``state_key(slot)`` (``training.actor.Actor`` has it); ``stop_loops=False`` plays everything out.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import NamedTuple, Protocol

from training.conformance import Engine
from training.env import CoinCollectorEnv

TEST_MAX_STEPS = 100


class Actor(Protocol):
    """The batched policy side of an evaluation; slot i plays game i of the evaluator."""

    def reset(self, observations: Sequence[str]) -> None:
        """Start one episode per slot from its first raw feedback."""

    def act(self, slots: Sequence[int]) -> list[str]:
        """One command for each of ``slots`` (the slots still running, ascending)."""

    def observe(
        self, slots: Sequence[int], commands: Sequence[str], observations: Sequence[str]
    ) -> None:
        """The feedback each slot's command produced (slots that just ended included)."""


class GameResult(NamedTuple):
    """The outcome of one test game."""

    path: str
    reward: float  # 1.0 when the coin was taken, else 0.0
    steps: int  # commands until the end, max_steps when not solved
    end: str = "won"
    """How the game ended: ``won``; ``refused``: stopped as a loop on a command that left the
    state as it was (a move the game refused, a take of nothing); ``looped``: stopped as a
    longer loop; ``limit``: the step limit."""


class EvalResult(NamedTuple):
    """Means over the games of one evaluation, and each game's outcome."""

    reward: float
    steps: float
    per_game: tuple[GameResult, ...]

    def ends(self) -> dict[str, int]:
        """How many games ended unsolved each way (:attr:`GameResult.end`)."""
        ends = [g.end for g in self.per_game]
        return {end: ends.count(end) for end in ("refused", "looped", "limit")}


class MovingAverage(NamedTuple):
    """The reported value at one epoch: means over the evaluations in its window."""

    reward: float
    steps: float
    count: int  # evaluations in the window


class Evaluator(AbstractContextManager):
    """The test games, started once and reset for every evaluation (resets are cheap)."""

    def __init__(
        self,
        game_paths: Sequence[Path | str],
        max_steps: int = TEST_MAX_STEPS,
        stop_loops: bool = True,
        engine: Engine = "textworld",
    ) -> None:
        if not game_paths:
            raise ValueError("no games to evaluate on")
        self.max_steps = max_steps
        self.stop_loops = stop_loops
        self._envs: list[CoinCollectorEnv] = []
        try:
            for path in game_paths:
                self._envs.append(CoinCollectorEnv(path, max_steps, 0.0, engine))
        except BaseException:
            self.close()
            raise

    def __len__(self) -> int:
        return len(self._envs)

    @property
    def engines(self) -> list[str]:
        """The engine each game plays on (``fast`` where proven, else ``textworld``)."""
        return [env.engine for env in self._envs]

    def run(self, actor: Actor) -> EvalResult:
        """Play every game once with ``actor`` in lockstep and score it by the protocol."""
        actor.reset([env.reset() for env in self._envs])
        running = list(range(len(self._envs)))
        won = [False] * len(self._envs)
        state_key = getattr(actor, "state_key", None) if self.stop_loops else None
        seen: list[set[Hashable]] = [set() for _ in self._envs]
        last: list[Hashable] = [None] * len(self._envs)  # each game's state before its step
        end = ["limit"] * len(self._envs)
        if state_key is not None:
            for i in running:
                last[i] = state_key(i)
                seen[i].add(last[i])
        while running:
            commands = actor.act(running)
            if len(commands) != len(running):
                raise ValueError(f"actor gave {len(commands)} commands for {len(running)} slots")
            steps = [self._envs[i].step(c) for i, c in zip(running, commands, strict=True)]
            actor.observe(running, commands, [s.observation for s in steps])
            for i, s in zip(running, steps, strict=True):
                won[i] = s.won
                end[i] = "won" if s.won else end[i]
            running = [i for i, s in zip(running, steps, strict=True) if not s.done]
            if state_key is not None:
                going = []
                for i in running:
                    key = state_key(i)
                    if _looped(seen[i], key):
                        end[i] = "refused" if key == last[i] else "looped"
                    else:
                        going.append(i)
                    last[i] = key
                running = going
        per_game = tuple(
            GameResult(
                path=str(env.path),
                reward=1.0 if w else 0.0,
                steps=env.steps if w else self.max_steps,
                end=e,
            )
            for env, w, e in zip(self._envs, won, end, strict=True)
        )
        return EvalResult(
            reward=sum(g.reward for g in per_game) / len(per_game),
            steps=sum(g.steps for g in per_game) / len(per_game),
            per_game=per_game,
        )

    def close(self) -> None:
        """Stop every game interpreter."""
        for env in self._envs:
            env.close()
        self._envs = []

    def __exit__(self, *exc: object) -> None:
        self.close()


def _looped(seen: set[Hashable], key: Hashable) -> bool:
    """Record ``key``; True if it was seen before in this episode."""
    if key in seen:
        return True
    seen.add(key)
    return False


def evaluate(
    actor: Actor,
    game_paths: Sequence[Path | str],
    max_steps: int = TEST_MAX_STEPS,
    stop_loops: bool = True,
) -> EvalResult:
    """One evaluation of ``actor`` on ``game_paths`` (starts and stops the games)."""
    with Evaluator(game_paths, max_steps, stop_loops) as evaluator:
        return evaluator.run(actor)


def moving_average_report(
    evaluations: Sequence[tuple[int, float, float]],
    epochs: Sequence[int] | None = None,
    window: int = 100,
) -> dict[int, MovingAverage]:
    """The value reported at each epoch E: means of the ``(epoch, reward, steps)`` evaluations
    with epoch in (E - window, E].

    ``epochs`` defaults to the multiples of ``window`` up to the last evaluated epoch. An epoch
    with no evaluation in its window is left out of the result.
    """
    if window < 1:
        raise ValueError(f"window must be >= 1, got {window}")
    if epochs is None:
        last = max((e for e, _, _ in evaluations), default=0)
        epochs = range(window, last + 1, window)
    report: dict[int, MovingAverage] = {}
    for end in epochs:
        inside = [(r, s) for e, r, s in evaluations if end - window < e <= end]
        if inside:
            report[end] = MovingAverage(
                reward=sum(r for r, _ in inside) / len(inside),
                steps=sum(s for _, s in inside) / len(inside),
                count=len(inside),
            )
    return report
