"""negation, fourth round: absence, exceptions, conditionals, questions answered no, coins
remembered, dreamt, glimpsed elsewhere, sewn into a cloak or set in a mosaic, painted doors,
blocked ways, compass words in names. What a person reads in each text is declared beside it;
the map facts are derived by bench.reading.author."""

from __future__ import annotations

from bench.reading.author import R, item

ITEMS = [
    item(
        "Cold Room\nFrost furs the walls. There is no way east, nor any way west; the only "
        "door is to the north.",
        R("Cold Room", "n"),
    ),
    item(
        "Warren\nLow tunnels lead off in every compass direction but east, where the earth "
        "has fallen in.",
        R("Warren", "n s w"),
        notes="'every compass direction but east': north, south and west",
    ),
    item(
        "Blind Alley\nIf there were a door to the south, it would lead to the garden. There "
        "isn't. The only way out is north.",
        R("Blind Alley", "n"),
        notes="a conditional about a door that is not there: no exit south",
    ),
    item(
        "Snug\nA tiny room with one settle and one table. Is that a coin under the table? You "
        "look closer: no, only a bottle cap. A door leads east.",
        R("Snug", "e"),
        notes="the question is answered no: no coin",
    ),
    item(
        "Old Schoolyard\nYou remember finding a silver coin here, behind the bike shed, when "
        "you were nine. The bike shed is long gone. Gates open to the north and to the west.",
        R("Old Schoolyard", "n w"),
        notes="a remembered coin is no coin",
    ),
    item(
        "Hayloft\nYou wake with a start. In the dream there had been coins everywhere; here "
        "there is only straw. A ladder leads down, and a loading door opens to the east.",
        R("Hayloft", "d e"),
        notes="dreamt coins are no coin",
    ),
    item(
        "Baths\nA mosaic of a great gold coin is set into the floor of the pool. The pool is "
        "dry. Doorways lead south and west.",
        R("Baths", "s w"),
        notes="a coin in a mosaic is a picture, no coin",
    ),
    item(
        "Empty Vault\nWhatever coins were once kept in this vault have long since gone. The "
        "vault door, to the south, stands open.",
        R("Empty Vault", "s"),
        notes="coins that are gone are no coin",
    ),
    item(
        "Reading Room\nTall windows to the north look out over the quad. A door to the west "
        "leads to the stacks.",
        R("Reading Room", "w"),
        notes="windows to the north are no exit",
    ),
    item(
        "Collapsed Corridor\nThe corridor once continued east, but a fallen beam and a drift "
        "of plaster now fill it to the ceiling. You can still go south.",
        R("Collapsed Corridor", "s"),
        notes="a way blocked by a fallen beam is no exit",
    ),
    item(
        "North Tower Landing\nA draughty landing near the top of the tower. Stairs lead down; "
        "a door to the west opens onto the battlements.",
        R("North Tower Landing", "d w"),
        notes="'north' in the room's name is no exit",
    ),
    item(
        "Painted Hall\nOn the east wall someone has painted a door, so lifelike that you reach "
        "for its handle before you notice the brushstrokes. The real door is to the south.",
        R("Painted Hall", "s"),
        notes="a painted door is no exit",
    ),
    item(
        "Gorge Edge\nThe rope bridge that once crossed westward is gone; its frayed ends hang "
        "into the gorge. A path climbs east.",
        R("Gorge Edge", "e"),
        notes="the bridge west is gone: no exit west",
    ),
    item(
        "Dead End\nNothing here but dust. No coin, no key, no way on but south.",
        R("Dead End", "s"),
    ),
    item(
        "Ferry Waiting Room\nA bench, a timetable, a stove gone cold. A coin is sewn into the "
        "hem of your cloak, for the ferryman. The door is to the north.",
        R("Ferry Waiting Room", "n"),
        notes="a coin sewn into the player's cloak is not lying in the room",
    ),
    item(
        "Antechamber\nThrough the keyhole of the east door you glimpse a heap of gold coins on "
        "the other side. The door is locked. An archway leads south.",
        R("Antechamber", "e s", locked="e"),
        notes="coins seen in the next room are not in this one; the east door is locked",
    ),
    item(
        "Potter's Yard\nThere is no door to the south, just an open archway in the wall. "
        "Kilns crowd the other sides of the yard.",
        R("Potter's Yard", "s"),
        notes="'no door to the south, just an open archway': an open exit south",
    ),
    item(
        "Muniment Room\nDeed boxes to the ceiling. The door to the north is not locked, but it "
        "is closed. There is no other way out.",
        R("Muniment Room", "n", closed="n"),
    ),
    item(
        "Herb Store\nBunches of sage and rue hang drying. The door to the east isn't closed. "
        "Nor is the one to the west.",
        R("Herb Store", "e w"),
        notes="'isn't closed': open",
    ),
    item(
        "Terrace\nThe sun rises in the east over the hills, and the shadows of the "
        "balustrade lie long across the flags. Steps lead down to the south.",
        R("Terrace", "s"),
        notes="the sun rising in the east is no exit",
    ),
    item(
        "Arcade\nA row of dead slot machines. The coin return of the nearest is empty, and the "
        "floor has been swept clean. Exits: north, south.",
        R("Arcade", "n s"),
        notes="an empty coin return and slot machines: no coin",
    ),
]
