"""NLM-DQN's training update, all in numpy.

The loss is :meth:`training.methods.baselines.BaselineMethod.loss` (Huber regression of Q(s, a)
on ``r + γ max Q(s', ·)``). One update computes it on the batch's distinct fact tables only (a
replay batch of 32 transitions holds about 26 distinct tables among its 64 states and next
states): one forward of the network over them (:func:`model.baselines.nlm_forward`, the one
NLM-DQN's ``forward`` runs when it acts), the loss, its gradient backward through the states'
tables only (:func:`model.baselines.nlm_backward`, the gradient autograd takes of the module
too), then the step the autograd learner takes: the gradient-norm clip and torch's Adam (in
numpy, :class:`training.methods.numpy_update.FlatAdam`), in place on the module's parameters.
The Huber loss's slope is ``d`` inside ``|d| < 1``, ``sign(d)`` outside. The tests check the
loss and every gradient against autograd on the same loss over the network written in torch
(``tests/nlm_oracle.py``), to float32 rounding, on batches replayed from real games.

``nlm-dqn@split`` (a :class:`model.critic.SplitValue` of two NLM-DQN networks, the task and the
exploration head) takes the same update: both networks read the distinct tables, their values are
clamped to [0, 1] (straight through: the gradient passes unclamped, as
:func:`model.lnn.truth_clamp`), each head regresses on its part of the reward with its own clipped
target (:func:`training.methods.base.split_targets`), and each network's gradient is its head's.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np
import torch

from model.baselines import NlmDqn, distinct_rows, nlm_backward, nlm_forward
from model.critic import SplitValue
from training.methods.numpy_update import FlatAdam, clip_grad_norm
from training.replay import Batch

__all__ = ["NlmLearner", "supports"]


class NlmMethod(Protocol):
    """What this update reads of the method it updates (``BaselineMethod`` with an NLM-DQN
    network; a protocol, so the two modules import one way)."""

    network: NlmDqn | SplitValue
    max_grad_norm: float | None

    def param_groups(self, lr: float) -> list[dict]: ...


def supports(network: object) -> bool:
    """Whether this update trains ``network``: an :class:`NlmDqn`, or a :class:`SplitValue` of
    two (``nlm-dqn@split``)."""
    if isinstance(network, SplitValue):
        return supports(network.task) and supports(network.explore)
    return isinstance(network, NlmDqn)


class NlmLearner:
    """Takes NLM-DQN's training updates: loss, hand-derived gradient, the gradient-norm clip
    and Adam, all in numpy, in place on the network's parameters."""

    def __init__(self, method: NlmMethod, lr: float) -> None:
        if not supports(method.network):
            raise ValueError("NlmLearner needs an NlmDqn (or a SplitValue of two)")
        self.method = method
        self.network = method.network
        groups = method.param_groups(lr)
        self.params = [p for group in groups for p in group["params"]]
        lrs = [group["lr"] for group in groups for _ in group["params"]]
        # torch's Adam in numpy, in place on the parameters (the same step to rounding)
        self.adam = FlatAdam([p.detach().numpy() for p in self.params], lrs)
        net = self.network
        self.split = isinstance(net, SplitValue)
        # parameters in param_groups order: a SplitValue's task network's, then explore's
        self._nets = [net.task, net.explore] if self.split else [net]

    def step(self, batch: Batch, gamma: float) -> float:
        """One update on a replayed mini-batch; returns the loss (autograd's to rounding)."""
        loss, grads = self.loss_and_grads(batch, gamma)
        self.adam.step(clip_grad_norm(grads, self.method.max_grad_norm))
        return loss

    def loss_and_grads(self, batch: Batch, gamma: float) -> tuple[float, list[np.ndarray]]:
        """The loss of a replayed batch and its gradient, one array per parameter in
        ``param_groups`` order."""
        n = len(batch.action)
        unary = np.concatenate((batch.state["unary"], batch.next_state["unary"]))
        nullary = np.concatenate((batch.state["nullary"], batch.next_state["nullary"]))
        rows, index = distinct_rows(
            torch.from_numpy(np.concatenate((unary.reshape(2 * n, -1), nullary), 1))
        )
        index = index.numpy()
        width = unary[0].size
        tables = rows[:, :width].reshape(-1, *unary.shape[1:]).astype(np.float32)
        facts = rows[:, width:].astype(np.float32)
        passes = [nlm_forward(net, tables, facts) for net in self._nets]  # q: (U, A) each

        if self.split:  # (U, A, 2), clamped; targets per head, clipped (split_targets)
            q = np.clip(np.stack([p.q for p in passes], -1), 0.0, 1.0)
            rewards = np.stack((batch.score, batch.reward - batch.score), 1)  # (B, 2)
            mask = batch.next_mask[..., None]
            terminal = batch.terminal[:, None]
        else:
            q, rewards, mask, terminal = passes[0].q, batch.reward, batch.next_mask, batch.terminal
        q_next = np.where(mask, q[index[n:]], -np.inf).max(1)  # (B,) or (B, 2)
        target = rewards + gamma * q_next * (1.0 - terminal)
        if self.split:
            target = np.clip(target, 0.0, 1.0)
        taken = q[index[:n], batch.action]
        diff = taken - target
        small = np.abs(diff) < 1.0
        loss = np.where(small, 0.5 * diff * diff, np.abs(diff) - 0.5).mean(dtype=np.float32)
        # dL/dQ of each distinct table: only state tables receive one (states come first); a
        # clamped head's gradient passes straight through
        slope = np.where(small, diff, np.sign(diff)) / diff.size
        n_state = int(index[:n].max()) + 1
        grads = []
        for h, (net, done) in enumerate(zip(self._nets, passes, strict=True)):
            dq = np.zeros((n_state, q.shape[1]), np.float32)
            np.add.at(dq, (index[:n], batch.action), slope[:, h] if self.split else slope)
            grads += nlm_backward(net, done, dq)
        return float(loss), grads
