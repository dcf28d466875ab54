"""Network configs, torch-free (a manifest's ``model.config`` is read by the server without
building a network): :class:`PolicyConfig`, what rebuilds a FOL-LNN policy, and
:class:`VocabularyConfig`, what every other network's config offers besides its fields (a frozen
dataclass holding the vocabulary as ``Vocabulary.to_dict()`` gives the vocabulary back as a value
and its JSON form, from which ``type(config)(**config.to_dict())`` rebuilds it)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from converter.facts import Vocabulary

__all__ = ["PolicyConfig", "VocabularyConfig"]


class VocabularyConfig:
    """Mixed into a frozen dataclass config whose ``vocabulary`` field holds
    ``Vocabulary.to_dict()``."""

    vocabulary: dict

    @property
    def vocab(self) -> Vocabulary:
        """The vocabulary as a value."""
        return Vocabulary.from_dict(self.vocabulary)

    def to_dict(self) -> dict:
        """JSON form; ``type(config)(**config.to_dict())`` rebuilds it."""
        return dataclasses.asdict(self)  # type: ignore[call-overload]


@dataclass(frozen=True)
class PolicyConfig:
    """Everything that rebuilds a :class:`FolLnnPolicy` (JSON-serialisable)."""

    vocabulary: dict
    """``Vocabulary.to_dict()`` of the predicates, word classes and actions."""
    gates: tuple[int, ...] = ()
    """AND gates per network, in ``Vocabulary.heads`` order (one network per (class, verb):
    per class for a vocabulary of one verb per class); empty means one gate per network."""
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
        gates = tuple(int(g) for g in self.gates) or (1,) * len(vocabulary.heads)
        object.__setattr__(self, "gates", gates)
        if len(gates) != len(vocabulary.heads):
            raise ValueError(f"gates {gates} do not match {len(vocabulary.heads)} networks")
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
