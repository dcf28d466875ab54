"""The one small interface through which a method plugs into the trainer.

A method turns what the agent perceives (the observation text and the converter's fact table)
into fixed-shape numpy fields for replay, scores a batch of such fields with its network, and may
grow its network between updates. Everything else (acting, replay, targets, evaluation) is the
trainer's and is shared by every method.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, NamedTuple, Protocol

import numpy as np
import torch
from torch import nn

from converter.facts import FactTable, Vocabulary
from model.lnn import truth_clamp
from model.policy import FactBatch, FolLnnPolicy, PolicyConfig
from training.replay import Batch

CandidateMode = Literal["found", "all"]

SPARSE = 4
"""FOL-LNN computes its growth statistics and its α-constraint loss on every SPARSE-th update."""


class TensorBatch(NamedTuple):
    """A replayed mini-batch as tensors (see :class:`training.replay.Batch`)."""

    state: dict[str, torch.Tensor]
    mask: torch.Tensor  # (B, A) bool: the state's candidate actions
    action: torch.Tensor  # (B,) int64
    reward: torch.Tensor  # (B,) float32: game score change + discovery bonus
    score: torch.Tensor  # (B,) float32: the game-score part of the reward
    next_state: dict[str, torch.Tensor]
    next_mask: torch.Tensor  # (B, A) bool
    terminal: torch.Tensor  # (B,) float32: 1 when the episode was won (no bootstrap)

    @classmethod
    def from_replay(cls, batch: Batch) -> TensorBatch:
        """Wrap a numpy replay batch without copying."""
        return cls(
            state={k: torch.from_numpy(v) for k, v in batch.state.items()},
            mask=torch.from_numpy(batch.mask),
            action=torch.from_numpy(batch.action),
            reward=torch.from_numpy(batch.reward),
            score=torch.from_numpy(batch.score),
            next_state={k: torch.from_numpy(v) for k, v in batch.next_state.items()},
            next_mask=torch.from_numpy(batch.next_mask),
            terminal=torch.from_numpy(batch.terminal),
        )


class Loss(NamedTuple):
    """A method's training loss on one replayed mini-batch."""

    total: torch.Tensor  # scalar to minimise
    td: torch.Tensor  # (B,) error of the taken action against its target, for diagnostics


class Learner(Protocol):
    """Takes a method's training updates (built for the network's current shapes)."""

    def step(self, batch: Batch, gamma: float) -> float:
        """One update on a replayed mini-batch, bootstrapping with ``gamma``; returns the loss."""
        ...


class Method(Protocol):
    """What the trainer needs from a method."""

    name: str
    network: nn.Module
    """The policy network: what an artifact stores and the server serves."""
    actions: tuple[str, ...]
    fields: Mapping[str, tuple[tuple[int, ...], np.dtype]]
    max_grad_norm: float | None
    """Clip the gradient norm of each update to this (None: no clipping)."""
    gamma: float
    """The method's discount factor, used unless the run sets one (`TrainArgs.gamma`)."""

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        """The replay fields of one state."""
        ...

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """(B, n_actions) scores the agent acts on (argmax over the candidates)."""
        ...

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """(n_actions,) bool: the actions the agent considers in this state."""
        ...

    def param_groups(self, lr: float) -> list[dict]:
        """Optimizer parameter groups: everything trained (the policy network, and any
        training-only critic), with ``lr`` as the policy's learning rate."""
        ...

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """The loss on one replayed mini-batch, bootstrapping its own TD targets with ``gamma``."""
        ...

    def learner(self, lr: float) -> Learner:
        """What takes the updates, with ``lr`` as the policy's learning rate; the trainer asks
        for a new one whenever :meth:`begin_epoch` or :meth:`after_update` reports a shape
        change."""
        ...

    def after_update(self) -> bool:
        """Hook after each update; True when parameters changed shape (new learner)."""
        ...

    def begin_epoch(self, epoch: int) -> bool:
        """Hook before each training epoch (1-based), for schedules; True when parameters
        changed shape (new learner)."""
        ...


class AutogradLearner:
    """Adam on the gradient autograd takes of a method's :meth:`Method.loss`, clipped to the
    method's ``max_grad_norm``."""

    def __init__(self, method: Method, lr: float) -> None:
        self.method = method
        self.optimizer = torch.optim.Adam(method.param_groups(lr), fused=True)
        self.params = [p for group in self.optimizer.param_groups for p in group["params"]]

    def step(self, batch: Batch, gamma: float) -> float:
        loss = self.method.loss(TensorBatch.from_replay(batch), gamma).total
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if self.method.max_grad_norm is not None:
            torch.nn.utils.clip_grad_norm_(self.params, self.method.max_grad_norm)
        self.optimizer.step()
        return float(loss.detach())


def dqn_target(
    q_next: torch.Tensor,
    next_mask: torch.Tensor,
    reward: torch.Tensor,
    terminal: torch.Tensor,
    gamma: float,
) -> torch.Tensor:
    """(B, *H) ``r + γ max_a' Q(s', a')`` over the next state's candidates; no bootstrap when
    won. ``q_next`` is (B, A, *H) for H value heads, ``reward`` (B, *H), ``next_mask`` (B, A)
    and ``terminal`` (B,)."""
    heads = q_next.dim() - 2
    mask = next_mask.reshape(*next_mask.shape, *(1,) * heads)
    best_next = q_next.masked_fill(~mask, float("-inf")).amax(1)
    return reward + gamma * best_next * (1.0 - terminal).reshape(-1, *(1,) * heads)


def truth_targets(q: torch.Tensor, mask: torch.Tensor, margin: float) -> torch.Tensor:
    """(B, A) targets for a policy's truths from action values q (B, A): True (1) for an action
    within reach of the best candidate's value, False (0) when it falls ``margin`` or more short
    or is not a candidate (mask False), linear in between."""
    best = q.masked_fill(~mask, float("-inf")).max(1, keepdim=True).values  # (B, 1)
    return (1.0 - (best - q) / margin).clamp(0.0, 1.0) * mask


def fact_fields(vocabulary: Vocabulary) -> dict[str, tuple[tuple[int, ...], np.dtype]]:
    """Replay fields holding one fact table (truth values are 0/1, stored as uint8)."""
    n_words = len(vocabulary.words)
    return {
        "unary": ((n_words, len(vocabulary.unary_predicates)), np.dtype(np.uint8)),
        "nullary": ((len(vocabulary.nullary_predicates),), np.dtype(np.uint8)),
    }


def found_words(table: FactTable, vocabulary: Vocabulary) -> np.ndarray:
    """(n_words,) bool: the words the converter found in the observation (find(x) true)."""
    return table.unary[:, vocabulary.unary_predicates.index("find")] > 0.5


def fact_features(table: FactTable) -> dict[str, np.ndarray]:
    """The replay fields of a fact table."""
    return {"unary": table.unary.astype(np.uint8), "nullary": table.nullary.astype(np.uint8)}


@dataclass
class FolLnnSettings:
    """Options of the FOL-LNN network that the trainer exposes."""

    alpha: float = 0.9
    """Truth threshold: a value in [alpha, 1] reads True, in [0, 1 - alpha] False."""
    init_scale: float = 0.5
    """Initial AND weights are uniform in [0, init_scale] (see docs/lnn.md)."""
    initial_gates: int = 1
    """AND gates per word class at the start of training."""
    max_gates: int = 4
    """AND gates a class may grow to."""
    constraint_weight: float = 0.01
    """Weight of the LNN alpha-constraint loss added to the policy loss while the policy is
    learned (see ``crystallize_epoch``)."""
    crystallize_epoch: int = 101
    """Epoch before which (so after epoch 100's evaluation) the network is made classical and
    fitted to the recently replayed truth targets (:meth:`FolLnnMethod.crystallize`); training
    then goes on with the constraint weight at ``crystallize_weight``. 0 disables."""
    crystallize_weight: float = 1.0
    """Constraint weight after the snap (keeps the gates classical)."""
    reservoir_batches: int = 64
    """Replayed mini-batches (facts and truth targets) kept for the snap."""
    grow_patience: int = 200
    """Updates per window of the growth check (see FolLnnMethod.after_update)."""
    grow_threshold: float = 0.05
    """Share of a class's True targets that its truths miss (< 0.5) above which a stalled
    class gets a new AND gate."""
    grow_support: float = 0.95
    """A new gate starts on the literals true in at least this share of the missed cases."""
    margin: float = 0.1
    """δ: an action whose value falls δ or more short of the state's best is False; by default
    1 − γ, the value gap of one wasted step when rewards are 0 or 1."""
    critic_hidden: int = 32
    """Hidden units of the training-only grounding critic Q(s, verb x)."""
    policy_lr_scale: float = 3.0
    """The LNN's learning rate relative to the trainer's ``lr``: its weights live on the scale
    of the decisive threshold (about 1), and at 1e-3 it needs about twice the updates of the
    first ten epochs to order the actions (docs/training.md)."""
    critic_lr_scale: float = 10.0
    """The critic's learning rate relative to the trainer's ``lr`` (the critic is training-only
    and must lead the policy it teaches)."""
    update: Literal["numpy", "autograd"] = "numpy"
    """How an update is computed: the hand-derived gradient in numpy
    (training/fol_lnn_update.py, several times cheaper at this size), or autograd on the
    reference loss (:meth:`FolLnnMethod.loss`); the same loss and step up to float rounding."""


class GroundingCritic(nn.Module):
    """Training-only critic Q(s, verb x): one small MLP shared by every grounding (lifted like
    the LNN), over the grounding's atoms, the nullary atoms and the word's class. It has two
    heads, each clamped to [0, 1]: the value of the game score (the task) and the value of the
    discovery bonus (exploration)."""

    heads = 2

    def __init__(self, vocabulary: Vocabulary, hidden: int, seed: int) -> None:
        super().__init__()
        n_classes = len(vocabulary.classes)
        n_in = len(vocabulary.unary_predicates) + len(vocabulary.nullary_predicates) + n_classes
        word_class = [c for c, cls in enumerate(vocabulary.classes) for _ in cls.words]
        self.register_buffer("word_class", torch.eye(n_classes)[word_class], persistent=False)
        with torch.random.fork_rng():
            torch.manual_seed(seed)
            self.net = nn.Sequential(
                nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, self.heads)
            )

    def forward(self, unary: torch.Tensor, nullary: torch.Tensor) -> torch.Tensor:
        """(B, n_words, 2) values from unary (B, n_words, n_unary) and nullary (B, n_nullary)."""
        b, w, _ = unary.shape
        x = torch.cat(
            (unary, nullary[:, None, :].expand(b, w, -1), self.word_class.expand(b, w, -1)), 2
        )  # (B, n_words, n_in)
        return truth_clamp(self.net(x))  # values live in [0, 1], as the targets


def lexicographic_truth_targets(
    task: torch.Tensor, explore: torch.Tensor, mask: torch.Tensor, margin: float
) -> torch.Tensor:
    """(B, A) truth targets from two action values (B, A): an action is True when its task
    value is within reach of the best candidate's and, among those, so is its exploration value;
    False when either falls ``margin`` short, or when it is not a candidate."""
    by_task = truth_targets(task, mask, margin)
    return torch.minimum(by_task, truth_targets(explore, mask & (by_task >= 0.5), margin))


class FolLnnMethod:
    """FOL-LNN (ours): one AND-OR LNN per word class over first-order facts.

    The LNN is the policy: the agent acts on its truths T(s, verb x). It is trained from reward
    through a lifted two-head critic learned by DQN: Q_task on the game score and Q_explore on
    the discovery bonus (each target clipped to [0, 1]). T's target is True for an action whose
    task value is within ``margin`` of the state's best and, among those, whose exploration
    value is too; False otherwise and off the candidates. A learned class priority orders
    equally true actions of different classes. After ``crystallize_epoch`` the network is made
    classical from replayed cases and kept so, so its rules read off the weights exactly
    (docs/training.md).
    """

    name = "fol-lnn"
    max_grad_norm = None
    gamma = 0.9
    """The paper's appendix (DESIGN §5)."""

    def __init__(
        self,
        network: FolLnnPolicy,
        vocabulary: Vocabulary,
        settings: FolLnnSettings,
        seed: int = 0,
    ) -> None:
        self.settings = settings
        self.vocabulary = vocabulary
        self.network = network
        self.critic = GroundingCritic(vocabulary, settings.critic_hidden, seed)
        self.actions = vocabulary.actions
        self.fields = fact_fields(vocabulary)
        self._class_of_action = torch.tensor(
            [ci for ci, c in enumerate(vocabulary.classes) for _ in c.words]
        )
        n_classes = len(self.vocabulary.classes)
        self._class_onehot = torch.eye(n_classes)[self._class_of_action]  # (A, n_classes)
        # growth bookkeeping over the current window (numpy): True targets seen and missed per
        # class, and the literal rows of the missed ones
        self._positives = np.zeros(n_classes)
        self._missed = np.zeros(n_classes)
        self._missed_rows: list[list[np.ndarray]] = [[] for _ in range(n_classes)]
        self._previous_rate = np.zeros(n_classes)
        self._updates = 0
        self._constraint_weight = settings.constraint_weight
        self._structure: tuple[torch.Tensor, torch.Tensor] | None = None  # after crystallize()
        # recent replayed states (unary, nullary), truth targets and candidate masks (numpy)
        self._reservoir: deque[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = deque(
            maxlen=settings.reservoir_batches
        )

    def begin_epoch(self, epoch: int) -> bool:
        """At ``crystallize_epoch``: snap every gate classical (:meth:`crystallize`); True when
        that added gates."""
        if epoch != self.settings.crystallize_epoch or not self._reservoir:
            return False
        grew = self.crystallize()
        self._constraint_weight = self.settings.crystallize_weight
        self._freeze_structure()
        return grew

    def _freeze_structure(self) -> None:
        """From now on every step is projected onto the classical networks with the present
        structure (the literals and gates in use): the rules stay what they read."""
        net = self.network
        self._structure = (net.and_weight.detach() > 0, net.or_weight.detach() > 0)

    @torch.no_grad()
    def crystallize(self) -> bool:
        """Make the network classical, fitted to the reservoir's truth targets; True when it
        added gates (the parameters changed shape: a new learner is needed).

        Per class, by sequential covering over the literals its gates weigh (weight > 0.05):
        while more than ``grow_threshold`` of the class's True cases are uncovered, the next
        gate is the conjunction of those literals that covers the most uncovered True cases
        and is right in at least α of the cases it fires on (the LNN's own reading of True;
        fewest literals on a tie); then each literal whose removal does not raise the error is
        pruned. ANDs and ORs become classical (weights 1, bias 1; unused gates leave the OR).
        So the rules keep what the LNN learned to look at, and the network computes exactly
        what they say.
        """
        net = self.network
        columns = zip(*self._reservoir, strict=True)
        unary, nullary, target, mask = (torch.from_numpy(np.concatenate(c)) for c in columns)
        facts = FactBatch(unary.float(), nullary.float())
        literals = net.literals(facts) >= 0.5  # (N, A, n_literals)
        n_atoms = net.n_literals // 2

        def error() -> float:  # only the class being edited changes: the total ranks its edits
            return float(self._balanced_error(net(facts), target, mask))

        net.or_bias.fill_(1.0)
        grew = False
        for ci, cls in enumerate(self.vocabulary.classes):
            columns = self._class_of_action == ci
            positive = (target >= 0.5) & columns
            negative = (target < 0.5) & columns
            rows = net._gate_slice(ci)
            pool = torch.nonzero((net.and_weight[rows] > 0.05).any(0)).flatten().tolist()
            conjunctions = [
                c
                for k in range(1, len(pool) + 1)
                for c in itertools.combinations(pool, k)
                if not any(i + n_atoms in c for i in c)  # never p(x) ∧ ¬p(x)
            ]
            chosen: list[tuple[int, ...]] = []
            covered = torch.zeros_like(positive)
            while len(chosen) < self.settings.max_gates and float(
                (positive & ~covered).sum()
            ) > self.settings.grow_threshold * float(positive.sum()):
                best = None
                for c in conjunctions:
                    fires = literals[..., list(c)].all(-1)
                    hits = float((fires & positive).sum())
                    wrong = float((fires & negative).sum())
                    if hits == 0 or hits < net.alpha * (hits + wrong):
                        continue
                    key = (float((fires & positive & ~covered).sum()), -len(c))
                    if key[0] > 0 and (best is None or key > best[0]):
                        best = (key, c, fires)
                if best is None:
                    break
                chosen.append(best[1])
                covered |= best[2] & positive
            while net.config.gates[ci] < len(chosen):
                net.add_gate(cls.name)
                grew = True
            rows = net._gate_slice(ci)
            for k, row in enumerate(range(rows.start, rows.stop)):
                net.and_weight[row].zero_()
                net.and_bias[row] = 1.0
                net.or_weight[row] = 1.0 if k < len(chosen) else 0.0
                if k < len(chosen):
                    net.and_weight[row, list(chosen[k])] = 1.0
            for row in range(rows.start, rows.start + len(chosen)):
                for literal in torch.nonzero(net.and_weight[row]).flatten().tolist():
                    before = error()
                    net.and_weight[row, literal] = 0.0
                    if error() > before + 1e-9:
                        net.and_weight[row, literal] = 1.0
        return grew

    def featurize(self, table: FactTable, observation: str) -> dict[str, np.ndarray]:
        return fact_features(table)

    def q_values(self, batch: Mapping[str, torch.Tensor]) -> torch.Tensor:
        """The LNN's truths, ties between classes broken by the learned class priority."""
        return self.network.rank(FactBatch(batch["unary"].float(), batch["nullary"].float()))

    def candidates(self, table: FactTable, mode: CandidateMode) -> np.ndarray:
        """``found``: actions on the words found in the observation (the paper's loop over the
        extracted facts l_{t,i}), every action when nothing was found; ``all``: every action."""
        if mode == "all":
            return np.ones(len(self.actions), bool)
        mask = found_words(table, self.vocabulary)  # actions are in word order
        return mask if mask.any() else np.ones_like(mask)

    def param_groups(self, lr: float) -> list[dict]:
        """Optimizer groups: the LNN and the training-only critic, each at its scale of ``lr``."""
        return [
            {"params": list(self.network.parameters()), "lr": lr * self.settings.policy_lr_scale},
            {"params": list(self.critic.parameters()), "lr": lr * self.settings.critic_lr_scale},
        ]

    def learner(self, lr: float) -> Learner:
        """The numpy update (default) or autograd on :meth:`loss` (``settings.update``)."""
        if self.settings.update == "autograd":
            return AutogradLearner(self, lr)
        from training.fol_lnn_update import FolLnnLearner  # imports this module

        return FolLnnLearner(self, lr)

    def loss(self, batch: TensorBatch, gamma: float) -> Loss:
        """Critic: DQN regression of both heads on their targets clipped to [0, 1]. Policy:
        every grounding's truth regresses on the critic's lexicographic verdict, plus the LNN's
        α-constraint loss."""
        s = self.settings
        n = batch.action.shape[0]
        unary = torch.cat((batch.state["unary"], batch.next_state["unary"])).float()
        nullary = torch.cat((batch.state["nullary"], batch.next_state["nullary"])).float()
        values = self.critic(unary, nullary)  # (2B, A, 2): one forward for s and s'
        q, q_next = values[:n], values[n:].detach()
        rewards = torch.stack((batch.score, batch.reward - batch.score), 1)  # (B, 2)
        target = dqn_target(q_next, batch.next_mask, rewards, batch.terminal, gamma).clamp(0, 1)
        heads = GroundingCritic.heads
        taken = q.gather(1, batch.action[:, None, None].expand(-1, 1, heads)).squeeze(1)  # (B, 2)
        critic_loss = ((taken - target) ** 2).mean()
        verdict = lexicographic_truth_targets(
            q[..., 0].detach(), q[..., 1].detach(), batch.mask, s.margin
        )
        facts = FactBatch(unary[:n], nullary[:n])
        truth = self.network(facts)  # (B, A)
        policy = self._balanced_error(truth, verdict, batch.mask)
        # bookkeeping and the weight-only regulariser on every SPARSE-th update: the growth
        # check reads rates, and the constraint's gradient keeps its mean (weighted by SPARSE)
        sparse = self._updates % SPARSE == 0
        self.record(
            *(t.detach().numpy() for t in (batch.state["unary"], batch.state["nullary"])),
            *(t.detach().numpy() for t in (truth, verdict, batch.mask)),
            sparse=sparse,
        )
        total = critic_loss + policy + self._priority_loss(truth.detach(), verdict, batch.mask)
        if sparse:
            total = total + SPARSE * self._constraint_weight * self.network.constraint_loss()
        miss = (truth - verdict).detach().gather(1, batch.action[:, None]).squeeze(1)
        return Loss(total, miss)

    def _priority_loss(
        self, truth: torch.Tensor, target: torch.Tensor, mask: torch.Tensor
    ) -> torch.Tensor:
        """Cross-entropy of the class priorities over the actions the LNN holds true (≥ 0.5):
        in a state where some of them are True by the critic and some False (the coin room:
        going on and taking the coin both fire), the True ones' classes should rank first."""
        held = mask & (truth >= 0.5)
        right = held & (target >= 0.5)
        rows = right.any(1) & (held & ~right).any(1)
        if not rows.any():
            return truth.new_zeros(())
        # a logit depends on the class only: Σ_held exp(logit) = Σ_c (held actions of c) e^{l_c}
        # (l_c = tanh(priority_c) in [-1, 1]), a matmul instead of two masked logsumexps
        weights = torch.exp(torch.tanh(self.network.priority))  # (n_classes,)
        held_by_class = held[rows].float() @ self._class_onehot  # (R, n_classes)
        right_by_class = right[rows].float() @ self._class_onehot
        return (torch.log(held_by_class @ weights) - torch.log(right_by_class @ weights)).mean()

    def _balanced_error(
        self, truth: torch.Tensor, target: torch.Tensor, mask: torch.Tensor
    ) -> torch.Tensor:
        """Squared error averaged within each (class, candidate or not) group, then over the
        groups present: a class whose candidates are rare (the coin is in one room) is not
        drowned by the rest; within the candidates the cases keep their natural frequencies, so
        a truth estimates how often its facts make the action the right one."""
        err = (truth - target) ** 2  # (B, A)
        n_groups = 2 * len(self.vocabulary.classes)
        group = (2 * self._class_of_action[None, :] + (~mask)).flatten()  # (B*A,)
        sums = torch.zeros(n_groups).index_add(0, group, err.flatten())
        counts = torch.bincount(group, minlength=n_groups)
        present = counts > 0
        return (sums[present] / counts[present]).mean()

    def record(
        self,
        unary: np.ndarray,
        nullary: np.ndarray,
        truth: np.ndarray,
        target: np.ndarray,
        mask: np.ndarray,
        sparse: bool,
    ) -> None:
        """An update's bookkeeping: its states (B, W, n_unary), (B, n_nullary), the LNN's truths,
        the truth targets and the candidate masks (B, A) go into the crystallize reservoir;
        on a ``sparse`` update the growth check also counts the misses."""
        if sparse:
            self._note_misses(unary, nullary, truth, target)
        self._reservoir.append((unary, nullary, target, mask))

    def _note_misses(
        self, unary: np.ndarray, nullary: np.ndarray, truth: np.ndarray, target: np.ndarray
    ) -> None:
        """Count each class's True targets and keep the literal rows of those the LNN misses."""
        positive = target >= 0.5  # (B, A)
        missed = positive & (truth < 0.5)
        onehot = self._class_onehot.numpy()  # (A, n_classes)
        self._positives += positive.sum(0) @ onehot
        by_class = missed.sum(0) @ onehot
        self._missed += by_class
        if by_class.any():
            shape = (*unary.shape[:2], nullary.shape[1])
            atoms = np.concatenate((unary, np.broadcast_to(nullary[:, None, :], shape)), axis=2)
            rows = np.concatenate((atoms, 1 - atoms), axis=2)  # (B, A, n_literals), as literals()
            class_of_action = self._class_of_action.numpy()
            for ci in np.flatnonzero(by_class):
                in_class = class_of_action == ci
                self._missed_rows[ci].append(rows[missed & in_class].astype(np.float32))

    def after_update(self) -> bool:
        """Project weights; grow a class's AND layer when its truths keep missing True targets.

        Every ``grow_patience`` updates, a class that missed more than ``grow_threshold`` of its
        True targets in the window, and no more than 10% fewer than in the previous window, gets
        a new AND gate (up to ``max_gates``). The gate starts on the literals shared by the
        missed cases (true in at least ``grow_support`` of them), so it covers what the existing
        gates fail to; training then keeps, generalises or discards it.
        """
        self.network.project_()
        if self._structure is not None:
            self.network.project_structure_(*self._structure)
        self._updates += 1
        if self._updates % self.settings.grow_patience:
            return False
        grew = False
        rate = self._missed / np.maximum(self._positives, 1.0)
        for ci, cls in enumerate(self.vocabulary.classes):
            stalled = self._previous_rate[ci] > 0 and rate[ci] > 0.9 * self._previous_rate[ci]
            if (
                stalled
                and rate[ci] > self.settings.grow_threshold
                and self.network.config.gates[ci] < self.settings.max_gates
                and self._missed_rows[ci]
            ):
                support = np.concatenate(self._missed_rows[ci]).mean(0)  # (n_literals,)
                literals = np.flatnonzero(support >= self.settings.grow_support)
                self.network.add_gate(cls.name, literals.tolist())
                grew = True
                if self._structure is not None:  # the new gate joins the frozen structure
                    self._freeze_structure()
        self._previous_rate = rate
        self._positives[:] = 0.0
        self._missed[:] = 0.0
        self._missed_rows = [[] for _ in self.vocabulary.classes]
        return grew


def method_class(name: str) -> type:
    """The class that implements the protocol method ``name``; ValueError if there is none."""
    if name == "fol-lnn":
        return FolLnnMethod
    from training.baseline_methods import BASELINES, BaselineMethod  # imports this module

    if name in BASELINES:
        return BaselineMethod
    raise ValueError(f"unknown method {name!r}; known: fol-lnn, {', '.join(BASELINES)}")


def make_method(name: str, vocabulary: Vocabulary, seed: int, fol_lnn: FolLnnSettings) -> Method:
    """Build a method by its protocol name."""
    if method_class(name) is FolLnnMethod:
        config = PolicyConfig(
            vocabulary=vocabulary.to_dict(),
            alpha=fol_lnn.alpha,
            gates=[fol_lnn.initial_gates] * len(vocabulary.classes),
            max_gates=fol_lnn.max_gates,
            init_scale=fol_lnn.init_scale,
            seed=seed,
        )
        return FolLnnMethod(FolLnnPolicy(config), vocabulary, fol_lnn, seed)
    from training.baseline_methods import make_baseline

    return make_baseline(name, vocabulary, seed)


def default_gamma(name: str) -> float:
    """The discount factor a run of method ``name`` uses unless it sets one."""
    return method_class(name).gamma


def method_from_network(name: str, network: nn.Module, vocabulary: Vocabulary) -> Method:
    """Wrap a loaded network (from a policy artifact) for acting and evaluation."""
    if method_class(name) is FolLnnMethod:
        return FolLnnMethod(network, vocabulary, FolLnnSettings())
    from training.baseline_methods import baseline_from_network

    return baseline_from_network(name, network, vocabulary)
