"""Load benchmark in each browser engine, side by side: Chromium, Firefox and WebKit (tools/engines.py).

    python tools/bench_engines.py [--runs 3] [--dir dist/site] [--engines chromium,firefox,webkit,webkitgtk,webkit-jit]
                                  [--update-doc docs/performance.md]

Each run starts a fresh browser (empty profile: no cache, no service worker yet) on the local server with
netlify.toml's headers, and reads the marks the page sets, then reloads the page once the service worker has
fetched the interpreter image (the next start, which restores Python from it: web/interpreter.mjs), and once
more with the image deleted (a next start without it) (see tools/bench_load.py, which measures Chromium
alone in more detail) and, on an empty page that only boots the same Pyodide, how long `loadPyodide()` takes.
Runs go round the engines (chromium, firefox, webkit, webkitgtk, webkit-jit, chromium, ...) so that other load
on the machine hits all alike. Wall-clock times: on a busy machine they all grow. "webkit" runs as Safari does
(SharedArrayBuffer in an isolated page: Python in its worker), "webkitgtk" as Debian ships it (no
SharedArrayBuffer: Python on the page's thread); "webkit-jit" profiles WebKit: the same browser with
JavaScriptCore's WebAssembly interpreters turned off (tools/engines.py). The cold load also records the page
thread's longest stall from its first frame until the whole app is ready (tools/engines.py's STALLS_JS: a
timer's lateness).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench_load import BARE_PAGE, later_starts, publish
from engines import ENGINES, missing, open_page, stalls, watched_server

COLUMNS = (*ENGINES, "webkitgtk", "webkit-jit")

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Site load in each browser engine"
BARE = "__bench-bare.html"
# bench_load.py's bare page, its script in a file of its own: here the CSP holds, and it runs no inline script.
BARE_SCRIPT = BARE_PAGE.split('<script type="module">')[1].split("</script>")[0]
BARE_HTML = BARE_PAGE.replace(f'<script type="module">{BARE_SCRIPT}</script>',
                              '<script type="module" src="./__bench-bare.mjs"></script>')
MARKS = {
    "first_paint": "first-contentful-paint",
    "python_ready": "atelier:python-ready",
    "home_shown": "atelier:home-shown",
    "app_ready": "atelier:app-ready",
    "bare": "bare:pyodide-ready",
}
ROWS = [
    ("first paint", "first_paint"),
    ("Python ready (interpreter + our wheels)", "python_ready"),
    ("home screen", "home_shown"),
    ("the whole app (pydantic and the app's handlers)", "app_ready"),
    ("the page thread's longest stall from its first frame until then (a timer's lateness)", "stall"),
    ("bare Pyodide boot (empty page, `loadPyodide()`)", "bare"),
    ("next start, **interpreter image restored**: Python ready", "image_python_ready"),
    ("the same: home screen", "image_home_shown"),
    ("the same: the whole app", "image_app_ready"),
    ("next start, **no interpreter image** (deleted): Python ready", "plain_python_ready"),
    ("the same: home screen", "plain_home_shown"),
    ("the same: the whole app", "plain_app_ready"),
]
TIMEOUT_S = 300


def marks(page, done: str) -> dict:
    """Wait for the mark `done`, then read every mark of MARKS the page has (ms since navigation)."""
    deadline = time.monotonic() + TIMEOUT_S
    while not page.evaluate(f"performance.getEntriesByName({done!r}).length > 0"):
        if time.monotonic() > deadline:
            raise TimeoutError(f"no {done} after {TIMEOUT_S} s")
        time.sleep(0.05)
    found = page.evaluate("Object.fromEntries(%s.map(n => [n, performance.getEntriesByName(n)[0]?.startTime ?? null]))"
                          % json.dumps(list(MARKS.values())))
    return {key: found[name] for key, name in MARKS.items() if found[name] is not None}


def load(engine: str, url: str, image: str) -> dict:
    """One cold load of the site, then in the same browser the next starts with and without the interpreter
    image (bench_load.later_starts); and one cold load of the bare page in a fresh browser."""
    result = {}
    page = open_page(engine, 1280, 800)
    try:
        page.goto(url)
        result.update(marks(page, "atelier:app-ready"))
        result["stall"] = stalls(page)["timer"]["longest"]
        result["worker"] = page.evaluate("!!document.querySelector('script[type=py][worker]')")
        result.update(later_starts(page, image))
    finally:
        page.close()
    page = open_page(engine, 1280, 800)
    try:
        page.goto(url + BARE)
        result.update(marks(page, "bare:pyodide-ready"))
    finally:
        page.close()
    return result


def in_worker(results: list[dict]) -> str:
    """Whether an engine's cold loads ran Python in its worker: "yes", "no" or "sometimes"."""
    seen = {result["worker"] for result in results}
    return "sometimes" if len(seen) > 1 else "yes" if True in seen else "no"


def report(runs: dict[str, list[dict]], command: str, load_avg: tuple[float, float]) -> str:
    engines = list(runs)
    def cell(engine: str, key: str) -> str:
        values = [r[key] for r in runs[engine] if key in r]
        return f"{statistics.median(values):.0f} ms" if values else "n/a"
    home = {e: statistics.median(r["home_shown"] for r in runs[e]) for e in engines}
    home_next = {e: statistics.median(r["image_home_shown"] for r in runs[e]) for e in engines}
    lines = [
        SECTION,
        "",
        f"Command: `{command}` ({len(runs[engines[0]])} cold loads in each engine, a fresh browser each time, local"
        " server with netlify.toml's headers, each followed by a reload once the service worker holds the interpreter"
        " image, and one more with the image deleted: the \"next start\" rows; medians of the times since navigation).",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()}; Chromium headless, Firefox ESR"
        " headless, WebKitGTK's MiniBrowser under Xvfb; load average"
        f" {load_avg[0]:.1f} at the start, {load_avg[1]:.1f} at the end (other work on the machine slows every column).",
        "",
        "| time to | " + " | ".join(engines) + " |",
        "|---|" + "---|" * len(engines),
        *[f"| {name} | " + " | ".join(cell(e, key) for e in engines) + " |" for name, key in ROWS],
    ]
    if "chromium" in home:
        lines += ["", "Home screen relative to Chromium's: "
                  + ", ".join(f"{e} {home[e] / home['chromium']:.2f}" for e in engines if e != "chromium")
                  + "; at the next start (interpreter image restored): "
                  + ", ".join(f"{e} {home_next[e] / home_next['chromium']:.2f}" for e in engines if e != "chromium")
                  + "."]
    lines += ["", "Python in its worker: " + ", ".join(f"{e} {in_worker(runs[e])}" for e in engines) + "."]
    if "webkitgtk" in home:
        lines += ["", "webkit runs as Safari does with a cross-origin isolated page (JavaScriptCore's SharedArrayBuffer"
                  " on: JSC_useSharedArrayBuffer=1); webkitgtk is the same WebKitGTK as Debian ships it, without"
                  " SharedArrayBuffer, so Python runs on the page's thread (tools/engines.py)."]
    if "webkit-jit" in home:
        lines += ["", "webkit-jit is a profile, not a browser anyone runs: WebKit with JavaScriptCore's WebAssembly"
                  " interpreters turned off (JSC_useWasmIPInt=0, JSC_useWasmLLInt=0), so that every function is"
                  " compiled by its baseline JIT before it first runs, as Chromium's Liftoff does."]
    lines += ["", "Every run, home screen in ms: " + "; ".join(
        f"{e} " + ", ".join(f"{r['home_shown']:.0f}" for r in runs[e]) for e in engines) + ".",
              "Every run, home screen at the next start in ms: " + "; ".join(
        f"{e} " + ", ".join(f"{r['image_home_shown']:.0f}" for r in runs[e]) for e in engines) + ".", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    parser.add_argument("--engines", default=",".join(COLUMNS), help="comma-separated, of: " + ", ".join(COLUMNS))
    parser.add_argument("--update-doc", type=Path, help=f"write the results into this file's '{SECTION[3:]}' section")
    args = parser.parse_args(argv)
    engines = args.engines.split(",")
    for engine in engines:
        reason = missing(engine)
        if reason:
            sys.exit(f"{engine} cannot run here: {reason}")

    # A private copy: a rebuild of the shared dist/site during the runs must not change what is measured.
    site_copy = Path(tempfile.mkdtemp(prefix="atelier-bench-")) / "site"
    shutil.copytree(args.dir, site_copy)
    build = json.loads((site_copy / "build.json").read_text())
    assets, image = build["assets"], "/" + build["interpreter_image"]
    (site_copy / BARE).write_text(BARE_HTML)
    (site_copy / "__bench-bare.mjs").write_text(BARE_SCRIPT.replace("{assets}", assets))
    server = watched_server(site_copy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    load_start = os.getloadavg()[0]
    runs: dict[str, list[dict]] = {engine: [] for engine in engines}
    for run in range(args.runs):
        for engine in engines:
            runs[engine].append(load(engine, url, image))
            print(f"run {run + 1}, {engine}: " + ", ".join(f"{k} {v:.0f}" for k, v in runs[engine][-1].items()),
                  file=sys.stderr, flush=True)
    server.shutdown()
    shutil.rmtree(site_copy.parent)
    options = (f" --runs {args.runs}" if args.runs != 3 else "") + (f" --engines {args.engines}" if engines != list(COLUMNS) else "")
    command = "make bench-engines" + (f" BENCH_ARGS='{options.strip()}'" if options else "")
    section = report(runs, command, (load_start, os.getloadavg()[0]))
    publish(section, args.update_doc)


if __name__ == "__main__":
    main()
