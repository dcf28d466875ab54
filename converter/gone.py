"""A coin said gone from the room (docs/converter.md, "The reader"): vanished or missing, in
someone else's hand, pocket or stock ("turning a coin over in his fingers", "a money changer sits
behind a tray of coins"), carried off by someone else ("a gull snatches the coin off the post"),
or no coin after all ("It isn't a coin at all."). :class:`converter.coins.Coins` reads such a
coin as gone: a reply that says so takes it out of the room the history holds."""

from __future__ import annotations

from spacy.tokens import Token

from converter.clauses import SELF
from converter.not_taken import AWAY, NotTaken

_VANISH = frozenset({"vanish", "disappear"})
"""Verbs of a thing going out of being here (WordNet's disappear.v.01 holds "go" and "pass")."""
_ON_THEM = frozenset({"in", "into", "within", "around", "round", "about"})  # "in his fingers",
# "hung on a thong around her neck": held or worn
_THAT_ONE = frozenset({"it", "that", "this", "they", "those", "these"})  # a thing already named


class Gone(NotTaken):
    """The readings of a coin that say it is gone (mixed into :class:`converter.coins.Coins`)."""

    def absent(self, t: Token) -> bool:
        """Whether the coin is said gone ("The coin you dropped here is gone.", "the penny is
        missing", "the box, and every coin in it, is gone"): WordNet's absent, missing and gone
        adjectives, on its own clause or that of the subject it is a conjunct of."""
        t = self.first_conjunct(t)
        if t.dep_ not in ("nsubj", "nsubjpass"):
            return False
        verb = t.head
        said = [verb, *(c for c in verb.children if c.dep_ in ("acomp", "attr", "oprd"))]
        return any(self.is_(w, "absent") for w in said) or verb.lemma_.lower() in _VANISH

    def unmasked(self, t: Token) -> bool:
        """Whether the coin is denied of a thing already named ("It isn't a coin at all.",
        "That's no coin"): a pronoun's denied predicate."""
        verb = t.head
        return (
            t.dep_ == "attr"
            and verb.lemma_.lower() == "be"
            and self.negated(t)
            and any(c.dep_ == "nsubj" and c.lower_ in _THAT_ONE for c in verb.children)
        )

    def theirs(self, t: Token) -> bool:
        """Whether a coin is in someone else's hand or pocket or worn: "turning a coin over in his
        fingers", "sweeps the florin off the table into her apron pocket", "a gold coin hung on a
        thong around her neck" (not lying here)."""
        verb = self.clause(t)
        if self.at_someones(t, verb):
            return True
        subjects = [x for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") for x in c.subtree]
        return verb.pos_ == "VERB" and any(
            x.dep_ == "poss"
            and x.lower_ in ("his", "her", "their")
            and x.head.dep_ == "pobj"
            and x.head.head.lower_ in _ON_THEM
            and x not in subjects
            for x in verb.subtree
        )

    def at_someones(self, t: Token, verb: Token) -> bool:
        """Whether a coin is where someone the clause is about sits or works ("A money changer
        sits cross-legged behind a tray of coins"): in a phrase of a verb whose subject is a
        person or a creature, not you."""
        path = _path_up(t, verb)
        return (
            path is not None
            and len(path) >= 2
            and verb.pos_ == "VERB"
            and all(a.dep_ in ("pobj", "prep") for a in path)
            and any(
                c.dep_ == "nsubj" and self.is_(c, "animate") and c.lower_ not in SELF
                for c in verb.children
            )
        )

    def carried_off(self, t: Token) -> bool:
        """Whether someone else took the coin away ("They ... took every one of the bad florins
        away with them", "a gull ... snatches the coin off the post"): in the object of a verb of
        removal or taking whose subject is not you (done, or a creature doing it)."""
        verb = self.clause(t)
        if (  # "The coin has been taken.", "The sovereign was stolen years ago": gone, whoever
            t.dep_ == "nsubjpass"  # took it ("has been left", "was found here" are not takings)
            and verb.tag_ == "VBN"
            and (self.verb_is(verb, "removal") or self.verb_is(verb, "acquire"))
            and not self.verb_is(verb, "seek")
            and not any(c.dep_ == "neg" or c.tag_ == "MD" for c in verb.children)
        ):
            return True
        path = _path_up(t, verb)  # (in the verb's object: "took every one of the florins")
        if not path or path[-1].dep_ != "dobj" or verb.pos_ != "VERB":
            return False
        if not all(a.dep_ in ("pobj", "prep", "dobj") for a in path):
            return False
        sharer = verb.head if verb.dep_ == "conj" else verb  # ("They left ..., and took ...")
        subjects = [c for x in (verb, sharer) for c in x.children if c.dep_ == "nsubj"]
        return (
            bool(subjects)
            and not any(c.lower_ in SELF for c in subjects)
            and (self.verb_is(verb, "removal") or self.verb_is(verb, "acquire"))
            and (  # ("a gull swoops down, snatches the coin off the post": a creature's)
                verb.tag_ in ("VBD", "VBN")
                or any(  # (or the creature's word before a verb tagged a noun: "a gull/NN
                    self.is_(w, "animate")  # swoops/NNS down, snatches ...")
                    for c in subjects
                    for w in (c, *(k for k in c.children if k.dep_ == "compound"))
                )
                and any(c.lower_ in AWAY for c in verb.subtree)  # ("... off the post",
                # "seizes the penny ... and drags it into the crack, out of reach")
            )
            and not any(  # ("takes coins from a customer": someone's, never the room's)
                c.dep_ == "prep"
                and c.lower_ == "from"
                and any(self.is_(w, "animate") for w in c.children)
                for x in (verb, t)
                for c in x.children
            )
        )


def _path_up(t: Token, verb: Token) -> list[Token] | None:
    """The words from ``t`` up to ``verb`` (``t`` first, ``verb`` left out) on the way to the
    root, or None where ``verb`` is not ``t`` nor above it."""
    path: list[Token] = []
    for a in (t, *t.ancestors):
        if a.i == verb.i:
            return path
        path.append(a)
    return None
