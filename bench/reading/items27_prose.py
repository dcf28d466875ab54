"""prose, twenty-seventh round: plain prose and written records in registers no earlier round
used, in this round's settings: second person present in a woollen mill's scouring shed, third
person past in a piano factory's soundboard shop, first person present in a gasworks' purifier
shed, a CCTV operator's log ("CAM 4 - MULE FLOOR"), a health and safety inspection checklist, a
ship engineer's handover note ("Workshop door aft (south) is dogged shut"), an orienteering
control description, a TOML file and a CSV export pasted from users' games, a subtitle file (SRT
cues) over a cattle market's sale ring, an architect's room schedule for a goat shed, a ghost
story told aloud in a coffin workshop, a night watchman's round sheet at a gasworks (a half-crown
"left it for the morning"), a lift tower by a canal in literary prose, a walk through a
velodrome's riders' tunnel in the second person, Dev in a silk farm's reeling room in the third
person present after a move, a radio telescope's log book, a museum floor plan's legend beside
"You are in", a rum distillery told in the second person past tense of a recap, a ballet school's
timetable card. What a person reads in each text is declared beside it; the map facts and the
person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "You're in the scouring shed. Steam rolls off the long wooden troughs where the fleeces "
        "are washed, and the floor is slick with lanolin. The carding room is through the door "
        "to the north, which is open. The door to the east, out to the drying yard, is shut.",
        R("scouring shed", "n e", closed="e"),
        notes="second person present: north open, the east door shut (closed); the first room: "
        "go north or open east",
    ),
    item(
        "Lena stood in the soundboard shop. Spruce boards leaned against every wall, and the "
        "air smelled of glue and sawdust. The action room lay to the west, through a door "
        "propped open with a clamp; the timber store, to the south, was locked. On the "
        "bench, beside a plane, lay a silver sixpence.",
        R("soundboard shop", "w s", locked="s", coin=True),
        notes="third person past: 'Lena stood in the soundboard shop' names it; a door propped "
        "open west, a locked door south; a sixpence on the bench: take it",
    ),
    item(
        "I'm standing in the purifier shed, trying not to breathe. The trays of oxide run the "
        "length of the shed. There's a door to the north - no, that's a panel painted to look "
        "like one; the real door is east, and it's open. No coin anywhere. I've looked under "
        "every tray.",
        R("purifier shed", "e"),
        notes="first person present correcting itself: a painted panel north is no door, the "
        "only door east (open); 'No coin anywhere': go east",
    ),
    item(
        "CAM 4 - MULE FLOOR - 02:14\nSubject (you) standing between the mules. Doors: north, "
        "open; west, shut. Coin visible on the floor by mule 6. No other movement.",
        R("mule floor", "n w", closed="w", coin=True),
        notes="a CCTV operator's log of the player: 'CAM 4 - MULE FLOOR' names the room; north "
        "open, west shut; a coin on the floor: take it",
    ),
    item(
        "INSPECTION - METER HOUSE (you are standing in it)\n1. Fire exit, east: clear. Door "
        "unlocked and standing open.\n2. Door to purifier shed, north: closed; self-closer "
        "working.\n3. Window, west: sealed. Not an exit.\n4. Housekeeping: one coin on the floor "
        "by meter 12. Not removed.",
        R("meter house", "e n", closed="n", coin=True),
        notes="a safety inspector's checklist: east open, north closed, the sealed window west "
        "no exit; a coin on the floor 'not removed' lies here: take it",
    ),
    item(
        "Handover, 0400. You've got the engine room. Workshop door aft (south) is dogged shut - "
        "leave it that way. Ladder up to the control room. Forward (north) is the shaft tunnel, "
        "open. No loose cash down here, before you ask.",
        R("engine room", "s u n", closed="s"),
        notes="an engineer's handover note: aft and forward mapped to south and north; 'dogged "
        "shut' is closed (the sixth round's call); a ladder up (outside the vocabulary); no coin:"
        " go north or open south",
    ),
    item(
        "Control 7: The Old Quarry. You are standing on the quarry floor by the orange and white "
        "kite. Paths leave north and east. West is the quarry face, sheer and thirty feet high. "
        "Punch your card and move on.",
        R("the old quarry", "n e"),
        notes="an orienteering control description: 'Control 7: The Old Quarry' names the room; "
        "a sheer face west is no exit; the first room: go north or east",
    ),
    item(
        '[room]\nname = "Cask Store"\nexits = ["north", "east"]\nlocked = ["east"]\nitems = '
        '["cooper\'s adze", "coin"]',
        R("cask store", "n e", locked="e", coin=True),
        notes="a TOML file a user's game prints: the east exit locked; 'coin' among the items: "
        "take it",
    ),
    item(
        "room,exits,doors,items\nButton Store,north;west,west=closed,box of blanks;coin",
        R("button store", "n w", closed="w", coin=True),
        notes="a CSV export of the current room: exits north and west, the west door closed; "
        "'coin' among the items: take it",
    ),
    item(
        "1\n00:00:01,200 --> 00:00:04,000\nYou are in the sale ring.\n\n2\n00:00:04,100 --> "
        "00:00:08,600\nThe pens are through the gate to the north. The drovers' gate to the "
        "west is padlocked.\n\n3\n00:00:08,700 --> 00:00:11,000\nThere's nothing here but "
        "sawdust.",
        R("sale ring", "n w", locked="w"),
        notes="a subtitle file (SRT cues): 'You are in the sale ring'; north through a gate "
        "(state not given: open), west padlocked (locked); no coin: go north",
    ),
    item(
        "ROOM SCHEDULE - G.04 GOAT SHED (you are here)\nOpenings: N - door to dairy (shown "
        "closed); W - gate to paddock (shown open); E - window, fixed.\nFloor: concrete, "
        "drained.\nLoose items: milking stool, one 20p coin.",
        R("goat shed", "n w", closed="n", coin=True),
        notes="an architect's room schedule with 'you are here': the dairy door north closed, "
        "the paddock gate west open, a fixed window east no exit; a 20p coin: take it",
    ),
    item(
        "Right. So you're in the coffin workshop, and it's late, and the only light is the lamp "
        "you brought. The door to the yard is to the north - and it's just swung shut on its "
        "own. The chapel of rest is through the door to the east. That "
        "one's locked. It's always locked.",
        R("coffin workshop", "n e", closed="n", locked="e"),
        notes="a ghost story told aloud: the yard door north swung shut (closed), the chapel "
        "door east locked: open north",
    ),
    item(
        "Round sheet, 22:40. Retort house. North door shut and padlocked, as it should be. East "
        "door open. Nothing to report except a half-crown on the floor by retort 3 - left it "
        "for the morning.",
        R("retort house", "n e", locked="n", coin=True),
        notes="a night watchman's round sheet: the north door padlocked (locked), east open; a "
        "half-crown he left on the floor lies there: take it",
    ),
    item(
        "You are at the foot of the lift tower. Above you the two great caissons hang in their "
        "frames like a pair of iron bathtubs, and water drips steadily onto the stones. The "
        "towpath runs away to the east. To the west the canal ends in the lift's "
        "water-filled caisson; there is no path that way.",
        R("foot of the lift tower", "e"),
        notes="the canal ending in a water-filled caisson, no path, is no way; the towpath "
        "east: go east ('You are at the foot of ...' names the room, the seventh round's "
        "'bottom of a well')",
    ),
    item(
        (
            "You're in the riders' tunnel, under the track. The boards thunder overhead whenever "
            "a rider goes past. The tunnel goes north into the track centre and south out to "
            "the car park.",
            R("riders' tunnel", "n s", leads={"n": "track centre", "s": "car park"}),
        ),
        "north",
        (
            "You're in the track centre. The banking rises all round you, steeper than it looks "
            "on television. The tunnel is south. The gate to the east, into the "
            "commissaires' box, is shut.",
            R("track centre", "s e", closed="e"),
        ),
        notes="after a move north: the tunnel south leads back (visited, initial); the gate to "
        "the commissaires' box east is shut: open it",
    ),
    item(
        (
            "Dev is in the spinning room. The reels turn and tick. A doorway leads west into "
            "the reeling room, and the stairs go down to the yard.",
            R("spinning room", "w d"),
        ),
        "west",
        (
            "Dev is in the reeling room. Skeins of raw silk hang from pegs like pale hair. The "
            "only way out is the doorway east. Beneath the reel, on the floorboards, is a "
            "silver coin.",
            R("reeling room", "e", coin=True),
        ),
        notes="third person present after a move west: east leads back (visited, initial, all "
        "visited); a silver coin beneath the reel: take it",
    ),
    item(
        "Log, 03:10. In the receiver cabin with the kettle on. Gantry door (south) open for the "
        "cable run. Hatch to the feed platform shut. Nothing on the desk but charts and a "
        "cheque for the cleaner.",
        R("receiver cabin", "s u", closed="u"),
        notes="a radio telescope's log book: 'In the receiver cabin' names it; the gantry door "
        "south open, a shut hatch up (outside the vocabulary); a cheque is no coin: go south",
    ),
    item(
        "MUSEUM OF WAXWORKS - FLOOR PLAN\nYou are in: the Chamber of Horrors.\nExit to the Hall "
        "of Kings: east.\nCafe and shop: south.\nPlease do not touch the figures.",
        R("chamber of horrors", "e s"),
        notes="a floor plan's legend: 'You are in: the Chamber of Horrors' names the room; "
        "exits east and south: the first room, either",
    ),
    item(
        "Previously: old Sam at the harbour told you the distillery pays its coopers in gold. "
        "Now you're in the still house. The copper pot stills squat in a row like fat men. "
        "There's a door north to the cask shed, standing open, and the yard is through the door "
        "to the south.",
        R("still house", "n s"),
        notes="a recap before the scene names wages in gold, no coin here; the still house's "
        "doors north (open) and south (state not given: open): the first room, either",
    ),
    item(
        "Studio 2, Tuesday 6 pm: Intermediate. You are in Studio 2. Barres along the south and "
        "west walls. Door to the changing rooms: north. Door to the corridor: east (please keep "
        "closed). Lost property is kept at reception.",
        R("studio 2", "n e", closed="e"),
        notes="a ballet school's timetable card: barres along walls are no exits; the corridor "
        "door east kept closed; no coin: go north or open east",
    ),
]
