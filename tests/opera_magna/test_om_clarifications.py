"""Reference section 7: clarifications R1-R17, one or more tests each, set up by hand."""

from om_helpers import NEUTRAL_CARD, NEUTRAL_PROFIT, do, ids, me, new, plain_player, refined_phase, resolve, set_city

from pycore.engine import get_game
from pycore.opera_magna import GAME
from pycore.opera_magna.opera import carts, rival_target
from pycore.opera_magna.market import market_prices
from pycore.opera_magna.rules import start_turn
from pycore.opera_magna.scoring import majority_awards
from pycore.opera_magna.state import NEWEST

FREE_COST = ["B1-l", "B1-w", "B1-m"]  # cost halves showing nothing
FREE_CARD = "C1-l"  # its cost half shows nothing


def _activate(state, power, side="cost", cost=FREE_COST, profit=NEUTRAL_PROFIT, card=None):
    city = set_city(state, 0, cost, profit, power)
    card = card or (FREE_CARD if side == "cost" else NEUTRAL_CARD)
    me(state).hand = [card]
    return do(state, f"merchant:supply:{city}-{side}", f"card:{card}")


# R1 - City Powers


def test_r1_carters_guild_gives_one_extra_cart_this_turn_from_the_cost_area_only():
    state = new()
    plain_player(state)
    _activate(state, "CP4")
    assert carts(state, state.seat) == 1
    state2 = new()
    plain_player(state2)
    _activate(state2, "CP4", side="profit")
    assert carts(state2, state2.seat) == 0


def test_r1_masons_guild_lets_one_good_of_any_colour_go_on_a_building():
    state = new()
    p = plain_player(state)
    p.works, p.placed = ["S04", "M01"], [0, 0]  # Planks, Bell
    _activate(state, "CP5")
    p.refined = [0, 0, 2, 0]  # two Columns
    assert "build:0:column" in ids(state)
    do(state, "build:0:column")
    assert "build:1:column" not in ids(state)


def test_r1_exchange_makes_any_market_card_free_and_it_is_still_the_only_card():
    state = new()
    p = plain_player(state, raw=(0, 0, 0, 0))
    _activate(state, "CP6")
    do(state, "end")
    if state.phase == "buildings":
        do(state, ids(state)[0])
    assert ids(state) == ["market:0", "market:1", "market:2", "market:3"]
    hand = len(p.hand)
    seat = state.seat
    do(state, "market:3")
    assert len(state.players[seat].hand) == hand + 1 and state.seat != seat


def test_r1_customs_rebate_is_one_optional_action_gaining_2_raw_of_cost_area_types():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    _activate(state, "CP1", cost=["B1-l", "B2-w", "B2-s"], card="C1-l")  # cost area now B2-w, B2-s, C1-l
    assert "power" in ids(state)
    do(state, "power")
    assert ids(state) == ["raw:wood", "raw:sand"]
    do(state, "raw:wood", "raw:sand")
    assert p.raw[1] == 2 - 1 + 1 and p.raw[3] == 2 - 1 + 1
    assert "power" not in ids(state)


def test_r1_notary_moves_one_certificate_one_space_right():
    state = new()
    p = plain_player(state)
    _activate(state, "CP3")
    cert = list(p.cert)
    do(state, "power", "cert:marble")
    assert p.cert == [cert[0], cert[1], cert[2] + 1, cert[3]]


def test_r1_refiners_guild_twice_pay_1_raw_for_its_refined_good():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    _activate(state, "CP2")
    do(state, "refine:lead", "refine:sand")
    assert p.refined[0] == 1 and p.refined[3] == 1 and p.raw[0] == 1
    assert not [a for a in ids(state) if a.startswith("refine:")]


def test_r1_city_power_needs_the_merchant_in_the_cost_area():
    state = new()
    plain_player(state)
    _activate(state, "CP3", side="profit")
    assert "power" not in ids(state)


# R2 - missing Goods


def test_r2_notarys_office_may_pay_another_raw_good_for_each_missing_one_in_colour_order():
    state = new()
    p = plain_player(state, raw=(0, 0, 1, 0), board="II")
    p.right[1] = ["M07"]
    p.cert = [5, 5, 5, 5]
    city = set_city(state, 0, ["B2-l", "B2-w", "B1-m"], NEUTRAL_PROFIT)  # 1 Lead, 1 Wood (Wood discounted)
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert ids(state) == ["notary:marble", "notary:decline"]
    do(state, "notary:marble")
    assert p.raw[2] == 0 + 4 and p.cert[0] == 5  # Marble paid for the Lead; then the profit


def test_r2_declining_the_notary_moves_the_certificate_left():
    state = new()
    p = plain_player(state, raw=(0, 0, 1, 0), board="II")
    p.right[1] = ["M07"]
    p.cert = [5, 5, 5, 5]
    city = set_city(state, 0, ["B2-l", "B1-w", "B1-m"], NEUTRAL_PROFIT)
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}", "notary:decline")
    assert p.cert[0] == 4 and p.raw[2] == 1 + 4


def test_r2_marble_court_costs_1_point_instead_of_a_certificate_step():
    state = new()
    p = plain_player(state, raw=(0, 0, 0, 0), board="II")
    p.right[2] = ["L09"]
    p.cert = [6, 3, 3, 3]
    city = set_city(state, 0, ["A09-l", "B1-w", "B1-m"], NEUTRAL_PROFIT)
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")
    assert p.cert[0] == 6 and p.vp == 3


# R3 - Loggia dei Mercanti


def test_r3_loggia_gains_1_raw_of_a_colour_shown_in_the_profit_area():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    p.right[1] = ["M08"]
    _activate(state, None, side="profit", cost=FREE_COST, profit=["A01-l", "A06-l", "A01-w"], card="A01-m")
    # Profit Area now: A06-l (Planks), A01-w (2 Marble), A01-m (2 Sand): colours Wood, Marble, Sand
    assert ids(state) == ["raw:wood", "raw:marble", "raw:sand"]


def test_r3_no_loggia_bonus_from_the_cost_area():
    state = new()
    p = plain_player(state)
    p.right[1] = ["M08"]
    _activate(state, None, side="cost")
    assert not state.pending


# R4 - Convert, Tinker's Bench


def test_r4_convert_is_one_good_per_action_and_tinkers_bench_adds_1_to_the_first_each_turn():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    p.right[0] = ["S03"]
    refined_phase(state, refined=(2, 0, 0, 0))
    do(state, "convert:bell")
    assert p.raw[0] == 4
    do(state, "convert:bell")
    assert p.raw[0] == 5


# R5 - Conversions


def test_r5_the_any_raw_good_of_a_conversion_may_be_the_printed_type():
    state = new()
    p = plain_player(state, raw=(0, 0, 2, 0), board="I")  # Left-Large: pay 1 Marble + 1 any, gain a Column
    p.left[2] = ["L01"]
    refined_phase(state)
    assert "conversion:L:marble" in ids(state)
    do(state, "conversion:L:marble")
    assert p.raw[2] == 0 and p.refined[2] == 1


def test_r5_refining_is_only_in_the_refined_goods_phase():
    state = new()
    p = plain_player(state, raw=(5, 5, 5, 5), board="I")
    p.left[0] = ["S02"]
    p.right[1] = ["M10"]
    assert not [a for a in ids(state) if a.startswith(("conversion", "refine"))]
    refined_phase(state)
    assert "conversion:S" in ids(state) and "refine:lead" in ids(state)


# R6 - wild colours


def test_r6_carpenters_and_masons_guild_stack_and_a_matching_good_uses_no_allowance():
    state = new()
    p = plain_player(state)
    p.right[1] = ["M04"]
    p.works, p.placed = ["L01", "M01"], [0, 0]  # both Bell
    _activate(state, "CP5")
    p.refined = [1, 0, 0, 3]
    do(state, "build:0:bell", "build:0:glass", "build:1:glass")
    assert "build:0:glass" not in ids(state) and state.turn.wild_used == 2


# R7 - Warehouses


def test_r7_warehouse_keeps_unused_goods_for_the_next_turn():
    state = new()
    seat = state.seat
    p = plain_player(state)
    p.right[1] = ["M05"]
    p.right[2] = ["L06"]
    refined_phase(state, refined=(2, 1, 1, 0))
    do(state, "end")
    assert ids(state) == ["keep:bell", "keep:planks", "keep:column", "keep:done"]
    do(state, "keep:bell", "keep:bell", "keep:column")
    assert p.stored == [2, 0, 1, 0] and p.refined == [0, 0, 0, 0]
    while state.seat == seat:
        do(state, ids(state)[0])
    while state.seat != seat:
        do(state, ids(state)[0])
    assert p.refined == [2, 0, 1, 0] and p.stored == [0, 0, 0, 0]


# R8 - start of turn


def test_r8_start_of_turn_stored_goods_then_bead_seller_then_stained_glass_atelier():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    p.right = [["S11"], [], ["L11"]]
    p.stored = [0, 1, 0, 0]
    start_turn(state)  # the same seat's turn starts again, from the top
    assert p.refined == [0, 1, 0, 0]
    assert ids(state)[0] == "raw:lead" and all(a.startswith("raw:") for a in ids(state))
    do(state, "raw:sand")
    assert p.raw[3] == 3 and all(a.startswith("refined:") for a in ids(state))
    do(state, "refined:glass")
    assert p.refined == [0, 1, 0, 1] and state.phase == "merchant"


# R9 - trigger order


def test_r9_completion_side_then_card_effect_then_masons_yard():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    p.right[0] = ["S09"]  # Mason's Yard
    p.works, p.placed = ["M01", "S02"], [2, 0]  # Mint: gain 5 Raw Goods
    refined_phase(state, refined=(1, 0, 0, 0))
    do(state, "build:0:bell")
    assert ids(state) == ["side:left", "side:right"]
    do(state, "side:right")
    assert state.pending[0].kind == "raw" and state.pending[0].units == 5  # Mint first
    assert state.pending[1].kind == "raw" and state.pending[1].units == 1  # then Mason's Yard
    resolve(state)
    assert sum(p.raw) == 8 + 6


def test_masons_yard_does_not_count_its_own_completion_only_later_buildings():
    """Reference 4.6, S09: "Whenever you complete *another* Building *later*, gain 1 Raw Good of your choice"
    (docs/rules/opera-magna.md, choice 9: only Yards already on the right count)."""
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2))
    p.works, p.placed = ["S09", "S07"], [1, 1]  # Mason's Yard and Quarry Office, both built with Columns
    refined_phase(state, refined=(0, 0, 2, 0))
    do(state, "build:0:column", "side:right")  # Mason's Yard itself: no Raw Good of your choice
    assert p.right[0] == ["S09"] and not state.pending
    do(state, "build:0:column", "side:left")  # Quarry Office, a later Building, on either side
    assert [(step.kind, step.units) for step in state.pending] == [("raw", 1)]


def test_r9_a_building_completed_by_roof_trusses_resolves_completely_first():
    state = new()
    p = plain_player(state, raw=(2, 2, 2, 2), board="I")
    state.sites = ["W1-P", "W1-B", "W1-C", "W1-G", "W2-P", "W2-B", "W2-C", "W2-G", "W3-B", "W3-P", "W3-C", "W3-G"]
    state.tokens[0] = [1 - state.seat]
    p.right = [["S02"], [], []]
    p.cert = [7, 7, 7, 7]
    p.works, p.placed = ["S07", "M01"], [1, 0]  # Quarry Office (gain 1 of each) one Good short
    refined_phase(state, refined=(0, 1, 0, 0))
    do(state, "opera:b1")  # Roof Trusses, first contributor
    assert ids(state) == ["roof:0", "roof:1"]
    do(state, "roof:0")
    assert ids(state) == ["side:left", "side:right"]
    do(state, "side:right")
    assert p.right[0] == ["S02", "S07"] and p.raw == [3, 3, 3, 3]


# R10 - multi-unit choices


def test_r10_multi_unit_choices_never_go_back_in_colour_order():
    state = new()
    plain_player(state, raw=(0, 0, 0, 0))
    p = me(state)
    p.works, p.placed = ["M01", "S02"], [2, 0]  # Mint: 5 Raw Goods in any combination
    refined_phase(state, refined=(1, 0, 0, 0))
    do(state, "build:0:bell", "side:right", "raw:wood")
    assert ids(state) == ["raw:wood", "raw:marble", "raw:sand"]
    do(state, "raw:sand")
    assert ids(state) == ["raw:sand"]


def test_r10_chandlers_stall_is_a_single_choice_of_one_type():
    state = new()
    p = plain_player(state, raw=(0, 0, 0, 0))
    p.works, p.placed = ["S01", "M01"], [1, 0]
    refined_phase(state, refined=(1, 0, 0, 0))
    do(state, "build:0:bell", "side:right", "raw:marble")
    assert p.raw == [0, 0, 3, 0] and not state.pending


# R11 - no legal target


def test_r11_a_certificate_on_space_10_is_not_offered_and_a_raw_good_at_9_is_not_offered():
    state = new()
    p = plain_player(state, raw=(9, 0, 0, 0))
    p.cert = [10, 10, 3, 3]
    p.works, p.placed = ["S06", "M01"], [1, 0]  # Apprentice's Loft: a Certificate +1
    refined_phase(state, refined=(0, 1, 0, 0))
    do(state, "build:0:planks", "side:right")
    assert ids(state) == ["cert:marble", "cert:sand"]


def test_r11_roof_trusses_without_a_building_under_construction_does_nothing():
    state = new()
    p = plain_player(state)
    p.works, p.placed = [], []
    state.sites = ["W1-P", "W1-B", "W1-C", "W1-G", "W2-P", "W2-B", "W2-C", "W2-G", "W3-B", "W3-P", "W3-C", "W3-G"]
    state.tokens[0] = [1 - state.seat]
    p.right = [["S02"], [], []]
    p.cert = [7, 7, 7, 7]
    refined_phase(state, refined=(0, 1, 0, 0))
    do(state, "opera:b1")
    assert not state.pending and state.tokens[4] == [state.seat]


# R12 - Building display refill


def test_r12_an_empty_deck_refills_from_the_next_larger_then_the_nearest_smaller_deck():
    state = new()
    p = me(state)
    p.works, p.placed = [], []
    state.phase = "buildings"
    state.building_decks[0] = []  # no Small cards left
    top_medium = state.building_decks[1][-1]
    do(state, f"building:{state.display[0]}")
    assert state.display[0] == top_medium
    state.building_decks[1] = []
    state.building_decks[2] = []
    large = state.display[4]
    do(state, f"building:{large}")
    assert state.display[4] == ""


def test_r12_stop_taking_when_the_display_is_empty():
    state = new()
    p = me(state)
    p.works, p.placed = [], []
    state.phase = "buildings"
    state.building_decks = [[], [], []]
    state.display = ["", "", "", "", "", "S01"]
    do(state, "building:S01")
    assert p.works == ["S01"] and state.phase == "market"


# R14 - Opera majority


def test_r14_majority_ties_share_the_sum_of_their_places_rounded_down():
    # rules om-5 and om-6: 4 players 2 / 1 (om-4: 4 / 2 / 1, om-3: 6 / 3 / 1; docs/rules/opera-magna.md)
    assert majority_awards(NEWEST, {0: 4, 1: 4, 2: 2, 3: 1}, 4) == {0: 1, 1: 1, 2: 0, 3: 0}  # (2+1)//2, then nothing
    assert majority_awards(NEWEST, {0: 3, 1: 3, 2: 3, 3: 0}, 4) == {0: 1, 1: 1, 2: 1}  # (2+1)//3; 0 tokens: no place
    assert majority_awards(NEWEST, {0: 5, 1: 2, 2: 1}, 4) == {0: 2, 1: 1, 2: 0}
    assert majority_awards(NEWEST, {0: 2, 1: 1}, 2) == {0: 4, 1: 0}
    assert majority_awards(NEWEST, {0: 1, 1: 1}, 2) == {0: 2, 1: 2}
    assert majority_awards(NEWEST, {0: 1, 1: 2, 2: 1}, 3) == {1: 2, 0: 0, 2: 0}  # 3 players: 2 / 1, (1+0)//2


def test_r14_a_game_of_rules_om_4_keeps_its_awards_4_2_1():
    om_4 = get_game("opera-magna", "om-4").components
    assert majority_awards(om_4, {0: 4, 1: 4, 2: 2, 3: 1}, 4) == {0: 3, 1: 3, 2: 1, 3: 0}  # (4+2)//2, then 1
    assert majority_awards(om_4, {0: 3, 1: 3, 2: 3, 3: 0}, 4) == {0: 2, 1: 2, 2: 2}  # (4+2+1)//3
    assert majority_awards(om_4, {0: 1, 1: 2, 2: 1}, 3) == {1: 4, 0: 1, 2: 1}  # 3 players: 4 / 2
    assert majority_awards(om_4, {0: 2, 1: 1}, 2) == {0: 4, 1: 0}  # 2 players: 4, as in om-5


def test_r14_solo_uses_the_2_player_table_with_the_rival():
    assert majority_awards(NEWEST, {0: 3, -1: 5}, 1) == {-1: 4, 0: 0}
    assert majority_awards(NEWEST, {0: 5, -1: 3}, 1) == {0: 4, -1: 0}


# R15 - solo Rival


def test_r15_the_rival_places_after_each_turn_in_the_rounds_column_lowest_open_empty_site():
    state = new(players=1, seed=2)
    assert rival_target(state) == 0  # round 1: column 1, level 1
    while state.round == 1:
        do(state, ids(state)[-1])
    assert -1 in state.tokens[0]
    state.tokens[1] = [0]
    assert rival_target(state) == 5  # round 2: column 2, a2 taken -> b2


def test_r15_the_rival_moves_on_to_the_next_column_when_its_column_is_full():
    state = new(players=1, seed=2)
    for position in (0, 4, 8):
        state.tokens[position] = [0]
    assert rival_target(state) == 1


def test_r15_a_rival_token_first_cancels_the_worksite_effect():
    state = new(players=1, seed=2)
    p = plain_player(state)
    state.sites = ["W1-C", "W1-B", "W1-P", "W1-G", "W2-P", "W2-B", "W2-C", "W2-G", "W3-B", "W3-P", "W3-C", "W3-G"]
    state.tokens[0] = [-1]
    p.right = [["S02"], [], []]
    refined_phase(state, refined=(0, 0, 1, 0))
    vp = p.vp
    do(state, "opera:a1")
    assert p.vp == vp


# R16 - Market price


def test_r16_porters_lodge_lowers_market_prices_by_1_to_a_minimum_of_0():
    state = new()
    me(state).right[0] = ["S05"]
    assert market_prices(state) == [0, 0, 1, 2]


# R17 - setup


def test_r17_turn_order_compensation_1_2_3_raw_goods_chosen_one_at_a_time_in_seat_order():
    state = GAME.new_game(["A", "B", "C", "D"], 11)
    order = state.order
    for position, seat in enumerate(order[1:], start=1):
        before = sum(state.players[seat].raw)
        for _ in range(position):
            assert GAME.to_move(state) == seat
            do(state, ids(state)[-1])
        assert sum(state.players[seat].raw) == before + position
    assert state.phase == "merchant" and GAME.to_move(state) == order[0]


def test_r17_turn_order_compensation_goes_by_place_in_turn_order_not_by_seat_number():
    """Reference 4.1: "seat 2 gains +1 Raw Good of their choice, seat 3 gains +2, seat 4 gains +3", read as the
    2nd, 3rd and 4th players in turn order after the random first player (docs/rules/opera-magna.md, choice 10)."""
    state = GAME.new_game(["A", "B", "C", "D"], 4)
    assert state.order == [2, 3, 0, 1]  # the first player drawn is the third seat
    before = [sum(p.raw) for p in state.players]
    resolve(state)
    assert [sum(p.raw) - b for p, b in zip(state.players, before)] == [2, 3, 0, 1]  # seat by seat
