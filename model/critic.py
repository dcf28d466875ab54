"""Two-head value networks: the reward split into the game score (the task) and the discovery
bonus (exploration), each value clamped to [0, 1], and the lexicographic order that acts on them.

The ``fol-lnn-critic`` variant trains a :class:`GroundingCritic` beside its LNN and distils the
LNN from it; the ``critic-only`` ablation acts on that critic alone; the ``@split`` ablations give
a baseline network the same two heads (:class:`SplitValue`). Networks here rebuild from a JSON
config (:mod:`model.registry`), so their artifacts load like every other.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch import Tensor, nn

from model.config import VocabularyConfig
from model.lnn import truth_clamp

__all__ = [
    "GroundingCritic",
    "GroundingCriticConfig",
    "SplitValue",
    "SplitValueConfig",
    "lexicographic_scores",
    "lexicographic_truth_targets",
    "truth_targets",
]

HEADS = 2
"""Value heads: 0 the game score (task), 1 the discovery bonus (exploration)."""

MARGIN = 0.01
"""δ of the lexicographic verdict, as the critic variant and the ``@split`` baselines use it: an
action whose value falls δ or more short of the state's best is False (docs/training.md: at
1 − γ = 0.1 the verdict could not tell going back the way the agent came from going into an
explored branch, which the critic values 0.03-0.05 apart)."""

TIE_BREAK = 1e-3
"""How much the exploration value moves an action's lexicographic score: it only orders
actions whose verdicts are equal."""


def truth_targets(q: Tensor, mask: Tensor, margin: float) -> Tensor:
    """(B, A) targets for a policy's truths from action values q (B, A): True (1) for an action
    within reach of the best candidate's value, False (0) when it falls ``margin`` or more short
    or is not a candidate (mask False), linear in between."""
    best = q.masked_fill(~mask, float("-inf")).max(1, keepdim=True).values  # (B, 1)
    return (1.0 - (best - q) / margin).clamp(0.0, 1.0) * mask


def lexicographic_truth_targets(
    task: Tensor, explore: Tensor, mask: Tensor, margin: float
) -> Tensor:
    """(B, A) truth targets from two action values (B, A): an action is True when its task
    value is within reach of the best candidate's and, among those, so is its exploration value;
    False when either falls ``margin`` short, or when it is not a candidate."""
    by_task = truth_targets(task, mask, margin)
    return torch.minimum(by_task, truth_targets(explore, mask & (by_task >= 0.5), margin))


def lexicographic_scores(values: Tensor, mask: Tensor, margin: float) -> Tensor:
    """(B, A) what an agent acting on two-head values (B, A, 2) maximises over its candidates
    ``mask`` (B, A): the lexicographic verdict (the task value first, then exploration, each
    within ``margin`` of the best candidate's), ties ordered by the exploration value (moved by
    at most :data:`TIE_BREAK`)."""
    verdict = lexicographic_truth_targets(values[..., 0], values[..., 1], mask, margin)
    return verdict + TIE_BREAK * values[..., 1]


@dataclass(frozen=True)
class GroundingCriticConfig(VocabularyConfig):
    """Everything that rebuilds a :class:`GroundingCritic` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``."""
    hidden: int = 32
    """Hidden units of the MLP."""
    seed: int = 0
    """Seed of the initial weights."""


class GroundingCritic(nn.Module):
    """Q(s, verb x): one small MLP shared by every grounding (lifted like the LNN), over the
    grounding's atoms, the nullary atoms and the action's network (its (class, verb) pair,
    :attr:`converter.facts.Vocabulary.heads`: with one verb per class, the paper's vocabulary,
    the word's class). It has two heads, each clamped to [0, 1]: the value of the game score
    (the task) and the value of the discovery bonus (exploration)."""

    heads = HEADS

    def __init__(self, config: GroundingCriticConfig) -> None:
        super().__init__()
        self.config = config
        self.vocabulary = config.vocab
        n_heads = len(self.vocabulary.heads)
        n_atoms = len(self.vocabulary.unary_predicates) + len(self.vocabulary.nullary_predicates)
        action_head = torch.eye(n_heads)[list(self.vocabulary.action_heads)]  # (A, n_heads)
        self.register_buffer("action_head", action_head, persistent=False)
        self.register_buffer(
            "action_rows", torch.tensor(self.vocabulary.action_rows), persistent=False
        )
        with torch.random.fork_rng():
            torch.manual_seed(config.seed)
            self.net = nn.Sequential(
                nn.Linear(n_atoms + n_heads, config.hidden),
                nn.ReLU(),
                nn.Linear(config.hidden, self.heads),
            )

    def forward(self, unary: Tensor, nullary: Tensor) -> Tensor:
        """(B, n_actions, 2) values from unary (B, n_words, n_unary) and nullary (B, n_nullary):
        each action reads its word's atoms (a word's row once per verb of its class)."""
        unary = unary[:, self.action_rows]  # (B, A, n_unary)
        b, a, _ = unary.shape
        x = torch.cat(
            (unary, nullary[:, None, :].expand(b, a, -1), self.action_head.expand(b, a, -1)), 2
        )  # (B, A, n_in)
        return truth_clamp(self.net(x))  # values live in [0, 1], as the targets


@dataclass(frozen=True)
class SplitValueConfig:
    """Everything that rebuilds a :class:`SplitValue`: the base network's method name and
    config (JSON)."""

    base: str
    """The base network's builder name in :mod:`model.registry` (``nn-dqn``, ...)."""
    config: dict
    """The base network's config, used for both heads (the explore head seeded + 1)."""

    def to_dict(self) -> dict:
        """JSON form."""
        return dataclasses.asdict(self)


class SplitValue(nn.Module):
    """Two copies of a baseline network, one per value head: (..., A) each -> (..., A, 2),
    clamped to [0, 1] like :class:`GroundingCritic`'s heads. Any network works unchanged."""

    heads = HEADS

    def __init__(self, config: SplitValueConfig, build: Callable[[str, dict], nn.Module]) -> None:
        super().__init__()
        self.config = config
        explore_config = {**config.config, "seed": int(config.config.get("seed", 0)) + 1}
        self.task = build(config.base, config.config)
        self.explore = build(config.base, explore_config)
        self.vocabulary = self.task.vocabulary

    def forward(self, *inputs: Tensor) -> Tensor:
        """The base network's inputs -> (B, A, 2) values in [0, 1]."""
        return truth_clamp(torch.stack((self.task(*inputs), self.explore(*inputs)), -1))
