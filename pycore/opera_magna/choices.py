"""Pending choices (reference 7.1, R2, R7, R9-R11): each kind's options, its resolution, and what
happens when it has no option (declared in `moves.py`). Each reads the choice answered, `state.pending[0]`.
Multi-unit choices never go back in colour order (R10)."""

from __future__ import annotations

from ..engine.moves import Move, shared_move
from ..engine.narration import say
from .labels import LABELS
from .arguments import ChosenGoodArgs, GoodArgs, SideArgs, SlotArgs
from .actions import CERT_STEP, GAIN_RAW, GAIN_REFINED, KEEP, KEEP_DONE, PAY
from .construction import check_complete, place_building
from .components import CERT_MAX, RAW, RAW_MAX
from .economy import add_refined, add_stored, certificate_step_left, certificate_step_right, gain_raw, lose_vp, spend_raw
from .effects import in_force
from .state import Pending, State


def raw_options(state: State) -> list[Move]:
    step = state.pending[0]
    raw = state.players[step.seat].raw
    return [GAIN_RAW[c] for c in step.allowed if c >= step.floor and raw[c] < RAW_MAX]


def raw_one_type_options(state: State) -> list[Move]:
    shared = state.k.moves
    step = state.pending[0]
    raw = state.players[step.seat].raw
    return [shared_move(shared, ("om", "raw", c, step.amount), lambda: Move(f"raw:{RAW[c]}", LABELS("gain_raws", n=step.amount, good=c), "raw", GoodArgs(c)))
            for c in range(4) if raw[c] < RAW_MAX]


def refined_options(state: State) -> list[Move]:
    return list(GAIN_REFINED[state.pending[0].floor:])


def cert_options(state: State) -> list[Move]:
    step = state.pending[0]
    cert = state.players[step.seat].cert
    return [CERT_STEP[c] for c in range(4) if c >= step.floor and cert[c] < CERT_MAX]


def roof_options(state: State) -> list[Move]:
    shared = state.k.moves
    works = state.players[state.pending[0].seat].works
    return [shared_move(shared, ("om", "roof", slot, card), lambda: Move(f"roof:{slot}", LABELS("roof", state.k, card=card), "roof", SlotArgs(slot)))
            for slot, card in enumerate(works)]


def side_options(state: State) -> list[Move]:
    shared = state.k.moves
    b = state.k.BUILDINGS[state.pending[0].data]
    return [
        shared_move(shared, ("om", "side:left", b.id), lambda: Move("side:left", LABELS("side_left", card=b.id, discount=b.discount), "side", SideArgs("left"))),
        shared_move(shared, ("om", "side:right", b.id), lambda: Move("side:right", LABELS("side_right", card=b.id), "side", SideArgs("right"))),
    ]


def unpaid_options(state: State) -> list[Move]:
    shared = state.k.moves
    step = state.pending[0]
    if not in_force(state, step.seat, "missing_good_substitute_raw"):
        return []
    missing = int(step.data)
    raw = state.players[step.seat].raw
    options = [
        shared_move(shared, ("om", "notary", c, missing), lambda: Move(f"notary:{RAW[c]}", LABELS("notary", good=c, missing=missing), "notary", ChosenGoodArgs(c)))
        for c in range(4) if c != missing and raw[c] > 0
    ]
    if options:
        options.append(shared_move(shared, ("om", "notary:decline", missing), lambda: Move("notary:decline", LABELS("notary_decline", missing=missing), "notary", ChosenGoodArgs(None))))
    return options


def keep_options(state: State) -> list[Move]:
    refined = state.players[state.pending[0].seat].refined
    options = [KEEP[c] for c in range(4) if refined[c]]
    if options:
        options.append(KEEP_DONE)
    return options


def pay_options(state: State) -> list[Move]:
    step = state.pending[0]
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


def resolve_raw(state: State, a: GoodArgs) -> None:
    step, good = state.pending[0], a.good
    if step.kind == "raw_one_type":
        state.pending.pop(0)
        gain_raw(state.players[step.seat], step.seat, good, step.amount)
    else:
        _next_unit(state, step, good)
        gain_raw(state.players[step.seat], step.seat, good)
    say(step.seat, "gain", seat=step.seat, cause=step.data)


def resolve_refined(state: State, a: GoodArgs) -> None:
    step, good = state.pending[0], a.good
    _next_unit(state, step, good)
    add_refined(state.players[step.seat], step.seat, good, 1)
    say(step.seat, "gain", seat=step.seat, cause=step.data)


def resolve_cert(state: State, a: GoodArgs) -> None:
    step, good = state.pending[0], a.good
    _next_unit(state, step, good)
    before = state.players[step.seat].cert[good]
    certificate_step_right(state.players[step.seat], step.seat, good)
    say(step.seat, "cert_right", (f"p{step.seat}:cert:{good}",), seat=step.seat, cause=step.data, good=good,
        before=before, after=state.players[step.seat].cert[good])


def resolve_roof(state: State, a: SlotArgs) -> None:
    step, slot = state.pending[0], a.slot
    state.pending.pop(0)
    state.players[step.seat].placed[slot] += 1
    say(step.seat, "roof", (f"p{step.seat}:works",), seat=step.seat, cause=step.data, building=state.players[step.seat].works[slot])
    check_complete(state, step.seat, slot)


def resolve_side(state: State, a: SideArgs) -> None:
    step = state.pending.pop(0)
    place_building(state, step.seat, step.data, a.side)


def resolve_unpaid(state: State, a: ChosenGoodArgs) -> None:
    """`good`: the Raw Good paid instead of the missing one; none when the Notary is declined."""
    step, good = state.pending.pop(0), a.good
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


def resolve_keep(state: State, a: ChosenGoodArgs) -> None:
    """`good`: the Refined Good kept; none when keeping nothing more."""
    step, good = state.pending[0], a.good
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


def resolve_pay(state: State, a: GoodArgs) -> None:
    step, good = state.pending[0], a.good
    _next_unit(state, step, good)
    spend_raw(state.players[step.seat], step.seat, good)
    say(step.seat, "market_pay", seat=step.seat, good=good)


def unpaid_unanswered(state: State) -> None:
    """A missing Good the Notary cannot replace (or without the Notary): R2 (`_missing_good`)."""
    _missing_good(state, state.pending[0])
