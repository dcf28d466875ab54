"""Stopped by SIGINT at several points and resumed, every method's run ends bit for bit as the
same run uninterrupted: both game families, both candidate settings (issue 40, item 1).

The runs are real (real games, the real trainer, a real SIGINT through the trainer's own
handler, delivered at the end of a chosen epoch) and as short as still reaches the states a
checkpoint must carry: the replay full (its rings wrapped), ε moved, ``fol-lnn``'s α-constraint
weight λ annealed in (the term whose scalar came back from a checkpoint as a (1,) array and
crashed ``--resume`` of the default run after epoch 40), ``fol-lnn-critic``'s crystallisation
passed, the network grown, Adam's moments and step counts under way. The first stop falls
between two evaluations, the second on one.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import signal
from pathlib import Path

import pytest

from training.methods import METHODS, FolLnnCriticSettings, FolLnnSettings
from training.train import CHECKPOINT_DIR, TrainArgs, TrainingStopped, epsilon_at, train

EPOCHS = 9
STOPS = (4, 6)  # λ rising at 4, at its top from 5; the critic's snap before epoch 5
FAMILIES = ("easy", "twx")
ROOT = Path(__file__).resolve().parents[2]


def _args(method: str, family: str, candidates: str, out: Path, games_dir: Path) -> TrainArgs:
    return TrainArgs(
        method=method,
        difficulty=family,
        candidates=candidates,
        epochs=EPOCHS,
        seed=3,
        out=out,
        games_dir=games_dir,
        train_games=2,
        test_games=2,
        games_per_epoch=2,
        max_steps_train=20,
        max_steps_test=20,
        eval_every=3,
        batch_size=8,
        replay_capacity=40,  # full (both rings wrapped) within the first epochs
        update_every=2,
        epsilon_anneal_epochs=6,  # ε moves every epoch, and stops moving before the end
        progress=False,
        tensorboard=False,
        fol_lnn=FolLnnSettings(anneal_start=2, anneal_epochs=3, grow_patience=20),
        fol_lnn_critic=FolLnnCriticSettings(
            crystallize_epoch=5, reservoir_batches=8, grow_patience=20
        ),
    )


def _outcome(out: Path) -> dict:
    metrics = json.loads((out / "metrics.json").read_text())
    weights = next(out.glob("policies/*/*/weights.safetensors"))
    return {
        "weights_sha256": hashlib.sha256(weights.read_bytes()).hexdigest(),
        "evaluations": metrics["evaluations"],
        "training": metrics["training"],
        "rules": metrics["rules"],
        "final_loss": metrics["final_loss"],
        "updates": metrics["timing"]["updates"],
        "game_steps": metrics["timing"]["game_steps"],
    }


class _SigintAt:
    """Sends this process a real SIGINT at the end of the given epochs' training (the
    trainer's handler asks the loop to stop after that epoch, as Ctrl-C does)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, epochs: tuple[int, ...]) -> None:
        from training import runlog

        self.epochs = set(epochs)
        end_epoch = runlog.RunLog.end_epoch

        def end_then_signal(log: runlog.RunLog, epoch: int, epsilon: float) -> runlog.EpochRecord:
            record = end_epoch(log, epoch, epsilon)
            if epoch in self.epochs:
                self.epochs.discard(epoch)
                os.kill(os.getpid(), signal.SIGINT)  # handled before kill returns (CPython)
            return record

        monkeypatch.setattr(runlog.RunLog, "end_epoch", end_then_signal)


def _check_reached(args: TrainArgs) -> None:
    """The last checkpoint holds the states that must survive a resume: a full replay, ε and
    (for ``fol-lnn``) λ moved, Adam under way."""
    state = json.loads((args.out / CHECKPOINT_DIR / "state.json").read_text())["parts"]
    rings = state["replay"]["attrs"]
    for ring in ("prior", "regular"):
        attrs = rings[ring]["attrs"]
        assert attrs["size"]["v"] == attrs["capacity"]["v"], ring
    loop = {k["v"]: v for k, v in state["loop"]["dict"]}
    assert loop["updates"]["v"] > 0
    assert epsilon_at(args, STOPS[-1] - 1) < args.epsilon_start
    method = state["method"]["attrs"]
    if args.method.startswith("fol-lnn-critic"):  # past the snap: the constraint at its top
        assert method["constraint_lambda"]["v"] == args.fol_lnn_critic.crystallize_weight
    elif args.method.startswith("fol-lnn"):  # λ annealed in
        assert method["constraint_lambda"]["v"] > 0


def _stopped_and_resumed(args: TrainArgs, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    _SigintAt(monkeypatch, STOPS)
    stopped = []
    resume = False
    while True:
        try:
            train(dataclasses.replace(args, resume=resume))
            return stopped
        except TrainingStopped as stop:
            stopped.append(stop.epoch)
            resume = True
            if stop.epoch == STOPS[-1]:
                _check_reached(args)


def _check(method: str, family: str, candidates: str, tmp_path: Path, monkeypatch) -> None:
    games_dir = ROOT / "var" / "games"  # the protocol's games, unpacked on first use
    whole = _args(method, family, candidates, tmp_path / "whole", games_dir)
    train(whole)
    parts = dataclasses.replace(whole, out=tmp_path / "parts")
    assert _stopped_and_resumed(parts, monkeypatch) == list(STOPS)
    assert _outcome(parts.out) == _outcome(whole.out)


@pytest.mark.slow
@pytest.mark.parametrize("candidates", ["all", "found"])
@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("method", list(METHODS))
def test_a_run_stopped_twice_ends_as_the_uninterrupted_run(
    method, family, candidates, tmp_path, monkeypatch
):
    _check(method, family, candidates, tmp_path, monkeypatch)
