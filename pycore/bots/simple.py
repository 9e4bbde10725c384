"""The one-step bots: `random`, `greedy` (Normal) and the Easy level built on greedy's ratings."""

from __future__ import annotations

from typing import Any

from ..engine.game import Action, Game
from ..engine.rng import Rng

# Easy picks among greedy's best moves, weighted 4:3:2:1 (integers: a seed replays the same game
# on every Python): mostly a good move, often the second or third best, the way people slip.
EASY_WEIGHTS = (4, 3, 2, 1)


def random_bot(game: Game, state: Any, rng: Rng) -> Action:
    """Any legal action, uniformly."""
    return rng.choice(game.legal_actions(state))


def rated(game: Game, state: Any, seat: int, actions: list[Action]) -> list[tuple[float, Action]]:
    """(value, action) for each action, best first, equal values in the order of `actions`:
    the game's heuristic for `seat` after the action."""
    values = [(game.heuristic(game.apply(game.clone(state), a), seat), a) for a in actions]
    return sorted(values, key=lambda v: v[0], reverse=True)  # stable: ties keep their order


def greedy_bot(game: Game, state: Any, rng: Rng) -> Action:
    """One-step lookahead: the action whose result the game's heuristic rates best for the mover.

    Ties are broken at random, so greedy self-play games differ by seed.
    """
    actions = game.legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    ranked = rated(game, state, game.to_move(state), actions)
    return rng.choice([a for v, a in ranked if v == ranked[0][0]])


def easy_bot(game: Game, state: Any, rng: Rng) -> Action:
    """One of greedy's top moves, weighted towards the best (`EASY_WEIGHTS`)."""
    actions = game.legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    top = rated(game, state, game.to_move(state), actions)[: len(EASY_WEIGHTS)]
    weights = EASY_WEIGHTS[: len(top)]
    pick = rng.below(sum(weights))
    for weight, (_, action) in zip(weights, top):
        if pick < weight:
            return action
        pick -= weight
    raise AssertionError("unreachable: the pick is below the sum of the weights")
