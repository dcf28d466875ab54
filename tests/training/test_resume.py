"""Ctrl-C stops a training run cleanly and ``--resume`` continues it to the result the run gives
uninterrupted (issue 33, item 5): a real tiny run through the `folnn` command, stopped by a real
SIGINT partway."""

from __future__ import annotations

import hashlib
import json
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from training.options import UsageError
from training.train import TrainArgs

ROOT = Path(__file__).resolve().parents[2]
EPOCHS = 30
RUN = [
    sys.executable,
    "-m",
    "folnn.cli",
    "train",
    "--method",
    "fol-lnn",
    "--difficulty",
    "easy",
    "--epochs",
    str(EPOCHS),
    "--eval-every",
    "5",
    "--train-games",
    "4",
    "--test-games",
    "4",
    # past the states a checkpoint must carry by the stop (issue 40: `--resume` of the default
    # method crashed once fol-lnn's α-constraint weight had annealed in, after epoch 40): λ
    # rising from epoch 3, a full replay, ε at its end by epoch 20
    "--fol-lnn.anneal-start",
    "2",
    "--fol-lnn.anneal-epochs",
    "4",
    "--replay-capacity",
    "200",
    "--epsilon-anneal-epochs",
    "20",
]


def _outcome(out: Path) -> dict:
    metrics = json.loads((out / "metrics.json").read_text())
    weights = next(out.glob("policies/*/*/weights.safetensors"))
    return {
        "weights_sha256": hashlib.sha256(weights.read_bytes()).hexdigest(),
        "evaluations": metrics["evaluations"],
        "training": metrics["training"],
        "rules": metrics["rules"],
        "final_loss": metrics["final_loss"],
        "config": {k: v for k, v in metrics["config"].items() if k != "out"},
    }


def _scalar_steps(logdir: Path) -> dict[str, list[int]]:
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    events = EventAccumulator(str(logdir))
    events.Reload()
    return {tag: [e.step for e in events.Scalars(tag)] for tag in events.Tags()["scalars"]}


def _stop_partway(out: Path, after_epochs: int) -> subprocess.CompletedProcess:
    """Start the run and send SIGINT once its progress bar shows ``after_epochs`` epochs."""
    run = subprocess.Popen(
        [*RUN, "--out", str(out)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    seen = b""
    while True:
        chunk = run.stderr.read1(256)
        if not chunk:
            break
        seen += chunk
        done = [int(n) for n in re.findall(rb"\| *(\d+)/%d" % EPOCHS, seen)]
        if done and max(done) >= after_epochs:
            run.send_signal(signal.SIGINT)
            break
    stdout, stderr = run.communicate(timeout=600)
    return subprocess.CompletedProcess(run.args, run.returncode, stdout, seen + stderr)


@pytest.mark.slow
def test_a_stopped_and_resumed_run_ends_as_the_uninterrupted_run(tmp_path):
    whole, parts = tmp_path / "whole", tmp_path / "parts"
    subprocess.run([*RUN, "--out", str(whole), "--no-progress"], cwd=ROOT, check=True, timeout=600)

    stopped = _stop_partway(parts, after_epochs=8)
    err = stopped.stderr.decode()
    last = err.rstrip("\n").rsplit("\n", 1)[-1]
    assert stopped.returncode == 130, err[-2000:]
    assert "Traceback" not in err
    assert re.fullmatch(
        rf"folnn train: stopped after epoch (\d+) of {EPOCHS}: checkpoint and metrics.partial.json"
        rf" in {re.escape(str(parts))}; continue with --resume --out {re.escape(str(parts))}",
        last,
    ), last
    stopped_at = int(re.search(r"epoch (\d+) of", last).group(1))
    assert 8 <= stopped_at < EPOCHS
    partial = json.loads((parts / "metrics.partial.json").read_text())
    assert partial["complete"] is False and partial["epoch"] == stopped_at
    assert len(partial["training"]) == stopped_at
    assert not (parts / "metrics.json").exists()

    # the same folder again without --resume is refused, in one line
    again = subprocess.run([*RUN, "--out", str(parts)], cwd=ROOT, capture_output=True, text=True)
    assert again.returncode == 2
    assert again.stderr == (
        f"folnn train: error: --out {parts} already holds a run: continue it with --resume,"
        " or choose another --out\n"
    )

    subprocess.run(
        [*RUN, "--out", str(parts), "--resume", "--no-progress"], cwd=ROOT, check=True, timeout=600
    )
    assert _outcome(parts) == _outcome(whole)
    metrics = json.loads((parts / "metrics.json").read_text())
    assert metrics["timing"]["stopped_after_epochs"] == [stopped_at]
    assert not (parts / "checkpoint").exists() and not (parts / "metrics.partial.json").exists()
    # TensorBoard: two event files, the steps of one uninterrupted run (continued, not doubled)
    assert len(list((parts / "tensorboard").glob("events.out.tfevents.*"))) == 2
    assert _scalar_steps(parts / "tensorboard") == _scalar_steps(whole / "tensorboard")


def _text_tags(logdir: Path) -> dict[str, list[str]]:
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    events = EventAccumulator(str(logdir), size_guidance={"tensors": 0})
    events.Reload()
    return {
        tag: [e.tensor_proto.string_val[0].decode() for e in events.Tensors(tag)]
        for tag in events.Tags()["tensors"]
    }


@pytest.mark.slow
def test_a_run_whose_rules_read_nothing_says_so(tmp_path):
    out = tmp_path / "run"
    done = subprocess.run(
        [*RUN, "--out", str(out), "--no-progress"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-2000:]
    metrics = json.loads((out / "metrics.json").read_text())
    texts = [r["text"] for r in metrics["rules"]]
    empty = [t for t in texts if "⊤ →" in t or "⊥ →" in t]
    warnings = _text_tags(out / "tensorboard").get("warnings/text_summary", [])
    if empty:  # this tiny easy run learns too little for some rule to read a fact
        assert [w["code"] for w in metrics["warnings"]] == ["rules_read_nothing"]
        assert all(t in metrics["warnings"][0]["message"] for t in empty)
        said = "folnn train: warning: the rule" + ("s " if len(empty) > 1 else " ") + empty[0]
        assert said in done.stderr
        assert not [t for t in texts if t not in empty and t in metrics["warnings"][0]["message"]]
        assert len(warnings) == 1 and empty[0] in warnings[0]
    else:
        assert metrics["warnings"] == [] and warnings == []


def test_rule_warnings_name_the_rules_that_read_nothing():
    from training.train import rule_warnings

    top = {"class": "direction", "text": "∃x∈W_direction: ⊤ → go(x)", "conjunctions": [[]]}
    coin = {
        "class": "money",
        "text": "∃x∈W_money: find(x) → take(x)",
        "conjunctions": [[{"predicate": "find", "negated": False}]],
    }
    assert rule_warnings([coin]) == []
    (note,) = rule_warnings([top, coin])
    assert note["code"] == "rules_read_nothing" and "⊤ → go(x)" in note["message"]


def test_paths_may_be_strings():
    args = TrainArgs(out="runs/x", games_dir="var/games")
    assert args.out == Path("runs/x") and args.games_dir == Path("var/games")


def test_resume_needs_a_checkpoint(tmp_path):
    from training.train import train

    with pytest.raises(UsageError, match="no checkpoint"):
        train(TrainArgs(out=tmp_path / "nothing", resume=True))


def test_an_out_holding_only_the_artifact_root_is_no_run(tmp_path):
    # The trainer image's runs/latest holds only `policies`, a link to the servers' volume:
    # every `docker compose run trainer` was refused as "already holds a run".
    from training.train import check_out

    out = tmp_path / "runs" / "latest"
    out.mkdir(parents=True)
    (tmp_path / "volume" / "fol-rules" / "v1").mkdir(parents=True)
    (out / "policies").symlink_to(tmp_path / "volume")
    check_out(TrainArgs(out=out))  # accepted
    (out / "metrics.partial.json").write_text("{}")
    with pytest.raises(UsageError, match="already holds a run"):
        check_out(TrainArgs(out=out))


def test_the_warning_names_the_class_and_verb_rule_that_reads_nothing():
    # issue 40, item 2: rules are per (class, verb); a correct `go` rule was named beside an
    # empty `open` rule of the same class, and the message read "the rule of direction,
    # direction, money reads no fact"
    from service.rollout import activation_refusals
    from training.train import rule_warnings

    go = {
        "class": "direction",
        "action": "go",
        "text": "∃x∈W_direction: find(x) ∧ ¬visited(x) → go(x)",
        "conjunctions": [
            [{"predicate": "find", "negated": False}, {"predicate": "visited", "negated": True}]
        ],
    }
    open_ = {
        "class": "direction",
        "action": "open",
        "text": "∃x∈W_direction: ⊥ → open(x)",
        "conjunctions": [],
    }
    take = {
        "class": "money",
        "action": "take",
        "text": "∃x∈W_money: ⊤ → take(x)",
        "conjunctions": [[]],
    }
    (note,) = rule_warnings([go, open_, take])
    assert note["message"].startswith(
        "the rules ∃x∈W_direction: ⊥ → open(x) and ∃x∈W_money: ⊤ → take(x) read no fact:"
    ), note["message"]
    assert "go(x)" not in note["message"]
    (one,) = rule_warnings([go, open_])
    assert one["message"].startswith("the rule ∃x∈W_direction: ⊥ → open(x) reads no fact:")
    (refusal,) = activation_refusals([go, open_], None, None)
    assert refusal["message"].startswith("the rule ∃x∈W_direction: ⊥ → open(x) reads no fact:")


def test_the_training_summary_labels_its_figures():
    # issue 40, item 8: the summary printed the moving average (0.556 / 46.9) right after a last
    # evaluation of 1.00 / 6.93, without saying which was which
    from training.train import RunResult, training_summary

    result = RunResult(
        config={"eval_every": 10, "test_games": 50},
        evaluations=[
            {"epoch": 10, "reward": 0.11, "steps": 86.8},
            {"epoch": 50, "reward": 1.0, "steps": 6.93},
        ],
        reported={"50": {"reward": 0.556, "steps": 46.9}},
        oracle_steps=6.1,
        oracle_spread=0.3,
        oracle_orders=256,
        wall_seconds=12.34,
        rules=[],
        rule_check=None,
        timing={},
        final_loss=None,
        artifact=Path("runs/x/policies/a/b"),
    )
    summary = training_summary(result)
    assert list(summary) == [
        "last_evaluation",
        "moving_average",
        "oracle_steps",
        "oracle_spread",
        "wall_seconds",
        "artifact",
    ]
    assert summary["oracle_steps"] == 6.1 and summary["oracle_spread"] == 0.3
    assert summary["last_evaluation"] == {
        "epoch": 50,
        "reward": 1.0,
        "steps": 6.93,
        "what": "the greedy policy of the last epoch on the evaluation games",
    }
    assert summary["moving_average"]["by_epoch"] == {"50": {"reward": 0.556, "steps": 46.9}}
    assert "mean of the evaluations in (E - 100, E]" in summary["moving_average"]["what"]
