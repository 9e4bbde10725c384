"""The new-game form (app.newgame): from what the player picks to a match, with readable refusals."""

import pytest

from pycore.engine import IllegalAction, all_infos
from pycore.engine.match import MAX_SEED

from app.newgame import SEAT_KINDS, NewGameForm, build, parse_seed, render_new_game, seat_row


def test_a_fresh_form_has_one_human_and_bots_within_the_games_player_range():
    for info in all_infos():
        form = NewGameForm.fresh(info.id)
        assert info.min_players <= len(form.seats) <= info.max_players
        assert form.seats[0].kind == "human"
        assert form.options == info.default_options()
        assert len({s.colour for s in form.seats}) == len(form.seats)


def test_the_seat_count_stays_within_the_games_range():
    form = NewGameForm.fresh("opera-magna")
    form.resize(9)
    assert len(form.seats) == 4
    form.resize(0)
    assert len(form.seats) == 1


def test_what_the_player_typed_becomes_the_match():
    form = NewGameForm.fresh("opera-magna")
    form.resize(3)
    form.read({"name-0": "  Ada  Lovelace ", "kind-0": "human", "colour-0": "green",
               "name-1": "Bo", "kind-1": "bot-hard", "name-2": "Cy", "kind-2": "human",
               "option-board": "lion", "seed": "42"})
    match = build(form)
    assert match.names == ["Ada Lovelace", "Bo", "Cy"]
    assert [s.kind for s in match.seats] == ["human", "bot", "human"]
    assert match.seats[1].bot == "hard" and match.seats[0].colour == "green"
    assert match.options == {"board": "lion"} and match.seed == 42


def test_the_form_accepts_an_expert_bot():
    form = NewGameForm.fresh("luthier")
    form.read({"name-0": "Ada", "kind-0": "human", "name-1": "Ex", "kind-1": "bot-expert", "seed": "7"})
    assert build(form).seats[1].bot == "expert"


def test_an_empty_seed_is_random_and_a_bad_one_is_refused_with_a_message():
    assert 0 <= parse_seed("") < 2**32
    assert parse_seed(str(MAX_SEED)) == MAX_SEED
    for bad in ("-1", "abc", str(MAX_SEED + 1), "1.5"):
        with pytest.raises(IllegalAction, match="seed"):
            parse_seed(bad)


@pytest.mark.parametrize("typed", ["\u00b2", "1\u00b2", "\u0661\u0662", "\uff13", "9" * 5000, "1" + "0" * 20, "+5", "0x10", "1_000"])
def test_a_seed_only_str_isdigit_accepts_or_absurdly_long_gets_the_forms_message(typed):
    # superscripts, other scripts' digits, fullwidth digits, 5,000 digits: the form's message, no crash
    form = NewGameForm.fresh("luthier")
    form.seed = typed
    with pytest.raises(IllegalAction, match="^The seed must be a whole number from 0 to 18446744073709551615"):
        build(form)


def test_a_seed_with_leading_zeros_or_spaces_is_still_read():
    assert parse_seed(" 007 ") == 7 and parse_seed("0" * 5000) == 0 and parse_seed("0" * 30 + "12") == 12


def test_two_players_with_one_name_or_a_bad_option_are_refused_readably():
    form = NewGameForm.fresh("luthier")
    form.read({"name-0": "Ada", "name-1": "Ada"})
    with pytest.raises(IllegalAction, match="different name"):
        build(form)
    form.read({"name-1": "Bo", "option-automa": "grandmaster"})
    with pytest.raises(IllegalAction, match="automa"):
        build(form)


def test_an_empty_name_gets_a_default_and_a_too_long_one_a_message():
    form = NewGameForm.fresh("luthier")
    form.read({"name-0": "   ", "name-1": "x" * 41})
    with pytest.raises(IllegalAction, match="Player"):
        build(form)
    form.read({"name-1": "Bo"})
    assert build(form).names[0] == "Player 1"


def test_the_form_shows_the_games_seats_options_and_keeps_typed_text_as_text():
    form = NewGameForm.fresh("opera-magna")
    form.read({"name-0": '"><script>alert(1)</script>'})
    form.error = "<b>bad</b>"
    html = render_new_game(form, all_infos())
    assert "<script>" not in html and "<b>bad" not in html
    assert 'data-action="ng-start:"' in html and 'name="option-board"' in html
    for n in range(1, 5):
        assert f'data-action="ng-count:{n}"' in html


def test_the_form_offers_the_bot_levels_of_the_registry_and_a_new_seat_is_a_normal_bot():
    form = NewGameForm.fresh("luthier")
    html = seat_row(1, form.seats[1])
    assert form.seats[1].kind == "bot-normal"
    assert [v for v in SEAT_KINDS if v.startswith("bot-")] == ["bot-easy", "bot-normal", "bot-hard", "bot-expert"]
    for text in ("Bot \u2013 easy", "Bot \u2013 normal", "Bot \u2013 hard", "Bot \u2013 expert"):
        assert text in html
