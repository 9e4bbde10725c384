"""The one list of games, and of the bots a match may name.

A game's id is written here once: its `info.py`, the bots' effort per game, the web app's views and
everything else read it from these names. The kernel reaches a game only through this table, by its
package's name, imported on first use; it never imports a game's module or a bot.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction
from .info import GameInfo

if TYPE_CHECKING:  # the contract module needs pydantic; the home screen does not
    from .game import Game

OPERA_MAGNA = "opera-magna"
LUTHIER = "luthier"

# game id -> module that defines `GAME` (imported lazily, so loading one game does not load the other)
_MODULES = {
    OPERA_MAGNA: "pycore.opera_magna",
    LUTHIER: "pycore.luthier",
}

# The bots a match may name, by name (their moves: `pycore.bots.BOTS`, which checks it has exactly these):
# the levels offered, then older names that saves, links and benchmarks still play. Names only, so that a
# match's seats are checked without the kernel importing the bots.
BOT_NAMES = ("easy", "normal", "hard", "expert", "greedy", "random")


def game_ids() -> list[str]:
    return list(_MODULES)


def package_of(game_id: str) -> str:
    """The game's package ("pycore.luthier"); IllegalAction for a game the app does not have."""
    module = _MODULES.get(game_id)
    if module is None:
        raise IllegalAction(f"Unknown game '{game_id}'. Known games: {', '.join(_MODULES)}.")
    return module


_NEWEST: dict[str, Game[Any, Any]] = {}


def get_game(game_id: str, rules_version: str | None = None) -> Game[Any, Any]:
    """The game's rules: of its newest version, or of an earlier one it still plays (`engine/versions.py`);
    IllegalAction for a game or a version the app does not have."""
    package = package_of(game_id)
    newest = _NEWEST.get(package)
    if newest is None:  # the game's package, imported on first use (asked for at every tap: kept)
        newest = _NEWEST[package] = import_module(package).GAME
    if rules_version is None or rules_version == newest.info.rules_version:
        return newest
    from .versions import rules_of  # only for a game of an earlier version

    return rules_of(newest, rules_version)


def all_games() -> list[Game[Any, Any]]:
    return [get_game(g) for g in _MODULES]


def get_info(game_id: str) -> GameInfo:
    """The game's static facts from its light `info` module, without importing its rules."""
    info: GameInfo = import_module(package_of(game_id) + ".info").INFO
    return info


def all_infos() -> list[GameInfo]:
    return [get_info(g) for g in _MODULES]
