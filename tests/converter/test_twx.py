"""TextWorldExpress's coin game read into the same facts as TextWorld's (issue 32): rooms, exits,
closed doors, the coin, refusals and histories in its own spelling; ``closed(x)`` and
``refused(x)`` for both families; and the agreement with the game's own truth."""

from __future__ import annotations

import shutil

import pytest

from converter import FOLConverter, Turn
from converter.parser import TextKind
from tests.converter.conftest import true_facts

KITCHEN = (
    "You are in the kitchen. In one part of the room you see a stove. There is also an oven. "
    "You also see a fridge that is closed. In another part of the room you see a counter, that "
    "has nothing on it. There is also a coin. \nTo the North you see a closed frosted-glass "
    "door. To the South you see a closed screen door. To the West you see the corridor. "
)
KITCHEN_OPEN = KITCHEN.replace(
    "To the North you see a closed frosted-glass door.",
    "Through an open frosted-glass door, to the North you see the pantry.",
)
PANTRY = (
    "You are in the pantry. In one part of the room you see a folding chair, that has nothing "
    "on it. \nThrough an open frosted-glass door, to the South you see the kitchen. "
)
CORRIDOR = (
    "You are in the corridor. In one part of the room you see a key holder that has a key on "
    "it. You also see a coin. \nTo the East you see the kitchen. To the West you see a closed "
    "wood door. "
)
REFUSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."
OPENED = "You open the frosted-glass door, revealing the pantry. "


def test_a_room_description_reads_room_exits_doors_coin_and_neighbours(full):
    parsed = full.parser.parse(KITCHEN)
    assert parsed.kind is TextKind.ROOM and parsed.room == "kitchen"
    assert parsed.exits == {"north", "south", "west"}
    assert parsed.closed == {"north", "south"}
    assert parsed.objects == {"coin"}
    assert parsed.neighbours == {("west", "corridor")}  # a closed door hides its room
    opened = full.parser.parse(KITCHEN_OPEN)
    assert opened.closed == {"south"} and opened.neighbours == {
        ("west", "corridor"),
        ("north", "pantry"),
    }
    corridor = full.parser.parse(CORRIDOR)
    assert corridor.objects == {"coin"} and corridor.closed == {"west"}


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (REFUSED, TextKind.FAILED_MOVE),
        ("You can't go that way.", TextKind.FAILED_MOVE),
        (UNKNOWN, TextKind.REFUSED),
        (OPENED, TextKind.OPENED),
        ("That is already open. ", TextKind.OPENED),
        ("You close the frosted-glass door to the pantry. ", TextKind.SHUT),
        ("That is already closed. ", TextKind.SHUT),
        ("You take the coin. ", TextKind.TAKEN),
        (
            "Inventory (maximum capacity is 2 items): \n  Your inventory is currently empty.\n",
            "other",
        ),
    ],
)
def test_feedback_kinds(full, text, kind):
    parsed = full.parser.parse(text)
    assert parsed.kind == kind and parsed.room is None


def test_a_door_is_closed_until_the_game_says_it_opened(full):
    start = true_facts(full, KITCHEN)
    assert {"find(north)", "closed(north)", "closed(south)", "find(coin)"} <= start
    assert "closed(west)" not in start and not any(f.startswith("refused") for f in start)
    refused = true_facts(full, REFUSED, [(KITCHEN, "move north")])
    assert {"refused(north)", "closed(north)", "find(north)"} <= refused  # the room from history
    opened = true_facts(full, OPENED, [(KITCHEN, "move north"), (REFUSED, "open door to north")])
    assert "closed(north)" not in opened and "refused(north)" not in opened
    assert "closed(south)" in opened
    walked = [(KITCHEN, "move north"), (REFUSED, "open door to north"), (OPENED, "move north")]
    pantry = true_facts(full, PANTRY, walked)
    assert {"find(south)", "visited(south)", "initial(south)", "all_visited"} <= pantry
    back = true_facts(full, KITCHEN_OPEN, [*walked, (PANTRY, "move south")])
    assert {"visited(north)", "find(coin)"} <= back and "closed(north)" not in back
    shut = true_facts(
        full,
        "You close the frosted-glass door to the pantry. ",
        [(KITCHEN_OPEN, "close door to north")],
    )
    assert "closed(north)" in shut


# A cycle of four rooms: kitchen | pantry above corridor | hall, a door between pantry and hall.
CYCLE_KITCHEN = (
    "You are in the kitchen. \nTo the South you see the corridor. To the East you see the pantry. "
)
CYCLE_PANTRY = (
    "You are in the pantry. \nTo the West you see the kitchen. To the South you see a closed "
    "wood door. "
)
CYCLE_HALL = (
    "You are in the hall. \nThrough an open wood door, to the North you see the pantry. To the "
    "West you see the corridor. "
)
CYCLE_CORRIDOR = (
    "You are in the corridor. \nTo the North you see the kitchen. To the East you see the hall. "
)


def test_a_room_the_game_names_is_placed_on_the_map_without_going_there(full):
    walk = [
        (CYCLE_KITCHEN, "move east"),
        (CYCLE_PANTRY, "open door to south"),
    ]
    pantry = true_facts(full, "You open the wood door, revealing the hall. ", walk)
    assert "closed(south)" not in pantry and "visited(south)" not in pantry
    walk += [
        ("You open the wood door, revealing the hall. ", "move south"),
        (CYCLE_HALL, "move west"),
    ]
    corridor = true_facts(full, CYCLE_CORRIDOR, walk)
    # never walked between corridor and kitchen, but the texts named each to the other
    assert {"visited(north)", "visited(east)", "initial(east)", "all_visited"} <= corridor
    hall_back = true_facts(full, CYCLE_HALL, [*walk, (CYCLE_CORRIDOR, "move east")])
    assert {"visited(north)", "visited(west)", "initial(north)"} <= hall_back


def test_unknown_and_refused_moves_are_refused_in_both_families(full):
    facts = true_facts(full, UNKNOWN, [(KITCHEN, "move east")])
    assert "refused(east)" in facts and "find(east)" not in facts
    tw = "-= Attic =-\nThere is an exit to the north."
    facts = true_facts(full, "You can't go that way.", [(tw, "go south")])
    assert "refused(south)" in facts and "find(north)" in facts
    facts = true_facts(full, "You can't go that way.", [(tw, "south")])
    assert "refused(south)" in facts


def test_the_shipped_vocabulary_reads_none_of_the_new_predicates():
    converter = FOLConverter()
    assert converter.vocabulary.unary_predicates == ("find", "visited", "initial")
    table = converter.convert(REFUSED, [Turn(KITCHEN, "move north")])
    line = table.to_json(converter.vocabulary)
    assert line["room"] == "kitchen" and len(line["facts"]) == 3 * 5 + 1
    assert {f["predicate"] for f in line["facts"]} == {"find", "visited", "initial", "all_visited"}


needs_java = pytest.mark.skipif(shutil.which("java") is None, reason="TextWorldExpress needs Java")


@needs_java
def test_the_converter_agrees_with_the_games_truth_on_a_sample():
    from bench.twx_truth import TruthArgs, measure

    result = measure(TruthArgs(rooms=(2, 5, 11), distractors=(0, 10), steps=25))
    assert result["games"] == 24 and result["texts"] > 400
    assert result["agree"] == result["facts"], result["disagreements"]


@needs_java
@pytest.mark.slow
def test_the_converter_agrees_with_the_games_truth_on_every_setting():
    from bench.twx_truth import TruthArgs, measure

    result = measure(TruthArgs(steps=40))  # 440 games: rooms 2..11, doors, distractors 0..10
    assert result["games"] == 440 and result["texts"] > 10_000
    assert result["agree"] == result["facts"], result["disagreements"]
