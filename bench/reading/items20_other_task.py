"""other_task, twentieth round: goals that are not the coin, several met after a short walk (a
goal told in the first text or given after a move), in new settings: a fire station's drill, an
embassy reception, a pottery's kiln, a windmill, an apiary, a ferry's car deck, a bell foundry,
a puppet theatre, a ranger's hut, a bakery's night shift, a vineyard harvest, a printer's
deadline, a quilt show, a lighthouse keeper's log: `unknown_task` (15, five with a coin in the
room). Five coin games told in new ways, one after a walk (an answer):
a fire crew's bet, a windmill's lucky groat rhyme, an embassy's "RETRIEVE: 1 x gold coin", a
puppet's "Find my penny and pick it up!", a harvest-festival card. What a person reads in each
text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

UNKNOWN = "unknown_task"


def appliance_bay() -> tuple:
    return (
        "APPLIANCE BAY\nTwo red engines nose toward the roller doors, which are down. The "
        "mess room is north and the drill yard east.",
        R("appliance bay", "n e", leads={"n": "mess room", "e": "drill yard"}),
    )


def mess() -> tuple:
    return (
        "MESS ROOM\nA long table, a kettle, a rota on the wall. The appliance bay is south.",
        R("mess room", "s"),
    )


ITEMS = [
    # ---- another task ----
    item(
        (
            "DRILL: Run out two lengths of hose and make up the hydrant before the bell stops.\n"
            "\n" + appliance_bay()[0],
            appliance_bay()[1],
        ),
        "n",
        mess(),
        notes="a fire drill's goal (hose, hydrant): another task; a walk into the mess room",
        expect=UNKNOWN,
    ),
    item(
        (
            "Welcome to the Embassy Reception! Your goal: seat all twelve guests by their name "
            "cards before the ambassador arrives.\n\nRECEPTION HALL\nChandeliers, a long table "
            "laid for twelve. A gold coin gleams on the carpet by the ambassador's chair. Doors "
            "lead north and west.",
            R("reception hall", "n w", coin=True),
        ),
        notes="a seating goal with a coin in the room: another task (the coin is not the goal)",
        expect=UNKNOWN,
    ),
    item(
        (
            "KILN LOG\nFire the bisque kiln to 1000 degrees and hold it there for one hour. "
            "Don't let it crack.\n\nKILN SHED\nThe kiln squats in the middle of the shed, "
            "its door shut. The wheel room is west.",
            R("kiln shed", "w"),
        ),
        notes="firing a kiln: another task; the kiln's door is no exit",
        expect=UNKNOWN,
    ),
    item(
        (
            "Windmill\nThe sails creak overhead. Your job today: grind three sacks of wheat "
            "before the wind drops.\nA stair climbs to the stone floor; the door to the yard "
            "is south.",
            R("windmill", "up s"),
        ),
        "s",
        (
            "Mill Yard\nSacks of wheat wait by the cart. A brass halfpenny lies in the mud by "
            "the trough. The mill is north; the lane runs east.",
            R("mill yard", "n e", coin=True),
        ),
        notes="grinding wheat is the goal; the halfpenny in the yard is a coin, not the goal: "
        "another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "APIARY TASK CARD\n[ ] check the queen in hive 3\n[ ] add a super to hive 5\n"
            "[ ] smoke gently!\n\nThe Apiary\nHives stand in a row along the hedge. The gate "
            "is east and the honey house north.",
            R("the apiary", "e n"),
        ),
        notes="a beekeeper's checklist names no coin: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "Car Deck\nLorries chained nose to tail; the ramp is up. Stairs lead up to the "
            "passenger lounge. A door to the west marked CREW is closed.",
            R("car deck", "up w", closed="w"),
        ),
        "open crew door",
        ("The CREW door opens.", K("opened", "w")),
        "w",
        (
            "Crew Mess\nThe bosun looks up from his tea. 'You the new deckhand? Good. Check "
            "every lashing on the car deck before we sail.' A silver shilling lies forgotten "
            "under the bench.\nThe door east is open.",
            R("crew mess", "e", coin=True),
        ),
        notes="the bosun's task (check the lashings) is the goal, told after a move; the "
        "shilling under the bench is a coin in the room, not the goal: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "BELL FOUNDRY - CASTING DAY\nObjective: pour the tenor bell without a flaw.\n\n"
            "Casting Pit\nThe mould is buried in sand; the furnace roars to the north. The "
            "pattern shop is west.",
            R("casting pit", "n w"),
        ),
        notes="casting a bell: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "The puppet master wrings his hands. 'The show starts in ten minutes and Punch has "
            "lost his string! Find it and bring it to me.'\n\nPuppet Booth\nA striped booth, "
            "a box of puppets, a penny on the stool where the collection hat should be. The way "
            "out is south.",
            R("puppet booth", "s", coin=True),
        ),
        notes="a lost string is the goal; a penny on the stool is in the room but not the "
        "goal: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "Ranger's Hut\nMaps, a radio, a kettle. The door north opens onto the forest track."
            "\n\nA voice crackles on the radio: 'Ranger, count the red deer at the lower "
            "meadow and report back. Over.'",
            R("ranger's hut", "n"),
        ),
        "n",
        (
            "Forest Track\nThe track runs east toward the lower meadow and south to the hut.",
            R("forest track", "e s"),
        ),
        "e",
        (
            "Lower Meadow\nMist over long grass. Deer shapes at the far edge. The track is west.",
            R("lower meadow", "w"),
        ),
        notes="counting deer is the task, given on the radio in the first text: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "NIGHT SHIFT, THE BAKERY\nOrders: 60 white, 40 brown, 12 dozen rolls, all out by "
            "five.\n\nBakehouse\nThe ovens are hot. The flour store is east, the yard door "
            "south (closed).",
            R("bakehouse", "e s", closed="s"),
        ),
        notes="baking orders: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "HARVEST\nPick the north slope before the rain: 0/20 crates.\n\nNorth Slope\nRows "
            "of vines heavy with black grapes. The lane is south; a copper coin lies in an "
            "empty crate.",
            R("north slope", "s", coin=True),
        ),
        notes="picking grapes (crates) is the goal; the coin in an empty crate is in the room: "
        "another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "PRINT SHOP\nThe newspaper goes to press at midnight. Set the front page and lock "
            "the forme.\n\nComposing Room\nCases of type, a stone, a galley half full. The "
            "press room is north and the street door east.",
            R("composing room", "n e"),
        ),
        notes="setting type for a deadline: another task",
        expect=UNKNOWN,
    ),
    item(
        appliance_bay(),
        "e",
        (
            "DRILL YARD\nA tower of scaffolding and a dummy in a hi-vis jacket.\n\nThe station "
            "officer blows a whistle: 'Rescue the dummy from the third floor of the tower. "
            "Clock's running!'\nThe appliance bay is west.",
            R("drill yard", "w"),
        ),
        notes="a rescue drill told after a move: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "QUILT SHOW - judge's sheet: score every quilt in the hall (0 of 14 scored).\n\n"
            "Exhibition Hall\nQuilts hang on frames in rows. The tea room is south and the "
            "entrance west.",
            R("exhibition hall", "s w"),
        ),
        notes="judging quilts: another task",
        expect=UNKNOWN,
    ),
    item(
        (
            "Lamp Room\nThe great lens turns slowly. The keeper's log lies open: 'Task for "
            "tonight - keep the light burning till dawn; wind the clockwork every four hours.'"
            "\nThe stair goes down.",
            R("lamp room", "down"),
        ),
        notes="keeping the light is the goal: another task; the only way is down",
        expect=UNKNOWN,
    ),
    # ---- the coin task, told in new ways: an answer ----
    item(
        mess(),
        "s",
        (
            "APPLIANCE BAY\nTwo red engines nose toward the roller doors, which are down. The "
            "mess room is north and the drill yard east.\n\nWatch Manager: 'Bet you a fiver "
            "you can't find the old challenge coin someone hid in this station. Find it and "
            "it's yours to keep.'",
            R("appliance bay", "n e", leads={"n": "mess room", "e": "drill yard"}),
        ),
        notes="a challenge coin to find and keep: the coin task, told after a move; no coin "
        "here: north visited and the way in, east unexplored: go east",
    ),
    item(
        (
            "'Find the lucky groat that's hid in the mill, / pick it up and keep it still.'\n"
            "- the miller's rhyme\n\nMill Loft\nSacks and a hoist. The ladder goes down; a "
            "doorway east opens onto the sail gallery.",
            R("mill loft", "down e"),
        ),
        notes="a rhyme whose goal is finding and picking up the groat: the coin task; east is "
        "the only way of the vocabulary",
    ),
    item(
        (
            "SECURE MESSAGE\nRETRIEVE: 1 x gold coin (evidence), last seen in the Consul's "
            "study. Take it and get out.\n\nCONSUL'S STUDY\nA desk, a globe. A gold coin "
            "lies on the blotter. Door: west.",
            R("consul's study", "w", coin=True),
        ),
        notes="retrieving (taking) the gold coin is the goal, and it is here: take it",
    ),
    item(
        (
            "A glove puppet pops up: 'I dropped my penny! Find my penny and pick it up for "
            "me!'\n\nBackstage\nPuppets hang on hooks. The stage is north, the booth east.",
            R("backstage", "n e"),
        ),
        notes="a puppet's lost penny to be found and picked up: the coin task; no coin here: go "
        "north or east",
    ),
    item(
        (
            "HARVEST FESTIVAL CARD\nHidden somewhere on the estate is a silver franc. Find it "
            "and take it, and the first glass is on the house!\n\nCourtyard of the Estate\nA "
            "trestle table with a bowl of grapes. Ways lead north and south; the chai door "
            "east is shut.",
            R("courtyard of the estate", "n s e", closed="e"),
        ),
        notes="finding and taking the silver franc is the goal: the coin task; go north, go "
        "south or open east",
    ),
]
