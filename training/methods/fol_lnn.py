"""``fol-lnn``: the paper's method. The LNN is the Q-network of a DQN-style update.

Kimura et al. (2021, §3.2): "it forwards from input facts through LNN, calculates a loss value
from the reward value, and optimizes weights in LNN ... similar to DQN, the difference from
these is the network". Here the value of action ``verb x`` is the truth of its class's AND-OR
LNN at grounding x (:class:`model.policy.FolLnnPolicy`), in [0, 1]; the update regresses the
taken action's truth on the DQN target ``r + γ max_a' T(s', a')`` (over the next state's
candidates, no bootstrap when the game is won), clipped to the truth range [0, 1], with the
protocol's replay, ε-schedule, discount and one learning rate. The LNN's α-constraint loss
(``constraint_weight``) is the only other term. Nothing else teaches it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

import numpy as np
import torch

from converter.facts import FactTable, Vocabulary
from model.policy import FolLnnPolicy, PolicyConfig, Rule, RuleStructure
from training.methods.base import (
    AutogradLearner,
    CandidateMode,
    Learner,
    Loss,
    TensorBatch,
    dqn_target,
    fact_batch,
    fact_features,
    fact_fields,
    typed_candidates,
)

__all__ = ["FolLnnMethod", "FolLnnSettings", "new_fol_lnn_policy"]


@dataclass
class FolLnnSettings:
    """Options of the paper's FOL-LNN (``fol-lnn``)."""

    alpha: float = 0.9
    """Truth threshold: a value in [alpha, 1] reads True, in [0, 1 - alpha] False."""
    init_scale: float = 0.5
    """Initial AND weights are uniform in [0, init_scale] (see docs/lnn.md)."""
    initial_gates: int = 2
    """AND gates per word class at the start of training."""
    max_gates: int = 4
    """AND gates a class may have."""
    constraint_weight: float = 0.0
    """Weight of the LNN's α-constraint loss beside the TD loss."""
    constrain: Literal["and", "all"] = "and"
    """Which neurons the α-constraint loss applies to: the AND gates only (their conjunctions
    become classical; each class's OR weighs them by value) or every neuron."""


def new_fol_lnn_policy(
    vocabulary: Vocabulary,
    seed: int,
    alpha: float,
    initial_gates: int,
    max_gates: int,
    init_scale: float,
) -> FolLnnPolicy:
    """A randomly initialised AND-OR LNN per word class (DESIGN §4)."""
    config = PolicyConfig(
        vocabulary=vocabulary.to_dict(),
        alpha=alpha,
        gates=[initial_gates] * len(vocabulary.classes),
        max_gates=max_gates,
        init_scale=init_scale,
        seed=seed,
    )
    return FolLnnPolicy(config)


class FolLnnMethod:
    """The paper's FOL-LNN: the per-class AND-OR LNN as the Q-network, trained by DQN."""

    name = "fol-lnn"
    max_grad_norm = None
    gamma = 0.9
    """The paper's appendix (DESIGN §5)."""

    def __init__(
        self, network: FolLnnPolicy, vocabulary: Vocabulary, settings: FolLnnSettings
    ) -> None:
        self.network = network
        self.vocabulary = vocabulary
        self.settings = settings
        self.actions = vocabulary.actions
        self.fields = fact_fields(vocabulary)

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """The fact table (0/1 truths as uint8)."""
        return fact_features(table)

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, A) the LNN's truths: the action values."""
        return self.network(fact_batch(batch))

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """The action values (the agent maximises them over its candidates), ties between
        classes ordered by the network's class priority (untrained here: it stays 0, so the
        values alone decide; artifacts of other FOL-LNN methods keep theirs)."""
        return self.network.rank(fact_batch(batch))

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """The typed actions on the words found in the observation (:func:`typed_candidates`)."""
        return typed_candidates(table, self.vocabulary, mode)

    def param_groups(self, lr: float) -> list[dict]:
        """The LNN's parameters, at the protocol's learning rate."""
        return [{"params": list(self.network.parameters()), "lr": lr}]

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """Squared TD error of the taken action against ``clip(r + γ max T(s', ·), 0, 1)``,
        plus ``constraint_weight`` × the α-constraint loss."""
        with torch.no_grad():
            q_next = self.q_values(batch.next_state)
            target = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
            target = target.clamp(0.0, 1.0)
        q = self.q_values(batch.state).gather(1, batch.action[:, None]).squeeze(1)
        total = ((q - target) ** 2).mean()
        if self.settings.constraint_weight:
            net = self.network
            logic = (
                net.and_constraint_loss()
                if self.settings.constrain == "and"
                else net.constraint_loss()
            )
            total = total + self.settings.constraint_weight * logic
        return Loss(total, (q - target).detach())

    def learner(self, lr: float) -> Learner:
        """Adam on the autograd gradient of :meth:`loss`."""
        return AutogradLearner(self, lr)

    def after_update(self) -> bool:
        """Keep the weights non-negative; the network never changes shape."""
        self.network.project_()
        return False

    def begin_epoch(self, epoch: int) -> bool:
        """No schedule of its own (ε is the trainer's)."""
        return False

    def rules(self) -> tuple[Rule, ...]:
        """The LNN's rules read off its weights."""
        return self.network.rules()

    def structure(self) -> RuleStructure:
        """The rules as sets of conjunctions."""
        return self.network.structure()
