"""Hostile clients against a real gunicorn (2 workers) on loopback: every attack of issue 12 as a
scenario of :mod:`reliability.hostile`, its bound the assertion (``make reliability`` runs the
same scenarios and reports their figures)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reliability import hostile
from reliability.harness import LiveServer, policies_dir

LIMITS = {"body": 400_000, "obs": 6000, "history": 120, "text": 400_000}


def _passed(result: dict) -> None:
    assert result["passed"], json.dumps(result, indent=1)  # every figure, untruncated


@pytest.fixture(scope="module")
def hostile_root(tmp_path_factory) -> Path:
    """v1, v2, tampered, plus the hostile versions and folder junk."""
    root = policies_dir(tmp_path_factory.mktemp("hostile-policies"))
    hostile.hostile_policies(root, tmp_path_factory.mktemp("outside"))
    return root


@pytest.fixture(scope="module")
def server(tmp_path_factory, hostile_root) -> LiveServer:
    with LiveServer(tmp_path_factory.mktemp("hostile"), hostile_root, **hostile.ENV) as srv:
        yield srv


def test_cubic_header_and_status_patterns_no_longer_stall_workers(server) -> None:
    result = hostile.regex_backtracking(server)
    _passed(result)


def test_repeated_object_words_cost_linear_time(server) -> None:
    result = hostile.object_sentences(server)
    _passed(result)


@pytest.mark.slow
def test_two_thousand_drip_fed_bodies_leave_normal_requests_answered(server) -> None:
    """Issue 43, finding 2: 2,000 connections each declaring a 400 KB body and sending a byte
    every 2 s (replaced when answered). Before: each read had its own deadline, so a dripper
    was never cut, and 2,100 of them left 0 of 14 normal /v1/act answered in 45 s (every
    connection slot held). Now each is answered 408 at FOLNN_BODY_TIMEOUT_S and a worker holds
    4,096 connections: 20 of 20 normal requests answered at their usual latency."""
    result = hostile.drip_fed_bodies(server)
    _passed(result)


@pytest.mark.slow
def test_maximal_valid_requests_leave_healthz_and_a_normal_game_fast(server) -> None:
    """Issue 20, finding 3: 4 clients send maximal valid requests back to back; /healthz p99 and
    a normal 10-turn /v1/act p50 stay within 250 ms (before: /healthz answered after 2.9-4.2 s,
    the normal game's p50 2.9 s)."""
    result = hostile.maximal_requests(server, LIMITS, clients=4, seconds=8.0)
    _passed(result)


@pytest.mark.slow
def test_unique_words_leave_worker_memory_flat(server) -> None:
    """Issue 20, finding 2: 16 requests of about 40,000 unique words each; every worker grows
    by at most 20 MB (before: about 16 MB per such request, never freed)."""
    result = hostile.unique_words_memory(server, LIMITS)
    _passed(result)


def test_stalled_clients_do_not_block_healthz_or_act(server) -> None:
    result = hostile.slowloris(server)
    _passed(result)


def test_made_up_methods_and_paths_add_no_metric_series(server) -> None:
    result = hostile.metric_labels(server)
    _passed(result)


def test_bodies_over_the_limit_get_413_chunked_or_not(server) -> None:
    result = hostile.chunked_body_limit(server, LIMITS["body"])
    _passed(result)


def test_every_answer_is_the_envelope_even_before_the_app(server) -> None:
    result = hostile.envelope_everywhere(server)
    _passed(result)


def test_error_answers_are_read_whole_then_the_end_of_stream(server) -> None:
    result = hostile.error_answers_end_cleanly(server)
    _passed(result)


def test_decision_log_keeps_at_most_max_rows(server) -> None:
    result = hostile.decision_retention(server)
    _passed(result)


def test_constraints_are_capped(server) -> None:
    result = hostile.constraint_cap(server)
    _passed(result)


def test_unservable_artifacts_are_refused_and_listed(server) -> None:
    result = hostile.artifact_refusals(server)
    _passed(result)


def test_no_echo_no_paths_unique_request_ids(server) -> None:
    result = hostile.leaks(server)
    _passed(result)


@pytest.mark.slow
def test_boot_skips_a_bad_newest_version(tmp_path, hostile_root) -> None:
    result = hostile.boot_skips_bad_newest(tmp_path, hostile_root, timeout_s=60)
    _passed(result)
