"""What the baselines read and score: the ten verb x noun actions, the propositional logical
values of a fact table (nn-dqn, lnn-nn-dqn), its relational form (nlm-dqn) and the observation's
hashed word tokens (lstm-dqn++).
"""

from __future__ import annotations

import re
import zlib

import numpy as np

from converter.facts import FactTable, Vocabulary

MOVEMENT_CLASS = "direction"
"""Word class whose words carry ``visited`` and ``initial`` (the exits of a room)."""


def action_space(vocabulary: Vocabulary) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(verbs, nouns): every verb of every class, in class order (a class of several verbs, the
    direction class's ``go`` and ``open``, gives each), and every grounding word.

    The actions are ``f"{verb} {noun}"`` verb-major: ``go north, ..., go coin, take north, ...``;
    with the families' vocabulary ``go``, ``open``, ``take`` on every word (15 actions).
    """
    verbs = tuple(dict.fromkeys(v for c in vocabulary.classes for v in c.verbs))
    return verbs, vocabulary.words


def _movement_words(vocabulary: Vocabulary) -> tuple[str, ...]:
    for c in vocabulary.classes:
        if c.name == MOVEMENT_CLASS:
            return c.words
    return vocabulary.words


MOVEMENT_PREDICATES: tuple[str, ...] = ("visited", "initial")
"""The paper's predicates of the direction words besides ``find``."""


def _exit_predicates(vocabulary: Vocabulary) -> tuple[str, ...]:
    """The unary predicates read over the direction words: the paper's ``visited`` and
    ``initial``, then any other the vocabulary holds besides ``find`` (the families'
    ``closed`` and ``refused``, docs/converter.md), in the vocabulary's order."""
    extra = [p for p in vocabulary.unary_predicates if p != "find" and p not in MOVEMENT_PREDICATES]
    return (*MOVEMENT_PREDICATES, *extra)


def literal_names(vocabulary: Vocabulary, include_all_visited: bool = True) -> tuple[str, ...]:
    """Names of the entries of :func:`logical_values`: positive literals, then their negations."""
    positive = [f"find({w})" for w in vocabulary.words]
    for predicate in _exit_predicates(vocabulary):
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
    its negation are appended (28), the information FOL-LNN's rule uses. A vocabulary with more
    predicates (the families': ``closed``, ``refused``) adds each over the direction words
    (44 with both), so a baseline reads every fact FOL-LNN reads. Returns uint8 in {0, 1}.
    """
    return values_at(table, value_cells(vocabulary), include_all_visited)


def value_cells(vocabulary: Vocabulary) -> tuple[np.ndarray, np.ndarray]:
    """(rows, columns) of a fact table's unary truths that :func:`logical_values` reads, in its
    order: ``find`` of every word, then ``visited``, ``initial`` (and the vocabulary's other
    predicates) of the direction words."""
    words = vocabulary.words
    unary = vocabulary.unary_predicates
    movement = [words.index(w) for w in _movement_words(vocabulary)]
    predicates = _exit_predicates(vocabulary)
    rows = [*range(len(words)), *(movement * len(predicates))]
    columns = [unary.index("find")] * len(words)
    for predicate in predicates:
        columns += [unary.index(predicate)] * len(movement)
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
