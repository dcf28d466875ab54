"""`folnn evaluate` on real games with the shipped policy: the JSON result and the step trace."""

from __future__ import annotations

import json
from pathlib import Path

from folnn.cli import main
from training.games import ensure_games, load_manifest, textworld_game_set

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "var" / "test-games" / "protocol"
SHIPPED = ROOT / "policies" / "fol-rules" / "critic-hard-s0-e200"


def test_evaluate_prints_the_result_and_traces_the_first_game(capsys):
    ensure_games(textworld_game_set("easy", "test")[:2], CACHE, workers=2, progress=False)
    argv = ["evaluate", "--policy", str(SHIPPED), "--difficulty", "easy", "--games", "2",
            "--games-dir", str(CACHE), "--trace", "1", "--no-oracle"]  # fmt: skip
    assert main(argv) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["games"] == 2 and result["reward"] == 1.0 and "oracle_steps" not in result
    err = captured.err.splitlines()
    trace = err[next(i for i, line in enumerate(err) if line.startswith("# level")) :]
    assert trace[-1].startswith("# won in")
    steps = [line for line in trace if not line.startswith("#")]
    assert steps[-1].split(": ")[1].startswith("take coin")  # the last command takes the coin
    assert all("[" in line and "]" in line for line in steps)  # every step shows the scores


def test_evaluate_considers_the_candidates_the_policy_was_trained_with(capsys):
    """Without --candidates, a policy is evaluated on the candidates it was trained on (its
    manifest's run config: fol-lnn trains over the whole action space, the critic variant on
    the found words); --candidates overrides it, and the result says which it used."""
    from training.policy_eval import trained_candidates

    assert trained_candidates({"training": {"config": {"candidates": "all"}}}) == "all"
    assert trained_candidates({"training": {"config": {"candidates": "found"}}}) == "found"
    assert trained_candidates({"training": {"seed": 0}}) == "found"  # written before the option
    for extra, want in (([], "found"), (["--candidates", "all"], "all")):
        argv = ["evaluate", "--policy", str(SHIPPED), "--difficulty", "easy", "--games", "1",
                "--games-dir", str(CACHE), "--no-oracle", *extra]  # fmt: skip
        assert main(argv) == 0
        assert json.loads(capsys.readouterr().out)["candidates"] == want


def test_evaluate_refuses_a_game_count_below_one(capsys):
    argv = ["evaluate", "--policy", str(SHIPPED), "--games", "0", "--games-dir", str(CACHE)]
    assert main(argv) == 2
    assert capsys.readouterr().err == "folnn evaluate: error: --games must be in [1, 100], got 0\n"


def test_evaluate_picks_the_validation_split(capsys):
    argv = ["evaluate", "--policy", str(SHIPPED), "--difficulty", "easy", "--split", "valid",
            "--games", "1", "--games-dir", str(CACHE)]  # fmt: skip
    assert main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["split"] == "valid" and result["games"] == 1
    assert result["reward"] == 1.0 and result["steps"] == result["oracle_steps"] == 5.0
    assert load_manifest(CACHE).entry(textworld_game_set("easy", "valid")[0]) is not None


def test_evaluate_runs_a_deep_set_at_its_step_limit(capsys):
    argv = ["evaluate", "--policy", str(SHIPPED), "--difficulty", "deep3", "--games", "1",
            "--games-dir", str(CACHE)]  # fmt: skip
    assert main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    spec = textworld_game_set("deep3", "test")[0]
    assert result["difficulty"] == "deep3" and result["max_steps"] == 200
    assert load_manifest(CACHE).entry(spec) is not None
    assert spec.level <= result["oracle_steps"] <= 2 * spec.rooms - spec.level
    assert result["reward"] in (0.0, 1.0) and 1 <= result["steps"] <= 200


def test_evaluate_takes_a_family_folder_as_the_agent_does(capsys):
    """Issue 33: `--policy policies/fol-rules` names the family's newest version, the one
    ``folnn.Agent.load`` (and a server with no store) picks."""
    from model.versions import resolve_version

    family = SHIPPED.parent
    argv = ["evaluate", "--policy", str(family), "--difficulty", "easy", "--games", "1",
            "--games-dir", str(CACHE), "--no-oracle"]  # fmt: skip
    assert main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["version"] == resolve_version(family).name == "fol-lnn-twx-s4-e200"
    assert result["games"] == 1 and result["reward"] == 1.0


def test_evaluate_refuses_a_folder_with_no_policy_in_one_line(tmp_path, capsys):
    argv = ["evaluate", "--policy", str(tmp_path), "--games-dir", str(CACHE)]
    assert main(argv) == 2
    assert capsys.readouterr().err.startswith("folnn evaluate: error: --policy: no policy")


def test_evaluate_reports_the_oracles_expectation_whatever_the_seed(capsys):
    """Issue 42: the oracle beside the policy is its mean over the exit orders, with the spread
    of one order's mean, per group too; the tie-break seed does not move it."""
    from training.oracle import EXIT_ORDERS

    results = []
    for seed in (0, 2):
        argv = ["evaluate", "--policy", str(SHIPPED), "--difficulty", "deep3", "--games", "1",
                "--games-dir", str(CACHE), "--seed", str(seed)]  # fmt: skip
        assert main(argv) == 0
        results.append(json.loads(capsys.readouterr().out))
    first, second = results
    assert first["oracle_steps"] == second["oracle_steps"]
    assert first["oracle_orders"] == EXIT_ORDERS and first["oracle_spread"] >= 0.0
    (group,) = first["groups"].values()
    assert group["oracle_steps"] == first["oracle_steps"] and "oracle_spread" in group
