"""Where the first epochs go (issue 42, item 1): a run keeps what its transitions were and how
its unsolved evaluation games ended, and with ``record_weights`` its weights after every epoch;
``training.convergence`` reads when each weight settles off them."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from training.convergence import settle_epoch, settling
from training.runlog import RunLog

CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games" / "protocol"


def test_a_weight_settles_at_the_first_epoch_it_never_leaves_its_final_band():
    epochs = [1, 2, 3, 4, 5]
    assert settle_epoch(epochs, [0.2, 0.9, 0.5, 0.95, 1.0], 0.1) == 4
    assert settle_epoch(epochs, [0.2, 0.9, 0.4, 0.95, 1.0], 0.5) == 4
    assert settle_epoch(epochs, [1.0, 1.0, 1.0, 1.0, 1.0], 0.1) == 1  # never moved
    assert settle_epoch(epochs, [0.0, 0.0, 0.0, 0.0, 1.0], 0.1) == 5  # moved at the end


def test_settling_follows_the_initial_gate_and_dates_the_grown_ones():
    def snapshot(epoch: int, gates: list[int], rows: list[list[float]]) -> dict:
        return {
            "epoch": epoch,
            "gates": gates,
            "networks": ["a", "b"],
            "literals": ["p(x)", "¬p(x)"],
            "and_weight": rows,
            "priority": [0.0, 0.5 * epoch],
        }

    weights = [
        snapshot(1, [1, 1], [[0.3, 0.3], [0.3, 0.3]]),
        snapshot(2, [2, 1], [[0.8, 0.3], [1.0, 0.0], [0.3, 0.0]]),  # a's second gate is born
        snapshot(3, [2, 1], [[1.0, 0.0], [1.0, 0.0], [0.3, 0.0]]),
    ]
    settled = settling(weights, 0.1)
    assert settled["a"]["p(x)"] == 3 and settled["a"]["¬p(x)"] == 3
    assert settled["a"]["first growth"] == settled["a"]["last growth"] == 2
    assert settled["b"]["p(x)"] == 1 and settled["b"]["¬p(x)"] == 2
    assert math.isnan(settled["b"]["first growth"])
    assert settled["a"]["priority"] == 1 and settled["b"]["priority"] == 3


def test_an_epoch_record_counts_its_transitions():
    log = RunLog(None)
    here, there = {"unary": np.zeros((2, 3))}, {"unary": np.eye(2, 3)}
    log.transition(here, here, 0.0, off_found=True)  # refused: the state as it was
    log.transition(here, here, 1.0, off_found=False)  # the same facts, but it earned something
    log.transition(here, there, 0.0, off_found=True)
    record = log.end_epoch(1, 1.0)
    assert (record.steps, record.unchanged, record.off_found) == (3, 1, 2)
    assert log.end_epoch(2, 1.0).steps == 0  # counted per epoch


@pytest.mark.slow
def test_a_run_records_its_weights_its_transitions_and_how_its_games_ended(tmp_path):
    from training.games import ensure_games, textworld_game_set
    from training.train import TrainArgs, train

    ensure_games(
        textworld_game_set("easy", "train")[:2] + textworld_game_set("easy", "test")[:2],
        CACHE,
        2,
        False,
    )

    def run(name: str, **kwargs) -> dict:
        args = TrainArgs(
            method="fol-lnn",
            difficulty="easy",
            epochs=4,
            eval_every=2,
            games_per_epoch=2,
            train_games=2,
            test_games=2,
            out=tmp_path / name,
            games_dir=CACHE,
            progress=False,
            tensorboard=False,
            **kwargs,
        )
        train(args)
        return json.loads((tmp_path / name / "metrics.json").read_text())

    traced, plain = run("traced", record_weights=True), run("plain")
    assert [w["epoch"] for w in traced["weights"]] == [1, 2, 3, 4]
    assert traced["weights"][0]["networks"] == ["direction", "money"]
    assert plain["weights"] == []
    assert traced["evaluations"] == plain["evaluations"]  # recording changes nothing
    assert traced["training"] == plain["training"]
    for record in traced["training"]:
        assert 0 <= record["unchanged"] <= record["steps"] and record["steps"] > 0
        assert record["off_found"] <= record["steps"]
    for evaluation in traced["evaluations"]:
        unsolved = round((1 - evaluation["reward"]) * 2)
        assert sum(evaluation["ends"].values()) == unsolved
