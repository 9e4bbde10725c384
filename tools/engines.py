"""The three browser engines the site is tested and measured in, behind one small page interface.

- Chromium: Debian's `chromium` through Playwright (CHROMIUM overrides the path).
- Firefox: Debian's `firefox-esr` through npm's puppeteer-core over WebDriver BiDi (tools/firefox_bridge.mjs;
  Debian has no geckodriver and Playwright cannot drive a stock Firefox). FIREFOX overrides the path.
- WebKit: WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver`) through selenium's WebKitGTK driver and
  /usr/bin/WebKitWebDriver, in a private Xvfb display (MiniBrowser has no headless mode). The driver's
  path is given, so selenium-manager never runs (it would try to download one). It runs as Safari does
  with a cross-origin isolated page: SharedArrayBuffer on (SAFARI_ISOLATION), so Python runs in its worker
  as on an iPhone; "webkitgtk" is the same browser as Debian ships it (no SharedArrayBuffer at all, Python
  on the page's thread), a column of tools/bench_engines.py.

Every page offers the same few calls: `goto`, `reload`, `evaluate` (a JavaScript expression; a promise is
awaited), `click` at a point of the viewport (a real pointer click, as a finger or mouse would), `errors`
(what the engine itself reported on its console, where it can tell) and `close`. `missing(engine)` says in
a sentence why an engine cannot run here, or None.

What the page itself reports goes through `watched_server`: the local server with netlify.toml's headers,
which puts WATCH_JS in front of boot.js, so that console errors, uncaught errors and CSP violations are
recorded in every engine alike (WebKit's driver has no console log and no script to run before the page's
own), and STALLS_JS in front of early.js, so that the page thread's stalls are too (`stalls`). The page, its
headers and its CSP are unchanged; the service worker caches the watched files like any other, so the watch
goes on offline.
"""

from __future__ import annotations

import io
import json
import os
import queue
import shutil
import subprocess
import threading
import time
import warnings
from pathlib import Path
from urllib.parse import unquote, urlsplit

from serve import SiteHandler, SiteServer, make_server

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ("chromium", "firefox", "webkit")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
FIREFOX_BRIDGE = ROOT / "tools" / "firefox_bridge.mjs"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER_GLOB = "/usr/lib/*/webkit2gtk-4.*/MiniBrowser"
# JavaScriptCore's options (read from the environment of the web process): every WebAssembly function
# compiled by the BBQ JIT before it first runs, as Chromium's Liftoff does, instead of interpreted first.
JSC_WASM_JIT_ONLY = {"JSC_useWasmIPInt": "0", "JSC_useWasmLLInt": "0"}
# SharedArrayBuffer is a JavaScriptCore option, off by default. Safari (macOS, iPhone, iPad) turns it on in the
# web process it starts for a cross-origin isolated page (WebKit's ProcessLauncherCocoa sends
# "enable-shared-array-buffer" when the process's CrossOriginMode is Isolated); WebKitGTK's launcher never
# does, so there an isolated page, and its workers, have no SharedArrayBuffer (probed 2026-12-02, WebKitGTK
# 2.50: `crossOriginIsolated` true, `typeof SharedArrayBuffer` "undefined" in the page, a blob: worker and a
# same-origin worker alike). The option set for the web process does what Safari does, for every page of this
# browser rather than isolated ones only (boot.js asks for isolation itself).
SAFARI_ISOLATION = {"JSC_useSharedArrayBuffer": "1"}
COMMAND_TIMEOUT_S = 180  # one navigation or script; a cold start on a busy 2-core machine is slow

# Put in front of early.js, the page's first script: how long the page's thread stalls from its first frame on,
# in two measures alike in every engine (WebKit and Firefox have no 'longtask' observer): the gaps between
# animation frames (what a player sees: also the browser's own painting) and the lateness of a timer due every
# STALL_TICK_MS (the thread busy with one task). For each, the longest (ms) and each over FROZEN_MS, as
# [when it began (ms since navigation), ms]; and when the first frame had been drawn (`first_frame`). Until
# then the engine parses and paints the page: WebKitGTK took 400 to 460 ms to its first paint, its thread busy
# for 230 to 300 ms, on a copy of the page without any script but this one (2026-12-02, load 3.8), so that
# stall is the engine's and not the app's.
FROZEN_MS = 200
STALL_TICK_MS = 50
STALLS_JS = f"""\
// Put in front of early.js by the browser tests' server (tools/engines.py), never shipped.
globalThis.__stalls = {{ first_frame: null, frames: {{ longest: 0, frozen: [] }}, timer: {{ longest: 0, frozen: [] }} }};
{{ const note = (kind, from, to, due) => {{
    const record = __stalls[kind], stall = Math.round(to - from - due);
    record.longest = Math.max(record.longest, stall);
    if (stall > {FROZEN_MS}) record.frozen.push([Math.round(from), stall]);
  }};
  let frame, tick;
  const onFrame = (now) => {{ note("frames", frame, now, 0); frame = now; requestAnimationFrame(onFrame); }};
  const onTick = () => {{ const now = performance.now(); note("timer", tick, now, {STALL_TICK_MS}); tick = now;
    setTimeout(onTick, {STALL_TICK_MS}); }};
  // The first frame's callback runs before that frame is drawn: the record starts at the next one.
  requestAnimationFrame(() => requestAnimationFrame((now) => {{
    __stalls.first_frame = Math.round(now);
    frame = now;
    tick = performance.now();
    requestAnimationFrame(onFrame);
    setTimeout(onTick, {STALL_TICK_MS});
  }})); }}
"""
WATCH_JS = """\
// Put in front of boot.js by the browser tests' server (tools/engines.py), never shipped.
globalThis.__watched = [];
addEventListener("securitypolicyviolation", (e) => __watched.push(`CSP ${e.violatedDirective} ${e.blockedURI}`));
addEventListener("error", (e) => __watched.push(`error ${e.message || e.target?.src || e.target?.href || ""}`), true);
addEventListener("unhandledrejection", (e) => __watched.push(`unhandled ${e.reason?.message || e.reason}`));
{ const original = console.error;
  console.error = (...args) => { __watched.push(`console.error ${args.join(" ")}`); original.apply(console, args); }; }
"""


def minibrowser() -> str | None:
    found = sorted(Path("/").glob(MINIBROWSER_GLOB.lstrip("/")))
    return str(found[-1]) if found else None


def missing(engine: str) -> str | None:
    """Why `engine` cannot run on this machine (a sentence with the fix), or None when it can."""
    if engine == "chromium":
        return None if Path(CHROMIUM).exists() else f"no Chromium at {CHROMIUM}: `make browsers` (or set CHROMIUM)"
    if engine == "firefox":
        if not Path(FIREFOX).exists():
            return f"no Firefox at {FIREFOX}: `make browsers` installs Debian's firefox-esr (or set FIREFOX)"
        if not (ROOT / "node_modules" / "puppeteer-core").is_dir() or not shutil.which("node"):
            return "no puppeteer-core in node_modules: `make node`"
        return None
    if engine in ("webkit", "webkitgtk", "webkit-jit"):
        if not Path(WEBKIT_DRIVER).exists() or not minibrowser():
            return "no WebKitWebDriver or MiniBrowser: `make browsers` installs Debian's webkit2gtk-driver"
        if not shutil.which("Xvfb"):
            return "no Xvfb for WebKit's MiniBrowser: `make browsers` installs Debian's xvfb"
        return None
    raise ValueError(f"unknown engine {engine!r}: one of {', '.join(ENGINES)}")


class WatchedHandler(SiteHandler):
    """netlify.toml's headers, and early.js and boot.js served with STALLS_JS and WATCH_JS in front."""

    def send_head(self):
        path = unquote(urlsplit(self.path).path)
        file = Path(self.translate_path(self.path))
        prefix = next((text for name, text in PREFIXES.items() if path.endswith(name)), None)
        if prefix is None or not file.is_file():
            return super().send_head()
        body = prefix.encode() + file.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


PREFIXES = {"/early.js": STALLS_JS, "/boot.js": WATCH_JS}


def stalls(page) -> dict:
    """The page thread's stalls since its first frame was drawn, or since the last call (the record starts again):
    {"first_frame": ms or None, "frames": {"longest": ms, "frozen": [[since navigation, ms], ...]}, "timer": {...}}
    (see STALLS_JS)."""
    return page.evaluate("(() => { const seen = __stalls; __stalls = {frames: {longest: 0, frozen: []},"
                         " timer: {longest: 0, frozen: []}}; return seen; })()")


def watched_server(directory: Path) -> SiteServer:
    """A local server of `directory` on a free port, ready to `serve_forever()`."""
    return make_server(directory, port=0, verbose=False, handler=WatchedHandler)


def watched(page) -> list[str]:
    """What the page recorded (WATCH_JS) and the engine reported since the last call: empty when all went well."""
    return list(page.evaluate("globalThis.__watched?.splice(0) ?? ['no watch: boot.js not served by watched_server']")) + page.errors()


def open_page(engine: str, width: int, height: int, chromium=None):
    """A fresh browser of `engine` (empty profile) with one page of `width` x `height` CSS pixels.
    `chromium`: a Playwright browser to open Chromium's page in (a new context), where Playwright already
    runs, as under pytest-playwright (a second sync Playwright cannot start in the same thread).
    "webkit" runs as Safari (SAFARI_ISOLATION); "webkitgtk" as Debian ships it (no SharedArrayBuffer);
    "webkit-jit" is WebKit with its WebAssembly interpreters turned off too (JSC_WASM_JIT_ONLY): a profile
    of where WebKit's start-up goes, for tools/bench_engines.py; no browser a player has runs like that."""
    if engine == "webkit":
        return WebKitPage(width, height, SAFARI_ISOLATION)
    if engine == "webkitgtk":
        return WebKitPage(width, height)
    if engine == "webkit-jit":
        return WebKitPage(width, height, {**SAFARI_ISOLATION, **JSC_WASM_JIT_ONLY})
    if engine == "chromium":
        return ChromiumPage(width, height, chromium)
    if engine == "firefox":
        return FirefoxPage(width, height)
    raise ValueError(f"unknown engine {engine!r}: one of {', '.join(ENGINES)}, webkitgtk, webkit-jit")


class ChromiumPage:
    def __init__(self, width: int, height: int, browser=None):
        self._playwright = None
        if browser is None:
            from playwright.sync_api import sync_playwright

            self._playwright = sync_playwright().start()
            browser = self._playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self._browser = browser
        self._context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self._context.new_page()
        self._errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self._errors.append(m.text))
        self.page.on("pageerror", lambda e: self._errors.append(f"page error: {e}"))

    def goto(self, url: str) -> None:
        self.page.goto(url, timeout=COMMAND_TIMEOUT_S * 1000)

    def reload(self) -> None:
        self.page.reload(timeout=COMMAND_TIMEOUT_S * 1000)

    def evaluate(self, expression: str):
        return self.page.evaluate(expression)  # a DevTools call: not subject to the page's CSP

    def click(self, x: float, y: float) -> None:
        self.page.mouse.click(x, y)

    def errors(self) -> list[str]:
        errors, self._errors = self._errors, []
        return errors

    def close(self) -> None:
        self._context.close()
        if self._playwright:  # the browser is ours
            self._browser.close()
            self._playwright.stop()


class FirefoxPage:
    """Firefox through tools/firefox_bridge.mjs, one JSON line each way per call."""

    def __init__(self, width: int, height: int):
        self._process = subprocess.Popen(
            ["node", str(FIREFOX_BRIDGE), FIREFOX, str(width), str(height)], cwd=ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self._answers: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self._process.stdout:
            self._answers.put(json.loads(line))
        self._answers.put({"error": f"the Firefox bridge ended (exit {self._process.wait()})"})

    def _call(self, op: str, **arguments):
        self._process.stdin.write(json.dumps({"op": op, **arguments}) + "\n")
        self._process.stdin.flush()
        try:
            answer = self._answers.get(timeout=COMMAND_TIMEOUT_S)
        except queue.Empty:
            raise TimeoutError(f"Firefox did not answer {op} within {COMMAND_TIMEOUT_S} s") from None
        if "error" in answer:
            raise RuntimeError(f"Firefox, {op}: {answer['error']}")
        return answer["value"]

    def goto(self, url: str) -> None:
        self._call("goto", url=url)

    def reload(self) -> None:
        self._call("reload")

    def evaluate(self, expression: str):
        return self._call("evaluate", expression=expression)

    def click(self, x: float, y: float) -> None:
        self._call("click", x=x, y=y)

    def errors(self) -> list[str]:
        return self._call("errors")

    def close(self) -> None:
        try:
            self._call("close")
        finally:
            try:
                self._process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self._process.kill()


class Xvfb:
    """A private X display (`self.display`, like ":5") for as long as the object lives."""

    def __init__(self):
        read, write = os.pipe()
        self._process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as lines:
            number = lines.readline().strip()
        if not number:
            self._process.kill()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def stop(self) -> None:
        self._process.terminate()
        self._process.wait(timeout=10)


class WebKitPage:
    def __init__(self, width: int, height: int, jsc_options: dict[str, str] | None = None):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self._xvfb = Xvfb()
        options = Options()
        options.binary_location = minibrowser()
        options.add_argument("--automation")
        env = {**os.environ, **(jsc_options or {}), "DISPLAY": self._xvfb.display}
        service = Service(executable_path=WEBKIT_DRIVER, env=env)
        try:
            with warnings.catch_warnings():  # selenium's own use of its deprecated remote_server_addr
                warnings.simplefilter("ignore", DeprecationWarning)
                self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            self._xvfb.stop()
            raise
        self.driver.set_page_load_timeout(COMMAND_TIMEOUT_S)
        self.driver.set_script_timeout(COMMAND_TIMEOUT_S)
        # The window includes MiniBrowser's own bars: grow it by their size to get the viewport asked for.
        self.driver.set_window_size(width, height)
        inner = self.evaluate("[innerWidth, innerHeight]")
        self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def evaluate(self, expression: str):
        return self.driver.execute_script(f"return ({expression});")  # WebDriver awaits a returned promise

    def click(self, x: float, y: float) -> None:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        for attempt in range(2):
            actions = ActionBuilder(self.driver)
            actions.pointer_action.move_to_location(round(x), round(y)).click()
            try:
                actions.perform()
                return
            except WebDriverException:
                # WebKitWebDriver now and then answers a pointer action with an empty "unknown error" (seen once in
                # a CI run, 2026-12-01, mid-game on a busy machine): try the same click once more, then fail.
                if attempt:
                    raise
                time.sleep(0.5)

    def errors(self) -> list[str]:
        return []  # WebKitWebDriver has no console log: WATCH_JS records what the page reports

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self._xvfb.stop()
