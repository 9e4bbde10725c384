"""Seed 001: a turn's four phases, Merchants, sliding Trade Cards, the Market, the decks as the clock."""

from om_helpers import NEUTRAL_CARD, NEUTRAL_PROFIT, do, ids, market_phase, me, new, plain_player, refined_phase, set_city

from pycore.opera_magna import GAME
from pycore.opera_magna.components import TRADE_CARDS


def test_merchant_may_not_enter_an_area_holding_one_of_your_merchants():
    state = new()
    p = me(state)
    pisa = state.cities[0].name.lower()
    p.merchants = [f"{pisa}-cost", "", ""]
    moves = [a for a in ids(state) if a.startswith("merchant:")]
    assert f"merchant:supply:{pisa}-cost" not in moves
    assert f"merchant:supply:{pisa}-profit" in moves


def test_merchant_may_move_between_the_two_areas_of_the_same_city():
    state = new()
    pisa = state.cities[0].name.lower()
    me(state).merchants = [f"{pisa}-cost", "", ""]
    assert f"merchant:{pisa}-cost:{pisa}-profit" in ids(state)


def test_other_players_merchants_never_block_an_area():
    state = new()
    pisa = state.cities[0].name.lower()
    for p in state.players:
        if p is not me(state):
            p.merchants = [f"{pisa}-cost", f"{pisa}-profit", ""]
    assert f"merchant:supply:{pisa}-cost" in ids(state)


def test_trade_cards_slide_left_leftmost_discarded_played_card_on_the_right():
    state = new()
    plain_player(state, raw=(5, 5, 5, 5))
    city = set_city(state, 0, ["A01-l", "A01-w", "A01-m"], NEUTRAL_PROFIT)
    me(state).hand = ["B1-s"]
    do(state, f"merchant:supply:{city}-cost", "card:B1-s")
    assert state.cities[0].cost == ["A01-w", "A01-m", "B1-s"]
    assert state.discard[-1] == "A01-l"


def test_activation_pays_the_cost_area_and_takes_the_profit_area_whichever_area_was_entered():
    state = new()
    p = plain_player(state, raw=(5, 5, 5, 5), board="I")
    city = set_city(state, 0, ["B2-l", "B2-w", "B2-m"], NEUTRAL_PROFIT)  # 1 Lead (slides out), 1 Wood, 1 Marble
    p.hand = ["B1-s"]
    do(state, f"merchant:supply:{city}-cost", "card:B1-s")  # B1-s costs nothing
    assert p.raw == [5, 4, 9, 5]  # Marble: paid 1, then gained 3 x 2, capped at 9


def test_profit_refined_goods_become_tokens_for_this_turn():
    state = new()
    p = plain_player(state)
    city = set_city(state, 0, ["B1-l", "B1-w", "B1-m"], ["C1-l", "A06-l", "A01-w"])
    p.hand = [NEUTRAL_CARD]
    do(state, f"merchant:supply:{city}-profit", f"card:{NEUTRAL_CARD}")  # leaves A06-l (P), A01-w, A01-m
    assert p.refined == [0, 1, 0, 0]
    assert state.phase == "refined"


def test_refined_goods_left_at_the_end_of_the_phase_are_discarded():
    state = new()
    p = refined_phase(state, refined=(1, 1, 0, 2))
    do(state, "end")
    assert p.refined == [0, 0, 0, 0]


def test_the_four_phases_come_in_order():
    state = new()
    seen = [state.phase]
    rng_choice = 0
    while state.turn_index == 0 and state.round == 1:
        GAME.apply(state, GAME.legal_actions(state)[rng_choice])
        if state.phase != seen[-1]:
            seen.append(state.phase)
    assert seen[:3] == ["merchant", "card", "refined"]
    assert "market" in seen and seen.index("market") > seen.index("refined")


def test_market_prices_are_0_1_2_3_raw_goods_of_any_type():
    state = market_phase(raw=(1, 1, 1, 0))
    p = me(state)
    assert [a for a in ids(state)] == ["market:0", "market:1", "market:2", "market:3"]
    do(state, "market:3")
    assert ids(state) == ["pay:lead"]  # 3 units, colour order never goes back: Lead first is forced
    do(state, "pay:lead", "pay:wood", "pay:marble")
    assert p.raw == [0, 0, 0, 0]


def test_the_free_leftmost_market_card_is_always_available():
    state = market_phase(raw=(0, 0, 0, 0))
    assert ids(state) == ["market:0"]


def test_market_price_takes_no_city_discount():
    state = market_phase(raw=(1, 0, 0, 0), board="I", completed_left=("S06",))
    assert ids(state) == ["market:0", "market:1"]


def test_market_cards_slide_left_and_the_last_space_is_refilled_from_the_leftmost_deck():
    state = market_phase(raw=(3, 3, 3, 3))
    before = list(state.market)
    top = state.decks[0][-1]
    hand = list(me(state).hand)
    do(state, "market:1", "pay:lead")
    assert state.market == [before[0], before[2], before[3], top]
    assert state.players[(state.order[0])].hand == hand + [before[1]]


def test_market_draws_from_the_next_deck_when_one_runs_out():
    data = GAME.position(market_phase(raw=(3, 3, 3, 3)))
    seat = data["order"][data.get("turn_index", 0)]
    data["players"][seat]["hand"] += data["decks"][0]  # deck A/B used up: its cards drawn into a hand
    data["decks"][0] = []
    state = GAME.from_position(data)
    top_c1 = state.decks[1][-1]
    do(state, "market:0")
    assert state.market[-1] == top_c1


def _play_to(state, predicate):
    while not predicate(state):
        GAME.apply(state, GAME.legal_actions(state)[0])


def test_the_last_round_starts_after_the_last_turn_of_round_8():
    for players in (1, 2, 3, 4):
        state = new(players=players, seed=players)
        assert sum(len(d) for d in state.decks) == 8 * players
        _play_to(state, lambda s: s.round == 8 and s.turn_index == players - 1 and s.phase == "market")
        assert sum(len(d) for d in state.decks) == 1 and state.final_round == 9
        GAME.apply(state, "market:0")
        _play_to(state, lambda s: not s.pending)
        assert sum(len(d) for d in state.decks) == 0
        assert state.round == 9 and state.final_round == 9


def test_no_trade_or_building_cards_are_drawn_in_the_last_round_and_the_game_ends_after_it():
    state = new(players=3, seed=5)
    _play_to(state, lambda s: s.round == 9)
    display, market, hands = list(state.display), list(state.market), [len(p.hand) for p in state.players]
    phases = set()
    while not GAME.is_over(state):
        phases.add(state.phase)
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert "market" not in phases and "buildings" not in phases
    assert state.display == display and state.market == market
    assert [len(p.hand) for p in state.players] == [h - 1 for h in hands]
    assert state.round == 9 and GAME.legal_actions(state) == []


def test_play_goes_clockwise_from_the_first_player_and_the_order_never_changes():
    state = new(players=4, seed=3)
    first = state.order[0]
    assert state.order == [(first + i) % 4 for i in range(4)]
    turns = []
    while not GAME.is_over(state):
        if not turns or turns[-1] != (state.round, state.seat):
            turns.append((state.round, state.seat))
        GAME.apply(state, GAME.legal_actions(state)[-1])
    assert turns == [(r, state.order[i]) for r in range(1, 10) for i in range(4)]


def test_hand_stays_at_3_while_playing_one_and_drawing_one():
    state = new(players=2, seed=9)
    _play_to(state, lambda s: s.round == 4)
    assert [len(p.hand) for p in state.players] == [3, 3]


def test_every_trade_card_has_a_cost_half_of_raw_goods_and_a_profit_half():
    assert len(TRADE_CARDS) == 96
    assert all(sum(c.profit_raw) + sum(c.profit_refined) > 0 for c in TRADE_CARDS.values())


def test_legal_action_counts_at_the_start_follow_from_the_rules():
    # 4 players: seat 2 in turn order chooses 1 Raw Good (4 colours), seat 3 two, seat 4 three
    state = GAME.new_game(["A", "B", "C", "D"], 21)
    assert len(GAME.legal_actions(state)) == 4
    state = new(players=4, seed=21)
    # all 3 Merchants in the supply, 6 Cities x 2 Areas
    assert len(GAME.legal_actions(state)) == 12
    do(state, ids(state)[0])
    assert len(GAME.legal_actions(state)) == 3  # the 3 cards in hand
    p = me(state)
    p.merchants = ["pisa-cost", "", ""]
    state.phase = "merchant"
    state.pending.clear()
    # from the supply to the 11 other Areas, or the Pisa-cost Merchant to those same 11
    assert len(ids(state)) == 22
    p.merchants = ["pisa-cost", "pisa-profit", "siena-cost"]
    assert len(ids(state)) == 3 * 9  # no supply; each of 3 Merchants to the 9 Areas without one
