"""The Market (seed 001, R16): prices, taking a card, the slide and the refill; the decks as the clock."""

from __future__ import annotations

from ..engine.components import Components
from ..engine.moves import Move, shared_move
from ..engine.narration import say
from .labels import LABELS
from .arguments import SpaceArgs
from .components import MARKET_PRICES
from .economy import add_to_hand
from .effects import in_force, total_in_force
from .state import Pending, State


def market_prices(state: State) -> list[int]:
    """R16: for the player to move, each space costs 0 with Exchange, else its price less Porter's Lodge (minimum 0)."""
    if in_force(state, state.seat, "free_market_card"):
        return [0] * len(MARKET_PRICES)
    reduction = total_in_force(state, state.seat, "market_price_reduction")
    return [max(0, price - reduction) for price in MARKET_PRICES]


def market_options(state: State) -> list[Move]:
    shared = state.k.moves
    total = sum(state.players[state.seat].raw)
    result: list[Move] = []
    for space, (card, price) in enumerate(zip(state.market, market_prices(state))):
        if card and price <= total:
            result.append(shared_move(shared, ("om", "market", space, card, price), lambda: _market_action(state.k, space, card, price)))
    return result


def _market_action(k: Components, space: int, card: str, price: int) -> Move:
    # Labels are read by players (List view, Hint, screen readers): the card by what it shows, never its id.
    return Move(f"market:{space}", LABELS("market", k, card=card, price=price), "market", SpaceArgs(space))


def take_market_card(state: State, seat: int, space: int, key: str = "market", price: int = 0) -> None:
    """The card goes to the hand, the cards right of it slide left, the last space is refilled."""
    card = state.market.pop(space)
    add_to_hand(state.players[seat], seat, card)
    say(seat, key, tuple(f"market:{i}" for i in range(space, len(state.market) + 1)), seat=seat, card=card, price=price)
    state.market.append("")
    if state.round >= state.final_round:
        return  # no Trade Cards are drawn in the last round
    for deck in state.decks:
        if deck:
            state.market[-1] = deck.pop()
            state.reveals += 1
            say(None, "market_refill", (f"market:{len(state.market) - 1}",), card=state.market[-1])
            if not any(state.decks):  # the last card of the last deck: the next round is the last
                state.final_round = min(state.final_round, state.round + 1)
                say(None, "decks_out", round=state.final_round)
            break


def do_market(state: State, a: SpaceArgs) -> None:
    space = a.space
    seat = state.seat
    price = market_prices(state)[space]
    take_market_card(state, seat, space, price=price)
    steps = [Pending(kind="pay", seat=seat, units=price)] if price else []
    steps.append(Pending(kind="end_turn", seat=seat))
    state.pending[0:0] = steps

