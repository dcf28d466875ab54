"""The paper's FOL-LNN (`fol-lnn`): the LNN is the only network and learns from reward."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import numpy as np
import pytest
import torch

from converter.converter import FOLConverter
from model import kernel
from model.policy import Literal
from model.registry import load_artifact
from tests import lnn_oracle
from training.families import run_vocabulary
from training.games import ensure_games, textworld_game_set
from training.methods import METHODS, FolLnnSettings, MethodSettings, TensorBatch, make_method
from training.methods.base import fact_batch
from training.methods.fol_lnn_update import Seen
from training.replay import Batch
from training.rulecheck import program_agreement
from training.settings import DEVICE_ABLATIONS
from training.train import TrainArgs, train


def _method(**settings):
    vocabulary = FOLConverter().vocabulary
    return make_method("fol-lnn", vocabulary, 0, MethodSettings(fol_lnn=FolLnnSettings(**settings)))


def _replayed(method, reward, terminal, score=(1.0, 0.0), mask=None) -> Batch:
    """Two transitions from a room with an unvisited north exit and a coin, taking the coin
    (action 4) and going north (action 0), into a state with the same exits whose north is
    visited (not the state they left: no self-loop)."""
    vocabulary = method.vocabulary
    n_words, n_unary = len(vocabulary.words), len(vocabulary.unary_predicates)
    unary = np.zeros((2, n_words, n_unary), np.uint8)
    unary[:, [0, 4], vocabulary.unary_predicates.index("find")] = 1
    state = {"unary": unary, "nullary": np.zeros((2, len(vocabulary.nullary_predicates)), np.uint8)}
    after = unary.copy()
    after[:, 0, vocabulary.unary_predicates.index("visited")] = 1
    next_state = {"unary": after, "nullary": state["nullary"]}
    mask = np.array([[True, False, False, False, True]] * 2) if mask is None else mask
    return Batch(
        state=state,
        mask=mask,
        action=np.array([4, 0]),
        reward=np.array(reward, np.float32),
        score=np.array(score, np.float32),
        next_state=next_state,
        next_mask=mask,
        terminal=np.array(terminal, np.float32),
    )


def _batch(method, reward, terminal, **kwargs) -> TensorBatch:
    return TensorBatch.from_replay(_replayed(method, reward, terminal, **kwargs))


def _targets(method, batch: TensorBatch, gamma: float):
    """The update's targets, as its torch oracle computes them (the update's equal it:
    tests/training/test_fol_lnn_update.py)."""
    return lnn_oracle.fol_lnn_targets(method, batch, gamma)


def _loss_and_grads(method, batch: TensorBatch):
    """The update's loss and its gradients (and_weight, or_weight, priority), as it runs."""
    replay = Batch(
        {k: v.numpy() for k, v in batch.state.items()},
        batch.mask.numpy(),
        batch.action.numpy(),
        batch.reward.numpy(),
        batch.score.numpy(),
        {k: v.numpy() for k, v in batch.next_state.items()},
        batch.next_mask.numpy(),
        batch.terminal.numpy(),
    )
    return method.learner(1e-3).loss_and_grads(replay, 0.9)


def _hold(method, truth_of_action: dict[int, float]) -> None:
    """Make the network's truths what the test needs: each listed action's class OR is set so
    that its truth is the given value everywhere (one gate per class, firing on find(x))."""
    net = method.network
    with torch.no_grad():
        net.and_weight.zero_()
        net.and_weight[:, 0] = 1.0  # every gate: find(x)
        net.or_weight.zero_()
        for action, truth in truth_of_action.items():
            c = int(method.class_of_action[action])
            net.or_weight[net._gate_slice(c).start] = truth


def test_a_rewarded_action_is_true_and_an_unrewarded_one_false_beside_a_true_alternative():
    method = _method()
    _hold(method, {0: 1.0, 4: 1.0})  # go north and take coin both held True
    batch = _batch(method, reward=[1.0, 0.0], terminal=[1.0, 0.0])
    target, _, _ = _targets(method, batch, gamma=0.9)
    # the coin won the game: its return 1 reaches the best other truth (go north, 1): True;
    # going north without reward returns 0.9 × 1 < 1 (taking the coin is held True): False
    assert target.tolist() == [1.0, 0.0]


def test_an_unrewarded_action_is_true_when_no_alternative_is_held_true():
    method = _method()
    _hold(method, {0: 1.0, 4: 0.0})
    batch = _batch(method, reward=[1.0, 0.0], terminal=[1.0, 0.0])
    target, _, _ = _targets(method, batch, gamma=0.9)
    assert target[1] == 1.0  # 0.9 × 1 reaches the coin's truth 0


def test_the_only_candidate_is_true():
    method = _method()
    _hold(method, {0: 1.0, 4: 1.0})
    alone = np.array([[False, False, False, False, True], [True, False, False, False, False]])
    batch = _batch(method, reward=[0.0, 0.0], terminal=[0.0, 0.0], mask=alone)
    target, _, _ = _targets(method, batch, gamma=0.9)
    assert target.tolist() == [1.0, 1.0]


def _room(method, exits: dict[int, str], reward: float) -> TensorBatch:
    """One transition taking exit 0 from a room whose exits (word index -> facts, "v" visited,
    "i" the way in) are all visited, with the given reward, into a room with the same exits
    whose all_visited is not (yet) true: another state with the same truths here."""
    vocabulary = method.vocabulary
    unary = np.zeros((1, len(vocabulary.words), len(vocabulary.unary_predicates)), np.uint8)
    column = vocabulary.unary_predicates.index
    for word, facts in exits.items():
        unary[0, word, column("find")] = 1
        unary[0, word, column("visited")] = "v" in facts
        unary[0, word, column("initial")] = "i" in facts
    nullary = np.ones((1, len(vocabulary.nullary_predicates)), np.uint8)  # all_visited
    state = {"unary": unary, "nullary": nullary}
    mask = np.zeros((1, len(vocabulary.actions)), bool)
    mask[0, list(exits)] = True
    replayed = Batch(
        state,
        mask,
        np.array([0]),
        np.array([reward], np.float32),
        np.zeros(1, np.float32),
        {"unary": unary, "nullary": np.zeros_like(nullary)},
        mask,
        np.zeros(1, np.float32),
    )
    return TensorBatch.from_replay(replayed)


def test_a_case_whose_twin_decides_its_target_teaches_nothing_and_seeds_no_gate():
    """The start room revisited: two exits with the same facts. Whatever the network holds for
    one it holds for the other, so 'True when it reaches the best other' has no answer."""
    method = _method()
    _hold(method, {0: 0.0})
    twins = _room(method, {0: "v", 1: "v"}, reward=0.0)
    target, _, defined = _targets(method, twins, gamma=0.9)
    assert target.tolist() == [1.0] and defined.tolist() == [False]
    loss, _ = _loss_and_grads(method, twins)
    assert loss == 0.0
    assert method._window.positives.sum() == 0  # not a True case the growth check counts
    # a return of 1 is True whatever the twin holds; beside a distinct rival held True an
    # unrewarded move is False whatever it holds: both defined
    rewarded = _room(method, {0: "v", 1: "v"}, reward=1.0)
    assert _targets(method, rewarded, gamma=0.9)[2].tolist() == [True]
    _hold(method, {0: 1.0})
    beside = _room(method, {0: "v", 1: "v", 2: "vi"}, reward=0.0)
    net = method.network
    gate = net._gate_slice(int(method.class_of_action[0])).start
    with torch.no_grad():  # the way in (word 2) held True, the two branches held False
        net.and_weight[gate, net.literal_set.index(Literal("initial", False))] = 1.0
    target, _, defined = _targets(method, beside, gamma=0.9)
    assert target.tolist() == [0.0] and defined.tolist() == [True]
    # a distinct rival is no twin: the undefined test does not apply
    alone = _room(method, {0: "v", 2: "vi"}, reward=0.0)
    assert _targets(method, alone, gamma=0.9)[2].tolist() == [True]


def test_the_lnn_weights_and_class_priority_are_trained_at_one_rate_and_its_biases_stay_one():
    method = _method()
    groups = method.param_groups(1e-3)
    assert [g["lr"] for g in groups] == [1e-3]
    net = method.network
    trained = {id(p) for p in groups[0]["params"]}
    assert trained == {id(net.and_weight), id(net.or_weight), id(net.priority)}
    assert (net.and_bias == 1).all() and (net.or_bias == 1).all()


def test_updates_teach_the_targets_and_keep_weights_in_the_unit_interval():
    method = _method()
    learner = method.learner(3e-2)
    replay = _replayed(method, reward=[1.0, 1.0], terminal=[1.0, 0.0])
    batch = TensorBatch.from_replay(replay)
    for _ in range(100):
        learner.step(replay, 0.9)
        method.after_update()
    truth = method.network(fact_batch(batch.state))
    assert truth[0, 4] > 0.9 and truth[1, 0] > 0.9  # rewarded: True
    assert truth[0, 1:4].max() < 0.1  # go south/east/west: not candidates, False
    net = method.network
    for weight in (net.and_weight, net.or_weight):
        assert ((weight >= 0) & (weight <= 1)).all()
    assert (net.and_bias == 1).all() and (net.or_bias == 1).all()


def test_the_class_of_the_action_that_won_the_game_learns_to_rank_first():
    method = _method()
    _hold(method, {0: 1.0, 4: 1.0})
    learner = method.learner(1e-2)
    replay = _replayed(method, reward=[1.0, 1.0], terminal=[1.0, 0.0])
    money = method.vocabulary.classes.index(method.vocabulary.word_class("coin"))
    for _ in range(20):
        learner.step(replay, 0.9)
    priority = method.network.priority.detach()
    assert priority[money] > priority[1 - money]


def _door_room(method) -> Batch:
    """TextWorldExpress's vocabulary (go and open on directions): a room with an open,
    unvisited east exit and a closed door north; the agent opened the door (no reward) into the
    same room with the door open (not a self-loop)."""
    vocabulary = method.vocabulary
    column = vocabulary.unary_predicates.index
    north, east = vocabulary.words.index("north"), vocabulary.words.index("east")
    unary = np.zeros((1, len(vocabulary.words), len(vocabulary.unary_predicates)), np.uint8)
    unary[0, [north, east], column("find")] = 1
    unary[0, north, column("closed")] = 1
    after = unary.copy()
    after[0, north, column("closed")] = 0
    nullary = np.zeros((1, len(vocabulary.nullary_predicates)), np.uint8)
    mask = np.ones((1, len(vocabulary.actions)), bool)  # the whole action space
    return Batch(
        {"unary": unary, "nullary": nullary},
        mask,
        np.array([vocabulary.actions.index("open north")]),
        np.zeros(1, np.float32),
        np.zeros(1, np.float32),
        {"unary": after, "nullary": nullary},
        mask,
        np.zeros(1, np.float32),
    )


def test_a_network_whose_true_action_returned_less_than_another_networks_truth_ranks_below():
    """Every action held True where its word is found (go east, go north, open north, open
    east): opening the door returns 0.9 × 1, short of go east's truth 1 (its target False), so
    the go network learns to rank above the open network. The old priority learned only where
    the game was won and had no gradient here: the tie stayed a coin toss."""
    vocabulary = run_vocabulary("families", FOLConverter())
    method = make_method("fol-lnn", vocabulary, 0, MethodSettings(fol_lnn=FolLnnSettings()))
    go, opening = (vocabulary.actions.index(a) for a in ("go east", "open north"))
    _hold(method, {go: 1.0, opening: 1.0})
    replay = _door_room(method)
    target, _, defined = _targets(method, TensorBatch.from_replay(replay), gamma=0.9)
    assert target.tolist() == [0.0] and defined.tolist() == [True]
    # the numpy update's priority gradient is autograd's on the oracle's loss
    twin = copy.deepcopy(method)
    _, grads = method.learner(1e-2).loss_and_grads(replay, 0.9)
    loss = lnn_oracle.fol_lnn_loss(twin, TensorBatch.from_replay(replay), 0.9).total
    (want,) = torch.autograd.grad(loss, [twin.network.priority], allow_unused=True)
    assert grads[2] is not None
    torch.testing.assert_close(torch.from_numpy(grads[2]), want)
    learner = method.learner(1e-2)
    for _ in range(20):
        learner.step(replay, 0.9)
    priority = method.network.priority.detach()
    go_net, open_net = (int(method.class_of_action[a]) for a in (go, opening))
    assert priority[go_net] > priority[open_net]


def test_the_constraint_is_annealed_in_after_anneal_start():
    method = _method(constraint_weight=2.0, anneal_start=10, anneal_epochs=10)
    method.begin_epoch(5)
    assert method.constraint_lambda == 0.0
    method.begin_epoch(15)
    assert method.constraint_lambda == 1.0
    method.begin_epoch(40)
    assert method.constraint_lambda == 2.0


@pytest.mark.slow
def test_trained_by_the_protocol_its_weights_are_crisp_and_its_rules_are_what_it_does(
    tmp_path, small_games
):
    """Medium level-5 training games, 110 epochs (the constraint is annealed in by 100): every
    weight is 0 or 1, the money rule reads ``find(x) → take(x)``, and the published rules run as
    a program pick what the network picks on the small test games."""
    games = Path(__file__).resolve().parents[2] / "var" / "test-games" / "protocol"
    specs = textworld_game_set("medium", "train")[:8] + textworld_game_set("medium", "test")[:3]
    ensure_games(specs, games, workers=2, progress=False)
    result = train(
        TrainArgs(
            method="fol-lnn",
            difficulty="medium",
            epochs=110,
            seed=0,
            out=tmp_path / "run",
            games_dir=games,
            train_games=8,
            test_games=3,
            eval_every=110,
            progress=False,
        )
    )
    net = load_artifact(result.artifact).model
    for weight in (net.and_weight, net.or_weight):
        assert ((weight == 0) | (weight == 1)).all(), weight
    texts = [r["text"] for r in result.rules]
    assert "∃x∈W_money: find(x) → take(x)" in texts
    agreement = program_agreement(result.artifact, list(small_games.values()), engine="fast")
    assert agreement.disagreements == ()


def _direction_gate(method) -> int:
    return method.network._gate_slice(int(method.class_of_action[0])).start


def test_a_true_case_teaches_only_a_gate_of_its_kind_and_a_missed_one_seeds_its_kind():
    """Typed credit: the class's initial gate is of the rewarded kind; a True case whose move
    earned nothing (the way back out of a dead end) does not bend it, and the miss grows a gate
    of its own kind, the case's literals."""
    method = _method(typed_credit=True, equal_init=True, grow_patience=1)
    net = method.network
    assert (net.and_weight == net.init_scale / 2).all()  # equal_init (through make_method)
    gate = _direction_gate(method)

    def gradient(reward: float) -> np.ndarray:
        return _loss_and_grads(method, _room(method, {0: "vi"}, reward=reward))[1][0][gate]

    assert np.abs(gradient(0.0)).sum() == 0  # the alone way back: True, bootstrapped
    assert np.abs(gradient(1.0)).sum() > 0  # the same move, rewarded: it teaches the gate
    method = _method(typed_credit=True, equal_init=True, grow_patience=1)
    for _ in range(2):  # two windows in which the way back is missed: the class grows
        _loss_and_grads(method, _room(method, {0: "vi"}, reward=0.0))
        grew = method.after_update()
    assert grew
    direction = int(method.class_of_action[0])
    assert method.gate_kind[direction] == [True, False]
    rule = method.network.rules()[direction]
    # the case's literals but all_visited, which never varied in these states
    assert [c.text for c in rule.conjunctions] == ["find(x) ∧ visited(x) ∧ initial(x)"]


def test_a_grown_gate_starts_as_the_case_missed_most_or_what_the_missed_cases_share():
    """``grow_from_share``: None (the default) seeds the conjunction of the case missed most
    often; a share seeds the literals that share of the missed cases of its kind hold."""
    names = [str(lit) for lit in _method().network.literal_set]
    n = len(names)

    def row(*literals: str) -> np.ndarray:
        r = np.zeros(n, bool)
        r[[names.index(lit) for lit in literals]] = True
        return r

    cases = np.stack(
        [row("find(x)", "¬visited(x)", "¬initial(x)", "¬all_visited")] * 3
        + [row("find(x)", "¬visited(x)", "initial(x)", "all_visited")] * 2
    )

    def grown(share: float | None) -> list[str]:
        method = _method(grow_patience=1, grow_from_share=share)
        direction = int(method.class_of_action[0])
        method._seen_true[direction] = method._seen_false[direction] = True  # all vary
        for _ in range(2):  # two windows with the same misses: the class grows
            method._window.count(np.array([direction] * 5), np.ones(5, bool), np.ones(5, bool))
            method._window.miss(direction, cases, np.ones(5, bool))
            grew = method.after_update()
        assert grew
        rule = method.network.rules()[direction]
        return [c.text for c in rule.conjunctions]

    assert "find(x) ∧ ¬visited(x) ∧ ¬initial(x) ∧ ¬all_visited" in grown(None)
    assert "find(x) ∧ ¬visited(x)" in grown(0.9)


def test_a_false_case_turns_the_gates_off_by_the_margin():
    """Two literals that are false together at a False case, 0.5 each, just turn the gate off
    (pre-activation 0): with ``false_margin`` the case keeps raising both (toward decisive)."""
    for margin, teaches in ((0.0, False), (0.1, True)):
        method = _method(false_margin=margin)
        net = method.network
        gate = _direction_gate(method)
        with torch.no_grad():
            net.and_weight.zero_()
            net.or_weight.fill_(1.0)
            net.and_weight[gate, net.literal_set.index(Literal("find", False))] = 1.0
            for predicate in ("visited", "initial"):
                net.and_weight[gate, net.literal_set.index(Literal(predicate, True))] = 0.5
        # the way in beside an unvisited exit held True: going back is False
        batch = _room(method, {0: "vi", 1: ""}, reward=0.0)
        with torch.no_grad():
            net.and_weight[gate + 1 :].zero_()  # other gates off
        target, _, _ = _targets(method, batch, gamma=0.9)
        assert target.tolist() == [0.0]
        and_grad = _loss_and_grads(method, batch)[1][0]
        pushed = and_grad[gate, net.literal_set.index(Literal("visited", True))]
        assert (pushed < 0) == teaches  # gradient descent raises the weight


def test_an_action_that_leaves_the_facts_as_they_were_and_earns_nothing_is_false():
    """The whole action space (--candidates all): ``take coin`` where no coin is found is
    refused and the facts stay as they were. Held True there beside exits held lower, its
    return γ·1 reached every other truth and taught it True (the fixed point the issue read as
    ``¬find ∧ all_visited → take``); its next state is its own state, so it is False."""
    method = _method()
    loop = _self_loop(method)
    target, held, defined = _targets(method, TensorBatch.from_replay(loop), gamma=0.9)
    assert held[0, 4] == 1.0 and held[0, 0] == 0.5  # take coin held above the way back
    assert target.tolist() == [0.0] and defined.tolist() == [True]
    # the same move into another state (the facts changed) keeps the DQN comparison: True
    moved = loop._replace(next_state={**loop.state, "nullary": np.zeros((1, 1), np.uint8)})
    assert _targets(method, TensorBatch.from_replay(moved), gamma=0.9)[0].tolist() == [1.0]


# -- every device has a switch (issue 42, item 3): a recorded setting of the one update --------


def test_each_device_ablation_turns_off_one_switch_of_the_default_settings():
    """``fol-lnn@<device>`` is fol-lnn with exactly its switch off; the default is every
    device on (today's update)."""
    default = dataclasses.asdict(FolLnnSettings())
    assert all(default[k] for k in ("self_loop_target", "priority_by_returns", "drop_undefined"))
    assert default["typed_credit"] and default["equal_init"] and default["false_margin"] > 0
    assert default["margin_until_decisive"] and default["teach_soft_gates"]
    assert default["explore_draw"] == "count-based"
    for device, overrides in DEVICE_ABLATIONS.items():
        spec = METHODS[f"fol-lnn@{device}"]
        assert spec.role == "ablation" and spec.candidates == "all" and spec.gamma == 0.9
        resolved = dataclasses.asdict(spec.resolve(MethodSettings()).fol_lnn)
        changed = {k: v for k, v in resolved.items() if default[k] != v}
        off = all(v in (False, 0.0, "uniform") for v in changed.values())
        assert changed == overrides and off, device


def _self_loop(method) -> Batch:
    """``take coin`` refused in a dead end (no coin found): the facts stay as they were."""
    net, vocabulary = method.network, method.vocabulary
    with torch.no_grad():  # money: ¬find(x) held True; direction: find(x) at OR weight 0.5
        net.and_weight.zero_()
        net.and_weight[net._gate_slice(0).start, net.literal_set.index(Literal("find", False))] = 1
        net.and_weight[net._gate_slice(1).start, net.literal_set.index(Literal("find", True))] = 1
        net.or_weight[net._gate_slice(0).start] = 0.5
        net.or_weight[net._gate_slice(1).start] = 1.0
    unary = np.zeros((1, len(vocabulary.words), len(vocabulary.unary_predicates)), np.uint8)
    unary[0, 0, :] = (1, 1, 1)  # a dead end: north found, visited, the way in
    state = {"unary": unary, "nullary": np.ones((1, 1), np.uint8)}
    everything = np.ones((1, len(vocabulary.actions)), bool)
    return Batch(
        state, everything, np.array([4]), np.zeros(1, np.float32), np.zeros(1, np.float32),
        state, everything, np.zeros(1, np.float32),
    )  # fmt: skip


def test_without_the_self_loop_target_a_refused_take_held_best_keeps_itself_true():
    """The issue-32 fixed point, recorded as a setting: off, the self-loop's return γ·1 is
    compared with the other candidates (0.5) and taught True; on (the default), False."""
    for switch, want in ((True, [0.0]), (False, [1.0])):
        method = _method(self_loop_target=switch)
        loop = TensorBatch.from_replay(_self_loop(method))
        target, _, defined = _targets(method, loop, gamma=0.9)
        assert target.tolist() == want and defined.tolist() == [True]
        loss, grads = _loss_and_grads(method, loop)
        # taught True, the held truth 1 is met: no loss and no gradient; taught False, both
        assert (loss > 0) == switch
        assert (sum(np.abs(g).sum() for g in grads if g is not None) > 0) == switch


def test_without_the_priority_by_returns_a_falling_short_case_moves_no_priority():
    """The door room of the test above: opening returned 0.9 < go east's truth 1. With the
    priority by returns the go network is ranked above; without it the priority has no row
    (the game was not won) and no gradient."""
    vocabulary = run_vocabulary("families", FOLConverter())
    go, opening = (vocabulary.actions.index(a) for a in ("go east", "open north"))
    for switch in (True, False):
        settings = MethodSettings(fol_lnn=FolLnnSettings(priority_by_returns=switch))
        method = make_method("fol-lnn", vocabulary, 0, settings)
        _hold(method, {go: 1.0, opening: 1.0})
        replay = _door_room(method)
        twin = copy.deepcopy(method)
        _, grads = method.learner(1e-2).loss_and_grads(replay, 0.9)
        assert (grads[2] is not None) == switch
        loss = lnn_oracle.fol_lnn_loss(twin, TensorBatch.from_replay(replay), 0.9).total
        (want,) = torch.autograd.grad(loss, [twin.network.priority], allow_unused=True)
        assert (want is not None) == switch


def test_with_undefined_cases_kept_a_twin_decided_case_is_taught():
    method = _method(drop_undefined=False)
    _hold(method, {0: 0.0})
    twins = _room(method, {0: "v", 1: "v"}, reward=0.0)
    target, _, defined = _targets(method, twins, gamma=0.9)
    assert target.tolist() == [1.0] and defined.tolist() == [True]
    loss, _ = _loss_and_grads(method, twins)
    assert loss > 0.0
    assert method._window.positives.sum() == 1  # a True case the growth check counts


def test_without_typed_credit_a_bootstrapped_true_case_teaches_the_rewarded_gate():
    method = _method(typed_credit=False)
    gate = _direction_gate(method)
    grads = _loss_and_grads(method, _room(method, {0: "vi"}, reward=0.0))[1]
    assert np.abs(grads[0][gate]).sum() > 0  # typed (the default): exactly 0


def test_typed_credit_applies_from_its_epoch():
    """``typed_credit_from``: before it the update credits as without typed credit, from it as
    with it (a schedule of the one update)."""
    method = _method(typed_credit_from=3)
    gate = _direction_gate(method)
    room = _room(method, {0: "vi"}, reward=0.0)
    for epoch, typed in ((1, False), (2, False), (3, True), (4, True)):
        method.begin_epoch(epoch)
        assert method.typed_credit is typed
        grads = _loss_and_grads(method, room)[1]
        assert (np.abs(grads[0][gate]).sum() > 0) is not typed
    assert _method(typed_credit=False, typed_credit_from=0).typed_credit is False


def test_without_equal_init_the_initial_and_weights_are_drawn():
    drawn = _method(equal_init=False).network.and_weight
    assert len(torch.unique(drawn)) > 1
    assert ((drawn >= 0) & (drawn <= FolLnnSettings().init_scale)).all()
    equal = _method().network.and_weight
    assert (equal == FolLnnSettings().init_scale / 2).all()


def test_a_grown_gate_generalised_over_what_was_seen_never_reaches_a_false_case():
    """``grow_general``: the money network missed a coin taken in a room not all visited
    (``find ∧ ¬all_visited``). Every take taught False was on no coin (``¬find``), and a coin
    was seen in a room all visited: without ``¬all_visited`` the conjunction holds there and on
    nothing taught False, so the gate starts as ``find(x)``. Off (the default), or where a take
    of a found coin in a room all visited was taught False, or where no such room was seen
    (no ground for the leap), it starts as the case missed."""
    vocabulary = FOLConverter().vocabulary
    n_words = len(vocabulary.words)
    find = vocabulary.unary_predicates.index("find")
    take = vocabulary.actions.index("take coin")

    def states(coin: list[bool], all_visited: list[bool]) -> np.ndarray:
        """(B, A, 2k) literal rows: a found north exit, a coin found or not, rooms all visited or
        not (every action's word is its own row: one word per action here)."""
        unary = np.zeros((len(coin), n_words, len(vocabulary.unary_predicates)), np.float32)
        unary[:, 0, find] = 1.0
        unary[:, take, find] = coin
        nullary = np.array(all_visited, np.float32)[:, None]
        return kernel.literal_rows(unary, nullary) >= 0.5

    def grown(general: bool, *, coin_seen_all_visited: bool, coin_false: bool) -> str:
        method = _method(grow_patience=1, grow_general=general)
        money = int(method.class_of_action[take])
        # replayed takes: refused ones (no coin, False), one missed win (coin, not all visited)
        coin = [False, False, True] + [coin_seen_all_visited]
        all_visited = [False, True, False, True]
        target = np.array([0.0, 0.0, 1.0, 0.0 if coin_false else 1.0], np.float32)
        if not coin_seen_all_visited:  # the fourth case is a refused take, as the first two
            target[3] = 0.0
        n = len(coin)
        seen = Seen(
            action=np.full(n, take),
            truth=np.zeros((n, len(vocabulary.actions)), np.float32),
            target=target,
            defined=np.ones(n, bool),
            rewarded=target >= 0.5,
            literals=states(coin, all_visited),
        )
        method.record(seen)
        missed = states([True], [False])[:, take]
        for _ in range(2):  # two windows with the same misses: the class grows
            method._window.count(np.array([money]), np.ones(1, bool), np.ones(1, bool))
            method._window.miss(money, missed, np.ones(1, bool))
            grew = method.after_update()
        assert grew
        with torch.no_grad():  # read the grown gate alone
            method.network.or_weight[method.network._gate_slice(money)][:-1] = 0.0
        return method.network.rules()[money].text

    assert grown(True, coin_seen_all_visited=True, coin_false=False).endswith(": find(x) → take(x)")
    assert "find(x) ∧ ¬all_visited" in grown(False, coin_seen_all_visited=True, coin_false=False)
    assert "find(x) ∧ ¬all_visited" in grown(True, coin_seen_all_visited=True, coin_false=True)
    assert "find(x) ∧ ¬all_visited" in grown(True, coin_seen_all_visited=False, coin_false=False)
