"""The builder's plan (`pycore/luthier/builder.py`): the moves it makes, each from the rules it follows
(§2.6 benches, §2.9 Market, R6 bench step, R9 benches), and the moves it never makes."""

from __future__ import annotations

from lu_helpers import act, blank_player, ids, new, planning, resolution_with, take_out

from pycore.bots.search import Search
from pycore.bots import hard_effort
from pycore.engine.rng import Rng
from pycore.luthier import GAME
from pycore.luthier.builder import shortfall, sound_moves


def planned(s):
    GAME.forget(s)
    return GAME.scripted_move(s, GAME.legal_actions(s))


def hold(s, seat, where, *cards):
    for c in cards:
        take_out(s, c)
        getattr(s.players[seat], where).append(c)


def workshop(money=0, **materials):
    s = planning(2, seed=1)
    blank_player(s, 0, money)
    s.players[0].materials.update(materials)
    return s


def rough_turn(money):
    """Seat 0 in Resolution with the Baroque violin (rough 2 wood; finish 1 wood + 1 animal) on its
    roughing bench, one chip there, no materials."""
    s = workshop(money=money)
    hold(s, 0, "rough_bench", "I01")
    return resolution_with(s, [(0, 1, "rough_bench")], order=[0, 1])


def test_builder_buys_materials_before_roughing():
    s = rough_turn(money=30)
    assert planned(s).id == "market"
    GAME.forget(s)
    assert "activate:rough_bench" not in [a.id for a in sound_moves(s, GAME.legal_actions(s))]


def test_builder_buys_exactly_what_the_benches_lack_then_roughs():
    s = rough_turn(money=30)
    act(s, "market")
    while s.decisions[0].kind == "market" and planned(s) is not None:
        act(s, planned(s).id)
    p = s.players[0]
    assert p.materials == {"animal": 1, "wood": 3, "metal": 0}  # rough 2 wood, then finish 1 wood + 1 animal
    assert not any(shortfall(s.k, p).values())
    act(s, "end", "pass")  # seat 1 has no chip: it passes
    assert planned(s).id == "activate:rough_bench"


def test_builder_roughs_without_the_market_when_the_materials_are_in():
    s = workshop(money=30, wood=3, animal=1)
    hold(s, 0, "rough_bench", "I01")
    resolution_with(s, [(0, 1, "rough_bench")], order=[0, 1])
    assert planned(s).id == "activate:rough_bench"


def test_builder_never_takes_a_roughed_instrument_back_while_it_can_finish_it():
    s = planning(2, seed=1)
    seat = GAME.to_move(s)  # the first to place a chip
    blank_player(s, seat)
    s.players[seat].materials.update(wood=1, animal=1)
    hold(s, seat, "finish_bench", "I01")
    assert "takeback:I01" in ids(s)
    assert planned(s).id == "place:chip3:finish_bench"  # the smallest chip that reaches its mastery, 3
    assert "takeback:I01" not in [a.id for a in sound_moves(s, GAME.legal_actions(s))]


def test_builder_finishes_with_the_chip_that_makes_a_masterwork():
    s = workshop(wood=1, animal=1)
    hold(s, 0, "finish_bench", "I01")  # mastery 3
    resolution_with(s, [(0, 1, "finish_bench"), (0, 3, "finish_bench")], order=[0, 1])
    act(s, "activate:finish_bench")
    assert planned(s).id == "chip3:finish:I01"


def test_builder_benches_only_blueprints_its_craft_allows():
    s = new(2, seed=1)
    while s.decisions[0].kind != "bench":
        act(s, ids(s)[0])
    seat = GAME.to_move(s)
    p = s.players[seat]
    p.tracks["craft"] = 0
    for card in p.hand:
        s.discards["instrument"].append(card)
    p.hand = []
    hold(s, seat, "hand", "I04", "I01")  # Classical viola needs Craft 1; Baroque violin Craft 0
    assert planned(s).id == "bench:I01"
    act(s, "bench:I01")
    assert planned(s).id == "bench:done"


def test_hard_weighs_the_builders_move_among_its_candidates():
    s = rough_turn(money=30)
    search = Search(GAME, s, Rng.from_seed(5), hard_effort(GAME))
    assert "market" in [a.id for a in search.candidates]
    assert all(a.id != "activate:rough_bench" for a in search.candidates)
