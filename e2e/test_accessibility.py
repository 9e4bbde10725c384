"""axe-core (pinned, from axe-playwright-python) on every screen of the app as a player reaches it, on a 360x740
touch phone and at 1366x768 (issue 31, item 11): the home screen, the new-game form, both games' how-to
screens, both tables mid-game (a piece chosen, then History open), the hot-seat "Pass to" screen and both end
screens, a table against bots. No serious or critical finding, and every screen has its one top heading (axe's page-has-heading-one)
and no empty table header (empty-table-header), which axe ranks lower."""

from __future__ import annotations

import pytest
from conftest import HOME_TIMEOUT_MS, fill_new_game, start_new_game, watch
from test_phone_first import DESKTOP_1366, PHONE, link_after, open_table

ALSO = ("page-has-heading-one", "empty-table-header")  # ranked "moderate"/"minor" by axe, wanted all the same


def findings(page, screen: str) -> list[tuple]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    return [(screen, v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in results.response["violations"] if v["impact"] in ("serious", "critical") or v["id"] in ALSO]


def choose_a_piece(page) -> None:
    piece = page.locator("#board [data-key][data-action^='sel:']:not([data-action='sel:'])")
    if piece.count():
        piece.first.click()


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_no_serious_accessibility_finding_on_any_screen(browser, site_url, device):
    context = browser.new_context(**(PHONE if device == "phone" else DESKTOP_1366))
    watched = watch(context, site_url)
    page = watched.page
    found = []
    watched.open_home(site_url)
    found += findings(page, "home")
    fill_new_game(page, "luthier", ["human", "bot-easy", "bot-easy"], seed=3)
    found += findings(page, "new game")
    start_new_game(page)
    found += findings(page, "luthier table against bots")  # the seats' "bot" badges
    for game in ("opera-magna", "luthier"):
        watched.open_home(site_url)
        page.click(f"[data-action='howto:{game}:0']")
        page.wait_for_selector(".howto-screen")
        found += findings(page, f"{game} how-to 1")
        page.click(".howto-nav .primary")
        found += findings(page, f"{game} how-to 2")
    for game, names in (("opera-magna", ["Ada", "Bo"]), ("luthier", ["Ada", "Bo", "Cy"])):
        open_table(page, site_url, link_after(game, names, 9, 40))
        found += findings(page, f"{game} table")
        choose_a_piece(page)
        found += findings(page, f"{game} table, a piece chosen")
        page.click("[data-action='log:']")
        page.wait_for_selector("#log")
        found += findings(page, f"{game} history")
        page.goto(site_url + "#" + link_after(game, names, 4, 12))
        page.wait_for_selector("body.app-ready #privacy", timeout=HOME_TIMEOUT_MS)
        found += findings(page, f"{game} pass to")
        open_table(page, site_url, link_after(game, names, 9, None))
        page.wait_for_selector("#end")
        found += findings(page, f"{game} end")
    assert found == [], "\n".join(map(str, found))
    assert watched.console_errors == []
    context.close()
