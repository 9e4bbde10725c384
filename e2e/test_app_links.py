"""Share links through the browser: share, open in a fresh browser, play on and share back; a bad link
gets a clear message and loses nothing; a game in play reloads offline."""

from __future__ import annotations

from conftest import HOME, HOME_TIMEOUT_MS, VIEWPORTS, new_game, watch
from test_app_play import SCREEN, live_table, one_action_played, steps


def play_until_privacy(page, limit: int = 60) -> None:
    """Tap the first action until the table must pass to the other player."""
    for _ in range(limit):
        screen = page.evaluate(SCREEN)
        if screen == "privacy":
            return
        page.click("#board .action >> nth=0")
    raise AssertionError("the turn never passed")


def shared_link(page) -> str:
    page.click(".table-top [data-action='share:']")
    page.wait_for_selector(".share-url")
    return page.input_value(".share-url")


def test_share_a_link_open_it_in_a_fresh_browser_play_on_and_share_back(device_context, browser, site_url):
    watched = watch(device_context, site_url)
    page = watched.page
    watched.open_home(site_url)
    new_game(page, "opera-magna", ["human", "human"], seed=3, names=["Ada", "Bo"])
    live_table(page)
    play_until_privacy(page)
    page.click("[data-action='privacy:']")
    sent = steps(page)
    link = shared_link(page)
    assert link.startswith(site_url + "#1") and len(link) - len(site_url) <= 2000

    friend_context = browser.new_context(**VIEWPORTS["desktop"])
    friend = watch(friend_context, site_url)
    friend.page.goto(link)
    live_table(friend.page)
    assert steps(friend.page) == sent
    assert friend.page.inner_text(".status").startswith("Your turn")  # Bo reads his own turn in the second person
    friend.page.click("#board .action >> nth=0")
    assert steps(friend.page) == sent + 1
    reply = shared_link(friend.page)
    assert friend.console_errors == []
    friend_context.close()

    # The reply lands in the same saved game: opened in the page that shared it first.
    page.goto(reply)
    page.wait_for_function(f"document.querySelector('#table, #privacy') && "
                           f"(document.querySelector('#privacy') || document.querySelector('#table').dataset.steps == {sent + 1})",
                           timeout=HOME_TIMEOUT_MS)
    live_table(page)
    assert steps(page) == sent + 1
    page.click("[data-action='home:']")
    assert page.locator("#continue .saved").count() == 1
    assert watched.console_errors == []


def test_a_damaged_link_gets_a_clear_message_and_the_saved_games_stay_export_and_import(
        desktop_context, site_url, tmp_path):
    watched = watch(desktop_context, site_url)
    page = watched.page
    one_action_played(watched, site_url)
    good = shared_link(page)
    damaged = good[:-6] + ("AAAAAA" if not good.endswith("AAAAAA") else "BBBBBB")

    other = desktop_context.new_page()
    other.goto(damaged)
    other.wait_for_selector(HOME, timeout=HOME_TIMEOUT_MS)
    assert "damaged" in other.inner_text(".message") and "untouched" in other.inner_text(".message")
    assert other.locator("#continue .saved").count() == 1
    assert "#" not in other.url
    other.goto(site_url + "#9" + "x" * 20)
    other.wait_for_selector(HOME, timeout=HOME_TIMEOUT_MS)
    assert "newer version" in other.inner_text(".message")
    assert other.locator("#continue .saved").count() == 1

    # Export the game to a file, delete it, import it back; a file that is not a save is refused.
    with other.expect_download() as download:
        other.click("#continue [data-action^='export:']")
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    other.click("#continue [data-action^='delete:']")
    other.click("#continue [data-action^='delete-yes:']")
    assert other.locator("#continue .saved").count() == 0
    other.set_input_files("input[data-import]", str(saved))
    other.wait_for_selector("#continue .saved")
    assert "Imported Opera Magna" in other.inner_text(".message")
    not_a_save = tmp_path / "notes.json"
    not_a_save.write_text('{"hello": 1}')
    other.set_input_files("input[data-import]", str(not_a_save))
    other.wait_for_function("document.querySelector('.message')?.textContent.includes('notes.json')")
    assert "not an Atelier saved game" in other.inner_text(".message")
    other.click("#continue .saved-open")
    live_table(other)
    assert steps(other) == 1


def test_a_game_in_play_reloads_offline(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    page = watched.page
    watched.open_home(site_url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    new_game(page, "opera-magna", ["human", "bot-easy"], seed=5, names=["Ada", "Robo"])
    live_table(page)
    page.wait_for_selector("#board .action", timeout=20_000)
    page.click("#board .action >> nth=0")
    page.wait_for_selector("#board .action", timeout=20_000)
    played = steps(page)

    desktop_context.set_offline(True)
    page.reload()
    live_table(page)
    assert steps(page) == played
    page.wait_for_selector("#board .action", timeout=20_000)
    page.click("#board .action >> nth=0")
    assert steps(page) >= played + 1
    assert watched.foreign_requests() == []
