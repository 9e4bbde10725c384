"""Final scoring (reference 4.8, R14): every category, majority ties split, tie-breakers."""

from __future__ import annotations

from typing import Any, Callable

from ..engine.components import Components
from ..engine.game import Score
from .components import LEVEL_BY_SPACE, RIVAL
from .economy import completed_buildings
from .effects import first_contributor
from .state import State

CATEGORIES = (
    "Points track", "Buildings", "Certificates", "Opera tokens", "Opera majority", "Building effects", "Worksite effects",
)


def opera_token_counts(state: State) -> dict[int, int]:
    """Tokens on the Opera per seat (and the solo Rival, seat -1)."""
    counts: dict[int, int] = {}
    for tokens in state.tokens:
        for seat in tokens:
            counts[seat] = counts.get(seat, 0) + 1
    return counts


def majority_awards(k: Components, counts: dict[int, int], n_players: int) -> dict[int, int]:
    """R14: rank those with at least 1 token; a tied group shares the sum of its places' awards, rounded down."""
    table = k.SCORING["opera_majority"][str(n_players)]
    ranked = sorted((c for c in counts.items() if c[1] > 0), key=lambda item: -item[1])
    awards: dict[int, int] = {}
    place = 0
    while place < len(ranked):
        group = [seat for seat, n in ranked if n == ranked[place][1]]
        share = sum(table[place:place + len(group)]) // len(group)
        for seat in group:
            awards[seat] = share
        place += len(group)
    return awards


# End-game effect kinds: kind -> function(state, seat, params) -> VP.
def _flat(state: State, seat: int, params: dict[str, Any]) -> int:
    return params["amount"]


def _per_building(state: State, seat: int, params: dict[str, Any]) -> int:
    p = state.players[seat]
    sides = {"left": [p.left], "right": [p.right], None: [p.left, p.right]}[params.get("side")]
    count = sum(
        1 for side in sides for position in side for card in position
        if params.get("size") in (None, state.k.BUILDINGS[card].size)
    )
    return params["per"] * count


def _per_certificate_level(state: State, seat: int, params: dict[str, Any]) -> int:
    by_level = params["by_level"]
    return sum(by_level[str(LEVEL_BY_SPACE[space])] for space in state.players[seat].cert)


def _per_opera_token(state: State, seat: int, params: dict[str, Any]) -> int:
    return params["per"] * sum(tokens.count(seat) for tokens in state.tokens)


def _per_opera_good_type(state: State, seat: int, params: dict[str, Any]) -> int:
    goods = {state.k.WORKSITES[site].wants for site, tokens in zip(state.sites, state.tokens) if seat in tokens}
    return params["per"] * len(goods)


def _per_opera_column(state: State, seat: int, params: dict[str, Any]) -> int:
    columns = {position % 4 for position, tokens in enumerate(state.tokens) if seat in tokens}
    return params["per"] * len(columns)


def _per_city_with_merchant(state: State, seat: int, params: dict[str, Any]) -> int:
    cities = {area.rsplit("-", 1)[0] for area in state.players[seat].merchants if area}
    return params["per"] * len(cities)


def _per_raw(state: State, seat: int, params: dict[str, Any]) -> int:
    return sum(state.players[seat].raw) // params["per_n"]


END_GAME: dict[str, Callable[[State, int, dict[str, Any]], int]] = {
    "endgame_vp_flat": _flat,
    "endgame_vp_per_building": _per_building,
    "endgame_vp_per_certificate_level": _per_certificate_level,
    "endgame_vp_per_opera_token": _per_opera_token,
    "endgame_vp_per_opera_good_type": _per_opera_good_type,
    "endgame_vp_per_opera_column": _per_opera_column,
    "endgame_vp_per_city_with_merchant": _per_city_with_merchant,
    "endgame_vp_per_raw": _per_raw,
}


def breakdown(state: State, seat: int, awards: dict[int, int] | None = None) -> dict[str, int]:
    """One seat's points by category, as if the game ended now."""
    k = state.k
    if awards is None:
        awards = majority_awards(k, opera_token_counts(state), len(state.players))
    p = state.players[seat]
    building_effects = sum(
        END_GAME[k.BUILDINGS[card].effect.kind](state, seat, k.BUILDINGS[card].effect.params)
        for position in p.right for card in position if k.BUILDINGS[card].effect.timing == "endgame"
    )
    worksite_effects = sum(
        END_GAME[k.WORKSITES[site].effect.kind](state, seat, k.WORKSITES[site].effect.params)
        for position, site in enumerate(state.sites)
        if k.WORKSITES[site].effect.timing == "endgame" and first_contributor(state, position) == seat
    )
    return {
        "Points track": p.vp,
        "Buildings": sum(k.BUILDING_VP[k.BUILDINGS[card].size] for card in completed_buildings(p)),
        "Certificates": sum(LEVEL_BY_SPACE[space] for space in p.cert),
        "Opera tokens": sum(k.WORKSITES[site].vp for site, tokens in zip(state.sites, state.tokens) if seat in tokens),
        "Opera majority": awards.get(seat, 0),
        "Building effects": building_effects,
        "Worksite effects": worksite_effects,
    }


def breakdowns(state: State) -> list[dict[str, int]]:
    """Each seat's points by category, as if the game ended now."""
    awards = majority_awards(state.k, opera_token_counts(state), len(state.players))
    return [breakdown(state, seat, awards) for seat in range(len(state.players))]


def tie_break_key(state: State, seat: int, total: int) -> tuple[int, ...]:
    """Total, then most completed Buildings, Opera tokens, Certificate levels, Raw Goods left."""
    p = state.players[seat]
    return (
        total,
        len(completed_buildings(p)),
        sum(tokens.count(seat) for tokens in state.tokens),
        sum(LEVEL_BY_SPACE[space] for space in p.cert),
        sum(p.raw),
    )


def scores(state: State) -> list[Score]:
    rows = breakdowns(state)
    totals = [sum(row.values()) for row in rows]
    keys = [tie_break_key(state, seat, totals[seat]) for seat in range(len(rows))]
    return [
        Score(
            seat=seat, name=state.players[seat].name, total=totals[seat], breakdown=rows[seat],
            rank=1 + sum(1 for other in keys if other > keys[seat]),
        )
        for seat in range(len(rows))
    ]


def rival_tokens(state: State) -> int:
    return opera_token_counts(state).get(RIVAL, 0)


def measures(state: State) -> list[dict[str, int]]:
    """What the bot arena and the balance report give per player besides the score."""
    return [{"Buildings completed": len(completed_buildings(p)),
             "Opera tokens placed": sum(t.count(seat) for t in state.tokens)}
            for seat, p in enumerate(state.players)]
