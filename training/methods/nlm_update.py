"""NLM-DQN's training update in numpy, its gradient derived by hand.

The loss is :meth:`training.methods.baselines.BaselineMethod.loss` (Huber regression of Q(s, a)
on ``r + γ max Q(s', ·)``), which autograd differentiates and which stays the reference. NLM-DQN's
network (:class:`model.baselines.NlmDqn`: four NLM layers over five words, 8 outputs per arity,
then the verb and noun heads) costs about two thousand small tensor operations per update in
autograd, whatever the batch size: per-operation dispatch, not arithmetic. This module computes
the same loss and gradient with a few hundred numpy operations, on the batch's distinct fact
tables only (a replay batch of 32 transitions holds about 26 distinct tables among its 64
states and next states), backward through the states' tables only, and then takes the step the
autograd learner takes: the gradient-norm clip and torch's Adam (in numpy,
:class:`training.methods.numpy_update.FlatAdam`), in place on the module's parameters.

Conventions at the kinks are torch's: max and min share the gradient evenly among tied
positions (``amax``/``amin``), a reduction's skipped positions (an object paired with itself)
get none, ReLU passes where its output is > 0, and the Huber loss's slope is ``d`` inside
``|d| < 1``, ``sign(d)`` outside. The values agree with autograd's to float32 rounding (numpy's
sigmoid and matrix products round differently from torch's); the tests check the loss and
every gradient against autograd on batches replayed from real games.

``nlm-dqn@split`` (a :class:`model.critic.SplitValue` of two NLM-DQN networks, the task and the
exploration head) takes the same update: both networks read the distinct tables, their values are
clamped to [0, 1] (straight through: the gradient passes unclamped, as
:func:`model.lnn.truth_clamp`), each head regresses on its part of the reward with its own clipped
target (:func:`training.methods.base.split_targets`), and each network's gradient is its head's.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

import numpy as np
import torch

from model.baselines import NlmDqn, distinct_rows
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
    """Whether this update computes ``network``'s gradient: an :class:`NlmDqn` of breadth 2
    with residual layers and self-excluding reductions (the protocol's configuration), or a
    :class:`SplitValue` of two of them (``nlm-dqn@split``); other configurations train through
    autograd."""
    if isinstance(network, SplitValue):
        return supports(network.task) and supports(network.explore)
    if not isinstance(network, NlmDqn):
        return False
    config = network.config
    return config.breadth == 2 and config.residual and config.exclude_self


class _Net(NamedTuple):
    """One NLM-DQN network's linear maps, as the numpy passes read them."""

    linears: list[list[torch.nn.Linear]]  # layer -> arity -> its linear map
    heads: tuple[torch.nn.Linear, ...]  # verb hidden, verb out, noun hidden, noun out
    n_objects: int

    @classmethod
    def of(cls, net: NlmDqn) -> _Net:
        linears = [[mlp[0] for mlp in layer.mlps] for layer in net.layers]
        return cls(linears, (net.verb[0], net.verb[2], net.noun[0], net.noun[2]), net.n_objects)


class _Layer(NamedTuple):
    """One NLM layer's forward values, kept for the backward pass."""

    inputs: list[np.ndarray]  # arity r -> (U, n^r..., C_r): the layer's input features
    x: list[np.ndarray]  # arity r -> (U, n^r..., K_r): the assembled input of its linear map
    y: list[np.ndarray]  # arity r -> (U, n^r..., hidden): its sigmoid outputs


def _sigmoid(x: np.ndarray) -> np.ndarray:
    """In place: 1 / (1 + exp(-x))."""
    np.negative(x, out=x)
    np.exp(x, out=x)
    x += 1.0
    return np.reciprocal(x, out=x)


BLAS_SINGLE_THREAD = 262_144
"""Multiply-adds above which OpenBLAS (numpy's) runs a product on several threads: 10-25 x
slower on this shared two-core machine (measured), so larger products are cut into pieces."""


def _matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a`` (..., K) @ ``b`` (K, N) as matrix products of at most :data:`BLAS_SINGLE_THREAD`
    multiply-adds each (a stacked ``a`` flattened first: numpy loops over stacked matrices)."""
    flat = a.reshape(-1, a.shape[-1])
    m, k = flat.shape
    n = b.shape[1]
    if m * k * n <= BLAS_SINGLE_THREAD:
        out = flat @ b
    elif m >= k:  # rows in pieces
        step = max(1, BLAS_SINGLE_THREAD // (k * n))
        out = np.concatenate([flat[i : i + step] @ b for i in range(0, m, step)])
    else:  # the summed axis in pieces (a weight gradient: few rows, many samples)
        step = max(1, BLAS_SINGLE_THREAD // (m * n))
        out = flat[:, :step] @ b[:step]
        for i in range(step, k, step):
            out += flat[:, i : i + step] @ b[i : i + step]
    return out.reshape(*a.shape[:-1], n)


def _share(x: np.ndarray, extreme: np.ndarray, grad: np.ndarray, axis: int) -> np.ndarray:
    """The gradient of ``x.max(axis)`` (or min) = ``extreme``: ``grad`` shared evenly among the
    positions holding the extreme value (torch's ``amax``/``amin`` backward)."""
    hit = x == np.expand_dims(extreme, axis)
    count = hit.sum(axis, keepdims=True, dtype=np.float32)  # float32 division, as torch
    return hit * (np.expand_dims(grad, axis) / count)


class NlmLearner:
    """Takes NLM-DQN's training updates: loss, hand-derived gradient, the gradient-norm clip
    and Adam, all in numpy, in place on the network's parameters."""

    def __init__(self, method: NlmMethod, lr: float) -> None:
        if not supports(method.network):
            raise ValueError(
                "NlmLearner needs an NlmDqn of breadth 2, residual, exclude_self (or a SplitValue"
                " of two)"
            )
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
        self._nets = [_Net.of(net.task), _Net.of(net.explore)] if self.split else [_Net.of(net)]
        n = self._nets[0].n_objects
        self._self_pair = np.eye(n, dtype=bool)[None, :, :, None]  # (1, n, n, 1): j == i

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
        passes = [self._forward(net, tables, facts) for net in self._nets]  # q: (U, A) each

        if self.split:  # (U, A, 2), clamped; targets per head, clipped (split_targets)
            q = np.clip(np.stack([q for _, _, q in passes], -1), 0.0, 1.0)
            rewards = np.stack((batch.score, batch.reward - batch.score), 1)  # (B, 2)
            mask = batch.next_mask[..., None]
            terminal = batch.terminal[:, None]
        else:
            q, rewards, mask, terminal = passes[0][2], batch.reward, batch.next_mask, batch.terminal
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
        for h, (net, (layers, heads, _)) in enumerate(zip(self._nets, passes, strict=True)):
            dq = np.zeros((n_state, q.shape[1]), np.float32)
            np.add.at(dq, (index[:n], batch.action), slope[:, h] if self.split else slope)
            grads += self._backward(net, layers, heads, dq, n_state)
        return float(loss), grads

    def _forward(self, net: _Net, unary: np.ndarray, nullary: np.ndarray):
        """(U, n, P1), (U, P0) truths -> layer caches, head caches, (U, A) Q-values."""
        u = unary.shape[0]
        n = net.n_objects
        features = [
            np.concatenate((nullary, 1.0 - nullary), -1),  # (U, C0)
            np.concatenate((unary, 1.0 - unary), -1),  # (U, n, C1)
            np.zeros((u, n, n, 0), np.float32),  # (U, n, n, C2): no input relations
        ]
        layers = []
        for linears in net.linears:
            x = [self._assemble(r, features) for r in range(len(linears))]
            y = []
            for xr, linear in zip(x, linears, strict=True):
                out = _matmul(xr, linear.weight.detach().numpy().T)
                out += linear.bias.detach().numpy()
                y.append(_sigmoid(out))
            layers.append(_Layer(features, x, y))
            features = [np.concatenate((o, f), -1) for o, f in zip(y, features, strict=False)]
        verb_1, verb_2, noun_1, noun_2 = (
            (layer.weight.detach().numpy(), layer.bias.detach().numpy()) for layer in net.heads
        )
        verb_h = np.maximum(_matmul(features[0], verb_1[0].T) + verb_1[1], 0.0)  # (U, 64)
        noun_h = np.maximum(_matmul(features[1], noun_1[0].T) + noun_1[1], 0.0)  # (U, n, 64)
        verb = _matmul(verb_h, verb_2[0].T) + verb_2[1]  # (U, V)
        noun = (_matmul(noun_h, noun_2[0].T) + noun_2[1])[..., 0]  # (U, n)
        q = ((verb[:, :, None] + noun[:, None, :]) / 2).reshape(u, -1)  # (U, V * n)
        return layers, (features, verb_h, noun_h), q

    def _assemble(self, r: int, features: list[np.ndarray]) -> np.ndarray:
        """The input of arity r's linear map: the arity below expanded, its own features, and
        the arity above reduced (exists, forall); for r = 2 with its transpose."""
        f0, f1, f2 = features
        u, n = f1.shape[0], f1.shape[1]
        if r == 0:
            return np.concatenate((f0, f1.max(1), f1.min(1)), -1)
        if r == 1:
            exists = np.where(self._self_pair, 0.0, f2).max(2)  # (U, n, C2) over j != i
            forall = np.where(self._self_pair, 1.0, f2).min(2)
            expanded = np.broadcast_to(f0[:, None], (u, n, f0.shape[-1]))
            return np.concatenate((expanded, f1, exists, forall), -1)
        base = np.concatenate((np.broadcast_to(f1[:, :, None], (u, n, n, f1.shape[-1])), f2), -1)
        return np.concatenate((base, base.transpose(0, 2, 1, 3)), -1)

    def _backward(self, net: _Net, layers, heads, dq: np.ndarray, m: int) -> list[np.ndarray]:
        """Gradients of every parameter of ``net`` from dL/dQ of the first ``m`` distinct
        tables."""
        features, verb_h, noun_h = heads
        f0, f1 = features[0][:m], features[1][:m]
        verb_h, noun_h = verb_h[:m], noun_h[:m]
        verb_1, verb_2, noun_1, noun_2 = (layer.weight.detach().numpy() for layer in net.heads)
        n = net.n_objects
        dq = dq.reshape(m, -1, n)  # (m, V, n)
        d_verb = dq.sum(2) / 2  # (m, V)
        d_noun = dq.sum(1) / 2  # (m, n)
        grads_heads = []
        # verb head: f0 -> verb_h (ReLU) -> verb
        d_vh = _matmul(d_verb, verb_2) * (verb_h > 0)
        grads_heads += [_matmul(d_vh.T, f0), d_vh.sum(0), _matmul(d_verb.T, verb_h), d_verb.sum(0)]
        # noun head: f1 -> noun_h (ReLU) -> noun, one output per word
        d_nh = _matmul(d_noun[..., None], noun_2) * (noun_h > 0)  # (m, n, 64)
        flat_nh = noun_h.reshape(-1, noun_h.shape[-1])
        grads_heads += [
            _matmul(d_nh.reshape(-1, d_nh.shape[-1]).T, f1.reshape(-1, f1.shape[-1])),
            d_nh.sum((0, 1)),
            _matmul(d_noun.reshape(1, -1), flat_nh),
            d_noun.sum().reshape(1),
        ]
        d_features = [_matmul(d_vh, verb_1), _matmul(d_nh, noun_1), None]  # arities 0, 1
        grads_layers: list[list[np.ndarray]] = []
        for layer, linears in zip(reversed(layers), reversed(net.linears), strict=True):
            d_inputs, grads = self._layer_backward(layer, linears, d_features, m)
            grads_layers.append(grads)
            d_features = d_inputs
        grads = [g for layer in reversed(grads_layers) for g in layer] + grads_heads
        return [np.ascontiguousarray(g, dtype=np.float32) for g in grads]

    def _layer_backward(self, layer: _Layer, linears, d_out: list, m: int):
        """Gradient of a layer's inputs and parameters from that of its (residual) outputs."""
        f0, f1, f2 = (f[:m] for f in layer.inputs)
        c0, c1, c2 = f0.shape[-1], f1.shape[-1], f2.shape[-1]
        d0 = np.zeros_like(f0)
        d1 = np.zeros_like(f1)
        d2 = np.zeros_like(f2)
        d_in = [d0, d1, d2]
        grads = []
        for r, linear in enumerate(linears):
            y, x = layer.y[r][:m], layer.x[r][:m]
            hidden = y.shape[-1]
            d_y = d_out[r][..., :hidden]
            d_in[r] += d_out[r][..., hidden:]  # the residual copy of the input
            d_z = d_y * y * (1.0 - y)
            flat_z = d_z.reshape(-1, hidden)
            grads += [_matmul(flat_z.T, x.reshape(-1, x.shape[-1])), flat_z.sum(0)]
            d_x = _matmul(d_z, linear.weight.detach().numpy())  # (m, n^r..., K_r)
            if r == 0:
                d0 += d_x[:, :c0]
                d1 += _share(f1, x[:, c0 : c0 + c1], d_x[:, c0 : c0 + c1], 1)
                d1 += _share(f1, x[:, c0 + c1 :], d_x[:, c0 + c1 :], 1)
            elif r == 1:
                d0 += d_x[..., :c0].sum(1)
                d1 += d_x[..., c0 : c0 + c1]
                if c2:
                    exists, forall = x[..., c0 + c1 : c0 + c1 + c2], x[..., c0 + c1 + c2 :]
                    for fill, value, grad in (
                        (0.0, exists, d_x[..., c0 + c1 : c0 + c1 + c2]),
                        (1.0, forall, d_x[..., c0 + c1 + c2 :]),
                    ):
                        filled = np.where(self._self_pair, fill, f2)
                        # a skipped pair takes its share of a tie, which goes nowhere
                        d2 += np.where(self._self_pair, 0.0, _share(filled, value, grad, 2))
            else:
                half = c1 + c2
                d_base = d_x[..., :half] + d_x[..., half:].transpose(0, 2, 1, 3)
                d1 += d_base[..., :c1].sum(2)
                d2 += d_base[..., c1:]
        return d_in, grads
