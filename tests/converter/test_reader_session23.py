"""The reader on what session 23 found (issue 41; docs/converter.md, "Session 23"): a terse
report of a taking, a verb of seeing called out, and a door told by "whose" after an inverted
"be". Each text here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts

_VAULT = "Vault\nA florin lies on the counting table. The only way out is west."


@pytest.mark.parametrize(
    "reply", ["One florin taken.", "Florin retrieved.", "LOG // 1 x florin recovered. END"]
)
def test_a_terse_report_of_a_taking_takes_the_coin(full, reply):
    assert true_facts(full, _VAULT) == {"find(west)", "find(coin)"}
    assert true_facts(full, reply, [(_VAULT, "take florin")]) == {"find(west)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Vault\nFlorins collected in the drain. A door leads west.", {"find(west)", "find(coin)"}),
        (
            "Vault\nA florin on the table - not yet taken. A door leads west.",
            {"find(west)", "find(coin)"},
        ),
        ("Vault\nThe florin was stolen long ago. A door leads west.", {"find(west)"}),
    ],
)
def test_what_is_no_report_of_your_taking_keeps_its_reading(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Quay\nLook, a silver florin, wedged between two planks! A gangway leads east.", None),
        ("Quay\nAnd see, by the bollard, a copper penny! A gangway leads east.", None),
        ("Quay\nLook for the florin. A gangway leads east.", {"find(east)"}),
        ("Quay\nPick-up the coin from the quay's end. A gangway leads east.", {"find(east)"}),
    ],
)
def test_a_verb_of_seeing_called_out_shows_the_coin_an_order_does_not(full, text, facts):
    got = true_facts(full, text)
    assert got == ({"find(east)", "find(coin)"} if facts is None else facts)


def test_a_door_told_by_whose_after_an_inverted_be_takes_the_places_point(full):
    text = (
        "Courtyard\nTo the north the hall's doors stand open; to the west are the kitchens, "
        "whose door is bolted from within."
    )
    assert true_facts(full, text) == {"find(north)", "find(west)", "closed(west)"}


_DUMPED = """$VAR1 = {
          'room' => 'Dye House',
          'exits' => {
                       'north' => 'Mill Race',
                       'west' => 'Drying Loft (door: closed)'
                     },
          'items' => [
                       'mordant jar',
                       'florin'
                     ]
        };"""


def test_a_perl_variable_dumped_is_read_as_a_record(full):
    assert full.parser.parse(_DUMPED).header == "Dye House"
    assert true_facts(full, _DUMPED) == {"find(north)", "find(west)", "closed(west)", "find(coin)"}


@pytest.mark.parametrize(
    "text",
    [
        "mill=> SELECT * FROM here;\n   room    |        ways         | items\n"
        "-----------+---------------------+-------\n Dye House | north, west (locked) | florin\n"
        "(1 row)",
        "| room | ways | items |\n|---|---|---|\n| Dye House | north, west (locked) | florin |",
    ],
)
def test_a_record_drawn_as_a_table_of_one_row_is_read_by_its_fields(full, text):
    assert full.parser.parse(text).header == "Dye House"
    assert true_facts(full, text) == {"find(north)", "find(west)", "closed(west)", "find(coin)"}


def test_a_table_of_ways_is_read_a_row_a_way(full):
    text = (
        "Dye House\n Dir | Leads to | Door\n ----+-----------+-----\n N   | Mill Race |\n"
        " W   | Loft | locked"
    )
    assert true_facts(full, text) == {"find(north)", "find(west)", "closed(west)"}


def test_a_silent_films_card_heads_the_title_that_names_the_room(full):
    text = (
        "~ TITLE CARD ~\nTHE DYE HOUSE.\n~ ~ ~\nOn the screen: indigo vats. The mill race is NORTH."
    )
    assert full.parser.parse(text).header.lower() == "the dye house"
    assert true_facts(full, text) == {"find(north)"}


def test_a_column_of_plain_arrows_lists_the_ways(full):
    text = "Dye House\n\u2191 N  Mill Race\n\u2190 W  Drying Loft (door shut)"
    assert true_facts(full, text) == {"find(north)", "find(west)", "closed(west)"}


def test_doors_on_each_side_and_all_but_one_locked(full):
    text = (
        "Counting House\nFour doors open off this room, one on each side. None of them is "
        "open, and all but the south one are locked."
    )
    facts = {f"find({p})" for p in ("north", "south", "east", "west")}
    assert true_facts(full, text) == facts | {
        f"closed({p})" for p in ("north", "south", "east", "west")
    }
    assert full.parser.parse(text).locked == frozenset({"north", "east", "west"})


@pytest.mark.parametrize(
    "text",
    [
        "Box Office\nThe plan shows the exits marked in red on all four sides. The foyer is west.",
        "Bedroom\nA lamp stands on each side of the bed. The landing is west.",
    ],
)
def test_sides_of_a_thing_or_of_a_picture_are_no_ways(full, text):
    assert true_facts(full, text) == {"find(west)"}


def test_a_coin_word_naming_someone_in_apposition_is_a_person(full):
    text = "Landing\nYour cousin Penny is sitting on the top step. The bathroom is east."
    assert true_facts(full, text) == {"find(east)"}


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("You're at the foot of the cellar steps. A door leads east.", "foot of the cellar steps"),
        ("You are at the top of the bell tower. A ladder leads down.", "top of the bell tower"),
        ("You are in the kitchen of the old inn. A door leads east.", "kitchen"),
    ],
)
def test_a_part_of_a_place_is_named_with_the_place(full, text, room):
    assert full.parser.parse(text).header == room


def test_a_coin_someone_only_asks_about_is_no_coin(full):
    text = "Parlour\nOn the radio a host is asking what a farthing was worth. The hall is east."
    assert true_facts(full, text) == {"find(east)"}


def test_a_line_of_verse_goes_on_into_the_next(full):
    text = (
        "Attic\nYou're in the attic, dark and high.\nThe hatch is west. The window's eye\n"
        "is shuttered on the north, and there's no way\nbut west, where all the cobwebs sway."
    )
    assert true_facts(full, text) == {"find(west)"}


def test_a_guides_quotations_parted_by_who_says_them_are_the_games_voice(full):
    text = (
        "SCULLERY\n'The scullery! The pantry is north, through there,' she says, smiling, "
        "'and the yard door east is open.'"
    )
    assert true_facts(full, text) == {"find(north)", "find(east)"}


def test_a_task_a_label_gives_you_is_another_task(full):
    text = "DUTY BOARD: YOU SWEEP THE STABLE YARD.\n\nTack Room\nThe yard is south."
    parsed = full.parser.parse(text)
    assert parsed.goal is not None and parsed.goal_fits is False


def test_a_request_after_a_question_in_one_quotation_is_the_goal(full):
    text = (
        "Study\nAunt May looks up. 'Have you seen my spectacles? Find them for me, dear.'\n"
        "The hall is south."
    )
    assert full.parser.parse(text).asked  # a request of someone's, not the coin's


_FOYER = (
    "$ curl localhost:8080/look\nFoyer. A cloakroom counter and a coat stand. Exits: north, west."
)


def test_a_web_games_shell_line_and_http_head_are_not_its_words(full):
    reply = (
        "$ curl -i localhost:8080/go/east\nHTTP/1.1 404 Not Found\nContent-Type: text/plain\n\n"
        "No exit east from the Foyer."
    )
    assert full.parser.parse(reply).header is None
    assert true_facts(full, reply, [(_FOYER, "go east")]) == {
        "find(north)",
        "find(west)",
        "refused(east)",
    }


def test_a_quoted_word_in_a_games_error_is_no_speech(full):
    room = "Boiler Room\nThe boiler hums. Exits: north, west."
    reply = "ERROR:  no exit 'south' from room 'Boiler Room'"
    assert full.parser.parse(reply).unread == ()
    assert "refused(south)" in true_facts(full, reply, [(room, "go south")])


def test_a_door_something_else_opens_is_open(full):
    room = "Paddock\nThe field gate, west, is shut. The stable is south."
    history = [(room, "west"), ("The gate is shut.", "wait")]
    reply = "A gust catches the gate and bangs it open against the post. It stays open."
    assert true_facts(full, reply, history) == {"find(west)", "find(south)"}


def test_coins_embroidered_on_cloth_are_a_picture(full):
    text = "Hall\nA steward waits in a tabard embroidered with three gold coins. The yard is south."
    assert true_facts(full, text) == {"find(south)"}


def test_a_title_drawn_in_a_box_and_notes_set_off_in_columns(full):
    text = (
        "\u2554\u2550\u2550 WASH HOUSE \u2550\u2550\u2557\nCopper, mangle, dolly tub.\n"
        "  north : Yard          (door SHUT)\n  east  : Coal House    (open)\nItems : none"
    )
    assert full.parser.parse(text).header == "WASH HOUSE"
    assert true_facts(full, text) == {"find(north)", "closed(north)", "find(east)"}
