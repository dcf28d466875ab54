"""mud, twenty-fifth round: multi-user games as their players paste them, in forms no earlier
round used beside the usual ones: an IRC bot's room lines ("<mudbot> [Kite Field] ..."), a
Telegram bot's inline buttons ("[⬆️ North]  [⬅️ West]"), a web client's raw HTML, a client log
with timestamps, a MUSH's "Contents:" with named exits, ROM, Diku, LP, IRE and Evennia rooms with
their prompts; places no earlier round used (an onsen's outdoor bath, a felt yurt, a reindeer
herders' camp and corral, an oil rig's mud room, a match factory's dipping room, a lavender still
house, a thatching shed, a trout hatchery's race, a dam's spillway path, a curling clubroom, a
sponge drying yard and sorting loft, an oyster quay and net shed, a glider field, a tea garden, a
fireworks yard). Coins lie here, are counted by others, asked after on a channel or priced; one
is dropped by a herder who walks off. What a person reads in each text is declared beside it; the
map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item
from bench.reading.author4 import Both


def hatchery_race() -> str:
    return (
        "Hatchery Race\n"
        "The race runs fast and clear between concrete walls, and the young salmon hang in it, "
        "all facing upstream.\n"
        "[Exits: north south]\n"
        "<98hp 40m 110mv> "
    )


def drying_yard() -> tuple:
    return (
        "Drying Yard\n"
        "Sponges hang on lines strung between the posts like strange grey fruit, dripping onto "
        "the flagstones.\n"
        "[Exits: north east west]\n"
        "<120hp 75m 130mv> ",
        R("drying yard", "n e w"),
    )


def oyster_quay() -> tuple:
    return (
        "Oyster Quay\n"
        "Empty baskets are stacked along the quay, and gulls squabble over the shells.\n"
        "Exits: north, east (closed)\n"
        "[HP 64/64 MV 88/90] >",
        R("oyster quay", "n e", closed="e"),
    )


def firework_yard() -> tuple:
    return (
        "Firework Yard\n"
        "Crates stencilled DANGER - EXPLOSIVES are stacked well away from the buildings, and a "
        "red flag hangs limp on its pole.\n"
        "Exits: north, east (closed)\n"
        "< 80hp 52m 99mv >",
        R("firework yard", "n e", closed="e"),
    )


ITEMS = [
    item(
        "Outdoor Bath\n"
        "Steam rises from the rock pool into the cold night air, and snow lies on the maple "
        "branches overhead. A bamboo fence closes off the garden to the south.\n"
        "[Exits: north west]\n"
        "A copper coin lies on the wet stones.\n"
        "<140hp 90m 120mv> ",
        R("outdoor bath", "n w", coin=True),
        notes="an onsen in ROM's manner: the exit line gives north and west, the bamboo fence "
        "south is none; a copper coin lies here",
    ),
    item(
        "Felt Yurt\n"
        "A stove burns in the middle of the round floor, its pipe rising through the crown of "
        "the roof, and rugs are piled three deep.\n"
        "Exits: out\n"
        "You see: a brass teapot and 2 silver coins",
        R("felt yurt", "out", coin=True),
        notes="Evennia's manner: the only exit is 'out', outside the vocabulary; '2 silver "
        "coins' lie here: take coin",
    ),
    item(
        "Herders' Camp.\n"
        "A ring of tents stands in the lee of the ridge, and the reindeer stamp and steam in the "
        "corral below. Smoke drifts from the cook tent.\n"
        "You see exits leading north, east, and southwest.\n"
        "3400h, 2900m ex-",
        R("herders' camp", "n e sw"),
        notes="IRE's manner: the title's full stop is dropped; southwest is outside the "
        "vocabulary; north and east are exits",
    ),
    item(
        "Mud Room [Drill Deck]\n"
        "Shale shakers rattle and the deck is slick with drilling mud. Oilskins hang from pegs "
        "along one bulkhead.\n"
        "Exits: north, south [locked], up\n"
        "[HP 100/100] >",
        R("mud room", "n s up", locked="s"),
        notes="an oil rig: the area tag in brackets is dropped from the name; south is locked "
        "(no `open`), up is outside the vocabulary: go north",
    ),
    item(
        "Dipping room.\n"
        "Frames of splints pass slowly over the trough of red paste. A match girl sits on a "
        "stool by the door, counting pennies into her apron.\n"
        "There are three obvious exits: north, east and west.",
        R("dipping room", "n e w"),
        notes="LP's manner: the pennies a girl counts into her apron are hers, not coins lying "
        "here (the sixth round's call); three exits",
    ),
    item(
        "<mudbot> [Kite Field] A wide, wind-combed meadow dotted with kite flyers' stakes.\n"
        "<mudbot> Exits: north, east | Here: a kite reel, a silver coin",
        R("kite field", "n e", coin=True),
        notes="an IRC bot's room lines: the name in brackets, exits north and east, a silver "
        "coin here",
    ),
    item(
        "📍 Saffron Terrace\n"
        "Rows of purple crocus run along the terraces, and pickers move slowly between them with "
        "baskets on their hips.\n\n"
        "[⬆️ North]  [⬅️ West]  [🎒 Bag]",
        R("saffron terrace", "n w"),
        notes="a Telegram bot's inline buttons are the exits (north and west); the bag button "
        "is no way; no coin",
    ),
    item(
        "<h3>Still House</h3><p>The copper still hisses and ticks, and the whole room smells of "
        'lavender.</p><p><b>Exits:</b> <a href="#n">north</a>, <a href="#e">east</a></p>'
        "<p><b>Here:</b> a glass vial, a silver coin</p>",
        R("still house", "n e", coin=True),
        notes="a web client's raw HTML: the heading names the room, the links are the exits, a "
        "silver coin is here; the copper still is no coin",
    ),
    item(
        "[21:04:12] You enter the Thatching Shed.\n"
        "[21:04:12] Bundles of long straw are stacked to the rafters, and a spar-maker's bench "
        "stands by the door.\n"
        "[21:04:12] Exits: south, west (closed)\n"
        '[21:04:13] Ravi says, "Mind the spars, they\'re sharp."',
        R("thatching shed", "s w", closed="w"),
        notes="a client log with timestamps: 'You enter the Thatching Shed.' names the room; "
        "west is closed: go south or open west",
    ),
    item(
        (hatchery_race(), R("hatchery race", "n s")),
        "east",
        (
            "A fish ladder of concrete steps fills the way east, and salmon are leaping up it. "
            "You cannot go that way.\n\n" + hatchery_race(),
            Both(K("refused"), R("hatchery race", "n s")),
        ),
        notes="a refusal of a way never given (east) and the room printed again in one text: "
        "refused east; go north or south",
    ),
    item(
        "[OOC] Pim: anyone seen a gold coin near the dam? need it for the quest\n"
        "Spillway Path\n"
        "A path of wet gravel follows the spillway channel toward the river, and the roar of the "
        "water drowns every other sound.\n"
        "Obvious exits: north, south.\n"
        "<77hp 60m 95mv>",
        R("spillway path", "n s"),
        notes="a coin asked after on the OOC channel is no coin here; the channel line above the "
        "heading does not change the room's name",
    ),
    item(
        "Coffee Stall\n"
        "A roaster turns over a charcoal brazier, and the smell of it fills the whole alley. A "
        "slate reads: SMALL 2 COPPERS, LARGE 3 COPPERS.\n"
        "Obvious exits: east, west.\n"
        "[Gold: 12  Silver: 4]>",
        R("coffee stall", "e w"),
        notes="prices in coppers and the player's gold in the prompt are no coins here",
    ),
    item(
        "Clubroom Bar\n"
        "Photographs of winning rinks cover the walls, and the brass bell over the bar is "
        "polished like a mirror.\n"
        "A card above the till reads: NO CREDIT, NO TABS, NO EXCEPTIONS.\n"
        "Obvious exits:\n"
        "north - The Curling Rink\n"
        "west  - (the door is closed)",
        R("clubroom bar", "n w", closed="w", leads={"n": "curling rink"}),
        notes="Diku's exit list with destinations; '(the door is closed)' west is a closed "
        "exit: go north or open west; a brass bell is no coin",
    ),
    item(
        drying_yard(),
        "n",
        (
            "Sorting Loft\n"
            "Sponges are graded into baskets by size and softness, and the dust makes you "
            "sneeze.\n"
            "[Exits: south]\n"
            "A silver coin lies among the sponges.\n"
            "<120hp 75m 128mv> ",
            R("sorting loft", "s", coin=True),
        ),
        "get coin",
        ("You get a silver coin from among the sponges.\n<120hp 75m 128mv> ", K("took")),
        notes="a walk north into the sorting loft and the coin taken: the loft's only exit south "
        "is the way in, visited: go south",
    ),
    item(
        oyster_quay(),
        "east",
        ("The shed door is closed.\n[HP 64/64 MV 88/90] >", K("refused", "closed")),
        "open door",
        ("You open the shed door.\n[HP 64/64 MV 88/90] >", K("opened", "e")),
        "east",
        (
            "Net Shed\n"
            "Nets hang from the rafters in heavy swags, smelling of tar and weed.\n"
            "Exits: west\n"
            "A rusty penny lies in the corner.\n"
            "[HP 64/64 MV 87/90] >",
            R("net shed", "w", coin=True),
        ),
        notes="a closed door refused, opened by its kind and walked through: the net shed's "
        "rusty penny is a coin here: take it",
    ),
    item(
        "Glider Field(#512RJ)\n"
        "Short turf runs away to a windsock that hangs limp on its mast.\n"
        "Contents:\n"
        "Silver Coin\n"
        "Obvious exits:\n"
        "Hangar <H>  Clubhouse <C>  North <N>",
        R("glider field", "hangar clubhouse n", coin=True),
        notes="a MUSH room: the dbref is dropped; Hangar and Clubhouse are exits outside the "
        "vocabulary, North is north; a silver coin among the contents",
    ),
    item(
        "Snow Corral\n"
        "The fence of the corral is made of birch poles lashed with hide, and the reindeer crowd "
        "against it to watch you.\n"
        "[Exits: east south]\n"
        "A herder drops a silver coin in the snow without noticing and trudges off east.",
        R("snow corral", "e s", coin=True),
        notes="a coin another character drops and leaves behind lies in the room (the tenth "
        "round's sailor): take it",
    ),
    item(
        "Tea Garden Terrace\n"
        "Clipped tea bushes step down the hillside below you like green stairs.\n"
        "Visible exits: east, down\n"
        "A silver coin glints between the tea bushes.",
        R("tea garden terrace", "e down", coin=True),
        notes="down is outside the vocabulary; a silver coin glints here: take it",
    ),
    item(
        firework_yard(),
        "east",
        ("The magazine door is locked.\n< 80hp 52m 99mv >", K("refused", "locked")),
        "unlock east",
        ("You unlock the magazine door.\n< 80hp 52m 99mv >", K("unlocked")),
        notes="a closed door refused as locked, then unlocked: still closed and the refusal "
        "stands until it is opened: open east (or go north)",
    ),
    item(
        "Lavender Field (Provence Hills)\n"
        "Purple rows run to the edge of the sky, loud with bees. A picker straightens her back "
        'and calls over, "The coin you dropped yesterday? Long gone, friend."\n'
        "You could leave north or west from here.",
        R("lavender field", "n w"),
        notes="the area tag in parentheses is dropped; a coin dropped yesterday and gone is no "
        "coin here; exits north and west",
    ),
]
