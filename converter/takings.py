"""Sentences that report a taking by you (docs/converter.md, "The reader"): a terse report of the
coin taken ("One gold coin taken.") and a taking of a thing not called money ("You pick up the
maravedí."), which the history reads as the coin taken when the command took the coin."""

from __future__ import annotations

from converter.clauses import NEGATORS, SELF
from converter.money import Money


def reported_taking(reader: Money) -> bool:
    """Whether a sentence is a terse report of a taking, the coin before a bare participle of
    taking ("One gold coin taken.", "1 x 20p coin recovered."): no auxiliary, no doer, so the
    taker is the one reporting ("The coin was stolen." is someone else's doing)."""
    root = reader.doc[:].root
    return (
        root.tag_ in ("VBN", "VBD")  # ("Coin retrieved/VBD.": a coin takes nothing)
        and not any(c.dep_ in ("aux", "auxpass", "agent", "dobj", "neg") for c in root.children)
        and (reader.verb_is(root, "acquire") or reader.verb_is(root, "removal"))
        and not reader.verb_is(root, "seek")
        and not any(c.dep_ == "prep" and c.lower_ != "from" for c in root.children)
        and not any(t.lower_ in NEGATORS for t in reader.doc)  # ("not yet bagged")
        and any(  # (not "Coins collected in the fountain's basin.": where they gather)
            c.i < root.i
            and c.dep_ in ("nsubj", "nsubjpass", "compound", "npadvmod")
            and reader.money(c)
            and not any(x.dep_ == "prep" for x in c.children)  # ("coin in the silt ...")
            for c in root.children
        )
    )


def took_a_thing(reader: Money) -> bool:
    """Whether a sentence tells of your taking a thing it does not call money ("You pick up the
    maravedí.", "TAKEN: ONE CUARTO."): in answer to taking the coin, the coin by its own name."""
    root, doc = reader.doc[:].root, reader.doc
    if len(doc) > 2 and doc[1].text == ":" and doc[0].lower_ in ("taken", "got", "pocketed"):
        return not any(t.lower_ in NEGATORS for t in doc)  # a label, what was taken after it
    return (
        root.pos_ == "VERB"
        and root.tag_ in ("VBP", "VBD", "VBZ")
        and (reader.verb_is(root, "acquire") or root.lemma_.lower() == "pocket")
        and any(c.dep_ == "nsubj" and c.lower_ in SELF for c in root.children)
        and any(c.dep_ == "dobj" and c.pos_ in ("NOUN", "PROPN", "ADJ", "X") for c in root.children)
        and root.lemma_.lower() != "have"  # (a holding: "You have no key that fits.")
        and not any(c.dep_ in ("aux", "neg") for c in root.children)
        and not any(t.lower_ in NEGATORS for t in doc)
    )
