"""Versioned policy artifacts (docs/architecture.md §6): ``<root>/<name>/<version>/`` with
``weights.safetensors`` and ``manifest.json``, every file hashed, nothing pickled.

``<name>`` is the policy family, the manifest's ``method`` the training method and its
``model.network`` the network kind (:mod:`model.registry`; docs/artifacts.md).

The manifest also carries ``manifest_sha256``, the sha256 of its own canonical JSON without that
key, so an edited manifest is refused as well as an edited weights file. (This detects accidents
and naive edits; it is not a signature.)

This module does not import torch, nor any module that does: the server verifies an artifact
(:func:`verify_artifact`) and reads its weights as numpy arrays (:func:`read_weights`) into the
frozen policy (:func:`model.numpy_policy.load_policy`); :func:`write_artifact` writes one from
numpy arrays. A network as a torch module is saved and rebuilt by training's side,
:func:`model.registry.save_artifact` and :func:`model.registry.load_artifact`, which know the
network kinds (this module importing them made the model package's one import circle, issue
40).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from safetensors import SafetensorError
from safetensors.numpy import load_file, save_file

from converter.facts import Vocabulary
from model.kinds import legacy_builder, network_kind

__all__ = [
    "ArtifactError",
    "ArtifactInfo",
    "LoadedArtifact",
    "VerifiedArtifact",
    "canonical_manifest",
    "list_artifacts",
    "read_weights",
    "safe_version",
    "verify_artifact",
    "write_artifact",
]

WEIGHTS = "weights.safetensors"
MANIFEST = "manifest.json"
FORMAT_VERSION = 1
_SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


class ArtifactError(ValueError):
    """An artifact that cannot be written or must not be loaded."""


class VerifiedArtifact(NamedTuple):
    """An artifact whose hashes verify, and the network its manifest names."""

    manifest: dict
    path: Path
    sha256: str  # of manifest.json, which pins the weights' hash in turn
    network: str
    """The network kind (:mod:`model.kinds`)."""
    config: dict
    """The manifest's ``model.config``."""


class LoadedArtifact(NamedTuple):
    """A verified artifact: the rebuilt network (a torch module from
    :func:`model.registry.load_artifact`, a
    :class:`~model.numpy_policy.NumpyPolicy` from :func:`~model.numpy_policy.load_policy`), its
    manifest, folder and manifest hash."""

    model: Any
    manifest: dict
    path: Path
    sha256: str  # of manifest.json, which pins the weights' hash in turn


class ArtifactInfo(NamedTuple):
    """One listed artifact, read from its manifest without verifying hashes."""

    name: str
    """The policy family (the folder the version lies in)."""
    version: str
    path: Path
    method: str | None
    """The training method."""
    created: str | None
    network: str | None = None
    """The network kind (``model.network``, or what an older ``model.method`` meant)."""


def safe_version(name: str) -> str:
    """``name`` if it is a safe folder name (``[A-Za-z0-9][A-Za-z0-9._-]{0,63}``, no ``..``)."""
    if not isinstance(name, str) or not _SAFE_NAME.fullmatch(name) or ".." in name:
        raise ArtifactError(f"unsafe artifact name or version: {name!r}")
    return name


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def canonical_manifest(manifest: dict) -> bytes:
    """The bytes a manifest's ``manifest_sha256`` is the sha256 of: its canonical JSON
    without that key."""
    body = {k: v for k, v in manifest.items() if k != "manifest_sha256"}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _code_revision() -> str:
    """The commit that wrote an artifact: ``FOLNN_CODE_REVISION`` where set (a code snapshot or
    an image, which have no ``.git``), else ``git rev-parse HEAD`` of this checkout, else
    "unknown"."""
    pinned = os.environ.get("FOLNN_CODE_REVISION", "").strip()
    if pinned:
        return pinned
    try:
        result = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=Path(__file__).resolve().parent,
            capture_output=True,
            text=True,
            timeout=5,
            check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return result.stdout.strip() or "unknown"


DEFAULT_TASK = "coin: find the coin and take it (moving, opening doors)"
"""The task a policy is trained for, named in its manifest (``task``); every family the trainer
knows is a coin game. A manifest without it (written before issue 41) is read as this task."""


def task_of(manifest: dict) -> str:
    """The task a manifest names (:data:`DEFAULT_TASK` when it names none)."""
    task = manifest.get("task")
    return task if isinstance(task, str) and task else DEFAULT_TASK


def write_artifact(
    state: dict[str, np.ndarray],
    vocabulary: Vocabulary,
    config: dict,
    root: Path,
    name: str,
    version: str,
    *,
    method: str,
    network: str,
    training: dict,
    evaluation: dict,
    rules: list[dict],
    extra: dict | None = None,
) -> Path:
    """Write ``root/name/version/`` atomically (temp folder, then rename) from a network's
    weights as numpy arrays (``state``), its vocabulary and its JSON ``config``; returns the
    folder. :func:`model.registry.save_artifact` writes a torch network (and checks its kind).

    ``name`` is the policy family, ``method`` the training method and ``network`` the network
    kind that rebuilds the weights (:mod:`model.registry`; three different names, see there).
    The manifest's ``model`` holds ``network`` and, for readers of the older format, ``method``
    with the builder's older name.

    Refuses to overwrite an existing version: versions are immutable.
    """
    target = Path(root) / safe_version(name) / safe_version(version)
    if target.exists():
        raise ArtifactError(f"artifact {name}/{version} already exists at {target}")
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{version}.", dir=target.parent))
    try:
        save_file(state, str(tmp / WEIGHTS))
        manifest = {
            "format": FORMAT_VERSION,
            "name": name,
            "version": version,
            "method": method,
            "task": DEFAULT_TASK,
            "created": datetime.now(UTC).isoformat(timespec="seconds"),
            "code_revision": _code_revision(),
            "vocabulary": {
                "predicates": {
                    "unary": list(vocabulary.unary_predicates),
                    "nullary": list(vocabulary.nullary_predicates),
                },
                "actions": list(vocabulary.actions),
                "classes": vocabulary.to_dict()["classes"],
            },
            "shapes": {k: list(v.shape) for k, v in state.items()},
            "model": {
                "network": network,
                "method": legacy_builder(network),
                "config": config,
            },
            "training": training,
            "seed": training.get("seed"),
            "evaluation": evaluation,
            "rules": rules,
            "extra": extra or {},
            "files": {WEIGHTS: _sha256(tmp / WEIGHTS)},
        }
        manifest["manifest_sha256"] = hashlib.sha256(canonical_manifest(manifest)).hexdigest()
        text = json.dumps(manifest, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        (tmp / MANIFEST).write_text(text, encoding="utf-8")
        for path in (tmp / WEIGHTS, tmp / MANIFEST):
            path.chmod(0o644)  # readable by a server running as another user
        tmp.chmod(0o755)  # mkdtemp makes it private
        os.rename(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def verify_artifact(path: Path) -> VerifiedArtifact:
    """Verify every hash of the artifact at ``path`` (the manifest's own, each file's) and that
    its manifest names a network kind and config; ArtifactError with the reason otherwise."""
    path = Path(path)
    manifest_path = path / MANIFEST
    try:
        raw = manifest_path.read_bytes()
    except OSError as err:
        raise ArtifactError(f"{manifest_path}: cannot read manifest ({err})") from err
    try:
        manifest = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise ArtifactError(f"{manifest_path}: manifest is not valid JSON ({err})") from err
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), dict):
        raise ArtifactError(f"{manifest_path}: manifest lacks its 'files' table")
    if manifest.get("manifest_sha256") != hashlib.sha256(canonical_manifest(manifest)).hexdigest():
        raise ArtifactError(f"{manifest_path}: manifest was modified (manifest_sha256 mismatch)")
    if WEIGHTS not in manifest["files"]:
        raise ArtifactError(f"{manifest_path}: manifest does not list {WEIGHTS}")
    for filename, expected in manifest["files"].items():
        file = path / safe_version(filename)
        if not file.is_file():
            raise ArtifactError(f"{path}: missing file {filename}")
        if _sha256(file) != expected:
            raise ArtifactError(f"{file}: sha256 mismatch (file changed or truncated)")
    section = manifest.get("model")
    network = network_kind(section) if isinstance(section, dict) else None
    if network is None or "config" not in section:
        raise ArtifactError(f"{manifest_path}: manifest lacks model.network/config")
    return VerifiedArtifact(
        manifest, path, hashlib.sha256(raw).hexdigest(), network, section["config"]
    )


def read_weights(path: Path) -> dict[str, np.ndarray]:
    """The tensors of the weights file of the artifact at ``path``, as numpy arrays by name
    (safetensors: nothing unpickled); ArtifactError when the file cannot be read."""
    try:
        return load_file(str(Path(path) / WEIGHTS))
    except (SafetensorError, OSError, ValueError) as err:
        raise ArtifactError(f"{Path(path) / WEIGHTS}: unreadable weights ({err})") from err


def list_artifacts(root: Path, name: str | None = None) -> list[ArtifactInfo]:
    """Artifacts under ``root`` (of one ``name`` if given), sorted by name then created time."""
    root = Path(root)
    names = [safe_version(name)] if name is not None else None
    if not root.is_dir():
        return []
    found = []
    for name_dir in sorted(root.iterdir()):
        if not name_dir.is_dir() or name_dir.name.startswith("."):
            continue
        if names is not None and name_dir.name not in names:
            continue
        for version_dir in sorted(name_dir.iterdir()):
            manifest_path = version_dir / MANIFEST
            if version_dir.name.startswith(".") or not manifest_path.is_file():
                continue
            method = created = network = None
            try:
                manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
                method, created = manifest.get("method"), manifest.get("created")
                model = manifest.get("model")
                network = network_kind(model) if isinstance(model, dict) else None
            except (OSError, ValueError, AttributeError):
                pass
            found.append(
                ArtifactInfo(name_dir.name, version_dir.name, version_dir, method, created, network)
            )
    return sorted(found, key=lambda a: (a.name, a.created or "", a.version))
