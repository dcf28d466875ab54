"""The `folnn` command. Each subcommand's options are a dataclass; tyro builds the CLI from it.

Subcommands import their module only when chosen, so `folnn facts` does not pay for torch.
Bad input never ends in a traceback: a malformed or unknown option (tyro's parse errors), a value
out of range (the dataclass's ``__post_init__`` checks, :mod:`training.options`) or a missing or
corrupt file (:class:`~training.options.UsageError` raised by the runner) is one line on stderr,
``folnn <command>: error: ...``, and exit status 2.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

import tyro
import tyro._errors

from training.options import UsageError

# subcommand -> (module, options dataclass, runner), all resolved lazily
SUBCOMMANDS: dict[str, tuple[str, str, str, str]] = {
    "facts": (
        "converter.cli",
        "FactsArgs",
        "run_facts",
        "observation + history (JSON lines) -> facts",
    ),
    "games": ("training.families", "GamesArgs", "run_games", "generate and cache the game sets"),
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
    lines = ["usage: folnn <command> [options]   (folnn <command> --help for its options)"]
    lines += ["       folnn --version", ""]
    lines += [f"  {name:<11} {spec[3]}" for name, spec in SUBCOMMANDS.items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `folnn` console script."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in {"-h", "--help"}:
        print(_usage())
        return 0 if argv else 2
    if argv[0] in {"-V", "--version"}:
        from folnn import __version__

        print(f"folnn {__version__}")
        return 0
    name, rest = argv[0], argv[1:]
    if name not in SUBCOMMANDS:
        print(f"folnn: unknown command {name!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    module_name, args_name, runner_name, description = SUBCOMMANDS[name]
    module = importlib.import_module(module_name)
    try:
        with tyro._errors.on_parse_error(_one_line):
            args = tyro.cli(
                getattr(module, args_name),
                args=rest,
                prog=f"folnn {name}",
                description=description,
            )
        return int(getattr(module, runner_name)(args) or 0)
    except UsageError as exc:
        print(f"folnn {name}: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # a path the command cannot read or write
        print(f"folnn {name}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"folnn {name}: interrupted", file=sys.stderr)
        return 130


def _one_line(event: tyro._errors.ParseErrorEvent) -> None:
    """tyro's parse error as a :class:`UsageError` with a one-line message (tyro would draw a
    box of several lines). The hook is tyro's (pinned) private API: an event this function does
    not know falls through to tyro's own message, still exit status 2."""
    if isinstance(event, tyro._errors.UnrecognizedArgs):
        raise UsageError(f"unrecognized options: {' '.join(event.tokens)} (see --help)")
    if isinstance(event, tyro._errors.InstantiationFailure):
        where = f"{event.argument.display_name()}: " if event.argument is not None else ""
        raise UsageError(where + " ".join(str(event.message).split()))
    try:
        _, contents = tyro._errors._render(event)
    except KeyError:
        return
    raise UsageError(" ".join(" ".join(str(c) for c in contents).split()))


if __name__ == "__main__":
    raise SystemExit(main())
