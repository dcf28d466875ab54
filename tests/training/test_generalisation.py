"""`folnn experiment generalisation`: Table 1's runs played on deep maps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from training.cli import main

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
