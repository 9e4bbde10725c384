"""Opera Magna: trade across the Cities, refine goods in your shop, raise the Opera.

The rules live in `rules.py` (the turn as atomic actions), the components in `components.json`
(read by `data.py`), the state in `state.py`; `GAME` is the kernel-contract object.
"""

from .game import GAME, OperaMagna

__all__ = ["GAME", "OperaMagna"]
