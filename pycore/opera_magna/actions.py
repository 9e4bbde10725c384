"""Action objects, built once and shared (building them is the hot path of `legal_actions`)."""

from __future__ import annotations

from typing import Callable, Hashable

from ..engine.game import Action
from .data import AREAS
from .state import State, area_name

_ACTIONS: dict[tuple[str, Hashable], Action] = {}


def act(action_id: str, context: Hashable, label: Callable[[], str]) -> Action:
    """Actions are immutable, so each is built once and shared: `context` is whatever the label
    depends on besides the id, and `label()` is called only the first time."""
    key = (action_id, context)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(id=action_id, label=label())
    return action


_AREAS: dict[tuple[str, ...], tuple[str, ...]] = {}


def areas(state: State) -> tuple[str, ...]:
    """Every City Area name in board order (cached: the Cities never change during a game)."""
    names = tuple(city.name for city in state.cities)
    found = _AREAS.get(names)
    if found is None:
        found = _AREAS[names] = tuple(area_name(city, side) for city in state.cities for side in AREAS)
    return found

