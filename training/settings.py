"""The methods' options and names, without the methods: what ``folnn train --help`` and a
bad option's error need, so the command answers before torch, spaCy or TextWorld are imported
(issue 40, item 7). The methods (:mod:`training.methods`) build on these dataclasses, and
:data:`training.methods.METHODS` holds the methods these names name
(``tests/training/test_layout.py`` checks both lists, and the critic's margin, agree).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

__all__ = [
    "DEVICE_ABLATIONS",
    "METHOD_NAMES",
    "CandidateMode",
    "ExploreDraw",
    "FolLnnCriticSettings",
    "FolLnnSettings",
    "LnnSettings",
    "MethodSettings",
]

CandidateMode = Literal["found", "all"]
"""The actions a method considers in a state: every verb of a class on every word of the class
(``all``), or only on the words the facts find (``found``)."""

ExploreDraw = Literal["uniform", "count-based", "no-repeat"]
"""How an exploring step (ε-greedy's random one) draws its action: uniformly among the
candidates, or by how often each changed nothing where the agent is
(:meth:`training.actor.Actor._explore`)."""

_BASELINES = ("nn-dqn", "lnn-nn-dqn", "nlm-dqn", "lstm-dqn++")
DEVICE_ABLATIONS: dict[str, dict[str, object]] = {
    "no-self-loop": {"self_loop_target": False},
    "no-return-priority": {"priority_by_returns": False},
    "keep-undefined": {"drop_undefined": False},
    "untyped": {"typed_credit": False},
    "drawn-init": {"equal_init": False},
    "no-false-margin": {"false_margin": 0.0},
    "no-margin-stop": {"margin_until_decisive": False},
    "no-soft-gates": {"teach_soft_gates": False},
    "uniform-draw": {"explore_draw": "uniform"},
}
"""Each training device of ``fol-lnn`` turned off (:class:`FolLnnSettings`' switches), one
ablation each: ``fol-lnn@<name>`` runs the one update with these settings (docs/training.md,
"Every device has a switch")."""
METHOD_NAMES: tuple[str, ...] = (
    "fol-lnn",
    "fol-lnn-critic",
    *_BASELINES,
    "critic-only",
    "fol-lnn-critic@1lr",
    "fol-lnn@found",
    *(f"fol-lnn@{device}" for device in DEVICE_ABLATIONS),
    *(f"{base}@typed" for base in _BASELINES),
    *(f"{base}@split" for base in _BASELINES),
)
"""Every method's name, in :data:`training.methods.METHODS`' order (Table 1's rows, then the
ablations)."""


@dataclass
class LnnSettings:
    """The LNN's options every method with an AND-OR LNN policy has (``fol_lnn``,
    ``fol_lnn_critic``; each method's settings add their own)."""

    alpha: float = 0.9
    """Truth threshold: a value in [alpha, 1] reads True, in [0, 1 - alpha] False."""
    init_scale: float = 0.5
    """Initial AND weights are uniform in [0, init_scale] (see docs/lnn.md)."""
    initial_gates: int = 1
    """AND gates per word class at the start of training."""
    max_gates: int = 4
    """AND gates a class may grow to."""
    grow_threshold: float = 0.05
    """Share of a class's True targets its truths miss (< 0.5) above which a stalled class
    grows an AND gate."""


@dataclass
class FolLnnSettings(LnnSettings):
    """Options of the paper's FOL-LNN (``fol-lnn``; the LNN's first)."""

    grow_from_share: float | None = None
    """What a grown gate starts as: None, the conjunction of the case missed most often; a
    share s, the conjunction of the literals true in at least s of the missed cases of that
    case's kind (the rule those cases share)."""
    grow_patience: int = 100
    """Updates per window of the growth check (0: the network never grows); 200 until issue 42,
    halved with ``margin_until_decisive`` and ``teach_soft_gates`` on, chosen together on the
    validation fold (docs/training.md, "The default since issue 42's item 2")."""
    explore_draw: ExploreDraw = "count-based"
    """How ε-greedy's random step draws its action: ``uniform`` among the candidates;
    ``count-based``, each weighted 1 / (1 + k), k the steps with it that left the agent where it
    was, in the room as the episode's map knows it (a count-based exploration over the episode's
    own experience: what changed nothing is drawn less as it keeps changing nothing); or
    ``no-repeat``, what changed nothing is not drawn while anything else is left
    (:meth:`training.actor.Actor._explore`; docs/training.md, "A count-based exploring draw")."""
    grow_general: bool = False
    """A grown gate is generalised before it starts: each of its literals in turn (in the
    literals' order) is left out when the conjunction without it holds on groundings of its
    network the replay has shown but on no case taught False (the conjunction stays as
    specific where nothing seen says otherwise, and never reaches a case seen False); off,
    the seeded conjunction starts as it is."""

    constraint_weight: float = 1.0
    """Weight λ of the LNN's α-constraint loss beside the truth loss once annealed in."""
    anneal_start: int = 40
    """Epoch after which λ starts to rise from 0 (before it, the LNN learns freely)."""
    anneal_epochs: int = 60
    """Epochs over which λ rises linearly to ``constraint_weight``."""
    truth_margin: float = 0.0
    """True is taught as 1 + this and False as −this beyond the clamp (the
    clamp is straight-through): a decided case keeps pushing its gate's weights past the
    threshold instead of stopping on it."""
    drop_undefined: bool = True
    """Leave out a case whose target has no classical answer: a rival candidate
    of the same class with the same literals (it necessarily holds the taken action's truth)
    makes the target True when the action is held False and False when it is held True, where
    the return (< 1) reaches every other rival. Such a case teaches no gate and seeds none."""
    typed_credit: bool = True
    """Each AND gate is a rule for one kind of True case: a move that earned the
    reward itself (its clipped reward is 1: a new room, the coin) or a move only on the way to
    it (True by the bootstrapped return γ T(s') < 1). A True case teaches only a gate of its
    kind (the class's initial gates are of the rewarded kind); one no gate of its kind explains
    is missed and seeds a gate of its kind. A conjunction then never lumps a rewarded move with
    one that is only on the way, which the truths alone cannot tell apart but the returns do."""
    typed_credit_from: int = 0
    """The epoch from which ``typed_credit`` applies; in the epochs before it a True case
    teaches the closest gate of either kind and a grown gate is of the rewarded kind, as with
    ``typed_credit`` off (0: from the first epoch)."""
    equal_init: bool = True
    """Initial AND weights all ``init_scale / 2`` instead of uniform in [0, init_scale]: no
    literal is preferred to another before the data prefer one, so two literals the data
    never separate end alike (both kept) instead of by the draw."""
    false_margin: float = 0.1
    """A False case is taught on the AND gates' pre-activations raised by this
    much: a gate that fires on a False case must be off there by this margin (1 − α asks that
    it read False even with its literals at the edge of False), so the literals that turn it
    off together do not stop on the sum that just does."""
    margin_until_decisive: bool = True
    """The False margin teaches a gate only where none of its literals false at the case is
    decisive (weight 1): a gate such a literal turns off is off whatever its other weights, so
    a False case no longer raises them (on an exact conjunction they would rise until they
    sum to the margin and lower its truth on its True cases to 1 − the margin); off, the
    margin teaches every gate its lifted pre-activation leaves on."""
    teach_soft_gates: bool = True
    """A True case also teaches each gate of its kind that no literal decides yet (no weight
    at 1: a soft gate) and that does not explain it, on the truth the network would hold with
    that gate alone (its OR weight times its truth): a soft gate keeps learning beside the
    exact gates grown next to it, which explain its True cases first (the network then holds
    them True and the case teaches nothing more) and would otherwise leave it where it stood
    when they grew, for the anneal to round; off, a True case teaches only the gate that
    explains it."""
    self_loop_target: bool = True
    """A transition that left the facts as they were (a refused move, a take of nothing)
    returns to its own state: its target compares its return with the state's best
    candidate, itself included, and is True only when it earned something (r > 0); off, it is
    compared with the other candidates like any transition (docs/training.md, "The fix: a
    self-loop bootstraps on its own state")."""
    priority_by_returns: bool = True
    """The class priority also learns from the one-step returns: where the taken action was
    held True and its return fell short of what another network's action is held, that
    network ranks above it; off, the priority learns only where the game was won
    (docs/training.md, "The class priority ranks the networks by their returns")."""


@dataclass
class FolLnnCriticSettings(LnnSettings):
    """Options of the ``fol-lnn-critic`` variant that the trainer exposes (the LNN's first)."""

    grow_patience: int = 200
    """Updates per window of the growth check (0: the network never grows)."""
    constraint_weight: float = 0.01
    """Weight of the LNN alpha-constraint loss added to the policy loss while the policy is
    learned (see ``crystallize_epoch``)."""
    crystallize_epoch: int = 101
    """Epoch before which (so after epoch 100's evaluation) the network is made classical and
    fitted to the recently replayed truth targets (:meth:`FolLnnCriticMethod.crystallize`); training
    then goes on with the constraint weight at ``crystallize_weight``. 0 disables."""
    crystallize_weight: float = 1.0
    """Constraint weight after the snap (keeps the gates classical)."""
    crystallize_gain: float = 0.01
    """Crystallisation adds a conjunction while it makes the agent's choice right in at least
    this share more of the replayed states (see :meth:`FolLnnCriticMethod.crystallize`)."""
    reservoir_batches: int = 64
    """Replayed mini-batches (facts and truth targets) kept for the snap."""
    grow_support: float = 0.95
    """A new gate starts on the literals true in at least this share of the missed cases."""
    margin: float = 0.01
    """δ: an action whose value falls δ or more short of the state's best is False, so the
    verdict is the critic's greedy choice, near-equal values tied (``model.critic.MARGIN``,
    the same value)."""
    critic_hidden: int = 32
    """Hidden units of the training-only grounding critic Q(s, verb x)."""
    policy_lr_scale: float = 3.0
    """The LNN's learning rate relative to the trainer's ``lr``: its weights live on the scale
    of the decisive threshold (about 1), and at 1e-3 it needs about twice the updates of the
    first ten epochs to order the actions (docs/training.md)."""
    critic_lr_scale: float = 10.0
    """The critic's learning rate relative to the trainer's ``lr`` (the critic is training-only
    and must lead the policy it teaches)."""


@dataclass
class MethodSettings:
    """The options of the methods that have some (each method reads its own)."""

    fol_lnn: FolLnnSettings = field(default_factory=FolLnnSettings)
    fol_lnn_critic: FolLnnCriticSettings = field(default_factory=FolLnnCriticSettings)
