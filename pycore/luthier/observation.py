"""What one seat may see: the observation the web views render from.

`observation(state, seat)` returns JSON-ready data (dicts, lists, str, int, bool, None) of the shape
`observation_types.Observation` declares; the web views read it through those types, so mypy checks every
key a view reads.

Card ids resolve to names and all printed data through `pycore.luthier.components.card(id)`.
Hidden (R4): face-down chip numbers, others' objectives and setup deals, the order of every deck
and the automa deck's order, cards drawn for another player's specialist choice.
"""

from __future__ import annotations

from typing import cast

from . import effects as fx
from .components import CARD_LOCATIONS
from .costs import tier_fee
from .info import INFO
from .observation_types import ActivationView, AutomaView, DecisionView, DisplaySlotView, Observation, PlacementView, PlayerView
from .state import State

PRIVATE_DECISION_DATA = ("cards", "options", "patrons", "card", "what")


def observation(s: State, seat: int | None) -> Observation:
    d = s.decisions[0] if s.decisions else None
    waiting: DecisionView | None = None
    if d is not None:
        waiting = {"kind": d.kind, "seat": d.seat}
        if s.activation is not None:
            waiting["location"] = s.activation.location
        if seat == d.seat:  # the private keys are DecisionView's optional ones, in the decision's own order
            waiting.update(cast(DecisionView, {k: v for k, v in d.data.items() if k in PRIVATE_DECISION_DATA}))
    market = s.k.MARKET[s.market_card] if s.market_card else None
    return {
        "game": INFO.id,
        "round": max(1, s.round),
        "rounds": s.k.C["rounds"],
        "phase": s.phase,
        "you": seat,
        "to_move": d.seat if d is not None else None,
        "turn_order": list(s.turn_order),
        "waiting_for": waiting,
        "market": {
            "card": s.market_card,
            "prices": dict(market["prices"]) if market else None,
            "rival_location": market["rival_location"] if market and len(s.players) == 2 else None,
            "deck": len(s.decks.get("market", [])),
            "discards": list(s.discards.get("market", [])),
        },
        "displays": {loc: _display(s, loc, seat) for loc in CARD_LOCATIONS if loc in s.displays},
        "decks": {k: len(v) for k, v in s.decks.items() if k not in ("setaside", "award", "objective")},
        "discards": {k: list(v) for k, v in s.discards.items() if k != "objective"},
        "patron_deck": "B" if s.patron_b_switched else "A",
        "awards": [{"id": a, "holder": s.award_holders.get(a)} for a in s.awards],
        "apprentice_pool": s.pool,
        "placements": [_placement(pl, seat) for pl in s.placements],
        "activation": _activation(s),
        "players": [_player(s, i, seat) for i in range(len(s.players))],
        "automa": _automa(s),
    }


def _display(s: State, loc: str, seat: int | None) -> list[DisplaySlotView]:
    line = s.displays[loc]
    per_tier = max(1, len(line) // 3)
    out: list[DisplaySlotView] = []
    for i, cid in enumerate(line):
        fee = tier_fee(s, seat, loc, i) if seat is not None and seat >= 0 else (s.k.C["tier_cost"][i // per_tier])
        out.append({"slot": i, "tier": i // per_tier + 1, "card": cid, "fee": fee})
    return out


def _placement(pl, seat: int | None) -> PlacementView:
    visible = pl.revealed or (seat is not None and pl.seat == seat)
    return {
        "location": pl.location,
        "seat": pl.seat,
        "chip": pl.chip if visible else None,
        "specialist": pl.specialist if visible else None,
        "apprentices": pl.apprentices,
        "order": pl.seq,
        "revealed": pl.revealed,
        "resolved": pl.resolved,
        "skill": pl.skill if pl.revealed else None,
    }


def _activation(s: State) -> ActivationView | None:
    a = s.activation
    if a is None:
        return None
    current = a.workers[a.index] if a.index < len(a.workers) else None
    return {"location": a.location, "seat": a.seat, "workers": list(a.workers), "current": current}


def _player(s: State, i: int, seat: int | None) -> PlayerView:
    p = s.players[i]
    own = seat == i
    placed = {pl.chip for pl in s.placements if pl.seat == i}
    free = [c for c in p.chips if c.number not in placed]
    out: PlayerView = {
        "seat": i,
        "name": p.name,
        "family": p.family,
        "money": p.money,
        "inspiration": p.inspiration,
        "materials": dict(p.materials),
        "storage_cap": fx.storage_cap(s.k, p),
        "apprentices": p.apprentices,
        "apprentice_cap": fx.apprentice_cap(s.k, p),
        "tracks": dict(p.tracks),
        "prestige": p.prestige,
        "chips": [{"number": c.number, "specialist": c.specialist} for c in (free if own else [])],
        "chips_free": len(free),
        "hand": list(p.hand),
        "rough_bench": list(p.rough_bench),
        "finish_bench": list(p.finish_bench),
        "showcase": list(p.showcase),
        "performed": list(p.performed),
        "performance_cards": list(p.perf_cards),
        "repair_cards": list(p.repair_cards),
        "patrons": [{"card": sl.card, "cube": sl.cube, "gifts": sl.gifts} for sl in p.patrons],
        "satisfied": list(p.satisfied),
        "finished": list(p.finished),
        "performances": [list(x) for x in p.performances],
        "repairs": list(p.repairs),
        "seats": dict(p.seats),
        "awards": list(p.awards),
        "specialists": list(p.specialists),
        "specialists_new": list(p.specialists_new),
        "market_visits": p.market_visits,
        "bought": list(p.bought),
        "sold": list(p.sold),
        "passed": p.passed,
        "objective": p.objective if own else ("hidden" if p.objective else None),
        "deal": {k: list(v) for k, v in p.deal.items()} if own else {},
    }
    return out


def _automa(s: State) -> AutomaView | None:
    a = s.automa
    if a is None:
        return None
    return {
        "level": a.level,
        "prestige": a.prestige,
        "chips": list(a.chips),
        "seats": dict(a.seats),
        "deck": len(a.deck),
        "drawn": len(a.drawn),
    }
