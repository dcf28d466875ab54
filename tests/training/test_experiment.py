"""`folnn experiment`: a tiny Table 1 on real games (local pool and Ray), resumability, failed runs,
and the aggregation's moving averages and layout. Results go under tmp_path, never docs/results."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from folnn.cli import main
from training.experiment import (
    ExperimentArgs,
    check_finished,
    expected_cost,
    plan_budgets,
    plan_runs,
    run_experiment,
)
from training.table_render import PAPER_TABLE1, render_markdown
from training.tables import aggregate, protocol_of

# the trainer tests' cache: the smoke budget uses its first 4 training and 2 test games of easy
CACHE = Path(__file__).resolve().parents[2] / "var" / "test-games" / "protocol"
METHODS = ("fol-lnn", "nn-dqn")
ABLATION = "nn-dqn@typed"


def smoke_args(root: Path, **overrides) -> ExperimentArgs:
    options = dict(
        budget="smoke",
        methods=METHODS,
        runs_dir=root / "runs",
        results_dir=root / "results",
        games_dir=CACHE,
        progress=False,
    )
    return ExperimentArgs(**(options | overrides))


@pytest.fixture(scope="module")
def local_table(tmp_path_factory) -> Path:
    """The smoke table (2 methods x easy x 2 seeds, 20 epochs) through the CLI, local backend."""
    root = tmp_path_factory.mktemp("table-local")
    argv = ["experiment", "table1", "--budget", "smoke", "--methods", *METHODS, ABLATION,
            "--runs-dir", str(root / "runs"), "--results-dir", str(root / "results"),
            "--games-dir", str(CACHE), "--parallel", "2", "--no-progress"]  # fmt: skip
    assert main(argv) == 0
    return root


@pytest.mark.slow  # the smoke table: ~20-30 s on 2 shared cores
def test_smoke_table_writes_the_json_shape(local_table):
    table = json.loads((local_table / "results" / "table1.json").read_text())
    assert set(table) == {"protocol", "results", "ablations", "rules"}  # no parts on TextWorld
    protocol = table["protocol"]
    assert protocol["budget"] == "smoke" and protocol["seeds"] == [0, 1]
    assert protocol["games_per_epoch"] == 4 and protocol["batch_size"] == 32
    assert protocol["eval_every"] == 10 and protocol["epochs"] == {"easy": 20}
    assert protocol["train_games"] == 4 and protocol["test_games"] == 2
    # per method (docs/baselines.md)
    assert protocol["gamma"] == {"fol-lnn": 0.9, "nn-dqn": 0.5, ABLATION: 0.5}
    assert "gamma" not in protocol["train_args"] and "games_dir" not in protocol["train_args"]
    assert protocol["oracle_steps"] == {"easy": pytest.approx(5.0)}
    assert protocol["missing_runs"] == []
    assert set(table["results"]) == set(METHODS)
    assert set(table["ablations"]) == {ABLATION}  # beside Table 1, in the same shape
    for method in (*METHODS, ABLATION):
        cells = {**table["results"], **table["ablations"]}[method]["easy"]
        assert list(cells) == ["20"]  # 100 and 200 lie beyond a 20-epoch run
        cell = cells["20"]
        assert set(cell) == {"reward_mean", "reward_std", "steps_mean", "steps_std", "seeds"}
        assert cell["seeds"] == 2
        assert 0.0 <= cell["reward_mean"] <= 1.0 and 1.0 <= cell["steps_mean"] <= 100.0


@pytest.mark.slow  # the smoke table: ~20-30 s on 2 shared cores
def test_smoke_table_writes_markdown_and_figure(local_table):
    text = (local_table / "results" / "table1.md").read_text()
    assert "| method | candidates | easy 20 |" in text  # which actions each row trained on
    assert "| FOL-LNN (paper) | all |" in text and "| NN-DQN | found |" in text
    assert "## Ablations" in text and "| NN-DQN @typed | found |" in text
    assert "| oracle (depth-first explorer) | valid actions | – / 5.0 ± 0.0 |" in text
    assert "0.95 / 19.0" in text  # the paper's FOL-LNN easy 100, beside ours
    assert "discount γ = 0.5 for NN-DQN, NN-DQN @typed; 0.9 for FOL-LNN (paper)" in text
    png = local_table / "results" / "figure2_easy.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000


@pytest.mark.slow  # the smoke table: ~20-30 s on 2 shared cores
def test_second_call_skips_finished_runs(local_table, capsys):
    runs = sorted((local_table / "runs").glob("*/metrics.json"))
    assert len(runs) == 6  # 2 methods and an ablation, 2 seeds
    before = {p: p.stat().st_mtime_ns for p in runs}
    capsys.readouterr()
    assert run_experiment(smoke_args(local_table)) == 0
    out = capsys.readouterr().out
    assert "4 runs planned, 4 already finished" in out and "(0 run now" in out
    assert {p: p.stat().st_mtime_ns for p in runs} == before


@pytest.mark.slow  # the smoke table: ~20-30 s on 2 shared cores
def test_aggregate_only_rebuilds_results_from_runs(local_table, tmp_path):
    args = smoke_args(local_table, results_dir=tmp_path, aggregate_only=True)
    assert run_experiment(args) == 0
    again = json.loads((tmp_path / "table1.json").read_text())
    first = json.loads((local_table / "results" / "table1.json").read_text())
    assert again == first


@pytest.mark.slow  # the smoke table: ~20-30 s on 2 shared cores
def test_figure2_draws_the_ablations_it_is_given_and_records_them(local_table, tmp_path):
    def aggregated(results: Path, **figure) -> dict:
        methods = (*METHODS, ABLATION)
        args = smoke_args(
            local_table, methods=methods, results_dir=results, aggregate_only=True, **figure
        )
        assert run_experiment(args) == 0
        return json.loads((results / "table1.json").read_text())

    plain = aggregated(tmp_path / "plain", figure_ablations=(), figure_zoom=0)
    beside = aggregated(tmp_path / "beside", figure_ablations=(ABLATION,), figure_zoom=0)
    zoomed = aggregated(tmp_path / "zoomed", figure_ablations=(ABLATION,), figure_zoom=10)
    figure2 = [t["protocol"]["figure2"] for t in (plain, beside, zoomed)]
    assert [(f["ablations"], f["zoom_epochs"]) for f in figure2] == [
        ([], 0),
        ([ABLATION], 0),
        ([ABLATION], 10),
    ]
    assert "no moving average" in figure2[2]["zoom"]
    # the table is the same: the ablation stays an ablation row, only the figure changes
    assert {k: v for k, v in plain.items() if k != "protocol"} == {
        k: v for k, v in beside.items() if k != "protocol"
    }
    assert ABLATION in beside["ablations"] and ABLATION not in beside["results"]
    png = [(tmp_path / d / "figure2_easy.png").read_bytes() for d in ("plain", "beside", "zoomed")]
    assert png[0] != png[1]
    height = [int.from_bytes(p[20:24], "big") for p in png]  # the PNG header's height
    assert height[0] == height[1] < height[2]  # a second row: the first 10 of 20 epochs


def test_a_figure_ablation_must_be_a_method(tmp_path):
    with pytest.raises(ValueError, match="--figure-ablations: unknown value 'found'"):
        smoke_args(tmp_path, figure_ablations=("found",))
    with pytest.raises(ValueError, match="--figure-zoom must be in"):
        smoke_args(tmp_path, figure_zoom=-1)


def test_an_unknown_method_is_refused_before_any_run(tmp_path):
    with pytest.raises(ValueError, match="--methods: unknown value 'no-such-method'"):
        smoke_args(tmp_path, methods=("no-such-method",), seeds=(0,))


def test_failed_run_is_recorded_and_exit_code_is_nonzero(tmp_path):
    args = smoke_args(tmp_path, methods=("fol-lnn",), seeds=(0,))
    # the run's artifact version is already published (versions are immutable): the run fails
    (tmp_path / "runs" / "fol-lnn_easy_s0_e20" / "policies" / "fol-lnn-easy" / "s0-e20").mkdir(
        parents=True
    )
    assert run_experiment(args) == 1
    error = tmp_path / "runs" / "fol-lnn_easy_s0_e20" / "error.txt"
    assert "already exists" in error.read_text()
    table = json.loads((tmp_path / "results" / "table1.json").read_text())
    assert table["results"] == {}
    assert table["protocol"]["missing_runs"] == ["fol-lnn_easy_s0_e20"]


def test_resume_refuses_a_run_trained_with_other_settings(tmp_path):
    run = plan_runs(smoke_args(tmp_path, methods=("fol-lnn",), seeds=(0,)))[0]
    run.out.mkdir(parents=True)
    config = {"method": "fol-lnn", "difficulty": "easy", "seed": 0, "epochs": 20}
    config |= {"train_games": 50, "test_games": 2, "eval_every": 10}
    (run.out / "metrics.json").write_text(json.dumps({"config": config}))
    with pytest.raises(ValueError, match="train_games"):
        check_finished([run])


def test_resume_refuses_a_baseline_run_trained_at_another_discount(tmp_path):
    run = plan_runs(smoke_args(tmp_path, methods=("nn-dqn",), seeds=(0,)))[0]
    assert run.gamma == 0.5
    run.out.mkdir(parents=True)
    config = {k: getattr(run, k) for k in ("method", "difficulty", "seed", "epochs")}
    config |= {"train_games": 4, "test_games": 2, "eval_every": 10, "gamma": 0.9}
    (run.out / "metrics.json").write_text(json.dumps({"config": config}))
    with pytest.raises(ValueError, match="gamma"):
        check_finished([run])


def test_longest_runs_start_first():
    args = ExperimentArgs(budget="quick", methods=("nn-dqn", "lstm-dqn++", "fol-lnn"))
    order = sorted(plan_runs(args), key=expected_cost, reverse=True)
    assert [r.method for r in order[:3]] == ["lstm-dqn++"] * 3
    assert {r.difficulty for r in order[:3]} == {"hard"}
    assert order[-1].difficulty == "easy"


def _fake_run(method: str, seed: int, rewards: list[float], epochs: int = 200) -> dict:
    evaluations = [
        {"epoch": 10 * (i + 1), "reward": r, "steps": 100.0 - 50.0 * r}
        for i, r in enumerate(rewards)
    ]
    config = {"method": method, "difficulty": "easy", "seed": seed, "epochs": epochs}
    return {"config": config, "evaluations": evaluations}


def test_aggregate_reports_moving_averages_over_seeds():
    # 20 evaluations, every 10 epochs: epoch 100 averages evaluations 1..10, epoch 200 11..20
    a = _fake_run("fol-lnn", 0, [0.0] * 10 + [1.0] * 10)
    b = _fake_run("fol-lnn", 1, [0.5] * 10 + [1.0] * 10)
    results, curves = aggregate([a, b])
    cells = results["fol-lnn"]["easy"]
    assert list(cells) == ["100", "200"]
    assert cells["100"]["reward_mean"] == pytest.approx(0.25)
    assert cells["100"]["reward_std"] == pytest.approx(0.25)
    assert cells["100"]["steps_mean"] == pytest.approx(87.5)
    assert cells["200"] == {
        "reward_mean": 1.0,
        "reward_std": 0.0,
        "steps_mean": 50.0,
        "steps_std": 0.0,
        "seeds": 2,
    }
    rows = curves["easy"]["fol-lnn"]
    assert [r[0] for r in rows] == list(range(10, 201, 10))
    assert rows[-1][1:] == pytest.approx((1.0, 0.0, 50.0, 0.0))


def test_a_methods_own_settings_are_compared_among_its_runs_only(tmp_path):
    args = smoke_args(tmp_path)
    budgets = plan_budgets(args)
    ours = {"alpha": 0.9, "drop_undefined": True}
    metrics = [
        {**_fake_run("fol-lnn", 0, [1.0]), "wall_seconds": 1.0},
        {**_fake_run("fol-lnn", 1, [1.0]), "wall_seconds": 1.0},
        {**_fake_run("nn-dqn", 0, [1.0]), "wall_seconds": 1.0},
    ]
    metrics[0]["config"]["fol_lnn"] = metrics[1]["config"]["fol_lnn"] = ours
    metrics[2]["config"]["fol_lnn"] = {"alpha": 0.9}  # older default settings: nn-dqn ignores them
    for m in metrics:
        m["config"]["lr"] = 1e-3
    protocol = protocol_of(args.name, budgets, metrics)
    assert protocol["train_args"]["fol_lnn"] == {"fol-lnn": ours}
    assert protocol["train_args"]["lr"] == 1e-3
    assert protocol["train_args_varying"] == []
    metrics[1]["config"]["fol_lnn"] = {"alpha": 0.8, "drop_undefined": True}
    assert protocol_of(args.name, budgets, metrics)["train_args_varying"] == ["fol_lnn[fol-lnn]"]


def test_a_config_written_before_the_one_update_publishes_as_todays(tmp_path):
    """Issue 34 retired ``update`` (two implementations of one maths) and the configurations
    only autograd trained: a run config naming them with the maths that still runs compares
    equal to today's; one that named other maths (``target="value"``) still differs."""
    args = smoke_args(tmp_path)
    budgets = plan_budgets(args)
    today = {"alpha": 0.9, "drop_undefined": True}
    before = {**today, "update": "autograd", "target": "best", "fixed_bias": True}
    before |= {"constrain": "and", "constraint_margin": 0.02}
    metrics = [{**_fake_run("fol-lnn", s, [1.0]), "wall_seconds": 1.0} for s in (0, 1)]
    metrics[0]["config"]["fol_lnn"], metrics[1]["config"]["fol_lnn"] = before, today
    protocol = protocol_of(args.name, budgets, metrics)
    assert protocol["train_args_varying"] == []
    assert protocol["train_args"]["fol_lnn"] == {"fol-lnn": today}
    metrics[0]["config"]["fol_lnn"] = {**before, "target": "value"}
    assert protocol_of(args.name, budgets, metrics)["train_args_varying"] == ["fol_lnn[fol-lnn]"]


def test_markdown_puts_methods_in_the_papers_row_order():
    methods = ("fol-lnn", "nn-dqn@typed", "fol-lnn-critic", "lstm-dqn++")
    results, _ = aggregate([_fake_run(m, 0, [1.0] * 20) for m in methods])
    protocol = {
        "experiment": "table1",
        "budget": "quick",
        "seeds": [0],
        "epochs": {"easy": 200},
        "train_games": 50,
        "test_games": 50,
        "games_per_epoch": 4,
        "batch_size": 32,
        "eval_every": 10,
        "moving_average_window": 100,
        "oracle_steps": {"easy": 15.0},
        "difficulties": ["easy"],
    }
    text = render_markdown({"protocol": protocol, "results": results})
    ours = text.split("## The paper's Table 1")[0]
    paper_order = ["| LSTM-DQN++ |", "| FOL-LNN-critic |", "| FOL-LNN (paper) |"]
    assert [ours.index(row) for row in paper_order] == sorted(ours.index(r) for r in paper_order)
    assert ours.index("| FOL-LNN (paper) |") < ours.index("| NN-DQN @typed |")
    assert "| method | easy 100 | easy 200 |" in ours
    assert len(PAPER_TABLE1) == 5 and all(len(v) == 3 for v in PAPER_TABLE1.values())


@pytest.mark.slow
def test_ray_backend_gives_the_same_table(local_table, tmp_path):
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        assert run_experiment(smoke_args(tmp_path, backend="ray")) == 0
    finally:
        ray.shutdown()
    ours = json.loads((tmp_path / "results" / "table1.json").read_text())
    local = json.loads((local_table / "results" / "table1.json").read_text())
    assert ours["results"] == local["results"]  # same seeds, same runs, same numbers
    assert (tmp_path / "results" / "figure2_easy.png").exists()
    assert len(list((tmp_path / "runs").glob("*/metrics.json"))) == 4


@pytest.mark.slow  # reuses the smoke table
def test_seeds_report_lists_every_run_of_the_method_against_its_oracle(local_table, tmp_path):
    argv = ["seeds", "--runs-dir", str(local_table / "runs"), "--name", "smoke-seeds",
            "--results-dir", str(tmp_path)]  # fmt: skip
    assert main(argv) == 0
    report = json.loads((tmp_path / "smoke-seeds.json").read_text())
    runs = report["runs"]
    assert [(r["difficulty"], r["seed"]) for r in runs] == [("easy", 0), ("easy", 1)]  # no nn-dqn
    for r in runs:
        metrics = json.loads((local_table / "runs" / r["run"] / "metrics.json").read_text())
        at = metrics["reported"]["20"]
        assert r["reported"]["20"]["ratio"] == pytest.approx(at["steps"] / metrics["oracle_steps"])
        assert r["rules"].endswith("→ take(x)")  # the rule texts, without the ∃x∈W_c: prefix
    (summary,) = report["summary"]
    assert summary["difficulty"] == "easy" and summary["seeds"] == 2
    mean_steps = sum(r["reported"]["20"]["steps"] for r in runs) / 2
    assert summary["epochs"]["20"]["steps"] == pytest.approx(mean_steps)
    assert summary["targets_met"] == (
        summary["epochs"]["20"]["reward"] >= 0.99 and summary["epochs"]["20"]["ratio"] <= 1.03
    )
    text = (tmp_path / "smoke-seeds.md").read_text()
    assert "| easy | 1 |" in text and "epoch 20: reward / steps (× oracle)" in text


def test_seeds_report_refuses_a_missing_folder_or_a_broken_metrics_file(tmp_path, capsys):
    assert main(["seeds", "--runs-dir", str(tmp_path / "absent")]) == 2
    (tmp_path / "runs" / "broken").mkdir(parents=True)
    (tmp_path / "runs" / "broken" / "metrics.json").write_text("{not json")
    argv = ["seeds", "--runs-dir", str(tmp_path / "runs"), "--results-dir", str(tmp_path)]
    assert main(argv) == 2
    assert "broken/metrics.json" in capsys.readouterr().err
    assert not (tmp_path / "fol-lnn-5seeds.json").exists()  # nothing half-written
    good = {
        "config": {"method": "fol-lnn", "difficulty": "easy", "seed": 0, "epochs": 200},
        "reported": {"100": {"reward": 1.0, "steps": 15.0}},
        "oracle_steps": 15.0,
        "wall_seconds": 50.0,
    }
    for name, broken in {
        "no oracle": {k: v for k, v in good.items() if k != "oracle_steps"},
        "zero oracle": good | {"oracle_steps": 0},
        "no epochs": good | {"reported": {}},
        "a list": [good],
    }.items():
        (tmp_path / "runs" / "broken" / "metrics.json").write_text(json.dumps(broken))
        assert main(argv) == 2, name
        assert "broken/metrics.json" in capsys.readouterr().err
    (tmp_path / "runs" / "broken" / "metrics.json").write_text(json.dumps(good))
    (tmp_path / "runs" / "again").mkdir()
    (tmp_path / "runs" / "again" / "metrics.json").write_text(json.dumps(good))
    assert main(argv) == 2
    assert "easy seed 0 again" in capsys.readouterr().err
    (tmp_path / "runs" / "again" / "metrics.json").unlink()
    assert main(argv) == 0 and (tmp_path / "fol-lnn-5seeds.md").exists()


def test_a_seed_with_a_quick_and_a_long_run_counts_once():
    short = _fake_run("fol-lnn", 0, [0.0] * 10 + [1.0] * 10)
    long = _fake_run("fol-lnn", 0, [0.0] * 10 + [0.5] * 10 + [1.0] * 80, epochs=1000)
    other = _fake_run("fol-lnn", 1, [1.0] * 100, epochs=1000)
    results, curves = aggregate([long, short, other])
    cells = results["fol-lnn"]["easy"]
    assert list(cells) == ["100", "200", "1000"]
    assert cells["200"]["seeds"] == 2  # seed 0 once, from its 200-epoch run
    assert cells["200"]["reward_mean"] == pytest.approx(1.0)
    assert cells["1000"]["seeds"] == 2 and cells["1000"]["reward_mean"] == pytest.approx(1.0)
    assert curves["easy"]["fol-lnn"][-1][0] == 1000  # the curves are the longest runs'


def test_the_paper_budget_plans_the_papers_methods_and_ours_only():
    args = ExperimentArgs(budget=("quick", "paper"), methods=("fol-lnn", "nn-dqn@typed"))
    names = {r.out.name for r in plan_runs(args)}
    assert "nn-dqn@typed_hard_s4_e200" in names and "fol-lnn_hard_s4_e2000" in names
    assert not any(n.startswith("nn-dqn@typed") and n.endswith("_e2000") for n in names)
    assert len(names) == 2 * 3 * 5 + 3 * 5
    markdown = render_markdown(
        {
            "protocol": protocol_of(args.name, plan_budgets(args), []) | {"seeds": [0, 1, 2, 3, 4]},
            "results": {"fol-lnn": {"easy": {"200": _cell_of(0.5, 3)}}},
            "ablations": {},
        }
    )
    assert "0/30 runs finished" in markdown and "0/15 runs finished" in markdown
    assert "(3 seeds)" in markdown


def _cell_of(reward: float, seeds: int) -> dict:
    return {
        "reward_mean": reward,
        "reward_std": 0.0,
        "steps_mean": 50.0,
        "steps_std": 0.0,
        "seeds": seeds,
    }
