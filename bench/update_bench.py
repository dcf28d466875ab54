"""Update cost of the baselines on real replay batches: the time of one DQN update (loss,
backward, Adam step) of each method's network, with the same batches for every method.

The batches are what training stores: ε = 1 episodes on hard training games (the fast engine),
their transitions in the protocol's prioritized replay, mini-batches of 32 drawn from it.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import torch

from converter.converter import FOLConverter
from training.actor import Actor
from training.env import CoinCollectorEnv
from training.games import ensure_games, game_paths, game_set
from training.methods import Method, MethodSettings, make_method
from training.replay import Batch, PrioritizedReplay

METHODS: tuple[str, ...] = ("nn-dqn", "lnn-nn-dqn", "nlm-dqn", "lstm-dqn++", "fol-lnn")


def real_batches(
    method: Method,
    paths: Sequence[Path],
    n_batches: int,
    batch_size: int = 32,
    episodes: int = 8,
    max_steps: int = 50,
    seed: int = 0,
) -> list[Batch]:
    """Mini-batches of the protocol's replay after ``episodes`` random (ε = 1) training games."""
    converter = FOLConverter()
    replay = PrioritizedReplay(100_000, method.fields, len(method.actions), 0.25, seed)
    actor = Actor(converter, method, "found", epsilon=1.0, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(episodes):
        path = paths[int(rng.integers(len(paths)))]
        with CoinCollectorEnv(path, max_steps, engine="fast") as env:
            actor.reset([env.reset()])
            while not env.done:
                state, mask = actor.features(0), actor.mask(0)
                action = actor.act_indices([0])[0]
                step = env.step(method.actions[action])
                actor.observe([0], [method.actions[action]], [step.observation])
                after = actor.features(0), actor.mask(0)
                replay.add(state, mask, action, step.reward, *after, step.won, step.score)
    return [replay.sample(batch_size) for _ in range(n_batches)]


def update_ms(method: Method, batches: Sequence[Batch], repeats: int = 3) -> float:
    """Median milliseconds of one learner step over ``batches`` (best of ``repeats`` rounds)."""
    learner = method.learner(1e-3)
    for batch in batches[:3]:  # warm-up
        learner.step(batch, 0.9)
    rounds = []
    for _ in range(repeats):
        started = time.perf_counter()
        for batch in batches:
            learner.step(batch, 0.9)
        rounds.append((time.perf_counter() - started) / len(batches))
    return 1000 * min(rounds)


def run(quick: bool = False, games_dir: Path = Path("var/games")) -> dict:
    """Each method's update time on the same kind of real batches."""
    torch.set_num_threads(1)
    specs = game_set("hard", "train")[:10]
    ensure_games(specs, games_dir, progress=False)
    paths = game_paths(specs, games_dir)
    vocabulary = FOLConverter().vocabulary
    out = {}
    for name in METHODS:
        method = make_method(name, vocabulary, 0, MethodSettings())
        batches = real_batches(method, paths, 10 if quick else 100)
        out[name] = {"update_ms": round(update_ms(method, batches), 3)}
    return out
