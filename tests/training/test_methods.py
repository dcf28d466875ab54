"""The FOL-LNN method's training signal: crisp truth targets from values, class-balanced error."""

import torch

from converter.converter import FOLConverter
from training.methods import FolLnnSettings, make_method, truth_targets


def test_truth_targets_are_true_for_the_best_and_false_a_margin_short():
    q = torch.tensor([[1.0, 0.9, 0.95, 0.2, 1.0]])
    mask = torch.tensor([[True, True, True, True, False]])
    t = truth_targets(q, mask, margin=0.1)
    torch.testing.assert_close(t, torch.tensor([[1.0, 0.0, 0.5, 0.0, 0.0]]))


def test_the_best_is_taken_over_the_candidates_only():
    q = torch.tensor([[0.5, 0.9]])
    t = truth_targets(q, torch.tensor([[True, False]]), margin=0.1)
    torch.testing.assert_close(t, torch.tensor([[1.0, 0.0]]))


def test_balanced_error_weighs_each_class_and_side_equally():
    method = make_method("fol-lnn", FOLConverter().vocabulary, 0, FolLnnSettings())
    # actions: go north/south/east/west (direction), take coin (money)
    truth = torch.tensor([[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 1.0]])
    target = torch.tensor([[1.0, 0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0, 1.0]])
    # groups: direction-True {1.0}, direction-False {0 x7}, money-True {1.0, 0.0}
    expected = (1.0 + 0.0 + 0.5) / 3
    assert abs(float(method._balanced_error(truth, target)) - expected) < 1e-6
