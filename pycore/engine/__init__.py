"""The game-agnostic kernel: the Game contract, actions, errors, the RNG and the registry."""

from .errors import BadLink, IllegalAction
from .game import Action, Game, GameInfo, OptionSpec, Score
from .registry import all_games, all_infos, game_ids, get_game, get_info
from .rng import Rng

__all__ = [
    "Action", "BadLink", "Game", "GameInfo", "IllegalAction", "OptionSpec", "Rng", "Score",
    "all_games", "all_infos", "game_ids", "get_game", "get_info",
]
