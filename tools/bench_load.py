"""Load benchmark: cold loads of the site in headless Chromium against the bare boot of the same Pyodide.

    python tools/bench_load.py [--runs 5] [--dir dist/site] [--update-doc docs/performance.md]

Each run opens a fresh browser context (empty cache, no service worker) on the local server, which
sends netlify.toml's headers. For the site it reads the paint timing and the marks the page sets
(`atelier:python-ready` when PyScript's interpreter and our wheels are loaded, `atelier:home-shown`
when Python has drawn the home screen, `atelier:app-ready` when pydantic and the app's handlers have
loaded after it: see web/app/first.py). For the baseline it opens an empty page that only imports
the same `pyodide.mjs` and awaits `loadPyodide()`. Runs alternate (bare, site, bare, site, ...) so that
other load on the machine hits both alike. Bytes are the transfer sizes of every response.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from engines import CHROMIUM, CHROMIUM_ARGS
from serve import make_server

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Site load"

BARE_PAGE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<script type="module">
const { loadPyodide } = await import("./{assets}/pyodide/pyodide.mjs");
await loadPyodide({ indexURL: "./{assets}/pyodide/" });
performance.mark("bare:pyodide-ready");
</script></body></html>"""

TRANSFERRED = """() => {
  const all = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
  return all.reduce((sum, e) => sum + (e.transferSize || 0), 0);
}"""
MARK = "(name) => performance.getEntriesByName(name)[0]?.startTime ?? null"


def cpu_meter(context, page):
    """Chromium's CPU time of the page's main thread (DevTools Performance metrics, in thread ticks):
    unlike wall-clock times it hardly moves when other work shares the machine."""
    session = context.new_cdp_session(page)
    session.send("Performance.enable", {"timeDomain": "threadTicks"})

    def read_ms() -> float:
        metrics = {m["name"]: m["value"] for m in session.send("Performance.getMetrics")["metrics"]}
        return metrics["ThreadTime"] * 1000

    return read_ms


def cpu_when(page, selector: str, cpu) -> float:
    """The CPU time read just after `selector` appears (polled every 20 ms, so at most a little more)."""
    while page.query_selector(selector) is None:
        page.wait_for_timeout(20)
    return cpu()


def load_site(browser, url: str) -> dict:
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    cpu = cpu_meter(context, page)
    page.goto(url)
    home_cpu = cpu_when(page, "#home", cpu)  # the home screen is drawn first; the app goes on loading
    page.wait_for_selector("body.app-ready", timeout=300_000)
    result = {
        "cpu": home_cpu,
        "first_paint": page.evaluate(MARK, "first-contentful-paint"),
        "python_ready": page.evaluate(MARK, "atelier:python-ready"),
        "home_shown": page.evaluate(MARK, "atelier:home-shown"),
        "app_ready": page.evaluate(MARK, "atelier:app-ready"),
        "bytes": page.evaluate(TRANSFERRED),
    }
    context.close()
    return result


def load_bare(browser, url: str, assets: str) -> dict:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    cpu = cpu_meter(context, page)
    bare_url = url + "__bench/bare.html"
    page.route(bare_url, lambda route: route.fulfill(
        body=BARE_PAGE.replace("{assets}", "../" + assets), content_type="text/html"))
    page.goto(bare_url)
    page.wait_for_function("performance.getEntriesByName('bare:pyodide-ready').length > 0", timeout=300_000)
    result = {"cpu": cpu(), "pyodide_ready": page.evaluate(MARK, "bare:pyodide-ready"),
              "bytes": page.evaluate(TRANSFERRED)}
    context.close()
    return result


def median(runs: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def report(site: list[dict], bare: list[dict], command: str, load: tuple[float, float]) -> str:
    home, pyodide = median(site, "home_shown"), median(bare, "pyodide_ready")
    ratio = home / pyodide
    rows = [
        ("time to first paint", f"{median(site, 'first_paint'):.0f} ms", ""),
        ("time to Python ready (interpreter + our wheels)", f"{median(site, 'python_ready'):.0f} ms", ""),
        ("time to home screen", f"{home:.0f} ms", ""),
        ("time to the whole app (pydantic and the app's handlers loaded)", f"{median(site, 'app_ready'):.0f} ms", ""),
        ("bytes transferred", f"{median(site, 'bytes') / 1e6:.2f} MB", f"{median(bare, 'bytes') / 1e6:.2f} MB"),
        ("bare Pyodide boot (empty page, `loadPyodide()`)", "", f"{pyodide:.0f} ms"),
        ("main-thread CPU time until the home screen (site) or Pyodide ready (bare)", f"{median(site, 'cpu'):.0f} ms", f"{median(bare, 'cpu'):.0f} ms"),
    ]
    cpu_ratio = median(site, "cpu") / median(bare, "cpu")
    lines = [
        SECTION,
        "",
        f"Command: `{command}` ({len(site)} cold loads each, fresh browser context, no service worker, local server"
        " with netlify.toml's headers, no compression; medians).",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()}; Chromium headless; load average"
        f" {load[0]:.1f} at the start, {load[1]:.1f} at the end (other work on the machine slows both columns).",
        "",
        "| measure | site | bare Pyodide |",
        "|---|---|---|",
        *[f"| {name} | {a} | {b} |" for name, a, b in rows],
        "",
        f"**Ratio home screen / bare Pyodide boot: {ratio:.2f}** (goal: at most 1.15). The same ratio in"
        f" main-thread CPU time, which other load on the machine barely changes: {cpu_ratio:.2f}.",
        "",
        "The site does more than the bare boot: PyScript starts, installs our two wheels (pycore and the web"
        " app), runs its own Python helpers, and the app draws the home screen from the games' static facts."
        " Pydantic (with pydantic-core's WebAssembly) and the rest of the app load right after the home screen"
        " (web/app/first.py); a click made meanwhile is kept and handled then. Downloads are not the cost on a"
        " local server: `<link rel=preload>` fetches everything at once, in well under a second.",
        "",
        "Every run, in ms (home screen; bare boot): "
        + "; ".join(f"{s['home_shown']:.0f}" for s in site) + " / "
        + "; ".join(f"{b['pyodide_ready']:.0f}" for b in bare) + ".",
        "",
    ]
    return "\n".join(lines)


def update_doc(doc: Path, section: str) -> None:
    """Put `section` in place of the section of `doc` with the same heading (its first line), or at the end."""
    text = doc.read_text() if doc.exists() else "# Performance\n"
    heading = section.splitlines()[0]
    pattern = re.compile(rf"^{re.escape(heading)}\n.*?(?=^## |\Z)", re.S | re.M)
    if pattern.search(text):
        text = pattern.sub(lambda _: section + "\n", text)
    else:
        text = text.rstrip("\n") + "\n\n" + section
    doc.write_text(text)



def publish(section: str, doc: Path | None) -> None:
    """Print the section, and write it into `doc` when one is given."""
    print(section)
    if doc:
        update_doc(doc, section)
        print(f"written to {doc}", file=sys.stderr)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    parser.add_argument("--update-doc", type=Path, help="write the results into this file's '## Site load' section")
    args = parser.parse_args(argv)

    # A private copy: a rebuild of the shared dist/site during the runs must not change what is measured.
    site_copy = Path(tempfile.mkdtemp(prefix="atelier-bench-")) / "site"
    shutil.copytree(args.dir, site_copy)
    assets = json.loads((site_copy / "build.json").read_text())["assets"]
    server = make_server(site_copy, port=0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    site, bare = [], []
    load_start = os.getloadavg()[0]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        load_bare(browser, url, assets)  # warm the OS file cache and Chromium's start, not measured
        for run in range(args.runs):
            bare.append(load_bare(browser, url, assets))
            site.append(load_site(browser, url))
            print(f"run {run + 1}: home {site[-1]['home_shown']:.0f} ms, bare {bare[-1]['pyodide_ready']:.0f} ms",
                  file=sys.stderr, flush=True)
        browser.close()
    server.shutdown()
    shutil.rmtree(site_copy.parent)
    command = "make bench-load" + (f" BENCH_ARGS='--runs {args.runs}'" if args.runs != 5 else "")
    section = report(site, bare, command, (load_start, os.getloadavg()[0]))
    publish(section, args.update_doc)


if __name__ == "__main__":
    main()
