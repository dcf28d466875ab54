"""The baseline networks: encodings, NLM semantics, shapes, seeding, gradients, fitting."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from converter.facts import FactTable, Vocabulary, WordClass
from model.baselines import (
    BASELINE_BUILDERS,
    LnnNnDqnConfig,
    PairAnd,
    action_space,
    literal_names,
    literal_pairs,
    logical_values,
    observation_text,
    text_tokens,
    tokenize,
)
from model.registry import load_artifact, save_artifact
from tests.nlm_oracle import nlm_expand, nlm_permute, nlm_q, nlm_reduce

VOCAB = Vocabulary(
    classes=(
        WordClass("direction", "go", ("north", "south", "east", "west")),
        WordClass("money", "take", ("coin",)),
    )
)
N_WORDS = 5
N_ACTIONS = 10

FEEDBACK = (
    "\n\n   ________  ________\n  |        \\|        \\\n   \\$$$$$$$$| $$$$$$$$\n\n"
    "Who's got a virtual machine? Your task for today is to pick-up the coin.\n\n"
    "-= Washroom =-\nYou've entered a washroom.\n\n\n\nYou need an unguarded exit? You should "
    "try going east. There is an exit to the west. Don't worry, it is unguarded.\n\n\n"
    ">                                                      -= Washroom =-0/5"
)


def _table() -> FactTable:
    """Exits east and west found, west leads back to the room we came from (initial, visited)."""
    unary = np.zeros(
        (N_WORDS, 3), np.float32
    )  # rows north south east west coin; find visited initial
    unary[2, 0] = unary[3, 0] = 1.0  # find(east), find(west)
    unary[3, 1] = 1.0  # visited(west)
    unary[3, 2] = 1.0  # initial(west)
    return FactTable("Washroom", unary, np.zeros(1, np.float32))


@pytest.fixture(autouse=True)
def _one_thread():
    """Tiny networks train fastest on one thread (and the test machine's cores are shared)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def _states(batch: int, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Random fact tables: (B, n_words, 3) unary and (B, 1) nullary truth values in {0, 1}."""
    g = torch.Generator().manual_seed(seed)
    unary = torch.randint(0, 2, (batch, N_WORDS, 3), generator=g).float()
    return unary, torch.randint(0, 2, (batch, 1), generator=g).float()


def _inputs(name: str, batch: int = 4, seed: int = 0) -> tuple[torch.Tensor, ...]:
    """The same random states as each network reads them (text: one token per true fact)."""
    unary, nullary = _states(batch, seed)
    if name in ("nn-dqn", "lnn-nn-dqn"):
        rows = [
            logical_values(FactTable(None, u.numpy(), z.numpy()), VOCAB)
            for u, z in zip(unary, nullary, strict=True)
        ]
        return (torch.from_numpy(np.stack(rows)).float(),)
    if name == "nlm-dqn":
        return unary, nullary
    facts = torch.cat([unary.flatten(1), nullary], 1)  # (B, 16)
    ids = torch.arange(1, facts.shape[1] + 1) * facts.long()  # id of each true fact, else 0
    return (ids.sort(1, descending=True).values,)  # true facts first, then padding


def _net(name: str, seed: int = 0) -> torch.nn.Module:
    return BASELINE_BUILDERS[name]({"vocabulary": VOCAB.to_dict(), "seed": seed})


# --- encodings -------------------------------------------------------------------------------


def test_logical_values_of_a_hand_made_table_are_the_papers_26_plus_all_visited():
    values = logical_values(_table(), VOCAB)
    names = literal_names(VOCAB)
    assert values.dtype == np.uint8 and values.shape == (28,) and len(names) == 28
    true = {n for n, v in zip(names, values, strict=True) if v}
    assert true == {
        "find(east)",
        "find(west)",
        "visited(west)",
        "initial(west)",
        "not find(north)",
        "not find(south)",
        "not find(coin)",
        "not visited(north)",
        "not visited(south)",
        "not visited(east)",
        "not initial(north)",
        "not initial(south)",
        "not initial(east)",
        "not all_visited",
    }


def test_logical_values_without_all_visited_are_the_papers_26():
    values = logical_values(_table(), VOCAB, include_all_visited=False)
    assert values.shape == (26,)
    np.testing.assert_array_equal(values[:13] + values[13:], np.ones(13))
    assert "all_visited" not in " ".join(literal_names(VOCAB, include_all_visited=False))


def test_action_space_is_verb_major_over_all_words():
    verbs, nouns = action_space(VOCAB)
    assert verbs == ("go", "take") and nouns == ("north", "south", "east", "west", "coin")


def test_observation_text_drops_banner_objective_and_status_bar():
    text = observation_text(FEEDBACK)
    assert text.startswith("-= Washroom =-") and "$" not in text and "task" not in text
    assert "0/5" not in text
    assert observation_text("\nYou can't go that way.\n\n>   -= Vault =-0/2").strip() == (
        "You can't go that way."
    )


def test_text_tokens_hash_words_stably_and_pad():
    ids = text_tokens(FEEDBACK, n_buckets=8192, max_tokens=128)
    words = tokenize(observation_text(FEEDBACK))
    assert words[:3] == ["washroom", "you", "ve"]
    assert ids.shape == (128,) and ids.dtype == np.int64
    assert (ids[: len(words)] > 0).all() and (ids[len(words) :] == 0).all()
    assert (ids < 8192).all()
    assert ids[1] == ids[words.index("you", 2)]  # same word, same id
    np.testing.assert_array_equal(ids, text_tokens(FEEDBACK, 8192, 128))
    assert (text_tokens(FEEDBACK, 8192, 4) == ids[:4]).all()


# --- NLM semantics (the torch oracle's parts: tests/nlm_oracle.py) ----------------------------


def test_nlm_expand_broadcasts_over_a_new_object_axis():
    x = torch.tensor([[[0.1], [0.7], [0.4]]])  # (B=1, n=3, C=1)
    y = nlm_expand(x, 3)  # (1, 3, 3, 1): y[b, i, j] = x[b, i]
    assert y.shape == (1, 3, 3, 1)
    assert torch.equal(y[0, :, 2, 0], x[0, :, 0]) and torch.equal(
        y[0, 1, :, 0], torch.full((3,), 0.7)
    )


def test_nlm_reduce_is_exists_max_and_forall_min():
    x = torch.tensor([[[0.2, 1.0], [0.9, 0.0], [0.5, 1.0]]])  # (1, n=3, C=2)
    out = nlm_reduce(x)  # unary -> nullary: (1, 4) = [max_c0, max_c1, min_c0, min_c1]
    torch.testing.assert_close(out, torch.tensor([[0.9, 1.0, 0.2, 0.0]]))


def test_nlm_reduce_of_binary_excludes_self_pairs():
    x = torch.tensor([[0.9, 0.1, 0.3], [0.2, 0.8, 0.6], [0.0, 0.4, 0.7]]).reshape(1, 3, 3, 1)
    out = nlm_reduce(x)  # (1, 3, 2): for each i, max / min over j != i
    torch.testing.assert_close(out[0, :, 0], torch.tensor([0.3, 0.6, 0.4]))
    torch.testing.assert_close(out[0, :, 1], torch.tensor([0.1, 0.2, 0.0]))
    full = nlm_reduce(x, exclude_self=False)
    torch.testing.assert_close(full[0, :, 0], torch.tensor([0.9, 0.8, 0.7]))


@pytest.mark.parametrize("arity", [2, 3])
def test_nlm_reduce_masks_as_the_multiplicative_form_to_the_bit(arity):
    """The skipped positions are filled (0 for exists, 1 for forall) instead of multiplied by a
    0/1 mask: the same values and gradients, bit for bit, ties included (truths of 0 and 1, and
    repeated sigmoid outputs, where max and min share the gradient among the tied positions)."""
    n, channels = 5, 3
    torch.manual_seed(arity)
    grid = torch.rand(4, *(n,) * arity, channels)
    x = torch.where(grid < 0.3, 0.0, torch.where(grid > 0.7, 1.0, grid.round(decimals=1)))
    x.requires_grad_(True)
    same = torch.zeros((n,) * arity, dtype=torch.bool)  # last object repeats an earlier one
    for axis in range(arity - 1):
        shape = [1] * arity
        shape[axis], shape[-1] = n, n
        same = same | torch.eye(n, dtype=torch.bool).reshape(shape)
    keep = (~same).unsqueeze(-1).float()
    plain = torch.cat([(x * keep).amax(-2), (x * keep + (1.0 - keep)).amin(-2)], -1)
    out = nlm_reduce(x)
    upstream = torch.randn_like(out)
    assert torch.equal(out, plain)
    (got,) = torch.autograd.grad(out, x, upstream)
    (want,) = torch.autograd.grad(plain, x, upstream)
    assert torch.equal(got, want)


def test_nlm_permute_adds_the_transposed_relation():
    x = torch.arange(9.0).reshape(1, 3, 3, 1)
    y = nlm_permute(x)
    assert y.shape == (1, 3, 3, 2)
    assert torch.equal(y[..., 0], x[..., 0]) and torch.equal(y[..., 1], x[..., 0].transpose(1, 2))
    assert torch.equal(nlm_permute(x[:, :, 0]), x[:, :, 0])  # unary: unchanged


def test_nlm_scores_words_equivariantly():
    """Swapping two words' facts swaps their noun scores (one shared rule for every word)."""
    net = _net("nlm-dqn")
    unary, nullary = _inputs("nlm-dqn", batch=2)
    perm = torch.tensor([1, 0, 2, 3, 4])
    q = net(unary, nullary).reshape(2, 2, N_WORDS)
    q_perm = net(unary[:, perm], nullary).reshape(2, 2, N_WORDS)
    torch.testing.assert_close(q_perm, q[:, :, perm], atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("seed", [0, 1])
def test_the_nlm_forward_and_its_gradient_are_the_torch_oracles(seed):
    """NLM-DQN's one forward (numpy, :func:`model.baselines.nlm_forward`) and the gradient
    autograd takes of it (:func:`model.baselines.nlm_backward`) are those of the network
    written in torch, to float32 rounding; ties in the reductions included (0/1 facts)."""
    net = _net("nlm-dqn", seed)
    unary, nullary = _inputs("nlm-dqn", batch=16, seed=seed)
    q, want = net(unary, nullary), nlm_q(net, unary, nullary)
    torch.testing.assert_close(q, want)
    upstream = torch.randn_like(q)
    params = list(net.parameters())
    got_grads = torch.autograd.grad(q, params, upstream)
    want_grads = torch.autograd.grad(want, params, upstream)
    for (name, _), got, expected in zip(net.named_parameters(), got_grads, want_grads, strict=True):
        torch.testing.assert_close(got, expected, msg=name)


# --- LNN conjunctions ------------------------------------------------------------------------


def test_pairs_skip_a_literal_with_its_negation():
    pairs = literal_pairs(14)
    assert len(pairs) == 28 * 27 // 2 - 14
    assert (0, 14) not in pairs and (0, 1) in pairs and (0, 15) in pairs


def test_pair_and_starts_as_the_classical_and():
    gate = PairAnd([(0, 1), (1, 2)])
    x = torch.tensor([[1.0, 1.0, 0.0], [1.0, 0.0, 1.0]])
    torch.testing.assert_close(gate(x), torch.tensor([[1.0, 0.0], [0.0, 0.0]]))


# --- every network ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(BASELINE_BUILDERS))
def test_shape_and_config_round_trip(name):
    net = _net(name, seed=3)
    q = net(*_inputs(name))
    assert q.shape == (4, N_ACTIONS) and torch.isfinite(q).all()
    config = json.loads(json.dumps(net.config.to_dict()))
    rebuilt = BASELINE_BUILDERS[name](config)
    rebuilt.load_state_dict(net.state_dict())
    torch.testing.assert_close(rebuilt(*_inputs(name)), q)


@pytest.mark.parametrize("name", sorted(BASELINE_BUILDERS))
def test_seed_decides_the_initial_weights_without_touching_global_rng(name):
    torch.manual_seed(123)
    expected = torch.rand(3)
    torch.manual_seed(123)
    a, b, c = _net(name, 1), _net(name, 1), _net(name, 2)
    assert torch.equal(torch.rand(3), expected)
    x = _inputs(name)
    torch.testing.assert_close(a(*x), b(*x))
    assert not torch.allclose(a(*x), c(*x))


@pytest.mark.parametrize("name", sorted(BASELINE_BUILDERS))
def test_gradients_reach_every_parameter(name):
    net = _net(name)
    x = _inputs(name, batch=16)
    if name == "lnn-nn-dqn":  # move the literals off {0, 1} so no conjunction sits at a kink
        x = (x[0] * 0.8 + 0.1,)
    net(*x).pow(2).sum().backward()
    for pname, p in net.named_parameters():
        assert p.grad is not None and p.grad.abs().sum() > 0, pname


@pytest.mark.parametrize("name", sorted(BASELINE_BUILDERS))
def test_fits_a_tiny_q_target(name):
    """Sanity: fit Q(v, x) = (a_v + [find(x) and not visited(x)]) / 2 on 8 states, a_v random."""
    net = _net(name)
    unary, _ = _states(8, seed=1)
    x = _inputs(name, batch=8, seed=1)
    verb = torch.rand(8, 2, generator=torch.Generator().manual_seed(2))
    noun = unary[:, :, 0] * (1 - unary[:, :, 1])  # (8, n_words)
    target = ((verb[:, :, None] + noun[:, None, :]) / 2).flatten(1)  # (8, 10) verb-major
    optim = torch.optim.Adam(net.parameters(), lr=1e-2)
    with torch.no_grad():
        first = float((net(*x) - target).pow(2).mean())
    for _ in range(300):
        loss = (net(*x) - target).pow(2).mean()
        optim.zero_grad()
        loss.backward()
        optim.step()
    assert loss.item() < min(0.1 * first, 0.01)


def test_lnn_nn_dqn_config_counts_inputs():
    config = LnnNnDqnConfig(vocabulary=VOCAB.to_dict(), include_all_visited=False)
    assert config.n_values == 26
    assert _net("lnn-nn-dqn").conjunctions.n_gates == 364


@pytest.mark.parametrize("name", sorted(BASELINE_BUILDERS))
def test_policy_artifact_round_trip(name, tmp_path):
    net = _net(name, seed=4)  # the registry knows every baseline
    folder = name.replace("+", "p")  # artifact names allow [A-Za-z0-9._-] only
    path = save_artifact(
        net,
        tmp_path,
        folder,
        "v1",
        method=name,
        network=name,
        training={"seed": 4},
        evaluation={},
        rules=[],
    )
    loaded = load_artifact(path).model
    x = _inputs(name)
    torch.testing.assert_close(loaded(*x), net(*x))
