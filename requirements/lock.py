"""Write the lock files: every distribution each install of the project gets, pinned with its
sha256 (``python requirements/lock.py``, or ``make lock``, after a change of pyproject.toml's
dependencies).

One file per install (issue 40): ``serve.txt`` (the base dependencies, ``make serve``),
``train.txt`` (+ the ``train`` extra), ``dev.txt`` (+ ``dev``: what ``make setup`` and CI
install) and ``cluster.txt`` (+ ``cluster``), each with pip, setuptools and wheel (the project
is installed with ``--no-build-isolation``, so its build uses the locked setuptools too). pip
resolves ``dev`` first (``pip install --dry-run --report``: the versions and the sha256 of the
very files it would install, from the indexes this machine's pip is configured with: torch 2.13.0
CPU from the local wheel store); the other installs are resolved under ``dev``'s versions, so
the four files never disagree. The hashes are those of the files for this machine's platform
(CPython 3.11, Linux x86_64), the platform CI runs on. ``make setup`` and ``make serve``
install with ``pip install --require-hashes -r requirements/<install>.txt``, which refuses any
file whose hash differs and any dependency the file does not pin.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
INSTALLS = {"dev": "[dev]", "serve": "", "train": "[train]", "cluster": "[cluster]"}
"""Each lock file and the extras it installs (``dev`` first: the others follow its versions)."""
TOOLS = ("pip", "setuptools", "wheel")
HEADER = (
    "# {name}: `pip install --require-hashes -r requirements/{name}.txt`, then the project\n"
    "# with `pip install --no-deps --no-build-isolation -e .` (the Makefile's setup).\n"
    "# Written by `python requirements/lock.py` (make lock) from pyproject.toml; do not edit.\n"
)


def resolve(extras: str, constraints: Path | None) -> list[dict]:
    """What ``pip install '.<extras>' pip setuptools wheel`` would install, from pip's report."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        command = [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--dry-run",
            "--ignore-installed",
            "--quiet",
            "--report",
            str(report),
            f".{extras}",
            *TOOLS,
        ]
        if constraints is not None:
            command += ["--constraint", str(constraints)]
        subprocess.run(command, cwd=ROOT, check=True)
        return json.loads(report.read_text())["install"]


def pinned(install: list[dict]) -> dict[str, tuple[str, str]]:
    """name -> (version, sha256) of every distribution but the project itself."""
    out = {}
    for item in install:
        name = item["metadata"]["name"]
        if name.lower() == "folnn":
            continue
        hashes = item["download_info"].get("archive_info", {}).get("hashes", {})
        if "sha256" not in hashes:
            raise SystemExit(f"lock: no sha256 for {name} ({item['download_info'].get('url')})")
        out[name] = (item["metadata"]["version"], hashes["sha256"])
    return out


def write(name: str, pins: dict[str, tuple[str, str]]) -> Path:
    lines = [HEADER.format(name=name)]
    for dist in sorted(pins, key=str.lower):
        version, sha256 = pins[dist]
        lines.append(f"{dist}=={version} \\\n    --hash=sha256:{sha256}\n")
    path = HERE / f"{name}.txt"
    path.write_text("".join(lines), encoding="utf-8")
    return path


def main() -> int:
    dev = pinned(resolve(INSTALLS["dev"], None))
    with tempfile.TemporaryDirectory() as tmp:
        constraints = Path(tmp) / "dev-versions.txt"
        constraints.write_text("".join(f"{d}=={v}\n" for d, (v, _) in dev.items()))
        for name, extras in INSTALLS.items():
            pins = dev if name == "dev" else pinned(resolve(extras, constraints))
            print(f"{write(name, pins).relative_to(ROOT)}: {len(pins)} distributions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
