"""Table 1 and Figure 2 of the paper: methods x difficulties x seeds, each a `folnn train` run.

Reads top to bottom: arguments and budgets, the plan (one `TrainArgs` per run, by budget), the
games (made once, here, before any run starts: the game cache has one writer), the runs (a local
process pool or Ray tasks, both calling `run_one`), then the aggregation of :mod:`training.tables`:
`table1.json`, `table1.md` and the Figure 2 PNGs. A run whose `metrics.json` exists is skipped, so
an interrupted table resumes.
"""

from __future__ import annotations

import json
import multiprocessing
import time
import traceback
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import torch
from tqdm import tqdm

from training.command_args import ExperimentArgs
from training.families import Family, game_set, ready_games
from training.methods import default_gamma, method_spec, row_of
from training.run_records import write_records
from training.table_render import PAPER_ORDER
from training.tables import (
    GENERALISATION,
    FigureSpec,
    planned_runs,
    write_generalisation,
    write_results,
)
from training.train import train
from training.train_args import TrainArgs


@dataclass(frozen=True)
class BudgetSpec:
    """What a budget runs: difficulties, seeds, epochs per difficulty, and smoke-size limits."""

    difficulties: tuple[Family, ...]
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
        # TextWorldExpress (`--difficulties twx`; the paper has no such table): easy's length
        {"easy": 1000, "medium": 2000, "hard": 2000, "twx": 1000},
        # the paper's five, our variant, and the paper's method over the found words (Table 1's
        # protocol for it until issue 32)
        methods=(*PAPER_ORDER, "fol-lnn-critic", "fol-lnn@found"),
    ),
    "smoke": BudgetSpec(
        ("easy",), (0, 1), {"easy": 20}, train_games=4, test_games=2, eval_every=10
    ),
}


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


def plan_budgets(args: ExperimentArgs) -> dict[str, list[TrainArgs]]:
    """Each budget's runs: one `TrainArgs` per (method, difficulty, seed), with absolute paths,
    in a stable order."""
    return {budget: _plan_budget(args, BUDGETS[budget]) for budget in _budgets(args)}


def plan_runs(args: ExperimentArgs) -> list[TrainArgs]:
    """Every run of the plan once (a run two budgets share is planned once)."""
    return planned_runs(plan_budgets(args))


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
    """Refuse to resume over a finished run whose config is not the planned one (its method,
    read as the table row it counts as, and the candidates it trained on included: a
    ``fol-lnn`` run over the found words, as before issue 32, is not a planned ``fol-lnn`` run)."""
    for r in runs:
        path = r.out / "metrics.json"
        if not path.exists():
            continue
        config = json.loads(path.read_text()).get("config", {})
        differ = [k for k in _IDENTITY if k != "method" and config.get(k) != getattr(r, k)]
        if "method" in config and row_of(config) != r.method and config["method"] != r.method:
            differ.insert(0, "method")
        if config.get("candidates") != _candidates_of(r):
            differ.append("candidates")
        if differ:
            raise ValueError(
                f"{path} was trained with other {', '.join(differ)} than planned; "
                "remove the run folder or choose another --runs-dir"
            )


def _candidates_of(run: TrainArgs) -> str | None:
    """The candidates a planned run trains on (its own, else its method's)."""
    if run.candidates is not None:
        return run.candidates
    try:
        return method_spec(run.method).candidates
    except ValueError:
        return None


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


def run_experiment(args: ExperimentArgs) -> int:
    """`folnn experiment`: run what is missing, aggregate, exit 1 if a run failed."""
    budgets = plan_budgets(args)
    runs = planned_runs(budgets)
    outcomes: list[RunOutcome] = []
    if not args.aggregate_only:
        check_finished(runs)
        prepare_games(runs, args.games_dir, workers=max(1, args.parallel), progress=args.progress)
        skipped = sum((r.out / "metrics.json").exists() for r in runs)
        print(f"{len(runs)} runs planned, {skipped} already finished", flush=True)
        outcomes = execute(args, runs)
    if args.records_dir is not None:
        written = write_records(runs, args.records_dir)
        print(f"{written} compact run records under {args.records_dir}", flush=True)
    if args.name == GENERALISATION:
        test_games = args.test_games or BUDGETS[_budgets(args)[0]].test_games
        table = write_generalisation(
            args.name, budgets, args.results_dir, args.games_dir, test_games, args.progress
        )
    else:
        figure = FigureSpec(args.figure_ablations, args.figure_zoom)
        table = write_results(args.name, budgets, args.results_dir, figure)
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
    "ExperimentArgs",
    "RunOutcome",
    "check_finished",
    "execute",
    "expected_cost",
    "plan_budgets",
    "plan_runs",
    "prepare_games",
    "run_experiment",
    "run_name",
    "run_one",
]
