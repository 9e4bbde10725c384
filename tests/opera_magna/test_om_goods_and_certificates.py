"""Seed 000: Raw Goods, the cap of 9, Certificates pushed by gains, levels; seed 001: paying."""

import pytest
from om_helpers import NEUTRAL_CARD, NEUTRAL_PROFIT, do, new, plain_player, refined_phase, set_city

from pycore.opera_magna.components import LEVEL_BY_SPACE
from pycore.opera_magna.economy import gain_raw


def test_raw_good_never_above_9_extra_is_lost():
    p = plain_player(new(), raw=(8, 2, 2, 2))
    gain_raw(p, 0, 0, 3)
    assert p.raw[0] == 9


def test_gain_onto_the_certificate_space_pushes_it_one_right():
    p = plain_player(new(), raw=(2, 2, 2, 2))
    p.cert[0] = 4
    gain_raw(p, 0, 0, 1)  # to 3: not the Certificate's space
    assert p.cert[0] == 4
    gain_raw(p, 0, 0, 1)  # onto 4: pushes it to 5
    assert (p.raw[0], p.cert[0]) == (4, 5)


def test_push_at_9_puts_the_certificate_on_the_cap_space_10():
    p = plain_player(new(), raw=(8, 2, 2, 2))
    gain_raw(p, 0, 0, 5)
    assert (p.raw[0], p.cert[0]) == (9, 10)


def test_spending_never_moves_the_certificate_back():
    state = new()
    p = plain_player(state, raw=(7, 0, 0, 0), board="II")
    city = set_city(state, 0, ["A09-l", "A10-l", "B2-l"], NEUTRAL_PROFIT)  # cost 5 Lead
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert p.raw[0] == 2 and p.cert[0] == 8


def test_certificate_level_is_1_2_3_by_column():
    assert [LEVEL_BY_SPACE[s] for s in range(3, 11)] == [1, 1, 1, 2, 2, 2, 3, 3]


def test_converting_a_refined_good_is_a_raw_gain_that_pushes():
    state = new()
    p = plain_player(state, raw=(3, 2, 2, 2))
    refined_phase(state, refined=(1, 0, 0, 0))
    do(state, "convert:bell")
    assert (p.raw[0], p.cert[0], p.refined[0]) == (4, 5, 0)


def test_discounts_first_starting_and_left_buildings_add_up():
    state = new()
    p = plain_player(state, raw=(5, 5, 5, 5), board="I")  # starting discount: 1 Lead
    p.left[0] = ["S06"]  # Apprentice's Loft: discount 1 Lead
    city = set_city(state, 0, ["A09-l", "A10-l", "B2-w"], NEUTRAL_PROFIT)  # 4 Lead, 1 Wood
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert p.raw[0] == 5 - 2 and p.raw[1] == 5 - 1


def test_missing_good_moves_its_certificate_left():
    state = new()
    p = plain_player(state, raw=(1, 2, 2, 2), board="II")
    p.cert[0] = 6
    city = set_city(state, 0, ["A09-l", "B1-l", "B1-w"], NEUTRAL_PROFIT)  # cost 2 Lead
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert p.raw[0] == 0 and p.cert[0] == 5 and p.vp == 5  # 1 paid, 1 missing


def test_certificate_floor_is_space_3_then_each_step_costs_1_point():
    state = new()
    p = plain_player(state, raw=(0, 2, 2, 2), board="II")
    p.cert[0] = 4
    city = set_city(state, 0, ["A09-l", "A10-l", "B1-w"], NEUTRAL_PROFIT)  # 4 Lead, none held
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert p.cert[0] == 3 and p.vp == 5 - 3


def test_points_never_drop_below_1_and_the_payment_counts_as_made():
    state = new()
    p = plain_player(state, raw=(0, 0, 0, 0), board="II")
    p.cert = [3, 3, 3, 3]
    p.vp = 2
    city = set_city(state, 0, ["C4-l", "C4-w", "A09-s"], NEUTRAL_PROFIT)
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert p.vp == 1
    assert p.raw == [0, 0, 4, 2]  # the profit is still gained


# Reference 4.6: a Medium Building's corner shows 2 Raw Goods, a Large one's 3; Notary's Office (M07) `ls`,
# Treasury (L08) `lwm`. Seed 001: "Apply discounts first: the starting discount plus every left-side
# Building's discount, all added together."
@pytest.mark.parametrize("left, lead_paid, wood_paid", [
    ([[], ["M07"], []], 2, 1),  # 4 Lead - 1 (board) - 1 (Notary's Office); no Wood discount
    ([[], [], ["L08"]], 2, 0),  # 4 Lead - 1 (board) - 1 (Treasury); 1 Wood - 1 (Treasury)
    ([[], ["M07"], ["L08"]], 1, 0),  # every left-side Building adds up
])
def test_left_side_discounts_of_medium_and_large_buildings_lower_city_costs(left, lead_paid, wood_paid):
    state = new()
    p = plain_player(state, raw=(5, 5, 5, 5), board="I")  # starting discount: 1 Lead
    p.left = left
    city = set_city(state, 0, ["A09-l", "A10-l", "B2-w"], NEUTRAL_PROFIT)  # 4 Lead, 1 Wood
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert (5 - p.raw[0], 5 - p.raw[1]) == (lead_paid, wood_paid)
