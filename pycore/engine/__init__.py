"""The game-agnostic kernel: the Game contract, moves, errors, the RNG and the registry.

Names are imported on first use (PEP 562): `pycore.engine.registry` and `pycore.engine.info` load
without pydantic, so the browser can draw the home screen before pydantic has loaded.
"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the names as mypy reads them; at run time each is imported on first use
    from .errors import BadLink as BadLink, IllegalAction as IllegalAction
    from .game import Game as Game, Score as Score
    from .info import GameInfo as GameInfo, OptionSpec as OptionSpec
    from .moves import Move as Move, MoveRules as MoveRules
    from .registry import all_games as all_games, all_infos as all_infos, game_ids as game_ids
    from .registry import get_game as get_game, get_info as get_info
    from .rng import Rng as Rng

_WHERE = {
    "BadLink": "errors", "IllegalAction": "errors",
    "GameInfo": "info", "OptionSpec": "info",
    "Game": "game", "Score": "game",
    "Move": "moves", "MoveRules": "moves",
    "Rng": "rng",
    "all_games": "registry", "all_infos": "registry", "game_ids": "registry", "get_game": "registry",
    "get_info": "registry",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> object:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{module}"), name)


def __dir__() -> list[str]:
    return __all__
