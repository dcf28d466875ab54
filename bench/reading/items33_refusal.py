"""refusal, thirty-third round: histories whose last moves the game refused, in wordings and formats
not used before: a web game played with curl ("HTTP/1.1 404 Not Found / No exit east from the
Lobby."), a Perl game's die message ("Can't go west: no exit at game.pl line 212."), a SQL game's
"ERROR: no exit 'south' from room 'Boiler Room'", a smartwatch's "No route east.", a silent film's
title card "THE DOOR WAS LOCKED!", a CB radio's "Negative, good buddy", a cabin crew's "I'm sorry,
madam, the flight deck is locked at all times."; people at ways the room never gave (a club's
bouncer, a border guard without a visa, a sushi chef behind the conveyor belt) and things (a
causeway under two fathoms at high tide, a tombola stall with the church hall printed again, a hay
loft's stacked bales and its hoist door's drop, a tea garden's pond left behind); doors found locked
(a karaoke room locked from the corridor side, no action; a bike shed's combination padlock; a
glasshouse door unlocked that "is still shut, of course"), a gate a gust bangs open after a `wait`
(the refusal cleared), a refused `go down` at a pier head's rotten ladder and a refused `go
northeast` in a rope walk (no fact). What a person reads in each text is declared beside it; the map
facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

HALL = (
    "Church Hall\nTrestle tables, a tea urn and forty stacking chairs. The kitchen is north, "
    "and the car park door, south, stands open.\nYou can go north or south."
)

ITEMS = [
    item(
        (
            "$ curl localhost:8000/look\nLobby. A reception desk, a rubber plant, and two lifts "
            "with OUT OF ORDER taped across them. Exits: north, west.",
            R("Lobby", "n w"),
        ),
        "go east",
        (
            "$ curl -i localhost:8000/go/east\nHTTP/1.1 404 Not Found\nContent-Type: text/plain"
            "\n\nNo exit east from the Lobby.",
            K("refused"),
        ),
        notes="a web game played with curl: the 404 with 'No exit east' refuses the move "
        "(refused(east)); the lobby's exits north and west are unexplored",
    ),
    item(
        (
            "Club Entrance\nA queue shuffles along the velvet rope, and the bass from inside "
            "shakes the glass in the doors. The cloakroom is west; the street door is south.",
            R("Club Entrance", "w s"),
        ),
        "north",
        (
            "The bouncer steps in front of you and looks at your shoes. 'Members only through "
            "there, pal.'",
            K("refused"),
        ),
        notes="a bouncer turns the player back from a way the room never gave: refused(north); "
        "west and south are exits",
    ),
    item(
        (
            "Harbour Steps\nWeed-hung steps go down to the water, and the tide is full in. The "
            "harbour master's office is north, and the fish quay runs away to the east.",
            R("Harbour Steps", "n e"),
        ),
        "west",
        (
            "The causeway to the island is under two fathoms of water. Come back at low tide.",
            K("refused"),
        ),
        notes="a causeway under the tide refuses west (no exit); steps down into the water are "
        "no way: go north or go east",
    ),
    item(
        (
            "Customs Shed\nA bench, a rubber stamp, a portrait of the president. The waiting "
            "room is north, and the road into town leaves to the west.",
            R("Customs Shed", "n w"),
        ),
        "east",
        (
            "The border guard shakes his head without looking up. 'No visa, no crossing.'",
            K("refused"),
        ),
        notes="a border guard refuses a way the room never gave (refused(east)): go north or go "
        "west",
    ),
    item(
        (
            "Sushi Bar\nPlates of nigiri ride round on the conveyor belt between you and the "
            "chef. The sliding door to the street is south, and the washrooms are west.",
            R("Sushi Bar", "s w"),
        ),
        "north",
        (
            "The conveyor belt is in the way, and so is the chef, who points his knife politely "
            "at your stool.",
            K("refused"),
        ),
        notes="the belt and the chef refuse north (no exit there): go south or go west",
    ),
    item(
        (
            "Karaoke Room 9\nA leather sofa, a screen frozen on the title of a ballad, two "
            "microphones in their cradles. The only door is south.",
            R("Karaoke Room 9", "s"),
        ),
        "south",
        (
            "You push the door. Nothing. It's locked from the corridor side: the staff lock the "
            "rooms at closing time.",
            K("refused", "locked"),
        ),
        notes="the only door, whose state the room did not give, turns out locked: no action "
        "(only a locked door remains)",
    ),
    item(
        (
            "~ TITLE CARD ~\nTHE TOWER STAIR.\n~ ~ ~\nOur Heroine stands on a narrow landing. A "
            "stout door is set in the EAST wall, and a passage leads WEST to the battlements.",
            R("The Tower Stair", "e w"),
        ),
        "east",
        ("~ TITLE CARD ~\nTHE DOOR WAS LOCKED!\n~ ~ ~", K("refused", "locked")),
        notes="a silent film's title card makes the east door, whose state was not given, "
        "locked (no open): go west",
    ),
    item(
        (
            "Breaker, breaker. Big Mama here. You're in the truck wash bay now, good buddy. "
            "Roller door's north, and she's down. Office is east. Over.",
            R("truck wash bay", "n e", closed="n"),
        ),
        "north",
        (
            "Negative on that, good buddy. That roller door's locked till the boss shows. Over.",
            K("refused", "locked"),
        ),
        notes="a CB voice names the room; the roller door that is 'down' (closed) is then said "
        "locked: no open; the office east: go east",
    ),
    item(
        (
            "Scullery\nA stone sink, a copper for the washing, a mangle. Exits: north, east.",
            R("Scullery", "n e"),
        ),
        "go west",
        ("Can't go west: no exit at game.pl line 212.", K("refused")),
        notes="a Perl game's die message refuses the move (refused(west)); the copper is a "
        "boiler, no coin: go north or go east",
    ),
    item(
        (
            "game=> SELECT name, exits FROM here;\n    name     |    exits\n"
            "-------------+-------------\n Boiler Room | north, west\n(1 row)\n",
            R("Boiler Room", "n w"),
        ),
        "go south",
        ("ERROR:  no exit 'south' from room 'Boiler Room'", K("refused")),
        notes="a game printing SQL results and errors: the error refuses south (refused(south)); "
        "north and west are unexplored",
    ),
    item(
        ("Boot Room\n\u2191 N  Yard\n\u2190 W  Kitchen\n[Dismiss]", R("Boot Room", "n w")),
        "east",
        ("No route east.\n[Dismiss]", K("refused")),
        notes="a smartwatch's glance: arrows with N and W name the exits; 'No route east.' "
        "refuses the move: go north or go west",
    ),
    item(
        (
            "You are in the forward galley. Trolleys are locked into their bays, and the coffee "
            "is brewing. The flight deck door is north; the cabin is south, through a curtain.",
            R("forward galley", "n s"),
        ),
        "north",
        (
            "A flight attendant steps in front of you. 'I'm sorry, madam, the flight deck is "
            "locked at all times.'",
            K("refused", "locked"),
        ),
        notes="the flight deck door, whose state was not given, is said locked (no open); a "
        "curtain is no door: go south",
    ),
    item(
        (
            "Potting Shed\nSeed trays, a rusty dibber and a smell of tomato leaves. The "
            "glasshouse door is east. The garden path is south.",
            R("Potting Shed", "e s"),
        ),
        "east",
        ("The glasshouse door is locked.", K("refused", "locked")),
        "unlock east",
        ("The bolt slides back. The door is still shut, of course.", K("unlocked")),
        notes="a door found locked, then unlocked: still closed, and the refusal stands until "
        "it is opened: open east or go south",
    ),
    item(
        (
            "Orchard\nOld apple trees lean every which way in the long grass. The field gate, "
            "west, is shut. The house is south.",
            R("Orchard", "w s", closed="w"),
        ),
        "west",
        ("The gate is shut.", K("refused", "closed")),
        "wait",
        (
            "A gust catches the gate and bangs it open against the hedge. It stays open.",
            K("opened", door="w"),
        ),
        notes="a gate the wind bangs open and leaves open clears the refusal (the earlier "
        "rounds' door another character opens): go west or go south",
    ),
    item(
        (HALL, R("Church Hall", "n s")),
        "east",
        (
            "You can't go east: the tombola stall is in the way.\n\n" + HALL,
            Both(K("refused"), R("Church Hall", "n s")),
        ),
        notes="a refusal and the hall printed again in one text: refused(east); the hall's ways "
        "north and south are unexplored",
    ),
    item(
        (
            "Pier Head\nThe pier ends in an iron rail and a great deal of sea. A ladder goes down "
            "to the landing stage, but its lower rungs rotted away years ago. The pier runs "
            "south to the promenade.",
            R("Pier Head", "s"),
        ),
        "go down",
        ("The lower rungs are gone. You'd land in the sea.", K("refused")),
        "north",
        ("There's only the rail, and the sea beyond it.", K("refused")),
        notes="a refused `go down` is no fact; north is refused too (refused(north)); a rotten "
        "ladder is no way: go south",
    ),
    item(
        (
            "Rope Walk\nA shed a quarter of a mile long, with a track of worn boards running down "
            "the middle. The hatchelling room is north, and the tar house is east.",
            R("Rope Walk", "n e"),
        ),
        "go northeast",
        ("There's no door northeast, only the shed wall.", K("refused")),
        "look",
        (
            "Rope Walk\nA shed a quarter of a mile long, with a track of worn boards running down "
            "the middle. The hatchelling room is north, and the tar house is east.",
            R("Rope Walk", "n e"),
        ),
        notes="a refused `go northeast` is no fact (outside the vocabulary); the look shows "
        "the same room: go north or go east",
    ),
    item(
        (
            "Tea Garden\nStepping stones wind between mossy lanterns. A koi pond fills the east "
            "side of the garden. The tea house is north, and the gate to the lane is west.",
            R("Tea Garden", "n w", leads={"n": "tea house"}),
        ),
        "east",
        ("The koi pond is in the way, and the koi are watching.", K("refused")),
        "north",
        (
            "Tea House\nTatami mats, a low table and a kettle singing on its brazier. The garden "
            "is south. Paper screens close off the other three sides.",
            R("Tea House", "s", leads={"s": "tea garden"}),
        ),
        notes="the pond's refusal is left in the garden; in the tea house the only way is south, "
        "the way in (initial, all visited): go south; paper screens are walls here",
    ),
    item(
        (
            "Hay Loft\nBales of hay, a pitchfork and a hoist door in the north gable. A ladder "
            "goes down to the stable, and the loft runs on east over the cart shed.",
            R("Hay Loft", "down e"),
        ),
        "west",
        ("The hay is stacked to the rafters that way.", K("refused")),
        "north",
        ("Only the hoist door, and a twelve-foot drop to the yard.", K("refused")),
        "look",
        (
            "Hay Loft\nBales of hay, a pitchfork and a hoist door in the north gable. A ladder "
            "goes down to the stable, and the loft runs on east over the cart shed.",
            R("Hay Loft", "down e"),
        ),
        notes="two refusals in a row (west, north) kept by a look; a hoist door over a drop is "
        "no exit; the ladder down is outside the vocabulary: go east",
    ),
    item(
        (
            "Bike Yard\nBicycles stand in racks under a tin roof, and a hose drips by the wall. "
            "The bike shed door is east. The road is south.",
            R("Bike Yard", "e s"),
        ),
        "east",
        (
            "It's locked. The padlock has a combination, and you don't know it.",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given turns out locked (no open): go south",
    ),
]
