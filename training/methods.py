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
from model.lnn import truth_clamp
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
        """(B, n_actions) scores the agent acts on (argmax over the candidates)."""
        ...

    def target_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, n_actions) action values that bootstrap the TD target (DQN: ``q_values``)."""
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


def truth_targets(q: torch.Tensor, mask: torch.Tensor, margin: float) -> torch.Tensor:
    """(B, A) targets for a policy's truths from action values q (B, A): True (1) for an action
    within reach of the best candidate's value, False (0) when it falls ``margin`` or more short
    or is not a candidate (mask False), linear in between."""
    best = q.masked_fill(~mask, float("-inf")).max(1, keepdim=True).values  # (B, 1)
    return (1.0 - (best - q) / margin).clamp(0.0, 1.0) * mask


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
    margin: float = 0.1
    """δ: an action whose value falls δ or more short of the state's best is False; by default
    1 − γ, the value gap of one wasted step when rewards are 0 or 1."""
    critic_hidden: int = 32
    """Hidden units of the training-only grounding critic Q(s, verb x)."""


class GroundingCritic(nn.Module):
    """Training-only critic Q(s, verb x): one small MLP shared by every grounding (lifted like
    the LNN), over the grounding's atoms, the nullary atoms and the word's class."""

    def __init__(self, vocabulary: Vocabulary, hidden: int, seed: int) -> None:
        super().__init__()
        n_classes = len(vocabulary.classes)
        n_in = len(vocabulary.unary_predicates) + len(vocabulary.nullary_predicates) + n_classes
        word_class = [c for c, cls in enumerate(vocabulary.classes) for _ in cls.words]
        self.register_buffer("word_class", torch.eye(n_classes)[word_class], persistent=False)
        with torch.random.fork_rng():
            torch.manual_seed(seed)
            self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, unary: torch.Tensor, nullary: torch.Tensor) -> torch.Tensor:
        """(B, n_words) values from unary (B, n_words, n_unary) and nullary (B, n_nullary)."""
        b, w, _ = unary.shape
        x = torch.cat(
            (unary, nullary[:, None, :].expand(b, w, -1), self.word_class.expand(b, w, -1)), 2
        )  # (B, n_words, n_in)
        return truth_clamp(self.net(x).squeeze(2))  # values live in [0, 1], as the targets


class FolLnnMethod:
    """FOL-LNN (ours): one AND-OR LNN per word class over first-order facts.

    The LNN is the policy: the agent acts on its truths T(s, verb x). It is trained from reward
    through a lifted critic Q(s, verb x) learned by DQN (targets clipped to [0, 1], the range of
    the rewards): T's target is True for an action within reach of the state's best value and
    False when it falls ``margin`` or more short, or is not among the candidates. So the truths
    are crisp and the rules can be read off the weights (docs/training.md).
    """

    name = "fol-lnn"

    def __init__(
        self,
        network: FolLnnPolicy,
        vocabulary: Vocabulary,
        settings: FolLnnSettings,
        seed: int = 0,
    ) -> None:
        self.settings = settings
        self.vocabulary = vocabulary
        self.network = network
        self.critic = GroundingCritic(vocabulary, settings.critic_hidden, seed)
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

    def target_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        return self.critic(batch["unary"].float(), batch["nullary"].float())

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """``found``: actions on the words found in the observation (the paper's loop over the
        extracted facts l_{t,i}), every action when nothing was found; ``all``: every action."""
        if mode == "all":
            return np.ones(len(self.actions), bool)
        mask = found_words(table, self.vocabulary)  # actions are in word order
        return mask if mask.any() else np.ones_like(mask)

    def parameters(self) -> list[nn.Parameter]:
        return [*self.network.parameters(), *self.critic.parameters()]

    def loss(
        self,
        state: Mapping[str, torch.Tensor],
        mask: torch.Tensor,
        action: torch.Tensor,
        target: torch.Tensor,
    ) -> Loss:
        """Critic: TD regression on the target clipped to [0, 1]. Policy: every grounding's truth
        regresses on clip(1 − (best − Q)/δ, 0, 1) from the critic (0 off the candidates), plus
        the LNN's α-constraint loss."""
        s = self.settings
        unary, nullary = state["unary"].float(), state["nullary"].float()
        q = self.critic(unary, nullary)  # (B, A)
        critic = mse_td_loss(q, action, target.clamp(0.0, 1.0))
        truth_target = truth_targets(q.detach(), mask, s.margin)
        truth = self.network(FactBatch(unary, nullary))  # (B, A)
        policy = self._balanced_error(truth, truth_target)
        total = critic.total + policy + s.constraint_weight * self.network.constraint_loss()
        miss = (truth - truth_target).detach().gather(1, action[:, None]).squeeze(1)
        return Loss(total, miss)  # the taken action's truth error drives gate growth

    def _balanced_error(self, truth: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
        """Squared error averaged within each (class, True/False target) group, then over the
        groups present: a class whose True cases are rare (the coin is in one room) is not
        drowned by its False ones."""
        err = (truth - target) ** 2  # (B, A)
        n_groups = 2 * len(self.vocabulary.classes)
        group = (2 * self._class_of_action[None, :] + (target < 0.5)).flatten()  # (B*A,)
        sums = torch.zeros(n_groups).index_add(0, group, err.flatten())
        counts = torch.bincount(group, minlength=n_groups)
        present = counts > 0
        return (sums[present] / counts[present]).mean()

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
        return FolLnnMethod(FolLnnPolicy(config), vocabulary, fol_lnn, seed)
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
