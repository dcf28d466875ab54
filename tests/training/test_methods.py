"""The FOL-LNN method's training signal: crisp truth targets from a two-head critic, balanced
error, and gate growth from the cases the LNN misses."""

import torch

from converter.converter import FOLConverter
from training.methods import (
    FolLnnSettings,
    lexicographic_truth_targets,
    make_method,
    truth_targets,
)


def test_truth_targets_are_true_for_the_best_and_false_a_margin_short():
    q = torch.tensor([[1.0, 0.9, 0.95, 0.2, 1.0]])
    mask = torch.tensor([[True, True, True, True, False]])
    t = truth_targets(q, mask, margin=0.1)
    torch.testing.assert_close(t, torch.tensor([[1.0, 0.0, 0.5, 0.0, 0.0]]))


def test_the_best_is_taken_over_the_candidates_only():
    q = torch.tensor([[0.5, 0.9]])
    t = truth_targets(q, torch.tensor([[True, False]]), margin=0.1)
    torch.testing.assert_close(t, torch.tensor([[1.0, 0.0]]))


def test_balanced_error_weighs_each_class_and_candidacy_equally():
    method = make_method("fol-lnn", FOLConverter().vocabulary, 0, FolLnnSettings())
    # actions: go north/south/east/west (direction), take coin (money)
    truth = torch.tensor([[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0]])
    target = torch.tensor([[1.0, 0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0, 1.0]])
    mask = torch.tensor([[True, True, False, False, True], [False, False, False, False, True]])
    # groups: direction candidates {1, 0}, direction others {0 x6}, money candidates {1, 0}
    expected = (0.5 + 0.0 + 0.5) / 3
    assert abs(float(method._balanced_error(truth, target, mask)) - expected) < 1e-6


def test_lexicographic_targets_put_the_task_first_and_exploration_second():
    # the coin room: take coin is the task's best; going on explores more but is False
    task = torch.tensor([[0.3, 0.3, 0.2, 0.2, 1.0], [0.30, 0.29, 0.26, 0.2, 0.2]])
    explore = torch.tensor([[1.0, 0.8, 0.0, 0.0, 0.0], [1.0, 0.8, 1.0, 0.0, 0.0]])
    mask = torch.tensor([[True, True, False, False, True], [True, True, True, False, False]])
    t = lexicographic_truth_targets(task, explore, mask, margin=0.1)
    torch.testing.assert_close(t[0], torch.tensor([0.0, 0.0, 0.0, 0.0, 1.0]))
    # away from the coin the task values tie: exploration decides (east falls short on the task)
    torch.testing.assert_close(t[1], torch.tensor([1.0, 0.0, 0.6, 0.0, 0.0]))


def _transitions(method, n):
    """n replayed transitions from two real fact tables: a room with an unvisited exit north."""
    from training.methods import TensorBatch
    from training.replay import PrioritizedReplay

    converter = FOLConverter()
    episode = converter.start(
        "-= Attic =-\nYou are in an attic. There is an exit to the north. There is a coin here."
    )
    state = method.featurize(episode.facts, "")
    mask = method.candidates(episode.facts, "found")
    replay = PrioritizedReplay(100, method.fields, len(method.actions), 0.25, seed=0)
    for i in range(n):
        won = i % 2 == 0
        replay.add(state, mask, 4 if won else 0, 1.0, state, mask, won, 1.0 if won else 0.0)
    return TensorBatch.from_replay(replay.sample(n))


def test_one_update_trains_both_critic_heads_and_the_lnn():
    method = make_method("fol-lnn", FOLConverter().vocabulary, 0, FolLnnSettings())
    batch = _transitions(method, 8)
    optimizer = torch.optim.Adam(method.param_groups(1e-3))
    before = [p.detach().clone() for g in method.param_groups(1e-3) for p in g["params"]]
    loss = method.loss(batch, gamma=0.9)
    assert loss.total.ndim == 0 and loss.td.shape == (8,)
    optimizer.zero_grad()
    loss.total.backward()
    optimizer.step()
    after = [p.detach() for g in method.param_groups(1e-3) for p in g["params"]]
    assert all(not torch.equal(b, a) for b, a in zip(before, after, strict=True))


def test_a_class_that_keeps_missing_true_targets_grows_a_gate_from_the_missed_cases():
    settings = FolLnnSettings(grow_patience=2, grow_threshold=0.05)
    method = make_method("fol-lnn", FOLConverter().vocabulary, 0, settings)
    literals = method.network.literal_set
    facts = torch.zeros(1, 5, 3), torch.zeros(1, 1)
    facts[0][0, 0] = torch.tensor([1.0, 1.0, 1.0])  # north: found, visited, initial
    facts[1][0, 0] = 1.0  # all visited
    from model.policy import FactBatch

    batch = FactBatch(*facts)
    target = torch.zeros(1, 5)
    target[0, 0] = 1.0
    truth = torch.zeros(1, 5)
    grew = []
    for _ in range(4):  # two windows of two updates, the misses do not fall
        method._note_misses(batch, truth, target)
        grew.append(method.after_update(torch.zeros(1), torch.zeros(1, dtype=torch.long)))
    assert grew == [False, False, False, True]
    assert method.network.config.gates[0] == 2
    new = method.network.and_weight[1]
    on = {str(literals[i]) for i in torch.nonzero(new > 0.5).flatten().tolist()}
    assert on == {"find(x)", "visited(x)", "initial(x)", "all_visited"}
