"""The table by keyboard (issue 31, item 10): after every Enter the focus went back to the page's top (the table is
drawn anew), so each action cost 8 to 10 Tabs, and the arrow keys did nothing on the board. Now the focus stays on
the table, on its next targets, and the arrow keys move between the current targets."""

from __future__ import annotations

import pytest
from conftest import HOME_TIMEOUT_MS, watch
from test_phone_first import DESKTOP_1366, link_after

FOCUSED = ("(() => { const e = document.activeElement;"
           " return e && e !== document.body ? [e.dataset.action || '', !!e.closest('#board')] : null; })()")


def steps(page) -> int:
    return int(page.get_attribute("#table", "data-steps"))


@pytest.mark.parametrize("game, names", [("opera-magna", ["Ada", "Bo"]), ("luthier", ["Ada", "Bo"])])
def test_after_each_enter_the_focus_stays_on_the_tables_next_targets_and_arrows_move_among_them(browser, site_url, game, names):
    context = browser.new_context(**DESKTOP_1366)
    watched = watch(context, site_url)
    page = watched.page
    page.goto(site_url + "#" + link_after(game, names, 9, 30))
    page.wait_for_selector("body.app-ready #table, body.app-ready #privacy", timeout=HOME_TIMEOUT_MS)
    page.keyboard.press("Tab")  # a keyboard from the start: the privacy screen's button, or the table's first tool
    while page.locator("#privacy").count():
        page.focus("[data-action='privacy:']")
        page.keyboard.press("Enter")
        assert page.evaluate(FOCUSED) is not None  # not back to the page
    targets = "#board button[data-action]:not([disabled]), #board [role='button'][data-action][tabindex]"
    if not (page.evaluate(FOCUSED) or ["", False])[1]:  # the player Tabs to the board once
        page.focus("#board [data-action^='act:'], #board [data-action^='sel:']:not([data-action='sel:']):not([data-action^='sel:?'])")
    played = steps(page)
    for _ in range(12):
        first = page.evaluate(FOCUSED)
        assert first is not None and first[1], "the focus left the board"
        page.keyboard.press("ArrowRight")
        moved = page.evaluate(FOCUSED)
        assert moved is not None and moved[1]
        if page.locator(targets).count() > 1:
            assert moved[0] != first[0] or page.evaluate(
                f"[...document.querySelectorAll(\"{targets}\")].indexOf(document.activeElement)") > 0
        page.keyboard.press("ArrowLeft")
        assert page.evaluate(FOCUSED) == first
        if not first[0].startswith(("act:", "sel:")) or first[0] in ("sel:",) or first[0].startswith("sel:?"):
            break
        page.keyboard.press("Enter")
        after = page.evaluate(FOCUSED)
        assert after is not None, "the focus went back to the page's top"
        if page.locator("#privacy").count():  # played: the device passes to Bo, and the focus to his button
            assert after == ["privacy:", False]
            played = -1
            break
        if steps(page) > played:
            break
    assert played == -1 or steps(page) > played, "no action taken by keyboard"
    assert watched.console_errors == []
    context.close()
