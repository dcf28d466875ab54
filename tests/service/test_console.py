"""The console (``/``) and the API reference (``/docs``) in a real Chromium: Playwright for
Python drives Debian's /usr/bin/chromium against a real gunicorn serving the shipped policy.

Every test watches the page: a request to any other host is aborted and fails the test, and so
does a JavaScript error, a console error or a failed request. Set FOLNN_SCREENSHOTS_DIR to a
folder to also save a screenshot of each view there (docs/console/ holds the committed ones).
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.service.conftest import Server, free_port, server_env, start_server, stop_server

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
    assert (policy_root / "fol-lnn" / "shipped" / "manifest.json").is_file(), "no shipped policy"
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


def shoot(page, name: str) -> None:  # noqa: ANN001
    """Save a full-page screenshot when FOLNN_SCREENSHOTS_DIR is set."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


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
    # each class's network is drawn: one edge per weight above 0.001, plus OR and action edges
    for cls in network["classes"]:
        canvas = page.locator(f'.net[data-class="{cls["class"]}"]')
        drawn = sum(w >= 1e-3 for g in cls["gates"] for w in g["weights"])
        drawn += sum(g["or_weight"] >= 1e-3 for g in cls["gates"]) + 1
        assert canvas.get_attribute("data-edges") == str(drawn)
        assert canvas.locator("canvas").count() >= 1
        priority = page.locator(f'article.rule[data-class="{cls["class"]}"] .priority')
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
    shoot(page, "docs")
    watch.assert_clean()
