"""The Refined Goods phase menu (seed 000, R1, R4, R5): the Opera, Conversions, converting, refining, City Powers, ending."""

from __future__ import annotations

from ..engine.game import Action
from . import words
from .actions import CONVERT, END, REFINE, act
from .components import CITY_POWERS, POSITIONS, RAW, RAW_NAMES, REFINED, REFINED_NAMES, SHOP_BOARDS, SIZES, WORKSITES
from ..engine.narration import say
from .economy import add_refined, gain_raw, spend_raw
from .effects import opens, source_in_force, total_in_force
from .opera import sendable
from .state import Pending, State


def send_options(state: State) -> list[Action]:
    result = []
    for position in sendable(state, state.seat):
        site = state.sites[position]
        result.append(act(("opera", position, site), lambda: (f"opera:{POSITIONS[position]}", f"Send a {REFINED_NAMES[WORKSITES[site].wants]} to {words.worksite(site)}")))
    return result


def conversion_options(state: State) -> list[Action]:
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
                result.append(act(("conversion", size, p.board), lambda: (f"conversion:{size}", f"Convert {words.goods(conv.pay)} into a {gain}")))
            continue
        for extra in range(4):
            if all(raw[c] >= conv.pay[c] + (c == extra) for c in range(4)):
                result.append(act(("conversion", size, extra, p.board), lambda: (f"conversion:{size}:{RAW[extra]}", f"Convert {words.goods(conv.pay)} and 1 {RAW_NAMES[extra]} into a {gain}")))
    return result


def convert_options(state: State) -> list[Action]:
    refined = state.players[state.seat].refined
    return [
        CONVERT[g]
        for g in range(4) if refined[g]
    ]


def refine_options(state: State) -> list[Action]:
    if total_in_force(state, state.seat, "refine_raw", "per_turn") <= state.turn.refines:
        return []
    raw = state.players[state.seat].raw
    return [REFINE[c] for c in range(4) if raw[c]]


def power_options(state: State) -> list[Action]:
    turn = state.turn
    if not turn.power or turn.power_used or CITY_POWERS[turn.power].use != "refined_goods_action":
        return []
    power = CITY_POWERS[turn.power].effect
    return [act(("power", turn.power), lambda: ("power", f"Use {power.name}: {power.text}"))]


def end_options(state: State) -> list[Action]:
    return [END]



def do_send(state: State, arg: str) -> None:
    """R9: the token goes on the Worksite, its effect if first, then Basilica Workshop."""
    position = POSITIONS.index(arg)
    seat = state.seat
    p = state.players[seat]
    site = WORKSITES[state.sites[position]]
    add_refined(p, seat, site.wants, -1)
    state.tokens[position].append(seat)
    state.turn.carts_used += 1
    say(seat, "send", (f"site:{arg}",), seat=seat, good=site.wants, site=site.id)
    steps: list[Pending] = []
    if len(state.tokens[position]) == 1 and site.effect.timing == "immediate":
        say(seat, "site_effect", (f"site:{arg}",), seat=seat, site=site.id)
        steps += opens(state, seat, site.id)
    basilica = total_in_force(state, seat, "on_send_gain_matching_raw")
    if basilica:
        steps.append(Pending(kind="gain_raw", seat=seat, amount=basilica, data=str(site.wants)))
    state.pending[0:0] = steps


def do_conversion(state: State, arg: str) -> None:
    size, _, extra = arg.partition(":")
    p = state.players[state.seat]
    conv = SHOP_BOARDS[p.board].conversions[size]
    for c in range(4):
        if conv.pay[c]:
            spend_raw(p, state.seat, c, conv.pay[c])
    if extra:
        spend_raw(p, state.seat, RAW.index(extra))
    add_refined(p, state.seat, conv.gain, 1)
    state.turn.conversions_used[SIZES.index(size)] = True
    say(state.seat, "conversion", seat=state.seat)


def do_convert(state: State, arg: str) -> None:
    """R4: one Refined Good becomes its Raw Good (a normal gain); Tinker's Bench adds 1 to the first each turn."""
    g = REFINED.index(arg)
    seat = state.seat
    p = state.players[seat]
    add_refined(p, seat, g, -1)
    bonus = 0 if state.turn.converted else total_in_force(state, seat, "convert_bonus_raw")
    state.turn.converted = True
    gain_raw(p, seat, g, 1 + bonus)
    say(seat, "convert", seat=seat, good=g)


def do_refine(state: State, arg: str) -> None:
    c = RAW.index(arg)
    seat = state.seat
    p = state.players[seat]
    spend_raw(p, seat, c)
    add_refined(p, seat, c, 1)
    state.turn.refines += 1
    say(seat, "refine", seat=seat, good=c, cause=source_in_force(state, seat, "refine_raw"))


def do_power(state: State, arg: str) -> None:
    state.turn.power_used = True
    say(state.seat, "power", seat=state.seat, power=CITY_POWERS[state.turn.power].effect.name)
    state.pending[0:0] = opens(state, state.seat, state.turn.power)


def do_end(state: State, arg: str) -> None:
    seat = state.seat
    say(seat, "end", seat=seat)
    steps = []
    capacity = total_in_force(state, seat, "store_refined", "capacity")
    if capacity and any(state.players[seat].refined):
        steps.append(Pending(kind="keep", seat=seat, units=capacity, data=source_in_force(state, seat, "store_refined")))
    steps.append(Pending(kind="close_refined", seat=seat))
    state.pending[0:0] = steps

