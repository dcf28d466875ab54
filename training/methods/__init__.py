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
    Learner,
    Loss,
    Method,
    TensorBatch,
    dqn_target,
)
from training.methods.baselines import BASELINES, BaselineMethod
from training.methods.critic_only import CriticOnlyMethod
from training.methods.fol_lnn import FolLnnMethod, new_fol_lnn_policy
from training.methods.fol_lnn_critic import FolLnnCriticMethod
from training.settings import (
    DEVICE_ABLATIONS,
    CandidateMode,
    FolLnnCriticSettings,
    FolLnnSettings,
    MethodSettings,
)

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
    "row_of",
    "without_retired",
]

Role = Literal["paper", "variant", "baseline", "ablation"]


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


@dataclass(frozen=True, kw_only=True)
class MethodSpec:
    """One method the trainer can run (every field by keyword)."""

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
    candidates: CandidateMode = "found"
    """The actions it trains on unless a run sets them (``all``: every verb of a class on
    every word of the class, the paper's action space; ``found``: the words the facts find)."""

    def resolve(self, settings: MethodSettings) -> MethodSettings:
        """``settings`` with this method's own fixed values applied (what its run uses)."""
        if not self.overrides:
            return settings
        own = dataclasses.replace(getattr(settings, self.settings), **self.overrides)
        return dataclasses.replace(settings, **{self.settings: own})

    def make(self, vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
        """A freshly initialised method (its overrides applied to ``settings``)."""
        return self.build(vocabulary, seed, self.resolve(settings))


def _fol_lnn(vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    return FolLnnMethod.fresh(vocabulary, seed, settings.fol_lnn)


def _fol_lnn_critic(vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    s = settings.fol_lnn_critic
    return FolLnnCriticMethod(new_fol_lnn_policy(vocabulary, seed, s), vocabulary, s, seed)


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


def _wrap_fol_lnn_critic(net: nn.Module, vocabulary: Vocabulary, s: MethodSettings) -> Method:
    return FolLnnCriticMethod(net, vocabulary, s.fol_lnn_critic)


_BASELINE_VARIANTS: dict[str, tuple[Role, str]] = {
    "": ("baseline", "{} as the paper defines it, over the ten verb x noun actions"),
    "typed": ("ablation", "{} scoring only the typed actions FOL-LNN scores"),
    "split": ("ablation", "{} with the critic's reward split and clipping, on the typed actions"),
}
"""A baseline as the paper defines it, and its two ablations (``@typed``, ``@split``)."""


def _baseline_spec(base: str, variant: str) -> MethodSpec:
    display = _BASELINE_DISPLAY[base]
    role, description = _BASELINE_VARIANTS[variant]
    split = variant == "split"
    return MethodSpec(
        name=f"{base}@{variant}" if variant else base,
        display=f"{display} @{variant}" if variant else display,
        role=role,
        description=description.format(display),
        gamma=FolLnnCriticMethod.gamma if split else BaselineMethod.gamma,  # @split: the critic's
        network="split-value" if split else base,
        build=_baseline(base, typed=bool(variant), split=split),
        wrap=_wrap_baseline(base, typed=bool(variant)),
    )


_DEVICES: dict[str, tuple[str, str]] = {
    "no-self-loop": (
        "no self-loop target",
        "with a transition that left the facts as they were compared with the other candidates "
        "like any transition (self_loop_target off)",
    ),
    "no-return-priority": (
        "no class priority by returns",
        "with the class priority learned only where the game was won (priority_by_returns off)",
    ),
    "keep-undefined": (
        "undefined cases kept",
        "with the cases whose twin decides their target taught (drop_undefined off)",
    ),
    "untyped": (
        "untyped credit",
        "with a True case teaching the closest gate of either kind (typed_credit off)",
    ),
    "drawn-init": (
        "drawn initial weights",
        "with the initial AND weights drawn uniform in [0, init_scale] (equal_init off)",
    ),
    "no-false-margin": (
        "no False margin",
        "with a False case taught on the gates' own pre-activations (false_margin 0)",
    ),
    "no-margin-stop": (
        "False margin on decided gates",
        "with the False margin teaching every gate its lifted pre-activation leaves on, one "
        "a decisive literal turns off included (margin_until_decisive off)",
    ),
    "no-soft-gates": (
        "soft gates not taught",
        "with a True case teaching only the gate that explains it (teach_soft_gates off)",
    ),
    "uniform-draw": (
        "uniform exploring draw",
        "with ε-greedy's random step drawn uniformly among the candidates, not by how often "
        "each changed nothing where the agent is (explore_draw uniform)",
    ),
}
"""How each device ablation of ``fol-lnn`` (:data:`training.settings.DEVICE_ABLATIONS`) is
shown in the tables, and what it changes."""


def _specs() -> list[MethodSpec]:
    critic = MethodSpec(
        name="fol-lnn-critic",
        display="FOL-LNN-critic",
        role="variant",
        description="a two-head critic trained by DQN, distilled into LNN rules (with class "
        "priority and crystallisation)",
        gamma=FolLnnCriticMethod.gamma,
        network=LNN_AND_OR,
        build=_fol_lnn_critic,
        wrap=_wrap_fol_lnn_critic,
        settings="fol_lnn_critic",
    )
    paper = MethodSpec(
        name="fol-lnn",
        display="FOL-LNN (paper)",
        role="paper",
        description="the paper's method: the LNN is the Q-network, trained by DQN from reward",
        gamma=FolLnnMethod.gamma,
        network=LNN_AND_OR,
        build=_fol_lnn,
        wrap=lambda net, vocabulary, s: FolLnnMethod(net, vocabulary, s.fol_lnn),
        settings="fol_lnn",
        candidates="all",
    )
    return [
        paper,
        critic,
        *(_baseline_spec(base, "") for base in BASELINES),
        MethodSpec(
            name="critic-only",
            display="critic alone",
            role="ablation",
            description="fol-lnn-critic's critic acting greedily (lexicographically), no LNN",
            gamma=CriticOnlyMethod.gamma,
            network="grounding-critic",
            build=_critic_only,
            wrap=lambda net, vocabulary, s: CriticOnlyMethod(net, vocabulary, s.fol_lnn_critic),
            settings="fol_lnn_critic",
        ),
        dataclasses.replace(
            critic,
            name="fol-lnn-critic@1lr",
            display="FOL-LNN-critic, one learning rate",
            role="ablation",
            description="fol-lnn-critic with the LNN and the critic at the protocol's learning "
            "rate",
            overrides={"policy_lr_scale": 1.0, "critic_lr_scale": 1.0},
        ),
        dataclasses.replace(
            paper,
            name="fol-lnn@found",
            display="FOL-LNN (paper), found words",
            role="ablation",
            description="fol-lnn trained on the words the facts find only (every other action "
            "taught False), the protocol of Table 1's fol-lnn rows until issue 32",
            candidates="found",
        ),
        *(
            dataclasses.replace(
                paper,
                name=f"fol-lnn@{device}",
                display=f"FOL-LNN (paper), {_DEVICES[device][0]}",
                role="ablation",
                description=f"fol-lnn {_DEVICES[device][1]}",
                overrides=overrides,
            )
            for device, overrides in DEVICE_ABLATIONS.items()
        ),
        *(_baseline_spec(base, "typed") for base in BASELINES),
        *(_baseline_spec(base, "split") for base in BASELINES),
    ]


METHODS: dict[str, MethodSpec] = {spec.name: spec for spec in _specs()}
"""Every method, by name: Table 1's rows first (the paper's method, our variant, the paper's
baselines), then the ablations."""

TABLE1: tuple[str, ...] = tuple(n for n, s in METHODS.items() if s.role != "ablation")
"""The methods of Table 1 proper."""

ABLATIONS: tuple[str, ...] = tuple(n for n, s in METHODS.items() if s.role == "ablation")
"""The ablations reported beside Table 1."""


def row_of(config: Mapping[str, object]) -> str:
    """The method a run's config counts as in a table: its ``method``, or the registry's
    ``<method>@<candidates>`` when the run trained on other candidates than the method's
    default and such a method exists (a ``fol-lnn`` run of ``--candidates found``, as every
    ``fol-lnn`` run before issue 32, is a ``fol-lnn@found`` run)."""
    method = str(config["method"])
    candidates = config.get("candidates")
    spec = METHODS.get(method)
    if spec is None or candidates is None or candidates == spec.candidates:
        return method
    variant = f"{method}@{candidates}"
    return variant if METHODS.get(variant, spec).candidates == candidates else method


def method_spec(name: str) -> MethodSpec:
    """The method called ``name``; ValueError naming the known ones if there is none."""
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; known: {', '.join(METHODS)}")
    return METHODS[name]


def make_method(name: str, vocabulary: Vocabulary, seed: int, settings: MethodSettings) -> Method:
    """A freshly initialised method by name (its overrides applied to ``settings``)."""
    return method_spec(name).make(vocabulary, seed, settings)


def method_from_network(
    name: str,
    network: nn.Module,
    vocabulary: Vocabulary,
    settings: MethodSettings | None = None,
) -> Method:
    """Wrap a loaded network (from a policy artifact) for acting and evaluation."""
    spec = method_spec(name)
    return spec.wrap(network, vocabulary, spec.resolve(settings or MethodSettings()))


def default_gamma(name: str) -> float:
    """The discount factor a run of method ``name`` uses unless it sets one."""
    return method_spec(name).gamma
