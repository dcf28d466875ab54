"""``folnn play``: a real game client that plays a TextWorld game through the service's API only.

The game runs here (a ``.z8`` file, or game ``--index`` of a set named by ``--difficulty`` and
``--split``: a cached TextWorld game, or a TextWorldExpress game made from its seed); each step
sends the observation and the history so far to ``POST /v1/act`` through the REST client
(:class:`folnn.client.Client`), with the game's valid actions as ``candidates`` where its engine
lists them (TextWorldExpress), and issues the action the server answers, printing the rule and
the firing facts behind it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from folnn.client import Client
from folnn.errors import ApiError
from folnn.results import ActResult, FiringFact
from training.env import CoinCollectorEnv
from training.evaluate import TEST_MAX_STEPS
from training.families import Family, Game, family, game_set, ready_games
from training.games import DEFAULT_CACHE_DIR, Split

__all__ = ["PlayArgs", "resolve_game", "run_play", "step_limit"]


@dataclass
class PlayArgs:
    """Options of ``folnn play``."""

    game: Path | None = None
    """A compiled Coin-Collector game (``.z8``); or name a set's game with --difficulty."""
    difficulty: Family | None = None
    """Play game --index of this family's --split set instead of --game: easy, medium, hard, the
    deep-map shapes deep3, deep4, or twx (TextWorldExpress's coin game)."""
    split: Split = "test"
    """The set of --difficulty: test, valid or train."""
    index: int = 0
    """Which game of the set (0..49; twx valid/test 0..99)."""
    games_dir: Path = DEFAULT_CACHE_DIR
    """Game cache of --difficulty (the game is generated there on first use)."""
    server: str = "http://127.0.0.1:8000"
    """Base URL of the folnn service."""
    max_steps: int | None = None
    """Commands before giving up (default: the set's step limit, 200 for deep sets; 100 for a
    --game file)."""
    timeout_s: float = 10.0
    """HTTP timeout per request."""
    retries: int = 3
    """Extra attempts of a request that failed to connect, timed out or got 429/502/503/504."""
    show_facts: bool = True
    """Print the firing facts of each step's rule."""
    candidates: bool = True
    """Send the game's valid actions as the request's candidates where its engine lists them
    (TextWorldExpress); --no-candidates sends none (the server then scores its own actions)."""


def _literal(fact: FiringFact) -> str:
    atom = f"{fact.predicate}({', '.join(fact.args)})" if fact.args else fact.predicate
    return f"{'¬' if fact.negated else ''}{atom}={fact.truth:.2f}"


def resolve_game(args: PlayArgs) -> Game:
    """The game file to play: ``--game``, or game ``--index`` of the named set (generated on
    first use). Raises ValueError when the options name no game, two games or a missing one."""
    if (args.game is None) == (args.difficulty is None):
        raise ValueError("give either --game PATH or --difficulty (with --split and --index)")
    if args.game is not None:
        if not args.game.is_file():
            raise ValueError(f"no game file at {args.game}")
        return args.game
    specs = game_set(args.difficulty, args.split)
    if not 0 <= args.index < len(specs):
        raise ValueError(f"--index must be in [0, {len(specs) - 1}], got {args.index}")
    spec = specs[args.index]
    return ready_games([spec], args.games_dir, workers=1, progress=False)[0]


def step_limit(args: PlayArgs) -> int:
    """``--max-steps``, else the set's step limit (deep sets 200), else the test protocol's 100.
    Raises ValueError below 1."""
    if args.max_steps is not None:
        if args.max_steps < 1:
            raise ValueError(f"--max-steps must be >= 1, got {args.max_steps}")
        return args.max_steps
    if args.difficulty is not None:
        return family(args.difficulty).max_steps
    return TEST_MAX_STEPS


def step_line(steps: int, room: str, answer: ActResult) -> str:
    """One played step: the action and the rule that justifies it, or, when no rule fired,
    the named fallback (never "because None")."""
    why = f"because {answer.rule}" if answer.fired else f"no rule fired: {answer.fallback}"
    return f"{steps:3d}  [{room}] {answer.action:<11}  {why}"


def run_play(args: PlayArgs, out: TextIO | None = None) -> int:
    """Play one episode; 0 when the coin is taken, 1 when steps run out, 2 on an error (API or
    options)."""
    out = out or sys.stdout
    try:
        game, max_steps = resolve_game(args), step_limit(args)
        api = Client(args.server, timeout_s=args.timeout_s, retries=args.retries)
    except ValueError as exc:
        print(f"error: {exc}", file=out)
        return 2
    history: list[tuple[str, str]] = []
    with api, CoinCollectorEnv(game, max_steps=max_steps) as env:
        observation = env.reset()
        print(f"game: {game}  server: {args.server}  max steps {max_steps}", file=out)
        while True:
            try:
                offered = env.valid_actions if args.candidates else None
                answer = api.act(observation, history, candidates=offered)
            except ApiError as exc:
                print(f"error: {exc}", file=out)
                return 2
            action, room = answer.action, env.room or "?"
            step = env.step(action)
            print(step_line(step.steps, room, answer), file=out)
            if args.show_facts and answer.facts:
                print("     facts: " + ", ".join(_literal(f) for f in answer.facts), file=out)
            for b in answer.blocked:
                print(f"     blocked: {b.action} by constraint {b.constraint_id}", file=out)
            history.append((observation, action))
            observation = step.observation
            if step.done:
                result = "won: coin taken" if step.won else "lost: out of steps"
                print(f"{result} in {step.steps} steps (policy {answer.policy_version})", file=out)
                return 0 if step.won else 1
