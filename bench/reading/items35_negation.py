"""negation, thirty-fifth round: coin words and compass words that give no coin and no way, and door
states told by denial, in places the earlier rounds did not visit. Coin words: a Cornish coinage
hall where "coinage" is the stamping of tin, a chart of the Gold Coast, a model of the Sovereign of
the Seas, a signpost to SIXPENNY HANDLEY, a tin of mint imperials, a grey mare called Half Crown,
crown glass in a window, a red Ducati, a coin album whose every pocket is empty, a gaming counter
painted gold that `take coin` finds, a penny a red squirrel snatches, a search of a hen house's
straw that finds an egg, a two-pence coin taken and the ticket hut looked at again; beside them a
real penny on a map shop's counter under NORTH in gold leaf. Compass words: the Pennines to the east
beyond a wall with no stile, SOUTH PACIFIC on a poster over a bricked-up door, EAST LYNNE on a
reading room's table, a sundial's gnomon pointing due north, confessional doors that lead only into
the box, a letterbox. Door states by denial: "anything but locked: it stands wide open", "There is
no earthly reason the west door should be locked, and yet it is.", "Far from being shut, the yard
door has been taken off its hinges". What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Coinage Hall\nIn the old days the tin ingots were carried in here to be assayed and "
        "stamped, and that was all the 'coinage' there ever was: there isn't a coin in the "
        "place. The door to the quay, south, stands open. The assay room door, east, is locked.",
        R("coinage hall", "s e", locked="e"),
        notes="'coinage' is the stamping of tin, and 'there isn't a coin in the place': no coin; "
        "the quay door south is open (go south), the assay room door east locked",
    ),
    item(
        "Chart Room\nA great chart of the Gold Coast covers the north wall, all forts and surf "
        "and soundings; there is no door on that side. The only way out is the companion door, "
        "west, which is open.",
        R("chart room", "w"),
        notes="the Gold Coast is a chart, and the north wall has no door; the only exit is the "
        "open door west: go west",
    ),
    item(
        "Model Room\nUnder a glass case stands a model of the Sovereign of the Seas, every gun "
        "port picked out in gilt. There's no money here, only models. A doorway leads east into "
        "the rigging loft; the other door, south, is shut.",
        R("model room", "e s", closed="s"),
        notes="the Sovereign of the Seas is a ship model ('no money here'): no coin; east open, "
        "south shut: go east or open south",
    ),
    item(
        "Moor Top\nThe wind has the heather flat. To the east the Pennines roll away blue under "
        "the cloud, but a dry-stone wall runs along that side with no stile or gate in it. A "
        "fingerpost reads SIXPENNY HANDLEY 3. The track goes on north and south.",
        R("moor top", "n s"),
        notes="the Pennines are a view beyond a wall with no stile (no exit east); SIXPENNY "
        "HANDLEY is a village on a signpost (no coin); the track goes north and south",
    ),
    item(
        "Sweet Shop Back Room\nA poster for SOUTH PACIFIC curls on the south wall, over a door "
        "that was bricked up years ago. A tin of mint imperials sits on the shelf. The shop "
        "itself is north, through a bead curtain.",
        R("sweet shop back room", "n"),
        notes="SOUTH PACIFIC is a poster over a bricked-up door (no exit south); mint imperials "
        "are sweets; the bead curtain north is no door, so north is open: go north",
    ),
    item(
        "Boiler Room\nThe boiler ticks as it cools. The east door is anything but locked: it "
        "stands wide open on the coal yard. The north door, though, is locked, and the key is "
        "with the caretaker.",
        R("boiler room", "e n", locked="n"),
        notes="'anything but locked: it stands wide open' is open (east); the north door is "
        "locked (no action): go east",
    ),
    item(
        "Verger's Room\nSurplices on pegs, a kettle, the flower rota. There is no earthly reason "
        "the west door should be locked, and yet it is. The south door, by contrast, is merely "
        "shut.",
        R("verger's room", "w s", locked="w", closed="s"),
        notes="'no earthly reason ... should be locked, and yet it is' is locked (west); the "
        "south door 'merely shut' is closed: open south",
    ),
    item(
        "Bake House\nThe oven is cold and the troughs are scraped clean. Far from being shut, "
        "the yard door, east, has been taken off its hinges altogether and leans against the "
        "wall. Nor is there a coin, whatever the cook told you.",
        R("bake house", "e"),
        notes="'Far from being shut ... taken off its hinges' is an open way east; 'Nor is there "
        "a coin' denies a coin: go east",
    ),
    item(
        "Side Chapel\nThe confessional's two little doors are shut, and lead nowhere but into "
        "the box itself. The chapel's real door, south, stands open on the nave.",
        R("side chapel", "s"),
        notes="the confessional's doors lead only into the box (no exits of the room); the "
        "chapel's door south is open: go south",
    ),
    item(
        "Hallway\nA letter drops through the letterbox and lands on the mat, face down. The "
        "front door, south, is locked; the chain is on. The kitchen is north.",
        R("hallway", "s n", locked="s"),
        notes="a letterbox is no way out and a letter no coin; the front door south is locked "
        "(no action); the kitchen north is open: go north",
    ),
    item(
        "Stable\nHalf Crown, the grey mare, puts her head over the door of her stall and blows "
        "at you. There's oats in the manger and not a penny anywhere else. The stable door, "
        "south, is open to the yard.",
        R("stable", "s"),
        notes="Half Crown is a horse's name and 'not a penny anywhere' denies a coin; the stall "
        "door is the mare's, no way out; the stable door south is open: go south",
    ),
    item(
        "Reading Room\nA copy of EAST LYNNE lies face down on the table by the fire. There is no "
        "door in the east wall, or in the south; the reading room's only door is north, and it "
        "is open.",
        R("reading room", "n"),
        notes="EAST LYNNE is a novel; 'no door in the east wall, or in the south'; the only "
        "door, north, is open: go north",
    ),
    item(
        "Sundial Lawn\nThe gnomon of the old sundial points due north, as gnomons do. Yew hedges "
        "close the lawn on the north and west sides; gaps in them lead east and south.",
        R("sundial lawn", "e s"),
        notes="the gnomon pointing north is no exit; hedges close north and west; the gaps east "
        "and south are exits: go either",
    ),
    item(
        "Parlour\nThe east window is old crown glass, bull's-eye panes and all, and it doesn't "
        "open. The parlour door, west, is shut.",
        R("parlour", "w", closed="w"),
        notes="crown glass is window glass, no coin and no exit; the parlour door west is shut: "
        "open west",
    ),
    item(
        "Lock-Up Garage\nA red Ducati leans on its stand, dripping oil into a tray. The roller "
        "door to the south is up, and rain blows in under it; the only other door, east, is "
        "locked.",
        R("lock-up garage", "s e", locked="e"),
        notes="a Ducati is a motorbike, no ducat; the roller door south is up (open): go south; "
        "the east door is locked",
    ),
    item(
        (
            "Games Room\nA billiard table under a dust sheet, a dartboard, a card table. "
            "Something small, round and gold glints under the dresser. Doors lead north and west, "
            "both standing open.",
            R("games room", "n w"),
        ),
        "take coin",
        ("It's a counter from a draughts set, painted gold. You leave it where it is.", K("none")),
        notes="the glint under the dresser turns out to be a draughts counter, not a coin (the "
        "room kept, no coin); north and west are open: go either",
    ),
    item(
        (
            "Chestnut Walk\nHorse chestnuts drop their conkers on the gravel. A penny lies at the "
            "foot of the biggest tree. The walk runs east and west.",
            R("chestnut walk", "e w", coin=True),
        ),
        "take coin",
        (
            "Before you can reach it, a red squirrel whisks the penny up in its mouth and "
            "streaks away up the chestnut tree with it. There's nothing on the gravel now but "
            "conkers.",
            R(None, "e w"),
        ),
        notes="a squirrel carries the penny off up the tree: the text keeps the room and says "
        "the gravel is bare (read as the room again, without the coin); east and west: go "
        "either",
    ),
    item(
        (
            "Hen House\nThe hens mutter on their perches. The pop-hole, a little hatch for the "
            "hens in the north wall, is shut; the only door a person can use is south, and it's "
            "open.",
            R("hen house", "s"),
        ),
        "search straw",
        ("You find no coin in the straw, only an egg, still warm.", K("none")),
        notes="a search of the straw finds no coin; the pop-hole north is a hatch for hens, no "
        "way for a person; the only door, south, is open: go south",
    ),
    item(
        (
            "Ticket Hut\nA roll of tickets, a punch, a kettle. A two-pence coin lies on the "
            "counter. The door is north, and it is open.",
            R("ticket hut", "n", coin=True),
        ),
        "take coin",
        ("Taken.", K("took")),
        "look",
        (
            "Ticket Hut\nA roll of tickets, a punch, a kettle. The counter is bare. The door is "
            "north, and it is open.",
            R("ticket hut", "n"),
        ),
        notes="the coin taken and the hut looked at again: 'The counter is bare.': no coin; the "
        "door north is open: go north",
    ),
    item(
        "Map Shop\nGlobes on stands, rolled charts in racks, and over the counter a great wall "
        "map with NORTH picked out in gold leaf at its top. On the counter itself, beside the "
        "till, lies a real penny. The shop door, south, is open.",
        R("map shop", "s", coin=True),
        notes="NORTH in gold leaf is lettering on a map, no exit and no coin; the real penny on "
        "the counter is a coin: take it",
    ),
]
