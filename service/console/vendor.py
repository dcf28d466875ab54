"""Copy the console's front-end libraries from ``node_modules`` into ``static/vendor`` and
record what was copied; ``--check`` verifies the committed copy offline.

``make vendor`` runs ``npm ci`` (package-lock.json) and then this module, so the committed files
are what the lock file resolves to. ``static/vendor/VENDOR.json`` names each package's version
and lock-file integrity and the sha256 of every copied file; ``--check`` (run by the tests)
recomputes those hashes and compares the versions with package-lock.json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

__all__ = ["FILES", "check", "copy"]

REPO = Path(__file__).resolve().parents[2]
VENDOR = Path(__file__).with_name("static") / "vendor"
MANIFEST = VENDOR / "VENDOR.json"

FILES: dict[str, tuple[str, ...]] = {
    "cytoscape": ("dist/cytoscape.min.js", "LICENSE"),
    "chart.js": ("dist/chart.umd.min.js", "LICENSE.md"),
    "swagger-ui-dist": (
        "swagger-ui-bundle.js",
        "swagger-ui-bundle.js.LICENSE.txt",
        "swagger-ui.css",
        "LICENSE",
        "NOTICE",
    ),
}
"""Per npm package, the files the console serves (paths inside the package)."""


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _locked(lock_path: Path) -> dict[str, dict]:
    packages = json.loads(lock_path.read_text())["packages"]
    return {name: packages[f"node_modules/{name}"] for name in FILES}


def copy(node_modules: Path, lock_path: Path) -> dict:
    """Copy :data:`FILES` into ``static/vendor/<package>/`` and write VENDOR.json."""
    locked = _locked(lock_path)
    manifest: dict[str, dict] = {}
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    for name, files in FILES.items():
        installed = json.loads((node_modules / name / "package.json").read_text())["version"]
        if installed != locked[name]["version"]:
            raise SystemExit(
                f"{name}: node_modules has {installed}, the lock file pins "
                f"{locked[name]['version']}; run npm ci"
            )
        hashes = {}
        for rel in files:
            src = node_modules / name / rel
            dst = VENDOR / name / Path(rel).name
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dst)
            hashes[dst.name] = _sha256(dst)
        manifest[name] = {
            "version": installed,
            "integrity": locked[name]["integrity"],
            "files": hashes,
        }
    MANIFEST.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return manifest


def check(lock_path: Path) -> list[str]:
    """Problems with the committed copy (empty when it matches the lock file and VENDOR.json)."""
    problems = []
    manifest = json.loads(MANIFEST.read_text())
    for name, entry in _locked(lock_path).items():
        recorded = manifest.get(name)
        if recorded is None:
            problems.append(f"{name}: not in VENDOR.json")
            continue
        for key in ("version", "integrity"):
            if recorded[key] != entry[key]:
                problems.append(f"{name}: {key} {recorded[key]} != lock file {entry[key]}")
        expected = {Path(rel).name for rel in FILES[name]}
        if set(recorded["files"]) != expected:
            problems.append(f"{name}: files {sorted(recorded['files'])} != {sorted(expected)}")
        for file, digest in recorded["files"].items():
            path = VENDOR / name / file
            if not path.is_file():
                problems.append(f"{path.relative_to(REPO)}: missing")
            elif _sha256(path) != digest:
                problems.append(f"{path.relative_to(REPO)}: sha256 differs from VENDOR.json")
    return problems


def main(argv: list[str] | None = None) -> int:
    """``python -m service.console.vendor [--check]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the committed copy only")
    parser.add_argument("--node-modules", type=Path, default=REPO / "node_modules")
    parser.add_argument("--lock", type=Path, default=REPO / "package-lock.json")
    args = parser.parse_args(argv)
    if args.check:
        problems = check(args.lock)
        for line in problems:
            print(line, file=sys.stderr)
        return 1 if problems else 0
    manifest = copy(args.node_modules, args.lock)
    for name, entry in manifest.items():
        print(f"{name} {entry['version']}: {', '.join(entry['files'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
