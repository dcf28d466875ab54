"""The reading set's fourth round (bench/reading/README.md, "The fourth round"): items written by
a fourth author, blind to the reader, with the first round's mechanism. Each source module
``bench/reading/items4_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K`; the gold is derived by :func:`bench.reading.author.derive`
(the map facts and the person's actions are never typed by hand).

One addition: :class:`Both` reads a text that answers a move with a refusal and then prints
the room again in the same text ("You can't go east from here.\\n\\nCellar\\n..."). It is
derived as the refusal and then the room's description (a ``look`` the game made by itself);
the sentinel turn between them is dropped from the history, so the item's texts are exactly
the game's.

``python -m bench.reading.author4`` writes ``dev4.jsonl`` and ``heldout4.jsonl`` (the first
round(0.5 n) of each style to dev4; :mod:`bench.reading.rounds`).
"""

from __future__ import annotations

from dataclasses import dataclass

from bench.reading.author import Ambiguous, K, R, derive
from bench.reading.rounds import Round

SEED = 20261201
"""The fourth round's split seed."""
_SENTINEL = "\x00refusal-then-room\x00"


@dataclass(frozen=True)
class Both:
    """A text that is a refusal (``k``, a K('refused')) followed by the room's description
    (``r``, the same room) in one observation."""

    k: K
    r: R

    def __post_init__(self) -> None:
        if self.k.what != "refused":
            raise Ambiguous("Both: the first part must be a refusal")


def _expand(steps: tuple) -> tuple:
    out: list = []
    for i, step in enumerate(steps):
        if i % 2 == 0 and isinstance(step[1], Both):
            text, both = step
            out += [(_SENTINEL, both.k), "look", (text, both.r)]
        else:
            out.append(step)
    return tuple(out)


def derive4(steps: tuple, expect: str = "answer") -> dict:
    """:func:`bench.reading.author.derive` with :class:`Both` texts expanded (and the sentinel
    turn dropped from the history)."""
    body = derive(_expand(steps), expect)
    body["history"] = [t for t in body["history"] if t["observation"] != _SENTINEL]
    if _SENTINEL in body["observation"]:
        raise Ambiguous("Both: the sentinel leaked into the observation")
    return body


ROUND = Round(
    number=4,
    seed=SEED,
    dev_share=0.5,
    earlier=("dev", "heldout", "dev2", "heldout2", "dev3", "heldout3"),
    derive=derive4,
)

if __name__ == "__main__":  # the items import Both from bench.reading.author4, not __main__
    from bench.reading import author4

    author4.ROUND.main()
