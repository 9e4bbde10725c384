"""Luthier's moves, declared once: the place to start reading (or extending) the game.

`VERBS`: every verb, once: the dataclass of its arguments (`arguments.py`), how a move of it is performed
(the handler, in the rules' module of its part of the game), and its flags (`engine.moves.Verb`).
`KINDS`: every kind of decision the game waits on (`state.decisions[0].kind`): the verbs it offers and how
their options are listed, in the stable order links count on.

A new verb is one row here, its arguments' dataclass and its two functions; the kernel finds a move by its
id in the legal list (`MoveRules`) and `perform` dispatches through this table.
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import Kind, Move, NoArgs, Verb, kind_table, verb_table
from . import arguments as arg
from .benches import bench_step_moves, bench_work_moves, do_bench_alternate, do_bench_done, do_bench_put, do_finish, do_rough, do_takeback
from .locations import (
    do_alternate, do_balcony, do_gather, do_keep_for_later, do_perform, do_repair, do_search, do_take, now_moves, work_moves,
)
from .market import do_buy, do_hire, do_market_end, do_sell, do_train, market_moves
from .rules import (
    choose_moves, do_activate, do_choose, do_deliver, do_keep, do_market, do_pass, do_place, do_retire, do_satisfy, do_specialist,
    do_take_free, keep_moves, plan_moves, retire_moves, satisfy_moves, specialist_moves, take_free_moves, turn_moves,
)
from .state import State

# progress=False: the verb cannot change any award counter, so no award check follows it (speed only).
# undoable=False: a move of it always ends the seat's turn or reveals a card (the undo window closes).
VERBS: dict[str, Verb[State, Any]] = verb_table(
    # the setup, and choices effects ask for
    Verb("keep", arg.KeepArgs, do_keep, progress=False),
    Verb("take_free", arg.CardArgs, do_take_free),
    Verb("choose", arg.ChooseArgs, do_choose),
    Verb("specialist", arg.CardArgs, do_specialist),
    Verb("retire", arg.RetireArgs, do_retire, progress=False),
    Verb("satisfy", arg.SatisfyArgs, do_satisfy),
    # free actions (R7), offered beside planning and turns
    Verb("deliver", arg.DeliverArgs, do_deliver),
    Verb("takeback", arg.CardArgs, do_takeback),
    # the start-of-round bench step
    Verb("bench", arg.CardArgs, do_bench_put, progress=False),
    Verb("bench_done", NoArgs, do_bench_done, progress=False),
    # planning and resolution turns
    Verb("place", arg.PlaceArgs, do_place, progress=False),
    Verb("activate", arg.LocationArgs, do_activate, progress=False, undoable=False),
    Verb("market", NoArgs, do_market, progress=False, undoable=False),
    Verb("pass", NoArgs, do_pass, progress=False, undoable=False),
    # a Market visit
    Verb("buy", arg.MaterialArgs, do_buy),
    Verb("sell", arg.MaterialArgs, do_sell),
    Verb("hire", arg.PriceArgs, do_hire),
    Verb("train", arg.TrainArgs, do_train),
    Verb("end", NoArgs, do_market_end, progress=False),
    # a worker on a main-board location
    Verb("take", arg.TakeArgs, do_take),
    Verb("gather", arg.EffectArgs, do_gather),
    Verb("balcony", arg.EffectArgs, do_balcony),
    Verb("perform", arg.PerformArgs, do_perform),
    Verb("repair", arg.RepairArgs, do_repair),
    Verb("search", arg.SearchArgs, do_search, undoable=False),
    Verb("alternate", NoArgs, do_alternate),
    Verb("keep_for_later", NoArgs, do_keep_for_later, progress=False),
    # a worker on a bench
    Verb("rough", arg.BenchWorkArgs, do_rough),
    Verb("finish", arg.BenchWorkArgs, do_finish),
    Verb("bench_alternate", arg.WorkerArgs, do_bench_alternate),
)

FREE = ("deliver", "takeback")  # offered beside planning and turns (R7)

KINDS: dict[str, Kind[State]] = kind_table(
    VERBS,
    Kind("keep", ("keep",), keep_moves),
    Kind("take_card", ("take_free",), take_free_moves),
    Kind("choose", ("choose",), choose_moves),
    Kind("specialist", ("specialist",), specialist_moves),
    Kind("retire", ("retire",), retire_moves),
    Kind("satisfy", ("satisfy",), satisfy_moves),
    Kind("bench", ("takeback", "bench", "bench_done"), bench_step_moves),
    Kind("plan", ("place", *FREE), plan_moves),
    Kind("turn", ("activate", "market", "pass", *FREE), turn_moves),
    Kind("market", ("buy", "sell", "hire", "train", "end"), market_moves),
    Kind("work", ("take", "gather", "perform", "repair", "search", "balcony", "alternate"), work_moves),
    Kind("now", ("perform", "repair", "keep_for_later"), now_moves),
    Kind("bench_work", ("rough", "finish", "bench_alternate"), bench_work_moves),
)


def legal_moves(s: State) -> list[Move]:
    """The legal moves for the decision waited on, in a stable order (none once the game is over)."""
    if s.phase == "over" or not s.decisions:
        return []
    return KINDS[s.decisions[0].kind].options(s)
