"""NLM-DQN: a Neural Logic Machine (Dong et al. 2019) over the fact table in relational form."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

import torch
from torch import Tensor, nn

from model.baselines.encodings import action_space, relational_literals
from model.baselines.heads import BaselineNet, seeded, verb_noun_q
from model.config import VocabularyConfig


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
    """(n,) * n_axes + (1,) bool: True where the last object equals an earlier one (made once
    per shape: the masks of :func:`nlm_reduce`)."""
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


class _NlmLayer(nn.Module):
    """One NLM layer: per arity, expand / keep / reduce neighbours, permute, Linear + sigmoid."""

    def __init__(
        self, in_dims: tuple[int, ...], hidden: int, exclude_self: bool, max_arity: int
    ) -> None:
        super().__init__()
        self.exclude_self = exclude_self
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

    def forward(self, inputs: list[Tensor], n_objects: int) -> list[Tensor]:
        """Per arity r up to ``max_arity``, (B, n^r..., C_r) -> (B, n^r..., hidden) values."""
        breadth = len(inputs) - 1
        out = []
        for r, mlp in enumerate(self.mlps):
            parts = [inputs[r]]
            if r > 0:
                parts.insert(0, nlm_expand(inputs[r - 1], n_objects))
            if r < breadth:
                parts.append(nlm_reduce(inputs[r + 1], self.exclude_self))
            out.append(mlp(nlm_permute(torch.cat(parts, -1))))
        return out


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
        if self.depth < 1 or not 1 <= self.breadth <= 3:
            raise ValueError(
                f"need depth >= 1 and breadth in 1..3, got {self.depth}, {self.breadth}"
            )


class NlmDqn(BaselineNet):
    """NLM-DQN: a Neural Logic Machine over the words as objects, then DQN verb and noun heads.

    Input predicates: nullary facts and unary facts per word, each with its negation (the same
    literals as the propositional baselines, in relational form). The last layer's unary outputs
    of word x score noun x (a shared linear head, so every word is scored by the same rule); its
    nullary outputs score the verbs.
    """

    def __init__(self, config: NlmDqnConfig) -> None:
        super().__init__()
        self.config = config
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
                layer = _NlmLayer(in_dims, config.hidden, config.exclude_self, max_arity)
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

    def forward(self, unary: Tensor, nullary: Tensor) -> Tensor:
        """(B, n_words, n_unary), (B, n_nullary) truth values -> (B, n_actions) Q-values."""
        b, n = unary.shape[0], self.n_objects
        u, z = relational_literals(unary, nullary)
        features = [z, u]  # arity 0: (B, C0); arity 1: (B, n, C1)
        for r in range(2, self.config.breadth + 1):
            features.append(unary.new_zeros((b, *(n,) * r, 0)))  # no input relations
        for layer in self.layers:
            out = layer(features, n)  # arities 0 .. layer's max arity
            if self.config.residual:
                out = [torch.cat([o, f], -1) for o, f in zip(out, features, strict=False)]
            features = out
        verb = self.verb(features[0])  # (B, n_verbs)
        noun = self.noun(features[1]).squeeze(-1)  # (B, n_words)
        return verb_noun_q(verb, noun)
