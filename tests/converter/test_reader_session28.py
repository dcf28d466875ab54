"""The reader on what session 28 found (issue 41; docs/converter.md, "Session 28"). Each text
here is written for the test, never taken from a reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    "said",
    [
        "Wharf\nTo the west the dock basin is full of oily water. A gate leads north.",
        "Mill Yard\nTo the west the old sluice is brim full of brown water. A gate leads north.",
    ],
)
def test_a_place_at_a_point_full_of_water_is_no_way(full, said):
    assert true_facts(full, said) == {"find(north)"}


def test_a_place_at_a_point_full_of_people_is_a_way(full):
    said = "Wharf\nTo the west the fish market is full of traders. A gate leads north."
    assert true_facts(full, said) == {"find(north)", "find(west)"}


@pytest.mark.parametrize("verb", ["written", "painted", "chalked"])
def test_coins_written_on_a_thing_are_a_word_not_a_coin(full, verb):
    said = f"Larder\nA cash box with COINS {verb} on its lid sits on the shelf. The hall is east."
    assert true_facts(full, said) == {"find(east)"}


def test_a_coin_set_in_the_floor_is_still_a_coin(full):
    said = "Larder\nA brass coin is set in the floor by the shelf. The hall is east."
    assert true_facts(full, said) == {"find(coin)", "find(east)"}


def test_a_second_door_told_apart_by_its_words_keeps_no_state_of_the_first(full):
    said = "Coop\nThe little hatch door to the run is bolted. The proper door is west."
    facts = true_facts(full, said)
    assert "find(west)" in facts
    assert "closed(west)" not in facts


@pytest.mark.parametrize("first", ["A heavy oak door", "The low oak door"])
def test_a_door_named_again_in_fewer_words_is_the_same_door(full, first):
    said = f"Vestry\n{first} leads west. The door is shut."
    assert true_facts(full, said) == {"find(west)", "closed(west)"}


def test_a_door_named_in_other_words_in_the_same_sentence_is_another(full):
    said = "Stockroom\nDoors: fire door (east, propped open); door to loading bay (north, closed)."
    assert "closed(east)" not in true_facts(full, said)


@pytest.mark.parametrize("wood", ["tembusu", "merbau", "sepetir"])
def test_an_engine_door_of_a_wood_the_tagger_takes_for_an_adjective(full, wood):
    said = f"-= Loft =-\nYou are in a loft.\n\nThere is a closed {wood} door leading west."
    assert true_facts(full, said) == {"find(west)", "closed(west)"}


def test_the_only_thing_at_a_point_said_a_window_is_no_way(full):
    room = "Attic\nRafters and dust. The stairs are east. A round window is set in the west wall."
    said = "The only thing to the west is the window, and beyond it the drop to the yard."
    assert true_facts(full, said, [(room, "west")]) == {"find(east)", "refused(west)"}


def test_a_money_word_that_is_an_animal_doing_what_animals_do_is_no_coin(full):
    said = "Aviary\nA bright quetzal preens its long tail feathers on a perch. The door is west."
    assert true_facts(full, said) == {"find(west)"}


@pytest.mark.parametrize("kind", ["false", "fake", "dummy"])
def test_a_sham_door_is_no_way(full, kind):
    said = (
        f"Study\nShelves everywhere. The door in the east wall is a {kind} door. The hall is south."
    )
    assert true_facts(full, said) == {"find(south)"}


def test_an_exit_list_whose_entries_lead_with_their_keys(full):
    said = (
        "FORE DECK\nRain on the hatches.\n"
        "Exits: (S) chart room [door shut]  (E) winch house  (W) bosun's store [door locked]\n"
    )
    assert true_facts(full, said) == {
        "find(south)",
        "find(east)",
        "find(west)",
        "closed(south)",
        "closed(west)",
    }


def test_money_words_given_as_names_are_no_coins(full):
    said = "Kennels\nOn each pen is the name of its dog: GUINEA, FLORIN, FARTHING."
    said += " The yard is east."
    assert true_facts(full, said) == {"find(east)"}


def test_a_coin_beside_a_label_is_still_a_coin(full):
    said = "Kennels\nOn the bench are a luggage label and a florin. The yard is east."
    assert true_facts(full, said) == {"find(coin)", "find(east)"}


def test_a_telegrams_task_label_is_no_subject_and_its_coin_no_coin_here(full):
    said = "TASK FIND COIN AND BRING IT STOP NOW AT WATER TOWER STOP WAY WEST CLEAR STOP"
    assert "find(coin)" not in true_facts(full, said)


def test_choices_an_arrow_marks_on_one_line(full):
    said = "[ Boathouse ]\nOars hang from the beams.\n\n» Go east  » Go south"
    assert true_facts(full, said) == {"find(east)", "find(south)"}


def test_a_door_of_a_pair_said_closed(full):
    said = "Foyer\nThe ballroom is east, through a pair of doors which are closed."
    assert true_facts(full, said) == {"find(east)", "closed(east)"}


def test_the_door_of_a_thing_said_to_be_at_a_point(full):
    said = "Scullery\nThe walk-in larder is north, and its door is shut. The yard is west."
    assert true_facts(full, said) == {"find(north)", "closed(north)", "find(west)"}


def test_you_open_the_door_to_a_place(full):
    room = "Forge\nSparks everywhere.\nYou see exits leading south and east (closed door).\n"
    history = [(room, "e"), ("The door to the smithy is closed.", "open door")]
    facts = true_facts(full, "You open the door to the smithy.", history)
    assert facts == {"find(south)", "find(east)"}


def test_a_thing_of_a_coins_metal_named_on_a_line_of_its_own(full):
    said = (
        "Bazaar\nAwnings and noise.\nThere are two obvious exits: east and west.\nA silver tiyin.\n"
    )
    assert true_facts(full, said) == {"find(coin)", "find(east)", "find(west)"}


def test_a_place_whose_name_is_first_a_made_thing_is_no_weather(full):
    said = "You are in the gym. \nTo the North you see the shower. To the West you see the hall. "
    assert {"find(north)", "find(west)"} <= true_facts(full, said)


def test_a_room_label_after_a_sentence_on_its_line(full):
    said = "CASE NOTES, page 2. Location: boiler room, Mill Lane Baths. The door to the pool, east,"
    said += " is open. There is no other way out."
    assert true_facts(full, said) == {"find(east)"}


def test_a_flap_tied_back_is_open(full):
    room = "Fete\nBunting. You may go two ways: the flap of the beer tent, to the east, is laced"
    room += " shut; a path runs west."
    history = [(room, "east"), ("The flap is laced shut.", "open east")]
    facts = true_facts(full, "You unlace the flap and tie it back.", history)
    assert facts == {"find(east)", "find(west)"}


@pytest.mark.parametrize(
    "said",
    [
        "Toy Shop\nFind a present that costs under ten shillings. The stairs are north.",
        "Toy Shop\nEvery price is marked in crowns, florins and pence. The stairs are north.",
    ],
)
def test_a_price_limit_and_the_units_of_prices_are_no_coins(full, said):
    assert "find(coin)" not in true_facts(full, said)


def test_an_event_framed_in_stars_is_no_end_of_the_game(full):
    said = (
        "MESS DECK\nMugs on hooks.\nExits: (N) galley  (E) hold\n*** The ship lurches, and a plate"
    )
    said += " breaks somewhere aft. ***\nYour order? :"
    assert true_facts(full, said) == {"find(north)", "find(east)"}
    assert not full.parser.parse(said).ended
    assert full.parser.parse("You step out into the sun.\n\n*** You have won ***\n").ended


def test_an_audio_guides_stop_number_is_no_order(full):
    said = "Stop 9. You are now in the Print Room. The Long Gallery is to the north."
    assert true_facts(full, said) == {"find(north)"}


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        (
            "LOG. At pump hut. Door S shut. Exit W clear.",
            {"find(south)", "closed(south)", "find(west)"},
        ),
        (
            "Pump Hut\nDoor west locked. Way north clear.",
            {"find(west)", "closed(west)", "find(north)"},
        ),
    ],
)
def test_a_terse_notes_door_its_point_and_its_state(full, said, facts):
    assert true_facts(full, said) == facts


def test_a_hut_or_a_station_named_alone_is_the_room(full):
    assert full.parser.parse("LOG, 06:10. At signal hut. Way east clear.").header == "signal hut"


def test_a_money_word_naming_a_kind_of_thing_is_no_coin(full):
    said = "Bottling Hall\nA crate of crown corks stands by the capper. You can go north or west."
    assert true_facts(full, said) == {"find(north)", "find(west)"}


def test_a_tool_named_by_its_use_is_no_coin(full):
    said = "Laundry\nCoppers for boiling linen line the wall. The yard is south."
    assert true_facts(full, said) == {"find(south)"}


def test_a_gate_raised_is_open_and_clears_its_refusal(full):
    room = "Barbican\nA cold arch. The portcullis to the north is down. The bailey is south."
    history = [(room, "north"), ("The portcullis is down.", "turn winch")]
    said = "The portcullis grinds upward.\n\n" + room.replace("is down", "is raised")
    assert true_facts(full, said, history) == {"find(north)", "find(south)"}


def test_an_engine_door_of_a_wood_ending_in_ing_opens(full):
    room = "-= Attic =-\nYou are in an attic.\n\nThere is a closed meranting door leading west.\n"
    facts = true_facts(full, "You open meranting door.", [(room, "open meranting door")])
    assert facts == {"find(west)"}


def test_a_place_named_with_a_money_word_is_no_coin(full):
    said = "Crab Pound\nYou are in the crab pound, a pen open to the tide. The shed is north."
    assert true_facts(full, said) == {"find(north)"}


def test_a_price_by_the_weight_is_no_coin(full):
    said = "Stall\nA board says FRESH COD 9.20 A POUND. The market is north."
    assert true_facts(full, said) == {"find(north)"}


def test_a_thing_taken_by_a_name_the_knowledge_base_lacks_is_no_coin_taken(full):
    room = "Vault\nDim shelves. The stair is east.\nOn the shelf lies an old copper sceat."
    facts = true_facts(full, "You take the handsoap.", [(room, "take handsoap")])
    assert "find(coin)" in facts


def test_a_diarys_found_coin_lies_there_and_not_removed_stays(full):
    said = "Log, day 3. Now in the boiler room. Door east is open. Found a silver coin by the pump."
    assert true_facts(full, said) == {"find(coin)", "find(east)"}
    said = "Boiler Room\nChecked. One coin on the floor by the pump. Not removed. Door east."
    assert "find(coin)" in true_facts(full, said)


def test_a_claim_number_is_no_order(full):
    said = "Claim 5512, dictation. I'm in the scullery. The yard is east, through the doorway."
    assert true_facts(full, said) == {"find(east)"}


@pytest.mark.parametrize(("owner", "fact"), [("hers", False), ("yours", False)])
def test_a_coin_said_to_be_someones_is_no_longer_here(full, owner, fact):
    room = "Pantry\nShelves of jars. The door is west.\nA silver coin lies on the shelf."
    facts = true_facts(full, f"Got it! The silver coin is {owner}!", [(room, "take coin")])
    assert ("find(coin)" in facts) is fact


def test_no_door_but_an_archway_is_a_way(full):
    said = "Hall\nCoats on pegs. The dairy is north, no door, just an archway. The yard is east."
    assert true_facts(full, said) == {"find(north)", "find(east)"}


def test_a_place_set_off_as_a_drop_is_no_way(full):
    said = "Stage\nThe wings are east and west. South is the orchestra pit, a drop of two metres."
    assert true_facts(full, said) == {"find(east)", "find(west)"}


def test_a_coin_upstairs_is_not_here(full):
    said = "Box Room\nTrunks. Somewhere upstairs a coin falls and rolls. The landing is west."
    assert true_facts(full, said) == {"find(west)"}


def test_a_hedge_closing_a_place_at_a_point_is_no_way(full):
    said = (
        "Knot Garden\nA gravel path leads north. A tall beech hedge closes the garden to the west."
    )
    assert true_facts(full, said) == {"find(north)"}


def test_an_unlocking_reply_keeps_the_room(full):
    room = "Customs Shed\nCrates everywhere. The south door is locked. The office is north."
    history = [(room, "south"), ("It seems to be locked.", "unlock south door with key")]
    facts = true_facts(full, "You unlock the south door.", history)
    assert {"find(north)", "find(south)", "closed(south)"} <= facts


@pytest.mark.parametrize(
    "goal",
    [
        "Object: locate the lost sovereign and pick it up.",
        "Gran hid a florin in the house. Find it, and put it in your purse.",
    ],
)
def test_coin_hunts_in_other_words_are_the_coin_task(full, goal):
    said = (
        f"{goal}\n\nSieve Room\nSieves on the walls. The path is west.\nA gold sovereign lies here."
    )
    parsed = full.parser.parse(said)
    assert parsed.goal is not None
    assert parsed.goal_fits


def test_a_labelled_order_in_the_body_is_another_task(full):
    said = "ROTA 4: sweep the yard and feed the pigs.\n\nNow in the barn. Door east is shut."
    parsed = full.parser.parse(said)
    assert parsed.goal is not None
    assert not parsed.goal_fits


def test_a_turns_number_heads_no_room_and_orders_nothing(full):
    room = "LOCATION: ENGINE CAR\nTURN 3 RESULTS\nPistons thump.\nWAYS OUT:\n  NORTH: galley\n"
    history = [(room, "TAKE COIN")]
    said = "TURN 4 RESULTS\nORDER CARRIED OUT: you pick up the coin.\n"
    parsed = full.parser.parse(said)
    assert parsed.header is None
    assert parsed.goal is None
    assert true_facts(full, said, history) == {"find(north)"}


@pytest.mark.parametrize(
    "said",
    [
        "Lane\nThe path north is clear of snow now.",
        "Lane\nThe road north is open, and the ditch beside it is full of water.",
        "Yard\nA forged iron gate to the north is closed.",
        "Hall\n[Exits: (n) e s]",
    ],
)
def test_ordinary_ways_the_session_28_rules_leave_alone(full, said):
    assert "find(north)" in true_facts(full, said)


@pytest.mark.parametrize(
    "said",
    [
        "Shop\nA gold coin glints on the shelf overhead. The door is north.",
        "Vault\nYou wade knee-deep in gold coins. The door is north.",
        "Shelf\nOn shelf 2 a penny lies. The door is north.",
    ],
)
def test_ordinary_coins_the_session_28_rules_leave_alone(full, said):
    assert "find(coin)" in true_facts(full, said)


@pytest.mark.parametrize(
    "said",
    [
        "You stand up and shut the door.",
        "You throw it.",
        "The gold coin is yours if you can reach it.",
        "'The coin is mine!' snarls the goblin.",
    ],
)
def test_replies_the_session_28_rules_leave_alone(full, said):
    parsed = full.parser.parse(said)
    assert parsed.kind.value in ("shut", "other")
    assert not parsed.moved_objects


def test_an_end_banner_with_a_full_stop_still_ends_the_game(full):
    assert full.parser.parse("*** You have died. ***").ended
