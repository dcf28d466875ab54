"""The FOL-LNN policy: one AND-OR LNN per word class, shared by every grounding of the class.

For a grounding word x of class c the literals are ``[p(x) for unary p] + [q for nullary q]``
followed by their negations; they feed the AND gates of θᶜ, all AND gates feed one OR, and the
OR's truth is the score of action ``verb x``. Rules are read off the weights (see docs/lnn.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import torch
from torch import Tensor, nn

from converter.facts import Fact, FactTable, Vocabulary
from model import kernel
from model.lnn import (
    constraint_loss,
    decisive_mask,
    project_alpha_,
    project_alpha_array_,
    project_nonnegative_,
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
    "collate",
    "rule_structure",
]

TIE_TOLERANCE = 1e-6
"""Ranks this close to the best are tied; the agent breaks ties at random."""

RuleStructure = dict[str, frozenset[frozenset[tuple[str, bool]]]]
"""Per class name, the set of conjunctions, each a set of (predicate, negated)."""


@dataclass(frozen=True)
class PolicyConfig:
    """Everything that rebuilds a :class:`FolLnnPolicy` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()`` of the predicates, word classes and actions."""
    gates: tuple[int, ...] = ()
    """AND gates per word class, in vocabulary class order; empty means one gate per class."""
    alpha: float = 0.9
    """Truth threshold α ∈ [½, 1): True ≥ α, False ≤ 1 − α; also sets decisive weights."""
    max_gates: int = 8
    """Most AND gates a class may grow to."""
    init_scale: float = 0.5
    """AND weights start uniform in [0, init_scale]."""
    seed: int = 0
    """Seed of the random initial weights (each gate seeded by (seed, class, gate))."""

    def __post_init__(self) -> None:
        vocabulary = Vocabulary.from_dict(self.vocabulary)
        gates = tuple(int(g) for g in self.gates) or (1,) * len(vocabulary.classes)
        object.__setattr__(self, "gates", gates)
        if len(gates) != len(vocabulary.classes):
            raise ValueError(f"gates {gates} do not match {len(vocabulary.classes)} classes")
        if not all(1 <= g <= self.max_gates for g in gates):
            raise ValueError(f"gates {gates} must lie in [1, max_gates={self.max_gates}]")
        if not 0.5 <= self.alpha < 1.0:
            raise ValueError(f"alpha must be in [0.5, 1), got {self.alpha}")

    @property
    def vocab(self) -> Vocabulary:
        """The vocabulary as a value."""
        return Vocabulary.from_dict(self.vocabulary)

    def to_dict(self) -> dict:
        """JSON form; ``PolicyConfig(**config.to_dict())`` rebuilds it."""
        data = dataclasses.asdict(self)
        data["gates"] = list(self.gates)
        return data


class FactBatch(NamedTuple):
    """Truth values of a batch of observations."""

    unary: Tensor  # (B, n_words, n_unary) float32
    nullary: Tensor  # (B, n_nullary) float32


def collate(tables: Sequence[FactTable]) -> FactBatch:
    """Stack fact tables into one batch (rows in ``Vocabulary.words`` order)."""
    unary = torch.from_numpy(np.stack([t.unary for t in tables]).astype(np.float32, copy=False))
    nullary = torch.from_numpy(np.stack([t.nullary for t in tables]).astype(np.float32, copy=False))
    return FactBatch(unary, nullary)


@dataclass(frozen=True, slots=True)
class Literal:
    """A possibly negated predicate over the class variable x: ``¬visited(x)``, ``all_visited``."""

    predicate: str
    negated: bool
    arity: int = 1

    def __str__(self) -> str:
        atom = f"{self.predicate}(x)" if self.arity else self.predicate
        return f"¬{atom}" if self.negated else atom

    def ground(self, word: str) -> Fact:
        """The fact this literal reads at grounding ``word``."""
        return Fact(self.predicate, (word,) if self.arity else ())

    def to_dict(self) -> dict:
        """``{"predicate", "negated"}`` as in ``rules[].conjunctions[][]``
        (docs/architecture.md §7)."""
        return {"predicate": self.predicate, "negated": self.negated}


@dataclass(frozen=True, slots=True)
class Conjunction:
    """The decisive literals of one AND gate that the rule's OR relies on."""

    rule_id: str  # "<class>/<gate index>"
    literals: tuple[Literal, ...]

    @property
    def text(self) -> str:
        """``find(x) ∧ ¬visited(x)``; ``⊤`` for a gate with no decisive literal."""
        return " ∧ ".join(str(lit) for lit in self.literals) or "⊤"


@dataclass(frozen=True, slots=True)
class Rule:
    """The learned rule of one word class: a disjunction of conjunctions implies ``verb(x)``;
    ``priority`` (in [-1, 1]) orders classes whose rules fire at once: the higher acts first
    (:mod:`model.program` runs the published rules so)."""

    class_name: str
    verb: str
    conjunctions: tuple[Conjunction, ...]
    priority: float = 0.0

    @property
    def text(self) -> str:
        """Readable FOL, e.g. ``∃x∈W_money: find(x) → take(x)``."""
        texts = list(dict.fromkeys(c.text for c in self.conjunctions))  # two gates, one text
        if not texts:
            body = "⊥"
        elif len(texts) == 1:
            body = texts[0]
        else:
            body = " ∨ ".join(f"({t})" for t in texts)
        return f"∃x∈W_{self.class_name}: {body} → {self.verb}(x)"

    def to_dict(self) -> dict:
        """The ``GET /v1/rules`` item (docs/architecture.md §7)."""
        return {
            "action": self.verb,
            "class": self.class_name,
            "text": self.text,
            "conjunctions": [[lit.to_dict() for lit in c.literals] for c in self.conjunctions],
            "rule_ids": [c.rule_id for c in self.conjunctions],
            "priority": self.priority,
        }


def rule_structure(rules: Sequence[Rule]) -> RuleStructure:
    """Rule sets as sets, to compare rules regardless of gate and literal order."""
    return {
        r.class_name: frozenset(
            frozenset((lit.predicate, lit.negated) for lit in c.literals) for c in r.conjunctions
        )
        for r in rules
    }


@dataclass(frozen=True, slots=True)
class FiringLiteral:
    """A grounded literal of the explaining gate and its truth value (after negation)."""

    fact: Fact
    negated: bool
    truth: float

    def __str__(self) -> str:
        return f"¬{self.fact}" if self.negated else str(self.fact)

    def to_dict(self) -> dict:
        """``{"predicate", "args", "negated", "truth"}``."""
        return {
            "predicate": self.fact.predicate,
            "args": list(self.fact.args),
            "negated": self.negated,
            "truth": self.truth,
        }


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why an action scored as it did: the AND gate that made its OR true (or came closest)."""

    action: str
    score: float
    fired: bool
    rule_id: str
    rule_text: str  # grounded: "find(north) ∧ ¬visited(north) → go(north)"
    literals: tuple[FiringLiteral, ...]

    def to_dict(self) -> dict:
        """JSON form."""
        return {
            "action": self.action,
            "score": self.score,
            "fired": self.fired,
            "rule_id": self.rule_id,
            "rule": self.rule_text,
            "literals": [lit.to_dict() for lit in self.literals],
        }


class FolLnnPolicy(nn.Module):
    """Per-class AND-OR LNNs scoring every action ``verb x`` with a truth value in [0, 1].

    The gates of all classes are stored class after class in one tensor each, so a forward is a
    handful of tensor ops whatever the number of words and classes:
    ``and_weight`` (n_gates, n_literals), ``and_bias`` (n_gates,), ``or_weight`` (n_gates,),
    ``or_bias`` (n_classes,). A word sees only its own class's gates (``_word_gate_mask``).
    """

    def __init__(self, config: PolicyConfig) -> None:
        super().__init__()
        self.vocabulary = config.vocab
        self.alpha = config.alpha
        self.max_gates = config.max_gates
        self.init_scale = config.init_scale
        self.seed = config.seed
        atoms = self.vocabulary.unary_predicates + self.vocabulary.nullary_predicates
        n_unary = len(self.vocabulary.unary_predicates)
        self.literal_set = tuple(
            Literal(p, negated, 1 if i < n_unary else 0)
            for negated in (False, True)
            for i, p in enumerate(atoms)
        )
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
        gate_class = torch.repeat_interleave(
            torch.arange(len(self._gates)), torch.tensor(self._gates)
        )  # (n_gates,)
        word_class = torch.tensor(
            [c for c, cls in enumerate(self.vocabulary.classes) for _ in cls.words]
        )  # (n_words,)
        mask = (word_class.unsqueeze(1) == gate_class.unsqueeze(0)).float()  # (n_words, n_gates)
        class_gate_mask = (
            torch.arange(len(self._gates)).unsqueeze(1) == gate_class.unsqueeze(0)
        ).float()  # (n_classes, n_gates)
        self.register_buffer("_word_gate_mask", mask, persistent=False)
        self.register_buffer("_class_gate_mask", class_gate_mask, persistent=False)
        self.register_buffer("_word_class", word_class, persistent=False)

    def _class_index(self, class_name: str) -> int:
        for c, cls in enumerate(self.vocabulary.classes):
            if cls.name == class_name:
                return c
        raise KeyError(f"unknown word class {class_name!r}")

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
        """The kernel's arrays: numpy views of the parameters (a row per word, a network per
        class), valid until the network grows."""
        arrays = (self.and_weight, self.and_bias, self.or_weight, self.or_bias)
        return kernel.Lnn(
            *(p.detach().numpy() for p in arrays),
            self._word_gate_mask.numpy(),
            self._word_class.numpy(),
        )

    def literals(self, batch: FactBatch) -> Tensor:
        """(B, n_words, n_literals): atoms of each grounding, then their negations."""
        return torch.from_numpy(kernel.literal_rows(batch.unary.numpy(), batch.nullary.numpy()))

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
        return torch.from_numpy(kernel.rank(truth.numpy(), priority, self._word_class.numpy()))

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
        or_weight = self.or_weight * self._class_gate_mask  # (n_classes, n_gates)
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
        in_class = self._class_gate_mask.numpy() > 0  # (n_classes, n_gates)
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

    # -- rules ---------------------------------------------------------------------------------

    @torch.no_grad()
    def _gate_readout(self, c: int) -> tuple[Tensor, Tensor]:
        """(G, n_literals) decisive literals and (G,) whether each gate is in the class's rule:
        decisive in its OR, able to read True, and not absorbed by another gate of the rule."""
        rows = self._gate_slice(c)
        weight, bias = self.and_weight[rows], self.and_bias[rows]
        literal_mask = decisive_mask(weight, bias, self.alpha)  # (G, n_literals)
        n_atoms = self.n_literals // 2
        pos, neg = literal_mask[:, :n_atoms], literal_mask[:, n_atoms:]
        w_pos, w_neg = weight[:, :n_atoms], weight[:, n_atoms:]
        # best classical input: decisive literals true, each free atom set to its cheaper side
        cost = torch.where(pos, w_neg, torch.where(neg, w_pos, torch.minimum(w_pos, w_neg)))
        can_be_true = ~(pos & neg).any(dim=1) & (bias - cost.sum(dim=1) >= self.alpha)
        or_weight = self.or_weight[rows].unsqueeze(0)  # (1, G)
        or_decisive = decisive_mask(or_weight, self.or_bias[c : c + 1], self.alpha)[0]  # (G,)
        in_rule = or_decisive & can_be_true
        # absorption, A ∨ (A ∧ B) = A: a gate whose literals include all of another gate's in
        # the rule adds nothing to the disjunction (of two equal gates the first is kept)
        contains = ~(literal_mask[:, None, :] & ~literal_mask[None, :, :]).any(2)  # (G, G)
        index = torch.arange(len(in_rule))
        strict = contains & ~contains.t()  # [j, k]: j's literals are a strict subset of k's
        first = contains & contains.t() & (index[:, None] < index[None, :])  # equal, j first
        absorbed = ((strict | first) & in_rule[:, None]).any(0)  # (G,)
        return literal_mask, in_rule & ~absorbed

    def _conjunction(self, c: int, k: int, literal_mask: Tensor) -> Conjunction:
        """Gate k's decisive literals in predicate order (``find(x) ∧ ¬visited(x) ∧ ...``)."""
        n_atoms = self.n_literals // 2
        on = literal_mask[k].tolist()
        literals = tuple(
            self.literal_set[i + offset]
            for i in range(n_atoms)
            for offset in (0, n_atoms)
            if on[i + offset]
        )
        return Conjunction(f"{self.vocabulary.classes[c].name}/{k}", literals)

    def rules(self) -> tuple[Rule, ...]:
        """One rule per word class, read off the weights at threshold α, with its class
        priority ``tanh(priority)`` (what :meth:`rank` adds, scaled)."""
        out = []
        priorities = torch.tanh(self.priority.detach()).tolist()
        for c, cls in enumerate(self.vocabulary.classes):
            literal_mask, in_rule = self._gate_readout(c)
            conjunctions = tuple(
                self._conjunction(c, k, literal_mask)
                for k in torch.nonzero(in_rule).flatten().tolist()
            )
            out.append(Rule(cls.name, cls.verb, conjunctions, priorities[c]))
        return tuple(out)

    def structure(self) -> RuleStructure:
        """:func:`rule_structure` of :meth:`rules`."""
        return rule_structure(self.rules())

    @torch.no_grad()
    def network(self) -> list[dict]:
        """Each class's AND-OR network with its weights, for drawing (``GET /v1/rules/network``):
        the literals, every AND gate's weights, bias and decisive literals, whether the gate is
        in the class's rule, the OR's weights and bias, and the class priority."""
        names = [str(lit) for lit in self.literal_set]
        priority = torch.tanh(self.priority)
        out = []
        for c, cls in enumerate(self.vocabulary.classes):
            rows = self._gate_slice(c)
            literal_mask, in_rule = self._gate_readout(c)
            or_decisive = decisive_mask(
                self.or_weight[rows].unsqueeze(0), self.or_bias[c : c + 1], self.alpha
            )[0]
            gates = [
                {
                    "rule_id": f"{cls.name}/{k}",
                    "bias": float(self.and_bias[rows][k]),
                    "weights": [float(w) for w in self.and_weight[rows][k]],
                    "decisive": [bool(d) for d in literal_mask[k]],
                    "in_rule": bool(in_rule[k]),
                    "or_weight": float(self.or_weight[rows][k]),
                    "or_decisive": bool(or_decisive[k]),
                }
                for k in range(self._gates[c])
            ]
            out.append(
                {
                    "class": cls.name,
                    "verb": cls.verb,
                    "words": list(cls.words),
                    "literals": names,
                    "gates": gates,
                    "or_bias": float(self.or_bias[c]),
                    "priority": float(priority[c]),
                }
            )
        return out

    @torch.no_grad()
    def explain(self, table: FactTable, action: str) -> Explanation:
        """The AND gate that made ``action``'s OR true, its decisive literals and truths."""
        verb, _, word = action.partition(" ")
        cls = self.vocabulary.word_class(word)
        if cls is None or cls.verb != verb:
            raise ValueError(f"unknown action {action!r}")
        c = self.vocabulary.classes.index(cls)
        row = self.vocabulary.words.index(word)
        literals = kernel.literal_rows(table.unary, table.nullary)  # (n_words, n_literals)
        out = kernel.forward(literals, self.lnn())
        rows = self._gate_slice(c)
        gates = torch.from_numpy(out.gates[row, rows])  # (G,)
        literals = torch.from_numpy(literals[row])  # (n_literals,)
        score = float(out.truth[row])
        literal_mask, in_rule = self._gate_readout(c)
        contribution = self.or_weight[rows] * gates  # (G,)
        candidates = contribution.masked_fill(~in_rule, -1.0) if in_rule.any() else contribution
        k = int(torch.argmax(candidates))
        fired = bool(in_rule[k]) and gates[k].item() >= self.alpha
        conjunction = self._conjunction(c, k, literal_mask)
        firing = tuple(
            FiringLiteral(
                lit.ground(word),
                lit.negated,
                float(literals[self.literal_set.index(lit)]),
            )
            for lit in conjunction.literals
        )
        body = " ∧ ".join(str(f) for f in firing) or "⊤"
        return Explanation(
            action=action,
            score=score,
            fired=fired,
            rule_id=conjunction.rule_id,
            rule_text=f"{body} → {verb}({word})",
            literals=firing,
        )
