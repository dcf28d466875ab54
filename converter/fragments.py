"""Sentences of verbless fragments (docs/converter.md, "The reader"): what terse rooms and notes
say in a noun and a compass point ("Road E to the bridge, lane N.", "Doors N, S.", "Gate N
(shut).", "Door S, locked.", "Walls N, E, W.", "N: hedge, no gap.", "Up, down, or out E.").

Such a sentence has no verb for the dependency parse to hang its parts on, and a tagger trained
on prose misreads it ("Barn/VB N, road E": an imperative). It is read by its structure instead:
parts between commas, semicolons and ``and``/``or``, each a noun phrase with the compass points
after it (a thing that way: a way, a door or a place is a way out; a wall, a window, water or a
picture is none), a state after a door ("locked", "(shut)"), more points continuing the last
part's list, or a point as a label with the thing after its colon. Nothing here names an
engine's sentences; the words' classes are WordNet's (:mod:`converter.wordclasses`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from spacy.tokens import Token

from converter.clauses import EXCEPT, NEGATORS, Clauses

_SEPARATORS = frozenset({",", ";", "and", "or"})
_JOINS = frozenset({"-", "/", "–"})
"""Between two points of one way ("N-S", "E/W")."""
_DESTINATION = frozenset({"to", "into", "toward", "towards", "onto", "back", "for", "past"})
"""Words after a thing's points that say where it goes ("Road E to the bridge")."""
_BEFORE_POINT = frozenset({"to", "the", "toward", "towards", "at", "on", "of", "out"})
"""Words between a thing and its point ("The gate to the south", "Way out S")."""
_OUT = frozenset({"out", "off"})
"""A particle before a point ("or out E")."""
_OFF_MAP = frozenset({"up", "down", "in", "out", "u", "d"})
"""Ways the vocabulary has no word for ("Up, down, or out E"): read, no fact."""
_NOT_THINGS = ("barrier", "impassable", "depiction")
_THINGS = ("way", "door", "room", "landform")


@dataclass
class _Part:
    """One part of a fragment sentence: the noun before its points, the points, a state."""

    noun: Token | None = None
    points: list[str] = field(default_factory=list)
    state: str | None = None
    denied: bool = False


class Fragments(Clauses):
    """A sentence of verbless fragments, read by its structure (mixed into
    :class:`converter.reading._Reader`)."""

    def fragment_point(self, t: Token) -> str | None:
        """A compass point in a fragment: the word, or a capital abbreviation ("N", "SW")."""
        point = self.classes.direction(t.lower_)
        if point is None and t.is_upper and len(t.text.rstrip(".")) <= 2:
            point = self.classes.direction(t.lower_.rstrip("."), abbreviated=True)
        return point

    def fragments(self) -> list[_Part] | None:
        """The parts of a sentence made wholly of fragments, or None when it is not one (a
        clause with a verb the parse can read, or a part of another shape)."""
        depth = 0
        for t in self.doc:  # (a verb in parentheses is a note's: "E (door, bolted this side)")
            depth += (t.text == "(") - (t.text == ")")
            if depth == 0 and t.tag_ in ("VBD", "VBP", "VBZ", "MD") and t.pos_ in ("VERB", "AUX"):
                return None  # a finite verb: the parse reads it
        parts: list[_Part] = []
        for words in self._split():
            part = self._part(words, parts[-1] if parts else None)
            if part is None:
                return None
            if part is not _CONTINUED:
                parts.append(part)
        return parts if any(p.points for p in parts) else None

    def _split(self) -> list[list[Token]]:
        """The sentence's tokens between separators (not inside parentheses), its end
        punctuation dropped."""
        out: list[list[Token]] = [[]]
        depth = 0
        for t in self.doc:
            depth += t.text == "("
            depth -= t.text == ")"
            if depth == 0 and t.lower_ in _SEPARATORS:
                out.append([])
            elif not (t.is_punct and t.text in ".!" and t.i == len(self.doc) - 1):
                out[-1].append(t)
        return [w for w in out if w]

    def _part(self, words: list[Token], last: _Part | None) -> _Part | None:
        inner: list[Token] = []
        if words[-1].text == ")" and any(w.text == "(" for w in words):
            k = max(i for i, w in enumerate(words) if w.text == "(")
            words, inner = words[:k], words[k + 1 : -1]
        if not words:
            return None
        label = [w for w in words[:2] if self.fragment_point(w)]
        if len(words) >= 3 and label and words[len(label)].text == ":":
            rest = words[len(label) + 1 :]  # "N: hedge, no gap", "E: gate (locked)"
            part = self._thing(rest, [self.fragment_point(w) for w in label])
            return part if part is None else self._with_state(part, inner)
        points = [self.fragment_point(w) for w in words]
        if all(
            p is not None or w.text in _JOINS or w.lower_ in _OUT
            for w, p in zip(words, points, strict=True)
        ):
            found = [p for p in points if p is not None]
            if last is not None and last.noun is not None and not inner:  # "Walls N, E, W":
                last.points.extend(found)  # the list goes on
                return _CONTINUED
            return self._with_state(_Part(points=found), inner)  # "or out E", "E (door, shut)"
        if all(w.lower_ in _OFF_MAP for w in words):
            return _Part()  # "Up", "down": ways the vocabulary has no word for
        state = [self.state_of(w) for w in words]
        if (
            last is not None
            and last.points
            and all(
                s is not None or w.lower_ in ("and", "but")
                for w, s in zip(words, state, strict=True)
            )
        ):
            last.state = next(s for s in state if s is not None)  # "Door S, locked"
            return _CONTINUED
        if (
            last is not None
            and len(words) <= 4
            and not any(self.fragment_point(w) for w in words)
            and not any(w.pos_ in ("VERB", "AUX") and w.tag_ != "VB" for w in words)
        ):
            if words[0].lower_ in NEGATORS and any(
                self.classes.may_be(w.lower_, "way") for w in words
            ):
                last.denied = True  # "N: hedge, no gap": no way there
            elif last.noun is None and words[-1].pos_ == "NOUN" and not inner:
                last.noun = words[-1]  # "North, a window": the point labels the thing after it
            return _CONTINUED  # "overgrown but passable": said of the part before
        k = next((i for i, p in enumerate(points) if p is not None), None)
        if k is None or k == 0:
            return None
        tail = words[k:]
        end = next(
            (i for i, w in enumerate(tail) if points[k + i] is None and w.text not in _JOINS),
            len(tail),
        )
        if end < len(tail) and tail[end].lower_ not in _DESTINATION:
            return None  # more words after the points, not where it leads: a clause
        part = self._thing(words[:k], [p for p in points[k : k + end] if p is not None])
        return part if part is None else self._with_state(part, inner)

    def _thing(self, words: list[Token], points: list[str]) -> _Part | None:
        """A noun phrase before (or after a label of) compass points: its head noun (the last
        word), whether it is denied ("no gap")."""
        words = [w for w in words if not w.is_punct]
        while words and words[-1].lower_ in _BEFORE_POINT:
            words = words[:-1]  # "The gate to the south"
        if not words or len(words) > 5 or not words[-1].is_alpha:
            return None
        if any(w.lower_ in EXCEPT for w in words):
            return None  # "No exits but the way north": the parse reads the exception
        if any(w.pos_ == "ADP" for w in words):
            return None  # "The river chatters over stones": a clause, its verb mistagged
        last = words[-1]
        if (
            len(words) >= 2
            and last.lower_.endswith("s")
            and any(self.classes.is_a(w, "motion") for w in self.classes.words_of(last.text))
            and not any(self.classes.is_a(w, "way") for w in self.classes.words_of(last.text))
        ):
            return None  # "A path winds/NNS east": a way's verb, mistagged (not "Doors N, S")
        if any(w.pos_ in ("VERB", "AUX") and w.tag_ != "VB" for w in words):
            return None
        denied = any(w.lower_ in NEGATORS for w in words)
        part = _Part(noun=last, points=list(points), denied=denied)
        for w in words[:-1]:  # "South: a closed wooden door"
            part.state = self.state_of(w) or part.state
        return part

    def _with_state(self, part: _Part, inner: list[Token]) -> _Part:
        """A state in the part's parentheses ("Gate N (shut)", "door E (yard, shut)", "E (door,
        bolted this side)": a shut word however the tagger took it)."""
        shut = self.classes.shut_words() if inner else frozenset()
        for w in inner:
            state = self.state_of(w) or ("closed" if w.lower_ in shut else None)
            if state is not None:
                part.state = state
        return part

    def kind_of(self, noun: Token) -> str | None:
        """What a fragment's noun is: ``way`` (a way out that way), ``door``, ``none`` (a
        wall, a window, water, a picture), or None (a thing of no class: a guess)."""
        words = self.classes.words_of(noun.text) | {noun.lemma_.lower()}
        if any(self.classes.is_a(w, "door") for w in words):
            return "door"
        if any(self.classes.is_a(w, k) for w in words for k in _NOT_THINGS):
            return "none"
        if any(
            self.classes.is_a(w, k) or self.classes.may_be(w, k) for w in words for k in _THINGS
        ):
            return "way"
        return None

    def read_fragments(self, r: dict) -> bool:
        """Read a sentence of fragments into ``r`` (exits, doors and their states); False when
        the sentence is not one."""
        parts = self.fragments()
        if parts is None:
            return False
        exits, closed, locked, opened, doors, guessed = [], [], [], [], [], False
        for part in parts:
            if part.denied or not part.points:
                continue
            moved = part.noun is not None and part.noun.tag_ == "VB"  # a link's "Go south."
            moved = moved and self.verb_is(part.noun, "motion")
            kind = self.kind_of(part.noun) if part.noun is not None and not moved else "way"
            if kind == "none":
                continue
            guessed |= kind is None
            exits.extend(part.points)
            if kind == "door" or part.state is not None:
                doors.extend(part.points)
                if part.state in ("closed", "locked"):
                    closed.extend(part.points)
                    locked.extend(part.points if part.state == "locked" else ())
                elif part.state == "open":
                    opened.extend(part.points)
        self.undecided.clear()
        r["exits"] = tuple(dict.fromkeys(exits))
        r["closed"] = tuple(dict.fromkeys(closed))
        r["locked"] = tuple(dict.fromkeys(locked))
        r["opened"] = tuple(dict.fromkeys(opened))
        r["doors"] = tuple(dict.fromkeys(doors))
        r["named_doors"] = ()
        r["anaphora"] = ()
        r["partial"] = guessed
        r.pop("goal", None)  # a list of things and their points asks nothing
        return True


_CONTINUED = _Part()
"""A part that only added to the one before it."""
