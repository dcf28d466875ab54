"""Memory of a parser stays bounded whatever words arrive (issue 20, finding 2): spaCy's shared
vocabulary used to intern every new word of every text and never forget it (a worker grew by
about 16 MB per 399 KB request of unique words)."""

from __future__ import annotations

import gc
import random
import string

import psutil

from converter import Lexicon, ObservationParser
from converter.parser import MAX_LEXEMES, MAX_ROOM_CHARS

_RNG = random.Random(20)


def _unique_words_text(n: int) -> str:
    words = ["".join(_RNG.choices(string.ascii_lowercase, k=8)) for _ in range(n)]
    return "-= Attic =-\nThere is a coin " + " ".join(words) + " on the floor."


def _unique_sentences_text(n: int) -> str:
    """A coin sentence, then ``n`` short sentences, each naming a coin beside two new words:
    every one is parsed by the statistical pipeline (up to MAX_PARSED_SENTENCES)."""
    words = ["".join(_RNG.choices(string.ascii_lowercase, k=8)) for _ in range(2 * n)]
    pairs = (f"A coin lies by the {a} {b}." for a, b in zip(words[::2], words[1::2], strict=True))
    return "-= Attic =-\nThere is a coin on the floor. " + " ".join(pairs)


def test_thousands_of_unique_words_leave_the_vocabulary_as_built() -> None:
    parser = ObservationParser(Lexicon.load(), cache_size=64)
    parser.parse(_unique_sentences_text(4))  # the pipeline's lazily interned tag names
    built = parser.interned
    for _ in range(40):  # 3,840 unique words parsed (48 sentences a text), 36,000 more read past
        parsed = parser.parse(_unique_sentences_text(450))
        assert parsed.objects == frozenset({"coin"})
        assert parsed.unread  # the sentences past the parsing bound are said unread
    long = parser.parse(_unique_words_text(500))  # one sentence past MAX_SENTENCE_CHARS
    assert long.objects == frozenset() and len(long.unread) == 1  # not read, and said so
    strings, lexemes = parser.interned
    assert strings == built[0] and lexemes <= MAX_LEXEMES


def test_lexemes_stay_bounded_over_parsed_unique_words() -> None:
    parser = ObservationParser(Lexicon.load(), cache_size=64)
    highest = 0
    for _ in range(200):  # ~64,000 lexemes without the bound
        parser.parse(_unique_sentences_text(48))
        highest = max(highest, parser.interned[1])
    assert highest <= MAX_LEXEMES + 400


def test_resident_memory_stays_flat_over_100000_unique_words() -> None:
    """Measured: 0 MB after the fix, 43 MB before (spaCy's lexemes and strings)."""
    parser = ObservationParser(Lexicon.load(), cache_size=64)
    for _ in range(70):  # the caches full and the allocator settled
        parser.parse(_unique_words_text(500))
    gc.collect()
    before = psutil.Process().memory_info().rss
    for _ in range(200):
        parser.parse(_unique_words_text(500))
    gc.collect()
    grown_mb = (psutil.Process().memory_info().rss - before) / 2**20
    assert grown_mb < 16, f"{grown_mb:.1f} MB for 100,000 unique words"


def test_the_caches_hold_digests_and_bounded_room_names() -> None:
    parser = ObservationParser(Lexicon.load(), cache_size=8)
    names = ["r" * 5000 + str(i) for i in range(20)]
    parsed = [parser.parse(f"-= {name} =-\nThere is an exit to the north.") for name in names]
    assert all(len(p.header) <= MAX_ROOM_CHARS for p in parsed)
    assert len({p.header for p in parsed}) == len(names)  # still one name per room
    assert len(parser._by_text) <= 8 and len(parser._by_body) <= 8
