"""Luthier on the kernel contract: hidden information (R4), saves, errors, undo barrier."""

from __future__ import annotations

import json

import pytest
from lu_helpers import act, ids, new, planning, resolution_with

from pycore.engine.errors import BadLink, IllegalAction
from pycore.engine.rng import Rng
from pycore.luthier import GAME


def test_planning_chips_show_only_backs_to_others_until_revealed():
    s = planning(2, seed=1)
    mover = GAME.to_move(s)
    act(s, "place:chip5:salon")
    mine = GAME.observation(s, mover)["placements"][0]
    theirs = GAME.observation(s, 1 - mover)["placements"][0]
    public = GAME.observation(s, None)["placements"][0]
    assert mine["chip"] == 5 and theirs["chip"] is None and public["chip"] is None
    assert theirs["location"] == "salon" and theirs["apprentices"] == 0  # R4: public


def test_revealed_chips_are_seen_by_all():
    s = planning(2, seed=1)
    resolution_with(s, [(0, 5, "balcony"), (1, 3, "guild")], order=[0, 1])
    act(s, "activate:balcony", "balcony:reputation")
    view = GAME.observation(s, 1)["placements"]
    balcony = next(p for p in view if p["location"] == "balcony")
    guild = next(p for p in view if p["location"] == "guild")
    assert balcony["chip"] == 5 and guild["chip"] == 3  # seat 1's own chip
    assert next(p for p in GAME.observation(s, 0)["placements"] if p["location"] == "guild")["chip"] is None


def test_objectives_setup_deals_and_deck_order_are_hidden():
    s = new(2, seed=1)
    obs = GAME.observation(s, 1)
    assert obs["players"][0]["deal"] == {} and obs["players"][1]["deal"]
    to = planning(2, seed=1)
    o = GAME.observation(to, 0)
    assert o["players"][0]["objective"].startswith("O") and o["players"][1]["objective"] == "hidden"
    assert all(isinstance(v, int) for v in o["decks"].values())  # sizes only
    assert o["players"][1]["chips"] == [] and o["players"][1]["chips_free"] == 3


def test_others_decision_details_are_hidden():
    s = new(2, seed=1)
    mover = GAME.to_move(s)
    assert "what" in GAME.observation(s, mover)["waiting_for"]
    assert "what" not in GAME.observation(s, 1 - mover)["waiting_for"]


def test_json_round_trip_and_bad_saves():
    s = planning(3, seed=6)
    text = GAME.to_json(s)
    again = GAME.from_json(text)
    assert GAME.to_json(again) == text and ids(again) == ids(s)
    for bad in ("", "{}", text[:-10], "not json", json.dumps({"seed": "x"})):
        with pytest.raises(BadLink):
            GAME.from_json(bad)


def test_undo_barrier_changes_on_reveals_draws_and_turn_ends():
    s = planning(2, seed=1)
    b, reveals = GAME.undo_barrier(s), s.reveals
    act(s, ids(s)[0])  # a face-down placement: no information revealed, but the turn passes
    assert s.reveals == reveals
    assert GAME.undo_barrier(s) != b
    resolution_with(s, [(0, 3, "guild")], order=[0, 1])
    b = GAME.undo_barrier(s)
    act(s, "activate:guild")  # the stack is revealed
    assert GAME.undo_barrier(s) != b


def test_bad_player_counts_and_options_are_refused():
    with pytest.raises(IllegalAction):
        GAME.new_game([], 1)
    with pytest.raises(IllegalAction):
        GAME.new_game(["a", "b", "c", "d", "e"], 1)
    with pytest.raises(IllegalAction):
        GAME.new_game(["a"], 1, {"automa": "godlike"})


def test_player_names_are_kept_as_plain_text():
    s = GAME.new_game(["<b>Ada</b>", "Bo & Co"], 1)
    assert [p["name"] for p in GAME.observation(s, None)["players"]] == ["<b>Ada</b>", "Bo & Co"]


def test_legal_action_order_is_deterministic():
    a, b = planning(4, seed=8), planning(4, seed=8)
    assert ids(a) == ids(b)
    labels = [x.label for x in GAME.legal_actions(a)]
    assert all(label and len(label) < 90 for label in labels)


def test_round_is_shown_from_1():
    assert GAME.round(new(2)) == 1 and GAME.round(planning(2)) == 1


def test_a_save_with_an_unknown_phase_or_decision_is_refused():
    text = GAME.to_json(planning(2, seed=6))
    for bad in (text.replace('"phase":"planning"', '"phase":"cheating"'), text.replace('"kind":"plan"', '"kind":"win"')):
        with pytest.raises(BadLink):
            GAME.from_json(bad)


def test_r4_nobody_sees_another_seats_face_down_chip_objective_or_deal_in_random_games():
    """R4, over whole random games (every player count, every step): a face-down chip shows no number
    and no specialist to anyone but its owner, and nobody sees another seat's objective, deal or chips."""
    for players in (1, 2, 3, 4):
        for seed in (1, 2):
            s = new(players, seed=seed)
            chooser = Rng.from_seed(seed)
            while not GAME.is_over(s):
                for seat in [None, *range(players)]:
                    view = GAME.observation(s, seat)
                    for pl in view["placements"]:
                        if not pl["revealed"] and pl["seat"] != seat:
                            assert pl["chip"] is None and pl["specialist"] is None
                    for other in view["players"]:
                        if other["seat"] != seat:
                            assert other["objective"] in (None, "hidden") and other["deal"] == {} and other["chips"] == []
                GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
