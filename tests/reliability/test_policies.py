"""Policy versions against a real gunicorn (two gevent workers, SQLite) on loopback: the probes
of :mod:`reliability.policies` (issue 31, findings 1, 2c, 4, 5 and 7), their figures the
assertions (``make reliability`` runs the same probes and reports the figures)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reliability import policies
from reliability.harness import LiveServer, service_helpers


def _passed(result: dict) -> None:
    assert result["passed"], json.dumps(result, indent=1)  # every figure, untruncated


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    """Where the probes save the versions they publish."""
    return tmp_path_factory.mktemp("uploads")


@pytest.fixture(scope="module")
def server(tmp_path_factory, scratch) -> LiveServer:
    """One shipped version (v1) and three published ones (p-1, p-2, p-3)."""
    root = tmp_path_factory.mktemp("probe-policies")
    service_helpers().save_policy(root, "v1", seed=1)
    with LiveServer(tmp_path_factory.mktemp("policies"), root, **policies.ENV) as srv:
        for i, version in enumerate(("p-1", "p-2", "p-3")):
            data = policies.fresh_archive(scratch, version, seed=20 + i)
            assert policies.publish(srv, data).status_code == 201
        yield srv


def test_a_restarted_worker_serves_the_active_version_not_a_publication(
    tmp_path, scratch, bodies
) -> None:
    """Finding 1: before, after one kill -9 the workers split 47/13 between the shipped
    version and a publication whose activation had been refused."""
    _passed(policies.restart_serves_one_version(tmp_path, scratch, bodies[1]))


def test_concurrent_activations_lose_no_update(server) -> None:
    """Finding 4: before, 4 of 10 rounds were both 200 from the same previous version."""
    _passed(policies.concurrent_activations(server, ["p-1", "p-2", "p-3"], rounds=10))


def test_an_activation_and_a_shadow_at_once_never_leave_both(server) -> None:
    """Finding 4: before, 4 of 15 rounds left a version active and in shadow."""
    _passed(policies.activate_and_shadow(server, ["p-1", "p-2", "p-3"], rounds=10))


def test_manifest_numbers_that_are_not_finite_are_refused_before_storing(server, scratch) -> None:
    """Issue 43, finding 4: before, publish answered 500 with the version stored, and the
    listing 500 until it was deleted."""
    _passed(policies.manifest_numbers(server, scratch))


def test_a_deleted_name_published_again_is_refused(server, scratch, bodies) -> None:
    """Issue 43, finding 5: before, the name was published again (201) and, activated, 21 of
    40 answers came from the old weights under the one name."""
    _passed(policies.one_name_one_policy(server, scratch, bodies[1]))


def test_weights_that_are_not_finite_are_refused_and_answers_stay_json(server, scratch) -> None:
    """Finding 5: before, an AND bias of -inf was published, activated, and answered as
    ``-Infinity`` by /v1/rules/network and /v1/policies/{v}; f16 weights were served."""
    _passed(policies.nonfinite_weights(server, scratch, "v1"))


def test_a_manifest_naming_host_files_tells_nothing_about_them(server, scratch, tmp_path) -> None:
    """Finding 7: before, a host file that exists was answered "is larger than ..." and a
    missing one otherwise."""
    _passed(policies.manifest_file_names(server, scratch, tmp_path / "outside"))


def test_the_listing_is_cheap_capped_and_versions_can_be_deleted(server, scratch) -> None:
    """Finding 2c: before, every listing loaded every version (55 versions: 1.1-1.9 s each
    listing), nothing capped publications and nothing deleted them."""
    _passed(policies.listing_cost(server, scratch, "v1"))
