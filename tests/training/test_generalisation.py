"""`folnn experiment generalisation`: Table 1's runs played on deep maps."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path

import pytest

from folnn.cli import main
from training.generalisation import generalisation_table, render_generalisation
from training.plots import plot_generalisation
from training.train import TrainArgs

CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games"
METHOD = "nn-dqn"  # the cheapest run; every method goes through the same code


def _argv(name: str, root: Path) -> list[str]:
    return ["experiment", name, "--budget", "smoke", "--methods", METHOD,
            "--runs-dir", str(root / "runs"), "--results-dir", str(root / "results"),
            "--games-dir", str(CACHE), "--parallel", "2", "--no-progress"]  # fmt: skip


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """The smoke runs (easy, 2 seeds, 20 epochs), then their policies on 2 + 2 deep games."""
    root = tmp_path_factory.mktemp("generalisation")
    assert main(_argv("table1", root)) == 0
    assert main(_argv("generalisation", root)) == 0
    return root


@pytest.mark.slow  # two smoke runs and four small deep games
def test_generalisation_json_has_the_contract_shape(played):
    doc = json.loads((played / "results" / "generalisation.json").read_text())
    assert {"protocol", "results", "by_shape", "runs"} <= set(doc)
    cell = doc["results"][METHOD]["easy"]
    keys = {"reward_mean", "reward_std", "steps_mean", "steps_std", "dfs_steps", "seeds"}
    assert set(cell) == keys
    assert cell["seeds"] == 2 and 0.0 <= cell["reward_mean"] <= 1.0
    assert 1.0 <= cell["steps_mean"] <= 200.0 and cell["dfs_steps"] > 0
    assert set(doc["by_shape"]) == {"deep3", "deep4"}
    assert doc["protocol"]["max_steps"] == 200
    assert {s: v["games"] for s, v in doc["protocol"]["shapes"].items()} == {"deep3": 2, "deep4": 2}
    run = doc["runs"][0]
    assert run["method"] == METHOD and set(run["shapes"]) == {"deep3", "deep4"}
    text = (played / "results" / "generalisation.md").read_text()
    assert "| NN-DQN |" in text and "trained on easy" in text and "depth-first oracle" in text
    png = (played / "results" / "generalisation.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_a_second_call_reuses_every_played_run(played, capsys):
    cached = sorted((played / "runs").glob(f"{METHOD}_*/generalisation.json"))
    assert len(cached) == 2
    before = {p: p.stat().st_mtime_ns for p in cached}
    assert main(_argv("generalisation", played)) == 0
    assert {p: p.stat().st_mtime_ns for p in cached} == before


def _played_run(root: Path, method: str, seed: int, epochs: int, reward: float, steps: float):
    """A finished run folder whose deep-map play is already cached (stamped with its
    metrics.json), so :func:`generalisation_table` aggregates it without playing."""
    run = TrainArgs(method=method, difficulty="easy", epochs=epochs, seed=seed)
    run = dataclasses.replace(run, out=root / f"{method}_easy_s{seed}_e{epochs}")
    run.out.mkdir(parents=True)
    metrics = json.dumps({"artifact": str(run.out / "policy"), "rules": []})
    (run.out / "metrics.json").write_text(metrics)
    shape = {"games": 2, "max_steps": 200, "reward": reward, "steps": steps, "dfs_steps": 40.0}
    cache = {
        "method": method, "difficulty": "easy", "seed": seed, "epochs": epochs,
        "artifact": str(run.out / "policy"), "rules": [],
        "shapes": {"deep3": shape, "deep4": shape},
        "metrics_sha256": hashlib.sha256(metrics.encode()).hexdigest(),
    }  # fmt: skip
    (run.out / "generalisation.json").write_text(json.dumps(cache))
    return run


def test_runs_of_several_lengths_get_a_column_each(tmp_path):
    """Quick and paper budgets together: ``results`` keeps the shortest runs (the contract
    shape), ``by_epochs`` every length, the markdown and the plot a column / bar each."""
    runs = [
        _played_run(tmp_path, "nn-dqn", 0, 200, 0.0, 200.0),
        _played_run(tmp_path, "nn-dqn", 1, 200, 1.0, 40.0),
        _played_run(tmp_path, "nn-dqn", 0, 1000, 1.0, 60.0),
    ]
    paths = {s: [Path("a"), Path("b")] for s in ("deep3", "deep4")}
    table = generalisation_table(runs, paths, progress=False)
    assert table["results"]["nn-dqn"]["easy"]["seeds"] == 2
    assert table["results"]["nn-dqn"]["easy"]["reward_mean"] == 0.5
    cells = table["by_epochs"]["nn-dqn"]["easy"]
    assert list(cells) == ["200", "1000"] and cells["1000"]["steps_mean"] == 60.0
    assert table["by_shape"]["deep3"]["nn-dqn"]["easy"]["seeds"] == 2
    protocol = {
        "epochs": "200, 1000", "seeds": [0, 1], "levels": [5], "max_steps": 200,
        "shapes": {"deep3": {"games": 2}, "deep4": {"games": 2}},
    }  # fmt: skip
    text = render_generalisation(table | {"protocol": protocol}, {"nn-dqn": "NN-DQN"}, [])
    header = next(line for line in text.splitlines() if line.startswith("| method"))
    assert header == "| method | trained on easy, 200 epochs | trained on easy, 1000 epochs |"
    row = next(line for line in text.splitlines() if line.startswith("| NN-DQN"))
    assert row == (
        "| NN-DQN | 0.50 ± 0.50 / 120.0 (3.00 ×) | 1.00 ± 0.00 / 60.0 (1.50 ×) (1 seeds) |"
    )
    png = plot_generalisation(
        table["results"], tmp_path / "g.png", {}, [], table["by_epochs"]
    ).read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
