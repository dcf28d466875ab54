"""Policy versions on disk: ``<policies_dir>/<policy_name>/<version>/``, and what the server
checks before it serves one.

Version names are checked against a strict pattern and the resolved folder must lie inside the
policy folder, so no name (``..``, absolute paths, symlinks out) reaches anything else.

An artifact whose hashes verify can still be one the server cannot serve (issue 12, finding 8),
so :meth:`PolicyRegistry.load` checks, in this order, before anything is allocated: the
manifest's size and shape, the method (the server serves FOL-LNN policies), the config and its
vocabulary, the network's size against ``max_parameters``, and the tensor names and shapes of
the weights file's header against those the config implies. Then
:func:`model.artifact.load_artifact` verifies every sha256 and rebuilds the network (never
unpickling), and a test decision on probe fact tables must give finite scores, a ranking and an
explanation. Any failure is an :class:`ArtifactError` with the reason; one version's failure
never affects another's (:meth:`PolicyRegistry.describe` never raises).
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import numpy as np
from safetensors import SafetensorError, safe_open

from converter.facts import FactTable, Vocabulary
from model.artifact import ArtifactError, LoadedArtifact, load_artifact
from model.policy import PolicyConfig

__all__ = [
    "SERVED_METHODS",
    "ArtifactError",
    "InvalidVersion",
    "PolicyRegistry",
    "VersionNotFound",
    "fol_lnn_shapes",
]

_VERSION_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
SERVED_METHODS = ("fol-lnn",)
"""Methods this server can serve: it explains decisions with the FOL-LNN's rules."""
MAX_MANIFEST_BYTES = 4 * 2**20
WEIGHTS = "weights.safetensors"


class InvalidVersion(ValueError):
    """A version name that could reach outside the policy folder (or is malformed)."""


class VersionNotFound(LookupError):
    """No artifact folder of that version."""


def fol_lnn_shapes(config: PolicyConfig) -> dict[str, tuple[int, ...]]:
    """The parameter shapes of ``FolLnnPolicy(config)``, computed without building it (tested
    equal to the built network's)."""
    vocab = config.vocab
    n_literals = 2 * (len(vocab.unary_predicates) + len(vocab.nullary_predicates))
    n_gates, n_classes = sum(config.gates), len(config.gates)
    return {
        "and_weight": (n_gates, n_literals),
        "and_bias": (n_gates,),
        "or_weight": (n_gates,),
        "or_bias": (n_classes,),
        "priority": (n_classes,),
    }


class PolicyRegistry:
    """The versions of one policy family, read from disk on demand."""

    def __init__(
        self,
        policies_dir: Path,
        policy_name: str,
        vocabulary: Vocabulary | None = None,
        max_parameters: int = 10_000_000,
    ) -> None:
        self.root = Path(policies_dir) / policy_name
        self.vocabulary = vocabulary
        self.max_parameters = max_parameters

    def path_of(self, version: str) -> Path:
        """The folder of ``version``; raises InvalidVersion / VersionNotFound."""
        if not _VERSION_RE.fullmatch(version) or version in {".", ".."} or ".." in version:
            raise InvalidVersion(f"invalid version name {version[:100]!r}")
        root = self.root.resolve()
        path = (root / version).resolve()
        if path.parent != root:
            raise InvalidVersion(f"version {version!r} resolves outside the policy folder")
        if not (path / "manifest.json").is_file():
            raise VersionNotFound(version)
        return path

    def versions(self) -> list[str]:
        """Version folders holding a manifest, oldest first (by manifest time, then name).
        Entries that cannot be read are left out; ``describe`` says what is wrong with the
        others."""
        if not self.root.is_dir():
            return []
        found = []
        for child in self.root.iterdir():
            if not _VERSION_RE.fullmatch(child.name):
                continue
            try:
                if child.is_dir() and (child / "manifest.json").is_file():
                    found.append(((child / "manifest.json").stat().st_mtime, child.name))
            except OSError:
                continue
        return [name for _, name in sorted(found)]

    def latest(self) -> str | None:
        """The newest version, or None when there is none."""
        versions = self.versions()
        return versions[-1] if versions else None

    def load(self, version: str) -> LoadedArtifact:
        """``version`` checked as the module says, loaded, and given a test decision;
        ArtifactError with the reason when it cannot be served."""
        path = self.path_of(version)
        self._preflight(path)
        try:
            artifact = load_artifact(path)
        except ArtifactError:
            raise
        except Exception as exc:  # anything else a hostile artifact can raise while loading
            raise ArtifactError(f"cannot be loaded ({type(exc).__name__}: {exc})") from exc
        _test_decision(artifact, self.vocabulary or artifact.model.vocabulary)
        return artifact

    def describe(self, version: str) -> dict:
        """Listing entry: manifest summary, file hashes, evaluation, and whether it can be
        served (with the reason when not). Never raises."""
        entry: dict = {"version": version, "verified": False, "sha256": None, "error": None}
        try:
            manifest = _read_manifest(self.path_of(version) / "manifest.json")
            entry.update(
                name=_text(manifest.get("name")),
                method=_text(manifest.get("method")),
                created=manifest.get("created"),
                code_revision=manifest.get("code_revision"),
                files=manifest.get("files") or manifest.get("sha256"),
                evaluation=manifest.get("evaluation"),
            )
            loaded = self.load(version)
        except (ArtifactError, InvalidVersion, VersionNotFound) as exc:
            entry["error"] = str(exc) or type(exc).__name__
        except Exception as exc:  # one bad version never fails the listing
            entry["error"] = f"cannot be read ({type(exc).__name__})"
        else:
            entry.update(verified=True, sha256=loaded.sha256)
        return entry

    def _preflight(self, path: Path) -> None:
        """Everything checkable before a tensor is allocated (see the module docstring)."""
        manifest = _read_manifest(path / "manifest.json")
        model = manifest.get("model")
        if not isinstance(model, dict) or not isinstance(model.get("config"), dict):
            raise ArtifactError("manifest lacks model.method/config")
        method = model.get("method")
        if method not in SERVED_METHODS:
            raise ArtifactError(
                f"method {_text(method)!r} is not served: this server serves FOL-LNN policies"
                f" ({', '.join(SERVED_METHODS)})"
            )
        try:
            config = PolicyConfig(**model["config"])
            vocabulary = config.vocab
        except Exception as exc:
            raise ArtifactError(f"bad model config ({type(exc).__name__}: {exc})") from None
        if self.vocabulary is not None and vocabulary.to_dict() != self.vocabulary.to_dict():
            raise ArtifactError("policy vocabulary differs from the converter's lexicon")
        expected = fol_lnn_shapes(config)
        parameters = sum(math.prod(shape) for shape in expected.values())
        if parameters > self.max_parameters:
            raise ArtifactError(
                f"the manifest asks for a network of {parameters} parameters; this server loads"
                f" at most {self.max_parameters} (FOLNN_MAX_POLICY_PARAMETERS)"
            )
        files = manifest.get("files")
        if isinstance(files, dict):
            limit = 8 * self.max_parameters + 2**20
            for name in files:
                file = path / str(name)
                if file.is_file() and file.stat().st_size > limit:
                    raise ArtifactError(f"{name} is larger than {limit} bytes")
        found = _header_shapes(path / WEIGHTS)
        if found != expected:
            raise ArtifactError(
                f"{WEIGHTS} does not hold the network the manifest describes"
                f" (header {_shape_text(found)}, config {_shape_text(expected)})"
            )


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
    return manifest


def _header_shapes(path: Path) -> dict[str, tuple[int, ...]]:
    """Tensor names and shapes from a safetensors header (the data is not read)."""
    try:
        with safe_open(str(path), "pt") as f:
            return {k: tuple(f.get_slice(k).get_shape()) for k in f.keys()}  # noqa: SIM118
    except (SafetensorError, OSError, ValueError) as exc:
        raise ArtifactError(f"{WEIGHTS}: unreadable header ({exc})") from None


def _shape_text(shapes: dict[str, tuple[int, ...]]) -> str:
    return ", ".join(f"{k}{list(v)}" for k, v in sorted(shapes.items()))[:300]


def _text(value: object) -> str | None:
    return value[:200] if isinstance(value, str) else None


def _probe_tables(vocabulary: Vocabulary) -> list[FactTable]:
    """Fact tables a test decision runs on: nothing true, everything true, and a few mixed."""
    shape = (len(vocabulary.words), len(vocabulary.unary_predicates))
    n_null = len(vocabulary.nullary_predicates)
    rng = np.random.default_rng(12)
    tables = [
        FactTable("probe", np.zeros(shape, np.float32), np.zeros(n_null, np.float32)),
        FactTable("probe", np.ones(shape, np.float32), np.ones(n_null, np.float32)),
    ]
    for _ in range(4):
        unary = rng.integers(0, 2, shape).astype(np.float32)
        tables.append(FactTable("probe", unary, rng.integers(0, 2, n_null).astype(np.float32)))
    return tables


def _test_decision(artifact: LoadedArtifact, vocabulary: Vocabulary) -> None:
    """Score, rank and explain on probe tables, and read the rules, as serving will."""
    model = artifact.model
    n_actions = len(vocabulary.actions)
    try:
        for table in _probe_tables(vocabulary):
            scores = np.asarray(model.scores(table), dtype=np.float64)
            ranking = np.asarray(getattr(model, "ranking", model.scores)(table), np.float64)
            if scores.shape != (n_actions,) or ranking.shape != (n_actions,):
                raise ArtifactError(f"scores of shape {scores.shape}, expected ({n_actions},)")
            if not (np.isfinite(scores).all() and np.isfinite(ranking).all()):
                raise ArtifactError("scores are not finite")
            action = vocabulary.actions[int(np.argmax(ranking))]
            if not isinstance(model.explain(table, action).rule_text, str):
                raise ArtifactError("explanation without a rule")
        [r.to_dict() for r in model.rules()]
    except ArtifactError as exc:
        raise ArtifactError(f"test decision failed: {exc}") from None
    except Exception as exc:
        raise ArtifactError(f"test decision failed ({type(exc).__name__}: {exc})") from None
