"""``fol-lnn-critic``'s training update: its loss and the loss's gradient, by hand, in numpy.

The loss: the critic's DQN regression of both heads on their targets clipped to [0, 1]
(:func:`training.methods.base.split_targets`); every grounding's LNN truth
(:func:`model.kernel.forward`, the forward serving runs) regressing on the critic's
lexicographic verdict, the squared error averaged within each (class, candidate or not) group
and then over the groups present (a class whose candidates are rare, the coin, is not drowned);
the class-priority loss over the actions the LNN holds True where the critic calls some of them
True and some False; and, on every SPARSE-th update, the LNN's α-constraint loss weighted by
SPARSE. Its gradient only flows where it is needed (the critic's from the taken actions), and
the step is torch's Adam formula (float32), in place on the torch parameters. At this network's
size (a few words, eight literals, a few AND gates, a 32-unit critic) that is several times
cheaper than autograd on the same loss (docs/training.md, "One update per method").

Both clamps are straight-through (identity gradient), as :func:`model.lnn.truth_clamp` is in
autograd; ReLU and the weight clamp of the constraint loss follow torch's conventions at their
kinks (ReLU passes where its output is > 0, ``clamp(min=0)`` where its input is ≥ 0).
``tests/training/lnn_oracle.py`` writes the same loss in torch; the tests check the gradient
against autograd on it on replayed batches, and a step against torch's Adam.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

import numpy as np
import torch

from converter.facts import Vocabulary
from model import kernel
from model.critic import GroundingCritic
from model.kernel import clip01
from model.policy import FolLnnPolicy
from training.methods.base import split_targets
from training.methods.numpy_update import FlatAdam, group_mean_squares, priority_gradient
from training.replay import Batch


class CriticSettings(Protocol):
    """The options of ``fol-lnn-critic`` this update reads (``FolLnnCriticSettings``)."""

    policy_lr_scale: float
    critic_lr_scale: float
    margin: float


class Seen(NamedTuple):
    """What one update shows the method's bookkeeping (``FolLnnCriticMethod.record``)."""

    unary: np.ndarray  # (B, W, n_unary) the states' unary facts
    nullary: np.ndarray  # (B, n_nullary) the states' nullary facts
    truth: np.ndarray  # (B, A) the LNN's truths
    target: np.ndarray  # (B, A) the truth targets
    mask: np.ndarray  # (B, A) the candidate masks
    sparse: bool  # an update on which the growth check counts the misses


class DistilledMethod(Protocol):
    """What this update reads and calls of the method it updates (``FolLnnCriticMethod``,
    which imports this module for its learner: a protocol, not an import, so the two modules
    import one way)."""

    network: FolLnnPolicy
    critic: GroundingCritic
    vocabulary: Vocabulary
    settings: CriticSettings
    updates: int
    constraint_lambda: float
    class_of_action: torch.Tensor
    class_onehot: torch.Tensor

    def record(self, seen: Seen) -> None:
        """The update's bookkeeping (growth statistics, crystallisation reservoir)."""
        ...


SPARSE = 4
"""The growth statistics and the α-constraint loss are computed on every SPARSE-th update."""


def truth_targets(q: np.ndarray, mask: np.ndarray, margin: np.float32) -> np.ndarray:
    """numpy :func:`model.critic.truth_targets` for values q in [0, 1]."""
    best = np.where(mask, q, -1.0).max(1, keepdims=True)  # −1 stands in for −∞
    return clip01((q - best) / margin + 1.0) * mask


def lexicographic_truth_targets(
    task: np.ndarray, explore: np.ndarray, mask: np.ndarray, margin: np.float32
) -> np.ndarray:
    """numpy :func:`model.critic.lexicographic_truth_targets`."""
    by_task = truth_targets(task, mask, margin)
    return np.minimum(by_task, truth_targets(explore, mask & (by_task >= 0.5), margin))


def constraint_gradient(
    weight: np.ndarray, bias: np.ndarray, alpha: float
) -> tuple[float, np.ndarray, np.ndarray]:
    """:func:`model.lnn.constraint_loss` of a bank (G, n), (G,) and its gradient (dw, db)."""
    a = np.float32(alpha)
    w = np.maximum(weight, 0.0)
    gate_in = a - bias + (1 - a) * w.sum(-1)  # (G,)
    gate_on = gate_in > 0
    inner = bias[:, None] - a * w - (1 - a)  # (G, n)
    inner_on = inner > 0
    relu_inner = np.where(inner_on, inner, 0.0)
    negative = weight < 0
    loss = float(gate_in[gate_on].sum() + (w * relu_inner).sum() - weight[negative].sum())
    dw = ((1 - a) * gate_on[:, None] + relu_inner - a * w * inner_on) * (weight >= 0) - negative
    db = (w * inner_on).sum(-1) - gate_on
    return loss, dw.astype(np.float32), db.astype(np.float32)


class Gradients(NamedTuple):
    """One update's loss, its gradient and what the method's bookkeeping records of it."""

    loss: float
    grads: list[np.ndarray | None]  # in FolLnnCriticLearner.adam's parameter order
    truth: np.ndarray  # (B, A): the LNN's truths before the step
    verdict: np.ndarray  # (B, A): the critic's truth targets
    sparse: bool  # this update carries the α-constraint loss and the growth bookkeeping


class FolLnnCriticLearner:
    """Takes ``fol-lnn-critic``'s training updates: loss, hand-derived gradient and Adam, in numpy.

    Built for the network's current shapes: rebuild it when
    :meth:`FolLnnCriticMethod.begin_epoch` or :meth:`FolLnnCriticMethod.after_update` reports a
    shape change (a new Adam); a stale learner refuses to step.
    """

    def __init__(self, method: DistilledMethod, lr: float) -> None:
        self.method = method
        net, critic = method.network, method.critic
        self._shaped_for = net.and_weight  # the parameter objects change when the network grows
        linear1, linear2 = critic.net[0], critic.net[2]
        # numpy views of the torch parameters: in-place updates land in the module
        self.and_w, self.and_b, self.or_w, self.or_b, self.priority = (
            p.detach().numpy()
            for p in (net.and_weight, net.and_bias, net.or_weight, net.or_bias, net.priority)
        )
        critic_params = (linear1.weight, linear1.bias, linear2.weight, linear2.bias)
        self.w1, self.b1, self.w2, self.b2 = (p.detach().numpy() for p in critic_params)
        s = method.settings
        policy_lr, critic_lr = lr * s.policy_lr_scale, lr * s.critic_lr_scale
        # the priority last: it is the one parameter that may have no gradient (FlatAdam)
        self.adam = FlatAdam(
            [self.and_w, self.and_b, self.or_w, self.or_b, self.w1, self.b1, self.w2, self.b2,
             self.priority],
            [policy_lr] * 4 + [critic_lr] * 4 + [policy_lr],
        )  # fmt: skip
        self.lnn = net.lnn()  # the kernel's arrays: views of the parameters
        self.class_of_action = method.class_of_action.numpy()
        self.class_onehot = method.class_onehot.numpy()  # (A, C), C networks: (class, verb)
        self.word_gate = self.lnn.row_gates  # (A, G)
        self.class_gate = net._network_gate_mask.numpy()  # (C, G)
        self.critic_class = critic.action_head.numpy()  # (A, C) one-hot
        self.action_rows = critic.action_rows.numpy()  # (A,) each action's word
        self.n_classes = len(method.vocabulary.heads)
        self.group_base = 2 * self.class_of_action[None, :]  # balanced-error groups: 2c, 2c + 1
        self.n_unary = len(method.vocabulary.unary_predicates)
        self.n_atoms = self.n_unary + len(method.vocabulary.nullary_predicates)
        self.alpha = net.alpha
        self.margin = np.float32(s.margin)
        self._x: np.ndarray | None = None
        self._literals: np.ndarray | None = None

    def step(self, batch: Batch, gamma: float) -> float:
        """One update on a replayed mini-batch; returns the loss (before the step)."""
        result = self.gradients(batch, gamma)
        self.method.record(
            Seen(
                batch.state["unary"],  # the replay's own copies (uint8)
                batch.state["nullary"],
                result.truth,
                result.verdict,
                batch.mask,
                result.sparse,
            )
        )
        self.adam.step(result.grads)
        return result.loss

    def _buffers(self, n: int, batch: Batch) -> tuple[np.ndarray, np.ndarray]:
        """The critic's input x (2B, A, n_in) for s then s', and the LNN's literals (B, A, 2k)
        for s (k atoms), one row per action (its word's facts), filled from the replayed uint8
        facts."""
        if self._x is None or self._x.shape[0] != 2 * n:
            n_actions, n_classes = self.critic_class.shape
            self._x = np.empty((2 * n, n_actions, self.n_atoms + n_classes), np.float32)
            self._x[..., self.n_atoms :] = self.critic_class
            self._literals = np.empty((n, n_actions, 2 * self.n_atoms), np.float32)
        x, literals, u, k = self._x, self._literals, self.n_unary, self.n_atoms
        x[:n, :, :u] = batch.state["unary"][:, self.action_rows]
        x[n:, :, :u] = batch.next_state["unary"][:, self.action_rows]
        x[:n, :, u:k] = batch.state["nullary"][:, None, :]
        x[n:, :, u:k] = batch.next_state["nullary"][:, None, :]
        literals[..., :k] = x[:n, :, :k]
        np.subtract(1.0, literals[..., :k], out=literals[..., k:])
        return x, literals

    def gradients(self, batch: Batch, gamma: float) -> Gradients:
        """The loss on a replayed mini-batch and its gradient, parameter by parameter in
        :attr:`adam` order; changes nothing."""
        method = self.method
        if self._shaped_for is not method.network.and_weight:
            raise RuntimeError("the network changed shape: ask the method for a new learner")
        if not batch.next_mask.any(1).all():  # candidates() never leaves a state without one
            raise ValueError("a replayed next state has no candidate action")
        n = len(batch.action)
        rows, action, mask = np.arange(n), batch.action, batch.mask
        x, literals = self._buffers(n, batch)
        n_actions = x.shape[1]

        # critic, one forward for s and s': x (2B, A, n_in) -> h (2B, A, H) -> values (2B, A, 2)
        pre = (x.reshape(2 * n * n_actions, -1) @ self.w1.T + self.b1).reshape(2 * n, n_actions, -1)
        h = np.maximum(pre, 0.0)
        values = clip01(h @ self.w2.T + self.b2)
        q, q_next = values[:n], values[n:]
        target = split_targets(
            *map(torch.from_numpy, (q_next, batch.next_mask, batch.reward, batch.score)),
            torch.from_numpy(batch.terminal),
            gamma,
        ).numpy()  # (B, 2)
        taken = q[rows, action]  # (B, 2)
        d_taken = taken - target
        critic_loss = float((d_taken * d_taken).sum()) / taken.size
        d_taken *= 2.0 / taken.size  # (B, 2)
        d_pre = (d_taken @ self.w2) * (pre[rows, action] > 0)  # (B, H)
        grad_w2, grad_b2 = d_taken.T @ h[rows, action], d_taken.sum(0)
        grad_w1, grad_b1 = d_pre.T @ x[rows, action], d_pre.sum(0)

        # the critic's verdict, then the LNN's truths on the states
        verdict = lexicographic_truth_targets(q[..., 0], q[..., 1], mask, self.margin)
        forward = kernel.forward(literals, self.lnn)
        # gates (B, A, G), each row's OR weights v (A, G), truths (B, A)
        gates, v, truth = forward.gates, forward.or_weight, forward.truth
        flat = literals.reshape(n * n_actions, -1)

        # balanced error over the (class, candidate or not) groups
        group = (self.group_base + ~mask).ravel()
        err = truth - verdict
        policy_loss, d_truth = group_mean_squares(err.ravel(), group, 2 * self.n_classes)
        d_truth = d_truth.reshape(err.shape)  # (B, A)
        # through the OR (straight-through clamp): 1 − β_c + Σ_g v_g a_g
        grad_or_b = -(d_truth.sum(0) @ self.class_onehot)
        grad_or_w = ((d_truth[..., None] * gates).sum(0) * self.word_gate).sum(0)
        d_gates = (d_truth[..., None] * v).reshape(n * n_actions, -1)  # (B·A, G)
        # through the ANDs: x·wᵀ + β − Σ w
        grad_and_b = d_gates.sum(0)
        grad_and_w = d_gates.T @ flat - grad_and_b[:, None]

        priority_loss, grad_priority = self._priority(truth, verdict, mask)

        # the α-constraint loss on every SPARSE-th update (weighted by SPARSE)
        sparse = method.updates % SPARSE == 0
        total = critic_loss + policy_loss + priority_loss
        if sparse:
            weight = np.float32(SPARSE * method.constraint_lambda)
            loss_and, dw_and, db_and = constraint_gradient(self.and_w, self.and_b, self.alpha)
            or_bank = self.or_w * self.class_gate  # (C, G): each class's OR over its gates
            loss_or, dw_or, db_or = constraint_gradient(or_bank, self.or_b, self.alpha)
            total += float(weight) * (loss_and + loss_or)
            grad_and_w += weight * dw_and
            grad_and_b += weight * db_and
            grad_or_w += weight * (dw_or * self.class_gate).sum(0)
            grad_or_b += weight * db_or

        grads = [
            grad_and_w, grad_and_b, grad_or_w, grad_or_b,
            grad_w1, grad_b1, grad_w2, grad_b2,
            grad_priority,
        ]  # fmt: skip
        return Gradients(total, grads, truth, verdict, sparse)

    def _priority(
        self, truth: np.ndarray, verdict: np.ndarray, mask: np.ndarray
    ) -> tuple[float, np.ndarray | None]:
        """The class-priority loss and its gradient (None where it has none): over the actions
        the LNN holds True (≥ 0.5), where the critic calls some of them True and some False
        (the coin room: going on and taking the coin both fire), the True ones' classes should
        rank first."""
        held = mask & (truth >= 0.5)
        right = held & (verdict >= 0.5)
        return priority_gradient(held, right, self.priority, self.class_onehot)
