"""The published rules are what the policy does: run as a classical program (no weights), they
pick what the shipped network picks in every state of real games (DESIGN §4, issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from converter.converter import FOLConverter
from model.artifact import load_artifact
from model.program import RuleProgram
from training.actor import Actor, best_actions
from training.env import CoinCollectorEnv
from training.methods import method_from_network

SHIPPED = Path(__file__).resolve().parents[2] / "policies" / "fol-lnn"


def _shipped() -> Path:
    versions = sorted(p for p in SHIPPED.iterdir() if (p / "manifest.json").is_file())
    assert versions, f"no shipped policy under {SHIPPED}"
    return versions[-1]


def _agreement(artifact: Path, games: list[Path]) -> tuple[int, list[str]]:
    """Play every game greedily with the network; at every state compare the program's best
    candidates with the network's. Returns (states checked, disagreements)."""
    loaded = load_artifact(artifact)
    vocabulary = loaded.model.vocabulary
    published = [rule.to_dict() for rule in loaded.model.rules()]  # what GET /v1/rules answers
    assert published == loaded.manifest["rules"]  # and what the artifact says
    program = RuleProgram(published, vocabulary)
    method = method_from_network(loaded.manifest["method"], loaded.model, vocabulary)
    converter = FOLConverter()
    checked, wrong = 0, []
    for path in games:
        actor = Actor(converter, method, seed=0)
        with CoinCollectorEnv(path, max_steps=100, discovery_bonus=0.0) as env:
            actor.reset([env.reset()])
            while True:
                mask = actor.mask(0)
                network = set(best_actions(actor.scores([0])[0], mask).tolist())
                rules = set(program.best(actor.tables[0], mask).tolist())
                checked += 1
                if network != rules:
                    names = [method.actions[i] for i in sorted(network)]
                    wrong.append(f"{path.name} step {env.steps}: network {names}, rules "
                                 f"{[method.actions[i] for i in sorted(rules)]}")  # fmt: skip
                command = method.actions[actor.act_indices([0])[0]]
                step = env.step(command)
                actor.observe([0], [command], [step.observation])
                if step.done:
                    break
    return checked, wrong


@pytest.mark.slow
def test_shipped_rules_run_as_a_program_pick_what_the_network_picks(small_games, deep_games):
    """Every state of every game: the protocol's small games and two deep maps (branching
    rooms whose exits are all visited, dead ends several rooms deep)."""
    checked, wrong = _agreement(_shipped(), [*small_games.values(), *deep_games.values()])
    assert checked > 60
    assert wrong == []
