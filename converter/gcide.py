"""A second knowledge base for the coin words WordNet 3.0 lacks: the GNU Collaborative
International Dictionary of English (GCIDE: Webster's 1913 and later additions; Debian's
``dict-gcide``), read at build time by :mod:`converter.wordnet` (docs/converter.md, "Word
classes").

WordNet holds ``sovereign`` only as a ruler and does not hold ``denarius`` or ``thaler`` at all,
where a person reads a coin. A dictionary names a definition's genus first ("A gold coin of
Great Britain", "A Roman silver coin of the value of ..."): a noun whose definition's genus is a
WordNet coin word is a coin in that sense, its first sense or a rarer one. Only the genus is
read, never a hand list; the dictionary's other relations are left alone.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterator
from pathlib import Path

GCIDE_DIR = Path("/usr/share/dictd")
"""Debian's ``dict-gcide`` files: ``gcide.index`` (headword, offset, length in dictd's base 64)
and ``gcide.dict.dz`` (the entries, gzip-compatible)."""
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_NOUN = re.compile(r",\s*n\.(?:[;,\s]|$)")
"""An entry's part of speech: ``Sovereign \\Sov"er*eign\\ (...), n.``."""
_SENSE = re.compile(r"^\s{2,6}(\d{1,2})\.\s", re.M)
_LABEL = re.compile(r"^(?:\([^)]{1,40}\)\s*)+")
"""A sense's field labels: ``(Zool.)``, ``(Numis.)``."""
_GENUS_END = re.compile(
    r"[.;,:(\[]|\b(?:of|which|that|worth|valued|used|in|on|from|with|for|about|equal|formerly"
    r"|current|struck|issued|having|bearing|containing|made|called|having|and|or)\b"
)
_WORD = re.compile(r"[a-z]+")


def _number(text: str) -> int:
    n = 0
    for c in text:
        n = n * 64 + _B64.index(c)
    return n


def genus(definition: str) -> str | None:
    """The head word of a definition's first noun phrase ("A gold coin of Great Britain" ->
    ``coin``), singular, or None."""
    text = _LABEL.sub("", " ".join(definition.split()))
    phrase = _GENUS_END.split(text, maxsplit=1)[0].lower()
    words = _WORD.findall(phrase)
    if not words:
        return None
    head = words[-1]
    return head[:-1] if head.endswith("s") and len(head) > 3 and not head.endswith("ss") else head


def noun_senses(directory: Path = GCIDE_DIR) -> Iterator[tuple[str, int, str]]:
    """(headword, rank of the sense among the word's noun senses, its genus) for every noun
    sense of the dictionary, under every one-word headword the index files it by ("Denarius"
    and "Denarii" name one entry)."""
    data = gzip.decompress((directory / "gcide.dict.dz").read_bytes())
    words_at: dict[tuple[int, int], list[str]] = {}
    with (directory / "gcide.index").open(encoding="utf-8") as index:
        for line in index:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 3 and fields[0].isalpha():
                where = (_number(fields[1]), _number(fields[2]))
                words_at.setdefault(where, []).append(fields[0].lower())
    ranks: dict[str, int] = {}
    for (offset, length), words in sorted(words_at.items()):
        entry = data[offset : offset + length].decode("utf-8", "replace")
        head, _, body = entry.partition("\n")
        if not _NOUN.search(head):
            continue
        if head.count("[") > head.count("]"):  # an etymology running on: skip it
            body = body.partition("]")[2]
        marks = list(_SENSE.finditer(body))
        starts = [m.end() for m in marks] or [0]
        ends = [m.start() for m in marks[1:]] + [len(body)]
        for a, b in zip(starts, ends, strict=True):
            found = genus(body[a:b].split("[")[0])
            if found is None:
                continue
            for word in dict.fromkeys(words):
                rank = ranks.get(word, 0)
                ranks[word] = rank + 1
                yield word, rank, found
