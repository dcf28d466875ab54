"""``python -m reliability --out reliability/results [--quick]`` (``make reliability``): every part
against a real gunicorn on loopback (fuzzing, load, faults, security, hostile clients, a
database outage under two replicas, the decision log's probes); writes ``<out>/report.json``
and exits 1 if a part fails."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from reliability import (
    decision_log,
    disk_faults,
    faults,
    fuzz,
    hostile,
    load,
    outage,
    policies,
    security,
)
from reliability.harness import bodies_from_transcripts, policies_dir, real_transcripts

LIMITS = {"body": 400_000, "obs": 6000, "history": 120, "text": 400_000}  # as the tests set


def main(argv: list[str] | None = None) -> int:
    """Run fuzzing, load, faults, security, hostile clients, the outage and the policy
    versions' probes; write the JSON report."""
    parser = argparse.ArgumentParser(prog="python -m reliability", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("reliability/results"))
    parser.add_argument("--quick", action="store_true", help="CI-sized runs")
    parser.add_argument(
        "--only",
        nargs="*",
        default=[
            "fuzz",
            "load",
            "faults",
            "security",
            "hostile",
            "outage",
            "policies",
            "log",
            "disk",
        ],  # fmt: skip
    )
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.time()
    bodies = bodies_from_transcripts(real_transcripts())
    report: dict = {"command": " ".join(["python -m reliability", *(argv or sys.argv[1:])])}
    with tempfile.TemporaryDirectory(prefix="folnn-reliability-") as tmp_name:
        tmp = Path(tmp_name)
        root = policies_dir(tmp / "policies")
        parts = {
            "fuzz": lambda: fuzz.run(tmp, root, args.quick),
            "load": lambda: load.run(
                tmp, root, bodies, *((8, 5.0, 2.0) if args.quick else (32, 60.0, 10.0))
            ),
            "faults": lambda: faults.run(tmp, root, bodies, args.quick),
            "security": lambda: security.run(tmp, root, LIMITS),
            "hostile": lambda: hostile.run(tmp, policies_dir(tmp / "hostile-policies"), LIMITS),
            "outage": lambda: outage.run(
                tmp / "outage", root, bodies, *((3.0, 1) if args.quick else (10.0, 4))
            ),
            "policies": lambda: policies.run(tmp / "policies", bodies[1]),
            "log": lambda: decision_log.run(tmp / "log", root, bodies, args.quick),
            "disk": lambda: disk_faults.run(tmp / "disk", root, bodies, args.quick),
        }
        for name in args.only:
            t0 = time.time()
            report[name] = parts[name]()
            report[name]["seconds"] = round(time.time() - t0, 1)
            print(f"{name}: {'passed' if _passed(report[name]) else 'FAILED'}", flush=True)
    report["quick"] = args.quick
    report["seconds"] = round(time.time() - started, 1)
    report["passed"] = all(_passed(report[n]) for n in args.only)
    (args.out / "report.json").write_text(json.dumps(report, indent=2) + "\n")
    print(f"report: {args.out / 'report.json'} passed={report['passed']}")
    return 0 if report["passed"] else 1


def _passed(part: dict) -> bool:
    if "passed" in part:
        return bool(part["passed"])
    return all(_passed(v) for v in part.values() if isinstance(v, dict))


if __name__ == "__main__":
    sys.exit(main())
