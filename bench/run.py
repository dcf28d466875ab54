"""`make bench`: run every bench/*_bench.py and write one JSON result per benchmark.

Each benchmark module exposes ``run(quick: bool = False) -> dict``. Targets are checked here as
ratios and thresholds measured inside one run, never by timed unit tests.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import sys
import time
import traceback
from pathlib import Path


def discover() -> list[str]:
    """Module names of the benchmarks, in file order."""
    here = Path(__file__).parent
    return [f"bench.{p.stem}" for p in sorted(here.glob("*_bench.py"))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("bench/results"))
    parser.add_argument("--quick", action="store_true", help="smaller workloads (smoke run)")
    parser.add_argument("--only", nargs="*", default=None, help="benchmark names, e.g. converter")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    summary = {"machine": platform.platform(), "python": sys.version.split()[0], "results": {}}
    for module_name in discover():
        short = module_name.removeprefix("bench.").removesuffix("_bench")
        if args.only and short not in args.only:
            continue
        print(f"== bench {short}", flush=True)
        started = time.perf_counter()
        try:
            result = importlib.import_module(module_name).run(quick=args.quick)
        except Exception:  # a broken benchmark is reported, the others still run
            result = {"error": traceback.format_exc()}
            failed += 1
        result["bench_seconds"] = round(time.perf_counter() - started, 2)
        (args.out / f"{short}.json").write_text(json.dumps(result, indent=2))
        summary["results"][short] = result
        print(json.dumps(result, indent=2), flush=True)
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
