"""Compact run records: what a committed table keeps of each run (docs/experiments.md, "Run
records").

A run's ``metrics.json`` (:class:`training.train.RunResult`) holds, besides what it measured, its
per-epoch training trace (ε, the mean training return, the mean TD loss of every epoch): 90% of
the bytes of a 2000-epoch record and nothing a table reads. A compact record keeps what the
tables, the per-seed reports and the generalisation experiment read, and the cost and checks of
the run; it leaves the trace out and says so (``record``). ``folnn experiment --records-dir D``
writes one per finished run under ``D/<run>/metrics.json`` (with the run's cached
``generalisation.json``, if any); ``folnn experiment --runs-dir D --aggregate-only`` rebuilds the
tables from them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from training.atomic import write_json
from training.train_args import TrainArgs

__all__ = [
    "KEPT",
    "LEFT_OUT",
    "compact_record",
    "compact_run_dir",
    "portable_path",
    "record_stamp",
    "write_records",
]

KEPT: tuple[str, ...] = (
    "config",
    "reported",
    "oracle_steps",
    "oracle_groups",
    "oracle_spread",
    "oracle_orders",
    "rules",
    "rule_check",
    "evaluations",
    "wall_seconds",
    "timing",
    "final_loss",
    "warnings",
    "artifact",
)
"""What a compact record keeps: the run's config, its reported moving averages, the oracle's
expected steps (per part of the test set too, with its spread over exit orders and their
number), its rules and their check, every evaluation's summary (epoch, reward, steps, and the
parts' where the set has parts: the curve the tables and figures are made from), its cost and
warnings, and where its artifact was written."""

LEFT_OUT: tuple[str, ...] = ("training",)
"""What it leaves out: the per-epoch training trace (``training``: ε, the mean training return
and TD loss of every epoch), which the run's own ``curves.png`` and TensorBoard log show."""

GENERALISATION_FILE = "generalisation.json"


PATHS: tuple[tuple[str, ...], ...] = (("config", "out"), ("config", "games_dir"), ("artifact",))
"""The paths a record holds: written relative to the project's folder where they lie in it."""
_PATH_KEYS = {keys[-1] for keys in PATHS if keys[0] == "config"}


def compact_record(metrics: Mapping, root: Path | None = None) -> dict:
    """The compact record of a run's ``metrics.json`` document (a compact record is returned
    as it is); with ``root`` (the project's folder) its paths relative to it where they lie in
    it, through a link of it too (``var`` -> another checkout's ``var``): no machine's paths."""
    record = {k: metrics[k] for k in KEPT if k in metrics}
    record["record"] = {"compact": True, "left_out": list(LEFT_OUT)}
    if root is not None:
        record["config"] = dict(record.get("config", {}))
        for keys in PATHS:
            holder = record
            for key in keys[:-1]:
                holder = holder.get(key, {})
            if isinstance(holder.get(keys[-1]), str):
                holder[keys[-1]] = portable_path(holder[keys[-1]], root)
    return record


def portable_path(path: str, root: Path) -> str:
    """``path`` relative to ``root`` where it lies under it or under one of its links' targets
    (``<checkout>/var/games`` -> ``var/games`` when ``root/var`` links there), else as it is."""
    target = Path(path)
    if not target.is_absolute():
        return path
    bases = [(root.absolute(), Path()), (root.resolve(), Path())]
    bases += [(c.resolve(), Path(c.name)) for c in root.iterdir() if c.is_symlink()]
    for base, prefix in bases:
        if target.is_relative_to(base):
            return str(prefix / target.relative_to(base))
    return path


def record_stamp(metrics: Mapping) -> str:
    """A fingerprint of what a run computed, the same for its full and its compact record
    wherever they lie (sha256 of the compact record without its paths, canonical JSON)."""
    record = compact_record(metrics)
    record["config"] = {k: v for k, v in record.get("config", {}).items() if k not in _PATH_KEYS}
    record.pop("artifact", None)
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _write(path: Path, document: Mapping) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json(path, document)


def compact_run_dir(source: Path, target: Path, root: Path | None = None) -> bool:
    """Write the compact record of the run in ``source`` (its ``metrics.json``) to
    ``target/metrics.json``, with its ``generalisation.json`` (restamped for the compact record
    where its stamp says it was made from this metrics.json; else copied as it is, and
    :func:`training.generalisation.evaluate_run` plays it again as before); ``source`` may be
    ``target`` (compacting in place); ``root``: :func:`compact_record`'s. False when ``source``
    holds no finished run."""
    metrics_path = source / "metrics.json"
    if not metrics_path.exists():
        return False
    text = metrics_path.read_text()
    metrics = json.loads(text)
    cache_path = source / GENERALISATION_FILE
    cache = json.loads(cache_path.read_text()) if cache_path.exists() else None
    if cache is not None:
        stamp = cache.get("metrics_sha256")
        raw = hashlib.sha256(text.encode()).hexdigest()
        if stamp in (raw, record_stamp(metrics)):
            cache["metrics_sha256"] = record_stamp(metrics)
    _write(target / "metrics.json", compact_record(metrics, root))
    if cache is not None:
        _write(target / GENERALISATION_FILE, cache)
    return True


def write_records(runs: Sequence[TrainArgs], records_dir: Path, root: Path | None = None) -> int:
    """The compact record of every finished run of ``runs`` under ``records_dir/<run>/``, its
    paths relative to ``root`` (default: the working directory, the project's folder);
    returns how many were written."""
    root = Path.cwd() if root is None else root
    written = 0
    for run in runs:
        target = records_dir / run.out.name
        if target.resolve() == run.out.resolve():
            continue  # the runs live there: compact them in place only on purpose
        written += compact_run_dir(run.out, target, root)
    return written
