"""Luthier's positions (see `pycore/engine/position.py` and docs/positions.md).

A position is the `State`'s fields that differ from their defaults, after `"game": "luthier"`.
Filled in when loading: each player's and the automa's prestige (the sum of its `ledger`, by
category), the random generator from `seed` when `rng` is left out, every card the position names
nowhere at the bottom of its deck (in the components' order; patrons of deck A to the patron discard
pile once deck B has replaced it), every deck and discard pile left out (empty), and the automatic steps up to the next decision (`rules.advance`).
"""

from __future__ import annotations

from typing import Any

from ..engine.position import checked, position_of, read_model
from ..engine.components import Components
from .info import INFO
from .invariants import card_places, problems
from .rules import advance
from .shapes import DECK_PILES, DISCARD_PILES
from .state import NEWEST, State


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


# Each kind of card and the deck it goes back to; patrons by their deck letter.
DECK_OF_TABLE = (
    ("INSTRUMENTS", "instrument"), ("PERFORMANCES", "performance"), ("REPAIRS", "repair"), ("MARKET", "market"),
    ("SPECIALISTS", "specialist"), ("AWARDS", "award"), ("OBJECTIVES", "objective"),
)  # the names of the rules version's tables (`state.k`)


def _fill_piles(state: State) -> None:
    """Every pile the position leaves out is empty (patron deck B only while it is set aside)."""
    for pile in DECK_PILES:
        if pile != "patron_b" or not state.patron_b_switched:
            state.decks.setdefault(pile, [])
    for pile in DISCARD_PILES:
        state.discards.setdefault(pile, [])


def _fill_decks(state: State) -> None:
    """Every card named nowhere goes to the bottom of its deck (the top of a deck is its first card)."""
    _fill_piles(state)
    named = card_places(state)
    for table, deck in DECK_OF_TABLE:
        for card in getattr(state.k, table):
            if card not in named:
                state.decks.setdefault(deck, []).append(card)
    for card, patron in state.k.PATRONS.items():
        if card in named:
            continue
        if state.patron_b_switched:
            pile = state.decks if patron["deck"] == "B" else state.discards
            pile.setdefault("patron", []).append(card)
        else:
            state.decks.setdefault("patron" if patron["deck"] == "A" else "patron_b", []).append(card)


def position(state: State) -> dict[str, Any]:
    """The state as readable JSON data: its fields that differ from their defaults, less what loading fills in."""
    return position_of(INFO.id, state, _drop_prestige)


def from_position(data: Any, k: Components = NEWEST) -> State:
    """The state a position describes: filled in, checked, its automatic steps run; BadLink naming what is wrong."""
    if isinstance(data, dict):
        data = dict(data)
        if isinstance(data.get("players"), list):
            data["players"] = [_with_prestige(p) for p in data["players"]]
        if "automa" in data:
            data["automa"] = _with_prestige(data["automa"])
    state = read_model(State, data, INFO.id, INFO.name).play_under(k)  # its game's rules version
    _fill_decks(state)
    return checked(state, INFO.name, problems, advance)
