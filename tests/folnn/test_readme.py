"""The README's Python examples run as written, from the repository root (issue 23)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def readme_examples() -> list[str]:
    """The ```python blocks of the README's "From Python" section, in order."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## From Python", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, flags=re.S)


def run_example(code: str, env: dict[str, str] | None = None) -> str:
    """Run one example in a fresh interpreter at the repository root; its stdout."""
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_readme_has_its_examples():
    examples = readme_examples()
    assert len(examples) >= 2
    assert len([line for line in examples[0].splitlines() if line.strip()]) <= 5


def test_one_decision_in_five_lines():
    out = run_example(readme_examples()[0])
    assert out == "take coin because find(coin) → take(coin)\n"


@pytest.mark.slow
def test_the_agent_plays_a_game_in_the_gymnasium_environment():
    out = run_example(readme_examples()[1])
    won, steps = re.fullmatch(r"(won|lost) in (\d+) steps\n", out).groups()
    assert won == "won" and 10 <= int(steps) <= 100  # a level-10 game: at least 9 moves + take
