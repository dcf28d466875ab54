"""The compose stack brought up for real (``make container-test``, docs/deploy.md): two server
replicas, PostgreSQL and nginx from docker-compose.yml with deploy/compose.host.yml over it
(host networking on free loopback ports, PostgreSQL and nginx made of Debian's packages), the
replica outage check of :mod:`reliability.outage` run against it (PostgreSQL stopped under load
on both replicas and started again), decisions through nginx before, during and after, then the
stack taken down with its containers and volumes, checked gone.

Debian's ``docker-compose`` (1.29) is installed where missing; it talks to the test's engine
(``DOCKER_HOST``) and builds nothing: the images are built first, by the engine.
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import requests

from deploy.engine import Engine, ensure_packages, free_port

__all__ = ["COMPOSE_FILES", "Replica", "Stack", "build_images", "host_nginx_conf", "run_stack"]

REPO = Path(__file__).resolve().parents[1]
COMPOSE_FILES = (REPO / "docker-compose.yml", REPO / "deploy" / "compose.host.yml")
IMAGES = {"folnn-postgres:test": "postgres.Dockerfile", "folnn-nginx:test": "nginx.Dockerfile"}
DB_PASSWORD = "container-test-db"


def build_images(engine: Engine) -> dict[str, float]:
    """Build the PostgreSQL and nginx images from Debian's packages; seconds each."""
    seconds = {}
    for tag, dockerfile in IMAGES.items():
        t = time.monotonic()
        engine(
            "build", "--network", "host", "--file", str(REPO / "deploy" / dockerfile),
            "--tag", tag, str(REPO / "deploy"),
        )  # fmt: skip
        seconds[tag] = round(time.monotonic() - t, 1)
    return seconds


def host_nginx_conf(conf: str, listen: int, upstreams: list[int]) -> str:
    """deploy/nginx.conf on the host's network: nginx on ``127.0.0.1:listen``, the replicas
    at ``127.0.0.1:<port>`` in the place of the compose service names."""
    servers = iter(upstreams)
    conf, n = re.subn(
        r"server server-[ab]:8000", lambda _: f"server 127.0.0.1:{next(servers)}", conf
    )
    conf, m = re.subn(r"listen 8080;", f"listen 127.0.0.1:{listen};", conf)
    if (n, m) != (len(upstreams), 1):
        raise ValueError("deploy/nginx.conf no longer names server-a, server-b and port 8080")
    return conf


@dataclass(frozen=True)
class Replica:
    """A server of the stack as :func:`reliability.outage.scenario` drives it."""

    url: str
    token: str

    def op_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


class Stack:
    """``docker-compose`` on the two files, one project, on the test's engine."""

    def __init__(self, engine: Engine, project: str, env: dict[str, str]) -> None:
        self.project = project
        self.env = {**os.environ, "DOCKER_HOST": engine.host, **env}
        self.engine = engine

    def __call__(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        files = [x for f in COMPOSE_FILES for x in ("--file", str(f))]
        cmd = ["docker-compose", *files, "--project-name", self.project, *args]
        return subprocess.run(cmd, check=check, env=self.env, cwd=REPO)

    def containers(self) -> list[str]:
        """Every container of the project, running or not."""
        label = f"label=com.docker.compose.project={self.project}"
        out = self.engine.output("ps", "--all", "--quiet", "--filter", label)
        return out.split()

    def volumes(self) -> list[str]:
        label = f"label=com.docker.compose.project={self.project}"
        return self.engine.output("volume", "ls", "--quiet", "--filter", label).split()


@dataclass
class _Postgres:
    """The stack's PostgreSQL as the outage scenario stops and starts it."""

    stack: Stack
    url: str

    def stop(self) -> None:
        self.stack("stop", "--timeout", "30", "postgres")

    def start(self, timeout_s: float = 60.0) -> None:
        import psycopg

        self.stack("start", "postgres")
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                with psycopg.connect(self.url, connect_timeout=2):
                    return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)


def _wait_healthy(url: str, timeout_s: float = 180) -> float:
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout_s:
        with contextlib.suppress(requests.RequestException):
            if requests.get(url + "/readyz", timeout=2).status_code == 200:
                return time.monotonic() - t0
        time.sleep(0.2)
    raise RuntimeError(f"{url}/readyz not 200 within {timeout_s} s")


def _through_proxy(proxy: str, n: int = 6) -> dict:
    """``n`` decisions through nginx: their statuses and the replicas' ports that answered."""
    statuses = []
    for _ in range(n):
        r = requests.post(
            proxy + "/v1/act",
            json={"observation": "-= Start =-\nThere is an exit to the north. "},
            timeout=10,
        )
        statuses.append(r.status_code)
    return {"statuses": sorted(set(statuses)), "requests": n}


@contextlib.contextmanager
def _proxy_load(proxy: str, every_s: float = 0.2) -> Iterator[list[int]]:
    """Decisions through nginx every ``every_s`` while the block runs: their statuses."""
    statuses: list[int] = []
    stop = threading.Event()

    def loop() -> None:
        while not stop.wait(every_s):
            try:
                statuses.append(_through_proxy(proxy, 1)["statuses"][0])
            except requests.RequestException:
                statuses.append(0)

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield statuses
    finally:
        stop.set()
        thread.join(timeout=30)


@contextlib.contextmanager
def _up(stack: Stack) -> Iterator[None]:
    try:
        stack("up", "--detach", "--no-build", "proxy")
        yield
    finally:
        stack("down", "--volumes", "--timeout", "30", check=False)


def run_stack(engine: Engine, tmp: Path, policies_volume: str, token: str, run_id: str) -> dict:
    """Bring the stack up on ``policies_volume``, drive it through nginx, run the outage, take
    it down; returns the figures (``passed`` among them)."""
    from reliability import outage
    from reliability.harness import bodies_from_transcripts, real_transcripts

    ensure_packages({"docker-compose": "docker-compose"})
    figures: dict = {"images_s": build_images(engine)}
    ports = {name: free_port() for name in ("PG", "A", "B", "PROXY")}
    conf = tmp / "nginx.conf"
    conf.write_text(
        host_nginx_conf((REPO / "deploy/nginx.conf").read_text(), ports["PROXY"],
                        [ports["A"], ports["B"]])
    )  # fmt: skip
    conf.chmod(0o644)
    env = {f"FOLNN_CT_{k}_PORT": str(v) for k, v in ports.items()}
    env |= {
        "FOLNN_CT_NGINX_CONF": str(conf),
        "FOLNN_CT_POLICIES_VOLUME": policies_volume,
        "FOLNN_OPERATOR_TOKEN": token,
        "FOLNN_DB_PASSWORD": DB_PASSWORD,
    }
    stack = Stack(engine, f"folnn-ct-{run_id}", env)
    a, b = (Replica(f"http://127.0.0.1:{ports[k]}", token) for k in ("A", "B"))
    proxy = f"http://127.0.0.1:{ports['PROXY']}"
    store = f"postgresql://folnn:{DB_PASSWORD}@127.0.0.1:{ports['PG']}/folnn"
    bodies = bodies_from_transcripts(real_transcripts())
    t = time.monotonic()
    with _up(stack):
        figures["up_s"] = round(time.monotonic() - t, 1)
        figures["proxy_ready_s"] = round(_wait_healthy(proxy), 1)
        figures["before"] = _through_proxy(proxy)
        with _proxy_load(proxy) as during:
            pg = _Postgres(stack, store)
            figures["outage"] = outage.scenario(a, b, store, pg, bodies, 5.0, 1)
        figures["through_proxy_during"] = {"statuses": sorted(set(during)), "requests": len(during)}
        figures["after"] = _through_proxy(proxy)
        figures["containers_up"] = len(stack.containers())
    figures["left_containers"] = stack.containers()
    figures["left_volumes"] = stack.volumes()
    figures["passed"] = bool(
        figures["outage"]["passed"]
        and figures["before"]["statuses"] == figures["after"]["statuses"] == [200]
        and figures["through_proxy_during"]["statuses"] == [200]
        and figures["containers_up"] == 4
        and not figures["left_containers"]
        and not figures["left_volumes"]
    )
    return figures
