"""The policy bench (``bench/policy_bench.py``) reads the shipped default policy's facts in the
policy's own vocabulary: the twx default reads ``closed`` and ``refused``, and the paper's
vocabulary fed to it broke the bench when the default changed (issue 32)."""

from __future__ import annotations

from bench.policy_bench import run


def test_the_policy_bench_times_the_shipped_default_on_its_own_facts():
    out = run(quick=True)
    assert out["tables"] > 0 and out["us_per_decision"]["numpy"] > 0
    assert out["policy"]
