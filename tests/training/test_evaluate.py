"""The evaluation protocol on real small games with scripted actors, and the moving average."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from converter.converter import FOLConverter
from training.actor import Actor
from training.evaluate import Evaluator, MovingAverage, evaluate, moving_average_report
from training.methods import MethodSettings, make_method
from training.oracle import OracleActor, oracle_steps

NAMES = ("easy3", "easy5", "medium3", "medium5", "hard3", "hard5")


class ScriptActor:
    """Replays a fixed command list per slot (then repeats its last command); records calls."""

    def __init__(self, scripts: Sequence[Sequence[str]]) -> None:
        self.scripts = scripts
        self.calls: list[list[int]] = []
        self.observed: list[int] = []

    def reset(self, observations: Sequence[str]) -> None:
        assert len(observations) == len(self.scripts)
        self.cursor = [0] * len(self.scripts)
        self.calls, self.observed = [], []

    def act(self, slots: Sequence[int]) -> list[str]:
        self.calls.append(list(slots))
        out = []
        for i in slots:
            script = self.scripts[i]
            out.append(script[min(self.cursor[i], len(script) - 1)])
            self.cursor[i] += 1
        return out

    def observe(self, slots, commands, observations) -> None:
        assert len(slots) == len(commands) == len(observations)
        self.observed.extend(slots)


class RandomMoveActor:
    """Uniformly random ``go`` commands (seeded); it never takes the coin."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def reset(self, observations: Sequence[str]) -> None:
        pass

    def act(self, slots: Sequence[int]) -> list[str]:
        return [f"go {self.rng.choice(['north', 'south', 'east', 'west'])}" for _ in slots]

    def observe(self, slots, commands, observations) -> None:
        pass


@pytest.fixture(scope="module")
def paths(small_games):
    return [small_games[n] for n in NAMES]


def test_oracle_actor_solves_every_game_with_the_oracles_steps(paths):
    result = evaluate(OracleActor(paths, seed=3), paths)
    assert result.reward == 1.0
    expected = [oracle_steps(p, 3 + i) for i, p in enumerate(paths)]
    assert [g.steps for g in result.per_game] == expected
    assert result.steps == sum(expected) / len(expected)
    assert [g.path for g in result.per_game] == [str(p) for p in paths]


def test_unsolved_games_score_zero_reward_and_max_steps(paths):
    result = evaluate(RandomMoveActor(seed=0), paths[:3])
    assert result.reward == 0.0 and result.steps == 100.0
    assert all(g.reward == 0.0 and g.steps == 100 for g in result.per_game)


def test_mixed_batch_scores_by_the_protocol_and_stops_finished_slots(paths, walkthroughs):
    # Even slots follow the walkthrough; odd slots walk it but never take the coin.
    scripts = [
        walkthroughs[n] if i % 2 == 0 else walkthroughs[n][:-1] + ["go nowhere"]
        for i, n in enumerate(NAMES)
    ]
    actor = ScriptActor(scripts)
    with Evaluator(paths, max_steps=30) as evaluator:
        first = evaluator.run(actor)
        assert [g.reward for g in first.per_game] == [1.0, 0.0] * 3
        solved = [len(scripts[i]) for i in (0, 2, 4)]
        assert [g.steps for g in first.per_game] == [solved[0], 30, solved[1], 30, solved[2], 30]
        assert first.reward == 0.5
        assert first.steps == (sum(solved) + 3 * 30) / 6
        # Each slot is asked exactly as many times as it stepped, in ascending order.
        for i, g in enumerate(first.per_game):
            assert sum(i in call for call in actor.calls) == g.steps
            assert actor.observed.count(i) == g.steps
        assert all(call == sorted(call) for call in actor.calls)
        assert evaluator.run(actor) == first  # the same games, reset and replayed


def test_actor_must_answer_every_running_slot(paths):
    class Mute(RandomMoveActor):
        def act(self, slots):
            return []

    with pytest.raises(ValueError):
        evaluate(Mute(0), paths[:2])


def test_moving_average_reports_the_window_ending_at_each_epoch():
    evaluations = [(e, e / 1000, 100 - e / 10) for e in range(10, 310, 10)]  # every 10 epochs
    report = moving_average_report(evaluations)
    assert sorted(report) == [100, 200, 300]
    # (0, 100] holds epochs 10..100, (100, 200] holds 110..200: the left end is excluded.
    assert report[100] == MovingAverage(pytest.approx(0.055), pytest.approx(94.5), 10)
    assert report[200] == MovingAverage(pytest.approx(0.155), pytest.approx(84.5), 10)
    assert report[300].count == 10


def test_moving_average_with_explicit_epochs_and_gaps():
    evaluations = [(10, 1.0, 10.0), (90, 0.0, 100.0), (100, 0.5, 40.0), (250, 1.0, 20.0)]
    report = moving_average_report(evaluations, epochs=(50, 100, 150, 200, 300), window=100)
    assert report[50] == MovingAverage(1.0, 10.0, 1)
    assert report[100] == MovingAverage(0.5, 50.0, 3)
    assert report[150] == MovingAverage(0.25, 70.0, 2)  # epochs 90 and 100
    assert 200 not in report  # nothing evaluated in (100, 200]
    assert report[300] == MovingAverage(1.0, 20.0, 1)
    assert moving_average_report([]) == {}


class LoopingScriptActor(ScriptActor):
    """A ScriptActor whose state is its script position, clamped at the last command: once it
    repeats its last command forever, its key stops changing."""

    def state_key(self, slot: int) -> tuple[int, int]:
        return slot, min(self.cursor[slot], len(self.scripts[slot]) - 1)


def test_a_slot_caught_in_a_loop_stops_early_with_the_same_score(paths, walkthroughs):
    scripts = [walkthroughs[n] if i % 2 == 0 else ["go nowhere"] for i, n in enumerate(NAMES)]
    full = evaluate(LoopingScriptActor(scripts), paths, stop_loops=False)
    actor = LoopingScriptActor(scripts)
    stopped = evaluate(actor, paths)
    score = [(g.path, g.reward, g.steps) for g in full.per_game]
    assert [(g.path, g.reward, g.steps) for g in stopped.per_game] == score
    assert (stopped.reward, stopped.steps) == (full.reward, full.steps)
    assert [g.reward for g in full.per_game] == [1.0, 0.0] * 3
    assert [g.steps for g in stopped.per_game][1::2] == [100] * 3
    # how each ended: the refused move stopped as a loop, or played out to the step limit
    assert [g.end for g in stopped.per_game] == ["won", "refused"] * 3
    assert [g.end for g in full.per_game] == ["won", "limit"] * 3
    # after its first `go nowhere` a looping slot is back in its first state: asked once, not 100
    assert [sum(i in call for call in actor.calls) for i in (1, 3, 5)] == [1, 1, 1]


def test_loop_stopping_keeps_every_outcome_of_a_real_untrained_agent(paths):
    converter = FOLConverter()
    for seed in (0, 1):
        method = make_method("nn-dqn", converter.vocabulary, seed, MethodSettings())
        full = evaluate(Actor(converter, method, seed=seed), paths, stop_loops=False)
        fast = evaluate(Actor(converter, method, seed=seed), paths)
        # the same outcomes; only how an unsolved game ended may differ (a loop, the limit)
        assert [g[:3] for g in fast.per_game] == [g[:3] for g in full.per_game]
        assert (fast.reward, fast.steps) == (full.reward, full.steps)
