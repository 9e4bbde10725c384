"""Issue 31: every guided game walked to its end on a 360x740 touch phone and a 1366x768 desktop, as a newcomer
meets it. At every scripted step the piece to tap is already in sight, with no scroll of ours: inside the
viewport and under no fixed or sticky box (the guide panel at the bottom, the pinned bars at the top), i.e.
`elementFromPoint` at its centre is the piece or inside it; then it is tapped there, at that point. No text of
the guide or of a how-to screen names a component id ("A12-w", "I13", "AW1") or a test. After the script,
the first action of the plain list finishes the game quickly (Hint is e2e/test_learn.py's; the bots at the
Instant speed). Screenshots in `$LEARN_SHOTS` (the first three
steps; every step with WALK_ALL_SHOTS=1)."""

from __future__ import annotations

import os
import re

import pytest
from conftest import HOME_TIMEOUT_MS
from test_learn import CONTEXTS, HOWTO_COUNTS, SHOTS, STEP_TIMEOUT_MS, from_home, steps, wait_for_new_step

COMPONENT_ID = re.compile(r"\b[A-Z]{1,2}\d{1,2}(-[a-z])?\b")  # "A12-w", "B3-m", "I13", "PA03", "AW1"
TEST_NAME = re.compile(r"\btest_\w+|Rules tested", re.I)

# The piece to tap for a key of the scripted step (the piece itself, a button for that selection, or the
# action), and whether a player sees it where it is: its centre inside the viewport and the element there is
# the piece or inside it (not the guide panel, not a pinned bar over it).
PIECE_IN_SIGHT = """([key, expect]) => {
  const board = document.querySelector('#board');
  const el = board.querySelector(`[data-key="${key}"][data-action]`)
    || board.querySelector(`[data-action="sel:${key}"]`) || board.querySelector(`[data-action="act:${expect}"]`)
    || document.querySelector(`[data-action="act:${expect}"]`);
  if (!el) return {found: false};
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const inside = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
  const top = inside ? document.elementFromPoint(x, y) : null;
  const over = top && !(el === top || el.contains(top));
  return {found: true, x, y, inside, hit: !!top && !over,
          under: over ? (top.closest('[class]')?.className?.baseVal ?? top.closest('[class]')?.className ?? top.tagName) : ''};
}"""


def check_texts(page, where: str) -> None:
    texts = page.locator(".guide, #howto").all_inner_texts()
    said = " ".join(texts)
    assert not COMPONENT_ID.search(said), (where, COMPONENT_ID.search(said).group(0), said[:400])
    assert not TEST_NAME.search(said), (where, said[:400])


def play_on(page) -> None:
    """After the script: the plain list's first action (no bot search, so the walk stays short)."""
    if page.locator("[data-view='fallback']").count() == 0:
        page.click("[data-action='plain:']")
        page.wait_for_selector("[data-view='fallback']")
    before = steps(page)
    page.locator("#board .action").first.click()
    wait_for_new_step(page, before)


def play_step_in_sight(page, game_id: str, device: str, number: int) -> None:
    """The scripted step: each of its pieces in sight without a scroll, then tapped at its centre."""
    guide = page.locator(".guide[data-expect]")
    expect, keys = guide.get_attribute("data-expect"), guide.get_attribute("data-keys").split()
    before = steps(page)
    for key in keys or [expect]:
        seen = page.evaluate(PIECE_IN_SIGHT, [key, expect])
        assert seen["found"], f"{game_id} step {number}: no piece to tap for {key} ({expect})"
        if not (seen["inside"] and seen["hit"]):
            page.screenshot(path=str(SHOTS / f"walk-{game_id}-{device}-step{number}-hidden.png"))
        assert seen["inside"] and seen["hit"], f"{game_id} {device} step {number}: {key} not in sight: {seen}"
        if device == "phone":
            page.touchscreen.tap(seen["x"], seen["y"])
        else:
            page.mouse.click(seen["x"], seen["y"])
        if steps(page) != before:  # the only legal action through this piece: one tap played it
            return
    page.wait_for_function(f"(document.querySelector('#table')?.dataset.steps ?? -1) != {before}",
                           timeout=STEP_TIMEOUT_MS)


@pytest.mark.parametrize("game_id", list(HOWTO_COUNTS))
def test_every_guided_step_shows_its_piece_in_sight_and_no_id(learn_context, site_url, game_id):
    SHOTS.mkdir(parents=True, exist_ok=True)
    device = learn_context.device_name
    watched, page = from_home(learn_context, site_url, f"howto:{game_id}:0")
    for index in range(HOWTO_COUNTS[game_id]):  # the how-to screens first: no id, no test named
        page.wait_for_selector(f"#howto .howto-dot.on >> text='{index + 1}'")
        check_texts(page, f"how-to screen {index + 1}")
        if index < HOWTO_COUNTS[game_id] - 1:
            page.click("#howto [data-action^='howto:']:text('Next')")
    page.click("[data-action='howto-close:']")
    page.wait_for_selector("#home")
    page.click(f"[data-action='learn:{game_id}']")
    page.wait_for_selector(".guide", timeout=HOME_TIMEOUT_MS)
    scripted = 0
    while True:
        page.wait_for_selector(".guide[data-expect], [data-action='hint:'], #end", timeout=STEP_TIMEOUT_MS)
        check_texts(page, f"step {scripted + 1}")
        if page.locator("#end").count():
            break
        if not page.locator(".guide[data-expect]").count():
            play_on(page)
            continue
        scripted += 1
        if scripted in (1, 2, 3) or os.environ.get("WALK_ALL_SHOTS"):
            page.screenshot(path=str(SHOTS / f"walk-{game_id}-{device}-step{scripted}.png"))
        play_step_in_sight(page, game_id, device, scripted)
    assert scripted > 10
    assert not watched.console_errors and not watched.csp_violations()


@pytest.fixture(params=list(CONTEXTS))
def learn_context(request, browser):
    context = browser.new_context(**CONTEXTS[request.param])
    context.add_init_script("localStorage.setItem('atelier:pref:bot-speed', 'instant')")
    context.device_name = request.param
    yield context
    context.close()
