"""The gunicorn hooks a worker runs (service/gunicorn_conf.py)."""

from __future__ import annotations

import gc
import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from types import SimpleNamespace

from service import gunicorn_conf
from service.serve import wait_for_address

REPO = Path(__file__).resolve().parents[2]


def test_a_worker_freezes_what_it_holds_once_its_app_is_loaded() -> None:
    gc.unfreeze()
    held = []  # stands for the loaded policy: tracked, and seen by every collection
    try:
        assert any(o is held for o in gc.get_objects())
        gunicorn_conf.post_worker_init(None)
        assert not any(o is held for o in gc.get_objects())  # frozen: no collection walks it
    finally:
        gc.unfreeze()


def test_a_worker_stops_listening_before_its_last_flush() -> None:
    """Issue 43, finding 9: a worker's last audit flush may wait for a locked store; its
    listening socket is closed first, so a new master can bind the port meanwhile. Before,
    the socket stayed open until the process exited."""
    listener = socket.create_server(("127.0.0.1", 0))
    seen = {}

    def close() -> None:  # the audit log's last flush
        seen["listening"] = listener.fileno() != -1

    runtime = SimpleNamespace(decisions=SimpleNamespace(close=close))
    app = SimpleNamespace(extensions={"folnn": runtime})
    worker = SimpleNamespace(sockets=[listener], wsgi=SimpleNamespace(app=app))
    gunicorn_conf.worker_exit(None, worker)
    assert seen == {"listening": False}


def test_a_worker_is_told_at_once_when_its_master_is_killed(tmp_path) -> None:
    """A master (here a plain process) forks a worker that runs the ``post_fork`` hook; the
    master is killed with SIGKILL: the worker gets SIGTERM (gunicorn's graceful stop) at once
    (the test allows 5 s). Before, nothing told it: it noticed at its next poll of its parent,
    or never."""
    told = tmp_path / "told"
    worker = textwrap.dedent(
        f"""
        import os, signal, sys, time
        from types import SimpleNamespace
        from service import gunicorn_conf
        signal.signal(signal.SIGTERM, lambda *_: (open({str(told)!r}, "w").close(), sys.exit(0)))
        gunicorn_conf.post_fork(None, SimpleNamespace(ppid=os.getppid()))
        print("ready", flush=True)
        time.sleep(30)
        """
    )
    master = textwrap.dedent(
        f"""
        import subprocess, sys, time
        w = subprocess.Popen([sys.executable, "-c", {worker!r}], stdout=subprocess.PIPE)
        print(w.pid, w.stdout.readline().decode().strip(), flush=True)
        time.sleep(60)
        """
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", master], cwd=REPO, stdout=subprocess.PIPE, text=True
    )
    pid, ready = proc.stdout.readline().split()
    assert ready == "ready"
    proc.kill()
    proc.wait()
    deadline = time.monotonic() + 5
    while not told.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        assert told.exists()
    finally:
        subprocess.run(["kill", "-9", pid], check=False, capture_output=True)


def test_serve_waits_for_a_port_still_held_then_starts() -> None:
    """``service.serve`` waits (bounded) for the address its orphaned workers still hold,
    where gunicorn's own bind gives up after 5 tries a second apart."""
    held = socket.create_server(("127.0.0.1", 0))
    port = held.getsockname()[1]
    threading.Timer(0.5, held.close).start()
    t0 = time.monotonic()
    assert wait_for_address("127.0.0.1", port, limit_s=10.0)
    assert 0.4 < time.monotonic() - t0 < 5.0
    other = socket.create_server(("127.0.0.1", 0))
    try:
        t0 = time.monotonic()
        assert not wait_for_address("127.0.0.1", other.getsockname()[1], limit_s=0.3)
        assert time.monotonic() - t0 < 2.0
    finally:
        other.close()
