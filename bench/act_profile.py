"""Where one ``/v1/act`` request's CPU goes: the app in-process (Flask's test client, a fresh
SQLite store, the memo off, the shipped policy), a 50-turn history of the service bench's game,
``GET /healthz`` beside it.

``python -m bench.act_profile [N]`` prints the CPU time of each request kind (median of 5
rounds of N requests), then of 8 games played turn by turn (each request one turn longer than
the last, as a client sends them), and the cProfile of N ``/v1/act`` requests by own time
(docs/profile.md). ``python -m bench.act_profile decide [MAP_CACHE_BYTES]`` measures
``Runtime.decide`` alone the same two ways (``MAP_CACHE_BYTES``: the converter's map cache, 0
for none; a tree without the setting is measured with no argument).
"""

from __future__ import annotations

import cProfile
import io
import pstats
import sys
import tempfile
import time
from pathlib import Path


def _app(tmp: Path):  # noqa: ANN202 - a Flask app
    from bench.service_bench import _policies_root
    from service import create_app
    from service.settings import Settings

    policies, _ = _policies_root(tmp)
    settings = Settings(
        data_dir=tmp / "data",
        policies_dir=policies,
        policy_name="fol-rules",
        policy_memo_size=0,
        operator_token="profile",
    )
    return create_app(settings)


def _games(turns: list, n: int) -> list[list[dict]]:
    """``n`` games played turn by turn as a client sends them: the bodies of turns 1 to 50 of
    the bench's walk, each game's texts made its own (a first sentence naming the game, which
    the converter drops with the banner), so no text of one game is cached for another."""
    games = []
    for g in range(n):
        texts = [(f"Game {g}.\n{o}", a) for o, a in turns]
        games.append(
            [
                {
                    "observation": texts[k][0],
                    "history": [{"observation": o, "action": a} for o, a in texts[:k]],
                }
                for k in range(1, 51)
            ]
        )
    return games


def _played_cpu(client, games: list[list[dict]]) -> float:  # noqa: ANN001 - a test client
    """CPU a request over every game's requests in turn order (each game's first request
    parses its texts: the same cost before and after a cache of maps)."""
    start = time.process_time()
    n = 0
    for game in games:
        for body in game:
            assert client.post("/v1/act", json=body).status_code == 200
            n += 1
    return (time.process_time() - start) / n


def main(n: int = 400) -> None:
    from bench.service_bench import _transcript

    turns = _transcript(50)
    body = {
        "observation": turns[50][0],
        "history": [{"observation": o, "action": a} for o, a in turns[:50]],
    }
    with tempfile.TemporaryDirectory(prefix="folnn-profile-") as name:
        client = _app(Path(name)).test_client()
        for _ in range(50):  # warm: the parser's cache, the first sync
            assert client.post("/v1/act", json=body).status_code == 200
            client.get("/healthz")

        def cpu_of(call) -> float:  # noqa: ANN001
            rounds = []
            for _ in range(5):
                start = time.process_time()
                for _ in range(n):
                    call()
                rounds.append((time.process_time() - start) / n)
            return sorted(rounds)[2]

        act = cpu_of(lambda: client.post("/v1/act", json=body))
        health = cpu_of(lambda: client.get("/healthz"))
        games = _games(turns, 8)
        played = _played_cpu(client, games)
        print(f"/v1/act (50 turns, memo off): {act * 1e6:.0f} us CPU a request")
        print(f"/healthz:                     {health * 1e6:.0f} us CPU a request")
        print(f"ratio of costs healthz / act: {health / act:.3f}")
        print(
            f"/v1/act, {len(games)} games played turn by turn (1 to 50 turns, each text new):"
            f" {played * 1e6:.0f} us CPU a request"
        )
        profile = cProfile.Profile()
        profile.enable()
        for _ in range(n):
            client.post("/v1/act", json=body)
        profile.disable()
        out = io.StringIO()
        stats = pstats.Stats(profile, stream=out).sort_stats("tottime")
        stats.print_stats(30)
        stats.sort_stats("cumulative").print_stats(45)
        print(out.getvalue())


def decide(map_cache_bytes: int | None = None) -> None:
    """``Runtime.decide`` alone (audit log and memo off), 50 turns: the CPU of the same request
    (median of 7 rounds of 300) and of 8 games played turn by turn (:func:`_games`)."""
    from bench.service_bench import _policies_root, _transcript
    from service import create_app
    from service.settings import Settings

    turns = _transcript(50)
    with tempfile.TemporaryDirectory(prefix="folnn-profile-") as name:
        tmp = Path(name)
        policies, _ = _policies_root(tmp)
        extra = {} if map_cache_bytes is None else {"map_cache_bytes": map_cache_bytes}
        runtime = create_app(
            Settings(
                data_dir=tmp / "data",
                policies_dir=policies,
                policy_name="fol-rules",
                policy_memo_size=0,
                audit_enabled=False,
                **extra,
            )
        ).extensions["folnn"]
        history, observation = [tuple(t) for t in turns[:50]], turns[50][0]
        for _ in range(50):
            runtime.decide(observation, history, None, "r", "x")
        rounds = []
        for _ in range(7):
            start = time.process_time()
            for _ in range(300):
                runtime.decide(observation, history, None, "r", "x")
            rounds.append((time.process_time() - start) / 300)
        start, n = time.process_time(), 0
        for game in _games(turns, 8):
            for body in game:
                pairs = [(t["observation"], t["action"]) for t in body["history"]]
                runtime.decide(body["observation"], pairs, None, "r", "x")
                n += 1
        played = (time.process_time() - start) / n
    print(
        f"Runtime.decide, 50 turns: {sorted(rounds)[3] * 1e6:.0f} us CPU the same request;"
        f" 8 games played turn by turn: {played * 1e6:.0f} us a request"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["decide"]:
        decide(int(sys.argv[2]) if len(sys.argv) > 2 else None)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
