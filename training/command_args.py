"""The options of ``folnn evaluate`` and ``folnn experiment``, in a module that imports neither
torch, spaCy nor TextWorld: the command parses them, answers ``--help`` and refuses a bad option
before it imports what runs them (issue 40, item 7). :mod:`training.policy_eval` and
:mod:`training.experiment` run them (``folnn train``'s are :mod:`training.train_args`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

import tyro

from training.conformance import Engine
from training.families import FAMILY_NAMES, MAX_SET_GAMES, Family
from training.games import SPLITS, TRAIN_GAMES, Split
from training.options import (
    SEED_MAX,
    UsageError,
    check_choice,
    check_dir,
    check_fields,
    check_range,
)
from training.settings import METHOD_NAMES, CandidateMode
from training.train_args import MAX_EPOCHS

__all__ = ["BUDGET_NAMES", "Backend", "Budget", "EvaluateArgs", "ExperimentArgs"]

Budget = Literal["quick", "paper", "smoke"]
"""An experiment's budget (:data:`training.experiment.BUDGETS` says what each runs)."""
BUDGET_NAMES: tuple[str, ...] = get_args(Budget)
Backend = Literal["local", "ray"]


@dataclass
class EvaluateArgs:
    """Evaluate a policy artifact on the test (or validation, or train) games of one family."""

    policy: Path
    """Artifact folder: policies/<name>/<version>, or a family folder policies/<name> (its
    newest version, as ``folnn.Agent.load`` takes it)."""
    difficulty: Family = "hard"
    """Game family: a protocol difficulty (easy, medium, hard), a deep-map shape (deep3, deep4:
    TextWorld's random distractor mode, 3 x or 4 x the level in rooms) or twx
    (TextWorldExpress's coin game: 2 to 11 rooms, doors on and off; docs/protocol.md)."""
    split: Split = "test"
    """Which game set: test (reporting), valid (choosing designs and settings) or train."""
    games_dir: Path = Path("var/games")
    """Game cache (generated on first use; twx games are made by the game from their seeds)."""
    max_steps: int | None = None
    """Step limit per game (default: the family's, 100 for easy/medium/hard and twx, 200 for
    deep)."""
    candidates: CandidateMode | None = None
    """Actions considered: found (actions on the words the facts find, what the service
    offers) or all (every verb on every word of its class); default: as the policy was trained
    (its manifest's ``training.config.candidates``; found where it does not say)."""
    seed: int = 0
    """Seed of tie-breaking (the oracle's reference is its mean over fixed exit orders, the
    same for every seed)."""
    oracle: bool = True
    """Also report the oracle's expected steps on the same games (mean over exit orders, with
    the spread of one order's mean)."""
    stop_loops: bool = True
    """End a game early when the greedy agent is caught in a loop (same score; see
    training/evaluate.py); --no-stop-loops plays every game to the end or the step limit."""
    games: int | None = None
    """Use only the first N games of the set (default: all: 50, twx 100)."""
    engine: Engine = "textworld"
    """What plays the games: TextWorld (the reference) or the fast engine where the conformance
    check proved it equal (docs/engine.md); the figures are the same."""
    trace: int = 0
    """Before evaluating, play the first N games alone and print every step (room, command,
    the candidates' scores, best first) to stderr: what the policy does where it fails."""

    def __post_init__(self) -> None:
        check_fields(self)
        check_dir("policy", self.policy, must_exist=True)
        check_choice("difficulty", self.difficulty, FAMILY_NAMES)
        check_choice("split", self.split, SPLITS)
        check_dir("games_dir", self.games_dir)
        check_range("max_steps", self.max_steps, 1, 10_000)
        check_range("seed", self.seed, 0, SEED_MAX)
        check_range("games", self.games, 1, MAX_SET_GAMES)
        check_range("trace", self.trace, 0, MAX_SET_GAMES)


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
    methods: tuple[str, ...] = METHOD_NAMES
    """Methods to run (default: Table 1's and the ablations beside it; `training.methods`)."""
    difficulties: tuple[Family, ...] | None = None
    """Difficulties to run (default: the budget's)."""
    seeds: tuple[int, ...] | None = None
    """Seeds to run (default: the budget's)."""
    epochs: int | None = None
    """Epochs of every run (default: the budget's, per difficulty)."""
    runs_dir: Path = Path("runs/table1")
    """One folder per run: <method>_<difficulty>_s<seed>_e<epochs>/ with metrics.json."""
    results_dir: Path = Path("docs/results")
    """Where <name>.json, <name>.md and figure2_<difficulty>.png are written."""
    records_dir: Path | None = None
    """Also keep every finished run's compact record under <records-dir>/<run>/metrics.json
    (training/run_records.py: config, reported, oracle steps, rules, the evaluations' curve; not
    the per-epoch trace): what docs/results commits (`docs/results/<name>-runs`), from which
    `--runs-dir <records-dir> --aggregate-only` rebuilds the table."""
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
    figure_ablations: tuple[str, ...] = ("fol-lnn@found",)
    """Ablations Figure 2 draws beside Table 1's methods, each dashed in its method's colour
    (default: the paper's method over the found words beside it over the whole action space);
    recorded in the table's ``protocol.figure2``."""
    figure_zoom: int = 200
    """Figure 2's second row: the curves' first N epochs, where they run longer (the paper's
    claim is fast convergence); 0: one row. Recorded in ``protocol.figure2``."""
    progress: bool = True
    """Show a progress bar over the runs."""

    def __post_init__(self) -> None:
        if isinstance(self.budget, str):  # one budget, from Python
            self.budget = (self.budget,)
        check_fields(self)
        budgets = self.budget
        if not budgets:
            raise UsageError("--budget: name at least one budget")
        for budget in budgets:
            check_choice("budget", budget, BUDGET_NAMES)
        for method in self.methods:
            check_choice("methods", method, METHOD_NAMES)
        for method in self.figure_ablations:
            check_choice("figure_ablations", method, METHOD_NAMES)
        check_range("figure_zoom", self.figure_zoom, 0, MAX_EPOCHS)
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
        if self.records_dir is not None:
            check_dir("records_dir", self.records_dir)
        check_dir("games_dir", self.games_dir)
