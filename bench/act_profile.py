"""Where one ``/v1/act`` request's CPU goes: the app in-process (Flask's test client, a fresh
SQLite store, the memo off, the shipped policy), a 50-turn history of the service bench's game,
``GET /healthz`` beside it.

``python -m bench.act_profile [N]`` prints the CPU time of each request kind (median of 5
rounds of N requests) and the cProfile of N ``/v1/act`` requests by own time (docs/profile.md).
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
        print(f"/v1/act (50 turns, memo off): {act * 1e6:.0f} us CPU a request")
        print(f"/healthz:                     {health * 1e6:.0f} us CPU a request")
        print(f"ratio of costs healthz / act: {health / act:.3f}")
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


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
