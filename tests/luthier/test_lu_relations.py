"""Luthier's relations between fields and its shapes (pycore/luthier/relations.py, shapes.py): for each check,
a position from a real game with only that relation broken is refused with that check's words. Each test is
named after its rule."""

from __future__ import annotations

from typing import Callable

import relation_cases

from pycore.luthier import GAME
from pycore.luthier.components import AWARDS, INSTRUMENTS, PATRONS, PERFORMANCES, SECTIONS

NAMES = relation_cases.NAMES


def position_where(found: Callable[[object], bool], players: int = 2, seeds: range = range(1, 60)) -> dict:
    return relation_cases.position_where(GAME, found, players, seeds)


def refusal(data: dict) -> str:
    return relation_cases.refusal(GAME, "Luthier", data)


def in_phase(phase: str, round_number: int | None = None) -> Callable[[object], bool]:
    return lambda s: s.phase == phase and s.decisions and (round_number is None or s.round == round_number)


# ---- relations


def test_never_buy_and_sell_the_same_material_in_one_round():
    data = position_where(lambda s: any(p.bought for p in s.players) and s.decisions)
    p = next(p for p in data["players"] if p.get("bought"))
    p["sold"] = [p["bought"][0]]
    assert "never buy and sell the same material in one round (R11)" in refusal(data)


def test_the_market_carts_go_back_at_the_end_of_each_round():
    data = position_where(in_phase("planning", 2))
    data["players"][0]["market_visits"] = 1
    assert "has been to the Market in the planning phase: the carts go back at the end of each round" in refusal(data)


def test_a_patron_gives_one_gift_per_space_its_cube_moves():
    data = position_where(lambda s: s.decisions and any(slot.cube >= 1 for p in s.players for slot in p.patrons))
    slot = next(slot for p in data["players"] for slot in p.get("patrons", []) if slot.get("cube", 0) >= 1)
    slot["gifts"] = slot["cube"] + 1
    assert f"has its patience cube on space {slot['cube']} with {slot['gifts']} gift(s) taken" in refusal(data)


def test_an_instrument_reaches_the_showcase_only_when_finished():
    data = position_where(in_phase("planning", 1))
    unfinished = data["decks"]["instrument"][0]  # never finished: still in the deck (the showcase is no place of its own)
    data["players"][0]["showcase"] = [unfinished]
    assert f"hold {unfinished}, never finished: an instrument reaches the showcase only when finished" in refusal(data)


def with_a_performance() -> tuple[dict, dict, list]:
    """A round-2 Planning position where Ada has finished an instrument and performed a card of its section and era
    on it (cards taken from the decks): possible as it is (checked), for a test to break one thing of it."""
    data = position_where(in_phase("planning", 2))
    card = next(c for c in data["decks"]["performance"] if PERFORMANCES[c]["era"])
    section, era = PERFORMANCES[card]["section"], PERFORMANCES[card]["era"]
    instrument = next(i for i in data["decks"]["instrument"] if INSTRUMENTS[i]["type"] == section
                      and INSTRUMENTS[i]["era"] == era and not INSTRUMENTS[i]["rare"])
    data["decks"]["performance"].remove(card)
    data["decks"]["instrument"].remove(instrument)
    ada = data["players"][0]
    entry = [card, section, era]
    ada.update(finished=[instrument], showcase=[instrument], performed=[instrument], performances=[entry])
    ada["seats"] = {**dict.fromkeys(SECTIONS, 0), section: 1}
    GAME.from_position(data)
    return data, ada, entry


def test_a_performance_matches_the_instruments_section_and_era():
    data, _, entry = with_a_performance()
    entry[2] = next(era for era in ("baroque", "classical", "romantic") if era != entry[2])
    assert "does not match: the card's section, and its era or else the instrument's (§2.7, C4)" in refusal(data)


def test_each_performance_places_its_orchestra_seats():
    data, ada, entry = with_a_performance()
    ada["seats"][entry[1]] = 0
    assert "each performance places its seats (§2.7)" in refusal(data)


def test_tracks_never_go_down_a_satisfied_patron_gave_reputation():
    data = position_where(lambda s: s.decisions and any(p.satisfied for p in s.players), seeds=range(1, 100))
    p = next(p for p in data["players"] if p.get("satisfied"))
    p["tracks"]["reputation"] = 0
    assert "of the reputation track after gains that reach space" in refusal(data)


def test_space_3_of_performance_pays_one_specialist():
    data = position_where(lambda s: s.phase == "planning" and s.decisions and s.players[0].tracks["performance"] < 3)
    data["players"][0]["tracks"]["performance"] = 3
    assert "its specialist icon has not paid: it pays once, when the track first reaches space 3 (R18)" in refusal(data)


def test_a_specialist_card_holds_one_of_its_owners_chips():
    data = position_where(in_phase("planning", 2))
    card = data["decks"]["specialist"][0]
    data["players"][0]["chips"][0]["specialist"] = card  # a chip retired onto a card still in the deck
    assert "differ: each card holds one chip (§2.12)" in refusal(data)


def test_an_award_has_one_holder_who_lists_it():
    data = position_where(lambda s: s.decisions and s.round >= 1 and not s.award_holders)
    data["players"][0]["awards"] = [data["awards"][0]]
    assert f"claims the award benefits ['{data['awards'][0]}'] while holding [] (R20)" in refusal(data)


def test_an_award_goes_to_the_first_player_to_reach_its_threshold():
    data = position_where(lambda s: s.decisions and s.round >= 1 and not s.award_holders)
    award = next(a for a in data["awards"] if AWARDS[a]["criterion"]["count"] != "storage_total")
    data["players"][0]["awards"] = [award]
    data["award_holders"] = {award: 0}
    assert f"holds the {AWARDS[award]['name']} award with a count of 0, below its threshold" in refusal(data)


def test_chips_1_3_5_at_the_start_2_from_round_3_4_from_round_5():
    data = position_where(in_phase("start_round", 1))
    data["players"][0]["chips"] = [{"number": 1}, {"number": 3}, {"number": 4}]
    assert "owns chips [1, 3, 4] in round 1: a player owns [1, 3, 5] then" in refusal(data)


def test_chips_go_home_at_the_end_of_each_round():
    data = position_where(lambda s: s.phase == "start_round" and s.decisions and s.round >= 2)
    data["placements"] = [{"seat": 0, "chip": 1, "location": "salon", "seq": 1}]
    assert "chips are on the board in the start_round phase: all go home at the end of each round" in refusal(data)


def test_round_0_is_the_setup_only():
    data = GAME.position(GAME.new_game(NAMES[:2], 4))
    data["round"] = 1
    assert "the game is in its setup phase in round 1" in refusal(data)


def test_each_decision_belongs_to_its_phase():
    data = position_where(in_phase("planning", 1))
    data["decisions"][0]["kind"] = "turn"
    assert "a 'turn' decision waits in the planning phase: it belongs to the resolution phase" in refusal(data)


def test_each_player_keeps_one_of_the_two_cards_dealt_once():
    data = GAME.position(GAME.new_game(NAMES[:2], 4))
    data["decisions"].append(dict(data["decisions"][0]))
    assert "card(s) dealt and 2 keep(s) of one to make: each keeps 1 of the 2 dealt, once" in refusal(data)


def test_a_location_resolves_its_workers_in_their_order():
    data = position_where(lambda s: s.activation is not None and s.activation.index >= 1 and s.decisions
                          and s.activation.location not in ("rough_bench", "finish_bench"))
    data["activation"]["index"] = 0
    assert "still to come that are not chips waiting there (R8)" in refusal(data)


def test_patron_deck_b_appears_after_round_3():
    data = position_where(in_phase("planning", 2))
    b_card = data["decks"]["patron_b"].pop(0)
    data["decks"]["patron"].insert(0, b_card)
    assert f"Patron B card(s) {b_card} are out of the B deck in round 2: B patrons appear after round 3" in refusal(data)


def test_displays_refill_at_the_end_of_each_round():
    data = position_where(in_phase("planning", 2))
    card = data["displays"]["guild"][0]
    data["displays"]["guild"][0] = None
    data["discards"]["instrument"].append(card)
    assert "the guild display has an empty slot in the planning phase while its deck or discards still hold cards" in refusal(data)


def test_the_solo_automa_plays_at_the_level_of_its_option():
    data = position_where(in_phase("planning", 1), players=1)
    data["automa"]["level"] = "master"
    assert "the automa plays at the master level while the game's option says journeyman" in refusal(data)


def test_only_a_solo_game_has_the_automa():
    data = position_where(in_phase("planning", 1))
    data["automa"] = {"level": "journeyman"}
    assert "a 2-player game has the automa: only solo games have one (§2.14)" in refusal(data)


# ---- shapes: every mapping's keys, every pile its kind (issue 27's fuzz findings)


def test_a_misspelt_pile_is_refused_by_name():
    data = position_where(in_phase("planning", 2))
    data["discards"]["markett"] = data["discards"].pop("market")
    assert "the discard piles: unknown markett (known: " in refusal(data)


def test_a_pile_left_out_is_empty_and_its_cards_go_to_the_bottom_of_the_deck():
    data = position_where(in_phase("planning", 2))
    cards = data["decks"].pop("performance")
    state = GAME.from_position(data)
    assert state.decks["performance"] == sorted(cards, key=list(PERFORMANCES).index)


def test_a_deck_holds_only_its_kind_of_card():
    data = position_where(in_phase("planning", 2))
    moved = data["decks"]["instrument"].pop(0)
    data["decks"]["patron_b"].insert(0, moved)
    assert f"the Patron B deck holds card(s) of another kind: {moved}" in refusal(data)


def test_a_misspelt_ledger_category_is_refused():
    data = position_where(in_phase("planning", 2))
    data["players"][0]["ledger"] = {"patronz": 0}
    assert "'s prestige ledger: unknown patronz" in refusal(data)


def test_a_decisions_data_holds_what_its_moves_read():
    data = position_where(lambda s: s.decisions and s.decisions[0].kind == "work")
    data["decisions"][0]["data"] = {"seqq": data["decisions"][0]["data"]["seq"]}
    assert "a 'work' decision's data: seq missing and unknown seqq (known: seq)" in refusal(data)


def test_an_unknown_option_is_refused():
    data = position_where(in_phase("planning", 1))
    data["options"] = {"automma": "journeyman"}
    assert "the options: unknown automma (known: automa)" in refusal(data)


def test_only_awards_are_in_play_as_awards():
    data = position_where(in_phase("planning", 1))
    card = data["decks"]["performance"].pop(0)
    data["decks"]["award"].append(data["awards"].pop(0))
    data["awards"].append(card)
    assert f"the awards in play hold card(s) that are not awards: {card}" in refusal(data)


def test_only_materials_are_bought_and_sold():
    data = position_where(in_phase("resolution"))
    data["players"][0]["sold"] = ["gold"]
    data["players"][0]["market_visits"] = 1
    assert "sold gold this round, which are not materials" in refusal(data)


def test_patrons_dealt_hold_only_patrons():
    data = GAME.position(GAME.new_game(NAMES[:2], 4))
    instrument = data["decks"]["instrument"].pop(0)
    data["decks"]["patron"].append(instrument)
    assert f"the patron deck holds card(s) of another kind: {instrument}" in refusal(data)
    assert all(card in PATRONS for card in GAME.from_position(GAME.position(GAME.new_game(NAMES[:2], 4))).decks["patron"])
