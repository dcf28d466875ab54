"""The paper's four baselines (Kimura et al. 2021, §4 "Baselines"), as Q-networks over ten actions.

Every baseline scores the ten actions {go, take} x {north, south, east, west, coin} with a verb
head and a noun head, as LSTM-DQN (Narasimhan et al. 2015) and LSTM-DQN++ (Yuan et al. 2018) do:
``Q(verb, noun) = (Q_verb + Q_noun) / 2``. They differ in the encoder:

- ``nn-dqn``: an MLP over the propositional logical values (:func:`logical_values`).
- ``lnn-nn-dqn``: LNN conjunctions of every pair of logical values, then the same MLP.
- ``nlm-dqn``: a Neural Logic Machine (Dong et al. 2019) over the same facts in relational form.
- ``lstm-dqn++``: word embeddings + LSTM + mean pooling over the observation text.

Each network is rebuilt from its frozen, JSON-serialisable config: ``Net(Config(**config))``
(see :data:`BASELINE_BUILDERS`). docs/baselines.md gives the settings and where they come from.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import torch
from torch import Tensor, nn

from converter.facts import FactTable, Vocabulary
from model.lnn import LnnAnd, project_nonnegative_, truth_clamp

__all__ = [
    "BASELINE_BUILDERS",
    "LnnNnDqn",
    "LnnNnDqnConfig",
    "LstmDqn",
    "LstmDqnConfig",
    "NlmDqn",
    "NlmDqnConfig",
    "NnDqn",
    "NnDqnConfig",
    "PairAnd",
    "action_space",
    "distinct_rows",
    "literal_names",
    "literal_pairs",
    "logical_values",
    "nlm_expand",
    "nlm_permute",
    "nlm_reduce",
    "observation_text",
    "relational_literals",
    "text_tokens",
    "token_ids",
    "tokenize",
    "value_cells",
    "values_at",
]

MOVEMENT_CLASS = "direction"
"""Word class whose words carry ``visited`` and ``initial`` (the exits of a room)."""


# ---------------------------------------------------------------------------------------------
# Action space and encodings


def action_space(vocabulary: Vocabulary) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(verbs, nouns): the class verbs in class order and every grounding word.

    The actions are ``f"{verb} {noun}"`` verb-major: ``go north, ..., go coin, take north, ...``.
    """
    verbs = tuple(dict.fromkeys(c.verb for c in vocabulary.classes))
    return verbs, vocabulary.words


def _movement_words(vocabulary: Vocabulary) -> tuple[str, ...]:
    for c in vocabulary.classes:
        if c.name == MOVEMENT_CLASS:
            return c.words
    return vocabulary.words


def literal_names(vocabulary: Vocabulary, include_all_visited: bool = True) -> tuple[str, ...]:
    """Names of the entries of :func:`logical_values`: positive literals, then their negations."""
    positive = [f"find({w})" for w in vocabulary.words]
    for predicate in ("visited", "initial"):
        positive += [f"{predicate}({w})" for w in _movement_words(vocabulary)]
    if include_all_visited:
        positive += list(vocabulary.nullary_predicates)
    return tuple(positive) + tuple(f"not {p}" for p in positive)


def logical_values(
    table: FactTable, vocabulary: Vocabulary, include_all_visited: bool = True
) -> np.ndarray:
    """The paper's propositional input: ``(n_positive,)`` literals followed by their negations.

    ``find`` over every word (5), ``visited`` and ``initial`` over the direction words (4 + 4):
    13 x 2 = the paper's 26 values; with ``include_all_visited`` the nullary ``all_visited`` and
    its negation are appended (28), the information FOL-LNN's rule uses. Returns uint8 in {0, 1}.
    """
    return values_at(table, value_cells(vocabulary), include_all_visited)


def value_cells(vocabulary: Vocabulary) -> tuple[np.ndarray, np.ndarray]:
    """(rows, columns) of a fact table's unary truths that :func:`logical_values` reads, in its
    order: ``find`` of every word, then ``visited`` and ``initial`` of the direction words."""
    words = vocabulary.words
    unary = vocabulary.unary_predicates
    movement = [words.index(w) for w in _movement_words(vocabulary)]
    rows = [*range(len(words)), *movement, *movement]
    columns = [unary.index("find")] * len(words)
    columns += [unary.index("visited")] * len(movement) + [unary.index("initial")] * len(movement)
    return np.array(rows, dtype=np.intp), np.array(columns, dtype=np.intp)


def values_at(
    table: FactTable, cells: tuple[np.ndarray, np.ndarray], include_all_visited: bool = True
) -> np.ndarray:
    """:func:`logical_values` with the vocabulary's :func:`value_cells` computed once."""
    positive = table.unary[cells]
    if include_all_visited:
        positive = np.concatenate(
            [positive, np.asarray(table.nullary, dtype=np.float32).reshape(-1)]
        )
    positive = (positive > 0.5).astype(np.uint8)  # (n_positive,)
    return np.concatenate([positive, 1 - positive])  # (2 * n_positive,)


def relational_literals(unary: Tensor, nullary: Tensor) -> tuple[Tensor, Tensor]:
    """Facts and their negations for the NLM: (B, n, 2 * n_unary), (B, 2 * n_nullary)."""
    return torch.cat([unary, 1.0 - unary], -1), torch.cat([nullary, 1.0 - nullary], -1)


_STATUS_LINE = re.compile(r"^>[ \t]*-=[^\n]*=-[ \t]*[\d/]*[ \t]*$", re.M)
_HEADER_LINE = re.compile(r"^[ \t]*-=[^\n]*=-[ \t]*$", re.M)
_WORD = re.compile(r"[a-z]+")


def observation_text(observation: str) -> str:
    """The text LSTM-DQN++ reads: status bar removed; banner and objective (all before the
    last room header) removed; a text without a header (``You can't go that way.``) is kept."""
    text = _STATUS_LINE.sub("", observation)
    headers = list(_HEADER_LINE.finditer(text))
    return text[headers[-1].start() :] if headers else text


def tokenize(text: str) -> list[str]:
    """Lower-case words: maximal runs of letters (``can't`` -> ``can``, ``t``)."""
    return _WORD.findall(text.lower())


def text_tokens(observation: str, n_buckets: int, max_tokens: int) -> np.ndarray:
    """(max_tokens,) int64 token ids of :func:`observation_text`, right-padded with 0.

    Words are hashed (CRC-32, stable across processes) into ids ``1 .. n_buckets - 1``; 0 is
    padding. Texts longer than ``max_tokens`` words are cut.
    """
    return token_ids(observation_text(observation), n_buckets, max_tokens)


def token_ids(text: str, n_buckets: int, max_tokens: int) -> np.ndarray:
    """(max_tokens,) int64: :func:`text_tokens` of a text :func:`observation_text` returned."""
    ids = np.zeros(max_tokens, dtype=np.int64)
    words = tokenize(text)[:max_tokens]
    for i, word in enumerate(words):
        ids[i] = 1 + zlib.crc32(word.encode()) % (n_buckets - 1)
    return ids


def _verb_noun_q(verb: Tensor, noun: Tensor) -> Tensor:
    """(B, V), (B, N) -> (B, V * N) verb-major: ``Q(v, n) = (Q_v + Q_n) / 2``."""
    return ((verb[:, :, None] + noun[:, None, :]) / 2).flatten(1)


def _mlp(sizes: tuple[int, ...]) -> nn.Sequential:
    layers: list[nn.Module] = []
    for a, b in itertools.pairwise(sizes):
        layers += [nn.Linear(a, b), nn.ReLU()]
    return nn.Sequential(*layers)


class _DqnHead(nn.Module):
    """LSTM-DQN's action scorer: shared Linear + ReLU, then a verb and a noun linear head."""

    def __init__(self, n_in: int, hidden: int, n_verbs: int, n_nouns: int) -> None:
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU())
        self.verb = nn.Linear(hidden, n_verbs)
        self.noun = nn.Linear(hidden, n_nouns)

    def forward(self, state: Tensor) -> Tensor:
        """(B, n_in) -> (B, n_verbs * n_nouns)."""
        h = self.shared(state)  # (B, hidden)
        return _verb_noun_q(self.verb(h), self.noun(h))


class _BaselineNet(nn.Module):
    """What every baseline network offers besides ``forward``: its config and vocabulary."""

    config: NnDqnConfig | LnnNnDqnConfig | NlmDqnConfig | LstmDqnConfig

    @property
    def vocabulary(self) -> Vocabulary:
        """The vocabulary the network scores actions over (read by policy artifacts)."""
        return self.config.vocab


def _seeded(seed: int, build: Callable[[], None]) -> None:
    """Run ``build`` with torch's global RNG seeded, restoring the caller's RNG state after."""
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        build()


def _tuple(values) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


# ---------------------------------------------------------------------------------------------
# NN-DQN


@dataclass(frozen=True)
class _ValuesConfig:
    """Shared options of the networks over propositional logical values (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``: the words (nouns), class verbs and predicates."""
    include_all_visited: bool = True
    """Append all_visited and its negation to the paper's 26 values (28 inputs)."""
    encoder: tuple[int, ...] = (100, 100)
    """Hidden sizes of the MLP encoder (ReLU), in place of LSTM-DQN++'s 100-unit LSTM."""
    head_hidden: int = 64
    """Shared layer of the verb/noun action scorer (LSTM-DQN: linear 64 + ReLU)."""
    seed: int = 0
    """Seed of the initial weights (LNN-NN-DQN's conjunctions start as classical ANDs)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "encoder", _tuple(self.encoder))

    @property
    def vocab(self) -> Vocabulary:
        """The vocabulary as a value."""
        return Vocabulary.from_dict(self.vocabulary)

    @property
    def n_values(self) -> int:
        """Length of the logical-value input."""
        return len(literal_names(self.vocab, self.include_all_visited))

    def to_dict(self) -> dict:
        """JSON form; ``type(config)(**config.to_dict())`` rebuilds it."""
        data = dataclasses.asdict(self)
        data["encoder"] = list(self.encoder)
        return data


@dataclass(frozen=True)
class NnDqnConfig(_ValuesConfig):
    """Everything that rebuilds an :class:`NnDqn`."""


class NnDqn(_BaselineNet):
    """NN-DQN: MLP encoder over propositional logical values, verb and noun heads."""

    def __init__(self, config: NnDqnConfig) -> None:
        super().__init__()
        self.config = config
        verbs, nouns = action_space(config.vocab)

        def build() -> None:
            self.encoder = _mlp((config.n_values, *config.encoder))
            self.head = _DqnHead(config.encoder[-1], config.head_hidden, len(verbs), len(nouns))

        _seeded(config.seed, build)

    def forward(self, values: Tensor) -> Tensor:
        """(B, n_values) truth values -> (B, n_actions) Q-values."""
        return self.head(self.encoder(values))


# ---------------------------------------------------------------------------------------------
# LNN-NN-DQN


class PairAnd(LnnAnd):
    """A bank of weighted Łukasiewicz ANDs where gate g reads only its own pair of inputs.

    Same neuron as :class:`~model.lnn.LnnAnd` (``f(β − Σ wᵢ (1 − xᵢ))``, straight-through clamp,
    ``weight`` (G, 2) ≥ 0, ``bias`` (G,)); initialised to w = β = 1, the classical AND.
    """

    def __init__(self, pairs: list[tuple[int, int]]) -> None:
        super().__init__(n_inputs=2, n_gates=len(pairs))
        self.register_buffer("pairs", torch.tensor(pairs, dtype=torch.long).reshape(-1, 2))

    def forward(self, x: Tensor) -> Tensor:
        """(B, n_literals) truth values -> (B, n_pairs) truth values."""
        gathered = x[:, self.pairs]  # (B, G, 2)
        pre = self.bias - ((1.0 - gathered) * self.weight).sum(-1)  # (B, G)
        return truth_clamp(pre)


def literal_pairs(n_positive: int) -> list[tuple[int, int]]:
    """Every pair of the 2 * n_positive literals except ``(p, not p)`` (always false)."""
    n = 2 * n_positive
    return [(i, j) for i, j in itertools.combinations(range(n), 2) if j != i + n_positive]


@dataclass(frozen=True)
class LnnNnDqnConfig(_ValuesConfig):
    """Everything that rebuilds an :class:`LnnNnDqn` (its MLP has NN-DQN's sizes)."""


class LnnNnDqn(_BaselineNet):
    """LNN-NN-DQN: LNN conjunctions of all literal pairs, then NN-DQN's MLP and heads."""

    def __init__(self, config: LnnNnDqnConfig) -> None:
        super().__init__()
        self.config = config
        verbs, nouns = action_space(config.vocab)
        pairs = literal_pairs(config.n_values // 2)

        def build() -> None:
            self.conjunctions = PairAnd(pairs)
            self.encoder = _mlp((len(pairs), *config.encoder))
            self.head = _DqnHead(config.encoder[-1], config.head_hidden, len(verbs), len(nouns))

        _seeded(config.seed, build)

    def forward(self, values: Tensor) -> Tensor:
        """(B, n_values) truth values -> (B, n_actions) Q-values."""
        conj = self.conjunctions(values)  # (B, n_pairs) truth values
        return self.head(self.encoder(conj))

    @torch.no_grad()
    def project_(self) -> None:
        """Keep the LNN weights non-negative (call after each optimizer step)."""
        project_nonnegative_(self.conjunctions.weight)


# ---------------------------------------------------------------------------------------------
# NLM-DQN


def nlm_expand(x: Tensor, n_objects: int) -> Tensor:
    """Arity r -> r + 1: (B, n^r..., C) -> (B, n^r..., n, C), the same value for each new object."""
    return x.unsqueeze(-2).expand(*x.shape[:-1], n_objects, x.shape[-1])


def nlm_reduce(x: Tensor, exclude_self: bool = True) -> Tensor:
    """Arity r + 1 -> r over the last object axis: ``[exists = max, forall = min]``.

    (B, n^(r+1)..., C) -> (B, n^r..., 2C). With ``exclude_self`` (and r ≥ 1) the positions whose
    last object equals an earlier one are skipped, as in Dong et al.'s implementation.
    """
    n_axes = x.dim() - 2  # object axes
    if exclude_self and n_axes >= 2:
        # a skipped position reads 0 for exists and 1 for forall (the truths' neutral values)
        skip = _repeats_earlier(x.shape[-2], n_axes, x.device)  # (n^(r+1)..., 1)
        exists = x.masked_fill(skip, 0.0).amax(-2)
        forall = x.masked_fill(skip, 1.0).amin(-2)
    else:
        exists, forall = x.amax(-2), x.amin(-2)
    return torch.cat([exists, forall], -1)


@functools.cache
def _repeats_earlier(n: int, n_axes: int, device: torch.device) -> Tensor:
    """(n,) * n_axes + (1,) bool: True where the last object equals an earlier one (made once
    per shape: the masks of :func:`nlm_reduce`)."""
    eye = torch.eye(n, dtype=torch.bool, device=device)
    same = torch.zeros((n,) * n_axes, dtype=torch.bool, device=device)
    for axis in range(n_axes - 1):
        shape = [1] * n_axes
        shape[axis], shape[-1] = n, n
        same = same | eye.reshape(shape)
    return same.unsqueeze(-1)


def nlm_permute(x: Tensor) -> Tensor:
    """(B, n^r..., C) -> (B, n^r..., r! C): every permutation of the r object axes, concatenated."""
    r = x.dim() - 2
    if r < 2:
        return x
    perms = itertools.permutations(range(1, r + 1))
    return torch.cat([x.permute(0, *p, r + 1) for p in perms], -1)


class _NlmLayer(nn.Module):
    """One NLM layer: per arity, expand / keep / reduce neighbours, permute, Linear + sigmoid."""

    def __init__(
        self, in_dims: tuple[int, ...], hidden: int, exclude_self: bool, max_arity: int
    ) -> None:
        super().__init__()
        self.exclude_self = exclude_self
        breadth = len(in_dims) - 1
        self.mlps = nn.ModuleList()
        for r in range(min(breadth, max_arity) + 1):
            n_in = in_dims[r]
            if r > 0:
                n_in += in_dims[r - 1]  # expanded from arity r - 1
            if r < breadth:
                n_in += 2 * in_dims[r + 1]  # exists and forall from arity r + 1
            for k in range(2, r + 1):
                n_in *= k  # r! permutations
            self.mlps.append(nn.Sequential(nn.Linear(n_in, hidden), nn.Sigmoid()))

    def forward(self, inputs: list[Tensor], n_objects: int) -> list[Tensor]:
        """Per arity r up to ``max_arity``, (B, n^r..., C_r) -> (B, n^r..., hidden) values."""
        breadth = len(inputs) - 1
        out = []
        for r, mlp in enumerate(self.mlps):
            parts = [inputs[r]]
            if r > 0:
                parts.insert(0, nlm_expand(inputs[r - 1], n_objects))
            if r < breadth:
                parts.append(nlm_reduce(inputs[r + 1], self.exclude_self))
            out.append(mlp(nlm_permute(torch.cat(parts, -1))))
        return out


@dataclass(frozen=True)
class NlmDqnConfig:
    """Everything that rebuilds an :class:`NlmDqn` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``: the words (objects and nouns), class verbs and predicates."""
    depth: int = 4
    """NLM layers (Dong et al. search depth over a small range; 4 here)."""
    breadth: int = 2
    """Highest arity of the intermediate predicates (2: binary relations between words)."""
    hidden: int = 8
    """Output predicates per arity per layer (Dong et al.: 8)."""
    residual: bool = True
    """Feed each layer's input along with its output to the next layer (Dong et al.)."""
    exclude_self: bool = True
    """Reductions skip tuples that repeat an object (Dong et al.)."""
    head_hidden: int = 64
    """Shared layer of the verb head over the nullary outputs (LSTM-DQN: linear 64 + ReLU)."""
    seed: int = 0
    """Seed of the initial weights."""

    def __post_init__(self) -> None:
        if self.depth < 1 or not 1 <= self.breadth <= 3:
            raise ValueError(
                f"need depth >= 1 and breadth in 1..3, got {self.depth}, {self.breadth}"
            )

    @property
    def vocab(self) -> Vocabulary:
        """The vocabulary as a value."""
        return Vocabulary.from_dict(self.vocabulary)

    def to_dict(self) -> dict:
        """JSON form; ``NlmDqnConfig(**config.to_dict())`` rebuilds it."""
        return dataclasses.asdict(self)


class NlmDqn(_BaselineNet):
    """NLM-DQN: a Neural Logic Machine over the words as objects, then DQN verb and noun heads.

    Input predicates: nullary facts and unary facts per word, each with its negation (the same
    literals as the propositional baselines, in relational form). The last layer's unary outputs
    of word x score noun x (a shared linear head, so every word is scored by the same rule); its
    nullary outputs score the verbs.
    """

    def __init__(self, config: NlmDqnConfig) -> None:
        super().__init__()
        self.config = config
        vocab = config.vocab
        verbs, nouns = action_space(vocab)
        self.n_objects = len(nouns)
        dims = [2 * len(vocab.nullary_predicates), 2 * len(vocab.unary_predicates)]
        dims += [0] * (config.breadth - 1)
        dims = dims[: config.breadth + 1]

        def build() -> None:
            self.layers = nn.ModuleList()
            in_dims = tuple(dims)
            for k in range(config.depth):
                # arity r at layer k reaches the unary/nullary outputs only if r <= 1 + layers left
                max_arity = 1 + (config.depth - 1 - k)
                layer = _NlmLayer(in_dims, config.hidden, config.exclude_self, max_arity)
                self.layers.append(layer)
                n_out = len(layer.mlps)
                in_dims = tuple(
                    config.hidden + d if config.residual else config.hidden for d in in_dims[:n_out]
                )
            self.verb = nn.Sequential(
                nn.Linear(in_dims[0], config.head_hidden),
                nn.ReLU(),
                nn.Linear(config.head_hidden, len(verbs)),
            )
            self.noun = nn.Sequential(
                nn.Linear(in_dims[1], config.head_hidden),
                nn.ReLU(),
                nn.Linear(config.head_hidden, 1),
            )

        _seeded(config.seed, build)

    def forward(self, unary: Tensor, nullary: Tensor) -> Tensor:
        """(B, n_words, n_unary), (B, n_nullary) truth values -> (B, n_actions) Q-values."""
        b, n = unary.shape[0], self.n_objects
        u, z = relational_literals(unary, nullary)
        features = [z, u]  # arity 0: (B, C0); arity 1: (B, n, C1)
        for r in range(2, self.config.breadth + 1):
            features.append(unary.new_zeros((b, *(n,) * r, 0)))  # no input relations
        for layer in self.layers:
            out = layer(features, n)  # arities 0 .. layer's max arity
            if self.config.residual:
                out = [torch.cat([o, f], -1) for o, f in zip(out, features, strict=False)]
            features = out
        verb = self.verb(features[0])  # (B, n_verbs)
        noun = self.noun(features[1]).squeeze(-1)  # (B, n_words)
        return _verb_noun_q(verb, noun)


# ---------------------------------------------------------------------------------------------
# LSTM-DQN++


@dataclass(frozen=True)
class LstmDqnConfig:
    """Everything that rebuilds an :class:`LstmDqn` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()``: the words (nouns) and class verbs."""
    n_buckets: int = 8192
    """Hashed word ids (0 is padding); no fixed vocabulary is known in advance."""
    max_tokens: int = 128
    """Words read per observation (longer texts are cut)."""
    embedding_dim: int = 20
    """Word embedding size (LSTM-DQN: 20), learned from scratch."""
    lstm_hidden: int = 100
    """LSTM hidden size (LSTM-DQN: 100)."""
    head_hidden: int = 64
    """Shared layer of the verb/noun action scorer (LSTM-DQN: linear 64 + ReLU)."""
    seed: int = 0
    """Seed of the initial weights."""

    @property
    def vocab(self) -> Vocabulary:
        """The vocabulary as a value."""
        return Vocabulary.from_dict(self.vocabulary)

    def to_dict(self) -> dict:
        """JSON form; ``LstmDqnConfig(**config.to_dict())`` rebuilds it."""
        return dataclasses.asdict(self)


class LstmDqn(_BaselineNet):
    """LSTM-DQN++'s network: embeddings, LSTM, mean pooling, verb and noun heads."""

    def __init__(self, config: LstmDqnConfig) -> None:
        super().__init__()
        self.config = config
        verbs, nouns = action_space(config.vocab)

        def build() -> None:
            self.embedding = nn.Embedding(config.n_buckets, config.embedding_dim, padding_idx=0)
            self.lstm = nn.LSTM(config.embedding_dim, config.lstm_hidden, batch_first=True)
            self.head = _DqnHead(config.lstm_hidden, config.head_hidden, len(verbs), len(nouns))

        _seeded(config.seed, build)

    def forward(self, tokens: Tensor) -> Tensor:
        """(B, T) int token ids, right-padded with 0 -> (B, n_actions) Q-values.

        Each distinct text is read once: a replay batch repeats texts (the same room, "You can't
        go that way."), and a row's value depends on its own tokens only, so the network runs on
        the distinct rows and their values are copied back (the gradient of a copied row adds
        up, as it would over the repeated rows). docs/baselines.md has the measured cost.
        """
        rows, index = distinct_rows(tokens)
        return self.head(self._pooled(torch.from_numpy(rows)))[index]  # (B, n_actions)

    def q_pair(self, tokens: Tensor, next_tokens: Tensor) -> tuple[Tensor, Tensor]:
        """Q(s, ·) with its gradient and Q(s′, ·) without, (B, n_actions) each, for a replayed
        batch's states and next states (token ids as :meth:`forward` reads them).

        Every distinct text of the two is read once: a next state's text that is also a state's
        text in the batch takes that state's values (detached), and only the other next texts
        run, without a graph. oneDNN's LSTM computes a row the same whatever else is in the
        batch, so the values are those of two separate passes.
        """
        rows, index = distinct_rows(torch.cat((tokens, next_tokens)))
        n = len(tokens)
        n_state = int(index[:n].max()) + 1  # state texts come first, in order of appearance
        # the state texts in torch.unique's order (ascending, column 0 first), the order the
        # gradient was summed in before: the same gradient to the last bit
        order = np.lexsort(rows[:n_state].T[::-1])
        rank = np.arange(len(rows))
        rank[order] = np.arange(n_state)
        rows[:n_state] = rows[order]
        index = torch.from_numpy(rank)[index]
        q_state = self.head(self._pooled(torch.from_numpy(rows[:n_state])))  # (U_s, A)
        with torch.no_grad():
            q = q_state.detach()
            if n_state < len(rows):
                q_other = self.head(self._pooled(torch.from_numpy(rows[n_state:])))
                q = torch.cat((q, q_other))  # (U, A)
        return q_state[index[:n]], q[index[n:]]

    def _pooled(self, rows: Tensor) -> Tensor:
        """(U, T) token ids -> (U, H) the mean of the LSTM's states over each text's tokens.

        The columns that are padding in every row are cut: the LSTM is causal and the pooling
        skips padding, so the result is the same, at the cost of the longest text only."""
        width = int((rows != 0).sum(1).max()) if rows.numel() else 0
        rows = rows[:, : max(1, width)].contiguous()  # (a view: embedding reads it slower)
        mask = (rows != 0).unsqueeze(-1).float()  # (U, T, 1)
        h, _ = self.lstm(self.embedding(rows))  # (U, T, H); causal: padding never leaks in
        return (h * mask).sum(1) / mask.sum(1).clamp_min(1.0)


def distinct_rows(tokens: Tensor) -> tuple[np.ndarray, Tensor]:
    """(B, T) -> the distinct rows (U, T) in order of first appearance, and (B,) the index of
    each row among them (a dict over the rows' bytes: a fifth of ``torch.unique(dim=0)``'s
    time on a replay batch)."""
    array = tokens.numpy()
    seen: dict[bytes, int] = {}
    first: list[int] = []
    index: list[int] = []
    for i, row in enumerate(array):
        key = row.tobytes()
        if key not in seen:
            seen[key] = len(first)
            first.append(i)
        index.append(seen[key])
    return array[first], torch.tensor(index)


BASELINE_BUILDERS: dict[str, Callable[[dict], nn.Module]] = {
    "nn-dqn": lambda config: NnDqn(NnDqnConfig(**config)),
    "lnn-nn-dqn": lambda config: LnnNnDqn(LnnNnDqnConfig(**config)),
    "nlm-dqn": lambda config: NlmDqn(NlmDqnConfig(**config)),
    "lstm-dqn++": lambda config: LstmDqn(LstmDqnConfig(**config)),
}
"""Method name -> builder of its network from ``network.config.to_dict()``."""
