"""Undo, Board Game Arena's policy: a player may undo their own actions back to the start of their
turn, never past a random draw or revealed hidden information, never another player's action."""

import pytest

from pycore.engine import IllegalAction
from pycore.engine.match import Seat, new_match, play, replay, undo, undoable_steps
from toy_game import GAME


def played(actions, players=2, rounds="2"):
    match = new_match("toy", [Seat(name=f"P{i}") for i in range(players)], seed=11, options={"rounds": rounds})
    state = replay(match)
    for action in actions:
        match, state = play(match, state, action)
    return match, state


def test_a_player_may_undo_their_own_actions_back_to_the_start_of_their_turn():
    match, state = played(["add:1", "end", "add:2", "add:3"])  # P1's turn: add:2, add:3
    assert GAME.to_move(state) == 1
    assert undoable_steps(match, state) == 2
    match, state = undo(match, state, steps=2)
    assert [s.action for s in match.log] == ["add:1", "end"]
    assert GAME.to_json(state) == GAME.to_json(played(["add:1", "end"])[1])
    assert undoable_steps(match, state) == 0


def test_undo_one_step_at_a_time_restores_each_previous_state():
    match, state = played(["add:1", "add:2", "add:3"])
    for remaining in (2, 1, 0):
        match, state = undo(match, state)
        assert GAME.to_json(state) == GAME.to_json(played(["add:1", "add:2", "add:3"][:remaining])[1])


def test_never_another_players_action():
    match, state = played(["add:1", "add:2", "end"])  # P0 ended the turn: P1 is to move
    assert GAME.to_move(state) == 1
    assert undoable_steps(match, state) == 0
    with pytest.raises(IllegalAction, match="Nothing can be undone"):
        undo(match, state)


def test_never_past_revealed_hidden_information():
    match, state = played(["add:1", "draw", "add:2"])
    assert undoable_steps(match, state) == 1  # add:2 only; the draw showed a card
    with pytest.raises(IllegalAction, match="Only the last 1"):
        undo(match, state, steps=2)


def test_never_past_a_random_draw():
    match, state = played(["add:1", "roll"])
    assert undoable_steps(match, state) == 0


def test_in_a_solo_game_the_turn_boundary_is_the_last_barrier():
    # One seat plays every turn, so only a seal stops the undo (documented limit of the policy).
    match, state = played(["add:1", "end", "draw", "add:2", "end", "add:3"], players=1, rounds="3")
    assert undoable_steps(match, state) == 3  # add:3, end, add:2 (not the draw)


def test_nothing_to_undo_once_the_game_is_over():
    match, state = played(["end", "end", "end", "end"])  # two rounds of two players passing
    assert GAME.is_over(state)
    assert undoable_steps(match, state) == 0


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=100, deadline=None)
@given(digits=st.lists(st.integers(0, 9), min_size=1, max_size=40), players=st.integers(1, 4))
def test_undo_never_reaches_past_a_seal_or_another_seat_and_restores_the_earlier_position(digits, players):
    match, state = played([], players=players, rounds="3")
    positions = [GAME.to_json(state)]
    for digit in digits:
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        match, state = play(match, state, legal[digit % len(legal)].id)
        positions.append(GAME.to_json(state))
    allowed = undoable_steps(match, state)
    tail = match.log[len(match.log) - allowed:] if allowed else []
    assert all(step.seat == GAME.to_move(state) and not step.sealed for step in tail)
    if allowed < len(match.log):  # the step before the undoable run is a seal or another seat's
        before = match.log[len(match.log) - allowed - 1]
        assert before.sealed or before.seat != GAME.to_move(state) or GAME.is_over(state)
    if allowed:
        shorter, earlier = undo(match, state, allowed)
        assert GAME.to_json(earlier) == positions[len(positions) - 1 - allowed]
        assert shorter.log == match.log[: len(match.log) - allowed]


def test_against_bots_your_last_action_is_taken_back_with_the_bots_answers_though_it_ended_the_turn():
    """Issue 31: no other human has seen it, so a turn's end or a draw does not stop it; each Undo takes back
    one action of yours, with the bots' after it. With two humans, the usual policy."""
    from pycore.engine.match import only_human, undoable_against_bots

    match = new_match("toy", [Seat(name="Ada"), Seat(name="Bot", kind="bot", bot="random")], seed=11,
                      options={"rounds": "3"})
    state = replay(match)
    for action in ["add:1", "draw", "end", "add:2", "end"]:  # Ada draws and ends her turn, the bot answers
        match, state = play(match, state, action)
    assert only_human(match) == 0 and undoable_steps(match, state) == 0
    assert undoable_against_bots(match, 0) == 3  # her "end", the bot's "add:2" and "end"
    match, state = undo(match, state, steps=3, against_bots=True)
    assert [s.action for s in match.log] == ["add:1", "draw"] and GAME.to_move(state) == 0
    assert undoable_against_bots(match, 0) == 1  # the draw: she saw the card, nobody else did
    with pytest.raises(IllegalAction):
        undo(match, state, steps=2, against_bots=True)
    two_humans, _ = played(["add:1", "end"])
    assert only_human(two_humans) is None
