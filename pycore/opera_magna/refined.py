"""The Refined Goods phase menu (seed 000, R1, R4, R5): the Opera, Conversions, converting, refining, City Powers, ending."""

from __future__ import annotations

from ..engine.moves import NO_ARGS, Move, NoArgs, shared_move
from .labels import LABELS
from .actions import CONVERT, END, REFINE
from .arguments import ConversionArgs, GoodArgs, PositionArgs
from .components import POSITIONS, RAW, SIZES
from ..engine.narration import say
from .economy import add_refined, gain_raw, spend_raw
from .effects import opens, source_in_force, total_in_force
from .opera import sendable
from .state import Pending, State


def send_options(state: State) -> list[Move]:
    shared = state.k.moves
    result: list[Move] = []
    for position in sendable(state, state.seat):
        site = state.sites[position]
        result.append(shared_move(shared, ("om", "opera", position, site), lambda: Move(f"opera:{POSITIONS[position]}", LABELS("opera", state.k, good=state.k.WORKSITES[site].wants, site=site),
                                                                          "opera", PositionArgs(position))))
    return result


def conversion_options(state: State) -> list[Move]:
    shared = state.k.moves
    p = state.players[state.seat]
    raw = p.raw
    conversions = state.k.SHOP_BOARDS[p.board].conversions
    result: list[Move] = []
    for i, size in enumerate(SIZES):
        if not p.left[i] or state.turn.conversions_used[i]:
            continue
        conv = conversions[size]
        if not conv.any:
            if all(raw[c] >= conv.pay[c] for c in range(4)):
                result.append(shared_move(shared, ("om", "conversion", size, p.board), lambda: Move(f"conversion:{size}", LABELS("conversion", pay=conv.pay, gain=conv.gain), "conversion", ConversionArgs(size))))
            continue
        for extra in range(4):
            if all(raw[c] >= conv.pay[c] + (c == extra) for c in range(4)):
                result.append(shared_move(shared, ("om", "conversion", size, extra, p.board), lambda: Move(f"conversion:{size}:{RAW[extra]}", LABELS("conversion_extra", pay=conv.pay, extra=extra, gain=conv.gain),
                                                                                         "conversion", ConversionArgs(size, extra))))
    return result


def convert_options(state: State) -> list[Move]:
    refined = state.players[state.seat].refined
    return [
        CONVERT[g]
        for g in range(4) if refined[g]
    ]


def refine_options(state: State) -> list[Move]:
    if total_in_force(state, state.seat, "refine_raw", "per_turn") <= state.turn.refines:
        return []
    raw = state.players[state.seat].raw
    return [REFINE[c] for c in range(4) if raw[c]]


def power_options(state: State) -> list[Move]:
    turn = state.turn
    if not turn.power or turn.power_used or state.k.CITY_POWERS[turn.power].use != "refined_goods_action":
        return []
    return [shared_move(state.k.moves, ("om", "power", turn.power), lambda: Move("power", LABELS("power", power=turn.power), "power", NO_ARGS))]


def end_options(state: State) -> list[Move]:
    return [END]



def do_send(state: State, a: PositionArgs) -> None:
    """R9: the token goes on the Worksite (`position`: its index in POSITIONS), its effect if first, then Basilica Workshop."""
    position = a.position
    where = POSITIONS[position]  # its name on the board, e.g. a1
    seat = state.seat
    p = state.players[seat]
    site = state.k.WORKSITES[state.sites[position]]
    add_refined(p, seat, site.wants, -1)
    state.tokens[position].append(seat)
    state.turn.carts_used += 1
    say(seat, "send", (f"site:{where}",), seat=seat, good=site.wants, site=site.id)
    steps: list[Pending] = []
    if len(state.tokens[position]) == 1 and site.effect.timing == "immediate":
        say(seat, "site_effect", (f"site:{where}",), seat=seat, site=site.id)
        steps += opens(state, seat, site.id)
    basilica = total_in_force(state, seat, "on_send_gain_matching_raw")
    if basilica:
        steps.append(Pending(kind="gain_raw", seat=seat, amount=basilica, data=str(site.wants)))
    state.pending[0:0] = steps


def do_conversion(state: State, a: ConversionArgs) -> None:
    """`size`: the Conversion's (S, M or L); `good`: the Raw Good added for its "any" icon, if it has one."""
    size, good = a.size, a.good
    p = state.players[state.seat]
    conv = state.k.SHOP_BOARDS[p.board].conversions[size]
    for c in range(4):
        if conv.pay[c]:
            spend_raw(p, state.seat, c, conv.pay[c])
    if good is not None:
        spend_raw(p, state.seat, good)
    add_refined(p, state.seat, conv.gain, 1)
    state.turn.conversions_used[SIZES.index(size)] = True
    say(state.seat, "conversion", seat=state.seat)


def do_convert(state: State, a: GoodArgs) -> None:
    """R4: one Refined Good becomes its Raw Good (a normal gain); Tinker's Bench adds 1 to the first each turn."""
    good = a.good
    seat = state.seat
    p = state.players[seat]
    add_refined(p, seat, good, -1)
    bonus = 0 if state.turn.converted else total_in_force(state, seat, "convert_bonus_raw")
    state.turn.converted = True
    gain_raw(p, seat, good, 1 + bonus)
    say(seat, "convert", seat=seat, good=good)


def do_refine(state: State, a: GoodArgs) -> None:
    good = a.good
    seat = state.seat
    p = state.players[seat]
    spend_raw(p, seat, good)
    add_refined(p, seat, good, 1)
    state.turn.refines += 1
    say(seat, "refine", seat=seat, good=good, cause=source_in_force(state, seat, "refine_raw"))


def do_power(state: State, a: NoArgs) -> None:
    state.turn.power_used = True
    say(state.seat, "power", seat=state.seat, power=state.turn.power)
    state.pending[0:0] = opens(state, state.seat, state.turn.power)


def do_end(state: State, a: NoArgs) -> None:
    seat = state.seat
    say(seat, "end", seat=seat)
    steps = []
    capacity = total_in_force(state, seat, "store_refined", "capacity")
    if capacity and any(state.players[seat].refined):
        steps.append(Pending(kind="keep", seat=seat, units=capacity, data=source_in_force(state, seat, "store_refined")))
    steps.append(Pending(kind="close_refined", seat=seat))
    state.pending[0:0] = steps

