"""One conformance suite for every registered game (OpenSpiel's `random_sim_test`, for our `Game` protocol).

Seeded random games to the end, over every player count and every option value, with:
- the game's invariants (`game.problems`, `<game>/invariants.py`) after every action;
- legal actions never empty while the game runs, the same list when asked twice, unique ids, labels in words;
- at a few random steps: JSON and position round trips (the copy plays on alike), a clone independent
  of its original, every seat's and the spectator's observation JSON-ready;
- after the end: no action accepted, scores ranked from 1;
- every 25th game: replay determinism (seed + action ids give the same game), link and save round trips;
- undo at every step of one game per player count: the undo policy's steps are the mover's own and
  unsealed, and undoing one restores the position before it exactly;
- every earlier rules version a game still plays (`engine/versions.py`): a twentieth as many random games,
  with the same checks, its links and saves made and read under that version.

ATELIER_CONFORMANCE_GAMES sets the number of random games per game (2,000 by default, about as long
as the two per-game suites it replaced); the big run is in docs/performance.md.
"""

from __future__ import annotations

import itertools
import json
import math
import os

import pytest

from pycore.engine import BadLink, Game, IllegalAction, Rng, registry
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import make_seat, match_from_actions, new_match, play, replay, undo, undoable_steps
from pycore.engine.save import load_save, save_text

GAMES = int(os.environ.get("ATELIER_CONFORMANCE_GAMES", "2000"))
BATCHES = 10
GAME_IDS = registry.game_ids()
MAX_ACTIONS = 5000


def configurations(game) -> list[tuple[int, dict[str, str]]]:
    """Every player count with every combination of option values."""
    info = game.info
    combos = [dict(zip([o.name for o in info.options], values))
              for values in itertools.product(*[o.choices for o in info.options])]
    return [(players, options) for players in range(info.min_players, info.max_players + 1) for options in combos]


def names(players: int) -> list[str]:
    return [f"Seat {i + 1}" for i in range(players)]


def assert_possible(game, state, when: str) -> None:
    found = game.problems(state)
    assert not found, f"{when}: {found}"


def check_round_trips(game, state, players: int, next_action: str) -> None:
    """JSON and position round trips give the same state, which plays on alike; copies are independent."""
    text = game.to_json(state)
    again = game.from_json(text)
    assert game.to_json(again) == text
    written = json.dumps(game.position(state))
    from_position = game.from_position(json.loads(written))
    assert game.to_json(from_position) == text
    assert [a.id for a in game.legal_actions(from_position)] == [a.id for a in game.legal_actions(state)]
    clone = game.clone(state)
    assert game.to_json(clone) == text
    game.apply(clone, next_action)
    assert game.to_json(state) == text, "a clone shares something with its original"
    assert game.to_json(game.apply(again, next_action)) == game.to_json(clone)
    for seat in [None, *range(players)]:
        json.dumps(game.observation(state, seat))


def play_random(game, players: int, options: dict[str, str], seed: int) -> tuple[list[str], object]:
    state = game.new_game(names(players), seed, options)
    assert_possible(game, state, "after setup")
    chooser = Rng.from_seed(seed ^ 0x5EED)
    round_trip_at = {chooser.below(300) for _ in range(3)}
    log: list[str] = []
    while not game.is_over(state):
        legal = game.legal_actions(state)
        assert legal, "a game not over always offers an action"
        ids = [a.id for a in legal]
        assert len(set(ids)) == len(ids), "action ids are unique"
        assert ids == [a.id for a in game.legal_actions(state)], "the legal list is the same when asked twice"
        assert all(a.label and "<" not in a.label for a in legal), "labels are words"
        assert game.to_move(state) is not None
        action = chooser.choice(legal).id
        if len(log) in round_trip_at:
            check_round_trips(game, state, players, action)
        game.apply(state, action)
        log.append(action)
        assert_possible(game, state, f"after step {len(log)} ('{action}')")
        assert len(log) < MAX_ACTIONS
    return log, state


def check_finished(game, state, log: list[str]) -> None:
    assert game.to_move(state) is None and game.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        game.apply(state, log[-1])
    assert min(score.rank for score in game.scores(state)) == 1
    assert game.to_json(game.from_position(game.position(state))) == game.to_json(state)


def check_replay_link_and_save(game, players: int, options: dict[str, str], seed: int, log: list[str], state) -> None:
    """Seed + action ids replay the same game, through a link and through a save of its middle too."""
    seats = [make_seat(name) for name in names(players)]
    version = game.info.rules_version
    match, replayed = match_from_actions(game.info.id, seats, seed, options, log, version)
    assert game.to_json(replayed) == game.to_json(state)
    decoded, from_link = decode_link(encode_link(match))
    assert decoded == match and game.to_json(from_link) == game.to_json(state)
    half, half_state = match_from_actions(game.info.id, seats, seed, options, log[: len(log) // 2], version)
    loaded, loaded_state = load_save(save_text(half, half_state, "2026-12-01T18:00:00Z"))
    assert loaded == half and game.to_json(loaded_state) == game.to_json(half_state)


def check_random_games(game, numbers: range) -> None:
    """The random games with these numbers (each its configuration and seed), checked; every 25th replayed."""
    configs = configurations(game)
    for k in numbers:
        players, options = configs[k % len(configs)]
        seed = 1000 + k
        log, state = play_random(game, players, options, seed)
        check_finished(game, state, log)
        if k % 25 == 0:
            check_replay_link_and_save(game, players, options, seed, log, state)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_every_invariant_and_round_trip(game_id, batch):
    check_random_games(registry.get_game(game_id), range(batch, GAMES, BATCHES))


EARLIER_VERSIONS = [(game_id, version) for game_id in GAME_IDS for version in registry.get_info(game_id).earlier_rules_versions]
EARLIER_GAMES = max(1, GAMES // 20)  # the same code as the newest, over other numbers: fewer games


@pytest.mark.parametrize("game_id,version", EARLIER_VERSIONS)
def test_random_games_of_an_earlier_rules_version_keep_every_invariant_and_round_trip(game_id, version):
    game = registry.get_game(game_id, version)
    assert game.info.rules_version == version
    check_random_games(game, range(EARLIER_GAMES))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_registered_and_satisfies_the_game_protocol(game_id):
    game = registry.get_game(game_id)
    assert isinstance(game, Game) and game.info.id == game_id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_state_that_is_not_the_games_json_is_refused_in_a_players_words_naming_the_field(game_id):
    game = registry.get_game(game_id)
    data = json.loads(game.to_json(game.new_game(names(2), 3)))
    data["round"] = "three"
    name = game.info.name
    with pytest.raises(BadLink, match=rf"^This {name} save cannot be read: 'round': .+\.$"):
        game.from_json(json.dumps(data))
    with pytest.raises(BadLink, match=rf"^This {name} save cannot be read: .*JSON.*\.$"):
        game.from_json("{not json")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_random_games_play_every_player_count_with_every_option_value(game_id):
    game = registry.get_game(game_id)
    configs = configurations(game)
    if GAMES < len(configs):
        pytest.skip(f"{GAMES} games cannot play {len(configs)} configurations (ATELIER_CONFORMANCE_GAMES)")
    played = {(players, tuple(sorted(options.items()))) for players, options in (configs[k % len(configs)] for k in range(GAMES))}
    counts = game.info.max_players - game.info.min_players + 1
    assert len(played) == counts * math.prod(len(o.choices) for o in game.info.options)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_undo_at_every_step_restores_the_position_before(game_id, players):
    game = registry.get_game(game_id)
    if not game.info.min_players <= players <= game.info.max_players:
        pytest.skip(f"{game.info.name} has no {players}-player game")
    match = new_match(game_id, [make_seat(name) for name in names(players)], seed=40 + players)
    state = replay(match)
    chooser = Rng.from_seed(players)
    history = [(game.to_json(state), game.undo_barrier(state))]
    undone = 0
    while not game.is_over(state):
        allowed = undoable_steps(match, state)
        mover, barrier = game.to_move(state), game.undo_barrier(state)
        for step in match.log[len(match.log) - allowed:]:
            assert step.seat == mover and not step.sealed
        # undo never reaches across drawn chance, revealed information or the end of a turn
        assert all(old_barrier == barrier for _, old_barrier in history[len(history) - 1 - allowed:])
        if allowed:
            _, restored = undo(match, state, 1)
            assert game.to_json(restored) == history[-2][0]
            undone += 1
        else:
            with pytest.raises(IllegalAction):
                undo(match, state, 1)
        match, state = play(match, state, chooser.choice(game.legal_actions(state)).id)
        history.append((game.to_json(state), game.undo_barrier(state)))
    assert undone > 0
