"""``python -m service.serve``: start gunicorn on ``service:create_app()`` (what ``make serve``
runs). Prepares the data folder and a fresh Prometheus multiprocess folder, brings the store's
schema up to date (:func:`migrate`), then execs gunicorn with :mod:`service.gunicorn_conf`."""

from __future__ import annotations

import errno
import logging
import os
import resource
import shutil
import socket
import sys
import tempfile
import time
from pathlib import Path

from service.policies import served_family
from service.settings import Settings
from service.store import SchemaLocked, StoreError, open_store

__all__ = [
    "check_family",
    "gunicorn_argv",
    "main",
    "migrate",
    "prepare_environment",
    "raise_open_files_limit",
    "wait_for_address",
]

log = logging.getLogger("service.serve")
SCHEMA_RETRY_S = 1.0
BIND_WAIT_S = 30.0
"""Longest :func:`main` waits for the address to be free before starting gunicorn."""


def raise_open_files_limit(settings: Settings) -> int:
    """Raise this process's soft limit of open files (gunicorn and its workers inherit it) to
    what ``worker_connections`` needs, within the hard limit; returns the soft limit now. A
    gevent worker past the limit fails each ``accept`` (``EMFILE``) and answers no one."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = settings.worker_connections + 256  # sockets, the store, journal and metrics files
    if soft != resource.RLIM_INFINITY and soft < need:
        wanted = need if hard == resource.RLIM_INFINITY else min(need, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        if wanted < need:
            log.warning(
                "open files limited to %d (hard limit): a worker holds fewer than its %d"
                " connections",
                wanted,
                settings.worker_connections,
            )
        return wanted
    return soft


def prepare_environment(settings: Settings) -> dict[str, str]:
    """Create the data folder, empty the metrics folder; return the environment for gunicorn."""
    raise_open_files_limit(settings)
    try:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # the workers serve and say what they cannot write (/readyz)
        log.error("the data folder cannot be created (%s)", exc.strerror)
    metrics_dir = _fresh_metrics_dir(settings.metrics_dir.resolve())
    env = dict(os.environ)
    env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
    env["OMP_NUM_THREADS"] = "1"
    env["MKL_NUM_THREADS"] = "1"
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


def _fresh_metrics_dir(wanted: Path) -> Path:
    """``wanted`` emptied (a restart's figures start at 0); where it cannot be (a full or
    read-only data disk: issue 43, finding 3, the restart failed here), a fresh folder of the
    system's temporary folder, said in the log: metrics are worth less than serving."""
    try:
        if wanted.exists():
            shutil.rmtree(wanted)
        wanted.mkdir(parents=True, mode=0o700)
        return wanted
    except OSError as exc:
        fallback = Path(tempfile.mkdtemp(prefix="folnn-prometheus-"))
        log.error(
            "the metrics folder %s cannot be prepared (%s); metrics go to %s for this run",
            wanted,
            exc.strerror,
            fallback,
        )
        return fallback


def check_family(settings: Settings) -> str | None:
    """Why the server must not start, in one line, or None: the policy family it is to serve
    has no folder under the policies folder while other families do (a misspelt
    ``FOLNN_POLICY_NAME``, or a version's name given as the family: issue 40), or the policies
    folder does not exist. An empty policies folder passes (its versions may come from the
    store, published by another replica)."""
    root = settings.policies_dir
    if not root.is_dir():
        return f"no policies folder at {root} (FOLNN_POLICIES_DIR)"
    family = served_family(root, settings.policy_name)
    if (root / family).is_dir():
        return None
    families = sorted(
        d.name for d in root.iterdir() if d.is_dir() and any(d.glob("*/manifest.json"))
    )
    if not families:
        return None
    holders = [d for d in families if (root / d / family / "manifest.json").is_file()]
    hint = f"; {family!r} is a version of {', '.join(holders)}" if holders else ""
    return (
        f"no policy family {family!r} under {root} (FOLNN_POLICY_NAME); the families there:"
        f" {', '.join(families)}{hint}"
    )


def migrate(settings: Settings) -> bool:
    """Apply the store's migrations before any worker starts; whether the schema is current.

    Here no worker timeout applies, so a long migration (renumbering a large log) runs up to
    ``migration_statement_timeout_s`` a statement. While another replica holds the schema lock
    (it is migrating) the step is tried again every second, for at most that long too. A store
    that cannot be reached, or refuses, is left to the workers: each tries at its start and at
    each request after, within its own bounds, and ``/readyz`` reports why (docs/replicas.md).
    """
    store = open_store(
        settings.store_url, settings.sqlite_path, settings.postgres_bounds(before_workers=True)
    )
    start = time.monotonic()
    deadline = start + settings.migration_statement_timeout_s
    try:
        while True:
            try:
                store.init_schema()
                log.info("store schema up to date (%.1f s)", time.monotonic() - start)
                return True
            except SchemaLocked as exc:
                if time.monotonic() >= deadline:
                    log.error("%s; starting the workers, which keep trying", exc)
                    return False
                log.warning("%s; trying again in %g s", exc, SCHEMA_RETRY_S)
                time.sleep(SCHEMA_RETRY_S)
            except StoreError as exc:  # StoreUnavailable included: the database is away
                log.error("schema not brought up to date before the workers start: %s", exc)
                return False
    finally:
        store.close()


def wait_for_address(host: str, port: int, limit_s: float = BIND_WAIT_S) -> bool:
    """Wait until ``host:port`` can be bound (as gunicorn binds it: ``SO_REUSEADDR``), at most
    ``limit_s``; whether it can. A restart right after the master was killed (kill -9) finds
    the port held by its orphaned workers until they stop listening (issue 43, finding 9);
    they do as soon as they learn of the master's death
    (:func:`service.workers.exit_with_master`), but gunicorn's own bind gives up after 5 tries
    a second apart, which a loaded machine can outlast. Port 0, or an address that cannot be
    bound for another reason, is left to gunicorn (True)."""
    if port == 0:
        return True
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, 0, socket.SOCK_STREAM)[0]
    except OSError:
        return True
    deadline = time.monotonic() + limit_s
    said = False
    while True:
        with socket.socket(family, kind, proto) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind(address)
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE:
                    return True
            else:
                if said:
                    log.info("%s:%s is free", host, port)
                return True
        if time.monotonic() >= deadline:
            log.error("%s:%s still in use after %g s; gunicorn tries it", host, port, limit_s)
            return False
        if not said:
            log.warning(
                "%s:%s in use (workers of a master killed just before may still be exiting);"
                " waiting up to %g s",
                host,
                port,
                limit_s,
            )
            said = True
        time.sleep(0.1)


def gunicorn_argv() -> list[str]:
    """The gunicorn command line (bind, workers, hooks all come from the config module)."""
    conf = Path(__file__).with_name("gunicorn_conf.py")
    return [sys.executable, "-m", "gunicorn", "-c", str(conf), "service:create_app()"]


def main() -> None:
    """Exec gunicorn (this process becomes the gunicorn master: signals reach it directly)."""
    logging.basicConfig(level=logging.INFO, format="[serve] %(levelname)s %(message)s")
    settings = Settings()
    refused = check_family(settings)
    if refused is not None:
        print(f"folnn serve: error: {refused}", file=sys.stderr)
        raise SystemExit(2)
    env = prepare_environment(settings)
    migrate(settings)
    wait_for_address(settings.host, settings.port)
    argv = gunicorn_argv()
    os.execve(argv[0], argv, env)


if __name__ == "__main__":
    main()
