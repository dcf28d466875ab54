"""Property tests: arbitrary text never breaks the converter, facts are well formed, the
stateless rebuild equals incremental replay, and the tracker keeps tree-map invariants."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from converter import (
    MAX_OBSERVATION_CHARS,
    ConverterInputError,
    FactTable,
    FOLConverter,
    MapTracker,
    Turn,
)

CONVERTER = FOLConverter(cache_size=256)  # hypothesis and function-scoped fixtures don't mix
ROOMS = ("Attic", "Cellar", "Kitchen", "Spare Room", "Dish-Pit")
DIRS = ("north", "south", "east", "west")
SENTENCES = (
    "There is an unblocked exit to the {d}.",
    "You need an unguarded exit? You should try going {d}.",
    "There is a closed wooden door leading {d}.",
    "Hot tip- if you go {d}, you won't have to deal with any doors.",
)

room_text = st.builds(
    lambda room, exits, coin, style: (
        f"-= {room} =-\nYou are in a {room.lower()}.\n\n\n\n"
        + " ".join(SENTENCES[style % len(SENTENCES)].format(d=d) for d in sorted(exits))
        + ("\n\nThere is a coin on the floor." if coin else "")
        + f"\n\n\n\n>                    -= {room} =-0/1"
    ),
    st.sampled_from(ROOMS),
    st.sets(st.sampled_from(DIRS)),
    st.booleans(),
    st.integers(0, 3),
)
message_text = st.sampled_from(
    [
        "\nYou can't go that way.\n\n>   -= {r} =-0/3",
        "\nYou pick up the coin from the ground.\n\n>   -= {r} =-1/4",
        "\nYou can't see any such thing.\n\n>   -= {r} =-0/2",
        "You can't go that way.",
        "",
    ]
).flatmap(lambda t: st.sampled_from(ROOMS).map(lambda r: t.format(r=r)))
junk_text = st.text(max_size=300) | st.binary(max_size=200).map(
    lambda b: b.decode("utf-8", errors="surrogateescape")
)
observation = st.one_of(room_text, message_text, junk_text)
action = st.sampled_from([f"go {d}" for d in DIRS] + ["take coin", "look", "go coin", "", "ΩΩ"])
history = st.lists(st.builds(Turn, observation, action), max_size=12)


def _well_formed(table, converter: FOLConverter = CONVERTER) -> None:
    vocab = converter.vocabulary
    assert table.unary.shape == (len(vocab.words), len(vocab.unary_predicates))
    assert table.nullary.shape == (len(vocab.nullary_predicates),)
    assert table.unary.dtype == np.float32 and table.nullary.dtype == np.float32
    assert set(np.unique(table.unary)) <= {0.0, 1.0} and set(table.nullary) <= {0.0, 1.0}
    words = list(vocab.words)
    find, visited, initial = (
        vocab.unary_predicates.index(p) for p in ("find", "visited", "initial")
    )
    # visited(x) implies find(x) (x must be an exit); objects are never visited or initial
    assert (table.unary[:, visited] <= table.unary[:, find]).all()
    assert table.unary[words.index("coin"), visited] == 0
    assert table.unary[words.index("coin"), initial] == 0
    assert table.unary[:, initial].sum() <= 1
    line = table.to_json(vocab)
    assert len(line["facts"]) == len(words) * len(vocab.unary_predicates) + 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(observation, history)
def test_convert_equals_incremental_replay(obs: str, hist: list[Turn]) -> None:
    table = CONVERTER.convert(obs, hist)
    _well_formed(table)
    if hist:
        episode = CONVERTER.start(hist[0].observation)
        for prev, turn in zip(hist, hist[1:], strict=False):
            _well_formed(episode.step(prev.action, turn.observation))
        replayed = episode.step(hist[-1].action, obs)
    else:
        replayed = CONVERTER.start(obs).facts
    assert replayed.room == table.room
    assert (replayed.unary == table.unary).all() and (replayed.nullary == table.nullary).all()


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=2000) | st.binary(max_size=500).map(lambda b: b.decode("latin-1")))
def test_arbitrary_text_only_ever_raises_converter_input_error(text: str) -> None:
    _well_formed(CONVERTER.convert(text, []))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(DIRS), st.sampled_from(ROOMS)), max_size=20))
def test_tracker_infers_symmetric_edges(moves: list[tuple[str, str]]) -> None:
    """After any sequence of successful moves, every recorded edge whose reverse was recorded by
    the same move is symmetric, the first entry of a room never changes, and the start room has
    no initial direction."""
    tracker = MapTracker(CONVERTER.lexicon)
    tracker.observe(None, CONVERTER.parser.parse("-= Start =-\nThere is an exit to the north."))
    first_seen: dict[str, str | None] = {"Start": None}
    for direction, room in moves:
        before = tracker.current
        tracker.observe(f"go {direction}", CONVERTER.parser.parse(f"-= {room} =-\nA room."))
        if room != before:
            back = CONVERTER.lexicon.opposite(direction)
            assert tracker.edges[(room, back)] == before
            assert tracker.edges[(before, direction)] == room
            first_seen.setdefault(room, back)
        assert tracker.first_entry[room] == first_seen[room]
    assert tracker.first_entry["Start"] is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(DIRS), st.sampled_from(ROOMS)), max_size=20))
def test_tracker_revision_changes_exactly_when_the_map_does(moves) -> None:
    """The revision moves iff the map (everything but the current room) changed: so an equal
    fingerprint later in an episode means an equal map."""
    tracker = MapTracker(CONVERTER.lexicon)
    tracker.observe(None, CONVERTER.parser.parse("-= Start =-\nThere is an exit to the north."))

    def snapshot() -> tuple:
        return (tracker.start, dict(tracker.rooms), dict(tracker.edges), set(tracker.failed_moves),
                dict(tracker.first_entry), set(tracker.visited))  # fmt: skip

    for direction, room in moves:
        before, revision = snapshot(), tracker.revision
        tracker.observe(f"go {direction}", CONVERTER.parser.parse(f"-= {room} =-\nA room."))
        assert (tracker.revision != revision) == (snapshot() != before)
        assert tracker.revision >= revision
    # walking back and forth between two known rooms leaves the map, so the fingerprint, as is
    tracker.observe("go north", CONVERTER.parser.parse("-= Attic =-\nA room."))
    tracker.observe("go south", CONVERTER.parser.parse("-= Cellar =-\nA room."))
    key = tracker.fingerprint()
    for _ in range(3):
        tracker.observe("go north", CONVERTER.parser.parse("-= Attic =-\nA room."))
        tracker.observe("go south", CONVERTER.parser.parse("-= Cellar =-\nA room."))
        assert tracker.fingerprint() == key


@pytest.mark.parametrize(
    "bad_observation, bad_history",
    [
        ("x" * (MAX_OBSERVATION_CHARS + 1), []),
        (b"-= Attic =-", []),
        (None, []),
        ("ok", "not a list"),
        ("ok", [("only one",)]),
        ("ok", [Turn("-= Attic =-", 3)]),
        ("ok", [Turn("x" * (MAX_OBSERVATION_CHARS + 1), "look")]),
    ],
)
def test_bad_input_raises_a_clear_error(bad_observation, bad_history) -> None:
    with pytest.raises(ConverterInputError):
        CONVERTER.convert(bad_observation, bad_history)


def test_contradicting_history_gives_defined_facts() -> None:
    """Actions that contradict the texts: a `look` that changes room, a `go` that stays."""
    a = "-= Attic =-\nThere is an exit to the north. There is an exit to the east."
    b = "-= Cellar =-\nThere is an exit to the south."
    table = CONVERTER.convert(a, [Turn(a, "look"), Turn(b, "go north"), Turn(b, "go west")])
    _well_formed(table)
    assert table.room == "Attic"
    facts = {str(f): t for f, t in table.facts(CONVERTER.vocabulary)}
    # `look` moved to the Cellar: no edge invented; `go north` stayed: a failed move; `go west`
    # came back to the Attic: Cellar-west->Attic and, inferred, Attic-east->Cellar
    assert facts["visited(north)"] == 0 and facts["initial(north)"] == 0
    assert facts["visited(east)"] == 1 and facts["all_visited"] == 0
    assert facts["find(north)"] == 1 and facts["find(east)"] == 1


def test_all_visited_semantics() -> None:
    dead_end = "-= Closet =-\nA closet."
    # never of a room whose exits were not read (issue 41): no exit read is not "every exit
    # visited" (it was vacuously true, and a room the reader could not read looked explored)
    assert CONVERTER.convert(dead_end, []).nullary[0] == 0.0
    unread = "-= Attic =-\nThere is an exit to the north. A dusty hatchway squats eastish."
    assert CONVERTER.convert(unread, []).nullary[0] == 0.0
    assert CONVERTER.convert("You can't go that way.", []).nullary[0] == 0.0  # no room known
    a = "-= Attic =-\nThere is an exit to the north."
    b = "-= Cellar =-\nThere is an exit to the south."
    assert CONVERTER.convert(a, []).nullary[0] == 0.0
    assert CONVERTER.convert(b, [Turn(a, "go north")]).nullary[0] == 1.0


def _listed(table, vocabulary) -> dict:
    """The fact line as :meth:`FactTable.facts` lists it (what ``to_json`` wrote before it was
    built in one pass)."""
    return {
        "room": table.room,
        "unread": list(table.unread),
        "facts": [
            {"predicate": f.predicate, "args": list(f.args), "truth": t}
            for f, t in table.facts(vocabulary)
        ],
    }


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([0.0, 0.5, 1.0]))
def test_fact_line_lists_every_fact_in_order(seed: int, other: float) -> None:
    """``to_json`` holds every fact of ``facts()`` in its order with the same truth, for the
    lexicon's vocabulary and for one with several verbs a class (TextWorldExpress's)."""
    from converter.families import Families

    rng = np.random.default_rng(seed)
    for vocab in (CONVERTER.vocabulary, Families.load().vocabulary(["textworld", "twx"])):
        shape = (len(vocab.words), len(vocab.unary_predicates))
        unary = np.where(rng.random(shape) < 0.3, 1.0, other).astype(np.float32)
        nullary = rng.integers(0, 2, len(vocab.nullary_predicates)).astype(np.float32)
        table = FactTable("Attic", unary, nullary)
        assert table.to_json(vocab) == _listed(table, vocab)
        assert json.dumps(table.to_json(vocab)) == json.dumps(_listed(table, vocab))
