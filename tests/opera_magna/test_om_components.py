"""The components as data (issue: 96 Trade Cards, 36 Buildings, 12 Worksites, 6 City Powers, 4 Shop Boards),
and the design rules of reference 4.5-4.7 that the tuned data must keep."""

from collections import Counter

from pycore.opera_magna.components import (
    BUILDINGS, CITY_POWERS, GOOD_CODES, RAW_NAMES, REFINED_NAMES, SHOP_BOARDS, TRADE_CARDS, WORKSITES,
)
from pycore.opera_magna.effects import AUTOMATIC
from pycore.opera_magna.scoring import END_GAME


def test_every_component_once():
    assert len(TRADE_CARDS) == 96 and len(BUILDINGS) == 36 and len(WORKSITES) == 12
    assert len(CITY_POWERS) == 6 and len(SHOP_BOARDS) == 4
    assert sorted(c.deck for c in TRADE_CARDS.values()).count("A") == 64


def test_each_colour_appears_equally_often_on_each_decks_cost_and_profit_halves():
    for deck in "ABC":
        cards = [c for c in TRADE_CARDS.values() if c.deck == deck]
        for vector in ("cost", "profit_raw", "profit_refined"):
            counts = [sum(getattr(c, vector)[colour] for c in cards) for colour in range(4)]
            assert len(set(counts)) == 1, (deck, vector, counts)


def test_a_profit_half_is_worth_at_least_a_cost_half():
    # raw = 1, refined = 2 (reference 4.5); A01-A08 were tuned to cost 2 for a profit of 2
    for c in TRADE_CARDS.values():
        assert sum(c.profit_raw) + 2 * sum(c.profit_refined) >= sum(c.cost)


def test_each_raw_good_is_a_left_discount_18_times_and_small_discounts_are_never_the_own_colour():
    assert [sum(b.discount[c] for b in BUILDINGS.values()) for c in range(4)] == [18] * 4
    assert all(b.discount[b.colour] == 0 for b in BUILDINGS.values() if b.size == "S")


def test_every_effect_kind_in_the_data_is_implemented_once():
    immediate = {"gain_raw_choice", "gain_raw_one_type", "gain_raw_from_cost_area", "gain_refined_choice",
                 "move_certificates_right", "place_free_good_on_building"} | set(AUTOMATIC)
    effects = [b.effect for b in BUILDINGS.values()] + [w.effect for w in WORKSITES.values()]
    for effect in effects:
        if effect.timing == "immediate":
            assert effect.kind in immediate, effect.kind
        elif effect.timing == "endgame":
            assert effect.kind in END_GAME, effect.kind
    assert sorted(b.effect.timing for b in BUILDINGS.values()).count("immediate") == 11
    assert sorted(b.effect.timing for b in BUILDINGS.values()).count("lasting") == 15


def test_each_shop_board_has_a_starting_discount_of_1_on_a_different_raw_good():
    discounts = [board.discount for board in SHOP_BOARDS.values()]
    assert all(sum(d) == 1 for d in discounts)
    assert sorted(d.index(1) for d in discounts) == [0, 1, 2, 3]


def test_each_trade_cards_printed_code_spells_its_goods():
    """The cards' `cost_code`/`profit_code` letters (what the table prints) name the same Goods as their
    counts: GOOD_CODES is the one key to those letters ("-" is printed for a free cost)."""
    def spelled(code: str) -> Counter:
        return Counter(GOOD_CODES[letter] for letter in code.replace("-", ""))

    def counted(raw: tuple[int, ...], refined: tuple[int, ...] = (0, 0, 0, 0)) -> Counter:
        return Counter({RAW_NAMES[c]: n for c, n in enumerate(raw) if n}) + Counter(
            {REFINED_NAMES[c]: n for c, n in enumerate(refined) if n})

    for c in TRADE_CARDS.values():
        assert spelled(c.cost_code) == counted(c.cost), c.id
        assert spelled(c.profit_code) == counted(c.profit_raw, c.profit_refined), c.id
