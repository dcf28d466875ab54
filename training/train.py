"""DQN-style training of a method on TextWorld Coin-Collector games (docs/architecture.md §5).

Reads top to bottom: arguments, games, method, replay, then the loop: play a batch of training
games in parallel with ε-greedy actions, store transitions, update every ``update_every`` game
steps, evaluate greedily on the unseen test games every ``eval_every`` epochs.
"""

from __future__ import annotations

import dataclasses
import json
import random
import shutil
import signal
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
from tqdm import tqdm

from converter.converter import FOLConverter
from model.artifact import ArtifactError, safe_version
from model.program import read_nothing_text, rules_read_nothing
from model.registry import save_artifact
from training import checkpoint
from training.actor import Actor
from training.convergence import weight_snapshot
from training.env import CoinCollectorEnv
from training.evaluate import Evaluator, moving_average_report
from training.families import (
    Game,
    default_vocabulary,
    family,
    family_spelling,
    game_set,
    group_means,
    ready_games,
    run_vocabulary,
)
from training.methods import Method, MethodSpec, method_spec
from training.options import UsageError
from training.oracle import expected_oracle_steps
from training.plots import plot_run
from training.replay import PrioritizedReplay
from training.rulecheck import paper_match
from training.runlog import RunLog
from training.train_args import TrainArgs, to_jsonable


def epsilon_at(args: TrainArgs, epoch: int) -> float:
    """Linear ε schedule."""
    frac = min(1.0, epoch / max(1, args.epsilon_anneal_epochs))
    return args.epsilon_start + frac * (args.epsilon_end - args.epsilon_start)


class Stopwatch:
    """Seconds spent in named parts of the loop (``with clock("env"): ...``)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {"env": 0.0, "agent": 0.0, "eval": 0.0}

    @contextmanager
    def __call__(self, part: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[part] += time.perf_counter() - started


@dataclass(frozen=True)
class RunResult:
    """What a run measured and wrote (``metrics.json`` is :meth:`to_json`)."""

    config: dict
    evaluations: list[dict]
    reported: dict[str, dict[str, float]]
    oracle_steps: float
    """The depth-first oracle's expected steps on the evaluation games: its mean over
    ``oracle_orders`` exit orders (:func:`training.oracle.expected_oracle_steps`; a record
    without ``oracle_orders``, written before issue 42, holds one order: the run's seed)."""
    wall_seconds: float
    rules: list[dict]
    rule_check: dict | None
    timing: dict[str, float]
    final_loss: float | None
    artifact: Path
    training: list[dict] = field(default_factory=list)
    """Per epoch: ε, the mean training return and the mean TD loss (training/runlog.py)."""
    oracle_groups: dict[str, float] | None = None
    """The oracle's expected steps in each part of the test set reported apart
    (TextWorldExpress: ``doors off``, ``doors on``; :func:`training.families.group_means`);
    None on TextWorld."""
    oracle_spread: float | None = None
    """How much one exit order's mean over the games swings: the population std over the
    orders (the single draw a record before issue 42 holds varied by this)."""
    oracle_orders: int | None = None
    """How many exit orders ``oracle_steps`` is the mean of."""
    weights: list[dict] = field(default_factory=list)
    """With ``record_weights``, the weights after each epoch (:func:`weight_snapshot`)."""
    warnings: list[dict] = field(default_factory=list)
    """What the run should not end without saying (``{code, message}``): rules that read no
    fact (:func:`rule_warnings`)."""

    def to_json(self) -> dict:
        """The ``metrics.json`` document."""
        data = dataclasses.asdict(self)
        data["artifact"] = str(self.artifact)
        return data


CHECKPOINT_DIR = "checkpoint"
"""Where a stopped run keeps what continues it (:mod:`training.checkpoint`), under ``out``."""
PARTIAL_METRICS = "metrics.partial.json"
"""What a stopped run measured so far (``metrics.json`` is written when the run finishes)."""


class TrainingStopped(KeyboardInterrupt):
    """A run stopped by Ctrl-C at the end of an epoch, its checkpoint and partial metrics
    written (``folnn train`` prints :attr:`message` and exits with status 130)."""

    def __init__(self, out: Path, epoch: int, epochs: int) -> None:
        self.out, self.epoch, self.epochs = out, epoch, epochs
        self.message = (
            f"stopped after epoch {epoch} of {epochs}: checkpoint and {PARTIAL_METRICS} in"
            f" {out}; continue with --resume --out {out}"
        )
        super().__init__(self.message)


class _StopOnInterrupt:
    """Ctrl-C (SIGINT) asks the loop to stop at the end of the current epoch; a second Ctrl-C
    interrupts at once. Only in the main thread (elsewhere signals cannot be handled)."""

    def __init__(self) -> None:
        self.requested = False
        self._previous: object = None

    def _handle(self, signum: int, frame: object) -> None:
        if self.requested:
            raise KeyboardInterrupt
        self.requested = True

    def __enter__(self) -> _StopOnInterrupt:
        if threading.current_thread() is threading.main_thread():
            self._previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)


def check_out(args: TrainArgs) -> None:
    """Refuse, before anything runs, an ``out`` that already holds a run (unless ``resume``)
    and a ``resume`` with nothing to continue (:func:`train` refuses an ``out`` it cannot
    create)."""
    out = args.out
    # ``policies/`` alone is no run: it is where artifacts go, and may be a shared artifact root
    # (the trainer image links it to the servers' volume; versions are never overwritten).
    holds = out.is_dir() and any(p.name != "policies" for p in out.iterdir())
    if args.resume:
        if (out / CHECKPOINT_DIR).is_dir():
            return
        if (out / "metrics.json").is_file():
            raise UsageError(f"--resume: the run in {out} has finished (metrics.json)")
        raise UsageError(f"--resume: no checkpoint in {out}/{CHECKPOINT_DIR} to continue")
    if holds:
        raise UsageError(
            f"--out {out} already holds a run: continue it with --resume, or choose another --out"
        )


def resumed_args(args: TrainArgs) -> TrainArgs:
    """The options the run in ``args.out`` was started with (its checkpoint's), with this
    call's ``out``, ``progress`` and ``workers``."""
    saved = checkpoint.load(args.out / CHECKPOINT_DIR).restore("args")
    return dataclasses.replace(
        saved, out=args.out, progress=args.progress, workers=args.workers, resume=True
    )


def train(args: TrainArgs) -> RunResult:
    """Run one training run; write its metrics, curves and policy artifact under ``args.out``.

    Ctrl-C stops the run at the end of the current epoch: its checkpoint and partial metrics
    are written under ``out`` and :class:`TrainingStopped` is raised; ``resume=True``
    continues it to the result the run gives uninterrupted."""
    started, started_cpu = time.perf_counter(), time.process_time()
    if args.resume:
        check_out(args)
        args = resumed_args(args)
    spec = method_spec(args.method)
    settings = spec.resolve(args.settings)  # an ablation's fixed values
    args = dataclasses.replace(
        args,
        gamma=spec.gamma if args.gamma is None else args.gamma,
        candidates=args.candidates or spec.candidates,
        vocabulary=args.vocabulary or default_vocabulary(args.difficulty),
        max_steps_test=args.max_steps_test or family(args.difficulty).max_steps,
        fol_lnn=settings.fol_lnn,
        fol_lnn_critic=settings.fol_lnn_critic,
    )
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.torch_threads)
    rng = np.random.default_rng(args.seed)
    check_artifact_free(args)
    try:
        args.out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"--out: cannot create {args.out} ({exc.strerror})") from None

    train_specs = game_set(args.difficulty, "train")[: args.train_games]
    test_specs = game_set(args.difficulty, args.eval_split)[: args.test_games]
    paths = ready_games(train_specs + test_specs, args.games_dir, args.workers, args.progress)
    train_paths, test_paths = paths[: len(train_specs)], paths[len(train_specs) :]

    converter = FOLConverter()
    converter = converter.for_vocabulary(run_vocabulary(args.vocabulary, converter))
    method = spec.make(converter.vocabulary, args.seed, args.settings)
    n_actions = len(method.actions)
    replay = PrioritizedReplay(
        args.replay_capacity, method.fields, n_actions, args.priority_fraction, args.seed
    )
    spelling = family_spelling(args.difficulty, method.actions)
    actor = Actor(
        converter,
        method,
        args.candidates,
        seed=args.seed,
        spelling=spelling,
        explore_draw=method.explore_draw,
    )
    # the evaluations replay the same test games greedily: their states are kept (training.actor)
    eval_actor = Actor(
        converter,
        method,
        args.candidates,
        epsilon=0.0,
        seed=args.seed + 1,
        memo=True,
        spelling=spelling,
    )
    evaluator = Evaluator(test_paths, max_steps=args.max_steps_test, engine=args.engine)
    # one environment per (game, copy): with fewer games than slots a game is drawn twice per epoch
    envs: dict[tuple[Game, int], CoinCollectorEnv] = {}

    def env_for(path: Game, copy: int) -> CoinCollectorEnv:
        if (path, copy) not in envs:
            envs[path, copy] = CoinCollectorEnv(
                path, args.max_steps_train, args.discovery_bonus, args.engine
            )
        return envs[path, copy]

    # what the loop carries from epoch to epoch (a checkpoint saves it, a resumed run reads it)
    loop = {
        "epoch": 0,
        "game_steps": 0,
        "updates": 0,
        "evaluations": [],
        "losses": [],
        "seconds": {"env": 0.0, "agent": 0.0, "eval": 0.0},
        "wall": 0.0,
        "cpu": 0.0,
        "stops": [],
    }
    if args.resume:
        saved = checkpoint.load(args.out / CHECKPOINT_DIR)
        saved.restore("args")
        method = saved.restore("method", method)
        learner = saved.restore("learner", method.learner(args.lr))
        replay = saved.restore("replay", replay)
        loop = saved.restore("loop", loop)
        saved.restore("rng", rng)
        saved.restore("actor_rng", actor.rng)
        saved.restore("eval_actor_rng", eval_actor.rng)
        random.setstate(saved.restore("python_random"))
        np.random.set_state(saved.restore("numpy_random"))
        torch.set_rng_state(saved.restore("torch_random"))
        log_state = saved.restore("log")
    else:
        learner = method.learner(args.lr)
        log_state = None
    evaluations: list[dict] = loop["evaluations"]
    losses: list[float] = list(loop["losses"])
    log = RunLog(args.out / "tensorboard" if args.tensorboard else None)
    if log_state is not None:
        log.load_state(log_state)
    clock = Stopwatch()
    clock.seconds = dict(loop["seconds"])
    game_steps, updates = loop["game_steps"], loop["updates"]

    def save_checkpoint(epoch: int) -> None:
        loop.update(
            epoch=epoch,
            game_steps=game_steps,
            updates=updates,
            evaluations=evaluations,
            losses=np.asarray(losses, np.float64),
            seconds=clock.seconds,
            wall=loop["wall"] + time.perf_counter() - started,
            cpu=loop["cpu"] + time.process_time() - started_cpu,
        )
        checkpoint.save(
            args.out / CHECKPOINT_DIR,
            {
                "args": args,
                "method": method,
                "learner": learner,
                "replay": replay,
                "loop": loop,
                "rng": rng,
                "actor_rng": actor.rng,
                "eval_actor_rng": eval_actor.rng,
                "python_random": random.getstate(),
                "numpy_random": np.random.get_state(),
                "torch_random": torch.get_rng_state(),
                "log": log.state(),
            },
        )
        partial = {
            "complete": False,
            "epoch": epoch,
            "config": to_jsonable(dataclasses.asdict(args)),
            "evaluations": evaluations,
            "training": [dataclasses.asdict(r) for r in log.records],
            "wall_seconds": loop["wall"],
        }
        (args.out / PARTIAL_METRICS).write_text(json.dumps(partial, indent=2))

    bar = tqdm(
        range(loop["epoch"] + 1, args.epochs + 1),
        desc=f"{args.method} {args.difficulty} s{args.seed}",
        disable=not args.progress,
        unit="epoch",
        initial=loop["epoch"],
        total=args.epochs,
    )
    with _StopOnInterrupt() as stop:
        for epoch in bar:
            actor.epsilon = epsilon_at(args, epoch - 1)
            if method.begin_epoch(epoch):  # the network grew: a new learner (and optimizer)
                learner = method.learner(args.lr)
            picks = rng.choice(
                len(train_paths),
                args.games_per_epoch,
                replace=len(train_paths) < args.games_per_epoch,
            )
            games = [
                env_for(train_paths[i], int((picks[:k] == i).sum())) for k, i in enumerate(picks)
            ]
            with clock("env"):
                first = [g.reset() for g in games]
            with clock("agent"):
                actor.reset(first)
            running = list(range(len(games)))
            returns = [0.0] * len(games)
            while running:
                with clock("agent"):
                    before = {s: (actor.features(s), actor.mask(s)) for s in running}
                    actions = actor.act_indices(running)
                    commands = [actor.commands[a] for a in actions]
                    found = [method.candidates(actor.tables[s], "found") for s in running]
                with clock("env"):
                    steps = [games[s].step(c) for s, c in zip(running, commands, strict=True)]
                with clock("agent"):
                    actor.observe(running, commands, [st.observation for st in steps])
                    for s, a, st, f in zip(running, actions, steps, found, strict=True):
                        state, mask = before[s]
                        after = actor.features(s), actor.mask(s)
                        replay.add(state, mask, a, st.reward, *after, st.won, st.score)
                        log.transition(state, after[0], st.reward, off_found=not f[a])
                        game_steps += 1
                        returns[s] += st.reward
                        if st.done:
                            log.episode(returns[s])
                        if game_steps % args.update_every == 0 and len(replay) >= args.batch_size:
                            losses.append(learner.step(replay.sample(args.batch_size), args.gamma))
                            log.update(losses[-1])
                            updates += 1
                            if method.after_update():  # the network grew: a new learner
                                learner = method.learner(args.lr)
                    running = [s for s, st in zip(running, steps, strict=True) if not st.done]
            log.end_epoch(epoch, actor.epsilon)
            if args.record_weights:
                log.weights({"epoch": epoch, **weight_snapshot(method)})
            if epoch % args.eval_every == 0:
                with clock("eval"):
                    result = evaluator.run(eval_actor)
                evaluation = {"epoch": epoch, "reward": result.reward, "steps": result.steps}
                evaluation["ends"] = result.ends()
                groups = group_means(test_paths, [(g.reward, g.steps) for g in result.per_game])
                if groups is not None:  # TextWorldExpress: doors off and on apart
                    evaluation["groups"] = groups
                evaluations.append(evaluation)
                log.evaluation(epoch, result.reward, result.steps, [r.text for r in method.rules()])
                bar.set_postfix(
                    reward=f"{result.reward:.2f}",
                    steps=f"{result.steps:.1f}",
                    eps=f"{actor.epsilon:.2f}",
                )
            if stop.requested and epoch < args.epochs:
                bar.close()
                loop["stops"] = [*loop["stops"], epoch]
                save_checkpoint(epoch)
                for env in envs.values():
                    env.close()
                evaluator.close()
                log.close()
                raise TrainingStopped(args.out, epoch, args.epochs)

    engines = [env.engine for env in envs.values()] + evaluator.engines
    for env in envs.values():
        env.close()
    evaluator.close()
    notes = rule_warnings([r.to_dict() for r in method.rules()])
    log.warnings([n["message"] for n in notes], args.epochs)
    log.close()
    timing = {
        "fast_engine_games": engines.count("fast"),
        "textworld_games": engines.count("textworld"),
        "textworld_express_games": engines.count("textworld-express"),
        "env_seconds": clock.seconds["env"],
        "agent_seconds": clock.seconds["agent"],
        "eval_seconds": clock.seconds["eval"],
        # this process's CPU time, all threads (and the stopped sessions' before it)
        "cpu_seconds": loop["cpu"] + time.process_time() - started_cpu,
        "game_steps": game_steps,
        "updates": updates,
        "stopped_after_epochs": list(loop["stops"]),  # Ctrl-C, then resumed (same result)
    }
    wall = loop["wall"] + time.perf_counter() - started
    result = _finish(args, spec, method, evaluations, log, losses, wall, test_paths, timing, notes)
    # finished: a checkpoint (this run's, or a stopped one's it started over) is no longer needed
    shutil.rmtree(args.out / CHECKPOINT_DIR, ignore_errors=True)
    (args.out / PARTIAL_METRICS).unlink(missing_ok=True)
    return result


def _finish(
    args: TrainArgs,
    spec: MethodSpec,
    method: Method,
    evaluations: list[dict],
    log: RunLog,
    losses: list[float],
    wall: float,
    test_paths: list[Game],
    timing: dict[str, float],
    notes: list[dict],
) -> RunResult:
    """Report the moving averages, read the rules, write the artifact, metrics and curves."""
    report_epochs = sorted({e for e in (100, 200, args.epochs) if e <= args.epochs})
    averages = moving_average_report(
        [(e["epoch"], e["reward"], e["steps"]) for e in evaluations], epochs=report_epochs
    )
    reported = {str(e): {"reward": a.reward, "steps": a.steps} for e, a in averages.items()}
    rules = [r.to_dict() for r in method.rules()]
    structure = method.structure()
    config = to_jsonable(dataclasses.asdict(args))
    del config["resume"]  # how the run was driven, not what it computed
    expected = expected_oracle_steps(test_paths, max_steps=args.max_steps_test)
    oracle = expected.mean
    oracle_groups = group_means(test_paths, [(1.0, s) for s in expected.per_game])
    steps = max(1, timing["game_steps"])
    name, version = artifact_id(args)
    path = save_artifact(
        method.network,
        args.out / "policies",
        name,
        version,
        method=args.method,
        network=spec.network,
        training={"config": config, "seed": args.seed, "wall_seconds": wall},
        evaluation={"evaluations": evaluations, "reported": reported, "oracle_steps": oracle},
        rules=rules,
    )
    result = RunResult(
        config=config,
        evaluations=evaluations,
        reported=reported,
        oracle_steps=oracle,
        oracle_groups=None
        if oracle_groups is None
        else {g: v["steps"] for g, v in oracle_groups.items()},
        oracle_spread=expected.spread,
        oracle_orders=expected.orders,
        wall_seconds=wall,
        rules=rules,
        rule_check=None if structure is None else paper_match(structure).to_dict(),
        timing={
            **timing,
            "env_ms_per_step": 1000 * timing["env_seconds"] / steps,
            "agent_ms_per_step": 1000 * timing["agent_seconds"] / steps,
            "agent_over_env": timing["agent_seconds"] / max(1e-9, timing["env_seconds"]),
        },
        final_loss=float(np.mean(losses[-100:])) if losses else None,
        artifact=path,
        training=[dataclasses.asdict(r) for r in log.records],
        weights=log.snapshots,
        warnings=notes,
    )
    (args.out / "metrics.json").write_text(json.dumps(result.to_json(), indent=2))
    plot_run(result.to_json(), args.out / "curves.png")
    return result


def rule_warnings(rules: list[dict]) -> list[dict]:
    """``rules_read_nothing`` when a (class, verb) network's rule reads no fact (``⊤ →
    go(x)``: its actions are chosen whatever the state; ``⊥``: never by a rule), as the rollout
    guard reads rules (:func:`model.program.rules_read_nothing`), named by its own text: a run
    can reach reward 1.00 on easy games with such a rule, which says nothing about what it
    learned."""
    empty = rules_read_nothing(rules)
    if not empty:
        return []
    return [
        {
            "code": "rules_read_nothing",
            "message": f"{read_nothing_text(empty)}: its actions are chosen whatever the facts"
            " say; the evaluation measures the games, not a rule",
        }
    ]


def training_summary(result: RunResult) -> dict:
    """What ``folnn train`` prints at its end, each figure labelled (issue 40: the moving
    average was printed as ``reported`` right after the progress bar's last evaluation, and
    the two were taken for each other): the last evaluation, the protocol's moving averages,
    the oracle's steps on the same games, the time and the artifact."""
    last = result.evaluations[-1] if result.evaluations else None
    return {
        "last_evaluation": None
        if last is None
        else {
            "epoch": last["epoch"],
            "reward": last["reward"],
            "steps": last["steps"],
            "what": "the greedy policy of the last epoch on the evaluation games",
        },
        "moving_average": {
            "by_epoch": result.reported,
            "what": "at epoch E, the mean of the evaluations in (E - 100, E]: the protocol's"
            " reported figure (docs/architecture.md §5), metrics.json's 'reported'",
        },
        "oracle_steps": result.oracle_steps,
        "oracle_spread": result.oracle_spread,
        "wall_seconds": round(result.wall_seconds, 1),
        "artifact": str(result.artifact),
    }


def artifact_id(args: TrainArgs) -> tuple[str, str]:
    """The run's artifact name and version (``--policy-name``, ``--policy-version`` or their
    defaults)."""
    name = (
        args.policy_name or f"{args.method.replace('+', 'p').replace('@', '-')}-{args.difficulty}"
    )
    return name, args.policy_version or f"s{args.seed}-e{args.epochs}"


def check_artifact_free(args: TrainArgs) -> None:
    """Refuse, before training, a run whose artifact name is unsafe or already published
    (versions are immutable; the run would train for nothing)."""
    name, version = artifact_id(args)
    try:
        target = args.out / "policies" / safe_version(name) / safe_version(version)
    except ArtifactError as exc:
        raise UsageError(f"--policy-name/--policy-version: {exc}") from None
    if target.exists():
        raise UsageError(f"{target} already exists: pick another --out or --policy-version")


def run_train(args: TrainArgs) -> int:
    """`folnn train`: train, print the reported figures, exit 0; stopped by Ctrl-C, one line
    and exit status 130 (the checkpoint written: :class:`TrainingStopped`)."""
    check_out(args)
    try:
        result = train(args)
    except TrainingStopped as stopped:
        print(f"folnn train: {stopped.message}", file=sys.stderr)
        return 130
    print(json.dumps(training_summary(result), indent=2, ensure_ascii=False))
    for rule in result.rules:
        print(rule["text"])
    for note in result.warnings:
        print(f"folnn train: warning: {note['message']}", file=sys.stderr)
    return 0
