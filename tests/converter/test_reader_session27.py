"""The reader on what session 27 found (issue 41; docs/converter.md, "Session 27"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize("verb", ["drag", "haul", "heave"])
def test_a_door_named_by_its_place_dragged_open(full, verb):
    history = [("Scullery\nIt is damp. The wash house is east; its door is shut.", "open east")]
    said = f"You {verb} the wash house door open. Steam rolls out."
    assert true_facts(full, said, history) == {"find(east)"}


def test_a_door_found_open_is_no_door_opened(full):
    history = [("Scullery\nIt is damp. The wash house is east; its door is shut.", "open east")]
    said = "You find the wash house door open already."
    assert full.parser.parse(said).kind.value != "opened"
    assert "find(east)" in true_facts(full, said, history)


@pytest.mark.parametrize(
    "said",
    [
        "Sweet Shop\nThe sherbet costs three pennies a bag. The door is north.",
        "Fairground\nThe carousel charges two pennies a ride. The gate is north.",
    ],
)
def test_what_a_thing_costs_is_no_coin_here(full, said):
    assert true_facts(full, said) == {"find(north)"}


@pytest.mark.parametrize("way", ["arch", "gap", "archway"])
def test_the_way_out_that_is_a_thing_at_a_point(full, way):
    history = [("Cloister\nA low arch leads north into the chapter house.", "north")]
    said = f"Chapter House\nIt is dim and cold. The only way out is the {way} to the south."
    assert true_facts(full, said, history) == {
        "find(south)",
        "visited(south)",
        "initial(south)",
        "all_visited",
    }


def test_the_way_out_is_not_a_window(full):
    said = "Cell\nIt is bare. The only way out is the window to the south. The door is west."
    assert true_facts(full, said) == {"find(west)"}


@pytest.mark.parametrize(
    "said", ["The hay barn is that way, and the bull is in it.", "The dairy is over there."]
)
def test_a_place_said_to_be_that_way_is_no_room_entered(full, said):
    room = "Yard\nMud everywhere. The dairy is north. The hay barn is east."
    facts = true_facts(full, said, [(room, "east")])
    assert {"find(north)", "find(east)", "refused(east)"} <= facts
    assert not any(f.startswith(("visited", "initial")) for f in facts)


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Mill\nThe sack store is east. The miller's office is west, but it's locked.",
            {"find(east)", "find(west)", "closed(west)"},
        ),
        (
            "Mill\nThe stables are east, and they are shut. The yard is west.",
            {"find(east)", "find(west)", "closed(east)"},
        ),
        (
            "Mill\nThe sack store is east. The office is west, and it is bright and airy.",
            {"find(east)", "find(west)"},
        ),
        (
            "Alley\nThe shoe counter is west. The fire exit, east, is alarmed and locked.",
            {"find(east)", "find(west)", "closed(east)"},
        ),
    ],
)
def test_the_door_of_a_place_said_shut_by_a_pronoun_or_a_second_state(full, said, facts):
    assert true_facts(full, said) == facts


@pytest.mark.parametrize(
    "said",
    [
        "Bookshop\nOn the counter is a box of penny dreadfuls. The street door is west.",
        "Bookshop\nA crate of old records, four for a pound. The street door is west.",
        "Shop\nFlorin, the shop cat, is asleep on the counter. The street door is west.",
    ],
)
def test_a_penny_novel_a_price_and_a_cat_called_florin_are_no_coins(full, said):
    assert true_facts(full, said) == {"find(west)"}


def test_a_florin_set_off_as_a_coin_is_one(full):
    said = "Shop\nA florin, the old two-shilling coin, lies on the counter. The door is west."
    assert true_facts(full, said) == {"find(west)", "find(coin)"}


def test_what_is_in_the_way_is_no_room_entered(full):
    room = "Skate Hire\nThe rink is north. Lockers fill the whole of the west wall."
    facts = true_facts(full, "The lockers are in the way.", [(room, "west")])
    assert facts == {"find(north)", "refused(west)"}


@pytest.mark.parametrize(
    "said",
    [
        "Hall\nA brass plaque by the door records the 1931 rescue mission. The door is north.",
        "Hall\nA plaque honours the men of the 1931 rescue mission. The door is north.",
        "Hall\nA poster advertises the ice bucket challenge. The door is north.",
    ],
)
def test_a_goal_word_a_thing_tells_of_states_no_goal(full, said):
    assert full.parser.parse(said).goal is None


@pytest.mark.parametrize(
    "said",
    [
        "TO: KESTREL\nFROM: BASE\nMISSION: Photograph the logbook.\nYou are in the hut. The"
        " door is north.",
        "Hall\nTonight's challenge: find the old diving board. The door is north.",
        "Hall\nThe note gives you a job: rescue the cat. The door is north.",
    ],
)
def test_a_memos_mission_and_a_challenge_are_another_task(full, said):
    parsed = full.parser.parse(said)
    assert parsed.goal is not None and not parsed.goal_fits and parsed.header != "KESTREL"


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Pantry\nThe larder door, west, isn't locked, only shut. The scullery is east.",
            {"find(west)", "closed(west)", "find(east)"},
        ),
        (
            "Vestry\nThe organ loft door was walled up long ago; the only door is the one to the"
            " south.",
            {"find(south)"},
        ),
        (
            "Hat Shop\nThe workroom is behind a curtain to the north. The street door is south.",
            {"find(north)", "find(south)"},
        ),
        (
            "Bank\nThe vault is behind a steel grille to the east. The street door is south.",
            {"find(east)", "find(south)"},
        ),
    ],
)
def test_a_door_denied_locked_a_walled_up_way_and_a_room_behind_a_curtain(full, said, facts):
    assert true_facts(full, said) == facts


def test_a_door_walled_up_at_a_point_is_no_way(full):
    said = "Vestry\nThe door north was walled up after the war. The porch is south."
    assert true_facts(full, said) == {"find(south)"}


def test_plural_doors_the_tagger_took_for_a_verb_swing_open(full):
    room = "Ward\nThe theatre doors to the east are shut. The lifts are west."
    history = [(room, "east"), ("You'll have to open the theatre doors first.", "open doors")]
    said = "The theatre doors swing open on their hinges."
    assert true_facts(full, said, history) == {"find(east)", "find(west)"}


def test_a_reply_that_a_door_is_locked_is_no_room(full):
    room = "Lobby\nThe front door, south, is locked. The stairs are north."
    facts = true_facts(full, "The front door's locked. The porter has the key.", [(room, "south")])
    assert facts == {"find(north)", "find(south)", "closed(south)", "refused(south)"}


@pytest.mark.parametrize(
    "goal",
    [
        "Your mission: track down the missing doubloon and pocket it.",
        "The cook sighs. 'I dropped a silver florin in the cellar. Find it, pick it up, and you"
        " can keep it.'",
    ],
)
def test_a_coin_hunt_in_other_words_is_the_coin_task(full, goal):
    parsed = full.parser.parse(f"{goal}\n\nCabin\nThe door is south. A florin lies here.")
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    "said",
    [
        "Shop\nScrews by the pound in tin trays. The yard is east.",
        "Shop\nCoke is sold by the pound here. The yard is east.",
    ],
)
def test_a_measure_by_the_pound_is_no_coin(full, said):
    assert true_facts(full, said) == {"find(east)"}


def test_a_coin_beside_which_something_stands_is_here(full):
    said = "Shop\nA broom stands by the penny. The yard is east."
    assert true_facts(full, said) == {"find(east)", "find(coin)"}


def test_a_goals_colon_after_the_sentence_opens(full):
    said = "Crypt\nOkay folks, you asked, and the challenge is: find a coin and pick it up."
    parsed = full.parser.parse(said)
    assert parsed.goal is not None and parsed.goal_fits


@pytest.mark.parametrize(
    "links",
    ["[[Go south->Cellar]]\n[[Go west->Hall]]", "→ Go south\n→ Go west", "1. Go south\n2. Go west"],
)
def test_a_choices_links_are_read_whole(full, links):
    room = "Wine Store\nRacks of bottles. The cellar is south and the hall is west."
    history = [(f"Hall\nA long hall. The wine store is east.\n\n{links}", "east")]
    said = f"{room}\n\n{links}"
    facts = true_facts(full, said, history)
    assert facts == {"find(south)", "find(west)", "visited(west)", "initial(west)"}
    assert full.parser.parse(said).unread == ()


def test_a_choice_to_open_a_door_opens_nothing(full):
    said = "Yard\nThe shed is east, and its door is shut.\n\nGo east\nOpen the shed door"
    assert true_facts(full, said) == {"find(east)", "closed(east)"}


def test_points_of_a_second_to_read_as_the_first(full):
    said = "Ward\nThe lino shines. Exits are provided to the south and to the west."
    assert true_facts(full, said) == {"find(south)", "find(west)"}
    assert full.parser.parse(said).unread == ()


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Foyer\nThe boys' pool is north and the girls' pool is west.",
            {"find(north)", "find(west)"},
        ),
        ("Yard\nThe barn is north and the miller's pond is west.", {"find(north)"}),
        (
            "Parlour\nThe tea things are out. French windows open onto the lawn to the south.",
            {"find(south)"},
        ),
        (
            "Parlour\nA harp. French windows look south over the lawn. The hall is east.",
            {"find(east)"},
        ),
        (
            "Foyer\nThe door to the girls' pool, west, is shut. The street is south.",
            {"find(west)", "closed(west)", "find(south)"},
        ),
    ],
)
def test_pools_people_use_french_windows_and_a_door_set_off_after_its_place(full, said, facts):
    assert true_facts(full, said) == facts
    assert full.parser.parse(said).unread == ()


def test_a_coin_said_taken_in_the_passive_is_gone(full):
    room = "Pantry\nA florin lies on the shelf. The kitchen is north."
    assert true_facts(full, "The florin has been taken.", [(room, "take florin")]) == {
        "find(north)"
    }


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Nursery\nA jar of chocolate coins stands on the sill. The door is north.",
            {"find(north)"},
        ),
        ("Parlour\nPaper crowns litter the carpet. The door is north.", {"find(north)"}),
        ("Museum\nThere is a bun penny here. The door is north.", {"find(north)", "find(coin)"}),
        ("Granary\nSacks of oat groats lean on the wall. The door is north.", {"find(north)"}),
    ],
)
def test_coins_of_chocolate_and_paper_and_groats_of_oats(full, said, facts):
    assert true_facts(full, said) == facts


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "Yard\nThe stable is north. The barn is east, but that door's got a padlock on it.",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        (
            "Yard\nThe gate to the east is secured with a heavy padlock. The barn is north.",
            {"find(north)", "find(east)", "closed(east)"},
        ),
        (
            "Bathroom\nThe door, to the west, has a lock, but it isn't locked; it's closed.",
            {"find(west)", "closed(west)"},
        ),
        ("Shed\nThe door to the west has no lock at all, and it stands open.", {"find(west)"}),
    ],
)
def test_a_door_with_a_padlock_on_it_is_locked_one_with_a_lock_need_not_be(full, said, facts):
    assert true_facts(full, said) == facts


@pytest.mark.parametrize(
    "said",
    [
        "Got it. You pick up the penny.\nWhat would you like to do?",
        "GOT IT: 10C COIN.\nKEYS N/S/E/W, OPEN, TAKE",
        "Hall\nYour purse: 14 gold, 3 silver.\nThe door is north.",
    ],
)
def test_a_past_a_line_of_keys_and_a_purse_state_no_goal(full, said):
    parsed = full.parser.parse(said)
    assert parsed.goal is None or parsed.goal_fits


def test_a_label_that_gives_you_an_order_is_a_goal(full):
    said = "Boathouse\n\nYour shift: check every lifejacket and sign the log.\n\nThe slip is north."
    parsed = full.parser.parse(said)
    assert parsed.goal is not None and not parsed.goal_fits
