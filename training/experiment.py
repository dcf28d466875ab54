"""Table 1 and Figure 2 of the paper: methods x difficulties x seeds, each a `folnn train` run.

Reads top to bottom: arguments and budgets, the plan (one `TrainArgs` per run), the games (made
once, here, before any run starts: the game cache has one writer), the runs (a local process pool
or Ray tasks, both calling `run_one`), then the aggregation: `table1.json`, `table1.md` and the
Figure 2 PNGs. A run whose `metrics.json` exists is skipped, so an interrupted table resumes.
"""

from __future__ import annotations

import dataclasses
import json
import multiprocessing
import time
import traceback
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, NamedTuple

import numpy as np
import torch
import tyro
from tqdm import tqdm

from training.conformance import Engine
from training.evaluate import moving_average_report
from training.families import FAMILY_NAMES, MAX_SET_GAMES, game_set, ready_games
from training.games import TEST_LEVELS, TRAIN_GAMES, family_protocol
from training.generalisation import deep_test_paths, generalisation_table, render_generalisation
from training.methods import ABLATIONS, METHODS, TABLE1, default_gamma, without_retired
from training.options import SEED_MAX, UsageError, check_choice, check_dir, check_range
from training.plots import plot_comparison, plot_generalisation
from training.train import MAX_EPOCHS, Difficulty, TrainArgs, to_jsonable, train

Budget = Literal["quick", "paper", "smoke"]
Backend = Literal["local", "ray"]

PAPER_ORDER: tuple[str, ...] = ("lstm-dqn++", "nlm-dqn", "nn-dqn", "lnn-nn-dqn", "fol-lnn")
"""Row order of the paper's Table 1."""

TABLE_ORDER: tuple[str, ...] = (*PAPER_ORDER[:-1], "fol-lnn-critic", "fol-lnn", *ABLATIONS)
"""Row order here: the paper's, with our critic variant before the paper's method, then the
ablations (training.methods)."""

DISPLAY: dict[str, str] = {name: spec.display for name, spec in METHODS.items()}

WINDOW = 100
"""Moving-average window in epochs (the paper's N = 100, docs/architecture.md §5)."""

REPORT_EPOCHS = (100, 200)
"""Epochs reported besides the longest run's last one."""

# The paper's Table 1 (Kimura et al., EMNLP 2021, "Neuro-Symbolic Reinforcement Learning with
# First-Order Logic", Table 1): (reward, steps), moving average N = 100 over 5 seeds, 50 unseen
# test games per difficulty. Copied from the paper's text (shared/seeds/000_6ca6de265127a77b.txt).
PAPER_TABLE1: dict[str, dict[str, dict[int, tuple[float, float]]]] = {
    "lstm-dqn++": {
        "easy": {100: (0.07, 93.4), 200: (0.10, 90.9), 1000: (0.12, 88.6)},
        "medium": {100: (0.00, 99.9), 200: (0.00, 99.6), 2000: (0.03, 97.3)},
        "hard": {100: (0.00, 99.9), 200: (0.00, 99.9), 2000: (0.04, 96.6)},
    },
    "nlm-dqn": {
        "easy": {100: (0.87, 26.4), 200: (0.93, 20.8), 1000: (1.00, 15.0)},
        "medium": {100: (0.27, 81.1), 200: (0.48, 65.9), 2000: (1.00, 29.7)},
        "hard": {100: (0.01, 99.7), 200: (0.10, 94.8), 2000: (0.66, 64.0)},
    },
    "nn-dqn": {
        "easy": {100: (0.91, 22.8), 200: (0.95, 19.0), 1000: (1.00, 15.0)},
        "medium": {100: (0.48, 65.6), 200: (0.65, 54.3), 2000: (1.00, 29.5)},
        "hard": {100: (0.19, 89.0), 200: (0.28, 84.0), 2000: (0.97, 46.3)},
    },
    "lnn-nn-dqn": {
        "easy": {100: (0.88, 24.8), 200: (0.94, 20.2), 1000: (1.00, 15.0)},
        "medium": {100: (0.49, 65.8), 200: (0.61, 57.0), 2000: (1.00, 29.6)},
        "hard": {100: (0.24, 86.9), 200: (0.27, 84.9), 2000: (0.97, 47.4)},
    },
    "fol-lnn": {
        "easy": {100: (0.95, 19.0), 200: (0.98, 17.1), 1000: (1.00, 15.0)},
        "medium": {100: (0.94, 32.7), 200: (0.97, 30.7), 2000: (1.00, 28.6)},
        "hard": {100: (0.95, 44.8), 200: (0.98, 43.5), 2000: (1.00, 42.0)},
    },
}


@dataclass(frozen=True)
class BudgetSpec:
    """What a budget runs: difficulties, seeds, epochs per difficulty, and smoke-size limits."""

    difficulties: tuple[Difficulty, ...]
    seeds: tuple[int, ...]
    epochs: Mapping[str, int]
    train_games: int | None = None
    test_games: int | None = None
    eval_every: int | None = None
    methods: tuple[str, ...] | None = None
    """The only methods this budget runs (of those asked for); None: every method asked for."""


BUDGETS: dict[str, BudgetSpec] = {
    "quick": BudgetSpec(
        ("easy", "medium", "hard"), (0, 1, 2, 3, 4), {"easy": 200, "medium": 200, "hard": 200}
    ),
    "paper": BudgetSpec(
        ("easy", "medium", "hard"),
        (0, 1, 2, 3, 4),
        {"easy": 1000, "medium": 2000, "hard": 2000},
        methods=(*PAPER_ORDER, "fol-lnn-critic"),  # the paper's five and our variant
    ),
    "smoke": BudgetSpec(
        ("easy",), (0, 1), {"easy": 20}, train_games=4, test_games=2, eval_every=10
    ),
}


@dataclass
class ExperimentArgs:
    """Table 1 / Figure 2: every method on every difficulty with every seed, then aggregated."""

    name: tyro.conf.Positional[str] = "table1"
    """Experiment name (`folnn experiment table1`): the result files are
    <results-dir>/<name>.json and <name>.md. `generalisation` plays the final policies of the
    same runs (reused where they exist) on the deep-map test sets instead."""
    budget: tuple[Budget, ...] = ("quick",)
    """quick: every method x 3 difficulties x 5 seeds, 200 epochs; paper: 5 seeds, 1000 epochs
    easy, 2000 medium/hard; smoke: 2 seeds of easy, 20 epochs on 4+2 games (tests). Several
    budgets (`--budget quick paper`) plan the runs of each; the table reports each seed's
    value at every epoch from the shortest of its runs that reached it (a longer run of the
    same seed plays the same first epochs)."""
    methods: tuple[str, ...] = TABLE1 + ABLATIONS
    """Methods to run (default: Table 1's and the ablations beside it; `training.methods`)."""
    difficulties: tuple[Difficulty, ...] | None = None
    """Difficulties to run (default: the budget's)."""
    seeds: tuple[int, ...] | None = None
    """Seeds to run (default: the budget's)."""
    epochs: int | None = None
    """Epochs of every run (default: the budget's, per difficulty)."""
    runs_dir: Path = Path("runs/table1")
    """One folder per run: <method>_<difficulty>_s<seed>_e<epochs>/ with metrics.json."""
    results_dir: Path = Path("docs/results")
    """Where <name>.json, <name>.md and figure2_<difficulty>.png are written."""
    parallel: int = 2
    """Runs at once: local processes, or the CPUs of a Ray instance started here."""
    backend: Backend = "local"
    """local: a process pool on this machine; ray: Ray tasks (one CPU each)."""
    address: str | None = None
    """Ray address ("auto", "ray://host:10001"); default: start a local Ray instance."""
    games_dir: Path = Path("var/games")
    """Game cache (the missing games are generated once, before the runs)."""
    engine: Engine = "fast"
    """What plays the games: the fast engine where proven equal to TextWorld, or TextWorld
    (docs/engine.md); the runs are the same either way."""
    train_games: int | None = None
    """Use only the first N training games (default: the budget's; all 50 except smoke)."""
    test_games: int | None = None
    """Use only the first N test games (default: the budget's; all 50 except smoke)."""
    eval_every: int | None = None
    """Evaluate every this many epochs (default: the budget's, else TrainArgs' 10)."""
    aggregate_only: bool = False
    """Run nothing; aggregate the runs already in runs_dir."""
    progress: bool = True
    """Show a progress bar over the runs."""

    def __post_init__(self) -> None:
        budgets = (self.budget,) if isinstance(self.budget, str) else self.budget
        if not budgets:
            raise UsageError("--budget: name at least one budget")
        for budget in budgets:
            check_choice("budget", budget, BUDGETS)
        for method in self.methods:
            check_choice("methods", method, METHODS)
        for difficulty in self.difficulties or ():
            check_choice("difficulties", difficulty, FAMILY_NAMES)
        for seed in self.seeds or ():
            check_range("seeds", seed, 0, SEED_MAX)
        check_range("epochs", self.epochs, 1, MAX_EPOCHS)
        check_range("parallel", self.parallel, 1, 1024)
        check_range("train_games", self.train_games, 1, TRAIN_GAMES)
        check_range("test_games", self.test_games, 1, MAX_SET_GAMES)
        check_range("eval_every", self.eval_every, 1, 10_000)
        check_dir("runs_dir", self.runs_dir)
        check_dir("results_dir", self.results_dir)
        check_dir("games_dir", self.games_dir)


class RunOutcome(NamedTuple):
    """What a worker reports back about one run."""

    name: str
    ok: bool
    seconds: float
    error: str | None
    metrics_json: str | None


# ---------------------------------------------------------------------------------------------
# plan


def run_name(method: str, difficulty: str, seed: int, epochs: int) -> str:
    """Folder name of one run (a '+' in a method name becomes 'p')."""
    return f"{method.replace('+', 'p')}_{difficulty}_s{seed}_e{epochs}"


def plan_runs(args: ExperimentArgs) -> list[TrainArgs]:
    """One `TrainArgs` per (budget, method, difficulty, seed), with absolute paths, in a stable
    order (a run two budgets share is planned once)."""
    runs: dict[Path, TrainArgs] = {}
    for budget in _budgets(args):
        for run in _plan_budget(args, BUDGETS[budget]):
            runs.setdefault(run.out, run)
    return list(runs.values())


def _budgets(args: ExperimentArgs) -> tuple[str, ...]:
    budgets = (args.budget,) if isinstance(args.budget, str) else tuple(args.budget)
    unknown = [b for b in budgets if b not in BUDGETS]
    if unknown or not budgets:
        raise ValueError(f"unknown budget {unknown}; expected some of {', '.join(BUDGETS)}")
    return budgets


def _plan_budget(args: ExperimentArgs, spec: BudgetSpec) -> list[TrainArgs]:
    difficulties = args.difficulties or spec.difficulties
    seeds = args.seeds if args.seeds is not None else spec.seeds
    eval_every = args.eval_every or spec.eval_every or TrainArgs.eval_every
    methods = [m for m in args.methods if spec.methods is None or m in spec.methods]
    runs = []
    for difficulty in difficulties:
        epochs = args.epochs or spec.epochs.get(difficulty, max(spec.epochs.values()))
        for method in methods:
            for seed in seeds:
                runs.append(
                    TrainArgs(
                        method=method,
                        difficulty=difficulty,
                        epochs=epochs,
                        seed=seed,
                        out=(args.runs_dir / run_name(method, difficulty, seed, epochs)).resolve(),
                        games_dir=args.games_dir.resolve(),
                        engine=args.engine,
                        train_games=_first(args.train_games, spec.train_games),
                        test_games=_first(args.test_games, spec.test_games),
                        eval_every=eval_every,
                        gamma=_gamma_of(method),
                        workers=1,
                        progress=False,
                        torch_threads=1,
                    )
                )
    return runs


_IDENTITY = (
    "method",
    "difficulty",
    "seed",
    "epochs",
    "train_games",
    "test_games",
    "eval_every",
    "gamma",
)


def check_finished(runs: Sequence[TrainArgs]) -> None:
    """Refuse to resume over a finished run whose config is not the planned one."""
    for r in runs:
        path = r.out / "metrics.json"
        if not path.exists():
            continue
        config = json.loads(path.read_text()).get("config", {})
        differ = [k for k in _IDENTITY if config.get(k) != getattr(r, k)]
        if differ:
            raise ValueError(
                f"{path} was trained with other {', '.join(differ)} than planned; "
                "remove the run folder or choose another --runs-dir"
            )


def _gamma_of(method: str) -> float | None:
    """The method's discount; None for an unknown method (its run fails and is recorded)."""
    try:
        return default_gamma(method)
    except ValueError:
        return None


def _first(*values: int | None) -> int | None:
    return next((v for v in values if v is not None), None)


def prepare_games(runs: Sequence[TrainArgs], games_dir: Path, workers: int, progress: bool) -> None:
    """Make every game the runs need exist once, here, so the runs never generate games."""
    specs = []
    for r in runs:
        specs += game_set(r.difficulty, "train")[: r.train_games]
        specs += game_set(r.difficulty, "test")[: r.test_games]
    ready_games(list(dict.fromkeys(specs)), games_dir, workers=workers, progress=progress)


# ---------------------------------------------------------------------------------------------
# runs


def run_one(args: TrainArgs) -> RunOutcome:
    """Train one run (in a worker); on failure write the traceback to <out>/error.txt."""
    torch.set_num_threads(1)
    started = time.perf_counter()
    error_file = args.out / "error.txt"
    error_file.unlink(missing_ok=True)
    try:
        metrics = train(args).to_json()
    except Exception:  # a failed run is recorded and the others go on
        text = traceback.format_exc()
        args.out.mkdir(parents=True, exist_ok=True)
        error_file.write_text(text)
        return RunOutcome(args.out.name, False, time.perf_counter() - started, text, None)
    return RunOutcome(
        args.out.name, True, time.perf_counter() - started, None, json.dumps(metrics, indent=2)
    )


def _init_worker() -> None:
    torch.set_num_threads(1)


def _run_local(todo: Sequence[TrainArgs], parallel: int) -> Iterator[RunOutcome]:
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(parallel, mp_context=context, initializer=_init_worker) as pool:
        futures: dict[Future, TrainArgs] = {pool.submit(run_one, r): r for r in todo}
        for future in as_completed(futures):
            run = futures[future]
            try:
                yield future.result()
            except Exception:  # the worker process died (killed, out of memory)
                yield RunOutcome(run.out.name, False, 0.0, traceback.format_exc(), None)


def _run_ray(todo: Sequence[TrainArgs], parallel: int, address: str | None) -> Iterator[RunOutcome]:
    import ray

    started_here = not ray.is_initialized()
    if started_here:
        if address is None:
            ray.init(num_cpus=parallel, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        remote = ray.remote(num_cpus=1, max_retries=0)(run_one)
        pending = {remote.remote(r): r for r in todo}
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            run = pending.pop(done[0])
            try:
                yield ray.get(done[0])
            except Exception:  # the task or its worker died
                yield RunOutcome(run.out.name, False, 0.0, traceback.format_exc(), None)
    finally:
        if started_here:
            ray.shutdown()


_RELATIVE_COST = {"lstm-dqn++": 4.0, "nlm-dqn": 1.5}
"""Wall time of a run relative to the others' at the same difficulty and epochs (measured: a
200-epoch LSTM-DQN++ run takes 3-5 x an NN-DQN run, NLM-DQN about 1.5 x)."""
_DIFFICULTY_COST = {"easy": 1.0, "medium": 1.5, "hard": 2.0}


def expected_cost(run: TrainArgs) -> float:
    """A rough relative wall time of a run, to start the longest ones first."""
    base = run.method.partition("@")[0]  # an ablation costs about what its base does
    return _RELATIVE_COST.get(base, 1.0) * _DIFFICULTY_COST.get(run.difficulty, 1.0) * run.epochs


def execute(args: ExperimentArgs, runs: Sequence[TrainArgs]) -> list[RunOutcome]:
    """Run the runs that have no metrics.json yet; return one outcome per run started."""
    todo = [r for r in runs if not (r.out / "metrics.json").exists()]
    # longest first, so the last runs to finish are short ones and no worker idles long
    todo.sort(key=expected_cost, reverse=True)
    if not todo:
        return []
    if args.backend == "ray":
        stream = _run_ray(todo, args.parallel, args.address)
    else:
        stream = _run_local(todo, args.parallel)
    outcomes = []
    failed = 0
    with tqdm(total=len(todo), desc=args.name, unit="run", disable=not args.progress) as bar:
        for outcome in stream:
            out = args.runs_dir.resolve() / outcome.name
            if not outcome.ok:
                failed += 1
                out.mkdir(parents=True, exist_ok=True)
                if not (out / "error.txt").exists():
                    (out / "error.txt").write_text(outcome.error or "unknown error")
            elif outcome.metrics_json and not (out / "metrics.json").exists():
                # a Ray worker on another node wrote its files there; keep the metrics here
                out.mkdir(parents=True, exist_ok=True)
                (out / "metrics.json").write_text(outcome.metrics_json)
            outcomes.append(outcome)
            bar.set_postfix(last=outcome.name, failed=failed)
            bar.update(1)
    return outcomes


# ---------------------------------------------------------------------------------------------
# aggregation


def load_runs(runs: Sequence[TrainArgs]) -> list[dict]:
    """The metrics.json of every planned run that finished."""
    found = []
    for r in runs:
        path = r.out / "metrics.json"
        if path.exists():
            found.append(json.loads(path.read_text()))
    return found


def _seed_curve(metrics: Mapping) -> dict[int, tuple[float, float]]:
    """One run's moving average at every evaluated epoch: epoch -> (reward, steps)."""
    evals = [(e["epoch"], e["reward"], e["steps"]) for e in metrics["evaluations"]]
    report = moving_average_report(evals, epochs=[e for e, _, _ in evals], window=WINDOW)
    return {e: (a.reward, a.steps) for e, a in report.items()}


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
        groups.setdefault(cfg["method"], {}).setdefault(cfg["difficulty"], []).append(m)
    return groups


def aggregate(metrics: Sequence[Mapping]) -> tuple[dict, dict]:
    """Table 1 cells and Figure 2 curves from finished runs.

    Returns ``(results, curves)``: ``results[method][difficulty][str(epoch)]`` holds the mean and
    population std over seeds of the moving averages at epochs 100, 200 and every run length
    (each only where a run reached it), and ``curves[difficulty][method]`` the rows
    (epoch, reward_mean, reward_std, steps_mean, steps_std) of `plots.plot_comparison`. A seed
    with runs of several lengths (the quick and the paper's budget) counts once: at each epoch
    its value comes from the shortest of its runs that reached that epoch, and its curve is its
    longest run's.
    """
    results: dict = {}
    curves: dict = {}
    for method, by_difficulty in _groups(metrics).items():
        for difficulty, runs in by_difficulty.items():
            by_seed: dict[int, list[tuple[int, dict]]] = {}
            for m in sorted(runs, key=lambda m: m["config"]["epochs"]):
                curve = _seed_curve(m)
                by_seed.setdefault(m["config"]["seed"], []).append((m["config"]["epochs"], curve))
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
_OPERATIONAL_KEYS = {"games_dir", "progress", "workers", "torch_threads", "engine", "tensorboard"}


def protocol_of(
    args: ExperimentArgs, runs: Sequence[TrainArgs], metrics: Sequence[Mapping]
) -> dict:
    """The settings every result depends on, read from the runs' own configs where they exist."""
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
    done = {
        run_name(c["method"], c["difficulty"], c["seed"], c["epochs"])
        for c in (m["config"] for m in metrics)
    }
    oracle: dict[str, list[float]] = {}
    wall: dict[str, dict[str, dict[int, list[float]]]] = {}
    for m in metrics:
        cfg = m["config"]
        if m.get("oracle_steps") is not None:
            oracle.setdefault(cfg["difficulty"], []).append(m["oracle_steps"])
        wall.setdefault(cfg["method"], {}).setdefault(cfg["difficulty"], {}).setdefault(
            cfg["epochs"], []
        ).append(m["wall_seconds"])
    return {
        "experiment": args.name,
        "budget": "+".join(_budgets(args)),
        "methods": list(dict.fromkeys(r.method for r in runs)),
        "difficulties": list(dict.fromkeys(r.difficulty for r in runs)),
        "seeds": sorted({r.seed for r in runs}),
        "epochs": {r.difficulty: r.epochs for r in runs},
        "budgets": {
            budget: _budget_progress(args, budget, done, metrics) for budget in _budgets(args)
        },
        "games_per_epoch": shared.get("games_per_epoch"),
        "batch_size": shared.get("batch_size"),
        "eval_every": shared.get("eval_every"),
        "train_games": shared.get("train_games") or 50,
        "test_games": shared.get("test_games") or 50,
        "gamma": {r.method: r.gamma for r in runs},
        "moving_average_window": WINDOW,
        "spread": "population std over seeds (ddof 0) of each seed's moving average",
        "oracle_steps": {d: float(np.mean(v)) for d, v in oracle.items()},
        "wall_seconds_mean": {
            m: {d: float(np.mean(by[d][min(by[d])])) for d in by} for m, by in wall.items()
        },
        "missing_runs": [r.out.name for r in runs if r.out.name not in done],
        "train_args": shared,
        "train_args_varying": varying,
    }


def _budget_progress(
    args: ExperimentArgs, budget: str, done: set[str], metrics: Sequence[Mapping]
) -> dict:
    """What one budget planned and what of it finished, with the run time it took."""
    planned = _plan_budget(args, BUDGETS[budget])
    names = {r.out.name for r in planned}
    walls = [
        m["wall_seconds"]
        for m in metrics
        if run_name(*(m["config"][k] for k in ("method", "difficulty", "seed", "epochs"))) in names
    ]
    return {
        "epochs": {r.difficulty: r.epochs for r in planned},
        "seeds": sorted({r.seed for r in planned}),
        "runs_planned": len(planned),
        "runs_done": len(names & done),
        "run_hours": round(sum(walls) / 3600, 3),
        "methods_done": sorted(
            {r.method for r in planned} - {r.method for r in planned if r.out.name not in done}
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


def _cell(cell: Mapping | None, spread: bool = True, seeds: int = 0) -> str:
    """``reward ± std / steps ± std``; ``(k seeds)`` when fewer than ``seeds`` seeds finished."""
    if not cell:
        return "–"
    partial = f" ({cell['seeds']} seeds)" if cell["seeds"] < seeds else ""
    if not spread or cell["seeds"] < 2:
        return f"{cell['reward_mean']:.2f} / {cell['steps_mean']:.1f}{partial}"
    return (
        f"{cell['reward_mean']:.2f} ± {cell['reward_std']:.2f} / "
        f"{cell['steps_mean']:.1f} ± {cell['steps_std']:.1f}{partial}"
    )


def _row_order(methods: Sequence[str]) -> list[str]:
    known = [m for m in TABLE_ORDER if m in methods]
    return known + sorted(m for m in methods if m not in TABLE_ORDER)


def _discounts(protocol: Mapping) -> str:
    gammas = protocol.get("gamma") or {}
    if not gammas:
        return ""
    by_value: dict[float, list[str]] = {}
    for method in _row_order(list(gammas)):
        by_value.setdefault(gammas[method], []).append(DISPLAY.get(method, method))
    return ", discount γ = " + "; ".join(
        f"{value} for {', '.join(names)}" for value, names in by_value.items()
    )


def _rows(results: Mapping, columns: Sequence[tuple[str, int]], seeds: int = 0) -> list[str]:
    lines = []
    for method in _row_order(list(results)):
        cells = [_cell(results[method].get(d, {}).get(str(e)), seeds=seeds) for d, e in columns]
        lines.append(f"| {DISPLAY.get(method, method)} | " + " | ".join(cells) + " |")
    return lines


def _missing_line(missing: Sequence[str]) -> str:
    """The runs not finished, by method and length (all of them are in the JSON)."""
    if len(missing) <= 12:
        return f"Missing or failed runs: {', '.join(missing)}."
    counts: dict[str, int] = {}
    for name in missing:
        method, _, rest = name.partition("_")
        key = f"{method} e{rest.rpartition('_e')[2]}"
        counts[key] = counts.get(key, 0) + 1
    listed = ", ".join(f"{key} ({n})" for key, n in counts.items())
    return (
        f"Missing or failed runs ({len(missing)}, by method and epochs; each one is named in "
        f"`protocol.missing_runs` of the JSON): {listed}."
    )


def _budget_lines(protocol: Mapping) -> list[str]:
    """One line per budget: its epochs, the runs that finished and the run-hours they took."""
    budgets = protocol.get("budgets") or {}
    lines = [""] if budgets else []
    for name, b in budgets.items():
        epochs = ", ".join(f"{e} {d}" for d, e in b["epochs"].items())
        lines.append(
            f"- `{name}` ({epochs}; seeds {', '.join(map(str, b['seeds']))}):"
            f" {b['runs_done']}/{b['runs_planned']} runs finished,"
            f" {b['run_hours']:.1f} run-hours."
        )
    return lines


def render_markdown(table: Mapping) -> str:
    """Table 1 in the paper's layout (ours, then the paper's numbers), the ablations beside it,
    plus the oracle steps."""
    protocol, results = table["protocol"], table["results"]
    ablations = table.get("ablations", {})
    every = {**results, **ablations}
    difficulties = [
        d for d in ("easy", "medium", "hard") if any(d in by for by in every.values())
    ] or list(protocol["difficulties"])
    columns = [
        (d, e)
        for d in difficulties
        for e in sorted({int(e) for by in every.values() for e in by.get(d, {})})
    ]
    lines = [
        f"# {protocol['experiment']}: test reward / steps on unseen games",
        "",
        f"Budget `{protocol['budget']}`: seeds {', '.join(map(str, protocol['seeds']))}; epochs "
        f"{', '.join(f'{e} {d}' for d, e in protocol['epochs'].items())}; "
        f"{protocol['train_games']} training and {protocol['test_games']} test games, "
        f"{protocol['games_per_epoch']} games per epoch, replay batch {protocol['batch_size']}, "
        f"evaluation every {protocol['eval_every']} epochs{_discounts(protocol)}. "
        "Each cell: mean ± std over seeds of "
        f"the moving average (N = {protocol['moving_average_window']} epochs) of reward / steps "
        "(reward: higher is better; steps: lower is better). Produced by `folnn experiment`; "
        "the full numbers are in the JSON beside this file.",
        *_budget_lines(protocol),
        "",
        "| method | " + " | ".join(f"{d} {e}" for d, e in columns) + " |",
        "|---|" + "---|" * len(columns),
    ]
    seeds = len(protocol["seeds"])
    lines += _rows(results, columns, seeds)
    oracle = protocol.get("oracle_steps", {})
    oracle_cells = [f"– / {oracle[d]:.1f}" if d in oracle else "–" for d, _ in columns]
    lines.append("| oracle (depth-first explorer) | " + " | ".join(oracle_cells) + " |")
    if ablations:
        lines += [
            "",
            "## Ablations",
            "",
            "Same protocol and seeds: what each advantage of the FOL-LNN rows is worth. "
            "`@typed`: a baseline scoring only the typed actions FOL-LNN scores; `@split`: a "
            "baseline with fol-lnn-critic's reward split into two clipped value heads, acting "
            "lexicographically; critic alone: fol-lnn-critic's critic acting without the LNN; "
            "one learning rate: fol-lnn-critic with the LNN and critic at the protocol's rate.",
            "",
            "| method | " + " | ".join(f"{d} {e}" for d, e in columns) + " |",
            "|---|" + "---|" * len(columns),
        ]
        lines += _rows(ablations, columns, seeds)
    if protocol.get("missing_runs"):
        lines += ["", _missing_line(protocol["missing_runs"])]

    paper_columns = [(d, e) for d in ("easy", "medium", "hard") for e in PAPER_TABLE1["fol-lnn"][d]]
    lines += [
        "",
        "## The paper's Table 1",
        "",
        "Kimura et al. (EMNLP 2021), Table 1: reward / steps, moving average N = 100 over 5 seeds, "
        "copied from the paper. The oracle row is this project's measured mean on the same "
        "protocol's test sets (docs/protocol.md), not the paper's.",
        "",
        "| method | " + " | ".join(f"{d} {e}" for d, e in paper_columns) + " |",
        "|---|" + "---|" * len(paper_columns),
    ]
    for method in PAPER_ORDER:
        cells = [
            f"{PAPER_TABLE1[method][d][e][0]:.2f} / {PAPER_TABLE1[method][d][e][1]:.1f}"
            for d, e in paper_columns
        ]
        lines.append(f"| {DISPLAY[method]} | " + " | ".join(cells) + " |")
    lines.append(
        "| oracle (depth-first explorer) | "
        + " | ".join(f"– / {oracle[d]:.1f}" if d in oracle else "–" for d, _ in paper_columns)
        + " |"
    )
    return "\n".join(lines) + "\n"


def write_results(args: ExperimentArgs, runs: Sequence[TrainArgs]) -> dict:
    """Aggregate the finished runs; write <name>.json, <name>.md and the Figure 2 PNGs."""
    metrics = load_runs(runs)
    cells, curves = aggregate(metrics)
    table = {
        "protocol": protocol_of(args, runs, metrics),
        "results": {m: v for m, v in cells.items() if m not in ABLATIONS},
        "ablations": {m: v for m, v in cells.items() if m in ABLATIONS},
    }
    args.results_dir.mkdir(parents=True, exist_ok=True)
    (args.results_dir / f"{args.name}.json").write_text(json.dumps(table, indent=2) + "\n")
    (args.results_dir / f"{args.name}.md").write_text(render_markdown(table))
    table1_curves = {
        d: {m: rows for m, rows in by.items() if m not in ABLATIONS} for d, by in curves.items()
    }
    plot_comparison(table1_curves, args.results_dir, DISPLAY, table["protocol"]["oracle_steps"])
    return table


GENERALISATION = "generalisation"
"""The experiment name that plays the runs' final policies on the deep-map test sets instead of
aggregating Table 1 (:mod:`training.generalisation`)."""


def write_generalisation(args: ExperimentArgs, runs: Sequence[TrainArgs]) -> dict:
    """Play every finished run's final policy on the deep test sets (cached per run); write
    <name>.json, <name>.md and <name>.png."""
    paths = deep_test_paths(
        args.games_dir, games=args.test_games or BUDGETS[_budgets(args)[0]].test_games
    )
    table = generalisation_table(runs, paths, args.progress)
    protocol = protocol_of(args, runs, load_runs(runs))
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
            "dfs_steps": "the depth-first oracle's mean steps on the same games, same seed",
            "epochs": ", ".join(str(e) for e in sorted({r.epochs for r in runs})),
        }
    )
    doc = {
        "protocol": protocol,
        "results": table["results"],
        "by_shape": table["by_shape"],
        "by_epochs": table["by_epochs"],
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
    args.results_dir.mkdir(parents=True, exist_ok=True)
    (args.results_dir / f"{args.name}.json").write_text(json.dumps(doc, indent=2) + "\n")
    text = render_generalisation(doc, DISPLAY, TABLE_ORDER)
    (args.results_dir / f"{args.name}.md").write_text(text)
    png = args.results_dir / f"{args.name}.png"
    plot_generalisation(doc["results"], png, DISPLAY, TABLE_ORDER, doc["by_epochs"])
    return doc


def run_experiment(args: ExperimentArgs) -> int:
    """`folnn experiment`: run what is missing, aggregate, exit 1 if a run failed."""
    runs = plan_runs(args)
    outcomes: list[RunOutcome] = []
    if not args.aggregate_only:
        check_finished(runs)
        prepare_games(runs, args.games_dir, workers=max(1, args.parallel), progress=args.progress)
        skipped = sum((r.out / "metrics.json").exists() for r in runs)
        print(f"{len(runs)} runs planned, {skipped} already finished", flush=True)
        outcomes = execute(args, runs)
    if args.name == GENERALISATION:
        table = write_generalisation(args, runs)
    else:
        table = write_results(args, runs)
    failed = [o for o in outcomes if not o.ok]
    for o in failed:
        print(f"FAILED {o.name}: see {args.runs_dir / o.name / 'error.txt'}")
    n_done = len(runs) - len(table["protocol"]["missing_runs"])
    minutes = sum(o.seconds for o in outcomes) / 60
    print(
        f"{n_done}/{len(runs)} runs aggregated into {args.results_dir / args.name}.json/.md "
        f"({len(outcomes)} run now, {minutes:.1f} run-minutes, {len(failed)} failed)"
    )
    return 1 if failed else 0


__all__ = [
    "BUDGETS",
    "PAPER_TABLE1",
    "ExperimentArgs",
    "RunOutcome",
    "aggregate",
    "plan_runs",
    "render_markdown",
    "run_experiment",
    "run_one",
    "write_results",
]
