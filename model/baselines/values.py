"""NN-DQN and LNN-NN-DQN: an MLP over the propositional logical values of a fact table, the second
after LNN conjunctions of every pair of them.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

import torch
from torch import Tensor

from model.baselines.encodings import literal_names
from model.baselines.heads import BaselineNet, action_head, int_tuple, mlp, seeded
from model.config import VocabularyConfig
from model.lnn import LnnAnd, project_nonnegative_, truth_clamp


@dataclass(frozen=True)
class _ValuesConfig(VocabularyConfig):
    """Shared options of the networks over propositional logical values (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``: the words (nouns), class verbs and predicates."""
    include_all_visited: bool = True
    """Append all_visited and its negation to the paper's 26 values (28 inputs)."""
    encoder: tuple[int, ...] = (100, 100)
    """Hidden sizes of the MLP encoder (ReLU), in place of LSTM-DQN++'s 100-unit LSTM."""
    head_hidden: int = 64
    """Shared layer of the verb/noun action scorer (LSTM-DQN: linear 64 + ReLU)."""
    seed: int = 0
    """Seed of the initial weights (LNN-NN-DQN's conjunctions start as classical ANDs)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "encoder", int_tuple(self.encoder))

    @property
    def n_values(self) -> int:
        """Length of the logical-value input."""
        return len(literal_names(self.vocab, self.include_all_visited))

    def to_dict(self) -> dict:
        """JSON form; ``type(config)(**config.to_dict())`` rebuilds it."""
        data = dataclasses.asdict(self)
        data["encoder"] = list(self.encoder)
        return data


@dataclass(frozen=True)
class NnDqnConfig(_ValuesConfig):
    """Everything that rebuilds an :class:`NnDqn`."""


class NnDqn(BaselineNet):
    """NN-DQN: MLP encoder over propositional logical values, verb and noun heads."""

    def __init__(self, config: NnDqnConfig) -> None:
        super().__init__(config)

        def build() -> None:
            self.encoder = mlp((config.n_values, *config.encoder))
            self.head = action_head(config.encoder[-1], config.head_hidden, config.vocab)

        seeded(config.seed, build)

    def forward(self, values: Tensor) -> Tensor:
        """(B, n_values) truth values -> (B, n_actions) Q-values."""
        return self.head(self.encoder(values))


class PairAnd(LnnAnd):
    """A bank of weighted Łukasiewicz ANDs where gate g reads only its own pair of inputs.

    Same neuron as :class:`~model.lnn.LnnAnd` (``f(β − Σ wᵢ (1 − xᵢ))``, straight-through clamp,
    ``weight`` (G, 2) ≥ 0, ``bias`` (G,)); initialised to w = β = 1, the classical AND.
    """

    def __init__(self, pairs: list[tuple[int, int]]) -> None:
        super().__init__(n_inputs=2, n_gates=len(pairs))
        self.register_buffer("pairs", torch.tensor(pairs, dtype=torch.long).reshape(-1, 2))

    def forward(self, x: Tensor) -> Tensor:
        """(B, n_literals) truth values -> (B, n_pairs) truth values."""
        gathered = x[:, self.pairs]  # (B, G, 2)
        pre = self.bias - ((1.0 - gathered) * self.weight).sum(-1)  # (B, G)
        return truth_clamp(pre)


def literal_pairs(n_positive: int) -> list[tuple[int, int]]:
    """Every pair of the 2 * n_positive literals except ``(p, not p)`` (always false)."""
    n = 2 * n_positive
    return [(i, j) for i, j in itertools.combinations(range(n), 2) if j != i + n_positive]


@dataclass(frozen=True)
class LnnNnDqnConfig(_ValuesConfig):
    """Everything that rebuilds an :class:`LnnNnDqn` (its MLP has NN-DQN's sizes)."""


class LnnNnDqn(BaselineNet):
    """LNN-NN-DQN: LNN conjunctions of all literal pairs, then NN-DQN's MLP and heads."""

    def __init__(self, config: LnnNnDqnConfig) -> None:
        super().__init__(config)
        pairs = literal_pairs(config.n_values // 2)

        def build() -> None:
            self.conjunctions = PairAnd(pairs)
            self.encoder = mlp((len(pairs), *config.encoder))
            self.head = action_head(config.encoder[-1], config.head_hidden, config.vocab)

        seeded(config.seed, build)

    def forward(self, values: Tensor) -> Tensor:
        """(B, n_values) truth values -> (B, n_actions) Q-values."""
        conj = self.conjunctions(values)  # (B, n_pairs) truth values
        return self.head(self.encoder(conj))

    @torch.no_grad()
    def project_(self) -> None:
        """Keep the LNN weights non-negative (call after each optimizer step)."""
        project_nonnegative_(self.conjunctions.weight)
