"""Two replicas on one PostgreSQL: two independent servers (own gunicorn masters with 2 workers
each, own data folders, own ports) sharing constraints, the active version and the decision
log; and a database outage under load (the short version of ``make reliability``'s)."""

from __future__ import annotations

import json
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg
import pytest
import requests

from reliability import outage
from reliability.pgserver import PgServer
from tests.service.conftest import act_while_following, assert_time_order_and_nothing_missed

pytestmark = pytest.mark.slow
H = {"Authorization": "Bearer test-operator-token"}
FORCE = {"force": True, "reason": "test: fresh policies read no fact"}


@pytest.fixture(scope="module")
def pg():
    """This module's own PostgreSQL server: the outage test stops it."""
    with PgServer() as server:
        yield server


@pytest.fixture(scope="module")
def replicas(tmp_path_factory, policy_root, pg):
    with outage.two_replicas(tmp_path_factory.mktemp("replicas"), policy_root, pg, "replicas") as (
        a,
        b,
        url,
    ):
        yield a, b, url


def act(server, body: dict, rid: str | None = None) -> requests.Response:
    headers = {"X-Request-ID": rid} if rid else {}
    return requests.post(f"{server.url}/v1/act", json=body, headers=headers, timeout=10)


def on_every_worker(server, body: dict, check, within_s: float = 60.0) -> set[str]:
    """``check(answer)`` holds on the answers of both workers of ``server``; requests go 4 at
    once (an idle worker that just answered tends to win the next accept, so only concurrent
    requests reach both reliably), until both have answered: a server answers ``/readyz`` as
    soon as one worker is up, and on a loaded machine the other may still be booting, so that
    is waited for (up to ``within_s``), not counted in rounds. Returns the workers seen."""
    seen = set()
    deadline = time.monotonic() + within_s
    with ThreadPoolExecutor(4) as pool:
        while len(seen) < 2 and time.monotonic() < deadline:
            for r in pool.map(lambda _: act(server, body), range(4)):
                assert r.status_code == 200, r.text
                assert check(r.json()), r.json()
                seen.add(r.headers["X-Served-By"])
    assert len(seen) == 2, f"both workers should have answered, saw {seen}"
    return seen


def test_replicas_keep_their_own_folders_and_no_sqlite_file(replicas):
    a, b, url = replicas
    assert a.port != b.port and a.data_dir != b.data_dir
    for server in (a, b):
        ready = requests.get(f"{server.url}/readyz", timeout=10).json()
        assert ready["status"] == "ready" and ready["checks"] == {"policy": True, "store": True}
        assert not (server.data_dir / "folnn.sqlite3").exists()
    assert set(a.worker_pids()).isdisjoint(b.worker_pids())


def test_a_constraint_posted_on_one_applies_on_the_others_next_request(replicas, body_of):
    a, b, _ = replicas
    body = body_of(6, candidates=["go east", "go west"])
    chosen = act(b, body).json()["action"]
    other = ({"go east", "go west"} - {chosen}).pop()
    verb, word = chosen.split()
    made = requests.post(
        f"{a.url}/v1/constraints",
        json={"text": f"forbid {verb}({word})", "author": "t", "reason": "replicas"},
        headers=H,
        timeout=10,
    )
    assert made.status_code == 201
    cid, revision = made.json()["id"], made.json()["revision"]
    try:
        # the very next request on the other replica, then both of its workers
        first = act(b, body).json()
        assert first["action"] == other and first["constraint_revision"] == revision
        assert first["blocked"] == [{"action": chosen, "constraint_id": cid}]
        on_every_worker(b, body, lambda out: out["action"] == other)
        listed = requests.get(f"{b.url}/v1/constraints", headers=H, timeout=10).json()
        assert [c["id"] for c in listed["constraints"]] == [cid] and listed["revision"] == revision
    finally:
        # a delete on the other replica: the first one's next request is unconstrained again
        gone = requests.delete(f"{b.url}/v1/constraints/{cid}", headers=H, timeout=10)
    assert gone.status_code == 200 and gone.json()["revision"] == revision + 1
    again = act(a, body).json()
    assert again["action"] == chosen and again["blocked"] == []
    on_every_worker(a, body, lambda out: out["blocked"] == [])
    assert (
        requests.delete(f"{a.url}/v1/constraints/{cid}", headers=H, timeout=10).json()["error"][
            "code"
        ]
        == "constraint_not_found"
    )


def test_activation_on_one_switches_both(replicas, body_of):
    a, b, _ = replicas
    body = body_of(3)
    try:
        switched = requests.post(
            f"{a.url}/v1/policies/v2/activate", json=FORCE, headers=H, timeout=10
        )
        assert switched.status_code == 200 and switched.json()["previous"] == "v1"
        assert act(b, body).json()["policy_version"] == "v2"
        on_every_worker(b, body, lambda out: out["policy_version"] == "v2")
        assert requests.get(f"{b.url}/v1/rules", timeout=10).json()["policy_version"] == "v2"
        refused = requests.post(f"{b.url}/v1/policies/tampered/activate", headers=H, timeout=10)
        assert refused.status_code == 409
        on_every_worker(a, body, lambda out: out["policy_version"] == "v2")
    finally:
        back = requests.post(f"{b.url}/v1/policies/v1/activate", json=FORCE, headers=H, timeout=10)
        assert back.status_code == 200
    on_every_worker(a, body, lambda out: out["policy_version"] == "v1")


def test_both_write_one_decision_log_with_request_ids_kept(replicas, body_of):
    a, b, url = replicas
    run = uuid.uuid4().hex[:8]
    sent = {}
    for i in range(12):
        server = (a, b)[i % 2]
        rid = f"log-{run}-{i}"
        r = act(server, body_of(i), rid)
        assert r.status_code == 200 and r.headers["X-Request-ID"] == rid
        sent[rid] = r.json()["request_id"]
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with psycopg.connect(url) as conn:
            rows = conn.execute(
                "SELECT client_request_id, request_id FROM folnn_decisions"
                " WHERE client_request_id LIKE %s",
                (f"log-{run}-%",),
            ).fetchall()
        if len(rows) == len(sent):
            break
        time.sleep(0.1)
    assert dict(rows) == sent  # one log, both replicas, the client's and the server's ids
    for server in (a, b):  # and each replica reads the whole log
        items = requests.get(f"{server.url}/v1/decisions?limit=500", headers=H, timeout=10)
        logged = {d["client_request_id"]: d["request_id"] for d in items.json()["items"]}
        assert {rid: logged.get(rid) for rid in sent} == sent
    ids = [d["id"] for d in items.json()["items"]]
    assert ids == sorted(ids, reverse=True) and len(set(ids)) == len(ids)


def test_ids_of_both_replicas_follow_time_order_and_a_live_reader_misses_nothing(replicas, body_of):
    """Four workers on two replicas write their own batches into one log: ids follow the
    decisions' times however late a batch commits, and a reader polling one replica with
    ``after`` = ``next_after`` gets the decisions of both, each once, in commit order."""
    a, b, _ = replicas
    mine, seen, _ = act_while_following([a.url, b.url], [body_of(k) for k in range(8)], 160)
    assert_time_order_and_nothing_missed(mine, seen, 160)


def test_review_routes_read_the_one_log_from_either_replica(replicas, body_of):
    """A decision made on one replica: its detail, the export and a constraint preview on the
    other (the PostgreSQL store's filters, detail and export queries)."""
    a, b, _ = replicas
    rid = f"review-{uuid.uuid4().hex[:8]}"
    made = act(a, body_of(9), rid).json()
    deadline = time.monotonic() + 10
    while True:
        found = requests.get(
            f"{b.url}/v1/decisions?action={made['action'].replace(' ', '+')}&limit=500",
            headers=H,
            timeout=10,
        ).json()["items"]
        mine = [d for d in found if d["client_request_id"] == rid]
        if mine or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert len(mine) == 1 and mine[0]["request_id"] == made["request_id"]
    detail = requests.get(f"{b.url}/v1/decisions/{mine[0]['id']}", headers=H, timeout=10).json()
    assert detail["fact_table"] and detail["action"] == made["action"]
    exported = requests.get(f"{a.url}/v1/decisions/export?format=jsonl", headers=H, timeout=10)
    ids = [json.loads(line)["client_request_id"] for line in exported.text.split("\n") if line]
    assert rid in ids
    verb, word = made["action"].split()
    preview = requests.post(
        f"{b.url}/v1/constraints/preview",
        json={"text": f"forbid {verb}({word})", "limit": 5000},
        headers=H,
        timeout=10,
    ).json()
    assert preview["valid"] and preview["would_block"] >= 1


def test_a_version_published_on_one_is_shadowed_and_promoted_on_both(
    replicas, body_of, policy_root, tmp_path
):
    """Publish through replica a (b never sees the files), shadow it from b, read the
    agreement over decisions of both replicas, promote it from a: every worker of b serves it."""
    from tests.service.conftest import pack, retrained_policy

    a, b, _ = replicas
    version = f"pub-{uuid.uuid4().hex[:8]}"
    # a trained policy over v1's vocabulary (a shadow reads the active version's facts): the
    # shipped critic variant's network, saved again
    critic = Path(__file__).resolve().parents[2] / "policies" / "fol-rules" / "critic-hard-s0-e200"
    archive = pack(retrained_policy(tmp_path, version, critic))
    made = requests.post(
        f"{a.url}/v1/policies?author=ops&reason=replicas",
        data=archive,
        headers={**H, "Content-Type": "application/gzip"},
        timeout=30,
    )
    assert made.status_code == 201, made.text
    listed = requests.get(f"{b.url}/v1/policies", headers=H, timeout=30).json()["policies"]
    (entry,) = [p for p in listed if p["version"] == version]
    assert entry["verified"] and entry["source"] == "store"
    assert not (policy_root / "fol-rules" / version).exists()  # in no policies folder
    assert any((b.data_dir / "artifacts").glob(f"{version}-*/manifest.json"))  # b's own copy
    try:
        shadow = requests.post(f"{b.url}/v1/policies/{version}/shadow", headers=H, timeout=30)
        assert shadow.json() == {"shadow_version": version, "active_version": "v1"}
        sent = [act((a, b)[i % 2], body_of(i)).json() for i in range(12)]
        assert all(out["policy_version"] == "v1" for out in sent)
        deadline = time.monotonic() + 10
        while True:  # each replica's workers write their decisions within milliseconds
            status = requests.get(f"{a.url}/v1/shadow", headers=H, timeout=10).json()
            if status["considered"] >= 12 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert status["shadow_version"] == version and status["considered"] == 12
        assert status["considered"] - status["agreed"] == len(status["disagreements"])
        for d in status["disagreements"]:
            assert d["active"]["action"] != d["shadow"]["action"] and d["shadow"]["rule"]
        promoted = requests.post(f"{a.url}/v1/shadow/promote", json={}, headers=H, timeout=30)
        assert promoted.status_code == 200, promoted.text
        assert promoted.json()["previous"] == "v1" and promoted.json()["forced"] == []
        on_every_worker(b, body_of(5), lambda out: out["policy_version"] == version)
        assert (
            requests.get(f"{b.url}/v1/shadow", headers=H, timeout=10).json()["shadow_version"]
            is None
        )
        trail = requests.get(f"{b.url}/v1/constraints", headers=H, timeout=10).json()["changes"]
        assert [c["change"] for c in trail[:3]] == ["activate", "shadow", "publish"]
    finally:
        requests.delete(f"{a.url}/v1/shadow", headers=H, timeout=10)
        back = requests.post(f"{b.url}/v1/policies/v1/activate", json=FORCE, headers=H, timeout=10)
        assert back.status_code == 200
    on_every_worker(a, body_of(5), lambda out: out["policy_version"] == "v1")


def test_a_database_outage_is_survived(replicas, pg, transcript):
    """PostgreSQL stopped for 3 s under load (``make reliability``: 10 s): /v1/act keeps
    answering from the last state, /readyz says degraded and why, operator writes are 503,
    nothing decided meanwhile is lost, a constraint posted after the restart applies on every
    worker of both replicas within a second."""
    a, b, url = replicas
    bodies = [
        {"observation": transcript[k][0], "history": [
            {"observation": o, "action": x} for o, x in transcript[:k]
        ]}
        for k in range(0, 50, 5)
    ]  # fmt: skip
    with psycopg.connect(url) as conn:  # the scenario starts unconstrained
        active = conn.execute("SELECT COUNT(*) FROM folnn_constraints WHERE deleted_at IS NULL")
        assert active.fetchone()[0] == 0
    figures = outage.scenario(a, b, url, pg, bodies, outage_s=3.0, threads=1)
    assert figures["passed"], json.dumps(figures, indent=1)
