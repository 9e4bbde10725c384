"""Every component has its rules text on long-press (issue 6), on a phone, through the real site.

Touches are sent as the phone's own (DevTools `Input.dispatchTouchEvent`): a finger held 700 ms on a
piece, or a quick tap. A long-press shows the piece's rules text in a bubble and plays nothing (the
current choice stays); a tap elsewhere or Escape closes it; a short tap still plays.
"""

from __future__ import annotations

import random
import time

import pytest
from conftest import HOME_TIMEOUT_MS, VIEWPORTS, watch
from test_om_table import ARTIFACTS, CHOICES, GAME, PHONE

BUBBLE = "#rules-bubble"
# what the table offers now: every tappable piece's action and whether it is the current choice
OFFER = ("() => [document.querySelector('#table').dataset.steps, [...document.querySelectorAll('#board [data-action]')]"
         ".map(e => e.dataset.action + (e.getAttribute('aria-pressed') === 'true' ? ' (chosen)' : ''))]")


def own_text(page, selector: str) -> str:
    """The rules text a piece carries for hover: its `<title>` child, spaces normalised."""
    return page.eval_on_selector(selector, "e => e.querySelector(':scope > title').textContent.split(/\\s+/).join(' ').trim()")


class Finger:
    def __init__(self, page) -> None:
        self.page = page
        self.cdp = page.context.new_cdp_session(page)

    def centre(self, selector: str) -> tuple[float, float]:
        element = self.page.locator(selector).first
        element.evaluate("e => e.scrollIntoView({block: 'center'})")  # not under the sticky status bar
        box = element.bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def touch(self, x: float, y: float, hold_s: float) -> None:
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        time.sleep(hold_s)
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def slide(self, selector: str, dy: float) -> None:
        """A finger that moves while it rests: a scroll, not a press."""
        x, y = self.centre(selector)
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 6):
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y + dy * step / 5}]})
        time.sleep(0.7)
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def long_press(self, selector: str) -> None:
        self.touch(*self.centre(selector), hold_s=0.7)

    def tap(self, selector: str) -> None:
        self.touch(*self.centre(selector), hold_s=0.05)


def bubble(page) -> dict:
    return page.eval_on_selector(BUBBLE, "b => { const r = b.getBoundingClientRect(); return {hidden: b.hidden, text: b.textContent,"
                                 " role: b.getAttribute('role'), left: r.left, right: r.right, top: r.top, bottom: r.bottom,"
                                 " width: innerWidth, height: innerHeight}; }")


def shows(page, text: str) -> None:
    page.wait_for_selector(f"{BUBBLE}:not([hidden])", timeout=5_000)
    b = bubble(page)
    assert b["text"] == text and b["role"] == "status"
    assert 0 <= b["left"] and b["right"] <= b["width"] and 0 <= b["top"] and b["bottom"] <= b["height"], b


PIECES = {  # a Building of the display, a Worksite, a City Power
    "Building": "#board [data-key^='display:']",
    "Worksite": "#board [data-key^='site:']",
    "City Power": "#board [data-key^='cp:'], #board [data-key='power']",
}


def four_players_from_round(round_: int, seed: int) -> str:
    """The link of a 4-player game (you and three bots) whose first rounds were played at random."""
    from pycore.engine.link import encode_link
    from pycore.engine.match import make_seat, new_match, play, replay

    seats = [make_seat("You"), make_seat("Bot A", "bot", "random"), make_seat("Bot B", "bot", "random"),
             make_seat("Bot C", "bot", "greedy")]
    match = new_match("opera-magna", seats, seed)
    state, rng = replay(match), random.Random(seed)
    while GAME.round(state) < round_ or GAME.to_move(state) != 0:
        match, state = play(match, state, rng.choice(GAME.legal_actions(state)).id)
    return encode_link(match)


@pytest.mark.parametrize("device", ["Pixel 5", "360px"])
def test_every_component_has_its_rules_text_on_long_press(browser, playwright, site_url, device):
    options = dict(playwright.devices[VIEWPORTS["phone"]]) if device == "Pixel 5" else dict(PHONE)
    options.pop("default_browser_type", None)
    assert options["has_touch"]
    context = browser.new_context(**options)
    watched = watch(context, site_url)
    page = watched.page
    page.goto(f"{site_url}#{four_players_from_round(2, seed=63)}")
    page.wait_for_selector("#table, #privacy", timeout=HOME_TIMEOUT_MS)
    page.wait_for_selector(CHOICES)  # your turn: the bots wait
    finger = Finger(page)

    finger.tap(CHOICES)  # start a choice: it must outlive every long-press
    page.wait_for_selector("#board [aria-pressed='true']")
    before = page.evaluate(OFFER)
    assert any(a.endswith("(chosen)") for a in before[1])

    for name, selector in PIECES.items():
        finger.long_press(selector)
        shows(page, own_text(page, selector))
        assert page.evaluate(OFFER) == before, f"the long-press on a {name} changed the table"
        finger.tap("#board .om-h")  # a tap elsewhere closes it, and plays nothing
        page.locator(BUBBLE).wait_for(state="hidden", timeout=5_000)
        assert page.evaluate(OFFER) == before

    finger.slide(PIECES["Worksite"], dy=-40)  # scrolling over a piece shows nothing
    time.sleep(0.3)
    assert bubble(page)["hidden"] and page.evaluate(OFFER) == before

    # on a piece that a tap would play: the release plays nothing; a Trade Card half inside a City's Area
    # (under the Area's hit area) shows its own text
    target = "#board [data-action^='act:'][data-key^='area:']"
    assert page.locator(target).count(), "no Area to play in this position: choose another seed"
    finger.long_press(target)
    x, y = finger.centre(target)
    half = page.evaluate("([x, y]) => { const g = document.elementsFromPoint(x, y).map(e => e.closest('g:not(.pc)'))"
                         ".find(g => g && g.querySelector(':scope > title')); return g ? g.querySelector(':scope > title')"
                         ".textContent : null; }", [x, y])
    assert half and half.startswith("Trade Card")
    shows(page, half)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"long-press-{device.replace(' ', '-').lower()}.png"))
    assert page.evaluate(OFFER) == before, "a long-press played its piece"
    page.keyboard.press("Escape")  # Escape closes it too
    page.locator(BUBBLE).wait_for(state="hidden", timeout=5_000)
    assert page.evaluate(OFFER) == before

    # a short tap still plays as before
    handle = page.locator(target).first.element_handle()
    finger.tap(target)
    handle.wait_for_element_state("hidden", timeout=30_000)
    assert page.evaluate(OFFER)[0] != before[0], "the short tap did not play"
    assert page.locator(f"{BUBBLE}:not([hidden])").count() == 0
    assert not watched.console_errors, watched.console_errors
    context.close()
