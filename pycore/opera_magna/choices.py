"""Pending choices (reference 7.1, R2, R7, R9-R11): each kind's options, its resolution, and what
happens when it has no option. Multi-unit choices never go back in colour order (R10)."""

from __future__ import annotations

from typing import Callable

from ..engine.moves import Move, shared_move
from ..engine.narration import say
from . import words
from .actions import CERT_STEP, GAIN_RAW, GAIN_REFINED, KEEP, KEEP_DONE, PAY
from .construction import check_complete, place_building
from .components import BUILDINGS, CERT_MAX, RAW, RAW_MAX, RAW_NAMES
from .economy import add_refined, add_stored, certificate_step_left, certificate_step_right, gain_raw, lose_vp, spend_raw
from .effects import in_force
from .state import Pending, State


def _raw_options(state: State, step: Pending) -> list[Move]:
    raw = state.players[step.seat].raw
    return [GAIN_RAW[c] for c in step.allowed if c >= step.floor and raw[c] < RAW_MAX]


def _raw_one_type_options(state: State, step: Pending) -> list[Move]:
    raw = state.players[step.seat].raw
    return [shared_move(("om", "raw", c, step.amount), lambda: Move(f"raw:{RAW[c]}", f"Gain {step.amount} {RAW_NAMES[c]}", "raw", {"good": c}))
            for c in range(4) if raw[c] < RAW_MAX]


def _refined_options(state: State, step: Pending) -> list[Move]:
    return list(GAIN_REFINED[step.floor:])


def _cert_options(state: State, step: Pending) -> list[Move]:
    cert = state.players[step.seat].cert
    return [CERT_STEP[c] for c in range(4) if c >= step.floor and cert[c] < CERT_MAX]


def _roof_options(state: State, step: Pending) -> list[Move]:
    works = state.players[step.seat].works
    return [shared_move(("om", "roof", slot, card), lambda: Move(f"roof:{slot}", f"Free Good on {words.building(card)}", "roof", {"slot": slot}))
            for slot, card in enumerate(works)]


def _side_options(state: State, step: Pending) -> list[Move]:
    b = BUILDINGS[step.data]
    return [
        shared_move(("om", "side:left", b.id), lambda: Move("side:left", f"{b.effect.name} on the left: discount {words.goods(b.discount)}", "side", {"side": "left"})),
        shared_move(("om", "side:right", b.id), lambda: Move("side:right", f"{b.effect.name} on the right: {b.effect.text}", "side", {"side": "right"})),
    ]


def _unpaid_options(state: State, step: Pending) -> list[Move]:
    if not in_force(state, step.seat, "missing_good_substitute_raw"):
        return []
    missing = int(step.data)
    raw = state.players[step.seat].raw
    options = [
        shared_move(("om", "notary", c, missing), lambda: Move(f"notary:{RAW[c]}", f"Pay 1 {RAW_NAMES[c]} for the missing {RAW_NAMES[missing]}", "notary", {"good": c}))
        for c in range(4) if c != missing and raw[c] > 0
    ]
    if options:
        options.append(shared_move(("om", "notary:decline", missing), lambda: Move("notary:decline", f"Do not replace the missing {RAW_NAMES[missing]}", "notary")))
    return options


def _keep_options(state: State, step: Pending) -> list[Move]:
    refined = state.players[step.seat].refined
    options = [KEEP[c] for c in range(4) if refined[c]]
    if options:
        options.append(KEEP_DONE)
    return options


def _pay_options(state: State, step: Pending) -> list[Move]:
    raw = state.players[step.seat].raw
    return [
        PAY[c]
        for c in range(step.floor, 4) if raw[c] > 0 and sum(raw[c:]) >= step.units
    ]


def _next_unit(state: State, step: Pending, colour: int) -> None:
    """One unit of a multi-unit choice is made: later units may not go back in colour order (R10)."""
    step.units -= 1
    step.floor = colour
    if step.units <= 0:
        state.pending.pop(0)


def _resolve_raw(state: State, step: Pending, good: int) -> None:
    if step.kind == "raw_one_type":
        state.pending.pop(0)
        gain_raw(state.players[step.seat], step.seat, good, step.amount)
    else:
        _next_unit(state, step, good)
        gain_raw(state.players[step.seat], step.seat, good)
    say(step.seat, "gain", seat=step.seat, cause=step.data)


def _resolve_refined(state: State, step: Pending, good: int) -> None:
    _next_unit(state, step, good)
    add_refined(state.players[step.seat], step.seat, good, 1)
    say(step.seat, "gain", seat=step.seat, cause=step.data)


def _resolve_cert(state: State, step: Pending, good: int) -> None:
    _next_unit(state, step, good)
    before = state.players[step.seat].cert[good]
    certificate_step_right(state.players[step.seat], step.seat, good)
    say(step.seat, "cert_right", (f"p{step.seat}:cert:{good}",), seat=step.seat, cause=step.data, good=good,
        before=before, after=state.players[step.seat].cert[good])


def _resolve_roof(state: State, step: Pending, slot: int) -> None:
    state.pending.pop(0)
    state.players[step.seat].placed[slot] += 1
    say(step.seat, "roof", (f"p{step.seat}:works",), seat=step.seat, cause=step.data, building=state.players[step.seat].works[slot])
    check_complete(state, step.seat, slot)


def _resolve_side(state: State, step: Pending, side: str) -> None:
    state.pending.pop(0)
    place_building(state, step.seat, step.data, side)


def _resolve_unpaid(state: State, step: Pending, good: int | None = None) -> None:
    """`good`: the Raw Good paid instead of the missing one; none when the Notary is declined."""
    state.pending.pop(0)
    if good is None:
        _missing_good(state, step)
    else:
        spend_raw(state.players[step.seat], step.seat, good)
        say(step.seat, "notary", seat=step.seat, paid=good, missing=int(step.data))


def _missing_good(state: State, step: Pending) -> None:
    """R2: the Certificate moves 1 space left, else (floor, or Marble Court) lose 1 VP, never below 1."""
    p = state.players[step.seat]
    c = int(step.data)
    before_cert, before_vp = p.cert[c], p.vp
    court = bool(in_force(state, step.seat, "certificates_never_move_left"))
    if not court and certificate_step_left(p, step.seat, c):
        key, before, after = "lacks_cert", before_cert, p.cert[c]
    else:
        key = ("lacks_court" if court else "lacks_vp") if lose_vp(p, step.seat) else "lacks_vp_floor"
        before, after = before_vp, p.vp
    say(step.seat, key, (f"p{step.seat}:cert:{c}", f"p{step.seat}:vp"), seat=step.seat, good=c, before=before, after=after)


def _resolve_keep(state: State, step: Pending, good: int | None = None) -> None:
    """`good`: the Refined Good kept; none when keeping nothing more."""
    if good is None:
        state.pending.pop(0)
        say(step.seat, "keep_done", seat=step.seat)
        return
    p = state.players[step.seat]
    add_refined(p, step.seat, good, -1)
    add_stored(p, step.seat, good, 1)
    say(step.seat, "keep", seat=step.seat, cause=step.data, good=good)
    step.units -= 1
    if step.units <= 0:
        state.pending.pop(0)


def _resolve_pay(state: State, step: Pending, good: int) -> None:
    _next_unit(state, step, good)
    spend_raw(state.players[step.seat], step.seat, good)
    say(step.seat, "market_pay", seat=step.seat, good=good)


def _no_option(state: State, step: Pending) -> None:
    """An effect unit without a legal target does nothing (R11)."""


CHOICES: dict[str, tuple[Callable[[State, Pending], list[Move]], Callable[..., None], Callable[[State, Pending], None]]] = {
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

