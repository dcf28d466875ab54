"""Builders of scoring networks by name, so an artifact rebuilds from its manifest.

A manifest's ``model.method`` names the builder of its network: ``fol-lnn`` (the AND-OR LNN of
every FOL-LNN method and variant), a baseline's name, ``critic`` (a two-head grounding critic)
or ``split`` (a baseline network with two value heads). Training method names (``method`` in the
manifest) map onto these in :mod:`training.methods`."""

from __future__ import annotations

from collections.abc import Callable

from torch import nn

from model.baselines import BASELINE_BUILDERS
from model.critic import GroundingCritic, GroundingCriticConfig, SplitValue, SplitValueConfig
from model.policy import FolLnnPolicy, PolicyConfig

__all__ = ["Builder", "build_model", "methods", "register"]

Builder = Callable[[dict], nn.Module]
"""Takes the manifest's ``model.config`` (JSON) and returns a freshly initialised network."""


def _build_fol_lnn(config: dict) -> nn.Module:
    return FolLnnPolicy(PolicyConfig(**config))


def _build_critic(config: dict) -> nn.Module:
    return GroundingCritic(GroundingCriticConfig(**config))


def _build_split(config: dict) -> nn.Module:
    split = SplitValueConfig(**config)
    if split.base not in BASELINE_BUILDERS:
        raise ValueError(f"split base must be a baseline, got {split.base!r}")
    return SplitValue(split, build_model)


_BUILDERS: dict[str, Builder] = {
    "fol-lnn": _build_fol_lnn,
    "critic": _build_critic,
    "split": _build_split,
    **BASELINE_BUILDERS,
}


def register(method: str, builder: Builder) -> None:
    """Register (or replace) the builder of ``method``."""
    _BUILDERS[method] = builder


def methods() -> tuple[str, ...]:
    """The registered method names."""
    return tuple(sorted(_BUILDERS))


def build_model(method: str, config: dict) -> nn.Module:
    """A fresh network of ``method`` built from its JSON config; KeyError if unknown."""
    if method not in _BUILDERS:
        raise KeyError(f"unknown method {method!r}; registered: {', '.join(methods())}")
    return _BUILDERS[method](config)
