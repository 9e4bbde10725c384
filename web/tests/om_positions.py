"""Real Opera Magna positions for the view tests: seeded random games of 1 to 4 players on every board."""

from __future__ import annotations

import random
from typing import Iterator

from pycore.opera_magna import GAME

BOARDS = ("base", "eagle", "lion")


def positions(games: int, every: int = 1, seed: int = 0) -> Iterator[tuple[object, dict | None, str]]:
    """(state, observation before the last action, label of the last action) along `games` random games."""
    for g in range(games):
        rng = random.Random(seed * 1000 + g)
        players = 1 + g % 4
        state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed * 1000 + g, {"board": BOARDS[g % 3]})
        previous, last, step = None, "", 0
        while not GAME.is_over(state):
            if step % every == 0:
                yield state, previous, last
            legal = GAME.legal_actions(state)
            action = rng.choice(legal)
            previous = GAME.observation(state, GAME.to_move(state))
            GAME.apply(state, action.id)
            last, step = action.label, step + 1
        yield state, previous, last
