"""Opera Magna's observations have exactly the shape `observation_types.Observation` declares, the type
the web views read them through (issue 28; the check: tests/observation_shape.py)."""

from __future__ import annotations

from observation_shape import assert_check_refuses_changes, check_random_games, optional_keys

from pycore.engine.registry import OPERA_MAGNA
from pycore.opera_magna.observation_types import Observation


def test_every_observation_of_random_games_has_exactly_the_declared_shape():
    seen = check_random_games(OPERA_MAGNA, Observation, seeds=(3, 11))
    assert optional_keys(Observation) <= seen


def test_the_shape_check_refuses_a_missing_an_extra_or_a_mistyped_key():
    assert_check_refuses_changes(OPERA_MAGNA, Observation)
