"""How a fastening is done (docs/converter.md, "The reader"): from the far side, none you can
undo ("bolted from the other side"), or holding a thing out of the way ("latched back"), which
leaves it open. Read off the parse's words alone; no word classes."""

from __future__ import annotations

from spacy.tokens import Token


def far_side(w: Token) -> bool:
    """Whether a fastening is done from the far side ("bolted from the other side", "barred
    on the outside"): none you can undo."""
    for x in w.subtree:
        if x.lower_ == "outside" and x.i > w.i:
            return True
        if x.lemma_.lower() == "side" and any(
            c.lower_ in ("other", "far", "outer") for c in x.children
        ):
            return True
    return False


def held_back(w: Token, raised: bool = True) -> bool:
    """Whether a fastening holds a thing out of the way: fastened back or aside ("latched
    back", "fastened back against the wall"), "out of the way" ("its portcullis chained up out
    of the way"), or, where ``raised``, after raising it ("winched up and chained in place";
    not "sealed up")."""
    first = w.head if w.dep_ == "conj" and raised else None  # "winched up and chained"
    return any(
        c.dep_ in ("prt", "advmod")
        and c.lower_ in ("back", "aside")
        or c.lower_ == "out"
        and any(x.lemma_.lower() == "way" for x in c.subtree)
        for c in w.children
    ) or (
        first is not None
        and any(c.dep_ in ("prt", "advmod") and c.lower_ == "up" for c in first.children)
    )
