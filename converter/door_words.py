"""A door's state told beside its own predicate (docs/converter.md, "The reader"): one has to open
it first or could open it (closed), a verb leaves it so ("someone has left the south door open";
"nobody has left it open": closed), a state word right after it ("a frosted-glass door, closed;",
"the gate, to the south, is locked") or in brackets ("the oak door (closed)"). The base of
:class:`converter.doors.Doors`, on :class:`converter.door_points.DoorPoints`."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import NEGATORS, SELF
from converter.door_points import DoorPoints

_MAY = frozenset({"could", "can", "may", "might"})
_KEEPING = frozenset({"keep", "leave", "hold"})  # "a door, kept shut", "left open"


def restricted(verb: Token) -> bool:
    """Whether a verb in the present says only when a door does so, not what it is now ("it
    only opens for letters", "opens only from inside")."""
    return verb.tag_ == "VBZ" and any(  # (or on its phrase: "opens only/advmod from inside")
        c.dep_ == "advmod" and c.lower_ == "only"
        for c in (
            *verb.children,
            *(x for p in verb.children if p.dep_ == "prep" for x in p.children),
        )
    )


class DoorWords(DoorPoints):
    """The state words about a door (mixed into :class:`converter.doors.Doors`)."""

    @staticmethod
    def open_first(t: Token) -> bool:
        """Whether ``t`` is what one has to open first ("You'll have to open it first.")."""
        verb = t.head
        return (
            t.dep_ == "dobj"
            and verb.lemma_.lower() == "open"
            and any(c.lower_ == "first" for c in verb.children)
        )

    def left_in(self, t: Token) -> str | None:
        """The state a verb leaves its object in ("Someone has left the south door open", "you
        find it locked", "a draught slams the kitchen door"); a denied open one is closed
        ("nobody has left it open"); None where none is said, or it is only asked for ("try to
        force the door open")."""
        verb = t.head
        if t.dep_ != "dobj" or verb.pos_ != "VERB" or verb.dep_ == "xcomp":
            return None
        said = [  # (right after it, or after its point set off: "the door, south, wide open")
            c
            for c in verb.children
            if c.dep_ in ("oprd", "acomp", "ccomp", "xcomp")
            and t.i < c.i <= t.i + 5
            and all(x.is_punct or x.pos_ == "ADV" or self.point(x) for x in self.doc[t.i + 1 : c.i])
        ]
        if not said:  # "a draught slams the kitchen door": shut by another's hand
            others = verb.tag_ == "VBZ" or any(  # (a third person's verb: not yours)
                c.dep_ == "nsubj" and c.lower_ not in SELF for c in verb.children
            )
            shut = self.verb_is(verb, "shutting") and verb.tag_ in ("VBZ", "VBD")
            named = t.pos_ != "PRON"  # (not "the porter locks them at ten", "ties it")
            return "closed" if shut and others and named and not self.negated(verb) else None
        state = self.state_of(said[0])
        if state not in ("open", "closed", "locked") or self.conditional(verb):
            return None
        if any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
            return None
        self.stated.add(said[0].i)
        if self.negated(verb) or any(
            c.dep_ == "nsubj" and c.lower_ in NEGATORS for c in verb.children
        ):
            return "closed" if state == "open" else None
        return state

    def said_after(self, door: Token) -> str | None:
        """The state said right after a door, in words, whatever the parse (the state word set
        off alone is :meth:`set_off_state`'s, asked first): the door, a comma, a verb of keeping
        and a state ("a heavy bronze door, kept shut"); or the door, ``[,] to the <point> [,]``
        (or ``, <point>,``), ``is``/``are``/``stands``, then a state word."""
        after = self.doc[door.i + 1 : door.i + 4]
        if (
            len(after) == 3
            and after[0].text == ","
            and after[1].lemma_.lower() in _KEEPING
            and self.state_of(after[2]) in ("closed", "locked", "open")
        ):
            return self.state_of(after[2])  # "a heavy bronze door, kept shut against the draught"
        k, doc = door.i + 1, self.doc
        k += k < len(doc) and doc[k].text == ","
        if k < len(doc) and doc[k].lower_ in ("to", "on", "in"):
            k += 1 + (k + 1 < len(doc) and doc[k + 1].lower_ == "the")
            if not (k < len(doc) and self.point(doc[k])):
                return None
            k += 1
            k += k < len(doc) and doc[k].text == ","
        elif k > door.i + 1 and k < len(doc) and self.point(doc[k]):  # ", south, is locked"
            k += 1
            k += k < len(doc) and doc[k].text == ","
        else:
            return None
        if not (k < len(doc) and doc[k].lemma_.lower() in ("be", "stand")):
            return None
        k += 1
        k += k < len(doc) and doc[k].pos_ == "ADV" and doc[k].lower_ != "not"
        if k >= len(doc) or self.negated(doc[k]):
            return None
        state = self.state_of(doc[k])
        return state if state in ("closed", "locked", "open") else None  # ("unlocked": the
        # clause's own reading decides)

    def fastened_with(self, door: Token) -> bool:
        """Whether a door is said to have a lock on it, or to be made fast with one ("that
        door's got a padlock and a chain on it", "whose door is secured with a heavy padlock"):
        a fastener that locks (WordNet's lock.n.01), had or used, not denied."""
        verb = self.clause(door)
        if self.negated(verb) or door.dep_ not in ("nsubj", "nsubjpass"):
            return False
        if door.dep_ == "nsubjpass":  # "secured with a padlock", "fastened with a chain"
            things = [
                x
                for p in verb.children
                if p.dep_ == "prep" and p.lower_ == "with"
                for x in p.children
                if x.dep_ == "pobj"
            ]
        elif verb.lemma_.lower() in ("have", "get", "wear"):
            things = [  # one had on it ("'s got a padlock and a chain on it"; not "has a lock,
                c  # but it isn't locked", "has no lock at all": what it has, not what holds it)
                for c in verb.children
                if c.dep_ == "dobj"
                and not any(k.lower_ == "no" for k in c.children)
                and any(x.lower_ == "on" for k in (c, *c.conjuncts) for x in k.children)
            ]
        else:
            return False
        return any(self.is_(x, "lock") for t in things for x in (t, *t.conjuncts))

    def set_off_state(self, door: Token) -> str | None:
        """The state word commas set off right after a door ("a frosted-glass door, closed;",
        "a door, shut, to the north"), or after its "'s" ("that door's shut because ..."),
        however it is tagged, else None."""
        after = self.doc[door.i + 1 : door.i + 4]
        if (
            len(after) >= 2
            and (after[0].text == "," or after[0].lower_ in ("'s", "’s"))  # ("that door's shut",
            and (
                len(after) == 2
                or after[2].is_punct
                or after[2].lower_ in ("and", "but")
                or after[2].dep_ == "mark"  # ("shut because I'm running the bath")
            )
        ):  # "is" the parse took for the possessive)
            if after[1].lower_ in self.classes.shut_words():
                return "locked" if self.verb_is(after[1], "locking") else "closed"
            if self.classes.is_a(after[1].lower_, "open"):
                return "open"
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

    def noted_point(self, p: Token) -> str | None:
        """A point a terse note gives in capitals right after a door ("Door N shut")."""
        if p.i < 1 or not p.text.isupper() or len(p.text) > 2:
            return None
        door = self.is_(self.doc[p.i - 1], "door")
        return self.classes.direction(p.text, abbreviated=True) if door else None

    def noted(self, p: Token) -> str | None:
        """The state a terse note gives a door in the word after its point, the door first in
        its sentence ("Door N shut, will open.", "DOOR EAST LOCKED"), however it is parsed."""
        doc = self.doc
        if not 1 <= p.i < len(doc) - 1 or not self.is_(doc[p.i - 1], "door"):
            return None
        if (
            p.i >= 2
            and not doc[p.i - 2].is_punct
            or not (p.i + 2 == len(doc) or doc[p.i + 2].is_punct)
        ):
            return None  # (not "the door north stays shut": told by its verb)
        w = doc[p.i + 1]
        locked = w.tag_ in ("VBD", "VBN") and self.verb_is(w, "locking")
        return "locked" if locked else self.state_of(w)
