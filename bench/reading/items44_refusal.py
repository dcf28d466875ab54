"""refusal, forty-fourth round (emphasis: busy rooms): refusals in crowded rooms, in many wordings,
and what clears or keeps them: a bingo caller's office found locked, ward doors shut for the
consultant's round kept by a wait, a ferry's bow doors kept by a failed open, a head teacher's door
opened by direction, an armoury kept by "You pat your pockets. No key.", a brewhouse's mash tun left
behind, a ski lift station's window refused with the room printed again (Both), a walk-in fridge
door opened by name and walked through, a sorting office's shutter "down and locked for the night",
a stage door propped open by the stage manager after a wait (the room printed again: cleared),
crates in a museum store kept by a failed move, solid rock in a cheese cave, a castle gate "barred
from the far side" looked at, a box office's wall with a seating plan, a hotel room left behind, an
engine shed's office unlocked and still shut, greenhouse glass and a refused `nw`, a lighthouse
gallery door shut against the wind, a sauna's window refused twice, a noodle bar's kitchen door
opened and walked through. What a person reads in each text is declared beside it; the map facts and
the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

GREEN_ROOM = (
    "Green Room\nHalf the chorus are in here in costume, peasants and soldiers together, eating "
    "crisps and doing the crossword. A dresser mends a hem on a girl who is still wearing it. "
    "The tannoy crackles with the orchestra tuning up. Signed posters of old productions cover "
    "every wall, and a fridge hums under a notice about whose milk is whose. The stage door is "
    "south; the red light above it says ON STAGE. The corridor to the dressing rooms is west."
)
HOTEL = (
    "First Floor Corridor\nA long corridor of doors, each with its brass number, and a carpet "
    "with a pattern designed to hide every stain ever made. Room-service trays sit outside two "
    "of the doors with the remains of breakfasts. A chambermaid's trolley is parked halfway "
    "along, piled with towels and miniature soaps. The door of Room 12 is east. The lift lobby "
    "is west."
)

ITEMS = [
    item(
        (
            "Bingo Hall\nThree hundred players at long tables, dabbers in hand, and not a sound "
            "but the caller's voice: 'Two little ducks, twenty-two.' Ashtrays, flasks of tea, "
            "lucky mascots lined up in front of the cards: a troll, a rabbit's foot, a "
            "photograph of a late husband. The jackpot board flashes over the stage. The "
            "caller's office is north. The foyer is south.",
            R("bingo hall", "n s"),
        ),
        "north",
        (
            "The door to the caller's office is locked. Through its little window you can see "
            "the manager eating a pie.",
            K("refused", "locked"),
        ),
        notes="the caller's office north (its door not mentioned before) found locked: closed "
        "and refused; the foyer south is the way; the jackpot board is no coin",
    ),
    item(
        (
            "Ward Corridor\nVisiting time, and the corridor is full: grandchildren with "
            "balloons, a man carrying a bunch of grapes like a trophy, a porter steering a bed "
            "round everyone. Get-well cards are taped to the nurses' station. A vending machine "
            "hums in the corner. The doors to Ward 9 are west. The day room is east.",
            R("ward corridor", "w e"),
        ),
        "w",
        (
            "The doors to Ward 9 are shut for the consultant's round. A nurse shakes her head "
            "at you through the glass.",
            K("refused", "closed"),
        ),
        "wait",
        ("Time passes. The nurse goes on with her round.", K("none")),
        notes="the ward doors west refused as shut; a wait keeps the refusal (the doors still "
        "shut): refused and closed, open west or go east",
    ),
    item(
        (
            "Car Deck\nLorries parked nose to tail, their drivers gone up to the canteen, and "
            "the whole deck shuddering with the engines. A Land Rover full of sheep bleats "
            "somewhere in the middle. Chains and chocks everywhere. The bow doors are ahead, to "
            "the south. The crew door is north.",
            R("car deck", "s n"),
        ),
        "south",
        (
            "The bow doors are shut while the ship is at sea, thank goodness.",
            K("refused", "closed"),
        ),
        "open south",
        ("You can't open the bow doors. Only the bridge can do that.", K("none")),
        notes="the bow doors south refused as shut; a failed `open` keeps them closed and the "
        "refusal standing; the crew door north is the way",
    ),
    item(
        (
            "Staff Room\nMugs with names on them, a kettle, a table covered with exercise books "
            "and a plate of biscuits someone brought for their birthday. Two teachers argue "
            "about the photocopier. A noticeboard is three notices deep. The head's door is "
            "west. The corridor is south.",
            R("staff room", "w s"),
        ),
        "go west",
        ("The head's door is shut, and the red light outside it is on.", K("refused", "closed")),
        "open west",
        ("You open the head's door. The head looks up from her desk.", K("opened")),
        notes="the head's door refused as shut, then opened by direction: the refusal cleared, "
        "west and south are open ways",
    ),
    item(
        (
            "Guard Room\nRifles in a rack, a stove, a kettle, and a sergeant writing up the "
            "log. Off-duty soldiers play cards on an upturned crate. A framed photograph of the "
            "Queen hangs slightly crooked. The armoury is south. The barrack square is east.",
            R("guard room", "s e"),
        ),
        "s",
        (
            "The armoury door is locked. Only the quartermaster has the key, and he's at lunch.",
            K("refused", "locked"),
        ),
        "unlock south",
        ("You pat your pockets. No key.", K("none")),
        notes='the armoury door found locked; "You pat your pockets. No key." keeps it locked and '
        "the refusal standing; east is the way",
    ),
    item(
        (
            "Brewhouse\nThe mash tun steams like a kettle the size of a room, and the air is "
            "thick and sweet with malt. Brewers in wellingtons shovel spent grain into a "
            "barrow. A blackboard lists the brews of the week with their gravities. The mash "
            "tun fills the east side. The cellar door is north. The yard is west.",
            R("brewhouse", "n w", leads={"n": "cellar"}),
        ),
        "east",
        ("The mash tun is in the way. You'd be boiled.", K("refused")),
        "north",
        (
            "Cellar\nCasks on their stillages in long rows, each chalked with its date. A "
            "cellarman with a torch is tasting from one with a glass. It is cold and smells of "
            "hops. The only way out is the door south.",
            R("cellar", "s", leads={"s": "brewhouse"}),
        ),
        notes="east refused in the brewhouse (the mash tun) and left behind there; the cellar's "
        "only way, south, is visited, initial and all_visited",
    ),
    item(
        (
            "Lift Station\nSkiers clump in and out in their boots, stamping snow. The lift "
            "attendant sits in his booth with a radio and a flask. Racks of skis, a heater "
            "glowing orange, a trail map on the wall. The chairs go round outside the window to "
            "the north. The door to the slopes is south. The café is east.",
            R("lift station", "s e"),
        ),
        "n",
        (
            "You can't go that way.\n\nLift Station\nSkiers clump in and out in their boots, "
            "stamping snow. The lift attendant sits in his booth with a radio and a flask. "
            "Racks of skis, a heater glowing orange, a trail map on the wall. The chairs go "
            "round outside the window to the north. The door to the slopes is south. The café "
            "is east.",
            Both(K("refused"), R("lift station", "s e")),
        ),
        notes="north refused (a window onto the chairlift) with the room printed again in the "
        "same text (Both): refused(north) stands; south and east are the ways",
    ),
    item(
        (
            "Wedding Kitchen\nCaterers in white shirts rush platters of salmon out through the "
            "swing doors to the north. A cake stands on a trolley under a cloth like a ghost. "
            "Champagne flutes in their hundreds wait on trays. The walk-in fridge is east.",
            R("wedding kitchen", "n e"),
        ),
        "go east",
        ("The walk-in fridge door is shut.", K("refused", "closed")),
        "open fridge door",
        ("You open the walk-in fridge door. Cold fog spills out.", K("opened", "e")),
        "go east",
        (
            "Walk-in Fridge\nShelves of butter, cream, strawberries in punnets, two salmon on "
            "ice, and a bottle of champagne someone is hiding for later. Your breath smokes. "
            "The door is west.",
            R("walk-in fridge", "w"),
        ),
        notes="the fridge door refused as shut, opened by name and walked through: the "
        "walk-in fridge's only way, west, is visited, initial and all_visited",
    ),
    item(
        (
            "Sorting Office\nSacks of mail on every surface, and posties at their frames "
            "sorting letters into pigeonholes by street, fast as card dealers. A radio plays the "
            "cricket. A parcel marked FRAGILE has been placed very carefully on the floor. The "
            "loading bay is north. The canteen is east.",
            R("sorting office", "n e"),
        ),
        "north",
        ("The loading bay shutter is down and locked for the night.", K("refused", "locked")),
        notes="the loading bay north found locked: closed and refused; the canteen east is the way",
    ),
    item(
        (
            GREEN_ROOM,
            R("green room", "s w", closed="s"),
        ),
        "s",
        ("The stage door is shut. You can hear the soprano through it.", K("refused", "closed")),
        "wait",
        (
            "The light goes off, and the stage manager props the stage door open and waves you "
            "through.\n\n"
            + GREEN_ROOM.replace(
                "The stage door is south; the red light above it says ON STAGE.",
                "The stage door, south, has been propped open.",
            ),
            R("green room", "s w"),
        ),
        notes="the stage door refused as shut; the stage manager props it open after a wait, "
        "the room printed again with the door open: the refusal cleared, south and west open",
    ),
    item(
        (
            "Museum Store\nThe store is full of things too odd or too big to show: a totem "
            "pole lying on its side, a stuffed giraffe whose head is wrapped in a sheet, forty "
            "grandfather clocks, a canoe. A conservator in white gloves is vacuuming a "
            "tapestry. A stack of crates fills the west end, floor to ceiling. The door is east.",
            R("museum store", "e"),
        ),
        "go west",
        ("The crates are stacked solid. There's no way through.", K("refused")),
        "move crates",
        ("They're far too heavy.", K("none")),
        notes="west refused (crates, no exit); a failed attempt to move them keeps it: "
        "refused(west); the one way is east",
    ),
    item(
        (
            "Cheese Cave\nRound cheeses on wooden shelves as far as the lamp reaches, each "
            "turned by hand once a week, and each with its date chalked on the rind. An old "
            "man with a brush is turning them now. It is cool and damp and smells "
            "magnificent. The passage goes on north into the hill and south to the farmhouse.",
            R("cheese cave", "n s", leads={"s": "farmhouse"}),
        ),
        "east",
        ("Solid rock, sweating gently.", K("refused")),
        notes="east refused (solid rock); north and south are the ways",
    ),
    item(
        (
            "Gatehouse\nMen-at-arms crowd round a brazier, boasting. Crossbows hang on pegs; "
            "a pot of something brown bubbles; a dog gnaws a bone under the table. The winch "
            "for the drawbridge stands in the corner. The castle gate is north. The bailey is "
            "south.",
            R("gatehouse", "n s"),
        ),
        "north",
        (
            "The gate is barred from the far side. You hear someone laugh beyond it.",
            K("refused", "locked"),
        ),
        "look",
        (
            "Gatehouse\nMen-at-arms crowd round a brazier, boasting. Crossbows hang on pegs; "
            "a pot of something brown bubbles; a dog gnaws a bone under the table. The winch "
            "for the drawbridge stands in the corner. The castle gate, north, is barred. The "
            "bailey is south.",
            R("gatehouse", "n s", locked="n"),
        ),
        notes='the gate north "barred from the far side" reads as locked (no open from this '
        "side); the look shows it barred: refused and closed stay; south is the way",
    ),
    item(
        (
            "Box Office\nThe queue for returns goes out of the door and round the corner. The "
            "seating plan on the wall to the north is stuck with red dots for every seat sold, "
            "and there aren't many white ones left. A woman in pearls is arguing about row M. "
            "The foyer is east. The street is south.",
            R("box office", "e s"),
        ),
        "north",
        ("That's the wall with the seating plan on it.", K("refused")),
        "look at plan",
        ("Sold out tonight, except for one seat behind a pillar.", K("none")),
        notes="north refused (a wall with a seating plan); a look at the plan keeps it: "
        "refused(north); east and south are the ways",
    ),
    item(
        (
            HOTEL,
            R("first floor corridor", "e w", leads={"w": "lift lobby"}),
        ),
        "e",
        (
            "Room 12's door is locked. A DO NOT DISTURB sign hangs on the handle.",
            K("refused", "locked"),
        ),
        "w",
        (
            "Lift Lobby\nTwo lifts with brass doors, a potted palm, a sofa nobody sits on and a "
            "mirror in which you look tired. An elderly couple wait for the lift in matching "
            "anoraks. The corridor is east. The fire exit is south, behind a door that is "
            "closed.",
            R("lift lobby", "e s", closed="s", leads={"e": "first floor corridor"}),
        ),
        notes="Room 12 refused as locked in the corridor and left behind there; in the lift "
        "lobby east is visited and initial, the fire exit south behind a closed door (open "
        "it); the lifts are no exit given a direction",
    ),
    item(
        (
            "Engine Shed\nThree locomotives in steam, hissing and dripping, and men in overalls "
            "crawling beneath them with oil cans. Coal dust over everything. A foreman in a "
            "bowler hat shouts over the noise. The turntable is south. The coal stage is west. "
            "The shed office is north.",
            R("engine shed", "s w n"),
        ),
        "north",
        ("The office door is locked.", K("refused", "locked")),
        "unlock north",
        ("You unlock the office door with the foreman's key. It stays shut.", K("unlocked")),
        notes="the office door north found locked, unlocked with a key: it stays shut, and the "
        "refusal stands until it is opened: closed and refused, open north; south and west "
        "open ways",
    ),
    item(
        (
            "Greenhouse\nTomatoes to the roof, cucumbers hanging like lanterns, a vine trained "
            "along the ridge with grapes the size of marbles. A gardener waters with a can the "
            "size of a dustbin. Heat, green light, the smell of tomato leaves. The door is "
            "south. Beyond the glass to the north is the kitchen garden.",
            R("greenhouse", "s"),
        ),
        "go north",
        ("You'd go straight through the glass.", K("refused")),
        "go nw",
        ("More glass, and more tomatoes behind it.", K("refused")),
        notes="north refused (glass, no exit), then a refused `nw` (outside the vocabulary, no "
        "fact): refused(north) stands; the garden seen through the glass is no way; the one "
        "door is south",
    ),
    item(
        (
            "Lamp Room\nThe great lens turns slowly on its bed of mercury, throwing its beam out "
            "over the sea. The keeper's log lies open on a desk, next to a thermos and a pair of "
            "binoculars. Brass everywhere, polished until it hurts to look at. A door leads out "
            "onto the gallery to the east. The stairs go down.",
            R("lamp room", "e d"),
        ),
        "go east",
        (
            "The gallery door is shut, and the wind is howling round it.",
            K("refused", "closed"),
        ),
        notes="the gallery door east refused as shut: closed and refused (open it); the stairs "
        "down are outside the vocabulary; the sea is a view",
    ),
    item(
        (
            "Sauna Hut\nTwelve people on the benches, pink and silent, and steam rising from "
            "the stones whenever someone ladles water on them. Birch whisks hang on the wall. "
            "Outside the small window to the west, the lake is frozen white. The door to the "
            "changing room is east.",
            R("sauna hut", "e"),
        ),
        "west",
        ("Only the window that way, and it doesn't open.", K("refused")),
        "west",
        ("Still only the window.", K("refused")),
        notes="west refused twice (a window that doesn't open); the frozen lake is a view; the "
        "one way is east",
    ),
    item(
        (
            "Noodle Bar\nSteam, shouting, and the slap of dough on steel. Cooks pull noodles by "
            "hand at the front window, where a crowd watches; at the tables, students and "
            "office workers slurp in silence. A lucky cat waves by the till. The kitchen is "
            "north, through a door with a round window. The street is south.",
            R("noodle bar", "n s", leads={"n": "kitchen"}),
        ),
        "north",
        (
            "The kitchen door is shut, and a cook glares at you through the round window.",
            K("refused", "closed"),
        ),
        "open kitchen door",
        ("You push the kitchen door open. The heat hits you like a wall.", K("opened", "n")),
        "north",
        (
            "Kitchen\nWoks roar on burners as tall as a man; a cook chops spring onions so fast "
            "his knife is a blur; a radio plays Cantonese opera. The door to the noodle bar is "
            "south.",
            R("kitchen", "s", leads={"s": "noodle bar"}),
        ),
        notes="the kitchen door refused as shut, opened by name and walked through: the "
        "kitchen's only way, south, is visited, initial and all_visited; the refusal was "
        "cleared before the move",
    ),
]
