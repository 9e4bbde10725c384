"""Each game declares its moves once, in its `moves.py` (issue 28): every legal move is of a declared verb,
carries that verb's typed arguments and is offered by the kind of decision waited on; the verbs' flags
say what is true of every move of them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pycore.engine.moves import Args, Kind, Move, Verb
from pycore.engine.registry import LUTHIER, OPERA_MAGNA, get_game
from pycore.luthier import effects as lu_fx
from pycore.luthier import moves as lu_moves
from pycore.luthier.components import AWARDS
from pycore.opera_magna import moves as om_moves

TABLES = {LUTHIER: lu_moves, OPERA_MAGNA: om_moves}


def kind_waited_on(game_id: str, state) -> str:
    return state.decisions[0].kind if game_id == LUTHIER else om_moves.decision_kind(state)


def random_steps(game_id: str, seed: int, players: int = 2):
    """(state before, move, state after) along a random game."""
    game, rng = get_game(game_id), random.Random(seed)
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    while not game.is_over(state):
        move = rng.choice(game.legal_actions(state))
        before = game.clone(state)
        game.apply(state, move)
        yield before, move, state


@pytest.mark.parametrize("game_id", TABLES)
def test_each_verb_and_kind_is_declared_once_with_frozen_typed_arguments(game_id):
    table = TABLES[game_id]
    for name, verb in table.VERBS.items():
        assert isinstance(verb, Verb) and verb.name == name
        assert issubclass(verb.args, Args) and dataclasses.is_dataclass(verb.args)
        assert verb.args.__dataclass_params__.frozen, f"{name}'s arguments are frozen"
    for name, kind in table.KINDS.items():
        assert isinstance(kind, Kind) and kind.name == name and set(kind.verbs) <= set(table.VERBS)
    offered = {verb for kind in table.KINDS.values() for verb in kind.verbs}
    assert offered == set(table.VERBS), "every verb is offered by some kind of decision"


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_legal_move_is_of_a_verb_its_kind_offers_with_that_verbs_arguments(game_id, seed):
    table, game = TABLES[game_id], get_game(game_id)
    for before, move, _ in random_steps(game_id, seed):
        kind = table.KINDS[kind_waited_on(game_id, before)]
        for legal in game.legal_actions(before):
            assert isinstance(legal, Move) and legal.verb in kind.verbs, f"{legal.id} in a {kind.name} decision"
            assert type(legal.args) is table.VERBS[legal.verb].args, f"{legal.id} carries {type(legal.args).__name__}"


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize("seed", [3, 4])
def test_a_move_of_a_verb_declared_not_undoable_always_closes_the_undo_window(game_id, seed):
    table, game = TABLES[game_id], get_game(game_id)
    closing = {name for name, verb in table.VERBS.items() if not verb.undoable}
    seen = set()
    for before, move, after in random_steps(game_id, seed):
        if move.verb in closing:
            seen.add(move.verb)
            assert game.undo_barrier(after) != game.undo_barrier(before), f"{move.id} left the undo window open"
    assert seen, "the random game played some of them"


@pytest.mark.parametrize("seed", [5, 6])
def test_a_luthier_verb_declared_without_progress_never_changes_an_award_counter(seed):
    """R20 is checked after every move that may reach an award; a verb declared without progress skips the
    check: its own effect (before the automatic steps that follow, which check for themselves) reaches none."""
    quiet = {name for name, verb in lu_moves.VERBS.items() if not verb.progress}
    seen = set()
    for before, move, _ in random_steps(LUTHIER, seed, players=3):
        seat = before.decisions[0].seat
        if move.verb in quiet and seat >= 0:
            seen.add(move.verb)
            done = before.copy_state()
            lu_moves.VERBS[move.verb].perform(done, move.args)
            counts = [[lu_fx.counter(state.k, state.players[seat], award["criterion"]) for award in AWARDS.values()] for state in (before, done)]
            assert counts[0] == counts[1], f"{move.id} changed an award counter"
    assert len(seen) >= 5
