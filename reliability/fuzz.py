"""Fuzzing: schemathesis against ``openapi.yaml`` on a live server, and the hypothesis
properties of ``tests/reliability`` (converter, constraint parser) at a larger example count."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

from reliability.harness import REPO, LiveServer

__all__ = ["CHECKS", "SHIPPED", "run", "run_properties", "run_schemathesis", "run_shipped"]

CHECKS = (
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_schema_conformance",
    "response_headers_conformance",
)


def run_schemathesis(
    data_dir: Path,
    policy_root: Path,
    max_examples: int,
    seed: int = 20211107,
    checks: tuple[str, ...] = CHECKS,
    **env: str,
) -> dict:
    """Every operation of the spec, operator routes with the token; 0 failures to pass.
    ``env``: the server's settings beyond the tests' (another default version)."""
    out_dir = data_dir / "schemathesis"
    out_dir.mkdir(parents=True, exist_ok=True)
    junit = out_dir / "junit.xml"
    with LiveServer(data_dir / "fuzz", policy_root, **env) as server:
        cmd = [
            str(Path(sys.executable).with_name("schemathesis")),
            "run",
            f"{server.url}/openapi.yaml",
            "--checks",
            ",".join(checks),
            "--header",
            f"Authorization: Bearer {server.token}",
            "--max-examples",
            str(max_examples),
            "--seed",
            str(seed),
            "--workers",
            "1",  # 2 threads race in CPython 3.11 ast.parse (SystemError inside hypothesis)
            "--report",
            "junit",
            "--report-junit-path",
            str(junit),
        ]
        t0 = time.monotonic()
        proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=900)
        elapsed = time.monotonic() - t0
    (out_dir / "output.txt").write_text(proc.stdout + proc.stderr)
    tests = failures = errors = 0
    failed_cases: list[str] = []
    if junit.is_file():
        for case in ET.parse(junit).getroot().iter("testcase"):
            tests += 1
            if case.find("failure") is not None:
                failures += 1
                failed_cases.append(case.get("name", "?"))
            if case.find("error") is not None:
                errors += 1
                failed_cases.append(case.get("name", "?"))
    summary = [ln for ln in proc.stdout.splitlines() if "passed" in ln or "failed" in ln][-3:]
    return {
        "command": " ".join(cmd[:1] + ["run", "<server>/openapi.yaml"] + cmd[3:5])
        + f" -H 'Authorization: Bearer ***' -n {max_examples} --seed {seed} --workers 1",
        "checks": list(checks),
        "max_examples": max_examples,
        "operations": tests,
        "failures": failures,
        "errors": errors,
        "failed_operations": failed_cases,
        "exit_code": proc.returncode,
        "summary": summary,
        "seconds": round(elapsed, 1),
        "passed": proc.returncode == 0 and tests > 0 and failures == 0 and errors == 0,
    }


def run_properties(profile: str) -> dict:
    """The hypothesis property tests of ``tests/reliability`` under a hypothesis profile."""
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        f"--hypothesis-profile={profile}",
        "tests/reliability/test_properties.py",
    ]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=900)
    tail = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else []
    return {
        "command": " ".join(["python", *cmd[1:]]),
        "profile": profile,
        "result": tail[0] if tail else proc.stderr[-500:],
        "seconds": round(time.monotonic() - t0, 1),
        "passed": proc.returncode == 0,
    }


SHIPPED = REPO / "policies"
"""The shipped policies (trained, with evaluation figures on different game sets): what `make
serve` serves, and where the rollout guard answers ``not_comparable`` (issue 43, finding 8)."""


def run_shipped(data_dir: Path, max_examples: int) -> dict:
    """schemathesis with the four checks of issue 43's independent fuzz against a server of
    the shipped policies (its default version the newest shipped one, as `make serve`)."""
    return run_schemathesis(
        data_dir / "shipped", SHIPPED, max_examples, checks=CHECKS[:4], FOLNN_DEFAULT_VERSION=""
    )


def run(data_dir: Path, policy_root: Path, quick: bool) -> dict:
    """schemathesis (max examples 25 quick, 200 full) on fresh policies and on the shipped ones,
    and the properties (ci / reliability)."""
    report = {
        "schemathesis": run_schemathesis(data_dir, policy_root, 25 if quick else 200),
        "schemathesis_shipped": run_shipped(data_dir, 25 if quick else 100),
        "properties": run_properties("ci" if quick else "reliability"),
    }
    json.dumps(report)  # the report must stay plain JSON
    return report
