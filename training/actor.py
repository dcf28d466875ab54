"""Acting with a method's network: ε-greedy over the candidate actions of a batch of episodes.

The same actor plays training episodes (ε > 0) and evaluation games (ε = 0), so the facts and the
action choice seen in training and in evaluation are computed by the same code.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import numpy as np
import torch

from converter.converter import Episode, FOLConverter
from converter.facts import FactTable
from converter.parser import split_status
from model.policy import TIE_TOLERANCE
from training.methods import CandidateMode, Method


def best_actions(q: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Indices of the allowed actions within TIE_TOLERANCE of the best allowed value."""
    allowed = np.flatnonzero(mask)
    values = q[allowed]
    return allowed[values >= values.max() - TIE_TOLERANCE]


class Actor:
    """Plays a batch of episodes (one per slot) with a method's network."""

    def __init__(
        self,
        converter: FOLConverter,
        method: Method,
        candidates: CandidateMode = "found",
        epsilon: float = 0.0,
        seed: int = 0,
    ) -> None:
        self.converter = converter
        self.method = method
        self.candidates: CandidateMode = candidates
        self.epsilon = epsilon
        self.rng = np.random.default_rng(seed)
        self.episodes: list[Episode] = []
        self.tables: list[FactTable] = []
        # each slot's replay fields and candidate mask, computed once per state
        self._features: list[dict[str, np.ndarray]] = []
        self._masks: list[np.ndarray] = []
        # for state_key(): each slot's last observation and how many random choices it made
        self._observations: list[str] = []
        self._draws: list[int] = []

    def _set_state(self, slot: int, table: FactTable, observation: str) -> None:
        self._observations[slot] = observation
        self.tables[slot] = table
        self._features[slot] = self.method.featurize(table, observation)
        self._masks[slot] = self.method.candidates(table, self.candidates)

    def reset(self, observations: Sequence[str]) -> None:
        """Begin one episode per observation."""
        self.episodes = [self.converter.start(o) for o in observations]
        n = len(self.episodes)
        self.tables, self._features, self._masks = [None] * n, [{}] * n, [None] * n
        self._observations, self._draws = [""] * n, [0] * n
        for slot, (ep, o) in enumerate(zip(self.episodes, observations, strict=True)):
            self._set_state(slot, ep.facts, o)

    def features(self, slot: int) -> dict[str, np.ndarray]:
        """The replay fields of a slot's current state."""
        return self._features[slot]

    def mask(self, slot: int) -> np.ndarray:
        """The candidate actions of a slot's current state."""
        return self._masks[slot]

    def scores(self, slots: Sequence[int]) -> np.ndarray:
        """(len(slots), n_actions): the method's action scores in the slots' current states,
        one forward pass for all of them."""
        feats = [self.features(s) for s in slots]
        batch = {k: torch.from_numpy(np.stack([f[k] for f in feats])) for k in feats[0]}
        mask = torch.from_numpy(np.stack([self.mask(s) for s in slots]))
        with torch.no_grad():
            return self.method.scores(batch, mask).numpy()

    def act_indices(self, slots: Sequence[int]) -> list[int]:
        """ε-greedy action indices for the running slots, one forward pass for all of them."""
        if not slots:
            return []
        # greedy play draws nothing but its tie-breaks, so a slot's draws do not depend on how
        # many other slots are still running
        if self.epsilon > 0:
            explore = self.rng.random(len(slots)) < self.epsilon
        else:
            explore = np.zeros(len(slots), bool)
        masks = [self.mask(s) for s in slots]
        q = None if explore.all() else self.scores(slots)
        out = []
        for i, (slot, mask) in enumerate(zip(slots, masks, strict=True)):
            if explore[i]:
                self._draws[slot] += 1
                out.append(int(self.rng.choice(np.flatnonzero(mask))))
                continue
            best = best_actions(q[i], mask)
            if len(best) > 1:
                self._draws[slot] += 1
                out.append(int(best[self.rng.integers(len(best))]))
            else:
                out.append(int(best[0]))
        return out

    def state_key(self, slot: int) -> Hashable:
        """Everything the slot's next choices depend on: the last text (but its move count), the
        episode's whole map, and how many random choices the slot has made. Two equal keys in
        one greedy episode mean the slot went round a loop with no random choice in it; in a
        deterministic game it goes round it again, forever (the Evaluator stops it there)."""
        text = split_status(self._observations[slot])
        return text, self.episodes[slot].tracker.fingerprint(), self._draws[slot]

    def act(self, slots: Sequence[int]) -> list[str]:
        """Commands for the running slots."""
        return [self.method.actions[i] for i in self.act_indices(slots)]

    def observe(
        self, slots: Sequence[int], commands: Sequence[str], observations: Sequence[str]
    ) -> None:
        """Feed the outcome of the commands into each slot's episode."""
        for s, c, o in zip(slots, commands, observations, strict=True):
            self._set_state(s, self.episodes[s].step(c, o), o)
