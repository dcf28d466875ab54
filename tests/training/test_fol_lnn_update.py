"""``fol-lnn``'s update (numpy, hand-derived) computes the loss of its torch oracle
(tests/lnn_oracle.py) and autograd's gradients of it, to float32 rounding, on real replay
batches (random play on easy, medium and hard games), batch after batch as the network trains
and grows gates, and its learner takes the autograd learner's steps."""

from __future__ import annotations

import copy

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter
from model import kernel
from tests import lnn_oracle
from training.methods import FolLnnSettings, MethodSettings, TensorBatch, make_method
from training.methods.base import AutogradLearner, fact_batch
from training.methods.fol_lnn_update import FolLnnLearner
from training.replay import Batch
from training.settings import DEVICE_ABLATIONS

pytestmark = pytest.mark.usefixtures("one_torch_thread")


def _method(seed: int, **options):
    settings = FolLnnSettings(grow_patience=5, anneal_start=0, anneal_epochs=4, **options)
    return make_method("fol-lnn", FOLConverter().vocabulary, seed, MethodSettings(fol_lnn=settings))


def _autograd(method, batch: Batch):
    params = [p for g in method.param_groups(1e-2) for p in g["params"]]
    loss = lnn_oracle.fol_lnn_loss(method, TensorBatch.from_replay(batch), 0.9).total
    return loss.detach(), torch.autograd.grad(loss, params, allow_unused=True)


def _assert_same_gradients(learner, twin, batch) -> None:
    loss, grads = learner.loss_and_grads(batch, 0.9)
    want_loss, want_grads = _autograd(twin, batch)
    torch.testing.assert_close(torch.tensor(loss, dtype=torch.float32), want_loss)
    names = ("and_weight", "or_weight", "priority")
    for name, got, want in zip(names, grads, want_grads, strict=True):
        assert (got is None) == (want is None), name
        if got is not None:
            torch.testing.assert_close(torch.from_numpy(got), want, msg=name)
    return grads


def _compared(method, default, fact_replay):
    """A twin of ``method`` (for the oracle), both methods' numpy learners, and a replay drawn
    the same way for both."""
    replay = copy.copy(fact_replay)
    replay.rng = np.random.default_rng(11)
    return copy.deepcopy(method), [method.learner(1e-2), default.learner(1e-2)], replay


def _sync(method, twin) -> None:
    with torch.no_grad():
        for p, q in zip(method.network.parameters(), twin.network.parameters(), strict=True):
            q.copy_(p)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_numpy_update_has_autograds_loss_and_gradients(seed, fact_replay):
    """At every update of a training run (the twin holds the same weights), with the
    α-constraint loss annealed in, gates growing, and the AND clamp active below 0. Above 1 it
    never is: the biases stay 1 and the weights and literals in [0, 1], so ``β − Σ w (1 − x)``
    is at most 1, and a pre-activation over 1 is float rounding (``x·wᵀ`` and ``Σ w`` summed in
    another order), which one CPU gives and another does not: the run checks that bound, to
    rounding, instead of counting on it (it failed on a CPU whose maximum came out 1.0
    exactly)."""
    method = _method(seed)
    twin = copy.deepcopy(method)
    learner = method.learner(1e-2)
    assert isinstance(learner, FolLnnLearner)
    replay = copy.copy(fact_replay)  # its own draws, whatever other tests drew before
    replay.rng = np.random.default_rng(seed)
    grew, below, highest, priority = 0, False, -np.inf, False
    for update in range(60):
        for m in (method, twin):
            m.begin_epoch(update // 10)
        batch = replay.sample(32)
        with torch.no_grad():
            pre = lnn_oracle.preactivation(method.network, method.network.literals(_facts(batch)))
        below |= bool((pre < 0).any())
        highest = max(highest, float(pre.max()))
        grads = _assert_same_gradients(learner, twin, batch)
        priority |= grads[2] is not None
        learner.adam.step(grads)
        _sync(method, twin)
        grows = [m.after_update() for m in (method, twin)]
        assert grows[0] == grows[1]
        assert np.array_equal(method._window.positives, twin._window.positives)
        assert np.array_equal(method._window.missed, twin._window.missed)
        if grows[0]:
            grew += 1
            learner = method.learner(1e-2)
        for p, q in zip(method.network.parameters(), twin.network.parameters(), strict=True):
            assert torch.equal(p, q)
    assert method.gate_kind == twin.gate_kind
    assert grew, "no gate grew"
    assert below, "the AND clamp was never active"
    assert highest <= 1.0 + 1e-5, highest  # (β = 1: at most 1, to float32 rounding)
    assert priority, "the class priority never had a gradient"


@pytest.mark.parametrize("device", list(DEVICE_ABLATIONS))
def test_each_devices_switch_is_a_setting_of_the_one_update(device, fact_replay):
    """With one device turned off (``fol-lnn@<device>``'s settings), the numpy update still
    computes autograd's loss and gradients on the oracle written with the same switch, and
    its gradients differ from the default update's on the same batches somewhere (the
    priority by returns has no row in these early random-play batches: its switch's effect is
    tests/training/test_fol_lnn.py's door room; nor has a gate a decisive literal yet, which
    the margin's stop and the soft gates' teaching need: their effects are the grown gates'
    tests below)."""
    overrides = DEVICE_ABLATIONS[device]
    method, default = _method(0, **overrides), _method(0)
    if device != "drawn-init":  # the same initial weights, to compare the updates
        _sync(default, method)
    twin, learners, replay = _compared(method, default, fact_replay)
    differs = False
    for update in range(12):
        for m in (method, twin, default):
            m.begin_epoch(update // 4)
        batch = replay.sample(32)
        grads = _assert_same_gradients(learners[0], twin, batch)
        _, base = learners[1].loss_and_grads(batch, 0.9)
        differs |= any(
            (g is None) != (b is None) or (g is not None and not np.array_equal(g, b))
            for g, b in zip(grads, base, strict=True)
        )
        learners[0].adam.step(grads)
        learners[1].adam.step(base)
        _sync(method, twin)
        _sync(method, default)
    unseen = ("no-return-priority", "no-margin-stop", "no-soft-gates")
    if device == "uniform-draw":  # the actor's draw, not the update: tests/training/test_actor.py
        assert not differs, "the exploring draw changed the update"
    else:
        assert differs or device in unseen, f"{device}: the switch changed nothing"


def test_the_kernels_forward_is_the_oracles(fact_replay):
    """:func:`model.kernel.forward`, which both updates and serving read, gives the torch
    oracle's pre-activations and truths (to float32 rounding) on replayed states, for one batch
    and two stacked, with grown gates and trained weights that put pre-activations on both
    sides of the clamp."""
    method = _method(0)
    net = method.network
    net.add_gate("direction", [0])
    net.add_gate("money", [1])
    method.gate_kind = [kinds + [True] for kinds in method.gate_kind]
    learner = method.learner(1e-1)
    replay = copy.copy(fact_replay)
    replay.rng = np.random.default_rng(3)
    for _ in range(10):
        learner.step(replay.sample(32), 0.9)
    batches = [replay.sample(32), replay.sample(32)]
    literals = [net.literals(_facts(b)) for b in batches]  # (B, W, 2k) each
    for rows in (literals[0], torch.cat(literals)):
        got = kernel.forward(rows.numpy(), net.lnn())
        with torch.no_grad():
            pre = lnn_oracle.preactivation(net, rows)
            truth = lnn_oracle.truth(net, rows)
        assert bool((pre < 0).any()) and bool((pre > 1).any()), "no clamp active"
        torch.testing.assert_close(torch.from_numpy(got.pre), pre)
        torch.testing.assert_close(torch.from_numpy(got.gates), pre.clamp(0.0, 1.0))
        torch.testing.assert_close(torch.from_numpy(got.truth), truth)
        assert got.pre.shape[:-1] == got.truth.shape == rows.shape[:-1]


def _facts(batch: Batch):
    return fact_batch({k: torch.from_numpy(v) for k, v in batch.state.items()})


class _RoundedAutograd(AutogradLearner):
    """The autograd learner with its gradient's rounding noise at exact zeros removed: where a
    literal is true in every row a gate's gradient flows from, that gradient is exactly 0, but
    autograd sums it from two parts (``x·wᵀ`` and ``Σ w``) and leaves ~1 ulp of the gradient's
    scale, which Adam's first steps (``m / √v``) turn into a move of ~lr. The numpy update
    computes an exact 0 there; a reference that keeps the noise drifts from it by lr."""

    def step(self, batch, gamma):
        loss = lnn_oracle.fol_lnn_loss(self.method, TensorBatch.from_replay(batch), gamma).total
        for p in self.params:
            p.grad = None
        loss.backward()
        for p in self.params:
            if p.grad is not None:
                p.grad[p.grad.abs() <= 1e-6 * p.grad.abs().max()] = 0.0
        self.optimizer.step()
        return float(loss.detach())


def test_the_learner_takes_the_autograd_learners_steps(fact_replay):
    """Twenty updates of the whole learner (loss, gradient, Adam, projection, growth) against
    the autograd learner on its own copy: the same losses and weights to float32 rounding."""
    method = _method(0)
    twin = copy.deepcopy(method)
    assert isinstance(method.learner(1e-2), FolLnnLearner)
    learners = [method.learner(1e-2), _RoundedAutograd(twin, 1e-2)]
    replay = copy.copy(fact_replay)
    replay.rng = np.random.default_rng(5)
    grew = 0
    for update in range(20):
        for m in (method, twin):
            m.begin_epoch(update // 5)
        batch = replay.sample(32)
        got, want = (learner.step(batch, 0.9) for learner in learners)
        assert got == pytest.approx(want, rel=1e-5, abs=1e-6)
        grows = [m.after_update() for m in (method, twin)]
        assert grows[0] == grows[1]
        if grows[0]:
            grew += 1
            learners = [method.learner(1e-2), _RoundedAutograd(twin, 1e-2)]
        pairs = zip(method.network.named_parameters(), twin.network.parameters(), strict=True)
        for (name, p), q in pairs:
            torch.testing.assert_close(p.detach(), q.detach(), msg=f"{name} at {update}")
    assert grew, "no gate grew"


def test_ties_between_gates_and_twin_groundings_follow_autograd(fact_replay):
    """Two gates of a class with the same literals tie on every pre-activation (the first one
    explains a True case), and the batch holds twin groundings (the same literal rows)."""
    method = _method(0, typed_credit=False)
    method.network.add_gate("direction", [0])
    method.network.add_gate("direction", [0])
    method.gate_kind[0] += [True, True]
    twin = copy.deepcopy(method)
    learner = method.learner(1e-2)
    replay = copy.copy(fact_replay)
    replay.rng = np.random.default_rng(7)
    for _ in range(5):
        batch = replay.sample(32)
        _assert_same_gradients(learner, twin, batch)


def test_the_learner_steps_through_the_kernels_forward(monkeypatch, fact_replay):
    """One forward of the states and next states together, the kernel's (the one serving runs)."""
    calls = []
    original = kernel.forward
    monkeypatch.setattr(
        kernel, "forward", lambda rows, lnn: calls.append(rows.shape) or original(rows, lnn)
    )
    method = _method(0)
    method.learner(1e-2).step(fact_replay.sample(32), 0.9)
    assert [shape[0] for shape in calls] == [64]


def test_there_is_one_update_and_no_option_picks_another():
    """The update is the hand-derived one; the options that chose autograd (``update``) or a
    loss it does not compute (``target="value"``, trained biases) are gone."""
    assert isinstance(_method(0).learner(1e-3), FolLnnLearner)
    for option in ("update", "target", "fixed_bias", "constrain", "constraint_margin"):
        with pytest.raises(TypeError):
            FolLnnSettings(**{option: None})
    method = _method(0)
    assert not hasattr(method, "loss")  # the autograd loss lives in tests/lnn_oracle.py only


def test_the_retired_update_option_is_refused_with_one_line(capsys):
    from folnn.cli import main

    for option in ("--fol-lnn.update", "--fol-lnn-critic.update"):
        assert main(["train", option, "autograd", "--epochs", "1"]) == 2
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and option in err, err


def _with_grown_gates(setting: str):
    """A method with the boolean ``setting`` on and one with it off, the same weights, each
    network holding an exact grown gate beside its initial soft one: ``find(x) ∧ ¬visited(x)``
    for go, ``find(x)`` for take."""
    method, default = _method(0, **{setting: True}), _method(0, **{setting: False})
    for m in (method, default):
        m.network.add_gate("direction", [0, 5])  # find(x) ∧ ¬visited(x)
        m.network.add_gate("money", [0])  # find(x)
        m.gate_kind = [[True, True], [True, True]]
        m.project()
    _sync(default, method)
    return method, default


def test_the_margin_until_decisive_is_a_setting_of_the_one_update(fact_replay):
    """``margin_until_decisive``: with exact grown gates (weights 0 and 1) beside the initial
    ones, the numpy update computes autograd's loss and gradients on the oracle written with the
    same setting, and its AND gradients differ from the update's with it off (where a decisive
    literal is false, the margin off the setting still raises the gate's other weights)."""
    method, default = _with_grown_gates("margin_until_decisive")
    twin, learners, replay = _compared(method, default, fact_replay)
    differs = False
    for _ in range(8):
        batch = replay.sample(32)
        grads = _assert_same_gradients(learners[0], twin, batch)
        _, base = learners[1].loss_and_grads(batch, 0.9)
        differs |= not np.array_equal(grads[0], base[0])
        learners[0].adam.step(grads)
        learners[1].adam.step(base)
        _sync(method, twin)
        _sync(method, default)
    assert differs, "the setting changed nothing"


def test_teaching_soft_gates_is_a_setting_of_the_one_update(fact_replay):
    """``teach_soft_gates``: with exact grown gates (weights 0 and 1) beside the initial soft
    ones, the numpy update computes autograd's loss and gradients on the oracle written with
    the same setting, batch after batch as it trains, and its gradients differ from the
    update's with it off (at the same weights) on the soft gates only, in their AND and their
    OR weights (a True case the exact gate explains also teaches the soft gate, on the truth
    the network would hold with it alone)."""
    method, default = _with_grown_gates("teach_soft_gates")
    twin, learners, replay = _compared(method, default, fact_replay)
    exact = (method.network.and_weight >= 1.0).any(1).numpy()  # the two grown gates
    assert exact.sum() == 2
    and_differs = or_differs = False
    for _ in range(8):
        batch = replay.sample(32)
        grads = _assert_same_gradients(learners[0], twin, batch)
        _, base = learners[1].loss_and_grads(batch, 0.9)
        np.testing.assert_array_equal(grads[0][exact], base[0][exact])
        np.testing.assert_array_equal(grads[1][exact], base[1][exact])
        and_differs |= not np.array_equal(grads[0][~exact], base[0][~exact])
        or_differs |= not np.array_equal(grads[1][~exact], base[1][~exact])
        learners[0].adam.step(grads)
        method.project()
        _sync(method, twin)
        _sync(method, default)
    assert and_differs and or_differs, "the setting changed nothing"
