"""Bots, fair (issue 15): they decide from their seat's observation only. Replacing the true hidden
information with another deal that the seat cannot tell apart leaves their choice unchanged."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pycore.bots import HARD, Search, effort_for, four_times, get_bot, start_search
from pycore.engine import get_game
from pycore.engine.rng import Rng
from pycore.opera_magna.components import TRADE_CARDS

NAMES = ["Ada", "Bo", "Cy", "Di"]


def played_until(game, players: int, seed: int, ready) -> object:
    """A game played by Normal bots until `ready(state)`."""
    state = game.new_game(NAMES[:players], seed)
    rng = Rng.from_seed(seed)
    while not ready(state):
        game.apply(state, get_bot("normal")(game, state, rng))
    return state


def luthier_other_deal(state, seat: int):
    """The same position seen from `seat`, with everything it cannot see dealt otherwise."""
    other = state.model_copy(deep=True)
    for deck in other.decks.values():
        deck.reverse()
    for i, p in enumerate(other.players):
        if i == seat:
            continue
        hidden = [pl for pl in other.placements if pl.seat == i and not pl.revealed]
        placed = {pl.chip for pl in other.placements if pl.seat == i}
        free = [c for c in p.chips if c.number not in placed]
        if hidden and free:  # the chip under the face-down placement is another one of its own
            hidden[0].chip, hidden[0].specialist = free[0].number, free[0].specialist
        if p.objective and other.decks["objective"]:
            p.objective, other.decks["objective"][0] = other.decks["objective"][0], p.objective
    other.rng.state ^= 0xDEADBEEF  # chance to come is hidden too
    return other


def opera_magna_other_deal(state, seat: int):
    other = state.model_copy(deep=True)
    hands = [p.hand for i, p in enumerate(other.players) if i != seat]
    spots = [(pile, k) for pile in hands + other.decks for k in range(len(pile))]
    for hand in hands:  # swap each other hand's first card with a hidden card of the same deck (same back)
        if hand:
            pile, k = next((pile, k) for pile, k in spots if pile is not hand
                           and TRADE_CARDS[pile[k]].deck == TRADE_CARDS[hand[0]].deck)
            hand[0], pile[k] = pile[k], hand[0]
    for pile in other.building_decks:
        pile.reverse()
    other.rng.state ^= 0xDEADBEEF
    return other


def lu_face_down_chip(s) -> bool:
    seat = s.decisions[0].seat if s.decisions else None
    return s.phase == "planning" and any(pl.seat not in (seat, -1) and not pl.revealed for pl in s.placements)


CASES = [
    ("luthier", 2, 4, lu_face_down_chip, luthier_other_deal),
    ("luthier", 3, 9, lu_face_down_chip, luthier_other_deal),
    ("opera-magna", 2, 5, lambda s: s.round == 2 and not s.pending, opera_magna_other_deal),
    ("opera-magna", 4, 6, lambda s: s.round == 3 and not s.pending, opera_magna_other_deal),
]


@pytest.mark.parametrize("game_id, players, seed, ready, other_deal", CASES)
def test_a_bots_choice_does_not_depend_on_the_true_hidden_information(game_id, players, seed, ready, other_deal):
    game = get_game(game_id)
    state = played_until(game, players, seed, ready)
    seat = game.to_move(state)
    other = other_deal(state, seat)
    assert game.to_json(other) != game.to_json(state)  # the hidden information truly differs ...
    assert game.observation(other, seat) == game.observation(state, seat)  # ... where the seat cannot see
    dealt = [game.to_json(game.determinize(s, seat, Rng.from_seed(11))) for s in (state, other)]
    assert dealt[0] == dealt[1]
    for level in ("expert", "hard", "normal", "easy"):
        choices = [get_bot(level)(game, s, Rng.from_seed(11)).id for s in (state, other)]
        assert choices[0] == choices[1], level


@pytest.mark.parametrize("game_id, players, seed, ready, other_deal", CASES[::2])
def test_determinize_keeps_what_the_seat_sees_and_deals_the_rest_afresh(game_id, players, seed, ready, other_deal):
    game = get_game(game_id)
    state = played_until(game, players, seed, ready)
    seat = game.to_move(state)
    before = game.to_json(state)
    dealt = game.determinize(state, seat, Rng.from_seed(3))
    assert game.to_json(state) == before  # the truth is untouched
    assert game.observation(dealt, seat) == game.observation(state, seat)
    assert game.to_json(dealt) != before  # deck orders (at least) were dealt afresh
    assert [a.id for a in game.legal_actions(dealt)] == [a.id for a in game.legal_actions(state)]


# Hard as shipped, and the rollout variants measured for it (docs/performance.md): guided own moves,
# rollouts over two round ends, rollouts rated by the game's measured value
EFFORTS = [HARD, replace(HARD, guided=2, plies=1000, max_worlds=8), replace(HARD, rounds=2),
           replace(HARD, rounds=2, measured=1, max_worlds=8)]


@pytest.mark.parametrize("effort", EFFORTS, ids=["hard", "guided", "two-rounds", "measured"])
@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
def test_search_gives_the_same_result_however_it_is_sliced(game_id, effort):
    game = get_game(game_id)
    state = played_until(game, 2, 4, lambda s: len(game.legal_actions(s)) >= 4)
    whole = Search(game, state, Rng.from_seed(5), effort)
    choice = whole.run()
    sliced = Search(game, state, Rng.from_seed(5), effort)
    slices = 0
    while not sliced.step(3):
        slices += 1
    assert slices > 1 and sliced.rollouts == whole.rollouts and sliced.plies == whole.plies
    assert sliced.work == whole.work >= whole.plies
    assert sliced.totals == whole.totals and sliced.choice == choice
    worlds = whole.rollouts // len(whole.candidates)
    assert whole.rollouts % len(whole.candidates) == 0 and effort.min_worlds <= worlds <= effort.max_worlds


def test_search_with_one_legal_move_does_no_work():
    game = get_game("luthier")
    state = played_until(game, 2, 4, lambda s: len(game.legal_actions(s)) == 1)
    search = Search(game, state, Rng.from_seed(5), HARD)
    assert search.step(10) and search.rollouts == 0 and search.choice == game.legal_actions(state)[0]


@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
def test_hard_thinks_with_its_games_effort_alike_in_the_cli_and_in_the_browsers_slices(game_id):
    game = get_game(game_id)
    state = played_until(game, 2, 4, lambda s: len(game.legal_actions(s)) >= 4)
    search = start_search("hard", game, state, Rng.from_seed(5))
    assert search is not None and search.effort == effort_for("hard", game)
    while not search.step(300):
        pass
    assert search.choice == get_bot("hard")(game, state, Rng.from_seed(5))
    assert start_search("normal", game, state, Rng.from_seed(5)) is None  # a one-step level does not search


@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
def test_expert_searches_as_hard_with_four_times_the_work_alike_in_the_cli_and_the_browsers_slices(game_id):
    game = get_game(game_id)
    hard, expert = effort_for("hard", game), effort_for("expert", game)
    assert hard is not None and expert is not None and expert.plies == 4 * hard.plies
    assert four_times(hard).max_worlds == 4 * hard.max_worlds
    # Luthier: four times the worlds; Opera Magna: rollouts on to the next round's end, in fewer worlds
    assert expert == (replace(four_times(hard), keep=0) if game_id == "luthier"
                      else replace(four_times(hard), rounds=2, min_worlds=16, max_worlds=60, keep=0))
    state = played_until(game, 2, 4, lambda s: len(game.legal_actions(s)) >= 4)
    search = start_search("expert", game, state, Rng.from_seed(5))
    assert search is not None
    while not search.step(300):
        pass
    assert search.choice == get_bot("expert")(game, state, Rng.from_seed(5))


def test_opera_magnas_hard_guides_its_own_rollout_moves_and_keeps_its_first_choice_as_measured():
    # docs/performance.md: guided=2 beat Normal in Opera Magna far more often than random rollout moves; keeping
    # Normal's first choice unless another is a point a world better made Hard steady (issue 30's goal 3)
    assert effort_for("hard", get_game("opera-magna")) == replace(HARD, guided=2, keep=1)


def test_luthiers_hard_rates_where_its_rollouts_stop_by_the_measured_value_and_plays_them_as_a_builder():
    # docs/performance.md: rated by what holdings were worth in played games, Hard beat Normal far more often;
    # with the builder's plan for its own rollout moves and among its candidates, it builds about 3 instruments
    effort = effort_for("hard", get_game("luthier"))
    # and it keeps the plan's move unless another is clearly better (issue 30: steady across seeds)
    assert effort == replace(HARD, guided=2, rounds=2, max_worlds=8, measured=1, scripted=1, sound=1, keep=4)


def test_opera_magna_has_no_scripted_plan_so_its_hard_searches_as_before():
    game = get_game("opera-magna")
    state = played_until(game, 2, 4, lambda s: len(game.legal_actions(s)) >= 4)
    actions = game.legal_actions(state)
    assert game.scripted_move(state, actions) is None and game.sound_moves(state, actions) == actions
    planned = replace(effort_for("hard", game), scripted=1, sound=1)
    as_before = Search(game, state, Rng.from_seed(5), effort_for("hard", game)).run()
    assert Search(game, state, Rng.from_seed(5), planned).run() == as_before


@pytest.mark.parametrize("game_id", ["luthier", "opera-magna"])
def test_a_search_that_keeps_its_first_choice_leaves_it_only_for_a_move_better_by_the_margin(game_id):
    game = get_game(game_id)
    state = played_until(game, 2, 4, lambda s: len(game.legal_actions(s)) >= 4)
    effort = replace(effort_for("hard", game), keep=1000)  # no move is that much better: the first choice stays
    search = Search(game, state, Rng.from_seed(5), effort)
    assert search.run() == search.candidates[search.first]
    planned = game.scripted_move(search.root, game.legal_actions(search.root)) if effort.sound else None
    assert search.first == 0 if planned is None else search.candidates[search.first].id == planned.id
    free = Search(game, state, Rng.from_seed(5), replace(effort, keep=0))
    assert free.run() == free.candidates[max(range(len(free.totals)), key=lambda i: (free.totals[i], -i))]


def test_an_effort_varied_by_the_measuring_tools_text():
    assert HARD.varied("guided=2,max_worlds=10") == replace(HARD, guided=2, max_worlds=10)
    assert HARD.varied("measured=1").measured == 1
    assert HARD.varied("") == HARD


def test_hard_plays_luthier_solo_against_the_automa():
    # the automa is the second seat of a solo game's scores: a search rates it by its prestige
    game = get_game("luthier")
    state = played_until(game, 1, 4, lambda s: len(game.legal_actions(s)) >= 4)
    move = get_bot("hard")(game, state, Rng.from_seed(5))
    assert move in game.legal_actions(state)
