"""The home screen before the app has loaded, drawn twice by the same code: into index.html at build time
(tools/build_site.py runs this in CPython; the saves are not known then) and by `app.first` once Python
runs in the page (the saves counted, listed when pydantic has loaded)."""

from __future__ import annotations

import pycore
from pycore.engine.registry import all_infos

from .home import render_home
from .saved import render_saved_loading


def render_first_home(saved_count: int | None) -> str:
    """`saved_count`: how many saved games this browser holds, or None when it cannot be known yet."""
    return render_home(all_infos(), pycore.__version__, saved=render_saved_loading(saved_count))
