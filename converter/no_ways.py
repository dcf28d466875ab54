"""Where a compass point in a room's text names no way out (docs/converter.md, "The reader"):
what is seen through a window or far off, a point between two ("the north-east corner"), a
way's name placed elsewhere ("The east walk ... is west of you"), the room's own name, a label
or a sentence that denies its way, a way blocked by what is no door, a piece of furniture's
door, things set out in rows, where a thing ends ("the beach ends against cliffs"); points a
sentence denies a way at in so many words, and the exception to such a denial ("no way on but
south"). :class:`converter.ways.Ways` asks these before it reads a direction as a way."""

from __future__ import annotations

from spacy.tokens import Token

from converter.barriers import Barriers
from converter.clauses import EXCEPT, NEGATORS, SELF
from converter.replies import PLACE_VERBS

_ONLY = frozenset({"only"})
_BETWEEN = frozenset({"the", "a", "an", "one", "ones", "to", "towards", "toward", "that", "way"})
"""Words between an exception and its direction: "but the one to the south"."""
_MERIDIAN = frozenset({"north", "south"})
_PARALLEL = frozenset({"east", "west"})
_LOOKING = frozenset({"look", "overlook"})
"""Verbs of what a window looks onto ("one window, barred, looking north onto the alley"): a
view, where the sentence names a window and no way or door."""
_GLAZING = frozenset({"glass", "pane", "windowpane", "glazing"})
"""What a window is made of: seen through, no way through (WordNet's "pane" is a sheet)."""


HERE = frozenset({"you", "here", "me", "us"})
"""What a point is said of that keeps it a way out ("north of here", "west of you")."""


class NoWays(Barriers):
    """The readings of a direction that give no way out (mixed into
    :class:`converter.ways.Ways`)."""

    def denied_points(self) -> set[str]:
        """The compass points a sentence denies a way at in so many words ("there is no way
        west", "no exit to the east"), whatever else it says of them ("What looks like a door in
        the west wall is only painted on: there is no way west"); not an exception ("no way on
        but west")."""
        out = set()
        for w in self.doc:
            if not (
                self.is_(w, "way") and any(c.dep_ == "det" and c.lower_ == "no" for c in w.children)
            ):
                continue
            if any(c.lower_ in ("other", "else") for c in w.children):
                continue  # "..., and there is no other way": the ones named are the ways
            if self.is_(w, "door") and (
                w.dep_ == "dobj"
                and w.head.lemma_.lower() == "have"
                or w.dep_ == "pobj"
                and w.head.lower_ == "with"
            ):
                continue  # a doorway's: "The cart shed, east, has no door at all" (a way)
            near = list(w.subtree)
            if w.dep_ == "attr":  # "There is no way/attr east/attr": parsed beside it
                near += [c for c in w.head.children if c.dep_ in ("attr", "advmod")]
            if w.dep_ == "compound":  # "There is no route/compound west": the point its head
                near.append(w.head)
            if not any(self.point(x) for x in near) and not any(
                x.i != w.i and self.way_or_door(x) or x.lower_ in EXCEPT for x in self.doc
            ):  # "Northward the marsh is soft mud, and no path crosses it": the sentence's
                near = list(self.doc)  # points, of no way else
            out.update(
                self.point(x) for x in near if self.point(x) is not None and not self.excepted(x)
            )
        for v in self.doc:  # "Three of them - north, south and west - are flooded to the roof"
            subject = [c for c in v.children if c.dep_ == "nsubjpass"]
            if (
                subject
                and v.tag_ == "VBN"
                and self.may_verb(v, "blocking")
                and not (self.verb_is(v, "locking") or self.verb_is(v, "shutting"))
                and not self.negated(v)  # ("The way north is not blocked")
                and not any(self.is_(x, "door") for s in subject for x in s.subtree)
            ):
                out.update(  # (not the exception: "Every way out but the north one is choked")
                    self.point(x)
                    for s in subject
                    for x in s.subtree
                    if self.point(x)
                    and not any(w.lower_ in EXCEPT for w in x.ancestors)
                    and not any(w.lower_ in EXCEPT for w in self.doc[max(0, x.i - 3) : x.i])
                )
        words = self.classes.words_of(self.doc.text)
        if "neither" in words and not words & self.classes.shut:  # "Neither north nor south is
            out.update(  # any use" (not "Neither the north nor the south door is locked")
                self.point(x)
                for x in self.doc
                if self.point(x) is not None
                and x.i > 0
                and self.doc[x.i - 1].lower_ in ("neither", "nor")
            )
        return out

    def its_door(self, verb: Token) -> list[Token]:
        """The door a clause after ``verb`` gives its thing ("The oratory is on the north side;
        its door is shut": a place of no class there, with a door)."""
        return [
            t
            for t in self.doc[verb.i + 1 :]
            if self.is_(t, "door")
            and t.dep_ in ("nsubj", "nsubjpass")  # (said of: not "signposted from its gate")
            and any(c.dep_ == "poss" and c.lower_ == "its" for c in t.children)
        ]

    def walled_off(self, verb: Token, movers: list[Token]) -> bool:
        """Whether a barrier shuts or blocks the place at the point ("A tall yew hedge closes
        the garden to the east": where the hedge stands, no way; not "..., but a stile crosses
        it there")."""
        shuts = self.verb_is(verb, "shutting") or self.may_verb(verb, "blocking")
        shuts |= any(c.dep_ == "prt" and c.lower_ in ("out", "off") for c in verb.children) and any(
            c.dep_ == "dobj" for c in verb.children
        )  # ("a fence keeps the town out", "a wall shuts the yard off"; not "the hedge peters out")
        through = any(self.way_or_door(x) for x in self.doc) or any(
            c.dep_ == "conj"
            for c in verb.children  # (a clause after it may say a way through)
        )
        return shuts and not through and any(self.sheer(m) for m in movers)

    def denied_way(self, c: Token) -> bool:
        """Whether a way is denied with no way set off beside it ("There is no way east"; not
        "The dairy is north, no door, just an archway")."""
        return (
            self.is_(c, "way")
            and self.negated(c)
            and not any(x.dep_ == "appos" and self.is_(x, "way") for x in c.children)
        )

    def ended_there(self, h: Token, verb: Token) -> bool:
        """Whether a point is where a thing ends, with no way or door there: "The passage ends
        at the south in a patch of newer brick", "North and south the beach ends against
        cliffs" (not "ends at the east, where a door opens onto the garden")."""
        first = self.first_conjunct(h)  # ("North and south/conj the beach ends")
        return (
            verb.lemma_.lower() in ("end", "stop", "terminate")
            and (
                h.dep_ == "pobj"
                and h.head.head.i == verb.i
                and h.head.lower_ in ("at", "in", "to")  # ("ends to the north in a blank wall")
                or first.head.i == verb.i
                and first.dep_ in ("nsubj", "npadvmod", "advmod")
            )
            and not any(
                x.i != h.i and self.way_or_door(x) and not self.blocked(x)
                for x in verb.subtree
                if x.head.i != verb.i and x.dep_ not in ("compound", "amod", "npadvmod", "nmod")
            )
        )

    def set_out(self, a: Token, verb: Token) -> bool:
        """Whether a thing set out in a row or a pile runs somewhere as no way does ("Rows of
        cabbages run north to the wall", "Stacks run away in every direction"): not where it
        leads ("A flight of stairs leads north", "a line of stepping stones leads north") nor
        where what it is made of is a way ("a row of arches runs east")."""
        if not self.is_(a, "array") or verb.lemma_.lower() == "lead":
            return False
        made_of = [x for c in a.children if c.lower_ == "of" for x in c.children]
        return not any(self.is_(x, "way") or self.may_be(x, "way") for x in made_of)

    def placed_elsewhere(self, h: Token, way: Token) -> bool:
        """Whether a direction in a way's name is not where it lies: the way is said to be at
        another point ("The east walk of the cloister is west of you")."""
        verb = way.head
        if (
            h.dep_ not in ("amod", "compound")
            or way.dep_ not in ("nsubj", "nsubjpass")
            or verb.lemma_.lower() not in ("be", "lie")
        ):
            return False
        said = [  # the verb's own predicate: "is west of you", "lies to the west"
            x
            for c in verb.children
            if c.dep_ in ("attr", "acomp", "advmod", "npadvmod", "prep")
            for x in (c, *(p for p in c.children if p.dep_ == "pobj"))
        ]
        return any(x.i != h.i and self.point(x) is not None for x in said)

    @staticmethod
    def climbs_from(d: Token) -> bool:
        """Whether a point names the place a way up or down starts from ("Stairs go up from the
        north corner"): no way that way."""
        place = d.head
        verb = place.head.head
        return (
            d.dep_ in ("compound", "amod")
            and place.dep_ == "pobj"
            and place.head.lower_ == "from"
            and any(
                c.dep_ in ("prt", "advmod") and c.lower_ in ("up", "down") for c in verb.children
            )
        )

    def intercardinal(self, d: Token) -> bool:
        """Whether ``d`` is half of a point between two ("north-east", "south-west"): one
        direction, which is none of the four."""
        doc = self.doc
        before = d.i >= 2 and doc[d.i - 1].text == "-" and doc[d.i - 1].whitespace_ == ""
        after = d.i + 2 < len(doc) and doc[d.i + 1].text == "-" and d.whitespace_ == ""
        other = doc[d.i - 2] if before else doc[d.i + 2] if after else None
        pair = {self.point(d), self.point(other) if other is not None else None}
        return len(pair & _MERIDIAN) == 1 and len(pair & _PARALLEL) == 1  # (a "north-south
        # corridor" runs both ways)

    def names_a_thing(self, d: Token) -> bool:
        """Whether ``d`` opens a proper name inside a sentence, a name of no way, door or room
        ("a timetable for the North Star Line", "the East India Company"), not a point ("the
        North Door" is the door north)."""
        name = d.head
        return (
            d.i > 0
            and d.text[:1].isupper()
            and not d.is_upper
            and d.dep_ == "compound"
            and name.i == d.i + 1
            and name.pos_ == "PROPN"
            and name.text[:1].isupper()
            and self.point(name) is None
            and not any(self.is_(name, k) for k in ("way", "door", "room"))
        )

    def a_view(self, d: Token) -> bool:
        """Whether ``d`` is in what you see through a window or glass, out of one, or far off
        ("Through the glass to the east you can see the garden", "Out the window you can see the
        highway running north", "you can see for miles: north to the hills"): a view, no way."""
        verb = next((a for a in d.ancestors if a.pos_ in ("VERB", "AUX")), None)
        far = (
            verb is not None
            and any(self.far_off(c) for c in verb.children)
            or any(self.far_off(a) for a in d.ancestors if a.dep_ == "prep")
        )  # "Eastward, far off, the cathedral tower stands up", "In the distance to the north,
        if far and not any(  # the hills rise": a landmark (not "The road runs far away to the
            self.way_or_door(x) for x in (verb or d).subtree
        ):  # west": the way itself)
            return True
        if (
            verb is not None
            and verb.lemma_.lower() in _LOOKING
            and any(self.classes.is_a(t.lemma_.lower(), "barrier") for t in self.doc)
            and not any(  # (what it looks onto may be a road: "onto the alley"; "French windows
                # look south": windows, whatever a French one is)
                self.way_or_door(t)
                for t in self.doc
                if t.i not in {x.i for x in verb.subtree}
            )
        ):
            return True  # "one window, barred, looking north onto the alley": what it faces
        if (  # (the first verb above the point: "A window faces the road to the north")
            verb is not None
            and verb.lemma_.lower() == "face"
            and not any(
                self.way_or_door(m) or any(self.is_(c, "open") for c in m.children)
                for m in self.movers(verb)
            )
        ):
            return True  # "the four dials, which face north, south, east and west": a
            # thing's side, no way (not "a door facing east", "the open side faces west")
        for v in d.ancestors:
            if v.pos_ != "VERB":
                continue
            if not self.verb_is(v, "presence"):
                if v.dep_ == "conj":
                    break  # a clause of its own: "you can see the garden, and a door leads north"
                continue
            for c in v.children:
                things = (
                    [  # ("out of the bay window": the "of"'s)
                        x
                        for p in (c, *(p for p in c.children if p.dep_ == "prep"))
                        for x in p.children
                        if x.dep_ == "pobj"
                    ]
                    if c.dep_ == "prep"
                    else []
                )
                if c.lower_ in ("through", "out", "outside") and any(
                    self.is_(x, "barrier") or x.lemma_.lower() in _GLAZING for x in things
                ):
                    return True
                if c.lower_ == "for" and any(  # "for miles": far off
                    x.tag_ == "NNS" and not any(k.dep_ in ("det", "nummod") for k in x.children)
                    for x in things
                ):
                    return True
        return False

    @staticmethod
    def far_off(c: Token) -> bool:
        """Whether a word says a thing is far off ("far off", "far away", "afar", "in the
        distance")."""
        if c.dep_ != "advmod":
            return (
                c.dep_ == "prep"
                and c.lower_ == "in"
                and any(k.lemma_.lower() == "distance" for k in c.children)
            )
        return c.lower_ == "afar" or (
            c.lower_ in ("off", "away") and any(k.lower_ == "far" for k in c.children)
        )

    def furnishing(self, door: Token) -> bool:
        """Whether a door is a piece of furniture's ("a cupboard door"; "the door in the east
        wall is only a cupboard door"): a container's door, no way out."""
        said = [door, *(c for c in door.head.children if c.dep_ == "attr" and door.dep_ == "nsubj")]
        return any(
            c.dep_ in ("compound", "nmod") and self.is_(c, "container")
            for x in said
            for c in x.children
        )

    def negated_label(self, d: Token) -> bool:
        """Whether a label line denies or walls its way: "East: nothing.", "West: a blank wall."."""
        rest = self.doc[d.i + 2 :]
        return any(
            t.lower_ in NEGATORS
            or t.dep_ == "neg"
            or self.is_(t, "barrier")
            or self.is_(t, "depiction")
            for t in rest
        )

    def drowned(self, verb: Token) -> bool:
        """Whether a way's verb puts it under water or the like ("lies under a yard of grey
        water", "is under six feet of snow"): under a thing impassable, or what it measures."""
        for p in verb.children:
            if p.dep_ != "prep" or p.lower_ not in ("under", "beneath", "below"):
                continue
            for o in p.children:
                held = [o, *(x for c in o.children if c.lower_ == "of" for x in c.children)]
                if o.dep_ == "pobj" and any(self.is_(x, "impassable") for x in held):
                    return True
        return False

    def blocked(self, way: Token) -> bool:
        """Whether something that is no door blocks a way ("the river blocks the way north",
        "rubble blocks the passage east"); a door blocking an exit is a door to open."""
        verb = way.head
        if way.dep_ == "pobj" and verb.lower_ in ("across", "athwart") and self.crossed_by(way):
            return True  # "A crevasse yawns across the way north, far too wide to jump."
        if way.dep_ == "nsubj" and self.drowned(verb):
            return True  # "the causeway to the island, east, lies under a yard of grey water"
        subject = way.dep_ == "nsubjpass" or (  # "the other doorway/npadvmod, to the east, had
            way.dep_ == "npadvmod" and any(c.dep_ == "auxpass" for c in verb.children)
        )  # been bricked up": the passive's subject, misparsed
        if not (subject or way.dep_ == "dobj") or not self.may_verb(verb, "blocking"):
            return False
        if self.verb_is(verb, "locking") or self.verb_is(verb, "shutting"):
            return False  # a door barred or closed is a door to open (bricked up: no door)
        blockers = [c for c in verb.children if c.dep_ == "nsubj"]
        if any(c.lower_ in NEGATORS for c in blockers) or any(
            c.dep_ == "neg" for c in verb.children
        ):
            return False  # "nothing blocks the way west"
        if verb.dep_ in ("acl", "relcl") and verb.tag_ == "VBG":
            blockers.append(verb.head)  # "a door blocking the exits"
        return not any(self.way_or_door(c) for c in blockers)

    def crossed_by(self, way: Token) -> bool:
        """Whether what lies across a way is something impassable (water, a chasm, a drop) or
        too much to pass ("far too wide to jump"), not a bridge or a plank."""
        verb = self.clause(way)
        subjects = [c for c in verb.children if c.dep_ == "nsubj"]
        return self.too_much(verb) or any(
            self.is_(c, "impassable") or self.may_be(c, "steep") for c in subjects
        )

    def names_the_room(self, d: Token) -> bool:
        """Whether ``d`` is a word of the place the room sentence puts you in."""
        place = d.head
        if d.dep_ not in ("amod", "compound") or place.dep_ != "pobj":
            return False
        verb = place.head.head
        return verb.lemma_.lower() in PLACE_VERBS and any(
            c.dep_ == "nsubj" and c.lower_ in SELF for c in verb.children
        )

    def excepted(self, d: Token) -> bool:
        """Whether a direction is the exception to a denial of ways: "no way on but south",
        "there is no door but the one to the south", "no path leads north or west: only east".
        The exception word (``but``, ``except``, ``save``, ``only``) comes right before the
        direction (articles, ``one``, ``to`` between), after a denial of a way or a move
        ("every direction but east" is :meth:`every_direction`'s)."""
        k = d.i - 1
        while k >= 0 and (
            self.doc[k].lower_ in _BETWEEN
            or self.doc[k].is_punct
            and self.doc[k].text != ":"
            or self.doc[k].lower_ == "in"  # "save the door in the north wall"
            or self.is_(self.doc[k], "door")  # "no exits save the door to the north"
            or self.is_(self.doc[k], "way")
        ):
            k -= 1
        if k < 0 or self.doc[k].lower_ not in EXCEPT | _ONLY:
            return False
        denials = [t for t in self.doc[:k] if t.lower_ in NEGATORS or t.dep_ == "neg"]
        return any(
            self.way_or_door(x) or self.verb_is(x, "motion")
            for t in denials
            for x in (t.head, *t.head.children)
        ) and not any(t.lemma_.lower() == "direction" for t in self.doc[:k])

    @staticmethod
    def of_here(d: Token) -> bool:
        """Whether a point is said of here ("west of here", "north of you")."""
        return any(
            c.dep_ == "prep"
            and c.lower_ == "of"
            and any(x.lower_ in HERE and x.dep_ in ("pcomp", "pobj") for x in c.children)
            for c in d.children
        )

    def evidence(self) -> bool:
        """Whether the sentence speaks of ways out, whatever its parse: a word for a way or a
        door, or a verb of motion, that is not denied (nor a sheer drop, or where one falls to:
        "only a long drop to the street")."""
        for t in self.doc:
            if any(self.is_(a, "impassable") for a in (t, *t.ancestors) if a.dep_ == "attr"):
                continue
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
