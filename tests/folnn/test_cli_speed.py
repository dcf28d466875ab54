"""`folnn` answers ``--help`` and refuses a bad option before it imports torch, spaCy or
TextWorld, and a command whose extra is not installed says which extra and how to add it
(issue 40, item 7: `folnn train --help` took 9.5-14.8 s, a bad `--difficulty` was refused
after 12.8 s, and in a serve-only `.venv` a training command ended in torch's traceback)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("torch", "spacy", "textworld", "textworld_express", "matplotlib", "tensorboard")

# what each command line must answer without the heavy modules: --help, then a bad option
QUICK = [
    ["--help"],
    ["train", "--help"],
    ["train", "--difficulty", "nope"],
    ["train", "--epochs", "ten"],
    ["train", "--method", "nope"],
    ["evaluate", "--help"],
    ["evaluate", "--policy", "/nonexistent"],
    ["games", "--help"],
    ["games", "--difficulty", "nope"],
    ["play", "--help"],
    ["experiment", "--help"],
    ["experiment", "--methods", "nope"],
    ["seeds", "--help"],
    ["serve", "--help"],
    ["serve", "--policy", "/nonexistent"],
    ["facts", "--help"],
    ["facts", "--cache-size", "-1"],
]

_PROBE = """
import json, sys
from folnn.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
heavy = sorted(m for m in sys.modules if m.partition(".")[0] in {heavy!r})
print(json.dumps({{"code": code, "heavy": sorted({{m.partition(".")[0] for m in heavy}})}}),
      file=sys.__stderr__)
"""


def _run(argv: list[str], prelude: str = "") -> tuple[dict, str, float]:
    code = prelude + _PROBE.format(heavy=set(HEAVY))
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, *argv], cwd=ROOT, capture_output=True, text=True
    )
    seconds = time.perf_counter() - started
    *lines, last = done.stderr.rstrip("\n").split("\n")
    return json.loads(last), done.stdout + "\n".join(lines), seconds


@pytest.mark.parametrize("argv", QUICK, ids=" ".join)
def test_help_and_bad_options_answer_without_the_heavy_modules(argv):
    result, output, seconds = _run(argv)
    assert result["heavy"] == [], (argv, result, seconds)
    assert result["code"] == (0 if "--help" in argv else 2), output
    assert "Traceback" not in output


# A serve-only `.venv` (`make serve`: the base dependencies, no `train` extra): the modules of the
# extra cannot be found.
_WITHOUT_TRAIN = """
import importlib.abc, sys
class _Absent(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in {"torch", "textworld", "textworld_express", "tqdm",
                                       "tensorboard", "matplotlib", "gymnasium"}:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, _Absent())
"""


@pytest.mark.parametrize(
    "argv",
    [
        ["train", "--difficulty", "easy", "--epochs", "1"],
        ["evaluate", "--policy", "policies/fol-rules"],
        ["games", "--difficulty", "easy"],
        ["experiment", "--aggregate-only"],
    ],
    ids=" ".join,
)
def test_a_command_whose_extra_is_missing_names_it(argv, tmp_path):
    result, output, _ = _run([*argv], prelude=_WITHOUT_TRAIN)
    assert result["code"] == 2, output
    (line,) = output.strip().splitlines()
    assert line.startswith(f"folnn {argv[0]}: error: needs the `train` extra"), line
    assert "pip install" in line and "folnn[train]" in line, line
