"""A quick estimate of a position for the bots: the score if the game ended now, plus what is still
in the workshop (stock, cards in progress, tracks, chips already planned), in prestige."""

from __future__ import annotations

from ..engine.components import Components
from . import scoring
from .components import MATERIALS
from .state import State



def position_value(state: State, seat: int) -> float:
    """The score if the game ended now, plus `potential`: what the seat holds is worth something."""
    return score_now(state, seat) + potential(state, seat)


def score_now(state: State, seat: int) -> float:
    """The score if the game ended now, money counted smoothly (it scores 1 per 10 at the end: here
    every coin has a value)."""
    breakdown = scoring.breakdown(state, seat)
    p = state.players[seat]
    smooth_money = (p.money + p.inspiration) / state.k.C["endgame"]["money_plus_inspiration_per_prestige"]
    return sum(breakdown.values()) - breakdown["money"] + smooth_money


def potential(s: State, seat: int) -> float:
    """Prestige a player can still expect from what they hold; worth nothing once the game ends."""
    k = s.k
    if s.phase == "over":
        return 0.0
    p = s.players[seat]
    left = k.C["rounds"] - max(1, s.round) + (0 if s.phase in ("resolution", "end_round") else 1)
    weight = min(1.0, left / 2)
    craft, perf = p.tracks["craft"], p.tracks["performance"]
    # money already scores 1 per 10 at the end: here only what it and the stock can still buy
    stock = 0.05 * (p.money + p.inspiration) + 0.2 * k.C["apprentices"]["cost"] * p.apprentices
    value = k.C["value_model_money"]
    stock += 0.12 * sum(p.materials[m] * value[m] for m in MATERIALS)
    need = _materials_needed(k, p)
    stock += 0.15 * sum(min(p.materials[m], need[m]) * value[m] for m in MATERIALS)
    work = sum(0.25 * _worth(k, c) for c in p.hand[:2]) + sum(0.35 * _worth(k, c) for c in p.rough_bench)
    work += sum((0.8 if k.INSTRUMENTS[c]["craft_req"] <= craft else 0.4) * _worth(k, c) for c in p.finish_bench)
    work += sum(1.5 for c in p.showcase if c not in p.performed)
    types = {k.INSTRUMENTS[c]["type"] for c in p.showcase + p.finish_bench + p.rough_bench if c not in p.performed}
    work += sum(0.6 * k.PERFORMANCES[c]["reward"]["prestige"] + k.PERFORMANCES[c]["reward"]["money"] / 5
                for c in p.perf_cards if k.PERFORMANCES[c]["perf_req"] <= perf and k.PERFORMANCES[c]["section"] in types)
    work += sum(0.6 * k.REPAIRS[c]["reward"]["prestige"] + k.REPAIRS[c]["reward"]["money"] / 5
                for c in p.repair_cards if k.REPAIRS[c]["craft_req"] <= craft)
    # a patron: part of its reward, its gifts, and the penalty its first gift will put in the score
    work += sum(0.5 * k.PATRONS[sl.card]["reward_prestige"] + 1.0 - (k.PATRONS[sl.card]["leave_penalty"] if sl.gifts == 0 else 0)
                for sl in p.patrons)
    work += 2.5 * (craft + perf)
    visited = 0.1 * p.market_visits  # a tie-break: shop before the benches use the materials
    return weight * (work + stock) + _planned(s, seat) + visited


def _materials_needed(k: Components, p) -> dict[str, int]:
    """Materials the cards on the benches and the repair orders held still call for."""
    need = {m: 0 for m in MATERIALS}
    for c in p.rough_bench:
        for m in MATERIALS:
            need[m] += k.INSTRUMENTS[c]["rough_cost"][m] + k.INSTRUMENTS[c]["finish_cost"][m]
    for c in p.finish_bench:
        for m in MATERIALS:
            need[m] += k.INSTRUMENTS[c]["finish_cost"][m]
    for c in p.repair_cards:
        for m in MATERIALS:
            need[m] += k.REPAIRS[c]["materials"][m]
    return need


def _readiness(s: State, p, cost: dict) -> float:
    """1 if the materials are in storage, 0.8 if the Market (still open this round, or being
    visited) can sell the missing ones for the money held, else 0."""
    missing = {m: max(0, n - p.materials[m]) for m, n in cost.items()}
    if not any(missing.values()):
        return 1.0
    shopping = bool(s.decisions) and s.decisions[0].kind == "market" and s.players[s.decisions[0].seat] is p
    if (p.market_visits and not shopping) or s.market_card is None:
        return 0.0
    if any(n and m in p.sold for m, n in missing.items()):
        return 0.0  # never buy back what was sold this round
    prices = s.k.MARKET[s.market_card]["prices"]
    affordable = sum(prices[m] * n for m, n in missing.items()) <= p.money + p.inspiration
    return 0.8 if affordable else 0.0


def _worth(k: Components, instrument: str) -> float:
    return k.INSTRUMENTS[instrument]["prestige"] + 3


def _planned(s: State, seat: int) -> float:
    """What the chips placed (not yet resolved) are likely to bring, so that planning has a value;
    chips beyond the work available at a location count as the alternate action."""
    k = s.k
    p = s.players[seat]
    chips: dict[str, list] = {}
    for pl in s.placements:
        if pl.seat == seat and not pl.resolved:
            chips.setdefault(pl.location, []).append(pl)
    total = 0.0
    for loc, placed in chips.items():
        if loc == "rough_bench":
            ready = max((_readiness(s, p, k.INSTRUMENTS[c]["rough_cost"]) for c in p.rough_bench), default=0.0)
            useful = min(len(p.rough_bench), k.C["finishing_bench_cap"] - len(p.finish_bench))
            each = 1.0 + 1.5 * ready
        elif loc == "finish_bench":
            crafted = [c for c in p.finish_bench if k.INSTRUMENTS[c]["craft_req"] <= p.tracks["craft"]]
            ready = max((_readiness(s, p, k.INSTRUMENTS[c]["finish_cost"]) for c in crafted), default=0.0)
            useful = len(crafted)
            each = 0.6 + 2.9 * ready
        elif loc == "perform":
            unplayed = [c for c in p.showcase if c not in p.performed]
            pairs = sum(1 for c in p.perf_cards if any(
                k.INSTRUMENTS[i]["type"] == k.PERFORMANCES[c]["section"] and k.PERFORMANCES[c]["perf_req"] <= p.tracks["performance"]
                for i in unplayed))
            useful, each = 1 + pairs, 1.0 + (0.8 if pairs else 0.0)
        elif loc == "repair":
            doable = sum(1 for c in p.repair_cards if k.REPAIRS[c]["craft_req"] <= p.tracks["craft"]
                         and _readiness(s, p, k.REPAIRS[c]["materials"]) > 0)
            useful, each = 1 + doable, 1.0 + (0.6 if doable else 0.0)
        elif loc == "salon":
            useful, each = k.C["patron_slots"] - len(p.patrons), 1.2
        elif loc == "guild":
            room = not p.hand and len(p.rough_bench) < k.C["roughing_bench_cap"]
            useful, each = 1, (2.0 if room else 1.0)
        else:  # balcony
            useful, each = 1, 1.1
        for i, pl in enumerate(sorted(placed, key=lambda x: -x.chip)):
            bonus = 0.5 if loc not in ("rough_bench", "finish_bench") and pl.chip + pl.apprentices >= 4 else 0.0
            total += (each if i < useful else 0.4) + bonus
    return total
