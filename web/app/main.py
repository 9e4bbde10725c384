"""Start-up: show the home screen from the games' static facts, without importing any game's rules."""

from __future__ import annotations

import pycore
from pycore.engine import all_infos

from . import dom
from .actions import Dispatcher
from .home import render_home

dispatcher = Dispatcher()
open_games: set[str] = set()


def show_home() -> None:
    dom.mount(render_home(all_infos(), pycore.__version__, open_games))


@dispatcher.on("toggle")
def toggle_game(game_id: str) -> None:
    open_games.symmetric_difference_update({game_id})
    show_home()


def start() -> None:
    show_home()
    dom.listen(dispatcher)
    dom.mark("home-shown")
