"""LSTM-DQN++ (Yuan et al. 2018): word embeddings, an LSTM and mean pooling over the observation's
tokens, then LSTM-DQN's verb and noun action scorer.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch
from torch import Tensor, nn

from model.baselines.heads import BaselineNet, action_head, seeded
from model.config import VocabularyConfig


@dataclass(frozen=True)
class LstmDqnConfig(VocabularyConfig):
    """Everything that rebuilds an :class:`LstmDqn` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``: the words (nouns) and class verbs."""
    n_buckets: int = 8192
    """Hashed word ids (0 is padding); no fixed vocabulary is known in advance."""
    max_tokens: int = 128
    """Words read per observation (longer texts are cut)."""
    embedding_dim: int = 20
    """Word embedding size (LSTM-DQN: 20), learned from scratch."""
    lstm_hidden: int = 100
    """LSTM hidden size (LSTM-DQN: 100)."""
    head_hidden: int = 64
    """Shared layer of the verb/noun action scorer (LSTM-DQN: linear 64 + ReLU)."""
    seed: int = 0
    """Seed of the initial weights."""


class LstmDqn(BaselineNet):
    """LSTM-DQN++'s network: embeddings, LSTM, mean pooling, verb and noun heads."""

    def __init__(self, config: LstmDqnConfig) -> None:
        super().__init__(config)

        def build() -> None:
            self.embedding = nn.Embedding(config.n_buckets, config.embedding_dim, padding_idx=0)
            self.lstm = nn.LSTM(config.embedding_dim, config.lstm_hidden, batch_first=True)
            self.head = action_head(config.lstm_hidden, config.head_hidden, config.vocab)

        seeded(config.seed, build)

    def forward(self, tokens: Tensor) -> Tensor:
        """(B, T) int token ids, right-padded with 0 -> (B, n_actions) Q-values.

        Each distinct text is read once: a replay batch repeats texts (the same room, "You can't
        go that way."), and a row's value depends on its own tokens only, so the network runs on
        the distinct rows and their values are copied back (the gradient of a copied row adds
        up, as it would over the repeated rows). docs/baselines.md has the measured cost.
        """
        rows, index = distinct_rows(tokens)
        return self.head(self._pooled(torch.from_numpy(rows)))[index]  # (B, n_actions)

    def q_pair(self, tokens: Tensor, next_tokens: Tensor) -> tuple[Tensor, Tensor]:
        """Q(s, ·) with its gradient and Q(s′, ·) without, (B, n_actions) each, for a replayed
        batch's states and next states (token ids as :meth:`forward` reads them).

        Every distinct text of the two is read once: a next state's text that is also a state's
        text in the batch takes that state's values (detached), and only the other next texts
        run, without a graph. oneDNN's LSTM computes a row the same whatever else is in the
        batch, so the values are those of two separate passes.
        """
        rows, index = distinct_rows(torch.cat((tokens, next_tokens)))
        n = len(tokens)
        n_state = int(index[:n].max()) + 1  # state texts come first, in order of appearance
        # the state texts in torch.unique's order (ascending, column 0 first), the order the
        # gradient was summed in before: the same gradient to the last bit
        order = np.lexsort(rows[:n_state].T[::-1])
        rank = np.arange(len(rows))
        rank[order] = np.arange(n_state)
        rows[:n_state] = rows[order]
        index = torch.from_numpy(rank)[index]
        q_state = self.head(self._pooled(torch.from_numpy(rows[:n_state])))  # (U_s, A)
        with torch.no_grad():
            q = q_state.detach()
            if n_state < len(rows):
                q_other = self.head(self._pooled(torch.from_numpy(rows[n_state:])))
                q = torch.cat((q, q_other))  # (U, A)
        return q_state[index[:n]], q[index[n:]]

    def _pooled(self, rows: Tensor) -> Tensor:
        """(U, T) token ids -> (U, H) the mean of the LSTM's states over each text's tokens.

        The columns that are padding in every row are cut: the LSTM is causal and the pooling
        skips padding, so the result is the same, at the cost of the longest text only."""
        width = int((rows != 0).sum(1).max()) if rows.numel() else 0
        rows = rows[:, : max(1, width)].contiguous()  # (a view: embedding reads it slower)
        mask = (rows != 0).unsqueeze(-1).float()  # (U, T, 1)
        h, _ = self.lstm(self.embedding(rows))  # (U, T, H); causal: padding never leaks in
        return (h * mask).sum(1) / mask.sum(1).clamp_min(1.0)


def distinct_rows(tokens: Tensor) -> tuple[np.ndarray, Tensor]:
    """(B, T) -> the distinct rows (U, T) in order of first appearance, and (B,) the index of
    each row among them (a dict over the rows' bytes: a fifth of ``torch.unique(dim=0)``'s
    time on a replay batch)."""
    array = tokens.numpy()
    seen: dict[bytes, int] = {}
    first: list[int] = []
    index: list[int] = []
    for i, row in enumerate(array):
        key = row.tobytes()
        if key not in seen:
            seen[key] = len(first)
            first.append(i)
        index.append(seen[key])
    return array[first], torch.tensor(index)
