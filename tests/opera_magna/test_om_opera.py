"""Seed 000: sending Goods to the Opera's Worksites; reference 4.7 and 4.9 (The Eagle & The Lion)."""

import pytest
from om_helpers import do, ids, me, new, refined_phase, resolve

from pycore.opera_magna.opera import unlocked
from pycore.opera_magna.scoring import breakdowns

ORDERED = ["W1-B", "W1-P", "W1-C", "W1-G", "W2-B", "W2-P", "W2-C", "W2-G", "W3-B", "W3-P", "W3-C", "W3-G"]


def _opera(state, refined=(1, 1, 1, 1), carts=4, cert=(10, 10, 10, 10)):
    """Known Worksite layout (column i wants Bell, Planks, Column, Glass), Carts, Certificates."""
    state.sites = list(ORDERED)
    p = refined_phase(state, refined=refined)
    p.right = [["S02"], ["M09"], ["L12"]]
    state.turn.carts_used = 3 - carts if carts < 3 else 0
    p.cert = list(cert)
    p.raw = [min(2, c - 1) for c in cert]
    return p


def test_send_needs_the_refined_good():
    state = new()
    _opera(state, refined=(0, 1, 0, 0))
    assert [a for a in ids(state) if a.startswith("opera:")] == ["opera:a2"]


def test_send_needs_the_certificate_level():
    state = new()
    _opera(state, cert=(3, 3, 3, 3))
    state.tokens[0] = [9]  # someone opened b1 (Bell, level 2)
    assert "opera:b1" not in ids(state)
    me(state).cert[0] = 6
    assert "opera:b1" in ids(state)


def test_send_only_once_per_player_per_worksite_but_several_players_may_share_it():
    state = new()
    _opera(state)
    other = 1 - state.seat
    state.tokens[0] = [other]
    assert "opera:a1" in ids(state)
    do(state, "opera:a1")
    assert state.tokens[0] == [other, state.seat] and not state.pending  # not first: no effect
    me(state).refined[0] = 1
    assert "opera:a1" not in ids(state)


def test_send_needs_every_lower_worksite_in_the_column_to_hold_a_token():
    state = new()
    _opera(state, refined=(2, 2, 2, 2))
    assert "opera:b1" not in ids(state) and "opera:c1" not in ids(state)
    resolve(do(state, "opera:a1"))  # Bell-casting Pit's 2 Raw Goods chosen first
    assert "opera:b1" in ids(state) and "opera:c1" not in ids(state)  # the new token counts at once


def _opera_moves(state):
    return [a for a in ids(state) if a.startswith("opera:")]


@pytest.mark.parametrize("free_carts, sent", [(1, 1), (2, 2)])
def test_one_good_per_cart_per_turn(free_carts, sent):
    """Seed 000: "Each Cart sends 1 Refined Good to the Opera once per turn": with Planks, Column and Glass
    still in hand and their level-1 Worksites open, a player sends as many Goods as they have free Carts."""
    state = new()
    _opera(state, refined=(1, 1, 1, 1), carts=free_carts)
    for _ in range(sent):
        resolve(do(state, _opera_moves(state)[0]))  # the first contributor's effect chosen first
    assert sum(tokens.count(state.seat) for tokens in state.tokens) == sent
    assert me(state).refined[2:] == [1, 1] and _opera_moves(state) == []  # Column and Glass stay unsent


def test_the_first_contributor_resolves_the_effect_at_once_later_ones_do_not():
    state = new()
    p = _opera(state)
    vp = p.vp
    do(state, "opera:a3")  # Foundation Stone: gain 2 VP
    assert p.vp == vp + 2


def test_a_flag_worksite_is_scored_at_the_end_by_its_first_contributor():
    state = new()
    p = _opera(state)
    for position in (0, 1, 2, 4, 5, 6):
        state.tokens[position] = [1 - state.seat]
    vp = p.vp
    do(state, "opera:c3")  # Dome Ribs: +2 VP per column holding your tokens
    assert p.vp == vp
    assert breakdowns(state)[state.seat]["Worksite effects"] == 2
    assert breakdowns(state)[1 - state.seat]["Worksite effects"] == 0


def test_dome_ribs_scores_2_per_worksite_column_holding_your_tokens_not_per_token_or_row():
    """Reference 4.7, W3-C Dome Ribs: "+2 VP per Worksite column containing at least one of your tokens".
    Tokens on a1, b1 (one column) and c3 (another): 2 columns, though 3 tokens on 3 rows."""
    state = new()
    state.sites = list(ORDERED)  # c3 (position 10) is Dome Ribs
    seat = state.seat
    for position in (0, 4, 10):  # a1, b1, c3
        state.tokens[position] = [seat]
    assert breakdowns(state)[seat]["Worksite effects"] == 2 * 2


def test_worksite_tokens_score_1_2_3_by_level():
    state = new()
    state.sites = list(ORDERED)
    seat = state.seat
    before = breakdowns(state)[seat]["Opera tokens"]
    state.tokens[0] = [seat]
    state.tokens[4] = [seat]
    state.tokens[8] = [seat]
    assert breakdowns(state)[seat]["Opera tokens"] - before == 1 + 2 + 3


@pytest.mark.parametrize(
    "board, filled, expected",
    [
        ("base", [0], {"b1": True, "b2": False, "c1": False}),
        ("base", [0, 4], {"c1": True}),
        ("eagle", [0], {"b1": False, "b4": False}),  # b1 needs a1 and a2; b4 needs a4 and a1
        ("eagle", [0, 1], {"b1": True, "b2": False, "b4": False}),
        ("eagle", [0, 1, 2, 4], {"c1": False}),  # c1 needs b1 and b2
        ("lion", [0], {"b1": True, "b4": True, "b2": False, "c1": False}),
        ("lion", [0, 5], {"c1": True, "c2": True, "c4": False}),
    ],
)
def test_worksites_open_by_the_boards_support_graph(board, filled, expected):
    state = new(board=board)
    for position in filled:
        state.tokens[position] = [0]
    positions = ["a1", "a2", "a3", "a4", "b1", "b2", "b3", "b4", "c1", "c2", "c3", "c4"]
    assert {site: unlocked(state, positions.index(site)) for site in expected} == expected
    assert all(unlocked(state, i) for i in range(4))  # level 1 is always open
