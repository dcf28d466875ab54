"""The mechanism every later round of the reading set shares (bench/reading/README.md): a round's
items are its ``bench/reading/items<N>_<style>.py`` modules' ``ITEMS``, written with
:func:`bench.reading.author.item`, :class:`~bench.reading.author.R` and
:class:`~bench.reading.author.K`, their gold derived (the map facts and the person's actions are
never typed by hand); split at random per style (``random.Random(seed)``, one shuffle per style
in :data:`~bench.reading.author.STYLES` order, the first round(share n) to the dev part); ids
``r<N>-<style>-NNN`` in source order; an observation text that repeats one of this round or of
an earlier round's files is refused. ``bench.reading.author2`` ... ``author4`` each name one
round.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from bench.reading.author import HERE, STYLES, Ambiguous, build, derive, split, write

ROUNDS = 52
"""How many rounds the set has (the first round's parts are ``dev`` and ``heldout``)."""


def parts_before(number: int) -> tuple[str, ...]:
    """The dev and held-out parts of every round before round ``number``, in order."""
    return tuple(
        f"{kind}{n if n > 1 else ''}" for n in range(1, number) for kind in ("dev", "heldout")
    )


@dataclass(frozen=True)
class Round:
    """One round: its number, split seed, dev share, the earlier rounds' parts and how its
    gold is derived."""

    number: int
    seed: int
    dev_share: float
    earlier: tuple[str, ...]
    derive: Callable[..., dict] = derive

    @property
    def parts(self) -> tuple[str, str]:
        return f"dev{self.number}", f"heldout{self.number}"

    def build(self, style: str) -> list[dict]:
        """Every item of one style, ids ``r<N>-<style>-NNN`` in source order."""
        return build(style, f"items{self.number}", f"r{self.number}-", self.derive)

    def split(self, rows_by_style: dict[str, list[dict]]) -> tuple[list, list]:
        """(dev, held-out): per style, a shuffle by one ``random.Random(seed)``; the first
        round(n * dev_share) go to dev."""
        return split(rows_by_style, self.seed, self.dev_share)

    def earlier_texts(self) -> dict[str, str]:
        """Observation text -> id over the earlier rounds' files."""
        out = {}
        for part in self.earlier:
            for line in (HERE / f"{part}.jsonl").read_text("utf-8").splitlines():
                row = json.loads(line)
                out[row["observation"]] = row["id"]
        return out

    def build_all(self) -> dict[str, list[dict]]:
        rows = {style: self.build(style) for style in STYLES}
        texts = self.earlier_texts()
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

    def main(self) -> None:
        """Write the round's two files and print its counts per style."""
        dev_name, held_name = self.parts
        dev, held = self.split(self.build_all())
        write(HERE / f"{dev_name}.jsonl", dev)
        write(HERE / f"{held_name}.jsonl", held)
        for style in STYLES:
            n_dev = sum(r["style"] == style for r in dev)
            n_held = sum(r["style"] == style for r in held)
            print(f"{style:12s} {dev_name} {n_dev:3d}  {held_name} {n_held:3d}")
        print(f"{'total':12s} {dev_name} {len(dev):3d}  {held_name} {len(held):3d}")
