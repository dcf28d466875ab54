"""The update bench (``bench/update_bench.py``, ``bench/results/update.json``) times what it
says for the LNN methods: the update training runs (numpy) against autograd on the same loss in
torch (the tests' oracle), each taking the trainer's updates (step, projection, growth) on its
own copy of the same network."""

from __future__ import annotations

import pytest

from bench.update_bench import LNN_METHODS, TrainerUpdate, lnn_update_ms, real_batches
from converter.converter import FOLConverter
from training.methods import AutogradLearner, MethodSettings, make_method
from training.methods.fol_lnn_critic_update import FolLnnCriticLearner
from training.methods.fol_lnn_update import FolLnnLearner

NUMPY_LEARNER = {"fol-lnn": FolLnnLearner, "fol-lnn-critic": FolLnnCriticLearner}

pytestmark = pytest.mark.usefixtures("one_torch_thread")


@pytest.mark.parametrize("name", LNN_METHODS)
def test_the_bench_sides_are_the_numpy_and_the_autograd_learner(name, small_games):
    vocabulary = FOLConverter().vocabulary
    default = make_method(name, vocabulary, 0, MethodSettings())
    numpy_side, autograd_side = (
        TrainerUpdate(make_method(name, vocabulary, 0, MethodSettings()), autograd)
        for autograd in (False, True)
    )
    assert type(default.learner(1e-3)) is NUMPY_LEARNER[name]  # what training uses
    assert type(numpy_side.learner) is NUMPY_LEARNER[name]
    assert type(autograd_side.learner) is AutogradLearner
    if name == "fol-lnn":  # the α-constraint term is on, as through most of a run
        assert numpy_side.method.constraint_lambda > 0
        assert autograd_side.method.constraint_lambda > 0

    batches = real_batches(default, [small_games["hard5"]], n_batches=3, episodes=2, seed=1)
    before = [p.detach().clone() for p in numpy_side.method.network.parameters()]
    for batch in batches:
        numpy_side(batch)
    after = list(numpy_side.method.network.parameters())
    assert any((a != b).any() for a, b in zip(after, before, strict=True)), "no update taken"

    ms = lnn_update_ms(name, batches, rounds=2)
    assert set(ms) == {"numpy", "autograd"}
    for side in ms.values():
        assert 0 < side["best"] <= side["median"]
