"""Card displays, tiers, searching a deck, running out (SEED; §2.5, §3, R13, R14, R22, R25)."""

from __future__ import annotations

import pytest
from lu_helpers import act, blank_player, give_patron, ids, planning, put_in_display, resolution_with, take_out

from pycore.engine.errors import IllegalAction
from pycore.luthier import effects as fx
from pycore.luthier import rules
from pycore.luthier.components import INSTRUMENTS, PATRONS
from pycore.luthier.state import Chip

# 2 players: each display is 6 slots, tier I = 0-1, tier II = 2-3, tier III = 4-5


def salon_worker(money=20, reputation=0, apprentices=0, chip=1, seat=0):
    s = planning(2, seed=1)
    blank_player(s, seat, money)
    s.players[seat].tracks["reputation"] = reputation
    put_in_display(s, "salon", 0, "PA05")
    put_in_display(s, "salon", 2, "PA01")
    put_in_display(s, "salon", 4, "PA02")
    resolution_with(s, [(seat, chip, "salon", apprentices)], order=[seat, 1 - seat])
    act(s, "activate:salon")
    return s


def test_tier_1_free_tier_2_costs_4_tier_3_costs_8():
    s = salon_worker(money=20)
    assert "take:PA05" in ids(s)
    act(s, "take:PA01")
    assert s.players[0].money == 16
    s = salon_worker(money=20)
    act(s, "take:PA02")
    assert s.players[0].money == 12


def test_tier_fee_may_be_paid_with_inspiration():
    s = salon_worker(money=0)
    s.players[0].inspiration = 4
    act(s, "take:PA01")
    assert s.players[0].inspiration == 0


def test_tier_fee_you_cannot_pay_is_not_offered():
    s = salon_worker(money=3)
    assert "take:PA01" not in ids(s) and "take:PA05" in ids(s)


def test_tier_costs_waived_by_reputation():
    s = salon_worker(money=0, reputation=3)
    assert "take:PA01" in ids(s) and "take:PA02" not in ids(s)
    s = salon_worker(money=0, reputation=6)
    act(s, "take:PA02")
    assert s.players[0].money == 0


def test_fee_waiver_power_makes_perform_cards_free():
    s = planning(2, seed=1)
    blank_player(s, 0, 0)
    s.players[0].satisfied.append("PA02")  # Handel: no tier fee at Perform
    take_out(s, "PA02")
    put_in_display(s, "perform", 5, "P05")
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform")
    assert "take:P05" in ids(s)


def test_taken_card_leaves_a_gap_until_end_of_round():
    s = salon_worker()
    act(s, "take:PA05")
    assert s.displays["salon"][0] is None
    act(s, "pass", "pass")
    assert s.round == 2 and None not in s.displays["salon"]


def test_royal_patron_needs_its_printed_reputation():
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    put_in_display(s, "salon", 0, "PA20")  # Louis XIV, Reputation 4
    s.players[0].tracks["reputation"] = 3
    resolution_with(s, [(0, 1, "salon")], order=[0, 1])
    act(s, "activate:salon")
    assert "take:PA20" not in ids(s)
    s.players[0].tracks["reputation"] = 4
    assert "take:PA20" in ids(s)


def test_courtier_chip_ignores_the_royal_gate_only_for_its_own_action():
    # R17
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    s.players[0].chips = [Chip(number=1), Chip(number=3, specialist="S03"), Chip(number=5)]
    put_in_display(s, "salon", 0, "PA20")
    resolution_with(s, [(0, 3, "salon"), (0, 1, "salon")], order=[0, 1])
    act(s, "activate:salon")  # Courtier: 3 + 2 = 5 acts first
    assert "take:PA20" in ids(s)
    act(s, "alternate")
    assert "take:PA20" not in ids(s)  # chip #1 has no Courtier


def test_three_patrons_make_salon_take_and_search_illegal():
    # R25
    s = planning(2, seed=1)
    blank_player(s, 0, 50)
    for c in ("PA05", "PA06", "PA07"):
        give_patron(s, 0, c)
    resolution_with(s, [(0, 1, "salon", 1)], order=[0, 1])
    act(s, "activate:salon")
    assert ids(s) == ["alternate"]


# ------------------------------------------------------------------ searching


def guild_search(money=20, apprentices=1):
    s = planning(2, seed=1)
    blank_player(s, 0, money)
    resolution_with(s, [(0, 1, "guild", apprentices)], order=[0, 1])
    act(s, "activate:guild")
    return s


def test_search_needs_an_apprentice_on_the_worker():
    s = guild_search(apprentices=0)
    assert not [i for i in ids(s) if i.startswith("search:")]
    s = guild_search(apprentices=1)
    assert "search:type:keyboard" in ids(s) and "search:era:romantic" in ids(s)


def test_search_costs_10_and_takes_the_first_match_keeping_the_deck_order():
    s = guild_search(money=12)
    deck = s.decks["instrument"]
    first_wind = next(c for c in deck if INSTRUMENTS[c]["type"] == "wind")
    rest = [c for c in deck if c != first_wind]
    act(s, "search:type:wind")
    assert s.players[0].money == 2 and first_wind in s.players[0].hand
    assert s.decks["instrument"] == rest


def test_search_removes_one_apprentice_from_the_game():
    # §3 #4: exactly one; the others return to the Market
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    pool = s.pool
    resolution_with(s, [(0, 1, "guild", 2)], order=[0, 1])
    act(s, "activate:guild", "search:era:baroque")
    assert s.pool == pool - 1


def test_removed_apprentice_still_counted_for_priority_and_bonus():
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    resolution_with(s, [(1, 3, "guild"), (0, 1, "guild", 3)], order=[0, 1])
    act(s, "activate:guild")
    assert s.activation.workers[0] == 2  # 1 + 3 apprentices = 4 beats #3
    assert s.decisions[0].kind == "choose"  # Guild's 4+ bonus, wood or animal


def test_search_cost_is_not_waived_by_reputation():
    # §3 #14
    s = guild_search(money=12)
    s.players[0].tracks["reputation"] = 8
    act(s, "search:era:classical")
    assert s.players[0].money == 2


def test_search_you_cannot_pay_is_not_offered():
    s = guild_search(money=9)
    assert not [i for i in ids(s) if i.startswith("search:")]


def test_search_is_legal_only_if_a_takeable_match_exists():
    # R13 (§3 #5 can no longer happen)
    s = guild_search()
    for c in list(s.decks["instrument"]):
        if INSTRUMENTS[c]["type"] == "percussion":
            s.decks["instrument"].remove(c)
            s.discards["patron"].append(c)  # out of the instrument deck and discards
    for c in list(s.discards["instrument"]):
        if INSTRUMENTS[c]["type"] == "percussion":
            s.discards["instrument"].remove(c)
    assert "search:type:percussion" not in ids(s)
    with pytest.raises(IllegalAction):
        act(s, "search:type:percussion")


def test_search_without_match_in_deck_shuffles_the_discards_under_the_deck():
    s = guild_search()
    deck = s.decks["instrument"]
    winds = [c for c in deck if INSTRUMENTS[c]["type"] == "wind"]
    for c in winds:
        deck.remove(c)
    s.discards["instrument"].extend(winds)
    top = list(deck)
    act(s, "search:type:wind")
    assert s.decks["instrument"][: len(top)] == top  # the deck kept its order, discards went under
    assert s.discards["instrument"] == [] and sum(c in s.players[0].hand for c in winds) == 1


def test_search_criteria_per_location():
    # §3 #6: Salon patron type or era; the others type/section or era
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    resolution_with(s, [(0, 1, "salon", 1)], order=[0, 1])
    act(s, "activate:salon")
    kinds = {i.split(":")[1] for i in ids(s) if i.startswith("search:")}
    assert kinds == {"patron_type", "era"}


def test_search_skips_royals_above_your_reputation():
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    deck = s.decks["patron"]
    royals = [c for c in deck if PATRONS[c]["type"] == "royal"]
    assert royals
    resolution_with(s, [(0, 1, "salon", 1)], order=[0, 1])
    act(s, "activate:salon")
    assert "search:patron_type:royal" not in ids(s)


def test_searched_card_at_perform_may_be_performed_at_once():
    # R14
    s = planning(2, seed=1)
    blank_player(s, 0, 20)
    p = s.players[0]
    take_out(s, "I04")
    p.showcase = ["I04"]  # Classical viola, string / classical
    p.finished = ["I04"]
    p.tracks["performance"] = 4
    take_out(s, "P03")
    s.decks["performance"].insert(0, "P03")  # 'Emperor' Quartet: string / classical
    resolution_with(s, [(0, 1, "perform", 1)], order=[0, 1])
    act(s, "activate:perform", "search:type:string")
    assert s.decisions[0].kind == "now" and s.decisions[0].data["card"] == "P03"
    assert ids(s) == ["perform:P03:I04", "keep"]
    act(s, "perform:P03:I04")
    assert p.performances[-1] == ["P03", "string", "classical"]


def test_perform_take_then_perform_immediately():
    s = planning(2, seed=1)
    blank_player(s, 0, 0)
    p = s.players[0]
    take_out(s, "I04")
    p.showcase, p.finished = ["I04"], ["I04"]
    p.tracks["performance"] = 0
    put_in_display(s, "perform", 0, "P04")  # Eine kleine Nachtmusik: string/classical, req 0, 3/1/0
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform", "take:P04", "perform:P04:I04")
    assert p.money == 3 and p.seats["string"] == 1 and "I04" in p.performed


# ------------------------------------------------------------------ running out, refills


def test_empty_deck_is_rebuilt_from_its_discards():
    s = planning(2, seed=1)
    s.discards["repair"].extend(s.decks["repair"])
    s.decks["repair"] = []
    pile = list(s.discards["repair"])
    card = fx.draw(s, "repair")
    assert card in pile and s.discards["repair"] == [] and len(s.decks["repair"]) == len(pile) - 1


@pytest.mark.parametrize("deck", ["instrument", "performance", "repair"])
def test_an_empty_deck_is_rebuilt_by_shuffling_its_discards(deck):
    """R22: "When a card is needed from an empty deck, shuffle its discards to make a new deck": the new deck
    holds the discards, not in the order they were discarded (nor that order turned over)."""
    s = planning(2, seed=1)
    s.discards[deck].extend(s.decks[deck])
    s.decks[deck] = []
    discarded = list(s.discards[deck])
    rebuilt = [fx.draw(s, deck)] + s.decks[deck]
    assert sorted(rebuilt) == sorted(discarded) and len(discarded) > 5
    assert rebuilt not in (discarded, discarded[::-1])


def test_empty_deck_and_discards_leave_the_slot_empty():
    s = planning(2, seed=1)
    s.decks["repair"], s.discards["repair"] = [], []
    s.displays["repair"] = [None] * 6
    rules.refill_displays(s)
    assert s.displays["repair"] == [None] * 6


def test_end_of_round_discards_tier_1_then_slides_down_and_refills():
    # SEED step 6-7, §3 #16, R22
    s = planning(2, seed=1)
    line = s.displays["guild"]
    tier1 = line[:2]
    s.discards["instrument"].append(line[3])
    line[3] = None  # a gap in tier II
    kept = [c for c in line[2:] if c is not None]
    resolution_with(s, [], order=[0, 1])
    act(s, "pass", "pass")
    new = s.displays["guild"]
    assert new[: len(kept)] == kept
    assert all(c not in new for c in tier1) and all(c in s.discards["instrument"] for c in tier1)
    assert None not in new


def test_patron_a_deck_discarded_after_round_3_so_b_patrons_appear():
    # SEED step 6, §3 #17: before the refill
    s = planning(2, seed=1)
    s.round = 3
    a_left = list(s.decks["patron"])
    resolution_with(s, [], order=[0, 1])
    act(s, "pass", "pass")
    assert s.round == 4 and s.patron_b_switched
    assert all(c in s.discards["patron"] for c in a_left)
    refilled = [c for c in s.displays["salon"][:6] if c is not None]
    assert any(PATRONS[c]["deck"] == "B" for c in refilled)
    assert all(PATRONS[c]["deck"] == "B" for c in s.decks["patron"])


def test_no_patron_a_discard_at_end_of_round_2():
    s = planning(2, seed=1)
    s.round = 2
    resolution_with(s, [], order=[0, 1])
    act(s, "pass", "pass")
    assert not s.patron_b_switched
    assert all(PATRONS[c]["deck"] == "A" for c in s.decks["patron"])


def test_end_of_round_discards_the_market_card_to_reveal_new_prices():
    s = planning(2, seed=1)
    old = s.market_card
    nxt = s.decks["market"][0]
    resolution_with(s, [], order=[0, 1])
    act(s, "pass", "pass")
    assert s.discards["market"] == [old] and s.market_card == nxt
