"""The TextWorldExpress table and Table 1's rerun (issue 32, item 5): every Table 1 method trains
over the families' vocabulary (go, open, take; closed, refused), `folnn experiment` reports the
test set's parts (doors off, doors on), the oracle per seed and each method's rules, keeps
compact run records the table rebuilds from, and every row says which candidates it trained on.
Real TextWorldExpress games (one JVM per test process) and real TextWorld records."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from converter.converter import FOLConverter
from folnn.cli import main
from model.baselines import literal_names
from tests import lnn_oracle
from tests.random_play import record_play
from training.actor import Actor
from training.env import CoinCollectorEnv
from training.experiment import ExperimentArgs, check_finished, plan_runs
from training.families import family_spelling, game_set, run_vocabulary
from training.generalisation import generalisation_table
from training.methods import TABLE1, MethodSettings, make_method, row_of
from training.methods.fol_lnn_critic_update import FolLnnCriticLearner
from training.oracle import EXIT_ORDERS
from training.replay import PrioritizedReplay
from training.run_records import compact_record, compact_run_dir, portable_path, record_stamp
from training.tables import render_markdown

ROOT = Path(__file__).resolve().parents[2]
CONVERTER = FOLConverter()
VOCABULARY = run_vocabulary("families", CONVERTER)
DOOR_GAMES = [s for s in game_set("twx", "train") if s.doors][:3]


@pytest.fixture(scope="module")
def twx_replay() -> PrioritizedReplay:
    """Transitions of random play (ε = 1) on three TextWorldExpress training games with doors,
    in the fact fields of the LNN methods, over the families' vocabulary."""
    method = make_method("fol-lnn-critic", VOCABULARY, 0, MethodSettings())
    memory = PrioritizedReplay(10_000, method.fields, len(method.actions), 0.25, seed=0)
    converter = CONVERTER.for_vocabulary(VOCABULARY)
    spelling = family_spelling("twx", method.actions)
    actor = Actor(converter, method, "all", epsilon=1.0, seed=0, spelling=spelling)
    for spec in DOOR_GAMES:
        with CoinCollectorEnv(spec, 25, 1.0) as env:
            record_play(actor, memory, env, 3, actor.commands)
    assert memory.regular.size > 0
    return memory


def test_every_table1_method_plays_a_door_game_over_the_families_vocabulary():
    """Before: the baselines raised (``class 'direction' has several verbs``) and
    fol-lnn-critic indexed its critic by class (IndexError)."""
    converter = CONVERTER.for_vocabulary(VOCABULARY)
    assert {"closed(north)", "refused(north)"} <= set(literal_names(VOCABULARY))
    for name in (*TABLE1, "fol-lnn@found"):
        method = make_method(name, VOCABULARY, 0, MethodSettings())
        assert {"go north", "open north", "take coin"} <= set(method.actions), name
        spelling = family_spelling("twx", method.actions)
        actor = Actor(converter, method, "all", epsilon=0.0, seed=0, spelling=spelling)
        with CoinCollectorEnv(DOOR_GAMES[0], 10, 1.0) as env:
            actor.reset([env.reset()])
            for _ in range(3):
                command = actor.act([0])[0]
                assert command in spelling.values(), (name, command)
                step = env.step(command)
                actor.observe([0], [command], [step.observation])
                if step.done:
                    break


def test_the_critics_update_is_autograds_over_several_verbs_a_class(twx_replay):
    """fol-lnn-critic's hand-derived gradient on TextWorldExpress transitions (a network per
    (class, verb): go and open on the direction words) against autograd."""
    method = make_method("fol-lnn-critic", VOCABULARY, 1, MethodSettings())
    assert len(VOCABULARY.heads) == 3 and len(method.actions) > len(VOCABULARY.words)
    lnn_oracle.spread_critic_weights(method, 0)
    learner = FolLnnCriticLearner(method, 1e-3)
    for trial in range(8):
        method.updates = trial
        lnn_oracle.check_critic_gradients(method, learner, twx_replay.sample(32), 0.9)


# --- Table 1's candidates -------------------------------------------------------------------


def test_a_fol_lnn_run_over_the_found_words_counts_as_the_found_ablation():
    assert row_of({"method": "fol-lnn", "candidates": "found"}) == "fol-lnn@found"
    assert row_of({"method": "fol-lnn", "candidates": "all"}) == "fol-lnn"
    assert row_of({"method": "nn-dqn", "candidates": "found"}) == "nn-dqn"
    assert row_of({"method": "nn-dqn", "candidates": "all"}) == "nn-dqn"  # no nn-dqn@all


def test_resuming_over_a_found_words_run_where_all_is_planned_is_refused(tmp_path):
    """Before: a finished fol-lnn run of the old protocol (candidates found) was skipped as
    done, and the rerun over the whole action space never happened."""
    args = ExperimentArgs(
        budget="smoke", methods=("fol-lnn",), seeds=(0,), runs_dir=tmp_path, progress=False
    )
    (run,) = plan_runs(args)
    run.out.mkdir(parents=True)
    config = {
        "method": "fol-lnn",
        **{k: getattr(run, k) for k in ("difficulty", "seed", "epochs", "train_games")},
        **{k: getattr(run, k) for k in ("test_games", "eval_every", "gamma")},
        "candidates": "found",
    }
    (run.out / "metrics.json").write_text(json.dumps({"config": config}))
    with pytest.raises(ValueError, match="candidates"):
        check_finished([run])
    found = ExperimentArgs(
        budget="smoke", methods=("fol-lnn@found",), seeds=(0,), runs_dir=tmp_path, progress=False
    )
    (planned,) = plan_runs(found)
    planned.out.mkdir(parents=True)
    (planned.out / "metrics.json").write_text(json.dumps({"config": config}))
    check_finished([planned])  # the same record is a finished fol-lnn@found run


# --- the compact records --------------------------------------------------------------------


def test_a_compact_record_leaves_out_the_trace_and_keeps_its_stamp(tmp_path):
    """On a real record of Table 1 (a 2000-epoch run, its generalisation cache beside it)."""
    source = ROOT / "docs" / "results" / "table1-runs" / "nn-dqn_medium_s4_e2000"
    full = json.loads((source / "metrics.json").read_text())
    record = compact_record(full)
    assert "training" not in record and record["record"] == {
        "compact": True,
        "left_out": ["training"],
    }
    assert record["evaluations"] == full["evaluations"] and record["config"] == full["config"]
    assert record_stamp(record) == record_stamp(full)
    run = tmp_path / "run"
    run.mkdir()
    text = (source / "metrics.json").read_text()
    (run / "metrics.json").write_text(text)
    cache = json.loads((source / "generalisation.json").read_text())
    (run / "generalisation.json").write_text(json.dumps(cache))  # stale: stamped otherwise
    assert compact_run_dir(run, tmp_path / "stale")
    assert (tmp_path / "stale" / "metrics.json").stat().st_size < 25_000
    assert json.loads((tmp_path / "stale" / "generalisation.json").read_text()) == cache
    cache["metrics_sha256"] = hashlib.sha256(text.encode()).hexdigest()  # made from this text
    (run / "generalisation.json").write_text(json.dumps(cache))
    assert compact_run_dir(run, run)  # in place
    assert "training" not in json.loads((run / "metrics.json").read_text())
    restamped = json.loads((run / "generalisation.json").read_text())["metrics_sha256"]
    assert restamped == record_stamp(full)


def test_a_records_paths_are_the_projects_not_the_machines(tmp_path):
    """A record's out, games_dir and artifact relative to the project's folder, through its
    links too (a worktree's ``var`` links to another checkout's); the stamp ignores paths."""
    project, elsewhere = tmp_path / "project", tmp_path / "main"
    (elsewhere / "var" / "games").mkdir(parents=True)
    project.mkdir()
    (project / "var").symlink_to(elsewhere / "var")
    out = project / "runs" / "x"
    metrics = {
        "config": {"out": str(out), "games_dir": str(elsewhere / "var" / "games"), "seed": 0},
        "artifact": str(out / "policies" / "p" / "v"),
        "evaluations": [],
    }
    record = compact_record(metrics, project)
    assert record["config"]["out"] == "runs/x" and record["config"]["games_dir"] == "var/games"
    assert record["artifact"] == "runs/x/policies/p/v"
    assert compact_record(metrics)["config"] == metrics["config"]  # no root: as they are
    assert record_stamp(record) == record_stamp(metrics)
    assert portable_path("/nowhere/else", project) == "/nowhere/else"


def test_a_found_words_runs_deep_map_play_counts_as_the_found_ablation(tmp_path):
    """A generalisation cache written before issue 32 names its fol-lnn run over the found
    words "fol-lnn"; the table counts it as the run it is planned as, fol-lnn@found (before:
    under fol-lnn, beside the whole-action-space runs: 10 seeds in one cell)."""
    args = ExperimentArgs(
        budget="paper",
        methods=("fol-lnn@found",),
        difficulties=("hard",),
        seeds=(0,),
        runs_dir=tmp_path,
        progress=False,
    )
    (run,) = plan_runs(args)
    source = ROOT / "docs" / "results" / "table1-runs" / run.out.name
    run.out.mkdir(parents=True)
    (run.out / "metrics.json").write_text((source / "metrics.json").read_text())
    cache = json.loads((source / "generalisation.json").read_text())
    cache["method"] = "fol-lnn"  # as a cache written before issue 32 names it
    (run.out / "generalisation.json").write_text(json.dumps(cache))
    paths = {shape: [Path(shape)] * r["games"] for shape, r in cache["shapes"].items()}
    table = generalisation_table([run], paths, progress=False)  # cached: nothing is played
    assert set(table["by_epochs"]) == {"fol-lnn@found"}


@pytest.mark.slow  # aggregates 345 records: ~10 s
def test_the_committed_table1_rebuilds_from_its_compact_records(tmp_path):
    """docs/results/table1-runs holds compact records (before: 30 MB, 90 over 100 KB), and
    they give the committed table1.json exactly."""
    records = ROOT / "docs" / "results" / "table1-runs"
    sizes = [p.stat().st_size for p in records.glob("*/metrics.json")]
    assert sizes and max(sizes) < 100_000 and sum(sizes) < 8_000_000
    for path in records.glob("*/metrics.json"):
        assert json.loads(path.read_text())["record"]["compact"], path
    argv = ["experiment", "table1", "--budget", "quick", "paper", "--runs-dir", str(records),
            "--results-dir", str(tmp_path), "--aggregate-only", "--no-progress"]  # fmt: skip
    main(argv)
    rebuilt = json.loads((tmp_path / "table1.json").read_text())
    committed = json.loads((ROOT / "docs" / "results" / "table1.json").read_text())
    assert rebuilt == committed


# --- the TextWorldExpress table -------------------------------------------------------------


@pytest.fixture(scope="module")
def twx_table(tmp_path_factory) -> Path:
    """fol-lnn and nn-dqn on TextWorldExpress, 2 seeds, 10 epochs on 4 training games, 4 test
    games (2 rooms, doors off and on), through the CLI, with compact records."""
    root = tmp_path_factory.mktemp("twx-table")
    argv = ["experiment", "twx", "--budget", "smoke", "--difficulties", "twx",
            "--methods", "fol-lnn", "nn-dqn", "--epochs", "10", "--eval-every", "5",
            "--test-games", "4", "--runs-dir", str(root / "runs"),
            "--results-dir", str(root / "results"), "--records-dir", str(root / "records"),
            "--parallel", "1", "--no-progress"]  # fmt: skip
    assert main(argv) == 0
    return root


@pytest.mark.slow  # 4 twx runs of 10 epochs: ~40 s on 2 shared cores
def test_the_twx_table_reports_doors_apart_the_expected_oracle_and_the_rules(twx_table):
    table = json.loads((twx_table / "results" / "twx.json").read_text())
    protocol = table["protocol"]
    assert protocol["difficulties"] == ["twx"] and protocol["seeds"] == [0, 1]
    assert protocol["candidates"] == {"fol-lnn": ["all"], "nn-dqn": ["found"]}
    # the oracle's expectation over its exit orders on the test games, the same for both seeds
    assert protocol["oracle"]["twx"]["orders"] == EXIT_ORDERS
    assert protocol["oracle"]["twx"]["steps_std"] >= 0.0  # one order's swing, reported
    assert "exit orders" in (twx_table / "results" / "twx.md").read_text()
    assert set(protocol["oracle_groups"]["twx"]) == {"doors off", "doors on"}
    for method in ("fol-lnn", "nn-dqn"):
        parts = table["groups"][method]["twx"]
        assert set(parts) == {"doors off", "doors on"}
        assert all(list(cells) == ["10"] and cells["10"]["seeds"] == 2 for cells in parts.values())
    assert [r["seed"] for r in table["rules"]["fol-lnn"]["twx"]] == [0, 1]
    assert all(r["rules"] for r in table["rules"]["fol-lnn"]["twx"])
    assert all(r["rules"] == [] for r in table["rules"]["nn-dqn"]["twx"])
    text = (twx_table / "results" / "twx.md").read_text()
    assert "| method | candidates | twx 10 |" in text
    assert "| FOL-LNN (paper) | all |" in text and "| NN-DQN | found |" in text
    assert "twx 10, doors off | twx 10, doors on |" in text
    assert "- none (their networks are not read as rules): NN-DQN" in text
    assert "**FOL-LNN (paper)**, twx:" in text
    assert "The paper's Table 1" not in text  # the paper has no TextWorldExpress table
    assert (twx_table / "results" / "figure2_twx.png").stat().st_size > 10_000
    assert render_markdown(table) == text


@pytest.mark.slow  # shares the fixture above
def test_the_twx_tables_records_are_compact_and_rebuild_it(twx_table, tmp_path):
    records = sorted((twx_table / "records").glob("*/metrics.json"))
    assert len(records) == 4
    for path in records:
        record = json.loads(path.read_text())
        assert "training" not in record and record["record"]["compact"]
        assert all("groups" in e for e in record["evaluations"])
        assert set(record["oracle_groups"]) == {"doors off", "doors on"}
    argv = ["experiment", "twx", "--budget", "smoke", "--difficulties", "twx",
            "--methods", "fol-lnn", "nn-dqn", "--epochs", "10", "--eval-every", "5",
            "--test-games", "4", "--runs-dir", str(twx_table / "records"),
            "--results-dir", str(tmp_path), "--aggregate-only", "--no-progress"]  # fmt: skip
    assert main(argv) == 0
    rebuilt = json.loads((tmp_path / "twx.json").read_text())
    assert rebuilt == json.loads((twx_table / "results" / "twx.json").read_text())
