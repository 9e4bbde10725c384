"""A worker on a main-board location (§2.5): take a card, search, gather, perform, repair, the Balcony, or 2 money."""

from __future__ import annotations

from typing import Any, Mapping

from ..engine.moves import NO_ARGS, Move, NoArgs, shared_move
from ..engine.narration import say
from . import effects as fx
from .arguments import EffectArgs, PerformArgs, RepairArgs, SearchArgs, TakeArgs
from .components import (
    CARD_LOCATIONS,
    DECK_OF,
    ERAS,
    MATERIALS,
    PATRON_TYPES,
    SECTIONS,
)
from .costs import material_payments, tier_fee
from .labels import LABELS
from .state import Decision, State, Placement
from .workers import decided, placement, worker_done


def work_moves(s: State) -> list[Move]:
    """A worker at a main-board location: the cards it may take, the location's own options, a search, the
    alternate (in this order, which links count on)."""
    shared = s.k.moves
    d = s.decisions[0]
    pl = placement(s, d.data["seq"])
    seat, loc = d.seat, pl.location
    out: list[Move] = []
    if loc in CARD_LOCATIONS:
        out += _take_moves(s, seat, pl)
        if loc == "guild":
            for e in s.k.C["locations"]["guild"]["gather"]["choose"]:
                out.append(shared_move(shared, ("lu", "gather", fx.effect_key(e)), lambda: Move(
                    f"gather:{fx.effect_key(e)}", LABELS("gather", effect=e), "gather", EffectArgs(fx.effect_key(e), e))))
        if loc == "perform":
            for cid in s.players[seat].perf_cards:
                out += perform_moves(s, seat, cid)
        if loc == "repair":
            for cid in s.players[seat].repair_cards:
                out += repair_moves(s, seat, cid, pl)
        out += _search_moves(s, seat, pl)
    else:  # balcony
        for e in s.k.C["locations"]["balcony"]["balcony"]["choose"]:
            out.append(shared_move(shared, ("lu", "balcony", fx.effect_key(e)), lambda: Move(
                f"balcony:{fx.effect_key(e)}", LABELS("balcony", effect=e), "balcony", EffectArgs(fx.effect_key(e), e))))
    out.append(ALTERNATE)
    return out


ALTERNATE = Move("alternate", LABELS("alternate"), "alternate", NO_ARGS)


def do_alternate(s: State, a: NoArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    fx.gain(s, d.seat, {"money": s.k.C["alternate_action_money"]})
    say(d.seat, "alternate", player=d.seat)
    worker_done(s)


def _take_moves(s: State, seat: int, pl: Placement) -> list[Move]:
    shared = s.k.moves
    loc = pl.location
    p = s.players[seat]
    if loc == "salon" and len(p.patrons) >= s.k.C["patron_slots"]:
        return []
    out: list[Move] = []
    for i, cid in enumerate(s.displays[loc]):
        if cid is None:
            continue
        if loc == "salon" and not fx.patron_allowed(s, seat, cid, pl.specialist):
            continue
        fee = tier_fee(s, seat, loc, i)
        if fx.can_pay(p, fee):
            out.append(shared_move(shared, ("lu", "take", cid, fee), lambda: Move(
                f"take:{cid}", LABELS("take", s.k, card=cid, fee=fee) if fee else LABELS("take_free", s.k, card=cid), "take", TakeArgs(cid, fee))))
    return out


def do_take(s: State, a: TakeArgs) -> None:
    d = s.decisions[0]
    card, fee = a.card, a.fee
    decided(s, d)
    pl = placement(s, d.data["seq"])
    line = s.displays[pl.location]
    line[line.index(card)] = None
    fx.pay(s, d.seat, fee)
    if fee:
        say(d.seat, "fee", player=d.seat, card=card)
    fx.receive_card(s, d.seat, DECK_OF[pl.location], card, pl.location)
    worker_done(s)
    _offer_now(s, d.seat, pl, card)


def _offer_now(s: State, seat: int, pl: Placement, cid: str) -> None:
    """At Perform or Repair a card just taken (or found) may be completed at once (§2.5, R14)."""
    if pl.location in ("perform", "repair"):
        s.decisions.insert(0, Decision(kind="now", seat=seat, data={"seq": pl.seq, "card": cid}))


def now_moves(s: State) -> list[Move]:
    """A card just taken (or found) at Perform or Repair: completed at once, or kept for later."""
    d = s.decisions[0]
    pl = placement(s, d.data["seq"])
    cid = d.data["card"]
    if pl.location == "perform":
        out = perform_moves(s, d.seat, cid)
    else:
        out = repair_moves(s, d.seat, cid, pl)
    return out + [shared_move(s.k.moves, ("lu", "keep_for_later", cid), lambda: Move("keep", LABELS("keep_for_later", s.k, card=cid), "keep_for_later", NO_ARGS))]


def do_keep_for_later(s: State, a: NoArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    say(d.seat, "keep_for_later", player=d.seat, card=d.data["card"])


def search_values(s: State, seat: int, pl: Placement) -> list[tuple[str, str]]:
    """(criterion, value) pairs a search could find a takeable card for (R13)."""
    k = s.k
    p = s.players[seat]
    loc = pl.location
    if pl.apprentices < k.C["search"]["needs_apprentices"] or not fx.can_pay(p, k.C["search"]["cost"]):
        return []
    if loc == "salon" and len(p.patrons) >= k.C["patron_slots"]:
        return []
    deck = DECK_OF[loc]
    pool = s.decks[deck] + s.discards[deck]
    out = []
    for key in k.VOCABULARY["search_criteria"][loc]:
        values = PATRON_TYPES if key == "patron_type" else ERAS if key == "era" else SECTIONS
        for v in values:
            if any(_search_hit(s, seat, pl, deck, cid, key, v) for cid in pool):
                out.append((key, v))
    return out


def _search_hit(s: State, seat: int, pl: Placement, deck: str, cid: str, key: str, value: str) -> bool:
    if fx.card_facts(s.k, deck, cid).get(key) != value:
        return False
    return deck != "patron" or fx.patron_allowed(s, seat, cid, pl.specialist)


def _search_moves(s: State, seat: int, pl: Placement) -> list[Move]:
    return [
        Move(f"search:{key}:{v}", LABELS("search_era" if key == "era" else "search_type", value=v), "search", SearchArgs(key, v))
        for key, v in search_values(s, seat, pl)
    ]


def do_search(s: State, a: SearchArgs) -> None:
    """Pay 10, take the first takeable match going down the deck; if none, the shuffled discards go
    under the deck and the search goes on (R13). One apprentice leaves the game afterwards."""
    d = s.decisions[0]
    criterion, value = a.criterion, a.value
    decided(s, d)
    pl = placement(s, d.data["seq"])
    deck = DECK_OF[pl.location]
    fx.pay(s, d.seat, s.k.C["search"]["cost"])
    say(d.seat, "search", player=d.seat, value=value)
    pile = s.decks[deck]
    found = next((c for c in pile if _search_hit(s, d.seat, pl, deck, c, criterion, value)), None)
    if found is None:
        extra = s.discards[deck]
        s.discards[deck] = []
        s.rng.shuffle(extra)
        pile.extend(extra)
        found = next(c for c in pile if _search_hit(s, d.seat, pl, deck, c, criterion, value))
    pile.remove(found)
    s.reveals += 1
    fx.receive_card(s, d.seat, deck, found)
    assert s.activation is not None  # a worker searches during its location's activation
    s.activation.searched = True
    worker_done(s)
    _offer_now(s, d.seat, pl, found)


def do_gather(s: State, a: EffectArgs) -> None:
    _do_effect(s, "gather", a.effect)


def do_balcony(s: State, a: EffectArgs) -> None:
    _do_effect(s, "balcony", a.effect)


def _do_effect(s: State, event: str, effect: Any) -> None:
    """Gather or the Balcony: the chosen effect, then the location's event (for specialists' powers)."""
    d = s.decisions[0]
    decided(s, d)
    pl = placement(s, d.data["seq"])
    fx.apply_effect(s, d.seat, effect, {"why": f"location:{pl.location}"})
    fx.fire_event(s, d.seat, event, pl.specialist)
    worker_done(s)


def perform_moves(s: State, seat: int, cid: str) -> list[Move]:
    k = s.k
    p = s.players[seat]
    c = k.PERFORMANCES[cid]
    if p.tracks["performance"] < c["perf_req"]:
        return []
    out: list[Move] = []
    for inst in p.showcase:
        i = k.INSTRUMENTS[inst]
        if inst in p.performed or i["type"] != c["section"] or (c["era"] is not None and c["era"] != i["era"]):
            continue
        out.append(Move(f"perform:{cid}:{inst}", LABELS("perform", k, card=cid, instrument=inst), "perform", PerformArgs(cid, inst)))
    return out


def perform(s: State, seat: int, cid: str, inst: str, specialist: str | None) -> None:
    k = s.k
    p = s.players[seat]
    c = k.PERFORMANCES[cid]
    i = k.INSTRUMENTS[inst]
    era = c["era"] or i["era"]  # a null-era card takes the instrument's era (C4)
    p.perf_cards.remove(cid)
    p.performed.append(inst)
    reward = c["reward"]
    fx.add(s, seat, "money", reward["money"])
    fx.add(s, seat, "inspiration", reward["inspiration"])
    fx.score(s, seat, reward["prestige"], "performances")
    fx.place_seats(s, seat, c["section"], k.C["rare"]["seats_when_performed"] if i["rare"] else k.C["orchestra"]["seats_per_performance"])
    p.performances.append([cid, c["section"], era])
    say(seat, "perform", (f"p{seat}:performances",), player=seat, card=cid, instrument=inst)
    if len(p.performances) % k.C["tracks"]["performance"]["gain_every_n_performances"] == 0:
        fx.move_track(s, seat, "performance", 1)
        say(seat, "track", player=seat, why="performances", track="performance")
    fx.fire_event(s, seat, "perform", specialist, c["section"])
    fx.event_demand_met(s, seat, "perform", {"type": c["section"], "era": era, "rare": i["rare"]})


def do_perform(s: State, a: PerformArgs) -> None:
    """A Performance card with the worker's specialist; a card held from before (a "work" decision, not
    one just taken: "now") also ends the worker's action."""
    d = s.decisions[0]
    decided(s, d)
    perform(s, d.seat, a.card, a.instrument, placement(s, d.data["seq"]).specialist)
    if d.kind == "work":
        worker_done(s)


def do_repair(s: State, a: RepairArgs) -> None:
    """A Repair card with the worker's specialist; as `do_perform`, a held card ends the worker's action."""
    d = s.decisions[0]
    decided(s, d)
    repair(s, d.seat, a.card, a.cost, placement(s, d.data["seq"]).specialist)
    if d.kind == "work":
        worker_done(s)


def repair_moves(s: State, seat: int, cid: str, pl: Placement) -> list[Move]:
    p = s.players[seat]
    c = s.k.REPAIRS[cid]
    if p.tracks["craft"] < c["craft_req"]:
        return []
    return [
        Move(f"repair:{cid}{suffix}", LABELS("repair", s.k, card=cid, cost=cost), "repair", RepairArgs(cid, cost))
        for suffix, cost in material_payments(s, seat, c["materials"], pl.specialist, "repair", 0)
    ]


def repair(s: State, seat: int, cid: str, cost: Mapping[str, int], specialist: str | None) -> None:
    p = s.players[seat]
    c = s.k.REPAIRS[cid]
    for m in MATERIALS:
        fx.add(s, seat, m, -cost[m])
    p.repair_cards.remove(cid)
    reward = c["reward"]
    fx.add(s, seat, "money", reward["money"])
    fx.add(s, seat, "inspiration", reward["inspiration"])
    fx.score(s, seat, reward["prestige"], "repairs")
    p.repairs.append(cid)
    say(seat, "repair", (f"p{seat}:repair_cards", f"p{seat}:repairs"), player=seat, card=cid)
    if len(p.repairs) % s.k.C["tracks"]["craft"]["gain_every_n_repairs"] == 0:
        fx.move_track(s, seat, "craft", 1)
        say(seat, "track", player=seat, why="repairs", track="craft")
    fx.fire_event(s, seat, "repair", specialist, c["type"])
    fx.event_demand_met(s, seat, "repair", {"type": c["type"], "era": c["era"]})
