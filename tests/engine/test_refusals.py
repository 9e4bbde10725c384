"""An id is looked up once, and a move that is not legal now is refused in the game's own words (issue 28):
who must do what instead ("Ada must choose a Raw Good to gain."), not only "'x' is not a legal action"."""

from __future__ import annotations

import random
import typing

import pytest

from pycore.engine import IllegalAction
from pycore.engine.match import make_seat, new_match, play, replay
from pycore.engine.registry import LUTHIER, OPERA_MAGNA, get_game
from pycore.luthier import rules as lu_rules
from pycore.luthier.state import DecisionKind
from pycore.opera_magna import rules as om_rules
from pycore.opera_magna.moves import decision_kind

# What each game says the seat to move must do, by the kind of decision it waits for.
WAITING = {
    OPERA_MAGNA: lambda state: (state.players[state.pending[0].seat if state.pending else state.seat].name,
                                om_rules.DECISIONS[decision_kind(state)]),
    LUTHIER: lambda state: (state.players[state.decisions[0].seat].name, lu_rules.DECISIONS[state.decisions[0].kind]),
}


def human_steps(game_id: str, seed: int, count: int):
    """(match, state) at `count` steps of a random game of two humans (each step a fresh replay)."""
    match = new_match(game_id, [make_seat("Ada"), make_seat("Bo")], seed)
    state = replay(match)
    game, rng = get_game(game_id), random.Random(seed)
    for _ in range(count):
        yield match, state
        if game.is_over(state):
            return
        match, state = play(match, state, rng.choice(game.legal_actions(state)).id)


@pytest.mark.parametrize("game_id", [OPERA_MAGNA, LUTHIER])
def test_a_move_that_is_not_legal_now_is_refused_saying_who_must_do_what(game_id):
    game = get_game(game_id)
    for match, state in human_steps(game_id, 3, 60):
        if game.is_over(state) or game.to_move(state) is None:
            continue
        name, must = WAITING[game_id](state)
        with pytest.raises(IllegalAction) as refused:
            play(match, state, "nowhere:at-all")
        assert str(refused.value) == f"That is not possible now: {name} must {must}."


def test_opera_magnas_first_refusal_names_the_raw_good_to_gain():
    match = new_match(OPERA_MAGNA, [make_seat("Ada"), make_seat("Bo")], 7)
    with pytest.raises(IllegalAction, match=r"^That is not possible now: Ada must choose a Raw Good to gain\.$"):
        play(match, replay(match), "market:1")


def test_every_kind_of_luthier_decision_has_its_words():
    assert set(lu_rules.DECISIONS) == set(typing.get_args(DecisionKind))


def test_an_over_game_refuses_every_move():
    game = get_game(LUTHIER)
    match = new_match(LUTHIER, [make_seat("Ada"), make_seat("Bo", "bot", "random")], 2)
    state = replay(match)
    rng = random.Random(2)
    while not game.is_over(state):
        match, state = play(match, state, rng.choice(game.legal_actions(state)).id)
    with pytest.raises(IllegalAction, match="The game is over"):
        play(match, state, "pass")


@pytest.mark.parametrize("game_id", [OPERA_MAGNA, LUTHIER])
def test_playing_an_id_looks_it_up_once(game_id, monkeypatch):
    game = get_game(game_id)
    calls: list[str] = []
    for name in ("index_of", "find"):
        original = getattr(game, name)
        monkeypatch.setattr(game, name, lambda *args, _name=name, _original=original: calls.append(_name) or _original(*args))
    for match, state in human_steps(game_id, 5, 25):
        if game.is_over(state):
            break
        trial = game.clone(state)  # the walk goes on from `state`
        calls.clear()
        play(match, trial, game.legal_actions(trial)[-1].id)
        assert calls == ["index_of"]
