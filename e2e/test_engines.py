"""The whole app in each browser engine (Chromium, Firefox, WebKit): home, a new game with a bot, taps on
the table's SVG pieces, then a reload with the server stopped that resumes at the same step (the service
worker alone starts the app) and the saved game listed at home. In every phase nothing may go wrong on the page: no console error, no uncaught
error, no CSP violation (tools/engines.py watches them alike in every engine), and nothing scrolls sideways.

Each engine is a fresh browser with an empty profile. An engine that cannot be installed on this machine
is skipped with the reason (make test installs them: tools/ensure_browsers.sh).
"""

from __future__ import annotations

import threading
import time

import pytest
from conftest import SITE
from test_headers import netlify_csp

from engines import ENGINES, missing, open_page, watched, watched_server

WIDTH, HEIGHT = 1280, 800
START_TIMEOUT_S = 150  # WebKit's cold start on a busy 2-core machine
STEP_TIMEOUT_S = 30
TAPS = 4
HOME = "document.querySelector('body.app-ready #home')"
LIVE_TABLE = "document.querySelector('body.app-ready:not(.waking) #table')"
ERROR_PANEL = "document.querySelector('#error:not([hidden])')?.innerText"
# A piece of the table that plays or chooses something now (not a rules tip, not the chosen one again).
PIECE = ("#board svg g[data-action^='act:'], "
         "#board svg g[data-action^='sel:']:not([aria-pressed='true']):not([data-action='sel:'])")
OVERFLOW = "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"


def wait_for(page, expression: str, timeout_s: float, what: str) -> None:
    """Poll `expression` until it is truthy; fail at once on the app's error panel."""
    deadline = time.monotonic() + timeout_s
    while True:
        if page.evaluate(f"!!({expression})"):
            return
        error = page.evaluate(ERROR_PANEL)
        if error:
            pytest.fail(f"the error panel instead of {what}:\n{error}")
        if time.monotonic() > deadline:
            pytest.fail(f"no {what} after {timeout_s} s")
        time.sleep(0.1)


def tap(page, selector: str) -> None:
    """A real pointer click at the centre of the first element matching `selector`, scrolled into view.
    The element is remembered (window.__tapped) to see when the app draws it anew."""
    x, y = page.evaluate(f"""(() => {{
        const element = document.querySelector({selector!r});
        element.scrollIntoView({{block: "center", inline: "center"}});
        window.__tapped = element;
        const box = element.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
    }})()""")
    page.click(x, y)


def no_sideways_overflow(page, where: str) -> None:
    width, inner = page.evaluate(OVERFLOW)
    assert width <= inner, f"{where}: the page scrolls sideways ({width} px wide, {inner} px visible)"


def steps(page) -> int:
    return int(page.evaluate("document.querySelector('#table').dataset.steps"))


@pytest.fixture(params=ENGINES)
def engine(request):
    reason = missing(request.param)
    if reason:
        pytest.skip(f"{request.param} cannot run here: {reason}")
    return request.param


@pytest.fixture
def chromium(request, engine):
    """pytest-playwright's Chromium for Chromium's page (Playwright already runs in this thread), else None."""
    return request.getfixturevalue("browser") if engine == "chromium" else None


def test_home_new_game_with_a_bot_taps_then_reload_offline_at_the_same_step(engine, chromium):
    if not (SITE / "index.html").exists():
        pytest.exit("No site in dist/site: run `make site` first (make test does).", returncode=1)
    server = watched_server(SITE)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % server.server_address[1]
    page = open_page(engine, WIDTH, HEIGHT, chromium)
    try:
        page.goto(url)
        wait_for(page, HOME, START_TIMEOUT_S, "home screen")
        assert page.evaluate("document.querySelectorAll('#home .game').length") == 2
        # The same policy reaches every engine (that each enforces it: the watch's check at the end).
        assert page.evaluate("fetch(location.href).then(r => r.headers.get('content-security-policy'))") == netlify_csp()
        no_sideways_overflow(page, "home")
        assert watched(page) == []

        # A new game as the form offers it: you and a bot, played by taps on the SVG pieces.
        tap(page, "header [data-action='new:']")
        wait_for(page, "document.querySelector('#newgame')", STEP_TIMEOUT_S, "new-game form")
        assert page.evaluate("document.querySelector('select[name=kind-1]').value").startswith("bot-")
        tap(page, "[data-action='ng-start:']")
        wait_for(page, LIVE_TABLE, STEP_TIMEOUT_S, "table")
        assert "BOT" in page.evaluate("document.querySelector('.players').innerText").upper()
        for _ in range(TAPS):
            wait_for(page, f"document.querySelector({PIECE!r})", STEP_TIMEOUT_S, "piece to tap")
            tap(page, PIECE)
            wait_for(page, "!window.__tapped.isConnected", STEP_TIMEOUT_S, "table drawn after the tap")
        wait_for(page, f"document.querySelector({PIECE!r})", STEP_TIMEOUT_S, "your turn after the bot's")
        played = steps(page)
        assert played >= 1
        no_sideways_overflow(page, "table")
        assert watched(page) == []

        # The server stopped, a reload: the service worker alone starts the app, at the same step of the
        # same game (one cold start less than reloading online first: WebKit's take about a minute here).
        wait_for(page, "navigator.serviceWorker.controller", START_TIMEOUT_S, "service worker in control")
        server.shutdown()
        server.server_close()
        page.reload()
        wait_for(page, LIVE_TABLE, START_TIMEOUT_S, "table after reload offline")
        assert steps(page) == played
        tap(page, "[data-action='home:']")
        wait_for(page, "document.querySelector('#continue .saved-open')", STEP_TIMEOUT_S, "saved game listed offline")
        no_sideways_overflow(page, "home offline")
        assert watched(page) == []

        # What the test relies on: the watch sees a blocked image of another host and a console error.
        page.evaluate("(document.body.append(Object.assign(document.createElement('img'),"
                      " {src: 'http://example.invalid/x.png'})), console.error('watch test'), 1)")
        wait_for(page, "__watched.some(w => w.startsWith('CSP img-src'))", STEP_TIMEOUT_S, "CSP violation seen")
        assert any(entry.startswith("console.error watch test") for entry in watched(page))
    finally:
        page.close()
        server.server_close()
