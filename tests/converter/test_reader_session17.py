"""The reader on what session 17 found (issue 41; docs/converter.md, "Session 17"): the game's
opening told above the room as a heading and a paragraph, tallies with no colon, obligations
before the room sentence, deliveries of the coin, notices. Each text here is written for the
test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts

ROOM = "\n\nBoot Room\nMuddy boots in a row. A door leads north. A penny lies on the mat."


@pytest.mark.parametrize(
    "opening",
    [
        "SCAVENGER DAY\nGather the three feathers and pin them to the board.",
        "[Diary updated]\nThe Last Train: Carry Mr Pringle's trunk to the guard's van.",
        "BADGE EARNED: Early Riser\nNext: Ring all three bells (0/3)",
    ],
)
def test_a_heading_and_its_paragraph_above_the_title_are_the_opening(full, opening):
    parsed = full.parser.parse(opening + ROOM)
    assert parsed.header == "Boot Room"
    assert parsed.goal is not None and not parsed.goal_fits  # another task, said above


def test_a_status_line_repeating_the_title_keeps_the_room(full):
    text = "Boot Room                         Score: 0   Turns: 3" + ROOM
    parsed = full.parser.parse(text)
    assert parsed.header == "Boot Room" and parsed.opening == () and parsed.goal is None


@pytest.mark.parametrize(
    "tally",
    [
        "Feathers 0/3",
        "Keys found 1 of 4",
        "JOB > Mole catcher (0/4 moles)",
    ],
)
def test_a_tally_over_the_room_is_another_task(full, tally):
    parsed = full.parser.parse(tally + ROOM)
    assert parsed.header == "Boot Room"
    assert parsed.goal is not None and not parsed.goal_fits


@pytest.mark.parametrize("count", ["Lives 3/3", "HP 12/20", "Coins 0/2"])
def test_a_count_of_play_or_of_coins_is_no_other_task(full, count):
    parsed = full.parser.parse(count + ROOM)
    assert parsed.header == "Boot Room"
    assert parsed.goal is None or parsed.goal_fits


def test_an_obligation_before_the_room_sentence_is_the_goal(full):
    text = (
        "Your uncle has asked you to sweep the yard before supper. You are in the boot room."
        " A door leads north."
    )
    parsed = full.parser.parse(text)
    assert parsed.room == "boot room" and parsed.goal is not None and not parsed.goal_fits


def test_an_obligation_in_a_reply_is_no_goal(full):
    parsed = full.parser.parse("You will have to open the gate first.")
    assert parsed.goal is None


@pytest.mark.parametrize(
    ("goal", "fits"),
    [
        ("Your task is to take the coin from the cellar to the chest in the attic.", False),
        ("Your task is to carry the coin into the vault.", False),
        ("Your task is to take the coin.", True),
        ("Your task is to go to the attic and take the coin.", True),
    ],
)
def test_a_coin_carried_somewhere_is_a_delivery(full, goal, fits):
    parsed = full.parser.parse(goal + ROOM)
    assert parsed.goal is not None and parsed.goal_fits is fits


@pytest.mark.parametrize(
    "notice",
    [
        "Lost: one grey kitten. Answers to Smudge.",
        "To buy:\n- candles\n- lamp oil",
    ],
)
def test_a_notice_over_the_room_is_listed_until_a_goal_is_read(full, notice):
    parsed = full.parser.parse(notice + ROOM)
    assert parsed.header == "Boot Room" and parsed.opening
    assert "find(coin)" in true_facts(full, notice + ROOM)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a door on a wall, said after a comma and a place
            "Study\nThere is a door behind the desk, on the east wall, standing ajar.",
            {"find(east)"},
        ),
        (  # a door made by a brush is no door
            "Nursery\nSomebody has painted a door on the west wall. The real door is north.",
            {"find(north)"},
        ),
        (  # a real door painted a colour is one
            "Nursery\nThe door in the west wall is painted blue.",
            {"find(west)"},
        ),
        (  # ways on a map or a chart are drawn
            "Chart Room\nA map by the window shows a track to the west. The only door is south.",
            {"find(south)"},
        ),
        (
            "Chart Room\nMaps cover the walls, the largest showing the roads to the north and"
            " west. The only door is south.",
            {"find(south)"},
        ),
        (  # a signpost's way is the room's
            "Crossroads\nA signpost shows the way to the west.",
            {"find(west)"},
        ),
    ],
)
def test_doors_on_walls_and_ways_drawn(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a MUD's line cut by its width inside a sentence
            "Jetty\n  Gulls wheel over the jetty. The river runs fast and brown to the\nwest."
            "\n[Exits: north east]",
            {"find(north)", "find(east)"},
        ),
        (  # a state beside an adverb ("down and locked")
            "Barn\nThe big door, to the north, is down and bolted from outside; the small one,"
            " west, is open.",
            {"find(north)", "find(west)", "closed(north)"},
        ),
        (  # "one" for a second door, the parse's conjunct
            "Scullery\nThere's a door to the east, and one to the south that someone has locked.",
            {"find(east)", "find(south)", "closed(south)"},
        ),
        (  # a coin out of reach is not to be taken
            "Well Head\nPennies glint at the bottom of the well, far out of reach. A lane runs"
            " north.",
            {"find(north)"},
        ),
        (
            "Vestry\nA shilling has rolled under the grating, where you can see it but cannot"
            " reach it. The door is west.",
            {"find(west)"},
        ),
        (  # a way in a picture's "of"
            "Waiting Room\nA painting of the railway climbing north into the hills hangs by the"
            " clock. The only door is east.",
            {"find(east)"},
        ),
        (  # a job that is no task: a word of a clause about a thing
            "Office\nThe door is north. A nickel sits on the desk, which is more than the job"
            " paid last week.",
            {"find(north)", "find(coin)"},
        ),
        (  # a thing over water, whatever its name
            "Meadow\nA plank crosses the stream to the east.",
            {"find(east)"},
        ),
    ],
)
def test_what_dev15_taught(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # views through glass, out of a window, from afar: no way
            "Orangery\nThrough the glass to the west you can see the lawn. The door is north.",
            {"find(north)"},
        ),
        (
            "Parlour\nOut of the bay window you can see the lane running east and west. The"
            " door is south.",
            {"find(south)"},
        ),
        (
            "Tower Top\nFrom here you can see for miles: east to the marshes, south to the"
            " downs. The trapdoor is the only way down, and the stair door is north.",
            {"find(north)"},
        ),
        (
            "Scullery\nThe window over the sink looks east onto the yard. The door is north.",
            {"find(north)"},
        ),
        (  # seen through a way, it is one
            "Landing\nThrough the archway to the east you can see the long gallery.",
            {"find(east)"},
        ),
        (  # money words that name no coin here
            "Belfry\nA board records the great peal: five thousand and eighty changes.",
            set(),
        ),
        (
            "Tannery\nA tanner's slate by the door lists hides at so many pence. The yard is"
            " south.",
            {"find(south)"},
        ),
        (
            "Wash House\nYou can see a mangle and a copper (closed) here. The door is east.",
            {"find(east)"},
        ),
        (
            "Vault\nA strongbox sits here with a gold sovereign painted on its lid. The stair"
            " is north.",
            {"find(north)"},
        ),
        (  # an exit list's entries side by side
            "Loft\nDusty.\nObvious exits:\nUp <U>  West <W>",
            {"find(west)"},
        ),
    ],
)
def test_what_dev16_taught(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_prompt_above_the_title_and_a_window_letting_light_in(full):
    text = (
        "<80hp 40m 90mv>\nThe Dye House\nVats steam. High windows let in a yellow light.\n"
        "[Exits: north]\nA copper coin lies by a vat."
    )
    parsed = full.parser.parse(text)
    assert parsed.header == "The Dye House" and parsed.goal is None
    assert true_facts(full, text) == {"find(north)", "find(coin)"}


def test_a_job_denied_in_quotes_is_no_goal(full):
    text = (
        'Kitchen\n"There\'s a penny under the dresser," says the cook. "Not my job to fetch'
        ' it." The door is west.'
    )
    assert full.parser.parse(text).goal is None


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a coin seen in a wrapped MUD line, after its metal's article
            "Salt Store\nA crock stands by the door with its lid off, and in it,\non top of the"
            " salt, lies a brass farthing.\nExits: south.",
            {"find(south)", "find(coin)"},
        ),
        (  # where it lies, before it ("Caught in ..."): no taking
            "Net Loft\nCaught in the mesh of a net at your feet, a silver coin winks in the"
            " light.\n[Exits: south]",
            {"find(south)", "find(coin)"},
        ),
        (  # a bird takes it away
            "Lean-to\nA penny lies on the crate. A magpie hops onto the crate, snatches the"
            " penny and flies off.\n[Exits: east]",
            {"find(east)"},
        ),
        (  # gone out of sight
            "Slope\nA coin rolls past your boots and away to the west, out of sight. The path"
            " runs west and east.",
            {"find(west)", "find(east)"},
        ),
        (  # a door along a wall, its place before it
            "Ropewalk\nHalfway along the north wall a low door, painted red, is shut.",
            {"find(north)", "closed(north)"},
        ),
        (  # a thing on a side of the room is no way; a door there is one
            "Crypt\nAlong the east side lies the tomb of an abbot. A passage leads west.",
            {"find(west)"},
        ),
        ("Hall\nOn the west side is a door.", {"find(west)"}),
        ("Hall\nOn the west side there is no door. An arch leads north.", {"find(north)"}),
    ],
)
def test_what_dev16_taught_next(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a way that used to be
            "Study\nWhere the door to the east used to be there is now a dresser. The door to"
            " the north is open.",
            {"find(north)"},
        ),
        (  # drawn things show drawn ways
            "Hall\nOnly one door is real. The others, painted on the plaster by a clever hand,"
            " show doors to the west and the south. The real door, to the north, is open.",
            {"find(north)"},
        ),
        (  # a coin half read leaves the ways known: all of them visited
            "Parlour\nThe doorway to the hall is west. There is no other way out. Among the"
            " pins in a workbasket, a silver shilling.",
            {"find(west)", "find(coin)", "visited(west)", "initial(west)", "all_visited"},
        ),
    ],
)
def test_what_dev16_taught_last(full, text, facts):
    history = [("Hall\nA wide hall. The parlour is east.", "east")] if "Parlour" in text else []
    assert true_facts(full, text, history) == facts


def test_a_door_someone_else_opens_is_open(full):
    history = [
        ("Larder\nShelves of jam. The door to the scullery, north, is shut.", "north"),
        ("The door is shut.", "wait"),
    ]
    text = "The maid opens the larder door, stares at you and goes away, leaving it open."
    facts = true_facts(full, text, history)
    assert "closed(north)" not in facts and "refused(north)" not in facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # an oven's door in a corner, and a point between two, are no ways
            "Bakehouse\nThe oven is built into the south-west corner, its iron door shut. The"
            " door to the yard is north.",
            {"find(north)"},
        ),
        ("Hall\nA passage runs north-south.", {"find(north)", "find(south)"}),
        (  # a window looking onto a road is a view
            "Office\nA narrow room with one window, barred, looking east onto the lane. The"
            " door is south.",
            {"find(south)"},
        ),
        (  # a door that faces a way is one
            "Landing\nTo your right, facing east, is a closed door.",
            {"find(east)", "closed(east)"},
        ),
    ],
)
def test_corners_and_windows(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [  # the review of session 17's rules: neighbours they must not take away
        (
            "Hall\nThrough the windows you can see the garden, and a door leads north.",
            {"find(north)"},
        ),
        ("Hilltop\nYou can see for miles, and a path leads down to the north.", {"find(north)"}),
        ("Loft\nThrough the hole in the roof to the north you can see the stars.", set()),
        ("Gallery\nA portrait of the founder hangs over the archway to the west.", {"find(west)"}),
        ("Hall\nA sign painted on the door shows the way west.", {"find(west)"}),
        ("Courtyard\nOn the north side stands the chapel.", {"find(north)"}),
        (
            "Village Hall\nChairs stand in rows. The door is south.\n\nNotice Board\nJumble sale"
            " on Saturday. All welcome.",
            {"find(south)"},
        ),
        (
            "Hall\nA coin's glint catches your eye. The door is south.",
            {"find(south)", "find(coin)"},
        ),
        (
            "Pantry\nA coin lies on the floor, though the high shelf is out of reach. A door"
            " leads east.",
            {"find(east)", "find(coin)"},
        ),
        (
            "Study\nNeither the door nor the window is open, but a gold coin lies on the sill."
            " The door is north.",
            {"find(north)", "find(coin)"},
        ),
        ("Cellar\nThere is a silver coin in the purse on your belt. A ladder leads up.", set()),
        (
            "Market\nYou glance at the two pennies lying in the gutter. The street runs north.",
            {"find(north)", "find(coin)"},
        ),
        (
            "Shop\nA penny lies on the counter. A clerk sits at the desk and takes coins from a"
            " customer. The door is west.",
            {"find(west)", "find(coin)"},
        ),
        ("Loft\nDusty.\nObvious exits:\nNorth <N>  West <W>", {"find(north)", "find(west)"}),
    ],
)
def test_what_the_review_kept(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "text",
    [
        "You need to catch your breath after the climb. You are in the loft. A ladder leads down.",
        "Arrows 12/20\n\nArmoury\nRacks line the walls. A door leads north.",
        "Days left 3/30\n\nArmoury\nRacks line the walls. A door leads north.",
        "Escape The Tower\nAn Interactive Fiction by Jo Bloggs\nRelease 1 / Serial number 240101"
        "\n\nCell\nBare stone walls. A door leads north.",
    ],
)
def test_no_goal_the_review_found(full, text):
    assert full.parser.parse(text).goal is None


def test_a_task_that_walks_somewhere_and_takes_the_coin_fits(full):
    text = (
        "Your task: follow the corridor to the vault and take the coin.\n\nHall\nA door leads"
        " north."
    )
    parsed = full.parser.parse(text)
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    ("action", "reply", "closed"),
    [
        ("open oven", "You open the oven door.", True),  # a thing's door
        ("look", "The cook opens the oven door and takes out a pie.", True),
        ("open cupboard", "You open the cupboard door.", True),
        ("wait", "The maid opens the kitchen door.", False),  # the room's one closed door
        ("open gate", "You open the gate.", False),
    ],
)
def test_a_door_opened_by_another_name(full, action, reply, closed):
    room = "Kitchen\nA closed door leads north. There is a big iron oven here."
    assert ("closed(north)" in true_facts(full, reply, [(room, action)])) is closed


def test_taken_from_a_place_is_a_taking(full):
    assert full.parser.parse("Taken from the chest: one gold coin.").moved_objects == {"coin"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a MUD's contents list names a coin in capitals
            "Market(#12R)\nStalls.\nContents:\nSilver Coin\nA Pedlar\nObvious exits:\nSouth <S>",
            {"find(south)", "find(coin)"},
        ),
        (  # a curtain across an opening hangs in a way
            "Vestry\nThe passage returns north. To the west a curtain hangs across an opening.",
            {"find(north)", "find(west)"},
        ),
    ],
)
def test_contents_and_curtains(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (  # a way's name that is not where it lies
            "Chapter House\nThe north walk of the cloister is east of you.",
            {"find(east)"},
        ),
        (
            "Crossroads\nThe north road climbs to the moor, and a cart track wanders off west.",
            {"find(north)", "find(west)"},
        ),
        (  # a door marked shut and not locked is shut
            "Stillroom\nThere's a door east (shut, but not locked) and another south that's open.",
            {"find(east)", "find(south)", "closed(east)"},
        ),
    ],
)
def test_names_and_marks(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Nave\nThe arch to the east is choked with rubble. A door leads south.", {"find(south)"}),
        ("Nave\nThe arch to the east leads to the chapel.", {"find(east)"}),
    ],
)
def test_arches_choked_and_leading(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [  # what the spent held-out 15 taught, in words written for the test
        (
            "Ticket Office\nA sign: TICKETS TWO PENCE EACH. The door is east.",
            {"find(east)"},
        ),
        (
            "Yard\nYesterday there was a penny by the pump; today there is nothing. The gate is"
            " west.",
            {"find(west)"},
        ),
        (
            "Boardroom\nA portrait of the chairman hangs here, a silver coin held up in his"
            " fingers. The door is north.",
            {"find(north)"},
        ),
        (
            "Lane\nA cart track. The gate of the pound, to the east, is open.",
            {"find(east)"},
        ),
        (
            "Room: Wash House. Exits: south (door open), west. No coin.",
            {"find(south)", "find(west)"},
        ),
    ],
)
def test_what_held_out_15_taught(full, text, facts):
    assert true_facts(full, text) == facts


def test_a_coin_in_your_own_purse_is_yours(full):
    history = [("Shed\nTools on hooks. A doorway leads south.", "inventory")]
    text = "You have a canvas bag (which holds three pennies) and a lantern."
    assert true_facts(full, text, history) == {"find(south)"}
