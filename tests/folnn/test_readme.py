"""Every Python example of the README and of docs/python.md runs as a newcomer runs it: saved to
a file and run with ``python example.py`` from the repository root, in a fresh interpreter, the
client's against a real server; and the README's curl example answers (issues 23 and 33)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGES = ("README.md", "docs/python.md")


def python_blocks(page: str) -> list[str]:
    """The ```python blocks of a page, in order."""
    text = (REPO / page).read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def readme_examples() -> list[str]:
    """The ```python blocks of the README's "From Python" section, in order."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## From Python", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, flags=re.S)


def run_example(
    code: str, tmp_path: Path, env: dict[str, str] | None = None, bars: bool = False
) -> str:
    """Save ``code`` to a file and run it with this interpreter from a folder of its own, not
    the repository's (as ``python example.py``: the shipped default loads from any folder,
    issue 40); its stdout. Its stderr must be empty (no warning, no bar), or hold
    progress bars only (``bars``: a training run shows its progress)."""
    script = tmp_path / "example.py"
    script.write_text(code, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    if bars:
        assert "Warning" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    else:
        assert done.stderr == "", done.stderr[-3000:]
    return done.stdout


def test_the_readme_leads_with_two_commands_curl_the_console_and_python():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    first = text.split("\n## ", 1)[0]
    assert re.search(r"```sh\nmake serve .*\nmake test .*\n```", first)
    heads = re.findall(r"^## (.+)$", text, flags=re.M)
    assert heads[:2] == ["Try it", "From Python"]
    assert "curl -s http://127.0.0.1:8000/v1/act" in text.split("## From Python")[0]
    assert "http://127.0.0.1:8000/" in text.split("## From Python")[0]
    assert "| method | easy 100 |" not in text  # the long tables live in docs/results/
    assert "| method | easy 100 |" in (REPO / "docs/results/README.md").read_text()


def test_the_readme_has_its_examples():
    examples = readme_examples()
    assert len(examples) >= 3
    assert len([line for line in examples[0].splitlines() if line.strip()]) <= 5


def test_one_decision_in_five_lines(tmp_path):
    out = run_example(readme_examples()[0], tmp_path)
    assert out == "take coin because find(coin) → take(coin)\n"


@pytest.mark.slow
def test_the_agent_plays_a_game_in_the_gymnasium_environment(tmp_path):
    # as a saved script with no `if __name__ == "__main__":` guard, generating its games
    games = tmp_path / "games"
    code = readme_examples()[1].replace("games=3)", f"games=3, games_dir={str(games)!r})")
    assert code != readme_examples()[1]
    out = run_example(code, tmp_path)
    won, steps = re.fullmatch(r"(won|lost) in (\d+) steps\n", out).groups()
    assert won == "won" and 10 <= int(steps) <= 100  # a level-10 game: at least 9 moves + take
    assert len(list(games.glob("hard/valid/*.z8"))) == 3


@pytest.mark.slow
def test_training_from_python_returns_an_agent(tmp_path):
    out = run_example(readme_examples()[2], tmp_path, bars=True)
    assert out == "take coin\n"


@pytest.mark.slow
def test_the_python_page_runs(tmp_path, readme_server):
    blocks = python_blocks("docs/python.md")
    assert len(blocks) >= 3
    for k, code in enumerate(blocks):
        code = code.replace("http://127.0.0.1:8000", readme_server)
        (tmp_path / str(k)).mkdir()
        run_example(code, tmp_path / str(k), {"FOLNN_OPERATOR_TOKEN": "readme-token"})


@pytest.mark.slow
def test_the_curl_example_answers(readme_server):
    text = (REPO / "README.md").read_text(encoding="utf-8")
    command = re.search(r"```sh\n(curl .*?)```", text, flags=re.S).group(1)
    command = command.replace("http://127.0.0.1:8000", readme_server)
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert (answer["action"], answer["rule"], answer["fired"]) == (
        "take coin",
        "find(coin) → take(coin)",
        True,
    )
    assert f'"rule": "{answer["rule"]}", "rule_id": "{answer["rule_id"]}"' in text


@pytest.fixture(scope="module")
def readme_server(tmp_path_factory):
    """``make serve``'s server (the shipped policies) on a free port, with an operator token."""
    from tests.service.conftest import free_port, server_env, start_server, stop_server

    tmp = tmp_path_factory.mktemp("readme-server")
    port = free_port()
    env = server_env(tmp / "data", REPO / "policies", port, FOLNN_OPERATOR_TOKEN="readme-token")
    env["FOLNN_POLICY_NAME"] = "fol-rules"  # the shipped family, its newest version
    del env["FOLNN_DEFAULT_VERSION"]
    proc = start_server(env, tmp / "server.log")
    yield f"http://127.0.0.1:{port}"
    stop_server(proc)
