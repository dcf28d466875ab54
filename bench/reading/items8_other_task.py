"""other_task, eighth round: goals set in ways not used before, most without a goal word: an
opening scene (a wedding ring gone missing, a ship sailing at dawn), a telegram, a note on a
door, a housekeeper's request in quotes, a master's orders in a chapter heading, a treasure
score line naming other treasures, a sokoban counter, a passport of stamps, hide and seek, a
police radio, a lamb to lead home, a bounty poster offering sovereigns for an outlaw, a
hymn to play, a harvest against the rain: `unknown_task` (15, five with a coin in the room);
five coin games told in new ways (a magician's florin, a Twine page "THE LAST PENNY", a quiz
show's announcer, a clue card, a status bar "Ducat: not found"): an answer. What a person
reads in each text is declared beside it; the map facts are derived by bench.reading.author,
never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "It is the night before your sister's wedding, and the ring has vanished from its "
        "box. Nobody else knows yet.\n\nBox Room\nTrunks and hat boxes. The landing is "
        "east.\n\nThere is a coin here.",
        R("box room", "e", coin=True),
        expect="unknown_task",
        notes="an opening scene sets the job (find the ring) without a goal word; a coin in "
        "the room does not make it the coin game",
    ),
    item(
        "TELEGRAM: COME AT ONCE STOP BRING THE DEEDS TO THE HOUSE STOP DO NOT TELL "
        "HAROLD STOP\n\nRailway Hotel, Room 4\nA narrow bed and a wash stand. The door to "
        "the corridor is north.",
        R("railway hotel, room 4", "n"),
        expect="unknown_task",
        notes="a telegram sets the task (bring the deeds)",
    ),
    item(
        'A note is pinned to the kitchen door: "Gone to market. Feed the hens, fetch the '
        'eggs in and bolt the back gate. - M."\n\nFarm Kitchen\nA scrubbed table and a '
        "range. The yard is south.\n\nYou can see a tin plate (on which are two pennies) "
        "here.",
        R("farm kitchen", "s", coin=True),
        expect="unknown_task",
        notes="a note sets the chores; pennies on a plate do not make it the coin game",
    ),
    item(
        '"Be a dear and light the fire in the drawing room before the guests arrive," says '
        "Mrs Hale, and bustles off.\n\nBack Stairs\nNarrow, uncarpeted stairs. A door leads "
        "west into the servants' hall.",
        R("back stairs", "w"),
        expect="unknown_task",
        notes="a housekeeper's request in quotes is the task",
    ),
    item(
        "CHAPTER ONE: THE APPRENTICE\nMaster Orrin wants the workshop swept and the glue pot "
        "hot before he gets back from the guild.\n\nWorkshop\nShavings, clamps, a cold "
        "stove. The door to the street is east.\n\nA silver groat lies among the shavings.",
        R("workshop", "e", coin=True),
        expect="unknown_task",
        notes="orders in a chapter's opening; a groat in the shavings is not the task",
    ),
    item(
        "Treasures: ivory comb [ ]  jade idol [ ]  amber beetle [ ]      Score: 0/30\n\n"
        "Antechamber\nDust lies thick over painted walls. Passages lead north and west.",
        R("antechamber", "n w"),
        expect="unknown_task",
        notes="a score line names the treasures to find; none is a coin",
    ),
    item(
        "Crates on targets: 0/3\n\nStoreroom\nThree wooden crates and three chalk crosses "
        "on the floor. The only door is south.",
        R("storeroom", "s"),
        expect="unknown_task",
        notes="a sokoban counter: the goal is pushing crates",
    ),
    item(
        "Passport stamps: 1 of 6 (Harbour Office)\n\nCustoms House\nA long counter and a "
        "stamp on a chain. Doors lead north and south.",
        R("customs house", "n s"),
        expect="unknown_task",
        notes="a passport of stamps to collect",
    ),
    item(
        '"...ninety-eight, ninety-nine, a hundred! Ready or not!" Four cousins are hiding '
        "somewhere in the house. Found: 1.\n\nNursery\nA rocking horse and a doll's house. "
        "The landing is west.\n\nA farthing lies on the rug.",
        R("nursery", "w", coin=True),
        expect="unknown_task",
        notes="hide and seek is the game; a farthing on the rug is not the task",
    ),
    item(
        'RADIO: "Control to Unit Four. Child reported missing near the old quarry. Search '
        'and report, over."\n\nQuarry Track\nA gravel track between gorse bushes. It runs '
        "north into the quarry and south to the road.",
        R("quarry track", "n s"),
        expect="unknown_task",
        notes="a police radio sets a search for a child",
    ),
    item(
        (
            'The lamb has strayed again. Old Tam said, "Bring her back to the fold before the '
            'mist comes down."\n\nHigh Pasture\nSheep-bitten turf. A wall runs along the '
            "north; there are gaps to the east and south.",
            R("high pasture", "e s"),
        ),
        "east",
        (
            "Sheepfold Gate\nA wooden gate into the fold, which is north. The pasture is west.",
            R("sheepfold gate", "n w"),
        ),
        expect="unknown_task",
        notes="a shepherd's words set the job (lead the lamb to the fold), after a move",
    ),
    item(
        "A poster is nailed to the post: WANTED - THE BLACK FOX - REWARD 50 SOVEREIGNS - "
        "BRING HIM IN ALIVE.\n\nToll Road\nA dusty road. It runs east and west.",
        R("toll road", "e w"),
        expect="unknown_task",
        notes="a bounty poster: the task is catching an outlaw; the sovereigns are a reward, "
        "not a coin to find here",
    ),
    item(
        "The ship sails at first light, and you and your trunk must be aboard her.\n\n"
        "Quayside Inn\nA smoky room. The door to the quay is south, and the stairs go "
        "up.\n\nYou can see a half-crown (on the bar) here.",
        R("quayside inn", "s u", coin=True),
        expect="unknown_task",
        notes="an opening scene sets the job (board the ship); a half-crown on the bar is "
        "not the task",
    ),
    item(
        "The organist wrote the hymn's first line on a slip of paper for you: play it "
        "through without a mistake.\n\nOrgan Loft\nPipes rise into the dark. The stairs "
        "lead down.",
        R("organ loft", "d"),
        expect="unknown_task",
        notes="a note sets a hymn to play; the only way is down",
    ),
    item(
        "Day 1 of 5. The barley must be cut and stooked before the rain comes.\n\nBarley "
        "Field\nThe barley stands high and gold. A gate leads west to the lane.",
        R("barley field", "w"),
        expect="unknown_task",
        notes="a harvest against the weather, stated without a goal word",
    ),
    # the coin game, told in new ways
    item(
        '"Somewhere in this tent," says the magician, twirling his moustache, "I have '
        "hidden a silver florin. Find it, and it is yours to keep.\"\n\nFortune Teller's "
        "Tent\nA round table with a crystal ball. The flap to the fairground is east.",
        R("fortune teller's tent", "e"),
        notes="a magician's hidden florin is the coin game; the coin is not in sight: go east",
    ),
    item(
        "THE LAST PENNY\n\nYour pockets are empty and the rent is due tomorrow. There's one "
        "penny left somewhere in this flat, you're sure of it. Find it.\n\nBedsit\nA sagging "
        "bed and a gas ring. The door to the bathroom is west. You can see a penny under the "
        "bed.",
        R("bedsit", "w", coin=True),
        notes="a Twine-like title page whose goal is the penny; a penny under the bed: take coin",
    ),
    item(
        "ANNOUNCER: Today's challenge: one gold coin has been hidden on this floor of the "
        "hotel. First contestant to pick it up wins the holiday!\n\nHotel Corridor\nA long "
        "carpeted corridor. It runs north to the lifts and south to the fire stairs.",
        R("hotel corridor", "n s"),
        notes="a quiz show's challenge is the coin game; no coin in sight: go north or south",
    ),
    item(
        (
            "CLUE CARD\nThe prize is a shiny coin hidden somewhere nearby. Pick it up to win!\n\n"
            "Summer House\nWicker chairs and a tea table. The lawn is south.",
            R("summer house", "s"),
        ),
        "south",
        (
            "Lawn\nA croquet lawn. The summer house is north and the rose walk is east.\n\n"
            "There is a coin here.",
            R("lawn", "n e", coin=True),
        ),
        notes="a treasure hunt's clue card names the coin; after a move the coin is here: "
        "take coin",
    ),
    item(
        (
            "Ducat: not found   Moves: 0\n\nHarbour Steps\nWorn steps lead down to the water. "
            "The fish market is north and the chandlery east.",
            R("harbour steps", "n e"),
        ),
        "north",
        (
            "Ducat: not found   Moves: 1\n\nFish Market\nEmpty stalls and a smell of herring. "
            "The harbour steps are south; an alley runs west.",
            R("fish market", "s w"),
        ),
        "north",
        ("Ducat: not found   Moves: 2\n\nYou can't go that way.", K("refused")),
        notes="a status bar whose only tally is a ducat is the coin game; a refusal in the "
        "fish market: refused(north), south visited and initial, west unvisited",
    ),
]
