"""The whole app in each browser engine (Chromium, Firefox, WebKit): home, a new game with a bot, taps on
the table's SVG pieces, then a reload with the server stopped that resumes at the same step (the service
worker alone starts the app) and the saved game listed at home. In every phase nothing may go wrong on the page: no console error, no uncaught
error, no CSP violation (tools/engines.py watches them alike in every engine), and nothing scrolls sideways.
In WebKit and Firefox the page never freezes while Python starts and while a Hard bot thinks (Python in its
worker; the page's thread never stalls for a second, where Python on it stalls it for many).

Each engine is a fresh browser with an empty profile. An engine that cannot be installed on this machine
is skipped with the reason (make test installs them: tools/ensure_browsers.sh).
"""

from __future__ import annotations

import os
import threading
import time

import pytest
from conftest import SITE
from test_headers import netlify_csp

from engines import ENGINES, missing, open_page, stalls, watched, watched_server

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


THINKING = "/is thinking/.test(document.querySelector('#table .status')?.textContent ?? '')"
# Counts the tables drawn while a bot thinks (each slice of its search may redraw): the test sees a bot think even
# when it thinks between two of its polls.
COUNT_THINKING = f"""(() => {{ window.__thinking = 0;
  new MutationObserver(() => {{ if ({THINKING}) window.__thinking++; }})
    .observe(document.getElementById("app"), {{ childList: true, subtree: true, characterData: true }});
  return 1; }})()"""
# What the player may tap next on Luthier's board (its choices are buttons, Opera Magna's SVG pieces).
CHOICE = ("#board [data-action^='act:'], "
          "#board [data-action^='sel:']:not([aria-pressed='true']):not([data-action='sel:'])")
BOT_TIMEOUT_S = 240  # a Hard bot's move in WebKit on a busy machine


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
    server, url = serve_site()
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


def serve_site():
    """The built site on the watched local server, serving in a thread: the server and its URL."""
    if not (SITE / "index.html").exists():
        pytest.exit("No site in dist/site: run `make site` first (make test does).", returncode=1)
    server = watched_server(SITE)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def freezes(engine: str, chromium=None) -> dict:
    """The page thread's stalls (tools/engines.py's STALLS_JS) from its first frame to the home screen drawn by Python,
    then while a Hard bot thinks in a 2-player Luthier against a player who taps the board's choices; whether
    Python ran in its worker; what went wrong on the page."""
    server, url = serve_site()
    page = open_page(engine, WIDTH, HEIGHT, chromium)
    try:
        page.goto(url)
        wait_for(page, HOME, START_TIMEOUT_S, "home screen")
        record = {"worker": page.evaluate("crossOriginIsolated && !!document.querySelector('script[type=py][worker]')"),
                  "start": stalls(page)}

        tap(page, "header [data-action='new:']")
        wait_for(page, "document.querySelector('#newgame')", STEP_TIMEOUT_S, "new-game form")
        tap(page, "[data-action='ng-game:luthier']")
        wait_for(page, "document.querySelector('[data-action=\"ng-game:luthier\"][aria-pressed=true]')",
                 STEP_TIMEOUT_S, "Luthier chosen")
        tap(page, "[data-action='bot-speed:instant']")
        wait_for(page, "document.querySelector('[data-action=\"bot-speed:instant\"][aria-pressed=true]')",
                 STEP_TIMEOUT_S, "bot speed Instant")
        page.evaluate("document.querySelector('select[name=kind-1]').value = 'bot-hard'")
        tap(page, "[data-action='ng-start:']")
        wait_for(page, LIVE_TABLE, STEP_TIMEOUT_S, "table")
        page.evaluate(COUNT_THINKING)
        stalls(page)  # from here on: the player's turns and the bot's

        for _ in range(12):  # the player's taps until the bot has thought once, then the player's turn again
            wait_for(page, f"!({THINKING}) && document.querySelector({CHOICE!r})", BOT_TIMEOUT_S, "your turn")
            if page.evaluate("window.__thinking") > 0:
                break
            tap(page, CHOICE)
            wait_for(page, "!window.__tapped.isConnected", STEP_TIMEOUT_S, "table drawn after the tap")
        record["thinking_tables"] = page.evaluate("window.__thinking")
        record["bot"] = stalls(page)
        record["watched"] = watched(page)
        return record
    finally:
        page.close()
        server.shutdown()
        server.server_close()


# The test guards where Python runs, not the figure: Python's start on the page's thread stalls it 10 to 25 s,
# while WebKitGTK's own layout of a table, on a machine whose cores are taken by other work, swings from 3-10 ms
# to 230-300 ms now and then (Firefox's at the same moment: at most 32 ms; measured 2026-12-02, load 6.3 on 2
# cores). So a second, whatever the machine's load; the 200 ms goal is measured by `make bench-engines`
# (docs/performance.md), where the stall record gave 18 ms in WebKit with Python in its worker.
WORKER_STALL_BOUND_MS = 1000


@pytest.mark.parametrize("without_long_tasks", ["firefox", "webkit"])
def test_the_page_never_freezes_while_python_starts_and_while_a_hard_bot_thinks(without_long_tasks):
    """Issue 16's goal 2 in the engines without a 'longtask' observer (Chromium's is e2e/test_never_freezes.py,
    from the browser's own record): Python in its worker (in WebKit as in Safari, tools/engines.py), and the
    page's thread never busy over 200 ms at a time (a timer due every 50 ms never late by more) from the page's
    first frame (before it the engine parses and paints the page, a stall of its own: tools/engines.py) to
    the home screen drawn by Python, nor while a Hard bot thinks: never over a second (WORKER_STALL_BOUND_MS),
    where Python on the page's thread stalls it for seconds. `pytest -s` prints the figures, the gaps between
    frames too (not asserted: they include the browser's own painting, which the app does not hold)."""
    engine = without_long_tasks
    reason = missing(engine)
    if reason:
        pytest.skip(f"{engine} cannot run here: {reason}")
    record = freezes(engine)
    limit = WORKER_STALL_BOUND_MS
    print(f"\n{engine} (load average {os.getloadavg()[0]:.1f}): {record}")
    assert record["worker"]
    assert record["thinking_tables"] > 0, "the bot never thought: nothing measured"
    for phase, what in (("start", "while Python starts"), ("bot", "while the bot thinks")):
        longest = record[phase]["timer"]["longest"]
        assert longest <= limit, (
            f"the page's thread busy {longest} ms {what}, over {limit} ms ([since navigation, ms]): {record[phase]}")
    assert record["watched"] == []


def test_a_link_signed_in_one_browser_is_verified_in_another(engine, chromium):
    """Play at a distance in each engine (WebCrypto's Ed25519 or P-256 through the app): a link of a game whose seat
    to move is open (signed in CPython by the other players' keys) is verified on opening; this browser takes the
    seat, which signs the whole log with its own key; the link it then holds opens in a second, fresh browser (a
    second device), where every signature, this browser's included, verifies: that device watches the game."""
    from bench_signing import invited_link

    link, seat = invited_link("luthier", 2, 3)
    server, url = serve_site()
    first = open_page(engine, WIDTH, HEIGHT, chromium)
    second = None
    try:
        first.goto(url + "#" + link)
        claim = f"document.querySelector(\"[data-action='claim:{seat}']\")"
        wait_for(first, claim, START_TIMEOUT_S, "invitation to take the seat (the link verified)")
        first.evaluate(f"({claim}.click(), 1)")
        wait_for(first, "performance.getEntriesByName('atelier:sign-end').length", STEP_TIMEOUT_S, "signature")
        signed = first.evaluate("location.hash.slice(1)")
        assert signed != link and signed.startswith("2")
        assert watched(first) == []
        second = open_page(engine, WIDTH, HEIGHT, chromium)
        second.goto(url + "#" + signed)
        wait_for(second, "document.querySelector('body.app-ready:not(.waking) #table .spectator')", START_TIMEOUT_S,
                 "the signed game opened as a spectator's")
        assert second.evaluate("performance.getEntriesByName('atelier:verify-end').length") == 1
        assert watched(second) == []
    finally:
        first.close()
        if second is not None:
            second.close()
        server.shutdown()
        server.server_close()
