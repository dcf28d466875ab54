"""negation, thirteenth round: the absences, negations and distractors that sit naturally in the
coin games' houses, in several manners. Not coins: a vending machine's coin slot, a painting of
coins, a locked cash box, a coin-operated drier, a coin taken and the room looked at again, a
portrait of a merchant weighing coins, a bottle cap, an empty tip jar, a closed cash register, a
chalked message that the coin is in the kitchen, a search that finds none, a closed money box,
a coin seen on the floor of the next room, an empty change tray, brass tokens. Real coins beside
them: a shilling under the painting, a penny by the cash box's desk, a silver coin under the
merchant's portrait, a twenty-pence piece under the change machine. Not exits: "There is no way
out to the east", "There is no exit to the east, however you look at it", windows on three
sides, "no door on the west side and none to the north", "no exit north; the wall there is solid
brick", a door painted on the plaster. What a person reads in each text is declared beside it;
the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

PROMPT = ">" + " " * 128

TOLLBOOTH = "[Tollbooth]\nA cramped booth with a shuttered window.\n[Exits: n s]"

ITEMS = [
    item(
        "Vending Nook\nA vending machine fills the alcove, a coin slot beneath its buttons. There "
        "is no coin anywhere, only the slot. The way out is west.",
        R("vending nook", "w"),
        notes="a coin slot is no coin ('There is no coin anywhere'); the way out west",
    ),
    item(
        "Gallery\nA painting of gold coins heaped in a chest hangs over a bench. On the bench "
        "beneath it, oddly, lies a real shilling. There is no way out to the east; doorways lead "
        "north and south.",
        R("gallery", "n s", coin=True),
        notes="painted coins are no coin, the real shilling on the bench is (take it); 'There "
        "is no way out to the east': no exit east",
    ),
    item(
        "Counting Room\nYou can see a desk and a cash box (locked) here. Beside one leg of the "
        "desk lies a penny.\n\nThe door to the south is open.",
        R("counting room", "s", coin=True),
        notes="a locked cash box is no coin (its contents not given); the penny beside the desk "
        "is: take it",
    ),
    item(
        "You are in the laundry room. In one part of the room you see a washing machine that is "
        "closed. There is also a coin-operated drier, that has nothing on it. You also see a "
        "laundry basket, that has nothing on it. \nTo the East you see the corridor. ",
        R("laundry room", "e"),
        notes="TextWorldExpress's manner: a coin-operated drier with nothing on it is no coin; "
        "one way east",
    ),
    item(
        "\n\n-= Cloakroom =-\nYou arrive in a cloakroom. An ordinary one.\n\n\n\nThere is an "
        "unguarded exit to the west. There is no exit to the east, however you look at it.\n\n\n\n"
        f"{PROMPT}-= Cloakroom =-0/4",
        R("cloakroom", "w"),
        notes="TextWorld's manner with 'There is no exit to the east': west only",
    ),
    item(
        (TOLLBOOTH + "\nA copper coin lies here.", R("tollbooth", "n s", coin=True)),
        "get coin",
        ("You get a copper coin.", K("took")),
        "look",
        (TOLLBOOTH, R("tollbooth", "n s")),
        notes="the coin taken and the room looked at again: no coin; a shuttered window is no "
        "exit; north and south",
    ),
    item(
        "Parlour\nOver the mantel hangs a portrait of a merchant weighing gold coins. Under the "
        "armchair, though, lies a real one: a silver coin.\nExits: east, north.",
        R("parlour", "e n", coin=True),
        notes="coins in a portrait are no coin; the silver coin under the armchair is: take it",
    ),
    item(
        "Kitchen\nSomething glints under the stove. You crouch and look: a bottle cap, not a coin. "
        "A door leads west, standing ajar, and the corridor is south.",
        R("kitchen", "w s"),
        notes="a glint that is a bottle cap, 'not a coin': no coin; a door ajar west (open) and "
        "the corridor south",
    ),
    item(
        "Sunroom\nGlass on three sides: north, east and west are all windows, and none of them "
        "opens. The only door is to the south, and it stands open.",
        R("sunroom", "s"),
        notes="windows north, east and west are no exits; the open door south",
    ),
    item(
        "Pantry\nShelves on every wall. There's no door on the west side and none to the north: "
        "the only way out is the frosted-glass door to the south, which is closed.",
        R("pantry", "s", closed="s"),
        notes="'no door on the west side and none to the north': no exits there; the closed "
        "frosted-glass door south (open it)",
    ),
    item(
        "Bar\nA zinc counter with an empty tip jar on it, not a penny inside. Exits lead east and "
        "west.",
        R("bar", "e w"),
        notes="an empty tip jar, 'not a penny inside': no coin; east and west",
    ),
    item(
        "You are in the supermarket. In one part of the room you see a checkout counter, that "
        "has nothing on it. There is also a cash register that is closed. You also see a "
        "shopping cart, that has nothing on it. \nTo the South you see the street. ",
        R("supermarket", "s"),
        notes="a closed cash register (contents not given): no coin; the street south",
    ),
    item(
        "Corridor\nSomeone has chalked on the wall: COIN IS IN THE KITCHEN. There is no coin "
        "here. Doors lead west and south; the door to the north is locked.",
        R("corridor", "w s n", locked="n"),
        notes="a chalked message about a coin in another room, 'There is no coin here': no coin; "
        "the locked door north has no action",
    ),
    item(
        ("Cellar\nA low cellar under the house. A doorway leads east.", R("cellar", "e")),
        "search",
        ("You search every corner. Dust, cobwebs, a mousetrap: no coin.", K("none")),
        notes="a search that finds no coin: none; the way east",
    ),
    item(
        "Study\nYou can see a desk and a money box (closed) here.\n\nThe only way out is north.",
        R("study", "n"),
        notes="a closed money box (contents not given): no coin; north",
    ),
    item(
        "Kitchen\nThrough the open door to the north you can see a coin lying on the pantry "
        "floor. The corridor is east.",
        R("kitchen", "n e"),
        notes="a coin seen on the floor of the next room (the pantry) is not in this room; the "
        "open door north and the corridor east",
    ),
    item(
        "[Coat Room]\nHooks and coats, and a smell of wet wool. There is no exit north; the wall "
        "there is solid brick.\n[Exits: east south]",
        R("coat room", "e s"),
        notes="'There is no exit north': the exit line's east and south only",
    ),
    item(
        (
            "Studio\nEasels and a paint-spattered sheet. Doorways lead north and west.",
            R("studio", "n w"),
        ),
        "west",
        (
            "Cubicle\nA desk and a swivel chair. What looks like a door in the west wall is only "
            "painted on the plaster: there is no way west. Doorways lead east and north.",
            R("cubicle", "e n"),
        ),
        notes="a door painted on the plaster is no exit; east is the way back (visited, "
        "initial), north unvisited",
    ),
    item(
        "Wash House\nA change machine is bolted to the wall; its tray is empty. Under it, on the "
        "tiles, lies a twenty-pence piece somebody missed. The only door is east, and it's open.",
        R("wash house", "e", coin=True),
        notes="an empty change tray is no coin, the twenty-pence piece on the tiles is: take it",
    ),
    item(
        "Arcade\nA basket of brass tokens sits by the door: tokens, not coins. The way out is "
        "south; a door to the west is locked.",
        R("arcade", "s w", locked="w"),
        notes="brass tokens are no coins (the third round's convention); the locked door west "
        "has no action; south",
    ),
]
