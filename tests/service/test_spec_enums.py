"""The spec is the server (issue 43, finding 8): every enum an answer holds comes from
:mod:`service.enums`, and openapi.yaml's enums are checked against it here. Before, the
``Refusal`` schema's code enum lacked ``not_comparable`` (answered by ``GET
/v1/policies/{v}/check`` and the activation's 409), and the change trail's lacked
``unpublish`` (answered by ``GET /v1/constraints`` after any deletion): schemathesis's
``response_schema_conformance`` failed on both."""

from __future__ import annotations

import jsonschema
import pytest

from service import enums


def _resolve(spec: dict, pointer: str) -> dict:
    node = spec
    for part in pointer.removeprefix("#/").split("/"):
        node = node[part]
    return node


def _enums(node: object, pointer: str = "#/components"):
    if isinstance(node, dict):
        if "enum" in node:
            yield pointer
        for key, value in node.items():
            yield from _enums(value, f"{pointer}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _enums(value, f"{pointer}/{i}")


def test_every_enum_of_the_spec_is_one_of_the_services(spec) -> None:
    found = set(_enums(spec["components"]))
    assert found == set(enums.SPEC_ENUMS), found ^ set(enums.SPEC_ENUMS)
    for pointer, values in enums.SPEC_ENUMS.items():
        listed = [v for v in _resolve(spec, pointer)["enum"] if v is not None]
        assert listed == list(values), pointer


@pytest.mark.parametrize("code", enums.REFUSAL_CODES)
def test_every_refusal_code_the_guard_answers_is_valid_in_the_spec(spec, code) -> None:
    schema = {**_resolve(spec, "#/components/schemas/Refusal"), "components": spec["components"]}
    jsonschema.validate({"code": code, "message": "m"}, schema)


def test_the_guard_answers_only_the_codes_of_the_spec() -> None:
    from service.rollout import activation_refusals

    rules = [{"class": "direction", "conjunctions": [[]]}]
    easy = {"difficulty": "easy", "label": "easy"}
    active = {"reward": 1.0, "steps": 20.0, "epoch": 200, "game_set": easy}
    worse = {**active, "reward": 0.5}
    other = {**active, "game_set": {"difficulty": "hard", "label": "hard"}}
    codes = {
        r["code"] for figures in (worse, other) for r in activation_refusals(rules, figures, active)
    }
    assert codes <= set(enums.REFUSAL_CODES) and codes, codes
