"""mud, eighth round: modern Evennia's default look ("Exits: north, east and west" with
"Characters:" and "Things:"), CircleMUD's "[ Exits: n e s ]", Achaea's "You see a single exit
leading north.", SMAUG's "Exits: north east.", CoffeeMUD's "(Obvious exits: North, East)",
Diku prompts ("<24hp 100m 80mv>"), coins counted ("There are 7 silver coins here.", "one gold
coin"), coins in a score line, a looted corpse, an auction channel, MUD refusals with a prompt
and with the room (Both). What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        "Mossy Bridge\nAn old stone bridge, green with moss, spans a sluggish stream.\n"
        "Exits: north, east and west\nCharacters: Wenna the goose-girl\nThings: a dented "
        "lantern and 2 silver coins",
        R("mossy bridge", "n e w", coin=True),
        notes="modern Evennia's default look: 'Exits: north, east and west', 'Things:' lists "
        "2 silver coins in the room",
    ),
    item(
        "Chandler's Shop\nCandles of every size hang from hooks in the ceiling.\nExits: south\n"
        "Characters: the chandler\nThings: a price board",
        R("chandler's shop", "s"),
        notes="Evennia's look with a price board and no coin; the one exit is south",
    ),
    item(
        "The Rat's Nest\n   A low cellar under the tavern, reeking of sour ale. Barrels are "
        "stacked against every wall but the east, where a ladder leans.\n[ Exits: n u ]\n"
        "There is one gold coin here.\n<24hp 100m 80mv>",
        R("the rat's nest", "n u", coin=True),
        notes="CircleMUD's '[ Exits: n u ]' with a Diku prompt; 'one gold coin' is in the "
        "room; the ladder (up) is outside the vocabulary",
    ),
    item(
        "A Narrow Ledge.\nThe ledge clings to the cliff face above a long fall to the sea. "
        "You see a single exit leading north.",
        R("a narrow ledge", "n"),
        notes="Achaea's 'You see a single exit leading north.'; the fall is no exit; the "
        "header drops its full stop",
    ),
    item(
        "Smithy\nThe forge glows dull red. An anvil stands in the centre of the room.\n"
        "Exits: north east.\nA small heap of copper coins lies beside the anvil.",
        R("smithy", "n e", coin=True),
        notes="SMAUG's 'Exits: north east.'; a heap of copper coins beside the anvil",
    ),
    item(
        "Guild Courtyard\nA gravelled courtyard before the Guild of Cartographers.\n"
        "(Obvious exits: North, East, West)\nA fountain splashes here, its basin empty of "
        "everything but leaves.",
        R("guild courtyard", "n e w"),
        notes="CoffeeMUD's exit line in parentheses; an empty fountain basin holds no coin",
    ),
    item(
        (
            "Watchtower Base\nThe base of a crumbling watchtower. A heavy oak door leads north "
            "into the tower.\n[ Exits: n s ]\n<31hp 90m 75mv>",
            R("watchtower base", "n s"),
        ),
        "n",
        ("The oak door is closed.\n<31hp 90m 75mv>", K("refused", door="closed")),
        notes="Diku's 'The oak door is closed.' for an exit listed: north closed and refused",
    ),
    item(
        (
            "Muddy Lane\nThe lane squelches underfoot.\n[ Exits: e w ]\n<40hp 100m 92mv>",
            R("muddy lane", "e w"),
        ),
        "north",
        (
            "You cannot go that way.\n\nMuddy Lane\nThe lane squelches underfoot.\n"
            "[ Exits: e w ]\n<40hp 100m 91mv>",
            Both(K("refused"), R("muddy lane", "e w")),
        ),
        notes="a refusal of a way never listed, then the room in one text: refused(north)",
    ),
    item(
        "Harbourmaster's Office\nCharts, tide tables and an ink-stained desk.\nExits: west\n"
        "Things: a ledger\n\nYour purse: 14 gold, 3 silver.",
        R("harbourmaster's office", "w"),
        notes="the player's purse line names the player's money, not a coin in the room",
    ),
    item(
        "Abandoned Mine Entrance\n   Rotten timbers frame the mouth of the mine to the "
        "south. A path winds down the hill to the west.\n[ Exits: s w ]\nThe corpse of a "
        "giant rat is lying here.\nA small pile of 7 silver coins glints in the torchlight.",
        R("abandoned mine entrance", "s w", coin=True),
        notes="a pile of 7 silver coins glinting in the room is coins",
    ),
    item(
        (
            "Rat Warren\nTunnels everywhere, all too small for you but one.\n[ Exits: e ]\n"
            "The corpse of a rat is lying here.",
            R("rat warren", "e"),
        ),
        "get all corpse",
        ("You get 3 copper coins from the corpse of a rat.\n<18hp 100m 70mv>", K("none")),
        notes="the coins were in a corpse and are now in the player's purse: none lies in the room",
    ),
    item(
        "Auction House\nBenches face a raised podium.\nExits: north, south\n[Auction] "
        "Selwyn: a silver coin pendant, minimum bid 40 gold.\n[Auction] Selwyn: going once...",
        R("auction house", "n s"),
        notes="an auction channel about a pendant and a price: no coin in the room",
    ),
    item(
        "Temple Steps\nWide marble steps climb north into the temple. The plaza is to the "
        "south.\nObvious exits:\nNorth - Temple of the Sun\nSouth - Plaza of Fountains\n"
        "A beggar holds out his bowl.",
        R("temple steps", "n s"),
        notes="exits with destinations one a line; a beggar's bowl is no coin",
    ),
    item(
        (
            "Drover's Road\nA broad green road for cattle. A five-bar gate across the way east "
            "is shut; the drovers' inn is north.\n[ Exits: n e w ]",
            R("drover's road", "n e w", closed="e"),
        ),
        "e",
        (
            "You walk into the five-bar gate. It is shut, as it was a moment ago.\n"
            "<50hp 100m 100mv>",
            K("refused", door="closed"),
        ),
        notes="a shut five-bar gate east, listed among the exits, refuses the move: closed and "
        "refused; north and west open (a toll pole was reworded: paying is not opening)",
    ),
    item(
        (
            "Forest Path\nTall pines close in on both sides.\nExits: north, south\n",
            R("forest path", "n s"),
        ),
        "north",
        (
            "Woodcutter's Clearing\nStumps and sawdust. A cottage stands to the east.\n"
            "Exits: east, south\nThings: an axe and a copper penny\n",
            R("woodcutter's clearing", "e s", coin=True),
        ),
        "get penny",
        ("You pick up a copper penny.\n", K("took")),
        notes="Evennia manner: the penny taken; south leads back (visited, initial), east "
        "unexplored",
    ),
    item(
        "Misty Moor\nGrey mist hides everything more than a few paces away.\n"
        "[ Exits: none ]\nA tarnished drachma lies forgotten in the heather.",
        R("misty moor", "", coin=True),
        notes="no exits listed; a drachma in the heather is a coin: take it",
    ),
    item(
        "Bank of Riverside\nA marble hall with a grille across the counter. Behind it a "
        "clerk stacks gold coins into a locked drawer.\nExits: east, west and south\n"
        "Characters: a clerk",
        R("bank of riverside", "e w s"),
        notes="coins behind a grille going into a locked drawer are not to be found in the room",
    ),
    item(
        (
            "Pier\nWet planks stretch out over the harbour.\n[ Exits: n ]\n<60hp 100m 88mv>",
            R("pier", "n"),
        ),
        "s",
        ("Only water lies that way, and you are no fish.\n<60hp 100m 88mv>", K("refused")),
        notes="a refusal of a way not listed, told as a joke with the prompt: refused(south)",
    ),
    item(
        "Gnome Bazaar\nStalls selling everything from clockwork birds to spectacles.\n"
        "Exits: north(Tinker Row), west(Gate Street)\nThings: a clockwork bird, a spyglass, "
        "3 gold coins",
        R("gnome bazaar", "n w", coin=True),
        notes="Evennia with destinations in parentheses; 3 gold coins among the things here",
    ),
    item(
        (
            "Hilltop Shrine\nA ring of standing stones. Paths descend to the west and south.\n"
            "[ Exits: s w ]",
            R("hilltop shrine", "s w"),
        ),
        "w",
        (
            "Sheepfold\nDry-stone walls pen a few sheep. The shrine is uphill to the east.\n"
            "[ Exits: e ]",
            R("sheepfold", "e"),
        ),
        "e",
        (
            "Hilltop Shrine\nA ring of standing stones. Paths descend to the west and south.\n"
            "[ Exits: s w ]\nSomebody has left an offering of 2 silver coins on the altar "
            "stone.",
            R("hilltop shrine", "s w", coin=True),
        ),
        notes="a return to the first room; coins left on the altar stone lie in the room",
    ),
]
