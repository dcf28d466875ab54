"""The protocol's game sets shipped with the project, so that a first run trains within seconds.

Generating a Coin-Collector game (TextWorld's generator, then Inform 7's compiler) costs 2-4 s
of CPU; the 100 games of one difficulty's training and test sets took a first ``folnn train``
minutes (issue 33). The 450 games of the protocol (easy, medium and hard: train, valid and
test) are small and alike, so they ship as one 3 MB archive, ``training/data/games.tar.xz``:
each game's ``.z8`` and ``.json``, its conformance record, and the manifest rows that say what
each file must hash to (:mod:`training.games`). :func:`unpack_shipped` copies the games a run
needs into the cache before anything is generated; each is then checked as a generated game is
(the manifest's sha256 and uuid, the conformance record's fingerprint), so a shipped game that
does not match is generated again. Deep-map games are not shipped (they are generated).

``python -m training.shipped_games --games-dir var/games`` rebuilds the archive from a cache
that holds every protocol game (``folnn games`` first).
"""

from __future__ import annotations

import io
import json
import lzma
import sys
import tarfile
from collections.abc import Sequence
from pathlib import Path

from training.conformance import RECORD_SUFFIX
from training.games import (
    DIFFICULTIES,
    SPLITS,
    GameEntry,
    GameSpec,
    Manifest,
    is_valid,
    load_manifest,
    textworld_game_set,
)
from training.games import _write_manifest as write_manifest

__all__ = ["ARCHIVE", "build", "unpack_shipped"]

ARCHIVE = Path(__file__).resolve().parent / "data" / "games.tar.xz"
"""The shipped games (every protocol set), with their manifest rows (``manifest.json``)."""
_SUFFIXES = (".z8", ".json", RECORD_SUFFIX)


def unpack_shipped(specs: Sequence[GameSpec], cache_dir: Path, archive: Path = ARCHIVE) -> int:
    """Copy into ``cache_dir`` the games of ``specs`` that it lacks (or holds invalid) and the
    archive ships, adding their manifest rows; returns how many. Games already valid are not
    touched; a shipped game that does not verify after unpacking is removed (and generated
    later, as any missing game)."""
    cache_dir = Path(cache_dir)
    manifest = load_manifest(cache_dir)
    wanted = [
        s for s in dict.fromkeys(specs) if not _valid(manifest.entry(s), cache_dir) and s.code
    ]
    if not wanted or not archive.is_file():
        return 0
    cache_dir.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive, "r:xz") as tar:
        rows = json.load(tar.extractfile("manifest.json"))["games"]
        shipped = {e.spec: e for e in map(GameEntry.from_json, rows)}
        entries = [shipped[s] for s in wanted if s in shipped]
        names = {str(Path(e.spec.path).with_suffix(x)) for e in entries for x in _SUFFIXES}
        members = [m for m in tar.getmembers() if m.name in names and m.isfile()]
        if hasattr(tarfile, "data_filter"):  # Python >= 3.11.4
            tar.extractall(cache_dir, members=members, filter="data")
        else:  # Debian bookworm's 3.11.2 (the images): regular files named by the specs only
            tar.extractall(cache_dir, members=members)
    kept = {e.spec: e for e in manifest.entries}
    added = 0
    for entry in entries:
        if is_valid(entry, cache_dir):
            kept[entry.spec] = entry
            added += 1
        else:
            for x in _SUFFIXES:
                (cache_dir / entry.spec.path).with_suffix(x).unlink(missing_ok=True)
    if added:
        write_manifest(Manifest(cache_dir, tuple(kept.values())))
    return added


def _valid(entry: GameEntry | None, cache_dir: Path) -> bool:
    return entry is not None and is_valid(entry, cache_dir)


def build(cache_dir: Path, archive: Path = ARCHIVE) -> int:
    """Write the archive from ``cache_dir``'s protocol games (every one must be there and
    valid, with its conformance record); returns the number of games. Deterministic: members
    sorted, times and owners zeroed."""
    cache_dir = Path(cache_dir)
    manifest = load_manifest(cache_dir)
    specs = [s for d in DIFFICULTIES for sp in SPLITS for s in textworld_game_set(d, sp)]
    entries = [manifest.entry(s) for s in specs]
    missing = [s.path for s, e in zip(specs, entries, strict=True) if not _valid(e, cache_dir)]
    if missing:
        raise ValueError(f"{len(missing)} protocol games missing or invalid, e.g. {missing[0]}")
    rows = json.dumps({"version": 1, "games": [e.to_json() for e in entries]}, indent=1)
    archive.parent.mkdir(parents=True, exist_ok=True)
    with (
        lzma.open(archive, "wb", preset=9 | lzma.PRESET_EXTREME) as xz,
        tarfile.open(fileobj=xz, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        _add(tar, "manifest.json", rows.encode())
        for entry in entries:
            for x in _SUFFIXES:
                path = Path(entry.spec.path).with_suffix(x)
                _add(tar, str(path), (cache_dir / path).read_bytes())
    return len(entries)


def _add(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mtime, info.mode = len(data), 0, 0o644
    tar.addfile(info, io.BytesIO(data))


if __name__ == "__main__":
    args = sys.argv[1:]
    source = Path(args[args.index("--games-dir") + 1]) if "--games-dir" in args else None
    if source is None:
        raise SystemExit("usage: python -m training.shipped_games --games-dir var/games")
    print(f"{build(source)} games in {ARCHIVE}")
