"""``make container-test``: the two images built and run for real (docs/deploy.md).

On an engine of its own (:mod:`deploy.engine`: no bridge, no iptables rule), with the base made
from Debian's packages where the engine lacks it: builds the Dockerfile's ``trainer`` and
``server`` targets (torch from PyTorch's CPU index where it answers, else from the local wheel
folder served on loopback), trains on a tiny budget into a volume, serves that volume read-only
from the server image (read-only root, host network, a free loopback port) and drives
``/readyz``, ``/v1/act``, ``/v1/rules`` and an operator route; the trainer image serves the same
volume too, to measure its start beside the server's. It checks that the server image holds no
torch (serving decides in numpy) and that the installed package finds its shipped policy
(``folnn.Agent.load()`` outside the checkout). Then the compose stack on the trained volume
(:mod:`deploy.compose_stack`: two replicas, PostgreSQL and nginx, the PostgreSQL outage).
Everything it started is stopped and
removed; the images stay (the build cache: the build stages' images are untagged, so an image
prune would empty it). Prints its figures as one JSON line.

    .venv/bin/python -m deploy.container_test
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

from deploy.compose_stack import run_stack
from deploy.engine import (
    Engine,
    ensure_base_image,
    free_port,
    loopback_files,
    running_engine,
)

__all__ = ["build_args", "main"]

REPO = Path(__file__).resolve().parents[1]
TORCH_INDEX = "https://download.pytorch.org/whl/cpu"
WHEEL_FOLDERS = [Path(p) for p in os.environ.get("PIP_FIND_LINKS", "/opt/wheels").split()]
LOCAL_CAS = Path("/usr/local/share/ca-certificates")
TOKEN = "container-test-token"
OBSERVATION = "-= Kitchen =-\nYou are in a kitchen. There is an exit to the east. "
TRAIN = [
    "train", "--method", "fol-lnn", "--difficulty", "easy", "--epochs", "2",
    "--train-games", "2", "--test-games", "1", "--eval-every", "1", "--games-per-epoch", "2",
    "--out", "runs/latest", "--policy-name", "fol-rules", "--no-progress", "--no-tensorboard",
]  # fmt: skip


def _reachable(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5):
            return True
    except (OSError, ValueError):
        return False


def build_args(index_reachable: bool, files_url: str | None, extra_ca: bool) -> list[str]:
    """``--build-arg``s: none where PyTorch's index answers, else the loopback wheel folder in
    its place (and the host's own CA certificates where it has some)."""
    if index_reachable or files_url is None:
        return []
    args = ["PIP_EXTRA_INDEX_URL=", f"PIP_FIND_LINKS={files_url}wheels/"]
    if extra_ca:
        args.append(f"EXTRA_CA_URL={files_url}ca.crt")
    return [x for arg in args for x in ("--build-arg", arg)]


def _local_files(tmp: Path) -> dict[str, Path]:
    files = {
        f"wheels/{wheel.name}": wheel.resolve()
        for folder in WHEEL_FOLDERS
        if folder.is_dir()
        for wheel in sorted(folder.glob("*.whl"))
    }
    cas = sorted(LOCAL_CAS.glob("*.crt")) if LOCAL_CAS.is_dir() else []
    if cas:
        bundle = tmp / "ca.crt"
        bundle.write_text("".join(p.read_text() for p in cas))
        files["ca.crt"] = bundle
    return files


def _http(method: str, url: str, body: dict | None = None, token: str | None = None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, json.loads(resp.read() or b"null")
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"null")


def _wait_ready(url: str, engine: Engine, name: str, timeout: float = 180) -> None:
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        try:
            if _http("GET", url + "/readyz")[0] == 200:
                return
        except (OSError, ValueError):
            pass
        if engine.output("inspect", "-f", "{{.State.Running}}", name) != "true":
            engine("logs", name, check=False)
            raise RuntimeError(f"{name} exited before /readyz answered 200")
        time.sleep(0.2)
    engine("logs", name, check=False)
    raise RuntimeError(f"{name}: /readyz not 200 within {timeout} s")


@contextlib.contextmanager
def _serving(
    engine: Engine, image: str, volume: str, run_id: str, entrypoint: list[str]
) -> Iterator[tuple[str, float, str]]:
    """``image`` serving ``volume`` read-only on a free loopback port (read-only root, its data
    folder a volume of its own); yields (base URL, seconds from ``docker run`` to /readyz 200,
    container name)."""
    port = free_port()
    name = f"folnn-ct-{image.split(':')[0]}-{run_id}"
    data = f"{name}-data"
    start = time.monotonic()
    engine(
        "run", "--detach", "--name", name, "--network", "host", "--read-only",
        "--tmpfs", "/tmp", "--volume", f"{volume}:/app/policies:ro",
        "--volume", f"{data}:/data", "--env", "HOST=127.0.0.1", "--env", f"PORT={port}",
        "--env", "WORKERS=1", "--env", f"FOLNN_OPERATOR_TOKEN={TOKEN}", *entrypoint, image,
        *(["-m", "service.serve"] if entrypoint else []),
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        _wait_ready(f"http://127.0.0.1:{port}", engine, name)
        yield f"http://127.0.0.1:{port}", time.monotonic() - start, name
    finally:
        engine("rm", "--force", "--volumes", name, check=False, capture_output=True)
        engine("volume", "rm", "--force", data, check=False, capture_output=True)


def _image_mb(engine: Engine, image: str) -> float:
    return round(int(engine.output("image", "inspect", "-f", "{{.Size}}", image)) / 1e6, 1)


def _drive(url: str, version: str) -> dict:
    """The routes the test drives through a served container; returns what they answered."""
    status, ready = _http("GET", url + "/readyz")
    assert status == 200 and ready["status"] == "ready", ready
    status, act = _http("POST", url + "/v1/act", {"observation": OBSERVATION, "history": []})
    assert status == 200 and act["action"].startswith("go "), act
    status, rules = _http("GET", url + "/v1/rules")
    assert status == 200 and rules["policy_version"] == version, (version, rules)
    status, denied = _http("GET", url + "/v1/policies")
    assert status in (401, 403) and set(denied["error"]) == {"code", "message", "detail"}, denied
    status, policies = _http("GET", url + "/v1/policies", token=TOKEN)
    assert status == 200 and version in json.dumps(policies), policies
    return {"action": act["action"], "version": rules["policy_version"]}


def _python(engine: Engine, image: str, code: str) -> str:
    """What ``python -c code`` prints in a fresh container of ``image`` (working directory
    /tmp: the installed package, not a checkout)."""
    return engine.output(
        "run", "--rm", "--network", "host", "--read-only", "--workdir", "/tmp",
        "--entrypoint", "python", image, "-c", code,
    )  # fmt: skip


HAS_TORCH = "import importlib.util; print(importlib.util.find_spec('torch') is not None)"
AGENT_DEFAULT = "from folnn import Agent; print(Agent.load().version)"
"""The Python agent's default policy, read from the installed package's data (not /app)."""


def _health(engine: Engine, name: str, timeout: float = 90) -> str:
    deadline = time.monotonic() + timeout
    state = ""
    while time.monotonic() < deadline:
        state = engine.output("inspect", "-f", "{{.State.Health.Status}}", name)
        if state != "starting":
            break
        time.sleep(1)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--no-stack", action="store_true", help="skip the compose stack (deploy/compose_stack.py)"
    )
    options = parser.parse_args(argv)
    run_id = uuid.uuid4().hex[:8]
    figures: dict[str, object] = {"run": run_id}
    with tempfile.TemporaryDirectory(prefix="folnn-ct-", dir="/var/tmp") as tmp_name:
        tmp = Path(tmp_name)
        with running_engine(tmp) as engine:
            t = time.monotonic()
            figures["base_made"] = ensure_base_image(engine, tmp)
            figures["base_s"] = round(time.monotonic() - t, 1)
            reachable = _reachable(TORCH_INDEX + "/")
            files = _local_files(tmp)
            with loopback_files(files) as url:
                args = build_args(reachable, url, "ca.crt" in files)
                for target in ("trainer", "server"):
                    t = time.monotonic()
                    engine(
                        "build", "--network", "host", "--target", target,
                        "--tag", f"folnn-{target}:test", *args, str(REPO),
                    )  # fmt: skip
                    figures[f"build_{target}_s"] = round(time.monotonic() - t, 1)
                    figures[f"{target}_image_mb"] = _image_mb(engine, f"folnn-{target}:test")
                    figures[f"{target}_has_torch"] = _python(
                        engine, f"folnn-{target}:test", HAS_TORCH
                    )
            assert figures["server_has_torch"] == "False", figures  # serving runs in numpy
            assert figures["trainer_has_torch"] == "True", figures
            figures["agent_default"] = _python(engine, "folnn-server:test", AGENT_DEFAULT)
            assert figures["agent_default"], figures
            volume, games = f"folnn-ct-policies-{run_id}", f"folnn-ct-games-{run_id}"
            version = f"container-test-{run_id}"
            try:
                t = time.monotonic()
                engine(
                    "run", "--rm", "--network", "host", "--volume", f"{volume}:/app/policies",
                    "--volume", f"{games}:/app/var", "folnn-trainer:test", *TRAIN,
                    "--policy-version", version,
                )  # fmt: skip
                figures["train_s"] = round(time.monotonic() - t, 1)
                with _serving(engine, "folnn-server:test", volume, run_id, []) as (u, s, name):
                    figures["server_readyz_s"] = round(s, 1)
                    figures["served"] = _drive(u, version)
                    figures["server_health"] = _health(engine, name)
                    assert figures["server_health"] == "healthy", figures
                trainer_as_server = ["--entrypoint", "python"]
                with _serving(engine, "folnn-trainer:test", volume, run_id, trainer_as_server) as (
                    u,
                    s,
                    _,
                ):
                    figures["trainer_image_readyz_s"] = round(s, 1)
                    _drive(u, version)
                if not options.no_stack:
                    figures["stack"] = run_stack(engine, tmp, volume, TOKEN, run_id)
                    assert figures["stack"]["passed"], figures["stack"]
            finally:
                engine("volume", "rm", "--force", volume, games, check=False, capture_output=True)
    print(json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
