"""Atelier's web app, the Python that runs in the page (PyScript), shipped as the `atelier_web` wheel.

Every `.py` file under `web/` (except the entry `web/main.py` and tests) is packed into that wheel by
`tools/build_site.py`: add a module here and import it, nothing to configure.

- `dom`     the only module that touches the browser (`js`, `pyodide`): mount HTML, listen for clicks.
- `markup`  escaping helpers: every text that reaches the page goes through `esc`.
- `actions` the dispatcher from a clicked `data-action` id to a Python handler.
- `home`    the home screen view (a pure function from game infos to HTML).
- `first`   start-up, step one: the home screen before pydantic loads; then loads the rest, hands over.
- `main`    the app's handlers and the rest of start-up (the link, the saved games, kept clicks).
"""
