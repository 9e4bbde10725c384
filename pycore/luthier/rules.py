"""The flow of a Luthier game: what happens next (advance) and the moves of the setup, planning and turns.

The game always waits on `state.decisions[0]` (a Decision: kind, seat, data). Its kind's options list
the legal moves for it, each a `Move` (id, label, verb, typed arguments); applying one performs its
verb (the verb table, `moves.py`), then `advance(state)` runs every automatic step until the next
decision. Phases: setup -> opening -> (start_round -> planning -> resolution -> end_round) x 6 -> over.
"""

from __future__ import annotations

from ..engine.components import Components
from ..engine.labels import Labels
from ..engine.moves import NO_ARGS, Move, NoArgs, shared_move
from ..engine.narration import narrating, note, say, say_final_scores
from ..engine.registry import LUTHIER
from . import effects as fx
from .automa import automa_free_chips, automa_place
from .arguments import CardArgs, ChooseArgs, DeliverArgs, KeepArgs, LocationArgs, PlaceArgs, RetireArgs, SatisfyArgs
from .benches import takeback_move
from .components import (
    BENCHES,
    DECK_OF,
    LOCATIONS,
    MAIN_LOCATIONS,
    CARD_LOCATIONS,
)
from .costs import tier_fee
from .labels import LABELS
from .narration import holding_piece, place_piece
from .scoring import scores
from .market import market_open
from .setup import automa_deck, finish_setup, refill_displays
from .state import AUTOMA, RIVAL, Chip, Decision, State, PatronSlot, Placement
from .workers import decided, start_activation, step_activation

__all__ = ["advance", "tier_fee", "patience", "free_chips", "refill_displays"]



# ============================================================================ the driver


def advance(s: State) -> None:
    """Run automatic steps until a player must decide (or the game is over)."""
    while not s.decisions and s.phase != "over":
        if s.activation is not None:
            step_activation(s)
        else:
            _PHASES[s.phase](s)


def _phase_setup(s: State) -> None:
    finish_setup(s)


def _phase_opening(s: State) -> None:
    """Opening actions in reverse turn order (R3), then compact and refill the displays."""
    order = list(reversed(s.turn_order))
    if s.cursor < len(order):
        seat = order[s.cursor]
        s.cursor += 1
        fx.apply_effect(s, seat, s.k.card(s.players[seat].family)["opening_action"], {"category": "powers"})
        fx.check_awards(s, seat)
        return
    refill_displays(s)
    _begin_round(s, 1)


def _begin_round(s: State, number: int) -> None:
    s.round = number
    say(None, "round", opens=True, round=number)
    gained = s.k.C["chips"]["gain_at_round_start"].get(str(number))
    if gained:
        for seat, p in enumerate(s.players):
            p.chips.append(Chip(number=gained))
            say(seat, "new_chip", (f"p{seat}:chips",), player=seat, chip=gained)
    if s.automa is not None:
        gained = s.k.SOLO["bot_chips"]["gain"].get(str(number))
        if gained:
            s.automa.chips.append(gained)
            say(AUTOMA, "automa_new_chip", (f"p{AUTOMA}:prestige",), chip=gained)
        automa_deck(s)
    s.phase = "start_round"
    s.cursor = 0


def _phase_start_round(s: State) -> None:
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


def patience(s: State, seat: int) -> None:
    """Move each cube right, slots left to right; a cube moving onto LEAVE makes the patron leave."""
    p = s.players[seat]
    for slot in list(p.patrons):
        gifts = s.k.PATRONS[slot.card]["patience"]
        slot.cube += 1
        say(seat, "patience", (f"p{seat}:patrons",), aside=True, card=slot.card, space=slot.cube)
        if slot.cube > len(gifts):
            p.patrons = [other for other in p.patrons if other is not slot]
            s.discards["patron"].append(slot.card)
            fx.score(s, seat, -s.k.PATRONS[slot.card]["leave_penalty"], "patrons left")
            say(seat, "patron_leaves", (f"p{seat}:patrons",), player=seat, card=slot.card)
        else:
            slot.gifts += 1
            fx.apply_effect(s, seat, gifts[slot.cube - 1], {"category": "powers", "why": f"gift:{slot.card}"})


def free_chips(s: State, seat: int) -> list[Chip]:
    placed = {pl.chip for pl in s.placements if pl.seat == seat}
    return [c for c in s.players[seat].chips if c.number not in placed]


def _phase_planning(s: State) -> None:
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
    say(None, "resolution")
    for p in s.players:
        p.passed = False


def _phase_resolution(s: State) -> None:
    k = s.k
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
        s.automa.prestige += k.SOLO["difficulty_bonus_prestige_per_round"][s.automa.level]
        note(AUTOMA, "prestige", k.SOLO["difficulty_bonus_prestige_per_round"][s.automa.level])
        say(AUTOMA, "automa_bonus", level=s.automa.level)
        s.automa.ledger["difficulty"] = s.automa.ledger.get("difficulty", 0) + k.SOLO[
            "difficulty_bonus_prestige_per_round"][s.automa.level]
    if s.round >= k.C["rounds"]:
        s.phase = "over"
        chips_home(s)
        say(None, "game_over")
        if narrating():
            say_final_scores(scores(s))
        return
    end_of_round(s)


def chips_home(s: State) -> None:
    """Every chip still on the board (the Balcony's) goes back to its owner."""
    if s.placements:
        say(None, "chips_home", tuple(dict.fromkeys(place_piece(pl.seat, pl.location) for pl in s.placements))
            + tuple(f"p{seat}:chips" for seat in sorted({pl.seat for pl in s.placements if pl.seat >= 0})))
    s.placements = []


def end_of_round(s: State) -> None:
    """Steps 1-3 (turn order, chips back, specialists); steps 4-8 follow in `_phase_end_round`."""
    # 1. new turn order from the Balcony chips' priority
    best: dict[int, tuple[int, int]] = {}
    for pl in s.placements:
        if pl.location == "balcony" and pl.seat >= 0:
            key = (-pl.skill, pl.seq)
            best[pl.seat] = min(best.get(pl.seat, key), key)
    if s.automa is None:
        on_balcony = sorted(best, key=lambda seat: best[seat])
        order = on_balcony + [seat for seat in s.turn_order if seat not in best]
        if order != s.turn_order:
            say(None, "turn_order", order=order)
        s.turn_order = order
    # 2. take back all chips
    chips_home(s)
    # 3. specialists gained this round: retire a numbered chip onto each
    for seat in s.turn_order:
        p = s.players[seat]
        for spec in p.specialists_new:
            s.decisions.append(Decision(kind="retire", seat=seat, data={"card": spec}))
        if p.specialists_new:
            say(seat, "to_retire", (f"p{seat}:chips",), player=seat, cards=p.specialists_new)
        p.specialists_new = []
    s.phase = "end_round"


def _phase_end_round(s: State) -> None:
    # 4. carts back
    if any(p.market_visits or p.bought or p.sold for p in s.players):
        say(None, "market_reset", ("market",))
    for p in s.players:
        p.market_visits = 0
        p.bought = []
        p.sold = []
    # 5. next market card
    assert s.market_card is not None  # setup turns the first Market card; each end of round turns the next
    s.discards["market"].append(s.market_card)
    s.market_card = fx.draw(s, "market")
    say(None, "market_card" if s.market_card else "market_empty", ("market",), card=s.market_card)
    # 6. tier I discards; after round 3 the Patron A draw deck too, and B becomes the deck (R22)
    for loc in CARD_LOCATIONS:
        line = s.displays[loc]
        per_tier = len(line) // 3
        gone = [card for card in line[:per_tier] if card is not None]
        s.discards[DECK_OF[loc]].extend(gone)
        line[:per_tier] = [None] * per_tier
        if gone:
            say(None, "tier_discard", (f"display:{loc}",), cards=gone, location=loc)
    if s.round == s.k.C["patrons"]["deck_switch_after_round"]:
        s.discards["patron"].extend(s.decks["patron"])
        s.decks["patron"] = s.decks.pop("patron_b")
        s.patron_b_switched = True
        say(None, "patron_deck_b")
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


def place_chip(s: State, seat: int, chip: Chip, location: str, apprentices: int) -> None:
    fx.add(s, seat, "apprentices", -apprentices)
    say(seat, "place", (place_piece(seat, location), f"p{seat}:chips"), {"chip": chip.number}, player=seat, location=location, apprentices=apprentices)
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
        assert s.market_card is not None  # setup turns the first Market card before any chip is placed
        where = s.k.MARKET[s.market_card]["rival_location"]
        s.placements.append(Placement(seat=RIVAL, chip=s.k.C["two_player_rival"]["skill"], location=where, seq=s.seq))
        say(RIVAL, "rival_places", (f"place:{where}",), location=where)
    if s.automa is not None and automa_free_chips(s):
        automa_place(s)
    _next_turn(s, seat)


# ============================================================================ the moves


# ---------------------------------------------------------------- setup


def keep_moves(s: State) -> list[Move]:
    d = s.decisions[0]
    what = d.data["what"]
    return [Move(f"keep:{what}:{c}", LABELS("keep", s.k, card=c), "keep", KeepArgs(what, c)) for c in s.players[d.seat].deal[what]]


def do_keep(s: State, a: KeepArgs) -> None:
    d = s.decisions[0]
    what, card = a.what, a.card
    decided(s, d)
    p = s.players[d.seat]
    p.deal[what].remove(card)
    if what == "patron":
        p.patrons.append(PatronSlot(card=card))
    elif what == "instrument":
        p.hand.append(card)
    else:
        p.objective = card
    if what == "objective":  # objectives stay secret to their owner
        say(d.seat, "keep_objective", (), {"card": card}, player=d.seat)
    else:
        say(d.seat, "keep", (holding_piece(d.seat, what),), player=d.seat, card=card)


def take_free_moves(s: State) -> list[Move]:
    return [Move(f"take:{c}", LABELS("take_free", s.k, card=c), "take_free", CardArgs(c)) for c in s.decisions[0].data["cards"]]


def do_take_free(s: State, a: CardArgs) -> None:
    d = s.decisions[0]
    card = a.card
    decided(s, d)
    loc = d.data["location"]
    line = s.displays[loc]
    line[line.index(card)] = None
    fx.receive_card(s, d.seat, DECK_OF[loc], card, loc)


def choose_moves(s: State) -> list[Move]:
    d = s.decisions[0]
    why = d.data.get("ctx", {}).get("why")
    return [
        Move(f"choose:{fx.effect_key(e)}", LABELS("choose_why", s.k, why=why, effect=e) if why else LABELS("choose", effect=e), "choose",
             ChooseArgs(i))
        for i, e in enumerate(d.data["options"])
    ]


def do_choose(s: State, a: ChooseArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    fx.apply_effect(s, d.seat, d.data["options"][a.option], d.data.get("ctx"))


def specialist_moves(s: State) -> list[Move]:
    return [Move(f"specialist:{c}", LABELS("specialist", s.k, card=c), "specialist", CardArgs(c)) for c in s.decisions[0].data["cards"]]


def do_specialist(s: State, a: CardArgs) -> None:
    d = s.decisions[0]
    card = a.card
    decided(s, d)
    other = [c for c in d.data["cards"] if c != card]
    s.decks["specialist"].extend(other)  # to the bottom (C8)
    s.players[d.seat].specialists_new.append(card)
    say(d.seat, "specialist_keep", (f"p{d.seat}:specialists",), {"others": other}, player=d.seat, card=card)


def retire_moves(s: State) -> list[Move]:
    d = s.decisions[0]
    p = s.players[d.seat]
    chips = [c for c in p.chips if c.specialist is None]
    spec = d.data["card"]
    if not chips:  # no numbered chip left: the card is discarded (R18)
        return [Move("retire:none", LABELS("retire_none", s.k, card=spec), "retire", RetireArgs(None))]
    return [
        Move(f"retire:chip{c.number}", LABELS("retire", s.k, chip=c.number, card=spec), "retire", RetireArgs(c.number))
        for c in chips
    ]


def do_retire(s: State, a: RetireArgs) -> None:
    d = s.decisions[0]
    number = a.chip
    decided(s, d)
    p = s.players[d.seat]
    if number is None:
        s.discards["specialist"].append(d.data["card"])
        say(d.seat, "retire_none", player=d.seat, card=d.data["card"])
    else:
        say(d.seat, "retire", (f"p{d.seat}:chips",), player=d.seat, card=d.data["card"], chip=number)
    cap = fx.apprentice_cap(s.k, p)
    for c in p.chips:
        if c.number == number and c.specialist is None:
            c.specialist = d.data["card"]
            p.specialists.append(d.data["card"])
            break
    if fx.apprentice_cap(s.k, p) != cap:  # drawn beside the apprentices: "1/4"
        say(d.seat, "apprentice_cap", (f"p{d.seat}:apprentices",), player=d.seat, cap=fx.apprentice_cap(s.k, p))


def satisfy_moves(s: State) -> list[Move]:
    return [Move(f"satisfy:{c}", LABELS("satisfy", s.k, card=c), "satisfy", SatisfyArgs(c)) for c in s.decisions[0].data["patrons"]]


def do_satisfy(s: State, a: SatisfyArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    fx.satisfy(s, d.seat, a.patron)


# ---------------------------------------------------------------- free actions (R7)


def free_moves(s: State, seat: int) -> list[Move]:
    """The free actions (R7) a seat may take besides its decision: deliveries, then blueprints taken back."""
    k = s.k
    shared = k.moves
    p = s.players[seat]
    out = [
        shared_move(shared, ("lu", "deliver", inst, pat),
                    lambda: Move(f"deliver:{inst}:{pat}", LABELS("deliver", k, instrument=inst, patron=pat), "deliver", DeliverArgs(inst, pat)))
        for inst, pat in fx.deliverable(k, p)
    ]
    for bench in ("rough_bench", "finish_bench"):
        for cid in getattr(p, bench):
            out.append(takeback_move(s, cid))
    return out


def do_deliver(s: State, a: DeliverArgs) -> None:
    d = s.decisions[0]
    p = s.players[d.seat]
    p.showcase.remove(a.instrument)
    say(d.seat, "deliver", (f"p{d.seat}:showcase",), player=d.seat, card=a.instrument, patron=a.patron)
    fx.satisfy(s, d.seat, a.patron)


# ---------------------------------------------------------------- planning


_PLACEMENTS: dict[tuple, list[Move]] = {}  # (version, chip, specialist, most apprentices) -> its placement moves


def _placement_moves(k: Components, number: int, specialist: str | None, most: int) -> list[Move]:
    """Every placement of one chip, with 0..most apprentices (built once per rules version, then reused: a
    label names the specialist as the version prints it)."""
    key = (k.version, number, specialist, most)
    found = _PLACEMENTS.get(key)
    if found is None:
        found = _PLACEMENTS[key] = [
            Move(f"place:chip{number}:{loc}" + (f":apprentices{n}" if n else ""),
                 LABELS("place_specialist", k, chip=number, specialist=specialist, location=loc, apprentices=n) if specialist
                 else LABELS("place", chip=number, location=loc, apprentices=n),
                 "place", PlaceArgs(number, loc, n))
            for loc in LOCATIONS
            for n in range(most + 1)
        ]
    return found


def plan_moves(s: State) -> list[Move]:
    d = s.decisions[0]
    p = s.players[d.seat]
    out: list[Move] = []
    for chip in sorted(free_chips(s, d.seat), key=lambda c: c.number):
        out += _placement_moves(s.k, chip.number, chip.specialist, min(p.apprentices, fx.chip_carry(s.k, chip.specialist)))
    return out + free_moves(s, d.seat)


def do_place(s: State, a: PlaceArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    placed = next(c for c in s.players[d.seat].chips if c.number == a.chip)
    place_chip(s, d.seat, placed, a.location, a.apprentices)


# ---------------------------------------------------------------- resolution turns


def turn_moves(s: State) -> list[Move]:
    shared = s.k.moves
    seat = s.decisions[0].seat
    mine = {pl.location for pl in s.placements if pl.seat == seat and not pl.resolved}
    out = [
        shared_move(shared, ("lu", "activate", loc), lambda: Move(f"activate:{loc}", LABELS("activate", location=loc), "activate", LocationArgs(loc)))
        for loc in MAIN_LOCATIONS + BENCHES
        if loc in mine
    ]
    if market_open(s, seat):
        out.append(GO_TO_MARKET)
    if not mine:
        out.append(PASS)
    return out + free_moves(s, seat)


GO_TO_MARKET = Move("market", LABELS("market"), "market", NO_ARGS)
PASS = Move("pass", LABELS("pass"), "pass", NO_ARGS)


def _next_turn(s: State, seat: int) -> None:
    """`seat`'s turn is over: the next seat in turn order is up (undo never crosses this)."""
    s.turns += 1
    s.cursor = (s.turn_order.index(seat) + 1) % len(s.turn_order)


def do_activate(s: State, a: LocationArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    _next_turn(s, d.seat)
    start_activation(s, d.seat, a.location)


def do_pass(s: State, a: NoArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    s.players[d.seat].passed = True
    say(d.seat, "pass", player=d.seat)
    _next_turn(s, d.seat)


def do_market(s: State, a: NoArgs) -> None:
    d = s.decisions[0]
    decided(s, d)
    _next_turn(s, d.seat)
    s.players[d.seat].market_visits += 1
    say(d.seat, "market", ("market",), player=d.seat)
    s.decisions.append(Decision(kind="market", seat=d.seat))


# What the seat of each kind of decision must do: a refusal of a move that is not legal now says it (the game's
# own words reach the player, as Opera Magna's `DECISIONS` do).
DECISIONS: dict[str, str] = {
    "keep": "keep one card of their setup deal",
    "take_card": "take one card for free",
    "choose": "choose one of the effects offered",
    "specialist": "choose a specialist to keep",
    "retire": "choose a numbered chip to become their new specialist",
    "satisfy": "choose which patron this satisfies",
    "bench": "put blueprints on the roughing bench, or be done",
    "plan": "place a chip on a location or one of their benches",
    "turn": "activate a location with their chips, go to the Market, or pass",
    "market": "buy, sell, hire or train at the Market, or leave it",
    "work": "use their worker at the location: a card, an option or the alternate",
    "now": "perform or repair the instrument now, or keep it for later",
    "bench_work": "work on an instrument of their bench, or take the alternate",
}


# ... said in the player's language (table "luthier.decisions")
DECISION_WORDS = Labels(f"{LUTHIER}.decisions", DECISIONS, {})
