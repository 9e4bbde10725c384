"""A Hard bot in the browser (issue 15): chosen on the new-game form, it thinks in slices between painted
frames and plays by itself. Screenshots at 360x740 (touch) and 1366x768; the page's long tasks while it
thinks go to dist/e2e-artifacts/bots/long-tasks-<game>-<device>.json (figures, never asserted: the machine is shared)."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT, fill_new_game, start_new_game, watch
from test_app_play import live_table, steps

ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "bots"
DEVICES = {
    "touch-360": {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True},
    "desktop-1366": {"viewport": {"width": 1366, "height": 768}},
}
BOT_TIMEOUT_MS = 180_000
LONG_TASKS = """() => { window.__long = []; new PerformanceObserver(list => { for (const e of list.getEntries())
  window.__long.push(Math.round(e.duration)); }).observe({type: 'longtask'}); }"""


def your_turn(page) -> None:
    """Wait until Ada may tap: the Hard bot may think for seconds a move on a busy machine."""
    page.wait_for_selector("#board .action, #end", timeout=BOT_TIMEOUT_MS)


# Luthier on both devices; Opera Magna (whose Hard guides its own rollout moves) on the desktop
CASES = [("luthier", "touch-360"), ("luthier", "desktop-1366"), ("opera-magna", "desktop-1366")]


@pytest.mark.parametrize("game, device", CASES)
def test_a_hard_bot_is_offered_and_plays_by_itself_in_slices(browser, site_url, game, device):
    context = browser.new_context(**DEVICES[device])
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    fill_new_game(page, game, ["human", "bot-hard"], seed=21)  # offered among the levels, and chosen
    levels = page.eval_on_selector_all("select[name=kind-1] option", "os => os.map(o => o.textContent)")
    bots = [level for level in levels if level.startswith("Bot")]
    assert levels[:2] == ["Human", "Friend at a distance"]  # the seats people play, then the bots, weakest first
    assert bots[:3] == ["Bot \u2013 easy", "Bot \u2013 normal", "Bot \u2013 hard"]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"newgame-{game}-{device}.png"))
    start_new_game(page)
    live_table(page)
    page.evaluate(LONG_TASKS)
    bot_steps = 0
    for _ in range(12):
        your_turn(page)
        if page.locator("#end").count():
            break
        before = steps(page)
        page.click("#board .action >> nth=0")
        page.wait_for_function(f"document.querySelector('#table').dataset.steps > {before}")
        your_turn(page)
        bot_steps += steps(page) - before - 1
    page.screenshot(path=str(ARTIFACTS / f"table-{game}-{device}.png"))
    long_tasks = page.evaluate("window.__long")
    (ARTIFACTS / f"long-tasks-{game}-{device}.json").write_text(json.dumps({"bot_steps": bot_steps, "long_tasks_ms": long_tasks}))
    assert bot_steps > 0  # the bot played by itself between Ada's taps
    assert not watched.console_errors, watched.console_errors
    context.close()
