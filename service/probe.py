"""The test decision a version passes before it is served (and before it is published): score,
rank and explain on probe tables (nothing true, everything true, a few mixed), and read the
rules, as serving will; any failure is an :class:`~model.artifact.ArtifactError`."""

from __future__ import annotations

import numpy as np

from converter.facts import FactTable, Vocabulary
from model.artifact import ArtifactError, LoadedArtifact

__all__ = ["probe_decision", "probe_tables"]


def probe_tables(vocabulary: Vocabulary) -> list[FactTable]:
    """Fact tables a test decision runs on: nothing true, everything true, and a few mixed."""
    shape = (len(vocabulary.words), len(vocabulary.unary_predicates))
    n_null = len(vocabulary.nullary_predicates)
    rng = np.random.default_rng(12)
    tables = [
        FactTable("probe", np.zeros(shape, np.float32), np.zeros(n_null, np.float32)),
        FactTable("probe", np.ones(shape, np.float32), np.ones(n_null, np.float32)),
    ]
    for _ in range(4):
        unary = rng.integers(0, 2, shape).astype(np.float32)
        tables.append(FactTable("probe", unary, rng.integers(0, 2, n_null).astype(np.float32)))
    return tables


def probe_decision(artifact: LoadedArtifact, vocabulary: Vocabulary) -> None:
    """Score, rank and explain on probe tables, and read the rules, as serving will."""
    model = artifact.model
    n_actions = len(vocabulary.actions)
    try:
        for table in probe_tables(vocabulary):
            scores = np.asarray(model.scores(table), dtype=np.float64)
            ranking = np.asarray(getattr(model, "ranking", model.scores)(table), np.float64)
            if scores.shape != (n_actions,) or ranking.shape != (n_actions,):
                raise ArtifactError(f"scores of shape {scores.shape}, expected ({n_actions},)")
            if not (np.isfinite(scores).all() and np.isfinite(ranking).all()):
                raise ArtifactError("scores are not finite")
            action = vocabulary.actions[int(np.argmax(ranking))]
            if not isinstance(model.explain(table, action).rule_text, str):
                raise ArtifactError("explanation without a rule")
        [r.to_dict() for r in model.rules()]
    except ArtifactError as exc:
        raise ArtifactError(f"test decision failed: {exc}") from None
    except Exception as exc:
        raise ArtifactError(f"test decision failed ({type(exc).__name__}: {exc})") from None
