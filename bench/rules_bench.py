"""Issue 22's targets for ``fol-lnn``, the paper's method: its own weights read the paper's
rules, on 5 seeds per difficulty.

Reads the runs of ``folnn train --method fol-lnn --difficulty D --epochs 200 --seed S --out
runs/fol-lnn-final/D-sS`` (S = 0..4, D = easy, medium, hard; the protocol, reported on the test
games) and checks, from each run's artifact:

- rules (read off the weights at α, docs/architecture.md §4): on hard and medium the direction rule
  holds an
  explore conjunction ⊇ ``find(x) ∧ ¬visited(x)`` and a backtrack conjunction ⊇ ``find(x) ∧
  initial(x) ∧ all_visited`` (neither with an opposite literal) on ≥ 4 of 5 seeds; on easy the
  explore conjunction; the money rule is exactly ``find(x) → take(x)`` on 5 of 5 seeds;
- the published rules run as a program pick what the network picks in every state of the test
  games and (hard and medium seeds) of the deep-map test games
  (:func:`training.rulecheck.program_agreement`);
- play: the mean over seeds of the epoch-200 moving average ≤ 1.03 × the oracle's steps with
  reward ≥ 0.99 on hard and medium; the hard (and the medium) seeds on deep3 and deep4 solve
  ≥ 99% at ≤ 1.05 × the oracle (mean over seeds).

A run missing from ``runs/fol-lnn-final`` is trained first with that command's settings (about
10 s of CPU a run on the fast engine), so ``make bench`` on a fresh clone reads all 15. Quick
runs play the first 10 games of each set (indicative only) and train nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from bench.generalisation_bench import game_set_paths, play, rule_check
from model.policy import rule_structure
from model.registry import load_artifact
from training.games import family_protocol
from training.rulecheck import program_agreement
from training.train import train
from training.train_args import TrainArgs

RUNS = Path("runs/fol-lnn-final")
GAMES_DIR = Path("var/games")
SEEDS = (0, 1, 2, 3, 4)
DIFFICULTIES = ("hard", "medium", "easy")
DEEP = ("deep3", "deep4")
DEEP_FROM = ("hard", "medium")
"""The runs whose policies also play the deep maps (trained on maps with dead ends)."""
RULE_SEEDS_TARGET = 4
PLAY_RATIO_TARGET = 1.03
PLAY_REWARD_TARGET = 0.99
DEEP_SOLVED_TARGET = 0.99
DEEP_RATIO_TARGET = 1.05


def _ensure_run(difficulty: str, seed: int) -> None:
    """Train ``folnn train --method fol-lnn --difficulty D --epochs 200 --seed S --out
    runs/fol-lnn-final/D-sS`` unless its run is there."""
    out = RUNS / f"{difficulty}-s{seed}"
    if (out / "metrics.json").is_file():
        return
    print(f"rules bench: training fol-lnn {difficulty} seed {seed} into {out}", flush=True)
    args = TrainArgs(
        method="fol-lnn",
        difficulty=difficulty,  # type: ignore[arg-type]
        epochs=200,
        seed=seed,
        out=out,
        games_dir=GAMES_DIR,
        progress=False,
        tensorboard=False,
    )
    train(args)


def _seed_row(difficulty: str, seed: int, quick: bool) -> dict:
    run = RUNS / f"{difficulty}-s{seed}"
    metrics = json.loads((run / "metrics.json").read_text())
    artifact = Path(metrics["artifact"])
    loaded = load_artifact(artifact)
    model = loaded.model
    rules = model.rules()
    structure = rule_structure(rules)
    check = rule_check(structure.get("direction", frozenset()))
    at200 = metrics["reported"][str(max(int(e) for e in metrics["reported"]))]
    row = {
        "run": str(run),
        "rules": [r.text for r in rules],
        "priority": {r.class_name: round(r.priority, 3) for r in rules},
        "gates": list(model.config.gates),
        "explore": check["explore"],
        "backtrack": check["backtrack"],
        "take": structure.get("money") == frozenset({frozenset({("find", False)})}),
        "reward": at200["reward"],
        "steps": at200["steps"],
        "oracle_steps": metrics["oracle_steps"],
        "steps_over_oracle": at200["steps"] / metrics["oracle_steps"],
    }
    sets = [difficulty, *(DEEP if difficulty in DEEP_FROM else ())]
    agreement = {}
    for family in sets:
        paths = game_set_paths(family, quick)
        found = program_agreement(artifact, paths, engine="fast", manifest_rules=False)
        agreement[family] = {
            "states": found.states,
            "agree": found.to_dict()["agree"],
            "disagreements": list(found.disagreements[:5]),
        }
        if family in DEEP:
            max_steps = family_protocol(family).max_steps
            row[family] = play(loaded, paths, max_steps, engine="fast")
    row["program_agreement"] = agreement
    return row


def run(quick: bool = False) -> dict:
    """The 5-seed rule table and play per difficulty, and the targets."""
    table, targets = {}, {}
    for difficulty in DIFFICULTIES:
        if not quick:
            for s in SEEDS:
                _ensure_run(difficulty, s)
        rows = [
            _seed_row(difficulty, s, quick)
            for s in SEEDS
            if (RUNS / f"{difficulty}-s{s}" / "metrics.json").is_file()
        ]
        if not rows:
            continue
        n = len(rows)
        summary = {
            "seeds": n,
            "explore": sum(r["explore"] for r in rows),
            "backtrack": sum(r["backtrack"] for r in rows),
            "take": sum(r["take"] for r in rows),
            "reward_mean": float(np.mean([r["reward"] for r in rows])),
            "steps_over_oracle_mean": float(np.mean([r["steps_over_oracle"] for r in rows])),
            "program_agreement": min(
                a["agree"] for r in rows for a in r["program_agreement"].values()
            ),
        }
        ok = {
            "explore": summary["explore"] >= (RULE_SEEDS_TARGET if difficulty != "easy" else n),
            "take": summary["take"] == n,
            "program_agreement": summary["program_agreement"] == 1.0,
        }
        if difficulty != "easy":
            ok["backtrack"] = summary["backtrack"] >= RULE_SEEDS_TARGET
            ok["play"] = (
                summary["steps_over_oracle_mean"] <= PLAY_RATIO_TARGET
                and summary["reward_mean"] >= PLAY_REWARD_TARGET
            )
        if difficulty in DEEP_FROM:
            for family in DEEP:
                solved = float(np.mean([r[family]["solved"] for r in rows]))
                ratio = float(np.mean([r[family]["ratio"] for r in rows]))
                summary[family] = {"solved_mean": solved, "steps_over_oracle_mean": ratio}
                ok[family] = solved >= DEEP_SOLVED_TARGET and ratio <= DEEP_RATIO_TARGET
        summary["ok"] = ok
        table[difficulty] = {"summary": summary, "seeds": rows}
        targets[difficulty] = all(ok.values())
    return {
        "method": "fol-lnn",
        "runs": str(RUNS),
        "quick": quick,
        "targets": {
            "rule_seeds": RULE_SEEDS_TARGET,
            "play_steps_over_oracle": PLAY_RATIO_TARGET,
            "play_reward": PLAY_REWARD_TARGET,
            "deep_solved": DEEP_SOLVED_TARGET,
            "deep_steps_over_oracle": DEEP_RATIO_TARGET,
        },
        "table": table,
        "ok": bool(targets) and all(targets.values()),
    }
