"""The baselines' cheaper updates compute what the plain ones did: same loss, same gradients,
on real replay batches (random play on real games, the protocol's prioritized replay).

The references are the updates as first written (``bench.update_bench.plain_loss``): two forward
passes (Q(s', ·) without a graph, then Q(s, ·)), and LSTM-DQN++ reading every row of the batch
padded to its longest text.
"""

from __future__ import annotations

import pytest
import torch

from bench.update_bench import padded_lstm, plain_loss, real_batches
from converter.converter import FOLConverter
from model.baselines import distinct_rows
from training.methods import BASELINES, MethodSettings, TensorBatch, make_method


def _gradients(method, loss: torch.Tensor) -> list[torch.Tensor]:
    params = [p for g in method.param_groups(1e-3) for p in g["params"]]
    grads = torch.autograd.grad(loss, params, allow_unused=True)
    return [torch.zeros_like(p) if g is None else g for p, g in zip(params, grads, strict=True)]


@pytest.mark.parametrize("name", [*BASELINES, "lstm-dqn++@split", "nlm-dqn@split"])
def test_the_update_has_the_loss_and_gradients_of_the_plain_one(name, small_games):
    torch.set_num_threads(1)
    method = make_method(name, FOLConverter().vocabulary, 0, MethodSettings())
    paths = [small_games["hard5"], small_games["medium5"], small_games["easy5"]]
    batches = real_batches(method, paths, n_batches=6, episodes=6, seed=3)
    learner = method.learner(1e-3)
    for batch in batches:
        tensors = TensorBatch.from_replay(batch)
        loss = method.loss(tensors, 0.5).total
        reference = plain_loss(method, tensors, 0.5)
        torch.testing.assert_close(loss, reference, rtol=1e-5, atol=1e-7)
        for got, want in zip(_gradients(method, loss), _gradients(method, reference), strict=True):
            torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-7)
        learner.step(batch, 0.5)  # the next batch meets trained weights


def test_the_text_batches_repeat_texts_and_the_network_reads_each_once(small_games):
    method = make_method("lstm-dqn++", FOLConverter().vocabulary, 0, MethodSettings())
    batch = real_batches(method, [small_games["hard5"]], n_batches=1, episodes=4, seed=1)[0]
    tokens = torch.from_numpy(batch.state["tokens"])
    assert len(torch.unique(tokens, dim=0)) < len(tokens)  # what makes reading each once pay
    torch.testing.assert_close(
        method.network(tokens), padded_lstm(method.network, tokens), rtol=1e-5, atol=1e-7
    )


@pytest.mark.parametrize("name", ["lstm-dqn++", "lstm-dqn++@split"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_lstm_update_reads_each_text_once_and_equals_the_plain_one(name, seed, small_games):
    """LSTM-DQN++'s update (every distinct text of states and next states read once, a next
    state's shared text taking its state's values) gives the plain update's loss and gradients
    at float32's default tolerances, on real replay batches of three difficulties, batch after
    batch as the network trains."""
    torch.set_num_threads(1)
    method = make_method(name, FOLConverter().vocabulary, seed, MethodSettings())
    paths = [small_games["hard5"], small_games["medium5"], small_games["easy5"]]
    batches = real_batches(method, paths, n_batches=8, episodes=8, seed=seed)
    learner = method.learner(1e-3)
    shared = 0
    for batch in batches:
        tensors = TensorBatch.from_replay(batch)
        states = {row.tobytes() for row in batch.state["tokens"]}
        shared += sum(row.tobytes() in states for row in batch.next_state["tokens"])
        loss = method.loss(tensors, 0.5).total
        reference = plain_loss(method, tensors, 0.5)
        torch.testing.assert_close(loss, reference)
        for got, want in zip(_gradients(method, loss), _gradients(method, reference), strict=True):
            torch.testing.assert_close(got, want)
        learner.step(batch, 0.5)
    assert shared > 0  # next states that reuse a state's values were exercised


def test_distinct_rows_index_every_row_back_to_its_text():
    tokens = torch.tensor([[3, 4, 0], [5, 0, 0], [3, 4, 0], [3, 4, 1], [5, 0, 0]])
    rows, index = distinct_rows(tokens)
    assert rows.tolist() == [[3, 4, 0], [5, 0, 0], [3, 4, 1]]  # first appearances, in order
    assert index.tolist() == [0, 1, 0, 2, 1]
    assert torch.equal(torch.from_numpy(rows)[index], tokens)
