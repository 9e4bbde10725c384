"""The bots' state copy (`pycore.engine.copying.fast_copy`, both games' `clone`): equal and independent."""

from __future__ import annotations

import pytest

from pycore.bots import get_bot
from pycore.engine import get_game
from pycore.engine.errors import IllegalAction
from pycore.engine.rng import Rng


@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
def test_a_clone_is_equal_to_the_state_and_shares_nothing_with_it(game_id):
    game = get_game(game_id)
    state, rng = game.new_game(["Ada", "Bo", "Cy"], 6), Rng.from_seed(6)
    while game.round(state) < 3:
        game.apply(state, get_bot("normal")(game, state, rng))
    before = game.to_json(state)
    copy = game.clone(state)
    assert game.to_json(copy) == before and type(copy) is type(state)
    while game.round(copy) < 4:  # play on in the copy: the original does not move
        game.apply(copy, get_bot("random")(game, copy, rng))
    assert game.to_json(state) == before
    assert [a.id for a in game.legal_actions(game.clone(state))] == [a.id for a in game.legal_actions(state)]


@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
def test_a_branch_is_the_move_applied_to_a_copy_and_leaves_the_state_as_it_was(game_id):
    game = get_game(game_id)
    state, rng = game.new_game(["Ada", "Bo"], 7), Rng.from_seed(7)
    while game.round(state) < 2:
        game.apply(state, get_bot("normal")(game, state, rng))
    before = game.to_json(state)
    for move in game.legal_actions(state):
        branched = game.branch(state, move)
        assert game.to_json(branched) == game.to_json(game.apply(game.clone(state), move))
        assert game.to_json(state) == before
        assert [a.id for a in game.legal_actions(branched)] == [a.id for a in game.list_moves(branched)]


def test_a_branch_refuses_a_move_that_is_not_legal_now():
    game = get_game("luthier")
    state = game.new_game(["Ada", "Bo"], 7)
    with pytest.raises(IllegalAction):
        game.branch(state, "no-such-move")


def test_a_copy_shares_what_a_model_holds_beside_its_fields_and_copies_every_field():
    from pydantic import BaseModel

    from pycore.engine.copying import fast_copy

    class Box(BaseModel):
        items: list[int]

    box = Box(items=[1, 2])
    kept = object()  # what never changes and is never saved: a state's rules version's components
    box.__dict__["k"] = kept
    copy = fast_copy(box)
    assert copy.__dict__["k"] is kept and copy.items == [1, 2] and copy.items is not box.items
    assert "k" not in fast_copy(Box(items=[3])).__dict__ and box.model_dump() == {"items": [1, 2]}
