"""Opera Magna's moves, declared once: the place to start reading (or extending) the game.

`VERBS`: every verb, once: the dataclass of its arguments (`arguments.py`), how a move of it is performed
(the handler, in the rules' module of its part of the turn), and its flags (`engine.moves.Verb`).
`KINDS`: every kind of decision the game waits on (`decision_kind`: a pending choice first, R9, else the
turn's phase): the verbs it offers and how their options are listed, in the stable order links count on;
a pending choice says what happens when it has no option at all (R11: mostly nothing).

A new verb is one row here, its arguments' dataclass and its two functions; the kernel finds a move by its
id in the legal list (`MoveRules`) and `perform` dispatches through this table. Move ids are listed in
`rules.py`'s module doc.
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import Kind, Move, NoArgs, Verb, kind_table, listed_in_order, verb_table
from . import arguments as arg
from .choices import (
    cert_options, keep_options, pay_options, raw_one_type_options, raw_options, refined_options, resolve_cert, resolve_keep,
    resolve_pay, resolve_raw, resolve_refined, resolve_roof, resolve_side, resolve_unpaid, roof_options, side_options,
    unpaid_options, unpaid_unanswered,
)
from .cities import card_options, do_card, do_merchant, merchant_options
from .construction import build_options, building_options, do_build, do_take_building
from .market import do_market, market_options
from .refined import (
    conversion_options, convert_options, do_conversion, do_convert, do_end, do_power, do_refine, do_send, end_options,
    power_options, refine_options, send_options,
)
from .state import State

# undoable=False: a move of it always ends the turn or reveals a card (the undo window closes).
# progress: Opera Magna checks nothing after a move that a verb could skip, so every verb is left True.
VERBS: dict[str, Verb[State, Any]] = verb_table(
    # pending choices (an effect's, a payment's, a completed Building's)
    Verb("raw", arg.GoodArgs, resolve_raw),
    Verb("refined", arg.GoodArgs, resolve_refined),
    Verb("cert", arg.GoodArgs, resolve_cert),
    Verb("roof", arg.SlotArgs, resolve_roof),
    Verb("side", arg.SideArgs, resolve_side),
    Verb("notary", arg.ChosenGoodArgs, resolve_unpaid),
    Verb("keep", arg.ChosenGoodArgs, resolve_keep),
    Verb("pay", arg.GoodArgs, resolve_pay),
    # the turn's phases
    Verb("merchant", arg.MerchantArgs, do_merchant),
    Verb("card", arg.CardArgs, do_card),
    Verb("build", arg.BuildArgs, do_build),
    Verb("opera", arg.PositionArgs, do_send),
    Verb("conversion", arg.ConversionArgs, do_conversion),
    Verb("convert", arg.GoodArgs, do_convert),
    Verb("refine", arg.GoodArgs, do_refine),
    Verb("power", NoArgs, do_power),
    Verb("end", NoArgs, do_end),
    Verb("building", arg.CardArgs, do_take_building),
    Verb("market", arg.SpaceArgs, do_market, undoable=False),
)

# The pending choices, answered before anything else (R9): their kinds are `state.pending[0].kind`.
PENDING_CHOICES = ("raw", "raw_one_type", "refined", "cert", "roof", "side", "unpaid", "keep", "pay")
# The turn's phases that ask a decision, and the kind each asks (the Refined Goods phase's is its menu).
PHASE_KINDS = {"merchant": "merchant", "card": "card", "refined": "refined_menu", "buildings": "buildings", "market": "market"}

KINDS: dict[str, Kind[State]] = kind_table(
    VERBS,
    Kind("raw", ("raw",), raw_options),
    Kind("raw_one_type", ("raw",), raw_one_type_options),
    Kind("refined", ("refined",), refined_options),
    Kind("cert", ("cert",), cert_options),
    Kind("roof", ("roof",), roof_options),
    Kind("side", ("side",), side_options),
    Kind("unpaid", ("notary",), unpaid_options, when_none=unpaid_unanswered),
    Kind("keep", ("keep",), keep_options),
    Kind("pay", ("pay",), pay_options),
    Kind("merchant", ("merchant",), merchant_options),
    Kind("card", ("card",), card_options),
    Kind("refined_menu", ("build", "opera", "conversion", "convert", "refine", "power", "end"), listed_in_order(
        build_options, send_options, conversion_options, convert_options, refine_options, power_options, end_options)),
    Kind("buildings", ("building",), building_options),
    Kind("market", ("market",), market_options),
)


def decision_kind(state: State) -> str:
    """The kind of decision waited on: the first pending step's, else the phase's ("refined_menu" for the
    Refined Goods phase, "over" once the game is over)."""
    if state.pending:
        return state.pending[0].kind
    return PHASE_KINDS.get(state.phase, state.phase)


def legal_moves(state: State) -> list[Move]:
    """Every decision open now, pending choices first (R9); the kernel keeps the list for the step."""
    kind = KINDS.get(decision_kind(state))
    return kind.options(state) if kind is not None else []
