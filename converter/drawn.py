"""Things only drawn (docs/converter.md, "The reader"): a way or a coin painted on a surface, a
map or a picture showing a road, doors painted on plaster. The base of the readers of ways
(through :mod:`converter.barriers`) and coins (through :mod:`converter.money`)."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import Clauses

_ON = frozenset({"on", "onto", "upon"})
"""Where a depicted thing is: on a surface."""
_DRAWN_IN = _ON | {"in", "into", "across", "over", "above"}
"""Where a thing carved or painted is, drawn there: "carved in stone", "painted on the wall"."""
_SKETCHED = frozenset({"draw", "chalk", "sketch", "scrawl", "pencil", "scratch"})
"""Verbs that make a picture by their own sense, whatever the preposition ("a door drawn in
chalk"; not "painted", which may be a real door's colour, "painted in green")."""
_BELOW = frozenset({"pcomp", "prep", "pobj", "advcl", "acl", "xcomp"})
"""The links of a clause subordinate to another (not "conj": a clause beside it)."""


class Drawn(Clauses):
    """Whether what a sentence names is only a picture of it."""

    def drawn(self, way: Token) -> bool:
        """Whether a way is only a picture on a surface: "the door to the south is only painted
        on the wall" (a verb of depicting, any sense, with the surface it is on; "painted red"
        is a real door's colour)."""
        verb = way.head
        said = [c for c in verb.children if c.dep_ == "attr"] if way.dep_ == "nsubj" else []
        if any(
            c.dep_ == "amod" and c.tag_ == "JJ" and self.classes.may_be(c.lower_, "sham")
            for w in (way, *said)
            for c in w.lefts
        ):
            return True  # "a false door", "The west door is a dummy door": no door at all
        if way.dep_ == "dobj" and self.shown_by_depiction(verb, way):
            return True  # "A map on the wall shows a road to the east"
        made = way.dep_ == "dobj" and any(  # "Someone has painted a door on the north wall" (a
            c.dep_ == "det" and c.lower_ in ("a", "an") for c in way.children
        )  # door made so; "painted the door" gave a real one a colour)
        if (
            (way.dep_ in ("nsubj", "nsubjpass") or made)
            and self.may_verb(verb, "depicting")
            and any(c.dep_ == "prep" and c.lower_ in _ON for c in (*verb.children, *way.children))
        ):
            return True
        if way.dep_ == "dobj" and any(  # "holds a gold coin the size of a plate, painted onto
            c.i > way.i  # its belly" (the participle parsed onto the verb)
            and c.dep_ in ("dep", "advcl", "conj")  # (a conjunct with no "and": a participle)
            and c.tag_ in ("VBN", "VBD")
            and self.doc[c.i - 1].text == ","
            and not any(x.dep_ == "cc" and way.i < x.i < c.i for x in verb.children)
            and not any(x.dep_ in ("nsubj", "nsubjpass", "dobj") for x in c.children)
            and self.drawn_on(c)
            for c in verb.children
        ):
            return True
        if any(c.dep_ == "acl" and self.drawn_on(c) for c in way.children):
            return True  # "a door painted on the wall"
        if any(  # "a door drawn in chalk" (not "the curtain drawn back", "drawn shut")
            c.dep_ == "acl"
            and c.lemma_.lower() in _SKETCHED
            and self.may_verb(c, "depicting")
            and not any(k.dep_ in ("oprd", "acomp", "advmod", "prt", "dobj") for k in c.children)
            for c in way.children
        ):
            return True
        return self.below_picture(verb)

    def below_picture(self, verb: Token) -> bool:
        """Whether a clause hangs below a picture's showing ("A map shows the parish, with the
        Roman road running from north to south"), not beside it (a conjunct)."""
        x = verb  # (through the thing shown: "A chart shows the mains/dobj running north")
        while (x.dep_ in _BELOW or x.dep_ == "dobj" and x.pos_ == "NOUN") and x.head.i != x.i:
            x = x.head
            if x.pos_ == "VERB" and self.shown_by_depiction(x):
                return True
        return False

    def drawn_on(self, verb: Token) -> bool:
        """Whether a verb of depicting says on what surface: "painted on the wall", or "painted
        on" the thing the sentence names."""
        return self.may_verb(verb, "depicting") and any(
            p.dep_ in ("prep", "prt") and p.lower_ in _ON for p in verb.children
        )  # ("two gold coins, painted on and then varnished over": on the thing just named)

    def shown_by_depiction(self, verb: Token, shown: Token | None = None) -> bool:
        """Whether a verb of showing has a picture, a map or a chart for its subject ("A map on
        the wall shows a road east", "charts cover every wall, the nearest showing the sea
        lanes south"), or things drawn showing doors ("The others, painted on the plaster, show
        doors to the east"): what it shows is drawn, no way out of the room."""
        if not (self.may_verb(verb, "depicting") or verb.lemma_.lower() == "show"):
            return False  # ("A portrait of the founder hangs over the archway to the west")
        bearer = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if bearer is None and verb.dep_ in ("acl", "ccomp", "advcl", "conj", "xcomp"):
            up = verb.head  # a clause of no subject: the thing it hangs from ("a chart
            if up.pos_ in ("NOUN", "PROPN"):  # showing ..."), or the subject of the clause it
                bearer = up  # hangs from ("Charts cover every wall, the nearest showing ...")
            else:
                up = up.head if up.pos_ == "ADJ" else up
                bearer = next((c for c in up.children if c.dep_ == "nsubj"), None)
        return bearer is not None and (
            self.is_(bearer, "depiction")
            and not self.is_(bearer, "room")
            or shown is not None  # (drawn things show drawn doors; "A sign painted on the door
            and self.is_(shown, "door")  # shows the way west": a sign's way is the room's)
            and bearer.dep_ != "dobj"
            and self.drawn(bearer)
        )

    def depicted(self, t: Token) -> bool:
        """Whether a coin is in a picture: a word above it names one ("a painting of a coin",
        "a mosaic of a great gold coin") or a verb of depicting has it for its matter ("carved
        with coins"), not the thing before it in a list ("lever frame, kettle, 5-kopek coin": an
        apposition or a conjunct is another thing)."""
        if t.dep_ == "appos" and any(
            c.dep_ == "amod" and c.tag_ == "VBN" and self.may_verb(c, "depicting")
            for c in (*t.children, *t.head.children)
        ):
            return True  # "its eyes two painted gold coins", "a painted sign, a gold coin as
            # big as a plate": what a thing's part is, or what a painted thing shows
        if (
            t.dep_ == "nsubjpass"
            and self.may_verb(t.head, "depicting")
            and not any(c.dep_ in ("oprd", "acomp", "dobj") for c in t.head.children)
            and any(c.dep_ == "prep" and c.lower_ in _DRAWN_IN for c in t.head.children)
        ):  # "Over the arch a coin is carved in stone" (not "a coin painted gold", nor "a coin
            return True  # engraved with the king's head": a coin's own face)
        colon = next((w.i for w in reversed(self.doc[: t.i]) if w.text == ":"), None)
        if (
            colon is not None
            and not any(w.is_quote for w in self.doc[colon : t.i])  # (a note's words ended)
            and any(  # "the painting on the far wall: a heap of gold coins"
                w.pos_ == "NOUN" and self.classes.is_a(w.lemma_.lower(), "depiction")
                for w in self.doc[max(0, colon - 6) : colon]
            )
        ):
            return True
        after = self.doc[t.right_edge.i + 1] if t.right_edge.i + 1 < len(self.doc) else None
        if (  # "a tin with COINS painted on its lid" (the parse hangs the participle on the tin)
            t.head.lower_ == "with"
            and after is not None
            and after.tag_ == "VBN"
            and self.may_verb(after, "depicting")
        ):
            return True
        x = t
        while x.head.i != x.i:
            a = x.head
            if a.dep_ == "relcl" and any(  # "a plate (on which is a gold coin)": a surface
                c.dep_ == "prep"
                and c.lower_ in ("on", "upon")
                and any(x.tag_ == "WDT" for x in c.children)
                for c in a.children
            ):
                return False  # holds it (a picture has a coin "in" it)
            if a.lower_ == "with" and a.head.pos_ == "VERB" and self.may_verb(a.head, "depicting"):
                return True  # "The lid is carved with coins", "a bowl painted with gold coins"
            if a.pos_ == "VERB" and x.dep_ not in ("conj", "advcl") and self.drawn_on(a):
                return True  # "Painted on the vault is St Odo paying the ferryman with a coin"
            if (
                x.dep_ not in ("appos", "conj")
                and a.pos_ in ("NOUN", "PROPN", "ADJ")
                and (
                    self.classes.is_a(a.lemma_.lower(), "depiction")
                    or self.classes.is_a(a.lower_, "depiction")
                    or self.likeness_of(a, x)
                    or x.lower_ == "of"  # "the sign of the Golden Guinea": a name it shows
                    and self.classes.is_a(a.lemma_.lower(), "display")
                )
            ):
                return True
            x = a
        return False

    def likeness_of(self, head: Token, of: Token) -> bool:
        """Whether a noun is a likeness *of* someone in a rarer sense ("a relief of St Kinga
        holding out a coin"): not of the coin itself ("a block of gold coins"), nor where its
        usual sense is a row, a vessel, a measure or a place."""
        return (
            of.lower_ == "of"
            and of.dep_ == "prep"
            and not any(c.dep_ == "pobj" and self.is_(c, "money") for c in of.children)
            and self.may_be(head, "depiction")
            and not any(
                self.is_(head, k) for k in ("array", "container", "way", "door", "room", "money")
            )
            and not self.classes.is_a(head.lemma_.lower(), "measure")
        )
