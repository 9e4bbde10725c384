"""`Game[S, Obs]` and `BaseGame[S, Obs]` (issue 28): a game writes only what it has; the base answers for the rest."""

from __future__ import annotations

import random

from pycore.engine.game import BaseGame, Game
from pycore.engine.registry import LUTHIER, OPERA_MAGNA, get_game
from pycore.opera_magna.game import OperaMagnaGame


def test_both_games_are_a_base_game_and_meet_the_contract():
    for game_id in (LUTHIER, OPERA_MAGNA):
        game = get_game(game_id)
        assert isinstance(game, BaseGame) and isinstance(game, Game)


def test_opera_magna_leaves_out_the_bots_extras_and_gets_the_defaults():
    """No scripted plan, no measured value, no unsound moves: written nowhere in Opera Magna's game object."""
    for name in ("measured_value", "scripted_move", "sound_moves"):
        assert name not in vars(OperaMagnaGame) and getattr(OperaMagnaGame, name) is getattr(BaseGame, name)
    game = get_game(OPERA_MAGNA)
    state = game.new_game(["Ada", "Bo"], 4)
    rng = random.Random(4)
    for _ in range(40):
        legal = game.legal_actions(state)
        assert game.scripted_move(state, legal) is None and game.sound_moves(state, legal) == legal
        assert game.measured_value(state, 0) == game.heuristic(state, 0)
        game.apply(state, rng.choice(legal))
