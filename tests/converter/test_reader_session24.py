"""The reader on what session 24 found (issue 41; docs/converter.md, "Session 24"): a coin put
in no room said, a door's point set off by commas, a state a verb leaves a door in, and a plural
that is no misspelling. Each text here is written for the test, never taken from a reading-set
item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "opening",
    [
        "A florin is tucked away somewhere in this mill.",
        "There is a florin hidden someplace on the farm.",
        "My aunt lost a florin somewhere in the mill.",
    ],
)
def test_a_coin_somewhere_unsaid_is_not_in_the_room(full, opening):
    text = f"{opening} Find it and keep it.\n\nLoft\nSacks of grain. A passage leads east."
    assert "find(coin)" not in true_facts(full, text)


def test_a_coin_you_see_somewhere_here_is_in_the_room(full):
    text = "Loft\nYou spot a florin somewhere among the sacks. A passage leads east."
    assert true_facts(full, text) == {"find(east)", "find(coin)"}


def test_a_coin_taken_for_a_verbs_compound_lies_here(full):
    text = (
        "Loft\nSacks lean on the beams, and a copper florin lay on the pile. A passage leads east."
    )
    assert true_facts(full, text) == {"find(east)", "find(coin)"}


def test_a_door_with_its_point_set_off_by_commas(full):
    text = "Scullery\nThe pantry is east, and the yard door, north, is bolted."
    assert true_facts(full, text) == {"find(east)", "find(north)", "closed(north)"}


def test_a_door_through_which_a_way_lies_keeps_its_own_point(full):
    text = (
        "Gallery\nThe den lies east of here, through a door which is shut, and the hall is north."
    )
    assert true_facts(full, text) == {"find(east)", "find(north)", "closed(east)"}


@pytest.mark.parametrize(
    ("said", "state"),
    [
        ("Someone has left the east door open.", None),
        ("Nobody has left the east door open.", "closed(east)"),
        ("The east door is old; nobody has left it open.", "closed(east)"),
        ("You find the east door locked.", "closed(east)"),
    ],
)
def test_the_state_a_verb_leaves_a_door_in(full, said, state):
    facts = true_facts(full, f"Gallery\n{said} A passage leads north.")
    assert facts == {"find(east)", "find(north)", *([state] if state else [])}


def test_that_door_is_the_door_just_named(full):
    text = "Box Room\nThe box room has a single door, in its west wall, and that door is shut."
    assert {"find(west)", "closed(west)"} <= true_facts(full, text)


@pytest.mark.parametrize(
    ("word", "meant"), [("rules", None), ("boxes", None), ("coridor", "corridor")]
)
def test_a_plural_of_a_word_the_base_holds_is_no_misspelling(full, word, meant):
    assert full.parser.classes.spelled(word) == meant  # ("rules" is no "ruble")


_SHELL_ROOM = (
    "[~/mill/loft]\nYou are in: Loft\nSacks of grain under the beams.\n"
    "exits: south/ -> Yard\n       east/  -> Store [door: shut]\nitems: coin\n$"
)


def test_ways_printed_as_folders_are_an_exit_list(full):
    assert true_facts(full, _SHELL_ROOM) == {
        "find(south)",
        "find(east)",
        "closed(east)",
        "find(coin)",
    }


def test_a_shells_error_for_a_way_is_a_refusal(full):
    facts = true_facts(full, "go: north: no such exit\n$", [(_SHELL_ROOM, "go north")])
    assert "refused(north)" in facts and "find(north)" not in facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Hall\nThe pantry's north, and the yard's east.", {"find(north)", "find(east)"}),
        ("Hall\nThe castle's north tower looms. A path runs east.", {"find(east)"}),
    ],
)
def test_a_places_s_before_a_point_that_ends_its_clause_is_is(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("heading", "room"),
    [
        ("ON AIR -- THE BOOT ROOM", "THE BOOT ROOM"),
        ("Tour stop: Pump House", "Pump House"),
        ("Deck 3: Pump House", "Deck 3: Pump House"),
        ("Kitchen - Ground Floor", "Kitchen - Ground Floor"),
        ("Door opened: Pump House", "Door opened: Pump House"),
    ],
)
def test_a_headings_label_is_no_part_of_the_place(full, heading, room):
    assert full.parser.parse(f"{heading}\nSacks of grain. A path runs east.").header == room


@pytest.mark.parametrize(
    ("said", "state"),
    [
        ("The west door has swung shut behind you.", "closed(west)"),
        ("The west doors are neither shut nor locked, but wide open.", None),
        ("The west door is neither locked nor open.", "closed(west)"),
        ("The west door is anything but locked: it stands wide open.", None),
    ],
)
def test_a_doors_state_in_swung_shut_neither_nor_and_anything_but(full, said, state):
    facts = true_facts(full, f"Hall\n{said} A path runs east.")
    assert facts == {"find(west)", "find(east)", *([state] if state else [])}


def test_a_tools_name_before_its_message_is_dropped(full):
    facts = true_facts(full, "go: north: no such exit\n$", [(_SHELL_ROOM, "go north")])
    assert facts == {"find(south)", "find(east)", "closed(east)", "find(coin)", "refused(north)"}


def test_a_question_and_answer_sheet_names_the_room_in_a_fragment(full):
    text = (
        "Q: Where am I?\nA: In the boathouse.\nQ: How do I get out?\n"
        "A: The small door, north, is the way out. It's shut.\nQ: Anything else?\nA: A florin."
    )
    assert full.parser.parse(text).header == "boathouse"
    assert true_facts(full, text) == {"find(north)", "closed(north)", "find(coin)"}


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("I am the scullery. My north door is shut.", "scullery"),
        ("I am the butler. The scullery is north.", None),
    ],
)
def test_a_room_that_speaks_names_itself(full, text, room):
    parsed = full.parser.parse(text)
    assert (None if parsed.guessed else parsed.header) == room


@pytest.mark.parametrize(
    "said",
    [
        "West is the office, which is locked.",
        "You can go north, to the den; or west, to the Bursar's Office, which is locked.",
    ],
)
def test_a_room_at_a_point_said_locked_is_its_door(full, said):
    assert {"find(west)", "closed(west)"} <= true_facts(full, f"Hall\n{said}")


def test_a_readouts_dotted_labels_and_barred_door_states(full):
    text = (
        "SCULLERY  [MOP-BOT 2]\nDoorways ... N open | E door CLOSED | S back door LOCKED\n"
        "Debris ..... crumbs, 1 x coin (5p)\nBattery .... 80%"
    )
    facts = {"find(north)", "find(east)", "find(south)", "closed(east)", "closed(south)"}
    assert true_facts(full, text) == facts | {"find(coin)"}


def test_a_games_notice_is_no_room_and_a_counted_task_no_echo(full):
    text = "QUEST UPDATED\n> Find the florin (0/1)\n\nPantry\nShelves of jars. A door leads west."
    parsed = full.parser.parse(text)
    assert parsed.header == "Pantry" and parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    ("text", "room"), [("Parlour.\nA cold grate. Exits lead east.", "Parlour")]
)
def test_a_room_word_stopped_by_a_full_stop_is_a_title(full, text, room):
    assert full.parser.parse(text).header == room


def test_a_hyphenated_place_keeps_both_parts(full):
    assert full.parser.parse("You're in a lay-by. The road runs east.").header == "lay-by"


def test_a_coin_of_a_value_a_goals_it_stands_for(full):
    text = (
        "Jo texts: 'Coin hunt! There's a 5p somewhere in this flat. First to find it and "
        "pocket it wins.'\n\nBedroom\nA futon. The kitchen is south."
    )
    parsed = full.parser.parse(text)
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("The bathroom is east. The bathroom door is locked.", {"find(east)", "closed(east)"}),
        (
            "A door leads north; another, to the east, is locked.",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        (
            "A passage leads north; another, to the east, is open.",
            {"find(north)", "find(east)"},
        ),
        ("The wind slams the pantry door, east.", {"find(east)", "closed(east)"}),
        ("The porter locks them at ten. A door leads east.", {"find(east)"}),
    ],
)
def test_doors_named_after_a_room_another_door_and_anothers_hand(full, said, facts):
    assert true_facts(full, f"Landing\n{said}") == facts


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("North, a window and the sea.", set()),
        ("North, a passage.", {"find(north)"}),
        ("North, a door, shut; east, the hall.", {"find(north)", "closed(north)", "find(east)"}),
    ],
)
def test_a_point_set_off_by_a_comma_labels_the_thing_after_it(full, said, facts):
    assert true_facts(full, f"Scullery\n{said}") == facts


def test_a_refusals_advice_to_try_elsewhere_is_no_goal(full):
    parsed = full.parser.parse("You walk into the wall. There's no way there. Try elsewhere now.")
    assert parsed.goal is None


def test_a_tools_report_of_a_taking_with_a_count_takes_the_coin(full):
    facts = true_facts(full, "take: coin: taken (1 coin carried)\n$", [(_SHELL_ROOM, "take coin")])
    assert "find(coin)" not in facts


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("Ways: the parlour, north; and the library, west, LOCKED, as we said.", {"closed(west)"}),
        ("Ways: the parlour, north; and the library, west, dusty, as we said.", set()),
    ],
)
def test_a_places_point_and_shut_word_set_off_by_commas_is_its_door(full, said, facts):
    assert true_facts(full, f"Hall\n{said}") == {"find(north)", "find(west)", *facts}
