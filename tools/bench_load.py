"""Load benchmark: cold loads of the site in headless Chromium against the bare boot of the same Pyodide.

    python tools/bench_load.py [--runs 3] [--dir dist/site] [--update-doc docs/performance.md]

Two columns of machines: a desktop (1280x800) and a phone (412x915, the CPU slowed 4 times through
DevTools' `Emulation.setCPUThrottlingRate`, as DevTools' CPU throttling does). Each run opens a fresh
browser context (empty cache, no service worker) on the local server, which sends netlify.toml's
headers. For the site it reads the paint timing and the marks the page sets (`atelier:python-ready`
when PyScript's interpreter and our wheels are loaded, `atelier:home-shown` when Python has drawn the
home screen again, `atelier:app-ready` when pydantic and the app's handlers have loaded after it: see
web/app/first.py); the home screen itself is in index.html (drawn at build time), so it shows at the
first contentful paint. A third page opens a shared game link and waits for the live table
(`atelier:table-live`). For the baseline it opens an empty page that only imports the same
`pyodide.mjs` and awaits `loadPyodide()`. Runs alternate (bare, site, link, bare, ...) so that other
load on the machine hits all alike. Long main-thread tasks (PerformanceObserver 'longtask', installed
before any page script) are counted from navigation to the app ready (site) or the table live (link).
A fourth measures later starts, with the service worker: once it holds the site and the interpreter image, a
reload restores Python from the image, and a reload with the image deleted starts Python the plain way.
Bytes: the transfer sizes of every response, and the same files compressed with gzip -6.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from engines import CHROMIUM, CHROMIUM_ARGS
from serve import make_server

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Site load"
PHONE = {"viewport": {"width": 412, "height": 915}, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE_CPU_SLOWDOWN = 4
LONG_TASK_MS = 200
# Before any script of the page: every long task from the navigation on (not subject to the page's CSP).
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const t of list.getEntries()) window.__longTasks.push([t.startTime, t.duration]);
}).observe({ type: "longtask", buffered: true });
"""

BARE_PAGE = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<script type="module">
const { loadPyodide } = await import("./{assets}/pyodide/pyodide.mjs");
await loadPyodide({ indexURL: "./{assets}/pyodide/" });
performance.mark("bare:pyodide-ready");
</script></body></html>"""

# The page's files and those of Python's worker (web/boot.js marks each `atelier:worker-file`).
TRANSFERRED = """() => {
  const all = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource"),
               ...performance.getEntriesByName("atelier:worker-file").map((mark) => mark.detail)];
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


def open_page(browser, phone: bool, service_workers: str = "block"):
    context = browser.new_context(service_workers=service_workers, **(PHONE if phone else DESKTOP))
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    if phone:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU_SLOWDOWN})
    return context, page, cpu_meter(context, page)


def long_tasks(page, until: float) -> dict:
    """The longest main-thread task started before `until` (ms since navigation) and how many passed 200 ms."""
    tasks = [duration for start, duration in page.evaluate("window.__longTasks") if start < until]
    return {"longest_task": max(tasks, default=0), "tasks_over": sum(d > LONG_TASK_MS for d in tasks)}


def requested_files(page) -> list[str]:
    return page.evaluate("[...performance.getEntriesByType('resource'),"
                         " ...performance.getEntriesByName('atelier:worker-file').map((mark) => mark.detail)]"
                         ".map(e => new URL(e.name).pathname)")


def load_site(browser, url: str, phone: bool) -> dict:
    context, page, cpu = open_page(browser, phone)
    page.goto(url)
    home_cpu = cpu_when(page, "#app > #home", cpu)  # drawn again by Python; the app goes on loading
    page.wait_for_selector("body.app-ready", timeout=300_000)
    app_ready = page.evaluate(MARK, "atelier:app-ready")
    result = {
        "cpu": home_cpu,
        "first_paint": page.evaluate(MARK, "first-contentful-paint"),
        "python_ready": page.evaluate(MARK, "atelier:python-ready"),
        "home_shown": page.evaluate(MARK, "atelier:home-shown"),
        "app_ready": app_ready,
        "bytes": page.evaluate(TRANSFERRED),
        "files": ["/"] + requested_files(page),
        **long_tasks(page, app_ready),
    }
    context.close()
    return result


def wait_until(page, expression: str) -> None:
    """Poll `expression` (a promise is awaited) from Python: the page's CSP forbids Playwright's own polling."""
    deadline = time.monotonic() + 300
    while not page.evaluate(expression):
        if time.monotonic() > deadline:
            raise TimeoutError(f"still false after 300 s: {expression}")
        time.sleep(0.1)


def later_starts(page, image: str) -> dict:
    """On a page whose app is ready: once the service worker holds the interpreter image (URL path `image`), a
    reload, which restores Python from it (`image_*` times), then the image deleted and a reload again, which
    starts Python the plain way, every file still from the service worker (`plain_*`). `page`: anything with
    `evaluate` and `reload`, a Playwright page or one of tools/engines.py (bench_engines.py)."""
    wait_until(page, f"caches.match({image!r}).then(hit => !!hit)")
    result = {}
    for start in ("image", "plain"):
        page.reload()
        wait_until(page, "performance.getEntriesByName('atelier:app-ready').length > 0")
        if page.evaluate("performance.getEntriesByName('atelier:interpreter-image-restored').length > 0") != (start == "image"):
            raise RuntimeError(f"the {start} start did not start as expected")
        for key in ("python_ready", "home_shown", "app_ready"):
            result[f"{start}_{key}"] = page.evaluate(
                f"performance.getEntriesByName('atelier:{key.replace('_', '-')}')[0].startTime")
        page.evaluate(f"caches.keys().then(keys => Promise.all(keys.map(k => caches.open(k).then(c => c.delete({image!r})))))")
    return result


def load_later(browser, url: str, image: str, phone: bool) -> dict:
    """Later starts (`later_starts`) after a first visit, with the service worker."""
    context, page, _ = open_page(browser, phone, service_workers="allow")
    page.goto(url)
    page.wait_for_selector("body.app-ready", timeout=300_000)
    result = later_starts(page, image)
    context.close()
    return result


def load_link(browser, url: str, link: str, phone: bool) -> dict:
    """A shared link opened in a fresh browser: the time to the table drawn by Python (taps act)."""
    context, page, _ = open_page(browser, phone)
    page.goto(f"{url}#{link}")
    page.wait_for_selector("body.app-ready #table, body.app-ready #privacy", timeout=300_000)
    table = page.evaluate(MARK, "atelier:table-live")
    result = {"table_live": table, **long_tasks(page, table)}
    context.close()
    return result


def load_bare(browser, url: str, assets: str, phone: bool) -> dict:
    context, page, cpu = open_page(browser, phone)
    bare_url = url + "__bench/bare.html"
    page.route(bare_url, lambda route: route.fulfill(
        body=BARE_PAGE.replace("{assets}", "../" + assets), content_type="text/html"))
    page.goto(bare_url)
    page.wait_for_function("performance.getEntriesByName('bare:pyodide-ready').length > 0", timeout=300_000)
    ready = page.evaluate(MARK, "bare:pyodide-ready")
    result = {"cpu": cpu(), "pyodide_ready": ready, "bytes": page.evaluate(TRANSFERRED), **long_tasks(page, ready)}
    context.close()
    return result


def gzip_size(site: Path, paths: list[str]) -> int:
    """The files at these URL paths (once each) compressed with gzip -6: what a compressing host sends."""
    files = {site / (p.lstrip("/") or "index.html") for p in paths}
    return sum(len(gzip.compress(f.read_bytes(), 6)) for f in files if f.is_file())


def first_visit_gzip(site: Path, image: str) -> int:
    """What a first visit downloads, compressed with gzip -6: every file of the site (the service worker precaches
    them) but the interpreter image (fetched after that visit) and the languages' catalogs, which only their own
    players fetch: of those, the heaviest is counted (the heaviest visit)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from build_site import on_demand

    names = [p.relative_to(site).as_posix() for p in sorted(site.rglob("*")) if p.is_file()]
    names = [name for name in names if "/" + name != "/" + image.lstrip("/")]
    catalogs = [name for name in names if on_demand(name)]
    heaviest = max(catalogs, key=lambda name: gzip_size(site, [name]), default=None)
    return gzip_size(site, [name for name in names if not on_demand(name) or name == heaviest])


def shared_link() -> str:
    """The link of a fresh 2-player Opera Magna game (one human, one random bot), as Share gives it."""
    sys.path.insert(0, str(ROOT))
    from pycore.engine.link import encode_link
    from pycore.engine.match import make_seat, new_match

    return encode_link(new_match("opera-magna", [make_seat("Ada"), make_seat("Bot", "bot", "random")], 7))


def median(runs: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def ms(value: float) -> str:
    return f"{value:.0f} ms"


def column(runs: dict) -> dict:
    """One machine's figures (medians) from its site, link and bare runs."""
    site, bare, link, later = runs["site"], runs["bare"], runs["link"], runs["later"]
    return {
        **{key: median(later, key) for key in later[0]},
        "first_paint": median(site, "first_paint"), "python_ready": median(site, "python_ready"),
        "home_shown": median(site, "home_shown"), "app_ready": median(site, "app_ready"),
        "table_live": median(link, "table_live"), "pyodide": median(bare, "pyodide_ready"),
        "cpu": median(site, "cpu"), "bare_cpu": median(bare, "cpu"),
        "longest_task": max(r["longest_task"] for r in site + link), "tasks_over": max(r["tasks_over"] for r in site + link),
        "bare_longest_task": max(r["longest_task"] for r in bare),
    }


def report(machines: dict, sizes: dict, command: str, load: tuple[float, float]) -> str:
    desk, phone = column(machines["desktop"]), column(machines["phone"])
    rows = [
        ("home screen visible (first contentful paint: it is in index.html)", "first_paint"),
        ("Python ready (interpreter + our wheels)", "python_ready"),
        ("home screen drawn again by Python (saved games counted)", "home_shown"),
        ("the whole app: taps act (pydantic and the app's handlers loaded)", "app_ready"),
        ("a shared game link: the live table (new browser, cold)", "table_live"),
        ("**bare Pyodide boot** (empty page, `loadPyodide()`)", "pyodide"),
        ("a later start, files from the service worker, **interpreter image restored**: Python ready", "image_python_ready"),
        ("the same: home screen drawn by Python", "image_home_shown"),
        ("the same: the whole app", "image_app_ready"),
        ("a later start, files from the service worker, **no interpreter image**: Python ready", "plain_python_ready"),
        ("the same: home screen drawn by Python", "plain_home_shown"),
        ("the same: the whole app", "plain_app_ready"),
    ]
    lines = [
        SECTION,
        "",
        f"Command: `{command}` ({len(machines['desktop']['site'])} cold loads of each page per column, fresh"
        " browser context, no service worker, local server with netlify.toml's headers, no compression;"
        " medians). Phone: 412x915 viewport, CPU slowed 4 times (`Emulation.setCPUThrottlingRate`).",
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()}; Chromium headless; load average"
        f" {load[0]:.1f} at the start, {load[1]:.1f} at the end (other work on the machine slows every column).",
        "",
        "| measure | desktop | phone (4x slower CPU) |",
        "|---|---|---|",
        *[f"| {name} | {ms(desk[key])} | {ms(phone[key])} |" for name, key in rows],
        f"| main-thread CPU time until Python drew the home screen / the bare boot until Pyodide ready |"
        f" {ms(desk['cpu'])} / {ms(desk['bare_cpu'])} | {ms(phone['cpu'])} / {ms(phone['bare_cpu'])} |",
        f"| ratio app ready / bare boot | {desk['app_ready'] / desk['pyodide']:.2f} |"
        f" {phone['app_ready'] / phone['pyodide']:.2f} |",
        f"| ratio later start's whole app with the image / without | {desk['image_app_ready'] / desk['plain_app_ready']:.2f} |"
        f" {phone['image_app_ready'] / phone['plain_app_ready']:.2f} |",
        f"| ratio shared link's live table / bare boot | {desk['table_live'] / desk['pyodide']:.2f} |"
        f" {phone['table_live'] / phone['pyodide']:.2f} |",
        f"| longest main-thread task until the app is ready (site and link, worst run) | {ms(desk['longest_task'])} |"
        f" {ms(phone['longest_task'])} |",
        f"| main-thread tasks over {LONG_TASK_MS} ms (worst run) | {desk['tasks_over']} | {phone['tasks_over']} |",
        f"| longest task of the bare boot (worst run) | {ms(desk['bare_longest_task'])} |"
        f" {ms(phone['bare_longest_task'])} |",
        "",
        f"Bytes of a first visit: {median(machines['desktop']['site'], 'bytes') / 1e6:.2f} MB transferred"
        f" uncompressed until the app is ready ({sizes['requested_gz'] / 1e6:.2f} MB with gzip -6, the files"
        f" requested); the whole site, which the service worker then precaches (with the largest"
        f" language catalog), is {sizes['site_gz'] / 1e6:.3f} MB with gzip -6 (goal: at most 8 MB). The interpreter image, which the service worker fetches after the"
        f" first visit for the later starts, is {sizes['image'] / 1e6:.2f} MB ({sizes['image_gz'] / 1e6:.2f} MB with"
        f" gzip -6). The bare boot transfers"
        f" {median(machines['desktop']['bare'], 'bytes') / 1e6:.2f} MB.",
        "",
        "Every run, in ms (desktop, then phone; app ready / shared link's table / bare boot): "
        + "; ".join(
            " / ".join(", ".join(f"{r[key]:.0f}" for r in machines[m][page])
                       for page, key in (("site", "app_ready"), ("link", "table_live"), ("bare", "pyodide_ready")))
            for m in ("desktop", "phone")) + ". First paint: "
        + "; ".join(", ".join(f"{r['first_paint']:.0f}" for r in machines[m]["site"]) for m in ("desktop", "phone"))
        + ".",
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
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    parser.add_argument("--update-doc", type=Path, help="write the results into this file's '## Site load' section")
    args = parser.parse_args(argv)

    # A private copy: a rebuild of the shared dist/site during the runs must not change what is measured.
    site_copy = Path(tempfile.mkdtemp(prefix="atelier-bench-")) / "site"
    shutil.copytree(args.dir, site_copy)
    build = json.loads((site_copy / "build.json").read_text())
    assets, image = build["assets"], "/" + build["interpreter_image"]
    server = make_server(site_copy, port=0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    link = shared_link()
    machines = {name: {"site": [], "bare": [], "link": [], "later": []} for name in ("desktop", "phone")}
    load_start = os.getloadavg()[0]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        load_bare(browser, url, assets, False)  # warm the OS file cache and Chromium's start, not measured
        for name, runs in machines.items():
            phone = name == "phone"
            for run in range(args.runs):
                runs["bare"].append(load_bare(browser, url, assets, phone))
                runs["site"].append(load_site(browser, url, phone))
                runs["link"].append(load_link(browser, url, link, phone))
                runs["later"].append(load_later(browser, url, image, phone))
                print(f"{name} run {run + 1}: first paint {runs['site'][-1]['first_paint']:.0f} ms, app ready"
                      f" {runs['site'][-1]['app_ready']:.0f} ms, link's table {runs['link'][-1]['table_live']:.0f} ms,"
                      f" later start with image {runs['later'][-1]['image_app_ready']:.0f} ms,"
                      f" without {runs['later'][-1]['plain_app_ready']:.0f} ms,"
                      f" bare {runs['bare'][-1]['pyodide_ready']:.0f} ms", file=sys.stderr, flush=True)
        browser.close()
    server.shutdown()
    sizes = {"requested_gz": gzip_size(site_copy, machines["desktop"]["site"][0]["files"]),
             "site_gz": first_visit_gzip(site_copy, image),
             "image": (site_copy / image.lstrip("/")).stat().st_size, "image_gz": gzip_size(site_copy, [image])}
    shutil.rmtree(site_copy.parent)
    command = "make bench-load" + (f" BENCH_ARGS='--runs {args.runs}'" if args.runs != 3 else "")
    section = report(machines, sizes, command, (load_start, os.getloadavg()[0]))
    publish(section, args.update_doc)


if __name__ == "__main__":
    main()
