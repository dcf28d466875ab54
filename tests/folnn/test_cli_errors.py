"""`folnn` refuses bad input with one line on stderr and exit status 2, never a traceback, and
before it writes anything (issue 23, item 6)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from folnn.cli import main

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "policies" / "fol-rules" / "critic-hard-s0-e200"


@pytest.fixture()
def files(tmp_path: Path) -> dict[str, str]:
    """Paths the table refers to: a plain file, a corrupt artifact, a corrupt lexicon, an
    artifact already published, and a fresh output folder."""
    plain = tmp_path / "plain.txt"
    plain.write_text("not a folder")
    corrupt = tmp_path / "corrupt-policy"
    corrupt.mkdir()
    (corrupt / "manifest.json").write_text("{not json")
    lexicon = tmp_path / "lexicon.json"
    lexicon.write_text("{not json")
    taken = tmp_path / "taken"
    (taken / "policies" / "fol-lnn-easy" / "s0-e1").mkdir(parents=True)
    (taken / "metrics.json").write_text("{}")  # a finished run (policies/ alone is no run)
    return {
        "PLAIN": str(plain),
        "CORRUPT": str(corrupt),
        "LEXICON": str(lexicon),
        "MISSING": str(tmp_path / "absent"),
        "TAKEN": str(taken),
        "OUT": str(tmp_path / "out"),
        "SHIPPED": str(SHIPPED),
    }


# (argv, a fragment the one-line message must hold); PLAIN, MISSING... are replaced by paths
BAD_INPUT = [
    ("train --method foo", "--method: unknown value 'foo'"),
    ("train --difficulty foo", "invalid choice 'foo' for argument '--difficulty'"),
    ("train --epochs -5", "--epochs must be in [1, 1000000], got -5"),
    ("train --epochs 0", "--epochs must be in [1, 1000000], got 0"),
    ("train --epochs many", "--epochs: invalid literal for int()"),
    ("train --seed -1", "--seed must be in [0, 4294967295], got -1"),
    ("train --test-games 101", "--test-games must be in [1, 100], got 101"),
    ("train --train-games 0", "--train-games must be in [1, 50], got 0"),
    ("train --gamma 1.5", "--gamma must be in [0, 1], got 1.5"),
    ("train --lr 0", "--lr must be in"),
    ("train --replay-capacity 8", "--replay-capacity must be in [32,"),
    ("train --epsilon-end -0.1", "--epsilon-end must be in [0, 1]"),
    ("train --workers 0", "--workers must be in [1, 1024], got 0"),
    ("train --out PLAIN", "--out: PLAIN is not a folder"),
    ("train --games-dir PLAIN", "--games-dir: PLAIN is not a folder"),
    ("train --bogus 1", "unrecognized options: --bogus 1"),
    ("train --method", "Missing value for argument '--method'"),
    ("train --difficulty easy --epochs 1 --out TAKEN", "--out TAKEN already holds a run"),
    ("train --out /proc/nope", "--out: cannot create /proc/nope"),
    ("train --resume --out MISSING", "--resume: no checkpoint in MISSING/checkpoint"),
    ("train --policy-version ../up --out OUT", "unsafe artifact name or version"),
    ("evaluate --policy MISSING", "--policy: no folder at MISSING"),
    ("evaluate --policy PLAIN", "--policy: PLAIN is not a folder"),
    ("evaluate --policy CORRUPT", "manifest is not valid JSON"),
    ("evaluate --policy SHIPPED --games 0", "--games must be in [1, 100], got 0"),
    ("evaluate --policy SHIPPED --max-steps 0", "--max-steps must be in [1, 10000], got 0"),
    ("evaluate --policy SHIPPED --difficulty foo", "invalid choice 'foo'"),
    ("evaluate", "--policy"),
    ("games --difficulty foo", "invalid choice 'foo'"),
    ("games --workers 0", "--workers must be in [1, 1024], got 0"),
    ("games --cache-dir PLAIN", "--cache-dir: PLAIN is not a folder"),
    ("experiment --methods foo", "--methods: unknown value 'foo'"),
    ("experiment --seeds -1", "--seeds must be in [0, 4294967295], got -1"),
    ("experiment --epochs 0", "--epochs must be in [1, 1000000], got 0"),
    ("experiment --parallel 0", "--parallel must be in [1, 1024], got 0"),
    ("experiment --budget huge", "invalid choice 'huge'"),
    ("seeds --runs-dir MISSING", "--runs-dir: no folder at MISSING"),
    ("seeds --runs-dir PLAIN", "--runs-dir: PLAIN is not a folder"),
    ("facts --lexicon MISSING", "--lexicon: no file at MISSING"),
    ("facts --lexicon LEXICON", "LEXICON: Expecting property name"),
    ("facts --cache-size -1", "--cache-size must be in [0, 10000000], got -1"),
]


def _fill(text: str, files: dict[str, str]) -> str:
    for key, path in files.items():
        text = text.replace(key, path)
    return text


@pytest.mark.parametrize("argv, fragment", BAD_INPUT, ids=[a for a, _ in BAD_INPUT])
def test_bad_input_is_one_line_and_exit_status_2(argv, fragment, files, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"observation": "x"}\n'))  # facts reads it
    before = {p: Path(p).exists() for p in (files["OUT"], files["MISSING"])}
    assert main(_fill(argv, files).split()) == 2
    captured = capsys.readouterr()
    command = argv.split()[0]
    assert captured.out == ""
    assert captured.err.startswith(f"folnn {command}: error: ")
    assert captured.err.count("\n") == 1, captured.err  # one line
    assert _fill(fragment, files) in captured.err
    assert {p: Path(p).exists() for p in before} == before  # nothing written


def test_the_console_script_prints_no_traceback():
    run = subprocess.run(
        [sys.executable, "-m", "folnn.cli", "train", "--epochs", "-5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert run.stderr == "folnn train: error: --epochs must be in [1, 1000000], got -5\n"
    assert "Traceback" not in run.stdout + run.stderr
    assert not list(ROOT.glob("runs/*/policies/*/s0-e-5"))  # no untrained artifact
