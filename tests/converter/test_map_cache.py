"""The converter's cache of maps by history (issue 34, item 6): a request whose history extends
an earlier one folds only its new turns, the facts are those of a full replay whatever the order
of the requests, no history's map is ever another's, and the cache stays within its budget."""

from __future__ import annotations

import dataclasses
import random
import threading

import pytest
import textworld

from converter import FOLConverter, MapTracker, Turn
from converter.map_cache import STEP_BYTES, TURNS_BACK, MapCache

MOVES = ["go north", "go south", "go east", "go west", "look", "take coin", "open door"]


def _walk(path, n_steps: int, seed: int) -> tuple[list[Turn], list[str]]:
    """A random walk of a real game: its history (observation, then the action taken) and the
    observation after each step (``observations[k]`` follows ``history[:k + 1]``)."""
    rng = random.Random(seed)
    env = textworld.start(str(path))
    state = env.reset()
    history, after, previous = [], [], state.feedback
    for _ in range(n_steps):
        action = rng.choice(MOVES)
        state, _, done = env.step(action)
        history.append(Turn(previous, action))
        after.append(state.feedback)
        previous = state.feedback
        if done:
            break
    env.close()
    return history, after


@pytest.fixture(scope="module")
def walks(game_file, deep_game_file) -> list[tuple[list[Turn], list[str]]]:
    return [
        _walk(game_file(105, 22).path, 60, 1),
        _walk(game_file(208, 33).path, 60, 2),
        _walk(deep_game_file(5, 20, 101).path, 80, 3),
    ]


def _state(tracker: MapTracker) -> dict:
    return {f.name: getattr(tracker, f.name) for f in dataclasses.fields(tracker)}


def _same(a, b) -> bool:
    return a.room == b.room and (a.unary == b.unary).all() and (a.nullary == b.nullary).all()


def test_facts_equal_a_full_replay_in_any_order(walks) -> None:
    """Every prefix of real walks, asked in play order (each request extends the last), in
    reverse and shuffled, through one cached converter: the same facts and the same map as a
    converter that keeps no map."""
    cached = FOLConverter(map_cache_bytes=1 << 24)
    plain = FOLConverter(map_cache_bytes=0)
    requests = [(after[k], history[: k + 1]) for history, after in walks for k in range(len(after))]
    shuffled = random.Random(0).sample(requests, len(requests))
    for observation, history in [*requests, *reversed(requests), *shuffled]:
        want = plain.track(observation, history)
        got = cached.track(observation, history)
        assert _state(got) == _state(want)
        assert _same(cached.facts_of(got), plain.facts_of(want))
    assert len(cached._maps) > 0


def test_next_turn_parses_only_the_new_text(walks) -> None:
    """A client sending turn N+1 after turn N: the converter parses one text, not N+2."""
    converter = FOLConverter(cache_size=0, map_cache_bytes=1 << 24)
    parsed = []
    parse = converter.parser.parse
    converter.parser.parse = lambda text: parsed.append(text) or parse(text)
    history, after = walks[0]
    converter.convert(after[29], history[:30])
    assert len(parsed) == 31
    parsed.clear()
    converter.convert(after[30], history[:31])
    assert parsed == [after[30]]
    parsed.clear()
    converter.convert(after[30], history[:31])  # the same request again: nothing to parse
    assert parsed == []


def test_a_cached_map_is_at_most_turns_back_behind(walks) -> None:
    """A map up to TURNS_BACK turns shorter is extended; an older one is not probed (the probes
    stay linear in the history): the full history is folded, with the same facts."""
    converter = FOLConverter(cache_size=0, map_cache_bytes=1 << 24)
    parsed = []
    parse = converter.parser.parse
    converter.parser.parse = lambda text: parsed.append(text) or parse(text)
    history, after = walks[2]
    converter.convert(after[9], history[:10])
    parsed.clear()
    converter.convert(after[9 + TURNS_BACK], history[: 10 + TURNS_BACK])
    assert len(parsed) == TURNS_BACK
    parsed.clear()
    far = 10 + 2 * TURNS_BACK + 1
    table = converter.convert(after[far], history[: far + 1])
    assert len(parsed) == far + 2
    assert _same(table, FOLConverter(map_cache_bytes=0).convert(after[far], history[: far + 1]))


@pytest.mark.parametrize("where", ["action", "observation", "split"])
def test_the_key_covers_every_text_of_the_history(walks, where: str) -> None:
    """Two clients whose histories differ in one early turn (its action, its observation, or
    the same characters split differently between an observation and its action) never get
    each other's map, whichever asks first."""
    history, after = walks[2]
    n = 20
    other = list(history[:n])
    o, a = other[3]
    other[3] = {
        "action": Turn(o, "go south" if a != "go south" else "go north"),
        "observation": Turn(o + " There is an exit to the east.", a),
        "split": Turn(o + a[:2], a[2:]),
    }[where]
    plain = FOLConverter(map_cache_bytes=0)
    for first, second in ((history[:n], other), (other, history[:n])):
        cached = FOLConverter(map_cache_bytes=1 << 24)
        cached.convert(after[n - 1], first)
        got = cached.track(after[n - 1], second)
        assert _state(got) == _state(plain.track(after[n - 1], second))
        assert len(cached._maps) == 2  # one map each: the second was not the first's


def test_a_hit_is_a_copy(walks) -> None:
    """Folding more turns onto a cached map leaves the cached one as it was."""
    history, after = walks[1]
    cached = FOLConverter(map_cache_bytes=1 << 24)
    first = cached.track(after[9], history[:10])
    kept = _state(first.copy())  # its containers, before the caller changes them
    first.observe("go north", cached.parser.parse("-= Nowhere =-"))  # the caller's to change
    cached.track(after[12], history[:13])  # extends the cached map of 10 turns
    again = cached.track(after[9], history[:10])
    assert _state(again) == kept


def test_copy_holds_every_field_and_shares_no_container(walks) -> None:
    history, after = walks[2]
    tracker = FOLConverter(map_cache_bytes=0).track(after[30], history[:31])
    twin = tracker.copy()
    assert _state(twin) == _state(tracker)
    for f in dataclasses.fields(tracker):
        value = getattr(tracker, f.name)
        if isinstance(value, dict | set):
            assert getattr(twin, f.name) is not value, f.name


def test_the_cache_stays_within_its_budget(walks) -> None:
    """Many histories through a small budget: the estimated bytes held never pass it, the
    least recently used go first, and a history larger than the whole budget is not kept."""
    history, after = walks[2]
    converter = FOLConverter(map_cache_bytes=0)
    tracker = converter.track(after[9], history[:10])

    def steps_of(k: int) -> tuple[str, ...]:  # a distinct history of 10 turns
        return (*[f"{k:02d}{text}" for turn in history[:10] for text in turn], after[9])

    probe = MapCache(1 << 30)
    probe.put(steps_of(0), tracker)
    assert probe.bytes >= STEP_BYTES * 21 + sum(len(t) for t in steps_of(0))
    budget = 3 * probe.bytes  # three histories of 10 turns
    cache = MapCache(budget)
    keys = []
    for k in range(12):
        steps = steps_of(k)
        keys.append(steps)
        cache.put(steps, tracker)
        assert cache.bytes <= budget
        if k == 5:
            assert cache.longest(keys[4])[0] == len(keys[4])  # used: kept over older ones
    assert len(cache) == 3
    assert cache.longest(keys[-1])[1] is not None
    assert cache.longest(keys[0]) == (0, None)
    assert cache.longest(keys[4]) == (0, None)  # used at 5, evicted since
    huge = (*("x" * 10_000 for _ in range(2 * 40 + 1)),)
    cache.put(huge, tracker)
    assert cache.longest(huge) == (0, None)
    assert cache.bytes <= budget


def test_budget_zero_keeps_nothing(walks) -> None:
    history, after = walks[0]
    converter = FOLConverter(map_cache_bytes=0)
    converter.convert(after[9], history[:10])
    assert len(converter._maps) == 0


def test_threads_sharing_a_converter_get_their_own_facts(walks) -> None:
    """Eight threads converting the prefixes of different walks through one converter (and its
    cache) at once: each gets the facts of a full replay of its own history."""
    cached = FOLConverter(map_cache_bytes=1 << 22)
    plain = FOLConverter(map_cache_bytes=0)
    jobs = [(after[k], history[: k + 1]) for history, after in walks for k in range(len(after))]
    want = [plain.convert(o, h) for o, h in jobs]
    wrong: list[int] = []

    def run(offset: int) -> None:
        for i in range(offset, len(jobs), 8):
            for j in (i, max(i - 3, 0), i):  # a retry and an older request among new ones
                if not _same(cached.convert(*jobs[j]), want[j]):
                    wrong.append(j)

    threads = [threading.Thread(target=run, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert wrong == []
