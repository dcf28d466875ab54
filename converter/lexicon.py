"""The ConceptNet-derived word-class lexicon, shipped as data (``converter/data/lexicon.json``).

The parser never hard-codes a word: it asks the lexicon which tokens are exits (the ``exit`` role,
class ``direction``) and which are objects (the ``object`` role, class ``money``), and maps a
synonym or form (``northward``, ``coins``) onto its canonical grounding word.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from converter.facts import Vocabulary, WordClass, read_verbs

DEFAULT_LEXICON_PATH = Path(__file__).parent / "data" / "lexicon.json"
ROLES: tuple[str, ...] = ("exit", "object")


class LexiconError(ValueError):
    """The lexicon file is missing a field or contradicts itself."""


@dataclass(frozen=True, slots=True)
class LexiconEntry:
    """One surface word: its canonical grounding word, class, role and ConceptNet edges."""

    word: str
    canonical: str
    word_class: str
    role: str
    edges: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Word classes (with verb, role and grounding words) and the surface words that map to them."""

    classes: tuple[WordClass, ...]
    roles: tuple[tuple[str, str], ...]  # (class name, role)
    entries: tuple[LexiconEntry, ...]
    source: str
    licence: str
    opposites: dict[str, str] = field(repr=False, compare=False, hash=False, default_factory=dict)
    by_word: dict[str, LexiconEntry] = field(
        repr=False, compare=False, hash=False, default_factory=dict
    )

    @classmethod
    def load(cls, path: Path | None = None) -> Lexicon:
        """Read a lexicon JSON file (the shipped one when ``path`` is None) and validate it."""
        data = json.loads(Path(path or DEFAULT_LEXICON_PATH).read_text(encoding="utf-8"))
        try:
            return cls._from_dict(data)
        except (KeyError, TypeError) as exc:
            raise LexiconError(
                f"malformed lexicon {path or DEFAULT_LEXICON_PATH}: {exc!r}"
            ) from exc

    @classmethod
    def _from_dict(cls, data: dict) -> Lexicon:
        classes = tuple(
            WordClass(c["name"], read_verbs(c), tuple(w.lower() for w in c["words"]))
            for c in data["classes"]
        )
        roles = tuple((c["name"], c["role"]) for c in data["classes"])
        role_of = dict(roles)
        grounding = {w: c.name for c in classes for w in c.words}
        if len(grounding) != sum(len(c.words) for c in classes):
            raise LexiconError("a grounding word belongs to two classes")
        for name, role in roles:
            if role not in ROLES:
                raise LexiconError(f"class {name!r} has unknown role {role!r}; expected {ROLES}")
        entries = []
        for e in data["entries"]:
            word, canonical, klass = e["word"].lower(), e["canonical"].lower(), e["class"]
            if grounding.get(canonical) != klass:
                raise LexiconError(
                    f"entry {word!r}: {canonical!r} is not a {klass!r} grounding word"
                )
            entries.append(LexiconEntry(word, canonical, klass, role_of[klass], tuple(e["edges"])))
        words = [e.word for e in entries]
        if len(set(words)) != len(words):
            raise LexiconError("a surface word is listed twice")
        missing = set(grounding) - set(words)
        if missing:
            raise LexiconError(f"grounding words without an entry: {sorted(missing)}")
        by_word = {e.word: e for e in entries}
        opposites = {}
        for e in entries:  # "/r/Antonym /c/en/north /c/en/south" between grounding words
            for edge in e.edges:
                rel, *nodes = edge.split()
                names = [n.rsplit("/", 1)[-1] for n in nodes]
                if rel == "/r/Antonym" and len(names) == 2 and all(n in grounding for n in names):
                    opposites[names[0]] = names[1]
        source, licence = data["source"], data["licence"]
        return cls(classes, roles, tuple(entries), source, licence, opposites, by_word)

    def vocabulary(self) -> Vocabulary:
        """The :class:`Vocabulary` policies range over (grounding words in lexicon order)."""
        return Vocabulary(classes=self.classes)

    def lookup(self, token: str) -> LexiconEntry | None:
        """The entry of a surface word (case-insensitive), or None when the word is unknown."""
        return self.by_word.get(token.lower())

    def opposite(self, word: str) -> str | None:
        """The grounding word opposite to ``word`` (``/r/Antonym``: north -> south), or None."""
        return self.opposites.get(word)

    def surface_words(self, role: str) -> tuple[str, ...]:
        """Every surface word (grounding words and synonyms) whose class plays ``role``."""
        return tuple(e.word for e in self.entries if e.role == role)
