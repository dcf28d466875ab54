"""The project installed from its wheel (not editable: as the images install it), in a venv of
its own: ``folnn.Agent.load()`` finds the shipped policy (package data, ``folnn/policies``) and
decides, from a working directory that is not the checkout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SOURCES = ["pyproject.toml", "openapi.yaml", "policies", "converter", "model", "training",
           "service", "folnn"]  # fmt: skip
AGENT = """
from pathlib import Path
import folnn
from folnn import Agent
agent = Agent.load()
answer = agent.act("-= Start =-\\nThere is an exit to the north. ")
print(Path(folnn.__file__).parent, agent.version, answer.action, answer.fired)
"""


@pytest.mark.slow
def test_the_agent_finds_its_shipped_policy_in_a_wheel_install(tmp_path):
    """Fails before the change: DEFAULT_POLICY was ``<package>/../policies/fol-rules``, which
    is site-packages/policies in a wheel install (no artifact there)."""
    source = tmp_path / "source"
    source.mkdir()
    for name in SOURCES:  # a copy: building writes build/ and *.egg-info beside the sources
        src = REPO / name
        if src.is_dir():
            shutil.copytree(src, source / name, symlinks=True,
                            ignore=shutil.ignore_patterns("__pycache__"))  # fmt: skip
        else:
            shutil.copy2(src, source / name)
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(wheels), str(source)],
        check=True, timeout=300,
    )  # fmt: skip
    (wheel,) = wheels.glob("folnn-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    # the dependencies from the test's environment (its site folder as a plain path: its .pth
    # files, the checkout's editable install among them, are not read), the project from its wheel
    (Path(site) / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)],
        check=True, timeout=300,
    )  # fmt: skip
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # no checkout on the path
    out = subprocess.run(
        [python, "-c", AGENT], cwd=elsewhere, capture_output=True, text=True, timeout=300, env=env
    )
    assert out.returncode == 0, out.stderr[-3000:]
    package, version, *action = out.stdout.split()
    assert Path(package).is_relative_to(site)  # the installed copy, not the checkout
    newest = sorted(p.name for p in (REPO / "policies" / "fol-rules").iterdir())
    assert version in newest
    assert action == ["go", "north", "True"]
