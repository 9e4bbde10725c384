"""Issue 14, phone-first tables and navigation, in Chromium: Back and Forward, where a table and History open,
"Pass to" and its way back, the words for the pointer, each table mid-game on every viewport. (A whole game
clicked at 1366x768 with History open, nothing overlapping, is in test_phone_play.py.)"""

from __future__ import annotations

import os

import pytest
from conftest import HOME, HOME_TIMEOUT_MS, ROOT, fill_new_game, start_new_game, watch

from pycore.bots import get_bot
from pycore.engine.link import encode_link
from pycore.engine.match import Seat, game_of, new_match, play, replay
from pycore.engine.rng import Rng

ARTIFACTS = ROOT / "dist" / "e2e-artifacts" / "phone-first"
DESKTOP_1366 = {"viewport": {"width": 1366, "height": 768}}
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def link_after(game: str, names: list[str], seed: int, steps: int | None) -> str:
    """The link of a game played by the greedy bot for `steps` actions (None: to its end)."""
    match = new_match(game, [Seat(name=n) for n in names], seed)
    state = replay(match)
    rules = game_of(match)
    while not rules.is_over(state) and (steps is None or len(match.log) < steps):
        action = get_bot("greedy")(rules, state, Rng.from_seed(len(match.log)))
        match, state = play(match, state, action.id)
    return encode_link(match)


def open_table(page, site_url: str, link: str) -> None:
    """Open a game's link and wait for the live table (past the privacy screen)."""
    page.goto(site_url + "#" + link)
    page.wait_for_selector("body.app-ready #table, body.app-ready #privacy, #error:not([hidden])", timeout=HOME_TIMEOUT_MS)
    if page.locator("#privacy").count():
        page.click("[data-action='privacy:']")
    page.wait_for_selector("body.app-ready #table")


def box(page, selector: str) -> dict:
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); "
                                           "return {x: r.left, y: r.top + scrollY, right: r.right, bottom: r.bottom + scrollY}; }")


def open_history_at_the_newest_entry(page) -> None:
    """Open History: it must show in sight (in the window, not under a pinned bar) at its newest entry."""
    page.click("[data-action='log:']")
    page.wait_for_selector("#log")
    newest = page.locator("#log .log-entry").last
    in_view = newest.evaluate("e => { const r = e.getBoundingClientRect(); const l = e.closest('.log-list').getBoundingClientRect();"
                              " const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                              " return r.top >= Math.max(0, l.top) - 1 && r.bottom <= Math.min(innerHeight, l.bottom) + 1"
                              " && !!top && e.contains(top); }")
    assert in_view, "the newest entry of the History is not in sight (or is covered)"


def scroll_y(page) -> float:
    return page.evaluate("scrollY")


NEXT = "#board [data-action^='act:'], #board [data-action^='sel:']:not([data-action='sel:']):not([data-action^='sel:?'])"


def opened_at_top(page) -> None:
    """A table opens at its top, not at the scroll position of the screen before (the new-game form's); only
    when none of its next targets is in sight there, the app scrolls the first one to the middle."""
    y = scroll_y(page)
    if y == 0:
        header, status = box(page, ".om-cities .city-name"), box(page, ".om-status")  # Pisa, the first City
        assert header["y"] >= status["bottom"] - 0.5  # the Cities' header is not under the status
        return
    first = page.eval_on_selector(NEXT, "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
    assert 0 <= first[0] and first[1] <= page.evaluate("innerHeight"), (y, first)
    assert abs(first[0] + first[1] - 2 * page.evaluate("innerHeight") / 2) < page.evaluate("innerHeight") / 2 + 2  # centred


def test_back_from_a_table_returns_to_the_games_and_forward_comes_back_at_the_top(browser, site_url):
    """Bugs 3 and 4: a table opened scrolled down (the new-game form's scroll position); Back left the app."""
    context = browser.new_context(**PHONE)
    watched = watch(context, site_url)
    page = watched.page
    watched.open_home(site_url)
    fill_new_game(page, "opera-magna", ["human", "bot-normal"], seed=7)  # the form's own seats
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert scroll_y(page) > 100
    start_new_game(page)
    if page.locator("#privacy").count():
        page.click("[data-action='privacy:']")
    page.wait_for_selector("#table")
    opened_at_top(page)
    link = page.url.split("#", 1)[1]
    page.go_back()
    page.wait_for_selector(HOME)
    assert "#" not in page.url and page.url.startswith(site_url)
    assert page.locator("#continue .saved").count() == 1
    page.go_forward()
    page.wait_for_selector("#table, #privacy")
    assert page.url.split("#", 1)[1] == link
    if page.locator("#privacy").count():
        page.click("[data-action='privacy:']")
    opened_at_top(page)
    page.go_back()
    page.wait_for_selector(HOME)
    assert not watched.console_errors, watched.console_errors
    context.close()


def test_a_link_opened_in_a_fresh_tab_has_the_games_behind_it_and_pass_to_has_a_way_back(browser, site_url):
    """Bugs 4 and 9: Back from a link's table went to about:blank; "Pass to Bruno" had no way back to Games."""
    context = browser.new_context(**PHONE)
    watched = watch(context, site_url)
    page = watched.page
    page.goto(site_url + "#" + link_after("opera-magna", ["Ada", "Bruno"], 5, 12))
    page.wait_for_selector("body.app-ready #privacy", timeout=HOME_TIMEOUT_MS)
    assert page.inner_text("#privacy h1").startswith("Pass to")
    page.click("#privacy [data-action='home:']")
    page.wait_for_selector(HOME)
    page.go_back()  # the table again (its privacy screen)
    page.wait_for_selector("#privacy, #table")
    page.go_back()  # the games list the link was put in front of: still the app
    page.wait_for_selector(HOME)
    assert page.url.startswith(site_url) and "#" not in page.url
    assert not watched.console_errors, watched.console_errors
    context.close()


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_history_opens_in_sight_at_the_newest_entry_and_the_words_fit_the_pointer(browser, site_url, device):
    """Bugs 5 and 9: the log sat 3,500 px down at its oldest entry; Luthier said "tap" on a desktop."""
    context = browser.new_context(**(PHONE if device == "phone" else DESKTOP_1366))
    watched = watch(context, site_url)
    page = watched.page
    open_table(page, site_url, link_after("opera-magna", ["Ada", "Bo"], 5, 60))
    open_history_at_the_newest_entry(page)
    page.click("[data-action='log:']")
    page.click(".om-status [data-action='sel:?']")  # the rules mode's prompt names the gesture
    text = page.inner_text(".om-status")
    assert ("Click any piece" in text) == (device == "desktop") and ("Tap any piece" in text) == (device == "phone")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert not watched.console_errors, watched.console_errors
    context.close()


PHONE_412 = {**PHONE, "viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.625}


VIEWPORTS_14 = {"360x740": PHONE, "412x915": PHONE_412, "1366x768": DESKTOP_1366,
                "1920x1080": {"viewport": {"width": 1920, "height": 1080}}}  # the phones and desktops of issue 14
DOCS = ROOT / "docs" / "screenshots"


@pytest.mark.parametrize("device", list(VIEWPORTS_14))
@pytest.mark.parametrize("game, names", [("opera-magna", ["Ada", "Bo"]), ("luthier", ["Ada"])])
def test_tables_mid_game_fit_every_viewport(browser, site_url, device, game, names):
    """A table mid-game with a piece chosen (its targets highlighted), as the player sees it on each viewport: no
    page that scrolls sideways, no text under 12 CSS px; on a desktop, History opened beside the board overlaps
    nothing (bug 1 at 1920x1080 too) and leaves every text 12 CSS px or more (it shrank Opera Magna's board to 8 px
    words at 1366x768); and a screenshot to look at (dist/e2e-artifacts/phone-first/; with
    UPDATE_SCREENSHOTS=1 also docs/screenshots/<game>-<viewport>.png, the pictures of README.md)."""
    from test_phone_play import history_clear, texts_under_12px  # (that file imports this one)

    context = browser.new_context(**VIEWPORTS_14[device])
    watched = watch(context, site_url)
    page = watched.page
    open_table(page, site_url, link_after(game, names, 9, 40))
    piece = page.locator("#board [data-key][data-action^='sel:']:not([data-action='sel:'])")
    if piece.count():
        steps = page.get_attribute("#table", "data-steps")
        piece.first.click()
        page.wait_for_selector(f"#table[data-steps='{steps}'] #board [data-action='sel:']")  # Cancel: chosen
    assert page.evaluate("document.documentElement.scrollWidth") <= page.evaluate("innerWidth")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{game}-{device}.png"))
    assert texts_under_12px(page) == {}
    if os.environ.get("UPDATE_SCREENSHOTS"):
        DOCS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS / f"{game}-{device}.png"))
    if not VIEWPORTS_14[device].get("has_touch"):  # a desktop: History beside the board, nothing under anything
        page.click("[data-action='log:']")
        page.wait_for_selector("#log")
        page.screenshot(path=str(ARTIFACTS / f"{game}-{device}-history.png"))
        assert history_clear(page) == []
        assert texts_under_12px(page) == {}
    assert not watched.console_errors, watched.console_errors
    context.close()
