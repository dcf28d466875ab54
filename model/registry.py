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
"""

from __future__ import annotations

from collections.abc import Callable

from torch import nn

from model.baselines import BASELINE_BUILDERS
from model.config import PolicyConfig
from model.critic import GroundingCritic, GroundingCriticConfig, SplitValue, SplitValueConfig
from model.kinds import LNN_AND_OR, legacy_builder, network_kind
from model.policy import FolLnnPolicy

__all__ = [
    "LNN_AND_OR",
    "Builder",
    "build_model",
    "legacy_builder",
    "network_kind",
    "networks",
    "register",
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
