"""Bots that play any game of the kernel contract: `random` and `greedy`."""

from __future__ import annotations

from typing import Any, Callable

from ..engine.errors import IllegalAction
from ..engine.game import Action, Game
from ..engine.rng import Rng

Bot = Callable[[Game, Any, Rng], Action]


def random_bot(game: Game, state: Any, rng: Rng) -> Action:
    """Any legal action, uniformly."""
    return rng.choice(game.legal_actions(state))


def greedy_bot(game: Game, state: Any, rng: Rng) -> Action:
    """One-step lookahead: the action whose result the game's heuristic rates best for the mover.

    Ties are broken at random, so greedy self-play games differ by seed.
    """
    seat = game.to_move(state)
    if seat is None:
        raise IllegalAction("The game is over: there is no move to choose.")
    actions = game.legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    best: list[Action] = []
    best_value = float("-inf")
    for action in actions:
        value = game.heuristic(game.apply(game.clone(state), action), seat)
        if value > best_value:
            best, best_value = [action], value
        elif value == best_value:
            best.append(action)
    return rng.choice(best)


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot}


def get_bot(name: str) -> Bot:
    if name not in BOTS:
        raise IllegalAction(f"Unknown bot '{name}'. Known bots: {', '.join(BOTS)}.")
    return BOTS[name]
