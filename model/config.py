"""What every network's config offers besides its fields: a frozen dataclass holding the
vocabulary as ``Vocabulary.to_dict()`` gives the vocabulary back as a value and its JSON form,
from which ``type(config)(**config.to_dict())`` rebuilds it (a manifest's ``model``)."""

from __future__ import annotations

import dataclasses

from converter.facts import Vocabulary

__all__ = ["VocabularyConfig"]


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
