"""A title inside a sentence (docs/converter.md, "The reader"): a run of capitalised words in a
sentence written in lower case that holds a capitalised verb or function word, as the titles of
films, books and songs do ("the last reel of How the West Was Won", "humming Go West Young Man").
Its words name no way and no coin: "West" is part of a name, "Won" no Korean money."""

from __future__ import annotations

from spacy.tokens import Doc

_SMALL = frozenset({"the", "of", "a", "an", "and", "in", "to", "on", "at", "for", "with", "by"})
"""The words a title keeps in lower case between its capitalised ones."""
_FUNCTION = frozenset({"AUX", "VERB", "ADV", "SCONJ", "PRON", "DET", "ADP", "CCONJ", "PART"})
"""What a capitalised word in a lower-case sentence is, where it is a title's ("Was", "How")."""


def titled(doc: Doc) -> frozenset[int]:
    """The indices of the words inside titles in ``doc``."""
    inside: set[int] = set()
    k, n = 1, len(doc)
    while k < n:
        before = doc[k - 1]
        if not (doc[k].is_title and before.is_alpha and before.is_lower):
            k += 1
            continue
        end, capitals, marked = k, 0, False
        while end < n and (
            doc[end].is_title or doc[end].lower_ in _SMALL and end + 1 < n and doc[end + 1].is_title
        ):
            if doc[end].is_title:
                capitals += 1
                marked |= end > k and doc[end].pos_ in _FUNCTION
            end += 1
        if capitals >= 3 and marked:
            inside.update(range(k, end))
        k = max(end, k + 1)
    return frozenset(inside)
