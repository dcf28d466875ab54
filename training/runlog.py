"""What a training run shows while it learns: TensorBoard event files and the per-epoch curve
that ``curves.png`` draws beside the evaluations.

Scalars (``tensorboard --logdir <out>/tensorboard``):

- ``train/td_loss`` at every gradient update (x: update number);
- ``train/return`` at every finished training episode, its shaped reward summed (game score plus
  the discovery bonus; x: episode number), and ``train/return_mean`` per epoch;
- ``train/epsilon`` per epoch;
- ``eval/reward`` and ``eval/steps`` at every evaluation (x: epoch);
- text ``rules``: the rules read off the network at every evaluation (x: epoch);
- text ``warnings`` at the last epoch, when the run ends with something to say (rules that read
  no fact).

The writer is :class:`torch.utils.tensorboard.SummaryWriter`; nothing leaves the machine.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

__all__ = ["EpochRecord", "RunLog"]


@dataclass(frozen=True, slots=True)
class EpochRecord:
    """One epoch of training as ``metrics.json`` keeps it (``training`` list)."""

    epoch: int
    epsilon: float
    episode_return: float
    """Mean return of the epoch's training episodes (shaped reward summed)."""
    td_loss: float | None
    """Mean TD loss of the epoch's updates (None before the first update)."""
    steps: int = 0
    """Training transitions stored this epoch (the replay keeps them all: its capacity is
    never reached on the protocol's budgets, so its content is these counts summed)."""
    unchanged: int = 0
    """Of them, transitions that earned nothing and left the state's replay fields as they
    were (a move the game refused, a take of nothing: a self-loop)."""
    off_found: int = 0
    """Of them, actions outside the ``found`` candidates (a verb on a word the facts of the
    state did not find; with ``--candidates found`` always 0)."""


@dataclass
class RunLog(AbstractContextManager):
    """Collects a run's training signals; writes TensorBoard events under ``logdir`` when it is
    given (None: the curve is kept for ``metrics.json`` only)."""

    logdir: Path | None
    records: list[EpochRecord] = field(default_factory=list)
    _writer: object = field(default=None, repr=False)
    _losses: list[float] = field(default_factory=list, repr=False)
    _returns: list[float] = field(default_factory=list, repr=False)
    snapshots: list[dict] = field(default_factory=list)
    """The network's weights after each epoch, when the run records them (``record_weights``)."""
    _moves: list[int] = field(default_factory=lambda: [0, 0, 0], repr=False)
    _updates: int = 0
    _episodes: int = 0

    def __post_init__(self) -> None:
        if self.logdir is not None:
            from torch.utils.tensorboard import SummaryWriter  # tensorboard is imported here

            self._writer = SummaryWriter(log_dir=str(self.logdir))

    def _scalar(self, tag: str, value: float, step: int) -> None:
        if self._writer is not None:
            self._writer.add_scalar(tag, value, step)

    def update(self, loss: float) -> None:
        """One gradient update's TD loss."""
        self._updates += 1
        self._losses.append(loss)
        self._scalar("train/td_loss", loss, self._updates)

    def episode(self, episode_return: float) -> None:
        """One finished training episode's return."""
        self._episodes += 1
        self._returns.append(episode_return)
        self._scalar("train/return", episode_return, self._episodes)

    def transition(
        self,
        state: Mapping[str, np.ndarray],
        after: Mapping[str, np.ndarray],
        reward: float,
        *,
        off_found: bool,
    ) -> None:
        """One stored training transition: its replay fields before and after, its reward,
        and whether its action was outside the ``found`` candidates."""
        same = all(np.array_equal(state[k], after[k]) for k in state)
        self._moves[0] += 1
        self._moves[1] += same and reward == 0
        self._moves[2] += off_found

    def end_epoch(self, epoch: int, epsilon: float) -> EpochRecord:
        """Close the epoch: its ε, mean return, mean loss and what its transitions were."""
        record = EpochRecord(
            epoch,
            epsilon,
            float(np.mean(self._returns)) if self._returns else 0.0,
            float(np.mean(self._losses)) if self._losses else None,
            *self._moves,
        )
        self.records.append(record)
        self._scalar("train/epsilon", epsilon, epoch)
        self._scalar("train/return_mean", record.episode_return, epoch)
        self._losses, self._returns, self._moves = [], [], [0, 0, 0]
        return record

    def weights(self, snapshot: dict) -> None:
        """The network's weights after an epoch (``training.convergence.weight_snapshot``)."""
        self.snapshots.append(snapshot)

    def evaluation(self, epoch: int, reward: float, steps: float, rules: list[str]) -> None:
        """One greedy evaluation and the rules the network reads as at that epoch."""
        self._scalar("eval/reward", reward, epoch)
        self._scalar("eval/steps", steps, epoch)
        if self._writer is not None:
            text = "\n".join(rules) or "(no rules: this network has no rule reading)"
            # TensorBoard renders text as Markdown: indented lines stay verbatim
            self._writer.add_text("rules", "    " + text.replace("\n", "\n    "), epoch)

    def warnings(self, messages: list[str], epoch: int) -> None:
        """What the run ends saying (text ``warnings`` at its last epoch; nothing when none)."""
        if self._writer is not None and messages:
            self._writer.add_text("warnings", "\n\n".join(messages), epoch)

    def state(self) -> dict:
        """What a resumed run needs to continue the curves: the epochs so far and the step
        counters of the per-update and per-episode scalars (continued, not restarted)."""
        return {
            "records": list(self.records),
            "updates": self._updates,
            "episodes": self._episodes,
            "snapshots": list(self.snapshots),
        }

    def load_state(self, state: dict) -> None:
        """Continue from :meth:`state` (new events go to a new event file in the same folder,
        their steps after the saved ones)."""
        self.records = list(state["records"])
        self._updates, self._episodes = int(state["updates"]), int(state["episodes"])
        self.snapshots = list(state.get("snapshots", []))  # none in a checkpoint before them

    def close(self) -> None:
        """Flush and close the event file."""
        if self._writer is not None:
            self._writer.close()

    def __exit__(self, *exc: object) -> None:
        self.close()
