"""The bounded JSON reader (pycore.engine.jsontext): text from storage, a file or a link is measured
before json.loads sees it, so a deeply nested text is refused, never a RecursionError (or, in Pyodide,
a dead page); real saves and table pictures stay far inside the bound."""

import json

import pytest

from pycore.cli import play_bot_game
from pycore.engine import get_game
from pycore.engine.jsontext import BOM, MAX_CHARS, MAX_DEPTH, TooDeep, TooLarge, nesting_depth, read_json
from pycore.engine.match import make_seat, match_from_actions
from pycore.engine.save import save_text

DEEP_TEXTS = ["[" * 20000, "{\"a\":" * 20000, "[" * 20000 + "]" * 20000, "[" * (MAX_DEPTH + 1)]


@pytest.mark.parametrize("text", DEEP_TEXTS, ids=["open", "objects", "balanced", "just-over"])
def test_a_text_nested_deeper_than_the_bound_is_refused_before_parsing(text):
    with pytest.raises(TooDeep):
        read_json(text)


def test_a_text_exactly_at_the_bound_is_read():
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) == json.loads("[" * MAX_DEPTH + "]" * MAX_DEPTH)


def test_brackets_inside_strings_do_not_count_even_with_escaped_quotes():
    name = '[{\\"[' * 200  # a JSON string full of brackets and escaped quotes
    assert read_json(f'{{"name": "{name}", "list": [[1]]}}')["list"] == [[1]]
    assert nesting_depth(f'["{name}"]') == 1


def test_a_text_longer_than_anything_atelier_writes_is_refused():
    with pytest.raises(TooLarge):
        read_json(" " * (MAX_CHARS + 1))


def test_a_leading_byte_order_mark_is_not_part_of_the_json():
    assert read_json(BOM + '{"atelier": "save"}') == {"atelier": "save"}


def test_text_that_is_not_json_is_still_a_value_error():
    with pytest.raises(ValueError):
        read_json("# README\nThis is not a save.")


@pytest.mark.parametrize("game_id", ["opera-magna", "luthier"])
def test_a_whole_real_game_save_nests_at_most_a_quarter_of_the_bound(game_id):
    # The margin the bound is chosen with: the deepest real structure is a save (save > match > log > step).
    names = ["Ada", "Bruno", "Chiara", "Dario"]
    played = play_bot_game(get_game(game_id), names, 3, ["random"] * 4)
    seats = [make_seat(name, "bot", "random") for name in names]
    match, state = match_from_actions(game_id, seats, 3, played.options, played.actions)
    text = save_text(match, state, "2026-12-01T14:00:00+00:00")
    assert nesting_depth(text, stop_above=10**6) == 4
    assert 4 * 4 <= MAX_DEPTH
    assert read_json(text) == json.loads(text)
