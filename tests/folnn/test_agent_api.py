"""The agent's public calls as a newcomer meets them (issue 40, items 3 and 4): ``predict``
has Stable-Baselines3's signature and returns (action, state), one observation or a batch, with
the full answer one call away; every public call refuses a wrong argument in one line that says
what it expected and what it got."""

from __future__ import annotations

from pathlib import Path

import pytest

from folnn import Agent, AgentState, TrainArgs
from service.commands import UnknownCandidates
from training.options import UsageError

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "policies" / "fol-rules" / "fol-lnn-twx-s4-e200"
KITCHEN = "-= Kitchen =-\nThere is an exit to the north. There is a coin here."
HALL = "-= Hall =-\nThere is an exit to the south. There is an exit to the east."
ATTIC = "-= Attic =-\nThere is an exit to the west."


@pytest.fixture(scope="module")
def agent() -> Agent:
    return Agent.load(SHIPPED)


def test_predict_is_stable_baselines3_s(agent):
    action, state = agent.predict(HALL, deterministic=True)
    assert action == agent.act(HALL).action and isinstance(action, str)
    assert isinstance(state, AgentState)
    assert state.answer == agent.act(HALL)  # the answer, its rule and facts, one step away
    assert [tuple(t) for t in state.history] == [(HALL, action)]
    action, _ = agent.predict(HALL)  # the SB3 habit: `action, _ = model.predict(obs)`
    assert action == state.answer.action
    # the state goes back in, as a recurrent policy's does: the history of the episode
    following, state2 = agent.predict(ATTIC, state)
    assert following == agent.act(ATTIC, [(HALL, action)]).action
    assert [tuple(t) for t in state2.history] == [(HALL, action), (ATTIC, following)]
    # episode_start forgets it
    fresh, state3 = agent.predict(ATTIC, state2, episode_start=True)
    assert fresh == agent.act(ATTIC).action and len(state3.history) == 1
    # a history of (observation, action) pairs is a state too
    from_pairs, _ = agent.predict(ATTIC, [(HALL, action)])
    assert from_pairs == following


def test_predict_takes_a_batch(agent):
    actions, states = agent.predict([KITCHEN, HALL], deterministic=True)
    assert actions == [agent.act(KITCHEN).action, agent.act(HALL).action]
    assert [s.answer for s in states] == [agent.act(KITCHEN), agent.act(HALL)]
    nexts, states = agent.predict([ATTIC, ATTIC], states, episode_start=[False, True])
    assert nexts[0] == agent.act(ATTIC, [(KITCHEN, actions[0])]).action
    assert nexts[1] == agent.act(ATTIC).action and len(states[1].history) == 1


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda a: a.predict(123),
            "predict: observation must be a str (one observation) or a list of str (a batch),"
            " got int 123",
        ),
        (
            lambda a: a.predict(KITCHEN, "go north"),
            "predict: state must be None, the AgentState a predict returned or a history of"
            " (observation, action) pairs, got str 'go north'",
        ),
        (
            lambda a: a.predict([KITCHEN, 5]),
            "predict: observation[1] must be a str, got int 5",
        ),
        (
            lambda a: a.predict([KITCHEN, HALL], [None]),
            "predict: state must be None or one state per observation (2), got a list of 1",
        ),
        (
            lambda a: a.predict(KITCHEN, episode_start="yes"),
            "predict: episode_start must be None or a bool, got str 'yes'",
        ),
        (
            lambda a: a.predict(KITCHEN, deterministic="yes"),
            "predict: deterministic must be a bool, got str 'yes'",
        ),
        (lambda a: a.act(None), "act: observation must be a str, got NoneType None"),
        (
            lambda a: a.act(KITCHEN, [("only one",)]),
            "act: history[0] must be an (observation, action) pair, a Turn or"
            ' {"observation": str, "action": str}, got tuple',
        ),
        (
            lambda a: a.act(KITCHEN, candidates="go north"),
            "act: candidates must be None or a list of str, got str 'go north'",
        ),
        (
            lambda a: a.save(3),
            "save: path must be a folder path (str or os.PathLike), got int 3",
        ),
        (
            lambda a: Agent.load(42),
            "Agent.load: policy must be a folder path (str or os.PathLike), got int 42",
        ),
        (
            lambda a: Agent.load(SHIPPED, constraints="forbid take(x) when find(x)"),
            "Agent.load: constraints must be a list of constraint texts, got str",
        ),
    ],
)
def test_a_wrong_argument_is_one_line_naming_what_was_expected(agent, call, message):
    with pytest.raises((TypeError, ValueError)) as raised:
        call(agent)
    assert str(raised.value).startswith(message), str(raised.value)
    assert "\n" not in str(raised.value)


def test_unknown_candidates_are_named_with_the_valid_ones(agent):
    with pytest.raises(UnknownCandidates) as raised:
        agent.act(KITCHEN, candidates=["fly north", "dance"])
    text = str(raised.value)
    assert "'fly north', 'dance'" in text and "go north" in text and "take coin" in text, text


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"epochs": "ten"}, "--epochs must be an int, got str 'ten'"),
        ({"lr": "fast"}, "--lr must be a float, got str 'fast'"),
        ({"progress": "no"}, "--progress must be a bool, got str 'no'"),
        ({"difficulty": 3}, "--difficulty: unknown value 3; known: easy"),
        ({"seed": 1.5}, "--seed must be an int, got float 1.5"),
        ({"out": 5}, "--out must be a path (str or os.PathLike), got int 5"),
        ({"fol_lnn": {"alpha": 0.8}}, "--fol-lnn must be a FolLnnSettings, got dict"),
    ],
)
def test_train_args_name_what_they_expected(options, message):
    with pytest.raises(UsageError) as raised:
        TrainArgs(**options)
    assert str(raised.value).startswith(message), str(raised.value)


@pytest.mark.parametrize(
    ("call", "kind", "message"),
    [
        (
            lambda: __import__("folnn").train({"epochs": 3}),
            TypeError,
            "train: args must be a folnn.TrainArgs (the options of folnn train), got dict",
        ),
        (
            lambda: __import__("folnn").Client(8000),
            TypeError,
            "Client: base_url must be a str, got int 8000",
        ),
        (
            lambda: __import__("folnn").Client(retries="3"),
            TypeError,
            "Client: retries must be an int, got str '3'",
        ),
        (
            lambda: __import__("folnn").CoinCollector(difficulty="easy", level="five"),
            TypeError,
            "CoinCollector: level must be an int or None, got str 'five'",
        ),
        (
            lambda: __import__("folnn").CoinCollector(difficulty="hardest"),
            ValueError,
            "CoinCollector: difficulty: unknown value 'hardest'; known: easy, medium, hard",
        ),
        (
            lambda: __import__("folnn").CoinCollector(42),
            TypeError,
            "CoinCollector: game must be a path (str or os.PathLike) or a TwxSpec or None,"
            " got int 42",
        ),
    ],
)
def test_the_other_public_calls_name_what_they_expected(call, kind, message):
    with pytest.raises(kind) as raised:
        call()
    assert str(raised.value).startswith(message), str(raised.value)


def test_a_relative_folder_elsewhere_points_to_the_shipped_default(tmp_path, monkeypatch):
    # issue 40, item 8: the README's Agent.load("policies/fol-rules") failed outside the clone
    from model.artifact import ArtifactError

    monkeypatch.chdir(tmp_path)
    with pytest.raises(ArtifactError, match=r"no folder policies/fol-rules .*: Agent.load\(\)$"):
        Agent.load("policies/fol-rules")
    assert Agent.load().version == "fol-lnn-twx-s4-e200"
