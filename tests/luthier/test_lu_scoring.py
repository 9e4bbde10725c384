"""End of round turn order and final scoring (SEED end of round step 1; §2.7, §2.13, §2.15)."""

from __future__ import annotations

import pytest
from lu_helpers import NAMES, VERSIONS, act, blank_player, give_patron, planning, resolution_with, under

from pycore.engine import get_game
from pycore.engine.rng import Rng
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


# The Orchestra's first and second seat at 3-4 players: the reference's 6 and 3 (rules lu-2, kept by lu-3),
# rules lu-4's 4 and 2.
ORCHESTRA_3_4P = {"lu-2": (6, 3), "lu-3": (6, 3), "lu-4": (4, 2)}
# An award's first and second place at 3-4 players: the reference's 5 and 2 (lu-2, lu-3), lu-4's 3 and 1.
AWARD_3_4P = {"lu-2": (5, 2), "lu-3": (5, 2), "lu-4": (3, 1)}


@pytest.mark.parametrize("version", VERSIONS)
def test_orchestra_first_and_second_seat_3_4_players(version):
    first, second = ORCHESTRA_3_4P[version]
    s = planning(3, seed=2)
    for p, n in zip(s.players, (3, 2, 0)):
        p.seats = {"string": n, "wind": 0, "percussion": 0, "keyboard": 0}
    under(version, s)
    assert scoring.orchestra(s) == {0: first, 1: second, 2: 0}


@pytest.mark.parametrize("version", VERSIONS)
def test_orchestra_ties_add_the_places_and_split_rounded_down(version):
    first, second = ORCHESTRA_3_4P[version]
    s = planning(3, seed=2)
    for p, n in zip(s.players, (2, 2, 1)):
        p.seats = {"string": n, "wind": 0, "percussion": 0, "keyboard": 0}
    under(version, s)
    assert scoring.orchestra(s) == {0: (first + second) // 2, 1: (first + second) // 2, 2: 0}


@pytest.mark.parametrize("version", VERSIONS)
def test_orchestra_needs_at_least_one_marker(version):
    s = planning(3, seed=2)
    for p, n in zip(s.players, (1, 0, 0)):
        p.seats = {"string": n, "wind": 0, "percussion": 0, "keyboard": 0}
    under(version, s)
    assert scoring.orchestra(s) == {0: ORCHESTRA_3_4P[version][0], 1: 0, 2: 0}


# The first seat's points at 2 players: the reference's 5 (rules lu-2), rules lu-3's 3 (kept by lu-4).
@pytest.mark.parametrize("version, first", [("lu-2", 5), ("lu-3", 3), ("lu-4", 3)])
def test_orchestra_two_players_first_seat_only(version, first):
    s = planning(2, seed=2)
    for p, n in zip(s.players, (2, 1)):
        p.seats = {"string": 0, "wind": n, "percussion": 0, "keyboard": 0}
    under(version, s)
    assert scoring.orchestra(s) == {0: first, 1: 0}


@pytest.mark.parametrize("version", VERSIONS)
def test_award_ranking_first_and_second_with_a_count_of_at_least_one(version):
    first, second = AWARD_3_4P[version]
    s = planning(4, seed=2)
    s.awards = ["AW4"]  # Restorer: repairs completed
    for p, reps in zip(s.players, (["R01", "R02"], ["R03"], [], [])):
        p.repairs = reps
    under(version, s)
    assert scoring.award_ranking(s) == {0: first, 1: second, 2: 0, 3: 0}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_award_ranking_needs_a_count_of_at_least_one_even_when_everyone_ties_at_zero(version, players):
    """R20: "At game end you need a count >= 1 to score ranking points"; without that minimum, players tied at
    0 would share the first places' points."""
    s = planning(players, seed=2)
    s.awards = ["AW4"]  # Restorer: repairs completed
    for p in s.players:
        p.repairs = []
    under(version, s)
    assert scoring.award_ranking(s) == {seat: 0 for seat in range(players)}


def test_rules_lu_3_halve_reputations_table_cut_masterworks_2_player_firsts_and_each_instrument_by_1():
    """Rules lu-3 (issue 15; docs/rules/luthier.md, "Rules lu-3"): a strong player's winning prestige was far
    above the reference's 30, so lu-3 scores less for the same play: the masterwork +1 (lu-2: +2), Reputation's
    end table [0, 0, 0, 1, 1, 2, 3, 4, 6] (lu-2: [0, 0, 1, 2, 3, 5, 7, 9, 12]), at 2 players the Orchestra's first
    place 3 (lu-2: 5) and an award's first place 2 (lu-2: 4), every instrument 1 prestige less but at least 1.
    3 and 4 players keep the Orchestra's 6 / 3 and the awards' 5 / 2; lu-2 keeps playing with its numbers."""
    assert get_game("luthier", "lu-3").info.rules_version == "lu-3"
    two = planning(2, seed=2)
    two.awards = ["AW4"]  # Restorer: repairs completed
    two.players[0].repairs = ["R01"]
    two.players[0].tracks["reputation"] = 8
    for p, n in zip(two.players, (2, 1)):
        p.seats = {"string": 0, "wind": n, "percussion": 0, "keyboard": 0}
    four = planning(4, seed=2)
    four.awards = ["AW4"]
    for p, reps, n in zip(four.players, (["R01", "R02"], ["R03"], [], []), (3, 2, 0, 0)):
        p.repairs = reps
        p.seats = {"string": 0, "wind": n, "percussion": 0, "keyboard": 0}
    table = {"lu-2": [0, 0, 1, 2, 3, 5, 7, 9, 12], "lu-3": [0, 0, 0, 1, 1, 2, 3, 4, 6]}
    firsts = {"lu-2": (5, 4), "lu-3": (3, 2)}  # 2 players: the Orchestra's and an award's first place
    for version in ("lu-2", "lu-3"):
        under(version, two, four)
        assert [two.k.C["tracks"]["reputation"]["end_points"][step] for step in range(9)] == table[version]
        assert scoring.breakdowns(two)[0]["reputation"] == table[version][8]
        assert (scoring.orchestra(two)[0], scoring.award_ranking(two)[0]) == firsts[version]
        assert scoring.orchestra(four) == {0: 6, 1: 3, 2: 0, 3: 0}
        assert scoring.award_ranking(four) == {0: 5, 1: 2, 2: 0, 3: 0}
        masterwork = two.k.C["bench"]["masterwork_prestige"]
        prestige = {card: instrument["prestige"] for card, instrument in two.k.INSTRUMENTS.items()}
        if version == "lu-2":
            reference = prestige
            assert masterwork == 2
    assert masterwork == 1
    assert prestige == {card: max(1, points - 1) for card, points in reference.items()}
    assert reference["I09"] == 11 and prestige["I09"] == 10 and 1 in reference.values()  # a 1 stays 1


def test_rules_lu_4_lower_the_3_4_player_orchestra_to_4_2_and_award_ranking_to_3_1():
    """Rules lu-4 (issue 15; docs/rules/luthier.md, "Rules lu-4"): at 3 and 4 players the winner scored far above
    what the best of 3 or 4 players scoring like the reference's line would, so lu-4 lowers the 3-4 player
    majorities: the Orchestra's first and second place 4 and 2 (lu-3: 6 and 3), an award's first and second
    place 3 and 1 (lu-3: 5 and 2). Nothing else changes: a 2-player or solo game plays and scores as under lu-3."""
    lu3 = get_game("luthier", "lu-3")
    assert GAME.info.rules_version == "lu-4" and lu3.info.rules_version == "lu-3"
    four = planning(4, seed=2)
    four.awards = ["AW4"]  # Restorer: repairs completed
    for p, reps, n in zip(four.players, (["R01", "R02"], ["R03"], [], []), (3, 2, 0, 0)):
        p.repairs = reps
        p.seats = {"string": 0, "wind": n, "percussion": 0, "keyboard": 0}
    assert scoring.orchestra(four) == {0: 4, 1: 2, 2: 0, 3: 0}
    assert scoring.award_ranking(four) == {0: 3, 1: 1, 2: 0, 3: 0}
    under("lu-3", four)
    assert scoring.orchestra(four) == {0: 6, 1: 3, 2: 0, 3: 0}
    assert scoring.award_ranking(four) == {0: 5, 1: 2, 2: 0, 3: 0}
    for players, seed in ((1, 5), (2, 21)):  # the same seats' random choices under both versions
        games = []
        for game in (lu3, GAME):
            s = game.new_game(NAMES[:players], seed, {})
            chooser, taken = Rng.from_seed(seed), []
            while not game.is_over(s):
                legal = game.legal_actions(s)
                taken.append(legal[chooser.below(len(legal))].id)
                game.apply(s, taken[-1])
            games.append((taken, [score.model_dump() for score in game.scores(s)]))
        assert games[0] == games[1]


def test_objective_scores_when_its_condition_holds():
    s = planning(2, seed=2)
    p = s.players[0]
    p.objective = "O09"  # Restorer's ledger: 4 repairs
    p.repairs = ["R01", "R02", "R03"]
    assert scoring.objective(s.k, p) == 0
    p.repairs.append("R04")
    assert scoring.objective(s.k, p) == OBJECTIVES["O09"]["prestige"]


# Reputation 5 at the end: the reference's table gives 5 (rules lu-2), rules lu-3's halved one 2.
@pytest.mark.parametrize("version, points", [("lu-2", 5), ("lu-3", 2)])
def test_reputation_table_and_money_per_ten(version, points):
    s = planning(2, seed=2)
    blank_player(s, 0, 25)
    s.players[0].inspiration = 6
    s.players[0].tracks["reputation"] = 5
    under(version, s)
    b = scoring.breakdowns(s)[0]
    assert b["reputation"] == points and b["money"] == 3


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


# Reference §2.15: "Tie-break: Most Reputation, then most money + inspiration, then the tie stands." Each test
# ties the totals; the first seat wins the tie-breaker under test, the second everything after it.


def _tie_break_position():
    s = planning(2, seed=2)
    for seat, p in enumerate(s.players):
        blank_player(s, seat, 0)
        p.prestige, p.ledger, p.objective = 0, {}, None
        p.seats = {k: 0 for k in p.seats}
        p.tracks["reputation"] = 0
    s.awards = []
    return s


def _ranks_with_equal_totals(s):
    """Even out the totals with prestige scored for instruments, then rank."""
    totals = [sum(b.values()) for b in scoring.breakdowns(s)]
    for p, total in zip(s.players, totals):
        p.ledger["instruments"] = p.ledger.get("instruments", 0) + max(totals) - total
    scores = GAME.scores(s)
    assert len({sc.total for sc in scores}) == 1
    return [sc.rank for sc in scores]


def test_tie_breaker_most_reputation_comes_first():
    s = _tie_break_position()
    s.players[0].tracks["reputation"] = 2
    s.players[1].money, s.players[1].inspiration = 9, 5  # more money and inspiration
    assert _ranks_with_equal_totals(s) == [1, 2]


def test_tie_breaker_most_money_and_inspiration_together_after_equal_reputation():
    s = _tie_break_position()
    s.players[0].money, s.players[0].inspiration = 3, 4  # 7 together
    s.players[1].money, s.players[1].inspiration = 5, 0  # more money, less in all
    assert _ranks_with_equal_totals(s) == [1, 2]
    s.players[1].inspiration = 2
    assert _ranks_with_equal_totals(s) == [1, 1]  # then the tie stands
