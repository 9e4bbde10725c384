"""The Market (SEED, §2.9, R10, R11): a visit as unit steps, ended by leaving."""

from __future__ import annotations

from ..engine.moves import NO_ARGS, Move, NoArgs, shared_move
from ..engine.narration import say
from . import effects as fx
from .arguments import MaterialArgs, PriceArgs, TrainArgs
from .components import MATERIALS
from .labels import LABELS
from .state import State
from .workers import decided


def market_open(s: State, seat: int) -> bool:
    p = s.players[seat]
    if p.market_visits == 0:
        return True
    if p.market_visits == 1:  # the Merchant's second visit (R17)
        return any(
            pl.seat == seat and pl.location == "balcony" and pl.specialist
            and s.k.SPECIALISTS[pl.specialist]["ability"].get("extra_market_visit")
            for pl in s.placements
        )
    return False


LEAVE = Move("end", LABELS("leave"), "end", NO_ARGS)


def market_moves(s: State) -> list[Move]:
    k = s.k
    shared = k.moves
    d = s.decisions[0]
    p = s.players[d.seat]
    assert s.market_card is not None  # setup turns the first Market card before any visit
    prices = k.MARKET[s.market_card]["prices"]
    cap = fx.storage_cap(k, p)
    out: list[Move] = []
    for m in MATERIALS:
        cost = fx.item_price(p, prices[m])
        if m not in p.sold and p.materials[m] < cap and p.money >= cost:
            out.append(shared_move(shared, ("lu", "buy", m, cost), lambda: Move(f"buy:{m}", LABELS("buy", material=m, price=cost), "buy", MaterialArgs(m, cost))))
    for m in MATERIALS:
        if m not in p.bought and p.materials[m] > 0:
            out.append(shared_move(shared, ("lu", "sell", m, prices[m]), lambda: Move(f"sell:{m}", LABELS("sell", material=m, price=prices[m]), "sell", MaterialArgs(m, prices[m]))))
    cost = fx.item_price(p, k.C["apprentices"]["cost"])
    if fx.apprentice_room(s, d.seat) and p.money >= cost:
        out.append(shared_move(shared, ("lu", "hire", cost), lambda: Move("hire", LABELS("hire", price=cost), "hire", PriceArgs(cost))))
    cost = fx.item_price(p, k.C["training"]["cost"])
    for track in k.C["training"]["tracks"]:
        if p.tracks[track] < k.C["training"]["max_trainable_level"] and p.money >= cost:
            out.append(shared_move(shared, ("lu", "train", track, cost), lambda: Move(f"train:{track}", LABELS("train", track=track, price=cost), "train", TrainArgs(track, cost))))
    out.append(LEAVE)
    return out


def do_buy(s: State, a: MaterialArgs) -> None:
    d = s.decisions[0]
    material = a.material
    assert s.market_card is not None
    p = s.players[d.seat]
    fx.pay_item(s, d.seat, s.k.MARKET[s.market_card]["prices"][material])
    fx.add(s, d.seat, material, 1)
    say(d.seat, "buy", ("market",), player=d.seat)
    if material not in p.bought:
        p.bought.append(material)


def do_sell(s: State, a: MaterialArgs) -> None:
    d = s.decisions[0]
    material = a.material
    assert s.market_card is not None
    p = s.players[d.seat]
    fx.add(s, d.seat, material, -1)
    fx.add(s, d.seat, "money", s.k.MARKET[s.market_card]["prices"][material])
    say(d.seat, "sell", ("market",), player=d.seat)
    if material not in p.sold:
        p.sold.append(material)


def do_hire(s: State, a: PriceArgs) -> None:
    d = s.decisions[0]
    fx.pay_item(s, d.seat, s.k.C["apprentices"]["cost"])
    s.pool -= 1
    fx.add(s, d.seat, "apprentices", 1)
    say(d.seat, "hire", player=d.seat)


def do_train(s: State, a: TrainArgs) -> None:
    d = s.decisions[0]
    fx.pay_item(s, d.seat, s.k.C["training"]["cost"])
    fx.move_track(s, d.seat, a.track, 1)
    say(d.seat, "train", player=d.seat, track=a.track)


def do_market_end(s: State, a: NoArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    say(d.seat, "market_end", player=d.seat)
