"""prose, fifty-second round (emphasis: the game's replies and the history): seven walks (2-4 turns)
on a sleeping-car train stopped in the snow, where the conductor speaks every room and every reply
(a Sleeping Car Corridor whose compartment door north "is closed" at first, whose dining car is
forward to the east, whose baggage van west "is locked until Vinkovci" and whose south is the window
and the snow; a Compartment; a Dining Car whose galley door east is "propped open with a chair"; a
Galley with "a gold chervonets coin on the bread board"): "'Pardon, monsieur, the door of the
compartment is closed. ...'", "'Voilà.' The conductor opens the door ...", "'Non, monsieur. The
baggage van is locked until Vinkovci. ...'", "'Monsieur would go out of the window? ...'", "'We are
stopped, monsieur. ...'", the coin pocketed and looked for, the compartment door shut again by the
conductor, returns told in one sentence ("'The corridor again, monsieur. ...'"); single rooms and
short histories in voices the earlier rounds used never, each speaking the room or the reply: a
dungeon master at a table, a voice assistant, a park ranger on the radio, a cricket commentator, a
genie, a minstrel's ballad, a museum docent, a stage prompter who hisses a refusal, a telegram, a
chauffeur, an air traffic controller, a libretto's stage directions, a henchman reporting to his
boss. What a person reads in each text is declared beside it; the map facts and the person's actions
are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- the sleeping-car train: CORRIDOR n COMPARTMENT (a door, closed at first), e DINING CAR (a
# connecting door), w the baggage van (locked), s a window (no way); DINING CAR e GALLEY (a door
# propped open; a gold chervonets coin).


def corridor(door: str = "closed", brief: bool = False) -> tuple:
    if brief:
        text = (
            '"The corridor again, monsieur. Your door to the north is '
            f'{door}; the dining car is east; the baggage van west is still locked."'
        )
    else:
        text = (
            '"The corridor of the sleeping car, monsieur," says the conductor, touching his '
            'cap. "The door of your compartment, number seven, is to the north, and it is '
            f"{door}. The dining car is forward, to the east, through the connecting door. The "
            "baggage van, to the west, is locked until Vinkovci. To the south there is only the "
            'window, and the snow."'
        )
    return (
        text,
        R(
            "sleeping car corridor",
            "n e w",
            closed="n" if door == "closed" else "",
            locked="w",
            leads={"e": "dining car", "w": "baggage van"},
        ),
    )


def compartment() -> tuple:
    return (
        '"Your compartment, monsieur, number seven," says the conductor. "The bed is made up '
        "and there is a little water in the carafe. The door to the corridor, to the south, is "
        'open."',
        R("compartment", "s", leads={"s": "sleeping car corridor"}),
    )


def dining(brief: bool = False) -> tuple:
    if brief:
        text = '"The dining car once more, monsieur. The galley is east; the sleeping car is west."'
    else:
        text = (
            '"The dining car, monsieur," says the conductor. "The tables are laid for '
            "dinner, though nobody is dining, on account of the snow. The sleeping car is behind "
            "us, to the west. The door of the galley, to the east, is propped open with a "
            'chair."'
        )
    return (text, R("dining car", "w e", leads={"w": "sleeping car corridor", "e": "galley"}))


def galley(coin: bool = True) -> tuple:
    text = (
        '"The galley, monsieur, but the chef is asleep on the flour sacks and I would not wake '
        'him. The only door is the one to the west."'
    )
    if coin:
        text += (
            ' The conductor bends to look. "Tiens. Somebody has left a gold chervonets coin on '
            'the bread board."'
        )
    return (text, R("galley", "w", coin=coin, leads={"w": "dining car"}))


SHUT = (
    '"Pardon, monsieur, the door of the compartment is closed. You must open it first."',
    K("refused", "closed"),
)
VAN = (
    '"Non, monsieur. The baggage van is locked until Vinkovci. Those are the rules of the '
    'Compagnie."',
    K("refused", "locked"),
)
WINDOW = (
    '"Monsieur would go out of the window? Into the snow? I think not."',
    K("refused"),
)
POCKET = (
    '"A gold chervonets. Monsieur has sharp eyes," says the conductor, as you pocket it.',
    K("took"),
)

ITEMS = [
    item(
        corridor(),
        "north",
        SHUT,
        "open door",
        ('"Voilà." The conductor opens the door of number seven for you.', K("opened", "n")),
        "north",
        compartment(),
        notes="the conductor speaks the refusal (closed) and opens the door (the only shut "
        "door); in the compartment south visited (initial, all visited): go back south",
    ),
    item(
        corridor(),
        "west",
        VAN,
        "south",
        WINDOW,
        notes="two refusals the conductor speaks: the baggage van locked (refused(west), "
        "closed(west)) and the window (no exit: refused(south)); the compartment door north "
        "closed, the dining car east open: open north or go east",
    ),
    item(
        corridor(),
        "east",
        dining(),
        "east",
        galley(),
        "take coin",
        POCKET,
        notes="the chervonets pocketed (the conductor's reply names no room): no coin in the "
        "galley now; west visited (initial, all visited): go back west",
    ),
    item(
        galley(),
        "take chervonets coin",
        (
            '"Monsieur is quick," says the conductor, as the chervonets disappears into your '
            "pocket.",
            K("took"),
        ),
        "west",
        dining(),
        "west",
        corridor(),
        notes="a walk begun in the galley, the coin taken; in the corridor east visited "
        "(initial); the compartment door closed, the van locked: open north",
    ),
    item(
        corridor(),
        "east",
        dining(),
        "west",
        corridor(brief=True),
        "wait",
        (
            "\"We are stopped, monsieur. There is snow on the line, up to the engine's "
            'chimney. We wait." The train does not move.',
            K("none"),
        ),
        notes="the corridor told again in one sentence ('The corridor again'), then a wait the "
        "conductor answers (the room kept); east visited; the first room (no initial): open "
        "north",
    ),
    item(
        compartment(),
        "south",
        corridor(door="open"),
        "close the door",
        (
            '"As monsieur wishes." The conductor closes the door of number seven and locks '
            "nothing.",
            R(None, "n e w", closed="n", locked="w"),
        ),
        notes="the compartment door shut again by the conductor (closed, not locked: 'locks "
        "nothing'); a reply that names no room, read as the corridor with that door closed; "
        "north visited (initial); the dining car east unvisited: go east",
    ),
    item(
        dining(),
        "east",
        galley(),
        "take coin",
        POCKET,
        "look",
        galley(coin=False),
        "west",
        dining(brief=True),
        notes="the coin taken and looked for (the galley without it), then the dining car told "
        "in fewer words: east visited; the first room (no initial); the sleeping car west "
        "unvisited: go west",
    ),
    # ---- single rooms and short histories
    item(
        (
            "DM: Okay. You're in the chapel crypt. Low vaults, bones in niches, all that. "
            "There's an iron-bound door in the north wall, and a passage going off east. "
            "That's it, just the two.",
            R("chapel crypt", "n e"),
        ),
        "go north",
        (
            "DM: You try the door. Locked. Solidly locked. Nobody's getting through that "
            "without a key, and no, Dave, you can't kick it.",
            K("refused", "locked"),
        ),
        notes="a dungeon master speaks the room (the door north and the passage east) and "
        "the refusal: refused(north), closed(north), no open; "
        "go east",
    ),
    item(
        (
            "You are in the boot room. The back door is to the east. It is unlocked, but it is "
            "closed. The kitchen is to the north. Would you like me to open the back door?",
            R("boot room", "e n", closed="e", leads={"n": "kitchen"}),
        ),
        notes="a voice assistant speaks the room: the back door unlocked but closed "
        "(closed(east)); the kitchen north: go north or open east",
    ),
    item(
        (
            "Ranger station to hiker, copy. Okay, you're at Lookout Cabin. The door on the west "
            "side is locked, I've got the key down here with me. The trail goes on east to the "
            "creek. Don't touch the fire log. Over.",
            R("lookout cabin", "w e", locked="w"),
        ),
        "west",
        (
            "Negative, negative, that door is locked, like I said. Trail east. Over.",
            K("refused", "locked"),
        ),
        notes="a park ranger on the radio speaks the room and the refusal: refused(west), "
        "closed(west); the trail east: go east",
    ),
    item(
        (
            "...and he's in the Long Room now, past the portraits of old captains, and the door "
            "to the home dressing room is on his left, to the north, firmly shut. The "
            "committee room is behind him, to the south. And oh, look at that: the toss coin, "
            "dropped on the boards by the umpire. It's just lying there.",
            R("long room", "n s", closed="n", coin=True, leads={"s": "committee room"}),
        ),
        notes="a cricket commentator speaks the room: a toss coin dropped on the boards is a "
        "coin in the room: take coin",
    ),
    item(
        (
            '"Your wish is my command, O master! Behold, you stand in the Antechamber of '
            "Jewels. To the north is the Hall of the Sultan, through an open door of cedar. To "
            "the east is the Well of Sighs. To the west, O master, there is nothing but the "
            'living rock of the mountain."',
            R(
                "antechamber of jewels",
                "n e",
                leads={"n": "hall of the sultan", "e": "well of sighs"},
            ),
        ),
        "west",
        (
            '"Alas, O master, not even a genie can walk through a mountain. Try north, or east."',
            K("refused"),
        ),
        notes="a genie speaks the room and the refusal (west is rock: refused(west)); north and "
        "east open",
    ),
    item(
        (
            "Now hark, and I'll sing of the Stable you're in:\nthe door to the north has been "
            "barred with a pin,\nthe yard lies to eastward, the snow on it deep,\nand a gold "
            "hyperpyron lies in the straw, fast asleep.",
            R("stable", "n e", locked="n", coin=True),
        ),
        notes="a minstrel's ballad: the room (the Stable), the door north barred (locked), the "
        "yard east, and a gold hyperpyron in the straw: take coin",
    ),
    item(
        (
            "And here we are in the Tapestry Gallery. Please don't touch, the wool is six "
            "hundred years old. The Egyptian Room is through the arch to the east, and the "
            "staff door to the north is kept locked, I'm afraid. Any questions? No? Lovely.",
            R("tapestry gallery", "e n", locked="n", leads={"e": "egyptian room"}),
        ),
        notes="a museum docent speaks the room: the arch east open, the staff door north kept "
        "locked: go east",
    ),
    item(
        (
            "(whispering from the wings) You're in the Green Room, love. The door to the "
            "stage is north, it's open, go on. The dressing rooms are south.",
            R("green room", "n s", leads={"s": "dressing rooms"}),
        ),
        "west",
        ("(hissing) Not west! West is the wall! North, for pity's sake!", K("refused")),
        notes="a stage prompter speaks the room and hisses the refusal (west is a wall: "
        "refused(west)); north and south open",
    ),
    item(
        (
            "ARRIVED CUSTOMS SHED STOP DOOR NORTH LOCKED STOP YARD EAST OPEN STOP ONE SILVER "
            "SHEKEL COIN ON FLOOR STOP ADVISE STOP",
            R("customs shed", "n e", locked="n", coin=True),
        ),
        notes="a telegram names the room, a locked door north, the yard east and a silver "
        "shekel coin on the floor: take coin",
    ),
    item(
        (
            "\"We're in the motor house now, sir. The doors to the lane, south, are open, as you "
            "see. The harness room is west, but Mr Gregson keeps it locked. And that's the "
            'washing bay, east, through the arch."',
            R("motor house", "s w e", locked="w", leads={"w": "harness room", "e": "washing bay"}),
        ),
        "south",
        (
            '"The lane, sir? Very good."\n\nThe lane runs between high banks of cow '
            "parsley. The motor house is north, its doors open. The lane goes on west toward "
            "the village.",
            R("lane", "n w", leads={"n": "motor house"}),
        ),
        notes="a chauffeur speaks the motor house; his 'The lane, sir?' and the narration name "
        "the lane: north visited (initial), west unvisited: go west",
    ),
    item(
        (
            "Golf Alpha Bravo, you are in the pilots' briefing room. The apron door, north, is "
            "open. The radio room door, west, is closed. Report when ready. Over.",
            R("pilots' briefing room", "n w", closed="w"),
        ),
        "open west door",
        (
            "Golf Alpha Bravo, roger, radio room door is open. Be advised the lights are "
            "out in there. Over.",
            K("opened"),
        ),
        notes="an air traffic controller speaks the room and the reply to the open: the radio "
        "room door west open now; north and west open",
    ),
    item(
        (
            "ACT TWO. The Vestry. Surplices hang on pegs. A door, north, locked. An arch to "
            "the east, opening on the nave. (Enter BARTOLO, hurriedly.)",
            R("vestry", "n e", locked="n", leads={"e": "nave"}),
        ),
        "north",
        (
            "BARTOLO (rattling the door): Locked! Locked, as I feared! (He turns to the arch.)",
            K("refused", "locked"),
        ),
        notes="a libretto's stage directions name the room; a character speaks the refusal "
        "(locked: refused(north), closed(north)); the arch east: go east",
    ),
    item(
        (
            "\"Boss, we're in the counting room. Door east's open, that goes to the vault "
            'passage. Door north? Locked, boss. I tried it twice."',
            R("counting room", "e n", locked="n", leads={"e": "vault passage"}),
        ),
        "wait",
        ('"Still waiting, boss. Nobody\'s come."', K("none")),
        notes="a henchman speaks the room to his boss; a wait keeps it: the door north locked, "
        "the door east open: go east",
    ),
]
