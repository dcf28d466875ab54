"""The paper-structure check of learned rules."""

from training.rulecheck import paper_match

F, NV, NI, AV, INI, V = (
    ("find", False),
    ("visited", True),
    ("initial", True),
    ("all_visited", False),
    ("initial", False),
    ("visited", False),
)
TAKE = frozenset({frozenset({F})})


def test_the_papers_own_rules_match():
    direction = frozenset({frozenset({F, NV, NI}), frozenset({F, AV, INI})})
    paper = {"money": TAKE, "direction": direction}
    assert paper_match(paper).matches


def test_the_rules_without_the_literals_the_data_cannot_require_match():
    learned = {"money": TAKE, "direction": frozenset({frozenset({F, NV}), frozenset({F, AV})})}
    assert paper_match(learned).to_dict() == {
        "take": True,
        "explore": True,
        "backtrack": True,
        "backtrack_initial": False,
        "extra": 0,
        "matches": True,
    }


def test_the_papers_backtrack_needs_initial():
    direction = frozenset({frozenset({F, NV, NI}), frozenset({F, AV, INI})})
    assert paper_match({"money": TAKE, "direction": direction}).backtrack_initial
    either = frozenset({frozenset({F, NV}), frozenset({F, V, AV, NI})})
    assert not paper_match({"money": TAKE, "direction": either}).backtrack_initial


def test_missing_or_wrong_conjunctions_do_not_match():
    assert not paper_match({"money": TAKE, "direction": frozenset({frozenset({F, NV})})}).matches
    only_find = {"money": TAKE, "direction": frozenset({frozenset({F})})}
    assert paper_match(only_find).extra == 1 and not paper_match(only_find).matches
    visited_explore = frozenset({frozenset({F, V, NV}), frozenset({F, AV})})
    assert not paper_match({"money": TAKE, "direction": visited_explore}).explore
    soft_take = {"money": frozenset({frozenset({F, AV})}), "direction": frozenset()}
    assert not paper_match(soft_take).take
