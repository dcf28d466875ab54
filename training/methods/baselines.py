"""The paper's four baselines as trainer methods, and their ablations.

Every baseline acts over the ten actions {go, take} x {north, south, east, west, coin}
(verb-major, :func:`model.baselines.action_space`); invalid ones (``go coin``) simply fail in the
game. Q-values are unbounded (no target clipping), there is no extra loss, and the networks never
grow. Networks and encodings live in model/baselines.py, so a server can featurize the same way.

Two ablations measure what FOL-LNN's advantages are worth to a baseline (issue 13):

- ``@typed``: the same network, scoring only the typed actions FOL-LNN scores (``go`` on found
  directions, ``take`` on found money words); nothing else changes.
- ``@split``: the reward split and clipping of ``fol-lnn-critic``'s critic: two copies of the
  network (:class:`model.critic.SplitValue`), one on the game score and one on the discovery
  bonus, each target clipped to [0, 1], acting lexicographically (task value first); on the typed
  actions as well, as the critic is.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import torch
from torch import nn

from converter.facts import FactTable, Vocabulary
from model.baselines import (
    LnnNnDqn,
    action_space,
    observation_text,
    token_ids,
    value_cells,
    values_at,
)
from model.critic import MARGIN, SplitValue, lexicographic_scores
from model.lnn import truth_clamp
from training.methods import nlm_update
from training.methods.base import (
    AutogradLearner,
    CandidateMode,
    FixedNetworkMethod,
    Learner,
    Loss,
    TensorBatch,
    dqn_target,
    fact_features,
    fact_fields,
    found_words,
    split_targets,
)

__all__ = ["BASELINES", "BaselineMethod"]

BASELINES: tuple[str, ...] = ("nn-dqn", "lnn-nn-dqn", "nlm-dqn", "lstm-dqn++")
"""The baseline method names of docs/architecture.md §5."""
TOKEN_MEMO_TEXTS = 16_384
"""Texts whose token ids LSTM-DQN++'s featurize keeps (a memo, emptied when full: the games'
room texts recur all run long)."""


class BaselineMethod(FixedNetworkMethod):
    """A baseline network scoring the ten verb x noun actions (``typed``: only the typed ones;
    a :class:`model.critic.SplitValue` network: two clipped value heads, lexicographic)."""

    max_grad_norm: float | None = 5.0
    """Gradient-norm clip of LSTM-DQN++'s reference code (Yuan et al. 2018), kept for all four."""
    gamma: float = 0.5
    """Discount of LSTM-DQN++'s reference config for Coin-Collector (Yuan et al. 2018), kept for
    all four: at the paper's 0.9 the unclipped discovery bonus makes wandering worth more than
    the coin and no baseline learns (docs/baselines.md)."""

    def __init__(
        self, base: str, network: nn.Module, vocabulary: Vocabulary, typed: bool = False
    ) -> None:
        if base not in BASELINES:
            raise ValueError(f"unknown baseline {base!r}; known: {', '.join(BASELINES)}")
        self.base = base
        self.network = network
        self.vocabulary = vocabulary
        self.split = isinstance(network, SplitValue)
        self.typed = typed or self.split
        self.name = base + ("@split" if self.split else "@typed" if typed else "")
        self._encoder = network.task if self.split else network
        verbs, nouns = action_space(vocabulary)
        self.actions = tuple(f"{v} {n}" for v in verbs for n in nouns)
        # the typed actions: each noun with its own class's verbs
        self._typed = np.array(
            [v in vocabulary.word_class(n).verbs for v in verbs for n in nouns], bool
        )
        self._noun_of_action = np.tile(np.arange(len(nouns)), len(verbs))  # (A,) verb-major
        self._cells = value_cells(vocabulary)
        self._tokens: dict[str, np.ndarray] = {}  # observation_text -> token ids (lstm-dqn++)
        config = self._encoder.config
        if base in ("nn-dqn", "lnn-nn-dqn"):
            self.fields = {"values": ((config.n_values,), np.dtype(np.uint8))}
        elif base == "nlm-dqn":
            self.fields = fact_fields(vocabulary)
        else:
            self.fields = {"tokens": ((config.max_tokens,), np.dtype(np.int64))}

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """Logical values (nn-dqn, lnn-nn-dqn), the fact table (nlm-dqn) or token ids (lstm)."""
        config = self._encoder.config
        if self.base in ("nn-dqn", "lnn-nn-dqn"):
            return {"values": values_at(table, self._cells, config.include_all_visited)}
        if self.base == "nlm-dqn":
            return fact_features(table)
        # model.baselines.text_tokens, each text's ids computed once
        text = observation_text(observation)
        ids = self._tokens.get(text)
        if ids is None:
            if len(self._tokens) >= TOKEN_MEMO_TEXTS:
                self._tokens.clear()
            ids = self._tokens[text] = token_ids(text, config.n_buckets, config.max_tokens)
        return {"tokens": ids.copy()}

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, 10) Q-values, verb-major; (B, 10, 2) for a split network."""
        if self.base in ("nn-dqn", "lnn-nn-dqn"):
            return self.network(batch["values"].float())
        if self.base == "nlm-dqn":
            return self.network(batch["unary"].float(), batch["nullary"].float())
        return self.network(batch["tokens"].long())

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """(B, 10) what the agent maximises over its candidates: the Q-values, or for a split
        network the lexicographic order of its two heads (:func:`lexicographic_scores`)."""
        q = self.q_values(batch)
        return lexicographic_scores(q, mask, MARGIN) if self.split else q

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """``found``: both verbs on every noun found in the observation (all actions when none
        was found); ``all``: all ten actions. ``typed``: of those, only the typed ones."""
        typed = self._typed if self.typed else np.ones(len(self.actions), bool)
        if mode == "all":
            return typed.copy()
        found = found_words(table, self.vocabulary)  # (n_nouns,)
        if not found.any():
            return typed.copy()
        return found[self._noun_of_action] & typed

    def param_groups(self, lr: float) -> list[dict]:
        """The network's parameters (baselines have no training-only parts)."""
        return [{"params": list(self.network.parameters()), "lr": lr}]

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """Plain DQN: Huber regression of Q(s, a) on r + γ max Q(s', ·) (over the next state's
        candidates, no target network); no extra loss. A split network regresses each head on
        its part of the reward (the game score, the discovery bonus), bootstrapped from its own
        head and clipped to [0, 1], as ``fol-lnn-critic``'s critic does."""
        q_state, q_next = self._q_pair(batch)
        if self.split:
            target = split_targets(
                q_next, batch.next_mask, batch.reward, batch.score, batch.terminal, gamma
            )
            index = batch.action[:, None, None].expand(-1, 1, 2)
            q = q_state.gather(1, index).squeeze(1)  # (B, 2)
            loss = nn.functional.smooth_l1_loss(q, target)
            return Loss(loss, (q - target).detach()[:, 0])
        target = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
        q = q_state.gather(1, batch.action[:, None]).squeeze(1)
        # LSTM-DQN++'s reference code (Yuan et al. 2018) regresses with the Huber loss
        return Loss(nn.functional.smooth_l1_loss(q, target), (q - target).detach())

    def _q_pair(self, batch: TensorBatch) -> tuple[torch.Tensor, torch.Tensor]:
        """Q(s, ·) (with gradient) and Q(s', ·) (without) of a replayed batch.

        NLM-DQN's network costs about a thousand small tensor operations per update whatever
        the batch size, so for it both states go through one pass and Q(s', ·) is detached: the
        same values and gradient as two passes, one forward pass fewer (measured 1.3-1.4 x per
        update, bench/update_bench.py). LSTM-DQN++ reads each distinct text of the two once
        (:meth:`model.baselines.LstmDqn.q_pair`). The fact networks are cheaper per pass than
        the graph and the doubled backward of one pass (measured 0.7-0.8 x), and keep two
        passes, Q(s', ·) without a graph.
        """
        if self.base == "lstm-dqn++":
            return self._lstm_pair(batch.state["tokens"].long(), batch.next_state["tokens"].long())
        if self.base != "nlm-dqn":
            with torch.no_grad():
                q_next = self.q_values(batch.next_state)
            return self.q_values(batch.state), q_next
        n = batch.action.shape[0]
        both = {k: torch.cat((v, batch.next_state[k])) for k, v in batch.state.items()}
        q = self.q_values(both)  # (2B, A, ...)
        return q[:n], q[n:].detach()

    def _lstm_pair(
        self, tokens: torch.Tensor, next_tokens: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """:meth:`_q_pair` of LSTM-DQN++; a split network's two heads each read the texts
        once and are stacked and clamped as :class:`model.critic.SplitValue` does."""
        if not self.split:
            return self.network.q_pair(tokens, next_tokens)
        task = self.network.task.q_pair(tokens, next_tokens)
        explore = self.network.explore.q_pair(tokens, next_tokens)
        q, q_next = (truth_clamp(torch.stack(pair, -1)) for pair in zip(task, explore, strict=True))
        return q, q_next

    def learner(self, lr: float) -> Learner:
        """Adam on the gradient of :meth:`loss`, clipped at ``max_grad_norm``: NLM-DQN's
        (``@typed`` and ``@split`` too) all in numpy on the batch's distinct tables
        (:mod:`training.methods.nlm_update`), the others' by autograd."""
        if self.base == "nlm-dqn":
            return nlm_update.NlmLearner(self, lr)
        return AutogradLearner(self, lr)

    def after_update(self) -> bool:
        """Keep LNN weights non-negative (lnn-nn-dqn); the networks never change shape."""
        for net in (self.network.task, self.network.explore) if self.split else (self.network,):
            if isinstance(net, LnnNnDqn):
                net.project_()
        return False
