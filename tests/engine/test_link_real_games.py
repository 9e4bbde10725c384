"""The match record, undo, saves and links with the real games: whole bot games round-trip through
links and saves, a 4-player link fits in 2,000 characters, undo restores the earlier position."""

import random

import pytest

from pycore.bots import get_bot
from pycore.cli import play_bot_game
from pycore.engine import Rng, get_game
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import make_seat, match_from_actions, new_match, play, replay, undo, undoable_steps
from pycore.engine.save import load_save, save_text

NAMES = ["Ada", "Bruno", "Chiara", "Dario"]


def real_game(game_id):
    try:
        return get_game(game_id)
    except (ImportError, AttributeError):
        pytest.skip(f"{game_id} has no rules yet (no GAME)")


GAMES = ["opera-magna", "luthier"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("bots", [["random"] * 4, ["greedy", "random", "greedy", "random"]])
def test_a_whole_4_player_bot_game_round_trips_through_a_link_within_2000_characters(game_id, bots):
    game = real_game(game_id)
    for seed in (1, 2):
        played = play_bot_game(game, NAMES, seed, bots)
        seats = [make_seat(name, "bot", bot) for name, bot in zip(NAMES, bots)]
        match, state = match_from_actions(game_id, seats, seed, played.options, played.actions)
        fragment = encode_link(match)
        assert len(fragment) + 1 <= 2000  # with its '#'
        decoded, decoded_state = decode_link(fragment)
        assert decoded == match
        assert game.is_over(decoded_state)
        assert game.to_json(decoded_state) == game.to_json(played.state)
        assert [s.total for s in game.scores(decoded_state)] == [s.total for s in game.scores(played.state)]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_in_the_middle_of_a_game_loads_back_exactly(game_id):
    game = real_game(game_id)
    played = play_bot_game(game, NAMES[:3], 5, ["random"] * 3)
    seats = [make_seat(name) for name in NAMES[:3]]
    match, state = match_from_actions(game_id, seats, 5, played.options, played.actions[: len(played.actions) // 2])
    loaded, loaded_state = load_save(save_text(match, state, "2026-11-29T18:00:00Z"))
    assert loaded == match and game.to_json(loaded_state) == game.to_json(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_in_a_real_game_restores_the_position_before_the_undone_actions(game_id):
    game = real_game(game_id)
    chooser = random.Random(7)
    match = new_match(game_id, [make_seat(n) for n in NAMES[:2]], seed=9)
    state = replay(match)
    history = [game.to_json(state)]
    undone = 0
    while not game.is_over(state) and len(match.log) < 400:
        match, state = play(match, state, get_bot("random")(game, state, Rng.from_seed(len(match.log))).id)
        history.append(game.to_json(state))
        allowed = undoable_steps(match, state)
        for step in match.log[len(match.log) - allowed:]:
            assert step.seat == game.to_move(state) and not step.sealed
        if allowed and chooser.random() < 0.2:
            steps = chooser.randint(1, allowed)
            match, state = undo(match, state, steps)
            del history[-steps:]
            undone += steps
        assert game.to_json(state) == history[-1]
    assert undone > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_mutated_links_of_real_games_give_bad_link_or_a_reachable_game(game_id):
    from pycore.engine import BadLink
    from test_link_fuzz import mutate

    game = real_game(game_id)
    played = play_bot_game(game, NAMES, 3, ["random"] * 4)
    seats = [make_seat(name, "bot", "random") for name in NAMES]
    fragment = encode_link(match_from_actions(game_id, seats, 3, played.options, played.actions)[0])
    fuzz = random.Random(5)
    refused = 0
    for _ in range(300):
        try:
            match, state = decode_link(mutate(fragment, fuzz))
        except BadLink:
            refused += 1
            continue
        assert game.to_json(replay(match)) == game.to_json(state)
    assert refused >= 290


@pytest.mark.parametrize("game_id", GAMES)
def test_a_link_made_in_one_process_replays_in_another_with_other_string_hashing(game_id):
    import json
    import os
    import subprocess
    import sys

    real_game(game_id)

    def cli(hash_seed, *argv):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        return subprocess.run([sys.executable, "-m", "pycore", *argv], capture_output=True, text=True, env=env)

    made = cli("1", "link", "--game", game_id, "--players", "4", "--seed", "21", "--bots", "greedy,random")
    assert made.returncode == 0, made.stderr
    replayed = cli("2", "replay", made.stdout.strip(), "--json")
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["status"] == "over"
