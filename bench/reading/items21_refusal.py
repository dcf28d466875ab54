"""refusal, twenty-first round: moves the game refused, in wordings and settings no earlier round
used: a bus inspector ("Nothing over there but the fuel tanks"), a lifeguard's whistle, a diver's
line that "won't reach that far", an usher ("Witnesses wait outside until called"), a scrapyard
dog on its chain, an electric fence that ticks (with the room again, Both), a crevasse too wide
to jump, a barber's back door "locked from the inside" that the barber opens and leaves
open (cleared), a battery room door unlocked that "stays shut" (kept), a gondola just gone
(a refused `go down`, no fact) and a platform's edge, a racecourse steward's "Members' enclosure,
sir", a puppet theatre's backcloth (Both), a glasshouse door "closed" opened by its name, a
caravan in the way left in an earlier field, a refused `go northeast` (no fact) and a bumper car
track, TextWorldExpress's refusal cleared by an open and a look, Inform's "You can't, since the
coal-hole door is closed." then an open, a fallen market stall (Both), a door "bolted on the
other side", a fairground crowd too thick to push through, then a wait. What a person reads in
each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

FENCE_FIELD = (
    "Top Field\nThe grass is cropped short by the sheep, and a wind pump creaks by the trough. "
    "A gate to the south opens into the lane, and the track runs east toward the farm."
)
BACKSTAGE = (
    "Backstage\nPuppets hang from hooks along the wall like sleeping bats: a king, a crocodile, "
    "a policeman with a string for every finger. The painted backcloth fills the north side. "
    "The workshop is west, and the wings are east."
)
MARKET = (
    "Fish Alley\nThe cobbles are wet and the smell of the fish market hangs in the air. Gulls "
    "stand on the gutters, waiting.\nExits: north, east\n"
)

ITEMS = [
    item(
        (
            "Depot Yard\nBuses stand parked in herringbone rows, their destination blinds wound "
            "to PRIVATE.\nExits: north, east\n<45hp 60mv>",
            R("depot yard", "n e"),
        ),
        "west",
        (
            "An inspector in a peaked cap steps into your path. 'Nothing over there but the "
            "fuel tanks, and you're not insured for them.'\n<45hp 60mv>",
            K("refused"),
        ),
        notes="an inspector turns back a move west (a way never given): refused west; north "
        "and east open: go north or east",
    ),
    item(
        (
            "You're on the poolside. The water is very blue and looks very cold. The changing "
            "rooms are south, and the cafe is through the glass doors to the east.",
            R("poolside", "s e"),
        ),
        "go north",
        (
            "A whistle shrills. 'Walk, don't run! And not round the deep end!' shouts the "
            "lifeguard from her high chair.",
            K("refused"),
        ),
        notes="a lifeguard's whistle refuses a move north the room never gave: refused north; "
        "south and east open: go south or east",
    ),
    item(
        (
            "Forward Hold\nThe wreck's forward hold is a cave of tilted timbers and drifting "
            "silt. Your torch picks out a hatchway aft, to the south. There is no other "
            "opening.",
            R("forward hold", "s"),
        ),
        "east",
        ("Your line won't reach that far, and there's only hull plating that way.", K("refused")),
        notes="a move east refused (only plating, the line too short); the only way is south: "
        "go south",
    ),
    item(
        (
            "Court 1\nThe judge has risen and the court is empty but for the clerk, who is "
            "tidying papers. The door to the corridor is south.",
            R("court 1", "s"),
        ),
        "north",
        (
            'The usher steps in front of you. "Witnesses wait outside until they are called, '
            'please."',
            K("refused"),
        ),
        "wait",
        ("Time passes. The clerk stacks another pile of papers.", K("none")),
        notes="an usher refuses a move north the room never gave; a wait keeps it: refused "
        "north; the only way is south: go south",
    ),
    item(
        (
            "Breaker's Yard\nEngines hang from a gantry and tyres are stacked in towers. A path "
            "runs north between the heaps, and the office is west.\nExits: north west\n>",
            R("breaker's yard", "n w"),
        ),
        "e",
        (
            "The dog lunges to the end of its chain, all teeth. You think better of going east.\n>",
            K("refused"),
        ),
        notes="a chained dog refuses a move east (a way never given): refused east; north and "
        "west: go north or west",
    ),
    item(
        (FENCE_FIELD, R("top field", "s e")),
        "north",
        (
            "The fence ticks softly. It's electric, and you are not that curious.\n\n"
            + FENCE_FIELD,
            Both(K("refused"), R("top field", "s e")),
        ),
        notes="an electric fence refuses a move north, with the field printed again in the same "
        "text: refused north; south and east open: go south or east",
    ),
    item(
        (
            "Snowfield\nA white slope under a white sky. A line of old ski tracks runs down the "
            "slope to the south, and a row of marker poles leads west toward the hut.",
            R("snowfield", "s w"),
        ),
        "north",
        (
            "A crevasse yawns across the way north, blue and bottomless, far too wide to jump.",
            K("refused"),
        ),
        notes="ski tracks south and marker poles west are the ways; a crevasse refuses a move "
        "north the room never gave: refused north; go south or west",
    ),
    item(
        (
            "You're in the back yard. It belongs to the barber's shop: bins, a bicycle and a "
            "drain. The shop's back door is north, and the alley is west.",
            R("back yard", "n w"),
        ),
        "north",
        ("The door won't open. It is locked from the inside.", K("refused", "locked")),
        "knock on door",
        (
            "After a moment the barber opens the back door, nods to you, and goes back to his "
            "customer, leaving the door wide open.",
            R(None, "n w"),
        ),
        notes="a door whose state was not given refused as locked; the barber opens it and "
        "leaves it open, read as the yard again with the door open (the refusal cleared): go "
        "north or west",
    ),
    item(
        (
            "Exchange Basement\nCables as thick as your arm run along the ceiling. The battery "
            "room door is north. A stair leads up to the switch floor.",
            R("exchange basement", "n u"),
        ),
        "north",
        ("The battery room door is locked.", K("refused", "locked")),
        "unlock north door",
        ("You unlock the battery room door with the brass key. It stays shut.", K("unlocked")),
        notes="a door refused as locked, then unlocked: still closed and the refusal kept: "
        "open north",
    ),
    item(
        (
            "Summit Station\nThe gondolas swing in round the great wheel and out again, down the "
            "mountain. The terrace is east, and the restaurant is west.\n[Exits: east west]\n>",
            R("summit station", "e w"),
        ),
        "d",
        ("The gondola has just gone. The next one is in twenty minutes.\n>", K("refused")),
        "south",
        (
            "The platform ends in a rail and a sheer drop. You can't go south.\n>",
            K("refused"),
        ),
        notes="a refused `d` (down) is no fact; a move south refused at the platform's edge: "
        "refused south; east and west open: go east or west",
    ),
    item(
        (
            "Parade Ring\nThe runners walk round in a slow circle, their lads at their heads.\n"
            "Exits: north, south\n<HP 120/120>",
            R("parade ring", "n s"),
        ),
        "w",
        (
            "A steward in a bowler hat shakes his head. 'Members' enclosure, sir. Badge?'\n<HP "
            "120/120>",
            K("refused"),
        ),
        notes="a steward turns back a move west (a way never given): refused west: go north or "
        "south",
    ),
    item(
        (BACKSTAGE, R("backstage", "w e")),
        "north",
        (
            "You walk into the backcloth. It ripples, and somewhere a puppet falls over.\n\n"
            + BACKSTAGE,
            Both(K("refused"), R("backstage", "w e")),
        ),
        notes="a painted backcloth is no way; the refusal and the room in one text: refused "
        "north; go west or east",
    ),
    item(
        (
            "Palm Walk\nGreat fronds arch over the path, and the air is warm and wet. The "
            "glasshouse door is north. The rose garden is south.",
            R("palm walk", "n s"),
        ),
        "north",
        ("The glasshouse door is closed.", K("refused", "closed")),
        "open glasshouse door",
        ("You open the glasshouse door. Warm air gusts out.", K("opened", "n")),
        notes="a door whose state was not given refused as closed, then opened by its name "
        "(the refusal cleared): go north or south",
    ),
    item(
        (
            "You're in the bottom field. The caravan site's shower block is east, and the top "
            "field is north.",
            R("bottom field", "e n", leads={"n": "top field"}),
        ),
        "west",
        ("There's a caravan in the way, with its awning pegged right across.", K("refused")),
        "north",
        (
            "You're in the top field. The hedge runs along the north and west sides. The "
            "bottom field is south, and the site shop is east.",
            R("top field", "s e", leads={"s": "bottom field"}),
        ),
        notes="a refusal left in the bottom field does not stand in the top field; south is the "
        "way in (visited, initial), east unvisited: go east",
    ),
    item(
        (
            "Bumper Cars\nThe cars sit in a tangle in the middle of the track, their poles "
            "sparking. The way out of the rink is south, past the pay booth.\nObvious exits: "
            "south\n",
            R("bumper cars", "s"),
        ),
        "ne",
        ("You can't go that way.\n", K("refused")),
        "w",
        (
            "You climb onto the track and a bumper car nearly takes your legs off. You climb "
            "back.\n",
            K("refused"),
        ),
        notes="a refused `ne` is no fact; a move west refused by the cars: refused west; the "
        "only way is south: go south",
    ),
    item(
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier, that has nothing on it. \nTo the "
            "North you see the kitchen. To the South you see a closed plain door. ",
            R("laundry room", "n s", closed="s"),
        ),
        "move south",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to south",
        ("You open the plain door, revealing the bathroom. ", K("opened")),
        "look around",
        (
            "You are in the laundry room. In one part of the room you see a washing machine "
            "that is closed. There is also a clothes drier, that has nothing on it. \nTo the "
            "North you see the kitchen. Through an open plain door, to the South you see the "
            "bathroom. ",
            R("laundry room", "n s"),
        ),
        notes="TextWorldExpress's refusal at a closed door, cleared by the open and a look that "
        "shows it open: go north or south",
    ),
    item(
        (
            "Coal Cellar\nA heap of coke, a shovel, and a smell of damp. The coal-hole door, "
            "east, is closed. The cellar steps go up to the kitchen.",
            R("coal cellar", "e u", closed="e"),
        ),
        "east",
        ("You can't, since the coal-hole door is closed.", K("refused", "closed")),
        "open coal-hole door",
        ("You open the coal-hole door. Daylight falls in.", K("opened", "e")),
        notes="Inform's refusal at a closed door, cleared by the open by name: go east",
    ),
    item(
        (MARKET, R("fish alley", "n e")),
        "w",
        (
            "You can't go west - a fallen market stall blocks the alley.\n\n" + MARKET + ">",
            Both(K("refused"), R("fish alley", "n e")),
        ),
        notes="a stall blocks a way the room never gave; the room again in the same text: "
        "refused west; go north or east",
    ),
    item(
        (
            "You are in the ticket office. Rolls of tickets, a cash box and a telephone on the "
            "wall. The door to the platform is east; the door to the booking hall is south.",
            R("ticket office", "e s"),
        ),
        "east",
        (
            "You try the handle of the platform door. It turns, but the door won't move: it is "
            "bolted on the other side.",
            K("refused", "locked"),
        ),
        notes="a door bolted on the other side is locked (no open): refused east; south open: "
        "go south",
    ),
    item(
        (
            "You're on the midway. Music from six rides fights in the air, and the smell of "
            "frying onions follows you everywhere. The helter-skelter is north; the coconut "
            "shy is west.",
            R("midway", "n w"),
        ),
        "east",
        (
            "The crowd round the boxing booth is too thick to push through. You give up on east.",
            K("refused"),
        ),
        "wait",
        ("The crowd thins a little, but not enough.", K("none")),
        notes="a crowd refuses a move east the room never gave; a wait changes nothing: refused "
        "east; go north or west",
    ),
]
