"""The forward the server, the agent and training share (model/kernel.py, served through
model/numpy_policy.py) against the torch oracle of the same maths (tests/lnn_oracle.py: forward,
rank with the class priority) and FolLnnPolicy's explanations, on real fact tables: the
converter's tables of real Coin-Collector play, for the shipped trained policies, fresh ones and
a grown one with several gates per class and a class priority."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter, Turn
from model.policy import FolLnnPolicy, PolicyConfig, collate
from tests import lnn_oracle

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tables_for():
    """Fact tables of every prefix of real play on three hard level-5 test games (two by the
    depth-first oracle, one by random moves: refused moves, revisits, coins), ~300 tables,
    over a policy's vocabulary (the paper's, or the shipped default's with closed, refused and
    open): a function of the policy, each vocabulary's tables made once."""
    from reliability.harness import real_transcripts

    transcripts = real_transcripts()
    made: dict = {}

    def tables(policy: FolLnnPolicy | None = None) -> list:
        vocabulary = FOLConverter().vocabulary if policy is None else policy.vocabulary
        if vocabulary not in made:
            converter = FOLConverter().for_vocabulary(vocabulary)
            made[vocabulary] = [
                converter.convert(pairs[k][0], [Turn(o, a) for o, a in pairs[:k]])
                for pairs in transcripts
                for k in range(len(pairs))
            ]
            distinct = {t.unary.tobytes() + t.nullary.tobytes() for t in made[vocabulary]}
            assert len(made[vocabulary]) >= 300 and len(distinct) >= 10
        return made[vocabulary]

    return tables


@pytest.fixture(scope="module")
def real_tables(tables_for):
    """The tables of :func:`tables_for` over the paper's vocabulary."""
    return tables_for()


def _shipped() -> FolLnnPolicy:
    from folnn.agent import DEFAULT_POLICY
    from model.registry import load_artifact
    from model.versions import resolve_version

    return load_artifact(resolve_version(DEFAULT_POLICY)).model


def _grown(seed: int) -> FolLnnPolicy:
    """Several gates per class (one added as a classical conjunction), a class priority."""
    vocab = FOLConverter().vocabulary
    policy = FolLnnPolicy(PolicyConfig(vocabulary=vocab.to_dict(), gates=(3, 2), seed=seed))
    policy.add_gate(vocab.classes[0].name, literals=[0, 5])
    with torch.no_grad():
        policy.priority[:] = torch.tensor([0.7, -1.3])
    return policy


POLICIES = {
    "shipped": _shipped,
    "fresh-1": lambda: FolLnnPolicy(
        PolicyConfig(vocabulary=FOLConverter().vocabulary.to_dict(), seed=1)
    ),
    "grown-7": lambda: _grown(7),
}


NOISE = 1e-5
"""Float32 rounding: the kernel and the torch oracle sum the same products in different orders
(torch's matmul kernel, numpy's sum), so they agree to ~1e-7, not bit for bit."""


@torch.no_grad()
def _oracle(policy: FolLnnPolicy, table) -> tuple[np.ndarray, np.ndarray]:
    literals = policy.literals(collate([table]))
    truth = lnn_oracle.truth(policy, literals)[0].numpy()
    return truth, lnn_oracle.rank(policy, literals)[0].numpy()


def _best(ranking, allowed) -> tuple[int, bool]:
    """The action the server takes among ``allowed``, and whether that choice hinges on
    rounding noise: candidates within NOISE of the best that are not all exactly equal (an
    exact tie is broken by the action's index, the same way in both)."""
    best = max(allowed, key=lambda a: (ranking[a], -a))
    near = {float(ranking[a]) for a in allowed if ranking[best] - ranking[a] <= NOISE}
    return best, len(near) > 1


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_scores_and_ranking_equal_the_torch_oracle(name, tables_for):
    torch_policy = POLICIES[name]()
    real_tables = tables_for(torch_policy)
    fast = torch_policy.frozen()
    decided = 0
    for table in real_tables:
        scores, ranking = _oracle(torch_policy, table)
        assert np.array_equal(torch_policy.scores(table), fast.evaluate(table).scores)
        ev = fast.evaluate(table)
        assert ev.scores.dtype == np.float32 and ev.scores.shape == scores.shape
        np.testing.assert_allclose(ev.scores, scores, rtol=0, atol=1e-6)
        np.testing.assert_allclose(ev.ranking, ranking, rtol=0, atol=1e-6)
        # the decision itself, under the candidate sets the tests use, wherever it does not
        # hinge on rounding noise (an untrained policy scores every direction alike)
        for allowed in (range(len(scores)), [0, 1, 2, 3], [1, 4], [4]):
            best, noisy = _best(ranking, allowed)
            fast_best, fast_noisy = _best(ev.ranking, allowed)
            if not (noisy or fast_noisy):
                assert fast_best == best
                decided += 1
    assert decided >= len(real_tables)  # at least the one-candidate and most other sets


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_explanations_equal_the_torch_oracle(name, tables_for):
    torch_policy = POLICIES[name]()
    real_tables = tables_for(torch_policy)
    fast = torch_policy.frozen()
    actions = torch_policy.vocabulary.actions
    for table in real_tables[::3]:
        ev = fast.evaluate(table)
        for action in actions:
            want = lnn_oracle.explain(torch_policy, table, action)
            got = fast.explain(table, action, ev)
            assert (got.action, got.fired, got.rule_id, got.rule_text, got.literals) == (
                want.action,
                want.fired,
                want.rule_id,
                want.rule_text,
                want.literals,
            )
            assert got.score == pytest.approx(want.score, abs=1e-6)
            assert fast.explain(table, action) == got  # evaluating again gives the same


def test_the_trained_policy_decides_the_same_on_every_real_table(tables_for):
    """What the server answers (action and rule) is what the torch oracle decides."""
    torch_policy = _shipped()
    real_tables = tables_for(torch_policy)
    fast = torch_policy.frozen()
    actions = torch_policy.vocabulary.actions
    fired = 0
    for table in real_tables:
        a_torch = actions[int(np.argmax(_oracle(torch_policy, table)[1]))]
        ev = fast.evaluate(table)
        a_fast = actions[int(np.argmax(ev.ranking))]
        assert a_fast == a_torch
        why = fast.explain(table, a_fast, ev)
        assert why.rule_text == lnn_oracle.explain(torch_policy, table, a_torch).rule_text
        fired += why.fired
    assert fired > len(real_tables) // 2  # the trained rules fire on most real observations


@pytest.mark.parametrize("name", sorted(POLICIES))
def test_rules_equal_the_torch_oracle(name):
    """The rules read in numpy (model/readout.py) are the torch readout's, exactly (the
    priority's tanh too), as trained and snapped classical (every gate in a rule or not)."""
    policy = POLICIES[name]()
    assert policy.frozen().rules() == lnn_oracle.rules(policy)
    policy.project_(classical=True)
    assert policy.frozen().rules() == lnn_oracle.rules(policy)
    assert policy.rules() == policy.frozen().rules()


def test_unknown_actions_are_refused_like_the_torch_policy(real_tables):
    fast = _grown(3).frozen()
    for action in ("go coin", "take north", "fly east", "go"):
        with pytest.raises(ValueError, match="unknown action"):
            fast.explain(real_tables[0], action)


def test_the_policy_and_its_served_copy_run_the_kernels_forward(monkeypatch, real_tables):
    """The policy's forward (what training acts on), its ranking and explanations, and the
    NumpyPolicy the server and the Python agent decide with all compute through
    :func:`model.kernel.forward` (the LNN updates: tests/training/test_fol_lnn_update.py)."""
    from model import kernel

    calls = []
    original = kernel.forward

    def counted(literals, lnn):
        calls.append(literals.shape)
        return original(literals, lnn)

    monkeypatch.setattr(kernel, "forward", counted)
    policy, table = _grown(3), real_tables[5]
    for use in (
        lambda: policy(collate([table])),
        lambda: policy.ranking(table),
        lambda: policy.explain(table, "go north"),
        lambda: policy.frozen().evaluate(table),
    ):
        before = len(calls)
        use()
        assert len(calls) > before
    assert {shape[-1] for shape in calls} == {policy.n_literals}
