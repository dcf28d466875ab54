"""Why a coin a sentence names is no coin lying here to take (docs/converter.md, "The reader"):
out of reach or out of sight in its own clause, the second of "neither ... nor", held up by
someone or shown by a picture or a window, over (a past perfect, "Yesterday there was ..."), or
an Inform container's state in brackets after a word that also names money ("a copper
(closed)"), what a thing is likened to ("lily pads as wide as cartwheels"), the money a sum is
counted in ("sums in guineas"), a label's word ("a tin marked PETTY CASH"), or a coin that has
been taken away ("the penny ... has been prised out"). :class:`converter.coins.Coins` asks
these of each coin it reads."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import SELF, SUPPOSING
from converter.money import _READING, Money
from converter.replies import PRONOUNS

HOLDING = frozenset({"hold", "contain", "have", "carry"})
"""What a container holds it holds (a plate of pennies); what a statue holds it shows."""
_LIKENED = frozenset({"like", "than", "unlike"})
"""Prepositions of a likeness: what follows is what a thing is likened to ("a moon like a silver
coin", "no bigger than a penny")."""
_MEASURES = frozenset({"size", "shape", "colour", "color", "width", "breadth", "weight"})
"""Nouns of what a likeness measures ("the size of a florin")."""
AWAY = frozenset({"out", "away", "off"})
"""Particles that take a thing away: "someone has fished out every coin", "carried off"."""
_LABELLING = frozenset({"mark", "label", "letter", "stencil", "stamp", "write", "print", "paint"})
"""Verbs of a label ("a tin marked PETTY CASH", "a box labelled COINS"): the words are its."""


class NotTaken(Money):
    """The readings of a coin that put none here (mixed into :class:`converter.coins.Coins`)."""

    def marked_state(self, t: Token) -> bool:
        """Whether a thing is marked open, closed or empty in brackets after it, as Inform marks
        its containers ("a copper (closed)", "a tin box (open but empty)")."""
        after = self.doc[t.i + 1 : t.i + 3]
        if (
            len(after) == 2
            and after[0].text == "("
            and (self.state_of(after[1]) is not None or self.is_(after[1], "empty"))
        ):
            return True
        holder = t.head.head if t.head.lower_ in ("of", "in") and t.dep_ == "pobj" else None
        if holder is None or not self.may_be(holder, "container"):
            return False  # "a jar of coins for the tea fund (closed)": coins shut in a jar
        end = min(holder.right_edge.i + 3, len(self.doc))
        marks = [k for k in range(t.i + 1, end - 1) if self.doc[k].text == "("]
        return any(self.state_of(self.doc[k + 1]) in ("closed", "locked") for k in marks[:1])

    def shut_in(self, t: Token) -> bool:
        """Whether coins are inside a container said shut ("The coins are all inside the
        display case, which is locked.", "coins in a locked cabinet"): not to be taken."""
        preps = [c for c in t.head.children if c.dep_ == "prep"] if t.dep_ == "nsubj" else []
        preps += [t.head] if t.dep_ == "pobj" else []
        for prep in preps:
            if prep.lower_ not in ("in", "inside", "within"):
                continue
            for holder in (c for c in prep.children if c.dep_ == "pobj"):
                states = [self.state_of(c) for c in holder.children if c.dep_ == "amod"]
                states += [  # "..., which is locked"
                    self.state_of(x)
                    for c in holder.children
                    if c.dep_ == "relcl"
                    for x in (c, *c.children)
                    if x.dep_ in ("relcl", "acomp")
                ]
                if self.may_be(holder, "container") and {"closed", "locked"} & set(states):
                    return True
        return False

    def likened(self, t: Token) -> bool:
        """Whether the coin is only what something is likened to: after ``like``, ``than``,
        ``as ADJ as`` or ``the size of`` ("lily pads as wide as cartwheels", "a moon like a
        silver coin", "a pond no bigger than a penny", "a stone the size of a florin"), or a
        quantity of it is ("like a fistful of silver coins")."""
        while t.dep_ == "pobj" and t.head.lower_ == "of" and t.head.head.pos_ == "NOUN":
            t = t.head.head  # the quantity the coin is of: "a fistful of silver coins"
        start = t.left_edge.i
        if start == 0:
            return False
        before = self.doc[start - 1]
        if before.lower_ in _LIKENED and before.pos_ in ("ADP", "SCONJ"):
            return True
        if start >= 2 and before.lower_ == "as":  # (not "as well as a gold coin": besides)
            likeness = self.doc[start - 2]
            return likeness.pos_ in ("ADJ", "ADV") and likeness.lower_ != "well"
        return start >= 2 and before.lower_ == "of" and self.doc[start - 2].lower_ in _MEASURES

    def counted_in(self, t: Token) -> bool:
        """Whether coins are the money a sum is counted in, with no article ("sums in guineas
        and shillings", "lists the tolls in pennies", "paid in silver"): a unit, no coin."""
        first = self.first_conjunct(t)
        holder = first.head.head  # what is counted ("sums", "tolls ... lists", "Prices are
        return (  # in gold coins"), not where one stands ("knee-deep in gold coins")
            first.dep_ == "pobj"
            and first.head.lower_ == "in"
            and not any(c.dep_ in ("det", "nummod", "poss") for c in (*t.children, *first.children))
            and (holder.pos_ == "NOUN" or holder.lemma_.lower() in (*_READING, "be"))
        )

    def labelled(self, t: Token) -> bool:
        """Whether the word is a label's ("a tin marked PETTY CASH", "a drawer labelled COINS"):
        in capitals after a participle of marking that follows the thing marked."""
        for x in reversed(self.doc[max(0, t.i - 4) : t.i]):
            marked = x.i > 0 and self.doc[x.i - 1].pos_ in ("NOUN", "PROPN")
            if x.lemma_.lower() in _LABELLING and x.tag_ in ("VBN", "VBD") and marked:
                between = self.doc[x.i + 1 : t.i]  # (after the thing it marks; not "a stamped
                return all(y.is_upper or y.is_punct for y in [*between, t])  # coin")
        return False

    def written(self, t: Token) -> bool:
        """Whether the coin word is in a sign's words: three or more in capitals after a colon
        or a verb of wording, in a sentence in lower case ("a placard round his neck: PENNY FOR
        THE GUY", "The sign over the bar says THE GOLDEN COIN")."""
        run = self.capitals_run(t)
        if run is None:
            return False
        start, end = run
        k = start - 1  # (a number or a dash within the sign: "PITCH FEES - 2 SHILLINGS")
        while k > 0 and (
            self.doc[k].like_num
            or self.doc[k].text in ("-", "–", "—")
            or self.doc[k].is_upper
            and self.doc[k].is_alpha
        ):
            k -= 1
        if (
            k >= 0
            and self.doc[k].text == ":"
            and sum(x.is_upper and x.is_alpha for x in self.doc[k + 1 : end + 1]) >= 3
        ):
            return True  # "a placard round his neck: PENNY FOR THE GUY"
        while (  # a sign's words go on over its commas ("reads IN FOR A PENNY, IN FOR A POUND";
            start > 1  # not a list after a colon, "I can also see: BURST PURSE, SCATTERED
            and self.doc[start - 1].text in (",", ";", "-")  # SHILLINGS")
            and (earlier := self.capitals_run(self.doc[start - 2])) is not None
        ):
            start = earlier[0]
        before = self.doc[start - 1] if start > 0 else None
        return (
            before is not None
            and before.pos_ == "VERB"
            and self.may_verb(before, "wording")
            and end - start >= 2
        )

    def in_sign_words(self, t: Token) -> str | None:
        """Whether the coin word is in capitals beside words in capitals that are no metal, sum
        or coin of it, in a sentence in lower case: "said" after a verb of wording ("letters
        over the door read COIN ROOM"), "maybe" where nothing frames them ("INSERT COIN
        flashing on its screen"); None for a game's way of naming the thing ("a GOLD COIN",
        a list after a colon: "I can also see: BUNK, PLATINUM COIN")."""
        run = self.capitals_run(t)
        if run is None or run[1] == run[0]:
            return None
        if all(
            x.i == t.i
            or x.like_num
            or self.classes.may_be(x.lower_, "coin_metal")
            or self.classes.is_a(x.lower_, "money")
            or self.valued(x.lower_)
            for x in self.doc[run[0] : run[1] + 1]
        ):
            return None
        before = self.doc[run[0] - 1] if run[0] > 0 else None
        if before is not None and before.pos_ == "VERB" and self.may_verb(before, "wording"):
            return "said"
        if any(x.text == ":" for x in self.doc[: run[0]]) or (
            before is not None and before.lower_ in ("a", "an", "the", "some", "one", "two")
        ):
            return None
        return "maybe"

    def taken_away(self, t: Token) -> bool:
        """Whether the coin has been taken away ("the penny ... has been prised out", "the
        coins were stolen"): the passive subject of a verb of removal or of one with ``out``,
        ``away`` or ``off`` that is no verb of placing ("set out on the table")."""
        verb = t.head
        return (
            t.dep_ == "nsubjpass"
            and verb.tag_ == "VBN"
            and not any(c.dep_ == "neg" for c in verb.children)  # ("not yet taken": here)
            and (
                self.verb_is(verb, "removal")
                or any(c.dep_ == "prt" and c.lower_ in AWAY for c in verb.children)
                and not self.may_verb(verb, "presence")  # ("set out", "laid out": placed)
            )
        )

    def untaken(self, t: Token) -> bool:
        """Whether a coin's denial is of its taking ("A florin on the table, not yet taken.",
        "the coin has not been picked up"): still here."""
        verb = self.denial(t)
        return (
            verb is not None
            and verb.tag_ == "VBN"
            and t.dep_ in ("nsubj", "nsubjpass")
            and t.head.i == verb.i
            and (self.verb_is(verb, "acquire") or self.verb_is(verb, "removal"))
            and not self.verb_is(verb, "seek")  # ("Ducat: not found": no coin seen)
        )

    def respelled(self, t: Token) -> bool:
        """Whether a coin word is one only as a misspelling of one ("guarana": a guarani?): a
        guess, read in part."""
        low, lemma = t.lower_, t.lemma_.lower()
        return (
            not (self.classes.knows(lemma) or self.classes.knows(low))
            and self.classes.spelled(low) is not None
            and not any(
                x.i != t.i and self.classes.is_a(x.lemma_.lower(), "money") for x in self.doc
            )
        )  # (not "a 10-kroner coin": the coin says what it is)

    def reported(self, t: Token) -> bool:
        """Whether the coin is in what someone else says ("The barman swears someone lost a
        gold sovereign in here"): a clause a verb of saying reports (WordNet's express.v.02),
        its speaker not you."""
        a = self.first_conjunct(self.clause(t))  # (", and that it's still down the back")
        speaker = a.head
        return (
            a.dep_ == "ccomp"
            and any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in a.children)  # (a clause
            and speaker.pos_ == "VERB"  # of its own, not "Quest added: find the penny")
            and self.verb_is(speaker, "saying")
            and any(c.dep_ == "nsubj" and c.lower_ not in SELF for c in speaker.children)
        )

    def questioned(self, t: Token) -> bool:
        """Whether what someone says of the coin is a question ("a quizmaster is asking what a
        florin was worth"): a wh-word or "whether" in its clause, no claim that one is here."""
        a = self.first_conjunct(self.clause(t))
        return any(
            x.tag_ in ("WP", "WRB", "WDT") or x.lower_ in ("whether", "if")
            for x in a.subtree
            if x.i < t.i
        )

    def supposed(self, verb: Token) -> bool:
        """Whether a clause is only supposed: a modal of what would or could be, or an "if"
        clause hanging on it ("You could toss a coin for it, if you had one.")."""
        return any(
            c.tag_ == "MD"
            and c.lower_ in SUPPOSING
            or c.dep_ == "advcl"
            and any(m.dep_ == "mark" and m.lower_ in ("if", "unless") for m in c.children)
            for c in verb.children
        )

    def made_for(self, t: Token) -> bool:
        """Whether coins are the use a thing is made for ("a mould for florins", "a slot for
        pennies"), or a metal's word names things made for a task ("coppers for boiling"): no
        coin said to be there."""
        if (
            t.dep_ == "pobj"
            and t.head.lower_ == "for"
            and (t.head.head.pos_ == "NOUN" or self.doc[t.head.i - 1].pos_ == "NOUN")
        ):
            return True  # (the parse may hang "for" on the verb: "left the mould for florins")
        return self.classes.may_be(t.lemma_.lower(), "coin_metal") and any(
            p.dep_ == "prep"
            and p.lower_ == "for"
            and any(o.tag_ == "VBG" or o.lower_.endswith("ing") for o in p.children)
            for p in t.children
        )  # "coppers for boiling": a metal's vessels made for a task, not its coins

    def pocketed_after(self, verb: Token, t: Token, others: list[Token]) -> bool:
        """Whether someone handles the coin and then takes it ("The guard flips a coin, catches
        it, and pockets it."): a later verb of the same subject takes "it"."""
        if t.dep_ != "dobj" or not any(self.is_(a, "animate") for a in others):
            return False
        return any(
            w.i > verb.i
            and (self.verb_is(w, "removal") or self.verb_is(w, "acquire"))
            and any(c.dep_ == "dobj" and c.lower_ in ("it", "them") for c in w.children)
            for w in verb.conjuncts
        )

    def after_nor(self, t: Token) -> bool:
        """Whether the coin is the second of "neither ... nor", with no verb between ("neither
        a way east nor so much as a brass farthing"; not "Neither the door nor the window is
        open, but a gold coin lies on the sill")."""
        nor = next((x for x in reversed(self.doc[: t.i]) if x.lower_ == "nor"), None)
        return (
            nor is not None
            and not any(  # (nor a clause or a comma between: "no fire nor
                x.pos_ in ("VERB", "AUX") or x.text == "," for x in self.doc[nor.i + 1 : t.i]
            )
        )  # any lamp, yet a silver coin glints")

    def out_of_reach(self, t: Token) -> bool:
        """Whether the coin's clause puts it out of your reach ("far beyond your reach", "out
        of reach") or out of sight, or the sentence says you cannot reach it ("where you can
        see it but can't reach it"); not a reach said of something else ("a coin lies on the
        floor, though the high shelf is out of reach")."""
        held = {t.i, *(a.i for a in t.ancestors)}
        for x in self.doc:
            if x.dep_ != "pobj" or x.lemma_.lower() not in ("reach", "sight"):
                if (  # "can't reach it": the thing reached is the coin, or stands for it
                    x.lemma_.lower() == "reach"
                    and x.pos_ == "VERB"
                    and self.negated(x)
                    and any(
                        c.dep_ == "dobj" and (c.i == t.i or c.lower_ in PRONOUNS)
                        for c in x.children
                    )
                ):
                    return True
                continue
            prep = x.head
            if prep.lower_ == "of" and prep.head.lower_ == "out":
                prep = prep.head  # "out of reach", "out of sight"
            elif x.lemma_.lower() == "sight" or prep.lower_ not in ("beyond", "outside"):
                continue
            prep = self.first_conjunct(prep)  # "under the water and well out of reach": the
            # first place's
            if prep.head.i in held:  # hung on the coin or its clause
                return True
        return False

    def held(self, verb: Token, coin: Token) -> bool:
        """Whether a creature holds the coin ("the beggar holds a coin", "a lion holding a gold
        coin in its paw", "a portrait of the founder, a gold coin held up between finger and
        thumb"): its, not lying here."""
        if any(
            c.dep_ == "acl"
            and c.tag_ == "VBN"
            and c.lemma_.lower() == "hold"
            and any(x.lower_ in ("up", "between", "aloft") for x in c.children)
            for c in coin.children
        ):
            return True  # held up by someone, in a picture or a hand: not lying loose
        if coin.dep_ != "dobj" or verb.lemma_.lower() not in HOLDING:
            return False
        holders = [c for c in verb.children if c.dep_ == "nsubj"]
        if verb.dep_ == "acl":
            holders.append(verb.head)
        return any(self.is_(h, "animate") for h in holders)

    def dreamt(self, t: Token) -> bool:
        """Whether the clause of ``t`` is over ("there had been coins everywhere", "you had
        found a sovereign"): its verb in the past perfect, unless someone else put the thing
        here ("somebody had left a dime on the dryer": a verb of presence, WordNet's leave,
        put, hide; it is still there)."""
        verb = self.clause(t)
        if (
            verb.lemma_.lower() == "be"
            and verb.tag_ == "VBD"
            and any(c.lower_ in ("yesterday", "earlier") for c in verb.children)
        ):
            return True  # "Yesterday there was a shilling on the step; today the step is bare"
        if not (
            any(c.dep_ == "aux" and c.lower_ in ("had", "'d") for c in verb.children)
            and verb.tag_ == "VBN"
        ):
            return False
        others = [s for s in self.movers(verb) if s.lower_ not in SELF]
        placed = verb.lemma_.lower() != "be" and (
            self.verb_is(verb, "presence")
            or self.verb_is(verb, "release")  # "somebody had dropped a nickel under the piano"
            and any(c.dep_ == "prep" for c in verb.children)
        )
        return not (placed and others)

    def shown(self, verb: Token, coin: Token) -> bool:
        """Whether a clause is what a picture or a window shows: its verb's subject, or that of
        the finite verb a participle hangs from ("shows a saint holding up a coin")."""
        for a in (verb, *verb.ancestors):
            if a.pos_ == "VERB" and any(
                s.dep_ == "nsubj"
                and s.i != coin.i
                and (self.is_(s, "depiction") or self.is_(s, "barrier"))
                and not (a.lemma_.lower() in HOLDING and self.may_be(s, "container"))
                for s in a.children
            ):
                return True  # (a plate that holds pennies holds them: a plate is a dish too)
            if a.pos_ == "VERB" and a.dep_ not in ("acl", "xcomp", "advcl") and a.i != verb.i:
                return False
            if a.i == verb.i and a.tag_ not in ("VBG", "VBN"):
                return False  # a finite clause of its own ("... and lies a coin")
        return False
