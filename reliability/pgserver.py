"""A throwaway PostgreSQL server for tests, benchmarks and the reliability suite: the machine's
own binaries (Debian's ``postgresql`` package, which ``make setup`` installs when missing),
``initdb`` in a temporary folder, ``pg_ctl`` on a free loopback port.

PostgreSQL refuses to run as root, so as root every server command runs as the ``postgres``
user (``runuser -u postgres --``) and the folder is handed to that user; as anyone else they run
as the caller. The cluster trusts local connections (``initdb -A trust``): it listens on
127.0.0.1 only, lives as long as the test session and holds nothing but test data.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

__all__ = ["PgServer", "postgres_bindir"]

USER = "folnn"  # the cluster's superuser, as the service connects


def postgres_bindir() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl`` (the newest of Debian's
    ``/usr/lib/postgresql/<major>/bin``, else the PATH's), or None when PostgreSQL is absent."""
    found = []
    for bindir in Path("/usr/lib/postgresql").glob("*/bin"):
        if (bindir / "initdb").is_file() and re.fullmatch(r"\d+", bindir.parent.name):
            found.append((int(bindir.parent.name), bindir))
    if found:
        return max(found)[1]
    pg_ctl = shutil.which("pg_ctl")
    return Path(pg_ctl).parent if pg_ctl and Path(pg_ctl).with_name("initdb").exists() else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgServer:
    """One PostgreSQL cluster in its own temporary folder, started and stopped at will (the
    data survive a stop, so a test can take the database away and bring it back)."""

    def __init__(self, port: int | None = None) -> None:
        bindir = postgres_bindir()
        if bindir is None:
            raise RuntimeError(
                "PostgreSQL binaries not found (initdb, pg_ctl): run `make setup`, which"
                " installs Debian's postgresql package"
            )
        self.bindir = bindir
        self.port = port or _free_port()
        self.root = Path(tempfile.mkdtemp(prefix="folnn-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self._as_postgres = os.geteuid() == 0
        if self._as_postgres:
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)
        self._initdb()

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        prefix = ["runuser", "-u", "postgres", "--"] if self._as_postgres else []
        return subprocess.run(
            [*prefix, *args], capture_output=True, text=True, check=check, timeout=120
        )

    def _initdb(self) -> None:
        self._run(
            str(self.bindir / "initdb"),
            "-D",
            str(self.data),
            "-U",
            USER,
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        )

    def start(self) -> PgServer:
        """Start (or restart) the server and wait until it accepts connections."""
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1"
        result = self._run(
            str(self.bindir / "pg_ctl"),
            "start",
            "-w",
            "-t",
            "60",
            "-D",
            str(self.data),
            "-l",
            str(self.log),
            "-o",
            options,
            check=False,
        )
        if result.returncode != 0:
            tail = self.log.read_text()[-2000:] if self.log.exists() else ""
            raise RuntimeError(f"pg_ctl start failed: {result.stderr.strip()}\n{tail}")
        return self

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: sessions are ended, as an operator's restart does)."""
        self._run(
            str(self.bindir / "pg_ctl"), "stop", "-w", "-m", mode, "-D", str(self.data), check=False
        )

    def url(self, database: str = "postgres") -> str:
        """The ``postgresql://`` URL of ``database`` (the service's FOLNN_STORE_URL form)."""
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def _sql(self, statement: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True, connect_timeout=10) as conn:
            conn.execute(statement)

    def create_database(self, name: str) -> str:
        """Create an empty database (a fresh one per test keeps tests apart); its URL."""
        if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", name):
            raise ValueError(f"database name {name!r}")
        self._sql(f"CREATE DATABASE {name}")
        return self.url(name)

    def drop_database(self, name: str) -> None:
        """Drop a database, ending the sessions still connected to it."""
        if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", name):
            raise ValueError(f"database name {name!r}")
        self._sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def close(self) -> None:
        """Stop the server and delete its folder."""
        with contextlib.suppress(Exception):
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> PgServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
