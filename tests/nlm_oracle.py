"""The test oracle of NLM-DQN's network, in torch: its forward as autograd differentiates it.

What runs is numpy: :func:`model.baselines.nlm_forward` (acting, evaluation and the update) and
its gradient :func:`model.baselines.nlm_backward` (the update, and autograd on the module). This
file is the same maths written the readable way (Dong et al.'s expand, reduce, permute), on the
module's own parameters, so the tests can check every value and every gradient of those against
autograd's. Nothing outside ``tests/`` and the benchmarks imports it.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
from collections.abc import Iterator
from unittest import mock

import torch
from torch import Tensor

from model.baselines import NlmDqn
from model.baselines.heads import verb_noun_q


def nlm_expand(x: Tensor, n_objects: int) -> Tensor:
    """Arity r -> r + 1: (B, n^r..., C) -> (B, n^r..., n, C), the same value for each new object."""
    return x.unsqueeze(-2).expand(*x.shape[:-1], n_objects, x.shape[-1])


def nlm_reduce(x: Tensor, exclude_self: bool = True) -> Tensor:
    """Arity r + 1 -> r over the last object axis: ``[exists = max, forall = min]``.

    (B, n^(r+1)..., C) -> (B, n^r..., 2C). With ``exclude_self`` (and r ≥ 1) the positions whose
    last object equals an earlier one are skipped, as in Dong et al.'s implementation.
    """
    n_axes = x.dim() - 2  # object axes
    if exclude_self and n_axes >= 2:
        # a skipped position reads 0 for exists and 1 for forall (the truths' neutral values)
        skip = _repeats_earlier(x.shape[-2], n_axes, x.device)  # (n^(r+1)..., 1)
        exists = x.masked_fill(skip, 0.0).amax(-2)
        forall = x.masked_fill(skip, 1.0).amin(-2)
    else:
        exists, forall = x.amax(-2), x.amin(-2)
    return torch.cat([exists, forall], -1)


@functools.cache
def _repeats_earlier(n: int, n_axes: int, device: torch.device) -> Tensor:
    """(n,) * n_axes + (1,) bool: True where the last object equals an earlier one."""
    eye = torch.eye(n, dtype=torch.bool, device=device)
    same = torch.zeros((n,) * n_axes, dtype=torch.bool, device=device)
    for axis in range(n_axes - 1):
        shape = [1] * n_axes
        shape[axis], shape[-1] = n, n
        same = same | eye.reshape(shape)
    return same.unsqueeze(-1)


def nlm_permute(x: Tensor) -> Tensor:
    """(B, n^r..., C) -> (B, n^r..., r! C): every permutation of the r object axes, concatenated."""
    r = x.dim() - 2
    if r < 2:
        return x
    perms = itertools.permutations(range(1, r + 1))
    return torch.cat([x.permute(0, *p, r + 1) for p in perms], -1)


def nlm_q(net: NlmDqn, unary: Tensor, nullary: Tensor) -> Tensor:
    """(B, n_words, n_unary), (B, n_nullary) truth values -> (B, n_actions) Q-values: the
    network in torch, on its own parameters."""
    b, n = unary.shape[0], net.n_objects
    features = [torch.cat([nullary, 1.0 - nullary], -1), torch.cat([unary, 1.0 - unary], -1)]
    features.append(unary.new_zeros((b, n, n, 0)))  # arity 2: no input relations
    for layer in net.layers:
        breadth = len(features) - 1
        out = []
        for r, mlp in enumerate(layer.mlps):
            parts = [features[r]]
            if r > 0:
                parts.insert(0, nlm_expand(features[r - 1], n))
            if r < breadth:
                parts.append(nlm_reduce(features[r + 1]))
            out.append(mlp(nlm_permute(torch.cat(parts, -1))))
        features = [torch.cat([o, f], -1) for o, f in zip(out, features, strict=False)]
    return verb_noun_q(net.verb(features[0]), net.noun(features[1]).squeeze(-1))


@contextlib.contextmanager
def torch_forward() -> Iterator[None]:
    """While open, every :class:`NlmDqn` computes its forward with :func:`nlm_q` (autograd
    then differentiates the torch graph, not :func:`model.baselines.nlm_backward`)."""
    with mock.patch.object(NlmDqn, "forward", nlm_q):
        yield
