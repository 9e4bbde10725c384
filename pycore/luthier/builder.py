"""A builder's plan for Luthier, written from the rules (§2.6, §2.9, R6, R9, R11) like the reference's
scripted line: keep blueprints coming, put them on the roughing bench, buy exactly the materials the
benches and held repairs call for at the Market *before* the benches work, rough, finish (with a chip
that earns the masterwork), perform and repair, deliver to patrons, and never take a card back off a
bench (its materials are lost).

`scripted_move(state, actions)` is the plan's move where it has one (else None: the caller's own
policy decides, e.g. Normal's heuristic); `sound_moves` drops the moves that only waste a build while
something else is legal. Both read only what the seat to move may see (its own holdings and the public
table), so a bot stays fair when it asks them in a fresh deal.
"""

from __future__ import annotations

from ..engine.components import Components
from ..engine.moves import Move
from .components import MATERIALS
from .costs import tier_fee
from .effects import can_pay, instrument_facts, matches
from .market import market_open
from .state import Player, State

# ---------------------------------------------------------------- what the workshop calls for


def _craft_ok(k: Components, p: Player, card: str) -> bool:
    return k.INSTRUMENTS[card]["craft_req"] <= p.tracks["craft"]


def _my_chips(s: State, seat: int, location: str) -> int:
    """The seat's chips placed on `location` and not resolved yet."""
    return sum(1 for pl in s.placements if pl.seat == seat and pl.location == location and not pl.resolved)


def _by_worth(k: Components, cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda c: -k.INSTRUMENTS[c]["prestige"])


def materials_needed(k: Components, p: Player) -> dict[str, int]:
    """Materials the workshop calls for, most urgent first and all added up: finishing what is roughed
    (Craft enough), roughing and then finishing what is on the roughing bench, then the repair orders
    the Craft track allows. What is already in storage counts against it (see `shortfall`)."""
    need = {m: 0 for m in MATERIALS}
    for card in p.finish_bench:
        if _craft_ok(k, p, card):
            for m in MATERIALS:
                need[m] += k.INSTRUMENTS[card]["finish_cost"][m]
    for card in p.rough_bench:
        for m in MATERIALS:
            need[m] += k.INSTRUMENTS[card]["rough_cost"][m] + k.INSTRUMENTS[card]["finish_cost"][m]
    for card in p.repair_cards:
        if k.REPAIRS[card]["craft_req"] <= p.tracks["craft"]:
            for m in MATERIALS:
                need[m] += k.REPAIRS[card]["materials"][m]
    return need


def shortfall(k: Components, p: Player) -> dict[str, int]:
    """What `materials_needed` calls for beyond the storage."""
    need = materials_needed(k, p)
    return {m: max(0, need[m] - p.materials[m]) for m in MATERIALS}


def _has(p: Player, cost: dict[str, int]) -> bool:
    return all(p.materials[m] >= cost[m] for m in MATERIALS)


def _can_rough(k: Components, p: Player) -> bool:
    """A card on the roughing bench could be roughed now (room on the finishing bench, its materials in
    storage; the mastery discount is not counted on)."""
    return len(p.finish_bench) < k.C["finishing_bench_cap"] and any(_has(p, k.INSTRUMENTS[c]["rough_cost"]) for c in p.rough_bench)


def _can_finish(k: Components, p: Player) -> bool:
    return any(_craft_ok(k, p, c) and _has(p, k.INSTRUMENTS[c]["finish_cost"]) for c in p.finish_bench)


def _market_helps(s: State, seat: int) -> bool:
    """The Market is still open to the seat this round and sells something the workshop lacks."""
    p = s.players[seat]
    if s.market_card is None or not market_open(s, seat):
        return False
    prices = s.k.MARKET[s.market_card]["prices"]
    short = shortfall(s.k, p)
    return any(n and m not in p.sold and prices[m] <= p.money + p.inspiration for m, n in short.items())


# ---------------------------------------------------------------- moves that waste a build


def wasteful(s: State, move: Move) -> bool:
    """A move that only loses work: taking a card back off a bench (roughing materials lost, SEED), or
    activating a bench that can do nothing yet while the Market, still open, sells what it lacks."""
    if move.verb == "takeback":
        return True
    if move.verb == "activate" and move.args.location in ("rough_bench", "finish_bench"):
        seat = s.decisions[0].seat
        p = s.players[seat]
        able = _can_rough(s.k, p) if move.args.location == "rough_bench" else _can_finish(s.k, p)
        return not able and _market_helps(s, seat)
    return False


def sound_moves(s: State, actions: list[Move]) -> list[Move]:
    """`actions` without the wasteful ones (all of them if every one is)."""
    kept = [a for a in actions if not wasteful(s, a)]
    return kept or actions


# ---------------------------------------------------------------- the plan, decision by decision


def scripted_move(s: State, actions: list[Move]) -> Move | None:
    """The builder's move among `actions` (the legal list), or None where the plan has no opinion."""
    if not s.decisions or len(actions) < 2:
        return None
    d = s.decisions[0]
    chooser = _BY_KIND.get(d.kind)
    return chooser(s, d.seat, actions) if chooser else None


def _first(actions: list[Move], verb: str) -> Move | None:
    return next((a for a in actions if a.verb == verb), None)


def _bench_step(s: State, seat: int, actions: list[Move]) -> Move | None:
    """Start of round (R6): the best blueprint the Craft track allows onto the roughing bench, then done."""
    p = s.players[seat]
    puts = [a for a in actions if a.verb == "bench"]
    if not puts:
        return _first(actions, "bench_done")
    ready = [a for a in puts if _craft_ok(s.k, p, a.args.card)]
    if not ready:  # a blueprint the Craft track does not allow yet would only hold the benches
        return _first(actions, "bench_done")
    return max(ready, key=lambda a: s.k.INSTRUMENTS[a.args.card]["prestige"])


def _placement(actions: list[Move], location: str, want: int) -> Move | None:
    """The chip to send to `location` without apprentices: the smallest whose number reaches `want`,
    else the smallest of all (the big chips win the main board's ties and its 4+ bonus)."""
    moves = [a for a in actions if a.verb == "place" and a.args.location == location and not a.args.apprentices]
    if not moves:
        return None
    reaching = [a for a in moves if a.args.chip >= want]
    return min(reaching or moves, key=lambda a: a.args.chip)


def _plan(s: State, seat: int, actions: list[Move]) -> Move | None:
    """Planning: deliver what a patron wants; a chip on each bench that has work it can do this round;
    a chip at the Guild when no blueprint waits; else no opinion."""
    k = s.k
    deliver = _first(actions, "deliver")
    if deliver:
        return deliver
    p = s.players[seat]
    finishable = [c for c in p.finish_bench if _craft_ok(k, p, c)]
    rough_chips = _my_chips(s, seat, "rough_bench")
    ready = _by_worth(k, [c for c in p.rough_bench if _craft_ok(k, p, c)])
    roughable = min(len(ready), k.C["finishing_bench_cap"] - len(p.finish_bench))
    # a card roughed this round may be finished this round too, by a second chip
    to_finish = _by_worth(k, finishable) + ready[:rough_chips]
    finish_chips = _my_chips(s, seat, "finish_bench")
    if finish_chips < len(to_finish):
        move = _placement(actions, "finish_bench", k.INSTRUMENTS[to_finish[finish_chips]]["mastery"])
        if move:
            return move
    if rough_chips < roughable:
        move = _placement(actions, "rough_bench", k.INSTRUMENTS[ready[rough_chips]]["mastery"])
        if move:
            return move
    for location, wanted in (("perform", _perform_wanted), ("repair", _repair_wanted), ("guild", _blueprint_wanted)):
        if not _my_chips(s, seat, location) and wanted(s, seat):
            move = _placement(actions, location, 0)
            if move:
                return move
    return None


def _unperformed(s: State, seat: int) -> list[str]:
    """Finished instruments not performed yet, and those the benches' chips will finish this round."""
    p = s.players[seat]
    coming = [c for c in p.finish_bench if _craft_ok(s.k, p, c)][: _my_chips(s, seat, "finish_bench")]
    return [c for c in p.showcase if c not in p.performed] + coming


def _playable(k: Components, p: Player, card: str, instruments: list[str]) -> bool:
    """A performance card the Performance track allows, on one of `instruments` (§2.7, C4)."""
    c = k.PERFORMANCES[card]
    return c["perf_req"] <= p.tracks["performance"] and any(
        k.INSTRUMENTS[i]["type"] == c["section"] and (c["era"] is None or c["era"] == k.INSTRUMENTS[i]["era"]) for i in instruments)


def _offered(s: State, seat: int, location: str) -> list[str]:
    """Cards of a display the seat can pay the tier fee for."""
    p = s.players[seat]
    return [c for i, c in enumerate(s.displays[location]) if c is not None and can_pay(p, tier_fee(s, seat, location, i))]


def _perform_wanted(s: State, seat: int) -> bool:
    p = s.players[seat]
    instruments = _unperformed(s, seat)
    return bool(instruments) and any(_playable(s.k, p, c, instruments) for c in p.perf_cards + _offered(s, seat, "perform"))


def _repairable(k: Components, p: Player, card: str) -> bool:
    return k.REPAIRS[card]["craft_req"] <= p.tracks["craft"]


def _repair_wanted(s: State, seat: int) -> bool:
    """Repairs pay money and, every second one, a Craft step: the road to better blueprints."""
    p = s.players[seat]
    return any(_repairable(s.k, p, c) for c in p.repair_cards + _offered(s, seat, "repair"))


def _blueprint_wanted(s: State, seat: int) -> bool:
    """No blueprint the Craft track allows waits in hand, and the roughing bench has room."""
    p = s.players[seat]
    return (not any(_craft_ok(s.k, p, c) for c in p.hand) and len(p.rough_bench) < s.k.C["roughing_bench_cap"]
            and any(_craft_ok(s.k, p, c) for c in _offered(s, seat, "guild")))


def _turn(s: State, seat: int, actions: list[Move]) -> Move | None:
    """Resolution: deliver; the Market first when the benches lack what it sells; then rough, then
    finish (so a card roughed now can be finished now, and performed after); else no opinion."""
    deliver = _first(actions, "deliver")
    if deliver:
        return deliver
    p = s.players[seat]
    market = _first(actions, "market")
    benches_waiting = _my_chips(s, seat, "rough_bench") or _my_chips(s, seat, "finish_bench")
    if market and benches_waiting and _market_helps(s, seat):
        return market
    for bench, able in (("rough_bench", _can_rough(s.k, p)), ("finish_bench", _can_finish(s.k, p))):
        move = next((a for a in actions if a.verb == "activate" and a.args.location == bench), None)
        if move and able:
            return move
    if market and _market_helps(s, seat):
        return market
    return None


def _market(s: State, seat: int, actions: list[Move]) -> Move | None:
    """At the Market: buy what the workshop lacks, most urgent first; train Craft for a blueprint held
    that needs it; then leave (no opinion on the rest: hiring, training Performance)."""
    p = s.players[seat]
    short = shortfall(s.k, p)
    buys = {a.args.material: a for a in actions if a.verb == "buy"}
    for m in sorted(MATERIALS, key=lambda m: -short[m]):
        if short[m] and m in buys:
            return buys[m]
    held = p.hand + p.rough_bench + p.finish_bench
    train = next((a for a in actions if a.verb == "train" and a.args.track == "craft"), None)
    if train and any(s.k.INSTRUMENTS[c]["craft_req"] > p.tracks["craft"] for c in held):
        return train
    return None


def _bench_work(s: State, seat: int, actions: list[Move]) -> Move | None:
    """A bench's chips: finish the best card (with a chip that makes it a masterwork if one can), else
    rough the best card (the cheapest payment), else the alternate."""
    k = s.k
    skills = {pl.seq: pl.skill for pl in s.placements}

    def finish_key(a: Move):
        i = k.INSTRUMENTS[a.args.card]
        master = skills[a.args.worker] >= i["mastery"]
        return (i["prestige"] + k.C["bench"]["masterwork_prestige"] * master, -skills[a.args.worker])

    finishes = [a for a in actions if a.verb == "finish"]
    if finishes:
        return max(finishes, key=finish_key)
    roughs = [a for a in actions if a.verb == "rough"]
    if roughs:
        p = s.players[seat]
        return max(roughs, key=lambda a: (_craft_ok(k, p, a.args.card), k.INSTRUMENTS[a.args.card]["prestige"],
                                          -sum(a.args.cost.values())))
    return None


def _work(s: State, seat: int, actions: list[Move]) -> Move | None:
    """A worker on the main board: perform or repair what it can (the best reward); at the Guild, take
    the best blueprint when none waits in hand; else no opinion."""
    k = s.k
    done = [a for a in actions if a.verb in ("perform", "repair")]
    if done:
        return max(done, key=lambda a: _reward(k, a))
    p = s.players[seat]
    takes = [a for a in actions if a.verb == "take"]
    blueprints = [a for a in takes if a.args.card in k.INSTRUMENTS and _craft_ok(k, p, a.args.card)]
    if blueprints and _blueprint_wanted(s, seat):
        return max(blueprints, key=lambda a: k.INSTRUMENTS[a.args.card]["prestige"] - a.args.fee / 2)
    patrons = [a for a in takes if a.args.card in k.PATRONS]
    if patrons:  # only a patron whose demand the workshop can meet: another would leave, costing prestige
        reachable = [a for a in patrons if _reachable(k, p, a.args.card)]
        if reachable:
            return max(reachable, key=lambda a: k.PATRONS[a.args.card]["reward_prestige"] - a.args.fee / 2)
        return _first(actions, "alternate")
    instruments = _unperformed(s, seat)
    pieces = [a for a in takes if a.args.card in k.PERFORMANCES and _playable(k, p, a.args.card, instruments)]
    orders = [a for a in takes if a.args.card in k.REPAIRS and _repairable(k, p, a.args.card)]
    if pieces or orders:  # the next best: a card to complete now (R14) or soon
        return max(pieces + orders, key=lambda a: _reward(k, a) - a.args.fee / 2)
    return None


def _reachable(k: Components, p: Player, patron: str) -> bool:
    """The workshop holds what the patron's demand calls for (§2.8): an instrument in the making or
    finished of the asked kind (to deliver, or to perform with), or a repair order held."""
    (kind, wanted), = k.PATRONS[patron]["demand"].items()
    if kind == "repair":
        return any(matches(wanted, {"type": k.REPAIRS[c]["type"], "era": k.REPAIRS[c]["era"]}) for c in p.repair_cards)
    held = p.hand + p.rough_bench + p.finish_bench + p.showcase
    if kind == "perform":
        held = [c for c in held if c not in p.performed]
    return any(matches(wanted, instrument_facts(k, c)) for c in held)


def _reward(k: Components, a: Move) -> float:
    card = a.args.card
    reward = (k.PERFORMANCES[card] if card in k.PERFORMANCES else k.REPAIRS[card])["reward"]
    return reward["prestige"] + reward["money"] / 5


def _now(s: State, seat: int, actions: list[Move]) -> Move | None:
    """A card just taken at Perform or Repair: complete it at once when it can be."""
    done = [a for a in actions if a.verb in ("perform", "repair")]
    return max(done, key=lambda a: _reward(s.k, a)) if done else None


_BY_KIND = {"bench": _bench_step, "plan": _plan, "turn": _turn, "market": _market, "bench_work": _bench_work,
            "work": _work, "now": _now}
