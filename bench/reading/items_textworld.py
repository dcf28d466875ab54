"""textworld: TextWorld's texts (real: the coin collector's, bench/reading/real_texts.json, the
notes name the game and turns) and texts written in its manner or paraphrasing it."""

from bench.reading.author import A, K, R, T, item

L5, L15, L110 = "tw-coin-l5-s1", "tw-coin-l15-s2", "tw-coin-l110-s3"


def steps(key: str, readings: list) -> list:
    """Turns 0..len(readings)-1 of harvested game ``key``, each text with its reading."""
    out: list = []
    for i, reading in enumerate(readings):
        if i:
            out.append(A(key, i))
        out.append((T(key, i), reading))
    return out


L5_WAY = [
    R("cookhouse", "s"),
    K("refused"),
    R("spare room", "e n"),
    R("studio", "n w"),
    R("dish-pit", "n s"),
    R("cookery", "s", coin=True),
]
L15_WAY = [
    R("chamber", "n"),
    K("refused"),
    R("laundry place", "e s"),
    R("bar", "e w"),
    R("steam room", "n w"),
    R("studio", "s w"),
    R("cubicle", "e s"),
    R("sauna", "n w"),
    R("laundromat", "e n"),
    R("shower", "s w"),
    R("parlor", "e n"),
    R("kitchen", "e s"),
    R("bedchamber", "n w"),
    R("spare room", "s w"),
    R("workshop", "e n"),
    R("scullery", "s", coin=True),
]
L110_WAY = [
    R("bedroom", "n w"),
    K("refused"),
    R("kitchenette", "e s w"),
    R("studio", "e s w"),
    R("bar", "e s w"),
    R("playroom", "e n w"),
    R("cubicle", "e n w"),
    R("launderette", "e s w"),
    R("steam room", "n s w"),
    R("washroom", "e n s"),
    R("office", "n s", coin=True),
]

ITEMS = [
    item(
        *steps(L110, L110_WAY[:1]),
        notes="real: tw-coin-l110-s3 turn 0 (the banner, the task with its directions, the room)",
    ),
    item(*steps(L5, L5_WAY[:3]), notes="real: tw-coin-l5-s1 turns 0-2"),
    item(*steps(L5, L5_WAY), notes="real: tw-coin-l5-s1 turns 0-5"),
    item(
        *steps(L5, [*L5_WAY, K("took")]),
        notes="real: tw-coin-l5-s1 turns 0-6: the coin is taken and the game has ended (The"
        " End): nothing to do",
        actions=[],
    ),
    item(*steps(L15, L15_WAY[:8]), notes="real: tw-coin-l15-s2 turns 0-7"),
    item(*steps(L15, L15_WAY), notes="real: tw-coin-l15-s2 turns 0-15"),
    item(*steps(L110, L110_WAY), notes="real: tw-coin-l110-s3 turns 0-10"),
    item(*steps(L110, L110_WAY[:6]), notes="real: tw-coin-l110-s3 turns 0-5"),
    item(
        *steps(L15, L15_WAY[:2]),
        notes="real: tw-coin-l15-s2 turns 0-1: 'go up' refused (no fact: up is not in the"
        " vocabulary)",
    ),
    # written in the engine's manner
    item(
        "-= Kitchen =-\nYou are in a kitchen. A normal kind of place.\n\nThere is an unguarded"
        " exit to the east. You need an unblocked exit? You should try going north.\n\nThere"
        " is a coin on the floor.",
        R("kitchen", "e n", coin=True),
    ),
    item(
        "-= Pantry =-\nYou've just walked into a pantry.\n\nYou can make out a shelf. The shelf"
        " is wooden. But the thing is empty.\n\nThere is an open frosted-glass door leading"
        " north. There is an exit to the east. Don't worry, it is unblocked.",
        R("pantry", "n e"),
    ),
    item(
        "-= Attic =-\nYou arrive in an attic. A typical kind of place.\n\nThere is a closed"
        " wooden door leading west. You don't like doors? Why not try going south, that"
        " entranceway is unguarded.",
        R("attic", "w s", closed="w"),
    ),
    item(
        "-= Garden =-\nWell, here we are in a garden. A door leads east, it is shut. There is"
        " an unblocked exit to the north.\n\nSomething shiny lies on the floor: a coin.",
        R("garden", "e n", closed="e", coin=True),
        notes="the brief's own paraphrases",
    ),
    item(
        "-= Basement =-\nI never took you for the sort of person who would show up in a"
        " basement, but here you are.\n\nYou need an unguarded exit? You should try going"
        " west.\n\n",
        R("basement", "w"),
    ),
    item(
        "-= Scullery =-\nYou are in a scullery. An ordinary one.\n\nThere is a closed screen"
        " door leading south. There is an exit to the north. Don't worry, it is"
        " unguarded.\n\nThere is a coin on the floor.\n\n>",
        R("scullery", "s n", closed="s", coin=True),
    ),
    item(
        "-= Bathroom =-\nYou find yourself in a bathroom. An usual kind of place.\n\nYou make"
        " out a closed front door. The front door leads south. There is an unblocked exit to"
        " the east. There is an unguarded exit to the west.",
        R("bathroom", "s e w", closed="s"),
    ),
    item(
        "-= Living Room =-\nYou are in a living room. You begin to take stock of what's"
        " here.\n\nYou can see a sofa. The sofa is comfy. On the sofa you make out a coin.\n\n"
        "There is an exit to the north. Don't worry, it is unguarded.",
        R("living room", "n", coin=True),
        notes="a coin on a sofa: present",
    ),
    item(
        "-= Chamber =-\nYou've just sauntered into a chamber.\n\nThere is an unguarded exit to"
        " the south. There is an unguarded exit to the north. There is an unguarded exit to"
        " the east. There is an unguarded exit to the west.",
        R("chamber", "s n e w"),
    ),
    item(
        (
            "-= Cellar =-\nYou are in a cellar. An ordinary one.\n\nThere is an exit to the east."
            " Don't worry, it is unblocked.",
            R("cellar", "e"),
        ),
        "go east",
        (
            "-= Workshop =-\nYou arrive in a workshop. A typical one.\n\nYou don't like doors? Why"
            " not try going west, that entranceway is unguarded. There is an unblocked exit to"
            " the north.",
            R("workshop", "w n"),
        ),
    ),
    item(
        (
            "-= Cellar =-\nYou are in a cellar. Nothing out of the ordinary.\n\nThere is an exit"
            " to the east. Don't worry, it is unblocked.",
            R("cellar", "e"),
        ),
        "east",
        (
            "-= Corridor =-\nYou find yourself in a corridor.\n\nThere is an unguarded exit to the"
            " west.\n\nThere is a coin on the floor.",
            R("corridor", "w", coin=True),
        ),
    ),
    item(
        "-= Study =-\nWell, here we are in the study.\n\nThere is a closed oak door leading"
        " north. There is a closed glass door leading east.",
        R("study", "n e", closed="n e"),
    ),
    item(
        "-= Bedroom =-\nYou are in a bedroom. A standard one. The room is well lit.\n\nYou"
        " make out a chest drawer. The chest drawer is closed. You see a bed. The bed is"
        " ordinary. On the bed you can see a coin.\n\nThere is an exit to the south. Don't"
        " worry, it is unblocked.",
        R("bedroom", "s", coin=True),
    ),
    item(
        "-= Vault =-\nYou arrive in a vault. An ordinary kind of place.\n\nYou need an"
        " unguarded exit? You should try going east. There is a locked iron door leading"
        " south.",
        R("vault", "e s", locked="s"),
    ),
    item(
        "-= Office =-\nThis just in- You, in the office.\n\nYou don't like doors? Why not try"
        " going north, that entranceway is unblocked. You don't like doors? Why not try going"
        " west, that entranceway is unguarded.",
        R("office", "n w"),
    ),
    item(
        "-= Shed =-\nYou arrive in a shed.\n\nThere is an open wooden door leading west.\n\n"
        "There are some coins on the floor.",
        R("shed", "w", coin=True),
    ),
    item(
        (
            "-= Hall =-\nYou are in a hall.\n\nThere is an unguarded exit to the north. There is a"
            " closed wooden door leading east.",
            R("hall", "n e", closed="e"),
        ),
        "open wooden door",
        ("You open wooden door.", K("opened", door="east")),
        notes="the door opened is named by its kind only: 'open wooden door'; the hall's"
        " one wooden door is east",
    ),
    item(
        "-= Garage =-\nYou've entered a garage.\n\nThere is an exit to the north. Don't worry,"
        " it is unblocked. There is a closed metal door leading south. You need an unguarded"
        " exit? You should try going west.",
        R("garage", "n s w", closed="s"),
    ),
    item(
        "\n\n-= Larder =-\nYou are in a larder. A typical one.\n\n\n\nThere is an unguarded"
        " exit to the west.\n\nThere is a coin on the floor.\n\n\n>                         "
        "                                                                         -= Larder"
        " =-0/3",
        R("larder", "w", coin=True),
        notes="written with the engine's layout and status line",
    ),
    item(
        "-= Conservatory =-\nYou are in a conservatory.\n\nYou need an unblocked exit? You"
        " should try going east. You don't like doors? Why not try going south, that"
        " entranceway is unblocked. There is an unguarded exit to the north.",
        R("conservatory", "e s n"),
    ),
    item(
        (
            "-= Lobby =-\nYou are in a lobby.\n\nThere is an unguarded exit to the north. There is"
            " an unguarded exit to the south.",
            R("lobby", "n s"),
        ),
        "go north",
        (
            "-= Lounge =-\nYou are in a lounge.\n\nThere is an unguarded exit to the south.",
            R("lounge", "s"),
        ),
        "go south",
        (
            "-= Lobby =-\nYou are in a lobby.\n\nThere is an unguarded exit to the north. There is"
            " an unguarded exit to the south.",
            R("lobby", "n s"),
        ),
        "go south",
        (
            "-= Cloakroom =-\nYou are in a cloakroom.\n\nThere is an unguarded exit to the north."
            " There is a closed wooden door leading west.",
            R("cloakroom", "n w", closed="w"),
        ),
    ),
    item(
        "-= Spare Room =-\nYou are in a spare room. A standard kind of place. You start to"
        " take note of what's in the room.\n\nYou see a coin on the floor. There is an"
        " unblocked exit to the south.",
        R("spare room", "s", coin=True),
    ),
    item(
        "-= Kitchenette =-\nYou find yourself in a kitchenette. You decide to just list off a"
        " complete list of everything you see in the room, because hey, why not?\n\nYou can"
        " make out a counter. On the counter you can make out a coin and an apple.\n\nThere is"
        " an open plain door leading south.",
        R("kitchenette", "s", coin=True),
    ),
    item(
        (
            "-= Dish-Pit =-\nYou are in a dish-pit.\n\nThere is an unguarded exit to the east.",
            R("dish-pit", "e"),
        ),
        "go west",
        ("\nYou can't go that way.\n\n>", K("refused")),
    ),
    item(
        "-= Backyard =-\nYou are in a backyard. The sun is shining.\n\nYou make out a closed"
        " patio door. The patio door leads north. There is an exit to the west.",
        R("backyard", "n w", closed="n"),
    ),
    item(
        "Welcome to TextWorld! Your objective is to find the coin, then take it.\n\n-= Foyer"
        " =-\nYou are in a foyer.\n\nThere is an unguarded exit to the east. There is an"
        " unguarded exit to the west.",
        R("foyer", "e w"),
        notes="a written coin-collector objective",
    ),
]
