"""Luthier's positions (see `pycore/engine/position.py` and docs/positions.md).

A position is the `State`'s fields that differ from their defaults, after `"game": "luthier"`.
Filled in when loading: each player's and the automa's prestige (the sum of its `ledger`, by
category), the random generator from `seed` when `rng` is left out, and the automatic steps up to
the next decision (`rules.advance`).
"""

from __future__ import annotations

from typing import Any

from ..engine.position import checked, position_of, read_model
from .info import INFO
from .invariants import problems
from .rules import advance
from .state import State


def _drop_prestige(data: dict) -> None:
    for holder in [*data["players"], data.get("automa") or {}]:
        holder.pop("prestige", None)


def _with_prestige(holder: Any) -> Any:
    """A player or the automa with its prestige, the sum of its ledger, unless given."""
    if not isinstance(holder, dict) or "prestige" in holder:
        return holder
    ledger = holder.get("ledger", {})
    if isinstance(ledger, dict) and all(isinstance(v, int) for v in ledger.values()):
        return {**holder, "prestige": sum(ledger.values())}
    return holder


def position(state: State) -> dict[str, Any]:
    return position_of(INFO.id, state, _drop_prestige)


def from_position(data: Any) -> State:
    if isinstance(data, dict):
        data = dict(data)
        if isinstance(data.get("players"), list):
            data["players"] = [_with_prestige(p) for p in data["players"]]
        if "automa" in data:
            data["automa"] = _with_prestige(data["automa"])
    state = read_model(State, data, INFO.id, INFO.name)
    return checked(state, INFO.name, problems, advance)
