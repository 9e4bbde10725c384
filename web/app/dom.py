"""The browser side of the app, in one place: the rest of `app` is plain Python, testable in CPython."""

from __future__ import annotations

import traceback

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from . import longpress
from .actions import Dispatcher
from .storage import StorageFull

APP_ID = "app"


def missing(value) -> bool:
    """JavaScript's null arrives as `jsnull` (not None) in this Pyodide; undefined as None."""
    return value is None or value is jsnull


def mount(html: str) -> None:
    """Replace the app's whole content with `html` (built with `markup`, so already escaped)."""
    _close_bubble()  # the piece it spoke of is gone
    js.document.getElementById(APP_ID).innerHTML = html


def mark(name: str) -> None:
    """A performance mark (`atelier:<name>`), read by the load benchmark."""
    js.performance.mark(f"atelier:{name}")


def take_early_taps() -> list[str]:
    """The actions tapped before Python was ready (kept by web/early.js, which stops listening now)."""
    take = getattr(js, "atelierTakeTaps", None)
    return [str(action_id) for action_id in take()] if not missing(take) else []


def show_error(text: str) -> None:
    js.atelierShowError(text)


def listen(dispatcher: Dispatcher) -> None:
    """One click listener for the whole app: the nearest `[data-action]` names the action."""

    def on_click(event) -> None:
        target = event.target.closest("[data-action]")
        if missing(target):
            return
        try:
            dispatcher.dispatch(target.dataset.action)
        except Exception:  # a bug must show, not leave a dead button
            show_error(traceback.format_exc())

    def on_key(event) -> None:
        """Enter or Space on a focused SVG piece (`role="button"`, not a real button) taps it."""
        target = event.target
        if str(event.key) not in ("Enter", " ") or not target.matches('[data-action][role="button"]') \
                or str(target.tagName).lower() == "button":
            return
        event.preventDefault()
        on_click(event)

    app = js.document.getElementById(APP_ID)
    app.addEventListener("click", create_proxy(on_click))
    app.addEventListener("keydown", create_proxy(on_key))
    _listen_long_press(app)


# ---- added for the app shell (issue 5): storage, timers, forms, keys, files, the URL, sharing --------


class LocalStorage:
    """`storage.KeyValue` over the browser's localStorage; a full quota raises StorageFull."""

    def get(self, key: str) -> str | None:
        value = js.localStorage.getItem(key)
        return None if missing(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            js.localStorage.setItem(key, value)
        except Exception as error:  # a JsException: QuotaExceededError
            if "quota" in str(error).lower():
                raise StorageFull() from None
            raise

    def remove(self, key: str) -> None:
        js.localStorage.removeItem(key)

    def keys(self) -> list[str]:
        return [str(js.localStorage.key(i)) for i in range(js.localStorage.length)]


def _ignore(_error) -> None:
    return None


def ask_persistent_storage() -> None:
    """Ask the browser not to evict our saves (it may say no; nothing to do then)."""
    storage = getattr(js.navigator, "storage", None)
    if not missing(storage) and hasattr(storage, "persist"):
        storage.persist().catch(create_proxy(_ignore))


def later(milliseconds: int, callback) -> None:
    """Run `callback()` after a pause, giving the page time to paint (bots play in such slices).

    With 0 ms it runs as soon as the next frame is painted (a timer started from an animation frame),
    so that every picture is shown at least once; a hidden tab paints nothing, so it waits until shown.
    """

    def run() -> None:
        try:
            callback()
        except Exception:
            show_error(traceback.format_exc())

    if milliseconds > 0:
        js.setTimeout(create_once_callable(run), milliseconds)
    else:
        js.requestAnimationFrame(create_once_callable(lambda _time: js.setTimeout(create_once_callable(run), 0)))


def form_values(form_id: str) -> dict[str, str]:
    """Every named field of a form, by name (empty when the form is not on the page)."""
    form = js.document.getElementById(form_id)
    if missing(form):
        return {}
    return {str(el.name): str(el.value) for el in form.elements if getattr(el, "name", "")}


def listen_keys(handler) -> None:
    """`handler(key)` for key presses outside text fields (e.g. the arrow keys of the history)."""

    def on_key(event) -> None:
        if not missing(event.target.closest("input, select, textarea")) or event.altKey or event.ctrlKey or event.metaKey:
            return
        try:
            if handler(str(event.key)):
                event.preventDefault()
        except Exception:
            show_error(traceback.format_exc())

    js.document.addEventListener("keydown", create_proxy(on_key))


def listen_file_import(handler) -> None:
    """`handler(file name, text)` when a file is picked in an `<input type=file data-import>`."""

    def on_change(event) -> None:
        target = event.target
        if not target.matches("input[data-import]") or target.files.length == 0:
            return
        picked = target.files.item(0)
        name = str(picked.name)

        def got(text) -> None:
            try:
                handler(name, str(text))
            except Exception:
                show_error(traceback.format_exc())

        picked.text().then(create_once_callable(got)).catch(create_proxy(_ignore))

    js.document.getElementById(APP_ID).addEventListener("change", create_proxy(on_change))


def download(file_name: str, text: str) -> None:
    """Offer `text` as a file to save (export)."""
    blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = file_name
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 10_000)


def page_url() -> str:
    return str(js.location.href).split("#", 1)[0]


def fragment() -> str:
    return str(js.location.hash).removeprefix("#")


def set_fragment(text: str) -> None:
    """Show the game's link in the address bar without a reload or a history entry."""
    js.history.replaceState(js.history.state, "", page_url() + ("#" + text if text else ""))


def _entry(screen: str, save_id: str):
    return to_js({"screen": screen, "save": save_id}, dict_converter=js.Object.fromEntries)


def push_screen(screen: str, save_id: str = "", fragment: str = "") -> None:
    """A new browser history entry for one of the app's screens ("home", "new", "table" with its save's id and
    link), so that the phone's Back returns to the screen before, inside the app, and Forward comes back."""
    js.history.pushState(_entry(screen, save_id), "", page_url() + ("#" + fragment if fragment else ""))


def replace_screen(screen: str, save_id: str = "", fragment: str = "") -> None:
    """The current browser history entry becomes this screen (no new entry)."""
    js.history.replaceState(_entry(screen, save_id), "", page_url() + ("#" + fragment if fragment else ""))


def listen_history(handler) -> None:
    """`handler(screen, save id, fragment)` when Back or Forward reaches one of our entries (screen "" for an
    entry we did not make, e.g. a link typed into the address bar)."""

    def on_pop(event) -> None:
        state = event.state
        screen = save_id = ""
        if not missing(state) and hasattr(state, "screen"):
            screen, save_id = str(state.screen), str(getattr(state, "save", "") or "")
        try:
            handler(screen, save_id, fragment())
        except Exception:
            show_error(traceback.format_exc())

    js.history.scrollRestoration = "manual"  # each screen is drawn anew, at its top (scroll_to_top)
    js.window.addEventListener("popstate", create_proxy(on_pop))


def scroll_to_top() -> None:
    """A screen opens at its top (the browser would keep the previous screen's scroll position)."""
    js.window.scrollTo(0, 0)


def show_newest(list_selector: str, item_selector: str) -> None:
    """Scroll a scrolling list (not the page) so that its item `item_selector` (else its last) is in sight."""
    box = js.document.querySelector(list_selector)
    if missing(box):
        return
    item = box.querySelector(item_selector)
    if missing(item):
        item = box.lastElementChild
    if not missing(item):
        below = item.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom
        if below > 0:
            box.scrollTop = box.scrollTop + below + 8


def reveal(selector: str) -> None:
    """Bring an element into sight if it is not (the page scrolls as little as it can)."""
    element = js.document.querySelector(selector)
    if not missing(element):
        element.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))


def show_targets(targets: str, pinned: str) -> bool:
    """When none of the elements `targets` (what may be tapped next) is on screen, below the pinned bar
    `pinned`, scroll the first one to the middle of the screen; True if it scrolled. The player never
    has to look for what a choice asks for."""
    found = js.document.querySelectorAll(targets)
    if found.length == 0:
        return False
    bar = js.document.querySelector(pinned)
    top = 0.0
    if not missing(bar):
        box = bar.getBoundingClientRect()
        top = float(box.bottom) if float(box.top) <= 1 else 0.0
    height = float(js.window.innerHeight)
    for i in range(found.length):
        element = found.item(i)
        box = element.getBoundingClientRect()
        below = 0.0 if not missing(bar) and bar.contains(element) else top  # a button of the bar is in sight
        if float(box.height) > 0 and float(box.bottom) > below + 8 and float(box.top) < height - 8:
            return False
    found.item(0).scrollIntoView(to_js({"block": "center"}, dict_converter=js.Object.fromEntries))
    return True


POINTER = "mouse" if js.window.matchMedia("(hover: hover) and (pointer: fine)").matches else "touch"
"""The player's pointer, read once: a mouse (say "click") or a finger (say "tap"); see app.pointer."""


def share(title: str, text: str, url: str) -> str:
    """The Web Share API where present, else the clipboard; returns what was done, for the page to say."""
    data = to_js({"title": title, "text": text, "url": url}, dict_converter=js.Object.fromEntries)
    if hasattr(js.navigator, "share") and (not hasattr(js.navigator, "canShare") or js.navigator.canShare(data)):
        js.navigator.share(data).catch(create_proxy(_ignore))
        return "shared"
    clipboard = getattr(js.navigator, "clipboard", None)
    if not missing(clipboard):
        clipboard.writeText(f"{text} {url}").catch(create_proxy(_ignore))
        return "copied"
    return "shown"


async def load_packages(names: list[str]) -> None:
    """Load more of the site's packages (from its own pyodide-lock.json) into the running Python."""
    import pyodide_js

    options = to_js({"messageCallback": create_proxy(_ignore)}, dict_converter=js.Object.fromEntries)
    await pyodide_js.loadPackage(to_js(names), options)


def set_ready() -> None:
    """The app has taken over from the first screen: clicks act at once (until now they were kept) and a
    stored picture stops being "waking up" (see boot.js). Marked for tests and the load benchmark."""
    js.document.body.classList.remove("waking")
    js.document.body.classList.add("app-ready")
    mark("app-ready")


def listen_fragment(handler) -> None:
    """`handler(fragment)` when the address bar's fragment changes (a link pasted into an open page)."""

    def on_hash(_event) -> None:
        try:
            handler(fragment())
        except Exception:
            show_error(traceback.format_exc())

    js.window.addEventListener("hashchange", create_proxy(on_hash))


# ---- long-press on a touch screen: a piece's rules text in a bubble (issue 6) -------------------------

BUBBLE_ID = "rules-bubble"
BOARD_ID = "board"  # the game's view in the table screen (app.table): long-press reads its pieces only
_press = longpress.Press()
_pressed: list = []  # the element held (at most one)
_timer: list = []  # the pending hold timer's id (at most one)


def _own_rules(element) -> str:
    """The rules text an element carries itself: `data-rules`, or a `<title>` child (the hover text)."""
    title = element.querySelector(":scope > title")
    rules = element.getAttribute("data-rules")
    return longpress.rules_text(None if missing(rules) else str(rules), None if missing(title) else str(title.textContent))


def _rules_element(x: float, y: float):
    """(element, text) of the innermost thing on the board with rules text under the finger, or (None, "").

    A piece's hit area covers what is drawn in it, so a Trade Card half inside a City's Area (or a built
    Building on a Shop Board) is found by the point, as if the Area's hit area were not on top."""
    found = []
    for element in js.document.elementsFromPoint(x, y):
        if missing(element.closest("#" + BOARD_ID)):
            continue
        while not missing(element) and str(element.id) != BOARD_ID:
            if element.matches("[data-rules], [data-key], g, svg") and _own_rules(element):
                found.append(element)
                break
            element = element.parentElement
    inner = [e for e in found if not any(e.contains(o) and not e.isSameNode(o) for o in found)]
    return (inner[0], _own_rules(inner[0])) if inner else (None, "")


def _bubble():
    bubble = js.document.getElementById(BUBBLE_ID)
    if missing(bubble):  # made once, at start (a live region is read when its text changes), outside #app
        bubble = js.document.createElement("div")
        bubble.id = BUBBLE_ID
        bubble.className = "rules-bubble"
        bubble.setAttribute("role", "status")
        bubble.hidden = True
        js.document.body.appendChild(bubble)
    return bubble


def _bubble_open() -> bool:
    bubble = js.document.getElementById(BUBBLE_ID)
    return not missing(bubble) and not bubble.hidden


def _close_bubble() -> None:
    if _pressed:
        _pressed.pop().classList.remove("pressed")
    bubble = js.document.getElementById(BUBBLE_ID)
    if not missing(bubble) and not bubble.hidden:
        bubble.hidden = True
        bubble.textContent = ""


def _show_bubble(element, text: str) -> None:
    """The text next to the piece, inside the viewport (CSSOM positions are allowed by the CSP)."""
    _close_bubble()
    bubble = _bubble()
    bubble.textContent = text  # text only, never markup
    bubble.style.left = "0px"
    bubble.style.top = "0px"
    bubble.hidden = False
    box = element.getBoundingClientRect()
    x, y = longpress.place((box.left, box.top, box.width, box.height),
                                  (bubble.offsetWidth, bubble.offsetHeight),
                                  (js.document.documentElement.clientWidth, js.window.innerHeight))
    bubble.style.left = f"{x + js.window.scrollX:.0f}px"
    bubble.style.top = f"{y + js.window.scrollY:.0f}px"
    element.classList.add("pressed")
    _pressed.append(element)


def _listen_long_press(app) -> None:
    """Hold a piece with rules text still for `HOLD_MS` to read it; the release then plays nothing, and
    the player's current choice stays. A tap anywhere (dropped) or Escape closes the bubble."""

    def clear_timer() -> None:
        while _timer:
            js.clearTimeout(_timer.pop())

    def on_hold(*_args) -> bool:
        """The finger rested long enough: the rules of what is under it, if anything there has some."""
        clear_timer()
        try:
            if not _press.held or _press.fired:
                return _press.fired
            element, text = _rules_element(_press.x, _press.y)  # looked up now, not on every touch
            if element is None:
                _press.cancel()  # a long touch on nothing with rules stays an ordinary touch
                return False
            _press.fire()
            _show_bubble(element, text)
            return True
        except Exception:
            show_error(traceback.format_exc())
            return False

    hold_proxy = create_proxy(on_hold)

    def on_touch_start(event) -> None:
        clear_timer()
        _press.cancel()
        if event.touches.length != 1 or missing(event.target.closest("#" + APP_ID)):  # two fingers: a pinch
            return
        touch = event.touches.item(0)
        _press.start(float(touch.clientX), float(touch.clientY))
        _timer.append(js.setTimeout(hold_proxy, longpress.HOLD_MS))

    def on_touch_move(event) -> None:
        if _press.held and event.touches.length:
            touch = event.touches.item(0)
            _press.move(float(touch.clientX), float(touch.clientY))
            if not _press.held:
                clear_timer()

    def on_touch_end(event) -> None:
        clear_timer()
        if _press.end(float(js.performance.now())):
            event.preventDefault()  # no click from this release

    def on_touch_cancel(_event) -> None:
        clear_timer()
        _press.cancel()

    def on_context_menu(event) -> None:
        """The browser's own long-press (menu, callout) on a piece with rules: ours instead, at its moment."""
        if _press.held and on_hold():
            event.preventDefault()

    def on_click_first(event) -> None:
        """Before any handler: the click of a long-press's release is dropped; one that closes the bubble too."""
        if _press.swallows_click(float(js.performance.now())):
            event.preventDefault()
            event.stopPropagation()
        elif _bubble_open():
            _close_bubble()
            event.preventDefault()
            event.stopPropagation()

    def on_escape(event) -> None:
        if str(event.key) == "Escape" and _bubble_open():
            _close_bubble()
            event.preventDefault()
            event.stopPropagation()

    _bubble()
    passive = to_js({"passive": True}, dict_converter=js.Object.fromEntries)
    active = to_js({"passive": False}, dict_converter=js.Object.fromEntries)
    page = js.document  # every touch, the bubble's too: a touch anywhere ends what a long-press left behind
    page.addEventListener("touchstart", create_proxy(on_touch_start), passive)
    page.addEventListener("touchmove", create_proxy(on_touch_move), passive)
    page.addEventListener("touchend", create_proxy(on_touch_end), active)
    page.addEventListener("touchcancel", create_proxy(on_touch_cancel), passive)
    app.addEventListener("contextmenu", create_proxy(on_context_menu))
    js.window.addEventListener("click", create_proxy(on_click_first), True)
    js.window.addEventListener("keydown", create_proxy(on_escape), True)
