"""The compose stack's override for a machine without the public hub or a bridge
(deploy/compose.host.yml, deploy/compose_stack.py): what ``make container-test`` brings up, read
here without an engine."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from deploy.compose_stack import COMPOSE_FILES, host_nginx_conf

REPO = Path(__file__).resolve().parents[2]
PORTS = {"PG": "5999", "A": "6001", "B": "6002", "PROXY": "6003"}


def test_nginx_on_the_host_network_proxies_to_the_replicas_loopback_ports():
    conf = host_nginx_conf((REPO / "deploy/nginx.conf").read_text(), 6003, [6001, 6002])
    assert "listen 127.0.0.1:6003;" in conf
    assert "server 127.0.0.1:6001 max_fails" in conf and "server 127.0.0.1:6002 max_fails" in conf
    assert "server-a" not in conf and "server-b" not in conf
    with pytest.raises(ValueError, match="no longer names"):
        host_nginx_conf("events {}", 1, [2, 3])


@pytest.mark.skipif(shutil.which("docker-compose") is None, reason="docker-compose not installed")
def test_every_container_of_the_stack_runs_on_the_host_network_on_its_loopback_port(tmp_path):
    env = {**os.environ, **{f"FOLNN_CT_{k}_PORT": v for k, v in PORTS.items()}}
    env |= {"FOLNN_CT_NGINX_CONF": str(tmp_path / "n.conf"), "FOLNN_CT_POLICIES_VOLUME": "vol"}
    env["FOLNN_DB_PASSWORD"] = "compose-config-only"  # the stack has no default (issue 43)
    files = [x for f in COMPOSE_FILES for x in ("--file", str(f))]
    out = subprocess.run(
        ["docker-compose", *files, "config"], env=env, capture_output=True, text=True, check=True
    )
    config = yaml.safe_load(out.stdout)
    services = config["services"]
    assert services.pop("trainer")["profiles"] == ["train"]  # not brought up by `up proxy`
    assert set(services) == {"postgres", "server-a", "server-b", "proxy"}
    for name, service in services.items():
        assert service["network_mode"] == "host", name
        assert not service["image"].startswith(("postgres:", "nginx:")), name  # Debian's builds
        check = " ".join(service["healthcheck"]["test"])
        assert any(port in check for port in PORTS.values()), (name, check)
    for name in ("server-a", "server-b"):
        environment = services[name]["environment"]
        assert environment["HOST"] == "127.0.0.1"
        assert environment["FOLNN_STORE_URL"].endswith("@127.0.0.1:5999/folnn")
    ports = {services[n]["environment"]["PORT"] for n in ("server-a", "server-b")}
    assert ports == {"6001", "6002"}
    assert config["volumes"]["policies"] == {"external": True, "name": "vol"}
