"""The paper's four baselines as trainer methods (see training/methods.py for the interface).

Every baseline acts over the ten actions {go, take} x {north, south, east, west, coin}
(verb-major, :func:`model.baselines.action_space`); invalid ones (``go coin``) simply fail in the
game. Q-values are unbounded (no target clipping), there is no extra loss, and the networks never
grow. Networks and encodings live in model/baselines.py, so a server can featurize the same way.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import torch
from torch import nn

from converter.facts import FactTable, Vocabulary
from model.baselines import (
    LnnNnDqn,
    LnnNnDqnConfig,
    LstmDqn,
    LstmDqnConfig,
    NlmDqn,
    NlmDqnConfig,
    NnDqn,
    NnDqnConfig,
    action_space,
    logical_values,
    text_tokens,
)
from training.methods import (
    AutogradLearner,
    CandidateMode,
    Learner,
    Loss,
    Method,
    TensorBatch,
    dqn_target,
    fact_features,
    fact_fields,
    found_words,
)

__all__ = ["BASELINES", "BaselineMethod", "baseline_from_network", "make_baseline"]

BASELINES: tuple[str, ...] = ("nn-dqn", "lnn-nn-dqn", "nlm-dqn", "lstm-dqn++")
"""The baseline method names of DESIGN §5."""


class BaselineMethod:
    """A baseline network scoring the ten verb x noun actions."""

    max_grad_norm: float | None = 5.0
    """Gradient-norm clip of LSTM-DQN++'s reference code (Yuan et al. 2018), kept for all four."""
    gamma: float = 0.5
    """Discount of LSTM-DQN++'s reference config for Coin-Collector (Yuan et al. 2018), kept for
    all four: at the paper's 0.9 the unclipped discovery bonus makes wandering worth more than
    the coin and no baseline learns (docs/baselines.md)."""

    def __init__(self, name: str, network: nn.Module, vocabulary: Vocabulary) -> None:
        if name not in BASELINES:
            raise ValueError(f"unknown baseline {name!r}; known: {', '.join(BASELINES)}")
        self.name = name
        self.network = network
        self.vocabulary = vocabulary
        verbs, nouns = action_space(vocabulary)
        self.actions = tuple(f"{v} {n}" for v in verbs for n in nouns)
        self._n_verbs = len(verbs)
        config = network.config
        if name in ("nn-dqn", "lnn-nn-dqn"):
            self.fields = {"values": ((config.n_values,), np.dtype(np.uint8))}
        elif name == "nlm-dqn":
            self.fields = fact_fields(vocabulary)
        else:
            self.fields = {"tokens": ((config.max_tokens,), np.dtype(np.int64))}

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """Logical values (nn-dqn, lnn-nn-dqn), the fact table (nlm-dqn) or token ids (lstm)."""
        config = self.network.config
        if self.name in ("nn-dqn", "lnn-nn-dqn"):
            return {"values": logical_values(table, self.vocabulary, config.include_all_visited)}
        if self.name == "nlm-dqn":
            return fact_features(table)
        return {"tokens": text_tokens(observation, config.n_buckets, config.max_tokens)}

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, 10) Q-values, verb-major."""
        if self.name in ("nn-dqn", "lnn-nn-dqn"):
            return self.network(batch["values"].float())
        if self.name == "nlm-dqn":
            return self.network(batch["unary"].float(), batch["nullary"].float())
        return self.network(batch["tokens"].long())

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """``found``: both verbs on every noun found in the observation (all actions when none
        was found); ``all``: all ten actions."""
        if mode == "all":
            return np.ones(len(self.actions), bool)
        found = found_words(table, self.vocabulary)  # (n_nouns,)
        if not found.any():
            return np.ones(len(self.actions), bool)
        return np.tile(found, self._n_verbs)

    def param_groups(self, lr: float) -> list[dict]:
        """The network's parameters (baselines have no training-only parts)."""
        return [{"params": list(self.network.parameters()), "lr": lr}]

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """Plain DQN: Huber regression of Q(s, a) on r + γ max Q(s', ·) (over the next state's
        candidates, no target network); no extra loss."""
        with torch.no_grad():
            q_next = self.q_values(batch.next_state)
        target = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
        q = self.q_values(batch.state).gather(1, batch.action[:, None]).squeeze(1)
        # LSTM-DQN++'s reference code (Yuan et al. 2018) regresses with the Huber loss
        return Loss(nn.functional.smooth_l1_loss(q, target), (q - target).detach())

    def learner(self, lr: float) -> Learner:
        """Adam on the autograd gradient of :meth:`loss`, clipped at ``max_grad_norm``."""
        return AutogradLearner(self, lr)

    def after_update(self) -> bool:
        """Keep LNN weights non-negative (lnn-nn-dqn); the networks never change shape."""
        if isinstance(self.network, LnnNnDqn):
            self.network.project_()
        return False

    def begin_epoch(self, epoch: int) -> bool:
        """Baselines have no schedule of their own (ε is the trainer's) and never grow."""
        return False


def make_baseline(name: str, vocabulary: Vocabulary, seed: int) -> Method:
    """A freshly initialised baseline with the default settings of docs/baselines.md."""
    v = vocabulary.to_dict()
    networks = {
        "nn-dqn": lambda: NnDqn(NnDqnConfig(vocabulary=v, seed=seed)),
        "lnn-nn-dqn": lambda: LnnNnDqn(LnnNnDqnConfig(vocabulary=v, seed=seed)),
        "nlm-dqn": lambda: NlmDqn(NlmDqnConfig(vocabulary=v, seed=seed)),
        "lstm-dqn++": lambda: LstmDqn(LstmDqnConfig(vocabulary=v, seed=seed)),
    }
    if name not in networks:
        raise ValueError(f"unknown baseline {name!r}; known: {', '.join(BASELINES)}")
    return BaselineMethod(name, networks[name](), vocabulary)


def baseline_from_network(name: str, network: nn.Module, vocabulary: Vocabulary) -> Method:
    """Wrap a loaded baseline network (from a policy artifact) for acting and evaluation."""
    return BaselineMethod(name, network, vocabulary)
