"""The Market (SEED, §2.9, R10, R11): a visit as unit steps, ended by leaving."""

from __future__ import annotations

from typing import Callable

from ..engine.moves import Move, shared_move
from ..engine.narration import say
from . import effects as fx
from .components import C, MARKET, MATERIALS, SPECIALISTS
from .state import State
from .workers import decided


def market_open(s: State, seat: int) -> bool:
    p = s.players[seat]
    if p.market_visits == 0:
        return True
    if p.market_visits == 1:  # the Merchant's second visit (R17)
        return any(
            pl.seat == seat and pl.location == "balcony" and pl.specialist
            and SPECIALISTS[pl.specialist]["ability"].get("extra_market_visit")
            for pl in s.placements
        )
    return False


LEAVE = Move("end", "Leave the Market", "end")


def market_moves(s, d):
    p = s.players[d.seat]
    prices = MARKET[s.market_card]["prices"]
    cap = fx.storage_cap(p)
    out = []
    for m in MATERIALS:
        cost = fx.item_price(p, prices[m])
        if m not in p.sold and p.materials[m] < cap and p.money >= cost:
            out.append(shared_move(("lu", "buy", m, cost), lambda: Move(f"buy:{m}", f"Buy 1 {m} for {cost}", "buy", {"material": m, "price": cost})))
    for m in MATERIALS:
        if m not in p.bought and p.materials[m] > 0:
            out.append(shared_move(("lu", "sell", m, prices[m]), lambda: Move(f"sell:{m}", f"Sell 1 {m} for {prices[m]}", "sell", {"material": m, "price": prices[m]})))
    cost = fx.item_price(p, C["apprentices"]["cost"])
    if fx.apprentice_room(s, d.seat) and p.money >= cost:
        out.append(shared_move(("lu", "hire", cost), lambda: Move("hire", f"Hire an apprentice for {cost}", "hire", {"price": cost})))
    cost = fx.item_price(p, C["training"]["cost"])
    for track in C["training"]["tracks"]:
        if p.tracks[track] < C["training"]["max_trainable_level"] and p.money >= cost:
            out.append(shared_move(("lu", "train", track, cost), lambda: Move(f"train:{track}", f"Train {track.capitalize()} for {cost}", "train", {"track": track, "price": cost})))
    out.append(LEAVE)
    return out


def _do_buy(s, d, material, price):
    p = s.players[d.seat]
    fx.pay_item(s, d.seat, MARKET[s.market_card]["prices"][material])
    fx.add(s, d.seat, material, 1)
    say(d.seat, "buy", ("market",), player=d.seat)
    if material not in p.bought:
        p.bought.append(material)


def _do_sell(s, d, material, price):
    p = s.players[d.seat]
    fx.add(s, d.seat, material, -1)
    fx.add(s, d.seat, "money", MARKET[s.market_card]["prices"][material])
    say(d.seat, "sell", ("market",), player=d.seat)
    if material not in p.sold:
        p.sold.append(material)


def _do_hire(s, d, price):
    fx.pay_item(s, d.seat, C["apprentices"]["cost"])
    s.pool -= 1
    fx.add(s, d.seat, "apprentices", 1)
    say(d.seat, "hire", player=d.seat)


def _do_train(s, d, track, price):
    fx.pay_item(s, d.seat, C["training"]["cost"])
    fx.move_track(s, d.seat, track, 1)
    say(d.seat, "train", player=d.seat, track=track)


def _do_market_end(s, d):
    decided(s, d)
    say(d.seat, "market_end", player=d.seat)


# what each verb of a Market visit does: handler(state, decision, **move.args)
MARKET_HANDLERS: dict[str, Callable[..., None]] = {"buy": _do_buy, "sell": _do_sell, "hire": _do_hire, "train": _do_train, "end": _do_market_end}
