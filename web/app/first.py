"""Start-up in two steps, so that the home screen shows before the heavy part of Python has loaded.

0. Before Python: index.html already shows the home screen, drawn at build time by `app.firstscreen`;
   web/early.js keeps the taps made on it.
1. `start` takes those taps, listens for clicks (the dispatcher keeps them all for now) and draws the
   home screen again from the games' static facts (`pycore.engine.registry`, no pydantic), now with
   the number of saved games. With saved games, their list shows as
   "loading" (reading a save needs pydantic); with a game's link in the address bar there is no home
   screen to draw (boot.js already shows the stored picture of that table).
2. It then loads pydantic (left out of the page's first packages by tools/build_site.py, see
   `LOADED_LATER`); web/main.py then builds the app (`app.main.App` with `app.dom`: the handlers, the
   rules on demand), which takes over: the saved games are listed, the link opened, and the clicks kept
   meanwhile are handled in order.
"""

from __future__ import annotations

from . import dom, i18n
from .actions import dispatcher
from .firstscreen import render_first_home
from .prefs import DevicePrefs
from .storage import SaveStore

LOADED_LATER = ["pydantic"]  # tools/build_site.py keeps these (and what they need) out of the first load


async def show_first_screen() -> bool:
    """Steps 1 and 2 (pydantic loaded); True if the home screen was drawn (no link in the address bar)."""
    dispatcher.hold()
    for action_id in dom.listen(dispatcher):  # made on the home screen of index.html: played in order, after this
        dispatcher.dispatch(action_id)
    storage = dom.LocalStorage()
    dom.speak(i18n.choose(DevicePrefs(storage).language(), dom.languages()))
    home_shown = not dom.fragment()
    if home_shown:
        dom.mount(render_first_home(len(SaveStore(storage).ids())))
        dom.mark("home-shown")
    await dom.load_packages(LOADED_LATER)
    return home_shown
