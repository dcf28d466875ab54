"""Policy versions on disk: ``<policies_dir>/<policy_name>/<version>/``, and what the server
checks before it serves one.

Version names are checked against a strict pattern and the resolved folder must lie inside the
policy folder, so no name (``..``, absolute paths, symlinks out) reaches anything else.

An artifact whose hashes verify can still be one the server cannot serve (issue 12, finding 8),
so :meth:`PolicyRegistry.load` checks, in this order, before anything is allocated: the
manifest's size and shape, the network kind (the server serves ``lnn-and-or`` networks: FOL-LNN
policies, whatever method trained them), the config and its
vocabulary, the network's size against ``max_parameters``, the manifest's file names (plain
names of the artifact's folder, checked before any file is looked at: issue 31, finding 7),
and the tensor names, shapes and types of the weights file's header against those the config
implies (float32 only: :data:`SERVED_DTYPE`). Then :func:`model.numpy_policy.load_policy`
verifies every sha256 and freezes the network in numpy (never unpickling, no torch), every
number of every tensor must be finite (the class priority included: finding 5), and a test
decision on probe fact tables must give finite scores, a ranking and an explanation. Any
failure is an :class:`ArtifactError` with the reason; one version's failure never affects
another's (:meth:`PolicyRegistry.describe` never raises).

What a server serves is not decided here: the store's active pointer names it, recorded at a
first start from :meth:`PolicyRegistry.shipped_default` (a folder, never a publication) and
moved only by an activation (:mod:`service.runtime`). The listing (:meth:`PolicyRegistry.listing`)
describes each version once and keeps the entry while the version's bytes stay the same;
publications are capped (``max_published``) and deletable (:meth:`PolicyRegistry.delete`).

Versions come from two places (docs/api.md, "Publishing a policy"): the folders under
``policies/`` (the read-only seed) and the archives operators publish through the API, which
live in the store so that every replica serves them without copying files. A published
archive is checked by :meth:`PolicyRegistry.publish` exactly as a folder is at load (it is
unpacked into a folder and :meth:`PolicyRegistry.load_path` runs on it); a replica unpacks a
stored archive once into its own cache folder (``<data_dir>/artifacts``) and loads it from
there with the same checks.
"""

from __future__ import annotations

import copy
import hashlib
import json
import logging
import math
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from safetensors import SafetensorError, safe_open

from converter.converter import FOLConverter
from model.artifact import ArtifactError, LoadedArtifact
from model.config import PolicyConfig
from model.kinds import LNN_AND_OR, network_kind
from model.numpy_policy import load_policy, weight_shapes
from model.versions import MAX_MANIFEST_BYTES, VERSION_NAME, version_key
from service.archives import unpack_archive
from service.probe import probe_decision
from service.rollout import evaluation_figures
from service.store import (
    AlreadyExists,
    ArtifactRecord,
    LimitReached,
    NotFound,
    Store,
    StoreError,
    VersionInUse,
)

__all__ = [
    "SERVED_NETWORKS",
    "ArtifactError",
    "InvalidVersion",
    "PolicyRegistry",
    "VersionNotFound",
    "served_family",
]

SERVED_NETWORKS = (LNN_AND_OR,)
SERVED_DTYPE = "F32"
"""The tensor type this server serves: float32, what the trainer writes. Weights of another
type (f16, int8 ...) are refused at publish and load rather than converted on the way in."""
"""Network kinds this server can serve: it explains decisions with the AND-OR LNN's rules
(trained by ``fol-lnn``, ``fol-lnn-critic`` or any other method that fills one)."""
DEFAULT_FAMILY = "fol-rules"
"""The policy family served unless ``FOLNN_POLICY_NAME`` names another: the FOL-LNN rule
policies the repository ships (``policies/fol-rules/``), whatever method trained them."""
LEGACY_FAMILY = "fol-lnn"
"""The folder the default family had before it was named apart from the training method."""
WEIGHTS = "weights.safetensors"
log = logging.getLogger(__name__)


class InvalidVersion(ValueError):
    """A version name that could reach outside the policy folder (or is malformed)."""


class VersionNotFound(LookupError):
    """No artifact folder of that version."""


def served_family(policies_dir: Path, family: str) -> str:
    """``family``, except that the default family falls back to its older folder
    (``<policies_dir>/fol-lnn``) when only that one exists (a volume written before the
    rename keeps being served)."""
    root = Path(policies_dir)
    if (
        family == DEFAULT_FAMILY
        and not (root / family).is_dir()
        and (root / LEGACY_FAMILY).is_dir()
    ):
        log.warning("no %s/ under %s: serving the older folder %s/", family, root, LEGACY_FAMILY)
        return LEGACY_FAMILY
    return family


class PolicyRegistry:
    """The versions of one policy family: folders on disk, and archives published into the
    store (when a store is given), read on demand."""

    def __init__(
        self,
        policies_dir: Path,
        policy_name: str,
        converter: FOLConverter | None = None,
        max_parameters: int = 10_000_000,
        store: Store | None = None,
        cache_dir: Path | None = None,
        max_archive_bytes: int = 2**20,
        max_published: int | None = None,
    ) -> None:
        self.family = policy_name
        self.root = Path(policies_dir) / policy_name
        self.converter = converter  # refuses a vocabulary it cannot ground (None: any)
        self.max_parameters = max_parameters
        self.store = store
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self.max_archive_bytes = max_archive_bytes
        self.max_published = max_published
        # listing entries by version, with what identifies the bytes they describe (a folder's
        # file times and sizes, a publication's archive sha256): a version is immutable, so
        # its entry is computed once, not on every listing
        self._described: dict[str, tuple[tuple, dict]] = {}

    def _check_name(self, version: str) -> None:
        if not VERSION_NAME.fullmatch(version) or version in {".", ".."} or ".." in version:
            raise InvalidVersion(f"invalid version name {version[:100]!r}")

    def _disk_path(self, version: str) -> Path | None:
        self._check_name(version)
        root = self.root.resolve()
        path = (root / version).resolve()
        if path.parent != root:
            raise InvalidVersion(f"version {version!r} resolves outside the policy folder")
        return path if (path / "manifest.json").is_file() else None

    def path_of(self, version: str) -> Path:
        """The folder of ``version``: its seed folder, else its published archive unpacked in
        the cache; raises InvalidVersion / VersionNotFound (ArtifactError for an archive that
        cannot be unpacked)."""
        path = self._disk_path(version)
        if path is not None:
            return path
        if self.store is None or self.cache_dir is None:
            raise VersionNotFound(version)
        published = self.published()
        record = published.get(version)
        if record is None:
            raise VersionNotFound(version)
        folder = self.cache_dir / _cache_name(version, record)
        if (folder / "manifest.json").is_file():  # unpacked before: the archive is not reread
            return folder
        self._prune_cache(published)  # the cache grows only here: it holds published ones only
        try:
            data = self.store.artifact_data(version)
        except NotFound:
            raise VersionNotFound(version) from None
        if hashlib.sha256(data).hexdigest() != record.archive_sha256:
            raise ArtifactError(f"the stored archive of {version!r} does not match its sha256")
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{version}.", dir=self.cache_dir))
        try:
            unpack_archive(data, tmp, self.max_archive_bytes)
            if folder.exists():  # another worker unpacked it meanwhile
                shutil.rmtree(tmp)
            else:
                os.replace(tmp, folder)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        return folder

    def exists(self, version: str) -> bool:
        """Whether ``version`` is a folder of the family or a publication in the store now."""
        return self._disk_path(version) is not None or version in self.published()

    def published(self) -> dict[str, ArtifactRecord]:
        """The versions published into the store, by name (none without a store; those of a
        store that cannot be read now are left out, and logged)."""
        found = self._published_or_none()
        return {} if found is None else found

    def versions(self, published: dict[str, ArtifactRecord] | None = None) -> list[str]:
        """Version folders holding a manifest, then published versions not shadowed by a
        folder, oldest first: a folder by the time its manifest says it was created (then its
        file time; a fresh clone gives every file about the same time), a published version
        by its publication time, then by name. Entries that cannot be read are left out;
        ``describe`` says what is wrong with the others. ``published``: the store's
        publications when the caller has read them already."""
        found = self._folders()
        on_disk = {name for *_, name in found}
        if published is None:
            published = self.published()
        found += [(a.created_at, a.created_at, v) for v, a in published.items() if v not in on_disk]
        return [name for *_, name in sorted(found)]

    def shipped(self) -> list[str]:
        """The versions of the policy folder (the read-only seed: shipped with the server,
        never published through the API), oldest first as :meth:`versions` orders them."""
        return [name for *_, name in sorted(self._folders())]

    def is_shipped(self, version: str) -> bool:
        """Whether ``version`` is a folder of the policy folder (InvalidVersion for a name
        that could reach outside it)."""
        return self._disk_path(version) is not None

    def shipped_default(self, configured: str | None = None) -> str | None:
        """The version a server serves while the store's active pointer names none:
        ``configured`` (``FOLNN_DEFAULT_VERSION``), else the newest shipped folder; never a
        publication (publishing releases nothing; docs/api.md)."""
        if configured:
            return configured
        shipped = self.shipped()
        return shipped[-1] if shipped else None

    def _folders(self) -> list[tuple[float, float, str]]:
        """``(created, file time, name)`` of every version folder holding a manifest
        (:func:`model.versions.version_key`: the one order of a family's versions)."""
        if not self.root.is_dir():
            return []
        return [key for child in self.root.iterdir() if (key := version_key(child))]

    def publish(self, data: bytes, author: str, reason: str) -> ArtifactRecord:
        """Check an uploaded archive exactly as a folder is checked at load and store it
        (ArtifactError with the reason; :class:`~service.store.AlreadyExists` when the version
        exists on disk or in the store: versions are immutable)."""
        if self.store is None:
            raise ArtifactError("this server has no store to publish into")
        if len(data) > self.max_archive_bytes:
            raise ArtifactError(
                f"the archive is {len(data)} bytes; at most {self.max_archive_bytes}"
                " (FOLNN_MAX_ARTIFACT_BYTES)"
            )
        with tempfile.TemporaryDirectory(prefix="folnn-publish-") as tmp:
            folder = Path(tmp) / "artifact"
            folder.mkdir()
            unpack_archive(data, folder, self.max_archive_bytes)
            manifest = _read_manifest(folder / "manifest.json")
            version = manifest.get("version")
            if not isinstance(version, str):
                raise ArtifactError("manifest.json names no version")
            self._check_name(version)
            if self._disk_path(version) is not None:
                raise AlreadyExists("version", version)
            artifact = self.load_path(folder)
        if self.max_published is not None and version not in self.published():
            stored = len(self.published())
            if stored >= self.max_published:  # early, cheap; the store counts it again
                raise LimitReached(self.max_published, stored, "versions")
        record = ArtifactRecord(
            version,
            artifact.sha256,
            hashlib.sha256(data).hexdigest(),
            len(data),
            author,
            reason,
            time.time(),
        )
        self.store.put_artifact(record, data, self.max_published)
        return record

    def delete(self, version: str, author: str, reason: str) -> None:
        """Delete a published version (:class:`~service.store.VersionInUse` for a shipped
        folder, or while it is active or in shadow; :class:`~service.store.NotFound` when it is
        not published), then drop this replica's unpacked copy and listing entry (other
        replicas drop theirs at their next listing)."""
        if self.store is None:
            raise VersionNotFound(version)
        if self._disk_path(version) is not None:
            raise VersionInUse(version, "shipped")
        self.store.delete_artifact(version, author, reason)
        self._described.pop(version, None)
        published = self._published_or_none()
        if published is not None:  # a store that cannot be read now prunes nothing
            self._prune_cache(published)

    def listing(self, pause: Callable[[], None] = lambda: None) -> list[dict]:
        """:meth:`describe` of every version, oldest first: the store's publications read
        once, each version's entry computed once (then kept while its bytes are the same), and
        ``pause`` called after each version (a gevent worker's other requests run meanwhile).
        Unpacked copies of versions no longer published are deleted: the cache holds at most
        ``max_published`` archives unpacked."""
        published = self._published_or_none()
        if published is not None:
            self._prune_cache(published)
        versions = self.versions(published or {})
        entries = []
        for version in versions:
            entries.append(self.describe(version, published or {}))
            pause()
        kept = set(versions)
        self._described = {v: e for v, e in self._described.items() if v in kept}
        return entries

    def _published_or_none(self) -> dict[str, ArtifactRecord] | None:
        """:meth:`published`, or None when the store cannot be read now (logged)."""
        if self.store is None:
            return {}
        try:
            return {a.version: a for a in self.store.artifacts()}
        except StoreError as exc:
            log.warning("published versions cannot be listed now: %s", exc)
            return None

    def _prune_cache(self, published: dict[str, ArtifactRecord]) -> None:
        """Delete the unpacked folders of versions no longer published (or republished)."""
        if self.cache_dir is None or not self.cache_dir.is_dir():
            return
        wanted = {_cache_name(v, r) for v, r in published.items()}
        for child in self.cache_dir.iterdir():
            if not child.name.startswith(".") and child.name not in wanted:
                shutil.rmtree(child, ignore_errors=True)

    def latest(self) -> str | None:
        """The newest version, or None when there is none."""
        versions = self.versions()
        return versions[-1] if versions else None

    def load(self, version: str) -> LoadedArtifact:
        """``version`` checked as the module says, loaded, and given a test decision;
        ArtifactError with the reason when it cannot be served."""
        return self.load_path(self.path_of(version))

    def load_path(self, path: Path) -> LoadedArtifact:
        """The artifact folder at ``path`` checked, loaded and given a test decision (what
        :meth:`load` does to a version's folder and :meth:`publish` to an upload)."""
        self._preflight(path)
        try:
            artifact = load_policy(path)
        except ArtifactError as exc:
            raise ArtifactError(_strip_folder(str(exc), path)) from None
        except Exception as exc:  # anything else a hostile artifact can raise while loading
            raise ArtifactError(f"cannot be loaded ({type(exc).__name__}: {exc})") from exc
        _check_finite(artifact)
        probe_decision(artifact, artifact.model.vocabulary)
        return artifact

    def describe(self, version: str, published: dict[str, ArtifactRecord] | None = None) -> dict:
        """Listing entry: manifest summary, file hashes, evaluation, and whether it can be
        served (with the reason when not); computed once per version while its bytes stay the
        same (a version is immutable). Never raises."""
        if published is None:
            published = self.published()
        identity = self._identity(version, published)
        kept = self._described.get(version)
        if identity is not None and kept is not None and kept[0] == identity:
            return copy.deepcopy(kept[1])
        entry, final = self._describe(version, published)
        if identity is not None and final:
            self._described[version] = (identity, copy.deepcopy(entry))
        return entry

    def _identity(self, version: str, published: dict[str, ArtifactRecord]) -> tuple | None:
        """What identifies the bytes of ``version``: its folder's files (time and size), or
        its publication's archive sha256; None when it has neither."""
        try:
            path = self._disk_path(version)
        except InvalidVersion:
            return None
        if path is not None:
            try:
                files = [path / "manifest.json", path / WEIGHTS]
                return ("folder", *((f.stat().st_mtime_ns, f.stat().st_size) for f in files))
            except OSError:
                return None
        record = published.get(version)
        return ("store", record.archive_sha256) if record is not None else None

    def _describe(self, version: str, published: dict[str, ArtifactRecord]) -> tuple[dict, bool]:
        """The listing entry of ``version`` and whether it is final (it verified, or the
        artifact itself was refused: not a store or file system that failed for now)."""
        final = False
        entry: dict = {
            "version": version,
            "verified": False,
            "sha256": None,
            "error": None,
            "source": "folder",
            "published": None,
        }
        try:
            on_disk = self._disk_path(version) is not None
        except InvalidVersion:
            on_disk = True
        if not on_disk:
            record = published.get(version)
            entry.update(source="store", published=record.to_dict() if record else None)
        try:
            manifest = _read_manifest(self.path_of(version) / "manifest.json")
            entry.update(
                name=_text(manifest.get("name")),
                method=_text(manifest.get("method")),
                network=_text(_network_of(manifest)),
                family=self.family,
                created=manifest.get("created"),
                code_revision=manifest.get("code_revision"),
                files=manifest.get("files") or manifest.get("sha256"),
                evaluation=manifest.get("evaluation"),
                figures=evaluation_figures(manifest),
            )
            loaded = self.load(version)
        except (ArtifactError, InvalidVersion, VersionNotFound) as exc:
            entry["error"] = str(exc) or type(exc).__name__
            final = isinstance(exc, ArtifactError | InvalidVersion)
        except Exception as exc:  # one bad version never fails the listing
            entry["error"] = f"cannot be read ({type(exc).__name__})"
        else:
            entry.update(verified=True, sha256=loaded.sha256)
            final = True
        return entry, final

    def _preflight(self, path: Path) -> None:
        """Everything checkable before a tensor is allocated (see the module docstring)."""
        manifest = _read_manifest(path / "manifest.json")
        model = manifest.get("model")
        if not isinstance(model, dict) or not isinstance(model.get("config"), dict):
            raise ArtifactError("manifest lacks model.network/config")
        network = network_kind(model)
        if network not in SERVED_NETWORKS:
            raise ArtifactError(
                f"network {_text(network)!r} is not served: this server serves FOL-LNN policies"
                f" (network {', '.join(SERVED_NETWORKS)})"
            )
        try:
            config = PolicyConfig(**model["config"])
            vocabulary = config.vocab
        except Exception as exc:
            raise ArtifactError(f"bad model config ({type(exc).__name__}: {exc})") from None
        reason = self.converter.groundable(vocabulary) if self.converter is not None else None
        if reason is not None:
            raise ArtifactError(f"policy vocabulary cannot be served: {reason}")
        expected = weight_shapes(config)
        parameters = sum(math.prod(shape) for shape in expected.values())
        if parameters > self.max_parameters:
            raise ArtifactError(
                f"the manifest asks for a network of {parameters} parameters; this server loads"
                f" at most {self.max_parameters} (FOLNN_MAX_POLICY_PARAMETERS)"
            )
        files = manifest.get("files")
        if isinstance(files, dict):
            # every name is checked before any file is looked at: a name reaching out of the
            # artifact's folder would make the answer tell whether a host file exists
            if any(not VERSION_NAME.fullmatch(str(name)) for name in files):
                raise ArtifactError(
                    "manifest.json's files must be plain names of files in the artifact's"
                    " folder (no path, no ..)"
                )
            limit = 8 * self.max_parameters + 2**20
            for name in files:
                file = path / name
                if file.is_file() and file.stat().st_size > limit:
                    raise ArtifactError(f"{name} is larger than {limit} bytes")
        header = _header(path / WEIGHTS)
        found = {k: shape for k, (shape, _) in header.items()}
        if found != expected:
            raise ArtifactError(
                f"{WEIGHTS} does not hold the network the manifest describes"
                f" (header {_shape_text(found)}, config {_shape_text(expected)})"
            )
        other = sorted(f"{k} {dtype}" for k, (_, dtype) in header.items() if dtype != SERVED_DTYPE)
        if other:
            raise ArtifactError(
                f"{WEIGHTS} holds tensors of another type than {SERVED_DTYPE} ("
                + ", ".join(other)[:300]
                + "): this server serves float32 weights, as the trainer writes them"
            )


def _strip_folder(message: str, folder: Path) -> str:
    """A load error without the (temporary or cache) folder it was read from."""
    return message.replace(f"{folder}/", "").replace(str(folder), "the artifact")


def _read_manifest(path: Path) -> dict:
    try:
        size = path.stat().st_size
        if size > MAX_MANIFEST_BYTES:
            raise ArtifactError(f"manifest.json is {size} bytes (at most {MAX_MANIFEST_BYTES})")
        manifest = json.loads(path.read_bytes())
    except OSError as exc:
        raise ArtifactError(f"manifest.json cannot be read ({exc.strerror})") from None
    except (ValueError, RecursionError):
        raise ArtifactError("manifest.json is not valid JSON") from None
    if not isinstance(manifest, dict):
        raise ArtifactError(f"manifest.json is a JSON {type(manifest).__name__}, not an object")
    _check_numbers(manifest)
    return manifest


MAX_MANIFEST_NUMBER = 2**53
"""The largest magnitude of a number in a manifest (the largest integer a JSON reader of any
language holds exactly): a reward, a step count, a seed, a time all fit."""


def _check_numbers(node: object, path: tuple[str, ...] = ()) -> None:
    """Every number of a manifest finite and within :data:`MAX_MANIFEST_NUMBER` (issue 43,
    finding 4: ``json.loads`` reads ``NaN``, ``Infinity`` and ``1e400``; a NaN reward passed the
    rollout guard, and a 4,000-digit integer raised OverflowError in every read of the
    version); ArtifactError naming the field otherwise. Iterative: a manifest's depth is
    bounded only by its 4 MiB."""
    stack = [(node, path)]
    while stack:
        node, path = stack.pop()
        if isinstance(node, dict):
            stack.extend((v, (*path, str(k))) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((v, (*path, str(i))) for i, v in enumerate(node))
        elif isinstance(node, int | float) and not isinstance(node, bool):
            finite = isinstance(node, int) or math.isfinite(node)  # an int: no float made
            if not (finite and abs(node) <= MAX_MANIFEST_NUMBER):
                shown = (
                    node if isinstance(node, float) else f"an integer of {node.bit_length()} bits"
                )
                raise ArtifactError(
                    f"manifest.json's {'.'.join(path)[:200]} is {shown}: every number of a"
                    f" manifest must be finite and at most {MAX_MANIFEST_NUMBER} in magnitude"
                )


def _header(path: Path) -> dict[str, tuple[tuple[int, ...], str]]:
    """Tensor names, shapes and types (``F32``, ``F16``, ``I8`` ...) from a safetensors header
    (the data is not read)."""
    try:
        with safe_open(str(path), "numpy") as f:
            return {
                k: (tuple(f.get_slice(k).get_shape()), f.get_slice(k).get_dtype())
                for k in f.keys()  # noqa: SIM118
            }
    except (SafetensorError, OSError, ValueError) as exc:
        raise ArtifactError(f"{WEIGHTS}: unreadable header ({exc})") from None


def _check_finite(artifact: LoadedArtifact) -> None:
    """Every tensor of the network (the class priority included) holds finite numbers: a bias
    of -inf reads as a rule and decides, but its rules and network would be answered as
    ``-Infinity``, which is not JSON (issue 31, finding 5)."""
    for name, values in artifact.model.weights.items():
        if not np.isfinite(values).all():
            bad = values[~np.isfinite(values)]
            raise ArtifactError(
                f"{WEIGHTS}: {name} holds {bad.size} value(s) that are not finite"
                f" ({', '.join(sorted({str(v) for v in bad.tolist()}))})"
            )


def _cache_name(version: str, record: ArtifactRecord) -> str:
    """The cache folder of a published version: its name and its archive's sha256."""
    return f"{version}-{record.archive_sha256[:16]}"


def _shape_text(shapes: dict[str, tuple[int, ...]]) -> str:
    return ", ".join(f"{k}{list(v)}" for k, v in sorted(shapes.items()))[:300]


def _network_of(manifest: dict) -> str | None:
    model = manifest.get("model")
    return network_kind(model) if isinstance(model, dict) else None


def _text(value: object) -> str | None:
    return value[:200] if isinstance(value, str) else None
