"""Update cost of the baselines on real replay batches: one DQN update (loss, backward, Adam
step) as the trainer does it, against the same update as first written (:func:`plain_loss`: two
forward passes, Q(s', ·) without a graph, and LSTM-DQN++ reading every row padded to the longest
text), on the same batches, rounds interleaved so both meet the same machine load.

The batches are what training stores: ε = 1 episodes on hard training games (the fast engine),
their transitions in the protocol's prioritized replay, mini-batches of 32 drawn from it.
NLM-DQN and ``nlm-dqn@split`` train through the numpy update
(:mod:`training.methods.nlm_update`); each is timed against the autograd learner on the same loss
as well; the plain and autograd sides run the network written in torch (``tests/nlm_oracle.py``),
as they did before its one forward became numpy's (issue 34).
``tests/training/test_baseline_updates.py`` checks that both give the same loss and gradients.

``fol-lnn`` and ``fol-lnn-critic`` train through hand-derived numpy updates, their only ones
(:mod:`training.methods.fol_lnn_update`, :mod:`training.methods.fol_lnn_critic_update`); each
is timed against autograd on the same loss written in torch (the tests' oracle,
``tests/lnn_oracle.py``) as the trainer takes an update: the learner's step, then
``after_update`` (the projection, the growth check, a new learner when the network grew),
``fol-lnn``'s α-constraint term annealed in. Their tests
(``tests/training/test_fol_lnn_update.py``, ``test_fol_lnn_critic_update.py``) check that the
two compute the same loss and gradients.
"""

from __future__ import annotations

import contextlib
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import torch
from torch import nn

from converter.converter import FOLConverter
from model.baselines import LstmDqn
from tests import lnn_oracle, nlm_oracle
from training.actor import Actor
from training.env import CoinCollectorEnv
from training.games import ensure_games, game_paths, textworld_game_set
from training.methods import (
    BASELINES,
    FolLnnMethod,
    Method,
    MethodSettings,
    TensorBatch,
    make_method,
)
from training.methods.base import AutogradLearner, dqn_target
from training.replay import Batch, PrioritizedReplay

METHODS: tuple[str, ...] = (*BASELINES, "nlm-dqn@split")
"""Timed against the plain update (and NLM-DQN's, ``@split`` too, against the autograd learner)."""
LNN_METHODS: tuple[str, ...] = ("fol-lnn", "fol-lnn-critic")
"""Timed numpy learner against autograd on the oracle's loss (:func:`lnn_update_ms`)."""
ORACLE_LOSS = {"fol-lnn": lnn_oracle.fol_lnn_loss, "fol-lnn-critic": lnn_oracle.fol_lnn_critic_loss}
"""Each LNN method's loss in torch (``tests/lnn_oracle.py``)."""


def padded_lstm(net: LstmDqn, tokens: torch.Tensor) -> torch.Tensor:
    """LSTM-DQN++'s forward pass as first written: every row, padded to the longest text."""
    tokens = tokens.long()
    width = int((tokens != 0).sum(1).max())
    tokens = tokens[:, : max(1, width)]
    mask = (tokens != 0).unsqueeze(-1).float()
    h, _ = net.lstm(net.embedding(tokens))
    pooled = (h * mask).sum(1) / mask.sum(1).clamp_min(1.0)
    return net.head(pooled)


def plain_loss(method: Method, batch: TensorBatch, gamma: float) -> torch.Tensor:
    """A baseline's loss as first written: Q(s', ·) in its own pass without a graph, then
    Q(s, ·); LSTM-DQN++ through :func:`padded_lstm`."""

    def q_values(state: dict[str, torch.Tensor]) -> torch.Tensor:
        if method.base == "lstm-dqn++" and not method.split:
            return padded_lstm(method.network, state["tokens"])
        return method.q_values(state)

    with torch.no_grad():
        q_next = q_values(batch.next_state)
    if method.split:
        rewards = torch.stack((batch.score, batch.reward - batch.score), 1)
        target = dqn_target(q_next, batch.next_mask, rewards, batch.terminal, gamma).clamp(0, 1)
        index = batch.action[:, None, None].expand(-1, 1, 2)
        q = q_values(batch.state).gather(1, index).squeeze(1)
        return nn.functional.smooth_l1_loss(q, target)
    target = dqn_target(q_next, batch.next_mask, batch.reward, batch.terminal, gamma)
    q = q_values(batch.state).gather(1, batch.action[:, None]).squeeze(1)
    return nn.functional.smooth_l1_loss(q, target)


def real_batches(
    method: Method,
    paths: Sequence[Path],
    n_batches: int,
    batch_size: int = 32,
    episodes: int = 8,
    max_steps: int = 50,
    seed: int = 0,
) -> list[Batch]:
    """Mini-batches of the protocol's replay after ``episodes`` random (ε = 1) training games."""
    converter = FOLConverter()
    replay = PrioritizedReplay(100_000, method.fields, len(method.actions), 0.25, seed)
    actor = Actor(converter, method, "found", epsilon=1.0, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(episodes):
        path = paths[int(rng.integers(len(paths)))]
        with CoinCollectorEnv(path, max_steps, engine="fast") as env:
            actor.reset([env.reset()])
            while not env.done:
                state, mask = actor.features(0), actor.mask(0)
                action = actor.act_indices([0])[0]
                step = env.step(method.actions[action])
                actor.observe([0], [method.actions[action]], [step.observation])
                after = actor.features(0), actor.mask(0)
                replay.add(state, mask, action, step.reward, *after, step.won, step.score)
    return [replay.sample(batch_size) for _ in range(n_batches)]


def _plain_step(method: Method, optimizer: torch.optim.Optimizer, batch: Batch) -> None:
    """The trainer's step (``AutogradLearner.step``) around :func:`plain_loss`."""
    loss = plain_loss(method, TensorBatch.from_replay(batch), 0.5)
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    params = optimizer.param_groups[0]["params"]
    if method.max_grad_norm is not None:
        torch.nn.utils.clip_grad_norm_(params, method.max_grad_norm)
    optimizer.step()
    float(loss.detach())


def update_ms(name: str, batches: Sequence[Batch], rounds: int = 3) -> dict[str, float]:
    """Best-of-``rounds`` milliseconds of one update, rounds interleaved, each side training its
    own copy of the same initial network on the same batches: ``plain`` (as first written),
    ``trained`` (the method's learner) and, where that learner is not autograd's (NLM-DQN's
    numpy update), ``autograd`` (the autograd learner on the method's own loss)."""
    vocabulary = FOLConverter().vocabulary
    plain = make_method(name, vocabulary, 0, MethodSettings())
    trained = make_method(name, vocabulary, 0, MethodSettings())
    optimizer = torch.optim.Adam(plain.param_groups(1e-3)[0]["params"], lr=1e-3, fused=True)
    # NLM-DQN's network in torch (the tests' oracle) for the sides that run autograd on it
    torch_nlm = nlm_oracle.torch_forward if name.startswith("nlm-dqn") else contextlib.nullcontext

    def plain_step(batch: Batch) -> None:
        with torch_nlm():
            _plain_step(plain, optimizer, batch)

    sides = {"plain": plain_step}
    learner = trained.learner(1e-3)
    if not isinstance(learner, AutogradLearner):
        reference = AutogradLearner(make_method(name, vocabulary, 0, MethodSettings()), 1e-3)

        def autograd_step(batch: Batch) -> None:
            with torch_nlm():
                reference.step(batch, 0.5)

        sides["autograd"] = autograd_step
    sides["trained"] = lambda b: learner.step(b, 0.5)
    best = dict.fromkeys(sides, float("inf"))
    for _ in range(rounds):
        for side, step in sides.items():
            started = time.perf_counter()
            for batch in batches:
                step(batch)
            best[side] = min(best[side], (time.perf_counter() - started) / len(batches))
    return {side: 1000 * seconds for side, seconds in best.items()}


class TrainerUpdate:
    """An LNN method's update as the trainer takes it: the learner's step, then
    ``after_update`` (projection, growth check), a new learner when the network grew; with
    ``autograd``, Adam on autograd's gradient of the method's loss in torch (the oracle)."""

    def __init__(self, method: Method, autograd: bool = False, lr: float = 1e-3) -> None:
        self.method, self.lr, self.autograd = method, lr, autograd
        if isinstance(method, FolLnnMethod):  # the α-constraint term annealed in
            method.begin_epoch(method.settings.anneal_start + method.settings.anneal_epochs)
        self.learner = self._learner()

    def _learner(self):  # noqa: ANN202 - a Learner
        if self.autograd:
            return lnn_oracle.learner(self.method, ORACLE_LOSS[self.method.name], self.lr)
        return self.method.learner(self.lr)

    def __call__(self, batch: Batch) -> None:
        self.learner.step(batch, 0.5)
        if self.method.after_update():
            self.learner = self._learner()


def lnn_update_ms(
    name: str, batches: Sequence[Batch], rounds: int = 5
) -> dict[str, dict[str, float]]:
    """Milliseconds of one update of an LNN method, best and median of ``rounds``, rounds
    interleaved: ``numpy`` (the method's update) and ``autograd`` (on the oracle's loss), each
    training its own copy of the same initial network on the same batches
    (:class:`TrainerUpdate`)."""
    vocabulary = FOLConverter().vocabulary
    sides: dict[str, Callable[[Batch], None]] = {}
    for update in ("autograd", "numpy"):
        method = make_method(name, vocabulary, 0, MethodSettings())
        sides[update] = TrainerUpdate(method, autograd=update == "autograd")
    times: dict[str, list[float]] = {side: [] for side in sides}
    for _ in range(rounds):
        for side, step in sides.items():
            started = time.perf_counter()
            for batch in batches:
                step(batch)
            times[side].append(1000 * (time.perf_counter() - started) / len(batches))
    return {side: {"best": min(ms), "median": statistics.median(ms)} for side, ms in times.items()}


def run(quick: bool = False, games_dir: Path = Path("var/games")) -> dict:
    """Each baseline's update against its plain form (and NLM-DQN's numpy update against the
    autograd one), and each LNN method's numpy update against its autograd one, on the same
    real batches."""
    torch.set_num_threads(1)
    specs = textworld_game_set("hard", "train")[:10]
    ensure_games(specs, games_dir, progress=False)
    paths = game_paths(specs, games_dir)
    vocabulary = FOLConverter().vocabulary
    out = {}
    for name in METHODS:
        method = make_method(name, vocabulary, 0, MethodSettings())
        batches = real_batches(method, paths, 10 if quick else 100)
        ms = update_ms(name, batches)
        out[name] = {
            "plain_update_ms": round(ms["plain"], 3),
            "update_ms": round(ms["trained"], 3),
            "speedup": round(ms["plain"] / ms["trained"], 2),
        }
        if "autograd" in ms:
            out[name]["autograd_update_ms"] = round(ms["autograd"], 3)
            out[name]["speedup_over_autograd"] = round(ms["autograd"] / ms["trained"], 2)
    for name in LNN_METHODS:
        method = make_method(name, vocabulary, 0, MethodSettings())
        batches = real_batches(method, paths, 10 if quick else 200)
        ms = lnn_update_ms(name, batches, 2 if quick else 5)
        numpy, autograd = ms["numpy"], ms["autograd"]
        out[name] = {
            "update_ms": round(numpy["best"], 3),
            "update_ms_median": round(numpy["median"], 3),
            "autograd_update_ms": round(autograd["best"], 3),
            "autograd_update_ms_median": round(autograd["median"], 3),
            "speedup_over_autograd": round(autograd["best"] / numpy["best"], 2),
            "speedup_over_autograd_median": round(autograd["median"] / numpy["median"], 2),
        }
    return out
