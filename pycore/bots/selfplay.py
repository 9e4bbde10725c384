"""Whole games with a bot in every seat: what `python -m pycore play`, `bench`, `link` and the arena play."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..engine.game import Game
from ..engine.rng import Rng
from . import get_bot


@dataclass
class BotGame:
    """A whole game played by bots: what `play` prints and what `link` encodes."""

    game: Game
    players: list[str]
    seed: int
    options: dict[str, str]
    bots: list[str]
    actions: list[str] = field(default_factory=list)
    state: Any = None


def play_bot_game(
    game: Game,
    players: list[str],
    seed: int,
    bots: list[str],
    options: dict[str, str] | None = None,
    on_action: Callable[[Any, Any], None] | None = None,
) -> BotGame:
    """Play one game to the end with a bot in every seat. Bots draw from their own RNG, seeded from `seed`."""
    options = game.info.check_options(options)
    state = game.new_game(players, seed, options)
    bot_rng = Rng.from_seed(seed ^ 0x5EED_B075)
    record = BotGame(game, players, seed, options, bots)
    while not game.is_over(state):
        seat = game.to_move(state)
        assert seat is not None  # the game is not over, so a seat is to move
        action = get_bot(bots[seat])(game, state, bot_rng)
        if on_action:
            on_action(state, action)
        state = game.apply(state, action)
        record.actions.append(action.id)
    record.state = state
    return record
