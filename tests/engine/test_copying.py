"""The bots' state copy (`pycore.engine.copying.fast_copy`, both games' `clone`): equal and independent."""

from __future__ import annotations

import pytest

from pycore.bots import get_bot
from pycore.engine import get_game
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
