"""The narration on the table, in the browser on a phone (360x740) and a desktop: after a bot's turn
"Since your last turn" sums it up and outlines its pieces (Opera Magna and Luthier), "Show" steps to the table after it, the
history reads as the narration grouped by turn, and "last:" says what the last action did."""

from __future__ import annotations

import pytest

from conftest import new_game, watch
from test_app_play import STEP_TIMEOUT_MS, human_turn, live_table, steps, tap_first_action

SHOTS = "/tmp/narrate-shots"


DEVICES = {
    "phone": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2},
    "desktop": {"viewport": {"width": 1366, "height": 768}},
}


@pytest.fixture(params=list(DEVICES))
def narrated_context(request, browser):
    context = browser.new_context(**DEVICES[request.param])
    yield context
    context.close()


def summary_after_robo(page, game: str, seed: int, marker: str) -> str:
    """A game of Ada against Robo (an Easy bot), Ada tapping her first action in the plain list until
    "Since your last turn" sums up a turn of Robo's that says `marker`; its text."""
    new_game(page, game, ["human", "bot-easy"], seed=seed, names=["Ada", "Robo"])
    live_table(page)  # the plain list of actions: the first one is tapped each time
    summary = ""
    for _ in range(40):  # Ada plays until Robo has had a turn and it is Ada's move again
        human_turn(page)
        summary = page.inner_text(".since") if page.locator(".since").count() else ""
        if marker in summary:
            break
        tap_first_action(page)
    assert "Since your last turn" in summary and "Robo:" in summary and marker in summary
    return summary


def test_since_your_last_turn_after_a_bot_and_the_history_narrated(narrated_context, site_url):
    watched = watch(narrated_context, site_url)
    page = watched.page
    watched.open_home(site_url)
    summary_after_robo(page, "opera-magna", 11, "moves a Merchant")  # a whole turn (not only its starting Goods)
    page.click("[data-action='plain:']")  # the board: Robo's pieces are outlined on it
    page.wait_for_selector("#board .om-table")
    assert page.locator("#board .chg").count() > 0
    assert "last:" in page.inner_text(".status")
    page.screenshot(path=f"{SHOTS}-since-{page.viewport_size['width']}.png", full_page=True)

    played = steps(page)
    page.locator(".since .since-show").last.click()
    page.wait_for_selector(".history-bar")
    at = page.inner_text(".history-bar")
    page.click(".history-bar [data-action='hist:next']")  # step through Robo's turn, action by action
    assert "view only" in at and page.inner_text(".history-bar") != at
    page.click("[data-action='hist:present']")
    page.wait_for_selector(".history-bar", state="detached")

    page.click("[data-action='log:']")
    page.wait_for_selector("#log .log-turn")
    log = page.inner_text("#log")
    assert page.locator("#log .log-entry").count() == played
    assert "Robo" in log and "moves a Merchant from their supply to" in log
    # issue 31: Ada reads her own turns in the second person, never by her name ("You gains", "Ada's turn")
    assert "You move a Merchant from your supply to" in log and "Your turn" in log
    assert "Ada" not in log and "You moves" not in log and "You gains" not in log
    assert page.inner_text(".status").startswith("Your turn")
    opening = page.locator("#log .log-turn .log-opening", has_text="Robo's turn").first  # heads Robo's turn
    group = opening.locator("xpath=ancestor::li[contains(@class, 'log-turn')]")
    assert "Robo" in group.locator(".log-who").inner_text() and group.locator(".log-steps > li").first.inner_text() == "Robo's turn"
    opening.scroll_into_view_if_needed()
    group.screenshot(path=f"{SHOTS}-turn-{page.viewport_size['width']}.png")
    page.screenshot(path=f"{SHOTS}-history-{page.viewport_size['width']}.png", full_page=True)
    page.locator("#log").screenshot(path=f"{SHOTS}-log-{page.viewport_size['width']}.png")
    assert not watched.console_errors and not watched.csp_violations()


def test_luthier_since_your_last_turn_outlines_the_bots_pieces(narrated_context, site_url):
    watched = watch(narrated_context, site_url)
    page = watched.page
    watched.open_home(site_url)
    summary = summary_after_robo(page, "luthier", 5, "places a chip face down")
    assert "chip #" not in summary  # Robo's chip is face down: Ada does not see its number
    page.click("[data-action='plain:']")  # the board: what Robo's turn touched is outlined on it
    page.wait_for_selector("#board .lu-table")
    outlined = page.locator("#board .lu-table .chg")
    assert outlined.count() > 0 and outlined.first.is_visible()
    width = page.viewport_size["width"]
    page.locator(".since").scroll_into_view_if_needed()
    page.screenshot(path=f"{SHOTS}-lu-since-{width}.png")
    page.locator("#board .lu-table .lu-loc.chg, #board .lu-table .lu-workshop .chg").first.scroll_into_view_if_needed()
    page.screenshot(path=f"{SHOTS}-lu-outlined-{width}.png")
    page.locator(".since .since-show").last.click()  # step through Robo's turn: each step outlines its pieces
    page.wait_for_selector(".history-bar")
    page.click(".history-bar [data-action='hist:next']")
    page.wait_for_selector("#board .lu-table .chg")
    if page.locator(".history-bar").count():  # a turn of one step: "next" was already the present
        page.click("[data-action='hist:present']")
    page.wait_for_selector(".history-bar", state="detached")
    assert not watched.console_errors and not watched.csp_violations()
