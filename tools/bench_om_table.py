"""Benchmark of Opera Magna's table view (issue 6): how long drawing the table takes, in two parts.

    .venv/bin/python tools/bench_om_table.py [--games 3] [--every 5] [--pyodide]

1. Python: `app.views.opera_magna.render` for the player to move, over the positions of seeded random
   games, in CPython, or with --pyodide in Pyodide under node (the browser's Python, from `make site`).
2. Browser: putting that HTML into the page until the next frame is painted (innerHTML, layout, paint),
   in Debian's Chromium, on a phone (360x740, 2x) and a desktop (1280x800) viewport.

The whole tap-to-table time in the app (Python in Pyodide + shell + DOM) is measured by the e2e games:
`pytest -s e2e/test_om_table.py -k hot_seat` writes dist/e2e-artifacts/opera-magna/timing-*.json.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from itertools import islice
from pathlib import Path

from in_pyodide import call_in_pyodide
from timing import describe, time_each

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web"), str(ROOT / "web" / "tests")]
# E402 below: these imports need the sys.path line above (ruff only recognizes sys.path.insert and the like)

from app.views import TableContext  # noqa: E402
from app.views import opera_magna as view  # noqa: E402
from om_positions import positions  # noqa: E402
from pycore.opera_magna import GAME  # noqa: E402

PAINT = """html => new Promise(done => { const app = document.getElementById('app'); const t = performance.now();
  app.innerHTML = html; requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t))); })"""


def contexts(games: int, every: int) -> list[TableContext]:
    result = []
    for state, changed in positions(games=games, every=every, seed=3):
        if GAME.is_over(state):
            continue
        seat = GAME.to_move(state)
        result.append(TableContext("opera-magna", GAME.observation(state, seat), GAME.legal_actions(state), seat,
                                   [f"Player {i + 1}" for i in range(len(state.players))], (), {"changed": changed}))
    return result


def render_times(games: int, every: int) -> list[float]:
    return time_each(view.render, contexts(games, every))


def pyodide_render_times(games: int, every: int) -> list[float]:
    """The same renders in Pyodide under node."""
    return sorted(call_in_pyodide(Path(__file__), f"bench_om_table.render_times({games}, {every})", [ROOT / "web" / "tests" / "om_positions.py"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--pyodide", action="store_true", help="the Python part in Pyodide under node")
    args = parser.parse_args()
    times = (pyodide_render_times if args.pyodide else render_times)(args.games, args.every)
    where = "Pyodide" if args.pyodide else f"CPython {sys.version.split()[0]}"
    print(f"render in {where}: {describe(times)} over {len(times)} positions")
    pages = [view.render(ctx) for ctx in contexts(args.games, args.every)]
    print(f"median table {statistics.median(len(p) for p in pages) / 1000:.0f} kB of HTML")

    from playwright.sync_api import sync_playwright

    css = (ROOT / "web" / "style.css").read_text() + (ROOT / "web" / "views-opera-magna.css").read_text()
    shell = f"<!doctype html><html><head><style>{css}</style></head><body><main id='app'></main></body></html>"
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox", "--disable-gpu"])
        for name, options in (("phone 360x740@2x", {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2}),
                              ("desktop 1280x800", {"viewport": {"width": 1280, "height": 800}})):
            page = browser.new_page(**options)
            page.set_content(shell)
            painted = [page.evaluate(PAINT, html) for html in islice(pages, 60)]
            print(f"browser {name}: innerHTML to painted frame, median {statistics.median(painted):.1f} ms,"
                  f" max {max(painted):.1f} ms over {len(painted)} tables")
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
