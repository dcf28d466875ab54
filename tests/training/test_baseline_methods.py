"""The baselines as trainer methods: fields, featurize, candidates, replay round trip, TD step."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter
from converter.facts import FactTable, Vocabulary, WordClass
from training.methods import (
    BASELINES,
    MethodSettings,
    TensorBatch,
    default_gamma,
    make_method,
    method_from_network,
)
from training.replay import PrioritizedReplay

VOCAB = Vocabulary(
    classes=(
        WordClass("direction", "go", ("north", "south", "east", "west")),
        WordClass("money", "take", ("coin",)),
    )
)
FEEDBACK = (
    "\n\n-= Washroom =-\nYou've entered a washroom.\n\n\n\nYou need an unguarded exit? You "
    "should try going east. There is an exit to the west. Don't worry, it is unguarded.\n\n\n"
    ">                                                         -= Washroom =-0/5"
)
FAILED = "\nYou can't go that way.\n\n\n>                                 -= Washroom =-0/6"


def make_baseline(name: str, vocabulary: Vocabulary, seed: int):
    return make_method(name, vocabulary, seed, MethodSettings())


@pytest.fixture(autouse=True)
def _one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def _table(find: tuple[int, ...] = (2, 3)) -> FactTable:
    unary = np.zeros((5, 3), np.float32)  # rows north south east west coin; find visited initial
    unary[list(find), 0] = 1.0
    return FactTable("Washroom", unary, np.zeros(1, np.float32))


def _batch(method, states: list[tuple[FactTable, str]]) -> dict[str, torch.Tensor]:
    feats = [method.featurize(t, o) for t, o in states]
    return {k: torch.from_numpy(np.stack([f[k] for f in feats])) for k in feats[0]}


def test_the_ten_actions_are_verb_major():
    method = make_baseline("nn-dqn", VOCAB, seed=0)
    assert method.actions == (
        "go north",
        "go south",
        "go east",
        "go west",
        "go coin",
        "take north",
        "take south",
        "take east",
        "take west",
        "take coin",
    )


@pytest.mark.parametrize("name", BASELINES)
def test_featurize_matches_the_declared_fields(name):
    method = make_baseline(name, VOCAB, seed=0)
    feats = method.featurize(_table(), FEEDBACK)
    assert set(feats) == set(method.fields)
    for key, (shape, dtype) in method.fields.items():
        assert feats[key].shape == shape and feats[key].dtype == dtype, key


@pytest.mark.parametrize("name", BASELINES)
def test_q_values_of_a_batch(name):
    method = make_baseline(name, VOCAB, seed=0)
    q = method.q_values(_batch(method, [(_table(), FEEDBACK), (_table((4,)), FAILED)]))
    assert q.shape == (2, 10) and torch.isfinite(q).all()
    states = _batch(method, [(_table(), FEEDBACK), (_table((4,)), FAILED)])
    mask = torch.ones(2, 10, dtype=torch.bool)
    batch = TensorBatch(
        state=states,
        mask=mask,
        action=torch.tensor([0, 3]),
        reward=torch.tensor([1.0, 0.0]),
        score=torch.zeros(2),
        next_state=states,
        next_mask=mask,
        terminal=torch.tensor([1.0, 0.0]),
    )
    loss = method.loss(batch, gamma=0.9)
    # won: no bootstrap; otherwise 0 + 0.9 max Q(s')
    target = torch.stack((torch.tensor(1.0), 0.9 * q[1].max())).detach()
    expected = q.gather(1, torch.tensor([[0], [3]])).squeeze(1) - target
    torch.testing.assert_close(loss.td, expected)
    torch.testing.assert_close(
        loss.total, torch.nn.functional.smooth_l1_loss(expected, torch.zeros(2))
    )


def test_text_baseline_reads_the_text_and_fact_baselines_read_the_facts():
    lstm = make_baseline("lstm-dqn++", VOCAB, seed=0)
    assert not np.array_equal(
        lstm.featurize(_table(), FEEDBACK)["tokens"], lstm.featurize(_table(), FAILED)["tokens"]
    )
    nn_dqn = make_baseline("nn-dqn", VOCAB, seed=0)
    np.testing.assert_array_equal(
        nn_dqn.featurize(_table(), FEEDBACK)["values"], nn_dqn.featurize(_table(), FAILED)["values"]
    )


def test_featurize_a_real_observation_through_the_converter():
    converter = FOLConverter()
    table = converter.start(FEEDBACK).facts
    method = make_baseline("nn-dqn", converter.vocabulary, seed=0)
    values = method.featurize(table, FEEDBACK)["values"]
    names = ["find(north)", "find(south)", "find(east)", "find(west)", "find(coin)"]
    assert dict(zip(names, values[:5].tolist(), strict=True)) == {
        "find(north)": 0,
        "find(south)": 0,
        "find(east)": 1,
        "find(west)": 1,
        "find(coin)": 0,
    }
    mask = method.candidates(table, "found")
    assert [a for a, m in zip(method.actions, mask, strict=True) if m] == [
        "go east",
        "go west",
        "take east",
        "take west",
    ]


@pytest.mark.parametrize("name", BASELINES)
def test_candidates(name):
    method = make_baseline(name, VOCAB, seed=0)
    assert method.candidates(_table(), "all").all()
    mask = method.candidates(_table((4,)), "found")  # only the coin found
    assert [a for a, m in zip(method.actions, mask, strict=True) if m] == ["go coin", "take coin"]
    assert method.candidates(_table(()), "found").all()  # nothing found: every action


@pytest.mark.parametrize("name", BASELINES)
def test_same_seed_same_network_and_wrapping_a_loaded_network(name):
    a, b, c = (make_baseline(name, VOCAB, seed=s) for s in (5, 5, 6))
    batch = _batch(a, [(_table(), FEEDBACK)])
    torch.testing.assert_close(a.q_values(batch), b.q_values(batch))
    assert not torch.allclose(a.q_values(batch), c.q_values(batch))
    wrapped = method_from_network(name, a.network, VOCAB)
    torch.testing.assert_close(wrapped.q_values(batch), a.q_values(batch))


def test_unknown_method_is_refused_naming_the_known_ones():
    with pytest.raises(ValueError, match="unknown method 'dqn'.*nn-dqn"):
        make_baseline("dqn", VOCAB, seed=0)


@pytest.mark.parametrize("name", BASELINES)
def test_replay_round_trip_and_one_td_update(name):
    """Fields go through the trainer's replay; one DQN update changes the taken action's Q."""
    method = make_baseline(name, VOCAB, seed=0)
    replay = PrioritizedReplay(100, method.fields, len(method.actions), 0.25, seed=0)
    state, after = (_table(), FEEDBACK), (_table((4,)), FAILED)
    for _ in range(8):
        replay.add(
            state=method.featurize(*state),
            mask=method.candidates(state[0], "found"),
            action=2,
            reward=1.0,
            next_state=method.featurize(*after),
            next_mask=method.candidates(after[0], "found"),
            terminal=False,
        )
    batch = TensorBatch.from_replay(replay.sample(4))
    states = batch.state
    optim = torch.optim.Adam(method.param_groups(1e-3))
    before = method.q_values(states)[:, 2].detach()
    loss = method.loss(batch._replace(reward=torch.full((4,), 5.0)), gamma=0.9).total
    optim.zero_grad()
    loss.backward()
    optim.step()
    changed = method.after_update()
    assert changed is False
    assert (method.q_values(states)[:, 2] > before).all()


def test_lnn_weights_stay_non_negative_after_update():
    method = make_baseline("lnn-nn-dqn", VOCAB, seed=0)
    with torch.no_grad():
        method.network.conjunctions.weight[0, 0] = -1.0
    method.after_update()
    assert (method.network.conjunctions.weight >= 0).all()


@pytest.mark.parametrize("name", BASELINES)
def test_baselines_discount_like_the_lstm_dqn_reference_config(name):
    # Yuan et al.'s Coin-Collector config; the paper's 0.9 stays FOL-LNN's (docs/baselines.md)
    assert default_gamma(name) == 0.5 and default_gamma("fol-lnn") == 0.9
    with pytest.raises(ValueError, match="unknown method"):
        default_gamma("no-such-method")


def test_lstm_reads_only_up_to_the_longest_text_of_a_batch():
    method = make_baseline("lstm-dqn++", VOCAB, seed=0)
    short = torch.zeros(2, method.network.config.max_tokens, dtype=torch.long)
    short[0, :5], short[1, :3] = torch.arange(1, 6), torch.arange(7, 10)
    trimmed = method.network(short[:, :5])
    assert torch.equal(method.network(short), trimmed)
    # a row alone gives the same Q-values as inside a batch with a longer row
    assert torch.allclose(method.network(short[1:]), trimmed[1:], atol=1e-6)
