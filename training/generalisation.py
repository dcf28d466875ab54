"""Generalisation: every method of Table 1, trained by the protocol, played on maps of another
shape (`folnn experiment generalisation`).

Reads top to bottom: the training runs are Table 1's (planned, resumed and run by
:mod:`training.experiment`, so a finished table is reused as it is); each run's final policy is
then played greedily on the deep-map test sets (TextWorld's coin-collector generator in its
``random`` distractor mode, rooms = 3 x and 4 x the level: dead ends several rooms deep and
branching rooms whose exits can all be visited), once, and the result is kept beside the run
(``generalisation.json``), so an interrupted experiment resumes; then the results are aggregated
per method and training difficulty, with the depth-first oracle's steps on the same games.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
from tqdm import tqdm

from converter.converter import FOLConverter
from model.registry import load_artifact
from training.actor import Actor
from training.evaluate import Evaluator
from training.families import ready_games
from training.games import SHAPES, family_protocol, textworld_game_set
from training.methods import method_from_network
from training.oracle import expected_oracle_steps, oracle_mean_steps
from training.run_records import record_stamp
from training.train_args import TrainArgs

__all__ = ["evaluate_run", "generalisation_table", "render_generalisation", "shape_oracle"]

RESULT_FILE = "generalisation.json"


def deep_test_paths(
    games_dir: Path, shapes: Sequence[str] = SHAPES, games: int | None = None
) -> dict[str, list[Path]]:
    """The deep-map test games of each shape (the first ``games`` of each; generated if
    missing)."""
    specs = {shape: textworld_game_set(shape, "test")[:games] for shape in shapes}
    paths = iter(ready_games([s for v in specs.values() for s in v], games_dir, progress=False))
    return {shape: [next(paths) for _ in v] for shape, v in specs.items()}


def evaluate_run(run: TrainArgs, paths: Mapping[str, Sequence[Path]]) -> dict:
    """Play a finished run's final policy greedily on every deep test set (seeded like the run's
    evaluations); the oracle plays the same games with the same seed. Cached in the run folder
    (a cache made from another run, compared by :func:`training.run_records.record_stamp`, the
    same for a run's full and compact record, or by the sha256 of the metrics.json text as
    caches were stamped before, is played again)."""
    cache = run.out / RESULT_FILE
    metrics_text = (run.out / "metrics.json").read_text()
    metrics = json.loads(metrics_text)
    stamp = record_stamp(metrics)
    if cache.exists():
        cached = json.loads(cache.read_text())
        shapes = cached.get("shapes", {})
        raw = hashlib.sha256(metrics_text.encode()).hexdigest()
        same_run = cached.get("metrics_sha256") in (stamp, raw) or (
            "metrics_sha256" not in cached  # written before the stamp: compared by time
            and cache.stat().st_mtime >= (run.out / "metrics.json").stat().st_mtime
        )
        if same_run and all(shapes.get(s, {}).get("games") == len(g) for s, g in paths.items()):
            return cached
    loaded = load_artifact(Path(metrics["artifact"]))
    vocabulary = loaded.model.vocabulary
    method = method_from_network(loaded.manifest["method"], loaded.model, vocabulary)
    converter = FOLConverter().for_vocabulary(loaded.model.vocabulary)
    shapes = {}
    for shape, games in paths.items():
        max_steps = family_protocol(shape).max_steps
        actor = Actor(converter, method, run.candidates, epsilon=0.0, seed=run.seed + 1)
        with Evaluator(games, max_steps=max_steps, engine=run.engine) as evaluator:
            result = evaluator.run(actor)
        shapes[shape] = {
            "games": len(games),
            "max_steps": max_steps,
            "reward": result.reward,
            "steps": result.steps,
            "dfs_steps": oracle_mean_steps(games, seed=run.seed, max_steps=max_steps),
            "per_game": [[g.reward, g.steps] for g in result.per_game],
        }
    out = {
        "method": run.method,
        "difficulty": run.difficulty,
        "seed": run.seed,
        "epochs": run.epochs,
        "artifact": metrics["artifact"],
        "rules": [r["text"] for r in metrics.get("rules", [])],
        "shapes": shapes,
        "metrics_sha256": stamp,
    }
    cache.write_text(json.dumps(out, indent=2))
    return out


def _pooled(result: Mapping) -> tuple[float, float, float]:
    """(reward, steps, dfs steps) over the games of every shape together."""
    games = sum(s["games"] for s in result["shapes"].values())
    mean = {
        key: sum(s[key] * s["games"] for s in result["shapes"].values()) / games
        for key in ("reward", "steps", "dfs_steps")
    }
    return mean["reward"], mean["steps"], mean["dfs_steps"]


def _cell(results: Sequence[Mapping], pick) -> dict:  # noqa: ANN001 - result -> (r, s, dfs)
    values = np.array([pick(r) for r in results], dtype=float)  # (seeds, 3)
    return {
        "reward_mean": float(values[:, 0].mean()),
        "reward_std": float(values[:, 0].std()),
        "steps_mean": float(values[:, 1].mean()),
        "steps_std": float(values[:, 1].std()),
        "dfs_steps": float(values[:, 2].mean()),
        "seeds": len(results),
    }


def generalisation_table(
    runs: Sequence[TrainArgs],
    paths: Mapping[str, Sequence[Path]],
    progress: bool = True,
    oracle: Mapping[str, Mapping] | None = None,
) -> dict:
    """Evaluate every finished run (cached) and aggregate: ``results[method][difficulty]`` over
    all deep test games and ``by_shape[shape][method][difficulty]`` per shape, from the runs of
    the fewest epochs of each method and difficulty (the quick budget's, when several budgets
    are planned), and ``by_epochs[method][difficulty][epochs]`` over all deep test games from
    the runs of every length (the paper's budget beside the quick one). With ``oracle``
    (:func:`shape_oracle` of ``paths``) every run's ``dfs_steps`` is the oracle's expected
    steps on the shape (a run's cache holds the one exit order of its seed)."""
    finished = [r for r in runs if (r.out / "metrics.json").exists()]
    # each result under the method its run is planned as (a cache written before issue 32 names
    # a fol-lnn run over the found words "fol-lnn": it is a fol-lnn@found run)
    evaluated = [
        {**evaluate_run(r, paths), "method": r.method}
        for r in tqdm(finished, desc="generalisation", unit="run", disable=not progress)
    ]
    for result in evaluated if oracle is not None else ():
        for shape, played in result["shapes"].items():
            played["dfs_steps"] = oracle[shape]["steps"]
    lengths: dict[str, dict[str, dict[str, list[Mapping]]]] = {}
    for result in evaluated:
        by = lengths.setdefault(result["method"], {}).setdefault(result["difficulty"], {})
        by.setdefault(str(result["epochs"]), []).append(result)
    by_epochs = {
        method: {
            d: {e: _cell(rs, _pooled) for e, rs in sorted(by.items(), key=lambda i: int(i[0]))}
            for d, by in by_difficulty.items()
        }
        for method, by_difficulty in lengths.items()
    }
    groups = {  # the shortest runs of each method and difficulty
        method: {d: by[min(by, key=int)] for d, by in by_difficulty.items()}
        for method, by_difficulty in lengths.items()
    }
    results = {
        method: {d: _cell(rs, _pooled) for d, rs in by.items()} for method, by in groups.items()
    }
    by_shape = {
        shape: {
            method: {
                d: _cell(rs, lambda r, s=shape: tuple(r["shapes"][s][k] for k in _KEYS))
                for d, rs in by.items()
            }
            for method, by in groups.items()
        }
        for shape in paths
    }
    return {
        "results": results,
        "by_shape": by_shape,
        "by_epochs": by_epochs,
        "runs": evaluated,
        "oracle": dict(oracle or {}),
    }


def shape_oracle(paths: Mapping[str, Sequence[Path]]) -> dict[str, dict]:
    """Per shape, the depth-first oracle's expected steps on its games (mean over
    :data:`training.oracle.EXIT_ORDERS` exit orders), the spread of one order's mean, the
    orders."""
    return {
        shape: expected_oracle_steps(games, max_steps=family_protocol(shape).max_steps).to_dict()
        for shape, games in paths.items()
    }


_KEYS = ("reward", "steps", "dfs_steps")


def render_generalisation(table: Mapping, display: Mapping[str, str], order: Sequence[str]) -> str:
    """The markdown table: per method (rows) and training difficulty (columns; one per run
    length when runs of several lengths were played), reward / steps on the deep test sets and
    steps × the depth-first oracle's. A cell names its seeds when fewer than the protocol's."""
    protocol, results, by_epochs = table["protocol"], table["results"], table["by_epochs"]
    difficulties = [
        d for d in ("easy", "medium", "hard") if any(d in by for by in results.values())
    ]
    lengths = {
        d: sorted({e for by in by_epochs.values() for e in by.get(d, {})}, key=int)
        for d in difficulties
    }
    several = any(len(es) > 1 for es in lengths.values())
    columns = [(d, e) for d in difficulties for e in lengths[d]]
    rows = [m for m in order if m in results] + sorted(m for m in results if m not in order)
    n_seeds = len(protocol["seeds"])
    lines = [
        "# Generalisation: trained on level-5 protocol games, played on deep maps",
        "",
        f"Every method trained by the protocol ({', '.join(difficulties)} level-5 games, "
        f"{protocol['epochs']} epochs, seeds {', '.join(map(str, protocol['seeds']))}), its "
        "final policy played greedily on the deep-map test sets: TextWorld's coin-collector "
        "generator in its `random` distractor mode, "
        + ", ".join(f"{s} ({protocol['shapes'][s]['games']} games)" for s in protocol["shapes"])
        + f", levels {', '.join(map(str, protocol['levels']))}, step limit "
        f"{protocol['max_steps']}. Each cell: mean ± std over seeds of reward / steps, then "
        "steps ÷ the depth-first oracle's expected steps on the same games (its mean over "
        f"{_orders(table)} exit orders; its row: ± the spread of one order's mean)"
        + (", from the runs of that many epochs" if several else "")
        + ". Produced by `folnn experiment generalisation`; the numbers per shape and per run "
        "are in the JSON beside this file.",
        "",
        "| method | "
        + " | ".join(f"trained on {d}" + (f", {e} epochs" if several else "") for d, e in columns)
        + " |",
        "|---|" + "---|" * len(columns),
    ]
    for method in rows:
        cells = []
        for d, e in columns:
            c = by_epochs[method].get(d, {}).get(e)
            if c is None:
                cells.append("–")
                continue
            seeds = f" ({c['seeds']} seeds)" if c["seeds"] < n_seeds else ""
            cells.append(
                f"{c['reward_mean']:.2f} ± {c['reward_std']:.2f} / {c['steps_mean']:.1f} "
                f"({c['steps_mean'] / c['dfs_steps']:.2f} ×){seeds}"
            )
        lines.append(f"| {display.get(method, method)} | " + " | ".join(cells) + " |")
    dfs = {
        d: np.mean([by[d]["dfs_steps"] for by in results.values() if d in by]) for d in difficulties
    }
    spread = _pooled_spread(table)
    lines.append(
        "| depth-first oracle | "
        + " | ".join(f"1.00 / {dfs[d]:.1f}{spread}" for d, _ in columns)
        + " |"
    )
    return "\n".join(lines) + "\n"


def _orders(table: Mapping) -> str:
    orders = {o["orders"] for o in (table.get("oracle") or {}).values()}
    return ", ".join(map(str, sorted(orders))) or "several"


def _pooled_spread(table: Mapping) -> str:
    """`` ± s``: the spread of one exit order's mean over every deep test game together (the
    shapes' spreads pooled by their games; the orders of the shapes are independent)."""
    oracle, shapes = table.get("oracle") or {}, table["protocol"].get("shapes", {})
    games = {s: shapes.get(s, {}).get("games") for s in oracle}
    if not oracle or not all(games.values()):
        return ""
    total = sum(games.values())
    variance = sum((games[s] / total) ** 2 * oracle[s]["spread"] ** 2 for s in oracle)
    return f" ± {variance**0.5:.1f}"
