"""Screenshots of a run's TensorBoard (docs/python.md): Debian's Chromium through Playwright, with
the flags of the console's browser tests, against a TensorBoard served on loopback.

    tensorboard --logdir docs/results/watch/tensorboard --host 127.0.0.1 --port 6016 &
    python docs/results/watch/screenshot.py docs/results/watch
"""

from __future__ import annotations

import sys
import time

from playwright.sync_api import sync_playwright

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
URL = "http://127.0.0.1:6016/"


def main(out: str) -> None:
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 1500, "height": 1500})
        page.goto(URL + "#timeseries", wait_until="networkidle")
        time.sleep(6)  # the cards draw after the data arrives
        page.screenshot(path=f"{out}/tb-scalars.png")
        page.goto(URL + "#text", wait_until="networkidle")
        time.sleep(6)
        page.screenshot(path=f"{out}/tb-rules.png")
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1])
