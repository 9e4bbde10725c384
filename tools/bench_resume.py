"""Returning to a game: time to the first picture of the table and to the first possible tap, on reload.

    python tools/bench_resume.py [--runs 5] [--dir dist/site]

Starts a game of Opera Magna (a human and a bot) in headless Chromium through the new-game screen,
plays a few actions, goes back to the board view (its picture is stored), then reloads the page `--runs` times (browser cache warm, as a returning player
has it; service worker blocked so every run loads the same way). Each run reads the page's marks:
`atelier:first-picture` (web/boot.js has put the stored table on screen, before Python starts) and
`atelier:table-live` (Python has drawn the live table: the first possible tap), both from navigation
start, plus the browser's first contentful paint and `atelier:python-ready` (PyScript's interpreter and
our wheels loaded: what follows is the app's own start, replay of the link and first render). Prints the medians and every run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from serve import serve_in_background

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
MARK = "(name) => performance.getEntriesByName(name)[0]?.startTime ?? null"
ACTIONS = 6


def start_game(page) -> None:
    page.click("header [data-action='new:']")
    page.fill("input[name=name-0]", "Ada")
    page.fill("input[name=seed]", "11")
    page.click("[data-action='ng-start:']")
    page.click("[data-action='plain:']")  # play through the plain list, then back to the board
    for _ in range(ACTIONS):
        page.wait_for_selector("#board .action", timeout=60_000)
        page.locator("#board .action").first.click()
    page.click("[data-action='plain:']")


def one_reload(page) -> dict:
    page.reload()
    page.wait_for_selector("body:not(.waking) #table", timeout=120_000)
    return {
        "first_paint": page.evaluate(MARK, "first-contentful-paint"),
        "first_picture": page.evaluate(MARK, "atelier:first-picture"),
        "python_ready": page.evaluate(MARK, "atelier:python-ready"),
        "first_tap": page.evaluate(MARK, "atelier:table-live"),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args(argv)
    server, url = serve_in_background(args.dir)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, options in [("desktop 1280x800", {"viewport": {"width": 1280, "height": 800}}),
                              ("phone 360x740", {"viewport": {"width": 360, "height": 740}, "is_mobile": True,
                                                 "has_touch": True})]:
            context = browser.new_context(service_workers="block", **options)
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("body.app-ready #home", timeout=120_000)
            start_game(page)
            runs = [one_reload(page) for _ in range(args.runs)]
            context.close()
            medians = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
            print(f"{name}: median first paint {medians['first_paint']:.0f} ms, first picture of the table "
                  f"{medians['first_picture']:.0f} ms, Python ready {medians['python_ready']:.0f} ms, "
                  f"first possible tap {medians['first_tap']:.0f} ms "
                  f"({args.runs} reloads)")
            for run in runs:
                print("   ", {k: round(v) for k, v in run.items()})
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    sys.exit(main())
