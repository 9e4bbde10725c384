"""Helpers to build Opera Magna positions by hand for the rule tests."""

from __future__ import annotations

import json

from pycore.opera_magna import GAME
from pycore.opera_magna.components import BUILDINGS, SIZES
from pycore.opera_magna.state import Player, State

# A Profit Area of 3 x "2 Marble" and a card whose profit half is "2 Sand": entering the Profit Area
# with it leaves "4 Marble, 2 Sand" there, so tests about Lead and Wood are not disturbed.
NEUTRAL_PROFIT = ["A01-w", "A01-w", "A01-w"]
NEUTRAL_CARD = "A01-m"


def new(players: int = 2, seed: int = 1, board: str = "base") -> State:
    """A game just after setup: compensation Goods taken, the first player on the Merchant phase."""
    state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed, {"board": board})
    while state.phase == "setup" or (state.round == 1 and state.turn_index == 0 and state.pending):
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def ids(state: State) -> list[str]:
    GAME.forget(state)  # positions edited by hand: the kernel's legal list of this step may be stale
    return [a.id for a in GAME.legal_actions(state)]


def me(state: State) -> Player:
    return state.players[state.seat]


def do(state: State, *action_ids: str) -> State:
    for action_id in action_ids:
        GAME.forget(state)
        GAME.apply(state, action_id)
    return state


def set_city(state: State, index: int, cost: list[str], profit: list[str], power: str | None = None) -> str:
    city = state.cities[index]
    city.cost, city.profit = list(cost), list(profit)
    if power:
        city.power = power
    return city.name.lower()


def plain_player(state: State, raw=(2, 2, 2, 2), board: str = "I") -> Player:
    """The player to move, with known goods, no Buildings and the given Shop Board."""
    p = me(state)
    p.raw = list(raw)
    p.cert = [max(3, r + 1) for r in raw]
    p.board = board
    p.refined = [0, 0, 0, 0]
    return p


def market_phase(raw=(2, 2, 2, 2), board: str = "I", completed_left: tuple[str, ...] = (), **changes) -> State:
    """A position built as data (docs/positions.md): the first player at their Market phase with these
    Raw Goods (each Certificate just above), that Shop Board (swapped with whoever had it), no Refined
    Goods, and these Buildings completed on the left (taken from wherever they were). `changes` are
    more top-level fields of the position. `from_position` checks it and runs its automatic steps."""
    data = GAME.position(new())
    seat = data["order"][data.get("turn_index", 0)]
    mine = data["players"][seat]
    for player in data["players"]:
        if player["board"] == board:
            player["board"] = mine["board"]
    mine.update(raw=list(raw), cert=[max(3, r + 1) for r in raw], board=board, refined=[0, 0, 0, 0])
    for card in completed_left:
        take_building(data, card)
        mine.setdefault("left", [[], [], []])[SIZES.index(BUILDINGS[card].size)].append(card)
    area = f"{data['cities'][0]['name'].lower()}-profit"  # this turn's Merchant and card, as the turn left them
    mine["merchants"] = [area, "", ""]
    row = data["cities"][0]["profit"]
    data["discard"] = [*data.get("discard", []), row.pop(0)]
    row.append(mine["hand"].pop())
    data.update(phase="market", pending=[], turn={"area": area}, **changes)
    return GAME.from_position(data)


def take_building(data: dict, card: str) -> None:
    """Take a Building out of a position: from the display, a deck or a Building under construction."""
    if card in data["display"]:  # its slot refilled from its size's deck (R12): a Building named nowhere else
        named = set(json.dumps(data).replace('"', " ").replace(",", " ").split())
        spare = next(b for b, building in BUILDINGS.items() if building.size == BUILDINGS[card].size and b not in named)
        data["display"] = [spare if slot == card else slot for slot in data["display"]]
    data.pop("building_decks", None)  # filled in again by from_position, without the card
    for player in data["players"]:
        if card in player.get("works", []):
            index = player["works"].index(card)
            del player["works"][index], player["placed"][index]


def refined_phase(state: State, refined=(0, 0, 0, 0), area: str = "") -> Player:
    """Jump the player to move to their Refined Goods phase with these Refined Goods."""
    p = me(state)
    state.phase = "refined"
    state.pending.clear()
    state.turn.area = area or f"{state.cities[0].name.lower()}-profit"
    p.refined = list(refined)
    return p


def finish_phase(state: State) -> None:
    """End the Refined Goods phase, declining every later choice with the first option."""
    GAME.apply(state, "end")


def resolve(state: State) -> State:
    """Make every pending choice (effects' units) with its first option."""
    while state.pending:
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state
