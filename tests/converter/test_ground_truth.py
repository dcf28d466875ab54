"""Every fact the converter derives from text equals the truth computed from TextWorld's own
game state, on real generated games of all three difficulties and on deep maps (TextWorld's
random distractor mode), along random, guided and depth-first walks."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass

import pytest
import textworld

from converter import FOLConverter, Turn

# (level, seed): easy L, medium 100+L, hard 200+L (docs/architecture.md §5). Small levels keep
# generation fast.
EASY = ((3, 11), (5, 12), (8, 13), (10, 14))
MEDIUM = ((103, 21), (105, 22), (108, 23), (110, 24))
HARD = ((203, 31), (205, 32), (208, 33), (210, 34))
# (level, rooms, seed) of deep maps: side branches up to 5 rooms deep, branching rooms off the path
DEEP = ((4, 12, 103), (5, 20, 101))
DIRECTIONS = ("north", "south", "east", "west")
INFOS = textworld.EnvInfos(facts=True, description=True, policy_commands=True)
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


@dataclass
class Truth:
    """Ground truth of docs/architecture.md §3 computed from TextWorld's own game facts, step by
    step."""

    visited: set[str]
    first_from: dict[str, str | None]
    current: str | None = None
    facts: tuple = ()

    @classmethod
    def new(cls) -> Truth:
        return cls(set(), {})

    def exits(self) -> set[str]:
        """Exit directions of the current room."""
        return {d for (room, d) in _edges(self.facts) if room == self.current}

    def update(self, facts: list) -> None:
        """Advance with the facts of the state after a step (or after reset)."""
        self.facts = tuple(facts)
        room = next(f.arguments[1].name for f in facts if f.name == "at" and _is_player(f))
        if room not in self.visited:
            self.first_from[room] = self.current if self.current != room else None
            self.visited.add(room)
        self.current = room

    def expected(self, facts: list, words: tuple[str, ...]) -> tuple[str, dict[str, dict], bool]:
        """(room, {predicate: {word: truth}}, all_visited) in the current state."""
        edges = _edges(facts)
        coin_here = any(
            f.name == "at" and f.arguments[0].name == "coin" and f.arguments[1].name == self.current
            for f in facts
        )
        exits = {d for d in DIRECTIONS if (self.current, d) in edges}
        first = self.first_from.get(self.current)
        table = {"find": {}, "visited": {}, "initial": {}}
        for w in words:
            target = edges.get((self.current, w))
            table["find"][w] = w in exits or (w == "coin" and coin_here)
            table["visited"][w] = w in exits and target in self.visited
            table["initial"][w] = w in exits and first is not None and target == first
        all_visited = all(table["visited"][d] for d in exits)
        return self.current, table, all_visited


def _edges(facts) -> dict[tuple[str, str], str]:
    """(room, direction) -> room, from TextWorld's `north_of(a, b)` (a is north of b) facts."""
    edges = {}
    for f in facts:
        if f.name.endswith("_of") and f.name[:-3] in DIRECTIONS:
            a, b = (v.name for v in f.arguments)
            edges[(b, f.name[:-3])] = a
    return edges


def _is_player(fact) -> bool:
    return fact.arguments[0].type == "P"


def random_walk(rng: random.Random, n_steps: int) -> list[str]:
    """Moves (many refused), `look`, a `take coin` now and then, and a few invalid commands."""
    pool = [f"go {d}" for d in DIRECTIONS] * 5 + ["look", "take coin", "go coin", "inventory"]
    return [rng.choice(pool) for _ in range(n_steps)]


def _check(
    converter: FOLConverter, table, truth: Truth, facts, where: str, seen_true: Counter
) -> list[str]:
    room, expected, all_visited = truth.expected(facts, converter.vocabulary.words)
    errors = []
    if (table.room or "").lower() != room:
        errors.append(f"{where}: room {table.room!r} != {room!r}")
    for fact, value in table.facts(converter.vocabulary):
        want = all_visited if not fact.args else expected[fact.predicate][fact.args[0]]
        seen_true[fact.predicate] += int(want)
        seen_true[str(fact)] += int(want)
        if bool(value) != want:
            errors.append(f"{where}: {fact} = {value}, truth {want}")
    return errors


def _play(converter: FOLConverter, path, actions_for, seen_true: Counter) -> tuple[int, list[str]]:
    """Play one episode; compare feedback-, description- and history-based facts with truth."""
    env = textworld.start(str(path), INFOS)
    state = env.reset()
    truth = Truth.new()
    truth.update(state.facts)
    feedback_ep = converter.start(state.feedback)
    description_ep = converter.start(state.description)
    history: list[Turn] = []
    previous = state.feedback
    errors = _check(converter, feedback_ep.facts, truth, state.facts, "reset", seen_true)
    errors += _check(
        converter, description_ep.facts, truth, state.facts, "reset/description", seen_true
    )
    n = 2
    for k, action in enumerate(actions_for(state, truth)):
        state, _, done = env.step(action)
        truth.update(state.facts)
        where = f"step {k} {action!r}"
        table = feedback_ep.step(action, state.feedback)
        history.append(Turn(previous, action))
        previous = state.feedback
        errors += _check(converter, table, truth, state.facts, where, seen_true)
        if not done:  # after the end `description` still shows the coin TextWorld took away
            desc = description_ep.step(action, state.description)
            errors += _check(
                converter, desc, truth, state.facts, where + " (description)", seen_true
            )
            n += 1
        if k % 7 == 0 or done:
            replayed = converter.convert(state.feedback, history)
            assert replayed.room == table.room
            assert (replayed.unary == table.unary).all(), where
            assert (replayed.nullary == table.nullary).all(), where
        n += 1
        if done:
            break
    env.close()
    return n, errors


def _guided(rng: random.Random):
    """The walkthrough, with `look`, a refused move and a detour into a side room (and back)
    before each step."""

    def actions(state, truth: Truth):
        for step in state.policy_commands:
            yield "look"
            exits = truth.exits()
            refused = [d for d in DIRECTIONS if d not in exits]
            if refused:
                yield f"go {rng.choice(refused)}"
            sides = sorted(d for d in exits if f"go {d}" != step)
            if sides:
                side = rng.choice(sides)
                yield f"go {side}"
                yield f"go {OPPOSITE[side]}"
            yield step

    return actions


def _depth_first(rng: random.Random):
    """Explore every room depth-first (unvisited exits in random order, then back the way the
    room was first entered), with `look` and a refused move now and then, ending with the coin:
    every branching room is left again with all its exits visited."""

    def actions(state, truth: Truth):
        steps = 0
        while steps < 400:
            here = truth.current
            edges = _edges(truth.facts)
            fresh = sorted(d for d in truth.exits() if edges[(here, d)] not in truth.visited)
            back = [d for d in truth.exits() if edges[(here, d)] == truth.first_from.get(here)]
            if rng.random() < 0.15:
                yield rng.choice(["look", *(f"go {d}" for d in DIRECTIONS)])
            elif fresh:
                yield f"go {rng.choice(fresh)}"
            elif back:
                yield f"go {back[0]}"
            else:  # everything explored, back in the start room
                yield "take coin"
                return
            steps += 1

    return actions


@pytest.mark.parametrize("difficulty,games", [("easy", EASY), ("medium", MEDIUM), ("hard", HARD)])
def test_facts_match_textworld_truth(converter: FOLConverter, game_file, difficulty, games) -> None:
    observations, errors, seen_true = 0, [], Counter()
    for level, seed in games:
        game = game_file(level, seed)
        rng = random.Random(level * 1000 + seed)
        n, errs = _play(
            converter, game.path, lambda state, truth, rng=rng: random_walk(rng, 70), seen_true
        )
        observations += n
        errors += [f"{game.path.name} random {e}" for e in errs]
        n, errs = _play(converter, game.path, _guided(rng), seen_true)
        observations += n
        errors += [f"{game.path.name} guided {e}" for e in errs]
    assert not errors, "\n".join(errors[:20])
    assert observations >= 700, observations  # x 3 difficulties: > 2,000 observations
    for predicate in ("find", "visited", "initial", "all_visited", "find(coin)"):
        assert seen_true[predicate] > 0, f"{predicate} never true: the walks test too little"


def test_facts_match_textworld_truth_on_deep_maps(converter: FOLConverter, deep_game_file) -> None:
    observations, errors, seen_true = 0, [], Counter()
    for level, rooms, seed in DEEP:
        game = deep_game_file(level, rooms, seed)
        rng = random.Random(rooms * 1000 + seed)
        for name, walk in [
            ("random", lambda state, truth, rng=rng: random_walk(rng, 70)),
            ("guided", _guided(rng)),
            ("depth-first", _depth_first(rng)),
        ]:
            n, errs = _play(converter, game.path, walk, seen_true)
            observations += n
            errors += [f"{game.path.name} {name} {e}" for e in errs]
    assert not errors, "\n".join(errors[:20])
    assert observations >= 300, observations
    for predicate in ("find", "visited", "initial", "all_visited", "find(coin)"):
        assert seen_true[predicate] > 0, f"{predicate} never true: the walks test too little"


@pytest.mark.parametrize("games", [EASY + MEDIUM + HARD])
def test_room_names_are_unique_within_each_game(game_file, games) -> None:
    """Header identity is exact: no two rooms of a game share a name (TextWorld numbers them)."""
    for level, seed in games:
        data = json.loads(game_file(level, seed).path.with_suffix(".json").read_text())
        names = [info["name"].lower() for _, info in data["infos"] if info["type"] == "r"]
        assert len(names) == len(set(names)), (level, seed, Counter(names).most_common(2))


@pytest.mark.slow
def test_big_hard_game_matches_truth(converter: FOLConverter, game_file) -> None:
    """A 75-room hard game (level 225): long random walk and guided walk, 100% agreement."""
    game = game_file(225, 41)
    seen_true: Counter = Counter()
    rng = random.Random(225)
    n1, errs1 = _play(converter, game.path, lambda s, t: random_walk(rng, 250), seen_true)
    n2, errs2 = _play(converter, game.path, _guided(rng), seen_true)
    assert not errs1 + errs2, "\n".join((errs1 + errs2)[:20])
    assert n1 + n2 >= 300


@pytest.mark.slow
def test_room_names_unique_in_big_generated_maps() -> None:
    """Room names never repeat inside a game, even with 75 rooms (checked before compiling)."""
    from textworld.challenges.tw_coin_collector import coin_collector
    from textworld.generator.game import GameOptions

    for level in (225, 150):
        for seed in range(3):
            options = GameOptions()
            options.seeds = seed
            options.grammar.only_last_action = True
            game = coin_collector.make({"level": level}, options)
            names = [game.infos[r.id].name.lower() for r in game.world.rooms]
            assert len(names) == len(set(names)), (level, seed)
