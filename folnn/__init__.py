"""folnn from Python: the agent API, the Gymnasium environment's registration and the REST
client (docs/python.md).

- :class:`Agent` (:mod:`folnn.agent`): a published policy deciding in-process, answering what
  ``POST /v1/act`` answers (the service's own decision code, :mod:`service.decision`).
- :func:`train` (:mod:`folnn.learn`) with :class:`TrainArgs`: a training run from Python,
  returning its policy as an :class:`Agent`.
- :func:`register_envs` (:mod:`training.gymnasium_env`): Gymnasium ids of Coin-Collector games.
- :class:`Client` (:mod:`folnn.client`): every route of the REST service, typed.

Each is imported on first use, so ``from folnn import Client`` does not load torch.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from folnn.agent import Agent, AgentState, DecisionRefused, State
    from folnn.client import Client
    from folnn.errors import ApiError
    from folnn.learn import train
    from service.decision import Answer
    from training.gymnasium_env import CoinCollector, FactVectors, register_envs
    from training.train_args import TrainArgs

__all__ = [
    "Agent",
    "AgentState",
    "Answer",
    "ApiError",
    "Client",
    "CoinCollector",
    "DecisionRefused",
    "FactVectors",
    "State",
    "TrainArgs",
    "__version__",
    "register_envs",
    "train",
]

_HOMES = {
    "Agent": "folnn.agent",
    "AgentState": "folnn.agent",
    "DecisionRefused": "folnn.agent",
    "State": "folnn.agent",
    "Answer": "service.decision",
    "ApiError": "folnn.errors",
    "Client": "folnn.client",
    "CoinCollector": "training.gymnasium_env",
    "FactVectors": "training.gymnasium_env",
    "register_envs": "training.gymnasium_env",
    "train": "folnn.learn",
    "TrainArgs": "training.train_args",
}


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("folnn")
    except PackageNotFoundError:  # a checkout on PYTHONPATH, not installed
        return "0+unknown"


__version__ = _version()


def __getattr__(name: str) -> object:
    if name in _HOMES:
        return getattr(importlib.import_module(_HOMES[name]), name)
    raise AttributeError(f"module 'folnn' has no attribute {name!r}")
