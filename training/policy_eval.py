"""`folnn evaluate`: evaluate a policy artifact greedily on a game set (DESIGN §5 protocol)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

import numpy as np

from converter.converter import FOLConverter
from model.artifact import ArtifactError, load_artifact
from training.actor import Actor
from training.conformance import Engine
from training.env import CoinCollectorEnv
from training.evaluate import Evaluator
from training.games import Family, Split, ensure_games, family_protocol, game_paths, game_set
from training.methods import CandidateMode, method_from_network
from training.oracle import oracle_mean_steps


@dataclass
class EvaluateArgs:
    """Evaluate a policy artifact on the test (or validation, or train) games of one family."""

    policy: Path
    """Artifact folder: policies/<name>/<version>."""
    difficulty: Family = "hard"
    """Game family: a protocol difficulty (easy, medium, hard) or a deep-map shape (deep3, deep4:
    TextWorld's random distractor mode, 3 x or 4 x the level in rooms)."""
    split: Split = "test"
    """Which game set: test (reporting), valid (choosing designs and settings) or train."""
    games_dir: Path = Path("var/games")
    """Game cache (generated on first use)."""
    max_steps: int | None = None
    """Step limit per game (default: the family's, 100 for easy/medium/hard, 200 for deep)."""
    candidates: CandidateMode = "found"
    """Actions considered (as in training)."""
    seed: int = 0
    """Seed of tie-breaking and of the oracle."""
    oracle: bool = True
    """Also report the oracle's mean steps on the same games."""
    stop_loops: bool = True
    """End a game early when the greedy agent is caught in a loop (same score; see
    training/evaluate.py); --no-stop-loops plays every game to the end or the step limit."""
    games: int | None = None
    """Use only the first N games of the set (default: all 50)."""
    engine: Engine = "textworld"
    """What plays the games: TextWorld (the reference) or the fast engine where the conformance
    check proved it equal (docs/engine.md); the figures are the same."""
    trace: int = 0
    """Before evaluating, play the first N games alone and print every step (room, command,
    the candidates' scores, best first) to stderr: what the policy does where it fails."""


def trace_game(actor: Actor, path: Path, max_steps: int, out: TextIO = sys.stderr) -> None:
    """Play one game greedily, printing each step: room, command and the candidates' scores."""
    method = actor.method
    with CoinCollectorEnv(path, max_steps, discovery_bonus=0.0) as env:
        actor.reset([env.reset()])
        print(f"# {path.name}", file=out)
        while True:
            scores = actor.scores([0])[0]
            candidates = sorted(
                ((float(scores[i]), method.actions[i]) for i in np.flatnonzero(actor.mask(0))),
                reverse=True,
            )
            command = method.actions[actor.act_indices([0])[0]]
            shown = ", ".join(f"{a} {q:.3f}" for q, a in candidates[:4])
            print(f"{env.steps + 1:3d} {env.room}: {command}  [{shown}]", file=out)
            step = env.step(command)
            actor.observe([0], [command], [step.observation])
            if step.done:
                print(f"# {'won' if step.won else 'not solved'} in {step.steps} steps", file=out)
                return


def run_evaluate(args: EvaluateArgs) -> int:
    """Print the evaluation as JSON; exit 1 on an unusable artifact."""
    try:
        loaded = load_artifact(args.policy)
    except ArtifactError as exc:
        print(json.dumps({"error": {"code": "bad_artifact", "message": str(exc)}}))
        return 1
    if args.games is not None and args.games < 1:
        print(json.dumps({"error": {"code": "bad_games", "message": "--games must be >= 1"}}))
        return 1
    if args.max_steps is not None and args.max_steps < 1:
        print(json.dumps({"error": {"code": "bad_max_steps", "message": "--max-steps >= 1"}}))
        return 1
    max_steps = args.max_steps or family_protocol(args.difficulty).max_steps
    specs = game_set(args.difficulty, args.split)[: args.games]
    ensure_games(specs, args.games_dir)
    paths = game_paths(specs, args.games_dir)
    converter = FOLConverter()
    method = method_from_network(loaded.manifest["method"], loaded.model, loaded.model.vocabulary)
    for path in paths[: args.trace]:
        trace_game(Actor(converter, method, args.candidates, seed=args.seed), path, max_steps)
    actor = Actor(converter, method, args.candidates, epsilon=0.0, seed=args.seed)
    evaluator = Evaluator(paths, max_steps, args.stop_loops, args.engine)
    result = evaluator.run(actor)
    evaluator.close()
    out = {
        "policy": str(args.policy),
        "difficulty": args.difficulty,
        "split": args.split,
        "games": len(paths),
        "max_steps": max_steps,
        "reward": result.reward,
        "steps": result.steps,
    }
    if args.oracle:
        out["oracle_steps"] = oracle_mean_steps(paths, seed=args.seed, max_steps=max_steps)
    print(json.dumps(out, indent=2))
    return 0
