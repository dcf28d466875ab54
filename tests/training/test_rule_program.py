"""The published rules are what the policy does: run as a classical program (no weights), they
pick what the shipped network picks in every state of real games (docs/architecture.md §4, issue
14), and
what the service answers (its runtime, a version in shadow and the Python agent all decide by
:func:`service.decision.choose_among`) is among those picks, with a rule fired exactly where
the program says one fires (issue 22)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from converter.converter import Turn
from folnn import Agent
from model.policy import collate
from model.program import RuleProgram
from model.registry import load_artifact
from service.decision import supported
from training.actor import best_actions
from training.env import CoinCollectorEnv
from training.rulecheck import program_agreement

SHIPPED = Path(__file__).resolve().parents[2] / "policies" / "fol-rules"
VERSIONS = sorted(p.name for p in SHIPPED.iterdir() if (p / "manifest.json").is_file())


def test_both_methods_are_shipped() -> None:
    """The paper's method is shipped, and the critic variant beside it as its own artifact."""
    methods = {Agent.load(SHIPPED / v).artifact.manifest["method"] for v in VERSIONS}
    assert {"fol-lnn", "fol-lnn-critic"} <= methods


@pytest.mark.slow
@pytest.mark.parametrize("version", VERSIONS)
def test_shipped_rules_run_as_a_program_pick_what_the_network_picks(
    version, small_games, deep_games
):
    """Every state of every game: the protocol's small games and two deep maps (branching
    rooms whose exits are all visited, dead ends several rooms deep)."""
    games = [*small_games.values(), *deep_games.values()]
    agreement = program_agreement(SHIPPED / version, games)
    assert agreement.states > 60
    assert agreement.disagreements == ()


@pytest.mark.slow
@pytest.mark.parametrize("version", VERSIONS)
def test_the_service_answers_what_the_published_rules_pick(version, small_games, deep_games):
    """The service's decision code (:class:`folnn.Agent` runs the runtime's ``decide``) plays
    every game; at each state its answer is one the program of the published rules (their
    conjunctions and class priority) ranks first and one the network ranks first, and the
    answer says a rule fired exactly where the program's rule for that action fires."""
    agent = Agent.load(SHIPPED / version)
    program = RuleProgram(agent.rules(), agent.vocabulary)
    network = load_artifact(SHIPPED / version).model  # the torch network, beside the served one
    n_actions = len(agent.actions)
    states, wrong = 0, []
    for path in [*small_games.values(), *deep_games.values()]:
        with CoinCollectorEnv(path, 100, 0.0, "textworld") as env:
            observation, history = env.reset(), []
            while True:
                answer = agent.act(observation, history)
                table = agent.converter.convert(observation, [Turn(*t) for t in history])
                mask = np.zeros(n_actions, bool)
                mask[supported(table, agent.vocabulary, range(n_actions))] = True
                by_rules = set(program.best(table, mask).tolist())
                ranking = network.rank(collate([table]))[0].detach().numpy()
                by_network = set(best_actions(ranking, mask).tolist())
                action = agent.actions.index(answer.action)
                states += 1
                if action not in by_rules or action not in by_network:
                    wrong.append(f"{path.name} step {env.steps}: {answer.action}, rules {by_rules}")
                if answer.fired != bool(program.fires(table)[action]):
                    wrong.append(f"{path.name} step {env.steps}: fired {answer.fired}")
                step = env.step(answer.action)
                history.append((observation, answer.action))
                observation = step.observation
                if step.done:
                    break
    assert states > 60
    assert wrong == []
