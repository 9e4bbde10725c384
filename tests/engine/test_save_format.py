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


# ---- issue 11: texts from the wild ----------------------------------------------------------------

NESTED = ["[" * 20000, '{"atelier": "save", "match": ' + "[" * 20000]


@pytest.mark.parametrize("text", NESTED, ids=["brackets", "in-a-save"])
def test_a_deeply_nested_text_is_refused_as_not_a_save_and_still_gets_a_list_row(text):
    for read in (read_entry, load_save):
        with pytest.raises(BadLink, match="not an Atelier saved game"):
            read(text)
    row = list_row(text)  # documented as never raising: no RecursionError either
    assert row.summary is None and row.problem == "This is not an Atelier saved game."


def test_a_save_starting_with_a_byte_order_mark_loads():
    match, state = played(["add:2", "end"])
    loaded, _ = load_save("\ufeff" + save_text(match, state, WHEN))
    assert loaded == match
    assert list_row("\ufeff" + save_text(match, state, WHEN)).problem is None


@pytest.mark.parametrize("text", ["# Atelier\n\nTwo heavy euro board games.", "\x89PNG\r\n\x1a\n\x00\x00\ufffd\ufffd",
                                  "[1, 2, 3]", '{"name": "a package.json"}', ""])
def test_a_file_that_is_not_an_atelier_save_is_called_so_not_damaged(text):
    with pytest.raises(BadLink, match="^This is not an Atelier saved game.$"):
        load_save(text)


def test_a_save_cut_short_is_called_damaged():
    match, state = played(["add:2"])
    text = save_text(match, state, WHEN)
    with pytest.raises(BadLink, match="damaged: its text was cut short"):
        load_save(text[: len(text) // 2])


@pytest.mark.parametrize("change, words", [
    (lambda d: d.pop("last_played"), "the date it was last played"),
    (lambda d: d["match"].update(seed="x"), "its seed"),
    (lambda d: d["match"]["log"][0].update(index=-1), "its moves"),
    (lambda d: d["match"]["seats"][0].update(colour="<b>"), "a player's colour"),
    (lambda d: d.update(extra=1), "its content"),
])
def test_a_damaged_field_is_named_in_a_players_words_not_the_validators(change, words):
    match, state = played(["add:2"])
    text = edited(save_text(match, state, WHEN), change)
    with pytest.raises(BadLink) as refused:
        load_save(text)
    message = str(refused.value)
    assert message == f"This saved game is damaged: {words} is missing or wrong."
    for validator_wording in ("Field required", "last_played:", "Input should", "String should", "_"):
        assert validator_wording not in message


@pytest.mark.parametrize("level", ["zzz", "gpeedy"])
def test_a_save_with_a_bot_level_the_app_does_not_have_is_refused_when_read(level):
    match, state = played(["add:2"])
    text = edited(save_text(match, state, WHEN), lambda d: d["match"]["seats"][1].update(bot=level))
    with pytest.raises(BadLink, match=f"Bo is a bot this app does not have \\('{level}'\\)"):
        read_entry(text)
    assert list_row(text).problem.startswith("This saved game cannot be opened: Bo is a bot")
