"""The reading set's authoring helper: each item is written as texts and actions, with what a
person reads in each text declared beside it (:class:`R` for a room's description, :class:`K`
for a text that keeps the room); the gold facts and person actions follow from those readings
by the definitions of bench/reading/README.md, so a fact derived from the map (``visited``,
``initial``, ``refused``, ``all_visited``) is never typed by hand. Nothing here reads the texts
themselves: the readings are the author's.

``python -m bench.reading.author`` writes every item, split at random (seed :data:`SEED`, per
style) into ``bench/reading/dev.jsonl`` and ``bench/reading/heldout.jsonl``. Each source module
(``bench/reading/items_<style>.py``) holds the items of one style as ``ITEMS``.

Items a careful person could read two ways are refused when they are built
(:class:`Ambiguous`): an exit that names a visited neighbour reached by no move of the history,
a refusal from an earlier visit of the current room, an exit the game refused as if it were
none, a move that reached a room other than the one the map already says that way leads to.
"""

from __future__ import annotations

import functools
import importlib
import json
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 20240610
"""The split's seed (random.Random(SEED), one shuffle per style, in style order)."""
DEV_SHARE = 2 / 3
STYLES = (
    "classic_if",
    "inform7",
    "mud",
    "prose",
    "textworld",
    "twx",
    "negation",
    "refusal",
    "history",
    "other_task",
)
DIRECTIONS = ("north", "south", "east", "west")
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
_ABBREVIATIONS = {
    "n": "north",
    "s": "south",
    "e": "east",
    "w": "west",
    "u": "up",
    "d": "down",
    "ne": "northeast",
    "nw": "northwest",
    "se": "southeast",
    "sw": "southwest",
}
_MOVE_VERBS = {"go", "walk", "move", "head", "run", "travel", "climb", "exit", "leave", "step"}
_COIN_WORDS = {
    "coin",
    "coins",
    "doubloon",
    "sovereign",
    "penny",
    "shilling",
    "crown",
    "ducat",
    "florin",
    "guinea",
    "groat",
}


class Ambiguous(ValueError):
    """An item a careful person could label two ways (or an authoring slip): not written."""


def _dirs(spec: str) -> tuple[str, ...]:
    out = []
    for token in spec.replace(",", " ").split():
        word = _ABBREVIATIONS.get(token.lower(), token.lower())
        out.append(word)
    return tuple(out)


@dataclass(frozen=True)
class R:
    """A text that describes a room, as a person reads it.

    ``room``: the room's name (None when the text names none); ``exits``: every way out the
    person reads (any direction; abbreviations allowed; a closed or locked door counts);
    ``closed``: exits behind a closed door that is not locked; ``locked``: exits behind a locked
    door; ``coin``: a coin lies in the room; ``leads``: ``{direction: room}`` where the text names
    where an exit leads."""

    room: str | None
    exits: str = ""
    closed: str = ""
    locked: str = ""
    coin: bool = False
    leads: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.room is not None:
            object.__setattr__(self, "room", self.room.lower())
        exits = set(_dirs(self.exits))
        for spec in (self.closed, self.locked):
            if not set(_dirs(spec)) <= exits:
                raise Ambiguous(f"{spec!r}: a door that is no exit in {self.exits!r}")
        if set(_dirs(self.closed)) & set(_dirs(self.locked)):
            raise Ambiguous("a door both closed and locked: name it once")
        if not set(_dirs(" ".join(self.leads))) <= exits:
            raise Ambiguous(f"leads {self.leads} names a way that is no exit")


@dataclass(frozen=True)
class K:
    """A text that names no room (the current room is kept), as a person reads it:
    ``refused`` (the move the action tried was refused; ``door``: "closed" or "locked" when the
    refusal says a door in that direction is shut or locked), ``opened`` (the door the action
    named is now open; ``door``: its direction, where the action names the door by its kind
    only), ``unlocked`` (the door the action named is no longer locked; still
    closed), ``took`` (the coin was taken), ``none`` (nothing about the room changed)."""

    what: str
    door: str | None = None

    def __post_init__(self) -> None:
        if self.what not in {"refused", "opened", "unlocked", "took", "none"}:
            raise Ambiguous(f"unknown K {self.what!r}")


def canon(action: str) -> tuple[str, str]:
    """The author's reading of an action as (verb, word): ``walk north`` -> (go, north),
    ``n`` -> (go, north), ``open the door to the east`` -> (open, east), ``pick up the gold
    coin`` -> (take, coin), ``look`` -> (look, ""); (other, action) otherwise."""
    words = [w for w in re.findall(r"[a-z]+", action.lower()) if w not in {"the", "a", "to"}]
    if not words:
        return ("other", action)
    if len(words) == 1 and (words[0] in _ABBREVIATIONS or words[0] in DIRECTIONS):
        return ("go", _ABBREVIATIONS.get(words[0], words[0]))
    if words[0] in {"l", "look", "examine", "x"} and len(words) <= 2 and words[-1] != "coin":
        return ("look", "")
    if words[0] in _MOVE_VERBS and len(words) == 2:
        return ("go", _ABBREVIATIONS.get(words[1], words[1]))
    if words[0] in {"open", "unlock", "close", "shut"}:
        dirs = [_ABBREVIATIONS.get(w, w) for w in words[1:]]
        dirs = [w for w in dirs if w in DIRECTIONS]
        verb = {"shut": "close"}.get(words[0], words[0])
        if len(dirs) == 1:
            return (verb, dirs[0])
        return ("other", action)
    if words[0] in {"take", "get", "grab", "pick"} and words[-1] in _COIN_WORDS:
        return ("take", "coin")
    return ("other", action)


@functools.cache
def _real() -> dict[str, dict]:
    from bench.reading.harvest import load

    return load()


def T(key: str, turn: int) -> str:
    """The text an engine printed at ``turn`` (0: the first) of harvested game ``key``
    (bench/reading/real_texts.json)."""
    return _real()[key]["turns"][turn]["obs"]


def A(key: str, turn: int) -> str:
    """The command that produced ``turn`` of harvested game ``key``."""
    return _real()[key]["turns"][turn]["action"]


def TASK(key: str) -> str:
    """The task description TextWorldExpress gave for harvested game ``key``."""
    return _real()[key]["task"]


def _acts(verb: str, word: str) -> str:
    return f"{verb} {word}"


def derive(steps: Sequence, expect: str = "answer") -> dict:
    """The gold of one item: ``steps`` alternate (text, reading) and action strings, starting
    and ending with a (text, reading). Returns {"observation", "history", "gold"}."""
    if len(steps) % 2 != 1:
        raise Ambiguous("steps must alternate (text, reading), action, ..., (text, reading)")
    texts = [steps[i] for i in range(0, len(steps), 2)]
    actions = [steps[i] for i in range(1, len(steps), 2)]
    first_text, first = texts[0]
    if not isinstance(first, R):
        raise Ambiguous("the first text must describe a room")
    start = first.room if first.room is not None else "<unnamed>"
    if first.room is None and len(texts) > 1:
        for _, reading in texts[1:]:
            if isinstance(reading, R):
                raise Ambiguous("a history of unnamed rooms: name them")
    rooms: dict[str, R] = {start: first}
    coin: dict[str, bool] = {start: first.coin}
    closed: dict[str, set[str]] = {start: set(_dirs(first.closed))}
    locked: dict[str, set[str]] = {start: set(_dirs(first.locked))}
    edges: dict[tuple[str, str], str] = {}
    first_entry: dict[str, str] = {}
    visited = {start}
    current = start
    refused: set[str] = set()
    refused_rooms: dict[str, set[str]] = {}

    def enter(reading: R) -> None:
        rooms[current] = reading
        coin[current] = reading.coin
        closed[current] = set(_dirs(reading.closed))
        locked[current] = set(_dirs(reading.locked))

    for action, (_text, reading) in zip(actions, texts[1:], strict=True):
        verb, word = canon(action)
        if isinstance(reading, R):
            name = reading.room if reading.room is not None else current
            if name != current:
                if verb != "go" or word not in DIRECTIONS:
                    raise Ambiguous(f"{action!r} moved the player from {current} to {name}")
                if word in refused:
                    raise Ambiguous(f"{action!r}: a refused way that then worked")
                for key, target in (((current, word), name), ((name, OPPOSITE[word]), current)):
                    if edges.setdefault(key, target) != target:
                        raise Ambiguous(f"{key} leads to {edges[key]} and to {target}")
                if current not in rooms or word not in _dirs(rooms[current].exits):
                    raise Ambiguous(f"{action!r} from {current}: no exit read that way")
                if name not in visited:
                    first_entry[name] = OPPOSITE[word]
                    visited.add(name)
                refused_rooms[current] = refused_rooms.get(current, set()) | refused
                refused = set()
                current = name
            elif verb == "go":
                raise Ambiguous(f"{action!r} answered by the same room: write it as K('refused')")
            enter(reading)
            exits = set(_dirs(reading.exits))
            # a description that shows the way open (no closed door there) clears a refusal
            refused = {
                d for d in refused if d not in exits or d in closed[current] | locked[current]
            }
        else:
            if reading.what == "refused":
                if verb != "go" or word not in set(_ABBREVIATIONS.values()) | set(DIRECTIONS):
                    raise Ambiguous(f"K('refused') after {action!r}: not a move")
                refused.add(word)
                exits = set(_dirs(rooms[current].exits))
                if reading.door is not None:
                    if word not in exits:
                        raise Ambiguous(f"a door {word} refused, but no exit {word} was read")
                    if reading.door == "locked":
                        closed[current].discard(word)
                        locked[current].add(word)
                    elif word not in locked[current]:
                        closed[current].add(word)
                elif word in exits and word not in closed[current] | locked[current]:
                    raise Ambiguous(f"{word}: an open exit the game refused")
            elif reading.what == "opened":
                if reading.door is not None:  # the door named by its kind: the author's way
                    verb, word = "open", _dirs(reading.door)[0]
                if verb != "open" or word not in closed[current]:
                    raise Ambiguous(f"K('opened') after {action!r}: no closed door there")
                closed[current].discard(word)
                refused.discard(word)
            elif reading.what == "unlocked":
                if verb != "unlock" or word not in locked[current]:
                    raise Ambiguous(f"K('unlocked') after {action!r}: no locked door there")
                locked[current].discard(word)
                closed[current].add(word)
            elif reading.what == "took":
                if verb != "take" or not coin[current]:
                    raise Ambiguous(f"K('took') after {action!r}: no coin to take")
                coin[current] = False
    if refused_rooms.get(current) and current != "<unnamed>":
        raise Ambiguous(f"a refusal from an earlier visit of {current}")
    reading = rooms[current]
    exits = set(_dirs(reading.exits))
    vocab_exits = [d for d in DIRECTIONS if d in exits]
    shut = closed[current] | locked[current]
    seen = {d for d in exits if (current, d) in edges}
    for d, target in reading.leads.items():
        d = _dirs(d)[0]
        if (current, d) in edges and edges[(current, d)] != target.lower():
            raise Ambiguous(f"{d} leads to {target} by the text and {edges[(current, d)]} by moves")
        if (current, d) not in edges and target.lower() in visited:
            raise Ambiguous(f"{d} names visited {target} that no move of the history reached")
    initial = first_entry.get(current) if current != start else None
    if initial is not None and initial not in exits:
        raise Ambiguous(f"the way back {initial} is not read as an exit of {current}")
    facts = [f"find({d})" for d in vocab_exits]
    if coin[current]:
        facts.append("find(coin)")
    facts += [f"closed({d})" for d in vocab_exits if d in shut]
    facts += [f"refused({d})" for d in DIRECTIONS if d in refused]
    facts += [f"visited({d})" for d in vocab_exits if d in seen]
    if initial is not None:
        facts.append(f"initial({initial})")
    if vocab_exits and exits <= seen:
        facts.append("all_visited")
    if exits - set(DIRECTIONS) and vocab_exits and set(vocab_exits) <= seen:
        raise Ambiguous("every exit of the vocabulary visited, another one not")
    # the person's actions
    if expect != "answer":
        person: list[str] = []
    elif coin[current]:
        person = ["take coin"]
    else:
        person = []
        for d in vocab_exits:
            if d in seen or d in locked[current]:
                continue
            if d in refused and d not in shut:
                raise Ambiguous(f"{d}: refused and open")
            person.append(_acts("open" if d in closed[current] else "go", d))
        if not person and initial is not None:
            person = [_acts("open" if initial in closed[current] else "go", initial)]
        elif not person and all(d in seen for d in vocab_exits):
            person = [
                _acts("open" if d in closed[current] else "go", d)
                for d in vocab_exits
                if d not in locked[current] and d not in refused
            ]
    room = None if current == "<unnamed>" else current.lower()
    history = [
        {"observation": text, "action": action}
        for (text, _), action in zip(texts[:-1], actions, strict=True)
    ]
    return {
        "observation": texts[-1][0],
        "history": history,
        "gold": {"room": room, "facts": facts, "person_actions": person, "expect": expect},
    }


@dataclass(frozen=True)
class Item:
    """One item as a source module writes it."""

    steps: tuple
    notes: str = ""
    expect: str = "answer"
    actions: tuple[str, ...] | None = None  # the person's actions, where the rule gives none


def item(
    *steps, notes: str = "", expect: str = "answer", actions: Sequence[str] | None = None
) -> Item:
    """An item: one (text, reading) for a single observation, or (text, reading), action,
    (text, reading), ... for a history. ``actions``: the person's actions where the rule of
    :func:`derive` does not apply (a game that has ended: none); the notes say why."""
    if len(steps) == 2 and isinstance(steps[0], str) and isinstance(steps[1], R | K):
        steps = ((steps[0], steps[1]),)
    return Item(tuple(steps), notes, expect, None if actions is None else tuple(actions))


def build(
    style: str, source: str = "items", prefix: str = "", derive_steps: Callable = derive
) -> list[dict]:
    """Every item of one style of ``bench.reading.<source>_<style>``, with ids
    ``<prefix><style>-NNN`` in source order, the gold derived by ``derive_steps``."""
    module = importlib.import_module(f"bench.reading.{source}_{style}")
    out = []
    for n, it in enumerate(module.ITEMS, start=1):
        try:
            body = derive_steps(it.steps, it.expect)
        except Ambiguous as exc:
            raise Ambiguous(f"{style} item {n}: {exc}") from None
        if it.actions is not None:
            if not it.notes:
                raise Ambiguous(f"{style} item {n}: actions given without a note why")
            body["gold"]["person_actions"] = list(it.actions)
        row = {"id": f"{prefix}{style}-{n:03d}", "style": style, **body}
        if it.notes:
            row["notes"] = it.notes
        out.append(row)
    return out


def split(
    rows_by_style: dict[str, list[dict]], seed: int = SEED, dev_share: float = DEV_SHARE
) -> tuple[list, list]:
    """(dev, heldout): per style in :data:`STYLES` order, a shuffle by one ``random.Random``
    of ``seed``; the first round(n * dev_share) go to dev."""
    rng = random.Random(seed)
    dev, held = [], []
    for style in STYLES:
        rows = list(rows_by_style[style])
        rng.shuffle(rows)
        k = round(len(rows) * dev_share)
        dev += rows[:k]
        held += rows[k:]
    return dev, held


def write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")


def main() -> None:
    rows = {style: build(style) for style in STYLES}
    texts: dict[str, str] = {}
    repeats = []
    for style_rows in rows.values():
        for row in style_rows:
            key = row["observation"]
            if key in texts:  # the splits must not share an observation
                repeats.append(f"{row['id']} repeats the observation of {texts[key]}")
            texts[key] = row["id"]
    if repeats:
        raise Ambiguous("; ".join(repeats))
    dev, held = split(rows)
    write(HERE / "dev.jsonl", dev)
    write(HERE / "heldout.jsonl", held)
    for style in STYLES:
        n_dev = sum(r["style"] == style for r in dev)
        n_held = sum(r["style"] == style for r in held)
        print(f"{style:12s} dev {n_dev:3d}  heldout {n_held:3d}")
    print(f"{'total':12s} dev {len(dev):3d}  heldout {len(held):3d}")


if __name__ == "__main__":
    # the item modules import R and K from bench.reading.author, not from __main__
    from bench.reading import author

    author.main()
