"""The browser side of the app, in one place: the rest of `app` is plain Python, testable in CPython."""

from __future__ import annotations

import traceback

import js
from pyodide.ffi import create_proxy, jsnull

from .actions import Dispatcher

APP_ID = "app"


def missing(value) -> bool:
    """JavaScript's null arrives as `jsnull` (not None) in this Pyodide; undefined as None."""
    return value is None or value is jsnull


def mount(html: str) -> None:
    """Replace the app's whole content with `html` (built with `markup`, so already escaped)."""
    js.document.getElementById(APP_ID).innerHTML = html


def mark(name: str) -> None:
    """A performance mark (`atelier:<name>`), read by the load benchmark."""
    js.performance.mark(f"atelier:{name}")


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


# ---- added for the app shell (issue 5): storage, timers, forms, keys, files, the URL, sharing --------

from pyodide.ffi import create_once_callable, to_js  # noqa: E402

from .storage import StorageFull  # noqa: E402


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
