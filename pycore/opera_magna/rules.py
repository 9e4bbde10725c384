"""The turn of Opera Magna as atomic actions (seed 001, seed 000, reference 7.1): what happens next.

`moves.legal_moves(state)` lists every decision open now (each a `Move`: id, label, verb, typed
arguments); the game performs one through its verb (`moves.VERBS`), then `advance` runs every automatic
step until the next decision. Pending steps (`state.pending`) always come first: an effect and everything
it sets off resolves completely before anything else (R9). Move ids (the arguments in brackets, fields of
the verb's `arguments.py` dataclass; a Good is its colour, 0-3):

    raw:<lead|wood|marble|sand>        [good] gain one Raw Good (or 3 of one type: Chandler's Stall)
    refined:<bell|planks|column|glass> [good] gain one Refined Good
    cert:<raw>                         [good] move that Certificate 1 space right
    roof:<slot>                        [slot] Roof Trusses: a free Good on Building under construction 0/1
    side:<left|right>                  [side] where a completed Building goes
    notary:<raw> | notary:decline      [good] Notary's Office: pay another Raw Good for a missing one
    keep:<refined> | keep:done         [good] Warehouses: keep a Refined Good for the next turn
    pay:<raw>                          [good] one Raw Good of a Market price
    merchant:<from>:<to>               [source, target] from = supply or an Area (e.g. pisa-cost), to = an Area
    card:<trade card id>               [card] the card played into the Area just entered
    build:<slot>:<refined>             [slot, good] place a Refined Good on a Building under construction
    opera:<position>                   [position: index of a1..c4] send a Refined Good to that Worksite
    conversion:<S|M|L>[:<raw>]         [size, good] a Shop Board Conversion (good = the "any" Raw Good)
    convert:<refined>                  [good] Convert Refined Goods, one Good
    refine:<raw>                       [good] Glassworks / Refiners' Guild: pay 1 Raw Good, gain its Refined Good
    power                              use the City Power (Customs Rebate, Notary)
    end                                end the Refined Goods phase
    building:<card id>                 [card] take a face-up Building
    market:<0-3>                       [space] take the Market card on that space

The verb of a move is the first part of its id.
"""

from __future__ import annotations

from typing import Callable

from .cities import profit
from .construction import building_options
from ..engine.labels import Labels
from ..engine.narration import narrating, say, say_final_scores
from ..engine.registry import OPERA_MAGNA
from .economy import add_refined, add_stored, gain_raw
from .effects import run_automatic, source_in_force, total_in_force
from .market import take_market_card
from .moves import KINDS
from .opera import place_rival
from .scoring import scores
from .state import Pending, State, fresh_turn

# --------------------------------------------------------------------------------------------
# Automatic steps.


def _gain_raw_step(state: State, step: Pending) -> None:
    gain_raw(state.players[step.seat], step.seat, int(step.data), step.amount)
    say(step.seat, "gain", seat=step.seat, cause=source_in_force(state, step.seat, "on_send_gain_matching_raw"))


def _close_refined(state: State, step: Pending) -> None:
    """End of the Refined Goods phase: unused Refined Goods are discarded; End of Turn unless last round."""
    p = state.players[step.seat]
    if any(p.refined):
        for c in range(4):
            add_refined(p, step.seat, c, -p.refined[c])
        say(step.seat, "discard_refined", seat=step.seat)
    if state.round >= state.final_round:
        _end_turn(state)
    else:
        state.phase = "buildings"


def _end_turn_step(state: State, step: Pending) -> None:
    _end_turn(state)


AUTOMATIC_STEPS: dict[str, Callable[[State, Pending], None]] = {
    "effect": run_automatic,
    "profit": profit,
    "gain_raw": _gain_raw_step,
    "close_refined": _close_refined,
    "end_turn": _end_turn_step,
}


# --------------------------------------------------------------------------------------------
# Turn structure.


def start_turn(state: State) -> None:
    """R8: stored Goods return, then start-of-turn Buildings; then the Merchant phase."""
    state.turn = fresh_turn()
    seat = state.seat
    p = state.players[seat]
    say(seat, "turn", opens=True, seat=seat)
    if any(p.stored):
        for c in range(4):
            add_refined(p, seat, c, p.stored[c])
            add_stored(p, seat, c, -p.stored[c])
        say(seat, "stored_return", seat=seat)
    state.phase = "merchant"
    if not p.hand and any(state.market):  # 5-15: an empty hand takes the free Market card first
        take_market_card(state, seat, next(i for i, card in enumerate(state.market) if card), "free_card")
    raw_units = total_in_force(state, seat, "start_of_turn_gain_raw_choice")
    if raw_units:
        source = source_in_force(state, seat, "start_of_turn_gain_raw_choice")
        state.pending.append(Pending(kind="raw", seat=seat, units=raw_units, data=source))
    refined_units = total_in_force(state, seat, "start_of_turn_gain_refined_choice")
    if refined_units:
        source = source_in_force(state, seat, "start_of_turn_gain_refined_choice")
        state.pending.append(Pending(kind="refined", seat=seat, units=refined_units, data=source))


def _end_turn(state: State) -> None:
    if len(state.players) == 1:
        place_rival(state)
    state.turn_index += 1
    if state.turn_index == len(state.order):
        state.turn_index = 0
        if state.round >= state.final_round:
            state.phase = "over"
            state.turn = fresh_turn()
            say(None, "game_over")
            if narrating():
                say_final_scores(scores(state))
            return
        state.round += 1
        say(None, "last_round" if state.round >= state.final_round else "round", opens=True, round=state.round)
    start_turn(state)


def _settle(state: State) -> None:
    pending = state.pending
    while pending:
        step = pending[0]
        automatic = AUTOMATIC_STEPS.get(step.kind)
        if automatic is not None:
            pending.pop(0)
            automatic(state, step)
            continue
        kind = KINDS[step.kind]
        if kind.options(state):
            return
        if kind.when_none is not None:
            kind.when_none(state)  # the step is still waited on: what happens reads it
        pending.pop(0)


def advance(state: State) -> None:
    """Run automatic steps and empty phases until someone has a decision (or the game is over)."""
    while True:
        _settle(state)
        if state.pending:
            return
        phase = state.phase
        if phase == "setup":
            start_turn(state)
        elif phase == "buildings" and not building_options(state):
            state.phase = "market"
        elif phase == "market" and not any(state.market):
            _end_turn(state)
        else:
            return



# What the seat of each kind of decision must do: a refusal of a move that is not legal now says it.
DECISIONS = {
    "raw": "choose a Raw Good to gain", "raw_one_type": "choose a type of Raw Good to gain",
    "refined": "choose a Refined Good to gain", "cert": "choose a Certificate to move right",
    "roof": "choose a Building for the free Good", "side": "choose the side for the completed Building",
    "unpaid": "choose how to pay a missing Good", "keep": "choose Refined Goods to keep",
    "pay": "pay for the Market card", "merchant": "move a Merchant", "card": "play a Trade Card",
    "refined_menu": "use Refined Goods or end the phase", "buildings": "take a Building",
    "market": "take a Market card", "over": "nothing: the game is over", "setup": "set up",
}


# ... said in the player's language (table "opera-magna.decisions", the observation's `decision` read the same way)
DECISION_WORDS = Labels(f"{OPERA_MAGNA}.decisions", DECISIONS, {})
