"""Properties: any text and any history give facts or a ConverterInputError; any string given to
the constraint parser gives a constraint or a ConstraintError; through the app, never a 500."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from converter import ConverterInputError, FOLConverter, Turn
from converter.facts import FactTable
from service.constraints import CompiledConstraint, ConstraintError, compile_constraint

CONVERTER = FOLConverter(cache_size=256)
VOCAB = CONVERTER.vocabulary
TOKENS = (
    "forbid", "go", "take", "(", ")", "x", "y", "north", "coin", "when", "and", "or", "not",
    "find", "visited", "initial", "all_visited", "unknown", ",", " ", "\n", "((", "))",
    "forbid go(x)",
)  # fmt: skip
FRAGMENTS = (
    "-= Kitchen =-", "-= Attic =-", "You are in a kitchen.", "There is an exit to the north.",
    "You can't go that way.", "There is a coin on the floor.", "You pick up the coin.",
    "an unblocked exit to the east", ">", "0/1", "\n\n", "-= ", " =-",
)  # fmt: skip

any_text = st.one_of(
    st.text(max_size=400),
    st.lists(st.sampled_from(FRAGMENTS), max_size=12).map(" ".join),
)
constraint_text = st.one_of(
    st.text(max_size=200),
    st.lists(st.sampled_from(TOKENS), min_size=1, max_size=14).map(" ".join),
    st.lists(st.sampled_from(TOKENS), min_size=1, max_size=14).map("".join),
)


@given(any_text, st.lists(st.tuples(any_text, st.text(max_size=40)), max_size=8))
def test_converter_any_text_any_history(observation: str, history: list) -> None:
    turns = [Turn(observation=o, action=a) for o, a in history]
    try:
        table = CONVERTER.convert(observation, turns)
    except ConverterInputError:
        return
    assert isinstance(table, FactTable)
    assert table.unary.shape == (len(VOCAB.words), len(VOCAB.unary_predicates))
    assert ((table.unary == 0) | (table.unary == 1)).all()


@given(constraint_text)
def test_constraint_parser_any_string(text: str) -> None:
    try:
        compiled = compile_constraint(text, VOCAB)
    except ConstraintError as exc:
        detail = exc.to_detail()
        assert isinstance(detail["line"], int) and isinstance(detail["column"], int)
        return
    assert isinstance(compiled, CompiledConstraint)


@given(constraint_text)
def test_constraint_route_gives_201_or_422(app, text: str) -> None:
    client = app.test_client()
    r = client.post(
        "/v1/constraints",
        json={"text": text, "mode": "dryrun", "author": "fuzz", "reason": "property"},
        headers={"Authorization": "Bearer test-operator-token"},
    )
    assert r.status_code in (201, 422), r.get_data(as_text=True)[:300]
    if r.status_code == 201:
        client.delete(
            f"/v1/constraints/{r.get_json()['id']}",
            headers={"Authorization": "Bearer test-operator-token"},
        )


json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)
act_like = st.fixed_dictionaries(
    {"observation": any_text},
    optional={
        "history": st.lists(
            st.fixed_dictionaries({"observation": any_text, "action": st.text(max_size=40)}),
            max_size=5,
        ),
        "candidates": st.lists(st.text(max_size=20), max_size=4),
    },
)


@given(st.one_of(json_value, act_like))
def test_act_route_never_500(app, body: object) -> None:
    r = app.test_client().post("/v1/act", json=body)
    assert r.status_code in (200, 409, 413, 415, 422), r.get_data(as_text=True)[:300]
    assert r.get_json()["error"]["code"] if r.status_code != 200 else r.get_json()["action"]
