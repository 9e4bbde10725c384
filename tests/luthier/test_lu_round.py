"""The round (SEED): six rounds, start of round, Planning, Resolution with its priority order."""

from __future__ import annotations

import pytest
from lu_helpers import act, blank_player, give_patron, ids, new, planning, resolution, resolution_with, to_planning

from pycore.engine.errors import IllegalAction
from pycore.engine.rng import Rng
from pycore.luthier import GAME, rules
from pycore.luthier.components import PATRONS


def workers(s):
    by_seq = {pl.seq: pl for pl in s.placements}
    return [(by_seq[q].seat, by_seq[q].chip) for q in s.activation.workers]


# ------------------------------------------------------------------ the round


def test_game_lasts_six_rounds_then_goes_straight_to_scoring():
    s = new(3, seed=11)
    rng = Rng.from_seed(5)
    seen = set()
    while not GAME.is_over(s):
        seen.add(s.round)
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    assert seen == {0, 1, 2, 3, 4, 5, 6}
    # no end-of-round step after round 6: only five market cards were discarded
    assert len(s.discards["market"]) == 5 and s.round == 6


def test_start_with_chips_1_3_5_and_gain_2_at_round_3_and_4_at_round_5():
    s = new(2, seed=4)
    rng = Rng.from_seed(1)
    owned = {}
    while not GAME.is_over(s):
        if s.phase == "planning":
            owned[s.round] = sorted(c.number for c in s.players[0].chips)
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    assert owned[1] == owned[2] == [1, 3, 5]
    assert owned[3] == owned[4] == [1, 2, 3, 5]
    assert owned[5] == owned[6] == [1, 2, 3, 4, 5]


def test_start_of_round_patience_moves_right_and_gives_the_gift_above():
    s = new(1, seed=2)
    to_planning(s)  # round 1 start already happened: the kept patron moved once
    slot = s.players[0].patrons[0]
    assert slot.cube == 1 and slot.gifts == 1


def test_first_patience_move_applies_in_round_1_to_the_starting_patron():
    # §3 #15: yes, and a patron taken during a round first moves at the next start of round
    s = planning(2, seed=8)
    for seat in (0, 1):
        assert all(slot.cube == 1 for slot in s.players[seat].patrons)


def test_patron_leaves_when_its_cube_would_move_onto_leave_and_costs_its_penalty():
    s = planning(1, seed=5)
    blank_player(s, 0)
    give_patron(s, 0, "PA01", cube=3)  # A patron: 3 gifts, the 4th move is LEAVE
    before = s.players[0].prestige
    s.players[0].money = 0
    rules.patience(s, 0)
    assert s.players[0].patrons == []
    assert s.players[0].prestige == before - PATRONS["PA01"]["leave_penalty"]
    assert "PA01" in s.discards["patron"]
    assert s.players[0].money == 0  # no gift that round


@pytest.mark.parametrize("patron, gifts", [("PA02", 3), ("PB01", 2)])
def test_a_patron_gives_every_gift_of_its_track_before_it_leaves(patron, gifts):
    """Reference §2.8: "[start] -> gift1 -> gift2 -> gift3 -> LEAVE for A patrons, and [start] -> gift1 -> gift2
    -> LEAVE for B patrons"; "When the cube would move onto LEAVE, the patron leaves"."""
    s = planning(1, seed=5)
    blank_player(s, 0)
    give_patron(s, 0, patron, cube=0)
    for gift in range(1, gifts + 1):
        rules.patience(s, 0)  # a start of round
        assert [(slot.card, slot.gifts) for slot in s.players[0].patrons] == [(patron, gift)]
    rules.patience(s, 0)
    assert s.players[0].patrons == [] and patron in s.discards["patron"]


def test_patience_gift_taken_from_the_new_space():
    s = planning(1, seed=5)
    blank_player(s, 0)
    give_patron(s, 0, "PA02", cube=0)  # Handel: gifts money 2, inspiration 1, money 2
    rules.patience(s, 0)
    assert s.players[0].money == 2
    rules.patience(s, 0)
    assert s.players[0].inspiration == 1


def test_start_of_round_up_to_two_instruments_go_on_the_roughing_bench():
    s = new(1, seed=9)
    while s.phase in ("setup", "opening"):
        act(s, ids(s)[0])
    # round 1 bench step
    p = s.players[0]
    p.hand = ["I01", "I02", "I11"]
    for c in p.hand:
        for pile in s.decks.values():
            if c in pile:
                pile.remove(c)
    assert s.decisions[0].kind == "bench"
    act(s, "bench:I01", "bench:I02")
    assert "bench:I11" not in ids(s)  # the roughing bench holds at most 2 (§3 #11)
    act(s, "bench:done")
    assert p.rough_bench == ["I01", "I02"]


def test_bench_step_no_take_back_after_the_first_placement():
    # R6: take back first, then place; no take-back after the first placement of the step
    s = new(1, seed=9)
    while s.decisions[0].kind != "bench":
        act(s, ids(s)[0])
    p = s.players[0]
    p.finish_bench = ["I02"]
    assert "takeback:I02" in ids(s)
    act(s, f"bench:{p.hand[0]}")
    assert "takeback:I02" not in ids(s)


# ------------------------------------------------------------------ planning


def test_planning_one_chip_per_turn_in_turn_order():
    s = planning(3, seed=1)
    order = list(s.turn_order)
    movers = []
    for _ in range(9):
        movers.append(GAME.to_move(s))
        act(s, next(i for i in ids(s) if i.startswith("place:")))
    assert movers == order * 3
    assert s.phase == "resolution"


def test_several_chips_may_share_a_location_one_per_turn():
    s = planning(2, seed=1)
    a, b = s.turn_order
    act(s, "place:chip1:salon", "place:chip1:salon", "place:chip3:salon")
    assert [(pl.seat, pl.chip) for pl in s.placements if pl.location == "salon"] == [(a, 1), (b, 1), (a, 3)]


def test_up_to_three_apprentices_on_a_chip():
    s = planning(2, seed=1)
    seat = s.turn_order[0]
    s.players[seat].apprentices = 3
    s.pool -= 3
    options = ids(s)
    assert "place:chip5:salon:apprentices3" in options
    assert not any(i.endswith("apprentices4") for i in options)


def test_apprentices_add_one_skill_each_for_that_action():
    s = planning(2, seed=1)
    s.players[0].apprentices = 2
    s.pool -= 2
    resolution_with(s, [(0, 1, "perform", 2), (1, 3, "perform")], order=[0, 1])
    act(s, "activate:perform")
    assert workers(s) == [(0, 1), (1, 3)]  # 1 + 2 = 3 ties with #3; chip #1 was placed first
    by = {pl.seat: pl for pl in s.placements}
    assert by[0].skill == 3


def test_apprentice_cap_counts_supply_and_chips():
    # SEED: never more than three, counting those in supply, placed on chips and helping now
    s = planning(2, seed=1)
    seat = s.turn_order[0]
    p = s.players[seat]
    p.apprentices = 1
    s.pool -= 3
    resolution_with(s, [(seat, 1, "salon", 2)], order=[seat, 1 - seat])
    p.money = 50
    act(s, "market")
    assert "hire" not in ids(s)  # 1 in supply + 2 on a chip = 3


# ------------------------------------------------------------------ resolution


def test_main_board_location_resolves_every_players_chips():
    s = resolution([(0, 1, "perform"), (1, 3, "perform")], order=[0, 1])
    act(s, "activate:perform")
    assert sorted(workers(s)) == [(0, 1), (1, 3)]


def test_bench_resolves_only_your_own_chips():
    s = resolution([(0, 1, "rough_bench"), (1, 3, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench")
    assert workers(s) == [(0, 1)]


def test_priority_highest_skill_first_whoever_activated():
    s = resolution([(0, 1, "repair"), (1, 5, "repair"), (0, 3, "repair")], order=[0, 1])
    act(s, "activate:repair")  # seat 0 activates, seat 1's #5 still acts first
    assert workers(s) == [(1, 5), (0, 3), (0, 1)]
    assert GAME.to_move(s) == 1


def test_priority_tie_goes_to_the_chip_placed_first():
    s = resolution([(1, 3, "repair"), (0, 3, "repair")], order=[0, 1])
    act(s, "activate:repair")
    assert workers(s) == [(1, 3), (0, 3)]


def test_several_chips_of_one_player_are_separate_workers():
    s = resolution([(0, 5, "repair"), (1, 3, "repair"), (0, 1, "repair")], order=[0, 1])
    act(s, "activate:repair")
    assert workers(s) == [(0, 5), (1, 3), (0, 1)]
    for _ in range(3):
        act(s, "alternate")
    assert s.activation is None


def test_every_worker_may_take_the_alternate_two_money():
    s = planning(2, seed=1)
    blank_player(s, 0)
    resolution_with(s, [(0, 1, "salon")], order=[0, 1])
    act(s, "activate:salon", "alternate")
    assert s.players[0].money == 2


def test_alternate_action_on_main_board_still_gets_the_4plus_bonus():
    s = planning(2, seed=1)
    blank_player(s, 0)
    resolution_with(s, [(0, 5, "perform")], order=[0, 1])
    act(s, "activate:perform", "alternate")
    assert s.players[0].money == 2 + 2  # +2 money bonus of Perform, then the alternate


def test_alternate_on_a_bench_gets_no_bonus():
    # §3 #18
    s = planning(2, seed=1)
    blank_player(s, 0)
    resolution_with(s, [(0, 5, "rough_bench")], order=[0, 1])
    act(s, "activate:rough_bench", "chip5:alternate")
    assert s.players[0].money == 2


def test_4plus_bonus_uses_effective_skill_with_apprentices():
    # §3 #20
    s = planning(2, seed=1)
    blank_player(s, 0)
    s.pool -= 3
    resolution_with(s, [(0, 1, "repair", 3)], order=[0, 1])
    act(s, "activate:repair")
    assert s.players[0].inspiration == 1  # Repair's 4+ bonus: +1 inspiration


def test_apprentices_return_to_the_market_after_the_action():
    # §3 #2: back to the Market's pool, not to the player
    s = planning(2, seed=1)
    pool = s.pool
    s.players[0].apprentices = 0
    resolution_with(s, [(0, 1, "repair", 2)], order=[0, 1])
    act(s, "activate:repair", "alternate")
    assert s.players[0].apprentices == 0 and s.pool == pool


def test_balcony_chips_stay_until_end_of_round():
    s = planning(2, seed=1)
    resolution_with(s, [(0, 3, "balcony"), (1, 1, "repair")], order=[0, 1])
    act(s, "activate:balcony", "balcony:reputation")
    pl = next(p for p in s.placements if p.location == "balcony")
    assert pl.resolved and 3 not in [c.number for c in rules.free_chips(s, 0)]
    act(s, "activate:repair", "alternate")  # seat 1's turn
    assert any(p.location == "balcony" for p in s.placements)
    act(s, "pass", "pass")
    assert s.round == 2 and s.placements == []


def test_balcony_action_resolves_when_activated():
    # §3 #13
    s = planning(2, seed=1)
    rep = s.players[0].tracks["reputation"]
    resolution_with(s, [(0, 3, "balcony")], order=[0, 1])
    act(s, "activate:balcony", "balcony:reputation")
    assert s.players[0].tracks["reputation"] == rep + 1


def test_cannot_pass_with_chips_left():
    # §3 #9: every worker must resolve
    s = planning(2, seed=1)
    resolution_with(s, [(0, 3, "guild")], order=[0, 1])
    assert "pass" not in ids(s)
    with pytest.raises(IllegalAction):
        act(s, "pass")


def test_market_once_per_round_takes_the_whole_turn():
    s = planning(2, seed=1)
    resolution_with(s, [(0, 3, "guild"), (1, 3, "perform")], order=[0, 1])
    act(s, "market", "end")
    assert GAME.to_move(s) == 1
    act(s, "activate:perform", "alternate")
    assert "market" not in ids(s)  # seat 0 already visited


def test_phase_ends_when_everyone_has_passed():
    s = planning(2, seed=1)
    resolution_with(s, [(0, 3, "repair")], order=[0, 1])
    act(s, "activate:repair", "alternate", "pass", "pass")
    assert s.round == 2


def test_illegal_action_leaves_the_state_untouched():
    s = planning(2, seed=1)
    before = GAME.to_json(s)
    with pytest.raises(IllegalAction):
        GAME.apply(s, "place:chip9:salon")
    with pytest.raises(IllegalAction):
        GAME.apply(s, "<script>")
    assert GAME.to_json(s) == before
