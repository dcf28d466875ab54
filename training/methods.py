"""The one small interface through which a method plugs into the trainer.

A method turns what the agent perceives (the observation text and the converter's fact table)
into fixed-shape numpy fields for replay, scores a batch of such fields with its network, and may
grow its network between updates. Everything else (acting, replay, targets, evaluation) is the
trainer's and is shared by every method.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, NamedTuple, Protocol

import numpy as np
import torch
from torch import nn

from converter.facts import FactTable, Vocabulary
from model.policy import FactBatch, FolLnnPolicy, PolicyConfig

CandidateMode = Literal["found", "all"]


class Loss(NamedTuple):
    """A method's training loss on one replayed mini-batch."""

    total: torch.Tensor  # scalar to minimise
    td: torch.Tensor  # (B,) Q(s, a) - target, for diagnostics and network growth


class Method(Protocol):
    """What the trainer needs from a method."""

    name: str
    network: nn.Module
    """The policy network: what an artifact stores and the server serves."""
    actions: tuple[str, ...]
    fields: Mapping[str, tuple[tuple[int, ...], np.dtype]]

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """The replay fields of one state."""
        ...

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, n_actions) action values of a batch of states."""
        ...

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """(n_actions,) bool: the actions the agent considers in this state."""
        ...

    def parameters(self) -> list[nn.Parameter]:
        """Everything the optimizer trains (the policy network, and any training-only critic)."""
        ...

    def loss(
        self,
        state: Mapping[str, torch.Tensor],
        mask: torch.Tensor,
        action: torch.Tensor,
        target: torch.Tensor,
    ) -> Loss:
        """The loss of Q(state, action) against the TD ``target`` (B,); ``mask`` (B, n_actions)
        holds each state's candidate actions."""
        ...

    def after_update(self, td_error: torch.Tensor, batch_actions: torch.Tensor) -> bool:
        """Hook after each optimizer step; True when parameters changed shape (new optimizer)."""
        ...


def mse_td_loss(q: torch.Tensor, action: torch.Tensor, target: torch.Tensor) -> Loss:
    """Plain DQN regression: mean squared error of Q(s, a) (B, n_actions) against the target."""
    td = q.gather(1, action[:, None]).squeeze(1) - target
    return Loss((td**2).mean(), td)


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


def fact_features(table: FactTable) -> dict[str, np.ndarray]:
    """The replay fields of a fact table."""
    return {"unary": table.unary.astype(np.uint8), "nullary": table.nullary.astype(np.uint8)}


@dataclass
class FolLnnSettings:
    """Options of the FOL-LNN network that the trainer exposes."""

    alpha: float = 0.9
    """Truth threshold: a value in [alpha, 1] reads True, in [0, 1 - alpha] False."""
    init_scale: float = 0.5
    """Initial AND weights are uniform in [0, init_scale] (see docs/lnn.md)."""
    initial_gates: int = 1
    """AND gates per word class at the start of training."""
    max_gates: int = 4
    """AND gates a class may grow to."""
    constraint_weight: float = 0.01
    """Weight of the LNN alpha-constraint loss added to the TD loss."""
    grow_patience: int = 200
    """Updates per window of the growth check (see FolLnnMethod.after_update)."""
    grow_threshold: float = 0.01
    """Mean squared TD error of a class above which a stalled class gets a new AND gate."""
    unavailable_weight: float = 1.0
    """Weight of the loss reading actions outside the state's candidates as False (T = 0)."""


class FolLnnMethod:
    """FOL-LNN (ours): one AND-OR LNN per word class over first-order facts.

    The truth of the class's OR for grounding x is Q(s, verb x) itself (DQN-style, targets
    clipped to [0, 1]); actions outside the state's candidates are read as False.
    """

    name = "fol-lnn"

    def __init__(
        self,
        network: FolLnnPolicy,
        vocabulary: Vocabulary,
        settings: FolLnnSettings,
    ) -> None:
        self.settings = settings
        self.vocabulary = vocabulary
        self.network = network
        self.actions = vocabulary.actions
        self.fields = fact_fields(vocabulary)
        self._class_of_action = torch.tensor(
            [ci for ci, c in enumerate(vocabulary.classes) for _ in c.words]
        )
        n_classes = len(vocabulary.classes)
        self._err_sum = torch.zeros(n_classes)
        self._err_count = torch.zeros(n_classes)
        self._previous = torch.zeros(n_classes)
        self._updates = 0

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        return fact_features(table)

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        return self.network(FactBatch(batch["unary"].float(), batch["nullary"].float()))

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """``found``: actions on the words found in the observation (the paper's loop over the
        extracted facts l_{t,i}), every action when nothing was found; ``all``: every action."""
        if mode == "all":
            return np.ones(len(self.actions), bool)
        mask = found_words(table, self.vocabulary)  # actions are in word order
        return mask if mask.any() else np.ones_like(mask)

    def parameters(self) -> list[nn.Parameter]:
        return list(self.network.parameters())

    def loss(
        self,
        state: Mapping[str, torch.Tensor],
        mask: torch.Tensor,
        action: torch.Tensor,
        target: torch.Tensor,
    ) -> Loss:
        """TD regression of the taken action's truth on the target clipped to [0, 1], plus the
        α-constraint loss and the loss reading non-candidate actions as False."""
        s = self.settings
        truth = self.q_values(state)  # (B, A) truths in [0, 1]
        loss = mse_td_loss(truth, action, target.clamp(0.0, 1.0))
        total = loss.total + s.constraint_weight * self.network.constraint_loss()
        unavailable = ~mask
        if s.unavailable_weight > 0 and bool(unavailable.any()):
            total = total + s.unavailable_weight * (truth[unavailable] ** 2).mean()
        return Loss(total, loss.td)

    def after_update(self, td_error: torch.Tensor, batch_actions: torch.Tensor) -> bool:
        """Project weights; grow a class's AND layer when its TD error stops falling.

        Every ``grow_patience`` updates, a class whose mean squared TD error over the window is
        above ``grow_threshold`` and fell by less than 10% since the previous window gets a new
        AND gate (up to ``max_gates``): the existing gates cannot fit its targets.
        """
        self.network.project_()
        classes = self._class_of_action[batch_actions]
        err = td_error.detach() ** 2
        for ci in range(len(self.vocabulary.classes)):
            rows = classes == ci
            if rows.any():
                self._err_sum[ci] += float(err[rows].sum())
                self._err_count[ci] += int(rows.sum())
        self._updates += 1
        if self._updates % self.settings.grow_patience:
            return False
        grew = False
        for ci, cls in enumerate(self.vocabulary.classes):
            count = float(self._err_count[ci])
            if not count:
                continue
            mean = float(self._err_sum[ci]) / count
            previous = float(self._previous[ci])
            stalled = previous > 0 and mean > 0.9 * previous
            if (
                stalled
                and mean > self.settings.grow_threshold
                and self.network.config.gates[ci] < self.settings.max_gates
            ):
                self.network.add_gate(cls.name)
                grew = True
            self._previous[ci] = mean
        self._err_sum.zero_()
        self._err_count.zero_()
        return grew


def make_method(name: str, vocabulary: Vocabulary, seed: int, fol_lnn: FolLnnSettings) -> Method:
    """Build a method by its protocol name."""
    if name == "fol-lnn":
        config = PolicyConfig(
            vocabulary=vocabulary.to_dict(),
            alpha=fol_lnn.alpha,
            gates=[fol_lnn.initial_gates] * len(vocabulary.classes),
            max_gates=fol_lnn.max_gates,
            init_scale=fol_lnn.init_scale,
            seed=seed,
        )
        return FolLnnMethod(FolLnnPolicy(config), vocabulary, fol_lnn)
    from training.baseline_methods import BASELINES, make_baseline  # imports this module

    if name in BASELINES:
        return make_baseline(name, vocabulary, seed)
    raise ValueError(f"unknown method {name!r}; known: fol-lnn, {', '.join(BASELINES)}")


def method_from_network(name: str, network: nn.Module, vocabulary: Vocabulary) -> Method:
    """Wrap a loaded network (from a policy artifact) for acting and evaluation."""
    if name == "fol-lnn":
        return FolLnnMethod(network, vocabulary, FolLnnSettings())
    from training.baseline_methods import BASELINES, baseline_from_network

    if name in BASELINES:
        return baseline_from_network(name, network, vocabulary)
    raise ValueError(f"unknown method {name!r}; known: fol-lnn, {', '.join(BASELINES)}")
