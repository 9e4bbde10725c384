"""Real Luthier positions for the view tests: seeded games played by a cheap policy that prefers
productive moves (so benches, performances, deliveries and specialists occur), every seat count."""

from __future__ import annotations

import random
import re
from html import unescape

from pycore.luthier import GAME

from app.views import TableContext

PRODUCTIVE = ("perform:", "deliver:", "repair:", "satisfy:", "specialist:", "retire:", "buy:", "take:", "bench:I", "keep:", "train:")
ACTION_ATTR = re.compile(r'data-action="([^"]*)"')


def pick(actions, rng: random.Random):
    good = [a for a in actions if a.id.startswith(PRODUCTIVE) or ":rough:" in a.id or ":finish:" in a.id]
    if good and rng.random() < 0.7:
        return rng.choice(good)
    if rng.random() < 0.5:  # place chips on benches and at work locations more than at random
        place = [a for a in actions if a.id.startswith(("activate:", "market"))]
        if place:
            return rng.choice(place)
    return rng.choice(actions)


def positions(games: int, players=(1, 2, 3, 4), every: int = 1, seed0: int = 0):
    """(state, seat to move) for every `every`-th position of `games` seeded games."""
    for g in range(games):
        n = players[g % len(players)]
        names = [f"P{i}" for i in range(n)]
        options = {}
        state = GAME.new_game(names, seed0 + g, options)
        rng = random.Random(seed0 + g)
        step = 0
        while not GAME.is_over(state):
            if step % every == 0:
                yield state, GAME.to_move(state)
            GAME.apply(state, pick(GAME.legal_actions(state), rng))
            step += 1
        yield state, None


def context(state, seat, selection=(), names=None) -> TableContext:
    obs = GAME.observation(state, seat)
    legal = GAME.legal_actions(state) if seat is not None else []
    names = names or [p["name"] for p in obs["players"]]
    return TableContext("luthier", obs, legal, seat, names, selection=tuple(selection))


def targets(html: str) -> list[str]:
    return [unescape(t) for t in ACTION_ATTR.findall(html)]
