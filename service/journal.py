"""The decision journal: an answered decision survives kill -9 of its worker (issue 31, finding 3).

Before ``POST /v1/act`` answers, the audit writer appends the decision's record to this worker's
journal (one ``write`` of one JSON line into a file under ``<data_dir>/journal/``); the batching
writer thread then puts it in the store as before, and deletes a journal segment once every
record in it is in the store (the current segment is cut back to empty whenever nothing waits).
What ``write`` returned is in the kernel's page cache, so a worker killed by SIGKILL (the OOM
killer, gunicorn's timeout, kill -9 of the master and every worker) loses none of it.

A worker holds an exclusive ``flock`` on each of its segments, which the kernel drops when the
process dies: a worker that can take the lock of a segment it does not own knows its owner is
gone, and replays the segment into the store (:meth:`Journal.adopt`), then deletes it. Every
worker of the server tries at its writer's start and at each retention pass, and so does every
worker of the next server started on the same data folder. A segment is created under a
temporary name and renamed once locked, so no worker ever adopts a segment whose owner lives
(and a temporary file younger than :data:`TMP_GRACE_S` is left alone: it may not be locked yet).

The journal folder has a bound (``FOLNN_JOURNAL_MAX_BYTES``, every worker's segments together;
issue 43, finding 1: during a store outage it grew until the disk was full). A worker checks it
each time it opens a segment: past it, or when the disk refuses a write (a full or read-only
disk), :meth:`Journal.append` raises :class:`JournalStopped` and the decision is answered
unjournaled (the audit writer counts it, names the stop in ``/readyz`` and ``/metrics``, and
says when journaling resumes). A line the disk cut short is cut off again, so what is on disk
stays whole lines. While stopped, a worker tries again at most once a second.

Not covered: the journal is never ``fsync``'d (an ``fsync`` per decision would cost more than
the decision), so a power loss or a kernel crash loses what the kernel had not written back yet
(Linux writes dirty pages back within about 30 s); a line cut short that way is counted when
the segment is replayed (``folnn_audit_dropped_total{reason="journal_torn"}``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import fcntl
import logging
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path

import orjson

from service.store import DecisionRecord

__all__ = ["Journal", "JournalStopped", "SEGMENT_BYTES", "MAX_BYTES"]

log = logging.getLogger(__name__)

SEGMENT_BYTES = 4 * 2**20
"""A segment past this size is closed and a new one begun (about 2,000 decisions of 2 KB), so a
busy worker's written decisions leave the disk segment by segment."""

MAX_BYTES = 256 * 2**20
"""The journal folder's default bound (``FOLNN_JOURNAL_MAX_BYTES``): about 120,000 decisions of
2 KB (9,000 of the largest, 28.5 KB), a few minutes of a store outage at full load."""

RETRY_S = 1.0

TMP_GRACE_S = 60.0
"""A segment's temporary file younger than this is left alone by adoption: its owner may be
between creating it and locking it (microseconds), and a worker that adopted it then (its own
writer thread, or another worker) deleted the file under it, so the owner's rename failed and
the decision was answered unjournaled ("No such file or directory"). One older than this is an
owner's that died before writing to it."""
"""While the journal is stopped, the next try to write it is at least this long after the last."""


class JournalStopped(OSError):
    """The journal cannot take a record now: past its bound, or the disk refused the write
    (``reason`` says which, in words fit for ``/readyz``: no path)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_FIELDS = tuple(f.name for f in dataclasses.fields(DecisionRecord) if f.name != "seq")


def _line(record: DecisionRecord) -> bytes:
    """One record as one JSON line (its seq is the store's to give). orjson: 4 us a record
    where the standard library's ``json`` takes 41 (``bench/journal_bench.py``), and this runs
    before every answer."""
    values = {name: getattr(record, name) for name in _FIELDS}
    return orjson.dumps(values) + b"\n"


def _records(data: bytes) -> tuple[list[DecisionRecord], int]:
    """The records of a segment's bytes, and how many lines could not be read (a line cut
    short by a power loss or a full disk)."""
    records, torn = [], 0
    for line in data.split(b"\n"):
        if not line:
            continue
        try:
            records.append(DecisionRecord(**orjson.loads(line)))
        except (orjson.JSONDecodeError, TypeError):
            torn += 1
    return records, torn


def _not_a_segment(data: bytes, records: list[DecisionRecord]) -> bool:
    """Bytes that are not a journal segment (random bytes, another file): no line of them is a
    record, or they are not text at all. A segment the journal wrote holds records and at most
    its last line cut short; such bytes are skipped, never counted as lost decisions."""
    return bool(data) and (not records or b"\0" in data)


class Journal:
    """This process's journal segments in ``folder`` (append, release once written, close)
    and the adoption of segments whose owner died. Not thread-safe by itself: the audit
    writer calls :meth:`append` and :meth:`release` under its queue lock."""

    def __init__(
        self, folder: Path, segment_bytes: int = SEGMENT_BYTES, max_bytes: int = MAX_BYTES
    ) -> None:
        self.folder = Path(folder)
        self.max_bytes = max_bytes
        self._segment_bytes = min(segment_bytes, max(max_bytes // 16, 4096))
        self._retry_at = 0.0  # while stopped: no try before this (monotonic)
        self._prefix = f"{os.getpid()}-{time.time_ns()}"
        self._segments: dict[int, tuple[int, Path]] = {}  # number -> (locked fd, path)
        self._current = -1
        self._size = 0
        self._stopped_reason = ""
        self.skipped: dict[str, str] = {}
        """Entries of the folder named like segments that are not (name: why), left alone."""

    @property
    def own(self) -> list[Path]:
        """This process's segments on disk."""
        return [path for _, path in self._segments.values()]

    def _folder_bytes(self) -> int:
        """The bytes of every segment in the folder (every worker's), read when a segment is
        opened (every ``segment_bytes`` written): a worker may pass the bound by one segment
        when several open theirs at once."""
        total = 0
        with os.scandir(self.folder) as entries:
            for entry in entries:
                with contextlib.suppress(OSError):
                    if entry.is_file(follow_symlinks=False):
                        total += entry.stat(follow_symlinks=False).st_size
        return total

    def _open_segment(self) -> None:
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self._folder_bytes() + self._segment_bytes > self.max_bytes:
            raise JournalStopped(
                f"the journal holds its bound ({self.max_bytes} bytes, FOLNN_JOURNAL_MAX_BYTES)"
            )
        number = self._current + 1
        path = self.folder / f"{self._prefix}-{number:06d}.jsonl"
        temporary = path.with_suffix(".tmp")
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | os.O_CLOEXEC
        fd = os.open(temporary, flags, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            os.rename(temporary, path)
        except OSError:
            os.close(fd)
            temporary.unlink(missing_ok=True)
            raise
        self._segments[number] = (fd, path)
        self._current, self._size = number, 0

    def append(self, record: DecisionRecord) -> int:
        """Write ``record`` (one ``write``); returns the number of its segment. Raises
        :class:`JournalStopped` when it cannot be written (past the bound, a full disk, a
        folder not writable; then for :data:`RETRY_S` without trying)."""
        if time.monotonic() < self._retry_at:
            raise JournalStopped(self._stopped_reason)
        try:
            if self._current not in self._segments or self._size >= self._segment_bytes:
                self._open_segment()
            self._write(_line(record))
        except OSError as exc:
            self._retry_at = time.monotonic() + RETRY_S
            self._stopped_reason = (
                exc.reason
                if isinstance(exc, JournalStopped)
                else f"the data disk refuses the journal ({exc.strerror or type(exc).__name__})"
            )
            raise JournalStopped(self._stopped_reason) from exc
        return self._current

    def _write(self, line: bytes) -> None:
        fd = self._segments[self._current][0]
        written = 0
        try:
            while written < len(line):  # a regular file takes it whole unless the disk is full
                more = os.write(fd, line[written:])
                if more == 0:
                    raise OSError(errno.ENOSPC, "journal: short write")
                written += more
        except OSError:
            if written:  # cut the torn line off: the segment stays whole lines
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, self._size)
            raise
        self._size += len(line)

    @property
    def numbers(self) -> list[int]:
        """The numbers of this process's segments on disk, oldest first."""
        return sorted(self._segments)

    def rotate(self) -> int:
        """Close the current segment to appends (the next record opens a new one); returns its
        number (-1 before any): what is journaled from now on is in segments above it."""
        self._size = self._segment_bytes
        return self._current

    def read(self, number: int) -> list[DecisionRecord]:
        """The records of this process's segment ``number`` (whole lines only)."""
        _, path = self._segments[number]
        return _records(path.read_bytes())[0]

    def release(self, needed: int | None) -> None:
        """Delete this process's segments below ``needed`` (the segment of the oldest record
        not yet in the store); None: every record is in the store, so every segment goes and
        the current one is cut back to empty."""
        for number in sorted(self._segments):
            if needed is not None and number >= needed:
                break
            fd, path = self._segments[number]
            self._retry_at = 0.0  # room was made: a stopped journal tries again at once
            if number == self._current:
                os.ftruncate(fd, 0)
                self._size = 0
                continue
            path.unlink(missing_ok=True)
            os.close(fd)
            del self._segments[number]

    def close(self, needed: int | None) -> None:
        """Release what is written (:meth:`release`) and let go of the rest: the segments
        still holding records not in the store stay on disk, unlocked, for the next worker."""
        self.release(needed)
        for fd, path in self._segments.values():
            if needed is None:
                path.unlink(missing_ok=True)
            os.close(fd)
        self._segments.clear()

    def _skip(self, path: Path, why: str) -> None:
        """Leave ``path`` alone from now on (it is not a segment: a directory, a FIFO, a
        link, bytes that hold no decision), counted and named (:attr:`skipped`)."""
        self.skipped[path.name] = why
        log.error("audit journal: %s is skipped: %s", path.name, why)

    def adopt(
        self, replay: Callable[[list[DecisionRecord], int], None], max_segments: int = 8
    ) -> int:
        """Replay the segments of dead owners (at most ``max_segments`` this call):
        ``replay(records, torn)`` writes them to the store (raising leaves the segment on disk
        for a later try), then the segment is deleted. Returns how many were adopted."""
        if not self.folder.is_dir():
            return 0
        own = {path.name for path in self.own}
        adopted = 0
        for path in sorted(self.folder.iterdir()):
            if adopted >= max_segments:
                break
            if path.name in own or path.suffix not in (".jsonl", ".tmp"):
                continue
            if path.name in self.skipped:
                continue
            try:  # never blocks (a FIFO), never follows a link, opens a directory to see it
                fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK | os.O_NOFOLLOW)
            except FileNotFoundError:  # adopted by another worker meanwhile
                continue
            except OSError as exc:  # a link, or unreadable
                self._skip(path, f"cannot be opened ({exc.strerror})")
                continue
            try:
                status = os.fstat(fd)
                if not stat.S_ISREG(status.st_mode):
                    self._skip(path, "not a regular file")
                    continue
                if path.suffix == ".tmp" and time.time() - status.st_mtime < TMP_GRACE_S:
                    continue  # maybe being created: not locked yet (TMP_GRACE_S)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:  # its owner is alive
                    continue
                if os.fstat(fd).st_nlink == 0:  # adopted by another worker meanwhile
                    continue
                if path.suffix == ".jsonl":
                    data = _read_all(fd)
                    records, torn = _records(data)
                    if _not_a_segment(data, records):
                        self._skip(path, "not a journal segment (no line is a decision)")
                        continue
                    replay(records, torn)
                    log.warning(
                        "audit journal: replayed %d decisions of a worker that died (%s)",
                        len(records),
                        path.name,
                    )
                path.unlink(missing_ok=True)  # a .tmp: its owner died before writing to it
                adopted += 1
            finally:
                os.close(fd)
        return adopted


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 1 << 20):
        chunks.append(chunk)
    return b"".join(chunks)
