"""Buildings: placing Refined Goods, completion and sides (seed 000, R9), taking new ones (seed 001, R12)."""

from __future__ import annotations

from ..engine.components import Components
from ..engine.moves import Move, shared_move
from ..engine.narration import say
from .labels import LABELS
from .arguments import BuildArgs, CardArgs
from .components import DISPLAY_SLOTS, REFINED, SIZES
from .economy import add_refined
from .effects import opens, source_in_force, total_in_force
from .state import Pending, State


def build_options(state: State) -> list[Move]:
    shared = state.k.moves
    seat = state.seat
    p = state.players[seat]
    refined = p.refined
    if not any(refined) or not p.works:
        return []
    wild = total_in_force(state, seat, "wild_building_good", "per_turn") > state.turn.wild_used
    result: list[Move] = []
    for slot, card in enumerate(p.works):
        colour = state.k.BUILDINGS[card].colour
        for g in range(4):
            if refined[g] and (g == colour or wild):
                result.append(shared_move(shared, ("om", "build", slot, g, card), lambda: _build_action(state.k, slot, g, card)))
    return result


def _build_action(k: Components, slot: int, good: int, card: str) -> Move:
    b = k.BUILDINGS[card]
    label = LABELS("build" if good == b.colour else "build_any", k, good=good, card=card)
    return Move(f"build:{slot}:{REFINED[good]}", label, "build",
                BuildArgs(slot, good))


def do_build(state: State, a: BuildArgs) -> None:
    slot, good = a.slot, a.good
    seat = state.seat
    p = state.players[seat]
    add_refined(p, seat, good, -1)
    say(seat, "build", (f"p{seat}:works",), seat=seat, good=good, building=p.works[slot])
    if good != state.k.BUILDINGS[p.works[slot]].colour:
        state.turn.wild_used += 1
    p.placed[slot] += 1
    check_complete(state, seat, slot)


def check_complete(state: State, seat: int, slot: int) -> None:
    """When every icon is covered the Building is complete: the player chooses its side next."""
    p = state.players[seat]
    if p.placed[slot] >= state.k.BUILDINGS[p.works[slot]].cost:
        card = p.works.pop(slot)
        p.placed.pop(slot)
        say(seat, "complete", (f"p{seat}:works",), seat=seat, building=card)
        state.pending.insert(0, Pending(kind="side", seat=seat, data=card))


def place_building(state: State, seat: int, card: str, side: str) -> None:
    """R9: place it (the first in a position unlocks it), its own immediate effect, then Mason's Yard."""
    p = state.players[seat]
    b = state.k.BUILDINGS[card]
    masons_yard = total_in_force(state, seat, "on_complete_other_building_gain_raw_choice")
    (p.left if side == "left" else p.right)[SIZES.index(b.size)].append(card)
    if side == "left":  # the discount is drawn on the left side; the Conversion it may unlock is the Shop Board's
        say(seat, "side_left", (f"p{seat}:left",), seat=seat, building=card, discount=b.discount)
    else:
        say(seat, "side", (f"p{seat}:{side}",), seat=seat, building=card, side=side)
    steps: list[Pending] = []
    if side == "right" and b.effect.timing == "immediate":
        steps += opens(state, seat, card)
    if masons_yard:
        source = source_in_force(state, seat, "on_complete_other_building_gain_raw_choice")
        steps.append(Pending(kind="raw", seat=seat, units=masons_yard, data=source))
    state.pending[0:0] = steps



def building_options(state: State) -> list[Move]:
    shared = state.k.moves
    p = state.players[state.seat]
    if len(p.works) >= 2:
        return []
    return [shared_move(shared, ("om", "building", card), lambda: Move(f"building:{card}", LABELS("building", state.k, card=card), "building", CardArgs(card))) for card in state.display if card]


def do_take_building(state: State, a: CardArgs) -> None:
    """R12: take a face-up Building; refill its slot from the first deck that still has cards."""
    card = a.card
    p = state.players[state.seat]
    p.works.append(card)
    p.placed.append(0)
    slot = state.display.index(card)
    state.display[slot] = ""
    say(state.seat, "take_building", (f"p{state.seat}:works", f"slot:{slot}"), seat=state.seat, building=card)
    for size in state.k.REFILL_ORDER[DISPLAY_SLOTS[slot]]:
        deck = state.building_decks[SIZES.index(size)]
        if deck:
            state.display[slot] = deck.pop()
            state.reveals += 1
            say(None, "building_refill", (f"slot:{slot}",), building=state.display[slot])
            break

