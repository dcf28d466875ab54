"""history, fifty-second round (emphasis: the game's replies and the history): 2-6 turn walks (many
returning to a room) on three small symmetric tree maps, each told in a manner no earlier walk used,
where the replies carry the walk and a room seen before is told again in fewer words: map A, a glass
works with a robot companion, Tumbler, who speaks the room and the replies after each title ("Batch
House" with "Tumbler trundles after you. \"Batch house!\" he says. ..."; told again as "Tumbler:
\"Batch house again! Mould store door north, shut. ...\""; a Lehr Room where "Tumbler points.
\"Shiny! A silver daler coin, under the lehr!\""; "The mould store door is shut. Tumbler says,
\"Shut! Open it, open it!\"", "The gaffer's door is locked. Tumbler says, ...", "Sand, and more
sand. ...", "You close the mould store door. Tumbler says, \"Shut again!\""); map B, a coaching inn
told in full on the first visit and in one line on a return ("Inn Yard\nYou're back in the yard.
Coach office north (shut), tack room east, parlour west (locked)."; an Ostlers' Bothy where "A
silver livre has rolled under one of the cots."; "The coach office door is shut. ...", "The door
opens with a groan.", "Locked for the night. ...", "The horse trough is in the way, and it's full.",
"You shut the coach office door behind you."); map C, a Cold War bunker spoken over the intercom
("CONTROL: You are in the decontamination room. ...", told again as "CONTROL: Decontamination again.
..."; a Ration Store with "I'm seeing a brass rupiah coin on the floor by the tins."; "CONTROL:
Negative, the hatch is shut. Open it first.", "CONTROL: Hatch open. Proceed.", "CONTROL: Negative.
The blast door is locked. ...", "CONTROL: Negative. That is the shower wall.", "CONTROL: Coin
recovered. Log it.", "CONTROL: Hold position."); coins taken and gone, doors refused, opened and
shut again, locked doors and walls refused and left behind, waits and examines that keep the room;
moves spelled `n`, `e`, `s`, `w`, `north`, `south`, `east`, `west`, `open door`, `open hatch`, `take
coin`, `get coin`, `close door`, `shut door`, `close hatch`. What a person reads in each text is
declared beside it; the map facts and the person's actions are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- map A, a glass works with a robot companion: BATCH HOUSE n MOULD STORE (a door, closed at
# first), e FURNACE HALL (an arch), w the gaffer's office (locked), s sand (no way); FURNACE HALL s
# LEHR ROOM (a doorway; a silver daler coin).


def batch(door: str = "shut", brief: bool = False, event: str = "") -> tuple:
    if brief:
        text = (
            'Batch House\nTumbler: "Batch house again! Mould store door north, '
            f"{door}. Furnace hall east. Gaffer's door west, locked.\""
        )
        if event:
            text += f"\n\n{event}"
    else:
        text = (
            "Batch House\nSand, soda ash and lime lie in three great bins, and a shovel stands "
            f"in each. The mould store door, north, is {door}. The furnace hall is east, through "
            "an open arch. The gaffer's office door, west, is locked. Heaps of sand fill the "
            'south end of the shed.\n\nTumbler trundles after you. "Batch house!" he says. '
            '"Sand and soda and lime!"'
        )
    return (
        text,
        R(
            "batch house",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "mould store", "e": "furnace hall"},
        ),
    )


def furnace(brief: bool = False) -> tuple:
    if brief:
        text = 'Furnace Hall\nTumbler: "Furnace hall. Hot. Arch west, doorway south."'
    else:
        text = (
            "Furnace Hall\nThe glory holes glow white in the beehive furnace, and the heat is "
            "like a hand on your face. The batch house is west, through the arch. A doorway "
            "south leads to the lehr room.\n\nTumbler's fan whirrs. \"Hot! Hot! Tumbler does "
            'not like the furnace hall."'
        )
    return (text, R("furnace hall", "w s", leads={"w": "batch house", "s": "lehr room"}))


def lehr(coin: bool = True) -> tuple:
    text = (
        "Lehr Room\nA long tunnel oven creeps the new glass along from the hot end to the cool, "
        "so slowly you cannot see it move. The only way out is the doorway north."
    )
    if coin:
        text += '\n\nTumbler points. "Shiny! A silver daler coin, under the lehr!"'
    return (text, R("lehr room", "n", coin=coin, leads={"n": "furnace hall"}))


def mould() -> tuple:
    return (
        "Mould Store\nCast-iron moulds for bottles and lamp chimneys are stacked on the floor "
        "like the pieces of some giant's game. The only door is the one to the south.\n\n"
        'Tumbler says, "Mould store. Tumbler counted the moulds once. Two hundred and twelve."',
        R("mould store", "s", leads={"s": "batch house"}),
    )


A_SHUT = (
    'The mould store door is shut. Tumbler says, "Shut! Open it, open it!"',
    K("refused", "closed"),
)
A_OPEN = ("You open the mould store door. Tumbler claps his grippers.", K("opened", "n"))
A_LOCKED = (
    'The gaffer\'s door is locked. Tumbler says, "Gaffer has the key. Gaffer is at lunch."',
    K("refused", "locked"),
)
A_SAND = ('Sand, and more sand. Tumbler says, "No way south! Only sand!"', K("refused"))
A_TAKE = ('You take the silver daler. Tumbler says, "Tumbler saw it first."', K("took"))

# ---- map B, a coaching inn told in one line on a return: INN YARD n COACH OFFICE (a door, shut at
# first), e TACK ROOM (a low doorway), w the landlord's parlour (locked), s a horse trough (no way);
# TACK ROOM n OSTLERS' BOTHY (an open door; a silver livre).


def yard(door: str = "shut", brief: bool = False) -> tuple:
    if brief:
        text = (
            f"Inn Yard\nYou're back in the yard. Coach office north ({door}), tack room east, "
            "parlour west (locked)."
        )
    else:
        text = (
            "Inn Yard\nThe cobbles are slick with straw and worse, and a coach stands with its "
            f"shafts on the ground. The coach office door, north, is {door}. The tack room is "
            "east, through a low doorway. The landlord's parlour, west, is locked for the "
            "night. A horse trough runs along the south wall."
        )
    return (
        text,
        R(
            "inn yard",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "coach office", "e": "tack room", "w": "landlord's parlour"},
        ),
    )


def tack(brief: bool = False) -> tuple:
    if brief:
        text = "Tack Room\nBack among the saddles. Yard west, bothy north."
    else:
        text = (
            "Tack Room\nSaddles sit on pegs like a row of riders, and the smell of saddle soap "
            "is strong. The yard is west. An open door north leads to the ostlers' bothy."
        )
    return (text, R("tack room", "w n", leads={"w": "inn yard", "n": "ostlers' bothy"}))


def bothy(coin: bool = True) -> tuple:
    text = (
        "Ostlers' Bothy\nTwo cots, a stove and a pack of greasy cards on an upturned box. The "
        "only door is south."
    )
    if coin:
        text += "\n\nA silver livre has rolled under one of the cots."
    return (text, R("ostlers' bothy", "s", coin=coin, leads={"s": "tack room"}))


def office() -> tuple:
    return (
        "Coach Office\nA high desk, a waybill spike and a timetable for the Bath and Bristol "
        "coaches. The door to the yard, south, is open.",
        R("coach office", "s", leads={"s": "inn yard"}),
    )


B_SHUT = (
    "The coach office door is shut. The clerk inside shouts that he's busy.",
    K("refused", "closed"),
)
B_OPEN = ("The door opens with a groan.", K("opened", "n"))
B_LOCKED = (
    "Locked for the night. The landlord's snores come through the keyhole.",
    K("refused", "locked"),
)
B_TROUGH = ("The horse trough is in the way, and it's full.", K("refused"))
B_TAKE = ("You fish the livre out from under the cot.", K("took"))

# ---- map C, a bunker spoken over the intercom: DECONTAMINATION ROOM n PLANT ROOM (a hatch, shut at
# first), e DORMITORY (a bulkhead), w the ops room (a blast door, locked), s the shower wall (no
# way); DORMITORY s RATION STORE (a door, open; a brass rupiah coin).


def decon(hatch: str = "shut", brief: bool = False) -> tuple:
    if brief:
        text = (
            f"CONTROL: Decontamination again. Hatch north {hatch}. Dormitory east. Blast door "
            "west locked."
        )
    else:
        text = (
            "CONTROL: You are in the decontamination room. Showers line the south wall; there "
            f"is no way through them. The plant room hatch is north, and it is {hatch}. The "
            "dormitory is east, through the open bulkhead. The ops room blast door, west, is "
            "locked. Acknowledge."
        )
    return (
        text,
        R(
            "decontamination room",
            "n e w",
            closed="n" if hatch == "shut" else "",
            locked="w",
            leads={"n": "plant room", "e": "dormitory", "w": "ops room"},
        ),
    )


def dorm(brief: bool = False, event: str = "") -> tuple:
    if brief:
        text = "CONTROL: Dormitory. Bulkhead west, ration store south."
        if event:
            text += f" {event}"
    else:
        text = (
            "CONTROL: You are in the dormitory. Twenty bunks, all made, nobody in them. The "
            "decontamination room is west, through the bulkhead. The ration store door, south, "
            "is open."
        )
    return (
        text,
        R("dormitory", "w s", leads={"w": "decontamination room", "s": "ration store"}),
    )


def ration(coin: bool = True) -> tuple:
    text = (
        "CONTROL: You are in the ration store. Tins of corned beef to the ceiling. The only way "
        "out is north."
    )
    if coin:
        text += " I'm seeing a brass rupiah coin on the floor by the tins. Somebody's souvenir."
    return (text, R("ration store", "n", coin=coin, leads={"n": "dormitory"}))


def plant() -> tuple:
    return (
        "CONTROL: You are in the plant room. Air scrubbers and the standby generator. The "
        "hatch, south, is open. That's the only way out.",
        R("plant room", "s", leads={"s": "decontamination room"}),
    )


C_SHUT = ("CONTROL: Negative, the hatch is shut. Open it first.", K("refused", "closed"))
C_OPEN = ("CONTROL: Hatch open. Proceed.", K("opened", "n"))
C_LOCKED = (
    "CONTROL: Negative. The blast door is locked. Do not attempt.",
    K("refused", "locked"),
)
C_WALL = ("CONTROL: Negative. That is the shower wall.", K("refused"))
C_TAKE = ("CONTROL: Coin recovered. Log it.", K("took"))

ITEMS = [
    # ---- map A
    item(
        batch(),
        "n",
        A_SHUT,
        "open door",
        A_OPEN,
        "n",
        mould(),
        "s",
        batch(door="open", brief=True),
        notes="the mould store door refused, opened and walked through, and the batch house "
        "told again in Tumbler's one line (the door open): north visited; the first room (no "
        "initial); the furnace hall east unvisited: go east",
    ),
    item(
        batch(),
        "e",
        furnace(),
        "s",
        lehr(),
        "take coin",
        A_TAKE,
        "n",
        furnace(brief=True),
        "w",
        batch(brief=True),
        notes="the daler taken in the lehr room, the furnace hall and the batch house told again "
        "in Tumbler's words: east visited; the first room; the mould store door shut: open north",
    ),
    item(
        furnace(),
        "w",
        batch(),
        "w",
        A_LOCKED,
        "s",
        A_SAND,
        "wait",
        ("Tumbler hums a little song about sand, with three verses.", K("none")),
        notes="the gaffer's door (locked) and the sand (no exit) refused, and a wait keeps the "
        "room: refused(west), refused(south); east visited (initial); the door north shut: "
        "open north",
    ),
    item(
        mould(),
        "s",
        batch(door="open"),
        "e",
        furnace(),
        "w",
        batch(
            door="open",
            brief=True,
            event="The furnace roars as somebody opens a glory hole in the hall.",
        ),
        notes="back in the batch house: north (the way first entered, initial) and east "
        "visited, the gaffer's door locked: every open way visited: go back north",
    ),
    item(
        lehr(),
        "get coin",
        A_TAKE,
        "n",
        furnace(),
        "w",
        batch(),
        "n",
        A_SHUT,
        "open door",
        A_OPEN,
        notes="a walk begun in the lehr room, the coin taken; in the batch house the door north "
        "refused and opened (the refusal cleared); east visited (initial): go north",
    ),
    item(
        batch(),
        "e",
        furnace(),
        "w",
        batch(brief=True),
        "e",
        furnace(brief=True),
        "s",
        lehr(),
        "take coin",
        A_TAKE,
        notes="two returns told in fewer words, then the daler taken (a reply that names no "
        "room): no coin in the lehr room; north visited (initial, all visited): go back north",
    ),
    item(
        batch(),
        "n",
        A_SHUT,
        "wait",
        ("Tumbler waits with you, tapping one gripper on the floor.", K("none")),
        "open door",
        A_OPEN,
        "n",
        mould(),
        "s",
        batch(door="open", brief=True),
        "close door",
        (
            'You close the mould store door. Tumbler says, "Shut again!"',
            R(None, "n e w", closed="n", locked="w"),
        ),
        notes="the door refused, kept by a wait, opened, walked through and back, and shut "
        "again (a reply that names no room: closed(north)); north visited; the first room; "
        "east unvisited: go east",
    ),
    # ---- map B
    item(
        yard(),
        "north",
        B_SHUT,
        "open door",
        B_OPEN,
        "north",
        office(),
        "south",
        yard(door="open", brief=True),
        notes="the coach office door refused, opened and walked through; the yard told again in "
        "one line (the door open): north visited; the first room; the tack room east "
        "unvisited: go east",
    ),
    item(
        yard(),
        "east",
        tack(),
        "north",
        bothy(),
        "get coin",
        B_TAKE,
        "south",
        tack(brief=True),
        "west",
        yard(brief=True),
        notes="the livre taken, the tack room and the yard told again in one line: east "
        "visited; the first room; the coach office door shut: open north",
    ),
    item(
        tack(),
        "west",
        yard(),
        "west",
        B_LOCKED,
        "look",
        yard(),
        notes="the parlour refused as locked; the look shows it still locked: refused(west) "
        "stands; east visited (initial); the coach office door shut: open north",
    ),
    item(
        office(),
        "south",
        yard(door="open"),
        "shut door",
        (
            "You shut the coach office door behind you.",
            R(None, "n e w", closed="n", locked="w"),
        ),
        notes="the coach office door shut again behind the player (a reply that names no room): "
        "closed(north); north visited (initial); east unvisited: go east",
    ),
    item(
        bothy(),
        "get coin",
        B_TAKE,
        "south",
        tack(),
        "east",
        ("The tack room wall. Saddles, but no door.", K("refused")),
        notes="a walk begun in the bothy, the coin taken; in the tack room the wall east "
        "refused (refused(east)); north visited (initial), the yard west unvisited: go west",
    ),
    item(
        yard(),
        "east",
        tack(),
        "west",
        yard(brief=True),
        "x coach",
        ("The coach's doors are painted with a coat of arms, half flaked away.", K("none")),
        notes="back in the yard (told in one line), an examine keeps it: east visited; the "
        "first room; the coach office door shut: open north",
    ),
    item(
        office(),
        "south",
        yard(door="open"),
        "east",
        tack(),
        "north",
        bothy(),
        "get coin",
        B_TAKE,
        "look",
        bothy(coin=False),
        notes="the livre taken and looked for: no coin in the bothy; south visited (initial, "
        "all visited): go back south",
    ),
    # ---- map C
    item(
        decon(),
        "north",
        C_SHUT,
        "open hatch",
        C_OPEN,
        "north",
        plant(),
        notes="the hatch refused as shut, opened and gone through, every reply spoken over the "
        "intercom: in the plant room south visited (initial, all visited): go back south",
    ),
    item(
        decon(),
        "west",
        C_LOCKED,
        "wait",
        ("CONTROL: Hold position.", K("none")),
        "unlock west door",
        ("CONTROL: You don't have the codes for that door. Nobody does, down here.", K("none")),
        notes="the blast door refused as locked, kept by a wait and a failed unlock: "
        "refused(west), closed(west); open north or go east",
    ),
    item(
        dorm(),
        "west",
        decon(),
        "south",
        C_WALL,
        "east",
        dorm(brief=True),
        notes="the shower wall refused in the decontamination room and left behind; the "
        "dormitory told again in fewer words: west visited; the first room; the ration store "
        "south unvisited: go south",
    ),
    item(
        decon(),
        "east",
        dorm(),
        "south",
        ration(),
        "take coin",
        C_TAKE,
        "north",
        dorm(brief=True, event="Stand by, the lights may flicker."),
        notes="the rupiah taken, and the dormitory told again in fewer words: west (initial) "
        "and south visited (all visited): go back west",
    ),
    item(
        ration(),
        "take coin",
        ("CONTROL: Coin recovered. Souvenir or not, log it.", K("took")),
        "north",
        dorm(),
        "west",
        decon(),
        notes="a walk begun in the ration store, the coin taken; in the decontamination room "
        "east visited (initial); the hatch shut, the blast door locked: open north",
    ),
    item(
        plant(),
        "south",
        decon(hatch="open"),
        "close hatch",
        (
            "CONTROL: Hatch shut behind you. Good.",
            R(None, "n e w", closed="n", locked="w"),
        ),
        "wait",
        ("CONTROL: Hold position. Something on the line.", K("none")),
        notes="the hatch shut again behind the player (the reply names no room: closed(north)), "
        "and a wait keeps the room; north visited (initial); east unvisited: go east",
    ),
]
