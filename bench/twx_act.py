"""TextWorldExpress's coin game played through ``POST /v1/act`` (issue 32, "one service, both
families"): the game's text unchanged, the history as played, the game's valid actions as
``candidates``; the answer (verbatim one of them) is played in the game.

``python -m bench.twx_act`` plays ``--games-per-size`` test-fold games (default 1) per size the
game accepts (2..11 rooms), doors off and on (20 games a repetition), through the app built by
:func:`service.create_app` over the shipped policy (in-process: the WSGI app gunicorn serves),
and prints per game whether it won, its steps, how many answers a rule justified, and where it
stopped, then per doors setting the games won and the steps of the wins against the depth-first
explorer's on the same games (docs/api.md).
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import tyro

from training.oracle import EXIT_ORDERS, expected_oracle_steps
from training.twx import FOLD_SEED_BASE, TwxSpec

Post = Callable[[dict], tuple[int, dict]]
"""Sends one ``POST /v1/act`` body; returns (status, JSON answer)."""


@dataclass(frozen=True)
class ActArgs:
    """Options of ``python -m bench.twx_act``."""

    policies: Path = Path("policies")
    """Root of the policy artifacts."""
    policy_name: str = "fol-rules"
    """Policy family folder under ``policies``."""
    version: str | None = None
    """The version to serve (default: the shipped default, the family's newest)."""
    distractors: int = 2
    """numDistractorItems of every game."""
    max_steps: int = 100
    """Steps before a game counts as lost (TextWorld's test budget)."""
    seed_index: int = 0
    """The first test-fold seed (index into the game's test seeds); the k-th game of n rooms
    uses the seed at ``seed_index + n + 12 k``."""
    games_per_size: int = 1
    """Games of each size, doors off and on (each on its own test seed)."""
    explorer_orders: int = EXIT_ORDERS
    """Exit orders of the depth-first explorer (the protocol's oracle) averaged per game: the
    reference is their mean, with the spread of one order's sum over the games won."""


def play(post: Post, env, seed: int, fold: str, params: str, max_steps: int = 100) -> dict:
    """Play one game through ``post``; every answer must be one of the candidates."""
    obs, info = env.reset(seed=seed, gameFold=fold, gameName="coin", gameParams=params)
    history: list[dict] = []
    fired = 0
    for step in range(max_steps):
        candidates = sorted(info["validActions"])
        status, answer = post({"observation": obs, "history": history, "candidates": candidates})
        if status != 200:
            code = answer.get("error", {}).get("code")
            return _result(seed, params, False, step, fired, f"{status} {code}", obs)
        action = answer["action"]
        if action not in candidates:
            raise AssertionError(f"answer {action!r} is none of the candidates {candidates}")
        fired += bool(answer["fired"])
        new_obs, _, done, info = env.step(action)
        history.append({"observation": obs, "action": action})
        obs = new_obs
        if done:
            won = bool(info["tasksuccess"]) or info["score"] >= 1.0
            return _result(seed, params, won, step + 1, fired, None if won else "lost", obs)
    return _result(seed, params, False, max_steps, fired, "step limit", obs)


def _result(seed, params, won, steps, fired, stopped, obs) -> dict:
    return {
        "seed": seed,
        "params": params,
        "won": won,
        "steps": steps,
        "fired": fired,
        "stopped": stopped,
        "last_text": None if won else obs[:160],
    }


def games(distractors: int, seed_index: int, per_size: int = 1) -> list[TwxSpec]:
    """The games: ``per_size`` of each size 2..11, doors off then on, each size on its own test
    seeds (the same seeds with doors off and on: the test fold's seed at
    ``seed_index + n + 12 k`` for n rooms, repetition k)."""
    first = FOLD_SEED_BASE["test"] + seed_index
    return [
        TwxSpec("test", first + n + 12 * k, n, bool(doors), distractors)
        for doors in (0, 1)
        for k in range(per_size)
        for n in range(2, 12)
    ]


def measure(args: ActArgs) -> dict:
    """Play the 20 games through the in-process app; the answers and a summary."""
    from textworld_express import TextWorldExpressEnv

    from service import create_app
    from service.settings import Settings

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            data_dir=Path(tmp),
            policies_dir=args.policies,
            policy_name=args.policy_name,
            default_version=args.version or _newest(args.policies / args.policy_name),
            operator_token=None,
        )
        client = create_app(settings).test_client()

        def post(body: dict) -> tuple[int, dict]:
            resp = client.post("/v1/act", json=body)
            return resp.status_code, resp.get_json()

        env = TextWorldExpressEnv(envStepLimit=args.max_steps + 10)
        try:
            results: list[dict] = []
            orders: list[list[int]] = []  # each game's oracle steps, order by order
            for spec in games(args.distractors, args.seed_index, args.games_per_size):
                result = play(post, env, spec.seed, spec.fold, spec.params, args.max_steps)
                # the reference: the oracle's depth-first explorer, several exit orders
                oracle = expected_oracle_steps([spec], args.explorer_orders, args.max_steps)
                result["depth_first_steps"] = oracle.mean
                orders.append([row[0] for row in oracle.steps])
                results.append(result)
        finally:
            env.close()
    summary = {}
    for name, test in (("doors=0", "includeDoors=0"), ("doors=1", "includeDoors=1"), ("all", "")):
        part = [r for r in results if test in r["params"]]
        wins = [r for r in part if r["won"]]
        steps = sum(r["steps"] for r in wins)
        explorer = sum(r["depth_first_steps"] for r in wins)
        # one exit order's sum over the games won, order by order: its spread
        won = [orders[i] for i, r in enumerate(results) if r["won"] and test in r["params"]]
        by_order = [sum(game[k] for game in won) for k in range(args.explorer_orders)]
        summary[name] = {
            "won": len(wins),
            "games": len(part),
            "fired": sum(r["fired"] for r in part),
            "answers": sum(r["steps"] for r in part),
            "steps_of_wins": steps,
            "depth_first_mean_steps_of_those_games": round(explorer, 2),
            "depth_first_spread": round(float(np.std(by_order)), 2) if won else None,
            "depth_first_orders": args.explorer_orders,
            "ratio": round(steps / explorer, 3) if explorer else None,
        }
    version = args.version or _newest(args.policies / args.policy_name)
    return {"version": version, "summary": summary, "games": results}


def _newest(family: Path) -> str:
    """The version the service serves by default from ``family`` (its newest)."""
    from model.versions import resolve_version

    return resolve_version(family).name


def main() -> int:
    """Entry point of ``python -m bench.twx_act``."""
    json.dump(measure(tyro.cli(ActArgs)), sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
