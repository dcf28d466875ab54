"""The `folnn` command. Each subcommand's options are a dataclass; tyro builds the CLI from it.

A subcommand's options live in a module that imports neither torch, spaCy nor TextWorld: `--help`
and a bad option are answered before the module that runs the command is imported (issue 40:
`folnn train --help` took 9.5-14.8 s). A command whose extra is not installed (`train` in a
serve-only `.venv`) says which extra and how to add it, in one line.
Bad input never ends in a traceback: a malformed or unknown option (tyro's parse errors), a value
out of range (the dataclass's ``__post_init__`` checks, :mod:`training.options`) or a missing or
corrupt file (:class:`~training.options.UsageError` raised by the runner) is one line on stderr,
``folnn <command>: error: ...``, and exit status 2.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import NamedTuple

import tyro
import tyro._errors

from training.options import UsageError


class Subcommand(NamedTuple):
    """One subcommand: where its options dataclass lives (a module that imports neither torch,
    spaCy nor TextWorld, so ``--help`` and a bad option answer at once), where its runner
    lives (imported once the options parse), and the extra its runner needs."""

    options: str
    """``module:Class`` of the options dataclass."""
    runner: str
    """``module:function`` that runs the parsed options."""
    description: str
    extra: str | None = None
    """The optional dependencies (pyproject's extra) the runner needs; None: the base ones."""


SUBCOMMANDS: dict[str, Subcommand] = {
    "facts": Subcommand(
        "converter.cli:FactsArgs",
        "converter.cli:run_facts",
        "observation + history (JSON lines) -> facts",
    ),
    "games": Subcommand(
        "training.families:GamesArgs",
        "training.families:run_games",
        "generate and cache the game sets",
        "train",
    ),
    "train": Subcommand(
        "training.train_args:TrainArgs",
        "training.train:run_train",
        "train a method on one difficulty",
        "train",
    ),
    "evaluate": Subcommand(
        "training.command_args:EvaluateArgs",
        "training.policy_eval:run_evaluate",
        "evaluate a policy artifact on a game set",
        "train",
    ),
    "play": Subcommand(
        "folnn.play:PlayArgs",
        "folnn.play:run_play",
        "play a game through the REST API",
        "train",
    ),
    "experiment": Subcommand(
        "training.command_args:ExperimentArgs",
        "training.experiment:run_experiment",
        "Table 1 / Figure 2: methods x difficulties x seeds",
        "train",
    ),
    "serve": Subcommand(
        "folnn.serve:ServeArgs",
        "folnn.serve:run_serve",
        "serve the shipped policy, or a trained run's (--policy DIR), over REST",
    ),
    "seeds": Subcommand(
        "training.seed_report:SeedsArgs",
        "training.seed_report:run_seeds",
        "every seed of one method's runs: reward, steps / oracle, rules, cost",
    ),
}

EXTRA_MODULES: dict[str, str] = {
    **dict.fromkeys(
        ("torch", "textworld", "textworld_express", "matplotlib", "tqdm", "tensorboard"), "train"
    ),
    "gymnasium": "train",
    "ray": "cluster",
}
"""The top-level modules of pyproject's extras, by the extra that installs them."""


def missing_extra(exc: ModuleNotFoundError) -> str | None:
    """The one line that says which extra a missing module belongs to and how to add it; None
    when the module belongs to no extra (a bug, not a missing install)."""
    module = (exc.name or "").partition(".")[0]
    extra = EXTRA_MODULES.get(module)
    if extra is None:
        return None
    return (
        f"needs the `{extra}` extra ({module} is not installed): pip install 'folnn[{extra}]'"
        f" (in a clone: .venv/bin/pip install -e '.[{extra}]', or make setup)"
    )


def _resolve(where: str) -> object:
    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


def _usage() -> str:
    lines = ["usage: folnn <command> [options]   (folnn <command> --help for its options)"]
    lines += ["       folnn --version", ""]
    lines += [f"  {name:<11} {spec.description}" for name, spec in SUBCOMMANDS.items()]
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
    command = SUBCOMMANDS[name]
    try:
        with tyro._errors.on_parse_error(_one_line):
            args = tyro.cli(
                _resolve(command.options),
                args=rest,
                prog=f"folnn {name}",
                description=command.description,
            )
        return int(_resolve(command.runner)(args) or 0)
    except UsageError as exc:
        print(f"folnn {name}: error: {exc}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as exc:  # an extra this command needs is not installed
        line = missing_extra(exc)
        if line is None:
            raise
        print(f"folnn {name}: error: {line}", file=sys.stderr)
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
