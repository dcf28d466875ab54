"""Builders of scoring networks by method name, so an artifact rebuilds from its manifest."""

from __future__ import annotations

from collections.abc import Callable

from torch import nn

from model.baselines import BASELINE_BUILDERS
from model.policy import FolLnnPolicy, PolicyConfig

__all__ = ["Builder", "build_model", "methods", "register"]

Builder = Callable[[dict], nn.Module]
"""Takes the manifest's ``model.config`` (JSON) and returns a freshly initialised network."""


def _build_fol_lnn(config: dict) -> nn.Module:
    return FolLnnPolicy(PolicyConfig(**config))


_BUILDERS: dict[str, Builder] = {"fol-lnn": _build_fol_lnn, **BASELINE_BUILDERS}


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
