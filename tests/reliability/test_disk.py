"""Disk faults against a real gunicorn (issue 43, finding 1): a full data disk while clients play,
and the journal's bound during a store outage (:mod:`reliability.disk_faults`; ``make
reliability`` runs the same probes at its sizes)."""

from __future__ import annotations

import json

import pytest

from reliability import disk_faults
from reliability.disks import can_mount


def _passed(result: dict) -> None:
    assert result["passed"], json.dumps(result, indent=1)


@pytest.mark.skipif(not can_mount(), reason="needs root to mount a tmpfs")
def test_a_full_data_disk_leaves_healthz_and_act_answering(tmp_path, policy_root, bodies) -> None:
    """Before: the first new metric series of a worker on the full disk killed it with SIGBUS,
    and every replacement in create_app: 0 of 30 /healthz answered, 2 of 59 decisions logged.
    Now 30 of 30, every decision answered, /readyz degraded naming the journal, the alarm in
    /metrics, and every decision in the log once the disk has room again."""
    _passed(disk_faults.full_disk(tmp_path, policy_root, bodies, acts=60))


def test_the_journal_holds_its_bound_through_a_store_outage(tmp_path, policy_root, bodies) -> None:
    """Before: 7.7 MB of journal in 6 s for a 2 MiB bound, never said. Now at most the bound
    plus one segment per worker, the stop named in /readyz, and every decision logged after."""
    _passed(disk_faults.journal_bound(tmp_path, policy_root, bodies, seconds=3.0))


@pytest.mark.skipif(not can_mount(), reason="needs root to mount a tmpfs")
def test_a_restart_on_a_read_only_data_disk_serves_and_survives_a_worker_death(
    tmp_path, policy_root, bodies
) -> None:
    """Finding 3: before, the restart failed (EROFS emptying the metrics folder) and the master
    exited at a worker's death on an unwritable folder. Now it starts, answers every request
    with its envelope (503 naming the store: SQLite cannot open its WAL database read-only),
    and outlives a worker's death."""
    _passed(disk_faults.read_only_disk(tmp_path, policy_root, bodies))


def test_decisions_the_queue_drops_in_an_outage_are_logged_from_the_journal(
    tmp_path, policy_root, bodies
) -> None:
    """Finding 6: a 6 s SQLite outage under 4 clients with a queue of 200 a worker. Before: 600
    of 3,132 answered decisions logged after the outage, 2,535 counted dropped (3 more than were
    missing). Now every one logged, none counted dropped."""
    _passed(disk_faults.outage_spill(tmp_path, policy_root, bodies, seconds=3.0))
