"""The measured value of a position (`valuation.py`), for Hard's rollouts: the score now plus what
each holding was worth in played games, by the weights fitted for the round just begun."""

from __future__ import annotations

from pycore.bots import get_bot
from pycore.engine.rng import Rng
from pycore.luthier import GAME
from pycore.luthier.components import INSTRUMENTS
from pycore.luthier.heuristic import score_now
from pycore.luthier.valuation import FEATURES, WEIGHTS, features, measured_value, weights_for

from lu_helpers import new


def played_to_round(players: int, seed: int, round_: int):
    state = new(players, seed)
    rng = Rng.from_seed(seed)
    while state.round < round_ and not GAME.is_over(state):
        GAME.apply(state, get_bot("normal")(GAME, state, rng))
    return state


def test_every_round_and_player_count_has_one_weight_per_holding_and_a_constant():
    for table in WEIGHTS.values():
        assert set(table) == {2, 3, 4, 5, 6}
        assert all(len(w) == len(FEATURES) + 1 for w in table.values())


def test_a_blueprint_in_hand_is_worth_its_prestige_times_the_rounds_fitted_weight():
    for players in (2, 4):
        state = played_to_round(players, 11, 3)
        before = measured_value(state, 0)
        card = next(c for c in INSTRUMENTS if c not in state.players[0].hand)
        state.players[0].hand.append(card)
        weight = weights_for(players, 3)[FEATURES.index("hand")]
        assert weights_for(players, 3) == WEIGHTS.get(players, WEIGHTS[2])[3]
        assert abs(measured_value(state, 0) - before - weight * INSTRUMENTS[card]["prestige"]) < 1e-9
        assert features(state, 0)[FEATURES.index("hand")] >= INSTRUMENTS[card]["prestige"]


def test_at_the_end_the_measured_value_is_the_score():
    state = played_to_round(2, 12, 7)
    assert GAME.is_over(state)
    for score in GAME.scores(state):
        assert measured_value(state, score.seat) == score_now(state, score.seat) == GAME.measured_value(state, score.seat)
        assert score.total <= score_now(state, score.seat) < score.total + 1  # money counted smoothly
