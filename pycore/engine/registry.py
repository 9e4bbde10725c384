"""The list of games. Each game sub-package registers itself here when imported."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from .errors import IllegalAction
from .info import GameInfo

if TYPE_CHECKING:  # the contract module needs pydantic; the home screen does not
    from .game import Game

# game id -> module that defines `GAME` (imported lazily, so loading one game does not load the other)
_MODULES = {
    "opera-magna": "pycore.opera_magna",
    "luthier": "pycore.luthier",
}


def game_ids() -> list[str]:
    return list(_MODULES)


def get_game(game_id: str, rules_version: str | None = None) -> Game:
    """The game's rules: of its newest version, or of an earlier one it still plays (`engine/versions.py`);
    IllegalAction for a game or a version the app does not have."""
    module = _MODULES.get(game_id)
    if module is None:
        raise IllegalAction(f"Unknown game '{game_id}'. Known games: {', '.join(_MODULES)}.")
    newest = import_module(module).GAME
    if rules_version is None or rules_version == newest.info.rules_version:
        return newest
    from .versions import rules_of  # only for a game of an earlier version

    return rules_of(newest, rules_version)


def all_games() -> list[Game]:
    return [get_game(g) for g in _MODULES]


def get_info(game_id: str) -> GameInfo:
    """The game's static facts from its light `info` module, without importing its rules."""
    module = _MODULES.get(game_id)
    if module is None:
        raise IllegalAction(f"Unknown game '{game_id}'. Known games: {', '.join(_MODULES)}.")
    return import_module(module + ".info").INFO


def all_infos() -> list[GameInfo]:
    return [get_info(g) for g in _MODULES]
