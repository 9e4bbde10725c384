"""Opera Magna's positions (see `pycore/engine/position.py` and docs/positions.md).

A position is the `State`'s fields that differ from their defaults, after `"game": "opera-magna"`.
Filled in when loading: a player's empty holdings (no Refined Goods, nothing stored, no Buildings,
no Trade Cards, every Merchant in the supply), the random generator from `seed`, and the automatic
steps up to the next decision (`rules.advance`).
"""

from __future__ import annotations

from typing import Any

from ..engine.position import checked, position_of, read_model
from .info import INFO
from .invariants import problems
from .rules import advance
from .state import State

# A player's fields that a position may leave out, with the value they then take: nothing held.
EMPTY_HOLDINGS: dict[str, Any] = {
    "refined": [0, 0, 0, 0], "stored": [0, 0, 0, 0], "hand": [], "merchants": ["", "", ""],
    "works": [], "placed": [], "left": [[], [], []], "right": [[], [], []],
}


def _drop_empty_holdings(data: dict) -> None:
    for player in data["players"]:
        for field, empty in EMPTY_HOLDINGS.items():
            if player.get(field) == empty:
                del player[field]


def position(state: State) -> dict[str, Any]:
    return position_of(INFO.id, state, _drop_empty_holdings)


def from_position(data: Any) -> State:
    if isinstance(data, dict) and isinstance(data.get("players"), list):
        data = {**data, "players": [
            {**{k: _fresh(v) for k, v in EMPTY_HOLDINGS.items()}, **p} if isinstance(p, dict) else p for p in data["players"]
        ]}
    state = read_model(State, data, INFO.id, INFO.name)
    return checked(state, INFO.name, problems, advance)


def _fresh(value: Any) -> Any:
    """A new copy of an empty holding, so that two players never share one list."""
    return [_fresh(v) for v in value] if isinstance(value, list) else value
