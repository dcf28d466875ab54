"""FOL-LNN policy: shapes, weight sharing, gate growth, rule extraction, explanation, learning."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest
import torch

from converter.facts import Fact, FactTable, Vocabulary, WordClass
from model.lnn import LnnAnd, LnnOr, constraint_loss
from model.policy import FolLnnPolicy, PolicyConfig, collate
from tests import lnn_oracle


def _policy(vocabulary: Vocabulary, gates=(2, 1), **kw) -> FolLnnPolicy:
    return FolLnnPolicy(PolicyConfig(vocabulary.to_dict(), gates=gates, **kw))


def _set_gate(policy: FolLnnPolicy, c: int, k: int, literals: list[str], w: float = 1.5) -> None:
    """Hand-set gate k of class c to the AND of ``literals`` ("find", "~visited", ...)."""
    names = [str(lit).replace("(x)", "").replace("¬", "~") for lit in policy.literal_set]
    row = policy._gate_slice(c).start + k
    with torch.no_grad():
        policy.and_weight[row] = 0.0
        for name in literals:
            policy.and_weight[row, names.index(name)] = w
        policy.and_bias[row] = 1.2
        policy.or_weight[row] = 1.5
        policy.or_bias[c] = 1.2


def _silence(policy: FolLnnPolicy, c: int, k: int) -> None:
    row = policy._gate_slice(c).start + k
    with torch.no_grad():
        policy.or_weight[row] = 0.0


def test_forward_shapes_and_range(vocabulary, make_table) -> None:
    policy = _policy(vocabulary)
    tables = [make_table(vocabulary, {"find": {"north", "coin"}}) for _ in range(3)]
    batch = collate(tables)
    assert batch.unary.shape == (3, 5, 3) and batch.nullary.shape == (3, 1)
    out = policy(batch)
    assert out.shape == (3, 5)
    assert ((out >= 0) & (out <= 1)).all()
    assert policy.n_literals == 8
    assert policy.scores(tables[0]).shape == (5,)


def test_forward_equals_per_class_and_or_modules(vocabulary, make_table) -> None:
    policy = _policy(vocabulary, gates=(3, 2))
    table = make_table(vocabulary, {"find": {"east", "coin"}, "visited": {"east"}}, True)
    literals = policy.literals(collate([table]))[0]  # (n_words, n_literals)
    expected = []
    for c, words in enumerate([range(4), range(4, 5)]):
        rows = policy._gate_slice(c)
        and_ = LnnAnd(8, len(range(rows.start, rows.stop)))
        or_ = LnnOr(and_.n_gates, 1)
        with torch.no_grad():
            and_.weight.copy_(policy.and_weight[rows])
            and_.bias.copy_(policy.and_bias[rows])
            or_.weight.copy_(policy.or_weight[rows].unsqueeze(0))
            or_.bias.copy_(policy.or_bias[c : c + 1])
            expected += [or_(and_(literals[i])).item() for i in words]
    assert np.allclose(policy.scores(table), expected, atol=1e-6)


def test_random_init_is_seeded(vocabulary) -> None:
    a, b, c = _policy(vocabulary, seed=1), _policy(vocabulary, seed=1), _policy(vocabulary, seed=2)
    assert torch.equal(a.and_weight, b.and_weight)
    assert not torch.equal(a.and_weight, c.and_weight)
    assert len(set(a.and_weight.flatten().tolist())) > 8  # genuinely random, not constant


def test_config_round_trips_through_json(vocabulary) -> None:
    policy = _policy(vocabulary, alpha=0.85, seed=3)
    data = json.loads(json.dumps(policy.config.to_dict()))
    assert PolicyConfig(**data) == policy.config
    assert policy.config.gates == (2, 1)
    with pytest.raises(ValueError):
        PolicyConfig(vocabulary.to_dict(), gates=(1,))
    with pytest.raises(ValueError):
        PolicyConfig(vocabulary.to_dict(), alpha=0.3)


def test_rule_for_north_applies_to_west(vocabulary, make_table) -> None:
    policy = _policy(vocabulary)
    _set_gate(policy, 0, 0, ["find", "~visited"])
    _silence(policy, 0, 1)
    table = make_table(vocabulary, {"find": {"north", "west"}, "visited": {"north"}})
    scores = dict(zip(vocabulary.actions, policy.scores(table), strict=True))
    assert scores["go west"] >= policy.alpha
    assert scores["go north"] <= 1 - policy.alpha
    assert scores["go south"] <= 1 - policy.alpha


def test_add_gate_keeps_old_gates_and_updates_config(vocabulary, make_table) -> None:
    policy = _policy(vocabulary, gates=(1, 1), max_gates=2)
    before = policy.and_weight.detach().clone()
    params_before = {id(p) for p in policy.parameters()}
    assert policy.add_gate("direction") == 1
    assert policy.config.gates == (2, 1)
    assert torch.equal(policy.and_weight[0], before[0])  # direction/0 unchanged
    assert torch.equal(policy.and_weight[2], before[1])  # money/0 moved down, unchanged
    assert policy.or_weight[1].item() == pytest.approx(0.1 * policy.init_scale)
    assert {id(p) for p in policy.parameters()} != params_before  # rebuild the optimizer
    rebuilt = FolLnnPolicy(policy.config)
    rebuilt.load_state_dict(policy.state_dict())
    table = make_table(vocabulary, {"find": {"south", "coin"}})
    assert np.allclose(rebuilt.scores(table), policy.scores(table))
    with pytest.raises(ValueError):
        policy.add_gate("direction")
    with pytest.raises(KeyError):
        policy.add_gate("colour")


def test_rules_are_read_off_set_weights(vocabulary) -> None:
    policy = _policy(vocabulary)
    _set_gate(policy, 0, 0, ["find", "~visited", "~initial"])
    _set_gate(policy, 0, 1, ["find", "all_visited", "initial"])
    _set_gate(policy, 1, 0, ["find"])
    rules = policy.rules()
    assert rules[0].text == (
        "∃x∈W_direction: (find(x) ∧ ¬visited(x) ∧ ¬initial(x)) ∨ "
        "(find(x) ∧ initial(x) ∧ all_visited) → go(x)"
    )
    assert rules[1].text == "∃x∈W_money: find(x) → take(x)"
    assert policy.structure() == {
        "direction": frozenset(
            {
                frozenset({("find", False), ("visited", True), ("initial", True)}),
                frozenset({("find", False), ("all_visited", False), ("initial", False)}),
            }
        ),
        "money": frozenset({frozenset({("find", False)})}),
    }
    data = rules[0].to_dict()
    assert data["action"] == "go" and data["class"] == "direction"
    assert data["rule_ids"] == ["direction/0", "direction/1"]
    assert data["conjunctions"][0] == [
        {"predicate": "find", "negated": False},
        {"predicate": "visited", "negated": True},
        {"predicate": "initial", "negated": True},
    ]


def test_gates_that_cannot_fire_or_do_not_count_are_left_out(vocabulary) -> None:
    policy = _policy(vocabulary)
    _set_gate(policy, 0, 0, ["find", "~find"])  # contradictory: never true
    _set_gate(policy, 0, 1, ["visited"])
    with torch.no_grad():
        policy.or_weight[1] = 0.05  # not decisive for the OR
    assert policy.rules()[0].conjunctions == ()
    assert policy.rules()[0].text == "∃x∈W_direction: ⊥ → go(x)"
    # the random initial network reads as no rule at all
    assert all(r.conjunctions == () for r in _policy(vocabulary).rules())


def test_a_gate_absorbed_by_a_more_general_one_is_left_out(vocabulary) -> None:
    """A ∨ (A ∧ B) = A: the rule reads the general conjunction once; of equal gates, the
    first."""
    policy = _policy(vocabulary, gates=(2, 3), max_gates=4)
    _set_gate(policy, 0, 0, ["find", "~visited"])
    _set_gate(policy, 0, 1, ["find", "~visited", "~all_visited"])
    _set_gate(policy, 1, 0, ["find", "all_visited"])
    _set_gate(policy, 1, 1, ["find"])
    _set_gate(policy, 1, 2, ["find"])
    direction, money = policy.rules()
    assert [c.rule_id for c in direction.conjunctions] == ["direction/0"]
    assert [c.rule_id for c in money.conjunctions] == ["money/1"]
    assert money.text == "∃x∈W_money: find(x) → take(x)"


def test_explain_names_the_gate_that_fired(vocabulary, make_table) -> None:
    policy = _policy(vocabulary)
    _set_gate(policy, 0, 0, ["find", "~visited", "~initial"])
    _set_gate(policy, 0, 1, ["find", "all_visited", "initial"])
    table = make_table(vocabulary, {"find": {"north", "south"}, "initial": {"south"}})
    exp = policy.explain(table, "go north")
    assert exp.fired and exp.rule_id == "direction/0"
    assert exp.score >= policy.alpha
    assert exp.rule_text == "find(north) ∧ ¬visited(north) ∧ ¬initial(north) → go(north)"
    assert exp.literals[0].fact == Fact("find", ("north",)) and exp.literals[0].truth == 1.0
    assert exp.literals[1].negated and exp.literals[1].truth == 1.0
    dead_end = make_table(vocabulary, {"find": {"south"}, "initial": {"south"}}, all_visited=True)
    back = policy.explain(dead_end, "go south")
    assert back.fired and back.rule_id == "direction/1"
    assert str(back.literals[2]) == "all_visited" and back.literals[2].fact == Fact("all_visited")
    nothing = policy.explain(table, "go east")
    assert not nothing.fired and nothing.score <= 1 - policy.alpha
    assert nothing.rule_id.startswith("direction/")
    with pytest.raises(ValueError):
        policy.explain(table, "take north")


def test_constraint_loss_and_projections(vocabulary) -> None:
    policy = _policy(vocabulary)
    assert policy.constraint_loss().item() > 0  # random init is not classical
    with torch.no_grad():
        policy.and_weight[0, 0] = -1.0
    policy.project_()
    assert (policy.and_weight >= 0).all()
    per_neuron = sum(constraint_loss(w, b, policy.alpha) for w, b in policy._neurons())
    assert policy.constraint_loss().item() == pytest.approx(per_neuron.item(), rel=1e-6)
    policy.project_(classical=True)
    assert policy.constraint_loss().item() == pytest.approx(0, abs=1e-6)


def test_the_structure_projection_equals_projecting_each_neuron_alone(vocabulary) -> None:
    from model.lnn import project_alpha_

    rng = torch.Generator().manual_seed(3)
    for trial in range(20):
        policy = _policy(vocabulary, gates=(3, 2))
        with torch.no_grad():
            policy.and_weight.uniform_(-0.2, 2.0, generator=rng)
            policy.and_bias.uniform_(0.0, 3.0, generator=rng)
            policy.or_weight.uniform_(-0.2, 2.0, generator=rng)
            policy.or_bias.uniform_(0.0, 3.0, generator=rng)
        and_keep = torch.rand(policy.and_weight.shape, generator=rng) < 0.4
        or_keep = torch.rand(policy.or_weight.shape, generator=rng) < 0.7
        expected = {n: p.detach().clone() for n, p in policy.named_parameters()}
        project_alpha_(expected["and_weight"], expected["and_bias"], policy.alpha, and_keep)
        for c in range(2):
            rows = policy._gate_slice(c)
            w = expected["or_weight"][rows].unsqueeze(0)
            b = expected["or_bias"][c : c + 1]
            project_alpha_(w, b, policy.alpha, or_keep[rows].unsqueeze(0))
            expected["or_weight"][rows], expected["or_bias"][c] = w[0], b[0]
        policy.project_structure_(and_keep, or_keep)
        for name, value in expected.items():
            assert torch.equal(getattr(policy, name).detach(), value), (trial, name)


def _random_tables(vocabulary, make_table, rng, n, words):
    tables, targets = [], []
    for _ in range(n):
        predicates = ("find", "visited", "initial")
        facts = {p: {w for w in words if rng.random() < 0.5} for p in predicates}
        facts["find"].add("coin") if rng.random() < 0.5 else None
        table = make_table(vocabulary, facts, bool(rng.random() < 0.5))
        tables.append(table)
        target = [float(w in facts["find"] and w not in facts["visited"]) for w in vocabulary.words]
        target[-1] = float("coin" in facts["find"])
        targets.append(target)
    return collate(tables), torch.tensor(targets)


def test_gradient_descent_learns_find_and_not_visited_from_random_init(
    vocabulary, make_table
) -> None:
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    policy = _policy(vocabulary, gates=(1, 1), seed=4)
    # trained on north only
    batch, target = _random_tables(vocabulary, make_table, rng, 64, ["north"])
    optimizer = torch.optim.Adam(policy.parameters(), lr=0.05)
    for _ in range(200):
        truth = lnn_oracle.truth(policy, policy.literals(batch))  # autograd's forward
        loss = ((truth - target) ** 2).mean() + 0.01 * policy.constraint_loss()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        policy.project_()
    assert policy.structure() == {
        "direction": frozenset({frozenset({("find", False), ("visited", True)})}),
        "money": frozenset({frozenset({("find", False)})}),
    }
    test_batch, test_target = _random_tables(vocabulary, make_table, rng, 32, ["west", "east"])
    predicted = policy(test_batch) >= policy.alpha
    assert torch.equal(predicted, test_target.bool())  # the north rule applies to west and east


def test_an_artifact_state_without_a_class_priority_loads_with_none(vocabulary) -> None:
    policy = _policy(vocabulary)
    state = {k: v for k, v in policy.state_dict().items() if k != "priority"}
    other = _policy(vocabulary, seed=1)
    other.load_state_dict(state, strict=True)
    assert torch.equal(other.priority, torch.zeros_like(other.priority))
    torch.testing.assert_close(other.and_weight, policy.and_weight)


def test_each_class_verb_pair_has_its_own_network_whose_rows_read_only_its_gates():
    """direction with go and open, money with take: three networks, an action row per verb
    and word; a weight of the open network moves only the open rows, and the rules read one
    rule per (class, verb), keyed and identified by the network's name."""

    vocabulary = Vocabulary(
        (
            WordClass("direction", ("go", "open"), ("north", "south")),
            WordClass("money", ("take",), ("coin",)),
        )
    )
    policy = FolLnnPolicy(PolicyConfig(vocabulary.to_dict(), gates=(1, 2, 1)))
    lnn = policy.lnn()
    assert policy.n_actions == 5 and policy.network_names == (
        "direction",
        "direction:open",
        "money",
    )
    assert lnn.row_network.tolist() == [0, 0, 1, 1, 2]  # go north, go south, open n, open s, take
    assert lnn.row_gates.tolist() == [
        [1, 0, 0, 0], [1, 0, 0, 0], [0, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 1]
    ]  # fmt: skip
    table = FactTable(None, np.eye(3, 3, dtype=np.float32), np.zeros(1, np.float32))
    before = policy.scores(table)
    with torch.no_grad():  # the open network's first gate: find(x), decisive
        policy.and_weight[1] = 0.0
        policy.and_weight[1, 0] = 1.0
        policy.and_bias[1] = 1.0
        policy.or_weight[1] = 1.0
        policy.or_weight[2] = 0.0
    after = policy.scores(table)
    assert np.array_equal(after[[0, 1, 4]], before[[0, 1, 4]])  # go and take unchanged
    assert after[2] == 1.0 and after[3] == 0.0  # open north (find(north)) / open south
    rules = policy.rules()
    assert [(r.class_name, r.verb) for r in rules] == [
        ("direction", "go"), ("direction", "open"), ("money", "take")
    ]  # fmt: skip
    assert rules[1].text == "∃x∈W_direction: find(x) → open(x)"
    assert rules[1].conjunctions[0].rule_id == "direction:open/0"
    assert set(policy.structure()) == {"direction", "direction:open", "money"}
    explained = policy.explain(table, "open north")
    assert explained.fired and explained.rule_id == "direction:open/0"
    oracle = lnn_oracle.explain(policy, table, "open north")
    assert dataclasses.replace(oracle, score=explained.score) == explained
    assert oracle.score == pytest.approx(explained.score, abs=1e-6)
