"""gunicorn configuration, read by ``python -m service.serve`` (which sets the environment).

One worker process per core, gevent by default (a greenlet per connection, so slow clients cost
memory, not a worker; :mod:`service.workers`), one BLAS thread per worker (``OMP_NUM_THREADS=1``
from :func:`service.serve.prepare_environment`: workers already fill the cores), graceful
shutdown, no control socket, and the Prometheus multiprocess hook that marks a dead worker's
gauges. gunicorn's own
request limits stay at their defaults (request line 4094 bytes, 100 headers of at most 8190
bytes); what exceeds them is answered with the JSON envelope by the worker class.
"""

from __future__ import annotations

import gc

from prometheus_client import multiprocess

from service.settings import Settings
from service.workers import exit_with_master, stop_listening

_settings = Settings()

bind = f"{_settings.host}:{_settings.port}"
workers = _settings.workers
worker_class = {"gevent": "service.workers.GeventWorker", "sync": "service.workers.SyncWorker"}[
    _settings.worker_class
]
worker_connections = _settings.worker_connections
timeout = _settings.timeout_s
graceful_timeout = _settings.graceful_timeout_s
keepalive = _settings.keepalive_s
backlog = 2048
accesslog = None
errorlog = "-"
loglevel = "info"
proc_name = "folnn-service"
# No control socket: gunicorn >= 25.1 opens one at $XDG_RUNTIME_DIR/gunicorn.ctl or
# $HOME/.gunicorn/gunicorn.ctl, the same path for every server of that user on the host, through
# which `gunicornc` can resize, reload or stop whichever server bound it last (issue 20).
control_socket_disable = True


def post_fork(server, worker) -> None:  # noqa: ANN001 - gunicorn hook signature
    """The worker stops (SIGTERM, graceful) the moment its master dies, kill -9 included, so an
    immediate restart finds the port free (issue 43, finding 9; docs/reliability.md)."""
    exit_with_master(worker.ppid)


def worker_exit(server, worker) -> None:  # noqa: ANN001 - gunicorn hook signature
    """Stop listening, then flush the worker's queued audit records before it exits: the
    flush may wait for a locked or unreachable store, and a port held meanwhile fails a new
    master's bind (issue 43, finding 9)."""
    stop_listening(worker)
    app = getattr(getattr(worker, "wsgi", None), "app", None)  # workers.CloseAfter408's app
    runtime = getattr(app, "extensions", {}).get("folnn") if app is not None else None
    if runtime is not None:
        runtime.decisions.close()


def child_exit(server, worker) -> None:  # noqa: ANN001 - gunicorn hook signature
    """Drop a dead worker's live gauges from the Prometheus multiprocess files. Never raises:
    gunicorn's arbiter exits on an exception here, so an unwritable metrics folder stopped the
    whole server at the next worker death (issue 43, finding 3); the gauges then stay."""
    if _settings.prometheus_multiproc_dir is not None:
        try:
            multiprocess.mark_process_dead(worker.pid, str(_settings.prometheus_multiproc_dir))
        except OSError as exc:
            server.log.error("metrics: the gauges of dead worker %s stay (%s)", worker.pid, exc)


def post_worker_init(worker) -> None:  # noqa: ANN001 - gunicorn hook signature
    """Move what the worker holds once its app is loaded (the policy, the vocabulary, the
    parser's tables, the imported modules: about 285,000 tracked objects) out of the cyclic
    garbage collector's sight: they live as long as the worker, and each full collection would
    walk them again (docs/profile.md, "Session 9")."""
    gc.collect()
    gc.freeze()
