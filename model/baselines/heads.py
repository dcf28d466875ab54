"""What every baseline network shares: LSTM-DQN's verb and noun action scorer
(``Q(verb, noun) = (Q_verb + Q_noun) / 2``), the MLP, the seeded initialisation and the config
and vocabulary each network offers.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import torch
from torch import Tensor, nn

from converter.facts import Vocabulary
from model.baselines.encodings import action_space
from model.config import VocabularyConfig


def verb_noun_q(verb: Tensor, noun: Tensor) -> Tensor:
    """(B, V), (B, N) -> (B, V * N) verb-major: ``Q(v, n) = (Q_v + Q_n) / 2``."""
    return ((verb[:, :, None] + noun[:, None, :]) / 2).flatten(1)


def mlp(sizes: tuple[int, ...]) -> nn.Sequential:
    """Linear + ReLU between each pair of consecutive ``sizes``."""
    layers: list[nn.Module] = []
    for a, b in itertools.pairwise(sizes):
        layers += [nn.Linear(a, b), nn.ReLU()]
    return nn.Sequential(*layers)


class DqnHead(nn.Module):
    """LSTM-DQN's action scorer: shared Linear + ReLU, then a verb and a noun linear head."""

    def __init__(self, n_in: int, hidden: int, n_verbs: int, n_nouns: int) -> None:
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU())
        self.verb = nn.Linear(hidden, n_verbs)
        self.noun = nn.Linear(hidden, n_nouns)

    def forward(self, state: Tensor) -> Tensor:
        """(B, n_in) -> (B, n_verbs * n_nouns)."""
        h = self.shared(state)  # (B, hidden)
        return verb_noun_q(self.verb(h), self.noun(h))


def action_head(n_in: int, hidden: int, vocabulary: Vocabulary) -> DqnHead:
    """A :class:`DqnHead` over ``vocabulary``'s verbs and nouns (:func:`action_space`)."""
    verbs, nouns = action_space(vocabulary)
    return DqnHead(n_in, hidden, len(verbs), len(nouns))


class BaselineNet(nn.Module):
    """What every baseline network offers besides ``forward``: its config and vocabulary."""

    def __init__(self, config: VocabularyConfig) -> None:
        super().__init__()
        self.config = config

    @property
    def vocabulary(self) -> Vocabulary:
        """The vocabulary the network scores actions over (read by policy artifacts)."""
        return self.config.vocab


def seeded(seed: int, build: Callable[[], None]) -> None:
    """Run ``build`` with torch's global RNG seeded, restoring the caller's RNG state after."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        build()


def int_tuple(values) -> tuple[int, ...]:
    """A config's sizes as a tuple of ints (JSON gives lists)."""
    return tuple(int(v) for v in values)
