"""mud, fifth round: the exit lines of many MUD families (LPMud's "There are two obvious
exits: north and west.", Evennia's "Exits: north, east" with "You see:", a MUSH's "Obvious
exits:" with <keys> and a dbref in the room name, IRE's "You see exits leading ...", ROM's
closed doors in parentheses "[Exits: north (east)]", a MOO's "[north] to ..."), prompts with
gold counts, shop lists with prices, ROM's "(Glowing)" flags, piles of coins. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author
(bench.reading.author4 for the refusal-then-room text)."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "Market Cross\nStalls crowd around a weathered stone cross. A crier bawls the day's "
        "news.\nThere are two obvious exits: north and west.",
        R("Market Cross", "n w"),
        notes="LPMud's exit sentence",
    ),
    item(
        "Rope Walk\nA long, narrow shed where hemp is twisted into rope.\nThe only obvious exit "
        "is east.\nA small pile of copper coins lies forgotten in the corner.",
        R("Rope Walk", "e", coin=True),
    ),
    item(
        "Limestone Gorge\nThe river has cut deep into pale rock here.\nThere are three obvious "
        "exits: south, northwest and up.",
        R("Limestone Gorge", "s nw u"),
        notes="northwest and up are no facts; south is",
    ),
    item(
        "Tinker's Workshop\nHalf-mended kettles hang from every beam.\nExits: north, east\n"
        "You see: a soldering iron and a silver coin",
        R("Tinker's Workshop", "n e", coin=True),
        notes="Evennia's default look: 'Exits:' and 'You see:'",
    ),
    item(
        "Quiet Chapel\nCandles flicker before a plain altar.\nExits: west\nCharacters: Brother "
        "Anselm",
        R("Quiet Chapel", "w"),
        notes="Evennia's default look with a character",
    ),
    item(
        "Town Square(#210Rn)\nA broad square paved with granite setts. A fountain plays in the "
        "middle.\nContents:\nGold Coin\nTown Crier\nObvious exits:\nNorth <N>  East <E>  "
        "Tavern <T>",
        R("Town Square", "n e", coin=True),
        notes="a MUSH's look: the dbref '(#210Rn)' is not part of the room's name; 'Tavern "
        "<T>' names no direction (no fact); the gold coin is among the contents",
    ),
    item(
        "Along the Crumbling Road.\nWeeds push up through the broken paving stones of this "
        "old road.\nYou see exits leading north, southeast, and west.",
        R("Along the Crumbling Road", "n se w"),
        notes="IRE's exit sentence; the room's name ends in a full stop",
    ),
    item(
        "Guard Post.\nA brazier glows beside a rack of halberds.\nA burly guard stands here, "
        "arms folded.\nYou see exits leading east (open door), and south (closed door).",
        R("Guard Post", "e s", closed="s"),
        notes="IRE's door notes: east open, south closed",
    ),
    item(
        "Sunken Courtyard\nMoss covers the flagstones of this forgotten courtyard.\n[Exits: "
        "north (east) west]\n(Glowing) A shimmering doubloon lies here.",
        R("Sunken Courtyard", "n e w", closed="e", coin=True),
        notes="ROM's autoexit: a direction in parentheses is behind a closed door; the "
        "'(Glowing)' flag is the coin's",
    ),
    item(
        "The Hall of Mirrors\nEndless reflections of yourself stare back.\n[ Exits: (north) "
        "(south) ]",
        R("The Hall of Mirrors", "n s", closed="n s"),
        notes="both exits in parentheses: both behind closed doors",
    ),
    item(
        "Living Room\nA sagging couch faces a cold hearth.\n[north] to Kitchen\n[out] to "
        "Front Porch",
        R("Living Room", "n out", leads={"n": "kitchen"}),
        notes="a MOO's exit lines; 'out' is no direction of the vocabulary",
    ),
    item(
        "Moneychanger's Stall\nScales and weights are laid out on a green cloth.\nAn old "
        "moneychanger is here, biting a coin to test it.\nObvious exits:\n  south - Grand "
        "Bazaar",
        R("Moneychanger's Stall", "s", leads={"s": "Grand Bazaar"}),
        notes="the coin in the moneychanger's teeth is his, not lying in the room",
    ),
    item(
        "Armourer's Shop\nHelms and hauberks hang from the rafters.\n[Exits: s]\nThe armourer "
        "shows you his wares:\n[ 1]  a steel helm ........... 40 coins\n[ 2]  a chain hauberk "
        ".... 120 coins\n<96hp 40m 110mv>",
        R("Armourer's Shop", "s"),
        notes="coins in a shop's price list are no coins lying in the room",
    ),
    item(
        "Dusty Crossroads\nFour roads meet under a hanging gibbet.\n[Exits: north east south "
        "west]\n[HP: 54/54] [Gold: 212] >",
        R("Dusty Crossroads", "n e s w"),
        notes="the gold count in the prompt is the player's purse, no coin in the room",
    ),
    item(
        "Cramped Burrow\nThe roots of a great oak form the ceiling of this burrow.\nThere are "
        "no obvious exits.\n23 gold coins lie scattered in the dirt.",
        R("Cramped Burrow", "", coin=True),
        notes="no exits, but coins lying here",
    ),
    item(
        "Ruined Watchtower\nWind whistles through the gaps in the stonework.\nObvious exits: "
        "north, down\nSomeone has scratched 'the treasure is EAST' into the wall.",
        R("Ruined Watchtower", "n d"),
        notes="a direction scratched on the wall is no exit",
    ),
    item(
        (
            "Fishmonger's Row\nThe stink of yesterday's catch hangs in the air.\nThere are "
            "two obvious exits: east and south.",
            R("Fishmonger's Row", "e s"),
        ),
        "e",
        (
            "Harbour Wall\nGulls wheel over the grey water.\nThe only obvious exit is west.\n"
            "A bent sixpence lies here.",
            R("Harbour Wall", "w", coin=True),
        ),
        "get coin",
        ("You get a bent sixpence.", K("took")),
        notes="the coin taken; the only exit leads back west",
    ),
    item(
        (
            "Smithy\nThe forge roars; sparks fly from the anvil.\nExits: north, south",
            R("Smithy", "n s"),
        ),
        "s",
        (
            "Coal Yard\nBlack heaps of coal and a rusty barrow.\nExits: north, east",
            R("Coal Yard", "n e"),
        ),
        "e",
        (
            "Back Alley\nA narrow alley between leaning houses.\nExits: west\nYou see: a dead rat",
            R("Back Alley", "w"),
        ),
        "w",
        (
            "Coal Yard\nBlack heaps of coal and a rusty barrow.\nExits: north, east\nA cat "
            "slinks out of the coal heap and away.",
            R("Coal Yard", "n e"),
        ),
        notes="a return to the coal yard: both exits visited, the way in north",
    ),
    item(
        (
            "Candle Shop\nRows of tallow and beeswax candles.\n[Exits: north (west)]",
            R("Candle Shop", "n w", closed="w"),
        ),
        "west",
        ("The door is closed.\n<88hp 30m 95mv>", K("refused", "closed")),
        "open west",
        ("You open the door.\n<88hp 30m 95mv>", K("opened")),
        notes="ROM: the closed door in parentheses refused, then opened (the refusal cleared)",
    ),
    item(
        (
            "Goat Track\nA steep, stony track.\nThere are two obvious exits: north and south.",
            R("Goat Track", "n s"),
        ),
        "east",
        (
            "Alas, you cannot go that way.\n\nGoat Track\nA steep, stony track.\nThere are "
            "two obvious exits: north and south.",
            Both(K("refused"), R("Goat Track", "n s")),
        ),
        notes="a refusal and the room again in one text",
    ),
    item(
        (
            "West Gate\nThe city's western gate, guarded day and night.\n[Exits: east west]",
            R("West Gate", "e w"),
        ),
        "w",
        (
            "Outside the West Gate\nThe road runs off across the plain.\n[Exits: east north]"
            "\nA patrol of city guards marches past.",
            R("Outside the West Gate", "e n"),
        ),
        notes="'West' in the room names is no direction; east leads back to the gate",
    ),
]
