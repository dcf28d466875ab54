"""``folnn serve [--policy DIR]``: serve the shipped policy, or a trained run's, with the service
(:mod:`service.serve`: gunicorn on ``service:create_app()``, what ``make serve`` runs).

``--policy`` takes what a newcomer has at hand: a run folder (``folnn train --out runs/x``
writes its policy under ``runs/x/policies/<family>/<version>``), a family folder (its newest
version is served) or a version folder. It becomes the service's settings
(``FOLNN_POLICIES_DIR``, ``FOLNN_POLICY_NAME``, ``FOLNN_DEFAULT_VERSION``; docs/service.md),
and the other options ``HOST``, ``PORT`` and ``WORKERS``. A folder that holds no policy is
refused in one line naming what it holds (issue 40, item 6).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from training.options import UsageError, check_dir, check_fields, check_range

__all__ = ["ServeArgs", "run_serve", "serve_environment"]

MANIFEST = "manifest.json"


@dataclass(frozen=True)
class ServeArgs:
    """Options of ``folnn serve``."""

    policy: Path | None = None
    """What to serve: a run folder (runs/x, its policies/<family>/<version>), a family folder
    (policies/<family>: its newest version) or a version folder; default: the shipped policies
    (FOLNN_POLICIES_DIR and FOLNN_POLICY_NAME where set)."""
    host: str | None = None
    """Address to bind (default: $HOST, else 127.0.0.1)."""
    port: int | None = None
    """Port to bind (default: $PORT, else 8000)."""
    workers: int | None = None
    """gunicorn workers (default: $WORKERS, else one per core)."""

    def __post_init__(self) -> None:
        check_fields(self)
        if self.policy is not None:
            check_dir("policy", Path(self.policy), must_exist=True)
        check_range("port", self.port, 0, 65535)
        check_range("workers", self.workers, 1, 1024)


def _versions(family: Path) -> list[Path]:
    return sorted(p.parent for p in family.glob(f"*/{MANIFEST}"))


def serve_environment(args: ServeArgs) -> dict[str, str]:
    """The service's settings ``args`` stand for (environment variables), or
    :class:`~training.options.UsageError` naming what ``--policy`` holds instead of a policy."""
    env: dict[str, str] = {}
    for name, value in (("HOST", args.host), ("PORT", args.port), ("WORKERS", args.workers)):
        if value is not None:
            env[name] = str(value)
    if args.policy is None:
        return env
    folder = Path(args.policy).resolve()
    if (folder / MANIFEST).is_file():  # a version
        family, version = folder.parent, folder.name
    elif _versions(folder):  # a family
        family, version = folder, None
    else:
        families = sorted({p.parent for p in _versions_under(folder / "policies")})
        if len(families) != 1:
            held = sorted(p.name for p in folder.iterdir())[:12]
            what = (
                f"several families under {folder / 'policies'}: "
                + ", ".join(f.name for f in families)
                if families
                else f"it holds: {', '.join(held) or 'nothing'}"
            )
            raise UsageError(
                f"--policy: no policy in {args.policy} (a run folder with policies/<family>/,"
                f" a family folder of versions, or a version folder with {MANIFEST}); {what}"
            )
        family, version = families[0], None
    env.update(FOLNN_POLICIES_DIR=str(family.parent), FOLNN_POLICY_NAME=family.name)
    if version is not None:
        env["FOLNN_DEFAULT_VERSION"] = version
    return env


def _versions_under(root: Path) -> list[Path]:
    return sorted(p.parent for p in root.glob(f"*/*/{MANIFEST}")) if root.is_dir() else []


def run_serve(args: ServeArgs) -> int:
    """Serve: the settings into the environment, then :func:`service.serve.main` (which checks
    the family and execs gunicorn; it returns only on a refusal)."""
    os.environ.update(serve_environment(args))
    from service.serve import main

    main()
    return 0
