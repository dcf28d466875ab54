"""A full or read-only data disk degrades the service, never crashes it (issue 43, finding 1):
the Prometheus multiprocess files, the decision journal's bound. The disks are real tmpfs mounts
(:mod:`reliability.disks`; skipped where this process may not mount)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from reliability.disks import can_mount, fill, remount, small_disk
from service.store import DecisionRecord, StoreUnavailable

REPO = Path(__file__).resolve().parents[2]

needs_mount = pytest.mark.skipif(not can_mount(), reason="needs root to mount a tmpfs")

# A process writing a metric series it has not written before, on a disk filled to the last
# byte: before issue 43 the file grew by `truncate` (sparse) and the first write to its new page
# killed the process with SIGBUS.
_NEW_SERIES_ON_A_FULL_DISK = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from service.metrics import Metrics

    folder = Path(sys.argv[1])
    metrics = Metrics(folder)
    for i in range(3000):  # about 600 KB of keys: past the first 64 KiB of every file
        metrics.requests.labels(f"/route/{i}", "GET", "200").inc()
        metrics.latency.labels(f"/route/{i}").observe(0.01)
    print("fault:", metrics.file_fault)
    print("total:", metrics.total("folnn_http_requests_total"))
    """
)


@needs_mount
def test_new_metric_series_on_a_full_disk_degrade_instead_of_killing_the_worker(tmp_path) -> None:
    disk = tmp_path / "disk"
    with small_disk(disk, 256 * 1024):
        folder = disk / "prometheus"
        folder.mkdir()
        fill(disk)
        done = subprocess.run(
            [sys.executable, "-c", _NEW_SERIES_ON_A_FULL_DISK, str(folder)],
            cwd=REPO,
            env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(folder)},  # as service.serve sets
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])  # -7: SIGBUS
    assert "No space left on device" in done.stdout, done.stdout


@needs_mount
def test_metric_files_on_a_read_only_disk_degrade(tmp_path) -> None:
    disk = tmp_path / "disk"
    with small_disk(disk, 1 << 20):
        folder = disk / "prometheus"
        folder.mkdir()
        remount(disk, read_only=True)
        done = subprocess.run(
            [sys.executable, "-c", _NEW_SERIES_ON_A_FULL_DISK, str(folder)],
            cwd=REPO,
            env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(folder)},  # as service.serve sets
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert "Read-only file system" in done.stdout, done.stdout


# --- the journal's bound --------------------------------------------------------------------------


def _decision(i: int, at: float) -> DecisionRecord:
    return DecisionRecord(f"r{i}", at, "v1", "a" * 64, 0, "b" * 64, [], None, None, None, [], 200)


class _Away:
    """A store that is down (an outage): every batch waits."""

    def append_decisions(self, records) -> None:  # noqa: ANN001
        raise StoreUnavailable("away")

    def logged_request_ids(self, ids) -> set:  # noqa: ANN001
        raise StoreUnavailable("away")


def _folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


def test_the_journal_stops_at_its_bound_says_so_and_resumes_once_written(tmp_path) -> None:
    """Finding 1: during a store outage the journal grew until the disk was full (a 40 MB disk
    in ~28 s). Now the journal folder holds at most FOLNN_JOURNAL_MAX_BYTES: past it a decision
    is answered unjournaled (counted), the stop is named (``journal_fault``, ``/metrics``'s
    ``folnn_worker_fault``), and journaling resumes once the store has taken the backlog."""
    from service.audit import DecisionLog
    from service.journal import Journal
    from service.metrics import Metrics
    from service.store import SQLiteStore

    bound = 256 * 1024
    metrics = Metrics(None)
    log = DecisionLog(
        _Away(), metrics, 10.0, 100_000, journal=Journal(tmp_path / "j", max_bytes=bound)
    )
    now = time.time()
    for i in range(3000):  # about 900 KB of records
        log.record(_decision(i, now + i * 1e-4))
    assert _folder_bytes(tmp_path / "j") <= bound
    assert log.journal_fault is not None and "bound" in log.journal_fault
    assert metrics.faults["journal"] == log.journal_fault
    assert metrics.total("folnn_audit_journal_total") > 2000  # the unjournaled ones
    store = SQLiteStore(tmp_path / "log.sqlite3")
    store.init_schema()
    log._store = store  # the store is back
    assert log.flush() == 3000
    log.record(_decision(5000, now + 1))  # written to the journal again
    assert log.journal_fault is None and "journal" not in metrics.faults
    assert _folder_bytes(tmp_path / "j") > 0
    log.close()


@needs_mount
def test_a_full_disk_under_the_journal_truncates_the_torn_line_and_says_so(tmp_path) -> None:
    from service.audit import DecisionLog
    from service.journal import Journal
    from service.metrics import Metrics

    disk = tmp_path / "disk"
    with small_disk(disk, 128 * 1024):
        log = DecisionLog(_Away(), Metrics(None), 10.0, 100_000, journal=Journal(disk / "j"))
        now = time.time()
        for i in range(1000):
            log.record(_decision(i, now + i * 1e-4))
        assert log.journal_fault is not None and "No space left" in log.journal_fault
        for segment in (disk / "j").glob("*.jsonl"):  # every line whole: nothing torn
            assert all(line.endswith(b"}") for line in segment.read_bytes().splitlines())
        log.close()


# --- finding 3: an unwritable data folder at a worker's death, and at a restart --------------


@needs_mount
def test_a_worker_death_on_a_read_only_metrics_folder_leaves_the_master_running(
    tmp_path, monkeypatch
) -> None:
    """Before: gunicorn's child_exit hook (mark_process_dead) raised on the unwritable folder
    and the arbiter exited with it, taking the server down at the next worker death."""
    import importlib
    import logging

    disk = tmp_path / "disk"
    with small_disk(disk, 1 << 20):
        folder = disk / "prometheus"
        folder.mkdir()
        (folder / "gauge_livemax_4242.db").write_bytes(b"\0" * 64)
        remount(disk, read_only=True)
        monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(folder))
        from service import gunicorn_conf

        conf = importlib.reload(gunicorn_conf)

        class Server:
            log = logging.getLogger("test")

        class Worker:
            pid = 4242

        conf.child_exit(Server(), Worker())  # must not raise
        assert (folder / "gauge_livemax_4242.db").exists()
    importlib.reload(gunicorn_conf)


@needs_mount
def test_a_restart_on_a_read_only_data_folder_prepares_its_metrics_elsewhere(tmp_path) -> None:
    """Before: service.serve could not empty <data>/prometheus on a read-only disk and the
    restart failed with OSError (EROFS)."""
    from service.serve import prepare_environment
    from service.settings import Settings

    disk = tmp_path / "disk"
    with small_disk(disk, 1 << 20):
        (disk / "prometheus").mkdir()
        (disk / "prometheus" / "counter_1.db").write_bytes(b"\0" * 64)
        remount(disk, read_only=True)
        env = prepare_environment(Settings(data_dir=disk, prometheus_multiproc_dir=None))
    fallback = Path(env["PROMETHEUS_MULTIPROC_DIR"])
    assert fallback.is_dir() and not fallback.is_relative_to(disk)
    fallback.rmdir()


# --- finding 9: audit data private to the service's user --------------------------------------


def test_the_store_file_and_the_journal_are_created_private(tmp_path) -> None:
    """Issue 43, finding 9: the SQLite file was created 0644 and journal segments 0755-folder
    / umask-default, while both hold observations of the audit log: now 0600, folders 0700."""
    import os
    import stat

    from service.journal import Journal
    from service.store import SQLiteStore

    os.umask(0o022)
    store = SQLiteStore(tmp_path / "data" / "folnn.sqlite3")
    store.init_schema()
    store.append_decisions([_decision(1, time.time())])
    files = [p for p in (tmp_path / "data").iterdir() if p.name.startswith("folnn.sqlite3")]
    assert files
    for path in files:  # the database, its WAL and shared-memory files
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, (path.name, oct(path.stat().st_mode))
    journal = Journal(tmp_path / "journal")
    journal.append(_decision(2, time.time()))
    assert stat.S_IMODE((tmp_path / "journal").stat().st_mode) == 0o700
    (segment,) = journal.own
    assert stat.S_IMODE(segment.stat().st_mode) == 0o600
    store.close()


# --- finding 6: nothing answered is lost in an outage either -----------------------------------


def test_decisions_dropped_from_memory_in_an_outage_stay_journaled_and_are_replayed(tmp_path):
    """Issue 43, finding 6: during a store outage the in-memory queue dropped its oldest
    records and, at recovery, their journal segments were deleted unwritten (5,836 lost), while
    folnn_audit_dropped_total counted them as dropped. Now a journaled record dropped from memory
    stays in the journal and is written once the store is back, exactly once; only what is
    missing is counted as dropped."""
    from service.audit import DecisionLog
    from service.journal import Journal
    from service.metrics import Metrics
    from service.store import SQLiteStore

    metrics = Metrics(None)
    journal = Journal(tmp_path / "j", segment_bytes=16 * 1024)  # several segments
    log = DecisionLog(_Away(), metrics, 10.0, 100, journal=journal)
    now = time.time()
    for i in range(500):
        log.record(_decision(i, now + i * 1e-4))
    assert log.flush() == 0  # the store is away
    assert log.dropped["queue_full"] == 0  # nothing is missing: all 500 are journaled
    store = SQLiteStore(tmp_path / "log.sqlite3")
    store.init_schema()
    log._store = store  # the store is back
    log.flush()
    ids = [r.request_id for _, r in store.decisions(1000, None)]
    assert sorted(ids) == sorted(f"r{i}" for i in range(500)), len(ids)
    assert metrics.total("folnn_audit_dropped_total") == 0
    log.record(_decision(999, now + 1))
    log.flush()
    assert len(store.decisions(1000, None)) == 501
    log.close()
    assert not list((tmp_path / "j").glob("*.jsonl"))  # every segment released


# --- finding 7: journal adoption that no stray entry can block ---------------------------------


def test_adoption_skips_what_is_not_a_segment_and_replays_the_rest_once(tmp_path) -> None:
    """Issue 43, finding 7: a directory named like a segment blocked every replay for good; a
    FIFO named like one hung the writer thread; random bytes were counted as 16,291 dropped
    decisions; one badly typed record failed its chunk of up to 1,000; a record twice was stored
    twice. Now each entry that is not a regular segment is skipped, counted and named; a bad
    record costs itself only; the replay is idempotent by request_id."""
    import json
    import os
    import threading

    from service.audit import DecisionLog
    from service.journal import _line
    from service.metrics import Metrics
    from service.store import SQLiteStore

    folder = tmp_path / "j"
    folder.mkdir()
    (folder / "100-1-000000.jsonl").mkdir()  # sorts first
    os.mkfifo(folder / "100-2-000000.jsonl")
    (folder / "100-3-000000.jsonl").write_bytes(os.urandom(200_000))
    now = time.time()
    good = [_decision(i, now + i * 1e-3) for i in range(5)]
    bad = json.loads(_line(_decision(9, now)))
    bad["at"] = "yesterday"  # a badly typed record: the batch's ids cannot be made
    lines = b"".join(map(_line, good)) + json.dumps(bad).encode() + b"\n" + _line(good[0])
    (folder / "100-4-000000.jsonl").write_bytes(lines)
    store = SQLiteStore(tmp_path / "log.sqlite3")
    store.init_schema()
    from service.journal import Journal

    log = DecisionLog(store, Metrics(None), 10.0, 100, journal=Journal(folder))
    done = threading.Event()
    threading.Thread(target=lambda: (log.adopt(), done.set()), daemon=True).start()
    assert done.wait(10), "adoption hung"
    logged = sorted(r.request_id for _, r in store.decisions(100, None))
    assert logged == [f"r{i}" for i in range(5)], logged  # each once, the bad one alone left out
    assert log.dropped["write_failed"] == 1
    assert log.dropped["journal_torn"] == 0  # random bytes are not decisions
    skipped = log.journal_skipped
    assert sorted(skipped) == ["100-1-000000.jsonl", "100-2-000000.jsonl", "100-3-000000.jsonl"]
    assert not (folder / "100-4-000000.jsonl").exists()
    log.close()
