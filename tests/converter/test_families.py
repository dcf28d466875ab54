"""Game families as data (docs/architecture.md §3b): each family's grammar spells and reads
commands, and a vocabulary may give a word class several verbs while one-verb vocabularies read
as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from converter import FOLConverter
from converter.facts import Vocabulary, WordClass
from converter.families import Command, Families
from converter.lexicon import Lexicon, LexiconError

REPO = Path(__file__).resolve().parents[2]
SHIPPED = REPO / "policies" / "fol-rules"


@pytest.fixture(scope="module")
def families() -> Families:
    return Families.load()


@pytest.mark.parametrize(
    ("command", "read", "readers"),
    [
        ("go north", Command("go", "north"), {"textworld", "interactive_fiction"}),
        ("north", Command("go", "north"), {"textworld", "interactive_fiction"}),
        ("Go  Westward", Command("go", "west"), {"textworld", "interactive_fiction"}),
        ("walk south", Command("go", "south"), {"interactive_fiction"}),
        ("open the east door", Command("open", "east"), {"interactive_fiction"}),
        ("pick up coin", Command("take", "coin"), {"interactive_fiction"}),
        ("move north", Command("go", "north"), {"twx"}),
        ("open door to east", Command("open", "east"), {"twx"}),
        ("close door to south", Command("close", "south"), {"twx"}),
        ("take coin", Command("take", "coin"), {"textworld", "twx", "interactive_fiction"}),
        ("take coins", Command("take", "coin"), {"textworld", "twx", "interactive_fiction"}),
        ("take brown cap", None, set()),
        ("look around", None, set()),
        ("inventory", None, set()),
        ("go coin", None, set()),  # a money word is no direction
        ("coin", None, set()),
        ("move", None, set()),
        ("", None, set()),
    ],
)
def test_each_family_reads_its_own_spelling(families, command, read, readers):
    assert families.read(command) == read
    assert families.readers_of(command) == readers


def test_each_family_spells_a_verb_its_own_way(families):
    tw, twx = families.get("textworld"), families.get("twx")
    assert (tw.spell("go", "north"), tw.spell("take", "coin")) == ("go north", "take coin")
    assert twx.spell("go", "north") == "move north"
    assert twx.spell("open", "west") == "open door to west"
    assert twx.spell("take", "coin") == "take coin"
    with pytest.raises(KeyError, match="by the door's name"):
        tw.spell("open", "west")  # TextWorld opens a door by its name: none, no command
    assert tw.spell("open", "west", "wooden door") == "open wooden door"
    assert tw.by_door("open") and not tw.by_door("go") and not twx.by_door("open")
    for family in families.families:  # every spelling reads back to itself
        for verb, _ in family.commands:
            word = "coin" if verb == "take" else "north"
            if family.by_door(verb):  # read back by the room's doors (tests/service)
                assert families.read(family.spell(verb, word, "wooden door"), family) is None
                continue
            assert families.read(family.spell(verb, word), family) == Command(verb, word)


def test_the_default_family_is_interactive_fiction(families):
    """A request nothing tells is a game no engine marks: the common parser grammar, whose
    spelling of go and take is TextWorld's (so a TextWorld client is answered the same)."""
    default = families.default
    assert default.name == "interactive_fiction"
    assert default.spell("go", "north") == families.get("textworld").spell("go", "north")
    assert default.spell("open", "east") == "open east door"
    assert families.vocabulary(["textworld", "twx"]) == families.vocabulary(
        ["textworld", "twx", "interactive_fiction"]
    )


def test_the_default_family_is_data_and_must_be_listed(tmp_path):
    data = json.loads((REPO / "converter" / "data" / "families.json").read_text())
    path = tmp_path / "families.json"
    data["default"] = "twx"
    path.write_text(json.dumps(data))
    assert Families.load(Lexicon.load(), path).default.name == "twx"
    del data["default"]
    path.write_text(json.dumps(data))
    assert Families.load(Lexicon.load(), path).default.name == "textworld"  # the first
    data["default"] = "zork"
    path.write_text(json.dumps(data))
    with pytest.raises(LexiconError, match="default family 'zork'"):
        Families.load(Lexicon.load(), path)


def test_the_papers_vocabulary_is_the_lexicons_and_textworld_opens_doors(families):
    """The paper's vocabulary (go, take) is the lexicon's; TextWorld's games open a door by its
    name (``open wooden door``), so a policy of TextWorld's family verbs has TextWorldExpress's."""
    paper = FOLConverter().vocabulary
    assert [c.verbs for c in paper.classes] == [("go",), ("take",)]
    assert families.vocabulary(["textworld"]) == families.vocabulary(["twx"])
    assert [c.verbs for c in families.vocabulary(["textworld"]).classes] == [
        ("go", "open"),
        ("take",),
    ]


def test_a_class_may_have_several_verbs(families):
    vocab = families.vocabulary(["textworld", "twx"])
    direction = vocab.classes[0]
    assert direction.verbs == ("go", "open")
    assert vocab.words == ("north", "south", "east", "west", "coin")
    assert vocab.actions == (
        *(f"go {w}" for w in vocab.words[:4]),
        *(f"open {w}" for w in vocab.words[:4]),
        "take coin",
    )
    assert vocab.action_rows == (0, 1, 2, 3, 0, 1, 2, 3, 4)
    assert [(h.class_name, h.verb) for h in vocab.heads] == [
        ("direction", "go"),
        ("direction", "open"),
        ("money", "take"),
    ]
    assert vocab.action_heads == (0, 0, 0, 0, 1, 1, 1, 1, 2)
    assert vocab.action_index("open", "east") == 6 and vocab.action_index("open", "coin") is None
    with pytest.raises(ValueError, match="several verbs"):
        _ = direction.verb  # code written for one verb per class refuses, never guesses
    data = vocab.to_dict()
    assert data["classes"][0]["verbs"] == ["go", "open"] and "verb" not in data["classes"][0]
    assert Vocabulary.from_dict(json.loads(json.dumps(data))) == vocab


def test_one_verb_vocabularies_keep_the_manifest_form_and_action_order():
    vocab = FOLConverter().vocabulary
    assert vocab.actions == ("go north", "go south", "go east", "go west", "take coin")
    assert vocab.action_rows == tuple(range(5))
    assert WordClass("direction", "go", ("north",)).verbs == ("go",)
    one_verb = 0
    for manifest in SHIPPED.glob("*/manifest.json"):
        stored = json.loads(manifest.read_text())["model"]["config"]["vocabulary"]
        assert Vocabulary.from_dict(stored).to_dict() == stored  # byte-for-byte the same JSON
        if all("verb" in c for c in stored["classes"]):  # a one-verb vocabulary: the paper's
            assert Vocabulary.from_dict(stored) == vocab
            one_verb += 1
    assert one_verb  # the critic variant's shipped policy (the default has go and open)


def test_a_template_read_two_ways_is_refused(tmp_path):
    data = json.loads((REPO / "converter" / "data" / "families.json").read_text())
    data["families"][1]["commands"]["take"] = ["go {direction}"]
    path = tmp_path / "families.json"
    path.write_text(json.dumps(data))
    with pytest.raises(LexiconError, match="reads as"):
        Families.load(Lexicon.load(), path)


@pytest.mark.parametrize(
    ("observation", "history", "candidates", "family"),
    [
        ("-= Kitchen =-\nThere is an exit to the north.", [], [], "textworld"),
        ("You are in the kitchen. To the North you see the pantry.", [], [], "twx"),
        ("You can't go that way.", [], [], "interactive_fiction"),  # nothing tells: default
        ("Kitchen\nYou can go north.", [], [], "interactive_fiction"),
        ("x", [], ["go north", "open the north door"], "interactive_fiction"),
        ("x", [("y", "go north"), ("z", "north")], [], "interactive_fiction"),  # a tie, no
        # marker: the default (TextWorld's spellings are the common parser's too)
        ("-= Hall =-", [("y", "go north")], [], "textworld"),  # a tie its markers break
        ("x", [], ["move north", "take coin", "look around"], "twx"),
        ("x", [], ["go north", "take coin"], "interactive_fiction"),
        ("You take the coin.", [("You are in the kitchen.", "take coin")], [], "twx"),
        ("Unknown action", [("x", "move north")], ["take coin"], "twx"),
    ],
)
def test_the_family_is_recognised_from_commands_then_texts(
    families, observation, history, candidates, family
):
    commands = [*candidates, *(a for _, a in history)]
    found = families.recognise(observation, [o for o, _ in history], commands)
    assert found.name == family
