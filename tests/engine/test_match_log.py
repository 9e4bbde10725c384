"""The match record: header + append-only log; replaying the log through the rules gives the state."""

import pytest

from pycore.engine import IllegalAction
from pycore.engine.match import Match, Seat, new_match, play, replay
from toy_game import GAME

ADA, BO = Seat(name="Ada"), Seat(name="Bo", kind="bot", bot="greedy", colour="red")


def played(actions, seats=(ADA, BO), seed=5, options=None):
    match = new_match("toy", list(seats), seed, options)
    state = replay(match)
    for action in actions:
        match, state = play(match, state, action)
    return match, state


def test_new_match_fills_rules_version_and_default_options():
    match = new_match("toy", [ADA], seed=1)
    assert match.rules_version == "toy-1"
    assert match.options == {"rounds": "2"}
    assert match.log == []


@pytest.mark.parametrize("seats", [[], [ADA] * 5])
def test_new_match_refuses_a_seat_count_outside_the_games_range(seats):
    with pytest.raises(IllegalAction, match="1 to 4 players"):
        new_match("toy", seats, seed=1)


def test_new_match_refuses_unknown_game_and_bad_options():
    with pytest.raises(IllegalAction, match="Unknown game"):
        new_match("chess", [ADA], seed=1)
    with pytest.raises(IllegalAction, match="rounds"):
        new_match("toy", [ADA], seed=1, options={"rounds": "9"})


def test_seat_refuses_control_characters_and_a_bot_without_level():
    with pytest.raises(ValueError):
        Seat(name="A\nB")
    with pytest.raises(ValueError):
        Seat(name="Bot", kind="bot")
    with pytest.raises(ValueError):
        Seat(name="")


def test_replaying_the_log_gives_the_state_reached_by_playing():
    actions = ["add:2", "draw", "end", "roll", "add:1", "end", "add:3", "end"]
    match, state = played(actions)
    assert [step.action for step in match.log] == actions
    assert GAME.to_json(replay(match)) == GAME.to_json(state)
    assert GAME.to_json(replay(match, upto=3)) == GAME.to_json(played(actions[:3])[1])


def test_each_step_records_mover_seal_index_and_number_of_choices():
    match, _ = played(["add:2", "draw", "end", "roll"])
    ada_add, ada_draw, ada_end, bo_roll = match.log
    assert (ada_add.seat, ada_add.sealed, ada_add.index, ada_add.choices) == (0, False, 1, 6)
    assert (ada_draw.seat, ada_draw.sealed) == (0, True)  # a card was revealed
    # two actions taken, so all six are still legal: add:1, add:2, add:3, draw, roll, end
    assert (ada_end.seat, ada_end.sealed, ada_end.index, ada_end.choices) == (0, False, 5, 6)
    assert (bo_roll.seat, bo_roll.sealed) == (1, True)  # a die was rolled


def test_an_illegal_action_changes_neither_match_nor_state():
    match, state = played(["add:1", "add:1", "add:1"])
    before = GAME.to_json(state)
    with pytest.raises(IllegalAction, match="not a legal action"):
        play(match, state, "add:1")  # only `end` after three actions
    assert GAME.to_json(state) == before
    assert len(match.log) == 3


def test_a_log_entry_that_is_not_legal_raises_naming_the_step():
    match, _ = played(["add:1", "add:1", "add:1", "end"])
    bad = match.log[3].model_copy(update={"action": "roll"})
    broken = match.model_copy(update={"log": [*match.log[:3], bad]})
    with pytest.raises(IllegalAction, match=r"Step 4 \('roll'\)"):
        replay(broken)


def test_a_log_entry_with_a_forged_seal_or_seat_is_refused():
    match, _ = played(["add:1", "draw"])
    unsealed = match.log[1].model_copy(update={"sealed": False})
    with pytest.raises(IllegalAction, match="Step 2"):
        replay(match.model_copy(update={"log": [match.log[0], unsealed]}))
    other_seat = match.log[0].model_copy(update={"seat": 1})
    with pytest.raises(IllegalAction, match="Step 1"):
        replay(match.model_copy(update={"log": [other_seat, match.log[1]]}))


def test_a_match_from_other_rules_is_refused():
    match, _ = played([])
    with pytest.raises(IllegalAction, match="rules version toy-0"):
        replay(match.model_copy(update={"rules_version": "toy-0"}))


def test_no_action_after_the_game_is_over():
    match, state = played(["end", "end"], options={"rounds": "1"})
    assert GAME.is_over(state)
    with pytest.raises(IllegalAction, match="over"):
        play(match, state, "end")


def test_match_round_trips_through_json():
    match, _ = played(["add:2", "draw", "end"])
    assert Match.model_validate_json(match.model_dump_json()) == match


def test_a_seat_from_user_input_gets_a_readable_error():
    from pycore.engine.match import make_seat

    assert make_seat("Ada", colour="red") == Seat(name="Ada", colour="red")
    with pytest.raises(IllegalAction, match="Player 'x" + "x" * 40):
        make_seat("x" * 41)
    with pytest.raises(IllegalAction, match="bot level"):
        make_seat("Robo", "bot")
    with pytest.raises(IllegalAction, match="^Player 'x+': a name has 1 to 40 characters.$"):
        make_seat("x" * 41)
    with pytest.raises(IllegalAction, match="^Player 'Robo': Robo is a bot this app does not have \\('zzz'\\).$"):
        make_seat("Robo", "bot", "zzz")
    with pytest.raises(IllegalAction, match="^Player 'Ada': this is not a colour of the app.$"):
        make_seat("Ada", colour="<b>")


def test_a_match_from_a_list_of_action_ids_names_the_first_bad_step():
    from pycore.engine.match import match_from_actions

    match, state = match_from_actions("toy", [ADA, BO], 5, None, ["add:1", "end"])
    assert GAME.to_json(state) == GAME.to_json(replay(match))
    with pytest.raises(IllegalAction, match=r"Step 3 \('end'\).*over"):
        match_from_actions("toy", [ADA], 5, {"rounds": "1"}, ["add:1", "end", "end"])


def test_replay_up_to_a_step_that_does_not_exist_is_refused():
    match, _ = played(["add:1"])
    for upto in (-1, 2):
        with pytest.raises(IllegalAction, match=f"no step {upto}"):
            replay(match, upto=upto)
