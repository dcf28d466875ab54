"""twx, forty-fourth round (emphasis: busy rooms): the coin game's manner (none is engine output),
its furniture crowded with other things as its games with distractor items print them ("a counter
that has a yellow bell pepper, a carrot, and a cookbook on it", "a night stand that has a coin, and
a alarm clock on it"): eight walks (2-4 turns) on one house of the engine's locations, each walk a
game of its own whose furniture holds the same things on every visit (a kitchen with a closed
sliding patio door north to the backyard, the corridor south and the living room east; a corridor
with a closed wood door east to the bedroom): the task's description before the first room, "You
can't move there, the door is closed. ", `open door to east`, "You open the wood door, revealing the
bedroom. ", "You open the sliding patio door, revealing the backyard. ", "You take the coin." then
`look around`, "Unknown action: I'm not sure what you mean." after a move toward no exit; single
rooms and short histories: "a shelf that has a bag of sugar, a jar of honey, and a coin on it", "a
clothes drier that is open, that contains a coin, and a clean white towel", "a book case that has a
atlas, a encyclopedia, and a coin on it", "a patio table that has a jug of lemonade, a bowl of
crisps, and a coin on it", "There is also a coin.", a kitchen with an open fridge full of food and
no coin, a bedroom with a jewellery box and no coin, a corridor's "Unknown action" looked at, a
living room's wood door refused, opened and looked at, a laundry room whose only door is closed, a
pantry's coin taken and looked at, a driveway's closed car. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

TASK = (
    "Your task is to search the environment and find the coin.  Once you find the coin, take "
    "it.\n\n"
)
CLOSED = "You can't move there, the door is closed. "
UNKNOWN = "Unknown action: I'm not sure what you mean."

# ---- one house of the engine's locations (a tree), every walk a game of its own whose
# furniture holds the same things on every visit: Kitchen n Backyard (a sliding patio door,
# closed at first), s Corridor, e Living Room; Corridor e Bedroom (a wood door, closed at first;
# the coin on the night stand).


def kitchen(north_open: bool = False, task: bool = False) -> tuple:
    north = (
        "Through an open sliding patio door, to the North you see the backyard. "
        if north_open
        else "To the North you see a closed sliding patio door. "
    )
    return (
        f"{TASK if task else ''}You are in the kitchen. In one part of the room you see a "
        "stove. There is also an oven. You also see a fridge that is closed. In another part of "
        "the room you see a counter that has a yellow bell pepper, a carrot, and a cookbook on "
        "it. In one part of the room you see a kitchen cupboard that is closed. There is also a "
        "cutlery drawer that is closed. You also see a trash can that is closed. In another part "
        "of the room you see a dishwasher that is closed. In one part of the room you see a "
        f"dining chair that has a red apron on it. \n{north}To the South you see the corridor. "
        "To the East you see the living room. ",
        R(
            "kitchen",
            "n s e",
            closed="" if north_open else "n",
            leads={"s": "corridor", "e": "living room"} | ({"n": "backyard"} if north_open else {}),
        ),
    )


LIVING = (
    "You are in the living room. In one part of the room you see a wastepaper basket that is "
    "closed. There is also a book case that has a photo album, and a dictionary on it. You also "
    "see a TV stand that has a remote control on it. In another part of the room you see a arm "
    "chair that has a knitted cushion on it. In one part of the room you see a side table, that "
    "has nothing on it. There is also a coffee table that has a teapot, a newspaper, and a mug "
    "on it. You also see a end table, that has nothing on it. In another part of the room you "
    "see a sofa that has a gray blanket on it. \nTo the West you see the kitchen. ",
    R("living room", "w", leads={"w": "kitchen"}),
)


def corridor(east_open: bool = False) -> tuple:
    east = (
        "Through an open wood door, to the East you see the bedroom. "
        if east_open
        else "To the East you see a closed wood door. "
    )
    return (
        "You are in the corridor. In one part of the room you see a key holder, that has "
        "nothing on it. There is also a shoe cabinet that is closed. You also see a umbrella "
        "stand that has a red umbrella on it. In another part of the room you see a hat rack "
        "that has a beret, and a gray cap on it. In one part of the room you see a coat hanger "
        f"that has a long coat on it. \nTo the North you see the kitchen. {east}",
        R(
            "corridor",
            "n e",
            closed="" if east_open else "e",
            leads={"n": "kitchen"} | ({"e": "bedroom"} if east_open else {}),
        ),
    )


def bedroom(coin: bool = True, west_open: bool = True, task: bool = False) -> tuple:
    stand = "a coin, and a alarm clock" if coin else "a alarm clock"
    west = (
        "Through an open wood door, to the West you see the corridor. "
        if west_open
        else "To the West you see a closed wood door. "
    )
    return (
        f"{TASK if task else ''}You are in the bedroom. In one part of the room you see a "
        "dressing table that has a hairbrush on it. There is also a desk chair, that has nothing "
        "on it. You also see a desk that has a lamp, and a notebook on it. In another part of "
        "the room you see a chest of drawers that is closed. In one part of the room you see a "
        f"wardrobe that is closed. There is also a night stand that has {stand} on it. You also "
        f"see a bed that has a black blanket on it. \n{west}",
        R(
            "bedroom",
            "w",
            closed="" if west_open else "w",
            coin=coin,
            leads={"w": "corridor"} if west_open else {},
        ),
    )


def backyard(south_open: bool = True) -> tuple:
    south = (
        "Through an open sliding patio door, to the South you see the kitchen. "
        if south_open
        else "To the South you see a closed sliding patio door. "
    )
    return (
        "You are in the backyard. In one part of the room you see a barbeque. There is also a "
        "workbench that has a hammer, and a box of nails on it. You also see a patio chair that "
        "has a striped cushion on it. In another part of the room you see a patio table that "
        "has a jug of lemonade on it. In one part of the room you see a clothes line that has a "
        "wet white shirt on it. There is also a garden, that has nothing on it. \n" + south,
        R(
            "backyard",
            "s",
            closed="" if south_open else "s",
            leads={"s": "kitchen"} if south_open else {},
        ),
    )


ITEMS = [
    # ---- walks in the house, each a game of its own
    item(
        kitchen(task=True),
        "move south",
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(),
        notes="the task's description before the first room; the wood door opened by "
        'direction; "a night stand that has a coin, and a alarm clock on it": a coin among '
        "other things on the furniture is a coin in the room",
    ),
    item(
        kitchen(task=True),
        "move north",
        (CLOSED, K("refused", "closed")),
        "open door to north",
        ("You open the sliding patio door, revealing the backyard. ", K("opened")),
        "move north",
        backyard(),
        notes="the sliding patio door refused (left in the kitchen: cleared by the open anyway), "
        "opened and walked through: the backyard's only way, south, is visited, initial and "
        "all_visited; a busy backyard with no coin",
    ),
    item(
        bedroom(west_open=False, task=True),
        "take coin",
        ("You take the coin.", K("took")),
        "open door to west",
        ("You open the wood door, revealing the corridor. ", K("opened")),
        "move west",
        corridor(east_open=True),
        notes="a game begun in the bedroom: the coin taken from the night stand, the wood door "
        "opened and walked through; in the corridor east is visited and initial, north (the "
        "kitchen) unvisited",
    ),
    item(
        LIVING,
        "move west",
        kitchen(),
        "move south",
        corridor(),
        "move north",
        kitchen(),
        notes="a game begun in the living room: the kitchen, the corridor and the kitchen again: "
        "east (the way first entered) and south are visited, the sliding patio door north "
        "closed (open it); the things on the counter and the chair are no coin",
    ),
    item(
        corridor(),
        "move east",
        (CLOSED, K("refused", "closed")),
        "look around",
        corridor(),
        notes="a game begun in the corridor: east refused at the closed wood door, and the look "
        "shows it still closed: refused and closed; the kitchen north is an open way",
    ),
    item(
        backyard(south_open=False),
        "open door to south",
        ("You open the sliding patio door, revealing the kitchen. ", K("opened")),
        "move south",
        kitchen(north_open=True),
        notes="a game begun in the backyard: its door opened and walked through; in the kitchen "
        "north is open, visited and initial, south and east unvisited",
    ),
    item(
        kitchen(),
        "move west",
        (UNKNOWN, K("refused")),
        "move east",
        LIVING,
        notes='a move west toward no exit answered "Unknown action" (a refusal left in the '
        "kitchen); the living room's only way, west, is visited, initial and all_visited",
    ),
    item(
        corridor(),
        "open door to east",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "move east",
        bedroom(),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        bedroom(coin=False),
        notes="a game begun in the corridor: the bedroom's coin taken and the bedroom looked at "
        "(the person goes on): the night stand holds only the alarm clock; west is visited, "
        "initial and all_visited",
    ),
    # ---- single rooms and short histories
    item(
        TASK + "You are in the pantry. In one part of the room you see a folding chair that has "
        "a bag of onions on it. There is also a shelf that has a bag of sugar, a jar of honey, "
        "and a coin on it. \nThrough an open frosted-glass door, to the South you see the "
        "kitchen. ",
        R("pantry", "s", coin=True),
        notes='"a shelf that has a bag of sugar, a jar of honey, and a coin on it": a coin in '
        "the room",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a bench that has a "
        "basket of pegs on it. There is also a work table that has a iron, and a folded towel "
        "on it. You also see a clothes drier that is open, that contains a coin, and a clean "
        "white towel. In another part of the room you see a laundry basket that has a wet blue "
        "shirt, and a dirty gray sock on it. In one part of the room you see a washing machine "
        "that is closed. \nTo the South you see the corridor. ",
        R("laundry room", "s", coin=True),
        notes='"a clothes drier that is open, that contains a coin, and a clean white towel": '
        "a coin in an open container is a coin in the room",
    ),
    item(
        "You are in the living room. In one part of the room you see a wastepaper basket that "
        "is closed. There is also a book case that has a atlas, a encyclopedia, and a coin on "
        "it. You also see a TV stand that has a pot plant on it. In another part of the room "
        "you see a arm chair, that has nothing on it. In one part of the room you see a side "
        "table that has a lamp on it. There is also a coffee table that has a chess board on "
        "it. You also see a end table, that has nothing on it. In another part of the room you "
        "see a sofa that has a sleeping cat on it. \nTo the North you see a closed wood door. To "
        "the South you see the kitchen. To the West you see the corridor. ",
        R("living room", "n s w", closed="n", coin=True),
        notes="a coin on the book case among an atlas and an encyclopedia: a coin in the room; "
        "the closed wood door north",
    ),
    item(
        TASK + "You are in the backyard. In one part of the room you see a barbeque. There is "
        "also a workbench that has a saw, and a tin of paint on it. You also see a patio chair, "
        "that has nothing on it. In another part of the room you see a patio table that has a "
        "jug of lemonade, a bowl of crisps, and a coin on it. In one part of the room you see a "
        "clothes line that has a pair of jeans on it. There is also a garden that has a trowel "
        "on it. \nTo the North you see a closed patio door. To the East you see the alley. ",
        R("backyard", "n e", closed="n", coin=True),
        notes='"a patio table that has a jug of lemonade, a bowl of crisps, and a coin on '
        'it": a coin in the room; the patio door north closed, the alley east open',
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove that has a frying pan "
        "on it. There is also an oven. You also see a fridge that is open, that contains a "
        "block of cheese, a carton of milk, and a head of lettuce. In another part of the room "
        "you see a counter that has a knife, a chopping board, and a cookbook on it. In one part "
        "of the room you see a kitchen cupboard that is closed. There is also a cutlery drawer "
        "that is closed. You also see a trash can that is closed. In another part of the room "
        "you see a dishwasher that is closed. In one part of the room you see a dining chair, "
        "that has nothing on it. \nTo the North you see a closed frosted-glass door. Through an "
        "open plain door, to the West you see the laundry room. ",
        R("kitchen", "n w", closed="n", leads={"w": "laundry room"}),
        notes="a busy kitchen with no coin (an open fridge listing its food); the frosted-glass "
        "door north closed (open it), the plain door west open",
    ),
    item(
        TASK + "You are in the bedroom. In one part of the room you see a dressing table that "
        "has a jewellery box, and a perfume bottle on it. There is also a desk chair that has a "
        "cardigan on it. You also see a desk, that has nothing on it. In another part of the "
        "room you see a chest of drawers that is closed. In one part of the room you see a "
        "wardrobe that is open, that contains a long coat, and a gray scarf. There is also a "
        "night stand that has a glass of water on it. You also see a bed, that has nothing on "
        "it. \nTo the South you see a closed wood door. ",
        R("bedroom", "s", closed="s"),
        notes="a busy bedroom with no coin (a jewellery box is no coin); its only door closed: "
        "open it",
    ),
    item(
        (
            TASK + "You are in the corridor. In one part of the room you see a key holder that "
            "has a car key on it. There is also a shoe cabinet that is closed. You also see a "
            "umbrella stand, that has nothing on it. In another part of the room you see a hat "
            "rack that has a straw hat on it. In one part of the room you see a coat hanger "
            "that has a rain jacket, and a scarf on it. \nTo the North you see the living room. "
            "To the West you see a closed plain door. ",
            R("corridor", "n w", closed="w"),
        ),
        "move south",
        (UNKNOWN, K("refused")),
        "look around",
        (
            "You are in the corridor. In one part of the room you see a key holder that has a "
            "car key on it. There is also a shoe cabinet that is closed. You also see a umbrella "
            "stand, that has nothing on it. In another part of the room you see a hat rack that "
            "has a straw hat on it. In one part of the room you see a coat hanger that has a "
            "rain jacket, and a scarf on it. \nTo the North you see the living room. To the West "
            "you see a closed plain door. ",
            R("corridor", "n w", closed="w"),
        ),
        notes="a move south toward no exit answered \"Unknown action: I'm not sure what you "
        'mean.", then a look that shows no way south: refused(south) stands; north open, the '
        "plain door west closed",
    ),
    item(
        "You are in the kitchen. In one part of the room you see a stove. There is also an "
        "oven. You also see a fridge that is closed. In another part of the room you see a "
        "counter that has a bread knife, and a loaf on it. In one part of the room you see a "
        "kitchen cupboard that is closed. There is also a cutlery drawer that is closed. You "
        "also see a trash can that is closed. In another part of the room you see a dishwasher "
        "that is closed. In one part of the room you see a dining chair that has a newspaper on "
        "it. There is also a coin. \nTo the North you see the pantry. To the South you see a "
        "closed screen door. To the East you see the corridor. ",
        R("kitchen", "n s e", closed="s", coin=True, leads={"n": "pantry", "e": "corridor"}),
        notes='"There is also a coin." after the furniture: a coin in the room',
    ),
    item(
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case that has a cookery book on it. You also "
            "see a TV stand that has a radio on it. In another part of the room you see a arm "
            "chair that has a pair of slippers on it. In one part of the room you see a side "
            "table, that has nothing on it. There is also a coffee table that has a vase of "
            "tulips on it. You also see a end table that has a candle on it. In another part of "
            "the room you see a sofa, that has nothing on it. \nTo the North you see a closed "
            "wood door. To the East you see the kitchen. ",
            R("living room", "n e", closed="n"),
        ),
        "move north",
        (CLOSED, K("refused", "closed")),
        "open door to north",
        ("You open the wood door, revealing the bedroom. ", K("opened")),
        "look around",
        (
            "You are in the living room. In one part of the room you see a wastepaper basket "
            "that is closed. There is also a book case that has a cookery book on it. You also "
            "see a TV stand that has a radio on it. In another part of the room you see a arm "
            "chair that has a pair of slippers on it. In one part of the room you see a side "
            "table, that has nothing on it. There is also a coffee table that has a vase of "
            "tulips on it. You also see a end table that has a candle on it. In another part of "
            "the room you see a sofa, that has nothing on it. \nThrough an open wood door, to "
            "the North you see the bedroom. To the East you see the kitchen. ",
            R("living room", "n e", leads={"n": "bedroom"}),
        ),
        notes="north refused at the closed wood door, opened and looked at: the refusal "
        "cleared, north and east open ways to unvisited rooms",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a bench, that has nothing "
        "on it. There is also a work table that has a sewing kit, and a pair of scissors on it. "
        "You also see a clothes drier that is closed. In another part of the room you see a "
        "laundry basket that has a dirty brown skirt, a clean blue socks, and a wet gray "
        "pullover on it. In one part of the room you see a washing machine that is closed. "
        "\nTo the East you see a closed plain door. ",
        R("laundry room", "e", closed="e"),
        notes="a laundry room whose only door is closed: open it; a basket of clothes and "
        "closed machines, no coin",
    ),
    item(
        (
            TASK + "You are in the pantry. In one part of the room you see a folding chair, "
            "that has nothing on it. There is also a shelf that has a coin, a tin of beans, and "
            "a bag of rice on it. \nTo the East you see a closed frosted-glass door. ",
            R("pantry", "e", closed="e", coin=True),
        ),
        "take coin",
        ("You take the coin.", K("took")),
        "look around",
        (
            "You are in the pantry. In one part of the room you see a folding chair, that has "
            "nothing on it. There is also a shelf that has a tin of beans, and a bag of rice on "
            "it. \nTo the East you see a closed frosted-glass door. ",
            R("pantry", "e", closed="e"),
        ),
        notes="the coin taken from the pantry shelf and the pantry looked at (the eighth "
        "round's call: the person goes on): the frosted-glass door east closed, open it",
    ),
    item(
        "You are in the driveway. In one part of the room you see a car that is closed. \nTo "
        "the North you see the backyard. ",
        R("driveway", "n", leads={"n": "backyard"}),
        notes="a driveway in the coin game's manner: a closed car is no door of the room; north "
        "is the way, no coin",
    ),
]
