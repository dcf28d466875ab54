"""``python -m bench.act_cost [ROUNDS]``: what each part of a ``/v1/act`` adds to a request's
worker CPU over ``/healthz``, on the service bench's real server (2 gevent workers, the memo
off, SQLite, 4 connections), with the audit log on and then off (docs/profile.md, "Session 9").

The requests, interleaved in 1 s slices on one server: ``/healthz``; the 50-turn ``/v1/act``
body with one unknown key (the body read and parsed, refused with a 422 before validation);
``/v1/act`` with the game's first observation and no history (a whole decision on one text);
the 50-turn ``/v1/act`` of the service bench. Each line: requests a second, the workers' CPU a
request (psutil), non-200 answers.
"""

from __future__ import annotations

import multiprocessing
import sys
import tempfile
from pathlib import Path

from bench import service_bench as sb


def _cases(port: int, turns: list) -> dict[str, bytes]:
    history = [{"observation": o, "action": a} for o, a in turns[:50]]
    act = {"observation": turns[50][0], "history": history}
    return {
        "healthz": sb._healthz_bytes(port),
        "act, 50 turns, one unknown key (422)": sb._request_bytes(port, {**act, "unknown": 1}),
        "act, no history": sb._request_bytes(port, {"observation": turns[0][0], "history": []}),
        "act, 50 turns": sb._request_bytes(port, act),
    }


def run(rounds: int = 3) -> dict:
    """The cases' figures on a server with the audit log on, then on one with it off."""
    ctx = multiprocessing.get_context("spawn")
    turns = sb._transcript(50)
    out: dict = {}
    with tempfile.TemporaryDirectory(prefix="folnn-cost-") as name:
        tmp = Path(name)
        policies, _ = sb._policies_root(tmp)
        for audit in ("true", "false"):
            port = sb._free_port()
            proc = sb._start_server(
                port,
                tmp / f"audit-{audit}",
                policies,
                FOLNN_POLICY_MEMO_SIZE="0",
                FOLNN_AUDIT_ENABLED=audit,
            )
            try:
                with ctx.Pool(1) as pool:
                    figures = sb._interleaved(pool, proc, port, _cases(port, turns), 4, 1.0, rounds)
            finally:
                sb._stop(proc)
            out[f"audit {'on' if audit == 'true' else 'off'}"] = {
                case: {
                    "requests_per_s": f["requests_per_s"],
                    "server_cpu_ms_per_request": f["server_cpu_ms_per_request"],
                    "not_200": f["errors"],
                }
                for case, f in figures.items()
            }
    return out


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for server, cases in run(rounds).items():
        print(f"audit log {server.split()[1]}:")
        for case, f in cases.items():
            print(
                f"  {case:40s} {f['requests_per_s']:8.1f}/s"
                f"  {f['server_cpu_ms_per_request']:.3f} ms CPU a request  ({f['not_200']} not 200)"
            )


if __name__ == "__main__":
    main()
