"""`folnn play`'s choice of game: a file, or a game of a cached set (no server needed here)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from folnn.client import Client
from folnn.errors import ApiError
from folnn.results import ActResult
from training.games import game_paths, game_set
from training.play import PlayArgs, resolve_game, run_play, step_limit, step_line

CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games" / "protocol"


def test_a_set_game_is_generated_and_played_from_the_cache():
    path = resolve_game(PlayArgs(difficulty="easy", split="valid", index=0, games_dir=CACHE))
    assert path == game_paths(game_set("easy", "valid")[:1], CACHE)[0]
    assert path.is_file()
    assert resolve_game(PlayArgs(game=path)) == path
    assert step_limit(PlayArgs(game=path)) == 100 and step_limit(PlayArgs(max_steps=7)) == 7


def test_a_deep_set_game_is_played_to_the_deep_step_limit():
    out = io.StringIO()
    args = PlayArgs(difficulty="deep3", index=0, games_dir=CACHE, server="http://127.0.0.1:9")
    assert run_play(args, out) == 2  # no server there: the game was found and started
    assert "deep3/test/level05-seed22000.z8" in out.getvalue()
    assert "max steps 200" in out.getvalue() and "cannot reach" in out.getvalue()


@pytest.mark.parametrize(
    "args, message",
    [
        (PlayArgs(), "either --game"),
        (PlayArgs(game=Path("a.z8"), difficulty="easy"), "either --game"),
        (PlayArgs(game=Path("/nonexistent/a.z8")), "no game file"),
        (PlayArgs(difficulty="easy", index=50, games_dir=CACHE), "--index"),
        (PlayArgs(difficulty="easy", games_dir=CACHE, max_steps=0), "--max-steps"),
    ],
)
def test_bad_game_options_are_refused_before_any_request(args, message):
    with pytest.raises(ValueError, match=message):
        resolve_game(args), step_limit(args)
    out = io.StringIO()
    assert run_play(args, out) == 2
    assert out.getvalue().startswith("error: ") and message in out.getvalue()


def test_a_twx_game_is_made_from_its_seed_and_offers_its_valid_actions(monkeypatch):
    from training.twx import TwxSpec

    spec = resolve_game(PlayArgs(difficulty="twx", index=3))
    assert spec == TwxSpec("test", 20_003, 2, True, 1)
    assert step_limit(PlayArgs(difficulty="twx")) == 100
    sent = []

    def refuse(self, observation, history=(), candidates=None, **_):  # noqa: ANN001, ANN202
        sent.append(candidates)
        raise ApiError(503, "unavailable", "no server here", None, None)

    monkeypatch.setattr(Client, "act", refuse)
    out = io.StringIO()
    assert run_play(PlayArgs(difficulty="twx", index=3), out) == 2
    assert "twx/test/rooms02-doors1-items01-seed20003" in out.getvalue()
    assert "open door to " in " ".join(sent[0]) and "look around" in sent[0]
    assert run_play(PlayArgs(difficulty="twx", index=3, candidates=False), io.StringIO()) == 2
    assert sent[1] is None


def _answer(fired: bool) -> ActResult:
    return ActResult(
        action="go north",
        facts=[],
        rule="∃x∈W_direction: find(x) → go(x)" if fired else None,
        rule_id="direction:0" if fired else None,
        fired=fired,
        fallback=None if fired else "highest score among the candidates",
        scores={"go north": 0.4},
        blocked=[],
        dryrun_blocked=[],
        policy_version="v1",
        constraint_revision=0,
        request_id="r",
        client_request_id=None,
    )


def test_a_step_names_its_rule_or_its_fallback_never_none():
    assert step_line(3, "Kitchen", _answer(True)) == (
        "  3  [Kitchen] go north     because ∃x∈W_direction: find(x) → go(x)"
    )
    line = step_line(3, "Kitchen", _answer(False))
    assert "None" not in line and "because" not in line
    assert line.endswith("go north     no rule fired: highest score among the candidates")
