"""Doors and their states in a sentence (docs/converter.md, "The reader"): which words are doors
(also ``it``, ``the southern one``, ``both``, ``neither``), where each is (through
:class:`converter.door_points.DoorPoints`), and what its adjectives, its predicate, a
parenthesis or a condition say of it (closed, shut, sealed; locked, barred; open, ajar)."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import EXCEPT
from converter.door_words import DoorWords, restricted
from converter.replies import PRONOUNS

_EVERY = frozenset({"both", "all", "each", "they", "them"})  # every door just named
_REST = frozenset({"others", "rest"})  # the doors just named but those given a state here
_ORDINAL = {"former": "<", "first": "<", "latter": ">", "last": ">", "second": "2"}
"""The first or the last of the doors just named ("the latter is locked")."""


_ONLY = frozenset({"only", "just", "merely", "simply"})
"""What comes before the state a denial gives instead ("not locked, only shut")."""


class Doors(DoorWords):
    """The doors a sentence names (mixed into :class:`converter.reading._Reader`)."""

    def of_doors(self, t: Token) -> bool:
        """Whether "the former", "the latter" speaks of doors: the last thing the sentence names
        before it is a door or a way, or it names none (the sentence before did: "There are
        doors north and east. The latter is locked.")."""
        nouns = [x for x in self.doc[: t.i] if x.pos_ in ("NOUN", "PROPN") and not self.point(x)]
        return not nouns or self.is_(nouns[-1], "door") or self.is_(nouns[-1], "way")

    def told_state(self, verb: Token, deps: tuple[str, ...], instead=False) -> str | None:
        """The door state a verb or its complements (``deps``) say: "is closed", "is locked"."""
        told = [verb, *(c for c in verb.children if c.dep_ in deps)]
        told += [x for c in told[1:] for x in c.conjuncts]  # "is alarmed and locked"
        if instead:  # "isn't locked, only shut": the state said instead of the one denied
            told = [x for x in self.doc[verb.i + 2 :] if self.doc[x.i - 1].lower_ in _ONLY]
        return next((s for s in map(self.state_of, told) if s is not None), None)

    def other_door(self, t: Token) -> bool:
        """Whether "the other" or "the one" is a door at a compass point ("Two doors. ... The
        other, to the dairy on the north side, is shut.", "The one to the south leads to the
        stair, and it is shut.")."""
        return (
            (
                t.lower_ == "other"
                or t.lower_ == "one"
                and any(c.lower_ == "the" for c in t.children)
            )
            and t.dep_ in ("nsubj", "nsubjpass")
            and self.of_doors(t)
            and bool(self.door_points(t))
            and (  # said shut or open, or leading somewhere (not "The other, to the north, is
                self.state(t) is not None  # covered in moss": two statues)
                or t.dep_ == "nsubj"
                and self.verb_is(self.clause(t), "motion")
            )
        )

    @staticmethod
    def likewise(t: Token) -> bool:
        """Whether a door is said to be as the last one was: "so is the glass door", "and so
        was the other"."""
        verb = t.head
        return (
            t.dep_ == "nsubj"
            and verb.lemma_.lower() == "be"
            and any(c.lower_ == "so" and c.i < verb.i for c in verb.children)
        )

    def shut_thing(self, t: Token) -> bool:
        """Whether a thing of no class the reader knows is said shut or locked, at no compass
        point ("The grille is locked." after walking into it): the door named before, as "it"
        would be. A container, a creature, a coin, a room, a wall or a picture never is."""
        if t.pos_ != "NOUN" or t.dep_ not in ("nsubj", "nsubjpass"):
            return False
        if any(self.point(x) is not None for x in self.doc) or any(
            self.is_(t, k)
            for k in ("barrier", "depiction", "room", "animate", "money", "way", "door")
        ):
            return False
        return not self.may_be(t, "container") and self.state(t) in ("closed", "locked")

    def locked_thing(self, t: Token) -> bool:
        """Whether a thing of no class the reader knows is a door by what the text says of it:
        at a compass point, and locked ("the barrier to the west, which is locked for the
        night"; a room at a point said locked: "The office, east, is locked"): a way with a lock;
        or a door in a rarer sense, at a point and open, closed or locked ("the hatch to the north
        is open"). A wall, a window, a container or a picture never is."""
        if t.pos_ == "PROPN" and not (
            self.is_(t, "room")
            and any(
                c.dep_ == "relcl" and any(k.tag_ == "WDT" for k in c.children) for c in t.children
            )
        ):
            return False  # (but "the Foreman's Office, which is locked": a room's name)
        if t.pos_ not in ("NOUN", "PROPN") or any(
            self.is_(t, k) for k in ("barrier", "depiction", "animate", "money", "way")
        ):
            return False
        room = self.is_(t, "room")  # ("The office, east, is locked": its door)
        if self.may_be(t, "container") and not room:
            return False
        if t.dep_ == "nsubj" and t.head.pos_ == "VERB" and self.verb_is(t.head, "motion"):
            return False  # "The gallery runs east and west, and ... is locked": a way's verb
        state = self.state(t)
        if state is None or not self.door_points(t):
            return False
        return state == "locked" or not room and self.may_be(t, "door")  # ("the inner hatch, to
        # the north, is open": a door in a rarer sense, told as one; a room only locked)

    def state(self, t: Token) -> str | None:
        """closed / locked / open from the words on ``t`` (amod) or its predicate (is shut, is
        locked), or a door one has to open first ("You have to open the oak door first")."""
        if self.open_first(t):
            return "closed"
        if self.fastened_with(t):  # "that door's got a padlock and a chain on it"
            self.stated.add(self.clause(t).i)  # (its verb read: "is locked with a padlock")
            return "locked"
        left = self.left_in(t)
        if left is not None:
            return left
        said = self.set_off_state(t)  # "a door, shut, to the north, and a gap, open": the
        if said is not None:  # word right after it, whatever the parse hangs it on
            self.stated.add(t.i + 2)
            return said
        words = [c for c in t.children if c.dep_ in ("amod", "acl", "compound")]
        if t.dep_ == "attr" and t.head.lemma_.lower() == "be":  # "There is a door to the
            words += [
                c
                for c in t.head.children
                if c.dep_ == "advcl" and c.tag_ == "VBN" and t.i < c.i <= t.right_edge.i + 3
            ]
            # north, bolted on this side": the participle hangs off "is"
        if t.dep_ in ("nsubj", "nsubjpass") and t.head.pos_ in ("VERB", "AUX"):
            words += [  # "A low oak door is set in the east wall, bolted on this side."
                c
                for c in t.head.children
                if c.dep_ == "advcl" and c.tag_ == "VBN" and c.i > t.head.i
            ]
        words += [g for c in t.children if c.dep_ in ("compound", "amod") for g in c.children]
        if t.dep_ == "appos" and t.head.i == t.i - 1:  # "a closed sepetir/JJ door/appos": a
            words += [c for c in t.head.children if c.dep_ == "amod"]  # kind the tagger missed
        walls = [  # "a door in the north wall, which is closed": the clause hangs off the wall
            x
            for c in t.children
            if c.dep_ == "prep"
            for x in c.children
            if x.dep_ == "pobj" and (self.is_(x, "barrier") or self.point(x) is not None)
        ]  # (or off the direction: "a door to the west, which is closed")
        for x in self.doc[t.i + 1 : t.i + 6]:  # "the mill gate, to the south, which is
            if x.pos_ in ("NOUN", "PROPN", "VERB") and self.point(x) is None:
                break  # locked" (the parse hangs the clause on the direction)
            if self.point(x) is not None:
                walls.append(x)
        for c in [*t.children, *(g for w in walls for g in w.children)]:
            if c.dep_ in ("relcl", "acl") and not self.negated(c):  # "..., which is closed"
                for v in (c, *c.conjuncts):  # ("which lies to the east and is closed")
                    if v.i != c.i and (
                        self.negated(v)
                        or any(x.dep_ in ("nsubj", "nsubjpass", "expl") for x in v.children)
                    ):
                        continue
                    words.append(v)
                    words.extend(x for x in v.children if x.dep_ in ("acomp", "attr", "oprd"))
        if t.dep_ == "appos" and self.point(t.head) is not None:
            t_root = t.head.head  # "North: a stout door, firmly shut." (the parse's root)
            if t_root.i != t.head.i:
                words.append(t_root)
        own: list = []  # the words of the door's own predicate
        if t.dep_ in ("nsubj", "nsubjpass", "npadvmod", "dep") or t.dep_ == "preconj":
            head = self.clause(t)  # "is closed": the participle, not the auxiliary
            predicates = [
                c
                for c in head.children
                if c.dep_ in ("acomp", "attr", "oprd", "xcomp")
                or c.dep_ == "prep"
                and c.lower_ == "on"  # "is on the latch"
                or c.dep_ == "dobj"  # "has swung shut/dobj": a state the parse took for a thing
                and c.tag_ in ("VBN", "JJ")
            ]
            predicates += [  # "A door is to the north and is firmly closed": the second
                x  # verb, with no subject of its own, says the door's state too
                for v in (head.conjuncts if self.state_of(head) is None else ())
                if v.pos_ in ("VERB", "AUX")
                and v.i > head.i  # (not the clause before: "neither is locked, but only the
                # west one/nsubj is/conj open")
                and not self.negated(v)  # ("opened long ago and never shut again")
                and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in v.children)
                and not any(  # ("..., and a second door, to the west, is closed": its)
                    c.dep_ == "conj" and self.is_(c, "door") for c in self.doc[t.i + 1 : v.i]
                )
                for x in (v, *v.children)
                if x.i == v.i and v.pos_ == "VERB" or x.dep_ in ("acomp", "attr", "oprd")
            ]
            predicates += [  # "are shut and locked for the crossing": both its states
                v
                for v in (head.conjuncts if self.state_of(head) is not None else ())
                if v.i > head.i
                and v.tag_ in ("VBN", "JJ")
                and not self.negated(v)
                and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in v.children)
                and not any(self.is_(c, "door") for c in self.doc[t.i + 1 : v.i])
            ]  # (not "the kitchen door stands open, and the front door is locked")
            own = [
                head,
                *predicates,
                *(  # ("leads": the conjuncts that share its subject, not "the arch opens")
                    x
                    for c in predicates
                    for x in c.conjuncts
                    if not any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in x.children)
                ),
                *(  # "painted green and firmly closed": a state beside the participle's result
                    x
                    for c in head.children
                    if c.dep_ in ("advmod", "acomp", "oprd")
                    for x in c.conjuncts
                    if x.pos_ == "ADJ" or x.tag_ == "VBN"  # ("is down and locked")
                ),
            ]
            if t.head.pos_ == "ADJ" and t.head.i != head.i:
                own.append(t.head)  # "you find the door to the south closed": its own state
            if t.head.i == t.i + 1 and self.point(t.head) is not None:
                for c in t.head.children:  # "The door west/ROOT is closed": misparsed
                    if c.dep_ in ("ccomp", "acomp", "xcomp") and c.i > t.head.i:
                        own += [c, *(x for x in c.children if x.dep_ in ("acomp", "oprd"))]
            words.extend(own)  # "unlocked but closed"
            but = [  # "neither shut nor locked, but wide open": the state after "but"
                c
                for c in head.conjuncts
                if any(x.lower_ == "but" and x.i < c.i for x in head.children if x.dep_ == "cc")
                and self.state_of(c) is not None
            ]
            if but and any(c.dep_ == "preconj" and c.lower_ == "neither" for c in head.children):
                self.stated.update(w.i for w in words)
                return self.state_of(but[-1])
            denied = self.negated(head) or any(  # "anything but locked": not locked;
                c.dep_ == "attr"  # "neither/preconj shut nor locked" (on the participle or
                and c.lower_ == "anything"  # its complement)
                and any(x.lower_ == "but" for x in c.children)
                or c.dep_ == "acomp"
                and any(x.dep_ == "preconj" and x.lower_ == "neither" for x in c.children)
                or c.dep_ == "preconj"
                and c.lower_ == "neither"
                for c in head.children
            )
            told = [c for c in t.children if c.dep_ == "appos" and self.state_of(c) is not None]
            if told and denied:  # "Hall door (north): shut, not yet checked behind": its own
                self.stated.update(c.i for c in told)  # word, not the verb's
                return self.state_of(told[0])
            if restricted(head):
                self.stated.update(w.i for w in words)  # "it only opens for letters": no state
                return None
            if denied or self.counterfactual(head):
                self.stated.update(w.i for w in words)  # "is not locked": read, no state
                if any(self.state_of(w) == "open" for w in words):
                    return "closed"  # "is not open", "if the door were open"
                if any(self.state_of(w) == "unlocked" for w in words) and denied:
                    return "locked"  # "The west door has never been unlocked."
                if denied and any(self.state_of(w) == "closed" for w in words):
                    return "open"  # "is not shut", "is neither locked nor shut": open
                return None
        states = {}
        said = {w.i for w in own}
        for w in words:
            state = self.state_of(w)
            if state is not None:
                self.stated.add(w.i)
                states.setdefault(state, w)
        if {k for k, w in states.items() if w.i in said} == {"open"}:
            return "open"  # its own predicate: "..., which has always been locked, stands open"
        for state in ("locked", "closed", "open"):  # "unlocked but closed": closed
            if state in states:
                return state
        if not any(x.pos_ in ("VERB", "AUX") for x in self.doc):
            for w in self.doc:  # "Door east, shut.": a sentence of words, its one state
                if w.i != t.i and self.state_of(w) is not None:
                    self.stated.add(w.i)
                    return self.state_of(w)
        said = self.said_after(t)  # "a second door, to the west, is closed": the parse hangs
        if said is not None:  # the state elsewhere
            return said
        marked = self.marked(t)
        if marked is not None:
            self.stated.add(t.i + 2)
            return marked
        if self.to_open(t):
            return "closed"
        if t.dep_ == "dobj" and self.state_of(t.head) == "unlocked" and self.negated(t.head):
            self.stated.add(t.head.i)
            return "locked"  # "Nobody has unlocked the west door in years."
        return None

    def unlinked_state(self) -> bool:
        """Whether the sentence says a door's state that no door at a direction took ("the
        keep looms to the north, its great door closed" when the parse links neither): the
        sentence names a direction, and a state word on a door, a way or a pronoun is left."""
        if not any(self.point(t) is not None for t in self.doc):
            return False
        for w in self.doc:
            if w.i in self.stated or w.pos_ not in ("ADJ", "VERB") or self.state_of(w) is None:
                continue
            if w.pos_ == "VERB" and self.may_verb(w, "blocking") and not self.is_(w, "closed"):
                continue  # "the way east is blocked by rocks": a blocked way, read as such
            if w.tag_ in ("VBZ", "VBP") and w.lemma_.lower() == "open" and self.ways_open(w):
                continue  # "An archway opens west onto the garden": where it leads, no state
            if w.dep_ == "amod":
                holders = [w.head]
            elif w.dep_ in ("acomp", "ROOT", "conj", "relcl", "advcl", "ccomp", "xcomp", "oprd"):
                verb = w.head if w.dep_ in ("acomp", "oprd", "xcomp") else w
                holders = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
                if verb.dep_ == "relcl":  # "..., which is closed": what the clause is about
                    holders.append(verb.head)
                    if verb.head.dep_ == "pobj":
                        holders.append(verb.head.head.head)
            else:
                continue
            if any(self.way_or_door(h) or h.lower_ in PRONOUNS for h in holders):
                return True
        return False

    def every_door(self, t: Token) -> bool:
        """Whether a word stands for every door just named: "both", "they", "all three",
        "neither", "none of them"."""
        if t.lower_ in _EVERY or t.lower_ == "neither":
            return True
        if t.lower_ == "none":
            return any(c.lower_ == "of" for c in t.children)
        return t.pos_ == "NUM" and any(c.lower_ in ("all", "both") for c in t.children)

    def doors_left_out(self, t: Token) -> list[str]:
        """The points a word for every door leaves out ("all but the west one are locked")."""
        return [
            p
            for c in t.children
            if c.lower_ in EXCEPT
            for x in c.subtree
            if (p := self.point(x)) is not None
        ]

    def ways_open(self, verb: Token) -> bool:
        """Whether "opens" says where a way (not a door) gives onto: its subject a way and a
        compass point or a place after it ("An archway opens west onto the frigidarium")."""
        return any(
            c.dep_ == "nsubj" and self.is_(c, "way") and not self.is_(c, "door")
            for c in verb.children
        ) and any(
            self.point(c) is not None or c.dep_ == "prep" and c.lower_ in ("onto", "into", "to")
            for c in verb.children
        )

    @staticmethod
    def door_name(t: Token) -> str:
        """A door's name, to find it again in a later sentence: its compounds and head, or the
        place it is "of" and its head ("the front door of the farmhouse": farmhouse door)."""
        parts = [c.lemma_.lower() for c in t.lefts if c.dep_ == "compound"]
        of = [c for c in t.rights if c.dep_ == "prep" and c.lower_ == "of"]
        owner = [c for p in of for c in p.children if c.dep_ == "pobj" and c.pos_ == "NOUN"]
        if not parts and len(owner) == 1:
            parts = [c.lemma_.lower() for c in owner[0].lefts if c.dep_ == "compound"]
            parts.append(owner[0].lemma_.lower())
        return " ".join([*parts, t.lemma_.lower()])

    def door_words(self, t: Token) -> str:
        """The words a command may name a door by: its modifiers that are no state, and its
        head ("a closed wooden door" -> "wooden door": ``open wooden door``)."""
        parts = [
            c.lower_
            for c in t.lefts
            if c.dep_ in ("compound", "amod", "nmod")
            and self.state_of(c) is None
            or c.dep_ == "poss"
            and c.pos_ in ("NOUN", "PROPN")  # "the postmaster's door"
        ]
        return " ".join([*parts, t.lower_])

    def owned_by_a_thing(self, t: Token) -> bool:
        """Whether "its door" is the door of a thing the sentence is about (its root's subject:
        "The oven ..., its iron door shut"), not of a place ("an office ... with its door
        shut")."""
        root = self.doc[:].root
        if any(a.lower_ == "with" for a in t.ancestors):
            return False  # the thing "with" hangs from owns it: "an office ... with its door"
        owner = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        return (
            owner is not None
            and owner.pos_ == "NOUN"
            and not any(self.is_(owner, k) or self.may_be(owner, k) for k in ("room", "way"))
            and not self.is_(owner, "door")
            and not any(  # "The walk-in fridge is west, and its door is locked": a thing said to
                c.dep_ in ("attr", "acomp", "advmod") and self.point(c) for c in root.children
            )  # be at a point is a way there
        )

    def another_door(self, t: Token) -> bool:
        """Whether ``t`` is "one" for a second door beside the first ("There's a door to the
        north, and one to the west that somebody has bolted", the parse's conjunct of the door
        or of the verb whose door it is)."""
        if t.lower_ not in ("one", "ones"):
            return False
        while t.dep_ == "conj" and t.head.lower_ in ("one", "ones"):
            t = t.head  # ("two doors: one to the east, ..., and one to the south, ...")
        if t.dep_ == "appos":
            return self.is_(t.head, "door")  # "There are two doors: one to the east, which is
            # open, ...": each one of them
        if t.dep_ != "conj":
            return False
        return self.is_(t.head, "door") or any(
            c.dep_ in ("attr", "nsubj") and self.is_(c, "door") for c in t.head.children
        )

    def set_off(self, p: Token) -> bool:
        """Whether a point is set off by commas between a room or a door and a shut word alone
        ("the library, west, LOCKED,"; "the pantry, east, shut."): a list's entry, no verb."""
        doc = self.doc
        if not 2 <= p.i < len(doc) - 2 or self.set_off_point(p.i) is None:
            return False
        place, state, end = doc[p.i - 2], doc[p.i + 2], doc[p.i + 3] if p.i + 3 < len(doc) else None
        return (
            (self.is_(place, "room") or self.is_(place, "door"))
            and self.state_of(state) in ("closed", "locked")
            and (end is None or end.is_punct)
        )

    def doors(self, r: dict) -> None:
        closed, opened, doors, anaphora, locked = [], [], [], [], []
        named: list[tuple[str, str | None, str | None, str]] = []  # (name, state, point, words)
        called: list[tuple[str, str]] = []  # (the words naming a door, its point)
        for t in self.doc:
            door = self.is_(t, "door") or self.locked_thing(t) or self.other_door(t)
            thing = not door and t.lower_ not in _ORDINAL and self.shut_thing(t)  # "The grille
            # is locked.": a reply's door
            pronoun = (
                (
                    (t.lower_ in PRONOUNS or self.every_door(t) or t.lower_ in _REST)
                    or (t.lower_ in _ORDINAL or t.lower_ == "other")
                    and self.of_doors(t)
                )
                and (
                    t.dep_ in ("nsubj", "nsubjpass")
                    or t.dep_ == "preconj"  # ("neither/preconj is locked": its subject, misparsed)
                    and t.lower_ == "neither"
                    and t.head.pos_ == "AUX"
                )
                and t.tag_ != "WDT"
                or thing
                or self.another_door(t)
                or t.lower_ == "another"  # ("another, to the east, is locked")
                and t.dep_ in ("nsubj", "nsubjpass")
                and self.of_doors(t)
                or t.lower_ in ("it", "them")
                and self.left_in(t) is not None  # "left it open"
            )
            if not door and t.lower_ in ("it", "them") and self.open_first(t):
                anaphora.append(("closed", None))  # "You'll have to open it first.": the door
                continue  # the move met
            if not door and not pronoun:
                continue
            if door and t.dep_ == "pobj" and t.head.lower_ == "without" or door and self.drawn(t):
                self.undecided.discard(t.i)  # "a blank wall without a door in it": none; "a
                continue  # door drawn in chalk": a picture
            state = self.state(t)
            points = (  # ("The other, to the dairy on the north side, is shut.")
                self.door_points(t)
                if door or t.lower_ in ("one", "ones", "other", "another")
                else []
            )
            if (
                door
                and not points
                and any(c.dep_ == "poss" and c.lower_ in ("its", "their") for c in t.children)
            ):  # "an office to the west with its door shut": the place's point before it
                before = [p for p in map(self.point, self.doc[: t.i]) if p is not None]
                if before and self.owned_by_a_thing(t):
                    self.undecided.discard(t.i)  # "The oven is built into the north-east
                    continue  # corner, its iron door shut": the oven's door
                if before:
                    points = before[-1:]
                elif state is not None:  # "North is the paint shed; its door is shut."
                    self.undecided.discard(t.i)
                    anaphora.append((state, "^"))  # the last sentence's point
                    continue
            if door and not points and any(c.lower_ == "that" for c in t.children):
                points = (  # "the one door, in its south wall, and that door is shut": the door
                    [p for p in named[-1][2:3] if p is not None]  # just named; "Bathroom's north,
                    if named  # and that door's shut": the place's
                    else [p for p in map(self.point, self.doc[: t.i]) if p is not None][-1:]
                )
            if door and state is None and self.likewise(t):
                r["likewise"] = tuple(points)  # "so is the glass door to the north": as the last
            if door:
                self.undecided.discard(t.i)
                doors.extend(points)
                if self.furnishing(t) or self.negated(t):  # "The airing cupboard door, in the
                    self.no_way_doors.update(points)  # east wall, is closed", "There is not a
                    # closed door leading west": no way out for its being shut
                if not self.is_(t, "door"):  # a locked thing at a point is a way out there
                    r["exits"] = tuple(dict.fromkeys((*r.get("exits", ()), *points)))
                name, words = self.door_name(t), self.door_words(t)
                named.extend((name, state, p, words) for p in points or [None])
                called.extend((words, p) for p in points)
                if state in ("closed", "locked"):
                    closed.extend(points)
                    if state == "locked":
                        locked.extend(points)
                elif state == "open":
                    opened.extend(points)
                    if points and any(c.lower_ == "only" for c in t.children):
                        anaphora.append(("closed", "~"))  # "only the west one is open": the
                        # other doors just named are not
            elif state is not None and (point := self.place_before(t)) is not None:
                # "The miller's office is west, but it's locked":
                doors.append(point)  # the place the sentence put at a point, its door
                (opened if state == "open" else closed).append(point)
                locked.extend([point] if state == "locked" else [])
            elif state is not None:
                every = (
                    "*"
                    + "".join(f"-{p}" for p in self.doors_left_out(t))  # ("all but the west one")
                    if self.every_door(t)
                    else "~"
                    if t.lower_ in _REST
                    else _ORDINAL.get(t.lower_)
                )
                if every is None and not points and thing:
                    every = "?"  # a thing of no class said shut: the door a reply answers for
                own = list(points) or [every]
                if t.lower_ == "another":  # "A door leads north; another, to the east, is
                    own = [f"+{p}" for p in points]  # locked": a door if the last was one, a
                    r["exits"] = tuple(dict.fromkeys((*r.get("exits", ()), *points)))  # way
                anaphora.extend((state, p) for p in own)
        for p in self.doc:  # "the coach house door, east, is closed", the point the subject
            point = self.point(p) or self.noted_point(p)
            if point is None or point in (*closed, *opened):
                continue
            state = None
            if (  # "The manager's office, north, is locked.": the place's door ("the
                p.dep_ in ("appos", "npadvmod")  # infants' entrance, east, is locked": the way's)
                and p.head.dep_ in ("nsubj", "nsubjpass")
                and (self.is_(p.head, "room") or self.is_(p.head, "way"))
            ):
                state = self.told_state(p.head.head, ("acomp",), self.negated(p.head.head))
                state = state if state in ("closed", "locked") else None
            elif (
                p.dep_ in ("nsubj", "nsubjpass")
                and p.i >= 1
                and (  # "the door west/NOUN is closed", "the coach house door, east, is closed"
                    self.is_(self.doc[p.i - 1], "door")
                    or p.i >= 2
                    and self.doc[p.i - 1].text == ","
                    and self.is_(self.doc[p.i - 2], "door")
                )
            ):
                state = self.told_state(p.head, ("acomp", "attr"))
            elif (  # "The pantry north is locked": the place's door
                p.dep_ in ("nsubj", "nsubjpass")
                and p.i >= 1
                and self.doc[p.i - 1].dep_ == "compound"
                and self.is_(self.doc[p.i - 1], "room")
            ):
                state = self.told_state(p.head, ("acomp",))
                state = state if state in ("closed", "locked") else None
            elif self.set_off(p):  # "and the library, west, LOCKED": a list's place, its point
                state = self.state_of(self.doc[p.i + 2])  # and its door's state, no verb
                self.stated.add(p.i + 2)
            if state is None and (state := self.noted(p)) is not None:  # "Door N shut, will
                self.stated.add(p.i + 1)  # open.": a note's door, its point and its state
            if state is not None:
                doors.append(point)
                (opened if state == "open" else closed).append(point)
                if state == "locked":
                    locked.append(point)
        root = self.doc[:].root
        alone = [x for x in self.doc if x.is_alpha]
        bare = (
            len(alone) <= 2
            or root.i == 0
            and not any(  # "Locked, and you have no key."
                c.dep_ in ("nsubj", "nsubjpass") for c in root.children
            )
        )
        if not doors and not anaphora and bare and self.state_of(root) is not None:
            anaphora.append((self.state_of(root), None))  # "Locked.": it is (the door tried)
        r["closed"] = tuple(dict.fromkeys(closed))
        r["locked"] = tuple(dict.fromkeys(locked))
        r["opened"] = tuple(dict.fromkeys(opened))
        r["doors"] = tuple(dict.fromkeys(doors))
        r["anaphora"] = tuple(dict.fromkeys(anaphora))
        r["named_doors"] = tuple(dict.fromkeys(named))
        r["called"] = tuple(dict.fromkeys(called))
        r["destinations"] = tuple(self.destinations)  # (for a door a later sentence names)
