"""The rules bench (``bench/rules_bench.py``) trains the ``fol-lnn`` runs it reads when they are
missing, with its documented command's settings, and only then (never in quick mode)."""

from __future__ import annotations

import bench.rules_bench as rules_bench


def test_the_rules_bench_trains_only_the_runs_that_are_missing(tmp_path, monkeypatch):
    monkeypatch.setattr(rules_bench, "RUNS", tmp_path)
    trained = []
    monkeypatch.setattr(rules_bench, "train", lambda args: trained.append(args))
    assert rules_bench.run(quick=True)["table"] == {}  # quick: reads what is there, trains none
    assert trained == []

    (tmp_path / "hard-s1").mkdir()
    (tmp_path / "hard-s1" / "metrics.json").write_text("{}")

    for seed in (0, 1):
        rules_bench._ensure_run("hard", seed)
    (args,) = trained  # seed 1's run is there
    assert (args.method, args.difficulty, args.epochs, args.seed) == ("fol-lnn", "hard", 200, 0)
    assert args.out == tmp_path / "hard-s0"
