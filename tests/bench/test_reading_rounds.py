"""The reading set's later rounds (bench/reading/README.md, "The second round" ... "The
fifty-second round"): each round's dev and held-out files parse, follow the gold format, share
no id or observation with each other or with earlier rounds, are split per style as the round
says, and are what its author module builds from its items<N>_<style>.py sources."""

from __future__ import annotations

import importlib
import json
import re
from collections import Counter

import pytest

from tests.bench.conftest import ACTION, DIRECTIONS, FACT, SET_DIR, STYLES, UNARY, WORDS

ROUNDS = tuple(range(2, 53))
MIN_ITEMS = {
    2: 220,
    3: 200,
    4: 200,
    5: 200,
    6: 180,
    7: 180,
    8: 180,
    9: 180,
    10: 180,
    11: 180,
    12: 180,
    13: 180,
    14: 180,
    15: 180,
    16: 180,
    17: 180,
    18: 180,
    19: 180,
    20: 180,
    21: 180,
    22: 180,
    23: 180,
    24: 180,
    25: 180,
    26: 180,
    27: 180,
    28: 180,
    29: 180,
    30: 180,
    31: 180,
    32: 180,
    33: 180,
    34: 180,
    35: 180,
    36: 180,
    37: 180,
    38: 180,
    39: 180,
    40: 180,
    41: 180,
    42: 180,
    43: 180,
    44: 180,
    45: 180,
    46: 180,
    47: 180,
    48: 180,
    49: 180,
    50: 180,
    51: 180,
    52: 180,
}


def _rows(part: str) -> list[dict]:
    lines = (SET_DIR / f"{part}.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines]  # every line parses


def _round(n: int):
    return importlib.import_module(f"bench.reading.author{n}").ROUND


@pytest.fixture(scope="module", params=ROUNDS, ids=lambda n: f"round{n}")
def round_(request):
    return _round(request.param)


@pytest.fixture(scope="module")
def parts(round_) -> dict[str, list[dict]]:
    return {part: _rows(part) for part in round_.parts}


def _all(parts):
    return [r for rows in parts.values() for r in rows]


def test_every_item_has_the_format(round_, parts):
    ids = re.compile(rf"^r{round_.number}-(?P<style>[a-z_0-9]+)-(?P<n>\d{{3}})$")
    for row in _all(parts):
        assert set(row) <= {"id", "style", "observation", "history", "gold", "notes"}
        assert row["style"] in STYLES
        m = ids.match(row["id"])
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
    for row in _all(parts):
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
    for row in _all(parts):
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
    for row in _all(parts):
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


def test_ids_and_observations_are_unique_across_the_rounds_so_far(round_, parts):
    earlier = [r for part in round_.earlier for r in _rows(part)]
    rows = _all(parts) + earlier
    assert len({r["id"] for r in rows}) == len(rows)
    assert len({r["observation"] for r in rows}) == len(rows)


def test_the_round_is_large_enough_and_split_per_style(round_, parts):
    dev_name, held_name = round_.parts
    dev = Counter(r["style"] for r in parts[dev_name])
    held = Counter(r["style"] for r in parts[held_name])
    assert sum(dev.values()) + sum(held.values()) >= MIN_ITEMS[round_.number]
    for style in STYLES:
        n = dev[style] + held[style]
        assert n >= 20, style
        assert dev[style] == round(n * round_.dev_share), style
    assert sum(r["gold"]["expect"] == "unknown_task" for r in _all(parts))


def test_the_files_are_what_the_sources_build(round_, parts):
    """The jsonl files are the round's author module's output (never edited by hand)."""
    dev, held = round_.split(round_.build_all())
    assert (dev, held) == tuple(parts[p] for p in round_.parts)


@pytest.mark.parametrize(
    "part",
    [
        "heldout",
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout6",
        "heldout7",
        "heldout8",
        "heldout9",
        "heldout10",
        "heldout11",
        "heldout12",
        "heldout13",
        "heldout14",
        "heldout15",
        "heldout16",
        "heldout17",
        "heldout18",
        "heldout19",
        "heldout20",
        "heldout21",
        "heldout22",
        "heldout23",
        "heldout24",
        "heldout25",
        "heldout26",
        "heldout27",
        "heldout28",
        "heldout29",
        "heldout30",
        "heldout31",
        "heldout32",
        "heldout33",
        "heldout34",
        "heldout35",
        "heldout36",
        "heldout37",
        "heldout38",
        "heldout39",
        "heldout40",
        "heldout41",
        "heldout42",
        "heldout43",
        "heldout44",
        "heldout45",
        "heldout46",
        "heldout47",
        "heldout48",
        "heldout49",
        "heldout50",
        "heldout51",
        "heldout52",
    ],
)
def test_the_scorer_refuses_a_held_out_part_without_final(part, capsys):
    """Only the argument parsing is exercised: the parser stops before anything is scored."""
    from bench.reading_score import main

    with pytest.raises(SystemExit) as exc:
        main(["--set", part])
    assert exc.value.code == 2
    assert "--final" in capsys.readouterr().err


# ---- what a round was written to hold --------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4])
def test_history_items_have_three_to_seven_turns(n):
    for part in _round(n).parts:
        for row in _rows(part):
            if row["style"] == "history":
                assert 3 <= len(row["history"]) <= 7, row["id"]


@pytest.mark.parametrize(
    ("n", "answers"),
    [
        (3, range(2, 100)),
        (4, range(3, 6)),
        (5, range(4, 7)),
        (6, range(4, 7)),
        (7, range(4, 7)),
        (8, range(4, 7)),
        (9, range(4, 7)),
        (10, range(4, 7)),
        (11, range(4, 7)),
        (12, range(4, 7)),
        (13, range(4, 7)),
        (14, range(4, 7)),
        (15, range(4, 7)),
        (16, range(4, 7)),
        (17, range(4, 7)),
        (18, range(4, 7)),
        (19, range(4, 7)),
        (20, range(4, 7)),
        (21, range(4, 7)),
        (22, range(4, 7)),
        (23, range(4, 7)),
        (24, range(4, 7)),
        (25, range(4, 7)),
        (26, range(4, 7)),
        (27, range(4, 7)),
        (28, range(4, 7)),
        (29, range(4, 7)),
        (30, range(4, 7)),
        (31, range(4, 7)),
        (32, range(4, 7)),
        (33, range(4, 7)),
        (34, range(4, 7)),
        (35, range(4, 7)),
        (36, range(4, 7)),
        (37, range(4, 7)),
        (38, range(4, 7)),
        (39, range(4, 7)),
        (40, range(4, 7)),
        (41, range(4, 7)),
        (42, range(4, 7)),
        (43, range(4, 7)),
        (44, range(4, 7)),
        (45, range(4, 7)),
        (46, range(4, 7)),
        (47, range(4, 7)),
        (48, range(4, 7)),
        (49, range(4, 7)),
        (50, range(4, 7)),
        (51, range(4, 7)),
        (52, range(4, 7)),
    ],
)
def test_other_task_items_hold_coin_goals_and_other_goals(n, answers):
    rows = [r for p in _round(n).parts for r in _rows(p) if r["style"] == "other_task"]
    assert sum(r["gold"]["expect"] == "answer" for r in rows) in answers
    assert sum(r["gold"]["expect"] == "unknown_task" for r in rows) >= 15


def test_the_fourth_round_has_about_twenty_items_a_style_and_loops():
    rows = [r for p in _round(4).parts for r in _rows(p)]
    counts = Counter(r["style"] for r in rows)
    for style in STYLES:
        assert 20 <= counts[style] <= 22, style
    looped = 0
    for row in (r for r in rows if r["style"] == "history"):
        firsts = [t["observation"].split("\n")[0] for t in row["history"]]
        firsts.append(row["observation"].split("\n")[0])
        looped += len(set(firsts)) < len(firsts)  # a room seen twice in one history
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


SHAPES = {
    5: (20, 60),
    6: (18, 50),
    7: (18, 50),
    8: (18, 50),
    9: (18, 50),
    10: (18, 50),
    11: (18, 50),
    12: (18, 50),
    13: (18, 50),
    14: (18, 50),
    15: (18, 50),
    16: (18, 50),
    17: (18, 50),
    18: (18, 50),
    19: (18, 50),
    20: (18, 50),
    21: (18, 50),
    22: (18, 50),
    23: (18, 50),
    24: (18, 50),
    25: (18, 50),
    26: (18, 50),
    27: (18, 50),
    28: (18, 50),
    29: (18, 50),
    30: (18, 50),
    31: (18, 50),
    32: (18, 50),
    33: (18, 50),
    34: (18, 50),
    35: (18, 50),
    36: (18, 50),
    37: (18, 50),
    38: (18, 50),
    39: (18, 50),
    40: (18, 50),
    41: (18, 50),
    42: (18, 50),
    43: (18, 50),
    44: (18, 50),
    45: (18, 50),
    46: (18, 50),
    47: (18, 50),
    48: (18, 50),
    49: (18, 50),
    50: (18, 50),
    51: (18, 50),
    52: (18, 50),
}
"""Rounds 5-52: (fewest items a style, fewest items with a history and with map facts)."""


@pytest.mark.parametrize("n", sorted(SHAPES), ids=lambda n: f"round{n}")
def test_a_later_round_has_its_items_a_style_histories_and_loops(n):
    """Rounds 5 to 52 (bench/reading/README.md, "The fifth round" ... "The fifty-second
    round"): their fewest items a style (up to 22), their fewest items with a
    history and whose map facts (visited, initial, refused) depend on it, every history item's
    walk 1-8 turns (the history style's 2-8), and some walks that return to a room."""
    fewest, histories = SHAPES[n]
    rows = [r for p in _round(n).parts for r in _rows(p)]
    counts = Counter(r["style"] for r in rows)
    for style in STYLES:
        assert fewest <= counts[style] <= 22, style
    with_history = [r for r in rows if r["history"]]
    assert len(with_history) >= histories
    mapped = ("visited(", "initial(", "refused(")
    assert sum(any(f.startswith(mapped) for f in r["gold"]["facts"]) for r in rows) >= histories
    for row in with_history:
        assert 1 <= len(row["history"]) <= 8, row["id"]
    looped = 0
    for row in (r for r in rows if r["style"] == "history"):
        assert 2 <= len(row["history"]) <= 8, row["id"]
        firsts = [t["observation"].split("\n")[0] for t in row["history"]]
        firsts.append(row["observation"].split("\n")[0])
        looped += len(set(firsts)) < len(firsts)
    assert looped >= 5
