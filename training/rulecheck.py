"""Does a learned rule set have the paper's structure (Kimura et al. 2021, §4)?

The paper's rules, learned on medium games::

    ∃x∈W_money:     find(x) → take(x)
    ∃x∈W_direction: (find(x) ∧ ¬visited(x) ∧ ¬initial(x)) ∨ (find(x) ∧ all_visited ∧ initial(x))
                    → go(x)

A conjunction is the *explore* one when it needs ``find(x)`` and ``¬visited(x)`` (and no positive
``visited(x)`` or ``initial(x)``), the *backtrack* one when it needs ``find(x)`` and
``all_visited`` (``initial(x)`` optional) and not ``¬visited(x)``. ``¬initial(x)`` in the explore
conjunction is implied by ``¬visited(x)`` (the way in was visited), and in Coin-Collector maps
every room whose exits are all visited before the coin is found is a dead end, whose one exit is
the initial one, so replayed experience cannot tell ``initial(x)`` from ``⊤`` there: neither
literal is required. The money rule must be exactly ``find(x) → take(x)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from converter.converter import FOLConverter
from model.policy import RuleStructure
from model.program import RuleProgram
from model.registry import load_artifact
from training.actor import Actor, best_actions
from training.conformance import Engine
from training.env import CoinCollectorEnv
from training.families import Game
from training.methods import method_from_network

Conjunction = frozenset[tuple[str, bool]]  # (predicate, negated)


def is_explore(conjunction: Conjunction) -> bool:
    """``find(x) ∧ ¬visited(x) [∧ ¬initial(x)] ...`` without a positive visited/initial."""
    return (
        ("find", False) in conjunction
        and ("visited", True) in conjunction
        and ("visited", False) not in conjunction
        and ("initial", False) not in conjunction
    )


def is_backtrack(conjunction: Conjunction) -> bool:
    """``find(x) ∧ all_visited [∧ initial(x)] ...`` without ¬visited(x)."""
    return (
        ("find", False) in conjunction
        and ("all_visited", False) in conjunction
        and ("visited", True) not in conjunction
    )


@dataclass(frozen=True)
class PaperMatch:
    """Which of the paper's conjunctions a rule set has."""

    take: bool  # money: exactly find(x) → take(x)
    explore: bool  # direction: an explore conjunction
    backtrack: bool  # direction: a backtrack conjunction
    backtrack_initial: bool  # direction: a backtrack conjunction that needs initial(x)
    extra: int  # direction conjunctions that are neither

    @property
    def matches(self) -> bool:
        """The paper's two rules in structure, nothing else."""
        return self.take and self.explore and self.backtrack and self.extra == 0

    def to_dict(self) -> dict:
        """JSON form, with ``matches``."""
        return {**asdict(self), "matches": self.matches}


def paper_match(structure: RuleStructure) -> PaperMatch:
    """Compare :meth:`FolLnnPolicy.structure` with the paper's rules."""
    money = structure.get("money", frozenset())
    direction = structure.get("direction", frozenset())
    return PaperMatch(
        take=money == frozenset({frozenset({("find", False)})}),
        explore=any(is_explore(c) for c in direction),
        backtrack=any(is_backtrack(c) for c in direction),
        backtrack_initial=any(is_backtrack(c) and ("initial", False) in c for c in direction),
        extra=sum(not (is_explore(c) or is_backtrack(c)) for c in direction),
    )


@dataclass(frozen=True)
class Agreement:
    """The published rules run as a program beside the network, state by state."""

    states: int
    disagreements: tuple[str, ...]  # "<game> step <n>: network [...], rules [...]"

    def to_dict(self) -> dict:
        """JSON form, with the share of states that agree."""
        share = 1.0 - len(self.disagreements) / max(1, self.states)
        return {"states": self.states, "agree": share, "disagreements": list(self.disagreements)}


def program_agreement(
    artifact: Path,
    games: Sequence[Game],
    engine: Engine = "textworld",
    manifest_rules: bool = True,
    spelling: Mapping[str, str] | None = None,
) -> Agreement:
    """Play every game greedily with an artifact's network; at every state compare the
    candidates the published rules rank first (:class:`model.program.RuleProgram`, from the
    rules ``GET /v1/rules`` would answer) with the network's. With ``manifest_rules`` those
    rules must equal the manifest's (False: an artifact written before the reading changed is
    checked against its weights' present reading). ``spelling``: the games' family's
    (:func:`training.families.family_spelling`; TextWorld's when not given)."""
    loaded = load_artifact(artifact)
    vocabulary = loaded.model.vocabulary
    published = [rule.to_dict() for rule in loaded.model.rules()]
    if manifest_rules and published != loaded.manifest["rules"]:
        raise ValueError(f"{artifact}: the manifest's rules are not what its weights read")
    program = RuleProgram(published, vocabulary)
    method = method_from_network(loaded.manifest["method"], loaded.model, vocabulary)
    converter = FOLConverter().for_vocabulary(vocabulary)
    states, wrong = 0, []
    for path in games:
        actor = Actor(converter, method, seed=0, spelling=spelling)
        with CoinCollectorEnv(path, 100, 0.0, engine) as env:
            actor.reset([env.reset()])
            while True:
                mask = actor.mask(0)
                network = set(best_actions(actor.scores([0])[0], mask).tolist())
                rules = set(program.best(actor.tables[0], mask).tolist())
                states += 1
                if network != rules:
                    names = [method.actions[i] for i in sorted(network)]
                    by_rules = [method.actions[i] for i in sorted(rules)]
                    name = getattr(path, "name", path)
                    wrong.append(f"{name} step {env.steps}: network {names}, rules {by_rules}")
                command = actor.act([0])[0]
                step = env.step(command)
                actor.observe([0], [command], [step.observation])
                if step.done:
                    break
    return Agreement(states, tuple(wrong))
