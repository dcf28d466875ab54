"""negation, thirty-ninth round: coin words that give no coin and compass words that give no way, in
places the earlier rounds did not visit: a coin cell battery in an ice fishing hut, an Alpine
refuge's NO CASH sign and its west-facing window, a marsh mudhif whose west end has no door, a Lagos
cybercafe's CRYPTO COIN poster (and a real ten-naira coin under a keyboard), a painted dollar sign
on a locked safe in a Bodie bank vault, a south-facing conservatory, the aurora over the northern
sky from an Abisko sky station (only stairs down: no action), a jjimjilbang whose lockers take a
500-won coin ("there's none here"), a five-and-dime's jar of penny candy, crates stencilled
SOUTHAMPTON and WESTPORT in a bonded warehouse, a Royal Crown Derby plate in a Derbyshire parlour, a
gramophone playing "Pennies from Heaven" in a Shanghai dance hall, a dollarbird on a Brisbane Hills
Hoist (and a real dollar coin in the grass), a stair bricked up in 1911 in a Glasgow tenement's
close, a porthole east on the night boat to Split, a Tokaj cellar's east door "isn't locked, and it
isn't shut either"; four short histories: `take coin` answered "You can't see any such thing." and a
look at a Tbilisi bathhouse's dressing room, "There is nothing under the futon but tatami." in a
ryokan, a twenty-centavo coin taken in a Cuban tobacco barn and the barn looked at again, and an
inventory on a covered bridge ("You are carrying a half dime and a tin whistle."). What a person
reads in each text is declared beside it; the map facts and the person's actions are derived by
bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

ITEMS = [
    item(
        "Ice Fishing Hut\n"
        "A plywood hut on the frozen lake, with a propane heater ticking in the corner and a "
        "round hole cut through the ice in the middle of the floor. A coin cell battery for the "
        "fish finder lies on the bench, next to a thermos. The door is to the south.",
        R("ice fishing hut", "s"),
        notes="A coin cell battery is a battery, not a coin; the hole in the ice is no exit; "
        "the door south (state not given: open): go south.",
    ),
    item(
        "Refuge Dormitory\n"
        "Bunk beds three high, a smell of wet wool, and forty pairs of boots somewhere below. "
        "The west-facing window looks straight at the Matterhorn. The door, east, is ajar. A "
        "notice on it says NO CASH, NO CARDS -- PAY THE WARDEN IN THE MORNING.",
        R("refuge dormitory", "e"),
        notes="A west-facing window is no exit; the door east ajar (open); 'NO CASH' is no "
        "coin: go east.",
    ),
    item(
        "Mudhif\n"
        "The great reed arches of the guesthouse rise overhead like the ribs of a boat, and "
        "carpets cover the floor from end to end. The only opening is at the east end. There is "
        "no door at the west end, only more reeds, and beyond them the marsh. No money changes "
        "hands in a mudhif.",
        R("mudhif", "e"),
        notes="Iraq: 'There is no door at the west end' (no exit); one opening east; no coin.",
    ),
    item(
        "Cyber Cafe\n"
        "Twelve computers hum on two long tables, and a poster over them says CRYPTO COIN -- "
        "THE FUTURE OF MONEY. The street door is north, and the office door, east, is closed. "
        "Under the nearest keyboard you can see a ten-naira coin.",
        R("cyber cafe", "n e", closed="e", coin=True),
        notes="Lagos: a poster's CRYPTO COIN is no coin, but a real ten-naira coin lies under a "
        "keyboard (take coin); the office door east closed.",
    ),
    item(
        "Bank Vault\n"
        "The vault of the old bank at Bodie is empty but for an iron safe with a dollar sign "
        "painted on its door, and the safe is locked. The vault door, north, stands open onto "
        "the banking hall. There is not a cent anywhere on the floor.",
        R("bank vault", "n"),
        notes="A painted dollar sign on a locked safe, 'not a cent anywhere': no coin; the "
        "safe is no door of the room; the vault door north open: go north.",
    ),
    item(
        "Conservatory\n"
        "The conservatory is south-facing and very warm, and the vine on the roof has grapes on "
        "it already. Geraniums crowd the shelves under the glass. There is no way out but the "
        "door into the house, to the north.",
        R("conservatory", "n"),
        notes="'south-facing' is no way south; the glass is no exit; one door north: go north.",
    ),
    item(
        "Sky Station Deck\n"
        "The aurora ripples green and violet across the northern sky, so bright that it throws "
        "shadows on the snow. The deck has a rail all round it. The stairs down are the only "
        "way off.",
        R("sky station deck", "d"),
        notes="Abisko: the aurora in the northern sky is no way north; the only way is down "
        "(outside the vocabulary): no coin, no action.",
    ),
    item(
        "Sleeping Hall\n"
        "People in identical pink shorts lie asleep on the heated floor of the jjimjilbang, "
        "their heads on wooden blocks. The lockers along the north wall take a 500-won coin, "
        "but you haven't got one and there's none here. The corridor is south.",
        R("sleeping hall", "s"),
        notes="Korea: lockers that take a 500-won coin, 'there's none here': no coin; the "
        "lockers along the north wall are no exit; go south.",
    ),
    item(
        "Five-and-Dime\n"
        "Behind the long counter is a wall of jars: humbugs, licorice whips, and a jar of penny "
        "candy that costs two cents now. The street door is south. The stockroom door, west, "
        "says EMPLOYEES ONLY, and it is locked.",
        R("five-and-dime", "s w", locked="w"),
        notes="A jar of penny candy is no coin; the street door south (go south), the "
        "stockroom door west locked.",
    ),
    item(
        "Bonded Warehouse\n"
        "Crates are stacked to the roof, stencilled SOUTHAMPTON, WESTPORT and NORTH SHIELDS. "
        "The loading door, north, is shut. A passage runs east between the stacks to the "
        "customs office.",
        R("bonded warehouse", "n e", closed="n"),
        notes="Port names stencilled on crates are no ways; the loading door north shut "
        "(closed), the passage east: open north or go east; no coin.",
    ),
    item(
        "Parlour\n"
        "A Royal Crown Derby plate stands on the dresser, and the clock on the mantelpiece is "
        "stopped at a quarter past six. The tea caddy is empty. The kitchen is west, and the "
        "door to the lane, north, is bolted on this side; you could draw the bolt easily "
        "enough.",
        R("parlour", "w n", closed="n"),
        notes="Derbyshire: a Crown Derby plate, a quarter past six and an empty tea caddy give "
        "no coin; the lane door north bolted on this side (closed: one can draw the bolt); the "
        "kitchen west.",
    ),
    item(
        "Dance Hall\n"
        "A gramophone on the bandstand is playing 'Pennies from Heaven', and nobody is dancing "
        "yet. The doors to the Bund are east. The bar is north, through a bead curtain.",
        R("dance hall", "e n"),
        notes="Shanghai: a song called 'Pennies from Heaven' gives no coin; the doors east "
        "(state not given) and the bar north: go east or north.",
    ),
    item(
        "Backyard\n"
        "A dollarbird sits on the top of the Hills Hoist, watching for insects, and the grass "
        "under it is long. There's a real dollar coin, too, in the grass under the clothes line. "
        "The back steps lead up into the house, and the side gate, west, is open.",
        R("backyard", "u w", coin=True),
        notes="Brisbane: a dollarbird is a bird; 'a real dollar coin' in the grass is a coin "
        "(take coin); the back steps up, the side gate west open.",
    ),
    item(
        "Close\n"
        "The close of the tenement is tiled in green and cream halfway up the walls. There's no "
        "way south. There used to be a stair to the back court, but it was bricked up in 1911. "
        "The street is north, and Mrs. Gilmour's door, east, is shut.",
        R("close", "n e", closed="e"),
        notes="Glasgow: 'no way south', a bricked-up stair: no exit; the street north, a shut "
        "door east (closed); no coin.",
    ),
    item(
        "Cabin 12\n"
        "A bunk, a folding basin and a porthole that looks east over the dark sea. The night "
        "boat to Split shudders as its engines turn. The cabin door, west, opens onto the "
        "corridor.",
        R("cabin 12", "w"),
        notes="A porthole east is no exit; the cabin door west onto the corridor: go west; no "
        "coin.",
    ),
    item(
        "Cellar Gallery\n"
        "Barrels of Tokaji sleep in the black mould that covers every wall of the gallery. The "
        "door at the east end isn't locked, and it isn't shut either. Steps climb up to the "
        "village street.",
        R("cellar gallery", "e u"),
        notes="A door by denial: 'isn't locked, and it isn't shut either' is open; steps up; go "
        "east; no coin.",
    ),
    item(
        (
            "Dressing Room\n"
            "Wooden benches, hooks on the wall and a smell of sulphur from the baths below. "
            "The door to the baths is south. The street door is north.",
            R("dressing room", "s n"),
        ),
        "take coin",
        ("You can't see any such thing.", K("none")),
        "look",
        (
            "Dressing Room\n"
            "Wooden benches, hooks on the wall and a smell of sulphur from the baths below. "
            "The door to the baths is south. The street door is north.\n\n"
            "The attendant comes in with a pile of towels.",
            R("dressing room", "s n"),
        ),
        notes="Tbilisi: 'You can't see any such thing.' after take coin: no coin; a look shows "
        "none either; go south or north.",
    ),
    item(
        (
            "Plum Room\n"
            "The guest room of the ryokan: eight tatami mats, a low table with a tea set, and "
            "a futon laid out for the night. The sliding door to the corridor is west. The "
            "paper screen east opens onto the garden.",
            R("plum room", "w e"),
        ),
        "look under futon",
        ("There is nothing under the futon but tatami.", K("none")),
        notes="A look under the futon finds nothing: no coin; two exits, west and east.",
    ),
    item(
        (
            "Tobacco Barn\n"
            "Leaves hang in bundles from the poles overhead, turning from green to gold. The "
            "big doors, north and south, are both open to let the air through. A twenty-centavo "
            "coin lies on the earth floor.",
            R("tobacco barn", "n s", coin=True),
        ),
        "take coin",
        ("You take the twenty-centavo coin.", K("took")),
        "look",
        (
            "Tobacco Barn\n"
            "Leaves hang in bundles from the poles overhead, turning from green to gold. The "
            "big doors, north and south, are both open to let the air through.",
            R("tobacco barn", "n s"),
        ),
        notes="Cuba: the coin taken, and the look shows the floor without it: no coin; go north "
        "or south.",
    ),
    item(
        (
            "Covered Bridge\n"
            "The planks boom under your feet, and light falls in stripes through the gaps in "
            "the walls. The road runs on east and west. Below, the river is loud with snowmelt.",
            R("covered bridge", "e w"),
        ),
        "inventory",
        ("You are carrying a half dime and a tin whistle.", K("none")),
        notes="Vermont: a half dime the player carries is not in the room (no coin); the river "
        "below is no exit; the road east and west.",
    ),
]
