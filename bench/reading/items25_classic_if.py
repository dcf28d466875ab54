"""classic_if, twenty-fifth round: rooms in the manners of published classic games (Infocom,
Scott Adams, Level 9, TADS 3, Adventuron, Hugo, Inform 6) set in places no earlier round used: a
sponge-divers' wharf, a mushroom farm in an old railway tunnel, a saffron shed, a lime kiln yard, a
fireworks mixing room with a locked magazine, a kite loft, a maple sugar shack, a dam's valve
gallery, a fire lookout's cab, a thatcher's yard, a farrier's forge, a harpsichord workshop, a
quarry floor at a fossil dig, a trout hatchery, a vinegar works, a weather station's enclosure,
oyster beds, a trapper's cabin, an icebreaker's crew mess and a tea factory's withering loft. Short
walks (into the shoeing shed and the sixpence taken, out of the cabin's door, to the rolling room
and back) sit beside single rooms. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item


# a farrier's forge: Forge Yard n Shoeing Shed (a sixpence; its tack store door east is shut)
def forge_yard() -> tuple:
    return (
        "Forge Yard\n"
        "A tethering rail runs along the wall, rubbed bright by a hundred halters, and the smell "
        "of scorched hoof hangs over everything. The shoeing shed is north of here; the village "
        "road is west.",
        R("forge yard", "n w", leads={"n": "shoeing shed"}),
    )


def shoeing_shed() -> tuple:
    return (
        "Shoeing Shed\n"
        "The forge glows dully in the corner and a bucket of quenching water steams beside the "
        "anvil. The yard is south. A door to the east, into the tack store, is shut.\n"
        "There is a silver sixpence here, by the anvil's foot.",
        R("shoeing shed", "s e", closed="e", coin=True, leads={"s": "forge yard"}),
    )


# a tea factory: Withering Loft w Rolling Room (and back); the loft's south door is closed
def withering_loft() -> tuple:
    return (
        "Withering Loft\n"
        "Long troughs of green leaf wilt under the warm draught from the fans, and the whole loft "
        "smells of cut grass. An opening in the west wall leads to the rolling room. The door to "
        "the weighing room, south, is closed.",
        R("withering loft", "w s", closed="s", leads={"w": "rolling room"}),
    )


def rolling_room() -> tuple:
    return (
        "Rolling Room\n"
        "The rollers grind the withered leaf into dark twisted curls, and the floor trembles with "
        "them. The only way out is the opening to the east.",
        R("rolling room", "e", leads={"e": "withering loft"}),
    )


ITEMS = [
    item(
        "Sponge Wharf\n"
        "Bales of dried sponges are stacked higher than your head along this weathered wharf, "
        "and the air smells of brine and lime. The harbour lies to the south, but there is no "
        "boat at the steps, so there is no going that way. A narrow lane leads north between the "
        "warehouses, and the door of the sorting shed, to the east, stands open.\n"
        "There is a silver drachma here.",
        R("sponge wharf", "n e", coin=True),
        notes="Infocom-like: the harbour without a boat is no exit; north a lane, east an open "
        "door; a silver drachma is a coin lying here: take it",
    ),
    item(
        "Growing Tunnel\n"
        "The old railway tunnel has been given over to mushrooms: racks of straw beds run along "
        "both walls under strings of dim bulbs, and the air is warm and damp. The far end of the "
        "tunnel was bricked up long ago.\n"
        "Obvious exits lead south, and east to the packing room.",
        R("growing tunnel", "s e", leads={"e": "packing room"}),
        notes="TADS 3's exit lister: south and east; the bricked-up far end names no direction "
        "and is no exit; no coin: go south or east",
    ),
    item(
        "I'm in a saffron shed. Obvious exits: SOUTH, WEST.\n"
        "I can also see: CROCUS BASKET, TWEEZERS, *SILVER DINAR*\n\n"
        "WHAT SHALL I DO?",
        R("saffron shed", "s w", coin=True),
        notes="Scott Adams's manner: 'I'm in a saffron shed' names `saffron shed` (the article "
        "dropped); *SILVER DINAR* among the things seen is a coin: take it",
    ),
    item(
        "You are in the lime kiln yard. Chalk dust lies white on everything, and the kiln's "
        "draw-arch gapes to the east, far too hot to go near. Exits north and west.\n"
        "What now?",
        R("lime kiln yard", "n w"),
        notes="Level 9's manner: the kiln's glowing arch east is named only as impassable, no "
        "exit; exits north and west; no coin",
    ),
    item(
        "Mixing Room\n"
        "Everything in here is made of wood or brass, not a nail of iron anywhere, for fear of a "
        "spark. Bins of saltpetre and charcoal line the walls. A heavy door to the north, painted "
        "red and stencilled MAGAZINE, is locked. A passage runs west to the rolling shed, and the "
        "yard door, to the south, stands open.",
        R("mixing room", "n w s", locked="n", leads={"w": "rolling shed"}),
        notes="a fireworks factory: the magazine door north is locked (an exit, no `open`); west "
        "and south are open ways; brass is no coin",
    ),
    item(
        "KITE LOFT\n"
        "Paper birds and box kites hang from every beam, turning slowly in the draught.\n\n"
        "Exits : south, east\n\n"
        "You notice : a spool of string, a pot of glue, a copper coin",
        R("kite loft", "s e", coin=True),
        notes="Adventuron's manner: exits south and east; a copper coin among the things noticed",
    ),
    item(
        "Sugar Shack\n"
        "Steam rolls off the long evaporator pan and out through the vent in the roof, and sap "
        "buckets are stacked by the wall. The door to the east is latched; through its little "
        "window you can see the sugar bush. A woodshed lean-to opens off the north side.",
        R("sugar shack", "e n", closed="e"),
        notes="a maple sugar shack: a latched door is closed (the player can lift the latch): "
        "open east; the lean-to north is an open way; the window is no exit",
    ),
    item(
        "Valve Gallery\n"
        "A concrete gallery deep inside the dam, loud with the roar of water in the penstocks. "
        "Steel stairs climb to the crest road. A watertight door to the west is shut and dogged; "
        "the gallery itself carries on east toward the turbine hall.",
        R("valve gallery", "up w e", closed="w"),
        notes="a hydroelectric dam: stairs up are outside the vocabulary; 'shut and dogged' is "
        "closed (the dogs are on this side): open west; east an open way",
    ),
    item(
        "Lookout Cab\n"
        "Windows on all four sides look out over forty miles of pine forest. The fire finder "
        "sits on its stand in the middle of the floor, its sighting ring marked in degrees from "
        "north. A trapdoor in the floor opens onto the stairs down.\n"
        "A quarter lies on the window ledge.",
        R("lookout cab", "down", coin=True),
        notes="a fire lookout tower: windows on every side and a compass ring are no exits, the "
        "only way is down (no fact); a quarter (the coin) on the ledge: take it",
    ),
    item(
        "Thatcher's Yard\n"
        "Bundles of water reed lean against every wall, and a long ladder lies along the ground. "
        "The lane is south. A gate in the east fence stands open onto the withy bed, and to the "
        "west is the cottage door, which is shut.",
        R("thatcher's yard", "s e w", closed="w"),
        notes="a ladder lying on the ground is no way; south and east open, the cottage door "
        "west shut (closed): go south, go east or open west",
    ),
    item(
        forge_yard(),
        "go north",
        shoeing_shed(),
        "get coin",
        ("You pick up the sixpence. It is worn as smooth as a button.", K("took")),
        notes="a walk into the shoeing shed and the sixpence taken: the coin is gone; the yard "
        "south is visited (the way in), the tack store door east is shut: open east",
    ),
    item(
        "Harpsichord Workshop\n"
        "A half-strung harpsichord stands on trestles with its lid propped open, and rows of "
        "jacks lie on the bench waiting for their quills. The showroom is through the doorway to "
        "the south.\n\n"
        "You can see a tuning hammer and a gold ducat here.",
        R("harpsichord workshop", "s", coin=True),
        notes="Inform 6-like list: a gold ducat is a coin; the harpsichord's lid is no door",
    ),
    item(
        "Quarry Floor\n"
        "The floor of the old quarry has been pegged out in numbered squares of string. An "
        "ammonite the size of a dinner plate is half freed from the shale at your feet. The haul "
        "road leaves the quarry to the north, and a path runs east to the finds tent. Westward "
        "the quarry face rises sheer and unclimbable.",
        R("quarry floor", "n e", leads={"e": "finds tent"}),
        notes="a fossil dig: north (the haul road) and east (the path) are exits; the sheer face "
        "west is none; no coin",
    ),
    item(
        "Hatchery Shed\n"
        "Long troughs of running water fill the shed, each one dark with trout fry. A door at the "
        "east end stands ajar. The north door is bolted on this side. There is no other way "
        "out.",
        R("hatchery shed", "e n", closed="n"),
        notes="'stands ajar' is open, 'bolted on this side' is closed (the player can draw the "
        "bolt): go east or open north",
    ),
    item(
        "Acetifier Room\n"
        "The great oak vats give off a sour breath that stings your eyes. The only door is in the "
        "west wall, and it is open.\n"
        "Also here is a copper penny.",
        R("acetifier room", "w", coin=True),
        notes="a vinegar works in a Hugo-like manner: 'Also here is a copper penny.' is a coin "
        "lying here",
    ),
    item(
        "Instrument Enclosure                               Score: 10   Moves: 44\n\n"
        "Instrument Enclosure\n"
        "A white louvred screen on legs stands in the middle of the fenced enclosure, beside the "
        "rain gauge and the sunshine recorder. The wind vane on its mast points west. The gate to "
        "the south is open; the fence is unbroken on the other three sides.",
        R("instrument enclosure", "s"),
        notes="a weather station under an Infocom status line: the only way is the open gate "
        "south; a wind vane pointing west is no exit; a screen's louvres are no door",
    ),
    item(
        "Oyster Beds\n"
        "At low water the racks of oyster bags stand clear of the mud in long straight rows. A "
        "causeway of planks leads north to the packing shed; everywhere else there is only mud "
        "and, beyond it, the sea.\n"
        "A gold sovereign lies half sunk in the mud beside the nearest rack.",
        R("oyster beds", "n", coin=True, leads={"n": "packing shed"}),
        notes="the mud and the sea are no exits; a sovereign half sunk in the mud beside the "
        "rack is within reach (the seventh round's coin 'half sunk in the mud'): take it",
    ),
    item(
        (
            "Trapper's Cabin\n"
            "Beaver pelts are stretched on willow hoops along the walls, and the stove ticks as "
            "it cools. The only door, to the east, is shut against the snow.",
            R("trapper's cabin", "e", closed="e"),
        ),
        "open east",
        (
            "You lift the bar and the door swings inward. Snow blows across the floorboards.",
            K("opened"),
        ),
        notes="the cabin's one door east, shut, then opened: an open exit, go east",
    ),
    item(
        "Crew Mess\n"
        "Tables are bolted to the deck and the mugs hang from hooks so they cannot slide when the "
        "ship rams the ice. Forward, which aboard this ship is north, a passage leads to the "
        "galley. Aft, which is south, the door to the engine flat is closed. A companion ladder "
        "goes up to the bridge deck.",
        R("crew mess", "n s up", closed="s", leads={"n": "galley"}),
        notes="an icebreaker: forward and aft mapped to north and south by the text; the ladder "
        "up is outside the vocabulary: go north or open south",
    ),
    item(
        withering_loft(),
        "w",
        rolling_room(),
        "e",
        withering_loft(),
        notes="a walk to the rolling room and back: west visited; the weighing room door south "
        "is closed and not yet tried: open south; the first room has no way back",
    ),
]
