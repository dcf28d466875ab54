"""The rule parser against every exit template of TextWorld's coin-collector grammar, and the
texts around them (banner, objective, status line, messages)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
import textworld

from converter import Lexicon, ObservationParser, TextKind

GRAMMAR = (
    Path(textworld.__file__).parent
    / "challenges/tw_coin_collector/textworld_data/text_grammars/house_room.twg"
)
# The tags that describe exits (house_room.twg "Exit Descriptions" and "Templates").
EXIT_TAGS = ("room_desc_(dir)", "room_exit_desc", "room_desc_exits", "room_desc_(d)")
EXIT_TAGS += tuple(f"{level}{n}" for n in (1, 2, 3) for level in ("easy", "medium", "hard"))
DIR_LISTS = (("north",), ("west",), ("south", "east"), ("north", "south", "west"))
NAMES = {
    "(name)": "wooden door",
    "(name-adj)": "wooden",
    "(name-indefinite)": "a wooden door",
    "(name-n)": "door",
    "(name-n-indefinite)": "a door",
}


def _rules() -> dict[str, list[str]]:
    rules = {}
    for line in GRAMMAR.read_text().splitlines():
        if line and not line.startswith("#") and ":" in line:
            tag, _, body = line.partition(":")
            rules[tag] = body.split(";")
    return rules


def _expand(text: str, rules: dict[str, list[str]], plural: bool, depth: int = 0) -> list[str]:
    """Every alternative of the first two tag levels (then the first two of deeper ones)."""
    text = re.sub(r"\[if [^\]]*\]([^\[]*)\[otherwise\]([^\[]*)\[end if\]", r"\2", text)
    text = re.sub(r"\[([^|\]]*)\|([^\]]*)\]", lambda m: m.group(2 if plural else 1), text)
    tags = re.findall(r"#([^#]+)#", text)
    if not tags:
        return [text]
    options = []
    for tag in tags:
        alternatives = rules.get(tag, [""])
        expanded = [a for alt in alternatives for a in _expand(alt, rules, plural, depth + 1)]
        options.append(expanded if depth < 2 else expanded[:2])
    out = []
    for combo in itertools.product(*options):
        t = text
        for tag, value in zip(tags, combo, strict=True):
            t = t.replace(f"#{tag}#", value, 1)
        out.append(t)
    return out


def _dir_text(dirs: tuple[str, ...]) -> str:
    return dirs[0] if len(dirs) == 1 else ", ".join(dirs[:-1]) + " and " + dirs[-1]


@pytest.fixture(scope="module")
def parser() -> ObservationParser:
    return ObservationParser(Lexicon.load(), cache_size=64)


@pytest.mark.parametrize("tag", EXIT_TAGS)
def test_every_exit_template_of_the_grammar(parser: ObservationParser, tag: str) -> None:
    rules = _rules()
    assert tag in rules, f"{tag} missing from {GRAMMAR}"
    checked = 0
    for dirs in DIR_LISTS:
        for sentence in _expand(f"#{tag}#", rules, plural=len(dirs) > 1):
            sentence = sentence.replace("(dir)", _dir_text(dirs))
            for key, value in NAMES.items():
                sentence = sentence.replace(key, value)
            text = f"-= Attic =-\nYou are in an attic. A normal one.\n\n\n\n{sentence}"
            parsed = parser.parse(text)
            assert parsed.exits == frozenset(dirs), sentence
            assert parsed.kind is TextKind.ROOM and parsed.room == "Attic"
            checked += 1
    assert checked >= len(DIR_LISTS) * len(_expand(f"#{tag}#", rules, plural=False))


FEEDBACK_START = (
    "\n\n   ___ banner $$ \\$$ north coin |  $$\n\n"
    "Hey, thanks for coming over to TextWorld! First, go north. Then, head west. Then, pick up the "
    "coin from the floor of the attic. There is a coin on the floor of the attic.\n\n"
    "-= Spare Room =-\nYou arrive in a spare room. An ordinary one.\n\n\n\n"
    "There is an unblocked exit to the east.\n\n\n\n"
    ">                                            -= Spare Room =-0/1"
)


def test_objective_and_banner_make_no_facts(parser: ObservationParser) -> None:
    parsed = parser.parse(FEEDBACK_START)
    assert parsed.header == "Spare Room" and parsed.status_room == "Spare Room"
    assert parsed.exits == {"east"} and parsed.objects == frozenset()


def test_coin_sentence_and_lists(parser: ObservationParser) -> None:
    text = "-= Attic =-\nThere is an exit to the south.\n\nThere is a coin on the floor."
    assert parser.parse(text).objects == {"coin"}
    assert parser.parse("There are a key and a coin on the floor.").objects == {"coin"}
    assert parser.parse("Please retrieve the coin from the floor of the attic.").objects == set()


def test_messages_and_status_line(parser: ObservationParser) -> None:
    failed = parser.parse("\nYou can't go that way.\n\n\n>      -= Attic =-0/6")
    assert failed.kind is TextKind.FAILED_MOVE and failed.room == "Attic"
    assert failed.header is None and failed.exits == frozenset()
    taken = parser.parse("\nYou pick up the coin from the ground.\n\n>   -= Attic =-0/5")
    assert taken.kind is TextKind.TAKEN and taken.moved_objects == {"coin"}
    dropped = parser.parse("You drop the coin on the ground.")
    assert dropped.kind is TextKind.DROPPED and dropped.moved_objects == {"coin"}
    other = parser.parse("\nYou can't see any such thing.\n\n>   -= Attic =-0/6")
    assert other.kind is TextKind.OTHER and other.room == "Attic"
    assert parser.parse("").kind is TextKind.OTHER and parser.parse("").room is None


def test_parse_is_cached_by_text(parser: ObservationParser) -> None:
    text = "-= Attic =-\nThere is an exit to the west."
    assert parser.parse(text) is parser.parse(text)


def test_new_word_is_a_data_change(tmp_path: Path) -> None:
    """A synonym added to the lexicon file is understood without touching the parser."""
    data = json.loads(
        (Path(Lexicon.load.__code__.co_filename).parent / "data/lexicon.json").read_text()
    )
    data["entries"].append(
        {"word": "doubloon", "class": "money", "canonical": "coin", "edges": ["/r/IsA x y"]}
    )
    path = tmp_path / "lexicon.json"
    path.write_text(json.dumps(data))
    parser = ObservationParser(Lexicon.load(path))
    assert parser.parse("There is a doubloon on the floor.").objects == {"coin"}
    assert parser.parse("You could try going northward.").exits == {"north"}


@pytest.mark.parametrize(
    ("sentence", "exits", "objects"),
    [
        ("There is no exit to the north.", set(), set()),
        ("There is not an exit to the west.", set(), set()),
        ("There are no unguarded exits to the south and east.", set(), set()),
        ("There is no door leading north.", set(), set()),
        ("There is not a closed wooden door leading west.", set(), set()),
        ("You can't go north. You can go east.", {"east"}, set()),
        ("You cannot go south. You can not go west. You don’t go north.", set(), set()),
        ("you cannot leave by the west", set(), set()),
        ("There is no coin here. There are no coins on the floor.", set(), set()),
        # the grammar's own invitations keep their exits
        ("not a fan of the doors? Why not go north", {"north"}, set()),
        (
            "You don't like doors? Why not try going west, that entranceway is unblocked.",
            {"west"},
            set(),
        ),
        ("If you're not really a door person, you could leave by the south", {"south"}, set()),
        (
            "Never mind: there is an exit to the north. There is a coin on the floor.",
            {"north"},
            {"coin"},
        ),
    ],
)
def test_a_denied_exit_or_object_is_not_described(
    parser: ObservationParser, sentence: str, exits: set, objects: set
) -> None:
    """A text that says there is none describes none (the red-team review: "There is no exit to
    the north" was the exit north); none of these forms is in the grammar (every template above
    still parses as before)."""
    parsed = parser.parse(f"-= Attic =-\n{sentence}")
    assert parsed.exits == exits and parsed.objects == objects
