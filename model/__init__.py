"""LNN neurons, the FOL-LNN policy and its one forward (:mod:`model.kernel`, what training, the
server and the Python agent run), and versioned policy artifacts."""

from model.artifact import (
    ArtifactError,
    ArtifactInfo,
    LoadedArtifact,
    list_artifacts,
    load_artifact,
    safe_version,
    save_artifact,
)
from model.policy import (
    Conjunction,
    Explanation,
    FactBatch,
    FiringLiteral,
    FolLnnPolicy,
    Literal,
    PolicyConfig,
    Rule,
    collate,
    rule_structure,
)
from model.registry import build_model, register
from model.versions import resolve_version

__all__ = [
    "ArtifactError",
    "ArtifactInfo",
    "Conjunction",
    "Explanation",
    "FactBatch",
    "FiringLiteral",
    "FolLnnPolicy",
    "Literal",
    "LoadedArtifact",
    "PolicyConfig",
    "Rule",
    "build_model",
    "collate",
    "list_artifacts",
    "load_artifact",
    "register",
    "resolve_version",
    "rule_structure",
    "safe_version",
    "save_artifact",
]
