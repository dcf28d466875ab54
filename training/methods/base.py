"""The one small interface through which a method plugs into the trainer, and the DQN maths
the methods share.

A method turns what the agent perceives (the observation text and the converter's fact table)
into fixed-shape numpy fields for replay, scores a batch of such fields with its network, and may
grow its network between updates. Everything else (acting, replay, evaluation) is the trainer's
and is shared by every method. Each method lives in its own module of this package; the package
``__init__`` is the one registry of method names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, Protocol

import numpy as np
import torch
from torch import nn

from converter.facts import FactTable, Vocabulary
from model.policy import FactBatch, Rule, RuleStructure
from training.replay import Batch
from training.settings import CandidateMode, ExploreDraw


class TensorBatch(NamedTuple):
    """A replayed mini-batch as tensors (see :class:`training.replay.Batch`)."""

    state: dict[str, torch.Tensor]
    mask: torch.Tensor  # (B, A) bool: the state's candidate actions
    action: torch.Tensor  # (B,) int64
    reward: torch.Tensor  # (B,) float32: game score change + discovery bonus
    score: torch.Tensor  # (B,) float32: the game-score part of the reward
    next_state: dict[str, torch.Tensor]
    next_mask: torch.Tensor  # (B, A) bool
    terminal: torch.Tensor  # (B,) float32: 1 when the episode was won (no bootstrap)

    @classmethod
    def from_replay(cls, batch: Batch) -> TensorBatch:
        """Wrap a numpy replay batch without copying."""
        return cls(
            state={k: torch.from_numpy(v) for k, v in batch.state.items()},
            mask=torch.from_numpy(batch.mask),
            action=torch.from_numpy(batch.action),
            reward=torch.from_numpy(batch.reward),
            score=torch.from_numpy(batch.score),
            next_state={k: torch.from_numpy(v) for k, v in batch.next_state.items()},
            next_mask=torch.from_numpy(batch.next_mask),
            terminal=torch.from_numpy(batch.terminal),
        )


class Loss(NamedTuple):
    """A method's training loss on one replayed mini-batch."""

    total: torch.Tensor  # scalar to minimise
    td: torch.Tensor  # (B,) error of the taken action against its target, for diagnostics


class Learner(Protocol):
    """Takes a method's training updates (built for the network's current shapes)."""

    def step(self, batch: Batch, gamma: float) -> float:
        """One update on a replayed mini-batch, bootstrapping with ``gamma``; returns the loss."""
        ...


class Method(Protocol):
    """What the trainer needs from a method."""

    name: str
    network: nn.Module
    """The policy network: what an artifact stores and the server serves."""
    actions: tuple[str, ...]
    fields: Mapping[str, tuple[tuple[int, ...], np.dtype]]
    max_grad_norm: float | None
    """Clip the gradient norm of each update to this (None: no clipping)."""
    gamma: float
    """The method's discount factor, used unless the run sets one (`TrainArgs.gamma`)."""
    explore_draw: ExploreDraw
    """How the training actor's exploring steps draw their action (ε-greedy's random step)."""

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """The replay fields of one state."""
        ...

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """(B, n_actions) what the agent maximises over its candidates ``mask`` (B, n_actions)
        in the states of ``batch`` (their replay fields)."""
        ...

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """(n_actions,) bool: the actions the agent considers in this state."""
        ...

    def param_groups(self, lr: float) -> list[dict]:
        """Optimizer parameter groups: everything trained (the policy network, and any
        training-only critic), with ``lr`` as the policy's learning rate."""
        ...

    def learner(self, lr: float) -> Learner:
        """What takes the updates, with ``lr`` as the policy's learning rate; the trainer asks
        for a new one whenever :meth:`begin_epoch` or :meth:`after_update` reports a shape
        change."""
        ...

    def after_update(self) -> bool:
        """Hook after each update; True when parameters changed shape (new learner)."""
        ...

    def begin_epoch(self, epoch: int) -> bool:
        """Hook before each training epoch (1-based), for schedules; True when parameters
        changed shape (new learner)."""
        ...

    def rules(self) -> tuple[Rule, ...]:
        """The policy's rules read off its weights (empty for a method without rules)."""
        ...

    def structure(self) -> RuleStructure | None:
        """The rules as sets of conjunctions (None for a method without rules)."""
        ...


class Differentiable(Protocol):
    """A method whose update is autograd's on its loss (the baselines, ``critic-only``)."""

    max_grad_norm: float | None

    def param_groups(self, lr: float) -> list[dict]: ...

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """The loss on one replayed mini-batch, bootstrapping its own TD targets with ``gamma``."""
        ...


class AutogradLearner:
    """Adam on the gradient autograd takes of a method's :meth:`Differentiable.loss`, clipped to
    the method's ``max_grad_norm``."""

    def __init__(self, method: Differentiable, lr: float) -> None:
        self.method = method
        self.optimizer = torch.optim.Adam(method.param_groups(lr), fused=True)
        self.params = [p for group in self.optimizer.param_groups for p in group["params"]]

    def step(self, batch: Batch, gamma: float) -> float:
        loss = self.method.loss(TensorBatch.from_replay(batch), gamma).total
        for p in self.params:  # optimizer.zero_grad(set_to_none=True), without its wrappers
            p.grad = None
        loss.backward()
        if self.method.max_grad_norm is not None:
            torch.nn.utils.clip_grad_norm_(self.params, self.method.max_grad_norm)
        self.optimizer.step()
        return float(loss.detach())


def dqn_target(
    q_next: torch.Tensor,
    next_mask: torch.Tensor,
    reward: torch.Tensor,
    terminal: torch.Tensor,
    gamma: float,
) -> torch.Tensor:
    """(B, *H) ``r + γ max_a' Q(s', a')`` over the next state's candidates; no bootstrap when
    won. ``q_next`` is (B, A, *H) for H value heads, ``reward`` (B, *H), ``next_mask`` (B, A)
    and ``terminal`` (B,)."""
    heads = q_next.dim() - 2
    mask = next_mask.reshape(*next_mask.shape, *(1,) * heads)
    best_next = q_next.masked_fill(~mask, float("-inf")).amax(1)
    return reward + gamma * best_next * (1.0 - terminal).reshape(-1, *(1,) * heads)


def split_targets(
    q_next: torch.Tensor,
    next_mask: torch.Tensor,
    reward: torch.Tensor,
    score: torch.Tensor,
    terminal: torch.Tensor,
    gamma: float,
) -> torch.Tensor:
    """(B, 2) the DQN targets of two value heads (B, A, 2) on the reward split into the game
    score (head 0, the task) and the rest, the discovery bonus (head 1, exploration), each
    bootstrapped from its own head and clipped to [0, 1] (``fol-lnn-critic``'s critic, the
    ``critic-only`` and ``@split`` ablations)."""
    rewards = torch.stack((score, reward - score), 1)  # (B, 2)
    return dqn_target(q_next, next_mask, rewards, terminal, gamma).clamp(0.0, 1.0)


class GrowthWindow:
    """A growth window's bookkeeping per class: the True targets seen, those the LNN's truths
    missed, and the literal rows (with a kind each) of the missed cases.

    At the window's end (:meth:`close`) a class grows when its truths missed more than
    ``threshold`` of its True targets, no more than 10% fewer than in the previous window, it
    has fewer than ``max_gates`` gates and missed cases to seed one from; the next window
    starts empty."""

    def __init__(self, n_classes: int) -> None:
        self.positives = np.zeros(n_classes)
        self.missed = np.zeros(n_classes)
        self.previous_rate = np.zeros(n_classes)
        self._rows: list[list[np.ndarray]] = [[] for _ in range(n_classes)]
        self._kinds: list[list[np.ndarray]] = [[] for _ in range(n_classes)]

    def count(self, classes: np.ndarray, positive: np.ndarray, missed: np.ndarray) -> None:
        """Count cases into their classes: ``classes`` holds each case's class index, and the
        bools ``positive`` (a True target) and ``missed`` (one the truths missed) are shaped
        like it (any shape: the taken actions (B,), or every action (B, A))."""
        n_classes = len(self.positives)
        self.positives += np.bincount(classes[positive], minlength=n_classes)
        self.missed += np.bincount(classes[missed], minlength=n_classes)

    def miss(self, ci: int, rows: np.ndarray, kinds: np.ndarray | None = None) -> None:
        """Keep the literal rows (n, n_literals) of class ``ci``'s missed cases, with their
        kinds (n,) (all 1 when not given)."""
        self._rows[ci].append(rows)
        self._kinds[ci].append(np.ones(len(rows), bool) if kinds is None else kinds)

    def close(
        self, gates: tuple[int, ...] | list[int], threshold: float, max_gates: int
    ) -> dict[int, tuple[np.ndarray, np.ndarray]]:
        """End the window: each class that should grow, with its missed cases' rows and kinds
        concatenated; the counts start again from zero."""
        rate = self.missed / np.maximum(self.positives, 1.0)
        grow = {
            ci: (np.concatenate(self._rows[ci]), np.concatenate(self._kinds[ci]))
            for ci in range(len(rate))
            if self.previous_rate[ci] > 0
            and rate[ci] > 0.9 * self.previous_rate[ci]
            and rate[ci] > threshold
            and gates[ci] < max_gates
            and self._rows[ci]
        }
        self.previous_rate = rate
        self.positives[:] = 0.0
        self.missed[:] = 0.0
        self._rows = [[] for _ in self._rows]
        self._kinds = [[] for _ in self._kinds]
        return grow


def fact_fields(vocabulary: Vocabulary) -> dict[str, tuple[tuple[int, ...], np.dtype]]:
    """Replay fields holding one fact table (truth values are 0/1, stored as uint8)."""
    n_words = len(vocabulary.words)
    return {
        "unary": ((n_words, len(vocabulary.unary_predicates)), np.dtype(np.uint8)),
        "nullary": ((len(vocabulary.nullary_predicates),), np.dtype(np.uint8)),
    }


def found_words(table: FactTable, vocabulary: Vocabulary) -> np.ndarray:
    """(n_words,) bool: the words the converter found in the observation (find(x) true)."""
    return table.unary[:, vocabulary.unary_predicates.index("find")] > 0.5


def typed_candidates(table: FactTable, vocabulary: Vocabulary, mode: CandidateMode) -> np.ndarray:
    """(n_actions,) bool over the typed actions ``verb x`` (every verb of x's class,
    ``Vocabulary.actions``): ``found``: those on the words found in the observation (the
    paper's loop over the extracted facts), every action when nothing was found; ``all``: every
    action (the paper's action space)."""
    if mode == "all":
        return np.ones(len(vocabulary.actions), bool)
    mask = found_words(table, vocabulary)[list(vocabulary.action_rows)]
    return mask if mask.any() else np.ones_like(mask)


def fact_features(table: FactTable) -> dict[str, np.ndarray]:
    """The replay fields of a fact table."""
    return {"unary": table.unary.astype(np.uint8), "nullary": table.nullary.astype(np.uint8)}


def fact_batch(batch: Mapping[str, torch.Tensor]) -> FactBatch:
    """The replay fields of :func:`fact_fields` as the float truths an LNN reads."""
    return FactBatch(batch["unary"].float(), batch["nullary"].float())


class FactTableMethod:
    """What every method that reads the fact table shares: its network, vocabulary and settings,
    the typed actions ``verb x`` (one per word), the fact table as its replay fields, and the
    typed actions on the words found as its candidates."""

    max_grad_norm: float | None = None
    explore_draw: ExploreDraw = "uniform"

    def __init__(self, network: nn.Module, vocabulary: Vocabulary, settings: object) -> None:
        self.network = network
        self.vocabulary = vocabulary
        self.settings = settings
        self.actions = vocabulary.actions
        self.fields = fact_fields(vocabulary)

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """The fact table (0/1 truths as uint8)."""
        return fact_features(table)

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """The typed actions on the words found in the observation (:func:`typed_candidates`)."""
        return typed_candidates(table, self.vocabulary, mode)


class FixedNetworkMethod:
    """What a method whose network never changes shape, with no schedule of its own and no
    rules to read off (the baselines, ``critic-only``), answers the trainer's hooks."""

    explore_draw: ExploreDraw = "uniform"

    def after_update(self) -> bool:
        """The network never changes shape."""
        return False

    def begin_epoch(self, epoch: int) -> bool:
        """No schedule of its own (ε is the trainer's)."""
        return False

    def rules(self) -> tuple[Rule, ...]:
        """No rules to read off."""
        return ()

    def structure(self) -> None:
        """No rules to read off."""
        return None
