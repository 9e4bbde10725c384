"""PyScript's entry point: the first screen, then the web app (the Python package under web/app/) built with
the real browser glue (`app.dom`) and the browser's localStorage."""

from app import dom
from app.dom import xworker  # noqa: F401  (in a worker PyScript gives the page's messages to this name's onmessage)
from app.actions import dispatcher
from app.first import show_first_screen

home_shown = await show_first_screen()  # noqa: F704  (PyScript runs this file with top-level await)
from app.main import App  # noqa: E402  (after the first screen: it needs pydantic, loaded meanwhile)

App(dom, dom.LocalStorage(), dispatcher).start(home_shown)
