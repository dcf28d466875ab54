"""classic_if, thirty-fourth round: the coin game's own situation, a house of a few rooms, told as
classic games tell it. Seven walks (1-6 turns) on an Infocom-like bungalow, Dunroamin (Hallway with
the lounge door east "closed" at first, the bedroom door west "left ajar" and the front door south
"locked. (It locks itself when it swings to, and the key is on the outside.)"; Kitchen through an
archway; Utility Room behind a folding door; Lounge; Conservatory with "a seven-sided fifty-pence
piece, wedged between two flowerpots"; Bedroom): "You open the lounge door. It drags on the carpet,
then gives.", "The lounge door is closed, and doors in Dunroamin do not open themselves.", "The
front door is locked, and the key is on the wrong side of it.", "Taken. It is warm from the sun
through the glass.", a room printed again with an event. Single rooms: a manse study (a door "which
is shut, and another to the east, which isn't"), an almshouse kitchen with the exits first, a
stationmaster's parlour in one long sentence, a schoolroom with NORTH chalked on a blackboard map, a
prefab kitchen, an alpine chalet whose balcony door opens on a drop, Scott Adams's summer house, a
dower house's morning room with TADS 3's exit lister, a tenement landing, a birch glade, the end of
a pier, a Level 9-like mill house larder, a front parlour whose sovereign comes before its door.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed after it."""
    text, reading = step
    return (f"{text}\n{line}", reading)


# Dunroamin, a bungalow: Hallway n Kitchen (archway), e Lounge (door, closed at first),
# w Bedroom (door ajar), s front door (locked); Kitchen e Utility Room; Lounge n Conservatory
# (the coin).
def hallway(lounge_open: bool = False) -> tuple:
    state = "open" if lounge_open else "closed"
    return (
        "Hallway\nA narrow hallway with a coat stand, a telephone table and a barometer stuck "
        "at CHANGE. An archway to the north leads into the kitchen. The lounge door, on the "
        f"east side, is {state}; the bedroom door, west, has been left ajar. The front door, "
        "to the south, is locked. (It locks itself when it swings to, and the key is on the "
        "outside.)",
        R(
            "hallway",
            "n e w s",
            closed="" if lounge_open else "e",
            locked="s",
            leads={"n": "kitchen", "e": "lounge", "w": "bedroom"},
        ),
    )


def kitchen() -> tuple:
    return (
        "Kitchen\nOrange lino, a humming fridge, a kettle on the hob. The window over the sink "
        "looks north onto the dustbins. The archway to the hallway is south, and a folding "
        "door on the east side stands folded back on the utility room.",
        R("kitchen", "s e", leads={"s": "hallway", "e": "utility room"}),
    )


def utility_room() -> tuple:
    return (
        "Utility Room\nA washing machine, a tumble dryer and a mop standing in its bucket. The "
        "folding door to the west is the only door.",
        R("utility room", "w", leads={"w": "kitchen"}),
    )


def lounge() -> tuple:
    return (
        "Lounge\nA three-piece suite in brown velour faces a television with a lace doily on "
        "top. The door to the hallway, west, is open, and a pair of glass doors on the north "
        "side stand open on the conservatory.",
        R("lounge", "w n", leads={"w": "hallway", "n": "conservatory"}),
    )


def conservatory(coin: bool = True) -> tuple:
    line = (
        "\nThere is a seven-sided fifty-pence piece here, wedged between two flowerpots."
        if coin
        else ""
    )
    return (
        "Conservatory\nWicker chairs, a great many geraniums and the smell of warm glass. "
        "Beyond the panes the back garden runs down to a fence; the only way out is south, "
        f"through the glass doors.{line}",
        R("conservatory", "s", coin=coin, leads={"s": "lounge"}),
    )


def bedroom() -> tuple:
    return (
        "Bedroom\nA candlewick bedspread, a wardrobe with its door shut, and slippers side by "
        "side under the bed. The door east, into the hallway, is ajar.",
        R("bedroom", "e", leads={"e": "hallway"}),
    )


OPENED = ("You open the lounge door. It drags on the carpet, then gives.", K("opened"))
SHUT = (
    "The lounge door is closed, and doors in Dunroamin do not open themselves.",
    K("refused", "closed"),
)
FRONT = (
    "The front door is locked, and the key is on the wrong side of it.",
    K("refused", "locked"),
)
TAKEN = ("Taken. It is warm from the sun through the glass.", K("took"))

ITEMS = [
    # ---- walks on Dunroamin ----
    item(
        hallway(),
        "open east door",
        OPENED,
        "e",
        lounge(),
        "n",
        conservatory(),
        "take coin",
        TAKEN,
        notes="a walk through a door opened by direction to the coin, taken: the conservatory's "
        "one way, south, is the way in and visited: go back south",
    ),
    item(
        hallway(),
        "east",
        SHUT,
        notes="the lounge door given as closed, then a move refused at it: refused east, still "
        "closed (open it); the front door is locked (no action); the archway north and the "
        "bedroom door ajar are open ways",
    ),
    item(
        hallway(),
        "n",
        kitchen(),
        "e",
        utility_room(),
        "w",
        kitchen(),
        notes="a loop to the utility room and back: both kitchen ways visited, the first entry "
        "was from the south: go back south; the window over the sink is no exit",
    ),
    item(
        hallway(),
        "w",
        bedroom(),
        "e",
        hallway(),
        "n",
        also(kitchen(), "Somewhere in the loft the water tank knocks twice."),
        notes="the bedroom and back, then the kitchen: south visited and the way in, the "
        "folding door east (folded back: open) not yet tried: go east",
    ),
    item(
        hallway(),
        "s",
        FRONT,
        "w",
        bedroom(),
        notes="the locked front door refused in the hallway, then the bedroom: a refusal left "
        "in an earlier room does not stand; the bedroom's one door (ajar) is the way in: go back "
        "east; the wardrobe's shut door is no exit",
    ),
    item(
        hallway(),
        "open east",
        OPENED,
        "east",
        lounge(),
        "west",
        hallway(lounge_open=True),
        notes="the first room again with the lounge door now open: east visited; north and "
        "west not yet; the front door still locked (no action)",
    ),
    item(
        hallway(),
        "go west",
        bedroom(),
        "go east",
        hallway(),
        "go north",
        kitchen(),
        "go east",
        utility_room(),
        "go west",
        kitchen(),
        "go south",
        hallway(),
        notes="six moves back to the first room: north and west visited, the lounge door east "
        "still closed and never tried: open east; the front door locked",
    ),
    # ---- single rooms ----
    item(
        "Study\nThe minister's study smells of pipe smoke and old hymn books. There is a door "
        "to the north, which is shut, and another to the east, which isn't. A roll-top desk "
        "stands against the west wall with its lid pulled down.\nA sixpence lies on the "
        "hearthrug.",
        R("study", "n e", closed="n", coin=True),
        notes="'which isn't' (shut) is an open door east; the desk's lid is no door and the "
        "west wall no exit; a sixpence on the hearthrug: take it",
    ),
    item(
        "Almshouse Kitchen\nOut of this little kitchen you can go north, into the yard, or "
        "west, into the parlour. The yard door is bolted on this side against the wind; the "
        "parlour has no door at all, only a curtain on a wire. Two chairs, a range, a kettle "
        "singing to itself.",
        R("almshouse kitchen", "n w", closed="n"),
        notes="exits before the details; a door bolted on this side is closed (the player can "
        "draw the bolt: open north); a curtain is no door, west is open",
    ),
    item(
        "Stationmaster's Parlour\nThe stationmaster's parlour, with its aspidistra and its "
        "clock that keeps railway time, has two doors, of which the one to the south opens on "
        "the booking hall and is standing open, and the one to the west, into his private "
        "office, is locked.",
        R("stationmaster's parlour", "s w", locked="w"),
        notes="both doors in one long sentence: south open, west locked (no action): go south",
    ),
    item(
        "Schoolroom\nRows of desks with inkwells face a blackboard on which someone has chalked "
        "a map of Africa, NORTH printed at the top. The only door is in the south wall, "
        "standing open to the playground. Under the back row of desks lies a silver threepenny "
        "bit.",
        R("schoolroom", "s", coin=True),
        notes="NORTH on a chalked map is no exit; the one door south is open; a threepenny bit "
        "(a coin) under a desk: take it",
    ),
    item(
        "Prefab Kitchen\nEverything in here is painted steel, even the cupboards. The back "
        "door, east, is open to let the steam out. The door to the hall, north, is shut, "
        "because Mum can't abide a through draught.",
        R("prefab kitchen", "e n", closed="n"),
        notes="back door east open, hall door north shut (closed): go east or open north; the "
        "cupboards are no exits",
    ),
    item(
        "Chalet\nPine walls, a wood stove, two pairs of skis leaning in a corner. A door to the "
        "west once led out onto a balcony, but the balcony came down with the snow last winter "
        "and beyond that door now is nothing but a long drop to the valley. The door to the "
        "south is unlocked. There are some coins on the table, Swiss francs by the look of "
        "them.",
        R("chalet", "s", coin=True),
        notes="a door onto a long drop is no way (the earlier rounds' sheer drop); a door "
        "described only as unlocked is open; some coins (francs) on the table: take them",
    ),
    item(
        "I'm in a summer house. Obvious exits: SOUTH, EAST.\nI can also see: DECKCHAIR, "
        "CROQUET MALLET, *SILVER SHILLING*",
        R("summer house", "s e", coin=True),
        notes="Scott Adams's manner: 'I'm in a summer house' names summer house; the starred "
        "SILVER SHILLING is a coin lying here",
    ),
    item(
        "Morning Room\nThe dowager's morning room is all chintz and carriage clocks. A pair of "
        "double doors on the north side are shut, and the little door in the east wall is "
        "locked.\nObvious exits lead north, east, and south.",
        R("morning room", "n e s", closed="n", locked="e"),
        notes="TADS 3's exit lister after the prose: north shut (closed), east locked, south "
        "with no door given (open): go south or open north",
    ),
    item(
        "Landing\nA tiled landing two floors up in a tenement, smelling of boiled cabbage. The "
        "Murrays' door, to the west, has a brass knocker and is locked. The Grants' door, to "
        "the east, stands open a crack, and a wireless is playing behind it. The stair goes "
        "down to the close.",
        R("landing", "w e d", locked="w"),
        notes="the west door locked, the east one open a crack (open); the stair down is "
        "outside the vocabulary: go east",
    ),
    item(
        "Glade\nBirches ring a grassy clearing. Paths wander off north and west; to the east "
        "the trees crowd too close for anything bigger than a fox. In the middle of the grass "
        "is a ring of mushrooms, and in the middle of the ring lies a penny.",
        R("glade", "n w", coin=True),
        notes="not a house: paths north and west; the east is too thick to pass (no exit); a "
        "penny lying in a fairy ring: take it",
    ),
    item(
        "End of the Pier\nThe boards stop at a white rail, and below the rail there is only the "
        "sea. The pier runs north to the promenade. A fortune-teller's booth stands shuttered, "
        "its board still offering PALMS READ 50p.",
        R("end of the pier", "n"),
        notes="not a house: the sea beyond the rail is no way; the one way is north; a price "
        "on a board is no coin",
    ),
    item(
        "You are in the mill house larder. Exits north and east. You can also see: a crock of "
        "butter, a ham in muslin, a florin.",
        R("mill house larder", "n e", coin=True),
        notes="Level 9's one-paragraph manner: 'the mill house larder' names the room (a draft "
        "'the larder of the old mill house' was reworded: larder, or the whole phrase?); a "
        "florin in the list: take it",
    ),
    item(
        "Front Parlour\nOn the mantelpiece, beside a carriage clock and a photograph of the old "
        "Queen, lies a gold sovereign. The parlour door is to the east, and it is open. The "
        "curtains on the west side hide nothing but a bay window.",
        R("front parlour", "e", coin=True),
        notes="the coin before the door: a sovereign on the mantelpiece (the Queen in a "
        "photograph is no coin); the door east open; the bay window west is no exit",
    ),
]
