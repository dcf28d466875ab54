"""prose, forty-seventh round: six walks (2-3 turns) through a natural history museum at night on a
ghost tour, in second-person prose with the guide's lines (a bird gallery whose whale hall door
north "is shut", whose insect room is east through an arch and whose curator's office door west "is
locked"; an Insect Room; a Taxidermy Studio with "a coin: a copper quattrino, black with age" among
the glass eyes; a Whale Hall): "'That door's shut,' says the guide. 'You'll have to open it
yourself. I'm not touching it.'", "The whale hall door opens with a long groan, and the guide counts
heads.", "'Locked,' says the guide. 'I told you. Not even me.'", "You take the quattrino.", returns
as the cases creak and the guide's lantern gutters, walks begun in the insect room, the studio and
the whale hall; single rooms and short histories in registers the earlier rounds never used: a
complaint letter from a guest house's Lilac Room (a Honduran lempira on the bedside table), a site
diary in a lift motor room (a tank room door refused as locked, a parapet), a voice memo in the
archive stacks, a stocktake in a cellar bar (the cold room door opened), a ranger's patrol log at an
observation post (a cliff path gone into the sea), a museum's audio description of a mummy room, an
Australian welcome to the shearers' quarters, a concierge in a winter garden, an archaic second
person in a bakehouse ("Thou standest in the bakehouse"), a hard-boiled private eye in a pawnshop's
back room (an old Peruvian inti), a tape transcript in an ice factory's cold room (a padlocked
loading door), a locksmith's job sheet (a yard door picked, still shut, then opened), a heritage
walking tour's leaflet, a gardener's diary in the pinery (a Venetian soldo left in the tan). What a
person reads in each text is declared beside it; the map facts and the person's actions are derived
by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import K, R, item

# ---- a natural history museum at night: BIRD GALLERY n WHALE HALL (a door, shut at first),
# e INSECT ROOM (an arch), w the curator's office (locked); INSECT ROOM n TAXIDERMY STUDIO (a
# doorway without a door; a copper quattrino).


def gallery(door: str = "shut", event: str = "") -> tuple:
    text = (
        'The guide lifts her lantern. "The bird gallery," she says, "where the night porter '
        "heard singing in 1911.\" You're in the bird gallery, among a hundred glass cases of "
        f"birds that haven't sung in a century. To the north, the door to the whale hall is "
        f"{door}. The insect room opens to the east through an arch. To the west, the curator's "
        'office door is locked. "Nobody goes in there," says the guide. "Not even me."'
    )
    if event:
        text += f" {event}"
    return (
        text,
        R(
            "bird gallery",
            "n e w",
            closed="n" if door == "shut" else "",
            locked="w",
            leads={"n": "whale hall", "e": "insect room"},
        ),
    )


def whale(door: str = "open") -> tuple:
    return (
        "You're in the whale hall. The skeleton of a blue whale hangs from the roof on chains, "
        "and the guide's lantern sends the shadows of its ribs swinging across the floor. The "
        f"door to the bird gallery, south, is {door}. It's the only way out.",
        R("whale hall", "s", closed="s" if door == "shut" else "", leads={"s": "bird gallery"}),
    )


def insects(event: str = "") -> tuple:
    text = (
        "You're in the insect room. Drawers of pinned beetles line the walls, and the guide says "
        "a moth collector still opens them at night, one by one. The bird gallery is west, "
        "through the arch. A doorway to the north, without a door, leads into the taxidermy "
        "studio."
    )
    if event:
        text += f" {event}"
    return (
        text,
        R("insect room", "w n", leads={"w": "bird gallery", "n": "taxidermy studio"}),
    )


def studio(coin: bool = True) -> tuple:
    text = (
        "You're in the taxidermy studio. Glass eyes in saucers, a roll of wire, a bale of tow, "
        "and a fox half-finished on the bench. The insect room is south."
    )
    if coin:
        text += (
            " On the bench, among the glass eyes, lies a coin: a copper quattrino, black with age."
        )
    return (text, R("taxidermy studio", "s", coin=coin, leads={"s": "insect room"}))


SHUT = (
    "\"That door's shut,\" says the guide. \"You'll have to open it yourself. I'm not touching "
    'it."',
    K("refused", "closed"),
)
OPENED = (
    "The whale hall door opens with a long groan, and the guide counts heads.",
    K("opened", "north"),
)
LOCKED = ('"Locked," says the guide. "I told you. Not even me."', K("refused", "locked"))
TOOK = (
    "You take the quattrino. The guide says a taxidermist lost it here in 1887 and has been "
    "looking for it ever since.",
    K("took"),
)

ITEMS = [
    item(
        gallery(),
        "north",
        SHUT,
        "open door",
        OPENED,
        "north",
        whale(),
        notes="the whale hall door refused as shut, opened by 'open door' (the one shut door), "
        "walked through; the whale hall's only way is south: visited, initial, go south",
    ),
    item(
        gallery(),
        "east",
        insects(),
        "north",
        studio(),
        "take coin",
        TOOK,
        notes="the quattrino taken in the taxidermy studio (gone); its only way south is visited "
        "and initial: all_visited, go south",
    ),
    item(
        insects(),
        "west",
        gallery(),
        "west",
        LOCKED,
        notes="begun in the insect room; in the bird gallery the curator's door west refused as "
        "locked; east visited and initial; the whale hall door north is shut: open north",
    ),
    item(
        studio(),
        "take coin",
        ("You take the quattrino and put it in your pocket. The guide shivers.", K("took")),
        "south",
        insects(),
        "west",
        gallery(event="Somewhere among the cases, glass creaks as the building cools."),
        notes="begun in the studio, the coin taken; through the insect room to the bird gallery "
        "(east visited, initial); the shut whale hall door north is unexplored: open north",
    ),
    item(
        whale("shut"),
        "south",
        ('"Shut," says the guide. "Of course it is."', K("refused", "closed")),
        "open south",
        (
            "You pull the door open, and the bird gallery's cases glint in the lantern light.",
            K("opened"),
        ),
        "south",
        gallery("open"),
        notes="begun in the whale hall with its door shut: refused, opened by direction, walked "
        "through; in the bird gallery north is visited and initial; the insect room east is "
        "unexplored: go east",
    ),
    item(
        gallery(),
        "east",
        insects(),
        "west",
        gallery(event="The guide's lantern gutters, and she shakes it until it burns again."),
        notes="a return to the first room (no initial): east visited; the whale hall door north "
        "is shut and unexplored: open north; west locked",
    ),
    # ---- single rooms and short histories in other registers
    item(
        (
            "Dear Sir or Madam,\n\nI am writing to you from the Lilac Room, where I have been for "
            "three days, and I wish to complain. The window will not open. The bathroom, through "
            "the door to the east, has no hot water. The door to the landing, north, does not "
            "lock at all. And on the bedside table there is a coin that somebody left and nobody "
            "has cleared away: a Honduran lempira, of all things.\n\nYours, disappointed,\n"
            "E. Prothero",
            R("Lilac Room", "e n", coin=True),
        ),
        notes="a complaint letter written from the Lilac Room: the lempira on the bedside table "
        "is in the room: take coin; the window is no way; the bathroom door east and the landing "
        "door north (it does not lock) are exits",
    ),
    item(
        (
            "Site diary, Wed 4th. In the lift motor room all morning. Motor's in, controller's "
            "in, cable trays half done. Door south to the stair core is propped open. Door west "
            "to the tank room is locked and the plumbers have the key. Nothing east: that's the "
            "parapet and a fifty-metre drop.",
            R("lift motor room", "s w", locked="w"),
        ),
        "west",
        ("Tried the tank room door anyway. Locked, like I said.", K("refused", "locked")),
        notes="a site diary: the tank room door west refused as locked (closed, refused); east "
        "is a parapet, no exit; the stair core door south is propped open: go south",
    ),
    item(
        (
            "Voice memo, 14:02. Okay. I'm in the archive stacks now. Basement two: rolling "
            "shelves as far as I can see, and it's cold enough to see my breath. The strongroom "
            "is north, through a steel cage door, and that's locked; I'll need the archivist. "
            "The corridor to the lifts runs east. That's the only other way.",
            R("archive stacks", "n e", locked="n"),
        ),
        notes="a voice memo from the archive stacks: the strongroom's cage door north is locked; "
        "the corridor east is the way: go east",
    ),
    item(
        (
            "Stocktake, Sunday night. I'm down in the cellar bar. Fourteen kegs of bitter, nine "
            "of lager, two of that cider nobody drinks. The door to the cold room, north, is "
            "shut. The hatch to the street, east, is locked and chained from outside, as it "
            "should be. The lounge is through the door west, wedged open.",
            R("cellar bar", "n e w", closed="n", locked="e"),
        ),
        "open north",
        ("Cold room door open. Fridges humming, all present and correct.", K("opened")),
        notes="a stocktake: the cold room door north opened by direction; the street hatch east "
        "is locked and chained; the lounge door west is wedged open: go north or go west",
    ),
    item(
        (
            "Patrol log, 06:15. At the observation post. Fog lifting off the cove. Path south "
            "to the car park; the door of the seal hide, west, is shut. The old cliff path north "
            "fell into the sea in the winter storms.",
            R("observation post", "s w", closed="w"),
        ),
        "north",
        (
            "06:22. Went to look at the cliff path anyway. It's gone, all right: twenty feet of "
            "nothing and then the sea.",
            K("refused"),
        ),
        notes="a ranger's patrol log: the cliff path north is gone, no exit, and the move there "
        "is refused (refused(north)); the path south is open (go south); the hide door west is "
        "shut (open west)",
    ),
    item(
        (
            "Audio description, track 9. You are standing in the mummy room. The room is dim, and "
            "glass cases line both long walls; the largest holds a painted coffin on a stand, "
            "lit from beneath. To the north, an open doorway leads to the Nile gallery. To the "
            "south, a doorway leads to the staircase hall. To the east, a door marked STAFF ONLY "
            "is locked.",
            R(
                "mummy room",
                "n s e",
                locked="e",
                leads={"n": "nile gallery", "s": "staircase hall"},
            ),
        ),
        notes="a museum's audio description: two open doorways (north, south) and a locked staff "
        "door east; no coin: go north or go south",
    ),
    item(
        (
            "G'day, and welcome to the shearers' quarters. Bunks down both walls, a table with a "
            "pack of cards on it, and the smell of sheep in everything. The dunny's through the "
            "door east, and it's shut. The cookhouse is north, mate, through the flyscreen door, "
            "which is open. That's your lot.",
            R("shearers' quarters", "e n", closed="e"),
        ),
        notes="an Australian welcome: the dunny door east is shut (open east); the flyscreen "
        "door north is open (go north)",
    ),
    item(
        (
            '"Madam is in the winter garden," says the concierge, with a little bow. "The palms '
            "were planted in 1890, madam. The library is north, through the glass doors, which "
            "stand open. The ballroom, to the east, is locked for the evening, I'm afraid. And "
            'the terrace door to the west is open, should madam wish for air."',
            R("winter garden", "n e w", locked="e"),
        ),
        notes="a concierge's speech: the player is in the winter garden; north and west are "
        "open (either); the ballroom door east is locked",
    ),
    item(
        (
            "Thou standest in the bakehouse, where the great oven yet giveth off its heat. "
            "Northward is the door unto the granary, and it is shut. Eastward lieth the court, "
            "open to the sky. Westward is the steward's chamber, whose door is locked, and he "
            "hath the key.",
            R("bakehouse", "n e w", closed="n", locked="w"),
        ),
        "north",
        ("The door unto the granary is shut; thou must open it first.", K("refused", "closed")),
        "open door",
        ("Thou openest the door, and the smell of grain cometh forth.", K("opened", "north")),
        notes="an archaic second person: the granary door north refused as shut, then opened by "
        "'open door' (cleared); the court east is open; the steward's door west is locked: go "
        "north or go east",
    ),
    item(
        (
            "I'm in the back room. Sal's pawnshop, three in the morning, and it smells of "
            "mothballs and bad decisions. The alley door, north, is locked; I checked. The shop "
            "is east, through a bead curtain. On the desk, under the lamp, there's a coin: an old "
            "Peruvian inti, face up, like it's waiting for somebody.",
            R("back room", "n e", locked="n", coin=True),
        ),
        notes="a hard-boiled first person: the inti on the desk is in the room: take coin; the "
        "alley door north is locked, the bead curtain east is a way",
    ),
    item(
        (
            "[Tape 3, side A] Right. I'm in the cold room. The ice factory's been shut for years, "
            "but the machines still run, and blocks of ice stand in rows like gravestones. The "
            "door north to the engine room is open. The loading door east is locked from "
            "outside; I heard them padlock it.",
            R("cold room", "n e", locked="e", leads={"n": "engine room"}),
        ),
        "east",
        (
            "[Tape 3, side A, continued] Loading door won't budge. Padlocked, like I said. I'm "
            "not freezing to death in here.",
            K("refused", "locked"),
        ),
        notes="a tape transcript: the loading door east refused as locked (padlocked); the open "
        "door north is the way: go north",
    ),
    item(
        (
            "JOB 5521, 14 Mill Lane. I'm in the back kitchen. Customer's lost the key to the yard "
            "door, west, and it's locked. Door north to the hall is open.",
            R("back kitchen", "w n", locked="w"),
        ),
        "unlock west door with picks",
        ("Picked it in four minutes. Door west unlocked, still shut.", K("unlocked")),
        "open west",
        ("Door open. Yard beyond, full of bins.", K("opened")),
        notes="a locksmith's job sheet: the yard door west unlocked (still shut), then opened: "
        "open now; the hall door north is open: go west or go north",
    ),
    item(
        (
            "STOP 5: THE KITCHEN COURT\nYou are now in the kitchen court, where meat for three "
            "hundred was roasted every day. Look for the spit racks on the east wall. To "
            "continue the tour, leave by the arch to the north for Stop 6, the Great Hall. The "
            "passage to the south leads to the shop and café.",
            R("kitchen court", "n s", leads={"n": "great hall"}),
        ),
        notes="a walking tour's leaflet: the stop's heading names the kitchen court; 'the east "
        "wall' is no exit; the arch north and the passage south are ways: either",
    ),
    item(
        (
            "June 3rd. In the pinery this morning; the stove is lit and the tan bed is warm. "
            "There's a coin lying in the tan where I turned it, a Venetian soldo, green as a "
            "leaf; I've left it there for now. The door to the orangery is north. The frame yard "
            "is south, through the glass door, which I left open for the air.",
            R("pinery", "n s", coin=True),
        ),
        notes="a gardener's diary: the soldo is still lying in the tan: take coin; the orangery "
        "door north and the glass door south are exits",
    ),
]
