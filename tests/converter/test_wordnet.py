"""Word classes read off WordNet 3.0 (issue 41, item 2): the shipped file is what the knowledge
base gives, and words nobody listed are classified by its relations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from converter.gcide import GCIDE_DIR
from converter.wordclasses import DEFAULT_PATH, WordClasses
from converter.wordnet import WORDNET_DIR, build


def test_words_nobody_listed_are_classified():
    classes = WordClasses.load()
    for word in ("doubloon", "shilling", "penny", "coin"):
        assert classes.is_a(word, "money"), word
    for word in ("doorway", "archway", "corridor", "passage", "gate"):
        assert classes.is_a(word, "way"), word
    assert not classes.is_a("crown", "money")  # a coin only in a sense nobody tagged
    assert not classes.is_a("eagle", "money") and not classes.is_a("slug", "money")
    assert classes.direction("northern") == "north" and classes.direction("westward") == "west"
    assert classes.direction("n") is None and classes.direction("n", abbreviated=True) == "north"
    assert classes.direction("southeastern") != "south"


def test_coin_words_wordnet_lacks_come_from_the_dictionary():
    classes = WordClasses.load()
    for word in ("denarius", "thaler", "sesterce"):  # not in WordNet; GCIDE: "A ... coin"
        assert classes.is_a(word, "money"), word
    assert classes.may_be("sovereign", "coin_sense")  # WordNet: a ruler only
    assert not classes.may_be("mark", "coin_sense")  # a mark is a thing too: no guess
    assert not classes.is_a("sovereign", "money")
    assert classes.knows("helm") and not classes.knows("zorkmid")


@pytest.mark.skipif(
    not WORDNET_DIR.is_dir() or not (GCIDE_DIR / "gcide.index").is_file(),
    reason="Debian's wordnet-base or dict-gcide is not installed",
)
def test_the_shipped_classes_are_what_wordnet_gives(tmp_path: Path):
    rebuilt = build(tmp_path / "wordclasses.json")
    shipped = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))
    assert rebuilt == shipped
