"""What a sentence says about the game rather than the room's ways (docs/converter.md, "The
reader"): the room it puts you in, a door message, a refusal, a command the game did not take,
``that way`` (the direction of the sentence before); the game's stated goal is
:mod:`converter.goals`'. On
:class:`converter.clauses.Clauses` (the parse, the word classes, the denial test), mixed into
:class:`converter.reading._Reader` beside the ways, doors and coins of a room."""

from __future__ import annotations

from spacy.tokens import Token

from converter.barriers import Barriers
from converter.clauses import NEGATORS, SELF, SUPPOSING
from converter.door_words import restricted
from converter.fastening import held_back

_ACROSS = frozenset({"through", "past", "across", "over", "round", "around"})
"""Ways of getting past a thing ("there's no way through them")."""
_NO_ONE = frozenset({"nobody", "none", "noone"})
"""Subjects that deny a move ("nobody crosses them")."""
_PAST = _ACROSS | {"by"}
"""What a move gets past ("You can't get past it", "... by"): a refusal, whatever the verb."""
_LEFT_SO = frozenset({"leave", "keep", "hold", "prop", "wedge"})
"""Verbs that leave a door in a state ("leaves the door standing open behind him")."""
_NOT_YET = frozenset({"until", "till", "before"})
"""Marks of a clause that has not happened yet ("the door stays shut until you open it")."""
PRONOUNS = frozenset({"it", "one", "ones", "they", "them", "that", "this"})
"""Words that stand for a thing just named (a door: "it is shut", "the southern one")."""
PLACE_VERBS = frozenset(
    {"be", "stand", "find", "arrive", "enter", "wake", "sit", "lie", "get", "locate"}
)
LIGHT_VERBS = frozenset({"be", "have", "need", "let", "try", "want", "make", "do", "help", "get"})
SENSES = frozenset({"be", "smell", "look", "seem", "feel", "sound", "stand", "lie"})
COGNITION = frozenset({"sure", "understand", "know", "recognize", "recognise"})
ROOM_PREPS = frozenset({"in", "inside", "at", "within", "on"})
_DETERMINERS = frozenset(
    {"the", "a", "an", "this", "that", "these", "those", "some", "any", "no", "every", "each"}
)


_BARE_PLACES = frozenset({"room", "place", "area", "building", "chamber", "space"})
"""A place's bare kind, which names no room ("You enter the room.")."""
_WOULD = SUPPOSING | {"should", "must", "may"}
"""Modals of a place one is not in ("you'd be in the millpond"; "you will be lying on the floor
of the signal box" is a room told ahead)."""
_LACK = frozenset({"lack", "need", "require", "fail", "miss"})
"""Verbs of what is wanting ("You lack the key.", "You need a key.")."""
_GIVE_ONTO = frozenset({"off", "onto", "into", "on", "to", "from", "out"})
"""What doors open onto, told of several ("Four doors open off this short passage")."""
_AWAY = frozenset({"aside", "apart", "inward", "inwards", "outward", "outwards"})
"""Where a door moving by itself goes when it opens: away from its frame."""


class Replies(Barriers):
    """The reader's clause-level readings (mixed into :class:`converter.reading._Reader`)."""

    def room_sentence(self, r: dict) -> None:
        """The room a sentence puts you in: ``You are in the kitchen.``, ``You are standing in a
        field.``, ``You step into the chapel.``, ``This is the greenhouse.``; or that it describes
        first: ``The dining room is grand but cold.`` (:attr:`SentenceReading.subject_room`)."""
        root = self.doc[:].root
        lemma = root.lemma_.lower()
        subject = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
        place = next((c for c in root.children if c.dep_ == "attr"), None)
        itself = place is not None and self.is_(place, "room")
        if lemma == "be" and any(  # ("I am the scullery.": a room that speaks)
            s.lower_ in ("this", "here") or itself and s.lower_ == "i" for s in subject
        ):
            aside = any(c.dep_ in ("ccomp", "advcl", "parataxis") for c in root.children)
            if itself and not aside:
                r["room"] = self.name(place)  # "This is the greenhouse." (not "It's locked, of
            return  # course: this is a gaol.": a remark on the place)
        where = next((c for c in root.children if c.dep_ == "pobj"), None)
        if root.i == 0 and root.lower_ in ("now", "still"):  # "Now in the growth room."
            root = next((c for c in root.children if c.dep_ == "prep"), root)
            where = next((c for c in root.children if c.dep_ == "pobj"), None)
        if root.i <= 1 and root.lower_ in ("in", "inside", "at") and where is not None:
            if self.is_(where, "room") and not any(t.pos_ in ("VERB", "AUX") for t in self.doc):
                r["room"] = self.name(where)  # "Where am I? In the boathouse.", "At generator hut."
            return
        yonder = any(  # "The bull pens are that way", "The kitchen is over there": elsewhere
            c.lower_ == "there" and c.dep_ == "advmod" or c.lower_ == "way" and c.dep_ == "attr"
            for c in root.children
        ) or any(  # "The lockers are in the way": what stops you
            p.lower_ == "in" and any(x.lower_ == "way" for x in p.children) for p in root.children
        )
        if (
            lemma in SENSES
            and not yonder
            and any(
                self.is_(s, "room") and any(c.lower_ == "the" for c in s.children) for s in subject
            )
        ):
            r["subject_room"] = self.name(next(s for s in subject if self.is_(s, "room")))
            return
        if (
            root.pos_ in ("NOUN", "PROPN")
            and self.point(root) is None  # "North?": a direction asked, no title
            and self.doc[-1].text != "?"
            and len([t for t in self.doc if t.is_alpha]) <= 4
            and all(
                t.pos_ in ("NOUN", "PROPN", "ADJ", "PUNCT", "PART")
                or t.lower_ in ("the", "a", "an")
                for t in self.doc
            )
            and not self.is_(root, "money")
            and not any(self.state_of(x) is not None for x in self.doc[root.i + 1 :])
        ):  # (not "The front door's locked.": a door's state, the parse's noun phrase)
            if self.may_be(root, "room") or self.is_(root, "way") and not self.is_(root, "door"):
                r["subject_room"] = self.name(root)  # "Alley. Dead end. ...": a title, run in
            elif all(t.is_alpha or t.text in ("'s", "'", ".", "(", ")") for t in self.doc):
                r["title"] = self.doc.text.strip(" .()")  # "Main shaft.", "Beach.", "(Armoury)"
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
        if not any(c.dep_ == "prep" and c.lower_ in ROOM_PREPS for c in root.children):
            for verb in root.conjuncts:  # "You are Pip the mouse, and you are in the kitchen!":
                # the room's clause is the second
                you = [c for c in verb.children if c.dep_ == "nsubj" and c.lower_ in SELF]
                if you and verb.lemma_.lower() in PLACE_VERBS:
                    root, lemma, subject = verb, verb.lemma_.lower(), you
                    break
        moving = self.verb_is(root, "motion") and not any(  # (not "I dropped my penny in the
            c.dep_ == "dobj"  # market": a thing moved, not you; "You climb the stairs into
            and not any(self.is_(c, k) or self.classes.is_a(c.lower_, k) for k in ("way", "room"))
            for c in root.children  # the attic" is a move)
        )
        if lemma not in PLACE_VERBS and not moving:
            return
        if any(c.tag_ == "MD" and c.lower_ in _WOULD for c in root.children):
            return  # "One more step and you'd be in the millpond.": where you would be
        someone = any(  # (or the narrator's "our hero", "our heroine"; a name the tagger
            s.pos_ == "PROPN"  # takes for a noun: "Grace/NN is in the call centre.")
            or s.i == 0
            and s.is_title
            and s.tag_ == "NN"
            and not list(s.children)
            or s.lower_ in ("he", "she")
            or any(c.dep_ == "poss" and c.lower_ == "our" for c in s.children)
            for s in subject
        )
        if not any(s.lower_ in SELF for s in subject) and not someone:
            return
        entered = next((c for c in root.children if c.dep_ == "dobj"), None)
        if lemma == "enter" and entered is not None:  # "You enter the Thatching Shed."; not
            named = self.name(entered)  # "You enter a code on the keypad", "the room"
            if not someone and self.is_(entered, "room") and named.lower() not in _BARE_PLACES:
                r["room"] = named
            return
        preps = [  # ("You're back on the street": the place hangs on "back")
            *root.children,
            *(x for c in root.children if c.dep_ == "advmod" for x in c.children),
        ]
        preps.sort(  # a room's word first: "I'm at the back of the shop, in the parts room"
            key=lambda p: not any(c.dep_ == "pobj" and self.is_(c, "room") for c in p.children)
        )
        for prep in preps:
            if prep.dep_ == "prep" and prep.lower_ in (*ROOM_PREPS, "into", "onto"):
                place = next((c for c in prep.children if c.dep_ == "pobj"), None)
                if place is None or place.pos_ not in ("NOUN", "PROPN"):
                    continue
                if any(c.dep_ == "poss" and c.lower_ in ("its", "their") for c in place.children):
                    return  # "You are standing at its north end": a part of the room named
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
        room": keeper's room), and so is what a part of a place is of ("foot of the stairs")."""
        words = [
            c
            for c in place.lefts
            if c.dep_ not in ("det", "poss", "predet")
            or c.dep_ == "poss"
            and c.pos_ != "PRON"
            or c.dep_ == "det"
            and c.lower_ not in _DETERMINERS  # ("the tithe/DT barn")
        ]
        start = min((w.left_edge.i for w in words), default=place.i)
        if self.doc[start].lower_ in _DETERMINERS and start < place.i:
            start += 1  # (the possessive's own article: "the keeper's")
        of = next((c for c in place.rights if c.dep_ == "prep" and c.lower_ == "of"), None)
        if of is not None and self.is_(place, "place_part") and not self.is_(place, "room"):
            return self.doc[start : of.right_edge.i + 1].text  # "the foot of the stairs": a
            # part of a place named by the place (not "the kitchen of the mill")
        end = place.i + 1
        while (
            end + 1 < len(self.doc)
            and self.doc[end].tag_ == "HYPH"
            and not self.doc[end].whitespace_
        ):
            end += 2  # "a lay-by", "the lean-to": a word made of two, the parse's parts
        return self.doc[start:end].text

    @staticmethod
    def not_yet(verb: Token) -> bool:
        """Whether a clause says what has not happened yet ("the door stays shut until you open
        it", "before you open it")."""
        return any(c.dep_ == "mark" and c.lower_ in _NOT_YET for c in verb.children)

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
        if (
            root.pos_ == "VERB"
            and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in root.children)
            and not self.negated(root)
            and not (self.may_verb(root, "presence") or self.may_verb(root, "seek"))
        ):  # "You drag the coal store door/nsubj open/ccomp.": the result, misparsed as a clause
            for c in root.children:
                door = [x for x in c.children if x.dep_ == "nsubj" and self.is_(x, "door")]
                state = self.state_of(c) if c.dep_ == "ccomp" and c.pos_ == "ADJ" else None
                if door and state in ("open", "closed"):
                    r["door_opened" if state == "open" else "door_shut"] = True
                    r["message_door"] = self.door_words(door[0])
                    return
        pointed = any(self.point(x) is not None for x in self.doc)
        for t in self.doc[: len(self.doc) - 2]:  # "the gate swings/NNS wide", "the gate
            verb, state = self.doc[t.i + 1], self.doc[t.i + 2]  # creaks/nsubj open/ROOT": a
            if (  # door, the verb the tagger missed, and what it leaves the door
                not pointed
                and (self.is_(t, "door") or self.may_be(t, "door") and t.pos_ == "NOUN")
                and verb.tag_ in ("NNS", "VBZ", "VBD", "VBP", "VB")  # ("doors/VBZ swing/VB")
                and verb.lemma_.lower() not in ("be", "stand", "stay", "remain", "look", "seem")
                and not self.negated(verb)
                and (state.lower_ == "wide" or self.state_of(state) in ("open", "closed"))
            ):
                opens = state.lower_ == "wide" or self.state_of(state) == "open"
                later = [self.state_of(x) for x in self.doc[state.i + 1 :] if not self.not_yet(x)]
                later = [s for s in later if s in ("open", "closed")]
                opens = later[-1] == "open" if later else opens  # ("groans open an inch, then
                r["door_opened" if opens else "door_shut"] = True  # jams shut": as it ends)
                r["message_door"] = self.door_words(t)
                return
        for t in self.doc:
            if t.pos_ not in ("VERB", "AUX"):
                continue
            objects = [
                c
                for c in t.children
                if c.dep_ in ("dobj", "nsubj", "nsubjpass")
                or c.dep_ == "npadvmod"
                and c.i > t.i  # "You open bakau door/npadvmod."
            ]
            objects += [  # "You open keruing/VBG door": a kind of wood the tagger took for a verb
                x
                for c in t.children
                if c.dep_ == "xcomp" and c.tag_ == "VBG"
                for x in c.children
                if x.dep_ == "dobj" and x.i == c.i + 1
            ]
            named = [o for o in objects if self.is_(o, "door") or self.may_be(o, "door")]
            # (a door in a rarer sense too: "You open the hatch.")
            if not named and not any(o.lower_ in PRONOUNS for o in objects):
                continue
            by_you = any(o.lower_ in SELF for o in objects if o.dep_ == "nsubj")
            if self.stuck(t, objects, named, by_you, pointed):
                r["door_shut"] = True  # "The door won't budge.", "It will not open.": a
                state = "locked" if self.from_this_side(t) else "closed"  # door shut ("It
                r["anaphora"] = (*r.get("anaphora", ()), (state, "?"))  # won't open from this
                # side.": fastened beyond, none you can undo)
                if named:
                    r["message_door"] = self.door_words(named[0])
                continue
            if self.negated(t) or t.dep_ == "xcomp" or self.conditional(t) or self.not_yet(t):
                continue
            if t.tag_ == "VB" and t.dep_ == "ROOT" and not any(o.dep_ == "nsubj" for o in objects):
                continue  # "Open the gatehouse door": a choice offered, an order, nothing done
            if restricted(t):  # "it only opens for letters": when it does, not a message
                continue
            if by_you and any(c.dep_ == "aux" and c.tag_ == "MD" for c in t.children):
                continue  # "you can leave it open": what you may do, nothing done
            if not by_you and (pointed or any(o.tag_ == "WDT" for o in objects)):
                continue  # a door's state in a description, not a message
            if (
                t.tag_ == "VBP"
                and not by_you  # (not "You open the door to the kitchen.")
                and t.lemma_.lower() == "open"
                and any(c.dep_ in ("prt", "prep") and c.lower_ in _GIVE_ONTO for c in t.children)
            ):
                continue  # "Four doors open off this short passage": where they lead
            complement = [c for c in t.children if c.dep_ in ("acomp", "attr", "oprd")]
            complement += [  # "You heave the door open/amod" (or open/advcl): the result,
                c  # after its object
                for o in named
                if by_you
                for c in (*o.children, *t.children)
                if c.i == o.i + 1 and (c.dep_ == "amod" or c.dep_ == "advcl" and c.pos_ == "ADJ")
            ]
            if named and t.lemma_.lower() in _LEFT_SO:  # "... and leaves the door standing open
                complement += [  # behind him": the state the door is left in
                    x
                    for c in named[0].children
                    if c.dep_ in ("acl", "amod")
                    for x in (c, *c.children)
                ]
            # ("You pull the door open.": the result of pulling it)
            if named and (
                (t.lemma_.lower() == "unlock" and by_you)
                or any(self.state_of(c) == "unlocked" for c in complement)
            ):  # (a door named: "You unlock it." may be a chest's lock)
                r["door_unlocked"] = True  # its lock undone: still closed
            opens = (
                t.lemma_.lower() == "open"
                or any(self.is_(c, "open") for c in complement)
                or not by_you  # "The loading door rumbles aside on its rollers.", "the door
                and any(  # swings inward": away from its frame
                    c.dep_ in ("advmod", "prt") and c.lower_ in _AWAY for c in t.children
                )
            )
            shuts = self.verb_is(t, "shutting") or any(self.is_(c, "closed") for c in complement)
            opens, shuts = (
                (True, False) if shuts and held_back(t, False) else (opens, shuts)
            )  # "tie it
            # back": held open
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

    def stuck(
        self, verb: Token, objects: list[Token], named: list[Token], by_you: bool, pointed: bool
    ) -> bool:
        """Whether a reply says a door will not move: its subject (the door, or "it") or, by
        you, the door named, and a verb of budging or opening denied ("The door won't budge.",
        "It will not open.", "You can't budge the door.")."""
        return (
            not pointed
            and (
                any(o.dep_ == "nsubj" for o in objects)
                if not by_you
                else any(o.dep_ == "dobj" for o in named)
            )
            and self.negated(verb)
            and verb.dep_ == "ROOT"
            and (self.verb_is(verb, "budging") or self.verb_is(verb, "opening"))
        )

    @staticmethod
    def from_this_side(verb: Token) -> bool:
        """Whether a verb is denied "from this side" or "from here" ("It won't open from this
        side."): what holds it is beyond."""
        return any(
            c.dep_ == "prep"
            and c.lower_ == "from"
            and any(
                x.lower_ == "here"
                or x.lemma_.lower() == "side"
                and any(d.lower_ in ("this", "your", "our", "my") for d in x.children)
                for x in c.children
            )
            for c in verb.children
        )

    def not_understood(self, r: dict) -> None:
        """ "I'm not sure what you mean.", "I don't understand that.": the game did not take the
        command."""
        for t in self.doc:
            only = any(c.lower_ == "only" and c.dep_ == "advmod" for c in t.children)
            if t.lemma_.lower() in COGNITION and (self.negated(t) or only):
                subject = [c for c in t.head.children if c.dep_ == "nsubj"] + [
                    c for c in t.children if c.dep_ == "nsubj"
                ]
                if any(c.lower_ == "i" for c in subject):  # ("I only understand north, south,
                    r["not_understood"] = True  # east and west.": what it takes, not yours)
                    return

    def denies(self, r: dict) -> None:
        """ "You lack the key.", "You have no key that fits the padlock.", "Nothing happens.":
        the sentence denies what was tried or tells of something lacking (a reply that does
        not say a command worked)."""
        r["denies"] = any(
            t.dep_ == "neg"
            or t.lower_ in NEGATORS  # a thing denied ("no key fits", "Nothing happens.")
            and t.dep_ in ("det", "nsubj", "dobj", "attr")
            or t.pos_ == "VERB"
            and t.lemma_.lower() in _LACK
            for t in self.doc
        )

    def that_way(self, exits: list[str]) -> str | None:
        """``that way`` names the direction said last before it: denied, it takes that exit
        back ("open water lies to the west; there is no going that way"); on a verb of motion,
        it gives it ("to the north the trees thicken; a track leads off that way"). Returns
        what it does to the last sentence's direction when this one names none before it (a
        reference to what was said, as a refusal's "that way" is: here beside the replies)."""
        for t in self.doc:
            crossing_it = (  # "there is no crossing it", "nobody crosses them": the way
                t.lower_ in ("it", "them")  # just said
                and t.dep_ == "dobj"
                and self.verb_is(t.head, "motion")
                and (
                    self.negated(t.head)
                    or any(c.dep_ == "nsubj" and c.lower_ in _NO_ONE for c in t.head.children)
                )
                and not any(c.dep_ == "oprd" for c in t.head.children)  # ("nobody has left
            )  # it open": a state it is left in)
            through_them = (  # "there's no way through them": the thing just said that way
                t.lower_ == "way"
                and any(
                    c.dep_ == "prep"
                    and c.lower_ in _ACROSS
                    and any(x.lower_ in PRONOUNS for x in c.children)
                    for c in t.children
                )
                or t.lower_ == "way"  # "there's no way through there" (parsed way<there)
                and any(
                    c.lower_ == "there" and any(x.lower_ in _ACROSS for x in c.children)
                    for c in t.children
                )
            ) and self.negated(t)
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
                or any(c.dep_ == "nsubj" and c.lower_ in _NO_ONE for c in clause.children)
                or any(c.dep_ == "attr" and self.negated(c) for c in clause.children)
            )  # ("there is no door that way")
            if not denied and not self.verb_is(clause, "motion"):
                continue
            self.undecided.discard(t.i)
            before = [self.point(x) for x in self.doc[: t.i] if self.point(x) is not None]
            if not before and t.lower_ == "them" and any(x.pos_ == "NOUN" for x in self.doc[: t.i]):
                continue  # "the cliffs rise sheer, and nobody is climbing them": its own thing
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
        if any(  # '"east" is not an exit here.': the way tried denied
            t.lemma_ == "be"
            and self.negated(t)
            and any(c.dep_ == "nsubj" and self.point(c) is not None for c in t.children)
            and any(c.dep_ == "attr" and self.is_(c, "way") for c in t.children)
            for t in self.doc
        ):
            r["failed_move"] = True
            return
        if any(  # "No way E.", "Sorry, no way west - that's solid rock": no verb of being
            self.is_(w, "way")  # (not "There is no way west": a room's description)
            and w.dep_ in ("npadvmod", "ROOT")
            and any(c.dep_ == "det" and c.lower_ == "no" for c in w.children)
            and self.point(w.head if w.dep_ == "npadvmod" else w) is not None
            for w in self.doc
        ):
            r["failed_move"] = True
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
