"""The reader on what session 16 found (issue 41; docs/converter.md, "Session 16"): game
banners, Inform's lists and containers, coins of a metal's alloy, doors named by "the latter",
and directions said to be walls. Each text here is written for the test, never taken from a
held-out item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "banner",
    [
        "PENNY WISE\nAn Interactive Fiction by A. Writer\nRelease 2 / Serial number 260101 /"
        " Inform 7 build 6M62 (I6/v6.33 lib 6/12N) SD",
        "MOUSEHOLE: The Long Burrow\nInfocom interactive fiction - a fantasy story\nCopyright (c)"
        " 1984 Infocom, Inc. All rights reserved.\nMOUSEHOLE is a registered trademark of"
        " Infocom, Inc.\nRevision 12 / Serial number 840101",
    ],
)
def test_a_games_banner_is_not_the_room_and_the_title_after_it_is(full, banner):
    text = banner + "\n\nTack Room\nBridles on pegs. You can go north or east."
    table = full.convert(text, [])
    assert table.room == "Tack Room"
    assert true_facts(full, text) == {"find(north)", "find(east)"}
    assert full.parser.parse(text).opening == ()  # the banner says nothing to list


@pytest.mark.parametrize(
    "seen",
    [
        "You can see a tin mug, a lamp and a gold sovereign here.",  # "gold" parsed apart
        "You can see a pewter dish (on which is a gold coin) here.",  # a plate is no picture
        "You can see a pewter dish (on which are two candles and a penny) here.",
    ],
)
def test_inform_lists_and_supporters_show_the_coin(full, seen):
    text = f"Scullery\nDamp flags. You can go west.\n\n{seen}"
    assert true_facts(full, text) == {"find(west)", "find(coin)"}


def test_a_coin_in_a_picture_is_still_no_coin(full):
    text = "Hall\nA painting of a gold coin hangs here. You can go north."
    assert true_facts(full, text) == {"find(north)"}


@pytest.mark.parametrize(
    "seen",
    [
        "You can see a chisel, two nails and a silver Byzantine wibblet here.",  # metal, apart
        "On the anvil: a silver wibblet.",  # no verb: a place and a colon say it lies here
    ],
)
def test_an_unknown_word_of_a_coins_metal_is_a_guessed_coin(full, seen):
    text = f"Forge\nSoot everywhere. The only way out is west.\n{seen}"
    parsed = full.parser.parse(text)
    assert any("wibblet" in s for s in parsed.unread)  # a guess: its sentence is not claimed
    assert "find(coin)" in true_facts(full, text)


@pytest.mark.parametrize(
    "seen",
    [
        "On the anvil: a brass plate.",
        "A brass dreidel lies on the table.",  # brass is no coin's metal (the review's)
        "A sand dollar lies on the wet sand.",  # the knowledge base's own compound
    ],
)
def test_things_of_metal_or_named_like_money_are_no_coin(full, seen):
    text = f"Forge\nSoot everywhere. The only way out is west.\n{seen}"
    assert true_facts(full, text) == {"find(west)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "You can leave by the north or east doors; the latter is locked.",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        (
            "Doors lead north and west; the former is bolted.",
            {"find(north)", "find(west)", "closed(north)"},
        ),
        (
            "Two doors face each other: the one to the north is wide open, the one to the south"
            " is shut tight.",
            {"find(north)", "find(south)", "closed(south)"},
        ),
        ("East is a blank wall. Nothing leads north. The only exit is south.", {"find(south)"}),
        ("Nothing blocks the way north.", {"find(north)"}),
        ("Nothing but a narrow path leads north.", {"find(north)"}),
        ("The northern arch leads out to the garden.", {"find(north)"}),
    ],
)
def test_doors_and_ways_said_in_other_words(full, text, facts):
    assert true_facts(full, "Hall\n" + text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Yard\nA tanner is here, scraping a hide. Exits: north.", {"find(north)"}),
        ("Yard\nA tanner lies on the bench. Exits: north.", {"find(north)", "find(coin)"}),
        ("Hall\nAnna is in the doorway. Exits: north.", {"find(north)"}),
        ("Court\nThe fountain's basin is empty of coins. Exits: north.", {"find(north)"}),
        ("Toll House\nA board lists the tolls: ONE PENNY PER CART. Exits: north.", {"find(north)"}),
        ("Kennels\nA houndsman is here, counting coins into a tin. Exits: north.", {"find(north)"}),
    ],
)
def test_coin_words_that_name_someone_or_nothing_here(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_heroes_room_names_the_text(full):
    assert full.convert("Jonah is in the greenhouse. The door is west.", []).room == "greenhouse"


@pytest.mark.parametrize(
    "reply",
    [
        "You walk east and bump into the wall.",
        "You walk east for a little way, but the path peters out and you come back.",
        "You walk smack into the toll bar. Ouch.",  # a toll bar: WordNet's tollbar, no bar-room
    ],
)
def test_a_move_undone_in_its_own_sentence_is_refused(full, reply):
    room = "Boot Room\nDoorways lead north and south."
    facts = true_facts(full, reply, [(room, "east")])
    assert facts == {"find(north)", "find(south)", "refused(east)"}


def test_a_way_offered_back_is_no_refusal(full):
    text = "Hall\nYou can go back west to the hall. You could return east."
    assert true_facts(full, text) == {"find(east)", "find(west)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("[E W] Tanner's Yard\nVats of lime.", {"find(east)", "find(west)"}),
        (
            "Hall\nPassages lead off to the N and SW, and a low crawl heads E.",
            {"find(north)", "find(east)"},  # (southwest: outside the vocabulary)
        ),
        ("Hall\nTo the north stands a high wall. To the east is the kitchen.", {"find(east)"}),
        (
            "Hall\nThe street runs east; to the north is a wall without a door in it.",
            {"find(east)"},
        ),
        ("Hall\nThe passage ends at the south in a patch of newer brick.", set()),
        ("Hall\nThe corridor ends at a door to the south.", {"find(south)"}),
        (
            "Hall\nThe study is to the north, behind an open door. A passage runs west.",
            {"find(north)", "find(west)"},  # a study: a room, though a picture too
        ),
        (
            "Hall\nThe door to the house is west, and a smaller door north goes to the shed;"
            " that one is shut.",
            {"find(west)", "find(north)", "closed(north)"},
        ),
        (
            "Dairy\nA west-facing door, painted green and firmly closed, leads to the scullery.",
            {"find(west)", "closed(west)"},
        ),
    ],
)
def test_ways_in_more_wordings(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "message", ["You lift the latch and the gate swings wide.", "The gate creaks open."]
)
def test_a_gate_that_swings_open_is_opened(full, message):
    yard = "Drying Green\nA gate in the north wall is shut, and the house door is east."
    history = [(yard, "n"), ("The gate's shut; you'd have to open it first.", "open gate")]
    assert true_facts(full, message, history) == {"find(north)", "find(east)"}


def test_a_quest_to_pocket_the_coin_is_the_coin_task(full):
    text = "[ QUEST ]  Pocket the coin  0/1    Area: Old Rectory\n\nBack Kitchen\nDoors lead north."
    parsed = full.parser.parse(text)
    assert parsed.goal is not None and parsed.goal_fits and parsed.header == "Back Kitchen"


def test_a_need_said_in_quotes_in_the_first_room_is_listed(full):
    text = (
        "Farmyard\n'Ah, there you are,' says the farmer. 'The cows need bringing in from the"
        " top field.' The top field is east."
    )
    parsed = full.parser.parse(text)
    assert parsed.asked and "find(east)" in true_facts(full, text)


@pytest.mark.parametrize(
    ("seen", "coin"),
    [
        ("Somebody had left a dime on top of the dryer.", True),  # left: still here
        ("There had been coins everywhere once.", False),  # a being that is over
        ("You can see a trowel and a threepenny bit here.", True),  # a value run together
        ("You can see a tenpenny nail here.", False),
        ("Moulds for striking coins lie about.", False),  # a use, not a coin
        ("On the plate-rack, among the spoons, lies a single silver florin.", True),
    ],
)
def test_more_coins_and_not_coins(full, seen, coin):
    text = f"Scullery\nDamp flags. You can go west.\n{seen}"
    assert ("find(coin)" in true_facts(full, text)) is coin


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Hall\nThe way north is not blocked.", {"find(north)"}),
        ("Hall\nThe rocks don't block the way north.", {"find(north)"}),
        ("Hall\nThe rocks block the way north.", set()),
        ("Hall\nA door leads west. To the south, the kitchen.", {"find(west)", "find(south)"}),
        ("Hall\nA door leads west. To the east, a blank wall.", {"find(west)"}),
        (  # a door said shut, then opened by a message in the same text: open
            "Scullery\nThe door to the east is shut. You lift the latch and it swings open onto"
            " the yard. To the south, the kitchen.",
            {"find(east)", "find(south)"},
        ),
    ],
)
def test_ways_denied_blocking_and_terse_places(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [  # what a review of the session's change read wrongly, each read now as a person does
        ("Hall\nWest is a wall with a door in it.", {"find(west)"}),
        ("Hall\nA door leads north.\nCopyright notices are pinned to the board.", {"find(north)"}),
        ("Hall\nA door leads north, and you look back at the stairs.", {"find(north)"}),
        ("Hall\nThe hallway ends at the east, where a door opens onto the garden.", {"find(east)"}),
        ("Hall\nYou follow the S-shaped path. A door leads west.", {"find(west)"}),
        ("Hall\nTake the N bus. A door leads west.", {"find(west)"}),
        ("Hall\nThe street runs E-W.", {"find(east)", "find(west)"}),
        ("Shop\nThe shopkeeper waits. A door leads west.\n[S] Sell your loot", {"find(west)"}),
        (
            "Hall\nA door leads north. Two chests stand in the corner; the first is locked.",
            {"find(north)"},
        ),
        (
            "Hall\nThere are doors north and east. The latter is locked.",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        ("Hall\nExits: north. The old miser had spent every coin he owned.", {"find(north)"}),
        (
            "Hall\nExits: north. Years ago, you had found a sovereign in this very room.",
            {"find(north)"},
        ),
        ("Hall\nExits: north. A painting showing a gold coin hangs here.", {"find(north)"}),
        ("Hall\nExits: north. A bridle with a silver bit hangs on a peg.", {"find(north)"}),
        (
            "Hall\nExits: north. A pound lies on the pavement, catching the light.",
            {"find(north)", "find(coin)"},
        ),
        ("Hall\nExits: north. Penny is here, polishing the spoons.", {"find(north)"}),
    ],
)
def test_what_the_review_found(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Deck 3: Engineering\nA door leads north.", "Deck 3: Engineering"),  # a title's colon
        ("Anna is in the kitchen to the north. You are in the hall.", "hall"),
        (
            "THE LOST COIN\nIn this interactive fiction, your task is to find the lost gold"
            " coin.\nRelease 1 / Serial number 250101\n\nHall\nA door leads north.",
            "Hall",
        ),
    ],
)
def test_rooms_the_review_found(full, text, room):
    assert full.convert(text, []).room == room


def test_a_gate_that_opens_and_jams_shut_is_shut(full):
    yard = "Drying Green\nA gate in the north wall is shut, and the house door is east."
    facts = true_facts(
        full, "You push. The gate groans open an inch, then jams shut.", [(yard, "open gate")]
    )
    assert "closed(north)" in facts


def test_a_quoted_suggestion_is_not_asked(full):
    text = "Kitchen\n'You should really try the cake,' says the cook. Exits: north."
    assert full.parser.parse(text).asked == ()


@pytest.mark.parametrize(
    ("text", "facts"),
    [  # terse rooms: verbless fragments, arrows, abbreviations, counts
        ("West Bank\nRoad E to the bridge, lane N.", {"find(east)", "find(north)"}),
        ("Hall\nDoors N, S. Stair up.", {"find(north)", "find(south)"}),
        (
            "Rose Garden\nBeds, a sundial. Path W. Gate N (shut).",
            {"find(west)", "find(north)", "closed(north)"},
        ),
        (
            "Mud Room\nPegs, boots. Door N (kitchen), door E (yard, shut).",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        ("Cell\nWalls N, E, W. Door S, locked.", {"find(south)", "closed(south)"}),
        (
            "Orchard\nN: hedge, no gap. E: gate (locked). S: the lane.",
            {"find(east)", "closed(east)", "find(south)"},
        ),
        ("Stairwell\nUp, down, or out E.", {"find(east)"}),
        (
            "Oast House\nKiln cold. Ways out: S; E (door, bolted this side).",
            {"find(south)", "find(east)", "closed(east)"},
        ),
        ("Store\nWindows E. Door S (shut).", {"find(south)", "closed(south)"}),
        (
            "Barn\nHay to the rafters. Way out S.\nPenny in the straw.",
            {"find(south)", "find(coin)"},
        ),
        (
            "Lane\nLane runs N-S. Farthing in the gutter.",
            {"find(north)", "find(south)", "find(coin)"},
        ),
        (
            "Rope Walk\nExits: e w\nYou see: coin x1, rope x1",
            {"find(east)", "find(west)", "find(coin)"},
        ),
        ("Chapel\nPoor box by the font, a coin slot in its lid. Door W.", {"find(west)"}),
        (
            "Crypt Stair\nnorth -> Chapel\nwest  -> Ossuary (door locked)",
            {"find(north)", "find(west)", "closed(west)"},
        ),
        ("Yard\nBarn N, road E. Pump in the middle.", {"find(north)", "find(east)"}),
    ],
)
def test_terse_rooms(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_terse_sentence_is_no_goal(full):
    parsed = full.parser.parse("Yard\nBarn N, road E.")
    assert parsed.goal is None and parsed.exits == {"north", "east"}


@pytest.mark.parametrize(
    ("reply", "refused"),
    [("Can't go N.", "north"), ("Can't go w.\nToll House\nExits: n s", "west")],
)
def test_terse_refusals(full, reply, refused):
    room = "Toll House\nExits: n s"
    action = "n" if refused == "north" else "w"
    facts = true_facts(full, reply, [(room, action)])
    assert f"refused({refused})" in facts and {"find(north)", "find(south)"} <= facts


def test_pocketed_takes_the_coin(full):
    porch = "Porch. Door N. Penny on the mat."
    assert "find(coin)" not in true_facts(full, "Pocketed: one penny.", [(porch, "take penny")])


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Steam Room\nYou can hardly make out the painting on the far wall: a heap of gold coins"
            " spilling from a chest. Doorways lead north and west.",
            {"find(north)", "find(west)"},
        ),
        (
            "Kitchen\nTo the north is a frosted-glass door, closed; through the open doorway to the"
            " east you can see the corridor.",
            {"find(north)", "find(east)", "closed(north)"},
        ),
        (
            "Cubicle\nWhat looks like a door in the west wall is only painted on the plaster: there"
            " is no way west. Doorways lead east and north.",
            {"find(north)", "find(east)"},
        ),
        (
            "Studio\nThere are doorways north and west, and no doors in them.",
            {"find(north)", "find(west)"},
        ),
        (
            "COIN COLLECTOR\nThere is one coin in this house. Find it, take it, and you win.\n\n"
            "[Press RETURN]\n\nBoot Room\nDoorways lead north and east.",
            {"find(north)", "find(east)"},
        ),
    ],
)
def test_what_dev13_taught(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_door_tried_and_found_locked_is_a_refusal(full):
    pantry = "You're in the pantry. There's a door in the east wall, and the kitchen is south."
    facts = true_facts(
        full, "You try the east door. Locked, and you have no key.", [(pantry, "go east")]
    )
    assert facts == {"find(south)", "find(east)", "closed(east)", "refused(east)"}


def test_back_on_the_street_names_the_street(full):
    assert full.convert("You're back on the street. The driveway is north.", []).room == "street"


def test_a_job_in_quotes_after_a_colon_is_the_coin_task(full):
    text = (
        "A voice crackles from a loudspeaker: \"Thanks for coming. Here's the job: go south, then"
        ' east, and pick the coin up off the cookery floor."\n\nCookhouse\nA doorway leads south.'
    )
    parsed = full.parser.parse(text)
    assert parsed.goal is not None and parsed.goal_fits


def test_an_opening_before_a_room_sentence_is_listed(full):
    text = (
        "Your uncle wants the shed swept before dark: every tool hung where it belongs.\n\nYou"
        " are in the bedroom. The living room is east."
    )
    parsed = full.parser.parse(text)
    assert parsed.opening and parsed.header == "bedroom" and parsed.exits == {"east"}
    assert full.parser.parse("You are in the bedroom. The living room is east.").opening == ()


@pytest.mark.parametrize(
    "reply",
    [
        "You take one step west and stop dead: the yard ends in a sheer drop to the river.",
        "West is all reeds and black water.",
        "A fallen elm lies across the way west. You can't get past it.",
        "Brambles stand shoulder high to the west. You think better of it.",
    ],
)
def test_refusals_told_as_a_scene(full, reply):
    yard = "Wash Yard\nA path goes north to the garden, and the back door is east."
    assert true_facts(full, reply, [(yard, "go west")]) == {
        "find(north)",
        "find(east)",
        "refused(west)",
    }


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Hall\nThe hall door leads north, and a second door, to the west, is closed.",
            {"find(north)", "find(west)", "closed(west)"},
        ),
        (
            "Hall\nThe study is south, and an oak door to the north is firmly shut.",
            {"find(south)", "find(north)", "closed(north)"},
        ),
        (
            "Hall\nThe iron door to the west is unlocked. An archway leads north.",
            {"find(west)", "find(north)"},
        ),
        (
            "Barn\nDoors lead south. There is a silver coin half hidden in the hay.",
            {"find(south)", "find(coin)"},
        ),
        (
            "Mudroom. Garage door W. Kitchen N. Quarter on the dryer.",
            {"find(west)", "find(north)", "find(coin)"},
        ),
    ],
)
def test_states_after_a_door_and_coins_half_said(full, text, facts):
    assert true_facts(full, text) == facts


def test_got_it_takes_the_coin(full):
    room = "Gun Room\nRacks, a stuffed stag. Door E. A sovereign on the hearth."
    assert true_facts(full, "Got it -- one gold sovereign.", [(room, "take sovereign")]) == {
        "find(east)"
    }
