"""The baselines' cheaper updates compute what the plain ones did: same loss, same gradients,
on real replay batches (random play on real games, the protocol's prioritized replay).

The references are the updates as first written: two forward passes (Q(s', ·) without a graph,
then Q(s, ·)), and LSTM-DQN++ reading every row of the batch padded to its longest text.
"""

from __future__ import annotations

import pytest
import torch
from torch import nn

from bench.update_bench import real_batches
from converter.converter import FOLConverter
from model.baselines import LstmDqn
from training.methods import BASELINES, MethodSettings, TensorBatch, make_method
from training.methods.base import dqn_target


def _padded_lstm(net: LstmDqn, tokens: torch.Tensor) -> torch.Tensor:
    """LSTM-DQN++'s forward pass as first written: every row, padded to the longest text."""
    tokens = tokens.long()
    width = int((tokens != 0).sum(1).max())
    tokens = tokens[:, : max(1, width)]
    mask = (tokens != 0).unsqueeze(-1).float()
    h, _ = net.lstm(net.embedding(tokens))
    pooled = (h * mask).sum(1) / mask.sum(1).clamp_min(1.0)
    return net.head(pooled)


def _reference_loss(method, batch: TensorBatch, gamma: float) -> torch.Tensor:
    """The baseline loss as first written: Q(s', ·) in its own pass without a graph."""

    def q_values(state: dict[str, torch.Tensor]) -> torch.Tensor:
        if method.base == "lstm-dqn++" and not method.split:
            return _padded_lstm(method.network, state["tokens"])
        return method.q_values(state)

    with torch.no_grad():
        q_next = q_values(batch.next_state)
    if method.split:
        rewards = torch.stack((batch.score, batch.reward - batch.score), 1)
        target = dqn_target(q_next, batch.next_mask, rewards, batch.terminal, gamma).clamp(0, 1)
        index = batch.action[:, None, None].expand(-1, 1, 2)
        q = q_values(batch.state).gather(1, index).squeeze(1)
        return nn.functional.smooth_l1_loss(q, target)
    target = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
    q = q_values(batch.state).gather(1, batch.action[:, None]).squeeze(1)
    return nn.functional.smooth_l1_loss(q, target)


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
        reference = _reference_loss(method, tensors, 0.5)
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
        method.network(tokens), _padded_lstm(method.network, tokens), rtol=1e-5, atol=1e-7
    )
