"""prose, thirty-eighth round: the coin game's situation in plain prose. Five walks (1-5 turns)
through Gran's Queenslander in the second person present, in an Australian voice (a front verandah
whose front door north "is propped open with a cast-iron kangaroo", whose sleep-out is round the
corner east and whose lattice gate west is shut; a hallway whose bedroom door east is shut and turns
out locked; a kitchen; a laundry with a gold dollar coin on top of the twin-tub; a sleep-out): "You
rattle the lattice gate. It's shut, and the latch is stiff with paint.", "You work the latch up and
the gate swings open onto the side steps.", "Gran's door is locked. She always locks it when she
goes to bingo.", "You pocket the gold dollar coin.", returns with a kookaburra; single rooms telling
one situation (a shut door north, an open way east, a coin) in new turns: by what the room lacks
("No window, no fireplace, no cupboard"), with the room named in the middle ("it's the cloakroom you
end up in"), in the passive with its agents ("has been shut by the wind"), by what lies behind each
door, by counting ("Two ways out ... One coin"), in conditionals ("If it's the garden you want"), a
door propped open a minute ago, a door the builders have not yet made, a dark hall felt with a sock,
a babysitter's words; and rooms that are not houses (Baker's Alley, a petrol station forecourt at
night, a snicket, a school playground after dark), a larder's hook and eye done up on this side.
What a person reads in each text is declared beside it; the map facts and the person's actions are
derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the Queenslander: Front Verandah n Hallway, e Sleep-out, w the lattice gate (shut at
# first) to the side steps, s the front steps to the yard; Hallway w Kitchen, e Gran's bedroom
# (shut; locked when tried); Kitchen n Laundry (the gold dollar coin).


def verandah(gate_open: bool = False) -> tuple:
    gate = (
        "at the west end the lattice gate to the side steps swings open"
        if gate_open
        else "at the west end the lattice gate to the side steps is shut"
    )
    return (
        "You're on the front verandah. Gran's Queenslander stands up on its stumps above the "
        "yard, and the boards are warm under your feet. The front door, north, is propped open "
        "with a cast-iron kangaroo. The verandah wraps round the corner to the sleep-out on the "
        f"east side, and {gate}. The front steps go down to the yard, south.",
        R(
            "front verandah",
            "n e w s",
            closed="" if gate_open else "w",
            leads={"n": "hallway", "e": "sleep-out"},
        ),
    )


HALLWAY = (
    "You're in the hallway, which runs the depth of the house and catches whatever breeze there "
    "is. The front door is south. The kitchen is west, through an archway, and Gran's bedroom "
    "door, east, is shut.",
    R("hallway", "s w e", closed="e", leads={"s": "front verandah", "w": "kitchen"}),
)


def kitchen(event: str = "") -> tuple:
    text = (
        "You're in the kitchen. It's hot even with every louvre open, and the fridge is covered "
        "in the grandchildren's drawings. The laundry is through the folding door to the north, "
        "which is folded right back, and the hallway is east."
    )
    if event:
        text += f" {event}"
    return (text, R("kitchen", "n e", leads={"n": "laundry", "e": "hallway"}))


def laundry(coin: bool = True) -> tuple:
    text = (
        "You're in the laundry: a concrete tub, a twin-tub and a mop standing in a bucket. The "
        "only way out is the folding door, south."
    )
    if coin:
        text += " A gold dollar coin is sitting on top of the twin-tub."
    return (text, R("laundry", "s", coin=coin))


SLEEP_OUT = (
    "You're in the sleep-out, the end of the verandah that somebody closed in with louvres and "
    "fibro in about 1962. There's a camp bed and a ceiling fan that ticks. The verandah is west.",
    R("sleep-out", "w"),
)

ITEMS = [
    # ---- walks through the Queenslander ----
    item(
        verandah(),
        "east",
        SLEEP_OUT,
        notes="round the verandah to the sleep-out: its only way, west, is the way in, visited: "
        "go back west",
    ),
    item(
        verandah(),
        "north",
        HALLWAY,
        "west",
        kitchen(),
        "north",
        laundry(),
        notes="north, west and north (the folding door 'folded right back' is open) into the "
        "laundry; a gold dollar coin on the twin-tub: take it",
    ),
    item(
        verandah(),
        "west",
        (
            "You rattle the lattice gate. It's shut, and the latch is stiff with paint.",
            K("refused"),
        ),
        "open west",
        ("You work the latch up and the gate swings open onto the side steps.", K("opened")),
        notes="the lattice gate refused while shut, then opened: the refusal cleared by the "
        "open; every way of the verandah now open and unexplored",
    ),
    item(
        verandah(),
        "n",
        HALLWAY,
        "e",
        (
            "Gran's door is locked. She always locks it when she goes to bingo.",
            K("refused", "locked"),
        ),
        "w",
        kitchen(),
        notes="Gran's door, given as shut, is found locked (a refusal left in the hallway); in "
        "the kitchen east is the way in, visited; north not yet: go north",
    ),
    item(
        verandah(),
        "north",
        HALLWAY,
        "west",
        kitchen(),
        "north",
        laundry(),
        "take coin",
        ("You pocket the gold dollar coin.", K("took")),
        "south",
        kitchen(event="A kookaburra starts up in the mango tree."),
        notes="the coin taken in the laundry and back in the kitchen: north visited, east the "
        "way in and visited: every way visited, go back east",
    ),
    # ---- one situation (a shut door north, an open way east, a coin), told new ways ----
    item(
        "You're in the box room. No window, no fireplace, no cupboard: only a door to the north, "
        "which is shut, a doorway to the east with no door in it, and, on the bare boards, one "
        "copper penny.",
        R("box room", "n e", closed="n", coin=True),
        notes="by what the room lacks: the window, fireplace and cupboard it has not are no ways; "
        "a shut door north, an open doorway east; a penny on the boards: take it",
    ),
    item(
        "Of all the rooms in the house, it's the cloakroom you end up in: a shut door to the "
        "north, an open arch to the east, coats on every hook, and a florin somebody has "
        "forgotten on the hat shelf.",
        R("cloakroom", "n e", closed="n", coin=True),
        notes="the room named in the middle of one sentence; a florin on the hat shelf: take it",
    ),
    item(
        "You're on the half-landing. The door to the north has been shut by the wind; the way "
        "east, to the bathroom, has been left clear; and a sixpence has been dropped on the stair "
        "carpet by somebody in a hurry.",
        R("half-landing", "n e", closed="n", coin=True),
        notes="the passive with its agents: the north door shut (closed), the way east clear "
        "(open), a sixpence dropped here (lying): take it",
    ),
    item(
        "Behind the north door, which is shut, is the pantry. Beyond the east doorway, which has "
        "no door at all, is the scullery. And here in the kitchen, where you're standing, a "
        "shilling lies on the flagstones by the range.",
        R("kitchen", "n e", closed="n", coin=True, leads={"n": "pantry", "e": "scullery"}),
        notes="exits told by what lies behind them, the room named last: a shut door north, an "
        "open doorway east; a shilling lies here: take it",
    ),
    item(
        "You're in the back porch. Two ways out: a door, shut, to the north, and a gap in the "
        "trellis, open, to the east. One coin: a twenty-cent piece on the doormat.",
        R("back porch", "n e", closed="n", coin=True),
        notes="told by counting: two ways (north shut, east open), one coin on the mat: take it",
    ),
    item(
        "You're in the utility room. If it's the garden you want, that's east, and the door's "
        "open. If it's the kitchen, that's north, but you'll have to open the door first. If "
        "it's money you want, there's a pound coin on top of the tumble dryer.",
        R("utility room", "e n", closed="n", coin=True),
        notes="conditionals that give the ways: east open, north behind a door to be opened "
        "(closed); a pound coin on the dryer: take it",
    ),
    item(
        "You're in the conservatory. The door to the garden, east, was shut a minute ago; Dad "
        "has just propped it open on his way out with the watering can. The lounge door, north, "
        "is shut. There isn't so much as a penny on the tiles.",
        R("conservatory", "e n", closed="n"),
        notes="a door state changed within the text: east propped open now (its last state); "
        "north shut; 'not so much as a penny' is no coin: go east or open north",
    ),
    item(
        "You're in the extension, which isn't finished. Once the builders are done there'll be a "
        "door to the west; for now there's breeze block. The kitchen is north, through a doorway "
        "that hasn't got its door yet. A two-pound coin is lying in the brick dust.",
        R("extension", "n", coin=True),
        notes="a door that will be made to the west is no exit today; north is a doorway (open); "
        "a two-pound coin lies here: take it",
    ),
    item(
        "You're in the hall, and the bulb has gone. You feel your way: the door to the north, "
        "shut; a cold draught from the open doorway to the east. Something small and round under "
        "your sock turns out to be a coin.",
        R("hall", "n e", closed="n", coin=True),
        notes="a dark hall read by touch: a shut door north, an open doorway east, a coin under "
        "the player's sock (lying here): take it",
    ),
    item(
        "'You're in the playroom,' says the babysitter. 'Bathroom's north, and that door's shut "
        "because I'm running the bath. Landing's east, that's open. And whose is that ten-pence "
        "piece on the carpet?'",
        R("playroom", "n e", closed="n", coin=True),
        notes="a babysitter's words: the bathroom door north shut, the landing east open; a "
        "ten-pence piece on the carpet (whoever's it is, it lies here): take it",
    ),
    item(
        "Larder. Cold. Smells of onions and the mousetrap nobody has emptied. The door north is "
        "shut, with the hook and eye done up on this side. The kitchen's east, open. No coin; "
        "you've checked the jars twice.",
        R("larder", "n e", closed="n"),
        notes="telegraphic: 'Larder.' names the room; a door whose hook and eye is done up on "
        "the player's side is shut, not locked (like 'bolted on this side'); 'No coin': open "
        "north or go east",
    ),
    # ---- rooms that are not houses ----
    item(
        "You're in Baker's Alley. It runs east to west between the bins. The back door of the "
        "bakery, on the north side, is propped open with a flour sack, and the smell of bread "
        "comes out.",
        R("baker's alley", "e w n"),
        notes="'runs east to west' is both ways; the bakery's back door propped open is an open "
        "exit north; no coin",
    ),
    item(
        "It's two in the morning, and you're on the petrol station forecourt. The kiosk is "
        "north, its door locked; you pay through a night window. The road is south. Somebody "
        "has dropped a fifty-cent piece by pump three.",
        R("petrol station forecourt", "n s", locked="n", coin=True),
        notes="the kiosk door north locked, the night window no way, the road south open; a "
        "fifty-cent piece by a pump: take it",
    ),
    item(
        "You're in the snicket. High fences on both sides, ivy, a dog barking somewhere behind "
        "them. It runs north to south, and that's all it does.",
        R("snicket", "n s"),
        notes="'runs north to south' gives both ways; the fences give none; no coin",
    ),
    item(
        "It's after dark, and you're in the school playground. The gates to the south are "
        "chained and padlocked, and the infants' entrance, east, is locked. The only way left "
        "is the gap in the railings to the west that every child knows about.",
        R("school playground", "s e w", locked="s e"),
        notes="south and east locked (chained and padlocked, locked): no open; the gap in the "
        "railings west is open: go west",
    ),
]
