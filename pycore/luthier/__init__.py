"""Luthier: the rules engine. `GAME` satisfies the kernel contract (`pycore.engine.game.Game`).

`GAME` is imported on first use (PEP 562), so that `pycore.luthier.info` (the home screen's static
facts) loads without the rules.
"""

__all__ = ["GAME", "LuthierGame"]


def __getattr__(name: str):
    if name in __all__:
        from . import game

        return getattr(game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
