"""``folnn serve [--policy DIR]`` serves a trained run, and a server whose policy family is
misspelt refuses to start in one line naming the families there (issue 40, item 6: the family
was two environment variables in docs/service.md, and a misspelt one started a server whose
/readyz said `version 'fol-lnn-twx-s4-e200' refused`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from folnn.serve import ServeArgs, serve_environment
from training.options import UsageError

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "policies" / "fol-rules" / "fol-lnn-twx-s4-e200"


@pytest.fixture()
def run(tmp_path: Path) -> Path:
    """A run folder as `folnn train --out` leaves it: its artifact under policies/."""
    out = tmp_path / "runs" / "mine"
    shutil.copytree(SHIPPED, out / "policies" / "fol-lnn-twx" / "s4-e200")
    (out / "metrics.json").write_text("{}")
    return out


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FOLNN_", "PROMETHEUS_"))}
    return {**env, "PYTHONPATH": str(REPO), **extra}


def test_policy_names_a_run_a_family_or_a_version(run):
    family = run / "policies" / "fol-lnn-twx"
    expected = {"FOLNN_POLICIES_DIR": str(family.parent), "FOLNN_POLICY_NAME": "fol-lnn-twx"}
    assert serve_environment(ServeArgs(policy=run)) == expected
    assert serve_environment(ServeArgs(policy=family)) == expected
    assert serve_environment(ServeArgs(policy=family / "s4-e200", port=9000)) == {
        **expected,
        "FOLNN_DEFAULT_VERSION": "s4-e200",
        "PORT": "9000",
    }


def test_a_folder_without_a_policy_is_refused_naming_what_it_holds(tmp_path):
    (tmp_path / "notes.txt").write_text("")
    with pytest.raises(UsageError, match=r"--policy: no policy in .*; it holds: notes.txt"):
        serve_environment(ServeArgs(policy=tmp_path))


@pytest.mark.parametrize(
    ("family", "message"),
    [
        (
            "fol-lnn-twx-s4-e200",
            "folnn serve: error: no policy family 'fol-lnn-twx-s4-e200' under {root}"
            " (FOLNN_POLICY_NAME); the families there: fol-rules; 'fol-lnn-twx-s4-e200' is a"
            " version of fol-rules\n",
        ),
        (
            "fol-rule",
            "folnn serve: error: no policy family 'fol-rule' under {root} (FOLNN_POLICY_NAME);"
            " the families there: fol-rules\n",
        ),
    ],
)
def test_a_misspelt_family_refuses_to_start(tmp_path, family, message):
    root = REPO / "policies"
    env = _clean_env(
        FOLNN_POLICY_NAME=family, FOLNN_POLICIES_DIR=str(root), FOLNN_DATA_DIR=str(tmp_path)
    )
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "service.serve"], env=env, capture_output=True, text=True
    )
    assert done.returncode == 2 and time.perf_counter() - started < 60
    assert done.stderr.endswith(message.format(root=root)), done.stderr


@pytest.mark.slow
def test_folnn_serve_serves_a_trained_run(run, tmp_path):
    from tests.service.conftest import free_port

    port = free_port()
    env = _clean_env(FOLNN_DATA_DIR=str(tmp_path / "data"))
    cmd = [sys.executable, "-m", "folnn.cli", "serve", "--policy", str(run), "--port", str(port)]
    log = tmp_path / "serve.log"
    with log.open("w") as sink:
        proc = subprocess.Popen(
            [*cmd, "--workers", "1"], cwd=tmp_path, env=env, stdout=sink, stderr=sink
        )
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as r:
                    ready = json.loads(r.read())
                break
            except OSError:
                assert proc.poll() is None, log.read_text()[-3000:]
                assert time.monotonic() < deadline, log.read_text()[-3000:]
                time.sleep(0.5)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/rules", timeout=5) as r:
            rules = json.loads(r.read())
        assert rules["policy_version"] == "s4-e200", (ready, rules)
        assert rules["rules"][-1]["text"] == "∃x∈W_money: find(x) → take(x)"
    finally:
        proc.terminate()
        proc.wait(timeout=30)
