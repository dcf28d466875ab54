"""A worker whose store is away (in-process, any backend behind the protocol): it answers
``/v1/act`` from the last state it read and says so, refuses writes with the envelope, keeps
the decisions it answered until the store is back, and never drops one silently."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pytest

from service.audit import DecisionLog
from service.metrics import Metrics
from service.store import DecisionRecord, StoreError, StoreUnavailable

TOKEN = {"Authorization": "Bearer test-operator-token"}


class Outage:
    """Makes every call of a store raise StoreUnavailable while on (the breaker's behaviour)."""

    METHODS = (
        "state", "ping", "constraints", "add_constraint", "delete_constraint", "changes",
        "set_active_version", "append_decisions", "query_decisions", "last_seq", "decision",
        "init_schema",
    )  # fmt: skip

    def __init__(self, store, monkeypatch) -> None:
        self.on = False
        for name in self.METHODS:
            real = getattr(store, name)
            monkeypatch.setattr(store, name, self._wrap(real))

    def _wrap(self, real):
        def call(*args, **kwargs):
            if self.on:
                raise StoreUnavailable("database unavailable: connection refused")
            return real(*args, **kwargs)

        return call


@pytest.fixture
def fresh(tmp_path, settings_for, monkeypatch):
    """A fresh app (its own SQLite file) and an outage switch on its store."""
    from service import create_app

    app = create_app(settings_for(tmp_path, audit_flush_interval_s=0.01))
    runtime = app.extensions["folnn"]
    yield app, Outage(runtime.store, monkeypatch)
    runtime.decisions.close()


def _east_forbidden(client, body_of) -> tuple[dict, dict]:
    """Enforce ``forbid go(east)``; returns the constraint made and a body whose candidates are
    ``go east`` and ``go west``."""
    made = client.post(
        "/v1/constraints",
        json={"text": "forbid go(east)", "author": "t", "reason": "before"},
        headers=TOKEN,
    ).get_json()
    return made, body_of(6, candidates=["go east", "go west"])


def test_act_answers_from_the_last_state_and_readyz_says_degraded(fresh, body_of):
    app, outage = fresh
    client = app.test_client()
    made, body = _east_forbidden(client, body_of)
    outage.on = True
    for _ in range(3):
        resp = client.post("/v1/act", json=body)
        out = resp.get_json()
        assert resp.status_code == 200
        assert out["action"] == "go west" and out["constraint_revision"] == made["revision"]
        assert out["blocked"] == [{"action": "go east", "constraint_id": made["id"]}]
    ready = client.get("/readyz")
    body_ready = ready.get_json()
    assert ready.status_code == 200 and body_ready["status"] == "degraded"
    assert body_ready["checks"] == {"policy": True, "store": False}
    assert body_ready["degraded"][0].startswith("store unavailable since ")
    assert f"constraint revision {made['revision']}" in body_ready["degraded"][0]
    assert "connection refused" not in str(body_ready)  # no driver message on a public route
    outage.on = False  # ready again once the decisions that waited are written
    deadline = time.monotonic() + 5
    while (ready := client.get("/readyz").get_json())["status"] != "ready":
        assert time.monotonic() < deadline, ready
        time.sleep(0.02)
    assert ready["degraded"] == [] and ready["audit"]["dropped_total"] == 0


def test_operator_routes_that_need_the_store_answer_503_envelopes(fresh):
    app, outage = fresh
    client = app.test_client()
    outage.on = True
    for method, path, body in [
        ("post", "/v1/constraints", {"text": "forbid take(coin)", "author": "t", "reason": "x"}),
        ("delete", "/v1/constraints/1", None),
        ("get", "/v1/constraints", None),
        ("get", "/v1/decisions", None),
        ("get", "/v1/decisions/1", None),
        ("post", "/v1/policies/v2/activate", {"force": True, "reason": "outage"}),
    ]:
        resp = getattr(client, method)(path, json=body, headers=TOKEN)
        assert resp.status_code == 503, (path, resp.get_data(as_text=True))
        error = resp.get_json()["error"]
        assert error["code"] == "store_unavailable" and set(error) == {"code", "message", "detail"}
        assert resp.headers["Retry-After"] == "1"  # the same call may succeed later
    assert client.get("/v1/policies", headers=TOKEN).status_code == 200  # read from disk


def test_a_worker_that_never_read_the_store_does_not_decide(tmp_path, settings_for, body_of):
    from service import create_app

    (tmp_path / "file").write_text("not a folder")
    broken = settings_for(tmp_path, store_url=f"sqlite:///{tmp_path}/file/sub/db.sqlite3")
    client = create_app(broken).test_client()
    resp = client.post("/v1/act", json=body_of(3))
    assert resp.status_code == 503
    assert resp.get_json()["error"]["code"] == "store_unavailable"
    ready = client.get("/readyz")
    assert ready.status_code == 503 and ready.get_json()["error"]["code"] == "not_ready"


def test_decisions_answered_during_an_outage_reach_the_log_afterwards(fresh, body_of):
    app, outage = fresh
    runtime = app.extensions["folnn"]
    client = app.test_client()
    outage.on = True
    ids = [f"during-{i}" for i in range(20)]
    for rid in ids:
        assert (
            client.post("/v1/act", json=body_of(2), headers={"X-Request-ID": rid}).status_code
            == 200
        )
    time.sleep(0.1)  # the writer tried (and put the batch back) several times
    assert runtime.decisions.pending == 20 and runtime.decisions.waiting_since is not None
    assert "20 decisions wait in memory" in " ".join(client.get("/readyz").get_json()["degraded"])
    outage.on = False
    deadline = time.monotonic() + 5
    while runtime.decisions.pending and time.monotonic() < deadline:
        time.sleep(0.02)
    logged = [r.client_request_id for _, r in runtime.store.decisions(100, None)]
    assert logged == ids[::-1]  # every one, in order
    assert runtime.decisions.dropped == {
        "queue_full": 0,
        "write_failed": 0,
        "shutdown": 0,
        "journal_torn": 0,
    }


def _record(i: int) -> DecisionRecord:
    return DecisionRecord(f"r{i}", time.time(), "v1", "a", 0, "b", [], None, None, None, [], 200)


class _AwayStore:
    """A store that is away until ``back`` is set, then keeps what it is given."""

    def __init__(self) -> None:
        self.back = False
        self.rows: list[DecisionRecord] = []

    def append_decisions(self, records) -> int:
        if not self.back:
            raise StoreUnavailable("away")
        self.rows += records
        return len(records)


def test_the_backlog_is_bounded_and_what_overflows_is_counted():
    store, metrics = _AwayStore(), Metrics(None)
    log = DecisionLog(store, metrics, interval_s=10.0, max_queue=50, batch_size=7)
    for i in range(80):
        log.record(_record(i))
    assert log.flush() == 0 and log.pending == 50  # the newest 50 wait, in order
    assert log.dropped["queue_full"] == 30
    assert metrics.total("folnn_audit_dropped_total") == 30
    store.back = True
    assert log.flush() == 50
    assert [r.request_id for r in store.rows] == [f"r{i}" for i in range(30, 80)]


def test_a_refused_write_is_dropped_and_counted_not_retried():
    class Refusing:
        def append_decisions(self, records) -> None:
            raise StoreError("constraint violated")

    metrics = Metrics(None)
    log = DecisionLog(Refusing(), metrics, interval_s=10.0, max_queue=50)
    for i in range(5):
        log.record(_record(i))
    assert log.flush() == 0 and log.pending == 0
    assert log.dropped["write_failed"] == 5


def test_what_is_still_queued_at_exit_is_counted():
    store, metrics = _AwayStore(), Metrics(None)
    log = DecisionLog(store, metrics, interval_s=0.01, max_queue=50)
    for i in range(4):
        log.record(_record(i))
    log.close()
    assert log.dropped["shutdown"] == 4 and metrics.total("folnn_audit_dropped_total") == 4


def test_a_read_of_the_log_waits_for_a_held_store_once():
    """``flush_for_read`` (what the log's routes call first) waits for the background thread's
    write in flight, which holds decisions answered before the read; when the store refuses
    that write meanwhile, the read is refused with it and makes no write of its own (a second
    wait for the same held table). Nothing is lost: the batch waits in memory."""
    writing, release = threading.Event(), threading.Event()
    callers: list[int] = []

    class Held:
        def append_decisions(self, records) -> None:
            callers.append(threading.get_ident())
            writing.set()
            release.wait(5)
            raise StoreUnavailable("a table this call needs stayed locked")

    log = DecisionLog(Held(), Metrics(None), interval_s=0.01, max_queue=50)
    log.record(_record(1))
    assert writing.wait(5)  # the background thread's write waits on the held table
    refused: list[StoreUnavailable] = []

    def read() -> None:
        try:
            log.flush_for_read()
        except StoreUnavailable as exc:
            refused.append(exc)
            callers.append(-threading.get_ident())  # the read's own end, after its writes

    reader = threading.Thread(target=read)
    reader.start()
    reader.join(0.3)
    assert reader.is_alive()  # it waits for the write in flight ...
    release.set()
    reader.join(5)
    assert not reader.is_alive() and len(refused) == 1  # ... and is refused with it
    assert reader.ident not in callers and -reader.ident in callers  # no write of its own
    assert "1 wait in memory" in str(refused[0]) and "stayed locked" in str(refused[0])
    assert log.pending == 1 and log.dropped["write_failed"] == 0
    log.close()  # the store still refuses: counted, not silently lost
    assert log.dropped == {"queue_full": 0, "write_failed": 0, "shutdown": 1, "journal_torn": 0}


def test_a_read_of_the_log_tries_a_store_that_refused_before_it_and_writes_the_backlog():
    """A refusal older than the read does not refuse it: the read writes what waits itself."""
    store, metrics = _AwayStore(), Metrics(None)
    log = DecisionLog(store, metrics, interval_s=10.0, max_queue=50)
    for i in range(3):
        log.record(_record(i))
    assert log.flush() == 0 and log.waiting_since is not None
    with pytest.raises(StoreUnavailable, match=r"latest decisions \(3 wait in memory\): away"):
        log.flush_for_read()
    store.back = True
    assert log.flush_for_read() == 3 and log.pending == 0
    assert [r.request_id for r in store.rows] == ["r0", "r1", "r2"]


# --- a table another session holds (PostgreSQL) --------------------------------------------------


class LockWaits:
    """Counts, per thread, the store's calls that gave up waiting for a lock another session
    holds (PostgreSQL's lock_timeout, SQLSTATE 55P03): each is one full wait of the bound."""

    def __init__(self, store, monkeypatch) -> None:
        self.by_thread: Counter[int] = Counter()
        for name in Outage.METHODS:
            monkeypatch.setattr(store, name, self._wrap(getattr(store, name)))

    def _wrap(self, real):
        import psycopg

        def call(*args, **kwargs):
            try:
                return real(*args, **kwargs)
            except StoreUnavailable as exc:
                if isinstance(exc.__cause__, psycopg.errors.LockNotAvailable):
                    self.by_thread[threading.get_ident()] += 1
                raise

        return call

    def here(self) -> int:
        """The waits of the calling thread (a Flask test client's request runs in it)."""
        return self.by_thread[threading.get_ident()]


def _refused_in_time(resp, started: float) -> str:
    """The 503 envelope of a call that met a lock, answered well before the hang it replaces
    (the lock is held until the test releases it); returns the error's detail."""
    assert time.monotonic() - started < 10, "waited on the lock instead of giving up"
    assert resp.status_code == 503, resp.get_data(as_text=True)
    assert resp.headers["Retry-After"] == "1"
    error = resp.get_json()["error"]
    assert error["code"] == "store_unavailable" and set(error) == {"code", "message", "detail"}
    return error["detail"]


def test_a_table_locked_by_another_session_gets_bounded_honest_answers(
    tmp_path, settings_for, pg_url, body_of, monkeypatch
):
    """Another session holds tables in ACCESS EXCLUSIVE mode (a replica migrating, a manual
    LOCK TABLE). With a 0.5 s lock timeout every request answers in bounded time: a write whose
    trail row waits is refused with 503 and Retry-After, its constraint row rolled back with it;
    a read of the log likewise; /v1/act answers (its decisions wait in memory) and, while the
    state row is held, answers from the last state read; a worker that never read the state
    refuses to decide. A read of the log while decisions of its worker wait in memory waits
    for the lock once, not once to write them and again to read. The pool's connections stay
    usable (more refusals than connections), and once the lock is gone every call succeeds and
    the decisions reach the log."""
    import psycopg

    from service import create_app

    settings = settings_for(
        tmp_path, store_url=pg_url, lock_timeout_s=0.5, audit_flush_interval_s=0.01
    )
    app = create_app(settings)
    runtime, client = app.extensions["folnn"], app.test_client()
    waits = LockWaits(runtime.store, monkeypatch)
    late = None
    try:
        made, body = _east_forbidden(client, body_of)
        new = {"text": "forbid take(coin)", "author": "t", "reason": "during the lock"}

        # a transaction: its locks hold until it ends, or for 30 s (then the server ends the
        # session): a request that waited for them would answer after that, not refuse
        held = "-c idle_in_transaction_session_timeout=30s"
        with psycopg.connect(pg_url, options=held) as holder:
            holder.execute("LOCK TABLE folnn_changes, folnn_decisions IN ACCESS EXCLUSIVE MODE")
            for _ in range(3):  # 6 refusals: more than the pool's 4 connections
                t0 = time.monotonic()
                detail = _refused_in_time(
                    client.post("/v1/constraints", json=new, headers=TOKEN), t0
                )
                assert "locked by another session for more than 0.5 s" in detail
                assert "FOLNN_LOCK_TIMEOUT_S" in detail
                t0, before = time.monotonic(), waits.here()
                _refused_in_time(client.get("/v1/decisions", headers=TOKEN), t0)
                assert waits.here() - before == 1  # nothing waits in memory: the read's wait
            for i in range(4):  # the log is not on the answer's path: the decisions wait
                resp = client.post("/v1/act", json=body, headers={"X-Request-ID": f"held-{i}"})
                assert resp.status_code == 200 and resp.get_json()["action"] == "go west"
                # a read of the log with them waiting: at most one wait (none when it was
                # refused with the background writer's), never a write's and then a read's
                t0, before = time.monotonic(), waits.here()
                detail = _refused_in_time(client.get("/v1/decisions", headers=TOKEN), t0)
                assert waits.here() - before <= 1
                assert f"latest decisions ({i + 1} wait in memory)" in detail
            assert runtime.store.unavailable is None  # a lock is not an outage
            holder.rollback()

            holder.execute("LOCK TABLE folnn_state IN ACCESS EXCLUSIVE MODE")
            t0 = time.monotonic()
            resp = client.post("/v1/act", json=body, headers={"X-Request-ID": "held-state"})
            assert time.monotonic() - t0 < 10
            out = resp.get_json()
            assert resp.status_code == 200 and out["constraint_revision"] == made["revision"]
            assert out["blocked"] == [{"action": "go east", "constraint_id": made["id"]}]
            ready = client.get("/readyz").get_json()
            assert ready["status"] == "degraded" and ready["checks"]["store"] is False
            t0 = time.monotonic()
            activate = {"force": True, "reason": "during the lock"}
            _refused_in_time(
                client.post("/v1/policies/v2/activate", json=activate, headers=TOKEN), t0
            )
            late = create_app(settings)  # a worker starting now has never read the state
            t0 = time.monotonic()
            _refused_in_time(late.test_client().post("/v1/act", json=body), t0)
            holder.rollback()

        # released: every call succeeds; the refused writes left nothing behind
        again = client.post("/v1/constraints", json=new, headers=TOKEN)
        assert again.status_code == 201
        assert again.get_json()["revision"] == made["revision"] + 1  # no revision was taken
        listed = client.get("/v1/constraints", headers=TOKEN).get_json()
        assert [c["text"] for c in listed["constraints"]] == [
            "forbid go(east)",
            "forbid take(coin)",
        ]
        # no operator's activation: only the first start's record of the shipped default
        assert [c["change"] for c in listed["changes"]] == ["create", "create", "activate"]
        assert listed["changes"][-1]["author"] == "system"
        resp = late.test_client().post("/v1/act", json=body, headers={"X-Request-ID": "after"})
        assert resp.status_code == 200
        logs = (runtime.decisions, late.extensions["folnn"].decisions)
        deadline = time.monotonic() + 10
        while any(log.pending for log in logs) and time.monotonic() < deadline:
            time.sleep(0.02)
        page = client.get("/v1/decisions", headers=TOKEN, query_string={"limit": 50}).get_json()
        ids = [d["client_request_id"] for d in page["items"]]
        assert ids == ["after", "held-state", "held-3", "held-2", "held-1", "held-0"]  # in order
        assert sorted(d["seq"] for d in page["items"]) == [1, 2, 3, 4, 5, 6]  # no seq lost
        assert client.get("/readyz").get_json()["status"] == "ready"
    finally:
        for worker in (app, late):
            if worker is not None:
                worker.extensions["folnn"].decisions.close()
                worker.extensions["folnn"].store.close()


def _waiting_query(admin, wait_event_type: str) -> int:
    """The pid of this database's folnn connection whose query waits on ``wait_event_type``
    (``Lock``: a held table), polled for up to 10 s."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        row = admin.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
            " AND application_name = 'folnn' AND wait_event_type = %s",
            (wait_event_type,),
        ).fetchone()
        if row is not None:
            return row[0]
        time.sleep(0.02)
    raise AssertionError(f"no folnn query waited on {wait_event_type}")


def test_a_query_cancelled_by_another_session_says_so_not_that_it_timed_out(
    tmp_path, settings_for, pg_url
):
    """An operator cancels a worker's query (pg_cancel_backend) while it waits for a table
    another session holds: SQLSTATE 57014, as for a statement timeout, but the answer says
    another session cancelled it, not that a bound of this server ran out. It stays 503
    ``store_unavailable`` with Retry-After (the same call may succeed), the store is not marked
    away, and the next call succeeds."""
    import psycopg

    from service import create_app

    # a lock wait far longer than the test: only the cancel can end the query
    app = create_app(settings_for(tmp_path, store_url=pg_url, lock_timeout_s=10))
    runtime, client = app.extensions["folnn"], app.test_client()
    try:
        assert client.get("/v1/decisions", headers=TOKEN).status_code == 200
        held = "-c idle_in_transaction_session_timeout=30s"
        with (
            psycopg.connect(pg_url, autocommit=True) as admin,
            psycopg.connect(pg_url, options=held) as holder,
        ):
            holder.execute("LOCK TABLE folnn_decisions IN ACCESS EXCLUSIVE MODE")
            answers = []
            reader = threading.Thread(
                target=lambda: answers.append(client.get("/v1/decisions", headers=TOKEN))
            )
            t0 = time.monotonic()
            reader.start()
            pid = _waiting_query(admin, "Lock")
            assert admin.execute("SELECT pg_cancel_backend(%s)", (pid,)).fetchone() == (True,)
            reader.join(10)
            (resp,) = answers
            detail = _refused_in_time(resp, t0)
            holder.rollback()
        assert detail.startswith("canceling statement due to user request: another session")
        assert "pg_cancel_backend" in detail and "not a bound of this server" in detail
        assert "may run" not in detail and "FOLNN_TIMEOUT_S" not in detail
        assert runtime.store.unavailable is None
        assert client.get("/v1/decisions", headers=TOKEN).status_code == 200
    finally:
        runtime.decisions.close()
        runtime.store.close()
