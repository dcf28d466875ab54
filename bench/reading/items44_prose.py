"""prose, forty-fourth round (emphasis: busy rooms): five walks (2-4 turns) through a grandmother's
bungalow on the day of her funeral, told in the first person (a front room full of relatives with a
conservatory door shut against the draught and leaned on by an aunt, a kitchen whose larder door is
locked and where a sixpence is only a memory, a hall, Nan's bedroom with a 1953 crown piece in a
china dish): the conservatory door refused and opened, the larder refused as locked, the crown taken
with `take crown`; single rooms in other registers, each a crowded room: a witness statement in the
public bar of the Crown and Anchor, a screenplay's chip shop (a one-pound coin, a framed five-pound
note), an estate agent's kitchen/diner, an audio guide's long gallery with doors painted at its east
end, a diary in a station hotel's residents' lounge (a fifty-cent coin), a picture book's toy shop
(a penny), a travel blog's night market (a one-dollar coin), a memory of a father's shed (an empty
tobacco tin), a hotel kitchen at service, a polling station whose fire exit is blocked by chairs (a
refusal), a lost property office (an old silver dollar), a ghost story's ballroom of mirrors, a
cricket pavilion's Long Room and dressing room, a ski lodge's boot room, a police report of a
pharmacy's rear stockroom (an empty bag of coppers). What a person reads in each text is declared
beside it; the map facts and the person's actions are derived by bench.reading.author, never
typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- Nan's bungalow on the day of the funeral (a tree), told in the first person: Front Room n
# Kitchen (a door propped open), e Hall, w Conservatory (its door shut at first); Kitchen e the
# larder door (locked); Hall n Nan's Bedroom (the 1953 crown on the dressing table), e the
# front door (open) to the garden path.


def front_room(door_open: bool = False) -> tuple:
    door = (
        "The conservatory door, on the west side, is open now, and the cold is coming in."
        if door_open
        else "The conservatory door, on the west side, is shut: Auntie Jean shut it against the "
        "draught and is leaning on it, telling someone about her hip."
    )
    return (
        "I'm in the front room. It's full of people holding plates. Uncle Dennis has the "
        "sherry; the vicar has been cornered by the window by a cousin from Swindon; somebody's "
        "baby is asleep on the pouffe. Nobody has sat in Nan's chair. It still has the dent in "
        "the cushion, and her glasses are on the arm where she left them. The clock on the "
        "mantelpiece stopped at ten past four last Tuesday and nobody has wound it. All round "
        "the walls are the photographs: Nan on her wedding day, Nan on a donkey at Weston, "
        "Grandad in his uniform, every one of the grandchildren at every age. The window looks "
        f"south onto the street and the hearse.\n\n{door} The kitchen is north, through a door "
        "someone has propped open with a tin of shortbread. The hall is east.",
        R(
            "front room",
            "w n e",
            closed="" if door_open else "w",
            leads={"w": "conservatory", "n": "kitchen", "e": "hall"},
        ),
    )


KITCHEN = (
    "I'm in the kitchen. The aunties have taken it over: Auntie Pat washing, Auntie Mo drying, "
    "Auntie Val putting things away in the wrong cupboards and being told so. Every surface is "
    "covered in foil-wrapped plates. The calendar by the back window still has Nan's writing on "
    "it, CHIROPODIST 11.30, for a day that's already gone. She used to hide a sixpence in the "
    "Christmas pudding every year and Grandad always pretended to break a tooth on it.\n\nThe "
    "front room is south. The larder door, east, is locked, as it always was; Nan kept the key "
    "in her apron pocket, and nobody can find the apron.",
    R("kitchen", "s e", locked="e", leads={"s": "front room"}),
)
HALL = (
    "I'm in the hall. Coats are piled on the hall stand until it leans. The telephone table has "
    "Nan's address book on it, open at the Ms, and a little dish of humbugs nobody dares eat. "
    "The barometer she tapped every morning says FAIR, which is a lie today. Two of the "
    "undertaker's men are smoking on the step outside.\n\nThe front door, east, is open onto "
    "the garden path. Nan's bedroom is north; its door is ajar. The front room is west.",
    R("hall", "e n w", leads={"n": "nan's bedroom", "w": "front room"}),
)


def bedroom(coin: bool = True) -> tuple:
    dish = (
        "In the china dish on the dressing table, among the hairpins, there's a Coronation crown, "
        "the big silver five-shilling coin from 1953."
        if coin
        else "The china dish on the dressing table holds only hairpins now."
    )
    return (
        "I'm in Nan's bedroom. It's quiet in here, and it smells of lavender and Yardley. The "
        "candlewick bedspread is pulled tight, the way she liked it. Her dressing gown is on "
        "the back of the door. On the wall over the bed is a picture of a Spanish lady made of "
        f"real sequins that I used to think was the most beautiful thing in the world. {dish} "
        "The window looks out at the back garden and Grandad's shed.\n\nThe only door is "
        "south, to the hall.",
        R("nan's bedroom", "s", coin=coin, leads={"s": "hall"}),
    )


ITEMS = [
    # ---- walks through the bungalow
    item(
        front_room(),
        "go east",
        HALL,
        "go north",
        bedroom(),
        "take crown",
        (
            "I take the crown and put it in my pocket. She'd have wanted someone to have it.",
            K("took"),
        ),
        notes="bungalow walk in the first person: a crown piece (1953) in the china dish is a "
        "coin, taken with `take crown`; the bedroom's only way, south, is visited, initial and "
        "all_visited; the window onto the back garden is a view",
    ),
    item(
        front_room(),
        "go west",
        (
            "The conservatory door's shut, and Auntie Jean is still leaning on it.",
            K("refused", "closed"),
        ),
        "open west",
        (
            "I ease the conservatory door open. Auntie Jean moves over without stopping talking. "
            "Cold air comes in.",
            K("opened"),
        ),
        notes="the conservatory door west, shut, refused, then opened by direction (the refusal "
        "cleared); west, north and east are open ways; the photographs, the window south onto "
        "the street and the stopped clock are no ways",
    ),
    item(
        HALL,
        "go west",
        front_room(),
        "go north",
        KITCHEN,
        notes="walk begun in the hall: the kitchen's larder door east is locked (no action); "
        "south is visited and initial: go back; the sixpence in the Christmas pudding is a "
        "memory, no coin in the room",
    ),
    item(
        KITCHEN,
        "go east",
        (
            "The larder's locked. Auntie Val tries it too, as if I'd done it wrong.",
            K("refused", "locked"),
        ),
        "go south",
        front_room(),
        notes="walk begun in the kitchen: the larder refused as locked there and left behind; in "
        "the front room north is visited and initial, the conservatory door west shut (open "
        "it), the hall east unvisited",
    ),
    item(
        bedroom(),
        "take coin",
        ("I pick up the crown. It's heavier than I remembered.", K("took")),
        "go south",
        HALL,
        "go west",
        front_room(),
        "go east",
        HALL,
        notes="walk begun in the bedroom: the crown taken, the hall, the front room, and the "
        "hall again: north (the way the hall was first entered) and west are visited, the "
        "front door east is open onto the unvisited garden path",
    ),
    # ---- single rooms in other registers
    item(
        "STATEMENT OF WITNESS. I was in the public bar of the Crown and Anchor from about eight "
        "o'clock. The bar was very busy because of the darts match. There were two teams and "
        "their supporters, and the landlord and his daughter serving. The dartboard is on the "
        "west wall, between the fruit machine and a painting of a ship. I was sitting by the "
        "fire. From where I was sitting the door to the lounge bar was on my right, which is "
        "to the north, and the street door was behind me, to the south. The door to the "
        "toilets is east. There is no other way out of the public bar.",
        R("public bar", "n s e"),
        notes="a witness statement: the room `public bar` (the Crown and Anchor is the pub's "
        'name, and its crown no coin); north ("on my right, which is to the north"), south '
        "and east; the dartboard and the painting on the west wall are no way",
    ),
    item(
        "INT. CHIP SHOP - NIGHT\n\nA queue out of the door. Behind the counter, MRS OKONJO "
        "shakes a basket of chips with one hand and wraps cod with the other. A radio on the "
        "shelf plays the football. Three LADS argue about the offside rule; a WOMAN in a "
        "nurse's uniform counts out change for a single sausage. A framed five-pound note, "
        "the shop's first, hangs over the fryer.\n\nThe street door is SOUTH. A door in the "
        "NORTH wall, marked PRIVATE, is closed. On the floor by the counter: a one-pound coin.",
        R("chip shop", "s n", closed="n", coin=True),
        notes="a screenplay's scene heading: the room `chip shop`; a one-pound coin on the "
        "floor is a coin in the room; the framed five-pound note is a banknote on the wall; the "
        "PRIVATE door north is closed",
    ),
    item(
        "KITCHEN/DINER (5.2m x 4.1m). A generous family room with a range of wall and base "
        "units, a breakfast bar for four, an original Victorian tiled fireplace (not in use) "
        "and a large sash window to the rear garden, facing west. French doors to the south "
        "open onto the patio. Door east to the utility room. Door north to the hallway. The "
        "vendors are happy to leave the American-style fridge freezer by separate negotiation.",
        R("kitchen/diner", "s e n", leads={"e": "utility room", "n": "hallway"}),
        notes="an estate agent's particulars: the room `kitchen/diner`; french doors south, "
        "doors east and north are exits (their state not given: open ways); the sash window to "
        "the west is no way, the fireplace not in use no way",
    ),
    item(
        "Track 14. You are now in the Long Gallery. Take a moment to look down its full length: "
        "at a hundred and forty feet, it was the longest room in the county when it was built, "
        "and the family used it for walking in bad weather. The portraits on your left are "
        "the family themselves, eleven generations of them; look out for the little girl with "
        "the spaniel, who grew up to be the terrifying old lady by the far window. The doors "
        "you can see painted at the east end are a trick of the eye: there's only a wall. When "
        "you're ready, continue through the door at the north end into the Chapel, or take "
        "the west door to the Great Hall.",
        R("long gallery", "n w", leads={"n": "chapel", "w": "great hall"}),
        notes="an audio guide: the room `long gallery`; north to the chapel and west to the "
        "great hall are ways; the doors painted at the east end are a trick of the "
        "eye, no way",
    ),
    item(
        "Tuesday. Got in late. I'm in the residents' lounge. The Station Hotel is like a museum no "
        "one visits, and this room is the worst of it: brown leather armchairs, a stag's head, a "
        "cabinet of stuffed birds, and three commercial travellers asleep under their newspapers. "
        "I'm writing this by the fire. A barometer, a rack of timetables, a framed letter from "
        "some duke thanking the manager for a pleasant stay in 1911. The door to the bar is to the "
        "north of me and I can hear the last orders bell. The door to the hall is east. Someone "
        "has dropped a fifty-cent coin by the fender and I have been watching it for ten minutes, "
        "wondering whose it is. The window, which faces south, shows only my own reflection.",
        R("residents' lounge", "n e", coin=True, leads={"n": "bar"}),
        notes="a diary: the room `residents' lounge` (\"I'm in the residents' lounge.\"; the "
        "Station Hotel is the building); a fifty-cent coin by the fender is a coin in the room; "
        "the door to the bar north and the door to the hall east are ways; the window south is no "
        "way",
    ),
    item(
        "This is the toy shop. Look how many things there are! There are teddy bears on the "
        "shelves and kites on the ceiling. There is a rocking horse called Dobbin and a dolls' "
        "house with a tiny front door that really opens. Can you see Mr Pimm behind the "
        "counter? He is winding up a tin monkey. Can you see the penny on the floor? Somebody "
        "has dropped it. The way out to the street is through the big red door to the south, "
        "and the door to Mr Pimm's workshop is to the east. It is shut, because Mr Pimm is "
        "busy.",
        R("toy shop", "s e", closed="e", coin=True, leads={"e": "workshop"}),
        notes="a picture book: a penny on the floor is a coin in the room; the dolls' house's "
        "tiny front door is no way; the street door south (open), the workshop door east shut",
    ),
    item(
        "Night 3!! OK so I'm at the night market, right in the middle of it, and it is CHAOS in "
        "the best way. Stinky tofu on the left, bubble tea on the right, a guy doing something "
        "incredible with a blowtorch and a steak. Fortune tellers, claw machines, a stall that "
        "only sells phone cases shaped like food. There's a temple at the far end to the north "
        "with smoke from the incense going up. Lanes branch off east and west, and the main lane "
        "goes on north to the temple. I just saw a one-dollar coin under a plastic stool next to "
        "me, so that's my luck sorted.",
        R("night market", "e w n", coin=True, leads={"n": "temple"}),
        notes='a travel blog: the room `night market` ("I\'m at the night market"); a '
        "one-dollar coin under a stool is a coin in the room; east, west and north "
        "are ways",
    ),
    item(
        "This is the shed. Dad's shed. Nothing has been moved since he died, and there's a lot not "
        "to move: the lawnmower in bits on a sack, jam jars of screws nailed by their lids to the "
        "underside of the shelf, a radio that only gets the cricket, seed packets in a shoebox, a "
        "calendar from 2009 with a tractor on it. He kept a gold sovereign in his tobacco tin 'for "
        "emergencies'; the tin's on the bench, open, and it's empty. The window looks east over "
        "the vegetable patch. The only way in or out is the door to the west, onto the garden.",
        R("shed", "w"),
        notes='a memory: the room `shed` ("This is the shed."); the sovereign kept in the '
        "tobacco tin is gone (the tin open and empty): no coin; the window east is no way",
    ),
    item(
        "Hotel kitchen. Seven o'clock on a Saturday, and it's a war. You stand at the end of the "
        "line with your back to the dishwasher as eight cooks shout and sizzle. The head chef "
        "rattles the tickets; a commis runs past with a tray of lamb; somebody has burnt the "
        "shallots and everybody knows. Along the top of the wall, framed menus from royal banquets "
        "of the 1930s hang in the steam, their gilt curling. The swing doors to the restaurant are "
        "south. The dry store, to the east, is behind a door that is closed. The walk-in fridge is "
        "west, and its door is locked.",
        R("hotel kitchen", "s e w", closed="e", locked="w", leads={"s": "restaurant"}),
        notes='second person after a note-like opening: the room `hotel kitchen` ("Hotel '
        'kitchen."); the restaurant south, the dry store door east closed (open '
        "it), the fridge door west locked",
    ),
    item(
        (
            "Polling station. The scouts who meet here the rest of the year have not entirely "
            "moved out: their totem pole stands in the corner beside the booths; their badges "
            "cover one wall. Two clerks sit at a trestle table with the register between them, and "
            "a queue of voters waits along the side with their cards. A policeman stands by the "
            "door reading the notices. The only way in and out is the door to the south. The fire "
            "exit to the north has been blocked by a stack of chairs.",
            R("polling station", "s"),
        ),
        "go north",
        ("The chairs are stacked right up to the ceiling in front of the fire exit.", K("refused")),
        notes="a note-like opening: the room `polling station`; the fire exit north, blocked by "
        "chairs, is no way, and the move is refused: refused(north) with no exit there; south is "
        "the one way",
    ),
    item(
        "You're in the lost property office, and everything anyone ever left on a train is "
        "here. Umbrellas by the hundred, in racks like rifles. A stuffed bear, a saxophone, a "
        "wedding cake in a box with a card, a set of false teeth in a jar labelled 14 MAY. "
        "The clerk behind the counter is eating a sandwich and will not be hurried. Behind "
        "him, a door to the east leads to the stores; it is locked. The concourse is west. A "
        "coin is lying on the counter by the bell: an old silver dollar.",
        R("lost property office", "e w", locked="e", coin=True, leads={"w": "concourse"}),
        notes="second person: an old silver dollar on the counter is a coin in the room; the "
        "stores door east is locked, the concourse west open",
    ),
    item(
        "The ballroom has not been danced in for forty years, not since the old hotel closed, and "
        "yet it is full. Dust sheets over the chairs along the walls look like people sitting out "
        "a waltz. The chandelier lies on the floor in its own glitter. Mirrors on every wall show "
        "a dozen doorways, all of them this one. Somewhere far off a piano plays three notes and "
        "stops. The real doors, double ones in gilt, are to the north, and they are shut. There is "
        "no other way out.",
        R("ballroom", "n", closed="n"),
        notes="a ghost story: the room `ballroom`; the doorways in the mirrors are reflections "
        "of the one door; the real doors north are shut (open them); the piano is heard from "
        "elsewhere",
    ),
    item(
        (
            "Long Room. The pavilion's best room is lined with bats, caps and photographs of "
            "teams in blazers with moustaches, and members in egg-and-bacon ties fill every "
            "seat at the windows, which look west over the ground. A steward guards the door "
            "to the south with the seriousness of a bishop. Tea is laid at the back, where the "
            "door to the dressing rooms, to the east, is propped open with a chair.",
            R("long room", "s e"),
        ),
        "go east",
        (
            "Dressing Room. Kit everywhere: pads, boxes, jumpers, a half-eaten pork pie. One "
            "batsman is asleep on the bench with his pads still on. The door to the Long Room "
            "is west.",
            R("dressing room", "w", leads={"w": "long room"}),
        ),
        notes='the room named by its opening "Long Room.", then east to the dressing room: its '
        "only way, west, is visited, initial and all_visited; the windows over the ground are no "
        "way",
    ),
    item(
        "Ski lodge, the boot room. Forty pairs of boots steaming on the heated racks and "
        "forty people trying to find theirs. Skis stand in a forest by the door. A ski "
        "instructor with a sunburnt nose shouts names from a list; a child has lost one glove "
        "and is crying about it; the smell is wet wool and wax. The door to the slopes, south, "
        "is propped open and snow blows in. The bar is west, along a corridor.",
        R("boot room", "s w"),
        notes='a note-like opening "Ski lodge, the boot room.": the room `boot room`; the '
        "door south is propped open, the bar is west (along a corridor)",
    ),
    item(
        "POLICE REPORT, continued. Location: rear stockroom, Hargreaves Pharmacy. The room is "
        "approx. 4m by 6m and full to the ceiling with shelving: boxes of plasters, "
        "toothbrushes, incontinence pads, a stock of hot-water bottles, a life-size cardboard "
        "nurse advertising cough sweets. A kettle, two mugs and a radio on a small table. The "
        "float bag from the till lies on the floor, a paper bag marked COPPERS, torn open and "
        "empty. The door to the shop, west, is open. The rear door, east, was forced during "
        "the break-in and is now secured by a padlock fitted by the key holder; it is locked. "
        "There is no other access.",
        R("rear stockroom", "w e", locked="e", leads={"w": "shop"}),
        notes='a police report: the room `rear stockroom` ("Location: rear stockroom, '
        'Hargreaves Pharmacy": the pharmacy is the building); the COPPERS bag is torn open and '
        "empty, no coin; the rear door east, forced once, is now padlocked: locked; the shop "
        "west is the way",
    ),
]
