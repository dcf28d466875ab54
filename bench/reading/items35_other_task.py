"""other_task, thirty-fifth round: goals that are not the coin, in this round's places and
registers: a tonnara's rais's orders ("Winches turned: 0/4", a copper coin by a capstan), a lace
mistress's veil by Saturday noon, "OBJECTIVE: Press 40 beaver pelts into a bale before the canoes
leave at dawn. (Pelts pressed: 0/40)" (a silver coin by the press), a gamelan rehearsal's great
gong, a piping contest's pibroch, "Lambs delivered: 0/3" (a penny in the straw), "BAND READY: 2/24
players", "Cygnets marked: 0/9", TextWorldExpress's arithmetic game in its manner (5 coins and 12
apples on a patio table) and its instructions book, a wassail of the three oldest apple trees, a
well dressing's last 500 petals (a sixpence by the trestle), a mummers' St George, "[Task added:
Ring the curfew bell at nine.]" after a move, a pancake race before a move (a penny on the church
path): `unknown_task` (15, six with a coin in the room, two with a walk); five coin games told in
new ways (a shipwright's mast-step coin gone astray in the yard, "Find the coin and take it before
the mast goes in."; Grandma's lucky coin hidden in the house instead of the New Year dumplings,
after a move; a shell game's "$ cat README" with "OBJECTIVE: find the coin. take the coin. that's
the whole game."; a telephone line's "Welcome to Dial-a-Quest. Tonight's quest: find the golden coin
hidden in Marsh Mill, and take it."; a scout badge card, "TRACKER BADGE -- Task 3 of 3: ... Find it
and pick it up."): an answer. What a person reads in each text is declared beside it; the map facts
and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

UNKNOWN = "unknown_task"

ITEMS = [
    # ---- goals that are not the coin ----
    item(
        "ORDERS OF THE RAIS: Raise the chamber nets before the tunny come in. Winches turned: "
        "0/4\n\nWinch Platform\nFour capstans stand on the stone platform above the water, "
        "their bars worn silver by hands. The boat path runs north and south along the shore."
        "\n\nThere is a copper coin here, by the first capstan.",
        R("winch platform", "n s", coin=True),
        expect=UNKNOWN,
        notes="the rais's orders are to raise the nets (turn the winches), not the coin: another "
        "task, though a copper coin lies here",
    ),
    item(
        "Madame Claes wants the bride's veil finished by Saturday noon, and it is Friday "
        "evening.\n\nWorkroom\nA lace pillow with a half-made veil pinned to it sits by the lamp. "
        "The Grand Mistress's parlour is east of here.\n\nYou can see a box of bobbins here.",
        R("workroom", "e"),
        expect=UNKNOWN,
        notes="the goal is to finish the veil: another task; no coin",
    ),
    item(
        "OBJECTIVE: Press 40 beaver pelts into a bale before the canoes leave at dawn. (Pelts "
        "pressed: 0/40)\n\nBaling Floor [Fort Tamarack]\nPelts lie in loose heaps around the "
        "bale press.\nWays out: north | west (door open)\nA silver coin lies by the foot of the "
        "press.",
        R("baling floor", "n w", coin=True),
        expect=UNKNOWN,
        notes="a MUD objective to press pelts: another task, even with a silver coin by the press",
    ),
    item(
        "Tonight's rehearsal: strike the great gong on the last beat of every cycle. Don't miss "
        "one.\n\nPendopo\nThe open pavilion's floor is polished teak. The great gong hangs in its "
        "frame at the north end, and the pavilion opens south onto the garden.",
        R("pendopo", "s"),
        expect=UNKNOWN,
        notes="the goal is to strike the gong: another task; the gong's frame north is no exit",
    ),
    item(
        "The judges are waiting in the marquee. Tune your drones and play the pibroch before the "
        "bell goes.\n\nPiping Tent\nBags and cases lie open on the trestles. The tent flap to the "
        "field is west, and the marquee is east.",
        R("piping tent", "w e"),
        expect=UNKNOWN,
        notes="a piping contest: tune and play; another task, no coin",
    ),
    item(
        "Lambs delivered: 0/3 -- the vet's number is on the kitchen wall.\n\nLambing Shed\nEwes "
        "shift in their pens under the lamp. The door to the yard, south, is shut. A penny lies "
        "in the straw by the water trough.",
        R("lambing shed", "s", closed="s", coin=True),
        expect=UNKNOWN,
        notes="a lambing tally: another task, even with a penny in the straw",
    ),
    item(
        "BAND READY: 2/24 players. Find the others before the adjudicator rings.\n\nBand Room\n"
        "Music stands, a bass drum, cornet cases on every chair. Doors lead north to the stage "
        "and east to the car park.",
        R("band room", "n e"),
        expect=UNKNOWN,
        notes="a brass band contest: gather the players; another task, no coin",
    ),
    item(
        "Cygnets marked: 0/9. The skiffs leave the landing at ten.\n\nBoat Landing\nSkiffs nose "
        "against the staging. The towpath runs east and west; the river is north.",
        R("boat landing", "e w"),
        expect=UNKNOWN,
        notes="swan upping: mark the cygnets; another task; the river north is no exit",
    ),
    item(
        "Your first task is to solve the math problem. Then, pick up the item with the same "
        "quantity as the math problem answer, and place it in the box.\n\nYou are in the "
        "backyard. In one part of the room you see a barbeque. There is also a patio table that "
        "has 5 coins, and 12 apples on it. You also see a math problem. In another part of the "
        "room you see a box, that is empty. \nTo the North you see the kitchen. ",
        R("backyard", "n", coin=True),
        expect=UNKNOWN,
        notes="TextWorldExpress's arithmetic game in its manner: another task, even with 5 coins "
        "on the patio table (the earlier rounds' call)",
    ),
    item(
        "Your task is to read and follow the instructions book found in the environment. "
        "Repeat this until the game is completed.\n\nYou are in the pantry. In one part of the "
        "room you see a shelf that has a jar of jam on it. There is also an instructions book. "
        "\nTo the East you see the kitchen. ",
        R("pantry", "e"),
        expect=UNKNOWN,
        notes="TextWorldExpress's instructions-book game: another task",
    ),
    item(
        "Twelfth Night. Wassail the three oldest apple trees before the bonfire burns down "
        "(trees wassailed: 0/3).\n\nOrchard Gate\nLanterns hang in the branches, and someone has "
        "a shotgun for the noise. The orchard is north; the lane is west.",
        R("orchard gate", "n w"),
        expect=UNKNOWN,
        notes="a wassail: another task, no coin",
    ),
    item(
        "Press the last 500 petals into the clay board before the blessing at noon.\n\nWell "
        "Yard\nThe board leans against a trestle, half covered in hydrangea blue. A sixpence "
        "lies in the dust beside the trestle. The church path goes east, and the well lane "
        "south.",
        R("well yard", "e s", coin=True),
        expect=UNKNOWN,
        notes="a well dressing: press the petals; another task, even with a sixpence lying here",
    ),
    item(
        "You are St George. Learn your lines before the Turkish Knight learns his, and be at "
        "the Plough by eight.\n\nBack Kitchen\nA wooden sword, a paper helmet and the script "
        "on the table. The back door, north, is shut; the passage runs east.",
        R("back kitchen", "n e", closed="n"),
        expect=UNKNOWN,
        notes="a mummers' play: learn the lines; another task, no coin",
    ),
    item(
        (
            "Tower Base\nThe bell ropes hang down through holes in the ceiling, looped up out "
            "of reach. The church is south, and the vestry is east.",
            R("tower base", "s e"),
        ),
        "east",
        (
            "Vestry\nSurplices, a kettle, the register. The church is west of here.\n\n[Task "
            "added: Ring the curfew bell at nine. It is ten to.]",
            R("vestry", "w"),
        ),
        expect=UNKNOWN,
        notes="a task added after a move, to ring a bell: another task",
    ),
    item(
        (
            "PANCAKE RACE! Flip the pancake three times and cross the line by the church before "
            "the others.\n\nMarket Place\nThe pan is hot in your hand and the crowd is shouting. "
            "The race runs east along the high street; the inn is north.",
            R("market place", "e n"),
        ),
        "east",
        (
            "High Street\nShop doors stand open on both sides and the crowd spills off the kerb. "
            "The street runs on east to the church; the market place is west. A penny lies on "
            "the cobbles.",
            R("high street", "e w", coin=True),
        ),
        expect=UNKNOWN,
        notes="a pancake race told before a move: another task, even with a penny on the "
        "cobbles after the move",
    ),
    # ---- the coin game told in new ways: an answer ----
    item(
        "The old shipwright always set a coin under the mast step for luck, and this one has "
        "gone astray somewhere in the yard. Find the coin and take it before the mast goes "
        "in.\n\nMast Shed\nA new mast lies on trestles, pale and sweet-smelling. The slip is east "
        "of here, and the sail loft is north.",
        R("mast shed", "e n"),
        notes="the goal is to find the coin and take it: the coin task; no coin here: go east "
        "or north",
    ),
    item(
        (
            "New Year's Eve! Grandma has hidden the lucky coin somewhere in the house this year "
            "instead of in the dumplings. Find it and pick it up, and the luck is yours.\n\n"
            "Kitchen\nDumplings steam on every plate. The dining room is east, and the hall is "
            "south.",
            R("kitchen", "e s"),
        ),
        "south",
        (
            "Hall\nCoats on every hook, boots in a heap. The kitchen is north; the front door, "
            "west, is locked for the night. On the shoe rack lies a coin.",
            R("hall", "n w", locked="w", coin=True),
        ),
        notes="Grandma's lucky coin, to find and pick up: the coin task; after a move the coin "
        "lies on the shoe rack: take it",
    ),
    item(
        "$ cat README\nOBJECTIVE: find the coin. take the coin. that's the whole game.\n$ look\n"
        "[~/lighthouse/lamp_room]\nYou are in: Lamp Room\nThe great lens turns slowly, throwing "
        "its beam out to sea.\nexits: south/ -> Watch Room\nitems: coin, oil can\n$",
        R("lamp room", "s", coin=True),
        notes="a game printed like a shell: its README's objective is the coin; a coin among "
        "the items: take it",
    ),
    item(
        "Welcome to Dial-a-Quest. Tonight's quest: find the golden coin hidden in Marsh Mill, "
        "and take it. To repeat this message, say: repeat.\n\nYou are in the Mill Yard. From "
        "here you can go north, to the Mill, whose door is closed, or east, to the Lane. Please "
        "say a direction.",
        R("mill yard", "n e", closed="n"),
        notes="a telephone quest whose goal is the golden coin: the coin task; no coin here: "
        "open the mill door north or go east",
    ),
    item(
        "TRACKER BADGE -- Task 3 of 3: Your leader has hidden a coin somewhere in the scout "
        "hut. Find it and pick it up.\n\nScout Hut\nBunting, a woggle on the floor, a "
        "noticeboard. The door is south. A coin glints on the windowsill.",
        R("scout hut", "s", coin=True),
        notes="a scout badge card whose task is finding the hidden coin and picking it up: the "
        "coin task; a coin on the windowsill: take it",
    ),
]
