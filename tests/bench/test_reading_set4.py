"""The reading set's fourth round (bench/reading/README.md, "The fourth round"): dev4.jsonl and
heldout4.jsonl parse, follow the gold format, share no id or observation with each other or with
the earlier rounds, and are what bench.reading.author4 builds from the items4_<style>.py
sources."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

SET_DIR = Path(__file__).resolve().parents[2] / "bench" / "reading"
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
WORDS = {"north", "south", "east", "west", "coin"}
DIRECTIONS = WORDS - {"coin"}
UNARY = {"find", "visited", "initial", "closed", "refused"}
FACT = re.compile(r"^(?P<pred>[a-z_]+)(?:\((?P<arg>[a-z]+)\))?$")
ACTION = re.compile(r"^(?P<verb>go|open|take) (?P<word>[a-z]+)$")
ID = re.compile(r"^r4-(?P<style>[a-z_0-9]+)-(?P<n>\d{3})$")


def _rows(part: str) -> list[dict]:
    lines = (SET_DIR / f"{part}.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines]  # every line parses


@pytest.fixture(scope="module")
def parts() -> dict[str, list[dict]]:
    return {part: _rows(part) for part in ("dev4", "heldout4")}


@pytest.fixture(scope="module")
def earlier_rounds() -> list[dict]:
    out = []
    for part in ("dev", "heldout", "dev2", "heldout2", "dev3", "heldout3"):
        out += _rows(part)
    return out


def test_every_item_has_the_format(parts):
    for rows in parts.values():
        for row in rows:
            assert set(row) <= {"id", "style", "observation", "history", "gold", "notes"}
            assert row["style"] in STYLES
            m = ID.match(row["id"])
            assert m and m["style"] == row["style"], row["id"]
            assert isinstance(row["observation"], str) and row["observation"]
            assert isinstance(row["history"], list)
            for turn in row["history"]:
                assert set(turn) == {"observation", "action"}
                assert isinstance(turn["observation"], str) and turn["observation"]
                assert isinstance(turn["action"], str) and turn["action"]
            if "notes" in row:
                assert isinstance(row["notes"], str) and row["notes"]
            gold = row["gold"]
            assert set(gold) == {"room", "facts", "person_actions", "expect"}
            assert gold["room"] is None or (gold["room"] and gold["room"] == gold["room"].lower())
            assert gold["expect"] in {"answer", "unknown_task"}


def test_gold_facts_use_only_the_readme_predicates_and_words(parts):
    for rows in parts.values():
        for row in rows:
            facts = row["gold"]["facts"]
            assert len(set(facts)) == len(facts), row["id"]
            for fact in facts:
                m = FACT.match(fact)
                assert m, (row["id"], fact)
                if m["arg"] is None:
                    assert m["pred"] == "all_visited", (row["id"], fact)
                else:
                    assert m["pred"] in UNARY and m["arg"] in WORDS, (row["id"], fact)
                    if m["pred"] != "find":
                        assert m["arg"] in DIRECTIONS, (row["id"], fact)


def test_person_actions_are_well_formed(parts):
    for rows in parts.values():
        for row in rows:
            gold = row["gold"]
            actions = gold["person_actions"]
            assert len(set(actions)) == len(actions), row["id"]
            facts = set(gold["facts"])
            for action in actions:
                m = ACTION.match(action)
                assert m and m["word"] in WORDS, (row["id"], action)
                assert (m["verb"] == "take") == (m["word"] == "coin"), (row["id"], action)
                if m["verb"] == "open":  # a closed door that is an exit
                    assert {f"find({m['word']})", f"closed({m['word']})"} <= facts, row["id"]
                if m["verb"] == "go":  # an exit, not behind a closed door
                    assert f"find({m['word']})" in facts, (row["id"], action)
                    assert f"closed({m['word']})" not in facts, (row["id"], action)
            if gold["expect"] == "unknown_task":
                assert actions == [] and row["style"] == "other_task", row["id"]
            elif "find(coin)" in facts:
                assert actions == ["take coin"], row["id"]


def test_the_facts_hang_together(parts):
    for rows in parts.values():
        for row in rows:
            facts = set(row["gold"]["facts"])
            found = {f[5:-1] for f in facts if f.startswith("find(")}
            for fact in facts:
                if fact.startswith(("closed(", "visited(", "initial(")):
                    assert fact[fact.index("(") + 1 : -1] in found, (row["id"], fact)
            assert sum(f.startswith("initial(") for f in facts) <= 1, row["id"]
            if "all_visited" in facts:
                assert found - {"coin"}, row["id"]
                assert all(f"visited({d})" in facts for d in found - {"coin"}), row["id"]
            if any(f.startswith(("visited(", "initial(")) for f in facts):
                assert row["history"], row["id"]


def test_ids_are_unique_across_all_eight_files(parts, earlier_rounds):
    ids = [r["id"] for rows in parts.values() for r in rows] + [r["id"] for r in earlier_rounds]
    assert len(ids) == len(set(ids))


def test_no_observation_repeats_across_all_eight_files(parts, earlier_rounds):
    texts = [r["observation"] for rows in parts.values() for r in rows]
    texts += [r["observation"] for r in earlier_rounds]
    assert len(texts) == len(set(texts))


def test_the_round_is_large_enough_and_split_per_style(parts):
    dev, held = (
        Counter(r["style"] for r in parts["dev4"]),
        Counter(r["style"] for r in parts["heldout4"]),
    )
    assert sum(dev.values()) + sum(held.values()) >= 200
    for style in STYLES:
        n = dev[style] + held[style]
        assert n >= 20, style
        assert dev[style] == round(n * 0.5), style
    assert sum(r["gold"]["expect"] == "unknown_task" for rows in parts.values() for r in rows)


def test_some_other_task_items_have_the_coin_as_their_goal(parts):
    """A coin game's own intro ("Find the coin and take it.") expects an answer."""
    rows = [r for rows in parts.values() for r in rows if r["style"] == "other_task"]
    assert 3 <= sum(r["gold"]["expect"] == "answer" for r in rows) <= 5
    assert sum(r["gold"]["expect"] == "unknown_task" for r in rows) >= 15


def test_history_items_have_three_to_seven_turns(parts):
    for rows in parts.values():
        for row in rows:
            if row["style"] == "history":
                assert 3 <= len(row["history"]) <= 7, row["id"]


def test_the_files_are_what_the_sources_build(parts):
    """The jsonl files are bench.reading.author4's output (never edited by hand)."""
    from bench.reading.author4 import build_all, split

    dev, held = split(build_all())
    assert dev == parts["dev4"]
    assert held == parts["heldout4"]


@pytest.mark.parametrize("part", ["heldout4", "heldout3", "heldout2", "heldout"])
def test_the_scorer_refuses_a_held_out_part_without_final(part, capsys):
    """Only the argument parsing is exercised: the parser stops before anything is scored."""
    from bench.reading_score import main

    with pytest.raises(SystemExit) as exc:
        main(["--set", part])
    assert exc.value.code == 2
    assert "--final" in capsys.readouterr().err


def test_every_style_has_about_twenty_items(parts):
    counts = Counter(r["style"] for rows in parts.values() for r in rows)
    for style in STYLES:
        assert 20 <= counts[style] <= 22, style


def test_some_histories_return_to_a_room(parts):
    """Loops: a room seen twice in one history (visited again)."""
    rows = [r for rows in parts.values() for r in rows if r["style"] == "history"]
    looped = 0
    for row in rows:
        texts = [t["observation"] for t in row["history"]] + [row["observation"]]
        firsts = [t.split("\n")[0] for t in texts]
        looped += len(set(firsts)) < len(firsts)
    assert looped >= 5


def test_a_refusal_then_the_room_in_one_text_keeps_the_history_whole():
    """bench.reading.author4.Both: the refusal and the room in one observation; the history
    holds only the game's own texts (no sentinel turn)."""
    from bench.reading.author import K, R
    from bench.reading.author4 import Both, derive4

    room = ("Yard\nExits: n w", R("Yard", "n w"))
    body = derive4(
        (room, "east", ("You can't.\n\nYard\nExits: n w", Both(K("refused"), R("Yard", "n w"))))
    )
    assert body["history"] == [{"observation": "Yard\nExits: n w", "action": "east"}]
    assert body["observation"] == "You can't.\n\nYard\nExits: n w"
    assert set(body["gold"]["facts"]) == {"find(north)", "find(west)", "refused(east)"}
