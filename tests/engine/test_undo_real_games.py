"""Board Game Arena's undo policy on the real games: a player undoes only their own actions of the
current turn. In a solo game every step is the same seat's, so only the end of a turn stops undo."""

import pytest

from pycore.bots import random_bot
from pycore.engine import Rng, get_game
from pycore.engine.match import Seat, new_match, play, replay, undo, undoable_steps


def turn_of(game_id, state):
    """Which turn the game is in, read from the rules' own state (not from the undo barrier)."""
    if game_id == "opera-magna":
        return (state.round, state.turn_index)
    return state.turns


@pytest.mark.parametrize("game_id", ["opera-magna", "luthier"])
@pytest.mark.parametrize("seed", [3, 11])
def test_solo_undo_never_reaches_into_a_previous_turn(game_id, seed):
    game = get_game(game_id)
    match = new_match(game_id, [Seat(name="Solo")], seed)
    state = replay(match)
    turns = []  # the turn each logged step was taken in
    rng = Rng.from_seed(seed)
    undone = 0
    while not game.is_over(state):
        allowed = undoable_steps(match, state)
        current = turn_of(game_id, state)
        assert all(turn == current for turn in turns[len(turns) - allowed:]) if allowed else True
        if allowed and rng.below(4) == 0:
            match, state = undo(match, state, 1)
            turns.pop()
            undone += 1
            continue
        turns.append(current)
        match, state = play(match, state, random_bot(game, state, rng).id)
    assert undone > 0

