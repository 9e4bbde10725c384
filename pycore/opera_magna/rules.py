"""The turn of Opera Magna as atomic actions (seed 001, seed 000, reference 7.1).

`legal_actions(state)` lists every decision open now; `apply(state, id)` checks the id against that
list, performs it, then runs every automatic step until the next decision. Pending steps
(`state.pending`) always come first: an effect and everything it sets off resolves completely
before anything else (R9). Action ids:

    raw:<lead|wood|marble|sand>        gain one Raw Good (or 3 of one type: Chandler's Stall)
    refined:<bell|planks|column|glass> gain one Refined Good
    cert:<raw>                         move that Certificate 1 space right
    roof:<slot>                        Roof Trusses: a free Good on Building under construction 0/1
    side:<left|right>                  where a completed Building goes
    notary:<raw> | notary:decline      Notary's Office: pay another Raw Good for a missing one
    keep:<refined> | keep:done         Warehouses: keep a Refined Good for the next turn
    pay:<raw>                          one Raw Good of a Market price
    merchant:<from>:<to>               from = supply or an Area (e.g. pisa-cost), to = an Area
    card:<trade card id>               the card played into the Area just entered
    build:<slot>:<refined>             place a Refined Good on a Building under construction
    opera:<position>                   send a Refined Good to the Worksite at a1..c4
    conversion:<S|M|L>[:<raw>]         a Shop Board Conversion ([:raw] = the "any" Raw Good)
    convert:<refined>                  Convert Refined Goods, one Good
    refine:<raw>                       Glassworks / Refiners' Guild: pay 1 Raw Good, gain its Refined Good
    power                              use the City Power (Customs Rebate, Notary)
    end                                end the Refined Goods phase
    building:<card id>                 take a face-up Building
    market:<0-3>                       take the Market card on that space
"""

from __future__ import annotations

from typing import Callable, Hashable

from ..engine.errors import IllegalAction
from ..engine.game import Action
from .data import (
    AREAS, BUILDINGS, CITY_POWERS, DISPLAY_SLOTS, MARKET_PRICES, POSITIONS, RAW, RAW_MAX, RAW_NAMES,
    REFILL_ORDER, REFINED, REFINED_NAMES, SHOP_BOARDS, SIZES, TRADE_CARDS, WORKSITES,
)
from .economy import certificate_step_left, certificate_step_right, gain_raw, lose_vp, owed, pay_what_you_can
from .effects import in_force, opens, run_automatic, total_in_force
from .opera import place_rival, sendable
from .state import Pending, State, Turn, area_name, find_area
from . import words

_ACTIONS: dict[tuple[str, Hashable], Action] = {}


def _act(action_id: str, context: Hashable, label: Callable[[], str]) -> Action:
    """Actions are immutable, so each is built once and shared: `context` is whatever the label
    depends on besides the id, and `label()` is called only the first time."""
    key = (action_id, context)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(id=action_id, label=label())
    return action


_AREAS: dict[tuple[str, ...], list[str]] = {}


def _areas(state: State) -> list[str]:
    """Every City Area name in board order (cached: the Cities never change during a game)."""
    names = tuple(city.name for city in state.cities)
    areas = _AREAS.get(names)
    if areas is None:
        areas = _AREAS[names] = [area_name(city, side) for city in state.cities for side in AREAS]
    return areas


# --------------------------------------------------------------------------------------------
# Pending choices: options, resolution, and what happens when there is no option (R11).


def _raw_options(state: State, step: Pending) -> list[Action]:
    raw = state.players[step.seat].raw
    return [_act(f"raw:{RAW[c]}", 1, lambda: f"Gain 1 {RAW_NAMES[c]}") for c in step.allowed if c >= step.floor and raw[c] < RAW_MAX]


def _raw_one_type_options(state: State, step: Pending) -> list[Action]:
    raw = state.players[step.seat].raw
    return [_act(f"raw:{RAW[c]}", step.amount, lambda: f"Gain {step.amount} {RAW_NAMES[c]}") for c in range(4) if raw[c] < RAW_MAX]


def _refined_options(state: State, step: Pending) -> list[Action]:
    return [_act(f"refined:{REFINED[c]}", None, lambda: f"Gain 1 {REFINED_NAMES[c]}") for c in range(4) if c >= step.floor]


def _cert_options(state: State, step: Pending) -> list[Action]:
    cert = state.players[step.seat].cert
    return [
        _act(f"cert:{RAW[c]}", None, lambda: f"{RAW_NAMES[c]} Certificate 1 space right")
        for c in range(4) if c >= step.floor and cert[c] < 10
    ]


def _roof_options(state: State, step: Pending) -> list[Action]:
    works = state.players[step.seat].works
    return [_act(f"roof:{slot}", card, lambda: f"Free Good on {words.building(card)}") for slot, card in enumerate(works)]


def _side_options(state: State, step: Pending) -> list[Action]:
    b = BUILDINGS[step.data]
    return [
        _act("side:left", b.id, lambda: f"{b.effect.name} on the left: discount {words.goods(b.discount)}"),
        _act("side:right", b.id, lambda: f"{b.effect.name} on the right: {b.effect.text}"),
    ]


def _unpaid_options(state: State, step: Pending) -> list[Action]:
    if not in_force(state, step.seat, "missing_good_substitute_raw"):
        return []
    missing = int(step.data)
    raw = state.players[step.seat].raw
    options = [
        _act(f"notary:{RAW[c]}", missing, lambda: f"Pay 1 {RAW_NAMES[c]} for the missing {RAW_NAMES[missing]}")
        for c in range(4) if c != missing and raw[c] > 0
    ]
    if options:
        options.append(_act("notary:decline", missing, lambda: f"Do not replace the missing {RAW_NAMES[missing]}"))
    return options


def _keep_options(state: State, step: Pending) -> list[Action]:
    refined = state.players[step.seat].refined
    options = [_act(f"keep:{REFINED[c]}", None, lambda: f"Keep 1 {REFINED_NAMES[c]} for next turn") for c in range(4) if refined[c]]
    if options:
        options.append(_act("keep:done", None, lambda: "Keep nothing more"))
    return options


def _pay_options(state: State, step: Pending) -> list[Action]:
    raw = state.players[step.seat].raw
    return [
        _act(f"pay:{RAW[c]}", None, lambda: f"Pay 1 {RAW_NAMES[c]}")
        for c in range(step.floor, 4) if raw[c] > 0 and sum(raw[c:]) >= step.units
    ]


def _next_unit(state: State, step: Pending, colour: int) -> None:
    """One unit of a multi-unit choice is made: later units may not go back in colour order (R10)."""
    step.units -= 1
    step.floor = colour
    if step.units <= 0:
        state.pending.pop(0)


def _resolve_raw(state: State, step: Pending, arg: str) -> None:
    c = RAW.index(arg)
    if step.kind == "raw_one_type":
        state.pending.pop(0)
        gain_raw(state.players[step.seat], c, step.amount)
        return
    _next_unit(state, step, c)
    gain_raw(state.players[step.seat], c)


def _resolve_refined(state: State, step: Pending, arg: str) -> None:
    c = REFINED.index(arg)
    _next_unit(state, step, c)
    state.players[step.seat].refined[c] += 1


def _resolve_cert(state: State, step: Pending, arg: str) -> None:
    c = RAW.index(arg)
    _next_unit(state, step, c)
    certificate_step_right(state.players[step.seat], c)


def _resolve_roof(state: State, step: Pending, arg: str) -> None:
    state.pending.pop(0)
    slot = int(arg)
    state.players[step.seat].placed[slot] += 1
    _check_complete(state, step.seat, slot)


def _resolve_side(state: State, step: Pending, arg: str) -> None:
    state.pending.pop(0)
    _place_building(state, step.seat, step.data, arg)


def _resolve_unpaid(state: State, step: Pending, arg: str) -> None:
    state.pending.pop(0)
    if arg == "decline":
        _missing_good(state, step)
    else:
        state.players[step.seat].raw[RAW.index(arg)] -= 1


def _missing_good(state: State, step: Pending) -> None:
    """R2: the Certificate moves 1 space left, else (floor, or Marble Court) lose 1 VP, never below 1."""
    p = state.players[step.seat]
    if in_force(state, step.seat, "certificates_never_move_left") or not certificate_step_left(p, int(step.data)):
        lose_vp(p)


def _resolve_keep(state: State, step: Pending, arg: str) -> None:
    if arg == "done":
        state.pending.pop(0)
        return
    c = REFINED.index(arg)
    p = state.players[step.seat]
    p.refined[c] -= 1
    p.stored[c] += 1
    step.units -= 1
    if step.units <= 0:
        state.pending.pop(0)


def _resolve_pay(state: State, step: Pending, arg: str) -> None:
    c = RAW.index(arg)
    _next_unit(state, step, c)
    state.players[step.seat].raw[c] -= 1


def _no_option(state: State, step: Pending) -> None:
    """An effect unit without a legal target does nothing (R11)."""


CHOICES: dict[str, tuple[Callable[[State, Pending], list[Action]], Callable[[State, Pending, str], None], Callable[[State, Pending], None]]] = {
    # kind: (options, resolve, when there is no option)
    "raw": (_raw_options, _resolve_raw, _no_option),
    "raw_one_type": (_raw_one_type_options, _resolve_raw, _no_option),
    "refined": (_refined_options, _resolve_refined, _no_option),
    "cert": (_cert_options, _resolve_cert, _no_option),
    "roof": (_roof_options, _resolve_roof, _no_option),
    "side": (_side_options, _resolve_side, _no_option),
    "unpaid": (_unpaid_options, _resolve_unpaid, _missing_good),
    "keep": (_keep_options, _resolve_keep, _no_option),
    "pay": (_pay_options, _resolve_pay, _no_option),
}


# --------------------------------------------------------------------------------------------
# Automatic steps.


def _profit(state: State, step: Pending) -> None:
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


def _gain_raw_step(state: State, step: Pending) -> None:
    gain_raw(state.players[step.seat], int(step.data), step.amount)


def _close_refined(state: State, step: Pending) -> None:
    """End of the Refined Goods phase: unused Refined Goods are discarded; End of Turn unless last round."""
    state.players[step.seat].refined = [0, 0, 0, 0]
    if state.round >= state.final_round:
        _end_turn(state)
    else:
        state.phase = "buildings"


def _end_turn_step(state: State, step: Pending) -> None:
    _end_turn(state)


AUTOMATIC_STEPS: dict[str, Callable[[State, Pending], None]] = {
    "effect": run_automatic,
    "profit": _profit,
    "gain_raw": _gain_raw_step,
    "close_refined": _close_refined,
    "end_turn": _end_turn_step,
}


# --------------------------------------------------------------------------------------------
# Turn structure.


def start_turn(state: State) -> None:
    """R8: stored Goods return, then start-of-turn Buildings; then the Merchant phase."""
    state.turn = Turn()
    seat = state.seat
    p = state.players[seat]
    for c in range(4):
        p.refined[c] += p.stored[c]
        p.stored[c] = 0
    state.phase = "merchant"
    if not p.hand and any(state.market):  # 5-15: an empty hand takes the free Market card first
        _take_market_card(state, p, next(i for i, card in enumerate(state.market) if card))
    raw_units = total_in_force(state, seat, "start_of_turn_gain_raw_choice")
    if raw_units:
        state.pending.append(Pending(kind="raw", seat=seat, units=raw_units))
    refined_units = total_in_force(state, seat, "start_of_turn_gain_refined_choice")
    if refined_units:
        state.pending.append(Pending(kind="refined", seat=seat, units=refined_units))


def _end_turn(state: State) -> None:
    if len(state.players) == 1:
        place_rival(state)
    state.turn_index += 1
    if state.turn_index == len(state.order):
        state.turn_index = 0
        if state.round >= state.final_round:
            state.phase = "over"
            state.turn = Turn()
            return
        state.round += 1
    start_turn(state)


def _settle(state: State) -> None:
    pending = state.pending
    while pending:
        step = pending[0]
        automatic = AUTOMATIC_STEPS.get(step.kind)
        if automatic is not None:
            pending.pop(0)
            automatic(state, step)
            continue
        options, _, fallback = CHOICES[step.kind]
        if options(state, step):
            return
        pending.pop(0)
        fallback(state, step)


def advance(state: State) -> None:
    """Run automatic steps and empty phases until someone has a decision (or the game is over)."""
    while True:
        _settle(state)
        if state.pending:
            return
        phase = state.phase
        if phase == "setup":
            start_turn(state)
        elif phase == "buildings" and not _building_options(state):
            state.phase = "market"
        elif phase == "market" and not any(state.market):
            _end_turn(state)
        else:
            return


# --------------------------------------------------------------------------------------------
# Merchant phase and City Activation.


def _merchant_options(state: State) -> list[Action]:
    p = state.players[state.seat]
    share = bool(in_force(state, state.seat, "merchant_may_share_area"))
    areas = _areas(state)
    own = set(p.merchants)
    sources = (["supply"] if "" in own else []) + [a for a in areas if a in own]
    result = []
    for source in sources:
        for target in areas:
            if target == source or (target in own and not share):
                continue
            result.append(_act(f"merchant:{source}:{target}", None, lambda: f"Merchant from {words.area(source)} to {words.area(target)}"))
    return result


def _do_merchant(state: State, source: str, target: str) -> None:
    p = state.players[state.seat]
    p.merchants[p.merchants.index("" if source == "supply" else source)] = target
    state.turn.area = target
    state.phase = "card"


def _card_options(state: State) -> list[Action]:
    side = state.turn.area.rsplit("-", 1)[1]
    hand = state.players[state.seat].hand
    return [_act(f"card:{card}", side, lambda: f"Play {card}: {words.trade_half(card, side)}") for card in hand]


def _do_card(state: State, card: str) -> None:
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


# --------------------------------------------------------------------------------------------
# Refined Goods phase.


def _build_options(state: State) -> list[Action]:
    seat = state.seat
    p = state.players[seat]
    refined = p.refined
    wild = total_in_force(state, seat, "wild_building_good", "per_turn") - state.turn.wild_used
    result = []
    for slot, card in enumerate(p.works):
        b = BUILDINGS[card]
        for g in range(4):
            if refined[g] and (g == b.colour or wild > 0):
                note = "" if g == b.colour else " (any colour)"
                result.append(_act(f"build:{slot}:{REFINED[g]}", (b.id, note), lambda: f"Place a {REFINED_NAMES[g]} on {b.effect.name}{note}"))
    return result


def _send_options(state: State) -> list[Action]:
    result = []
    for position in sendable(state, state.seat):
        site = state.sites[position]
        result.append(_act(f"opera:{POSITIONS[position]}", site, lambda: f"Send a {REFINED_NAMES[WORKSITES[site].wants]} to {words.worksite(site)}"))
    return result


def _conversion_options(state: State) -> list[Action]:
    p = state.players[state.seat]
    raw = p.raw
    conversions = SHOP_BOARDS[p.board].conversions
    result = []
    for i, size in enumerate(SIZES):
        if not p.left[i] or state.turn.conversions_used[i]:
            continue
        conv = conversions[size]
        gain = REFINED_NAMES[conv.gain]
        if not conv.any:
            if all(raw[c] >= conv.pay[c] for c in range(4)):
                result.append(_act(f"conversion:{size}", p.board, lambda: f"Convert {words.goods(conv.pay)} into a {gain}"))
            continue
        for extra in range(4):
            if all(raw[c] >= conv.pay[c] + (c == extra) for c in range(4)):
                result.append(_act(f"conversion:{size}:{RAW[extra]}", p.board, lambda: f"Convert {words.goods(conv.pay)} and 1 {RAW_NAMES[extra]} into a {gain}"))
    return result


def _convert_options(state: State) -> list[Action]:
    refined = state.players[state.seat].refined
    return [
        _act(f"convert:{REFINED[g]}", None, lambda: f"Turn a {REFINED_NAMES[g]} into a {RAW_NAMES[g]}")
        for g in range(4) if refined[g]
    ]


def _refine_options(state: State) -> list[Action]:
    if total_in_force(state, state.seat, "refine_raw", "per_turn") <= state.turn.refines:
        return []
    raw = state.players[state.seat].raw
    return [_act(f"refine:{RAW[c]}", None, lambda: f"Pay 1 {RAW_NAMES[c]} for a {REFINED_NAMES[c]}") for c in range(4) if raw[c]]


def _power_options(state: State) -> list[Action]:
    turn = state.turn
    if not turn.power or turn.power_used or CITY_POWERS[turn.power].use != "refined_goods_action":
        return []
    power = CITY_POWERS[turn.power].effect
    return [_act("power", turn.power, lambda: f"Use {power.name}: {power.text}")]


def _end_options(state: State) -> list[Action]:
    return [_act("end", None, lambda: "End the Refined Goods phase")]


def _do_build(state: State, slot: int, g: int) -> None:
    seat = state.seat
    p = state.players[seat]
    p.refined[g] -= 1
    if g != BUILDINGS[p.works[slot]].colour:
        state.turn.wild_used += 1
    p.placed[slot] += 1
    _check_complete(state, seat, slot)


def _check_complete(state: State, seat: int, slot: int) -> None:
    """When every icon is covered the Building is complete: the player chooses its side next."""
    p = state.players[seat]
    if p.placed[slot] >= BUILDINGS[p.works[slot]].cost:
        card = p.works.pop(slot)
        p.placed.pop(slot)
        state.pending.insert(0, Pending(kind="side", seat=seat, data=card))


def _place_building(state: State, seat: int, card: str, side: str) -> None:
    """R9: place it (the first in a position unlocks it), its own immediate effect, then Mason's Yard."""
    p = state.players[seat]
    b = BUILDINGS[card]
    masons_yard = total_in_force(state, seat, "on_complete_other_building_gain_raw_choice")
    (p.left if side == "left" else p.right)[SIZES.index(b.size)].append(card)
    steps: list[Pending] = []
    if side == "right" and b.effect.timing == "immediate":
        steps += opens(state, seat, card)
    if masons_yard:
        steps.append(Pending(kind="raw", seat=seat, units=masons_yard))
    state.pending[0:0] = steps


def _do_send(state: State, position: int) -> None:
    """R9: the token goes on the Worksite, its effect if first, then Basilica Workshop."""
    seat = state.seat
    p = state.players[seat]
    site = WORKSITES[state.sites[position]]
    p.refined[site.wants] -= 1
    state.tokens[position].append(seat)
    state.turn.carts_used += 1
    steps: list[Pending] = []
    if len(state.tokens[position]) == 1 and site.effect.timing == "immediate":
        steps += opens(state, seat, site.id)
    basilica = total_in_force(state, seat, "on_send_gain_matching_raw")
    if basilica:
        steps.append(Pending(kind="gain_raw", seat=seat, amount=basilica, data=str(site.wants)))
    state.pending[0:0] = steps


def _do_conversion(state: State, size: str, extra: str | None) -> None:
    p = state.players[state.seat]
    conv = SHOP_BOARDS[p.board].conversions[size]
    for c in range(4):
        p.raw[c] -= conv.pay[c]
    if extra is not None:
        p.raw[RAW.index(extra)] -= 1
    p.refined[conv.gain] += 1
    state.turn.conversions_used[SIZES.index(size)] = True


def _do_convert(state: State, g: int) -> None:
    """R4: one Refined Good becomes its Raw Good (a normal gain); Tinker's Bench adds 1 to the first each turn."""
    seat = state.seat
    p = state.players[seat]
    p.refined[g] -= 1
    bonus = 0 if state.turn.converted else total_in_force(state, seat, "convert_bonus_raw")
    state.turn.converted = True
    gain_raw(p, g, 1 + bonus)


def _do_refine(state: State, c: int) -> None:
    p = state.players[state.seat]
    p.raw[c] -= 1
    p.refined[c] += 1
    state.turn.refines += 1


def _do_power(state: State) -> None:
    state.turn.power_used = True
    state.pending[0:0] = opens(state, state.seat, state.turn.power)


def _do_end(state: State) -> None:
    seat = state.seat
    steps = []
    capacity = total_in_force(state, seat, "store_refined", "capacity")
    if capacity and any(state.players[seat].refined):
        steps.append(Pending(kind="keep", seat=seat, units=capacity))
    steps.append(Pending(kind="close_refined", seat=seat))
    state.pending[0:0] = steps


# --------------------------------------------------------------------------------------------
# End of Turn: Buildings, then the Market.


def _building_options(state: State) -> list[Action]:
    p = state.players[state.seat]
    if len(p.works) >= 2:
        return []
    return [_act(f"building:{card}", None, lambda: f"Take {words.building(card)}") for card in state.display if card]


def _do_take_building(state: State, card: str) -> None:
    """R12: take a face-up Building; refill its slot from the first deck that still has cards."""
    p = state.players[state.seat]
    p.works.append(card)
    p.placed.append(0)
    slot = state.display.index(card)
    state.display[slot] = ""
    for size in REFILL_ORDER[DISPLAY_SLOTS[slot]]:
        deck = state.building_decks[SIZES.index(size)]
        if deck:
            state.display[slot] = deck.pop()
            state.reveals += 1
            break


def market_prices(state: State) -> list[int]:
    """R16: for the player to move, each space costs 0 with Exchange, else its price less Porter's Lodge (minimum 0)."""
    if in_force(state, state.seat, "free_market_card"):
        return [0] * len(MARKET_PRICES)
    reduction = total_in_force(state, state.seat, "market_price_reduction")
    return [max(0, price - reduction) for price in MARKET_PRICES]


def _market_options(state: State) -> list[Action]:
    total = sum(state.players[state.seat].raw)
    result = []
    for space, (card, price) in enumerate(zip(state.market, market_prices(state))):
        if card and price <= total:
            t = TRADE_CARDS[card]
            result.append(_act(
                f"market:{space}", (card, price),
                lambda: f"Take {card} for {price} Raw Goods (cost {words.goods(t.cost)} / profit {words.goods(t.profit_raw, t.profit_refined)})",
            ))
    return result


def _take_market_card(state: State, p, space: int) -> None:
    """The card goes to the hand, the cards right of it slide left, the last space is refilled."""
    p.hand.append(state.market.pop(space))
    state.market.append("")
    if state.round >= state.final_round:
        return  # no Trade Cards are drawn in the last round
    for deck in state.decks:
        if deck:
            state.market[-1] = deck.pop()
            state.reveals += 1
            if not any(state.decks):  # the last card of the last deck: the next round is the last
                state.final_round = min(state.final_round, state.round + 1)
            break


def _do_market(state: State, space: int) -> None:
    seat = state.seat
    price = market_prices(state)[space]
    _take_market_card(state, state.players[seat], space)
    steps = [Pending(kind="pay", seat=seat, units=price)] if price else []
    steps.append(Pending(kind="end_turn", seat=seat))
    state.pending[0:0] = steps


# --------------------------------------------------------------------------------------------
# The two entry points.

# Each phase's decisions, by action verb, in the order they are listed.
PHASE_OPTIONS: dict[str, dict[str, Callable[[State], list[Action]]]] = {
    "merchant": {"merchant": _merchant_options},
    "card": {"card": _card_options},
    "refined": {
        "build": _build_options, "opera": _send_options, "conversion": _conversion_options,
        "convert": _convert_options, "refine": _refine_options, "power": _power_options, "end": _end_options,
    },
    "buildings": {"building": _building_options},
    "market": {"market": _market_options},
}


def legal_actions(state: State) -> list[Action]:
    if state.pending:
        step = state.pending[0]
        return CHOICES[step.kind][0](state, step)
    result: list[Action] = []
    for options in PHASE_OPTIONS.get(state.phase, {}).values():
        result += options(state)
    return result


def _legal_for(state: State, verb: str) -> list[Action]:
    """The legal actions that could match an id with this verb (only these need computing)."""
    if state.pending:
        step = state.pending[0]
        return CHOICES[step.kind][0](state, step)
    options = PHASE_OPTIONS.get(state.phase, {}).get(verb)
    return options(state) if options else []


def _perform(state: State, action_id: str) -> None:
    verb, _, arg = action_id.partition(":")
    if state.pending:
        CHOICES[state.pending[0].kind][1](state, state.pending[0], arg)
    elif verb == "merchant":
        source, target = arg.split(":")
        _do_merchant(state, source, target)
    elif verb == "card":
        _do_card(state, arg)
    elif verb == "build":
        slot, good = arg.split(":")
        _do_build(state, int(slot), REFINED.index(good))
    elif verb == "opera":
        _do_send(state, POSITIONS.index(arg))
    elif verb == "conversion":
        size, _, extra = arg.partition(":")
        _do_conversion(state, size, extra or None)
    elif verb == "convert":
        _do_convert(state, REFINED.index(arg))
    elif verb == "refine":
        _do_refine(state, RAW.index(arg))
    elif verb == "power":
        _do_power(state)
    elif verb == "end":
        _do_end(state)
    elif verb == "building":
        _do_take_building(state, arg)
    elif verb == "market":
        _do_market(state, int(arg))


def apply(state: State, action: Action | str) -> State:
    action_id = action if isinstance(action, str) else action.id
    if state.phase == "over":
        raise IllegalAction("The game is over: no more actions.")
    if not any(a.id == action_id for a in _legal_for(state, action_id.partition(":")[0])):
        raise IllegalAction(f"'{action_id}' is not possible now. {describe_decision(state)}")
    _perform(state, action_id)
    state.steps += 1
    advance(state)
    return state


DECISIONS = {
    "raw": "choose a Raw Good to gain", "raw_one_type": "choose a type of Raw Good to gain",
    "refined": "choose a Refined Good to gain", "cert": "choose a Certificate to move right",
    "roof": "choose a Building for the free Good", "side": "choose the side for the completed Building",
    "unpaid": "choose how to pay a missing Good", "keep": "choose Refined Goods to keep",
    "pay": "pay for the Market card", "merchant": "move a Merchant", "card": "play a Trade Card",
    "refined_menu": "use Refined Goods or end the phase", "buildings": "take a Building",
    "market": "take a Market card", "over": "nothing: the game is over", "setup": "set up",
}


def decision_kind(state: State) -> str:
    if state.pending:
        return state.pending[0].kind
    return "refined_menu" if state.phase == "refined" else state.phase


def describe_decision(state: State) -> str:
    if state.phase == "over":
        return "The game is over."
    seat = state.pending[0].seat if state.pending else state.seat
    return f"{state.players[seat].name} must {DECISIONS[decision_kind(state)]}."
