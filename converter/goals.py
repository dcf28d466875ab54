"""The game's stated goal in a sentence (docs/converter.md, "The reader", and "Know which task
it was trained for"): "Your task is to ...", "First, go north.", "Let's cook a meal.", an
obligation ("You must escape"), a request in quotes, a tally of the goal ("Eggs 0/3"); and
whether the goal is one of moving, opening and taking over ways out, doors, rooms and coins
(what a policy of those verbs and classes can do). Mixed into :class:`converter.reading._Reader`
beside the replies."""

from __future__ import annotations

import itertools
import re

from spacy.tokens import Token

from converter.clauses import SELF, Clauses, ends_label
from converter.frame import NO_TITLE
from converter.replies import LIGHT_VERBS

_OBLIGATION = frozenset({"must", "should", "ought"})
GOAL_NOUNS = frozenset(
    {"task", "objective", "goal", "mission", "quest", "aim", "job", "chore", "errand", "challenge"}
)
_POLITE = frozenset({"please", "pls", "plz"})
"""The word of a polite order, before its verb ("Please find my hat!")."""
_WISHING = frozenset({"want", "need", "wish"})
"""Verbs of someone's wish that is yours to meet ("Mrs Penny wants her cat back"). Listed, not
a WordNet class: the classes under desire.v.01 and need.v.01 hold "die", "miss", "regret",
"take", "cost" and "draw" (checked in session 14), which state no wish in a room's text."""
_ONTO = frozenset({"to", "into", "onto", "toward", "towards"})
"""Where a thing taken is to be carried ("take the coin to the box"): another task's goal."""
_ME = SELF | {"me", "us", "myself"}
"""Whoever asks, as a thing's destination ("bring it to me"): the taking is the goal."""
_ANYONE = frozenset({"somebody", "someone", "anybody", "anyone", "you", "we", "i"})
_TALLY = re.compile(
    r"^\W{0,3}([A-Za-z][\w' -]{0,40}):\s*\d{1,5}(\s*(?:of|/|out of)\s*\d{1,5})?"
    r"([ \t]+[A-Za-z][\w'-]*(?:[ \t]+[A-Za-z][\w'-]*){0,2})?(\s*\([^()]{1,40}\))?\W{0,3}$"
)
"""A counted line: words, a colon, a number, maybe its total and what it counts ("Eggs found:
2 of 12", "Score: 0 of 7 treasures")."""
LABELLED = re.compile(r"[^\W\d_][\w' -]{0,30}:[ \t]+[a-z]")
"""A short label, then an order in lower case ("PROTOCOL 7: water the seedlings"): a sentence to
read for a goal, whatever its words."""
PROGRESS = re.compile(r"\(\s*\d{1,5}\s*/\s*\d{1,5}\s*\)\W*$")
"""A task's progress after its words: "Light all four braziers (0/4)"."""
_SPENDING = frozenset({"left", "remaining", "used", "spent"})
"""What a count of a stock says of it ("Arrows left 12/20"): no goal's tally."""
_SCORING = frozenset(
    {"score", "scores", "point", "points", "pts", "move", "moves", "turn", "turns"}
    | {"lives", "days", "hours", "minutes", "seconds", "hits"}
)
"""A game's own count of play, never a goal's tally ("Score: 0 of 350 points", "Lives 3/3")."""
_COUNTED = re.compile(
    r"^\W{0,3}([A-Za-z][A-Za-z' -]{0,40}?)[ \t]+(\d{1,5})[ \t]*(?:/|of|out of)[ \t]*\d{1,5}\W{0,3}$"
)
"""Things counted against their total, with no colon ("Eggs 0/3", "Keys found 1 of 3")."""
_TIME_MARKS = frozenset({"once", "when", "whenever", "until", "till", "before", "after"})
"""Marks of a time clause, what is to come ("once you find the coin", "when you have it")."""


_WORD = re.compile(r"[a-z][a-z'-]*")
REFERS = re.compile(r"\b(?:it|them)\b", re.I)
"""A goal's words for what was named before it ("Find it and take it")."""


def coins_named(text: str, money: frozenset[str]) -> set[str]:
    """The words a text puts right before a word of ``money`` ("a copper tornese coin": copper,
    tornese; not across a comma: "a lantern, coin, rope"): the names it gives its coins, for a
    goal that asks for one by its name alone."""
    out = set()
    for line in text.lower().splitlines():
        for word, after in itertools.pairwise(line.split()):
            after = after.rstrip(".,;:!?)'\"")
            if _WORD.fullmatch(word) and (after in money or after[:-1] in money):
                out.add(word)  # ("tornese coins": the plural's singular)
    return out


def _last(words: str) -> str:
    """The last word of a label, lower case ("Crates on targets" -> "targets")."""
    parts = words.lower().split()
    return parts[-1] if parts else ""


def ahead(verb: Token) -> bool:
    """Whether a clause tells what is to come ("Once you find the coin, take it.", "when you
    have found the coin you will win"): a time clause on an order or on what will be."""
    if verb.dep_ != "advcl" or not any(
        c.dep_ == "mark" and c.lower_ in _TIME_MARKS for c in verb.children
    ):
        return False
    main = verb.head
    ordered = main.tag_ == "VB" and not any(c.dep_ in ("nsubj", "expl") for c in main.children)
    return ordered or any(c.dep_ == "aux" and c.tag_ == "MD" for c in main.children)


def exclaimed(reader: Clauses, verb: Token) -> bool:
    """Whether a verb of seeing is called out, set off by a comma or a mark ("Look, a coin on
    the floor!", "And see, among the dogs, a silver drachma"): it shows, it orders nothing."""
    after = reader.doc[verb.i + 1] if verb.i + 1 < len(reader.doc) else None
    return (
        after is not None
        and (
            after.text in (",", "!", ":")
            or after.text in ("-", "--", "\u2014")
            and verb.whitespace_
        )
        and reader.verb_is(verb, "presence")
        and not any(c.dep_ == "prep" and c.lower_ == "for" for c in verb.children)
    )


class Goals(Clauses):
    """The goal a sentence states (mixed into :class:`converter.reading._Reader`)."""

    def goal(self, r: dict) -> None:
        """A sentence stating the game's goal ("Your task is to ...", "First, go north.", "Let's
        cook a meal."), and whether the goal is one of moving, opening and taking over ways out,
        doors, rooms and coins (``goal_fits``): what a policy of those verbs and classes can do."""
        if NO_TITLE.match(self.doc.text) and ":" not in self.doc.text and len(self.doc) <= 5:
            return  # a heading alone: "TURN 22 RESULTS" (not "Step 1: find the coin")
        root = self.doc[:].root
        noun = any(  # (not a word of a clause about a thing: "a dime, which is about what
            t.lemma_.lower() in GOAL_NOUNS  # the job pays"; nor a task denied or someone
            and not any(a.dep_ == "relcl" for a in (t, *t.ancestors))  # else's: "Not my job to
            and not self.not_yours(t)  # pick it up," says the cook)
            for t in self.doc
        )
        end = self.label_end()  # "Your shift: check ...", "Today's orders: feed ...": a label
        labelled = (
            end > 0
            and any(  # that gives you, or today, the order that follows
                t.lower_ == "your" or t.tag_ == "POS" for t in self.doc[: end - 1]
            )
            or end == 2  # "OBJECT: TUNE THE TRUMPET STOP": the game's object, an old
            and self.doc[0].lower_ == "object"  # adventure's word for its goal
        )  # (not "Your purse: 14 gold.": no order)
        noun = noun or labelled and any(t.tag_ == "VB" for t in self.doc[end:])
        subject = [  # (on the verb, or on its auxiliary: "The portraits/nsubj<do do not part")
            c
            for x in (root, *(c for c in root.children if c.dep_ in ("aux", "neg")))
            for c in x.children
            if c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj")  # ("Whoever picks it up may
        ]  # keep it": a clause is its subject)
        said = [c for c in root.children if not c.is_punct and c.dep_ not in ("aux", "neg")]
        imperative = (  # ("Can't go w.": a refusal, no order)
            root.pos_ == "VERB"
            and root.tag_ == "VB"
            and root.lower_ not in self.classes.past_forms  # ("Got it.": a past, mistagged)
            and sum(len(c.text) == 1 and c.is_alpha for c in root.children) < 2  # ("Txt
            # n/s/e/w, open, take": a line of the game's keys, no order)
            and not self.money(root)  # ("Items: watering can, coin/VB": a list)
            and not subject
            and bool(said)
            and not any(
                c.text.isdigit() and c.dep_ in ("dobj", "nummod") for c in said
            )  # ("Stop 14.",
            # "Claim 4471, dictation.": a label and its number)
            and not any(c.dep_ == "neg" or c.tag_ == "MD" for c in root.children)
            and self.doc[-1].text != "?"  # ("Go that way? Through the wallpaper?": an echo)
            and not exclaimed(self, root)
        )
        # (a verb alone, "Click.", asks for nothing)
        after_colon = any(  # "Simon says: go to the cellar", "Today's chores: feed the hens"
            t.pos_ == "VERB"
            and (t.tag_ == "VB" or t.tag_ == "VBP" and self.doc[t.i - 1].text == ":")  # ("Rota
            # 7: water/VBP the seedlings": the label taken for its subject)
            and t.i > 0
            and self.after_label(t)  # ("Quest added: Lucky Penny - find the penny": a label's
            # title, then the order; "The mayor says: Please find my hat!")
            for t in self.doc
        )
        directive = (
            imperative
            or after_colon
            or any(self.lets(t) for t in self.doc)
            or any(self.assigned(t) for t in self.doc)
        )  # ("Let's cook a meal"; not "windows let in a grey light")
        if (
            imperative
            and root.lemma_.lower() == "try"
            and not any(  # "Try elsewhere now.",
                c.dep_ in ("dobj", "xcomp", "ccomp") and not self.is_(c, "way")
                for c in root.children
            )
        ):  # "Try another way.": a refusal's advice, no goal
            return
        obliged = self.obliged()
        tally = self.tally()
        if not (noun or directive or obliged or tally):
            return
        fits = True
        things: list[str] = []  # the things taken that no class calls money
        asked = self.requested()
        # a request's own verbs decide what it asks ("'I have hidden a florin. Find it,' says
        # the magician": finding), not the words around it (hiding, saying)
        verbs = (
            [  # and what they ask for ("'Help me bake a cake'", "'Try to catch the mouse'")
                x
                for t in asked
                for v in (t, *(v for v in t.conjuncts if not self.has_subject(v)))
                for c in (v, *(c for c in v.children if c.dep_ in ("xcomp", "ccomp")))
                for x in (c, *c.conjuncts)
            ]
            if asked
            else list(self.doc[self.label_end() :])
        )
        for t in verbs:
            if t.pos_ != "VERB" or t.lemma_.lower() in LIGHT_VERBS:
                continue
            if (
                directive
                and t.dep_ == "conj"
                and t.head.tag_ == "VB"
                and self.has_subject(t)
                and not any(c.lower_ in SELF for c in t.children if c.dep_ == "nsubj")
            ):
                continue  # "Find it and pocket it, and the crew will stand you a drink": a
                # reward, another's doing, not the order
            if t.dep_ == "acl" and t.tag_ == "VBN" or t.dep_ in ("relcl", "amod"):
                continue  # "the lucky penny hidden somewhere", "the coin Gran hid": its story;
                # "the missing doubloon": what it is
            if (
                t.lemma_.lower() not in _WISHING
                and not self.carried_elsewhere(t)
                and any(self.third_party(c, t) for c in t.children)
            ):
                continue  # another's doing, the thing's story ("find the two-mil coin the
                # matron lost": the parse's ccomp; "take it when the guard sleeps"; "Your task:
                # Dr Ruiz lost her lucky balboa coin"; not a wish: "the guild wants it delivered")
            if self.negated(t):
                continue
            if self.put_in_yours(t):
                continue  # "Find it, and put it in your pocket": kept, a taking
            if not any(
                self.may_verb(t, k)
                for k in ("motion", "acquire", "removal", "seek", "opening", "retain")
            ):  # ("pocket the coin": WordNet's pocket.v.01 is a taking away; "find it and keep
                # it": keep.v.03, retaining what you took)
                fits = False
            if any(  # (a thing taken, or money moved: not "follow the corridor to the vault")
                c.dep_ == "dobj"
                and (
                    self.verb_is(t, "acquire") or self.verb_is(t, "removal") or self.is_(c, "money")
                )
                for c in t.children
            ) and self.carried_elsewhere(t):  # a thing carried somewhere ("Take the coin from
                fits = False  # the alley to the box in the parlour"): a delivery, not the taking
                # ("bring it to me" is)
            if not (self.verb_is(t, "acquire") or self.verb_is(t, "removal")):
                continue  # search the environment, explore the house: any place
            for c in t.children:
                if c.dep_ == "dobj" and c.lower_ in ("it", "them"):  # "Have you seen my
                    c = self.referent(c)  # glasses? Find them for me": the glasses
                if c.dep_ == "dobj" and not self.money(c) and self.is_(c, "coin_by_metal"):
                    r["names_money"] = True  # "pick up the lost sovereign": taken, so a coin
                if (
                    c.dep_ in ("dobj", "attr")
                    and c.pos_ in ("NOUN", "PROPN")
                    and not self.money(c)  # ("There's a 2p somewhere. Find it")
                    and not self.is_(c, "coin_by_metal")  # ("pick up the lost sovereign")
                    and not any(self.is_(c, k) for k in ("way", "door", "room"))
                ):
                    things.append(c.lower_)  # a thing taken: not a coin, unless the text
                    # names it as one ("FIND THE TORNESE" over "a copper tornese coin")
        r["goal"] = self.doc.text
        r["goal_fits"] = fits and not things
        r["goal_things"] = tuple(things) if fits else ()
        r["goal_directive"] = directive and not noun and not tally
        r["goal_weak"] = obliged and not (noun or directive or tally)
        r["goal_asked"] = bool(asked) or (
            obliged and self.doc[0].is_quote and any(t.lemma_.lower() == "need" for t in self.doc)
        )  # ("'The cows need bringing in from the top field.'": a need, said in quotes)

    def carried_elsewhere(self, verb: Token) -> bool:
        """Whether a verb carries its thing somewhere, not to whoever asks ("to the box in the
        parlour", "delivered to the bank"; not "bring it to me")."""
        return any(
            c.dep_ == "prep"
            and c.lower_ in _ONTO
            and any(x.dep_ == "pobj" and x.lower_ not in _ME for x in c.children)
            for c in verb.children
        )

    def third_party(self, subject: Token, verb: Token) -> bool:
        """Whether ``subject`` is a third party's, the verb's own ("the matron lost", "the
        guard sleeps"): not you, not a goal's label the parse hangs on the verb ("[Quest] The
        Smith's Bellows: bring Harl a new bellows")."""
        return (
            subject.dep_ == "nsubj"
            and subject.lower_ not in _ME
            and subject.lemma_.lower() not in GOAL_NOUNS
            and not any(x.text == ":" for x in self.doc[min(subject.i, verb.i) : verb.i])
        )

    def put_in_yours(self, t: Token) -> bool:
        """Whether a verb puts a thing in something of yours ("put it in your pocket", "stow
        it in your bag"): you keep it, as taking it does."""
        return any(
            c.dep_ == "prep"
            and c.lower_ in ("in", "into", "inside")
            and any(p.lower_ in ("your", "yer", "thy") for x in c.children for p in x.children)
            for c in t.children
        )

    def lets(self, t: Token) -> bool:
        """Whether ``t`` is "let" asking for something ("Let's cook", "Let us go"), not a thing
        letting something in ("windows let in a grey light")."""
        return (
            t.lower_ == "let"
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)
            and (t.i == 0 or self.doc[t.i - 1].is_punct)
        )

    def not_yours(self, t: Token) -> bool:
        """Whether a goal word is denied or someone else's ("Not my job", "no task of yours",
        "his errand"): said in a quotation by someone ("my") or of a third person."""
        if any(c.dep_ == "neg" or c.lower_ in ("no", "not") for c in t.children):
            return True
        if (
            t.i > 0
            and self.doc[t.i - 1].lower_ == "not"
            or t.i > 1
            and (self.doc[t.i - 2].lower_ == "not" and self.doc[t.i - 1].dep_ == "poss")
        ):
            return True  # "Not my job to pick it up" (the parse hangs "Not" apart)
        verb = t.head if t.dep_ == "dobj" and t.head.pos_ == "VERB" else None
        told = [c for c in verb.children if c.dep_ == "nsubj"] if verb is not None else []
        if told and not any(  # (not "The note gives you a job": given you)
            self.is_(c, "animate") or c.lower_ in _ME for c in (*told, *verb.children)
        ):
            return True  # a thing tells of it: "A brass plaque records the 1931 rescue mission"
        if t.dep_ == "pobj" and t.head.lower_ == "of" and self.is_(t.head.head, "animate"):
            return True  # someone's, then: "the men of the rescue mission"
        return any(
            c.dep_ == "poss" and c.lower_ in ("his", "her", "their", "its") for c in t.children
        ) or (any(c.dep_ == "poss" and c.lower_ == "my" for c in t.children) and self.quoted(t))

    def tally(self) -> bool:
        """Whether the sentence is a game's tally of its goal: things counted by what is done
        to them ("Eggs found: 2 of 12", "Lanterns lit: 2/7", "Fish caught: 0"), or a task's
        progress ("Next: Light all four braziers (0/4)"), not a score or a purse ("Score: 0 of
        350", "[Gold: 212]")."""
        if PROGRESS.search(self.doc.text) and any(  # (an order's verb, or a root with an
            (t.tag_ == "VB" or t.dep_ == "ROOT" and any(c.dep_ == "dobj" for c in t.children))
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)  # object:
            for t in self.doc  # "light/NN all four braziers/dobj (0/4)")
        ):
            return True  # a task asked, then its progress (not "Lamp oil remaining (30/100)")
        counted = _COUNTED.match(self.doc.text)
        if counted is not None:
            label = counted.group(1).lower().split()
            if set(label) & (_SCORING | _SPENDING):
                return False  # a count of play or of what is left ("Days left 3/30")
            if label[-1].endswith("s") and not label[-1].endswith("ss"):
                return counted.group(2) == "0"  # things yet to be done, none so far ("Eggs
                # 0/3"; not a stock: "Arrows 12/20", "Potions 2/3")
            return len(label) >= 2 and any(  # what is done to them ("Keys found 1 of 3")
                t.tag_ in ("VBD", "VBN") and t.idx < counted.end(1) for t in self.doc
            )
        matches = [m for m in map(_TALLY.match, self.doc.text.split("|")) if m]
        if not matches:
            return False  # (a status line's columns: "Weeds pulled: 0 of 20 | Day 1")
        if any(  # things counted against their total under a label of a few words
            m.group(2) and len(m.group(1).split()) >= 2 for m in matches
        ):  # ("Crates on targets: 0/3", "Passport stamps: 1 of 6"; not "Score: 0 of 350")
            return True
        if any(  # things yet to be done, none so far, as without the colon ("Eggs: 0/5")
            m.group(2)
            and re.match(r"\W{0,3}[A-Za-z]+s:\s*0\s*(?:of|/|out of)", m.group(0))
            and m.group(1).lower() not in _SCORING | _SPENDING
            and not m.group(1).lower().endswith("ss")
            for m in matches
        ):
            return True
        if any(m.group(2) and m.group(4) and "," in m.group(4) for m in matches):
            return True  # the things to count listed ("Snapshots: 1/4 (moth, hare, toad)")
        if any(m.group(2) and m.group(3) and _last(m.group(3)) not in _SCORING for m in matches):
            return True  # the things counted named after their total ("0 of 7 treasures"; not
            # "Score: 0 of 350 points")
        return any(
            t.text == ":" and t.i > 0 and self.doc[t.i - 1].tag_ in ("VBD", "VBN") for t in self.doc
        )  # what is done to them ("Eggs found: 2 of 12", "Found: 1")

    def obliged(self) -> bool:
        """Whether the sentence puts an obligation on you ("You must escape the dungeon", "The
        queen has asked you to find her sceptre", a quoted request: "'Take this parcel to the
        keeper,' says the postmistress"): a goal where the game opens (before its first room),
        a precondition in a reply ("You'll have to open the door first")."""
        for t in self.doc:
            kids = list(t.children)
            if self.must(t) and any(
                c.dep_ == "nsubj"
                and c.lower_ in SELF
                or c.dep_ == "nsubjpass"
                and t.pos_ == "VERB"
                and not self.way_or_door(c)  # ("this door must be
                for c in kids  # locked from the other side": what you may infer of it)
            ):
                return True  # "you must escape", "the barley must be cut", "you must be aboard"
            if t.pos_ != "VERB":
                continue
            if any(
                c.dep_ == "dobj" or c.dep_ == "nsubjpass" and t.tag_ == "VBN"
                for c in kids
                if c.lower_ in SELF
            ) and any(c.dep_ in ("xcomp", "ccomp") and c.tag_ == "VB" for c in kids):
                return True  # "asked you to find", "wants you to take", "you have been asked to"
            if (
                t.lemma_.lower() in _WISHING
                and t.dep_ == "ROOT"
                and any(
                    c.dep_ == "nsubj" and c.lower_ not in SELF and c.pos_ in ("PROPN", "NOUN")
                    for c in kids
                )
                and any(c.dep_ in ("dobj", "ccomp", "xcomp") for c in kids)
            ):
                return True  # "Mrs Penny wants her cat back": someone's wish, yours to meet
            if (
                t.lemma_.lower() in ("have", "need")
                and any(
                    c.dep_ == "xcomp"
                    and any(x.dep_ == "aux" and x.lower_ == "to" for x in c.children)
                    for c in kids
                )
                and any(c.dep_ == "nsubj" and c.lower_ in _ANYONE for c in kids)
            ):
                return True  # "Somebody has to get that kitten down", "you have to ..."
        return bool(self.requested())

    @staticmethod
    def has_subject(verb: Token) -> bool:
        """Whether a verb has a subject of its own ("Find it, and it is yours": "is" has)."""
        return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)

    def must(self, t: Token) -> bool:
        """Whether a verb (or a ``be`` of its own) is put as an obligation ("must", "should"),
        not as an inference: no perfect ("the key must have been dropped"), no place it puts you
        in ("you must be in the cellar")."""
        kids = list(t.children)
        if not (t.pos_ == "VERB" or t.lemma_.lower() == "be" and t.dep_ not in ("aux", "auxpass")):
            return False
        if not any(c.dep_ == "aux" and c.lower_ in _OBLIGATION for c in kids):
            return False
        if any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in kids):
            return False
        return not any(
            c.dep_ == "prep" and any(self.is_(x, "room") for x in c.children) for c in kids
        )

    def before_polite(self, t: Token) -> int:
        """The index of the word before ``t`` and the words of politeness before it."""
        k = t.i - 1
        while k > 0 and self.doc[k].lower_ in _POLITE:
            k -= 1
        return k

    def assigned(self, t: Token) -> bool:
        """Whether a label gives you a task as what you do ("This week's rota: you wash the
        corridor floor."): you, a verb of doing with an object, after the label's colon (not
        "Note: you see a coin here", "Hint: you need the key")."""
        return (
            t.tag_ == "VBP"
            and t.i >= 2
            and self.after_label(self.doc[t.i - 1])
            and self.doc[t.i - 1].lower_ == "you"
            and t.lemma_.lower() not in LIGHT_VERBS
            and not self.verb_is(t, "presence")
            and any(c.dep_ == "dobj" for c in t.children)
        )

    def after_label(self, t: Token) -> bool:
        """Whether a word follows a label's colon or dash, "please" aside."""
        return ends_label(self.doc, self.before_polite(t))

    def after_quote(self, t: Token) -> bool:
        """Whether a word opens a quotation, "please" aside ("'Please find my hat!'")."""
        k = self.before_polite(t)
        return k < t.i - 1 and self.doc[k].is_quote

    def label_end(self) -> int:
        """Where the words after a label begin ("Quest added: find the penny": the label's
        verb states no goal), or 0 when the sentence starts with none (a colon within its
        first four words)."""
        colon = next((t.i for t in self.doc[:5] if t.text == ":"), None)
        if colon is None:  # "..., and the challenge is: find a coin": a goal's own colon
            colon = next(
                (
                    t.i
                    for t in self.doc
                    if t.text == ":"
                    and any(x.lemma_.lower() in GOAL_NOUNS for x in self.doc[t.i - 3 : t.i])
                ),
                None,
            )
        return colon + 1 if colon is not None and colon + 1 < len(self.doc) else 0

    def referent(self, pronoun: Token) -> Token:
        """The thing a pronoun stands for: the last coin named before it in the sentence, however
        parsed ("I dropped a silver/dobj florin/advmod ... Find it"), else the last thing (an
        object or a subject), or the pronoun itself."""
        before = list(reversed(self.doc[: pronoun.i]))
        coin = next((x for x in before if x.pos_ == "NOUN" and self.money(x)), None)
        if coin is not None:
            return coin
        named = ("dobj", "nsubj", "nsubjpass", "attr")
        return next((x for x in before if x.pos_ == "NOUN" and x.dep_ in named), pronoun)

    def requested(self) -> list[Token]:
        """The verbs of a request in quotes ("'Be a dear and light the fire,' says Mrs Hale",
        "'... Find it, and it is yours to keep.'"): a bare verb, no subject, after a quote."""
        return [
            t
            for t in self.doc
            if t.tag_ == "VB"
            and (t.pos_ == "VERB" or t.lemma_.lower() == "be")  # "Be a dear and ..."
            and (
                t.dep_ in ("ccomp", "parataxis", "ROOT")
                or t.i > 0
                and (
                    self.doc[t.i - 1].is_quote
                    or self.doc[t.i - 1].text in (".", "?", "!")  # ("'Seen my hat? Find it!'")
                    or self.after_label(t)
                    or self.after_quote(t)
                )
            )  # ("Here's the job: go south, then ...", "'Please find my hat!'")
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)
            and any(x.is_quote for x in self.doc[: t.i])
            and not self.sent_away(t)
        ]  # (the quotation's first word: 'Old Tam said, "Bring/xcomp her back ..."')

    def sent_away(self, verb: Token) -> bool:
        """Whether a request only sends you off ("'Come back at dawn.'", "'Go away!'"): a verb of
        motion, and no verb in the quotation with a thing to do, no errand."""
        return self.verb_is(verb, "motion") and not any(
            x.tag_ == "VB" and any(c.dep_ in ("dobj", "xcomp", "ccomp") for c in x.children)
            for x in self.doc  # (an errand beside it: "Find it, pick it up, it's yours. Go!")
        )
