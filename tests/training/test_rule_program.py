"""The published rules are what the policy does: run as a classical program (no weights), they
pick what the shipped network picks in every state of real games (DESIGN §4, issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from training.rulecheck import program_agreement

SHIPPED = Path(__file__).resolve().parents[2] / "policies" / "fol-lnn"


def _shipped() -> Path:
    versions = sorted(p for p in SHIPPED.iterdir() if (p / "manifest.json").is_file())
    assert versions, f"no shipped policy under {SHIPPED}"
    return versions[-1]


@pytest.mark.slow
def test_shipped_rules_run_as_a_program_pick_what_the_network_picks(small_games, deep_games):
    """Every state of every game: the protocol's small games and two deep maps (branching
    rooms whose exits are all visited, dead ends several rooms deep)."""
    agreement = program_agreement(_shipped(), [*small_games.values(), *deep_games.values()])
    assert agreement.states > 60
    assert agreement.disagreements == ()
