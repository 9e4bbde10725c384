"""Thousands of seeded random games to the end: invariants after every action, JSON round trips at
random points, replay determinism. `OM_SIM_GAMES` sets the number of games (2,000 by default)."""

import os
import pytest

from pycore.engine import Rng
from pycore.opera_magna import GAME
from pycore.opera_magna.components import BUILDING_VP, BUILDINGS, LEVEL_BY_SPACE, WORKSITES

GAMES = int(os.environ.get("OM_SIM_GAMES", "2000"))
CHUNKS = 20
BOARDS = ("base", "eagle", "lion")


def _trade_cards(state) -> list[str]:
    """Every Trade Card in the game, wherever it is (sorted)."""
    cards = [c for c in state.market if c] + state.discard
    for p in state.players:
        cards += p.hand
    for city in state.cities:
        cards += city.cost + city.profit
    for deck in state.decks:
        cards += deck
    return sorted(cards)


def _buildings(state) -> list[str]:
    """Every Building card, wherever it is (sorted), including one completed and waiting for its side."""
    cards = [c for c in state.display if c] + [s.data for s in state.pending if s.kind == "side"]
    for deck in state.building_decks:
        cards += deck
    for p in state.players:
        cards += p.works
        for side in (p.left, p.right):
            for position in side:
                cards += position
    return sorted(cards)


ALL_BUILDINGS = sorted(BUILDINGS)


def check_invariants(state, trade_cards: list[str]) -> None:
    areas = {f"{c.name.lower()}-{s}" for c in state.cities for s in ("cost", "profit")}
    for p in state.players:
        assert all(0 <= r <= 9 for r in p.raw), p.raw
        assert all(3 <= c <= 10 for c in p.cert), p.cert
        assert all(c > r for r, c in zip(p.raw, p.cert)), (p.raw, p.cert)
        assert p.vp >= 1
        assert min(p.refined) >= 0 and min(p.stored) >= 0
        assert len(p.works) == len(p.placed) <= 2
        assert all(0 <= n < BUILDINGS[c].cost for c, n in zip(p.works, p.placed))
        assert len(p.merchants) == 3 and all(m == "" or m in areas for m in p.merchants)
    assert _trade_cards(state) == trade_cards
    assert _buildings(state) == ALL_BUILDINGS
    for tokens in state.tokens:
        assert len(tokens) == len(set(tokens))
    assert sorted(state.sites) == sorted(WORKSITES)
    assert 1 <= state.round <= state.final_round <= 9
    for city in state.cities:
        assert len(city.cost) == len(city.profit) == 3


def check_scores(state) -> None:
    """Totals add up, and the sourced categories recomputed here from scratch agree."""
    for score in GAME.scores(state):
        assert score.total == sum(score.breakdown.values())
        p = state.players[score.seat]
        b = score.breakdown
        assert b["Points track"] == p.vp
        assert b["Buildings"] == sum(BUILDING_VP[BUILDINGS[c].size] for side in (p.left, p.right) for pos in side for c in pos)
        assert b["Certificates"] == sum(LEVEL_BY_SPACE[c] for c in p.cert)
        assert b["Opera tokens"] == sum(
            WORKSITES[site].level for site, tokens in zip(state.sites, state.tokens) if score.seat in tokens
        )


def play_one(game_index: int) -> None:
    players = 1 + game_index % 4
    board = BOARDS[(game_index // 4) % 3]
    seed = 1000 + game_index
    names = [f"Seat {i + 1}" for i in range(players)]
    state = GAME.new_game(names, seed, {"board": board})
    trade_cards = _trade_cards(state)
    assert len(trade_cards) == len(set(trade_cards)) == 6 * len(state.cities) + 4 + 3 * players + 8 * players
    rng = Rng.from_seed(seed)
    round_trip_at = {rng.below(150) for _ in range(3)}
    actions: list[str] = []
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        assert legal and [a.id for a in legal] == [a.id for a in GAME.legal_actions(state)]
        assert len({a.id for a in legal}) == len(legal)
        action = rng.choice(legal).id
        if len(actions) in round_trip_at:
            text = GAME.to_json(state)
            copy = GAME.from_json(text)
            assert GAME.to_json(copy) == text
            assert GAME.to_json(GAME.apply(copy, action)) == GAME.to_json(GAME.apply(GAME.clone(state), action))
        GAME.apply(state, action)
        actions.append(action)
        check_invariants(state, trade_cards)
    check_scores(state)
    assert state.round == 9 and len(actions) < 2000
    if game_index % 10 == 0:
        replay = GAME.new_game(names, seed, {"board": board})
        for action in actions:
            GAME.apply(replay, action)
        assert GAME.to_json(replay) == GAME.to_json(state)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_to_the_end_keep_every_invariant(chunk):
    for game_index in range(chunk, GAMES, CHUNKS):
        play_one(game_index)
