"""Two-buffer prioritized replay: routing by reward, the priority fraction, ring overwrite."""

import numpy as np
import pytest

from training.replay import PrioritizedReplay

FIELDS = {"x": ((3,), np.dtype(np.uint8))}


def _add(replay: PrioritizedReplay, value: int, reward: float) -> None:
    state = {"x": np.full(3, value, np.uint8)}
    replay.add(state, np.ones(5, bool), value % 5, reward, state, np.ones(5, bool), reward > 1)


def test_positive_rewards_go_to_the_prior_buffer():
    replay = PrioritizedReplay(100, FIELDS, n_actions=5)
    for i in range(10):
        _add(replay, i, 1.0 if i % 5 == 0 else 0.0)
    assert replay.prior.size == 2
    assert replay.regular.size == 8
    assert len(replay) == 10


def test_batches_hold_the_priority_fraction_of_prior_rows():
    replay = PrioritizedReplay(1000, FIELDS, n_actions=5, priority_fraction=0.25, seed=1)
    for i in range(200):
        _add(replay, i, 1.0 if i < 5 else 0.0)
    batch = replay.sample(32)
    assert (batch.reward > 0).sum() == 8
    assert batch.state["x"].shape == (32, 3)
    assert batch.next_mask.shape == (32, 5)


def test_without_prior_transitions_the_batch_is_all_regular():
    replay = PrioritizedReplay(100, FIELDS, n_actions=5)
    for i in range(10):
        _add(replay, i, 0.0)
    assert (replay.sample(16).reward == 0).all()


def test_ring_overwrites_the_oldest_transition_and_grows_lazily():
    replay = PrioritizedReplay(8, FIELDS, n_actions=5, priority_fraction=0.25)
    for i in range(20):
        _add(replay, i, 0.0)
    assert replay.regular.size == replay.regular.capacity == 6
    kept = sorted(set(replay.regular.state["x"][:, 0].tolist()))
    assert kept == list(range(14, 20))


def test_bad_settings_and_empty_sampling_are_clear_errors():
    with pytest.raises(ValueError):
        PrioritizedReplay(100, FIELDS, n_actions=5, priority_fraction=1.5)
    with pytest.raises(ValueError, match="empty"):
        PrioritizedReplay(100, FIELDS, n_actions=5).sample(4)
