"""What one parsed sentence says, read off its dependency parse and the words' classes
(docs/converter.md, "The reader").

A direction is an exit when the parse attaches it to a way out (``a path north``, ``the door to
the west``, ``the north exit``), to a verb of motion (``a path leads north``, ``you can go
west``), or to a clause whose subject or object is a way out or a room (``to the north you see
the pantry``, ``the kitchen is north``); attached to anything else (``the east wall``, ``the sun
sets in the west``, ``standing west of the house``) it is read and gives no fact. A coin is
present when a clause says it is there (``a coin lies here``, ``you can see a coin``,
``something shiny lies on the floor: a coin``), and not when the clause is denied, a goal, a
condition, a picture of one or a part of another thing (``a coin slot``). A door's state is what
its adjectives or its predicate say (closed, shut, locked; open, ajar), also through ``it`` and
``the southern one``. The words' classes come from WordNet (:mod:`converter.wordnet`), the
structure from spaCy's statistical parser: nothing here names an engine's sentences.
"""

from __future__ import annotations

from typing import NamedTuple

from spacy.tokens import Doc, Token

from converter.replies import PLACE_VERBS, PRONOUNS, SELF, Replies
from converter.wordnet import CARDINALS as CARDINAL_POINTS
from converter.wordnet import WordClasses

NOT_READ, READ, FACT = "unread", "read", "fact"
"""How a sentence was read: it named a word of a class the policy acts on and nothing decided
what it says of it; every such word was decided and none gave a fact; a fact came of it."""
_NEGATORS = frozenset({"no", "neither", "nor", "never", "nothing", "none", "nowhere"})
_INVITATIONS = frozenset({"why"})  # "Why not go north?" invites
_CONDITIONS = frozenset({"if", "unless", "whether"})
_EVERY = frozenset({"both", "all", "each", "they", "them"})  # every door just named
_HERE = frozenset({"you", "here", "me", "us"})  # "north of here": still a way out
_QUOTES = frozenset({'"', "“", "”", "‘", "'"})
_FORMERLY = frozenset({"once", "formerly", "previously"})
_OTHER_PLACE = frozenset({"next", "adjacent", "neighbouring", "neighboring", "other", "far"})
_TOO = frozenset({"too"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "attr"})
_AWAY = frozenset({"out", "away", "off"})
"""Particles that take a thing away: "someone has fished out every coin", "carried off"."""
_BEING = frozenset({"be", "exist", "wait", "await"})
_HOLDING = frozenset({"hold", "contain", "have", "carry"})
"""What a container holds it holds (a plate of pennies); what a statue holds it shows."""
_MAY = frozenset({"could", "can", "may", "might"})
_EXTENDING = frozenset(
    {"continue", "extend", "lead", "open", "run", "stretch", "head", "wind", "climb", "descend"}
    | {"bend", "curve", "turn", "fork", "branch"}
)
"""Verbs of a way's extent, used without an object: what continues, extends, leads or opens
that way is a way there ("the ledge continues east", "a stile leads west", "a gap opens to the
north")."""
_LYING = frozenset({"be", "lie", "stand", "sit", "rise", "loom"})
"""Verbs that put a thing somewhere: "the dunes are to the west", "the keep looms to the north"."""
_CLAUSES = frozenset({"ROOT", "ccomp", "advcl", "relcl", "parataxis", "conj", "acl", "xcomp"})
_WITHIN = frozenset({"xcomp", "aux", "auxpass", "conj", "acl", "relcl"})
"""Verbs a denial above them still reaches: "there is no way to go west"."""


class SentenceReading(NamedTuple):
    """What one sentence says, in compass points and class names; plain values (the parse is
    gone when this is built)."""

    status: str  # NOT_READ, READ or FACT
    exits: tuple[str, ...] = ()  # compass points read as ways out
    closed: tuple[str, ...] = ()  # ways out behind a closed door
    locked: tuple[str, ...] = ()  # ... of them, behind a door said locked
    opened: tuple[str, ...] = ()  # ways out through a door said to be open
    doors: tuple[str, ...] = ()  # ways out a door was named at (for "it"/"the southern one")
    anaphora: tuple[
        tuple[str, str | None], ...
    ] = ()  # (closed|locked|open, point or None) of "it is shut"
    named_doors: tuple[tuple[str, str | None, str | None], ...] = ()  # (name, state, point)
    called: tuple[tuple[str, str], ...] = ()  # (words naming a door, point): "wooden door"
    present: bool = False  # a coin is here
    taken: bool = False  # "You pick up the coin", "Taken."
    dropped: bool = False
    room: str | None = None  # "You are in the kitchen." -> kitchen
    neighbours: tuple[tuple[str, str], ...] = ()  # (point, room) "to the north you see the pantry"
    door_opened: bool = False  # "You open the door", "That is already open."
    door_shut: bool = False
    revealed: str | None = None  # the room an opened/closed door leads to
    failed_move: bool = False  # "You can't go that way."
    goal: str | None = None  # the sentence states the game's goal (its text)
    goal_fits: bool = True  # the goal is moving, opening and taking over ways, rooms and coins
    goal_directive: bool = False  # stated by an imperative ("First, go north."), not a noun
    goal_money: bool = False  # the goal names a coin
    goal_weak: bool = False  # an obligation ("You must ..."): a goal only where the game opens
    not_understood: bool = False  # "I'm not sure what you mean."
    subject_room: str | None = None  # "The dining room is grand": the room it opens on
    points: tuple[str, ...] = ()  # every compass point the sentence names, in order
    partial: bool = False  # a door's state was said and linked to no door at a direction
    that_way: str | None = None  # "deny" / "go": "that way" names the last sentence's point


def read_sentence(doc: Doc, classes: WordClasses) -> SentenceReading:
    """Read one parsed sentence (module docstring)."""
    return _Reader(doc, classes).read()


class _Reader(Replies):
    def __init__(self, doc: Doc, classes: WordClasses) -> None:
        self.doc = doc
        self.classes = classes
        self.undecided: set[int] = set()  # tokens of an acting class nothing decided yet
        self.stated: set[int] = set()  # door-state words a door (or "it") took
        self.facts = False

    # ---- word classes -------------------------------------------------------------------
    def point(self, t: Token) -> str | None:
        return self.classes.direction(t.lower_)

    def is_(self, t: Token, name: str) -> bool:
        if name in (
            "money",
            "way",
            "door",
            "room",
            "depiction",
            "barrier",
            "impassable",
            "animate",
        ):
            if t.pos_ not in ("NOUN", "PROPN") or (name == "room" and self.point(t)):
                return False
            return self.classes.is_a(t.lemma_.lower(), name) or self.classes.is_a(t.lower_, name)
        return self.classes.is_a(t.lemma_.lower(), name) or self.classes.is_a(t.lower_, name)

    def verb_is(self, t: Token, name: str) -> bool:
        """Whether a verb (with its particle: "pick up", "make out") is of class ``name``. A
        phrasal verb is its phrase's class for taking and dropping ("make out" takes nothing)."""
        particle = next((c.lower_ for c in t.children if c.dep_ == "prt"), None)
        lemma = t.lemma_.lower()
        if particle and self.classes.is_a(f"{lemma} {particle}", name):
            return True
        if particle and name in ("acquire", "release"):
            return False
        if self.classes.is_a(lemma, name):
            return True
        low = t.lower_
        if t.tag_ in ("VBN", "JJ", "VBD") and low.endswith("ed") and len(low) > 4:
            stems = {low[:-2], low[:-1]}  # "locked", "closed": the participle's verb
            if low[-3] == low[-4]:
                stems.add(low[:-3])  # "barred", "bolted" aside
            return any(self.classes.is_a(stem, name) for stem in stems)
        return False

    # ---- structure ----------------------------------------------------------------------
    @staticmethod
    def clause(t: Token) -> Token:
        """The verb (or root) of the clause ``t`` is in."""
        for a in (t, *t.ancestors):
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in ("aux", "auxpass"):
                return a
            if a.dep_ in _CLAUSES and a.pos_ not in ("NOUN", "PROPN", "PRON", "ADJ", "ADV"):
                return a
        return t.sent.root

    def negated(self, t: Token) -> bool:
        """Whether ``t`` is denied: a negation or ``no`` on it or on the words between it and its
        clause's verb (or on that verb); ``Why not ...`` invites instead."""
        return self.denial(t) is not None

    def denial(self, t: Token) -> Token | None:
        """The word that denies ``t`` (:meth:`negated`), or None."""
        for a in (t, *t.ancestors):
            kids = list(a.children)
            if a.i != t.i and (
                self.states_a_door(a)
                or any(c.dep_ in ("acomp", "attr") and self.states_a_door(c) for c in kids)
            ):
                return None  # "the door is not locked": its state is denied, not the door
            if any(c.dep_ == "neg" for c in kids) or any(
                c.dep_ in ("det", "advmod", "neg") and c.lower_ in _NEGATORS for c in kids
            ):
                if any(c.lower_ in _INVITATIONS for c in kids):
                    return None
                return a
            if a.lower_ in _NEGATORS and a.i != t.i and a.dep_ in ("nsubj", "dobj", "attr"):
                return a
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in _WITHIN:
                for s in a.children:  # "No path leads north": the subject is denied
                    if (
                        s.dep_ in ("nsubj", "nsubjpass")
                        and s.i != t.i
                        and any(c.dep_ == "det" and c.lower_ in _NEGATORS for c in s.children)
                    ):
                        return s
                return None  # ("no way to go west": the infinitive hangs from the denied way)
        return None

    def states_a_door(self, w: Token) -> bool:
        """Whether ``w`` is a door's state word (closed, shut, locked, open)."""
        return (
            self.is_(w, "closed")
            or self.is_(w, "open")
            or w.tag_ in ("VBN", "JJ")
            and (self.verb_is(w, "shutting") or self.verb_is(w, "locking"))
        )

    @staticmethod
    def reaches(denial: Token, t: Token) -> bool:
        """Whether a denial governs ``t`` within one clause ("there is no door leading west"),
        not across a clause boundary the parse put between them."""
        noun = denial.pos_ not in ("VERB", "AUX")  # "no way to go west": its clauses too
        for a in (t, *t.ancestors):
            if a.i == denial.i:
                return True
            if a.dep_ in ("relcl", "advcl", "ccomp", "conj", "parataxis") and not (
                noun and a.dep_ in ("relcl", "acl")
            ):
                return False
        return False

    def conditional(self, verb: Token) -> bool:
        for a in (verb, *verb.ancestors):
            if any(c.dep_ == "mark" and c.lower_ in _CONDITIONS for c in a.children):
                return True
            if a.dep_ not in ("xcomp", "conj"):
                break
        return False

    def arguments(self, verb: Token) -> list[Token]:
        """The subject and objects of a verb (with their conjuncts), and a ``there is X``'s X."""
        out = []
        for c in verb.children:
            if c.dep_ in ("nsubj", "nsubjpass", "dobj", "attr", "oprd", "expl"):
                out.append(c)
                out.extend(c.conjuncts)
        return out

    # ---- reading --------------------------------------------------------------------------
    def read(self) -> SentenceReading:
        r: dict = {}
        exits: list[str] = []
        for t in self.doc:
            if self.point(t) is not None or self.is_(t, "money") or self.is_(t, "door"):
                self.undecided.add(t.i)
        evidence = None
        guessed = False  # an exit the words gave where the parse did not
        for t in self.doc:
            point = self.point(t)
            if point is None:
                continue
            if any(a.lemma_.lower() == "direction" and a.dep_ == "pobj" for a in t.ancestors):
                continue  # "every direction except west": every_direction() decides
            decided = self.direction_is_exit(t, point, r)
            if decided is None:  # the parse says nothing: the sentence's words decide
                evidence = self.evidence() if evidence is None else evidence
                decided = True if evidence else None
                guessed = guessed or bool(evidence)
            if decided:
                exits.append(point)
            if decided is not None:
                self.undecided.discard(t.i)
        exits.extend(self.every_direction())
        r["that_way"] = self.that_way(exits)
        r["points"] = tuple(p for p in map(self.point, self.doc) if p is not None)
        r["exits"] = tuple(dict.fromkeys(exits))
        r["neighbours"] = tuple(dict.fromkeys(r.get("neighbours", ())))
        self.doors(r)
        self.coins(r)
        self.room_sentence(r)
        self.door_message(r)
        self.goal(r)
        self.not_understood(r)
        self.failed_move(r)
        r["partial"] = r.get("partial", False) or self.unlinked_state() or guessed
        told = ("present", "taken", "dropped", "room", "closed", "anaphora", "door_opened")
        if r["exits"] or any(r.get(k) for k in told) or r.get("door_shut"):
            status = FACT
        elif self.undecided:
            status = NOT_READ
        else:
            status = READ
        return SentenceReading(status=status, **r)

    def every_direction(self) -> list[str]:
        """``Paths lead off in every compass direction except west``: the four points a way's
        verb reaches by "every (compass) direction", less those excepted ("except", "but")."""
        for t in self.doc:
            if t.lemma_.lower() != "direction" or not any(
                c.dep_ == "det" and c.lower_ in ("every", "all", "each") for c in t.children
            ):
                continue
            verb = self.clause(t)
            if self.negated(verb) or not (
                self.verb_is(verb, "motion") or any(self.is_(a, "way") for a in self.movers(verb))
            ):
                continue
            excepted = {self.point(x) for x in t.subtree if self.point(x) is not None}
            for x in t.subtree:
                if self.point(x) is not None:
                    self.undecided.discard(x.i)
            return [p for p in CARDINAL_POINTS if p not in excepted]
        return []

    def that_way(self, exits: list[str]) -> str | None:
        """``that way`` names the direction said last before it: denied, it takes that exit
        back ("open water lies to the west; there is no going that way"); on a verb of motion,
        it gives it ("to the north the trees thicken; a track leads off that way"). Returns
        what it does to the last sentence's direction when this one names none before it."""
        for t in self.doc:
            crossing_it = (  # "there is no crossing it": the way just said
                t.lower_ == "it"
                and t.dep_ == "dobj"
                and self.verb_is(t.head, "motion")
                and self.negated(t.head)
            )
            if not crossing_it and not (
                t.lower_ == "way" and any(c.lower_ == "that" for c in t.children)
            ):
                continue
            denied = self.negated(t) or self.negated(self.clause(t))
            if not denied and not self.verb_is(self.clause(t), "motion"):
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

    def direction_is_exit(self, d: Token, point: str, r: dict) -> bool | None:
        """True: the direction is a way out; False: it is read as something else (denied, a
        wall, where the sun sets, west of a house); None: the parse does not say."""
        h = d
        while h.dep_ == "conj" and h.head.i != h.i and self.point(h.head) is not None:
            h = h.head
        before = self.doc[h.i - 1] if h.i > 0 else None  # the list's first direction's
        denied_by = self.denial(h)
        if (
            before is not None
            and before.pos_ == "VERB"
            and self.verb_is(before, "motion")
            and not any(c.dep_ == "neg" for c in before.children)
            and (
                denied_by is None
                or not self.reaches(denied_by, before)
                and denied_by.head.i != before.i  # "No path leads north": its own subject
            )
            and not self.too_much(before)
            and not self.formerly(before)
            and self.may_move(before)
        ):
            return True  # "going west": the verb of motion right before it (a denial the
            # parse hangs on another clause's verb does not reach it; "no door leading" does)
        if self.negated(h) or self.negated(d):
            return False
        if self.said_impassable(h if h.dep_ in ("nsubj", "nsubjpass") else h.head):
            return False  # "the road west is flooded and impassable"
        if h.dep_ == "nsubjpass" and self.blocked(h):
            return False  # "the way east is blocked by fallen rocks" (the parse's subject)
        for c in h.children:
            if (
                c.dep_ == "prep"
                and c.lower_ == "of"
                and not any(x.lower_ in _HERE for x in c.children)
            ):
                return False  # west of the house: a position, not a way
        if self.in_doors_wall(h):
            return True  # a door in the north wall; the front door, in the wall to the east
        if self.leads_to_a_place(d) and not self.negated(h):
            return True  # "signposts point north to Ashby, east to Kelham"
        named = h.head  # the noun a compound of compounds names: "the north bulkhead door"
        while (
            h.dep_ in ("amod", "compound") and named.dep_ == "compound" and named.head.i != named.i
        ):
            named = named.head
        near = [*self.doc[max(d.i - 4, 0) : d.i + 2], named]
        if any(self.is_(x, "barrier") for x in near if x.i != d.i) and not any(
            self.is_(x, "way") for x in near
        ):
            return False  # a blank wall to the south, the east wall
        if self.names_the_room(h):
            return False  # "You are in the south aisle": the room's name, not a way
        head = h.head
        if h.dep_ == "pobj" and head.dep_ == "prep":  # "to the north", "in the west"
            head = head.head
        while h.dep_ in ("amod", "compound") and head.dep_ == "compound" and head.head.i != head.i:
            head = head.head  # "the north bulkhead door": the door the compound names
        if head.i == h.i:  # a fragment: "North." (a bare direction, as in a list)
            if self.labels(h):
                return not self.negated_label(h)  # "North: the living room." (a label line)
            return h.dep_ == "ROOT" and len([t for t in self.doc if t.is_alpha]) <= 3 or None
        if head.lower_ in PRONOUNS and head.pos_ in ("NOUN", "PROPN", "NUM", "PRON"):
            return True  # "the southern one", "the northern ones"
        if head.pos_ in ("NOUN", "PROPN"):
            if (
                self.is_(head, "barrier")
                and head.dep_ == "pobj"
                and self.is_(head.head.head, "way")
            ):
                return True  # a door in the north wall, the front door, in the wall to the east
            if self.is_(head, "barrier") or self.is_(head, "depiction"):
                return False  # the east wall, a window to the west, a map of the north
            if self.is_(head, "impassable"):
                return False  # "the black water to the south", "the cliffs to the west"
            if self.is_(head, "way") or self.is_(head, "room"):
                return (
                    not self.negated(head)
                    and not self.counterfactual(self.clause(head))
                    and not self.blocked(head)
                    and not self.said_impassable(head)
                )
            if h.dep_ in ("amod", "compound", "nmod") and head.lemma_.lower() not in PRONOUNS:
                # the east side, the north end (where a door is) or a north wind, the north
                # coast: the sentence's words decide when it speaks of a way out at all
                return None if self.speaks_of_ways() else False
            return None  # the parse attaches it to a word of no class
        if head.pos_ == "PRON" and head.lower_ in PRONOUNS:
            return True  # "the southern one"
        if head.pos_ == "ADJ" and head.dep_ == "amod" and self.may_be(head.head, "way"):
            return not self.negated(head.head)  # "Arches open to the north" (tagged so)
        verb = self.clause(head)
        if self.negated(verb):
            if any(a.lower_ in SELF for a in self.arguments(verb)) and self.verb_is(verb, "motion"):
                r["failed_move"] = True
            return False
        arguments = self.arguments(verb)
        movers = self.movers(verb)
        if self.too_much(verb):
            return False  # "a drain runs west, far too narrow to crawl into"
        into = [
            x
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ in ("into", "onto", "toward", "towards")
            for x in c.children
            if x.dep_ == "pobj" and (self.is_(x, "room") or self.is_(x, "way"))
        ]
        if into and not any(self.is_(m, "impassable") for m in movers):
            return True  # "north of here, it opens into a hall", "continues toward a bathroom"
        if self.formerly(verb) or self.counterfactual(verb):
            return False  # "the bridge that once crossed westward", "if there were a door"
        if any(
            x.dep_ == "pobj" and self.is_(x, "impassable")
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ in ("into", "onto")
            for x in c.children
        ):
            return False  # "a slipway ran down into the black water to the south"
        if self.verb_is(verb, "motion"):
            return self.may_move(verb)
        if verb.lemma_.lower() in _EXTENDING and movers and not self.objects(verb):
            return self.may_move(verb)  # "a gap opens to the north"
        if any(self.may_be(a, "way") for a in movers) and not any(
            self.is_(a, "barrier") or self.is_(a, "depiction") for a in movers
        ):
            return True  # "a low arch opens to the east": a word one of whose senses is a way
        if self.located(verb, h, movers):
            return True  # "the dunes are to the west": a place that lies that way
        if any(self.blocked(a) for a in arguments if self.is_(a, "way")):
            return False  # "a barrier blocks the road north for good"
        if not any(
            self.is_(a, "way") or self.is_(a, "room") or self.may_be(a, "room") for a in arguments
        ) and any(self.seen_there(a, verb) for a in arguments):
            r["partial"] = True  # a guess: "the porch" (or "the zorblat") is a place there
            return True
        if any(
            self.is_(a, "way") or self.is_(a, "room") or self.may_be(a, "room") for a in arguments
        ):
            for a in arguments:  # "to the north you see the pantry": where the way leads
                definite = any(c.dep_ == "det" and c.lower_ == "the" for c in a.children)
                if a.dep_ == "dobj" and definite and not self.is_(a, "door"):
                    name = self.doc[a.left_edge.i + 1 : a.right_edge.i + 1].text
                    r.setdefault("neighbours", []).append((point, name))
            return True
        if any(
            x.dep_ == "pobj" and (self.is_(x, "way") or self.is_(x, "door"))
            for c in verb.children
            if c.dep_ == "prep"
            for x in c.children
        ):
            return True  # "a curtain hangs across the doorway to the east": a way that way
        if any(a.pos_ in ("NOUN", "PROPN") and a.lower_ not in SELF for a in movers):
            return False  # the sun sets in the west
        return None

    def leads_to_a_place(self, d: Token) -> bool:
        """Whether a direction itself is followed to a place: ``north to Ashby``, ``east to the
        mill``, not the things a clause says lie or flow that way."""
        after = self.doc[d.i + 1] if d.i + 1 < len(self.doc) else None
        preps = [c for c in d.children if c.dep_ == "prep"]
        if after is not None and after.dep_ == "prep" and d.dep_ in ("advmod", "npadvmod"):
            preps.append(after)  # "point north to Ashby": the parse hangs it on the verb
        for c in preps:
            if c.lower_ in ("to", "toward", "towards"):
                for x in c.children:
                    if x.dep_ == "pobj" and (x.pos_ == "PROPN" or self.is_(x, "room")):
                        return (
                            d.head.pos_ not in ("VERB", "AUX")
                            or not self.verb_is(d.head, "motion")
                            or any(
                                self.is_(m, "way") or m.lower_ in SELF
                                for m in d.head.children
                                if m.dep_ == "nsubj"
                            )
                        )
        return False

    def movers(self, verb: Token) -> list[Token]:
        """A verb's subjects; a participle without one has its clause's ("the river slides
        past, flowing east")."""
        movers = [a for a in self.arguments(verb) if a.dep_ in ("nsubj", "nsubjpass")]
        if not movers and verb.dep_ in ("advcl", "conj", "xcomp", "acl") and verb.tag_ == "VBG":
            movers = [a for a in self.arguments(verb.head) if a.dep_ in ("nsubj", "nsubjpass")]
        return movers

    def said_impassable(self, way: Token) -> bool:
        """Whether the clause of a way says it cannot be passed ("the road west is flooded and
        impassable")."""
        if way.dep_ not in ("nsubj", "nsubjpass"):
            return False
        verb = way.head
        words = [c for c in verb.children if c.dep_ in ("acomp", "attr", "oprd", "conj")]
        words += [x for w in words for x in w.conjuncts]
        return any(self.is_(w, "untraversable") for w in words)

    def may_verb(self, verb: Token, name: str) -> bool:
        """Whether any sense of a verb (with its particle: "brick up") is of class ``name``."""
        low = verb.lower_
        lemmas = {verb.lemma_.lower()}
        if low.endswith("ed") and len(low) > 4:  # the lemmatizer's "bricke": the stems too
            lemmas |= {low[:-2], low[:-1]}
        particle = next((c.lower_ for c in verb.children if c.dep_ == "prt"), None)
        return self.verb_is(verb, name) or any(
            self.classes.may_be(lemma, name)
            or particle is not None
            and self.classes.may_be(f"{lemma} {particle}", name)
            for lemma in lemmas
        )

    @staticmethod
    def objects(verb: Token) -> list[Token]:
        return [c for c in verb.children if c.dep_ in ("dobj", "attr", "oprd")]

    def may_move(self, verb: Token) -> bool:
        """Whether a verb of motion speaks of a way (or of you): no subject, or one that is a
        way, a room, you or a pronoun, not a river flowing east; a place that continues or
        extends that way ("the ledge continues east"), unless it is water or a wall."""
        movers = self.movers(verb)
        if verb.lemma_.lower() in _EXTENDING and movers and not self.objects(verb):
            return not any(
                self.is_(a, "impassable")
                or self.is_(a, "barrier")
                or self.is_(a, "depiction")
                or self.is_(a, "animate")
                for a in movers
            )
        return not movers or any(
            a.lower_ in SELF | PRONOUNS
            or self.is_(a, "way")
            or self.may_be(a, "way")
            or self.is_(a, "room")
            or a.pos_ == "PRON"
            for a in movers
        )

    def seen_there(self, a: Token, verb: Token) -> bool:
        """Whether you see a named place at the point: "To the South you see the porch" (a
        definite thing you see that way, which is no wall, picture, water, coin or creature)."""
        return (
            a.dep_ == "dobj"
            and self.verb_is(verb, "presence")
            and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in verb.children)
            and any(c.dep_ == "det" and c.lower_ == "the" for c in a.children)
            and not any(
                self.is_(a, k)
                for k in ("barrier", "depiction", "impassable", "money", "animate", "door")
            )
            and not any(  # a view: "to the north you can see the mountains"
                self.classes.is_a(x, "landform") for x in (a.lower_, a.lemma_.lower())
            )
        )

    @staticmethod
    def formerly(verb: Token) -> bool:
        """Whether a clause says what once was ("the corridor once continued east")."""
        return verb.tag_ in ("VBD", "VBN") and any(
            c.dep_ == "advmod" and c.lower_ in _FORMERLY for c in verb.children
        )

    def counterfactual(self, verb: Token) -> bool:
        """Whether a clause is a condition contrary to fact ("If there were a door to the
        south", "if the door were open")."""
        return self.conditional(verb) and (
            verb.lower_ == "were" or any(c.lower_ == "were" for c in verb.children)
        )

    def too_much(self, verb: Token) -> bool:
        """Whether the clause says its way is too something to take ("far too narrow to crawl
        into", "too steep to climb")."""
        if verb.dep_ == "xcomp" and any(c.lower_ in _TOO for c in verb.head.children):
            return True  # "too thick to push through to the east": the verb is what is too much
        return any(
            x.lower_ in _TOO
            and x.dep_ == "advmod"
            and any(c.dep_ in ("xcomp", "ccomp", "advcl") for c in x.head.children)
            for x in verb.subtree
        )

    def may_be(self, t: Token, name: str) -> bool:
        """Whether one of a noun's senses, not only its usual ones, is of class ``name`` ("arch":
        a curved shape, and a passageway): asked only where the parse already puts the noun at a
        compass point or on a way's verb."""
        if t.pos_ not in ("NOUN", "PROPN"):
            return False
        return self.classes.may_be(t.lemma_.lower(), name) or self.classes.may_be(t.lower_, name)

    def located(self, verb: Token, d: Token, movers: list[Token]) -> bool:
        """Whether the clause puts a place at a compass point: "the dunes are to the west", "the
        pier lies to the north" (a verb of being or lying, ``to`` the point, a thing as its
        subject that is no wall, window or picture)."""
        at = (d.dep_ == "pobj" and d.head.lower_ == "to") or (  # "to the west"
            d.dep_ in ("advmod", "npadvmod", "attr", "acomp") and d.head.i == verb.i  # "is west"
        )
        if verb.lemma_.lower() not in _LYING or not at:
            return False
        things = [a for a in movers if a.pos_ in ("NOUN", "PROPN") and a.lower_ not in SELF]
        return bool(things) and not any(
            self.is_(a, "barrier")
            or self.is_(a, "depiction")
            or self.is_(a, "money")
            or self.is_(a, "impassable")
            for a in things
        )

    def in_doors_wall(self, d: Token) -> bool:
        """Whether ``d`` places the wall a door (or a way) is in: "a door in the north wall", "the
        front door, in the wall to the east"."""
        wall = next((a for a in d.ancestors if a.pos_ in ("NOUN", "PROPN", "VERB", "AUX")), None)
        if d.head.dep_ == "prep" and d.head.head.pos_ == "ADP":  # "in the wall to the east"
            wall = next((c for c in d.head.head.children if c.dep_ == "pobj"), wall)
        if wall is None or not self.is_(wall, "barrier") or wall.dep_ != "pobj":
            return False
        holder = wall.head.head  # the door the wall's "in" hangs from, or the door's verb
        holders = [holder] + [
            c for c in holder.children if holder.pos_ in ("VERB", "AUX") and c.dep_ in _SUBJECTS
        ]
        return wall.head.lower_ in ("in", "through") and any(
            self.is_(x, "way") or self.is_(x, "door") for x in holders
        )

    def labels(self, d: Token) -> bool:
        """Whether ``d`` is the label of a line (``North: the living room.``)."""
        if d.i + 1 >= len(self.doc) or self.doc[d.i + 1].text not in (":", "-", "–", "—"):
            return False
        return all(not t.is_alpha for t in self.doc[: d.i])

    def negated_label(self, d: Token) -> bool:
        """Whether a label line denies or walls its way: "East: nothing.", "West: a blank wall."."""
        rest = self.doc[d.i + 2 :]
        return any(
            t.lower_ in _NEGATORS
            or t.dep_ == "neg"
            or self.is_(t, "barrier")
            or self.is_(t, "depiction")
            for t in rest
        )

    def blocked(self, way: Token) -> bool:
        """Whether something that is no door blocks a way ("the river blocks the way north",
        "rubble blocks the passage east"); a door blocking an exit is a door to open."""
        verb = way.head
        if way.dep_ not in ("dobj", "nsubjpass") or not self.may_verb(verb, "blocking"):
            return False
        if self.verb_is(verb, "locking") or self.verb_is(verb, "shutting"):
            return False  # a door barred or closed is a door to open (bricked up: no door)
        blockers = [c for c in verb.children if c.dep_ == "nsubj"]
        if any(c.lower_ in _NEGATORS for c in blockers) or any(
            c.dep_ == "neg" for c in verb.children
        ):
            return False  # "nothing blocks the way west"
        if verb.dep_ in ("acl", "relcl") and verb.tag_ == "VBG":
            blockers.append(verb.head)  # "a door blocking the exits"
        return not any(self.is_(c, "door") or self.is_(c, "way") for c in blockers)

    def names_the_room(self, d: Token) -> bool:
        """Whether ``d`` is a word of the place the room sentence puts you in."""
        place = d.head
        if d.dep_ not in ("amod", "compound") or place.dep_ != "pobj":
            return False
        verb = place.head.head
        return verb.lemma_.lower() in PLACE_VERBS and any(
            c.dep_ == "nsubj" and c.lower_ in SELF for c in verb.children
        )

    def speaks_of_ways(self) -> bool:
        return any(self.is_(t, "way") or self.is_(t, "door") for t in self.doc)

    def evidence(self) -> bool:
        """Whether the sentence speaks of ways out, whatever its parse: a word for a way or a
        door, or a verb of motion, that is not denied."""
        for t in self.doc:
            way = self.classes.is_a(t.lemma_.lower(), "way") or self.classes.is_a(t.lower_, "way")
            if way and not self.negated(t):
                return True
            if (
                t.pos_ in ("VERB", "AUX", "NOUN")
                and self.verb_is(t, "motion")
                and not self.negated(t)
            ) and t.lemma_.lower() not in ("be", "have"):
                return True
        return False

    def door_points(self, door: Token) -> list[str]:
        """The compass points a door (or "it", "the southern one") is at."""
        points = [self.point(t) for t in self.doc[: door.i] if self.point(t) and self.labels(t)][
            :1
        ]  # "South: a closed wooden door."
        if door.dep_ == "pobj" and self.point(door.head.head) is not None:
            points.append(self.point(door.head.head))  # "or south through the glass door"
        if self.point(door.head) is not None and door.dep_ in ("nmod", "compound", "amod"):
            points.append(self.point(door.head))  # "a closed iron gate leading west", misparsed
        for c in door.subtree:
            p = self.point(c)
            if p is not None and c.i != door.i:
                points.append(p)
        if door.dep_ in ("nsubj", "nsubjpass"):
            verb = self.clause(door)
            for c in [*door.head.children, *(verb.children if verb.i != door.head.i else ())]:
                if c.i != door.i and c.dep_ not in ("conj", "cc", "parataxis"):  # another clause
                    points.extend(self.point(x) for x in c.subtree if self.point(x) is not None)
        if door.dep_ == "pobj" and door.head.head.pos_ in (
            "VERB",
            "AUX",
        ):  # "through a door, to the north you see"
            verb = door.head.head
            for c in verb.children:
                if c.i != door.head.i:
                    points.extend(self.point(x) for x in c.subtree if self.point(x) is not None)
        if door.dep_ in ("dobj", "attr") and door.head.pos_ in ("VERB", "AUX"):
            for c in door.head.children:
                if c.i != door.i and c.dep_ in ("prep", "advmod", "npadvmod", "advcl"):
                    points.extend(self.point(x) for x in c.subtree if self.point(x) is not None)
        return list(dict.fromkeys(p for p in points if p is not None))

    def state(self, t: Token) -> str | None:
        """closed / locked / open from the words on ``t`` (amod) or its predicate (is shut, is
        locked)."""
        words = [c for c in t.children if c.dep_ in ("amod", "acl", "compound")]
        words += [g for c in t.children if c.dep_ in ("compound", "amod") for g in c.children]
        walls = [  # "a door in the north wall, which is closed": the clause hangs off the wall
            x
            for c in t.children
            if c.dep_ == "prep"
            for x in c.children
            if x.dep_ == "pobj" and (self.is_(x, "barrier") or self.point(x) is not None)
        ]  # (or off the direction: "a door to the west, which is closed")
        for c in [*t.children, *(g for w in walls for g in w.children)]:
            if c.dep_ in ("relcl", "acl") and not self.negated(c):  # "..., which is closed"
                words.append(c)
                words.extend(x for x in c.children if x.dep_ in ("acomp", "attr", "oprd"))
        if t.dep_ == "appos" and self.point(t.head) is not None:
            t_root = t.head.head  # "North: a stout door, firmly shut." (the parse's root)
            if t_root.i != t.head.i:
                words.append(t_root)
        if t.dep_ in ("nsubj", "nsubjpass", "npadvmod", "dep"):
            head = self.clause(t)  # "is closed": the participle, not the auxiliary
            words.append(head)
            predicates = [c for c in head.children if c.dep_ in ("acomp", "attr", "oprd", "xcomp")]
            words.extend(predicates)
            words.extend(x for c in predicates for x in c.conjuncts)  # "unlocked but closed"
            if self.negated(head) or self.counterfactual(head):
                self.stated.update(w.i for w in words)  # "is not locked": read, no state
                if any(self.state_of(w) == "open" for w in words):
                    return "closed"  # "is not open", "if the door were open"
                return None
        states = {}
        for w in words:
            state = self.state_of(w)
            if state is not None:
                self.stated.add(w.i)
                states.setdefault(state, w)
        for state in ("locked", "closed", "open"):  # "unlocked but closed": closed
            if state in states:
                return state
        if not any(x.pos_ in ("VERB", "AUX") for x in self.doc):
            for w in self.doc:  # "Door east, shut.": a sentence of words, its one state
                if w.i != t.i and self.state_of(w) is not None:
                    self.stated.add(w.i)
                    return self.state_of(w)
        marked = self.marked(t)
        if marked is not None:
            self.stated.add(t.i + 2)
            return marked
        if self.to_open(t):
            return "closed"
        return None

    def to_open(self, door: Token) -> bool:
        """Whether a door is what one could open ("You could open the door to the east", "you
        may open the gate"): a closed door."""
        verb = door.head
        return (
            door.dep_ == "dobj"
            and verb.lemma_.lower() == "open"
            and any(c.dep_ == "aux" and c.lower_ in _MAY for c in verb.children)
        )

    def marked(self, door: Token) -> str | None:
        """A state in parentheses right after the door: "the oak door (closed)"."""
        after = self.doc[door.i + 1 : door.i + 4]
        if len(after) >= 2 and after[0].text == "(":
            return self.state_of(after[1])
        return None

    def state_of(self, w: Token) -> str | None:
        """The door state a word says: locked (closed, and no use opening), closed, open."""
        if w.tag_ in ("VBN", "JJ") and self.verb_is(w, "locking"):
            return "locked"
        if self.is_(w, "closed") or (w.tag_ in ("VBN", "JJ") and self.verb_is(w, "shutting")):
            return "closed"
        if self.is_(w, "open") or (w.tag_ in ("VBN", "JJ") and w.lemma_.lower() == "open"):
            return "open"
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
            if any(
                self.is_(h, "door") or self.is_(h, "way") or h.lower_ in PRONOUNS for h in holders
            ):
                return True
        return False

    @staticmethod
    def door_name(t: Token) -> str:
        """A door's name, to find it again in a later sentence: its compounds and head."""
        parts = [c.lemma_.lower() for c in t.lefts if c.dep_ == "compound"]
        return " ".join([*parts, t.lemma_.lower()])

    def door_words(self, t: Token) -> str:
        """The words a command may name a door by: its modifiers that are no state, and its
        head ("a closed wooden door" -> "wooden door": ``open wooden door``)."""
        parts = [
            c.lower_
            for c in t.lefts
            if c.dep_ in ("compound", "amod", "nmod") and self.state_of(c) is None
        ]
        return " ".join([*parts, t.lower_])

    def doors(self, r: dict) -> None:
        closed, opened, doors, anaphora, locked = [], [], [], [], []
        named: list[tuple[str, str | None, str | None]] = []  # (door name, state, point)
        called: list[tuple[str, str]] = []  # (the words naming a door, its point)
        for t in self.doc:
            door = self.is_(t, "door")
            pronoun = (
                (t.lower_ in PRONOUNS or t.lower_ in _EVERY)
                and t.dep_ in ("nsubj", "nsubjpass")
                and t.tag_ != "WDT"
            )
            if not door and not pronoun:
                continue
            state = self.state(t)
            points = self.door_points(t) if door or t.lower_ in ("one", "ones") else []
            if door:
                self.undecided.discard(t.i)
                doors.extend(points)
                name = self.door_name(t)
                named.extend((name, state, p) for p in points or [None])
                called.extend((self.door_words(t), p) for p in points)
                if state in ("closed", "locked"):
                    closed.extend(points)
                    if state == "locked":
                        locked.extend(points)
                elif state == "open":
                    opened.extend(points)
            elif state is not None:
                own = list(points) or ["*" if t.lower_ in _EVERY else None]
                anaphora.extend((state, p) for p in own)
        r["closed"] = tuple(dict.fromkeys(closed))
        r["locked"] = tuple(dict.fromkeys(locked))
        r["opened"] = tuple(dict.fromkeys(opened))
        r["doors"] = tuple(dict.fromkeys(doors))
        r["anaphora"] = tuple(dict.fromkeys(anaphora))
        r["named_doors"] = tuple(dict.fromkeys(named))
        r["called"] = tuple(dict.fromkeys(called))

    def money(self, t: Token) -> bool:
        """Whether ``t`` names money: a word of the class, or the head of a phrase that is one
        ("pieces of eight")."""
        if self.is_(t, "money"):
            return True
        if t.tag_ == "NNS" and self.classes.may_be(t.lemma_.lower(), "coin_metal"):
            return True  # "a handful of coppers": a metal counted is its coins
        if t.lemma_.lower() == "piece" and any(  # "a gold piece", "silver pieces"
            c.dep_ in ("amod", "compound") and self.classes.may_be(c.lower_, "coin_metal")
            for c in t.children
        ):
            return True  # the unit of a metal one of whose senses is coins of it
        after = self.doc[t.i + 1 : t.i + 3]
        return (
            len(after) == 2
            and after[0].lower_ == "of"
            and self.classes.is_a(f"{t.lemma_.lower()} of {after[1].lower_}", "money")
        )  # the words as written: the parser misreads the phrase ("a heap of pieces of eight")

    def coins(self, r: dict) -> None:
        for t in self.doc:
            if not self.money(t):
                continue
            self.undecided.discard(t.i)
            verbless = not any(x.pos_ in ("VERB", "AUX") for x in self.doc)
            if (
                t.dep_ in ("compound", "amod", "nmod")
                and not self.is_(t.head, "money")
                and not verbless
                and not self.verb_taken_for_noun(t.head)
            ):
                continue  # a coin slot, a coin purse
            if self.negated(t) or self.quoted(t) or self.elsewhere(t) or self.carried(t):
                continue
            nxt = self.doc[t.i + 1] if t.i + 1 < len(self.doc) else None
            if nxt is not None and nxt.text in ("-", "‐") and t.whitespace_ == "":
                continue  # "a coin-operated gramophone": a word made of it
            if any(c.dep_ == "poss" for c in t.children):
                continue  # "counting his coins", "the Mint's new coin": someone's, not here
            if any(
                self.classes.is_a(a.lemma_.lower(), "depiction")
                or self.classes.is_a(a.lower_, "depiction")
                for a in t.ancestors
                if a.pos_ in ("NOUN", "PROPN", "ADJ")
            ):
                continue  # a painting of a coin, "a mosaic of a great gold coin" (tagged ADJ)
            if self.doc[-1].text == "?" or self.dreamt(t):
                continue  # "Is that a coin under the table?" asks; "there had been coins" was
            verb = self.clause(t)
            if self.conditional(verb):
                continue
            if verb.pos_ in ("VERB", "AUX"):
                subject = [a for a in self.arguments(verb) if a.dep_ in ("nsubj", "nsubjpass")]
                infinitive = any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
                imperative = not subject and verb.tag_ == "VB" and verb.dep_ == "ROOT"
                if self.verb_is(verb, "acquire") and any(a.lower_ in SELF for a in subject):
                    r["taken"] = True
                    continue
                others = [a for a in subject if a.lower_ not in SELF] or [
                    c for c in verb.children if c.dep_ == "csubj"
                ]
                if (
                    others
                    and t.dep_ == "dobj"
                    and (verb.tag_ in ("VBD", "VBN") or any(self.is_(a, "animate") for a in others))
                    and (
                        self.verb_is(verb, "acquire")
                        or self.verb_is(verb, "removal")
                        or any(c.dep_ == "prt" and c.lower_ in _AWAY for c in verb.children)
                    )
                ):
                    continue  # "whoever was here took every last coin": gone
                if self.shown(verb, t):
                    continue  # "a window shows a saint holding up a coin": a picture
                if t.dep_ == "dobj" and self.verb_is(verb, "hearing"):
                    continue  # "you hear coins jingling": heard, not seen here
                if self.verb_is(verb, "recalling"):
                    continue  # "you remember a gold coin hidden in its saddle": a memory
                if t.dep_ == "pobj" and t.head.lower_ == "for" and self.verb_is(verb, "seek"):
                    continue  # "you search the hay for coins": sought, not seen
                if t.dep_ == "dobj" and others and self.may_verb(verb, "depicting"):
                    continue  # "someone has scratched a coin into the table": an image
                if verb.tag_ in ("VBD", "VBN") and any(
                    c.lower_ in _FORMERLY for c in verb.children if c.dep_ == "advmod"
                ):
                    continue  # "the shelves that once held the bishop's coins": no longer
                if self.verb_is(verb, "release") and any(a.lower_ in SELF for a in subject):
                    r["dropped"] = True
                    continue
                if infinitive or imperative or verb.dep_ == "xcomp":
                    continue  # a goal: "retrieve the coin", "your task is to take the coin"
                if not self.asserts_presence(verb):
                    r["partial"] = True  # a coin in a clause that does not say it is here
            r["present"] = True
        # "Taken." / "You take it.": the acquiring verb alone
        root = self.doc[:].root
        if (
            root.pos_ in ("VERB", "AUX")
            and self.verb_is(root, "acquire")
            and root.tag_ == "VBN"
            and len([t for t in self.doc if t.is_alpha]) <= 2
        ):
            r["taken"] = True

    @staticmethod
    def verb_taken_for_noun(head: Token) -> bool:
        """Whether the word a coin is a compound of is a verb the tagger took for a noun ("a coin
        catches the light", "a coin lying in the grass"): it has an object, or is an -ing form."""
        return any(c.dep_ == "dobj" for c in head.children) or (
            len(head.lower_) >= 5 and head.lower_.endswith("ing")
        )

    def quoted(self, t: Token) -> bool:
        """Whether ``t`` is inside a quotation in its sentence (what someone says is no
        description: "Thrain gossips, 'Found a pile of coins up north!'")."""
        marks = [x for x in self.doc[: t.i] if x.is_quote or x.text in _QUOTES]
        return len(marks) % 2 == 1

    def carried(self, t: Token) -> bool:
        """Whether a thing is on you: "the penny in your pocket", "sewn into the hem of your
        cloak"."""
        for a in (t, *t.ancestors):
            for c in a.children:
                if c.dep_ == "prep":
                    for x in c.subtree:
                        if x.dep_ == "poss" and x.lower_ in ("your", "my"):
                            return True
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in ("acl", "relcl", "xcomp", "advcl"):
                break
        return False

    def elsewhere(self, t: Token) -> bool:
        """Whether a thing is put in another room: "coins jingling in the next room"."""
        for a in (t, *t.ancestors):
            for c in a.children:
                if c.dep_ != "prep" or c.lower_ not in ("in", "inside", "beyond", "behind", "on"):
                    continue
                for x in c.children:
                    if (
                        x.dep_ == "pobj"
                        and (self.is_(x, "room") or x.lemma_.lower() == "side")
                        and any(m.lower_ in _OTHER_PLACE for m in x.children)
                    ):
                        return True  # "in the next room", "on the other side"
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in ("acl", "relcl", "xcomp", "advcl"):
                break
        return False

    def asserts_presence(self, verb: Token) -> bool:
        """Whether a clause with a coin in it says the coin is here: being, lying, shining,
        seen, left or held there (WordNet's verbs of those, any sense). A coin in any other
        clause ("an urchin snatches up the coin", "he flips a coin") is read as present but its
        sentence as read in part, so no rule is claimed on it."""
        lemma = verb.lemma_.lower()
        return lemma in _BEING or lemma in _HOLDING or self.may_verb(verb, "presence")

    def dreamt(self, t: Token) -> bool:
        """Whether the clause of ``t`` is over ("there had been coins everywhere"): its verb in
        the past perfect."""
        verb = self.clause(t)
        return any(c.dep_ == "aux" and c.lower_ in ("had", "'d") for c in verb.children) and (
            verb.tag_ == "VBN"
        )

    def shown(self, verb: Token, coin: Token) -> bool:
        """Whether a clause is what a picture or a window shows: its verb's subject, or that of
        the finite verb a participle hangs from ("shows a saint holding up a coin")."""
        for a in (verb, *verb.ancestors):
            if a.pos_ == "VERB" and any(
                s.dep_ == "nsubj"
                and s.i != coin.i
                and (self.is_(s, "depiction") or self.is_(s, "barrier"))
                and not (a.lemma_.lower() in _HOLDING and self.may_be(s, "container"))
                for s in a.children
            ):
                return True  # (a plate that holds pennies holds them: a plate is a dish too)
            if a.pos_ == "VERB" and a.dep_ not in ("acl", "xcomp", "advcl") and a.i != verb.i:
                return False
            if a.i == verb.i and a.tag_ not in ("VBG", "VBN"):
                return False  # a finite clause of its own ("... and lies a coin")
        return False
