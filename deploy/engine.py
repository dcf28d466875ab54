"""A Docker engine of the test's own, on loopback only (docs/deploy.md).

Debian's ``docker.io`` where the engine is missing, ``dockerd`` started without a bridge or any
iptables rule (every container runs with host networking), its socket and run state under a
temporary folder, its images under a data root kept between runs (the build cache). The base
``debian:bookworm-slim`` is made from Debian's packages (debootstrap) where it is missing, so the
Dockerfile's ``FROM`` names the same thing as on a machine that reaches the public hub.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

__all__ = [
    "BASE_IMAGE",
    "Engine",
    "apt_mirror",
    "ensure_base_image",
    "ensure_packages",
    "free_port",
    "loopback_files",
    "running_engine",
]

BASE_IMAGE = "debian:bookworm-slim"
SUITE = "bookworm"
DATA_ROOT = Path(os.environ.get("FOLNN_DOCKER_ROOT", "/var/tmp/folnn-docker"))
APT_SOURCES = (Path("/etc/apt/sources.list"), Path("/etc/apt/sources.list.d"))
FILES_PORT = 47613
NICE = ["nice", "-n", "19"] + (["ionice", "-c3"] if shutil.which("ionice") else [])


def free_port() -> int:
    """A TCP port free on loopback now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def apt_mirror(sources: tuple[Path, ...] = APT_SOURCES) -> str:
    """The Debian archive apt uses here (the first ``deb`` source of the main archive, not the
    security one), as ``sources.list`` or a deb822 ``.sources`` file names it."""
    files: list[Path] = []
    for path in sources:
        if path.is_dir():
            files += sorted(p for p in path.iterdir() if p.suffix in (".list", ".sources"))
        elif path.is_file():
            files.append(path)
    for file in files:
        text = file.read_text(encoding="utf-8", errors="replace")
        if file.suffix == ".sources":
            uris = re.findall(r"^URIs:\s*(\S+)", text, flags=re.MULTILINE)
        else:
            uris = re.findall(r"^deb\s+(?:\[[^\]]*\]\s+)?(\S+)", text, flags=re.MULTILINE)
        for uri in uris:
            if "security" not in uri:
                return uri.rstrip("/")
    raise RuntimeError(f"no Debian archive among apt's sources ({', '.join(map(str, files))})")


def ensure_packages(commands: dict[str, str]) -> None:
    """``apt-get install`` the Debian package of each missing command (``{command: package}``)."""
    missing = sorted({pkg for cmd, pkg in commands.items() if shutil.which(cmd) is None})
    if not missing:
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update"], check=True, env=env)
    install = ["apt-get", "install", "-y", "--no-install-recommends", *missing]
    subprocess.run(NICE + install, check=True, env=env)


class Engine:
    """``docker`` commands against one engine (``DOCKER_HOST``)."""

    def __init__(self, host: str) -> None:
        self.host = host

    def __call__(self, *args: str, check: bool = True, **kw) -> subprocess.CompletedProcess:
        env = {**os.environ, "DOCKER_HOST": self.host, "DOCKER_BUILDKIT": "0"}
        return subprocess.run(["docker", *args], check=check, env=env, **kw)

    def output(self, *args: str) -> str:
        return self(*args, capture_output=True, text=True).stdout.strip()

    def has_image(self, tag: str) -> bool:
        return self("image", "inspect", tag, check=False, capture_output=True).returncode == 0


@contextlib.contextmanager
def running_engine(tmp: Path) -> Iterator[Engine]:
    """A ``dockerd`` of our own (socket and run state in ``tmp``, images in :data:`DATA_ROOT`),
    stopped on exit: no bridge, no iptables rule, no masquerading."""
    ensure_packages({"dockerd": "docker.io", "docker": "docker.io"})
    sock = tmp / "docker.sock"
    log = (tmp / "dockerd.log").open("wb")
    DATA_ROOT.mkdir(parents=True, exist_ok=True)
    # The data root keeps the build cache; a stale pid file of a killed run would block start.
    (tmp / "exec").mkdir()
    cmd = [
        "dockerd",
        "--bridge=none",
        "--iptables=false",
        "--ip6tables=false",
        "--ip-masq=false",
        f"--data-root={DATA_ROOT}",
        f"--exec-root={tmp / 'exec'}",
        f"--pidfile={tmp / 'dockerd.pid'}",
        f"--host=unix://{sock}",
    ]
    ip6 = subprocess.run(["dockerd", "--help"], capture_output=True, text=True).stdout
    if "--ip6tables" not in ip6:
        cmd.remove("--ip6tables=false")
    proc = subprocess.Popen(NICE + cmd, stdout=log, stderr=subprocess.STDOUT)  # builds too
    engine = Engine(f"unix://{sock}")
    try:
        deadline = time.monotonic() + 60
        while engine("version", check=False, capture_output=True).returncode != 0:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"dockerd did not start; see {log.name}")
            time.sleep(0.5)
        yield engine
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
        _unmount_under(tmp)  # the engine leaves its default network namespace mounted


def _unmount_under(folder: Path) -> None:
    mounts = Path("/proc/mounts").read_text().splitlines()
    points = [line.split()[1] for line in mounts if line.split()[1].startswith(f"{folder}/")]
    for point in sorted(points, reverse=True):
        subprocess.run(["umount", "--lazy", point], check=False)


def ensure_base_image(engine: Engine, tmp: Path) -> bool:
    """Make :data:`BASE_IMAGE` from Debian's packages unless the engine has it; True if made."""
    if engine.has_image(BASE_IMAGE):
        return False
    ensure_packages({"debootstrap": "debootstrap"})
    rootfs = tmp / "rootfs"
    mirror = apt_mirror()
    subprocess.run(
        NICE + ["debootstrap", "--variant=minbase", SUITE, str(rootfs), mirror], check=True
    )
    (rootfs / "etc/apt/sources.list").write_text(f"deb {mirror} {SUITE} main\n")
    _slim(rootfs)
    tar = subprocess.Popen(["tar", "-C", str(rootfs), "-c", "."], stdout=subprocess.PIPE)
    engine("import", "-", BASE_IMAGE, stdin=tar.stdout, stdout=subprocess.DEVNULL)
    if tar.wait() != 0:
        raise RuntimeError("tar of the debootstrap root failed")
    shutil.rmtree(rootfs, ignore_errors=True)
    return True


# What Debian's official slim images leave out (debuerreotype's --slim), kept out of later
# installs too by the same dpkg path excludes.
_SLIM_EXCLUDES = """\
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
"""


def _slim(rootfs: Path) -> None:
    """Trim a debootstrap root as the official ``-slim`` images are: no apt lists or package
    cache, no documentation, manuals or translations (copyright files kept)."""
    (rootfs / "etc/dpkg/dpkg.cfg.d/slim").write_text(_SLIM_EXCLUDES)
    for pattern in ("var/lib/apt/lists/*_*", "var/cache/apt/*.bin", "var/cache/apt/archives/*.deb"):
        for path in rootfs.glob(pattern):
            path.unlink()
    for folder in ("usr/share/man", "usr/share/info"):
        shutil.rmtree(rootfs / folder, ignore_errors=True)
        (rootfs / folder).mkdir()
    for path in (rootfs / "usr/share/locale").glob("*"):
        if path.name != "locale.alias":
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    for path in (rootfs / "usr/share/doc").glob("*/*"):
        if path.name != "copyright":
            shutil.rmtree(path) if path.is_dir() and not path.is_symlink() else path.unlink()


@contextlib.contextmanager
def loopback_files(files: dict[str, Path], port: int = FILES_PORT) -> Iterator[str]:
    """Serve ``files`` (``{url path: file}``) read-only on loopback, on ``port`` where it is
    free (build arguments are part of the build cache's key: the same URL keeps the cache), else
    on any free port; yields the base URL (``http://127.0.0.1:PORT/``)."""
    with tempfile.TemporaryDirectory(prefix="folnn-files-") as root:
        for name, src in files.items():
            target = Path(root) / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(src)
        handler = functools.partial(_QuietHandler, directory=root)
        try:
            server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        except OSError:
            server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/"
        finally:
            server.shutdown()
            server.server_close()
            thread.join()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        pass
