"""Python in a worker or on the page's thread: the same cold start both ways, side by side.

    python tools/bench_worker.py [--runs 3] [--dir dist/site]

Each run opens a fresh Chromium context (empty cache, no service worker, 1280x800) twice, alternating: once as
served (netlify.toml's headers: the page is cross-origin isolated and Python runs in a worker, web/boot.js) and
once with Cross-Origin-Opener-Policy and -Embedder-Policy taken off the page's response (Python on the page's
thread, as a host without those headers would have it). For each: Python ready and the app ready (the page's
marks), the main-thread tasks over 200 ms until then and the longest (PerformanceObserver 'longtask' installed
before any script), and, isolated only (the browser measures memory only there), the memory of the page and
its worker (`performance.measureUserAgentSpecificMemory`).
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from bench_load import LONG_TASK_MS, LONG_TASKS, MARK, long_tasks
from playwright.sync_api import sync_playwright

from engines import CHROMIUM, CHROMIUM_ARGS
from serve import serve_in_background

ROOT = Path(__file__).resolve().parent.parent
ISOLATION = ("cross-origin-opener-policy", "cross-origin-embedder-policy")
MEMORY = "performance.measureUserAgentSpecificMemory ? performance.measureUserAgentSpecificMemory().then(m => m.bytes) : null"


def load(browser, url: str, isolated: bool) -> dict:
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    context.add_init_script(LONG_TASKS)
    if not isolated:
        def strip(route):
            response = route.fetch()
            route.fulfill(response=response, headers={k: v for k, v in response.headers.items() if k.lower() not in ISOLATION})

        context.route(url, strip)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body.app-ready", timeout=300_000)
    assert page.evaluate("crossOriginIsolated") == isolated
    ready = page.evaluate(MARK, "atelier:app-ready")
    result = {"python_ready": page.evaluate(MARK, "atelier:python-ready"), "app_ready": ready,
              **long_tasks(page, ready), "memory": page.evaluate(MEMORY) if isolated else None}
    context.close()
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args(argv)
    server, url = serve_in_background(args.dir)
    runs: dict[bool, list[dict]] = {True: [], False: []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            for isolated in (True, False):
                runs[isolated].append(load(browser, url, isolated))
                print(("worker" if isolated else "page  "), runs[isolated][-1], flush=True)
        browser.close()
    server.shutdown()
    print(f"\n| measure (median of {args.runs}) | Python in a worker | on the page's thread |\n|---|---|---|")
    for key, what in (("python_ready", "Python ready, ms"), ("app_ready", "app ready, ms"),
                      ("tasks_over", f"main-thread tasks over {LONG_TASK_MS} ms (worst run)"),
                      ("longest_task", "longest main-thread task, ms (worst run)")):
        pick = max if key in ("tasks_over", "longest_task") else statistics.median
        print(f"| {what} | {pick(r[key] for r in runs[True]):.0f} | {pick(r[key] for r in runs[False]):.0f} |")
    memory = [r["memory"] for r in runs[True] if r["memory"]]
    if memory:
        print(f"| memory of the page and its worker (measureUserAgentSpecificMemory), MB | "
              f"{statistics.median(memory) / 1e6:.1f} | not measured (needs isolation) |")


if __name__ == "__main__":
    main()
