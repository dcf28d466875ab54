"""DQN-style training of a method on TextWorld Coin-Collector games (DESIGN §5).

Reads top to bottom: arguments, games, method, replay, then the loop: play a batch of training
games in parallel with ε-greedy actions, store transitions, update every ``update_every`` game
steps, evaluate greedily on the unseen test games every ``eval_every`` epochs.
"""

from __future__ import annotations

import dataclasses
import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import numpy as np
import torch
from tqdm import tqdm

from converter.converter import FOLConverter
from training.actor import Actor
from training.env import CoinCollectorEnv
from training.evaluate import Evaluator, moving_average_report
from training.games import ensure_games, game_paths, game_set
from training.methods import (
    CandidateMode,
    FolLnnSettings,
    default_gamma,
    make_method,
)
from training.oracle import oracle_mean_steps
from training.replay import PrioritizedReplay

Difficulty = Literal["easy", "medium", "hard"]


@dataclass
class TrainArgs:
    """Train one method on one difficulty with one seed (the protocol of DESIGN §5)."""

    method: str = "fol-lnn"
    """fol-lnn (ours) or a baseline."""
    difficulty: Difficulty = "hard"
    """Game difficulty: easy, medium or hard."""
    epochs: int = 200
    """Training epochs; one epoch plays `games_per_epoch` training games in parallel."""
    seed: int = 0
    """Seed of the network initialisation, the exploration and the game draws."""
    out: Path = Path("runs/latest")
    """Run folder: metrics.json, curves.png and the policy artifact go here."""
    games_per_epoch: int = 4
    """Training games played in parallel per epoch (one reading of the paper's batch size 4)."""
    batch_size: int = 32
    """Replay mini-batch size (LSTM-DQN++'s value; the other reading of batch size 4)."""
    replay_capacity: int = 500_000
    """Replay memory capacity."""
    priority_fraction: float = 0.25
    """Share of each mini-batch drawn from transitions with positive reward."""
    update_every: int = 4
    """Game steps between two gradient updates."""
    gamma: float | None = None
    """Discount factor (default: the method's: 0.9 for fol-lnn, the paper's appendix; 0.5 for
    the baselines, LSTM-DQN++'s reference config, docs/baselines.md). The run's config records
    the value used."""
    epsilon_start: float = 1.0
    """ε at epoch 0."""
    epsilon_end: float = 0.2
    """ε after `epsilon_anneal_epochs`."""
    epsilon_anneal_epochs: int = 1000
    """Epochs over which ε decays linearly."""
    lr: float = 1e-3
    """Adam learning rate."""
    max_steps_train: int = 50
    """Step limit of a training game."""
    max_steps_test: int = 100
    """Step limit of a test game."""
    discovery_bonus: float = 1.0
    """Episodic discovery bonus β."""
    eval_every: int = 10
    """Evaluate on the test games every this many epochs."""
    candidates: CandidateMode = "found"
    """Actions considered: on words found in the observation (paper), or all."""
    games_dir: Path = Path("var/games")
    """Game cache (generated on first use)."""
    train_games: int | None = None
    """Use only the first N training games (default: all 50; for smoke runs)."""
    test_games: int | None = None
    """Use only the first N test games (default: all 50; for smoke runs)."""
    workers: int = 2
    """Processes used to generate missing games."""
    policy_name: str | None = None
    """Artifact name (default: <method>-<difficulty>)."""
    policy_version: str | None = None
    """Artifact version (default: s<seed>-e<epochs>)."""
    progress: bool = True
    """Show progress bars."""
    torch_threads: int = 1
    """Torch intra-op threads (tiny networks: more threads only add synchronisation)."""
    fol_lnn: FolLnnSettings = field(default_factory=FolLnnSettings)
    """FOL-LNN network options."""


def epsilon_at(args: TrainArgs, epoch: int) -> float:
    """Linear ε schedule."""
    frac = min(1.0, epoch / max(1, args.epsilon_anneal_epochs))
    return args.epsilon_start + frac * (args.epsilon_end - args.epsilon_start)


def train(args: TrainArgs) -> dict:
    """Run one training run; write its metrics, curves and policy artifact under ``args.out``."""
    started = time.perf_counter()
    if args.gamma is None:
        args = dataclasses.replace(args, gamma=default_gamma(args.method))
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.torch_threads)
    rng = np.random.default_rng(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)

    train_specs = game_set(args.difficulty, "train")[: args.train_games]
    test_specs = game_set(args.difficulty, "test")[: args.test_games]
    ensure_games(train_specs + test_specs, args.games_dir, args.workers, progress=args.progress)
    train_paths = game_paths(train_specs, args.games_dir)
    test_paths = game_paths(test_specs, args.games_dir)

    converter = FOLConverter()
    method = make_method(args.method, converter.vocabulary, args.seed, args.fol_lnn)
    n_actions = len(method.actions)
    learner = method.learner(args.lr)
    replay = PrioritizedReplay(
        args.replay_capacity, method.fields, n_actions, args.priority_fraction, args.seed
    )
    actor = Actor(converter, method, args.candidates, seed=args.seed)
    eval_actor = Actor(converter, method, args.candidates, epsilon=0.0, seed=args.seed + 1)
    evaluator = Evaluator(test_paths, max_steps=args.max_steps_test)
    # one environment per (game, copy): with fewer games than slots a game is drawn twice per epoch
    envs: dict[tuple[Path, int], CoinCollectorEnv] = {}

    def env_for(path: Path, copy: int) -> CoinCollectorEnv:
        if (path, copy) not in envs:
            envs[path, copy] = CoinCollectorEnv(path, args.max_steps_train, args.discovery_bonus)
        return envs[path, copy]

    evaluations: list[dict] = []
    losses: list[float] = []
    env_seconds = agent_seconds = 0.0
    game_steps = updates = 0

    def update() -> None:
        nonlocal updates, learner
        losses.append(learner.step(replay.sample(args.batch_size), args.gamma))
        updates += 1
        if method.after_update():  # the network grew: a new learner (and optimizer)
            learner = method.learner(args.lr)

    bar = tqdm(
        range(1, args.epochs + 1),
        desc=f"{args.method} {args.difficulty} s{args.seed}",
        disable=not args.progress,
        unit="epoch",
    )
    for epoch in bar:
        actor.epsilon = epsilon_at(args, epoch - 1)
        if method.begin_epoch(epoch):  # the network grew: a new learner (and optimizer)
            learner = method.learner(args.lr)
        picks = rng.choice(
            len(train_paths), args.games_per_epoch, replace=len(train_paths) < args.games_per_epoch
        )
        games = [env_for(train_paths[i], int((picks[:k] == i).sum())) for k, i in enumerate(picks)]
        t0 = time.perf_counter()
        first = [g.reset() for g in games]
        env_seconds += time.perf_counter() - t0
        t0 = time.perf_counter()
        actor.reset(first)
        agent_seconds += time.perf_counter() - t0
        running = list(range(len(games)))
        while running:
            t0 = time.perf_counter()
            before = {s: (actor.features(s), actor.mask(s)) for s in running}
            actions = actor.act_indices(running)
            commands = [method.actions[a] for a in actions]
            t1 = time.perf_counter()
            steps = [games[s].step(c) for s, c in zip(running, commands, strict=True)]
            t2 = time.perf_counter()
            actor.observe(running, commands, [st.observation for st in steps])
            still = []
            for s, a, st in zip(running, actions, steps, strict=True):
                state, mask = before[s]
                replay.add(
                    state, mask, a, st.reward, actor.features(s), actor.mask(s), st.won, st.score
                )
                game_steps += 1
                if game_steps % args.update_every == 0 and len(replay) >= args.batch_size:
                    update()
                if not st.done:
                    still.append(s)
            running = still
            t3 = time.perf_counter()
            env_seconds += t2 - t1
            agent_seconds += (t1 - t0) + (t3 - t2)
        if epoch % args.eval_every == 0:
            result = evaluator.run(eval_actor)
            evaluations.append({"epoch": epoch, "reward": result.reward, "steps": result.steps})
            bar.set_postfix(
                reward=f"{result.reward:.2f}",
                steps=f"{result.steps:.1f}",
                eps=f"{actor.epsilon:.2f}",
            )

    for env in envs.values():
        env.close()
    evaluator.close()
    wall = time.perf_counter() - started
    return _finish(
        args,
        method,
        converter,
        evaluations,
        losses,
        wall,
        test_paths,
        timing={
            "env_seconds": env_seconds,
            "agent_seconds": agent_seconds,
            "game_steps": game_steps,
            "updates": updates,
        },
    )


def _finish(args, method, converter, evaluations, losses, wall, test_paths, timing) -> dict:
    from model.artifact import save_artifact
    from training.plots import plot_run
    from training.rulecheck import paper_match

    report_epochs = sorted({e for e in (100, 200, args.epochs) if e <= args.epochs})
    averages = moving_average_report(
        [(e["epoch"], e["reward"], e["steps"]) for e in evaluations], epochs=report_epochs
    )
    reported = {str(e): {"reward": a.reward, "steps": a.steps} for e, a in averages.items()}
    rules = (
        [r.to_dict() for r in method.network.rules()] if hasattr(method.network, "rules") else []
    )
    config = to_jsonable(dataclasses.asdict(args))
    metrics = {
        "config": config,
        "evaluations": evaluations,
        "reported": reported,
        "oracle_steps": oracle_mean_steps(test_paths, seed=args.seed),
        "wall_seconds": wall,
        "rules": rules,
        "rule_check": (
            paper_match(method.network.structure()).to_dict()
            if hasattr(method.network, "structure")
            else None
        ),
        "timing": {
            **timing,
            "env_ms_per_step": 1000 * timing["env_seconds"] / max(1, timing["game_steps"]),
            "agent_ms_per_step": 1000 * timing["agent_seconds"] / max(1, timing["game_steps"]),
            "agent_over_env": timing["agent_seconds"] / max(1e-9, timing["env_seconds"]),
        },
        "final_loss": float(np.mean(losses[-100:])) if losses else None,
    }
    name = args.policy_name or f"{args.method.replace('+', 'p')}-{args.difficulty}"
    version = args.policy_version or f"s{args.seed}-e{args.epochs}"
    path = save_artifact(
        method.network,
        args.out / "policies",
        name,
        version,
        method=args.method,
        training={"config": config, "seed": args.seed, "wall_seconds": wall},
        evaluation={
            "evaluations": evaluations,
            "reported": reported,
            "oracle_steps": metrics["oracle_steps"],
        },
        rules=rules,
    )
    metrics["artifact"] = str(path)
    (args.out / "metrics.json").write_text(json.dumps(metrics, indent=2))
    plot_run(metrics, args.out / "curves.png")
    return metrics


def to_jsonable(obj):  # noqa: ANN001, ANN201 - any nested config value
    """Configs as JSON values: paths become strings, tuples lists."""
    if isinstance(obj, dict):
        return {k: to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, Path):
        return str(obj)
    return obj


def run_train(args: TrainArgs) -> int:
    """`folnn train`: train, print the reported figures, exit 0."""
    metrics = train(args)
    print(
        json.dumps(
            {
                "reported": metrics["reported"],
                "oracle_steps": metrics["oracle_steps"],
                "wall_seconds": round(metrics["wall_seconds"], 1),
                "artifact": metrics["artifact"],
            },
            indent=2,
        )
    )
    for rule in metrics["rules"]:
        print(rule["text"])
    return 0
