"""The reading set's second round (bench/reading/README.md, "The second round"): items written
by a second author, blind to the reader, with the first round's mechanism. Each source module
``bench/reading/items2_<style>.py`` holds one style's items as ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K`; the gold is derived by :func:`bench.reading.author.derive`
(the map facts and the person's actions are never typed by hand).

``python -m bench.reading.author2`` writes ``dev2.jsonl`` and ``heldout2.jsonl``: split at random
per style (``random.Random(SEED)``, one shuffle per style in :data:`STYLES` order, the first
round(0.6 n) to dev2). Ids are ``r2-<style>-NNN`` in source order. An observation text that
repeats one of this round or of the first round's files is refused.
"""

from __future__ import annotations

import importlib
import json
import random

from bench.reading.author import HERE, STYLES, Ambiguous, derive, write

SEED = 20261129
"""The second round's split seed."""
DEV_SHARE = 0.6
PARTS = ("dev2", "heldout2")


def build(style: str) -> list[dict]:
    """Every second-round item of one style, ids ``r2-<style>-NNN`` in source order."""
    module = importlib.import_module(f"bench.reading.items2_{style}")
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
        row = {"id": f"r2-{style}-{n:03d}", "style": style, **body}
        if it.notes:
            row["notes"] = it.notes
        out.append(row)
    return out


def split(rows_by_style: dict[str, list[dict]], seed: int = SEED) -> tuple[list, list]:
    """(dev2, heldout2): per style in :data:`STYLES` order, a shuffle by one
    ``random.Random(seed)``; the first round(n * 0.6) go to dev2."""
    rng = random.Random(seed)
    dev, held = [], []
    for style in STYLES:
        rows = list(rows_by_style[style])
        rng.shuffle(rows)
        k = round(len(rows) * DEV_SHARE)
        dev += rows[:k]
        held += rows[k:]
    return dev, held


def first_round_texts() -> dict[str, str]:
    """Observation text -> id over the first round's files."""
    out = {}
    for part in ("dev", "heldout"):
        for line in (HERE / f"{part}.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            out[row["observation"]] = row["id"]
    return out


def build_all() -> dict[str, list[dict]]:
    rows = {style: build(style) for style in STYLES}
    texts = first_round_texts()
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
    write(HERE / "dev2.jsonl", dev)
    write(HERE / "heldout2.jsonl", held)
    for style in STYLES:
        n_dev = sum(r["style"] == style for r in dev)
        n_held = sum(r["style"] == style for r in held)
        print(f"{style:12s} dev2 {n_dev:3d}  heldout2 {n_held:3d}")
    print(f"{'total':12s} dev2 {len(dev):3d}  heldout2 {len(held):3d}")


if __name__ == "__main__":
    from bench.reading import author2

    author2.main()
