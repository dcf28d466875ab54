"""refusal, thirty-second round: moves the game refused, told by what lies beyond or by a person who
stops the player, in new settings: a container quay's edge ("thirty feet below. You stay where you
are."), a wind farm's site engineer, a kabuki stagehand at the rope wall, an opal drive ending in
raw sandstone scratched NO OPAL HERE, a motorway services' cash office door found locked ("CASH IS
NOT KEPT ON THE PREMISES OVERNIGHT") and a failed unlock, a samba hall's wall of speakers with the
hall printed again (Both), a mead hall's bower door "barred. You'd have to lift the bar first." then
the bar lifted and the bower entered, a Roman fort's gate and its sentry left behind, a dacha's
summer kitchen whose cellar door stays shut on a look, a nuraghe's fallen stair (a refused `go up`,
no fact) and its three-metre wall, a sento's boiler room door refused and opened by its name, a
paprika mill's office door found locked, a drive-in's booth door unlocked that "stays shut", a guard
who buzzes a glass door open after a `wait`, a river in flood by a post-town road with the road
printed again (Both), two refusals in a row on an opal field's open shafts, a refused `northeast`
(no fact) at a portrait of the Prince Regent then a ballroom's orchestra, a girl who guards the
playroom door with the key, a sake cellar's "You can't go that way." left behind, and a narrator's
"Really? North?" on a clifftop. What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def quayside() -> tuple:
    return (
        "Quayside\nThe gantry cranes stand over the ship like herons, and the straddle carriers "
        "whine up and down the lanes. The terminal office is north; the reefer stacks are west.",
        R("quayside", "n w"),
    )


def rehearsal_hall() -> str:
    return (
        "Rehearsal Hall\nStreamers hang from every beam, and the floor is sticky with spilt "
        "guarana. The street doors are south; the costume store is north, through an open "
        "arch.\n\n[Exits: north south]"
    )


def post_road() -> str:
    return (
        "Post Road\nThe road runs east and west between the inns of the post town, their "
        "lanterns lit already. The river runs along the south side of the road, brown and "
        "swollen, and the ferry is tied up on the far bank."
    )


ITEMS = [
    item(
        quayside(),
        "go east",
        (
            "Beyond the yellow line there is only the edge of the quay and the harbour, black "
            "and oily, thirty feet below. You stay where you are.",
            K("refused"),
        ),
        notes="a refusal told by what lies beyond (the quay's edge over the water), a way the "
        "room never gave: refused east; go north or west",
    ),
    item(
        (
            "Substation Yard\nA chain-link fence, a humming transformer, a portacabin with its "
            "blinds down. The portacabin door, east, stands open; the site gate is north.",
            R("substation yard", "e n"),
        ),
        "go south",
        (
            "The site engineer steps in front of you with her clipboard. 'Transformer's that "
            "way. Not today, not ever.'",
            K("refused"),
        ),
        notes="a person who stops the player on a way the room never gave: refused south; go "
        "east or north",
    ),
    item(
        (
            "Wings, Stage Left\nFlats lean against the wall, and a stagehand in black waits by "
            "the curtain cue. The stage is east, bright with paper lanterns. The dressing rooms "
            "are south, down a short passage.",
            R("wings, stage left", "e s"),
        ),
        "go west",
        (
            "A stagehand shakes his head and points: west is the rope wall, and nobody goes "
            "near the rope wall during a show.",
            K("refused"),
        ),
        notes="a stagehand turns the player back from the rope wall, a way the room never "
        "gave: refused west; the stage and the passage are open",
    ),
    item(
        (
            "Opal Drive\nA string of bulbs lights the drive, which runs east from here toward "
            "the winch; westward it ends in raw rock. Pick marks score the walls.",
            R("opal drive", "e"),
        ),
        "go west",
        ("Raw sandstone, and somebody has scratched NO OPAL HERE into it.", K("refused")),
        notes="the drive ends in rock to the west (no exit), and the move is refused: go east",
    ),
    item(
        (
            "Service Corridor\nStrip lights, a mop bucket, a fire blanket on the wall. The door "
            "to the cash office is north. The shop is through the swing doors to the south.",
            R("service corridor", "n s"),
        ),
        "n",
        (
            "The cash office door is locked. A sign on it says: CASH IS NOT KEPT ON THE "
            "PREMISES OVERNIGHT.",
            K("refused", "locked"),
        ),
        "unlock north",
        ("You have no key that fits it.", K("none")),
        notes="a door whose state was not given, found locked; a failed unlock changes nothing: "
        "refused north, no open; go south",
    ),
    item(
        (rehearsal_hall(), R("rehearsal hall", "n s")),
        "go east",
        (
            "A wall of speakers, stacked three high, fills the east end of the hall. You'd need "
            "a ladder and a death wish.\n\n" + rehearsal_hall(),
            Both(K("refused"), R("rehearsal hall", "n s")),
        ),
        notes="a refusal and the hall printed again in one text (Both): refused east; go north "
        "or south",
    ),
    item(
        (
            "Mead Hall\nSmoke hangs under the roof-beams, and hounds sleep by the long hearth. "
            "The great doors stand open to the south. The bower is east, through a small door.",
            R("mead hall", "s e"),
        ),
        "e",
        ("The bower door is barred. You'd have to lift the bar first.", K("refused", "closed")),
        "lift bar",
        (
            "You lift the bar and lean it against the wall, and the door swings inward.",
            K("opened", "e"),
        ),
        "e",
        (
            "Bower\nTapestries of hunting scenes soften the timber walls, and a loom stands by "
            "the one small window. The only door is west.",
            R("bower", "w"),
        ),
        notes="a bar on this side (closed: the player can lift it), lifted and the door walked "
        "through; the bower's one door is the way in",
    ),
    item(
        (
            "Porta Decumana\nThe rear gate of the fort is shut and locked for the night, and a "
            "sentry leans on his spear beside it. The street of the fort leads north.",
            R("porta decumana", "s n", locked="s"),
        ),
        "s",
        ("The sentry doesn't even look up. 'Not after sunset, friend.'", K("refused", "locked")),
        "n",
        (
            "Via Decumana\nBarrack blocks line the street, and smoke rises from the bread "
            "ovens. The rear gate is south; the street goes on north to the headquarters.",
            R("via decumana", "s n"),
        ),
        notes="a gate 'shut and locked for the night' (south: the gate itself is the way) and "
        "the sentry's word, a refusal left at the gate; go north",
    ),
    item(
        (
            "Summer Kitchen\nA wood stove, a table scrubbed white, jars of pickled cucumbers "
            "along the windowsill. The veranda is west. The cellar door, north, is shut.",
            R("summer kitchen", "w n", closed="n"),
        ),
        "n",
        (
            "The cellar door is shut. It isn't locked; you would only have to open it.",
            K("refused"),
        ),
        "look",
        (
            "Summer Kitchen\nA wood stove, a table scrubbed white, jars of pickled cucumbers "
            "along the windowsill. The veranda is west. The cellar door, north, is shut.",
            R("summer kitchen", "w n", closed="n"),
        ),
        notes="a shut door refused ('isn't locked': closed), and a look with it still shut "
        "keeps the refusal: open north or go west",
    ),
    item(
        (
            "Tower Chamber\nThe corbelled walls of the nuraghe rise into darkness. A stair once "
            "climbed inside the thickness of the wall; it has fallen in and is no way at all "
            "now. The entrance passage leads south.",
            R("tower chamber", "s"),
        ),
        "go up",
        (
            "The stair is a heap of stones. You get three steps up and come down again.",
            K("refused"),
        ),
        "go north",
        ("North there is only the tower wall, three metres thick.", K("refused")),
        notes="a refused `go up` is no fact; north refused by the wall: refused north; the one "
        "way is south",
    ),
    item(
        (
            "Bath Hall\nTwo tiled pools steam under a painting of Mount Fuji. The changing room "
            "is west. The boiler room door, east, is closed.",
            R("bath hall", "w e", closed="e"),
        ),
        "east",
        ("You can't, since the boiler room door is closed.", K("refused", "closed")),
        "open boiler room door",
        (
            "You open the boiler room door. Heat rolls out, and the roar of the burner.",
            K("opened", "e"),
        ),
        notes="refused at the closed door, then the door opened by its name: the refusal is "
        "cleared; go east or west",
    ),
    item(
        (
            "Sack Loft\nSacks of dried peppers are stacked to the beams, and the red dust makes "
            "your eyes water. The grinding floor is south. The mill office is west.",
            R("sack loft", "s w"),
        ),
        "w",
        (
            "The mill office door is locked. The miller keeps the key in his waistcoat, and the "
            "miller has gone to market.",
            K("refused", "locked"),
        ),
        notes="an office door whose state was not given, found locked: refused and closed, no "
        "open; go south",
    ),
    item(
        (
            "Projection Hut\nThe old carbon-arc projector points through its little port at "
            "the screen across the lot. The door to the car lot is south. The booth door, east, "
            "is locked.",
            R("projection hut", "s e", locked="e"),
        ),
        "e",
        ("The booth door is locked.", K("refused", "locked")),
        "unlock east",
        (
            "You unlock the booth door with the little brass key. The door stays shut.",
            K("unlocked"),
        ),
        notes="an unlock that leaves the door shut keeps the refusal (closed): open east or go "
        "south",
    ),
    item(
        (
            "Reception\nA long white desk, a lanyard rack, a guard reading the paper behind the "
            "desk. The glass door to the office floor is north. The revolving door to the "
            "street is south.",
            R("reception", "n s"),
        ),
        "n",
        (
            "The glass door doesn't budge: it's locked. The guard looks up. 'Badge?'",
            K("refused", "locked"),
        ),
        "wait",
        (
            "The guard sighs, presses a button under the desk, and the glass door clicks and "
            "swings open.",
            R(None, "n s"),
        ),
        notes="a door found locked, then opened by another's hand (read as the room again with "
        "the door open, the ninth round's way): the refusal is cleared; go north",
    ),
    item(
        (post_road(), R("post road", "e w")),
        "go south",
        (
            "The river is in flood, and the ferryman on the far bank waves you off. Nobody "
            "crosses today.\n\n" + post_road(),
            Both(K("refused"), R("post road", "e w")),
        ),
        notes="a river in flood and a ferryman who waves the player off, with the road printed "
        "again (Both): refused south (the river is no exit); go east or west",
    ),
    item(
        (
            "Opal Field\nWhite mullock heaps stretch to the horizon, each beside the mouth of "
            "a shaft. The track runs north to the town and south to the camp.",
            R("opal field", "n s"),
        ),
        "go east",
        (
            "Not that way. The ground east is pocked with open shafts, and half of them have no "
            "fence.",
            K("refused"),
        ),
        "go west",
        ("West is the same, only worse.", K("refused")),
        notes="two refusals in a row (east, west), both ways the room never gave: go north or "
        "south",
    ),
    item(
        (
            "Ballroom\nChandeliers blaze over the dancers. The card room is east; the double "
            "doors to the tea room, south, stand open.",
            R("ballroom", "e s"),
        ),
        "go northeast",
        (
            "There is no door in that corner, only a portrait of the Prince Regent looking "
            "pleased with himself.",
            K("refused"),
        ),
        "go north",
        (
            "The orchestra fills the north end of the room, and the first violin glares at you.",
            K("refused"),
        ),
        notes="a refused `northeast` is no fact; the orchestra refuses north: refused north; go "
        "east or south",
    ),
    item(
        (
            "Landing\nA long landing with a worn runner. The stairs go down to the hall. The "
            "playroom door is north, and a small girl in a paper crown stands in front of it.",
            R("landing", "n d"),
        ),
        "n",
        (
            "The girl folds her arms. 'You can't come in. It's a secret club.' She pats her "
            "pocket. 'And it's locked, and I've got the key.'",
            K("refused", "locked"),
        ),
        notes="a child who stops the player at the playroom door and holds its key: the door "
        "is locked (no open); the only other way is the stairs down: no action",
    ),
    item(
        (
            "Sake Cellar\nCedar casks sleep in rows under a low brick vault. The stairs are at "
            "the north end; a passage runs east to the bottling room.",
            R("sake cellar", "n e"),
        ),
        "west",
        ("You can't go that way.", K("refused")),
        "east",
        (
            "Bottling Room\nA bottling machine waits under a dust sheet, and crates of empty "
            "bottles are stacked by the door. The cellar is west.",
            R("bottling room", "w"),
        ),
        notes="a refusal left in the cellar does not stand; the bottling room's one way is the "
        "way in",
    ),
    item(
        (
            "Clifftop Meadow\nThe grass is full of thrift and the wind is full of gulls. A path "
            "runs south to the village, and a stile east leads into the next field.",
            R("clifftop meadow", "s e"),
        ),
        "go north",
        (
            "Really? North? There's a cliff there, dear reader, and a great deal of sea at the "
            "bottom of it.",
            K("refused"),
        ),
        notes="a narrator refuses the move to the player's face: refused north; go south or east",
    ),
]
