"""The kernel contract: observation hides what it must, errors are readable and lose nothing, JSON."""

import json

import pytest
from om_helpers import do, ids, me, new, plain_player

from pycore.engine import BadLink, IllegalAction
from pycore.opera_magna import GAME


def test_observation_shows_own_hand_hides_other_hands_and_deck_order():
    state = new(players=3, seed=2)
    seat = state.seat
    view = GAME.observation(state, seat)
    json.dumps(view)
    assert view["players"][seat]["hand"] == me(state).hand
    assert all(p["hand"] is None and p["hand_size"] == 3 for p in view["players"] if p["seat"] != seat)
    assert view["decks"] == [len(d) for d in state.decks]
    assert view["building_decks"] == {"S": len(state.building_decks[0]), "M": len(state.building_decks[1]), "L": len(state.building_decks[2])}
    text = json.dumps(view)
    for deck in state.decks + state.building_decks:
        for card in deck:
            if card not in state.discard:
                assert f'"{card}"' not in text


def test_spectator_sees_no_hand():
    state = new(players=2, seed=2)
    assert all(p["hand"] is None for p in GAME.observation(state, None)["players"])


def test_illegal_action_is_refused_with_a_readable_message_and_loses_nothing():
    state = new()
    before = GAME.to_json(state)
    with pytest.raises(IllegalAction, match="must move a Merchant"):
        GAME.apply(state, "end")
    with pytest.raises(IllegalAction):
        GAME.apply(state, "merchant:nowhere:at-all")
    assert GAME.to_json(state) == before


def test_a_damaged_save_is_refused_as_a_bad_link():
    state = new()
    with pytest.raises(BadLink):
        GAME.from_json(GAME.to_json(state)[:-20])
    with pytest.raises(BadLink):
        GAME.from_json('{"board": "base"}')


def test_undo_barrier_moves_when_a_card_is_revealed_not_on_a_merchant_move():
    state = new()
    barrier = GAME.undo_barrier(state)
    do(state, ids(state)[0])
    assert GAME.undo_barrier(state) == barrier
    plain_player(state, raw=(0, 0, 0, 0))
    state.phase = "market"
    state.pending.clear()
    do(state, "market:0")
    assert GAME.undo_barrier(state) != barrier


def test_player_names_are_kept_as_text():
    state = GAME.new_game(["<b>Ada</b>", "Bo"], 1)
    assert GAME.observation(state, 0)["players"][0]["name"] == "<b>Ada</b>"
    assert GAME.scores(state)[0].name == "<b>Ada</b>"


def test_round_and_to_move():
    state = new(players=2, seed=1)
    assert GAME.round(state) == 1 and GAME.to_move(state) == state.order[0]
