"""The kernel's moves (pycore/engine/moves.py, issue 12): typed, frozen, found by id, one legal list per step."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pycore.engine import IllegalAction, Move
from pycore.engine.match import Seat, new_match, play, replay
from pycore.engine.registry import get_game

GAMES = ("opera-magna", "luthier")


def _count_lists(game, monkeypatch) -> list[int]:
    """Counts each computation of a legal list (the game's `list_moves`) from now on."""
    calls: list[int] = []
    original = game.list_moves

    def counted(state):
        calls.append(1)
        return original(state)

    monkeypatch.setattr(game, "list_moves", counted)
    return calls


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_is_frozen_with_a_verb_and_named_arguments(game_id):
    game = get_game(game_id)
    state = game.new_game(["Ada", "Bo"], 5)
    rng = random.Random(5)
    verbs = set()
    while not game.is_over(state):
        legal = game.legal_actions(state)
        ids = [move.id for move in legal]
        assert len(set(ids)) == len(ids), "one id names one move of a step"
        for move in legal:
            assert isinstance(move, Move) and move.verb and move.label
            assert all(isinstance(name, str) for name in move.args)
            verbs.add(move.verb)
        with pytest.raises(dataclasses.FrozenInstanceError):
            legal[0].id = "changed"  # type: ignore[misc]
        game.apply(state, rng.choice(legal))
    assert len(verbs) >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_the_legal_list_is_computed_once_per_step_and_shared_by_the_table_the_match_and_apply(game_id, monkeypatch):
    game = get_game(game_id)
    match = new_match(game_id, [Seat(name="Ada"), Seat(name="Bo")], seed=11)
    state = replay(match)
    calls = _count_lists(game, monkeypatch)
    rng = random.Random(11)
    steps = 60  # fewer than a 2-player game of either has
    for _ in range(steps):
        shown = game.legal_actions(state)  # the table draws the targets
        labels = {move.id: move.label for move in game.legal_actions(state)}  # the session's labels
        assert game.legal_actions(state) is shown and len(labels) == len(shown)
        match, state = play(match, state, rng.choice(shown).id)  # match.play, then the game's apply
    assert len(calls) == steps  # one list per step, however many readers


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_is_found_by_its_id_and_an_unknown_id_is_refused_leaving_the_state_untouched(game_id):
    game = get_game(game_id)
    state = game.new_game(["Ada", "Bo"], 2)
    first = game.legal_actions(state)[0]
    assert game.find(state, first.id) is first and game.find(state, first) is first
    before = game.to_json(state)
    with pytest.raises(IllegalAction):
        game.apply(state, "no:such:move")
    assert game.to_json(state) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_copy_has_its_own_list_and_forget_drops_a_list_after_an_edit_by_hand(game_id, monkeypatch):
    game = get_game(game_id)
    state = game.new_game(["Ada", "Bo"], 4)
    legal = game.legal_actions(state)
    copy = game.clone(state)
    calls = _count_lists(game, monkeypatch)
    assert [m.id for m in game.legal_actions(copy)] == [m.id for m in legal] and len(calls) == 1
    assert game.legal_actions(state) is legal and len(calls) == 1
    game.forget(state)
    assert [m.id for m in game.legal_actions(state)] == [m.id for m in legal] and len(calls) == 2
