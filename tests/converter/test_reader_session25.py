"""The reader on what session 25 found (issue 41; docs/converter.md, "Session 25"): coins of a
value spoken short and of a metal's adjective, a door named after a place the text put at a
point, a to-do item that says what lies here, and a door that only opens for some. Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from converter import Turn
from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "coin",
    ["a tuppenny piece", "a thruppenny bit", "a threepenny bit", "a golden sovereign"],
)
def test_coins_of_a_value_spoken_short_and_of_a_metals_adjective(full, coin):
    text = f"Pantry\nJars on the shelves, and on the flags {coin}. Exits north and west."
    assert true_facts(full, text) == {"find(north)", "find(west)", "find(coin)"}


@pytest.mark.parametrize(
    "thing",
    ["a silver bit hangs from the bridle", "a golden frame hangs on the wall"],
)
def test_a_bit_or_a_frame_of_a_metal_is_no_coin(full, thing):
    text = f"Tack Room\nSaddles on their trees; {thing}. Exits north and west."
    assert true_facts(full, text) == {"find(north)", "find(west)"}


def test_a_fragment_names_a_golden_sovereign(full):
    text = "Orangery\nThe golden sovereign, lying by the tubs! The only door is west, and open."
    assert true_facts(full, text) == {"find(west)", "find(coin)"}


@pytest.mark.parametrize(
    "said",
    [
        "Ways lead north to the crypt and east to the vestry, and the vestry door is locked.",
        "Ways lead north to the crypt and east to the vestry -- and that vestry door is SHUT!",
        "Ways lead north to the crypt and east to the vestry. The vestry door is locked.",
        "Ways lead north to the crypt and east to the vestry; the vestry door is shut.",
    ],
)
def test_a_door_named_after_a_place_the_text_put_at_a_point(full, said):
    facts = true_facts(full, f"Nave\n{said}")
    assert facts == {"find(north)", "find(east)", "closed(east)"}


def test_a_place_at_two_points_names_no_doors_point(full):
    text = (
        "Nave\nWays lead north to the old vestry and east to the new vestry. "
        "The vestry door is shut."
    )
    assert not {"closed(east)", "closed(north)"} & true_facts(full, text)


def test_a_to_do_item_of_two_sentences_says_what_lies_here(full):
    text = (
        "SHIFT CHECK -- SIGNAL BOX\n[x] Door, south: OPEN\n"
        "[ ] Floor: one coin dropped by the levers. Pick up before handover."
    )
    assert true_facts(full, text) == {"find(south)", "find(coin)"}


def test_a_to_do_item_of_one_sentence_is_a_goal(full):
    text = "[ ] Find the coin in the cellar.\n\nSignal Box\nA door leads south."
    assert "find(coin)" not in true_facts(full, text)


@pytest.mark.parametrize(
    ("said", "closed"),
    [
        ("The yard door, east, is bolted; it only opens for the milkman.", True),
        ("The yard door, east, is bolted. It opens only from outside.", True),
        ("The yard door, east, is bolted. You unbolt it and it opens.", False),
    ],
)
def test_a_door_that_only_opens_for_some_stays_shut(full, said, closed):
    facts = true_facts(full, f"Dairy\n{said} A passage leads north.")
    assert ("closed(east)" in facts) is closed
    assert {"find(east)", "find(north)"} <= facts


@pytest.mark.parametrize(
    ("said", "closed"),
    [
        ("The cellar door, west, has been fastened back against the wall.", set()),
        ("The cellar door, west, has been fastened.", {"closed(west)"}),
        ("The cellar door, west, is deadlocked.", {"closed(west)"}),
    ],
)
def test_a_door_fastened_back_is_open_and_a_deadlocked_one_shut(full, said, closed):
    facts = true_facts(full, f"Passage\n{said} The stairs are east.")
    assert facts == {"find(west)", "find(east)"} | closed


def test_the_steps_going_up_leave_a_locked_door_locked(full):
    text = "Cellar\nThe steps go up to the yard, and a door in the west wall is locked."
    assert "closed(west)" in true_facts(full, text)


def test_a_way_after_a_doors_clause_is_not_that_doors(full):
    text = "Larder\nNorth, through a door that's shut, and east, where there is no door at all."
    assert true_facts(full, text) == {"find(north)", "find(east)", "closed(north)"}


@pytest.mark.parametrize(
    "said",
    [
        "Over the road the sign of the GOLD SOVEREIGN swings in the wind.",
        "Over the road the sign of the Golden Guinea swings in the wind.",
    ],
)
def test_a_coin_a_sign_is_named_after_is_no_coin(full, said):
    assert true_facts(full, f"Taproom\n{said} The cellar is north.") == {"find(north)"}


def test_the_words_of_a_title_name_no_way_and_no_coin(full):
    text = "Cinema Office\nOn the desk lies a poster for How the West Was Won. The foyer is south."
    assert true_facts(full, text) == {"find(south)"}


def test_a_title_in_a_sentence_of_capitals_is_no_title(full):
    text = "Cinema Office\nA Door Leads West, And It Is Shut."
    assert true_facts(full, text) == {"find(west)", "closed(west)"}


def test_an_exit_lists_marks_and_the_key_to_them(full):
    text = (
        "Bakehouse [Palace]\nOvens line the walls.\n"
        "Exits: N S+ E W%  (+ door closed, % door locked)\n[HP 80/80]>"
    )
    assert true_facts(full, text) == {
        "find(north)",
        "find(south)",
        "find(east)",
        "find(west)",
        "closed(south)",
        "closed(west)",
    }


def test_a_telegram_ends_its_sentences_with_stop(full):
    text = (
        "BOOKING HALL STOP\nCLOCK SLOW STOP\n"
        "EXITS NORTH PLATFORM STOP WEST PARCELS OFFICE DOOR SHUT STOP\nONE KOPEK ON FLOOR STOP"
    )
    assert true_facts(full, text) == {"find(north)", "find(west)", "closed(west)", "find(coin)"}


def test_a_single_stop_is_no_telegram(full):
    text = "Crossing\nA red sign by the rails reads STOP. The lane runs north."
    assert true_facts(full, text) == {"find(north)"}


def test_a_door_heaved_open_by_you_is_open(full):
    history = [("Yard\nThe boiler house door, east, is shut. A lane runs north.", "open east")]
    facts = true_facts(full, "You heave the boiler house door open.", history)
    assert "closed(east)" not in facts


def test_a_coin_a_scan_puts_one_room_away_is_not_here(full):
    history = [("Lane\nThe lane runs north and east.", "scan")]
    facts = true_facts(full, "You peer about.\n  north: a carter\n  east: a copper coin", history)
    assert "find(coin)" not in facts


def test_a_door_state_set_off_after_it_before_its_point(full):
    text = "Porch\nTwo ways out: a door, shut, to the north, and a gap, open, to the east."
    assert true_facts(full, text) == {"find(north)", "find(east)", "closed(north)"}


def test_a_point_before_a_doors_phrase_in_its_clause(full):
    text = "Bedroom\nThe route east is clear, and northbound the bathroom door is shut."
    assert true_facts(full, text) == {"find(north)", "find(east)", "closed(north)"}


@pytest.mark.parametrize(
    ("heading", "room"),
    [
        ("TRAFFIC NEWS -- THE SCULLERY", "the scullery"),
        ("Snicket [outdoors] [lit]", "snicket"),
    ],
)
def test_a_headings_label_and_flags_are_not_the_room(full, heading, room):
    table = full.convert(f"{heading}\nA narrow place. A way leads north.", [])
    assert table.room.lower().removeprefix("the ") == room.removeprefix("the ")


def test_a_line_of_items_is_no_title(full):
    text = (
        "I'm in a boathouse. Visible items:\n\nOar. Rope. *SILVER SIXPENCE*\n\n"
        "Obvious exits: NORTH."
    )
    assert true_facts(full, text) == {"find(north)", "find(coin)"}


def test_a_word_two_letters_from_a_coin_is_no_misspelling(full):
    text = "Utility Room\nA chest freezer and a clothes airer. The kitchen is north."
    assert true_facts(full, text) == {"find(north)"}


def test_a_reply_in_a_room_read_in_part_claims_no_rule(full):
    history = [("Yard\nA lane runs north. To the west you see the zorblat.", "west")]
    table = full.convert("The zorblat's door is locked.", [Turn(o, a) for o, a in history])
    assert table.room == "Yard"
    assert table.unread == ("To the west you see the zorblat.",)


@pytest.mark.parametrize(
    ("said", "coin"),
    [
        ("The gas meter by the door takes ten-pence pieces.", False),
        ("A shelf that has 3 coins on it stands by the wall.", True),
        ("Something round under the mat turns out to be a sixpence.", True),
    ],
)
def test_coins_a_machine_takes_and_a_thing_that_turns_out_a_coin(full, said, coin):
    facts = true_facts(full, f"Scullery\n{said} The yard is north.")
    assert ("find(coin)" in facts) is coin


def test_a_list_after_a_denied_adjective_says_what_is_there(full):
    text = "Galley\nIt is not large: a stove, a bench and, on the bench, a sixpence. Exits: north."
    assert true_facts(full, text) == {"find(north)", "find(coin)"}


def test_a_narrators_quotations_parted_by_a_full_stop(full):
    text = (
        "'You're in the den,' says the nanny. 'Bathroom's north, and that door's shut because "
        "I'm running the bath. Landing's east. And whose is that sixpence on the rug?'"
    )
    table = full.convert(text, [])
    assert table.room.lower().endswith("den")
    assert true_facts(full, text) == {"find(north)", "find(east)", "closed(north)", "find(coin)"}


def test_a_servant_shows_the_room_by_its_title(full):
    text = "The Gun Room, madam.\n'The only door is the one to the west, madam.'"
    assert full.convert(text, []).room == "The Gun Room"
    assert true_facts(full, text) == {"find(west)"}


@pytest.mark.parametrize("asked", ["Is that a sixpence under the rug?", "Did you see that coin?"])
def test_a_question_that_does_not_point_at_a_coin_puts_none_here(full, asked):
    assert "find(coin)" not in true_facts(full, f"Den\n{asked} A door leads west.")


@pytest.mark.parametrize(
    "said",
    ["The tunnel to the east is no way out.", "The tunnels east and west are no way for anyone."],
)
def test_a_way_said_to_be_no_way(full, said):
    assert true_facts(full, f"Platform\n{said} The stair is south.") == {"find(south)"}


def test_a_list_key_says_nothing_of_an_unmarked_entry(full):
    text = "Bath House [Palace]\nA domed bath.\nExits: W  (+ door closed, # door locked)\n[HP 9/9]>"
    assert true_facts(full, text) == {"find(west)"}


def test_a_coin_a_thing_is_measured_by_is_no_coin(full):
    text = "Weigh House\nCheeses the size of cartwheels sit on sledges. The square is west."
    assert true_facts(full, text) == {"find(west)"}


def test_a_telegram_reply_of_one_stop(full):
    history = [
        ("STORE ROOM STOP\nONE KOPEK COIN ON SCALES STOP\nEXIT NORTH ONLY STOP", "take coin")
    ]
    assert "find(coin)" not in true_facts(full, "KOPEK TAKEN STOP", history)


def test_a_command_echoed_over_the_reply_is_no_room(full):
    history = [("[ DEN ]\nA door leads west. A lamp and a chair.", "look at lamp")]
    table = full.convert("LOOK AT lamp\nIt's an oil lamp, cold.", [Turn(o, a) for o, a in history])
    assert table.room == "DEN"


def test_the_place_a_way_up_starts_from_is_no_way(full):
    text = "Front Room\nStairs go up from the north corner, and a doorway east leads out."
    assert true_facts(full, text) == {"find(east)"}


def test_a_quotation_that_puts_the_player_in_a_room_is_the_games_voice(full):
    text = (
        'The usher bows. "Presenting," he says, "you, in the Long Gallery. The chapel door, to '
        'the north, is open. The library door, to the east, is shut."'
    )
    assert true_facts(full, text) == {"find(north)", "find(east)", "closed(east)"}


def test_a_quoted_request_stays_a_request(full):
    text = "'Find my ring,' she whispers.\n\nGallery\nA door leads north."
    assert full.convert(text, []).goal is not None


def test_we_are_down_in_a_room_and_its_door_named_after_a_place_at_a_point(full):
    text = (
        "Oh, we're down in the hold of the Saucy Jane,\nThere's the ladder up and the galley north,"
        "\nAnd the galley door is shut today,\nThere's a farthing rolled by the casks, boys,"
    )
    table = full.convert(text, [])
    assert table.room == "hold"
    assert true_facts(full, text) == {"find(north)", "closed(north)", "find(coin)"}


@pytest.mark.parametrize(
    ("said", "closed"),
    [
        ("Only the one to the south is neither shut nor locked.", False),
        ("The south door is not shut.", False),
        ("The south hatch is neither locked nor shut: it stands open.", False),
        ("The south door is shut.", True),
    ],
)
def test_a_door_denied_shut_is_open(full, said, closed):
    facts = true_facts(full, f"Landing\n{said} A passage leads north.")
    assert "find(south)" in facts
    assert ("closed(south)" in facts) is closed


def test_a_way_at_a_point_set_off_and_said_locked(full):
    text = "Playground\nThe infants' entrance, east, is locked. The gap in the railings is west."
    assert true_facts(full, text) == {"find(east)", "closed(east)", "find(west)"}
