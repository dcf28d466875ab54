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

``python -m bench.reading.author4`` writes ``dev4.jsonl`` and ``heldout4.jsonl``: split at random
per style (``random.Random(SEED)``, one shuffle per style in :data:`STYLES` order, the first
round(0.5 n) to dev4). Ids are ``r4-<style>-NNN`` in source order. An observation text that
repeats one of this round or of any earlier round's files is refused.
"""

from __future__ import annotations

import importlib
import json
import random
from dataclasses import dataclass

from bench.reading.author import HERE, STYLES, Ambiguous, K, R, derive, write

SEED = 20261201
"""The fourth round's split seed."""
DEV_SHARE = 0.5
PARTS = ("dev4", "heldout4")
EARLIER = ("dev", "heldout", "dev2", "heldout2", "dev3", "heldout3")
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


def build(style: str) -> list[dict]:
    """Every fourth-round item of one style, ids ``r4-<style>-NNN`` in source order."""
    module = importlib.import_module(f"bench.reading.items4_{style}")
    out = []
    for n, it in enumerate(module.ITEMS, start=1):
        try:
            body = derive4(it.steps, it.expect)
        except Ambiguous as exc:
            raise Ambiguous(f"{style} item {n}: {exc}") from None
        if it.actions is not None:
            if not it.notes:
                raise Ambiguous(f"{style} item {n}: actions given without a note why")
            body["gold"]["person_actions"] = list(it.actions)
        row = {"id": f"r4-{style}-{n:03d}", "style": style, **body}
        if it.notes:
            row["notes"] = it.notes
        out.append(row)
    return out


def split(rows_by_style: dict[str, list[dict]], seed: int = SEED) -> tuple[list, list]:
    """(dev4, heldout4): per style in :data:`STYLES` order, a shuffle by one
    ``random.Random(seed)``; the first round(n * 0.5) go to dev4."""
    rng = random.Random(seed)
    dev, held = [], []
    for style in STYLES:
        rows = list(rows_by_style[style])
        rng.shuffle(rows)
        k = round(len(rows) * DEV_SHARE)
        dev += rows[:k]
        held += rows[k:]
    return dev, held


def earlier_texts() -> dict[str, str]:
    """Observation text -> id over the first three rounds' files."""
    out = {}
    for part in EARLIER:
        for line in (HERE / f"{part}.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            out[row["observation"]] = row["id"]
    return out


def build_all() -> dict[str, list[dict]]:
    rows = {style: build(style) for style in STYLES}
    texts = earlier_texts()
    repeats = []
    for style_rows in rows.values():
        for row in style_rows:
            key = row["observation"]
            if key in texts:
                repeats.append(f"{row['id']} repeats the observation of {texts[key]}")
            texts[key] = row["id"]
    if repeats:
        raise Ambiguous("; ".join(repeats))
    return rows


def main() -> None:
    dev, held = split(build_all())
    write(HERE / "dev4.jsonl", dev)
    write(HERE / "heldout4.jsonl", held)
    for style in STYLES:
        n_dev = sum(r["style"] == style for r in dev)
        n_held = sum(r["style"] == style for r in held)
        print(f"{style:12s} dev4 {n_dev:3d}  heldout4 {n_held:3d}")
    print(f"{'total':12s} dev4 {len(dev):3d}  heldout4 {len(held):3d}")


if __name__ == "__main__":
    from bench.reading import author4

    author4.main()
