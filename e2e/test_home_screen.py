"""The page starts Python and shows the home screen, on a desktop and on a phone, all from our own server,
under the Content-Security-Policy of netlify.toml."""

import json

from conftest import HOME_TIMEOUT_MS, watch
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
    # and the worker Python runs in, which PyScript starts from a blob: URL of this page (web/boot.js)
    assert all(url.startswith((site_url, f"blob:{site_url.rstrip('/')}/")) for url in watched.requests)


def test_the_home_screen_is_in_the_page_before_python(desktop_context, site_url):
    """index.html holds the home screen drawn at build time (app.firstscreen): it shows with Python held back."""
    watched = watch(desktop_context, site_url)
    watched.page.route("**/pyodide.asm.wasm", lambda route: None)
    watched.page.goto(site_url, wait_until="domcontentloaded")
    page = watched.page
    assert page.is_visible(".prerendered #home")
    assert page.locator("#home .game .game-name").all_inner_texts() == ["Opera Magna", "Luthier"]
    assert "Looking for your saved games" in page.inner_text("#continue")
    assert not page.is_visible("#loading")


def test_with_a_game_link_the_loading_screen_shows_before_python_not_the_home_screen(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    watched.page.route("**/pyodide.asm.wasm", lambda route: None)
    watched.page.goto(site_url + "#some-game-link", wait_until="domcontentloaded")
    assert watched.page.is_visible("#loading")
    assert not watched.page.is_visible(".prerendered #home")
    steps = watched.page.locator("#loading [data-step]").all_inner_texts()
    assert steps == ["Downloading Python", "Starting Python", "Loading the rules"]


def test_a_tap_made_while_python_is_still_starting_is_kept_and_played(browser, site_url):
    """A tap on the pre-drawn home screen, before Python has even downloaded, is kept by web/early.js
    and played once the app is ready: Play Luthier opens the new-game form with Luthier chosen."""
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    watched = watch(context, site_url)
    page = watched.page
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(site_url, wait_until="domcontentloaded")
    page.click("[data-game='luthier'] [data-action='new:luthier']")
    assert page.is_visible(".tap-kept-note")
    for _ in range(300):  # Python's worker asks for the interpreter a moment after the page's own scripts
        if held:
            break
        page.wait_for_timeout(100)
    assert held and page.locator("#newgame").count() == 0  # Python not there yet: the tap is only kept
    for route in held:
        route.continue_()
    page.wait_for_selector("body.app-ready #newgame", timeout=HOME_TIMEOUT_MS)
    assert page.get_attribute("[data-action='ng-game:luthier']", "aria-pressed") == "true"
    assert not page.is_visible(".tap-kept-note")
    assert watched.console_errors == []
    assert watched.csp_violations() == []
    context.close()


def test_a_click_on_a_game_shows_the_help_of_its_options(desktop_context, site_url):
    watched = watch(desktop_context, site_url)
    watched.open_home(site_url)
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


def save_of_a_fresh_game() -> str:
    """The save text of a new 2-player Opera Magna game, as the app stores it."""
    from pycore.engine.match import make_seat, new_match, replay
    from pycore.engine.save import save_text

    match = new_match("opera-magna", [make_seat("Ada"), make_seat("Bo")], 5)
    return save_text(match, replay(match), last_played="2026-11-29T20:00:00+00:00")


def test_the_home_screen_comes_first_and_a_click_made_before_the_app_has_loaded_is_kept(browser, site_url):
    """web/app/first.py draws the home screen before pydantic loads: with pydantic held back, the home
    screen is there, the saved games say they are loading, and a click on New game is handled once the
    app has loaded. (No service worker: it would answer before the route could hold the download.)"""
    context = browser.new_context(service_workers="block")
    context.add_init_script(f"localStorage.setItem('atelier:save:0000000000001234', {json.dumps(save_of_a_fresh_game())})")
    watched = watch(context, site_url)
    page = watched.page
    held = []
    page.route("**/pydantic_core-*.whl", lambda route: held.append(route))
    page.goto(site_url)
    page.wait_for_selector("#app > #home", timeout=HOME_TIMEOUT_MS)  # drawn by Python, not the pre-drawn one
    assert "app-ready" not in (page.get_attribute("body", "class") or "")
    assert "Loading 1 saved game" in page.inner_text("#continue")
    page.click("[data-action='new:']")
    page.wait_for_timeout(300)
    assert page.locator("[data-action='ng-start:']").count() == 0 and held  # still loading: the click is kept
    for route in held:
        route.continue_()
    page.wait_for_selector("body.app-ready [data-action='ng-start:']", timeout=HOME_TIMEOUT_MS)
    page.click("[data-action='home:']")
    assert page.locator("#continue .saved").count() == 1
    assert watched.console_errors == []
    context.close()


def test_a_failure_to_load_the_rest_of_the_app_shows_the_error_panel(browser, site_url):
    context = browser.new_context(service_workers="block")
    watched = watch(context, site_url)
    watched.page.route("**/pydantic_core-*.whl", lambda route: route.abort())
    watched.page.goto(site_url)
    watched.page.wait_for_selector("#error:not([hidden])", timeout=HOME_TIMEOUT_MS)
    assert "pydantic" in watched.page.inner_text("#error-text").lower()
    context.close()


def test_a_visit_logs_no_warning_about_preloaded_files_not_used(device_context, site_url):
    """Issue 31, item 12: with Python in its worker the page never read the files it preloads for it, and
    Chromium warned of each (9 warnings a visit) a few seconds after the load event."""
    watched = watch(device_context, site_url)
    page = watched.page
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    watched.open_home(site_url)
    assert page.evaluate("document.querySelector('script[type=\"py\"]').hasAttribute('worker')")
    page.evaluate("new Promise(done => setTimeout(done, 5000))")  # Chromium says it 3 s after the load event
    assert [w for w in warnings if "preload" in w] == []
    assert watched.console_errors == []
