"""``fol-lnn``'s training update: its loss and the loss's gradient, derived by hand, in numpy.

What one update computes (:class:`FolLnnLearner`): one forward of the LNN
(:func:`model.kernel.forward`, the one serving runs) over the replayed states and next states
together; each taken action's target, True when its clipped one-step return
``clip(r + γ max_a' T(s', a'), 0, 1)`` reaches the best truth the state's other candidates hold
(False otherwise), a case whose rival twin decides it left out (``drop_undefined``); the
squared error of the taken action's truth against its target and of every non-candidate's
truth against False, each averaged per word class; the class-priority loss; the α-constraint
term ``λ α Σ w (1 − w)``. Then its gradient, the gradient-norm clip and torch's Adam formula
(:class:`training.methods.numpy_update.FlatAdam`, float32), in place on the network's
parameters. At this network's size (a few words, eight literals, a few AND gates) this is
several times cheaper than autograd on the same loss (docs/training.md, "One update per
method").

Conventions at the kinks are autograd's: the truth clamps are straight-through (identity
gradient, docs/lnn.md), the false margin's plain ``clamp(0, 1)`` passes where its input lies in
[0, 1] (both ends included), and the explaining gate is the first of the largest
pre-activations (``argmax``). ``tests/training/lnn_oracle.py`` writes the same loss in torch;
the tests check the loss and every gradient against autograd on it, on batches replayed from
real games, and steps of the two learners.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

import numpy as np
import torch

from converter.facts import Vocabulary
from model import kernel
from model.kernel import clip01
from model.policy import FolLnnPolicy
from training.methods.numpy_update import (
    FlatAdam,
    clip_grad_norm,
    group_mean_squares,
    priority_gradient,
)
from training.replay import Batch

__all__ = ["FolLnnLearner", "Seen"]

TIE = 1e-6
"""The tolerance of the targets' comparisons."""
CLOSEST_DECIMALS = 5
"""The pre-activations are compared at this many decimals to pick the gate of a True case's
kind closest to firing: two gates that both fire fully (a soft gate whose literals all hold
beside the exact gate grown from it) tie, and the first is taken, whatever order the matrix
product summed them in (float32's last bit would otherwise pick one). Two values on either side
of a rounding boundary still split: the tie is made likely, not certain."""


class FolLnnSettingsView(Protocol):
    """The options of ``fol-lnn`` this update reads (``FolLnnSettings``)."""

    truth_margin: float
    drop_undefined: bool
    false_margin: float
    margin_until_decisive: bool
    teach_soft_gates: bool
    self_loop_target: bool
    priority_by_returns: bool


class Seen(NamedTuple):
    """What one update shows the method's growth bookkeeping (``FolLnnMethod.record``)."""

    action: np.ndarray  # (B,) the taken actions
    truth: np.ndarray  # (B, A) the LNN's truths
    target: np.ndarray  # (B,) the taken actions' truth targets
    defined: np.ndarray  # (B,) whether each target is defined (bool)
    rewarded: np.ndarray  # (B,) whether each transition was rewarded (bool)
    literals: np.ndarray  # (B, A, n_literals) the states' literal rows (bool)


class LnnMethod(Protocol):
    """What this update reads and calls of the method it updates (``FolLnnMethod``, which
    imports this module for its learner: a protocol, so the two modules import one way)."""

    network: FolLnnPolicy
    vocabulary: Vocabulary
    settings: FolLnnSettingsView
    max_grad_norm: float | None
    constraint_lambda: float
    typed_credit: bool
    """Whether typed credit applies this epoch (``FolLnnSettings.typed_credit``, from
    ``typed_credit_from``)."""
    gate_kind: list[list[bool]]
    class_of_action: torch.Tensor
    class_onehot: torch.Tensor

    def param_groups(self, lr: float) -> list[dict]: ...

    def record(self, seen: Seen) -> None:
        """The update's growth bookkeeping."""
        ...


class FolLnnLearner:
    """Takes ``fol-lnn``'s training updates: loss, hand-derived gradient, the gradient-norm clip
    and Adam, all in numpy, in place on the network's parameters.

    Built for the network's current shapes: rebuild it when
    :meth:`FolLnnMethod.after_update` reports growth (a new Adam); a stale learner refuses to step.
    """

    def __init__(self, method: LnnMethod, lr: float) -> None:
        self.method = method
        net = method.network
        self._shaped_for = net.and_weight  # the parameter objects change when the network grows
        params = [p for group in method.param_groups(lr) for p in group["params"]]
        lrs = [group["lr"] for group in method.param_groups(lr) for _ in group["params"]]
        expected = [net.and_weight, net.or_weight, net.priority]
        if [id(p) for p in params] != [id(p) for p in expected]:
            raise ValueError("fol-lnn's parameters are and_weight, or_weight, priority")
        # numpy views of the torch parameters: in-place updates land in the module; the
        # priority last, the one parameter that may have no gradient (FlatAdam)
        self.lnn = net.lnn()  # the kernel's arrays: views of the parameters
        self.and_w, self.or_w, self.priority = (p.detach().numpy() for p in params)
        self.adam = FlatAdam([self.and_w, self.or_w, self.priority], lrs)
        self.class_of_action = method.class_of_action.numpy()  # (A,)
        self.class_onehot = method.class_onehot.numpy()  # (A, C): words are in action order
        self.word_gate = self.lnn.row_gates  # (W, G)
        self.own = self.word_gate > 0
        self.kinds = np.array([k for ks in method.gate_kind for k in ks], bool)  # (G,)
        self.n_classes = len(method.vocabulary.heads)  # networks: one per (class, verb)
        self.n_unary = len(method.vocabulary.unary_predicates)
        self.n_atoms = self.n_unary + len(method.vocabulary.nullary_predicates)
        self.alpha = np.float32(net.alpha)
        self._literals: np.ndarray | None = None

    def step(self, batch: Batch, gamma: float) -> float:
        """One update on a replayed mini-batch; returns the loss (the oracle's to rounding)."""
        loss, grads = self.loss_and_grads(batch, gamma)
        self.adam.step(clip_grad_norm(grads, self.method.max_grad_norm))
        return loss

    def _literal_rows(self, batch: Batch) -> np.ndarray:
        """(2B, A, 2k) the literal rows of the states, then the next states (k atoms), one per
        action (its word's: :meth:`FolLnnPolicy.action_literals`)."""
        n = len(batch.action)
        n_words = batch.state["unary"].shape[1]
        shape = (2 * n, n_words, 2 * self.n_atoms)
        if self._literals is None or self._literals.shape != shape:
            self._literals = np.empty(shape, np.float32)
        rows = self._literals
        kernel.literal_rows(batch.state["unary"], batch.state["nullary"], rows[:n])
        kernel.literal_rows(batch.next_state["unary"], batch.next_state["nullary"], rows[n:])
        return self.method.network.action_literals(rows)

    def loss_and_grads(self, batch: Batch, gamma: float) -> tuple[float, list[np.ndarray | None]]:
        """The loss of a replayed batch and its gradient, one array per parameter in
        ``param_groups`` order (None for the priority when its loss has no row); records the
        growth bookkeeping (:meth:`FolLnnMethod.record`)."""
        method = self.method
        if self._shaped_for is not method.network.and_weight:
            raise RuntimeError("the network changed shape: ask the method for a new learner")
        s = method.settings
        n = len(batch.action)
        rows, action, mask = np.arange(n), batch.action, batch.mask
        literals = self._literal_rows(batch)
        n_words = literals.shape[1]

        # one forward for s and s': pre (2B, W, G), gates clamped, truths (2B, W)
        forward = kernel.forward(literals, self.lnn)
        v, or_base = forward.or_weight, forward.or_base  # (W, G), (W,)
        held, q_next = forward.truth[:n], forward.truth[n:]
        pre, gates, literals = forward.pre[:n], forward.gates[:n], literals[:n]

        # targets: the clipped one-step return against the best truth of the other candidates
        best_next = np.where(batch.next_mask, q_next, -np.inf).max(1)
        ret = batch.reward + np.float32(gamma) * best_next * (1.0 - batch.terminal)
        ret = np.minimum(np.maximum(ret, 0.0), 1.0).astype(np.float32)
        others = mask.copy()
        others[rows, action] = False
        best_other = np.where(others, held, 0.0).max(1)
        # a transition that left the facts as they were (a refused move, a take of nothing)
        # returns to its own state: its return r + γ V(s) reaches V(s) only when it earned
        # something, r ≥ (1 − γ) V(s) > 0 (Bellman's equation on a self-loop, V(s) > 0 where
        # a reward is reachable), so its rival is the state's best candidate, itself included,
        # and a loop that earned nothing is False (docs/training.md, "The whole action space");
        # with ``self_loop_target`` off no transition is read as one
        loop = (batch.state["unary"] == batch.next_state["unary"]).all((1, 2)) & (
            batch.state["nullary"] == batch.next_state["nullary"]
        ).all(1)
        loop &= s.self_loop_target
        best_other = np.where(loop, np.where(mask, held, 0.0).max(1), best_other)
        reaches = (ret >= best_other - TIE) & (~loop | (batch.reward > 0))
        target = reaches.astype(np.float32)
        defined = np.ones(n, bool)
        bits = literals >= 0.5
        if s.drop_undefined:
            taken_bits = bits[rows, action]  # (B, 2k)
            same = (bits == taken_bits[:, None, :]).all(2)
            kin = self.class_of_action[None, :] == self.class_of_action[action][:, None]
            twins = same & kin & others
            distinct = np.where(others & ~twins, held, 0.0).max(1)
            # a self-loop's target does not hang on its twin's truth: it stays defined
            defined = ~(twins.any(1) & ~loop & (ret < 1.0 - TIE) & (ret >= distinct - TIE))

        # the truths taught: False cases through the false margin's plain
        # clamp, True cases through the one gate of their kind closest to firing
        lifted = pre + np.float32(s.false_margin)
        if s.margin_until_decisive:  # a gate a decisive literal turns off is off: no margin
            decisive = (self.and_w >= 1.0).astype(np.float32)  # (G, 2k)
            complement_rows = 1.0 - literals  # (B, W, 2k): the literals false at each row
            decided = (complement_rows @ decisive.T) > 0.5  # (B, W, G)
            lifted = np.where(decided, pre, lifted)
        passes = (lifted >= 0.0) & (lifted <= 1.0)
        gates_false = clip01(lifted)
        truth_false = clip01((gates_false * v).sum(2) + or_base)
        rewarded = np.minimum(np.maximum(batch.reward, 0.0), 1.0) >= 1.0 - TIE  # (B,)
        own = self.own[None]  # (1, W, G)
        if method.typed_credit:
            own = own & (self.kinds[None, None, :] == rewarded[:, None, None])
        scored = np.where(own, np.round(pre, CLOSEST_DECIMALS), -np.inf)
        winner = np.zeros(scored.shape, bool)
        np.put_along_axis(winner, scored.argmax(2)[..., None], True, 2)
        winner &= own  # no gate of the kind: no gate is taught
        # the explained truth's value is the network's (held); only its gradient differs

        taught = target >= 0.5
        taken = np.where(taught, held[rows, action], truth_false[rows, action])
        m = np.float32(s.truth_margin)
        goal = target * (1.0 + 2.0 * m) - m
        taken_class = self.class_of_action[action]
        err = taken - goal
        loss_taken, d_taken = group_mean_squares(err[defined], taken_class[defined], self.n_classes)
        off = ~mask
        off_err = held[off] + m
        off_class = np.broadcast_to(self.class_of_action, off.shape)[off]
        loss_off, d_off = group_mean_squares(off_err, off_class, self.n_classes)
        if s.teach_soft_gates:  # each soft gate of the True case's kind, on its own truth
            soft = ~(self.and_w >= 1.0).any(1)  # (G,) no decisive literal
            pairs = (own & ~winner)[rows, action] & soft  # (B, G)
            pairs &= (taught & defined)[:, None]
            case, gate = np.nonzero(pairs)
            # the truth the network would hold with that gate alone: clamp(v a + 1 − β)
            soft_gate = gates[case, action[case], gate]
            soft_v = v[action[case], gate]
            soft_held = np.minimum(np.maximum(soft_v * soft_gate + or_base[action[case]], 0.0), 1.0)
            soft_err = soft_held - goal[case]
            loss_soft, d_soft = group_mean_squares(soft_err, taken_class[case], self.n_classes)

        # dL/d of the three truths (B, W): the network's (held), false-margin, explained
        d_held = np.zeros((n, n_words), np.float32)
        d_held[off] = d_off
        d_false = np.zeros_like(d_held)
        d_explained = np.zeros_like(d_held)
        d_case = np.zeros(n, np.float32)
        d_case[defined] = d_taken
        d_explained[rows, action] = np.where(taught, d_case, 0.0)
        d_false[rows, action] = np.where(taught, 0.0, d_case)

        # through the ORs (straight-through clamp) and the ANDs' gates: the network's truth
        # and the explained one through the straight-through gate clamp, the false margin's
        # through its plain clamp
        d_gate_st = d_held[..., None] + d_explained[..., None] * winner  # (B, W, G)
        d_gate_false = d_false[..., None] * passes
        grad_or_w = (
            (d_gate_st * gates + d_false[..., None] * gates_false).sum(0) * self.word_gate
        ).sum(0)
        d_pre = (d_gate_st + d_gate_false) * v  # (B, W, G)
        if s.teach_soft_gates:  # through the straight-through clamps: its OR weight, its AND
            np.add.at(grad_or_w, gate, d_soft * soft_gate)
            np.add.at(d_pre, (case, action[case], gate), d_soft * soft_v)
        # pre = β − Σ w (1 − x): 1 − x is the literal row with its halves swapped, so a
        # literal true in every row the gradient flows from gets exactly 0 (autograd sums
        # x·wᵀ's and Σ w's gradients apart and leaves ~1 ulp there, which Adam's first
        # steps turn into moves of ~lr)
        k = self.n_atoms
        complement = np.concatenate((literals[..., k:], literals[..., :k]), -1)
        flat_d = d_pre.reshape(n * n_words, -1)
        grad_and_w = -(flat_d.T @ complement.reshape(n * n_words, -1))

        # the class priority orders the networks as the one-step returns order their actions:
        # where the game was won, the taken action's class ranks first; where the taken action
        # was held True and its return fell short of what another network's action is held
        # (its target False), that network ranks above it (docs/training.md, "The class
        # priority"; the second kind of row only with ``priority_by_returns``)
        held_true = mask & (held >= 0.5)
        right = np.zeros_like(held_true)
        right[rows, action] = True
        right &= held_true & (batch.score > 0)[:, None]
        short = held_true[rows, action] & ~reaches & defined & s.priority_by_returns  # (B,)
        rivals = held_true & (held > ret[:, None] + TIE)
        rivals &= self.class_of_action[None, :] != taken_class[:, None]
        right |= rivals & short[:, None]
        loss_priority, grad_priority = priority_gradient(
            held_true, right, self.priority, self.class_onehot
        )

        total = loss_taken + loss_off + loss_priority
        if s.teach_soft_gates:
            total += loss_soft
        if method.constraint_lambda:  # the α-constraint loss: α Σ w (1 − w)
            weight = np.float32(method.constraint_lambda) * self.alpha
            total += float(weight) * float(
                (self.and_w * (1.0 - self.and_w)).sum() + (self.or_w * (1.0 - self.or_w)).sum()
            )
            grad_and_w += weight * (1.0 - 2.0 * self.and_w)
            grad_or_w = grad_or_w + weight * (1.0 - 2.0 * self.or_w)

        method.record(Seen(action, held, target, defined, rewarded, bits))
        grads = [grad_and_w.astype(np.float32), grad_or_w.astype(np.float32), grad_priority]
        return total, grads
