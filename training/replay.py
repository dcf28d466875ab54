"""Prioritized replay as in LSTM-DQN++ (Yuan et al. 2018): two ring buffers and a priority fraction.

A transition is *prior* when its reward is positive. A mini-batch draws ``priority_fraction`` of its
rows from the prior buffer (when it holds any) and the rest from the regular buffer. States are
stored as fixed-shape numpy fields chosen by the method (fact tables, token ids, ...), so one
buffer serves every method.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

import numpy as np

FieldSpec = Mapping[str, tuple[tuple[int, ...], np.dtype]]


class Batch(NamedTuple):
    """A replayed mini-batch; ``state`` and ``next_state`` map field name -> (B, *shape) array."""

    state: dict[str, np.ndarray]
    mask: np.ndarray  # (B, n_actions) bool, actions available in the state
    action: np.ndarray  # (B,) int64 action index
    reward: np.ndarray  # (B,) float32
    score: np.ndarray  # (B,) float32, the game-score part of the reward (the rest is the bonus)
    next_state: dict[str, np.ndarray]
    next_mask: np.ndarray  # (B, n_actions) bool, actions available in the next state
    terminal: np.ndarray  # (B,) float32, 1.0 when the episode ended by winning (no bootstrap)


class _Ring:
    """One fixed-capacity ring buffer of transitions (arrays grow lazily up to the capacity)."""

    def __init__(self, capacity: int, fields: FieldSpec, n_actions: int) -> None:
        self.capacity = capacity
        self.fields = dict(fields)
        self.n_actions = n_actions
        self.size = 0
        self.cursor = 0
        self._alloc = 0
        self.state: dict[str, np.ndarray] = {}
        self.next_state: dict[str, np.ndarray] = {}
        self.mask = np.zeros((0, n_actions), bool)
        self.action = np.zeros(0, np.int64)
        self.reward = np.zeros(0, np.float32)
        self.score = np.zeros(0, np.float32)
        self.next_mask = np.zeros((0, n_actions), bool)
        self.terminal = np.zeros(0, np.float32)
        self._grow(min(capacity, 4096))

    def _grow(self, new_alloc: int) -> None:
        def resize(a: np.ndarray) -> np.ndarray:
            out = np.zeros((new_alloc, *a.shape[1:]), a.dtype)
            out[: self._alloc] = a[: self._alloc]
            return out

        if self._alloc == 0:
            for name, (shape, dtype) in self.fields.items():
                self.state[name] = np.zeros((0, *shape), dtype)
                self.next_state[name] = np.zeros((0, *shape), dtype)
        for name in self.fields:
            self.state[name] = resize(self.state[name])
            self.next_state[name] = resize(self.next_state[name])
        self.mask = resize(self.mask)
        self.action = resize(self.action)
        self.reward = resize(self.reward)
        self.score = resize(self.score)
        self.next_mask = resize(self.next_mask)
        self.terminal = resize(self.terminal)
        self._alloc = new_alloc

    def next_row(self) -> int:
        """The row the next transition is written to (the oldest once full; the arrays grown
        when it lies past them); counts it as stored."""
        i = self.cursor
        if i >= self._alloc:
            self._grow(min(self.capacity, self._alloc * 2))
        self.cursor = (i + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)
        return i

    def take(self, idx: np.ndarray) -> Batch:
        return Batch(
            state={k: v[idx] for k, v in self.state.items()},
            mask=self.mask[idx],
            action=self.action[idx],
            reward=self.reward[idx],
            score=self.score[idx],
            next_state={k: v[idx] for k, v in self.next_state.items()},
            next_mask=self.next_mask[idx],
            terminal=self.terminal[idx],
        )


def _concat(a: Batch, b: Batch) -> Batch:
    return Batch(
        state={k: np.concatenate([a.state[k], b.state[k]]) for k in a.state},
        mask=np.concatenate([a.mask, b.mask]),
        action=np.concatenate([a.action, b.action]),
        reward=np.concatenate([a.reward, b.reward]),
        score=np.concatenate([a.score, b.score]),
        next_state={k: np.concatenate([a.next_state[k], b.next_state[k]]) for k in a.next_state},
        next_mask=np.concatenate([a.next_mask, b.next_mask]),
        terminal=np.concatenate([a.terminal, b.terminal]),
    )


class PrioritizedReplay:
    """Two-buffer prioritized replay (prior: reward > 0) with a fixed priority fraction."""

    def __init__(
        self,
        capacity: int,
        fields: FieldSpec,
        n_actions: int,
        priority_fraction: float = 0.25,
        seed: int = 0,
    ) -> None:
        if not 0.0 <= priority_fraction <= 1.0:
            raise ValueError(f"priority_fraction must be in [0, 1], got {priority_fraction}")
        if capacity < 2:
            raise ValueError(f"capacity must be >= 2, got {capacity}")
        prior_capacity = max(1, int(capacity * priority_fraction))
        self.priority_fraction = priority_fraction
        self.prior = _Ring(prior_capacity, fields, n_actions)
        self.regular = _Ring(max(1, capacity - prior_capacity), fields, n_actions)
        self.rng = np.random.default_rng(seed)

    def __len__(self) -> int:
        return self.prior.size + self.regular.size

    def add(
        self,
        state: Mapping[str, np.ndarray],
        mask: np.ndarray,
        action: int,
        reward: float,
        next_state: Mapping[str, np.ndarray],
        next_mask: np.ndarray,
        terminal: bool,
        score: float = 0.0,
    ) -> None:
        """Store a transition: prior buffer if its reward is positive, else the regular one.
        ``score`` is the part of ``reward`` that is game score (the rest is the bonus)."""
        ring = self.prior if reward > 0 else self.regular
        i = ring.next_row()
        for name in ring.fields:
            ring.state[name][i] = state[name]
            ring.next_state[name][i] = next_state[name]
        ring.mask[i] = mask
        ring.action[i] = action
        ring.reward[i] = reward
        ring.score[i] = score
        ring.next_mask[i] = next_mask
        ring.terminal[i] = float(terminal)

    def sample(self, batch_size: int) -> Batch:
        """A mini-batch, ``priority_fraction`` of it from the prior buffer when possible."""
        if len(self) == 0:
            raise ValueError("cannot sample from an empty replay buffer")
        n_prior = int(round(batch_size * self.priority_fraction)) if self.prior.size else 0
        if self.regular.size == 0:
            n_prior = batch_size
        n_regular = batch_size - n_prior
        parts = []
        if n_prior:
            parts.append(self.prior.take(self.rng.integers(0, self.prior.size, n_prior)))
        if n_regular:
            parts.append(self.regular.take(self.rng.integers(0, self.regular.size, n_regular)))
        return parts[0] if len(parts) == 1 else _concat(parts[0], parts[1])
