"""The reading set's files (bench/reading/README.md): their format, the split, and that they are
what the authoring sources build; and the scorer on a few dev items."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.bench.conftest import ACTION, FACT, SET_DIR, STYLES, UNARY, WORDS


def _rows(part: str) -> list[dict]:
    lines = (SET_DIR / f"{part}.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines]  # every line parses


@pytest.fixture(scope="module")
def parts() -> dict[str, list[dict]]:
    return {part: _rows(part) for part in ("dev", "heldout")}


def test_every_item_has_the_format(parts):
    for rows in parts.values():
        for row in rows:
            assert set(row) <= {"id", "style", "observation", "history", "gold", "notes"}
            assert isinstance(row["id"], str) and row["style"] in STYLES
            assert isinstance(row["observation"], str) and row["observation"]
            for turn in row["history"]:
                assert set(turn) == {"observation", "action"}
                assert isinstance(turn["observation"], str) and isinstance(turn["action"], str)
            gold = row["gold"]
            assert set(gold) == {"room", "facts", "person_actions", "expect"}
            assert gold["room"] is None or gold["room"] == gold["room"].lower()
            assert gold["expect"] in {"answer", "unknown_task"}
            assert len(set(gold["facts"])) == len(gold["facts"])
            for fact in gold["facts"]:
                m = FACT.match(fact)
                assert m, (row["id"], fact)
                if m["arg"] is None:
                    assert m["pred"] == "all_visited", (row["id"], fact)
                else:
                    assert m["pred"] in UNARY and m["arg"] in WORDS, (row["id"], fact)
            for action in gold["person_actions"]:
                m = ACTION.match(action)
                assert m and m["word"] in WORDS, (row["id"], action)
                assert (m["verb"] == "take") == (m["word"] == "coin"), (row["id"], action)
            if gold["expect"] == "unknown_task":
                assert gold["person_actions"] == [] and row["style"] == "other_task"


def test_the_facts_hang_together(parts):
    for rows in parts.values():
        for row in rows:
            facts = set(row["gold"]["facts"])
            found = {f[5:-1] for f in facts if f.startswith("find(")}
            for fact in facts:
                if fact.startswith(("closed(", "visited(", "initial(")):
                    assert fact[fact.index("(") + 1 : -1] in found, (row["id"], fact)
            if "all_visited" in facts:
                assert found - {"coin"}, row["id"]
                assert all(f"visited({d})" in facts for d in found - {"coin"}), row["id"]
            if "find(coin)" in facts and row["gold"]["expect"] == "answer":
                assert row["gold"]["person_actions"] == ["take coin"], row["id"]


def test_ids_are_unique_and_the_parts_disjoint(parts):
    dev, held = parts["dev"], parts["heldout"]
    ids = [r["id"] for r in dev + held]
    assert len(ids) == len(set(ids))
    assert not {r["id"] for r in dev} & {r["id"] for r in held}
    assert not {r["observation"] for r in dev} & {r["observation"] for r in held}


def test_the_set_is_large_enough_in_every_style(parts):
    counts = Counter(r["style"] for rows in parts.values() for r in rows)
    assert set(counts) == set(STYLES)
    assert all(n >= 20 for n in counts.values()), counts
    assert sum(counts.values()) >= 360
    assert counts["other_task"] >= 20
    assert len(parts["dev"]) > len(parts["heldout"]) > 0


def test_the_files_are_what_the_sources_build(parts):
    """The jsonl files are bench.reading.author's output (never edited by hand)."""
    from bench.reading.author import STYLES as ORDER
    from bench.reading.author import build, split

    dev, held = split({style: build(style) for style in ORDER})
    assert dev == parts["dev"]
    assert held == parts["heldout"]


def test_the_scorer_scores_a_few_dev_items(parts):
    from bench.reading_score import Reader, score_item, summarise, table

    items = [r for r in parts["dev"] if r["style"] in {"twx", "other_task"}][:6]
    reader = Reader()
    results = [score_item(reader, item) for item in items]
    summary = summarise(items, results)
    assert summary["items"] == len(items)
    assert summary["facts"]["gold"] == sum(len(i["gold"]["facts"]) for i in items)
    report = {
        "set": "dev",
        "policy": reader.agent.version,
        "styles": {"some": summary},
        "overall": summary,
    }
    assert "overall" in table(report)
