"""What TextWorldExpress costs a training run, beside TextWorld's engines, in one run.

Steps: random commands drawn from the game's valid actions (TextWorldExpress) or the protocol's
ten commands (TextWorld), a new episode whenever one ends, rounds interleaved so every engine
meets the same machine load. Timed:

- ``binding``: ``TextWorldExpressEnv.step`` (the package's Python binding: one ``stepJSON`` call
  and one ``getTaskDescription`` call to the JVM per step, JSON parsed), ``reset`` of the same
  game parameters (one call) and of new parameters (the binding reloads the game: ``load``);
- ``shared``: :class:`training.twx.TwxGame` (the same server calls, without the task
  description; every game its own interface in one JVM, loaded once) and the env over it
  (:class:`training.env.CoinCollectorEnv`: the room, the discovery bonus, the step cap);
- ``fast``: the fast engine on TextWorld games (medium test games), and ``textworld`` the
  reference (Jericho), on the same games.

The JVM's resident memory with every game of the protocol's three sets open at once is
reported too (one ``PythonInterface`` each, as a training run with its evaluations holds them).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from training.engine import CoinGame, FastGame, TextWorldGame
from training.env import CoinCollectorEnv
from training.families import game_set, ready_games
from training.twx import TwxGame, TwxSpec, shared_server, twx_game_set

TW_COMMANDS = [f"{v} {w}" for v in ("go", "take") for w in ("north", "south", "east", "west")]
TW_COMMANDS += ["go coin", "take coin"]


def _rate(step: Callable[[], None], seconds: float) -> float:
    """Calls of ``step`` a second, over about ``seconds``."""
    calls, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        for _ in range(50):
            step()
        calls += 50
    return calls / elapsed


def _twx_walker(
    play: Callable[[str], tuple[tuple[str, ...], bool]], reset: Callable[[], tuple[str, ...]]
):
    rng = random.Random(0)
    valid = [reset()]

    def step() -> None:
        actions, done = play(rng.choice(valid[0]))
        valid[0] = reset() if done else actions

    return step


def _tw_walker(game: FastGame | TextWorldGame) -> Callable[[], None]:
    rng = random.Random(0)
    game.reset()

    def step() -> None:
        if game.step(rng.choice(TW_COMMANDS)).done:
            game.reset()

    return step


PASS_STEPS = 10
"""Commands per game in a pass over a set (the oracle needs 5.6 on the test set)."""


def _pass_binding(binding: object, specs: tuple[TwxSpec, ...]) -> float:
    """Seconds to play every game of a set once (reset, then up to PASS_STEPS random valid
    commands) on one binding env, which reloads the game whenever its parameters change."""
    rng, started = random.Random(1), time.perf_counter()
    for spec in specs:
        _, infos = binding.reset(
            seed=spec.seed, gameFold=spec.fold, gameName="coin", gameParams=spec.params
        )
        for _ in range(PASS_STEPS):
            _, _, done, infos = binding.step(rng.choice(infos["validActions"]))
            if done:
                break
    return time.perf_counter() - started


def _pass_shared(specs: tuple[TwxSpec, ...], held: dict[TwxSpec, TwxGame]) -> float:
    """The same pass on TwxGame, one per game kept open across passes (as the evaluator keeps
    its games)."""
    rng, started = random.Random(1), time.perf_counter()
    for spec in specs:
        if spec not in held:
            held[spec] = TwxGame(spec)
        game = held[spec]
        state = game.reset()
        for _ in range(PASS_STEPS):
            state = game.step(rng.choice(state.valid_actions))
            if state.done:
                break
    return time.perf_counter() - started


def run(quick: bool = False) -> dict:
    """Steps a second and reset costs of each engine, and the JVM's memory."""
    from textworld_express import TextWorldExpressEnv

    seconds = 0.5 if quick else 2.0
    rounds = 2 if quick else 5
    specs = list(twx_game_set("test")[::10])  # one game of each size 2..11
    spec = TwxSpec("test", 20_095, 11, True, 5)  # the largest shape: 11 rooms, doors

    binding = TextWorldExpressEnv(envStepLimit=10**9)
    binding.reset(seed=spec.seed, gameFold=spec.fold, gameName="coin", gameParams=spec.params)

    def binding_play(command: str) -> tuple[tuple[str, ...], bool]:
        _, _, done, infos = binding.step(command)
        return tuple(infos["validActions"]), done

    def binding_reset() -> tuple[str, ...]:
        _, infos = binding.reset(seed=spec.seed, gameFold=spec.fold)
        return tuple(infos["validActions"])

    game = TwxGame(spec)

    def shared_play(command: str) -> tuple[tuple[str, ...], bool]:
        state = game.step(command)
        return state.valid_actions, state.done

    env = CoinCollectorEnv(spec, max_steps=100)

    def env_play(command: str) -> tuple[tuple[str, ...], bool]:
        done = env.step(command).done
        return env.valid_actions, done

    def env_reset() -> tuple[str, ...]:
        env.reset()
        return env.valid_actions

    tw_paths = ready_games(game_set("medium", "test")[::10], Path("var/games"), progress=False)
    fast_games = [FastGame(CoinGame.load(p)) for p in tw_paths]
    reference = TextWorldGame(tw_paths[0])

    walkers = {
        "binding_steps_per_s": _twx_walker(binding_play, binding_reset),
        "shared_steps_per_s": _twx_walker(shared_play, lambda: game.reset().valid_actions),
        "env_steps_per_s": _twx_walker(env_play, env_reset),
        "fast_steps_per_s": _tw_walker(fast_games[0]),
        "textworld_steps_per_s": _tw_walker(reference),
    }
    for walker in walkers.values():  # warm up: the JVMs compile their hot paths first
        _rate(walker, seconds)
    rates: dict[str, list[float]] = {k: [] for k in walkers}
    for _ in range(rounds):
        for name, walker in walkers.items():
            rates[name].append(_rate(walker, seconds))

    def ms(call: Callable[[], object], n: int) -> float:
        started = time.perf_counter()
        for _ in range(n):
            call()
        return 1000 * (time.perf_counter() - started) / n

    n = 20 if quick else 100
    resets = {
        "binding_reset_ms": ms(lambda: binding.reset(seed=spec.seed, gameFold=spec.fold), n),
        "binding_reset_new_params_ms": ms(
            lambda: binding.reset(
                seed=specs[0].seed, gameFold="test", gameName="coin", gameParams=specs[0].params
            ),
            n // 5,
        ),
        "shared_reset_ms": ms(game.reset, n),
        "shared_game_on_a_free_interface_ms": ms(lambda: TwxGame(specs[1]).close(), n),
        "textworld_reset_ms": ms(reference.reset, n // 5),
        "fast_reset_ms": ms(fast_games[0].reset, n),
    }
    test, kept = twx_game_set("test"), {}
    passes = {
        "pass_binding_reloading_s": _pass_binding(binding, test),
        "pass_shared_first_s": _pass_shared(test, kept),  # loads each game's interface
        "pass_shared_again_s": _pass_shared(test, kept),  # the interfaces are held: resets only
    }
    for g in kept.values():
        g.close()
    started = time.perf_counter()
    held = [TwxGame(s) for split in ("train", "valid", "test") for s in twx_game_set(split)]
    open_all = time.perf_counter() - started
    for g in held:
        g.reset()
    pid = shared_server()._env._gateway.java_process.pid
    rss = int(Path(f"/proc/{pid}/status").read_text().split("VmRSS:")[1].split()[0]) / 1024
    for g in held:
        g.close()
    for closer in (game, env, reference):
        closer.close()
    binding.close()
    medians = {k: round(statistics.median(v), 1) for k, v in rates.items()}
    return {
        **medians,
        **{k: round(v, 3) for k, v in resets.items()},
        **{k: round(v, 2) for k, v in passes.items()},
        "binding_us_per_step": round(1e6 / medians["binding_steps_per_s"], 1),
        "shared_us_per_step": round(1e6 / medians["shared_steps_per_s"], 1),
        "env_us_per_step": round(1e6 / medians["env_steps_per_s"], 1),
        "fast_us_per_step": round(1e6 / medians["fast_steps_per_s"], 2),
        "textworld_us_per_step": round(1e6 / medians["textworld_steps_per_s"], 1),
        "shared_over_binding": round(
            medians["shared_steps_per_s"] / medians["binding_steps_per_s"], 2
        ),
        "protocol_games_open_at_once": len(held),
        "open_all_seconds": round(open_all, 2),
        "jvm_rss_mb_all_open": round(rss, 1),
        "rounds": rounds,
        "seconds_per_measure": seconds,
        "twx_game": str(spec),
        "textworld_games": [str(p) for p in tw_paths],
    }
