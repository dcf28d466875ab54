"""prose, thirtieth round: plain prose (second person present, a diary, third person present), with
the round's emphasis on negations, distractors and door states. Four walks at a radio station at
night (Studio B, whose door east into the control room "always is [shut] when the ON AIR light is
lit, and it is lit now"; the control room; the record library with a quarter by the Jazz shelf; the
corridor of framed gold discs, "none of them gold", with the glass street doors locked at ten; the
canteen's vending machine with its coin slot taped over): "You lean on the heavy door and it sighs
open.", "You push at the glass doors. They don't give", "You pick up the quarter. Heads.". Single
rooms: a watchmaker's back shop with an empty sovereign case, a grain silo, a lido terrace over a
drained pool, a landing whose three doors "are shut, and the south one is locked as well", a car
park where Dad pats the coin in his pocket, a workshop whose garden door was bricked up, a kitchen
with a crayon drawing of gold coins, a boot room whose door is tried and found locked, a banking
hall's coin-counting machine (empty), a projection box (a dime on the rewind bench), a kiln yard
where the firing kiln's wicket is bricked up, a clock room whose regulator "went west years ago", a
diary's dairy with one door shut and one open, a cannery's cold store door with its padlock hanging
open on the hasp, Nadia drawing the bolt on a scullery door (a sixpence between the flagstones), a
courtyard where every way is blocked but the lane south. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# the radio station: Studio B e Control Room (door, shut at first), s Corridor; Control Room n
# Record Library (a quarter); Corridor e street doors (locked), w Canteen.
def studio_b(door_open: bool = False) -> tuple:
    if door_open:
        door = "and the heavy door into it stands open: the ON AIR light is dark"
    else:
        door = (
            "and the heavy door into it is shut, as it always is when the ON AIR light is lit, "
            "and it is lit now"
        )
    return (
        "You are in Studio B. Egg-box foam on every wall swallows your footsteps. Through the "
        f"glass to the east you can see the control room, {door}. A door in the south wall "
        "lets out into the corridor.",
        R("studio b", "e s", closed="" if door_open else "e"),
    )


def control_room() -> tuple:
    return (
        "You are in the control room. Faders, meters, and a producer's chair with a coat "
        "thrown over it. The window west looks into Studio B, and the door beside it is open. "
        "An archway to the north leads into the record library.",
        R("control room", "w n"),
    )


def record_library(coin: bool = True) -> tuple:
    quarter = (
        " A quarter lies on the floor at the end of the Jazz shelf, where someone dropped it."
        if coin
        else ""
    )
    return (
        "You are in the record library. Shelves of discs in brown paper sleeves run from floor "
        f"to ceiling, A to Z and then a great deal of Miscellaneous.{quarter} The only way out "
        "is the archway south.",
        R("record library", "s", coin=coin),
    )


def corridor() -> tuple:
    return (
        "You are in the corridor. Framed gold discs line the walls, none of them gold. Studio "
        "B's door is north. At the east end the glass street doors are locked; the night "
        "porter locks them at ten. The canteen is west.",
        R("corridor", "n e w", locked="e"),
    )


def canteen() -> tuple:
    return (
        "You are in the canteen. A vending machine hums against the wall, its coin slot taped "
        "over with a card that says OUT OF ORDER. The only door is east.",
        R("canteen", "e"),
    )


OPEN = ("You lean on the heavy door and it sighs open.", K("opened", door="e"))

ITEMS = [
    # ---- walks at the radio station ----
    item(
        studio_b(),
        "open the door",
        OPEN,
        "east",
        control_room(),
        notes="the door kept shut while the ON AIR light is lit (lit now) is closed; opened "
        "and walked through; in the control room the window west is no way, the door beside "
        "it is: the library north is unvisited",
    ),
    item(
        studio_b(),
        "south",
        corridor(),
        "west",
        canteen(),
        "east",
        corridor(),
        notes="gold discs that are not gold and a taped-over coin slot are no coins; back in "
        "the corridor the street doors are locked and the other ways visited: back north, the "
        "way the corridor was first entered",
    ),
    item(
        studio_b(),
        "s",
        corridor(),
        "e",
        ("You push at the glass doors. They don't give: locked, as the porter said.", K("refused")),
        notes="the street doors, already locked, refused: no open; the canteen west is unvisited",
    ),
    item(
        studio_b(),
        "open the door",
        OPEN,
        "e",
        control_room(),
        "n",
        record_library(),
        "pick up the coin",
        ("You pick up the quarter. Heads.", K("took")),
        notes="a quarter is a coin; once picked up the library is bare and its only way is "
        "the one it was entered by",
    ),
    # ---- single rooms ----
    item(
        "You are in the watchmaker's back shop. A hundred clocks tick out of step. On the bench "
        "a pocket watch lies with its back off, and beside it a sovereign case, the little "
        "hinged box men once carried their gold coins in, stands open and empty. The shop is "
        "through the bead curtain to the west.",
        R("watchmaker's back shop", "w"),
        notes="an empty sovereign case holds no coin; a bead curtain is no door: go west",
    ),
    item(
        "You are in the grain silo, and it is like standing in a cathedral built of dust. The "
        "walls curve up out of sight, a ladder bolted to one of them. The only way out at "
        "ground level is a low hatch to the south, and it is open.",
        R("grain silo", "s u"),
        notes="the open hatch south is an exit; the ladder up is outside the vocabulary",
    ),
    item(
        "You are on the lido terrace. The pool lies to the north, drained for the winter, and "
        "there is no way down into it short of a twelve-foot drop. The changing rooms open off "
        "the terrace to the east and the west, MEN and LADIES, and the gate to the street is "
        "south.",
        R("lido terrace", "e w s"),
        notes="a drained pool behind a twelve-foot drop is no way; the changing rooms east and "
        "west and the gate south are exits",
    ),
    item(
        "You are on the landing. Three doors lead off it, to the north, the east and the south. "
        "All three are shut, and the south one is locked as well.",
        R("landing", "n e s", closed="n e", locked="s"),
        notes="three doors told at once: all shut, the south one also locked (no open)",
    ),
    item(
        "You are in the car park. Concrete, oil stains and a ticket machine with a hood of "
        "pigeon droppings. Dad pats his jacket pocket. 'Got a coin for the meter,' he says. "
        "'Don't let me forget.' The exit ramp is north, and the lifts are west.",
        R("car park", "n w"),
        notes="a coin in Dad's pocket is no coin lying in the room; the ramp north and the "
        "lifts west are exits",
    ),
    item(
        "You are in Grandpa's workshop. When you were small there was a door to the garden in "
        "the west wall, but it was bricked up the year he died; you can still see the lintel. "
        "The only way out now is the door to the kitchen, north, which stands open.",
        R("grandpa's workshop", "n"),
        notes="a door that was and is bricked up is no exit; the open door north is the only one",
    ),
    item(
        "You are in the kitchen. On the fridge hangs a crayon drawing of a pirate chest "
        "spilling gold coins, signed AMY, AGED 6. The back door, east, is open, and the hall "
        "is south.",
        R("kitchen", "e s"),
        notes="gold coins in a child's drawing are no coins; two exits",
    ),
    item(
        "You are in the boot room. Wellingtons stand in pairs under a row of waxed coats. You "
        "try the door to the yard, east; it's locked. The kitchen is west.",
        R("boot room", "e w", locked="e"),
        notes="a door tried and found locked within the description is locked (no open): go west",
    ),
    item(
        "You are in the banking hall. A coin-counting machine stands by a pillar, its hopper "
        "empty and its display reading 0.00, and brass grilles front the tellers' windows. The "
        "doors to the street, south, are propped open for the heat; the manager's office door, "
        "east, is shut.",
        R("banking hall", "s e", closed="e"),
        notes="an empty coin-counting machine holds no coin; doors propped open are open, the "
        "office door shut",
    ),
    item(
        "You are in the projection box. Two great projectors face the little glass ports over "
        "the auditorium, and reels of film are stacked in tins along the wall. A dime lies on "
        "the rewind bench beside an empty spool. The door out to the stairs is west.",
        R("projection box", "w", coin=True),
        notes="a dime on the bench is a coin: take it; the glass ports are no exits",
    ),
    item(
        "You are in the kiln yard. This is the brickworks' busiest corner, and its hottest. "
        "Kiln three, to the east, is firing: its wicket has been bricked up and daubed with "
        "clay until the burn is done. Kiln two, to the west, stands open and cold, and the "
        "stacking ground is south.",
        R("kiln yard", "w s"),
        notes="a firing kiln's bricked-up wicket is no way; the cold kiln west and the "
        "stacking ground south are exits",
    ),
    item(
        "You are in the clock room. The big regulator went west years ago and has said twenty "
        "past four ever since, but the smaller clocks still tick along the shelves. The door "
        "out is south.",
        R("clock room", "s"),
        notes="'went west' is an idiom (it broke), no exit; the door south is the only exit",
    ),
    item(
        "Day 6. I'm in the old dairy again. The door east is shut (I shut it myself last night "
        "to keep the fox out) and the one to the yard, north, is open. Still no sign of the "
        "coin Gran talked about.",
        R("old dairy", "e n", closed="e"),
        notes="a diary: the east door shut, the north one open; 'no sign of the coin': none here",
    ),
    item(
        "You are on the cannery floor. The loading doors to the north are rolled up, and "
        "daylight and gulls come in through them. The cold store door, west, is shut, and its "
        "padlock hangs open on the hasp.",
        R("cannery floor", "n w", closed="w"),
        notes="a door whose padlock hangs open is shut but not locked (open west); rolled-up "
        "loading doors are open",
    ),
    item(
        "Nadia is in the scullery. She slides the bolt on the back door, east, and it swings "
        "open onto the rain. Behind her the kitchen is north, and at her feet a sixpence "
        "glints between two flagstones.",
        R("scullery", "e n", coin=True),
        notes="a door unbolted and swung open within the text is open; a sixpence between the "
        "flagstones is a coin: take it",
    ),
    item(
        "You are in the courtyard. Every way out is blocked, one way or another: rubble to the "
        "north, the fallen arch to the east, the well-head and its chains to the west. Every "
        "way but the lane to the south.",
        R("courtyard", "s"),
        notes="ways told by what blocks them: rubble, a fallen arch and a well-head are no "
        "exits; the lane south is the only one",
    ),
]
