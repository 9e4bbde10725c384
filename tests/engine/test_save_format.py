"""Saves: the match JSON plus the summary the saved-games list shows; loading validates, refuses
other rules or a future format with a clear message, and never half-loads."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.engine import BadLink, registry
from pycore.engine.match import Seat, new_match, play, replay
from pycore.engine.save import list_row, load_save, read_entry, save_text
from toy_game import GAME

WHEN = "2026-11-29T17:30:00Z"


def played(actions, options=None):
    match = new_match("toy", [Seat(name="Ada", colour="red"), Seat(name="Bo", kind="bot", bot="random")], 4, options)
    state = replay(match)
    for action in actions:
        match, state = play(match, state, action)
    return match, state


def edited(text, change):
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def test_a_save_loads_back_to_the_same_match_and_state():
    match, state = played(["add:2", "draw", "end", "roll"])
    loaded, loaded_state = load_save(save_text(match, state, WHEN))
    assert loaded == match
    assert GAME.to_json(loaded_state) == GAME.to_json(state)


def test_the_list_entry_shows_game_players_round_whose_turn_last_played_and_status():
    match, state = played(["add:2", "end", "add:1", "end", "roll"])
    entry = read_entry(save_text(match, state, WHEN))
    summary = entry.summary
    assert (summary.game_name, summary.players, summary.round) == ("Toy", ["Ada", "Bo"], 2)
    assert (summary.turn, summary.status, entry.last_played) == ("Ada", "playing", WHEN)


def test_a_finished_game_shows_as_over_with_nobody_to_move():
    match, state = played(["end", "end"], options={"rounds": "1"})
    summary = read_entry(save_text(match, state, WHEN)).summary
    assert (summary.status, summary.turn) == ("over", None)


def test_a_save_of_other_rules_is_refused_by_name():
    match, state = played(["add:1"])
    text = edited(save_text(match, state, WHEN), lambda d: d["match"].update(rules_version="toy-0"))
    with pytest.raises(BadLink, match="rules version toy-0; this app plays version toy-1"):
        load_save(text)
    with pytest.raises(BadLink, match="rules version toy-0"):
        read_entry(text)


def test_a_save_of_a_future_format_is_refused_by_name():
    match, state = played([])
    text = edited(save_text(match, state, WHEN), lambda d: d.update(format=2, match="new shape"))
    with pytest.raises(BadLink, match="newer version of Atelier"):
        load_save(text)


def test_a_save_of_an_unknown_game_is_refused(monkeypatch):
    match, state = played([])
    text = save_text(match, state, WHEN)
    monkeypatch.delitem(registry._MODULES, "toy")
    with pytest.raises(BadLink, match="does not know \\('toy'\\)"):
        load_save(text)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"atelier": "save"}', '{"format": 1}'])
def test_unreadable_text_is_refused(text):
    with pytest.raises(BadLink):
        load_save(text)


def test_a_log_that_does_not_replay_is_refused_naming_the_step():
    match, state = played(["add:1", "add:1", "add:1"])
    text = edited(save_text(match, state, WHEN), lambda d: d["match"]["log"][2].update(action="roll"))
    with pytest.raises(BadLink, match="Step 3"):
        load_save(text)


def test_a_summary_that_disagrees_with_the_moves_is_refused():
    match, state = played(["add:1", "end"])
    text = edited(save_text(match, state, WHEN), lambda d: d["summary"].update(turn="Ada"))
    with pytest.raises(BadLink, match="summary"):
        load_save(text)


def test_options_the_game_does_not_have_are_refused():
    match, state = played([])
    text = edited(save_text(match, state, WHEN), lambda d: d["match"]["options"].update(rounds="7"))
    with pytest.raises(BadLink, match="rounds"):
        load_save(text)


@settings(max_examples=60, deadline=None)
@given(digits=st.lists(st.integers(0, 9), max_size=40), rounds=st.sampled_from(["1", "2", "3"]))
def test_any_save_round_trips(digits, rounds):
    match, state = played([], options={"rounds": rounds})
    for digit in digits:
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        match, state = play(match, state, legal[digit % len(legal)].id)
    loaded, loaded_state = load_save(save_text(match, state, WHEN))
    assert loaded == match and GAME.to_json(loaded_state) == GAME.to_json(state)


def test_the_list_row_of_an_other_rules_save_keeps_what_it_can_show_and_says_why():
    match, state = played(["add:1"])
    text = edited(save_text(match, state, WHEN), lambda d: d["match"].update(rules_version="toy-0"))
    row = list_row(text)
    assert row.summary.players == ["Ada", "Bo"] and row.last_played == WHEN
    assert "rules version toy-0" in row.problem


@pytest.mark.parametrize("text", ["", "{", "[1]", '{"summary": 3}', '{"summary": {"game": "toy"}, "last_played": 5}'])
def test_the_list_row_of_an_unreadable_save_only_says_why(text):
    row = list_row(text)
    assert row.summary is None and row.last_played is None and row.problem


def test_the_list_row_of_a_good_save_has_no_problem():
    match, state = played([])
    row = list_row(save_text(match, state, WHEN))
    assert row.problem is None and row.summary.turn == "Ada"
