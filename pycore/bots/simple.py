"""The one-step bots: Normal and Easy (fair: they rate moves in a fresh deal of what they cannot see),
and the older `random` and `greedy` (greedy rates moves in the true state, so a move that draws a card
sees the card: kept as it was, for the games recorded with it)."""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import Move, Game
from ..engine.rng import Rng

# Easy picks among Normal's best three moves, weighted 4:2:1 (integers: a seed replays the same game
# on every Python): mostly the best, often the second or third, the way people slip. Measured against
# Normal (docs/performance.md): 4:3:2:1 over four moves played almost at random in Luthier (a mean score
# of -0.1), 6:2:1 lost only 68% of its Luthier games, 4:2:1 loses about 80%.
EASY_WEIGHTS = (4, 2, 1)


def mover(game: Game, state: Any) -> int:
    """The seat to move; a finished game has no move to choose."""
    seat = game.to_move(state)
    if seat is None:
        raise IllegalAction("The game is over: there is no move to choose.")
    return seat


def random_bot(game: Game, state: Any, rng: Rng) -> Move:
    """Any legal action, uniformly."""
    return rng.choice(game.legal_actions(state))


def rated(game: Game, state: Any, seat: int, actions: list[Move]) -> list[tuple[float, Move]]:
    """(value, action) for each action, best first, equal values in the order of `actions`:
    the game's heuristic for `seat` after the action."""
    values = [(game.heuristic(game.branch(state, a), seat), a) for a in actions]
    return sorted(values, key=lambda v: v[0], reverse=True)  # stable: ties keep their order


def fairly_rated(game: Game, state: Any, rng: Rng) -> list[tuple[float, Move]]:
    """`rated` for the seat to move, in a copy where what it cannot see is dealt afresh."""
    seat = mover(game, state)
    world = game.determinize(state, seat, rng)
    return rated(game, world, seat, game.legal_actions(world))


def _best(ranked: list[tuple[float, Move]], rng: Rng) -> Move:
    """The best-rated action; ties broken at random, so self-play games differ by seed."""
    return rng.choice([a for v, a in ranked if v == ranked[0][0]])


def greedy_bot(game: Game, state: Any, rng: Rng) -> Move:
    """One-step lookahead in the true state: the action whose result the heuristic rates best."""
    seat = mover(game, state)
    actions = game.legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    return _best(rated(game, state, seat, actions), rng)


def normal_bot(game: Game, state: Any, rng: Rng) -> Move:
    """One step ahead, fair, following the game's plan: in a fresh deal of what the seat cannot see, the
    game's `scripted_move` where its plan has one (Luthier's builder: a Normal that finishes instruments),
    else the best by the heuristic among the game's `sound_moves` (every legal move in Opera Magna)."""
    seat = mover(game, state)
    if len(game.legal_actions(state)) == 1:
        return game.legal_actions(state)[0]
    world = game.determinize(state, seat, rng)
    actions = game.legal_actions(world)
    planned = game.scripted_move(world, actions)
    if planned is not None:
        return planned
    return _best(rated(game, world, seat, game.sound_moves(world, actions)), rng)


def normal_ranking(game: Game, state: Any, rng: Rng) -> list[Move]:
    """Normal's moves best first, in a fresh deal: the plan's move (where the game's plan has one), then
    the sound moves by the heuristic one step ahead."""
    seat = mover(game, state)
    world = game.determinize(state, seat, rng)
    actions = game.legal_actions(world)
    ranked = [a for _, a in rated(game, world, seat, game.sound_moves(world, actions))]
    planned = game.scripted_move(world, actions)
    if planned is None:
        return ranked
    return [planned] + [a for a in ranked if a.id != planned.id]


def easy_bot(game: Game, state: Any, rng: Rng) -> Move:
    """One of Normal's top moves (`normal_ranking`), weighted towards the best (`EASY_WEIGHTS`)."""
    mover(game, state)
    actions = game.legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    top = normal_ranking(game, state, rng)[: len(EASY_WEIGHTS)]
    weights = EASY_WEIGHTS[: len(top)]
    pick = rng.below(sum(weights))
    for weight, action in zip(weights, top):
        if pick < weight:
            return action
        pick -= weight
    raise AssertionError("unreachable: the pick is below the sum of the weights")
