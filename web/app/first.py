"""Start-up in two steps, so that the home screen shows before the heavy part of Python has loaded.

1. `start` draws the home screen from the games' static facts (`pycore.engine.registry`, no pydantic)
   and listens for clicks, which the dispatcher keeps for now. With saved games, their list shows as
   "loading" (reading a save needs pydantic); with a game's link in the address bar there is no home
   screen to draw (boot.js already shows the stored picture of that table).
2. It then loads pydantic (left out of the page's first packages by tools/build_site.py, see
   `LOADED_LATER`), imports the app (`app.main`: the handlers, the rules on demand) and hands over:
   the saved games are listed, the link opened, and the clicks kept meanwhile are handled in order.
"""

from __future__ import annotations

import pycore
from pycore.engine.registry import all_infos

from . import dom
from .actions import dispatcher
from .home import render_home
from .saved import render_saved_loading
from .storage import SaveStore

LOADED_LATER = ["pydantic"]  # tools/build_site.py keeps these (and what they need) out of the first load


async def start() -> None:
    dispatcher.hold()
    dom.listen(dispatcher)
    home_shown = not dom.fragment()
    if home_shown:
        saves = SaveStore(dom.LocalStorage()).ids()
        dom.mount(render_home(all_infos(), pycore.__version__, saved=render_saved_loading(len(saves))))
        dom.mark("home-shown")
    await dom.load_packages(LOADED_LATER)
    from . import main

    main.start(home_shown)
