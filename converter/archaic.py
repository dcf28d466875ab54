"""Early modern English written as today's before the statistical parser reads a sentence
(docs/converter.md, "The reader"): a game told in the manner of an old chronicle ("The arch to
the west giveth upon the hall", "Thou takest up the silver penny and puttest it in thy purse")
reads as "The arch to the west gives upon the hall", "You take up the silver penny and put it in
your purse". The parser, trained on today's English, takes "giveth" for a noun and "thou" for
no one; the reader then misses the way and the player.

A verb's ending is only rewritten where the knowledge base holds the stem it leaves ("giveth":
give; "puttest": put), in a word in lower case that is not one of today's ("beneath", "teeth"),
so the ordinals ("twentieth") and names ("Macbeth") stay; the second
person's "-est" only after "thou" (or "and" in a sentence that says "thou"), so "the oldest
door" stays."""

from __future__ import annotations

import re
from collections.abc import Callable

_MARKS = re.compile(r"eth\b|\b(?:thou|thee|thy|thine|thyself|hath|doth|ye|'tis)\b", re.I)
"""A sentence worth rewriting: one of the old forms in it."""
_WORD = re.compile(r"[A-Za-z']+|[^A-Za-z']+")
_PLAIN = {
    "thou": "you",
    "thee": "you",
    "thy": "your",
    "thine": "your",
    "thyself": "yourself",
    "ye": "you",
    "hath": "has",
    "doth": "does",
    "'tis": "it is",
}
"""Pronouns and the two irregular verbs, as today's."""
_AFTER_THOU = {
    "art": "are",
    "hast": "have",
    "dost": "do",
    "canst": "can",
    "wilt": "will",
    "shalt": "shall",
    "wast": "were",
    "didst": "did",
    "mayst": "may",
    "couldst": "could",
    "wouldst": "would",
    "shouldst": "should",
}
"""The second person's irregular verbs ("thou art", "thou hast")."""
_NOT_VERBS = frozenset({"beneath", "teeth"})
"""Today's words that end as an old verb does (besides the ordinals' "-ieth" and names in
capitals, "Macbeth")."""
_SIBILANT = ("s", "sh", "ch", "x", "z", "o")
"""Endings that take "-es" in the third person ("goes", "passes")."""


def modern(sentence: str, knows: Callable[[str], bool]) -> str:
    """``sentence`` with its early modern English forms written as today's (module
    docstring); unchanged where it has none. ``knows`` says whether the knowledge base holds a
    lemma."""
    if _MARKS.search(sentence) is None:
        return sentence
    thou = re.search(r"\bthou\b", sentence, re.I) is not None
    parts = _WORD.findall(sentence)
    out: list[str] = []
    last = ""  # the last word, lower case
    for part in parts:
        low = part.lower()
        if not part[:1].isalpha() and part[:1] != "'":
            out.append(part)
            continue
        new = _PLAIN.get(low)
        if new is None and thou and last in ("thou", "and"):
            new = _AFTER_THOU.get(low) or _second_person(low, knows)
        if new is None and low.endswith("eth") and part.islower() and low not in _NOT_VERBS:
            base = None if low.endswith("ieth") else _stem(low[:-3], knows)  # ("twentieth")
            if base is not None:
                new = base + ("es" if base.endswith(_SIBILANT) else "s")
        if new is not None and part[:1].isupper():
            new = new[:1].upper() + new[1:]
        out.append(new if new is not None else part)
        last = low
    return "".join(out)


def _second_person(word: str, knows: Callable[[str], bool]) -> str | None:
    """The verb of a second person's "-est" ("takest": take, "puttest": put), or None."""
    if not word.endswith("est") or len(word) < 6:
        return None
    return _stem(word[:-3], knows)


def _stem(stem: str, knows: Callable[[str], bool]) -> str | None:
    """The lemma an old ending left ``stem`` of, where the knowledge base holds it: the stem
    with one of a doubled consonant dropped ("putt": put), with an "e" ("giv": give, "li":
    lie), or as it is ("stand"); None where it holds none (not a verb's ending: "ben" of
    "beneath")."""
    if len(stem) < 2 or not stem.isalpha():
        return None
    if len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
        stem = stem[:-1]
    for candidate in (stem + "e", stem):
        if knows(candidate):
            return candidate
    return None
