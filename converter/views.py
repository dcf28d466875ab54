"""Lists of views (docs/converter.md, "The reader"): a sentence whose words before a colon name a
window or a wall and whose words after it start with a compass point ("Windows run all the way
round: north over the reef; east to the mainland; ... and west to nothing but ocean."), and the
clauses its semicolons split off, each a point and what is seen there. The points of such a list
are what the windows face, never ways out; a way or a door named in it (not a line of hills:
an arrangement) makes it no list of views ("Exits: north, east", "High walls surround the
court: north, an archway leads to the hall")."""

from __future__ import annotations

import re

from converter.wordclasses import WordClasses

_CONTINUED = re.compile(r"^(?:(?:and|or|then)\s+)?[a-z]")
"""A clause a semicolon split off: it starts in lower case."""
_FIRST_WORD = re.compile(r"[A-Za-z]+")
_ALL_THE_WAY = re.compile(r"\b(?:all the|the whole) way\b", re.I)
"""An extent, not a way ("Windows run all the way round: ...")."""


class ViewLists:
    """Finds the lists of views in a text's sentences; the word sets it asks are built once
    (a parser holds one)."""

    def __init__(self, classes: WordClasses) -> None:
        self.classes = classes
        self.barrier = classes.class_words("barrier")
        self.ways = classes.class_words("way", "door", "direction")
        self.passages = classes.class_words("way", "door") - classes.class_words(
            "direction", "array"
        )

    def __call__(self, sentences: list[str] | tuple[str, ...]) -> frozenset[int]:
        """The indices of the sentences that are a list of views, or a clause of one."""
        classes = self.classes
        out: set[int] = set()
        listing = False
        for k, sentence in enumerate(sentences):
            if (
                listing
                and sentences[k - 1].rstrip().endswith((";", ","))
                and _CONTINUED.match(sentence)
                and classes.words_of(sentence) & self.ways
                and not classes.words_of(sentence) & self.passages
            ):
                out.add(k)
                continue
            head, colon, rest = sentence.partition(":")
            first = _FIRST_WORD.search(rest)
            words = classes.words_of(_ALL_THE_WAY.sub(" ", head))
            listing = bool(
                colon
                and first is not None
                and classes.direction(first.group()) is not None
                and words & self.barrier
                and not words & self.ways
                and not classes.words_of(rest) & self.passages  # ("High walls surround the
            )  # court: north, an archway leads to the hall")
            if listing:
                out.add(k)
        return frozenset(out)
