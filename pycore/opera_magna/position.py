"""Opera Magna's positions (see `pycore/engine/position.py` and docs/positions.md).

A position is the `State`'s fields that differ from their defaults, after `"game": "opera-magna"`.
Filled in when loading: a player's empty holdings (no Refined Goods, nothing stored, no Buildings,
no Trade Cards, every Merchant in the supply), the random generator from `seed`, every Building the
position names nowhere at the bottom of its size's deck (components' order), the Worksites in the
components' order with no token when `sites` and `tokens` are left out, an empty discard pile, and
the automatic steps up to the next decision (`rules.advance`). Left out, `decks` are dealt as at
setup (deck A over deck B, then the three C piles, their sizes by player count) from the Trade
Cards named nowhere, in the components' order.
"""

from __future__ import annotations

from typing import Any

from ..engine.position import checked, position_of, read_model
from ..engine.components import Components
from .info import INFO
from .components import SIZES
from .invariants import buildings, problems
from .rules import advance
from .state import NEWEST, State

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


def _setup_decks(k: Components, data: dict) -> list[list[str]]:
    """The Trade Card decks as setup deals them, from the cards the position names nowhere (components' order)."""
    named = set(str(card) for card in _strings(data))
    spare = {d: [c for c, card in k.TRADE_CARDS.items() if card.deck == d and c not in named] for d in "ABC"}
    sizes = k.SETUP["by_players"].get(str(len(data.get("players") or [])))
    if sizes is None:
        return []  # refused later for its player count
    decks = [spare["B"][:sizes["deck_B"]] + spare["A"][:sizes["deck_A"]]]
    start = 0
    for size in sizes["deck_C_piles"]:
        decks.append(spare["C"][start:start + size])
        start += size
    return decks


def _strings(value: Any) -> list[Any]:
    """Every string inside a JSON value (cards are strings wherever they sit)."""
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return [value] if isinstance(value, str) else []


def _fill_building_decks(state: State) -> None:
    """Every Building named nowhere goes to the bottom of its size's deck (the top card is the last)."""
    named = set(buildings(state))
    if len(state.building_decks) != len(SIZES):
        return  # refused by the invariants, with its reason
    for card, building in reversed(state.k.BUILDINGS.items()):
        if card not in named:
            state.building_decks[SIZES.index(building.size)].insert(0, card)


def position(state: State) -> dict[str, Any]:
    """The state as readable JSON data: its fields that differ from their defaults, less what loading fills in."""
    return position_of(INFO.id, state, _drop_empty_holdings)


def from_position(data: Any, k: Components = NEWEST) -> State:
    """The state a position describes: filled in, checked, its automatic steps run; BadLink naming what is wrong."""
    if isinstance(data, dict) and isinstance(data.get("players"), list):
        data = {**data, "players": [
            {**{key: _fresh(v) for key, v in EMPTY_HOLDINGS.items()}, **p} if isinstance(p, dict) else p for p in data["players"]
        ]}
    if isinstance(data, dict):
        data = {"building_decks": [[] for _ in SIZES], "discard": [], "sites": list(k.WORKSITES), **data}
        data.setdefault("tokens", [[] for _ in data["sites"]] if isinstance(data["sites"], list) else [])
        if "decks" not in data:
            data["decks"] = _setup_decks(k, data)
    state = read_model(State, data, INFO.id, INFO.name).play_under(k)  # its game's rules version
    _fill_building_decks(state)
    return checked(state, INFO.name, problems, advance)


def _fresh(value: Any) -> Any:
    """A new copy of an empty holding, so that two players never share one list."""
    return [_fresh(v) for v in value] if isinstance(value, list) else value
