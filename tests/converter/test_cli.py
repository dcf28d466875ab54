"""The `folnn facts` contract (docs/architecture.md §3) through run_facts and `python -m
converter.cli`."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from converter.cli import FactsArgs, run_facts

ATTIC = "-= Attic =-\nThere is an exit to the north.\n\nThere is a coin on the floor."
CELLAR = "-= Cellar =-\nThere is an unguarded exit to the south."
REPO_ROOT = Path(__file__).resolve().parents[2]


def _run(lines: list[bytes]) -> tuple[int, list[dict]]:
    stdin = io.BytesIO(b"".join(line + b"\n" for line in lines))
    stdout = io.StringIO()
    status = run_facts(FactsArgs(), stdin=stdin, stdout=stdout)
    return status, [json.loads(line) for line in stdout.getvalue().splitlines()]


def test_good_lines_give_every_grounding() -> None:
    request = {"observation": CELLAR, "history": [{"observation": ATTIC, "action": "go north"}]}
    status, out = _run([json.dumps(request).encode(), json.dumps({"observation": ATTIC}).encode()])
    assert status == 0 and len(out) == 2
    assert out[0]["room"] == "Cellar"
    truth = {(f["predicate"], tuple(f["args"])): f["truth"] for f in out[0]["facts"]}
    assert len(truth) == 3 * 5 + 1
    assert truth[("find", ("south",))] == 1.0 and truth[("visited", ("south",))] == 1.0
    assert truth[("initial", ("south",))] == 1.0 and truth[("all_visited", ())] == 1.0
    assert truth[("find", ("coin",))] == 0.0
    assert {f["predicate"] for f in out[1]["facts"]} == {
        "find",
        "visited",
        "initial",
        "all_visited",
    }


def test_bad_lines_get_error_lines_and_processing_goes_on() -> None:
    good = json.dumps({"observation": ATTIC, "history": []}).encode()
    status, out = _run(
        [
            b"not json",
            b"\xff\xfe\xfd",
            b'{"observation": 1}',
            b'{"observation": "x", "history": [{"observation": "y"}]}',
            json.dumps({"observation": "x" * 40_000}).encode(),
            b"[1, 2]",
            b"",
            good,
        ]
    )
    assert status == 1
    codes = [line.get("error", {}).get("code") for line in out]
    assert codes == [
        "invalid_json",
        "invalid_encoding",
        "invalid_request",
        "invalid_request",
        "invalid_input",
        "invalid_request",
        None,
    ]
    assert [line["error"]["line"] for line in out[:6]] == [1, 2, 3, 4, 5, 6]
    assert out[-1]["room"] == "Attic"


def test_text_stdin_works_too() -> None:
    stdout = io.StringIO()
    stdin = io.StringIO(json.dumps({"observation": ATTIC, "history": []}) + "\n")
    assert run_facts(FactsArgs(), stdin=stdin, stdout=stdout) == 0
    assert json.loads(stdout.getvalue())["room"] == "Attic"


def test_module_entry_point() -> None:
    request = json.dumps({"observation": ATTIC, "history": []}) + "\nnope\n"
    done = subprocess.run(
        [sys.executable, "-m", "converter.cli"],
        input=request.encode(),
        capture_output=True,
        cwd=REPO_ROOT,
        timeout=120,
    )
    lines = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert done.returncode == 1, done.stderr.decode()[-2000:]
    assert lines[0]["room"] == "Attic" and lines[1]["error"]["code"] == "invalid_json"
