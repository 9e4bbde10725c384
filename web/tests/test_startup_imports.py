"""The home screen needs the games' static facts only: start-up must not import any game's rules, and the
first screen (web/app/first.py, drawn before pydantic loads in the browser) must not import pydantic."""

import subprocess
import sys
from pathlib import Path

WEB = Path(__file__).resolve().parent.parent

PROBE = """
import sys
sys.path.insert(0, {web!r})
from pycore.engine import all_infos
from app.home import render_home
import pycore
render_home(all_infos(), pycore.__version__)
rules = sorted(m for m in sys.modules if m.startswith(("pycore.opera_magna.", "pycore.luthier."))
               and not m.endswith(".info"))
print(",".join(rules))
"""


def test_rendering_the_home_screen_imports_no_rules():
    out = subprocess.run([sys.executable, "-c", PROBE.format(web=str(WEB))], capture_output=True, text=True,
                         check=True, cwd=WEB.parent)
    assert out.stdout.strip() == ""


FIRST_SCREEN_PROBE = """
import sys
sys.path.insert(0, {web!r})
import pycore
from pycore.engine.registry import all_infos
from app.home import render_home
from app.saved import render_saved_loading
from app.storage import MemoryStore, SaveStore
saves = SaveStore(MemoryStore()).ids()
render_home(all_infos(), pycore.__version__, saved=render_saved_loading(len(saves)))
print(",".join(sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "pydantic_core"))))
"""


def test_the_first_screen_is_drawn_without_pydantic():
    out = subprocess.run([sys.executable, "-c", FIRST_SCREEN_PROBE.format(web=str(WEB))], capture_output=True,
                         text=True, check=True, cwd=WEB.parent)
    assert out.stdout.strip() == ""


def test_the_games_are_still_reachable_through_the_registry():
    from pycore.engine import get_game

    assert get_game("opera-magna").info.name == "Opera Magna"
    assert get_game("luthier").info.name == "Luthier"
