"""The page starts Python and shows the home screen, on a desktop and on a phone, all from our own server,
under the Content-Security-Policy of netlify.toml."""

from conftest import watch
from test_headers import netlify_csp


def test_home_screen_lists_both_games_and_the_version(device_context, site_url):
    watched = watch(device_context, site_url)
    response = watched.page.goto(site_url)
    assert response.headers["content-security-policy"] == netlify_csp()
    watched.wait_for_home()
    page = watched.page

    games = page.locator("#home .game")
    assert games.count() == 2
    assert games.nth(0).locator(".game-name").inner_text() == "Opera Magna"
    assert games.nth(1).locator(".game-name").inner_text() == "Luthier"
    for index in range(2):
        assert games.nth(index).locator(".game-players").inner_text() == "1\u20134 players"
    version = page.inner_text(".version")
    assert version and version[0].isdigit()
    assert page.locator("#loading").count() == 0

    assert watched.console_errors == []
    assert watched.csp_violations() == []
    assert watched.foreign_requests() == []
    assert all(url.startswith(site_url) for url in watched.requests)


def test_loading_screen_is_in_the_page_before_python(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    # Hold Python back: the loading screen is plain HTML and must show at once.
    watched.page.route("**/pyodide.asm.wasm", lambda route: None)
    watched.page.goto(site_url, wait_until="domcontentloaded")
    assert watched.page.is_visible("#loading")
    steps = watched.page.locator("#loading [data-step]").all_inner_texts()
    assert steps == ["Downloading Python", "Starting Python", "Loading the rules"]


def test_a_click_on_a_game_shows_the_help_of_its_options(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    watched.page.goto(site_url)
    watched.wait_for_home()
    head = watched.page.locator('[data-game="opera-magna"] .game-head')
    assert head.get_attribute("aria-expanded") == "false"
    assert watched.page.locator('[data-game="opera-magna"] .option-help').count() == 0
    head.click()
    head = watched.page.locator('[data-game="opera-magna"] .game-head')
    assert head.get_attribute("aria-expanded") == "true"
    assert "Eagle" in watched.page.inner_text('[data-game="opera-magna"] .option-help')
    assert watched.console_errors == []


def test_a_python_error_shows_a_readable_panel_not_a_blank_page(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    watched.page.route("**/main.py", lambda route: route.fulfill(
        body="raise RuntimeError('injected start-up failure')\n", content_type="text/plain"))
    watched.page.goto(site_url)
    watched.page.wait_for_selector("#error:not([hidden])", timeout=90_000)
    text = watched.page.inner_text("#error-text")
    assert "RuntimeError" in text and "injected start-up failure" in text
    assert watched.page.is_visible("#error-reload")
    assert not watched.page.is_visible("#loading")
