"""The two benches of a workbench (§2.6, R6, R9): the start-of-round bench step, roughing and finishing."""

from __future__ import annotations

from ..engine.moves import NO_ARGS, Move, NoArgs, shared_move
from ..engine.narration import say
from . import effects as fx
from .arguments import BenchWorkArgs, CardArgs, WorkerArgs
from .components import MATERIALS
from .costs import material_payments
from .labels import LABELS
from .state import State
from .workers import decided, finish_worker, placement, unresolved


def do_takeback(s: State, a: CardArgs) -> None:
    """Back to hand as an un-roughed blueprint: materials spent roughing are lost (SEED)."""
    d = s.decisions[0]
    card = a.card
    p = s.players[d.seat]
    bench = "rough_bench" if card in p.rough_bench else "finish_bench"
    getattr(p, bench).remove(card)
    p.hand.append(card)
    say(d.seat, "takeback", (f"p{d.seat}:hand", f"p{d.seat}:{bench}"), player=d.seat, card=card)


def takeback_move(s: State, cid: str) -> Move:
    """A free action (R7): a blueprint on a bench back to hand."""
    return shared_move(s.k.moves, ("lu", "takeback", cid), lambda: Move(f"takeback:{cid}", LABELS("takeback", s.k, card=cid), "takeback", CardArgs(cid)))


BENCH_DONE = Move("bench:done", LABELS("bench_done"), "bench_done", NO_ARGS)


def bench_step_moves(s: State) -> list[Move]:
    """The start-of-round bench step: blueprints taken back (until one is put on), put on, or done."""
    shared = s.k.moves
    d = s.decisions[0]
    p = s.players[d.seat]
    out: list[Move] = []
    if not p.bench_placed:
        for bench in ("rough_bench", "finish_bench"):
            for cid in getattr(p, bench):
                out.append(takeback_move(s, cid))
    if len(p.rough_bench) < s.k.C["roughing_bench_cap"]:
        seen = set()
        for cid in p.hand:
            if cid not in seen:
                seen.add(cid)
                out.append(shared_move(shared, ("lu", "bench", cid),
                                       lambda: Move(f"bench:{cid}", LABELS("bench", s.k, card=cid), "bench", CardArgs(cid))))
    out.append(BENCH_DONE)
    return out


def do_bench_put(s: State, a: CardArgs) -> None:
    d = s.decisions[0]
    card = a.card
    p = s.players[d.seat]
    p.hand.remove(card)
    p.rough_bench.append(card)
    p.bench_placed = True
    say(d.seat, "bench_put", (f"p{d.seat}:hand", f"p{d.seat}:rough_bench"), player=d.seat, card=card)


def do_bench_done(s: State, a: NoArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    say(d.seat, "bench_done", player=d.seat)


def bench_work_moves(s: State) -> list[Move]:
    """Per worker on the bench activated: its roughs, its finishes, then its alternate (in this order, which
    links count on: the three verbs are listed together)."""
    k = s.k
    d = s.decisions[0]
    a = s.activation
    assert a is not None  # a bench_work decision is asked during the bench's activation
    p = s.players[d.seat]
    out: list[Move] = []
    for pl in unresolved(s, a.workers):
        q = pl.seq
        tag = f"chip{pl.chip}"
        if pl.location == "rough_bench" and len(p.finish_bench) < k.C["finishing_bench_cap"]:
            for cid in p.rough_bench:
                i = k.INSTRUMENTS[cid]
                mastery = k.C["bench"]["rough_discount_materials"] if pl.skill >= i["mastery"] else 0
                for suffix, cost in material_payments(s, d.seat, i["rough_cost"], pl.specialist, "rough", mastery):
                    out.append(Move(f"{tag}:rough:{cid}{suffix}", LABELS("rough", k, chip=pl.chip, card=cid, cost=cost),
                                    "rough", BenchWorkArgs(pl.chip, q, cid, cost)))
        if pl.location == "finish_bench":
            for cid in p.finish_bench:
                i = k.INSTRUMENTS[cid]
                if p.tracks["craft"] < i["craft_req"]:
                    continue
                master = pl.skill >= i["mastery"]
                for suffix, cost in material_payments(s, d.seat, i["finish_cost"], pl.specialist, "finish", 0):
                    out.append(Move(f"{tag}:finish:{cid}{suffix}",
                                    LABELS("finish_masterwork" if master else "finish", k, chip=pl.chip, card=cid, cost=cost),
                                    "finish", BenchWorkArgs(pl.chip, q, cid, cost)))
        out.append(Move(f"{tag}:alternate", LABELS("bench_alternate", chip=pl.chip), "bench_alternate", WorkerArgs(pl.chip, q)))
    return out


def do_rough(s: State, a: BenchWorkArgs) -> None:
    d = s.decisions[0]
    worker, card, cost = a.worker, a.card, a.cost
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


def do_finish(s: State, a: BenchWorkArgs) -> None:
    d = s.decisions[0]
    worker, card, cost = a.worker, a.card, a.cost
    decided(s, d)
    p = s.players[d.seat]
    pl = placement(s, worker)
    i = s.k.INSTRUMENTS[card]
    for m in MATERIALS:
        fx.add(s, d.seat, m, -cost[m])
    p.finish_bench.remove(card)
    p.showcase.append(card)
    fx.score(s, d.seat, i["prestige"], "instruments")
    say(d.seat, "finish", (f"p{d.seat}:showcase",), player=d.seat, card=card)
    if pl.skill >= i["mastery"]:
        fx.score(s, d.seat, s.k.C["bench"]["masterwork_prestige"], "masterworks")
        say(d.seat, "masterwork", player=d.seat, card=card)
    fx.apply_effect(s, d.seat, i["on_complete"], {"section": i["type"], "category": "instruments"})
    p.finished.append(card)
    fx.fire_event(s, d.seat, "finish", pl.specialist, i["type"])
    finish_worker(s, pl, False)


def do_bench_alternate(s: State, a: WorkerArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    fx.gain(s, d.seat, {"money": s.k.C["alternate_action_money"]})
    say(d.seat, "alternate", player=d.seat)
    finish_worker(s, placement(s, a.worker), False)
