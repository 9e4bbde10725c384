"""The flow of a Luthier game: what may be done now (moves) and what happens next (advance).

The game always waits on `state.decisions[0]` (a Decision: kind, seat, data). `moves(state)`
lists the legal moves for it, each (id, label, handler, args); applying one calls
`handler(state, decision, *args)`, then `advance(state)` runs every automatic step until the
next decision. Phases: setup -> opening -> (start_round -> planning -> resolution ->
end_round) x 6 -> over.
"""

from __future__ import annotations

from math import ceil

from . import effects as fx
from .components import (
    AUTOMA,
    BENCHES,
    C,
    CARD_LOCATIONS,
    DECK_OF,
    ERAS,
    INSTRUMENTS,
    LOCATION_NAMES,
    LOCATIONS,
    MAIN_LOCATIONS,
    MARKET,
    MATERIALS,
    PATRON_TYPES,
    PATRONS,
    PERFORMANCES,
    REPAIRS,
    SECTIONS,
    SOLO,
    SPECIALISTS,
    card,
)
from .setup import automa_deck, finish_setup, refill_displays
from .state import AUTOMA as AUTOMA_SEAT
from .state import RIVAL, Activation, Chip, Decision, LuthierState, PatronSlot, Placement

ROUNDS = C["rounds"]
TIER_COST = C["tier_cost"]
TIER_FREE = C["tier_free_at_reputation"]


def name(card_id: str) -> str:
    return card(card_id)["name"]


# ============================================================================ the driver


def advance(s: LuthierState) -> None:
    """Run automatic steps until a player must decide (or the game is over)."""
    while not s.decisions and s.phase != "over":
        if s.activation is not None:
            _step_activation(s)
        else:
            _PHASES[s.phase](s)


def _phase_setup(s: LuthierState) -> None:
    finish_setup(s)


def _phase_opening(s: LuthierState) -> None:
    """Opening actions in reverse turn order (R3), then compact and refill the displays."""
    order = list(reversed(s.turn_order))
    if s.cursor < len(order):
        seat = order[s.cursor]
        s.cursor += 1
        fx.apply_effect(s, seat, card(s.players[seat].family)["opening_action"], {"category": "powers"})
        fx.check_awards(s, seat)
        return
    refill_displays(s)
    _begin_round(s, 1)


def _begin_round(s: LuthierState, number: int) -> None:
    s.round = number
    gained = C["chips"]["gain_at_round_start"].get(str(number))
    if gained:
        for p in s.players:
            p.chips.append(Chip(number=gained))
    if s.automa is not None:
        gained = SOLO["bot_chips"]["gain"].get(str(number))
        if gained:
            s.automa.chips.append(gained)
        automa_deck(s)
    s.phase = "start_round"
    s.cursor = 0


def _phase_start_round(s: LuthierState) -> None:
    """Each player in turn order: income, patience and gifts, the bench step (R5)."""
    if s.cursor >= len(s.turn_order):
        s.phase = "planning"
        s.cursor = 0
        s.seq = 0
        s.rival_placed = False
        return
    seat = s.turn_order[s.cursor]
    s.cursor += 1
    fx.round_income(s, seat)
    patience(s, seat)
    fx.check_awards(s, seat)
    p = s.players[seat]
    p.bench_placed = False
    if p.hand or p.rough_bench or p.finish_bench:
        s.decisions.append(Decision(kind="bench", seat=seat))


def patience(s: LuthierState, seat: int) -> None:
    """Move each cube right, slots left to right; a cube moving onto LEAVE makes the patron leave."""
    p = s.players[seat]
    for slot in list(p.patrons):
        gifts = PATRONS[slot.card]["patience"]
        slot.cube += 1
        if slot.cube > len(gifts):
            p.patrons = [other for other in p.patrons if other is not slot]
            s.discards["patron"].append(slot.card)
            fx.score(p, -PATRONS[slot.card]["leave_penalty"], "patrons left")
        else:
            slot.gifts += 1
            fx.apply_effect(s, seat, gifts[slot.cube - 1], {"category": "powers"})


def free_chips(s: LuthierState, seat: int) -> list:
    placed = {pl.chip for pl in s.placements if pl.seat == seat}
    return [c for c in s.players[seat].chips if c.number not in placed]


def _phase_planning(s: LuthierState) -> None:
    n = len(s.turn_order)
    for step in range(n):
        seat = s.turn_order[(s.cursor + step) % n]
        if free_chips(s, seat):
            s.cursor = (s.cursor + step) % n
            s.decisions.append(Decision(kind="plan", seat=seat))
            return
    while s.automa is not None and automa_free_chips(s):
        automa_place(s)
    s.phase = "resolution"
    s.cursor = 0
    for p in s.players:
        p.passed = False


def _phase_resolution(s: LuthierState) -> None:
    n = len(s.turn_order)
    for step in range(n):
        seat = s.turn_order[(s.cursor + step) % n]
        if not s.players[seat].passed:
            s.cursor = (s.cursor + step) % n
            s.decisions.append(Decision(kind="turn", seat=seat))
            return
    # everyone passed: the rival chip (C9) and bot-only locations (R24) resolve now
    for loc in MAIN_LOCATIONS:
        left = [pl for pl in s.placements if pl.location == loc and not pl.resolved]
        if left:
            start_activation(s, None, loc)
            return
    if s.automa is not None:
        s.automa.prestige += SOLO["difficulty_bonus_prestige_per_round"][s.automa.level]
        s.automa.ledger["difficulty"] = s.automa.ledger.get("difficulty", 0) + SOLO[
            "difficulty_bonus_prestige_per_round"][s.automa.level]
    if s.round >= ROUNDS:
        s.phase = "over"
        s.placements = []
        return
    end_of_round(s)


def end_of_round(s: LuthierState) -> None:
    """Steps 1-3 (turn order, chips back, specialists); steps 4-8 follow in `_phase_end_round`."""
    # 1. new turn order from the Balcony chips' priority
    best: dict[int, tuple[int, int]] = {}
    for pl in s.placements:
        if pl.location == "balcony" and pl.seat >= 0:
            key = (-pl.skill, pl.seq)
            best[pl.seat] = min(best.get(pl.seat, key), key)
    if s.automa is None:
        on_balcony = sorted(best, key=lambda seat: best[seat])
        s.turn_order = on_balcony + [seat for seat in s.turn_order if seat not in best]
    # 2. take back all chips
    s.placements = []
    # 3. specialists gained this round: retire a numbered chip onto each
    for seat in s.turn_order:
        p = s.players[seat]
        for spec in p.specialists_new:
            s.decisions.append(Decision(kind="retire", seat=seat, data={"card": spec}))
        p.specialists_new = []
    s.phase = "end_round"


def _phase_end_round(s: LuthierState) -> None:
    # 4. carts back
    for p in s.players:
        p.market_visits = 0
        p.bought = []
        p.sold = []
    # 5. next market card
    s.discards["market"].append(s.market_card)
    s.market_card = fx.draw(s, "market")
    # 6. tier I discards; after round 3 the Patron A draw deck too, and B becomes the deck (R22)
    for loc in CARD_LOCATIONS:
        line = s.displays[loc]
        per_tier = len(line) // 3
        for i in range(per_tier):
            if line[i] is not None:
                s.discards[DECK_OF[loc]].append(line[i])
                line[i] = None
    if s.round == C["patrons"]["deck_switch_after_round"]:
        s.discards["patron"].extend(s.decks["patron"])
        s.decks["patron"] = s.decks.pop("patron_b")
        s.patron_b_switched = True
    # 7. slide and refill
    refill_displays(s)
    # 8. the round tracker
    _begin_round(s, s.round + 1)


_PHASES = {
    "setup": _phase_setup,
    "opening": _phase_opening,
    "start_round": _phase_start_round,
    "planning": _phase_planning,
    "resolution": _phase_resolution,
    "end_round": _phase_end_round,
}


# ============================================================================ planning helpers


def place_chip(s: LuthierState, seat: int, chip, location: str, apprentices: int) -> None:
    p = s.players[seat]
    p.apprentices -= apprentices
    s.seq += 1
    s.placements.append(
        Placement(seat=seat, chip=chip.number, specialist=chip.specialist, location=location, apprentices=apprentices, seq=s.seq)
    )
    # 2p: the rival chip comes right after the second player's first chip (R23)
    if len(s.players) == 2 and not s.rival_placed and all(
        any(pl.seat == other for pl in s.placements) for other in (0, 1)
    ):
        s.rival_placed = True
        s.seq += 1
        where = MARKET[s.market_card]["rival_location"]
        s.placements.append(Placement(seat=RIVAL, chip=C["two_player_rival"]["skill"], location=where, seq=s.seq))
    if s.automa is not None and automa_free_chips(s):
        automa_place(s)
    s.cursor = (s.turn_order.index(seat) + 1) % len(s.turn_order)


def automa_free_chips(s: LuthierState) -> list[int]:
    placed = {pl.chip for pl in s.placements if pl.seat == AUTOMA_SEAT}
    return [c for c in s.automa.chips if c not in placed]


def automa_place(s: LuthierState) -> None:
    """The bot draws its top card: the shown chip, else the nearest higher, else the nearest lower."""
    a = s.automa
    cid = a.deck.pop(0)
    a.drawn.append(cid)
    shown = AUTOMA[cid]
    free = automa_free_chips(s)
    higher = sorted(c for c in free if c >= shown["chip"])
    chip = higher[0] if higher else max(free)
    s.seq += 1
    s.placements.append(Placement(seat=AUTOMA_SEAT, chip=chip, location=shown["location"], seq=s.seq, automa_card=cid))


# ============================================================================ activation


def effective_skill(s: LuthierState, pl: Placement) -> int:
    if pl.seat < 0:
        return pl.chip
    return pl.chip + pl.apprentices + fx.skill_bonus(s.players[pl.seat], pl.specialist, pl.location)


def start_activation(s: LuthierState, seat: int | None, location: str) -> None:
    """Reveal the stack, fix each worker's skill, order them: skill, then placed first (SEED, R8)."""
    if location in BENCHES:
        workers = [pl for pl in s.placements if pl.location == location and pl.seat == seat and not pl.resolved]
    else:
        workers = [pl for pl in s.placements if pl.location == location and not pl.resolved]
    for pl in workers:
        pl.revealed = True
        pl.skill = effective_skill(s, pl)
    s.reveals += 1
    workers.sort(key=lambda pl: (-pl.skill, pl.seq))
    s.activation = Activation(location=location, seat=-1 if seat is None else seat, workers=[pl.seq for pl in workers])


def placement(s: LuthierState, seq: int) -> Placement:
    for pl in s.placements:
        if pl.seq == seq:
            return pl
    raise KeyError(seq)


def unresolved(s: LuthierState, seqs: list[int]) -> list[Placement]:
    """The workers among `seqs` still on the board and not yet resolved, in that order."""
    by_seq = {pl.seq: pl for pl in s.placements if not pl.resolved}
    return [by_seq[q] for q in seqs if q in by_seq]


def _step_activation(s: LuthierState) -> None:
    a = s.activation
    if a.location in BENCHES:
        if unresolved(s, a.workers):
            s.decisions.append(Decision(kind="bench_work", seat=a.seat))
        else:
            s.activation = None
        return
    if a.index >= len(a.workers):
        s.activation = None
        return
    pl = placement(s, a.workers[a.index])
    if pl.seat == RIVAL:
        rival_resolve(s, pl)
        a.stage = "done"
    elif pl.seat == AUTOMA_SEAT:
        automa_resolve(s, pl)
        a.stage = "done"
    if a.stage == "bonus":
        a.stage = "action"
        if pl.skill >= C["main_board_bonus_min_skill"]:
            fx.apply_effect(s, pl.seat, C["locations"][a.location]["bonus_4plus"],
                            {"category": "powers", "why": f"{LOCATION_NAMES[a.location]} bonus"})
            fx.check_awards(s, pl.seat)
        return
    if a.stage == "action":
        s.decisions.append(Decision(kind="work", seat=pl.seat, data={"seq": pl.seq}))
        return
    finish_worker(s, pl, a.searched)
    a.index += 1
    a.stage = "bonus"
    a.searched = False


def finish_worker(s: LuthierState, pl: Placement, searched: bool) -> None:
    """Search removes one apprentice from the game; the others return to the Market;
    the chip goes home, except on the Balcony (SEED, R8)."""
    back = pl.apprentices - (C["search"]["apprentices_removed"] if searched else 0)
    s.pool += back
    pl.apprentices = 0
    pl.resolved = True
    if pl.location != "balcony":
        s.placements = [other for other in s.placements if other is not pl]


def display_pick(line: list, preference: str) -> int | None:
    """Slot index chosen by a rival/automa preference (vocabulary.solo_preferences)."""
    per_tier = len(line) // 3
    tiers = [[i for i in range(t * per_tier, (t + 1) * per_tier) if line[i] is not None] for t in range(3)]
    if preference == "highest":
        for t in (2, 1, 0):
            if tiers[t]:
                return tiers[t][0]
        return None
    for t in range(3):
        if tiers[t]:
            return tiers[t][-1] if preference == "tier1_right" else tiers[t][0]
    return None


def rival_resolve(s: LuthierState, pl: Placement) -> None:
    """2p rival chip: discard the leftmost tier I card, else the lowest tier available (§2.14)."""
    line = s.displays.get(pl.location)
    if line is None:
        return
    i = display_pick(line, "tier1_left")
    if i is not None:
        s.discards[DECK_OF[pl.location]].append(line[i])
        line[i] = None


def automa_resolve(s: LuthierState, pl: Placement) -> None:
    """Solo bot: takes the card its preference names, free, and scores it (C10, R23)."""
    a = s.automa
    line = s.displays.get(pl.location)
    if line is None:  # Balcony: turn order only, scores 0
        return
    i = display_pick(line, AUTOMA[pl.automa_card]["preference"])
    if i is None:
        return
    cid = line[i]
    line[i] = None
    deck = DECK_OF[pl.location]
    s.discards[deck].append(cid)
    scoring = SOLO["bot_scoring"]
    if deck == "patron":
        gained, cat = scoring["patron"], "patrons"
    elif deck == "instrument":
        gained, cat = ceil(INSTRUMENTS[cid]["prestige"] / 2), "instruments"
    elif deck == "performance":
        gained, cat = PERFORMANCES[cid]["reward"]["prestige"], "performances"
        a.seats[PERFORMANCES[cid]["section"]] += 1
    else:
        gained, cat = REPAIRS[cid]["reward"]["prestige"], "repairs"
    a.prestige += gained
    a.ledger[cat] = a.ledger.get(cat, 0) + gained


# ============================================================================ costs


def tier_fee(s: LuthierState, seat: int, location: str, slot: int) -> int:
    """Tier I free; II 4; III 8; free once Reputation reaches the tier's space, or by a fee waiver."""
    p = s.players[seat]
    tier = slot // (len(s.displays[location]) // 3)
    if p.tracks["reputation"] >= TIER_FREE[tier] or fx.fee_waived(p, location):
        return 0
    return TIER_COST[tier]


def payment_options(cost: dict, fixed: list[tuple[str, int]], any_count: int) -> list[tuple[str, dict]]:
    """Every distinct material payment after discounts (R19): fixed-material ones apply as printed;
    each 'any' discount takes 1 off one material present in the cost, the owner's choice."""
    base = dict(cost)
    for mat, n in fixed:
        base[mat] = max(0, base[mat] - n)
    results: dict[tuple, tuple[str, dict]] = {}

    def walk(current: dict, chosen: list[str], left: int) -> None:
        present = [m for m in MATERIALS if current[m] > 0]
        if left == 0 or not present:
            key = tuple(current[m] for m in MATERIALS)
            results.setdefault(key, ("+".join(chosen), current))
            return
        for m in present:
            nxt = dict(current)
            nxt[m] -= 1
            walk(nxt, chosen + [m], left - 1)

    walk(base, [], any_count)
    return list(results.values())


def material_payments(s: LuthierState, seat: int, cost: dict, specialist: str | None, on: str, mastery_any: int):
    """(suffix, cost) pairs the player can afford for a rough/finish/repair payment."""
    p = s.players[seat]
    discs = fx.discounts(p, specialist, on)
    fixed = [(m, n) for m, n in discs if m != "any"]
    any_count = mastery_any + sum(n for m, n in discs if m == "any")
    options = payment_options(cost, fixed, any_count)
    multi = len(options) > 1
    return [
        ((":save:" + key) if multi and key else "", c)
        for key, c in options
        if all(p.materials[m] >= c[m] for m in MATERIALS)
    ]


def cost_words(c: dict) -> str:
    parts = [f"{c[m]} {m}" for m in MATERIALS if c[m]]
    return ", ".join(parts) if parts else "nothing"


# ============================================================================ the moves


def moves(s: LuthierState) -> list[tuple[str, str, object, tuple]]:
    """The legal moves for the decision waited on: (id, label, handler, args), in a stable order."""
    if s.phase == "over" or not s.decisions:
        return []
    d = s.decisions[0]
    return _MOVES[d.kind](s, d)


def _done(s: LuthierState, d: Decision) -> None:
    s.decisions.pop(0)


# ---------------------------------------------------------------- setup


def _moves_keep(s, d):
    what = d.data["what"]
    return [(f"keep:{what}:{c}", f"Keep {name(c)}", _do_keep, (what, c)) for c in s.players[d.seat].deal[what]]


def _do_keep(s, d, what, cid):
    _done(s, d)
    p = s.players[d.seat]
    p.deal[what].remove(cid)
    if what == "patron":
        p.patrons.append(PatronSlot(card=cid))
    elif what == "instrument":
        p.hand.append(cid)
    else:
        p.objective = cid


def _moves_take_card(s, d):
    return [(f"take:{c}", f"Take {name(c)} (free)", _do_take_card, (c,)) for c in d.data["cards"]]


def _do_take_card(s, d, cid):
    _done(s, d)
    loc = d.data["location"]
    line = s.displays[loc]
    line[line.index(cid)] = None
    fx.receive_card(s, d.seat, DECK_OF[loc], cid)


def _moves_choose(s, d):
    why = d.data.get("ctx", {}).get("why")
    return [
        (f"choose:{fx.effect_key(e)}", f"{why}: {fx.describe(e)}" if why else fx.capitalized(fx.describe(e)), _do_choose, (i,))
        for i, e in enumerate(d.data["options"])
    ]


def _do_choose(s, d, i):
    _done(s, d)
    fx.apply_effect(s, d.seat, d.data["options"][i], d.data.get("ctx"))


def _moves_specialist(s, d):
    return [(f"specialist:{c}", f"Keep the {name(c)}", _do_specialist, (c,)) for c in d.data["cards"]]


def _do_specialist(s, d, cid):
    _done(s, d)
    other = [c for c in d.data["cards"] if c != cid]
    s.decks["specialist"].extend(other)  # to the bottom (C8)
    s.players[d.seat].specialists_new.append(cid)


def _moves_retire(s, d):
    p = s.players[d.seat]
    chips = [c for c in p.chips if c.specialist is None]
    spec = d.data["card"]
    if not chips:  # no numbered chip left: the card is discarded (R18)
        return [("retire:none", f"Discard the {name(spec)}: no numbered chip left", _do_retire, (None,))]
    return [
        (f"retire:chip{c.number}", f"Chip #{c.number} becomes the {name(spec)}", _do_retire, (c.number,))
        for c in chips
    ]


def _do_retire(s, d, number):
    _done(s, d)
    p = s.players[d.seat]
    if number is None:
        s.discards["specialist"].append(d.data["card"])
    for c in p.chips:
        if c.number == number and c.specialist is None:
            c.specialist = d.data["card"]
            p.specialists.append(d.data["card"])
            return


def _moves_satisfy(s, d):
    return [(f"satisfy:{c}", f"Satisfy {name(c)}", _do_satisfy, (c,)) for c in d.data["patrons"]]


def _do_satisfy(s, d, cid):
    _done(s, d)
    fx.satisfy(s, d.seat, cid)


# ---------------------------------------------------------------- free actions (R7)


def free_moves(s: LuthierState, seat: int) -> list:
    p = s.players[seat]
    out = [
        (f"deliver:{inst}:{pat}", f"Deliver {name(inst)} to {name(pat)}", _do_deliver, (inst, pat))
        for inst, pat in fx.deliverable(p)
    ]
    for bench in ("rough_bench", "finish_bench"):
        for cid in getattr(p, bench):
            out.append((f"takeback:{cid}", f"Take {name(cid)} back to hand", _do_takeback, (cid,)))
    return out


def _do_deliver(s, d, inst, pat):
    p = s.players[d.seat]
    p.showcase.remove(inst)
    fx.satisfy(s, d.seat, pat)


def _do_takeback(s, d, cid):
    """Back to hand as an un-roughed blueprint: materials spent roughing are lost (SEED)."""
    p = s.players[d.seat]
    if cid in p.rough_bench:
        p.rough_bench.remove(cid)
    else:
        p.finish_bench.remove(cid)
    p.hand.append(cid)


# ---------------------------------------------------------------- start of round bench step (R6)


def _moves_bench(s, d):
    p = s.players[d.seat]
    out = []
    if not p.bench_placed:
        for bench in ("rough_bench", "finish_bench"):
            for cid in getattr(p, bench):
                out.append((f"takeback:{cid}", f"Take {name(cid)} back to hand", _do_takeback, (cid,)))
    if len(p.rough_bench) < C["roughing_bench_cap"]:
        seen = set()
        for cid in p.hand:
            if cid not in seen:
                seen.add(cid)
                out.append((f"bench:{cid}", f"Put {name(cid)} on the roughing bench", _do_bench_put, (cid,)))
    out.append(("bench:done", "Done with the benches", _do_bench_done, ()))
    return out


def _do_bench_put(s, d, cid):
    p = s.players[d.seat]
    p.hand.remove(cid)
    p.rough_bench.append(cid)
    p.bench_placed = True


def _do_bench_done(s, d):
    _done(s, d)


# ---------------------------------------------------------------- planning


_PLACEMENTS: dict[tuple, list] = {}  # (chip, specialist, most apprentices) -> its placement moves


def _placement_moves(number: int, specialist: str | None, most: int) -> list:
    """Every placement of one chip, with 0..most apprentices (built once, then reused)."""
    key = (number, specialist, most)
    found = _PLACEMENTS.get(key)
    if found is None:
        who = f"#{number}" + (f" {name(specialist)}" if specialist else "")
        found = _PLACEMENTS[key] = [
            (f"place:chip{number}:{loc}" + (f":apprentices{n}" if n else ""),
             f"Chip {who} to the {LOCATION_NAMES[loc]}" + (f" with {n} apprentice{'s' if n > 1 else ''}" if n else ""),
             _do_place, (number, loc, n))
            for loc in LOCATIONS
            for n in range(most + 1)
        ]
    return found


def _moves_plan(s, d):
    p = s.players[d.seat]
    out = []
    for chip in sorted(free_chips(s, d.seat), key=lambda c: c.number):
        out += _placement_moves(chip.number, chip.specialist, min(p.apprentices, fx.chip_carry(chip.specialist)))
    return out + free_moves(s, d.seat)


def _do_place(s, d, number, loc, n):
    _done(s, d)
    chip = next(c for c in s.players[d.seat].chips if c.number == number)
    place_chip(s, d.seat, chip, loc, n)


# ---------------------------------------------------------------- resolution turns


def market_open(s: LuthierState, seat: int) -> bool:
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


def _moves_turn(s, d):
    seat = d.seat
    mine = {pl.location for pl in s.placements if pl.seat == seat and not pl.resolved}
    out = [
        (f"activate:{loc}", f"Activate the {LOCATION_NAMES[loc]}", _do_activate, (loc,))
        for loc in MAIN_LOCATIONS + BENCHES
        if loc in mine
    ]
    if market_open(s, seat):
        out.append(("market", "Go to the Market", _do_market, ()))
    if not mine:
        out.append(("pass", "Pass for this round", _do_pass, ()))
    return out + free_moves(s, seat)


def _next_turn(s: LuthierState, seat: int) -> None:
    s.cursor = (s.turn_order.index(seat) + 1) % len(s.turn_order)


def _do_activate(s, d, loc):
    _done(s, d)
    _next_turn(s, d.seat)
    start_activation(s, d.seat, loc)


def _do_pass(s, d):
    _done(s, d)
    s.players[d.seat].passed = True
    _next_turn(s, d.seat)


def _do_market(s, d):
    _done(s, d)
    _next_turn(s, d.seat)
    s.players[d.seat].market_visits += 1
    s.decisions.append(Decision(kind="market", seat=d.seat))


# ---------------------------------------------------------------- the Market (SEED, R11)


def _moves_market(s, d):
    p = s.players[d.seat]
    prices = MARKET[s.market_card]["prices"]
    cap = fx.storage_cap(p)
    out = []
    for m in MATERIALS:
        cost = fx.item_price(p, prices[m])
        if m not in p.sold and p.materials[m] < cap and p.money >= cost:
            out.append((f"buy:{m}", f"Buy 1 {m} for {cost}", _do_buy, (m,)))
    for m in MATERIALS:
        if m not in p.bought and p.materials[m] > 0:
            out.append((f"sell:{m}", f"Sell 1 {m} for {prices[m]}", _do_sell, (m,)))
    cost = fx.item_price(p, C["apprentices"]["cost"])
    if fx.apprentice_room(s, d.seat) and p.money >= cost:
        out.append(("hire", f"Hire an apprentice for {cost}", _do_hire, ()))
    cost = fx.item_price(p, C["training"]["cost"])
    for track in C["training"]["tracks"]:
        if p.tracks[track] < C["training"]["max_trainable_level"] and p.money >= cost:
            out.append((f"train:{track}", f"Train {track.capitalize()} for {cost}", _do_train, (track,)))
    out.append(("end", "Leave the Market", _do_market_end, ()))
    return out


def _do_buy(s, d, m):
    p = s.players[d.seat]
    fx.pay_item(p, MARKET[s.market_card]["prices"][m])
    p.materials[m] += 1
    if m not in p.bought:
        p.bought.append(m)


def _do_sell(s, d, m):
    p = s.players[d.seat]
    p.materials[m] -= 1
    p.money += MARKET[s.market_card]["prices"][m]
    if m not in p.sold:
        p.sold.append(m)


def _do_hire(s, d):
    p = s.players[d.seat]
    fx.pay_item(p, C["apprentices"]["cost"])
    s.pool -= 1
    p.apprentices += 1


def _do_train(s, d, track):
    fx.pay_item(s.players[d.seat], C["training"]["cost"])
    fx.move_track(s, d.seat, track, 1)


def _do_market_end(s, d):
    _done(s, d)


# ---------------------------------------------------------------- a worker on the main board


def _moves_work(s, d):
    pl = placement(s, d.data["seq"])
    seat, loc = d.seat, pl.location
    out = []
    if loc in CARD_LOCATIONS:
        out += _take_moves(s, seat, pl)
        if loc == "guild":
            for e in C["locations"]["guild"]["gather"]["choose"]:
                out.append((f"gather:{fx.effect_key(e)}", f"Gather {fx.describe(e)}", _do_gather, (e,)))
        if loc == "perform":
            for cid in s.players[seat].perf_cards:
                out += perform_moves(s, seat, cid, pl, _do_perform_held)
        if loc == "repair":
            for cid in s.players[seat].repair_cards:
                out += repair_moves(s, seat, cid, pl, _do_repair_held)
        out += _search_moves(s, seat, pl)
    else:  # balcony
        for e in C["locations"]["balcony"]["balcony"]["choose"]:
            out.append((f"balcony:{fx.effect_key(e)}", fx.capitalized(fx.describe(e)), _do_balcony, (e,)))
    out.append(("alternate", "Take 2 money instead", _do_alternate, ()))
    return out


def _worker_done(s: LuthierState) -> None:
    s.activation.stage = "done"


def _do_alternate(s, d):
    _done(s, d)
    fx.gain(s, d.seat, {"money": C["alternate_action_money"]})
    _worker_done(s)


def _take_moves(s, seat, pl):
    loc = pl.location
    p = s.players[seat]
    if loc == "salon" and len(p.patrons) >= C["patron_slots"]:
        return []
    out = []
    for i, cid in enumerate(s.displays[loc]):
        if cid is None:
            continue
        if loc == "salon" and not fx.patron_allowed(s, seat, cid, pl.specialist):
            continue
        fee = tier_fee(s, seat, loc, i)
        if fx.can_pay(p, fee):
            out.append((f"take:{cid}", f"Take {name(cid)}" + (f" for {fee}" if fee else " (free)"), _do_take, (cid, fee)))
    return out


def _do_take(s, d, cid, fee):
    _done(s, d)
    pl = placement(s, d.data["seq"])
    line = s.displays[pl.location]
    line[line.index(cid)] = None
    fx.pay(s.players[d.seat], fee)
    fx.receive_card(s, d.seat, DECK_OF[pl.location], cid)
    _worker_done(s)
    _offer_now(s, d.seat, pl, cid)


def _offer_now(s, seat, pl, cid):
    """At Perform or Repair a card just taken (or found) may be completed at once (§2.5, R14)."""
    if pl.location in ("perform", "repair"):
        s.decisions.insert(0, Decision(kind="now", seat=seat, data={"seq": pl.seq, "card": cid}))


def _moves_now(s, d):
    pl = placement(s, d.data["seq"])
    cid = d.data["card"]
    if pl.location == "perform":
        out = perform_moves(s, d.seat, cid, pl, _do_perform_now)
    else:
        out = repair_moves(s, d.seat, cid, pl, _do_repair_now)
    return out + [("keep", f"Keep {name(cid)} for later", _do_keep_for_later, ())]


def _do_keep_for_later(s, d):
    _done(s, d)


def search_values(s: LuthierState, seat: int, pl: Placement) -> list[tuple[str, str]]:
    """(criterion, value) pairs a search could find a takeable card for (R13)."""
    p = s.players[seat]
    loc = pl.location
    if pl.apprentices < C["search"]["needs_apprentices"] or not fx.can_pay(p, C["search"]["cost"]):
        return []
    if loc == "salon" and len(p.patrons) >= C["patron_slots"]:
        return []
    deck = DECK_OF[loc]
    pool = s.decks[deck] + s.discards[deck]
    out = []
    for key in fx.VOCAB_SEARCH[loc]:
        values = PATRON_TYPES if key == "patron_type" else ERAS if key == "era" else SECTIONS
        for v in values:
            if any(_search_hit(s, seat, pl, deck, cid, key, v) for cid in pool):
                out.append((key, v))
    return out


def _search_hit(s, seat, pl, deck, cid, key, value) -> bool:
    if fx.card_facts(deck, cid).get(key) != value:
        return False
    return deck != "patron" or fx.patron_allowed(s, seat, cid, pl.specialist)


def _search_moves(s, seat, pl):
    return [
        (f"search:{key}:{v}", f"Search the deck for a {v} card (10, uses an apprentice)", _do_search, (key, v))
        for key, v in search_values(s, seat, pl)
    ]


def _do_search(s, d, key, value):
    """Pay 10, take the first takeable match going down the deck; if none, the shuffled discards go
    under the deck and the search goes on (R13). One apprentice leaves the game afterwards."""
    _done(s, d)
    pl = placement(s, d.data["seq"])
    deck = DECK_OF[pl.location]
    fx.pay(s.players[d.seat], C["search"]["cost"])
    pile = s.decks[deck]
    found = next((c for c in pile if _search_hit(s, d.seat, pl, deck, c, key, value)), None)
    if found is None:
        extra = s.discards[deck]
        s.discards[deck] = []
        s.rng.shuffle(extra)
        pile.extend(extra)
        found = next(c for c in pile if _search_hit(s, d.seat, pl, deck, c, key, value))
    pile.remove(found)
    s.reveals += 1
    fx.receive_card(s, d.seat, deck, found)
    s.activation.searched = True
    _worker_done(s)
    _offer_now(s, d.seat, pl, found)


def _do_gather(s, d, effect):
    _done(s, d)
    pl = placement(s, d.data["seq"])
    fx.apply_effect(s, d.seat, effect)
    fx.fire_event(s, d.seat, "gather", pl.specialist)
    _worker_done(s)


def _do_balcony(s, d, effect):
    _done(s, d)
    pl = placement(s, d.data["seq"])
    fx.apply_effect(s, d.seat, effect)
    fx.fire_event(s, d.seat, "balcony", pl.specialist)
    _worker_done(s)


# ---------------------------------------------------------------- performing and repairing (§2.7, R15)


def perform_moves(s, seat, cid, pl, handler):
    p = s.players[seat]
    c = PERFORMANCES[cid]
    if p.tracks["performance"] < c["perf_req"]:
        return []
    out = []
    for inst in p.showcase:
        i = INSTRUMENTS[inst]
        if inst in p.performed or i["type"] != c["section"] or (c["era"] is not None and c["era"] != i["era"]):
            continue
        out.append((f"perform:{cid}:{inst}", f"Perform {name(cid)} on the {name(inst)}", handler, (cid, inst)))
    return out


def _do_perform_held(s, d, cid, inst):
    _done(s, d)
    perform(s, d.seat, cid, inst, placement(s, d.data["seq"]).specialist)
    _worker_done(s)


def _do_perform_now(s, d, cid, inst):
    _done(s, d)
    perform(s, d.seat, cid, inst, placement(s, d.data["seq"]).specialist)


def perform(s: LuthierState, seat: int, cid: str, inst: str, specialist: str | None) -> None:
    p = s.players[seat]
    c = PERFORMANCES[cid]
    i = INSTRUMENTS[inst]
    era = c["era"] or i["era"]  # a null-era card takes the instrument's era (C4)
    p.perf_cards.remove(cid)
    p.performed.append(inst)
    reward = c["reward"]
    p.money += reward["money"]
    p.inspiration += reward["inspiration"]
    fx.score(p, reward["prestige"], "performances")
    fx.place_seats(s, seat, c["section"], C["rare"]["seats_when_performed"] if i["rare"] else C["orchestra"]["seats_per_performance"])
    p.performances.append([cid, c["section"], era])
    if len(p.performances) % C["tracks"]["performance"]["gain_every_n_performances"] == 0:
        fx.move_track(s, seat, "performance", 1)
    fx.fire_event(s, seat, "perform", specialist, c["section"])
    fx.event_demand_met(s, seat, "perform", {"type": c["section"], "era": era, "rare": i["rare"]})


def repair_moves(s, seat, cid, pl, handler):
    p = s.players[seat]
    c = REPAIRS[cid]
    if p.tracks["craft"] < c["craft_req"]:
        return []
    return [
        (f"repair:{cid}{suffix}", f"Repair: {name(cid)} (pay {cost_words(cost)})", handler, (cid, cost))
        for suffix, cost in material_payments(s, seat, c["materials"], pl.specialist, "repair", 0)
    ]


def _do_repair_held(s, d, cid, cost):
    _done(s, d)
    repair(s, d.seat, cid, cost, placement(s, d.data["seq"]).specialist)
    _worker_done(s)


def _do_repair_now(s, d, cid, cost):
    _done(s, d)
    repair(s, d.seat, cid, cost, placement(s, d.data["seq"]).specialist)


def repair(s: LuthierState, seat: int, cid: str, cost: dict, specialist: str | None) -> None:
    p = s.players[seat]
    c = REPAIRS[cid]
    for m in MATERIALS:
        p.materials[m] -= cost[m]
    p.repair_cards.remove(cid)
    reward = c["reward"]
    p.money += reward["money"]
    p.inspiration += reward["inspiration"]
    fx.score(p, reward["prestige"], "repairs")
    p.repairs.append(cid)
    if len(p.repairs) % C["tracks"]["craft"]["gain_every_n_repairs"] == 0:
        fx.move_track(s, seat, "craft", 1)
    fx.fire_event(s, seat, "repair", specialist, c["type"])
    fx.event_demand_met(s, seat, "repair", {"type": c["type"], "era": c["era"]})


# ---------------------------------------------------------------- benches (§2.6, R9)


def _moves_bench_work(s, d):
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
                    out.append((f"{tag}:rough:{cid}{suffix}", f"#{pl.chip}: rough the {name(cid)} (pay {cost_words(cost)})",
                                _do_rough, (q, cid, cost)))
        if pl.location == "finish_bench":
            for cid in p.finish_bench:
                i = INSTRUMENTS[cid]
                if p.tracks["craft"] < i["craft_req"]:
                    continue
                master = pl.skill >= i["mastery"]
                for suffix, cost in material_payments(s, d.seat, i["finish_cost"], pl.specialist, "finish", 0):
                    out.append((f"{tag}:finish:{cid}{suffix}",
                                f"#{pl.chip}: finish the {name(cid)} (pay {cost_words(cost)}){' masterwork' if master else ''}",
                                _do_finish, (q, cid, cost)))
        out.append((f"{tag}:alternate", f"#{pl.chip}: take 2 money instead", _do_bench_alternate, (q,)))
    return out


def _do_rough(s, d, q, cid, cost):
    _done(s, d)
    p = s.players[d.seat]
    pl = placement(s, q)
    for m in MATERIALS:
        p.materials[m] -= cost[m]
    p.rough_bench.remove(cid)
    p.finish_bench.append(cid)
    fx.fire_event(s, d.seat, "rough", pl.specialist)
    finish_worker(s, pl, False)


def _do_finish(s, d, q, cid, cost):
    _done(s, d)
    p = s.players[d.seat]
    pl = placement(s, q)
    i = INSTRUMENTS[cid]
    for m in MATERIALS:
        p.materials[m] -= cost[m]
    p.finish_bench.remove(cid)
    p.showcase.append(cid)
    fx.score(p, i["prestige"], "instruments")
    if pl.skill >= i["mastery"]:
        fx.score(p, C["bench"]["masterwork_prestige"], "masterworks")
    fx.apply_effect(s, d.seat, i["on_complete"], {"section": i["type"], "category": "instruments"})
    p.finished.append(cid)
    fx.fire_event(s, d.seat, "finish", pl.specialist, i["type"])
    finish_worker(s, pl, False)


def _do_bench_alternate(s, d, q):
    _done(s, d)
    fx.gain(s, d.seat, {"money": C["alternate_action_money"]})
    finish_worker(s, placement(s, q), False)


_MOVES = {
    "keep": _moves_keep,
    "take_card": _moves_take_card,
    "choose": _moves_choose,
    "specialist": _moves_specialist,
    "retire": _moves_retire,
    "satisfy": _moves_satisfy,
    "bench": _moves_bench,
    "plan": _moves_plan,
    "turn": _moves_turn,
    "market": _moves_market,
    "work": _moves_work,
    "now": _moves_now,
    "bench_work": _moves_bench_work,
}

# moves that cannot change any award counter: no award check needed after them (speed only)
NO_PROGRESS = frozenset({_do_place, _do_bench_put, _do_bench_done, _do_activate, _do_pass, _do_market,
                         _do_market_end, _do_keep, _do_keep_for_later, _do_retire})
