"""While Hard bots think, the page stays the player's (issues 15 and 16): on a 360x740 touch phone the
player scrolls the table and opens and closes History between the bots' moves, and each of those taps is
painted at once; the bots still play their moves by themselves. The tap-to-painted-frame times and the
longest gaps between frames while the bots think go to dist/e2e-artifacts/bots/thinking-<device>.json
(figures for docs/performance.md, never asserted: the machine is shared)."""

from __future__ import annotations

import json

import pytest
import tap_timing
from conftest import ROOT, new_game, watch
from conftest import HOME_TIMEOUT_MS
from test_app_play import steps

ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "bots"
DEVICES = {"touch-360": {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}}
BOT_TIMEOUT_MS = 240_000
# Gaps between animation frames, from now on: what a player feels as a frozen page.
FRAME_GAPS = """() => { window.__gaps = []; let last = performance.now();
  const tick = now => { window.__gaps.push(now - last); last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick); }"""


def your_turn(page) -> None:
    page.wait_for_selector("#table .status:has-text('Your turn'), #end", timeout=BOT_TIMEOUT_MS)  # Ada's own turn


def play_first_listed(page) -> None:
    """Ada plays the first action of the plain list, then goes back to the board."""
    page.click("[data-action='plain:']")
    page.click("#board .action >> nth=0")
    page.click("[data-action='plain:']")
    page.wait_for_selector("[data-view='luthier']")


def scroll_down(page) -> int:
    """The player scrolls the page down (a wheel: headless Chromium drops synthesized touch swipes); the
    distance it moved."""
    y = page.evaluate("window.scrollY")
    page.mouse.wheel(0, 300)
    try:
        page.wait_for_function(f"window.scrollY != {y}", timeout=2000)
    except Exception:  # the page may be at its end, or not taller than the screen
        pass
    return page.evaluate("window.scrollY") - y


def tap_while_thinking(page) -> list[list[float]]:
    """Tap History (open or close it) and return that tap's in-page timing, [to DOM, to painted frame]."""
    count = page.evaluate("window.__tapTimes.length")
    page.click("#table [data-action='log:']")
    page.wait_for_function(f"window.__tapTimes.length > {count}")
    return page.evaluate(f"window.__tapTimes.slice({count})")


def bots_thinking(page) -> bool:
    return page.locator("#table .status:has-text('is thinking')").count() > 0


@pytest.mark.parametrize("device", list(DEVICES))
def test_the_player_scrolls_and_opens_history_while_hard_bots_think(browser, site_url, device):
    context = browser.new_context(**DEVICES[device])
    context.add_init_script("localStorage.setItem('atelier:pref:bot-speed', 'instant')")
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    new_game(page, "luthier", ["human", "bot-hard", "bot-hard", "bot-hard"], 8, names=["Ada", "Bruno", "Chiara", "Dario"])
    # The board view (not the plain list): a phone page taller than the screen, to scroll.
    page.wait_for_selector("body:not(.waking) #table #board", timeout=HOME_TIMEOUT_MS)
    tap_timing.install(page)
    page.evaluate(FRAME_GAPS)
    thinking_taps: list[list[float]] = []
    scrolled = []
    for _ in range(8):
        your_turn(page)
        if page.locator("#end").count():
            break
        before = steps(page)
        play_first_listed(page)
        page.wait_for_function(f"document.querySelector('#table').dataset.steps > {before}")
        # The bots are now to move: while one of them thinks, scroll, then open and close History.
        while bots_thinking(page) and len(thinking_taps) < 60:
            thinking_at = steps(page)
            scrolled.append(scroll_down(page))
            thinking_taps += tap_while_thinking(page)
            if steps(page) == thinking_at:  # still the same bot's turn: History is open, on screen
                assert page.locator(".log-list").first.is_visible()
            thinking_taps += tap_while_thinking(page)
        your_turn(page)
    assert thinking_taps, "the bots never were seen thinking"
    assert any(distance > 0 for distance in scrolled), "the table never scrolled while the bots thought"
    assert steps(page) > 4  # the bots played by themselves in between
    gaps = page.evaluate("window.__gaps")
    figures = {"taps_while_thinking": len(thinking_taps),
               "to_dom_ms": tap_timing.stats([t[0] for t in thinking_taps]),
               "to_paint_ms": tap_timing.stats([t[1] for t in thinking_taps]),
               "frame_gap_ms": tap_timing.stats(gaps), "longest_frame_gaps_ms": sorted(round(g) for g in gaps)[-5:]}
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"thinking-{device}.json").write_text(json.dumps(figures, indent=1))
    page.screenshot(path=str(ARTIFACTS / f"thinking-{device}.png"))
    print(json.dumps(figures))
    assert not watched.console_errors, watched.console_errors
    context.close()
