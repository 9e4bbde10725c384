"""Luthier's observations have exactly the shape `observation_types.Observation` declares, the type the
web views read them through (issue 28; the check: tests/observation_shape.py)."""

from __future__ import annotations

from lu_helpers import act, blank_player, give_patron, planning, resolution_with, take_out
from observation_shape import assert_check_refuses_changes, assert_shape, check_random_games, optional_keys, shape_check

from pycore.engine.registry import LUTHIER
from pycore.luthier import GAME
from pycore.luthier.observation_types import Observation


def a_choice_of_patrons_to_satisfy():
    """One performance meeting two patrons' demands: the player chooses which one it satisfies (C5, R15) —
    the one decision whose data random games almost never show (its cards: `waiting_for.patrons`)."""
    s = planning(2, seed=1)
    blank_player(s, 0)
    for where, card in (("showcase", "I01"), ("perf_cards", "P06")):  # a string / baroque; perform a string
        take_out(s, card)
        getattr(s.players[0], where).append(card)
    s.players[0].finished.append("I01")
    give_patron(s, 0, "PA01")  # Bach: perform baroque
    give_patron(s, 0, "PA07")  # Corelli: perform string
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    return act(s, "activate:perform", "perform:P06:I01")


def test_every_observation_of_random_games_has_exactly_the_declared_shape():
    seen = check_random_games(LUTHIER, Observation, seeds=(3, 11, 19))
    assert optional_keys(Observation) - seen == {"waiting_for.patrons"}  # shown below


def test_a_choice_of_patrons_to_satisfy_has_the_declared_shape_and_shows_them_to_the_chooser_only():
    s = a_choice_of_patrons_to_satisfy()
    check = shape_check(Observation)
    for seat in (None, 0, 1):
        assert_shape(check, GAME.observation(s, seat), f"seat {seat}")
    assert GAME.observation(s, 0)["waiting_for"] == {"kind": "satisfy", "seat": 0, "location": "perform",
                                                     "patrons": ["PA01", "PA07"]}
    assert "patrons" not in GAME.observation(s, 1)["waiting_for"] and "patrons" not in GAME.observation(s, None)["waiting_for"]


def test_the_shape_check_refuses_a_missing_an_extra_or_a_mistyped_key():
    assert_check_refuses_changes(LUTHIER, Observation)
