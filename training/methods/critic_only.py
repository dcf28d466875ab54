"""``critic-only``: the critic of ``fol-lnn-critic`` acting alone (an ablation, issue 13).

The same lifted two-head critic (:class:`model.critic.GroundingCritic`), trained by the same DQN
regression of both heads on their targets clipped to [0, 1] at the same learning rate, but no LNN:
the agent acts greedily on the critic's lexicographic order (task value first, then
exploration, each within ``margin``). What this row scores is what the critic variant's teacher
achieves without the rules distilled from it.
"""

from __future__ import annotations

from collections.abc import Mapping

import torch

from model.critic import GroundingCritic, lexicographic_scores
from training.methods.base import (
    AutogradLearner,
    FactTableMethod,
    FixedNetworkMethod,
    Learner,
    Loss,
    TensorBatch,
    fact_batch,
    split_targets,
)
from training.settings import FolLnnCriticSettings

__all__ = ["CriticOnlyMethod"]


class CriticOnlyMethod(FactTableMethod, FixedNetworkMethod):
    """A two-head grounding critic trained by DQN, acting lexicographically."""

    name = "critic-only"
    gamma = 0.9
    """As ``fol-lnn-critic``, whose critic this is."""
    network: GroundingCritic
    settings: FolLnnCriticSettings

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, A, 2) the task and exploration values of every typed action."""
        facts = fact_batch(batch)
        return self.network(facts.unary, facts.nullary)

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """(B, A) the lexicographic order of the two values over the candidates."""
        return lexicographic_scores(self.q_values(batch), mask, self.settings.margin)

    def param_groups(self, lr: float) -> list[dict]:
        """The critic, at ``fol-lnn-critic``'s scale of ``lr`` for its critic."""
        return [
            {"params": list(self.network.parameters()), "lr": lr * self.settings.critic_lr_scale}
        ]

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """Squared error of both heads of the taken action on their targets clipped to [0, 1]
        (``fol-lnn-critic``'s critic loss)."""
        with torch.no_grad():
            q_next = self.q_values(batch.next_state)
        target = split_targets(
            q_next, batch.next_mask, batch.reward, batch.score, batch.terminal, gamma
        )
        index = batch.action[:, None, None].expand(-1, 1, GroundingCritic.heads)
        taken = self.q_values(batch.state).gather(1, index).squeeze(1)  # (B, 2)
        return Loss(((taken - target) ** 2).mean(), (taken - target).detach()[:, 0])

    def learner(self, lr: float) -> Learner:
        """Adam on the autograd gradient of :meth:`loss`."""
        return AutogradLearner(self, lr)
