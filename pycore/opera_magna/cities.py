"""The Merchant phase and City Activation (seed 001, R2, R3): moving, playing a card, paying, the profit."""

from __future__ import annotations

from ..engine.game import Action
from . import words
from .actions import act, areas
from .data import TRADE_CARDS
from .economy import gain_raw, owed, pay_what_you_can
from .effects import in_force, total_in_force
from .state import Pending, State, find_area


_MOVES: dict[tuple[tuple[str, ...], tuple[str, ...], bool], list[Action]] = {}


def merchant_options(state: State) -> list[Action]:
    """Moves depend only on the Areas, where your Merchants stand and Caravanserai: cached on those."""
    share = bool(in_force(state, state.seat, "merchant_may_share_area"))
    key = (areas(state), tuple(state.players[state.seat].merchants), share)
    moves = _MOVES.get(key)
    if moves is None:
        moves = _MOVES[key] = _merchant_moves(*key)
    return moves


def _merchant_moves(all_areas: tuple[str, ...], merchants: tuple[str, ...], share: bool) -> list[Action]:
    own = set(merchants)
    sources = (["supply"] if "" in own else []) + [a for a in all_areas if a in own]
    result = []
    for source in sources:
        for target in all_areas:
            if target == source or (target in own and not share):
                continue
            result.append(act(("merchant", source, target), lambda: (f"merchant:{source}:{target}", f"Merchant from {words.area(source)} to {words.area(target)}")))
    return result


def do_merchant(state: State, arg: str) -> None:
    source, target = arg.split(":")
    p = state.players[state.seat]
    p.merchants[p.merchants.index("" if source == "supply" else source)] = target
    state.turn.area = target
    state.phase = "card"


def card_options(state: State) -> list[Action]:
    side = state.turn.area.rsplit("-", 1)[1]
    hand = state.players[state.seat].hand
    return [act(("card", card, side), lambda: (f"card:{card}", f"Play {card}: {words.trade_half(card, side)}")) for card in hand]


def do_card(state: State, card: str) -> None:
    """Slide the Area's cards left, play the card, then activate the City: pay, City Power, profit."""
    seat = state.seat
    p = state.players[seat]
    p.hand.remove(card)
    city, side = find_area(state, state.turn.area)
    row = city.cost if side == "cost" else city.profit
    discarded = row.pop(0)
    row.append(card)
    state.discard.append(discarded)
    state.turn.discard = discarded

    unpaid = pay_what_you_can(p, owed(p, city.cost))
    if side == "cost":
        state.turn.power = city.power
    state.phase = "refined"
    steps = [Pending(kind="unpaid", seat=seat, data=str(c)) for c in range(4) for _ in range(unpaid[c])]
    steps.append(Pending(kind="profit", seat=seat))
    state.pending[0:0] = steps



def profit(state: State, step: Pending) -> None:
    """Gain every Good on the Profit Area's three cards; Loggia dei Mercanti when activated from there (R3)."""
    p = state.players[step.seat]
    city, side = find_area(state, state.turn.area)
    for card in city.profit:
        t = TRADE_CARDS[card]
        for c in range(4):
            if t.profit_raw[c]:
                gain_raw(p, c, t.profit_raw[c])
            p.refined[c] += t.profit_refined[c]
    if side == "profit":
        shown = [c for c in range(4) if any(TRADE_CARDS[k].profit_raw[c] or TRADE_CARDS[k].profit_refined[c] for k in city.profit)]
        bonus = total_in_force(state, step.seat, "profit_area_bonus_raw")
        if bonus and shown:
            state.pending.insert(0, Pending(kind="raw", seat=step.seat, units=bonus, allowed=shown))

