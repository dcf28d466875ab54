"""A training run you can watch: its TensorBoard event files hold the TD loss of every update,
the return of every training episode, ε, the evaluations and the rules at each evaluation, and
``metrics.json`` the per-epoch curve that ``curves.png`` draws (issue 23, item 4)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from training.games import ensure_games, textworld_game_set
from training.runlog import RunLog
from training.train import TrainArgs, train

CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games" / "protocol"
EPOCHS, EVAL_EVERY, GAMES_PER_EPOCH = 6, 3, 2
pytestmark = pytest.mark.slow  # a real run: about a minute here


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[Path, object]:
    ensure_games(
        textworld_game_set("easy", "train")[:2] + textworld_game_set("easy", "test")[:2],
        CACHE,
        2,
        False,
    )
    out = tmp_path_factory.mktemp("watched")
    args = TrainArgs(
        method="fol-lnn",
        difficulty="easy",
        epochs=EPOCHS,
        eval_every=EVAL_EVERY,
        games_per_epoch=GAMES_PER_EPOCH,
        train_games=2,
        test_games=2,
        out=out,
        games_dir=CACHE,
        progress=False,
    )
    return out, train(args)


def _events(out: Path) -> EventAccumulator:
    acc = EventAccumulator(str(out / "tensorboard"), size_guidance={"scalars": 0, "tensors": 0})
    acc.Reload()
    return acc


def test_the_event_files_hold_every_training_signal(run):
    out, result = run
    acc = _events(out)
    scalars = set(acc.Tags()["scalars"])
    assert scalars >= {"train/td_loss", "train/return", "train/return_mean", "train/epsilon"}
    assert scalars >= {"eval/reward", "eval/steps"}
    losses = [e.value for e in acc.Scalars("train/td_loss")]
    assert len(losses) == result.timing["updates"] > 0
    assert np.mean(losses[-100:]) == pytest.approx(result.final_loss, rel=1e-5)
    returns = acc.Scalars("train/return")
    assert len(returns) == EPOCHS * GAMES_PER_EPOCH  # one per training episode
    assert [e.step for e in acc.Scalars("train/epsilon")] == list(range(1, EPOCHS + 1))
    evals = [(e.step, e.value) for e in acc.Scalars("eval/reward")]
    assert evals == [(e["epoch"], pytest.approx(e["reward"])) for e in result.evaluations]
    rules = acc.Tensors("rules/text_summary")
    assert [e.step for e in rules] == [EVAL_EVERY, 2 * EVAL_EVERY]
    last = rules[-1].tensor_proto.string_val[0].decode()
    assert all(r["text"] in last for r in result.rules)  # the rules read at the last evaluation


def test_metrics_keep_the_per_epoch_curve_the_events_hold(run):
    out, result = run
    metrics = json.loads((out / "metrics.json").read_text())
    curve = metrics["training"]
    assert [c["epoch"] for c in curve] == list(range(1, EPOCHS + 1))
    returns = [e.value for e in _events(out).Scalars("train/return")]
    per_epoch = np.reshape(returns, (EPOCHS, GAMES_PER_EPOCH)).mean(axis=1)
    assert [c["episode_return"] for c in curve] == pytest.approx(per_epoch.tolist(), rel=1e-5)
    assert curve[0]["epsilon"] == 1.0 and curve[-1]["epsilon"] < 1.0
    assert (out / "curves.png").stat().st_size > 10_000


def test_without_tensorboard_the_curve_is_still_kept(tmp_path):
    log = RunLog(None)
    log.update(0.5)
    log.update(0.25)
    log.episode(3.0)
    log.episode(1.0)
    record = log.end_epoch(1, 0.9)
    assert (record.td_loss, record.episode_return, record.epsilon) == (0.375, 2.0, 0.9)
    assert log.end_epoch(2, 0.8).td_loss is None  # no update in that epoch
    log.evaluation(2, 1.0, 5.0, ["a rule"])
    log.close()
    assert not list(tmp_path.iterdir())
