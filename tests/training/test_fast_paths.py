"""The trainer's cheaper per-step paths compute exactly what the plain definitions do (issue 21:
a run's metrics must not change with its cost). Each reference below is the code as first
written; the states come from random play on real games.
"""

from __future__ import annotations

import zlib

import numpy as np
import pytest
import torch

from converter.converter import Episode, FOLConverter
from converter.facts import FactTable
from model.baselines import observation_text, tokenize
from training.actor import Actor, _near_best, best_actions
from training.env import CoinCollectorEnv
from training.evaluate import Evaluator
from training.methods import BASELINES, MethodSettings, make_method
from training.methods.baselines import TOKEN_MEMO_TEXTS

COMMANDS = ("go north", "go south", "go east", "go west", "go coin", "take coin", "take north")


@pytest.fixture(scope="module")
def played(small_games) -> list[tuple[FactTable, str]]:
    """(facts, observation) of every state of random episodes on four small games."""
    converter = FOLConverter()
    rng = np.random.default_rng(0)
    states = []
    for name in ("easy5", "medium5", "hard3", "hard5"):
        with CoinCollectorEnv(small_games[name], 40, 1.0, "fast") as env:
            for _ in range(3):
                first = env.reset()
                episode = converter.start(first)
                states.append((episode.facts, first))
                done = False
                while not done:
                    command = COMMANDS[rng.integers(len(COMMANDS))]
                    step = env.step(command)
                    table = episode.step(command, step.observation)
                    states.append((table, step.observation))
                    done = step.done
    return states


def _facts_per_word(converter: FOLConverter, tracker) -> FactTable:
    """``FOLConverter.facts_of`` as first written: every word of the vocabulary in turn."""
    vocabulary = converter.vocabulary
    unary = np.zeros((len(vocabulary.words), len(vocabulary.unary_predicates)), np.float32)
    nullary = np.zeros(len(vocabulary.nullary_predicates), np.float32)
    view = tracker.view()
    initial = tracker.initial_direction()
    find, visited, first = (vocabulary.unary_predicates.index(p) for p in UNARY)
    for i, word in enumerate(vocabulary.words):
        if word in view.exits or word in view.objects:
            unary[i, find] = 1.0
        if word in view.exits and tracker.leads_to_visited(word):
            unary[i, visited] = 1.0
        if word == initial:
            unary[i, first] = 1.0
    if tracker.current is not None:
        nullary[0] = 1.0 if all(tracker.leads_to_visited(x) for x in view.exits) else 0.0
    return FactTable(tracker.current, unary, nullary)


UNARY = ("find", "visited", "initial")


def test_the_fact_table_is_the_per_word_definition(small_games) -> None:
    converter = FOLConverter()
    rng = np.random.default_rng(1)
    compared = 0
    for path in small_games.values():
        with CoinCollectorEnv(path, 60, 1.0, "fast") as env:
            episode = converter.start(env.reset())
            done = False
            while not done:
                command = COMMANDS[rng.integers(len(COMMANDS))]
                step = env.step(command)
                table = episode.step(command, step.observation)
                want = _facts_per_word(converter, episode.tracker)
                assert table.room == want.room
                assert table.unary.dtype == want.unary.dtype
                np.testing.assert_array_equal(table.unary, want.unary)
                np.testing.assert_array_equal(table.nullary, want.nullary)
                compared += 1
                done = step.done
    assert compared > 100


def _logical_values(table: FactTable, vocabulary) -> np.ndarray:
    """``model.baselines.logical_values`` as first written (with all_visited)."""
    words, unary = vocabulary.words, vocabulary.unary_predicates
    movement_words = next(c.words for c in vocabulary.classes if c.name == "direction")
    movement = [words.index(w) for w in movement_words]
    parts = [table.unary[:, unary.index("find")]]
    for predicate in ("visited", "initial"):
        parts.append(table.unary[movement, unary.index(predicate)])
    parts.append(np.asarray(table.nullary, dtype=np.float32).reshape(-1))
    positive = (np.concatenate(parts) > 0.5).astype(np.uint8)
    return np.concatenate([positive, 1 - positive])


def _text_tokens(observation: str, n_buckets: int, max_tokens: int) -> np.ndarray:
    """``model.baselines.text_tokens`` as first written."""
    ids = np.zeros(max_tokens, dtype=np.int64)
    for i, word in enumerate(tokenize(observation_text(observation))[:max_tokens]):
        ids[i] = 1 + zlib.crc32(word.encode()) % (n_buckets - 1)
    return ids


@pytest.mark.parametrize("name", [*BASELINES, "nn-dqn@typed", "lstm-dqn++@split"])
def test_baseline_features_and_candidates_are_the_plain_ones(name, played) -> None:
    method = make_method(name, FOLConverter().vocabulary, 0, MethodSettings())
    vocabulary = method.vocabulary
    typed = method._typed if method.typed else np.ones(len(method.actions), bool)
    for table, observation in played:
        got = method.featurize(table, observation)
        if method.base in ("nn-dqn", "lnn-nn-dqn"):
            want = {"values": _logical_values(table, vocabulary)}
        elif method.base == "nlm-dqn":
            want = {
                "unary": table.unary.astype(np.uint8),
                "nullary": table.nullary.astype(np.uint8),
            }
        else:
            config = method._encoder.config
            want = {"tokens": _text_tokens(observation, config.n_buckets, config.max_tokens)}
        assert got.keys() == want.keys()
        for key in want:
            assert got[key].dtype == want[key].dtype
            np.testing.assert_array_equal(got[key], want[key])
        found = table.unary[:, vocabulary.unary_predicates.index("find")] > 0.5
        plain = np.tile(found, 2) & typed if found.any() else typed
        np.testing.assert_array_equal(method.candidates(table, "found"), plain)


def test_the_token_memo_hands_out_copies_and_empties_when_full(played) -> None:
    method = make_method("lstm-dqn++", FOLConverter().vocabulary, 0, MethodSettings())
    table, observation = played[1]
    first = method.featurize(table, observation)["tokens"]
    first[:] = -1  # a caller writing into its array leaves the memo alone
    again = method.featurize(table, observation)["tokens"]
    np.testing.assert_array_equal(again, _text_tokens(observation, 8192, 128))
    for k in range(TOKEN_MEMO_TEXTS + 5):
        method.featurize(table, f"You can't go that way {k}.")
    assert len(method._tokens) <= TOKEN_MEMO_TEXTS


def test_an_exploring_draw_is_the_draw_of_rng_choice() -> None:
    """``Actor.act_indices`` draws ``allowed[rng.integers(0, n)]`` for ``rng.choice(allowed)``:
    the same index and the same generator state after it, interleaved with the other draws."""
    for seed in range(3):
        a, b = np.random.default_rng(seed), np.random.default_rng(seed)
        for i in range(20_000):
            allowed = np.flatnonzero(np.arange(10) % (1 + i % 4) == 0)
            assert a.choice(allowed) == allowed[b.integers(0, len(allowed))]
            if i % 3 == 0:
                assert a.random(4).tolist() == b.random(4).tolist()
                assert a.integers(3) == b.integers(3)


class _Counting(Actor):
    """An actor that counts the slot-steps it observes."""

    observed = 0

    def observe(self, slots, commands, observations) -> None:
        self.observed += len(slots)
        super().observe(slots, commands, observations)


@pytest.mark.parametrize("name", ["fol-lnn", "nn-dqn", "lstm-dqn++"])
def test_an_evaluation_with_the_state_memo_is_the_one_without(name, small_games, monkeypatch):
    """Evaluations of a changing network: the memo actor plays every game as the plain one
    (same results, same random tie-breaks), most of its states come from the memo (a network
    without ties), and where its path parts from a remembered one the episode's map is folded
    in late."""
    converter = FOLConverter()
    method = make_method(name, converter.vocabulary, 0, MethodSettings())
    memo = _Counting(converter, method, epsilon=0.0, seed=5, memo=True)
    plain = Actor(converter, method, epsilon=0.0, seed=5)
    late = []
    fold = Episode.fold
    monkeypatch.setattr(
        Episode, "fold", lambda ep, turns: late.append(len(turns)) or fold(ep, turns)
    )
    paths = [small_games[n] for n in ("easy5", "medium5", "hard3", "hard5")]
    rng = torch.Generator().manual_seed(0)
    with Evaluator(paths, max_steps=60, engine="fast") as evaluator:
        for round_ in range(8):
            assert evaluator.run(memo) == evaluator.run(plain)
            assert memo.rng.bit_generator.state == plain.rng.bit_generator.state
            if round_ % 2:
                with torch.no_grad():  # the network learns a little between two evaluations
                    for p in method.network.parameters():
                        p.add_(0.05 * torch.randn(p.shape, generator=rng))
    if name != "fol-lnn":  # an untrained LNN ties everywhere: its random tie-breaks part ways
        assert memo._memo_size < 0.6 * memo.observed
    assert late and max(late) > 1


def test_the_best_actions_of_a_batch_are_each_rows_best_actions() -> None:
    rng = np.random.default_rng(0)
    for _ in range(500):
        q = rng.choice([0.0, 0.5, 1.0, 1.0 - 5e-7, 0.3], size=(6, 10)).astype(np.float32)
        q += rng.normal(0, 1e-6, q.shape).astype(np.float32) * (rng.random(q.shape) < 0.3)
        mask = rng.random((6, 10)) < 0.5
        mask[np.arange(6), rng.integers(0, 10, 6)] = True
        near = _near_best(q, mask)
        for i in range(6):
            np.testing.assert_array_equal(np.flatnonzero(near[i]), best_actions(q[i], mask[i]))
