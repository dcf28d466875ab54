"""What a sentence says about the game rather than the room's ways (docs/converter.md, "The
reader"): the room it puts you in, a door message, a refusal, a command the game did not take,
``that way`` (the direction of the sentence before), the game's stated goal. On
:class:`converter.clauses.Clauses` (the parse, the word classes, the denial test), mixed into
:class:`converter.reading._Reader` beside the ways, doors and coins of a room."""

from __future__ import annotations

import re

from spacy.tokens import Token

from converter.clauses import SELF, Clauses

_ACROSS = frozenset({"through", "past", "across", "over", "round", "around"})
"""Ways of getting past a thing ("there's no way through them")."""
_PAST = _ACROSS | {"by"}
"""What a move gets past ("You can't get past it", "... by"): a refusal, whatever the verb."""
PRONOUNS = frozenset({"it", "one", "ones", "they", "them", "that", "this"})
"""Words that stand for a thing just named (a door: "it is shut", "the southern one")."""
PLACE_VERBS = frozenset({"be", "stand", "find", "arrive", "enter", "wake", "sit", "lie", "get"})
LIGHT_VERBS = frozenset({"be", "have", "need", "let", "try", "want", "make", "do", "help", "get"})
_OBLIGATION = frozenset({"must", "should", "ought"})
GOAL_NOUNS = frozenset(
    {"task", "objective", "goal", "mission", "quest", "aim", "job", "chore", "errand"}
)
_WISHING = frozenset({"want", "need", "wish"})
"""Verbs of someone's wish that is yours to meet ("Mrs Penny wants her cat back"). Listed, not
a WordNet class: the classes under desire.v.01 and need.v.01 hold "die", "miss", "regret",
"take", "cost" and "draw" (checked in session 14), which state no wish in a room's text."""
_ONTO = frozenset({"to", "into", "onto", "toward", "towards"})
"""Where a thing taken is to be carried ("take the coin to the box"): another task's goal."""
_ME = SELF | {"me", "us", "myself"}
"""Whoever asks, as a thing's destination ("bring it to me"): the taking is the goal."""
_ANYONE = frozenset({"somebody", "someone", "anybody", "anyone", "you", "we", "i"})
_TALLY = re.compile(
    r"^\W{0,3}([A-Za-z][\w' -]{0,40}):\s*\d{1,5}(\s*(?:of|/|out of)\s*\d{1,5})?"
    r"([ \t]+[A-Za-z][\w'-]*(?:[ \t]+[A-Za-z][\w'-]*){0,2})?(\s*\([^()]{1,40}\))?\W{0,3}$"
)
"""A counted line: words, a colon, a number, maybe its total and what it counts ("Eggs found:
2 of 12", "Score: 0 of 7 treasures")."""
PROGRESS = re.compile(r"\(\s*\d{1,5}\s*/\s*\d{1,5}\s*\)\W*$")
"""A task's progress after its words: "Light all four braziers (0/4)"."""
_SPENDING = frozenset({"left", "remaining", "used", "spent"})
"""What a count of a stock says of it ("Arrows left 12/20"): no goal's tally."""
_SCORING = frozenset(
    {"score", "scores", "point", "points", "pts", "move", "moves", "turn", "turns"}
    | {"lives", "days", "hours", "minutes", "seconds", "hits"}
)
"""A game's own count of play, never a goal's tally ("Score: 0 of 350 points", "Lives 3/3")."""
_COUNTED = re.compile(
    r"^\W{0,3}([A-Za-z][A-Za-z' -]{0,40}?)[ \t]+(\d{1,5})[ \t]*(?:/|of|out of)[ \t]*\d{1,5}\W{0,3}$"
)
"""Things counted against their total, with no colon ("Eggs 0/3", "Keys found 1 of 3")."""


def _last(words: str) -> str:
    """The last word of a label, lower case ("Crates on targets" -> "targets")."""
    parts = words.lower().split()
    return parts[-1] if parts else ""


SENSES = frozenset({"be", "smell", "look", "seem", "feel", "sound", "stand", "lie"})
COGNITION = frozenset({"sure", "understand", "know", "recognize", "recognise"})
ROOM_PREPS = frozenset({"in", "inside", "at", "within", "on"})


class Replies(Clauses):
    """The reader's clause-level readings (mixed into :class:`converter.reading._Reader`)."""

    def room_sentence(self, r: dict) -> None:
        """The room a sentence puts you in: ``You are in the kitchen.``, ``You are standing in a
        field.``, ``You step into the chapel.``, ``This is the greenhouse.``; or that it describes
        first: ``The dining room is grand but cold.`` (:attr:`SentenceReading.subject_room`)."""
        root = self.doc[:].root
        lemma = root.lemma_.lower()
        subject = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
        if lemma == "be" and any(s.lower_ in ("this", "here") for s in subject):
            place = next((c for c in root.children if c.dep_ == "attr"), None)
            if place is not None and self.is_(place, "room"):
                r["room"] = self.name(place)  # "This is the greenhouse."
            return
        if lemma in SENSES and any(
            self.is_(s, "room") and any(c.lower_ == "the" for c in s.children) for s in subject
        ):
            r["subject_room"] = self.name(next(s for s in subject if self.is_(s, "room")))
            return
        if (
            root.pos_ in ("NOUN", "PROPN")
            and self.point(root) is None  # "North?": a direction asked, no title
            and self.doc[-1].text != "?"
            and (self.may_be(root, "room") or self.is_(root, "way") and not self.is_(root, "door"))
            and len([t for t in self.doc if t.is_alpha]) <= 4
            and all(
                t.pos_ in ("NOUN", "PROPN", "ADJ", "PUNCT") or t.lower_ in ("the", "a", "an")
                for t in self.doc
            )
        ):
            r["subject_room"] = self.name(root)  # "Alley. Dead end. ...": a title, run in
            return
        first = self.doc[0]
        if (  # "You are in the chapter house, an eight-sided room whose roof still stands":
            first.lower_ in SELF  # the parse makes the room's clause a complement
            and first.dep_ == "nsubj"
            and first.head.lemma_.lower() in PLACE_VERBS
            and first.head.dep_ in ("ccomp", "advcl")
        ):
            root, lemma = first.head, first.head.lemma_.lower()
            subject = [first]
        moving = self.verb_is(root, "motion")
        if lemma not in PLACE_VERBS and not moving:
            return
        someone = any(s.pos_ == "PROPN" or s.lower_ in ("he", "she") for s in subject)
        if not any(s.lower_ in SELF for s in subject) and not someone:
            return
        for prep in [  # ("You're back on the street": the place hangs on "back")
            *root.children,
            *(x for c in root.children if c.dep_ == "advmod" for x in c.children),
        ]:
            if prep.dep_ == "prep" and prep.lower_ in (*ROOM_PREPS, "into", "onto"):
                place = next((c for c in prep.children if c.dep_ == "pobj"), None)
                if place is None or place.pos_ not in ("NOUN", "PROPN"):
                    continue
                if moving and not self.is_(place, "room"):
                    continue  # "you walk into a wall"
                if someone and not (
                    self.is_(place, "room") or self.is_(place, "way") and place.lemma_ != "way"
                ):
                    continue  # ("Anna is in a hurry", "Sarah is in the way")
                if someone:  # "Anna is in the hallway.": a story's hero, where the text
                    r["subject_room"] = self.name(place)  # opens (else someone else, there)
                    return
                r["room"] = self.name(place)
                return

    def name(self, place: Token) -> str:
        """A place's name: the noun and the words before it but its determiner and a pronoun's
        possessive ("your study": study); a noun's possessive is of the name ("the keeper's
        room": keeper's room)."""
        words = [
            c
            for c in place.lefts
            if c.dep_ not in ("det", "poss", "predet") or c.dep_ == "poss" and c.pos_ != "PRON"
        ]
        start = min((w.left_edge.i for w in words), default=place.i)
        if self.doc[start].dep_ in ("det", "predet") and start < place.i:
            start += 1  # (the possessive's own article: "the keeper's")
        return self.doc[start : place.i + 1].text

    def door_message(self, r: dict) -> None:
        """ "You open the wooden door, revealing the pantry.", "That is already open."."""
        words = [t for t in self.doc if not t.is_punct]
        if (
            len(words) >= 3
            and words[0].lower_ in SELF
            and words[1].pos_ == "ADJ"  # "You open/JJ screen door.": the verb, mistagged
            and self.is_(words[-1], "door")
            and (self.is_(words[1], "open") or self.is_(words[1], "closed"))
        ):
            r["door_opened" if self.is_(words[1], "open") else "door_shut"] = True
            return
        root = self.doc[:].root
        if root.tag_ == "NNS" and any(self.is_(c, "door") for c in root.children):
            # "The strongroom door swings/NNS open/amod": the verb, mistagged as the door's noun
            for c in root.children:
                if c.dep_ == "amod" and (self.is_(c, "open") or self.is_(c, "closed")):
                    r["door_opened" if self.is_(c, "open") else "door_shut"] = True
                    return
        pointed = any(self.point(x) is not None for x in self.doc)
        for t in self.doc[: len(self.doc) - 2]:  # "the gate swings/NNS wide", "the gate
            verb, state = self.doc[t.i + 1], self.doc[t.i + 2]  # creaks/nsubj open/ROOT": a
            if (  # door, the verb the tagger missed, and what it leaves the door
                not pointed
                and (self.is_(t, "door") or self.may_be(t, "door") and t.pos_ == "NOUN")
                and verb.tag_ in ("NNS", "VBZ", "VBD")
                and verb.lemma_.lower() not in ("be", "stand", "stay", "remain", "look", "seem")
                and not self.negated(verb)
                and (state.lower_ == "wide" or self.state_of(state) in ("open", "closed"))
            ):
                opens = state.lower_ == "wide" or self.state_of(state) == "open"
                later = [self.state_of(x) for x in self.doc[state.i + 1 :]]
                later = [s for s in later if s in ("open", "closed")]
                opens = later[-1] == "open" if later else opens  # ("groans open an inch, then
                r["door_opened" if opens else "door_shut"] = True  # jams shut": as it ends)
                r["message_door"] = self.door_words(t)
                return
        for t in self.doc:
            if t.pos_ not in ("VERB", "AUX"):
                continue
            objects = [c for c in t.children if c.dep_ in ("dobj", "nsubj", "nsubjpass")]
            named = [o for o in objects if self.is_(o, "door") or self.may_be(o, "door")]
            # (a door in a rarer sense too: "You open the hatch.")
            if not named and not any(o.lower_ in PRONOUNS for o in objects):
                continue
            if self.negated(t) or t.dep_ == "xcomp" or self.conditional(t):
                continue
            by_you = any(o.lower_ in SELF for o in objects if o.dep_ == "nsubj")
            if not by_you and (pointed or any(o.tag_ == "WDT" for o in objects)):
                continue  # a door's state in a description, not a message
            complement = [c for c in t.children if c.dep_ in ("acomp", "attr", "oprd")]
            # ("You pull the door open.": the result of pulling it)
            if named and (
                (t.lemma_.lower() == "unlock" and by_you)
                or any(self.state_of(c) == "unlocked" for c in complement)
            ):  # (a door named: "You unlock it." may be a chest's lock)
                r["door_unlocked"] = True  # its lock undone: still closed
            opens = t.lemma_.lower() == "open" or any(self.is_(c, "open") for c in complement)
            shuts = self.verb_is(t, "shutting") or any(self.is_(c, "closed") for c in complement)
            if opens or shuts:
                r["door_opened" if opens else "door_shut"] = True
                if named:  # "You open the ironbound door.": which door, by its words
                    r["message_door"] = self.door_words(named[0])
                for c in t.subtree:
                    place = self.is_(c, "room") or self.is_(c, "way") and not self.is_(c, "door")
                    if place and c.dep_ in ("dobj", "pobj"):
                        r["revealed"] = self.doc[c.left_edge.i : c.i + 1].text.split(" ", 1)[-1]
                        if c.left_edge.lower_ not in ("the", "a", "an"):
                            r["revealed"] = self.doc[c.left_edge.i : c.i + 1].text

    def not_understood(self, r: dict) -> None:
        """ "I'm not sure what you mean.", "I don't understand that.": the game did not take the
        command."""
        for t in self.doc:
            if t.lemma_.lower() in COGNITION and self.negated(t):
                subject = [c for c in t.head.children if c.dep_ == "nsubj"] + [
                    c for c in t.children if c.dep_ == "nsubj"
                ]
                if any(c.lower_ == "i" for c in subject):
                    r["not_understood"] = True
                    return

    def that_way(self, exits: list[str]) -> str | None:
        """``that way`` names the direction said last before it: denied, it takes that exit
        back ("open water lies to the west; there is no going that way"); on a verb of motion,
        it gives it ("to the north the trees thicken; a track leads off that way"). Returns
        what it does to the last sentence's direction when this one names none before it (a
        reference to what was said, as a refusal's "that way" is: here beside the replies)."""
        for t in self.doc:
            crossing_it = (  # "there is no crossing it": the way just said
                t.lower_ == "it"
                and t.dep_ == "dobj"
                and self.verb_is(t.head, "motion")
                and self.negated(t.head)
            )
            through_them = (  # "there's no way through them": the thing just said that way
                t.lower_ == "way"
                and any(
                    c.dep_ == "prep"
                    and c.lower_ in _ACROSS
                    and any(x.lower_ in PRONOUNS for x in c.children)
                    for c in t.children
                )
                and self.negated(t)
            )
            if (
                not crossing_it
                and not through_them
                and not (t.lower_ == "way" and any(c.lower_ == "that" for c in t.children))
            ):
                continue
            clause = self.clause(t)
            denied = (
                self.negated(t)
                or self.negated(clause)
                or any(c.dep_ == "attr" and self.negated(c) for c in clause.children)
            )  # ("there is no door that way")
            if not denied and not self.verb_is(clause, "motion"):
                continue
            self.undecided.discard(t.i)
            before = [self.point(x) for x in self.doc[: t.i] if self.point(x) is not None]
            if not before:
                return "deny" if denied else "go"
            if denied:
                while before[-1] in exits:
                    exits.remove(before[-1])
            else:
                exits.append(before[-1])
        return None

    def failed_move(self, r: dict) -> None:
        """ "You can't go that way.", "Alas, you cannot go there.": a move denied to you."""
        for t in self.doc:
            by_you = any(c.dep_ == "nsubj" and c.lower_ in SELF for c in t.children)
            if (
                t.pos_ == "VERB"
                and self.negated(t)
                and (
                    self.verb_is(t, "motion")
                    and (
                        by_you
                        or t.i <= 2  # "Can't go N.", "Cannot go that way."
                        and not any(c.dep_ in ("nsubj", "expl") for c in t.children)
                    )
                    or by_you  # "You can't get past it.", "You can't get through."
                    and any(
                        c.dep_ in ("prt", "prep", "advmod") and c.lower_ in _PAST
                        for c in t.children
                    )
                )
            ):
                r["failed_move"] = True
                return
            if (
                t.pos_ == "VERB"
                and self.verb_is(t, "motion")
                and t.dep_ in ("relcl", "acl")
                and self.is_(t.head, "way")
                and self.negated(t)
                and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in t.head.head.children)
            ):
                r["failed_move"] = True  # "You don't see any way to go east from here."
                return
            if t.pos_ == "VERB" and self.verb_is(t, "motion") and self.too_much(t):
                r["failed_move"] = True  # "The hedge is far too thick to push through."
                return
        if self.thwarted():
            r["failed_move"] = True  # "You walk east and bump into the wall.", "You think
            return  # better of it."
        if any(self.point(t) and self.said_sheer(t) for t in self.doc):
            r["failed_move"] = True  # "East is all reeds and black water.": the way tried, none
            return
        if self.barred_there():
            r["failed_move"] = True  # "There is a wall there.", "Only the sea lies that way."
            return
        back = any(  # "that way", "in that direction", "there": the way you tried
            t.lemma_.lower() in ("way", "direction")
            and any(c.lower_ == "that" for c in t.children)
            or t.lower_ == "there"
            and t.dep_ == "advmod"
            for t in self.doc
        )
        if back and any(self.is_(t, "way") and self.negated(t) for t in self.doc):
            r["failed_move"] = True  # "There's no way through in that direction."

    def barred_there(self) -> bool:
        """Whether the sentence puts a wall or water where you tried to go: ``there`` or ``that
        way`` on a clause whose subject (or ``there is`` thing) is a barrier or impassable."""
        for t in self.doc:
            there = t.lower_ == "there" and t.dep_ == "advmod"
            that_way = t.lower_ == "way" and any(c.lower_ == "that" for c in t.children)
            if not (there or that_way) or self.negated(t.head):
                continue
            clause = t.head if t.head.pos_ in ("VERB", "AUX") else t.head.head
            things = [
                a
                for a in (*self.arguments(clause), t.head)
                if a.dep_ in ("nsubj", "attr") and a.pos_ in ("NOUN", "PROPN")
            ]
            if any(self.is_(a, "barrier") or self.is_(a, "impassable") for a in things):
                return True
        return False

    def goal(self, r: dict) -> None:
        """A sentence stating the game's goal ("Your task is to ...", "First, go north.", "Let's
        cook a meal."), and whether the goal is one of moving, opening and taking over ways out,
        doors, rooms and coins (``goal_fits``): what a policy of those verbs and classes can do."""
        root = self.doc[:].root
        noun = any(  # (not a word of a clause about a thing: "a dime, which is about what
            t.lemma_.lower() in GOAL_NOUNS  # the job pays"; nor a task denied or someone
            and not any(a.dep_ == "relcl" for a in (t, *t.ancestors))  # else's: "Not my job to
            and not self.not_yours(t)  # pick it up," says the cook)
            for t in self.doc
        )
        subject = [  # (on the verb, or on its auxiliary: "The portraits/nsubj<do do not part")
            c
            for x in (root, *(c for c in root.children if c.dep_ in ("aux", "neg")))
            for c in x.children
            if c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj")  # ("Whoever picks it up may
        ]  # keep it": a clause is its subject)
        said = [c for c in root.children if not c.is_punct and c.dep_ not in ("aux", "neg")]
        imperative = (  # ("Can't go w.": a refusal, no order)
            root.pos_ == "VERB"
            and root.tag_ == "VB"
            and not subject
            and bool(said)
            and not any(c.dep_ == "neg" or c.tag_ == "MD" for c in root.children)
        )
        # (a verb alone, "Click.", asks for nothing)
        after_colon = any(  # "Simon says: go to the cellar", "Today's chores: feed the hens"
            t.pos_ == "VERB" and t.tag_ == "VB" and t.i > 0 and self.doc[t.i - 1].text == ":"
            for t in self.doc
        )
        directive = (
            imperative or after_colon or any(self.lets(t) for t in self.doc)
        )  # ("Let's cook a meal"; not "windows let in a grey light")
        obliged = self.obliged()
        tally = self.tally()
        if not (noun or directive or obliged or tally):
            return
        fits = True
        asked = self.requested()
        # a request's own verbs decide what it asks ("'I have hidden a florin. Find it,' says
        # the magician": finding), not the words around it (hiding, saying)
        verbs = (
            [  # and what they ask for ("'Help me bake a cake'", "'Try to catch the mouse'")
                x
                for t in asked
                for v in (t, *(v for v in t.conjuncts if not self.has_subject(v)))
                for c in (v, *(c for c in v.children if c.dep_ in ("xcomp", "ccomp")))
                for x in (c, *c.conjuncts)
            ]
            if asked
            else list(self.doc)
        )
        for t in verbs:
            if t.pos_ != "VERB" or t.lemma_.lower() in LIGHT_VERBS:
                continue
            if t.dep_ in ("acl", "amod") and t.tag_ == "VBN" or t.dep_ == "relcl":
                continue  # "the lucky penny hidden somewhere", "the coin Gran hid": its story
            if self.negated(t):
                continue
            if not any(
                self.may_verb(t, k)
                for k in ("motion", "acquire", "removal", "seek", "opening", "retain")
            ):  # ("pocket the coin": WordNet's pocket.v.01 is a taking away; "find it and keep
                # it": keep.v.03, retaining what you took)
                fits = False
            if any(  # (a thing taken, or money moved: not "follow the corridor to the vault")
                c.dep_ == "dobj"
                and (
                    self.verb_is(t, "acquire") or self.verb_is(t, "removal") or self.is_(c, "money")
                )
                for c in t.children
            ) and any(
                c.dep_ == "prep"
                and c.lower_ in _ONTO
                and any(x.dep_ == "pobj" and x.lower_ not in _ME for x in c.children)
                for c in t.children
            ):  # a thing carried somewhere ("Take the coin from the alley to the box in the
                fits = False  # parlour"): a delivery, not the taking ("bring it to me" is)
            if not (self.verb_is(t, "acquire") or self.verb_is(t, "removal")):
                continue  # search the environment, explore the house: any place
            for c in t.children:
                if (
                    c.dep_ in ("dobj", "attr")
                    and c.pos_ in ("NOUN", "PROPN")
                    and not any(self.is_(c, k) for k in ("money", "way", "door", "room"))
                ):
                    fits = False
        r["goal"] = self.doc.text
        r["goal_fits"] = fits
        r["goal_directive"] = directive and not noun and not tally
        r["goal_weak"] = obliged and not (noun or directive or tally)
        r["goal_asked"] = bool(asked) or (
            obliged and self.doc[0].is_quote and any(t.lemma_.lower() == "need" for t in self.doc)
        )  # ("'The cows need bringing in from the top field.'": a need, said in quotes)

    def lets(self, t: Token) -> bool:
        """Whether ``t`` is "let" asking for something ("Let's cook", "Let us go"), not a thing
        letting something in ("windows let in a grey light")."""
        return (
            t.lower_ == "let"
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)
            and (t.i == 0 or self.doc[t.i - 1].is_punct)
        )

    def not_yours(self, t: Token) -> bool:
        """Whether a goal word is denied or someone else's ("Not my job", "no task of yours",
        "his errand"): said in a quotation by someone ("my") or of a third person."""
        if any(c.dep_ == "neg" or c.lower_ in ("no", "not") for c in t.children):
            return True
        if (
            t.i > 0
            and self.doc[t.i - 1].lower_ == "not"
            or t.i > 1
            and (self.doc[t.i - 2].lower_ == "not" and self.doc[t.i - 1].dep_ == "poss")
        ):
            return True  # "Not my job to pick it up" (the parse hangs "Not" apart)
        return any(
            c.dep_ == "poss" and c.lower_ in ("his", "her", "their", "its") for c in t.children
        ) or (any(c.dep_ == "poss" and c.lower_ == "my" for c in t.children) and self.quoted(t))

    def tally(self) -> bool:
        """Whether the sentence is a game's tally of its goal: things counted by what is done
        to them ("Eggs found: 2 of 12", "Lanterns lit: 2/7", "Fish caught: 0"), or a task's
        progress ("Next: Light all four braziers (0/4)"), not a score or a purse ("Score: 0 of
        350", "[Gold: 212]")."""
        if PROGRESS.search(self.doc.text) and any(  # (an order's verb, or a root with an
            (t.tag_ == "VB" or t.dep_ == "ROOT" and any(c.dep_ == "dobj" for c in t.children))
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)  # object:
            for t in self.doc  # "light/NN all four braziers/dobj (0/4)")
        ):
            return True  # a task asked, then its progress (not "Lamp oil remaining (30/100)")
        counted = _COUNTED.match(self.doc.text)
        if counted is not None:
            label = counted.group(1).lower().split()
            if set(label) & (_SCORING | _SPENDING):
                return False  # a count of play or of what is left ("Days left 3/30")
            if label[-1].endswith("s") and not label[-1].endswith("ss"):
                return counted.group(2) == "0"  # things yet to be done, none so far ("Eggs
                # 0/3"; not a stock: "Arrows 12/20", "Potions 2/3")
            return len(label) >= 2 and any(  # what is done to them ("Keys found 1 of 3")
                t.tag_ in ("VBD", "VBN") and t.idx < counted.end(1) for t in self.doc
            )
        matches = [m for m in map(_TALLY.match, self.doc.text.split("|")) if m]
        if not matches:
            return False  # (a status line's columns: "Weeds pulled: 0 of 20 | Day 1")
        if any(  # things counted against their total under a label of a few words
            m.group(2) and len(m.group(1).split()) >= 2 for m in matches
        ):  # ("Crates on targets: 0/3", "Passport stamps: 1 of 6"; not "Score: 0 of 350")
            return True
        if any(  # things yet to be done, none so far, as without the colon ("Eggs: 0/5")
            m.group(2)
            and re.match(r"\W{0,3}[A-Za-z]+s:\s*0\s*(?:of|/|out of)", m.group(0))
            and m.group(1).lower() not in _SCORING | _SPENDING
            and not m.group(1).lower().endswith("ss")
            for m in matches
        ):
            return True
        if any(m.group(2) and m.group(4) and "," in m.group(4) for m in matches):
            return True  # the things to count listed ("Snapshots: 1/4 (moth, hare, toad)")
        if any(m.group(2) and m.group(3) and _last(m.group(3)) not in _SCORING for m in matches):
            return True  # the things counted named after their total ("0 of 7 treasures"; not
            # "Score: 0 of 350 points")
        return any(
            t.text == ":" and t.i > 0 and self.doc[t.i - 1].tag_ in ("VBD", "VBN") for t in self.doc
        )  # what is done to them ("Eggs found: 2 of 12", "Found: 1")

    def obliged(self) -> bool:
        """Whether the sentence puts an obligation on you ("You must escape the dungeon", "The
        queen has asked you to find her sceptre", a quoted request: "'Take this parcel to the
        keeper,' says the postmistress"): a goal where the game opens (before its first room),
        a precondition in a reply ("You'll have to open the door first")."""
        for t in self.doc:
            kids = list(t.children)
            if self.must(t) and any(
                c.dep_ == "nsubj"
                and c.lower_ in SELF
                or c.dep_ == "nsubjpass"
                and t.pos_ == "VERB"
                and not (self.is_(c, "door") or self.is_(c, "way"))  # ("this door must be
                for c in kids  # locked from the other side": what you may infer of it)
            ):
                return True  # "you must escape", "the barley must be cut", "you must be aboard"
            if t.pos_ != "VERB":
                continue
            if any(
                c.dep_ == "dobj" or c.dep_ == "nsubjpass" and t.tag_ == "VBN"
                for c in kids
                if c.lower_ in SELF
            ) and any(c.dep_ in ("xcomp", "ccomp") and c.tag_ == "VB" for c in kids):
                return True  # "asked you to find", "wants you to take", "you have been asked to"
            if (
                t.lemma_.lower() in _WISHING
                and t.dep_ == "ROOT"
                and any(
                    c.dep_ == "nsubj" and c.lower_ not in SELF and c.pos_ in ("PROPN", "NOUN")
                    for c in kids
                )
                and any(c.dep_ in ("dobj", "ccomp", "xcomp") for c in kids)
            ):
                return True  # "Mrs Penny wants her cat back": someone's wish, yours to meet
            if (
                t.lemma_.lower() in ("have", "need")
                and any(
                    c.dep_ == "xcomp"
                    and any(x.dep_ == "aux" and x.lower_ == "to" for x in c.children)
                    for c in kids
                )
                and any(c.dep_ == "nsubj" and c.lower_ in _ANYONE for c in kids)
            ):
                return True  # "Somebody has to get that kitten down", "you have to ..."
        return bool(self.requested())

    @staticmethod
    def has_subject(verb: Token) -> bool:
        """Whether a verb has a subject of its own ("Find it, and it is yours": "is" has)."""
        return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)

    def must(self, t: Token) -> bool:
        """Whether a verb (or a ``be`` of its own) is put as an obligation ("must", "should"),
        not as an inference: no perfect ("the key must have been dropped"), no place it puts you
        in ("you must be in the cellar")."""
        kids = list(t.children)
        if not (t.pos_ == "VERB" or t.lemma_.lower() == "be" and t.dep_ not in ("aux", "auxpass")):
            return False
        if not any(c.dep_ == "aux" and c.lower_ in _OBLIGATION for c in kids):
            return False
        if any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in kids):
            return False
        return not any(
            c.dep_ == "prep" and any(self.is_(x, "room") for x in c.children) for c in kids
        )

    def requested(self) -> list[Token]:
        """The verbs of a request in quotes ("'Be a dear and light the fire,' says Mrs Hale",
        "'... Find it, and it is yours to keep.'"): a bare verb, no subject, after a quote."""
        return [
            t
            for t in self.doc
            if t.tag_ == "VB"
            and (t.pos_ == "VERB" or t.lemma_.lower() == "be")  # "Be a dear and ..."
            and (
                t.dep_ in ("ccomp", "parataxis", "ROOT")
                or t.i > 0
                and (self.doc[t.i - 1].is_quote or self.doc[t.i - 1].text == ":")
            )  # ("Here's the job: go south, then ...")
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)
            and any(x.is_quote for x in self.doc[: t.i])
        ]  # (the quotation's first word: 'Old Tam said, "Bring/xcomp her back ..."')
