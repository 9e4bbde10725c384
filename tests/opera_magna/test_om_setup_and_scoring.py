"""Reference 4.1 (setup, R17) and 4.8 (final scoring, R14, tie-breakers)."""

import pytest
from om_helpers import me, new

from pycore.engine import IllegalAction, get_game
from pycore.opera_magna import GAME
from pycore.opera_magna.components import TRADE_CARDS, WORKSITES
from pycore.opera_magna.scoring import breakdowns


def deck_letters(state):
    """Each Trade Card pile by the deck of its cards, bottom first: pile 0 is deck B under deck A, then C's piles."""
    return ["".join(TRADE_CARDS[card].deck for card in pile) for pile in state.decks]


# Reference 4.1's table; at 4 players the decks of rules om-6 (A 12, B 14, C 2 / 2 / 2: docs/rules/opera-magna.md).
@pytest.mark.parametrize("players, cities, deck_a, deck_b, c_pile", [(1, 3, 2, 3, 1), (2, 4, 4, 6, 2), (3, 5, 6, 9, 3),
                                                                     (4, 6, 12, 14, 2)])
def test_setup_cities_decks_market_and_hands_by_player_count(players, cities, deck_a, deck_b, c_pile):
    state = GAME.new_game([f"P{i}" for i in range(players)], 3)
    assert len(state.cities) == cities
    assert all(len(c.cost) == len(c.profit) == 3 for c in state.cities)
    assert deck_letters(state) == ["B" * deck_b + "A" * deck_a] + ["C" * c_pile] * 3
    setup_cards = [c for city in state.cities for c in city.cost + city.profit] + state.market
    setup_cards += [c for p in state.players for c in p.hand]
    assert {TRADE_CARDS[c].deck for c in setup_cards} == {"A"}
    assert len(state.market) == 4 and all(len(p.hand) == 3 for p in state.players)
    assert len({c.power for c in state.cities}) == cities


def test_rules_om_6_deal_the_4_player_decks_a_12_b_14_c_2_2_2_still_8_cards_a_player():
    """Rules om-6 (issue 15): fewer C cards at 4 players, made up with A and B, so the decks still hold one
    card per turn of rounds 1-8 (seed 001: "sized so that [the last card is revealed] on the last turn of
    round 8"). om-5's 4-player decks (A 8, B 12, C 4 / 4 / 4) keep playing, and 1 to 3 players deal alike."""
    four = GAME.new_game(["A", "B", "C", "D"], 3)
    assert deck_letters(four) == ["B" * 14 + "A" * 12, "CC", "CC", "CC"]
    assert sum(len(pile) for pile in four.decks) == 8 * 4
    om5 = get_game("opera-magna", "om-5")
    assert om5.info.rules_version == "om-5" and GAME.info.rules_version == "om-6"
    assert deck_letters(om5.new_game(["A", "B", "C", "D"], 3)) == ["B" * 12 + "A" * 8, "CCCC", "CCCC", "CCCC"]
    for players in (1, 2, 3):
        names = [f"P{i}" for i in range(players)]
        assert om5.to_json(om5.new_game(names, 3)) == GAME.to_json(GAME.new_game(names, 3))


def test_setup_players_start_with_2_of_each_raw_certificates_on_space_3_and_5_points():
    state = GAME.new_game(["A", "B", "C"], 8)
    first = state.players[state.order[0]]
    assert first.raw == [2, 2, 2, 2] and first.cert == [3, 3, 3, 3] and first.vp == 5
    assert all(p.merchants == ["", "", ""] for p in state.players)
    assert len({p.board for p in state.players}) == 3


def test_setup_buildings_one_small_one_medium_each_and_two_of_each_size_on_display():
    state = GAME.new_game(["A", "B", "C", "D"], 8)
    assert all([w[0] for w in p.works] == ["S", "M"] and p.placed == [0, 0] for p in state.players)
    assert [c[0] for c in state.display] == ["S", "S", "M", "M", "L", "L"]


def test_setup_worksites_by_level_rows():
    state = GAME.new_game(["A", "B"], 8)
    assert [WORKSITES[s].level for s in state.sites] == [1] * 4 + [2] * 4 + [3] * 4
    for row in range(3):
        assert sorted(WORKSITES[s].wants for s in state.sites[row * 4:row * 4 + 4]) == [0, 1, 2, 3]


def test_same_seed_same_game_other_seed_other_game():
    a, b, c = (GAME.new_game(["A", "B"], s) for s in (4, 4, 5))
    assert GAME.to_json(a) == GAME.to_json(b) != GAME.to_json(c)


@pytest.mark.parametrize("players, options", [([], None), (["A"] * 5, None), (["A", "B"], {"board": "tiger"}), (["A", " "], None)])
def test_new_game_refuses_bad_setups_with_a_readable_message(players, options):
    with pytest.raises(IllegalAction) as error:
        GAME.new_game(players, 1, options)
    assert str(error.value)


def test_scoring_counts_every_category():
    state = new(players=2, seed=4)
    seat = state.seat
    p = me(state)
    p.vp = 7
    p.cert = [3, 6, 9, 10]  # levels 1, 2, 3, 3
    p.left = [["S01"], [], []]
    p.right = [["S12"], ["M09"], ["L12"]]  # Votive Chapel, Triumphal Arch, Patrician's Villa
    state.tokens = [[] for _ in range(12)]
    state.tokens[0] = [seat]
    state.tokens[4] = [seat]
    b = breakdowns(state)[seat]
    assert b == {
        "Points track": 7,
        "Buildings": 2 + 2 + 3 + 4,
        "Certificates": 1 + 2 + 3 + 3,
        "Opera tokens": 1 + 2,
        "Opera majority": 4,  # alone on the Opera, 2 players
        "Building effects": 2 + 3 + 6,  # 2 Small Buildings, 3 on the right, flat 6
        "Worksite effects": 0,
    }


@pytest.mark.parametrize(
    "card, setup, expected",
    [
        ("M11", {"cert": [9, 10, 6, 3]}, 4),  # Patron's Chapel: 2 per level-3 Certificate
        ("L10", {"cert": [9, 10, 6, 3]}, 2 + 2 + 1),  # Hall of Certificates
        ("L05", {"left": [["S01"], ["M01"], []]}, 3),  # Timber Hall: every Building, itself included
        ("L08", {"raw": [3, 3, 2, 0]}, 2),  # Treasury: 1 per 3 Raw Goods
        ("L01", {"tokens": [0, 4, 8]}, 3),  # Bell Foundry: 1 per Opera token
        ("L02", {"merchants": ["pisa-cost", "pisa-profit", "siena-cost"]}, 4),  # Merchant's Palace: 2 per City
    ],
)
def test_end_game_building_effects(card, setup, expected):
    state = new(players=2, seed=4)
    seat = state.seat
    p = me(state)
    p.right = [[], [], []]
    p.right["SML".index(card[0])] = [card]
    for key, value in setup.items():
        if key == "tokens":
            for position in value:
                state.tokens[position] = [seat]
        else:
            setattr(p, key, value)
    assert breakdowns(state)[seat]["Building effects"] == expected


def test_end_game_worksite_effects_go_to_the_first_contributor():
    state = new(players=2, seed=4)
    seat, other = state.seat, 1 - state.seat
    great_bell = state.sites.index("W3-B")  # +1 VP per Certificate level above 1
    state.tokens[great_bell] = [other, seat]
    state.players[other].cert = [6, 9, 3, 3]
    state.players[seat].cert = [9, 9, 9, 9]
    assert breakdowns(state)[other]["Worksite effects"] == 3
    assert breakdowns(state)[seat]["Worksite effects"] == 0


def test_leftover_goods_cards_and_unfinished_buildings_score_nothing():
    state = new(players=2, seed=4)
    seat = state.seat
    before = breakdowns(state)[seat]
    p = me(state)
    p.raw = [1, 1, 1, 1]  # certificates already above
    p.hand += ["C4-l"]
    p.placed = [1, 2]
    assert breakdowns(state)[seat] == before


def test_tie_breakers_most_buildings_then_opera_tokens_then_certificates_then_raw_goods():
    state = new(players=2, seed=4)
    a, b = state.players
    for p in (a, b):
        p.vp, p.cert, p.raw, p.left, p.right = 5, [3, 3, 3, 3], [2, 2, 2, 2], [[], [], []], [[], [], []]
    state.tokens = [[] for _ in range(12)]
    assert [s.rank for s in GAME.scores(state)] == [1, 1]  # a shared victory
    a.raw = [2, 2, 2, 1]
    assert [s.rank for s in GAME.scores(state)] == [2, 1]  # most Raw Goods left
    a.cert = [4, 4, 4, 4]  # same levels, same total
    a.vp, b.vp = 5, 3
    b.left = [["S01"], [], []]  # b: 3 + 2 = 5 points, one Building more
    assert [s.total for s in GAME.scores(state)][0] == [s.total for s in GAME.scores(state)][1]
    assert [s.rank for s in GAME.scores(state)] == [2, 1]


# Reference 4.8: "Tie-breakers, in order: most completed Buildings; most tokens on the Opera; highest total of
# Certificate levels; most Raw Goods left; otherwise a shared victory." Each test below ties the totals and
# every earlier tie-breaker; the first player wins the tie-breaker under test and the second every later one,
# so each test fails on its own when its tie-breaker is dropped or put after a later one.


def _tie_break_position():
    state = new(players=2, seed=4)
    for p in state.players:
        p.vp, p.cert, p.raw, p.left, p.right = 20, [3, 3, 3, 3], [2, 2, 2, 2], [[], [], []], [[], [], []]
    state.tokens = [[] for _ in range(12)]
    return state


def _ranks_with_equal_totals(state):
    """Even out the totals on the points track, then rank."""
    totals = [sum(row.values()) for row in breakdowns(state)]
    for p, total in zip(state.players, totals):
        p.vp += max(totals) - total
    scores = GAME.scores(state)
    assert len({s.total for s in scores}) == 1
    return [s.rank for s in scores]


def _opera_tokens(state, seat, *positions):
    for position in positions:
        state.tokens[position].append(seat)


def test_tie_breaker_most_completed_buildings_comes_first():
    state = _tie_break_position()
    first, second = state.players
    first.left[0] = ["S01"]
    _opera_tokens(state, 1, 0, 1)  # the second: more Opera tokens, Certificate levels and Raw Goods
    second.cert, second.raw = [6, 6, 6, 6], [5, 5, 5, 5]
    assert _ranks_with_equal_totals(state) == [1, 2]


def test_tie_breaker_most_opera_tokens_after_equal_buildings():
    state = _tie_break_position()
    first, second = state.players
    first.left[0], second.right[0] = ["S01"], ["S03"]  # one Building each (Tinker's Bench: no end-game points)
    _opera_tokens(state, 0, 0, 1)
    _opera_tokens(state, 1, 2)
    second.cert, second.raw = [6, 6, 6, 6], [5, 5, 5, 5]  # the second: more Certificate levels and Raw Goods
    assert _ranks_with_equal_totals(state) == [1, 2]


def test_tie_breaker_highest_certificate_levels_after_equal_buildings_and_tokens():
    state = _tie_break_position()
    first, second = state.players
    _opera_tokens(state, 0, 0)
    _opera_tokens(state, 1, 1)
    first.cert, first.raw = [6, 6, 6, 6], [1, 1, 1, 1]  # levels 2 x 4, fewer Raw Goods than the second's 8
    assert _ranks_with_equal_totals(state) == [1, 2]


def test_tie_breaker_most_raw_goods_left_when_all_else_is_equal():
    state = _tie_break_position()
    state.players[1].raw = [2, 2, 2, 1]
    assert _ranks_with_equal_totals(state) == [1, 2]
    state.players[1].raw = [2, 2, 2, 2]
    assert _ranks_with_equal_totals(state) == [1, 1]  # otherwise a shared victory
