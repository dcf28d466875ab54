"""The reader on what session 30 found (issue 41; docs/converter.md, "Session 30"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


def test_an_exit_list_whose_entries_mark_their_key_letters_in_parentheses(full):
    said = "[Mill Pond]\nReeds and a moorhen.\nExits: (N)orth (E)ast\nWhat next?"
    assert true_facts(full, said) == {"find(north)", "find(east)"}
    closed = "[Mill Pond]\nReeds and a moorhen.\nExits: north (east)"
    assert true_facts(full, closed) == {"find(north)", "find(east)", "closed(east)"}


@pytest.mark.parametrize(
    "goal",
    [
        "MISSION: FIND THE ZLOTNIK AND TAKE IT.",  # a coin's name no class knows
        "Your goal: find the shilling the bosun dropped, and pocket it.",  # its story
        "Your goal: take the coin when the guard sleeps.",
    ],
)
def test_a_coin_goal_with_its_coin_named_as_the_text_names_it(full, goal):
    room = (
        "\n\nSTORE ROOM\nSacks of flour. The yard is west.\n"
        "You can also see: a silver zlotnik coin."
    )
    parsed = full.parser.parse(goal + room)
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    "goal",
    [
        "MISSION: FIND THE LANTERN AND TAKE IT.",  # a thing the text names no coin
        "Your goal: find the shilling and put it in the poor box in the chapel.",  # a delivery
    ],
)
def test_a_goal_for_another_thing_is_anothers_task(full, goal):
    room = (
        "\n\nSTORE ROOM\nSacks of flour. The yard is west.\n"
        "You can also see: a silver zlotnik coin."
    )
    parsed = full.parser.parse(goal + room)
    assert parsed.goal is not None and not parsed.goal_fits


@pytest.mark.parametrize(
    "said",
    [
        "Boiler Room\nThe fire door north is closed. The door to the yard, west, was propped open"
        " with a brick, but the porter kicked the brick away and the door is shut now.",
        "Boiler Room\nThe fire door north is closed. The door to the yard, west, was propped open"
        " with a brick; the porter kicked the brick away, and the door is shut now.",
    ],
)
def test_the_door_said_shut_again_is_the_door_just_named(full, said):
    assert true_facts(full, said) == {"find(north)", "closed(north)", "find(west)", "closed(west)"}


def test_a_goal_labelled_the_games_object_is_read(full):
    parsed = full.parser.parse(
        "OBJECT: MEND THE BELLOWS BEFORE THE SMITH COMES BACK.\n\nSmithy\nA forge. The yard is"
        " west.\nYou can also see: a gold coin."
    )
    assert parsed.goal is not None and not parsed.goal_fits


def test_a_door_in_the_bracket_after_one_way_is_that_ways(full):
    said = (
        "Still Room\nYou can go north (to the pantry), east (to the larder, through a door"
        " which is closed) or west."
    )
    assert true_facts(full, said) == {"find(north)", "find(east)", "closed(east)", "find(west)"}


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (  # a compass drawn with its entries, a dash for no way
            "== Refectory ==\nLong tables.\n\n          N: kitchen door (open)\n"
            "  W: cellar door (locked)   +   E: cloister\n          S: \u2014\n>",
            {"find(north)", "find(west)", "closed(west)", "find(east)"},
        ),
        (
            "== Cell ==\nA cot.\n\n          N: \u2014\n  W: \u2014   +   E: none\n"
            "          S: refectory door (open)\n>",
            {"find(south)"},
        ),
        (  # a status bar's cells of ways
            "Press Room\nHats on blocks.\n-----------------------------\n"
            " PRESS ROOM | N: shut door | E: open | W: locked door | turn 4",
            {"find(north)", "closed(north)", "find(east)", "find(west)", "closed(west)"},
        ),
    ],
)
def test_a_compass_or_a_bar_of_ways_point_by_point(full, said, facts):
    assert true_facts(full, said) == facts
    assert full.parser.parse(said).room in ("Refectory", "Cell", "Press Room")


_LOG = (
    "2031-03-04 10:00:01 CMD   GO WEST\n"
    "2031-03-04 10:00:01 LOC   Assay Office\n"
    "2031-03-04 10:00:01 DESC  Scales under glass, and a furnace gone cold.\n"
    "2031-03-04 10:00:01 EXIT  north  door to the vault, LOCKED (the assayer has the key)\n"
    "2031-03-04 10:00:01 EXIT  east   the smelter, OPEN\n"
    "2031-03-04 10:00:01 READY awaiting command"
)


def test_a_games_log_its_stamps_records_and_echoed_command(full):
    assert full.parser.parse(_LOG).room == "Assay Office"
    assert true_facts(full, _LOG) == {"find(north)", "closed(north)", "find(east)"}


def test_a_state_in_capitals_ending_an_entry_and_a_word_written_up(full):
    said = "Boot Room\nA rack of boots. The door to the yard, north, SHUT (the wind has it)."
    assert true_facts(full, said) == {"find(north)", "closed(north)"}
    chalked = "Boot Room\nSomebody chalked the word OPEN on the north door, but it is shut."
    assert true_facts(full, chalked) == {"find(north)", "closed(north)"}


@pytest.mark.parametrize("reply", ["That's the one. Pocket it.", "Good. Now go back."])
def test_an_order_alone_in_a_reply_is_no_goal_of_the_game(full, reply):
    room = "Vestry\nCassocks on pegs. The door south is open.\nA silver groat lies on the chest."
    facts = true_facts(
        full,
        "Vestry\nCassocks on pegs. The door south is open.",
        [
            (room, "take coin"),
            (reply, "look"),
        ],
    )
    assert facts == {"find(south)"}
    tracker = full.track("Vestry\nCassocks on pegs.", [(room, "take coin"), (reply, "look")])
    assert tracker.other_goal is None


@pytest.mark.parametrize(
    "said",
    [
        "Rose Walk\nA gravel walk between a box hedge to the north and a row of urns. The walk"
        " runs on east.",
        "Rose Walk\nThe walk runs on east. To the north, a yew hedge keeps the deer out.",
    ],
)
def test_a_barrier_at_a_point_is_no_way(full, said):
    assert true_facts(full, said) == {"find(east)"}


@pytest.mark.parametrize(
    "said",
    [
        "Rose Walk\nThe walk runs on east, and a footbridge crosses the moat to the north.",
        "Rose Walk\nThe walk runs on east. There is a gate in the wall to the north.",
    ],
)
def test_a_way_over_or_through_a_barrier_at_a_point_is_a_way(full, said):
    assert {"find(east)", "find(north)"} <= true_facts(full, said)


def test_a_refusal_then_the_list_of_where_you_stand(full):
    yard = "Drying Green\nSheets on the lines.\nExits: south, west."
    facts = true_facts(full, "There is no exit east.\nExits: south, west.", [(yard, "east")])
    assert facts == {"find(south)", "find(west)", "refused(east)"}


def test_things_on_every_side_are_no_ways(full):
    said = (
        "Map Room\nCharts climb to the ceiling on every side. The door to the hall, south, is open."
    )
    assert true_facts(full, said) == {"find(south)"}
    paths = "Crossroads\nPaths lead off in every direction except west."
    assert true_facts(full, paths) == {"find(north)", "find(south)", "find(east)"}


@pytest.mark.parametrize(
    ("text", "fits"),
    [
        (
            "MISSION: FIND THE LANTERN AND TAKE IT.\n\nSHED\nA shed.\n"
            "You see: a lantern, coin, rope.",
            False,
        ),
        (
            "MISSION: FIND THE ZLOTNIK AND TAKE IT.\n\nSHED\nA shed.\nYou see: two zlotnik coins.",
            True,
        ),
        ("Your task: the guild wants the coin delivered to the bank.\n\nSHED\nA shed.", False),
    ],
)
def test_a_coins_name_and_a_third_partys_wish_in_a_goal(full, text, fits):
    parsed = full.parser.parse(text)
    assert parsed.goal is not None and parsed.goal_fits is fits


def test_every_direction_of_a_way_said_by_a_pronoun_and_a_barrier_that_ends(full):
    said = "Crossroads\nThe corridor turns here. It continues in every direction."
    assert true_facts(full, said) == {"find(north)", "find(south)", "find(east)", "find(west)"}
    assert "find(east)" not in true_facts(full, "Paddock\nThe hedge peters out to the east.")


def test_only_a_logs_stamped_lines_are_its_records(full):
    log = "09:00:01 LOC   Shed\n09:00:01 EXIT  west   the yard, OPEN\nNORTH   the hall"
    assert full.parser.segmenter.layout(log).sentences[-1] == "NORTH   the hall"
