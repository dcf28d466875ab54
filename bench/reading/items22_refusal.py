"""refusal, twenty-second round: moves refused in new users' small games, in their own words:
a beginner's Python ("Invalid direction. Use north, south, east or west.", "You can't go that
way!", "'south' is not a valid exit. Valid exits: north, east", "The vault door is locked. You
need the vault key.", "The door is closed. Try: open door", "It's locked.", a refusal with the
room printed again in one text), Inform 7 (a potting shed door "(first opening ...) It seems to
be locked." then unlocked, an author's "There's only bookshelves that way", two refusals in a
ballroom), TADS 3 ("You can't go that way. Obvious exits lead south and east.", "The iron gate
is locked.", a rotten ladder), Evennia ("Command 'south' is not available.", a builder's note
on a locked door, a door left open by a fishmonger's boy), LPMud ("What ?", a fence, a river too
fast to swim), Twine (a padlocked gate) and a landlady's words. What a person reads in each text
is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def village_road() -> tuple:
    return (
        "Village road.\nA muddy road between a fence and a ditch. The road runs north to the "
        "square and south toward the mill.\nThere are two obvious exits: north and south.",
        R("village road", "n s", leads={"n": "village square"}),
    )


def shed() -> tuple:
    return (
        "=== SHED ===\nSpiders, flowerpots and a broken lawnmower.\nThe door to the north is "
        "LOCKED.\nYou can go: north, west\nYou see: nothing",
        R("shed", "n w", locked="n"),
    )


ITEMS = [
    item(
        (
            "=== KITCHEN ===\nPots and pans everywhere, and something smells burnt.\nYou can go: "
            "north, east\nYou see: nothing",
            R("kitchen", "n e"),
        ),
        "ne",
        ("Invalid direction. Use north, south, east or west.", K("refused")),
        "w",
        ("You can't go that way!\n> ", K("refused")),
        notes="a refused `ne` is no fact; west refused (no exit there): refused(west); go "
        "north or go east",
    ),
    item(
        (
            "You are in the Dungeon.\nTorches flicker on the walls.\nExits: ['north', "
            "'east']\nItems: ['bones']",
            R("dungeon", "n e"),
        ),
        "go south",
        ("'south' is not a valid exit. Valid exits: north, east", K("refused")),
        notes="the error names the valid exits (the room's own); south refused: go north or "
        "go east",
    ),
    item(
        (
            "=== VAULT CORRIDOR ===\nThe vault door to the north is LOCKED.\nYou can go: north, "
            "south\nYou see: nothing",
            R("vault corridor", "n s", locked="n"),
        ),
        "north",
        ("The vault door is locked. You need the vault key.", K("refused", "locked")),
        notes="a locked door refused (refused, closed; no open): go south",
    ),
    item(
        (
            "=== BARN ===\nHay bales and a sleepy cow.\nThe door to the east is CLOSED.\nYou can "
            "go: east, west\nYou see: pitchfork",
            R("barn", "e w", closed="e"),
        ),
        "east",
        ("The door is closed. Try: open door", K("refused", "closed")),
        "open door",
        ("You open the door.\n> ", K("opened", "e")),
        notes="the closed door refused, then opened by its kind: the refusal is cleared, east "
        "now open: go east or go west",
    ),
    item(
        (
            "Greenhouse\nTomato plants climb their canes right up to the glass roof. The garden "
            "is south. The potting shed door, to the west, is closed.\n\nYou can see a watering "
            "can here.",
            R("greenhouse", "s w", closed="w"),
        ),
        "west",
        ("(first opening the potting shed door)\nIt seems to be locked.", K("refused", "locked")),
        "unlock west door with brass key",
        ("You unlock the potting shed door.", K("unlocked")),
        notes="the door turns out locked; the unlock leaves it closed and the refusal "
        "standing (the earlier rounds' call): open west or go south",
    ),
    item(
        (
            "Poetry Corner\nA beanbag, a rug, and shelves of slim books with long titles. The main "
            "shop is south.\n\nYou can see a beanbag here.",
            R("poetry corner", "s"),
        ),
        "north",
        ("There's only bookshelves that way, floor to ceiling.", K("refused")),
        notes="an author's own refusal message for a way never given: refused(north); go south",
    ),
    item(
        (
            "Crypt\nStone coffins line the walls, their lids carved with knights and their dogs. "
            "Cold air moves somewhere.\n\nObvious exits lead south and east.",
            R("crypt", "s e"),
        ),
        "west",
        ("You can't go that way. Obvious exits lead south and east.", K("refused")),
        notes="TADS 3's refusal with its exit lister: refused(west); go south or go east",
    ),
    item(
        (
            "Catacomb Junction\nSkulls are stacked in neat rows in the niches. An iron gate "
            "stands across the passage to the north, and passages lead east and west.\n\nObvious "
            "exits lead north, east, and west.",
            R("catacomb junction", "n e w"),
        ),
        "n",
        ("The iron gate is locked.", K("refused", "locked")),
        notes="a gate whose state the room did not give turns out locked (refused, closed): go "
        "east or go west",
    ),
    item(
        (
            "Goblin Market(#41)\nStalls of stolen goods, and goblins haggling in squeaky "
            "voices.\nExits: north, east and west",
            R("goblin market", "n e w"),
        ),
        "south",
        ("Command 'south' is not available. Type \"help\" for help.", K("refused")),
        notes="Evennia's answer to a direction with no exit is a refusal: refused(south); go "
        "north, east or west",
    ),
    item(
        (
            "Tavern Kitchen(#44)\nA spit turns over the fire all by itself (the builder's "
            "favourite script). A door to the east leads to the storeroom; the taproom is "
            "north.\nExits: north and east",
            R("tavern kitchen", "n e"),
        ),
        "east",
        (
            "The storeroom door is locked. (Builder's note: I haven't made the key yet!)",
            K("refused", "locked"),
        ),
        notes="a door whose state was not given, refused as locked (refused, closed): go north",
    ),
    item(
        (
            "Dwarven smithy.\nSparks fly from the anvil, and the air smells of hot iron.\nThere "
            "are two obvious exits: north and west.\nA dwarf.",
            R("dwarven smithy", "n w"),
        ),
        "south",
        ("What ?", K("refused")),
        notes="LPMud's 'What ?' after a direction with no exit is a refusal: refused(south); "
        "go north or go west",
    ),
    item(
        village_road(),
        "west",
        ("You bump into the fence.", K("refused")),
        "north",
        (
            "Village square.\nA stone cross stands in the middle of the square, and pigeons "
            "strut round its steps. The road leads south, and lanes go east and west.\nThere "
            "are three obvious exits: south, east and west.",
            R("village square", "s e w", leads={"s": "village road"}),
        ),
        notes="a refusal left on the road does not stand in the square; the road south "
        "(visited, initial): go east or go west",
    ),
    item(
        (
            "You're in the lane. There are hedges on both sides. A gate on your left, to the west, "
            "leads into the orchard. The lane goes on north.\n\nGo west\nGo north",
            R("lane", "w n"),
        ),
        "Go west",
        (
            "The gate rattles but won't open: there's a shiny new padlock on it.",
            K("refused", "locked"),
        ),
        notes="a gate whose state was not given turns out padlocked (locked, refused): go north",
    ),
    item(
        (
            "You're in the front parlour. It is Mrs Higgins's, and she'd rather you weren't "
            "in it. The hall is north and the dining room is south.",
            R("front parlour", "n s"),
        ),
        "east",
        (
            "Mrs Higgins wags a finger. 'There's nothing that way but my aspidistra, dear.'",
            K("refused"),
        ),
        notes="a landlady turns the player back from a way the room never gave: refused(east); "
        "go north or go south",
    ),
    item(
        (
            "=== BOATHOUSE ===\nRowing boats hang from the rafters. The lake is south.\nYou can "
            "go: north\nYou see: oars",
            R("boathouse", "n"),
        ),
        "south",
        (
            "You can't go that way!\n\n=== BOATHOUSE ===\nRowing boats hang from the rafters. "
            "The lake is south.\nYou can go: north\nYou see: oars",
            Both(K("refused"), R("boathouse", "n")),
        ),
        notes="the refusal and the room printed again in one text: refused(south), the lake no "
        "exit; go north",
    ),
    item(
        (
            "Ballroom\nA band of skeletons plays a waltz on the stage at the west end, and ghostly "
            "couples turn across the floor. Tall windows fill the east wall. Doors lead north and "
            "south.",
            R("ballroom", "n s"),
        ),
        "east",
        ("The tall windows don't open.", K("refused")),
        "west",
        ("The band is playing in front of that wall. Better not interrupt.", K("refused")),
        notes="two refusals in a row: refused(east) and refused(west); go north or go south",
    ),
    item(
        (
            "Stable\nThree empty stalls and a smell of horse. A ladder once led up to the hayloft, "
            "but its rungs have rotted through. The stable door is south.\n\nObvious exits lead "
            "south.",
            R("stable", "s"),
        ),
        "climb up",
        ("You'd go straight through the rungs.", K("refused")),
        "west",
        ("There's only the wall that way, and a horse-collar on a nail.", K("refused")),
        notes="a refused `climb up` is no fact (a rotted ladder is no way); west refused: go south",
    ),
    item(
        (
            "Fish Shop(#50)\nIce, crabs, and a smell you won't forget. The street is west; the "
            "back door, east, leads to the yard.\nExits: west and east",
            R("fish shop", "w e"),
        ),
        "east",
        ("The back door is shut.", K("refused", "closed")),
        "wait",
        (
            "Time passes. The fishmonger's boy comes in from the yard, leaving the back door "
            "wide open behind him.",
            R(None, "w e"),
        ),
        notes="the back door refused as shut, then left open by another character (the "
        "room's description again with the way open): the refusal is cleared; go west or go "
        "east",
    ),
    item(
        shed(),
        "north",
        ("It's locked.\n> ", K("refused", "locked")),
        "unlock north",
        ("You unlock the door with the rusty key.", K("unlocked")),
        "open north",
        ("The door creaks open.", K("opened")),
        "north",
        (
            "=== WORKSHOP ===\nA lathe, a vice, and sawdust everywhere.\nYou can go: south, "
            "east\nYou see: nothing",
            R("workshop", "s e"),
        ),
        notes="refused, unlocked, opened and walked through: the shed south (visited, "
        "initial), east unvisited: go east",
    ),
    item(
        (
            "River bank.\nThe river runs brown and fast here, carrying whole branches past. A "
            "path follows the bank north and south.\nThere are two obvious exits: north and "
            "south.",
            R("river bank", "n s"),
        ),
        "east",
        ("The river is too wide and too fast. You're not swimming that.", K("refused")),
        notes="the river refuses the move east: refused(east); go north or go south",
    ),
]
