"""Which words name money (docs/converter.md, "The reader"): a coin word of WordNet's money
class, however the tagger took it ("a wet farthing/VBG glints/NNS"), a phrase that is one ("a
louis d'or", "pieces of eight"), a piece or a bit of a metal or a value ("a ten-pence piece", "a
threepenny bit"); and where such a word names no coin lying anywhere: a price, a unit of what
follows, a name. Whether the sentence puts the coin in the room is :mod:`converter.coins`'."""

from __future__ import annotations

import re

from spacy.tokens import Token

from converter.drawn import Drawn

_AMOUNT = re.compile(r"^(?:[£$€¥]\d{1,4}(?:[.,]\d{1,2})?|\d{1,4}(?:p|c|d|ct|pence|cents?))$", re.I)
"""A coin's value written as an amount: "50p", "£1", "10c"."""
_COIN_VALUE = re.compile(r"^\d{1,3}(?:p|c)$", re.I)
"""A coin named by its value alone, with an article ("a 50p", "the 10p", "a 20c")."""
_NUMBER_WORD = re.compile(
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred)"
)
"""A number's word at the start of another ("threepenny": three and penny)."""
_READING = frozenset({"read", "say", "list", "show", "announce", "state"})
"""Verbs of what a sign, a list or a board says ("... reads: Postcards 1 coin")."""


MASS = frozenset({"change"})
"""Money words whose money sense is a mass noun ("some loose change"): their plural is another
sense ("five thousand changes rung on the bells")."""
_PRICING = frozenset({"cost", "charge", "sell", "price", "weigh"})
"""Verbs whose counted money is a price ("costs two cents", "charges a penny a go"), or a
measure ("sold by the pound")."""


_OWNERS = frozenset({"yours", "mine", "hers", "his", "theirs", "ours"})
"""Whose a thing is said to be ("The coin is yours!")."""


class Money(Drawn):
    """The words of a sentence that name money (mixed into :class:`converter.reading._Reader`
    through :class:`converter.coins.Coins`)."""

    def money(self, t: Token) -> bool:
        """Whether ``t`` names money: a word of the class, or the head of a phrase that is one
        ("pieces of eight")."""
        if t.i in self.titled:
            return False  # "the last reel of How the West Was Won": a name's word
        if self.is_(t, "money"):
            return True
        if _COIN_VALUE.match(t.text) and any(
            c.dep_ == "det" and c.lower_ in ("a", "an", "the", "this", "that", "one")
            for c in t.children
        ):
            return True  # "A 50p sits by the kettle.", "You got the 10p!"
        if (
            t.pos_ in ("NOUN", "PROPN")
            and any(  # "a louis d'or", "a half-crown" (its head last), however tokenised
                self.classes.is_a(phrase.replace("-", " "), "money")
                for k in (1, 2)
                for phrase in (
                    self.doc[t.i : t.i + k + 1].text.lower() if t.i + k < len(self.doc) else "",
                    self.doc[t.i - k : t.i + 1].text.lower() if t.i >= k else "",
                )
                if phrase
            )
        ):
            return True
        if t.pos_ in ("ADJ", "VERB") and self.lies_next(t) and self.may_be_word(t, "money"):
            return True  # "a wet farthing/VBG glints/NNS on the walkway": both mistagged
        if (
            t.pos_ == "VERB"
            and t.dep_ == "ROOT"
            and t.lower_ == t.lemma_.lower()
            and self.classes.is_a(t.lower_, "money")
            and any(x.text in (":", ",") for x in self.doc[: t.i])
        ):
            return True  # "Items: watering can, coin/VB": a list's last thing, taken for an order
        if (
            t.pos_ == "ADJ"
            and (
                t.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "attr")
                or t.dep_ == "amod"  # ("Items: jar, florin/JJ": a list's last, hung on the
                and t.head.i < t.i  # label behind it; not "Ships bob at anchor")
                and self.doc[t.i - 1].lower_ in (",", "and", "or")
                and not any(True for _ in t.children)
            )
            and self.classes.is_a(t.lower_, "money")
        ):
            return True  # "lies a single silver florin/JJ": tagged so, parsed as the noun
        if (
            t.tag_ in ("VBG", "RB")  # (a noun the tagger took for an adverb: "florin/RB")
            and (
                any(c.dep_ == "det" and c.lower_ in ("a", "an", "the", "one") for c in t.children)
                or t.dep_ == "ROOT"
                and t.i == 0  # "Farthing/VBG in the gutter."
                or t.i > 0
                and self.doc[t.i - 1].pos_ in ("NOUN", "ADJ")
                and any(
                    c.dep_ == "det" and c.lower_ in ("a", "an", "one")
                    for c in self.doc[t.i - 1].children
                )
            )  # ("lies a brass/dobj farthing/VBG": the word before took its article)
            and self.classes.is_a(t.lower_, "money")
        ):
            return True  # "is a worn copper farthing/VBG", "a silver florin/RB here"
        before = self.previous(t)
        if self.may_be_word(t, "coin_by_metal") and any(  # "a gold sovereign", "silver shillings"
            (c.dep_ in ("amod", "compound") or c is before)  # (the parse may hang "gold" apart)
            and self.of_metal(c)
            for c in [*t.children, *([before] if before is not None else [])]
        ):
            return True
        if (
            t.tag_ == "NNS"
            and self.classes.may_be(t.lemma_.lower(), "coin_metal")
            and t.lemma_.lower() not in MASS
            and not any(  # (not "the winter quarters", "living quarters": lodgings)
                c.dep_ == "compound" or c.dep_ == "amod" and c.tag_ == "VBG" for c in t.children
            )
        ):
            return True  # "a handful of coppers": a metal counted is its coins
        # ("a 20p piece glints/NNS": the parse hangs "20p" on the verb)
        piece = t.lemma_.lower() == "piece"  # (a bit is a coin only of a value: "a threepenny
        if (piece or t.lemma_.lower() == "bit") and any(  # bit"; "a silver bit" is a bridle's)
            (c.dep_ in ("amod", "compound", "nummod") or c.i == t.i - 1)
            and (
                piece
                and self.classes.may_be(c.lower_, "coin_metal")
                or self.is_(c, "money")  # "a five-franc piece"
                or self.may_be_word(c, "coin_sense")  # "a ten-pence piece"
                or _AMOUNT.match(c.text) is not None  # "a 50p piece" (GCIDE: "a sixpenny piece")
                or self.valued(c.lower_)  # "a threepenny bit", "a five-franc piece"
            )
            for c in [*t.children, *([before] if before is not None else [])]
        ):
            return True  # the unit of a metal one of whose senses is coins of it, or of a value
        after = self.doc[t.i + 1 : t.i + 3]
        return (
            len(after) == 2
            and after[0].lower_ == "of"
            and self.classes.is_a(f"{t.lemma_.lower()} of {after[1].lower_}", "money")
        )  # the words as written: the parser misreads the phrase ("a heap of pieces of eight")

    def valued(self, word: str) -> bool:
        """Whether a word is a number and a money word run together ("threepenny", "sixpenny",
        "tenpence"): a coin's value."""
        m = _NUMBER_WORD.match(word)
        rest = word[m.end() :].lstrip("-") if m else ""
        if rest:
            return any(
                self.classes.is_a(w, "money")
                for w in (rest, rest + "s", rest.replace("penny", "pence"))
            )
        return (
            any(  # a number's word spoken short: "tuppenny", "thruppenny" (a money word
                self.classes.is_a(word[i:], "money") and self.classes.is_a(word[i:], "coin_sense")
                for i in range(2, len(word) - 3)  # ending a word no knowledge base holds)
            )
            and not self.classes.knows(word)
        )

    def a_person(self, t: Token) -> bool:
        """Whether a money word names someone: a name ("Anna is in the hallway": capitalised,
        tagged a proper noun, with no article, number or modifier; "Penny the parrot"), or a word
        one of whose senses is a person or an animal (``money_animate``: "tanner", "guinea",
        "quetzal") doing what a coin cannot (a verb with an object: "a tanner is here, scraping a
        hide"; "a quetzal spreads its tail"; a coin falls, as a man does)."""
        kids = [c for c in t.children if c.dep_ in ("det", "nummod", "amod", "compound", "poss")]
        named = t.pos_ == "PROPN" or t.i == 0 and t.tag_ == "NN"  # ("Penny/NN is here")
        if named and t.text[:1].isupper() and not kids and t.i + 1 < len(self.doc):
            nxt = self.doc[t.i + 1]
            if nxt.pos_ in ("VERB", "AUX") and t.dep_ in ("nsubj", "nsubjpass"):
                return True
            if (
                nxt.lower_ == "the"
                and t.i + 2 < len(self.doc)
                and not self.money(self.doc[t.i + 2])
            ):
                return True  # "Penny the parrot squawks": a name and its epithet
            if t.dep_ == "appos" and self.is_(t.head, "animate"):
                return True  # "Your sister Penny is sitting on the step"
            epithet = next(
                (
                    x
                    for x in self.doc[t.i + 1 : t.i + 6]
                    if x.pos_ == "NOUN" and x.dep_ != "compound"
                ),
                t,
            )
            if nxt.text == "," and self.is_(epithet, "animate"):
                return True  # "Florin, the shop cat, is asleep": a name, its epithet set off
        if not self.is_(t, "money_animate"):
            return False
        acts = [c for c in t.children if c.dep_ in ("acl", "relcl") and c.pos_ == "VERB"]
        if t.dep_ == "nsubj" and t.head.pos_ in ("VERB", "AUX"):
            acts.append(t.head)
            if not self.verb_is(t.head, "presence"):  # ("a pound lies there, catching the
                acts.extend(  # light": what the light does to it)
                    c for c in t.head.children if c.dep_ == "advcl" and c.tag_ == "VBG"
                )
        return any(any(c.dep_ == "dobj" for c in v.children) for v in acts)

    def owned_by(self, verb: Token) -> str | None:
        """The possessive pronoun a verb of being gives its subject ("is hers"), or None (and
        None under a condition, "is yours if you can reach it", or in a quotation)."""
        if self.doc[0].is_quote or any(map(self.conditional, (verb, *verb.children))):
            return None
        said = (c.lower_ for c in verb.children if c.dep_ in ("attr", "acomp"))
        return next((w for w in said if w in _OWNERS), None)

    def priced(self, t: Token) -> bool:
        """Whether coins are a price: counted after ``for`` ("selling bread for two coins a
        loaf"), so much ``per`` thing ("ONE PENNY PER CART"), or counted in what a sign or a
        list reads ("A price list reads: Postcards 1 coin, Mugs 5 coins")."""
        so_many = any(c.dep_ == "amod" and c.lower_ in ("many", "much") for c in t.children)
        counted = so_many or any(c.dep_ == "nummod" for c in t.children)
        if (counted or t.head.head.tag_ == "CD") and t.dep_ == "pobj" and t.head.lower_ == "for":
            return True  # ("four for a pound": so many things for it)
        if so_many and t.dep_ == "pobj" and t.head.lower_ == "at":
            return True  # "so many hides at so many pence" (not "glance at the two pennies")
        if (
            t.dep_ == "pobj"
            and t.head.lower_ == "by"
            and any(c.dep_ == "det" and c.lower_ == "the" for c in t.children)
            and (t.head.head.tag_ == "NNS" or t.head.head.lemma_.lower() in _PRICING)
        ):
            return True  # a measure: "nails by the pound", "sold by the penny"
        if any(c.dep_ == "prep" and c.lower_ == "per" for c in t.children):
            return True  # a toll, a fare: "ONE PENNY PER CART"
        if (
            t.i >= 2
            and self.doc[t.i - 1].lower_ in ("a", "an", "per")
            and self.doc[t.i - 2].like_num
            and (t.i + 1 == len(self.doc) or self.doc[t.i + 1].is_punct)  # (not "2 a penny lies")
        ):
            return True  # a rate: "LIVE LOBSTER 14.50 A POUND"
        if t.head.lower_ == "worth" and t.dep_ in ("npadvmod", "pobj", "dobj"):
            return True  # a value: "whatever was worth a shilling"
        if counted and t.dep_ in ("dobj", "pobj") and self.clause(t).lemma_.lower() in _PRICING:
            return True  # "penny candy that costs two cents now", "costs under five pounds"
        x = t  # "marked in pounds, shillings and pence": units
        while x.dep_ == "conj" and x.head.i != x.i:
            x = x.head
        if x.tag_ == "NNS" and x.dep_ == "pobj" and x.head.lower_ == "in":
            return self.clause(x).lemma_.lower() in (*_PRICING, "mark", "reckon", "count")
        nxt = self.following(t)
        if counted and nxt is not None and nxt.lower_ in ("each", "apiece"):
            return True  # "STAMPS ONE PENNY EACH": a price
        colon = next((x for x in self.doc[: t.i] if x.text == ":"), None)
        said = colon is not None and colon.i > 0 and self.doc[colon.i - 1].pos_ == "VERB"
        return counted and said and self.doc[colon.i - 1].lemma_.lower() in _READING

    def names_a_coin(self, t: Token) -> bool:
        """Whether ``t`` names a coin or money as a thing (in a goal, in an opening's speech):
        money (or a rarer sense of it after a coin's metal), and not a unit of what follows, a
        price, a name or an owner ("a pound of candles", "Postcards 1 coin", "Mrs Penny",
        "Tanner's Lane")."""
        return (self.money(t) or self.metal_money(t)) and not self.no_thing(t)

    def metal_money(self, t: Token) -> bool:
        """Whether a word one of whose rarer senses is money follows a coin's metal ("his
        silver drachma": WordNet's first drachma is a weight)."""
        return (
            t.pos_ in ("NOUN", "PROPN")
            and self.may_be_word(t, "money_sense")
            and any(self.of_metal(x) for x in self.modifiers(t))
        )

    def of_metal(self, t: Token) -> bool:
        """Whether a word names a coin's metal, as a noun or as WordNet's adjective of it ("a
        gold sovereign", "a golden sovereign", "his silvery drachma")."""
        return self.classes.may_be(t.lower_, "coin_metal") or self.classes.is_a(
            t.lower_, "metallic"
        )

    def no_thing(self, t: Token) -> bool:
        """Whether a money word names no coin lying anywhere: a unit of what follows ("a pound
        of candles"), a price ("bread for two coins a loaf"), a name or an owner ("Mrs Penny",
        "Tanner's Lane")."""
        return (
            self.measure(t)
            or self.priced(t)
            or self.in_name(t)
            or (t.dep_ == "poss" and (t.pos_ == "PROPN" or self.owner(t)))
            or any(  # someone: "Find Anna, who has not come home" (an anna is a coin)
                c.dep_ == "relcl" and any(w.lower_ in ("who", "whom") for w in c.children)
                for c in t.children
            )
            or (  # a place: "the gate of the pound"; a measure: "cheeses the size of cartwheels"
                t.dep_ == "pobj"
                and t.head.lower_ == "of"
                and any(self.is_(t.head.head, k) for k in ("door", "way", "property"))
            )
            or self.signed(t)
            or self.name_given(t)
            or t.dep_ == "pobj"
            and t.head.lower_ in ("in", "into", "inside")  # a place one is in: "You are in the
            and t.tag_ == "NN"  # lobster pound" (not "knee-deep in gold coins")
            or any(  # a tool named by its use: "coppers for boiling sheets" (a wash boiler)
                c.dep_ == "prep"
                and c.lower_ == "for"
                and (
                    self.doc[c.i + 1].tag_ == "VBG"
                    or self.doc[c.i + 1].suffix_ == "ing"  # ("boiling/NN sheets": its compound)
                    and self.doc[c.i + 1].dep_ in ("compound", "amod")
                )
                for c in t.children
                if c.i + 1 < len(self.doc)
            )
        )

    def name_given(self, t: Token) -> bool:
        """Whether a money word is a name a word for names introduces, in apposition to it or
        in a list so set ("the name of its horse on a board: PENNY, SOVEREIGN, NICKEL")."""
        x = t  # (not "a sack label and a dime": a thing beside a label)
        while x.dep_ in ("appos", "conj", "nmod", "compound") and x.head.i != x.i:
            if x.dep_ == "appos" and self.is_(x.head, "name"):
                return True
            x = x.head
        return False

    def signed(self, t: Token) -> bool:
        """Whether a money word in capitals is part of the name a sign shows ("the sign of the
        GOLD SOVEREIGN swings": an inn's), read in the words as written (the parse takes such a
        name for anything)."""
        k = t.i - 1
        while k >= 0 and self.doc[k].is_alpha and self.doc[k].text[0].isupper():
            k -= 1
        k -= k >= 0 and self.doc[k].lower_ == "the"
        return (
            t.text[0].isupper()
            and k >= 1
            and self.doc[k].lower_ == "of"
            and self.classes.is_a(self.doc[k - 1].lemma_.lower(), "display")
        )

    def owner(self, t: Token) -> bool:
        """Whether a money word that also names a person owns what follows ("a tanner's tally":
        the one who tans)."""
        nxt = self.following(t)
        return nxt is not None and nxt.tag_ == "POS" and self.is_(t, "money_animate")
        # (a coin's own glint is the coin's: "A coin's glint catches your eye")

    def measure(self, t: Token) -> bool:
        """Whether a money word that is also a unit of measure (``measure``: "pound"), or a unit
        of money that is no coin ("quid", whose rarer sense is a chew), measures the thing after
        it ("a pound of candles", "a quid of tobacco"): ``of`` and a noun that is no money nor a
        coin's metal ("a coin of silver", "pieces of eight" are coins)."""
        if not (self.is_(t, "measure") or not self.may_be_word(t, "coin_sense")):
            return False
        return any(
            c.dep_ == "prep"
            and c.lower_ == "of"
            and c.i == t.i + 1
            and not (c.i + 1 < len(self.doc) and self.doc[c.i + 1].like_num)  # ("pieces of eight
            # lies/NNS": a number, no thing measured)
            and any(
                x.dep_ == "pobj"
                and x.pos_ == "NOUN"
                and not self.money(x)
                and not self.classes.may_be(x.lower_, "coin_metal")
                and not self.classes.is_a(f"{t.lemma_.lower()} of {x.lower_}", "money")
                for x in c.children
            )
            for c in t.children
        )

    def modifiers(self, t: Token) -> list[Token]:
        """The words before a noun in its phrase, nearest first, back to its article or the
        start of the list item ("a bronze Roman follis": Roman, bronze), at most three."""
        out = []
        for x in reversed(self.doc[max(0, t.i - 3) : t.i]):
            if x.pos_ not in ("ADJ", "NOUN", "PROPN") or x.is_punct:
                break
            out.append(x)
        return out

    def may_be_word(self, t: Token, name: str) -> bool:
        """:meth:`may_be` whatever the tagger made of the word."""
        return self.classes.may_be(t.lemma_.lower(), name) or self.classes.may_be(t.lower_, name)

    def lies_next(self, t: Token) -> bool:
        """Whether the word after ``t`` is a verb of being here the tagger took for a noun ("a
        golden sovereign lies/NNS in the dust", "rests/NNS")."""
        nxt = self.following(t)
        return (
            nxt is not None
            and nxt.tag_ == "NNS"
            and any(self.classes.may_be(w, "presence") for w in (nxt.lower_, nxt.lower_[:-1]))
        )

    def half_said(self, t: Token) -> bool:
        """Whether a compound's head is a degree before a participle the parse took for a noun
        ("a gold coin half/attr buried in the straw"): the coin is the thing."""
        head = t.head
        after = self.following(head)
        return head.i == t.i + 1 and after is not None and after.tag_ in ("VBN", "VBD")

    @staticmethod
    def verb_taken_for_noun(head: Token) -> bool:
        """Whether the word a coin is a compound of is a verb the tagger took for a noun ("a coin
        catches the light", "a coin lying in the grass"): it has an object, or is an -ing form."""
        return (
            any(c.dep_ == "dobj" for c in head.children)
            or (len(head.lower_) >= 5 and head.lower_.endswith("ing"))
            or head.tag_ == "NNS"  # "a coin spins/NNS, wobbles, and lies still": verbs listed
            and any(c.pos_ == "VERB" for c in head.conjuncts)
            or head.tag_ == "NNS"  # "a silver coin winks/NNS": "a" is no plural's article
            and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in head.children)
        )
