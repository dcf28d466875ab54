"""``fol-lnn``: the paper's method. The LNN is the only network; it learns from reward.

Kimura et al. (2021, §3.2): "it forwards from input facts through LNN, calculates a loss value
from the reward value, and optimizes weights in LNN ... similar to DQN, the difference from
these is the network", and "the reward value is used for adding a new AND gate". Here the
truth of action ``verb x`` is its class's AND-OR LNN at grounding x
(:class:`model.policy.FolLnnPolicy`); the agent acts on the truths (ties between classes
ordered by a learned class priority). What the update teaches (docs/training.md) is the DQN
target in the truth's own terms: a replayed transition's one-step return
``clip(r + γ max_a' T(s', a'), 0, 1)`` (no bootstrap when the game is won) is compared with what
the LNN holds for the state's other candidates: the taken action is True when its return
reaches the best of their truths, False when it falls short. An action the agent cannot take in
the state (not a candidate) is False. Unlike the value it estimates, this target is the same 0
or 1 for every state with the same facts, so a truth can be classical and the rules read off
the weights at α are exactly what the network does. The update, its loss and the loss's
gradient, is :mod:`training.methods.fol_lnn_update` (numpy, derived by hand).

Gates: a class whose True targets its truths keep missing grows an AND gate (the paper's
reward-driven growth) that starts as the classical conjunction of the literals the missed
cases share; training then generalises or discards it. Each gate is a rule for one kind of True
case, a move that earned the reward itself or one only on the way to it (``typed_credit``), and
a case whose target no truth can meet (a rival with the same literals decides it) teaches
nothing (``drop_undefined``). The LNN's α-constraint loss keeps the gates classical (every
bias stays 1 and every weight in [0, 1], IBM LNN's parametrisation). The class priority learns
from the game score: where the action that won the game was held True beside actions of other
classes, its class should rank first.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import torch

from converter.facts import Vocabulary
from model.policy import FolLnnPolicy, PolicyConfig, Rule, RuleStructure
from training.methods import fol_lnn_update
from training.methods.base import FactTableMethod, GrowthWindow, Learner, fact_batch
from training.settings import FolLnnSettings, LnnSettings

__all__ = ["FolLnnMethod", "FolLnnSettings", "new_fol_lnn_policy"]


def new_fol_lnn_policy(
    vocabulary: Vocabulary, seed: int, settings: LnnSettings, *, equal_init: bool = False
) -> FolLnnPolicy:
    """A randomly initialised AND-OR LNN per word class (docs/architecture.md §4), shaped by
    the LNN options of ``settings`` (``alpha``, ``initial_gates``, ``max_gates``,
    ``init_scale``); with ``equal_init`` every initial AND weight is ``init_scale / 2`` (the OR
    weights stay drawn)."""
    config = PolicyConfig(
        vocabulary=vocabulary.to_dict(),
        alpha=settings.alpha,
        gates=[settings.initial_gates] * len(vocabulary.heads),
        max_gates=settings.max_gates,
        init_scale=settings.init_scale,
        seed=seed,
    )
    policy = FolLnnPolicy(config)
    if equal_init:
        with torch.no_grad():
            policy.and_weight.fill_(settings.init_scale / 2)
    return policy


class FolLnnMethod(FactTableMethod):
    """The paper's FOL-LNN: the per-class AND-OR LNN, trained from reward, read at α."""

    name = "fol-lnn"
    gamma = 0.9
    """The paper's appendix (docs/architecture.md §5)."""
    network: FolLnnPolicy
    settings: FolLnnSettings

    def __init__(
        self, network: FolLnnPolicy, vocabulary: Vocabulary, settings: FolLnnSettings
    ) -> None:
        """The method around ``network`` as it is (a loaded artifact's, for acting and
        evaluation); :meth:`fresh` for a new one to train."""
        super().__init__(network, vocabulary, settings)
        self.explore_draw = settings.explore_draw
        n_classes = len(vocabulary.heads)  # one network per (class, verb)
        # what the update reads (fol_lnn_update.LnnMethod): each action's network, (A,) and
        # one-hot (A, n_networks), each gate's kind, the updates taken and λ this epoch
        self.class_of_action = torch.tensor(vocabulary.action_heads, dtype=torch.long)
        self.class_onehot = torch.eye(n_classes)[self.class_of_action]
        self._class_of_action_np = self.class_of_action.numpy()
        # (A,) bool per network: its actions
        self._words_of_class = [self._class_of_action_np == ci for ci in range(n_classes)]
        # growth bookkeeping over the current window: True targets seen and missed per class,
        # the literal rows of the missed ones, and which literals each class's groundings vary
        self._window = GrowthWindow(n_classes)
        self._seen_true = np.zeros((n_classes, network.n_literals), bool)
        self._seen_false = np.zeros((n_classes, network.n_literals), bool)
        # grow_general: per class, the atom patterns of its groundings seen (each a set of
        # ints, bit j = atom j true) and of its taken cases taught False
        self._patterns_seen: list[set[int]] = [set() for _ in range(n_classes)]
        self._patterns_false: list[set[int]] = [set() for _ in range(n_classes)]
        # each gate's kind of True case (typed_credit): True for moves that earn the reward
        self.gate_kind = [[True] * g for g in network.config.gates]
        self.updates = 0
        self.constraint_lambda = self._anneal(0)  # λ of the α-constraint loss
        self.typed_credit = self._typed(0)  # whether typed credit applies this epoch

    @classmethod
    def fresh(cls, vocabulary: Vocabulary, seed: int, settings: FolLnnSettings) -> FolLnnMethod:
        """A freshly initialised method to train: a new network (:func:`new_fol_lnn_policy`,
        ``equal_init`` as ``settings`` says), projected (:meth:`project`)."""
        network = new_fol_lnn_policy(vocabulary, seed, settings, equal_init=settings.equal_init)
        method = cls(network, vocabulary, settings)
        method.project()
        return method

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """The truths, ties between classes ordered by the learned class priority."""
        return self.network.rank(fact_batch(batch))

    def param_groups(self, lr: float) -> list[dict]:
        """The LNN's weights and class priority (its biases stay 1), at the protocol's learning
        rate."""
        net = self.network
        return [{"params": [net.and_weight, net.or_weight, net.priority], "lr": lr}]

    def record(self, seen: fol_lnn_update.Seen) -> None:
        """Growth bookkeeping: each class's (defined) True targets, the missed ones' literal
        rows, and which literals its groundings were seen true and false at (``seen``: one
        update's actions, truths, targets and literal rows)."""
        action, truth, target, defined, rewarded, literals = seen
        taken_class = self._class_of_action_np[action]
        rows = np.arange(len(action))
        positive = (target >= 0.5) & defined
        missed = positive & (truth[rows, action] < self.network.alpha)
        taken_literals = literals[rows, action]  # (B, n_literals)
        self._window.count(taken_class, positive, missed)
        for ci, words in enumerate(self._words_of_class):
            grounded = literals[:, words]  # (B, words of the class, n_literals)
            self._seen_true[ci] |= grounded.any((0, 1))
            self._seen_false[ci] |= ~grounded.all((0, 1))
            if self.settings.grow_general:
                codes = _atom_codes(grounded)  # (B, words of the class)
                self._patterns_seen[ci].update(np.unique(codes).tolist())
                negative = (target < 0.5) & defined & (taken_class == ci)
                taken_codes = _atom_codes(taken_literals[negative])
                self._patterns_false[ci].update(np.unique(taken_codes).tolist())
            mine_missed = missed & (taken_class == ci)
            if mine_missed.any():
                self._window.miss(ci, taken_literals[mine_missed], rewarded[mine_missed])

    def learner(self, lr: float) -> Learner:
        """The update (:mod:`training.methods.fol_lnn_update`)."""
        return fol_lnn_update.FolLnnLearner(self, lr)

    def after_update(self) -> bool:
        """Keep the weights non-negative; every ``grow_patience`` updates, grow a class whose
        truths keep missing its True targets (True when the network grew: a new learner).

        A class whose truths missed (did not read True, ≥ α) more than ``grow_threshold`` of
        its True targets in the window, and no more than 10% fewer than in the previous window,
        gets a new AND gate (up to ``max_gates``): the classical conjunction of the literals of
        the case it missed most often (the most specific rule for it; training generalises it),
        a literal its groundings were never seen to change (``¬visited(coin)``) left out.
        """
        self.project()
        self.updates += 1
        patience = self.settings.grow_patience
        if not patience or self.updates % patience:
            return False
        grow = self._window.close(
            self.network.config.gates, self.settings.grow_threshold, self.settings.max_gates
        )
        for ci, (rows, kinds) in grow.items():
            name = self.network.network_names[ci]
            if not self.typed_credit:
                kinds = np.ones_like(kinds)
            keyed = np.concatenate((rows, kinds[:, None]), axis=1)  # a case and its kind
            patterns, counts = np.unique(keyed, axis=0, return_counts=True)
            case = patterns[counts.argmax()]
            share = self.settings.grow_from_share
            if share is not None:  # the literals the missed cases of its kind share
                case = np.append(rows[kinds == case[-1]].mean(0) >= share, case[-1])
            varies = self._seen_true[ci] & self._seen_false[ci]
            literals = np.flatnonzero(case[:-1] & varies)
            if self.settings.grow_general:
                literals = self._generalised(ci, literals)
            self.network.add_gate(name, literals.tolist())
            self.gate_kind[ci].append(bool(case[-1]))
        grew = bool(grow)
        if grew:
            self.project()
        return grew

    def _generalised(self, ci: int, literals: np.ndarray) -> np.ndarray:
        """``grow_general``: the conjunction of ``literals`` (indices into the literal set)
        with each literal, in turn, left out when the conjunction without it holds on some
        atom pattern of class ``ci``'s groundings seen that the conjunction with it does not,
        and on no pattern of a case taught False (a literal whose absence reaches nothing seen
        stays: no ground for the leap)."""
        k = self.network.n_literals // 2
        seen = np.array(sorted(self._patterns_seen[ci]), np.int64)
        false = np.array(sorted(self._patterns_false[ci]), np.int64)
        seen_rows = _pattern_literals(seen, k)  # (P, 2k) bool
        false_rows = _pattern_literals(false, k)
        kept = list(literals)
        for literal in literals:
            without = [j for j in kept if j != literal]
            reached = seen_rows[:, without].all(1) & ~seen_rows[:, kept].all(1)
            if reached.any() and not false_rows[:, without].all(1).any():
                kept = without
        return np.array(kept, np.int64)

    @torch.no_grad()
    def project(self) -> None:
        """Weights in [0, 1] and every bias 1 (IBM LNN's parametrisation): after every update,
        after growth, and on a fresh network."""
        net = self.network
        net.project_()
        net.and_weight.clamp_(max=1.0)
        net.or_weight.clamp_(max=1.0)
        net.and_bias.fill_(1.0)
        net.or_bias.fill_(1.0)

    def _anneal(self, epoch: int) -> float:
        """λ before training epoch ``epoch``."""
        s = self.settings
        ramp = (epoch - s.anneal_start) / max(1, s.anneal_epochs)
        return s.constraint_weight * min(1.0, max(0.0, ramp))

    def _typed(self, epoch: int) -> bool:
        """Whether typed credit applies in training epoch ``epoch``."""
        return self.settings.typed_credit and epoch >= self.settings.typed_credit_from

    def begin_epoch(self, epoch: int) -> bool:
        """Anneal the α-constraint loss in (``anneal_start``, ``anneal_epochs``) and switch
        typed credit on at ``typed_credit_from``; the network keeps its shape."""
        self.constraint_lambda = self._anneal(epoch)
        self.typed_credit = self._typed(epoch)
        return False

    def rules(self) -> tuple[Rule, ...]:
        """The LNN's rules read off its weights at α (docs/architecture.md §4)."""
        return self.network.rules()

    def structure(self) -> RuleStructure:
        """The rules as sets of conjunctions."""
        return self.network.structure()


def _atom_codes(literals: np.ndarray) -> np.ndarray:
    """(...,) int64: each literal row's (..., 2k) atoms (its first half) as one pattern, bit j
    for atom j (the second half is their negations)."""
    k = literals.shape[-1] // 2
    return literals[..., :k].astype(np.int64) @ (np.int64(1) << np.arange(k, dtype=np.int64))


def _pattern_literals(codes: np.ndarray, k: int) -> np.ndarray:
    """(P, 2k) bool: the literal rows (atoms, then their negations) of atom patterns
    ``codes`` (P,) (:func:`_atom_codes`' inverse)."""
    atoms = (codes[:, None] >> np.arange(k, dtype=np.int64)) & 1 > 0
    return np.concatenate((atoms, ~atoms), axis=1)
