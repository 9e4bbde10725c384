"""Opera Magna's relations between fields: what the rules text makes true together in every reachable state.

    shape_problems(state)    -> [] when every pending step and the turn's record name things of the game
    relation_problems(state) -> [] when every relation holds, else one sentence per broken one

Each relation is one function named after its rule, saying in its message which piece breaks which rule
(the seeds' text, the reference's sections and clarifications R1-R17, /work/shared/rules/opera-magna.md).
`invariants.problems` runs the shapes before anything reads the components' tables by those ids, and the
relations once every card and count is known good. A test per check builds a position that breaks only it
(tests/opera_magna/test_om_relations.py).
"""

from __future__ import annotations

from typing import Callable

from ..engine.components import Components
from .components import (
    DISPLAY_SLOTS, POSITIONS, ROUNDS, SIZE_NAMES, SIZES,
)
from .effects import AUTOMATIC, effect_of, total_in_force
from .opera import carts, unlocked
from .state import Pending, Player, State, find_area


def _is_source(k: Components, card: str) -> bool:
    """A Building, Worksite or City Power of the game's rules version (a version may add cards)."""
    return card in k.BUILDINGS or card in k.WORKSITES or card in k.CITY_POWERS


def _surveys(k: Components, card: str) -> bool:
    return k.BUILDINGS[card].effect.kind == "retrieve_turn_discard"


COLOURS = frozenset(str(c) for c in range(4))
MULTI_UNIT = frozenset({"raw", "refined", "cert", "roof", "keep", "pay"})
IN_A_TURN = ("card", "refined", "buildings", "market")
STEP_PHASE = {"end_turn": "market", "close_refined": "refined", "profit": "refined", "unpaid": "refined",
              "keep": "refined", "pay": "market"}
ONCE_A_TURN = ("end_turn", "close_refined", "profit")  # steps a phase sets off once  # phases after the Merchant moved
GOODS_GONE = ("setup", "buildings", "market", "over")  # phases in which nobody holds a Refined Good


def _who(p: Player, seat: int) -> str:
    return f"{p.name or f'seat {seat}'} (seat {seat})"


def _step_shape(k: Components, step: Pending) -> str | None:
    """What is wrong with one pending step's fields, or None."""
    kind, data = step.kind, step.data
    if kind in MULTI_UNIT and step.units < 1:
        return f"a pending '{kind}' step has {step.units} units left: a step with none left is done"
    if not 0 <= step.floor <= 3 or not step.allowed or any(not 0 <= c <= 3 for c in step.allowed) or step.amount < 1:
        return f"a pending '{kind}' step names colours outside 0-3 or gains {step.amount}"
    if kind == "side":
        return None if data in k.BUILDINGS else f"a pending 'side' step is for '{data}', which is not a Building"
    if kind in ("unpaid", "gain_raw"):
        return None if data in COLOURS else f"a pending '{kind}' step names the Good '{data}': a colour 0-3"
    if kind == "effect":
        if _is_source(k, data) and effect_of(k, data).kind in AUTOMATIC:
            return None
        return f"a pending 'effect' step is for '{data}', which has no effect that resolves by itself"
    if kind in ("pay", "profit", "close_refined", "end_turn"):
        return None if not data else f"a pending '{kind}' step carries '{data}', which it has no use for"
    if data and data != "setup" and not _is_source(k, data):
        return f"a pending '{kind}' step is caused by '{data}', which is no Building, Worksite or City Power"
    return None


def shape_problems(state: State) -> list[str]:
    """Pending steps and the turn's record: every id known, every colour a colour."""
    out = [problem for step in state.pending if (problem := _step_shape(state.k, step)) is not None]
    turn = state.turn
    areas = {f"{c.name.lower()}-{side}" for c in state.cities for side in ("cost", "profit")}
    if turn.area and turn.area not in areas:
        out.append(f"this turn's Merchant entered '{turn.area}', which is no Area on the table")
    if turn.power and turn.power not in state.k.CITY_POWERS:
        out.append(f"the City Power in force this turn, '{turn.power}', is unknown")
    if turn.discard and turn.discard not in state.k.TRADE_CARDS:
        out.append(f"the Trade Card discarded this turn, '{turn.discard}', is unknown")
    if len(turn.conversions_used) != len(SIZES) or min(turn.carts_used, turn.refines, turn.wild_used) < 0:
        out.append("this turn's record must count Carts, refines and wild Goods from 0, and list 3 Conversions used")
    return out


def completed_buildings_in_their_rows(state: State) -> list[str]:
    """Seed 000: a completed Building slides under the Shop Board, left or right, in the row of its size."""
    out = []
    for seat, p in enumerate(state.players):
        if not any(state.k.BUILDINGS[c].size != size for side in (p.left, p.right) for size, row in zip(SIZES, side) for c in row):
            continue  # the usual case
        for side_name, side in (("left", p.left), ("right", p.right)):
            for size, row in zip(SIZES, side):
                wrong = [c for c in row if state.k.BUILDINGS[c].size != size]
                if wrong:
                    out.append(f"{_who(p, seat)} has {', '.join(wrong)} in the {SIZE_NAMES[size]} row of its {side_name} side: "
                               "a completed Building goes in the row of its size (seed 000)")
    return out


def building_decks_by_size(state: State) -> list[str]:
    """4.1 step 2: the Small, Medium and Large decks each hold Buildings of their size."""
    out = []
    for size, deck in zip(SIZES, state.building_decks):
        wrong = [c for c in deck if state.k.BUILDINGS[c].size != size]
        if wrong:
            out.append(f"the {SIZE_NAMES[size]} Building deck holds {', '.join(wrong)}: each deck holds its size (4.1)")
    return out


def display_refilled_by_size(state: State) -> list[str]:
    """R12: an emptied slot is refilled from the first deck with cards in that slot's order (Small: S, M, L;
    Medium: M, L, S; Large: L, M, S); decks never grow, so a slot of another size means the decks before
    it are empty, and an empty slot means every deck is."""
    out = []
    sizes_left = {size: bool(deck) for size, deck in zip(SIZES, state.building_decks)}
    for slot, (size, card) in enumerate(zip(DISPLAY_SLOTS, state.display)):
        order = state.k.REFILL_ORDER[size]
        before = order[:order.index(state.k.BUILDINGS[card].size)] if card else order
        if any(sizes_left[s] for s in before):
            what = f"holds {card}" if card else "is empty"
            out.append(f"display slot {slot} ({SIZE_NAMES[size]}) {what} while the "
                       f"{' or '.join(SIZE_NAMES[s] for s in before if sizes_left[s])} deck still has cards (R12)")
    return out


def trade_decks_by_letter(state: State) -> list[str]:
    """4.1 and seed 001: B under A on the first space, then the C cards in three piles."""
    out = []
    first, *c_piles = state.decks
    letters = [state.k.TRADE_CARDS[c].deck for c in first]  # the top card is the last
    if any(letter == "C" for letter in letters) or letters != sorted(letters, reverse=True):
        out.append("the first Trade Card pile must hold deck B under deck A, and no C card (4.1)")
    for number, pile in enumerate(c_piles, 1):
        if any(state.k.TRADE_CARDS[c].deck != "C" for c in pile):
            out.append(f"Trade Card pile C{number} holds a card that is not a C card (4.1)")
    return out


def final_round_when_the_decks_run_out(state: State) -> list[str]:
    """Seed 001 and 5-26: revealing the last card of the last deck makes the next round the last; until then
    the last round is the 9th."""
    if any(state.decks):
        if state.final_round != ROUNDS:
            return [f"the final round is announced as round {state.final_round} while the Trade Card decks still hold "
                    f"cards: the decks are the clock, and round {ROUNDS} is the last until they run out (seed 001)"]
        return []
    if state.final_round > state.round + 1:
        return [f"the Trade Card decks are empty in round {state.round} but the final round is still {state.final_round}: "
                "revealing the last card makes the next round the last (seed 001)"]
    return []


def market_cards_slide_left(state: State) -> list[str]:
    """Seed 001: cards right of a taken one slide left and the empty price-3 space is refilled, so empty
    Market spaces are only ever on the right."""
    cards = [bool(c) for c in state.market]
    if cards != sorted(cards, reverse=True):
        return [f"the Market {state.market} has an empty space left of a card: cards slide left (seed 001)"]
    return []


def worksites_in_their_rows(state: State) -> list[str]:
    """4.1 step 1 and 4.7: the Worksites are sorted by level, Level 1 on row a, 2 on row b, 3 on row c."""
    wrong = [f"{site} on {POSITIONS[i]}" for i, site in enumerate(state.sites) if state.k.WORKSITES[site].level != i // 4 + 1]
    if wrong:
        return [f"Worksites out of their rows ({', '.join(wrong)}): row a holds Level 1, row b Level 2, row c Level 3 (4.7)"]
    return []


def opera_tokens_on_open_worksites(state: State) -> list[str]:
    """Seed 000 and 4.9: a Good is sent only to a Worksite whose supports hold a token, and tokens never leave."""
    closed = [POSITIONS[i] for i, tokens in enumerate(state.tokens) if tokens and not unlocked(state, i)]
    if closed:
        mode = state.k.OPERA_BOARDS[state.board].mode
        return [f"tokens stand on {', '.join(closed)} while {'all' if mode == 'all' else 'any'} of the Worksites below it "
                f"are empty: a Worksite opens when the ones below it hold a token (seed 000, 4.9)"]
    return []


def merchants_in_distinct_areas(state: State) -> list[str]:
    """Seed 001, M03: a Merchant may not enter an Area holding one of your Merchants, unless Caravanserai."""
    out = []
    for seat, p in enumerate(state.players):
        placed = [m for m in p.merchants if m]
        if len(set(placed)) != len(placed) and not total_in_force(state, seat, "merchant_may_share_area"):
            out.append(f"{_who(p, seat)} has two Merchants in one Area ({', '.join(placed)}) without Caravanserai (seed 001)")
    return out


def merchants_out_by_turns(state: State) -> list[str]:
    """Seed 001 and 5-12: Merchants start in the supply and one moves per turn."""
    out = []
    for seat, p in enumerate(state.players):
        if state.phase == "setup":
            turns = 0
        elif state.phase == "over":
            turns = state.round
        else:
            turns = state.round - 1 + (state.order.index(seat) < state.turn_index)
            turns += seat == state.seat and state.phase in IN_A_TURN
        out_now = sum(1 for m in p.merchants if m)
        if out_now > turns:
            out.append(f"{_who(p, seat)} has {out_now} Merchants on the board after {turns} of their turns: Merchants "
                       f"start in the supply and one moves per turn (seed 001)")
    return out


def refined_goods_last_one_turn(state: State) -> list[str]:
    """Seed 000 and 001: Refined Goods are good for the current turn only, discarded at the end of the Refined
    Goods phase; Warehouses keep some for the owner's next turn, up to their capacity (R7)."""
    out = []
    for seat, p in enumerate(state.players):
        gone = seat != state.seat or state.phase in GOODS_GONE
        if gone and any(p.refined):
            out.append(f"{_who(p, seat)} holds Refined Goods {p.refined} outside their Refined Goods phase: unused ones "
                       "are discarded at its end (seed 000)")
        capacity = total_in_force(state, seat, "store_refined", "capacity") if any(p.stored) else 0
        if sum(p.stored) > capacity:
            out.append(f"{_who(p, seat)} keeps {sum(p.stored)} Refined Goods for the next turn with Warehouses for "
                       f"{capacity} (R7)")
    return out


def turn_allowances(state: State) -> list[str]:
    """R1, R5, R6, seed 000: this turn's Carts, refines, wild Goods and Conversions within what the mover has;
    the City Power in force is the one of the City whose Cost Area the Merchant entered."""
    turn, seat = state.turn, state.seat
    p = state.players[seat]
    who = _who(p, seat)
    out = []
    in_turn = state.phase in IN_A_TURN
    if bool(turn.area) != in_turn:
        out.append(f"this turn's Area is '{turn.area}' in the {state.phase} phase: the Merchant moves in the Merchant "
                   "phase, and a new turn starts with none (seed 001)")
    if turn.area and turn.area not in p.merchants:
        out.append(f"this turn's Merchant entered {turn.area}, where {who} has no Merchant")
    if turn.power:
        city, side = find_area(state, turn.area) if turn.area else (None, "")
        if city is None or side != "cost" or city.power != turn.power:
            out.append(f"the City Power {turn.power} is in force for {who}, whose Merchant is not in that City's Cost Area (R1)")
    if turn.power_used and (not turn.power or state.k.CITY_POWERS[turn.power].use != "refined_goods_action"):
        out.append(f"{who} used a City Power this turn without one to use (R1)")
    if turn.carts_used > carts(state, seat):
        out.append(f"{who} sent {turn.carts_used} Goods to the Opera this turn with {carts(state, seat)} Cart(s) (seed 000)")
    if turn.refines > total_in_force(state, seat, "refine_raw", "per_turn"):
        out.append(f"{who} refined {turn.refines} Raw Goods this turn without as many Glassworks or Refiners' Guild uses (R5)")
    if turn.wild_used > total_in_force(state, seat, "wild_building_good", "per_turn"):
        out.append(f"{who} placed {turn.wild_used} Goods of another colour on Buildings this turn without as many "
                   "wild allowances (R6)")
    unopened = [SIZES[i] for i, used in enumerate(turn.conversions_used) if used and not p.left[i]]
    if unopened:
        out.append(f"{who} used the Conversion of left position(s) {', '.join(unopened)}, which hold no Building (4.3)")
    return out


def one_discard_per_turn(state: State) -> list[str]:
    """Seed 001: each turn's card slides a City Area's leftmost card to the face-up discard pile (never
    reshuffled, 5-16); only Surveyor (S08) takes this turn's discard back to a hand."""
    n = len(state.players)
    if state.phase == "setup":
        played = 0
    elif state.phase == "over":
        played = state.round * n
    else:
        played = (state.round - 1) * n + state.turn_index + (state.phase in IN_A_TURN and state.phase != "card")
    retrieved = played - len(state.discard)
    surveyors = sum(1 for p in state.players for row in p.right for c in row if _surveys(state.k, c))
    if not 0 <= retrieved <= surveyors:
        return [f"the discard pile holds {len(state.discard)} Trade Cards after {played} turns that played a card: "
                "each discards one (seed 001), and only Surveyor takes one back"]
    return []


def pending_steps_of_the_mover(state: State) -> list[str]:
    """R9 and R17: every pending step belongs to the player whose turn it is; before the first turn, only the
    turn-order compensation of seats 2-4."""
    if state.phase == "setup":
        wrong = [s for s in state.pending if s.kind != "raw" or s.data != "setup" or s.seat == state.order[0]]
        return [f"before the first turn only seats 2-4 choose their compensation Raw Goods (R17), not {wrong[0].kind}"] if wrong else []
    if any(step.seat != state.seat for step in state.pending) or any(step.data == "setup" for step in state.pending):
        return [f"a pending step waits for another seat than {_who(state.players[state.seat], state.seat)}, whose turn "
                "it is: an effect resolves completely within its turn (R9)"]
    kinds = [step.kind for step in state.pending]
    for kind in ONCE_A_TURN:
        if kinds.count(kind) > 1 or (kind in kinds and state.phase != STEP_PHASE[kind]):
            return [f"a pending '{kind}' step waits {kinds.count(kind)} times in the {state.phase} phase: it comes once, "
                    f"in the {STEP_PHASE[kind]} phase (7.1)"]
    for kind in ("unpaid", "keep", "pay"):
        if kind in kinds and state.phase != STEP_PHASE[kind]:
            return [f"a pending '{kind}' step waits in the {state.phase} phase: it belongs to the {STEP_PHASE[kind]} phase (7.1)"]
    if "end_turn" in kinds and kinds[-1] != "end_turn" or "close_refined" in kinds and kinds[-1] != "close_refined":
        return [f"the pending steps {kinds} go on after the end of the phase: it comes last (7.1)"]
    return []


RELATIONS: tuple[Callable[[State], list[str]], ...] = (
    completed_buildings_in_their_rows, building_decks_by_size, display_refilled_by_size, trade_decks_by_letter,
    final_round_when_the_decks_run_out, market_cards_slide_left, worksites_in_their_rows, opera_tokens_on_open_worksites,
    merchants_in_distinct_areas, merchants_out_by_turns, refined_goods_last_one_turn, turn_allowances,
    one_discard_per_turn, pending_steps_of_the_mover,
)


def relation_problems(state: State) -> list[str]:
    out: list[str] = []
    for relation in RELATIONS:
        out += relation(state)
    return out
