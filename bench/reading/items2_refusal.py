"""refusal, second round: histories whose last moves the game refused, in many wordings and
engines; refusals by a closed or locked door, then an open or unlock; a refusal left behind in
an earlier room."""

from bench.reading.author import K, R, item

ITEMS = [
    item(
        ("Tollhouse\nA cramped booth by the bridge. Exits: north, east.", R("tollhouse", "n e")),
        "go west",
        ("There's no way to go in that direction.", K("refused")),
    ),
    item(
        (
            "Woodland Path\nThe path winds between tall beeches. It continues south and east.",
            R("woodland path", "s e"),
        ),
        "walk north",
        ("A thick hedge blocks your way.", K("refused")),
    ),
    item(
        ("[Smugglers' Cave]\nDrips echo in the dark.\n[Exits: e]", R("smugglers' cave", "e")),
        "n",
        ("You walk into a wall. Ouch.", K("refused")),
        "w",
        ("You walk into a wall. Ouch.\n<60hp 12m>", K("refused")),
    ),
    item(
        (
            "You are in the boatyard. A slipway runs east. The office is north.",
            R("boatyard", "e n", leads={"n": "office"}),
        ),
        "go south",
        ("You'd need a boat to go that way.", K("refused")),
    ),
    item(
        (
            "Kennels\nEmpty runs and a smell of wet dog. An iron gate leads north; a door leads"
            " west.",
            R("kennels", "n w"),
        ),
        "north",
        ("The gate is locked.", K("refused", "locked")),
    ),
    item(
        (
            "Sacristy\nRobes hang on pegs. A door leads south, and an arch leads east.",
            R("sacristy", "s e"),
        ),
        "s",
        ("The door is shut.", K("refused", "closed")),
    ),
    item(
        ("Strong Room\nA heavy door is set in the north wall.", R("strong room", "n")),
        "go north",
        ("You try the handle, but the door won't budge: it's locked.", K("refused", "locked")),
        notes="the only exit is locked and was refused: no action",
    ),
    item(
        ("You are in the orchard. Paths lead north and west.", R("orchard", "n w")),
        "head east",
        ("No exit that way.", K("refused")),
        "head south",
        ("No exit that way.", K("refused")),
    ),
    item(
        (
            "Quarry Floor\nSheer walls of grey stone rise all around. A ramp climbs west.",
            R("quarry floor", "w"),
        ),
        "go east",
        ("Not unless you can walk through walls.", K("refused")),
    ),
    item(
        (
            "You are in the laundry. In one part of the room you see a mangle. \nTo the North you"
            " see a closed wood door. To the West you see the scullery. ",
            R("laundry", "n w", closed="n", leads={"w": "scullery"}),
        ),
        "move north",
        ("The wood door is closed, so you can't move there. ", K("refused", "closed")),
    ),
    item(
        (
            "Boat Deck\nThe deck rolls gently. A hatch in the deck leads north, below, and it is"
            " closed. The gangway is east.",
            R("boat deck", "n e", closed="n"),
        ),
        "go north",
        ("You'll need to open the hatch first.", K("refused", "closed")),
        "open hatch",
        ("You heave the hatch open.", K("opened", door="n")),
        notes="refused by a closed hatch, then opened: the refusal no longer holds",
    ),
    item(
        (
            "Lodge\nA log fire crackles. A door leads north to the woodshed. You can also go"
            " south.",
            R("lodge", "n s", leads={"n": "woodshed"}),
        ),
        "n",
        ("The door is locked.", K("refused", "locked")),
        "unlock north door",
        ("Unlocked.", K("unlocked")),
        notes="unlocked but still closed: the refusal holds until the door is opened",
    ),
    item(
        (
            "Wine Vault\nThe door to the east is closed. Racks of bottles line the other walls.",
            R("wine vault", "e", closed="e"),
        ),
        "go east",
        ("The door is closed.", K("refused", "closed")),
        "look",
        (
            "Wine Vault\nThe door to the east stands open now: someone has opened it from the"
            " other side. Racks of bottles line the other walls.",
            R("wine vault", "e"),
        ),
        notes="a description with the door open clears the refusal",
    ),
    item(
        ("Pier\nGulls wheel overhead. The boardwalk runs north.", R("pier", "n")),
        "go west",
        ("Sorry, but you can't go that way.", K("refused")),
        "go east",
        ("You can't swim.", K("refused")),
        "go south",
        ("The pier ends here; there's only sea that way.", K("refused")),
    ),
    item(
        ("Square\nA fountain plays in the middle. Streets go north and east.", R("square", "n e")),
        "go west",
        ("You can't go west.", K("refused")),
        "go east",
        (
            "Tailor's\nBolts of cloth everywhere. The square is west.",
            R("tailor's", "w", leads={"w": "square"}),
        ),
        notes="the refusal was in the square; in the tailor's none holds",
    ),
    item(
        (
            "I'm in a forest\nObvious exits: NORTH, WEST.\nI can also see: Tall trees",
            R("forest", "n w"),
        ),
        "go east",
        ("I can't go in that direction, the trees are too thick.", K("refused")),
        notes="Scott Adams's 'I'm in a X': the room is X without its article",
    ),
    item(
        (
            "GRAVEL PIT\nYOU ARE IN A SHALLOW GRAVEL PIT. A TRACK LEADS NORTH.",
            R("gravel pit", "n"),
        ),
        "S",
        ("THERE IS NO WAY TO GO THAT DIRECTION.", K("refused")),
    ),
    item(
        (
            "-= Cloakroom =-\nYou've entered a cloakroom.\n\nThere is a closed door leading east."
            " There is an unguarded exit to the north.",
            R("cloakroom", "e n", closed="e"),
        ),
        "go west",
        ("You can't go that way.", K("refused")),
        "go east",
        ("You have to open the door first.", K("refused", "closed")),
    ),
    item(
        (
            "Observatory\nA brass telescope points at the sky. The spiral stair goes down, and a"
            " door leads west.",
            R("observatory", "down w"),
        ),
        "go west",
        ("Bolted. It won't open from this side.", K("refused", "locked")),
        notes="bolted from the other side: read as locked; the stair down is outside the"
        " vocabulary, so no action of the vocabulary is left",
    ),
    item(
        (
            "You are in the cowshed. Stalls run along both walls. The yard is to the south.",
            R("cowshed", "s", leads={"s": "yard"}),
        ),
        "travel north",
        ("The back wall of the cowshed is in the way.", K("refused")),
    ),
    item(
        (
            "Tunnel Mouth\nThe tunnel runs east into the hill. A path leads west down the slope.",
            R("tunnel mouth", "e w"),
        ),
        "go north",
        ("Brambles stop you.", K("refused")),
        "go south",
        ("You'd tumble down the slope.", K("refused")),
        "inventory",
        ("You have a lantern.", K("none")),
    ),
    item(
        (
            "Schoolroom\nDesks in rows face a blackboard. The door to the north is closed. A"
            " passage runs east.",
            R("schoolroom", "n e", closed="n"),
        ),
        "nw",
        ("You can't go northwest from here.", K("refused")),
        "n",
        ("The door is closed.", K("refused", "closed")),
        notes="northwest is outside the vocabulary: only the refusal of north is a fact",
    ),
    item(
        (
            "Ropewalk\nA long, narrow shed where rope was once twisted. Doors lead east and west.",
            R("ropewalk", "e w"),
        ),
        "go north",
        ("You can't go that way.", K("refused")),
        "open east door",
        ("You open the east door.", K("none")),
        notes="the east door's state was never given: opening it changes nothing read",
    ),
]
