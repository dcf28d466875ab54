"""The reader on what session 26 found (issue 41; docs/converter.md, "Session 26"): a guide who
speaks the room after a gesture, a quotation whose apostrophes are no quotation marks, and the
player a servant calls "madam". Each text here is written for the test, never taken from a
reading-set item."""

from __future__ import annotations

import pytest

from tests.converter.conftest import true_facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Gatehouse\nThe porter nods. 'The lodge is to the east, miss. The chapel door, north,"
            " is shut.'",
            {"find(east)", "find(north)", "closed(north)"},
        ),
        (
            "Scullery\nCook wipes her hands. \"There's a farthing under the dresser, dear. Yard"
            " door's west.\"",
            {"find(west)", "find(coin)"},
        ),
    ],
)
def test_a_guide_who_speaks_the_room_after_a_gesture(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "text",
    [
        'Square\nThe girl sniffs. "I lost my penny by the well, east of here."\nLanes go north.',
        'Stables\nThe groom looks up. "Muck out the stalls, lad."\nThe yard is north.',
        "Taproom\nThe guard points north. 'The barracks, that way, and a penny to get in.'"
        "\nThe door is west.",
    ],
)
def test_a_speakers_own_words_orders_and_pointing_stay_quoted(full, text):
    facts = true_facts(full, text)
    assert "find(coin)" not in facts and "find(east)" not in facts


def test_a_whole_quotation_with_apostrophes_is_the_games_voice(full):
    text = (
        "The Study, sir.\n'The master's desk, sir. The only door's to the west, and there's a"
        " shilling on the blotter.'"
    )
    assert true_facts(full, text) == {"find(west)", "find(coin)"}


def test_madam_who_pockets_the_coin_is_the_player(full):
    history = [
        ("Morning Room\nA gold sovereign lies on the carpet. The door is north.", "take coin")
    ]
    assert true_facts(full, "'Madam has pocketed the sovereign.'", history) == {"find(north)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Stable Yard\nThe tack room, north, has no door at all, and the lane is east.",
            {"find(north)", "find(east)"},
        ),
        ("Stable Yard\nAn arch with no door in it leads west.", {"find(west)"}),
        ("Stable Yard\nThere is no door to the east. A gate leads north.", {"find(north)"}),
    ],
)
def test_a_place_that_has_no_door_is_a_doorway(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "said",
    [
        "The dairy is south, and the granary is west of here. The door of the granary is shut.",
        "The dairy is south, and the granary is west of here. The granary door is shut.",
        "The granary is west. The stout oak door of the granary is shut.",
    ],
)
def test_the_door_of_a_place_a_clause_put_at_a_point(full, said):
    facts = true_facts(full, f"Mill Yard\n{said}")
    assert "closed(west)" in facts and "closed(south)" not in facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "THE BAILEY\nHere thou standest. The gate to the south leadeth out, and the hall"
            " door to the north standeth open. Upon the cart lieth a groat.",
            {"find(south)", "find(north)", "find(coin)"},
        ),
        (
            "THE ORATORY\nThe arch to the east giveth upon the cloister, and there is no other"
            " way.",
            {"find(east)"},
        ),
    ],
)
def test_a_chronicles_old_verbs_read_as_todays(full, text, facts):
    assert true_facts(full, text) == facts


def test_thou_who_takest_the_coin_art_the_player(full):
    history = [
        ("THE SOLAR\nUpon the coffer lieth a groat. The door south standeth open.", "take coin")
    ]
    observation = "Thou takest up the groat and puttest it in thy purse."
    assert true_facts(full, observation, history) == {"find(south)"}


def test_todays_words_that_end_as_old_verbs_stay():
    from converter.archaic import modern

    sentence = "The twentieth step, beneath the teeth of Macbeth, is the oldest."
    assert modern(sentence, lambda lemma: True) == sentence


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Boathouse\nThe only opening is at the north end.", {"find(north)"}),
        (
            "Boathouse\nThe scullery lies west, through a narrow door, which is shut.",
            {"find(west)", "closed(west)"},
        ),
    ],
)
def test_an_opening_at_a_rooms_end_and_a_place_that_lies_through_a_door(full, text, facts):
    assert true_facts(full, text) == facts


@pytest.mark.parametrize(
    "said", ["The meter takes a 10p coin.", "The lockers take a 500-won coin, but there's none."]
)
def test_a_coin_a_machine_takes_is_no_coin_here(full, said):
    assert true_facts(full, f"Laundrette\n{said} The street is south.") == {"find(south)"}


def test_a_place_put_at_a_point_and_said_locked_is_its_doors_state(full):
    text = "Depot\nThe switch room west is locked. The yard is north."
    assert true_facts(full, text) == {"find(west)", "closed(west)", "find(north)"}


def test_a_thing_whose_verb_of_motion_leads_to_a_room_is_a_way(full):
    text = "Winter Room\nThe felt curtain to the north leads out to the courtyard."
    assert true_facts(full, text) == {"find(north)"}


def test_a_door_opened_by_its_owners_name(full):
    room = "Office\nThe clerk's door, to the north, is closed. The yard door is west."
    facts = true_facts(full, "You open the clerk's door.", [(room, "open clerk's door")])
    assert facts == {"find(north)", "find(west)"}


@pytest.mark.parametrize(
    "said",
    [
        "The rails are west. Nobody crosses them.",
        "The rails are west; you can't cross them.",
        "The rails are west, and nobody crosses them.",
    ],
)
def test_a_way_nobody_crosses_is_none(full, said):
    assert true_facts(full, f"Halt\n{said} The shelter is east.") == {"find(east)"}


def test_a_thing_nobody_climbs_in_its_own_sentence_takes_no_way_back(full):
    text = "Gorge\nThe doorway is east. Elsewhere the cliffs rise, and nobody climbs them."
    assert true_facts(full, text) == {"find(east)"}


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        (
            "Loft\nA door in the east gable opens onto a sheer drop. A ladder leads west.",
            {"find(west)"},
        ),
        ("Fell\nGrey ridges run away north into the cloud. A path leads west.", {"find(west)"}),
    ],
)
def test_a_door_onto_a_sheer_drop_is_no_way(full, text, facts):
    assert true_facts(full, text) == facts
