"""Training cost: wall time of a 200-epoch run on hard games (evaluations included) and the
agent's own work per game step against TextWorld's step, for the shipped method
(``fol-lnn-critic``, targets ≤ 300 s and ≤ 30%, with its hand-derived numpy update) and, for
reference, the paper's ``fol-lnn`` (autograd, no target)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from training.train import TrainArgs, train

WALL_TARGET_S = 300.0
AGENT_SHARE_TARGET = 0.30


def run(quick: bool = False) -> dict:
    """Train the shipped method once (20 epochs when quick) and report the timings the trainer
    measured; the paper's method is measured the same way, beside it."""
    epochs = 20 if quick else 200
    out = _measure("fol-lnn-critic", epochs)
    paper = _measure("fol-lnn", epochs)
    out["paper_method"] = {k: paper[k] for k in ("wall_seconds", "agent_over_env", "reported")}
    return out


def _measure(method: str, epochs: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        args = TrainArgs(
            method=method,
            difficulty="hard",
            epochs=epochs,
            seed=0,
            out=Path(tmp),
            progress=False,
        )
        metrics = train(args).to_json()
    timing = metrics["timing"]
    wall = metrics["wall_seconds"]
    scaled_wall = wall * 200 / epochs
    return {
        "method": method,
        "epochs": epochs,
        "wall_seconds": round(wall, 1),
        "wall_seconds_per_200_epochs": round(scaled_wall, 1),
        "wall_target_seconds": WALL_TARGET_S,
        "wall_ok": scaled_wall <= WALL_TARGET_S,
        "env_ms_per_step": round(timing["env_ms_per_step"], 3),
        "agent_ms_per_step": round(timing["agent_ms_per_step"], 3),
        "agent_over_env": round(timing["agent_over_env"], 3),
        "agent_over_env_target": AGENT_SHARE_TARGET,
        "agent_ok": timing["agent_over_env"] <= AGENT_SHARE_TARGET,
        "game_steps": timing["game_steps"],
        "updates": timing["updates"],
        "reported": metrics["reported"],
        "oracle_steps": metrics["oracle_steps"],
    }
