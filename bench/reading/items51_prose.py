"""prose, fifty-first round (no emphasis beyond a hidden test of the same kind): seven walks (1-4
turns) through the Navy Office in Seething Lane told by a Pepys-like diarist, every room named in a
sentence ("And so I am now in the board room, ..."; a Board Room whose closet door north "is shut"
at first, whose clerks' room is west through an open doorway, whose Sir W. Batten's door east "is
locked, and he at Chatham with the key" and whose south is the great window over the garden; a
Closet; a Clerks' Room whose ticket office door south "stands open"; a Ticket Office where "upon the
desk lies a daric, an old Persian coin of gold"): "The door of my closet is shut, and I must open it
before I can go in; which vexed me.", "So I did open my closet door, it being only upon the latch.",
"Sir W. Batten's door is locked, ...", "There is no going out by the great window, unless I would
break my neck in the garden.", "I did take up the daric and put it in my purse, and mighty glad of
it.", a return to the board room; single rooms and short histories in voices the README never used:
an air traffic controller ("you are now holding in the baggage hall"), a drill sergeant ("You are
standing in the QUARTERMASTER'S STORE!", a door refused as LOCKED), a radio DJ (an Argentine austral
on the jukebox), a lighthouse keeper's journal (a wind from the WSW that is no way), an
archaeologist's site diary (a doorway "blocked in antiquity"), a horse race caller in a weighing
room ("not a penny on him"), a zookeeper (a nakfa in the chilling tank), a park ranger (a bear-proof
door locked after dusk, and a move into the exhibit hall), a sommelier (a capsule that is no coin),
a football pundit in an away dressing room, a bingo caller in a snack bar, a carnival barker (a
Mauritanian ouguiya on the counter), a lullaby in a nursery whose door is shut. What a person reads
in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the Navy Office: BOARD ROOM n CLOSET (a door, shut at first), w CLERKS' ROOM (a doorway),
# e Sir W. Batten's lodging (locked), s the great window (no way); CLERKS' ROOM s TICKET OFFICE (a
# door standing open; a daric).


def board(door: str = "shut", event: str = "") -> tuple:
    text = (
        "And so I am now in the board room, where we sit of a Tuesday and a Thursday about the "
        "business of the King's ships, and the long table is all over papers. The door of my "
        f"closet, to the north, is {door}. The clerks' room lies west, through an open "
        "doorway. Sir W. Batten's door, to the east, is locked, and he at Chatham with the "
        "key. To the south is the great window over the garden, and no door in it."
    )
    if event:
        text += f" {event}"
    return (
        text,
        R(
            "board room",
            "n w e",
            closed="n" if door == "shut" else "",
            locked="e",
            leads={"n": "closet", "w": "clerks' room", "e": "sir w. batten's lodging"},
        ),
    )


def closet(event: str = "") -> tuple:
    text = (
        "And so into my closet, which is very pretty now it is new-whited, with my books in "
        "their presses and my globes. The only way out is by the door I came in at, to the "
        "south."
    )
    if event:
        text += f" {event}"
    return (text, R("closet", "s", leads={"s": "board room"}))


def clerks(event: str = "") -> tuple:
    text = (
        "So I am in the clerks' room, where Will Hewer and the rest sit at their high desks "
        "copying out the contracts, and the ink-pots all in a row. The board room is east of "
        "me. The door of the ticket office, to the south, stands open."
    )
    if event:
        text += f" {event}"
    return (text, R("clerks' room", "e s", leads={"e": "board room", "s": "ticket office"}))


def ticket(coin: bool = True) -> tuple:
    text = (
        "And so I am in the ticket office, a little dark hole where the seamen's tickets are "
        "paid, with a grate and a great chest. The only way out is north, to the clerks' room."
    )
    if coin:
        text += (
            " Upon the desk lies a daric, an old Persian coin of gold, that Sir W. Pen brought "
            "home from Smyrna and forgot."
        )
    return (text, R("ticket office", "n", coin=coin, leads={"n": "clerks' room"}))


SHUT = (
    "The door of my closet is shut, and I must open it before I can go in; which vexed me.",
    K("refused", "closed"),
)
OPENED = ("So I did open my closet door, it being only upon the latch.", K("opened", "north"))

ITEMS = [
    item(
        board(),
        "north",
        SHUT,
        "open door",
        OPENED,
        "north",
        closet(),
        notes="Navy Office: the closet door north refused as shut, opened (the only shut door), "
        "walked through; the closet's only way south (visited, initial, all_visited): go south",
    ),
    item(
        board(),
        "west",
        clerks(),
        "south",
        ticket(),
        notes="Navy Office: west to the clerks' room, south to the ticket office: 'upon the desk "
        "lies a daric, an old Persian coin of gold' (a coin in the room): take it",
    ),
    item(
        board(),
        "east",
        (
            "Sir W. Batten's door is locked, as I said, and knocking will not bring him back "
            "from Chatham.",
            K("refused", "locked"),
        ),
        "west",
        clerks(),
        notes="Navy Office: Sir W. Batten's door east refused as locked, left behind; in the "
        "clerks' room east visited (initial), the ticket office door south open: go south",
    ),
    item(
        ticket(),
        "take coin",
        (
            "I did take up the daric and put it in my purse, and mighty glad of it.",
            K("took"),
        ),
        "north",
        clerks(event="And Will Hewer looks up at me, and down again, very busy."),
        notes="Navy Office, a walk begun in the ticket office: the daric taken; in the clerks' "
        "room south visited (initial), east unvisited: go east",
    ),
    item(
        clerks(),
        "east",
        board(),
        notes="Navy Office, a walk begun in the clerks' room: in the board room west visited "
        "(initial), the closet door north shut: open north; Sir W. Batten's door locked, the "
        "great window no way",
    ),
    item(
        board(),
        "west",
        clerks(),
        "east",
        board(
            event="Here my Lord Brouncker comes in, looks about for his hat, and goes out again."
        ),
        notes="Navy Office: the clerks' room seen, back in the board room (the first room: no "
        "initial): west visited, the closet door north shut: open north",
    ),
    item(
        board(),
        "south",
        (
            "There is no going out by the great window, unless I would break my neck in the "
            "garden.",
            K("refused"),
        ),
        "north",
        SHUT,
        "open door",
        OPENED,
        "north",
        closet(event="And here I sit a while over my music, it being very pleasant."),
        notes="Navy Office: the great window south refused (no way) and left in the board room; "
        "the closet door refused as shut, opened, walked through: in the closet south visited "
        "(initial, all_visited): go south",
    ),
    # ---- single rooms and short histories
    item(
        (
            "Speedbird Two-One, you are now holding in the baggage hall. Carousels are "
            "stationary. Taxi north via the customs shed, that way is open. Be advised the "
            "crew room door, east of you, is closed. Nothing to the south of you but the "
            "apron wall. Report when moving.",
            R("baggage hall", "n e", closed="e", leads={"n": "customs shed", "e": "crew room"}),
        ),
        notes="an air traffic controller's voice: 'you are now holding in the baggage hall' "
        "names the room; north open (go north), the crew room door east closed (open east), "
        "the apron wall south no way",
    ),
    item(
        (
            "LISTEN UP! You are standing in the QUARTERMASTER'S STORE, and you will not touch "
            "ANYTHING! The door to the NORTH is LOCKED and it STAYS locked! The parade ground is "
            "WEST of you, and that is where you are going next! Do I make myself CLEAR?",
            R("quartermaster's store", "n w", locked="n", leads={"w": "parade ground"}),
        ),
        "north",
        (
            "Did I SAY north? That door is LOCKED, you horrible little man! AS YOU WERE!",
            K("refused", "locked"),
        ),
        notes="a drill sergeant's voice: the door north locked and refused (refused(north)); the "
        "parade ground west: go west",
    ),
    item(
        (
            "...and that was the Ronettes, and if you're just joining us you're right here with "
            "me in the record library! Shelves of vinyl floor to ceiling, folks. Studio Two's "
            "through the door to the south, and that door's wide open tonight. And hey, some "
            "joker's left an Argentine austral sitting on top of the jukebox, lucky you!",
            R("record library", "s", coin=True, leads={"s": "studio two"}),
        ),
        notes="a radio DJ's voice: 'you're right here with me in the record library' names the "
        "room; an Argentine austral on the jukebox (a coin in the room): take it",
    ),
    item(
        (
            "14th November. Wind WSW, strong, backing W by evening. I am in the oil store, "
            "where the casks of colza oil are kept; the smell of it is in everything. The door "
            "north to the tower is shut against the gale. The way east is open to the "
            "keepers' cottages. Entered the lamp readings.",
            R("oil store", "n e", closed="n", leads={"n": "tower", "e": "keepers' cottages"}),
        ),
        notes="a lighthouse keeper's journal: 'I am in the oil store' names the room; the wind "
        "'WSW ... W' is weather, no way; the tower door north shut (open north), east open (go "
        "east)",
    ),
    item(
        (
            "SITE DIARY, DAY 12. You are standing in the tablinum of the villa, cleared to the "
            "mosaic at last. The doorway to the north is open to the atrium. The east doorway "
            "was blocked in antiquity with rubble and mortar and is not to be touched. No coins "
            "so far, to the director's disgust.",
            R("tablinum", "n", leads={"n": "atrium"}),
        ),
        notes="an archaeologist's site diary: 'You are standing in the tablinum' names the "
        "room; the east doorway blocked in antiquity (no way), 'No coins so far': no coin; the "
        "only way north",
    ),
    item(
        (
            "And they're in the stable lane now, the player among them, horse boxes all down the "
            "one side and the smell of liniment, and the weighing room door is straight ahead of "
            "him to the north!",
            R("stable lane", "n", leads={"n": "weighing room"}),
        ),
        "north",
        (
            "AND here he comes into the weighing room, the player in the blue and white, past "
            "the scales on the left and the clerk's desk on the right! The jockeys' room door "
            "is SHUT on the west side, the stewards' room door is LOCKED on the east, and the "
            "lane he came in by is back to the south! Not a penny on him, not a penny!",
            R(
                "weighing room",
                "w e s",
                closed="w",
                locked="e",
                leads={"w": "jockeys' room", "e": "stewards' room", "s": "stable lane"},
            ),
        ),
        notes="a horse race caller's voice: 'they're in the stable lane now' names the first room; "
        "north into the weighing room: "
        "south visited (initial), the jockeys' room door west shut (open west), the stewards' "
        "door east locked; 'Not a penny on him' is no coin",
    ),
    item(
        (
            "Right, so this is the penguin house kitchen, mind the bucket. Fish fridge, sink, "
            "the rota on the wall, and the little chilling tank we keep the feed fish in, right "
            "here by your feet. Door to the enclosure's east there, it's propped open for the "
            "heat. Yard's out back, west. Oh, and somebody's dropped a coin in the chilling "
            "tank again, a nakfa of all things, it's on the bottom by the drain.",
            R("penguin house kitchen", "e w", coin=True, leads={"w": "yard"}),
        ),
        notes="a zookeeper's voice: 'this is the penguin house kitchen' names the room; a nakfa "
        "on the bottom of the chilling tank by the zookeeper's feet (a coin in the room): take it",
    ),
    item(
        (
            "Welcome to the Visitor Center! You're in the lobby. Trails start from the door to "
            "the north. The exhibit hall is just to the west. The bear-proof door to the east "
            "is locked after dusk, and it is after dusk.",
            R("lobby", "n w e", locked="e", leads={"w": "exhibit hall"}),
        ),
        "west",
        (
            "You're in the exhibit hall! That's a real grizzly, stuffed, so no touching. The "
            "lobby is back to the east. The fire door to the south is closed, but you're "
            "welcome to open it.",
            R("exhibit hall", "e s", closed="s", leads={"e": "lobby"}),
        ),
        notes="a park ranger's voice: from the lobby west into the exhibit hall; east visited "
        "(initial), the fire door south closed: open south",
    ),
    item(
        (
            "Ah, monsieur is in the cellar of the old vintages. Here, the Margaux; there, the "
            "Pauillac. That little disc of gold on the floor? Non, monsieur, it is the capsule "
            "from a bottle, not a coin. The stair to the kitchens is to the north. The grille "
            "to the west is locked, naturellement.",
            R("cellar of the old vintages", "n w", locked="w", leads={"n": "kitchens"}),
        ),
        notes="a sommelier's voice: 'monsieur is in the cellar of the old vintages' names the "
        "room; a bottle capsule 'not a coin': no coin; the stair north (go north), the grille "
        "west locked",
    ),
    item(
        (
            "Well, you're in the away dressing room, and for me, Gary, the door to the showers "
            "on the west is wide open, there for the taking. The tunnel's north. The physio's "
            "door on the east, though, shut, and you'd have to open it.",
            R("away dressing room", "w n e", closed="e", leads={"w": "showers", "n": "tunnel"}),
        ),
        notes="a football pundit's voice: 'you're in the away dressing room' names the room; "
        "west and north open, the physio's door east shut: go west, go north or open east",
    ),
    item(
        (
            "Eyes down! You're in the snack bar, my darlings. Kelly's eye, number one! The "
            "main hall is north, legs eleven! Two little ducks, the kitchen door's east, and "
            "it's shut! And the car park is south, all the sixes!",
            R("snack bar", "n e s", closed="e", leads={"n": "main hall", "e": "kitchen"}),
        ),
        notes="a bingo caller's voice: 'You're in the snack bar' names the room; the calls are "
        "numbers, not ways; the main hall north, the kitchen door east shut, the car park "
        "south",
    ),
    item(
        (
            "Step right up, step right up! You're inside the Wonder Tent, friend! See the "
            "two-headed calf! See the mermaid of Fiji! And on the counter, a genuine ouguiya "
            "coin from the sands of Mauritania! The flap to the south is your way out, friend, "
            "and the only one!",
            R("wonder tent", "s", coin=True),
        ),
        notes="a carnival barker's voice: 'You're inside the Wonder Tent' names the room; an "
        "ouguiya coin on the counter (a coin in the room): take it",
    ),
    item(
        (
            "Hush now, hush, you're in the nursery, the nightlight's on, the rocking horse "
            "asleep. The door to the landing, north, is shut, so shut, and the window's only "
            "stars. So close your eyes, and hush.",
            R("nursery", "n", closed="n", leads={"n": "landing"}),
        ),
        "north",
        ("Hush, the door is shut, my love, it's shut till morning light.", K("refused", "closed")),
        notes="a lullaby's voice: 'you're in the nursery' names the room; the door north refused "
        "as shut (closed, refused(north)): open north; the window is no way",
    ),
]
