"""Training cost (docs/engine.md): the 200-epoch hard run (seed 0, evaluations included) of every
method of Table 1 on the fast engine, and on TextWorld beside it, in one process one after the
other, so the ratios are measured under the same load.

``make bench`` plays TextWorld for ``fol-lnn`` only (the TextWorld runs of all six methods take
about ten minutes on a quiet machine); ``python -m bench.training_bench --engine-off all`` measures
every method both ways. Every pair of runs must be the same run (same evaluations, same final
loss): the engine changes the cost, never the result.

Targets (issue 21): ``fol-lnn``'s run ≤ 20 s on the fast engine; the quick Table 1 (every method
and ablation on the three difficulties, 5 seeds, 200 epochs) ≤ 1.5 h of wall time with two runs
at a time. Without ``--table-sample`` the table's time is estimated from the hard runs measured
here: an ablation costs what its base method does, and a hard run is the dearest of the three
difficulties (an upper bound). With it, one seed of the table is sampled (seed 0: every Table 1
method on easy and medium, every ablation on hard; an ablation's easy and medium runs scaled by
its base method's ratio to hard) and the estimate is that seed's sum x 5 seeds / 2 runs at a time.

``--methods fol-lnn`` measures only the methods named (no table estimate); such a partial run is
printed, and written only to an ``--out`` given explicitly, never over the committed full result.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections.abc import Sequence
from pathlib import Path

import torch

from training.experiment import BUDGETS
from training.methods import ABLATIONS, TABLE1
from training.train import train
from training.train_args import TrainArgs

METHODS: tuple[str, ...] = TABLE1
ENGINE_OFF: tuple[str, ...] = ("fol-lnn",)
FOL_LNN_TARGET_S = 20.0
QUICK_TABLE_TARGET_H = 1.5
PARALLEL = 2
FULL_RESULT = Path("bench/results/training.json")
_BASE_OF_ABLATION = {"critic-only": "fol-lnn-critic", "fol-lnn-critic@1lr": "fol-lnn-critic"}


def run(
    quick: bool = False,
    engine_off: Sequence[str] = ENGINE_OFF,
    games_dir: Path = Path("var/games"),
    table_sample: bool = False,
    methods_run: Sequence[str] = METHODS,
) -> dict:
    """Every method's (of ``methods_run``) hard run on the fast engine, the ``engine_off`` ones
    on TextWorld too; with ``table_sample`` one seed of the quick table besides (module
    docstring). The table's estimate needs every method: a subset has none."""
    epochs = 20 if quick else 200
    # the first optimizer of a process imports torch._dynamo (2-7 s here): a cost of the
    # process, paid once by every `folnn train` and every experiment worker, not of a run
    torch.optim.Adam([torch.zeros(1, requires_grad=True)])
    methods: dict[str, dict] = {}
    for method in methods_run:
        fast = _measure(method, epochs, "fast", games_dir)
        row = {"fast": fast}
        if method in engine_off:
            slow = _measure(method, epochs, "textworld", games_dir)
            row["textworld"] = slow
            row["speedup"] = round(slow["wall_seconds"] / fast["wall_seconds"], 2)
            row["same_run"] = fast.pop("result") == slow.pop("result")
        else:
            fast.pop("result")
        methods[method] = row
    scale = 200 / epochs
    budget = BUDGETS["quick"]
    n_runs = len(TABLE1 + ABLATIONS) * len(budget.difficulties) * len(budget.seeds)
    sample = _table_sample(methods, epochs, games_dir) if table_sample else None

    def table_hours(key: str) -> float:
        if sample is not None:
            per_seed = sum(sum(row[key] for row in by_diff.values()) for by_diff in sample.values())
            return per_seed * scale * len(budget.seeds) / PARALLEL / 3600
        per_seed = sum(methods[_base(m)]["fast"][key] * scale for m in (*TABLE1, *ABLATIONS))
        return per_seed * len(budget.difficulties) * len(budget.seeds) / PARALLEL / 3600

    partial = set(methods_run) != set(METHODS)
    if partial and table_sample:
        raise ValueError("the table sample needs every method's hard run")
    if partial:
        return {"epochs": epochs, "difficulty": "hard", "seed": 0, "methods": methods}
    fol_lnn = methods["fol-lnn"]["fast"]["wall_seconds"] * scale
    fol_lnn_cpu = methods["fol-lnn"]["fast"]["cpu_seconds"] * scale
    return {
        "epochs": epochs,
        "difficulty": "hard",
        "seed": 0,
        "methods": methods,
        "load_note": (
            "wall seconds are this shared machine's under its load at the time; cpu seconds are"
            " the run's own CPU time, about its wall time on an otherwise idle core"
        ),
        "fol_lnn_seconds_per_200_epochs": round(fol_lnn, 1),
        "fol_lnn_cpu_seconds_per_200_epochs": round(fol_lnn_cpu, 1),
        "fol_lnn_target_seconds": FOL_LNN_TARGET_S,
        "fol_lnn_ok": fol_lnn <= FOL_LNN_TARGET_S,
        "fol_lnn_cpu_ok": fol_lnn_cpu <= FOL_LNN_TARGET_S,
        "quick_table_runs": n_runs,
        "quick_table_hours_estimate": round(table_hours("wall_seconds"), 2),
        "quick_table_cpu_hours_estimate": round(table_hours("cpu_seconds"), 2),
        "quick_table_estimate": (
            (
                f"one seed of the table sampled (seed 0; every Table 1 method on every difficulty,"
                f" every ablation on hard, its easy and medium runs scaled by its base's ratio"
                f" to hard) x {len(budget.seeds)} seeds / {PARALLEL} runs at a time"
            )
            if sample is not None
            else (
                f"sum of the hard runs of every method and ablation (an ablation at its base's"
                f" cost) x {len(budget.difficulties)} difficulties x {len(budget.seeds)} seeds"
                f" / {PARALLEL} runs at a time"
            )
        ),
        "table_sample": sample,
        "quick_table_target_hours": QUICK_TABLE_TARGET_H,
        "quick_table_ok": table_hours("wall_seconds") <= QUICK_TABLE_TARGET_H,
        "quick_table_cpu_ok": table_hours("cpu_seconds") <= QUICK_TABLE_TARGET_H,
        "same_runs": all(r.get("same_run", True) for r in methods.values()),
    }


def _table_sample(methods: dict, epochs: int, games_dir: Path) -> dict[str, dict[str, dict]]:
    """One seed of the quick table: method -> difficulty -> the run's wall and CPU seconds
    (measured, or ``scaled`` from the base method's ratio to its hard run)."""
    keys = ("wall_seconds", "cpu_seconds")
    sample: dict[str, dict[str, dict]] = {}
    for method in TABLE1:
        hard = methods[method]["fast"]
        sample[method] = {"hard": {k: hard[k] for k in keys}}
        for difficulty in ("easy", "medium"):
            run = _measure(method, epochs, "fast", games_dir, difficulty)
            sample[method][difficulty] = {k: run[k] for k in keys}
    for method in ABLATIONS:
        run = _measure(method, epochs, "fast", games_dir)
        base = sample[_base(method)]
        sample[method] = {"hard": {k: run[k] for k in keys}}
        for difficulty in ("easy", "medium"):
            sample[method][difficulty] = {
                k: round(run[k] * base[difficulty][k] / base["hard"][k], 2) for k in keys
            }
            sample[method][difficulty]["scaled"] = True
    return sample


def _base(method: str) -> str:
    return _BASE_OF_ABLATION.get(method, method.partition("@")[0])


def _measure(
    method: str, epochs: int, engine: str, games_dir: Path, difficulty: str = "hard"
) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        args = TrainArgs(
            method=method,
            difficulty=difficulty,  # type: ignore[arg-type]
            epochs=epochs,
            seed=0,
            out=Path(tmp),
            games_dir=games_dir,
            engine=engine,  # type: ignore[arg-type]
            progress=False,
        )
        metrics = train(args).to_json()
    timing = metrics["timing"]
    wall = metrics["wall_seconds"]
    return {
        "engine": engine,
        "wall_seconds": round(wall, 2),
        "cpu_seconds": round(timing["cpu_seconds"], 2),
        "env_seconds": round(timing["env_seconds"], 2),
        "agent_seconds": round(timing["agent_seconds"], 2),
        "eval_seconds": round(timing["eval_seconds"], 2),
        "other_seconds": round(
            wall - timing["env_seconds"] - timing["agent_seconds"] - timing["eval_seconds"], 2
        ),
        "fast_engine_games": timing["fast_engine_games"],
        "textworld_games": timing["textworld_games"],
        "game_steps": timing["game_steps"],
        "updates": timing["updates"],
        "reported": metrics["reported"],
        "result": json.dumps([metrics["evaluations"], metrics["final_loss"]]),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bench.training_bench``: the benchmark with its options; JSON to --out."""
    parser = argparse.ArgumentParser(prog="python -m bench.training_bench", description=__doc__)
    parser.add_argument(
        "--engine-off",
        nargs="*",
        default=list(ENGINE_OFF),
        help="methods also run on TextWorld ('all' for every method)",
    )
    parser.add_argument("--games-dir", type=Path, default=Path("var/games"))
    parser.add_argument("--quick", action="store_true", help="20 epochs (smoke run)")
    parser.add_argument(
        "--table-sample",
        action="store_true",
        help="also sample one seed of the quick table for its estimate (about 3 x longer)",
    )
    parser.add_argument(
        "--methods",
        nargs="+",
        default=list(METHODS),
        help="measure only these methods (a partial run: no table estimate, no default --out)",
    )
    parser.add_argument("--out", type=Path, default=None, help=f"default: {FULL_RESULT}")
    args = parser.parse_args(argv)
    off = METHODS if args.engine_off == ["all"] else tuple(args.engine_off)
    unknown = sorted((set(off) | set(args.methods)) - set(METHODS))
    if unknown:
        parser.error(f"unknown methods {unknown}; choose from {', '.join(METHODS)} or 'all'")
    partial = set(args.methods) != set(METHODS)
    if partial and args.table_sample:
        parser.error("--table-sample needs every method (leave out --methods)")
    chosen = tuple(m for m in METHODS if m in args.methods)
    result = run(args.quick, off, args.games_dir, args.table_sample, chosen)
    out = args.out if args.out is not None or partial else FULL_RESULT
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
