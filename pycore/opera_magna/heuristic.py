"""A quick estimate of a position for the greedy bot: points now plus what goods and progress are worth.

One step of lookahead cannot see that a Merchant move pays off only when the card is played, so
right after a Merchant move the value of the best card to play there is added.
"""

from __future__ import annotations

from ..engine.components import Components
from .components import LEVEL_BY_SPACE, RAW_MAX
from .economy import owed
from .scoring import breakdown
from .state import State, find_area

RAW_VALUE = 0.3
REFINED_VALUE = 0.7  # lost at the end of the Refined Goods phase, so worth using
STORED_VALUE = 0.6
PLACED_VALUE = 1.0  # per Good on a Building under construction, times (points + bonus) / cost
COMPLETION_BONUS = 0.0  # what a completed Building brings besides its points (effect, Cart, Conversion)
SHORTFALL_COST = 0.7  # a Certificate step back or a point lost
CART_VALUE = 1.5
CERT_STEP_VALUE = 0.4
CONVERSION_VALUE = 1.0


def _card_value(k: Components, card: str) -> float:
    t = k.TRADE_CARDS[card]
    return 0.1 * (sum(t.profit_raw) + 2 * sum(t.profit_refined) - sum(t.cost))


def activation_value(state: State, seat: int, card: str) -> float:
    """What playing `card` into the Area just entered would bring: profit less cost, roughly."""
    p = state.players[seat]
    city, side = find_area(state, state.turn.area)
    cost_row = city.cost[1:] + [card] if side == "cost" else city.cost
    profit_row = city.profit[1:] + [card] if side == "profit" else city.profit
    due = owed(state.k, p, cost_row)
    value = 0.0
    for c in range(4):
        paid = min(due[c], p.raw[c])
        left = p.raw[c] - paid
        gained = min(RAW_MAX - left, sum(state.k.TRADE_CARDS[k].profit_raw[c] for k in profit_row))
        value += RAW_VALUE * (gained - paid) - SHORTFALL_COST * (due[c] - paid)
        value += REFINED_VALUE * sum(state.k.TRADE_CARDS[k].profit_refined[c] for k in profit_row)
    return value


def _pending_value(state: State, seat: int) -> float:
    """Effects already earned but still to be chosen count as gained (a completed Building waiting for its side too)."""
    value = 0.0
    for step in state.pending:
        if step.seat != seat:
            continue
        if step.kind == "raw":
            value += RAW_VALUE * step.units
        elif step.kind == "raw_one_type":
            value += RAW_VALUE * step.amount
        elif step.kind == "refined":
            value += REFINED_VALUE * step.units
        elif step.kind == "cert":
            value += CERT_STEP_VALUE * step.units
        elif step.kind == "roof":
            value += PLACED_VALUE
        elif step.kind == "side":
            value += state.k.BUILDINGS[step.data].vp + CART_VALUE
        elif step.kind == "pay":
            value -= RAW_VALUE * step.units
        elif step.kind == "unpaid":
            value -= SHORTFALL_COST
    return value


def position_value(state: State, seat: int) -> float:
    p = state.players[seat]
    value = float(sum(breakdown(state, seat).values()))
    if state.phase == "over":
        return value
    value += RAW_VALUE * sum(p.raw) + REFINED_VALUE * sum(p.refined) + STORED_VALUE * sum(p.stored)
    value += sum(
        PLACED_VALUE * placed * (state.k.BUILDINGS[card].vp + COMPLETION_BONUS) / state.k.BUILDINGS[card].cost
        for card, placed in zip(p.works, p.placed)
    )
    value += _pending_value(state, seat)
    value += CERT_STEP_VALUE * sum(LEVEL_BY_SPACE[min(space + 1, 10)] - LEVEL_BY_SPACE[space] for space in p.cert)
    value += sum(_card_value(state.k, card) for card in p.hand)
    value += CART_VALUE * sum(1 for x in p.right if x) + CONVERSION_VALUE * sum(1 for x in p.left if x)
    if state.phase == "card" and state.seat == seat and not state.pending:
        value += max(activation_value(state, seat, card) for card in p.hand)
    return value
