"""Fixtures: real games, real policy artifacts, and a real gunicorn (2 workers) on loopback."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
import requests

REPO = Path(__file__).resolve().parents[2]
TOKEN = "test-operator-token"
POLICY_NAME = "fol-rules"
GAME_CACHE = REPO / "var" / "test-games" / "service"
# Limits the tests probe (small, so the 413/422 cases stay cheap).
MAX_BODY = 400_000
MAX_OBS = 6000
MAX_HISTORY = 120


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def save_policy(root: Path, version: str, seed: int, vocab=None) -> Path:  # noqa: ANN001
    """A freshly initialised FOL-LNN policy saved as ``<root>/fol-rules/<version>``, over
    ``vocab`` (a :class:`~converter.facts.Vocabulary`; default: the paper's)."""
    from converter.converter import FOLConverter
    from model.policy import FolLnnPolicy, PolicyConfig
    from model.registry import save_artifact

    vocab = FOLConverter().vocabulary if vocab is None else vocab
    policy = FolLnnPolicy(PolicyConfig(vocabulary=vocab.to_dict(), seed=seed))
    return save_artifact(
        policy,
        root,
        POLICY_NAME,
        version,
        method="fol-lnn",
        network="lnn-and-or",
        training={"seed": seed, "note": "freshly initialised for service tests"},
        evaluation={},
        rules=[r.to_dict() for r in policy.rules()],
    )


def retrained_policy(
    root: Path, version: str, source: Path, evaluation: dict | None = None, **config
) -> Path:
    """The trained network of ``source`` saved again as ``<root>/fol-rules/<version>`` with its
    training record (``config`` overrides keys of the training config, e.g. ``difficulty``)
    and ``evaluation`` (default: the source's): a second trained version for rollout tests,
    made by the project's own artifact code, no rule edited."""
    from model.registry import load_artifact, network_kind, save_artifact

    loaded = load_artifact(source)
    training = json.loads(json.dumps(loaded.manifest["training"]))
    training["config"].update(config)
    return save_artifact(
        loaded.model,
        root,
        POLICY_NAME,
        version,
        method=loaded.manifest["method"],
        network=network_kind(loaded.manifest["model"]),
        training=training,
        evaluation=loaded.manifest["evaluation"] if evaluation is None else evaluation,
        rules=[r.to_dict() for r in loaded.model.rules()],
    )


def pack(folder: Path, top: str | None = None) -> bytes:
    """``folder`` as a gzipped tar archive, its files under ``top/`` (or at the top)."""
    import io
    import tarfile

    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for file in sorted(folder.iterdir()):
            tar.add(file, arcname=f"{top}/{file.name}" if top else file.name)
    return buf.getvalue()


def shipped_policy() -> Path | None:
    """The trained default policy shipped under policies/ (what ``make serve`` serves), or
    None."""
    from folnn.agent import DEFAULT_POLICY
    from model.artifact import ArtifactError
    from model.versions import resolve_version

    try:
        return resolve_version(DEFAULT_POLICY)
    except ArtifactError:
        return None


@pytest.fixture(scope="session")
def policy_root(tmp_path_factory) -> Path:
    """v1, v2 (fresh policies), tampered (weights changed after hashing), shipped (if any)."""
    root = tmp_path_factory.mktemp("policies")
    save_policy(root, "v1", seed=1)
    save_policy(root, "v2", seed=2)
    bad = save_policy(root, "tampered", seed=3)
    weights = bad / "weights.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0xFF
    weights.write_bytes(bytes(data))
    shipped = shipped_policy()
    if shipped is not None:
        shutil.copytree(shipped, root / POLICY_NAME / "shipped")
    return root


def make_game(level_code: int, seed: int) -> Path:
    """A compiled Coin-Collector game, generated once and cached under var/test-games/."""
    import textworld
    from textworld.challenges.tw_coin_collector import coin_collector
    from textworld.generator import compile_game

    path = GAME_CACHE / f"level{level_code}-seed{seed}.z8"
    if path.is_file():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    options = textworld.GameOptions()
    options.seeds = seed
    options.grammar.only_last_action = True
    options.path = str(path)
    options.file_ext = ".z8"
    options.force_recompile = True
    compile_game(coin_collector.make({"level": level_code}, options), options)
    return path


@pytest.fixture(scope="session")
def game_path() -> Path:
    """An easy level-5 game (seed outside the training/test sets)."""
    return make_game(5, seed=987_001)


@pytest.fixture(scope="session")
def hard_game() -> Path:
    """A hard level-10 game (seed outside the training/test sets): branching rooms, where
    an untrained policy's fallback and the shipped rules choose differently."""
    return make_game(210, seed=987_002)


def play_game(act, game: Path, episode_id: str | None = None, max_steps: int = 100) -> list:
    """Play ``game`` by asking ``act(body) -> answer`` for every step (the game's own history);
    returns ``(body, answer)`` per step and whether the game was won."""
    from training.env import CoinCollectorEnv

    steps, won = [], False
    with CoinCollectorEnv(game, max_steps=max_steps) as env:
        obs, history = env.reset(), []
        for _ in range(max_steps):
            body = {"observation": obs, "history": list(history)}
            if episode_id is not None:
                body["episode_id"] = episode_id
            answer = act(body)
            steps.append((body, answer))
            step = env.step(answer["action"])
            history.append({"observation": obs, "action": answer["action"]})
            obs = step.observation
            if step.done:
                won = bool(step.won)
                break
    return steps, won


def act_while_following(urls: list[str], bodies: list[dict], n: int) -> tuple[list, list, int]:
    """``n`` ``/v1/act`` from 4 threads spread over ``urls`` while a reader polls the last one
    as the console's live view does (``after`` = the last ``next_after``). Returns the run's
    decisions as the log lists them once every worker has written them, what the reader got,
    and its last ``next_after``."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    run, headers = uuid.uuid4().hex[:8], {"Authorization": f"Bearer {TOKEN}"}
    log = f"{urls[-1]}/v1/decisions"
    seen: list[dict] = []
    done = threading.Event()
    cursor = requests.get(log, params={"limit": 1}, headers=headers, timeout=10).json()
    cursor = cursor["next_after"]

    def follow() -> None:
        nonlocal cursor
        while True:
            last_round = done.is_set()
            params = {"limit": 500, "after": cursor}
            page = requests.get(log, params=params, headers=headers, timeout=10).json()
            seen.extend(page["items"])
            cursor = page["next_after"]
            if last_round:
                return
            time.sleep(0.01)

    def act(i: int) -> None:
        url, rid = urls[i % len(urls)], {"X-Request-ID": f"order-{run}-{i}"}
        r = requests.post(f"{url}/v1/act", json=bodies[i % len(bodies)], headers=rid, timeout=10)
        assert r.ok, r.text

    reader = threading.Thread(target=follow)
    reader.start()
    mine: list[dict] = []
    try:
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(act, range(n)))
        deadline = time.monotonic() + 10
        while len(mine) < n and time.monotonic() < deadline:  # every worker has written
            time.sleep(0.05)
            page = requests.get(log, params={"limit": 500}, headers=headers, timeout=10).json()
            mine = [
                d
                for d in page["items"]
                if (d["client_request_id"] or "").startswith(f"order-{run}")
            ]
    finally:
        done.set()
        reader.join()
    return mine, seen, cursor


def assert_time_order_and_nothing_missed(mine: list, seen: list, n: int) -> None:
    """The run's ``n`` decisions are in the log with ids in time order; the live reader got
    each of them, and everything it got once and in commit order."""
    assert len(mine) == n
    by_id = sorted(mine, key=lambda d: d["id"])
    assert [d["at"] for d in by_id] == sorted(d["at"] for d in mine)  # ids in time order
    assert {d["id"] for d in mine} <= {d["id"] for d in seen}  # the live reader missed none
    assert len(seen) == len({d["id"] for d in seen})  # and got each once
    assert [d["seq"] for d in seen] == sorted(d["seq"] for d in seen)  # in commit order


@pytest.fixture(scope="session")
def transcript(game_path) -> list[tuple[str, str]]:
    """A real 50-turn history of (observation, action) from the game, by a fixed walk."""
    from training.env import CoinCollectorEnv

    moves = ["go north", "go east", "go south", "go west", "go east", "go north", "go west"]
    turns: list[tuple[str, str]] = []
    with CoinCollectorEnv(game_path, max_steps=200) as env:
        obs = env.reset()
        i = 0
        while len(turns) < 50:
            action = moves[i % len(moves)]
            i += 1
            step = env.step(action)
            turns.append((obs, action))
            obs = step.observation
            if step.done:
                obs = env.reset()
        turns.append((obs, ""))
    return turns


class Server:
    """A running ``python -m service.serve`` and helpers to call it."""

    def __init__(self, url: str, proc: subprocess.Popen, data_dir: Path) -> None:
        self.url = url
        self.proc = proc
        self.data_dir = data_dir
        self.session = requests.Session()

    def op_headers(self) -> dict:
        return {"Authorization": f"Bearer {TOKEN}"}

    def get(self, path: str, operator: bool = False, **kw) -> requests.Response:
        headers = {**(self.op_headers() if operator else {}), **kw.pop("headers", {})}
        return requests.get(self.url + path, headers=headers, timeout=10, **kw)

    def post(self, path: str, body=None, operator: bool = False, **kw) -> requests.Response:
        headers = {**(self.op_headers() if operator else {}), **kw.pop("headers", {})}
        return requests.post(self.url + path, json=body, headers=headers, timeout=10, **kw)

    def delete(self, path: str, **kw) -> requests.Response:
        return requests.delete(self.url + path, headers=self.op_headers(), timeout=10, **kw)


def server_env(data_dir: Path, policy_root: Path, port: int, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FOLNN_", "PROMETHEUS_"))}
    env.update(
        HOST="127.0.0.1",
        PORT=str(port),
        WORKERS="2",
        FOLNN_DATA_DIR=str(data_dir),
        FOLNN_POLICIES_DIR=str(policy_root),
        FOLNN_POLICY_NAME=POLICY_NAME,
        FOLNN_DEFAULT_VERSION="v1",
        FOLNN_OPERATOR_TOKEN=TOKEN,
        FOLNN_EXPOSE_WORKER_ID="true",
        FOLNN_MAX_BODY_BYTES=str(MAX_BODY),
        FOLNN_MAX_OBSERVATION_CHARS=str(MAX_OBS),
        FOLNN_MAX_HISTORY=str(MAX_HISTORY),
        FOLNN_AUDIT_FLUSH_INTERVAL_S="0.02",
    )
    env.update(extra)
    return env


def start_server(
    env: dict[str, str], log_path: Path, timeout_s: float = 90.0, ready_path: str = "/readyz"
) -> subprocess.Popen:
    """Start gunicorn through service.serve and wait until ``ready_path`` answers 200."""
    log = log_path.open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.serve"], cwd=REPO, env=env, stdout=log, stderr=log
    )
    url = f"http://127.0.0.1:{env['PORT']}"
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited: {log_path.read_text()[-3000:]}")
        try:
            if requests.get(url + ready_path, timeout=2).status_code == 200:
                return proc
        except requests.RequestException:
            pass
        time.sleep(0.3)
    stop_server(proc)
    raise RuntimeError(f"server not ready in {timeout_s}s: {log_path.read_text()[-3000:]}")


def stop_server(proc: subprocess.Popen) -> None:
    """Graceful stop (SIGTERM), then kill if it hangs."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="session")
def server(tmp_path_factory, policy_root) -> Server:
    """gunicorn with 2 sync workers on a free loopback port, SQLite in a temp data dir."""
    data_dir = tmp_path_factory.mktemp("data")
    env = server_env(data_dir, policy_root, free_port())
    proc = start_server(env, data_dir / "server.log")
    srv = Server(f"http://127.0.0.1:{env['PORT']}", proc, data_dir)
    yield srv
    stop_server(proc)


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL server for the session: the machine's binaries (``make setup`` installs
    Debian's package), initdb in a temporary folder, a free loopback port."""
    from reliability.pgserver import PgServer

    server = PgServer().start()
    yield server
    server.close()


@pytest.fixture
def pg_url(postgres) -> str:
    """The URL of a fresh, empty database on the session's server (dropped afterwards)."""
    name = f"t_{uuid.uuid4().hex[:16]}"
    url = postgres.create_database(name)
    yield url
    postgres.drop_database(name)


def open_test_store(kind: str, tmp_path: Path, pg_url: str | None):
    """A store of ``kind`` (``sqlite`` in ``tmp_path``, ``postgresql`` at ``pg_url``), its
    schema created."""
    from service.store import SQLiteStore
    from service.store.postgres import PostgresStore

    store = SQLiteStore(tmp_path / "store.sqlite3") if kind == "sqlite" else PostgresStore(pg_url)
    store.init_schema()
    return store


@pytest.fixture(params=["sqlite", "postgresql"])
def any_store(request, tmp_path):
    """The same store tests on both backends: SQLite and a real PostgreSQL server."""
    url = request.getfixturevalue("pg_url") if request.param == "postgresql" else None
    store = open_test_store(request.param, tmp_path, url)
    yield store
    store.close()


@pytest.fixture(scope="session")
def spec() -> dict:
    import yaml

    return yaml.safe_load((REPO / "openapi.yaml").read_text())


def act_body(transcript, n_history: int, **extra) -> dict:
    """A /v1/act body: the observation after ``n_history`` real turns."""
    history = [{"observation": o, "action": a} for o, a in transcript[:n_history]]
    return {"observation": transcript[n_history][0], "history": history, **extra}


def manifest(path: Path) -> dict:
    return json.loads((path / "manifest.json").read_text())


class SpecChecker:
    """Validates live responses against openapi.yaml (status documented, body matches schema)."""

    def __init__(self, spec: dict) -> None:
        from jsonschema import Draft202012Validator
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012

        self.spec = spec
        self._registry = Registry().with_resource(
            "urn:folnn-spec", Resource.from_contents(spec, default_specification=DRAFT202012)
        )
        self._validator_cls = Draft202012Validator
        self.checked: set[tuple[str, str]] = set()

    def _pointer(self, *parts: str) -> str:
        return "/".join(p.replace("~", "~0").replace("/", "~1") for p in parts)

    def __call__(self, method: str, template: str, resp: requests.Response) -> dict | None:
        op = self.spec["paths"][template][method.lower()]
        status = str(resp.status_code)
        assert status in op["responses"], f"{method} {template}: {status} not documented"
        ref_parts = ["paths", template, method.lower(), "responses", status]
        response = op["responses"][status]
        if "$ref" in response:
            ref_parts = response["$ref"].removeprefix("#/").split("/")
            response = self.spec["components"]["responses"][ref_parts[-1]]
        mimetype = resp.headers.get("Content-Type", "").split(";")[0].strip()
        assert mimetype in response["content"], f"{method} {template}: {mimetype} not documented"
        self.checked.add((method.lower(), template))
        if mimetype != "application/json":
            return None
        body = resp.json()
        schema = {
            "$ref": "urn:folnn-spec#/"
            + self._pointer(*ref_parts, "content", "application/json", "schema")
        }
        self._validator_cls(schema, registry=self._registry).validate(body)
        assert resp.headers.get("X-Request-ID"), "every response carries X-Request-ID"
        return body


@pytest.fixture(scope="session")
def check(spec) -> SpecChecker:
    return SpecChecker(spec)


def app_settings(tmp: Path, policy_root: Path, **extra):
    from service.settings import Settings

    values = {
        "data_dir": tmp,
        "policies_dir": policy_root,
        "policy_name": POLICY_NAME,
        "default_version": "v1",
        "operator_token": TOKEN,
        "max_body_bytes": MAX_BODY,
        "max_observation_chars": MAX_OBS,
        "max_history": MAX_HISTORY,
    }
    return Settings(**{**values, **extra})


@pytest.fixture(scope="session")
def app(tmp_path_factory, policy_root):
    """The app in-process (no gunicorn): for its url map and Flask test-client checks."""
    from service import create_app

    return create_app(app_settings(tmp_path_factory.mktemp("inproc"), policy_root))


@pytest.fixture(scope="session")
def limits() -> dict[str, int]:
    """The limits the test server runs with."""
    return {"body": MAX_BODY, "observation": MAX_OBS, "history": MAX_HISTORY}


@pytest.fixture(scope="session")
def body_of(transcript):
    """``body_of(n, **extra)``: a /v1/act body after ``n`` real turns."""
    return lambda n, **extra: act_body(transcript, n, **extra)


@pytest.fixture(scope="session")
def settings_for(policy_root):
    """``settings_for(tmp, **overrides)``: in-process Settings like the test server's."""
    return lambda tmp, **extra: app_settings(tmp, policy_root, **extra)


# Back in the start room after visiting its only exit: all_visited, no initial exit (the start
# room has none): no rule of the shipped policy fires there (issue 20's honest answers).
START_ROOM = "-= Start =-\nThere is an exit to the north. "
EXPLORED = {
    "observation": START_ROOM,
    "history": [
        {"observation": START_ROOM, "action": "go north"},
        {"observation": "-= Hall =-\nThere is an exit to the south. ", "action": "go south"},
    ],
}
