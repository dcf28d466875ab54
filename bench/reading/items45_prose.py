"""prose, forty-fifth round: five walks (2-4 turns) through a flooded farmhouse in Friesland told as
a loss adjuster's dictation ("Claim 4471, dictation. I'm in the kitchen. ... The door north to the
best room is shut. The hall is through the opening to the east. The door west to the cow house is
locked; the farmer has the key ..."; a Best Room with "Under the box bed there's a coin, an old
silver daalder."; a Hall; a Dairy): "The best room door is shut. It'll have to be opened.", "Opened.
It dragged a fan of silt across the boards.", "The cow house door is locked. The farmer wasn't
joking.", "Daalder bagged and tagged as found property, for the family."; single rooms in registers
the earlier rounds used seldom or never: an auction viewing of a butler's pantry (a George III
twopenny piece), a lab notebook in a growth room (a 10-aurar coin), a museum's room label in a lace
room, a ship's log in a bosun's store, a letter written in a muniment room, a live thread from a
lido's plant room (a 2-sou coin), a walkie-talkie exchange in a projection room, an exam question
set in a coach house (a 5-santims coin), a bird hide whose viewing slots are no ways, a
house-sitter's email from a boot room, a bedtime story in the bears' kitchen, a cave survey's
station in a chamber with a sump, a fire crew's incident log in a mezzanine, a stage manager on the
headset in a prop store, an urban explorer's post from a boardroom. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a flooded farmhouse in Friesland: KITCHEN n BEST ROOM (a door, shut at first; the
# daalder), e HALL (an opening), w the cow house (locked); HALL n DAIRY (an archway).

CLAIM = "Claim 4471, dictation."


def kitchen(door_open: bool = False) -> tuple:
    state = "open" if door_open else "shut"
    return (
        f"{CLAIM} I'm in the kitchen. Flood line at sixty centimetres on every wall, and the "
        f"range is finished. The door north to the best room is {state}. The hall is through "
        "the opening to the east. The door west to the cow house is locked; the farmer has the "
        "key and won't give it up until the vet's been. Nothing on the floor but silt.",
        R(
            "kitchen",
            "n e w",
            closed="" if door_open else "n",
            locked="w",
            leads={"n": "best room", "e": "hall", "w": "cow house"},
        ),
    )


def best_room(coin: bool = True) -> tuple:
    text = (
        f"{CLAIM} I'm in the best room. Kept for funerals and the minister, by the look of it: "
        "a box bed in the wall, the good chairs, a clock that stopped when the water came in at "
        "twenty past four. The door south, to the kitchen, is open."
    )
    if coin:
        text += " Under the box bed there's a coin, an old silver daalder. Noting it first."
    return (text, R("best room", "s", coin=coin, leads={"s": "kitchen"}))


HALL = (
    f"{CLAIM} I'm in the hall. Coats still on their pegs, boots full of water. The kitchen is "
    "west, through the opening. The dairy is north, no door, just an archway.",
    R("hall", "w n", leads={"w": "kitchen", "n": "dairy"}),
)
DAIRY = (
    f"{CLAIM} I'm in the dairy. Churns on their sides, the separator rusting already, and a "
    "smell I won't describe. The only way out is south, into the hall.",
    R("dairy", "s", leads={"s": "hall"}),
)
SHUT = ("The best room door is shut. It'll have to be opened.", K("refused", "closed"))
OPENED = ("Opened. It dragged a fan of silt across the boards.", K("opened"))

ITEMS = [
    item(
        kitchen(),
        "north",
        SHUT,
        "open north",
        OPENED,
        "north",
        best_room(),
        "take coin",
        ("Daalder bagged and tagged as found property, for the family.", K("took")),
        notes="The adjuster is the player. The best room door refused as shut, opened, walked "
        "through; the daalder (an old Dutch coin) taken. The only way south is visited and "
        "initial: go south.",
    ),
    item(
        DAIRY,
        "south",
        HALL,
        "west",
        kitchen(),
        "west",
        ("The cow house door is locked. The farmer wasn't joking.", K("refused", "locked")),
        notes="Begun in the dairy; in the kitchen the cow house door west refused as locked; "
        "east visited and initial; the best room door north shut: open it.",
    ),
    item(
        HALL,
        "north",
        DAIRY,
        "south",
        HALL,
        notes="A return to the hall, where the walk began (no initial): north visited, the "
        "kitchen west unseen: go west.",
    ),
    item(
        kitchen(),
        "east",
        HALL,
        "north",
        DAIRY,
        notes="Two moves to the dairy: its only way south is visited and initial (all_visited).",
    ),
    item(
        kitchen(),
        "go north",
        SHUT,
        "open door",
        ("Opened. It dragged a fan of silt across the boards.", K("opened", "north")),
        "go north",
        best_room(),
        notes="The door opened by 'open door' (the one refused), walked through; the daalder "
        "lies under the box bed: take it.",
    ),
    item(
        (
            "LOT 212: CONTENTS OF THE BUTLER'S PANTRY. You stand in the butler's pantry with the "
            "catalogue in your hand. A copper bath, a knife machine, a plate rack, all to be "
            "sold as seen. The servants' corridor is west. The door east to the silver safe is "
            "locked and not part of the sale. Under the sink, missed by the porters, lies a "
            "George III twopenny piece.",
            R("butler's pantry", "w e", locked="e", coin=True),
        ),
        notes="An auction viewing; the room is named in the sentence ('the butler's pantry'); "
        "the twopenny piece under the sink is a coin in the room: take it. The safe door "
        "east is locked (closed).",
    ),
    item(
        (
            "Lab notebook, p. 41. 14 March, 09:10. Now in the growth room. Racks of seedlings "
            "under pink lamps, humidity 80%. Door west to the corridor is closed (the seal "
            "hisses). The fume cupboard on the north wall is not a way out. Found a 10-aurar "
            "coin on the floor by the centrifuge; logged.",
            R("growth room", "w", closed="w", coin=True),
        ),
        notes="A lab notebook; 'Now in the growth room' names the room; the fume cupboard is "
        "no exit; a 10-aurar coin (Icelandic) on the floor: take it.",
    ),
    item(
        (
            "THE LACE ROOM\nBobbin lace and needle lace from the cottage workrooms of the "
            "valley, 1820-1910, under glass. The light is kept low to protect it. Please "
            "continue north to the Fan Room. The door to the west is locked (staff only).",
            R("lace room", "n w", locked="w", leads={"n": "fan room"}),
        ),
        notes="A museum's room label; 'continue north to the Fan Room' is an exit; the staff "
        "door west is locked: go north.",
    ),
    item(
        (
            "Ship's log, 0400. Bosun's store. Wire, shackles, paint drums lashed to the "
            "bulkhead. Door forward (north) to the fo'c'sle is open. Door aft (south) to the "
            "mess is closed. Nothing loose. No coin in the tin where the bosun keeps "
            "his tips; tin empty.",
            R("bosun's store", "n s", closed="s"),
        ),
        notes="A ship's log gives the compass beside forward and aft; the door south is "
        "closed; the bosun's tin is empty (no coin). Go north or open south.",
    ),
    item(
        (
            "My dear Amelia, I write to you from the muniment room, where they have put me to "
            "sort Grandpapa's deeds. It is a cold little room of iron presses and tin boxes. "
            "The door to the library, on the east side, stands open; the door to the south, "
            "into the steward's office, is locked, and the steward has gone to Ludlow with the "
            "key. There is nothing of value here but paper.",
            R("muniment room", "e s", locked="s"),
        ),
        notes="A letter; 'I write to you from the muniment room' names the room; the library "
        "door east open, the steward's door south locked: go east.",
    ),
    item(
        (
            "ok so we're in the plant room now 🏊 lido's been shut since 1989, pipes "
            "EVERYWHERE. door to the north is locked, tried it. there's a passage east "
            "towards the pool side and a broken door south that just hangs open. ALSO found "
            "a coin?? old french one, 2 sous, just lying by the filter tank",
            R("plant room", "n e s", locked="n", coin=True),
        ),
        notes="A live thread; 'we're in the plant room' names the room; the north door is "
        "locked ('tried it' is told, not a move of the history); the 2-sou coin by the filter "
        "tank is in the room: take it.",
    ),
    item(
        (
            "- Projection room, over.\n- Go ahead, Dan.\n- Right, I'm in the projection room. "
            "Door west to the rewind room is shut. Corridor's east. No sign of the reel. Over.",
            R("projection room", "w e", closed="w"),
        ),
        notes="A walkie-talkie exchange; the speaker is in the projection room; the rewind "
        "room door west is shut (open it), the corridor east is open.",
    ),
    item(
        (
            "Question 3 (2 marks). You are standing in the coach house. A door north to the "
            "stable is open. A door east to the lane is locked. There is a 5-santims coin on "
            "the running board of the old carriage. What should you do first?",
            R("coach house", "n e", locked="e", coin=True),
        ),
        notes="An exam question set as a room; the 5-santims coin (Latvian) is in the room: "
        "take it (the answer the question wants, too).",
    ),
    item(
        (
            "Bittern Hide\nA long wooden shed on stilts over the reeds. Viewing slots open "
            "north and west onto the marsh; they are for looking through, not climbing out of. "
            "The door south opens onto the boardwalk.",
            R("bittern hide", "s"),
        ),
        notes="The viewing slots are windows onto the marsh, no exits; the door south is the "
        "one exit: go south.",
    ),
    item(
        (
            "Hi Mrs Okafor! Just checking in from the boot room, all fine here. Gave the dog "
            "his tea. The back door (east) is locked like you said, and the door through to "
            "the kitchen (north) is propped open for the cat. I found a coin on the mat, a "
            "one-afghani one? Left it there. Love, Bea",
            R("boot room", "e n", locked="e", coin=True),
        ),
        notes="A house-sitter's email from the boot room; the coin was left on the mat, so it "
        "lies in the room: take it. The back door east is locked, the kitchen door north "
        "propped open.",
    ),
    item(
        (
            "And now you are in the bears' kitchen, where the porridge bowls sit in a row, "
            "big, middle-sized and small. The kitchen door is open to the garden, to the south. "
            "A little door to the east, to the larder, is closed, because bears keep their "
            "honey there. Can you find a coin anywhere? No! Not one.",
            R("bears' kitchen", "s e", closed="e"),
        ),
        notes="A bedtime story in the second person; 'Not one.': no coin; the larder door "
        "east closed (open it), the garden south open.",
    ),
    item(
        (
            "Dripping Chamber, survey station 14. Roof height about 6 m, flowstone on the "
            "north wall. Way on is west, a walking-height passage. East is a sump, "
            "impassable without diving kit. A crawl leads off to the south.",
            R("dripping chamber", "w s"),
        ),
        notes="A cave survey: the sump east is impassable (no exit); the passage west and the "
        "crawl south are exits, either is right.",
    ),
    item(
        (
            "INCIDENT LOG 22:47. Cardboard works. Crew of two now in the mezzanine. Light "
            "smoke only. Fire door north to the bale store is closed and holding. Walkway west "
            "clear. Fire door east to the offices locked, key holder en route.",
            R("mezzanine", "n w e", closed="n", locked="e"),
        ),
        notes="A fire crew's log; 'now in the mezzanine' names the room; the "
        "fire door north closed, east locked, the walkway west clear: open north or go west.",
    ),
    item(
        (
            "SM (on cans): Kit, where are you?\nKIT: In the prop store. The crown's not here, "
            "it's on the stage already. Door south to the wings is open. Loading door west is "
            "shut.",
            R("prop store", "s w", closed="w"),
        ),
        notes="A stage manager on the headset; the stage crown is a prop, not a coin, and "
        "elsewhere; the loading door west is shut (open it), the wings south open.",
    ),
    item(
        (
            "Day 2 of the mill explore. Made it up to the boardroom. Panelling, a table for "
            "twenty, a portrait of the founder holding a gold sovereign up to the light. Door "
            "west to the secretary's office is open, door north to the strongroom is locked "
            "solid. Nothing in the drawers.",
            R("boardroom", "w n", locked="n"),
        ),
        notes="An urban explorer's post; the sovereign is painted in a portrait, not a coin in "
        "the room; the strongroom door north is locked: go west.",
    ),
]
