"""What one parsed sentence says (docs/converter.md, "The reader"): its ways out
(:mod:`converter.ways`), doors and their states (:mod:`converter.doors`), the coin
(:mod:`converter.coins`), and what it says of the game (:mod:`converter.replies`: the room it
puts you in, door messages, refusals, goals), each read off spaCy's dependency parse and the
words' WordNet classes (:mod:`converter.clauses`); then how the sentence was read (a fact came
of it, it was read and gave none, or a word the policy acts on was left undecided: unread).
Nothing here names an engine's sentences.
"""

from __future__ import annotations

from typing import NamedTuple

from spacy.tokens import Doc, Token

from converter.coins import Coins
from converter.doors import Doors
from converter.fragments import Fragments
from converter.goals import Goals
from converter.replies import Replies
from converter.takings import took_a_thing
from converter.ways import Ways
from converter.wordclasses import WordClasses

NOT_READ, READ, FACT = "unread", "read", "fact"
"""How a sentence was read: it named a word of a class the policy acts on and nothing decided
what it says of it; every such word was decided and none gave a fact; a fact came of it."""

_FINITE = frozenset({"VBD", "VBP", "VBZ", "MD"})
"""Penn tags of a finite verb: a sentence holding one (or an imperative) says something; a
title, a tally or a list ("CHAPTER ONE", "Score: 0/1", "Wanted: a brass bell") holds none."""


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
    named_doors: tuple[tuple[str, str | None, str | None, str], ...] = ()  # (name, state, point,
    # the words naming it: :meth:`converter.doors.Doors.door_words`)
    called: tuple[tuple[str, str], ...] = ()  # (words naming a door, point): "wooden door"
    present: bool = False  # a coin is here
    gone: bool = False  # someone else took the coin ("Kessa gets a silver coin.")
    taken: bool = False  # "You pick up the coin", "Taken."
    took: bool = False  # you take a thing not called money ("You pick up the maravedí.")
    dropped: bool = False
    room: str | None = None  # "You are in the kitchen." -> kitchen
    neighbours: tuple[tuple[str, str], ...] = ()  # (point, room) "to the north you see the pantry"
    destinations: tuple[tuple[str, str], ...] = ()  # (point, place) "east to Suite 7"
    door_opened: bool = False  # "You open the door", "That is already open."
    door_shut: bool = False
    door_unlocked: bool = False  # "You unlock the door.", "The door is unlocked."
    message_door: str | None = None  # the words naming the door a message opens or shuts
    likewise: tuple[str, ...] = ()  # points of doors said as the last was ("so is the other")
    revealed: str | None = None  # the room an opened/closed door leads to
    failed_move: bool = False  # "You can't go that way."
    goal: str | None = None  # the sentence states the game's goal (its text)
    goal_fits: bool = True  # the goal is moving, opening and taking over ways, rooms and coins
    goal_things: tuple[str, ...] = ()  # what it takes that no class calls money, where only they
    # unfit it ("find the tornese and take it"): a coin if the text names them as one
    goal_directive: bool = False  # stated by an imperative ("First, go north."), not a noun
    names_money: bool = False  # the sentence names a coin or money (not in a name: "Mrs Penny")
    goal_weak: bool = False  # an obligation ("You must ..."): a goal only where the game opens
    goal_asked: bool = False  # asked in quotes ("'Find my ring,' she whispers")
    not_understood: bool = False  # "I'm not sure what you mean."
    subject_room: str | None = None  # "The dining room is grand": the room it opens on
    title: str | None = None  # a bare noun phrase ("Main shaft."), a room's title where a game
    # lists its exits below it (LPMud's short description)
    points: tuple[str, ...] = ()  # every compass point the sentence names, in order
    partial: bool = False  # a door's state was said and linked to no door at a direction
    that_way: str | None = None  # "deny" / "go": "that way" names the last sentence's point
    clause: bool = False  # the sentence says something: a finite verb, or an imperative
    denies: bool = False  # a negation or a lack ("You lack the key."): no command done
    spoken: bool = False  # a word of an acting class in a quotation ("'Bunk room's east.'")

    @property
    def told(self) -> bool:
        """Whether the reader took something of the game from the sentence: a fact, a reply
        (a refusal, "I'm not sure what you mean", "that way"), a goal, a coin taken away, or a
        judgment on every way or coin it names ("There's no way north from here.")."""
        return (
            self.status == FACT
            or (self.status == READ and bool(self.points or self.names_money))
            or self.failed_move
            or self.not_understood
            or self.that_way is not None
            or self.goal is not None
            or self.gone
        )


def read_sentence(doc: Doc, classes: WordClasses) -> SentenceReading:
    """Read one parsed sentence (module docstring)."""
    return _Reader(doc, classes).read()


class _Reader(Ways, Doors, Coins, Replies, Goals, Fragments):
    """One sentence's reader: its ways, doors, coin and what it says of the game."""

    def shut_doors_ways(self, r: dict, denied: set[str]) -> list[str]:
        """The points of doors said shut or gone through, each a way out there whatever lies
        beyond ("The door to the ladies' pool, west, is shut", "The men's pool is north, through
        swing doors": a pool names no drop here); not a cupboard's door, a door denied, nor half
        of a point between two ("the south-west corner, its door shut")."""
        through = any(  # "The men's pool is north, through swing doors.": a way through
            self.is_(t, "door") and t.dep_ == "pobj" and t.head.lower_ == "through"
            for t in self.doc
        )
        points = r["doors"] if through else r["closed"]
        if not points:
            return []
        named = {  # ("Door N shut": a note's point in capitals)
            q
            for t in self.doc
            if (q := self.point(t) or self.noted_point(t)) and not self.intercardinal(t)
        }
        no_way = denied | self.no_way_doors
        return [p for p in points if p in named and p not in no_way]

    def quoted_word(self, t: Token) -> bool:
        """Whether a quoted word is a quoted name or term, not speech ("ERROR: no exit 'south'
        from room 'Boiler Room'"): its quotation three words or fewer, no verb among them."""
        doc = self.doc
        start = next((x.i for x in reversed(doc[: t.i]) if x.is_quote), None)
        end = next((x.i for x in doc[t.i + 1 :] if x.is_quote), None)
        return (
            start is not None
            and end is not None
            and end - start <= 4
            and not any(x.pos_ in ("VERB", "AUX") for x in doc[start:end])
        )

    def read(self) -> SentenceReading:
        r: dict = {}
        exits: list[str] = []
        for t in self.doc:
            if (
                self.point(t) is not None
                or self.is_(t, "money")
                or self.is_(t, "door")
                or t.pos_ == "ADJ"  # a door's word the tagger took for an adjective ("a narrow
                and self.classes.is_a(t.lower_, "door")  # postern/JJ stands/NNS ajar")
            ):
                self.undecided.add(t.i)
        r["spoken"] = any(
            self.quoted(self.doc[i]) and not self.quoted_word(self.doc[i]) for i in self.undecided
        )
        evidence = None
        guessed = False  # an exit the words gave where the parse did not
        said: dict[int, bool | None] = {}  # what the parse decided of each point
        for t in self.doc:
            point = self.point(t)
            if point is None:
                continue
            if any(a.lemma_.lower() == "direction" and a.dep_ == "pobj" for a in t.ancestors):
                continue  # "every direction except west": every_direction() decides
            decided = self.direction_is_exit(t, point, r)
            if decided is None and t.dep_ == "pobj" and t.head.dep_ == "conj":
                first = [x.i for x in t.head.head.children if x.dep_ == "pobj"]  # "to the south
                decided = next((said[i] for i in first if i in said), None)  # and to the west"
            if decided is None and t.dep_ == "appos" and t.head.dep_ == "pobj":
                decided = self.is_(t.head.head.head, "door") or None  # "The door to the ladies'
                # pool, west, is shut": the door's point, set off after where it leads
            said[t.i] = decided
            if decided is None:  # the parse says nothing: the sentence's words decide
                evidence = self.evidence() if evidence is None else evidence
                decided = True if evidence else None
                guessed = guessed or bool(evidence)
            if decided:
                exits.append(point)
            if decided is not None:
                self.undecided.discard(t.i)
        around, doors_around = self.every_direction()
        exits.extend(around)
        denied = self.denied_points()
        exits = [e for e in exits if e not in denied]
        r["that_way"] = self.that_way(exits)
        r["points"] = tuple(p for p in map(self.point, self.doc) if p is not None)
        r["exits"] = tuple(dict.fromkeys(exits))
        r["neighbours"] = tuple(dict.fromkeys(r.get("neighbours", ())))
        self.doors(r)
        if doors_around:  # "Four doors open off it, one on each side": a door at each point
            r["doors"] = tuple(dict.fromkeys((*r["doors"], *around)))
        r["exits"] = tuple(dict.fromkeys((*r["exits"], *self.shut_doors_ways(r, denied))))
        self.coins(r)
        r["took"] = not r.get("taken") and took_a_thing(self)
        self.room_sentence(r)
        self.door_message(r)
        named = r.get("named_doors", ())
        if r.get("door_opened") and not r.get("message_door") and len(named) == 1:
            r["message_door"] = named[0][0]  # "A gust catches the gate and bangs it open."
        self.goal(r)
        r["names_money"] = r.get("names_money", False) or any(map(self.names_a_coin, self.doc))
        self.not_understood(r)
        self.denies(r)
        self.failed_move(r)
        if not self.read_fragments(r):  # ("Road E to the bridge, lane N.": read by structure)
            r["partial"] = r.get("partial", False) or self.unlinked_state() or guessed
        r["clause"] = any(
            t.tag_ in _FINITE or (t.tag_ == "VB" and t.dep_ == "ROOT") for t in self.doc
        )
        told = (
            "present",
            "taken",
            "dropped",
            "room",
            "closed",
            "anaphora",
            "door_opened",
            "door_shut",
            "door_unlocked",
        )
        if r["exits"] or any(r.get(k) for k in told):
            status = FACT
        elif self.undecided:
            status = NOT_READ
        else:
            status = READ
        return SentenceReading(status=status, **r)
