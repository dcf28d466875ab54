"""The test oracle of the LNN's computations, in torch: its forward, its rule readout and
explanations, and the losses of the two LNN methods' updates, as autograd differentiates them.

What runs is numpy: the forward is :mod:`model.kernel` (training, the service and the agent), the
rules and explanations :mod:`model.readout` through :mod:`model.numpy_policy`, the updates are
hand-derived (:mod:`training.methods.fol_lnn_update`,
:mod:`training.methods.fol_lnn_critic_update`). This file is the same maths written the readable
way, so the tests can check every value and every gradient of those against autograd's. Nothing
outside ``tests/`` imports it.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import Tensor

from converter.facts import FactTable
from model.critic import GroundingCritic, lexicographic_truth_targets
from model.lnn import truth_clamp
from model.policy import FolLnnPolicy, collate
from model.rules import Conjunction, Explanation, FiringLiteral, Rule
from training.methods import fol_lnn_critic_update, fol_lnn_update
from training.methods.base import (
    AutogradLearner,
    Loss,
    TensorBatch,
    dqn_target,
    fact_batch,
    split_targets,
)
from training.methods.fol_lnn_critic_update import SPARSE

# -- the forward ------------------------------------------------------------------------------


def preactivation(net: FolLnnPolicy, literals: Tensor) -> Tensor:
    """(B, W, G) every AND gate at every grounding before the clamp, ``β − Σ w (1 − x)``."""
    return torch.matmul(literals, net.and_weight.t()) + (net.and_bias - net.and_weight.sum(1))


def contributions(net: FolLnnPolicy, gates: Tensor) -> Tensor:
    """(B, W, G) each gate's truth times its OR weight, zero for other classes' gates."""
    return gates * (net.or_weight * net._row_gate_mask)


def or_truth(net: FolLnnPolicy, contribution: Tensor) -> Tensor:
    """(B, W) each word's OR ``1 − β + Σ v a``, clamped straight-through."""
    return truth_clamp(contribution.sum(2) + (1.0 - net.or_bias[net._row_network]))


def truth(net: FolLnnPolicy, literals: Tensor) -> Tensor:
    """(B, W) the LNN's truths from literal rows (B, W, 2k), with autograd."""
    return or_truth(net, contributions(net, truth_clamp(preactivation(net, literals))))


def rank(net: FolLnnPolicy, literals: Tensor) -> Tensor:
    """(B, W) the truths plus the class priority's tie-break."""
    return truth(net, literals) + 1e-3 * torch.tanh(net.priority)[net._row_network]


class Oracle:
    """A method with an autograd loss: what :class:`AutogradLearner` steps on."""

    def __init__(self, method, loss) -> None:  # noqa: ANN001 - a method and one of the losses
        self.method, self._loss = method, loss
        self.max_grad_norm = method.max_grad_norm

    def param_groups(self, lr: float) -> list[dict]:
        return self.method.param_groups(lr)

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        return self._loss(self.method, batch, gamma)


def learner(method, loss, lr: float) -> AutogradLearner:  # noqa: ANN001
    """Adam on autograd's gradient of ``loss`` (one of this file's) for ``method``."""
    return AutogradLearner(Oracle(method, loss), lr)


# -- fol-lnn ----------------------------------------------------------------------------------


def fol_lnn_truths(method, batch: TensorBatch, rewarded: Tensor | None, literals: Tensor):  # noqa: ANN001, ANN201
    """(B, A) the truths twice: through the false margin's plain clamp (a False case teaches
    every gate that fires), and with each OR's gradient flowing only into the gate of the
    case's kind closest to firing (a True case teaches the gate that explains it)."""
    net = method.network
    pre = preactivation(net, literals)  # (B, A, G)
    margin = method.settings.false_margin
    lift = torch.full_like(pre, margin)
    if method.settings.margin_until_decisive:  # no margin where a decisive literal is false
        decisive = (net.and_weight.detach() >= 1.0).float()  # (G, 2k)
        lift = torch.where((1.0 - literals) @ decisive.T > 0.5, 0.0, lift)
    false_truth = or_truth(net, contributions(net, (pre + lift).clamp(0.0, 1.0)))
    contrib = contributions(net, truth_clamp(pre))
    own = net._row_gate_mask.bool()[None]  # (1, A, G)
    if rewarded is not None:  # typed_credit
        kinds = torch.tensor([k for ks in method.gate_kind for k in ks], dtype=torch.bool)
        own = own & (kinds[None, None, :] == rewarded[:, None, None])
    closest = torch.round(pre.detach(), decimals=fol_lnn_update.CLOSEST_DECIMALS)
    scored = closest.masked_fill(~own, float("-inf"))
    best = scored.argmax(2, keepdim=True)
    winner = torch.zeros_like(contrib, dtype=torch.bool).scatter_(2, best, True)
    winner &= own.expand_as(winner)
    explained = torch.where(winner, contrib, contrib.detach())
    # teach_soft_gates: each gate of the kind no literal decides, not explaining the case
    soft = ~(net.and_weight.detach() >= 1.0).any(1)  # (G,)
    return (
        false_truth,
        or_truth(net, explained),
        contrib,
        own.expand_as(winner) & ~winner & soft,
    )


def dqn_target_clipped(method, batch: TensorBatch, gamma: float) -> Tensor:  # noqa: ANN001
    """(B,) the taken action's one-step return ``clip(r + γ max_a' T(s', a'), 0, 1)``."""
    with torch.no_grad():
        q_next = truth(method.network, method.network.literals(fact_batch(batch.next_state)))
        ret = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
    return ret.clamp(0.0, 1.0)


def fol_lnn_targets(method, batch: TensorBatch, gamma: float, literals: Tensor | None = None):  # noqa: ANN001, ANN201
    """(B,) the taken action's target, (B, A) the network's truths (with grad), (B,) defined."""
    if literals is None:
        literals = method.network.literals(fact_batch(batch.state))
    held_grad = truth(method.network, literals)
    with torch.no_grad():
        next_literals = method.network.literals(fact_batch(batch.next_state))
        q_next = truth(method.network, next_literals)
        ret = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
        ret = ret.clamp(0.0, 1.0)
        held = held_grad.detach()
        rows = torch.arange(len(ret))
        others = batch.mask.clone()
        others[rows, batch.action] = False
        best_other = held.masked_fill(~others, 0.0).amax(1)
        state, after = batch.state, batch.next_state
        loop = (state["unary"] == after["unary"]).all(2).all(1)
        loop &= (state["nullary"] == after["nullary"]).all(1)
        loop &= method.settings.self_loop_target
        best_other = torch.where(loop, held.masked_fill(~batch.mask, 0.0).amax(1), best_other)
        target = ((ret >= best_other - 1e-6) & (~loop | (batch.reward > 0))).float()
        defined = torch.ones_like(ret, dtype=torch.bool)
        if method.settings.drop_undefined:
            bits = literals >= 0.5
            same = (bits == bits[rows, batch.action][:, None, :]).all(2)
            kin = method.class_of_action[None, :] == method.class_of_action[batch.action][:, None]
            twins = same & kin & others
            distinct = held.masked_fill(~others | twins, 0.0).amax(1)
            defined = ~(twins.any(1) & ~loop & (ret < 1.0 - 1e-6) & (ret >= distinct - 1e-6))
    return target, held_grad, defined


def class_mean(errors: Tensor, classes: Tensor, n_classes: int) -> Tensor:
    """Mean of ``errors`` within each class, then over the classes present."""
    if errors.numel() == 0:
        return errors.new_zeros(())
    sums = torch.zeros(n_classes).index_add(0, classes, errors)
    counts = torch.bincount(classes, minlength=n_classes)
    present = counts > 0
    return (sums[present] / counts[present]).mean()


def priority_loss(net: FolLnnPolicy, held: Tensor, right: Tensor, onehot: Tensor) -> Tensor:
    """Cross-entropy of the class priorities: of the actions ``held`` True (B, A), the ``right``
    ones' classes should rank first, in the rows with both kinds."""
    rows = right.any(1) & (held & ~right).any(1)
    if not rows.any():
        return torch.zeros(())
    weights = torch.exp(torch.tanh(net.priority))
    held_by_class = held[rows].float() @ onehot
    right_by_class = right[rows].float() @ onehot
    return (torch.log(held_by_class @ weights) - torch.log(right_by_class @ weights)).mean()


def fol_lnn_loss(method, batch: TensorBatch, gamma: float) -> Loss:  # noqa: ANN001
    """``fol-lnn``'s loss (:mod:`training.methods.fol_lnn_update`), with its growth bookkeeping."""
    net, s = method.network, method.settings
    literals = net.literals(fact_batch(batch.state))
    target, held_grad, defined = fol_lnn_targets(method, batch, gamma, literals)
    held = held_grad.detach()
    rows = torch.arange(len(target))
    rewarded = batch.reward.clamp(0.0, 1.0) >= 1.0 - 1e-6
    false_truth, explained, contrib, soft = fol_lnn_truths(
        method, batch, rewarded if s.typed_credit else None, literals
    )
    taken = torch.where(
        target >= 0.5, explained[rows, batch.action], false_truth[rows, batch.action]
    )
    n_classes = len(method.vocabulary.classes)
    m = s.truth_margin
    goal = target * (1.0 + 2.0 * m) - m
    taken_class = method.class_of_action[batch.action]
    total = class_mean(((taken - goal) ** 2)[defined], taken_class[defined], n_classes)
    off = ~batch.mask
    total = total + class_mean(
        (held_grad[off] + m) ** 2, method.class_of_action.expand_as(off)[off], n_classes
    )
    if s.teach_soft_gates:  # each soft gate of a True case's kind, on its own truth
        pairs = soft[rows, batch.action] & ((target >= 0.5) & defined)[:, None]  # (B, G)
        case, gate = pairs.nonzero(as_tuple=True)
        # the truth the network would hold with that gate alone
        alone = contrib[case, batch.action[case], gate]
        alone = truth_clamp(alone + (1.0 - net.or_bias[net._row_network[batch.action[case]]]))
        soft_err = alone - goal[case]
        total = total + class_mean(soft_err**2, taken_class[case], n_classes)
    held_true = batch.mask & (held >= 0.5)
    right = torch.zeros_like(held_true)
    right[rows, batch.action] = True
    right &= held_true & (batch.score > 0)[:, None]
    # the taken action held True whose return fell short: the other networks' actions held
    # beyond its return rank above it
    ret = dqn_target_clipped(method, batch, gamma)
    short = held_true[rows, batch.action] & (target < 0.5) & defined
    short &= s.priority_by_returns
    rivals = held_true & (held > ret[:, None] + 1e-6)
    rivals &= method.class_of_action[None, :] != taken_class[:, None]
    right |= rivals & short[:, None]
    total = total + priority_loss(net, held_true, right, method.class_onehot)
    method.record(
        fol_lnn_update.Seen(
            *(t.numpy() for t in (batch.action, held, target, defined, rewarded)),
            (literals >= 0.5).numpy(),
        )
    )
    if method.constraint_lambda:  # the α-constraint loss at β = 1: α Σ w (1 − w)
        logic = net.alpha * sum((w * (1.0 - w)).sum() for w in (net.and_weight, net.or_weight))
        total = total + method.constraint_lambda * logic
    return Loss(total, (taken - target).detach())


# -- fol-lnn-critic ---------------------------------------------------------------------------


def fol_lnn_critic_loss(method, batch: TensorBatch, gamma: float) -> Loss:  # noqa: ANN001
    """``fol-lnn-critic``'s loss (:mod:`training.methods.fol_lnn_critic_update`), with its
    bookkeeping."""
    s, net = method.settings, method.network
    n = batch.action.shape[0]
    unary = torch.cat((batch.state["unary"], batch.next_state["unary"])).float()
    nullary = torch.cat((batch.state["nullary"], batch.next_state["nullary"])).float()
    values = method.critic(unary, nullary)  # (2B, A, 2)
    q, q_next = values[:n], values[n:].detach()
    target = split_targets(
        q_next, batch.next_mask, batch.reward, batch.score, batch.terminal, gamma
    )
    heads = GroundingCritic.heads
    taken = q.gather(1, batch.action[:, None, None].expand(-1, 1, heads)).squeeze(1)
    critic_loss = ((taken - target) ** 2).mean()
    verdict = lexicographic_truth_targets(
        q[..., 0].detach(), q[..., 1].detach(), batch.mask, s.margin
    )
    rows = torch.tensor(method.vocabulary.action_rows)  # each action's word
    literals = torch.cat((unary[:n], nullary[:n, None].expand(-1, unary.shape[1], -1)), 2)
    held = truth(net, torch.cat((literals, 1.0 - literals), 2)[:, rows])  # (B, A)
    err = (held - verdict) ** 2
    n_groups = 2 * len(method.vocabulary.heads)  # a network per (class, verb)
    group = (2 * method.class_of_action[None, :] + (~batch.mask)).flatten()
    sums = torch.zeros(n_groups).index_add(0, group, err.flatten())
    counts = torch.bincount(group, minlength=n_groups)
    present = counts > 0
    policy = (sums[present] / counts[present]).mean()
    sparse = method.updates % SPARSE == 0
    method.record(
        fol_lnn_critic_update.Seen(
            *(t.detach().numpy() for t in (batch.state["unary"], batch.state["nullary"])),
            *(t.detach().numpy() for t in (held, verdict, batch.mask)),
            sparse=sparse,
        )
    )
    true_held = batch.mask & (held.detach() >= 0.5)
    right = true_held & (verdict >= 0.5)
    total = critic_loss + policy + priority_loss(net, true_held, right, method.class_onehot)
    if sparse:
        total = total + SPARSE * method.constraint_lambda * net.constraint_loss()
    miss = (held - verdict).detach().gather(1, batch.action[:, None]).squeeze(1)
    return Loss(total, miss)


# -- the rule readout (model/readout.py, through model/numpy_policy.py) -----------------------


@torch.no_grad()
def gate_readout(net: FolLnnPolicy, c: int) -> tuple[Tensor, Tensor]:
    """(G, n_literals) decisive literals and (G,) whether each gate of network c is in its
    rule: decisive in its OR, able to read True, and not absorbed by another gate of the rule."""
    rows = net._gate_slice(c)
    weight, bias = net.and_weight[rows], net.and_bias[rows]
    threshold = (bias - 1.0 + net.alpha) / net.alpha
    literal_mask = weight >= threshold.unsqueeze(-1)  # (G, n_literals)
    n_atoms = net.n_literals // 2
    pos, neg = literal_mask[:, :n_atoms], literal_mask[:, n_atoms:]
    w_pos, w_neg = weight[:, :n_atoms], weight[:, n_atoms:]
    cost = torch.where(pos, w_neg, torch.where(neg, w_pos, torch.minimum(w_pos, w_neg)))
    can_be_true = ~(pos & neg).any(dim=1) & (bias - cost.sum(dim=1) >= net.alpha)
    or_threshold = (net.or_bias[c] - 1.0 + net.alpha) / net.alpha
    in_rule = (net.or_weight[rows] >= or_threshold) & can_be_true
    contains = ~(literal_mask[:, None, :] & ~literal_mask[None, :, :]).any(2)  # (G, G)
    index = torch.arange(len(in_rule))
    strict = contains & ~contains.t()
    first = contains & contains.t() & (index[:, None] < index[None, :])
    absorbed = ((strict | first) & in_rule[:, None]).any(0)
    return literal_mask, in_rule & ~absorbed


def _conjunction(net: FolLnnPolicy, c: int, k: int, literal_mask: Tensor) -> Conjunction:
    n_atoms = net.n_literals // 2
    on = literal_mask[k].tolist()
    literals = tuple(
        net.literal_set[i + offset] for i in range(n_atoms) for offset in (0, n_atoms)
        if on[i + offset]
    )  # fmt: skip
    return Conjunction(f"{net.network_names[c]}/{k}", literals)


@torch.no_grad()
def rules(net: FolLnnPolicy) -> tuple[Rule, ...]:
    """One rule per network, read off the torch parameters."""
    out = []
    priorities = torch.tanh(net.priority).tolist()
    for c, head in enumerate(net.vocabulary.heads):
        literal_mask, in_rule = gate_readout(net, c)
        conjunctions = tuple(
            _conjunction(net, c, k, literal_mask) for k in torch.nonzero(in_rule).flatten().tolist()
        )
        name = net.network_names[c]
        network = "" if name == head.class_name else name
        out.append(Rule(head.class_name, head.verb, conjunctions, priorities[c], network))
    return tuple(out)


@torch.no_grad()
def explain(net: FolLnnPolicy, table: FactTable, action: str) -> Explanation:
    """The AND gate that made ``action``'s OR true (or came closest), from the torch forward."""
    verb, _, word = action.partition(" ")
    row = net.vocabulary.action_index(verb, word)
    if row is None:
        raise ValueError(f"unknown action {action!r}")
    c = net.vocabulary.action_heads[row]
    batch = net.literals(collate([table]))  # (1, A, L)
    gates_all = truth_clamp(preactivation(net, batch))[0]  # (A, G)
    score = float(truth(net, batch)[0, row])
    literals = batch[0]
    rows = net._gate_slice(c)
    gates = gates_all[row, rows]
    literal_mask, in_rule = gate_readout(net, c)
    contribution = net.or_weight[rows] * gates
    candidates = contribution.masked_fill(~in_rule, -1.0) if in_rule.any() else contribution
    k = int(torch.argmax(candidates))
    conjunction = _conjunction(net, c, k, literal_mask)
    firing = tuple(
        FiringLiteral(lit.ground(word), lit.negated, float(literals[row, column]))
        for lit in conjunction.literals
        for column in [net.literal_set.index(lit)]
    )
    body = " ∧ ".join(str(f) for f in firing) or "⊤"
    return Explanation(
        action=action,
        score=score,
        fired=bool(in_rule[k]) and gates[k].item() >= net.alpha,
        rule_id=conjunction.rule_id,
        rule_text=f"{body} → {verb}({word})",
        literals=firing,
    )


def critic_parameters(method) -> list[Tensor]:  # noqa: ANN001 - a FolLnnCriticMethod
    """``fol-lnn-critic``'s trained tensors, in its learner's order (``FolLnnCriticLearner``)."""
    net, critic = method.network, method.critic.net
    return [
        net.and_weight, net.and_bias, net.or_weight, net.or_bias,
        critic[0].weight, critic[0].bias, critic[2].weight, critic[2].bias,
        net.priority,
    ]  # fmt: skip


def spread_critic_weights(method, seed: int) -> None:  # noqa: ANN001 - a FolLnnCriticMethod
    """Move ``fol-lnn-critic`` away from its init: uneven weights, some negative before the
    projection, candidates held true (ties the class priority orders), critic values inside
    [0, 1]."""
    rng = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        method.network.and_weight.uniform_(-0.1, 1.5, generator=rng)
        method.network.or_weight.uniform_(0.2, 1.5, generator=rng)
        method.network.or_bias.uniform_(0.0, 0.3, generator=rng)
        method.critic.net[2].weight.uniform_(-0.5, 0.5, generator=rng)
        method.critic.net[2].bias.fill_(0.5)


def check_critic_gradients(method, learner, batch, gamma: float) -> list[Tensor]:  # noqa: ANN001
    """Assert that ``learner``'s hand-derived loss and gradients on a replayed ``batch`` are
    autograd's on :func:`fol_lnn_critic_loss`; returns the parameters autograd gave a gradient
    (a parameter without one must have none from the learner either)."""
    params = critic_parameters(method)
    result = learner.gradients(batch, gamma)
    for p in params:
        p.grad = None
    loss = fol_lnn_critic_loss(method, TensorBatch.from_replay(batch), gamma).total
    loss.backward()
    assert result.loss == pytest.approx(float(loss.detach()), rel=1e-5, abs=1e-6)
    graded = []
    for p, g in zip(params, result.grads, strict=True):
        if p.grad is None:
            assert g is None
            continue
        graded.append(p)
        scale = max(1.0, float(p.grad.abs().max()))
        np.testing.assert_allclose(g, p.grad.numpy(), rtol=0, atol=2e-6 * scale)
    return graded
