"""mud, third round: Diku/ROM/Smaug/Evennia manners: exit lists in brackets, in words, with
destinations, compass letters, ANSI colour codes left in the text, capitals, prompts and
chatter around the room."""

from __future__ import annotations

from bench.reading.author import K, R, item

_CROSSROADS = (
    "Dusty Crossroads\nFour roads meet at a leaning signpost.\n[Exits: n e s w]\n<112hp 40m 88mv>"
)
_INN = (
    "The Drowned Rat Inn\nSmoke and spilt ale. A heavy door on the east wall is closed.\n"
    "[Exits: n e]\n"
)

ITEMS = [
    item(
        "The Market Square\nStalls crowd the cobbles and hawkers shout their wares.\n"
        "[Exits: n e s w]\nA small pile of coins lies here.\n<120hp 80m 95mv>",
        R("The Market Square", "n e s w", coin=True),
    ),
    item(
        "\x1b[1;36mRiverside Path\x1b[0m\nThe river chatters over stones to the west.\n"
        "\x1b[0;32m[ Exits: n s ]\x1b[0m\n\x1b[1;33mA gold coin\x1b[0m lies here, half-buried in "
        "the mud.",
        R("Riverside Path", "n s", coin=True),
        notes="ANSI colour codes left in the text; the river to the west is no way.",
    ),
    item(
        "Miller's Lane\nDeep cart ruts run through the mud.\nPaths: north (to the mill), south "
        "(to the village)\nA stray dog sniffs at your boots.",
        R("Miller's Lane", "n s", leads={"n": "the mill", "s": "the village"}),
    ),
    item(
        "Guard Post\nA brazier smoulders beside an empty stool.\nYou can go: N S E\n"
        "A bored sentry is here, leaning on his spear.",
        R("Guard Post", "n s e"),
    ),
    item(
        "Old Well\nA mossy well with a frayed rope.\nObvious exits:\nNorth - Village Green\n"
        "Down  - Into the well",
        R("Old Well", "n d", leads={"n": "village green"}),
    ),
    item(
        "Temple Steps\nMarble steps rise to a bronze portal.\nExits: north, east (closed), west "
        "(locked)",
        R("Temple Steps", "n e w", closed="e", locked="w"),
    ),
    item(
        "Thieves' Den\nA cramped cellar lit by a single candle.\n[Exits: s]\nSeveral silver "
        "pieces are scattered on the floor.\nA pickpocket is here, counting his takings.",
        R("Thieves' Den", "s", coin=True),
    ),
    item(
        "Fishmonger's Stall\nIce and scales everywhere.\n[Exits: e]\nA copper piece lies here."
        "\n[Gossip] Brannoc: anyone seen a gold coin near the docks?",
        R("Fishmonger's Stall", "e", coin=True),
        notes="the copper piece on the floor is a coin; the chatter's gold coin is elsewhere.",
    ),
    item(
        "Bank Vault\nSteel walls, steel floor, steel ceiling.\n[Exits: up]\nA brass sign here "
        "reads: COINS EXCHANGED.",
        R("Bank Vault", "u"),
        notes="a sign about coins is no coin; the only exit is up: no facts, no action.",
    ),
    item(
        "TOWN GATE\nTHE GREAT GATE TO THE NORTH IS CLOSED FOR THE NIGHT.\n[EXITS: N S]\nA GOLD "
        "COIN LIES HERE.",
        R("Town Gate", "n s", closed="n", coin=True),
    ),
    item(
        "Forest Clearing\nSunlight falls in shafts between the oaks.\nExits: north, south and "
        "west\nYou see: a rusty sword and a gold coin",
        R("Forest Clearing", "n s w", coin=True),
    ),
    item(
        "Stairwell\nA draughty stone stairwell.\n[Exits: north down]\n<95hp 20m 60mv>",
        R("Stairwell", "n d"),
    ),
    item(
        ("Sheep Pen\nMud and wool.\n[Exits: s w]", R("Sheep Pen", "s w")),
        "n",
        ("Alas, you cannot go that way.\n<88hp 40m 71mv>", K("refused")),
    ),
    item(
        (_INN, R("The Drowned Rat Inn", "n e", closed="e")),
        "e",
        ("The oaken door is closed.", K("refused", "closed")),
        notes="a closed door refused: open east is the person's action for it.",
    ),
    item(
        (_INN, R("The Drowned Rat Inn", "n e", closed="e")),
        "e",
        ("The oaken door is closed.", K("refused", "closed")),
        "open east",
        ("You open the oaken door.", K("opened")),
        notes="the refusal is cleared by the open that worked.",
    ),
    item(
        "Smugglers' Cove\nWaves boom in a sea cave.\n[Exits: n e]\nA heap of pieces of eight "
        "lies here.",
        R("Smugglers' Cove", "n e", coin=True),
        notes="pieces of eight are coins.",
    ),
    item(
        "Herb Garden\nThyme and rosemary.\nExits: [N] [S] [E]\nAn old gardener is here, pulling "
        "weeds.",
        R("Herb Garden", "n s e"),
    ),
    item(
        "Tannery\nThe stink is overwhelming.\nYou see exits leading north, east, and down.",
        R("Tannery", "n e d"),
    ),
    item(
        "Ruined Chapel\nThe roof is open to the sky.\n[Exits: n]\nThere used to be a silver coin "
        "on the altar, but someone pried it loose long ago.",
        R("Ruined Chapel", "n"),
        notes="a coin that used to be here is not here.",
    ),
    item(
        (_CROSSROADS, R("Dusty Crossroads", "n e s w")),
        "e",
        (
            "Bakery\nWarm bread and flour dust.\n[Exits: w]\nA gold coin lies here.\n"
            "<112hp 40m 87mv>",
            R("Bakery", "w", coin=True),
        ),
        "get coin",
        ("You get a gold coin.", K("took")),
        "w",
        (_CROSSROADS, R("Dusty Crossroads", "n e s w")),
    ),
    item(
        "The Docks\nGulls wheel over tarred planks.\n[Exits: n e]\nA peso coin lies here.\n"
        "A sailor is here, mending a net.",
        R("The Docks", "n e", coin=True),
    ),
    item(
        "Cobbler's Shop\nLasts and leather.\nObvious exits: north, east, and a trapdoor "
        "leading down.\n&YA gold coin&n lies here.",
        R("Cobbler's Shop", "n e d", coin=True),
        notes="Smaug colour codes (&Y, &n) left in the text.",
    ),
]
