"""The two benches of a workbench (§2.6, R6, R9): the start-of-round bench step, roughing and finishing."""

from __future__ import annotations

from typing import Callable

from ..engine.moves import Move, shared_move
from ..engine.narration import say
from . import effects as fx
from .components import C, INSTRUMENTS, MATERIALS, name
from .costs import cost_words, material_payments
from .workers import decided, finish_worker, placement, unresolved


def do_takeback(s, d, card):
    """Back to hand as an un-roughed blueprint: materials spent roughing are lost (SEED)."""
    p = s.players[d.seat]
    bench = "rough_bench" if card in p.rough_bench else "finish_bench"
    getattr(p, bench).remove(card)
    p.hand.append(card)
    say(d.seat, "takeback", (f"p{d.seat}:hand", f"p{d.seat}:{bench}"), player=d.seat, card=card)


def takeback_move(cid: str) -> Move:
    """A free action (R7): a blueprint on a bench back to hand."""
    return shared_move(("lu", "takeback", cid), lambda: Move(f"takeback:{cid}", f"Take {name(cid)} back to hand", "takeback", {"card": cid}))


BENCH_DONE = Move("bench:done", "Done with the benches", "bench_done")


def bench_step_moves(s, d):
    p = s.players[d.seat]
    out = []
    if not p.bench_placed:
        for bench in ("rough_bench", "finish_bench"):
            for cid in getattr(p, bench):
                out.append(takeback_move(cid))
    if len(p.rough_bench) < C["roughing_bench_cap"]:
        seen = set()
        for cid in p.hand:
            if cid not in seen:
                seen.add(cid)
                out.append(shared_move(("lu", "bench", cid),
                                       lambda: Move(f"bench:{cid}", f"Put {name(cid)} on the roughing bench", "bench", {"card": cid})))
    out.append(BENCH_DONE)
    return out


def _do_bench_put(s, d, card):
    p = s.players[d.seat]
    p.hand.remove(card)
    p.rough_bench.append(card)
    p.bench_placed = True
    say(d.seat, "bench_put", (f"p{d.seat}:hand", f"p{d.seat}:rough_bench"), player=d.seat, card=card)


def _do_bench_done(s, d):
    decided(s, d)
    say(d.seat, "bench_done", player=d.seat)


def bench_work_moves(s, d):
    a = s.activation
    p = s.players[d.seat]
    out = []
    for pl in unresolved(s, a.workers):
        q = pl.seq
        tag = f"chip{pl.chip}"
        if pl.location == "rough_bench" and len(p.finish_bench) < C["finishing_bench_cap"]:
            for cid in p.rough_bench:
                i = INSTRUMENTS[cid]
                mastery = C["bench"]["rough_discount_materials"] if pl.skill >= i["mastery"] else 0
                for suffix, cost in material_payments(s, d.seat, i["rough_cost"], pl.specialist, "rough", mastery):
                    out.append(Move(f"{tag}:rough:{cid}{suffix}", f"#{pl.chip}: rough the {name(cid)} (pay {cost_words(cost)})",
                                    "rough", {"chip": pl.chip, "worker": q, "card": cid, "cost": cost}))
        if pl.location == "finish_bench":
            for cid in p.finish_bench:
                i = INSTRUMENTS[cid]
                if p.tracks["craft"] < i["craft_req"]:
                    continue
                master = pl.skill >= i["mastery"]
                for suffix, cost in material_payments(s, d.seat, i["finish_cost"], pl.specialist, "finish", 0):
                    out.append(Move(f"{tag}:finish:{cid}{suffix}",
                                    f"#{pl.chip}: finish the {name(cid)} (pay {cost_words(cost)}){' masterwork' if master else ''}",
                                    "finish", {"chip": pl.chip, "worker": q, "card": cid, "cost": cost}))
        out.append(Move(f"{tag}:alternate", f"#{pl.chip}: take 2 money instead", "bench_alternate", {"chip": pl.chip, "worker": q}))
    return out


def _do_rough(s, d, chip, worker, card, cost):
    decided(s, d)
    p = s.players[d.seat]
    pl = placement(s, worker)
    for m in MATERIALS:
        fx.add(s, d.seat, m, -cost[m])
    p.rough_bench.remove(card)
    p.finish_bench.append(card)
    say(d.seat, "rough", (f"p{d.seat}:finish_bench",), player=d.seat, card=card)
    fx.fire_event(s, d.seat, "rough", pl.specialist)
    finish_worker(s, pl, False)


def _do_finish(s, d, chip, worker, card, cost):
    decided(s, d)
    p = s.players[d.seat]
    pl = placement(s, worker)
    i = INSTRUMENTS[card]
    for m in MATERIALS:
        fx.add(s, d.seat, m, -cost[m])
    p.finish_bench.remove(card)
    p.showcase.append(card)
    fx.score(s, d.seat, i["prestige"], "instruments")
    say(d.seat, "finish", (f"p{d.seat}:showcase",), player=d.seat, card=card)
    if pl.skill >= i["mastery"]:
        fx.score(s, d.seat, C["bench"]["masterwork_prestige"], "masterworks")
        say(d.seat, "masterwork", player=d.seat, card=card)
    fx.apply_effect(s, d.seat, i["on_complete"], {"section": i["type"], "category": "instruments"})
    p.finished.append(card)
    fx.fire_event(s, d.seat, "finish", pl.specialist, i["type"])
    finish_worker(s, pl, False)


def _do_bench_alternate(s, d, chip, worker):
    decided(s, d)
    fx.gain(s, d.seat, {"money": C["alternate_action_money"]})
    say(d.seat, "alternate", player=d.seat)
    finish_worker(s, placement(s, worker), False)


# what each verb of the benches does: handler(state, decision, **move.args)
BENCH_HANDLERS: dict[str, Callable[..., None]] = {
    "bench": _do_bench_put,
    "bench_done": _do_bench_done,
    "rough": _do_rough,
    "finish": _do_finish,
    "bench_alternate": _do_bench_alternate,
}
