"""The browser side of the app, in one place: the rest of `app` is plain Python, testable in CPython."""

from __future__ import annotations

import traceback

import js
from pyodide.ffi import create_proxy

from .actions import Dispatcher

APP_ID = "app"


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
        if target is None:
            return
        try:
            dispatcher.dispatch(target.dataset.action)
        except Exception:  # a bug must show, not leave a dead button
            show_error(traceback.format_exc())

    js.document.getElementById(APP_ID).addEventListener("click", create_proxy(on_click))
