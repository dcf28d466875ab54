"""The structure a sentence reader works with (docs/converter.md, "The reader"): the words'
classes (WordNet's, :mod:`converter.wordclasses`), the clause a word is in, what denies it, what a
verb's subjects and objects are. The base of the readers of ways, doors, coins, replies and
fragments (:mod:`converter.ways` ...), which :class:`converter.reading._Reader` puts together."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from converter.fastening import far_side, held_back
from converter.titles import titled
from converter.wordclasses import SPELLED, WordClasses

SELF = frozenset({"you", "yourself", "i", "we", "madam", "sir"})
"""Words for the player (a servant's "madam" and "sir": "Madam has pocketed the sovereign.")."""
_QUOTES = frozenset({'"', "“", "”", "‘", "'"})
_FASTENED = frozenset({"bolt", "bar"})
"""Locking verbs that name a fastener worked from its own side (a bolt, a bar), not a lock:
closed, unless done from the far side."""
_ITSELF, _AFTER_RESULT = frozenset({"itself", "themselves"}), frozenset({"prep", "cc", "conj"})
NEGATORS = frozenset({"no", "neither", "nor", "never", "nothing", "none", "nowhere", "nobody"})
EXCEPT = frozenset({"but", "except", "save", "excepting"})
"""Words of an exception to a denial: "no way on but south", "not a coin, save the one"."""
FORMERLY = frozenset({"once", "formerly", "previously"})
"""Adverbs of what once was ("the shelves that once held coins", "the corridor once continued")."""
_INVITATIONS = frozenset({"why"})  # "Why not go north?" invites
_CONDITIONS = frozenset({"if", "unless", "whether"})
SUPPOSING = frozenset({"would", "'d", "could", "might"})  # what would be, not what is
_NOWHERE = frozenset({"nothing", "nowhere", "air"})
"""What a way that leads nowhere opens onto ("opens onto nothing at all", "onto thin air")."""
_TOO = frozenset({"too"})
_FULL = frozenset({"full", "brimful", "brim-full"})  # "brim full of still black water"
_CLAUSES = frozenset({"ROOT", "ccomp", "advcl", "relcl", "parataxis", "conj", "acl", "xcomp"})
_WITHIN = frozenset({"xcomp", "aux", "auxpass", "conj", "acl", "relcl"})
"""Verbs a denial above them still reaches: "there is no way to go west"."""


_NOUN_PLACES = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "ROOT"})
"""Where a noun the tagger took for a verb stands."""


class Clauses:
    """One parsed sentence and the word classes it is read with."""

    def __init__(self, doc: Doc, classes: WordClasses) -> None:
        self.doc = doc
        self.classes = classes
        self.undecided: set[int] = set()  # tokens of an acting class nothing decided yet
        self.stated: set[int] = set()  # door-state words a door (or "it") took
        self.no_way_doors: set[str] = set()  # points of a cupboard's door, of a door denied
        self.facts = False
        self.titled = titled(doc)  # words inside a title ("How the West Was Won")

    def point(self, t: Token) -> str | None:
        """The compass point a word names; an abbreviation only in capitals where a direction
        stands ("to the N and SW", "a low crawl heads E", "Road E", "Doors N, S", "E-W", "N:
        window")."""
        point = self.classes.direction(t.lower_) if t.i not in self.titled else None
        if point is None and t.is_upper and len(t.text) <= 3:
            before = self.doc[t.i - 1] if t.i > 0 else None
            after = self.following(t)
            if after is not None and (
                after.text in ("-", "‐")
                and not self.classes.direction(self._after(t, 2).rstrip("."), abbreviated=True)
                or t.text.endswith(".")
                and after.is_title  # an initial: "W. Smith"
                or after.is_alpha
                and after.pos_ in ("NOUN", "PROPN")
                and not self.classes.direction(after.lower_)
            ):
                return None  # "the S-shaped path", "the E-mail", "the N bus"
            placed = (
                before is None  # "N: window." (a label)
                and after is not None
                and after.text == ":"
                or before is not None
                and (
                    before.lower_ in ("the", "to", "towards", "toward", "out")
                    or any(  # ("a low crawl heads/NNS E": the verb, mistagged)
                        self.classes.is_a(w, "motion")
                        for w in (before.lemma_.lower(), before.lower_)
                    )
                    or before.pos_ in ("NOUN", "PROPN")  # "Road E", "Door S", "Barn N"
                    and before.is_alpha
                    and not before.is_upper
                    and (  # a thing opening its fragment, not a name's ("Block E", "Vitamin E")
                        before.is_lower
                        or before.i == 0
                        or self.doc[before.i - 1].text in (",", ";", ":", ".", "and", "or")
                    )
                    or before.lower_ in ("and", "or", ",", "-", "/", "–")  # "N, S", "E-W"
                    and t.i > 1
                    and self.point(self.doc[t.i - 2]) is not None
                )
            )
            if placed:  # ("E." at a sentence's end is one token)
                return self.classes.direction(t.lower_.rstrip("."), abbreviated=True)
        return point

    def _after(self, t: Token, k: int) -> str:
        """The lower-case word ``k`` after ``t`` ("" past the end)."""
        return self.doc[t.i + k].lower_ if t.i + k < len(self.doc) else ""

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
            "array",
        ):
            noun = t.pos_ in ("NOUN", "PROPN") or (  # "The glass doors/VBZ to the north are
                t.dep_ in _NOUN_PLACES  # closed", "The ward doors/VBZ swing open": a noun,
                and (  # tagged a verb, with its article (on it, or on the word before, the parse's
                    any(c.dep_ == "det" for c in t.children)  # subject of the "verb": "The
                    or t.i > 0  # glass/nsubj doors/VBZ")
                    and self.doc[t.i - 1].head.i == t.i
                    and self.doc[t.i - 1].dep_ in ("nsubj", "compound")
                    and any(k.dep_ == "det" for k in self.doc[t.i - 1].children)
                )
            )
            if not noun or (name == "room" and self.point(t)):
                return False
            lemma = t.lemma_.lower()
            before = self.doc[t.i - 1] if t.i > 0 else None
            if before is not None and before.dep_ in ("compound", "amod") and before.head.i == t.i:
                for phrase in (f"{before.lower_} {lemma}", f"{before.lower_}{lemma}"):
                    if not self.classes.knows(phrase):
                        continue
                    own = self.classes.of(phrase)  # "a toll bar", "French windows" (a door): the
                    if not own <= self.classes.of(lemma):  # compound's own classes, where it
                        return name in own  # is no kind of its head ("a service door" is)
                    break
            if name in ("door", "way") and self.names_a_room(t):
                return False  # "the stage door lobby": a room named after a door
            if name == "impassable" and any(
                c.dep_ == "poss" and c.tag_ == "NNS" and self.is_(c, "animate") for c in t.children
            ):
                return False  # "the men's pool", "the ladies' pool": a room of the baths (not
                # "the miller's pond": his)
            if (
                name in ("impassable", "room")
                and self.classes.may_be(lemma, "room")
                and self.classes.of(lemma) == {"impassable"}
                and any(
                    c.dep_ == "compound"
                    and c.pos_ == "NOUN"
                    and not self.classes.of(c.lemma_.lower()) & {"impassable", "landform"}
                    for c in t.children
                )
            ):
                return name == "room"  # "the appliance bay", "the engine bay": a room in a
                # rarer sense, told by what it holds (a bay of water has no such name)
            plural = t.tag_ in ("NNS", "NNPS") and lemma != t.lower_ and self.classes.knows(lemma)
            if name == "money" and plural and self.classes.knows(t.lower_):
                lemma = lemma if self.classes.of(t.lower_) else t.lower_  # "oat groats", "the
                # shearers' quarters": a plural the knowledge base holds as a thing of its own
            if self.classes.is_a(lemma, name) or not plural and self.classes.is_a(t.lower_, name):
                return True  # (a plural is its singular's: "gates" are no Bill Gates)
            if (
                name == "impassable"
                and self.classes.may_be(lemma, "steep")
                and any(c.dep_ in ("amod", "nummod", "compound") for c in t.children)
            ):
                return True  # "a sheer drop", "a twenty-foot drop": a cliff in a rarer sense,
                # told by its height
            known = self.classes.knows(lemma)  # "lights": a light, no typo
            meant = self.classes.spelled(t.lower_) if name in SPELLED and not known else None
            if meant is None and t.pos_ == "NOUN" and not known:
                meant = self.classes.compound_head(t.lower_)  # "a narrow crawlway"
            return meant is not None and self.classes.is_a(meant, name)  # "a coridor going west"
        return self.classes.is_a(t.lemma_.lower(), name) or self.classes.is_a(t.lower_, name)

    def way_or_door(self, t: Token) -> bool:
        """Whether a word names a way or a door: a way out, open or not."""
        return self.is_(t, "way") or self.is_(t, "door")

    def names_a_room(self, t: Token) -> bool:
        """Whether a noun is the first word of a room's name, the room's noun right after it
        ("the stage door lobby", parsed door/dep lobby/acl): a modifier, not a thing."""
        nxt = self.doc[t.i + 1] if t.i + 1 < len(self.doc) else None
        return (
            nxt is not None
            and bool(t.whitespace_)
            and nxt.tag_ in ("NN", "NNS")
            and nxt.head.i in (t.i, nxt.i)
            and self.is_(nxt, "room")
        )

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
        if (t.tag_ in ("VBN", "JJ", "VBD") or _shouted(t)) and low.endswith("ed") and len(low) > 4:
            return any(self.classes.is_a(stem, name) for stem in self.classes.stems(low))
        return False

    @staticmethod
    def clause(t: Token) -> Token:
        """The verb (or root) of the clause ``t`` is in."""
        for a in (t, *t.ancestors):  # (not a noun tagged a verb: "The glass doors/VBZ/nsubj")
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in ("aux", "auxpass", "nsubj", "nsubjpass"):
                return a
            if a.dep_ in _CLAUSES and a.pos_ not in ("NOUN", "PROPN", "PRON", "ADJ", "ADV"):
                return a
        return t.sent.root

    @staticmethod
    def first_conjunct(t: Token) -> Token:
        """The first of the conjuncts ``t`` is one of ("north and south/conj": north)."""
        return t if t.dep_ != "conj" or t.head.i == t.i else Clauses.first_conjunct(t.head)

    def previous(self, t: Token) -> Token | None:
        """The word before ``t`` in its sentence, or None."""
        return self.doc[t.i - 1] if t.i > 0 else None

    def following(self, t: Token) -> Token | None:
        """The word after ``t`` in its sentence, or None."""
        return self.doc[t.i + 1] if t.i + 1 < len(self.doc) else None

    def in_name(self, t: Token) -> bool:
        """Whether ``t`` is part of a proper name of two or more words ("Mrs Penny", "Penny
        Lane", "Coin Street"), or a name a naming verb gives ("an old dog called Nickel"): a
        name, not the thing."""
        counted = any(  # "a Gold Coin", "two Silver Pennies": a thing, named in capitals
            c.dep_ in ("det", "nummod") and c.lower_ not in ("the", "this", "that")
            for x in (t, t.head)
            for c in x.children
        )
        if t.pos_ != "PROPN" or t.is_upper or counted:  # ("-SILVER PENNY-": a game's capitals)
            return False
        if t.lemma_.lower() in ("coin", "coins") and len(self.doc) <= 3 and t.dep_ == "ROOT":
            return False  # a list's line: "Contents:\nGold Coin\nTown Crier" (a MUD's items)
        before = self.previous(t)
        if before is not None and before.pos_ == "VERB" and self.verb_is(before, "naming"):
            return True  # "an old dog called Nickel", "a mule named Penny"
        if t.dep_ in ("oprd", "attr", "dobj") and self.verb_is(t.head, "naming"):
            return True
        if t.dep_ == "conj" and t.head.i == t.i - 2 and t.head.pos_ == "PROPN":
            return t.head.text[:1].isupper() and self.doc[t.i - 1].lower_ in ("and", "&")
            # an inn's name: "The Crown and Sixpence is quiet"
        return any(
            0 <= k < len(self.doc) and self.doc[k].pos_ == "PROPN" for k in (t.i - 1, t.i + 1)
        )

    def quoted(self, t: Token) -> bool:
        """Whether ``t`` is inside a quotation in its sentence (what someone says is no
        description: "Thrain gossips, 'Found a pile of coins up north!'", a radio's
        "north-westerly five to seven")."""
        marks = [
            x
            for x in self.doc[: t.i]
            if (x.is_quote or x.text in _QUOTES) and not (x.dep_ == "case" and x.tag_ == "POS")
        ]  # (the apostrophe of "the visitors' book" is a possessive, not a quotation)
        return len(marks) % 2 == 1

    def in_capitals(self, t: Token) -> bool:
        """Whether ``t`` is in a run of two or more words in capitals inside a sentence in
        lower case: a sign, a headline, an inscription ("pinned to the door: GOLD COIN FOUND
        IN NORTH FIELD"), what is written, not what is there."""
        run = self.capitals_run(t)
        return run is not None and run[1] > run[0]

    def capitals_run(self, t: Token) -> tuple[int, int] | None:
        """(first, last) index of the words in capitals around ``t`` in a sentence in lower
        case, or None where ``t`` is not in capitals or the whole sentence is."""
        if not t.is_upper or not any(x.is_lower for x in self.doc):
            return None
        start = end = t.i
        while start > 0 and self.doc[start - 1].is_upper and self.doc[start - 1].is_alpha:
            start -= 1
        while end + 1 < len(self.doc) and self.doc[end + 1].is_upper and self.doc[end + 1].is_alpha:
            end += 1
        return start, end

    def negated(self, t: Token) -> bool:
        """Whether ``t`` is denied: a negation or ``no`` on it or on the words between it and its
        clause's verb (or on that verb); ``Why not ...`` invites instead."""
        return self.denial(t) is not None

    def denial(self, t: Token) -> Token | None:
        """The word that denies ``t`` (:meth:`negated`), or None."""
        prev = t  # the word on the way up below ``a``
        for a in (t, *t.ancestors):
            kids = list(a.children)
            colon = next((c.i for c in kids if c.text == ":" and c.i < prev.i), None)
            if colon is not None and any(c.dep_ == "acomp" and c.i < colon for c in kids):
                return None  # "it is not large: a cooker, a coin ...": what is, listed
            below, prev = prev, a
            if a.i != t.i and (
                self.state_of(a) is not None
                or any(c.dep_ in ("acomp", "attr") and self.state_of(c) is not None for c in kids)
            ):
                return None  # "the door is not locked": its state is denied, not the door
            if any(c.dep_ == "neg" for c in kids) or any(
                (c.dep_ in ("det", "advmod", "neg") or c.dep_ == "preconj" and a.pos_ == "AUX")
                and c.lower_ in NEGATORS  # ("neither/preconj is/AUX locked": its subject)
                or c.dep_ == "cc"  # "Nor is it open." (not "Nor is the one to the west.": the
                and c.lower_ == "nor"  # state before it, left out)
                and c.i == 0
                and any(k.dep_ in ("acomp", "attr") for k in kids)
                for c in kids
            ):
                if any(c.lower_ in _INVITATIONS for c in kids):
                    return None
                return a
            if a.lower_ in NEGATORS and a.i != t.i and a.dep_ in ("nsubj", "dobj", "attr"):
                return a
            if a.i == t.i and any(  # "there is no way/npadvmod north": the parse hangs the
                c.dep_ == "npadvmod" and any(k.lower_ in NEGATORS for k in c.children)
                for c in kids  # denied way on the point
            ):
                return a
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in _WITHIN:
                if (
                    a.lemma_ == "be"
                    and below.dep_ in ("nsubj", "nsubjpass")
                    and any(  # "The tunnel to the east is no way out": its subject, no way
                        c.dep_ == "attr"
                        and self.is_(c, "way")
                        and any(k.dep_ == "det" and k.lower_ in NEGATORS for k in c.children)
                        for c in kids
                    )
                ):
                    return a
                for s in a.children:  # "No path leads north": the subject is denied
                    if (
                        s.dep_ in ("nsubj", "nsubjpass")
                        and s.i != t.i
                        and (
                            s.lower_ in ("nobody", "neither")  # ("Neither is open.")
                            or s.lower_ == "none"  # ("None of them is open.")
                            and any(c.lower_ == "of" for c in s.children)
                            or s.lower_ in ("nothing", "none")
                            and self.verb_is(a, "motion")
                            and not any(x.lower_ in EXCEPT for x in self.doc)  # ("nothing but
                            # a narrow path leads north")
                            or any(c.dep_ == "det" and c.lower_ in NEGATORS for c in s.children)
                        )
                    ):  # ("nobody goes that way", "nothing leads north"; not "nothing
                        # blocks the way north")
                        return s
                return None  # ("no way to go west": the infinitive hangs from the denied way)
        return None

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

    def movers(self, verb: Token) -> list[Token]:
        """A verb's subjects; a participle without one has its clause's ("the river slides
        past, flowing east")."""
        movers = [a for a in self.arguments(verb) if a.dep_ in ("nsubj", "nsubjpass")]
        if verb.dep_ == "relcl":  # "a little door that stood open": the door, not "that"
            movers = [verb.head if a.tag_ in ("WDT", "WP") else a for a in movers]
        if not movers and (
            verb.dep_ in ("advcl", "conj", "xcomp", "acl")
            and verb.tag_ == "VBG"
            or verb.dep_ == "conj"  # "a boy darts past, snatches up the penny": the boy
            and verb.head.pos_ in ("VERB", "AUX")
        ):
            movers = [a for a in self.arguments(verb.head) if a.dep_ in ("nsubj", "nsubjpass")]
        return movers

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

    @staticmethod
    def formerly(verb: Token) -> bool:
        """Whether a clause says what once was ("the corridor once continued east", "there used
        to be a way south")."""
        if (
            verb.lemma_.lower() == "use"
            and verb.tag_ in ("VBD", "VBN")  # ("Where the door used/VBN to be": tagged so)
            and any(
                c.dep_ == "xcomp" and any(x.lower_ == "to" for x in c.children)
                for c in verb.children
            )
        ):
            return True
        if verb.dep_ == "xcomp" and verb.head.lemma_.lower() == "use" and verb.head.tag_ == "VBD":
            return True
        return verb.tag_ in ("VBD", "VBN") and any(
            c.dep_ == "advmod" and c.lower_ in FORMERLY for c in verb.children
        )

    def counterfactual(self, verb: Token) -> bool:
        """Whether a clause is a condition contrary to fact ("If there were a door to the
        south", "if the door were open")."""
        if self.conditional(verb) and (
            verb.lower_ == "were" or any(c.lower_ == "were" for c in verb.children)
        ):
            return True
        return any(  # "you could go east, if the bridge were still standing": its consequence
            c.lower_ in ("could", "would", "might") and c.dep_ == "aux" for c in verb.children
        ) and any(
            c.dep_ == "advcl"
            and self.counterfactual(c)
            and not any(x.dep_ == "nsubj" and x.lower_ in SELF for x in c.children)
            for c in verb.children
        )  # ("if you were braver" puts no way in doubt)

    def said_impassable(self, way: Token) -> bool:
        """Whether the clause of a way says it cannot be passed ("the road west is flooded and
        impassable") or is water, a cliff or a chasm ("West is the millpond.")."""
        if way.dep_ not in ("nsubj", "nsubjpass"):
            return False
        verb = way.head
        words = [c for c in verb.children if c.dep_ in ("acomp", "attr", "oprd", "conj")]
        words += [x for w in words for x in w.conjuncts]
        return any(
            self.is_(w, "untraversable") or w.dep_ == "attr" and self.is_(w, "impassable")
            for w in words
        ) or any(  # "the lock chamber is brim full of still black water" (not "slick with rain")
            x.head.lower_ == "of" and x.head.head.lemma_ in _FULL and self.is_(x, "impassable")
            for w in words
            if w.dep_ in ("acomp", "attr") and w.head.i == verb.i
            for x in w.subtree
        )

    def too_much(self, verb: Token) -> bool:
        """Whether the clause says its way is too something to take ("far too narrow to crawl
        into", "too steep to climb"), or that there is no going by it (:meth:`no_going`)."""
        if verb.dep_ == "xcomp" and any(c.lower_ in _TOO for c in verb.head.children):
            return True  # "too thick to push through to the east": the verb is what is too much
        if any(  # "A door in the north wall opens onto nothing at all" (or "onto a sheer
            p.dep_ == "prep"  # drop"): nowhere to go by it
            and any(
                o.dep_ == "pobj"
                and (
                    o.lower_ in _NOWHERE
                    or p.lower_ == "onto"
                    and not self.verb_is(verb, "motion")  # (not "ridges run into the cloud")
                    and self.is_(o, "impassable")
                )
                for o in p.children
            )
            for p in verb.children
        ):
            return True
        return self.no_going(verb) or any(
            x.lower_ in _TOO
            and x.dep_ == "advmod"
            and any(c.dep_ in ("xcomp", "ccomp", "advcl") for c in x.head.children)
            for x in verb.subtree
        )

    def no_going(self, verb: Token) -> bool:
        """Whether a clause joined to the verb's denies going by the way: "there is no going up
        it", "there's no getting through them" (a verb of motion or of passing, denied, on
        "it"; not "there is no ignoring it")."""
        return any(
            g.tag_ == "VBG"
            and (self.verb_is(g, "motion") or g.lemma_.lower() == "get")  # ("getting through")
            and any(x.lower_ in ("no", "not") for x in g.children)
            and any(x.lower_ in ("it", "them") for x in g.subtree)
            for c in verb.conjuncts
            if c.lemma_.lower() == "be"
            for g in c.children
            if g.dep_ in ("attr", "nsubj")
        )

    def may_be(self, t: Token, name: str) -> bool:
        """Whether one of a noun's senses, not only its usual ones, is of class ``name`` ("arch":
        a curved shape, and a passageway): asked only where the parse already puts the noun at a
        compass point or on a way's verb."""
        if t.pos_ not in ("NOUN", "PROPN"):
            return False
        return self.classes.may_be(t.lemma_.lower(), name) or self.classes.may_be(t.lower_, name)

    def labels(self, d: Token) -> bool:
        """Whether ``d`` is the label of a line (``North: the living room.``, a choice's
        ``* North, through the hatch``)."""
        if d.i + 1 >= len(self.doc):
            return False
        after = self.doc[d.i + 1].text
        bullet = d.i >= 1 and self.doc[d.i - 1].text in ("*", "-", "•")
        if after not in (":", "-", "–", "—") and not (after == "," and bullet):
            return False
        return all(not t.is_alpha for t in self.doc[: d.i])

    def state_of(self, w: Token) -> str | None:
        """The door state a word says: locked (closed, and no use opening), closed, open,
        unlocked (its lock undone, its state not said: no state of its own); a
        door fastened in its result ("wedged open", "propped open") is open; one "on the
        latch" (a fastener) closed."""
        result = (
            c
            for c in w.children
            if c.dep_ in ("oprd", "acomp", "xcomp", "advmod")
            or c.dep_ in ("dobj", "npadvmod")  # ("have swung shut/dobj", "dogged shut/NN
            and (c.tag_ in ("VBN", "JJ") or c.lower_ in ("shut", "open"))  # npadvmod": a
            and all(k.dep_ in _AFTER_RESULT for k in c.children)  # result, the tagger's object
        )  # or noun; "swung shut behind you and locked itself": the result and its conjuncts
        results = [self.state_of(x) for c in result for x in (c, *c.conjuncts)] * (w.pos_ == "VERB")
        if any(results) and any(c.dep_ == "neg" for c in w.children):
            return None  # "The gate has never swung shut." (its own negation: state_of is
            # what a denial asks of the words above it)
        if "open" in results:
            return "open"
        for state in ("locked", "closed"):  # "dogged shut", "the doors have swung shut"
            if state in results:
                return state
        if w.lower_ == "on" and any(
            c.dep_ == "pobj" and self.is_(c, "fastener") for c in w.children
        ):
            return "closed"
        said = (
            w.tag_ in ("VBN", "JJ")
            or _shouted(w)  # ("is LOCKED": a name, to the tagger)
            or w.tag_ == "VBD"  # "its door locked/VBD and its curtains drawn", "the door closed
            and not any(c.dep_ == "dobj" for c in w.children)  # behind you": its subject a
            and any(c.dep_ == "nsubj" and self.is_(c, "door") for c in w.children)  # door
            or any(c.dep_ == "dobj" and c.lower_ in _ITSELF for c in w.children)  # "it locked
        )  # itself" (not "you locked the door")
        if said and self.verb_is(w, "locking"):
            if w.lemma_.lower() in _FASTENED and not far_side(w):
                return "closed"  # "bolted on this side", "barred": a fastener you can undo
            return "locked"
        if self.is_(w, "closed") or (said and self.verb_is(w, "shutting")):
            if held_back(w, raised=not self.is_(w, "closed")) and (
                w.pos_ == "VERB" or not self.is_(w, "closed")
            ):
                return "open"  # "latched back", "winched up and chained in place"
            return "closed"
        if self.is_(w, "open") or said and w.lemma_.lower() in ("open", "raise", "lift"):
            return "open"  # ("the portcullis is raised": a gate that rises opens)
        if self.is_(w, "unfastened"):
            return "unlocked"  # no longer locked, not said open: "unlocked but closed"
        return None


def _shouted(t: Token) -> bool:  # "The door is LOCKED.": a word in capitals taken for a name
    return t.tag_ == "NNP" and t.is_upper and len(t.text) > 2


def ends_label(doc: Doc, k: int) -> bool:
    """Whether word ``k`` ends a label: a colon, or a dash set apart by spaces ("Objective: get
    the coin", "Lucky Penny - find it"; not "Ta-ra")."""
    mark = doc[k]
    return mark.text == ":" or (
        mark.text in ("-", "–", "—")
        and bool(mark.whitespace_)
        and k > 0
        and bool(doc[k - 1].whitespace_)
    )
