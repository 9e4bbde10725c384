"""A game shared under an earlier rules version opens in the browser and plays on under it (issue 15,
`pycore/engine/versions.py`): the link made by CPython for Opera Magna `om-4` or Luthier `lu-2` is replayed in
Pyodide, the player's tap is played, and the saved game and the address bar's link stay of that version."""

from __future__ import annotations

import os

import pytest
from conftest import watch
from test_app_play import live_table, steps

from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import make_seat, new_match

SHOTS = os.environ.get("ATELIER_SHOTS")  # a folder: screenshots of the table, to look at


@pytest.mark.parametrize("game_id,version,players", [("opera-magna", "om-4", 3), ("luthier", "lu-2", 2)])
def test_an_older_rules_version_link_opens_and_plays_on_in_the_browser(game_id, version, players, device_context,
                                                                        site_url, request):
    seats = [make_seat("Ada")] + [make_seat(name, "bot", "normal") for name in ("Bo", "Cy")[:players - 1]]
    match = new_match(game_id, seats, 5, None, version)
    watched = watch(device_context, site_url)
    page = watched.page
    page.goto(site_url + "#" + encode_link(match))
    live_table(page)
    assert steps(page) == 0
    page.click("#board .action >> nth=0")
    page.wait_for_function("document.querySelector('#table') && document.querySelector('#table').dataset.steps >= 1")
    played = decode_link(page.url)[0]
    assert played.rules_version == version and len(played.log) >= 1
    if SHOTS:
        page.click("[data-action='plain:']")  # back to the board view
        page.wait_for_selector("#board")
        page.screenshot(path=f"{SHOTS}/{version}-table-{request.node.callspec.id}.png")
    page.click("[data-action='home:']")
    page.wait_for_selector("#continue .saved")
    assert page.locator("#continue .saved [data-action^='open:']").count() == 1  # to continue, not refused
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{version}-saved-{request.node.callspec.id}.png")
    assert watched.console_errors == [] and watched.csp_violations() == []
