"""Table 1 and Figure 2 from finished runs: aggregation and rendering (``folnn experiment``).

:mod:`training.experiment` plans the runs (one ``TrainArgs`` each, grouped by budget) and runs
them; this module reads what they wrote: each planned run's ``metrics.json`` becomes moving
averages per seed, the mean and spread over seeds at the reported epochs (:func:`aggregate`), the
protocol the numbers depend on (:func:`protocol_of`, read from the runs' own configs), and
``<name>.json``, ``<name>.md`` (rendered by :mod:`training.table_render`) and the Figure 2
PNGs (:func:`write_results`); or, for the
``generalisation`` experiment, the final policies played on the deep-map test sets
(:func:`write_generalisation`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np

from training.evaluate import moving_average_report
from training.families import family, game_group, game_set, ready_games
from training.games import TEST_LEVELS, family_protocol
from training.generalisation import (
    deep_test_paths,
    generalisation_table,
    render_generalisation,
    shape_oracle,
)
from training.methods import ABLATIONS, METHODS, row_of, without_retired
from training.oracle import OracleSteps, expected_oracle_steps
from training.plots import plot_comparison, plot_generalisation
from training.table_render import DISPLAY, PAPER_ORDER, PAPER_TABLE1, TABLE_ORDER, render_markdown
from training.train_args import TrainArgs, to_jsonable

__all__ = [
    "DISPLAY",
    "FigureSpec",
    "PAPER_ORDER",
    "GENERALISATION",
    "PAPER_TABLE1",
    "ReferenceOracle",
    "TABLE_ORDER",
    "aggregate",
    "load_runs",
    "planned_runs",
    "protocol_of",
    "reference_oracle",
    "render_markdown",
    "rules_by_method",
    "write_generalisation",
    "write_results",
]

Budgets = Mapping[str, Sequence[TrainArgs]]
"""The runs each budget of an experiment plans (``training.experiment.plan_budgets``)."""

WINDOW = 100
"""Moving-average window in epochs (the paper's N = 100, docs/architecture.md §5)."""

REPORT_EPOCHS = (100, 200)
"""Epochs reported besides the longest run's last one."""


def planned_runs(budgets: Budgets) -> list[TrainArgs]:
    """Every run the budgets plan, once (a run two budgets share is planned once), in order."""
    runs: dict[Path, TrainArgs] = {}
    for planned in budgets.values():
        for run in planned:
            runs.setdefault(run.out, run)
    return list(runs.values())


_IDENTITY = ("method", "difficulty", "seed", "epochs")
"""What names a run of an experiment (its folder: ``training.experiment.run_name``)."""


def _run_identity(run: TrainArgs) -> tuple:
    return tuple(getattr(run, k) for k in _IDENTITY)


def _config_identity(config: Mapping) -> tuple:
    """A finished run's identity, its method read as the table row it counts as
    (:func:`training.methods.row_of`: a ``fol-lnn`` run over the found words is
    ``fol-lnn@found``)."""
    return (row_of(config), *(config[k] for k in _IDENTITY[1:]))


def load_runs(runs: Sequence[TrainArgs]) -> list[dict]:
    """The metrics.json of every planned run that finished."""
    found = []
    for r in runs:
        path = r.out / "metrics.json"
        if path.exists():
            found.append(json.loads(path.read_text()))
    return found


def _seed_curve(
    metrics: Mapping, group: str | None = None, window: int = WINDOW
) -> dict[int, tuple[float, float]]:
    """One run's moving average over ``window`` epochs at every evaluated epoch: epoch ->
    (reward, steps); of one part of its test set (``group``: ``doors off``...) where its
    evaluations hold it apart."""
    evals = [
        (e["epoch"], *((e["reward"], e["steps"]) if group is None else _part(e, group)))
        for e in metrics["evaluations"]
        if group is None or group in e.get("groups", {})
    ]
    report = moving_average_report(evals, epochs=[e for e, _, _ in evals], window=window)
    return {e: (a.reward, a.steps) for e, a in report.items()}


def _part(evaluation: Mapping, group: str) -> tuple[float, float]:
    part = evaluation["groups"][group]
    return part["reward"], part["steps"]


def _test_groups(metrics: Sequence[Mapping]) -> list[str]:
    """The parts of the test sets the runs' evaluations report apart (TextWorldExpress: doors
    off, doors on; none on TextWorld), in order."""
    return sorted({g for m in metrics for e in m["evaluations"] for g in e.get("groups", {})})


def _stats(points: Sequence[tuple[float, float]]) -> dict:
    r = np.array([p[0] for p in points], dtype=float)
    s = np.array([p[1] for p in points], dtype=float)
    return {
        "reward_mean": float(r.mean()),
        "reward_std": float(r.std()),
        "steps_mean": float(s.mean()),
        "steps_std": float(s.std()),
        "seeds": len(points),
    }


def _groups(metrics: Sequence[Mapping]) -> dict[str, dict[str, list[Mapping]]]:
    groups: dict[str, dict[str, list[Mapping]]] = {}
    for m in metrics:
        cfg = m["config"]
        groups.setdefault(row_of(cfg), {}).setdefault(cfg["difficulty"], []).append(m)
    return groups


def aggregate(
    metrics: Sequence[Mapping], group: str | None = None, window: int = WINDOW
) -> tuple[dict, dict]:
    """Table 1 cells and Figure 2 curves from finished runs.

    Returns ``(results, curves)``: ``results[method][difficulty][str(epoch)]`` holds the mean and
    population std over seeds of the moving averages at epochs 100, 200 and every run length
    (each only where a run reached it), and ``curves[difficulty][method]`` the rows
    (epoch, reward_mean, reward_std, steps_mean, steps_std) of `plots.plot_comparison`. A seed
    with runs of several lengths (the quick and the paper's budget) counts once: at each epoch
    its value comes from the shortest of its runs that reached that epoch, and its curve is its
    longest run's. With ``group`` the same of one part of the test sets (``doors on``...), from
    the evaluations that report it apart. ``window``: the moving average's, in epochs (1: each
    evaluation alone).
    """
    results: dict = {}
    curves: dict = {}
    for method, by_difficulty in _groups(metrics).items():
        for difficulty, runs in by_difficulty.items():
            by_seed: dict[int, list[tuple[int, dict]]] = {}
            for m in sorted(runs, key=lambda m: m["config"]["epochs"]):
                curve = _seed_curve(m, group, window)
                if not curve:
                    continue
                by_seed.setdefault(m["config"]["seed"], []).append((m["config"]["epochs"], curve))
            if not by_seed:
                continue
            lengths = {epochs for seed_runs in by_seed.values() for epochs, _ in seed_runs}
            cells = {}
            for epoch in sorted({*REPORT_EPOCHS, *lengths}):
                points = [
                    next(c[epoch] for _, c in seed_runs if epoch in c)
                    for seed_runs in by_seed.values()
                    if any(epoch in c for _, c in seed_runs)
                ]
                if points:
                    cells[str(epoch)] = _stats(points)
            results.setdefault(method, {})[difficulty] = cells
            seed_curves = [seed_runs[-1][1] for seed_runs in by_seed.values()]
            epochs = sorted({e for c in seed_curves for e in c})
            rows = []
            for epoch in epochs:
                st = _stats([c[epoch] for c in seed_curves if epoch in c])
                rows.append(
                    (epoch, st["reward_mean"], st["reward_std"], st["steps_mean"], st["steps_std"])
                )
            curves.setdefault(difficulty, {})[method] = rows
    return results, curves


_PER_RUN_KEYS = {
    "method",
    "difficulty",
    "seed",
    "epochs",
    "out",
    "policy_name",
    "policy_version",
    "gamma",  # per method: the protocol's `gamma`
}
# settings only some methods read: compared and published per method
_METHOD_KEYS = {"fol_lnn", "fol_lnn_critic"}
# where and how a run executed, not what it computed: left out of the published protocol
_OPERATIONAL_KEYS = {
    "games_dir",
    "progress",
    "workers",
    "torch_threads",
    "engine",
    "tensorboard",
    "record_weights",  # a diagnostic copy of the weights: training is the same either way
}


def protocol_of(
    name: str,
    budgets: Budgets,
    metrics: Sequence[Mapping],
    oracle: ReferenceOracle | None = None,
) -> dict:
    """The settings every result of experiment ``name`` depends on, read from the runs' own
    configs where they exist, and what each budget planned and finished; with ``oracle`` (per
    difficulty: the oracle's steps on the games the runs are evaluated on,
    :func:`reference_oracle`) its expected steps, their spread over exit orders and each part's
    (without it, the runs' recorded ``oracle_steps``: one exit order per seed in the records
    written before issue 42)."""
    runs = planned_runs(budgets)
    configs = [_current(m["config"]) for m in metrics]
    shared: dict = {}
    varying: list[str] = []
    keys = {k for c in configs for k in c} - _PER_RUN_KEYS - _OPERATIONAL_KEYS
    for key in sorted(keys - _METHOD_KEYS):
        values = [json.dumps(c.get(key), sort_keys=True) for c in configs]
        if len(set(values)) == 1:
            shared[key] = configs[0].get(key)
        elif values:
            varying.append(key)
    # a method's own settings are compared among that method's runs (the others ignore them)
    for key in sorted(keys & _METHOD_KEYS):
        owners = {c["method"] for c in configs if c["method"] in _readers(key)}
        for method in sorted(owners):
            readers = [c for c in configs if c["method"] == method]
            values = [json.dumps(c.get(key), sort_keys=True) for c in readers]
            if len(set(values)) == 1:
                shared.setdefault(key, {})[method] = readers[0].get(key)
            else:
                varying.append(f"{key}[{method}]")
    if not configs:  # nothing ran yet: the settings the plan would use
        shared = (
            {
                k: v
                for k, v in to_jsonable(dataclasses.asdict(runs[0])).items()
                if k not in _PER_RUN_KEYS | _OPERATIONAL_KEYS
            }
            if runs
            else {}
        )
    done = {_config_identity(m["config"]) for m in metrics}
    recorded: dict[str, dict[int, float]] = {}  # the runs' own figures, where no reference
    recorded_parts: dict[str, dict[str, dict[int, float]]] = {}
    wall: dict[str, dict[str, dict[int, list[float]]]] = {}
    candidates: dict[str, set[str]] = {}
    for m in metrics:
        cfg = m["config"]
        if m.get("oracle_steps") is not None:
            recorded.setdefault(cfg["difficulty"], {})[cfg["seed"]] = m["oracle_steps"]
        for part, steps in (m.get("oracle_groups") or {}).items():
            recorded_parts.setdefault(cfg["difficulty"], {}).setdefault(part, {})[cfg["seed"]] = (
                steps
            )
        wall.setdefault(row_of(cfg), {}).setdefault(cfg["difficulty"], {}).setdefault(
            cfg["epochs"], []
        ).append(m["wall_seconds"])
        if cfg.get("candidates"):
            candidates.setdefault(row_of(cfg), set()).add(cfg["candidates"])
    return {
        "experiment": name,
        "budget": "+".join(budgets),
        "methods": list(dict.fromkeys(r.method for r in runs)),
        "difficulties": list(dict.fromkeys(r.difficulty for r in runs)),
        "seeds": sorted({r.seed for r in runs}),
        "epochs": {r.difficulty: r.epochs for r in runs},
        "budgets": {
            budget: _budget_progress(planned, done, metrics) for budget, planned in budgets.items()
        },
        "games_per_epoch": shared.get("games_per_epoch"),
        "batch_size": shared.get("batch_size"),
        "eval_every": shared.get("eval_every"),
        "train_games": shared.get("train_games") or _set_size(runs, "train"),
        "test_games": shared.get("test_games") or _set_size(runs, "test"),
        "gamma": {r.method: r.gamma for r in runs},
        "moving_average_window": WINDOW,
        "spread": "population std over seeds (ddof 0) of each seed's moving average",
        **_oracle_fields(oracle, recorded, recorded_parts),
        "candidates": {method: sorted(v) for method, v in candidates.items()},
        "wall_seconds_mean": {
            m: {d: float(np.mean(by[d][min(by[d])])) for d in by} for m, by in wall.items()
        },
        "missing_runs": [r.out.name for r in runs if _run_identity(r) not in done],
        "train_args": shared,
        "train_args_varying": varying,
    }


def _set_size(runs: Sequence[TrainArgs], split: str) -> int | dict[str, int]:
    """How many games a split of the runs' families holds (50 training and 50 test games on
    TextWorld, 50 and 100 on TextWorldExpress); per family where they differ."""
    sizes = {r.difficulty: len(game_set(r.difficulty, split)) for r in runs}  # type: ignore[arg-type]
    return next(iter(sizes.values()), 0) if len(set(sizes.values())) <= 1 else sizes


class ReferenceOracle(NamedTuple):
    """The depth-first oracle's steps on the games a table's runs are evaluated on, per
    difficulty, in several exit orders: the whole set's, and each part's (TextWorldExpress:
    doors off, doors on; none on TextWorld)."""

    sets: dict[str, OracleSteps]
    parts: dict[str, dict[str, OracleSteps]]


def reference_oracle(runs: Sequence[TrainArgs]) -> ReferenceOracle:
    """The oracle's steps in :data:`training.oracle.EXIT_ORDERS` exit orders on the games the
    runs of each difficulty are evaluated on (the first run's split, games and step limit:
    every run of a table plays the same). The same for every seed: the reference of every
    ratio."""
    sets: dict[str, OracleSteps] = {}
    parts: dict[str, dict[str, OracleSteps]] = {}
    for r in runs:
        if r.difficulty in sets:
            continue
        specs = game_set(r.difficulty, r.eval_split)[: r.test_games]
        paths = ready_games(specs, r.games_dir, progress=False)
        max_steps = r.max_steps_test or family(r.difficulty).max_steps
        whole = sets[r.difficulty] = expected_oracle_steps(paths, max_steps=max_steps)
        groups = [game_group(spec) for spec in specs]
        parts[r.difficulty] = {
            g: whole.part([i for i, x in enumerate(groups) if x == g])
            for g in sorted({g for g in groups if g is not None})
        }
    return ReferenceOracle(sets, parts)


def _oracle_fields(
    oracle: ReferenceOracle | None,
    recorded: Mapping[str, Mapping[int, float]],
    recorded_parts: Mapping[str, Mapping[str, Mapping[int, float]]],
) -> dict:
    """The protocol's oracle entries: per difficulty (and part of its test set) the expected
    steps with the spread of one exit order's mean and the orders; without a reference, the
    runs' recorded figures (their mean over seeds and its std)."""
    if oracle is None:
        stats = {d: _recorded_stats(v) for d, v in recorded.items()}
        parts = {
            d: {part: _recorded_stats(v) for part, v in by.items()}
            for d, by in recorded_parts.items()
        }
    else:
        stats = {d: _expected_stats(o) for d, o in oracle.sets.items()}
        parts = {
            d: {part: _expected_stats(o) for part, o in by.items()}
            for d, by in oracle.parts.items()
        }
    return {
        "oracle_steps": {d: v["steps_mean"] for d, v in stats.items()},
        "oracle": stats,
        "oracle_groups": {d: by for d, by in parts.items() if by},
    }


def _expected_stats(oracle: OracleSteps) -> dict:
    """The oracle's expected steps, the spread of one exit order's mean (population std over
    the orders) and how many orders."""
    return {"steps_mean": oracle.mean, "steps_std": oracle.spread, "orders": oracle.orders}


def _recorded_stats(by_seed: Mapping[int, float]) -> dict:
    """The runs' recorded oracle steps: their mean over seeds, population std, and the seeds."""
    steps = np.array(list(by_seed.values()), dtype=float)
    return {
        "steps_mean": float(steps.mean()),
        "steps_std": float(steps.std()),
        "seeds": sorted(by_seed),
    }


def _budget_progress(
    planned: Sequence[TrainArgs], done: set[tuple], metrics: Sequence[Mapping]
) -> dict:
    """What one budget planned and what of it finished, with the run time it took."""
    names = {_run_identity(r) for r in planned}
    walls = [m["wall_seconds"] for m in metrics if _config_identity(m["config"]) in names]
    return {
        "epochs": {r.difficulty: r.epochs for r in planned},
        "seeds": sorted({r.seed for r in planned}),
        "runs_planned": len(planned),
        "runs_done": len(names & done),
        "run_hours": round(sum(walls) / 3600, 3),
        "methods_done": sorted(
            {r.method for r in planned}
            - {r.method for r in planned if _run_identity(r) not in done}
        ),
    }


def _current(config: Mapping) -> dict:
    """A run's config with the options retired since it ran left out where they hold what the
    code now always computes (:func:`training.methods.without_retired`)."""
    groups = {k: without_retired(k, v) for k, v in config.items() if k in _METHOD_KEYS}
    return {**config, **groups}


def _readers(group: str) -> set[str]:
    """The methods whose runs read a settings group (``fol_lnn``, ``fol_lnn_critic``)."""
    return {name for name, spec in METHODS.items() if spec.settings == group}


def rules_by_method(metrics: Sequence[Mapping]) -> dict:
    """``{method: {difficulty: [{seed, epochs, rules}]}}``: each seed's rules (their texts) from
    its longest run, seeds in order."""
    out: dict = {}
    for method, by_difficulty in _groups(metrics).items():
        for difficulty, runs in by_difficulty.items():
            longest: dict[int, Mapping] = {}
            for m in runs:
                seed = m["config"]["seed"]
                if seed not in longest or m["config"]["epochs"] > longest[seed]["config"]["epochs"]:
                    longest[seed] = m
            out.setdefault(method, {})[difficulty] = [
                {
                    "seed": seed,
                    "epochs": m["config"]["epochs"],
                    "rules": [r["text"] for r in m.get("rules", [])],
                }
                for seed, m in sorted(longest.items())
            ]
    return out


class FigureSpec(NamedTuple):
    """What Figure 2 draws besides Table 1's methods (recorded in the protocol, ``figure2``)."""

    ablations: tuple[str, ...] = ()
    """Ablation rows drawn beside their methods (dashed, in the method's colour)."""
    zoom_epochs: int = 0
    """A second row on the first this many epochs, where the curves run longer, of each
    evaluation (mean ± std over seeds, no moving average); 0: none."""


def write_results(
    name: str, budgets: Budgets, results_dir: Path, figure: FigureSpec | None = None
) -> dict:
    """Aggregate the finished runs; write <name>.json, <name>.md and the Figure 2 PNGs under
    ``results_dir`` (Table 1's methods, and ``figure``'s ablations beside them; None: no
    ablation, one row)."""
    figure = figure or FigureSpec()
    runs = planned_runs(budgets)
    metrics = load_runs(runs)
    cells, curves = aggregate(metrics)
    protocol = protocol_of(name, budgets, metrics, reference_oracle(runs))
    protocol["figure2"] = {
        "ablations": list(figure.ablations),
        "zoom_epochs": figure.zoom_epochs,
        "zoom": "each evaluation: mean ± std over seeds, no moving average",
    }
    table = {
        "protocol": protocol,
        "results": {m: v for m, v in cells.items() if m not in ABLATIONS},
        "ablations": {m: v for m, v in cells.items() if m in ABLATIONS},
        "rules": rules_by_method(metrics),
    }
    parts = _test_groups(metrics)
    if parts:  # {method: {difficulty: {part: {epoch: cell}}}}
        groups: dict = {}
        for part in parts:
            for method, by in aggregate(metrics, part)[0].items():
                for difficulty, part_cells in by.items():
                    groups.setdefault(method, {}).setdefault(difficulty, {})[part] = part_cells
        table["groups"] = groups
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / f"{name}.json").write_text(json.dumps(table, indent=2) + "\n")
    (results_dir / f"{name}.md").write_text(render_markdown(table))

    def drawn(by_difficulty: Mapping[str, Mapping[str, list]]) -> dict:
        return {
            d: {m: rows for m, rows in by.items() if m not in ABLATIONS or m in figure.ablations}
            for d, by in by_difficulty.items()
        }

    plot_comparison(
        drawn(curves),
        results_dir,
        DISPLAY,
        protocol["oracle_steps"],
        order=TABLE_ORDER,
        zoom_epochs=figure.zoom_epochs,
        zoom_curves=drawn(aggregate(metrics, window=1)[1]),
    )
    return table


GENERALISATION = "generalisation"
"""The experiment name that plays the runs' final policies on the deep-map test sets instead of
aggregating Table 1 (:mod:`training.generalisation`)."""


def write_generalisation(
    name: str,
    budgets: Budgets,
    results_dir: Path,
    games_dir: Path,
    test_games: int | None,
    progress: bool,
) -> dict:
    """Play every finished run's final policy on the first ``test_games`` games (None: all) of
    the deep test sets under ``games_dir`` (cached per run); write <name>.json, <name>.md and
    <name>.png under ``results_dir``."""
    runs = planned_runs(budgets)
    paths = deep_test_paths(games_dir, games=test_games)
    table = generalisation_table(runs, paths, progress, shape_oracle(paths))
    protocol = protocol_of(name, budgets, load_runs(runs), reference_oracle(runs))
    protocol.update(
        {
            "test_sets": "deep-map test sets (TextWorld coin-collector, random distractor mode)",
            "shapes": {
                shape: {
                    "games": len(games),
                    "rooms_per_level": family_protocol(shape).rooms_per_level,
                    "mode": family_protocol(shape).mode,
                }
                for shape, games in paths.items()
            },
            "levels": list(TEST_LEVELS),
            "max_steps": max(family_protocol(shape).max_steps for shape in paths),
            "policy": "each run's final policy (its last epoch), played greedily once",
            "dfs_steps": "the depth-first oracle's expected steps on the same games: its mean "
            "over the exit orders of `oracle` (the same for every run)",
            "epochs": ", ".join(str(e) for e in sorted({r.epochs for r in runs})),
        }
    )
    doc = {
        "protocol": protocol,
        "results": table["results"],
        "by_shape": table["by_shape"],
        "by_epochs": table["by_epochs"],
        "oracle": table["oracle"],
        "runs": [
            {k: v for k, v in run.items() if k != "shapes"}
            | {
                "shapes": {
                    s: {k: v for k, v in r.items() if k != "per_game"}
                    for s, r in run["shapes"].items()
                }
            }
            for run in table["runs"]
        ],
    }
    results_dir.mkdir(parents=True, exist_ok=True)
    (results_dir / f"{name}.json").write_text(json.dumps(doc, indent=2) + "\n")
    text = render_generalisation(doc, DISPLAY, TABLE_ORDER)
    (results_dir / f"{name}.md").write_text(text)
    png = results_dir / f"{name}.png"
    plot_generalisation(doc["results"], png, DISPLAY, TABLE_ORDER, doc["by_epochs"])
    return doc
