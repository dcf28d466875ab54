"""Builders of scoring networks by network kind, so an artifact rebuilds from its manifest.

Three names describe a policy artifact, each its own thing (docs/artifacts.md):

- the *training method* (manifest ``method``, :mod:`training.methods`): how the weights were
  learned, e.g. ``fol-lnn`` (the paper's) or ``fol-lnn-critic`` (a variant);
- the *network kind* (manifest ``model.network``, this registry): which network the weights
  fill, e.g. ``lnn-and-or`` (the per-class AND-OR LNN of every FOL-LNN method and variant),
  ``grounding-critic`` (a two-head grounding critic), ``split-value`` (a baseline network with
  two value heads) or a baseline's own network (``nn-dqn``, ``lnn-nn-dqn``, ``nlm-dqn``,
  ``lstm-dqn++``);
- the *policy family* (manifest ``name``, the folder ``policies/<family>/``): the versions a
  server serves and switches between (the service's ``FOLNN_POLICY_NAME``).

The kinds' names and how a manifest's ``model`` section names one (:func:`network_kind`, with
manifests of the older format) are :mod:`model.kinds`, which reads them without torch.

A network as a torch module goes to and from an artifact here (:func:`save_artifact`,
:func:`load_artifact`: training's side, any network kind); :mod:`model.artifact` writes, verifies
and reads the files without torch, and serving loads FOL-LNN policies from there into numpy
(:func:`model.numpy_policy.load_policy`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import torch
from torch import nn

from converter.facts import Vocabulary
from model.artifact import (
    MANIFEST,
    WEIGHTS,
    ArtifactError,
    LoadedArtifact,
    read_weights,
    verify_artifact,
    write_artifact,
)
from model.baselines import BASELINE_BUILDERS
from model.config import PolicyConfig
from model.critic import GroundingCritic, GroundingCriticConfig, SplitValue, SplitValueConfig
from model.kinds import LNN_AND_OR, legacy_builder, network_kind
from model.policy import FolLnnPolicy

__all__ = [
    "LNN_AND_OR",
    "ArtifactModel",
    "Builder",
    "build_model",
    "legacy_builder",
    "load_artifact",
    "network_kind",
    "networks",
    "register",
    "save_artifact",
]

Builder = Callable[[dict], nn.Module]
"""Takes the manifest's ``model.config`` (JSON) and returns a freshly initialised network."""


def _build_lnn_and_or(config: dict) -> nn.Module:
    return FolLnnPolicy(PolicyConfig(**config))


def _build_critic(config: dict) -> nn.Module:
    return GroundingCritic(GroundingCriticConfig(**config))


def _build_split(config: dict) -> nn.Module:
    split = SplitValueConfig(**config)
    if split.base not in BASELINE_BUILDERS:
        raise ValueError(f"split base must be a baseline, got {split.base!r}")
    return SplitValue(split, build_model)


_BUILDERS: dict[str, Builder] = {
    LNN_AND_OR: _build_lnn_and_or,
    "grounding-critic": _build_critic,
    "split-value": _build_split,
    **BASELINE_BUILDERS,
}


def register(network: str, builder: Builder) -> None:
    """Register (or replace) the builder of network kind ``network``."""
    _BUILDERS[network] = builder


def networks() -> tuple[str, ...]:
    """The registered network kinds."""
    return tuple(sorted(_BUILDERS))


def build_model(network: str, config: dict) -> nn.Module:
    """A fresh network of kind ``network`` built from its JSON config; KeyError if unknown."""
    if network not in _BUILDERS:
        raise KeyError(f"unknown network {network!r}; registered: {', '.join(networks())}")
    return _BUILDERS[network](config)


class ArtifactModel(Protocol):
    """What :func:`save_artifact` needs from a network besides ``state_dict``."""

    vocabulary: Vocabulary

    @property
    def config(self) -> Any:  # has .to_dict() -> dict
        ...

    def state_dict(self) -> dict[str, torch.Tensor]: ...


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
    """Write the torch network ``model`` as ``root/name/version/``
    (:func:`model.artifact.write_artifact`: atomically, never over an existing version); returns
    the folder. Refuses an unknown network kind.

    ``name`` is the policy family, ``method`` the training method and ``network`` the network
    kind that rebuilds the weights (this module's docstring: three different names).
    """
    if network not in _BUILDERS:
        raise ArtifactError(f"unknown network {network!r}; registered: {', '.join(networks())}")
    state = {k: v.detach().cpu().contiguous().numpy() for k, v in model.state_dict().items()}
    return write_artifact(
        state,
        model.vocabulary,
        model.config.to_dict(),
        root,
        name,
        version,
        method=method,
        network=network,
        training=training,
        evaluation=evaluation,
        rules=rules,
        extra=extra,
    )


def load_artifact(path: Path) -> LoadedArtifact:
    """Verify every hash of the artifact at ``path`` and rebuild its network as a torch module
    (strict load): training's loader, any network kind. Serving loads FOL-LNN policies without
    torch (:func:`model.numpy_policy.load_policy`)."""
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
