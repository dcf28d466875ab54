"""The FOL-LNN policy: one AND-OR LNN per (word class, verb) pair, shared by every grounding of
the class (the paper's "one LNN per word class"; a class of several verbs, direction with ``go``
and ``open``, has one network per verb).

For a grounding word x of class c the literals are ``[p(x) for unary p] + [q for nullary q]``
followed by their negations; they feed the AND gates of network θ^(c, verb), all AND gates feed
one OR, and the OR's truth is the score of action ``verb x``. Rules are read off the weights (see
docs/lnn.md), one per network.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy as np
import torch
from torch import Tensor, nn

from converter.facts import FactTable
from model import kernel
from model.config import PolicyConfig
from model.lnn import (
    constraint_loss,
    project_alpha_,
    project_alpha_array_,
    project_nonnegative_,
)
from model.numpy_policy import TIE_TOLERANCE, NumpyPolicy, action_literals, layout
from model.rules import (
    Conjunction,
    Explanation,
    FiringLiteral,
    Literal,
    Rule,
    RuleStructure,
    literal_set,
    network_names,
    rule_structure,
)

__all__ = [
    "Conjunction",
    "Explanation",
    "FactBatch",
    "FiringLiteral",
    "FolLnnPolicy",
    "Literal",
    "PolicyConfig",
    "Rule",
    "RuleStructure",
    "TIE_TOLERANCE",
    "collate",
    "rule_structure",
]


class FactBatch(NamedTuple):
    """Truth values of a batch of observations."""

    unary: Tensor  # (B, n_words, n_unary) float32
    nullary: Tensor  # (B, n_nullary) float32


def collate(tables: Sequence[FactTable]) -> FactBatch:
    """Stack fact tables into one batch (rows in ``Vocabulary.words`` order)."""
    unary = torch.from_numpy(np.stack([t.unary for t in tables]).astype(np.float32, copy=False))
    nullary = torch.from_numpy(np.stack([t.nullary for t in tables]).astype(np.float32, copy=False))
    return FactBatch(unary, nullary)


class FolLnnPolicy(nn.Module):
    """Per-(class, verb) AND-OR LNNs scoring every action ``verb x`` with a truth value in [0, 1].

    The gates of all networks are stored network after network in one tensor each (a network
    per ``Vocabulary.heads`` item), so a forward is a
    handful of tensor ops whatever the number of words and classes:
    ``and_weight`` (n_gates, n_literals), ``and_bias`` (n_gates,), ``or_weight`` (n_gates,),
    ``or_bias`` (n_classes,). A word sees only its own class's gates (``_row_gate_mask``).
    """

    def __init__(self, config: PolicyConfig) -> None:
        super().__init__()
        self.vocabulary = config.vocab
        self.network_names = network_names(self.vocabulary)
        self.alpha = config.alpha
        self.max_gates = config.max_gates
        self.init_scale = config.init_scale
        self.seed = config.seed
        self.literal_set = literal_set(self.vocabulary)
        self.n_literals = len(self.literal_set)
        n_gates = sum(config.gates)
        self.and_weight = nn.Parameter(torch.zeros(n_gates, self.n_literals))
        self.and_bias = nn.Parameter(torch.zeros(n_gates))
        self.or_weight = nn.Parameter(torch.zeros(n_gates))
        self.or_bias = nn.Parameter(torch.ones(len(config.gates)))
        # conflict resolution: when actions of several classes are equally true (a classical
        # network outputs exactly 1 for every rule that fires), the higher-priority class acts
        self.priority = nn.Parameter(torch.zeros(len(config.gates)))
        self._gates = list(config.gates)
        self._rebuild_masks()
        for c, count in enumerate(config.gates):
            for k in range(count):
                self._init_gate(c, k, or_weight=None)

    # -- shapes and config -------------------------------------------------------------------

    @property
    def config(self) -> PolicyConfig:
        """The config describing the current shapes (gates grow during training)."""
        return PolicyConfig(
            vocabulary=self.vocabulary.to_dict(),
            gates=tuple(self._gates),
            alpha=self.alpha,
            max_gates=self.max_gates,
            init_scale=self.init_scale,
            seed=self.seed,
        )

    @property
    def n_actions(self) -> int:
        """Number of actions, the columns of :meth:`forward`."""
        return len(self.vocabulary.actions)

    def _gate_slice(self, c: int) -> slice:
        """Rows of class c's gates in the stacked gate tensors."""
        start = sum(self._gates[:c])
        return slice(start, start + self._gates[c])

    def _rebuild_masks(self) -> None:
        masks = layout(self.vocabulary, tuple(self._gates))
        self._action_rows = masks.action_rows
        self.register_buffer("_row_gate_mask", torch.from_numpy(masks.row_gates), persistent=False)
        self.register_buffer(
            "_network_gate_mask", torch.from_numpy(masks.network_gates), persistent=False
        )
        self.register_buffer("_row_network", torch.from_numpy(masks.row_network), persistent=False)

    def _class_index(self, name: str) -> int:
        """The index of the network called ``name`` (:func:`network_names`)."""
        if name in self.network_names:
            return self.network_names.index(name)
        raise KeyError(f"unknown network {name!r}")

    @torch.no_grad()
    def _init_gate(self, c: int, k: int, or_weight: float | None) -> None:
        """Seeded random init of AND gate k of class c (docs/lnn.md, "Initialisation")."""
        gen = torch.Generator().manual_seed(self.seed * 1_000_003 + c * 1_009 + k)
        row = self._gate_slice(c).start + k
        # an atom and its negation start equal: at init no literal is preferred to its negation,
        # so the gate's output does not depend on the facts and no action is favoured
        atoms = torch.rand(self.n_literals // 2, generator=gen) * self.init_scale
        self.and_weight[row] = torch.cat((atoms, atoms))
        # half the literals are false at a classical input: pre-activation ≈ 0.5 on average
        self.and_bias[row] = 0.5 + self.init_scale * self.n_literals / 4
        v = 0.5 + 0.5 * torch.rand(1, generator=gen).item() if or_weight is None else or_weight
        self.or_weight[row] = v

    def add_gate(self, class_name: str, literals: Sequence[int] | None = None) -> int:
        """Append an AND gate to a class; returns its index within the class.

        Without ``literals`` the new gate is initialised like the initial ones but enters the OR
        with a small weight (0.1 · init_scale), so the scores barely move. With ``literals``
        (indices into :attr:`literal_set`) it starts as the classical conjunction of those
        literals (weight 1 each, bias 1) and enters the OR decisively (weight 1), so it is true
        exactly where they all hold. The parameters are replaced by larger ones: rebuild the
        optimizer afterwards (``torch.optim.Adam(policy.parameters())``).
        """
        c = self._class_index(class_name)
        k = self._gates[c]
        if k >= self.max_gates:
            raise ValueError(f"class {class_name!r} already has max_gates={self.max_gates}")
        row = self._gate_slice(c).stop
        with torch.no_grad():
            and_weight = torch.cat(
                (self.and_weight[:row], torch.zeros(1, self.n_literals), self.and_weight[row:])
            )
            and_bias = torch.cat((self.and_bias[:row], torch.zeros(1), self.and_bias[row:]))
            or_weight = torch.cat((self.or_weight[:row], torch.zeros(1), self.or_weight[row:]))
        self.and_weight = nn.Parameter(and_weight)
        self.and_bias = nn.Parameter(and_bias)
        self.or_weight = nn.Parameter(or_weight)
        self._gates[c] += 1
        self._rebuild_masks()
        if literals is None:
            self._init_gate(c, k, or_weight=0.1 * self.init_scale)
        else:
            with torch.no_grad():
                self.and_weight[row, list(literals)] = 1.0
                self.and_bias[row] = 1.0
                self.or_weight[row] = 1.0
        return k

    # -- scoring (the kernel's forward, model/kernel.py) ----------------------------------------

    def lnn(self) -> kernel.Lnn:
        """The kernel's arrays: numpy views of the parameters (a row per action, a network per
        (class, verb)), valid until the network grows."""
        arrays = (self.and_weight, self.and_bias, self.or_weight, self.or_bias)
        return kernel.Lnn(
            *(p.detach().numpy() for p in arrays),
            self._row_gate_mask.numpy(),
            self._row_network.numpy(),
        )

    def literals(self, batch: FactBatch) -> Tensor:
        """(B, n_actions, n_literals): atoms of each action's word, then their negations."""
        rows = kernel.literal_rows(batch.unary.numpy(), batch.nullary.numpy())
        return torch.from_numpy(self.action_literals(rows))

    def action_literals(self, rows: np.ndarray) -> np.ndarray:
        """(..., A, 2k) the literal rows of each action from those of each word (..., W, 2k):
        the same array with one verb per class, each word's row once per verb otherwise."""
        return action_literals(rows, self._action_rows)

    def forward(self, batch: FactBatch) -> Tensor:
        """(B, n_actions) truth values in [0, 1], columns in ``Vocabulary.actions`` order
        (:func:`model.kernel.forward`; no gradient: the update is derived by hand)."""
        return torch.from_numpy(kernel.forward(self.literals(batch).numpy(), self.lnn()).truth)

    @torch.no_grad()
    def scores(self, table: FactTable) -> np.ndarray:
        """(n_actions,) truth values for one observation."""
        return self(collate([table]))[0].numpy()

    def rank(self, batch: FactBatch, truth: Tensor | None = None) -> Tensor:
        """(B, n_actions) what the agent maximises: the truth, with ties between classes
        broken by the learned class priority (:func:`model.kernel.rank`)."""
        truth = self(batch) if truth is None else truth
        priority = self.priority.detach().numpy()
        return torch.from_numpy(kernel.rank(truth.numpy(), priority, self._row_network.numpy()))

    @torch.no_grad()
    def ranking(self, table: FactTable) -> np.ndarray:
        """(n_actions,) :meth:`rank` for one observation."""
        return self.rank(collate([table]))[0].numpy()

    def _load_from_state_dict(self, state_dict, prefix, *args, **kwargs) -> None:  # noqa: ANN001
        # artifacts written before the class priority existed load with no priority
        state_dict.setdefault(prefix + "priority", torch.zeros(len(self._gates)))
        super()._load_from_state_dict(state_dict, prefix, *args, **kwargs)

    # -- constraints ---------------------------------------------------------------------------

    def _neurons(self) -> list[tuple[Tensor, Tensor]]:
        """(weight (G, n), bias (G,)) views of every neuron bank: each class's ANDs and OR."""
        banks = []
        for c in range(len(self._gates)):
            rows = self._gate_slice(c)
            banks.append((self.and_weight[rows], self.and_bias[rows]))
            banks.append((self.or_weight[rows].unsqueeze(0), self.or_bias[c : c + 1]))
        return banks

    def constraint_loss(self, margin: float = 0.0) -> Tensor:
        """Sum of the α-constraint losses (:func:`model.lnn.constraint_loss`) of all neurons."""
        # every AND row is its own gate; each class's OR sees only its own gates (zeros add 0)
        or_weight = self.or_weight * self._network_gate_mask  # (n_networks, n_gates)
        return constraint_loss(
            self.and_weight, self.and_bias, self.alpha, margin
        ) + constraint_loss(or_weight, self.or_bias, self.alpha, margin)

    @torch.no_grad()
    def project_(self, classical: bool = False) -> None:
        """Keep weights ≥ 0 (call after each optimizer step); ``classical`` also snaps every
        neuron onto the α-constraints (changes the function; meant for export, not training)."""
        project_nonnegative_(self.and_weight)
        project_nonnegative_(self.or_weight)
        if classical:
            for weight, bias in self._neurons():
                project_alpha_(weight, bias, self.alpha)

    @torch.no_grad()
    def project_structure_(self, and_keep: Tensor, or_keep: Tensor) -> None:
        """Keep a classical network classical with a fixed structure: each AND keeps exactly
        the literals ``and_keep`` (n_gates, n_literals) names and each OR the gates ``or_keep``
        (n_gates,) names, at or above decisive, with the smallest bias that makes it classical
        (:func:`model.lnn.project_alpha_`); every other weight is 0.

        One projection for all neurons (it runs after every step of a frozen network): the
        ANDs' rows, then one row per class's OR over all gates (the other classes' gates not
        kept), padded to a common width; rows are projected independently."""
        params = (self.and_weight, self.and_bias, self.or_weight, self.or_bias)
        and_w, and_b, or_w, or_b = (p.detach().numpy() for p in params)  # views into the module
        n_gates, n_literals = and_w.shape
        in_class = self._network_gate_mask.numpy() > 0  # (n_networks, n_gates)
        weight = np.zeros((n_gates + len(self._gates), max(n_literals, n_gates)), np.float32)
        keep = np.zeros(weight.shape, bool)
        np.maximum(and_w, 0.0, out=weight[:n_gates, :n_literals])
        keep[:n_gates, :n_literals] = and_keep.numpy()
        weight[n_gates:, :n_gates] = np.maximum(or_w, 0.0) * in_class
        keep[n_gates:, :n_gates] = or_keep.numpy().astype(bool) & in_class
        bias = np.concatenate((and_b, or_b))
        project_alpha_array_(weight, bias, self.alpha, keep)
        and_w[:], and_b[:] = weight[:n_gates, :n_literals], bias[:n_gates]
        or_w[:], or_b[:] = weight[n_gates:, :n_gates].sum(0), bias[n_gates:]  # one class a gate

    # -- rules (read by the frozen policy: model/numpy_policy.py, model/readout.py) ---------------

    def frozen(self) -> NumpyPolicy:
        """A frozen copy of this network in numpy (what serves): its rules, network drawing and
        explanations are read there, one definition for training and serving."""
        weights = {k: v.detach().numpy() for k, v in self.state_dict().items()}
        return NumpyPolicy(self.config, weights)

    def rules(self) -> tuple[Rule, ...]:
        """One rule per network ((class, verb) pair), read off the weights at threshold α, with
        its priority ``tanh(priority)`` (what :meth:`rank` adds, scaled)."""
        return self.frozen().rules()

    def structure(self) -> RuleStructure:
        """:func:`rule_structure` of :meth:`rules`."""
        return rule_structure(self.rules())

    def network(self) -> list[dict]:
        """Each class's AND-OR network with its weights, for drawing (``GET /v1/rules/network``;
        :meth:`NumpyPolicy.network`)."""
        return self.frozen().network()

    def explain(self, table: FactTable, action: str) -> Explanation:
        """The AND gate that made ``action``'s OR true, its decisive literals and truths
        (:meth:`NumpyPolicy.explain`)."""
        return self.frozen().explain(table, action)
