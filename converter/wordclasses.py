"""The word classes the reader asks (docs/converter.md, "Word classes"): which class a word
belongs to (a direction, a coin, a way out of a room, a door, a room, a picture, a verb of
motion, a closed or open state), and the compass point of a direction word, as
``converter/data/wordclasses.json`` holds them. That file is read off WordNet 3.0's relations at
build time by :mod:`converter.wordnet`; at run time only the file is read (no NLTK, no Debian
package).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

DEFAULT_PATH = Path(__file__).parent / "data" / "wordclasses.json"
"""The shipped classes file."""
CARDINALS = ("north", "south", "east", "west")
ACTING = ("direction", "money", "way", "door")
"""The classes whose words the policy acts on: a sentence naming one must be read."""
READ_TOO = (
    "room",
    "closed",
    "open",
    "unfastened",
    "shutting",
    "locking",
    "opening",
    "acquire",
    "release",
)
"""Classes whose words make a sentence worth parsing (a room, a door's state, a taking)."""
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


@dataclass(frozen=True, slots=True)
class WordClasses:
    """Words of each class (lower-case lemmas) and each direction word's compass point."""

    classes: dict[str, frozenset[str]]
    directions: dict[str, str]  # direction word (north, northern, northward, n) -> compass point
    abbreviations: frozenset[
        str
    ]  # n, ne, sw, ...: directions only where a list of exits holds them
    source: str
    any_sense: dict[str, frozenset[str]] = dataclasses.field(default_factory=dict)
    nouns: frozenset[str] = frozenset()  # every one-word noun WordNet holds (lower case)
    past_forms: frozenset[str] = frozenset()  # irregular verbs' past forms ("got", "took")
    shut: frozenset[str] = dataclasses.field(init=False, default=frozenset())  # shut_words()

    def __post_init__(self) -> None:
        verbs = self.classes.get("locking", frozenset()) | self.classes.get("shutting", set())
        shut = frozenset(self.classes.get("closed", frozenset()) | _participles(verbs))
        object.__setattr__(self, "shut", shut)  # (frozen: computed once, when built)

    def knows(self, lemma: str) -> bool:
        """Whether the knowledge base holds ``lemma`` as a noun (or the classes name it)."""
        return lemma in self.nouns or any(lemma in words for words in self.classes.values())

    def spelled(self, word: str) -> str | None:
        """The word of an acting class (a way, a door, a coin, a room) that ``word`` misspells
        by one letter left out, added, changed or two swapped ("coridor", "doorwey"): only for
        a word of 5 to 20 letters the knowledge base does not hold, and only where one class
        word is that close (symmetric deletions: both words less one letter meet)."""
        if not 5 <= len(word) <= 20 or not word.isalpha() or self.knows(word):
            return None
        if any(map(self.knows, self.words_of(word))):
            return None  # "RULES" (a name's tag, no lemma): the plural of a word it holds
        index = _misspellings(tuple(self.classes.get(n, frozenset()) for n in SPELLED))
        found = {index.get(key) for key in (word, *_deletions(word))} - {None}
        if len(found) != 1 or "" in found:
            return None
        right = found.pop()  # (both less one letter meet two edits apart too: "airer", "zaire")
        return right if _one_edit(word, right) else None

    def compound_head(self, word: str) -> str | None:
        """The head of a closed compound the knowledge base does not hold ("crawlway": a crawl
        way; "houndsman": a man): its last part, a word of a way, a door, a room or a person
        (:data:`COMPOUND_HEADS`), after a first part of 4 letters or more the base holds (or
        whose singular it holds: "hounds"); else None."""
        if not 7 <= len(word) <= 20 or not word.isalpha() or self.knows(word):
            return None
        for k in range(4, len(word) - 2):
            head = word[k:]
            first = word[:k]
            known = self.knows(first) or first.endswith("s") and self.knows(first[:-1])
            if known and any(head in self.classes.get(n, ()) for n in COMPOUND_HEADS):
                return head
        return None

    def stems(self, participle: str) -> Iterator[str]:
        """The verbs a past participle may be of ("locked", "closed", "barred"), then the last
        part of a closed compound after a first part of 4 letters or more the knowledge base
        holds as a noun ("deadlocked": dead, locked)."""
        stems = [participle[:-2], participle[:-1]]
        if participle[-3] == participle[-4]:
            stems.append(participle[:-3])
        yield from stems
        for s in stems if len(participle) >= 9 else ():
            yield from (s[k:] for k in range(4, len(s) - 3) if s[:k] in self.nouns)

    def of(self, lemma: str) -> frozenset[str]:
        """The classes of a lemma (lower case)."""
        return frozenset(name for name, words in self.classes.items() if lemma in words)

    def is_a(self, lemma: str, name: str) -> bool:
        """Whether ``lemma`` (lower case) belongs to class ``name``."""
        return lemma in self.classes.get(name, ())

    def may_be(self, lemma: str, name: str) -> bool:
        """Whether some sense of ``lemma``, usual or rare, is of class ``name`` (for the
        :data:`converter.wordnet.ANY_SENSE` classes; the usual senses only for the others)."""
        return lemma in self.any_sense.get(name, ()) or self.is_a(lemma, name)

    def direction(self, word: str, abbreviated: bool = False) -> str | None:
        """The compass point a word names (``northern`` -> north), or None; abbreviations
        (``n``, ``se``) only when ``abbreviated`` (an exit list; in prose, a capital letter
        where a direction stands: :meth:`converter.clauses.Clauses.point`)."""
        word = word.lower()
        if word in self.abbreviations and not abbreviated:
            return None
        return self.directions.get(word)

    def with_lexicon(self, lexicon) -> WordClasses:
        """These classes plus a lexicon's own words (``converter/data/lexicon.json``: a synonym
        added there is read too): exit-role words as directions to their grounding word, other
        roles' words in their class."""
        directions = dict(self.directions)
        classes = {k: set(v) for k, v in self.classes.items()}
        for entry in lexicon.entries:
            if entry.role == "exit":
                directions.setdefault(entry.word, entry.canonical)
                classes["direction"].add(entry.word)
            else:
                classes.setdefault(entry.word_class, set()).add(entry.word)
        return WordClasses(
            {k: frozenset(v) for k, v in classes.items()},
            directions,
            self.abbreviations,
            self.source,
            self.any_sense,
            self.nouns,
            self.past_forms,
        )

    def shut_words(self) -> frozenset[str]:
        """Words that say a door is shut: the closed class's, and the past participles of the
        shutting and locking verbs ("locked", "bolted"); computed once, when the classes are
        built."""
        return self.shut

    def class_words(self, *names: str) -> frozenset[str]:
        """The words of the classes ``names``, direction abbreviations aside (they count only in
        exit lists)."""
        words = frozenset(w for name in names for w in self.classes.get(name, ()))
        return words - self.abbreviations

    def acting_words(self) -> frozenset[str]:
        """Words that make a sentence worth parsing: the acting classes' and :data:`READ_TOO`'s
        (direction abbreviations aside: they count only in exit lists)."""
        participles = frozenset(  # "locked", "shut", "opened"
            w
            for name in ("locking", "shutting", "opening")
            for w in _participles(self.classes.get(name, frozenset()))
        )
        return self.class_words(*ACTING, *READ_TOO) | (participles - self.abbreviations)

    @staticmethod
    def words_of(text: str) -> frozenset[str]:
        """The lower-case words of a text, with their naive singulars (coins -> coin)."""
        out = set()
        for word in _WORD.findall(text.lower()):
            out.add(word)
            if "-" in word:  # half-crown: the knowledge base's "half crown"
                out.add(word.replace("-", " "))
            if "'" in word or "’" in word:  # you're, there's: the word before the apostrophe
                out.add(word.replace("’", "'").split("'")[0])
            if word.endswith("s") and len(word) > 3:
                out.add(word[:-1])
                if word.endswith("es"):
                    out.add(word[:-2])
                if word.endswith("ies"):
                    out.add(word[:-3] + "y")  # pennies -> penny
        return frozenset(out)

    @classmethod
    def load(cls, path: Path | None = None) -> WordClasses:
        """The classes of a built file (the shipped one when ``path`` is None)."""
        if path is None:
            return _shipped()
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(
            classes={k: frozenset(v) for k, v in data["classes"].items()},
            directions=dict(data["directions"]),
            abbreviations=frozenset(data["abbreviations"]),
            source=data["source"],
            any_sense={k: frozenset(v) for k, v in data.get("any_sense", {}).items()},
            nouns=frozenset(data.get("nouns", "").split())
            | frozenset(c for c in data.get("compounds", "").split("|") if c),
            past_forms=frozenset(data.get("past_forms", "").split()),
        )


SPELLED = ("way", "door", "money", "room")
"""The classes a misspelt word is matched against (:meth:`WordClasses.spelled`)."""
COMPOUND_HEADS = ("way", "door", "room", "animate")
"""The classes a closed compound's head is matched against ("crawlway": a way; "houndsman": a
man; not money, whose short words end too many names: "Petersen" is no "sen")."""


def _participles(verbs) -> set[str]:
    """The regular past participles a verb may have ("lock" -> "locked", "close" -> "closed",
    "bar" -> "barred"; the irregular, "shut", are the closed class's own)."""
    out = set()
    for verb in verbs:
        if not verb.isalpha() or len(verb) < 3:
            continue
        vowels = "aeiou"
        cvc = verb[-1] not in vowels + "wxy" and verb[-2] in vowels and verb[-3] not in vowels
        if verb.endswith("e"):
            out.add(verb + "d")
        elif cvc and len(verb) == 3:
            out.add(verb + verb[-1] + "ed")  # "barred"
        else:
            out.add(verb + "ed")
            if cvc:
                out.add(verb + verb[-1] + "ed")  # "padlocked" is plain; "unpinned" doubles
    return out


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one letter left out, added or changed, or two
    neighbours swapped."""
    if len(a) > len(b):
        a, b = b, a
    k = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), len(a))
    if len(a) < len(b):
        return a[k:] == b[k + 1 :]
    return (
        a[k + 1 :] == b[k + 1 :] or a[k : k + 2] == b[k : k + 2][::-1] and a[k + 2 :] == b[k + 2 :]
    )


def _deletions(word: str) -> set[str]:
    return {word[:k] + word[k + 1 :] for k in range(len(word))}


@functools.lru_cache(maxsize=4)
def _misspellings(classes: tuple[frozenset[str], ...]) -> dict[str, str]:
    """Each one-word class word of 5 letters or more, and each of its deletions of one letter,
    -> the word ("" where two words meet: no correction)."""
    index: dict[str, str] = {}
    for words in classes:
        for word in words:
            if len(word) < 5 or not word.isalpha():
                continue
            for key in (word, *_deletions(word)):
                index[key] = word if index.get(key, word) == word else ""
    return index


@functools.lru_cache(maxsize=8)
def for_lexicon(lexicon) -> WordClasses:
    """The shipped classes plus a lexicon's words (:meth:`WordClasses.with_lexicon`), built once
    per lexicon and shared by the parser and the command reader."""
    return WordClasses.load().with_lexicon(lexicon)


@functools.cache
def _shipped() -> WordClasses:
    return WordClasses.load(DEFAULT_PATH)
