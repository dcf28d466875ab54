"""The shipped policy beyond its training maps (issue 14's targets): the newest artifact under
``policies/fol-lnn`` played greedily on the test sets of the protocol (hard, medium) and of the
deep maps (deep3, deep4: TextWorld's coin-collector generator in its ``random`` distractor mode),
beside the depth-first oracle on the same games (its expected steps: the mean over
:data:`training.oracle.EXIT_ORDERS` exit orders, with the spread of one order's mean), and its
direction rule read for the explore and backtrack conjunctions.

Targets: on every deep set >= 99% of the games solved at <= 1.05 x the oracle's steps; on hard
and medium every game solved at <= 1.05 x the oracle; the direction rule has a conjunction holding
``find(x) ∧ ¬visited(x)`` and one holding ``find(x) ∧ all_visited ∧ initial(x)``, neither with the
opposite of a literal of the other pattern that defines it. Quick runs play the first 10 games of
each set (the targets are then indicative only).
"""

from __future__ import annotations

from pathlib import Path

from converter.converter import FOLConverter
from model.artifact import LoadedArtifact
from model.policy import rule_structure
from model.registry import load_artifact
from model.versions import resolve_version
from training.actor import Actor
from training.conformance import Engine
from training.evaluate import Evaluator
from training.families import ready_games
from training.games import family_protocol, textworld_game_set
from training.methods import method_from_network
from training.oracle import expected_oracle_steps
from training.policy_eval import trained_candidates

POLICIES = Path("policies")
POLICY_NAME = "fol-rules"
GAMES_DIR = Path("var/games")
SETS = ("hard", "medium", "deep3", "deep4")
DEEP = ("deep3", "deep4")
SOLVED_TARGET = {"hard": 1.0, "medium": 1.0, "deep3": 0.99, "deep4": 0.99}
STEPS_RATIO_TARGET = 1.05
EXPLORE = frozenset({("find", False), ("visited", True)})
BACKTRACK = frozenset({("find", False), ("all_visited", False), ("initial", False)})


def run(quick: bool = False) -> dict:
    """Play the shipped policy on every set; report each set's figures and the rule check."""
    # the version a server with nothing configured serves, loaded as training loads it (a torch
    # module the method wraps; the server's loader gives the numpy form)
    path = resolve_version(POLICIES / POLICY_NAME)
    version = path.name
    loaded = load_artifact(path)
    sets = {}
    for family in SETS:
        paths = game_set_paths(family, quick)
        max_steps = family_protocol(family).max_steps
        played = play(loaded, paths, max_steps, engine="textworld")
        solved, ratio = played["solved"], played["ratio"]
        sets[family] = {
            "games": len(paths),
            "max_steps": max_steps,
            "solved": round(solved, 4),
            "steps_mean": round(played["steps"], 2),
            "oracle_steps": round(played["oracle"], 2),
            "oracle_spread": round(played["oracle_spread"], 2),
            "steps_over_oracle": round(ratio, 4),
            "ok": solved >= SOLVED_TARGET[family] and ratio <= STEPS_RATIO_TARGET,
        }
    rules = loaded.model.rules()
    check = rule_check(rule_structure(rules).get("direction", frozenset()))
    return {
        "policy": f"{POLICY_NAME}/{version}",
        "method": loaded.manifest["method"],
        "candidates": trained_candidates(loaded.manifest),
        "quick": quick,
        "targets": {
            "solved": SOLVED_TARGET,
            "steps_over_oracle": STEPS_RATIO_TARGET,
            "direction_rule": {"explore": _text(EXPLORE), "backtrack": _text(BACKTRACK)},
        },
        "sets": sets,
        "rules": [r.text for r in rules],
        "rule_check": check,
        "ok": all(s["ok"] for s in sets.values()) and check["ok"],
    }


def game_set_paths(family: str, quick: bool) -> list[Path]:
    """The test games of a TextWorld family ready to play (the first 10 when ``quick``)."""
    specs = textworld_game_set(family, "test")[: 10 if quick else None]
    return ready_games(specs, GAMES_DIR, progress=False)


def play(loaded: LoadedArtifact, paths: list[Path], max_steps: int, engine: Engine) -> dict:
    """Greedy play of a loaded artifact on ``paths`` (its own vocabulary, the candidates it was
    trained with) beside the depth-first oracle: games solved, mean steps, the oracle's, their
    ratio."""
    model = loaded.model
    method = method_from_network(loaded.manifest["method"], model, model.vocabulary)
    converter = FOLConverter().for_vocabulary(model.vocabulary)
    actor = Actor(converter, method, trained_candidates(loaded.manifest), epsilon=0.0, seed=0)
    with Evaluator(paths, max_steps=max_steps, engine=engine) as evaluator:
        result = evaluator.run(actor)
    oracle = expected_oracle_steps(paths, max_steps=max_steps)
    solved = sum(g.reward >= 1.0 for g in result.per_game) / len(paths)
    ratio = result.steps / oracle.mean
    return {
        "solved": solved,
        "steps": result.steps,
        "oracle": oracle.mean,
        "oracle_spread": oracle.spread,
        "ratio": ratio,
    }


def rule_check(direction: frozenset[frozenset[tuple[str, bool]]]) -> dict:
    """Whether the direction rule's conjunctions (sets of (predicate, negated)) hold an explore and
    a backtrack conjunction: the pattern's literals, and none of their opposites."""
    found = {
        name: any(_holds(c, pattern) for c in direction)
        for name, pattern in (("explore", EXPLORE), ("backtrack", BACKTRACK))
    }
    return {"ok": all(found.values()), **found, "conjunctions": [_text(c) for c in direction]}


def _holds(conjunction: frozenset[tuple[str, bool]], pattern: frozenset[tuple[str, bool]]) -> bool:
    """The conjunction holds the pattern, none of its opposites, and can hold on a map (the
    room the agent came in by was visited: ``initial(x) ∧ ¬visited(x)`` never holds)."""
    never = {("initial", False), ("visited", True)} <= conjunction
    return (
        pattern <= conjunction
        and not never
        and not any((p, not n) in conjunction for p, n in pattern)
    )


def _text(literals: frozenset[tuple[str, bool]]) -> str:
    return " ∧ ".join(sorted(("¬" if n else "") + p for p, n in literals))
