"""Benches, instruments, performing, repairing, patrons, specialists, awards (§2.6-§2.13, R8-R20)."""

from __future__ import annotations

import pytest
from lu_helpers import act, blank_player, give_patron, ids, planning, resolution_with, take_out, under

from pycore.luthier import GAME
from pycore.luthier import effects as fx
from pycore.luthier.components import PATRONS
from pycore.luthier.state import Chip


def workshop(seat=0, money=0, **materials):
    s = planning(2, seed=1)
    blank_player(s, seat, money)
    s.players[seat].materials.update(materials)
    return s


def hold(s, seat, where, *cards):
    for c in cards:
        take_out(s, c)
        getattr(s.players[seat], where).append(c)


# ------------------------------------------------------------------ benches


def test_rough_pays_the_rough_cost_and_moves_to_the_finishing_bench():
    s = workshop(wood=3)
    hold(s, 0, "rough_bench", "I01")  # Baroque violin: rough 2 wood, mastery 3
    resolution_with(s, [(0, 1, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench", "chip1:rough:I01")
    p = s.players[0]
    assert p.materials["wood"] == 1 and p.finish_bench == ["I01"] and p.rough_bench == []


def test_rough_at_mastery_pays_one_fewer_material_of_your_choice():
    # §3 #1: skill >= mastery on the benches
    s = workshop(wood=3, animal=1)
    hold(s, 0, "rough_bench", "I03")  # Stradivari cello: rough 1 animal + 3 wood, mastery 5
    resolution_with(s, [(0, 5, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench")
    assert {"chip5:rough:I03:save:animal", "chip5:rough:I03:save:wood"} <= set(ids(s))
    act(s, "chip5:rough:I03:save:animal")
    assert s.players[0].materials == {"animal": 1, "wood": 0, "metal": 0}


def test_rough_needs_room_on_the_finishing_bench():
    s = workshop(wood=4)
    hold(s, 0, "rough_bench", "I01")
    hold(s, 0, "finish_bench", "I02", "I11")
    resolution_with(s, [(0, 1, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench")
    assert ids(s) == ["chip1:alternate"]


# I01's prestige and the masterwork's: the reference's 3 and 2 (rules lu-2), rules lu-3's 2 and 1.
@pytest.mark.parametrize("version, prestige, masterwork", [("lu-2", 3, 2), ("lu-3", 2, 1)])
def test_finish_needs_craft_and_scores_prestige_masterwork_at_mastery(version, prestige, masterwork):
    s = workshop(wood=1, animal=1)
    hold(s, 0, "finish_bench", "I01")  # finish 1 animal + 1 wood, craft 0, mastery 3
    resolution_with(s, [(0, 3, "finish_bench")], order=[0, 1])
    under(version, s)
    act(s, "activate:finish_bench", "chip3:finish:I01")
    p = s.players[0]
    assert p.showcase == ["I01"] and p.prestige == prestige + masterwork
    assert p.ledger["instruments"] == prestige and p.ledger["masterworks"] == masterwork


@pytest.mark.parametrize("version, prestige", [("lu-2", 3), ("lu-3", 2)])
def test_finish_below_mastery_scores_no_masterwork(version, prestige):
    s = workshop(wood=1, animal=1)
    hold(s, 0, "finish_bench", "I01")
    resolution_with(s, [(0, 1, "finish_bench")], order=[0, 1])
    under(version, s)
    act(s, "activate:finish_bench", "chip1:finish:I01")
    assert s.players[0].prestige == prestige


def test_finish_is_refused_below_the_craft_requirement():
    s = workshop(wood=1, animal=1, metal=1)
    s.players[0].tracks["craft"] = 0
    hold(s, 0, "finish_bench", "I04")  # Classical viola: craft 1
    resolution_with(s, [(0, 5, "finish_bench")], order=[0, 1])
    act(s, "activate:finish_bench")
    assert ids(s) == ["chip5:alternate"]


def test_on_complete_effects_seat_track_and_gain():
    s = workshop(wood=3, animal=3, metal=3, money=0)
    s.players[0].tracks["craft"] = 2
    hold(s, 0, "finish_bench", "I05", "I07")  # Double bass: 1 seat in its section; Torres guitar: 2 money
    resolution_with(s, [(0, 1, "finish_bench"), (0, 3, "finish_bench")], order=[0, 1])
    act(s, "activate:finish_bench", "chip1:finish:I05", "chip3:finish:I07")
    p = s.players[0]
    assert p.seats["string"] == 1 and p.money == 2


def test_bench_chips_resolve_in_the_order_you_choose():
    # R9
    s = workshop(wood=4, animal=2)
    hold(s, 0, "rough_bench", "I01")
    resolution_with(s, [(0, 5, "rough_bench"), (0, 1, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench")
    options = ids(s)
    assert "chip1:rough:I01" in options and any(i.startswith("chip5:rough:I01") for i in options)
    act(s, "chip1:rough:I01", "chip5:alternate")
    assert s.activation is None


def test_take_back_from_a_bench_loses_the_roughing_materials():
    s = workshop(wood=3)
    hold(s, 0, "rough_bench", "I01")
    resolution_with(s, [(0, 1, "rough_bench"), (0, 3, "guild")], order=[0, 1])
    act(s, "activate:rough_bench", "chip1:rough:I01")
    assert GAME.to_move(s) == 1
    act(s, "pass")
    assert "takeback:I01" in ids(s)
    act(s, "takeback:I01")
    p = s.players[0]
    assert p.hand == ["I01"] and p.finish_bench == [] and p.materials["wood"] == 1


def test_free_actions_only_on_your_own_turn():
    # R7, §3 #12
    s = workshop()
    hold(s, 0, "rough_bench", "I01")
    resolution_with(s, [(1, 3, "guild")], order=[1, 0])
    assert GAME.to_move(s) == 1 and "takeback:I01" not in ids(s)


def test_discounts_stack_and_none_goes_below_zero():
    # R19: mastery (any) + Master carver (wood) on one rough
    s = workshop(wood=4, animal=1)
    s.players[0].chips = [Chip(number=1), Chip(number=3, specialist="S02"), Chip(number=5)]
    hold(s, 0, "rough_bench", "I03")  # 1 animal + 3 wood, mastery 5
    resolution_with(s, [(0, 3, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench")  # Master carver: 3 + 2 = 5 >= mastery 5
    assert set(ids(s)) >= {"chip3:rough:I03:save:wood", "chip3:rough:I03:save:animal"}
    act(s, "chip3:rough:I03:save:wood")
    assert s.players[0].materials == {"animal": 0, "wood": 3, "metal": 0}  # paid 1 animal + 1 wood


# ------------------------------------------------------------------ performing and repairing


def performer(perf=0, **kw):
    s = workshop(**kw)
    s.players[0].tracks["performance"] = perf
    return s


def test_perform_needs_the_performance_skill_and_a_matching_finished_instrument():
    s = performer(perf=0)
    hold(s, 0, "showcase", "I04")  # string / classical
    s.players[0].finished.append("I04")
    hold(s, 0, "perf_cards", "P03", "P04", "P07")  # P03 req 1, P04 req 0, P07 wind
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform")
    performs = [i for i in ids(s) if i.startswith("perform:")]
    assert performs == ["perform:P04:I04"]


def test_null_era_performance_takes_the_era_of_the_instrument():
    # C4
    s = performer(perf=0)
    hold(s, 0, "showcase", "I07")  # Torres guitar: string / romantic
    s.players[0].finished.append("I07")
    hold(s, 0, "perf_cards", "P06")  # La Folia: string, no era, req 0
    give_patron(s, 0, "PB03")  # Mendelssohn: perform a romantic piece
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform", "perform:P06:I07")
    p = s.players[0]
    assert p.performances == [["P06", "string", "romantic"]] and "PB03" in p.satisfied


def test_instrument_performs_only_once():
    s = performer(perf=2)
    hold(s, 0, "showcase", "I04")
    s.players[0].finished.append("I04")
    hold(s, 0, "perf_cards", "P03", "P04")
    resolution_with(s, [(0, 1, "perform"), (0, 3, "perform")], order=[0, 1])
    act(s, "activate:perform", "perform:P03:I04")
    assert not [i for i in ids(s) if i.startswith("perform:")]


def test_rare_instrument_places_two_seats():
    s = performer(perf=4)
    hold(s, 0, "showcase", "I03")  # Stradivari cello, rare string baroque
    s.players[0].finished.append("I03")
    hold(s, 0, "perf_cards", "P01")
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform", "perform:P01:I03")
    assert s.players[0].seats["string"] == 2


def test_every_second_performance_raises_performance_by_one():
    s = performer(perf=1)
    hold(s, 0, "showcase", "I04", "I01")
    s.players[0].finished += ["I04", "I01"]
    hold(s, 0, "perf_cards", "P04", "P01")
    resolution_with(s, [(0, 1, "perform"), (0, 3, "perform")], order=[0, 1])
    act(s, "activate:perform", "perform:P04:I04")  # #3 acts first
    assert s.players[0].tracks["performance"] == 1
    act(s, "perform:P01:I01")
    assert s.players[0].tracks["performance"] == 2


def test_repair_pays_materials_needs_craft_and_every_second_raises_craft():
    s = workshop(animal=3, wood=1)
    s.players[0].tracks["craft"] = 0
    hold(s, 0, "repair_cards", "R01", "R04", "R02")  # R02 needs craft 1
    resolution_with(s, [(0, 1, "repair"), (0, 3, "repair")], order=[0, 1])
    act(s, "activate:repair")
    assert "repair:R02" not in ids(s)
    act(s, "repair:R01")  # 1 animal: 3 money, 1 prestige
    act(s, "repair:R04")  # 1 animal + 1 wood: 6 money, 1 prestige
    p = s.players[0]
    assert p.money == 9 and p.prestige == 2 and p.tracks["craft"] == 1 and p.materials["animal"] == 1


def test_patron_discount_on_repairs_names_a_material_in_the_cost():
    s = workshop(animal=1, wood=1)
    s.players[0].satisfied.append("PA11")  # Dragonetti: repairs cost 1 fewer material of your choice
    take_out(s, "PA11")
    hold(s, 0, "repair_cards", "R04")  # 1 animal + 1 wood
    resolution_with(s, [(0, 1, "repair")], order=[0, 1])
    act(s, "activate:repair")
    assert {"repair:R04:save:animal", "repair:R04:save:wood"} <= set(ids(s))


# ------------------------------------------------------------------ patrons


def test_deliver_is_a_free_action_satisfying_a_noble():
    s = workshop()
    hold(s, 0, "showcase", "I01")
    s.players[0].finished.append("I01")
    give_patron(s, 0, "PA13")  # Prince Leopold: deliver a string; reward 4; income 2 money
    s.players[0].tracks["reputation"] = 0
    resolution_with(s, [(0, 1, "guild")], order=[0, 1])
    act(s, "deliver:I01:PA13")
    p = s.players[0]
    assert p.showcase == [] and p.satisfied == ["PA13"] and p.prestige == 4 and p.tracks["reputation"] == 1
    assert GAME.to_move(s) == 0  # still this player's turn
    assert fx.counter(s.k, p, {"count": "instruments_finished"}) == 1  # C6: delivered still counts


def test_noble_income_starts_at_the_next_start_of_round():
    # C5, R5
    s = workshop()
    hold(s, 0, "showcase", "I01")
    give_patron(s, 0, "PA13")
    resolution_with(s, [], order=[0, 1])
    act(s, "deliver:I01:PA13")
    assert s.players[0].money == 0
    act(s, "pass", "pass")
    assert s.players[0].money >= 2


def test_one_event_satisfies_at_most_one_patron_of_your_choice():
    # C5, R15 step 6
    s = performer(perf=0)
    hold(s, 0, "showcase", "I01")  # string / baroque
    s.players[0].finished.append("I01")
    hold(s, 0, "perf_cards", "P06")  # string, any era
    give_patron(s, 0, "PA01")  # Bach: perform baroque
    give_patron(s, 0, "PA07")  # Corelli: perform string
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform", "perform:P06:I01")
    assert sorted(ids(s)) == ["satisfy:PA01", "satisfy:PA07"]
    act(s, "satisfy:PA07")
    assert s.players[0].satisfied == ["PA07"] and [sl.card for sl in s.players[0].patrons] == ["PA01"]


def test_event_demands_count_only_after_the_patron_arrived():
    s = performer(perf=0)
    s.players[0].performances.append(["P10", "wind", "romantic"])  # done before Quantz came
    give_patron(s, 0, "PA09")  # Quantz: perform with a wind
    hold(s, 0, "showcase", "I11")  # Baroque oboe
    hold(s, 0, "perf_cards", "P07")  # Water Music: wind baroque, req 0
    resolution_with(s, [(0, 1, "perform")], order=[0, 1])
    assert s.players[0].satisfied == []
    act(s, "activate:perform", "perform:P07:I11")
    assert s.players[0].satisfied == ["PA09"]


def test_rare_instrument_meets_a_type_and_era_demand_only_with_that_type_and_era():
    # R16
    s = workshop()
    hold(s, 0, "showcase", "I15")  # Basset clarinet: rare wind classical
    give_patron(s, 0, "PA20")  # Louis XIV: string baroque
    give_patron(s, 0, "PA22")  # Maria Theresa: any rare
    assert fx.deliverable(s.k, s.players[0]) == [("I15", "PA22")]


def test_once_power_applies_on_satisfaction():
    s = workshop()
    hold(s, 0, "showcase", "I12")  # Natural trumpet: wind baroque
    give_patron(s, 0, "PA21")  # Frederick the Great: once +1 Reputation
    s.players[0].tracks["reputation"] = 4
    resolution_with(s, [], order=[0, 1])
    act(s, "deliver:I12:PA21")
    assert s.players[0].tracks["reputation"] == 6  # +1 satisfied, +1 once


def test_unsatisfied_patron_that_gave_a_gift_costs_its_penalty_at_game_end():
    # C2
    from pycore.luthier import scoring

    s = workshop()
    give_patron(s, 0, "PB01")
    s.players[0].patrons[0].gifts = 1
    give_patron(s, 0, "PB02")  # no gift yet
    assert scoring.unsatisfied_penalty(s.k, s.players[0]) == -PATRONS["PB01"]["leave_penalty"]


def test_patron_skill_power_applies_to_all_your_chips_there():
    s = workshop()
    s.players[0].satisfied.append("PA01")  # Bach: +1 skill at Perform
    take_out(s, "PA01")
    resolution_with(s, [(1, 2, "perform"), (0, 1, "perform")], order=[0, 1])
    act(s, "activate:perform")
    assert [pl.skill for pl in sorted(s.placements, key=lambda p: p.seq)] == [2, 2]


# ------------------------------------------------------------------ specialists


def test_reaching_space_3_gives_a_specialist_draw_2_keep_1():
    # R18, C8
    s = workshop()
    s.players[0].tracks["craft"] = 2
    top2 = s.decks["specialist"][:2]
    fx.move_track(s, 0, "craft", 1)
    d = s.decisions[0]
    assert d.kind == "specialist" and d.data["cards"] == top2
    act(s, f"specialist:{top2[0]}")
    assert s.players[0].specialists_new == [top2[0]] and s.decks["specialist"][-1] == top2[1]
    fx.move_track(s, 0, "craft", 1)  # only the first time
    assert s.decisions[0].kind != "specialist"


def test_specialist_with_an_empty_deck_gives_3_money():
    s = workshop()
    s.decks["specialist"] = []
    fx.gain_specialist(s, 0)
    assert s.players[0].money == 3


def test_specialty_chip_replaces_a_numbered_chip_keeping_its_number():
    # SEED end of round step 3, §3 #19
    s = workshop()
    s.players[0].specialists_new = ["S01"]
    take_out(s, "S01")
    resolution_with(s, [], order=[0, 1])
    act(s, "pass", "pass")
    assert s.decisions[0].kind == "retire"
    assert ids(s) == ["retire:chip1", "retire:chip3", "retire:chip5"]
    act(s, "retire:chip3")
    chips = {c.number: c.specialist for c in s.players[0].chips}
    assert chips == {1: None, 3: "S01", 5: None}


def test_specialist_skill_applies_only_to_its_own_chip():
    # R17: Virtuoso +2 at Perform on its chip only
    s = workshop()
    s.players[0].chips = [Chip(number=1, specialist="S01"), Chip(number=3), Chip(number=5)]
    resolution_with(s, [(0, 1, "perform"), (0, 3, "perform")], order=[0, 1])
    act(s, "activate:perform")
    assert sorted(pl.skill for pl in s.placements) == [3, 3]


def test_foreman_raises_the_apprentice_cap_to_four():
    # C7
    s = workshop(money=50)
    s.players[0].chips = [Chip(number=1, specialist="S06"), Chip(number=3), Chip(number=5)]
    assert fx.apprentice_cap(s.k, s.players[0]) == 4 and fx.chip_carry(s.k, "S06") == 4


def test_esterhazy_once_power_gives_a_specialist():
    s = workshop()
    hold(s, 0, "showcase", "I01")
    give_patron(s, 0, "PA17")
    resolution_with(s, [], order=[0, 1])
    act(s, "deliver:I01:PA17")
    assert s.decisions[0].kind == "specialist"


# ------------------------------------------------------------------ awards


def test_first_player_to_reach_an_award_threshold_takes_its_benefit():
    # R20
    s = workshop()
    s.awards = ["AW2"]  # Master Builder: 3 instruments finished, +1 Craft once
    s.players[0].finished = ["I01", "I02", "I10"]
    s.players[0].tracks["craft"] = 0
    fx.check_awards(s, 0)
    assert s.award_holders == {"AW2": 0} and s.players[0].tracks["craft"] == 1
    s.players[1].finished = ["I11", "I19", "I20"]
    fx.check_awards(s, 1)
    assert s.award_holders == {"AW2": 0}


def test_warehouse_award_raises_the_storage_cap_to_6():
    s = workshop(wood=4, animal=4)
    s.awards = ["AW1"]
    fx.check_awards(s, 0)
    assert fx.storage_cap(s.k, s.players[0]) == 6
    fx.gain(s, 0, {"wood": 5})
    assert s.players[0].materials["wood"] == 6


def test_prestige_may_go_below_zero():
    # R21
    s = workshop()
    s.players[0].prestige, s.players[0].ledger = 0, {}
    give_patron(s, 0, "PB14", cube=2)
    from pycore.luthier import rules

    rules.patience(s, 0)
    assert s.players[0].prestige == -5

