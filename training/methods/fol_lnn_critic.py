"""``fol-lnn-critic``: a critic distilled into LNN rules (a variant, not the paper's method).

A lifted two-head critic (:class:`model.critic.GroundingCritic`) learns by DQN on the two parts
of the reward (the game score and the discovery bonus, each target clipped to [0, 1]); the LNN
is fitted to the critic's lexicographic verdicts (True for an action whose task value is within
``margin`` of the best and, among those, whose exploration value is too), with a learned class
priority and a crystallisation into classical gates after epoch 100. This was the project's
``fol-lnn`` until the paper's own method (:mod:`training.methods.fol_lnn`, the LNN as the
Q-network) took the name; docs/training.md records how it was built and what it measures.
The update, its loss and the loss's gradient, is :mod:`training.methods.fol_lnn_critic_update`
(numpy, derived by hand).
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Mapping

import numpy as np
import torch

from converter.facts import Vocabulary
from model.critic import GroundingCritic, GroundingCriticConfig
from model.policy import FactBatch, FolLnnPolicy, Rule, RuleStructure
from training.methods.base import FactTableMethod, GrowthWindow, Learner, fact_batch
from training.methods.fol_lnn_critic_update import FolLnnCriticLearner, Seen
from training.settings import FolLnnCriticSettings


class FolLnnCriticMethod(FactTableMethod):
    """A critic distilled into LNN rules: one AND-OR LNN per word class over first-order facts.

    The LNN is the policy: the agent acts on its truths T(s, verb x). It is trained from reward
    through a lifted two-head critic learned by DQN: Q_task on the game score and Q_explore on
    the discovery bonus (each target clipped to [0, 1]). T's target is True for an action whose
    task value is within ``margin`` of the state's best and, among those, whose exploration
    value is too; False otherwise and off the candidates. A learned class priority orders
    equally true actions of different classes. After ``crystallize_epoch`` the network is made
    classical from replayed cases and kept so, so its rules read off the weights exactly
    (docs/training.md).
    """

    name = "fol-lnn-critic"
    gamma = 0.9
    """The paper's appendix (docs/architecture.md §5)."""
    network: FolLnnPolicy
    settings: FolLnnCriticSettings

    def __init__(
        self,
        network: FolLnnPolicy,
        vocabulary: Vocabulary,
        settings: FolLnnCriticSettings,
        seed: int = 0,
    ) -> None:
        super().__init__(network, vocabulary, settings)
        self.critic = GroundingCritic(
            GroundingCriticConfig(vocabulary.to_dict(), settings.critic_hidden, seed)
        )
        # what the update reads (fol_lnn_critic_update.DistilledMethod): each action's word
        # class (A,) and one-hot (A, n_classes), the updates taken, the constraint's λ now
        self.class_of_action = torch.tensor(vocabulary.action_heads, dtype=torch.long)
        n_classes = len(self.vocabulary.heads)  # the networks: one per (class, verb)
        self.class_onehot = torch.eye(n_classes)[self.class_of_action]  # (A, n_classes)
        # growth bookkeeping over the current window (numpy): True targets seen and missed per
        # class, and the literal rows of the missed ones
        self._window = GrowthWindow(n_classes)
        self.updates = 0
        self.constraint_lambda = settings.constraint_weight
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
        self.constraint_lambda = self.settings.crystallize_weight
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

        The rules are judged by the decisions they make on the reservoir's replayed states:
        the agent picks uniformly among the candidates some conjunction fires on (among every
        candidate when none fires), and a state counts by the share of that choice the critic
        calls True. Conjunctions, of any class, over the literals the class's gates weigh
        (weight > 0.05) and right in at least α of the cases they fire on in the states where
        their network has a right action (the LNN's own reading of True; a grounding off the
        candidates counts as False; a state where only another network's actions are right,
        such as the coin room for the direction networks, is a conflict between networks that
        the class priority settles, and counts for none; a literal constant over the class's
        replayed groundings, such as ``¬visited(coin)``, tells nothing and is left out) are
        added one at a time, each the one that raises that expected accuracy most,
        while it raises it by at least ``crystallize_gain`` of the states; of equally good
        conjunctions (literals implied on the replayed cases change no decision), the one that
        agrees with the LNN's own truth on the most of a grounding's classical inputs, replayed
        or not: the one the LNN learned (it learned ``find(x)`` where ``initial(x)`` implies it,
        and no ``¬all_visited`` beside ``find(coin)``). Ties between classes are left to the class
        priority, learned on from here. ANDs and ORs become classical (weights 1, bias 1; unused
        gates leave the OR). So the rules keep what the LNN learned to look at, and the network
        computes exactly what they say.
        """
        net = self.network
        columns = zip(*self._reservoir, strict=True)
        unary, nullary, target, mask = (torch.from_numpy(np.concatenate(c)) for c in columns)
        facts = FactBatch(unary.float(), nullary.float())
        literals = net.literals(facts) >= 0.5  # (N, A, n_literals)
        n_atoms = net.n_literals // 2
        positive = (target >= 0.5) & mask  # (N, A)
        # every classical input of a grounding, and what the soft LNN says there (P, A)
        bits = torch.tensor(list(itertools.product((0.0, 1.0), repeat=n_atoms)))  # (P, n_atoms)
        n_unary = len(self.vocabulary.unary_predicates)
        every = FactBatch(
            bits[:, None, :n_unary].expand(-1, len(self.vocabulary.words), -1), bits[:, n_unary:]
        )
        soft = net(every) >= 0.5  # (P, A): a word's column reads its own grounding
        inputs = torch.cat((bits, 1.0 - bits), 1) >= 0.5  # (P, n_literals)
        options = []  # (class, conjunction, fires (N, A), agreement with the LNN), precise enough
        for ci in range(len(self.vocabulary.heads)):
            in_class = self.class_of_action == ci
            # the states where this network has a right action: elsewhere another network's
            # action is the right one (the coin room, for the direction networks), a conflict
            # the class priority settles, so no conjunction of this one is wrong there
            its_own = (positive & in_class).any(1, keepdim=True)  # (N, 1)
            weighs = net.and_weight[net._gate_slice(ci)].max(0).values  # the most a gate gives
            grounded = literals[:, in_class]  # (N, words of the class, n_literals)
            varies = grounded.any((0, 1)) & ~grounded.all((0, 1))  # constant ones tell nothing
            pool = torch.nonzero((weighs > 0.05) & varies).flatten().tolist()
            for k in range(1, len(pool) + 1):
                for c in itertools.combinations(pool, k):
                    if any(i + n_atoms in c for i in c):  # never p(x) ∧ ¬p(x)
                        continue
                    fires = literals[..., list(c)].all(-1) & in_class
                    hits = float((fires & positive).sum())
                    wrong = float((fires & (target < 0.5) & its_own).sum())
                    if hits > 0 and hits >= net.alpha * (hits + wrong):
                        holds = inputs[:, list(c)].all(1)  # (P,)
                        agree = float((holds == soft[:, in_class][:, 0]).sum())
                        options.append((ci, c, fires, agree))
        chosen: list[list[tuple[int, ...]]] = [[] for _ in self.vocabulary.heads]
        firing = torch.zeros_like(mask)
        score = choice_accuracy(firing, mask, positive)
        least = max(self.settings.crystallize_gain * float(positive.any(1).sum()), 1e-9)
        while True:
            best = None
            for ci, c, fires, agree in options:
                if len(chosen[ci]) >= self.settings.max_gates or c in chosen[ci]:
                    continue
                key = (choice_accuracy(firing | fires, mask, positive), agree)
                if best is None or key > best[0]:
                    best = (key, ci, c, fires)
            if best is None or best[0][0] - score < least:
                break
            (score, _), ci, c, fires = best
            chosen[ci].append(c)
            firing |= fires
        net.or_bias.fill_(1.0)
        grew = False
        for ci, name in enumerate(net.network_names):
            while net.config.gates[ci] < len(chosen[ci]):
                net.add_gate(name)
                grew = True
            rows = net._gate_slice(ci)
            for k, row in enumerate(range(rows.start, rows.stop)):
                net.and_weight[row].zero_()
                net.and_bias[row] = 1.0
                net.or_weight[row] = 1.0 if k < len(chosen[ci]) else 0.0
                if k < len(chosen[ci]):
                    net.and_weight[row, list(chosen[ci][k])] = 1.0
        return grew

    def scores(self, batch: Mapping[str, torch.Tensor], mask: torch.Tensor) -> torch.Tensor:
        """The LNN's truths, ties between classes broken by the learned class priority."""
        return self.network.rank(fact_batch(batch))

    def rules(self) -> tuple[Rule, ...]:
        """The LNN's rules at threshold α."""
        return self.network.rules()

    def structure(self) -> RuleStructure:
        """The rules as sets of conjunctions."""
        return self.network.structure()

    def param_groups(self, lr: float) -> list[dict]:
        """Optimizer groups: the LNN and the training-only critic, each at its scale of ``lr``."""
        return [
            {"params": list(self.network.parameters()), "lr": lr * self.settings.policy_lr_scale},
            {"params": list(self.critic.parameters()), "lr": lr * self.settings.critic_lr_scale},
        ]

    def learner(self, lr: float) -> Learner:
        """The update (:mod:`training.methods.fol_lnn_critic_update`)."""
        return FolLnnCriticLearner(self, lr)

    def record(self, seen: Seen) -> None:
        """An update's bookkeeping: its states, the LNN's truths, the truth targets and the
        candidate masks go into the crystallize reservoir; on a ``sparse`` update the growth
        check also counts the misses."""
        unary, nullary, truth, target, mask, sparse = seen
        if sparse:
            self._note_misses(unary, nullary, truth, target)
        self._reservoir.append((unary, nullary, target, mask))

    def _note_misses(
        self, unary: np.ndarray, nullary: np.ndarray, truth: np.ndarray, target: np.ndarray
    ) -> None:
        """Count each class's True targets and keep the literal rows of those the LNN misses."""
        positive = target >= 0.5  # (B, A)
        missed = positive & (truth < 0.5)
        class_of_action = self.class_of_action.numpy()  # (A,)
        self._window.count(np.broadcast_to(class_of_action, missed.shape), positive, missed)
        if missed.any():
            shape = (*unary.shape[:2], nullary.shape[1])
            atoms = np.concatenate((unary, np.broadcast_to(nullary[:, None, :], shape)), axis=2)
            rows = np.concatenate((atoms, 1 - atoms), axis=2)  # (B, W, n_literals)
            rows = self.network.action_literals(rows)  # (B, A, n_literals), as literals()
            for ci in np.unique(class_of_action[missed.any(0)]):
                in_class = class_of_action == ci
                self._window.miss(ci, rows[missed & in_class].astype(np.float32))

    def after_update(self) -> bool:
        """Project weights; grow a class's AND layer when its truths keep missing True targets
        (until crystallisation: after it the rules are final and only projected).

        Every ``grow_patience`` updates, a class that missed more than ``grow_threshold`` of its
        True targets in the window, and no more than 10% fewer than in the previous window, gets
        a new AND gate (up to ``max_gates``). The gate starts on the literals shared by the
        missed cases (true in at least ``grow_support`` of them), so it covers what the existing
        gates fail to; training then keeps, generalises or discards it.
        """
        self.network.project_()
        self.updates += 1
        if self._structure is not None:  # crystallised: the rules are final, nothing grows
            self.network.project_structure_(*self._structure)
            return False
        if self.updates % self.settings.grow_patience:
            return False
        grow = self._window.close(
            self.network.config.gates, self.settings.grow_threshold, self.settings.max_gates
        )
        for ci, (rows, _) in grow.items():
            support = rows.mean(0)  # (n_literals,)
            literals = np.flatnonzero(support >= self.settings.grow_support)
            self.network.add_gate(self.network.network_names[ci], literals.tolist())
        return bool(grow)


def choice_accuracy(fires: torch.Tensor, candidate: torch.Tensor, positive: torch.Tensor) -> float:
    """How many states rules decide right, in expectation: in each state with a right action
    (``positive`` (N, A), within the ``candidate`` actions (N, A)), the agent picks uniformly
    among the candidates a rule ``fires`` on (N, A), or among all candidates when none fires;
    the share of that choice that is right, summed over states."""
    states = positive.any(1)
    fired = fires & candidate
    choice = torch.where(fired.any(1, keepdim=True), fired, candidate)[states]
    return float(((choice & positive[states]).sum(1) / choice.sum(1).clamp(min=1)).sum())
