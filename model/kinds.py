"""Network kinds by name: what a manifest's ``model`` section names, read without building a
network (torch-free: the server reads manifests without torch; :mod:`model.registry` holds the
builders and explains the three names of an artifact).

Manifests written before the network kind had its own name carry only ``model.method``, which
held the builder's old name (``fol-lnn``, ``critic``, ``split``); :func:`network_kind` reads it
as the kind it always meant. New manifests write both ``model.network`` and, for readers of
the older format, ``model.method`` with the old name (:func:`legacy_builder`).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["LNN_AND_OR", "legacy_builder", "network_kind"]

LNN_AND_OR = "lnn-and-or"
"""The network kind of every FOL-LNN policy: one AND-OR LNN per word class
(:class:`model.policy.FolLnnPolicy`, frozen as :class:`model.numpy_policy.NumpyPolicy`), the
only kind the service serves."""

_LEGACY_NAMES = {LNN_AND_OR: "fol-lnn", "grounding-critic": "critic", "split-value": "split"}
"""Network kinds whose builder had another name before the kinds were named (manifest format 1,
``model.method``); every other kind kept its name."""


def legacy_builder(network: str) -> str:
    """The name manifest format 1 gave the builder of ``network`` (its ``model.method``)."""
    return _LEGACY_NAMES.get(network, network)


def network_kind(model: Mapping) -> str | None:
    """The network kind a manifest's ``model`` section names: its ``network``, else its older
    ``model.method`` read as the kind it meant (``fol-lnn`` is ``lnn-and-or``); None when it
    names neither (a string is not checked against the registry here)."""
    network = model.get("network")
    if isinstance(network, str):
        return network
    method = model.get("method")
    if not isinstance(method, str):
        return None
    return {old: kind for kind, old in _LEGACY_NAMES.items()}.get(method, method)
