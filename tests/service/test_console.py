"""The console (``/``) and the API reference (``/docs``) in a real Chromium: Playwright for
Python drives Debian's /usr/bin/chromium against a real gunicorn serving the shipped policy.

Every test watches the page: a request to any other host is aborted and fails the test, and so
does a JavaScript error, a console error or a failed request. Set FOLNN_SCREENSHOTS_DIR to a
folder to also save a screenshot of each view there (docs/console/ holds the committed ones).
"""

from __future__ import annotations

import os
import re
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.service.conftest import (
    EXPLORED,
    Server,
    free_port,
    server_env,
    start_server,
    stop_server,
)

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TOKEN = "test-operator-token"
SHOTS = os.environ.get("FOLNN_SCREENSHOTS_DIR")

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def console_server(tmp_path_factory, policy_root) -> Server:
    """A gunicorn of its own (2 workers) serving the shipped policy, so the console's
    constraints and activations never reach the other tests' server."""
    assert (policy_root / "fol-rules" / "shipped" / "manifest.json").is_file(), "no shipped policy"
    data_dir = tmp_path_factory.mktemp("console")
    env = server_env(data_dir, policy_root, free_port(), FOLNN_DEFAULT_VERSION="shipped")
    proc = start_server(env, data_dir / "server.log")
    yield Server(f"http://127.0.0.1:{env['PORT']}", proc, data_dir)
    stop_server(proc)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.is_file(), "Debian's chromium is missing: run `make setup`"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Watch:
    """What a page did that it must not: leave the host, throw, log an error, fail a request."""

    def __init__(self, host: str) -> None:
        self.host = host
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.requests: list[str] = []

    def route(self, route) -> None:  # noqa: ANN001 - playwright Route
        url = route.request.url
        self.requests.append(url)
        if urlsplit(url).netloc != self.host:
            self.outside.append(url)
            route.abort()
        else:
            route.continue_()

    def attach(self, page) -> None:  # noqa: ANN001 - playwright Page
        page.on(
            "console",
            lambda m: (
                self.errors.append(f"console {m.type}: {m.text}")
                if m.type in ("error", "warning")
                else None
            ),
        )
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        page.on("requestfailed", lambda r: self.errors.append(f"failed: {r.url} {r.failure}"))
        page.on(
            "response",
            lambda r: self.errors.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None,
        )

    def assert_clean(self) -> None:
        assert self.outside == [], f"requests left the server's host: {self.outside}"
        assert self.errors == [], "\n".join(self.errors)


@pytest.fixture
def watched(browser, console_server):
    """A fresh tab (own sessionStorage) at 1280 px whose every request is checked."""
    context = browser.new_context(
        viewport={"width": 1280, "height": 900}, base_url=console_server.url
    )
    watch = Watch(urlsplit(console_server.url).netloc)
    context.route("**/*", watch.route)
    page = context.new_page()
    watch.attach(page)
    page.set_default_timeout(15_000)
    yield page, watch
    context.close()


def shoot(page, name: str, full_page: bool = True) -> None:  # noqa: ANN001
    """Save a screenshot when FOLNN_SCREENSHOTS_DIR is set."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=full_page)


def sign_in(page) -> None:  # noqa: ANN001
    page.get_by_label("Operator token").fill(TOKEN)
    page.get_by_role("button", name="Use token").click()


# --- Rules ----------------------------------------------------------------------------------


def test_rules_view_shows_the_rules_networks_and_provenance(watched, console_server):
    page, watch = watched
    api = console_server.get("/v1/rules").json()
    network = console_server.get("/v1/rules/network").json()
    page.goto("/")
    page.get_by_role("link", name="Rules", exact=True).click()
    texts = page.locator("pre.rule-text")
    texts.first.wait_for()
    assert texts.all_text_contents() == [r["text"] for r in api["rules"]]
    assert page.locator("#rules-version").text_content() == api["policy_version"] == "shipped"
    # each (class, verb) network is drawn: one edge per weight above 0.001, plus OR and action
    # edges (the shipped default has two direction networks, go and open)
    assert len(network["classes"]) == len(api["rules"])
    for cls in network["classes"]:
        which = f'[data-class="{cls["class"]}"][data-verb="{cls["verb"]}"]'
        canvas = page.locator(f".net{which}")
        drawn = sum(w >= 1e-3 for g in cls["gates"] for w in g["weights"])
        drawn += sum(g["or_weight"] >= 1e-3 for g in cls["gates"]) + 1
        assert canvas.get_attribute("data-edges") == str(drawn)
        assert canvas.locator("canvas").count() >= 1
        priority = page.locator(f"article.rule{which} .priority")
        assert float(priority.text_content()) == pytest.approx(cls["priority"], abs=1e-3)
    evaluation = api["provenance"]["evaluation"]
    rows = page.locator("table.evaluation tbody tr")
    assert rows.count() == len(evaluation["reported"])
    assert page.locator("#rules-provenance canvas").count() == 1
    assert page.get_by_label("Operator token").is_hidden()  # the auditor's view needs no token
    shoot(page, "rules")
    watch.assert_clean()


# --- /docs ------------------------------------------------------------------------------------


def test_docs_render_the_whole_openapi_3_1_spec_and_try_it_out_works(watched, spec):
    page, watch = watched
    page.goto("/docs")
    page.locator(".swagger-ui .info .title").wait_for()
    assert "folnn" in page.locator(".swagger-ui .info .title").text_content()
    assert page.locator(".swagger-ui .errors-wrapper").count() == 0
    assert "Unable to render" not in page.content()
    operations = [
        (op["tags"][0], op["operationId"]) for ops in spec["paths"].values() for op in ops.values()
    ]
    for tag, op_id in operations:
        assert page.locator(f"#operations-{tag}-{op_id}").count() == 1, op_id
    block = page.locator("#operations-auditors-rules")
    block.locator(".opblock-summary-control").click()
    block.get_by_role("button", name="Try it out").click()
    block.get_by_role("button", name="Execute").click()
    status = block.locator(".live-responses-table tbody .response-col_status")
    status.wait_for()
    assert status.text_content().strip() == "200"
    assert (
        "policy_version" in block.locator(".live-responses-table .microlight").first.text_content()
    )
    block.locator(".live-responses-table").scroll_into_view_if_needed()
    shoot(page, "docs", full_page=False)
    watch.assert_clean()


# --- operator token ---------------------------------------------------------------------------


def test_operator_token_stays_in_session_storage_only(watched):
    page, watch = watched
    page.goto("/#decisions")
    field = page.get_by_label("Operator token")
    assert field.is_visible() and field.get_attribute("type") == "password"
    sign_in(page)
    page.locator("#decisions-table tbody").wait_for(state="attached")
    expect(page.locator("#decisions-status")).not_to_have_text("")
    assert page.evaluate("sessionStorage.getItem('folnn.operator-token')") == TOKEN
    assert page.evaluate("localStorage.length") == 0
    assert TOKEN not in page.content()  # not in the HTML, the field was emptied
    assert field.input_value() == ""
    assert not any(TOKEN in url for url in watch.requests)
    assert TOKEN not in page.url
    page.get_by_role("button", name="Forget token").click()
    assert page.evaluate("sessionStorage.getItem('folnn.operator-token')") is None
    watch.assert_clean()


def test_views_are_reached_by_keyboard(watched):
    page, watch = watched
    page.goto("/")
    page.locator("pre.rule-text").first.wait_for()
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent") == "Constraints":
            break
    page.keyboard.press("Enter")
    expect(page.locator("#view-constraints")).to_be_visible()
    # an operator view without a token puts the focus in the token field: type it, Enter
    expect(page.get_by_label("Operator token")).to_be_focused()
    page.keyboard.type(TOKEN)
    page.keyboard.press("Enter")
    page.locator("#constraints-revision").filter(has_text="revision").wait_for()
    page.get_by_label("Constraint", exact=True).focus()
    page.keyboard.type("forbid take(coin)")
    page.locator("#preview-summary").wait_for()
    watch.assert_clean()


# --- Decisions --------------------------------------------------------------------------------


def post_decisions(server: Server, transcript, steps: range) -> list[dict]:
    out = []
    for n in steps:
        history = [{"observation": o, "action": a} for o, a in transcript[:n]]
        resp = server.post("/v1/act", {"observation": transcript[n][0], "history": history})
        assert resp.status_code == 200, resp.text
        out.append(resp.json())
    return out


def logged(server: Server, request_id: str) -> dict:
    """The log's entry of a decision (each worker writes its queue every 20 ms)."""
    import time

    for _ in range(100):
        items = server.get("/v1/decisions?limit=50", operator=True).json()["items"]
        found = [d for d in items if d["request_id"] == request_id]
        if found:
            return found[0]
        time.sleep(0.05)
    raise AssertionError(f"decision {request_id} never reached the log")


def test_decisions_appear_live_open_to_their_explanation_and_export(
    watched, console_server, transcript, tmp_path
):
    import time

    page, watch = watched
    post_decisions(console_server, transcript, range(0, 12))
    page.goto("/#decisions")
    sign_in(page)
    rows = page.locator("#decisions-table tbody tr")
    rows.first.wait_for()
    page.evaluate("window.__sameDocument = true")
    before = rows.count()
    t0 = time.monotonic()
    (made,) = post_decisions(console_server, transcript, range(30, 31))
    newest = logged(console_server, made["request_id"])
    page.locator(f'#decisions-table tbody tr[data-id="{newest["id"]}"]').wait_for()
    appeared_s = time.monotonic() - t0
    assert rows.count() == before + 1
    assert rows.first.get_attribute("data-id") == str(newest["id"])  # newest first
    assert page.evaluate("window.__sameDocument") is True  # no reload
    print(f"decision visible {appeared_s:.2f} s after POST /v1/act returned")
    # a decision made 1 ms before it, written late (another worker's batch): the live view
    # gets it and puts it below, at its time's place
    from service.store import DecisionRecord, SQLiteStore

    late = DecisionRecord(
        "late-batch", newest["id"] / 1e6 - 0.001, "shipped", "a" * 64, 0, "b" * 64, [], None,
        None, "go north", [], 200, fired=False,
    )  # fmt: skip
    other_worker = SQLiteStore(console_server.data_dir / "folnn.sqlite3")
    other_worker.append_decisions([late])
    other_worker.close()
    late_id = round(late.at * 1e6)
    page.locator(f'#decisions-table tbody tr[data-id="{late_id}"]').wait_for()
    assert rows.first.get_attribute("data-id") == str(newest["id"])
    assert rows.nth(1).get_attribute("data-id") == str(late_id) and rows.count() == before + 2

    page.get_by_role("button", name=f"Open decision {newest['id']}").click()
    detail = page.locator("#decision-detail")
    detail.get_by_text(made["rule"], exact=True).wait_for()
    assert newest["room"] and newest["room"] in detail.text_content()
    assert detail.locator("pre.obs").text_content() == transcript[30][0][:2000]
    assert detail.locator("canvas").count() >= 2  # the scores chart and the network
    label = detail.locator("div.chart-box canvas").get_attribute("aria-label")
    for action, score in made["scores"].items():
        assert f"{action} {score:.3f}" in label
    assert f"gate {made['rule_id']} highlighted" in detail.locator(".net").get_attribute(
        "aria-label"
    )
    assert detail.locator("table.facts td.fired").count() == len(made["facts"])
    shoot(page, "decisions")

    # filters: by action, then blocked (none is)
    action = made["action"]
    page.get_by_label("Action", exact=True).select_option(action)
    page.get_by_role("button", name="Apply filters").click()
    wanted = console_server.get(f"/v1/decisions?limit=100&action={action}", operator=True).json()
    expect(rows).to_have_count(len(wanted["items"]))
    cells = page.locator("#decisions-table tbody tr td:nth-child(3)").all_text_contents()
    assert set(cells) == {action}
    page.get_by_label("Blocked", exact=True).select_option("true")
    page.get_by_role("button", name="Apply filters").click()
    expect(rows).to_have_count(0)

    # export what the filters select, as CSV and as JSON lines
    page.get_by_role("button", name="Clear filters").click()
    page.get_by_label("Action", exact=True).select_option(action)
    with page.expect_download() as dl:
        page.get_by_role("button", name="Export JSON lines").click()
    path = tmp_path / "decisions.jsonl"
    dl.value.save_as(path)
    import json

    lines = [json.loads(line) for line in path.read_text().split("\n") if line]
    assert [d["id"] for d in lines] == [d["id"] for d in wanted["items"]]
    assert all(d["fact_table"] for d in lines)
    with page.expect_download() as dl:
        page.get_by_role("button", name="Export CSV").click()
    import csv

    dl.value.save_as(tmp_path / "decisions.csv")
    with (tmp_path / "decisions.csv").open() as f:
        table = list(csv.DictReader(f))
    assert [int(r["id"]) for r in table] == [d["id"] for d in wanted["items"]]
    assert {r["action"] for r in table} == {action}
    watch.assert_clean()


def test_a_decision_no_rule_justifies_shows_as_a_fallback_and_filters(watched, console_server):
    """Issue 20, finding 7: no "answered" badge, no rule text and no highlighted gate for a
    decision no rule fired for; the "Rule fired" filter finds it."""
    page, watch = watched
    made = console_server.post("/v1/act", EXPLORED).json()
    assert made["fired"] is False and made["action"] == "go north"
    newest = logged(console_server, made["request_id"])
    page.goto("/#decisions")
    sign_in(page)
    page.get_by_label("Rule fired", exact=True).select_option("false")
    page.get_by_role("button", name="Apply filters").click()
    rows = page.locator("#decisions-table tbody tr")
    wanted = console_server.get("/v1/decisions?limit=100&fired=false", operator=True).json()
    expect(rows).to_have_count(len(wanted["items"]))
    assert set(
        page.locator("#decisions-table tbody tr").evaluate_all(
            "rows => rows.map((r) => r.dataset.fired)"
        )
    ) == {"false"}
    page.get_by_role("button", name=f"Open decision {newest['id']}").click()
    detail = page.locator("#decision-detail")
    expect(detail.locator("h2 .verdict")).to_have_text("no rule fired: fallback")
    expect(detail).to_contain_text("none fired")
    assert "→" not in detail.text_content()  # no rule shown
    expect(detail.locator("p.fallback")).to_be_visible()
    assert "highlighted" not in detail.locator(".net").get_attribute("aria-label")
    assert detail.locator("table.facts td.fired").count() == 0
    shoot(page, "decisions-fallback")
    watch.assert_clean()


# --- Try --------------------------------------------------------------------------------------


def test_try_steps_through_an_uploaded_transcript(watched, console_server, transcript, tmp_path):
    import json

    page, watch = watched
    turns = [{"observation": o, "action": a} for o, a in transcript[:6]]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(turns))
    page.goto("/")
    page.get_by_role("link", name="Try", exact=True).click()
    page.get_by_label("Transcript file").set_input_files(str(path))
    for step in range(len(turns)):
        page.locator("#try-step-label").filter(has_text=f"step {step + 1} of 6").wait_for()
        direct = console_server.post(
            "/v1/act", {"observation": turns[step]["observation"], "history": turns[:step]}
        ).json()
        assert page.locator("#try-action").text_content() == direct["action"]
        shown = direct["rule"] if direct["fired"] else "none fired"  # no rule: the fallback
        page.locator("#try-result").get_by_text(shown, exact=True).wait_for()
        assert page.locator("#try-result pre.obs").text_content() == turns[step]["observation"]
        if step == 1:
            shoot(page, "try")
        if step < len(turns) - 1:
            page.get_by_role("button", name="Next step").click()
    assert page.get_by_role("button", name="Next step").is_disabled()
    watch.assert_clean()


# --- Constraints ------------------------------------------------------------------------------


def replay_log(sqlite_path: Path, text: str, last: int) -> tuple[int, int]:
    """Count straight from the SQLite file: of the last decisions that took an action, how many
    took an action ``text`` forbids (the parser is the service's; the rest is this test's)."""
    import json
    import sqlite3

    import numpy as np

    from converter.converter import FOLConverter
    from converter.facts import FactTable
    from service.constraints import compile_constraint

    vocab = FOLConverter().vocabulary
    compiled = compile_constraint(text, vocab)
    with sqlite3.connect(sqlite_path) as conn:
        rows = conn.execute(
            "SELECT action, status, fact_table FROM decisions ORDER BY id DESC LIMIT ?", (last,)
        ).fetchall()
    considered = blocked = 0
    for action, status, facts in rows:
        facts = json.loads(facts)
        if status != 200 or not facts:
            continue
        considered += 1
        truth = {(f["predicate"], tuple(f["args"])): f["truth"] for f in facts}
        unary = np.array([[truth[(p, (w,))] for p in vocab.unary_predicates] for w in vocab.words])
        nullary = np.array([truth[(p, ())] for p in vocab.nullary_predicates])
        table = FactTable(None, unary, nullary)
        blocked += compiled.blocks(table, vocab.actions.index(action))
    return blocked, considered


def test_constraints_validate_live_preview_the_log_and_block_the_next_act(
    watched, console_server, transcript
):
    page, watch = watched
    post_decisions(console_server, transcript, range(0, 20))
    page.goto("/#constraints")
    sign_in(page)
    view = page.locator("#view-constraints")
    editor = view.get_by_label("Constraint", exact=True)
    editor.fill("forbid go(x) when visited(x) and\n  not all_visitd")
    error = page.locator("#constraint-error")
    error.wait_for()
    assert error.text_content().startswith("Line 2, column 7: unknown predicate 'all_visitd'")
    assert editor.get_attribute("aria-invalid") == "true"
    assert page.get_by_role("button", name="Create constraint").is_disabled()
    shoot(page, "constraints-invalid")

    text = "forbid go(x) when not visited(x)"
    editor.fill(text)
    summary = page.locator("#preview-summary")
    summary.wait_for()
    match = re.search(
        r"Would have blocked (\d+) of the last (\d+) decisions", summary.text_content()
    )
    assert match, summary.text_content()
    blocked, considered = replay_log(console_server.data_dir / "folnn.sqlite3", text, 500)
    assert (int(match[1]), int(match[2])) == (blocked, considered)
    assert blocked > 0  # the walk enters new rooms, so the policy often goes where it has not been
    assert page.locator("#preview-examples tbody tr").count() == min(blocked, 5)
    shoot(page, "constraints")

    view.get_by_label("Mode").select_option("enforce")
    view.get_by_label("Author").fill("alice")
    view.get_by_label("Reason").fill("keep to known rooms")
    page.get_by_role("button", name="Create constraint").click()
    # enforcing asks first, with the dry run's count
    dryrun = page.locator("#confirm-dryrun")
    expect(dryrun).to_contain_text(f"it would have blocked {blocked} of {considered}")
    shoot(page, "constraints-confirm", full_page=False)
    page.get_by_role("button", name="Enforce").click()
    page.locator("#constraint-status").filter(has_text="Created constraint").wait_for()
    shoot(page, "constraints-created")
    created = console_server.get("/v1/constraints", operator=True).json()
    (rec,) = [c for c in created["constraints"] if c["text"] == text]
    assert (rec["mode"], rec["author"], rec["reason"]) == (
        "enforce",
        "alice",
        "keep to known rooms",
    )
    try:  # (deleted whatever fails: a constraint left enforcing would block the next tests)
        # the change log shows it once its table is drawn again (waited for: a loaded machine
        # draws it after the status line)
        history = page.locator("#changes-table tbody tr").first
        expect(history).to_contain_text("alice")
        expect(history).to_contain_text("keep to known rooms")
        # the next decision obeys it: an unvisited exit is never chosen, and it is reported
        body = {"observation": transcript[0][0], "history": []}
        out = console_server.post("/v1/act", body)
        assert out.status_code in (200, 409)
        blocked_by = out.json().get("blocked") or out.json()["error"]["detail"]["blocked"]
        assert {b["constraint_id"] for b in blocked_by} == {rec["id"]}
    finally:
        view.get_by_label("Reason").fill("test done")
        page.get_by_role("button", name=f"Delete constraint {rec['id']}").click()
        page.locator("#constraint-status").filter(has_text="Deleted constraint").wait_for()
    assert console_server.get("/v1/constraints", operator=True).json()["constraints"] == []
    watch.assert_clean()


# --- Policies ---------------------------------------------------------------------------------


def test_policies_show_game_sets_refusal_reasons_and_guard_activation(watched, console_server):
    page, watch = watched
    page.goto("/#policies")
    sign_in(page)
    page.locator('#policies-table tbody tr[data-version="shipped"]').wait_for()
    listed = console_server.get("/v1/policies", operator=True).json()["policies"]
    assert page.locator("#policies-table tbody tr[data-version]").count() == len(listed)
    shipped = next(p for p in listed if p["version"] == "shipped")
    row = page.locator('#policies-table tbody tr[data-version="shipped"]')
    assert shipped["figures"]["game_set"]["label"] in row.text_content()
    assert str(shipped["figures"]["epoch"]) in row.text_content()
    # a refused version says why in the table itself
    tampered = next(p for p in listed if p["version"] == "tampered")
    reason = page.locator('#policies-table tr[data-refused="tampered"]')
    expect(reason).to_be_visible()
    assert tampered["error"] in reason.text_content() and "sha256 mismatch" in tampered["error"]

    page.get_by_label("Base version").select_option("shipped")
    page.get_by_label("Head version").select_option("v1")
    page.get_by_role("button", name="Compare").click()
    diff = console_server.get("/v1/policies/shipped/diff/v1", operator=True).json()
    page.locator("#diff-summary").wait_for()
    removed = page.locator("#diff-result li.diff-removed").count()
    assert removed == sum(len(c["removed"]) for c in diff["classes"]) > 0
    page.get_by_role("button", name="Show version shipped").click()
    page.locator("#policy-detail table.evaluation").wait_for()
    expect(page.locator("#policy-detail .evaluation-set")).to_contain_text(
        shipped["figures"]["game_set"]["label"]
    )
    shoot(page, "policies")

    # v1 reads no fact: the confirmation shows the refusal and confirms only when forced
    page.get_by_role("button", name="Activate version v1").click()
    dialog = page.locator("#confirm-dialog")
    # two refusals: its rules read no fact, and its figures were measured on other games
    expect(dialog.locator("#confirm-refusals li")).to_have_count(2)
    refusals = dialog.locator("#confirm-refusals").text_content()
    assert "no fact" in refusals and "Compare them in shadow" in refusals
    expect(dialog.locator("table.figures tbody tr")).to_have_count(2)
    assert shipped["figures"]["game_set"]["label"] in dialog.text_content()
    expect(dialog.locator("article.card")).to_have_count(len(diff["classes"]))
    confirm = dialog.get_by_role("button", name="Activate")
    expect(confirm).to_be_disabled()
    shoot(page, "policies-confirm", full_page=False)
    dialog.get_by_role("button", name="Cancel").click()
    page.locator("#policy-status").filter(has_text="cancelled").wait_for()
    assert console_server.get("/v1/rules").json()["policy_version"] == "shipped"
    try:
        page.get_by_role("button", name="Activate version v1").click()
        dialog.get_by_label("Force, overriding the refusals above").check()
        dialog.get_by_label("Reason", exact=True).fill("console test: the untrained policy")
        confirm.click()
        page.locator("#policy-status").filter(has_text="Active version is now v1").wait_for()
        assert "forced" in page.locator("#policy-status").text_content()
        assert console_server.get("/v1/rules").json()["policy_version"] == "v1"
        trail = console_server.get("/v1/constraints", operator=True).json()["changes"][0]
        assert (trail["change"], trail["text"]) == ("force-activate", "v1")
        assert trail["reason"].startswith("console test: the untrained policy")
    finally:
        console_server.post("/v1/policies/shipped/activate", operator=True)
    assert console_server.get("/v1/rules").json()["policy_version"] == "shipped"
    watch.assert_clean()


def test_publish_shadow_agreement_and_promotion(
    watched, console_server, transcript, tmp_path, policy_root, hard_game
):
    from model.registry import load_artifact
    from tests.service.conftest import pack, play_game, retrained_policy, save_policy

    page, watch = watched
    source = policy_root / "fol-rules" / "shipped"
    archive = tmp_path / "shipped-r2.tar.gz"
    archive.write_bytes(pack(retrained_policy(tmp_path, "shipped-r2", source), top="shipped-r2"))
    # an untrained policy over the shipped one's vocabulary (a shadow must read the same facts)
    fresh = tmp_path / "fresh.tar.gz"
    vocab = load_artifact(source).model.vocabulary
    fresh.write_bytes(pack(save_policy(tmp_path, "fresh", seed=2, vocab=vocab), top="fresh"))
    page.goto("/#policies")
    sign_in(page)
    page.locator('#policies-table tbody tr[data-version="shipped"]').wait_for()
    for version, path in (("shipped-r2", archive), ("fresh", fresh)):
        page.get_by_label("Artifact archive").set_input_files(str(path))
        page.get_by_role("button", name="Publish").click()
        page.locator("#policy-status").filter(has_text=f"Published {version}").wait_for()
    row = page.locator('#policies-table tbody tr[data-version="shipped-r2"]')
    expect(row).to_contain_text("published")
    expect(row).to_contain_text("verified")
    try:
        # the untrained one in shadow over a game with branching rooms: it often chooses
        # otherwise
        page.get_by_role("button", name="Shadow version fresh").click()
        page.locator("#shadow-panel").wait_for()
        steps, _ = play_game(lambda body: console_server.post("/v1/act", body).json(), hard_game)
        for _ in range(100):  # both workers' decisions in the log
            status = console_server.get("/v1/shadow?limit=1000", operator=True).json()
            if status["considered"] == len(steps):
                break
            time.sleep(0.05)
        assert status["considered"] == len(steps)
        page.get_by_role("button", name="Refresh agreement").click()
        expect(page.locator("#shadow-agreement")).to_have_text(f"{100 * status['agreement']:.1f} %")
        rows = page.locator("#shadow-table tbody tr")
        expect(rows).to_have_count(len(status["disagreements"]))
        first = status["disagreements"][0]
        assert first["active"]["action"] != first["shadow"]["action"]
        text = rows.first.text_content()
        assert first["active"]["rule"] in text and first["shadow"]["action"] in text
        if first["shadow"]["rule"] is None:  # no rule of it fired: the fallback chose
            assert "(no gate fired)" in text
        else:
            assert first["shadow"]["rule"] in text
        shoot(page, "policies-shadow")

        # the trained copy in shadow agrees on every decision; promoted with the confirmation
        page.get_by_role("button", name="Shadow version shipped-r2").click()
        page.locator("#shadow-summary").filter(has_text="shipped-r2 decides").wait_for()
        post_decisions(console_server, transcript, range(12, 24))
        for _ in range(100):
            if console_server.get("/v1/shadow", operator=True).json()["considered"] == 12:
                break
            time.sleep(0.05)
        page.get_by_role("button", name="Refresh agreement").click()
        expect(page.locator("#shadow-agreement")).to_have_text("100.0 %")
        page.get_by_role("button", name="Promote").click()
        dialog = page.locator("#confirm-dialog")
        expect(dialog.locator("#confirm-sets")).to_have_text(
            "Both were measured on the same games."
        )
        expect(dialog.locator("#confirm-refusals")).to_have_count(0)
        dialog.get_by_role("button", name="Promote").click()
        page.locator("#policy-status").filter(has_text="Promoted").wait_for()
        assert console_server.get("/v1/rules").json()["policy_version"] == "shipped-r2"
        assert console_server.get("/v1/shadow", operator=True).json()["shadow_version"] is None
        expect(page.locator("#shadow-panel")).to_be_hidden()
    finally:
        console_server.delete("/v1/shadow")
        console_server.post("/v1/policies/shipped/activate", operator=True)
    assert console_server.get("/v1/rules").json()["policy_version"] == "shipped"
    watch.assert_clean()


# --- Games ------------------------------------------------------------------------------------


def test_a_game_played_through_act_is_listed_and_drawn_on_its_map(
    watched, console_server, hard_game
):
    from tests.service.conftest import play_game

    page, watch = watched
    game_id = f"console-{uuid.uuid4().hex[:8]}"
    steps, won = play_game(
        lambda body: console_server.post("/v1/act", body).json(), hard_game, game_id
    )
    assert won
    history = [body for body, _ in steps]
    last = None
    for _ in range(100):  # each of the 2 workers writes its decisions every 20 ms: wait until
        game = console_server.get(f"/v1/episodes/{game_id}", operator=True).json()
        if game.get("decisions") == len(history) and game == last:
            break  # every decision is written and two reads agree (the map is the whole game's)
        last = game
        time.sleep(0.05)
    assert game["length"] == len(history) and game["outcome"] == "won"
    assert len(game["map"]["rooms"]) >= 3

    page.goto("/#games")
    sign_in(page)
    row = page.locator(f'#games-table tbody tr[data-episode="{game_id}"]')
    expect(row).to_contain_text("won")
    page.get_by_role("button", name=f"Open game {game_id}").click()
    canvas = page.locator("#game-map")
    expect(canvas).to_have_attribute("data-rooms", str(len(game["map"]["rooms"])))
    expect(canvas).to_have_attribute("data-moves", str(len(game["map"]["edges"])))
    assert canvas.locator("canvas").count() >= 1
    last = game["steps"][-1]
    expect(page.locator("#game-step-action")).to_have_text(last["action"])
    expect(canvas).to_have_attribute("data-here", last["room"])
    shoot(page, "games")
    # the slider walks the path
    slider = page.locator("#view-games").get_by_label("Step", exact=True)
    slider.fill("0")
    expect(page.locator("#game-step-label")).to_have_text(f"step 1 of {len(history)}")
    expect(canvas).to_have_attribute("data-here", game["map"]["path"][0])
    expect(page.locator("#game-step-detail")).to_contain_text(game["steps"][0]["rule"])
    page.get_by_role("button", name="Next step").click()
    expect(canvas).to_have_attribute("data-here", game["map"]["path"][1])
    # hovering a room lists its steps with their rules
    room = game["map"]["rooms"][0]["id"]
    canvas.scroll_into_view_if_needed()
    x, y = page.evaluate(
        """(room) => {
            const cy = document.getElementById("game-map")._cyreg.cy;
            const node = cy.nodes().filter((n) => n.data("room") === room)[0];
            const box = document.getElementById("game-map").getBoundingClientRect();
            const p = node.renderedPosition();
            return [box.left + p.x, box.top + p.y];
        }""",
        room,
    )
    page.mouse.move(x, y, steps=4)
    hover = page.locator("#game-hover")
    expect(hover).to_contain_text(room)
    for s in game["steps"]:
        if s["room"] == room:
            assert (s["rule"] or "no rule fired (fallback)") in hover.text_content()
    watch.assert_clean()


# A TextWorldExpress game with doors (issue 32): its text unchanged, the history as played, the
# game's own commands as candidates. The shipped policy (the paper's vocabulary) has no ``open``
# rule: where a closed door bars every way it answers 422 no_candidates, and this client opens
# the door of its last refused move itself, as a player would, and goes on asking.
TWX_DOORS = "numLocations=5,includeDoors=1,numDistractorItems=2"


def play_twx_with_doors(post, env, seed: int, episode_id: str, steps: int) -> list[dict]:  # noqa: ANN001
    """At most ``steps`` commands of a test-fold game, each asked of ``post`` (status, answer);
    the history. At the first closed door the client overrides the answers: it walks into the
    door (the game refuses the move), then opens it itself, and stops one step later."""
    obs, info = env.reset(seed=seed, gameFold="test", gameName="coin", gameParams=TWX_DOORS)
    history: list[dict] = []
    door, opened_at = None, None
    for step in range(steps):
        candidates = sorted(info["validActions"])
        body = {"observation": obs, "history": history, "candidates": candidates}
        status, answer = post({**body, "episode_id": episode_id})
        doors = [a.removeprefix("open door to ") for a in candidates if a.startswith("open door")]
        if door is None and doors:
            door = doors[0]
            action = f"move {door}"  # the client's own move: refused, the door is closed
        elif door is not None and opened_at is None:
            action, opened_at = f"open door to {door}", step
        else:
            assert status == 200, answer
            action = answer["action"]
        assert action in candidates, (action, candidates)
        new_obs, _, done, info = env.step(action)
        history.append({"observation": obs, "action": action})
        obs = new_obs
        if done or (opened_at is not None and step > opened_at + 1):
            break
    return history


@pytest.fixture(scope="module")
def twx():
    import shutil

    if shutil.which("java") is None:
        pytest.skip("TextWorldExpress needs Java (make setup installs it)")
    from textworld_express import TextWorldExpressEnv

    env = TextWorldExpressEnv(envStepLimit=110)
    yield env
    env.close()


def test_a_textworld_express_game_is_drawn_with_its_doors(watched, console_server, twx):
    page, watch = watched
    game_id = f"twx-{uuid.uuid4().hex[:8]}"

    def post(body):
        resp = console_server.post("/v1/act", body)
        return resp.status_code, resp.json()

    history = play_twx_with_doors(post, twx, twx.getValidSeedsTest()[1], game_id, 6)
    opened = [n + 1 for n, t in enumerate(history) if t["action"].startswith("open door to ")]
    assert opened, [t["action"] for t in history]  # the game has a door its client opened
    last = None
    for _ in range(100):  # each of the 2 workers writes its decisions every 20 ms: wait until
        game = console_server.get(f"/v1/episodes/{game_id}", operator=True).json()
        if game.get("decisions") == len(history) and game == last:
            break  # every decision is written and two reads agree (the map is the whole game's)
        last = game
        time.sleep(0.05)
    assert game["decisions"] == len(history)
    doors = game["map"]["doors"]
    door = next(d for d in doors if d["opened_steps"])
    assert door["opened_steps"] == opened[:1]
    # the refused move toward it came first: the door was closed before it was opened
    assert door["closed_steps"] and max(door["closed_steps"]) < opened[0]
    room = next(r for r in game["map"]["rooms"] if r["id"] == door["room"])
    assert door["direction"] in room["opened"] and door["direction"] in room["refused"]
    assert {e["direction"] for e in game["map"]["edges"]} <= {"north", "south", "east", "west"}
    assert any(e["action"].startswith("move ") for e in game["map"]["edges"])

    page.goto("/#games")
    sign_in(page)
    page.get_by_role("button", name=f"Open game {game_id}").click()
    canvas = page.locator("#game-map")
    expect(canvas).to_have_attribute("data-rooms", str(len(game["map"]["rooms"])))
    expect(canvas).to_have_attribute("data-moves", str(len(game["map"]["edges"])))
    drawn = int(canvas.get_attribute("data-doors"))
    assert 1 <= drawn <= len(doors)  # a door seen from both its rooms is drawn once
    # the last step: the door is open; the step before it was opened: closed
    expect(canvas).to_have_attribute("data-doors-opened", "1")
    expect(page.locator("#game-legend")).to_contain_text("closed")
    shoot(page, "games-doors")
    slider = page.locator("#view-games").get_by_label("Step", exact=True)
    slider.fill(str(opened[0] - 1))
    expect(canvas).to_have_attribute("data-doors-opened", "0")
    expect(canvas).not_to_have_attribute("data-doors-closed", "0")  # this door, maybe others
    detail = page.locator("#game-step-detail")
    expect(detail).to_contain_text(f"refused move{door['direction']}")
    slider.fill(str(opened[0]))
    expect(detail).to_contain_text(f"door opened{door['direction']}")
    expect(canvas).to_have_attribute("data-doors-opened", "1")
    # hovering the door says when it was closed and when opened
    canvas.scroll_into_view_if_needed()
    x, y = page.evaluate(
        """() => {
            const cy = document.getElementById("game-map")._cyreg.cy;
            const node = cy.nodes(".door")[0];
            const box = document.getElementById("game-map").getBoundingClientRect();
            const p = node.renderedPosition();
            return [box.left + p.x, box.top + p.y];
        }"""
    )
    page.mouse.move(x, y, steps=4)
    hover = page.locator("#game-hover")
    expect(hover).to_contain_text(f"{door['direction']} of {door['room']}")
    expect(hover).to_contain_text(f"opened by the history at steps {opened[0] + 1}")
    watch.assert_clean()


def _two_verb_policy(root: Path, version: str) -> None:
    """A freshly initialised FOL-LNN policy over both families' vocabulary (direction: ``go``
    and ``open``; ``closed`` and ``refused`` read), saved as fol-rules/<version>: skipped where
    the FOL-LNN policy has no network per (class, verb) yet."""
    from converter.facts import CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    from converter.families import Families
    from model.policy import FolLnnPolicy, PolicyConfig
    from model.registry import save_artifact

    vocabulary = Families.load().vocabulary(
        ["textworld", "twx"], CONVERTER_UNARY_PREDICATES, NULLARY_PREDICATES
    )
    assert "open" in next(c for c in vocabulary.classes if c.name == "direction").verbs
    policy = FolLnnPolicy(PolicyConfig(vocabulary=vocabulary.to_dict(), seed=4))
    try:
        rules = [r.to_dict() for r in policy.rules()]
    except ValueError as err:  # converter.facts.WordClass.verb: one network per class only
        pytest.skip(f"the FOL-LNN policy reads one verb a class: {err}")
    save_artifact(
        policy,
        root,
        "fol-rules",
        version,
        method="fol-lnn",
        network="lnn-and-or",
        training={"seed": 4, "note": "freshly initialised: direction has go and open"},
        evaluation={},
        rules=rules,
    )


def test_the_rules_view_shows_a_network_per_class_and_verb(browser, tmp_path):
    _two_verb_policy(tmp_path / "p", "doors")
    env = server_env(tmp_path / "data", tmp_path / "p", free_port(), FOLNN_DEFAULT_VERSION="doors")
    (tmp_path / "data").mkdir()
    proc = start_server(env, tmp_path / "data" / "server.log")
    server = Server(f"http://127.0.0.1:{env['PORT']}", proc, tmp_path / "data")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, base_url=server.url)
    watch = Watch(urlsplit(server.url).netloc)
    context.route("**/*", watch.route)
    page = context.new_page()
    watch.attach(page)
    try:
        rules = server.get("/v1/rules").json()["rules"]
        network = server.get("/v1/rules/network").json()["classes"]
        pairs = [(r["class"], r["action"]) for r in rules]
        assert ("direction", "go") in pairs and ("direction", "open") in pairs
        assert sorted(pairs) == sorted((c["class"], c["verb"]) for c in network)
        page.goto("/#rules")
        page.locator("pre.rule-text").first.wait_for()
        expect(page.locator("article.rule")).to_have_count(len(rules))
        for cls in network:
            where = f'[data-class="{cls["class"]}"][data-verb="{cls["verb"]}"]'
            card = page.locator(f"article.rule{where}")
            expect(card.locator("h3").first).to_have_text(f"{cls['verb']}: class {cls['class']}")
            drawn = sum(w >= 1e-3 for g in cls["gates"] for w in g["weights"])
            drawn += sum(g["or_weight"] >= 1e-3 for g in cls["gates"]) + 1
            expect(card.locator(".net")).to_have_attribute("data-edges", str(drawn))
            assert float(card.locator(".priority").text_content()) == pytest.approx(
                cls["priority"], abs=1e-3
            )
            # the network's action node and its table are this verb's, not the class's first
            labels = page.evaluate(
                "(s) => document.querySelector(s)._cyreg.cy.nodes().map((n) => n.data('label'))",
                f"article.rule{where} .net",
            )
            assert any(lab.startswith(f"{cls['verb']}(x)") for lab in labels), labels
            gates = [g["rule_id"] for g in cls["gates"]]
            heads = card.locator("table.data tbody th").all_text_contents()
            assert heads == gates
        open_card = page.locator('article.rule[data-class="direction"][data-verb="open"]')
        open_card.scroll_into_view_if_needed()
        shoot(page, "rules-open")
    finally:
        context.close()
        stop_server(proc)
    watch.assert_clean()


def test_the_console_says_when_the_server_has_no_operator_token(watched):
    page, watch = watched
    page.route(
        "**/healthz",
        lambda route: route.fulfill(
            json={"status": "ok", "operator_token_configured": False}, status=200
        ),
    )
    page.goto("/#policies")
    notice = page.locator("#no-token")
    expect(notice).to_be_visible()
    assert "FOLNN_OPERATOR_TOKEN" in notice.text_content()
    expect(page.locator("#token-state")).to_have_text(
        "This server has no operator token configured."
    )
    watch.assert_clean()


# --- phone width ------------------------------------------------------------------------------


def test_console_reads_at_phone_width(browser, console_server):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, base_url=console_server.url, is_mobile=True
    )
    watch = Watch(urlsplit(console_server.url).netloc)
    context.route("**/*", watch.route)
    page = context.new_page()
    watch.attach(page)
    try:
        page.goto("/")
        page.locator("pre.rule-text").first.wait_for()
        page.locator("#rules-provenance canvas").wait_for()
        # nothing wider than the screen but tables, which scroll inside their own box
        overflow = page.evaluate("document.documentElement.scrollWidth")
        assert overflow <= 390, overflow
        assert page.get_by_role("link", name="Decisions", exact=True).is_visible()
        shoot(page, "rules-phone")
    finally:
        context.close()
    watch.assert_clean()
