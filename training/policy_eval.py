"""`folnn evaluate`: evaluate a policy artifact greedily on a game set (docs/architecture.md §5
protocol)."""

from __future__ import annotations

import json
import sys
from typing import TextIO

import numpy as np

from converter.converter import FOLConverter
from model.artifact import ArtifactError
from model.registry import load_artifact
from model.versions import resolve_version
from training.actor import Actor
from training.command_args import EvaluateArgs
from training.env import CoinCollectorEnv
from training.evaluate import Evaluator, GameResult
from training.families import (
    Game,
    family,
    family_spelling,
    game_set,
    ready_games,
)
from training.methods import CandidateMode, method_from_network
from training.options import UsageError
from training.oracle import OracleSteps, expected_oracle_steps
from training.twx import TwxSpec


def trace_game(actor: Actor, path: Game, max_steps: int, out: TextIO | None = None) -> None:
    """Play one game greedily, printing each step (to ``out``, default: the stderr of the
    moment): room, command and the candidates' scores."""
    out = out or sys.stderr
    method = actor.method
    with CoinCollectorEnv(path, max_steps, discovery_bonus=0.0) as env:
        actor.reset([env.reset()])
        print(f"# {path.name}", file=out)  # the .z8 file's name, or the TwxSpec's
        while True:
            scores = actor.scores([0])[0]
            candidates = sorted(
                ((float(scores[i]), method.actions[i]) for i in np.flatnonzero(actor.mask(0))),
                reverse=True,
            )
            command = actor.commands[actor.act_indices([0])[0]]
            shown = ", ".join(f"{a} {q:.3f}" for q, a in candidates[:4])
            print(f"{env.steps + 1:3d} {env.room}: {command}  [{shown}]", file=out)
            step = env.step(command)
            actor.observe([0], [command], [step.observation])
            if step.done:
                print(f"# {'won' if step.won else 'not solved'} in {step.steps} steps", file=out)
                return


def run_evaluate(args: EvaluateArgs) -> int:
    """Print the evaluation as JSON (UsageError on an artifact that does not load): the means
    over the set, and over each of its groups (each level; on TextWorldExpress, doors off and
    on too), with the oracle's expected steps on the same games (its mean over
    :data:`training.oracle.EXIT_ORDERS` exit orders, and the spread of one order's mean)."""
    try:
        loaded = load_artifact(resolve_version(args.policy))
    except ArtifactError as exc:
        raise UsageError(f"--policy: {exc}") from None
    max_steps = args.max_steps or family(args.difficulty).max_steps
    specs = game_set(args.difficulty, args.split)[: args.games]
    paths = ready_games(specs, args.games_dir)
    converter = FOLConverter().for_vocabulary(loaded.model.vocabulary)
    method = method_from_network(loaded.manifest["method"], loaded.model, loaded.model.vocabulary)
    candidates = args.candidates or trained_candidates(loaded.manifest)
    spelling = family_spelling(args.difficulty, method.actions)
    for path in paths[: args.trace]:
        tracer = Actor(converter, method, candidates, seed=args.seed, spelling=spelling)
        trace_game(tracer, path, max_steps)
    actor = Actor(converter, method, candidates, epsilon=0.0, seed=args.seed, spelling=spelling)
    evaluator = Evaluator(paths, max_steps, args.stop_loops, args.engine)
    result = evaluator.run(actor)
    evaluator.close()
    out = {
        "policy": str(args.policy),
        "version": loaded.path.name,
        "difficulty": args.difficulty,
        "split": args.split,
        "candidates": candidates,
        "games": len(paths),
        "max_steps": max_steps,
        "reward": result.reward,
        "steps": result.steps,
    }
    oracle = expected_oracle_steps(paths, max_steps=max_steps) if args.oracle else None
    if oracle is not None:
        out |= _oracle_fields(oracle)
    groups = {
        f"level {spec.level}": (lambda s, level=spec.level: s.level == level) for spec in specs
    }
    if any(isinstance(spec, TwxSpec) for spec in specs):
        groups |= {"doors off": lambda s: not s.doors, "doors on": lambda s: s.doors}
    out["groups"] = {
        name: _group([i for i, spec in enumerate(specs) if test(spec)], result.per_game, oracle)
        for name, test in groups.items()
    }
    print(json.dumps(out, indent=2))
    return 0


def trained_candidates(manifest: dict) -> CandidateMode:
    """The candidate mode a policy was trained with, as its manifest records the run's config
    (``found`` for an artifact that does not say: every run before ``all`` existed)."""
    config = (manifest.get("training") or {}).get("config") or {}
    mode = config.get("candidates")
    return mode if mode in ("found", "all") else "found"


def _oracle_fields(oracle: OracleSteps) -> dict[str, float | int]:
    """The oracle's expected steps (its mean over exit orders), the spread of one order's
    mean, and the orders."""
    return {
        "oracle_steps": oracle.mean,
        "oracle_spread": oracle.spread,
        "oracle_orders": oracle.orders,
    }


def _group(
    games: list[int], per_game: tuple[GameResult, ...], oracle: OracleSteps | None
) -> dict[str, float]:
    """Games, mean reward and steps (and the oracle's) of the games ``games`` of a set."""
    group = {
        "games": len(games),
        "reward": sum(per_game[i].reward for i in games) / len(games),
        "steps": sum(per_game[i].steps for i in games) / len(games),
    }
    if oracle is not None:
        group |= _oracle_fields(oracle.part(games))
    return group
