"""The agent API answers exactly what ``POST /v1/act`` answers: every state of real games, a
trained and an untrained policy (rules that fire, and the fallback), constraints, candidates,
and the refusals (422, 409), compared with the service in-process (issue 23, item 1)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from converter.converter import FOLConverter
from folnn import Agent, DecisionRefused, State
from model.artifact import ArtifactError
from model.policy import FolLnnPolicy, PolicyConfig
from model.registry import save_artifact
from service.commands import UnknownCandidates
from service.decision import Answer
from training.env import CoinCollectorEnv
from training.games import GameSpec, ensure_games, game_paths

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "policies" / "fol-rules" / "fol-lnn-twx-s4-e200"  # the default
CACHE = REPO / "var" / "test-games"
TOKEN = "agent-test-token"
CONSTRAINT = "forbid go(x) when visited(x) and not all_visited"
ANSWER_FIELDS = list(Answer.__dataclass_fields__)
# a fixed walk with commands that fail (a wall, a missing coin), so states repeat and differ
WALK = ["go north", "go east", "take coin", "go south", "go west", "go east", "go north"]


@pytest.fixture(scope="module")
def policies(tmp_path_factory) -> Path:
    """The shipped policy and an untrained one (its rules never fire: the fallback answers)."""
    root = tmp_path_factory.mktemp("policies")
    shutil.copytree(SHIPPED, root / "fol-rules" / "shipped")
    vocab = FOLConverter().vocabulary
    untrained = FolLnnPolicy(PolicyConfig(vocabulary=vocab.to_dict(), seed=5))
    save_artifact(
        untrained,
        root,
        "fol-rules",
        "untrained",
        method="fol-lnn",
        network="lnn-and-or",
        training={"seed": 5},
        evaluation={},
        rules=[r.to_dict() for r in untrained.rules()],
    )
    return root


@pytest.fixture(scope="module")
def states() -> list[State]:
    """Every state of a fixed walk through two small real games (medium and hard, level 5)."""
    specs = [GameSpec.make("medium", 5, 104, "test"), GameSpec.make("hard", 5, 106, "test")]
    ensure_games(specs, CACHE, workers=2, progress=False)
    out = []
    for path in game_paths(specs, CACHE):
        with CoinCollectorEnv(path, max_steps=40) as env:
            observation, history = env.reset(), []
            for k in range(40):
                out.append(State(observation, list(history)))
                step = env.step(WALK[k % len(WALK)])
                history.append((observation, WALK[k % len(WALK)]))
                observation = step.observation
                if step.done:
                    break
    return out


def _service(tmp: Path, policies: Path, version: str):
    from service import create_app
    from service.settings import Settings

    settings = Settings(
        data_dir=tmp,
        policies_dir=policies,
        policy_name="fol-rules",
        default_version=version,
        operator_token=TOKEN,
    )
    return create_app(settings).test_client()


def _post(client, state: State) -> tuple[int, dict]:
    body = {
        "observation": state.observation,
        "history": [{"observation": o, "action": a} for o, a in state.history],
    }
    if state.candidates is not None:
        body["candidates"] = list(state.candidates)
    resp = client.post("/v1/act", json=body)
    return resp.status_code, resp.get_json()


@pytest.mark.parametrize("version", ["shipped", "untrained"])
@pytest.mark.parametrize("constrained", [False, True], ids=["free", "constrained"])
def test_the_agent_answers_what_the_service_answers(
    tmp_path, policies, states, version, constrained
):
    client = _service(tmp_path, policies, version)
    constraints = [CONSTRAINT] if constrained else []
    for text in constraints:
        headers = {"Authorization": f"Bearer {TOKEN}"}
        body = {"text": text, "author": "test", "reason": "same shield on both sides"}
        assert client.post("/v1/constraints", json=body, headers=headers).status_code == 201
    agent = Agent.load(policies / "fol-rules" / version, constraints=constraints)
    asked = states + [State(s.observation, s.history, ["take coin"]) for s in states[:10]]
    statuses, fired = set(), set()
    for state in asked:
        status, body = _post(client, state)
        statuses.add(status)
        if status == 200:
            answer = agent.act(*state)
            assert answer.to_dict() == {k: body[k] for k in ANSWER_FIELDS}
            assert list(answer.to_dict()) == list(body)[: len(ANSWER_FIELDS)]
            fired.add(answer.fired)
        else:
            with pytest.raises(DecisionRefused) as refused:
                agent.act(*state)
            assert refused.value.status == status
            if status == 422:
                assert refused.value.found == body["error"]["detail"]["found"]
            else:
                assert refused.value.blocked == body["error"]["detail"]["blocked"]
    assert 200 in statuses and 422 in statuses  # 'take coin' where there is no coin
    assert fired == ({True} if version == "shipped" else {False})
    if constrained:
        assert any(agent.act(*s).blocked for s in states if _post(client, s)[0] == 200)


def test_predict_decides_many_states_as_act_does(states):
    agent = Agent.load(SHIPPED)
    batch = states[:20]
    actions, kept = agent.predict([s.observation for s in batch], [s.history for s in batch])
    answers = [agent.act(s.observation, s.history) for s in batch]
    assert actions == [a.action for a in answers] and [k.answer for k in kept] == answers
    assert agent.predict([states[0].observation])[0] == [agent.act(states[0].observation).action]
    json_history = [{"observation": o, "action": a} for o, a in states[5].history]
    assert agent.act(states[5].observation, json_history) == answers[5]


def test_the_agent_refuses_what_the_service_refuses(tmp_path):
    agent = Agent.load(SHIPPED)
    assert agent.version == "fol-lnn-twx-s4-e200" and len(agent.sha256) == 64
    assert agent.artifact.manifest["method"] == "fol-lnn"  # the paper's method
    assert [r["text"] for r in agent.rules()][-1] == "∃x∈W_money: find(x) → take(x)"
    with pytest.raises(UnknownCandidates):
        agent.act("-= Kitchen =-\nThere is an exit to the north.", candidates=["fly north"])
    with pytest.raises(ArtifactError, match="no policy artifact"):
        Agent.load(tmp_path)
    tampered = tmp_path / "fol-rules" / "v"
    tampered.mkdir(parents=True)
    for f in SHIPPED.iterdir():
        (tampered / f.name).write_bytes(f.read_bytes())
    weights = tampered / "weights.safetensors"
    weights.write_bytes(weights.read_bytes()[:-1] + b"\x00")
    with pytest.raises(ArtifactError, match="sha256"):
        Agent.load(tampered)


def test_predict_takes_one_observation_as_stable_baselines3_does(states):
    agent = Agent.load(str(SHIPPED))  # paths as str or Path
    s = states[5]
    action, state = agent.predict(s.observation, s.history, deterministic=True)
    assert state.answer == agent.act(s.observation, s.history) and action == state.answer.action
    assert agent.predict(states[0].observation)[0] == agent.act(states[0].observation).action
    with pytest.raises(TypeError, match="one state per observation"):
        agent.predict([s.observation], s.history)


def test_save_and_load_give_the_same_policy(tmp_path, states):
    agent = Agent.load(SHIPPED)
    saved = agent.save(tmp_path / "mine")
    again = Agent.load(saved)
    assert again.sha256 == agent.sha256 and again.rules() == agent.rules()
    texts, histories = [s.observation for s in states[:10]], [s.history for s in states[:10]]
    assert again.predict(texts, histories) == agent.predict(texts, histories)
    with pytest.raises(FileExistsError):
        agent.save(str(saved))


def test_the_command_says_its_version(capsys):
    from folnn.cli import main

    assert main(["--version"]) == 0
    assert re.fullmatch(r"folnn \d+\.\d+\.\d+\S*\n", capsys.readouterr().out)
