"""``python -m service.serve``: start gunicorn on ``service:create_app()`` (what ``make serve``
runs). Prepares the data folder and a fresh Prometheus multiprocess folder, then execs gunicorn
with :mod:`service.gunicorn_conf`."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from service.settings import Settings

__all__ = ["gunicorn_argv", "main", "prepare_environment"]


def prepare_environment(settings: Settings) -> dict[str, str]:
    """Create the data folder, empty the metrics folder; return the environment for gunicorn."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    metrics_dir = settings.metrics_dir.resolve()
    if metrics_dir.exists():
        shutil.rmtree(metrics_dir)
    metrics_dir.mkdir(parents=True)
    env = dict(os.environ)
    env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
    env["OMP_NUM_THREADS"] = "1"
    env["MKL_NUM_THREADS"] = "1"
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


def gunicorn_argv() -> list[str]:
    """The gunicorn command line (bind, workers, hooks all come from the config module)."""
    conf = Path(__file__).with_name("gunicorn_conf.py")
    return [sys.executable, "-m", "gunicorn", "-c", str(conf), "service:create_app()"]


def main() -> None:
    """Exec gunicorn (this process becomes the gunicorn master: signals reach it directly)."""
    settings = Settings()
    env = prepare_environment(settings)
    argv = gunicorn_argv()
    os.execve(argv[0], argv, env)


if __name__ == "__main__":
    main()
