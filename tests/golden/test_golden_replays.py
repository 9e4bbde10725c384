"""Golden replays (18xx's practice): whole games stored as seed + action ids with their final scores.

Each file is named after its game, rules version, player count and seed. A game keeps every rules
version it still plays (`engine/versions.py`), so the files of an earlier version stay as they are and
keep replaying under that version's numbers. A change that alters a game of the newest version must be a
deliberate rules change: bump the game's `rules_version` (the one before kept in `earlier_rules_versions`,
with its numbers in components.json's "earlier_rules") and record the newest version's games with

    ATELIER_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/golden
"""

import json
import os
from pathlib import Path

import pytest

from pycore.cli import play_bot_game, seat_bots
from pycore.engine import get_game, get_info

HERE = Path(__file__).parent
GAMES = [  # (game, players, seed, bots, options)
    ("opera-magna", 4, 7, "greedy,random", {"board": "eagle"}),
    ("opera-magna", 1, 3, "greedy", {"board": "lion"}),
    ("opera-magna", 2, 12, "random", {"board": "base"}),
    ("luthier", 4, 8, "greedy,random", {}),
    ("luthier", 1, 5, "greedy", {"automa": "master"}),
    ("luthier", 2, 21, "random", {}),
]
RECORDED = sorted(HERE.glob("*.json"))


def golden_path(game_id, version, players, seed):
    return HERE / f"{game_id}-{version}-{players}p-seed{seed}.json"


def record(game_id, version, players, seed, bots, options):
    """The golden file's text of this game played by these bots under this rules version."""
    game = get_game(game_id, version)
    names = [f"Player {i + 1}" for i in range(players)]
    played = play_bot_game(game, names, seed, seat_bots(bots, players), options)
    return json.dumps({
        "game": game_id,
        "rules_version": game.info.rules_version,
        "players": names,
        "seed": seed,
        "options": played.options,
        "actions": played.actions,
        "scores": [score.model_dump() for score in game.scores(played.state)],
    }, indent=1) + "\n"


@pytest.mark.parametrize("game_id,players,seed,bots,options", GAMES)
def test_the_newest_rules_version_has_its_golden_game(game_id, players, seed, bots, options):
    version = get_info(game_id).rules_version
    path = golden_path(game_id, version, players, seed)
    if os.environ.get("ATELIER_UPDATE_GOLDEN"):
        path.write_text(record(game_id, version, players, seed, bots, options))
    assert path.exists(), "The rules version changed: record the golden games again (see this module's docstring)."


@pytest.mark.parametrize("path", RECORDED, ids=[path.stem for path in RECORDED])
def test_golden_replay_reaches_the_recorded_scores_under_its_rules_version(path):
    golden = json.loads(path.read_text())
    assert golden["rules_version"] in get_info(golden["game"]).rules_versions, (
        f"{path.name}: a rules version the app no longer plays; saves and links of it would not open either.")
    game = get_game(golden["game"], golden["rules_version"])
    state = game.new_game(golden["players"], golden["seed"], golden["options"])
    for action_id in golden["actions"]:
        game.apply(state, action_id)
    assert game.is_over(state)
    assert [score.model_dump() for score in game.scores(state)] == golden["scores"]


EARLIER = [(path, game) for path in RECORDED for game in GAMES
           if path.name == golden_path(game[0], json.loads(path.read_text())["rules_version"], *game[1:3]).name
           and json.loads(path.read_text())["rules_version"] != get_info(game[0]).rules_version]


@pytest.mark.parametrize("path,game", EARLIER, ids=[path.stem for path, _ in EARLIER])
def test_an_earlier_version_plays_its_golden_game_again_byte_for_byte(path, game):
    """The same bots with the same seed under the earlier version's numbers play the very same game:
    its rules, its scores and the bots' estimates all read that version's numbers."""
    game_id, players, seed, bots, options = game
    version = json.loads(path.read_text())["rules_version"]
    assert record(game_id, version, players, seed, bots, options) == path.read_text()
