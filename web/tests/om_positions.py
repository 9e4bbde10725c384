"""Real Opera Magna positions for the view tests: seeded random games of 1 to 4 players on every board."""

from __future__ import annotations

import random
from typing import Iterator

from pycore.engine.narration import narrate
from pycore.opera_magna import GAME

BOARDS = ("base", "eagle", "lion")


def positions(games: int, every: int = 1, seed: int = 0) -> Iterator[tuple[object, set[str]]]:
    """(state, the pieces the last action's events touched) along `games` random games."""
    for g in range(games):
        rng = random.Random(seed * 1000 + g)
        players = 1 + g % 4
        state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed * 1000 + g, {"board": BOARDS[g % 3]})
        changed, step = set(), 0
        while not GAME.is_over(state):
            if step % every == 0:
                yield state, changed
            legal = GAME.legal_actions(state)
            action = rng.choice(legal)
            changed = {piece for event in narrate(GAME, state, action.id) for piece in event.pieces}
            step += 1
        yield state, changed
