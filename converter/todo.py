"""A to-do list in a text (docs/converter.md, "The reader"): lines that start with a box ("[ ]
find the coin", "☐ open the gate"), read as the game's goal, not as the room."""

from __future__ import annotations

import re

_BOX = r"(?:\[[ xX✓✔]?\]|[☐☑☒])"
_BOXES = re.compile(_BOX)
_UNCHECKED = re.compile(r"\[ ?\]|☐")
CHECKBOX = re.compile(rf"^(?:[-*•][ \t]*)?{_BOX}[ \t]*")
"""A to-do list's box ("[ ] find the coin", "[x] open the gate"): the words after it are read."""
_SAYS = re.compile(r",|:[ \t]*\S")
"""A comma, or a colon with words after it: a line that says something, no list's label."""
_TWO_SENTENCES = re.compile(r"[a-z][.!?][ \t]+[A-Z]")  # two sentences in one line of a list


def todo_list(text: str) -> tuple[str, tuple[str, ...]]:
    """``text`` without its to-do list, and the list's items as goal sentences ("Task: find
    the coin."): lines that start with a box ("[ ] find the coin") or hold two boxes or more
    ("flour [x] sugar [x] eggs [ ]"), and the short label above them ("TO DO"); an item of two
    sentences, or one done that says a state, stays in the text."""
    lines = text.split("\n")
    keep: list[str] = []
    items: list[str] = []
    boxed = {k for k, line in enumerate(lines) if CHECKBOX.match(line)}
    if len(boxed) == 1 and _UNCHECKED.search(lines[min(boxed)]) is None:
        boxed = set()  # one line marked done ("[X] Gate 7: LOCKED."): a reply's mark, no list
    for k, line in enumerate(lines):
        boxes = len(_BOXES.findall(line))
        if k in boxed and boxes == 1 or boxes >= 2:
            label = keep[-1].strip() if keep else ""
            if (
                not items
                and label
                and len(label.split()) <= 3
                and label[-1] not in ".!?"
                and not _SAYS.search(label)  # ("Door, east: CLOSED" says a state: no label)
            ):
                keep.pop()  # "TO DO": the list's label, no room's title
            words = " ".join(_BOXES.sub(" ", line).split()).strip(" -*•:")
            done = boxes == 1 and _UNCHECKED.search(line) is None
            if _TWO_SENTENCES.search(words) or done and _SAYS.search(words):
                keep.append(words)  # "[ ] Loose articles: one coin on the floor by the desk.
                # Remove before flight.", "[x] Door, south: OPEN": what is, and an order
            elif words:
                items.append(f"Task: {words}.")
            continue
        keep.append(line)
    return "\n".join(keep), tuple(items)
