"""The options of one training run (``folnn train``; the CLI is generated from
:class:`TrainArgs`), and a run's config as JSON (:func:`to_jsonable`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from training.conformance import Engine
from training.families import (
    FAMILY_NAMES,
    MAX_SET_GAMES,
    VOCABULARIES,
    Family,
    VocabularyChoice,
)
from training.games import SPLITS, TRAIN_GAMES, Split
from training.options import SEED_MAX, check_choice, check_dir, check_fields, check_range
from training.settings import (
    METHOD_NAMES,
    CandidateMode,
    FolLnnCriticSettings,
    FolLnnSettings,
    MethodSettings,
)

__all__ = ["MAX_EPOCHS", "TrainArgs", "to_jsonable"]

MAX_EPOCHS = 1_000_000
"""The most epochs a run (or an experiment's run) may ask for."""


@dataclass
class TrainArgs:
    """Train one method on one difficulty with one seed (the protocol of docs/architecture.md
    §5)."""

    method: str = "fol-lnn"
    """A method of `training.methods.METHODS`: fol-lnn (the paper's), fol-lnn-critic (our
    variant), a baseline (nn-dqn, lnn-nn-dqn, nlm-dqn, lstm-dqn++) or an ablation."""
    difficulty: Family = "hard"
    """Game family: a protocol difficulty (easy, medium, hard: docs/architecture.md §5), a
    deep-map shape (deep3, deep4: level-5 training games of TextWorld's random distractor mode)
    or twx (TextWorldExpress's coin game: training games of 5 rooms, doors on and off)."""
    epochs: int = 200
    """Training epochs; one epoch plays `games_per_epoch` training games in parallel."""
    seed: int = 0
    """Seed of the network initialisation, the exploration and the game draws."""
    out: Path = Path("runs/latest")
    """Run folder: metrics.json, curves.png and the policy artifact go here (a folder that
    already holds a run is refused unless ``resume``)."""
    resume: bool = False
    """Continue the run in ``out`` from its checkpoint (written when the run was stopped with
    Ctrl-C), with the options it was started with: the result is the one the run would have
    given uninterrupted."""
    games_per_epoch: int = 4
    """Training games played in parallel per epoch (one reading of the paper's batch size 4)."""
    batch_size: int = 32
    """Replay mini-batch size (LSTM-DQN++'s value; the other reading of batch size 4)."""
    replay_capacity: int = 500_000
    """Replay memory capacity."""
    priority_fraction: float = 0.25
    """Share of each mini-batch drawn from transitions with positive reward."""
    update_every: int = 4
    """Game steps between two gradient updates."""
    gamma: float | None = None
    """Discount factor (default: the method's: 0.9 for fol-lnn, the paper's appendix; 0.5 for
    the baselines, LSTM-DQN++'s reference config, docs/baselines.md). The run's config records
    the value used."""
    epsilon_start: float = 1.0
    """ε at epoch 0."""
    epsilon_end: float = 0.2
    """ε after `epsilon_anneal_epochs`."""
    epsilon_anneal_epochs: int = 1000
    """Epochs over which ε decays linearly."""
    lr: float = 1e-3
    """Adam learning rate."""
    max_steps_train: int = 50
    """Step limit of a training game."""
    max_steps_test: int | None = None
    """Step limit of a test game (default: the family's, 100 for the protocol's and twx, 200
    deep)."""
    discovery_bonus: float = 1.0
    """Episodic discovery bonus β."""
    eval_every: int = 10
    """Evaluate on the test games every this many epochs."""
    eval_split: Split = "test"
    """Games the evaluations play: ``test`` (the protocol's reported figures) or ``valid`` (own
    seeds, same levels: where designs and settings are chosen, docs/protocol.md)."""
    candidates: CandidateMode | None = None
    """Actions considered: every verb of a class on every word of the class (all), or only on
    the words found in the observation (found); default: the method's (all for fol-lnn, the
    paper's action space; found for the others). The run's config records the value used."""
    vocabulary: VocabularyChoice | None = None
    """What the policy reads and plays: paper (find, visited, initial, all_visited; go, take) or
    families (those plus closed and refused; every verb a family gives a class: go, open, take);
    default: families on twx, paper elsewhere. The run's config records the value used."""
    games_dir: Path = Path("var/games")
    """Game cache (generated on first use)."""
    engine: Engine = "fast"
    """What plays the games: the fast engine (on every game the conformance check proved it
    byte-identical to TextWorld; any other game plays on TextWorld) or TextWorld itself
    (docs/engine.md). Either gives the same run."""
    train_games: int | None = None
    """Use only the first N training games (default: all 50; for smoke runs)."""
    test_games: int | None = None
    """Use only the first N test games (default: all 50; for smoke runs)."""
    workers: int | None = None
    """Processes used to generate missing games (default: one per core)."""
    policy_name: str | None = None
    """Artifact name (default: <method>-<difficulty>)."""
    policy_version: str | None = None
    """Artifact version (default: s<seed>-e<epochs>)."""
    progress: bool = True
    """Show progress bars."""
    tensorboard: bool = True
    """Write TensorBoard event files under <out>/tensorboard: TD loss, training return, ε,
    evaluations and the rules at each evaluation (training/runlog.py)."""
    record_weights: bool = False
    """Record the network's weights after every epoch in metrics.json's ``weights`` (a
    diagnostic for small networks: the LNN's weights settling, docs/training.md "Where the
    first 100 epochs go"); training is the same either way."""
    torch_threads: int = 1
    """Torch intra-op threads (tiny networks: more threads only add synchronisation)."""
    fol_lnn: FolLnnSettings = field(default_factory=FolLnnSettings)
    """Options of the paper's FOL-LNN (fol-lnn)."""
    fol_lnn_critic: FolLnnCriticSettings = field(default_factory=FolLnnCriticSettings)
    """Options of the critic variant (fol-lnn-critic, its ablations and critic-only)."""

    def __post_init__(self) -> None:
        check_fields(self)
        self.out, self.games_dir = Path(self.out), Path(self.games_dir)  # str or Path
        check_choice("method", self.method, METHOD_NAMES)
        check_choice("difficulty", self.difficulty, FAMILY_NAMES)
        check_choice("eval_split", self.eval_split, SPLITS)
        if self.vocabulary is not None:
            check_choice("vocabulary", self.vocabulary, VOCABULARIES)
        check_range("epochs", self.epochs, 1, MAX_EPOCHS)
        check_range("seed", self.seed, 0, SEED_MAX)
        for name in ("games_per_epoch", "batch_size", "update_every", "eval_every"):
            check_range(name, getattr(self, name), 1, 10_000)
        check_range("replay_capacity", self.replay_capacity, self.batch_size, 10**8)
        for name in ("priority_fraction", "gamma", "epsilon_start", "epsilon_end"):
            check_range(name, getattr(self, name), 0.0, 1.0)
        check_range("epsilon_anneal_epochs", self.epsilon_anneal_epochs, 0, MAX_EPOCHS)
        check_range("lr", self.lr, 1e-12, 10.0)
        check_range("max_steps_train", self.max_steps_train, 1, 10_000)
        check_range("max_steps_test", self.max_steps_test, 1, 10_000)
        check_range("discovery_bonus", self.discovery_bonus, 0.0, 1e6)
        check_range("train_games", self.train_games, 1, TRAIN_GAMES)
        check_range("test_games", self.test_games, 1, MAX_SET_GAMES)
        check_range("workers", self.workers, 1, 1024)
        check_range("torch_threads", self.torch_threads, 1, 1024)
        check_dir("out", self.out)
        check_dir("games_dir", self.games_dir)

    @property
    def settings(self) -> MethodSettings:
        """The methods' options as one value."""
        return MethodSettings(self.fol_lnn, self.fol_lnn_critic)


def to_jsonable(obj):  # noqa: ANN001, ANN201 - any nested config value
    """Configs as JSON values: paths become strings, tuples lists."""
    if isinstance(obj, dict):
        return {k: to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, Path):
        return str(obj)
    return obj
