"""Inputs that used to break the app (issue 11), in the browser: a deeply nested text in storage or in an
imported file leaves the app running, the other saves listed and playable, the bad entry exportable and
deletable; 40-character unbroken names do not widen a 360 px page in either game."""

from __future__ import annotations

from conftest import HOME, HOME_TIMEOUT_MS, new_game, watch
from test_app_play import live_table, one_action_played, steps

NESTED = "[" * 20000
LONG_NAMES = ["W" * 40, "M" * 40, "X" * 40, "Q" * 40]
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True}
NOT_A_SAVE = "This is not an Atelier saved game."


def test_a_deeply_nested_stored_entry_leaves_the_app_running_listed_exportable_and_deletable(
        desktop_context, site_url, tmp_path):
    watched = watch(desktop_context, site_url)
    page = watched.page
    one_action_played(watched, site_url)
    page.evaluate("text => { localStorage.setItem('atelier:save:0000deep', text);"
                  " localStorage.setItem('atelier:snapshot', '{\"html\": ' + text); }", NESTED)
    watched.open_home(site_url)  # fails on the error panel: Pyodide's stack used to overflow here

    bad = page.locator("#continue .saved.unreadable")
    assert page.locator("#continue .saved").count() == 2 and bad.count() == 1
    assert bad.locator(".saved-problem").inner_text() == NOT_A_SAVE
    with page.expect_download() as download:
        bad.locator("[data-action^='export:']").click()
    assert download.value.suggested_filename.startswith("atelier-unreadable-")
    download.value.save_as(tmp_path / "bad.json")
    assert (tmp_path / "bad.json").read_text() == NESTED
    bad.locator("[data-action^='delete:']").click()
    page.click("#continue [data-action^='delete-yes:']")
    page.wait_for_function("document.querySelectorAll('#continue .saved').length === 1")

    page.click("#continue .saved-open")  # the other game still plays
    live_table(page)
    assert steps(page) == 1
    assert not page.is_visible("#error")


def test_a_deeply_nested_imported_file_is_refused_and_a_game_file_imported_twice_is_there_once(
        desktop_context, site_url, tmp_path):
    watched = watch(desktop_context, site_url)
    page = watched.page
    one_action_played(watched, site_url)
    page.click("header [data-action='home:']")
    page.wait_for_selector(HOME)
    with page.expect_download() as download:
        page.click("#continue [data-action^='export:']")
    today = page.evaluate("new Date().toISOString().slice(0, 10)")
    assert download.value.suggested_filename == f"atelier-opera-magna-ada-bo-{today}.json"
    exported = tmp_path / "game.json"
    download.value.save_as(exported)

    nested = tmp_path / "nested.json"
    nested.write_text(NESTED)
    page.set_input_files("input[data-import]", str(nested))
    page.wait_for_function("document.querySelector('.message')?.textContent.includes('nested.json')",
                           timeout=HOME_TIMEOUT_MS)
    assert page.inner_text(".message p") == f"nested.json: {NOT_A_SAVE}"
    assert not page.is_visible("#error")

    with_bom = tmp_path / "windows.json"
    with_bom.write_bytes(b"\xef\xbb\xbf" + exported.read_bytes())
    page.set_input_files("input[data-import]", str(with_bom))
    page.wait_for_function("document.querySelector('.message')?.textContent.includes('windows.json')")
    assert page.inner_text(".message p") == "windows.json: this Opera Magna game is already in your saved games."
    assert page.locator("#continue .saved").count() == 1
    page.click("#continue .saved-open")
    live_table(page)
    assert steps(page) == 1


def page_width(page) -> dict:
    return page.evaluate("({scroll: document.documentElement.scrollWidth, inner: innerWidth})")


def test_forty_character_unbroken_names_do_not_widen_a_phone_page_in_either_game(browser, site_url):
    context = browser.new_context(**PHONE)
    try:
        watched = watch(context, site_url)
        page = watched.page
        for game, count in (("opera-magna", 2), ("luthier", 4)):
            watched.open_home(site_url)
            new_game(page, game, ["human"] * count, seed=3, names=LONG_NAMES[:count])
            if page.locator("#privacy").count():
                page.click("[data-action='privacy:']")
            page.wait_for_selector("body:not(.waking) #table", timeout=HOME_TIMEOUT_MS)
            width = page_width(page)
            assert width["scroll"] <= width["inner"] == 360, (game, width)
            if game == "opera-magna":  # the shortened SVG name keeps the whole name as tooltip and label
                name = page.locator("text.player-name").first
                shown = name.text_content().removesuffix(LONG_NAMES[0])  # what is drawn, then its <title>
                assert shown.startswith("WWWWWWWW") and shown.endswith("\u2026") and len(shown) < 20
                assert name.locator("title").text_content() == LONG_NAMES[0]
                labels = page.locator("svg.om-shop").evaluate_all("boards => boards.map(b => b.getAttribute('aria-label'))")
                assert labels[0] == "Your Shop Board"  # the reader's own; the other's keeps the whole long name
                assert f"{LONG_NAMES[1]}'s Shop Board" in labels[1:], labels
            else:
                assert page.locator(f".orchestra thead th[title='{LONG_NAMES[0]}']").inner_text() == LONG_NAMES[0]
            page.click("header [data-action='home:']")
            page.wait_for_selector(HOME)
    finally:
        context.close()
