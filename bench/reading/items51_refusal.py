"""refusal, fifty-first round (no emphasis beyond a hidden test of the same kind): refusals in
wordings and places the README used seldom or never, and what clears or keeps them: a swamp hermit's
inverted "Locked, this door is.", a game show's "EH-EH! Wrong way, contestant!", a control tower's
"Negative, Two-Six, unable: the hangar door is closed." then "hangar door is opening" and a look
(cleared), a forklift's "ROUTE BLOCKED: ROLLER DOOR CLOSED." left for an aisle, a cat's yowl that
brings someone to open the door (the room printed again: cleared), a causeway under the tide refused
and, after two waits, risen from the water (the room printed again with the way: cleared), a bell
that nobody answers (kept), a padlocked gate unlocked ("the gate is still shut": kept) and opened
(cleared), a Cockney's "it's bricked up", "You bump your nose on the door. It is closed." and the
room in one text, a wall and a shut door in one room (one kept, one cleared), operating theatre
doors "locked while the red light is on" and a wait (kept), a surfer's "that's the ocean", a lift
whose doors a button opens and a move into it, an Inform door found locked and examined (kept), a
herald's "the portcullis is down and chained", a Valley girl's "That door is, like, so locked.", a
friend's text messages ("cant go that way lol"), TextWorldExpress's closed wood door refused, opened
and walked through, and "The oak door is locked." with the library printed again. What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

ITEMS = [
    item(
        (
            "Swamp Hut\nA hut of mud and reeds on stilts, with a pot bubbling on a tiny fire. "
            "A door of woven reeds is east. The swamp path runs north, between the roots.\n",
            R("swamp hut", "e n"),
        ),
        "east",
        ("Locked, this door is. Through it, go you cannot. Hmm.\n", K("refused", "locked")),
        notes="a hermit's inverted speech: the reed door east (state not given) refused as "
        "locked: closed(east), refused(east), no open; the path north: go north",
    ),
    item(
        (
            "Green Room\nA sofa with a burn in it, a bowl of sweets nobody eats and a monitor "
            "showing the studio. The studio floor is north. The dressing rooms are east.\n",
            R("green room", "n e", leads={"n": "studio floor", "e": "dressing rooms"}),
        ),
        "west",
        ("EH-EH! Wrong way, contestant! That's the studio wall!\n", K("refused")),
        notes="a game show's buzzer: west (a wall, no exit) refused: refused(west); north and "
        "east open",
    ),
    item(
        (
            "Apron\nTwo-Six, you are on the apron. The hangar is north of you, door closed. The "
            "taxiway is east. Fuel bowser is parked south, that's no way through.\n",
            R("apron", "n e", closed="n", leads={"n": "hangar", "e": "taxiway"}),
        ),
        "north",
        (
            "Negative, Two-Six, unable: the hangar door is closed. Hold position.\n",
            K("refused", "closed"),
        ),
        "open door",
        ("Two-Six, hangar door is opening, you are clear.\n", K("opened", "north")),
        "look",
        (
            "Apron\nTwo-Six, you are on the apron. The hangar is north of you, door open. The "
            "taxiway is east. Fuel bowser is parked south, that's no way through.\n",
            R("apron", "n e", leads={"n": "hangar", "e": "taxiway"}),
        ),
        notes="a control tower's voice: the hangar door north refused as closed, opened, and "
        "the look shows it open: the refusal cleared; go north or east",
    ),
    item(
        (
            "FL-3 > LOCATION: GOODS IN BAY\nRoutes: N -> Cold Chain (roller door CLOSED) | E "
            "-> Aisle 14 (clear)\nLoad: none | Battery 71%",
            R("goods in bay", "n e", closed="n", leads={"n": "cold chain", "e": "aisle 14"}),
        ),
        "go north",
        ("FL-3 > ROUTE BLOCKED: ROLLER DOOR CLOSED. Rerouting.", K("refused", "closed")),
        "go east",
        (
            "FL-3 > LOCATION: AISLE 14\nRoutes: W -> Goods In Bay (clear) | S -> Dispatch "
            "(clear)\nLoad: none | Battery 69%",
            R("aisle 14", "w s", leads={"w": "goods in bay", "s": "dispatch"}),
        ),
        notes="a forklift's display: 'LOCATION: GOODS IN BAY' names the room; the roller door "
        "north refused as closed, left behind; in aisle 14 west visited (initial), the route "
        "south to dispatch unvisited: go south",
    ),
    item(
        (
            "Scullery\nYou are a cat, and this is the scullery: stone floor, a mangle, and the "
            "smell of the fish man's cart still in the air. The back door, north, is shut. The "
            "kitchen is west, where the fire is.",
            R("scullery", "n w", closed="n", leads={"w": "kitchen"}),
        ),
        "north",
        ("The door is shut. You yowl at it. It stays shut.", K("refused", "closed")),
        "meow",
        (
            "You yowl again, louder. After a while Mrs Henty comes and opens the back door for "
            "you, and goes away muttering.\n\nScullery\nYou are a cat, and this is the "
            "scullery: stone floor, a mangle, and the smell of the fish man's cart still in the "
            "air. The back door, north, stands open. The kitchen is west, where the fire is.",
            R("scullery", "n w", leads={"w": "kitchen"}),
        ),
        notes="a cat's voice: the back door refused as shut; another's hand opens it and the "
        "room is printed again with it open: the refusal cleared; go north or west",
    ),
    item(
        (
            "Causeway End\nA cobbled slip on the island side, weed to the high-water mark. The "
            "causeway to the south is under the tide. The priory gate is north.\n",
            R("causeway end", "n", leads={"n": "priory gate"}),
        ),
        "s",
        ("The tide is in. You would drown.\n", K("refused")),
        "wait",
        ("Time passes.\n", K("none")),
        "wait",
        (
            "The tide goes out, and the causeway rises from the water, wet and weedy.\n\n"
            "Causeway End\nA cobbled slip on the island side, weed to the high-water mark. The "
            "causeway runs south to the mainland, clear of the water. The priory gate is north.\n",
            R("causeway end", "s n", leads={"n": "priory gate"}),
        ),
        notes="the causeway south under the tide (no way) refused; a wait keeps the refusal; "
        "then the tide goes out and the room is printed with the causeway south clear: the "
        "refusal cleared; go south or north",
    ),
    item(
        (
            "Porch\nA deep stone porch out of the rain, and a bell pull on a chain. The front "
            "door is north. The drive runs east.\n",
            R("porch", "n e", leads={"e": "drive"}),
        ),
        "n",
        ("The front door is locked.\n", K("refused", "locked")),
        "ring bell",
        ("A bell jangles somewhere deep inside. Nobody comes.\n", K("none")),
        notes="the front door north (state not given) refused as locked; ringing brings nobody: "
        "the refusal kept; the drive east: go east",
    ),
    item(
        (
            "Allotments\nRows of cabbages and bean poles, and a shed with a teapot on the "
            "window sill. The gate to the west is padlocked. The path runs north to the road.\n",
            R("allotments", "w n", locked="w", leads={"n": "road"}),
        ),
        "w",
        ("The gate is padlocked.\n", K("refused", "locked")),
        "unlock west gate with key",
        ("The padlock falls open, but the gate is still shut.\n", K("unlocked")),
        "open west",
        ("The gate creaks open.\n", K("opened")),
        notes="the padlocked gate west refused, unlocked (still shut: the refusal kept until "
        "then) and opened: the refusal cleared; go west or north",
    ),
    item(
        (
            "Pie Shop\nPie and mash, liquor green as a lawn, and eels in a tray in the window. "
            "The street's out the front, south. Kitchen's through the back, north.\n",
            R("pie shop", "s n", leads={"n": "kitchen"}),
        ),
        "east",
        ("Can't go that way, guv. It's bricked up, has been since the war.\n", K("refused")),
        notes="a Cockney's voice: east (bricked up, no exit) refused: refused(east); south and "
        "north open",
    ),
    item(
        (
            "Map Store\nPlan chests with wide shallow drawers, and rolled charts in racks. The "
            "search room is south. The conservator's door, east, is closed.\n",
            R("map store", "s e", closed="e", leads={"s": "search room"}),
        ),
        "east",
        (
            "You bump your nose on the door. It is closed.\n\nMap Store\nPlan chests with wide "
            "shallow drawers, and rolled charts in racks. The search room is south. The "
            "conservator's door, east, is closed.\n",
            Both(K("refused", "closed"), R("map store", "s e", closed="e")),
        ),
        notes="the refusal and the room printed again in one text: the door east still closed, "
        "refused(east) stands; open east or go south",
    ),
    item(
        (
            " Winch House                                  Turn 22\n\nWinch House\nThe great "
            "drum of the incline winch, and the cable running out through a slot in the wall. "
            "The brake hut door, to the north, is closed. The yard is east.\n",
            R("winch house", "n e", closed="n", leads={"e": "yard"}),
        ),
        "west",
        (
            " Winch House                                  Turn 23\n\nThere is a wall there.\n",
            K("refused"),
        ),
        "north",
        (
            " Winch House                                  Turn 24\n\nThe door is closed.\n",
            K("refused", "closed"),
        ),
        "open door",
        (
            " Winch House                                  Turn 25\n\nOpened.\n",
            K("opened", "north"),
        ),
        notes="under a status line naming the room: west (a wall) refused and kept; the brake "
        "hut door north refused as closed and opened: that refusal cleared; go north or east",
    ),
    item(
        (
            "Theatre Corridor\nLinoleum, and the smell of ether. The doors of the operating "
            "theatre are north, with a red light over them. The ward is west.\n",
            R("theatre corridor", "n w", leads={"w": "ward"}),
        ),
        "north",
        (
            "The theatre doors are locked while the red light is on.\n",
            K("refused", "locked"),
        ),
        "wait",
        ("A nurse hurries past without looking at you.\n", K("none")),
        notes="the theatre doors north refused as locked; a wait changes nothing: the refusal "
        "kept; the ward west: go west",
    ),
    item(
        (
            "Surf Shack\nBoards in a rack, a wax-stained counter and a radio playing to nobody. "
            "The car park is north. The beach is west.\n",
            R("surf shack", "n w", leads={"n": "car park", "w": "beach"}),
        ),
        "south",
        ("Whoa, dude, that's the ocean. Like, the whole ocean.\n", K("refused")),
        notes="a surfer's voice: south (the ocean, no exit) refused: refused(south); north and "
        "west open",
    ),
    item(
        (
            "Lift Lobby\nA brass call button and an arrow that points up. The lift doors, "
            "north, are closed. The stairs are west.\n",
            R("lift lobby", "n w", closed="n", leads={"n": "lift", "w": "stairs"}),
        ),
        "north",
        ("The lift doors are closed. Press the button.\n", K("refused", "closed")),
        "press button",
        ("Ping! The lift doors slide open.\n", K("opened", "north")),
        "north",
        (
            "Lift\nA mirrored box with a folding seat for the operator, who is not here. The "
            "doors, south, stand open.\n",
            R("lift", "s"),
        ),
        notes="the lift doors north refused as closed, opened by the button (the doors named by "
        "the reply), walked through: in the lift south visited (initial, all_visited): go south",
    ),
    item(
        (
            "Still Room\nJars of quince and medlar jelly, and bunches of lavender hanging to "
            "dry. The pantry door, to the west, is closed. The kitchen is south.",
            R("still room", "w s", closed="w", leads={"w": "pantry", "s": "kitchen"}),
        ),
        "west",
        ("(first opening the pantry door)\nIt seems to be locked.", K("refused", "locked")),
        "examine pantry door",
        ("The pantry door is locked.", K("none")),
        notes="Inform's '(first opening the pantry door)\\nIt seems to be locked.': refused as "
        "locked; examining it keeps the refusal; the kitchen south: go south",
    ),
    item(
        (
            "Outer Bailey\nTrampled mud, a well and a forge. The gatehouse is north. The keep "
            "stands to the east, and its door is open.\n",
            R("outer bailey", "n e", leads={"n": "gatehouse", "e": "keep"}),
        ),
        "north",
        (
            "Hark! The portcullis is down and chained, and none may pass north this night!\n",
            K("refused", "locked"),
        ),
        notes="a herald's voice: the gatehouse north, its portcullis 'down and chained' "
        "(locked), refused; the keep door east open: go east",
    ),
    item(
        (
            "Okay so you're in the food court? There's the frozen yogurt place and like a "
            "million tables. The escalator is north, the parking garage door is east.\n",
            R("food court", "n e", leads={"n": "escalator", "e": "parking garage"}),
        ),
        "east",
        (
            "Um, no. That door is, like, so locked. Security locks it at nine, duh.\n",
            K("refused", "locked"),
        ),
        notes="a Valley girl's voice: 'you're in the food court'; the garage door east (state "
        "not given) refused as locked; the escalator north: go north",
    ),
    item(
        (
            "ok ur in the boiler room now. big tank thing. door north is open, theres stairs "
            "too but they go up",
            R("boiler room", "n u"),
        ),
        "go west",
        ("cant go that way lol its a wall", K("refused")),
        "go south",
        ("nope wall again. try north??", K("refused")),
        notes="a friend's text messages: 'ur in the boiler room'; west and south refused (walls): "
        "refused(west), refused(south); north open: go north; the stairs up are outside the "
        "vocabulary",
    ),
    item(
        (
            "You are in the corridor. In one part of the room you see a key holder, that has "
            "nothing on it. There is also a hat rack. \nTo the East you see a closed wood door. "
            "To the North you see the kitchen. ",
            R("corridor", "e n", closed="e"),
        ),
        "move east",
        ("You can't move there, the door is closed. ", K("refused", "closed")),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        (
            "You are in the bedroom. In one part of the room you see a bed. There is also a "
            "wardrobe that is closed. \nThrough an open wood door, to the West you see the "
            "corridor. ",
            R("bedroom", "w"),
        ),
        notes="TextWorldExpress's manner: the wood door east refused as closed, opened, walked "
        "through; the bedroom's only way west (visited, initial, all_visited): go west",
    ),
    item(
        (
            "Long Gallery West\nPortraits of Lord Ambridge's ancestors, each one more disappointed "
            "than the last. The oak door to the library is north. The staircase is east.\n",
            R("long gallery west", "n e", leads={"n": "library", "e": "staircase"}),
        ),
        "n",
        (
            "The oak door is locked.\n\nLong Gallery West\nPortraits of Lord Ambridge's "
            "ancestors, each one more disappointed than the last. The oak door to the library "
            "is north. The staircase is east.\n",
            Both(
                K("refused", "locked"),
                R("long gallery west", "n e", locked="n", leads={"n": "library", "e": "staircase"}),
            ),
        ),
        notes="the oak door north (state not given) refused as locked and the room printed "
        "again in one text: refused(north), closed(north); the name 'Long Gallery West' holds a "
        "compass word, no way west; the staircase east: go east",
    ),
]
