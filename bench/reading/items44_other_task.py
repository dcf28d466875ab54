"""other_task, forty-fourth round (emphasis: busy rooms): goals that are not the coin, each before
or after a crowded room: TextWorldExpress's cooking task (a coin among the ingredients on the
counter), tidy-up task and map-reading task in its manner, an Inform banner's wedding cake to carry
(a pound coin on the floor), a MUD quest for a lost terrier and a move to the coin stalls (a copper
kopek), TextWorld's speech about a top hat, a telegram to deliver on a stock exchange (a sixpence),
a missing painting before a gala (a two-euro coin), sixty guests to seat, forty ewes to unload and a
move onto the quay (a ten-pence piece), a sponge to bake, a greyhound to get to the traps (a 50-cent
coin), a present under five pounds, a ward to find after a move, forty covers to plate (a ten-cent
coin): `unknown_task` (15, eight with a coin in the room, three after a move); five coin hunts told
as goals (a grandfather's lucky florin to pocket, a MUD quest's silver denar "yours to keep", a game
show's doubloon, a fete's treasure-hunt sixpence, an Inform-like banner's crown to find and take,
after a move into the wash house): an answer. What a person reads in each text is declared beside
it; the map facts and the person's actions are derived by bench.reading.author, never typed."""

from __future__ import annotations

from bench.reading.author import R, item

U = "unknown_task"

ITEMS = [
    # ---- goals that are not the coin
    item(
        "You are hungry! Let's cook a delicious meal. Check the cookbook in the kitchen for the "
        "recipe. Once done, enjoy your meal!\n\nYou are in the kitchen. In one part of the room "
        "you see a stove that has a saucepan on it. There is also an oven. You also see a fridge "
        "that is closed. In another part of the room you see a counter that has a cookbook, a "
        "knife, a yellow potato, and a coin on it. In one part of the room you see a kitchen "
        "cupboard that is closed. There is also a cutlery drawer that is closed. You also see a "
        "trash can that is closed. In another part of the room you see a dishwasher that is "
        "closed. In one part of the room you see a dining chair, that has nothing on it. \nTo "
        "the South you see the corridor. To the West you see a closed frosted-glass door. ",
        R("kitchen", "s w", closed="w", coin=True),
        expect=U,
        notes="TextWorldExpress's cooking task in its manner: the goal is a meal, not the coin, "
        "though a coin lies on the counter among the ingredients: another task",
    ),
    item(
        "Your task is to pick up objects, then place them in their usual locations in the "
        "environment.\n\nYou are in the living room. In one part of the room you see a "
        "wastepaper basket that is closed. There is also a book case that has a frying pan on "
        "it. You also see a TV stand that has a wet towel on it. In another part of the room "
        "you see a arm chair that has a toothbrush on it. In one part of the room you see a "
        "side table, that has nothing on it. There is also a coffee table that has a pair of "
        "muddy boots on it. You also see a end table, that has nothing on it. In another part "
        "of the room you see a sofa that has a garden trowel on it. \nTo the North you see the "
        "bedroom. To the East you see the kitchen. ",
        R("living room", "n e"),
        expect=U,
        notes="TextWorldExpress's tidy-up task in its manner, a room full of misplaced things: "
        "another task",
    ),
    item(
        "Your task is to take the coin that is located in the canteen, and put it into the box "
        "found in the studio. A map is provided, that you may find helpful.\n\nYou are in the "
        "studio. In one part of the room you see a box, that is empty. There is also a gray "
        "cap. You also see a map. \nTo the South you see the shower. To the East you see the "
        "canteen. ",
        R("studio", "s e"),
        expect=U,
        notes="TextWorldExpress's map-reading task in its manner: the coin is in the canteen and "
        "is to be carried to a box: another task (and no coin here)",
    ),
    item(
        "THE WEDDING CAKE\nAn Interactive Disaster\nYour aim: get the cake to the marquee in one "
        "piece before the speeches begin.\n\nHotel Kitchen\nEverything is happening at once. "
        "Waiters in white jackets collide in the swing doors; a sous-chef is piping roses onto "
        "four hundred canapés; the pastry cook weeps quietly over a collapsed meringue. The "
        "cake, three tiers and a sugar swan, stands on a trolley in the middle of it all. A "
        "pound coin lies on the floor by the dishwasher.\n\nThe swing doors to the dining room "
        "are east. The back door, to the south, is open onto the lawn and the marquee.",
        R("hotel kitchen", "e s", coin=True),
        expect=U,
        notes='an Inform banner\'s "Your aim: get the cake to the marquee": another task, with '
        "a pound coin on the floor; the banner's title is no room name (`hotel kitchen`)",
    ),
    item(
        (
            "[QUEST ACCEPTED] Old Jan's Dog: find the little terrier lost in the flea market "
            "and bring it back to Old Jan at the tram depot.\n\nMarket Hall\n   Stalls in every "
            "aisle, and people in every gap between the stalls: a man selling spectacles by "
            "the handful, a woman with a tray of wooden spoons, a boy with a crate of kittens. "
            "The noise is enormous. Somebody is frying doughnuts.\n[Exits: north east]\n"
            "<143hp 120m 210mv> ",
            R("market hall", "n e"),
        ),
        "n",
        (
            "Coin Stalls\n   Dealers in old money sit behind trays of it under glass, with "
            "loupes screwed into their eyes. A copper kopek lies forgotten on the floor "
            "between two stalls. Nobody here has seen a terrier.\n[Exits: south]\n<143hp 120m "
            "210mv> ",
            R("coin stalls", "s", coin=True),
        ),
        expect=U,
        notes="a MUD quest to find a lost dog, after a move: another task, with a copper kopek "
        "on the floor (the coins under glass on the trays are not counted)",
    ),
    item(
        "Hey, thanks for coming over to the TextWorld today, there is something I need you to "
        "do for me. Your objective is to put the top hat on the hat stand in the millinery. "
        "Got that? Good!\n\n-= Haberdashery =-\nYou've entered a haberdashery.\n\nYou see a "
        "counter. On the counter you see a top hat, a tape measure and a tin of buttons. You "
        "can make out a chair. But the thing is empty, unfortunately.\n\n\n\nThere is an exit "
        "to the west. Don't worry, it is unguarded.\n\n\n\n>" + " " * 128 + "-= Haberdashery =-0/1",
        R("haberdashery", "w"),
        expect=U,
        notes="TextWorld's speech sets a hat to put on a stand: another task",
    ),
    item(
        "TELEGRAM FOR MR HARGREAVES - URGENT. Your job: get it to him on the trading floor "
        "before the bell at four.\n\nENTRANCE HALL\nA MARBLE HALL WITH A DOME, FULL OF MEN "
        "WAITING FOR OTHER MEN AND A FEW WOMEN WAITING FOR NONE OF THEM. A BOOTBLACK WORKS AT "
        "A BROKER'S SHOES. A SIXPENCE LIES ON THE MARBLE. THE TRADING FLOOR IS NORTH. THE "
        "STREET IS SOUTH.\nWHAT NOW?",
        R("entrance hall", "n s", coin=True),
        expect=U,
        notes="a telegram to deliver: another task, with a sixpence on the marble",
    ),
    item(
        "GALA NIGHT\nYour task: find the missing Vermeer before the museum opens its doors to "
        "the gala at eight.\n\nSculpture Court\nMarble gods and athletes stand about as if at "
        "a party of their own. Caterers are setting up a bar among them, and a string quartet "
        "is rehearsing under Apollo. Ladders, crates of champagne, a security guard with a "
        "walkie-talkie. Somebody's two-euro coin glints on the plinth of a discus thrower.\n"
        "Galleries open off to the north and west; the great doors to the south are locked "
        "until eight.",
        R("sculpture court", "n w s", locked="s", coin=True),
        expect=U,
        notes="a missing painting to find: another task, with a two-euro coin on a plinth; the "
        "banner's title is no room name",
    ),
    item(
        "Your aim: seat all sixty guests at their tables before the bride arrives.\n\nMarquee\n"
        "Round tables, white cloths, and sixty place cards, every one of which somebody has "
        "moved. Great-aunts sit where they like. The band are still tuning up. Children run "
        "in and out of the guy ropes. The table plan on its easel has coffee spilt on it. The "
        "entrance is north. The bar tent is east.",
        R("marquee", "n e"),
        expect=U,
        notes="a seating plan to carry out: another task",
    ),
    item(
        (
            "MISSION: Get all forty ewes off the car deck and into the pens at Stornoway.\n\n"
            "Car Deck\nLorries nose to tail, the engines thudding below, and in the middle of "
            "it all a trailer of sheep objecting loudly to the sea. A deckhand in orange "
            "overalls watches with his arms folded. The ramp to the quay is south. The crew "
            "door is north.",
            R("car deck", "s n"),
        ),
        "south",
        (
            "Quay\nGulls, rain, a tractor, and a man with a crook and a collie who looks at you "
            "as if you were late. Stacks of creels. A ten-pence piece lies in a puddle. The "
            "ferry's ramp is north. The pens are west.",
            R("quay", "n w", coin=True),
        ),
        expect=U,
        notes="sheep to unload, after a move onto the quay: another task, with a ten-pence "
        "piece in a puddle",
    ),
    item(
        "YOUR GOAL: bake a sponge good enough to beat Mrs Hartley's at the fete.\n\nDomestic "
        "Science Room\nSix cookers in a row, every one of them in use by a mother with a "
        "competition sponge in it. Flour on every surface, a radio on the windowsill, a poster "
        "of the food groups. The head of department walks between the cookers like a general. "
        "The door to the corridor is west. The store cupboard, north, is locked.",
        R("domestic science room", "w n", locked="n"),
        expect=U,
        notes="a cake competition to win: another task",
    ),
    item(
        "RACE NIGHT. Your job: get Lucky Lad into trap four before the 8.15.\n\nKennel Block\n"
        "Numbered pens, each with a greyhound in a coat pacing inside it. Trainers in flat "
        "caps, buckets, leads, a board of the night's runners. Lucky Lad is in pen seven and "
        "won't look at anyone. A 50-cent coin lies on the concrete by the tap. The traps are "
        "east. The car park is south.",
        R("kennel block", "e s", coin=True),
        expect=U,
        notes="a dog to get to the traps: another task, with a 50-cent coin on the concrete",
    ),
    item(
        "Find a birthday present for Aunt Ivy that costs under five pounds.\n\nToy "
        "Department\nShelves of dolls, train sets going round under the counters, a rocking horse "
        "with a price on its ear, and an assistant demonstrating a spinning top to three children "
        "who do not care. Everything is marked in pounds, shillings and pence. The stationery "
        "department is west. Haberdashery is north, past the lifts.",
        R("toy department", "w n"),
        expect=U,
        notes="a present to buy under five pounds: another task (the money in the goal and the "
        "prices are no coin in the room); west and north are the ways",
    ),
    item(
        (
            "Mission: get to Ward 9 before visiting time ends and see your grandmother.\n\n"
            "Main Entrance\nWheelchairs, flowers, a WH Smith, a queue for the lifts. A man in a "
            "dressing gown smokes by the door he shouldn't. The main corridor is north. The car "
            "park is south.",
            R("main entrance", "n s"),
        ),
        "north",
        (
            "Main Corridor\nA corridor a quarter of a mile long, with signs to everywhere: "
            "X-RAY, PHARMACY, WARDS 1-12. A porter whistles past with an empty bed. A volunteer "
            "pushes a trolley of library books. The wards are east. The main entrance is "
            "south.",
            R("main corridor", "e s"),
        ),
        expect=U,
        notes="a visit to make, after a move: another task; signs to other places are no ways "
        "of this room",
    ),
    item(
        "Tonight's task: plate up forty covers before the critic arrives at nine.\n\nPass\n"
        "The chef stands at the pass calling tickets; cooks answer 'Oui, chef!' from every "
        "station; a waiter hovers with his hands behind his back. Heat lamps glow over plates "
        "waiting for their last garnish. A ten-cent coin sits on the steel by the ticket rail, "
        "where a waiter dropped it. The restaurant is south. The kitchen proper is north.",
        R("pass", "s n", coin=True),
        expect=U,
        notes="a service to get out: another task, with a ten-cent coin on the steel",
    ),
    # ---- coin hunts told as goals
    item(
        "Grandad always said he'd hidden his lucky florin somewhere in the bungalow. Find it, "
        "and put it in your pocket.\n\nYou're in the front room. It's full of Grandad's things: "
        "the pipe rack, the barometer, the clock that runs ten minutes fast, the wedding photo "
        "on the piano. Nan's knitting is still on her chair. The kitchen is north, and the "
        "hall is east; the door to the conservatory, on the west side, is shut.",
        R("front room", "n e w", closed="w"),
        notes="a coin hunt: find the florin and pocket it (take it) is the coin task; no coin "
        "in this room, so the person explores (north, east, or open the conservatory door)",
    ),
    item(
        "[QUEST ACCEPTED] The Lost Denar: a silver denar has been dropped in the bazaar. Find "
        "it, and it's yours to keep.\n\nCarpet Stalls\n   Carpets hang from every beam and "
        "lie in heaps on the ground, red, blue, gold, and the dealers sit cross-legged on top "
        "of them drinking tea. One unrolls a runner for a tourist with a flourish. A silver "
        "denar lies in the dust at the edge of a kilim.\n[Exits: north west]\n<143hp 120m "
        "210mv> ",
        R("carpet stalls", "n w", coin=True),
        notes="a MUD quest to find a silver denar and keep it: the coin task, and the denar "
        "lies here: take it",
    ),
    item(
        "WELCOME TO TREASURE HUNT! Somewhere on this ship is a gold doubloon. Find it, pick it "
        "up, and it's yours!\n\nGun Deck\nThe museum ship's gun deck, with cannon run out at "
        "every port and dummies of sailors in striped shirts hauling on ropes. A party of "
        "schoolchildren fire a cannon that goes BANG through a loudspeaker. Hammocks sling from "
        "the beams. The galley is forward, to the north. The captain's cabin is aft, to the "
        "south.",
        R("gun deck", "n s"),
        notes="a treasure hunt told as a game show (find the doubloon and pick it up): the coin "
        "task; no coin here: the ways north and south (forward and aft given compass "
        "directions); the cannon's ports are no ways",
    ),
    item(
        "TREASURE HUNT! A silver sixpence is hidden on the school field. Find it and pick it "
        "up!\n\nCake Stall\nThe cake stall is three trestle tables of cake: Victoria sponges, "
        "rock buns, a chocolate cake with a face on it, flapjacks in cling film. Two mothers "
        "argue about the price of a lemon drizzle. A silver sixpence glints in the grass under "
        "the table. The field is west.",
        R("cake stall", "w", coin=True),
        notes="a treasure hunt card (find the sixpence and pick it up): the coin task; the "
        "sixpence is here: take it",
    ),
    item(
        (
            "THE LOST COIN\nYour goal: find Mrs Pengelly's lucky crown piece and take it.\n\nBack "
            "Yard\nWashing on the line, a tin bath on a nail, a cat on the wall and a coal "
            "bunker with its lid propped up. A row of lodgers' bicycles leans against the fence. "
            "The kitchen door is north. The wash house is east.",
            R("back yard", "n e", leads={"e": "wash house"}),
        ),
        "east",
        (
            "Wash House\nA copper, a mangle, a washboard, and steam. Sheets soak in a tub. On the "
            "windowsill, beside a bar of carbolic soap, is a crown piece, a big silver "
            "five-shilling coin. The door to the yard is west.",
            R("wash house", "w", coin=True),
        ),
        notes="an Inform-like banner's goal: find the crown piece (a coin) and take it: the coin "
        "task, after a move into the wash house where the crown lies on the windowsill",
    ),
]
