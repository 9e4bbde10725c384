"""What one seat may see of a game: everything on the table, its own hand, no deck order.

`observation(state, seat)` returns JSON-ready data of the shape `observation_types.Observation` declares
(component ids resolve with `pycore.opera_magna.components.catalog()`); the web views read it through
those types, so mypy checks every key a view reads.
"""

from __future__ import annotations

from typing import cast

from .components import LEVEL_BY_SPACE, POSITIONS, RAW, REFINED, SIZES
from .economy import discounts
from .info import INFO
from .opera import carts, unlocked
from .market import market_prices
from .observation_types import Observation, PlayerView, TurnView
from .moves import decision_kind
from .rules import DECISIONS
from .scoring import breakdowns
from .state import State, area_name

def _player(state: State, seat: int, viewer: int | None, score: dict[str, int]) -> PlayerView:
    k = state.k
    p = state.players[seat]
    board = k.SHOP_BOARDS[p.board]
    return {
        "seat": seat,
        "name": p.name,
        "board": p.board,
        "discounts": discounts(k, p),
        "conversions": {
            size: {"pay": dict(zip(RAW, c.pay)), "any": c.any, "gain": REFINED[c.gain]}
            for size, c in board.conversions.items()
        },
        "raw": list(p.raw),
        "cert": list(p.cert),
        "levels": [LEVEL_BY_SPACE[s] for s in p.cert],
        "vp": p.vp,
        "refined": list(p.refined),
        "stored": list(p.stored),
        "hand": list(p.hand) if viewer == seat else None,
        "hand_size": len(p.hand),
        "merchants": list(p.merchants),
        "works": [
            {"card": card, "placed": placed, "cost": k.BUILDINGS[card].cost, "colour": REFINED[k.BUILDINGS[card].colour]}
            for card, placed in zip(p.works, p.placed)
        ],
        "left": [list(x) for x in p.left],
        "right": [list(x) for x in p.right],
        "carts": carts(state, seat),
        "opera_tokens": sum(t.count(seat) for t in state.tokens),
        "score": {"total": sum(score.values()), "breakdown": score},
    }


def observation(state: State, viewer: int | None) -> Observation:
    k = state.k
    over = state.phase == "over"
    kind = decision_kind(state)
    step = state.pending[0] if state.pending else None
    to_move = None if over else (step.seat if step else state.seat)
    scores = breakdowns(state)
    return {
        "game": INFO.id,
        "board": state.board,
        "viewer": viewer,
        "round": state.round,
        "final_round": state.final_round,
        "last_round": state.round >= state.final_round,
        "phase": state.phase,
        "over": over,
        "to_move": to_move,
        "current": state.seat,
        "turn_order": list(state.order),
        "decision": {
            "kind": kind,
            "seat": to_move,
            "text": DECISIONS[kind],
            "units": step.units if step else 1,
            "source": step.data if step else "",
        },
        "players": [_player(state, seat, viewer, scores[seat]) for seat in range(len(state.players))],
        "cities": [
            {
                "name": city.name,
                "power": city.power,
                "power_name": k.CITY_POWERS[city.power].effect.name,
                "cost": list(city.cost),
                "profit": list(city.profit),
                "merchants": {
                    side: [s for s, p in enumerate(state.players) for m in p.merchants if m == area_name(city, side)]
                    for side in ("cost", "profit")
                },
            }
            for city in state.cities
        ],
        "market": [
            {"space": i, "card": card, "price": price}
            for i, (card, price) in enumerate(zip(state.market, market_prices(state)))
        ],
        "decks": [len(d) for d in state.decks],
        "discard": list(state.discard),
        "building_decks": {size: len(d) for size, d in zip(SIZES, state.building_decks)},
        "display": list(state.display),
        "opera": [
            {
                "position": POSITIONS[i],
                "site": site,
                "name": k.WORKSITES[site].effect.name,
                "level": k.WORKSITES[site].level,
                "wants": REFINED[k.WORKSITES[site].wants],
                "open": unlocked(state, i),
                "tokens": list(state.tokens[i]),
            }
            for i, site in enumerate(state.sites)
        ],
        "turn": cast(TurnView, state.turn.model_dump()),  # the `Turn` model's fields, as TurnView names them
    }
