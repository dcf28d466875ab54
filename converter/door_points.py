"""Where a door a sentence names is (docs/converter.md, "The reader"): its compass point, in
its own phrase ("the door to the south", "a closed iron gate leading west"), in the wall it is
in ("In the east wall a heavy bronze door"), in its clause ("A door is to the north"), a label
before it ("South: a closed wooden door."), the entry a bracket follows, or a point the sentence
opens with ("North, the paper door ... is slid shut"); the parse's misattachments included.
The base of :class:`converter.door_words.DoorWords`."""

from __future__ import annotations

import functools

from spacy.tokens import Token

from converter.clauses import Clauses


class DoorPoints(Clauses):
    """The compass points of a door (mixed into :class:`converter.doors.Doors`)."""

    def door_points(self, door: Token) -> list[str]:
        """The compass points a door (or "it", "the southern one") is at."""
        if door.dep_ == "pobj" and door.head.lower_ == "of" and self.is_(door.head.head, "set"):
            return self.door_points(door.head.head)  # "north, through a pair of doors which are
            # closed": where the pair is
        if entry := self.entry_bracket(door):  # "east (to the dairy, through a door which is
            return entry  # closed) or west": the parse hangs the door on the verb of every way
        if not any(self.point(c) for c in door.subtree) and (named := self.place_named(door)):
            return named  # "east to Suite 7 -- and that suite door is SHUT!"
        points = [self.point(t) for t in self.doc[: door.i] if self.point(t) and self.labels(t)][
            :1
        ]  # "South: a closed wooden door."
        after = self.following(door)
        if after is not None and self.point(after) is not None and after.head.i != door.i:
            points.append(self.point(after))  # "The door west/VERB to the boot room", misparsed
        if door.dep_ == "pobj" and self.point(door.head.head) is not None:
            points.append(self.point(door.head.head))  # "or south through the glass door"
        if door.dep_ == "pobj":  # "To the east an iron gate, locked, ...": two objects, misparsed
            points.extend(  # (or "In the east wall a heavy door ...": the wall's point)
                self.point(y)
                for x in door.head.children
                if x.dep_ == "pobj" and x.i < door.i
                for y in (x, *(x.children if self.is_(x, "barrier") else ()))
                if y.dep_ in ("pobj", "compound", "amod") and self.point(y) is not None
            )
        if self.point(door.head) is not None and door.dep_ in ("nmod", "compound", "amod"):
            points.append(self.point(door.head))  # "a closed iron gate leading west", misparsed
        if door.dep_ == "appos" and door.head.i == door.i - 1:  # "a closed sepetir/JJ door
            points.extend(  # leading north/appos": the kind's other apposition, misparsed
                self.point(c) for c in door.head.children if c.dep_ == "appos" and c.i > door.i
            )
        others = [  # another door or way named in the door's phrase ("a locked door to the
            n.i  # south and an open doorway to the north", the second point parsed onto the
            for n in door.subtree  # first door): the points after it are its own
            if n.dep_ == "conj" and n.i > door.i and self.way_or_door(n)
        ] + [  # "through a door that's shut, and east, where ...": a way after its clause
            n.i - 1
            for n in door.children
            if n.dep_ == "conj"
            and self.point(n) is not None
            and any(c.dep_ == "relcl" and c.i < n.i for c in door.children)
        ]
        for c in door.subtree:
            p = self.point(c)
            if p is not None and c.i != door.i and not any(n < c.i for n in others):
                points.append(p)
        if door.dep_ in ("nsubj", "nsubjpass"):
            verb = self.clause(door)
            for c in [*door.head.children, *(verb.children if verb.i != door.head.i else ())]:
                if (
                    c.i != door.i
                    and c.dep_ not in ("conj", "cc", "parataxis")
                    and not (
                        c.pos_ in ("VERB", "AUX")  # another clause, with its own subject ("the
                        and any(x.dep_ in ("nsubj", "nsubjpass", "expl") for x in c.children)
                    )
                ):  # one to the north is open, the one to the south is shut")
                    points.extend(self.point(x) for x in c.subtree if self.point(x) is not None)
        verb = door.head.head
        if door.dep_ == "pobj" and (
            verb.pos_ in ("VERB", "AUX")
            or verb.tag_ == "NNS"  # ("The parlour lies/NNS east, through a low door, which
            and verb.dep_ == "ROOT"  # is closed": a root with a subject is a verb)
            and any(c.dep_ == "nsubj" for c in verb.children)
        ):  # "through a door, to the north you see"
            for c in verb.children:  # (not another clause's: "..., and the bathroom is south")
                if c.i != door.head.i and c.dep_ not in ("conj", "cc", "parataxis"):
                    points.extend(self.point(x) for x in c.subtree if self.point(x) is not None)
        if door.dep_ in ("dobj", "attr") and door.head.pos_ in ("VERB", "AUX"):
            for c in door.head.children:  # (a second attr: "a bocote door leading/amod east/attr")
                if c.i != door.i and (
                    c.dep_ in ("prep", "advmod", "npadvmod", "advcl")
                    or c.dep_ == "nsubj"  # "West is the office, which is locked"
                    and self.point(c) is not None
                    or c.dep_ == "attr"
                    and c.i > door.i
                    and self.point(c) is not None
                ):
                    points.extend(self.point(x) for x in c.subtree if self.point(x) is not None)
        if not any(points):  # "the cheese room to the south, whose door is shut": the point
            points = self.whose_point(door)  # of the place the door is of
        if not any(points):  # "east to Penguin Beach (the little gate is shut)": the point of
            points = self.bracketed_after(door)  # the entry a bracket follows
        if not any(points):
            points = self.fronted(door)
        if not any(points):  # "..., and northbound the bathroom door is shut"
            points = self.point_before(door)
        if not any(points):
            points = [self.set_off_point(door.i + 2)]  # "the front door, south, is locked"
        return list(dict.fromkeys(p for p in points if p is not None))

    def place_before(self, t: Token) -> str | None:
        """The point of a place the clause before ``it`` put there, ``it`` being that place
        ("The miller's office is west, but it's locked"; "The stables are east, and they are
        shut"): the clause's subject a room or a way, its predicate the point."""
        verb = self.clause(t)
        if t.lower_ not in ("it", "they") or t.dep_ not in ("nsubj", "nsubjpass"):
            return None
        first = verb.head if verb.dep_ == "conj" else None
        if first is None or not any(
            c.dep_ == "nsubj" and (self.is_(c, "room") or self.is_(c, "way"))
            for c in first.children
        ):
            return None
        said = [c for c in first.children if c.dep_ in ("acomp", "attr", "advmod", "npadvmod")]
        return next((self.point(c) for c in said if self.point(c) is not None), None)

    def place_named(self, door: Token) -> list[str]:
        """The point of the place a door is named after, where the sentence puts that place at
        one point before it ("Exits north to the Ice Chapel and east to Suite 7 -- and that
        suite door is SHUT!": the suite's, east), else none."""
        words = {c.lower_ for c in door.children if c.dep_ in ("compound", "amod")}
        found = {p for p, place in self.destinations if words & set(place.split())}
        return list(found) if len(found) == 1 else []

    @functools.cached_property
    def destinations(self) -> list[tuple[str, str]]:
        """The places the sentence puts at a point by "to" ("north to the Ice Chapel and east
        to Suite 7": (north, "ice chapel"), (east, "suite 7")), right before it ("the
        forepeak north") or as a clause's subject ("and the farmhouse is west of here"), their
        words in lower case."""
        found = []
        for t in self.doc[1:]:
            point = self.point(self.doc[t.i - 1])
            if point is None and self.point(t) is not None:  # "the forepeak north": a place
                place = self.doc[t.i - 1]  # and its point
                if place.pos_ in ("NOUN", "PROPN") and not self.way_or_door(place):
                    found.append((self.point(t), place.lower_))
            if t.lower_ != "to" or point is None:
                continue
            words = []
            for x in self.doc[t.i + 1 : t.i + 6]:  # the place's phrase
                if x.is_punct or x.pos_ in ("CCONJ", "ADP", "VERB", "AUX") or self.point(x):
                    break
                if x.pos_ != "DET":
                    words.append(x.lower_)
            if words:
                found.append((point, " ".join(words)))
        for t in self.doc:  # "..., and the farmhouse is west of here": a clause's subject
            verb = t.head
            if self.point(t) is None or t.dep_ not in ("advmod", "attr", "npadvmod", "acomp"):
                continue
            if verb.lemma_.lower() not in ("be", "lie"):
                continue
            for n in verb.children:
                if n.dep_ == "nsubj" and n.pos_ == "NOUN" and not self.way_or_door(n):
                    names = [c.lower_ for c in n.lefts if c.dep_ == "compound"]
                    found.append((self.point(t), " ".join([*names, n.lower_])))
        return found

    def set_off_point(self, k: int) -> str | None:
        """The compass point word ``k`` names where commas set it off ("the front door, south,
        is locked", "the library, west, LOCKED"), else None."""
        doc = self.doc
        if not 1 <= k < len(doc) - 1 or doc[k - 1].text != "," or doc[k + 1].text != ",":
            return None
        return self.point(doc[k])

    def whose_point(self, door: Token) -> list[str | None]:
        """The point of the place a door is said of by "whose" ("the cheese room to the south,
        whose door is shut"): in the phrase of the noun the relative clause hangs from."""
        if not any(c.dep_ == "poss" and c.lower_ == "whose" for c in door.children):
            return []
        clause = next((a for a in door.ancestors if a.dep_ == "relcl"), None)
        if clause is None:
            return []
        place = clause.head  # (or the point itself, the parse hanging the clause there)
        points = [self.point(x) for x in place.subtree if x.i < clause.i and self.point(x)]
        if not points and place.dep_ in ("nsubj", "attr") and place.head.lemma_ == "be":
            points = [  # "to the west are the women's rooms, whose door is barred": the
                self.point(x)  # point of the place's inverted "be"
                for c in place.head.children
                if c.dep_ == "prep" and c.i < place.i
                for x in c.subtree
                if self.point(x)
            ]
        return points[-1:]  # the nearest ("the back passage (west) and the bathroom (east),
        # whose door is locked": the bathroom's)

    def fronted(self, door: Token) -> list[str | None]:
        """The compass point a sentence opens with, set off by a comma, where the door is the
        first door or way after it in that clause ("North, the paper door of the inner room is
        slid shut; west is the kitchen": the parse hangs the point on the later clause)."""
        doc = self.doc
        if len(doc) < 3 or self.point(doc[0]) is None or doc[1].text != ",":
            return []
        if any(
            x.text in (";", ":") or self.point(x) or self.way_or_door(x) for x in doc[2 : door.i]
        ):
            return []
        return [self.point(doc[0])]

    def point_before(self, door: Token) -> list[str | None]:
        """The compass point right before a door's phrase that opens its clause ("and
        northbound the bathroom door is shut", "; west, the gate is locked"), or none."""
        k = door.left_edge.i - 1
        k -= k > 0 and self.doc[k].text == ","
        if k < 0 or self.point(self.doc[k]) is None:
            return []
        start = k == 0 or self.doc[k - 1].text in (",", ";", ":") or self.doc[k - 1].dep_ == "cc"
        return [self.point(self.doc[k])] if start else []

    def bracketed_after(self, door: Token) -> list[str | None]:
        """The last compass point before the bracket a door is named in, or none."""
        for x in reversed(self.doc[: door.i]):
            if x.text == ")":
                return []
            if x.text == "(":
                before = [self.point(y) for y in self.doc[: x.i] if self.point(y) is not None]
                return before[-1:]
        return []

    def entry_bracket(self, door: Token) -> list[str]:
        """The compass point of the entry a bracket holding a door follows, where the bracket
        names no point of its own ("You can go north, east (to the dairy, through a door which
        is closed) or west."), or none."""
        marks = ("(", ")")
        start = next((x.i for x in reversed(self.doc[: door.i]) if x.text in marks), None)
        end = next((x.i for x in self.doc[door.i :] if x.text in marks), None)
        if start is None or end is None or (self.doc[start].text, self.doc[end].text) != marks:
            return []
        if start == 0 or any(self.point(t) for t in self.doc[start + 1 : end]):
            return []
        entry = self.point(self.doc[start - 1])  # (the point the bracket follows)
        return [entry] if entry is not None else []
