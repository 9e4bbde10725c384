"""The browser side of the app, in one place: the rest of `app` is plain Python, testable in CPython.

Python runs in a worker when the page is cross-origin isolated, else on the page's thread (web/boot.js);
either way it reaches the page only through web/page.js: one call per operation (`_page.mount(html)`: in a
worker a synchronous round trip of 2 to 5 ms), and the player's input comes back as messages
(`[kind, ...values]`, `_receive`). Timers and package loading are Python's own (`js` is the worker then).
"""

from __future__ import annotations

import json
import traceback
from typing import Callable

import js
from pyodide.ffi import create_once_callable, create_proxy
from pyscript import RUNNING_IN_WORKER

from . import i18n
from .actions import Dispatcher
from .storage import StorageFull

if RUNNING_IN_WORKER:
    from polyscript import xworker  # PyScript hands the page's messages to `xworker.onmessage` of web/main.py
    from pyscript import sync as _page  # web/page.js's functions (boot.js hands them to the worker)
else:
    xworker = None
    _page = js.atelierPage

_handlers: dict[str, Callable[..., None]] = {}  # message kind -> what to do with its values


def _receive(data) -> None:
    kind, *values = data.to_py()
    try:
        _handlers[kind](*values)
    except Exception:  # a bug must show, not leave a dead button
        show_error(traceback.format_exc())
    finally:
        _page.handled()


if RUNNING_IN_WORKER:
    xworker.onmessage = create_proxy(lambda event: _receive(event.data))
else:
    _page.connect(create_proxy(_receive))
_page.pythonReady()


def mount(html: str) -> None:
    """Replace the app's whole content with `html` (built with `markup`, so already escaped)."""
    _page.mount(html)


def mark(name: str) -> None:
    """A performance mark (`atelier:<name>`) on the page, read by the load benchmark."""
    _page.mark(name)


def languages() -> list[str]:
    """`navigator.languages`: the languages the browser asks for, most wanted first."""
    return [str(code) for code in json.loads(str(_page.languages()))]


def catalog(code: str) -> bytes | None:
    """A language's compiled catalog (the site's `assets/<hash>/locale/<code>.mo`), fetched now; None if it
    cannot be had (offline before it was ever fetched). A synchronous request, read as bytes through the
    "x-user-defined" charset (a synchronous request cannot ask for an ArrayBuffer on a page's thread); the
    service worker keeps it for offline starts (web/sw.js)."""
    request = js.XMLHttpRequest.new()
    request.open("GET", str(_page.catalogUrl(code)), False)
    request.overrideMimeType("text/plain; charset=x-user-defined")
    try:
        request.send(None)
    except Exception:  # offline, and not in the service worker's cache: English
        return None
    if request.status != 200:
        return None
    return bytes(ord(char) & 0xFF for char in str(request.responseText))


def speak(code: str) -> str:
    """Speak `code` (its catalog fetched if it needs one) and tell the page; the language now in use."""
    spoken = i18n.use(code, catalog(code) if i18n.needs_catalog(code) else None)
    set_language(spoken)
    return spoken


def set_language(code: str) -> None:
    """The page's `lang` (what the screen speaks now)."""
    _page.setLanguage(code)


def show_error(text: str) -> None:
    _page.showError(text)


def listen(dispatcher: Dispatcher) -> list[str]:
    """Taps (the nearest `[data-action]` names the action) go to `dispatcher`; returns the actions tapped
    before Python was ready (kept by web/early.js, which stops listening now)."""
    _handlers["action"] = dispatcher.dispatch
    return json.loads(_page.listen())


# ---- added for the app shell (issue 5): storage, timers, forms, keys, files, the URL, sharing --------


class LocalStorage:
    """`storage.KeyValue` over the browser's localStorage; a full quota raises StorageFull.

    A worker has no localStorage: this reads a copy taken at start (kept up to date when another tab writes)
    and writes through the page."""

    def __init__(self) -> None:
        self.data: dict[str, str] = json.loads(_page.storageAll())
        _handlers["storage"] = self._changed
        _handlers["storage-all"] = lambda text: setattr(self, "data", json.loads(text))

    def _changed(self, key: str, value: str | None) -> None:
        if value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if _page.storageSet(key, value) == "full":
            raise StorageFull()
        self.data[key] = value

    def fresh(self, key: str) -> str | None:
        """The entry as stored now, read from the page (the copy may lag behind another tab's write)."""
        value = json.loads(_page.storageGet(key))
        self._changed(key, value)
        return value

    def remove(self, key: str) -> None:
        _page.storageRemove(key)
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


def ask_persistent_storage() -> None:
    """Ask the browser not to evict our saves (it may say no; nothing to do then)."""
    _page.askPersistentStorage()


def later(milliseconds: int, callback) -> None:
    """Run `callback()` after a pause (a bot's move after its pause at the chosen speed).

    With 0 ms it runs after the next animation frame, so that every table is shown at least once (a hidden
    tab has no frames: it waits until shown); a worker without animation frames runs it after the messages
    waiting."""

    run = create_once_callable(lambda *_time: _run(callback))
    frame = getattr(js, "requestAnimationFrame", None)
    if milliseconds > 0 or frame is None:
        js.setTimeout(run, milliseconds)
    else:
        frame(create_once_callable(lambda _time: js.setTimeout(run, 0)))


def _run(callback) -> None:
    try:
        callback()
    except Exception:
        show_error(traceback.format_exc())


def soon(callback) -> None:
    """Run `callback()` once the input waiting has been handled (a bot's next slice of thinking). In a worker
    that is all: the page paints on its own thread; on the page's thread, after the next frame (`later`)."""
    if RUNNING_IN_WORKER:
        js.setTimeout(create_once_callable(lambda: _run(callback)), 0)
    else:
        later(0, callback)


def form_values(form_id: str) -> dict[str, str]:
    """Every named field of a form, by name (empty when the form is not on the page)."""
    return json.loads(_page.formValues(form_id))


def listen_keys(handler, keys: tuple[str, ...]) -> None:
    """`handler(key)` for key presses outside text fields (e.g. the arrow keys of the history); `keys` do not
    scroll the page while a table is shown (the page decides at once: Python answers later)."""
    _handlers["key"] = handler
    _page.listenKeys(json.dumps(list(keys)))


def listen_file_import(handler) -> None:
    """`handler(file name, text)` when a file is picked in an `<input type=file data-import>`."""
    _handlers["import"] = handler
    _page.listenFileImport()


def download(file_name: str, text: str) -> None:
    """Offer `text` as a file to save (export)."""
    _page.download(file_name, text)


def page_url() -> str:
    return str(_page.pageUrl())


def fragment() -> str:
    return str(_page.fragment())


def set_fragment(text: str) -> None:
    """Show the game's link in the address bar without a reload or a history entry."""
    _page.setFragment(text)


def push_screen(screen: str, save_id: str = "", fragment: str = "") -> None:
    """A new browser history entry for one of the app's screens ("home", "new", "table" with its save's id and
    link), so that the phone's Back returns to the screen before, inside the app, and Forward comes back."""
    _page.pushScreen(screen, save_id, fragment)


def replace_screen(screen: str, save_id: str = "", fragment: str = "") -> None:
    """The current browser history entry becomes this screen (no new entry)."""
    _page.replaceScreen(screen, save_id, fragment)


def listen_history(handler) -> None:
    """`handler(screen, save id, fragment)` when Back or Forward reaches one of our entries (screen "" for an
    entry we did not make, e.g. a link typed into the address bar)."""
    _handlers["history"] = handler
    _page.listenHistory()


def scroll_to_top() -> None:
    """A screen opens at its top (the browser would keep the previous screen's scroll position)."""
    _page.scrollToTop()


def show_newest(list_selector: str, item_selector: str) -> None:
    """Scroll a scrolling list (not the page) so that its item `item_selector` (else its last) is in sight."""
    _page.showNewest(list_selector, item_selector)


def reveal(selector: str) -> None:
    """Bring an element into sight if it is not (the page scrolls as little as it can)."""
    _page.reveal(selector)


def show_targets(targets: str, pinned: str) -> bool:
    """When none of the elements `targets` (what may be tapped next) has its centre on screen, between the bars
    `pinned` at the top and the bottom of the screen, scroll the first one to the middle of that free part; True
    if it scrolled. The player never has to look for what a choice asks for."""
    return bool(_page.showTargets(targets, pinned))


POINTER = str(_page.pointer())
"""The player's pointer, read once: a mouse (say "click") or a finger (say "tap"); see app.pointer."""


def share(title: str, text: str, url: str) -> str:
    """The Web Share API where present, else the clipboard; returns what was done, for the page to say."""
    return str(_page.share(title, text, url))


async def load_packages(names: list[str]) -> None:
    """Load more of the site's packages (from its own pyodide-lock.json) into the running Python."""
    import pyodide_js
    from pyodide.ffi import to_js

    options = to_js({"messageCallback": create_proxy(lambda _message: None)}, dict_converter=js.Object.fromEntries)
    await pyodide_js.loadPackage(to_js(names), options)


def set_ready() -> None:
    """The app has taken over from the first screen: clicks act at once (until now they were kept) and a
    stored picture stops being "waking up" (see boot.js). Marked for tests and the load benchmark."""
    _page.setReady()


def listen_fragment(handler) -> None:
    """`handler(fragment)` when the address bar's fragment changes (a link pasted into an open page)."""
    _handlers["fragment"] = handler
    _page.listenFragment()


def listen_identity(on_key, on_signed, on_verified) -> None:
    """Play at a distance (web/identity.js): `on_key(json)` once with this device's key ({algorithm, public} or
    {problem}), `on_signed(request, signature)` and `on_verified(request, json list of booleans)` when the page's
    WebCrypto answers `sign` and `verify` (asynchronous: they come back as messages)."""
    _handlers["device-key"] = on_key
    _handlers["signed"] = on_signed
    _handlers["verified"] = on_verified
    _page.deviceKey()


def sign(request: str, message: str) -> None:
    """Sign `message` (base64url) with this device's private key; the answer comes to `on_signed`."""
    _page.sign(request, message)


def verify(request: str, claims: str) -> None:
    """Check signatures (JSON: [algorithm, public key, message, signature], base64url); answer to `on_verified`."""
    _page.verify(request, claims)
