"""The reader on what session 20 found (issue 41; docs/converter.md, "Session 20"): a BBS menu's
exits with dot leaders ("(N)orth .... Hall") and the exit lists' notes that say a door is locked
("north (door: locked)"), so the agent never answers opening it. Each text here is written for
the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
from converter.families import Families
from service.commands import read_commands, refused_moves
from tests.converter.conftest import true_facts

MENU = (
    "  Lodge Porch\n  -----------\n  Muddy boots in a row.\n\n"
    "  (N)orth .... Drying Room\n  (E)ast ..... Boot Room  [door shut]\n"
    "  (W)est ..... Ski Store  [locked]\n\n  Choose [N,E,W,Q] : "
)


def test_a_menus_exits_with_dot_leaders_are_an_exit_list(full):
    assert full.convert(MENU, []).room == "Lodge Porch"
    assert true_facts(full, MENU) == {
        "find(north)",
        "find(east)",
        "find(west)",
        "closed(east)",
        "closed(west)",
    }


def test_a_table_row_with_a_dot_leader_is_still_no_way(full):
    """A shop's price list keeps its rows out of the room (a leader after a thing, not a
    point)."""
    text = "Chandlery\nRope and tar.\n  a coil of rope ...... 4 coins\n  a lantern ....... 9 coins"
    assert true_facts(full, text) == set()


@pytest.mark.parametrize(
    ("text", "locked"),
    [
        (MENU, {"west"}),
        ("=== MAP ROOM ===\nCharts.\nExits: south, north (door: locked)", {"north"}),
        ("place: Sail Loft\nexits:\n  south: Stair\n  west: Rigging Store (door locked)", {"west"}),
        ("Hold\nExits:\n  East - Bilge (padlocked)\n  North - Deck", {"east"}),
        ("Crypt\nExits: north (unlocked, but closed), south", set()),
        ("Nave\nExits: north (closed), south (not locked, shut)", set()),
        ("Vestry\nExits: north (shut but not locked), east (bolted)", {"east"}),
    ],
)
def test_an_exit_lists_note_says_which_closed_door_is_locked(full, text, locked):
    parsed = full.parser.parse(text)
    assert parsed.locked == locked
    assert locked <= parsed.closed


def test_a_locked_door_in_a_list_is_never_opened_nor_walked_into(full):
    vocabulary = Families.load().vocabulary(
        ["textworld", "twx"], CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    )
    text = "=== MAP ROOM ===\nCharts.\nExits: south, north (door: locked), east (door: closed)"
    tracker = full.track(text, [])
    commands = read_commands(full.families, vocabulary, text, [], None, tracker)
    refused = {vocabulary.actions[a] for a in refused_moves(tracker, vocabulary, commands.indices)}
    assert refused == {"open north", "go north"}


@pytest.mark.parametrize(
    ("text", "facts", "room"),
    [
        (  # a client's log: each line's time stamp
            "[09:12:01] You enter the Rope Walk.\n[09:12:01] Hemp hangs in hanks.\n"
            "[09:12:01] Exits: north, west (closed)\n[09:12:02] Tam says, 'Mind the tar.'",
            {"find(north)", "find(west)", "closed(west)"},
            None,
        ),
        (  # a chat bot's lines, each after its name
            "<mapbot> Boat House\n<mapbot> Oars on racks.\n<mapbot> Exits: south (Jetty), east"
            " (Shed, door closed)\n<mapbot> Here: a silver coin",
            {"find(south)", "find(east)", "closed(east)", "find(coin)"},
            "Boat House",
        ),
        (  # a chat bot's arrows for the ways, and its buttons
            "\U0001f3e0 Kiln Yard\nStacks of saggars.\n\nWays: \u2b06\ufe0f Throwing Room \u00b7"
            " \u27a1\ufe0f Glaze Store (\U0001f6aa closed)\n[ \u2b06\ufe0f North ] [ \u27a1\ufe0f"
            " East ]",
            {"find(north)", "find(east)", "closed(east)"},
            "Kiln Yard",
        ),
        (  # only the buttons give the ways
            "\U0001f4cd Tulip Field\nRed rows to the dyke.\n\n[\u2b05\ufe0f West]  [\u2b07\ufe0f"
            " South]  [\U0001f392 Bag]",
            {"find(west)", "find(south)"},
            "Tulip Field",
        ),
        (  # a web client's page
            "<h2>Print Room</h2><p>Ink &amp; paper everywhere.</p><p><b>Exits:</b> <a"
            ' href="#s">south</a>, <a href="#w">west</a></p><p>A copper coin lies here.</p>',
            {"find(south)", "find(west)", "find(coin)"},
            "Print Room",
        ),
        ("<< Bell Foundry >>\nMoulds in sand.\nExits: north", {"find(north)"}, "Bell Foundry"),
    ],
)
def test_what_logs_chat_bots_and_web_pages_print(full, text, facts, room):
    table = full.convert(text, [])
    assert table.room == room or room is None
    assert true_facts(full, text) == facts


def test_a_lone_arrow_in_a_sentence_is_no_way_and_a_row_without_points_no_list(full):
    assert true_facts(full, "Hut\nA cold hut.\n\n[North] [Bag]") == {"find(north)"}
    assert true_facts(full, "Hut\nA cold hut.\n\n[Look] [Bag]") == set()
    assert true_facts(full, "Hut\nGo \u2b06\ufe0f to leave by the roof.") == set()


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Parlour\nA cold parlour.\n\nYou can see a silver florin here.", {"find(coin)"}),
        ("Parlour\nA cold parlour.\n\nThere's a half-crown on the mantel.", {"find(coin)"}),
        (
            "Winch Room\nCables everywhere.\nExits: north, south [locked], up",
            {"find(north)", "find(south)", "closed(south)"},
        ),
        ("Yard\nA muddy yard.\nExits: north-west, south.", {"find(south)"}),
    ],
)
def test_mistagged_coins_hyphenated_coins_and_bracketed_notes(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("Loom Shed\nLooms in rows.\n\n[Objective: Card all the wool (1/6).]", True),
        ("[OOC] GM_Ash: Your task tonight: carry the lantern to the lighthouse.\n\nQuay\n", True),
        (
            "Quay\nNets drying.\n[Exits: north]\nGossip: Brin: anyone know where the quest is?",
            False,
        ),
        ("Quay\nNets drying.\n[HP 39/40]", False),
    ],
)
def test_a_task_in_brackets_or_a_channel_is_read_for_the_goal(full, text, goal):
    assert (full.parser.parse(text).goal is not None) == goal


def test_a_door_swinging_inward_by_itself_opens(full):
    room = "Croft\nPeat smoke. The only door, east, is shut against the rain."
    reply = "You lift the latch and the door swings inward. Rain blows in."
    assert true_facts(full, reply, [(room, "open east")]) == {"find(east)"}


def test_a_name_and_its_epithet_is_someone_not_a_coin(full):
    text = "Taproom\nBenches and a fire.\n[Exits: south]\nFarthing the cat yawns on the hearth."
    assert true_facts(full, text) == {"find(south)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Weir\nWater roars.\nThere is no route west from here. A path runs south.",
            {"find(south)"},
        ),
        ("Tomb\nThe lid is carved with coins. A passage leads east.", {"find(east)"}),
    ],
)
def test_a_route_denied_and_coins_carved(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Dunes\nSand.\n\nEast and west the dunes end against a wall. A track runs north.",
            {"find(north)"},
        ),
        (
            "Bank\nReeds.\n\nSouthward the bog is black water, and no path crosses it. A lane"
            " goes east.",
            {"find(east)"},
        ),
        ("Hall\nA hall.\n\nNorth the corridor ends at a green door.", {"find(north)"}),
        ("Roof\nWind.\n\nThere is no way down except the ladder to the west.", {"find(west)"}),
    ],
)
def test_where_a_thing_ends_or_no_path_crosses_is_no_way(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts", "room"),
    [
        (  # a Lua table printed by its name
            'room = { name = "Pump Room", exits = { south = "open", east = "locked" }, items = {'
            ' "bucket", "coin" } }',
            {"find(south)", "find(east)", "closed(east)", "find(coin)"},
            "Pump Room",
        ),
        (  # XML
            '<room name="Bell Loft">\n  <exit dir="north"/>\n  <exit dir="west" door="closed"/>'
            "\n</room>",
            {"find(north)", "find(west)", "closed(west)"},
            "Bell Loft",
        ),
        (
            "Drying Shed\nWool on racks. The yard is west, and the door to the north's shut.",
            {"find(west)", "find(north)", "closed(north)"},
            "Drying Shed",
        ),
    ],
)
def test_lua_tables_xml_and_a_points_contraction(full, text, facts, room):
    assert full.convert(text, []).room == room
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("history", "text", "room"),
    [
        (
            [],
            "Re: [IC] The Salt Road - Part 3\nPost by GM_Ash >> Mon\n\nYou're in the cellar, Mira.",
            "cellar",
        ),
        (
            [],
            "WALKTHROUGH, PART 4\n\nYou are now in the Boat Shed. Exits are north and west.",
            "Boat Shed",
        ),
        ([], "You enter the Rope Loft.\nCoils everywhere.\nExits: south", "Rope Loft"),
        ([], "You enter the room quietly.\nExits: south", None),
        (
            [
                (
                    "Post by GM_Ash >> Mon\n\nYou're at the quay, Mira. The lane is south; the"
                    " slip is east.",
                    "go west",
                )
            ],
            "Post by GM_Ash >> Tue\n\nSorry Mira, no way west - that's the harbour. Lane's"
            " south, slip's east.",
            "quay",
        ),
    ],
)
def test_message_and_document_heads_are_no_room_and_a_reply_denying_the_move_is_a_refusal(
    full, history, text, room
):
    assert full.convert(text, history).room == room


def test_no_way_in_a_reply_refuses_the_move(full):
    room = "Post by GM_Ash >> Mon\n\nYou're at the quay. The lane is south; the slip is east."
    reply = "Sorry, no way west - that's the harbour. Lane's south, slip's east."
    assert true_facts(full, reply, [(room, "go west")]) >= {"refused(west)"}


def test_a_labelled_list_of_one_arrowed_way(full):
    text = "\U0001f3e0 Net Loft\nNets on hooks.\n\nWays: \u2b05\ufe0f Yard\n[ \u2b05\ufe0f West ]"
    assert full.convert(text, []).room == "Net Loft"
    assert true_facts(full, text) == {"find(west)"}


def test_a_quest_that_asks_for_it_after_a_coin_of_a_rarer_sense_is_the_coin_task(full):
    text = (
        "Net Yard\nNets on poles.\nExits: east, north\nNew quest: The Lost Drachma. A diver"
        " dropped his silver drachma somewhere on the quay. Find it and take it."
    )
    assert full.parser.parse(text).goal_fits
    other = "Net Yard\nNets on poles.\nExits: east, north\nNew quest: The Lost Oar. Find it."
    assert not full.parser.parse(other).goal_fits


def test_thinking_better_of_going_that_way_refuses_the_move(full):
    room = "Scrap Yard\nCars in towers.\nExits: north west\n>"
    reply = "The goose hisses and spreads its wings. You think better of going east.\n>"
    assert true_facts(full, reply, [(room, "e")]) == {"find(north)", "find(west)", "refused(east)"}


def test_a_brief_titles_exits_and_a_parser_that_lists_what_it_understands(full):
    assert true_facts(full, "Bus Shelter (n, w)\n> ") == {"find(north)", "find(west)"}
    assert true_facts(full, "Rose Arbour (on a bench)\nRoses. A gate south.") == {"find(south)"}
    room = "Mine Mouth\nexits: south, east\n=> "
    reply = "I only understand north, south, east and west.\n=> "
    assert true_facts(full, reply, [(room, "sw")]) == {"find(south)", "find(east)"}


def test_a_program_saying_the_point_tried_is_no_exit_refuses_the_move(full):
    room = "{ room: 'Boat Deck', exits: [ 'north', 'south' ], items: [] }"
    reply = 'Error: "west" is not an exit here. Try: north, south'
    assert true_facts(full, reply, [(room, "go west")]) >= {"refused(west)"}
    assert "find(west)" not in true_facts(full, reply, [(room, "go west")])


def test_a_door_you_may_leave_open_is_no_door_opened(full):
    from converter.parser import TextKind

    assert full.parser.parse("You can leave the door open.").kind is not TextKind.OPENED
    assert full.parser.parse("You leave the door open.").kind is TextKind.OPENED


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Gym\nMats.\n\nThe office, east, is locked. The street door is west.",
            {"find(east)", "closed(east)", "find(west)"},
        ),
        ("Gym\nMats.\n\nThe kitchen, north, is open.", {"find(north)"}),
        ("Barn\nHay.\n\nYou can see a quid of tobacco here. The door is south.", {"find(south)"}),
    ],
)
def test_a_room_said_locked_at_a_point_and_a_quid_of_tobacco(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_doors_state_in_an_absolute_phrase(full):
    text = (
        "Yard\nCoal heaps.\n\nTo the north stands the manager's house, its door locked and its"
        " blinds down."
    )
    assert true_facts(full, text) == {"find(north)", "closed(north)"}
    listed = "You are in the bothy. Door to the north / door to the south (this one locked)."
    assert true_facts(full, listed) == {"find(north)", "find(south)", "closed(south)"}


def test_nor_is_it_open_says_the_door_is_closed(full):
    text = "Shed\nSteam.\n\nTo the south there's a door, and it's not locked. Nor is it open."
    assert true_facts(full, text) == {"find(south)", "closed(south)"}
    elided = "Store\nHerbs.\n\nThe door to the east isn't closed. Nor is the one to the west."
    assert true_facts(full, elided) == {"find(east)", "find(west)"}


def test_a_brief_title_keeps_its_doors_and_you_pick_it_up_takes_the_coin(full):
    store = "Rope Store\nCoils of rope. A doorway east. A door to the north is closed."
    walk = "Walk\nA long roof. The rope store is west."
    assert true_facts(full, "Rope Store", [(store, "east"), (walk, "west")]) == {
        "find(north)",
        "find(east)",
        "closed(north)",
        "visited(east)",
    }
    shop = "You are in the Shop.\nYou can see a till and a coin.\nYou can go west."
    assert "find(coin)" not in true_facts(full, "You pick it up.", [(shop, "take coin")])


def test_a_remark_on_the_kind_of_place_names_no_room(full):
    corridor = "Cell Block\nCell doors east and west, both locked. The office is north."
    reply = "You rattle the cell door. It's locked, of course: this is a prison."
    assert full.convert(reply, [(corridor, "e")]).room == "Cell Block"


def test_a_room_exported_as_csv(full):
    text = "room,exits,doors,items\nSeed Loft,south;east,east=closed,sacks;coin"
    assert full.convert(text, []).room == "Seed Loft"
    assert true_facts(full, text) == {"find(south)", "find(east)", "closed(east)", "find(coin)"}


def test_what_the_review_found(full):
    """An over-long character reference in a web page is dropped, not a ValueError (a 500); an
    exit's key in angle brackets is no chat speaker."""
    assert full.convert("<p>&#" + "1" * 4301 + ";</p><p>Hall</p>", []) is not None
    keyed = "Armoury\nA cold room.\nObvious exits:\n<N> Great Hall\n<E> Kitchen\n"
    assert true_facts(full, keyed) == {"find(north)", "find(east)"}
