"""Luthier: the rules engine. `GAME` satisfies the kernel contract (`pycore.engine.game.Game`)."""

from .game import GAME, LuthierGame

__all__ = ["GAME", "LuthierGame"]
