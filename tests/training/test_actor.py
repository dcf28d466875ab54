"""The exploring draw of the training actor (issue 42; docs/training.md, "A count-based exploring
draw"): uniform as before, or weighted by how often each candidate left the agent where it was,
in the room as the episode's map knows it."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from converter.converter import FOLConverter
from training.actor import Actor
from training.methods import MethodSettings, make_method

HALL = (
    "-= Hall =-\nYou are in a hall.\n\nThere is an exit to the north. There is an exit to the east."
)
REFUSED = "You can't go that way."


@pytest.fixture(scope="module")
def parts():
    converter = FOLConverter()
    return converter, make_method("fol-lnn", converter.vocabulary, 0, MethodSettings())


def _actor(parts, draw: str, seed: int = 0) -> Actor:
    converter, method = parts
    actor = Actor(converter, method, "all", epsilon=1.0, seed=seed, explore_draw=draw)
    actor.reset([HALL])
    return actor


def _refuse(actor: Actor, command: str, times: int) -> None:
    """``command`` tried ``times`` times in the hall and refused each time."""
    index = actor.commands.index(command)
    for _ in range(times):
        actor._acted[0] = actor._place(0), index
        actor.observe([0], [command], [REFUSED])


def _draws(actor: Actor, n: int) -> Counter:
    return Counter(actor.commands[actor._explore(0, actor.mask(0))] for _ in range(n))


def test_the_uniform_draw_is_the_draw_it_always_was(parts):
    actor = _actor(parts, "uniform", seed=7)
    allowed = np.flatnonzero(actor.mask(0))
    assert len(allowed) == 5  # every verb on every word
    rng, expected = np.random.default_rng(7), []
    for _ in range(50):  # ε's coin, then ``rng.choice(allowed)``'s draw
        assert rng.random(1)[0] < 1.0
        expected.append(int(allowed[rng.integers(0, len(allowed))]))
    assert [actor.act_indices([0])[0] for _ in range(50)] == expected


def test_a_count_based_draw_weighs_what_changed_nothing_by_one_over_one_plus_its_count(parts):
    actor = _actor(parts, "count-based", seed=3)
    _refuse(actor, "go west", 3)  # weight 1/4, the others 1 each: 1/17 of the draws
    assert actor._stays[0][actor._place(0), actor.commands.index("go west")] == 3
    draws = _draws(actor, 17_000)  # 1 000 and 4 000 expected, ± 4 standard deviations
    assert 880 < draws["go west"] < 1_120
    assert all(3_780 < draws[c] < 4_220 for c in ("go north", "go east", "take coin"))


def test_no_repeat_draws_what_changed_nothing_only_when_nothing_else_is_left(parts):
    actor = _actor(parts, "no-repeat", seed=3)
    _refuse(actor, "go west", 1)
    assert "go west" not in _draws(actor, 500)
    for command in actor.commands:
        if command != "go west":
            _refuse(actor, command, 2)
    assert set(_draws(actor, 500)) == {"go west"}  # now the least tried


def test_what_changed_nothing_is_counted_per_place_and_per_episode(parts):
    actor = _actor(parts, "count-based", seed=3)
    west = actor.commands.index("go west")
    _refuse(actor, "go west", 5)
    before = actor._place(0)
    actor.observe([0], ["look"], [HALL.replace("exit to the east", "exit to the south")])
    assert actor._place(0) != before  # the hall as the map now knows it: another place
    assert actor._stays[0][actor._place(0), west] == 0
    actor.observe([0], ["look"], [HALL])  # the hall as it was: its count again
    assert actor._place(0) == before and actor._stays[0][before, west] == 5
    actor.reset([HALL])
    assert actor._stays[0][actor._place(0), west] == 0


def test_a_step_is_counted_once_and_a_memo_actor_draws_uniformly(parts):
    actor = _actor(parts, "count-based", seed=3)
    actor.observe([0], ["look"], [HALL])  # no action drawn yet: nothing to count
    _refuse(actor, "go west", 1)
    actor.observe([0], ["look"], [HALL])
    assert actor._stays[0][actor._place(0), actor.commands.index("go west")] == 1
    converter, method = parts
    with pytest.raises(ValueError, match="uniform"):
        Actor(converter, method, memo=True, explore_draw="count-based")


def test_greedy_steps_are_counted_too(parts):
    converter, method = parts
    actor = Actor(converter, method, "all", epsilon=0.0, seed=0, explore_draw="count-based")
    actor.reset([HALL])
    index = actor.act_indices([0])[0]
    actor.observe([0], [actor.commands[index]], [REFUSED])
    assert actor._stays[0][actor._place(0), index] == 1
