"""Which compass points a sentence gives as ways out (docs/converter.md, "The reader").

A direction is an exit when the parse attaches it to a way out (``a path north``, ``the door to
the west``, ``the north exit``), to a verb of motion or of a way's extent (``a path leads
north``, ``you can go west``, ``the ledge continues east``), or to a clause whose subject or
object is a way out or a place (``to the north you see the pantry``, ``the kitchen is north``,
``the dunes are to the west``); attached to anything else (``the east wall``, ``the sun sets in
the west``, ``standing west of the house``) it is read and gives no fact, and so when it is
denied, blocked, impassable, once was, or a condition contrary to fact."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import SELF
from converter.no_ways import HERE, NoWays
from converter.replies import PRONOUNS
from converter.wordclasses import CARDINALS as CARDINAL_POINTS

_SIDES = frozenset({"side", "end"})
"""Where on a room a way is ("on the south side", "at the east end")."""
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "attr"})
_EXTENDING = frozenset(
    {"continue", "extend", "lead", "open", "run", "stretch", "head", "wind", "climb", "descend"}
    | {"bend", "curve", "turn", "fork", "branch"}
)
"""Verbs of a way's extent, used without an object: what continues, extends, leads or opens
that way is a way there ("the ledge continues east", "a stile leads west", "a gap opens to the
north")."""
_LYING = frozenset({"be", "lie", "stand", "sit", "rise", "loom"})
"""Verbs that put a thing somewhere: "the dunes are to the west", "the keep looms to the north"."""


class Ways(NoWays):
    """The ways out a sentence names (mixed into :class:`converter.reading._Reader`)."""

    def every_direction(self) -> tuple[list[str], bool]:
        """``Paths lead off in every compass direction except west``: the four points a way's
        verb reaches by "every (compass) direction" or "each side" (not a thing's: "each side of
        the bed"), less those excepted ("except", "but"); and whether doors go there ("Four
        doors open off the passage, one on each side")."""
        for t in self.doc:
            if t.lemma_.lower() not in ("direction", "side") or not any(
                c.dep_ == "det" and c.lower_ in ("every", "all", "each") for c in t.children
            ):
                continue
            verb = self.clause(t)
            if t.lemma_.lower() == "side" and (  # (a way's verb: not "the exits marked on all
                any(c.dep_ == "prep" for c in t.children)  # four sides" of a plan)
                or verb.lemma_.lower() not in _EXTENDING | _LYING
            ):
                continue
            movers = self.movers(verb)  # (a thing's motion is none: "Books climb to the
            if self.negated(verb) or not (  # ceiling on every side")
                any(self.is_(a, "way") for a in movers)
                or self.verb_is(verb, "motion")
                and all(
                    self.may_be(a, "way") or a.lower_ in SELF or a.pos_ == "PRON" for a in movers
                )
            ):
                continue
            if verb.pos_ == "VERB" and not self.may_move(verb):
                continue  # "Stacks run away from you in every direction": shelves, no ways
            excepted = {self.point(x) for x in t.subtree if self.point(x) is not None}
            for x in t.subtree:
                if self.point(x) is not None:
                    self.undecided.discard(x.i)
            doors = any(self.is_(a, "door") for a in self.movers(verb))
            return [p for p in CARDINAL_POINTS if p not in excepted], doors
        return [], False

    def direction_is_exit(self, d: Token, point: str, r: dict) -> bool | None:
        """True: the direction is a way out; False: it is read as something else (denied, a
        wall, where the sun sets, west of a house); None: the parse does not say."""
        h = d
        while h.dep_ == "conj" and h.head.i != h.i and self.point(h.head) is not None:
            h = h.head
        if self.quoted(d) or self.in_capitals(d):
            return False  # what someone says, or a sign's words: "GOLD COIN FOUND IN NORTH FIELD"
        if any(a.dep_ == "prep" and a.lower_ == "about" for a in d.ancestors):
            return False  # a story's: "singing about a lass who lost her way to the north"
        if self.names_a_thing(d):
            return False  # "a timetable for the North Star Line"
        if self.intercardinal(d) or self.climbs_from(h):
            return False  # "the north-east corner"; "Stairs go up from the north corner"
        if self.a_view(d):
            return False  # "Through the panes I could see the house to the north"
        if any(
            a.dep_ == "prep"
            and a.lower_ == "of"
            and self.is_(a.head, "depiction")
            and not self.is_(a.head, "room")
            for a in d.ancestors
        ):
            return False  # a picture's: "a mural of the line running west to the sea"
        if self.excepted(h):
            return True  # "no way on but south", "no path leads north: only east"
        if (
            h.dep_ == "nsubj"
            and self.verb_is(h.head, "motion")
            and any(c.dep_ == "compound" and self.way_or_door(c) for c in h.children)
            and not self.negated(h.head)
        ):
            return True  # "a smaller door/compound north/nsubj goes to the shed": misparsed
        if self.thwarted():
            return False  # "You walk east and bump into the wall.": a move undone
        named = [c for c in h.children if c.dep_ == "appos" and c.pos_ in ("NOUN", "PROPN")]
        if named and not any(x.pos_ in ("VERB", "AUX") for x in self.doc):
            if any(self.is_(a, "barrier") or self.is_(a, "impassable") for a in named):
                return False  # "To the east, a blank wall."
            if any(self.is_(a, "room") or self.way_or_door(a) for a in named):
                return True  # "To the south, the kitchen."
        subject = h.head if h.dep_ == "appos" else h
        if (
            subject.dep_ in ("nsubj", "nsubjpass")
            and subject.head.pos_ == "VERB"
            and self.may_verb(subject.head, "blocking")
            and any(c.dep_ == "neg" for c in subject.head.children)
            and (subject.i == h.i or self.is_(subject, "way"))
            or h.head.dep_ == "dobj"  # "the rocks don't block the way north"
            and self.is_(h.head, "way")
            and self.may_verb(h.head.head, "blocking")
            and any(c.dep_ == "neg" for c in h.head.head.children)
        ):
            return True  # "The way north is not blocked", "the path east isn't blocked"
        if h.i >= 1 and self.doc[h.i - 1].text in ("*", "-", "•") and self.labels(h):
            return not self.negated_label(h)  # a choice: "* North, through the hatch"
        before = self.previous(h)  # the list's first direction's
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
            and not self.counterfactual(before)
            and self.may_move(before)
            and not self.below_picture(before)  # "A chart shows the mains running north"
        ):
            return True  # "going west": the verb of motion right before it, itself not denied
        if self.negated(h) or self.negated(d):
            return False
        if h.head.pos_ in ("VERB", "AUX") and any(
            c.dep_ in ("attr", "nsubj") and c.i != h.i and self.denied_way(c)
            for c in h.head.children
        ):
            return False  # "There is no way/attr east/attr": the way denied, parsed beside it
        if self.said_impassable(h if h.dep_ in ("nsubj", "nsubjpass") else h.head):
            return False  # "the road west is flooded and impassable"
        if h.dep_ == "nsubjpass" and self.blocked(h):
            return False  # "the way east is blocked by fallen rocks" (the parse's subject)
        for c in h.children:
            if (
                c.dep_ == "prep"
                and c.lower_ == "of"
                and not any(x.lower_ in HERE for x in c.children)
            ):
                return False  # west of the house: a position, not a way
        if self.in_doors_wall(h):  # a door in the north wall; the front door, in the wall to
            return not self.too_much(self.clause(h))  # the east (not "no going up it")
        if self.leads_to_a_place(d) and not self.negated(h):
            return True  # "signposts point north to Ashby, east to Kelham"
        named = h.head  # the noun a compound of compounds names: "the north bulkhead door"
        while (
            h.dep_ in ("amod", "compound") and named.dep_ == "compound" and named.head.i != named.i
        ):
            named = named.head
        near = [*self.doc[max(d.i - 4, 0) : d.i + 2], named]
        if h.dep_ == "pobj" and h.head.dep_ == "prep":  # "a door in the mill wall, to the
            near.append(h.head.head)  # south": the thing "to the south" hangs from
        walls = [x for x in near if x.i != d.i and self.is_(x, "barrier")]
        held = [w.head.head for w in walls if w.dep_ == "pobj" and w.head.lower_ == "in"]
        if walls and not any(self.way_or_door(x) for x in (*near, *held)):  # ("The gate in
            # the hedge is east": what the hedge holds)
            through = [self.way_through(x) for x in walls]
            if not all(through):
                return False  # a blank wall to the south, the east wall
            r["partial"] = r.get("partial", False) or min(through) < 2  # "a crack in the north
            # wall": a way only if it is wide enough
        if self.names_the_room(h) or self.barrier_before(h):
            return False  # "You are in the south aisle": the room's; "a hedge to the north"
        head = h.head
        if h.dep_ == "pobj" and head.dep_ == "prep":  # "to the north", "in the west"
            head = head.head
        while h.dep_ in ("amod", "compound") and head.dep_ == "compound" and head.head.i != head.i:
            head = head.head  # "the north bulkhead door": the door the compound names
        if head.i == h.i:  # a fragment: "North." (a bare direction, as in a list)
            if self.labels(h):
                return not self.negated_label(h)  # "North: the living room." (a label line)
            if self.doc[-1].text == "?":
                return False  # "North?": a direction asked, as a reply repeats your move
            return h.dep_ == "ROOT" and len([t for t in self.doc if t.is_alpha]) <= 3 or None
        if head.lower_ in PRONOUNS and head.pos_ in ("NOUN", "PROPN", "NUM", "PRON"):
            return True  # "the southern one", "the northern ones"
        if head.pos_ in ("NOUN", "PROPN"):
            if self.motion_taken_for_noun(head, way_only=True):
                return self.may_move(head)  # "A path/compound winds/NNS south": a way's verb
            if (
                self.is_(head, "barrier")
                and head.dep_ == "pobj"
                and (self.is_(head.head.head, "way") or self.way_through(head))
            ):
                # a door in the north wall, the front door, in the wall to the east; not "the
                # door in the east wall is only a cupboard door", nor one painted on the wall
                return not self.furnishing(head.head.head) and not self.drawn(head.head.head)
            if self.is_(head, "barrier") or (
                self.is_(head, "depiction") and not self.is_(head, "room")
            ):  # (a study is a room as well as a picture)
                return False  # the east wall, a window to the west, a map of the north
            if self.is_(head, "impassable"):
                return False  # "the black water to the south", "the cliffs to the west"
            if self.is_(head, "way") or self.is_(head, "room"):
                return (
                    not self.negated(head)
                    and not self.placed_elsewhere(h, head)
                    and not self.drawn(head)
                    and not self.counterfactual(self.clause(head))
                    and not self.formerly(self.clause(head))  # "there used to be a way south"
                    and not self.blocked(head)
                    and not self.said_impassable(head)
                )
            if (self.may_be(head, "way") or self.verb_is(head.head, "motion")) and self.a_way(head):
                return True  # "The arch to the west opens onto the hall": a way, by its verb
            verb = self.clause(head) if head.dep_ == "pobj" else None
            if (
                h.dep_ in ("amod", "compound")
                and head.lemma_.lower() in _SIDES
                and verb is not None
                and head.head.lower_ in ("on", "at")
                and verb.pos_ == "VERB"
                and self.verb_is(verb, "motion")
                and not self.negated(verb)
                and not self.counterfactual(verb)
                and self.may_move(verb)
            ):
                return True  # "Steps lead down to the lawn on the south side"
            if (
                h.dep_ in ("amod", "compound")
                and head.lemma_.lower() in _SIDES
                and verb is not None
                and head.head.lower_ in ("on", "at", "along", "against", "by")
                and head.head.head.i == verb.i  # (the clause's place, not "a door ... on the
                and (  # east side": the door's)
                    verb.dep_ in ("ROOT", "ccomp")
                    or verb.dep_ == "conj"
                    and verb.head.pos_ in ("VERB", "AUX")
                )
                and verb.pos_ in ("VERB", "AUX")
                and not self.verb_is(verb, "motion")
                and not self.negated(verb)
            ):
                things = [*self.movers(verb), *self.arguments(verb), *self.its_door(verb)]
                if any(self.negated(m) for m in things):
                    return False  # "On the north side there is no door"
                if any(self.is_(m, k) for m in things for k in ("way", "door", "room")):
                    return True  # "On the south side is a door", "... stands the chapel"
                if not any(self.may_be(m, k) for m in things for k in ("way", "door", "room")):
                    return False  # "Along the north side lies the tomb of a knight": a thing
                if any(self.may_be(m, "way") and not self.furnishing(m) for m in things):
                    return True  # "The only opening is at the east end"
            verb = head.head
            if (
                h.dep_ == "amod"
                and head.dep_ == "nsubj"
                and verb.pos_ == "VERB"
                and self.verb_is(verb, "motion")
                and self.may_be(head, "way")
                and not self.negated(verb)
                and not self.counterfactual(verb)
                and self.may_move(verb)
            ):
                return True  # "the northern arch leads out to the garden": a way that leads
            if h.dep_ in ("amod", "compound", "nmod") and head.lemma_.lower() not in PRONOUNS:
                # the east side, a north wind: the words decide when they speak of a way out
                return None if any(self.way_or_door(t) for t in self.doc) else False
            if self.motion_taken_for_noun(head, way_only=False):
                return self.may_move(head)  # "A goat track climbs/NNS north": a verb, mistagged
            if head.dep_ == "pobj" and head.head.lower_ in ("through", "beyond", "past", "behind"):
                verb = self.clause(head)  # "the stockroom is through a curtain to the north":
                if not self.negated(verb) and any(  # a place reached through the thing there
                    self.is_(m, "room") or self.is_(m, "way")  # (or "... is the cloakroom")
                    for m in (*self.movers(verb), *self.arguments(verb))
                ):
                    return True
                if (
                    head.head.lower_ == "through"
                    and self.may_be(head, "way")
                    and not self.is_(head, "barrier")
                    and self.verb_is(verb, "presence")
                    and not self.negated(verb)
                    and any(  # a place seen beyond ("the kitchen"; not "the stars", "the moat")
                        c.dep_ == "dobj"
                        and (self.is_(c, "room") or self.may_be(c, "room"))
                        and not self.is_(c, "impassable")
                        for c in verb.children
                    )
                ):
                    return True  # "Through the arch to the north you can see the kitchen"
            if self.drawn(head):
                return False  # "A map by the window shows a track to the west"
            if self.may_be(head, "way") and self.blocked(head):
                return False  # "The chancel arch, to the east, is choked with fallen masonry"
            verb = head.head
            if (
                h.dep_ == "pobj"
                and self.may_be(head, "way")
                and not self.is_(head, "barrier")
                and not self.negated(verb)
                and (  # "The arch to the east leads to the chapel": a way that leads; "The
                    head.dep_ == "nsubj"  # only way out is the arch to the south": the way
                    and self.verb_is(verb, "motion")
                    and not self.counterfactual(verb)
                    or head.dep_ == "attr"
                    and any(c.dep_ == "nsubj" and self.is_(c, "way") for c in verb.children)
                )
            ):
                return True
            return False if self.said_sheer(head) else None  # "The only thing west is a wall"
        if head.pos_ == "PRON" and head.lower_ in PRONOUNS:
            return True  # "the southern one"
        if head.pos_ == "ADJ" and head.dep_ == "amod" and self.may_be(head.head, "way"):
            return not self.negated(head.head)  # "Arches open to the north" (tagged so)
        if self.said_sheer(h):
            return False  # "East is a blank wall", "west is all sea"
        verb = self.clause(head)
        if self.ended_there(h, verb):
            return False  # "The passage ends at the south in a patch of newer brick"
        if self.negated(verb):
            if any(a.lower_ in SELF for a in self.arguments(verb)) and self.verb_is(verb, "motion"):
                r["failed_move"] = True
            return False
        arguments = self.arguments(verb)
        movers = self.movers(verb)
        if self.too_much(verb) or any(map(self.said_impassable, movers)):
            return False  # "a drain runs west, far too narrow to crawl into"; "full of water"
        into = [
            x
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ in ("into", "onto", "toward", "towards")
            for x in c.children
            if x.dep_ == "pobj" and (self.is_(x, "room") or self.is_(x, "way"))
        ]
        if into and not any(self.is_(m, "impassable") or self.is_(m, "barrier") for m in movers):
            return True  # "north of here, it opens into a hall" (not a window's view)
        if self.formerly(verb) or self.counterfactual(verb):
            return False  # "the bridge that once crossed westward", "if there were a door"
        if any(
            x.dep_ == "pobj" and self.is_(x, "impassable")
            for c in verb.children
            if c.dep_ == "prep" and c.lower_ in ("into", "onto")
            for x in c.children
        ):
            return False  # "a slipway ran down into the black water to the south"
        if self.shown_by_depiction(
            verb, next((c for c in verb.children if c.dep_ == "dobj"), None)
        ) or self.below_picture(verb):
            return False  # "The chart shows the sea lanes to the south": on the chart
        if self.verb_is(verb, "motion"):
            return self.may_move(verb)
        if (
            verb.lemma_.lower() in _EXTENDING
            and movers
            and not any(o.i != h.i for o in self.objects(verb))
        ):
            return self.may_move(verb)  # "a gap opens to the north", "An archway opens west/dobj"
        if any(self.may_be(a, "way") for a in movers) and not any(
            self.is_(a, "barrier") or self.is_(a, "depiction") for a in movers
        ):
            return True  # "a low arch opens to the east": a word one of whose senses is a way
        nouns = [a for a in arguments if a.pos_ in ("NOUN", "PROPN")]
        if (
            self.of_here(h)
            and nouns
            and not any(self.is_(a, "barrier") or self.is_(a, "depiction") for a in nouns)
        ):
            return True  # Inform's "The showers are west of here": a place that way
        if nouns and all(map(self.sheer, nouns)) or self.walled_off(verb, movers):
            return False  # "to the north stands a blank wall", "to the south lies the sea"
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
            x.dep_ == "pobj"
            and (
                self.is_(x, "way")
                or self.is_(x, "door")
                or c.lower_ == "across"  # ("a curtain hangs across an opening")
                and self.may_be(x, "way")
                and not self.is_(x, "barrier")
            )
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
        after = self.following(d)
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
                or self.is_(a, "container")  # ("The counter runs the length of the north side")
                or self.set_out(a, verb)
                for a in movers
            )
        over = any(  # the thing crosses a barrier or water ("a stile crosses the hedge")
            c.dep_ == "dobj" and (self.is_(c, "barrier") or self.is_(c, "impassable"))
            for c in verb.children
        )
        return not movers or any(
            a.lower_ in SELF | PRONOUNS
            or self.is_(a, "way")
            or self.may_be(a, "way")
            or self.is_(a, "door")  # "Gates lead north and east"
            or self.is_(a, "room")
            or a.pos_ == "PRON"
            or over
            and a.pos_ == "NOUN"
            and not self.is_(a, "animate")
            and not self.is_(a, "depiction")
            for a in movers
        )  # (a way over it, whatever its name: not a fox, nor a picture)

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

    def located(self, verb: Token, d: Token, movers: list[Token]) -> bool:
        """Whether the clause puts a place at a compass point: "the dunes are to the west", "the
        pier lies to the north" (a verb of being or lying, ``to`` the point, a thing as its
        subject that is no wall, window or picture)."""
        at = (d.dep_ == "pobj" and d.head.lower_ == "to") or (  # "to the west"
            d.dep_ in ("advmod", "npadvmod", "attr", "acomp") and d.head.i == verb.i  # "is west"
        )
        if verb.lemma_.lower() not in _LYING or not at:
            return False
        things = [
            a
            for a in movers
            if (a.pos_ in ("NOUN", "PROPN") or any(c.dep_ == "det" for c in a.children))
            and a.lower_ not in SELF  # ("the cowshed/VERB is east": a noun by its article)
        ]
        return bool(things) and not any(
            self.is_(a, "barrier")
            or self.is_(a, "depiction")
            or self.is_(a, "money")
            or self.is_(a, "impassable")
            and not self.named_place(a)
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
        if holder.pos_ == "ADV":  # "Halfway along the east wall a small door": the door's
            holder = holder.head
        holders = [holder] + [
            c
            for c in holder.children
            if holder.pos_ in ("VERB", "AUX") and (c.dep_ in _SUBJECTS or c.dep_ == "attr")
        ]  # ("There is a door/attr behind the piano, on the south wall")
        holders += [  # "In the east wall a heavy bronze door ... leads": a second object
            c for c in wall.head.children if c.dep_ == "pobj" and c.i > wall.i
        ]
        if any(self.drawn(x) for x in holders):
            return False  # "Someone has painted a door on the north wall"
        if wall.head.lower_ in ("on", "along"):  # a door on the south wall (not a hook on it)
            return any(self.is_(x, "door") and not self.furnishing(x) for x in holders)
        return wall.head.lower_ in ("in", "into", "through") and any(
            (
                self.is_(x, "way")
                or self.is_(x, "door")
                or (self.may_be(x, "door") or self.may_be(x, "way"))
                and self.a_way(x)
            )
            and not self.furnishing(x)
            for x in holders
        )

    def motion_taken_for_noun(self, head: Token, way_only: bool) -> bool:
        """Whether a root tagged as a plural noun is a verb of motion ("A path winds/NNS south")
        or lying ("The parlour lies/NNS east"): its subject (``way_only``: a way, or a room that
        lies there, as its subject or compound), and such a verb for its stem."""
        if head.tag_ != "NNS" or head.dep_ != "ROOT":
            return False
        low = head.lower_
        stems = {low[:-1], low[:-2]} if low.endswith("es") else {low[:-1]}
        lying = bool(stems & _LYING)  # ("The parlour lies/NNS east": where a place lies)
        if not lying and not any(self.classes.is_a(s, "motion") for s in stems):
            return False
        return any(
            c.dep_ in ("nsubj", "compound")
            and (self.is_(c, "way") or lying and self.is_(c, "room"))
            if way_only
            else c.dep_ == "nsubj"
            for c in head.children
        )

    def a_way(self, x: Token) -> bool:
        """Whether the clause of a thing says it is a way ("a hatch in the north wall is the
        only way out") or leads to one ("a dark opening gives onto a narrow passage"): a door
        or a way in a rarer sense is one only where the text says so (a serving hatch, a vent
        in the north wall are not)."""
        if x.dep_ != "nsubj":
            return False
        verb = x.head
        if any(c.dep_ == "attr" and self.is_(c, "way") for c in verb.children):
            return True
        return any(  # "a dark opening gives onto a narrow passage": it leads to a way or room
            c.dep_ == "prep"
            and c.lower_ in ("onto", "into", "to", "upon")  # ("gives upon the chapel")
            and any(
                p.dep_ == "pobj" and (self.is_(p, "way") or self.is_(p, "room")) for p in c.children
            )
            for c in verb.children
        )
