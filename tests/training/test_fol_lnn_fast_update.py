"""``fol-lnn``'s update computes the replayed states' literal rows once and shares them between
its forward passes, its twin check and its growth bookkeeping (issue 21: a run's results must
not change with its cost). The reference below is the update as first written, each part
computing the rows itself; both learn from the same replayed transitions of real games, and
every loss, gradient, weight and growth count must be bit-equal.
"""

from __future__ import annotations

import copy

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter
from model.lnn import truth_clamp
from training.methods import FolLnnSettings, MethodSettings, make_method
from training.methods.base import AutogradLearner, Loss, dqn_target, fact_batch
from training.methods.fol_lnn import FolLnnMethod, _class_mean


class _PlainFolLnn(FolLnnMethod):
    """:class:`FolLnnMethod` with its update as first written."""

    def truths(self, batch, rewarded=None, literals=None):
        net = self.network
        pre = net.and_preactivation(fact_batch(batch.state))
        margin = self.settings.false_margin
        truth = net.or_truth(net.contributions((pre + margin).clamp(0.0, 1.0)))
        contrib = net.contributions(truth_clamp(pre))
        own = net._word_gate_mask.bool()[None]
        if rewarded is not None:
            kinds = torch.tensor([k for ks in self._gate_kind for k in ks], dtype=torch.bool)
            own = own & (kinds[None, None, :] == rewarded[:, None, None])
        scored = pre.detach().masked_fill(~own, float("-inf"))
        best = scored.argmax(2, keepdim=True)
        winner = torch.zeros_like(contrib, dtype=torch.bool).scatter_(2, best, True)
        winner &= own.expand_as(winner)
        explained = torch.where(winner, contrib, contrib.detach())
        return truth, net.or_truth(explained)

    def targets(self, batch, gamma, literals=None):
        truth = self.q_values(batch.state)
        with torch.no_grad():
            q_next = self.q_values(batch.next_state)
            ret = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
            ret = ret.clamp(0.0, 1.0)
            defined = torch.ones_like(ret, dtype=torch.bool)
            if self.settings.target == "value":
                return ret, truth, defined
            held = truth.detach()
            rows = torch.arange(len(ret))
            others = batch.mask.clone()
            others[rows, batch.action] = False
            best_other = held.masked_fill(~others, 0.0).amax(1)
            target = (ret >= best_other - 1e-6).float()
            if self.settings.drop_undefined:
                twins = self._plain_twins(batch) & others
                distinct = held.masked_fill(~others | twins, 0.0).amax(1)
                undefined = twins.any(1) & (ret < 1.0 - 1e-6) & (ret >= distinct - 1e-6)
                defined = ~undefined
        return target, truth, defined

    def _plain_twins(self, batch):
        literals = self.network.literals(fact_batch(batch.state)) >= 0.5
        rows = torch.arange(len(batch.action))
        taken = literals[rows, batch.action]
        same = (literals == taken[:, None, :]).all(2)
        return same & (
            self._class_of_action[None, :] == self._class_of_action[batch.action][:, None]
        )

    def loss(self, batch, gamma):
        target, truth, defined = self.targets(batch, gamma)
        rows = torch.arange(len(target))
        taken = truth[rows, batch.action]
        if self.settings.target == "value":
            total = ((taken - target) ** 2).mean()
        else:
            rewarded = batch.reward.clamp(0.0, 1.0) >= 1.0 - 1e-6
            typed = rewarded if self.settings.typed_credit else None
            held_grad, held = truth, truth.detach()
            truth, explained = self.truths(batch, typed)
            taken = torch.where(
                target >= 0.5, explained[rows, batch.action], truth[rows, batch.action]
            )
            taken_class = self._class_of_action[batch.action]
            off = ~batch.mask
            m = self.settings.truth_margin
            goal = target * (1.0 + 2.0 * m) - m
            total = _class_mean(
                ((taken - goal) ** 2)[defined], taken_class[defined], self._n_classes
            )
            total = total + _class_mean(
                (held_grad[off] + m) ** 2,
                self._class_of_action.expand_as(off)[off],
                self._n_classes,
            )
            total = total + self._priority_loss(held, batch)
            self._plain_record(batch, held, target, defined, rewarded)
        if self._multiplier:
            total = total + self._multiplier * self._logic_loss()
        return Loss(total, (taken - target).detach())

    @torch.no_grad()
    def _plain_record(self, batch, truth, target, defined, rewarded):
        literals = self.network.literals(fact_batch(batch.state)) >= 0.5
        rows = torch.arange(len(target))
        taken_class = self._class_of_action[batch.action].numpy()
        positive = ((target >= 0.5) & defined).numpy()
        missed = positive & (truth[rows, batch.action] < self.network.alpha).numpy()
        taken_literals = literals[rows, batch.action].numpy()
        onehot = self._class_onehot.numpy().astype(bool)
        flat = literals.numpy()
        for ci in range(self._n_classes):
            grounded = flat[:, onehot[:, ci]]
            self._seen_true[ci] |= grounded.any((0, 1))
            self._seen_false[ci] |= ~grounded.all((0, 1))
            mine = taken_class == ci
            self._window.positives[ci] += (positive & mine).sum()
            mine_missed = missed & mine
            self._window.missed[ci] += mine_missed.sum()
            if mine_missed.any():
                self._window.miss(ci, taken_literals[mine_missed], rewarded.numpy()[mine_missed])


pytestmark = pytest.mark.usefixtures("one_torch_thread")


@pytest.mark.parametrize("target", ["best", "value"])
def test_the_update_with_shared_literal_rows_is_the_plain_update(fact_replay, target) -> None:
    settings = FolLnnSettings(target=target, grow_patience=5, anneal_start=0, anneal_epochs=4)
    vocabulary = FOLConverter().vocabulary
    fast = make_method("fol-lnn", vocabulary, 3, MethodSettings(fol_lnn=settings))
    plain = copy.deepcopy(fast)
    plain.__class__ = _PlainFolLnn
    learners = [AutogradLearner(m, 1e-2) for m in (fast, plain)]
    replay = copy.copy(fact_replay)  # its own draws, whatever other tests drew before
    replay.rng = np.random.default_rng(0)
    grew = 0
    for update in range(60):
        for m in (fast, plain):
            m.begin_epoch(update // 10)
        batch = replay.sample(32)
        steps = [learner.step(batch, 0.9) for learner in learners]
        assert steps[0] == steps[1]
        for a, b in zip(fast.network.parameters(), plain.network.parameters(), strict=True):
            assert (a.grad is None) == (b.grad is None)
            assert a.grad is None or torch.equal(a.grad, b.grad)
        grows = [m.after_update() for m in (fast, plain)]
        assert grows[0] == grows[1]
        if grows[0]:
            grew += 1
            learners = [AutogradLearner(m, 1e-2) for m in (fast, plain)]
        for a, b in zip(fast.network.parameters(), plain.network.parameters(), strict=True):
            assert torch.equal(a, b)
        assert np.array_equal(fast._window.positives, plain._window.positives)
        assert np.array_equal(fast._window.missed, plain._window.missed)
        assert np.array_equal(fast._seen_true, plain._seen_true)
        assert np.array_equal(fast._seen_false, plain._seen_false)
    assert fast._gate_kind == plain._gate_kind
    if target == "best":
        assert grew, "no gate grew: the growth bookkeeping went untested"
