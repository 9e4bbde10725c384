"""The Opera: which Worksites are open, sending Goods, Carts, and the solo Rival (seed 000, 4.7, 4.9, R15)."""

from __future__ import annotations

from ..engine.narration import say
from .components import POSITIONS, RIVAL
from .economy import level
from .effects import total_in_force
from .state import State


def unlocked(state: State, position: int) -> bool:
    """A Worksite is open when its supports hold a token (all of them, or any on the Lion board)."""
    board = state.k.OPERA_BOARDS[state.board]
    supports = board.supports[position]
    if not supports:
        return True
    tokens = state.tokens
    if board.mode == "all":
        return all(tokens[s] for s in supports)
    return any(tokens[s] for s in supports)


def carts(state: State, seat: int) -> int:
    """One Cart per right position holding a Building, plus extra Carts (Shipyard, Carters' Guild)."""
    p = state.players[seat]
    return sum(1 for pos in p.right if pos) + total_in_force(state, seat, "extra_cart")


def sendable(state: State, seat: int) -> list[int]:
    """Positions this seat may send a Good to now (all four conditions of seed 000, and a free Cart)."""
    if state.turn.carts_used >= carts(state, seat):
        return []
    p = state.players[seat]
    result = []
    for position, site_id in enumerate(state.sites):
        site = state.k.WORKSITES[site_id]
        if (
            p.refined[site.wants] > 0
            and level(p, site.wants) >= site.level
            and seat not in state.tokens[position]
            and unlocked(state, position)
        ):
            result.append(position)
    return result


def rival_target(state: State) -> int | None:
    """R15: the lowest open, empty Worksite in this round's column, else in the next columns, wrapping."""
    first_column = (state.round - 1) % 4
    for shift in range(4):
        column = (first_column + shift) % 4
        for row in range(3):
            position = row * 4 + column
            if not state.tokens[position] and unlocked(state, position):
                return position
    return None


def place_rival(state: State) -> None:
    position = rival_target(state)
    if position is not None:
        state.tokens[position].append(RIVAL)
        say(None, "rival", (f"site:{POSITIONS[position]}",), site=state.sites[position])
