"""Small disks for the disk-fault probes (issue 43, findings 1 and 3): a tmpfs of a given size
mounted on a folder (root only: ``mount -t tmpfs``), filled to the last byte, made read-only and
given back, so a server's data folder meets a full or read-only disk as it would in production."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

__all__ = ["can_mount", "fill", "remount", "small_disk"]


def can_mount() -> bool:
    """Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN); the probes are
    skipped, and say so, where it may not."""
    if os.geteuid() != 0:
        return False
    probe = Path(f"/tmp/folnn-mount-probe-{os.getpid()}")
    probe.mkdir(exist_ok=True)
    try:
        with small_disk(probe, 1 << 20):
            return True
    except (OSError, subprocess.CalledProcessError):
        return False
    finally:
        with contextlib.suppress(OSError):
            probe.rmdir()


@contextlib.contextmanager
def small_disk(folder: Path, size_bytes: int) -> Iterator[Path]:
    """A tmpfs of ``size_bytes`` mounted on ``folder`` (created), unmounted on exit."""
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_bytes},mode=0755", "tmpfs", str(folder)],
        check=True,
        capture_output=True,
    )
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False, capture_output=True)


def remount(folder: Path, *, read_only: bool) -> None:
    """Make the tmpfs on ``folder`` read-only, or writable again."""
    mode = "ro" if read_only else "rw"
    subprocess.run(["mount", "-o", f"remount,{mode}", str(folder)], check=True, capture_output=True)


def fill(folder: Path, name: str = "filler") -> int:
    """Write ``folder/name`` until the disk refuses (ENOSPC); returns the bytes written. Delete
    the file to give the space back."""
    written = 0
    with open(folder / name, "ab", buffering=0) as f:
        piece = b"\0" * 65536
        while True:
            try:
                n = f.write(piece if len(piece) > 1 else b"\0")
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                if len(piece) == 1:
                    return written
                piece = piece[: len(piece) // 2]
                continue
            written += n or 0
