"""Seed 000: constructing Buildings over several turns, left and right sides, Conversions, Carts; 001: replenishing."""

from om_helpers import do, ids, me, new, plain_player, refined_phase

from pycore.opera_magna import GAME
from pycore.opera_magna.components import BUILDINGS
from pycore.opera_magna.opera import carts
from pycore.opera_magna.scoring import breakdowns


def _works(state, *cards, placed=None):
    p = me(state)
    p.works = list(cards)
    p.placed = list(placed or [0] * len(cards))
    return p


def test_there_are_36_buildings_12_of_each_size_costing_2_3_4_goods_of_their_colour():
    sizes = [b.size for b in BUILDINGS.values()]
    assert len(BUILDINGS) == 36 and all(sizes.count(s) == 12 for s in "SML")
    assert {b.size: b.cost for b in BUILDINGS.values()} == {"S": 2, "M": 3, "L": 4}


def test_goods_placed_on_a_building_stay_there_across_turns():
    state = new()
    seat = state.seat
    p = _works(state, "S01", "M01")  # both build with Bell
    refined_phase(state, refined=(1, 0, 0, 0))
    do(state, "build:0:bell", "end")
    assert state.players[seat].placed[0] == 1 and p.works[0] == "S01"


def test_only_goods_of_the_buildings_colour_can_be_placed():
    state = new()
    _works(state, "S04", "M01")  # Planks, Bell
    refined_phase(state, refined=(0, 0, 1, 0))  # a Column
    assert not [a for a in ids(state) if a.startswith("build:")]


def test_a_completed_building_goes_left_or_right_in_the_row_of_its_size():
    state = new()
    p = _works(state, "M06", "S01", placed=[2, 0])
    refined_phase(state, refined=(0, 1, 0, 0))
    do(state, "build:0:planks")
    assert ids(state) == ["side:left", "side:right"]
    do(state, "side:left")
    assert p.left == [[], ["M06"], []] and p.works == ["S01"]


def test_any_number_of_buildings_stack_in_one_position():
    state = new()
    p = _works(state, "S02", "S07", placed=[1, 1])  # Town Crier (Bell), Quarry Office (Column)
    p.right[0] = ["S03"]
    refined_phase(state, refined=(1, 0, 1, 0))
    do(state, "build:0:bell", "side:right", "build:0:column", "side:right")
    assert p.right[0] == ["S03", "S02", "S07"]


def test_the_first_left_building_unlocks_its_conversion_usable_once_per_turn():
    state = new()
    p = plain_player(state, raw=(6, 2, 2, 2), board="I")  # Left-Small: pay 2 Lead, gain a Bell
    refined_phase(state)
    assert "conversion:S" not in ids(state)
    p.left[0] = ["S02"]
    assert "conversion:S" in ids(state)
    do(state, "conversion:S")
    assert p.raw[0] == 4 and p.refined[0] == 1
    assert "conversion:S" not in ids(state)


def test_the_first_right_building_unlocks_a_cart_and_you_start_with_none():
    state = new()
    p = me(state)
    assert carts(state, state.seat) == 0
    p.right[0] = ["S02"]
    assert carts(state, state.seat) == 1
    p.right[0].append("S07")
    assert carts(state, state.seat) == 1  # a later Building in the same position adds no Cart
    p.right[2] = ["L12"]
    assert carts(state, state.seat) == 2


def test_building_effects_work_at_once_even_this_turn():
    state = new()
    p = _works(state, "S02", "M01", placed=[1, 0])  # Town Crier: gain 2 VP
    p.cert = [3, 3, 3, 3]
    p.raw = [0, 0, 0, 0]
    refined_phase(state, refined=(2, 0, 0, 0))
    site = state.sites.index("W1-B")
    state.sites[0], state.sites[site] = state.sites[site], state.sites[0]
    assert not [a for a in ids(state) if a.startswith("opera:")]
    vp = p.vp
    do(state, "build:0:bell", "side:right")
    assert p.vp == vp + 2
    assert "opera:a1" in ids(state)  # the new Cart works this turn


def test_left_gives_only_the_discount_right_gives_only_the_effect():
    state = new()
    p = _works(state, "S02", "M01", placed=[1, 0])
    refined_phase(state, refined=(1, 0, 0, 0))
    vp = p.vp
    do(state, "build:0:bell", "side:left")
    assert p.vp == vp and p.left[0] == ["S02"]


def test_a_new_building_is_taken_only_at_the_end_of_the_turn():
    state = new()
    p = _works(state, "S02", "M01", placed=[1, 0])
    refined_phase(state, refined=(1, 0, 0, 0))
    do(state, "build:0:bell", "side:left")
    assert p.works == ["M01"]
    do(state, "end")
    assert state.phase == "buildings" and p.works == ["M01"]
    card = state.display[2]
    do(state, f"building:{card}")
    assert p.works == ["M01", card] and state.phase == "market"


def test_replenishing_reveals_a_replacement_from_the_same_deck():
    state = new()
    _works(state, "S02")
    state.phase = "buildings"
    top_small = state.building_decks[0][-1]
    taken = state.display[0]
    do(state, f"building:{taken}")
    assert state.display[0] == top_small


def test_buildings_score_by_size_on_either_side():
    state = new()
    p = me(state)
    before = breakdowns(state)[state.seat]["Buildings"]
    p.left = [["S01"], ["M01"], []]
    p.right = [[], [], ["L03"]]
    assert breakdowns(state)[state.seat]["Buildings"] - before == 2 + 3 + 4


def test_a_building_under_construction_can_never_be_discarded():
    state = new()
    _works(state, "L01", "L02")
    refined_phase(state)
    assert ids(state) == ["end"]
    while not GAME.is_over(state):
        assert not any("discard" in a for a in ids(state))
        GAME.apply(state, GAME.legal_actions(state)[-1])
