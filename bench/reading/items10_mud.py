"""mud, tenth round: rooms of MUDs as players paste them, with prompts of many shapes ("<212hp 140m
187mv>", "< 66H 30M 102V >", "[ 450/450hp ... 0tnl ]", "<HP:100 SP:40 EP:88 Coins:3>"), exit lines
("[Exits: north east south]", "[ Exits: N E S W ]", "[ Exits: e s ]", "The obvious exits are: north
and west.", "Obvious paths: north, east.", a MOO's "[north] to the Avenue", Discworld's "There are
two obvious exits: north and southwest.", Evennia's "Exits: north, east and cellar door"), people
and players coming and going, a sailor who drops a coin and leaves, a coin flipped from one player
to another, newbie-channel chatter about coppers, a baker's prices, an innkeeper's warning about a
way, "You are hungry.", coins got from a rat's corpse, coins behind a moneychanger's locked grille,
the player's coins in the prompt; a locked door refused with the room printed again (Both); a
DragonRealms-like "You also see ... some copper coins", a heap of silver coins, coppers scattered in
a bell pit whose only way is up. What a person reads in each text is declared beside it; the map
facts are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both

GUARD_POST = (
    "Guard Post\n   A squat stone room that smells of damp wool and old stew. An iron-bound "
    "door leads north into the keep; the bailey is south.\n[Exits: north south]\nA bored guard "
    "is sitting on a stool here."
)

ITEMS = [
    item(
        "The Tanner's Row\n   Vats of stinking liquor line both sides of the row, and hides "
        "hang drying from poles overhead. The row runs north to the river gate and south "
        "towards the market; a yard opens to the east.\n\n[Exits: north east south]\nA pile of "
        "copper coins lies in a puddle.\nA tanner's apprentice is here, scraping a hide.\n\n"
        "<212hp 140m 187mv> ",
        R("the tanner's row", "n e s", coin=True),
        notes="a pile of copper coins in a puddle is a coin in the room; the prompt is noise",
    ),
    item(
        "Market Cross\n   The four roads of the town meet here about an old stone cross, its "
        "steps worn hollow by centuries of market women.\n[ Exits: N E S W ]\nA town crier is "
        "here, ringing his bell.\nA pickpocket arrives from the east.\nThe pickpocket leaves "
        "south.\n\n< 88/88hp 104/104m 91/91mv > ",
        R("market cross", "n e s w"),
        notes="a pickpocket passing through names ways the exit line already gives",
    ),
    item(
        "Chandler's Shop\nTallow candles hang in bunches from the beams, and the air is thick "
        "with the smell of them. A counter runs across the back of the shop.\nThe obvious exits "
        "are: north and west.\nA chandler is standing behind the counter.\n[newbie] Kelric: "
        "where do i sell wolf pelts??\n[newbie] Ysolde: tanner on tanner's row, 3 coppers "
        "each\n> ",
        R("chandler's shop", "n w"),
        notes="coppers in a channel line are a price, not a coin here",
    ),
    item(
        "[Riverside, Ferry Landing]\nThe river runs broad and brown past a landing of tarred "
        "planks. A bell on a post is for summoning the ferryman from the far bank. You also see "
        "a coil of rope and some copper coins.\nObvious paths: north, east.\n>",
        R("riverside, ferry landing", "n e", coin=True),
        notes="a DragonRealms-like room: 'You also see ... some copper coins' is a coin in the "
        "room; the river is no way; the room is named by its bracketed title",
    ),
    item(
        "Dockside Alley\n   A narrow alley between warehouses, slick with fish scales.\n"
        "[Exits: east west]\nA drunken sailor staggers in from the west.\nThe drunken sailor "
        "drops a copper coin.\nThe drunken sailor staggers off east.\n\n<140hp 60m 92mv> ",
        R("dockside alley", "e w", coin=True),
        notes="the sailor drops a coin and leaves without it: the coin lies here (the sixth "
        "round's call)",
    ),
    item(
        (
            f"{GUARD_POST}\n\n<92hp 45m 88mv> ",
            R("guard post", "n s"),
        ),
        "n",
        (
            f"The iron-bound door is locked.\n\n{GUARD_POST}\nThe bored guard snickers at "
            "you.\n\n<92hp 45m 88mv> ",
            Both(K("refused", door="locked"), R("guard post", "n s", locked="n")),
        ),
        notes="the refusal and the room in one text: north is locked and refused; the person "
        "goes south",
    ),
    item(
        "Hilltop Beacon\n   A stone cairn crowned with an iron fire basket stands on the bare "
        "summit. The wind never stops up here.\n[ Exits: e s ]\nThe rain begins to fall "
        "harder.\nA shepherd wanders in from the south, whistling.\n\n< 66H 30M 102V > ",
        R("hilltop beacon", "e s"),
        notes="weather and a wandering shepherd are noise",
    ),
    item(
        (
            "Sewer Junction\n   Three tunnels meet in a chamber of dripping brick.\n[Exits: "
            "north west down]\nThe corpse of a giant sewer rat is lying here.\n\n<41hp 12m "
            "60mv> ",
            R("sewer junction", "n w down"),
        ),
        "get coins corpse",
        (
            "You get 14 gold coins from the corpse of a giant sewer rat.\n\n<41hp 12m 60mv> ",
            K("none"),
        ),
        notes="coins got from a corpse are now the player's (the eighth round's call): no coin "
        "in the room; down is no fact",
    ),
    item(
        "The Gatekeeper's Lodge\nA one-room lodge of whitewashed stone. A kettle sits on a "
        "spirit stove. Through the little window you can see the avenue.\nObvious exits: "
        "[north] to the Avenue, [west] to the Beech Copse\nYou see a visitors' book and 3 "
        "silver coins here.",
        R(
            "the gatekeeper's lodge",
            "n w",
            coin=True,
            leads={"n": "the avenue", "w": "the beech copse"},
        ),
        notes="a MOO's exit line with destinations; the window is no way; 3 silver coins here",
    ),
    item(
        "Baker's Stall\n   A trestle under a striped awning, piled with loaves.\n[Exits: north "
        "south]\nA baker is standing here, arms floury to the elbow.\nThe baker says, 'Cob "
        "loaves two coppers, currant buns a penny apiece.'\n\n<120hp 80m 100mv> ",
        R("baker's stall", "n s"),
        notes="prices in coppers and pennies are no coin",
    ),
    item(
        "Whispering Wood Path (Whispering Wood)\n   Tall birches press close on either side, "
        "and their leaves never quite stop moving. The path bends from the north round to the "
        "east.\n[ Exits: north east ]\nA heap of silver coins glitters among the fallen "
        "leaves.\n\n[ 450/450hp 300/300mn 600/600mv 0tnl ] ",
        R("whispering wood path", "n e", coin=True),
        notes="the area tag in parentheses is dropped from the name; a heap of silver coins",
    ),
    item(
        "Filigree Street\nThis is a narrow street of jewellers' and clockmakers' shops, all "
        "shuttered at this hour.\nIt is a cold, wet autumn night with a strong wind.\nThere are "
        "two obvious exits: north and southwest.\nA Watchman is standing here, dripping.\nThe "
        "Watchman says: Move along now, nothing to see.",
        R("filigree street", "n sw"),
        notes="Discworld's manner; southwest is outside the vocabulary",
    ),
    item(
        "Moneychanger's Booth\n   A cramped booth with a locked brass grille across the "
        "counter. Behind the grille, stacks of gold and silver coins stand in neat columns.\n"
        "[Exits: west]\nA moneychanger is here, weighing a coin on tiny scales.\n\n<75hp 70m "
        "90mv> ",
        R("moneychanger's booth", "w"),
        notes="coins behind a locked grille and in the moneychanger's scales are not to be "
        "taken: no coin in the room",
    ),
    item(
        "Herb Garden\n   Neat beds of sage and rue between gravel paths. A wicket gate in the "
        "south wall is closed.\n[Exits: east south]\n\n<HP:100 SP:40 EP:88 Coins:3> ",
        R("herb garden", "e s", closed="s"),
        notes="'Coins:3' in the prompt is the player's purse, no coin in the room; the wicket "
        "gate is closed",
    ),
    item(
        "Old Bell Pit\n   A bottle-shaped pit cut in the clay, its walls glistening. A rope "
        "ladder hangs from the mouth far above.\n[Exits: up]\nSome copper coins are scattered "
        "on the floor.\n\n<33hp 10m 21mv> ",
        R("old bell pit", "up", coin=True),
        notes="the only way is up (no fact); coppers scattered on the floor are coins: take",
    ),
    item(
        "Crossroads Inn, Common Room\n   Smoke-blackened beams, a roaring fire, and the smell "
        "of mutton.\n[Exits: north east west]\nHob the innkeeper is polishing a tankard.\nHob "
        "the innkeeper says, 'Don't go east after dark, friend. Wolves.'\n\n<100hp 100m "
        "100mv> ",
        R("crossroads inn, common room", "n e w"),
        notes="a warning about the way east does not close it; three exits",
    ),
    item(
        "Guildhall Steps\n   Broad marble steps climb to the guildhall's bronze doors, which "
        "stand open to the north.\n[Exits: north south east]\nTamsin the Bold is standing "
        "here.\nBram is resting here.\nTamsin grins and flips a gold coin to Bram.\nBram "
        "catches the coin and pockets it.\n\n<300hp 200m 250mv> ",
        R("guildhall steps", "n s e"),
        notes="a coin passed between two players and pocketed is not in the room",
    ),
    item(
        (
            "Fishmarket\n   Slabs of wet stone, gulls, and the shouting of fishwives.\n[Exits: "
            "north west]\n\n<80hp 50m 77mv> ",
            R("fishmarket", "n w"),
        ),
        "west",
        (
            "Net Loft\n   Nets hang from every beam, and the floorboards are gritty with "
            "salt.\n[Exits: east]\nA tangle of old nets lies here.\nA gold coin lies half hidden "
            "under the nets.\n\n<80hp 50m 76mv> ",
            R("net loft", "e", coin=True),
        ),
        notes="a gold coin half hidden under the nets is here; the only exit is the way back",
    ),
    item(
        "Brewhouse\nCopper vats, mash tuns and a floor sticky with spilt wort.\nExits: north, "
        "east and cellar door\nYou see: a mash paddle and a brass token",
        R("brewhouse", "n e"),
        notes="Evennia's exit names: 'cellar door' gives no compass direction; a brass token "
        "is no coin (the third round's call); copper vats are no coins",
    ),
    item(
        "North Gate\n   The town's north gate stands open, its portcullis chained up out of "
        "the way.\n[Exits: north south]\nA gate guard stands here, leaning on his spear.\nYou "
        "are hungry.\nYou are thirsty.\n\n<12hp 5m 40mv> ",
        R("north gate", "n s"),
        notes="a portcullis chained up is open; hunger and thirst are noise; 'North Gate' is "
        "a name",
    ),
]
