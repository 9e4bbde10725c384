"""End of round turn order and final scoring (SEED end of round step 1; §2.7, §2.13, §2.15)."""

from __future__ import annotations

from lu_helpers import act, blank_player, give_patron, planning, resolution_with

from pycore.luthier import GAME, scoring
from pycore.luthier.components import OBJECTIVES


def test_new_turn_order_follows_balcony_priority_others_behind_in_old_order():
    s = planning(4, seed=2)
    resolution_with(
        s, [(2, 1, "balcony"), (3, 5, "balcony"), (2, 3, "balcony")], order=[0, 1, 2, 3]
    )
    act(s, "pass", "pass")  # seats 0 and 1 have nothing
    act(s, "activate:balcony")  # seat 2 activates: #5 (seat 3), #3 (seat 2), #1 (seat 2)
    for _ in range(3):
        act(s, "balcony:reputation")
    while s.round == 1:
        act(s, "pass")
    assert s.turn_order == [3, 2, 0, 1]


def test_a_player_with_several_balcony_chips_uses_the_best():
    # §3 #10
    s = planning(3, seed=2)
    resolution_with(s, [(1, 1, "balcony"), (2, 3, "balcony"), (1, 5, "balcony")], order=[0, 1, 2])
    act(s, "pass", "activate:balcony")
    for _ in range(3):
        act(s, "balcony:reputation")
    while s.round == 1:
        act(s, "pass")
    assert s.turn_order == [1, 2, 0]


def test_orchestra_first_and_second_seat_3_4_players():
    s = planning(3, seed=2)
    for p, n in zip(s.players, (3, 2, 0)):
        p.seats = {"string": n, "wind": 0, "percussion": 0, "keyboard": 0}
    assert scoring.orchestra(s) == {0: 6, 1: 3, 2: 0}


def test_orchestra_ties_add_the_places_and_split_rounded_down():
    s = planning(3, seed=2)
    for p, n in zip(s.players, (2, 2, 1)):
        p.seats = {"string": n, "wind": 0, "percussion": 0, "keyboard": 0}
    assert scoring.orchestra(s) == {0: 4, 1: 4, 2: 0}  # (6 + 3) // 2


def test_orchestra_needs_at_least_one_marker():
    s = planning(3, seed=2)
    for p, n in zip(s.players, (1, 0, 0)):
        p.seats = {"string": n, "wind": 0, "percussion": 0, "keyboard": 0}
    assert scoring.orchestra(s) == {0: 6, 1: 0, 2: 0}


def test_orchestra_two_players_first_seat_only():
    s = planning(2, seed=2)
    for p, n in zip(s.players, (2, 1)):
        p.seats = {"string": 0, "wind": n, "percussion": 0, "keyboard": 0}
    assert scoring.orchestra(s) == {0: 5, 1: 0}


def test_award_ranking_5_and_2_with_a_count_of_at_least_one():
    s = planning(4, seed=2)
    s.awards = ["AW4"]  # Restorer: repairs completed
    for p, reps in zip(s.players, (["R01", "R02"], ["R03"], [], [])):
        p.repairs = reps
    assert scoring.award_ranking(s) == {0: 5, 1: 2, 2: 0, 3: 0}


def test_objective_scores_when_its_condition_holds():
    s = planning(2, seed=2)
    p = s.players[0]
    p.objective = "O09"  # Restorer's ledger: 4 repairs
    p.repairs = ["R01", "R02", "R03"]
    assert scoring.objective(p) == 0
    p.repairs.append("R04")
    assert scoring.objective(p) == OBJECTIVES["O09"]["prestige"]


def test_reputation_table_and_money_per_ten():
    s = planning(2, seed=2)
    blank_player(s, 0, 25)
    s.players[0].inspiration = 6
    s.players[0].tracks["reputation"] = 5
    b = scoring.breakdowns(s)[0]
    assert b["reputation"] == 5 and b["money"] == 3


def test_breakdown_adds_up_to_the_total_with_the_unsatisfied_penalty():
    s = planning(2, seed=2)
    give_patron(s, 0, "PA03")
    s.players[0].patrons[-1].gifts = 2
    sc = GAME.scores(s)[0]
    assert sc.total == sum(sc.breakdown.values())
    assert sc.breakdown["unsatisfied patrons"] <= -2


def test_tie_break_reputation_then_money_and_inspiration():
    s = planning(3, seed=2)
    for p in s.players:
        blank_player(s, s.players.index(p), 0)
        p.prestige, p.ledger, p.objective = 0, {}, None
        p.seats = {k: 0 for k in p.seats}
        p.tracks["reputation"] = 0
        p.patrons = []
    s.awards = []
    s.players[1].money = 9  # no prestige from 9 money, but wins the second tie-break
    s.players[2].tracks["reputation"] = 1  # 0 prestige at space 1, wins the first tie-break
    ranks = {sc.seat: sc.rank for sc in GAME.scores(s)}
    assert ranks == {2: 1, 1: 2, 0: 3}


def test_exact_tie_stands():
    s = planning(2, seed=2)
    for seat, p in enumerate(s.players):
        blank_player(s, seat, 0)
        p.prestige, p.ledger, p.objective = 0, {}, None
        p.tracks["reputation"] = 0
    s.awards = []
    assert [sc.rank for sc in GAME.scores(s)] == [1, 1]
