"""Opera Magna: trade across the Cities, refine goods in your shop, raise the Opera.

The rules live in `rules.py` (the turn as atomic actions), the components in `components.json`
(read by `components.py`), the state in `state.py`; `GAME` is the kernel-contract object.

`GAME` is imported on first use (PEP 562), so that `pycore.opera_magna.info` (the home screen's
static facts) loads without the rules.
"""

__all__ = ["GAME", "OperaMagnaGame"]


def __getattr__(name: str):
    if name in __all__:
        from . import game

        return getattr(game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
