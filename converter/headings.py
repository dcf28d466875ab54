"""The place a heading names (docs/converter.md, "The reader"): a heading made of a label and a
place, parted by a dash, a colon or a bar ("LIVE -- THE ICE CHAPEL", "ON SCREEN: MORNING ROOM",
"Tour stop: Guard Room"), names the place its last part names, where only that part ends in a
word of a room (WordNet's usual senses; the label's none in any sense) and the label tells no
event and holds no number; other headings name themselves ("Kitchen - Ground Floor", two places,
and "Deck 3: Engineering", a place's number, stay whole)."""

from __future__ import annotations

import re
from collections.abc import Callable

from converter.wordclasses import WordClasses

_PARTS = re.compile(r"[ \t]*:[ \t]+|[ \t]+(?:--|[-–—|])[ \t]+")
"""Where a heading's parts part."""
_LAST_WORD = re.compile(r"([A-Za-z]+)\W*$")
_ACTING = frozenset({"door", "way", "open", "closed", "opening", "shutting", "locking", "motion"})
"""Classes of a label that tells what happened ("Door opened: Drum House"), no place's label."""


def place_of(heading: str, classes: WordClasses) -> str:
    """The part of ``heading`` that names the place (see the module's docstring)."""
    parts = [p for p in _PARTS.split(heading) if p.strip()]
    if len(parts) < 2:
        return heading
    label = " ".join(parts[:-1])
    said = classes.words_of(label)  # ("[Door opened: Drum House]": a message)
    if (
        _names_a_room(parts[-1], classes.is_a)
        and not any(_names_a_room(p, classes.may_be) for p in parts[:-1])
        and not any(  # (a noun of motion tells no event: "TRAVEL NEWS -- THE BEDROOM")
            classes.of(w) & (_ACTING - {"motion"} if classes.knows(w) else _ACTING) for w in said
        )
        and not any(c.isdigit() for c in label)  # ("Deck 3: Engineering": a place's number)
    ):
        return parts[-1].strip()
    return heading


def ends_with_place(heading: str, named: str) -> bool:
    """Whether a heading's last part is the room a sentence names ("ZOO TRAIL - STOP 4: THE
    GIRAFFE HOUSE" and "You are in the giraffe house!")."""
    parts = _PARTS.split(heading)
    return len(parts) > 1 and parts[-1].lower().removeprefix("the ") == named.lower()


def _names_a_room(part: str, of_class: Callable[[str, str], bool]) -> bool:
    last = _LAST_WORD.search(part)
    return last is not None and of_class(last.group(1).lower(), "room")
