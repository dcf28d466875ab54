"""One pure decision (issue 34): service.decision.decide reads the request's commands, finds
support, applies the shield, chooses and spells the answer as the game spells it, and says which
words the facts find (the 422 answer's ``found``) without a second pass."""

from __future__ import annotations

from converter.converter import FOLConverter
from model.numpy_policy import NumpyPolicy
from model.policy import FolLnnPolicy, PolicyConfig
from service.commands import read_commands
from service.constraints import Shield, compile_constraint
from service.decision import decide

KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also a fridge "
    "that is closed. \nTo the North you see a closed frosted-glass door. To the West you see the "
    "corridor. "
)
CANDIDATES = ["inventory", "look around", "move north", "move west", "take brown cap"]


def _forward(conv: FOLConverter) -> NumpyPolicy:
    return FolLnnPolicy(PolicyConfig(vocabulary=conv.vocabulary.to_dict(), seed=0)).frozen()


def test_the_decision_answers_in_the_games_spelling_with_the_words_found():
    conv = FOLConverter()
    commands = read_commands(conv.families, conv.vocabulary, KITCHEN, [], CANDIDATES)
    table = conv.convert(KITCHEN, [])
    out = decide(_forward(conv), table, conv.vocabulary, commands, Shield((), 0))
    assert out.status == 200
    assert out.answer.action in {"move north", "move west"}
    assert set(out.scores) == {"move north", "move west"} == set(out.answer.scores)
    assert out.policy_action == out.answer.action.replace("move", "go")
    assert {"north", "west"} <= set(out.found_words)


def test_blocked_moves_are_reported_in_the_games_spelling():
    conv = FOLConverter()
    commands = read_commands(conv.families, conv.vocabulary, KITCHEN, [], CANDIDATES)
    shield = Shield((compile_constraint("forbid go(x)", conv.vocabulary, constraint_id=7),), 1)
    out = decide(_forward(conv), conv.convert(KITCHEN, []), conv.vocabulary, commands, shield)
    assert out.status == 409 and out.answer is None and out.policy_action is None
    assert sorted(b["action"] for b in out.blocked) == ["move north", "move west"]


def test_no_candidate_found_names_the_words_the_facts_find():
    conv = FOLConverter()
    commands = read_commands(conv.families, conv.vocabulary, KITCHEN, [], ["go east"])
    out = decide(
        _forward(conv), conv.convert(KITCHEN, []), conv.vocabulary, commands, Shield((), 0)
    )
    assert out.status == 422 and not out.found
    assert {"north", "west"} <= set(out.found_words)


def test_a_vocabulary_derives_its_actions_once():
    """A request reads the vocabulary's actions, rows and heads a dozen times (docs/profile.md):
    they are computed when it is built, not on every read."""
    vocabulary = FOLConverter().vocabulary
    assert vocabulary.actions is vocabulary.actions
    assert vocabulary.heads is vocabulary.heads and vocabulary.action_rows is vocabulary.action_rows
