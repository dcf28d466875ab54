"""Whether a sentence puts a coin in the room (docs/converter.md, "The reader"): present when a
clause says it is there (``a coin lies here``, ``you can see a coin``), not when the clause is
denied, a goal, a condition, a picture, someone's, said, heard, remembered, sought, once had,
taken away, in another room or on you; taken or dropped by you. Which words name money at all
is :mod:`converter.money`'s."""

from __future__ import annotations

import re

from spacy.tokens import Token

from converter.clauses import EXCEPT, FORMERLY, SELF, ends_label
from converter.goals import GOAL_NOUNS, ahead, exclaimed
from converter.gone import Gone
from converter.money import MASS
from converter.not_taken import AWAY, HOLDING
from converter.replies import LIGHT_VERBS
from converter.takings import reported_taking

_ARTICLES = frozenset({"the", "a", "an", "for", "single"})
_OTHER_PLACE = frozenset({"next", "adjacent", "neighbouring", "neighboring", "other", "far"})
_BESIDE = frozenset({"at", "by", "near", "beside", "before", "behind", "under", "below"})
"""Where a thing is beside you, not on you ("caught in a net at your feet")."""
_BEING = frozenset({"be", "exist", "wait", "await"})
_NONE = frozenset({"none", "nothing", "nil", "no", "zero", "0", "n/a", "-"})
"""A label's answer that there is none ("Coins seen: none")."""
_VAGUE = frozenset({"somewhere", "someplace", "anywhere", "upstairs", "downstairs"})
"""Where nobody says, or another floor: "a coin is hidden somewhere", "upstairs a coin drops"."""


_PATHS = frozenset({"across", "through", "along", "beyond", "toward", "towards"})
"""Prepositions of a way's path: their object is a place one crosses, never a coin."""
_ON_YOU = frozenset({"in", "inside", "into", "within", "on", "round", "around"})
"""Where a thing of yours holds a coin ("in your pocket", "on its chain round your neck")."""
_COUNT = re.compile(r"^[x×]\d{1,4}$", re.I)
"""A count after a thing ("coin x1", "rope x2")."""


class Coins(Gone):
    """The coin in a sentence (mixed into :class:`converter.reading._Reader`)."""

    def coin_guess(self, t: Token) -> bool:
        """Whether a thing the reader cannot class as money is put in the room as a coin lying
        there: a word one of whose rarer senses is a coin ("some loose change", "a quarter on
        the bench"), or a word the knowledge base does not hold after a coin's metal ("a silver
        denarius", "a gold zorkmid"). A guess: its sentence is read in part, so no rule is
        claimed on it. (A word the base does not hold, alone, is read as no coin: "a cityguard
        stands here" is most of them.)"""
        if t.pos_ not in ("NOUN", "ADJ") or not t.is_alpha:
            return False
        if t.dep_ == "compound" and t.head.i == t.i + 1:
            return False  # "a bucket of crown caps": what the word names a kind of (or "a
            # twenty-tyiyn coin": the coin, read itself)
        if t.pos_ == "ADJ":  # "a bronze sovereign/JJ rests/NNS on the rim"
            return self.lies_next(t) and self.may_be_word(t, "coin_sense")
        before = self.previous(t)
        if before is not None and before.dep_ == "compound":
            phrase = f"{before.lower_} {t.lemma_.lower()}"
            if self.classes.knows(phrase) and not self.classes.is_a(phrase, "money"):
                return False  # "a sand dollar": the knowledge base's own thing
        if self.may_be(t, "coin_sense"):
            if t.tag_ == "NNS" and t.lemma_.lower() in MASS:
                return False  # "five thousand and forty changes": money's "change" is a mass
            placed = t.dep_ == "ROOT" and any(  # "Quarter on the dryer.": no verb, where it lies
                c.dep_ == "prep" and c.lower_ in ("on", "in", "under", "by", "beside")
                for c in t.children
            )
            return self.lies_here(t) or self.lies_next(t) or self.pocketed(t) or placed
        metal = any(self.classes.may_be(x.lower_, "coin_metal") for x in self.modifiers(t))
        forms = self.classes.words_of(t.lower_) | {t.lemma_.lower()}
        known = any(self.classes.knows(w) for w in forms)
        if known and any(self.classes.may_be(w, "money_sense") for w in forms):
            known = False  # "a silver mark": a word with a sense of money, after a metal
        if not metal or known or not self.said_here():
            return False
        return self.lies_here(t) or not any(x.pos_ in ("VERB", "AUX") for x in self.doc)
        # (a word the tagger does not know can leave no verb: "A zorkmid lies/NNS here")

    def emptied(self, t: Token) -> bool:
        """Whether a thing is said to be empty of coins ("its basin empty of coins", "a till
        devoid of coins"): the object of ``of`` on a word of WordNet's empty class."""
        return (
            t.dep_ == "pobj"
            and t.head.lower_ == "of"
            and self.classes.is_a(t.head.head.lemma_.lower(), "empty")
        )

    def pocketed(self, t: Token) -> bool:
        """Whether you take ``t`` ("You pocket the sovereign."): what you take is what lay here."""
        verb = t.head
        return (
            t.dep_ == "dobj"
            and (self.verb_is(verb, "acquire") or self.verb_is(verb, "removal"))
            and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in verb.children)
        )

    def said_here(self) -> bool:
        """Whether the sentence says something is here: ``here``, or a word of being here
        (``lies``, ``rests``, ``glints``, any sense); or, with no verb, a place and a colon
        ("On the anvil: a silver obol."), or a thing named alone, as a MUD lists what lies
        in a room ("A copper halala.")."""
        if any(
            x.lower_ == "here" or self.classes.may_be(x.lemma_.lower(), "presence")
            for x in self.doc
        ):
            return True
        colon = next((x.i for x in self.doc if x.text == ":"), None)
        verbless = not any(x.pos_ in ("VERB", "AUX") for x in self.doc)
        alone = self.doc[0].lower_ in ("a", "an") and sum(x.is_alpha for x in self.doc) <= 4
        return verbless and (alone or colon is not None and self.doc[0].pos_ == "ADP")

    def lies_here(self, t: Token) -> bool:
        """Whether a clause puts a thing in the room: its subject or object, in a clause that
        says a thing is here, with no direction in it ("the servants' quarters lie north") and
        nothing of it ("a change of clothes")."""
        if t.dep_ not in ("nsubj", "nsubjpass", "attr", "dobj", "conj", "appos", "ROOT"):
            return False
        if any(c.dep_ in ("prep", "poss") and c.lower_ != "on" for c in t.children):
            return False  # "a change of clothes", "the quarter of the city", "his crown"
        verb = self.clause(t)
        if any(self.point(x) for x in verb.subtree):
            return False
        here = any(c.lower_ == "here" for c in verb.subtree) or any(
            c.dep_ == "expl" for c in verb.children
        )
        return here or self.asserts_presence(verb)

    def coins(self, r: dict) -> None:
        colon = next((t.i for t in self.doc if t.text == ":"), None)
        after = self.doc[colon + 1 :].text.lower() if colon is not None else ""
        after = after.partition("(")[0].strip(" .!")  # ("coin: taken (2 coins carried)")
        if after in ("taken", "dropped") and any(self.money(t) for t in self.doc[:colon]):
            r["taken" if after == "taken" else "dropped"] = True  # Inform's "Gold coin: Taken."
            return
        first = self.doc[0]
        if (
            (colon == 1 or first.dep_ == "ROOT" and first.tag_ in ("VBD", "VBN"))
            and (  # ("Pocketed: 20p coin/nsubj.": the label's colon parts them)
                colon == 1 or not any(c.dep_ in ("nsubj", "nsubjpass") for c in first.children)
            )
            and (colon is not None or not any(c.dep_ == "prep" for c in first.children))
            # ("Caught in the mesh of a net, a silver coin winks"; not "Taken from the chest:")
            and (self.verb_is(first, "acquire") or self.verb_is(first, "removal"))
            and not self.verb_is(first, "seek")  # ("Found a coin on the floor": it is there)
            and any(self.money(t) for t in self.doc[1:])
            and not any(x.dep_ == "neg" for x in self.doc[: colon or 1])  # ("Found, not removed:
        ):  # one silver dollar coin under the trolley": there still)
            r["taken"] = True  # "Pocketed: one penny.", "Got it -- one gold sovereign."
            return
        if reported_taking(self):
            r["taken"] = True  # "One gold coin taken.", "ACK // 1 x 20p coin recovered."
            return
        for t in self.doc:
            money = self.money(t)
            guess = not money and self.coin_guess(t)
            if not (money or guess):
                continue
            guess = guess or self.respelled(t)  # ("sticky with spilt guarana": a guarani?)
            self.undecided.discard(t.i)
            if colon is not None and t.i < colon and after in _NONE:
                continue  # "Coins seen: none": a label's answer that there is none
            if any(self.point(x) and self.labels(x) for x in self.doc[: t.i]):
                r["names_money"] = True  # "east: a brass coin" (a scan): that way, not here
                continue
            if self.a_person(t):
                continue  # "Anna is in the hallway", "a tanner is here, scraping a hide"
            if t.tag_ == "NNS" and t.dep_ == "ROOT" and any(c.dep_ == "nsubj" for c in t.children):
                continue  # "A clown cartwheels/NNS across the ring": a verb with its subject
            if self.emptied(t):
                continue  # "its basin empty of coins", "a till devoid of coins"
            if any(
                c.dep_ in ("amod", "compound")
                and c.pos_ == "NOUN"  # ("hidden": no hide; "old-Earth": no soil)
                and (c.i == 0 or c.text.islower())
                and self.classes.is_a(c.lemma_.lower(), "stuff")
                for c in t.children
            ):
                continue  # "chocolate coins", "paper crowns": made of what no coin is
            verbless = not any(x.pos_ in ("VERB", "AUX") for x in self.doc)
            head = t.head
            nxt = self.following(t)
            phrases = [f"{t.lower_} {head.lemma_.lower()}"] if t.dep_ == "compound" else []
            ends = {nxt.lower_, nxt.lower_.removesuffix("s")} if nxt and nxt.is_alpha else ()
            phrases += [f"{t.lower_} {e}" for e in ends]  # ("penny dreadfuls": a penny dreadful)
            if any(self.classes.knows(p) and not self.classes.is_a(p, "money") for p in phrases):
                continue  # "a coin slot", "a penny dreadful": the knowledge base's own thing
            if (
                t.dep_ in ("compound", "amod", "nmod")
                and not _COUNT.match(head.text)  # "coin x1": a MUD's count, not a thing
                and not (self.in_capitals(head) and not t.is_upper)  # ("a coin stamped EAST
                # INDIA COMPANY lies": the parse hangs the coin on the stamp's words)
                and not self.half_said(t)
                and not self.is_(t.head, "money")
                and not (
                    verbless
                    and t.head.dep_ != "pobj"
                    and (
                        t.head.tag_ == "NNS"
                        or t.head.i != t.i + 1
                        or self.classes.may_be(t.head.lemma_.lower(), "presence")
                    )
                )  # ("a louis d'or glints/NNS", "a penny lie/NN": the verb mistagged;
                # "lantern, coin, rope": a list parsed as one noun; "empty coin bag" is a bag;
                # "a rack of dime novels": the object of a preposition is a noun)
                and not self.verb_taken_for_noun(t.head)
                and not self.lies_next(t)
                and not (t.dep_ == "compound" and self.verb_is(t.head, "presence"))  # ("a silver
                # coin/compound lay/VBD on the lid": a verb has no compounds; its subject)
            ):
                continue  # a coin slot, a coin purse
            if self.unmasked(t):
                r["gone"] = True  # "It isn't a coin at all.": what was taken for one is not
                continue
            x = t.head if t.dep_ == "compound" else t  # ("twenty-tyiyn/compound coin")
            owner = x.head.lemma_ == "be" and x.dep_ == "nsubj" and self.owned_by(x.head)
            if owner:  # "The coin is yours!": taken; "... is hers!": someone has it
                r["taken" if owner in ("yours", "mine") else "gone"] = True
                continue
            if (
                self.negated(t)
                and not self.saved(t)
                and not self.untaken(t)
                or self.after_nor(t)
                or self.quoted(t)
                or self.carried(t)
            ):
                continue
            if self.elsewhere(t):  # named, but not here: what a goal's "it" may be ("he hid a
                r["names_money"] = True  # quarter somewhere in the flat. Find it!")
                continue
            if self.theirs(t) or self.absent(t) or self.carried_off(t):
                r["gone"] = True
                continue
            if t.dep_ == "pobj" and t.head.lower_ in _PATHS and self.crossed(t.head):
                continue  # "a causeway across the black fen": a place (fen, a marsh; a coin)
            if any(a.dep_ == "prep" and a.lower_ == "about" for a in t.ancestors):
                continue  # "singing about a lass who lost her golden guinea": a story's
            if nxt is not None and nxt.text in ("-", "‐") and t.whitespace_ == "":
                continue  # "a coin-operated gramophone": a word made of it
            if any(c.dep_ == "poss" for c in t.children):
                continue  # "counting his coins", "the Mint's new coin": someone's, not here
            if self.no_thing(t) and not _COUNT.match(head.text):  # ("coin/NNP x1/NNP": no
                continue  # name) "a pound of candles", "Postcards 1 coin", "Mrs Penny": no coin
            if (
                t.dep_ == "dobj"
                and t.head.dep_ == "pcomp"
                and t.head.head.lower_ == "for"
                or t.dep_ == "pobj"  # (parsed "for striking/amod coins/pobj")
                and t.head.lower_ == "for"
                and any(c.dep_ == "amod" and c.tag_ == "VBG" for c in t.children)
            ):
                continue  # "moulds for striking coins", "a machine for counting coins": a use
            if self.depicted(t) or self.drawn(t):
                continue  # a painting of a coin, "a mosaic of a great gold coin" (tagged ADJ),
                # "a gold coin painted on its lid"
            if self.marked_state(t) or self.shut_in(t):
                continue  # "a copper (closed)": Inform's state of a container, no coin
            if (
                self.likened(t)
                or self.counted_in(t)
                or self.labelled(t)
                or self.taken_away(t)
                or self.made_for(t)
                or self.written(t)
            ):
                continue  # "as wide as cartwheels", "sums in guineas", "a tin marked PETTY
                # CASH", "the penny ... has been prised out"
            sign = self.in_sign_words(t)
            if sign is not None:  # "read COIN ROOM": a sign's words; "INSERT COIN flashing on
                r["partial"] = r.get("partial", False) or sign == "maybe"  # its screen": maybe
                continue  # one, read in part, so no rule is claimed on it
            if self.reported(t):
                if not self.questioned(t):  # (asked about: "what a florin was worth")
                    r["present"] = r["partial"] = True  # "The barman swears someone lost a
                continue  # sovereign in here": his word for it, a doubt
            if self.out_of_reach(t):
                continue  # "Coins wink in its basin, far beyond your reach": not to take
            if self.doc[-1].text == "?" and not self.pointed_at(t) or self.dreamt(t):
                continue  # "Is that a coin under the table?" asks; "there had been coins" was
            verb = self.clause(t)
            if self.conditional(verb) or ahead(verb):
                continue
            if verb.pos_ in ("VERB", "AUX"):
                subject = self.movers(verb)  # (a participle without one: its clause's)
                first = verb  # "to search the house and find the coin": the first verb's "to"
                while first.dep_ == "conj" and first.head.pos_ in ("VERB", "AUX"):
                    first = first.head
                infinitive = (
                    any(
                        c.dep_ == "aux" and c.lower_ == "to"
                        for v in (verb, first)
                        for c in v.children
                    )
                    or first.dep_ == "xcomp"
                ) and not self.turns_out(verb)
                labelled = verb.i > 1 and ends_label(self.doc, verb.i - 1)
                imperative = (  # ("Objective: get the coin.": the label is no subject; not
                    verb.tag_ == "VB"  # "Items: can, coin/VB", the coin its own verb)
                    and verb.i != t.i
                    and (labelled or not subject and verb.dep_ == "ROOT")
                    and not exclaimed(self, verb)  # ("Look, a coin on the floor!": shown)
                ) or any(  # "TASK FIND COIN AND TAKE IT": a label the parse took for a subject
                    a.lemma_.lower() in GOAL_NOUNS and a.i == verb.i - 1 and not list(a.lefts)
                    for a in subject
                )
                if (
                    (self.verb_is(verb, "acquire") or self.verb_is(verb, "removal"))
                    and not self.verb_is(verb, "seek")  # "I've found a 50p piece": it is here
                    and any(a.lower_ in SELF for a in subject)
                ):  # "You take the coin", "You pocket the sovereign"
                    r["taken"] = True
                    continue
                others = [a for a in subject if a.lower_ not in SELF] or [
                    c for c in verb.children if c.dep_ == "csubj"
                ]
                if (
                    others
                    and t.dep_ == "dobj"
                    and (
                        verb.tag_ in ("VBD", "VBN")
                        or verb.tag_ in ("VBZ", "VBP", "VB")  # "the meter takes 50p pieces", "a 10p
                        and (t.tag_ == "NNS" or any(d.lower_ in ("a", "an") for d in t.lefts))
                        # coin": what a thing takes, coins at large (not what a table
                        and verb.lemma_.lower() not in LIGHT_VERBS  # "has")
                        or verb.dep_ == "relcl"  # "a vending machine that takes only change"
                        and verb.lemma_.lower() not in LIGHT_VERBS  # ("a table that has a coin")
                        or any(self.is_(a, "animate") or a.pos_ == "PROPN" for a in others)
                        and not any(  # ("a coat hanger, that has a coin": a thing's "that";
                            c.dep_ == "nsubj" and c.tag_ == "WDT" for c in verb.children
                        )  # a person has "who")
                    )
                    and (
                        self.verb_is(verb, "acquire")
                        or self.verb_is(verb, "removal")
                        or any(c.dep_ == "prt" and c.lower_ in AWAY for c in verb.children)
                    )
                ):
                    r["gone"] = r.get("gone", False) or (
                        (
                            verb.dep_ == "ROOT"
                            or verb.dep_ == "conj"  # ("A jackdaw drops onto the crate, seizes
                            and verb.head.dep_ == "ROOT"  # the penny and flies off": the one
                            and any(c.lower_ in ("the", "that") for c in t.children)  # seen;
                        )  # not "a clerk sits at the desk and takes coins from a customer")
                        and self.verb_is(verb, "acquire")
                    )
                    continue  # "whoever was here took every last coin", "Kessa gets a coin": gone
                if self.pocketed_after(verb, t, others):
                    r["gone"] = True  # "The guard flips a coin, catches it, and pockets it."
                    continue
                if self.shown(verb, t):
                    continue  # "a window shows a saint holding up a coin": a picture
                if self.held(verb, t):
                    continue  # "a lion holding a gold coin in its paw": someone's
                if (
                    t.dep_ == "dobj"
                    and any(self.is_(a, "animate") for a in others)
                    and self.may_verb(verb, "handling")
                ):
                    continue  # "a clerk stacks gold coins into a locked drawer": his to handle
                    # (a coin a guard ignores, a cat bats or a traveller lost lies here)
                if t.dep_ == "dobj" and self.verb_is(verb, "hearing"):
                    continue  # "you hear coins jingling": heard, not seen here
                if self.verb_is(verb, "recalling"):
                    continue  # "you remember a gold coin hidden in its saddle": a memory
                if t.dep_ == "pobj" and t.head.lower_ == "for" and self.verb_is(verb, "seek"):
                    continue  # "you search the hay for coins": sought, not seen
                if t.dep_ == "dobj" and others and self.may_verb(verb, "depicting"):
                    continue  # "someone has scratched a coin into the table": an image
                if verb.tag_ in ("VBD", "VBN") and any(
                    c.lower_ in FORMERLY for c in verb.children if c.dep_ == "advmod"
                ):
                    continue  # "the shelves that once held the bishop's coins": no longer
                if self.verb_is(verb, "release") and any(a.lower_ in SELF for a in subject):
                    r["dropped"] = r.get("dropped", False) or not self.supposed(verb)
                    continue  # (not "You could toss a coin for it, if you had one.")
                if infinitive or imperative or verb.dep_ == "xcomp" and not self.turns_out(verb):
                    continue  # a goal: "retrieve the coin", "your task is to take the coin"
                placed = verb.i == t.i and any(  # "Farthing/VBG in the gutter.": no verb, a
                    c.dep_ == "prep"
                    for c in t.children  # coin and where it lies
                )
                if not self.asserts_presence(verb) and not placed:
                    r["partial"] = True  # a coin in a clause that does not say it is here
            r["partial"] = r.get("partial", False) or guess
            r["present"] = True
        # "Taken." / "You take it.": the acquiring verb alone
        root = self.doc[:].root
        words = [t for t in self.doc if t.is_alpha]
        if (
            root.pos_ in ("VERB", "AUX")
            and (self.verb_is(root, "acquire") or root.lemma_.lower() == "pocket")
            and (
                root.tag_ == "VBN"
                and len(words) <= 2
                or len(words) <= 5  # "You pick it up.", "You take it."
                and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in root.children)
                and any(c.dep_ == "dobj" and c.lower_ in ("it", "them") for c in root.children)
            )
            and not self.negated(root)  # ("Not removed.": still there)
        ):
            r["taken"] = True

    def pointed_at(self, t: Token) -> bool:
        """Whether a question asks about a coin it points at ("And whose is that ten-pence piece
        on the carpet?": there; not "Did you see that coin?")."""
        return (
            any(c.dep_ == "det" and c.lower_ in ("that", "this") for c in t.children)
            and self.clause(t).lemma_ == "be"
            and any(x.tag_ in ("WP", "WP$", "WRB") for x in self.doc)
        )

    @staticmethod
    def turns_out(verb: Token) -> bool:
        """Whether "to be" says what a thing is, after a verb of seeming ("turns out to be a
        coin", "proves to be a sixpence"): no goal."""
        return (
            verb.lemma_ == "be"
            and verb.dep_ == "xcomp"
            and verb.head.lemma_.lower() in ("turn", "prove", "seem", "appear")
        )

    def saved(self, t: Token) -> bool:
        """Whether a denied coin is the exception to its denial: "not a coin to be seen, save
        the one glinting under the rug", "no coins but one"; "nothing here but a penny" (the
        coin after the exception)."""
        denial = self.denial(t)
        if denial is None:
            return False
        if any(e.lower_ in EXCEPT and denial.i < e.i < t.i for e in self.doc):
            return True
        for e in self.doc[t.i + 1 :]:
            if e.lower_ in ("no", "not", "nor", "never"):
                return False  # another denial's exception ("no coin here, and no door but the
                # one to the east")
            if e.lower_ in EXCEPT:
                rest = [x for x in self.doc[e.i + 1 : e.i + 4] if x.lower_ not in _ARTICLES]
                return bool(rest) and (rest[0].lower_ in ("one", "ones") or self.money(rest[0]))
        return False

    def carried(self, t: Token) -> bool:
        """Whether a thing is on you: "the penny in your pocket", "sewn into the hem of your
        cloak"; or in someone else's: "turning a coin over in his fingers", "sweeps the florin
        into her apron pocket"."""
        for a in (t, *t.ancestors):
            if (
                a.lemma_.lower() in ("have", "carry")
                and a.pos_ in ("VERB", "AUX")
                and a.dep_ != "aux"
                and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in a.children)
            ):
                return True  # "You have a leather purse (which holds two pennies)": yours
            if a.lemma_.lower() in HOLDING and any(
                c.dep_ == "nsubj"
                and any(p.dep_ == "poss" and p.lower_ in ("your", "my") for p in c.children)
                for c in a.children
            ):
                return True  # "Your scrip holds a heel of bread and a gold solidus."
            for c in a.children:  # (in, on or into what is yours; "at your feet" is here)
                if c.dep_ == "prep" and c.lower_ in _ON_YOU:  # ("on its chain round your neck")
                    for x in c.subtree:  # (yours, or in or on yours: "the hem of your cloak",
                        if (  # "the purse on your belt"; not "a net at your feet")
                            x.dep_ == "poss"
                            and x.lower_ in ("your", "my")
                            and not any(
                                p.dep_ == "prep" and p.lower_ in _BESIDE and c.is_ancestor(p)
                                for p in x.ancestors
                            )
                        ):
                            return True
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in ("acl", "relcl", "xcomp", "advcl"):
                break
        return False

    def crossed(self, prep: Token) -> bool:
        """Whether a path preposition is a way's ("a causeway across the fen", "the road runs
        through the fen"), not a creature's ("a rat scurries toward a gold coin")."""
        holder = prep.head
        if self.is_(holder, "way"):
            return True
        return holder.pos_ == "VERB" and any(self.is_(m, "way") for m in self.movers(holder))

    def elsewhere(self, t: Token) -> bool:
        """Whether a thing is put in another room ("coins jingling in the next room") or in no
        room said ("a coin is hidden somewhere in this house": where, nobody says)."""
        verb = self.clause(t)
        placing = [t, t.head, *(c for c in t.children if c.dep_ == "acl"), verb]
        if any(c.lower_ in _VAGUE and c.dep_ == "advmod" for a in placing for c in a.children):
            # (not "you spot a coin somewhere in the straw": seen)
            return not any(c.dep_ == "nsubj" and c.lower_ in SELF for c in verb.children)
        for a in (t, *t.ancestors):
            for c in a.children:
                if (
                    c.dep_ == "prep"
                    and c.lower_ == "through"
                    and a.pos_ == "VERB"
                    and any(x.dep_ == "nsubj" and x.lower_ in SELF for x in a.children)
                    and any(  # "Through the open doorway you can see a gold coin lying ..."
                        x.dep_ == "pobj"
                        and (
                            self.is_(x, "way")
                            or self.is_(x, "door")
                            or self.is_(x, "barrier")
                            or self.may_be(x, "door")  # "Through the serving hatch you can see"
                            or x.lower_ in ("it", "them")  # "The glass door ... is shut. Through
                        )  # it you can see a gold coin": what it was said of
                        for x in c.children
                    )
                ):
                    return True
                if c.dep_ != "prep" or c.lower_ not in ("in", "inside", "beyond", "behind", "on"):
                    continue
                for x in c.children:
                    if (
                        x.dep_ == "pobj"
                        and (self.is_(x, "room") or x.lemma_.lower() == "side")
                        and any(m.lower_ in _OTHER_PLACE for m in x.children)
                    ):
                        return True  # "in the next room", "on the other side"
            if a.pos_ in ("VERB", "AUX") and a.dep_ not in (
                "acl",
                "relcl",
                "xcomp",
                "advcl",
                "ccomp",  # "you can see a coin lying/ccomp ...": the seeing's place too
            ):
                break
        return False

    def asserts_presence(self, verb: Token) -> bool:
        """Whether a clause with a coin in it says the coin is here: being, lying, shining,
        seen, left or held there (WordNet's verbs of those, any sense). A coin in any other
        clause ("an urchin snatches up the coin", "he flips a coin") is read as present but its
        sentence as read in part, so no rule is claimed on it."""
        lemma = verb.lemma_.lower()
        if lemma in _BEING or lemma in HOLDING or self.may_verb(verb, "presence"):
            return True
        return (  # "somebody had dropped a nickel under the piano": where it was let fall
            verb.tag_ == "VBN"
            and any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)
            and self.verb_is(verb, "release")
            and any(c.dep_ == "prep" for c in verb.children)
        )
