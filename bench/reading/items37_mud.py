"""mud, thirty-seventh round: seven walks (1-4 turns) on an Ottoman palace kitchen as a MUD area
whose exit line marks doors with glyphs and a legend ("Exits: N S E+ W# (+ door closed, # door
locked)") and whose prompt ends every text ("[HP 112/112 SP 40/40 EP 96/96]>"; a Kitchen Court; a
Cauldron Hall; a Confectioners' Kitchen where "A small silver akce coin lies here."; a Cooks'
Dormitory; a Bath House): "The confectioners' door is closed.", "You open the confectioners' door.",
"The spice store door is locked. The Chief Taster keeps the key.", "You get a small silver akce
coin.", a look that keeps a refusal, returns with a cook and a call to the kitchens; single rooms in
manners and places no earlier round used: a BatMUD-like salt flat ("There are two obvious exits:
north and southwest."), a cyberpunk MOO's mag-lev platform, a Hakka tulou's courtyard ("Obvious
exits: north to Ancestral Hall, south to Main Gate (locked)"), a Hanyang market lane answered by
`scan` (a coin seen one room east, not here), Jemaa el-Fna answered by `score` (dinars in the
purse), a rainforest canopy walk under a west wind, an Iznik kiln yard walked into (the wall and the
room in one text), an Ainu house, a rampart of Galle Fort (a Dutch stuiver coin), a Hampi bazaar
whose temple gate another player opens, a Yakut winter house, a Zulu kraal's byre and a shadow
puppet booth. What a person reads in each text is declared beside it; the map facts and the person's
actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

PROMPT = "[HP 112/112 SP 40/40 EP 96/96]>"
LEGEND = "(+ door closed, # door locked)"


def also(step: tuple, line: str) -> tuple:
    """A room's text with an event of the turn printed before the prompt."""
    text, reading = step
    body, prompt = text.rsplit("\n", 1)
    return (f"{body}\n{line}\n{prompt}", reading)


def reply(line: str, reading: K) -> tuple:
    return (f"{line}\n{PROMPT}", reading)


# The palace kitchens: Kitchen Court n Cauldron Hall, e Confectioners' Kitchen (door closed at
# first; the akce), w Spice Store (locked, never entered), s Cooks' Dormitory; Cooks' Dormitory
# e Bath House.
def court(door_open: bool = False) -> tuple:
    east = "E" if door_open else "E+"
    return (
        "Kitchen Court [Topkapi]\n"
        "Smoke from ten chimneys hangs over the long court, and kitchen boys run between the "
        "doors with trays on their heads.\n"
        f"Exits: N S {east} W#  {LEGEND}\n{PROMPT}",
        R("kitchen court", "n s e w", closed="" if door_open else "e", locked="w"),
    )


def cauldron_hall() -> tuple:
    return (
        "Cauldron Hall [Topkapi]\n"
        "Copper cauldrons big enough to bathe in sit over banked fires. Steam beads on the "
        "domed ceiling and drips back down.\n"
        f"Exits: S  {LEGEND}\n{PROMPT}",
        R("cauldron hall", "s"),
    )


def confectioners(coin: bool = True) -> tuple:
    akce = "\nA small silver akce coin lies here." if coin else ""
    return (
        "Confectioners' Kitchen [Topkapi]\n"
        "Trays of halva and sugared almonds cool on marble slabs, and the air is sweet enough "
        f"to make your teeth ache.{akce}\n"
        f"Exits: W  {LEGEND}\n{PROMPT}",
        R("confectioners' kitchen", "w", coin=coin),
    )


def dormitory() -> tuple:
    return (
        "Cooks' Dormitory [Topkapi]\n"
        "Rolled mattresses line the walls under rows of pegs hung with aprons.\n"
        f"Exits: N E  {LEGEND}\n{PROMPT}",
        R("cooks' dormitory", "n e"),
    )


def bath_house() -> tuple:
    return (
        "Bath House [Topkapi]\n"
        "A small domed bath for the cooks, with a marble basin and a copper bowl for pouring.\n"
        f"Exits: W  {LEGEND}\n{PROMPT}",
        R("bath house", "w"),
    )


ITEMS = [
    # ---- walks on the palace kitchens ----
    item(
        court(),
        "east",
        reply("The confectioners' door is closed.", K("refused", "closed")),
        "open east",
        reply("You open the confectioners' door.", K("opened")),
        "east",
        confectioners(),
        "get coin",
        reply("You get a small silver akce coin.", K("took")),
        notes="the glyph E+ read by its legend as a closed door: refused, opened, walked "
        "through; the akce (a coin) taken; the one exit west is the way in: all visited, go "
        "west",
    ),
    item(
        court(),
        "north",
        cauldron_hall(),
        "south",
        also(court(), "A cook hurries past with a tray of pilaf on his head."),
        notes="back from the cauldron hall: N visited; E+ closed (open east); W# locked (no "
        "action); S unvisited: go south; no initial in the first room",
    ),
    item(
        dormitory(),
        "east",
        bath_house(),
        "west",
        also(dormitory(), "Someone snores behind a curtain."),
        "north",
        court(),
        "west",
        reply(
            "The spice store door is locked. The Chief Taster keeps the key.",
            K("refused", "locked"),
        ),
        notes="begun in the dormitory; in the court the locked spice store door refused: "
        "refused(west); south visited and initial; go north or open east",
    ),
    item(
        court(),
        "south",
        dormitory(),
        "east",
        bath_house(),
        notes="through the dormitory to the bath house, whose one exit west is the way in: all "
        "visited, go west",
    ),
    item(
        cauldron_hall(),
        "south",
        court(),
        "east",
        reply("The confectioners' door is closed.", K("refused", "closed")),
        notes="begun in the cauldron hall; the confectioners' door refused in the court: "
        "refused(east), closed; north visited and initial; go south or open east",
    ),
    item(
        confectioners(),
        "get coin",
        reply("You get a small silver akce coin.", K("took")),
        "west",
        court(door_open=True),
        "south",
        dormitory(),
        "north",
        also(court(door_open=True), "A drum sounds from the gate: the kitchens are called."),
        notes="begun in the confectioners' kitchen (its coin taken); in the court east is "
        "visited and initial, south visited, the spice store locked: go north",
    ),
    item(
        court(),
        "west",
        reply("The spice store door is locked.", K("refused", "locked")),
        "look",
        court(),
        notes="the locked spice store door refused and the court looked at again (the door "
        "still locked): the refusal stands; nothing visited: go north or south, open east",
    ),
    # ---- single rooms and short histories ----
    item(
        "Salt Flat (Altiplano)\n"
        "White crust runs flat to every horizon, cracked into hexagons, and the sky sits on it "
        "like a lid. A line of cairns marks the old track.\n"
        "There are two obvious exits: north and southwest.\n"
        "HP:86(86) SP:12(12) EP:140(140) >",
        R("salt flat", "n sw"),
        notes="a BatMUD-like exit sentence: north and southwest (outside the vocabulary); the "
        "horizons are no exits: go north",
    ),
    item(
        "Mag-Lev Platform [Red Sector]\n"
        "Rain drips through the broken canopy onto the platform edge. A vending machine hums "
        "against the wall, its screen cracked.\n"
        "A battered two-chit coin lies by the vending machine.\n"
        "Obvious exits: north to Concourse, down to Track.",
        R("mag-lev platform", "n down", coin=True, leads={"n": "concourse", "down": "track"}),
        notes="a cyberpunk MOO: a two-chit coin (a coin by its word) by the machine; exits north "
        "and down: take coin",
    ),
    item(
        "Tulou Courtyard\n"
        "Four storeys of rooms ring the courtyard, their galleries hung with washing, all "
        "looking inward. A well stands in the middle.\n"
        "You see a bronze cash coin here.\n"
        "Obvious exits: north to Ancestral Hall, south to Main Gate (locked)",
        R(
            "tulou courtyard",
            "n s",
            locked="s",
            coin=True,
            leads={"n": "ancestral hall", "s": "main gate"},
        ),
        notes="a Hakka earth building as a MOO prints it: a bronze cash coin (a coin); north "
        "open, the main gate south locked: take coin",
    ),
    item(
        (
            "Market Lane [Hanyang]\n"
            "Stalls of dried persimmons and straw sandals crowd both sides of the lane.\n"
            "[Exits: north east south]",
            R("market lane", "n e s"),
        ),
        "scan",
        (
            "You look around.\n"
            "  north: a night watchman\n"
            "  east: a brass yeopjeon coin\n"
            "  south: nobody",
            K("none"),
        ),
        notes="a `scan` that keeps the room: the yeopjeon coin lies one room east, not here (no "
        "coin); exits north, east and south: go any",
    ),
    item(
        (
            "Jemaa Square [Marrakech]\n"
            "Snake charmers, orange-juice sellers and storytellers share the square with the "
            "smoke of a hundred grills.\n"
            "Exits: north, east, south, west.",
            R("jemaa square", "n e s w"),
        ),
        "score",
        (
            "You are Yusuf the Wanderer, level 7.\n"
            "You have 23 gold dinars in your purse and 9 in the bank.",
            K("none"),
        ),
        notes="a `score` that keeps the room: the dinars are in the player's purse and bank, "
        "not in the square (no coin); four exits: go any",
    ),
    item(
        "Canopy Walk (Monteverde)\n"
        "A swaying bridge of planks and netting runs through the treetops, forty metres up. A "
        "cool wind blows from the west, and the cloud forest drips.\n"
        "Exits: north, east.",
        R("canopy walk", "n e"),
        notes="a canopy walk: the wind from the west and the drop are no exits; exits north and "
        "east: go north or east",
    ),
    item(
        (
            "Kiln Yard [Iznik]\nBlue and white tiles lie stacked to cool beside the kiln.\n"
            "Exits: north east\n<115hp 60m 140mv>",
            R("kiln yard", "n e"),
        ),
        "west",
        (
            "You walk into the kiln wall. It is still warm.\n\n"
            "Kiln Yard [Iznik]\nBlue and white tiles lie stacked to cool beside the kiln.\n"
            "Exits: north east\n<115hp 60m 140mv>",
            Both(K("refused"), R("kiln yard", "n e")),
        ),
        notes="a move west into the kiln wall refused and the yard printed again in the same "
        "text: refused(west); north and east open",
    ),
    item(
        "Chise [Ainu Kotan]\n"
        "A house of reeds and bark, a fire pit in the middle and a sacred window in the east "
        "wall that no one may look through.\n"
        "Visible exits: south, west.",
        R("chise", "s w"),
        notes="an Ainu house: the sacred window in the east wall is no way; exits south and "
        "west: go south or west",
    ),
    item(
        "Rampart Walk [Galle Fort]\n"
        "The Dutch rampart runs along the sea, and a boy is flying a kite from the bastion.\n"
        "A Dutch stuiver coin lies half buried in the grass.\n"
        "Exits: north east",
        R("rampart walk", "n e", coin=True),
        notes="Galle Fort: a Dutch stuiver coin (a coin) in the grass; exits north and east: "
        "take coin",
    ),
    item(
        (
            "Hampi Bazaar\n"
            "A colonnade of stone pavilions runs the length of the street towards the temple "
            "tower.\n"
            "Exits: north, south, east (temple gate, closed)",
            R("hampi bazaar", "n s e", closed="e"),
        ),
        "wait",
        (
            "Meera opens the temple gate.\n"
            "Hampi Bazaar\n"
            "A colonnade of stone pavilions runs the length of the street towards the temple "
            "tower.\n"
            "Exits: north, south, east (temple gate, open)",
            R("hampi bazaar", "n s e"),
        ),
        notes="another player opens the temple gate and the room is printed again with it open: "
        "east now an open exit; north, south, east: go any",
    ),
    item(
        "Balagan [Yakutsk]\n"
        "A winter house of logs plastered with clay and dung, a fire burning in the chuval "
        "stove. Ice windows let in a grey light.\n"
        "Obvious exits:\n  south - Cow Byre (closed)\n  west  - Frozen Yard",
        R("balagan", "s w", closed="s", leads={"s": "cow byre", "w": "frozen yard"}),
        notes="a Yakut winter house in Diku's destination list: the byre south behind a closed "
        "door, the yard west: go west or open south",
    ),
    item(
        "Byre\n"
        "A ring of stakes holds the cattle at night; the calves have their own smaller ring by "
        "the gate. The cattle are out at pasture.\n"
        "A brass button lies in the dung, and a tickey coin beside it.\n"
        "[ Exits: E W ]",
        R("byre", "e w", coin=True),
        notes="a Zulu homestead's cattle byre: a tickey coin (a coin by its word) beside a "
        "button; exits east and west: take coin",
    ),
    item(
        (
            "Puppet Booth [Wayang]\n"
            "Flat leather puppets hang on a banana stem behind the screen, waiting for the "
            "dalang.\n"
            "Exits: north south\n>",
            R("puppet booth", "n s"),
        ),
        "get coin",
        ("You don't see that here.\n>", K("none")),
        notes="a `get coin` answered that there is none: no coin; exits north and south: go "
        "north or south",
    ),
]
