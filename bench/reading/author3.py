"""The reading set's third round (bench/reading/README.md, "The third round"): items written by
a third author, blind to the reader, with the first round's mechanism. Each source module
``bench/reading/items3_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K`; the gold is derived by :func:`bench.reading.author.derive`
(the map facts and the person's actions are never typed by hand).

``python -m bench.reading.author3`` writes ``dev3.jsonl`` and ``heldout3.jsonl``: split at random
per style (``random.Random(SEED)``, one shuffle per style in :data:`STYLES` order, the first
round(0.5 n) to dev3). Ids are ``r3-<style>-NNN`` in source order. An observation text that
repeats one of this round or of either earlier round's files is refused.
"""

from __future__ import annotations

import importlib
import json
import random

from bench.reading.author import HERE, STYLES, Ambiguous, derive, write

SEED = 20261130
"""The third round's split seed."""
DEV_SHARE = 0.5
PARTS = ("dev3", "heldout3")
EARLIER = ("dev", "heldout", "dev2", "heldout2")


def build(style: str) -> list[dict]:
    """Every third-round item of one style, ids ``r3-<style>-NNN`` in source order."""
    module = importlib.import_module(f"bench.reading.items3_{style}")
    out = []
    for n, it in enumerate(module.ITEMS, start=1):
        try:
            body = derive(it.steps, it.expect)
        except Ambiguous as exc:
            raise Ambiguous(f"{style} item {n}: {exc}") from None
        if it.actions is not None:
            if not it.notes:
                raise Ambiguous(f"{style} item {n}: actions given without a note why")
            body["gold"]["person_actions"] = list(it.actions)
        row = {"id": f"r3-{style}-{n:03d}", "style": style, **body}
        if it.notes:
            row["notes"] = it.notes
        out.append(row)
    return out


def split(rows_by_style: dict[str, list[dict]], seed: int = SEED) -> tuple[list, list]:
    """(dev3, heldout3): per style in :data:`STYLES` order, a shuffle by one
    ``random.Random(seed)``; the first round(n * 0.5) go to dev3."""
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
    """Observation text -> id over the first and second rounds' files."""
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
    write(HERE / "dev3.jsonl", dev)
    write(HERE / "heldout3.jsonl", held)
    for style in STYLES:
        n_dev = sum(r["style"] == style for r in dev)
        n_held = sum(r["style"] == style for r in held)
        print(f"{style:12s} dev3 {n_dev:3d}  heldout3 {n_held:3d}")
    print(f"{'total':12s} dev3 {len(dev):3d}  heldout3 {len(held):3d}")


if __name__ == "__main__":
    from bench.reading import author3

    author3.main()
