"""NLM-DQN: a Neural Logic Machine (Dong et al. 2019) over the fact table in relational form.

Its forward and its gradient are written once, in numpy (:func:`nlm_forward`,
:func:`nlm_backward`): NLM-DQN's network costs about two thousand small tensor operations per
pass in torch, whatever the batch size (per-operation dispatch, not arithmetic), and a few
hundred numpy operations here. The module's ``forward`` (acting, evaluation) is that numpy pass,
and autograd differentiates it with :func:`nlm_backward` (:class:`_NlmQ`), the gradient the
trainer's update (:mod:`training.methods.nlm_update`) takes too. The same maths written in
torch is the tests' oracle (``tests/nlm_oracle.py``): the tests check the values and every
gradient against autograd on it.

Conventions at the kinks are torch's: max and min share the gradient evenly among tied positions
(``amax``/``amin``), a reduction's skipped positions (an object paired with itself) get none,
ReLU passes where its output is > 0.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np
import torch
from torch import Tensor, nn

from model.baselines.encodings import action_space
from model.baselines.heads import BaselineNet, seeded
from model.config import VocabularyConfig


class _NlmLayer(nn.Module):
    """One NLM layer's parameters: per arity r, a Linear (+ sigmoid) over the arity below
    expanded, its own features, and the arity above reduced (exists, forall), with every
    permutation of the object axes (:func:`nlm_forward`)."""

    def __init__(self, in_dims: tuple[int, ...], hidden: int, max_arity: int) -> None:
        super().__init__()
        breadth = len(in_dims) - 1
        self.mlps = nn.ModuleList()
        for r in range(min(breadth, max_arity) + 1):
            n_in = in_dims[r]
            if r > 0:
                n_in += in_dims[r - 1]  # expanded from arity r - 1
            if r < breadth:
                n_in += 2 * in_dims[r + 1]  # exists and forall from arity r + 1
            for k in range(2, r + 1):
                n_in *= k  # r! permutations
            self.mlps.append(nn.Sequential(nn.Linear(n_in, hidden), nn.Sigmoid()))


@dataclass(frozen=True)
class NlmDqnConfig(VocabularyConfig):
    """Everything that rebuilds an :class:`NlmDqn` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``: the words (objects and nouns), class verbs and predicates."""
    depth: int = 4
    """NLM layers (Dong et al. search depth over a small range; 4 here)."""
    breadth: int = 2
    """Highest arity of the intermediate predicates (2: binary relations between words)."""
    hidden: int = 8
    """Output predicates per arity per layer (Dong et al.: 8)."""
    residual: bool = True
    """Feed each layer's input along with its output to the next layer (Dong et al.)."""
    exclude_self: bool = True
    """Reductions skip tuples that repeat an object (Dong et al.)."""
    head_hidden: int = 64
    """Shared layer of the verb head over the nullary outputs (LSTM-DQN: linear 64 + ReLU)."""
    seed: int = 0
    """Seed of the initial weights."""

    def __post_init__(self) -> None:
        if self.depth < 1:
            raise ValueError(f"need depth >= 1, got {self.depth}")
        if (self.breadth, self.residual, self.exclude_self) != (2, True, True):
            raise ValueError(
                "the NLM forward computes Dong et al.'s configuration: breadth 2, residual,"
                f" exclude_self; got breadth={self.breadth}, residual={self.residual},"
                f" exclude_self={self.exclude_self}"
            )


class NlmDqn(BaselineNet):
    """NLM-DQN: a Neural Logic Machine over the words as objects, then DQN verb and noun heads.

    Input predicates: nullary facts and unary facts per word, each with its negation (the same
    literals as the propositional baselines, in relational form). The last layer's unary outputs
    of word x score noun x (a shared linear head, so every word is scored by the same rule); its
    nullary outputs score the verbs.
    """

    def __init__(self, config: NlmDqnConfig) -> None:
        super().__init__(config)
        vocab = config.vocab
        verbs, nouns = action_space(vocab)
        self.n_objects = len(nouns)
        dims = [2 * len(vocab.nullary_predicates), 2 * len(vocab.unary_predicates)]
        dims += [0] * (config.breadth - 1)
        dims = dims[: config.breadth + 1]

        def build() -> None:
            self.layers = nn.ModuleList()
            in_dims = tuple(dims)
            for k in range(config.depth):
                # arity r at layer k reaches the unary/nullary outputs only if r <= 1 + layers left
                max_arity = 1 + (config.depth - 1 - k)
                layer = _NlmLayer(in_dims, config.hidden, max_arity)
                self.layers.append(layer)
                n_out = len(layer.mlps)
                in_dims = tuple(
                    config.hidden + d if config.residual else config.hidden for d in in_dims[:n_out]
                )
            self.verb = nn.Sequential(
                nn.Linear(in_dims[0], config.head_hidden),
                nn.ReLU(),
                nn.Linear(config.head_hidden, len(verbs)),
            )
            self.noun = nn.Sequential(
                nn.Linear(in_dims[1], config.head_hidden),
                nn.ReLU(),
                nn.Linear(config.head_hidden, 1),
            )

        seeded(config.seed, build)
        # the linear maps as the numpy passes read them (plain lists: no second registration)
        self._linears = [[mlp[0] for mlp in layer.mlps] for layer in self.layers]
        self._heads = (self.verb[0], self.verb[2], self.noun[0], self.noun[2])

    def forward(self, unary: Tensor, nullary: Tensor) -> Tensor:
        """(B, n_words, n_unary), (B, n_nullary) truth values -> (B, n_actions) Q-values
        (:func:`nlm_forward`; autograd's gradient is :func:`nlm_backward`)."""
        if not torch.is_grad_enabled():  # acting: nothing to keep for a backward pass
            return torch.from_numpy(nlm_forward(self, _float32(unary), _float32(nullary)).q)
        return _NlmQ.apply(self, unary, nullary, *self.parameters())


class _Layer(NamedTuple):
    """One NLM layer's forward values, kept for the backward pass."""

    inputs: list[np.ndarray]  # arity r -> (U, n^r..., C_r): the layer's input features
    x: list[np.ndarray]  # arity r -> (U, n^r..., K_r): the assembled input of its linear map
    y: list[np.ndarray]  # arity r -> (U, n^r..., hidden): its sigmoid outputs


class NlmPass(NamedTuple):
    """What :func:`nlm_forward` computed: the Q-values and what :func:`nlm_backward` reads."""

    layers: list[_Layer]
    features: list[np.ndarray]  # the heads' inputs: arity 0 (U, C0), arity 1 (U, n, C1)
    verb_h: np.ndarray  # (U, head_hidden): the verb head's ReLU outputs
    noun_h: np.ndarray  # (U, n, head_hidden): the noun head's, per word
    q: np.ndarray  # (U, n_verbs * n): Q-values, verb-major


def nlm_forward(net: NlmDqn, unary: np.ndarray, nullary: np.ndarray) -> NlmPass:
    """(U, n, P1), (U, P0) float32 truths -> the network's pass: input literals (facts and
    their negations), the NLM layers (residual), then the verb head on the nullary outputs
    and the noun head on each word's unary outputs; Q(verb x) = (verb + noun x) / 2."""
    u, n = unary.shape[0], net.n_objects
    features = [
        np.concatenate((nullary, 1.0 - nullary), -1),  # (U, C0)
        np.concatenate((unary, 1.0 - unary), -1),  # (U, n, C1)
        np.zeros((u, n, n, 0), np.float32),  # (U, n, n, C2): no input relations
    ]
    layers = []
    for linears in net._linears:
        x = [_assemble(r, features) for r in range(len(linears))]
        y = []
        for xr, linear in zip(x, linears, strict=True):
            weight, bias = _arrays(linear)
            out = _matmul(xr, weight.T)
            out += bias
            y.append(_sigmoid(out))
        layers.append(_Layer(features, x, y))
        features = [np.concatenate((o, f), -1) for o, f in zip(y, features, strict=False)]
    (verb_1, verb_b1), (verb_2, verb_b2), (noun_1, noun_b1), (noun_2, noun_b2) = (
        _arrays(linear) for linear in net._heads
    )
    verb_h = np.maximum(_matmul(features[0], verb_1.T) + verb_b1, 0.0)  # (U, 64)
    noun_h = np.maximum(_matmul(features[1], noun_1.T) + noun_b1, 0.0)  # (U, n, 64)
    verb = _matmul(verb_h, verb_2.T) + verb_b2  # (U, V)
    noun = (_matmul(noun_h, noun_2.T) + noun_b2)[..., 0]  # (U, n)
    q = ((verb[:, :, None] + noun[:, None, :]) / 2).reshape(u, -1)  # (U, V * n)
    return NlmPass(layers, features, verb_h, noun_h, q)


def nlm_backward(net: NlmDqn, done: NlmPass, dq: np.ndarray) -> list[np.ndarray]:
    """The gradient of every parameter of ``net`` (in ``net.parameters()`` order) from dL/dQ
    (m, A) of the first m states of the pass ``done``."""
    m, n = dq.shape[0], net.n_objects
    f0, f1 = done.features[0][:m], done.features[1][:m]
    verb_h, noun_h = done.verb_h[:m], done.noun_h[:m]
    verb_1, verb_2, noun_1, noun_2 = (linear.weight.detach().numpy() for linear in net._heads)
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
    for layer, linears in zip(reversed(done.layers), reversed(net._linears), strict=True):
        d_inputs, grads = _layer_backward(layer, linears, d_features, m)
        grads_layers.append(grads)
        d_features = d_inputs
    grads = [g for layer in reversed(grads_layers) for g in layer] + grads_heads
    return [np.ascontiguousarray(g, dtype=np.float32) for g in grads]


class _NlmQ(torch.autograd.Function):
    """:func:`nlm_forward` as an autograd function whose gradient is :func:`nlm_backward`."""

    @staticmethod
    def forward(ctx: Any, net: NlmDqn, unary: Tensor, nullary: Tensor, *params: Tensor) -> Tensor:  # noqa: ANN401
        done = nlm_forward(net, _float32(unary), _float32(nullary))
        ctx.net, ctx.done = net, done
        return torch.from_numpy(done.q)

    @staticmethod
    def backward(ctx: Any, dq: Tensor) -> tuple[Tensor | None, ...]:  # noqa: ANN401
        grads = nlm_backward(ctx.net, ctx.done, _float32(dq))
        return (None, None, None, *(torch.from_numpy(g) for g in grads))


def _float32(x: Tensor) -> np.ndarray:
    return np.ascontiguousarray(x.detach().numpy(), dtype=np.float32)


def _arrays(linear: nn.Linear) -> tuple[np.ndarray, np.ndarray]:
    """A linear map's weight and bias as numpy views of its parameters."""
    return linear.weight.detach().numpy(), linear.bias.detach().numpy()


@functools.cache
def _self_pair(n: int) -> np.ndarray:
    """(1, n, n, 1) bool: j == i (a pair of an object with itself)."""
    return np.eye(n, dtype=bool)[None, :, :, None]


def _assemble(r: int, features: list[np.ndarray]) -> np.ndarray:
    """The input of arity r's linear map: the arity below expanded, its own features, and the
    arity above reduced (exists, forall: over the other objects); for r = 2 with its
    transpose (every permutation of the two object axes)."""
    f0, f1, f2 = features
    u, n = f1.shape[0], f1.shape[1]
    if r == 0:
        return np.concatenate((f0, f1.max(1), f1.min(1)), -1)
    if r == 1:
        pair = _self_pair(n)
        exists = np.where(pair, 0.0, f2).max(2)  # (U, n, C2) over j != i
        forall = np.where(pair, 1.0, f2).min(2)
        expanded = np.broadcast_to(f0[:, None], (u, n, f0.shape[-1]))
        return np.concatenate((expanded, f1, exists, forall), -1)
    base = np.concatenate((np.broadcast_to(f1[:, :, None], (u, n, n, f1.shape[-1])), f2), -1)
    return np.concatenate((base, base.transpose(0, 2, 1, 3)), -1)


def _layer_backward(layer: _Layer, linears: list[nn.Linear], d_out: list, m: int):  # noqa: ANN202
    """Gradient of a layer's inputs and parameters from that of its (residual) outputs."""
    f0, f1, f2 = (f[:m] for f in layer.inputs)
    c0, c1, c2 = f0.shape[-1], f1.shape[-1], f2.shape[-1]
    d0 = np.zeros_like(f0)
    d1 = np.zeros_like(f1)
    d2 = np.zeros_like(f2)
    d_in = [d0, d1, d2]
    pair = _self_pair(f1.shape[1])
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
                    filled = np.where(pair, fill, f2)
                    # a skipped pair takes its share of a tie, which goes nowhere
                    d2 += np.where(pair, 0.0, _share(filled, value, grad, 2))
        else:
            half = c1 + c2
            d_base = d_x[..., :half] + d_x[..., half:].transpose(0, 2, 1, 3)
            d1 += d_base[..., :c1].sum(2)
            d2 += d_base[..., c1:]
    return d_in, grads


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
