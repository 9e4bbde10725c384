"""Effect kinds (reference 7.2), each implemented once, for Buildings, Worksites and City Powers alike.

An immediate effect becomes a list of `Pending` steps (choices, or automatic steps of kind
`effect`); lasting effects are looked up with `in_force`; end-game effects are scored in `scoring`.
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine.components import Components
from .components import RIVAL, Effect
from ..engine.narration import say
from .economy import add_refined, add_to_hand, add_vp, gain_raw
from .state import Pending, State, find_area


def effect_of(k: Components, source: str) -> Effect:
    """The effect printed on a Building (right side), a Worksite or a City Power token."""
    if source in k.BUILDINGS:
        return k.BUILDINGS[source].effect
    if source in k.WORKSITES:
        return k.WORKSITES[source].effect
    return k.CITY_POWERS[source].effect


def in_force(state: State, seat: int, kind: str) -> list[dict[str, Any]]:
    """Params of every effect of `kind` working for `seat` now: right-side Buildings and this turn's City Power."""
    buildings = state.k.BUILDINGS  # read once: the hottest loop of Opera Magna's rules
    found = [effect.params for pos in state.players[seat].right for c in pos
             if (effect := buildings[c].effect).kind == kind]
    power = state.turn.power
    if power and seat == state.seat and (effect := state.k.CITY_POWERS[power].effect).kind == kind:
        found.append(effect.params)
    return found


def source_in_force(state: State, seat: int, kind: str) -> str:
    """The id of the first Building (or this turn's City Power) working for `seat` with an effect of `kind`."""
    for pos in state.players[seat].right:
        for card in pos:
            if state.k.BUILDINGS[card].effect.kind == kind:
                return card
    return state.turn.power if state.turn.power and state.k.CITY_POWERS[state.turn.power].effect.kind == kind else ""


def total_in_force(state: State, seat: int, kind: str, key: str = "amount") -> int:
    return sum(params.get(key, 1) for params in in_force(state, seat, kind))


def cost_area_colours(state: State) -> list[int]:
    """Raw colours shown on the Cost Area cards of the City activated this turn."""
    city, _ = find_area(state, state.turn.area)
    return [c for c in range(4) if any(state.k.TRADE_CARDS[card].cost[c] for card in city.cost)]


# Effects that need a choice: kind -> the pending steps they open.
def _choices(state: State, seat: int, source: str, effect: Effect) -> list[Pending] | None:
    """`data` of a choice is its source (the cause the narration names)."""
    k, params = effect.kind, effect.params
    if k == "gain_raw_choice":
        return [Pending(kind="raw", seat=seat, units=params["amount"], data=source)]
    if k == "gain_raw_one_type":
        return [Pending(kind="raw_one_type", seat=seat, amount=params["amount"], data=source)]
    if k == "gain_raw_from_cost_area":
        return [Pending(kind="raw", seat=seat, units=params["amount"], allowed=cost_area_colours(state), data=source)]
    if k == "gain_refined_choice":
        return [Pending(kind="refined", seat=seat, units=params["amount"], data=source)]
    if k == "move_certificates_right":
        return [Pending(kind="cert", seat=seat, units=params["steps"], data=source)]
    if k == "place_free_good_on_building":
        return [Pending(kind="roof", seat=seat, units=params["amount"], data=source)]
    return None


def opens(state: State, seat: int, source: str) -> list[Pending]:
    """The steps an immediate effect of `source` sets off, in order."""
    effect = effect_of(state.k, source)
    steps = _choices(state, seat, source, effect)
    if steps is not None:
        return steps
    if effect.kind not in AUTOMATIC:
        raise ValueError(f"{source}: effect kind {effect.kind} is not immediate")
    return [Pending(kind="effect", seat=seat, data=source)]


# Effects without a choice: kind -> function(state, seat, params).
def _score(state: State, seat: int, source: str, amount: int) -> None:
    p = state.players[seat]
    add_vp(p, seat, amount)
    say(seat, "vp", seat=seat, cause=source, amount=amount, before=p.vp - amount, after=p.vp)


def _gain_vp(state: State, seat: int, source: str, params: dict[str, Any]) -> None:
    _score(state, seat, source, params["amount"])


def _gain_raw_each_type(state: State, seat: int, source: str, params: dict[str, Any]) -> None:
    for c in range(4):
        gain_raw(state.players[seat], seat, c, params["amount"])
    say(seat, "gain", seat=seat, cause=source)


def _gain_refined_each_type(state: State, seat: int, source: str, params: dict[str, Any]) -> None:
    for c in range(4):
        add_refined(state.players[seat], seat, c, params["amount"])
    say(seat, "gain", seat=seat, cause=source)


def _retrieve_turn_discard(state: State, seat: int, source: str, params: dict[str, Any]) -> None:
    card = state.turn.discard
    if card and card in state.discard:
        state.discard.remove(card)
        add_to_hand(state.players[seat], seat, card)
        say(seat, "retrieve", seat=seat, cause=source, card=card)
    _score(state, seat, source, params["vp"])


def _gain_vp_per_opera_token(state: State, seat: int, source: str, params: dict[str, Any]) -> None:
    tokens = sum(t.count(seat) for t in state.tokens)
    _score(state, seat, source, min(params["per"] * tokens, params["max"]))


AUTOMATIC: dict[str, Callable[[State, int, str, dict[str, Any]], None]] = {
    "gain_vp": _gain_vp,
    "gain_raw_each_type": _gain_raw_each_type,
    "gain_refined_each_type": _gain_refined_each_type,
    "retrieve_turn_discard": _retrieve_turn_discard,
    "gain_vp_per_opera_token": _gain_vp_per_opera_token,
}


def run_automatic(state: State, step: Pending) -> None:
    effect = effect_of(state.k, step.data)
    AUTOMATIC[effect.kind](state, step.seat, step.data, effect.params)


def first_contributor(state: State, position: int) -> int | None:
    """The seat whose token came first on a Worksite (None if empty or the solo Rival's)."""
    tokens = state.tokens[position]
    if not tokens or tokens[0] == RIVAL:
        return None
    return tokens[0]
