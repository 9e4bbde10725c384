"""Opera Magna's relations between fields and the shapes of its pending steps (pycore/opera_magna/relations.py):
for each check, a position from a real game with only that relation broken is refused with that check's words.
Each test is named after its rule."""

from __future__ import annotations

from typing import Callable

import pytest
import relation_cases

from pycore.engine import BadLink
from pycore.opera_magna import GAME
from pycore.opera_magna.components import SIZES



def position_where(found: Callable[[object], bool], players: int = 2, seeds: range = range(1, 40)) -> dict:
    return relation_cases.position_where(GAME, found, players, seeds)


def refusal(data: dict) -> str:
    return relation_cases.refusal(GAME, "Opera Magna", data)


def at_merchant_phase(round_number: int) -> Callable[[object], bool]:
    return lambda s: s.phase == "merchant" and s.round == round_number and not s.pending


def mover(data: dict) -> dict:
    return data["players"][data["order"][data.get("turn_index", 0)]]


def other(data: dict) -> dict:
    return data["players"][data["order"][(data.get("turn_index", 0) + 1) % len(data["players"])]]


def spare_building(data: dict, size: str) -> str:
    """A Building of that size in its deck, taken out (the decks are filled in again from what is named nowhere)."""
    deck = data.pop("building_decks")[SIZES.index(size)]
    return deck[-1]


def test_a_completed_building_goes_in_the_row_of_its_size():
    data = position_where(at_merchant_phase(1))
    small = spare_building(data, "S")
    mover(data)["left"] = [[], [small], []]
    assert f"has {small} in the Medium row of its left side: a completed Building goes in the row of its size" in refusal(data)


def test_each_building_deck_holds_its_size():
    data = position_where(at_merchant_phase(1))
    small, medium = data["building_decks"][0], data["building_decks"][1]
    small.insert(0, medium.pop(0))
    assert "the Small Building deck holds" in refusal(data)


def test_an_emptied_display_slot_is_refilled_from_the_decks_in_order():
    data = position_where(at_merchant_phase(1))
    data["display"][0] = ""
    data.pop("building_decks")  # the card goes back to its deck
    assert "display slot 0 (Small) is empty while the Small or Medium or Large deck still has cards (R12)" in refusal(data)


def test_deck_b_lies_under_deck_a_and_c_cards_make_their_own_piles():
    data = position_where(at_merchant_phase(2))
    data["decks"][0].insert(0, data["decks"][1].pop())
    assert "the first Trade Card pile must hold deck B under deck A, and no C card (4.1)" in refusal(data)


def test_the_final_round_is_announced_only_when_the_decks_run_out():
    data = position_where(at_merchant_phase(3))
    data["final_round"] = 5
    assert "the final round is announced as round 5 while the Trade Card decks still hold cards" in refusal(data)


def test_the_last_card_revealed_makes_the_next_round_the_last():
    data = position_where(at_merchant_phase(3))
    other(data)["hand"] += [card for deck in data["decks"] for card in deck]
    data["decks"] = [[], [], [], []]
    assert "the Trade Card decks are empty in round 3 but the final round is still 9" in refusal(data)


def test_market_cards_slide_left():
    data = position_where(at_merchant_phase(2))
    other(data)["hand"].append(data["market"][1])
    data["market"][1] = ""
    assert "has an empty space left of a card: cards slide left (seed 001)" in refusal(data)


def test_worksites_are_sorted_by_level_into_their_rows():
    data = position_where(at_merchant_phase(1))
    data["sites"][0], data["sites"][4] = data["sites"][4], data["sites"][0]
    assert "Worksites out of their rows" in refusal(data)


def test_a_good_goes_only_to_a_worksite_whose_supports_hold_a_token():
    data = position_where(at_merchant_phase(2))
    data["tokens"] = [[] for _ in range(12)]
    data["tokens"][4] = [0]  # b1, with a1 empty
    assert "tokens stand on b1 while all of the Worksites below it are empty" in refusal(data)


def test_two_merchants_share_an_area_only_with_caravanserai():
    data = position_where(lambda s: s.phase == "merchant" and not s.pending and s.round >= 3 and not any(
        "M03" in pos for p in s.players for pos in p.right) and sum(1 for m in s.players[s.seat].merchants if m) >= 2)
    merchants = mover(data)["merchants"]
    placed = [m for m in merchants if m]
    mover(data)["merchants"] = [placed[0], placed[0], *merchants[2:]] if len(placed) == 2 else [placed[0], placed[0], placed[2]]
    assert "has two Merchants in one Area" in refusal(data)


def test_merchants_start_in_the_supply_and_one_moves_per_turn():
    data = position_where(at_merchant_phase(1))
    area = f"{data['cities'][0]['name'].lower()}-cost"
    mover(data)["merchants"] = [area, "", ""]
    assert "has 1 Merchants on the board after 0 of their turns" in refusal(data)


def test_refined_goods_are_discarded_at_the_end_of_the_refined_goods_phase():
    data = position_where(at_merchant_phase(2))
    other(data)["refined"] = [1, 0, 0, 0]
    assert "holds Refined Goods [1, 0, 0, 0] outside their Refined Goods phase" in refusal(data)


def test_a_refined_good_is_kept_for_the_next_turn_only_with_a_warehouse():
    data = position_where(lambda s: at_merchant_phase(2)(s) and not any(
        card in ("M05", "L06") for p in s.players for pos in p.right for card in pos))
    other(data)["stored"] = [1, 0, 0, 0]
    assert "keeps 1 Refined Goods for the next turn with Warehouses for 0 (R7)" in refusal(data)


def refined_phase() -> dict:
    """A round-1 position in the Refined Goods phase of a player with no Building completed."""
    return position_where(lambda s: s.phase == "refined" and not s.pending and s.round == 1)


def test_one_good_per_cart_per_turn():
    data = refined_phase()
    data["turn"]["carts_used"] = 1
    assert "sent 1 Goods to the Opera this turn with 0 Cart(s)" in refusal(data)


def test_a_city_power_works_only_from_its_citys_cost_area():
    data = refined_phase()
    city = next(c for c in data["cities"] if f"{c['name'].lower()}-cost" != data["turn"]["area"])
    data["turn"]["power"] = city["power"]
    assert "whose Merchant is not in that City's Cost Area (R1)" in refusal(data)


def test_a_conversion_needs_a_building_in_its_left_position():
    data = refined_phase()
    data["turn"]["conversions_used"] = [True, False, False]
    assert "used the Conversion of left position(s) S, which hold no Building" in refusal(data)


def test_a_new_turn_starts_with_no_merchant_moved():
    data = position_where(at_merchant_phase(2))
    data["turn"] = {"area": next(m for m in mover(data)["merchants"] if m)}  # where the last turn's Merchant went
    assert "in the merchant phase: the Merchant moves in the Merchant phase, and a new turn starts with none" in refusal(data)


def test_refining_is_limited_to_glassworks_and_the_refiners_guild():
    data = refined_phase()
    if data["turn"].get("power") == "CP2":
        data["turn"]["refines"] = 3
    else:
        data["turn"]["refines"] = 1
    assert "Raw Goods this turn without as many Glassworks or Refiners' Guild uses (R5)" in refusal(data)


def test_each_turn_discards_one_trade_card_from_a_city():
    data = position_where(at_merchant_phase(3))
    data["discard"].append(data["decks"][0].pop(0))  # from the bottom of the A/B pile: the clock is not touched
    assert "Trade Cards after 4 turns that played a card: each discards one (seed 001)" in refusal(data)


def test_an_effect_resolves_completely_within_its_turn():
    data = position_where(at_merchant_phase(2))
    seat = data["order"][(data.get("turn_index", 0) + 1) % 2]
    data["pending"] = [{"kind": "raw", "seat": seat, "data": "S01"}]
    assert "a pending step waits for another seat than" in refusal(data)


def test_the_end_of_turn_comes_once_after_the_market():
    data = position_where(lambda s: s.phase == "market" and [p.kind for p in s.pending] == ["pay", "end_turn"])
    data["pending"].append(dict(data["pending"][-1]))
    assert "a pending 'end_turn' step waits 2 times in the market phase: it comes once, in the market phase" in refusal(data)


# ---- shapes of pending steps and of the turn's record


def test_a_pending_side_step_is_for_a_building():
    data = position_where(at_merchant_phase(2))
    data["pending"] = [{"kind": "side", "seat": data["order"][data.get("turn_index", 0)], "data": "A01-l"}]
    with pytest.raises(BadLink, match="a pending 'side' step is for 'A01-l', which is not a Building"):
        GAME.from_position(data)  # (a Trade Card among the Buildings, too)


def test_a_missing_good_is_one_of_the_four_colours():
    data = position_where(at_merchant_phase(2))
    data["pending"] = [{"kind": "unpaid", "seat": data["order"][data.get("turn_index", 0)], "data": "7"}]
    assert "a pending 'unpaid' step names the Good '7': a colour 0-3" in refusal(data)


def test_this_turns_area_is_an_area_on_the_table():
    data = refined_phase()
    data["turn"]["area"] = "roma-cost"
    assert "this turn's Merchant entered 'roma-cost', which is no Area on the table" in refusal(data)


def test_real_positions_keep_every_relation():
    for found in (at_merchant_phase(1), at_merchant_phase(5), lambda s: s.phase == "refined" and s.round == 9):
        data = position_where(found, players=3)
        assert GAME.problems(GAME.from_position(data)) == []
