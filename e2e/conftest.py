"""Browser tests against the built site (dist/site), served by tools/serve.py with netlify.toml's headers.

Playwright cannot download browsers here: the tests launch Debian's Chromium (CHROMIUM overrides).
Every test page records its console errors, page errors, CSP violations and requests, so that a
test can check that nothing failed and that no request left the local server.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Keyboard, Locator, Mouse, Page, Touchscreen

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "dist" / "site"
sys.path.insert(0, str(ROOT / "tools"))

from engines import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from serve import make_server  # noqa: E402

HOME_TIMEOUT_MS = 90_000  # a cold start on a busy 2-core machine can take a while
# The home screen once the whole app has loaded (web/app/first.py draws it a moment earlier, while
# pydantic and the app's handlers are still loading: clicks then are kept, saved games not yet listed).
HOME = "body.app-ready #home"

VIEWPORTS = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": "Pixel 5",
}


def _wait_for_function_csp_safe(self, expression, *, arg=None, timeout=None, polling=None):
    """`page.wait_for_function` that works under our Content-Security-Policy.

    Playwright polls a predicate given as a string by eval-ing it inside the page, which the CSP
    forbids (no 'unsafe-eval'): the wait fails as soon as the first check is false. This polls from
    Python with `page.evaluate` instead (a DevTools call, not subject to the page's CSP). Same
    arguments and result (a JSHandle to the truthy value).
    """
    deadline = time.monotonic() + (30_000 if timeout is None else timeout) / 1000
    interval = polling / 1000 if isinstance(polling, (int, float)) else 0.05
    while True:
        try:
            handle = self.evaluate_handle(expression, arg)
            if self.evaluate("value => !!value", handle):
                return handle
        except PlaywrightError as error:  # a navigation replaced the page under the check: try again
            if "context was destroyed" not in str(error) and "navigat" not in str(error):
                raise
        if time.monotonic() > deadline:
            raise PlaywrightError(f"wait_for_function: timeout {timeout} ms exceeded waiting for {expression!r}")
        time.sleep(interval)


Page.wait_for_function = _wait_for_function_csp_safe

# Python runs in a worker (web/boot.js): a tap's event hands it a message and the page changes a few
# milliseconds later, not inside the event as when Python ran on the page's thread. Every input of a test
# therefore returns once the app has handled what it caused (web/page.js counts the messages not yet handled
# in `data-pending` on <html>), so that a test reads the page after the tap as a player sees it. Before the app
# is ready, input is kept for later, as ever: nothing to wait for then.
SETTLED = ("!document.body.classList.contains('app-ready')"
           " || (document.documentElement.dataset.pending || '0') === '0'")
INPUTS = ("click", "dblclick", "tap", "press", "check", "select_option", "set_input_files", "go_back", "go_forward")


def settle(page: Page, timeout_ms: int = HOME_TIMEOUT_MS) -> None:
    """Wait until the app has handled every input handed to it (see SETTLED)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        try:
            if page.evaluate(SETTLED):
                return
        except PlaywrightError as error:  # a navigation (a reload) replaced the page: nothing pending there
            if "context was destroyed" not in str(error) and "navigat" not in str(error):
                raise
            return
        if time.monotonic() > deadline:
            raise PlaywrightError(f"settle: the app did not handle its input within {timeout_ms} ms")
        time.sleep(0.01)


def _settling(method, page_of):
    def run(self, *args, **kwargs):
        result = method(self, *args, **kwargs)
        page = page_of(self)
        if page is not None and not page.is_closed():
            settle(page)
        return result

    return run


for _name in INPUTS:
    for _cls, _page_of in ((Page, lambda p: p), (Locator, lambda locator: locator.page)):
        if hasattr(_cls, _name):
            setattr(_cls, _name, _settling(getattr(_cls, _name), _page_of))
for _cls, _names in ((Keyboard, ("press", "type")), (Mouse, ("click", "dblclick", "up")), (Touchscreen, ("tap",))):
    for _name in _names:
        setattr(_cls, _name, _settling(getattr(_cls, _name), lambda device: getattr(device, "_atelier_page", None)))
_goto = Page.goto


def _goto_settled(self, url: str, **options):
    """`page.goto`; a link opened in the running app (only the fragment changes: no new page) returns once the
    app has handled its `hashchange`, which the browser fires a moment after the navigation."""
    before, after = urlsplit(self.url), urlsplit(url)
    in_app = before._replace(fragment="") == after._replace(fragment="") and before.fragment != after.fragment \
        and after.fragment and self.evaluate("document.body.classList.contains('app-ready')")
    if in_app:
        self.evaluate("window.__atelierHashChange = new Promise(r => { addEventListener('hashchange', r, {once: true});"
                      " setTimeout(r, 5000); })")  # a browser may fire none (the fragment it already had)
    response = _goto(self, url, **options)
    if in_app:
        self.evaluate("window.__atelierHashChange.then(() => true)")
        settle(self)
    return response


Page.goto = _goto_settled
for _name in ("keyboard", "mouse", "touchscreen"):
    def _device(self, _getter=getattr(Page, _name).fget):
        device = _getter(self)
        device._atelier_page = self
        return device

    setattr(Page, _name, property(_device))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.exit(f"No Chromium at {CHROMIUM}: run `make chromium` (or set CHROMIUM).", returncode=1)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def site_url() -> str:
    if not (SITE / "index.html").exists():
        pytest.exit("No site in dist/site: run `make site` first (make test does).", returncode=1)
    server = make_server(SITE, port=0, verbose=False)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()


@dataclass
class Watched:
    """A page and what happened on it."""

    page: object
    origin: str
    console_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def foreign_requests(self) -> list[str]:
        return [u for u in self.requests if urlsplit(u).scheme in ("http", "https", "ws", "wss")
                and f"{urlsplit(u).scheme}://{urlsplit(u).netloc}" != self.origin]

    def open_home(self, url: str) -> None:
        open_home(self.page, url)

    def wait_for_home(self) -> None:
        wait_for_home(self.page)

    def csp_violations(self) -> list[str]:
        return self.page.evaluate("window.__cspViolations")


def open_home(page: Page, url: str) -> None:
    """Go to `url` and wait for the whole app's home screen."""
    page.goto(url)
    wait_for_home(page)


def wait_for_home(page: Page) -> None:
    page.wait_for_selector(f"{HOME}, #error:not([hidden])", timeout=HOME_TIMEOUT_MS)
    if page.is_visible("#error"):
        pytest.fail("error panel instead of the home screen:\n" + page.inner_text("#error-text"))


def fill_new_game(page: Page, game: str, kinds: list[str], seed: int, names: list[str] | None = None,
                  colours: dict[int, str] | None = None) -> None:
    """From the home screen: New game, then the form as a player fills it: the game, one seat per kind
    ("human", "bot-normal", ...), each seat's name and colour where given, the seed. Not started yet."""
    page.click("header [data-action='new:']")
    page.wait_for_selector("#newgame")
    page.click(f"[data-action='ng-game:{game}']")
    page.click(f"[data-action='ng-count:{len(kinds)}']")
    for index, kind in enumerate(kinds):
        if names:
            page.fill(f"input[name=name-{index}]", names[index])
        page.select_option(f"select[name=kind-{index}]", kind)
    for index, colour in (colours or {}).items():
        page.select_option(f"select[name=colour-{index}]", colour)
    page.fill("input[name=seed]", str(seed))


def start_new_game(page: Page) -> None:
    """Start the game on the new-game form; returns once its table (or the privacy screen before it) is drawn."""
    page.click("[data-action='ng-start:']")
    page.wait_for_selector("#table, #privacy", timeout=HOME_TIMEOUT_MS)


def new_game(page: Page, game: str, kinds: list[str], seed: int, names: list[str] | None = None,
             colours: dict[int, str] | None = None) -> None:
    """From the home screen to a new game's table: the form filled (`fill_new_game`), then started."""
    fill_new_game(page, game, kinds, seed, names, colours)
    start_new_game(page)


def watch(context, site_url: str) -> Watched:
    page = context.new_page()
    origin = site_url.rstrip("/")
    watched = Watched(page, origin)
    context.on("request", lambda request: watched.requests.append(request.url))
    page.on("console", lambda m: m.type == "error" and watched.console_errors.append(m.text))
    page.on("pageerror", lambda e: watched.console_errors.append(f"page error: {e}"))
    page.add_init_script(
        "window.__cspViolations = [];"
        "document.addEventListener('securitypolicyviolation',"
        " e => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));"
    )
    return watched


@pytest.fixture(params=list(VIEWPORTS))
def device_context(request, browser, playwright):
    spec = VIEWPORTS[request.param]
    options = dict(playwright.devices[spec]) if isinstance(spec, str) else dict(spec)
    options.pop("default_browser_type", None)
    context = browser.new_context(**options)
    yield context
    context.close()


@pytest.fixture
def desktop_context(browser):
    context = browser.new_context(**VIEWPORTS["desktop"])
    yield context
    context.close()
