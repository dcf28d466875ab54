"""``python -m bench.tree_ab --other PATH``: ``/v1/act`` throughput of this tree beside another
checkout of the project (the code before a change), interleaved on one machine.

A change with no switch back to the old path (the decision journal of issue 31 is always on) is
measured this way: the same load as ``bench.service_bench`` (4 connections, a real 50-turn
history, 2 gevent workers), on a fresh server of one tree, then of the other, A B A B ... for
``--rounds`` rounds, on SQLite with the policy memo on and off and on PostgreSQL with it off.
Each round's ratio this/other is taken pair by pair, so a shared machine's drift hits both
alike; the median ratio is the figure. Not part of ``make bench`` (it needs the other tree).

``--healthz`` runs instead the service bench's memo-off case of each tree in turn (``/v1/act``
with 50 turns interleaved with ``/healthz`` on one server, SQLite then PostgreSQL): the figure
of issue 34, item 6, act / healthz, with each tree's worker CPU a request.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import tempfile
from pathlib import Path

from bench import service_bench as sb

__all__ = ["ratios", "run"]


def _one(ctx, tree: Path, data: Path, policies: Path, request: bytes, duration: float, **env):  # noqa: ANN001, ANN202
    """One fresh server of ``tree``: warm-up, then the load; its figures and CPU per request."""
    sb.REPO = tree  # the server is started with this tree as its working directory
    port = sb._free_port()
    proc = sb._start_server(port, data, policies, **env)
    try:
        with ctx.Pool(1) as pool:
            request = request.replace(b"Host: 127.0.0.1:0", f"Host: 127.0.0.1:{port}".encode())
            pool.apply(sb._load, (port, request, 4, 1.0))
            before = sb._workers_cpu_s(proc)
            figures = pool.apply(sb._load, (port, request, 4, duration))
            cpu = sb._workers_cpu_s(proc) - before
    finally:
        sb._stop(proc)
    figures["server_cpu_ms_per_request"] = round(cpu / max(1, figures["requests"]) * 1000, 3)
    return figures


def run(other: Path, rounds: int = 3, duration: float = 3.0, this: Path | None = None) -> dict:
    """Interleaved rounds of ``this`` tree (default: this checkout) and ``other`` per case;
    medians and ratios."""
    from reliability.pgserver import PgServer

    here = sb.REPO
    this = this or here
    ctx = multiprocessing.get_context("spawn")
    turns = sb._transcript(50)
    history = [{"observation": o, "action": a} for o, a in turns[:50]]
    request = sb._request_bytes(0, {"observation": turns[50][0], "history": history})
    out: dict = {"this": str(this), "other": str(other), "rounds": rounds, "duration_s": duration}
    with tempfile.TemporaryDirectory(prefix="folnn-ab-") as tmp_name, PgServer() as pg:
        tmp = Path(tmp_name)
        policies, _ = sb._policies_root(tmp)
        cases = {
            "sqlite_memo_on": {},
            "sqlite_memo_off": {"FOLNN_POLICY_MEMO_SIZE": "0"},
            "postgresql_memo_off": {"FOLNN_POLICY_MEMO_SIZE": "0", "FOLNN_STORE_URL": ""},
        }
        for name, env in cases.items():
            runs: dict[str, list[dict]] = {"this": [], "other": []}
            for r in range(rounds):
                for label, tree in (("this", this), ("other", other)):
                    case_env = dict(env)
                    if "FOLNN_STORE_URL" in case_env:
                        case_env["FOLNN_STORE_URL"] = pg.create_database(f"ab_{name}_{label}_{r}")
                    data = tmp / f"{name}-{label}-{r}"
                    figures = _one(ctx, tree, data, policies, request, duration, **case_env)
                    runs[label].append(figures)
            ratios = sorted(
                a["requests_per_s"] / b["requests_per_s"]
                for a, b in zip(runs["this"], runs["other"], strict=True)
            )
            out[name] = {
                label: {
                    "requests_per_s_by_round": [f["requests_per_s"] for f in figs],
                    "requests_per_s_median": sorted(f["requests_per_s"] for f in figs)[rounds // 2],
                    "p50_ms_median": sorted(f["p50_ms"] for f in figs)[rounds // 2],
                    "p99_ms_max": max(f["p99_ms"] for f in figs),
                    "server_cpu_ms_per_request_median": sorted(
                        f["server_cpu_ms_per_request"] for f in figs
                    )[rounds // 2],
                    "errors": sum(f["errors"] for f in figs),
                }
                for label, figs in runs.items()
            }
            out[name]["throughput_ratio_this_to_other_median"] = round(ratios[rounds // 2], 3)
            print(json.dumps({name: out[name]}), flush=True)
    sb.REPO = here
    return out


def ratios(
    other: Path,
    rounds: int = 3,
    this: Path | None = None,
    this_env: dict | None = None,
    stores: tuple[str, ...] = ("sqlite", "postgresql"),
) -> dict:
    """The service bench's memo-off case (``/v1/act``, 50 turns, interleaved with ``/healthz``
    on one fresh server, :func:`bench.service_bench._no_memo_case`) of each tree in turn, A B A
    B ..., on SQLite and on PostgreSQL: each run's act / healthz ratio and worker CPU a request.
    ``this_env``: more environment for this tree's servers (a setting to compare)."""
    from reliability.pgserver import PgServer

    here = sb.REPO
    this = this or here
    ctx = multiprocessing.get_context("spawn")
    turns = sb._transcript(50)
    out: dict = {"this": str(this), "other": str(other), "rounds": rounds, "this_env": this_env}
    with tempfile.TemporaryDirectory(prefix="folnn-ab-") as tmp_name, PgServer() as pg:
        tmp = Path(tmp_name)
        policies, _ = sb._policies_root(tmp)
        for store in stores:
            runs: dict[str, list[dict]] = {"this": [], "other": []}
            for r in range(rounds):
                for label, tree in (("this", this), ("other", other)):
                    env = dict(this_env or {}) if label == "this" else {}
                    if store == "postgresql":
                        env["FOLNN_STORE_URL"] = pg.create_database(f"ratio_{label}_{r}")
                    sb.REPO = tree
                    name = f"{store}-{label}-{r}"
                    runs[label].append(
                        sb._no_memo_case(ctx, tmp, policies, turns, 1.0, 4, name, **env)
                    )
            out[store] = {
                label: {
                    "act_to_healthz_by_run": [f["act_to_healthz"] for f in figs],
                    "act_to_healthz_median": _median([f["act_to_healthz"] for f in figs]),
                    "act_cpu_ms_by_run": [f["server_cpu_ms_per_request"] for f in figs],
                    "healthz_cpu_ms_by_run": [
                        f["healthz"]["server_cpu_ms_per_request"] for f in figs
                    ],
                    "act_requests_per_s_by_run": [f["requests_per_s"] for f in figs],
                    "errors": sum(f["errors"] for f in figs),
                }
                for label, figs in runs.items()
            }
            print(json.dumps({store: out[store]}), flush=True)
    sb.REPO = here
    return out


def _median(values: list[float]) -> float:
    known = sorted(v for v in values if v == v)  # a run without a ratio (NaN) is left out
    return known[len(known) // 2] if known else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.tree_ab", description=__doc__)
    parser.add_argument("--other", type=Path, required=True, help="another checkout's root")
    parser.add_argument("--this", type=Path, default=None, help="default: this checkout")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=float, default=3.0)
    parser.add_argument("--out", type=Path, default=None, help="write the JSON here too")
    parser.add_argument(
        "--healthz",
        action="store_true",
        help="compare act / healthz of the memo-off case (SQLite, PostgreSQL) instead",
    )
    parser.add_argument(
        "--this-env", action="append", default=[], help="KEY=VALUE for this tree's servers"
    )
    parser.add_argument(
        "--store", action="append", choices=["sqlite", "postgresql"], help="with --healthz"
    )
    args = parser.parse_args()
    this = args.this.resolve() if args.this is not None else None
    if args.healthz:
        env = dict(kv.split("=", 1) for kv in args.this_env)
        stores = tuple(args.store or ("sqlite", "postgresql"))
        result = ratios(args.other.resolve(), args.rounds, this, env, stores)
    else:
        result = run(args.other.resolve(), args.rounds, args.duration, this)
    text = json.dumps(result, indent=2)
    print(text)
    if args.out is not None:
        args.out.write_text(text + "\n")


if __name__ == "__main__":
    main()
