"""``fol-lnn``: the paper's method. The LNN is the only network; it learns from reward.

Kimura et al. (2021, §3.2): "it forwards from input facts through LNN, calculates a loss value
from the reward value, and optimizes weights in LNN ... similar to DQN, the difference from
these is the network", and "the reward value is used for adding a new AND gate". Here the
truth of action ``verb x`` is its class's AND-OR LNN at grounding x
(:class:`model.policy.FolLnnPolicy`); the agent acts on the truths (ties between classes
ordered by a learned class priority). What the update teaches (``target``, docs/training.md):

- ``best`` (default): the DQN target in the truth's own terms. A replayed transition's one-step
  return ``clip(r + γ max_a' T(s', a'), 0, 1)`` (no bootstrap when the game is won) is compared
  with what the LNN holds for the state's other candidates: the taken action is True when its
  return reaches the best of their truths, False when it falls short. An action the agent
  cannot take in the state (not a candidate) is False. Unlike the value it estimates, this
  target is the same 0 or 1 for every state with the same facts, so a truth can be classical
  and the rules read off the weights at α are exactly what the network does.
- ``value``: the truth regresses on the clipped return itself (a Q-value in [0, 1]); the
  network then computes depth-first search as values γ^d inside the (1 − α, α) band, which no
  reading at α can make crisp (kept to reproduce that measurement).

Gates: a class whose True targets its truths keep missing grows an AND gate (the paper's
reward-driven growth) that starts as the classical conjunction of the literals the missed
cases share; training then generalises or discards it. Each gate is a rule for one kind of True
case, a move that earned the reward itself or one only on the way to it (``typed_credit``), and
a case whose target no truth can meet (a rival with the same literals decides it) teaches
nothing (``drop_undefined``). The LNN's α-constraint loss keeps the
gates classical. The class priority learns from the game score: where the action that won the
game was held True beside actions of other classes, its class should rank first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

import numpy as np
import torch

from converter.facts import FactTable, Vocabulary
from model.lnn import truth_clamp
from model.policy import FolLnnPolicy, PolicyConfig, Rule, RuleStructure
from training.methods import fol_lnn_update
from training.methods.base import (
    AutogradLearner,
    CandidateMode,
    GrowthWindow,
    Learner,
    Loss,
    TensorBatch,
    dqn_target,
    fact_batch,
    fact_features,
    fact_fields,
    typed_candidates,
)

__all__ = ["FolLnnMethod", "FolLnnSettings", "new_fol_lnn_policy"]


@dataclass
class FolLnnSettings:
    """Options of the paper's FOL-LNN (``fol-lnn``)."""

    alpha: float = 0.9
    """Truth threshold: a value in [alpha, 1] reads True, in [0, 1 - alpha] False."""
    init_scale: float = 0.5
    """Initial AND weights are uniform in [0, init_scale] (see docs/lnn.md)."""
    initial_gates: int = 1
    """AND gates per word class at the start of training."""
    max_gates: int = 4
    """AND gates a class may grow to."""
    target: Literal["best", "value"] = "best"
    """What a transition teaches the taken action's truth: True when its one-step return
    reaches the best truth of the state's other candidates (``best``), or the return itself
    (``value``, the Q-value regression); see the module docstring."""
    fixed_bias: bool = True
    """Every neuron's bias stays 1 and its weights in [0, 1] (IBM LNN's parametrisation): an
    AND of facts is then ``1 − Σ wᵢ (1 − xᵢ)``, a literal is decisive exactly at weight 1
    (docs/architecture.md §4's threshold at β = 1), and a neuron whose weights sit on the bounds 0
    and 1 is
    the classical conjunction (disjunction) of its weight-1 inputs. False: biases trained, the
    α-constraint loss (``constraint_weight``) keeps gates classical."""
    constraint_weight: float = 1.0
    """Weight λ of the LNN's α-constraint loss beside the truth loss once annealed in."""
    anneal_start: int = 40
    """Epoch after which λ starts to rise from 0 (before it, the LNN learns freely)."""
    anneal_epochs: int = 60
    """Epochs over which λ rises linearly to ``constraint_weight``."""
    constraint_margin: float = 0.02
    """The constraints are asked to hold by this much (decisive weights clear their
    threshold, gates their bias bound), so the rules read at α do not sit on a threshold."""
    constrain: Literal["and", "all"] = "and"
    """Which neurons the α-constraint loss applies to: the AND gates only (their conjunctions
    become classical; each class's OR weighs them by value) or every neuron."""
    truth_margin: float = 0.0
    """With ``best``, True is taught as 1 + this and False as −this beyond the clamp (the
    clamp is straight-through): a decided case keeps pushing its gate's weights past the
    threshold instead of stopping on it."""
    drop_undefined: bool = True
    """With ``best``, leave out a case whose target has no classical answer: a rival candidate
    of the same class with the same literals (it necessarily holds the taken action's truth)
    makes the target True when the action is held False and False when it is held True, where
    the return (< 1) reaches every other rival. Such a case teaches no gate and seeds none."""
    typed_credit: bool = True
    """With ``best``, each AND gate is a rule for one kind of True case: a move that earned the
    reward itself (its clipped reward is 1: a new room, the coin) or a move only on the way to
    it (True by the bootstrapped return γ T(s') < 1). A True case teaches only a gate of its
    kind (the class's initial gates are of the rewarded kind); one no gate of its kind explains
    is missed and seeds a gate of its kind. A conjunction then never lumps a rewarded move with
    one that is only on the way, which the truths alone cannot tell apart but the returns do."""
    equal_init: bool = True
    """Initial AND weights all ``init_scale / 2`` instead of uniform in [0, init_scale]: no
    literal is preferred to another before the data prefer one, so two literals the data
    never separate end alike (both kept) instead of by the draw."""
    false_margin: float = 0.1
    """With ``best``, a False case is taught on the AND gates' pre-activations raised by this
    much: a gate that fires on a False case must be off there by this margin (1 − α asks that
    it read False even with its literals at the edge of False), so the literals that turn it
    off together do not stop on the sum that just does."""
    grow_patience: int = 200
    """Updates per window of the growth check (0: the network never grows)."""
    grow_threshold: float = 0.05
    """Share of a class's True targets its truths miss (< 0.5) above which a stalled class
    grows an AND gate."""
    update: Literal["numpy", "autograd"] = "numpy"
    """How an update is computed: the hand-derived gradient in numpy
    (training/methods/fol_lnn_update.py, several times cheaper at this size; ``target="best"``
    with ``fixed_bias`` only, other configurations use autograd), or autograd on the reference
    loss (:meth:`FolLnnMethod.loss`); the same loss and step up to float rounding."""


def new_fol_lnn_policy(
    vocabulary: Vocabulary,
    seed: int,
    alpha: float,
    initial_gates: int,
    max_gates: int,
    init_scale: float,
    equal_init: bool = False,
) -> FolLnnPolicy:
    """A randomly initialised AND-OR LNN per word class (docs/architecture.md §4); with
    ``equal_init`` every
    initial AND weight is ``init_scale / 2`` (the OR weights stay drawn)."""
    config = PolicyConfig(
        vocabulary=vocabulary.to_dict(),
        alpha=alpha,
        gates=[initial_gates] * len(vocabulary.classes),
        max_gates=max_gates,
        init_scale=init_scale,
        seed=seed,
    )
    policy = FolLnnPolicy(config)
    if equal_init:
        with torch.no_grad():
            policy.and_weight.fill_(init_scale / 2)
    return policy


class FolLnnMethod:
    """The paper's FOL-LNN: the per-class AND-OR LNN, trained from reward, read at α."""

    name = "fol-lnn"
    max_grad_norm = None
    gamma = 0.9
    """The paper's appendix (docs/architecture.md §5)."""

    def __init__(
        self, network: FolLnnPolicy, vocabulary: Vocabulary, settings: FolLnnSettings
    ) -> None:
        self.network = network
        self.vocabulary = vocabulary
        self.settings = settings
        self.actions = vocabulary.actions
        self.fields = fact_fields(vocabulary)
        n_classes = len(vocabulary.classes)
        self._class_of_action = torch.tensor(
            [ci for ci, c in enumerate(vocabulary.classes) for _ in c.words]
        )  # (A,)
        self._class_onehot = torch.eye(n_classes)[self._class_of_action]  # (A, n_classes)
        self._class_of_action_np = self._class_of_action.numpy()
        # (A,) bool per class: its words' actions
        self._words_of_class = [self._class_of_action_np == ci for ci in range(n_classes)]
        # growth bookkeeping over the current window: True targets seen and missed per class,
        # the literal rows of the missed ones, and which literals each class's groundings vary
        self._window = GrowthWindow(n_classes)
        self._seen_true = np.zeros((n_classes, network.n_literals), bool)
        self._seen_false = np.zeros((n_classes, network.n_literals), bool)
        # each gate's kind of True case (typed_credit): True for moves that earn the reward
        self._gate_kind = [[True] * g for g in network.config.gates]
        self._updates = 0
        self._multiplier = self._anneal(0)  # λ of the α-constraint loss

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """The fact table (0/1 truths as uint8)."""
        return fact_features(table)

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, A) the LNN's truths."""
        return self.network(fact_batch(batch))

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """The truths, ties between classes ordered by the learned class priority."""
        return self.network.rank(fact_batch(batch))

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """The typed actions on the words found in the observation (:func:`typed_candidates`)."""
        return typed_candidates(table, self.vocabulary, mode)

    def param_groups(self, lr: float) -> list[dict]:
        """The LNN's parameters (its weights and class priority only, with ``fixed_bias``), at
        the protocol's learning rate."""
        net = self.network
        fixed = {id(net.and_bias), id(net.or_bias)} if self.settings.fixed_bias else set()
        return [{"params": [p for p in net.parameters() if id(p) not in fixed], "lr": lr}]

    def truths(
        self,
        batch: TensorBatch,
        rewarded: torch.Tensor | None = None,
        literals: torch.Tensor | None = None,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """(B, A) the truths of the replayed states, twice: as the network computes them (no
        gradient into a gate that is off), and with the gradient of each grounding's OR
        flowing only into the AND gate closest to firing there (its largest pre-activation;
        the others count at their value). A True
        case teaches the one gate that explains it (the gates become separate conjunctions,
        not shares of one threshold); a False case teaches every gate that fires on it.
        ``literals``: the states' literal rows (:meth:`replayed_literals`) if already computed."""
        net = self.network
        if literals is None:
            literals = self.replayed_literals(batch)
        pre = net.preactivation_of(literals)  # (B, A, G)
        # a False case: the plain clamp, so a gate that is off there (0) is left alone
        margin = self.settings.false_margin
        truth = net.or_truth(net.contributions((pre + margin).clamp(0.0, 1.0)))
        # a True case: the straight-through clamp, so the explaining gate can come on
        contrib = net.contributions(truth_clamp(pre))
        own = net._word_gate_mask.bool()[None]  # (1, A, G) a word's own class's gates
        if rewarded is not None:  # typed_credit: only gates of the case's kind
            kinds = torch.tensor([k for ks in self._gate_kind for k in ks], dtype=torch.bool)
            own = own & (kinds[None, None, :] == rewarded[:, None, None])  # (B, A, G)
        scored = pre.detach().masked_fill(~own, float("-inf"))
        best = scored.argmax(2, keepdim=True)
        winner = torch.zeros_like(contrib, dtype=torch.bool).scatter_(2, best, True)
        winner &= own.expand_as(winner)  # no gate of the kind: no gate is taught
        explained = torch.where(winner, contrib, contrib.detach())
        return truth, net.or_truth(explained)

    def replayed_literals(self, batch: TensorBatch) -> torch.Tensor:
        """(B, A, n_literals) the literal rows of the replayed states' groundings (0/1): what
        the update's forward passes, its twin check and its growth bookkeeping all read, so
        :meth:`loss` computes them once."""
        return self.network.literals(fact_batch(batch.state))

    def targets(
        self, batch: TensorBatch, gamma: float, literals: torch.Tensor | None = None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """(B,) the taken action's truth target, (B, A) the truths of the replayed states (with
        grad) and (B,) whether each target is defined (``drop_undefined``). ``literals``: the
        states' literal rows (:meth:`replayed_literals`) if already computed."""
        if literals is None:
            literals = self.replayed_literals(batch)
        truth = self.network.truth_of(literals)  # (B, A) the network's forward
        with torch.no_grad():
            q_next = self.q_values(batch.next_state)
            ret = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
            ret = ret.clamp(0.0, 1.0)  # (B,)
            defined = torch.ones_like(ret, dtype=torch.bool)
            if self.settings.target == "value":
                return ret, truth, defined
            held = truth.detach()
            rows = torch.arange(len(ret))
            others = batch.mask.clone()
            others[rows, batch.action] = False
            best_other = held.masked_fill(~others, 0.0).amax(1)  # (B,) 0 when alone
            target = (ret >= best_other - 1e-6).float()
            if self.settings.drop_undefined:
                twins = self._twins(batch, literals >= 0.5) & others  # (B, A) rivals with
                # the taken action's facts
                distinct = held.masked_fill(~others | twins, 0.0).amax(1)
                # held False the twins are no rival and the target is True, held True they are
                # and it is False: no truth meets it unless the return settles it either way
                undefined = twins.any(1) & (ret < 1.0 - 1e-6) & (ret >= distinct - 1e-6)
                defined = ~undefined
        return target, truth, defined

    def _twins(self, batch: TensorBatch, literals: torch.Tensor) -> torch.Tensor:
        """(B, A) actions of the taken action's class whose grounding has exactly the taken
        grounding's literals ``literals`` (B, A, n_literals) bool (an AND-OR network of the
        class gives them the same truth)."""
        rows = torch.arange(len(batch.action))
        taken = literals[rows, batch.action]  # (B, n_literals)
        same = (literals == taken[:, None, :]).all(2)  # (B, A)
        return same & (
            self._class_of_action[None, :] == self._class_of_action[batch.action][:, None]
        )

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """Squared error of the taken action's truth against its target (see ``target``) and,
        with ``best``, of every non-candidate's truth against False, each averaged per word
        class; plus the class priority's loss and ``constraint_weight`` × the α-constraint
        loss."""
        literals = self.replayed_literals(batch)  # (B, A, n_literals), computed once
        target, truth, defined = self.targets(batch, gamma, literals)
        rows = torch.arange(len(target))
        taken = truth[rows, batch.action]  # (B,)
        if self.settings.target == "value":
            total = ((taken - target) ** 2).mean()
        else:
            rewarded = batch.reward.clamp(0.0, 1.0) >= 1.0 - 1e-6  # (B,)
            typed = rewarded if self.settings.typed_credit else None
            held_grad, held = truth, truth.detach()
            truth, explained = self.truths(batch, typed, literals)
            # a True target teaches the gate that explains it, a False one every gate
            taken = torch.where(
                target >= 0.5, explained[rows, batch.action], truth[rows, batch.action]
            )
            taken_class = self._class_of_action[batch.action]  # (B,)
            off = ~batch.mask  # (B, A): actions the agent cannot take there
            m = self.settings.truth_margin
            goal = target * (1.0 + 2.0 * m) - m  # 1 → 1 + m, 0 → −m
            total = _class_mean(
                ((taken - goal) ** 2)[defined], taken_class[defined], self._n_classes
            )
            total = total + _class_mean(  # not a candidate: False, without the margin
                (held_grad[off] + m) ** 2,
                self._class_of_action.expand_as(off)[off],
                self._n_classes,
            )
            total = total + self._priority_loss(held, batch)
            self.record(
                *(t.numpy() for t in (batch.action, held, target, defined, rewarded)),
                (literals >= 0.5).numpy(),
            )
        if self._multiplier:
            logic = self._logic_loss()
            total = total + self._multiplier * logic
        return Loss(total, (taken - target).detach())

    def _logic_loss(self) -> torch.Tensor:
        """The α-constraint loss. With ``fixed_bias`` only its slack term is left: at β = 1 it is
        ``α Σ w (1 − w)`` over every weight in [0, 1], zero iff each weight is 0 or decisive (1);
        the gate term would allow a single input and is not used (facts are 0 or 1, where a
        gate of weights 0 and 1 is classical with any number of inputs)."""
        net = self.network
        if self.settings.fixed_bias:
            weights = (net.and_weight, net.or_weight)
            return net.alpha * sum((w * (1.0 - w)).sum() for w in weights)
        margin = self.settings.constraint_margin
        if self.settings.constrain == "and":
            return net.and_constraint_loss(margin)
        return net.constraint_loss(margin)

    @property
    def _n_classes(self) -> int:
        return len(self.vocabulary.classes)

    def _priority_loss(self, truth: torch.Tensor, batch: TensorBatch) -> torch.Tensor:
        """Cross-entropy of the class priorities where the taken action won the game (its game
        score rose) while actions of other classes were held True (≥ 0.5) too: the winning
        action's class should rank first."""
        held = batch.mask & (truth >= 0.5)  # (B, A)
        won = batch.score > 0
        right = torch.zeros_like(held)
        right[torch.arange(len(right)), batch.action] = True
        right &= held & won[:, None]
        rows = right.any(1) & (held & ~right).any(1)
        if not rows.any():
            return truth.new_zeros(())
        weights = torch.exp(torch.tanh(self.network.priority))  # (n_classes,)
        held_by_class = held[rows].float() @ self._class_onehot  # (R, n_classes)
        right_by_class = right[rows].float() @ self._class_onehot
        return (torch.log(held_by_class @ weights) - torch.log(right_by_class @ weights)).mean()

    def record(
        self,
        action: np.ndarray,
        truth: np.ndarray,
        target: np.ndarray,
        defined: np.ndarray,
        rewarded: np.ndarray,
        literals: np.ndarray,
    ) -> None:
        """Growth bookkeeping: each class's (defined) True targets, the missed ones' literal
        rows, and which literals its groundings were seen true and false at. The taken actions
        (B,), the LNN's truths (B, A), the targets and whether each is defined and rewarded
        (B,), the states' literal rows (B, A, n_literals) as bools."""
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
            mine_missed = missed & (taken_class == ci)
            if mine_missed.any():
                self._window.miss(ci, taken_literals[mine_missed], rewarded[mine_missed])

    def learner(self, lr: float) -> Learner:
        """The numpy update (default; :mod:`training.methods.fol_lnn_update`) or Adam on the
        autograd gradient of :meth:`loss` (``settings.update``, and every configuration the
        numpy update does not compute)."""
        if self.settings.update == "numpy" and fol_lnn_update.supports(self.settings):
            return fol_lnn_update.FolLnnLearner(self, lr)
        return AutogradLearner(self, lr)

    def after_update(self) -> bool:
        """Keep the weights non-negative; every ``grow_patience`` updates, grow a class whose
        truths keep missing its True targets (True when the network grew: a new learner).

        A class whose truths missed (did not read True, ≥ α) more than ``grow_threshold`` of
        its True targets in the window, and no more than 10% fewer than in the previous window,
        gets a new AND gate (up to ``max_gates``): the classical conjunction of the literals of
        the case it missed most often (the most specific rule for it; training generalises it),
        a literal its groundings were never seen to change (``¬visited(coin)``) left out.
        """
        self._project()
        self._updates += 1
        patience = self.settings.grow_patience
        if self.settings.target == "value" or not patience or self._updates % patience:
            return False
        grow = self._window.close(
            self.network.config.gates, self.settings.grow_threshold, self.settings.max_gates
        )
        for ci, (rows, kinds) in grow.items():
            cls = self.vocabulary.classes[ci]
            if not self.settings.typed_credit:
                kinds = np.ones_like(kinds)
            keyed = np.concatenate((rows, kinds[:, None]), axis=1)  # a case and its kind
            patterns, counts = np.unique(keyed, axis=0, return_counts=True)
            case = patterns[counts.argmax()]
            varies = self._seen_true[ci] & self._seen_false[ci]
            literals = np.flatnonzero(case[:-1] & varies)
            self.network.add_gate(cls.name, literals.tolist())
            self._gate_kind[ci].append(bool(case[-1]))
        grew = bool(grow)
        if grew:
            self._project()
        return grew

    @torch.no_grad()
    def _project(self) -> None:
        """Weights ≥ 0; with ``fixed_bias`` also ≤ 1 and every bias 1."""
        net = self.network
        net.project_()
        if self.settings.fixed_bias:
            net.and_weight.clamp_(max=1.0)
            net.or_weight.clamp_(max=1.0)
            net.and_bias.fill_(1.0)
            net.or_bias.fill_(1.0)

    def _anneal(self, epoch: int) -> float:
        """λ before training epoch ``epoch``."""
        s = self.settings
        ramp = (epoch - s.anneal_start) / max(1, s.anneal_epochs)
        return s.constraint_weight * min(1.0, max(0.0, ramp))

    def begin_epoch(self, epoch: int) -> bool:
        """Anneal the α-constraint loss in (``anneal_start``, ``anneal_epochs``); the network
        keeps its shape."""
        self._multiplier = self._anneal(epoch)
        return False

    def rules(self) -> tuple[Rule, ...]:
        """The LNN's rules read off its weights at α (docs/architecture.md §4)."""
        return self.network.rules()

    def structure(self) -> RuleStructure:
        """The rules as sets of conjunctions."""
        return self.network.structure()


def _class_mean(errors: torch.Tensor, classes: torch.Tensor, n_classes: int) -> torch.Tensor:
    """Mean of ``errors`` (N,) within each class of ``classes`` (N,), then over the classes
    present: a class whose cases are rare (the coin is in one room) is not drowned."""
    if errors.numel() == 0:
        return errors.new_zeros(())
    sums = torch.zeros(n_classes).index_add(0, classes, errors)
    counts = torch.bincount(classes, minlength=n_classes)
    present = counts > 0
    return (sums[present] / counts[present]).mean()
