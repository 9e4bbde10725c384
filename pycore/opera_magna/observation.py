"""What one seat may see of a game: everything on the table, its own hand, no deck order.

Shape (all JSON-ready; component ids resolve with `pycore.opera_magna.components.catalog()`):

    {
      "game": "opera-magna", "board": "base|eagle|lion", "viewer": seat or None,
      "round": 1-9, "final_round": 9, "last_round": bool, "phase": str, "over": bool,
      "to_move": seat or None, "current": seat whose turn it is, "turn_order": [seats],
      "decision": {"kind", "seat", "text", "units", "source"},   # what to_move must decide
      "players": [{
          "seat", "name", "board" (Shop Board id), "discounts": [4], "conversions": {S/M/L: {...}},
          "raw": [4], "cert": [4] (spaces 3-10), "levels": [4], "vp", "refined": [4], "stored": [4],
          "hand": [card ids] (the viewer's own only, else None), "hand_size",
          "merchants": [Area or ""], "works": [{"card", "placed", "cost", "colour"}],
          "left": [[ids] S, M, L], "right": [[ids] S, M, L], "carts", "opera_tokens",
          "score": {"total", "breakdown"}}],
      "cities": [{"name", "power", "power_name", "cost": [3 ids], "profit": [3 ids],
                  "merchants": {"cost": [seats], "profit": [seats]}}],
      "market": [{"space", "card" (id or ""), "price"}],
      "decks": [cards left in each pile: A/B, C1, C2, C3], "discard": [ids, oldest first],
      "building_decks": {"S", "M", "L": cards left}, "display": [6 ids or ""],
      "opera": [{"position": "a1", "site", "name", "level", "wants", "open", "tokens": [seats, -1 = Rival]}],
      "turn": {this turn's allowances used: area, power, carts_used, ...},
    }
"""

from __future__ import annotations

from typing import Any

from .components import BUILDINGS, CITY_POWERS, LEVEL_BY_SPACE, POSITIONS, RAW, REFINED, SHOP_BOARDS, SIZES, WORKSITES
from .economy import discounts
from .info import INFO
from .opera import carts, unlocked
from .market import market_prices
from .rules import DECISIONS, decision_kind
from .scoring import breakdowns
from .state import State, area_name


def _player(state: State, seat: int, viewer: int | None, score: dict[str, int]) -> dict[str, Any]:
    p = state.players[seat]
    board = SHOP_BOARDS[p.board]
    return {
        "seat": seat,
        "name": p.name,
        "board": p.board,
        "discounts": discounts(p),
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
            {"card": card, "placed": placed, "cost": BUILDINGS[card].cost, "colour": REFINED[BUILDINGS[card].colour]}
            for card, placed in zip(p.works, p.placed)
        ],
        "left": [list(x) for x in p.left],
        "right": [list(x) for x in p.right],
        "carts": carts(state, seat),
        "opera_tokens": sum(t.count(seat) for t in state.tokens),
        "score": {"total": sum(score.values()), "breakdown": score},
    }


def observe(state: State, viewer: int | None) -> dict[str, Any]:
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
                "power_name": CITY_POWERS[city.power].effect.name,
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
                "name": WORKSITES[site].effect.name,
                "level": WORKSITES[site].level,
                "wants": REFINED[WORKSITES[site].wants],
                "open": unlocked(state, i),
                "tokens": list(state.tokens[i]),
            }
            for i, site in enumerate(state.sites)
        ],
        "turn": state.turn.model_dump(),
    }
