"""``python -m bench.explore_draws``: what each exploring draw of the training actor finds in
the first epochs of a run (issue 42; docs/training.md, "A count-based exploring draw").

The first ``--epochs`` epochs of ``fol-lnn``'s training games are played by pure random play
(ε = 1; the schedule's ε is 0.99 or more there), drawn as the trainer draws them (the run's
seed, ``games_per_epoch`` games an epoch from the training set), with each draw of
:data:`training.settings.ExploreDraw`. A line per family and draw: the games whose coin was
taken (the True cases the take network learns from), the epoch of each seed's first, and the
games whose texts named a coin at all after the first (the coin's room reached, or a reply
naming the coin). Nothing is trained: the figures are those of the data the
first epochs give. ``--json PATH`` writes them.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import get_args

import numpy as np
import tyro

from converter.converter import FOLConverter
from training.actor import Actor
from training.env import CoinCollectorEnv
from training.families import (
    default_vocabulary,
    family_spelling,
    game_set,
    ready_games,
    run_vocabulary,
)
from training.methods import method_spec
from training.settings import ExploreDraw
from training.train_args import TrainArgs


@dataclass
class Args:
    """Pure random play of the first epochs, by exploring draw."""

    difficulties: tuple[str, ...] = ("easy", "medium", "hard", "twx")
    draws: tuple[str, ...] = get_args(ExploreDraw)
    epochs: int = 10
    seeds: int = 10
    json: Path | None = None


def family_parts(difficulty: str) -> tuple[list, FOLConverter]:
    """A family's training games and the converter over its vocabulary, made once."""
    paths = ready_games(game_set(difficulty, "train"), TrainArgs().games_dir, None, False)
    converter = FOLConverter()
    return paths, converter.for_vocabulary(
        run_vocabulary(default_vocabulary(difficulty), converter)
    )


def play(difficulty: str, draw: str, epochs: int, seed: int, parts: tuple) -> dict:
    """One seed's first ``epochs`` epochs of random play: coins taken per epoch, games whose
    coin was seen (``parts``: :func:`family_parts`)."""
    args = TrainArgs(difficulty=difficulty, seed=seed)
    paths, converter = parts
    method = method_spec("fol-lnn").make(converter.vocabulary, seed, args.settings)
    spelling = family_spelling(difficulty, method.actions)
    actor = Actor(converter, method, "all", 1.0, seed, spelling=spelling, explore_draw=draw)
    rng = np.random.default_rng(seed)
    taken, seen = [], 0
    for _ in range(epochs):
        picks = rng.choice(  # the trainer's draw (training/train.py)
            len(paths), args.games_per_epoch, replace=len(paths) < args.games_per_epoch
        )
        games = [
            CoinCollectorEnv(paths[i], args.max_steps_train, args.discovery_bonus, args.engine)
            for i in picks
        ]
        actor.reset([g.reset() for g in games])
        running, won, coin = list(range(len(games))), 0, set()
        while running:
            commands = actor.act(running)
            steps = [games[s].step(c) for s, c in zip(running, commands, strict=True)]
            actor.observe(running, commands, [st.observation for st in steps])
            won += sum(bool(st.won) for st in steps)
            coin |= {s for s, st in zip(running, steps, strict=True) if "coin" in st.observation}
            running = [s for s, st in zip(running, steps, strict=True) if not st.done]
        taken.append(won)
        seen += len(coin)
    first = next((e + 1 for e, n in enumerate(taken) if n), None)
    return {"taken": taken, "first_taken_epoch": first, "coin_seen": seen}


def main(argv: list[str] | None = None) -> int:
    args = tyro.cli(Args, args=argv)
    out: dict = {"epochs": args.epochs, "seeds": args.seeds, "results": {}}
    print(f"{'family':8} {'draw':12} {'games':>6} {'coin taken':>11} {'seen':>6}  first taken")
    for difficulty in args.difficulties:
        parts = family_parts(difficulty)
        for draw in args.draws:
            runs = [play(difficulty, draw, args.epochs, s, parts) for s in range(args.seeds)]
            out["results"].setdefault(difficulty, {})[draw] = runs
            games = args.epochs * TrainArgs().games_per_epoch
            taken = np.mean([sum(r["taken"]) for r in runs])
            seen = np.mean([r["coin_seen"] for r in runs])
            first = [r["first_taken_epoch"] for r in runs]
            print(f"{difficulty:8} {draw:12} {games:6d} {taken:11.1f} {seen:6.1f}  {first}")
    if args.json is not None:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
