"""Tap-to-table times measured inside the page (a benchmark kept as an artifact, never an assertion).

`install(page)` adds listeners only (nothing in the page changes): from each click to the app's DOM
change (Python in Pyodide, the shell, innerHTML) and to the next painted frame (style, layout,
paint). `figures(page)` reads them back as medians and p90s. Playwright's own view of a tap (click
to the old table gone, with its polling round trips) is 2-3 times higher and not the user's figure.

`install_steps(page)` times the table's steps too: each new step is the player's (after a tap or Enter on an
`act:` piece) or a bot's; `bot_moves(page)` gives the time from one table to the next for the bots' steps
(the bot pause, the bot's choice, the autosave, the new table, all in the page).
"""

from __future__ import annotations

from timing import spread  # tools/ (on the path from conftest)

_PROBE = """() => { if (window.__tapTimes) return; window.__tapTimes = []; let click = 0, mutated = 0;
  document.addEventListener('click', () => { click = performance.now(); mutated = 0; }, true);
  new MutationObserver(() => { if (!click || mutated) return; mutated = performance.now(); const c = click;
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__tapTimes.push([mutated - c, performance.now() - c]); click = 0; })); })
    .observe(document.getElementById('app'), {childList: true, subtree: true}); }"""


_STEPS = """() => { if (window.__stepTimes) return; window.__stepTimes = []; let last = null, tapped = false;
  const mark = e => { if (e.target.closest && e.target.closest('[data-action^="act:"]')) tapped = true; };
  document.addEventListener('click', mark, true);
  document.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') mark(e); }, true);
  new MutationObserver(() => { const table = document.querySelector('#table'); const steps = table && table.dataset.steps;
    if (!steps || steps === last) return;
    window.__stepTimes.push([performance.now(), tapped ? 'you' : 'bot', Number(steps)]); last = steps; tapped = false; })
    .observe(document.getElementById('app'), {childList: true, subtree: true}); }"""


def install(page) -> None:
    """Start measuring (idempotent: a page that already measures keeps its figures)."""
    page.evaluate(_PROBE)


def stats(values: list[float]) -> dict:
    figures = spread(values)
    return {key: figures[key] for key in ("n", "median", "p90")}


def figures(page) -> dict:
    """In-page click-to-DOM and click-to-painted-frame times, in ms."""
    times = page.evaluate("window.__tapTimes || []")
    return {"to_dom_ms": stats([t[0] for t in times]), "to_paint_ms": stats([t[1] for t in times])}


def install_steps(page) -> None:
    """Start timing the table's steps (idempotent)."""
    page.evaluate(_STEPS)


def bot_moves(page) -> dict:
    """Bot steps seen one after another: the time from the previous table to the bot's new one, in ms."""
    times = page.evaluate("window.__stepTimes || []")
    gaps = [now - before for (before, _, step_before), (now, who, step) in zip(times, times[1:])
            if who == "bot" and step == step_before + 1]
    return {**stats(gaps), "total_s": round(sum(gaps) / 1000, 1)}
