"""`folnn evaluate`: evaluate a policy artifact greedily on a game set (DESIGN §5 protocol)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from converter.converter import FOLConverter
from converter.facts import Vocabulary
from model.artifact import ArtifactError, load_artifact
from training.actor import Actor
from training.evaluate import Evaluator
from training.games import ensure_games, game_paths, game_set
from training.methods import CandidateMode, method_from_network
from training.oracle import oracle_mean_steps


@dataclass
class EvaluateArgs:
    """Evaluate a policy artifact on the test (or train) games of one difficulty."""

    policy: Path
    """Artifact folder: policies/<name>/<version>."""
    difficulty: Literal["easy", "medium", "hard"] = "hard"
    """Game difficulty."""
    split: Literal["train", "test"] = "test"
    """Which game set."""
    games_dir: Path = Path("var/games")
    """Game cache (generated on first use)."""
    max_steps: int = 100
    """Step limit per game."""
    candidates: CandidateMode = "found"
    """Actions considered (as in training)."""
    seed: int = 0
    """Seed of tie-breaking and of the oracle."""
    oracle: bool = True
    """Also report the oracle's mean steps on the same games."""


def run_evaluate(args: EvaluateArgs) -> int:
    """Print the evaluation as JSON; exit 1 on an unusable artifact."""
    try:
        loaded = load_artifact(args.policy)
    except ArtifactError as exc:
        print(json.dumps({"error": {"code": "bad_artifact", "message": str(exc)}}))
        return 1
    specs = game_set(args.difficulty, args.split)
    ensure_games(specs, args.games_dir)
    paths = game_paths(specs, args.games_dir)
    converter = FOLConverter()
    vocabulary = Vocabulary.from_dict(loaded.manifest["model"]["config"]["vocabulary"])
    method = method_from_network(loaded.manifest["method"], loaded.model, vocabulary)
    actor = Actor(converter, method, args.candidates, epsilon=0.0, seed=args.seed)
    evaluator = Evaluator(paths, max_steps=args.max_steps)
    result = evaluator.run(actor)
    evaluator.close()
    out = {
        "policy": str(args.policy),
        "difficulty": args.difficulty,
        "split": args.split,
        "games": len(paths),
        "reward": result.reward,
        "steps": result.steps,
    }
    if args.oracle:
        out["oracle_steps"] = oracle_mean_steps(paths, seed=args.seed)
    print(json.dumps(out, indent=2))
    return 0
