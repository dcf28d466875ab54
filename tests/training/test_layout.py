"""The layout of what trains (issue 34): files one can hold, layers that lean one way, the LNN's
options and the fact-table methods' header written once, a method registry read by keyword."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from converter.converter import FOLConverter
from training.methods import (
    FolLnnCriticSettings,
    FolLnnSettings,
    MethodSettings,
    MethodSpec,
    make_method,
)
from training.methods.base import FactTableMethod
from training.methods.fol_lnn import FolLnnMethod
from training.settings import METHOD_NAMES, LnnSettings

REPO = Path(__file__).resolve().parents[2]
MAX_LINES = 600
"""What one person can hold in mind (docs/architecture.md; IBM LNN's 40 KB formula.py)."""


def _sources(*packages: str) -> list[Path]:
    return sorted(p for package in packages for p in (REPO / package).rglob("*.py"))


def _imported_packages(path: Path) -> set[str]:
    """The top-level packages a module imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.partition(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.partition(".")[0])
    return found


def test_no_source_file_is_longer_than_one_can_hold():
    long = {
        str(p.relative_to(REPO)): n
        for p in _sources("converter", "model", "training", "service", "folnn")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, long


def test_training_never_imports_the_user_layer_nor_the_service():
    """folnn/ (the Python API, the command, its game client) sits above training/ and service/;
    training/ uses model/ and converter/ only."""
    leaning = {
        str(p.relative_to(REPO)): sorted(_imported_packages(p) & {"folnn", "service"})
        for p in _sources("training")
    }
    assert not {k: v for k, v in leaning.items() if v}


def test_the_lnn_options_are_written_once():
    lnn = {f.name for f in dataclasses.fields(LnnSettings)}
    for settings in (FolLnnSettings, FolLnnCriticSettings):
        assert issubclass(settings, LnnSettings)
        assert not lnn & set(vars(settings).get("__annotations__", {})), settings
    # the flags stay what they were: --fol-lnn.alpha, --fol-lnn-critic.max-gates ...
    assert FolLnnSettings(alpha=0.8).alpha == 0.8 and FolLnnCriticSettings().max_gates == 4


def test_the_light_names_are_the_registry_s():
    """``training.settings`` names the methods without building them (what `folnn train` checks
    an option against before torch is imported, issue 40): the registry's names, in its order,
    Table 1's first; the critic's margin is the critic's."""
    from model.critic import MARGIN
    from training.methods import ABLATIONS, METHODS, TABLE1

    assert METHOD_NAMES == tuple(METHODS) == TABLE1 + ABLATIONS
    assert FolLnnCriticSettings().margin == MARGIN


@pytest.mark.parametrize("name", ["fol-lnn", "fol-lnn-critic", "critic-only", "fol-lnn-critic@1lr"])
def test_the_fact_table_methods_share_one_base(name):
    method = make_method(name, FOLConverter().vocabulary, 0, MethodSettings())
    assert isinstance(method, FactTableMethod)
    assert "featurize" not in vars(type(method)) and "candidates" not in vars(type(method))


def test_a_method_is_registered_by_keyword():
    with pytest.raises(TypeError):
        MethodSpec("x", "X", "ablation", "", 0.9, "lnn-and-or", None, None)  # type: ignore[misc]


def _private_calls(path: Path) -> list[str]:
    """``x._name(...)`` calls in a module on anything but ``self`` or ``cls``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr.startswith("_")
            and not node.func.attr.startswith("__")
            and ast.unparse(node.func.value) not in {"self", "cls"}
        ):
            found.append(f"{path.name}:{node.lineno} {ast.unparse(node.func)}")
    return found


def test_the_registry_builds_methods_through_their_public_interface():
    """``methods/__init__.py`` calls no private method of what it builds (it called
    ``FolLnnMethod._project`` before issue 34); a fresh ``fol-lnn`` is projected."""
    assert _private_calls(REPO / "training/methods/__init__.py") == []
    vocabulary = FOLConverter().vocabulary
    settings = MethodSettings()
    method = make_method("fol-lnn", vocabulary, 3, settings)
    fresh = FolLnnMethod.fresh(vocabulary, 3, settings.fol_lnn)
    for name, value in method.network.state_dict().items():
        assert value.equal(fresh.network.state_dict()[name]), name
    net = method.network
    assert bool((net.and_bias.detach() == 1.0).all())
    assert float(net.and_weight.min()) >= 0.0 and float(net.and_weight.max()) <= 1.0
