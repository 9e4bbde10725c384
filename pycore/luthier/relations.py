"""Luthier's relations between fields: what the rules text makes true together in every reachable state.

    relation_problems(state) -> [] when every relation holds, else one sentence per broken one

Each check is one function named after its rule, saying in its message which piece breaks which rule
(the reference's section or clarification, /work/shared/rules/luthier.md). They run after the shapes
(`shapes.py`: every key known, every pile its kind), so they may index the components' tables freely.
A test per check builds a position that breaks only it (tests/luthier/test_lu_relations.py).
"""

from __future__ import annotations

from typing import Callable

from . import effects as fx
from .components import CARD_LOCATIONS, DECK_OF
from .state import AUTOMA as AUTOMA_SEAT
from .state import RIVAL, Player, State

SETTING_UP = ("setup", "opening")
COUNTS_THAT_DROP = frozenset({"storage_total"})  # award counts that are not history (materials spent)
BETWEEN_ROUNDS = ("setup", "opening", "start_round", "planning")  # nobody has been to the Market yet this round
CHIPS_OUT = ("planning", "resolution")  # chips are on the board only then (end of round step 2)
DECISION_PHASES = {
    "keep": ("setup",), "bench": ("start_round",), "plan": ("planning",), "turn": ("resolution",),
    "market": ("resolution",), "work": ("resolution",), "now": ("resolution",), "bench_work": ("resolution",),
    "retire": ("end_round",),
}


def _who(p: Player, seat: int) -> str:
    return f"{p.name or f'seat {seat}'} (seat {seat})"


def buying_and_selling_apart(s: State) -> list[str]:
    """R11: never buy and sell the same material in one round, across both visits."""
    return [f"{_who(p, seat)} bought and sold {', '.join(sorted(set(p.bought) & set(p.sold)))} this round: "
            "never buy and sell the same material in one round (R11)"
            for seat, p in enumerate(s.players) if set(p.bought) & set(p.sold)]


def market_visits_this_round(s: State) -> list[str]:
    """§2.9, R11, end of round step 4: trading needs a visit; the carts go back at the end of each round."""
    out = []
    for seat, p in enumerate(s.players):
        if not p.market_visits and not p.bought and not p.sold and not any(d.kind == "market" for d in s.decisions):
            continue  # the usual case: no visit this round
        who = _who(p, seat)
        if len(set(p.bought)) != len(p.bought) or len(set(p.sold)) != len(p.sold):
            out.append(f"{who} lists a material twice among those bought or sold this round")
        visiting = any(d.kind == "market" and d.seat == seat for d in s.decisions)
        if (p.bought or p.sold or visiting) and p.market_visits < 1:
            out.append(f"{who} trades at the Market with no visit counted this round: each visit moves the cart (§2.9)")
        if not 0 <= p.market_visits <= 2:
            out.append(f"{who} visited the Market {p.market_visits} times this round: once, twice with the Merchant (R17)")
        if s.phase in BETWEEN_ROUNDS and (p.market_visits or p.bought or p.sold):
            out.append(f"{who} has been to the Market in the {s.phase} phase: the carts go back at the end of each round")
    return out


def patience_and_gifts(s: State) -> list[str]:
    """§2.8, R5: at each start of round the cube moves one space and the patron gives the gift above it; a cube
    that would move onto LEAVE makes the patron leave instead."""
    out = []
    waiting = set(s.turn_order[s.cursor:]) if s.phase == "start_round" else set()  # this round's move still to come
    for seat, p in enumerate(s.players):
        moves = max(s.round - (seat in waiting), 0)
        for slot in p.patrons:
            spaces = len(s.k.PATRONS[slot.card]["patience"])
            if slot.gifts != slot.cube or not 0 <= slot.cube <= min(spaces, moves):
                out.append(f"{_who(p, seat)}'s patron {slot.card} has its patience cube on space {slot.cube} with "
                           f"{slot.gifts} gift(s) taken: one gift per space moved, one space per start of round, "
                           f"and it leaves after space {spaces} (§2.8)")
    return out


def showcase_instruments_were_finished(s: State) -> list[str]:
    """§2.6, C6: an instrument in the showcase, performed or delivered was finished; a delivery satisfies a patron."""
    out = []
    for seat, p in enumerate(s.players):
        if not p.finished and not p.showcase and not p.performed:
            continue
        who = _who(p, seat)
        finished = set(p.finished)
        unfinished = sorted((set(p.showcase) | set(p.performed)) - finished)
        if unfinished:
            out.append(f"{who}'s showcase or performances hold {', '.join(unfinished)}, never finished: an instrument "
                       "reaches the showcase only when finished (§2.6)")
        if len(set(p.showcase)) != len(p.showcase) or len(set(p.performed)) != len(p.performed):
            out.append(f"{who} holds an instrument twice in the showcase or among those performed")
        if len(p.finished) - len(p.showcase) > len(p.satisfied):
            out.append(f"{who} finished {len(p.finished)} instruments, {len(p.showcase)} in the showcase: the "
                       f"{len(p.finished) - len(p.showcase)} others were delivered, each to a patron, but only "
                       f"{len(p.satisfied)} patron(s) are satisfied (§2.8)")
    return out


def performances_on_matching_instruments(s: State) -> list[str]:
    """§2.7, C4: each performance turns one finished instrument of its section sideways, of its era if printed."""
    out = []
    for seat, p in enumerate(s.players):
        who = _who(p, seat)
        if len(p.performed) != len(p.performances):
            out.append(f"{who} performed {len(p.performances)} time(s) with {len(p.performed)} instrument(s): "
                       "each performance turns one instrument sideways (§2.7)")
            continue
        for (card, section, era), instrument in zip(p.performances, p.performed):
            c, i = s.k.PERFORMANCES[card], s.k.INSTRUMENTS[instrument]
            if section != c["section"] or i["type"] != section or era != (c["era"] or i["era"]):
                out.append(f"{who}'s performance of {card} ({section}, {era}) on {instrument} ({i['type']}, {i['era']}) "
                           f"does not match: the card's section, and its era or else the instrument's (§2.7, C4)")
    return out


def seats_from_performances(s: State) -> list[str]:
    """§2.7: each performance places a seat in its section (2 with a rare instrument)."""
    out = []
    for seat, p in enumerate(s.players):
        if not p.performances:
            continue
        placed = dict.fromkeys(p.seats, 0)
        for (_, section, _), instrument in zip(p.performances, p.performed):
            rare = s.k.INSTRUMENTS[instrument]["rare"]
            placed[section] += s.k.C["rare"]["seats_when_performed"] if rare else s.k.C["orchestra"]["seats_per_performance"]
        short = [section for section, n in placed.items() if p.seats[section] < n]
        if short:
            out.append(f"{_who(p, seat)} has {p.seats} Orchestra seats after performances that placed {placed}: "
                       "each performance places its seats (§2.7)")
    return out


def tracks_from_history(s: State) -> list[str]:
    """§2.11, §2.8: +1 Performance every 2nd performance, +1 Craft every 2nd repair, +1 Reputation per satisfied
    patron; tracks never go down."""
    out = []
    t = s.k.C["tracks"]
    for seat, p in enumerate(s.players):
        if not p.performances and not p.repairs and not p.satisfied:
            continue
        floors = {
            "performance": len(p.performances) // t["performance"]["gain_every_n_performances"],
            "craft": len(p.repairs) // t["craft"]["gain_every_n_repairs"],
            "reputation": len(p.satisfied) * s.k.C["patrons"]["satisfy_reputation"],
        }
        for track, floor in floors.items():
            if p.tracks[track] < min(floor, t[track]["max"]):
                out.append(f"{_who(p, seat)} is on space {p.tracks[track]} of the {track} track after gains that "
                           f"reach space {min(floor, t[track]['max'])}: tracks never go down (§2.11)")
    return out


def specialist_at_space_three(s: State) -> list[str]:
    """R18: the first move of Performance or Craft reaching space 3 gives a specialist, once per track."""
    out = []
    for seat, p in enumerate(s.players):
        for track in ("performance", "craft"):
            reached = p.tracks[track] >= s.k.C["tracks"][track]["specialist_at"]
            if reached != (track in p.specialist_tracks) or p.specialist_tracks.count(track) > 1:
                out.append(f"{_who(p, seat)} is on space {p.tracks[track]} of the {track} track but its specialist icon "
                           f"{'has' if track in p.specialist_tracks else 'has not'} paid: it pays once, when the track "
                           "first reaches space 3 (R18)")
        if any(track not in ("performance", "craft") for track in p.specialist_tracks):
            out.append(f"{_who(p, seat)}'s specialist icons {p.specialist_tracks}: only Performance and Craft have one")
    return out


def specialists_on_chips(s: State) -> list[str]:
    """§2.12, R18: a specialist card in play has exactly one of its owner's chips retired onto it."""
    out = []
    for seat, p in enumerate(s.players):
        on_chips = [c.specialist for c in p.chips if c.specialist is not None]
        if not on_chips and not p.specialists:
            continue  # the usual case: no specialist yet
        if sorted(on_chips) != sorted(p.specialists):
            out.append(f"{_who(p, seat)}'s specialists in play {p.specialists} and the chips retired onto them "
                       f"{on_chips} differ: each card holds one chip (§2.12)")
        chips = {c.number: c.specialist for c in p.chips}
        if any(pl.seat == seat and chips.get(pl.chip, pl.specialist) != pl.specialist for pl in s.placements):
            out.append(f"a chip of {_who(p, seat)} on the board is not the specialist its owner's chip is")
    return out


def awards_and_holders(s: State) -> list[str]:
    """R20, C6: the first player to reach an award's threshold takes it: one holder per award, who lists it, and
    whose count (history, which never goes down, but for the materials in storage) has reached the threshold."""
    out = []
    for seat, p in enumerate(s.players):
        mine = sorted(a for a, holder in s.award_holders.items() if holder == seat)
        if sorted(p.awards) != mine:
            out.append(f"{_who(p, seat)} claims the award benefits {sorted(p.awards)} while holding {mine} (R20)")
    for award, seat in s.award_holders.items():
        a = s.k.AWARDS[award]
        criterion = a["criterion"]
        if criterion["count"] not in COUNTS_THAT_DROP and fx.counter(s.k, s.players[seat], criterion) < a["threshold"]:
            out.append(f"{_who(s.players[seat], seat)} holds the {a['name']} award with a count of "
                       f"{fx.counter(s.k, s.players[seat], criterion)}, below its threshold {a['threshold']}: the first to "
                       "reach it takes it (R20)")
    return out


def chips_by_round(s: State) -> list[str]:
    """SEED: chips #1, #3 and #5 at the start, #2 from round 3, #4 from round 5."""
    k = s.k
    start, gained = k.C["chips"]["start"], k.C["chips"]["gain_at_round_start"]
    owned = sorted([*start, *(chip for r, chip in gained.items() if s.round >= int(r))])
    out = []
    for seat, p in enumerate(s.players):
        if len(p.chips) != len(owned) or sorted(c.number for c in p.chips) != owned:
            out.append(f"{_who(p, seat)} owns chips {sorted(c.number for c in p.chips)} in round {s.round}: "
                       f"a player owns {owned} then")
    if s.automa is not None:
        bot = sorted([*k.SOLO["bot_chips"]["start"], *(chip for r, chip in k.SOLO["bot_chips"]["gain"].items() if s.round >= int(r))])
        if sorted(s.automa.chips) != bot:
            out.append(f"the automa owns chips {sorted(s.automa.chips)} in round {s.round}: it owns {bot} then (§2.14)")
    return out


def chips_on_the_board(s: State) -> list[str]:
    """§2.4, §2.10 step 2, R23, R24: chips are out only in Planning and Resolution; a resolved chip goes home but
    on the Balcony, its apprentices back to the Market; one rival chip in a 2-player game, automa chips in solo."""
    out = []
    if s.placements and s.phase not in CHIPS_OUT:
        out.append(f"chips are on the board in the {s.phase} phase: all go home at the end of each round (§2.10)")
    seqs = [pl.seq for pl in s.placements]
    if len(set(seqs)) != len(seqs) or any(not 1 <= q <= s.seq for q in seqs):
        out.append(f"the chips' placement numbers {seqs} must be distinct, from 1 to the last one given ({s.seq})")
    n = len(s.players)
    for pl in s.placements:
        where = f"a chip on the {pl.location}"
        if pl.resolved and (pl.location != "balcony" or pl.apprentices):
            out.append(f"{where} is resolved yet still there: only Balcony chips stay, without apprentices (§2.4)")
        if pl.resolved and not pl.revealed:
            out.append(f"{where} is resolved but was never revealed (§2.4)")
        if pl.seat < 0 and pl.location in ("rough_bench", "finish_bench"):
            out.append(f"{where} belongs to the rival or the automa, who have no workshop")
        if pl.seat == RIVAL and (n != 2 or pl.chip != s.k.C["two_player_rival"]["skill"] or not s.rival_placed):
            out.append(f"{where} is the rival chip: only a 2-player game has one, of skill "
                       f"{s.k.C['two_player_rival']['skill']}, placed once per Planning (§2.14)")
        if pl.seat == AUTOMA_SEAT and (s.automa is None or pl.chip not in s.automa.chips or pl.automa_card not in s.automa.drawn):
            out.append(f"{where} is the automa's: only a solo game has one, with a chip it owns and a card it drew (R24)")
    if sum(pl.seat == RIVAL for pl in s.placements) > 1:
        out.append("two rival chips are on the board: one per Planning (§2.14)")
    return out


def rounds_and_phases(s: State) -> list[str]:
    """§2.3, R1: round 0 is the setup and the opening actions; rounds 1 to 6 follow."""
    if (s.round == 0) != (s.phase in SETTING_UP):
        return [f"the game is in its {s.phase} phase in round {s.round}: round 0 is setup and the opening actions only"]
    return []


def decisions_in_their_phase(s: State) -> list[str]:
    """§2.3, R5-R9: each kind of decision belongs to one phase (a resolution step to a location being resolved)."""
    out = []
    for d in s.decisions:
        phases = DECISION_PHASES.get(d.kind)
        if phases is not None and s.phase not in phases:
            out.append(f"a '{d.kind}' decision waits in the {s.phase} phase: it belongs to the {' or '.join(phases)} phase")
        if d.kind in ("work", "bench_work") and s.activation is None:
            out.append(f"a '{d.kind}' decision waits with no location being resolved")
    if s.activation is not None and s.phase != "resolution":
        out.append(f"the {s.activation.location} is being resolved in the {s.phase} phase")
    if s.phase != "setup" and any(p.deal for p in s.players):
        out.append("setup cards are still dealt to keep after the setup (R1 step 8)")
    if not 0 <= s.cursor <= len(s.turn_order):
        out.append(f"the phase's progress {s.cursor} is outside the turn order")
    return out


def one_keep_per_deal(s: State) -> list[str]:
    """R1 step 8, §2.13: each player keeps 1 of the 2 patrons, instruments and objectives dealt, once each."""
    out: list[str] = []
    if s.phase not in SETTING_UP and all(p.objective is not None for p in s.players):
        return out  # the usual case: nothing dealt any more (the check above refuses deals after the setup)
    for seat, p in enumerate(s.players):
        for what, dealt in p.deal.items():
            keeps = sum(d.kind == "keep" and d.seat == seat and d.data.get("what") == what for d in s.decisions)
            if keeps != len(dealt) - 1:
                out.append(f"{_who(p, seat)} has {len(dealt)} {what} card(s) dealt and {keeps} keep(s) of one to make: "
                           "each keeps 1 of the 2 dealt, once (R1 step 8)")
    if s.phase not in SETTING_UP and any(p.objective is None for p in s.players):
        out.append("a player has no objective after the setup: each keeps 1 of 2 (§2.13)")
    return out


def workers_in_their_order(s: State) -> list[str]:
    """SEED, R8, R9: a location being resolved takes its workers in their fixed order: the ones before the current
    one are done (home, or resolved on the Balcony), the current one and those after it still stand there."""
    a = s.activation
    if a is None:
        return []
    where = f"the {a.location} being resolved"
    if not 0 <= a.index <= len(a.workers) or len(set(a.workers)) != len(a.workers):
        return [f"{where} is at worker {a.index} of its list {a.workers}"]
    unresolved = {pl.seq: pl for pl in s.placements if not pl.resolved}
    bench = a.location in ("rough_bench", "finish_bench")
    done, to_come = ([], a.workers) if bench else (a.workers[:a.index], a.workers[a.index:])
    if any(q in unresolved for q in done):
        return [f"{where} has passed a worker whose chip still waits there (R8)"]
    if any(not pl.revealed for q in to_come if (pl := unresolved.get(q))):
        return [f"{where} has a worker still face down: activating a location reveals its whole stack (§2.4)"]
    if bench:
        if any(pl.location != a.location or pl.seat != a.seat for q in to_come if (pl := unresolved.get(q))):
            return [f"{where} lists a chip that is not its owner's chip on that bench (R9)"]
        return []
    if any(q not in unresolved or unresolved[q].location != a.location for q in to_come):
        return [f"{where} lists worker(s) {to_come} still to come that are not chips waiting there (R8)"]
    return []


def patron_decks_by_round(s: State) -> list[str]:
    """SEED §2.8, R22: deck A in rounds 1-3; at the end of round 3 the A cards left go to the discards and deck B
    becomes the draw deck. Before that, no B patron has been drawn."""
    switch = s.k.C["patrons"]["deck_switch_after_round"]
    if s.patron_b_switched != (s.round > switch):
        return [f"Patron deck B {'has' if s.patron_b_switched else 'has not'} replaced deck A in round {s.round}: "
                f"it does at the end of round {switch} (R22)"]
    if not s.patron_b_switched:
        b_cards = {c for c, p in s.k.PATRONS.items() if p["deck"] == "B"}
        drawn = sorted(b_cards - set(s.decks.get("patron_b", [])))
        if drawn:
            return [f"Patron B card(s) {', '.join(drawn)} are out of the B deck in round {s.round}: "
                    f"B patrons appear after round {switch} (§2.8)"]
    return []


def displays_full_between_rounds(s: State) -> list[str]:
    """R22: at the end of each round the displays slide to the start of the line and fill from the deck (its
    discards shuffled when it runs out); nothing is taken before Resolution."""
    if s.phase not in ("start_round", "planning"):
        return []
    out = []
    for location in CARD_LOCATIONS:
        line = s.displays[location]
        deck = DECK_OF[location]
        if None in line and (s.decks.get(deck) or s.discards.get(deck) or any(line[line.index(None):])):
            out.append(f"the {location} display has an empty slot in the {s.phase} phase while its deck or discards "
                       "still hold cards (or a card sits after the gap): displays refill at the end of each round (R22)")
    return out


def the_automa(s: State) -> list[str]:
    """§2.14, R24: a solo game has the automa, at the level its option names, with its 15 cards in deck or drawn."""
    out = []
    solo = len(s.players) == 1
    if solo != (s.automa is not None):
        return [f"a {len(s.players)}-player game {'lacks' if solo else 'has'} the automa: only solo games have one (§2.14)"]
    if s.automa is None:
        return []
    level = s.options.get("automa", "journeyman")
    if s.automa.level != level:
        out.append(f"the automa plays at the {s.automa.level} level while the game's option says {level}")
    cards = s.automa.deck + s.automa.drawn
    if s.round >= 1 and sorted(cards) != sorted(s.k.AUTOMA):
        out.append(f"the automa's deck and drawn cards {cards} must be its {len(s.k.AUTOMA)} cards, each once (R24)")
    return out


RELATIONS: tuple[Callable[[State], list[str]], ...] = (
    buying_and_selling_apart, market_visits_this_round, patience_and_gifts, showcase_instruments_were_finished,
    performances_on_matching_instruments, seats_from_performances, tracks_from_history, specialist_at_space_three,
    specialists_on_chips, awards_and_holders, chips_by_round, chips_on_the_board, rounds_and_phases,
    decisions_in_their_phase, one_keep_per_deal, workers_in_their_order, patron_decks_by_round,
    displays_full_between_rounds, the_automa,
)


def relation_problems(s: State) -> list[str]:
    out: list[str] = []
    for relation in RELATIONS:
        out += relation(s)
    return out
