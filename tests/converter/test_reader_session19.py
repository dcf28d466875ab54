"""The reader on what session 19 found (issue 41; docs/converter.md, "Session 19"): the games a
new user writes first (a Python program's printed lists and dictionaries, a client's raw markup
tags, LPMud's titles above "There are two obvious exits"), exit lists with states and notes,
doors that will not budge or that rumble aside, door states in capitals or as a verb's result,
coins that are only pictured, fixed in a sign's words or shut in a jar, and goals whose "it" is
the coin named before them. Each text here is written for the test, never taken from a
reading-set item."""

from __future__ import annotations

import pytest

from converter.markup import plain, plain_lists, strip_tags
from tests.converter.conftest import true_facts


def test_a_python_games_lists_and_dictionaries_read_as_lists():
    assert plain_lists("Exits: ['north', 'west']\nItems: []") == "Exits: north, west\nItems: none"
    assert plain_lists("Exits: {'south': 'Tunnel'}") == "Exits: south (Tunnel)"
    assert plain_lists("A list [x] here.") == "A list [x] here."  # no printed list
    assert strip_tags("<RName>Bus Depot</RName> <12hp 5m>") == "Bus Depot <12hp 5m>"


@pytest.mark.parametrize(
    ("text", "facts", "room"),
    [
        (
            "You are in the Pantry.\nShelves of jam.\nExits: ['north', 'east']\n"
            "Items: ['spoon', 'coin']",
            {"find(north)", "find(east)", "find(coin)"},
            "Pantry",
        ),
        ("=== VAULT ===\nExits: []\nItems: ['coin']", {"find(coin)"}, "VAULT"),
        (
            "Current room: Boiler Room\nExits: {'west': 'Corridor', 'north': 'Yard'}\n"
            "Items: wrench",
            {"find(west)", "find(north)"},
            "Boiler Room",
        ),
        (
            "<RName>Ticket Hall</RName>\n<RDesc>Benches and a clock.</RDesc>\n"
            "<RExits>Exits: <Ex>south</Ex> <Ex>east</Ex></RExits>",
            {"find(south)", "find(east)"},
            "Ticket Hall",
        ),
        (
            "~~ The Helter Skelter ~~\nA tall tower.\nExits visible: n, e",
            None,
            "The Helter Skelter",
        ),
        (
            "Quarry floor.\nGrey dust over everything.\nThere are two obvious exits: north and"
            " west.\nA copper coin.",
            {"find(north)", "find(west)", "find(coin)"},
            "Quarry floor",
        ),
        (
            "--< The Dye Works >--\nVats of indigo.\nExits: [n]orth [w]est",
            {"find(north)", "find(west)"},
            "The Dye Works",
        ),
        (  # a Python game's state printed whole
            '{"room": "Scullery", "exits": ["south", "west"], "items": ["mop", "coin"]}',
            {"find(south)", "find(west)", "find(coin)"},
            "Scullery",
        ),
        (
            "{'location': 'Loft', 'doors': {'east': 'locked'}, 'exits': ['east', 'north']}",
            {"find(east)", "find(north)", "closed(east)"},
            "Loft",
        ),
        (  # the ways a beginner's game offers after its question
            "Potting Shed\nIt smells of compost. Which way now? (north/west)",
            {"find(north)", "find(west)"},
            "Potting Shed",
        ),
        ("*** Boathouse ***\nOars on the wall.\nExits: east", {"find(east)"}, "Boathouse"),
        (  # a JavaScript object printed after an echoed command
            "> look\n{ room: 'Lamp Room', exits: [ 'east' ], items: [ 'wick', 'coin' ] }",
            {"find(east)", "find(coin)"},
            "Lamp Room",
        ),
        (  # a Python dataclass: its name field under its class's name; a coin bag is a bag
            "Room(name='Tally Room', exits={'west': 'Hall'}, items=['empty coin bag', 'quill'])",
            {"find(west)"},
            "Tally Room",
        ),
        (  # a record over several lines, a door's state within an exit's value
            "{ room: 'Lock Hut',\n  exits:\n   { north: 'Pump House (door: locked)',\n"
            "     south: 'Towpath' },\n  items: [] }\n{ event: 'A barge horn sounds.' }",
            {"find(north)", "find(south)", "closed(north)"},
            "Lock Hut",
        ),
        (  # counts are a status, no thing; the last item taken for a verb is still a coin
            '{"room":"Coal Bunker","exits":["west"],"coins_here":0,"coins_carried":3}',
            {"find(west)"},
            "Coal Bunker",
        ),
        (
            '{"location":"Vinery","exits":{"south":"open"},"items":["watering can","coin"]}',
            {"find(south)", "find(coin)"},
            "Vinery",
        ),
        (  # values printed by their names, a wall as None
            "Map Room\nexits = {'north': 'Chart Store', 'east': None, 'west': 'Landing'}\n"
            "items = []",
            {"find(north)", "find(west)"},
            "Map Room",
        ),
        (  # a chat bot's markdown and pictographs
            "**📍 Boiler Room**\n*Pipes knock.*\n🚪 **Exits:** south (yard) · west (stores)\n"
            "👀 **Here:** a spanner, a coin",
            {"find(south)", "find(west)", "find(coin)"},
            "Boiler Room",
        ),
        (  # a screen in capitals: the room sentence, not a title
            "YOU ARE IN THE CLOCKMAKER'S ATTIC.\nA BROKEN LONGCASE CLOCK LEANS IN THE"
            " CORNER.\nOBVIOUS EXITS: N, S",
            {"find(north)", "find(south)"},
            "clockmaker's attic",
        ),
        (  # of two places, the room
            "I'm at the back of the mill, in the sack room. The only door is to the east.",
            {"find(east)"},
            "sack room",
        ),
        (  # a room told on one line of cells
            "[Tack Room] Saddles on pegs. [Exits: S E] [Items: coin]",
            {"find(south)", "find(east)", "find(coin)"},
            "Tack Room",
        ),
        (
            "Orangery\nExits:\n- South: Lawn\n- West: Vinery (locked)",
            {"find(south)", "find(west)", "closed(west)"},
            "Orangery",
        ),
    ],
)
def test_what_a_new_users_game_prints(full, text, facts, room):
    table = full.convert(text, [])
    assert table.room == room
    if facts is not None:
        assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "GREENHOUSE\nWarm and damp.\nEXITS:\n  north - open\n  east  - closed\n"
            "  west  - locked",
            {"find(north)", "find(east)", "find(west)", "closed(east)", "closed(west)"},
        ),
        (  # a list's blocked entry is no way, whatever the prose says of it
            "=== YARD ===\nA fallen pylon lies across the track to the north.\n"
            "Exits: north (BLOCKED), west",
            {"find(west)"},
        ),
        ("Kiosk\nA till.\n=== Exits: S ===", {"find(south)"}),
        (
            "[ LOUNGE ]\nSofas.\nS > Lobby | W > Terrace (door: LOCKED)",
            {"find(south)", "find(west)", "closed(west)"},
        ),
        ("STORE ROOM\nTins.\nThe door to the west is LOCKED.", {"find(west)", "closed(west)"}),
        ("Hold\nThe hatch to the north is dogged shut.", {"find(north)", "closed(north)"}),
        ("Tunnel\nTo the east, the doors have swung shut.", {"find(east)", "closed(east)"}),
        (
            "Cellar\nThe door to the west is chained shut. A passage goes north.",
            {"find(west)", "closed(west)", "find(north)"},
        ),
        (  # a fastening that holds a thing up is no shut door
            "Keep Gate\nThe portcullis to the north has been winched up and chained in place.",
            {"find(north)"},
        ),
        (  # a room named after a door is no door
            "Wings\nThe stage door lobby is south and the fly gallery is west.",
            {"find(south)", "find(west)"},
        ),
        ("Depot\nThe engine bay is through the arch to the east.", {"find(east)"}),
        (  # what lies across a way: impassable, or too much to pass
            "Glacier\nA crevasse yawns across the way north, far too wide to jump. A track"
            " leads west.",
            {"find(west)"},
        ),
        ("Hall\nA plank lies across the way north.", {"find(north)"}),
        (  # the second point is the second door's, though parsed onto the first
            "Library\nThere is a locked door to the south and an open doorway to the north.",
            {"find(south)", "find(north)", "closed(south)"},
        ),
        (  # an exit's key in brackets before its name, under "Exits:"
            "LIBRARY\nTall shelves.\n\nExits:\n  [N] Hall\n  [S] Study (locked)",
            {"find(north)", "find(south)", "closed(south)"},
        ),
        (
            "Alley\nThe lanes run north to the pins; there's no way through there. The bar is"
            " south.",
            {"find(south)"},
        ),
    ],
)
def test_exit_lists_and_door_states(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Chapel\nOn the north wall a relief of St Eligius holds out a coin. The door is west.",
            {"find(west)"},
        ),
        (
            "Yard\nA plaster gnome holds a gold coin the size of a plate, painted onto its"
            " belly. The gate is east.",
            {"find(east)"},
        ),
        (
            "Inn\nThe board over the door says THE SILVER FLORIN in faded paint. The street is"
            " south.",
            {"find(south)"},
        ),
        (
            "Kiosk\nA card in the window reads: DEPOSIT - 5 SHILLINGS PER BOAT. The jetty is east.",
            {"find(east)"},
        ),
        (
            "Office\nThe door is west.\n\nYou can see a tin of coins for the raffle (closed) here.",
            {"find(west)"},
        ),
        (  # a road on a map, in a clause below the map's showing
            "Map Room\nA map on the east wall shows the county, with the old canal running from"
            " north to south. The door is west.",
            {"find(west)"},
        ),
        ("Shop\nA gold coin lies in a locked cabinet. The door is north.", {"find(north)"}),
        (  # seen through a door said before: in the next room
            "Passage\nThe glass door to the north is shut. Through it you can see a gold coin on"
            " the parlour floor. The passage runs on to the west.",
            {"find(north)", "closed(north)", "find(west)"},
        ),
        (  # what a quantity of coins is likened to
            "Sill Room\nA jar of dried honesty holds its seed pods up like a fistful of silver"
            " coins. The door is south.",
            {"find(south)"},
        ),
        (  # a block of coins is coins, not a likeness
            "Vault\nA block of gold coins sits on the table. The exit is west.",
            {"find(west)", "find(coin)"},
        ),
    ],
)
def test_coins_that_are_not_there_to_take(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("history", "text", "facts"),
    [
        (
            [("Boat House\nA skiff. The door to the north leads to the slip.", "north")],
            "The door won't budge.",
            {"find(north)", "closed(north)", "refused(north)"},
        ),
        (
            [
                (
                    "Shed\nSacks. The sliding door to the east is shut. The yard is south.",
                    "open east",
                )
            ],
            "The sliding door rumbles aside on its rollers.",
            {"find(east)", "find(south)"},
        ),
        (
            [
                (
                    "Bakery\nFlour everywhere. The street is west; the back door, east, leads to"
                    " the yard.\nExits: west and east",
                    "east",
                ),
                ("The back door is shut.", "wait"),
            ],
            "The baker's boy comes in, leaving the back door wide open behind him.",
            {"find(east)", "find(west)"},
        ),
    ],
)
def test_replies_about_doors(full, history, text, facts):
    assert true_facts(full, text, history) == facts


def test_a_goal_asking_for_it_after_a_coin_was_named_is_the_coin_task(full):
    parsed = full.parser.parse(
        "Grandad lost his lucky farthing in this house. Find it and pick it up!\n\n"
        "Landing\nThe bathroom is north."
    )
    assert parsed.goal is not None and parsed.goal_fits


def test_a_goal_after_a_labels_title_and_dash(full):
    parsed = full.parser.parse(
        "Quest added: Lost Sixpence - find the sixpence and pick it up.\n\nHall\nThe porch is"
        " south."
    )
    assert parsed.goal is not None and parsed.goal_fits
    assert "coin" not in parsed.objects


def test_a_polite_request_for_another_thing_is_another_task(full):
    parsed = full.parser.parse(
        "The baker says: Please find my rolling pin!\n\nBakery\nA counter.\n"
        "There are two obvious exits: north and east.\nA gold coin."
    )
    assert parsed.goal is not None and not parsed.goal_fits


def test_one_line_marked_done_is_no_to_do_list(full):
    parsed = full.parser.parse("[X] Gate 9: LOCKED.")
    assert parsed.goal is None


@pytest.mark.parametrize(
    "text",
    [
        "You pocket the coin.\n\n*** The End ***",
        "*** You have won ***\n\nWould you like to RESTART, RESTORE a saved game or QUIT?",
    ],
)
def test_an_end_banner_is_no_title(full, text):
    assert full.parser.parse(text).ended


def test_a_question_of_other_options_lists_no_ways(full):
    assert true_facts(full, "Barn\nHay bales. Do you want to rest? (yes/no)") == set()


@pytest.mark.parametrize(
    ("text", "ended"),
    [
        ("*** GAME OVER ***\nYou scored 10 out of 10 points.", True),
        ("*** Victory ***\nThanks for playing.", True),
        ("*** Kitchen ***\nA stove.\nExits: north", False),
    ],
)
def test_a_framed_line_is_a_title_only_above_an_exit_list(full, text, ended):
    assert full.parser.parse(text).ended is ended


@pytest.mark.parametrize(
    ("history", "text", "facts"),
    [  # the review's: none of these is a door shut, nor a way refused by one
        ([("Hall\nThe study is north.", "north")], "It won't take long.", None),
        ([("Hall\nA lever. The study is north.", "pull lever")], "It won't turn.", None),
    ],
)
def test_replies_that_shut_no_door(full, history, text, facts):
    assert "closed(north)" not in true_facts(full, text, history)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Yard\nThe gate to the west is sealed up.", {"find(west)", "closed(west)"}),
        ('{"room": "Hall", "coin_present": false, "exits": ["south"]}', {"find(south)"}),
        ('{"room": "Hall", "coins": 0, "exits": {"south": {"locked": false}}}', {"find(south)"}),
        ("Save Point\nA crystal hums. Save your game? (n/d)", set()),
        (  # a channel's chat holding a labelled cell is no room told on one line
            "Market\nStalls. The gate is east.\n[newbie] Kelric: where is the coin for"
            " [Quest: Lucky Penny]?",
            {"find(east)"},
        ),
    ],
)
def test_what_the_review_found(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_door_never_shut_is_not_closed(full):
    assert "closed(west)" not in true_facts(
        full, "Yard\nThe gate to the west has never swung shut."
    )


def test_a_record_holding_a_number_too_long_to_be_a_state_is_read_as_text(full):
    text = "{'room': 'Hall', 'gold': 0x" + "f" * 4000 + "}"
    assert plain(text) == text  # (turning it into a number costs quadratic time; str() raises)
    full.convert(text, [])  # no exception
    assert plain("{'room': 'Hall', 'gold': 12}") == "Room: Hall"  # a count: a status


def test_climbing_the_stairs_into_a_room_enters_it(full):
    assert full.convert("You climb the stairs into the attic.", []).room == "attic"


def test_a_reward_promised_is_not_the_order(full):
    parsed = full.parser.parse(
        "Each new hand must find the silver florin the bosun hides. Find it and pocket it, and"
        " the crew will stand you a drink.\n\nFo'c'sle\nHammocks. The ladder is south."
    )
    assert parsed.goal is not None and parsed.goal_fits


def test_opening_it_after_a_coin_was_named_is_no_coin_goal(full):
    parsed = full.parser.parse(
        "A gold coin glints by the door. There is a trapdoor. Your task is to open it."
    )
    assert parsed.goal is not None and not parsed.goal_fits


def test_a_place_the_text_names_never_replaces_a_way_walked(full):
    hut = (
        "Potting Hut\nSeed trays on every shelf. The door to the lawn, west, stands open, and a"
        " curtain at the back, north, hides the herb bed.\nExits: west and north"
    )
    history = [
        ("Lawn\nCut grass. The potting hut is east.\nExits: east", "east"),
        (hut, "north"),
        ("Herb Bed\nThyme and sage. The hut is south.\nExits: south", "south"),
    ]
    facts = true_facts(full, hut, history)
    assert {"visited(north)", "visited(west)", "all_visited"} <= facts


def test_a_record_of_one_message_reads_as_the_message(full):
    assert plain("{ msg: 'Picked up: coin' }") == "Picked up: coin"
