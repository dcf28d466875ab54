"""Unpacking a published policy archive (``POST /v1/policies``) within bounds: a tar stream,
gzip/bzip2/xz compressed or not, of at most a few files, each a plain file at the top or under
one folder, unpacked to at most its limit (docs/security.md)."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import re
import tarfile
import zlib
from pathlib import Path

from model.artifact import ArtifactError

__all__ = ["MAX_ARCHIVE_FILES", "TAR_OVERHEAD_BYTES", "unpack_archive"]

_FILE_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")  # as a version's name

MAX_ARCHIVE_FILES = 16
"""Most files a published archive may hold (an artifact is a manifest and its weights)."""
TAR_OVERHEAD_BYTES = 2**18
"""What a tar stream may hold beyond its files' bytes (headers of 512 bytes, long names, the
end blocks and the record's padding): a compressed archive is unpacked to at most its limit plus
this before tarfile reads it (red-team review: a 396-byte bzip2 archive whose long-name header
declared 300 MB made tarfile read those 300 MB into memory, twice)."""
_COMPRESSED = (
    (b"\x1f\x8b", gzip.open),
    (b"BZh", bz2.open),
    (b"\xfd7zXZ\x00", lzma.open),
)


def unpack_archive(data: bytes, folder: Path, max_bytes: int) -> None:
    """Write the files of a tar archive (plain, gzip, bzip2 or xz) into ``folder``: at most
    :data:`MAX_ARCHIVE_FILES` regular files of at most ``max_bytes`` together, all at the top
    level or all in one top folder (``tar czf v3.tar.gz v3/``), with plain names; anything else
    (links, devices, ``..``, absolute names, nested folders) is refused with ArtifactError.
    Nothing is extracted by tarfile itself: each file's bytes are read and written here, and
    tarfile reads a tar stream already unpacked to a bound (:func:`_tar_stream`)."""
    plain = _tar_stream(data, max_bytes + TAR_OVERHEAD_BYTES)
    try:
        archive = tarfile.open(fileobj=io.BytesIO(plain), mode="r:")  # noqa: SIM115 - `with` below
    except (tarfile.TarError, EOFError, OSError) as exc:
        raise ArtifactError(f"not a tar archive ({type(exc).__name__})") from None
    with archive:
        try:
            members = []
            for member in archive:
                members.append(member)
                if member.size > max_bytes:  # refused before its bytes are read past
                    raise ArtifactError(f"a file of {member.size} bytes; at most {max_bytes}")
                if len(members) > 2 * MAX_ARCHIVE_FILES:
                    raise ArtifactError(f"the archive holds more than {MAX_ARCHIVE_FILES} files")
        except (tarfile.TarError, EOFError, OSError, zlib.error) as exc:
            raise ArtifactError(f"the archive cannot be read ({type(exc).__name__})") from None
        files = [m for m in members if not m.isdir()]
        if any(not m.isfile() for m in files):
            raise ArtifactError("the archive may hold regular files only (no links or devices)")
        if not files or len(files) > MAX_ARCHIVE_FILES:
            raise ArtifactError(f"the archive must hold 1 to {MAX_ARCHIVE_FILES} files")
        parts = [Path(m.name[2:] if m.name.startswith("./") else m.name).parts for m in files]
        if any(
            not p or p[0] in ("/", "..") or ".." in p or m.name.startswith("/")
            for p, m in zip(parts, files, strict=True)
        ):
            raise ArtifactError("the archive holds an absolute or parent-relative name")
        tops = {p[0] for p in parts if len(p) == 2}
        if all(len(p) == 1 for p in parts):
            names = [p[0] for p in parts]
        elif all(len(p) == 2 for p in parts) and len(tops) == 1:
            names = [p[1] for p in parts]
        else:
            raise ArtifactError("the files must all be at the top or all in one top folder")
        if len(set(names)) != len(names) or any(not _FILE_NAME_RE.fullmatch(n) for n in names):
            raise ArtifactError("the archive holds a duplicate or unsafe file name")
        total = 0
        for member, name in zip(files, names, strict=True):
            total += member.size
            if total > max_bytes:
                raise ArtifactError(
                    f"the archive unpacks to more than {max_bytes} bytes (FOLNN_MAX_ARTIFACT_BYTES)"
                )
            try:
                stream = archive.extractfile(member)
                content = stream.read(member.size + 1) if stream is not None else b""
            except (tarfile.TarError, EOFError, OSError, zlib.error) as exc:
                raise ArtifactError(f"{name} cannot be read ({type(exc).__name__})") from None
            if len(content) != member.size:
                raise ArtifactError(f"{name} is truncated")
            (folder / name).write_bytes(content)


def _tar_stream(data: bytes, limit: int) -> bytes:
    """The tar stream of ``data``: unpacked (gzip, bzip2 or xz, by their magic bytes) to at most
    ``limit`` bytes, else ``data`` itself. More than ``limit`` is refused without unpacking
    further: whatever the archive declares, memory stays bounded by ``limit``."""
    for magic, opener in _COMPRESSED:
        if data.startswith(magic):
            try:
                with opener(io.BytesIO(data)) as stream:
                    plain = stream.read(limit + 1)
            except (EOFError, OSError, lzma.LZMAError, zlib.error) as exc:
                raise ArtifactError(f"the archive cannot be read ({type(exc).__name__})") from None
            if len(plain) > limit:
                raise ArtifactError(
                    f"the archive unpacks to more than {limit} bytes"
                    " (FOLNN_MAX_ARTIFACT_BYTES and the tar headers)"
                )
            return plain
    return data
