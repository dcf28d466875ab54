"""The `folnn` command. Each subcommand's options are a dataclass; tyro builds the CLI from it.

Subcommands import their module only when chosen, so `folnn facts` does not pay for torch.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

import tyro

# subcommand -> (module, options dataclass, runner), all resolved lazily
SUBCOMMANDS: dict[str, tuple[str, str, str, str]] = {
    "facts": (
        "converter.cli",
        "FactsArgs",
        "run_facts",
        "observation + history (JSON lines) -> facts",
    ),
    "games": ("training.games", "GamesArgs", "run_games", "generate and cache the game sets"),
    "train": ("training.train", "TrainArgs", "run_train", "train a method on one difficulty"),
    "evaluate": (
        "training.policy_eval",
        "EvaluateArgs",
        "run_evaluate",
        "evaluate a policy artifact on a game set",
    ),
    "play": ("training.play", "PlayArgs", "run_play", "play a game through the REST API"),
    "experiment": (
        "training.experiment",
        "ExperimentArgs",
        "run_experiment",
        "Table 1 / Figure 2: methods x difficulties x seeds",
    ),
    "seeds": (
        "training.seed_report",
        "SeedsArgs",
        "run_seeds",
        "every seed of one method's runs: reward, steps / oracle, rules, cost",
    ),
}


def _usage() -> str:
    lines = ["usage: folnn <command> [options]   (folnn <command> --help for its options)", ""]
    lines += [f"  {name:<11} {spec[3]}" for name, spec in SUBCOMMANDS.items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `folnn` console script."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in {"-h", "--help"}:
        print(_usage())
        return 0 if argv else 2
    name, rest = argv[0], argv[1:]
    if name not in SUBCOMMANDS:
        print(f"folnn: unknown command {name!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    module_name, args_name, runner_name, description = SUBCOMMANDS[name]
    module = importlib.import_module(module_name)
    args = tyro.cli(
        getattr(module, args_name), args=rest, prog=f"folnn {name}", description=description
    )
    return int(getattr(module, runner_name)(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
