"""Action objects, built once and shared (building them is the hot path of `legal_actions`)."""

from __future__ import annotations

from typing import Callable, Hashable

from ..engine.game import Action
from .components import AREAS, RAW, RAW_NAMES, REFINED, REFINED_NAMES
from .state import State, area_name

_ACTIONS: dict[Hashable, Action] = {}


def act(key: Hashable, make: Callable[[], tuple[str, str]]) -> Action:
    """Actions are immutable, so each is built once and shared. `key` holds everything its id and
    label depend on; `make()` returns (id, label) and is called only the first time."""
    action = _ACTIONS.get(key)
    if action is None:
        action_id, label = make()
        action = _ACTIONS[key] = Action(id=action_id, label=label)
    return action


_AREAS: dict[tuple[str, ...], tuple[str, ...]] = {}


def areas(state: State) -> tuple[str, ...]:
    """Every City Area name in board order (cached: the Cities never change during a game)."""
    names = tuple(city.name for city in state.cities)
    found = _AREAS.get(names)
    if found is None:
        found = _AREAS[names] = tuple(area_name(city, side) for city in state.cities for side in AREAS)
    return found



def _by_colour(id_format: str, label_format: str) -> tuple[Action, ...]:
    """One action per colour, built once at import (their labels depend on the colour only)."""
    return tuple(
        Action(
            id=id_format.format(raw=RAW[c], refined=REFINED[c]),
            label=label_format.format(Raw=RAW_NAMES[c], Refined=REFINED_NAMES[c]),
        )
        for c in range(4)
    )


GAIN_RAW = _by_colour("raw:{raw}", "Gain 1 {Raw}")
GAIN_REFINED = _by_colour("refined:{refined}", "Gain 1 {Refined}")
CERT_STEP = _by_colour("cert:{raw}", "{Raw} Certificate 1 space right")
KEEP = _by_colour("keep:{refined}", "Keep 1 {Refined} for next turn")
PAY = _by_colour("pay:{raw}", "Pay 1 {Raw}")
CONVERT = _by_colour("convert:{refined}", "Turn a {Refined} into a {Raw}")
REFINE = _by_colour("refine:{raw}", "Pay 1 {Raw} for a {Refined}")
KEEP_DONE = Action(id="keep:done", label="Keep nothing more")
END = Action(id="end", label="End the Refined Goods phase")
