"""Versioned policy artifacts (docs/architecture.md §6): ``<root>/<name>/<version>/`` with
``weights.safetensors`` and ``manifest.json``, every file hashed, nothing pickled.

``<name>`` is the policy family, the manifest's ``method`` the training method and its
``model.network`` the network kind (:mod:`model.registry`; docs/artifacts.md).

The manifest also carries ``manifest_sha256``, the sha256 of its own canonical JSON without that
key, so an edited manifest is refused as well as an edited weights file. (This detects accidents
and naive edits; it is not a signature.)

This module does not import torch: the server verifies an artifact (:func:`verify_artifact`)
and reads its weights as numpy arrays (:func:`read_weights`) into the frozen policy
(:func:`model.numpy_policy.load_policy`). Rebuilding a network as a torch module
(:func:`load_artifact`) and writing one (:func:`save_artifact`) are training's, and import torch's
side (:mod:`model.registry`) when called.
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
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

import numpy as np
from safetensors import SafetensorError
from safetensors.numpy import load_file, save_file

from converter.facts import Vocabulary
from model.kinds import legacy_builder, network_kind

if TYPE_CHECKING:
    import torch

__all__ = [
    "ArtifactError",
    "ArtifactInfo",
    "ArtifactModel",
    "LoadedArtifact",
    "VerifiedArtifact",
    "list_artifacts",
    "load_artifact",
    "read_weights",
    "safe_version",
    "save_artifact",
    "verify_artifact",
]

WEIGHTS = "weights.safetensors"
MANIFEST = "manifest.json"
FORMAT_VERSION = 1
_SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


class ArtifactError(ValueError):
    """An artifact that cannot be written or must not be loaded."""


class ArtifactModel(Protocol):
    """What :func:`save_artifact` needs from a network besides ``state_dict``."""

    vocabulary: Vocabulary

    @property
    def config(self) -> Any:  # has .to_dict() -> dict
        ...

    def state_dict(self) -> dict[str, torch.Tensor]: ...


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
    """A verified artifact: the rebuilt network (a torch module from :func:`load_artifact`, a
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


def _canonical(manifest: dict) -> bytes:
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


def save_artifact(
    model: ArtifactModel,
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
    """Write ``root/name/version/`` atomically (temp folder, then rename); returns the folder.

    ``name`` is the policy family, ``method`` the training method and ``network`` the network
    kind that rebuilds the weights (:mod:`model.registry`; three different names, see there).
    The manifest's ``model`` holds ``network`` and, for readers of the older format, ``method``
    with the builder's older name.

    Refuses an unknown network kind, and to overwrite an existing version: versions are
    immutable.
    """
    from model.registry import networks  # training's side: the builders import torch

    if network not in networks():
        raise ArtifactError(f"unknown network {network!r}; registered: {', '.join(networks())}")
    target = Path(root) / safe_version(name) / safe_version(version)
    if target.exists():
        raise ArtifactError(f"artifact {name}/{version} already exists at {target}")
    target.parent.mkdir(parents=True, exist_ok=True)
    state = {k: v.detach().cpu().contiguous().numpy() for k, v in model.state_dict().items()}
    vocabulary = model.vocabulary
    tmp = Path(tempfile.mkdtemp(prefix=f".{version}.", dir=target.parent))
    try:
        save_file(state, str(tmp / WEIGHTS))
        manifest = {
            "format": FORMAT_VERSION,
            "name": name,
            "version": version,
            "method": method,
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
                "config": model.config.to_dict(),
            },
            "training": training,
            "seed": training.get("seed"),
            "evaluation": evaluation,
            "rules": rules,
            "extra": extra or {},
            "files": {WEIGHTS: _sha256(tmp / WEIGHTS)},
        }
        manifest["manifest_sha256"] = hashlib.sha256(_canonical(manifest)).hexdigest()
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
    if manifest.get("manifest_sha256") != hashlib.sha256(_canonical(manifest)).hexdigest():
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


def load_artifact(path: Path) -> LoadedArtifact:
    """Verify every hash of the artifact at ``path`` and rebuild its network as a torch module
    (strict load): training's loader, any network kind. Serving loads FOL-LNN policies without
    torch (:func:`model.numpy_policy.load_policy`)."""
    import torch  # training's side: serving never calls this

    from model.registry import build_model

    verified = verify_artifact(path)
    manifest_path = verified.path / MANIFEST
    try:
        model = build_model(verified.network, verified.config)
    except KeyError as err:
        raise ArtifactError(f"{manifest_path}: unknown network {verified.network!r}") from err
    except (TypeError, ValueError) as err:
        raise ArtifactError(f"{manifest_path}: bad model config ({err})") from err
    try:
        weights = read_weights(verified.path)
        model.load_state_dict({k: torch.tensor(v) for k, v in weights.items()}, strict=True)
    except (ArtifactError, RuntimeError) as err:
        raise ArtifactError(
            f"{verified.path / WEIGHTS}: weights do not fit the model ({err})"
        ) from err
    model.eval()
    return LoadedArtifact(model, verified.manifest, verified.path, verified.sha256)


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
