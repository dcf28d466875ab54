"""The service's limits in-process (issue 12): metric labels, body reading, retention, the
constraint cap and compile cache, artifact checks, and what errors repeat of the input."""

from __future__ import annotations

import io
import json
import threading
import time

import pytest
import requests

from service.errors import ErrorAnswer
from service.store import DecisionRecord, Pruned

TOKEN = {"Authorization": "Bearer test-operator-token"}


def test_method_label_is_from_a_fixed_set():
    from service.metrics import METHODS, method_label

    assert {method_label(m) for m in METHODS} == set(METHODS)
    assert {method_label(m) for m in ("XQZZY", "get", "PROPFIND", "", "POST ")} == {"other"}


def _environ(body: bytes, chunked: bool, length: int | None = None) -> dict:
    env = {"wsgi.input": io.BytesIO(body)}
    if chunked:
        env["HTTP_TRANSFER_ENCODING"] = "chunked"
    else:
        env["CONTENT_LENGTH"] = str(len(body) if length is None else length)
    return env


@pytest.mark.parametrize("chunked", [False, True])
def test_read_body_refuses_over_the_limit_whatever_the_framing(chunked):
    from service.body import read_body

    env = _environ(b"x" * 1001, chunked)
    with pytest.raises(ErrorAnswer) as err:
        read_body(env, max_bytes=1000, drain_bytes=10_000, timeout_s=5)
    assert err.value.status == 413
    assert env["wsgi.input"].read() == b""  # the rest was drained (the client gets its 413)
    env = _environ(b"y" * 1000, chunked)
    assert read_body(env, max_bytes=1000, drain_bytes=0, timeout_s=5) == b"y" * 1000
    assert env["CONTENT_LENGTH"] == "1000" and "HTTP_TRANSFER_ENCODING" not in env


@pytest.mark.parametrize("chunked", [False, True])
def test_read_body_holds_its_bytes_in_the_budget_and_gives_back_what_it_refuses(chunked):
    from service.body import BodyBudget, read_body

    budget = BodyBudget(2500)
    read = [read_body(_environ(b"a" * 1000, chunked), 1000, 10_000, 5, budget) for _ in (1, 2)]
    assert budget.held == 2000 == sum(map(len, read))
    env = _environ(b"b" * 1000, chunked)
    with pytest.raises(ErrorAnswer) as busy:  # 500 bytes left: refused, the body read out
        read_body(env, 1000, 10_000, 5, budget)
    assert busy.value.status == 503 and busy.value.code == "busy"
    assert env["wsgi.input"].read() == b"" and budget.held == 2000
    budget.give_back(1000)  # a request ended
    with pytest.raises(ErrorAnswer) as large:  # 413: nothing kept
        read_body(_environ(b"c" * 1001, chunked), 1000, 10_000, 5, budget)
    assert large.value.status == 413 and budget.held == 1000
    assert read_body(_environ(b"d" * 1000, chunked), 1000, 10_000, 5, budget) == b"d" * 1000
    assert budget.held == 2000


def test_read_body_drains_at_most_drain_bytes():
    from service.body import read_body

    env = _environ(b"z" * 500_000, chunked=True)
    with pytest.raises(ErrorAnswer):
        read_body(env, max_bytes=1000, drain_bytes=100_000, timeout_s=5)
    left = len(env["wsgi.input"].read())
    assert 300_000 <= left < 500_000


def test_chunked_body_over_the_limit_is_413_through_the_app(app):
    """Flask's own limit would cut a chunked body at the limit and pass the cut body on."""
    client = app.test_client()
    limit = app.config["MAX_CONTENT_LENGTH"]
    body = json.dumps({"observation": "-= Attic =-"}).encode() + b" " * limit
    resp = client.post(
        "/v1/act",
        input_stream=io.BytesIO(body),
        headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
    )
    assert resp.status_code == 413 and resp.get_json()["error"]["code"] == "payload_too_large"


def test_options_and_double_slashes_are_envelopes_not_html_or_redirects(app):
    client = app.test_client()
    options = client.open("/v1/act", method="OPTIONS")
    assert options.status_code == 405 and "POST" in options.headers["Allow"]
    assert options.get_json()["error"]["code"] == "method_not_allowed"
    moved = client.post("/v1/policies/%2fetc/activate", headers=TOKEN)
    assert moved.status_code == 404 and moved.get_json()["error"]["code"] == "not_found"
    for path in ("/v1//rules", "//v1//rules", "/v1/rules/"):  # raw paths, as gunicorn passes them
        resp = client.get("/", environ_overrides={"PATH_INFO": path})
        assert resp.status_code == 404 and resp.is_json, path


def test_validation_errors_are_bounded_and_echo_no_keys(app):
    body = {"observation": "x", **{"k" * 5000 + str(i): 1 for i in range(60)}}
    resp = app.test_client().post("/v1/act", json=body)
    detail = resp.get_json()["error"]["detail"]
    assert resp.status_code == 422 and len(detail) == 20
    assert len(resp.data) < 8000 and "k" * 100 not in resp.get_data(as_text=True)


def test_redact_paths_keeps_the_reason_not_the_location():
    from service.errors import redact_paths

    text = "version 'x' refused: /srv/data/policies/fol-lnn/x/weights.safetensors: sha256 mismatch"
    assert redact_paths(text) == "version 'x' refused: weights.safetensors: sha256 mismatch"


def _decision(i: int, at: float) -> DecisionRecord:
    return DecisionRecord(f"r{i}", at, "v1", "a" * 64, 0, "b" * 64, [], None, None, None, [], 200)


def test_retention_keeps_max_rows_and_max_age(any_store):
    store = any_store
    now = time.time()
    store.append_decisions([_decision(i, now - 1000 + i) for i in range(1000)])
    assert store.prune_decisions(max_rows=300, older_than=None).deleted == 700
    assert [r.request_id for _, r in store.decisions(1, None)] == ["r999"]
    assert len(store.decisions(500, None)) == 300
    # age: everything decided more than 100 s ago goes (ids 0..899 were decided before)
    assert store.prune_decisions(max_rows=None, older_than=now - 100).deleted == 200
    assert {r.request_id for _, r in store.decisions(500, None)} == {
        f"r{i}" for i in range(900, 1000)
    }
    assert store.prune_decisions(None, None).deleted == 0


def test_retention_counts_what_the_row_cap_evicts_before_the_age_limit(any_store):
    """Issue 20, finding 5: a flood pushes young decisions out through the row cap; the store
    says how many of the deleted ones the age limit would have kept."""
    store = any_store
    now = time.time()
    store.append_decisions([_decision(i, now - 1000 + i) for i in range(1000)])  # 1000 s..1 s
    # age limit 500 s (ids 0..499 are older); cap 300: 200 young ones go early
    pruned = store.prune_decisions(max_rows=300, older_than=now - 500)
    assert pruned == Pruned(700, 200)
    assert store.prune_decisions(max_rows=300, older_than=now - 500) == Pruned(0, 0)
    assert store.prune_decisions(max_rows=100, older_than=None) == Pruned(200, 0)  # no age limit
    extent = store.log_extent()
    assert extent.last_seq - extent.first_seq + 1 == 100
    assert now - 101 < extent.oldest_at < now - 99


def test_the_retention_alarm_reads_the_logs_ends():
    from service.audit import Retention, retention_alarm
    from service.store import LogExtent

    now, day = 1e9, 86_400.0
    retention = Retention(max_rows=1000, max_age_s=30 * day)
    flooded = LogExtent(5_001, 6_000, now - 3.0)  # at the cap, 3 s of decisions kept
    assert "evicted before their age limit" in retention_alarm(retention, flooded, now)
    assert retention_alarm(retention, LogExtent(1, 1000, now - 3.0), now) is None  # never cut
    assert retention_alarm(retention, LogExtent(5_001, 5_900, now - 3.0), now) is None
    assert retention_alarm(retention, LogExtent(5_001, 6_000, now - 31 * day), now) is None
    assert retention_alarm(Retention(max_rows=1000), flooded, now) is None  # no age limit
    assert retention_alarm(retention, LogExtent(None, None, None), now) is None


def test_readyz_raises_the_alarm_when_a_flood_evicts_young_decisions(tmp_path, settings_for):
    """600 anonymous decisions against a cap of 50: /readyz says degraded and why, the metric
    counts the decisions the cap evicted early (before the fix: nothing told the operator)."""
    from service import create_app

    app = create_app(settings_for(tmp_path, audit_max_rows=50, audit_prune_interval_s=0.01))
    client = app.test_client()
    runtime = app.extensions["folnn"]
    assert client.get("/readyz").get_json()["status"] == "ready"
    body = {"observation": "-= Attic =-\nThere is an exit to the north."}
    for _ in range(600):
        assert client.post("/v1/act", json=body).status_code == 200
    runtime.decisions.flush()
    runtime.decisions.prune()
    ready = client.get("/readyz").get_json()
    assert ready["status"] == "degraded"
    assert any("evicted before their age limit" in r for r in ready["degraded"]), ready
    assert ready["audit"]["evicted_early_total"] >= 500
    assert ready["audit"]["retained_s"] < 60
    metrics = client.get("/metrics").get_data(as_text=True)
    assert "folnn_audit_evicted_early_total" in metrics
    runtime.decisions.close()


def test_a_prune_returns_once_the_pass_in_flight_is_counted(any_store):
    """The flood test above read ``evicted_early_total`` 0 beside the alarm (1 suite run in 4):
    the background pass had deleted the rows and not yet counted them when the test's own
    prune() returned, having found nothing left to delete. Here the background pass is held
    between its (committed) deletes and its count: prune() returns once that pass is counted."""
    from service.audit import DecisionLog, Retention
    from service.metrics import Metrics

    store = any_store
    deleted, checked = threading.Event(), threading.Event()

    class Held:
        """The store, but the background thread's pass waits after its deletes."""

        def __getattr__(self, name: str):
            return getattr(store, name)

        def prune_decisions(self, max_rows, older_than):
            pruned = store.prune_decisions(max_rows, older_than)
            if threading.current_thread().name == "folnn-audit" and pruned.deleted:
                deleted.set()
                checked.wait(timeout=1.0)  # the count below is read meanwhile (before the fix)
            return pruned

    now = time.time()
    store.append_decisions([_decision(i, now) for i in range(400)])
    metrics = Metrics(None)
    retention = Retention(max_rows=50, max_age_s=3600, interval_s=0.01)
    log = DecisionLog(Held(), metrics, 0.01, 100, retention)
    log.record(_decision(400, now))  # starts the thread: it writes this one, then prunes 351
    assert deleted.wait(timeout=10)
    assert log.prune() == 0  # the pass in flight deleted them all
    counted = metrics.total("folnn_audit_evicted_early_total")
    checked.set()
    log.close()
    assert counted == 351
    assert metrics.total("folnn_audit_pruned_total") == 351


def test_retention_runs_in_the_background_writer(any_store):
    from service.audit import DecisionLog, Retention
    from service.metrics import Metrics

    store = any_store
    log = DecisionLog(store, Metrics(None), 0.01, 10_000, Retention(max_rows=50, interval_s=0.01))
    for i in range(400):
        log.record(_decision(i, time.time()))
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and (log.pending or len(store.decisions(500, None)) > 50):
        time.sleep(0.05)
    log.close()
    assert len(store.decisions(500, None)) <= 50


def test_constraint_cap_is_checked_in_the_transaction(any_store):
    from service.store import LimitReached

    store = any_store
    for i in range(3):
        store.add_constraint("forbid take(coin)", "enforce", "a", str(i), max_active=3)
    with pytest.raises(LimitReached):
        store.add_constraint("forbid take(coin)", "enforce", "a", "4th", max_active=3)
    assert store.state().constraint_revision == 3  # the refused write left no trace
    assert len(store.changes(10)) == 3
    store.delete_constraint(store.constraints()[0].id, "a", "room for one")
    store.add_constraint("forbid take(coin)", "enforce", "a", "4th", max_active=3)


def test_a_new_revision_compiles_only_new_constraints(app, monkeypatch):
    """Every worker used to recompile every constraint on each revision (203 constraints:
    60-80 ms per change per worker); compiled constraints are now kept by id."""
    import service.runtime as runtime_module

    runtime = app.extensions["folnn"]
    client = app.test_client()
    ids = []
    for i in range(30):
        r = client.post(
            "/v1/constraints",
            json={"text": f"forbid go(x) when visited(x) and not initial(x) or {'not ' * i}find(x)",
                  "mode": "dryrun", "author": "t", "reason": "cache"},
            headers=TOKEN,
        )  # fmt: skip
        ids.append(r.get_json()["id"])
    calls = []
    real = runtime_module.compile_constraint
    monkeypatch.setattr(
        runtime_module, "compile_constraint", lambda *a, **k: calls.append(a) or real(*a, **k)
    )
    try:
        client.get("/v1/rules")  # a request syncs the worker with the store
        assert calls == []
        new = client.post(
            "/v1/constraints",
            json={"text": "forbid take(coin)", "mode": "dryrun", "author": "t", "reason": "new"},
            headers=TOKEN,
        ).get_json()["id"]
        client.get("/v1/rules")
        assert [a[0] for a in calls] == ["forbid take(coin)"]
        assert len(runtime.shield.constraints) == 31
        client.delete(f"/v1/constraints/{ids[0]}", headers=TOKEN)
        client.get("/v1/rules")
        assert len(calls) == 1 and len(runtime.shield.constraints) == 30
    finally:
        for cid in [*ids[1:], new]:
            client.delete(f"/v1/constraints/{cid}", headers=TOKEN)


@pytest.mark.parametrize("gates", [(1, 1), (3, 2), (8, 1)])
def test_shapes_computed_without_building_match_the_network(gates):
    from converter.converter import FOLConverter
    from model.numpy_policy import weight_shapes
    from model.policy import FolLnnPolicy, PolicyConfig

    config = PolicyConfig(vocabulary=FOLConverter().vocabulary.to_dict(), gates=gates)
    built = {k: tuple(v.shape) for k, v in FolLnnPolicy(config).state_dict().items()}
    assert weight_shapes(config) == built


def test_a_huge_manifest_is_refused_before_anything_is_allocated(
    tmp_path, policy_root, monkeypatch
):
    """A manifest with matching hashes asking for 10^9 gates: refused from the weights'
    header, before the network is built (building it would need 32 GB)."""
    import shutil

    import service.policies as policies
    from reliability.hostile import _rehash

    root = tmp_path / "p"
    shutil.copytree(policy_root / "fol-rules" / "v1", root / "fol-rules" / "big")

    def grow(m: dict) -> None:
        m["model"]["config"].update(gates=[10**9, 1], max_gates=10**9)

    _rehash(root / "fol-rules" / "big", grow)
    built = []
    monkeypatch.setattr(policies, "load_policy", lambda path: built.append(path))
    registry = policies.PolicyRegistry(root, "fol-rules", max_parameters=10**12)
    with pytest.raises(policies.ArtifactError, match="does not hold the network"):
        registry.load("big")
    with pytest.raises(policies.ArtifactError, match="at most 10000000"):
        policies.PolicyRegistry(root, "fol-rules").load("big")
    assert built == []
    assert not policies.PolicyRegistry(root, "fol-rules").describe("big")["verified"]


def test_junk_in_the_policy_folder_is_listed_not_raised(tmp_path, policy_root):
    import shutil

    from service.policies import PolicyRegistry

    base = tmp_path / "p" / "fol-rules"
    shutil.copytree(policy_root / "fol-rules" / "v1", base / "v1")
    (base / "list").mkdir()
    (base / "list" / "manifest.json").write_text("[]")
    (base / "binary").mkdir()
    (base / "binary" / "manifest.json").write_bytes(b"\xff\x00\x80")
    (base / "file").write_text("x")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "manifest.json").write_text("{}")
    (base / "out").symlink_to(outside)
    (base / "dangling").symlink_to(tmp_path / "nothing")
    registry = PolicyRegistry(tmp_path / "p", "fol-rules")
    entries = {v: registry.describe(v) for v in registry.versions()}
    assert set(entries) == {"v1", "list", "binary", "out"}
    assert entries["v1"]["verified"] and entries["v1"]["error"] is None
    for name in ("list", "binary", "out"):
        assert entries[name]["verified"] is False and entries[name]["error"], entries[name]
    assert "outside" in entries["out"]["error"]


def test_flush_waits_for_a_batch_the_writer_thread_already_took(tmp_path):
    """GET /v1/decisions flushes before it reads: that must include a batch the background
    thread took from the queue and is still writing (an export once saw one decision more than
    the listing made just before it)."""
    import threading

    from service.audit import DecisionLog
    from service.metrics import Metrics
    from service.store import SQLiteStore

    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.init_schema()
    writing, release = threading.Event(), threading.Event()
    real = store.append_decisions

    def slow_append(records):
        writing.set()
        release.wait(5)
        real(records)

    store.append_decisions = slow_append
    log = DecisionLog(store, Metrics(None), 0.01, 100)
    log.record(_decision(1, time.time()))
    assert writing.wait(5)  # the background thread holds the batch, mid-write
    flushed = threading.Thread(target=log.flush)
    flushed.start()
    flushed.join(0.3)
    assert flushed.is_alive()  # flush() waits for that write ...
    release.set()
    flushed.join(5)
    assert [r.request_id for _, r in store.decisions(10, None)] == ["r1"]  # ... then it is there
    log.close()


# --- issue 20: headers and the control socket -------------------------------------------------


def test_every_answer_says_nosniff_and_operator_answers_are_not_stored(server):
    """Findings 6: JSON, CSV, scripts, the spec, errors and the pages all carry nosniff;
    operator answers, refusals included, carry Cache-Control: no-store."""
    op = {"Authorization": "Bearer test-operator-token"}
    every = [
        server.get("/healthz"),
        server.get("/openapi.yaml"),
        server.get("/console/static/js/api.js"),
        server.get("/"),
        server.get("/v1/nope"),
        server.post("/v1/act", {"observation": "hello world"}),
        server.get("/v1/decisions"),
        server.get("/v1/decisions", headers=op),
        server.get("/v1/decisions/export?format=csv", headers=op),
        requests.get(server.url + "/x" * 3000, timeout=10),  # gunicorn's own 414
    ]
    for resp in every:
        assert resp.headers.get("X-Content-Type-Options") == "nosniff", resp.url[:80]
    for resp in every[6:9]:
        assert resp.headers.get("Cache-Control") == "no-store", resp.url[:80]
    assert "Cache-Control" not in every[0].headers


def test_the_server_opens_no_shared_control_socket(server):
    """gunicorn 25.1+ opened $HOME/.gunicorn/gunicorn.ctl, shared by every server of the user."""
    import psutil

    master = psutil.Process(server.proc.pid)
    paths = [c.laddr for c in master.net_connections(kind="unix") if c.laddr]
    assert not [p for p in paths if p.endswith("gunicorn.ctl")], paths
