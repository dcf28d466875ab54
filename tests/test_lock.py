"""Every dependency of every install is locked with its sha256, and the Makefile installs the
locks (issue 40: a fresh machine must install exactly what CI tested)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
LOCKS = {"serve": (), "train": ("train",), "dev": ("train", "dev"), "cluster": ("cluster",)}
"""Each lock file and the extras it holds besides the base dependencies."""
ENTRY = re.compile(r"^([A-Za-z0-9_.-]+)==(\S+) \\\n    --hash=sha256:([0-9a-f]{64})$", re.M)


def _lock(name: str) -> dict[str, str]:
    text = (REPO / "requirements" / f"{name}.txt").read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#")) + "\n"
    entries = ENTRY.findall(body)
    assert len(entries) == body.count("=="), f"{name}.txt: an entry without its sha256"
    return {_norm(dist): version for dist, version, _ in entries}


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _pins(extras: tuple[str, ...]) -> dict[str, str]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    requirements = list(project["dependencies"])
    for extra in extras:
        requirements += project["optional-dependencies"][extra]
    pins = {}
    for requirement in requirements:
        if requirement.startswith("folnn["):
            continue
        dist, version = requirement.split("==")
        pins[_norm(dist)] = version
    return pins


@pytest.mark.parametrize("name", list(LOCKS))
def test_every_pinned_dependency_is_locked_at_its_version(name):
    locked = _lock(name)
    for dist, version in _pins(LOCKS[name]).items():
        assert dist in locked, f"{name}.txt lacks {dist}"
        assert locked[dist].split("+")[0] == version, (name, dist, locked[dist], version)
    assert {"pip", "setuptools", "wheel"} <= set(locked)


def test_the_locks_agree_and_nest():
    locks = {name: _lock(name) for name in LOCKS}
    dev = locks["dev"]
    for name, locked in locks.items():  # one version of each distribution, dev's
        assert {d: v for d, v in locked.items() if dev.get(d) != v} == {}, name
    assert set(locks["serve"]) <= set(locks["train"]) <= set(dev)
    assert "torch" not in locks["serve"] and dev["torch"] == "2.13.0+cpu"  # the CPU build


def test_the_makefile_installs_the_locks_with_their_hashes():
    makefile = (REPO / "Makefile").read_text()
    installs = [line.strip() for line in makefile.splitlines() if "pip install" in line]
    assert installs, "no pip install in the Makefile"
    for line in installs:
        locked = re.search(r"--require-hashes -r requirements/(\w+)\.txt", line)
        project_only = "--no-deps" in line and line.endswith("-e .")
        assert locked or project_only, line
    assert "-r requirements/dev.txt" in makefile and "-r requirements/serve.txt" in makefile
