"""The doors of one text across its sentences (docs/converter.md, "The reader"): each
sentence's doors and states (:class:`converter.reading.SentenceReading`) joined into the text's
closed, open and locked ways, with what a later sentence says of a door an earlier one named
("There is a door to the north. It is locked.", "the latter is locked", "so is the glass
door", "North is the paint shed; its door is shut."), and the doors said shut at no compass
point (the room's reading is then partial)."""

from __future__ import annotations

import re

from converter.reading import SentenceReading

_DOOR_OF = re.compile(
    r"\b([a-z][a-z'-]{1,30})[ \t]+(?=door\b)"
    r"|\bdoor[ \t]+(?:of|to|into)[ \t]+(?:the[ \t]+)?([a-z][a-z'-]{1,30})"
)
"""The word a door is named by ("the granary door", which the tagger may not take for a
compound; "the front door of the farmhouse", "the door to the dairy")."""


_CONTRAST = frozenset({"other", "real", "proper", "main", "actual", "second"})
"""Words that set a door named again apart from the one named before ("the proper door")."""


class TextDoors:
    """The doors a text's sentences name, taken one sentence at a time in order."""

    def __init__(self, listed_closed: tuple[str, ...] = ()) -> None:
        self.closed: list[str] = list(listed_closed)  # points behind a closed door
        self.opened: list[str] = []  # points through a door said open
        self.locked: list[str] = []
        self.reopened: list[str] = []  # opened by a message after it was said shut
        self.called: list[tuple[str, str]] = []  # (the words naming a door, its point)
        self.named: dict[str, list] = {}  # name -> [state, point, the sentence saying it, words]
        self.unplaced = False  # a door said closed at no compass point
        self.unplaced_locked = False  # ... said locked
        self._last_doors: tuple[str, ...] = ()  # the points of the doors named last
        self._since = 0  # sentences since they were named
        self._last_state: str | None = None  # the last door state a sentence said
        self._all_doors: list[str] = []  # the points of every door the text has named
        self._places: dict[str, str | None] = {}  # a room the text puts at a point -> the point

    def above(self, reading: SentenceReading) -> None:
        """A reply above the room ("The iron-bound door is locked."): a door shut, at no point
        the room can tell."""
        said = [s for s, p in reading.anaphora if p in (None, "?") or p and p[0] == "*"]
        said += [s for _, s, p, _ in reading.named_doors if p is None and s is not None]
        shut = [s for s in said if s in ("closed", "locked")]
        self.unplaced |= bool(shut)
        self.unplaced_locked |= "locked" in shut

    def take(self, reading: SentenceReading, prior: tuple[str, ...], sentence: str) -> None:
        """One sentence's doors; ``prior`` are the compass points the sentence before named."""
        self.closed.extend(reading.closed)
        self.opened.extend(reading.opened)
        self._last_state = (  # this sentence's own first ("The east door is locked, and so is
            "locked"  # the west door."), else the last one's ("...; so is the glass door")
            if reading.locked
            else "closed"
            if reading.closed
            else "open"
            if reading.opened
            else self._last_state
        )
        if reading.likewise and self._last_state is not None:
            (self.opened if self._last_state == "open" else self.closed).extend(reading.likewise)
            if self._last_state == "locked":
                self.locked.extend(reading.likewise)
        self._since += 1
        if reading.subject_room and reading.exits:  # "The bathroom is east, ...": its point
            self._places.setdefault(reading.subject_room.lower(), reading.exits[0])
        for point, place in reading.destinations:  # "Exits ... east to Suite 7.": its words
            for word in {place, *place.split()}:
                if self._places.setdefault(word, point) != point:
                    self._places[word] = None  # at two points: no door's
        self._all_doors.extend(reading.doors)
        if reading.doors:
            self._last_doors, self._since = reading.doors, 0
        elif reading.exits and any("door" in n for n, *_ in reading.named_doors):
            self._last_doors = reading.exits
        self.locked.extend(reading.locked)
        for state, point in reading.anaphora:
            self._anaphora(reading, state, point, prior)
        here: dict[str, str] = {}  # a name this sentence gave -> the door it named
        for name, state, point, words in reading.named_doors:  # one door over two sentences
            first, said = name, set(words.split())
            name = here.get(name, name) if point is None else name  # "The door to the back
            # stair, west, was wedged open ...; the door is shut now": the one just named
            known = self.named.get(name)
            if known is None and f"the {words}" in sentence.lower():  # "A heavy oak door ...
                # The door is": a door an earlier sentence named, named again in fewer words
                kin = [n for n, d in self.named.items() if said <= d[3] and d[2] != sentence]
                last = [n for n in kin if self.named[n][1] in self._last_doors]
                if len(kin) > 1 and self._since <= 1 and len(last) == 1:  # the door just named
                    name, known = last[0], self.named[last[0]]  # ("The fire door north is
                    # closed. The door to the stair, west, was wedged open; the door is shut")
                elif len(kin) == 1 and kin[0].split()[-1] == name.split()[-1]:
                    name, known = kin[0], self.named[kin[0]]
            if known is not None and None not in (known[1], point) and known[1] != point:
                name = f"{name} {point}"  # a second door of that name, at another point
            elif known is not None and said & _CONTRAST and not said <= known[3]:
                name = words  # "The little door is bolted. The proper door is south.": another
            here[first] = name
            door = self.named.setdefault(name, [None, None, sentence, said])
            door[2] = sentence if state else door[2]  # (the sentence that said its state)
            door[0] = state or door[0]
            door[1] = point or door[1]
        self.called.extend(reading.called)

    def _anaphora(self, reading: SentenceReading, state: str, point, prior) -> None:
        """A state said of a door by a pronoun or a marker (:meth:`converter.doors.Doors.doors`):
        ``*`` every door just named, ``<`` and ``>`` the first and the last of them (named in
        this sentence or the one before), ``~`` those given no state here, ``^`` the last
        sentence's point, ``?`` a thing of no class (a reply's door), None the last; ``*-west``
        every door but the west one; ``+east`` another door at that point, if the sentence
        before named a door."""
        point, *left_out = point.split("-") if point and point[0] == "*" else (point,)
        last = self._last_doors
        if point and point[0] == "+":  # "another, to the east, is locked": a second door
            if not last or self._since > 1:  # where the last sentence named one
                return
            point = point[1:]
        if point in ("<", ">", "2") and self._since > 1:
            return  # "the first is locked" two sentences after the doors: of other things
        if state in ("closed", "locked") and point in (None, "*", "<", ">", "2") and not last:
            self.unplaced = True
            self.unplaced_locked |= state == "locked"
        if point == "?":  # a thing of no class said shut: the door a reply answers for,
            self.unplaced |= state in ("closed", "locked")  # never a room's door
            self.unplaced_locked |= state == "locked"
            return
        stated = {p for _, p in reading.anaphora} | {*reading.opened, *reading.closed}
        if point in ("*", "~") and len(last) < 2:  # "Both are shut, the west one locked too",
            last = tuple(dict.fromkeys(self._all_doors))  # "A door leads north. A gate leads
            # east; the east one is open, the others are shut": every door the text named
        points = (
            tuple(d for d in last if d not in left_out)  # "all but the west one are locked"
            if point == "*"
            else last[:1]
            if point == "<"  # "the former is locked"
            else last[-1:]
            if point == ">"  # "the latter is locked"
            else last[1:2]
            if point == "2"  # "the first stands wide, the second is bolted"
            else tuple(d for d in last if d not in stated)
            if point == "~"  # "the east one is propped open, the others are shut"
            else prior[-1:]
            if point == "^"  # "North is the paint shed; its door is shut."
            else (point,)
            if point is not None
            else last[-1:]
        )
        if point is None and not last and len(prior) == 1:  # "The lab is west of here. It is
            points = prior  # locked.": the way the sentence before named, its door's state
        (self.opened if state == "open" else self.closed).extend(points)
        if state == "open" and reading.door_opened:
            self.reopened.extend(points)  # "The door is shut. You lift the latch and it swings
            # open.": shut no longer
        if state == "locked":
            self.locked.extend(points)

    def settle(self) -> None:
        """The named doors' states joined in; a door a message opened is open; a door named
        after a room the text put at a point is at that point ("The bathroom is east. ... The
        bathroom door is locked."), as is a door said shut in a sentence that names one such
        place ("The front door of the farmhouse is locked.")."""
        for name, door in self.named.items():
            place = name.lower().rpartition(" ")[0]
            if door[1] is None and self._places.get(place) is not None:
                door[1] = self._places[place]
            elif door[1] is None and door[0] is not None:  # "The door of the granary is shut":
                said = {w for m in _DOOR_OF.finditer(door[2].lower()) for w in m.groups()}
                points = {p for w, p in self._places.items() if w in said}  # the place's
                if len(points) == 1 and None not in points:  # point
                    door[1] = points.pop()
        for state, point, *_ in self.named.values():
            if state is not None and point is not None:
                (self.opened if state == "open" else self.closed).append(point)
                if state == "locked":
                    self.locked.append(point)
            self.unplaced |= state in ("closed", "locked") and point is None
            self.unplaced_locked |= state == "locked" and point is None
        self.closed = [p for p in self.closed if p not in self.reopened]
        self.locked = [p for p in self.locked if p not in self.reopened]

    def unplaced_sentences(self) -> list[str]:
        """The sentences that said a door shut at no compass point."""
        return [
            s
            for state, point, s, _ in self.named.values()
            if state in ("closed", "locked") and point is None
        ]

    def unstated(self) -> list[str]:
        """The points of doors whose state no sentence said."""
        return [p for state, p, *_ in self.named.values() if state is None and p is not None]
