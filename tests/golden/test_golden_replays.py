"""Golden replays (18xx's practice): whole games stored as seed + action ids with their final scores.

A change that alters any of them must be a deliberate rules change: bump the game's
`rules_version` and record the games again with

    ATELIER_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/golden
"""

import json
import os
from pathlib import Path

import pytest

from pycore.cli import play_bot_game, seat_bots
from pycore.engine import get_game

HERE = Path(__file__).parent
GAMES = [  # (game, players, seed, bots, options)
    ("opera-magna", 4, 7, "greedy,random", {"board": "eagle"}),
    ("opera-magna", 1, 3, "greedy", {"board": "lion"}),
    ("opera-magna", 2, 12, "random", {"board": "base"}),
    ("luthier", 4, 8, "greedy,random", {}),
    ("luthier", 1, 5, "greedy", {"automa": "master"}),
    ("luthier", 2, 21, "random", {}),
]


def golden_path(game_id, players, seed):
    return HERE / f"{game_id}-{players}p-seed{seed}.json"


def record(game_id, players, seed, bots, options):
    game = get_game(game_id)
    names = [f"Player {i + 1}" for i in range(players)]
    played = play_bot_game(game, names, seed, seat_bots(bots, players), options)
    return {
        "game": game_id,
        "rules_version": game.info.rules_version,
        "players": names,
        "seed": seed,
        "options": played.options,
        "actions": played.actions,
        "scores": [score.model_dump() for score in game.scores(played.state)],
    }


@pytest.mark.parametrize("game_id,players,seed,bots,options", GAMES)
def test_golden_replay_reaches_the_recorded_scores(game_id, players, seed, bots, options):
    path = golden_path(game_id, players, seed)
    if os.environ.get("ATELIER_UPDATE_GOLDEN"):
        path.write_text(json.dumps(record(game_id, players, seed, bots, options), indent=1) + "\n")
    golden = json.loads(path.read_text())
    game = get_game(game_id)
    assert golden["rules_version"] == game.info.rules_version, (
        "The rules version changed: record the golden games again (see this module's docstring)."
    )
    state = game.new_game(golden["players"], golden["seed"], golden["options"])
    for action_id in golden["actions"]:
        game.apply(state, action_id)
    assert game.is_over(state)
    assert [score.model_dump() for score in game.scores(state)] == golden["scores"]
