"""Barriers and what cannot be crossed (docs/converter.md, "The reader"): a wall, a window,
water or a sheer drop with no way through it ("a blank wall", "West is all sea"; not "a
wall with a door in it"), a place in a rarer sense that only looks like water ("the hydroponics
bay"), whether a thing in a barrier is a way through it ("a gap in the hedge"), and a move
undone by one ("You walk east and bump into the wall."). Mixed into the readers of ways and of
replies."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import SELF
from converter.drawn import Drawn

_HOLDING = frozenset({"in", "into", "through", "on", "along", "over", "across", "under"})
"""Prepositions of a thing in, along or across a barrier ("a door in the wall to the south")."""


class Barriers(Drawn):
    """What is a barrier with no way through it (mixed into :class:`converter.no_ways.NoWays`
    and :class:`converter.replies.Replies`)."""

    def barrier_before(self, point: Token) -> bool:
        """Whether a point's phrase follows a barrier with no way through it ("between a thorn
        hedge to the north and a row of limes": the parse may hang the point on the walk); not a
        wall a thing is in, along or over ("a door in the wall to the south")."""
        prep = point.head
        if point.dep_ != "pobj" or prep.dep_ != "prep" or prep.i == 0:
            return False
        before = self.doc[prep.i - 1]  # (not what a bridge crosses: "a footbridge crosses
        return (  # the canal to the north", "a stile over the hedge to the east")
            self.is_(before, "barrier")
            and self.sheer(before)
            and before.dep_ != "dobj"
            and not (before.dep_ == "pobj" and before.head.lower_ in _HOLDING)
        )

    def sheer(self, thing: Token) -> bool:
        """Whether a thing is a barrier or impassable with no way through it ("a blank wall";
        not "a wall with a door in it", "a high wall pierced by an archway", "the river, with a
        ford across it")."""
        if not (self.is_(thing, "barrier") or self.is_(thing, "impassable")):
            return False
        if self.named_place(thing):
            return False  # "the hydroponics bay", "the sick bay": a room in a rarer sense
        return not any(
            x.i != thing.i
            and self.way_or_door(x)
            and not self.negated(x)
            and not (x.dep_ == "pobj" and x.head.lower_ == "without")  # "without a door in it"
            for x in thing.subtree
        )

    def named_place(self, thing: Token) -> bool:
        """Whether a word one of whose rarer senses is a room is named as one by a compound
        before it ("the hydroponics bay", "the loading bay")."""
        return self.may_be(thing, "room") and any(
            c.dep_ == "compound" and c.pos_ == "NOUN" and c.text.islower() for c in thing.children
        )  # (not "Hudson Bay": a name)

    def said_sheer(self, point: Token) -> bool:
        """Whether a compass point is said to be a barrier or impassable, with no way through
        ("East is a blank wall.", "West is all reeds and black water.")."""
        if point.dep_ != "nsubj" or point.head.lemma_.lower() != "be":
            return False
        said = [c for c in point.head.children if c.dep_ in ("attr", "acomp")]
        return any(self.sheer(x) for a in said for x in (a, *a.conjuncts)) or any(
            c.dep_ == "appos" and self.may_be(c, "steep") for a in said for c in a.children
        )  # ("South is the orchestra pit, a drop of two metres": a drop, set off)

    def way_through(self, barrier: Token) -> int:
        """Whether a thing in a barrier is a way through it: 2 where it leads somewhere ("a
        stile in the east hedge leads to the lane"), 1 where it is an opening in some sense ("a
        gap in the hedge", "a crack in the wall": a guess), 0 where it is neither."""
        if barrier.dep_ != "pobj" or barrier.head.lower_ not in ("in", "through"):
            return 0
        thing = barrier.head.head
        if thing.pos_ not in ("NOUN", "PROPN"):
            return 0
        verb = thing.head
        if (
            thing.dep_ == "nsubj"
            and verb.lemma_.lower() in ("lead", "open", "give")
            and any(c.dep_ == "prep" and c.lower_ in ("to", "into", "onto") for c in verb.children)
        ):
            return 2
        opening = (  # "The only gap in the hedge is east" (not "a gap ... you can see through",
            (  # "arrow slits in the wall look out over the moat"; "the track ends at a gap in
                thing.dep_ in ("nsubj", "conj")  # the hedge to the west", "a path north and a
                or thing.dep_ == "pobj"  # gap in the hedge to the east": where it goes on;
                and thing.head.lower_ in ("at", "to", "into", "toward", "towards")
            )  # not "through a slit in the wall you can see the chimneys")
            and self.may_be(thing, "way")
            and not self.may_be(thing, "door")  # (a door's the doors' to read: "the wicket")
            and not self.verb_is(verb, "seek")
        )
        return 1 if opening else 0

    def thwarted(self) -> bool:
        """Whether a move you make is undone in its own sentence: you bump or walk into a wall
        or a hedge, come or turn back, think better of it ("You walk east and bump into the
        wall.", "... the path peters out and you come back.")."""
        for v in self.doc:
            if v.pos_ != "VERB":
                continue
            own = [c for c in v.children if c.dep_ == "nsubj"]
            if own and not any(c.lower_ in SELF for c in own):
                continue
            if not own and not (v.dep_ == "conj" and self._by_you(v.head)):
                continue
            lemma = v.lemma_.lower()
            if lemma == "think" and any(c.lower_ == "better" for c in v.children):
                return True  # ("You think better of going east.": the way abandoned)
            if any(c.dep_ == "aux" and c.tag_ == "MD" for c in v.children) or any(
                self.point(x) for x in v.subtree
            ):
                continue  # "you can go back west", "you could return east": a way offered
            if (
                lemma == "return"
                or self.verb_is(v, "motion")
                and any(c.lower_ == "back" and c.dep_ in ("advmod", "prt") for c in v.children)
            ):
                return True  # ("come back", "turn back", "return"; not "look back")
            if lemma == "stop" and any(c.lower_ in ("dead", "short") for c in v.children):
                return True  # "You take one step west and stop dead"
            for c in v.children:
                if (
                    c.dep_ == "prep"
                    and c.lower_ in ("into", "against")
                    and any(
                        x.dep_ == "pobj" and (self.is_(x, "barrier") or self.is_(x, "impassable"))
                        for x in c.children
                    )
                ):
                    return True  # "bump into the wall", "walk straight into a hedge"
        return False

    @staticmethod
    def _by_you(verb: Token) -> bool:
        return any(c.dep_ == "nsubj" and c.lower_ in SELF for c in verb.children)
