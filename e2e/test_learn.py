"""Learning (issue 17) in the browser, on a 360x740 touch phone and a 1366x768 desktop: every how-to-play
screen of both games from the home screen (readable: no sideways scroll, text at least 12 px), the table's
"?" opening at the current phase, and each guided game from "Learn" to its end (the scripted steps by
tapping the highlighted pieces, then Hint and its move until the end, at the Instant bot speed)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from conftest import HOME_TIMEOUT_MS, watch

STEP_TIMEOUT_MS = 30_000
SHOTS = Path(os.environ.get("LEARN_SHOTS", "/tmp/learn-shots"))
CONTEXTS = {
    "phone": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2},
    "desktop": {"viewport": {"width": 1366, "height": 768}},
}
HOWTO_COUNTS = {"opera-magna": 8, "luthier": 8}
COMPONENT_ID = re.compile(r"\b[A-Z]{1,2}\d{1,2}(-[a-z])?\b")  # a card's "A04-l", "B3-m", a patron's "PA03"
# The piece to tap for a key of the scripted step: the piece itself, a button for that selection, or the action.
TAP_TARGET = """([key, expect]) => {
  const board = document.querySelector('#board');
  const el = board.querySelector(`[data-key="${key}"][data-action]`)
    || board.querySelector(`[data-action="sel:${key}"]`) || board.querySelector(`[data-action="act:${expect}"]`);
  if (!el) return null;
  el.setAttribute('data-e2e-tap', '1');
  return true;
}"""
# Every visible text of the how-to screen, HTML and SVG alike: its size as read on screen (an SVG text's
# rendered bounding box, which the picture's scaling shrinks; an HTML text's font size), at least 12 CSS px,
# and no internal id (a card's "A04-l", a patron's "PA03": ids stay in data attributes) nor a test name.
READABLE = r"""() => {
  const wide = document.documentElement.scrollWidth > document.documentElement.clientWidth + 1;
  const ID = /\b[A-Z]{1,2}\d{1,2}(-[a-z])?\b/;
  const small = [], ids = [];
  const seen = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0
    && getComputedStyle(el).visibility !== 'hidden'; };
  for (const el of document.querySelectorAll('#howto text, #howto tspan')) {
    const text = el.textContent.trim();
    if (!text || !seen(el) || (el.tagName === 'text' && el.querySelector('tspan'))) continue;
    const ctm = el.getScreenCTM();
    const size = parseFloat(getComputedStyle(el).fontSize) * Math.hypot(ctm.b, ctm.d);
    const box = el.getBoundingClientRect().height;
    if (size < 12 || box < 12) small.push(`svg "${text}" ${size.toFixed(1)}px (box ${box.toFixed(1)})`);
    if (ID.test(text)) ids.push(text);
  }
  const walker = document.createTreeWalker(document.querySelector('#howto'), NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, el = node.parentElement;
    if (!node.textContent.trim() || el.closest('svg') || !seen(el)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 12) small.push(`"${node.textContent.trim()}" ${size}px`);
    if (ID.test(node.textContent) || /test_/.test(node.textContent)) ids.push(node.textContent.trim());
  }
  return {wide, small, ids};
}"""


@pytest.fixture(params=list(CONTEXTS))
def learn_context(request, browser):
    context = browser.new_context(**CONTEXTS[request.param])
    context.add_init_script("localStorage.setItem('atelier:pref:bot-speed', 'instant')")
    context.device_name = request.param
    yield context
    context.close()


def shot(page, name: str, full_page: bool = False) -> None:
    """A screenshot to look at (the table is long on a phone: its first screenful, unless `full_page`)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full_page)


def from_home(context, site_url: str, action: str):
    """A watched page on the home screen, after tapping `action` there."""
    watched = watch(context, site_url)
    watched.open_home(site_url)
    watched.page.click(f"[data-action='{action}']")
    return watched, watched.page


def steps(page) -> int:
    return int(page.get_attribute("#table", "data-steps"))


def wait_for_new_step(page, before: int) -> None:
    page.wait_for_function(f"(document.querySelector('#table')?.dataset.steps ?? -1) != {before}",
                           timeout=STEP_TIMEOUT_MS)


@pytest.mark.parametrize("game_id", list(HOWTO_COUNTS))
def test_every_howto_screen_from_the_home_screen_is_readable(learn_context, site_url, game_id):
    watched, page = from_home(learn_context, site_url, f"howto:{game_id}:0")
    for index in range(HOWTO_COUNTS[game_id]):
        page.wait_for_selector(f"#howto .howto-dot.on >> text='{index + 1}'")
        assert "Rules tested" not in page.inner_text("#howto")
        assert page.locator("#howto .howto-art svg").count() >= 1
        assert page.evaluate(READABLE) == {"wide": False, "small": [], "ids": []}
        shot(page, f"howto-{game_id}-{index}-{learn_context.device_name}", full_page=True)
        if index < HOWTO_COUNTS[game_id] - 1:
            page.click("#howto [data-action^='howto:']:text('Next')")
    page.click("[data-action='howto-close:']")
    page.wait_for_selector("#home")
    assert not watched.console_errors and not watched.csp_violations()


def play_scripted_step(page) -> None:
    guide = page.locator(".guide[data-expect]")
    expect, keys = guide.get_attribute("data-expect"), guide.get_attribute("data-keys").split()
    before = steps(page)
    for key in keys or [expect]:
        assert page.evaluate(TAP_TARGET, [key, expect]), f"no piece to tap for {key} ({expect})"
        page.click("[data-e2e-tap]")
        page.wait_for_function(f"document.querySelector('#table')?.dataset.steps != {before}"
                               " || !document.querySelector('[data-e2e-tap]')", timeout=STEP_TIMEOUT_MS)
        if steps(page) != before:  # the only legal action through this piece: one tap played it
            return
    wait_for_new_step(page, before)


def undo_a_step(page, taken: int) -> None:
    """Undo takes the guided game back one step: the panel says the step again."""
    page.wait_for_selector(".guide[data-expect]", timeout=STEP_TIMEOUT_MS)
    before = steps(page)
    page.click("[data-action='undo:']")
    page.wait_for_function(f"(document.querySelector('#table')?.dataset.steps ?? {before}) < {before}",
                           timeout=STEP_TIMEOUT_MS)
    assert f"Step {taken} of" in page.text_content(".guide")  # as written (the heading is shown in capitals)
    play_scripted_step(page)


def play_hint(page) -> None:
    if page.locator("[data-view='fallback']").count() == 0:  # the plain list: the hinted move is its only button
        page.click("[data-action='plain:']")
        page.wait_for_selector("[data-view='fallback']")
    before = steps(page)
    page.click("[data-action='hint:']")
    page.wait_for_selector(".guide-hint", timeout=STEP_TIMEOUT_MS)
    assert page.locator("#board .action").count() == 1
    page.click("#board .action")
    wait_for_new_step(page, before)


@pytest.mark.parametrize("game_id", list(HOWTO_COUNTS))
def test_a_guided_game_from_learn_to_the_end(learn_context, site_url, game_id):
    watched, page = from_home(learn_context, site_url, f"learn:{game_id}")
    page.wait_for_selector(".guide", timeout=HOME_TIMEOUT_MS)
    shot(page, f"learn-{game_id}-start-{learn_context.device_name}")
    page.click("[data-action='howto-here:']")  # "?" opens how to play at the current phase
    page.wait_for_selector("#howto")
    assert page.get_attribute("#howto", "data-screen") != "scoring"
    page.click("[data-action='howto-close:']")
    page.wait_for_selector(".guide")
    scripted = hinted = 0
    bots_told = False
    while True:
        page.wait_for_selector(".guide[data-expect], [data-action='hint:'], #end", timeout=STEP_TIMEOUT_MS)
        if page.locator("#end").count():
            break
        told = page.locator(".guide-bots li").all_inner_texts()  # the learner's move: the panel stands still
        assert not [line for line in told if COMPONENT_ID.search(line)], told  # the bots' moves in players' words
        if told and not bots_told:
            bots_told = True
            page.locator(".guide").screenshot(path=str(SHOTS / f"learn-{game_id}-bots-{learn_context.device_name}.png"))
        if page.locator(".guide[data-expect]").count():
            play_scripted_step(page)
            scripted += 1
            if scripted == 3:
                shot(page, f"learn-{game_id}-step3-{learn_context.device_name}")
            if scripted == 6:
                undo_a_step(page, 6)
        else:
            if hinted == 0:
                shot(page, f"learn-{game_id}-free-{learn_context.device_name}")
            play_hint(page)
            hinted += 1
    assert scripted > 10 and hinted > 0 and bots_told
    assert "Final score" in page.inner_text(".guide")
    page.locator(".guide").scroll_into_view_if_needed()
    shot(page, f"learn-{game_id}-end-{learn_context.device_name}")
    assert not watched.console_errors and not watched.csp_violations()
