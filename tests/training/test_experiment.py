"""`folnn experiment` on a tiny table: real trainer runs on real games, aggregated into the
Table 1 JSON / markdown and the Figure 2 PNGs; resumable; the same table through local Ray."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from training.cli import main

CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games" / "protocol"


def _table(tmp_path: Path, *extra: str) -> list[str]:
    return [
        "experiment", "tiny", "--budget", "smoke", "--methods", "fol-lnn", "nn-dqn",
        "--epochs", "10", "--train-games", "2", "--test-games", "2",
        "--runs-dir", str(tmp_path / "runs"), "--results-dir", str(tmp_path / "results"),
        "--games-dir", str(CACHE), "--parallel", "2", "--no-progress", *extra,
    ]  # fmt: skip


def _check_results(results: Path) -> dict:
    table = json.loads((results / "tiny.json").read_text())
    assert set(table) == {"protocol", "results"}
    assert set(table["results"]) == {"fol-lnn", "nn-dqn"}
    cell = table["results"]["fol-lnn"]["easy"]["10"]
    assert set(cell) >= {"reward_mean", "reward_std", "steps_mean", "steps_std", "seeds"}
    assert cell["seeds"] == 2 and 0.0 <= cell["reward_mean"] <= 1.0
    assert 1.0 <= cell["steps_mean"] <= 100.0
    markdown = (results / "tiny.md").read_text()
    assert "| FOL-LNN (ours) |" in markdown and "| NN-DQN |" in markdown
    assert "The paper's Table 1" in markdown
    assert (results / "figure2_easy.png").stat().st_size > 10_000
    return table


@pytest.mark.slow
def test_a_tiny_table_runs_aggregates_and_resumes(tmp_path, capsys):
    assert main(_table(tmp_path)) == 0
    _check_results(tmp_path / "results")
    runs = sorted(p.name for p in (tmp_path / "runs").iterdir())
    assert len(runs) == 4  # 2 methods x 1 difficulty x 2 seeds
    stamps = {p: (tmp_path / "runs" / p / "metrics.json").stat().st_mtime_ns for p in runs}
    capsys.readouterr()
    assert main(_table(tmp_path)) == 0  # resumable: nothing left to run
    assert "4 already finished" in capsys.readouterr().out
    assert stamps == {p: (tmp_path / "runs" / p / "metrics.json").stat().st_mtime_ns for p in runs}


@pytest.mark.slow
def test_the_same_table_runs_on_a_local_ray_instance(tmp_path):
    pytest.importorskip("ray")
    assert main(_table(tmp_path, "--backend", "ray")) == 0
    _check_results(tmp_path / "results")
