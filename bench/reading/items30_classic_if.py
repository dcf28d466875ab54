"""classic_if, thirtieth round: Infocom-like rooms (a title line, a paragraph, "There is ...
here."), with the round's emphasis on negations, distractors and door states. Five walks on a
bishop's palace (Great Hall with the chapel doors north, shut at first, the kitchens through an
archway east, the library west and the great doors south "locked and barred for the night"; Chapel
with a vestry door "locked; the chaplain keeps that key on his belt"; Kitchens with a dumbwaiter;
Scullery with a gold angel; Library with a penny catechism): "The chapel doors swing open ...",
"Taken.", "The chapel doors are shut. You'd have to open them first.", a refusal at the great
doors, a refusal at the vestry door. Single rooms: a bell foundry's casting floor with its sliding
door run shut and a weathercock pointing north, an ice house (a farthing on the straw), a clock
chamber behind four dials (only a ladder down; a brass wheel the size of a crown piece), a sawpit
(a fourpenny piece), a coach house whose lane door is "in the opposite state" to the open yard
door, a boiler room whose north door a draught bangs shut, a vestry whose verger unlocks the west
door and props it open, a strongroom whose cash box is gone, a taproom where "Trade's gone south",
a belfry (a penny in a crack, only a ladder down), a gatehouse passage with "Both doors are shut,
and only the guardroom's is locked.", a terrace where something glints far down on the shore, a
crypt where the effigy has a coin carved on each eye beside a real farthing, a still room whose
valuables are locked in the housekeeper's cupboard, a muniment room with a filled-in doorway. What
a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# the bishop's palace: Great Hall n Chapel (doors, shut at first), e Kitchens, w Library,
# s great doors (locked); Chapel w vestry door (locked); Kitchens s Scullery (a gold angel).
def great_hall(doors_open: bool = False) -> tuple:
    state = "stand open" if doors_open else "are shut"
    return (
        "Great Hall\nHammer beams lost in smoke-darkened shadow, a long table, and a fire gone "
        f"to embers. The chapel doors to the north {state}; an archway leads east toward the "
        "kitchens, and the library is through a low door to the west. The great doors to the "
        "south have been locked and barred for the night. A tapestry on the west wall shows "
        "the three kings riding east after their star.",
        R(
            "great hall",
            "n e w s",
            closed="" if doors_open else "n",
            locked="s",
            leads={"e": "kitchens", "w": "library"},
        ),
    )


def chapel() -> tuple:
    return (
        "Chapel\nCold light falls through a window of St Peter holding out his keys. The oak "
        "doors to the south stand open. The vestry door, in the west wall, is locked; the "
        "chaplain keeps that key on his belt. The brass alms dish on the altar rail is empty.",
        R("chapel", "s w", locked="w"),
    )


def kitchens() -> tuple:
    return (
        "Kitchens\nTwo spits, a bread oven, and a table scrubbed white. The hall is west, "
        "through the archway; a door stands ajar to the south, and through it you can hear a "
        "tap dripping in the scullery. A dumbwaiter in the corner creaks up toward the "
        "bishop's rooms.",
        R("kitchens", "w s", leads={"w": "great hall", "s": "scullery"}),
    )


def scullery(coin: bool = True) -> tuple:
    angel = (
        " There is a gold angel here, a coin stamped with St Michael and his dragon."
        if coin
        else ""
    )
    return (
        "Scullery\nA stone sink, a pump, and a great many copper pans. The only way out is "
        f"north, to the kitchens.{angel}",
        R("scullery", "n", coin=coin),
    )


def library() -> tuple:
    return (
        "Library\nBooks to the ceiling on every wall but the east, where the door to the hall "
        "is. A globe by the window has been turned so that the Holy Land faces you. There is a "
        "penny catechism here, bound in black.",
        R("library", "e"),
    )


OPEN_DOORS = ("The chapel doors swing open on their great iron hinges.", K("opened", door="n"))

ITEMS = [
    # ---- walks on the bishop's palace ----
    item(
        great_hall(),
        "open doors",
        OPEN_DOORS,
        "north",
        chapel(),
        notes="the chapel doors opened by their kind, then walked through; in the chapel the "
        "vestry door is locked (no open), St Peter's window is no exit, the alms dish empty: "
        "only the way back south",
    ),
    item(
        great_hall(),
        "east",
        kitchens(),
        "s",
        scullery(),
        "take coin",
        ("Taken.", K("took")),
        "n",
        kitchens(),
        "w",
        great_hall(),
        notes="the angel (a gold coin) taken in the scullery; back in the hall the chapel "
        "doors are still shut (open north), the great doors locked, the library unvisited; "
        "the three kings riding east are a tapestry",
    ),
    item(
        great_hall(),
        "west",
        library(),
        "east",
        great_hall(),
        "north",
        ("The chapel doors are shut. You'd have to open them first.", K("refused", "closed")),
        notes="a penny catechism is a book, no coin; the move north refused at the shut "
        "chapel doors (refused, closed): open north, or go east",
    ),
    item(
        great_hall(),
        "s",
        (
            "The great doors are locked and barred, and the porter is snoring in his lodge "
            "on the other side of them.",
            K("refused", "locked"),
        ),
        notes="a refusal at the great doors the hall already calls locked: no open south; "
        "open north (shut, not locked) or go east or west",
    ),
    item(
        great_hall(),
        "open doors",
        OPEN_DOORS,
        "n",
        chapel(),
        "w",
        (
            "You rattle the ring of the vestry door. Locked, as the chaplain left it.",
            K("refused", "locked"),
        ),
        notes="the vestry door refused as locked; the way back south is the only one left",
    ),
    # ---- single rooms ----
    item(
        "Casting Floor\nThe bell pit yawns in the middle of the floor, and the half-buried cope "
        "of a new bell sits in it like a great brown egg. The sliding door to the west has "
        "been run shut on its rail. Through the open end of the shed, to the south, the yard "
        "lies in sunshine, and the weathercock on the church beyond points stubbornly north.",
        R("casting floor", "w s", closed="w"),
        notes="a sliding door run shut is closed; the shed's open end south is an exit; the "
        "weathercock pointing north is no exit",
    ),
    item(
        "Ice House\nA brick dome, half sunk in the hill and packed with straw and blocks of "
        "last winter's lake ice. The only door is to the north, and it is heavy, padded and "
        "shut tight against the summer. There is a farthing here, on the straw at the foot of "
        "the ice.",
        R("ice house", "n", closed="n", coin=True),
        notes="a farthing on the straw is a coin: take it; the padded door north is shut (closed)",
    ),
    item(
        "Clock Chamber\nYou are behind the four dials of the tower clock, which face north, "
        "south, east and west over the town; from in here they are discs of milky glass with "
        "the shadows of the hands crawling across them. A brass wheel from the works lies on "
        "the boards, about the size of a crown piece. The only way out is the ladder down.",
        R("clock chamber", "d"),
        notes="the dials facing the four quarters are no exits and the brass wheel the size of "
        "a crown piece is no coin; the ladder down is outside the vocabulary: no action",
    ),
    item(
        "Sawpit\nA long pit with a plank across it, where two men once worked the great saw, "
        "one above and one below. Stacked timber fills the east side of the yard so tightly "
        "that there is no getting past it. A cart track leaves to the north, and a plank "
        "bridge crosses the mill leat to the west. There is a silver fourpenny piece here, "
        "half hidden in the sawdust.",
        R("sawpit", "n w", coin=True),
        notes="a fourpenny piece is a coin; the timber east is no way; the bridge over the "
        "leat west and the cart track north are exits",
    ),
    item(
        "Coach House\nThe bishop's carriage stands here under a dust sheet. Of the two big "
        "doors, the yard door to the south stands open, and the lane door to the east is in "
        "the opposite state. A harness room lies through a doorless opening to the north.",
        R("coach house", "s e n", closed="e"),
        notes="the lane door 'in the opposite state' to an open door is shut (closed, its "
        "lock not given); the yard door and the doorless opening are open exits",
    ),
    item(
        "Boiler Room\nThe boiler ticks and sighs like a sleeping animal. As you look round, a "
        "draught catches the door to the north and swings it shut with a bang. A low passage, "
        "thick with pipe lagging, runs off to the east.",
        R("boiler room", "n e", closed="n"),
        notes="a door swung shut within the text is closed (its last state); the passage east "
        "is open",
    ),
    item(
        "Vestry\nSurplices hang in a row like patient ghosts. The verger, muttering, finds the "
        "right key on his ring, unlocks the door to the churchyard in the west wall and props "
        "it open with a hassock, then shuffles off into the church by the south door, leaving "
        "that open too.",
        R("vestry", "w s"),
        notes="a door another character unlocks and props open is open; the south door he "
        "leaves open is open: both are exits",
    ),
    item(
        "Strongroom\nShelves of deed boxes, each with its brass label. On the middle shelf is "
        "a clean square in the dust where a cash box stood until last night; the box, and "
        "every coin in it, is gone. The steel door to the north stands open, and there is no "
        "other way out.",
        R("strongroom", "n"),
        notes="coins that were here and are gone: no coin; the open steel door north is the "
        "only exit",
    ),
    item(
        "Taproom\nLow beams, a fire, and a landlord polishing the same glass over and over. "
        "'Trade's gone south since they opened the railway,' he tells nobody in particular. "
        "The door to the yard, east, is on the latch; the street door, north, stands open.",
        R("taproom", "n e", closed="e"),
        notes="'gone south' is an idiom, no exit; a door on the latch is closed; the street "
        "door stands open",
    ),
    item(
        "Belfry\nThe bells hang above you in their frame, the tenor as big as a hay cart. "
        "Slatted louvres on all four sides let in the wind and a great deal of noise from the "
        "town. There is a penny here, wedged in a crack between the boards. A ladder goes "
        "down to the ringing chamber.",
        R("belfry", "d", coin=True),
        notes="a penny in a crack of the boards is a coin here: take it; the louvres are no "
        "exits and the ladder down is outside the vocabulary",
    ),
    item(
        "Gatehouse Passage\nA vaulted passage through the thickness of the wall, with a door on "
        "either hand: the porter's lodge to the east and the guardroom to the west. Both doors "
        "are shut, and only the guardroom's is locked. The passage runs on north into the "
        "outer court and south over the drawbridge, which is lowered.",
        R("gatehouse passage", "e w n s", closed="e", locked="w"),
        notes="two doors told at once: both shut, the west one locked as well (no open); the "
        "lowered drawbridge south can be crossed",
    ),
    item(
        "Terrace\nA stone balustrade runs along the south and east sides, and beyond it the "
        "garden falls away to the lake. Far down on the shore something glints like a coin, "
        "too far off to make out, let alone reach. The garden door into the house, north, is "
        "closed. Steps lead down to the lawn on the west side.",
        R("terrace", "n w", closed="n"),
        notes="something glinting far off on the shore is not a coin in this room; the "
        "balustrade is no exit; the steps down to the lawn on the west side are west",
    ),
    item(
        "Crypt\nLow vaults, and the tombs of four bishops. One lies in effigy with a stone coin "
        "carved on each eye, as the old custom was. A real farthing lies on the flagstones "
        "beside the tomb, dropped by some visitor. Passages lead north and south, and a stair "
        "climbs to the nave.",
        R("crypt", "n s u", coin=True),
        notes="the carved coins are stone; the farthing on the flagstones is a coin: take it",
    ),
    item(
        "Still Room\nBunches of herbs hang drying from the beams. The housekeeper has been "
        "through with her keys this morning, and whatever was worth a shilling is locked in "
        "her cupboard now. The door to the east is open; there is no other way out.",
        R("still room", "e"),
        notes="'worth a shilling' is a measure, and what is locked in a cupboard is not given: "
        "no coin; the open door east is the only exit",
    ),
    item(
        "Muniment Room\nIron presses full of charters line the walls. In the north wall you can "
        "still make out the shape of a doorway, filled in with newer stone a century ago. The "
        "way out is the iron door to the south, which stands ajar.",
        R("muniment room", "s"),
        notes="a filled-in doorway is no exit; the iron door south stands ajar (open)",
    ),
]
