"""A frozen FOL-LNN policy in numpy: scores, ranking (with the class priority), the explaining
gate of one observation, the rules and the network drawing, through the one forward
(:mod:`model.kernel`) that training runs too and the one rule readout (:mod:`model.readout`).

This is what serves: the server and the Python agent load a published artifact into it
(:func:`load_policy`, no torch); the training network (:class:`model.policy.FolLnnPolicy`)
freezes into it (``FolLnnPolicy.frozen()``) for its rules and explanations.

Everything that depends only on the frozen weights is read once here (the kernel's arrays,
every gate's decisive literals and whether it is in the rule), and a decision is one kernel
forward on the fact table and a few vector operations.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import numpy as np

from converter.facts import FactTable, Vocabulary
from model import kernel
from model.artifact import ArtifactError, LoadedArtifact, read_weights, verify_artifact
from model.config import PolicyConfig
from model.kinds import LNN_AND_OR
from model.readout import conjunction, decisive_mask, gate_readout
from model.rules import (
    Conjunction,
    Explanation,
    FiringLiteral,
    Rule,
    literal_set,
    network_names,
)

__all__ = [
    "Evaluation",
    "Layout",
    "TIE_TOLERANCE",
    "NumpyPolicy",
    "action_literals",
    "layout",
    "load_policy",
    "weight_shapes",
]

TIE_TOLERANCE = 1e-6
"""Ranks this close to the best are tied; the agent breaks ties at random."""

OPTIONAL_WEIGHTS = {"priority"}
"""Weights an artifact may lack: written before the class priority existed (zero priority)."""


class Evaluation(NamedTuple):
    """One observation through the network."""

    literals: np.ndarray  # (n_actions, n_literals) float32 truths, atoms then their negations
    gates: (
        np.ndarray
    )  # (n_actions, n_gates) float32 AND truths (an action reads its network's gates)
    scores: np.ndarray  # (n_actions,) float32 OR truths, Vocabulary.actions order
    ranking: np.ndarray  # (n_actions,) float32 scores with the class priority added


class Layout(NamedTuple):
    """Which gates and rows belong to which network (a network per ``Vocabulary.heads`` item,
    its gates stored after the previous network's)."""

    row_gates: np.ndarray  # (A, G) float32: 1 where action row a's network owns gate g
    row_network: np.ndarray  # (A,) int64: the network that scores action row a
    network_gates: np.ndarray  # (N, G) float32: 1 where network n owns gate g
    action_rows: np.ndarray | None  # (A,) each action's word row; None: one action per word


def layout(vocabulary: Vocabulary, gates: tuple[int, ...]) -> Layout:
    """The :class:`Layout` of networks of ``gates`` AND gates each over ``vocabulary``."""
    gate_network = np.repeat(np.arange(len(gates)), gates)  # (G,)
    row_network = np.array(vocabulary.action_heads, np.int64)
    rows = vocabulary.action_rows
    return Layout(
        (row_network[:, None] == gate_network[None, :]).astype(np.float32),
        row_network,
        (np.arange(len(gates))[:, None] == gate_network[None, :]).astype(np.float32),
        None if rows == tuple(range(len(vocabulary.words))) else np.array(rows),
    )


def action_literals(rows: np.ndarray, action_rows: np.ndarray | None) -> np.ndarray:
    """(..., A, 2k) the literal rows of each action from those of each word (..., W, 2k):
    the same array with one verb per class, each word's row once per verb otherwise."""
    return rows if action_rows is None else rows[..., action_rows, :]


def weight_shapes(config: PolicyConfig) -> dict[str, tuple[int, ...]]:
    """The weights of a FOL-LNN policy of ``config``, by name, and their shapes (what its
    artifact's weights file holds; computed without allocating them)."""
    vocab = config.vocab
    n_literals = 2 * (len(vocab.unary_predicates) + len(vocab.nullary_predicates))
    n_gates, n_networks = sum(config.gates), len(config.gates)
    return {
        "and_weight": (n_gates, n_literals),
        "and_bias": (n_gates,),
        "or_weight": (n_gates,),
        "or_bias": (n_networks,),
        "priority": (n_networks,),
    }


@dataclass(frozen=True)
class _ClassReadout:
    """What explains an action of one network: its gates, which are in the rule, and each
    gate's conjunction with the literal columns it reads."""

    verb: str
    gates: slice  # the network's columns of the stacked gates
    or_weight: np.ndarray  # (G,) float32
    decisive: np.ndarray  # (G, 2k) bool
    in_rule: np.ndarray  # (G,) bool
    any_in_rule: bool
    conjunctions: tuple[Conjunction, ...]  # one per gate
    columns: tuple[tuple[int, ...], ...]  # per gate, the literal column of each literal


class NumpyPolicy:
    """A frozen FOL-LNN policy that scores, ranks, explains and reads its rules."""

    def __init__(self, config: PolicyConfig, weights: Mapping[str, np.ndarray]) -> None:
        """``weights``: the arrays :func:`weight_shapes` names (copied; ``priority`` may be
        missing: zero). ValueError when one is missing, unknown or of another shape."""
        shapes = weight_shapes(config)
        unknown = sorted(set(weights) - set(shapes))
        missing = sorted(set(shapes) - set(weights) - OPTIONAL_WEIGHTS)
        if unknown or missing:
            raise ValueError(f"weights: unexpected {unknown}, missing {missing}")
        self.weights: dict[str, np.ndarray] = {}
        for name, shape in shapes.items():
            array = np.array(weights[name] if name in weights else np.zeros(shape), np.float32)
            if array.shape != shape:
                raise ValueError(f"weights: {name} of shape {array.shape}, expected {shape}")
            array.flags.writeable = False
            self.weights[name] = array
        self.config = config
        self.vocabulary: Vocabulary = config.vocab
        self.alpha = float(config.alpha)
        self.network_names = network_names(self.vocabulary)
        self.literal_set = literal_set(self.vocabulary)
        self._layout = layout(self.vocabulary, config.gates)
        w = self.weights
        self._lnn = kernel.Lnn(
            w["and_weight"],
            w["and_bias"],
            w["or_weight"],
            w["or_bias"],
            self._layout.row_gates,
            self._layout.row_network,
        )
        self._priority = w["priority"]
        self._action_index = {a: i for i, a in enumerate(self.vocabulary.actions)}
        self._class_of_row = [int(c) for c in self._layout.row_network]  # each action's network
        starts = np.cumsum((0, *config.gates))
        self._classes = tuple(
            self._readout(c, slice(int(starts[c]), int(starts[c + 1])))
            for c in range(len(config.gates))
        )

    def _readout(self, c: int, rows: slice) -> _ClassReadout:
        w = self.weights
        or_weight = w["or_weight"][rows]
        readout = gate_readout(
            w["and_weight"][rows], w["and_bias"][rows], or_weight, w["or_bias"][c], self.alpha
        )
        conjunctions = tuple(
            conjunction(self.literal_set, f"{self.network_names[c]}/{k}", decisive)
            for k, decisive in enumerate(readout.decisive)
        )
        index = {lit: i for i, lit in enumerate(self.literal_set)}
        return _ClassReadout(
            verb=self.vocabulary.heads[c].verb,
            gates=rows,
            or_weight=or_weight,
            decisive=readout.decisive,
            in_rule=readout.in_rule,
            any_in_rule=bool(readout.in_rule.any()),
            conjunctions=conjunctions,
            columns=tuple(tuple(index[lit] for lit in conj.literals) for conj in conjunctions),
        )

    def evaluate(self, table: FactTable) -> Evaluation:
        """Literals, gates, scores and ranking of one observation."""
        rows = kernel.literal_rows(table.unary, table.nullary)
        literals = action_literals(rows, self._layout.action_rows)  # (A, L)
        out = kernel.forward(literals, self._lnn)
        ranking = kernel.rank(out.truth, self._priority, self._lnn.row_network)
        return Evaluation(literals, out.gates, out.truth, ranking)

    def scores(self, table: FactTable) -> np.ndarray:
        """(n_actions,) truth values, ``Vocabulary.actions`` order."""
        return self.evaluate(table).scores

    def ranking(self, table: FactTable) -> np.ndarray:
        """(n_actions,) what the policy maximises: the truths, ties between networks broken
        by the class priority (:func:`model.kernel.rank`)."""
        return self.evaluate(table).ranking

    def explain(
        self, table: FactTable, action: str, evaluation: Evaluation | None = None
    ) -> Explanation:
        """The AND gate that made ``action``'s OR true (or came closest), its decisive literals
        and their truths; ``evaluation`` of ``table`` when already computed."""
        verb, _, word = action.partition(" ")
        row = self._action_index.get(action)
        if row is None:
            raise ValueError(f"unknown action {action!r}")
        ev = evaluation if evaluation is not None else self.evaluate(table)
        cls = self._classes[self._class_of_row[row]]
        gates = ev.gates[row, cls.gates]  # (G,)
        contribution = cls.or_weight * gates
        candidates = np.where(cls.in_rule, contribution, -1.0) if cls.any_in_rule else contribution
        k = int(np.argmax(candidates))
        literals = ev.literals[row]
        conj = cls.conjunctions[k]
        firing = tuple(
            FiringLiteral(lit.ground(word), lit.negated, float(literals[col]))
            for lit, col in zip(conj.literals, cls.columns[k], strict=True)
        )
        body = " ∧ ".join(str(f) for f in firing) or "⊤"
        return Explanation(
            action=action,
            score=float(ev.scores[row]),
            fired=bool(cls.in_rule[k]) and float(gates[k]) >= self.alpha,
            rule_id=conj.rule_id,
            rule_text=f"{body} → {verb}({word})",
            literals=firing,
        )

    def _priorities(self) -> list[float]:
        """Each network's priority as a rule states it: ``tanh(priority)`` in float32, rounded
        once from float64 as :func:`model.kernel.rank` squashes it (numpy's float32 tanh may
        differ by an ulp with the array's memory alignment)."""
        return np.tanh(self._priority.astype(np.float64)).astype(np.float32).tolist()

    def rules(self) -> tuple[Rule, ...]:
        """One rule per network ((class, verb) pair), read off the weights at threshold α, with
        its priority ``tanh(priority)`` (what the ranking adds, scaled)."""
        out = []
        priorities = self._priorities()
        for c, head in enumerate(self.vocabulary.heads):
            cls = self._classes[c]
            conjunctions = tuple(cls.conjunctions[k] for k in np.flatnonzero(cls.in_rule))
            name = self.network_names[c]
            network = "" if name == head.class_name else name
            out.append(Rule(head.class_name, head.verb, conjunctions, priorities[c], network))
        return tuple(out)

    def network(self) -> list[dict]:
        """Each network's AND-OR LNN with its weights, for drawing (``GET /v1/rules/network``):
        the literals, every AND gate's weights, bias and decisive literals, whether the gate is
        in the rule, the OR's weights and bias, and the class priority."""
        names = [str(lit) for lit in self.literal_set]
        priorities = self._priorities()
        w = self.weights
        out = []
        for c, head in enumerate(self.vocabulary.heads):
            word_class = self.vocabulary.classes[head.word_class]
            cls = self._classes[c]
            or_bias = w["or_bias"][c : c + 1]
            or_decisive = decisive_mask(cls.or_weight[None, :], or_bias, self.alpha)[0]
            and_weight, and_bias = w["and_weight"][cls.gates], w["and_bias"][cls.gates]
            gates = [
                {
                    "rule_id": cls.conjunctions[k].rule_id,
                    "bias": float(and_bias[k]),
                    "weights": [float(x) for x in and_weight[k]],
                    "decisive": [bool(d) for d in cls.decisive[k]],
                    "in_rule": bool(cls.in_rule[k]),
                    "or_weight": float(cls.or_weight[k]),
                    "or_decisive": bool(or_decisive[k]),
                }
                for k in range(len(cls.conjunctions))
            ]
            out.append(
                {
                    "class": word_class.name,
                    "verb": head.verb,
                    "words": list(word_class.words),
                    "literals": names,
                    "gates": gates,
                    "or_bias": float(w["or_bias"][c]),
                    "priority": priorities[c],
                }
            )
        return out


def load_policy(path: Path) -> LoadedArtifact:
    """The FOL-LNN policy artifact at ``path``, every hash verified
    (:func:`model.artifact.verify_artifact`), frozen as a :class:`NumpyPolicy`: what the server
    and the Python agent decide with, without torch. ArtifactError with the reason when it
    cannot be: another network kind (baselines and critics run only in torch:
    :func:`model.registry.load_artifact`, with the ``train`` extra), a bad config, or weights
    that do not fit it."""
    verified = verify_artifact(path)
    if verified.network != LNN_AND_OR:
        raise ArtifactError(
            f"{verified.path}: network {verified.network!r} runs only in torch"
            " (model.registry.load_artifact, the `train` extra); without it only FOL-LNN"
            f" policies (network {LNN_AND_OR}) load"
        )
    try:
        config = PolicyConfig(**verified.config)
    except (TypeError, ValueError) as err:
        raise ArtifactError(f"{verified.path}: bad model config ({err})") from err
    try:
        policy = NumpyPolicy(config, read_weights(verified.path))
    except ValueError as err:
        raise ArtifactError(f"{verified.path}: weights do not fit the model ({err})") from err
    return LoadedArtifact(policy, verified.manifest, verified.path, verified.sha256)
