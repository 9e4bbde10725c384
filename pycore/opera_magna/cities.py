"""The Merchant phase and City Activation (seed 001, R2, R3): moving, playing a card, paying, the profit."""

from __future__ import annotations

from typing import Hashable

from ..engine.moves import Move, shared_move
from ..engine.narration import say
from .labels import LABELS
from .arguments import CardArgs, MerchantArgs
from .actions import areas
from .economy import add_refined, gain_raw, owed, pay_what_you_can, remove_from_hand
from .effects import in_force, source_in_force, total_in_force
from .state import Pending, State, area_name, find_area


_MOVES: dict[tuple[tuple[str, ...], tuple[str, ...], bool], list[Move]] = {}
# A Merchant's move names only Areas of the state's own Cities: the same in every rules version.
_MERCHANTS: dict[Hashable, Move] = {}


def merchant_options(state: State) -> list[Move]:
    """Moves depend only on the Areas, where your Merchants stand and Caravanserai: cached on those."""
    share = bool(in_force(state, state.seat, "merchant_may_share_area"))
    key = (areas(state), tuple(state.players[state.seat].merchants), share)
    moves = _MOVES.get(key)
    if moves is None:
        moves = _MOVES[key] = _merchant_moves(*key)
    return moves


def _merchant_moves(all_areas: tuple[str, ...], merchants: tuple[str, ...], share: bool) -> list[Move]:
    own = set(merchants)
    sources = (["supply"] if "" in own else []) + [a for a in all_areas if a in own]
    result: list[Move] = []
    for source in sources:
        for target in all_areas:
            if target == source or (target in own and not share):
                continue
            result.append(shared_move(_MERCHANTS, ("om", "merchant", source, target), lambda: Move(f"merchant:{source}:{target}", LABELS("merchant", source=source, target=target),
                                                                                "merchant", MerchantArgs(source, target))))
    return result


def do_merchant(state: State, a: MerchantArgs) -> None:
    """`source`: "supply" or the Area the Merchant leaves; `target`: the Area it enters."""
    source, target = a.source, a.target
    p = state.players[state.seat]
    p.merchants[p.merchants.index("" if source == "supply" else source)] = target
    say(state.seat, "merchant", (f"p{state.seat}:merchants", f"area:{target}") + ((f"area:{source}",) if source != "supply" else ()),
        seat=state.seat, source=source, target=target)
    state.turn.area = target
    state.phase = "card"


def card_options(state: State) -> list[Move]:
    shared = state.k.moves
    side = state.turn.area.rsplit("-", 1)[1]
    hand = state.players[state.seat].hand
    return [shared_move(shared, ("om", "card", card, side), lambda: Move(f"card:{card}", LABELS(f"card_{side}", state.k, card=card), "card", CardArgs(card))) for card in hand]


def do_card(state: State, a: CardArgs) -> None:
    """Slide the Area's cards left, play the card, then activate the City: pay, City Power, profit."""
    card = a.card
    seat = state.seat
    p = state.players[seat]
    remove_from_hand(p, seat, card)
    city, side = find_area(state, state.turn.area)
    row = city.cost if side == "cost" else city.profit
    discarded = row.pop(0)
    row.append(card)
    state.discard.append(discarded)
    state.turn.discard = discarded
    say(seat, "card", (f"p{seat}:hand_size", f"area:{state.turn.area}"), seat=seat, card=card, area=state.turn.area, out=discarded)

    unpaid = pay_what_you_can(p, seat, owed(state.k, p, city.cost))
    say(seat, "pays", (f"area:{area_name(city, 'cost')}",), seat=seat, city=city.name)
    if side == "cost":
        state.turn.power = city.power
        say(seat, "power_in_force", (f"area:{state.turn.area}",), seat=seat, power=city.power)
    state.phase = "refined"
    steps = [Pending(kind="unpaid", seat=seat, data=str(c)) for c in range(4) for _ in range(unpaid[c])]
    steps.append(Pending(kind="profit", seat=seat))
    state.pending[0:0] = steps



def profit(state: State, step: Pending) -> None:
    """Gain every Good on the Profit Area's three cards; Loggia dei Mercanti when activated from there (R3)."""
    p = state.players[step.seat]
    city, side = find_area(state, state.turn.area)
    for card in city.profit:
        t = state.k.TRADE_CARDS[card]
        for c in range(4):
            if t.profit_raw[c]:
                gain_raw(p, step.seat, c, t.profit_raw[c])
            if t.profit_refined[c]:
                add_refined(p, step.seat, c, t.profit_refined[c])
    say(step.seat, "profit", (f"area:{area_name(city, 'profit')}",), seat=step.seat, city=city.name)
    if side == "profit":
        shown = [c for c in range(4) if any(state.k.TRADE_CARDS[k].profit_raw[c] or state.k.TRADE_CARDS[k].profit_refined[c] for k in city.profit)]
        bonus = total_in_force(state, step.seat, "profit_area_bonus_raw")
        if bonus and shown:
            source = source_in_force(state, step.seat, "profit_area_bonus_raw")
            state.pending.insert(0, Pending(kind="raw", seat=step.seat, units=bonus, allowed=shown, data=source))

