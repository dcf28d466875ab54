"""Acting with a method's network: ε-greedy over the candidate actions of a batch of episodes.

The same actor plays training episodes (ε > 0) and evaluation games (ε = 0), so the facts and the
action choice seen in training and in evaluation are computed by the same code.

An evaluation actor may keep a memo of states (``memo=True``): everything the actor computes for
a state (the converter's facts, the method's fields and candidates, the loop key) is a function
of the history that reached it (the first text, then each command and the text it produced), so
it is kept in a tree of histories and looked up when a history is played again, as a greedy
evaluation of a policy that changed little since the last one does. Only the action choice (the
network's scores and the random tie-breaks) is computed every time; the results are identical
(tests/training/test_fast_paths.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import torch

from converter.converter import Episode, FOLConverter
from converter.facts import FactTable
from converter.parser import split_status
from model.policy import TIE_TOLERANCE
from training.methods import CandidateMode, Method
from training.settings import ExploreDraw


def best_actions(q: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Indices of the allowed actions within TIE_TOLERANCE of the best allowed value."""
    allowed = np.flatnonzero(mask)
    values = q[allowed]
    return allowed[values >= values.max() - TIE_TOLERANCE]


MEMO_STATES = 100_000
"""Most states an actor's memo keeps (past it, new states are computed and not kept)."""


@dataclass(eq=False, slots=True)
class _State:
    """What the actor computed for one state, and the states seen after it in the memo, by the
    (command, observation) step that led there."""

    table: FactTable
    features: dict[str, np.ndarray]
    mask: np.ndarray
    observation: str
    fingerprint: Hashable  # the episode map's fingerprint in this state
    text: tuple[str, str | None] | None = None  # split_status(observation), once asked
    after: dict[tuple[str, str], _State] = field(default_factory=dict)


def _near_best(q: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """(B, A) bool: :func:`best_actions` of every row at once."""
    best = np.where(mask, q, -np.inf).max(1)  # (B,) the best allowed value
    return mask & (q >= (best - TIE_TOLERANCE)[:, None])


class Actor:
    """Plays a batch of episodes (one per slot) with a method's network."""

    def __init__(
        self,
        converter: FOLConverter,
        method: Method,
        candidates: CandidateMode = "found",
        epsilon: float = 0.0,
        seed: int = 0,
        memo: bool = False,
        spelling: Mapping[str, str] | None = None,
        explore_draw: ExploreDraw = "uniform",
    ) -> None:
        self.converter = converter
        self.method = method
        self.commands: tuple[str, ...] = tuple((spelling or {}).get(a, a) for a in method.actions)
        """The game's command for each action index: the method's action in the family's
        spelling (``spelling``: action -> command, e.g. ``go north`` -> ``move north``; an
        action it leaves out is played as it is)."""
        self._playable = (
            None if spelling is None else np.array([a in spelling for a in method.actions])
        )
        """The actions the game's grammar spells (None: every action): only those are ever
        candidates (a policy that plays several families has verbs some game has no command
        for)."""
        self.candidates: CandidateMode = candidates
        self.epsilon = epsilon
        self.rng = np.random.default_rng(seed)
        self.memo = memo
        """Keep the states' facts and fields by history (see the module docstring)."""
        if memo and explore_draw != "uniform":
            raise ValueError("a memo actor plays greedily: its exploring draw is uniform")
        self.explore_draw: ExploreDraw = explore_draw
        """How an exploring step draws its action (:meth:`_explore`)."""
        self._stays: list[Counter[tuple[Hashable, int]]] = []
        """Per slot, in this episode: (place, action) -> the steps with that action that left
        the agent where it was (a place is a room and its view, as the episode's map has it)."""
        self._acted: list[tuple[Hashable, int]] = []  # each slot's last (place, action)
        self.episodes: list[Episode] = []
        """Each slot's episode; with the memo, its map may lag behind the slot's state."""
        self._states: list[_State] = []  # each slot's current state
        # each slot's (command, observation) steps its episode's map has not folded in yet: a
        # state found in the memo needs no map, the next new one does
        self._unfolded: list[list[tuple[str, str]]] = []
        self._draws: list[int] = []  # for state_key(): random choices each slot made
        self._roots: dict[str, _State] = {}  # the memo: first observation -> its state
        self._memo_size = 0

    @property
    def tables(self) -> list[FactTable]:
        """Each slot's current fact table."""
        return [state.table for state in self._states]

    def _new_state(self, slot: int, table: FactTable, observation: str) -> _State:
        mask = self.method.candidates(table, self.candidates)
        if self._playable is not None:
            mask = mask & self._playable
        return _State(
            table,
            self.method.featurize(table, observation),
            mask,
            observation,
            self.episodes[slot].tracker.fingerprint(),
        )

    def _keep(self) -> bool:
        """Whether the memo takes one more state (counted as taken)."""
        if not self.memo or self._memo_size >= MEMO_STATES:
            return False
        self._memo_size += 1
        return True

    def reset(self, observations: Sequence[str]) -> None:
        """Begin one episode per observation."""
        self.episodes = [self.converter.start(o) for o in observations]
        n = len(self.episodes)
        self._states, self._unfolded, self._draws = [None] * n, [[] for _ in range(n)], [0] * n
        self._stays, self._acted = [Counter() for _ in range(n)], [(None, -1)] * n
        for slot, (ep, o) in enumerate(zip(self.episodes, observations, strict=True)):
            state = self._roots.get(o) if self.memo else None
            if state is None:
                state = self._new_state(slot, ep.facts, o)
                if self._keep():
                    self._roots[o] = state
            self._states[slot] = state

    def features(self, slot: int) -> dict[str, np.ndarray]:
        """The replay fields of a slot's current state."""
        return self._states[slot].features

    def mask(self, slot: int) -> np.ndarray:
        """The candidate actions of a slot's current state."""
        return self._states[slot].mask

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
        near = None if explore.all() else _near_best(self.scores(slots), np.stack(masks))
        out = []
        for i, (slot, mask) in enumerate(zip(slots, masks, strict=True)):
            place = self._place(slot) if self.explore_draw != "uniform" else None
            if explore[i]:
                self._draws[slot] += 1
                out.append(self._explore(slot, mask, place))
            else:
                best = np.flatnonzero(near[i])  # best_actions(q[i], mask)
                if len(best) > 1:
                    self._draws[slot] += 1
                    out.append(int(best[self.rng.integers(len(best))]))
                else:
                    out.append(int(best[0]))
            if place is not None:
                self._acted[slot] = place, out[-1]
        return out

    def _place(self, slot: int) -> Hashable:
        """Where the slot is, as its episode's map knows it: the room and the room's view (a
        door opened, a thing taken, changes the view)."""
        tracker = self.episodes[slot].tracker
        return tracker.current, tracker.view()

    def _explore(self, slot: int, mask: np.ndarray, place: Hashable = None) -> int:
        """An exploring step's action (``explore_draw``): ``uniform`` among the candidates;
        ``count-based``: each candidate weighted 1 / (1 + k), k the steps with it that left the
        agent in the same room, taken in this place during this episode (a move the game
        refused, a thing not there to take, a door with nothing to open; an open that worked
        counts too, at the place it changed, which is then another place), so that what changed
        nothing is drawn less as it keeps changing nothing, and again as much once the place
        changes (a room not read yet is one place, its steps all in the same room);
        ``no-repeat``: only the candidates with the least such steps (what changed nothing is
        not drawn again while anything else is left). ``place``: :meth:`_place`, where the
        caller has it already."""
        allowed = np.flatnonzero(mask)
        if self.explore_draw != "uniform":
            place = self._place(slot) if place is None else place
            k = np.array([self._stays[slot][place, int(a)] for a in allowed])
            if self.explore_draw == "count-based":
                cumulative = np.cumsum(1.0 / (1.0 + k))
                pick = int(np.searchsorted(cumulative, self.rng.random() * cumulative[-1]))
                return int(allowed[min(pick, len(allowed) - 1)])
            allowed = allowed[k == k.min()]
        # the draw of ``rng.choice(allowed)``, without its argument checks
        return int(allowed[self.rng.integers(0, len(allowed))])

    def state_key(self, slot: int) -> Hashable:
        """Everything the slot's next choices depend on: the last text (but its move count), the
        episode's whole map, and how many random choices the slot has made. Two equal keys in
        one greedy episode mean the slot went round a loop with no random choice in it; in a
        deterministic game it goes round it again, forever (the Evaluator stops it there)."""
        state = self._states[slot]
        if state.text is None:
            state.text = split_status(state.observation)
        return state.text, state.fingerprint, self._draws[slot]

    def act(self, slots: Sequence[int]) -> list[str]:
        """Commands for the running slots, in the game's spelling."""
        return [self.commands[i] for i in self.act_indices(slots)]

    def observe(
        self, slots: Sequence[int], commands: Sequence[str], observations: Sequence[str]
    ) -> None:
        """Feed the outcome of the commands into each slot's episode."""
        for s, c, o in zip(slots, commands, observations, strict=True):
            state = self._states[s].after.get((c, o)) if self.memo else None
            if state is not None:  # this history was played before
                self._unfolded[s].append((c, o))
            else:
                unfolded = self._unfolded[s]
                table = self.episodes[s].fold([*unfolded, (c, o)]) if unfolded else None
                unfolded.clear()
                if table is None:
                    table = self.episodes[s].step(c, o)
                state = self._new_state(s, table, o)
                if self._keep():
                    self._states[s].after[c, o] = state
            if self.explore_draw != "uniform" and self._acted[s][0] is not None:
                place, action = self._acted[s]
                if self.episodes[s].tracker.current == place[0]:
                    self._stays[s][place, action] += 1  # it left the agent in the same room
                self._acted[s] = (None, -1)  # counted once
            self._states[s] = state
