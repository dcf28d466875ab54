"""The training methods, and the one registry of their names.

Every method the trainer, the experiments and the CLI know is a :class:`MethodSpec` in
:data:`METHODS`: its name, how Table 1 shows it, its role (the paper's method, a variant of ours,
a baseline of the paper, or an ablation of one of those), its discount, the network kind its
artifacts hold (:mod:`model.registry`: a method name says how weights are learned, a network
kind what they fill) and how to build it. Modules: :mod:`.base` (the interface
and the shared DQN maths), then one module per method; imports run one way, from the methods to
the base and from here to the methods.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from torch import nn

from converter.facts import Vocabulary
from model.baselines import BASELINE_BUILDERS
from model.critic import GroundingCritic, GroundingCriticConfig, SplitValue, SplitValueConfig
from model.registry import LNN_AND_OR, build_model
from training.methods.base import (
    AutogradLearner,
    CandidateMode,
    Learner,
    Loss,
    Method,
    TensorBatch,
    dqn_target,
)
from training.methods.baselines import BASELINES, BaselineMethod
from training.methods.critic_only import CriticOnlyMethod
from training.methods.fol_lnn import FolLnnMethod, FolLnnSettings, new_fol_lnn_policy
from training.methods.fol_lnn_critic import FolLnnCriticMethod, FolLnnCriticSettings

__all__ = [
    "ABLATIONS",
    "AutogradLearner",
    "BASELINES",
    "CandidateMode",
    "FolLnnCriticSettings",
    "FolLnnSettings",
    "Learner",
    "Loss",
    "METHODS",
    "Method",
    "MethodSettings",
    "MethodSpec",
    "TABLE1",
    "TensorBatch",
    "default_gamma",
    "dqn_target",
    "make_method",
    "method_from_network",
    "method_spec",
    "resolve_settings",
    "without_retired",
]

Role = Literal["paper", "variant", "baseline", "ablation"]


@dataclass
class MethodSettings:
    """The options of the methods that have some (each method reads its own)."""

    fol_lnn: FolLnnSettings = field(default_factory=FolLnnSettings)
    fol_lnn_critic: FolLnnCriticSettings = field(default_factory=FolLnnCriticSettings)


ANY = object()
"""Any value of a retired option computed the same."""

RETIRED: dict[str, dict[str, object]] = {
    "fol_lnn": {
        "update": ANY,
        "target": "best",
        "fixed_bias": True,
        "constrain": ANY,
        "constraint_margin": ANY,
    },
    "fol_lnn_critic": {"update": ANY},
}
"""Options that run configs written before issue 34 may name, with the value the one update now
always computes (``ANY``: every value did): ``update`` chose between two implementations of the
same maths; ``constrain`` and ``constraint_margin`` mattered only with trained biases."""


def without_retired(group: str, options: Mapping[str, object]) -> dict[str, object]:
    """A run config's settings group ``group`` (``fol_lnn``...) without the retired options
    that hold what the code now always computes: an old config then compares equal to a new
    one of the same maths, and one that named other maths (``target="value"``) still differs."""
    retired = RETIRED.get(group, {})
    return {
        k: v
        for k, v in options.items()
        if k not in retired or (retired[k] is not ANY and retired[k] != v)
    }


Build = Callable[[Vocabulary, int, MethodSettings], Method]
Wrap = Callable[[nn.Module, Vocabulary, MethodSettings], Method]


@dataclass(frozen=True)
class MethodSpec:
    """One method the trainer can run."""

    name: str
    display: str
    """How tables and figures name it."""
    role: Role
    description: str
    gamma: float
    """Its discount unless a run sets one (docs/architecture.md §5; baselines: docs/protocol.md)."""
    network: str
    """The network kind of its artifacts (:mod:`model.registry`, the manifest's
    ``model.network``): ``lnn-and-or`` for every FOL-LNN method and variant."""
    build: Build
    """A freshly initialised method: (vocabulary, seed, settings)."""
    wrap: Wrap
    """The method around a loaded network (an artifact's), for acting and evaluation."""
    settings: str | None = None
    """The :class:`MethodSettings` field the method reads (None: it has no options)."""
    overrides: Mapping[str, object] = field(default_factory=dict)
    """Values of its settings this method fixes (an ablation's change)."""


def _fol_lnn(vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    s = settings.fol_lnn
    network = new_fol_lnn_policy(
        vocabulary, seed, s.alpha, s.initial_gates, s.max_gates, s.init_scale, s.equal_init
    )
    method = FolLnnMethod(network, vocabulary, s)
    method._project()
    return method


def _fol_lnn_critic(vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    s = settings.fol_lnn_critic
    network = new_fol_lnn_policy(
        vocabulary, seed, s.alpha, s.initial_gates, s.max_gates, s.init_scale
    )
    return FolLnnCriticMethod(network, vocabulary, s, seed)


def _critic_only(vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    s = settings.fol_lnn_critic
    critic = GroundingCritic(GroundingCriticConfig(vocabulary.to_dict(), s.critic_hidden, seed))
    return CriticOnlyMethod(critic, vocabulary, s)


def _baseline(base: str, typed: bool, split: bool) -> Build:
    def build(vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
        config = {"vocabulary": vocabulary.to_dict(), "seed": seed}
        if split:
            network = SplitValue(SplitValueConfig(base, config), build_model)
        else:
            network = BASELINE_BUILDERS[base](config)
        return BaselineMethod(base, network, vocabulary, typed)

    return build


def _wrap_baseline(base: str, typed: bool) -> Wrap:
    return lambda network, vocabulary, settings: BaselineMethod(base, network, vocabulary, typed)


_BASELINE_DISPLAY = {
    "lstm-dqn++": "LSTM-DQN++",
    "nlm-dqn": "NLM-DQN",
    "nn-dqn": "NN-DQN",
    "lnn-nn-dqn": "LNN-NN-DQN",
}


def _specs() -> list[MethodSpec]:
    specs = [
        MethodSpec(
            "fol-lnn",
            "FOL-LNN (paper)",
            "paper",
            "the paper's method: the LNN is the Q-network, trained by DQN from reward",
            FolLnnMethod.gamma,
            LNN_AND_OR,
            _fol_lnn,
            lambda net, vocabulary, s: FolLnnMethod(net, vocabulary, s.fol_lnn),
            "fol_lnn",
        ),
        MethodSpec(
            "fol-lnn-critic",
            "FOL-LNN-critic",
            "variant",
            "a two-head critic trained by DQN, distilled into LNN rules (with class priority "
            "and crystallisation)",
            FolLnnCriticMethod.gamma,
            LNN_AND_OR,
            _fol_lnn_critic,
            lambda net, vocabulary, s: FolLnnCriticMethod(net, vocabulary, s.fol_lnn_critic),
            "fol_lnn_critic",
        ),
    ]
    for base in BASELINES:
        display = _BASELINE_DISPLAY[base]
        specs.append(
            MethodSpec(
                base,
                display,
                "baseline",
                f"{display} as the paper defines it, over the ten verb x noun actions",
                BaselineMethod.gamma,
                base,
                _baseline(base, typed=False, split=False),
                _wrap_baseline(base, typed=False),
            )
        )
    specs.append(
        MethodSpec(
            "critic-only",
            "critic alone",
            "ablation",
            "fol-lnn-critic's critic acting greedily (lexicographically), no LNN",
            CriticOnlyMethod.gamma,
            "grounding-critic",
            _critic_only,
            lambda net, vocabulary, s: CriticOnlyMethod(net, vocabulary, s.fol_lnn_critic),
            "fol_lnn_critic",
        )
    )
    specs.append(
        MethodSpec(
            "fol-lnn-critic@1lr",
            "FOL-LNN-critic, one learning rate",
            "ablation",
            "fol-lnn-critic with the LNN and the critic at the protocol's learning rate",
            FolLnnCriticMethod.gamma,
            LNN_AND_OR,
            _fol_lnn_critic,
            lambda net, vocabulary, s: FolLnnCriticMethod(net, vocabulary, s.fol_lnn_critic),
            "fol_lnn_critic",
            {"policy_lr_scale": 1.0, "critic_lr_scale": 1.0},
        )
    )
    for base in BASELINES:
        display = _BASELINE_DISPLAY[base]
        specs.append(
            MethodSpec(
                f"{base}@typed",
                f"{display} @typed",
                "ablation",
                f"{display} scoring only the typed actions FOL-LNN scores",
                BaselineMethod.gamma,
                base,
                _baseline(base, typed=True, split=False),
                _wrap_baseline(base, typed=True),
            )
        )
    for base in BASELINES:
        display = _BASELINE_DISPLAY[base]
        specs.append(
            MethodSpec(
                f"{base}@split",
                f"{display} @split",
                "ablation",
                f"{display} with the critic's reward split and clipping, on the typed actions",
                FolLnnCriticMethod.gamma,
                "split-value",
                _baseline(base, typed=True, split=True),
                _wrap_baseline(base, typed=True),
            )
        )
    return specs


METHODS: dict[str, MethodSpec] = {spec.name: spec for spec in _specs()}
"""Every method, by name: Table 1's rows first (the paper's method, our variant, the paper's
baselines), then the ablations."""

TABLE1: tuple[str, ...] = tuple(n for n, s in METHODS.items() if s.role != "ablation")
"""The methods of Table 1 proper."""

ABLATIONS: tuple[str, ...] = tuple(n for n, s in METHODS.items() if s.role == "ablation")
"""The ablations reported beside Table 1."""


def method_spec(name: str) -> MethodSpec:
    """The method called ``name``; ValueError naming the known ones if there is none."""
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; known: {', '.join(METHODS)}")
    return METHODS[name]


def resolve_settings(name: str, settings: MethodSettings) -> MethodSettings:
    """``settings`` with the method's own fixed values applied (what its run really uses)."""
    spec = method_spec(name)
    if not spec.overrides:
        return settings
    own = dataclasses.replace(getattr(settings, spec.settings), **spec.overrides)
    return dataclasses.replace(settings, **{spec.settings: own})


def make_method(name: str, vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    """A freshly initialised method by name (its overrides applied to ``settings``)."""
    return method_spec(name).build(vocabulary, seed, resolve_settings(name, settings))


def method_from_network(
    name: str,
    network: nn.Module,
    vocabulary: Vocabulary,
    settings: MethodSettings | None = None,
) -> Method:
    """Wrap a loaded network (from a policy artifact) for acting and evaluation."""
    resolved = resolve_settings(name, settings or MethodSettings())
    return method_spec(name).wrap(network, vocabulary, resolved)


def default_gamma(name: str) -> float:
    """The discount factor a run of method ``name`` uses unless it sets one."""
    return method_spec(name).gamma
